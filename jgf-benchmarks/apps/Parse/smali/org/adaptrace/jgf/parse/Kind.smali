.class final enum Lorg/adaptrace/jgf/parse/Kind;
.super Ljava/lang/Enum;
.source "Kind.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum",
        "<",
        "Lorg/adaptrace/jgf/parse/Kind;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum COLON:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum COMMA:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum EOF:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum EQUALS:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum FALSE:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum LBRACE:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum LPAREN:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum MINUS:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum NAME:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum NULL:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum NUMBER:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum PLUS:Lorg/adaptrace/jgf/parse/Kind;

.field private static final PUNCTUATION:[Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum RBRACE:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum RPAREN:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum SEMI:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum STAR:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum STRING:Lorg/adaptrace/jgf/parse/Kind;

.field public static final enum TRUE:Lorg/adaptrace/jgf/parse/Kind;


# instance fields
.field private final symbol:C


# direct methods
.method private static synthetic $values()[Lorg/adaptrace/jgf/parse/Kind;
    .registers 3

    const/16 v0, 0x14

    new-array v0, v0, [Lorg/adaptrace/jgf/parse/Kind;

    const/4 v1, 0x0

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->LBRACE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x1

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RBRACE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x2

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x3

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x4

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->LPAREN:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x5

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RPAREN:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x6

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COMMA:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x7

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COLON:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x8

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->SEMI:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x9

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->EQUALS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xa

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->PLUS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xb

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->MINUS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xc

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->STAR:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xd

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->NUMBER:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xe

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->STRING:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xf

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->NAME:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x10

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->TRUE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x11

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->FALSE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x12

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->NULL:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x13

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->EOF:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    return-object v0
.end method

.method static constructor <clinit>()V
    .registers 9

    const/4 v8, 0x3

    const/4 v7, 0x2

    const/4 v6, 0x1

    const/4 v5, 0x0

    const/16 v4, 0x20

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "LBRACE"

    const/16 v2, 0x7b

    invoke-direct {v0, v1, v5, v2}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->LBRACE:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "RBRACE"

    const/16 v2, 0x7d

    invoke-direct {v0, v1, v6, v2}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->RBRACE:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "LBRACKET"

    const/16 v2, 0x5b

    invoke-direct {v0, v1, v7, v2}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "RBRACKET"

    const/16 v2, 0x5d

    invoke-direct {v0, v1, v8, v2}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "LPAREN"

    const/4 v2, 0x4

    const/16 v3, 0x28

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->LPAREN:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "RPAREN"

    const/4 v2, 0x5

    const/16 v3, 0x29

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->RPAREN:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "COMMA"

    const/4 v2, 0x6

    const/16 v3, 0x2c

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->COMMA:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "COLON"

    const/4 v2, 0x7

    const/16 v3, 0x3a

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->COLON:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "SEMI"

    const/16 v2, 0x8

    const/16 v3, 0x3b

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->SEMI:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "EQUALS"

    const/16 v2, 0x9

    const/16 v3, 0x3d

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->EQUALS:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "PLUS"

    const/16 v2, 0xa

    const/16 v3, 0x2b

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->PLUS:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "MINUS"

    const/16 v2, 0xb

    const/16 v3, 0x2d

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->MINUS:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "STAR"

    const/16 v2, 0xc

    const/16 v3, 0x2a

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->STAR:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "NUMBER"

    const/16 v2, 0xd

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->NUMBER:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "STRING"

    const/16 v2, 0xe

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->STRING:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "NAME"

    const/16 v2, 0xf

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->NAME:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "TRUE"

    const/16 v2, 0x10

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->TRUE:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "FALSE"

    const/16 v2, 0x11

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->FALSE:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "NULL"

    const/16 v2, 0x12

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->NULL:Lorg/adaptrace/jgf/parse/Kind;

    new-instance v0, Lorg/adaptrace/jgf/parse/Kind;

    const-string v1, "EOF"

    const/16 v2, 0x13

    invoke-direct {v0, v1, v2, v4}, Lorg/adaptrace/jgf/parse/Kind;-><init>(Ljava/lang/String;IC)V

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->EOF:Lorg/adaptrace/jgf/parse/Kind;

    invoke-static {}, Lorg/adaptrace/jgf/parse/Kind;->$values()[Lorg/adaptrace/jgf/parse/Kind;

    move-result-object v0

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->$VALUES:[Lorg/adaptrace/jgf/parse/Kind;

    const/16 v0, 0xd

    new-array v0, v0, [Lorg/adaptrace/jgf/parse/Kind;

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->LBRACE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v1, v0, v5

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->RBRACE:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v1, v0, v6

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->LBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v1, v0, v7

    sget-object v1, Lorg/adaptrace/jgf/parse/Kind;->RBRACKET:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v1, v0, v8

    const/4 v1, 0x4

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->LPAREN:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x5

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->RPAREN:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x6

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COMMA:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/4 v1, 0x7

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->COLON:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x8

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->SEMI:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0x9

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->EQUALS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xa

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->PLUS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xb

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->MINUS:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    const/16 v1, 0xc

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->STAR:Lorg/adaptrace/jgf/parse/Kind;

    aput-object v2, v0, v1

    sput-object v0, Lorg/adaptrace/jgf/parse/Kind;->PUNCTUATION:[Lorg/adaptrace/jgf/parse/Kind;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;IC)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(C)V"
        }
    .end annotation

    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    iput-char p3, p0, Lorg/adaptrace/jgf/parse/Kind;->symbol:C

    return-void
.end method

.method static keyword(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Kind;
    .registers 2

    const-string v0, "true"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_b

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->TRUE:Lorg/adaptrace/jgf/parse/Kind;

    :goto_a
    return-object v0

    :cond_b
    const-string v0, "false"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_16

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->FALSE:Lorg/adaptrace/jgf/parse/Kind;

    goto :goto_a

    :cond_16
    const-string v0, "null"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_21

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->NULL:Lorg/adaptrace/jgf/parse/Kind;

    goto :goto_a

    :cond_21
    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->NAME:Lorg/adaptrace/jgf/parse/Kind;

    goto :goto_a
.end method

.method static punctuation(C)Lorg/adaptrace/jgf/parse/Kind;
    .registers 6

    sget-object v2, Lorg/adaptrace/jgf/parse/Kind;->PUNCTUATION:[Lorg/adaptrace/jgf/parse/Kind;

    array-length v3, v2

    const/4 v0, 0x0

    move v1, v0

    :goto_5
    if-ge v1, v3, :cond_12

    aget-object v0, v2, v1

    iget-char v4, v0, Lorg/adaptrace/jgf/parse/Kind;->symbol:C

    if-ne v4, p0, :cond_e

    :goto_d
    return-object v0

    :cond_e
    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_5

    :cond_12
    const/4 v0, 0x0

    goto :goto_d
.end method

.method public static valueOf(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Kind;
    .registers 2

    const-class v0, Lorg/adaptrace/jgf/parse/Kind;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Kind;

    return-object v0
.end method

.method public static values()[Lorg/adaptrace/jgf/parse/Kind;
    .registers 1

    sget-object v0, Lorg/adaptrace/jgf/parse/Kind;->$VALUES:[Lorg/adaptrace/jgf/parse/Kind;

    invoke-virtual {v0}, [Lorg/adaptrace/jgf/parse/Kind;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lorg/adaptrace/jgf/parse/Kind;

    return-object v0
.end method
