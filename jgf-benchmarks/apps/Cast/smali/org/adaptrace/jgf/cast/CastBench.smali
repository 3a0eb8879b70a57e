.class public final Lorg/adaptrace/jgf/cast/CastBench;
.super Ljava/lang/Object;
.source "CastBench.java"


# static fields
.field private static final EDGES:[D

.field private static final ITERATIONS:[I

.field private static failure:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/cast/CastBench;->ITERATIONS:[I

    const/16 v0, 0x1c

    new-array v0, v0, [D

    fill-array-data v0, :array_edges

    sput-object v0, Lorg/adaptrace/jgf/cast/CastBench;->EDGES:[D

    return-void

    :array_iterations
    .array-data 4
        0x4e20
        0x61a80
        0x9896800
    .end array-data

    :array_edges
    .array-data 8
        0x0L    # 0.0
        -0x8000000000000000L    # -0.0
        0x3ff0000000000000L    # 1.0
        -0x4008000000000000L    # -1.5
        0x4004000000000000L    # 2.5
        0x405fe00000000000L    # 127.5
        0x4060000000000000L    # 128.0
        -0x3f9fe00000000000L    # -129.0
        0x40dffff99999999aL    # 32767.9
        0x40effff000000000L    # 65535.5
        0x40f0000000000000L    # 65536.0
        0x41dfffffffc00000L    # 2147483647.0
        0x41e0000000000000L    # 2147483648.0
        -0x3e1fffffffe00000L    # -2147483649.0
        0x4202a05f20000000L    # 1.0E10
        -0x3c543e9298b13800L    # -1.0E18
        0x43e02207973f6440L    # 9.3E18
        -0x3c1fddf868c09bc0L    # -9.3E18
        0x47eff933c78cdfadL    # 3.4E38
        0x47f074f8c4d3cd7bL    # 3.5E38
        0x7e37e43c8800759cL    # 1.0E300
        0x369ff868bf4d956aL    # 1.4E-45
        0x7e8L    # 1.0E-320
        0x7fefffffffffffffL    # Double.MAX_VALUE
        0x1L    # Double.MIN_VALUE
        0x7ff0000000000000L    # Double.POSITIVE_INFINITY
        -0x10000000000000L    # Double.NEGATIVE_INFINITY
        0x7ff8000000000000L    # Double.NaN
    .end array-data
.end method

.method private constructor <init>()V
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
    invoke-static {v0}, Lorg/adaptrace/jgf/cast/CastBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_given

    const-string v0, "small"

    goto :goto_name

    :cond_given
    move-object v0, p0

    :goto_name
    const-string v1, "small"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_small

    const/4 v1, 0x0

    goto :goto_index

    :cond_not_small
    const-string v1, "benchmark"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_benchmark

    const/4 v1, 0x1

    goto :goto_index

    :cond_not_benchmark
    const-string v1, "steady"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_unknown

    const/4 v1, 0x2

    :goto_index
    const/4 v2, 0x0

    sput-object v2, Lorg/adaptrace/jgf/cast/CastBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/cast/CastBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/cast/CastBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/cast/CastBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Cast size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/cast/CastBench;->failure:Ljava/lang/String;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_valid
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum="

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v1, Ljava/lang/IllegalArgumentException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown size \'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, "\': use small, benchmark or steady"

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1
.end method

.method private static fail(Ljava/lang/String;)V
    .registers 2
    .param p0, "reason"    # Ljava/lang/String;

    sget-object v0, Lorg/adaptrace/jgf/cast/CastBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/cast/CastBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/cast/CastBench;->intCasts(I)J

    move-result-wide v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/cast/CastBench;->longCasts(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/cast/CastBench;->doubleCasts(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method static intCasts(I)J
    .registers 16
    .param p0, "n"    # I

    const v1, 0x2545f491

    const-wide/16 v2, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    const v14, 0x41c64e6d

    mul-int/2addr v1, v14

    add-int/lit16 v1, v1, 0x3039

    int-to-byte v4, v1

    int-to-char v5, v1

    int-to-short v6, v1

    int-to-long v7, v1

    int-to-float v9, v1

    int-to-double v10, v1

    double-to-int v14, v10

    if-ne v14, v1, :cond_double_bad

    double-to-long v12, v10

    cmp-long v14, v12, v7

    if-eqz v14, :cond_double_ok

    :cond_double_bad
    const-string v14, "int-double"

    invoke-static {v14}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_double_ok
    and-int/lit16 v14, v4, 0xff

    and-int/lit16 v12, v1, 0xff

    if-ne v14, v12, :cond_narrow_bad

    const v14, 0xffff

    and-int/2addr v14, v1

    if-ne v5, v14, :cond_narrow_bad

    int-to-short v14, v5

    if-eq v14, v6, :cond_narrow_ok

    :cond_narrow_bad
    const-string v14, "int-narrow"

    invoke-static {v14}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_narrow_ok
    float-to-int v14, v9

    int-to-long v10, v4

    add-long/2addr v2, v10

    const-wide/16 v10, 0x7

    mul-long/2addr v2, v10

    int-to-long v12, v5

    add-long/2addr v2, v12

    mul-long/2addr v2, v10

    int-to-long v12, v6

    add-long/2addr v2, v12

    int-to-long v10, v14

    and-int/lit8 v14, v0, 0x1f

    shl-long/2addr v10, v14

    xor-long/2addr v2, v10

    float-to-long v10, v9

    sub-long/2addr v10, v7

    add-long/2addr v2, v10

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    return-wide v2
.end method

.method static longCasts(I)J
    .registers 19
    .param p0, "n"    # I

    move/from16 v0, p0

    const-wide v2, -0x61c8864680b583ebL

    const-wide/16 v16, 0x0

    const/4 v1, 0x0

    :goto_loop
    if-ge v1, v0, :cond_end

    const-wide v12, 0x5851f42d4c957f2dL

    mul-long/2addr v2, v12

    const-wide v12, 0x14057b7ef767814fL

    add-long/2addr v2, v12

    and-int/lit8 v14, v1, 0x3f

    shr-long v4, v2, v14

    long-to-int v6, v4

    long-to-float v7, v4

    long-to-double v8, v4

    float-to-long v10, v7

    double-to-long v8, v8

    const-wide/high16 v12, -0x20000000000000L

    cmp-long v14, v4, v12

    if-ltz v14, :cond_exact_ok

    const-wide/high16 v12, 0x20000000000000L

    cmp-long v14, v4, v12

    if-gtz v14, :cond_exact_ok

    cmp-long v14, v8, v4

    if-eqz v14, :cond_exact_ok

    const-string v14, "long-double"

    invoke-static {v14}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_exact_ok
    const/16 v14, 0x20

    shl-long v12, v4, v14

    shr-long/2addr v12, v14

    int-to-long v14, v6

    cmp-long v12, v14, v12

    if-eqz v12, :cond_int_ok

    const-string v12, "long-int"

    invoke-static {v12}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_int_ok
    const-wide/16 v12, 0x1f

    mul-long v16, v16, v12

    int-to-long v14, v6

    add-long v16, v16, v14

    mul-long v16, v16, v12

    sub-long v14, v10, v8

    add-long v16, v16, v14

    mul-long v16, v16, v12

    invoke-static {v7}, Ljava/lang/Float;->floatToIntBits(F)I

    move-result v14

    int-to-long v14, v14

    add-long v16, v16, v14

    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_end
    return-wide v16
.end method

.method static doubleCasts(I)J
    .registers 21
    .param p0, "n"    # I

    move/from16 v1, p0

    const-wide/16 v16, 0x0

    const/16 v18, 0x0

    sget-object v9, Lorg/adaptrace/jgf/cast/CastBench;->EDGES:[D

    array-length v9, v9

    move/from16 v19, v9

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, v1, :cond_end

    sget-object v9, Lorg/adaptrace/jgf/cast/CastBench;->EDGES:[D

    rem-int v14, v0, v19

    aget-wide v2, v9, v14

    div-int v9, v0, v19

    and-int/lit8 v14, v9, 0x1

    if-eqz v14, :cond_even_round

    neg-double v2, v2

    :cond_even_round
    and-int/lit8 v9, v9, 0x3

    int-to-double v14, v9

    const-wide/high16 v4, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v14, v4

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    add-double/2addr v4, v14

    mul-double/2addr v2, v4

    double-to-int v6, v2

    double-to-long v4, v2

    double-to-float v7, v2

    float-to-int v8, v7

    float-to-long v10, v7

    float-to-double v12, v7

    cmpl-double v9, v2, v2

    if-eqz v9, :cond_not_nan

    add-int/lit8 v18, v18, 0x1

    if-nez v6, :cond_nan_bad

    const-wide/16 v14, 0x0

    cmp-long v9, v4, v14

    if-nez v9, :cond_nan_bad

    if-eqz v8, :cond_checked

    :cond_nan_bad
    const-string v9, "nan"

    invoke-static {v9}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    goto :cond_checked

    :cond_not_nan
    const-wide v14, 0x41dfffffffc00000L    # 2147483647.0

    cmpl-double v9, v2, v14

    if-ltz v9, :cond_not_high

    const v9, 0x7fffffff

    if-eq v6, v9, :cond_checked

    const-string v9, "int-high"

    invoke-static {v9}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    goto :cond_checked

    :cond_not_high
    const-wide/high16 v14, -0x3e20000000000000L    # -2147483648.0

    cmpg-double v9, v2, v14

    if-gtz v9, :cond_checked

    const/high16 v9, -0x80000000

    if-eq v6, v9, :cond_checked

    const-string v9, "int-low"

    invoke-static {v9}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_checked
    double-to-float v9, v12

    cmpl-float v9, v9, v7

    if-eqz v9, :cond_back_ok

    cmpl-float v9, v7, v7

    if-nez v9, :cond_back_ok

    const-string v9, "float-double"

    invoke-static {v9}, Lorg/adaptrace/jgf/cast/CastBench;->fail(Ljava/lang/String;)V

    :cond_back_ok
    int-to-byte v2, v6

    long-to-int v3, v4

    int-to-char v3, v3

    int-to-short v7, v8

    const-wide/16 v14, 0x1f

    mul-long v16, v16, v14

    int-to-long v14, v6

    add-long v16, v16, v14

    const-wide/16 v14, 0x1f

    mul-long v16, v16, v14

    add-long v16, v16, v4

    const-wide/16 v14, 0x1f

    mul-long v16, v16, v14

    int-to-long v14, v8

    add-long v16, v16, v14

    add-long v16, v16, v10

    int-to-long v14, v2

    add-long v16, v16, v14

    int-to-long v14, v3

    add-long v16, v16, v14

    int-to-long v14, v7

    add-long v16, v16, v14

    const-wide/16 v14, 0x1f

    mul-long v16, v16, v14

    invoke-static {v12, v13}, Ljava/lang/Double;->doubleToLongBits(D)J

    move-result-wide v14

    add-long v16, v16, v14

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    const-wide/16 v14, 0x1f

    mul-long v16, v16, v14

    move/from16 v9, v18

    int-to-long v14, v9

    add-long v16, v16, v14

    return-wide v16
.end method
