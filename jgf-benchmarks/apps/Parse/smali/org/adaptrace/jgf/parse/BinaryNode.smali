.class final Lorg/adaptrace/jgf/parse/BinaryNode;
.super Ljava/lang/Object;
.source "BinaryNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final left:Lorg/adaptrace/jgf/parse/Node;

.field private final op:C

.field private final right:Lorg/adaptrace/jgf/parse/Node;


# direct methods
.method constructor <init>(CLorg/adaptrace/jgf/parse/Node;Lorg/adaptrace/jgf/parse/Node;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-char p1, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->op:C

    iput-object p2, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->left:Lorg/adaptrace/jgf/parse/Node;

    iput-object p3, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->right:Lorg/adaptrace/jgf/parse/Node;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method left()Lorg/adaptrace/jgf/parse/Node;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->left:Lorg/adaptrace/jgf/parse/Node;

    return-object v0
.end method

.method op()C
    .registers 2

    iget-char v0, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->op:C

    return v0
.end method

.method right()Lorg/adaptrace/jgf/parse/Node;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/BinaryNode;->right:Lorg/adaptrace/jgf/parse/Node;

    return-object v0
.end method
