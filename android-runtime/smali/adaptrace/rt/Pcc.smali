.class public final Ladaptrace/rt/Pcc;
.super Ljava/lang/Object;
.source "Pcc.smali"

# Probes of the `pcc` baseline (FORMATS.md, "The `pcc` runtime"), Bond and McKinley's
# probabilistic calling context at the probe points of `contexts`: `calling` before each call
# site sets the value the callee will have, 3 * the caller's value + the site's constant (its
# number scrambled by the instrumentor), kept per frame depth; `enter` records an event of the method and its value at every method entry; `exit` as
# a frame is left. Records are a tag byte, an unsigned LEB128 method id and the value's 8
# bytes, little-endian:
#
#   1 EVENT method value     2 END (the thread died of an uncaught exception)
#
# The values cannot be decoded; the benchmark harness counts how many calling contexts share
# one. A thread's records go to the writer when 16 KiB are buffered, when its depth returns to
# 0, on Trace.flush, a crash or exit.


# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


# ---- probes ----

# First thing in every instrumented method: an event of the method and its value.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    # The path of every call: the cached state is this thread's and has its PccState.
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Pcc;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    if-eqz v2, :other
    invoke-static {v2, p0}, Ladaptrace/rt/Pcc;->entered(Ladaptrace/rt/PccState;I)V
    return-object v1

    :other
    invoke-static {v0}, Ladaptrace/rt/Pcc;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    invoke-static {v2, p0}, Ladaptrace/rt/Pcc;->entered(Ladaptrace/rt/PccState;I)V
    return-object v1
.end method

# The thread's state with its PccState, looked up through the cache.
.method static state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    .locals 3

    sget-object v0, Ladaptrace/rt/Pcc;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v0, :miss
    iget-object v1, v0, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-eq v1, p0, :found

    :miss
    invoke-static {p0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/Pcc;->cache:Ladaptrace/rt/ThreadState;

    :found
    iget-object v1, v0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    if-nez v1, :ready
    new-instance v1, Ladaptrace/rt/PccState;
    iget v2, v0, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v1, v2}, Ladaptrace/rt/PccState;-><init>(I)V
    iput-object v1, v0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;

    :ready
    return-object v0
.end method

# Before each call site: (state, the site's constant). The callee's value: 3 * this frame's +
# the constant.
.method public static calling(Ladaptrace/rt/ThreadState;I)V
    .locals 7

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    iget-object v1, v0, Ladaptrace/rt/PccState;->values:[J
    iget v2, v0, Ladaptrace/rt/PccState;->depth:I
    aget-wide v3, v1, v2
    const-wide/16 v5, 0x3
    mul-long/2addr v3, v5
    int-to-long v5, p1
    add-long/2addr v3, v5
    add-int/lit8 v2, v2, 0x1
    aput-wide v3, v1, v2
    return-void
.end method

# Before every return, and in the catch-all wrapper as an exception leaves the frame: (state).
# The outermost frame's exit hands the records off.
.method public static exit(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    iget v1, v0, Ladaptrace/rt/PccState;->depth:I
    add-int/lit8 v1, v1, -0x1
    if-lez v1, :outermost
    iput v1, v0, Ladaptrace/rt/PccState;->depth:I

    # Still in app code: hand the records off once per flush interval (Trace.tick).
    sget v1, Ladaptrace/rt/Trace;->tick:I
    iget v2, v0, Ladaptrace/rt/PccState;->tick:I
    if-eq v1, v2, :done
    iput v1, v0, Ladaptrace/rt/PccState;->tick:I
    invoke-static {v0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V

    :done
    return-void

    :outermost
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/PccState;->depth:I
    invoke-static {v0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V
    return-void
.end method


# ---- records ----

# An entry of `method` above the thread's depth: EVENT method value, one frame deeper.
.method static entered(Ladaptrace/rt/PccState;I)V
    .locals 8

    iget v0, p0, Ladaptrace/rt/PccState;->depth:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PccState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/PccState;->values:[J
    add-int/lit8 v2, v0, 0x1
    array-length v3, v1
    if-lt v2, v3, :room
    mul-int/lit8 v3, v3, 0x2
    invoke-static {v1, v3}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v1
    iput-object v1, p0, Ladaptrace/rt/PccState;->values:[J

    :room
    aget-wide v2, v1, v0
    iget-object v4, p0, Ladaptrace/rt/PccState;->buf:[B
    iget v5, p0, Ladaptrace/rt/PccState;->pos:I
    array-length v6, v4
    add-int/lit8 v5, v5, 0x10
    if-le v5, v6, :write
    invoke-static {p0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V
    iget-object v4, p0, Ladaptrace/rt/PccState;->buf:[B

    :write
    iget v5, p0, Ladaptrace/rt/PccState;->pos:I
    const/4 v6, 0x1
    aput-byte v6, v4, v5
    add-int/lit8 v5, v5, 0x1
    move v6, p1

    # The method id, LEB128.
    :method
    and-int/lit8 v7, v6, 0x7f
    ushr-int/lit8 v6, v6, 0x7
    if-eqz v6, :method_last
    or-int/lit16 v7, v7, 0x80
    int-to-byte v7, v7
    aput-byte v7, v4, v5
    add-int/lit8 v5, v5, 0x1
    goto :method

    :method_last
    int-to-byte v7, v7
    aput-byte v7, v4, v5
    add-int/lit8 v5, v5, 0x1

    # The value's 8 bytes, least significant first.
    const/16 v0, 0x8
    const/16 v7, 0x8

    :value
    long-to-int v6, v2
    int-to-byte v6, v6
    aput-byte v6, v4, v5
    add-int/lit8 v5, v5, 0x1
    ushr-long v2, v2, v7
    add-int/lit8 v0, v0, -0x1
    if-nez v0, :value
    iput v5, p0, Ladaptrace/rt/PccState;->pos:I
    iget v0, p0, Ladaptrace/rt/PccState;->records:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PccState;->records:I
    return-void
.end method


# ---- hand-off ----

# Queues the thread's records as a PCC chunk and empties its buffer.
.method static handoff(Ladaptrace/rt/PccState;)V
    .locals 2

    iget v0, p0, Ladaptrace/rt/PccState;->pos:I
    if-eqz v0, :done
    iget-object v1, p0, Ladaptrace/rt/PccState;->buf:[B
    invoke-static {p0, v1, v0}, Ladaptrace/rt/Pcc;->chunk(Ladaptrace/rt/PccState;[BI)Ladaptrace/rt/Chunk;
    move-result-object v1
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PccState;->pos:I
    iput v0, p0, Ladaptrace/rt/PccState;->records:I
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# A PCC chunk of a copy of bytes[0 .. count): format 1, the record count, the records.
.method static chunk(Ladaptrace/rt/PccState;[BI)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x72
    iget v2, p0, Ladaptrace/rt/PccState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    invoke-static {p1, p2}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/Chunk;->bytes:[B
    iput p2, v0, Ladaptrace/rt/Chunk;->count:I
    const/4 v1, 0x1
    iput v1, v0, Ladaptrace/rt/Chunk;->tokens:I
    iget v1, p0, Ladaptrace/rt/PccState;->records:I
    iput v1, v0, Ladaptrace/rt/Chunk;->steps:I
    return-object v0
.end method

# Hook: Trace.flush hands off the calling thread's records.
.method static flushed(Ladaptrace/rt/ThreadState;)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    if-eqz v0, :done
    invoke-static {v0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V

    :done
    return-void
.end method

# Hook: on the dying thread (all its app frames have unwound): END, then hand-off.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    if-eqz v0, :done
    iget-object v1, v0, Ladaptrace/rt/PccState;->buf:[B
    iget v2, v0, Ladaptrace/rt/PccState;->pos:I
    array-length v3, v1
    if-lt v2, v3, :room
    invoke-static {v0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V
    iget-object v1, v0, Ladaptrace/rt/PccState;->buf:[B
    iget v2, v0, Ladaptrace/rt/PccState;->pos:I

    :room
    const/4 v3, 0x2
    aput-byte v3, v1, v2
    add-int/lit8 v2, v2, 0x1
    iput v2, v0, Ladaptrace/rt/PccState;->pos:I
    iget v2, v0, Ladaptrace/rt/PccState;->records:I
    add-int/lit8 v2, v2, 0x1
    iput v2, v0, Ladaptrace/rt/PccState;->records:I
    const/4 v2, 0x0
    iput v2, v0, Ladaptrace/rt/PccState;->depth:I
    invoke-static {v0}, Ladaptrace/rt/Pcc;->handoff(Ladaptrace/rt/PccState;)V

    :done
    return-void
.end method

# Hook: process exit (the runtime's lock held): queues a copy of what the thread holds, as the
# calls runtime does.
.method static shutdown(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pcc:Ladaptrace/rt/PccState;
    if-eqz v0, :done
    :copy_start
    iget v1, v0, Ladaptrace/rt/PccState;->pos:I
    if-eqz v1, :done
    iget-object v2, v0, Ladaptrace/rt/PccState;->buf:[B
    invoke-static {v0, v2, v1}, Ladaptrace/rt/Pcc;->chunk(Ladaptrace/rt/PccState;[BI)Ladaptrace/rt/Chunk;
    move-result-object v1
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V
    :copy_end
    .catch Ljava/lang/RuntimeException; {:copy_start .. :copy_end} :done

    :done
    return-void
.end method
