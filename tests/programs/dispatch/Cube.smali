.class public Ldispatch/Cube;
.super Ldispatch/Square;
.source "Cube.java"


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "side"    # I

    .line 5
    invoke-direct {p0, p1, p2}, Ldispatch/Square;-><init>(Ljava/lang/String;I)V

    .line 6
    return-void
.end method


# virtual methods
.method public area()I
    .registers 2

    .line 10
    invoke-super {p0}, Ldispatch/Square;->area()I

    move-result v0

    mul-int/lit8 v0, v0, 0x6

    return v0
.end method
