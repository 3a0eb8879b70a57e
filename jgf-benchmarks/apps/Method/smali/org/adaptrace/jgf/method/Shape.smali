.class Lorg/adaptrace/jgf/method/Shape;
.super Ljava/lang/Object;
.source "Shape.java"

# interfaces
.implements Lorg/adaptrace/jgf/method/Op;


# instance fields
.field protected final k:I


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/method/Shape;->k:I

    return-void
.end method

.method static sides(I)I
    .registers 2

    const/4 v0, 0x2

    if-ne p0, v0, :cond_flat

    const/16 v0, 0xc

    goto :goto_return

    :cond_flat
    const/4 v0, 0x4

    :goto_return
    return v0
.end method


# virtual methods
.method public apply(JI)J
    .registers 6

    and-int/lit16 v0, p3, 0xff

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/method/Shape;->area(I)I

    move-result v0

    int-to-long v0, v0

    add-long/2addr v0, p1

    return-wide v0
.end method

.method area(I)I
    .registers 3

    iget v0, p0, Lorg/adaptrace/jgf/method/Shape;->k:I

    mul-int/2addr v0, p1

    return v0
.end method

.method final describe(I)I
    .registers 4

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/method/Shape;->area(I)I

    move-result v0

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/method/Shape;->perimeter(I)I

    move-result v1

    xor-int/2addr v0, v1

    return v0
.end method

.method perimeter(I)I
    .registers 4

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/method/Shape;->area(I)I

    move-result v0

    iget v1, p0, Lorg/adaptrace/jgf/method/Shape;->k:I

    mul-int/lit8 v1, v1, 0x4

    add-int/2addr v0, v1

    return v0
.end method
