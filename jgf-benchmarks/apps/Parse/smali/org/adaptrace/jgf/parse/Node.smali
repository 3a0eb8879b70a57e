.class interface abstract Lorg/adaptrace/jgf/parse/Node;
.super Ljava/lang/Object;
.source "Node.java"


# virtual methods
.method public abstract accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/parse/Visitor",
            "<TR;>;)TR;"
        }
    .end annotation
.end method
