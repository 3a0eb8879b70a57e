.class public final Ladaptrace/rt/ContextsGraph;
.super Ljava/lang/Object;
.source "ContextsGraph.smali"

# The shared call graph of the `contexts` scheme (android_runtime::contexts: Luce's Update, the
# Rust reference of this class): numCC per node, each callee's incoming edges in insertion
# order, the version each caller was last entered under, and the log of every change (change
# i makes version i + 1).
#
# Nodes: 0 the root, 1 + m method m, 1 + M + m method m entered through a cut (M methods).
# A frame is a long[3] of node, id and version. `enter` turns the caller's frame into the
# callee's: a thread first looks in its own cache for the same entry (caller node and version,
# site, callee) made while the graph had its current version; that entry needs no update, so
# it takes no lock. Otherwise the update runs under LOCK, and the graph's version (a volatile
# field, written last) tells every thread's cache whether it still holds.


.field static final LOCK:Ljava/lang/Object;

# M.
.field static methods:I

# numCC by node (roots and cut nodes: 1, not stored).
.field static count:[J

# lv by node: the version a method was last entered under when it called; -1 before.
.field static lastVersion:[I

# By node, the version made by the last change of its numCC and of its lv (0: none).
.field static countVersion:[I

.field static lvVersion:[I

# Under LOCK, the callee's frame version `update` is working out: the latest change the walk
# back from the callee reads.
.field static frameVersion:I

# Under LOCK, whether `update` raises the callee's numCC: its id reached the count.
.field static raiseCount:Z

# By callee method: its first and last incoming edge, -1 for none.
.field static head:[I

.field static tail:[I

# By edge: caller node, site, next incoming edge of the same callee (-1 for the last).
.field static edgeCaller:[I

.field static edgeSite:[I

.field static edgeNext:[I

# By edge, the version that added it.
.field static edgeVersion:[I

.field static edges:I

# The changes, four ints each: 1 node version 0 (lv), 2 caller site callee (a new edge),
# 3 node high low (numCC).
.field static log:[I

.field static changes:I

# The number of changes once an update is complete: what thread caches compare against.
.field static volatile version:I

# The changes queued in GRAPH chunks so far (publish), under PUBLISH.
.field static published:I

.field static final PUBLISH:Ljava/lang/Object;


.method static constructor <clinit>()V
    .locals 1

    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ladaptrace/rt/ContextsGraph;->LOCK:Ljava/lang/Object;
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ladaptrace/rt/ContextsGraph;->PUBLISH:Ljava/lang/Object;
    return-void
.end method

# An empty graph for `methods` methods (before any thread enters).
.method public static init(I)V
    .locals 4

    sput p0, Ladaptrace/rt/ContextsGraph;->methods:I
    mul-int/lit8 v0, p0, 0x2
    add-int/lit8 v0, v0, 0x1
    new-array v1, v0, [J
    sput-object v1, Ladaptrace/rt/ContextsGraph;->count:[J
    new-array v1, v0, [I
    const/4 v2, -0x1
    invoke-static {v1, v2}, Ljava/util/Arrays;->fill([II)V
    sput-object v1, Ladaptrace/rt/ContextsGraph;->lastVersion:[I
    new-array v3, v0, [I
    sput-object v3, Ladaptrace/rt/ContextsGraph;->countVersion:[I
    new-array v3, v0, [I
    sput-object v3, Ladaptrace/rt/ContextsGraph;->lvVersion:[I
    new-array v1, p0, [I
    invoke-static {v1, v2}, Ljava/util/Arrays;->fill([II)V
    sput-object v1, Ladaptrace/rt/ContextsGraph;->head:[I
    new-array v1, p0, [I
    invoke-static {v1, v2}, Ljava/util/Arrays;->fill([II)V
    sput-object v1, Ladaptrace/rt/ContextsGraph;->tail:[I
    const/16 v0, 0x10
    new-array v1, v0, [I
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeCaller:[I
    new-array v1, v0, [I
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeSite:[I
    new-array v1, v0, [I
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeNext:[I
    new-array v1, v0, [I
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeVersion:[I
    const/16 v0, 0x40
    new-array v1, v0, [I
    sput-object v1, Ladaptrace/rt/ContextsGraph;->log:[I
    const/4 v0, 0x0
    sput v0, Ladaptrace/rt/ContextsGraph;->edges:I
    sput v0, Ladaptrace/rt/ContextsGraph;->changes:I
    sput v0, Ladaptrace/rt/ContextsGraph;->version:I
    sput v0, Ladaptrace/rt/ContextsGraph;->published:I
    return-void
.end method

# A thread's cache: 256 entries of five longs (keys, versions, addition value, the callee's count).
.method public static newCache()[J
    .locals 1

    const/16 v0, 0x500
    new-array v0, v0, [J
    return-object v0
.end method

# The changes so far, four ints each.
.method public static changes()[I
    .locals 3

    sget-object v0, Ladaptrace/rt/ContextsGraph;->LOCK:Ljava/lang/Object;
    monitor-enter v0
    :try_start
    sget-object v1, Ladaptrace/rt/ContextsGraph;->log:[I
    sget v2, Ladaptrace/rt/ContextsGraph;->changes:I
    mul-int/lit8 v2, v2, 0x4
    invoke-static {v1, v2}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v1
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-object v1

    :failed
    move-exception v1
    monitor-exit v0
    throw v1
.end method

# Luce's Entered: `frame` holds the caller's frame (the root's is 0 0 0), `site` the call site
# (-1 from the root) and `callee` the method entered; `frame` becomes the callee's. Returns 1
# when the update would overflow: nothing changed, and the callee starts at its cut node with
# id 0 (the thread logs the cut); else 0.
.method public static enter([J[JII)I
    .locals 9

    # v0 caller node, v1 caller version, v4 the cache entry
    const/4 v2, 0x0
    aget-wide v2, p0, v2
    long-to-int v0, v2
    const/4 v2, 0x2
    aget-wide v2, p0, v2
    long-to-int v1, v2
    invoke-static {p1, v0, v1, p2, p3}, Ladaptrace/rt/ContextsGraph;->slot([JIIII)I
    move-result v4
    invoke-static {v0, p2}, Ladaptrace/rt/ContextsGraph;->key(II)J
    move-result-wide v2
    aget-wide v5, p1, v4
    cmp-long v7, v5, v2
    if-nez v7, :locked
    invoke-static {p3, v1}, Ladaptrace/rt/ContextsGraph;->key(II)J
    move-result-wide v2
    add-int/lit8 v8, v4, 0x1
    aget-wide v5, p1, v8
    cmp-long v7, v5, v2
    if-nez v7, :locked

    # The entry holds while the graph's version is the one it was made at.
    add-int/lit8 v8, v4, 0x2
    aget-wide v5, p1, v8
    const/16 v7, 0x20
    ushr-long v2, v5, v7
    long-to-int v2, v2
    sget v3, Ladaptrace/rt/ContextsGraph;->version:I
    add-int/lit8 v3, v3, 0x1
    if-ne v2, v3, :locked
    long-to-int v5, v5
    add-int/lit8 v8, v4, 0x3
    aget-wide v2, p1, v8
    const/4 v7, 0x1
    aget-wide v0, p0, v7
    add-long/2addr v0, v2
    const-wide/16 v2, 0x0
    cmp-long v7, v0, v2
    if-ltz v7, :locked

    # ... and while the callee's id stays below its count, which the entry keeps.
    add-int/lit8 v8, v4, 0x4
    aget-wide v2, p1, v8
    cmp-long v7, v0, v2
    if-gez v7, :locked
    const/4 v7, 0x1
    aput-wide v0, p0, v7
    add-int/lit8 v7, p3, 0x1
    int-to-long v0, v7
    const/4 v7, 0x0
    aput-wide v0, p0, v7
    int-to-long v0, v5
    const/4 v7, 0x2
    aput-wide v0, p0, v7
    const/4 v0, 0x0
    return v0

    :locked
    sget-object v0, Ladaptrace/rt/ContextsGraph;->LOCK:Ljava/lang/Object;
    monitor-enter v0
    :try_start
    invoke-static {p0, p1, p2, p3}, Ladaptrace/rt/ContextsGraph;->update([J[JII)I
    move-result v1
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return v1

    :failed
    move-exception v1
    monitor-exit v0
    throw v1
.end method

# The update, under LOCK (android_runtime::contexts::Graph::enter): the addition value and the
# callee's numCC from the counts before it; lv(caller), the edge, then numCC(callee) when the
# callee's id reached it, each logged when it changes; the callee's frame version is the latest change the walk back reads
# (frameVersion): of lv(caller), of the edges up to this one and of their callers' counts.
.method static update([J[JII)I
    .locals 12

    # v8 caller node, v9 caller version, v0:v1 numCC(callee), v2:v3 the addition value, v10
    # whether the edge exists, v11 the callee's frame version
    const/4 v4, 0x0
    aget-wide v6, p0, v4
    long-to-int v8, v6
    const/4 v4, 0x2
    aget-wide v6, p0, v4
    long-to-int v9, v6
    const-wide/16 v0, 0x0
    const-wide/16 v2, 0x0
    const/4 v10, 0x0
    sput v9, Ladaptrace/rt/ContextsGraph;->frameVersion:I
    sget-object v5, Ladaptrace/rt/ContextsGraph;->head:[I
    aget v4, v5, p3

    :scan
    if-ltz v4, :scanned
    sget-object v5, Ladaptrace/rt/ContextsGraph;->edgeCaller:[I
    aget v5, v5, v4

    # Up to this edge, the walk back reads the edge and its caller's count.
    if-nez v10, :read
    sget-object v6, Ladaptrace/rt/ContextsGraph;->edgeVersion:[I
    aget v6, v6, v4
    invoke-static {v6}, Ladaptrace/rt/ContextsGraph;->need(I)V
    sget-object v6, Ladaptrace/rt/ContextsGraph;->countVersion:[I
    aget v6, v6, v5
    invoke-static {v6}, Ladaptrace/rt/ContextsGraph;->need(I)V

    :read
    if-ne v5, v8, :add
    sget-object v11, Ladaptrace/rt/ContextsGraph;->edgeSite:[I
    aget v11, v11, v4
    if-ne v11, p2, :add
    move-wide v2, v0
    const/4 v10, 0x1

    :add
    invoke-static {v5}, Ladaptrace/rt/ContextsGraph;->countOf(I)J
    move-result-wide v6
    add-long/2addr v0, v6
    const-wide/16 v6, 0x0
    cmp-long v11, v0, v6
    if-ltz v11, :overflow
    sget-object v5, Ladaptrace/rt/ContextsGraph;->edgeNext:[I
    aget v4, v5, v4
    goto :scan

    # A new edge goes last: its addition value is the sum so far.
    :scanned
    if-nez v10, :counted
    move-wide v2, v0
    sget-object v6, Ladaptrace/rt/ContextsGraph;->countVersion:[I
    aget v6, v6, v8
    invoke-static {v6}, Ladaptrace/rt/ContextsGraph;->need(I)V
    invoke-static {v8}, Ladaptrace/rt/ContextsGraph;->countOf(I)J
    move-result-wide v6
    add-long/2addr v0, v6
    const-wide/16 v6, 0x0
    cmp-long v11, v0, v6
    if-ltz v11, :overflow

    :counted
    const/4 v4, 0x1
    aget-wide v6, p0, v4
    add-long/2addr v6, v2
    const-wide/16 v4, 0x0
    cmp-long v11, v6, v4
    if-ltz v11, :overflow
    const/4 v4, 0x1
    aput-wide v6, p0, v4

    # numCC(callee) goes up (to the sum) only when the callee's id reaches it: the walk back
    # needs no more than every frame's id below its node's count.
    add-int/lit8 v11, p3, 0x1
    invoke-static {v11}, Ladaptrace/rt/ContextsGraph;->countOf(I)J
    move-result-wide v4
    cmp-long v11, v6, v4
    if-gez v11, :raise
    const/4 v11, 0x0
    goto :raised

    :raise
    const/4 v11, 0x1

    :raised
    sput-boolean v11, Ladaptrace/rt/ContextsGraph;->raiseCount:Z

    # lv(caller), for a method node
    if-lez v8, :edge
    sget v4, Ladaptrace/rt/ContextsGraph;->methods:I
    if-gt v8, v4, :edge
    sget-object v4, Ladaptrace/rt/ContextsGraph;->lastVersion:[I
    aget v5, v4, v8
    if-eq v5, v9, :lv_known
    aput v9, v4, v8
    const/4 v4, 0x1
    const/4 v5, 0x0
    invoke-static {v4, v8, v9, v5}, Ladaptrace/rt/ContextsGraph;->change(IIII)V
    sget v5, Ladaptrace/rt/ContextsGraph;->changes:I
    sget-object v4, Ladaptrace/rt/ContextsGraph;->lvVersion:[I
    aput v5, v4, v8

    :lv_known
    sget-object v4, Ladaptrace/rt/ContextsGraph;->lvVersion:[I
    aget v4, v4, v8
    invoke-static {v4}, Ladaptrace/rt/ContextsGraph;->need(I)V

    :edge
    if-nez v10, :versioned
    invoke-static {v8, p2, p3}, Ladaptrace/rt/ContextsGraph;->addEdge(III)V
    sget v4, Ladaptrace/rt/ContextsGraph;->changes:I
    invoke-static {v4}, Ladaptrace/rt/ContextsGraph;->need(I)V

    :versioned
    sget v11, Ladaptrace/rt/ContextsGraph;->frameVersion:I
    sget-boolean v6, Ladaptrace/rt/ContextsGraph;->raiseCount:Z
    if-eqz v6, :done
    add-int/lit8 v4, p3, 0x1
    sget-object v5, Ladaptrace/rt/ContextsGraph;->count:[J
    aget-wide v6, v5, v4
    cmp-long v6, v6, v0
    if-eqz v6, :done
    aput-wide v0, v5, v4
    const/16 v5, 0x20
    ushr-long v6, v0, v5
    long-to-int v6, v6
    long-to-int v7, v0
    const/4 v5, 0x3
    invoke-static {v5, v4, v6, v7}, Ladaptrace/rt/ContextsGraph;->change(IIII)V
    sget v6, Ladaptrace/rt/ContextsGraph;->changes:I
    sget-object v5, Ladaptrace/rt/ContextsGraph;->countVersion:[I
    aput v6, v5, v4

    # The update is complete: publish the version, fill the frame and the thread's entry.
    :done
    sget v4, Ladaptrace/rt/ContextsGraph;->changes:I
    sput v4, Ladaptrace/rt/ContextsGraph;->version:I
    invoke-static {p1, v8, v9, p2, p3}, Ladaptrace/rt/ContextsGraph;->slot([JIIII)I
    move-result v5
    invoke-static {v8, p2}, Ladaptrace/rt/ContextsGraph;->key(II)J
    move-result-wide v6
    aput-wide v6, p1, v5
    add-int/lit8 v5, v5, 0x1
    invoke-static {p3, v9}, Ladaptrace/rt/ContextsGraph;->key(II)J
    move-result-wide v6
    aput-wide v6, p1, v5
    add-int/lit8 v5, v5, 0x1
    add-int/lit8 v4, v4, 0x1
    invoke-static {v4, v11}, Ladaptrace/rt/ContextsGraph;->key(II)J
    move-result-wide v6
    aput-wide v6, p1, v5
    add-int/lit8 v5, v5, 0x1
    aput-wide v2, p1, v5
    add-int/lit8 v5, v5, 0x1
    add-int/lit8 v4, p3, 0x1
    invoke-static {v4}, Ladaptrace/rt/ContextsGraph;->countOf(I)J
    move-result-wide v6
    aput-wide v6, p1, v5
    add-int/lit8 v4, p3, 0x1
    int-to-long v6, v4
    const/4 v4, 0x0
    aput-wide v6, p0, v4
    int-to-long v6, v11
    const/4 v4, 0x2
    aput-wide v6, p0, v4
    const/4 v4, 0x0
    return v4

    # The callee starts afresh at its cut node, id 0, version 0 (a root's walk reads no version).
    :overflow
    sget v4, Ladaptrace/rt/ContextsGraph;->methods:I
    add-int/2addr v4, p3
    add-int/lit8 v4, v4, 0x1
    int-to-long v6, v4
    const/4 v4, 0x0
    aput-wide v6, p0, v4
    const-wide/16 v6, 0x0
    const/4 v4, 0x1
    aput-wide v6, p0, v4
    const/4 v4, 0x2
    aput-wide v6, p0, v4
    const/4 v4, 0x1
    return v4
.end method

# numCC of `node`: 1 for the root and cut nodes.
.method static countOf(I)J
    .locals 3

    if-lez p0, :one
    sget v0, Ladaptrace/rt/ContextsGraph;->methods:I
    if-gt p0, v0, :one
    sget-object v0, Ladaptrace/rt/ContextsGraph;->count:[J
    aget-wide v1, v0, p0
    return-wide v1

    :one
    const-wide/16 v1, 0x1
    return-wide v1
.end method

# Appends the edge (caller node, site, callee) after the callee's other incoming edges.
.method static addEdge(III)V
    .locals 5

    sget v0, Ladaptrace/rt/ContextsGraph;->edges:I
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeCaller:[I
    array-length v2, v1
    if-lt v0, v2, :room
    mul-int/lit8 v2, v2, 0x2
    invoke-static {v1, v2}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v1
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeCaller:[I
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeSite:[I
    invoke-static {v1, v2}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v1
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeSite:[I
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeNext:[I
    invoke-static {v1, v2}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v1
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeNext:[I
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeVersion:[I
    invoke-static {v1, v2}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v1
    sput-object v1, Ladaptrace/rt/ContextsGraph;->edgeVersion:[I

    :room
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeCaller:[I
    aput p0, v1, v0
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeSite:[I
    aput p1, v1, v0
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeNext:[I
    const/4 v2, -0x1
    aput v2, v1, v0
    sget-object v3, Ladaptrace/rt/ContextsGraph;->tail:[I
    aget v4, v3, p2
    if-gez v4, :linked
    sget-object v2, Ladaptrace/rt/ContextsGraph;->head:[I
    aput v0, v2, p2
    goto :last

    :linked
    aput v0, v1, v4

    :last
    aput v0, v3, p2
    add-int/lit8 v2, v0, 0x1
    sput v2, Ladaptrace/rt/ContextsGraph;->edges:I
    const/4 v2, 0x2
    invoke-static {v2, p0, p1, p2}, Ladaptrace/rt/ContextsGraph;->change(IIII)V
    sget v2, Ladaptrace/rt/ContextsGraph;->changes:I
    sget-object v1, Ladaptrace/rt/ContextsGraph;->edgeVersion:[I
    aput v2, v1, v0
    return-void
.end method

# frameVersion <- max(frameVersion, version), under LOCK.
.method static need(I)V
    .locals 1

    sget v0, Ladaptrace/rt/ContextsGraph;->frameVersion:I
    if-le p0, v0, :done
    sput p0, Ladaptrace/rt/ContextsGraph;->frameVersion:I

    :done
    return-void
.end method

# Logs a change (kind and three ints): the graph's next version.
.method static change(IIII)V
    .locals 4

    sget-object v0, Ladaptrace/rt/ContextsGraph;->log:[I
    sget v1, Ladaptrace/rt/ContextsGraph;->changes:I
    mul-int/lit8 v2, v1, 0x4
    array-length v3, v0
    if-lt v2, v3, :room
    mul-int/lit8 v3, v3, 0x2
    invoke-static {v0, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v0
    sput-object v0, Ladaptrace/rt/ContextsGraph;->log:[I

    :room
    aput p0, v0, v2
    add-int/lit8 v2, v2, 0x1
    aput p1, v0, v2
    add-int/lit8 v2, v2, 0x1
    aput p2, v0, v2
    add-int/lit8 v2, v2, 0x1
    aput p3, v0, v2
    add-int/lit8 v1, v1, 0x1
    sput v1, Ladaptrace/rt/ContextsGraph;->changes:I
    return-void
.end method

# `a << 32 | b` (b unsigned).
.method static key(II)J
    .locals 6

    int-to-long v0, p0
    const/16 v2, 0x20
    shl-long/2addr v0, v2
    int-to-long v2, p1
    const-wide v4, 0xffffffffL
    and-long/2addr v2, v4
    or-long/2addr v0, v2
    return-wide v0
.end method

# The first long of the cache entry of (caller node, caller version, site, callee).
.method static slot([JIIII)I
    .locals 3

    const v0, -0x61c8864f
    mul-int/2addr v0, p1
    add-int/2addr v0, p3
    const v1, -0x7a143595
    mul-int/2addr v0, v1
    add-int/2addr v0, p4
    const v1, -0x3d4d51cb
    mul-int/2addr v0, v1
    add-int/2addr v0, p2
    ushr-int/lit8 v1, v0, 0xf
    xor-int/2addr v0, v1
    array-length v1, p0
    div-int/lit8 v1, v1, 0x5
    add-int/lit8 v1, v1, -0x1
    and-int/2addr v0, v1
    mul-int/lit8 v0, v0, 0x5
    return v0
.end method

# Queues, as thread `thread`'s, a GRAPH chunk of the changes made since the last one. A thread calls it before queueing records
# that may name those versions, so the file holds every change a record names before the
# record. `locked`: the runtime's lock is held (the shutdown snapshot), and PUBLISH is not
# taken, since a thread in publish may wait for the runtime's lock.
.method static publish(IZ)V
    .locals 2

    if-nez p1, :locked
    sget-object v0, Ladaptrace/rt/ContextsGraph;->PUBLISH:Ljava/lang/Object;
    monitor-enter v0
    :try_start
    invoke-static {p0, p1}, Ladaptrace/rt/ContextsGraph;->queueChanges(IZ)V
    monitor-exit v0
    :try_end
    .catchall {:try_start .. :try_end} :failed
    return-void

    :failed
    move-exception v1
    monitor-exit v0
    throw v1

    :locked
    invoke-static {p0, p1}, Ladaptrace/rt/ContextsGraph;->queueChanges(IZ)V
    return-void
.end method

# publish's work. The log is read after the volatile version: it holds every change up to it.
# A GRAPH chunk's payload: the first change's index, the change count, then per change its
# kind byte and LEB128 fields: 1 node, distance back from the change to the version; 2 caller,
# site + 1, callee; 3 node, the count's high and low halves.
.method static queueChanges(IZ)V
    .locals 12

    sget v0, Ladaptrace/rt/ContextsGraph;->version:I
    sget v1, Ladaptrace/rt/ContextsGraph;->published:I
    if-le v0, v1, :none
    sget-object v2, Ladaptrace/rt/ContextsGraph;->log:[I
    sub-int v3, v0, v1
    mul-int/lit8 v4, v3, 0x10
    new-array v5, v4, [B
    const/4 v6, 0x0
    move v7, v1

    # v7 the change, v8 its place in the log, v9 its kind, v6 where its bytes go
    :next
    if-ge v7, v0, :written
    mul-int/lit8 v8, v7, 0x4
    aget v9, v2, v8
    int-to-byte v10, v9
    aput-byte v10, v5, v6
    add-int/lit8 v6, v6, 0x1
    add-int/lit8 v8, v8, 0x1
    aget v10, v2, v8
    invoke-static {v5, v6, v10}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v6
    add-int/lit8 v8, v8, 0x1
    aget v10, v2, v8
    const/4 v11, 0x1
    if-ne v9, v11, :edge_or_count
    sub-int v10, v7, v10
    invoke-static {v5, v6, v10}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v6
    goto :step

    :edge_or_count
    const/4 v11, 0x2
    if-ne v9, v11, :count
    add-int/lit8 v10, v10, 0x1

    :count
    invoke-static {v5, v6, v10}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v6
    add-int/lit8 v8, v8, 0x1
    aget v10, v2, v8
    invoke-static {v5, v6, v10}, Ladaptrace/rt/ContextsGraph;->put([BII)I
    move-result v6

    :step
    add-int/lit8 v7, v7, 0x1
    goto :next

    :written
    new-instance v2, Ladaptrace/rt/Chunk;
    const/16 v4, 0x71
    invoke-direct {v2, v4, p0}, Ladaptrace/rt/Chunk;-><init>(II)V
    iput-object v5, v2, Ladaptrace/rt/Chunk;->bytes:[B
    iput v6, v2, Ladaptrace/rt/Chunk;->count:I
    iput v1, v2, Ladaptrace/rt/Chunk;->tokens:I
    iput v3, v2, Ladaptrace/rt/Chunk;->steps:I
    sput v0, Ladaptrace/rt/ContextsGraph;->published:I
    if-nez p1, :runtime_locked
    invoke-static {v2}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V
    return-void

    :runtime_locked
    invoke-static {v2}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V

    :none
    return-void
.end method

# Unsigned LEB128 of `value`'s 32 bits into bytes at `at`; returns the position after it.
.method static put([BII)I
    .locals 1

    :next
    and-int/lit8 v0, p2, 0x7f
    ushr-int/lit8 p2, p2, 0x7
    if-eqz p2, :last
    or-int/lit16 v0, v0, 0x80
    int-to-byte v0, v0
    aput-byte v0, p0, p1
    add-int/lit8 p1, p1, 0x1
    goto :next

    :last
    int-to-byte v0, v0
    aput-byte v0, p0, p1
    add-int/lit8 p1, p1, 0x1
    return p1
.end method
