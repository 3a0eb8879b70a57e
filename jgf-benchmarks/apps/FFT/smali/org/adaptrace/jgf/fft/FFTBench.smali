.class public final Lorg/adaptrace/jgf/fft/FFTBench;
.super Ljava/lang/Object;
.source "FFTBench.java"


# static fields
.field private static final MAX_RMS:D = 1.0E-9

.field private static final POINTS:[I

.field private static final ROUNDS:[I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_points

    sput-object v0, Lorg/adaptrace/jgf/fft/FFTBench;->POINTS:[I

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_rounds

    sput-object v0, Lorg/adaptrace/jgf/fft/FFTBench;->ROUNDS:[I

    return-void

    :array_points
    .array-data 4
        0x1000
        0x10000
        0x10000
    .end array-data

    :array_rounds
    .array-data 4
        0x3
        0x2
        0x276
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private static bitReverse([D[D)V
    .registers 9
    .param p0, "re"    # [D
    .param p1, "im"    # [D

    array-length v0, p0

    const/4 v1, 0x0

    const/4 v2, 0x0

    :goto_outer
    add-int/lit8 v3, v0, -0x1

    if-ge v2, v3, :cond_done

    if-ge v2, v1, :cond_no_swap

    aget-wide v3, p0, v2

    aget-wide v5, p0, v1

    aput-wide v5, p0, v2

    aput-wide v3, p0, v1

    aget-wide v3, p1, v2

    aget-wide v5, p1, v1

    aput-wide v5, p1, v2

    aput-wide v3, p1, v1

    :cond_no_swap
    shr-int/lit8 v3, v0, 0x1

    :goto_inner
    if-gt v3, v1, :cond_inner_done

    sub-int/2addr v1, v3

    shr-int/lit8 v3, v3, 0x1

    goto :goto_inner

    :cond_inner_done
    add-int/2addr v1, v3

    add-int/lit8 v2, v2, 0x1

    goto :goto_outer

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
    invoke-static {v0}, Lorg/adaptrace/jgf/fft/FFTBench;->report(Ljava/lang/String;)Ljava/lang/String;

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
    sget-object v1, Lorg/adaptrace/jgf/fft/FFTBench;->POINTS:[I

    aget v1, v1, v0

    sget-object v2, Lorg/adaptrace/jgf/fft/FFTBench;->ROUNDS:[I

    aget v0, v2, v0

    invoke-static {v1, v0}, Lorg/adaptrace/jgf/fft/FFTBench;->run(II)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF FFT size="

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

.method private static rmsError([D[D[D[DD)D
    .registers 16
    .param p0, "re"    # [D
    .param p1, "im"    # [D
    .param p2, "re0"    # [D
    .param p3, "im0"    # [D
    .param p4, "scale"    # D

    array-length v0, p0

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, v0, :cond_done

    aget-wide v4, p0, v3

    mul-double/2addr v4, p4

    aget-wide v8, p2, v3

    sub-double/2addr v4, v8

    aget-wide v6, p1, v3

    mul-double/2addr v6, p4

    aget-wide v8, p3, v3

    sub-double/2addr v6, v8

    mul-double/2addr v4, v4

    mul-double/2addr v6, v6

    add-double/2addr v4, v6

    add-double/2addr v1, v4

    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_done
    int-to-double v3, v0

    div-double/2addr v1, v3

    invoke-static {v1, v2}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    return-wide v0
.end method

.method private static run(II)Ljava/lang/String;
    .registers 22
    .param p0, "n"    # I
    .param p1, "rounds"    # I

    move/from16 v6, p0

    move/from16 v7, p1

    new-array v0, v6, [D

    new-array v1, v6, [D

    new-array v2, v6, [D

    new-array v3, v6, [D

    new-instance v4, Ljava/util/Random;

    const-wide/32 v10, 0x134d821

    invoke-direct {v4, v10, v11}, Ljava/util/Random;-><init>(J)V

    const-wide/16 v16, 0x0

    const-wide/16 v18, 0x0

    const/4 v5, 0x0

    :goto_round
    if-ge v5, v7, :cond_rounds_done

    const/4 v8, 0x0

    :goto_fill
    if-ge v8, v6, :cond_filled

    invoke-virtual {v4}, Ljava/util/Random;->nextDouble()D

    move-result-wide v10

    const-wide/high16 v14, 0x3fe0000000000000L    # 0.5

    sub-double/2addr v10, v14

    invoke-virtual {v4}, Ljava/util/Random;->nextDouble()D

    move-result-wide v12

    sub-double/2addr v12, v14

    aput-wide v10, v0, v8

    aput-wide v12, v1, v8

    aput-wide v10, v2, v8

    aput-wide v12, v3, v8

    add-int/lit8 v8, v8, 0x1

    goto :goto_fill

    :cond_filled
    const/4 v9, -0x1

    invoke-static {v0, v1, v9}, Lorg/adaptrace/jgf/fft/FFTBench;->transform([D[DI)V

    const/4 v8, 0x0

    :goto_sum
    if-ge v8, v6, :cond_summed

    aget-wide v10, v0, v8

    invoke-static {v10, v11}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    aget-wide v12, v1, v8

    invoke-static {v12, v13}, Ljava/lang/Math;->abs(D)D

    move-result-wide v12

    add-double/2addr v10, v12

    and-int/lit8 v9, v8, 0xf

    add-int/lit8 v9, v9, 0x1

    int-to-double v12, v9

    mul-double/2addr v10, v12

    add-double v16, v16, v10

    add-int/lit8 v8, v8, 0x1

    goto :goto_sum

    :cond_summed
    const/4 v9, 0x1

    invoke-static {v0, v1, v9}, Lorg/adaptrace/jgf/fft/FFTBench;->transform([D[DI)V

    const-wide/high16 v12, 0x3ff0000000000000L    # 1.0

    int-to-double v14, v6

    div-double v14, v12, v14

    move-object v10, v0

    move-object v11, v1

    move-object v12, v2

    move-object v13, v3

    invoke-static/range {v10 .. v15}, Lorg/adaptrace/jgf/fft/FFTBench;->rmsError([D[D[D[DD)D

    move-result-wide v10

    cmpl-double v9, v10, v18

    if-lez v9, :cond_not_worse

    move-wide/from16 v18, v10

    :cond_not_worse
    add-int/lit8 v5, v5, 0x1

    goto :goto_round

    :cond_rounds_done
    const-wide v10, 0x3e112e0be826d695L    # 1e-9

    cmpg-double v9, v18, v10

    if-ltz v9, :cond_valid

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "INVALID-inverse-rms-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    move-wide/from16 v1, v18

    invoke-virtual {v0, v1, v2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_valid
    move-wide/from16 v0, v16

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method private static transform([D[DI)V
    .registers 26
    .param p0, "re"    # [D
    .param p1, "im"    # [D
    .param p2, "sign"    # I

    move-object/from16 v0, p0

    array-length v0, v0

    invoke-static/range {p0 .. p1}, Lorg/adaptrace/jgf/fft/FFTBench;->bitReverse([D[D)V

    const/4 v1, 0x2

    :goto_len
    if-gt v1, v0, :cond_done

    shr-int/lit8 v2, v1, 0x1

    move/from16 v3, p2

    int-to-double v11, v3

    const-wide/high16 v13, 0x4000000000000000L    # 2.0

    mul-double/2addr v11, v13

    const-wide v13, 0x400921fb54442d18L    # Math.PI

    mul-double/2addr v11, v13

    int-to-double v13, v1

    div-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/StrictMath;->cos(D)D

    move-result-wide v7

    invoke-static {v11, v12}, Ljava/lang/StrictMath;->sin(D)D

    move-result-wide v9

    const/4 v3, 0x0

    :goto_start
    if-ge v3, v0, :cond_start_done

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    const-wide/16 v13, 0x0

    const/4 v4, 0x0

    :goto_k
    if-ge v4, v2, :cond_k_done

    add-int v5, v3, v4

    add-int v6, v5, v2

    aget-wide v15, p0, v6

    mul-double v15, v11, v15

    aget-wide v17, p1, v6

    mul-double v17, v13, v17

    sub-double v15, v15, v17

    aget-wide v17, p1, v6

    mul-double v17, v11, v17

    aget-wide v19, p0, v6

    mul-double v19, v13, v19

    add-double v17, v17, v19

    aget-wide v19, p0, v5

    sub-double v19, v19, v15

    aput-wide v19, p0, v6

    aget-wide v19, p1, v5

    sub-double v19, v19, v17

    aput-wide v19, p1, v6

    aget-wide v19, p0, v5

    add-double v19, v19, v15

    aput-wide v19, p0, v5

    aget-wide v19, p1, v5

    add-double v19, v19, v17

    aput-wide v19, p1, v5

    mul-double v19, v11, v7

    mul-double v21, v13, v9

    sub-double v19, v19, v21

    mul-double v21, v11, v9

    mul-double v13, v13, v7

    add-double v13, v21, v13

    move-wide/from16 v11, v19

    add-int/lit8 v4, v4, 0x1

    goto :goto_k

    :cond_k_done
    add-int/2addr v3, v1

    goto :goto_start

    :cond_start_done
    shl-int/lit8 v1, v1, 0x1

    goto :goto_len

    :cond_done
    return-void
.end method
