.class final Lorg/adaptrace/jgf/shapes/KindCounter;
.super Ljava/lang/Object;
.source "KindCounter.java"

# interfaces
.implements Lorg/adaptrace/jgf/shapes/ShapeVisitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/shapes/ShapeVisitor",
        "<",
        "Ljava/lang/Void;",
        ">;"
    }
.end annotation


# instance fields
.field private final counts:[I


# direct methods
.method constructor <init>()V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const/4 v0, 0x5

    new-array v0, v0, [I

    iput-object v0, p0, Lorg/adaptrace/jgf/shapes/KindCounter;->counts:[I

    return-void
.end method

.method private count(I)Ljava/lang/Void;
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/KindCounter;->counts:[I

    aget v1, v0, p1

    add-int/lit8 v1, v1, 0x1

    aput v1, v0, p1

    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method signature()J
    .registers 9

    const-wide/16 v2, 0x0

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/KindCounter;->counts:[I

    array-length v4, v1

    const/4 v0, 0x0

    :goto_6
    if-ge v0, v4, :cond_12

    aget v5, v1, v0

    const-wide/16 v6, 0x3f1

    mul-long/2addr v2, v6

    int-to-long v6, v5

    add-long/2addr v2, v6

    add-int/lit8 v0, v0, 0x1

    goto :goto_6

    :cond_12
    return-wide v2
.end method

.method public bridge synthetic visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/KindCounter;->visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Void;
    .registers 3

    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/shapes/KindCounter;->count(I)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/KindCounter;->visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Void;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Group;->members()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_8
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_18

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/shapes/Shape;->accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;

    goto :goto_8

    :cond_18
    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/KindCounter;->visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Void;
    .registers 3

    const/4 v0, 0x4

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/shapes/KindCounter;->count(I)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/KindCounter;->visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Void;
    .registers 3

    instance-of v0, p1, Lorg/adaptrace/jgf/shapes/Square;

    if-eqz v0, :cond_a

    const/4 v0, 0x1

    :goto_5
    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/shapes/KindCounter;->count(I)Ljava/lang/Void;

    move-result-object v0

    return-object v0

    :cond_a
    const/4 v0, 0x2

    goto :goto_5
.end method

.method public bridge synthetic visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/KindCounter;->visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Void;
    .registers 3

    const/4 v0, 0x3

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/shapes/KindCounter;->count(I)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method
