.class final Lorg/adaptrace/jgf/search/Searcher;
.super Ljava/lang/Object;
.source "Searcher.java"


# static fields
.field static final INF:I = 0x100000

.field static final ORDER:[I

.field static final WIN:I = 0x3e8


# instance fields
.field final board:Lorg/adaptrace/jgf/search/Board;

.field nodes:J

.field final tt:Lorg/adaptrace/jgf/search/TransTable;


# direct methods
.method static constructor <clinit>()V
    .locals 1

    const/4 v0, 0x6

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    sput-object v0, Lorg/adaptrace/jgf/search/Searcher;->ORDER:[I

    return-void

    :array_0
    .array-data 4
        0x2
        0x3
        0x1
        0x4
        0x0
        0x5
    .end array-data
.end method

.method constructor <init>(Lorg/adaptrace/jgf/search/Board;Lorg/adaptrace/jgf/search/TransTable;)V
    .locals 0
    .param p1, "board"    # Lorg/adaptrace/jgf/search/Board;
    .param p2, "tt"    # Lorg/adaptrace/jgf/search/TransTable;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    iput-object p2, p0, Lorg/adaptrace/jgf/search/Searcher;->tt:Lorg/adaptrace/jgf/search/TransTable;

    return-void
.end method


# virtual methods
.method minimax(I)I
    .locals 4
    .param p1, "depth"    # I

    iget-wide v0, p0, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    const-wide/16 v2, 0x1

    add-long/2addr v0, v2

    iput-wide v0, p0, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/search/Searcher;->terminal(I)I

    move-result v0

    const/high16 v1, 0x100000

    if-eq v0, v1, :cond_0

    return v0

    :cond_0
    const/high16 v0, -0x100000

    const/4 v1, 0x0

    :goto_0
    const/4 v2, 0x6

    if-ge v1, v2, :cond_2

    iget-object v2, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v2, v1}, Lorg/adaptrace/jgf/search/Board;->canPlay(I)Z

    move-result v2

    if-eqz v2, :cond_1

    iget-object v2, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v2, v1}, Lorg/adaptrace/jgf/search/Board;->play(I)V

    add-int/lit8 v2, p1, -0x1

    invoke-virtual {p0, v2}, Lorg/adaptrace/jgf/search/Searcher;->minimax(I)I

    move-result v2

    neg-int v2, v2

    iget-object v3, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v3, v1}, Lorg/adaptrace/jgf/search/Board;->undo(I)V

    if-le v2, v0, :cond_1

    move v0, v2

    :cond_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    :cond_2
    return v0
.end method

.method negamax(III)I
    .locals 12
    .param p1, "depth"    # I
    .param p2, "alpha"    # I
    .param p3, "beta"    # I

    iget-wide v0, p0, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    const-wide/16 v2, 0x1

    add-long/2addr v0, v2

    iput-wide v0, p0, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/search/Searcher;->terminal(I)I

    move-result v0

    const/high16 v1, 0x100000

    if-eq v0, v1, :cond_0

    return v0

    :cond_0
    move v3, p2

    const/4 v4, -0x1

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->tt:Lorg/adaptrace/jgf/search/TransTable;

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    iget-wide v1, v1, Lorg/adaptrace/jgf/search/Board;->hash:J

    invoke-virtual {v0, v1, v2}, Lorg/adaptrace/jgf/search/TransTable;->lookup(J)I

    move-result v0

    if-ltz v0, :cond_2

    invoke-static {v0}, Lorg/adaptrace/jgf/search/TransTable;->move(I)I

    move-result v4

    invoke-static {v0}, Lorg/adaptrace/jgf/search/TransTable;->depth(I)I

    move-result v1

    if-lt v1, p1, :cond_2

    invoke-static {v0}, Lorg/adaptrace/jgf/search/TransTable;->score(I)I

    move-result v5

    invoke-static {v0}, Lorg/adaptrace/jgf/search/TransTable;->flag(I)I

    move-result v0

    packed-switch v0, :pswitch_data_0

    if-ge v5, p3, :cond_1

    move p3, v5

    goto :cond_1

    :pswitch_0
    return v5

    :pswitch_1
    if-le v5, p2, :cond_1

    move p2, v5

    :cond_1
    if-lt p2, p3, :cond_2

    return v5

    :cond_2
    const/high16 v6, -0x100000

    const/4 v7, -0x1

    const/4 v8, -0x1

    :goto_0
    sget-object v0, Lorg/adaptrace/jgf/search/Searcher;->ORDER:[I

    array-length v0, v0

    if-ge v8, v0, :cond_7

    if-gez v8, :cond_3

    if-ltz v4, :cond_6

    move v9, v4

    goto :goto_1

    :cond_3
    sget-object v0, Lorg/adaptrace/jgf/search/Searcher;->ORDER:[I

    aget v9, v0, v8

    if-eq v9, v4, :cond_6

    :goto_1
    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v0, v9}, Lorg/adaptrace/jgf/search/Board;->canPlay(I)Z

    move-result v0

    if-eqz v0, :cond_6

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v0, v9}, Lorg/adaptrace/jgf/search/Board;->play(I)V

    add-int/lit8 v0, p1, -0x1

    neg-int v1, p3

    neg-int v2, p2

    invoke-virtual {p0, v0, v1, v2}, Lorg/adaptrace/jgf/search/Searcher;->negamax(III)I

    move-result v0

    neg-int v0, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v1, v9}, Lorg/adaptrace/jgf/search/Board;->undo(I)V

    if-le v0, v6, :cond_4

    move v6, v0

    move v7, v9

    :cond_4
    if-le v6, p2, :cond_5

    move p2, v6

    :cond_5
    if-ge p2, p3, :cond_7

    :cond_6
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    :cond_7
    if-gt v6, v3, :cond_8

    const/4 v0, 0x2

    goto :goto_2

    :cond_8
    if-lt v6, p3, :cond_9

    const/4 v0, 0x1

    goto :goto_2

    :cond_9
    const/4 v0, 0x0

    :goto_2
    iget-object v1, p0, Lorg/adaptrace/jgf/search/Searcher;->tt:Lorg/adaptrace/jgf/search/TransTable;

    iget-object v2, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    iget-wide v10, v2, Lorg/adaptrace/jgf/search/Board;->hash:J

    invoke-static {v6, v0, p1, v7}, Lorg/adaptrace/jgf/search/TransTable;->pack(IIII)I

    move-result v0

    invoke-virtual {v1, v10, v11, v0}, Lorg/adaptrace/jgf/search/TransTable;->store(JI)V

    return v6

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method terminal(I)I
    .locals 2
    .param p1, "depth"    # I

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    iget v0, v0, Lorg/adaptrace/jgf/search/Board;->moves:I

    const/16 v1, 0x1e

    if-ne v0, v1, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    const/4 v1, 0x6

    if-ge v0, v1, :cond_2

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/search/Board;->canPlay(I)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v1, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/search/Board;->isWinningMove(I)Z

    move-result v1

    if-eqz v1, :cond_1

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    iget v0, v0, Lorg/adaptrace/jgf/search/Board;->moves:I

    rsub-int v0, v0, 0x3e8

    return v0

    :cond_1
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    :cond_2
    if-nez p1, :cond_3

    iget-object v0, p0, Lorg/adaptrace/jgf/search/Searcher;->board:Lorg/adaptrace/jgf/search/Board;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/search/Board;->evaluate()I

    move-result v0

    return v0

    :cond_3
    const/high16 v0, 0x100000

    return v0
.end method
