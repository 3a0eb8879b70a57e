.class public Lclinit/Lazy;
.super Ljava/lang/Object;
.source "Lazy.java"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const-string v0, "Lazy.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    return-void
.end method

.method public static hello()V
    .registers 1

    .line 9
    const-string v0, "Lazy.hello"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 10
    return-void
.end method
