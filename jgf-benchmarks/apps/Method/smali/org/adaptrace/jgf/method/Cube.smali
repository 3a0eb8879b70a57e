.class Lorg/adaptrace/jgf/method/Cube;
.super Lorg/adaptrace/jgf/method/Square;
.source "Cube.java"


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/method/Square;-><init>(I)V

    return-void
.end method


# virtual methods
.method area(I)I
    .registers 4

    invoke-super {p0, p1}, Lorg/adaptrace/jgf/method/Square;->area(I)I

    move-result v0

    mul-int/lit8 v0, v0, 0x2

    iget v1, p0, Lorg/adaptrace/jgf/method/Cube;->k:I

    add-int/2addr v0, v1

    return v0
.end method

.method perimeter(I)I
    .registers 4

    iget v0, p0, Lorg/adaptrace/jgf/method/Cube;->k:I

    mul-int/lit8 v0, v0, 0xc

    invoke-super {p0, p1}, Lorg/adaptrace/jgf/method/Square;->perimeter(I)I

    move-result v1

    add-int/2addr v0, v1

    return v0
.end method
