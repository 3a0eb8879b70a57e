.class public Lclinit/Reflected;
.super Ljava/lang/Object;
.source "Reflected.java"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const-string v0, "Reflected.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    return-void
.end method
