.class final Lorg/adaptrace/jgf/shapes/Square;
.super Lorg/adaptrace/jgf/shapes/Rect;
.source "Square.java"


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/shapes/Point;J)V
    .registers 10

    move-object v0, p0

    move-object v1, p1

    move-wide v2, p2

    move-wide v4, p2

    invoke-direct/range {v0 .. v5}, Lorg/adaptrace/jgf/shapes/Rect;-><init>(Lorg/adaptrace/jgf/shapes/Point;JJ)V

    return-void
.end method


# virtual methods
.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 8

    new-instance v0, Lorg/adaptrace/jgf/shapes/Square;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/shapes/Square;->origin()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {v1, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {p0}, Lorg/adaptrace/jgf/shapes/Square;->width()J

    move-result-wide v2

    int-to-long v4, p1

    mul-long/2addr v2, v4

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Square;-><init>(Lorg/adaptrace/jgf/shapes/Point;J)V

    return-object v0
.end method
