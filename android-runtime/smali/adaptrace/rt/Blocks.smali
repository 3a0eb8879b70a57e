.class public final Ladaptrace/rt/Blocks;
.super Ljava/lang/Object;
.source "Blocks.smali"

# Probes of the `blocks` scheme. Each appends event words to the calling thread's buffer:
# word = kind << 28 | value, kinds 1 ENTER, 2 BLOCK, 3 EXIT, 4 CATCH, 5 SITE, 7 UNWOUND (6
# UNCAUGHT is written by the crashed hook). The probe path takes no lock, allocates nothing and
# makes no virtual call; Trace is entered only when a buffer is full, a thread is seen for the
# first time or a thread's app frames are all gone.
#
# block, site and exit get the depth of the frame they run in: when an exception left app frames
# and framework code caught it, no CATCH was logged and the thread's depth is too high; the
# first probe of a surviving frame finds the mismatch and resynchronizes in `unwound`.


# The state last looked up. A plain field is enough: a state's thread is a final field, so a
# thread reading a stale or half-visible value only misses and takes the table lookup.
.field static cache:Ladaptrace/rt/ThreadState;


.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Blocks;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss

    :log
    const/high16 v2, 0x10000000
    or-int/2addr v2, p0
    invoke-static {v1, v2}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    iget v2, v1, Ladaptrace/rt/ThreadState;->depth:I
    add-int/lit8 v2, v2, 0x1
    iput v2, v1, Ladaptrace/rt/ThreadState;->depth:I
    return-object v1

    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/Blocks;->cache:Ladaptrace/rt/ThreadState;
    goto :log
.end method

.method public static depth(Ladaptrace/rt/ThreadState;)I
    .locals 1

    iget v0, p0, Ladaptrace/rt/ThreadState;->depth:I
    return v0
.end method

.method public static block(ILadaptrace/rt/ThreadState;I)V
    .locals 1

    iget v0, p1, Ladaptrace/rt/ThreadState;->depth:I
    if-ne v0, p0, :resync
    :log
    const/high16 v0, 0x20000000
    or-int/2addr v0, p2
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    return-void

    :resync
    invoke-static {p0, p1}, Ladaptrace/rt/Blocks;->unwound(ILadaptrace/rt/ThreadState;)V
    goto :log
.end method

.method public static site(ILadaptrace/rt/ThreadState;I)V
    .locals 1

    iget v0, p1, Ladaptrace/rt/ThreadState;->depth:I
    if-ne v0, p0, :resync
    :log
    const/high16 v0, 0x50000000
    or-int/2addr v0, p2
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    return-void

    :resync
    invoke-static {p0, p1}, Ladaptrace/rt/Blocks;->unwound(ILadaptrace/rt/ThreadState;)V
    goto :log
.end method

.method public static exit(ILadaptrace/rt/ThreadState;)V
    .locals 1

    iget v0, p1, Ladaptrace/rt/ThreadState;->depth:I
    if-ne v0, p0, :resync
    :log
    const/high16 v0, 0x30000000
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    add-int/lit8 v0, p0, -0x1
    iput v0, p1, Ladaptrace/rt/ThreadState;->depth:I
    if-gtz v0, :done

    # Back in framework code: hand the events over so that little stays in memory.
    const/4 v0, 0x0
    iput v0, p1, Ladaptrace/rt/ThreadState;->depth:I
    invoke-static {p1}, Ladaptrace/rt/Trace;->handoff(Ladaptrace/rt/ThreadState;)V

    :done
    return-void

    :resync
    invoke-static {p0, p1}, Ladaptrace/rt/Blocks;->unwound(ILadaptrace/rt/ThreadState;)V
    goto :log
.end method

# Slow path of block, site and exit: the thread's depth disagrees with the running frame's, so
# the frames above that depth were left by an exception that no app frame caught (framework
# code swallowed it). Logs UNWOUND(frame depth) and takes the frame's depth.
.method static unwound(ILadaptrace/rt/ThreadState;)V
    .locals 1

    const/high16 v0, 0x70000000
    or-int/2addr v0, p0
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    iput p0, p1, Ladaptrace/rt/ThreadState;->depth:I
    return-void
.end method

# Placed after move-exception: the frame at `depth` caught an exception and continues at `block`;
# deeper frames were unwound without EXIT.
.method public static caught(ILadaptrace/rt/ThreadState;I)V
    .locals 1

    const/high16 v0, 0x40000000
    or-int/2addr v0, p0
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    const/high16 v0, 0x20000000
    or-int/2addr v0, p2
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    iput p0, p1, Ladaptrace/rt/ThreadState;->depth:I
    return-void
.end method

# Landing pad of a handler that normal flow also reaches: logs CATCH(depth) only, since the
# handler block's own probe logs its BLOCK right after.
.method public static catching(ILadaptrace/rt/ThreadState;)V
    .locals 1

    const/high16 v0, 0x40000000
    or-int/2addr v0, p0
    invoke-static {p1, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    iput p0, p1, Ladaptrace/rt/ThreadState;->depth:I
    return-void
.end method

.method static append(Ladaptrace/rt/ThreadState;I)V
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    iget v1, p0, Ladaptrace/rt/ThreadState;->position:I
    array-length v2, v0
    if-ge v1, v2, :refill
    # Once per flush interval (Trace.tick) the events so far go to the writer.
    sget v2, Ladaptrace/rt/Trace;->tick:I
    iget v3, p0, Ladaptrace/rt/ThreadState;->tick:I
    if-ne v2, v3, :timed

    :store
    aput p1, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/ThreadState;->position:I
    return-void

    :timed
    iput v2, p0, Ladaptrace/rt/ThreadState;->tick:I

    # The buffer is full, empty (an idle thread) or due: queue it, take a fresh one.
    :refill
    invoke-static {p0}, Ladaptrace/rt/Trace;->refill(Ladaptrace/rt/ThreadState;)V
    iget-object v0, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    const/4 v1, 0x0
    goto :store
.end method


# ---- hooks (android_runtime::scheme::Hook) ----

# The dying thread (all its app frames have unwound): UNCAUGHT, depth 0, the words to the
# writer.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 1

    const/high16 v0, 0x60000000
    invoke-static {p0, v0}, Ladaptrace/rt/Blocks;->append(Ladaptrace/rt/ThreadState;I)V
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/ThreadState;->depth:I
    invoke-static {p0}, Ladaptrace/rt/Trace;->handoff(Ladaptrace/rt/ThreadState;)V
    return-void
.end method
