.class abstract Lorg/adaptrace/jgf/parse/TreeScanner;
.super Ljava/lang/Object;
.source "TreeScanner.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Visitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/parse/Visitor",
        "<",
        "Ljava/lang/Void;",
        ">;"
    }
.end annotation


# static fields
.field static final ARRAY:I = 0x5

.field static final ASSIGN:I = 0x2

.field static final BINARY:I = 0xd

.field static final BLOCK:I = 0x1

.field static final BOOL:I = 0x7

.field static final CALL:I = 0xb

.field static final KEY:I = 0x4

.field static final NAME:I = 0xa

.field static final NEGATE:I = 0xc

.field static final NULL:I = 0x8

.field static final NUMBER:I = 0x9

.field static final OBJECT:I = 0x3

.field static final STRING:I = 0x6


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private leaf(IJ)Ljava/lang/Void;
    .registers 6

    invoke-virtual {p0, p1, p2, p3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method

.method private node(IJLjava/util/List;)Ljava/lang/Void;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(IJ",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;)",
            "Ljava/lang/Void;"
        }
    .end annotation

    invoke-virtual {p0, p1, p2, p3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    invoke-interface {p4}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_7
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_17

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Node;

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    goto :goto_7

    :cond_17
    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method abstract enter(IJ)V
.end method

.method abstract exit()V
.end method

.method public bridge synthetic visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Void;
    .registers 6

    const/4 v0, 0x5

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ArrayNode;->items()Ljava/util/List;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ArrayNode;->items()Ljava/util/List;

    move-result-object v1

    invoke-direct {p0, v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/TreeScanner;->node(IJLjava/util/List;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Void;
    .registers 6

    const/4 v0, 0x2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0xd

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->op()C

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->left()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->right()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Void;
    .registers 6

    const/4 v0, 0x1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BlockNode;->statements()Ljava/util/List;

    move-result-object v1

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BlockNode;->statements()Ljava/util/List;

    move-result-object v1

    invoke-direct {p0, v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/TreeScanner;->node(IJLjava/util/List;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Void;
    .registers 5

    const/4 v2, 0x7

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BoolNode;->value()Z

    move-result v0

    if-eqz v0, :cond_e

    const-wide/16 v0, 0x1

    :goto_9
    invoke-direct {p0, v2, v0, v1}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    move-result-object v0

    return-object v0

    :cond_e
    const-wide/16 v0, 0x0

    goto :goto_9
.end method

.method public bridge synthetic visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0xb

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->function()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->args()Ljava/util/List;

    move-result-object v1

    invoke-direct {p0, v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/TreeScanner;->node(IJLjava/util/List;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0xa

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NameNode;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    int-to-long v2, v1

    invoke-direct {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0xc

    const-wide/16 v2, 0x0

    invoke-virtual {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NegateNode;->operand()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0x8

    const-wide/16 v2, 0x0

    invoke-direct {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Void;
    .registers 6

    const/16 v0, 0x9

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NumberNode;->value()J

    move-result-wide v2

    invoke-direct {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Void;
    .registers 6

    const/4 v0, 0x3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v1

    int-to-long v2, v1

    invoke-virtual {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->enter(IJ)V

    const/4 v0, 0x0

    :goto_a
    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v1

    if-ge v0, v1, :cond_27

    const/4 v1, 0x4

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/parse/ObjectNode;->key(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/String;->hashCode()I

    move-result v2

    int-to-long v2, v2

    invoke-direct {p0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/parse/ObjectNode;->value(I)Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v1, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    add-int/lit8 v0, v0, 0x1

    goto :goto_a

    :cond_27
    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;->exit()V

    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/TreeScanner;->visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Void;
    .registers 6

    const/4 v0, 0x6

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/StringNode;->value()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/String;->hashCode()I

    move-result v1

    int-to-long v2, v1

    invoke-direct {p0, v0, v2, v3}, Lorg/adaptrace/jgf/parse/TreeScanner;->leaf(IJ)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method
