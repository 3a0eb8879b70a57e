.class interface abstract Lorg/adaptrace/jgf/shapes/Shape;
.super Ljava/lang/Object;
.source "Shape.java"


# virtual methods
.method public abstract accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/shapes/ShapeVisitor",
            "<TR;>;)TR;"
        }
    .end annotation
.end method

.method public abstract area2()J
.end method

.method public abstract bounds()Lorg/adaptrace/jgf/shapes/Box;
.end method

.method public abstract contains(Lorg/adaptrace/jgf/shapes/Point;)Z
.end method

.method public abstract overlaps(Lorg/adaptrace/jgf/shapes/Shape;)Z
.end method

.method public abstract scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
.end method

.method public abstract scalesExactly()Z
.end method
