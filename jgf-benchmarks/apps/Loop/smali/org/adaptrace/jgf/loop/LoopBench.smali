.class public final Lorg/adaptrace/jgf/loop/LoopBench;
.super Ljava/lang/Object;
.source "LoopBench.java"


# static fields
.field private static final ITERATIONS:[I

.field private static failure:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/loop/LoopBench;->ITERATIONS:[I

    return-void

    :array_iterations
    .array-data 4
        0x4e20
        0x61a80
        0x17d78400
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
    invoke-static {v0}, Lorg/adaptrace/jgf/loop/LoopBench;->report(Ljava/lang/String;)Ljava/lang/String;

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

    sput-object v2, Lorg/adaptrace/jgf/loop/LoopBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/loop/LoopBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/loop/LoopBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/loop/LoopBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Loop size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/loop/LoopBench;->failure:Ljava/lang/String;

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

    sget-object v0, Lorg/adaptrace/jgf/loop/LoopBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/loop/LoopBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/loop/LoopBench;->forLoops(I)J

    move-result-wide v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/loop/LoopBench;->whileLoops(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/loop/LoopBench;->nestedLoops(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/loop/LoopBench;->labelledLoops(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/loop/LoopBench;->switchLoops(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method static forLoops(I)J
    .registers 9
    .param p0, "n"    # I

    const-wide/16 v2, 0x0

    const/4 v1, 0x0

    const/4 v0, 0x0

    :goto_up
    if-ge v0, p0, :cond_up_done

    shr-int/lit8 v5, v0, 0x3

    xor-int/2addr v5, v0

    int-to-long v5, v5

    add-long/2addr v2, v5

    add-int/lit8 v1, v1, 0x1

    add-int/lit8 v0, v0, 0x1

    goto :goto_up

    :cond_up_done
    const/4 v4, 0x0

    add-int/lit8 v0, p0, -0x1

    :goto_down
    if-ltz v0, :cond_down_done

    const-wide/16 v5, 0x3

    mul-long/2addr v2, v5

    and-int/lit8 v5, v0, 0xf

    int-to-long v5, v5

    add-long/2addr v2, v5

    add-int/lit8 v4, v4, 0x1

    add-int/lit8 v0, v0, -0x1

    goto :goto_down

    :cond_down_done
    if-ne v1, p0, :cond_bad

    if-eq v4, p0, :cond_ok

    :cond_bad
    const-string v5, "for-count"

    invoke-static {v5}, Lorg/adaptrace/jgf/loop/LoopBench;->fail(Ljava/lang/String;)V

    :cond_ok
    return-wide v2
.end method

.method static whileLoops(I)J
    .registers 11
    .param p0, "n"    # I

    const-wide/16 v3, 0x0

    const/4 v0, 0x0

    :goto_outer
    if-ge v0, p0, :cond_outer_done

    add-int/lit8 v1, v0, 0x1b

    const/4 v2, 0x0

    :goto_inner
    const/4 v7, 0x1

    if-eq v1, v7, :cond_inner_done

    const/16 v7, 0x10

    if-ge v2, v7, :cond_inner_done

    and-int/lit8 v7, v1, 0x1

    if-nez v7, :cond_odd

    shr-int/lit8 v1, v1, 0x1

    goto :goto_stepped

    :cond_odd
    mul-int/lit8 v1, v1, 0x3

    add-int/lit8 v1, v1, 0x1

    :goto_stepped
    add-int/lit8 v2, v2, 0x1

    goto :goto_inner

    :cond_inner_done
    const-wide/16 v8, 0x5

    mul-long/2addr v3, v8

    int-to-long v8, v2

    add-long/2addr v3, v8

    int-to-long v8, v1

    add-long/2addr v3, v8

    add-int/lit8 v0, v0, 0x8

    goto :goto_outer

    :cond_outer_done
    const/4 v5, 0x0

    const/4 v6, 0x0

    :goto_do
    const-wide/16 v8, 0x7

    mul-long/2addr v3, v8

    rem-int/lit8 v7, v5, 0xd

    int-to-long v8, v7

    add-long/2addr v3, v8

    add-int/lit8 v5, v5, 0x3

    add-int/lit8 v6, v6, 0x1

    if-lt v5, p0, :goto_do

    add-int/lit8 v7, p0, 0x2

    div-int/lit8 v7, v7, 0x3

    if-eq v6, v7, :cond_ok

    const-string v7, "do-while-count"

    invoke-static {v7}, Lorg/adaptrace/jgf/loop/LoopBench;->fail(Ljava/lang/String;)V

    :cond_ok
    return-wide v3
.end method

.method static nestedLoops(I)J
    .registers 10
    .param p0, "n"    # I

    div-int/lit8 v0, p0, 0x64

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    :goto_rows
    if-ge v4, v0, :cond_rows_done

    const/4 v5, 0x0

    :goto_cols
    const/16 v6, 0x64

    if-ge v5, v6, :cond_cols_done

    add-int v6, v4, v5

    and-int/lit8 v6, v6, 0x7

    if-nez v6, :cond_no_skip

    add-int/lit8 v3, v3, 0x1

    goto :goto_next_col

    :cond_no_skip
    const/16 v6, 0x5a

    if-le v5, v6, :cond_no_break

    and-int/lit8 v6, v4, 0x1

    const/4 v7, 0x1

    if-eq v6, v7, :cond_cols_done

    :cond_no_break
    mul-int v6, v4, v5

    int-to-long v6, v6

    add-long/2addr v1, v6

    :goto_next_col
    add-int/lit8 v5, v5, 0x1

    goto :goto_cols

    :cond_cols_done
    add-int/lit8 v4, v4, 0x1

    goto :goto_rows

    :cond_rows_done
    const-wide/16 v5, 0x1f

    mul-long/2addr v1, v5

    int-to-long v5, v3

    add-long/2addr v1, v5

    return-wide v1
.end method

.method static labelledLoops(I)J
    .registers 12
    .param p0, "n"    # I

    div-int/lit8 v0, p0, 0x32

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v5, 0x0

    :goto_rows
    if-ge v5, v0, :cond_search_done

    const/4 v6, 0x0

    :goto_cols
    const/16 v8, 0x32

    if-ge v6, v8, :cond_row_finished

    add-int/lit8 v4, v4, 0x1

    mul-int/lit8 v7, v5, 0x1f

    mul-int/lit8 v8, v6, 0x11

    add-int/2addr v7, v8

    rem-int/lit8 v7, v7, 0x65

    if-eqz v7, :goto_next_row

    const/16 v8, 0x64

    if-ne v7, v8, :cond_add

    add-int/lit8 v8, v0, -0x3

    if-gt v5, v8, :cond_search_done

    :cond_add
    int-to-long v9, v7

    add-long/2addr v1, v9

    add-int/lit8 v6, v6, 0x1

    goto :goto_cols

    :cond_row_finished
    add-int/lit8 v3, v3, 0x1

    :goto_next_row
    add-int/lit8 v5, v5, 0x1

    goto :goto_rows

    :cond_search_done
    mul-int/lit8 v8, v0, 0x32

    if-gt v4, v8, :cond_bad

    if-le v3, v0, :cond_ok

    :cond_bad
    const-string v8, "labelled-count"

    invoke-static {v8}, Lorg/adaptrace/jgf/loop/LoopBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v9, 0x1f

    mul-long/2addr v1, v9

    int-to-long v5, v3

    add-long/2addr v1, v5

    mul-long/2addr v1, v9

    int-to-long v5, v4

    add-long/2addr v1, v5

    return-wide v1
.end method

.method static switchLoops(I)J
    .registers 10
    .param p0, "n"    # I

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v0, 0x0

    :goto_state
    if-ge v0, p0, :cond_state_done

    packed-switch v3, :pswitch_data

    const/4 v3, 0x0

    goto :goto_add_state

    :pswitch_3
    const/4 v3, 0x0

    goto :goto_next_state

    :pswitch_2
    shr-int/lit8 v5, v0, 0x1

    int-to-long v5, v5

    sub-long/2addr v1, v5

    const/4 v3, 0x3

    goto :goto_add_state

    :pswitch_1
    int-to-long v5, v0

    xor-long/2addr v1, v5

    and-int/lit8 v5, v0, 0x1

    if-nez v5, :cond_odd

    const/4 v3, 0x2

    goto :goto_add_state

    :cond_odd
    const/4 v3, 0x0

    goto :goto_add_state

    :pswitch_0
    int-to-long v5, v0

    add-long/2addr v1, v5

    const/4 v3, 0x1

    :goto_add_state
    int-to-long v5, v3

    add-long/2addr v1, v5

    :goto_next_state
    add-int/lit8 v0, v0, 0x1

    goto :goto_state

    :cond_state_done
    const/4 v4, 0x0

    const/4 v0, 0x0

    :goto_code
    if-ge v0, p0, :cond_code_done

    mul-int/lit16 v5, v0, 0x1eef

    and-int/lit16 v5, v5, 0x3ff

    sparse-switch v5, :sswitch_data

    and-int/lit8 v6, v5, 0x1

    int-to-long v6, v6

    add-long/2addr v1, v6

    goto :goto_next_code

    :sswitch_3
    const-wide/16 v6, 0x4

    add-long/2addr v1, v6

    add-int/lit8 v4, v4, 0x1

    goto :goto_next_code

    :sswitch_2
    const-wide/16 v6, 0x3

    add-long/2addr v1, v6

    add-int/lit8 v4, v4, 0x1

    goto :goto_next_code

    :sswitch_1
    const-wide/16 v6, 0x2

    add-long/2addr v1, v6

    add-int/lit8 v4, v4, 0x1

    goto :goto_next_code

    :sswitch_0
    const-wide/16 v6, 0x1

    add-long/2addr v1, v6

    add-int/lit8 v4, v4, 0x1

    :goto_next_code
    add-int/lit8 v0, v0, 0x1

    goto :goto_code

    :cond_code_done
    div-int/lit16 v5, p0, 0x400

    mul-int/lit8 v5, v5, 0x4

    rem-int/lit16 v6, p0, 0x400

    rem-int/lit16 v7, p0, 0x400

    sub-int v7, p0, v7

    invoke-static {v6, v7}, Lorg/adaptrace/jgf/loop/LoopBench;->hitsInTail(II)I

    move-result v6

    add-int/2addr v5, v6

    if-eq v4, v5, :cond_ok

    const-string v5, "switch-count"

    invoke-static {v5}, Lorg/adaptrace/jgf/loop/LoopBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v5, 0x1f

    mul-long/2addr v1, v5

    int-to-long v5, v4

    add-long/2addr v1, v5

    return-wide v1

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch

    :sswitch_data
    .sparse-switch
        0x5 -> :sswitch_0
        0x64 -> :sswitch_1
        0xfa -> :sswitch_2
        0x3e8 -> :sswitch_3
    .end sparse-switch
.end method

.method private static hitsInTail(II)I
    .registers 6
    .param p0, "count"    # I
    .param p1, "first"    # I

    const/4 v0, 0x0

    move v1, p1

    :goto_loop
    add-int v2, p1, p0

    if-ge v1, v2, :cond_done

    mul-int/lit16 v3, v1, 0x1eef

    and-int/lit16 v3, v3, 0x3ff

    const/4 v2, 0x5

    if-eq v3, v2, :cond_hit

    const/16 v2, 0x64

    if-eq v3, v2, :cond_hit

    const/16 v2, 0xfa

    if-eq v3, v2, :cond_hit

    const/16 v2, 0x3e8

    if-ne v3, v2, :cond_next

    :cond_hit
    add-int/lit8 v0, v0, 0x1

    :cond_next
    add-int/lit8 v1, v1, 0x1

    goto :goto_loop

    :cond_done
    return v0
.end method
