.class Lorg/adaptrace/jgf/method/Square;
.super Lorg/adaptrace/jgf/method/Shape;
.source "Square.java"


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/method/Shape;-><init>(I)V

    return-void
.end method


# virtual methods
.method area(I)I
    .registers 4

    invoke-super {p0, p1}, Lorg/adaptrace/jgf/method/Shape;->area(I)I

    move-result v0

    mul-int v1, p1, p1

    add-int/2addr v0, v1

    return v0
.end method
