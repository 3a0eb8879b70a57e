.class final Lorg/adaptrace/jgf/parse/TokenBuffer;
.super Ljava/lang/Object;
.source "TokenBuffer.java"


# instance fields
.field private final lexer:Lorg/adaptrace/jgf/parse/Lexer;

.field private pos:I

.field private final tokens:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Token;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/parse/Lexer;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->tokens:Ljava/util/List;

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->lexer:Lorg/adaptrace/jgf/parse/Lexer;

    return-void
.end method


# virtual methods
.method mark()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    return v0
.end method

.method next()Lorg/adaptrace/jgf/parse/Token;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/TokenBuffer;->peek()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v0

    iget v1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    add-int/lit8 v1, v1, 0x1

    iput v1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    return-object v0
.end method

.method peek()Lorg/adaptrace/jgf/parse/Token;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget v0, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->tokens:Ljava/util/List;

    invoke-interface {v1}, Ljava/util/List;->size()I

    move-result v1

    if-ne v0, v1, :cond_15

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->tokens:Ljava/util/List;

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->lexer:Lorg/adaptrace/jgf/parse/Lexer;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Lexer;->next()Lorg/adaptrace/jgf/parse/Token;

    move-result-object v1

    invoke-interface {v0, v1}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    :cond_15
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->tokens:Ljava/util/List;

    iget v1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Token;

    return-object v0
.end method

.method reset(I)V
    .registers 2

    iput p1, p0, Lorg/adaptrace/jgf/parse/TokenBuffer;->pos:I

    return-void
.end method
