.class final Lorg/adaptrace/jgf/shapes/Triangle;
.super Lorg/adaptrace/jgf/shapes/AbstractShape;
.source "Triangle.java"


# instance fields
.field private final a:Lorg/adaptrace/jgf/shapes/Point;

.field private final b:Lorg/adaptrace/jgf/shapes/Point;

.field private final c:Lorg/adaptrace/jgf/shapes/Point;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)V
    .registers 4

    invoke-direct {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    iput-object p2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    iput-object p3, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    return-void
.end method

.method static turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J
    .registers 11

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    sub-long/2addr v0, v2

    iget-wide v2, p2, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    sub-long/2addr v2, v4

    mul-long/2addr v0, v2

    iget-wide v2, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    sub-long/2addr v2, v4

    iget-wide v4, p2, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v6, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    sub-long/2addr v4, v6

    mul-long/2addr v2, v4

    sub-long/2addr v0, v2

    return-wide v0
.end method


# virtual methods
.method a()Lorg/adaptrace/jgf/shapes/Point;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    return-object v0
.end method

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/shapes/ShapeVisitor;->visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public area2()J
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    invoke-static {v0, v1, v2}, Lorg/adaptrace/jgf/shapes/Triangle;->turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(J)J

    move-result-wide v0

    return-wide v0
.end method

.method b()Lorg/adaptrace/jgf/shapes/Point;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    return-object v0
.end method

.method c()Lorg/adaptrace/jgf/shapes/Point;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    return-object v0
.end method

.method computeBounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 4

    const/4 v0, 0x3

    new-array v0, v0, [Lorg/adaptrace/jgf/shapes/Point;

    const/4 v1, 0x0

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    aput-object v2, v0, v1

    invoke-static {v0}, Lorg/adaptrace/jgf/shapes/Box;->around([Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    return-object v0
.end method

.method inside(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 14

    const/4 v1, 0x1

    const/4 v0, 0x0

    const-wide/16 v10, 0x0

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    iget-object v3, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    invoke-static {v2, v3, p1}, Lorg/adaptrace/jgf/shapes/Triangle;->turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J

    move-result-wide v4

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    iget-object v3, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    invoke-static {v2, v3, p1}, Lorg/adaptrace/jgf/shapes/Triangle;->turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J

    move-result-wide v6

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    iget-object v3, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    invoke-static {v2, v3, p1}, Lorg/adaptrace/jgf/shapes/Triangle;->turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J

    move-result-wide v8

    cmp-long v2, v4, v10

    if-ltz v2, :cond_28

    cmp-long v2, v6, v10

    if-ltz v2, :cond_28

    cmp-long v2, v8, v10

    if-gez v2, :cond_3c

    :cond_28
    move v3, v1

    :goto_29
    cmp-long v2, v4, v10

    if-gtz v2, :cond_35

    cmp-long v2, v6, v10

    if-gtz v2, :cond_35

    cmp-long v2, v8, v10

    if-lez v2, :cond_3e

    :cond_35
    move v2, v1

    :goto_36
    if-eqz v3, :cond_3a

    if-nez v2, :cond_3b

    :cond_3a
    move v0, v1

    :cond_3b
    return v0

    :cond_3c
    move v3, v0

    goto :goto_29

    :cond_3e
    move v2, v0

    goto :goto_36
.end method

.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 6

    new-instance v0, Lorg/adaptrace/jgf/shapes/Triangle;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Triangle;->a:Lorg/adaptrace/jgf/shapes/Point;

    invoke-virtual {v1, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Triangle;->b:Lorg/adaptrace/jgf/shapes/Point;

    invoke-virtual {v2, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    iget-object v3, p0, Lorg/adaptrace/jgf/shapes/Triangle;->c:Lorg/adaptrace/jgf/shapes/Point;

    invoke-virtual {v3, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Triangle;-><init>(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)V

    return-object v0
.end method
