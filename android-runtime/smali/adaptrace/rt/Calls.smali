.class public final Ladaptrace/rt/Calls;
.super Ljava/lang/Object;
.source "Calls.smali"

# Probes of the call-witness schemes (FORMATS.md, "The calls runtime"): `fi` logs every call
# site before its invoke, every return, catch and exception leaving a frame; `bri` and `calls`
# log the steps and returns their selection picks, and positions with exceptions. Records are
# a tag byte and unsigned LEB128 varints:
#
#   1 ROOT method            an entry with no app frame below
#   2 CALLBACK depth site method   the first entry above the frame at `depth`, in check site
#                                  `site`, since it began
#   3 SITE site              a logged site (or step) is passed
#   4 RETURN method          5 UNWIND method      6 END (the thread died)
#   7 CATCH method           8 CALLBACK_NEXT depth method (a later entry above the same check)
#   9 ROOT_RETURN            an unlogged return of the outermost app frame
#  10 ENTRY method           a logged entry (not ROOT or CALLBACK)
#  11 UNWIND_AT depth method pos       12 CATCH_AT depth handler pos
#
# `site` numbers sites (fi) or steps (bri, calls) across the program; `pos` is the frame's last
# step since its entry or last catch, -1 (as 0xffffffff) for none. The probe path takes no
# lock, allocates nothing (but a grown pending stack) and makes only static calls; a thread's
# records go to the writer when 16 KiB are buffered, when its depth returns to 0, on
# Trace.flush, a crash or exit. With a coder, `calls` records are coded by the writer thread
# (CallsCoder), off the app's threads.


# The selection code written in every chunk: 1 fi, 2 bri, 3 calls (from Config.SCHEMES).
.field static SELECTION:I

# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


.method static constructor <clinit>()V
    .locals 2

    sget v0, Ladaptrace/rt/Config;->SCHEMES:I
    const/4 v1, 0x1
    and-int/lit16 v0, v0, 0x180
    if-eqz v0, :set
    const/4 v1, 0x2
    sget v0, Ladaptrace/rt/Config;->SCHEMES:I
    and-int/lit16 v0, v0, 0x100
    if-eqz v0, :set
    const/4 v1, 0x3

    :set
    sput v1, Ladaptrace/rt/Calls;->SELECTION:I
    return-void
.end method


# ---- probes ----

# First thing in an instrumented method: logs ROOT or CALLBACK when the entry is not implied,
# pushes the frame; returns the thread's state.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    # The path of every call: the cached state is this thread's and has its CallsState.
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Calls;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    if-eqz v2, :other
    const/4 v0, 0x0
    invoke-static {v2, p0, v0}, Ladaptrace/rt/Calls;->entered(Ladaptrace/rt/CallsState;IZ)V
    return-object v1

    :other
    const/4 v0, 0x0
    invoke-static {p0, v0}, Ladaptrace/rt/Calls;->arrive(IZ)Ladaptrace/rt/ThreadState;
    move-result-object v0
    return-object v0
.end method

# First thing in a method whose entry is always logged (bri, calls): as enter, with ENTRY when
# neither ROOT nor CALLBACK says it.
.method public static enterLogged(I)Ladaptrace/rt/ThreadState;
    .locals 1

    const/4 v0, 0x1
    invoke-static {p0, v0}, Ladaptrace/rt/Calls;->arrive(IZ)Ladaptrace/rt/ThreadState;
    move-result-object v0
    return-object v0
.end method

# enter and enterLogged, any state: looks the thread's state up (and makes its CallsState).
.method static arrive(IZ)Ladaptrace/rt/ThreadState;
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Calls;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss

    :code
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    if-eqz v2, :create

    :ready
    invoke-static {v2, p0, p1}, Ladaptrace/rt/Calls;->entered(Ladaptrace/rt/CallsState;IZ)V
    return-object v1

    :create
    new-instance v2, Ladaptrace/rt/CallsState;
    iget v0, v1, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v2, v0}, Ladaptrace/rt/CallsState;-><init>(I)V
    iput-object v2, v1, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    goto :ready

    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/Calls;->cache:Ladaptrace/rt/ThreadState;
    goto :code
.end method

# Before an invoke that surely enters its callee: (state, global site).
.method public static site(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/4 v1, 0x0
    invoke-static {v0, p1, v1}, Ladaptrace/rt/Calls;->passed(Ladaptrace/rt/CallsState;II)V
    return-void
.end method

# Before any other invoke: (state, global site).
.method public static check(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/4 v1, 0x1
    invoke-static {v0, p1, v1}, Ladaptrace/rt/Calls;->passed(Ladaptrace/rt/CallsState;II)V
    return-void
.end method

# Before an unlogged check site (calls): (state, global step).
.method public static checkQuiet(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    iget-object v1, v0, Ladaptrace/rt/CallsState;->pending:[I
    iget v2, v0, Ladaptrace/rt/CallsState;->depth:I
    add-int/lit8 p1, p1, 0x1
    aput p1, v1, v2
    return-void
.end method

# After a check site's invoke returned (bri, calls): (state).
.method public static done(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    iget-object v1, v0, Ladaptrace/rt/CallsState;->pending:[I
    iget v2, v0, Ladaptrace/rt/CallsState;->depth:I
    const/4 p0, 0x0
    aput p0, v1, v2
    return-void
.end method

# Before an unlogged return (bri, calls): (state). The outermost app frame's return logs
# ROOT_RETURN, so that the decoder finishes the frame.
.method public static leave(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    iget v1, v0, Ladaptrace/rt/CallsState;->depth:I
    const/4 p0, 0x1
    if-gt v1, p0, :pop
    const/16 v1, 0x9
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V

    :pop
    invoke-static {v0}, Ladaptrace/rt/Calls;->pop(Ladaptrace/rt/CallsState;)V
    return-void
.end method

# In the catch-all wrapper (bri, calls): (state, method id, position).
.method public static unwindAt(Ladaptrace/rt/ThreadState;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/16 v1, 0xb
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    iget v1, v0, Ladaptrace/rt/CallsState;->depth:I
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p2}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Calls;->pop(Ladaptrace/rt/CallsState;)V
    return-void
.end method

# After a handler's move-exception (bri, calls): (state, handler index, position). The frame
# is in no check site any more.
.method public static caughtAt(Ladaptrace/rt/ThreadState;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/16 v1, 0xc
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    iget v1, v0, Ladaptrace/rt/CallsState;->depth:I
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p2}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    iget-object v2, v0, Ladaptrace/rt/CallsState;->pending:[I
    const/4 p1, 0x0
    aput p1, v2, v1
    return-void
.end method

# Before every return: (state, method id).
.method public static exit(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/4 v1, 0x4
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Calls;->pop(Ladaptrace/rt/CallsState;)V
    return-void
.end method

# In a method's catch-all wrapper, before the exception is thrown on: (state, method id).
.method public static unwind(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/4 v1, 0x5
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Calls;->pop(Ladaptrace/rt/CallsState;)V
    return-void
.end method

# After a handler's move-exception: (state, method id).
.method public static caught(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    const/4 v1, 0x7
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    return-void
.end method


# ---- records ----

# An entry into method m: ROOT at depth 0; CALLBACK (with the site) or CALLBACK_NEXT when the
# frame below is in a check site (pending: site + 1 until its first callback, then negated);
# else ENTRY when `logged`. Then a frame in no site.
.method static entered(Ladaptrace/rt/CallsState;IZ)V
    .locals 4

    iget v0, p0, Ladaptrace/rt/CallsState;->depth:I
    if-nez v0, :below
    const/4 v1, 0x1
    goto :log

    :below
    iget-object v1, p0, Ladaptrace/rt/CallsState;->pending:[I
    aget v2, v1, v0
    if-eqz v2, :quiet
    if-ltz v2, :again
    neg-int v3, v2
    aput v3, v1, v0
    const/4 v1, 0x2
    invoke-static {p0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {p0, v0}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    add-int/lit8 v2, v2, -0x1
    invoke-static {p0, v2}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    goto :method

    :again
    const/16 v1, 0x8
    invoke-static {p0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {p0, v0}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    goto :method

    :quiet
    if-eqz p2, :push
    const/16 v1, 0xa

    :log
    invoke-static {p0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V

    :method
    invoke-static {p0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V

    :push
    add-int/lit8 v0, v0, 0x1
    iget-object v1, p0, Ladaptrace/rt/CallsState;->pending:[I
    array-length v2, v1
    if-lt v0, v2, :store
    invoke-static {p0}, Ladaptrace/rt/Calls;->grow(Ladaptrace/rt/CallsState;)[I
    move-result-object v1

    :store
    const/4 v2, 0x0
    aput v2, v1, v0
    iput v0, p0, Ladaptrace/rt/CallsState;->depth:I
    return-void
.end method

# SITE(site); the innermost frame is in check site `site` when `check` is 1, else in none.
.method static passed(Ladaptrace/rt/CallsState;II)V
    .locals 2

    const/4 v0, 0x3
    invoke-static {p0, v0}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    invoke-static {p0, p1}, Ladaptrace/rt/Calls;->varint(Ladaptrace/rt/CallsState;I)V
    iget-object v0, p0, Ladaptrace/rt/CallsState;->pending:[I
    iget v1, p0, Ladaptrace/rt/CallsState;->depth:I
    if-eqz p2, :store
    add-int/lit8 p2, p1, 0x1

    :store
    aput p2, v0, v1
    return-void
.end method

# The pending stack, twice as long.
.method static grow(Ladaptrace/rt/CallsState;)[I
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/CallsState;->pending:[I
    array-length v1, v0
    mul-int/lit8 v2, v1, 0x2
    new-array v2, v2, [I
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ladaptrace/rt/CallsState;->pending:[I
    return-object v2
.end method

# A frame is left (return or unwind); at depth 0 the records are handed off.
.method static pop(Ladaptrace/rt/CallsState;)V
    .locals 1

    iget v0, p0, Ladaptrace/rt/CallsState;->depth:I
    add-int/lit8 v0, v0, -0x1
    if-gtz v0, :inner
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/CallsState;->depth:I
    invoke-static {p0}, Ladaptrace/rt/Calls;->handoff(Ladaptrace/rt/CallsState;)V
    return-void

    :inner
    iput v0, p0, Ladaptrace/rt/CallsState;->depth:I
    return-void
.end method

# The start of a record: room for the longest (1 + 3 * 5 bytes), its tag, the count.
.method static begin(Ladaptrace/rt/CallsState;I)V
    .locals 3

    # Once per flush interval (Trace.tick) the records so far go to the writer.
    sget v0, Ladaptrace/rt/Trace;->tick:I
    iget v1, p0, Ladaptrace/rt/CallsState;->tick:I
    if-eq v0, v1, :timely
    iput v0, p0, Ladaptrace/rt/CallsState;->tick:I
    invoke-static {p0}, Ladaptrace/rt/Calls;->handoff(Ladaptrace/rt/CallsState;)V

    :timely
    iget-object v0, p0, Ladaptrace/rt/CallsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/CallsState;->pos:I
    array-length v2, v0
    add-int/lit8 v1, v1, 0x10
    if-le v1, v2, :room
    invoke-static {p0}, Ladaptrace/rt/Calls;->handoff(Ladaptrace/rt/CallsState;)V

    :room
    iget-object v0, p0, Ladaptrace/rt/CallsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/CallsState;->pos:I
    int-to-byte v2, p1
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/CallsState;->pos:I
    iget v0, p0, Ladaptrace/rt/CallsState;->records:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/CallsState;->records:I
    return-void
.end method

# Unsigned LEB128 of the int's 32 bits: 7 bits a byte, least significant first.
.method static varint(Ladaptrace/rt/CallsState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/CallsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/CallsState;->pos:I

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
    iput v1, p0, Ladaptrace/rt/CallsState;->pos:I
    return-void
.end method


# ---- hand-off ----

# Queues the thread's records as a CALLS chunk and empties its buffer.
.method static handoff(Ladaptrace/rt/CallsState;)V
    .locals 3

    iget v0, p0, Ladaptrace/rt/CallsState;->pos:I
    if-eqz v0, :done
    iget-object v1, p0, Ladaptrace/rt/CallsState;->buf:[B
    iget v2, p0, Ladaptrace/rt/CallsState;->records:I
    invoke-static {p0, v1, v0, v2}, Ladaptrace/rt/Calls;->chunk(Ladaptrace/rt/CallsState;[BII)Ladaptrace/rt/Chunk;
    move-result-object v1
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/CallsState;->pos:I
    iput v0, p0, Ladaptrace/rt/CallsState;->records:I
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# A CALLS chunk of a copy of bytes[0 .. count): selection, record count, records.
.method static chunk(Ladaptrace/rt/CallsState;[BII)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x60
    iget v2, p0, Ladaptrace/rt/CallsState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    invoke-static {p1, p2}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/Chunk;->bytes:[B
    iput p2, v0, Ladaptrace/rt/Chunk;->count:I
    sget v1, Ladaptrace/rt/Calls;->SELECTION:I
    iput v1, v0, Ladaptrace/rt/Chunk;->tokens:I
    iput p3, v0, Ladaptrace/rt/Chunk;->steps:I
    iput-object p0, v0, Ladaptrace/rt/Chunk;->state:Ljava/lang/Object;
    return-object v0
.end method

# Hook: the runtime starts; `calls` with a coder loads its model.
.method static started()V
    .locals 0

    invoke-static {}, Ladaptrace/rt/CallsCoder;->load()V
    return-void
.end method

# Hook: the writer thread codes a `calls` chunk before writing it.
.method static encode(Ladaptrace/rt/Chunk;)V
    .locals 0

    invoke-static {p0}, Ladaptrace/rt/CallsCoder;->encode(Ladaptrace/rt/Chunk;)V
    return-void
.end method

# Hook: Trace.flush hands off the calling thread's records.
.method static flushed(Ladaptrace/rt/ThreadState;)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    if-eqz v0, :done
    invoke-static {v0}, Ladaptrace/rt/Calls;->handoff(Ladaptrace/rt/CallsState;)V

    :done
    return-void
.end method

# Hook: on the dying thread (all its app frames have unwound): END, then hand-off.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    if-eqz v0, :done
    const/4 v1, 0x6
    invoke-static {v0, v1}, Ladaptrace/rt/Calls;->begin(Ladaptrace/rt/CallsState;I)V
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/CallsState;->depth:I
    invoke-static {v0}, Ladaptrace/rt/Calls;->handoff(Ladaptrace/rt/CallsState;)V

    :done
    return-void
.end method

# Hook: process exit (lock held); queues a copy of what the thread holds. The thread itself is
# not disturbed; a thread still running may change its state meanwhile: then its copy is
# dropped or ends inside a record, which the decoder reports as the cut it is.
.method static shutdown(Ladaptrace/rt/ThreadState;)V
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->calls:Ladaptrace/rt/CallsState;
    if-eqz v0, :done
    :copy_start
    iget v1, v0, Ladaptrace/rt/CallsState;->pos:I
    if-eqz v1, :done
    iget-object v2, v0, Ladaptrace/rt/CallsState;->buf:[B
    iget v3, v0, Ladaptrace/rt/CallsState;->records:I
    invoke-static {v0, v2, v1, v3}, Ladaptrace/rt/Calls;->chunk(Ladaptrace/rt/CallsState;[BII)Ladaptrace/rt/Chunk;
    move-result-object v1
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V
    :copy_end
    .catch Ljava/lang/RuntimeException; {:copy_start .. :copy_end} :done

    :done
    return-void
.end method
