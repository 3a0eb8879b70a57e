.class public Lclinit/Leaf;
.super Lclinit/Base;
.source "Leaf.java"


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const-string v0, "Leaf.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 8
    invoke-direct {p0}, Lclinit/Base;-><init>()V

    .line 9
    const-string v0, "Leaf()"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 10
    return-void
.end method
