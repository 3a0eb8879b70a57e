.class public final Lorg/adaptrace/jgf/method/MethodBench;
.super Ljava/lang/Object;
.source "MethodBench.java"


# static fields
.field private static final ITERATIONS:[I


# instance fields
.field private mask:J

.field private state:I

.field private syncCalls:I

.field private total:J


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/method/MethodBench;->ITERATIONS:[I

    return-void

    :array_iterations
    .array-data 4
        0x2ee0
        0x2bf20
        0x3d09000
    .end array-data
.end method

.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/method/MethodBench;->state:I

    return-void
.end method

.method static fib(I)I
    .registers 3

    const/4 v0, 0x2

    if-ge p0, v0, :cond_recurse

    return p0

    :cond_recurse
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Lorg/adaptrace/jgf/method/MethodBench;->fib(I)I

    move-result v0

    add-int/lit8 v1, p0, -0x2

    invoke-static {v1}, Lorg/adaptrace/jgf/method/MethodBench;->fib(I)I

    move-result v1

    add-int/2addr v0, v1

    return v0
.end method

.method static fibLoop(I)I
    .registers 5

    const/4 v0, 0x0

    const/4 v1, 0x1

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, p0, :cond_done

    add-int v3, v0, v1

    move v0, v1

    move v1, v3

    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_done
    return v0
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
    invoke-static {v0}, Lorg/adaptrace/jgf/method/MethodBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method static many(IJDFSBCZJ)J
    .registers 16

    int-to-long v0, p0

    add-long/2addr v0, p1

    const-wide/high16 v2, 0x4008000000000000L    # 3.0

    mul-double/2addr v2, p3

    double-to-long v2, v2

    add-long/2addr v0, v2

    float-to-long v2, p5

    xor-long/2addr v0, v2

    mul-int/lit8 v2, p6, 0x7

    mul-int/lit8 v3, p7, 0x5

    add-int/2addr v2, v3

    add-int/2addr v2, p8

    int-to-long v2, v2

    add-long/2addr v0, v2

    if-eqz p9, :cond_minus

    add-long v2, v0, p10

    goto :goto_return

    :cond_minus
    sub-long v2, v0, p10

    :goto_return
    return-wide v2
.end method

.method private privateStep(I)I
    .registers 4

    iget v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->state:I

    xor-int/2addr v0, p1

    const v1, 0xffff

    and-int/2addr v0, v1

    return v0
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
    new-instance v2, Lorg/adaptrace/jgf/method/MethodBench;

    const/16 v3, 0x3039

    invoke-direct {v2, v3}, Lorg/adaptrace/jgf/method/MethodBench;-><init>(I)V

    sget-object v3, Lorg/adaptrace/jgf/method/MethodBench;->ITERATIONS:[I

    aget v1, v3, v1

    invoke-virtual {v2, v1}, Lorg/adaptrace/jgf/method/MethodBench;->run(I)Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "JGF Method size="

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

.method static staticStep(I)I
    .registers 3

    mul-int/lit8 v0, p0, 0x1f

    add-int/lit8 v0, v0, 0x7

    ushr-int/lit8 v1, p0, 0x3

    xor-int/2addr v0, v1

    return v0
.end method


# virtual methods
.method final finalStep(I)I
    .registers 3

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/method/MethodBench;->instanceStep(I)I

    move-result v0

    and-int/lit16 v0, v0, 0xff

    return v0
.end method

.method instanceStep(I)I
    .registers 4

    iget v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->state:I

    const v1, 0x41c64e6d

    mul-int/2addr v0, v1

    add-int/lit16 v0, v0, 0x3039

    add-int/2addr v0, p1

    iput v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->state:I

    ushr-int/lit8 v0, v0, 0x10

    return v0
.end method

.method run(I)Ljava/lang/String;
    .registers 28

    move-object/from16 v4, p0

    move/from16 v3, p1

    const/4 v5, 0x3

    new-array v0, v5, [Lorg/adaptrace/jgf/method/Shape;

    new-instance v12, Lorg/adaptrace/jgf/method/Shape;

    const/4 v5, 0x3

    invoke-direct {v12, v5}, Lorg/adaptrace/jgf/method/Shape;-><init>(I)V

    const/4 v5, 0x0

    aput-object v12, v0, v5

    new-instance v12, Lorg/adaptrace/jgf/method/Square;

    const/4 v5, 0x5

    invoke-direct {v12, v5}, Lorg/adaptrace/jgf/method/Square;-><init>(I)V

    const/4 v5, 0x1

    aput-object v12, v0, v5

    new-instance v12, Lorg/adaptrace/jgf/method/Cube;

    const/4 v5, 0x7

    invoke-direct {v12, v5}, Lorg/adaptrace/jgf/method/Cube;-><init>(I)V

    const/4 v5, 0x2

    aput-object v12, v0, v5

    const/4 v5, 0x4

    new-array v1, v5, [Lorg/adaptrace/jgf/method/Op;

    new-instance v12, Lorg/adaptrace/jgf/method/AddOp;

    const-wide/16 v10, 0xb

    invoke-direct {v12, v10, v11}, Lorg/adaptrace/jgf/method/AddOp;-><init>(J)V

    const/4 v5, 0x0

    aput-object v12, v1, v5

    new-instance v12, Lorg/adaptrace/jgf/method/XorOp;

    const v5, 0x5bd1e995

    invoke-direct {v12, v5}, Lorg/adaptrace/jgf/method/XorOp;-><init>(I)V

    const/4 v5, 0x1

    aput-object v12, v1, v5

    new-instance v12, Lorg/adaptrace/jgf/method/MulOp;

    const/16 v5, 0x1f

    invoke-direct {v12, v5}, Lorg/adaptrace/jgf/method/MulOp;-><init>(I)V

    const/4 v5, 0x2

    aput-object v12, v1, v5

    const/4 v5, 0x2

    aget-object v12, v0, v5

    const/4 v5, 0x3

    aput-object v12, v1, v5

    const-wide/16 v6, 0x0

    const-wide/16 v8, 0x0

    const/4 v2, 0x0

    :goto_loop
    if-ge v2, v3, :cond_loop_end

    invoke-static {v2}, Lorg/adaptrace/jgf/method/MethodBench;->staticStep(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    invoke-virtual {v4, v2}, Lorg/adaptrace/jgf/method/MethodBench;->instanceStep(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    invoke-virtual {v4, v2}, Lorg/adaptrace/jgf/method/MethodBench;->finalStep(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    invoke-direct {v4, v2}, Lorg/adaptrace/jgf/method/MethodBench;->privateStep(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    rem-int/lit8 v5, v2, 0x3

    aget-object v12, v0, v5

    and-int/lit16 v5, v2, 0x3ff

    invoke-virtual {v12, v5}, Lorg/adaptrace/jgf/method/Shape;->area(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    and-int/lit16 v5, v2, 0xff

    invoke-virtual {v12, v5}, Lorg/adaptrace/jgf/method/Shape;->describe(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    rem-int/lit8 v5, v2, 0x3

    invoke-static {v5}, Lorg/adaptrace/jgf/method/Shape;->sides(I)I

    move-result v5

    int-to-long v10, v5

    add-long/2addr v6, v10

    and-int/lit8 v5, v2, 0x3

    aget-object v12, v1, v5

    invoke-interface {v12, v6, v7, v2}, Lorg/adaptrace/jgf/method/Op;->apply(JI)J

    move-result-wide v6

    and-int/lit8 v5, v2, 0xf

    int-to-long v10, v5

    invoke-virtual {v4, v10, v11}, Lorg/adaptrace/jgf/method/MethodBench;->syncAdd(J)V

    add-long/2addr v8, v10

    invoke-virtual {v4, v6, v7}, Lorg/adaptrace/jgf/method/MethodBench;->syncXor(J)V

    move/from16 v14, v2

    move-wide/from16 v15, v6

    int-to-double v10, v2

    const-wide/high16 v17, 0x3fe0000000000000L    # 0.5

    mul-double v17, v10, v17

    int-to-float v5, v2

    move/from16 v19, v5

    int-to-short v5, v2

    move/from16 v20, v5

    int-to-byte v5, v2

    move/from16 v21, v5

    and-int/lit8 v5, v2, 0xf

    add-int/lit8 v5, v5, 0x61

    int-to-char v5, v5

    move/from16 v22, v5

    and-int/lit8 v5, v2, 0x1

    if-nez v5, :cond_odd

    const/4 v5, 0x1

    goto :goto_flag

    :cond_odd
    const/4 v5, 0x0

    :goto_flag
    move/from16 v23, v5

    move-wide/from16 v24, v8

    invoke-static/range {v14 .. v25}, Lorg/adaptrace/jgf/method/MethodBench;->many(IJDFSBCZJ)J

    move-result-wide v10

    add-long/2addr v6, v10

    move-object v14, v4

    move-wide v15, v6

    int-to-long v10, v2

    const-wide/16 v17, 0x3

    mul-long v17, v10, v17

    move-wide/from16 v19, v8

    move/from16 v21, v2

    invoke-virtual/range {v14 .. v21}, Lorg/adaptrace/jgf/method/MethodBench;->wideInstance(JJJI)J

    move-result-wide v10

    xor-long/2addr v6, v10

    and-int/lit8 v5, v2, 0x7f

    if-nez v5, :cond_next

    shr-int/lit8 v5, v2, 0x7

    and-int/lit8 v5, v5, 0x7

    add-int/lit8 v5, v5, 0x8

    invoke-static {v5}, Lorg/adaptrace/jgf/method/MethodBench;->fib(I)I

    move-result v13

    invoke-static {v5}, Lorg/adaptrace/jgf/method/MethodBench;->fibLoop(I)I

    move-result v5

    if-eq v13, v5, :cond_fib_ok

    const-string v0, "INVALID-fib"

    return-object v0

    :cond_fib_ok
    int-to-long v10, v13

    add-long/2addr v6, v10

    shr-int/lit8 v5, v2, 0x7

    and-int/lit8 v5, v5, 0x3f

    invoke-virtual {v4, v5}, Lorg/adaptrace/jgf/method/MethodBench;->sumTo(I)J

    move-result-wide v10

    add-int/lit8 v13, v5, 0x1

    mul-int/2addr v13, v5

    div-int/lit8 v13, v13, 0x2

    int-to-long v14, v13

    cmp-long v13, v10, v14

    if-eqz v13, :cond_sum_ok

    const-string v0, "INVALID-sum"

    return-object v0

    :cond_sum_ok
    add-long/2addr v6, v10

    :cond_next
    add-int/lit8 v2, v2, 0x1

    goto :goto_loop

    :cond_loop_end
    iget-wide v10, v4, Lorg/adaptrace/jgf/method/MethodBench;->total:J

    cmp-long v5, v10, v8

    if-eqz v5, :cond_total_ok

    const-string v0, "INVALID-sync"

    return-object v0

    :cond_total_ok
    iget v5, v4, Lorg/adaptrace/jgf/method/MethodBench;->syncCalls:I

    mul-int/lit8 v13, v3, 0x2

    if-eq v5, v13, :cond_calls_ok

    const-string v0, "INVALID-sync-calls"

    return-object v0

    :cond_calls_ok
    iget-wide v10, v4, Lorg/adaptrace/jgf/method/MethodBench;->mask:J

    xor-long/2addr v10, v6

    invoke-static {v10, v11}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method sumTo(I)J
    .registers 6

    if-nez p1, :cond_recurse

    const-wide/16 v0, 0x0

    return-wide v0

    :cond_recurse
    int-to-long v0, p1

    add-int/lit8 v2, p1, -0x1

    invoke-virtual {p0, v2}, Lorg/adaptrace/jgf/method/MethodBench;->sumTo(I)J

    move-result-wide v2

    add-long/2addr v0, v2

    return-wide v0
.end method

.method declared-synchronized syncAdd(J)V
    .registers 5

    monitor-enter p0

    :try_start_0
    iget-wide v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->total:J

    add-long/2addr v0, p1

    iput-wide v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->total:J

    iget v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->syncCalls:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->syncCalls:I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return-void

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method syncXor(J)V
    .registers 5

    monitor-enter p0

    :try_start_0
    iget-wide v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->mask:J

    xor-long/2addr v0, p1

    iput-wide v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->mask:J

    iget v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->syncCalls:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/method/MethodBench;->syncCalls:I

    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return-void

    :catchall_0
    move-exception v0

    :try_start_1
    monitor-exit p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v0
.end method

.method wideInstance(JJJI)J
    .registers 12

    xor-long v0, p1, p3

    int-to-long v2, p7

    mul-long/2addr v2, p5

    add-long/2addr v0, v2

    and-int/lit8 v2, p7, 0xf

    ushr-long/2addr v0, v2

    return-wide v0
.end method
