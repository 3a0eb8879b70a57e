.class public Lclinit/Derived;
.super Lclinit/Base;
.source "Derived.java"


# static fields
.field static final CONFIG:I


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 5
    const-string v0, "Derived.<clinit> start"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 6
    sget v0, Lclinit/Config;->VALUE:I

    sput v0, Lclinit/Derived;->CONFIG:I

    .line 7
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "Derived.<clinit> config "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    sget v1, Lclinit/Derived;->CONFIG:I

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 10
    invoke-direct {p0}, Lclinit/Base;-><init>()V

    .line 11
    const-string v0, "Derived()"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 12
    return-void
.end method
