.class public Ldispatch/Box;
.super Ldispatch/Square;
.source "Box.java"

# interfaces
.implements Ldispatch/Sized;


# direct methods
.method public constructor <init>(I)V
    .registers 3
    .param p1, "side"    # I

    .line 5
    const-string v0, "box"

    invoke-direct {p0, v0, p1}, Ldispatch/Square;-><init>(Ljava/lang/String;I)V

    .line 6
    return-void
.end method
