.class public final Lorg/adaptrace/jgf/exception/ExceptionBench;
.super Ljava/lang/Object;
.source "ExceptionBench.java"


# static fields
.field private static final ITERATIONS:[I

.field private static failure:Ljava/lang/String;

.field private static unwound:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/exception/ExceptionBench;->ITERATIONS:[I

    return-void

    :array_iterations
    .array-data 4
        0x2710
        0x30d40
        0x1c3a90
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
    invoke-static {v0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->report(Ljava/lang/String;)Ljava/lang/String;

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

    sput-object v2, Lorg/adaptrace/jgf/exception/ExceptionBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/exception/ExceptionBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/exception/ExceptionBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/exception/ExceptionBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Exception size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/exception/ExceptionBench;->failure:Ljava/lang/String;

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

    sget-object v0, Lorg/adaptrace/jgf/exception/ExceptionBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/exception/ExceptionBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->sameMethod(I)J

    move-result-wide v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->deep(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->bySuperclass(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->nested(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->vmExceptions(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method static sameMethod(I)J
    .registers 9
    .param p0, "n"    # I

    const/4 v1, 0x0

    const/4 v2, 0x0

    const-wide/16 v3, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    and-int/lit8 v5, v0, 0x1

    if-nez v5, :cond_pass

    :try_start_0
    new-instance v5, Lorg/adaptrace/jgf/exception/BenchException;

    invoke-direct {v5, v0}, Lorg/adaptrace/jgf/exception/BenchException;-><init>(I)V

    throw v5
    :try_end_0
    .catch Lorg/adaptrace/jgf/exception/BenchException; {:try_start_0 .. :try_end_0} :catch_0

    :cond_pass
    add-int/lit8 v2, v2, 0x1

    goto :goto_next

    :catch_0
    move-exception v5

    add-int/lit8 v1, v1, 0x1

    iget v5, v5, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    and-int/lit8 v5, v5, 0x7

    int-to-long v5, v5

    add-long/2addr v3, v5

    :goto_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    add-int/lit8 v5, p0, 0x1

    div-int/lit8 v5, v5, 0x2

    if-ne v1, v5, :cond_bad

    add-int v5, v1, v2

    if-eq v5, p0, :cond_ok

    :cond_bad
    const-string v5, "same-method"

    invoke-static {v5}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v5, 0x1f

    mul-long/2addr v3, v5

    int-to-long v5, v1

    add-long/2addr v3, v5

    return-wide v3
.end method

.method static deep(I)J
    .registers 10
    .param p0, "n"    # I

    const/4 v6, 0x0

    sput v6, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    const/4 v1, 0x0

    const/4 v2, 0x0

    const-wide/16 v3, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    rem-int/lit8 v5, v0, 0x6

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v1, v5

    :try_start_0
    invoke-static {v5, v5, v0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->descend(III)I

    move-result v6
    :try_end_0
    .catch Lorg/adaptrace/jgf/exception/DeepException; {:try_start_0 .. :try_end_0} :catch_0

    int-to-long v6, v6

    add-long/2addr v3, v6

    goto :goto_next

    :catch_0
    move-exception v6

    add-int/lit8 v2, v2, 0x1

    iget v7, v6, Lorg/adaptrace/jgf/exception/DeepException;->depth:I

    mul-int/lit8 v7, v7, 0x3

    iget v6, v6, Lorg/adaptrace/jgf/exception/DeepException;->code:I

    and-int/lit8 v6, v6, 0x1

    add-int/2addr v6, v7

    int-to-long v6, v6

    add-long/2addr v3, v6

    :goto_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    sget v6, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    if-eq v6, v1, :cond_unwind_ok

    const-string v6, "finally-unwind"

    invoke-static {v6}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_unwind_ok
    add-int/lit8 v6, p0, 0x6

    div-int/lit8 v6, v6, 0x7

    sub-int v6, p0, v6

    if-eq v2, v6, :cond_count_ok

    const-string v6, "deep-count"

    invoke-static {v6}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_count_ok
    const-wide/16 v6, 0x1f

    mul-long/2addr v3, v6

    int-to-long v6, v2

    add-long/2addr v3, v6

    return-wide v3
.end method

.method private static descend(III)I
    .registers 5
    .param p0, "level"    # I
    .param p1, "start"    # I
    .param p2, "code"    # I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/exception/DeepException;
        }
    .end annotation

    if-nez p0, :cond_recurse

    rem-int/lit8 v0, p2, 0x7

    if-nez v0, :cond_throw

    return p1

    :cond_throw
    new-instance v0, Lorg/adaptrace/jgf/exception/DeepException;

    invoke-direct {v0, p2, p1}, Lorg/adaptrace/jgf/exception/DeepException;-><init>(II)V

    throw v0

    :cond_recurse
    add-int/lit8 v0, p0, -0x1

    :try_start_0
    invoke-static {v0, p1, p2}, Lorg/adaptrace/jgf/exception/ExceptionBench;->descend(III)I

    move-result v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    add-int/lit8 v0, v0, 0x1

    sget v1, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    add-int/lit8 v1, v1, 0x1

    sput v1, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    return v0

    :catchall_0
    move-exception v0

    sget v1, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    add-int/lit8 v1, v1, 0x1

    sput v1, Lorg/adaptrace/jgf/exception/ExceptionBench;->unwound:I

    throw v0
.end method

.method static bySuperclass(I)J
    .registers 11
    .param p0, "n"    # I

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const-wide/16 v4, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    rem-int/lit8 v6, v0, 0x3

    :try_start_0
    invoke-static {v6, v0}, Lorg/adaptrace/jgf/exception/ExceptionBench;->raise(II)V
    :try_end_0
    .catch Lorg/adaptrace/jgf/exception/DeepException; {:try_start_0 .. :try_end_0} :catch_deep
    .catch Lorg/adaptrace/jgf/exception/BenchException; {:try_start_0 .. :try_end_0} :catch_bench
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_runtime

    goto :goto_next

    :catch_deep
    move-exception v6

    add-int/lit8 v1, v1, 0x1

    iget v6, v6, Lorg/adaptrace/jgf/exception/DeepException;->depth:I

    int-to-long v6, v6

    add-long/2addr v4, v6

    goto :goto_next

    :catch_bench
    move-exception v6

    add-int/lit8 v2, v2, 0x1

    iget v6, v6, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    int-to-long v6, v6

    add-long/2addr v4, v6

    goto :goto_next

    :catch_runtime
    move-exception v6

    add-int/lit8 v3, v3, 0x1

    check-cast v6, Lorg/adaptrace/jgf/exception/BenchError;

    iget v6, v6, Lorg/adaptrace/jgf/exception/BenchError;->tag:I

    int-to-long v6, v6

    add-long/2addr v4, v6

    :goto_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    add-int v6, v1, v2

    add-int/2addr v6, v3

    if-ne v6, p0, :cond_bad

    add-int/lit8 v6, p0, 0x2

    div-int/lit8 v6, v6, 0x3

    if-eq v1, v6, :cond_ok

    :cond_bad
    const-string v6, "superclass"

    invoke-static {v6}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v6, 0x1f

    mul-long/2addr v4, v6

    int-to-long v8, v1

    add-long/2addr v4, v8

    mul-long/2addr v4, v6

    int-to-long v8, v2

    add-long/2addr v4, v8

    mul-long/2addr v4, v6

    int-to-long v8, v3

    add-long/2addr v4, v8

    return-wide v4
.end method

.method private static raise(II)V
    .registers 4
    .param p0, "kind"    # I
    .param p1, "value"    # I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/exception/BenchException;
        }
    .end annotation

    packed-switch p0, :pswitch_data

    new-instance v0, Lorg/adaptrace/jgf/exception/BenchError;

    and-int/lit16 v1, p1, 0xff

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/exception/BenchError;-><init>(I)V

    throw v0

    :pswitch_1
    new-instance v0, Lorg/adaptrace/jgf/exception/BenchException;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/exception/BenchException;-><init>(I)V

    throw v0

    :pswitch_0
    new-instance v0, Lorg/adaptrace/jgf/exception/DeepException;

    and-int/lit8 v1, p1, 0xf

    invoke-direct {v0, p1, v1}, Lorg/adaptrace/jgf/exception/DeepException;-><init>(II)V

    throw v0

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method static nested(I)J
    .registers 10
    .param p0, "n"    # I

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    rem-int/lit8 v5, v0, 0x3

    if-eqz v5, :cond_no_throw

    :try_start_inner
    new-instance v5, Lorg/adaptrace/jgf/exception/BenchException;

    invoke-direct {v5, v0}, Lorg/adaptrace/jgf/exception/BenchException;-><init>(I)V

    throw v5
    :try_end_inner
    .catch Lorg/adaptrace/jgf/exception/BenchException; {:try_start_inner .. :try_end_inner} :catch_inner
    .catchall {:try_start_inner .. :try_end_inner} :catchall_finally

    :cond_no_throw
    add-int/lit8 v1, v1, 0x2

    add-int/lit8 v4, v4, 0x1

    goto :goto_next

    :catch_inner
    move-exception v5

    add-int/lit8 v1, v1, 0x1

    :try_start_handler
    iget v6, v5, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    and-int/lit8 v6, v6, 0x1

    if-nez v6, :cond_odd

    throw v5

    :cond_odd
    iget v6, v5, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    rem-int/lit8 v6, v6, 0x4

    const/4 v7, 0x1

    if-ne v6, v7, :cond_swallowed

    new-instance v6, Lorg/adaptrace/jgf/exception/BenchError;

    iget v7, v5, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    invoke-direct {v6, v7}, Lorg/adaptrace/jgf/exception/BenchError;-><init>(I)V

    throw v6
    :try_end_handler
    .catchall {:try_start_handler .. :try_end_handler} :catchall_finally

    :cond_swallowed
    add-int/lit8 v4, v4, 0x1

    goto :goto_next

    :catchall_finally
    move-exception v5

    :try_start_outer
    add-int/lit8 v4, v4, 0x1

    throw v5
    :try_end_outer
    .catch Lorg/adaptrace/jgf/exception/BenchError; {:try_start_outer .. :try_end_outer} :catch_error
    .catch Lorg/adaptrace/jgf/exception/BenchException; {:try_start_outer .. :try_end_outer} :catch_bench

    :catch_error
    move-exception v5

    iget v5, v5, Lorg/adaptrace/jgf/exception/BenchError;->tag:I

    and-int/lit8 v5, v5, 0x3

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v3, v5

    goto :goto_next

    :catch_bench
    add-int/lit8 v2, v2, 0x1

    :goto_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    if-eq v4, p0, :cond_ok

    const-string v5, "nested-finally"

    invoke-static {v5}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_ok
    int-to-long v5, v1

    const-wide/16 v7, 0x1f

    mul-long/2addr v5, v7

    int-to-long v0, v2

    add-long/2addr v5, v0

    mul-long/2addr v5, v7

    int-to-long v0, v3

    add-long/2addr v5, v0

    return-wide v5
.end method

.method static vmExceptions(I)J
    .registers 13
    .param p0, "n"    # I

    const/16 v8, 0x8

    new-array v0, v8, [I

    const/4 v1, 0x0

    const/4 v2, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const-wide/16 v5, 0x0

    const/4 v7, 0x0

    :goto_loop
    if-ge v7, p0, :cond_end

    :try_start_0
    rem-int/lit8 v8, v7, 0x3

    const/16 v9, 0x3e8

    div-int v8, v9, v8

    int-to-long v8, v8

    add-long/2addr v5, v8

    rem-int/lit8 v8, v7, 0xa

    aget v8, v0, v8

    int-to-long v8, v8

    add-long/2addr v5, v8

    rem-int/lit8 v8, v7, 0x5

    if-nez v8, :cond_have_table

    const/4 v8, 0x0

    goto :goto_maybe

    :cond_have_table
    move-object v8, v0

    :goto_maybe
    array-length v8, v8

    int-to-long v8, v8

    add-long/2addr v5, v8

    rem-int/lit8 v8, v7, 0x7

    if-nez v8, :cond_table_object

    const-string v8, "text"

    goto :goto_object

    :cond_table_object
    move-object v8, v0

    :goto_object
    check-cast v8, [I

    array-length v8, v8

    int-to-long v8, v8

    add-long/2addr v5, v8

    and-int/lit8 v8, v7, 0x7

    aget v9, v0, v8

    add-int/2addr v9, v7

    aput v9, v0, v8
    :try_end_0
    .catch Ljava/lang/ArithmeticException; {:try_start_0 .. :try_end_0} :catch_arith
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:try_start_0 .. :try_end_0} :catch_bounds
    .catch Ljava/lang/NullPointerException; {:try_start_0 .. :try_end_0} :catch_null
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_runtime

    goto :goto_next

    :catch_arith
    add-int/lit8 v1, v1, 0x1

    goto :goto_next

    :catch_bounds
    add-int/lit8 v2, v2, 0x1

    goto :goto_next

    :catch_null
    add-int/lit8 v3, v3, 0x1

    goto :goto_next

    :catch_runtime
    add-int/lit8 v4, v4, 0x1

    :goto_next
    add-int/lit8 v7, v7, 0x1

    goto :goto_loop

    :cond_end
    add-int/lit8 v8, p0, 0x2

    div-int/lit8 v8, v8, 0x3

    if-eq v1, v8, :cond_ok

    const-string v8, "division-by-zero"

    invoke-static {v8}, Lorg/adaptrace/jgf/exception/ExceptionBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v8, 0x1f

    mul-long/2addr v5, v8

    int-to-long v10, v1

    add-long/2addr v5, v10

    mul-long/2addr v5, v8

    int-to-long v10, v2

    add-long/2addr v5, v10

    mul-long/2addr v5, v8

    int-to-long v10, v3

    add-long/2addr v5, v10

    mul-long/2addr v5, v8

    int-to-long v10, v4

    add-long/2addr v5, v10

    return-wide v5
.end method
