.class Lorg/adaptrace/jgf/shapes/Rect;
.super Lorg/adaptrace/jgf/shapes/AbstractShape;
.source "Rect.java"


# instance fields
.field private final height:J

.field private final origin:Lorg/adaptrace/jgf/shapes/Point;

.field private final width:J


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/shapes/Point;JJ)V
    .registers 6

    invoke-direct {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    iput-wide p2, p0, Lorg/adaptrace/jgf/shapes/Rect;->width:J

    iput-wide p4, p0, Lorg/adaptrace/jgf/shapes/Rect;->height:J

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/shapes/ShapeVisitor;->visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public area2()J
    .registers 5

    const-wide/16 v0, 0x2

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Rect;->width:J

    mul-long/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Rect;->height:J

    mul-long/2addr v0, v2

    return-wide v0
.end method

.method computeBounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 13

    new-instance v1, Lorg/adaptrace/jgf/shapes/Box;

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v2, v0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v4, v0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v6, v0, Lorg/adaptrace/jgf/shapes/Point;->x:J

    iget-wide v8, p0, Lorg/adaptrace/jgf/shapes/Rect;->width:J

    add-long/2addr v6, v8

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    iget-wide v8, v0, Lorg/adaptrace/jgf/shapes/Point;->y:J

    iget-wide v10, p0, Lorg/adaptrace/jgf/shapes/Rect;->height:J

    add-long/2addr v8, v10

    invoke-direct/range {v1 .. v9}, Lorg/adaptrace/jgf/shapes/Box;-><init>(JJJJ)V

    return-object v1
.end method

.method height()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->height:J

    return-wide v0
.end method

.method inside(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 3

    const/4 v0, 0x1

    return v0
.end method

.method origin()Lorg/adaptrace/jgf/shapes/Point;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    return-object v0
.end method

.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 10

    new-instance v0, Lorg/adaptrace/jgf/shapes/Rect;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Rect;->origin:Lorg/adaptrace/jgf/shapes/Point;

    invoke-virtual {v1, p1}, Lorg/adaptrace/jgf/shapes/Point;->times(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    iget-wide v2, p0, Lorg/adaptrace/jgf/shapes/Rect;->width:J

    int-to-long v4, p1

    mul-long/2addr v2, v4

    iget-wide v4, p0, Lorg/adaptrace/jgf/shapes/Rect;->height:J

    int-to-long v6, p1

    mul-long/2addr v4, v6

    invoke-direct/range {v0 .. v5}, Lorg/adaptrace/jgf/shapes/Rect;-><init>(Lorg/adaptrace/jgf/shapes/Point;JJ)V

    return-object v0
.end method

.method width()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/shapes/Rect;->width:J

    return-wide v0
.end method
