.class public final Ladaptrace/rt/PathIds;
.super Ljava/lang/Object;
.source "PathIds.smali"

# Probes of the `pap` and `bl` baseline schemes (FORMATS.md, "The pathids runtime"). Each
# frame's path value lives in the thread's state; it changes on edges (PAP: r = r * n + i on
# the i-th in-edge of a block with n in-edges; BL: id += the edge's increment) and is logged,
# raw, when the frame's segment ends: at a callee's entry, a return, an exception leaving or
# caught, a PAP overflow or a BL cut edge. Records are a tag byte, path values as 8-byte
# little-endian words, everything else as unsigned LEB128 varints:
#
#   1 ENTER_TOP method        an entry with no app frame below
#   2 ENTER r step method     the caller's segment ends in its step `step`
#   3 RETURN r [block]        4 UNWIND r [block]        5 CATCH r [block] handler
#   6 OVERFLOW r to i         7 BACK r cut              8 END (the thread died)
#   9 PENDING r step          only in the shutdown snapshot: the innermost open segment
#
# [block] (the segment's last block) is written by PAP only: BL's id says where it ends.
# The probe path takes no lock, allocates nothing (but a grown step stack) and makes only
# static calls; a thread's records go to the writer when 16 KiB are buffered, when its depth
# returns to 0, on Trace.flush, a crash or exit.


# 1 PAP, 2 BL: from Config.SCHEMES (an app has one of the two).
.field static KIND:I

# The value of a fresh segment: 1 for PAP, 0 for BL.
.field static START:J

# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


.method static constructor <clinit>()V
    .locals 2

    sget v0, Ladaptrace/rt/Config;->SCHEMES:I
    and-int/lit8 v0, v0, 0x10
    if-eqz v0, :bl
    const/4 v0, 0x1
    sput v0, Ladaptrace/rt/PathIds;->KIND:I
    const-wide/16 v0, 0x1
    sput-wide v0, Ladaptrace/rt/PathIds;->START:J
    return-void

    :bl
    const/4 v0, 0x2
    sput v0, Ladaptrace/rt/PathIds;->KIND:I
    const-wide/16 v0, 0x0
    sput-wide v0, Ladaptrace/rt/PathIds;->START:J
    return-void
.end method


# ---- probes ----

# First thing in an instrumented method: ends the caller's segment (or logs an entry from
# framework code), opens the callee's at block 0; returns the thread's state.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/PathIds;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss

    :code
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    if-eqz v2, :create

    :ready
    invoke-static {v2, p0}, Ladaptrace/rt/PathIds;->entered(Ladaptrace/rt/PathIdsState;I)V
    return-object v1

    :create
    new-instance v2, Ladaptrace/rt/PathIdsState;
    iget v0, v1, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v2, v0}, Ladaptrace/rt/PathIdsState;-><init>(I)V
    iput-object v2, v1, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    goto :ready

    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/PathIds;->cache:Ladaptrace/rt/ThreadState;
    goto :code
.end method

# Before every step instruction: (state, index of the step in its method).
.method public static step(Ladaptrace/rt/ThreadState;I)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    iput p1, v0, Ladaptrace/rt/PathIdsState;->step:I
    return-void
.end method

# Before every return: (state, the block it is in).
.method public static exit(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    const/4 v1, 0x3
    invoke-static {v0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {v0, v1, v2}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {v0, p1}, Ladaptrace/rt/PathIds;->last(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {v0}, Ladaptrace/rt/PathIds;->pop(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method

# In a method's catch-all wrapper, before the exception is thrown on: (state, throw block).
.method public static unwind(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    const/4 v1, 0x4
    invoke-static {v0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {v0, v1, v2}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {v0, p1}, Ladaptrace/rt/PathIds;->last(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {v0}, Ladaptrace/rt/PathIds;->pop(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method

# At a handler's entry, after move-exception: (state, throw block, handler index). Frames above
# this one were popped by their own wrappers, so the innermost frame is the catching one.
.method public static caught(Ladaptrace/rt/ThreadState;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    const/4 v1, 0x5
    invoke-static {v0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {v0, v1, v2}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {v0, p1}, Ladaptrace/rt/PathIds;->last(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {v0, p2}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {v0}, Ladaptrace/rt/PathIds;->restart(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method

# PAP, on an edge into a block with n > 1 in-edges: (state, target block, n, in-edge index).
# r = r * n + i; when that would pass 2^63 - 1 the segment ends (OVERFLOW) and one starts at
# the target. Below 2^31 no product of an int can overflow: the division is rare.
.method public static pap(Ladaptrace/rt/ThreadState;III)V
    .locals 7

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    const/16 v5, 0x1f
    ushr-long v3, v1, v5
    const-wide/16 v5, 0x0
    cmp-long v3, v3, v5
    if-nez v3, :large

    :grow
    int-to-long v3, p2
    mul-long/2addr v1, v3
    int-to-long v3, p3
    add-long/2addr v1, v3
    iput-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    return-void

    :large
    const-wide v3, 0x7fffffffffffffffL
    int-to-long v5, p3
    sub-long/2addr v3, v5
    int-to-long v5, p2
    div-long/2addr v3, v5
    cmp-long v3, v1, v3
    if-lez v3, :grow
    invoke-static {v0, p1, p3}, Ladaptrace/rt/PathIds;->overflow(Ladaptrace/rt/PathIdsState;II)V
    return-void
.end method

# BL, on a DAG edge: (state, increment) for increments that fit an int.
.method public static bl(Ladaptrace/rt/ThreadState;I)V
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    int-to-long v3, p1
    add-long/2addr v1, v3
    iput-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    return-void
.end method

# BL, on a DAG edge: (state, increment) for the larger increments.
.method public static blw(Ladaptrace/rt/ThreadState;J)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    add-long/2addr v1, p1
    iput-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    return-void
.end method

# BL, on a cut edge (a back edge): (state, cut index). Logs the id; a segment starts at the
# edge's target.
.method public static back(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    const/4 v1, 0x7
    invoke-static {v0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v1, v0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {v0, v1, v2}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {v0, p1}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {v0}, Ladaptrace/rt/PathIds;->restart(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method


# ---- records ----

# ENTER into method m: the caller's segment (or none at depth 0), then a frame at block 0.
.method static entered(Ladaptrace/rt/PathIdsState;I)V
    .locals 4

    iget v0, p0, Ladaptrace/rt/PathIdsState;->depth:I
    if-nez v0, :caller
    const/4 v1, 0x1
    invoke-static {p0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    goto :method

    :caller
    const/4 v1, 0x2
    invoke-static {p0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v1, p0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {p0, v1, v2}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    iget v1, p0, Ladaptrace/rt/PathIdsState;->step:I
    invoke-static {p0, v1}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V

    :method
    invoke-static {p0, p1}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V
    iget-object v1, p0, Ladaptrace/rt/PathIdsState;->steps:[I
    array-length v2, v1
    if-lt v0, v2, :store
    invoke-static {p0}, Ladaptrace/rt/PathIds;->grow(Ladaptrace/rt/PathIdsState;)[I
    move-result-object v1

    :store
    iget v2, p0, Ladaptrace/rt/PathIdsState;->step:I
    aput v2, v1, v0
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PathIdsState;->depth:I
    invoke-static {p0}, Ladaptrace/rt/PathIds;->restart(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method

# The step stack, twice as long.
.method static grow(Ladaptrace/rt/PathIdsState;)[I
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/PathIdsState;->steps:[I
    array-length v1, v0
    mul-int/lit8 v2, v1, 0x2
    new-array v2, v2, [I
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ladaptrace/rt/PathIdsState;->steps:[I
    return-object v2
.end method

# A frame is left (return or unwind): the caller is in the step it entered from, with a fresh
# segment; at depth 0 the records are handed off.
.method static pop(Ladaptrace/rt/PathIdsState;)V
    .locals 3

    sget-wide v0, Ladaptrace/rt/PathIds;->START:J
    iput-wide v0, p0, Ladaptrace/rt/PathIdsState;->r:J
    iget v0, p0, Ladaptrace/rt/PathIdsState;->depth:I
    add-int/lit8 v0, v0, -0x1
    if-gtz v0, :inner
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathIdsState;->depth:I
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/PathIdsState;->step:I
    invoke-static {p0}, Ladaptrace/rt/PathIds;->handoff(Ladaptrace/rt/PathIdsState;)V
    return-void

    :inner
    iput v0, p0, Ladaptrace/rt/PathIdsState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/PathIdsState;->steps:[I
    aget v1, v1, v0
    iput v1, p0, Ladaptrace/rt/PathIdsState;->step:I
    return-void
.end method

# OVERFLOW: the segment ends before the edge into `to`, its in-edge i; one starts at `to`.
.method static overflow(Ladaptrace/rt/PathIdsState;II)V
    .locals 2

    const/4 v0, 0x6
    invoke-static {p0, v0}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    iget-wide v0, p0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {p0, v0, v1}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {p0, p1}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {p0, p2}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V
    invoke-static {p0}, Ladaptrace/rt/PathIds;->restart(Ladaptrace/rt/PathIdsState;)V
    return-void
.end method

# A new segment of the innermost frame: the start value, no step passed in it yet.
.method static restart(Ladaptrace/rt/PathIdsState;)V
    .locals 2

    sget-wide v0, Ladaptrace/rt/PathIds;->START:J
    iput-wide v0, p0, Ladaptrace/rt/PathIdsState;->r:J
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/PathIdsState;->step:I
    return-void
.end method

# The segment's last block, which PAP decodes backwards from; BL's id already says it.
.method static last(Ladaptrace/rt/PathIdsState;I)V
    .locals 2

    sget v0, Ladaptrace/rt/PathIds;->KIND:I
    const/4 v1, 0x1
    if-ne v0, v1, :done
    invoke-static {p0, p1}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V

    :done
    return-void
.end method

# The start of a record: room for the longest (1 + 8 + 3 * 5 bytes), its tag, the count.
.method static begin(Ladaptrace/rt/PathIdsState;I)V
    .locals 3

    # Once per flush interval (Trace.tick) the records so far go to the writer.
    sget v0, Ladaptrace/rt/Trace;->tick:I
    iget v1, p0, Ladaptrace/rt/PathIdsState;->tick:I
    if-eq v0, v1, :timely
    iput v0, p0, Ladaptrace/rt/PathIdsState;->tick:I
    invoke-static {p0}, Ladaptrace/rt/PathIds;->handoff(Ladaptrace/rt/PathIdsState;)V

    :timely
    iget-object v0, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    array-length v2, v0
    add-int/lit8 v1, v1, 0x20
    if-le v1, v2, :room
    invoke-static {p0}, Ladaptrace/rt/PathIds;->handoff(Ladaptrace/rt/PathIdsState;)V

    :room
    invoke-static {p0, p1}, Ladaptrace/rt/PathIds;->put(Ladaptrace/rt/PathIdsState;I)V
    iget v0, p0, Ladaptrace/rt/PathIdsState;->records:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PathIdsState;->records:I
    return-void
.end method

.method static put(Ladaptrace/rt/PathIdsState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    int-to-byte p1, p1
    aput-byte p1, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    return-void
.end method

# Unsigned LEB128 of the int's 32 bits: 7 bits a byte, least significant first.
.method static varint(Ladaptrace/rt/PathIdsState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/PathIdsState;->pos:I

    :next
    and-int/lit8 v2, p1, 0x7f
    ushr-int/lit8 p1, p1, 0x7
    if-eqz p1, :last
    or-int/lit16 v2, v2, 0x80
    int-to-byte v2, v2
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    goto :next

    :last
    int-to-byte v2, v2
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    return-void
.end method

# A path value: 8 bytes, little-endian.
.method static word(Ladaptrace/rt/PathIdsState;J)V
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    const/4 v2, 0x0
    const/16 v4, 0x8

    :next
    long-to-int v3, p1
    int-to-byte v3, v3
    aput-byte v3, v0, v1
    add-int/lit8 v1, v1, 0x1
    ushr-long p1, p1, v4
    add-int/lit8 v2, v2, 0x1
    if-lt v2, v4, :next

    iput v1, p0, Ladaptrace/rt/PathIdsState;->pos:I
    return-void
.end method


# ---- hand-off ----

# Queues the thread's records as a PATHIDS chunk and empties its buffer.
.method static handoff(Ladaptrace/rt/PathIdsState;)V
    .locals 3

    iget v0, p0, Ladaptrace/rt/PathIdsState;->pos:I
    if-eqz v0, :done
    iget-object v1, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v2, p0, Ladaptrace/rt/PathIdsState;->records:I
    invoke-static {p0, v1, v0, v2}, Ladaptrace/rt/PathIds;->chunk(Ladaptrace/rt/PathIdsState;[BII)Ladaptrace/rt/Chunk;
    move-result-object v1
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathIdsState;->pos:I
    iput v0, p0, Ladaptrace/rt/PathIdsState;->records:I
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# A PATHIDS chunk of a copy of bytes[0 .. count): numbering, record count, records.
.method static chunk(Ladaptrace/rt/PathIdsState;[BII)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x50
    iget v2, p0, Ladaptrace/rt/PathIdsState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    invoke-static {p1, p2}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/Chunk;->bytes:[B
    iput p2, v0, Ladaptrace/rt/Chunk;->count:I
    sget v1, Ladaptrace/rt/PathIds;->KIND:I
    iput v1, v0, Ladaptrace/rt/Chunk;->tokens:I
    iput p3, v0, Ladaptrace/rt/Chunk;->steps:I
    return-object v0
.end method

# Trace.flush: hands off the calling thread's records.
.method static flushed(Ladaptrace/rt/ThreadState;)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    if-eqz v0, :done
    invoke-static {v0}, Ladaptrace/rt/PathIds;->handoff(Ladaptrace/rt/PathIdsState;)V

    :done
    return-void
.end method

# Hook: on the dying thread (all its app frames have unwound): END, then hand-off.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    if-eqz v0, :done
    const/16 v1, 0x8
    invoke-static {v0, v1}, Ladaptrace/rt/PathIds;->begin(Ladaptrace/rt/PathIdsState;I)V
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/PathIdsState;->depth:I
    invoke-static {v0}, Ladaptrace/rt/PathIds;->restart(Ladaptrace/rt/PathIdsState;)V
    invoke-static {v0}, Ladaptrace/rt/PathIds;->handoff(Ladaptrace/rt/PathIdsState;)V

    :done
    return-void
.end method

# Hook: process exit (lock held); queues a copy of what the thread holds, plus a
# PENDING record for its innermost open segment when it passed a step in it (the thread that
# called System.exit is blocked in that call). The thread itself is not disturbed; a thread
# still running may change its state meanwhile: then its copy is dropped or inexact.
.method static shutdown(Ladaptrace/rt/ThreadState;)V
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->pathids:Ladaptrace/rt/PathIdsState;
    if-eqz v0, :done
    :copy_start
    new-instance v1, Ladaptrace/rt/PathIdsState;
    iget v2, v0, Ladaptrace/rt/PathIdsState;->id:I
    invoke-direct {v1, v2}, Ladaptrace/rt/PathIdsState;-><init>(I)V
    iget-object v2, v0, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v3, v0, Ladaptrace/rt/PathIdsState;->pos:I
    add-int/lit8 v4, v3, 0x20
    invoke-static {v2, v4}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v2
    iput-object v2, v1, Ladaptrace/rt/PathIdsState;->buf:[B
    iput v3, v1, Ladaptrace/rt/PathIdsState;->pos:I
    iget v2, v0, Ladaptrace/rt/PathIdsState;->records:I
    iput v2, v1, Ladaptrace/rt/PathIdsState;->records:I

    iget v2, v0, Ladaptrace/rt/PathIdsState;->depth:I
    if-lez v2, :queue
    iget v2, v0, Ladaptrace/rt/PathIdsState;->step:I
    if-ltz v2, :queue
    const/16 v3, 0x9
    invoke-static {v1, v3}, Ladaptrace/rt/PathIds;->put(Ladaptrace/rt/PathIdsState;I)V
    iget v3, v1, Ladaptrace/rt/PathIdsState;->records:I
    add-int/lit8 v3, v3, 0x1
    iput v3, v1, Ladaptrace/rt/PathIdsState;->records:I
    iget-wide v3, v0, Ladaptrace/rt/PathIdsState;->r:J
    invoke-static {v1, v3, v4}, Ladaptrace/rt/PathIds;->word(Ladaptrace/rt/PathIdsState;J)V
    invoke-static {v1, v2}, Ladaptrace/rt/PathIds;->varint(Ladaptrace/rt/PathIdsState;I)V

    :queue
    iget v3, v1, Ladaptrace/rt/PathIdsState;->pos:I
    if-eqz v3, :done
    iget-object v2, v1, Ladaptrace/rt/PathIdsState;->buf:[B
    iget v4, v1, Ladaptrace/rt/PathIdsState;->records:I
    invoke-static {v1, v2, v3, v4}, Ladaptrace/rt/PathIds;->chunk(Ladaptrace/rt/PathIdsState;[BII)Ladaptrace/rt/Chunk;
    move-result-object v1
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V
    :copy_end
    .catch Ljava/lang/RuntimeException; {:copy_start .. :copy_end} :done

    :done
    return-void
.end method
