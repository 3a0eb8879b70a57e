.class final Lorg/adaptrace/jgf/parse/Parser;
.super Ljava/lang/Object;
.source "Parser.java"


# instance fields
.field private final tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/parse/TokenBuffer;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    return-void
.end method

.method private accept(Lorg/adaptrace/jgf/parse/Kind;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->peek()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v0

    invoke-virtual {v0, p1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_13

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    const/4 v0, 0x1

    :goto_12
    return v0

    :cond_13
    const/4 v0, 0x0

    goto :goto_12
.end method

.method private array()Lorg/adaptrace/jgf/parse/Node;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-nez v1, :cond_18

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Parser;->list(Lorg/adaptrace/jgf/parse/Kind;)Ljava/util/List;

    move-result-object v0

    :cond_18
    new-instance v1, Lorg/adaptrace/jgf/parse/ArrayNode;

    invoke-direct {v1, v0}, Lorg/adaptrace/jgf/parse/ArrayNode;-><init>(Ljava/util/List;)V

    return-object v1
.end method

.method private assignment()Lorg/adaptrace/jgf/parse/Node;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->NAME:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    move-result-object v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Token;->text()Ljava/lang/String;

    move-result-object v0

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->EQUALS:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    new-instance v1, Lorg/adaptrace/jgf/parse/AssignNode;

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v2

    invoke-direct {v1, v0, v2}, Lorg/adaptrace/jgf/parse/AssignNode;-><init>(Ljava/lang/String;Lorg/adaptrace/jgf/parse/Node;)V

    return-object v1
.end method

.method private expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v0

    invoke-virtual {v0, p1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-nez v1, :cond_29

    new-instance v1, Lorg/adaptrace/jgf/parse/SyntaxError;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "expected "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Token;->position()I

    move-result v0

    invoke-direct {v1, v2, v0}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v1

    :cond_29
    return-object v0
.end method

.method private expression()Lorg/adaptrace/jgf/parse/Node;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->term()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    :goto_4
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->PLUS:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_19

    new-instance v1, Lorg/adaptrace/jgf/parse/BinaryNode;

    const/16 v2, 0x2b

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->term()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v3

    invoke-direct {v1, v2, v0, v3}, Lorg/adaptrace/jgf/parse/BinaryNode;-><init>(CLorg/adaptrace/jgf/parse/Node;Lorg/adaptrace/jgf/parse/Node;)V

    move-object v0, v1

    goto :goto_4

    :cond_19
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->MINUS:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_2e

    new-instance v1, Lorg/adaptrace/jgf/parse/BinaryNode;

    const/16 v2, 0x2d

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->term()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v3

    invoke-direct {v1, v2, v0, v3}, Lorg/adaptrace/jgf/parse/BinaryNode;-><init>(CLorg/adaptrace/jgf/parse/Node;Lorg/adaptrace/jgf/parse/Node;)V

    move-object v0, v1

    goto :goto_4

    :cond_2e
    return-object v0
.end method

.method private factor()Lorg/adaptrace/jgf/parse/Node;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v1

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->NUMBER:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_18

    new-instance v0, Lorg/adaptrace/jgf/parse/NumberNode;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Token;->number()J

    move-result-wide v2

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/NumberNode;-><init>(J)V

    :goto_17
    return-object v0

    :cond_18
    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->NAME:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_42

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->LPAREN:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_38

    new-instance v0, Lorg/adaptrace/jgf/parse/CallNode;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Token;->text()Ljava/lang/String;

    move-result-object v1

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RPAREN:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->list(Lorg/adaptrace/jgf/parse/Kind;)Ljava/util/List;

    move-result-object v2

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/parse/CallNode;-><init>(Ljava/lang/String;Ljava/util/List;)V

    goto :goto_17

    :cond_38
    new-instance v0, Lorg/adaptrace/jgf/parse/NameNode;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Token;->text()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/NameNode;-><init>(Ljava/lang/String;)V

    goto :goto_17

    :cond_42
    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->MINUS:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_54

    new-instance v0, Lorg/adaptrace/jgf/parse/NegateNode;

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->factor()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/NegateNode;-><init>(Lorg/adaptrace/jgf/parse/Node;)V

    goto :goto_17

    :cond_54
    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->LPAREN:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_66

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->expression()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->RPAREN:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    goto :goto_17

    :cond_66
    new-instance v0, Lorg/adaptrace/jgf/parse/SyntaxError;

    const-string v2, "expected a value"

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Token;->position()I

    move-result v1

    invoke-direct {v0, v2, v1}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v0
.end method

.method private list(Lorg/adaptrace/jgf/parse/Kind;)Ljava/util/List;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/parse/Kind;",
            ")",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;"
        }
    .end annotation

    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :cond_5
    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->COMMA:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-nez v1, :cond_5

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    return-object v0
.end method

.method private object()Lorg/adaptrace/jgf/parse/Node;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->LBRACE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RBRACE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v2

    if-nez v2, :cond_3d

    :cond_17
    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->STRING:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    move-result-object v2

    invoke-virtual {v2}, Lorg/adaptrace/jgf/parse/Token;->text()Ljava/lang/String;

    move-result-object v2

    invoke-interface {v0, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COLON:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v2

    invoke-interface {v1, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COMMA:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v2

    if-nez v2, :cond_17

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RBRACE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v2}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    :cond_3d
    new-instance v2, Lorg/adaptrace/jgf/parse/ObjectNode;

    invoke-direct {v2, v0, v1}, Lorg/adaptrace/jgf/parse/ObjectNode;-><init>(Ljava/util/List;Ljava/util/List;)V

    return-object v2
.end method

.method private statement()Lorg/adaptrace/jgf/parse/Node;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->mark()I

    move-result v0

    :try_start_6
    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->assignment()Lorg/adaptrace/jgf/parse/Node;
    :try_end_9
    .catch Lorg/adaptrace/jgf/parse/SyntaxError; {:try_start_6 .. :try_end_9} :catch_b

    move-result-object v0

    :goto_a
    return-object v0

    :catch_b
    move-exception v1

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->reset(I)V

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->value()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    goto :goto_a
.end method

.method private term()Lorg/adaptrace/jgf/parse/Node;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->factor()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    :goto_4
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->STAR:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_19

    new-instance v1, Lorg/adaptrace/jgf/parse/BinaryNode;

    const/16 v2, 0x2a

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->factor()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v3

    invoke-direct {v1, v2, v0, v3}, Lorg/adaptrace/jgf/parse/BinaryNode;-><init>(CLorg/adaptrace/jgf/parse/Node;Lorg/adaptrace/jgf/parse/Node;)V

    move-object v0, v1

    goto :goto_4

    :cond_19
    return-object v0
.end method

.method private value()Lorg/adaptrace/jgf/parse/Node;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->peek()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v0

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->LBRACE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_13

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->object()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    :goto_12
    return-object v0

    :cond_13
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_20

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->array()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    goto :goto_12

    :cond_20
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->STRING:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_38

    new-instance v0, Lorg/adaptrace/jgf/parse/StringNode;

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v1

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Token;->text()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/StringNode;-><init>(Ljava/lang/String;)V

    goto :goto_12

    :cond_38
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->TRUE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-nez v1, :cond_48

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->FALSE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_5a

    :cond_48
    new-instance v0, Lorg/adaptrace/jgf/parse/BoolNode;

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v1

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->TRUE:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v1, v2}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/BoolNode;-><init>(Z)V

    goto :goto_12

    :cond_5a
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->NULL:Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Token;->is(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v0

    if-eqz v0, :cond_6a

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Parser;->tokens:Lorg/adaptrace/jgf/parse/TokenBuffer;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->next()Lorg/adaptrace/jgf/parse/Token;

    sget-object v0, Lorg/adaptrace/jgf/parse/NullNode;->INSTANCE:Lorg/adaptrace/jgf/parse/NullNode;

    goto :goto_12

    :cond_6a
    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->expression()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    goto :goto_12
.end method


# virtual methods
.method document()Lorg/adaptrace/jgf/parse/Node;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->statement()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    :goto_c
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->SEMI:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->accept(Lorg/adaptrace/jgf/parse/Kind;)Z

    move-result v1

    if-eqz v1, :cond_1c

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Parser;->statement()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_c

    :cond_1c
    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->EOF:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0, v1}, Lorg/adaptrace/jgf/parse/Parser;->expect(Lorg/adaptrace/jgf/parse/Kind;)Lorg/adaptrace/jgf/parse/Token;

    new-instance v1, Lorg/adaptrace/jgf/parse/BlockNode;

    invoke-direct {v1, v0}, Lorg/adaptrace/jgf/parse/BlockNode;-><init>(Ljava/util/List;)V

    return-object v1
.end method
