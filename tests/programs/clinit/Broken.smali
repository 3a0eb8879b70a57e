.class public Lclinit/Broken;
.super Ljava/lang/Object;
.source "Broken.java"


# static fields
.field public static X:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const-string v0, "Broken.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 6
    invoke-static {}, Lclinit/Broken;->fail()I

    move-result v0

    sput v0, Lclinit/Broken;->X:I

    return-void
.end method

.method static fail()I
    .registers 2

    .line 10
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "broken"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
