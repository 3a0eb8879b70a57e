.class final Lorg/adaptrace/jgf/parse/Evaluator;
.super Ljava/lang/Object;
.source "Evaluator.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Visitor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/parse/Visitor",
        "<",
        "Lorg/adaptrace/jgf/parse/Value;",
        ">;"
    }
.end annotation


# instance fields
.field private final env:Lorg/adaptrace/jgf/parse/Environment;

.field private unbound:I


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/parse/Environment;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/Evaluator;->env:Lorg/adaptrace/jgf/parse/Environment;

    return-void
.end method

.method private all(Ljava/util/List;)Ljava/util/List;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;)",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;"
        }
    .end annotation

    new-instance v1, Ljava/util/ArrayList;

    invoke-interface {p1}, Ljava/util/List;->size()I

    move-result v0

    invoke-direct {v1, v0}, Ljava/util/ArrayList;-><init>(I)V

    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_d
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_23

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Node;

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-interface {v1, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_d

    :cond_23
    return-object v1
.end method


# virtual methods
.method unbound()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->unbound:I

    return v0
.end method

.method public bridge synthetic visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 4

    new-instance v0, Lorg/adaptrace/jgf/parse/ListValue;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ArrayNode;->items()Ljava/util/List;

    move-result-object v1

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Evaluator;->all(Ljava/util/List;)Ljava/util/List;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/ListValue;-><init>(Ljava/util/List;)V

    return-object v0
.end method

.method public bridge synthetic visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 5

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Evaluator;->env:Lorg/adaptrace/jgf/parse/Environment;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->name()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2, v0}, Lorg/adaptrace/jgf/parse/Environment;->define(Ljava/lang/String;Lorg/adaptrace/jgf/parse/Value;)V

    return-object v0
.end method

.method public bridge synthetic visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 8

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->left()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->right()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v1, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->op()C

    move-result v2

    const/16 v3, 0x2b

    if-ne v2, v3, :cond_21

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Value;->plus(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    :goto_20
    return-object v0

    :cond_21
    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->op()C

    move-result v2

    const/16 v3, 0x2a

    if-ne v2, v3, :cond_2e

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Value;->times(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    goto :goto_20

    :cond_2e
    new-instance v2, Lorg/adaptrace/jgf/parse/NumValue;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v4

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v0

    sub-long v0, v4, v0

    invoke-direct {v2, v0, v1}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    move-object v0, v2

    goto :goto_20
.end method

.method public bridge synthetic visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BlockNode;->statements()Ljava/util/List;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Evaluator;->all(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v1

    add-int/lit8 v1, v1, -0x1

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    return-object v0
.end method

.method public bridge synthetic visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BoolNode;->value()Z

    move-result v0

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/BoolValue;->of(Z)Lorg/adaptrace/jgf/parse/BoolValue;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 5

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->args()Ljava/util/List;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Evaluator;->all(Ljava/util/List;)Ljava/util/List;

    move-result-object v0

    :try_start_8
    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Evaluator;->env:Lorg/adaptrace/jgf/parse/Environment;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->function()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Lorg/adaptrace/jgf/parse/Environment;->function(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Function;

    move-result-object v1

    invoke-interface {v1, v0}, Lorg/adaptrace/jgf/parse/Function;->apply(Ljava/util/List;)Lorg/adaptrace/jgf/parse/Value;
    :try_end_15
    .catch Lorg/adaptrace/jgf/parse/UnboundName; {:try_start_8 .. :try_end_15} :catch_17

    move-result-object v0

    :goto_16
    return-object v0

    :catch_17
    move-exception v0

    iget v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->unbound:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->unbound:I

    sget-object v0, Lorg/adaptrace/jgf/parse/NullValue;->INSTANCE:Lorg/adaptrace/jgf/parse/NullValue;

    goto :goto_16
.end method

.method public bridge synthetic visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitName(Lorg/adaptrace/jgf/parse/NameNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitName(Lorg/adaptrace/jgf/parse/NameNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 4

    :try_start_0
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->env:Lorg/adaptrace/jgf/parse/Environment;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NameNode;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Environment;->lookup(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Value;
    :try_end_9
    .catch Lorg/adaptrace/jgf/parse/UnboundName; {:try_start_0 .. :try_end_9} :catch_b

    move-result-object v0

    :goto_a
    return-object v0

    :catch_b
    move-exception v0

    iget v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->unbound:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/Evaluator;->unbound:I

    sget-object v0, Lorg/adaptrace/jgf/parse/NullValue;->INSTANCE:Lorg/adaptrace/jgf/parse/NullValue;

    goto :goto_a
.end method

.method public bridge synthetic visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 6

    new-instance v1, Lorg/adaptrace/jgf/parse/NumValue;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NegateNode;->operand()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v2

    neg-long v2, v2

    invoke-direct {v1, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    return-object v1
.end method

.method public bridge synthetic visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 3

    sget-object v0, Lorg/adaptrace/jgf/parse/NullValue;->INSTANCE:Lorg/adaptrace/jgf/parse/NullValue;

    return-object v0
.end method

.method public bridge synthetic visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 6

    new-instance v0, Lorg/adaptrace/jgf/parse/NumValue;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NumberNode;->value()J

    move-result-wide v2

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    return-object v0
.end method

.method public bridge synthetic visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 6

    new-instance v2, Ljava/util/ArrayList;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v0

    invoke-direct {v2, v0}, Ljava/util/ArrayList;-><init>(I)V

    new-instance v3, Ljava/util/ArrayList;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v0

    invoke-direct {v3, v0}, Ljava/util/ArrayList;-><init>(I)V

    const/4 v0, 0x0

    move v1, v0

    :goto_14
    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v0

    if-ge v1, v0, :cond_32

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/parse/ObjectNode;->key(I)Ljava/lang/String;

    move-result-object v0

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/parse/ObjectNode;->value(I)Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-interface {v3, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_14

    :cond_32
    new-instance v0, Lorg/adaptrace/jgf/parse/MapValue;

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/MapValue;-><init>(Ljava/util/List;Ljava/util/List;)V

    return-object v0
.end method

.method public bridge synthetic visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Evaluator;->visitString(Lorg/adaptrace/jgf/parse/StringNode;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    return-object v0
.end method

.method public visitString(Lorg/adaptrace/jgf/parse/StringNode;)Lorg/adaptrace/jgf/parse/Value;
    .registers 4

    new-instance v0, Lorg/adaptrace/jgf/parse/StrValue;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/StringNode;->value()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/StrValue;-><init>(Ljava/lang/String;)V

    return-object v0
.end method
