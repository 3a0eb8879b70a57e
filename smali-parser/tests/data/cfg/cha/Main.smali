.class public LMain;
.super Ljava/lang/Object;


# direct methods
.method public static helper(I)I
    .registers 1

    return p0
.end method

.method public static run(LShape;)I
    .registers 3

    invoke-interface {p0}, LShape;->area()I

    move-result v0

    invoke-static {v0}, LMain;->helper(I)I

    move-result v0

    invoke-virtual {p0}, Ljava/lang/Object;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Landroid/util/Log;->wtf(Ljava/lang/String;)I

    new-instance v1, LBigSquare;

    invoke-direct {v1}, LBigSquare;-><init>()V

    invoke-virtual {v1}, LBigSquare;->area()I

    invoke-virtual {v1}, LSquare;->hashCode()I

    invoke-virtual {v1}, LSquare;->area()I

    invoke-static {v0}, LBigSquare;->sq(I)I

    return v0
.end method
