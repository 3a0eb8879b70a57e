.class final Lorg/adaptrace/jgf/search/Board;
.super Ljava/lang/Object;
.source "Board.java"


# static fields
.field static final CELLS:I = 0x1e

.field static final COLS:I = 0x6

.field static final DC:[I

.field static final DR:[I

.field static final ROWS:I = 0x5

.field static final WEIGHTS:[I


# instance fields
.field final cells:[I

.field hash:J

.field final heights:[I

.field moves:I

.field final zobrist:[J


# direct methods
.method static constructor <clinit>()V
    .locals 1

    const/4 v0, 0x4

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    sput-object v0, Lorg/adaptrace/jgf/search/Board;->DC:[I

    const/4 v0, 0x4

    new-array v0, v0, [I

    fill-array-data v0, :array_1

    sput-object v0, Lorg/adaptrace/jgf/search/Board;->DR:[I

    invoke-static {}, Lorg/adaptrace/jgf/search/Board;->lineCounts()[I

    move-result-object v0

    sput-object v0, Lorg/adaptrace/jgf/search/Board;->WEIGHTS:[I

    return-void

    :array_0
    .array-data 4
        0x1
        0x0
        0x1
        0x1
    .end array-data

    :array_1
    .array-data 4
        0x0
        0x1
        0x1
        -0x1
    .end array-data
.end method

.method constructor <init>([J)V
    .locals 1
    .param p1, "zobrist"    # [J

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const/16 v0, 0x1e

    new-array v0, v0, [I

    iput-object v0, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    const/4 v0, 0x6

    new-array v0, v0, [I

    iput-object v0, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    iput-object p1, p0, Lorg/adaptrace/jgf/search/Board;->zobrist:[J

    return-void
.end method

.method static lineCounts()[I
    .locals 10

    const/16 v0, 0x1e

    new-array v0, v0, [I

    const/4 v1, 0x0

    :goto_0
    const/4 v2, 0x4

    if-ge v1, v2, :cond_3

    const/4 v2, 0x0

    :goto_1
    const/4 v3, 0x6

    if-ge v2, v3, :cond_2

    const/4 v3, 0x0

    :goto_2
    const/4 v4, 0x5

    if-ge v3, v4, :cond_1

    sget-object v4, Lorg/adaptrace/jgf/search/Board;->DC:[I

    aget v4, v4, v1

    mul-int/lit8 v4, v4, 0x3

    add-int/2addr v4, v2

    sget-object v5, Lorg/adaptrace/jgf/search/Board;->DR:[I

    aget v5, v5, v1

    mul-int/lit8 v5, v5, 0x3

    add-int/2addr v5, v3

    if-ltz v4, :cond_0

    const/4 v6, 0x6

    if-ge v4, v6, :cond_0

    if-ltz v5, :cond_0

    const/4 v6, 0x5

    if-ge v5, v6, :cond_0

    const/4 v6, 0x0

    :goto_3
    const/4 v7, 0x4

    if-ge v6, v7, :cond_0

    sget-object v7, Lorg/adaptrace/jgf/search/Board;->DC:[I

    aget v7, v7, v1

    mul-int/2addr v7, v6

    add-int/2addr v7, v2

    mul-int/lit8 v7, v7, 0x5

    add-int/2addr v7, v3

    sget-object v8, Lorg/adaptrace/jgf/search/Board;->DR:[I

    aget v8, v8, v1

    mul-int/2addr v8, v6

    add-int/2addr v7, v8

    aget v9, v0, v7

    add-int/lit8 v9, v9, 0x1

    aput v9, v0, v7

    add-int/lit8 v6, v6, 0x1

    goto :goto_3

    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_2

    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    :cond_2
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    :cond_3
    return-object v0
.end method


# virtual methods
.method canPlay(I)Z
    .locals 2
    .param p1, "col"    # I

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v0, v0, p1

    const/4 v1, 0x5

    if-ge v0, v1, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method computeHash()J
    .locals 6

    const-wide/16 v0, 0x0

    const/4 v2, 0x0

    :goto_0
    const/16 v3, 0x1e

    if-ge v2, v3, :cond_1

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    aget v3, v3, v2

    if-eqz v3, :cond_0

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Board;->zobrist:[J

    mul-int/lit8 v4, v2, 0x2

    iget-object v5, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    aget v5, v5, v2

    add-int/2addr v4, v5

    add-int/lit8 v4, v4, -0x1

    aget-wide v3, v3, v4

    xor-long/2addr v0, v3

    :cond_0
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    :cond_1
    return-wide v0
.end method

.method count(IIIII)I
    .locals 5
    .param p1, "col"    # I
    .param p2, "row"    # I
    .param p3, "dc"    # I
    .param p4, "dr"    # I
    .param p5, "p"    # I

    const/4 v0, 0x0

    add-int v1, p1, p3

    add-int v2, p2, p4

    :goto_0
    if-ltz v1, :cond_0

    const/4 v3, 0x6

    if-ge v1, v3, :cond_0

    if-ltz v2, :cond_0

    const/4 v3, 0x5

    if-ge v2, v3, :cond_0

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    mul-int/lit8 v4, v1, 0x5

    add-int/2addr v4, v2

    aget v3, v3, v4

    if-ne v3, p5, :cond_0

    add-int/lit8 v0, v0, 0x1

    add-int/2addr v1, p3

    add-int/2addr v2, p4

    goto :goto_0

    :cond_0
    return v0
.end method

.method current()I
    .locals 1

    iget v0, p0, Lorg/adaptrace/jgf/search/Board;->moves:I

    and-int/lit8 v0, v0, 0x1

    add-int/lit8 v0, v0, 0x1

    return v0
.end method

.method evaluate()I
    .locals 4

    invoke-virtual {p0}, Lorg/adaptrace/jgf/search/Board;->current()I

    move-result v0

    const/4 v1, 0x0

    const/4 v2, 0x0

    :goto_0
    const/16 v3, 0x1e

    if-ge v2, v3, :cond_2

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    aget v3, v3, v2

    if-ne v3, v0, :cond_0

    sget-object v3, Lorg/adaptrace/jgf/search/Board;->WEIGHTS:[I

    aget v3, v3, v2

    add-int/2addr v1, v3

    goto :goto_1

    :cond_0
    if-eqz v3, :cond_1

    sget-object v3, Lorg/adaptrace/jgf/search/Board;->WEIGHTS:[I

    aget v3, v3, v2

    sub-int/2addr v1, v3

    :cond_1
    :goto_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    :cond_2
    return v1
.end method

.method isWinningMove(I)Z
    .locals 12
    .param p1, "col"    # I

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v0, v0, p1

    invoke-virtual {p0}, Lorg/adaptrace/jgf/search/Board;->current()I

    move-result v1

    const/4 v2, 0x0

    :goto_0
    const/4 v3, 0x4

    if-ge v2, v3, :cond_1

    sget-object v3, Lorg/adaptrace/jgf/search/Board;->DC:[I

    aget v3, v3, v2

    sget-object v4, Lorg/adaptrace/jgf/search/Board;->DR:[I

    aget v4, v4, v2

    move-object v6, p0

    move v7, p1

    move v8, v0

    move v9, v3

    move v10, v4

    move v11, v1

    invoke-virtual/range {v6 .. v11}, Lorg/adaptrace/jgf/search/Board;->count(IIIII)I

    move-result v5

    add-int/lit8 v5, v5, 0x1

    neg-int v9, v3

    neg-int v10, v4

    invoke-virtual/range {v6 .. v11}, Lorg/adaptrace/jgf/search/Board;->count(IIIII)I

    move-result v6

    add-int/2addr v5, v6

    const/4 v6, 0x4

    if-lt v5, v6, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    :cond_1
    const/4 v0, 0x0

    return v0
.end method

.method play(I)V
    .locals 6
    .param p1, "col"    # I

    mul-int/lit8 v0, p1, 0x5

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v1, v1, p1

    add-int/2addr v0, v1

    invoke-virtual {p0}, Lorg/adaptrace/jgf/search/Board;->current()I

    move-result v1

    iget-object v2, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    aput v1, v2, v0

    iget-wide v2, p0, Lorg/adaptrace/jgf/search/Board;->hash:J

    iget-object v4, p0, Lorg/adaptrace/jgf/search/Board;->zobrist:[J

    mul-int/lit8 v5, v0, 0x2

    add-int/2addr v5, v1

    add-int/lit8 v5, v5, -0x1

    aget-wide v4, v4, v5

    xor-long/2addr v2, v4

    iput-wide v2, p0, Lorg/adaptrace/jgf/search/Board;->hash:J

    iget-object v2, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v3, v2, p1

    add-int/lit8 v3, v3, 0x1

    aput v3, v2, p1

    iget v2, p0, Lorg/adaptrace/jgf/search/Board;->moves:I

    add-int/lit8 v2, v2, 0x1

    iput v2, p0, Lorg/adaptrace/jgf/search/Board;->moves:I

    return-void
.end method

.method undo(I)V
    .locals 6
    .param p1, "col"    # I

    iget v0, p0, Lorg/adaptrace/jgf/search/Board;->moves:I

    add-int/lit8 v0, v0, -0x1

    iput v0, p0, Lorg/adaptrace/jgf/search/Board;->moves:I

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v1, v0, p1

    add-int/lit8 v1, v1, -0x1

    aput v1, v0, p1

    mul-int/lit8 v0, p1, 0x5

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Board;->heights:[I

    aget v1, v1, p1

    add-int/2addr v0, v1

    iget-wide v1, p0, Lorg/adaptrace/jgf/search/Board;->hash:J

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Board;->zobrist:[J

    mul-int/lit8 v4, v0, 0x2

    iget-object v5, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    aget v5, v5, v0

    add-int/2addr v4, v5

    add-int/lit8 v4, v4, -0x1

    aget-wide v3, v3, v4

    xor-long/2addr v1, v3

    iput-wide v1, p0, Lorg/adaptrace/jgf/search/Board;->hash:J

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Board;->cells:[I

    const/4 v2, 0x0

    aput v2, v1, v0

    return-void
.end method
