.class final Lorg/adaptrace/jgf/shapes/Box;
.super Ljava/lang/Object;
.source "Box.java"


# instance fields
.field final maxX:J

.field final maxY:J

.field final minX:J

.field final minY:J


# direct methods
.method constructor <init>(JJJJ)V
    .registers 10

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    iput-wide p3, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    iput-wide p5, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    iput-wide p7, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    return-void
.end method

.method static around([Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Box;
    .registers 15

    const/4 v0, 0x0

    aget-object v1, p0, v0

    iget-wide v12, v1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    aget-object v1, p0, v0

    iget-wide v10, v1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    array-length v1, p0

    move-wide v8, v10

    move-wide v6, v12

    move-wide v4, v10

    move-wide v2, v12

    :goto_e
    if-ge v0, v1, :cond_37

    aget-object v10, p0, v0

    iget-wide v12, v10, Lorg/adaptrace/jgf/shapes/Point;->x:J

    cmp-long v11, v12, v2

    if-gez v11, :cond_25

    iget-wide v2, v10, Lorg/adaptrace/jgf/shapes/Point;->x:J

    :cond_1a
    :goto_1a
    iget-wide v12, v10, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v11, v12, v4

    if-gez v11, :cond_2e

    iget-wide v4, v10, Lorg/adaptrace/jgf/shapes/Point;->y:J

    :cond_22
    :goto_22
    add-int/lit8 v0, v0, 0x1

    goto :goto_e

    :cond_25
    iget-wide v12, v10, Lorg/adaptrace/jgf/shapes/Point;->x:J

    cmp-long v11, v12, v6

    if-lez v11, :cond_1a

    iget-wide v6, v10, Lorg/adaptrace/jgf/shapes/Point;->x:J

    goto :goto_1a

    :cond_2e
    iget-wide v12, v10, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v11, v12, v8

    if-lez v11, :cond_22

    iget-wide v8, v10, Lorg/adaptrace/jgf/shapes/Point;->y:J

    goto :goto_22

    :cond_37
    new-instance v1, Lorg/adaptrace/jgf/shapes/Box;

    invoke-direct/range {v1 .. v9}, Lorg/adaptrace/jgf/shapes/Box;-><init>(JJJJ)V

    return-object v1
.end method


# virtual methods
.method area()J
    .registers 7

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    sub-long/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    sub-long/2addr v2, v4

    mul-long/2addr v0, v2

    return-wide v0
.end method

.method contains(Lorg/adaptrace/jgf/shapes/Box;)Z
    .registers 6

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    const/4 v0, 0x1

    :goto_21
    return v0

    :cond_22
    const/4 v0, 0x0

    goto :goto_21
.end method

.method contains(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 6

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    cmp-long v0, v0, v2

    if-ltz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    const/4 v0, 0x1

    :goto_21
    return v0

    :cond_22
    const/4 v0, 0x0

    goto :goto_21
.end method

.method intersects(Lorg/adaptrace/jgf/shapes/Box;)Z
    .registers 6

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    iget-wide v2, p1, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    iget-wide v0, p1, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    iget-wide v2, p1, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    cmp-long v0, v0, v2

    if-gtz v0, :cond_22

    const/4 v0, 0x1

    :goto_21
    return v0

    :cond_22
    const/4 v0, 0x0

    goto :goto_21
.end method

.method union(Lorg/adaptrace/jgf/shapes/Box;)Lorg/adaptrace/jgf/shapes/Box;
    .registers 14

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Box;->contains(Lorg/adaptrace/jgf/shapes/Box;)Z

    move-result v0

    if-eqz v0, :cond_7

    :goto_6
    return-object p0

    :cond_7
    new-instance v1, Lorg/adaptrace/jgf/shapes/Box;

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    iget-wide v4, p1, Lorg/adaptrace/jgf/shapes/Box;->minX:J

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v2

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    iget-wide v6, p1, Lorg/adaptrace/jgf/shapes/Box;->minY:J

    invoke-static {v4, v5, v6, v7}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v4

    iget-wide v6, p0, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    iget-wide v8, p1, Lorg/adaptrace/jgf/shapes/Box;->maxX:J

    invoke-static {v6, v7, v8, v9}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v6

    iget-wide v8, p0, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    iget-wide v10, p1, Lorg/adaptrace/jgf/shapes/Box;->maxY:J

    invoke-static {v8, v9, v10, v11}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v8

    invoke-direct/range {v1 .. v9}, Lorg/adaptrace/jgf/shapes/Box;-><init>(JJJJ)V

    move-object p0, v1

    goto :goto_6
.end method
