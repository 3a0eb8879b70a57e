.class final Lorg/adaptrace/jgf/parse/Lexer;
.super Ljava/lang/Object;
.source "Lexer.java"


# instance fields
.field private final length:I

.field private pos:I

.field private final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    iput v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    return-void
.end method

.method private escaped()C
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    if-lt v0, v1, :cond_10

    new-instance v0, Lorg/adaptrace/jgf/parse/SyntaxError;

    const-string v1, "unterminated escape"

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v0

    :cond_10
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v2, v1, 0x1

    iput v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x6e

    if-ne v0, v1, :cond_23

    const/16 v0, 0xa

    :cond_22
    return v0

    :cond_23
    const/16 v1, 0x22

    if-eq v0, v1, :cond_22

    const/16 v1, 0x5c

    if-eq v0, v1, :cond_22

    new-instance v0, Lorg/adaptrace/jgf/parse/SyntaxError;

    const-string v1, "unknown escape"

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v0
.end method

.method private static isDigit(C)Z
    .registers 2

    const/16 v0, 0x30

    if-lt p0, v0, :cond_a

    const/16 v0, 0x39

    if-gt p0, v0, :cond_a

    const/4 v0, 0x1

    :goto_9
    return v0

    :cond_a
    const/4 v0, 0x0

    goto :goto_9
.end method

.method private static isLetter(C)Z
    .registers 2

    const/16 v0, 0x61

    if-lt p0, v0, :cond_8

    const/16 v0, 0x7a

    if-le p0, v0, :cond_10

    :cond_8
    const/16 v0, 0x41

    if-lt p0, v0, :cond_12

    const/16 v0, 0x5a

    if-gt p0, v0, :cond_12

    :cond_10
    const/4 v0, 0x1

    :goto_11
    return v0

    :cond_12
    const/4 v0, 0x0

    goto :goto_11
.end method

.method private readString()Ljava/lang/String;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    :goto_b
    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    if-ge v0, v2, :cond_32

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v3, v2, 0x1

    iput v3, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v0, v2}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v2, 0x22

    if-ne v0, v2, :cond_26

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_26
    const/16 v2, 0x5c

    if-ne v0, v2, :cond_2e

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Lexer;->escaped()C

    move-result v0

    :cond_2e
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    goto :goto_b

    :cond_32
    new-instance v0, Lorg/adaptrace/jgf/parse/SyntaxError;

    const-string v1, "unterminated string"

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v0
.end method

.method private readWhile(Z)Ljava/lang/String;
    .registers 5

    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    :goto_2
    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    if-ge v1, v2, :cond_1e

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v1, v2}, Ljava/lang/String;->charAt(I)C

    move-result v1

    invoke-static {v1}, Lorg/adaptrace/jgf/parse/Lexer;->isDigit(C)Z

    move-result v2

    if-nez v2, :cond_27

    if-nez p1, :cond_1e

    invoke-static {v1}, Lorg/adaptrace/jgf/parse/Lexer;->isLetter(C)Z

    move-result v1

    if-nez v1, :cond_27

    :cond_1e
    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v1, v0, v2}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_27
    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v1, v1, 0x1

    iput v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    goto :goto_2
.end method

.method private skipWhitespace()V
    .registers 3

    :goto_0
    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    if-ge v0, v1, :cond_16

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    const/16 v1, 0x20

    if-eq v0, v1, :cond_17

    const/16 v1, 0xa

    if-eq v0, v1, :cond_17

    :cond_16
    return-void

    :cond_17
    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    goto :goto_0
.end method


# virtual methods
.method next()Lorg/adaptrace/jgf/parse/Token;
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Lexer;->skipWhitespace()V

    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->length:I

    if-lt v0, v1, :cond_15

    new-instance v0, Lorg/adaptrace/jgf/parse/Token;

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->EOF:Lorg/adaptrace/jgf/parse/Kind;

    const-string v2, ""

    iget v3, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Token;-><init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V

    :goto_14
    return-object v0

    :cond_15
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->text:Ljava/lang/String;

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C

    move-result v0

    iget v1, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/Lexer;->isDigit(C)Z

    move-result v2

    if-eqz v2, :cond_32

    new-instance v0, Lorg/adaptrace/jgf/parse/Token;

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->NUMBER:Lorg/adaptrace/jgf/parse/Kind;

    const/4 v3, 0x1

    invoke-direct {p0, v3}, Lorg/adaptrace/jgf/parse/Lexer;->readWhile(Z)Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/Token;-><init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V

    goto :goto_14

    :cond_32
    invoke-static {v0}, Lorg/adaptrace/jgf/parse/Lexer;->isLetter(C)Z

    move-result v2

    if-eqz v2, :cond_47

    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Lexer;->readWhile(Z)Ljava/lang/String;

    move-result-object v2

    new-instance v0, Lorg/adaptrace/jgf/parse/Token;

    invoke-static {v2}, Lorg/adaptrace/jgf/parse/Kind;->keyword(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Kind;

    move-result-object v3

    invoke-direct {v0, v3, v2, v1}, Lorg/adaptrace/jgf/parse/Token;-><init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V

    goto :goto_14

    :cond_47
    const/16 v2, 0x22

    if-ne v0, v2, :cond_57

    new-instance v0, Lorg/adaptrace/jgf/parse/Token;

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->STRING:Lorg/adaptrace/jgf/parse/Kind;

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Lexer;->readString()Ljava/lang/String;

    move-result-object v3

    invoke-direct {v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/Token;-><init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V

    goto :goto_14

    :cond_57
    invoke-static {v0}, Lorg/adaptrace/jgf/parse/Kind;->punctuation(C)Lorg/adaptrace/jgf/parse/Kind;

    move-result-object v2

    if-nez v2, :cond_67

    new-instance v0, Lorg/adaptrace/jgf/parse/SyntaxError;

    const-string v1, "unexpected character"

    iget v2, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/parse/SyntaxError;-><init>(Ljava/lang/String;I)V

    throw v0

    :cond_67
    iget v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/Lexer;->pos:I

    new-instance v0, Lorg/adaptrace/jgf/parse/Token;

    const-string v3, ""

    invoke-direct {v0, v2, v3, v1}, Lorg/adaptrace/jgf/parse/Token;-><init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V

    goto :goto_14
.end method
