.class final Lorg/adaptrace/jgf/shapes/Polygon;
.super Lorg/adaptrace/jgf/shapes/AbstractShape;
.source "Polygon.java"


# instance fields
.field private final vertices:[Lorg/adaptrace/jgf/shapes/Point;


# direct methods
.method constructor <init>([Lorg/adaptrace/jgf/shapes/Point;)V
    .registers 2

    invoke-direct {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/shapes/ShapeVisitor;->visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public area2()J
    .registers 15

    const-wide/16 v2, 0x0

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v1, v1

    add-int/lit8 v1, v1, -0x1

    aget-object v1, v0, v1

    iget-object v6, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v7, v6

    const/4 v0, 0x0

    move-wide v4, v2

    :goto_10
    if-ge v0, v7, :cond_24

    aget-object v2, v6, v0

    iget-wide v8, v1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v10, v2, Lorg/adaptrace/jgf/shapes/Point;->y:J

    mul-long/2addr v8, v10

    iget-wide v10, v1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v12, v2, Lorg/adaptrace/jgf/shapes/Point;->x:J

    mul-long/2addr v10, v12

    sub-long/2addr v8, v10

    add-long/2addr v4, v8

    add-int/lit8 v0, v0, 0x1

    move-object v1, v2

    goto :goto_10

    :cond_24
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(J)J

    move-result-wide v0

    return-wide v0
.end method

.method computeBounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    invoke-static {v0}, Lorg/adaptrace/jgf/shapes/Box;->around([Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    return-object v0
.end method

.method inside(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 16

    const/4 v1, 0x0

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v2, v2

    add-int/lit8 v2, v2, -0x1

    aget-object v2, v0, v2

    iget-object v6, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v7, v6

    const/4 v0, 0x0

    move v3, v0

    move-object v4, v2

    :goto_10
    if-ge v3, v7, :cond_51

    aget-object v5, v6, v3

    iget-wide v8, v4, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v10, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v0, v8, v10

    if-lez v0, :cond_43

    const/4 v0, 0x1

    :goto_1d
    iget-wide v8, v5, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v10, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v2, v8, v10

    if-lez v2, :cond_45

    const/4 v2, 0x1

    :goto_26
    if-eq v0, v2, :cond_4d

    invoke-static {v4, v5, p1}, Lorg/adaptrace/jgf/shapes/Triangle;->turn(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)J

    move-result-wide v8

    iget-wide v10, v5, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v12, v4, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v0, v10, v12

    if-lez v0, :cond_47

    const-wide/16 v10, 0x0

    cmp-long v0, v8, v10

    if-lez v0, :cond_4d

    :cond_3a
    if-nez v1, :cond_4f

    const/4 v0, 0x1

    :goto_3d
    add-int/lit8 v2, v3, 0x1

    move v3, v2

    move-object v4, v5

    move v1, v0

    goto :goto_10

    :cond_43
    const/4 v0, 0x0

    goto :goto_1d

    :cond_45
    const/4 v2, 0x0

    goto :goto_26

    :cond_47
    const-wide/16 v10, 0x0

    cmp-long v0, v8, v10

    if-ltz v0, :cond_3a

    :cond_4d
    move v0, v1

    goto :goto_3d

    :cond_4f
    const/4 v0, 0x0

    goto :goto_3d

    :cond_51
    return v1
.end method

.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 5

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v0, v0

    new-array v1, v0, [Lorg/adaptrace/jgf/shapes/Point;

    const/4 v0, 0x0

    :goto_6
    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v2, v2

    if-ge v0, v2, :cond_18

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    aget-object v2, v2, v0

    invoke-virtual {v2, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    aput-object v2, v1, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_6

    :cond_18
    new-instance v0, Lorg/adaptrace/jgf/shapes/Polygon;

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/Polygon;-><init>([Lorg/adaptrace/jgf/shapes/Point;)V

    return-object v0
.end method

.method size()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v0, v0

    return v0
.end method

.method vertex(I)Lorg/adaptrace/jgf/shapes/Point;
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v1, v1

    if-ge p1, v1, :cond_a

    :goto_7
    aget-object v0, v0, p1

    return-object v0

    :cond_a
    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Polygon;->vertices:[Lorg/adaptrace/jgf/shapes/Point;

    array-length v1, v1

    sub-int/2addr p1, v1

    goto :goto_7
.end method
