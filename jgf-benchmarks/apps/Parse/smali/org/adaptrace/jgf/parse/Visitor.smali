.class interface abstract Lorg/adaptrace/jgf/parse/Visitor;
.super Ljava/lang/Object;
.source "Visitor.java"


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
.method public abstract visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/ArrayNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/AssignNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/BinaryNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/BlockNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/BoolNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/CallNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/NameNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/NegateNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/NullNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/NumberNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/ObjectNode;",
            ")TR;"
        }
    .end annotation
.end method

.method public abstract visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/StringNode;",
            ")TR;"
        }
    .end annotation
.end method
