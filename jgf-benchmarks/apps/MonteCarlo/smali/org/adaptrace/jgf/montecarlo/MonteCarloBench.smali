.class public final Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;
.super Ljava/lang/Object;
.source "MonteCarloBench.java"


# static fields
.field private static final HISTORY_DAYS:I = 0x3e8

.field private static final PATHS:[I

.field private static final STEPS:[I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_paths

    sput-object v0, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->PATHS:[I

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_steps

    sput-object v0, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->STEPS:[I

    return-void

    :array_paths
    .array-data 4
        0xc8
        0xbb8
        0x4b320
    .end array-data

    :array_steps
    .array-data 4
        0xfa
        0xfa
        0xfa
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
    invoke-static {v0}, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->report(Ljava/lang/String;)Ljava/lang/String;

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
    sget-object v1, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->PATHS:[I

    aget v1, v1, v0

    sget-object v2, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->STEPS:[I

    aget v0, v2, v0

    invoke-static {v1, v0}, Lorg/adaptrace/jgf/montecarlo/MonteCarloBench;->run(II)Ljava/lang/String;

    move-result-object v0

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF MonteCarlo size="

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

.method private static run(II)Ljava/lang/String;
    .registers 30
    .param p0, "paths"    # I
    .param p1, "steps"    # I

    move/from16 v12, p0

    new-instance v13, Lorg/adaptrace/jgf/montecarlo/Rng;

    const-wide v0, 0x5deece66dL

    invoke-direct {v13, v0, v1}, Lorg/adaptrace/jgf/montecarlo/Rng;-><init>(J)V

    const-wide/high16 v1, 0x4059000000000000L    # 100.0

    const/16 v3, 0x3e8

    const-wide v4, 0x3f33a92a30553261L    # 3.0E-4

    const-wide v6, 0x3f889374bc6a7efaL    # 0.012

    move-object v0, v13

    invoke-static/range {v0 .. v7}, Lorg/adaptrace/jgf/montecarlo/Path;->walk(Lorg/adaptrace/jgf/montecarlo/Rng;DIDD)Lorg/adaptrace/jgf/montecarlo/Path;

    move-result-object v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/montecarlo/Path;->stats()Lorg/adaptrace/jgf/montecarlo/ReturnStats;

    move-result-object v1

    move-object/from16 v16, v1

    invoke-virtual {v1}, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->expectedRate()D

    move-result-wide v1

    move-wide/from16 v17, v1

    invoke-virtual {v0}, Lorg/adaptrace/jgf/montecarlo/Path;->finalPrice()D

    move-result-wide v0

    move-wide/from16 v19, v0

    new-array v0, v12, [Lorg/adaptrace/jgf/montecarlo/Task;

    move-object/from16 v21, v0

    const/4 v11, 0x0

    :goto_tasks
    if-ge v11, v12, :cond_tasks_done

    new-instance v0, Lorg/adaptrace/jgf/montecarlo/PathTask;

    invoke-virtual {v13}, Lorg/adaptrace/jgf/montecarlo/Rng;->nextLong()J

    move-result-wide v2

    move v1, v11

    move-wide/from16 v4, v19

    move/from16 v6, p1

    move-wide/from16 v7, v17

    move-object/from16 v9, v16

    iget-wide v9, v9, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    invoke-direct/range {v0 .. v10}, Lorg/adaptrace/jgf/montecarlo/PathTask;-><init>(IJDIDD)V

    aput-object v0, v21, v11

    add-int/lit8 v11, v11, 0x1

    goto :goto_tasks

    :cond_tasks_done
    new-instance v15, Ljava/util/ArrayList;

    invoke-direct {v15, v12}, Ljava/util/ArrayList;-><init>(I)V

    move-object/from16 v14, v21

    array-length v1, v14

    const/4 v11, 0x0

    :goto_run
    if-ge v11, v1, :cond_run_done

    aget-object v0, v14, v11

    invoke-virtual {v0}, Lorg/adaptrace/jgf/montecarlo/Task;->run()Lorg/adaptrace/jgf/montecarlo/PathResult;

    move-result-object v0

    invoke-interface {v15, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    add-int/lit8 v11, v11, 0x1

    goto :goto_run

    :cond_run_done
    const-wide/16 v22, 0x0

    const-wide/16 v24, 0x0

    const-wide/16 v26, 0x0

    invoke-interface {v15}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v13

    :goto_sum
    invoke-interface {v13}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_sum_done

    invoke-interface {v13}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/montecarlo/PathResult;

    iget-wide v1, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->expectedRate:D

    add-double v22, v22, v1

    iget-wide v1, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->volatility:D

    add-double v24, v24, v1

    iget-wide v1, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->finalPrice:D

    iget v3, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->id:I

    and-int/lit8 v3, v3, 0x3

    add-int/lit8 v3, v3, 0x1

    int-to-double v3, v3

    mul-double/2addr v1, v3

    iget-wide v3, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->expectedRate:D

    iget-wide v5, v0, Lorg/adaptrace/jgf/montecarlo/PathResult;->volatility:D

    add-double/2addr v3, v5

    const-wide v5, 0x408f400000000000L    # 1000.0

    mul-double/2addr v3, v5

    add-double/2addr v1, v3

    add-double v26, v26, v1

    goto :goto_sum

    :cond_sum_done
    int-to-double v0, v12

    move-wide/from16 v2, v22

    div-double/2addr v2, v0

    move-object/from16 v4, v16

    iget-wide v4, v4, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    const-wide/high16 v6, 0x4018000000000000L    # 6.0

    mul-double/2addr v4, v6

    move/from16 v6, p1

    int-to-double v6, v6

    mul-double v6, v0, v6

    invoke-static {v6, v7}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v6

    div-double/2addr v4, v6

    move-wide/from16 v6, v17

    sub-double/2addr v2, v6

    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D

    move-result-wide v2

    cmpg-double v2, v2, v4

    if-lez v2, :cond_rate_ok

    const-string v0, "INVALID-mean-rate"

    return-object v0

    :cond_rate_ok
    move-wide/from16 v2, v24

    div-double/2addr v2, v0

    move-object/from16 v4, v16

    iget-wide v4, v4, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    div-double/2addr v2, v4

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v2, v4

    invoke-static {v2, v3}, Ljava/lang/Math;->abs(D)D

    move-result-wide v2

    const-wide v4, 0x3f947ae147ae147bL    # 0.02

    cmpg-double v2, v2, v4

    if-lez v2, :cond_volatility_ok

    const-string v0, "INVALID-volatility"

    return-object v0

    :cond_volatility_ok
    move-wide/from16 v0, v26

    invoke-static {v0, v1}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
