.class public final Lorg/adaptrace/jgf/arith/ArithBench;
.super Ljava/lang/Object;
.source "ArithBench.java"


# static fields
.field private static final ITERATIONS:[I

.field private static failure:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/arith/ArithBench;->ITERATIONS:[I

    return-void

    :array_iterations
    .array-data 4
        0x4e20
        0x61a80
        0x3d09000
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
    invoke-static {v0}, Lorg/adaptrace/jgf/arith/ArithBench;->report(Ljava/lang/String;)Ljava/lang/String;

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

    sput-object v2, Lorg/adaptrace/jgf/arith/ArithBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/arith/ArithBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/arith/ArithBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/arith/ArithBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Arith size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/arith/ArithBench;->failure:Ljava/lang/String;

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

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/arith/ArithBench;->intKernel(I)I

    move-result v0

    int-to-long v0, v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/arith/ArithBench;->longKernel(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/arith/ArithBench;->floatKernel(I)F

    move-result v4

    invoke-static {v4}, Ljava/lang/Float;->floatToIntBits(F)I

    move-result v4

    int-to-long v4, v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/arith/ArithBench;->doubleKernel(I)D

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/Double;->doubleToLongBits(D)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method private static fail(Ljava/lang/String;)V
    .registers 2
    .param p0, "reason"    # Ljava/lang/String;

    sget-object v0, Lorg/adaptrace/jgf/arith/ArithBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/arith/ArithBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method static intKernel(I)I
    .registers 10
    .param p0, "n"    # I

    const/4 v0, 0x1

    const/4 v1, 0x7

    const/4 v2, 0x0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, p0, :cond_end

    add-int/2addr v0, v1

    shr-int/lit8 v7, v0, 0x3

    sub-int/2addr v1, v7

    mul-int/lit8 v0, v0, 0x5

    add-int/2addr v0, v3

    shl-int/lit8 v7, v0, 0x2

    xor-int/2addr v1, v7

    and-int/lit16 v7, v1, 0x3ff

    add-int/lit8 v4, v7, 0x1

    div-int v5, v0, v4

    rem-int v6, v0, v4

    mul-int v7, v5, v4

    add-int/2addr v7, v6

    if-eq v7, v0, :cond_divrem_ok

    const-string v7, "int-divrem"

    invoke-static {v7}, Lorg/adaptrace/jgf/arith/ArithBench;->fail(Ljava/lang/String;)V

    :cond_divrem_ok
    and-int/lit8 v7, v3, 0x3

    packed-switch v7, :pswitch_data

    and-int/lit16 v7, v1, 0xff

    shl-int/lit8 v7, v7, 0x8

    not-int v8, v1

    and-int/lit8 v8, v8, 0xf

    or-int/2addr v7, v8

    add-int/2addr v2, v7

    goto :goto_switch_end

    :pswitch_2
    ushr-int/lit8 v7, v0, 0x7

    xor-int/2addr v2, v7

    goto :goto_switch_end

    :pswitch_1
    mul-int/lit8 v7, v6, 0x3

    sub-int/2addr v2, v7

    goto :goto_switch_end

    :pswitch_0
    add-int/2addr v2, v5

    :goto_switch_end
    xor-int v7, v2, v1

    xor-int/2addr v7, v1

    if-eq v7, v2, :cond_xor_ok

    const-string v7, "int-xor"

    invoke-static {v7}, Lorg/adaptrace/jgf/arith/ArithBench;->fail(Ljava/lang/String;)V

    :cond_xor_ok
    div-int/lit8 v7, v0, 0x3

    rem-int/lit16 v8, v2, 0x3e8

    sub-int v0, v7, v8

    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_end
    xor-int v7, v2, v0

    xor-int/2addr v7, v1

    return v7

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method static longKernel(I)J
    .registers 16
    .param p0, "n"    # I

    const-wide v0, 0x123456789L

    const-wide/32 v2, -0x181cd

    const-wide/16 v4, 0x1

    const/4 v14, 0x0

    :goto_loop
    if-ge v14, p0, :cond_end

    const-wide v12, 0x5851f42d4c957f2dL

    mul-long/2addr v0, v12

    const-wide v12, 0x14057b7ef767814fL

    add-long/2addr v0, v12

    const/16 v6, 0x21

    ushr-long v12, v0, v6

    add-long/2addr v2, v12

    const-wide/32 v6, 0xffff

    and-long/2addr v6, v2

    const-wide/16 v12, 0x3

    add-long/2addr v6, v12

    div-long v8, v0, v6

    rem-long v10, v0, v6

    mul-long v12, v8, v6

    add-long/2addr v12, v10

    cmp-long v12, v12, v0

    if-eqz v12, :cond_divrem_ok

    const-string v12, "long-divrem"

    invoke-static {v12}, Lorg/adaptrace/jgf/arith/ArithBench;->fail(Ljava/lang/String;)V

    :cond_divrem_ok
    const-wide/16 v6, 0x0

    cmp-long v12, v0, v6

    if-gez v12, :cond_non_negative

    const-wide/16 v6, 0x1f

    mul-long/2addr v4, v6

    and-int/lit8 v6, v14, 0xf

    shl-long v10, v10, v6

    add-long/2addr v4, v10

    goto :goto_join

    :cond_non_negative
    const/4 v6, 0x5

    shr-long v8, v8, v6

    sub-long/2addr v4, v8

    const-wide/16 v6, 0xf0

    or-long/2addr v6, v2

    add-long/2addr v4, v6

    :goto_join
    int-to-long v6, v14

    const/16 v8, 0x28

    shl-long/2addr v6, v8

    xor-long/2addr v4, v6

    const/16 v8, 0xd

    shl-long v6, v2, v8

    xor-long/2addr v2, v6

    const-wide v6, 0xffffffffffL

    and-long/2addr v2, v6

    const-wide/16 v6, 0x3e8

    rem-long v6, v0, v6

    sub-long/2addr v2, v6

    add-int/lit8 v14, v14, 0x1

    goto :goto_loop

    :cond_end
    add-long v6, v4, v0

    sub-long/2addr v6, v2

    return-wide v6
.end method

.method static floatKernel(I)F
    .registers 7
    .param p0, "n"    # I

    const/high16 v0, 0x3fc00000    # 1.5f

    const/high16 v1, 0x40100000    # 2.25f

    const/4 v2, 0x0

    const/4 v3, 0x0

    :goto_loop
    if-ge v3, p0, :cond_end

    const/high16 v4, 0x3fe00000    # 1.75f

    mul-float/2addr v0, v4

    add-float/2addr v0, v1

    const/high16 v4, 0x42c20000    # 97.0f

    rem-float/2addr v0, v4

    const/high16 v4, 0x41000000    # 8.0f

    div-float v4, v0, v4

    sub-float/2addr v1, v4

    const/high16 v4, 0x41500000    # 13.0f

    rem-float/2addr v1, v4

    rem-int/lit8 v4, v3, 0x3

    packed-switch v4, :pswitch_data

    const/high16 v4, 0x3f880000    # 1.0625f

    div-float/2addr v2, v4

    mul-float v4, v0, v1

    add-float/2addr v2, v4

    goto :goto_switch_end

    :pswitch_1
    const/high16 v4, 0x3f000000    # 0.5f

    mul-float v4, v1, v4

    sub-float/2addr v2, v4

    goto :goto_switch_end

    :pswitch_0
    add-float/2addr v2, v0

    :goto_switch_end
    cmpl-float v4, v2, v2

    if-eqz v4, :cond_not_nan

    const-string v4, "float-nan"

    invoke-static {v4}, Lorg/adaptrace/jgf/arith/ArithBench;->fail(Ljava/lang/String;)V

    :cond_not_nan
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_end
    add-float v4, v2, v0

    sub-float/2addr v4, v1

    return v4

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method static doubleKernel(I)D
    .registers 12
    .param p0, "n"    # I

    const-wide v0, 0x3fb999999999999aL    # 0.1

    const-wide v2, 0x400d99999999999aL    # 3.7

    const-wide/16 v4, 0x0

    const/4 v10, 0x0

    :goto_loop
    if-ge v10, p0, :cond_end

    const-wide/high16 v6, 0x4004000000000000L    # 2.5

    mul-double/2addr v0, v6

    const-wide/high16 v6, 0x4008000000000000L    # 3.0

    div-double v6, v2, v6

    sub-double/2addr v0, v6

    const-wide v6, 0x408f400000000000L    # 1000.0

    rem-double/2addr v0, v6

    neg-double v2, v2

    const-wide v6, 0x3f50624dd2f1a9fcL    # 0.001

    mul-double/2addr v6, v0

    add-double/2addr v2, v6

    const-wide/high16 v6, 0x4031000000000000L    # 17.0

    rem-double/2addr v2, v6

    const-wide/high16 v6, 0x3fe0000000000000L    # 0.5

    add-double/2addr v2, v6

    cmpl-double v6, v0, v2

    if-lez v6, :cond_not_greater

    sub-double v6, v0, v2

    add-int/lit8 v8, v10, 0x1

    int-to-double v8, v8

    div-double/2addr v6, v8

    add-double/2addr v4, v6

    goto :goto_join

    :cond_not_greater
    neg-double v6, v2

    cmpg-double v6, v0, v6

    if-gez v6, :cond_middle

    const-wide v6, 0x3feff7ced916872bL    # 0.999

    mul-double/2addr v4, v6

    sub-double/2addr v4, v2

    goto :goto_join

    :cond_middle
    mul-double v6, v0, v2

    const-wide/high16 v8, 0x4050000000000000L    # 64.0

    div-double/2addr v6, v8

    sub-double/2addr v4, v6

    :goto_join
    cmpl-double v6, v4, v4

    if-eqz v6, :cond_not_nan

    const-string v6, "double-nan"

    invoke-static {v6}, Lorg/adaptrace/jgf/arith/ArithBench;->fail(Ljava/lang/String;)V

    :cond_not_nan
    add-int/lit8 v10, v10, 0x1

    goto :goto_loop

    :cond_end
    const-wide/high16 v6, 0x3ff8000000000000L    # 1.5

    mul-double/2addr v6, v4

    div-double v8, v0, v2

    add-double/2addr v6, v8

    return-wide v6
.end method
