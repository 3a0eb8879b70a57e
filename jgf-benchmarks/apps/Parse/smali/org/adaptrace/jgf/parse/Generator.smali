.class final Lorg/adaptrace/jgf/parse/Generator;
.super Ljava/lang/Object;
.source "Generator.java"


# static fields
.field private static final DAMAGE:Ljava/lang/String; = "{}[],:;=+-*()\""

.field private static final FUNCTIONS:[Ljava/lang/String;

.field private static final LETTERS:Ljava/lang/String; = "abcdefghij klmnop\"\\\n"

.field private static final NAMES:[Ljava/lang/String;


# instance fields
.field private final out:Ljava/lang/StringBuilder;

.field private final rng:Lorg/adaptrace/jgf/parse/Rng;


# direct methods
.method static constructor <clinit>()V
    .registers 7

    const/4 v6, 0x3

    const/4 v5, 0x2

    const/4 v4, 0x1

    const/4 v3, 0x0

    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const-string v1, "a"

    aput-object v1, v0, v3

    const-string v1, "b"

    aput-object v1, v0, v4

    const-string v1, "count"

    aput-object v1, v0, v5

    const-string v1, "total"

    aput-object v1, v0, v6

    const/4 v1, 0x4

    const-string v2, "x1"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "y2"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "len"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "max"

    aput-object v2, v0, v1

    sput-object v0, Lorg/adaptrace/jgf/parse/Generator;->NAMES:[Ljava/lang/String;

    new-array v0, v6, [Ljava/lang/String;

    const-string v1, "len"

    aput-object v1, v0, v3

    const-string v1, "max"

    aput-object v1, v0, v4

    const-string v1, "sum"

    aput-object v1, v0, v5

    sput-object v0, Lorg/adaptrace/jgf/parse/Generator;->FUNCTIONS:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(Lorg/adaptrace/jgf/parse/Rng;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    return-void
.end method

.method private array(I)V
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x5b

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/4 v1, 0x5

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v1

    const/4 v0, 0x0

    :goto_f
    if-ge v0, v1, :cond_1a

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->separate(I)V

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->value(I)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_f

    :cond_1a
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x5d

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method

.method private call(I)V
    .registers 6

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    sget-object v1, Lorg/adaptrace/jgf/parse/Generator;->FUNCTIONS:[Ljava/lang/String;

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    sget-object v3, Lorg/adaptrace/jgf/parse/Generator;->FUNCTIONS:[Ljava/lang/String;

    array-length v3, v3

    invoke-virtual {v2, v3}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v2

    aget-object v1, v1, v2

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x28

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/4 v1, 0x3

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    add-int/lit8 v1, v0, 0x1

    const/4 v0, 0x0

    :goto_22
    if-ge v0, v1, :cond_2d

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->separate(I)V

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->value(I)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_22

    :cond_2d
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x29

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method

.method private expression(I)V
    .registers 5

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->term(I)V

    :goto_3
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v1, 0x23

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_25

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v2, 0x32

    invoke-virtual {v0, v2}, Lorg/adaptrace/jgf/parse/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_22

    const-string v0, " + "

    :goto_1b
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->term(I)V

    goto :goto_3

    :cond_22
    const-string v0, " - "

    goto :goto_1b

    :cond_25
    return-void
.end method

.method private factor(I)V
    .registers 5

    const/4 v1, 0x6

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    if-lez p1, :cond_1c

    const/16 v0, 0xa

    :goto_7
    invoke-virtual {v2, v0}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    const/4 v2, 0x3

    if-ge v0, v2, :cond_1e

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v2, 0x3e8

    invoke-virtual {v1, v2}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    :goto_1b
    return-void

    :cond_1c
    move v0, v1

    goto :goto_7

    :cond_1e
    const/4 v2, 0x5

    if-ge v0, v2, :cond_25

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Generator;->name()V

    goto :goto_1b

    :cond_25
    if-ge v0, v1, :cond_33

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x2d

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->factor(I)V

    goto :goto_1b

    :cond_33
    const/16 v1, 0x8

    if-ge v0, v1, :cond_4b

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x28

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    add-int/lit8 v0, p1, -0x1

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->expression(I)V

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x29

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    goto :goto_1b

    :cond_4b
    add-int/lit8 v0, p1, -0x1

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->call(I)V

    goto :goto_1b
.end method

.method private keyword()V
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/4 v1, 0x3

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    if-nez v0, :cond_11

    const-string v0, "true"

    :goto_d
    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    return-void

    :cond_11
    const/4 v2, 0x1

    if-ne v0, v2, :cond_17

    const-string v0, "false"

    goto :goto_d

    :cond_17
    const-string v0, "null"

    goto :goto_d
.end method

.method private name()V
    .registers 5

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    sget-object v1, Lorg/adaptrace/jgf/parse/Generator;->NAMES:[Ljava/lang/String;

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    sget-object v3, Lorg/adaptrace/jgf/parse/Generator;->NAMES:[Ljava/lang/String;

    array-length v3, v3

    invoke-virtual {v2, v3}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v2

    aget-object v1, v1, v2

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    return-void
.end method

.method private object(I)V
    .registers 6

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x7b

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/4 v1, 0x4

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v1

    const/4 v0, 0x0

    :goto_f
    if-ge v0, v1, :cond_24

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->separate(I)V

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Generator;->string()V

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v3, ": "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->value(I)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_f

    :cond_24
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const/16 v1, 0x7d

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method

.method private separate(I)V
    .registers 4

    if-lez p1, :cond_9

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v1, ", "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    :cond_9
    return-void
.end method

.method private statement(I)V
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v1, 0x28

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_14

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Generator;->name()V

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v1, " = "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    :cond_14
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->value(I)V

    return-void
.end method

.method private string()V
    .registers 8

    const/16 v6, 0x5c

    const/16 v5, 0x22

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v1, 0x8

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v1

    const/4 v0, 0x0

    :goto_12
    if-ge v0, v1, :cond_48

    const-string v2, "abcdefghij klmnop\"\\\n"

    iget-object v3, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const-string v4, "abcdefghij klmnop\"\\\n"

    invoke-virtual {v4}, Ljava/lang/String;->length()I

    move-result v4

    invoke-virtual {v3, v4}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v3

    invoke-virtual {v2, v3}, Ljava/lang/String;->charAt(I)C

    move-result v2

    if-eq v2, v5, :cond_2a

    if-ne v2, v6, :cond_36

    :cond_2a
    iget-object v3, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v3, v6}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    :goto_33
    add-int/lit8 v0, v0, 0x1

    goto :goto_12

    :cond_36
    const/16 v3, 0xa

    if-ne v2, v3, :cond_42

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v3, "\\n"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_33

    :cond_42
    iget-object v3, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    goto :goto_33

    :cond_48
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0, v5}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method

.method private term(I)V
    .registers 4

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->factor(I)V

    :goto_3
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v1, 0x19

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_18

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v1, " * "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->factor(I)V

    goto :goto_3

    :cond_18
    return-void
.end method

.method private value(I)V
    .registers 5

    const/4 v2, 0x6

    if-lez p1, :cond_14

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v1, 0xa

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    :goto_b
    const/4 v1, 0x2

    if-ge v0, v1, :cond_1d

    add-int/lit8 v0, p1, -0x1

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->object(I)V

    :goto_13
    return-void

    :cond_14
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    invoke-virtual {v0, v2}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    add-int/lit8 v0, v0, 0x4

    goto :goto_b

    :cond_1d
    const/4 v1, 0x4

    if-ge v0, v1, :cond_26

    add-int/lit8 v0, p1, -0x1

    invoke-direct {p0, v0}, Lorg/adaptrace/jgf/parse/Generator;->array(I)V

    goto :goto_13

    :cond_26
    const/4 v1, 0x5

    if-ge v0, v1, :cond_2d

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Generator;->string()V

    goto :goto_13

    :cond_2d
    if-ge v0, v2, :cond_33

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Generator;->keyword()V

    goto :goto_13

    :cond_33
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/parse/Generator;->expression(I)V

    goto :goto_13
.end method


# virtual methods
.method damage(Ljava/lang/String;)Ljava/lang/String;
    .registers 7

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v2

    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(I)V

    const/4 v2, 0x0

    invoke-virtual {v1, p1, v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/CharSequence;II)Ljava/lang/StringBuilder;

    iget-object v2, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const/16 v3, 0x32

    invoke-virtual {v2, v3}, Lorg/adaptrace/jgf/parse/Rng;->chance(I)Z

    move-result v2

    if-eqz v2, :cond_36

    const-string v2, "{}[],:;=+-*()\""

    iget-object v3, p0, Lorg/adaptrace/jgf/parse/Generator;->rng:Lorg/adaptrace/jgf/parse/Rng;

    const-string v4, "{}[],:;=+-*()\""

    invoke-virtual {v4}, Ljava/lang/String;->length()I

    move-result v4

    invoke-virtual {v3, v4}, Lorg/adaptrace/jgf/parse/Rng;->next(I)I

    move-result v3

    invoke-virtual {v2, v3}, Ljava/lang/String;->charAt(I)C

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    :cond_36
    add-int/lit8 v0, v0, 0x1

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v2

    invoke-virtual {v1, p1, v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/CharSequence;II)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method document(II)Ljava/lang/String;
    .registers 6

    const/4 v0, 0x0

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->setLength(I)V

    :goto_6
    if-ge v0, p1, :cond_17

    if-lez v0, :cond_11

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    const-string v2, ";\n"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    :cond_11
    invoke-direct {p0, p2}, Lorg/adaptrace/jgf/parse/Generator;->statement(I)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_6

    :cond_17
    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Generator;->out:Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
