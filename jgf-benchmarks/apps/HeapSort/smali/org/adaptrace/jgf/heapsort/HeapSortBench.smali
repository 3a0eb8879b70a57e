.class public final Lorg/adaptrace/jgf/heapsort/HeapSortBench;
.super Ljava/lang/Object;
.source "HeapSortBench.java"


# static fields
.field private static final SEED:J = 0x1eefL

.field private static final SIZES:[I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_sizes

    sput-object v0, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->SIZES:[I

    return-void

    :array_sizes
    .array-data 4
        0x2710
        0x1d4c0
        0xa037a0
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static heapSort([II)V
    .registers 6
    .param p0, "a"    # [I
    .param p1, "n"    # I

    div-int/lit8 v0, p1, 0x2

    add-int/lit8 v0, v0, -0x1

    :goto_build
    if-ltz v0, :cond_built

    invoke-static {p0, v0, p1}, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->siftDown([III)V

    add-int/lit8 v0, v0, -0x1

    goto :goto_build

    :cond_built
    add-int/lit8 v0, p1, -0x1

    :goto_extract
    if-lez v0, :cond_done

    const/4 v1, 0x0

    aget v2, p0, v1

    aget v3, p0, v0

    aput v3, p0, v1

    aput v2, p0, v0

    invoke-static {p0, v1, v0}, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->siftDown([III)V

    add-int/lit8 v0, v0, -0x1

    goto :goto_extract

    :cond_done
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_default

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_run

    :cond_default
    const/4 v0, 0x0

    :goto_run
    invoke-static {v0}, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_named

    const-string p0, "small"

    :cond_named
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_small

    const/4 v0, 0x0

    goto :goto_run

    :cond_not_small
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_benchmark

    const/4 v0, 0x1

    goto :goto_run

    :cond_not_benchmark
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    const/4 v0, 0x2

    :goto_run
    sget-object v1, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->SIZES:[I

    aget v0, v1, v0

    new-array v1, v0, [I

    new-instance v2, Ljava/util/Random;

    const-wide/16 v3, 0x1eef

    invoke-direct {v2, v3, v4}, Ljava/util/Random;-><init>(J)V

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    :goto_fill
    if-ge v5, v0, :cond_filled

    invoke-virtual {v2}, Ljava/util/Random;->nextInt()I

    move-result v6

    aput v6, v1, v5

    int-to-long v6, v6

    add-long/2addr v3, v6

    add-int/lit8 v5, v5, 0x1

    goto :goto_fill

    :cond_filled
    invoke-static {v1, v0}, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->heapSort([II)V

    invoke-static {v1, v0, v3, v4}, Lorg/adaptrace/jgf/heapsort/HeapSortBench;->validate([IIJ)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_report

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    :goto_hash
    if-ge v5, v0, :cond_hashed

    const-wide/16 v6, 0x1f

    mul-long/2addr v3, v6

    aget v6, v1, v5

    int-to-long v6, v6

    add-long/2addr v3, v6

    add-int/lit8 v5, v5, 0x1

    goto :goto_hash

    :cond_hashed
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    :cond_report
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "JGF HeapSort size="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, " checksum="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static siftDown([III)V
    .registers 7
    .param p0, "a"    # [I
    .param p1, "root"    # I
    .param p2, "limit"    # I

    aget v0, p0, p1

    mul-int/lit8 v1, p1, 0x2

    add-int/lit8 v1, v1, 0x1

    :goto_loop
    if-ge v1, p2, :cond_place

    add-int/lit8 v2, v1, 0x1

    if-ge v2, p2, :cond_keep_child

    add-int/lit8 v2, v1, 0x1

    aget v2, p0, v2

    aget v3, p0, v1

    if-le v2, v3, :cond_keep_child

    add-int/lit8 v1, v1, 0x1

    :cond_keep_child
    aget v2, p0, v1

    if-le v2, v0, :cond_place

    aget v2, p0, v1

    aput v2, p0, p1

    move p1, v1

    mul-int/lit8 v1, p1, 0x2

    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_place
    aput v0, p0, p1

    return-void
.end method

.method static validate([IIJ)Ljava/lang/String;
    .registers 9
    .param p0, "a"    # [I
    .param p1, "n"    # I
    .param p2, "sum"    # J

    const/4 v0, 0x0

    aget v0, p0, v0

    int-to-long v0, v0

    const/4 v2, 0x1

    :goto_loop
    if-ge v2, p1, :cond_scanned

    add-int/lit8 v3, v2, -0x1

    aget v3, p0, v3

    aget v4, p0, v2

    if-le v3, v4, :cond_in_order

    const-string v0, "INVALID-unsorted"

    return-object v0

    :cond_in_order
    aget v3, p0, v2

    int-to-long v3, v3

    add-long/2addr v0, v3

    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_scanned
    cmp-long v2, v0, p2

    if-eqz v2, :cond_valid

    const-string v0, "INVALID-lost"

    return-object v0

    :cond_valid
    const/4 v0, 0x0

    return-object v0
.end method
