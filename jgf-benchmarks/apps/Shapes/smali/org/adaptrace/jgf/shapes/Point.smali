.class final Lorg/adaptrace/jgf/shapes/Point;
.super Ljava/lang/Object;
.source "Point.java"


# instance fields
.field final x:J

.field final y:J


# direct methods
.method constructor <init>(JJ)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iput-wide p3, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    return-void
.end method


# virtual methods
.method length()J
    .registers 7

    const-wide/16 v4, 0x0

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    cmp-long v0, v0, v4

    if-gez v0, :cond_16

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    neg-long v0, v0

    :goto_b
    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    cmp-long v2, v2, v4

    if-gez v2, :cond_19

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    neg-long v2, v2

    :goto_14
    add-long/2addr v0, v2

    return-wide v0

    :cond_16
    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    goto :goto_b

    :cond_19
    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    goto :goto_14
.end method

.method minus(Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Point;
    .registers 10

    new-instance v0, Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v4, p1, Lorg/adaptrace/jgf/shapes/Point;->x:J

    sub-long/2addr v2, v4

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v6, p1, Lorg/adaptrace/jgf/shapes/Point;->y:J

    sub-long/2addr v4, v6

    invoke-direct {v0, v2, v3, v4, v5}, Lorg/adaptrace/jgf/shapes/Point;-><init>(JJ)V

    return-object v0
.end method

.method times(I)Lorg/adaptrace/jgf/shapes/Point;
    .registers 10

    new-instance v0, Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    int-to-long v4, p1

    mul-long/2addr v2, v4

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    int-to-long v6, p1

    mul-long/2addr v4, v6

    invoke-direct {v0, v2, v3, v4, v5}, Lorg/adaptrace/jgf/shapes/Point;-><init>(JJ)V

    return-object v0
.end method
