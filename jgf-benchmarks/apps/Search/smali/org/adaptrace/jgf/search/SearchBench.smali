.class public final Lorg/adaptrace/jgf/search/SearchBench;
.super Ljava/lang/Object;
.source "SearchBench.java"


# static fields
.field private static final CHECK_DEPTH:I = 0x4

.field private static final CHECK_POSITION:Ljava/lang/String; = "0000055555"

.field private static final OPENINGS:[Ljava/lang/String;

.field private static final SIZES:[I


# direct methods
.method static constructor <clinit>()V
    .locals 3

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    sput-object v0, Lorg/adaptrace/jgf/search/SearchBench;->SIZES:[I

    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, ""

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "2"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "23"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "3223"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "2341"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "01"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "5524"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "3214"

    aput-object v2, v0, v1

    sput-object v0, Lorg/adaptrace/jgf/search/SearchBench;->OPENINGS:[Ljava/lang/String;

    return-void

    :array_0
    .array-data 4
        0x4
        0x8
        0x15
    .end array-data
.end method

.method public constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .locals 1
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Lorg/adaptrace/jgf/search/SearchBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object p0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .locals 3
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_0

    const-string p0, "small"

    :cond_0
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_benchmark

    const/4 v0, 0x1

    goto :goto_0

    :cond_not_benchmark
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x2

    :goto_0
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF Search size="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p0, " checksum="

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object p0, Lorg/adaptrace/jgf/search/SearchBench;->SIZES:[I

    aget p0, p0, v0

    invoke-static {p0}, Lorg/adaptrace/jgf/search/SearchBench;->run(I)Ljava/lang/String;

    move-result-object p0

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    return-object p0

    :cond_2
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size '"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p0, "': use small, benchmark or steady"

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static run(I)Ljava/lang/String;
    .locals 15
    .param p0, "depth"    # I

    invoke-static {}, Lorg/adaptrace/jgf/search/SearchBench;->zobristKeys()[J

    move-result-object v0

    new-instance v1, Lorg/adaptrace/jgf/search/TransTable;

    const/16 v2, 0xc

    invoke-direct {v1, v2}, Lorg/adaptrace/jgf/search/TransTable;-><init>(I)V

    const-wide/16 v2, 0x0

    sget-object v4, Lorg/adaptrace/jgf/search/SearchBench;->OPENINGS:[Ljava/lang/String;

    array-length v5, v4

    const/4 v6, 0x0

    :goto_0
    if-ge v6, v5, :cond_4

    aget-object v7, v4, v6

    invoke-static {v0, v7}, Lorg/adaptrace/jgf/search/SearchBench;->setUp([JLjava/lang/String;)Lorg/adaptrace/jgf/search/Board;

    move-result-object v7

    iget-wide v8, v7, Lorg/adaptrace/jgf/search/Board;->hash:J

    invoke-virtual {v1}, Lorg/adaptrace/jgf/search/TransTable;->clear()V

    new-instance v10, Lorg/adaptrace/jgf/search/Searcher;

    invoke-direct {v10, v7, v1}, Lorg/adaptrace/jgf/search/Searcher;-><init>(Lorg/adaptrace/jgf/search/Board;Lorg/adaptrace/jgf/search/TransTable;)V

    const/high16 v11, -0x100000

    const/high16 v12, 0x100000

    invoke-virtual {v10, p0, v11, v12}, Lorg/adaptrace/jgf/search/Searcher;->negamax(III)I

    move-result v11

    iget-wide v12, v7, Lorg/adaptrace/jgf/search/Board;->hash:J

    invoke-virtual {v1, v12, v13}, Lorg/adaptrace/jgf/search/TransTable;->lookup(J)I

    move-result v12

    invoke-static {v12}, Lorg/adaptrace/jgf/search/TransTable;->move(I)I

    move-result v12

    iget-wide v13, v7, Lorg/adaptrace/jgf/search/Board;->hash:J

    cmp-long v13, v13, v8

    if-nez v13, :cond_0

    iget-wide v13, v7, Lorg/adaptrace/jgf/search/Board;->hash:J

    invoke-virtual {v7}, Lorg/adaptrace/jgf/search/Board;->computeHash()J

    move-result-wide v8

    cmp-long v8, v13, v8

    if-eqz v8, :cond_1

    :cond_0
    const-string v0, "INVALID-hash"

    return-object v0

    :cond_1
    if-ltz v12, :cond_2

    invoke-virtual {v7, v12}, Lorg/adaptrace/jgf/search/Board;->canPlay(I)Z

    move-result v8

    if-nez v8, :cond_3

    :cond_2
    const-string v0, "INVALID-best-move"

    return-object v0

    :cond_3
    const-wide/16 v8, 0x1f

    mul-long/2addr v2, v8

    int-to-long v13, v11

    add-long/2addr v2, v13

    mul-long/2addr v2, v8

    int-to-long v11, v12

    add-long/2addr v2, v11

    mul-long/2addr v2, v8

    iget-wide v11, v10, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    add-long/2addr v2, v11

    mul-long/2addr v2, v8

    iget v11, v1, Lorg/adaptrace/jgf/search/TransTable;->hits:I

    int-to-long v11, v11

    add-long/2addr v2, v11

    add-int/lit8 v6, v6, 0x1

    goto :goto_0

    :cond_4
    const-string v4, "0000055555"

    invoke-static {v0, v4}, Lorg/adaptrace/jgf/search/SearchBench;->setUp([JLjava/lang/String;)Lorg/adaptrace/jgf/search/Board;

    move-result-object v0

    invoke-virtual {v1}, Lorg/adaptrace/jgf/search/TransTable;->clear()V

    new-instance v4, Lorg/adaptrace/jgf/search/Searcher;

    invoke-direct {v4, v0, v1}, Lorg/adaptrace/jgf/search/Searcher;-><init>(Lorg/adaptrace/jgf/search/Board;Lorg/adaptrace/jgf/search/TransTable;)V

    const/4 v5, 0x4

    const/high16 v6, -0x100000

    const/high16 v7, 0x100000

    invoke-virtual {v4, v5, v6, v7}, Lorg/adaptrace/jgf/search/Searcher;->negamax(III)I

    move-result v4

    new-instance v6, Lorg/adaptrace/jgf/search/Searcher;

    invoke-direct {v6, v0, v1}, Lorg/adaptrace/jgf/search/Searcher;-><init>(Lorg/adaptrace/jgf/search/Board;Lorg/adaptrace/jgf/search/TransTable;)V

    invoke-virtual {v6, v5}, Lorg/adaptrace/jgf/search/Searcher;->minimax(I)I

    move-result v0

    if-eq v0, v4, :cond_5

    const-string v0, "INVALID-minimax"

    return-object v0

    :cond_5
    const-wide/16 v0, 0x1f

    mul-long/2addr v2, v0

    iget-wide v0, v6, Lorg/adaptrace/jgf/search/Searcher;->nodes:J

    add-long/2addr v2, v0

    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static setUp([JLjava/lang/String;)Lorg/adaptrace/jgf/search/Board;
    .locals 3
    .param p0, "keys"    # [J
    .param p1, "opening"    # Ljava/lang/String;

    new-instance v0, Lorg/adaptrace/jgf/search/Board;

    invoke-direct {v0, p0}, Lorg/adaptrace/jgf/search/Board;-><init>([J)V

    const/4 v1, 0x0

    :goto_0
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v2

    if-ge v1, v2, :cond_0

    invoke-virtual {p1, v1}, Ljava/lang/String;->charAt(I)C

    move-result v2

    add-int/lit8 v2, v2, -0x30

    invoke-virtual {v0, v2}, Lorg/adaptrace/jgf/search/Board;->play(I)V

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    :cond_0
    return-object v0
.end method

.method static zobristKeys()[J
    .locals 6

    const/16 v0, 0x3c

    new-array v0, v0, [J

    const-wide/16 v1, 0x5eed

    const/4 v3, 0x0

    :goto_0
    array-length v4, v0

    if-ge v3, v4, :cond_0

    const-wide v4, 0x5851f42d4c957f2dL

    mul-long/2addr v1, v4

    const-wide v4, 0x14057b7ef767814fL

    add-long/2addr v1, v4

    const/16 v4, 0x1d

    ushr-long v4, v1, v4

    xor-long/2addr v4, v1

    aput-wide v4, v0, v3

    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    :cond_0
    return-object v0
.end method
