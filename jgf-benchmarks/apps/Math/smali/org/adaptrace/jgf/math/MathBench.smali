.class public final Lorg/adaptrace/jgf/math/MathBench;
.super Ljava/lang/Object;
.source "MathBench.java"


# static fields
.field static final M:I = 0x40

.field private static final REPS:[I

.field static da:[D

.field static fa:[F

.field static ia:[I

.field static la:[J

.field static seed:J

.field static ua:[D


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_reps

    sput-object v0, Lorg/adaptrace/jgf/math/MathBench;->REPS:[I

    return-void

    :array_reps
    .array-data 4
        0x10
        0xf0
        0x3e80
    .end array-data
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3

    array-length v0, p0

    if-lez v0, :cond_default

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_run

    :cond_default
    const/4 v0, 0x0

    :goto_run
    invoke-static {v0}, Lorg/adaptrace/jgf/math/MathBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

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
    sget-object v2, Lorg/adaptrace/jgf/math/MathBench;->REPS:[I

    aget v1, v2, v1

    invoke-static {v1}, Lorg/adaptrace/jgf/math/MathBench;->run(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "JGF Math size="

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum="

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

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

.method static run(I)Ljava/lang/String;
    .registers 7

    invoke-static {}, Lorg/adaptrace/jgf/math/MathBench;->makeData()V

    const-wide/16 v0, 0x11

    const/4 v2, 0x0

    const/4 v3, 0x0

    :goto_rep
    if-ge v3, p0, :cond_done

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->absInt(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->absLong(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->absFloat(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->absDouble(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->maxMinInt(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->maxMinLong(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->maxMinFloat(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->maxMinDouble(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->logExp(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->sqrtPow(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->floorCeil(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->rounding(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->trig(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->invTrig(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->hyper(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->misc(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->exact(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->opTableD(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->opTableI(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->opTableF(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->classifyAll(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->series(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->newton(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->rotate(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->stats(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->intPow(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->octants(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->quadratic(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->triangles(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->complexOps(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->opTableL(I)J

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mixL(JJ)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->erfGamma(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->exponents(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->pieces(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->interp(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->unaryTable(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->binaryTable(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->floatOps(I)D

    move-result-wide v4

    invoke-static {v0, v1, v4, v5}, Lorg/adaptrace/jgf/math/MathBench;->mix(JD)J

    move-result-wide v0

    invoke-static {v3}, Lorg/adaptrace/jgf/math/MathBench;->validate(I)I

    move-result v4

    or-int/2addr v2, v4

    add-int/lit8 v3, v3, 0x1

    goto :goto_rep

    :cond_done
    invoke-static {v2}, Lorg/adaptrace/jgf/math/MathBench;->failName(I)Ljava/lang/String;

    move-result-object v3

    if-eqz v2, :cond_valid

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "INVALID-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_valid
    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method static mix(JD)J
    .registers 8

    const-wide/32 v0, 0xf4243

    mul-long/2addr v0, p0

    const-wide/high16 v2, 0x4090000000000000L    # 1024.0

    mul-double/2addr v2, p2

    double-to-long v2, v2

    add-long/2addr v0, v2

    return-wide v0
.end method

.method static mixL(JJ)J
    .registers 8

    xor-long v0, p0, p2

    const-wide/32 v2, 0xf4243

    mul-long/2addr v0, v2

    const/16 v2, 0x1d

    ushr-long v2, p2, v2

    add-long/2addr v0, v2

    return-wide v0
.end method

.method static nextInt()I
    .registers 4

    sget-wide v0, Lorg/adaptrace/jgf/math/MathBench;->seed:J

    const-wide v2, 0x5851f42d4c957f2dL

    mul-long/2addr v0, v2

    const-wide v2, 0x14057b7ef767814fL

    add-long/2addr v0, v2

    sput-wide v0, Lorg/adaptrace/jgf/math/MathBench;->seed:J

    const/16 v2, 0x20

    ushr-long/2addr v0, v2

    long-to-int v0, v0

    return v0
.end method

.method static makeData()V
    .registers 14

    const-wide v0, 0x2545f4914f6cdd1dL

    sput-wide v0, Lorg/adaptrace/jgf/math/MathBench;->seed:J

    const/16 v0, 0x40

    new-array v0, v0, [I

    const/16 v1, 0x40

    new-array v1, v1, [J

    const/16 v2, 0x40

    new-array v2, v2, [D

    const/16 v3, 0x40

    new-array v3, v3, [F

    const/16 v4, 0x40

    new-array v4, v4, [D

    const/4 v5, 0x0

    :goto_fill
    const/16 v6, 0x40

    if-ge v5, v6, :cond_filled

    invoke-static {}, Lorg/adaptrace/jgf/math/MathBench;->nextInt()I

    move-result v6

    aput v6, v0, v5

    int-to-long v7, v6

    const/16 v9, 0x20

    shl-long/2addr v7, v9

    invoke-static {}, Lorg/adaptrace/jgf/math/MathBench;->nextInt()I

    move-result v9

    int-to-long v9, v9

    const-wide v11, 0xffffffffL

    and-long/2addr v9, v11

    xor-long/2addr v7, v9

    aput-wide v7, v1, v5

    const v7, 0xffffff

    and-int/2addr v7, v6

    int-to-double v7, v7

    const-wide/high16 v9, 0x4130000000000000L    # 1048576.0

    div-double/2addr v7, v9

    const-wide/high16 v9, 0x4020000000000000L    # 8.0

    sub-double/2addr v7, v9

    aput-wide v7, v2, v5

    const-wide/high16 v9, 0x3ff8000000000000L    # 1.5

    mul-double/2addr v9, v7

    double-to-float v9, v9

    aput v9, v3, v5

    const-wide/high16 v9, 0x4020000000000000L    # 8.0

    div-double v9, v7, v9

    aput-wide v9, v4, v5

    add-int/lit8 v5, v5, 0x1

    goto :goto_fill

    :cond_filled
    const/4 v5, 0x3

    const/high16 v6, -0x80000000

    aput v6, v0, v5

    const/4 v5, 0x7

    const/4 v6, 0x0

    aput v6, v0, v5

    const/16 v5, 0xb

    const v6, 0x7fffffff

    aput v6, v0, v5

    const/4 v5, 0x5

    const-wide/high16 v6, -0x8000000000000000L

    aput-wide v6, v1, v5

    const/16 v5, 0x9

    const-wide/16 v6, 0x0

    aput-wide v6, v1, v5

    const/4 v5, 0x2

    const-wide/16 v6, 0x0

    aput-wide v6, v2, v5

    const/16 v5, 0xd

    const-wide/high16 v6, -0x8000000000000000L    # -0.0

    aput-wide v6, v2, v5

    const/16 v5, 0x14

    const-wide/16 v6, 0x0

    aput-wide v6, v2, v5

    const/4 v5, 0x4

    const/4 v6, 0x0

    aput v6, v3, v5

    const/16 v5, 0x11

    const/high16 v6, -0x80000000    # -0.0f

    aput v6, v3, v5

    const/4 v5, 0x6

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    aput-wide v6, v4, v5

    const/16 v5, 0x8

    const-wide/high16 v6, -0x4010000000000000L    # -1.0

    aput-wide v6, v4, v5

    sput-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    sput-object v1, Lorg/adaptrace/jgf/math/MathBench;->la:[J

    sput-object v2, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    sput-object v3, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    sput-object v4, Lorg/adaptrace/jgf/math/MathBench;->ua:[D

    return-void
.end method

.method static absInt(I)J
    .registers 16

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    and-int/lit8 v1, p0, 0x7

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v7, v14, :cond_loop_end

    aget v8, v0, v7

    shr-int/2addr v8, v1

    invoke-static {v8}, Ljava/lang/Math;->abs(I)I

    move-result v9

    if-gez v9, :cond_not_wrapped

    const v9, 0x7fffffff

    add-int/lit8 v6, v6, 0x1

    goto :goto_classified

    :cond_not_wrapped
    if-gez v8, :cond_not_neg

    add-int/lit8 v4, v4, 0x1

    goto :goto_classified

    :cond_not_neg
    if-nez v8, :goto_classified

    add-int/lit8 v5, v5, 0x1

    :goto_classified
    and-int/lit8 v14, v9, 0x7

    packed-switch v14, :pswitch_data

    const-wide/16 v10, 0x1

    add-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_0
    int-to-long v10, v9

    add-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_1
    shr-int/lit8 v14, v9, 0x3

    int-to-long v10, v14

    sub-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_2
    int-to-long v10, v9

    xor-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_3
    int-to-long v10, v9

    const-wide/16 v12, 0x3

    mul-long/2addr v10, v12

    add-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_4
    ushr-int/lit8 v14, v9, 0x5

    int-to-long v10, v14

    add-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_5
    const v14, 0xffff

    and-int/2addr v14, v9

    int-to-long v10, v14

    sub-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_6
    rem-int/lit16 v14, v9, 0x3e8

    int-to-long v10, v14

    add-long/2addr v2, v10

    :goto_switch_end
    and-int/lit8 v14, v7, 0x1

    if-nez v14, :cond_odd

    sub-int v14, v8, v7

    invoke-static {v14}, Ljava/lang/Math;->abs(I)I

    move-result v14

    goto :goto_ternary

    :cond_odd
    add-int v14, v7, v8

    invoke-static {v14}, Ljava/lang/Math;->abs(I)I

    move-result v14

    neg-int v14, v14

    :goto_ternary
    int-to-long v10, v14

    add-long/2addr v2, v10

    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v12, 0x0

    const/4 v7, 0x1

    :goto_diff
    array-length v14, v0

    if-ge v7, v14, :cond_diff_end

    aget v8, v0, v7

    invoke-static {v8}, Ljava/lang/Math;->abs(I)I

    move-result v8

    if-gez v8, :cond_d_ok

    const/4 v8, 0x1

    :cond_d_ok
    const/high16 v14, 0x40000000

    if-lt v8, v14, :cond_d_small

    shr-int/lit8 v14, v8, 0x4

    goto :goto_d_add

    :cond_d_small
    add-int/lit8 v14, v7, -0x1

    aget v14, v0, v14

    invoke-static {v14}, Ljava/lang/Math;->abs(I)I

    move-result v14

    shr-int/lit8 v14, v14, 0x2

    sub-int v14, v8, v14

    :goto_d_add
    int-to-long v10, v14

    add-long/2addr v12, v10

    and-int/lit8 v14, p0, 0x1

    add-int/lit8 v14, v14, 0x1

    add-int/2addr v7, v14

    goto :goto_diff

    :cond_diff_end
    add-long/2addr v2, v12

    mul-int/lit8 v4, v4, 0x3

    mul-int/lit8 v5, v5, 0x5

    add-int/2addr v4, v5

    mul-int/lit8 v6, v6, 0x7

    add-int/2addr v4, v6

    int-to-long v4, v4

    add-long/2addr v2, v4

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static absLong(I)J
    .registers 18

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->la:[J

    and-int/lit8 v1, p0, 0xf

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v7, v14, :cond_loop_end

    aget-wide v8, v0, v7

    shr-long/2addr v8, v1

    invoke-static {v8, v9}, Ljava/lang/Math;->abs(J)J

    move-result-wide v10

    const-wide/16 v15, 0x0

    cmp-long v14, v10, v15

    if-gez v14, :cond_not_wrapped

    const-wide v10, 0x7fffffffffffffffL

    add-int/lit8 v6, v6, 0x1

    goto :goto_classified

    :cond_not_wrapped
    cmp-long v14, v8, v15

    if-gez v14, :cond_not_neg

    add-int/lit8 v4, v4, 0x1

    goto :goto_classified

    :cond_not_neg
    const-wide/32 v15, 0xf4240

    cmp-long v14, v10, v15

    if-gez v14, :goto_classified

    add-int/lit8 v5, v5, 0x1

    :goto_classified
    long-to-int v14, v10

    and-int/lit8 v14, v14, 0x7

    packed-switch v14, :pswitch_data

    const-wide/16 v12, 0x1

    add-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_0
    const/16 v14, 0x14

    ushr-long v12, v10, v14

    add-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_1
    const/16 v14, 0x18

    shr-long v12, v10, v14

    sub-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_2
    xor-long/2addr v2, v10

    goto :goto_switch_end

    :pswitch_3
    const-wide/16 v12, 0x3

    div-long v12, v10, v12

    add-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_4
    const-wide/32 v12, 0xf4243

    rem-long v12, v10, v12

    add-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_5
    const-wide/32 v12, 0xfffff

    and-long/2addr v12, v10

    sub-long/2addr v2, v12

    goto :goto_switch_end

    :pswitch_6
    const/16 v14, 0x28

    ushr-long v12, v10, v14

    add-long/2addr v2, v12

    :goto_switch_end
    rem-int/lit8 v14, v7, 0x3

    if-nez v14, :cond_not_third

    const-wide/16 v12, 0x7

    div-long v12, v8, v12

    invoke-static {v12, v13}, Ljava/lang/Math;->abs(J)J

    move-result-wide v12

    goto :goto_ternary

    :cond_not_third
    const-wide/16 v12, 0xb

    rem-long v12, v8, v12

    invoke-static {v12, v13}, Ljava/lang/Math;->abs(J)J

    move-result-wide v12

    neg-long v12, v12

    :goto_ternary
    add-long/2addr v2, v12

    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v8, 0x0

    const-wide/16 v10, 0x0

    const/4 v7, 0x0

    :goto_diff
    array-length v14, v0

    if-ge v7, v14, :cond_diff_end

    aget-wide v12, v0, v7

    invoke-static {v12, v13}, Ljava/lang/Math;->abs(J)J

    move-result-wide v12

    const-wide/16 v15, 0x0

    cmp-long v14, v12, v15

    if-gez v14, :cond_d_ok

    const-wide/16 v12, 0x3

    :cond_d_ok
    const-wide/high16 v15, 0x4000000000000000L

    cmp-long v14, v12, v15

    if-lez v14, :cond_d_small

    const/16 v14, 0x8

    ushr-long/2addr v12, v14

    goto :goto_d_add

    :cond_d_small
    xor-long/2addr v12, v8

    const/16 v14, 0x10

    ushr-long/2addr v12, v14

    :goto_d_add
    add-long/2addr v10, v12

    aget-wide v8, v0, v7

    and-int/lit8 v14, p0, 0x1

    add-int/lit8 v14, v14, 0x1

    add-int/2addr v7, v14

    goto :goto_diff

    :cond_diff_end
    add-long/2addr v2, v10

    mul-int/lit8 v4, v4, 0x3

    mul-int/lit8 v5, v5, 0x5

    add-int/2addr v4, v5

    mul-int/lit8 v6, v6, 0x7

    add-int/2addr v4, v6

    int-to-long v4, v4

    add-long/2addr v2, v4

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static absFloat(I)D
    .registers 16

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    and-int/lit8 v1, p0, 0x3

    int-to-float v1, v1

    const/high16 v10, 0x3f000000    # 0.5f

    mul-float/2addr v1, v10

    const/high16 v10, 0x3f800000    # 1.0f

    add-float/2addr v1, v10

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v7, v14, :cond_loop_end

    aget v8, v0, v7

    mul-float/2addr v8, v1

    and-int/lit8 v14, v7, 0x3

    int-to-float v14, v14

    sub-float/2addr v8, v14

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v9

    const/4 v10, 0x0

    cmpg-float v14, v8, v10

    if-gez v14, :cond_not_neg

    add-int/lit8 v4, v4, 0x1

    goto :goto_classified

    :cond_not_neg
    cmpl-float v14, v8, v10

    if-nez v14, :cond_not_zero

    add-int/lit8 v5, v5, 0x1

    goto :goto_classified

    :cond_not_zero
    const/high16 v10, 0x41200000    # 10.0f

    cmpl-float v14, v9, v10

    if-lez v14, :goto_classified

    add-int/lit8 v6, v6, 0x1

    :goto_classified
    rem-int/lit8 v14, v7, 0x6

    packed-switch v14, :pswitch_data

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v10

    cmpl-float v14, v10, v8

    if-nez v14, :cond_abs_differs

    const-wide/high16 v12, 0x3ff0000000000000L    # 1.0

    goto :goto_abs_add

    :cond_abs_differs
    const-wide/high16 v12, -0x4010000000000000L    # -1.0

    :goto_abs_add
    add-double/2addr v2, v12

    goto :goto_switch_end

    :pswitch_0
    float-to-double v12, v9

    add-double/2addr v2, v12

    goto :goto_switch_end

    :pswitch_1
    const/high16 v10, 0x3f000000    # 0.5f

    mul-float v10, v9, v10

    float-to-double v12, v10

    sub-double/2addr v2, v12

    goto :goto_switch_end

    :pswitch_2
    const/high16 v10, 0x40400000    # 3.0f

    sub-float v10, v9, v10

    invoke-static {v10}, Ljava/lang/Math;->abs(F)F

    move-result v10

    float-to-double v12, v10

    add-double/2addr v2, v12

    goto :goto_switch_end

    :pswitch_3
    mul-float v10, v9, v9

    const v11, 0x3c23d70a    # 0.01f

    mul-float/2addr v10, v11

    float-to-double v12, v10

    add-double/2addr v2, v12

    goto :goto_switch_end

    :pswitch_4
    add-int/lit8 v14, v7, 0x5

    and-int/lit8 v14, v14, 0x3f

    aget v10, v0, v14

    invoke-static {v10}, Ljava/lang/Math;->abs(F)F

    move-result v10

    sub-float/2addr v10, v9

    float-to-double v12, v10

    add-double/2addr v2, v12

    :goto_switch_end
    const/high16 v10, 0x40a00000    # 5.0f

    cmpl-float v14, v9, v10

    if-lez v14, :cond_not_above

    sub-float v11, v9, v10

    goto :goto_dist

    :cond_not_above
    sub-float v11, v10, v9

    :goto_dist
    float-to-double v12, v11

    add-double/2addr v2, v12

    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_loop_end
    const/4 v1, 0x0

    const/4 v7, 0x0

    :goto_scan
    aget v8, v0, v7

    add-int/lit8 v14, v7, 0x1

    aget v10, v0, v14

    sub-float/2addr v8, v10

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v8

    cmpl-float v14, v8, v1

    if-lez v14, :cond_not_max

    move v1, v8

    :cond_not_max
    add-int/lit8 v7, v7, 0x2

    array-length v14, v0

    add-int/lit8 v14, v14, -0x1

    if-lt v7, v14, :goto_scan

    float-to-double v12, v1

    add-double/2addr v2, v12

    mul-int/lit8 v5, v5, 0xa

    add-int/2addr v4, v5

    mul-int/lit8 v6, v6, 0x64

    add-int/2addr v4, v6

    int-to-double v12, v4

    add-double/2addr v2, v12

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method static absDouble(I)D
    .registers 19

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    rem-int/lit8 v14, p0, 0x5

    int-to-double v1, v14

    const-wide/high16 v9, 0x4000000000000000L    # 2.0

    sub-double/2addr v1, v9

    const-wide/16 v3, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/4 v13, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v13, v14, :cond_loop_end

    aget-wide v5, v0, v13

    add-double/2addr v5, v1

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide/16 v9, 0x0

    cmpg-double v14, v5, v9

    if-gez v14, :cond_not_neg

    add-int/lit8 v15, v15, 0x1

    goto :goto_classified

    :cond_not_neg
    cmpl-double v14, v5, v9

    if-nez v14, :cond_not_zero

    add-int/lit8 v16, v16, 0x1

    goto :goto_classified

    :cond_not_zero
    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    cmpg-double v14, v7, v9

    if-gez v14, :goto_classified

    add-int/lit8 v17, v17, 0x1

    :goto_classified
    and-int/lit8 v14, v13, 0x7

    packed-switch v14, :pswitch_data

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    sub-double v9, v5, v9

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    sub-double v11, v7, v11

    cmpl-double v14, v9, v11

    if-nez v14, :cond_abs_differs

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    goto :goto_abs_add

    :cond_abs_differs
    const-wide/high16 v9, -0x3fa7000000000000L    # -100.0

    :goto_abs_add
    add-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_0
    add-double/2addr v3, v7

    goto :goto_switch_end

    :pswitch_1
    const-wide/high16 v9, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v9, v7

    sub-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_2
    const-wide/high16 v9, 0x4010000000000000L    # 4.0

    sub-double v9, v7, v9

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    add-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_3
    mul-double v9, v5, v5

    const-wide/high16 v11, 0x4022000000000000L    # 9.0

    sub-double/2addr v9, v11

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide v11, 0x3fb999999999999aL    # 0.1

    mul-double/2addr v9, v11

    add-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_4
    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    add-double/2addr v9, v7

    div-double v9, v7, v9

    add-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_5
    add-int/lit8 v14, v13, 0x1

    and-int/lit8 v14, v14, 0x3f

    aget-wide v9, v0, v14

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    sub-double v9, v7, v9

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    sub-double/2addr v3, v9

    goto :goto_switch_end

    :pswitch_6
    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v9, v7

    add-double/2addr v3, v9

    :goto_switch_end
    add-int/lit8 v13, v13, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide v7, 0x7fefffffffffffffL    # Double.MAX_VALUE

    array-length v13, v0

    add-int/lit8 v13, v13, -0x1

    :goto_diff
    if-lez v13, :cond_diff_end

    aget-wide v5, v0, v13

    add-int/lit8 v14, v13, -0x1

    aget-wide v9, v0, v14

    sub-double/2addr v5, v9

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v5

    cmpg-double v14, v5, v7

    if-gez v14, :cond_not_min

    move-wide v7, v5

    :cond_not_min
    and-int/lit8 v14, p0, 0x1

    add-int/lit8 v14, v14, 0x1

    sub-int/2addr v13, v14

    goto :goto_diff

    :cond_diff_end
    add-double/2addr v3, v7

    mul-int/lit8 v14, v16, 0xa

    add-int v14, v15, v14

    mul-int/lit8 v11, v17, 0x64

    add-int/2addr v14, v11

    int-to-double v9, v14

    add-double/2addr v3, v9

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static maxMinInt(I)J
    .registers 14

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    and-int/lit8 v1, p0, 0x3f

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    :goto_loop
    array-length v9, v0

    if-ge v4, v9, :cond_loop_end

    aget v5, v0, v4

    shr-int/lit8 v5, v5, 0x8

    add-int v9, v4, v1

    and-int/lit8 v9, v9, 0x3f

    aget v6, v0, v9

    shr-int/lit8 v6, v6, 0x8

    invoke-static {v5, v6}, Ljava/lang/Math;->max(II)I

    move-result v7

    invoke-static {v5, v6}, Ljava/lang/Math;->min(II)I

    move-result v8

    if-ne v7, v8, :cond_differ

    const-wide/16 v11, 0xb

    add-long/2addr v2, v11

    goto :goto_classified

    :cond_differ
    sub-int v9, v7, v8

    const/high16 v10, 0x400000

    if-le v9, v10, :cond_close

    shr-int/lit8 v9, v7, 0x4

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_classified

    :cond_close
    shr-int/lit8 v9, v8, 0x5

    int-to-long v11, v9

    sub-long/2addr v2, v11

    :goto_classified
    xor-int v9, v7, v8

    and-int/lit8 v9, v9, 0x7

    packed-switch v9, :pswitch_data

    ushr-int/lit8 v9, v5, 0x14

    ushr-int/lit8 v10, v6, 0x14

    invoke-static {v9, v10}, Ljava/lang/Math;->min(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_0
    const/4 v9, 0x0

    invoke-static {v7, v9}, Ljava/lang/Math;->max(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_1
    const/4 v9, 0x0

    invoke-static {v8, v9}, Ljava/lang/Math;->min(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_2
    neg-int v9, v6

    invoke-static {v5, v9}, Ljava/lang/Math;->max(II)I

    move-result v9

    int-to-long v11, v9

    xor-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_3
    neg-int v9, v6

    invoke-static {v5, v9}, Ljava/lang/Math;->min(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_4
    const/16 v9, 0x3e8

    invoke-static {v5, v9}, Ljava/lang/Math;->min(II)I

    move-result v9

    const/16 v10, -0x3e8

    invoke-static {v9, v10}, Ljava/lang/Math;->max(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_5
    const/16 v9, -0x1388

    invoke-static {v6, v9}, Ljava/lang/Math;->max(II)I

    move-result v9

    const/16 v10, 0x1388

    invoke-static {v9, v10}, Ljava/lang/Math;->min(II)I

    move-result v9

    int-to-long v11, v9

    sub-long/2addr v2, v11

    goto :goto_switch_end

    :pswitch_6
    and-int/lit16 v9, v5, 0xff

    and-int/lit16 v10, v6, 0xff

    invoke-static {v9, v10}, Ljava/lang/Math;->max(II)I

    move-result v9

    int-to-long v11, v9

    add-long/2addr v2, v11

    :goto_switch_end
    if-le v5, v6, :cond_not_greater

    const/4 v9, 0x1

    goto :goto_sign

    :cond_not_greater
    if-ge v5, v6, :cond_equal

    const/4 v9, -0x1

    goto :goto_sign

    :cond_equal
    const/4 v9, 0x0

    :goto_sign
    int-to-long v11, v9

    add-long/2addr v2, v11

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_loop_end
    const/high16 v5, -0x80000000

    const v6, 0x7fffffff

    const/4 v4, 0x0

    :goto_range
    array-length v9, v0

    if-ge v4, v9, :cond_range_end

    aget v9, v0, v4

    shr-int/lit8 v9, v9, 0x6

    invoke-static {v5, v9}, Ljava/lang/Math;->max(II)I

    move-result v5

    aget v9, v0, v4

    shr-int/lit8 v9, v9, 0x6

    invoke-static {v6, v9}, Ljava/lang/Math;->min(II)I

    move-result v6

    add-int/lit8 v4, v4, 0x1

    goto :goto_range

    :cond_range_end
    const/4 v7, 0x0

    const/4 v4, 0x0

    :goto_clamp
    array-length v9, v0

    if-ge v4, v9, :cond_clamp_end

    div-int/lit8 v9, v6, 0x2

    div-int/lit8 v10, v5, 0x2

    aget v8, v0, v4

    shr-int/lit8 v8, v8, 0x6

    invoke-static {v10, v8}, Ljava/lang/Math;->min(II)I

    move-result v8

    invoke-static {v9, v8}, Ljava/lang/Math;->max(II)I

    move-result v8

    div-int/lit8 v9, v5, 0x2

    if-eq v8, v9, :cond_edge

    div-int/lit8 v9, v6, 0x2

    if-ne v8, v9, :cond_inside

    :cond_edge
    add-int/lit8 v7, v7, 0x1

    :cond_inside
    add-int/lit8 v4, v4, 0x1

    goto :goto_clamp

    :cond_clamp_end
    int-to-long v11, v5

    add-long/2addr v2, v11

    int-to-long v11, v6

    sub-long/2addr v2, v11

    int-to-long v11, v7

    add-long/2addr v2, v11

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static maxMinLong(I)J
    .registers 19

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->la:[J

    mul-int/lit8 v1, p0, 0x7

    and-int/lit8 v1, v1, 0x3f

    const-wide/16 v4, 0x0

    const/4 v2, 0x0

    :goto_loop
    array-length v3, v0

    if-ge v2, v3, :cond_loop_end

    aget-wide v6, v0, v2

    add-int v3, v2, v1

    and-int/lit8 v3, v3, 0x3f

    aget-wide v8, v0, v3

    invoke-static {v6, v7, v8, v9}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v10

    invoke-static {v6, v7, v8, v9}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v12

    cmp-long v3, v10, v12

    if-nez v3, :cond_differ

    const-wide/16 v14, 0xd

    add-long/2addr v4, v14

    goto :goto_classified

    :cond_differ
    xor-long v14, v10, v12

    const-wide/16 v16, 0x0

    cmp-long v3, v14, v16

    if-gez v3, :cond_same_sign

    const/16 v3, 0xc

    ushr-long v14, v10, v3

    add-long/2addr v4, v14

    goto :goto_classified

    :cond_same_sign
    const/16 v3, 0xd

    shr-long v14, v12, v3

    sub-long/2addr v4, v14

    :goto_classified
    const/16 v3, 0x3d

    ushr-long v14, v10, v3

    long-to-int v3, v14

    packed-switch v3, :pswitch_data

    const/16 v3, 0x14

    ushr-long v14, v6, v3

    ushr-long v16, v8, v3

    invoke-static/range {v14 .. v17}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_0
    const-wide/16 v14, 0x0

    invoke-static {v10, v11, v14, v15}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_1
    const-wide/16 v14, 0x0

    invoke-static {v12, v13, v14, v15}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_2
    neg-long v14, v8

    invoke-static {v6, v7, v14, v15}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v14

    xor-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_3
    neg-long v14, v8

    invoke-static {v6, v7, v14, v15}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_4
    const-wide/16 v14, 0x3e8

    invoke-static {v6, v7, v14, v15}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v14

    const-wide/16 v16, -0x3e8

    invoke-static/range {v14 .. v17}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_5
    const-wide/16 v14, -0x1388

    invoke-static {v8, v9, v14, v15}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v14

    const-wide/16 v16, 0x1388

    invoke-static/range {v14 .. v17}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v14

    sub-long/2addr v4, v14

    goto :goto_switch_end

    :pswitch_6
    const-wide/16 v14, 0xff

    and-long/2addr v14, v6

    const-wide/16 v16, 0xff

    and-long v16, v8, v16

    invoke-static/range {v14 .. v17}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v14

    add-long/2addr v4, v14

    :goto_switch_end
    cmp-long v3, v6, v8

    if-lez v3, :cond_not_greater

    const-wide/16 v14, 0x1

    goto :goto_sign

    :cond_not_greater
    const-wide/16 v14, -0x1

    :goto_sign
    add-long/2addr v4, v14

    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/high16 v6, -0x8000000000000000L

    const-wide v8, 0x7fffffffffffffffL

    const/4 v2, 0x0

    :goto_range
    array-length v3, v0

    if-ge v2, v3, :cond_range_end

    aget-wide v10, v0, v2

    const/4 v3, 0x3

    shr-long/2addr v10, v3

    cmp-long v3, v10, v6

    if-lez v3, :cond_not_higher

    invoke-static {v6, v7, v10, v11}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v6

    goto :goto_range_next

    :cond_not_higher
    invoke-static {v8, v9, v10, v11}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v8

    :goto_range_next
    and-int/lit8 v3, p0, 0x3

    add-int/lit8 v3, v3, 0x1

    add-int/2addr v2, v3

    goto :goto_range

    :cond_range_end
    const/16 v3, 0x10

    ushr-long v10, v6, v3

    add-long/2addr v4, v10

    shr-long v10, v8, v3

    sub-long/2addr v4, v10

    return-wide v4

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static maxMinFloat(I)D
    .registers 17

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    and-int/lit8 v15, p0, 0x7

    int-to-float v1, v15

    const/high16 v11, 0x3f400000    # 0.75f

    mul-float/2addr v1, v11

    const/high16 v11, 0x40400000    # 3.0f

    sub-float/2addr v1, v11

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v6, v15, :cond_loop_end

    aget v7, v0, v6

    add-float/2addr v7, v1

    mul-int/lit8 v15, v6, 0x5

    add-int v15, v15, p0

    and-int/lit8 v15, v15, 0x3f

    aget v8, v0, v15

    invoke-static {v7, v8}, Ljava/lang/Math;->max(FF)F

    move-result v9

    invoke-static {v7, v8}, Ljava/lang/Math;->min(FF)F

    move-result v10

    cmpl-float v15, v9, v10

    if-nez v15, :cond_differ

    add-int/lit8 v4, v4, 0x1

    goto :goto_classified

    :cond_differ
    sub-float v11, v9, v10

    const/high16 v12, 0x40800000    # 4.0f

    cmpl-float v15, v11, v12

    if-lez v15, :goto_classified

    add-int/lit8 v5, v5, 0x1

    sub-float v11, v9, v10

    sub-float/2addr v11, v12

    float-to-double v13, v11

    add-double/2addr v2, v13

    :goto_classified
    rem-int/lit8 v15, v6, 0x5

    packed-switch v15, :pswitch_data

    invoke-static {v7}, Ljava/lang/Math;->abs(F)F

    move-result v11

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v12

    invoke-static {v11, v12}, Ljava/lang/Math;->max(FF)F

    move-result v11

    float-to-double v13, v11

    sub-double/2addr v2, v13

    goto :goto_switch_end

    :pswitch_0
    const/4 v11, 0x0

    invoke-static {v9, v11}, Ljava/lang/Math;->max(FF)F

    move-result v11

    float-to-double v13, v11

    add-double/2addr v2, v13

    goto :goto_switch_end

    :pswitch_1
    const/4 v11, 0x0

    invoke-static {v10, v11}, Ljava/lang/Math;->min(FF)F

    move-result v11

    float-to-double v13, v11

    add-double/2addr v2, v13

    goto :goto_switch_end

    :pswitch_2
    neg-float v11, v7

    invoke-static {v11, v8}, Ljava/lang/Math;->max(FF)F

    move-result v11

    const/high16 v12, 0x3f000000    # 0.5f

    mul-float/2addr v11, v12

    float-to-double v13, v11

    add-double/2addr v2, v13

    goto :goto_switch_end

    :pswitch_3
    const/high16 v11, -0x40800000    # -1.0f

    invoke-static {v7, v11}, Ljava/lang/Math;->max(FF)F

    move-result v11

    const/high16 v12, 0x3f800000    # 1.0f

    invoke-static {v11, v12}, Ljava/lang/Math;->min(FF)F

    move-result v11

    float-to-double v13, v11

    add-double/2addr v2, v13

    :goto_switch_end
    cmpl-float v15, v7, v8

    if-ltz v15, :cond_below

    move v11, v9

    goto :goto_pick

    :cond_below
    neg-float v11, v10

    :goto_pick
    float-to-double v13, v11

    add-double/2addr v2, v13

    add-int/lit8 v6, v6, 0x1

    goto :goto_loop

    :cond_loop_end
    const/high16 v9, -0x800000    # -Infinityf

    const/high16 v10, 0x7f800000    # Infinityf

    const/4 v6, 0x0

    :goto_range
    array-length v15, v0

    if-ge v6, v15, :cond_range_end

    aget v11, v0, v6

    invoke-static {v9, v11}, Ljava/lang/Math;->max(FF)F

    move-result v9

    add-int/lit8 v15, v6, 0x1

    aget v11, v0, v15

    invoke-static {v10, v11}, Ljava/lang/Math;->min(FF)F

    move-result v10

    add-int/lit8 v6, v6, 0x2

    goto :goto_range

    :cond_range_end
    float-to-double v13, v9

    add-double/2addr v2, v13

    float-to-double v13, v10

    sub-double/2addr v2, v13

    mul-int/lit8 v4, v4, 0x3

    add-int/2addr v4, v5

    int-to-double v13, v4

    add-double/2addr v2, v13

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method static maxMinDouble(I)D
    .registers 26

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    rem-int/lit8 v13, p0, 0x9

    int-to-double v9, v13

    const-wide/high16 v11, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v9, v11

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    sub-double/2addr v9, v11

    move-wide/from16 v17, v9

    const-wide/16 v15, 0x0

    const/16 v19, 0x0

    const/16 v20, 0x0

    const/4 v14, 0x0

    :goto_loop
    array-length v13, v0

    if-ge v14, v13, :cond_loop_end

    aget-wide v1, v0, v14

    add-double v1, v1, v17

    mul-int/lit8 v13, v14, 0x5

    add-int v13, v13, p0

    and-int/lit8 v13, v13, 0x3f

    aget-wide v3, v0, v13

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(DD)D

    move-result-wide v5

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->min(DD)D

    move-result-wide v7

    cmpl-double v13, v5, v7

    if-nez v13, :cond_differ

    add-int/lit8 v19, v19, 0x1

    goto :goto_classified

    :cond_differ
    const-wide/16 v9, 0x0

    cmpl-double v13, v5, v9

    if-lez v13, :goto_classified

    cmpg-double v13, v7, v9

    if-gez v13, :goto_classified

    add-int/lit8 v20, v20, 0x1

    :goto_classified
    add-int v13, v14, p0

    and-int/lit8 v13, v13, 0x7

    packed-switch v13, :pswitch_data

    invoke-static {v1, v2, v3, v4}, Ljava/lang/Math;->max(DD)D

    move-result-wide v9

    neg-double v11, v1

    move-wide/from16 v21, v11

    neg-double v11, v3

    move-wide/from16 v23, v11

    invoke-static/range {v21 .. v24}, Ljava/lang/Math;->max(DD)D

    move-result-wide v11

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->min(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    goto :goto_switch_end

    :pswitch_0
    add-double/2addr v15, v5

    goto :goto_switch_end

    :pswitch_1
    sub-double/2addr v15, v7

    goto :goto_switch_end

    :pswitch_2
    sub-double v9, v5, v7

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->max(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    goto :goto_switch_end

    :pswitch_3
    mul-double v9, v5, v7

    const-wide/high16 v11, 0x4024000000000000L    # 10.0

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->min(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    goto :goto_switch_end

    :pswitch_4
    const-wide/high16 v9, 0x4000000000000000L    # 2.0

    invoke-static {v1, v2, v9, v10}, Ljava/lang/Math;->min(DD)D

    move-result-wide v9

    const-wide/high16 v11, -0x4000000000000000L    # -2.0

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->max(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    goto :goto_switch_end

    :pswitch_5
    invoke-static {v1, v2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    invoke-static {v3, v4}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->min(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    goto :goto_switch_end

    :pswitch_6
    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v9, v1

    const-wide/high16 v11, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v11, v3

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->max(DD)D

    move-result-wide v9

    add-double/2addr v15, v9

    :goto_switch_end
    const-wide/high16 v9, 0x4010000000000000L    # 4.0

    cmpl-double v13, v5, v9

    if-lez v13, :cond_not_high

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    goto :goto_band

    :cond_not_high
    const-wide/high16 v9, -0x3ff0000000000000L    # -4.0

    cmpg-double v13, v7, v9

    if-gez v13, :cond_middle

    const-wide/high16 v9, -0x4010000000000000L    # -1.0

    goto :goto_band

    :cond_middle
    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    :goto_band
    add-double/2addr v15, v9

    add-int/lit8 v14, v14, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide v1, -0x10000000000001L    # -Double.MAX_VALUE

    const-wide v3, 0x7fefffffffffffffL    # Double.MAX_VALUE

    const/4 v14, 0x0

    :goto_range
    array-length v13, v0

    if-ge v14, v13, :cond_range_end

    aget-wide v5, v0, v14

    invoke-static {v1, v2, v5, v6}, Ljava/lang/Math;->max(DD)D

    move-result-wide v1

    invoke-static {v3, v4, v5, v6}, Ljava/lang/Math;->min(DD)D

    move-result-wide v3

    add-int/lit8 v14, v14, 0x3

    goto :goto_range

    :cond_range_end
    sub-double/2addr v1, v3

    add-double/2addr v15, v1

    mul-int/lit8 v13, v19, 0x7

    add-int v13, v13, v20

    int-to-double v1, v13

    add-double/2addr v15, v1

    return-wide v15

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static logExp(I)D
    .registers 17

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v15, p0, 0x7

    int-to-double v1, v15

    const-wide/high16 v13, 0x3fc0000000000000L    # 0.125

    mul-double/2addr v1, v13

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v8, v15, :cond_loop_end

    aget-wide v9, v0, v8

    add-double/2addr v9, v1

    rem-int/lit8 v15, v8, 0xa

    packed-switch v15, :pswitch_data

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    invoke-static {v11, v12}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_0
    invoke-static {v9, v10}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_1
    invoke-static {v9, v10}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_2
    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    add-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_3
    neg-double v11, v9

    mul-double/2addr v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_4
    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    invoke-static {v11, v12}, Ljava/lang/Math;->log10(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_5
    const-wide/high16 v11, 0x4069000000000000L    # 200.0

    mul-double/2addr v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_6
    invoke-static {v9, v10}, Ljava/lang/Math;->log1p(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_7
    const-wide/high16 v11, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->expm1(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_8
    invoke-static {v9, v10}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    :goto_classify
    cmpl-double v15, v11, v11

    if-eqz v15, :cond_not_nan

    add-int/lit8 v5, v5, 0x1

    const-wide/16 v11, 0x0

    goto :goto_classified

    :cond_not_nan
    const-wide/high16 v13, 0x7ff0000000000000L    # Infinity

    cmpl-double v15, v11, v13

    if-nez v15, :cond_not_pinf

    add-int/lit8 v6, v6, 0x1

    const-wide v11, 0x408f400000000000L    # 1000.0

    goto :goto_classified

    :cond_not_pinf
    const-wide/high16 v13, -0x10000000000000L    # -Infinity

    cmpl-double v15, v11, v13

    if-nez v15, :cond_not_ninf

    add-int/lit8 v6, v6, 0x2

    const-wide v11, -0x3f70c00000000000L    # -1000.0

    goto :goto_classified

    :cond_not_ninf
    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v13

    const-wide v9, 0x3f50624dd2f1a9fcL    # 0.001

    cmpg-double v15, v13, v9

    if-gez v15, :goto_classified

    add-int/lit8 v7, v7, 0x1

    :goto_classified
    const-wide v13, 0x408f400000000000L    # 1000.0

    cmpl-double v15, v11, v13

    if-lez v15, :cond_keep

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v13

    goto :goto_add

    :cond_keep
    move-wide v13, v11

    :goto_add
    add-double/2addr v3, v13

    add-int/lit8 v8, v8, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    const/4 v8, 0x0

    :goto_grow
    const-wide v13, 0x412e848000000000L    # 1.0e6

    cmpg-double v15, v9, v13

    if-gez v15, :cond_grown

    and-int/lit8 v15, v8, 0x3

    int-to-double v11, v15

    const-wide/high16 v13, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v11, v13

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    add-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->exp(D)D

    move-result-wide v11

    mul-double/2addr v9, v11

    add-int/lit8 v8, v8, 0x1

    goto :goto_grow

    :cond_grown
    add-int/lit8 v15, p0, 0x1

    int-to-double v11, v15

    const-wide v13, 0x412e848000000000L    # 1.0e6

    mul-double/2addr v11, v13

    const/4 v1, 0x0

    :goto_shrink
    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    add-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    add-int/lit8 v1, v1, 0x1

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    cmpl-double v15, v11, v13

    if-gtz v15, :goto_shrink

    const-wide v13, 0x3eb0c6f7a0b5ed8dL    # 1.0e-6

    mul-double/2addr v13, v9

    add-double/2addr v3, v13

    add-int/2addr v8, v1

    mul-int/lit8 v5, v5, 0x7

    add-int/2addr v8, v5

    mul-int/lit8 v6, v6, 0xb

    add-int/2addr v8, v6

    mul-int/lit8 v7, v7, 0xd

    add-int/2addr v8, v7

    int-to-double v13, v8

    add-double/2addr v3, v13

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
    .end packed-switch
.end method

.method static sqrtPow(I)D
    .registers 17

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    rem-int/lit8 v15, p0, 0x4

    int-to-double v1, v15

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v1, v13

    add-double/2addr v1, v13

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v8, v15, :cond_loop_end

    aget-wide v9, v0, v8

    add-int v15, v8, p0

    and-int/lit8 v15, v15, 0x7

    packed-switch v15, :pswitch_data

    invoke-static {v9, v10, v1, v2}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_0
    invoke-static {v9, v10}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_1
    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    invoke-static {v11, v12}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_2
    invoke-static {v9, v10, v1, v2}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_3
    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    add-double/2addr v11, v13

    neg-double v13, v1

    invoke-static {v11, v12, v13, v14}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_4
    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    invoke-static {v11, v12, v9, v10}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_5
    invoke-static {v9, v10}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_6
    const-wide/high16 v11, 0x4008000000000000L    # 3.0

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v11

    mul-double v13, v9, v9

    mul-double/2addr v13, v9

    sub-double/2addr v11, v13

    :goto_classify
    cmpl-double v15, v11, v11

    if-eqz v15, :cond_not_nan

    add-int/lit8 v5, v5, 0x1

    const-wide/high16 v11, -0x4010000000000000L    # -1.0

    goto :goto_classified

    :cond_not_nan
    invoke-static {v11, v12}, Ljava/lang/Math;->floor(D)D

    move-result-wide v13

    cmpl-double v15, v11, v13

    if-nez v15, :cond_fraction

    add-int/lit8 v6, v6, 0x1

    goto :goto_classified

    :cond_fraction
    const-wide/high16 v13, 0x4059000000000000L    # 100.0

    cmpl-double v15, v11, v13

    if-lez v15, :goto_classified

    add-int/lit8 v7, v7, 0x1

    invoke-static {v11, v12}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    :goto_classified
    rem-int/lit8 v15, v8, 0x3

    if-nez v15, :cond_half

    move-wide v13, v11

    goto :goto_add

    :cond_half
    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v13, v11

    :goto_add
    add-double/2addr v3, v13

    add-int/lit8 v8, v8, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v1, 0x0

    const/4 v8, 0x1

    :goto_root
    const/16 v15, 0x28

    if-ge v8, v15, :cond_root_end

    int-to-long v9, v8

    int-to-long v13, v8

    mul-long/2addr v9, v13

    const-wide/16 v13, 0x3e8

    mul-long/2addr v9, v13

    move/from16 v15, p0

    int-to-long v13, v15

    add-long/2addr v9, v13

    long-to-double v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    double-to-long v11, v11

    rem-int/lit8 v15, v8, 0x5

    int-to-long v13, v15

    add-long/2addr v11, v13

    const-wide/16 v13, 0x2

    sub-long/2addr v11, v13

    :goto_down
    mul-long v13, v11, v11

    cmp-long v15, v13, v9

    if-lez v15, :goto_up

    const-wide/16 v13, 0x1

    sub-long/2addr v11, v13

    goto :goto_down

    :goto_up
    const-wide/16 v13, 0x1

    add-long/2addr v13, v11

    mul-long/2addr v13, v13

    cmp-long v15, v13, v9

    if-gtz v15, :cond_settled

    const-wide/16 v13, 0x1

    add-long/2addr v11, v13

    goto :goto_up

    :cond_settled
    add-long/2addr v1, v11

    add-int/lit8 v8, v8, 0x3

    goto :goto_root

    :cond_root_end
    long-to-double v1, v1

    add-double/2addr v3, v1

    mul-int/lit8 v6, v6, 0x3

    add-int/2addr v5, v6

    mul-int/lit8 v7, v7, 0x5

    add-int/2addr v5, v7

    int-to-double v1, v5

    add-double/2addr v3, v1

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static floorCeil(I)D
    .registers 23

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v1, p0, 0x3

    add-int/lit8 v1, v1, 0x1

    int-to-double v10, v1

    const-wide/high16 v12, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v10, v12

    move-wide/from16 v17, v10

    const-wide/16 v15, 0x0

    const/16 v19, 0x0

    const/16 v20, 0x0

    const/16 v21, 0x0

    const/4 v14, 0x0

    :goto_loop
    array-length v1, v0

    if-ge v14, v1, :cond_loop_end

    aget-wide v2, v0, v14

    const-wide/high16 v10, 0x4020000000000000L    # 8.0

    mul-double/2addr v2, v10

    invoke-static {v2, v3}, Ljava/lang/Math;->rint(D)D

    move-result-wide v2

    const-wide/high16 v10, 0x3fc0000000000000L    # 0.125

    mul-double/2addr v2, v10

    mul-double v2, v2, v17

    invoke-static {v2, v3}, Ljava/lang/Math;->floor(D)D

    move-result-wide v4

    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v6

    invoke-static {v2, v3}, Ljava/lang/Math;->rint(D)D

    move-result-wide v8

    cmpl-double v1, v4, v6

    if-nez v1, :cond_not_exact

    add-int/lit8 v19, v19, 0x1

    goto :goto_classified

    :cond_not_exact
    sub-double v10, v2, v4

    const-wide/high16 v12, 0x3fe0000000000000L    # 0.5

    cmpl-double v1, v10, v12

    if-nez v1, :cond_not_half

    add-int/lit8 v20, v20, 0x1

    goto :goto_classified

    :cond_not_half
    const-wide/16 v10, 0x0

    cmpg-double v1, v8, v10

    if-gez v1, :goto_classified

    add-int/lit8 v21, v21, 0x1

    :goto_classified
    double-to-int v1, v4

    and-int/lit8 v1, v1, 0x7

    packed-switch v1, :pswitch_data

    const-wide/high16 v10, 0x4000000000000000L    # 2.0

    mul-double/2addr v10, v2

    invoke-static {v10, v11}, Ljava/lang/Math;->rint(D)D

    move-result-wide v10

    const-wide/high16 v12, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v10, v12

    add-double/2addr v15, v10

    goto :goto_switch_end

    :pswitch_0
    add-double/2addr v15, v4

    goto :goto_switch_end

    :pswitch_1
    add-double/2addr v15, v6

    goto :goto_switch_end

    :pswitch_2
    add-double/2addr v15, v8

    goto :goto_switch_end

    :pswitch_3
    sub-double v10, v6, v4

    add-double/2addr v15, v10

    goto :goto_switch_end

    :pswitch_4
    sub-double v10, v2, v4

    add-double/2addr v15, v10

    goto :goto_switch_end

    :pswitch_5
    sub-double v10, v6, v2

    add-double/2addr v15, v10

    goto :goto_switch_end

    :pswitch_6
    neg-double v10, v2

    invoke-static {v10, v11}, Ljava/lang/Math;->floor(D)D

    move-result-wide v10

    invoke-static {v2, v3}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v12

    add-double/2addr v10, v12

    add-double/2addr v15, v10

    :goto_switch_end
    cmpl-double v1, v8, v4

    if-nez v1, :cond_rounded_up

    const-wide/high16 v10, 0x3fc0000000000000L    # 0.125

    goto :goto_tie

    :cond_rounded_up
    const-wide/high16 v10, -0x4040000000000000L    # -0.125

    :goto_tie
    add-double/2addr v15, v10

    add-int/lit8 v14, v14, 0x1

    goto :goto_loop

    :cond_loop_end
    and-int/lit8 v1, p0, 0x1

    int-to-double v2, v1

    const-wide/high16 v10, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v2, v10

    const-wide/high16 v10, -0x3ff0000000000000L    # -4.0

    sub-double v2, v10, v2

    const/4 v14, 0x0

    :goto_sweep
    const-wide/high16 v10, 0x4010000000000000L    # 4.0

    cmpg-double v1, v2, v10

    if-gtz v1, :cond_sweep_end

    invoke-static {v2, v3}, Ljava/lang/Math;->rint(D)D

    move-result-wide v4

    const-wide/high16 v10, 0x4000000000000000L    # 2.0

    rem-double v10, v4, v10

    const-wide/16 v12, 0x0

    cmpl-double v1, v10, v12

    if-nez v1, :cond_odd

    add-double/2addr v15, v4

    goto :goto_sweep_next

    :cond_odd
    const-wide/high16 v10, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v10, v4

    sub-double/2addr v15, v10

    :goto_sweep_next
    const-wide/high16 v10, 0x3fe0000000000000L    # 0.5

    add-double/2addr v2, v10

    add-int/lit8 v14, v14, 0x1

    goto :goto_sweep

    :cond_sweep_end
    mul-int/lit8 v1, v20, 0x3

    add-int v1, v19, v1

    mul-int/lit8 v6, v21, 0x5

    add-int/2addr v1, v6

    add-int/2addr v1, v14

    int-to-double v2, v1

    add-double/2addr v15, v2

    return-wide v15

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static rounding(I)J
    .registers 20

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    sget-object v1, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v14, p0, 0x7

    int-to-float v2, v14

    const/high16 v15, 0x3e800000    # 0.25f

    mul-float/2addr v2, v15

    const/high16 v15, 0x3f800000    # 1.0f

    add-float/2addr v2, v15

    const-wide/16 v3, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x0

    const/4 v5, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v5, v14, :cond_loop_end

    aget v6, v0, v5

    mul-float/2addr v6, v2

    invoke-static {v6}, Ljava/lang/Math;->round(F)I

    move-result v7

    aget-wide v8, v1, v5

    float-to-double v10, v2

    mul-double/2addr v8, v10

    invoke-static {v8, v9}, Ljava/lang/Math;->round(D)J

    move-result-wide v8

    int-to-float v15, v7

    cmpl-float v14, v15, v6

    if-lez v14, :cond_not_up

    add-int/lit8 v16, v16, 0x1

    goto :goto_classified

    :cond_not_up
    cmpg-float v14, v15, v6

    if-gez v14, :cond_tie

    add-int/lit8 v17, v17, 0x1

    goto :goto_classified

    :cond_tie
    add-int/lit8 v18, v18, 0x1

    :goto_classified
    and-int/lit8 v14, v7, 0x7

    packed-switch v14, :pswitch_data

    const-wide/16 v10, 0x3

    mul-long/2addr v10, v8

    add-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_0
    int-to-long v10, v7

    add-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_1
    sub-long/2addr v3, v8

    goto :goto_switch_end

    :pswitch_2
    const/high16 v15, 0x3f000000    # 0.5f

    mul-float/2addr v15, v6

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v14

    int-to-long v10, v14

    add-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_3
    neg-float v15, v6

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v14

    int-to-long v10, v14

    add-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_4
    aget-wide v10, v1, v5

    const-wide/high16 v12, 0x4059000000000000L    # 100.0

    mul-double/2addr v10, v12

    invoke-static {v10, v11}, Ljava/lang/Math;->round(D)J

    move-result-wide v10

    add-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_5
    const v15, 0x461c4000    # 10000.0f

    mul-float/2addr v15, v6

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v14

    int-to-long v10, v14

    xor-long/2addr v3, v10

    goto :goto_switch_end

    :pswitch_6
    const/high16 v15, 0x3f000000    # 0.5f

    add-float/2addr v15, v6

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v14

    const/high16 v15, 0x3f000000    # 0.5f

    sub-float v15, v6, v15

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v15

    sub-int/2addr v14, v15

    int-to-long v10, v14

    add-long/2addr v3, v10

    :goto_switch_end
    int-to-long v10, v7

    cmp-long v14, v8, v10

    if-nez v14, :cond_rounding_differs

    const-wide/16 v10, 0x1

    goto :goto_agree

    :cond_rounding_differs
    const-wide/16 v10, 0x2

    :goto_agree
    add-long/2addr v3, v10

    add-int/lit8 v5, v5, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v8, 0x0

    const/4 v5, 0x0

    :goto_half
    int-to-double v10, v5

    const-wide/high16 v12, 0x3fe0000000000000L    # 0.5

    add-double/2addr v10, v12

    invoke-static {v10, v11}, Ljava/lang/Math;->round(D)J

    move-result-wide v10

    neg-int v14, v5

    int-to-float v15, v14

    const/high16 v14, 0x3f000000    # 0.5f

    sub-float/2addr v15, v14

    invoke-static {v15}, Ljava/lang/Math;->round(F)I

    move-result v14

    int-to-long v12, v14

    add-long/2addr v10, v12

    add-long/2addr v8, v10

    add-int/lit8 v5, v5, 0x1

    and-int/lit8 v14, p0, 0x3

    add-int/lit8 v14, v14, 0x8

    if-lt v5, v14, :goto_half

    add-long/2addr v3, v8

    mul-int/lit8 v14, v16, 0x3

    mul-int/lit8 v15, v17, 0x5

    add-int/2addr v14, v15

    mul-int/lit8 v15, v18, 0x7

    add-int/2addr v14, v15

    int-to-long v10, v14

    add-long/2addr v3, v10

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static trig(I)D
    .registers 20

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    move/from16 v15, p0

    int-to-double v1, v15

    const-wide/high16 v13, 0x3fc0000000000000L    # 0.125

    mul-double/2addr v1, v13

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v8, v15, :cond_loop_end

    aget-wide v9, v0, v8

    add-double/2addr v9, v1

    rem-int/lit8 v15, v8, 0x6

    packed-switch v15, :pswitch_data

    invoke-static {v9, v10}, Ljava/lang/Math;->tan(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_0
    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_1
    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_2
    const-wide/high16 v11, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->tan(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_3
    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v13

    mul-double/2addr v11, v13

    goto :goto_classify

    :pswitch_4
    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v11, v9

    invoke-static {v11, v12}, Ljava/lang/Math;->sin(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v13

    const-wide/high16 v17, 0x4000000000000000L    # 2.0

    mul-double v13, v17, v13

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v9

    mul-double/2addr v13, v9

    sub-double/2addr v11, v13

    :goto_classify
    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    cmpl-double v15, v11, v13

    if-lez v15, :cond_not_pos

    add-int/lit8 v5, v5, 0x1

    add-double/2addr v3, v11

    goto :goto_classified

    :cond_not_pos
    const-wide/high16 v13, -0x4020000000000000L    # -0.5

    cmpg-double v15, v11, v13

    if-gez v15, :cond_not_neg

    add-int/lit8 v6, v6, 0x1

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v13, v11

    sub-double/2addr v3, v13

    goto :goto_classified

    :cond_not_neg
    const-wide/16 v13, 0x0

    cmpl-double v15, v11, v13

    if-nez v15, :cond_not_zero

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    add-double/2addr v3, v13

    goto :goto_classified

    :cond_not_zero
    mul-double v13, v11, v11

    add-double/2addr v3, v13

    :goto_classified
    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v13

    const-wide/high16 v17, 0x4010000000000000L    # 4.0

    cmpl-double v15, v13, v17

    if-lez v15, :cond_small

    add-int/lit8 v7, v7, 0x1

    :cond_small
    and-int/lit8 v15, v8, 0x1

    if-nez v15, :cond_odd

    move-wide v13, v11

    goto :goto_signed

    :cond_odd
    neg-double v13, v11

    :goto_signed
    add-double/2addr v3, v13

    add-int/lit8 v8, v8, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide v9, -0x3ff6de04abbbd2e8L    # -Math.PI

    const/4 v8, 0x0

    :goto_sweep
    const-wide v13, 0x400921fb54442d18L    # Math.PI

    cmpg-double v15, v9, v13

    if-gez v15, :cond_sweep_end

    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v13

    const-wide/16 v17, 0x0

    cmpl-double v15, v11, v17

    if-ltz v15, :cond_lower

    cmpl-double v15, v13, v17

    if-ltz v15, :cond_q1

    const/4 v15, 0x0

    goto :goto_quadrant

    :cond_q1
    const/4 v15, 0x1

    goto :goto_quadrant

    :cond_lower
    cmpg-double v15, v13, v17

    if-gez v15, :cond_q3

    const/4 v15, 0x2

    goto :goto_quadrant

    :cond_q3
    const/4 v15, 0x3

    :goto_quadrant
    packed-switch v15, :pswitch_quadrant

    sub-double v17, v13, v11

    add-double v3, v3, v17

    goto :goto_sweep_next

    :qswitch_0
    add-double v17, v11, v13

    add-double v3, v3, v17

    goto :goto_sweep_next

    :qswitch_1
    sub-double v17, v11, v13

    add-double v3, v3, v17

    goto :goto_sweep_next

    :qswitch_2
    add-double v17, v11, v13

    sub-double v3, v3, v17

    :goto_sweep_next
    and-int/lit8 v15, p0, 0x3

    int-to-double v11, v15

    const-wide/high16 v13, 0x3fa0000000000000L    # 0.03125

    mul-double/2addr v11, v13

    const-wide/high16 v13, 0x3fd0000000000000L    # 0.25

    add-double/2addr v11, v13

    add-double/2addr v9, v11

    add-int/lit8 v8, v8, 0x1

    goto :goto_sweep

    :cond_sweep_end
    mul-int/lit8 v5, v5, 0x3

    mul-int/lit8 v6, v6, 0x5

    add-int/2addr v5, v6

    mul-int/lit8 v7, v7, 0x7

    add-int/2addr v5, v7

    add-int/2addr v5, v8

    int-to-double v11, v5

    add-double/2addr v3, v11

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch

    :pswitch_quadrant
    .packed-switch 0x0
        :qswitch_0
        :qswitch_1
        :qswitch_2
    .end packed-switch
.end method

.method static invTrig(I)D
    .registers 18

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ua:[D

    sget-object v1, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v3, p0, 0x3

    int-to-double v12, v3

    const-wide/high16 v8, 0x3fc0000000000000L    # 0.125

    mul-double/2addr v12, v8

    const-wide/high16 v8, 0x3ff0000000000000L    # 1.0

    sub-double v12, v8, v12

    const-wide/16 v10, 0x0

    const/4 v14, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/4 v2, 0x0

    :goto_loop
    array-length v3, v0

    if-ge v2, v3, :cond_loop_end

    aget-wide v4, v0, v2

    mul-double/2addr v4, v12

    rem-int/lit8 v3, v2, 0x7

    packed-switch v3, :pswitch_data

    invoke-static {v4, v5}, Ljava/lang/Math;->acos(D)D

    move-result-wide v6

    invoke-static {v4, v5}, Ljava/lang/Math;->asin(D)D

    move-result-wide v8

    add-double/2addr v6, v8

    goto :goto_classify

    :pswitch_0
    invoke-static {v4, v5}, Ljava/lang/Math;->asin(D)D

    move-result-wide v6

    goto :goto_classify

    :pswitch_1
    invoke-static {v4, v5}, Ljava/lang/Math;->acos(D)D

    move-result-wide v6

    goto :goto_classify

    :pswitch_2
    aget-wide v6, v1, v2

    invoke-static {v6, v7}, Ljava/lang/Math;->atan(D)D

    move-result-wide v6

    goto :goto_classify

    :pswitch_3
    aget-wide v8, v1, v2

    invoke-static {v4, v5, v8, v9}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v6

    goto :goto_classify

    :pswitch_4
    aget-wide v8, v1, v2

    invoke-static {v8, v9, v4, v5}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v6

    goto :goto_classify

    :pswitch_5
    const-wide/high16 v6, 0x3ff8000000000000L    # 1.5

    mul-double/2addr v6, v4

    invoke-static {v6, v7}, Ljava/lang/Math;->asin(D)D

    move-result-wide v6

    :goto_classify
    cmpl-double v3, v6, v6

    if-eqz v3, :cond_not_nan

    add-int/lit8 v16, v16, 0x1

    goto :goto_next

    :cond_not_nan
    const-wide v8, 0x3ff921fb54442d18L    # Math.PI / 2

    cmpl-double v3, v6, v8

    if-lez v3, :cond_not_q2

    add-int/lit8 v15, v15, 0x1

    const-wide v8, 0x400921fb54442d18L    # Math.PI

    sub-double v8, v6, v8

    add-double/2addr v10, v8

    goto :goto_classified

    :cond_not_q2
    const-wide/16 v8, 0x0

    cmpl-double v3, v6, v8

    if-ltz v3, :cond_negative

    add-int/lit8 v14, v14, 0x1

    add-double/2addr v10, v6

    goto :goto_classified

    :cond_negative
    const-wide/high16 v8, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v8, v6

    sub-double/2addr v10, v8

    :goto_classified
    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    const-wide v4, 0x3fb999999999999aL    # 0.1

    cmpg-double v3, v8, v4

    if-gez v3, :cond_not_small

    invoke-static {v6, v7}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v8

    goto :goto_degrees

    :cond_not_small
    const-wide/16 v8, 0x0

    :goto_degrees
    add-double/2addr v10, v8

    :goto_next
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_loop_end
    const/4 v3, 0x4

    new-array v1, v3, [I

    const/4 v2, 0x0

    :goto_ring
    const/16 v3, 0x10

    if-ge v2, v3, :cond_ring_end

    int-to-double v4, v2

    const-wide v6, 0x3fd999999999999aL    # 0.4

    mul-double/2addr v4, v6

    move/from16 v3, p0

    int-to-double v6, v3

    add-double/2addr v4, v6

    invoke-static {v4, v5}, Ljava/lang/Math;->sin(D)D

    move-result-wide v6

    int-to-double v4, v2

    const-wide v8, 0x3fd999999999999aL    # 0.4

    mul-double/2addr v4, v8

    int-to-double v8, v3

    add-double/2addr v4, v8

    invoke-static {v4, v5}, Ljava/lang/Math;->cos(D)D

    move-result-wide v8

    invoke-static {v6, v7, v8, v9}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v4

    const-wide/16 v6, 0x0

    cmpl-double v3, v4, v6

    if-ltz v3, :cond_ang_negative

    const-wide v6, 0x3ff921fb54442d18L    # Math.PI / 2

    cmpl-double v3, v4, v6

    if-ltz v3, :cond_ang_q0

    const/4 v3, 0x1

    goto :goto_ang_quadrant

    :cond_ang_q0
    const/4 v3, 0x0

    goto :goto_ang_quadrant

    :cond_ang_negative
    const-wide v6, -0x4006de04abbbd2e8L    # -Math.PI / 2

    cmpg-double v3, v4, v6

    if-gez v3, :cond_ang_q3

    const/4 v3, 0x2

    goto :goto_ang_quadrant

    :cond_ang_q3
    const/4 v3, 0x3

    :goto_ang_quadrant
    aget v6, v1, v3

    add-int/lit8 v6, v6, 0x1

    aput v6, v1, v3

    add-double/2addr v10, v4

    add-int/lit8 v2, v2, 0x1

    goto :goto_ring

    :cond_ring_end
    mul-int/lit8 v2, v15, 0x2

    add-int/2addr v2, v14

    mul-int/lit8 v3, v16, 0x3

    add-int/2addr v2, v3

    const/4 v3, 0x0

    aget v3, v1, v3

    add-int/2addr v2, v3

    const/4 v3, 0x1

    aget v3, v1, v3

    sub-int/2addr v2, v3

    const/4 v3, 0x2

    aget v3, v1, v3

    mul-int/lit8 v3, v3, 0x5

    add-int/2addr v2, v3

    const/4 v3, 0x3

    aget v3, v1, v3

    sub-int/2addr v2, v3

    int-to-double v4, v2

    add-double/2addr v10, v4

    return-wide v10

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
    .end packed-switch
.end method

.method static hyper(I)D
    .registers 17

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v15, p0, 0x3

    int-to-double v1, v15

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v1, v13

    add-double/2addr v1, v13

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    const/4 v8, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v8, v15, :cond_loop_end

    aget-wide v9, v0, v8

    mul-double/2addr v9, v1

    rem-int/lit8 v15, v8, 0x6

    packed-switch v15, :pswitch_data

    mul-double v11, v9, v9

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    add-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    add-double v11, v9, v11

    invoke-static {v11, v12}, Ljava/lang/Math;->log(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_0
    invoke-static {v9, v10}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_1
    invoke-static {v9, v10}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_2
    invoke-static {v9, v10}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v11

    goto :goto_classify

    :pswitch_3
    invoke-static {v9, v10}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v13

    mul-double/2addr v11, v13

    invoke-static {v9, v10}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v13

    invoke-static {v9, v10}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v9

    mul-double/2addr v13, v9

    sub-double/2addr v11, v13

    goto :goto_classify

    :pswitch_4
    invoke-static {v9, v10}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v13

    invoke-static {v9, v10}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v9

    div-double/2addr v13, v9

    sub-double/2addr v11, v13

    :goto_classify
    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v13

    const-wide v9, 0x408f400000000000L    # 1000.0

    cmpl-double v15, v13, v9

    if-lez v15, :cond_in_range

    add-int/lit8 v5, v5, 0x1

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v11

    :cond_in_range
    const-wide/16 v13, 0x0

    cmpl-double v15, v11, v13

    if-lez v15, :cond_not_pos

    add-int/lit8 v6, v6, 0x1

    goto :goto_signed

    :cond_not_pos
    cmpg-double v15, v11, v13

    if-gez v15, :goto_signed

    add-int/lit8 v7, v7, 0x1

    :goto_signed
    add-double/2addr v3, v11

    add-int/lit8 v8, v8, 0x1

    goto :goto_loop

    :cond_loop_end
    and-int/lit8 v15, p0, 0x7

    int-to-double v9, v15

    const-wide/high16 v13, -0x3fcc000000000000L    # -20.0

    add-double/2addr v9, v13

    const/4 v8, 0x0

    :goto_saturate
    invoke-static {v9, v10}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v11

    const-wide v13, 0x3feffffde7210be9L    # 0.999999

    cmpg-double v15, v11, v13

    if-gez v15, :cond_saturated

    const-wide/high16 v13, 0x3ff8000000000000L    # 1.5

    add-double/2addr v9, v13

    add-int/lit8 v8, v8, 0x1

    goto :goto_saturate

    :cond_saturated
    add-double/2addr v3, v9

    mul-int/lit8 v5, v5, 0x5

    mul-int/lit8 v6, v6, 0x3

    add-int/2addr v5, v6

    add-int/2addr v5, v7

    add-int/2addr v5, v8

    int-to-double v11, v5

    add-double/2addr v3, v11

    return-wide v3

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
    .end packed-switch
.end method

.method static misc(I)D
    .registers 18

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    sget-object v1, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v7, v14, :cond_loop_end

    aget-wide v8, v0, v7

    and-int/lit8 v14, p0, 0x3

    int-to-double v12, v14

    add-double/2addr v8, v12

    mul-int/lit8 v14, v7, 0x5

    add-int v14, v14, p0

    rem-int/lit8 v14, v14, 0xc

    packed-switch v14, :pswitch_data

    aget v14, v1, v7

    invoke-static {v14}, Ljava/lang/Math;->signum(F)F

    move-result v14

    float-to-double v10, v14

    goto :goto_classify

    :pswitch_0
    invoke-static {v8, v9}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v10

    goto :goto_classify

    :pswitch_1
    aget v14, v1, v7

    float-to-double v12, v14

    invoke-static {v8, v9, v12, v13}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v10

    goto :goto_classify

    :pswitch_2
    invoke-static {v8, v9}, Ljava/lang/Math;->signum(D)D

    move-result-wide v10

    const-wide/high16 v12, 0x4000000000000000L    # 2.0

    mul-double/2addr v10, v12

    goto :goto_classify

    :pswitch_3
    aget v14, v1, v7

    float-to-double v12, v14

    invoke-static {v8, v9, v12, v13}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v10

    goto :goto_classify

    :pswitch_4
    invoke-static {v8, v9}, Ljava/lang/Math;->ulp(D)D

    move-result-wide v10

    const-wide v12, 0x430c6bf526340000L    # 1.0e15

    mul-double/2addr v10, v12

    goto :goto_classify

    :pswitch_5
    const-wide/high16 v10, 0x403e000000000000L    # 30.0

    mul-double/2addr v10, v8

    invoke-static {v10, v11}, Ljava/lang/Math;->toRadians(D)D

    move-result-wide v10

    goto :goto_classify

    :pswitch_6
    invoke-static {v8, v9}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v10

    const-wide v12, 0x3f847ae147ae147bL    # 0.01

    mul-double/2addr v10, v12

    goto :goto_classify

    :pswitch_7
    const-wide/high16 v12, 0x3ff8000000000000L    # 1.5

    invoke-static {v8, v9, v12, v13}, Ljava/lang/Math;->IEEEremainder(DD)D

    move-result-wide v10

    goto :goto_classify

    :pswitch_8
    invoke-static {v8, v9}, Ljava/lang/Math;->nextUp(D)D

    move-result-wide v10

    sub-double/2addr v10, v8

    const-wide v12, 0x430c6bf526340000L    # 1.0e15

    mul-double/2addr v10, v12

    goto :goto_classify

    :pswitch_9
    invoke-static {v8, v9}, Ljava/lang/Math;->getExponent(D)I

    move-result v14

    int-to-double v10, v14

    goto :goto_classify

    :pswitch_10
    const/4 v14, -0x2

    invoke-static {v8, v9, v14}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v10

    :goto_classify
    const-wide/16 v12, 0x0

    cmpl-double v14, v10, v12

    if-lez v14, :cond_not_plus

    add-int/lit8 v4, v4, 0x1

    goto :goto_signed

    :cond_not_plus
    cmpg-double v14, v10, v12

    if-gez v14, :cond_zero

    add-int/lit8 v5, v5, 0x1

    goto :goto_signed

    :cond_zero
    add-int/lit8 v6, v6, 0x1

    :goto_signed
    add-double/2addr v2, v10

    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v8, 0x0

    const-wide/16 v10, 0x0

    const-wide/16 v0, 0x0

    const/4 v7, 0x0

    :goto_walk
    const/16 v14, 0x18

    if-ge v7, v14, :cond_walk_end

    int-to-double v12, v7

    const-wide v15, 0x3fe6666666666666L    # 0.7

    mul-double v12, v12, v15

    move/from16 v14, p0

    int-to-double v15, v14

    add-double/2addr v12, v15

    invoke-static {v12, v13}, Ljava/lang/Math;->cos(D)D

    move-result-wide v12

    add-double/2addr v8, v12

    int-to-double v12, v7

    const-wide v15, 0x3ff4cccccccccccdL    # 1.3

    mul-double v12, v12, v15

    invoke-static {v12, v13}, Ljava/lang/Math;->sin(D)D

    move-result-wide v12

    add-double/2addr v10, v12

    invoke-static {v8, v9, v10, v11}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v12

    cmpl-double v14, v12, v0

    if-lez v14, :cond_not_farther

    move-wide v0, v12

    :cond_not_farther
    add-int/lit8 v7, v7, 0x1

    goto :goto_walk

    :cond_walk_end
    add-double/2addr v2, v0

    mul-int/lit8 v4, v4, 0x3

    mul-int/lit8 v5, v5, 0x5

    add-int/2addr v4, v5

    mul-int/lit8 v6, v6, 0x7

    add-int/2addr v4, v6

    int-to-double v12, v4

    add-double/2addr v2, v12

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_10
    .end packed-switch
.end method

.method static exact(I)J
    .registers 15

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    sget-object v1, Lorg/adaptrace/jgf/math/MathBench;->la:[J

    const-wide/16 v2, 0x0

    const/4 v12, 0x0

    const/4 v4, 0x0

    :goto_loop
    array-length v13, v0

    if-ge v4, v13, :cond_loop_end

    aget v5, v0, v4

    shr-int/lit8 v13, p0, 0x2

    and-int/lit8 v13, v13, 0xf

    shr-int/2addr v5, v13

    add-int/lit8 v13, v4, 0x1

    and-int/lit8 v13, v13, 0x3f

    aget v6, v0, v13

    shr-int/lit8 v6, v6, 0x10

    add-int v13, v4, p0

    and-int/lit8 v13, v13, 0x3

    packed-switch v13, :pswitch_data

    :try_start_0
    invoke-static {v5}, Lorg/adaptrace/jgf/math/MathBench;->negateExactInt(I)I

    move-result v7

    goto :goto_r

    :pswitch_0
    invoke-static {v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->addExactInt(II)I

    move-result v7

    goto :goto_r

    :pswitch_1
    invoke-static {v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->multiplyExactInt(II)I

    move-result v7

    goto :goto_r

    :pswitch_2
    neg-int v7, v6

    invoke-static {v5, v7}, Lorg/adaptrace/jgf/math/MathBench;->subtractExactInt(II)I

    move-result v7
    :try_end_0
    .catch Ljava/lang/ArithmeticException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_r

    :catch_0
    add-int/lit8 v12, v12, 0x1

    shr-int/lit8 v7, v5, 0x1

    :goto_r
    int-to-long v8, v7

    add-long/2addr v2, v8

    or-int/lit8 v7, v6, 0x1

    invoke-static {v5, v7}, Lorg/adaptrace/jgf/math/MathBench;->floorDivInt(II)I

    move-result v7

    const/16 v8, 0x61

    invoke-static {v5, v8}, Lorg/adaptrace/jgf/math/MathBench;->floorModInt(II)I

    move-result v8

    add-int/2addr v7, v8

    int-to-long v8, v7

    add-long/2addr v2, v8

    aget-wide v8, v1, v4

    add-int/lit8 v7, p0, 0x1

    int-to-long v10, v7

    :try_start_1
    invoke-static {v8, v9, v10, v11}, Lorg/adaptrace/jgf/math/MathBench;->multiplyExactLong(JJ)J

    move-result-wide v8
    :try_end_1
    .catch Ljava/lang/ArithmeticException; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_lv

    :catch_1
    add-int/lit8 v12, v12, 0x2

    aget-wide v8, v1, v4

    const/4 v10, 0x3

    shr-long/2addr v8, v10

    :goto_lv
    const/16 v10, 0x1f

    shr-long/2addr v8, v10

    :try_start_2
    invoke-static {v8, v9}, Lorg/adaptrace/jgf/math/MathBench;->toIntExactLong(J)I

    move-result v8
    :try_end_2
    .catch Ljava/lang/ArithmeticException; {:try_start_2 .. :try_end_2} :catch_2

    int-to-long v8, v8

    add-long/2addr v2, v8

    goto :goto_next

    :catch_2
    add-int/lit8 v12, v12, 0x4

    const-wide/16 v8, 0x1

    sub-long/2addr v2, v8

    :goto_next
    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_loop_end
    int-to-long v8, v12

    const-wide/16 v10, 0x65

    mul-long/2addr v8, v10

    add-long/2addr v2, v8

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method static applyD(IDD)D
    .registers 9

    packed-switch p0, :pswitch_data

    add-double v0, p1, p3

    return-wide v0

    :pswitch_0
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_1
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_2
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->min(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_3
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_4
    const-wide/high16 v0, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_5
    invoke-static {p3, p4}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_6
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3fe8000000000000L    # 0.75

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_7
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_8
    sub-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_9
    const-wide/high16 v0, 0x4008000000000000L    # 3.0

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->rint(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_10
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->round(D)J

    move-result-wide v0

    long-to-double v0, v0

    return-wide v0

    :pswitch_11
    double-to-float v0, p1

    invoke-static {v0}, Ljava/lang/Math;->round(F)I

    move-result v0

    int-to-double v0, v0

    return-wide v0

    :pswitch_12
    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_13
    invoke-static {p3, p4}, Ljava/lang/Math;->cos(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_14
    const-wide v0, 0x3fb999999999999aL    # 0.1

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->tan(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_15
    const-wide/high16 v0, 0x4024000000000000L    # 10.0

    div-double v0, p3, v0

    invoke-static {v0, v1}, Ljava/lang/Math;->asin(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_16
    const-wide/high16 v0, 0x4018000000000000L    # 6.0

    div-double v0, p1, v0

    invoke-static {v0, v1}, Ljava/lang/Math;->acos(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_17
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->atan(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_18
    invoke-static {p3, p4, p1, p2}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_19
    const-wide/high16 v0, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_20
    const-wide/high16 v0, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v0, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_21
    add-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_22
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_23
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_24
    invoke-static {p3, p4}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log10(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_25
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->log1p(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_26
    const-wide v0, 0x3fd3333333333333L    # 0.3

    mul-double/2addr v0, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->expm1(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_27
    sub-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->signum(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_28
    invoke-static {p3, p4, p1, p2}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_29
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->IEEEremainder(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_30
    invoke-static {p1, p2}, Ljava/lang/Math;->toRadians(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_31
    invoke-static {p3, p4}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v0

    const-wide v2, 0x3f847ae147ae147bL    # 0.01

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_32
    invoke-static {p1, p2}, Ljava/lang/Math;->ulp(D)D

    move-result-wide v0

    const-wide v2, 0x42d6bcc41e900000L    # 1.0e14

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_33
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->nextAfter(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_34
    const/4 v0, 0x3

    invoke-static {p3, p4, v0}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v0

    return-wide v0

    :pswitch_35
    invoke-static {p1, p2}, Ljava/lang/Math;->getExponent(D)I

    move-result v0

    int-to-double v0, v0

    return-wide v0

    :pswitch_36
    double-to-float v0, p3

    invoke-static {v0}, Ljava/lang/Math;->abs(F)F

    move-result v0

    float-to-double v0, v0

    return-wide v0

    :pswitch_37
    double-to-float v0, p1

    double-to-float v1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->max(FF)F

    move-result v0

    float-to-double v0, v0

    return-wide v0

    :pswitch_38
    double-to-long v0, p1

    double-to-long v2, p3

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v0

    long-to-double v0, v0

    return-wide v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_10
        :pswitch_11
        :pswitch_12
        :pswitch_13
        :pswitch_14
        :pswitch_15
        :pswitch_16
        :pswitch_17
        :pswitch_18
        :pswitch_19
        :pswitch_20
        :pswitch_21
        :pswitch_22
        :pswitch_23
        :pswitch_24
        :pswitch_25
        :pswitch_26
        :pswitch_27
        :pswitch_28
        :pswitch_29
        :pswitch_30
        :pswitch_31
        :pswitch_32
        :pswitch_33
        :pswitch_34
        :pswitch_35
        :pswitch_36
        :pswitch_37
        :pswitch_38
    .end packed-switch
.end method

.method static opTableD(I)D
    .registers 12

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_ops
    const/16 v10, 0x28

    if-ge v4, v10, :cond_ops_end

    const/4 v5, 0x0

    :goto_args
    const/16 v10, 0x8

    if-ge v5, v10, :cond_args_end

    mul-int/lit8 v10, v5, 0x7

    add-int/2addr v10, v4

    add-int/2addr v10, p0

    and-int/lit8 v10, v10, 0x3f

    aget-wide v6, v0, v10

    mul-int/lit8 v10, v4, 0x3

    add-int/2addr v10, v5

    add-int/2addr v10, p0

    and-int/lit8 v10, v10, 0x3f

    aget-wide v8, v0, v10

    invoke-static {v4, v6, v7, v8, v9}, Lorg/adaptrace/jgf/math/MathBench;->applyD(IDD)D

    move-result-wide v6

    cmpl-double v10, v6, v6

    if-eqz v10, :cond_number

    add-int/lit8 v3, v3, 0x1

    goto :goto_args_next

    :cond_number
    add-double/2addr v1, v6

    :goto_args_next
    add-int/lit8 v5, v5, 0x1

    goto :goto_args

    :cond_args_end
    add-int/lit8 v4, v4, 0x1

    goto :goto_ops

    :cond_ops_end
    int-to-double v6, v3

    add-double/2addr v1, v6

    return-wide v1
.end method

.method static applyI(III)I
    .registers 7

    sparse-switch p0, :sswitch_data

    xor-int v0, p1, p2

    return v0

    :sswitch_1
    invoke-static {p1}, Ljava/lang/Math;->abs(I)I

    move-result v0

    return v0

    :sswitch_2
    invoke-static {p1, p2}, Ljava/lang/Math;->max(II)I

    move-result v0

    return v0

    :sswitch_3
    invoke-static {p1, p2}, Ljava/lang/Math;->min(II)I

    move-result v0

    return v0

    :sswitch_5
    sub-int v0, p1, p2

    invoke-static {v0}, Ljava/lang/Math;->abs(I)I

    move-result v0

    return v0

    :sswitch_8
    if-nez p2, :cond_div_by_y

    const/4 v0, 0x1

    goto :goto_div

    :cond_div_by_y
    move v0, p2

    :goto_div
    invoke-static {p1, v0}, Lorg/adaptrace/jgf/math/MathBench;->floorDivInt(II)I

    move-result v0

    return v0

    :sswitch_13
    if-nez p2, :cond_mod_by_y

    const/4 v0, 0x7

    goto :goto_mod

    :cond_mod_by_y
    move v0, p2

    :goto_mod
    invoke-static {p1, v0}, Lorg/adaptrace/jgf/math/MathBench;->floorModInt(II)I

    move-result v0

    return v0

    :sswitch_21
    invoke-static {p1}, Ljava/lang/Math;->abs(I)I

    move-result v0

    invoke-static {p2}, Ljava/lang/Math;->abs(I)I

    move-result v1

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v0

    return v0

    :sswitch_34
    const v0, 0xffff

    and-int/2addr v0, p1

    const v1, 0xffff

    and-int/2addr v1, p2

    invoke-static {v0, v1}, Ljava/lang/Math;->min(II)I

    move-result v0

    return v0

    :sswitch_55
    int-to-float v0, p1

    or-int/lit8 v1, p2, 0x1

    int-to-float v1, v1

    div-float/2addr v0, v1

    invoke-static {v0}, Ljava/lang/Math;->round(F)I

    move-result v0

    return v0

    :sswitch_89
    int-to-float v0, p1

    invoke-static {v0}, Ljava/lang/Math;->signum(F)F

    move-result v0

    float-to-int v0, v0

    return v0

    :sswitch_144
    const/4 v0, 0x0

    invoke-static {p1, v0}, Ljava/lang/Math;->max(II)I

    move-result v0

    const/4 v1, 0x0

    invoke-static {p2, v1}, Ljava/lang/Math;->min(II)I

    move-result v1

    sub-int/2addr v0, v1

    return v0

    :sswitch_233
    int-to-double v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    double-to-int v0, v0

    return v0

    :sswitch_377
    invoke-static {p1}, Ljava/lang/Math;->abs(I)I

    move-result v0

    ushr-int/lit8 v0, v0, 0x3

    return v0

    :sswitch_610
    const/16 v0, -0x3e8

    invoke-static {p1, v0}, Ljava/lang/Math;->max(II)I

    move-result v0

    const/16 v1, 0x3e8

    invoke-static {v0, v1}, Ljava/lang/Math;->min(II)I

    move-result v0

    return v0

    :sswitch_987
    int-to-double v0, p2

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x4059000000000000L    # 100.0

    mul-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    double-to-int v0, v0

    return v0

    :sswitch_1597
    xor-int v0, p1, p2

    const/16 v1, 0x3e8

    invoke-static {v0, v1}, Lorg/adaptrace/jgf/math/MathBench;->floorModInt(II)I

    move-result v0

    return v0

    :sswitch_2584
    invoke-static {p2}, Ljava/lang/Math;->abs(I)I

    move-result v0

    rem-int/lit16 v0, v0, 0x3e8

    return v0

    :sswitch_4181
    int-to-double v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->round(D)J

    move-result-wide v0

    long-to-int v0, v0

    return v0

    :sswitch_data
    .sparse-switch
        0x1 -> :sswitch_1
        0x2 -> :sswitch_2
        0x3 -> :sswitch_3
        0x5 -> :sswitch_5
        0x8 -> :sswitch_8
        0xd -> :sswitch_13
        0x15 -> :sswitch_21
        0x22 -> :sswitch_34
        0x37 -> :sswitch_55
        0x59 -> :sswitch_89
        0x90 -> :sswitch_144
        0xe9 -> :sswitch_233
        0x179 -> :sswitch_377
        0x262 -> :sswitch_610
        0x3db -> :sswitch_987
        0x63d -> :sswitch_1597
        0xa18 -> :sswitch_2584
        0x1055 -> :sswitch_4181
    .end sparse-switch
.end method

.method static opTableI(I)J
    .registers 13

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    const-wide/16 v1, 0x0

    const/4 v3, 0x1

    const/4 v4, 0x1

    const/4 v5, 0x0

    :goto_ops
    const/16 v9, 0x14

    if-ge v5, v9, :cond_ops_end

    const/4 v6, 0x0

    :goto_args
    const/16 v9, 0x8

    if-ge v6, v9, :cond_args_end

    mul-int/lit8 v9, v5, 0x5

    add-int/2addr v9, v6

    add-int/2addr v9, p0

    and-int/lit8 v9, v9, 0x3f

    aget v7, v0, v9

    mul-int/lit8 v9, v6, 0x9

    add-int/2addr v9, v5

    add-int/2addr v9, p0

    and-int/lit8 v9, v9, 0x3f

    aget v8, v0, v9

    shr-int/lit8 v8, v8, 0x4

    invoke-static {v4, v7, v8}, Lorg/adaptrace/jgf/math/MathBench;->applyI(III)I

    move-result v9

    int-to-long v10, v9

    add-long/2addr v1, v10

    add-int/lit8 v6, v6, 0x1

    goto :goto_args

    :cond_args_end
    add-int v9, v3, v4

    move v3, v4

    move v4, v9

    add-int/lit8 v5, v5, 0x1

    goto :goto_ops

    :cond_ops_end
    return-wide v1
.end method

.method static applyF(IFF)F
    .registers 5

    packed-switch p0, :pswitch_data

    mul-float v0, p1, p2

    return v0

    :pswitch_0
    invoke-static {p1}, Ljava/lang/Math;->abs(F)F

    move-result v0

    return v0

    :pswitch_1
    invoke-static {p1, p2}, Ljava/lang/Math;->max(FF)F

    move-result v0

    return v0

    :pswitch_2
    invoke-static {p1, p2}, Ljava/lang/Math;->min(FF)F

    move-result v0

    return v0

    :pswitch_3
    sub-float v0, p1, p2

    invoke-static {v0}, Ljava/lang/Math;->abs(F)F

    move-result v0

    const/high16 v1, 0x3f000000    # 0.5f

    mul-float/2addr v0, v1

    return v0

    :pswitch_4
    invoke-static {p1}, Ljava/lang/Math;->signum(F)F

    move-result v0

    invoke-static {p2}, Ljava/lang/Math;->signum(F)F

    move-result v1

    add-float/2addr v0, v1

    return v0

    :pswitch_5
    invoke-static {p1, p2}, Ljava/lang/Math;->copySign(FF)F

    move-result v0

    return v0

    :pswitch_6
    invoke-static {p1}, Ljava/lang/Math;->ulp(F)F

    move-result v0

    const v1, 0x49742400    # 1.0e6f

    mul-float/2addr v0, v1

    return v0

    :pswitch_7
    invoke-static {p1}, Ljava/lang/Math;->nextUp(F)F

    move-result v0

    sub-float/2addr v0, p1

    const v1, 0x49742400    # 1.0e6f

    mul-float/2addr v0, v1

    return v0

    :pswitch_8
    const/high16 v0, 0x41000000    # 8.0f

    mul-float/2addr v0, p1

    invoke-static {v0}, Ljava/lang/Math;->round(F)I

    move-result v0

    int-to-float v0, v0

    return v0

    :pswitch_9
    const/4 v0, -0x3

    invoke-static {p1, v0}, Ljava/lang/Math;->scalb(FI)F

    move-result v0

    return v0

    :pswitch_10
    invoke-static {p2}, Ljava/lang/Math;->getExponent(F)I

    move-result v0

    int-to-float v0, v0

    return v0

    :pswitch_11
    const/high16 v0, 0x40000000    # 2.0f

    invoke-static {p1, v0}, Ljava/lang/Math;->min(FF)F

    move-result v0

    const/high16 v1, -0x40000000    # -2.0f

    invoke-static {v0, v1}, Ljava/lang/Math;->max(FF)F

    move-result v0

    return v0

    :pswitch_12
    float-to-double v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    double-to-float v0, v0

    return v0

    :pswitch_13
    float-to-double v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    double-to-float v0, v0

    return v0

    :pswitch_14
    float-to-double v0, p2

    invoke-static {p1, v0, v1}, Ljava/lang/Math;->nextAfter(FD)F

    move-result v0

    return v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_10
        :pswitch_11
        :pswitch_12
        :pswitch_13
        :pswitch_14
    .end packed-switch
.end method

.method static opTableF(I)D
    .registers 11

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    const-wide/16 v1, 0x0

    and-int/lit8 v3, p0, 0xf

    const/4 v4, 0x0

    :goto_loop
    array-length v7, v0

    if-ge v4, v7, :cond_loop_end

    aget v5, v0, v4

    mul-int/lit8 v7, v4, 0xb

    add-int/2addr v7, p0

    and-int/lit8 v7, v7, 0x3f

    aget v6, v0, v7

    invoke-static {v3, v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->applyF(IFF)F

    move-result v7

    float-to-double v8, v7

    add-double/2addr v1, v8

    add-int/lit8 v7, v3, 0x1

    and-int/lit8 v8, v4, 0x1

    add-int/2addr v7, v8

    rem-int/lit8 v3, v7, 0x11

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_loop_end
    return-wide v1
.end method

.method static classify(D)I
    .registers 5

    cmpl-double v0, p0, p0

    if-eqz v0, :cond_number

    const/4 v0, 0x0

    return v0

    :cond_number
    const-wide/high16 v1, -0x3fe8000000000000L    # -6.0

    cmpg-double v0, p0, v1

    if-gez v0, :cond_above_m6

    const/4 v0, 0x1

    return v0

    :cond_above_m6
    const-wide/high16 v1, -0x3ff0000000000000L    # -4.0

    cmpg-double v0, p0, v1

    if-gez v0, :cond_above_m4

    const/4 v0, 0x2

    return v0

    :cond_above_m4
    const-wide/high16 v1, -0x4000000000000000L    # -2.0

    cmpg-double v0, p0, v1

    if-gez v0, :cond_above_m2

    const/4 v0, 0x3

    return v0

    :cond_above_m2
    const-wide/high16 v1, -0x4010000000000000L    # -1.0

    cmpg-double v0, p0, v1

    if-gez v0, :cond_above_m1

    const/4 v0, 0x4

    return v0

    :cond_above_m1
    const-wide/high16 v1, -0x4020000000000000L    # -0.5

    cmpg-double v0, p0, v1

    if-gez v0, :cond_above_mhalf

    const/4 v0, 0x5

    return v0

    :cond_above_mhalf
    const-wide/16 v1, 0x0

    cmpg-double v0, p0, v1

    if-gez v0, :cond_not_negative

    const/4 v0, 0x6

    return v0

    :cond_not_negative
    cmpl-double v0, p0, v1

    if-nez v0, :cond_positive

    const/4 v0, 0x7

    return v0

    :cond_positive
    const-wide/high16 v1, 0x3fe0000000000000L    # 0.5

    cmpg-double v0, p0, v1

    if-gtz v0, :cond_above_half

    const/16 v0, 0x8

    return v0

    :cond_above_half
    const-wide/high16 v1, 0x3ff0000000000000L    # 1.0

    cmpg-double v0, p0, v1

    if-gtz v0, :cond_above_1

    const/16 v0, 0x9

    return v0

    :cond_above_1
    const-wide/high16 v1, 0x4000000000000000L    # 2.0

    cmpg-double v0, p0, v1

    if-gtz v0, :cond_above_2

    const/16 v0, 0xa

    return v0

    :cond_above_2
    const-wide/high16 v1, 0x4010000000000000L    # 4.0

    cmpg-double v0, p0, v1

    if-gtz v0, :cond_above_4

    const/16 v0, 0xb

    return v0

    :cond_above_4
    const-wide/high16 v1, 0x4018000000000000L    # 6.0

    cmpg-double v0, p0, v1

    if-gtz v0, :cond_above_6

    const/16 v0, 0xc

    return v0

    :cond_above_6
    const/16 v0, 0xd

    return v0
.end method

.method static classifyAll(I)J
    .registers 14

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const/16 v7, 0x10

    new-array v1, v7, [I

    and-int/lit8 v7, p0, 0x3

    int-to-double v2, v7

    const-wide/high16 v5, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v2, v5

    const-wide/high16 v5, 0x3ff0000000000000L    # 1.0

    add-double/2addr v2, v5

    const/4 v4, 0x0

    :goto_loop
    array-length v7, v0

    if-ge v4, v7, :cond_loop_end

    aget-wide v5, v0, v4

    mul-double/2addr v5, v2

    invoke-static {v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->classify(D)I

    move-result v7

    aget v8, v1, v7

    add-int/lit8 v8, v8, 0x1

    aput v8, v1, v7

    aget-wide v5, v0, v4

    invoke-static {v5, v6}, Ljava/lang/Math;->sin(D)D

    move-result-wide v5

    const-wide/high16 v11, 0x401a000000000000L    # 6.5

    mul-double/2addr v5, v11

    invoke-static {v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->classify(D)I

    move-result v7

    aget v8, v1, v7

    add-int/lit8 v8, v8, 0x1

    aput v8, v1, v7

    aget-wide v5, v0, v4

    invoke-static {v5, v6}, Ljava/lang/Math;->log(D)D

    move-result-wide v5

    invoke-static {v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->classify(D)I

    move-result v7

    aget v8, v1, v7

    add-int/lit8 v8, v8, 0x1

    aput v8, v1, v7

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_loop_end
    const-wide/16 v9, 0x0

    const/4 v4, 0x0

    :goto_hash
    array-length v7, v1

    if-ge v4, v7, :cond_hash_end

    const-wide/16 v11, 0x1f

    mul-long/2addr v9, v11

    aget v7, v1, v4

    int-to-long v11, v7

    add-long/2addr v9, v11

    aget v7, v1, v4

    if-nez v7, :cond_seen

    const-wide/16 v11, 0x3e8

    add-long/2addr v9, v11

    :cond_seen
    add-int/lit8 v4, v4, 0x1

    goto :goto_hash

    :cond_hash_end
    return-wide v9
.end method

.method static series(I)D
    .registers 22

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ua:[D

    const-wide/16 v16, 0x0

    const-wide/16 v18, 0x0

    const/16 v20, 0x0

    and-int/lit8 v1, p0, 0x1

    :goto_loop
    array-length v3, v0

    if-ge v1, v3, :cond_loop_end

    aget-wide v4, v0, v1

    const-wide/high16 v10, 0x4008000000000000L    # 3.0

    mul-double/2addr v4, v10

    move-wide v6, v4

    const-wide/16 v14, 0x0

    const/4 v2, 0x1

    :goto_sin
    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    const-wide v12, 0x3cd203af9ee75616L    # 1.0e-15

    cmpl-double v3, v10, v12

    if-lez v3, :cond_sin_done

    add-double/2addr v14, v6

    neg-double v10, v6

    mul-double/2addr v10, v4

    mul-double/2addr v10, v4

    add-int/lit8 v3, v2, 0x1

    add-int/lit8 v12, v2, 0x2

    mul-int/2addr v3, v12

    int-to-double v12, v3

    div-double/2addr v10, v12

    move-wide v6, v10

    add-int/lit8 v2, v2, 0x2

    add-int/lit8 v20, v20, 0x1

    goto :goto_sin

    :cond_sin_done
    invoke-static {v4, v5}, Ljava/lang/Math;->sin(D)D

    move-result-wide v10

    sub-double v10, v14, v10

    invoke-static {v10, v11}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    add-double v18, v18, v10

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    const-wide/high16 v8, 0x3ff0000000000000L    # 1.0

    const/4 v2, 0x1

    :goto_exp
    const/16 v3, 0x1e

    if-ge v2, v3, :cond_exp_done

    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    neg-double v10, v10

    int-to-double v12, v2

    div-double/2addr v10, v12

    mul-double/2addr v8, v10

    add-double/2addr v6, v8

    invoke-static {v8, v9}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    const-wide v12, 0x3c670ef54646d497L    # 1.0e-17

    cmpg-double v3, v10, v12

    if-ltz v3, :cond_exp_done

    add-int/lit8 v2, v2, 0x1

    goto :goto_exp

    :cond_exp_done
    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    neg-double v10, v10

    invoke-static {v10, v11}, Ljava/lang/Math;->exp(D)D

    move-result-wide v10

    sub-double v10, v6, v10

    invoke-static {v10, v11}, Ljava/lang/Math;->abs(D)D

    move-result-wide v10

    add-double v18, v18, v10

    add-double v10, v14, v6

    add-double v16, v16, v10

    add-int/lit8 v1, v1, 0x2

    goto :goto_loop

    :cond_loop_end
    const-wide v10, 0x3e112e0be826d695L    # 1.0e-9

    cmpl-double v3, v18, v10

    if-lez v3, :cond_accurate

    const-wide v16, -0x3e32329b00000000L    # -1.0e9

    :cond_accurate
    move/from16 v3, v20

    int-to-double v10, v3

    add-double v16, v16, v10

    return-wide v16
.end method

.method static newton(I)D
    .registers 24

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v17, 0x0

    const/16 v21, 0x0

    const/16 v22, 0x0

    const/4 v1, 0x0

    :goto_loop
    array-length v4, v0

    if-ge v1, v4, :cond_loop_end

    aget-wide v5, v0, v1

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v5

    add-int/lit8 v4, p0, 0x1

    int-to-double v11, v4

    mul-double/2addr v5, v11

    const-wide/high16 v11, 0x3fe0000000000000L    # 0.5

    add-double/2addr v5, v11

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    cmpl-double v4, v5, v11

    if-lez v4, :cond_small_start

    const-wide/high16 v7, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v7, v5

    goto :goto_start

    :cond_small_start
    const-wide/high16 v7, 0x3ff0000000000000L    # 1.0

    :goto_start
    const/4 v2, 0x0

    :goto_sqrt
    div-double v9, v5, v7

    add-double/2addr v9, v7

    const-wide/high16 v11, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v9, v11

    sub-double v11, v9, v7

    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide v13, 0x3d719799812dea11L    # 1.0e-12

    mul-double/2addr v13, v9

    cmpg-double v4, v11, v13

    if-gtz v4, :cond_sqrt_continue

    move-wide v7, v9

    goto :goto_sqrt_done

    :cond_sqrt_continue
    move-wide v7, v9

    add-int/lit8 v2, v2, 0x1

    const/16 v4, 0x3c

    if-lt v2, v4, :goto_sqrt

    :goto_sqrt_done
    invoke-static {v5, v6}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    sub-double v11, v7, v11

    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide v13, 0x3e112e0be826d695L    # 1.0e-9

    mul-double/2addr v13, v7

    cmpl-double v4, v11, v13

    if-lez v4, :cond_sqrt_ok

    add-int/lit8 v22, v22, 0x1

    :cond_sqrt_ok
    move-wide v15, v5

    const/4 v3, 0x0

    :goto_cbrt
    const/16 v4, 0x64

    if-ge v3, v4, :cond_cbrt_done

    mul-double v9, v15, v15

    mul-double v9, v9, v15

    sub-double/2addr v9, v5

    const-wide/high16 v11, 0x4008000000000000L    # 3.0

    mul-double v11, v11, v15

    mul-double v11, v11, v15

    div-double/2addr v9, v11

    sub-double v9, v15, v9

    sub-double v11, v9, v15

    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide v19, 0x3d3c25c268497682L    # 1.0e-13

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v13

    mul-double v19, v19, v13

    cmpg-double v4, v11, v19

    if-gez v4, :cond_cbrt_continue

    move-wide v15, v9

    goto :cond_cbrt_done

    :cond_cbrt_continue
    move-wide v15, v9

    add-int/lit8 v21, v21, 0x1

    add-int/lit8 v3, v3, 0x1

    goto :goto_cbrt

    :cond_cbrt_done
    invoke-static {v5, v6}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v9

    sub-double v9, v15, v9

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide v11, 0x3e112e0be826d695L    # 1.0e-9

    mul-double v11, v11, v15

    cmpl-double v4, v9, v11

    if-lez v4, :cond_cbrt_ok

    add-int/lit8 v22, v22, 0x1

    :cond_cbrt_ok
    add-int v21, v21, v2

    add-double v9, v7, v15

    add-double v17, v17, v9

    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_loop_end
    const v4, 0xf4240

    mul-int v4, v22, v4

    add-int v4, v21, v4

    int-to-double v9, v4

    add-double v17, v17, v9

    return-wide v17
.end method

.method static rotate(I)D
    .registers 24

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v18, 0x0

    const/16 v20, 0x0

    const/4 v1, 0x0

    :goto_angles
    const/16 v3, 0x8

    if-ge v1, v3, :cond_angles_end

    add-int/lit8 v3, v1, 0x1

    int-to-double v12, v3

    const-wide v14, 0x3fd6666666666666L    # 0.35

    mul-double/2addr v12, v14

    move/from16 v3, p0

    int-to-double v14, v3

    const-wide v16, 0x3f847ae147ae147bL    # 0.01

    mul-double v14, v14, v16

    add-double/2addr v12, v14

    invoke-static {v12, v13}, Ljava/lang/Math;->cos(D)D

    move-result-wide v4

    invoke-static {v12, v13}, Ljava/lang/Math;->sin(D)D

    move-result-wide v6

    const/4 v2, 0x0

    :goto_points
    add-int/lit8 v3, v2, 0x1

    array-length v12, v0

    if-ge v3, v12, :cond_points_end

    aget-wide v8, v0, v2

    add-int/lit8 v3, v2, 0x1

    aget-wide v10, v0, v3

    mul-double v12, v4, v8

    mul-double v16, v6, v10

    sub-double v12, v12, v16

    mul-double v14, v6, v8

    mul-double v16, v4, v10

    add-double v14, v14, v16

    mul-double v16, v12, v8

    const-wide/16 v21, 0x0

    cmpg-double v3, v16, v21

    if-gez v3, :cond_same_side

    add-int/lit8 v20, v20, 0x1

    :cond_same_side
    invoke-static {v14, v15, v12, v13}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v12

    invoke-static {v10, v11, v8, v9}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v14

    sub-double v12, v12, v14

    add-double v18, v18, v12

    add-int/lit8 v2, v2, 0x2

    goto :goto_points

    :cond_points_end
    add-int/lit8 v1, v1, 0x1

    goto :goto_angles

    :cond_angles_end
    move/from16 v3, v20

    int-to-double v12, v3

    add-double v18, v18, v12

    return-wide v18
.end method

.method static stats(I)D
    .registers 19

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v1, p0, 0x1f

    add-int/lit8 v1, v1, 0x10

    const-wide/16 v4, 0x0

    const-wide/16 v6, 0x0

    const-wide/high16 v8, 0x7ff0000000000000L    # Infinity

    const-wide/high16 v10, -0x10000000000000L    # -Infinity

    const/4 v2, 0x0

    :goto_welford
    if-ge v2, v1, :cond_welford_end

    aget-wide v12, v0, v2

    sub-double v16, v12, v4

    add-int/lit8 v3, v2, 0x1

    int-to-double v14, v3

    div-double v14, v16, v14

    add-double/2addr v4, v14

    sub-double v14, v12, v4

    mul-double v14, v16, v14

    add-double/2addr v6, v14

    cmpg-double v3, v12, v8

    if-gez v3, :cond_not_lower

    move-wide v8, v12

    :cond_not_lower
    cmpl-double v3, v12, v10

    if-lez v3, :cond_not_higher

    move-wide v10, v12

    :cond_not_higher
    add-int/lit8 v2, v2, 0x1

    goto :goto_welford

    :cond_welford_end
    add-int/lit8 v3, v1, -0x1

    int-to-double v14, v3

    div-double v14, v6, v14

    invoke-static {v14, v15}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v6

    const/4 v1, 0x0

    const/4 v2, 0x0

    :goto_outliers
    array-length v3, v0

    if-ge v2, v3, :cond_outliers_end

    aget-wide v12, v0, v2

    sub-double/2addr v12, v4

    div-double/2addr v12, v6

    invoke-static {v12, v13}, Ljava/lang/Math;->abs(D)D

    move-result-wide v12

    const-wide/high16 v14, 0x3ff8000000000000L    # 1.5

    cmpl-double v3, v12, v14

    if-lez v3, :cond_inlier

    add-int/lit8 v1, v1, 0x1

    :cond_inlier
    add-int/lit8 v2, v2, 0x1

    goto :goto_outliers

    :cond_outliers_end
    add-double v12, v4, v6

    const-wide/high16 v14, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v14, v8

    add-double/2addr v12, v14

    const-wide/high16 v14, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v14, v10

    add-double/2addr v12, v14

    int-to-double v14, v1

    add-double/2addr v12, v14

    return-wide v12
.end method

.method static ipow(JI)J
    .registers 7

    if-nez p2, :cond_recurse

    const-wide/16 v0, 0x1

    return-wide v0

    :cond_recurse
    shr-int/lit8 v0, p2, 0x1

    invoke-static {p0, p1, v0}, Lorg/adaptrace/jgf/math/MathBench;->ipow(JI)J

    move-result-wide v0

    mul-long/2addr v0, v0

    and-int/lit8 v2, p2, 0x1

    if-eqz v2, :cond_even

    mul-long v2, v0, p0

    goto :goto_return

    :cond_even
    move-wide v2, v0

    :goto_return
    return-wide v2
.end method

.method static gcd(II)I
    .registers 3

    :goto_loop
    if-eqz p1, :cond_done

    rem-int v0, p0, p1

    move p0, p1

    move p1, v0

    goto :goto_loop

    :cond_done
    invoke-static {p0}, Ljava/lang/Math;->abs(I)I

    move-result v0

    return v0
.end method

.method static intPow(I)J
    .registers 15

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    :goto_loop
    array-length v13, v0

    if-ge v3, v13, :cond_loop_end

    aget v4, v0, v3

    ushr-int/lit8 v4, v4, 0x1b

    and-int/lit8 v13, p0, 0x3

    add-int/2addr v4, v13

    aget v13, v0, v3

    and-int/lit8 v13, v13, 0x7

    add-int/lit8 v13, v13, -0x3

    int-to-long v5, v13

    invoke-static {v5, v6, v4}, Lorg/adaptrace/jgf/math/MathBench;->ipow(JI)J

    move-result-wide v7

    long-to-double v9, v5

    int-to-double v11, v4

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v9

    double-to-long v9, v9

    cmp-long v13, v7, v9

    if-nez v13, :cond_differs

    const-wide/16 v11, 0x1

    add-long/2addr v1, v11

    goto :goto_gcd

    :cond_differs
    xor-long/2addr v1, v7

    :goto_gcd
    aget v13, v0, v3

    add-int v11, v3, p0

    and-int/lit8 v11, v11, 0x3f

    aget v11, v0, v11

    invoke-static {v13, v11}, Lorg/adaptrace/jgf/math/MathBench;->gcd(II)I

    move-result v13

    int-to-long v11, v13

    add-long/2addr v1, v11

    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_loop_end
    return-wide v1
.end method

.method static validate(I)I
    .registers 18

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    sget-object v1, Lorg/adaptrace/jgf/math/MathBench;->ua:[D

    const/4 v2, 0x0

    const/4 v3, 0x0

    :goto_loop
    array-length v4, v0

    if-ge v3, v4, :cond_loop_end

    aget-wide v5, v0, v3

    move/from16 v4, p0

    int-to-double v7, v4

    const-wide v9, 0x3f50624dd2f1a9fcL    # 0.001

    mul-double/2addr v7, v9

    add-double/2addr v5, v7

    invoke-static {v5, v6}, Ljava/lang/Math;->sin(D)D

    move-result-wide v7

    invoke-static {v5, v6}, Ljava/lang/Math;->cos(D)D

    move-result-wide v9

    mul-double v11, v7, v7

    mul-double v13, v9, v9

    add-double/2addr v11, v13

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide v13, 0x3d719799812dea11L    # 1.0e-12

    cmpl-double v4, v11, v13

    if-lez v4, :cond_trig_ok

    or-int/lit8 v2, v2, 0x1

    :cond_trig_ok
    const-wide/16 v7, 0x0

    cmpl-double v4, v5, v7

    if-lez v4, :cond_exp_ok

    invoke-static {v5, v6}, Ljava/lang/Math;->log(D)D

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Math;->exp(D)D

    move-result-wide v7

    sub-double/2addr v7, v5

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    mul-double/2addr v9, v5

    cmpl-double v4, v7, v9

    if-lez v4, :cond_exp_ok

    or-int/lit8 v2, v2, 0x2

    :cond_exp_ok
    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v13

    invoke-static {v13, v14}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v7

    mul-double/2addr v7, v7

    sub-double/2addr v7, v13

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    add-double/2addr v11, v13

    mul-double/2addr v9, v11

    cmpl-double v4, v7, v9

    if-lez v4, :cond_sqrt_ok

    or-int/lit8 v2, v2, 0x4

    :cond_sqrt_ok
    invoke-static {v5, v6}, Ljava/lang/Math;->floor(D)D

    move-result-wide v7

    cmpl-double v4, v7, v5

    if-gtz v4, :cond_floor_bad

    invoke-static {v5, v6}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v7

    cmpg-double v4, v7, v5

    if-gez v4, :cond_floor_ok

    :cond_floor_bad
    or-int/lit8 v2, v2, 0x8

    :cond_floor_ok
    invoke-static {v5, v6}, Ljava/lang/Math;->round(D)J

    move-result-wide v7

    long-to-double v7, v7

    sub-double/2addr v7, v5

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    cmpl-double v4, v7, v9

    if-lez v4, :cond_round_ok

    or-int/lit8 v2, v2, 0x10

    :cond_round_ok
    aget-wide v11, v1, v3

    const-wide/high16 v7, 0x3ff8000000000000L    # 1.5

    mul-double/2addr v11, v7

    invoke-static {v11, v12}, Ljava/lang/Math;->sin(D)D

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Math;->asin(D)D

    move-result-wide v7

    sub-double/2addr v7, v11

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    cmpl-double v4, v7, v9

    if-lez v4, :cond_asin_ok

    or-int/lit8 v2, v2, 0x20

    :cond_asin_ok
    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    mul-double/2addr v7, v11

    invoke-static {v7, v8}, Ljava/lang/Math;->sin(D)D

    move-result-wide v7

    const-wide/high16 v9, 0x4000000000000000L    # 2.0

    mul-double/2addr v9, v11

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v9

    invoke-static {v7, v8, v9, v10}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v7

    const-wide/high16 v9, 0x4000000000000000L    # 2.0

    mul-double/2addr v9, v11

    sub-double/2addr v7, v9

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    cmpl-double v4, v7, v9

    if-lez v4, :cond_atan2_ok

    or-int/lit8 v2, v2, 0x40

    :cond_atan2_ok
    invoke-static {v5, v6}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v7

    invoke-static {v5, v6}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v9

    invoke-static {v5, v6}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v15

    div-double v9, v9, v15

    sub-double/2addr v7, v9

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    cmpl-double v4, v7, v9

    if-lez v4, :cond_tanh_ok

    or-int/lit16 v2, v2, 0x80

    :cond_tanh_ok
    invoke-static {v5, v6, v11, v12}, Ljava/lang/Math;->max(DD)D

    move-result-wide v7

    invoke-static {v5, v6, v11, v12}, Ljava/lang/Math;->min(DD)D

    move-result-wide v9

    cmpg-double v4, v7, v9

    if-gez v4, :cond_order_ok

    or-int/lit16 v2, v2, 0x100

    :cond_order_ok
    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    invoke-static {v13, v14, v7, v8}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v7

    mul-double v9, v5, v5

    sub-double/2addr v7, v9

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide v9, 0x3d719799812dea11L    # 1.0e-12

    mul-double/2addr v9, v5

    mul-double/2addr v9, v5

    cmpl-double v4, v7, v9

    if-lez v4, :cond_pow_ok

    or-int/lit16 v2, v2, 0x200

    :cond_pow_ok
    add-int/lit8 v3, v3, 0x1

    goto :goto_loop

    :cond_loop_end
    return v2
.end method

.method static failName(I)Ljava/lang/String;
    .registers 2

    invoke-static {p0}, Ljava/lang/Integer;->lowestOneBit(I)I

    move-result v0

    sparse-switch v0, :sswitch_data

    const-string v0, "none"

    return-object v0

    :sswitch_1
    const-string v0, "trig-identity"

    return-object v0

    :sswitch_2
    const-string v0, "exp-log"

    return-object v0

    :sswitch_4
    const-string v0, "sqrt"

    return-object v0

    :sswitch_8
    const-string v0, "floor-ceil"

    return-object v0

    :sswitch_16
    const-string v0, "round"

    return-object v0

    :sswitch_32
    const-string v0, "asin"

    return-object v0

    :sswitch_64
    const-string v0, "atan2"

    return-object v0

    :sswitch_128
    const-string v0, "tanh"

    return-object v0

    :sswitch_256
    const-string v0, "max-min"

    return-object v0

    :sswitch_512
    const-string v0, "pow"

    return-object v0

    :sswitch_data
    .sparse-switch
        0x1 -> :sswitch_1
        0x2 -> :sswitch_2
        0x4 -> :sswitch_4
        0x8 -> :sswitch_8
        0x10 -> :sswitch_16
        0x20 -> :sswitch_32
        0x40 -> :sswitch_64
        0x80 -> :sswitch_128
        0x100 -> :sswitch_256
        0x200 -> :sswitch_512
    .end sparse-switch
.end method

.method static octants(I)D
    .registers 19

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const/16 v3, 0x8

    new-array v1, v3, [I

    and-int/lit8 v3, p0, 0x3

    int-to-double v5, v3

    const-wide/high16 v15, 0x3ff8000000000000L    # 1.5

    add-double v5, v5, v15

    const-wide/16 v7, 0x0

    const/16 v17, 0x0

    const/4 v2, 0x0

    :goto_loop
    array-length v3, v0

    if-ge v2, v3, :cond_loop_end

    aget-wide v9, v0, v2

    mul-double/2addr v9, v5

    :goto_wrap_down
    const-wide v15, 0x400921fb54442d18L    # Math.PI

    cmpl-double v3, v9, v15

    if-lez v3, :goto_wrap_up

    const-wide v15, 0x401921fb54442d18L    # 2.0 * Math.PI

    sub-double v9, v9, v15

    add-int/lit8 v17, v17, 0x1

    goto :goto_wrap_down

    :goto_wrap_up
    const-wide v15, -0x3ff6de04abbbd2e8L    # -Math.PI

    cmpg-double v3, v9, v15

    if-gtz v3, :cond_wrapped

    const-wide v15, 0x401921fb54442d18L    # 2.0 * Math.PI

    add-double v9, v9, v15

    add-int/lit8 v17, v17, 0x1

    goto :goto_wrap_up

    :cond_wrapped
    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v11

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v13

    const-wide/16 v15, 0x0

    cmpl-double v3, v11, v15

    if-ltz v3, :cond_lower_half

    cmpl-double v3, v13, v15

    if-ltz v3, :cond_second_quadrant

    cmpg-double v3, v11, v13

    if-gez v3, :cond_oct1

    const/4 v4, 0x0

    goto :goto_octant

    :cond_oct1
    const/4 v4, 0x1

    goto :goto_octant

    :cond_second_quadrant
    neg-double v15, v13

    cmpl-double v3, v11, v15

    if-lez v3, :cond_oct3

    const/4 v4, 0x2

    goto :goto_octant

    :cond_oct3
    const/4 v4, 0x3

    goto :goto_octant

    :cond_lower_half
    cmpg-double v3, v13, v15

    if-gez v3, :cond_fourth_quadrant

    cmpl-double v3, v11, v13

    if-lez v3, :cond_oct5

    const/4 v4, 0x4

    goto :goto_octant

    :cond_oct5
    const/4 v4, 0x5

    goto :goto_octant

    :cond_fourth_quadrant
    neg-double v15, v11

    cmpl-double v3, v15, v13

    if-lez v3, :cond_oct7

    const/4 v4, 0x6

    goto :goto_octant

    :cond_oct7
    const/4 v4, 0x7

    :goto_octant
    aget v3, v1, v4

    add-int/lit8 v3, v3, 0x1

    aput v3, v1, v4

    packed-switch v4, :pswitch_data

    const-wide v15, 0x3fe921fb54442d18L    # Math.PI / 4

    add-double v9, v9, v15

    invoke-static {v9, v10}, Ljava/lang/Math;->sin(D)D

    move-result-wide v9

    goto :goto_clip

    :pswitch_0
    invoke-static {v9, v10}, Ljava/lang/Math;->tan(D)D

    move-result-wide v9

    goto :goto_clip

    :pswitch_1
    const-wide/high16 v15, 0x3ff0000000000000L    # 1.0

    invoke-static {v9, v10}, Ljava/lang/Math;->tan(D)D

    move-result-wide v9

    div-double v9, v15, v9

    goto :goto_clip

    :pswitch_2
    neg-double v15, v13

    div-double v9, v15, v11

    goto :goto_clip

    :pswitch_3
    div-double v9, v11, v13

    goto :goto_clip

    :pswitch_4
    invoke-static {v11, v12, v13, v14}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v11

    const-wide v15, 0x400921fb54442d18L    # Math.PI

    add-double v9, v11, v15

    goto :goto_clip

    :pswitch_5
    div-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->atan(D)D

    move-result-wide v11

    sub-double v9, v11, v9

    goto :goto_clip

    :pswitch_6
    const-wide v15, 0x3fe921fb54442d18L    # Math.PI / 4

    sub-double v9, v9, v15

    invoke-static {v9, v10}, Ljava/lang/Math;->cos(D)D

    move-result-wide v9

    :goto_clip
    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide v13, 0x3feccccccccccccdL    # 0.9

    cmpl-double v3, v11, v13

    if-lez v3, :cond_unclipped

    invoke-static {v9, v10}, Ljava/lang/Math;->signum(D)D

    move-result-wide v11

    mul-double/2addr v11, v13

    goto :goto_accumulate

    :cond_unclipped
    move-wide v11, v9

    :goto_accumulate
    add-double/2addr v7, v11

    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_loop_end
    const/4 v4, 0x0

    const/4 v2, 0x0

    :goto_hash
    array-length v3, v1

    if-ge v2, v3, :cond_hash_end

    mul-int/lit8 v4, v4, 0x7

    aget v3, v1, v2

    add-int/2addr v4, v3

    add-int/lit8 v2, v2, 0x1

    goto :goto_hash

    :cond_hash_end
    rem-int/lit16 v4, v4, 0x3e8

    add-int v4, v17, v4

    int-to-double v9, v4

    add-double/2addr v7, v9

    return-wide v7

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static quadratic(I)D
    .registers 24

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->ia:[I

    const-wide/16 v3, 0x0

    const/16 v19, 0x0

    const/16 v20, 0x0

    const/16 v21, 0x0

    const/16 v22, 0x0

    const/4 v1, 0x0

    :goto_loop
    array-length v2, v0

    if-ge v1, v2, :cond_loop_end

    aget v2, v0, v1

    shr-int/lit8 v2, v2, 0x1d

    and-int/lit8 v5, p0, 0x1

    add-int/2addr v2, v5

    int-to-double v5, v2

    add-int/lit8 v2, v1, 0x1

    add-int v2, v2, p0

    and-int/lit8 v2, v2, 0x3f

    aget v2, v0, v2

    shr-int/lit8 v2, v2, 0x1c

    int-to-double v7, v2

    add-int/lit8 v2, v1, 0x2

    and-int/lit8 v2, v2, 0x3f

    aget v2, v0, v2

    shr-int/lit8 v2, v2, 0x1d

    int-to-double v9, v2

    const-wide/16 v15, 0x0

    cmpl-double v2, v5, v15

    if-nez v2, :cond_quadratic

    add-int/lit8 v22, v22, 0x1

    cmpl-double v2, v7, v15

    if-nez v2, :cond_sloped

    move-wide v11, v9

    neg-double v13, v9

    goto :goto_roots

    :cond_sloped
    neg-double v11, v9

    div-double/2addr v11, v7

    move-wide v13, v11

    goto :goto_roots

    :cond_quadratic
    mul-double v15, v7, v7

    const-wide/high16 v17, 0x4010000000000000L    # 4.0

    mul-double v17, v17, v5

    mul-double v17, v17, v9

    sub-double v17, v15, v17

    const-wide/16 v15, 0x0

    cmpl-double v2, v17, v15

    if-lez v2, :cond_not_two

    add-int/lit8 v19, v19, 0x1

    move-wide/from16 v11, v17

    invoke-static {v11, v12}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v11

    invoke-static {v11, v12, v7, v8}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v11

    add-double v11, v7, v11

    const-wide/high16 v15, -0x4020000000000000L    # -0.5

    mul-double v13, v15, v11

    div-double v11, v13, v5

    const-wide/16 v15, 0x0

    cmpl-double v2, v9, v15

    if-nez v2, :cond_qc_nonzero

    const-wide/16 v13, 0x0

    goto :goto_roots

    :cond_qc_nonzero
    div-double v13, v9, v13

    goto :goto_roots

    :cond_not_two
    cmpl-double v2, v17, v15

    if-nez v2, :cond_complex

    add-int/lit8 v20, v20, 0x1

    neg-double v11, v7

    const-wide/high16 v15, 0x4000000000000000L    # 2.0

    mul-double v15, v15, v5

    div-double v11, v11, v15

    move-wide v13, v11

    goto :goto_roots

    :cond_complex
    add-int/lit8 v21, v21, 0x1

    neg-double v11, v7

    const-wide/high16 v15, 0x4000000000000000L    # 2.0

    mul-double v15, v15, v5

    div-double v11, v11, v15

    move-wide/from16 v13, v17

    neg-double v13, v13

    invoke-static {v13, v14}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v13

    const-wide/high16 v17, 0x4000000000000000L    # 2.0

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v15

    mul-double v15, v17, v15

    div-double v13, v13, v15

    :goto_roots
    invoke-static {v11, v12, v13, v14}, Ljava/lang/Math;->max(DD)D

    move-result-wide v15

    const-wide/high16 v5, 0x3fe0000000000000L    # 0.5

    invoke-static {v11, v12, v13, v14}, Ljava/lang/Math;->min(DD)D

    move-result-wide v17

    mul-double v17, v5, v17

    sub-double v15, v15, v17

    add-double/2addr v3, v15

    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_loop_end
    and-int/lit8 v1, p0, 0x7

    add-int/lit8 v1, v1, 0xa

    const/4 v2, 0x2

    :goto_polish_outer
    if-ge v2, v1, :cond_polish_end

    int-to-double v7, v2

    const/4 v5, 0x0

    :goto_polish
    mul-double v9, v7, v7

    int-to-double v11, v2

    sub-double/2addr v9, v11

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide v11, 0x3d719799812dea11L    # 1.0e-12

    int-to-double v13, v2

    mul-double/2addr v11, v13

    cmpl-double v6, v9, v11

    if-lez v6, :cond_polished

    const/16 v6, 0x32

    if-ge v5, v6, :cond_polished

    mul-double v9, v7, v7

    int-to-double v11, v2

    sub-double/2addr v9, v11

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v11, v7

    div-double/2addr v9, v11

    sub-double/2addr v7, v9

    add-int/lit8 v5, v5, 0x1

    goto :goto_polish

    :cond_polished
    int-to-double v9, v5

    add-double v9, v7, v9

    add-double/2addr v3, v9

    add-int/lit8 v2, v2, 0x1

    goto :goto_polish_outer

    :cond_polish_end
    mul-int/lit8 v2, v19, 0x3

    mul-int/lit8 v5, v20, 0x5

    add-int/2addr v2, v5

    mul-int/lit8 v5, v21, 0x7

    add-int/2addr v2, v5

    mul-int/lit8 v5, v22, 0xb

    add-int/2addr v2, v5

    int-to-double v7, v2

    add-double/2addr v3, v7

    return-wide v3
.end method

.method static triangles(I)D
    .registers 23

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v3, 0x0

    const/4 v15, 0x0

    const/16 v16, 0x0

    const/16 v17, 0x0

    const/16 v18, 0x0

    const/16 v19, 0x0

    const/4 v1, 0x0

    :goto_loop
    array-length v2, v0

    if-ge v1, v2, :cond_loop_end

    aget-wide v5, v0, v1

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v5, v11

    invoke-static {v5, v6}, Ljava/lang/Math;->rint(D)D

    move-result-wide v5

    invoke-static {v5, v6}, Ljava/lang/Math;->abs(D)D

    move-result-wide v5

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    add-double/2addr v5, v11

    add-int/lit8 v2, v1, 0x7

    add-int v2, v2, p0

    and-int/lit8 v2, v2, 0x3f

    aget-wide v7, v0, v2

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v7, v11

    invoke-static {v7, v8}, Ljava/lang/Math;->rint(D)D

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v7

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    add-double/2addr v7, v11

    add-int/lit8 v2, v1, 0x1d

    and-int/lit8 v2, v2, 0x3f

    aget-wide v9, v0, v2

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v9, v11

    invoke-static {v9, v10}, Ljava/lang/Math;->rint(D)D

    move-result-wide v9

    invoke-static {v9, v10}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide/high16 v11, 0x3ff0000000000000L    # 1.0

    add-double/2addr v9, v11

    cmpl-double v2, v5, v7

    if-lez v2, :cond_sorted_pq

    move-wide v11, v5

    move-wide v5, v7

    move-wide v7, v11

    :cond_sorted_pq
    cmpl-double v2, v7, v9

    if-lez v2, :cond_sorted_qr

    move-wide v11, v7

    move-wide v7, v9

    move-wide v9, v11

    :cond_sorted_qr
    cmpl-double v2, v5, v7

    if-lez v2, :cond_sorted

    move-wide v11, v5

    move-wide v5, v7

    move-wide v7, v11

    :cond_sorted
    add-double v11, v5, v7

    cmpg-double v2, v11, v9

    if-gtz v2, :cond_valid

    add-int/lit8 v15, v15, 0x1

    goto :goto_next

    :cond_valid
    cmpl-double v2, v5, v7

    if-eqz v2, :cond_isosceles

    cmpl-double v2, v7, v9

    if-nez v2, :cond_scalene

    :cond_isosceles
    add-int/lit8 v19, v19, 0x1

    :cond_scalene
    mul-double v11, v5, v5

    mul-double v13, v7, v7

    add-double/2addr v11, v13

    mul-double v13, v9, v9

    sub-double/2addr v11, v13

    const-wide/16 v13, 0x0

    cmpl-double v2, v11, v13

    if-nez v2, :cond_not_right

    add-int/lit8 v16, v16, 0x1

    const-wide/16 v11, 0x0

    goto :goto_area

    :cond_not_right
    cmpg-double v2, v11, v13

    if-gez v2, :cond_acute

    add-int/lit8 v17, v17, 0x1

    const-wide/high16 v13, 0x4000000000000000L    # 2.0

    mul-double/2addr v13, v5

    mul-double/2addr v13, v7

    div-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->acos(D)D

    move-result-wide v11

    goto :goto_area

    :cond_acute
    add-int/lit8 v18, v18, 0x1

    const-wide/high16 v13, 0x4000000000000000L    # 2.0

    mul-double/2addr v13, v5

    mul-double/2addr v13, v7

    div-double/2addr v11, v13

    invoke-static {v11, v12}, Ljava/lang/Math;->acos(D)D

    move-result-wide v11

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v11, v13

    :goto_area
    add-double v13, v5, v7

    add-double/2addr v13, v9

    const-wide/high16 v20, 0x3fe0000000000000L    # 0.5

    mul-double v13, v13, v20

    sub-double v20, v13, v5

    mul-double v20, v13, v20

    sub-double v5, v13, v7

    mul-double v20, v20, v5

    sub-double v5, v13, v9

    mul-double v20, v20, v5

    move-wide/from16 v5, v20

    invoke-static {v5, v6}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v5

    add-double/2addr v5, v11

    add-double/2addr v3, v5

    :goto_next
    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_loop_end
    mul-int/lit8 v2, v16, 0x3

    add-int/2addr v2, v15

    mul-int/lit8 v1, v17, 0x5

    add-int/2addr v2, v1

    mul-int/lit8 v1, v18, 0x7

    add-int/2addr v2, v1

    mul-int/lit8 v1, v19, 0xb

    add-int/2addr v2, v1

    int-to-double v5, v2

    add-double/2addr v3, v5

    return-wide v3
.end method

.method static complexOps(I)D
    .registers 26

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const/4 v3, 0x5

    new-array v1, v3, [I

    const-wide/16 v5, 0x0

    rem-int/lit8 v3, p0, 0x3

    add-int/lit8 v3, v3, -0x1

    int-to-double v7, v3

    move-wide/from16 v21, v7

    const/4 v2, 0x0

    :goto_loop
    add-int/lit8 v3, v2, 0x1

    array-length v4, v0

    if-ge v3, v4, :cond_loop_end

    aget-wide v9, v0, v2

    add-int/lit8 v3, v2, 0x1

    aget-wide v11, v0, v3

    mul-double v11, v11, v21

    invoke-static {v9, v10, v11, v12}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v13

    invoke-static {v11, v12, v9, v10}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v15

    const-wide/16 v7, 0x0

    cmpl-double v3, v9, v7

    if-nez v3, :cond_off_origin

    cmpl-double v3, v11, v7

    if-nez v3, :cond_off_origin

    const/4 v4, 0x4

    goto :goto_quadrant

    :cond_off_origin
    cmpl-double v3, v9, v7

    if-ltz v3, :cond_left

    cmpl-double v3, v11, v7

    if-ltz v3, :cond_q3

    const/4 v4, 0x0

    goto :goto_quadrant

    :cond_q3
    const/4 v4, 0x3

    goto :goto_quadrant

    :cond_left
    cmpl-double v3, v11, v7

    if-ltz v3, :cond_q2

    const/4 v4, 0x1

    goto :goto_quadrant

    :cond_q2
    const/4 v4, 0x2

    :goto_quadrant
    aget v3, v1, v4

    add-int/lit8 v3, v3, 0x1

    aput v3, v1, v4

    const-wide/16 v7, 0x0

    cmpl-double v3, v13, v7

    if-nez v3, :cond_nonzero

    const-wide/16 v17, 0x0

    const-wide/16 v19, 0x0

    goto :goto_power

    :cond_nonzero
    cmpl-double v3, v9, v7

    if-ltz v3, :cond_root_left

    const-wide/high16 v7, 0x3fe0000000000000L    # 0.5

    add-double v23, v13, v9

    mul-double v7, v7, v23

    invoke-static {v7, v8}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v17

    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    mul-double v7, v7, v17

    div-double v19, v11, v7

    goto :goto_power

    :cond_root_left
    const-wide/high16 v7, 0x3fe0000000000000L    # 0.5

    sub-double v23, v13, v9

    mul-double v7, v7, v23

    invoke-static {v7, v8}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v7

    invoke-static {v7, v8, v11, v12}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v19

    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    mul-double v7, v7, v19

    div-double v17, v11, v7

    :goto_power
    const-wide/high16 v7, 0x3ff8000000000000L    # 1.5

    invoke-static {v13, v14, v7, v8}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v23

    packed-switch v4, :pswitch_data

    const-wide/high16 v7, 0x3ff0000000000000L    # 1.0

    add-double/2addr v5, v7

    goto :goto_next

    :pswitch_0
    const-wide/high16 v7, 0x3ff8000000000000L    # 1.5

    mul-double v7, v7, v15

    invoke-static {v7, v8}, Ljava/lang/Math;->cos(D)D

    move-result-wide v7

    mul-double v7, v23, v7

    add-double v7, v17, v7

    add-double/2addr v5, v7

    goto :goto_next

    :pswitch_1
    const-wide/high16 v7, 0x3ff8000000000000L    # 1.5

    mul-double v7, v7, v15

    invoke-static {v7, v8}, Ljava/lang/Math;->sin(D)D

    move-result-wide v7

    mul-double v7, v23, v7

    sub-double v7, v19, v7

    add-double/2addr v5, v7

    goto :goto_next

    :pswitch_2
    mul-double v7, v17, v19

    sub-double/2addr v5, v7

    goto :goto_next

    :pswitch_3
    invoke-static {v13, v14}, Ljava/lang/Math;->log(D)D

    move-result-wide v7

    add-double v7, v7, v15

    add-double/2addr v5, v7

    :goto_next
    add-int/lit8 v2, v2, 0x2

    goto :goto_loop

    :cond_loop_end
    const/4 v3, 0x0

    aget v2, v1, v3

    const/4 v3, 0x1

    aget v3, v1, v3

    mul-int/lit8 v3, v3, 0x2

    add-int/2addr v2, v3

    const/4 v3, 0x2

    aget v3, v1, v3

    mul-int/lit8 v3, v3, 0x3

    add-int/2addr v2, v3

    const/4 v3, 0x3

    aget v3, v1, v3

    mul-int/lit8 v3, v3, 0x4

    add-int/2addr v2, v3

    const/4 v3, 0x4

    aget v3, v1, v3

    mul-int/lit8 v3, v3, 0x5

    add-int/2addr v2, v3

    int-to-double v7, v2

    add-double/2addr v5, v7

    return-wide v5

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method static applyL(IJJ)J
    .registers 9

    packed-switch p0, :pswitch_data

    const/4 v2, 0x7

    ushr-long v0, p3, v2

    xor-long/2addr v0, p1

    return-wide v0

    :pswitch_0
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(J)J

    move-result-wide v0

    return-wide v0

    :pswitch_1
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_2
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_3
    const-wide/16 v0, 0x1

    or-long/2addr v0, p3

    invoke-static {p1, p2, v0, v1}, Lorg/adaptrace/jgf/math/MathBench;->floorDivLong(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_4
    const-wide/16 v0, 0x1

    or-long/2addr v0, p3

    invoke-static {p1, p2, v0, v1}, Lorg/adaptrace/jgf/math/MathBench;->floorModLong(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_5
    sub-long v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(J)J

    move-result-wide v0

    const/4 v2, 0x1

    ushr-long/2addr v0, v2

    return-wide v0

    :pswitch_6
    const/16 v2, 0x20

    shr-long v0, p1, v2

    shr-long v2, p3, v2

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_7
    const-wide/32 v0, 0xffff

    and-long/2addr v0, p1

    const-wide/32 v2, 0xffff

    and-long/2addr v2, p3

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_8
    long-to-double v0, p1

    const-wide v2, 0x41cdcd6500000000L    # 1.0e9

    div-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->round(D)J

    move-result-wide v0

    return-wide v0

    :pswitch_9
    long-to-double v0, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    double-to-long v0, v0

    return-wide v0

    :pswitch_10
    xor-long v0, p1, p3

    const-wide/32 v2, 0xf4243

    invoke-static {v0, v1, v2, v3}, Lorg/adaptrace/jgf/math/MathBench;->floorModLong(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_11
    invoke-static {p3, p4}, Ljava/lang/Math;->abs(J)J

    move-result-wide v0

    const-wide/16 v2, 0x2717

    rem-long/2addr v0, v2

    return-wide v0

    :pswitch_12
    long-to-double v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    double-to-long v0, v0

    return-wide v0

    :pswitch_13
    const-wide v0, 0x10000000000L

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->min(JJ)J

    move-result-wide v0

    const-wide v2, -0x10000000000L

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(JJ)J

    move-result-wide v0

    return-wide v0

    :pswitch_14
    const/16 v2, 0x14

    shr-long v0, p1, v2

    long-to-double v0, v0

    const/16 v2, -0xa

    invoke-static {v0, v1, v2}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v0

    double-to-long v0, v0

    return-wide v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_10
        :pswitch_11
        :pswitch_12
        :pswitch_13
        :pswitch_14
    .end packed-switch
.end method

.method static opTableL(I)J
    .registers 13

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->la:[J

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    :goto_ops
    const/16 v9, 0x11

    if-ge v3, v9, :cond_ops_end

    const/4 v4, 0x0

    :goto_args
    const/4 v9, 0x4

    if-ge v4, v9, :cond_args_end

    mul-int/lit8 v9, v3, 0x4

    add-int/2addr v9, v4

    add-int/2addr v9, p0

    and-int/lit8 v9, v9, 0x3f

    aget-wide v5, v0, v9

    mul-int/lit8 v9, v4, 0xd

    add-int/2addr v9, v3

    and-int/lit8 v9, v9, 0x3f

    aget-wide v7, v0, v9

    mul-int/lit8 v9, v4, 0x8

    shr-long/2addr v7, v9

    const-wide/16 v10, 0x1f

    mul-long/2addr v1, v10

    invoke-static {v3, v5, v6, v7, v8}, Lorg/adaptrace/jgf/math/MathBench;->applyL(IJJ)J

    move-result-wide v10

    add-long/2addr v1, v10

    add-int/lit8 v4, v4, 0x1

    goto :goto_args

    :cond_args_end
    add-int/lit8 v3, v3, 0x1

    goto :goto_ops

    :cond_ops_end
    return-wide v1
.end method

.method static erf(D)D
    .registers 16

    invoke-static {p0, p1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x4004000000000000L    # 2.5

    cmpg-double v13, v0, v2

    if-gez v13, :cond_tail

    move-wide v4, v0

    move-wide v6, v0

    const/4 v12, 0x0

    :goto_series
    add-int/lit8 v12, v12, 0x1

    neg-double v8, v0

    mul-double/2addr v8, v0

    int-to-double v10, v12

    div-double/2addr v8, v10

    mul-double/2addr v4, v8

    mul-int/lit8 v13, v12, 0x2

    add-int/lit8 v13, v13, 0x1

    int-to-double v8, v13

    div-double v8, v4, v8

    add-double/2addr v6, v8

    invoke-static {v4, v5}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    const-wide v10, 0x3c670ef54646d497L    # 1.0e-17

    mul-double/2addr v10, v6

    cmpl-double v13, v8, v10

    if-gtz v13, :goto_series

    const-wide v2, 0x3ff20dd750429b6dL    # 1.1283791670955126

    mul-double/2addr v2, v6

    goto :goto_sign

    :cond_tail
    const-wide/high16 v8, 0x4000000000000000L    # 2.0

    mul-double/2addr v8, v0

    mul-double/2addr v8, v0

    const-wide/high16 v10, 0x3ff0000000000000L    # 1.0

    div-double/2addr v10, v8

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    const/4 v12, 0x1

    :goto_asymptotic
    const/4 v13, 0x6

    if-ge v12, v13, :cond_asymptotic_done

    mul-int/lit8 v13, v12, 0x2

    add-int/lit8 v13, v13, -0x1

    neg-int v13, v13

    int-to-double v8, v13

    mul-double/2addr v8, v10

    mul-double/2addr v4, v8

    add-double/2addr v6, v4

    add-int/lit8 v12, v12, 0x1

    goto :goto_asymptotic

    :cond_asymptotic_done
    neg-double v2, v0

    mul-double/2addr v2, v0

    invoke-static {v2, v3}, Ljava/lang/Math;->exp(D)D

    move-result-wide v2

    const-wide v8, 0x3ffc5bf891b4ef6aL    # 1.7724538509055159

    mul-double/2addr v8, v0

    div-double/2addr v2, v8

    mul-double/2addr v2, v6

    const-wide/high16 v8, 0x3ff0000000000000L    # 1.0

    sub-double v2, v8, v2

    :goto_sign
    const-wide/16 v8, 0x0

    cmpg-double v13, p0, v8

    if-gez v13, :cond_positive

    neg-double v2, v2

    :cond_positive
    return-wide v2
.end method

.method static lgammaShifted(D)D
    .registers 11

    const-wide/16 v0, 0x0

    :goto_shift
    const-wide/high16 v2, 0x401c000000000000L    # 7.0

    cmpg-double v8, p0, v2

    if-gez v8, :cond_shifted

    invoke-static {p0, p1}, Ljava/lang/Math;->log(D)D

    move-result-wide v2

    sub-double/2addr v0, v2

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    add-double/2addr p0, v2

    goto :goto_shift

    :cond_shifted
    mul-double v2, p0, p0

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    div-double/2addr v6, v2

    const-wide v2, 0x3f4a01a01a01a01aL    # 7.936507936507937E-4

    mul-double/2addr v2, v6

    const-wide v4, 0x3f66c16c16c16c17L    # 0.002777777777777778

    sub-double/2addr v4, v2

    mul-double/2addr v4, v6

    const-wide v2, 0x3fb5555555555555L    # 0.08333333333333333

    sub-double/2addr v2, v4

    div-double/2addr v2, p0

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    sub-double v4, p0, v4

    invoke-static {p0, p1}, Ljava/lang/Math;->log(D)D

    move-result-wide v6

    mul-double/2addr v4, v6

    add-double/2addr v0, v4

    sub-double/2addr v0, p0

    const-wide v4, 0x3fed67f1c864beb5L    # 0.9189385332046728

    add-double/2addr v0, v4

    add-double/2addr v0, v2

    return-wide v0
.end method

.method static erfGamma(I)D
    .registers 17

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v15, p0, 0x3

    int-to-double v1, v15

    const-wide/high16 v9, 0x3fc0000000000000L    # 0.125

    mul-double/2addr v1, v9

    const-wide/high16 v9, 0x3fd0000000000000L    # 0.25

    add-double/2addr v1, v9

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    :goto_loop
    array-length v15, v0

    if-ge v6, v15, :cond_loop_end

    aget-wide v7, v0, v6

    mul-double/2addr v7, v1

    invoke-static {v7, v8}, Lorg/adaptrace/jgf/math/MathBench;->erf(D)D

    move-result-wide v7

    invoke-static {v7, v8}, Ljava/lang/Math;->abs(D)D

    move-result-wide v9

    const-wide v11, 0x3fefae147ae147aeL    # 0.99

    cmpl-double v15, v9, v11

    if-lez v15, :cond_body

    add-int/lit8 v5, v5, 0x1

    :cond_body
    const-wide v9, 0x3f847ae147ae147bL    # 0.01

    aget-wide v11, v0, v6

    invoke-static {v11, v12}, Ljava/lang/Math;->abs(D)D

    move-result-wide v11

    const-wide/high16 v13, 0x3fe0000000000000L    # 0.5

    add-double/2addr v11, v13

    invoke-static {v11, v12}, Lorg/adaptrace/jgf/math/MathBench;->lgammaShifted(D)D

    move-result-wide v11

    mul-double/2addr v9, v11

    add-double/2addr v7, v9

    add-double/2addr v3, v7

    add-int/lit8 v6, v6, 0x1

    goto :goto_loop

    :cond_loop_end
    int-to-double v7, v5

    add-double/2addr v3, v7

    return-wide v3
.end method

.method static exponents(I)D
    .registers 14

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_loop
    array-length v12, v0

    if-ge v4, v12, :cond_loop_end

    aget-wide v6, v0, v4

    rem-int/lit8 v12, v4, 0x9

    rem-int/lit8 v5, p0, 0x5

    mul-int/2addr v12, v5

    add-int/lit8 v12, v12, -0x8

    invoke-static {v6, v7, v12}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/Math;->getExponent(D)I

    move-result v5

    sparse-switch v5, :sswitch_data

    int-to-double v8, v5

    const-wide v10, 0x3f50624dd2f1a9fcL    # 0.001

    mul-double/2addr v8, v10

    goto :goto_add

    :sswitch_zero
    add-int/lit8 v3, v3, 0x1

    const-wide/16 v8, 0x0

    goto :goto_add

    :sswitch_m9
    invoke-static {v6, v7}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m8
    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    invoke-static {v8, v9}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m7
    const-wide/high16 v8, 0x4059000000000000L    # 100.0

    mul-double/2addr v8, v6

    invoke-static {v8, v9}, Ljava/lang/Math;->sin(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m6
    const-wide/high16 v8, 0x4049000000000000L    # 50.0

    mul-double/2addr v8, v6

    invoke-static {v8, v9}, Ljava/lang/Math;->cos(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m5
    const-wide/high16 v8, 0x4024000000000000L    # 10.0

    mul-double/2addr v8, v6

    invoke-static {v8, v9}, Ljava/lang/Math;->exp(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m4
    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    invoke-static {v8, v9}, Ljava/lang/Math;->log1p(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_m3
    invoke-static {v6, v7}, Ljava/lang/Math;->expm1(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_0
    invoke-static {v6, v7}, Ljava/lang/Math;->atan(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_3
    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    invoke-static {v8, v9}, Ljava/lang/Math;->log(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_7
    const-wide/high16 v8, 0x4059000000000000L    # 100.0

    div-double v8, v6, v8

    invoke-static {v8, v9}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v8

    goto :goto_add

    :sswitch_12
    invoke-static {v6, v7}, Ljava/lang/Math;->signum(D)D

    move-result-wide v8

    const-wide/high16 v10, 0x4028000000000000L    # 12.0

    mul-double/2addr v8, v10

    goto :goto_add

    :sswitch_16
    invoke-static {v6, v7}, Ljava/lang/Math;->ulp(D)D

    move-result-wide v8

    const-wide v10, 0x412e848000000000L    # 1.0e6

    mul-double/2addr v8, v10

    goto :goto_add

    :sswitch_21
    invoke-static {v6, v7}, Ljava/lang/Math;->nextUp(D)D

    move-result-wide v8

    const-wide v10, 0x3eb0c6f7a0b5ed8dL    # 1.0e-6

    mul-double/2addr v8, v10

    goto :goto_add

    :sswitch_24
    const/16 v12, -0x18

    invoke-static {v6, v7, v12}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v8

    :goto_add
    add-double/2addr v1, v8

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_loop_end
    int-to-double v8, v3

    add-double/2addr v1, v8

    return-wide v1

    :sswitch_data
    .sparse-switch
        -0x3ff -> :sswitch_zero
        -0x9 -> :sswitch_m9
        -0x8 -> :sswitch_m8
        -0x7 -> :sswitch_m7
        -0x6 -> :sswitch_m6
        -0x5 -> :sswitch_m5
        -0x4 -> :sswitch_m4
        -0x3 -> :sswitch_m3
        0x0 -> :sswitch_0
        0x3 -> :sswitch_3
        0x7 -> :sswitch_7
        0xc -> :sswitch_12
        0x10 -> :sswitch_16
        0x15 -> :sswitch_21
        0x18 -> :sswitch_24
    .end sparse-switch
.end method

.method static piece(ID)D
    .registers 9

    sparse-switch p0, :sswitch_data

    const-wide v0, 0x3f50624dd2f1a9fcL    # 1.0e-3

    mul-double/2addr v0, p1

    return-wide v0

    :sswitch_2
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_5
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    neg-double v0, v0

    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_11
    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    mul-double v2, p1, p1

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_17
    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :sswitch_23
    const-wide/high16 v0, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->cos(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v2, p1

    invoke-static {v2, v3}, Ljava/lang/Math;->sin(D)D

    move-result-wide v2

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_31
    invoke-static {p1, p2}, Ljava/lang/Math;->atan(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x4000000000000000L    # 2.0

    mul-double/2addr v0, v2

    const-wide v2, 0x400921fb54442d18L    # Math.PI

    div-double/2addr v0, v2

    return-wide v0

    :sswitch_41
    const-wide/high16 v0, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_47
    const-wide/high16 v0, 0x4010000000000000L    # 4.0

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v0, v2

    return-wide v0

    :sswitch_53
    const-wide/high16 v0, 0x4008000000000000L    # 3.0

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x4008000000000000L    # 3.0

    div-double/2addr v0, v2

    return-wide v0

    :sswitch_59
    invoke-static {p1, p2}, Ljava/lang/Math;->rint(D)D

    move-result-wide v0

    sub-double/2addr v0, p1

    return-wide v0

    :sswitch_67
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    add-double/2addr v0, v2

    const-wide v2, 0x3fd3333333333333L    # 0.3

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_73
    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_79
    invoke-static {p1, p2}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    invoke-static {p1, p2}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :sswitch_83
    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->min(DD)D

    move-result-wide v0

    const-wide/high16 v2, -0x4010000000000000L    # -1.0

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_89
    const-wide v0, 0x400921fb54442d18L    # Math.PI

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->IEEEremainder(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_97
    const-wide/high16 v0, -0x4010000000000000L    # -1.0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    const-wide v4, 0x3fc999999999999aL    # 0.2

    mul-double/2addr v4, p1

    invoke-static {v2, v3, v4, v5}, Ljava/lang/Math;->min(DD)D

    move-result-wide v2

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->asin(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_data
    .sparse-switch
        0x2 -> :sswitch_2
        0x5 -> :sswitch_5
        0xb -> :sswitch_11
        0x11 -> :sswitch_17
        0x17 -> :sswitch_23
        0x1f -> :sswitch_31
        0x29 -> :sswitch_41
        0x2f -> :sswitch_47
        0x35 -> :sswitch_53
        0x3b -> :sswitch_59
        0x43 -> :sswitch_67
        0x49 -> :sswitch_73
        0x4f -> :sswitch_79
        0x53 -> :sswitch_83
        0x59 -> :sswitch_89
        0x61 -> :sswitch_97
    .end sparse-switch
.end method

.method static pieces(I)D
    .registers 11

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_loop
    const/16 v7, 0x65

    if-ge v4, v7, :cond_loop_end

    mul-int/lit8 v7, v4, 0x7

    add-int/2addr v7, p0

    and-int/lit8 v7, v7, 0x3f

    aget-wide v5, v0, v7

    invoke-static {v4, v5, v6}, Lorg/adaptrace/jgf/math/MathBench;->piece(ID)D

    move-result-wide v5

    const-wide/16 v8, 0x0

    cmpl-double v7, v5, v8

    if-lez v7, :cond_not_positive

    add-int/lit8 v3, v3, 0x1

    add-double/2addr v1, v5

    goto :goto_next

    :cond_not_positive
    const-wide/high16 v8, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v8, v5

    sub-double/2addr v1, v8

    :goto_next
    and-int/lit8 v7, p0, 0x1

    add-int/lit8 v7, v7, 0x1

    add-int/2addr v4, v7

    goto :goto_loop

    :cond_loop_end
    int-to-double v5, v3

    add-double/2addr v1, v5

    return-wide v1
.end method

.method static smooth(DDD)D
    .registers 15

    sub-double v0, p4, p0

    sub-double v2, p2, p0

    div-double/2addr v0, v2

    const-wide/16 v2, 0x0

    cmpg-double v8, v0, v2

    if-gtz v8, :cond_positive

    const-wide/16 v0, 0x0

    return-wide v0

    :cond_positive
    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    cmpl-double v8, v0, v2

    if-ltz v8, :cond_inside

    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    return-wide v0

    :cond_inside
    mul-double v2, v0, v0

    const-wide/high16 v4, 0x4008000000000000L    # 3.0

    const-wide/high16 v6, 0x4000000000000000L    # 2.0

    mul-double/2addr v6, v0

    sub-double/2addr v4, v6

    mul-double/2addr v2, v4

    return-wide v2
.end method

.method static interp(I)D
    .registers 22

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    and-int/lit8 v10, p0, 0x3

    int-to-double v1, v10

    const-wide/high16 v13, -0x3ff0000000000000L    # -4.0

    add-double/2addr v1, v13

    const-wide/high16 v13, 0x4014000000000000L    # 5.0

    add-double v3, v1, v13

    const-wide/16 v7, 0x0

    const/16 v19, 0x0

    const/16 v20, 0x0

    const/4 v9, 0x0

    :goto_loop
    array-length v10, v0

    if-ge v9, v10, :cond_loop_end

    aget-wide v5, v0, v9

    cmpg-double v10, v5, v1

    if-gez v10, :cond_not_below

    move-wide v11, v1

    add-int/lit8 v19, v19, 0x1

    goto :goto_clamped

    :cond_not_below
    cmpl-double v10, v5, v3

    if-lez v10, :cond_inside

    move-wide v11, v3

    add-int/lit8 v19, v19, 0x1

    goto :goto_clamped

    :cond_inside
    move-wide v11, v5

    add-int/lit8 v20, v20, 0x1

    :goto_clamped
    invoke-static/range {v1 .. v6}, Lorg/adaptrace/jgf/math/MathBench;->smooth(DDD)D

    move-result-wide v13

    sub-double v15, v3, v1

    mul-double v15, v15, v13

    add-double v15, v1, v15

    const-wide/high16 v17, 0x3fd0000000000000L    # 0.25

    cmpl-double v10, v13, v17

    if-lez v10, :cond_low_band

    const-wide/high16 v17, 0x3fe8000000000000L    # 0.75

    cmpg-double v10, v13, v17

    if-gez v10, :cond_low_band

    const-wide v17, 0x400921fb54442d18L    # Math.PI

    mul-double v17, v17, v13

    move-wide/from16 v5, v17

    invoke-static {v5, v6}, Ljava/lang/Math;->sin(D)D

    move-result-wide v17

    goto :goto_band

    :cond_low_band
    const-wide/high16 v17, 0x3fd0000000000000L    # 0.25

    cmpg-double v10, v13, v17

    if-gtz v10, :cond_high_band

    invoke-static {v13, v14}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v17

    goto :goto_band

    :cond_high_band
    const-wide/high16 v17, 0x3ff0000000000000L    # 1.0

    const-wide/high16 v5, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v5, v13

    invoke-static {v5, v6}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v5

    sub-double v17, v17, v5

    :goto_band
    const-wide v5, 0x3fb999999999999aL    # 0.1

    mul-double v15, v15, v5

    add-double v5, v11, v15

    add-double v5, v5, v17

    add-double/2addr v7, v5

    add-int/lit8 v9, v9, 0x1

    goto :goto_loop

    :cond_loop_end
    mul-int/lit8 v10, v19, 0x3

    add-int v10, v10, v20

    int-to-double v5, v10

    add-double/2addr v7, v5

    return-wide v7
.end method

.method static floorDivInt(II)I
    .registers 4

    div-int v0, p0, p1

    rem-int v1, p0, p1

    if-eqz v1, :cond_done

    xor-int v1, p0, p1

    if-gez v1, :cond_done

    add-int/lit8 v0, v0, -0x1

    :cond_done
    return v0
.end method

.method static floorModInt(II)I
    .registers 4

    rem-int v0, p0, p1

    if-eqz v0, :cond_done

    xor-int v1, v0, p1

    if-gez v1, :cond_done

    add-int/2addr v0, p1

    :cond_done
    return v0
.end method

.method static floorDivLong(JJ)J
    .registers 11

    div-long v0, p0, p2

    rem-long v2, p0, p2

    const-wide/16 v4, 0x0

    cmp-long v6, v2, v4

    if-eqz v6, :cond_done

    xor-long v2, p0, p2

    cmp-long v6, v2, v4

    if-gez v6, :cond_done

    const-wide/16 v2, 0x1

    sub-long/2addr v0, v2

    :cond_done
    return-wide v0
.end method

.method static floorModLong(JJ)J
    .registers 11

    rem-long v0, p0, p2

    const-wide/16 v4, 0x0

    cmp-long v6, v0, v4

    if-eqz v6, :cond_done

    xor-long v2, v0, p2

    cmp-long v6, v2, v4

    if-gez v6, :cond_done

    add-long/2addr v0, p2

    :cond_done
    return-wide v0
.end method

.method static addExactInt(II)I
    .registers 5

    add-int v0, p0, p1

    xor-int v1, p0, v0

    xor-int v2, p1, v0

    and-int/2addr v1, v2

    if-gez v1, :cond_ok

    new-instance v1, Ljava/lang/ArithmeticException;

    const-string v2, "integer overflow"

    invoke-direct {v1, v2}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_ok
    return v0
.end method

.method static subtractExactInt(II)I
    .registers 5

    sub-int v0, p0, p1

    xor-int v1, p0, p1

    xor-int v2, p0, v0

    and-int/2addr v1, v2

    if-gez v1, :cond_ok

    new-instance v1, Ljava/lang/ArithmeticException;

    const-string v2, "integer overflow"

    invoke-direct {v1, v2}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_ok
    return v0
.end method

.method static multiplyExactInt(II)I
    .registers 7

    int-to-long v0, p0

    int-to-long v2, p1

    mul-long/2addr v0, v2

    long-to-int v2, v0

    int-to-long v2, v2

    cmp-long v4, v2, v0

    if-eqz v4, :cond_ok

    new-instance v2, Ljava/lang/ArithmeticException;

    const-string v3, "integer overflow"

    invoke-direct {v2, v3}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v2

    :cond_ok
    long-to-int v0, v0

    return v0
.end method

.method static negateExactInt(I)I
    .registers 3

    const/high16 v0, -0x80000000

    if-ne p0, v0, :cond_ok

    new-instance v0, Ljava/lang/ArithmeticException;

    const-string v1, "integer overflow"

    invoke-direct {v0, v1}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_ok
    neg-int v0, p0

    return v0
.end method

.method static multiplyExactLong(JJ)J
    .registers 11

    mul-long v0, p0, p2

    invoke-static {p0, p1}, Ljava/lang/Math;->abs(J)J

    move-result-wide v2

    invoke-static {p2, p3}, Ljava/lang/Math;->abs(J)J

    move-result-wide v4

    or-long/2addr v2, v4

    const/16 v4, 0x1f

    ushr-long/2addr v2, v4

    const-wide/16 v4, 0x0

    cmp-long v6, v2, v4

    if-eqz v6, :cond_ok

    cmp-long v6, p2, v4

    if-eqz v6, :cond_check_min

    div-long v2, v0, p2

    cmp-long v6, v2, p0

    if-nez v6, :cond_overflow

    :cond_check_min
    const-wide/high16 v2, -0x8000000000000000L

    cmp-long v6, p0, v2

    if-nez v6, :cond_ok

    const-wide/16 v2, -0x1

    cmp-long v6, p2, v2

    if-nez v6, :cond_ok

    :cond_overflow
    new-instance v2, Ljava/lang/ArithmeticException;

    const-string v3, "long overflow"

    invoke-direct {v2, v3}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v2

    :cond_ok
    return-wide v0
.end method

.method static toIntExactLong(J)I
    .registers 6

    long-to-int v0, p0

    int-to-long v1, v0

    cmp-long v3, v1, p0

    if-eqz v3, :cond_ok

    new-instance v1, Ljava/lang/ArithmeticException;

    const-string v2, "integer overflow"

    invoke-direct {v1, v2}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V

    throw v1

    :cond_ok
    return v0
.end method

.method static unary(ID)D
    .registers 7

    packed-switch p0, :pswitch_data

    return-wide p1

    :pswitch_0
    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_1
    invoke-static {p1, p2}, Ljava/lang/Math;->cos(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_2
    invoke-static {p1, p2}, Ljava/lang/Math;->tan(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_3
    const-wide/high16 v0, 0x4020000000000000L    # 8.0

    div-double v0, p1, v0

    invoke-static {v0, v1}, Ljava/lang/Math;->asin(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_4
    const-wide/high16 v0, 0x4020000000000000L    # 8.0

    div-double v0, p1, v0

    invoke-static {v0, v1}, Ljava/lang/Math;->acos(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_5
    invoke-static {p1, p2}, Ljava/lang/Math;->atan(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_6
    invoke-static {p1, p2}, Ljava/lang/Math;->sinh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_7
    invoke-static {p1, p2}, Ljava/lang/Math;->cosh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_8
    invoke-static {p1, p2}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_9
    invoke-static {p1, p2}, Ljava/lang/Math;->exp(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_10
    invoke-static {p1, p2}, Ljava/lang/Math;->expm1(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_11
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide v2, 0x3f50624dd2f1a9fcL    # 1.0e-3

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_12
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide v2, 0x3f50624dd2f1a9fcL    # 1.0e-3

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log10(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_13
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->log1p(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_14
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_15
    invoke-static {p1, p2}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_16
    invoke-static {p1, p2}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_17
    invoke-static {p1, p2}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_18
    invoke-static {p1, p2}, Ljava/lang/Math;->rint(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_19
    invoke-static {p1, p2}, Ljava/lang/Math;->round(D)J

    move-result-wide v0

    long-to-double v0, v0

    return-wide v0

    :pswitch_20
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_21
    invoke-static {p1, p2}, Ljava/lang/Math;->signum(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_22
    invoke-static {p1, p2}, Ljava/lang/Math;->ulp(D)D

    move-result-wide v0

    const-wide v2, 0x4341c37937e08000L    # 1.0e16

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_23
    invoke-static {p1, p2}, Ljava/lang/Math;->nextUp(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_24
    const-wide/high16 v0, -0x10000000000000L    # -Infinity

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->nextAfter(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_25
    invoke-static {p1, p2}, Ljava/lang/Math;->toRadians(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_26
    invoke-static {p1, p2}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_27
    invoke-static {p1, p2}, Ljava/lang/Math;->getExponent(D)I

    move-result v0

    int-to-double v0, v0

    return-wide v0

    :pswitch_28
    const/4 v0, -0x1

    invoke-static {p1, p2, v0}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v0

    return-wide v0

    :pswitch_29
    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    invoke-static {p1, p2}, Ljava/lang/Math;->cos(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_30
    neg-double v0, p1

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D

    move-result-wide v0

    return-wide v0

    :pswitch_31
    const-wide/high16 v0, 0x4000000000000000L    # 2.0

    invoke-static {v0, v1, p1, p2}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_32
    const-wide/high16 v0, 0x4000000000000000L    # 2.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_33
    const-wide/high16 v0, 0x4008000000000000L    # 3.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_34
    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_35
    const-wide/high16 v0, 0x4000000000000000L    # 2.0

    invoke-static {v0, v1, p1, p2}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_36
    const-wide/high16 v0, 0x4000000000000000L    # 2.0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->IEEEremainder(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_37
    const-wide/16 v0, 0x0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_38
    const-wide/16 v0, 0x0

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->min(DD)D

    move-result-wide v0

    return-wide v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
        :pswitch_9
        :pswitch_10
        :pswitch_11
        :pswitch_12
        :pswitch_13
        :pswitch_14
        :pswitch_15
        :pswitch_16
        :pswitch_17
        :pswitch_18
        :pswitch_19
        :pswitch_20
        :pswitch_21
        :pswitch_22
        :pswitch_23
        :pswitch_24
        :pswitch_25
        :pswitch_26
        :pswitch_27
        :pswitch_28
        :pswitch_29
        :pswitch_30
        :pswitch_31
        :pswitch_32
        :pswitch_33
        :pswitch_34
        :pswitch_35
        :pswitch_36
        :pswitch_37
        :pswitch_38
    .end packed-switch
.end method

.method static unaryTable(I)D
    .registers 14

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_ops
    const/16 v10, 0x28

    if-ge v4, v10, :cond_ops_end

    const/4 v5, 0x0

    :goto_args
    const/4 v10, 0x3

    if-ge v5, v10, :cond_args_end

    mul-int/lit8 v10, v4, 0x5

    mul-int/lit8 v8, v5, 0x11

    add-int/2addr v10, v8

    add-int/2addr v10, p0

    and-int/lit8 v10, v10, 0x3f

    aget-wide v6, v0, v10

    invoke-static {v4, v6, v7}, Lorg/adaptrace/jgf/math/MathBench;->unary(ID)D

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v8

    const-wide/high16 v11, 0x4059000000000000L    # 100.0

    cmpl-double v10, v8, v11

    if-lez v10, :cond_moderate

    add-int/lit8 v3, v3, 0x1

    invoke-static {v6, v7}, Ljava/lang/Math;->abs(D)D

    move-result-wide v6

    invoke-static {v6, v7}, Ljava/lang/Math;->log(D)D

    move-result-wide v6

    :cond_moderate
    add-double/2addr v1, v6

    add-int/lit8 v5, v5, 0x1

    goto :goto_args

    :cond_args_end
    add-int/lit8 v4, v4, 0x1

    goto :goto_ops

    :cond_ops_end
    int-to-double v6, v3

    add-double/2addr v1, v6

    return-wide v1
.end method

.method static binary(IDD)D
    .registers 9

    sparse-switch p0, :sswitch_data

    sub-double v0, p1, p3

    return-wide v0

    :sswitch_0
    invoke-static {p3, p4, p1, p2}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_1
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->hypot(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_4
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    add-double/2addr v0, v2

    const-wide/high16 v2, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v2, p3

    invoke-static {v0, v1, v2, v3}, Ljava/lang/Math;->pow(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_9
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->max(DD)D

    move-result-wide v0

    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->min(DD)D

    move-result-wide v2

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_16
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->copySign(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_25
    const-wide/high16 v0, 0x4024000000000000L    # 10.0

    add-double/2addr v0, p3

    invoke-static {p1, p2, v0, v1}, Ljava/lang/Math;->IEEEremainder(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_36
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->nextAfter(DD)D

    move-result-wide v0

    return-wide v0

    :sswitch_49
    double-to-int v0, p3

    invoke-static {p1, p2, v0}, Ljava/lang/Math;->scalb(DI)D

    move-result-wide v0

    return-wide v0

    :sswitch_64
    invoke-static {p1, p2}, Ljava/lang/Math;->sin(D)D

    move-result-wide v0

    invoke-static {p3, p4}, Ljava/lang/Math;->cos(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :sswitch_81
    const-wide v0, 0x3fb999999999999aL    # 0.1

    mul-double/2addr v0, p1

    invoke-static {v0, v1}, Ljava/lang/Math;->exp(D)D

    move-result-wide v0

    const-wide v2, 0x3fb999999999999aL    # 0.1

    mul-double/2addr v2, p3

    invoke-static {v2, v3}, Ljava/lang/Math;->exp(D)D

    move-result-wide v2

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_100
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->log(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_121
    mul-double v0, p1, p1

    mul-double v2, p3, p3

    add-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_144
    invoke-static {p1, p2}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    invoke-static {p3, p4}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v2

    add-double/2addr v0, v2

    return-wide v0

    :sswitch_169
    sub-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->rint(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_196
    invoke-static {p1, p2}, Ljava/lang/Math;->round(D)J

    move-result-wide v0

    invoke-static {p3, p4}, Ljava/lang/Math;->round(D)J

    move-result-wide v2

    mul-long/2addr v0, v2

    long-to-double v0, v0

    return-wide v0

    :sswitch_225
    invoke-static {p1, p2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    invoke-static {p3, p4}, Ljava/lang/Math;->abs(D)D

    move-result-wide v2

    sub-double/2addr v0, v2

    return-wide v0

    :sswitch_256
    sub-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->tanh(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_289
    mul-double v0, p1, p3

    invoke-static {v0, v1}, Ljava/lang/Math;->cbrt(D)D

    move-result-wide v0

    return-wide v0

    :sswitch_324
    invoke-static {p1, p2}, Ljava/lang/Math;->signum(D)D

    move-result-wide v0

    invoke-static {p3, p4}, Ljava/lang/Math;->signum(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :sswitch_361
    invoke-static {p1, p2, p3, p4}, Ljava/lang/Math;->atan2(DD)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->toDegrees(D)D

    move-result-wide v0

    const-wide v2, 0x4066800000000000L    # 180.0

    div-double/2addr v0, v2

    return-wide v0

    :sswitch_data
    .sparse-switch
        0x0 -> :sswitch_0
        0x1 -> :sswitch_1
        0x4 -> :sswitch_4
        0x9 -> :sswitch_9
        0x10 -> :sswitch_16
        0x19 -> :sswitch_25
        0x24 -> :sswitch_36
        0x31 -> :sswitch_49
        0x40 -> :sswitch_64
        0x51 -> :sswitch_81
        0x64 -> :sswitch_100
        0x79 -> :sswitch_121
        0x90 -> :sswitch_144
        0xa9 -> :sswitch_169
        0xc4 -> :sswitch_196
        0xe1 -> :sswitch_225
        0x100 -> :sswitch_256
        0x121 -> :sswitch_289
        0x144 -> :sswitch_324
        0x169 -> :sswitch_361
    .end sparse-switch
.end method

.method static binaryTable(I)D
    .registers 15

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->da:[D

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_ops
    const/16 v11, 0x15

    if-ge v4, v11, :cond_ops_end

    mul-int v5, v4, v4

    const/4 v6, 0x0

    :goto_args
    const/4 v11, 0x4

    if-ge v6, v11, :cond_args_end

    mul-int/lit8 v11, v6, 0x10

    add-int/2addr v11, v4

    add-int/2addr v11, p0

    and-int/lit8 v11, v11, 0x3f

    aget-wide v7, v0, v11

    mul-int/lit8 v11, v4, 0x3

    add-int/2addr v11, v6

    add-int/lit8 v11, v11, 0x20

    and-int/lit8 v11, v11, 0x3f

    aget-wide v9, v0, v11

    invoke-static {v5, v7, v8, v9, v10}, Lorg/adaptrace/jgf/math/MathBench;->binary(IDD)D

    move-result-wide v7

    const-wide/16 v12, 0x0

    cmpg-double v11, v7, v12

    if-gez v11, :cond_not_negative

    add-int/lit8 v3, v3, 0x1

    sub-double/2addr v1, v7

    goto :goto_next

    :cond_not_negative
    add-double/2addr v1, v7

    :goto_next
    add-int/lit8 v6, v6, 0x1

    goto :goto_args

    :cond_args_end
    add-int/lit8 v4, v4, 0x1

    goto :goto_ops

    :cond_ops_end
    int-to-double v7, v3

    add-double/2addr v1, v7

    return-wide v1
.end method

.method static floatOps(I)D
    .registers 16

    sget-object v0, Lorg/adaptrace/jgf/math/MathBench;->fa:[F

    rem-int/lit8 v14, p0, 0x7

    int-to-float v1, v14

    const/high16 v10, 0x3f000000    # 0.5f

    mul-float/2addr v1, v10

    const/high16 v10, 0x3fc00000    # 1.5f

    sub-float/2addr v1, v10

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    const/4 v6, 0x0

    const/4 v7, 0x0

    :goto_loop
    array-length v14, v0

    if-ge v7, v14, :cond_loop_end

    aget v8, v0, v7

    add-float/2addr v8, v1

    rem-int/lit8 v14, v7, 0x9

    packed-switch v14, :pswitch_data

    const/high16 v9, 0x40800000    # 4.0f

    invoke-static {v8, v9}, Ljava/lang/Math;->min(FF)F

    move-result v9

    const/high16 v10, -0x3f800000    # -4.0f

    invoke-static {v9, v10}, Ljava/lang/Math;->max(FF)F

    move-result v9

    goto :goto_classify

    :pswitch_0
    invoke-static {v8}, Ljava/lang/Math;->ulp(F)F

    move-result v9

    const/high16 v10, 0x45800000    # 4096.0f

    mul-float/2addr v9, v10

    goto :goto_classify

    :pswitch_1
    invoke-static {v8}, Ljava/lang/Math;->nextUp(F)F

    move-result v9

    sub-float/2addr v9, v8

    goto :goto_classify

    :pswitch_2
    const-wide/16 v12, 0x0

    invoke-static {v8, v12, v13}, Ljava/lang/Math;->nextAfter(FD)F

    move-result v9

    goto :goto_classify

    :pswitch_3
    const/4 v14, 0x3

    invoke-static {v8, v14}, Ljava/lang/Math;->scalb(FI)F

    move-result v9

    goto :goto_classify

    :pswitch_4
    const/high16 v9, 0x40200000    # 2.5f

    invoke-static {v9, v8}, Ljava/lang/Math;->copySign(FF)F

    move-result v9

    goto :goto_classify

    :pswitch_5
    invoke-static {v8}, Ljava/lang/Math;->signum(F)F

    move-result v9

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v10

    mul-float/2addr v9, v10

    goto :goto_classify

    :pswitch_6
    const/high16 v9, 0x40400000    # 3.0f

    mul-float/2addr v9, v8

    invoke-static {v9}, Ljava/lang/Math;->round(F)I

    move-result v9

    int-to-float v9, v9

    const/high16 v10, 0x40400000    # 3.0f

    div-float/2addr v9, v10

    goto :goto_classify

    :pswitch_7
    float-to-double v12, v8

    invoke-static {v12, v13}, Ljava/lang/Math;->floor(D)D

    move-result-wide v12

    double-to-float v9, v12

    float-to-double v12, v8

    invoke-static {v12, v13}, Ljava/lang/Math;->ceil(D)D

    move-result-wide v12

    double-to-float v10, v12

    add-float/2addr v9, v10

    :goto_classify
    float-to-int v14, v9

    int-to-float v14, v14

    cmpl-float v14, v9, v14

    if-nez v14, :cond_fraction

    add-int/lit8 v5, v5, 0x1

    goto :goto_classified

    :cond_fraction
    const/4 v10, 0x0

    cmpg-float v14, v9, v10

    if-gez v14, :cond_not_negative

    add-int/lit8 v6, v6, 0x1

    goto :goto_classified

    :cond_not_negative
    const v10, 0x3a83126f    # 1.0e-3f

    cmpg-float v14, v9, v10

    if-gez v14, :goto_classified

    add-int/lit8 v4, v4, 0x1

    :goto_classified
    const/high16 v10, 0x41000000    # 8.0f

    cmpl-float v14, v9, v10

    if-lez v14, :cond_keep

    const/high16 v11, 0x41000000    # 8.0f

    goto :goto_add

    :cond_keep
    move v11, v9

    :goto_add
    float-to-double v12, v11

    add-double/2addr v2, v12

    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_loop_end
    const v1, 0x7f7fffff    # Float.MAX_VALUE

    const/4 v7, 0x0

    :goto_scan
    array-length v14, v0

    if-ge v7, v14, :cond_scan_end

    aget v8, v0, v7

    invoke-static {v8}, Ljava/lang/Math;->abs(F)F

    move-result v8

    const/4 v10, 0x0

    cmpl-float v14, v8, v10

    if-lez v14, :cond_skip

    cmpg-float v14, v8, v1

    if-gez v14, :cond_skip

    move v1, v8

    :cond_skip
    and-int/lit8 v14, p0, 0x3

    add-int/lit8 v14, v14, 0x1

    add-int/2addr v7, v14

    goto :goto_scan

    :cond_scan_end
    float-to-double v12, v1

    add-double/2addr v2, v12

    mul-int/lit8 v5, v5, 0x3

    mul-int/lit8 v6, v6, 0x5

    add-int/2addr v5, v6

    mul-int/lit8 v4, v4, 0x7

    add-int/2addr v5, v4

    int-to-double v12, v5

    add-double/2addr v2, v12

    return-wide v2

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
    .end packed-switch
.end method
