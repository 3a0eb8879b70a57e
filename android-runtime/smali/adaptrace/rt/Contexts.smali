.class public final Ladaptrace/rt/Contexts;
.super Ljava/lang/Object;
.source "Contexts.smali"

# Probes of the `contexts` scheme (FORMATS.md, "The `contexts` runtime"): Luce's Entered at
# every method entry (`enter`, or `enterQuiet` for a method that records no event), Calling
# before each call site (`calling` keeps the site per frame depth, so a callback that arrives
# after its caller's own library calls still finds its site), and `exit` as a frame is left by
# a return or an exception. The call graph and the ids are ContextsGraph's. Records are a tag
# byte and unsigned LEB128 varints (ids: of all 64 bits):
#
#   1 ENTER node id          an event at a method entry: the entered frame's context
#   2 VERSION version        the frames of later records were entered in this graph version
#   3 BELOW cut              ... and stand above the thread's cut with this number (0: none)
#   4 CUT node id version cut site+1   the thread's next cut: the caller's frame and the site;
#                            later frames stand above it (as BELOW with its number says)
#   5 MARK label node id     Context.event(label) in the innermost frame
#   6 DONE                   the outermost app frame was left
#   7 END                    the thread died of an uncaught exception
#   8 OPEN depth             the process exited with `depth` app frames open (shutdown copy)
#   9 CUT_AT depth site+1    CUT whose caller is the frame at `depth` (0: the root) of the
#                            stack the last ENTER or MARK showed
#
# VERSION is not written for a frame entered through a cut, whose walk reads no version.
#
# The probe path takes no lock while the graph does not change (ContextsGraph.enter) and
# allocates nothing but grown stacks; a thread's records go to the writer when 16 KiB are
# buffered, when its depth returns to 0, on Trace.flush, a crash or exit, each after a GRAPH
# chunk with the graph changes its records may name (ContextsGraph.publish).


# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


# ---- probes ----

# First thing in a method that records an event at its entry.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    # The path of every call: the cached state is this thread's and has its ContextsState.
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Contexts;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :other
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    if-eqz v2, :other
    const/4 v0, 0x1
    invoke-static {v2, p0, v0}, Ladaptrace/rt/Contexts;->entered(Ladaptrace/rt/ContextsState;IZ)V
    return-object v1

    :other
    const/4 v0, 0x1
    invoke-static {p0, v0}, Ladaptrace/rt/Contexts;->arrive(IZ)Ladaptrace/rt/ThreadState;
    move-result-object v0
    return-object v0
.end method

# First thing in a method whose entry records no event (instrument --events).
.method public static enterQuiet(I)Ladaptrace/rt/ThreadState;
    .locals 1

    const/4 v0, 0x0
    invoke-static {p0, v0}, Ladaptrace/rt/Contexts;->arrive(IZ)Ladaptrace/rt/ThreadState;
    move-result-object v0
    return-object v0
.end method

# enter and enterQuiet, any state: looks the thread's state up (and makes its ContextsState).
.method static arrive(IZ)Ladaptrace/rt/ThreadState;
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-static {v0}, Ladaptrace/rt/Contexts;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    invoke-static {v2, p0, p1}, Ladaptrace/rt/Contexts;->entered(Ladaptrace/rt/ContextsState;IZ)V
    return-object v1
.end method

# The thread's state with its ContextsState, looked up through the cache.
.method static state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    .locals 3

    sget-object v0, Ladaptrace/rt/Contexts;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v0, :miss
    iget-object v1, v0, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-eq v1, p0, :found

    :miss
    invoke-static {p0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/Contexts;->cache:Ladaptrace/rt/ThreadState;

    :found
    iget-object v1, v0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    if-nez v1, :ready
    new-instance v1, Ladaptrace/rt/ContextsState;
    iget v2, v0, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v1, v2}, Ladaptrace/rt/ContextsState;-><init>(I)V
    iput-object v1, v0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;

    :ready
    return-object v0
.end method

# Before each call site: (state, global site).
.method public static calling(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    iget-object v1, v0, Ladaptrace/rt/ContextsState;->pending:[I
    iget v2, v0, Ladaptrace/rt/ContextsState;->depth:I
    aput p1, v1, v2
    return-void
.end method

# Before every return, and in the catch-all wrapper as an exception leaves the frame: (state).
# The outermost frame's exit logs DONE and hands the records off.
.method public static exit(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    iget v1, v0, Ladaptrace/rt/ContextsState;->depth:I
    add-int/lit8 v1, v1, -0x1
    if-lez v1, :outermost
    iput v1, v0, Ladaptrace/rt/ContextsState;->depth:I

    # Still in app code: hand the records off once per flush interval (Trace.tick).
    sget v1, Ladaptrace/rt/Trace;->tick:I
    iget v2, v0, Ladaptrace/rt/ContextsState;->tick:I
    if-eq v1, v2, :done
    iput v1, v0, Ladaptrace/rt/ContextsState;->tick:I
    invoke-static {v0}, Ladaptrace/rt/Contexts;->handoff(Ladaptrace/rt/ContextsState;)V

    :done
    return-void

    :outermost
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/ContextsState;->depth:I
    const/4 v1, 0x6
    invoke-static {v0, v1}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Contexts;->handoff(Ladaptrace/rt/ContextsState;)V
    return-void
.end method

# Context.event: MARK label in the calling thread's innermost app frame (nothing outside app
# frames).
.method static mark(I)V
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-static {v0}, Ladaptrace/rt/Contexts;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    iget-object v0, v0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    iget v1, v0, Ladaptrace/rt/ContextsState;->depth:I
    if-eqz v1, :outside
    const/4 v1, 0x5
    invoke-static {v0, v1, p0}, Ladaptrace/rt/Contexts;->show(Ladaptrace/rt/ContextsState;II)V

    :outside
    return-void
.end method


# ---- the frames ----

# Entered: the frame at the thread's depth calls `method` from its pending site; the callee's
# frame goes on top, and an event records it when `event`.
.method static entered(Ladaptrace/rt/ContextsState;IZ)V
    .locals 12

    # v0 depth, v1 frames, v2 the graph's frame, v3 the caller's base, v8 pending, v9 the site,
    # v10 the callee's cut number
    iget v0, p0, Ladaptrace/rt/ContextsState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/ContextsState;->frames:[J
    iget-object v2, p0, Ladaptrace/rt/ContextsState;->frame:[J
    mul-int/lit8 v3, v0, 0x4
    aget-wide v4, v1, v3
    const/4 v6, 0x0
    aput-wide v4, v2, v6
    add-int/lit8 v7, v3, 0x1
    aget-wide v4, v1, v7
    const/4 v6, 0x1
    aput-wide v4, v2, v6
    add-int/lit8 v7, v3, 0x2
    aget-wide v4, v1, v7
    const/4 v6, 0x2
    aput-wide v4, v2, v6
    iget-object v8, p0, Ladaptrace/rt/ContextsState;->pending:[I
    aget v9, v8, v0
    iget-object v10, p0, Ladaptrace/rt/ContextsState;->cache:[J
    invoke-static {v2, v10, v9, p1}, Ladaptrace/rt/ContextsGraph;->enter([J[JII)I
    move-result v11
    add-int/lit8 v7, v3, 0x3
    aget-wide v4, v1, v7
    long-to-int v10, v4
    if-eqz v11, :placed
    iget v10, p0, Ladaptrace/rt/ContextsState;->cuts:I
    add-int/lit8 v10, v10, 0x1
    iput v10, p0, Ladaptrace/rt/ContextsState;->cuts:I
    invoke-static {p0, v3, v9}, Ladaptrace/rt/Contexts;->cut(Ladaptrace/rt/ContextsState;II)V
    iput v10, p0, Ladaptrace/rt/ContextsState;->shownCut:I

    :placed
    add-int/lit8 v0, v0, 0x1
    add-int/lit8 v3, v3, 0x4
    array-length v7, v8
    if-lt v0, v7, :room
    invoke-static {p0}, Ladaptrace/rt/Contexts;->grow(Ladaptrace/rt/ContextsState;)V
    iget-object v1, p0, Ladaptrace/rt/ContextsState;->frames:[J
    iget-object v8, p0, Ladaptrace/rt/ContextsState;->pending:[I

    :room
    const/4 v6, 0x0
    aget-wide v4, v2, v6
    aput-wide v4, v1, v3
    const/4 v6, 0x1
    aget-wide v4, v2, v6
    add-int/lit8 v7, v3, 0x1
    aput-wide v4, v1, v7
    const/4 v6, 0x2
    aget-wide v4, v2, v6
    add-int/lit8 v7, v3, 0x2
    aput-wide v4, v1, v7
    int-to-long v4, v10
    add-int/lit8 v7, v3, 0x3
    aput-wide v4, v1, v7
    const/4 v6, -0x1
    aput v6, v8, v0
    iput v0, p0, Ladaptrace/rt/ContextsState;->depth:I
    if-eqz p2, :quiet
    const/4 v6, 0x1
    const/4 v7, 0x0
    invoke-static {p0, v6, v7}, Ladaptrace/rt/Contexts;->show(Ladaptrace/rt/ContextsState;II)V
    return-void

    # A frame no record shows: the stack last shown holds up to below it.
    :quiet
    iget v6, p0, Ladaptrace/rt/ContextsState;->quietLow:I
    if-ge v0, v6, :shown_below
    iput v0, p0, Ladaptrace/rt/ContextsState;->quietLow:I

    :shown_below
    return-void
.end method

# Frames and pending sites, twice as deep.
.method static grow(Ladaptrace/rt/ContextsState;)V
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ContextsState;->pending:[I
    array-length v1, v0
    mul-int/lit8 v1, v1, 0x2
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->pending:[I
    iget-object v0, p0, Ladaptrace/rt/ContextsState;->frames:[J
    mul-int/lit8 v1, v1, 0x4
    invoke-static {v0, v1}, Ljava/util/Arrays;->copyOf([JI)[J
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->frames:[J
    return-void
.end method


# ---- records ----

# ENTER (tag 1) or MARK (tag 5, with `label`) of the innermost frame, after VERSION and BELOW
# when its version or cut number differ from what the records last said.
.method static show(Ladaptrace/rt/ContextsState;II)V
    .locals 8

    iget v0, p0, Ladaptrace/rt/ContextsState;->depth:I
    iput v0, p0, Ladaptrace/rt/ContextsState;->shownDepth:I
    const v6, 0x7fffffff
    iput v6, p0, Ladaptrace/rt/ContextsState;->quietLow:I
    iget-object v1, p0, Ladaptrace/rt/ContextsState;->frames:[J
    mul-int/lit8 v2, v0, 0x4
    aget-wide v4, v1, v2
    long-to-int v3, v4
    sget v6, Ladaptrace/rt/ContextsGraph;->methods:I
    if-gt v3, v6, :cut
    add-int/lit8 v3, v2, 0x2
    aget-wide v4, v1, v3
    long-to-int v3, v4
    iget v6, p0, Ladaptrace/rt/ContextsState;->shownVersion:I
    if-eq v3, v6, :cut
    const/4 v6, 0x2
    invoke-static {p0, v6}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    invoke-static {p0, v3}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    iput v3, p0, Ladaptrace/rt/ContextsState;->shownVersion:I

    :cut
    add-int/lit8 v3, v2, 0x3
    aget-wide v4, v1, v3
    long-to-int v3, v4
    iget v6, p0, Ladaptrace/rt/ContextsState;->shownCut:I
    if-eq v3, v6, :frame
    const/4 v6, 0x3
    invoke-static {p0, v6}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    invoke-static {p0, v3}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    iput v3, p0, Ladaptrace/rt/ContextsState;->shownCut:I

    :frame
    invoke-static {p0, p1}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    const/4 v6, 0x5
    if-ne p1, v6, :node
    invoke-static {p0, p2}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V

    :node
    aget-wide v4, v1, v2
    long-to-int v3, v4
    invoke-static {p0, v3}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    add-int/lit8 v3, v2, 0x1
    aget-wide v4, v1, v3
    invoke-static {p0, v4, v5}, Ladaptrace/rt/Contexts;->varlong(Ladaptrace/rt/ContextsState;J)V
    return-void
.end method

# CUT: the frame at `base` in frames (node, id, version, cut number) and `site` + 1; CUT_AT
# its depth when it is the root or a frame of the stack the records last showed.
.method static cut(Ladaptrace/rt/ContextsState;II)V
    .locals 5

    div-int/lit8 v0, p1, 0x4
    if-eqz v0, :shown
    iget v1, p0, Ladaptrace/rt/ContextsState;->shownDepth:I
    if-gt v0, v1, :whole
    iget v1, p0, Ladaptrace/rt/ContextsState;->quietLow:I
    if-ge v0, v1, :whole

    :shown
    const/16 v1, 0x9
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    invoke-static {p0, v0}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    add-int/lit8 v1, p2, 0x1
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    return-void

    :whole
    const/4 v0, 0x4
    invoke-static {p0, v0}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    iget-object v0, p0, Ladaptrace/rt/ContextsState;->frames:[J
    aget-wide v1, v0, p1
    long-to-int v1, v1
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    add-int/lit8 v3, p1, 0x1
    aget-wide v1, v0, v3
    invoke-static {p0, v1, v2}, Ladaptrace/rt/Contexts;->varlong(Ladaptrace/rt/ContextsState;J)V
    add-int/lit8 v3, p1, 0x2
    aget-wide v1, v0, v3
    long-to-int v1, v1
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    add-int/lit8 v3, p1, 0x3
    aget-wide v1, v0, v3
    long-to-int v1, v1
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    add-int/lit8 v1, p2, 0x1
    invoke-static {p0, v1}, Ladaptrace/rt/Contexts;->varint(Ladaptrace/rt/ContextsState;I)V
    return-void
.end method

# The start of a record: room for the longest (CUT: 1 + 10 + 4 * 5 bytes), its tag, the count.
.method static begin(Ladaptrace/rt/ContextsState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ContextsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    array-length v2, v0
    add-int/lit8 v1, v1, 0x20
    if-le v1, v2, :room
    invoke-static {p0}, Ladaptrace/rt/Contexts;->handoff(Ladaptrace/rt/ContextsState;)V

    :room
    iget-object v0, p0, Ladaptrace/rt/ContextsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    int-to-byte v2, p1
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    iget v0, p0, Ladaptrace/rt/ContextsState;->records:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/ContextsState;->records:I
    return-void
.end method

# Unsigned LEB128 of the int's 32 bits.
.method static varint(Ladaptrace/rt/ContextsState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ContextsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    invoke-static {v0, v1, p1}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v1
    iput v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    return-void
.end method


# Unsigned LEB128 of the long's 64 bits.
.method static varlong(Ladaptrace/rt/ContextsState;J)V
    .locals 6

    iget-object v0, p0, Ladaptrace/rt/ContextsState;->buf:[B
    iget v1, p0, Ladaptrace/rt/ContextsState;->pos:I

    :next
    long-to-int v2, p1
    and-int/lit8 v2, v2, 0x7f
    const/4 v3, 0x7
    ushr-long p1, p1, v3
    const-wide/16 v4, 0x0
    cmp-long v3, p1, v4
    if-eqz v3, :last
    or-int/lit16 v2, v2, 0x80
    int-to-byte v2, v2
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    goto :next

    :last
    int-to-byte v2, v2
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/ContextsState;->pos:I
    return-void
.end method


# ---- hand-off ----

# Queues the graph's new changes, then the thread's records as a CONTEXTS chunk.
.method static handoff(Ladaptrace/rt/ContextsState;)V
    .locals 3

    iget v0, p0, Ladaptrace/rt/ContextsState;->pos:I
    if-eqz v0, :done
    iget v1, p0, Ladaptrace/rt/ContextsState;->id:I
    const/4 v2, 0x0
    invoke-static {v1, v2}, Ladaptrace/rt/ContextsGraph;->publish(IZ)V
    iget-object v1, p0, Ladaptrace/rt/ContextsState;->buf:[B
    invoke-static {p0, v1, v0}, Ladaptrace/rt/Contexts;->chunk(Ladaptrace/rt/ContextsState;[BI)Ladaptrace/rt/Chunk;
    move-result-object v1
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/ContextsState;->pos:I
    iput v0, p0, Ladaptrace/rt/ContextsState;->records:I
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# A CONTEXTS chunk of a copy of bytes[0 .. count): format 1, the record count, the records.
.method static chunk(Ladaptrace/rt/ContextsState;[BI)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x70
    iget v2, p0, Ladaptrace/rt/ContextsState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    invoke-static {p1, p2}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/Chunk;->bytes:[B
    iput p2, v0, Ladaptrace/rt/Chunk;->count:I
    const/4 v1, 0x1
    iput v1, v0, Ladaptrace/rt/Chunk;->tokens:I
    iget v1, p0, Ladaptrace/rt/ContextsState;->records:I
    iput v1, v0, Ladaptrace/rt/Chunk;->steps:I
    return-object v0
.end method

# Hook: the runtime starts; the graph gets its nodes.
.method static started()V
    .locals 1

    const v0, @CONTEXTS_METHODS@
    invoke-static {v0}, Ladaptrace/rt/ContextsGraph;->init(I)V
    return-void
.end method

# Hook: Trace.flush hands off the calling thread's records.
.method static flushed(Ladaptrace/rt/ThreadState;)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    if-eqz v0, :done
    invoke-static {v0}, Ladaptrace/rt/Contexts;->handoff(Ladaptrace/rt/ContextsState;)V

    :done
    return-void
.end method

# Hook: on the dying thread (all its app frames have unwound): END, then hand-off.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    if-eqz v0, :done
    const/4 v1, 0x7
    invoke-static {v0, v1}, Ladaptrace/rt/Contexts;->begin(Ladaptrace/rt/ContextsState;I)V
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/ContextsState;->depth:I
    invoke-static {v0}, Ladaptrace/rt/Contexts;->handoff(Ladaptrace/rt/ContextsState;)V

    :done
    return-void
.end method

# Hook: process exit (the runtime's lock held): queues the graph's new changes and a copy of
# the thread's records, ended by OPEN when frames are open. The thread itself is not disturbed;
# one still running may change its state meanwhile: then its copy is dropped or ends inside a
# record, which the decoder reports as the cut it is.
.method static shutdown(Ladaptrace/rt/ThreadState;)V
    .locals 6

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->contexts:Ladaptrace/rt/ContextsState;
    if-eqz v0, :done
    :copy_start
    iget v1, v0, Ladaptrace/rt/ContextsState;->id:I
    const/4 v2, 0x1
    invoke-static {v1, v2}, Ladaptrace/rt/ContextsGraph;->publish(IZ)V
    iget v1, v0, Ladaptrace/rt/ContextsState;->pos:I
    iget v2, v0, Ladaptrace/rt/ContextsState;->records:I
    iget v3, v0, Ladaptrace/rt/ContextsState;->depth:I
    if-nez v3, :open
    if-eqz v1, :done
    iget-object v4, v0, Ladaptrace/rt/ContextsState;->buf:[B
    goto :queue

    :open
    iget-object v4, v0, Ladaptrace/rt/ContextsState;->buf:[B
    add-int/lit8 v5, v1, 0x6
    invoke-static {v4, v5}, Ljava/util/Arrays;->copyOf([BI)[B
    move-result-object v4
    const/16 v5, 0x8
    int-to-byte v5, v5
    aput-byte v5, v4, v1
    add-int/lit8 v1, v1, 0x1
    invoke-static {v4, v1, v3}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v1
    add-int/lit8 v2, v2, 0x1

    :queue
    invoke-static {v0, v4, v1}, Ladaptrace/rt/Contexts;->chunk(Ladaptrace/rt/ContextsState;[BI)Ladaptrace/rt/Chunk;
    move-result-object v4
    iput v2, v4, Ladaptrace/rt/Chunk;->steps:I
    invoke-static {v4}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V
    :copy_end
    .catch Ljava/lang/RuntimeException; {:copy_start .. :copy_end} :done

    :done
    return-void
.end method
