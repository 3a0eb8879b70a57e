.class public final Lorg/adaptrace/jgf/series/SeriesBench;
.super Ljava/lang/Object;
.source "SeriesBench.java"


# static fields
.field private static final REF_A:[D

.field private static final REF_B:[D

.field private static final SIZES:[I

.field private static final STEPS:I = 0x3e8

.field private static final TOLERANCE:D = 1.0E-4


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_sizes

    sput-object v0, Lorg/adaptrace/jgf/series/SeriesBench;->SIZES:[I

    const/4 v0, 0x4

    new-array v0, v0, [D

    fill-array-data v0, :array_ref_a

    sput-object v0, Lorg/adaptrace/jgf/series/SeriesBench;->REF_A:[D

    const/4 v0, 0x4

    new-array v0, v0, [D

    fill-array-data v0, :array_ref_b

    sput-object v0, Lorg/adaptrace/jgf/series/SeriesBench;->REF_B:[D

    return-void

    :array_sizes
    .array-data 4
        0x3c
        0x4b0
        0x39d0
    .end array-data

    :array_ref_a
    .array-data 8
        0x40070e2b18b27e6dL    # 2.8819181375
        0x3ff2250282408086L    # 1.1340355957
        0x3fd72e9ec40a6258L    # 0.3622204699
        0x3fc5ccf33e12c4b0L    # 0.1703170827
    .end array-data

    :array_ref_b
    .array-data 8
        0x0L                   # 0.0
        0xbffe1d0aae84b836L    # -1.882090265
        0xbff2a30c0ba1d5c5L    # -1.1648064093
        0xbfea12194804e45cL    # -0.8147093207
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static checksum([[DI)D
    .registers 9
    .param p0, "c"    # [[D
    .param p1, "n"    # I

    const-wide/16 v0, 0x0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, p1, :cond_done

    const/4 v3, 0x0

    aget-object v3, p0, v3

    aget-wide v3, v3, v2

    const/4 v5, 0x1

    aget-object v5, p0, v5

    aget-wide v5, v5, v2

    add-double/2addr v3, v5

    add-double/2addr v0, v3

    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_done
    return-wide v0
.end method

.method static compute([[DI)V
    .registers 14
    .param p0, "c"    # [[D
    .param p1, "n"    # I

    const/4 v0, 0x0

    aget-object v1, p0, v0

    const-wide/16 v2, 0x0

    const-wide/high16 v4, 0x4000000000000000L    # 2.0

    const/16 v6, 0x3e8

    const-wide/16 v7, 0x0

    const/4 v9, 0x0

    invoke-static/range {v2 .. v9}, Lorg/adaptrace/jgf/series/SeriesBench;->trapezoid(DDIDI)D

    move-result-wide v2

    const-wide/high16 v4, 0x4000000000000000L    # 2.0

    div-double/2addr v2, v4

    aput-wide v2, v1, v0

    const/4 v1, 0x1

    aget-object v1, p0, v1

    const-wide/16 v2, 0x0

    aput-wide v2, v1, v0

    const/4 v0, 0x1

    :goto_loop
    if-ge v0, p1, :cond_done

    int-to-double v1, v0

    const-wide v3, 0x400921fb54442d18L    # Math.PI

    mul-double v10, v3, v1

    const/4 v1, 0x0

    aget-object v1, p0, v1

    const-wide/16 v2, 0x0

    const-wide/high16 v4, 0x4000000000000000L    # 2.0

    const/16 v6, 0x3e8

    move-wide v7, v10

    const/4 v9, 0x1

    invoke-static/range {v2 .. v9}, Lorg/adaptrace/jgf/series/SeriesBench;->trapezoid(DDIDI)D

    move-result-wide v2

    aput-wide v2, v1, v0

    const/4 v1, 0x1

    aget-object v1, p0, v1

    const-wide/16 v2, 0x0

    const-wide/high16 v4, 0x4000000000000000L    # 2.0

    const/16 v6, 0x3e8

    move-wide v7, v10

    const/4 v9, 0x2

    invoke-static/range {v2 .. v9}, Lorg/adaptrace/jgf/series/SeriesBench;->trapezoid(DDIDI)D

    move-result-wide v2

    aput-wide v2, v1, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    return-void
.end method

.method static integrand(DDI)D
    .registers 9
    .param p0, "x"    # D
    .param p2, "omegaN"    # D
    .param p4, "select"    # I

    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    add-double v0, p0, v0

    invoke-static {v0, v1, p0, p1}, Ljava/lang/StrictMath;->pow(DD)D

    move-result-wide v0

    packed-switch p4, :pswitch_data

    mul-double v2, p2, p0

    invoke-static {v2, v3}, Ljava/lang/StrictMath;->sin(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_cos
    mul-double v2, p2, p0

    invoke-static {v2, v3}, Ljava/lang/StrictMath;->cos(D)D

    move-result-wide v2

    mul-double/2addr v0, v2

    return-wide v0

    :pswitch_base
    return-wide v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_base
        :pswitch_cos
    .end packed-switch
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
    invoke-static {v0}, Lorg/adaptrace/jgf/series/SeriesBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 8
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
    sget-object v1, Lorg/adaptrace/jgf/series/SeriesBench;->SIZES:[I

    aget v1, v1, v0

    const/4 v2, 0x2

    filled-new-array {v2, v1}, [I

    move-result-object v2

    sget-object v3, Ljava/lang/Double;->TYPE:Ljava/lang/Class;

    invoke-static {v3, v2}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v2

    check-cast v2, [[D

    invoke-static {v2, v1}, Lorg/adaptrace/jgf/series/SeriesBench;->compute([[DI)V

    invoke-static {v2}, Lorg/adaptrace/jgf/series/SeriesBench;->validate([[D)Ljava/lang/String;

    move-result-object v3

    if-eqz v3, :cond_valid

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "INVALID-"

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    goto :goto_report

    :cond_valid
    invoke-static {v2, v1}, Lorg/adaptrace/jgf/series/SeriesBench;->checksum([[DI)D

    move-result-wide v4

    invoke-static {v4, v5}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v4

    :goto_report
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "JGF Series size="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v6, " checksum="

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    return-object v5

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

.method static trapezoid(DDIDI)D
    .registers 15
    .param p0, "lo"    # D
    .param p2, "hi"    # D
    .param p4, "steps"    # I
    .param p5, "omegaN"    # D
    .param p7, "select"    # I

    sub-double v0, p2, p0

    int-to-double v2, p4

    div-double/2addr v0, v2

    invoke-static {p0, p1, p5, p6, p7}, Lorg/adaptrace/jgf/series/SeriesBench;->integrand(DDI)D

    move-result-wide v2

    invoke-static {p2, p3, p5, p6, p7}, Lorg/adaptrace/jgf/series/SeriesBench;->integrand(DDI)D

    move-result-wide v4

    add-double/2addr v2, v4

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v2, v4

    const/4 v4, 0x1

    :goto_loop
    if-ge v4, p4, :cond_done

    int-to-double v5, v4

    mul-double/2addr v5, v0

    add-double v5, p0, v5

    invoke-static {v5, v6, p5, p6, p7}, Lorg/adaptrace/jgf/series/SeriesBench;->integrand(DDI)D

    move-result-wide v5

    add-double/2addr v2, v5

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_done
    mul-double/2addr v2, v0

    return-wide v2
.end method

.method static validate([[D)Ljava/lang/String;
    .registers 7
    .param p0, "c"    # [[D

    const/4 v0, 0x0

    :goto_loop
    sget-object v1, Lorg/adaptrace/jgf/series/SeriesBench;->REF_A:[D

    array-length v1, v1

    if-ge v0, v1, :cond_all_match

    const/4 v1, 0x0

    aget-object v1, p0, v1

    aget-wide v1, v1, v0

    sget-object v3, Lorg/adaptrace/jgf/series/SeriesBench;->REF_A:[D

    aget-wide v3, v3, v0

    sub-double/2addr v1, v3

    invoke-static {v1, v2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v1

    const-wide v3, 0x3f1a36e2eb1c432dL    # 1.0E-4

    cmpl-double v5, v1, v3

    if-lez v5, :cond_check_b

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "a"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1

    :cond_check_b
    const/4 v1, 0x1

    aget-object v1, p0, v1

    aget-wide v1, v1, v0

    sget-object v3, Lorg/adaptrace/jgf/series/SeriesBench;->REF_B:[D

    aget-wide v3, v3, v0

    sub-double/2addr v1, v3

    invoke-static {v1, v2}, Ljava/lang/Math;->abs(D)D

    move-result-wide v1

    const-wide v3, 0x3f1a36e2eb1c432dL    # 1.0E-4

    cmpl-double v5, v1, v3

    if-lez v5, :cond_next

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "b"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1

    :cond_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_all_match
    const/4 v0, 0x0

    return-object v0
.end method
