.class interface abstract Lorg/adaptrace/jgf/shapes/ShapeVisitor;
.super Ljava/lang/Object;
.source "ShapeVisitor.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<R:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# virtual methods
.method public abstract visitCircle(Lorg/adaptrace/jgf/shapes/Circle;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/shapes/Circle;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/shapes/Group;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitPolygon(Lorg/adaptrace/jgf/shapes/Polygon;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/shapes/Polygon;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitRect(Lorg/adaptrace/jgf/shapes/Rect;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/shapes/Rect;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitTriangle(Lorg/adaptrace/jgf/shapes/Triangle;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/shapes/Triangle;",
            ")TR;"
        }
    .end annotation
.end method
