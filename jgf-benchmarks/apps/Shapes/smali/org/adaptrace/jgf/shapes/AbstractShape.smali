.class abstract Lorg/adaptrace/jgf/shapes/AbstractShape;
.super Ljava/lang/Object;
.source "AbstractShape.java"

# interfaces
.implements Lorg/adaptrace/jgf/shapes/Shape;


# instance fields
.field private bounds:Lorg/adaptrace/jgf/shapes/Box;


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final bounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/AbstractShape;->bounds:Lorg/adaptrace/jgf/shapes/Box;

    if-nez v0, :cond_a

    invoke-virtual {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;->computeBounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    iput-object v0, p0, Lorg/adaptrace/jgf/shapes/AbstractShape;->bounds:Lorg/adaptrace/jgf/shapes/Box;

    :cond_a
    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/AbstractShape;->bounds:Lorg/adaptrace/jgf/shapes/Box;

    return-object v0
.end method

.method abstract computeBounds()Lorg/adaptrace/jgf/shapes/Box;
.end method

.method public contains(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 3

    invoke-virtual {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    invoke-virtual {v0, p1}, Lorg/adaptrace/jgf/shapes/Box;->contains(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-eqz v0, :cond_12

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/AbstractShape;->inside(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-eqz v0, :cond_12

    const/4 v0, 0x1

    :goto_11
    return v0

    :cond_12
    const/4 v0, 0x0

    goto :goto_11
.end method

.method abstract inside(Lorg/adaptrace/jgf/shapes/Point;)Z
.end method

.method public overlaps(Lorg/adaptrace/jgf/shapes/Shape;)Z
    .registers 4

    invoke-virtual {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    invoke-interface {p1}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/shapes/Box;->intersects(Lorg/adaptrace/jgf/shapes/Box;)Z

    move-result v0

    return v0
.end method

.method public scalesExactly()Z
    .registers 2

    const/4 v0, 0x1

    return v0
.end method
