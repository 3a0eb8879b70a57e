.class final Lorg/adaptrace/jgf/shapes/Perimeter;
.super Ljava/lang/Object;
.source "Perimeter.java"

# interfaces
.implements Lorg/adaptrace/jgf/shapes/ShapeVisitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/shapes/ShapeVisitor",
        "<",
        "Ljava/lang/Long;",
        ">;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Long;
    .registers 6

    const-wide/16 v0, 0x2c6

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Circle;->radius()J

    move-result-wide v2

    mul-long/2addr v0, v2

    const-wide/16 v2, 0x71

    div-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Perimeter;->visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Long;
    .registers 7

    const-wide/16 v0, 0x0

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Group;->members()Ljava/util/List;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    move-wide v2, v0

    :goto_b
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_24

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/shapes/Shape;->accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    add-long/2addr v0, v2

    move-wide v2, v0

    goto :goto_b

    :cond_24
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Perimeter;->visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Long;
    .registers 8

    const-wide/16 v2, 0x0

    const/4 v0, 0x0

    :goto_3
    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Polygon;->size()I

    move-result v1

    if-ge v0, v1, :cond_1f

    add-int/lit8 v1, v0, 0x1

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/shapes/Polygon;->vertex(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/shapes/Polygon;->vertex(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v4

    invoke-virtual {v1, v4}, Lorg/adaptrace/jgf/shapes/Point;->minus(Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {v1}, Lorg/adaptrace/jgf/shapes/Point;->length()J

    move-result-wide v4

    add-long/2addr v2, v4

    add-int/lit8 v0, v0, 0x1

    goto :goto_3

    :cond_1f
    invoke-static {v2, v3}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Perimeter;->visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Long;
    .registers 8

    const-wide/16 v0, 0x2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Rect;->width()J

    move-result-wide v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Rect;->height()J

    move-result-wide v4

    add-long/2addr v2, v4

    mul-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Perimeter;->visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Long;
    .registers 6

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->b()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v0

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->a()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/shapes/Point;->minus(Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/shapes/Point;->length()J

    move-result-wide v0

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->c()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->b()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/adaptrace/jgf/shapes/Point;->minus(Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    invoke-virtual {v2}, Lorg/adaptrace/jgf/shapes/Point;->length()J

    move-result-wide v2

    add-long/2addr v0, v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->a()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Triangle;->c()Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v3

    invoke-virtual {v2, v3}, Lorg/adaptrace/jgf/shapes/Point;->minus(Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    invoke-virtual {v2}, Lorg/adaptrace/jgf/shapes/Point;->length()J

    move-result-wide v2

    add-long/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Perimeter;->visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
