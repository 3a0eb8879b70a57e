.class final Lorg/adaptrace/jgf/shapes/Circle;
.super Lorg/adaptrace/jgf/shapes/AbstractShape;
.source "Circle.java"


# instance fields
.field private final center:Lorg/adaptrace/jgf/shapes/Point;

.field private final radius:J


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/shapes/Point;J)V
    .registers 4

    invoke-direct {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iput-wide p2, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    return-void
.end method


# virtual methods
.method public accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/shapes/ShapeVisitor",
            "<TR;>;)TR;"
        }
    .end annotation

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/shapes/ShapeVisitor;->visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public area2()J
    .registers 5

    const-wide/16 v0, 0x2c6

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    mul-long/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    mul-long/2addr v0, v2

    const-wide/16 v2, 0x71

    div-long/2addr v0, v2

    return-wide v0
.end method

.method computeBounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 13

    new-instance v1, Lorg/adaptrace/jgf/shapes/Box;

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v2, v0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    sub-long/2addr v2, v4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v4, v0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v6, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    sub-long/2addr v4, v6

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v6, v0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v8, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    add-long/2addr v6, v8

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v8, v0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v10, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    add-long/2addr v8, v10

    invoke-direct/range {v1 .. v9}, Lorg/adaptrace/jgf/shapes/Box;-><init>(JJJJ)V

    return-object v1
.end method

.method inside(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 8

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v2, v2, Lorg/adaptrace/jgf/shapes/Point;->x:J

    sub-long/2addr v0, v2

    iget-wide v2, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-object v4, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v4, v4, Lorg/adaptrace/jgf/shapes/Point;->y:J

    sub-long/2addr v2, v4

    mul-long/2addr v0, v0

    mul-long/2addr v2, v2

    add-long/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    mul-long/2addr v2, v4

    cmp-long v0, v0, v2

    if-gtz v0, :cond_1c

    const/4 v0, 0x1

    :goto_1b
    return v0

    :cond_1c
    const/4 v0, 0x0

    goto :goto_1b
.end method

.method radius()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    return-wide v0
.end method

.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 8

    new-instance v0, Lorg/adaptrace/jgf/shapes/Circle;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Circle;->center:Lorg/adaptrace/jgf/shapes/Point;

    invoke-virtual {v1, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Circle;->radius:J

    int-to-long v4, p1

    mul-long/2addr v2, v4

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Circle;-><init>(Lorg/adaptrace/jgf/shapes/Point;J)V

    return-object v0
.end method

.method public scalesExactly()Z
    .registers 2

    const/4 v0, 0x0

    return v0
.end method
