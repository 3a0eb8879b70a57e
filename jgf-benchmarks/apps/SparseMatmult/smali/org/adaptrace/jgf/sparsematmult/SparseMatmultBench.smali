.class public final Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;
.super Ljava/lang/Object;
.source "SparseMatmultBench.java"


# static fields
.field private static final ORDER:[I

.field private static final ENTRIES:[I

.field private static final PRODUCTS:[I

.field private static final TOLERANCE:D = 1.0E-9


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_order

    sput-object v0, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->ORDER:[I

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_entries

    sput-object v0, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->ENTRIES:[I

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_products

    sput-object v0, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->PRODUCTS:[I

    return-void

    :array_order
    .array-data 4
        0x7d0
        0x4e20
        0x186a0
    .end array-data

    :array_entries
    .array-data 4
        0x2710
        0x186a0
        0xf4240
    .end array-data

    :array_products
    .array-data 4
        0x19
        0x28
        0x514
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

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
    invoke-static {v0}, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_given

    const-string p0, "small"

    :cond_given
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
    sget-object v1, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->ORDER:[I

    aget v1, v1, v0

    sget-object v2, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->ENTRIES:[I

    aget v2, v2, v0

    sget-object v3, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->PRODUCTS:[I

    aget v0, v3, v0

    invoke-static {v1, v2, v0}, Lorg/adaptrace/jgf/sparsematmult/SparseMatmultBench;->run(III)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF SparseMatmult size="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " checksum="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method private static run(III)Ljava/lang/String;
    .registers 15
    .param p0, "n"    # I
    .param p1, "nz"    # I
    .param p2, "products"    # I

    new-instance v0, Ljava/util/Random;

    const-wide/32 v1, 0x12ce7

    invoke-direct {v0, v1, v2}, Ljava/util/Random;-><init>(J)V

    new-instance v1, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;

    invoke-direct {v1, p0, p1, v0}, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;-><init>(IILjava/util/Random;)V

    new-array v2, p0, [D

    const/4 v3, 0x0

    :goto_x
    if-ge v3, p0, :cond_x_done

    invoke-virtual {v0}, Ljava/util/Random;->nextDouble()D

    move-result-wide v4

    aput-wide v4, v2, v3

    add-int/lit8 v3, v3, 0x1

    goto :goto_x

    :cond_x_done
    new-array v0, p0, [D

    const/4 v3, 0x0

    :goto_products
    if-ge v3, p2, :cond_products_done

    invoke-virtual {v1, v2, v0}, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->multiplyAdd([D[D)V

    add-int/lit8 v3, v3, 0x1

    goto :goto_products

    :cond_products_done
    const-wide/16 v4, 0x0

    const-wide/16 v6, 0x0

    const/4 v3, 0x0

    :goto_sum
    if-ge v3, p0, :cond_summed

    aget-wide v8, v0, v3

    add-double/2addr v4, v8

    aget-wide v8, v0, v3

    and-int/lit8 v10, v3, 0x7

    add-int/lit8 v10, v10, 0x1

    int-to-double v10, v10

    mul-double/2addr v8, v10

    add-double/2addr v6, v8

    add-int/lit8 v3, v3, 0x1

    goto :goto_sum

    :cond_summed
    invoke-virtual {v1, v2}, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->productSum([D)D

    move-result-wide v0

    int-to-double v2, p2

    mul-double/2addr v0, v2

    sub-double v2, v4, v0

    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D

    move-result-wide v2

    const-wide v8, 0x3e112e0be826d695L    # 1e-9

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    mul-double/2addr v0, v8

    cmpg-double v0, v2, v0

    if-lez v0, :cond_valid

    const-string v0, "INVALID-column-sum-mismatch"

    return-object v0

    :cond_valid
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
