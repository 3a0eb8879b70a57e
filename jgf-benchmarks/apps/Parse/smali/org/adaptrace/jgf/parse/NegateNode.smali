.class final Lorg/adaptrace/jgf/parse/NegateNode;
.super Ljava/lang/Object;
.source "NegateNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final operand:Lorg/adaptrace/jgf/parse/Node;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/parse/Node;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/NegateNode;->operand:Lorg/adaptrace/jgf/parse/Node;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method operand()Lorg/adaptrace/jgf/parse/Node;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/NegateNode;->operand:Lorg/adaptrace/jgf/parse/Node;

    return-object v0
.end method
