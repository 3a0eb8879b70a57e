.class final Lorg/adaptrace/jgf/parse/Printer;
.super Ljava/lang/Object;
.source "Printer.java"

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


# instance fields
.field private final out:Ljava/lang/StringBuilder;


# direct methods
.method constructor <init>()V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    return-void
.end method

.method private list(Ljava/util/List;Ljava/lang/String;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;",
            "Ljava/lang/String;",
            ")V"
        }
    .end annotation

    const/4 v0, 0x0

    move v1, v0

    :goto_2
    invoke-interface {p1}, Ljava/util/List;->size()I

    move-result v0

    if-ge v1, v0, :cond_1a

    if-lez v1, :cond_d

    invoke-direct {p0, p2}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    :cond_d
    invoke-interface {p1, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Node;

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_2

    :cond_1a
    return-void
.end method

.method static print(Lorg/adaptrace/jgf/parse/Node;)Ljava/lang/String;
    .registers 2

    new-instance v0, Lorg/adaptrace/jgf/parse/Printer;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/Printer;-><init>()V

    invoke-interface {p0, v0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    iget-object v0, v0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private quoted(Ljava/lang/String;)V
    .registers 7

    const/16 v4, 0x5c

    const/16 v3, 0x22

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    const/4 v0, 0x0

    :goto_a
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v1

    if-ge v0, v1, :cond_36

    invoke-virtual {p1, v0}, Ljava/lang/String;->charAt(I)C

    move-result v1

    if-eq v1, v3, :cond_18

    if-ne v1, v4, :cond_24

    :cond_18
    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v2, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    :goto_21
    add-int/lit8 v0, v0, 0x1

    goto :goto_a

    :cond_24
    const/16 v2, 0xa

    if-ne v1, v2, :cond_30

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    const-string v2, "\\n"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_21

    :cond_30
    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    goto :goto_21

    :cond_36
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method

.method private text(Ljava/lang/String;)Ljava/lang/Void;
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Printer;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const/4 v0, 0x0

    return-object v0
.end method


# virtual methods
.method public bridge synthetic visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Void;
    .registers 4

    const-string v0, "["

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ArrayNode;->items()Ljava/util/List;

    move-result-object v0

    const-string v1, ", "

    invoke-direct {p0, v0, v1}, Lorg/adaptrace/jgf/parse/Printer;->list(Ljava/util/List;Ljava/lang/String;)V

    const-string v0, "]"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Void;
    .registers 3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->name()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    const-string v0, " = "

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/AssignNode;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Void;

    return-object v0
.end method

.method public bridge synthetic visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBinary(Lorg/adaptrace/jgf/parse/BinaryNode;)Ljava/lang/Void;
    .registers 4

    const-string v0, "("

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->left()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->op()C

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BinaryNode;->right()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    const-string v0, ")"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBlock(Lorg/adaptrace/jgf/parse/BlockNode;)Ljava/lang/Void;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BlockNode;->statements()Ljava/util/List;

    move-result-object v0

    const-string v1, ";\n"

    invoke-direct {p0, v0, v1}, Lorg/adaptrace/jgf/parse/Printer;->list(Ljava/util/List;Ljava/lang/String;)V

    const/4 v0, 0x0

    return-object v0
.end method

.method public bridge synthetic visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitBool(Lorg/adaptrace/jgf/parse/BoolNode;)Ljava/lang/Void;
    .registers 3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/BoolNode;->value()Z

    move-result v0

    if-eqz v0, :cond_d

    const-string v0, "true"

    :goto_8
    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0

    :cond_d
    const-string v0, "false"

    goto :goto_8
.end method

.method public bridge synthetic visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Void;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->function()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    const-string v0, "("

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/CallNode;->args()Ljava/util/List;

    move-result-object v0

    const-string v1, ", "

    invoke-direct {p0, v0, v1}, Lorg/adaptrace/jgf/parse/Printer;->list(Ljava/util/List;Ljava/lang/String;)V

    const-string v0, ")"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Void;
    .registers 3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NameNode;->name()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNegate(Lorg/adaptrace/jgf/parse/NegateNode;)Ljava/lang/Void;
    .registers 3

    const-string v0, "-"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NegateNode;->operand()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-interface {v0, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Void;

    return-object v0
.end method

.method public bridge synthetic visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Void;
    .registers 3

    const-string v0, "null"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Void;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/NumberNode;->value()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitObject(Lorg/adaptrace/jgf/parse/ObjectNode;)Ljava/lang/Void;
    .registers 4

    const-string v0, "{"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    const/4 v0, 0x0

    :goto_6
    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/ObjectNode;->size()I

    move-result v1

    if-ge v0, v1, :cond_29

    if-lez v0, :cond_13

    const-string v1, ", "

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    :cond_13
    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/parse/ObjectNode;->key(I)Ljava/lang/String;

    move-result-object v1

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Printer;->quoted(Ljava/lang/String;)V

    const-string v1, ": "

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/parse/ObjectNode;->value(I)Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v1, p0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    add-int/lit8 v0, v0, 0x1

    goto :goto_6

    :cond_29
    const-string v0, "}"

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->text(Ljava/lang/String;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Object;
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/parse/Printer;->visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Void;

    move-result-object v0

    return-object v0
.end method

.method public visitString(Lorg/adaptrace/jgf/parse/StringNode;)Ljava/lang/Void;
    .registers 3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/StringNode;->value()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Printer;->quoted(Ljava/lang/String;)V

    const/4 v0, 0x0

    return-object v0
.end method
