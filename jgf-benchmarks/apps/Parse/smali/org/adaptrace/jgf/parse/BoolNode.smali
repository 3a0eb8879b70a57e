.class final Lorg/adaptrace/jgf/parse/BoolNode;
.super Ljava/lang/Object;
.source "BoolNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final value:Z


# direct methods
.method constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lorg/adaptrace/jgf/parse/BoolNode;->value:Z

    return-void
.end method


# virtual methods
.method public accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/parse/Visitor",
            "<TR;>;)TR;"
        }
    .end annotation

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method value()Z
    .registers 2

    iget-boolean v0, p0, Lorg/adaptrace/jgf/parse/BoolNode;->value:Z

    return v0
.end method
