.class public LBigSquare;
.super LSquare;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, LSquare;-><init>()V

    return-void
.end method


# virtual methods
.method public area()I
    .registers 2

    invoke-super {p0}, LSquare;->area()I

    move-result v0

    invoke-static {v0}, LBigSquare;->sq(I)I

    move-result v0

    return v0
.end method
