.class public final Lorg/adaptrace/jgf/lufact/LUFactBench;
.super Ljava/lang/Object;
.source "LUFactBench.java"


# static fields
.field private static final EPS:D = 2.220446049250313E-16

.field private static final RESID_LIMIT:D = 100.0

.field private static final SEED:J = 0x52dL

.field private static final SIZES:[I

.field static seed:J


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_sizes

    sput-object v0, Lorg/adaptrace/jgf/lufact/LUFactBench;->SIZES:[I

    return-void

    :array_sizes
    .array-data 4
        0x64
        0xfa
        0x960
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static daxpy(ID[DI[DI)V
    .registers 13
    .param p0, "count"    # I
    .param p1, "alpha"    # D
    .param p3, "x"    # [D
    .param p4, "xOff"    # I
    .param p5, "y"    # [D
    .param p6, "yOff"    # I

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_done

    add-int v1, p6, v0

    aget-wide v2, p5, v1

    add-int v4, p4, v0

    aget-wide v4, p3, v4

    mul-double/2addr v4, p1

    add-double/2addr v2, v4

    aput-wide v2, p5, v1

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    return-void
.end method

.method static dgefa([[DI[I)I
    .registers 19
    .param p0, "a"    # [[D
    .param p1, "n"    # I
    .param p2, "ipvt"    # [I

    move/from16 v0, p1

    const/4 v1, -0x1

    const/4 v2, 0x0

    :goto_k
    add-int/lit8 v9, v0, -0x1

    if-ge v2, v9, :cond_k_done

    aget-object v3, p0, v2

    sub-int v9, v0, v2

    invoke-static {v9, v3, v2}, Lorg/adaptrace/jgf/lufact/LUFactBench;->idamax(I[DI)I

    move-result v4

    add-int/2addr v4, v2

    aput v4, p2, v2

    aget-wide v7, v3, v4

    const-wide/16 v9, 0x0

    cmpl-double v7, v7, v9

    if-nez v7, :cond_pivot_nonzero

    move v1, v2

    goto :goto_next_k

    :cond_pivot_nonzero
    if-eq v4, v2, :cond_pivot_in_place

    aget-wide v7, v3, v4

    aget-wide v9, v3, v2

    aput-wide v9, v3, v4

    aput-wide v7, v3, v2

    :cond_pivot_in_place
    add-int/lit8 v12, v2, 0x1

    sub-int v9, v0, v12

    const-wide/high16 v10, -0x4010000000000000L    # -1.0

    aget-wide v13, v3, v2

    div-double/2addr v10, v13

    invoke-static {v9, v10, v11, v3, v12}, Lorg/adaptrace/jgf/lufact/LUFactBench;->dscal(ID[DI)V

    add-int/lit8 v5, v2, 0x1

    :goto_j
    if-ge v5, v0, :goto_next_k

    aget-object v6, p0, v5

    aget-wide v7, v6, v4

    if-eq v4, v2, :cond_row_in_place

    aget-wide v9, v6, v2

    aput-wide v9, v6, v4

    aput-wide v7, v6, v2

    :cond_row_in_place
    add-int/lit8 v13, v2, 0x1

    sub-int v9, v0, v13

    move-wide v10, v7

    move-object v12, v3

    move-object v14, v6

    add-int/lit8 v15, v2, 0x1

    invoke-static/range {v9 .. v15}, Lorg/adaptrace/jgf/lufact/LUFactBench;->daxpy(ID[DI[DI)V

    add-int/lit8 v5, v5, 0x1

    goto :goto_j

    :goto_next_k
    add-int/lit8 v2, v2, 0x1

    goto :goto_k

    :cond_k_done
    add-int/lit8 v9, v0, -0x1

    aput v9, p2, v9

    add-int/lit8 v9, v0, -0x1

    aget-object v10, p0, v9

    aget-wide v10, v10, v9

    const-wide/16 v12, 0x0

    cmpl-double v10, v10, v12

    if-nez v10, :cond_last_nonzero

    add-int/lit8 v1, v0, -0x1

    :cond_last_nonzero
    return v1
.end method

.method static dgesl([[DI[I[D)V
    .registers 15
    .param p0, "a"    # [[D
    .param p1, "n"    # I
    .param p2, "ipvt"    # [I
    .param p3, "b"    # [D

    const/4 v0, 0x0

    :goto_forward
    add-int/lit8 v1, p1, -0x1

    if-ge v0, v1, :cond_forward_done

    aget v1, p2, v0

    aget-wide v2, p3, v1

    if-eq v1, v0, :cond_in_place

    aget-wide v4, p3, v0

    aput-wide v4, p3, v1

    aput-wide v2, p3, v0

    :cond_in_place
    add-int/lit8 v8, v0, 0x1

    sub-int v4, p1, v8

    move-wide v5, v2

    aget-object v7, p0, v0

    move-object v9, p3

    add-int/lit8 v10, v0, 0x1

    invoke-static/range {v4 .. v10}, Lorg/adaptrace/jgf/lufact/LUFactBench;->daxpy(ID[DI[DI)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_forward

    :cond_forward_done
    add-int/lit8 v0, p1, -0x1

    :goto_back
    if-ltz v0, :cond_back_done

    aget-wide v1, p3, v0

    aget-object v3, p0, v0

    aget-wide v3, v3, v0

    div-double/2addr v1, v3

    aput-wide v1, p3, v0

    move v4, v0

    aget-wide v5, p3, v0

    neg-double v5, v5

    aget-object v7, p0, v0

    const/4 v8, 0x0

    move-object v9, p3

    const/4 v10, 0x0

    invoke-static/range {v4 .. v10}, Lorg/adaptrace/jgf/lufact/LUFactBench;->daxpy(ID[DI[DI)V

    add-int/lit8 v0, v0, -0x1

    goto :goto_back

    :cond_back_done
    return-void
.end method

.method static dscal(ID[DI)V
    .registers 9
    .param p0, "count"    # I
    .param p1, "alpha"    # D
    .param p3, "x"    # [D
    .param p4, "offset"    # I

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_done

    add-int v1, p4, v0

    aget-wide v2, p3, v1

    mul-double/2addr v2, p1

    aput-wide v2, p3, v1

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    return-void
.end method

.method static idamax(I[DI)I
    .registers 10
    .param p0, "count"    # I
    .param p1, "x"    # [D
    .param p2, "offset"    # I

    const/4 v0, 0x0

    aget-wide v1, p1, p2

    invoke-static {v1, v2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v1

    const/4 v3, 0x1

    :goto_loop
    if-ge v3, p0, :cond_done

    add-int v4, p2, v3

    aget-wide v4, p1, v4

    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D

    move-result-wide v4

    cmpl-double v6, v4, v1

    if-lez v6, :cond_next

    move v0, v3

    move-wide v1, v4

    :cond_next
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_done
    return v0
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
    invoke-static {v0}, Lorg/adaptrace/jgf/lufact/LUFactBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method static matgen([[D[DI)D
    .registers 13
    .param p0, "a"    # [[D
    .param p1, "b"    # [D
    .param p2, "n"    # I

    const-wide/16 v0, 0x0

    const/4 v2, 0x0

    :goto_col
    if-ge v2, p2, :cond_cols_done

    aget-object v3, p0, v2

    const/4 v4, 0x0

    :goto_row
    if-ge v4, p2, :cond_rows_done

    invoke-static {}, Lorg/adaptrace/jgf/lufact/LUFactBench;->nextRandom()D

    move-result-wide v5

    aput-wide v5, v3, v4

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    cmpl-double v7, v7, v0

    if-lez v7, :cond_not_larger

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    :cond_not_larger
    add-int/lit8 v4, v4, 0x1

    goto :goto_row

    :cond_rows_done
    add-int/lit8 v2, v2, 0x1

    goto :goto_col

    :cond_cols_done
    const/4 v2, 0x0

    :goto_sum
    if-ge v2, p2, :cond_sum_done

    move v3, p2

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    aget-object v6, p0, v2

    const/4 v7, 0x0

    move-object v8, p1

    const/4 v9, 0x0

    invoke-static/range {v3 .. v9}, Lorg/adaptrace/jgf/lufact/LUFactBench;->daxpy(ID[DI[DI)V

    add-int/lit8 v2, v2, 0x1

    goto :goto_sum

    :cond_sum_done
    return-wide v0
.end method

.method static nextRandom()D
    .registers 4

    sget-wide v0, Lorg/adaptrace/jgf/lufact/LUFactBench;->seed:J

    const-wide v2, 0x5851f42d4c957f2dL

    mul-long/2addr v0, v2

    const-wide v2, 0x14057b7ef767814fL

    add-long/2addr v0, v2

    sput-wide v0, Lorg/adaptrace/jgf/lufact/LUFactBench;->seed:J

    sget-wide v0, Lorg/adaptrace/jgf/lufact/LUFactBench;->seed:J

    const/16 v2, 0xb

    ushr-long/2addr v0, v2

    long-to-double v0, v0

    const-wide/high16 v2, 0x3ca0000000000000L    # 1.1102230246251565E-16

    mul-double/2addr v0, v2

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    sub-double/2addr v0, v2

    return-wide v0
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
    sget-object v1, Lorg/adaptrace/jgf/lufact/LUFactBench;->SIZES:[I

    aget v0, v1, v0

    filled-new-array {v0, v0}, [I

    move-result-object v1

    sget-object v2, Ljava/lang/Double;->TYPE:Ljava/lang/Class;

    invoke-static {v2, v1}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, [[D

    new-array v2, v0, [D

    new-array v3, v0, [I

    const-wide/16 v4, 0x52d

    sput-wide v4, Lorg/adaptrace/jgf/lufact/LUFactBench;->seed:J

    invoke-static {v1, v2, v0}, Lorg/adaptrace/jgf/lufact/LUFactBench;->matgen([[D[DI)D

    invoke-static {v1, v0, v3}, Lorg/adaptrace/jgf/lufact/LUFactBench;->dgefa([[DI[I)I

    move-result v4

    if-ltz v4, :cond_factored

    const-string v4, "INVALID-singular"

    goto :goto_report

    :cond_factored
    invoke-static {v1, v0, v3, v2}, Lorg/adaptrace/jgf/lufact/LUFactBench;->dgesl([[DI[I[D)V

    invoke-static {v1, v2, v0}, Lorg/adaptrace/jgf/lufact/LUFactBench;->residual([[D[DI)D

    move-result-wide v4

    const-wide/high16 v6, 0x4059000000000000L    # 100.0

    cmpg-double v1, v4, v6

    if-ltz v1, :cond_valid

    const-string v4, "INVALID-residual"

    goto :goto_report

    :cond_valid
    const-wide/16 v4, 0x0

    const/4 v1, 0x0

    :goto_sum
    if-ge v1, v0, :cond_summed

    aget-wide v6, v2, v1

    add-double/2addr v4, v6

    add-int/lit8 v1, v1, 0x1

    goto :goto_sum

    :cond_summed
    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v4

    :goto_report
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "JGF LUFact size="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, " checksum="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

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

.method static residual([[D[DI)D
    .registers 14
    .param p0, "a"    # [[D
    .param p1, "x"    # [D
    .param p2, "n"    # I

    new-array v0, p2, [D

    const-wide/16 v1, 0x52d

    sput-wide v1, Lorg/adaptrace/jgf/lufact/LUFactBench;->seed:J

    invoke-static {p0, v0, p2}, Lorg/adaptrace/jgf/lufact/LUFactBench;->matgen([[D[DI)D

    move-result-wide v1

    const/4 v3, 0x0

    :goto_negate
    if-ge v3, p2, :cond_negated

    aget-wide v4, v0, v3

    neg-double v4, v4

    aput-wide v4, v0, v3

    add-int/lit8 v3, v3, 0x1

    goto :goto_negate

    :cond_negated
    const/4 v3, 0x0

    :goto_product
    if-ge v3, p2, :cond_product_done

    move v4, p2

    aget-wide v5, p1, v3

    aget-object v7, p0, v3

    const/4 v8, 0x0

    move-object v9, v0

    const/4 v10, 0x0

    invoke-static/range {v4 .. v10}, Lorg/adaptrace/jgf/lufact/LUFactBench;->daxpy(ID[DI[DI)V

    add-int/lit8 v3, v3, 0x1

    goto :goto_product

    :cond_product_done
    const-wide/16 v3, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    :goto_norms
    if-ge v7, p2, :cond_norms_done

    aget-wide v8, v0, v7

    invoke-static {v8, v9}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    invoke-static {v3, v4, v8, v9}, Ljava/lang/Math;->max(DD)D

    move-result-wide v3

    aget-wide v8, p1, v7

    invoke-static {v8, v9}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    invoke-static {v5, v6, v8, v9}, Ljava/lang/Math;->max(DD)D

    move-result-wide v5

    add-int/lit8 v7, v7, 0x1

    goto :goto_norms

    :cond_norms_done
    int-to-double v7, p2

    mul-double/2addr v7, v1

    mul-double/2addr v7, v5

    const-wide/high16 v9, 0x3cb0000000000000L    # 2.220446049250313E-16

    mul-double/2addr v7, v9

    div-double/2addr v3, v7

    return-wide v3
.end method
