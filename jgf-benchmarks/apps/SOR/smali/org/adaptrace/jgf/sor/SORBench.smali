.class public final Lorg/adaptrace/jgf/sor/SORBench;
.super Ljava/lang/Object;
.source "SORBench.java"


# static fields
.field private static final OMEGA:D = 1.25

.field private static final SIDE:[I

.field private static final SWEEPS:[I

.field private static state:J


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_side

    sput-object v0, Lorg/adaptrace/jgf/sor/SORBench;->SIDE:[I

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_sweeps

    sput-object v0, Lorg/adaptrace/jgf/sor/SORBench;->SWEEPS:[I

    return-void

    :array_side
    .array-data 4
        0x64
        0x12c
        0x3e8
    .end array-data

    :array_sweeps
    .array-data 4
        0x19
        0x28
        0x316
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
    invoke-static {v0}, Lorg/adaptrace/jgf/sor/SORBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
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
    sget-object v1, Lorg/adaptrace/jgf/sor/SORBench;->SIDE:[I

    aget v1, v1, v0

    sget-object v2, Lorg/adaptrace/jgf/sor/SORBench;->SWEEPS:[I

    aget v0, v2, v0

    invoke-static {v1, v0}, Lorg/adaptrace/jgf/sor/SORBench;->run(II)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF SOR size="

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

.method private static nextDouble()D
    .registers 4

    sget-wide v0, Lorg/adaptrace/jgf/sor/SORBench;->state:J

    const-wide v2, 0x5851f42d4c957f2dL

    mul-long/2addr v0, v2

    const-wide v2, 0x14057b7ef767814fL

    add-long/2addr v0, v2

    sput-wide v0, Lorg/adaptrace/jgf/sor/SORBench;->state:J

    sget-wide v0, Lorg/adaptrace/jgf/sor/SORBench;->state:J

    const/16 v2, 0xb

    ushr-long/2addr v0, v2

    long-to-double v0, v0

    const-wide/high16 v2, 0x3ca0000000000000L    # 0x1.0p-53

    mul-double/2addr v0, v2

    return-wide v0
.end method

.method private static residual([[D)D
    .registers 16
    .param p0, "g"    # [[D

    array-length v0, p0

    const-wide/16 v1, 0x0

    const/4 v3, 0x1

    :goto_rows
    add-int/lit8 v8, v0, -0x1

    if-ge v3, v8, :cond_done

    add-int/lit8 v8, v3, -0x1

    aget-object v4, p0, v8

    aget-object v5, p0, v3

    add-int/lit8 v8, v3, 0x1

    aget-object v6, p0, v8

    const/4 v7, 0x1

    :goto_cols
    add-int/lit8 v8, v0, -0x1

    if-ge v7, v8, :cond_row_done

    aget-wide v9, v4, v7

    aget-wide v11, v6, v7

    add-double/2addr v9, v11

    add-int/lit8 v8, v7, -0x1

    aget-wide v11, v5, v8

    add-double/2addr v9, v11

    add-int/lit8 v8, v7, 0x1

    aget-wide v11, v5, v8

    add-double/2addr v9, v11

    aget-wide v11, v5, v7

    const-wide/high16 v13, 0x4010000000000000L    # 4.0

    mul-double/2addr v11, v13

    sub-double/2addr v9, v11

    mul-double/2addr v9, v9

    add-double/2addr v1, v9

    add-int/lit8 v7, v7, 0x1

    goto :goto_cols

    :cond_row_done
    add-int/lit8 v3, v3, 0x1

    goto :goto_rows

    :cond_done
    return-wide v1
.end method

.method private static run(II)Ljava/lang/String;
    .registers 12
    .param p0, "n"    # I
    .param p1, "sweeps"    # I

    const-wide/32 v0, 0x1033c4d7

    sput-wide v0, Lorg/adaptrace/jgf/sor/SORBench;->state:J

    filled-new-array {p0, p0}, [I

    move-result-object v0

    sget-object v1, Ljava/lang/Double;->TYPE:Ljava/lang/Class;

    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [[D

    const/4 v1, 0x0

    :goto_fill_rows
    if-ge v1, p0, :cond_filled

    aget-object v2, v0, v1

    const/4 v3, 0x0

    :goto_fill_cols
    if-ge v3, p0, :cond_row_filled

    invoke-static {}, Lorg/adaptrace/jgf/sor/SORBench;->nextDouble()D

    move-result-wide v4

    aput-wide v4, v2, v3

    add-int/lit8 v3, v3, 0x1

    goto :goto_fill_cols

    :cond_row_filled
    add-int/lit8 v1, v1, 0x1

    goto :goto_fill_rows

    :cond_filled
    invoke-static {v0}, Lorg/adaptrace/jgf/sor/SORBench;->residual([[D)D

    move-result-wide v6

    const/4 v1, 0x0

    :goto_sweep
    if-ge v1, p1, :cond_swept

    const-wide/high16 v2, 0x3ff4000000000000L    # 1.25

    invoke-static {v0, v2, v3}, Lorg/adaptrace/jgf/sor/SORBench;->sweep([[DD)V

    add-int/lit8 v1, v1, 0x1

    goto :goto_sweep

    :cond_swept
    invoke-static {v0}, Lorg/adaptrace/jgf/sor/SORBench;->residual([[D)D

    move-result-wide v8

    cmpg-double v1, v8, v6

    if-ltz v1, :cond_valid

    const-string v0, "INVALID-residual-not-reduced"

    return-object v0

    :cond_valid
    const-wide/16 v6, 0x0

    const/4 v1, 0x0

    :goto_sum_rows
    if-ge v1, p0, :cond_summed

    aget-object v2, v0, v1

    const/4 v3, 0x0

    :goto_sum_cols
    if-ge v3, p0, :cond_row_summed

    aget-wide v4, v2, v3

    add-double/2addr v6, v4

    add-int/lit8 v3, v3, 0x1

    goto :goto_sum_cols

    :cond_row_summed
    add-int/lit8 v1, v1, 0x1

    goto :goto_sum_rows

    :cond_summed
    invoke-static {v6, v7}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private static sweep([[DD)V
    .registers 18
    .param p0, "g"    # [[D
    .param p1, "omega"    # D

    array-length v0, p0

    const-wide/high16 v1, 0x3fd0000000000000L    # 0.25

    mul-double v1, p1, v1

    const-wide/high16 v3, 0x3ff0000000000000L    # 1.0

    sub-double v3, v3, p1

    const/4 v5, 0x1

    :goto_rows
    add-int/lit8 v10, v0, -0x1

    if-ge v5, v10, :cond_done

    add-int/lit8 v10, v5, -0x1

    aget-object v6, p0, v10

    aget-object v7, p0, v5

    add-int/lit8 v10, v5, 0x1

    aget-object v8, p0, v10

    const/4 v9, 0x1

    :goto_cols
    add-int/lit8 v10, v0, -0x1

    if-ge v9, v10, :cond_row_done

    aget-wide v11, v6, v9

    aget-wide v13, v8, v9

    add-double/2addr v11, v13

    add-int/lit8 v10, v9, -0x1

    aget-wide v13, v7, v10

    add-double/2addr v11, v13

    add-int/lit8 v10, v9, 0x1

    aget-wide v13, v7, v10

    add-double/2addr v11, v13

    mul-double/2addr v11, v1

    aget-wide v13, v7, v9

    mul-double/2addr v13, v3

    add-double/2addr v11, v13

    aput-wide v11, v7, v9

    add-int/lit8 v9, v9, 0x1

    goto :goto_cols

    :cond_row_done
    add-int/lit8 v5, v5, 0x1

    goto :goto_rows

    :cond_done
    return-void
.end method
