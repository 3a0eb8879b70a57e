.class public final Ladaptrace/rt/Paths;
.super Ljava/lang/Object;
.source "Paths.smali"

# Probes of the `paths` scheme (FORMATS.md, "The paths runtime"). Each thread's tokens make one
# stream, coded with the adaptive coder of Config.CODER:
#
# - a token starts with its kind (0: a DECISION, 1: an EVENT), a bit in the kind context of
#   the token's hash: the follow id of the token before and the site the innermost frame was
#   entered from (PathsLayout::token_hash);
# - DECISION: the successor taken, in the decision node's context;
# - EVENT: its type (0 ENTER, 1 CATCH, 2 UNWIND, 3 END, 4 MISS, 5 NOENTER), the steps since the
#   last token (0..15, or 16 and 32 bits), then for ENTER whether the callee is the one
#   predicted under its key (the current site and the callee entered there last) (1) or not
#   (0, then the method id), for CATCH the throw block and the handler index, for UNWIND the
#   throw block. The type, the delta, the throw block and the handler are coded in the bucket
#   of the token's hash.
# - a binary decision the model pinned (Model.pinned) codes nothing when taken its pinned
#   way: it is a step. The other way is a MISS event.
# - the entry of a callee due (a sure callee, or the one the thread guessed at a step) codes
#   nothing either: it is a step. A due callee that is not entered is a NOENTER event.
#
# The contexts are numbered as android_runtime::layout::PathsLayout numbers them; the statics below
# are the first context of each group. The probes only append each token's record (its kind,
# context hash and what it carries; FORMATS.md, "Records") to the thread's buffer; the writer
# thread codes the records (encode), so the coding runs off the app's threads. The probe path
# takes no lock, allocates nothing (but the site stack when it grows) and makes only static
# calls. A thread's records go to the writer when its buffer is full, when its depth returns to
# 0, on Trace.flush, a crash or exit.


# First follow id of each kind of token before (follow ids are not contexts: a token's hash
# picks its contexts).
.field static FOLLOW_EDGE:I
.field static FOLLOW_ENTER:I
.field static FOLLOW_START:I
# After an UNWIND: FOLLOW_SITE + the site the innermost frame is in; after a CATCH:
# FOLLOW_CAUGHT + the site.
.field static FOLLOW_SITE:I
.field static FOLLOW_CAUGHT:I
.field static ETYPE:I
.field static DELTA:I
# First context of each group, and the group sizes the probes need.
.field static KIND:I
# Kind contexts - 1, a mask (PathsLayout::kind_contexts is a power of two).
.field static KIND_MASK:I
# Index of the first kind context's probability in RangeEncoder.probs (kind contexts are binary).
.field static KIND_PROB:I
# Event buckets - 1, a mask (PathsLayout::event_buckets is a power of two).
.field static BUCKET_MASK:I
# Callee keys (PathsLayout::callee_keys, a power of two).
.field static KEYS:I
.field static DELTA_BITS:I
.field static SITE:I
.field static METHOD_BITS:I
.field static BLOCK_BITS:I
.field static HANDLER_BITS:I

# The prediction slot of an ENTER with no app frame below: one past the last step.
.field static TOP:I

# Guess slots per thread - 1, a mask (PathsLayout::guess_slots is a power of two).
.field static GUESS_MASK:I

# Bits of a method id: enough for every id below PathsConfig.METHODS.
.field static METHOD_WIDTH:I

# Every context's alphabet, by context.
.field static ALPHABETS:[I

# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


.method static constructor <clinit>()V
    .locals 8

    # Follow ids: edges, entries, the start, the sites; v5 F, the count of them
    const/4 v0, 0x0
    sput v0, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    sget v3, Ladaptrace/rt/PathsConfig;->EDGES:I
    sput v3, Ladaptrace/rt/Paths;->FOLLOW_ENTER:I
    sget v4, Ladaptrace/rt/PathsConfig;->METHODS:I
    add-int v5, v3, v4
    sput v5, Ladaptrace/rt/Paths;->FOLLOW_START:I
    add-int/lit8 v5, v5, 0x1
    sput v5, Ladaptrace/rt/Paths;->FOLLOW_SITE:I
    sget v6, Ladaptrace/rt/PathsConfig;->STEPS:I
    add-int/2addr v5, v6
    add-int/lit8 v5, v5, 0x1
    sput v5, Ladaptrace/rt/Paths;->FOLLOW_CAUGHT:I
    add-int/2addr v5, v6
    add-int/lit8 v5, v5, 0x1

    # v0 decision contexts, then the running context number
    sget v0, Ladaptrace/rt/PathsConfig;->BINARY:I
    sget-object v1, Ladaptrace/rt/PathsConfig;->NARY:[I
    array-length v2, v1
    add-int/2addr v0, v2
    sput v0, Ladaptrace/rt/Paths;->KIND:I

    # Q: the least power of two >= 4 F, at most 65536
    shl-int/lit8 v6, v5, 0x2
    const/high16 v3, 0x10000
    invoke-static {v6, v3}, Ladaptrace/rt/Paths;->powerOfTwo(II)I
    move-result v6
    add-int/2addr v0, v6
    sput v0, Ladaptrace/rt/Paths;->ETYPE:I
    add-int/lit8 v6, v6, -0x1
    sput v6, Ladaptrace/rt/Paths;->KIND_MASK:I

    # D: the least power of two >= 4 F, at most 1024
    shl-int/lit8 v5, v5, 0x2
    const/16 v6, 0x400
    invoke-static {v5, v6}, Ladaptrace/rt/Paths;->powerOfTwo(II)I
    move-result v5
    add-int/lit8 v6, v5, -0x1
    sput v6, Ladaptrace/rt/Paths;->BUCKET_MASK:I

    # K: the least power of two >= 8 (S + 1), at most 65536
    sget v6, Ladaptrace/rt/PathsConfig;->STEPS:I
    sput v6, Ladaptrace/rt/Paths;->TOP:I
    add-int/lit8 v6, v6, 0x1
    shl-int/lit8 v6, v6, 0x3
    const/high16 v3, 0x10000
    invoke-static {v6, v3}, Ladaptrace/rt/Paths;->powerOfTwo(II)I
    move-result v6
    sput v6, Ladaptrace/rt/Paths;->KEYS:I

    # G: the least power of two >= S + 1, at most 16384
    sget v3, Ladaptrace/rt/PathsConfig;->STEPS:I
    add-int/lit8 v3, v3, 0x1
    const/16 v7, 0x4000
    invoke-static {v3, v7}, Ladaptrace/rt/Paths;->powerOfTwo(II)I
    move-result v3
    add-int/lit8 v3, v3, -0x1
    sput v3, Ladaptrace/rt/Paths;->GUESS_MASK:I

    add-int v3, v0, v5
    sput v3, Ladaptrace/rt/Paths;->DELTA:I
    mul-int/lit8 v3, v5, 0x7
    add-int/2addr v3, v0
    sput v3, Ladaptrace/rt/Paths;->DELTA_BITS:I
    add-int/lit8 v3, v3, 0x20
    sput v3, Ladaptrace/rt/Paths;->SITE:I
    add-int/2addr v3, v6
    sput v3, Ladaptrace/rt/Paths;->METHOD_BITS:I
    add-int/lit8 v3, v3, 0x20
    sput v3, Ladaptrace/rt/Paths;->BLOCK_BITS:I
    mul-int/lit8 v6, v5, 0x20
    add-int/2addr v3, v6
    sput v3, Ladaptrace/rt/Paths;->HANDLER_BITS:I
    mul-int/lit8 v6, v5, 0x10
    add-int/2addr v3, v6

    invoke-static {v4}, Ladaptrace/rt/Paths;->width(I)I
    move-result v4
    sput v4, Ladaptrace/rt/Paths;->METHOD_WIDTH:I

    # Alphabets: 2 but for the n-ary decisions, the event types, the deltas and the callees.
    new-array v3, v3, [I
    const/4 v4, 0x2
    invoke-static {v3, v4}, Ljava/util/Arrays;->fill([II)V
    sget v4, Ladaptrace/rt/PathsConfig;->BINARY:I
    const/4 v6, 0x0
    invoke-static {v1, v6, v3, v4, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    add-int v1, v0, v5
    const/4 v4, 0x6
    invoke-static {v3, v0, v1, v4}, Ljava/util/Arrays;->fill([IIII)V
    mul-int/lit8 v5, v5, 0x6
    add-int/2addr v5, v1
    const/16 v4, 0x11
    invoke-static {v3, v1, v5, v4}, Ljava/util/Arrays;->fill([IIII)V
    sget v1, Ladaptrace/rt/Paths;->SITE:I
    sget v5, Ladaptrace/rt/Paths;->KEYS:I
    add-int/2addr v5, v1
    const/4 v4, 0x3
    invoke-static {v3, v1, v5, v4}, Ljava/util/Arrays;->fill([IIII)V
    sput-object v3, Ladaptrace/rt/Paths;->ALPHABETS:[I

    # KIND_PROB: one probability per binary decision context, n - 1 per n-ary one
    sget v0, Ladaptrace/rt/PathsConfig;->BINARY:I
    sget-object v1, Ladaptrace/rt/PathsConfig;->NARY:[I
    array-length v2, v1
    const/4 v3, 0x0
    :kind_prob
    if-ge v3, v2, :kind_prob_done
    aget v4, v1, v3
    add-int/2addr v0, v4
    add-int/lit8 v0, v0, -0x1
    add-int/lit8 v3, v3, 0x1
    goto :kind_prob
    :kind_prob_done
    sput v0, Ladaptrace/rt/Paths;->KIND_PROB:I
    return-void
.end method

# The least power of two >= n, at most max (a power of two): PathsLayout's bucket and key counts.
.method static powerOfTwo(II)I
    .locals 1

    if-lt p0, p1, :below
    return p1

    :below
    const/4 v0, 0x1
    if-gt p0, v0, :round
    return v0

    :round
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Ljava/lang/Integer;->highestOneBit(I)I
    move-result v0
    shl-int/lit8 v0, v0, 0x1
    return v0
.end method


# ---- probes ----

# First thing in an instrumented method: returns the thread's state. The method the last
# `call` surely enters or the last `guess` guessed (PathsState.expect) only counts a step and
# pushes its frame, while the steps since the last token stay below 2^30 as for a pinned
# decision; any other entry codes ENTER.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 4

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss

    :code
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v3, v2, Ladaptrace/rt/PathsState;->expect:I
    if-ne v3, p0, :coded
    iget v3, v2, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v3, v3, 0x1
    const/high16 v0, 0x40000000
    if-ge v3, v0, :coded
    iput v3, v2, Ladaptrace/rt/PathsState;->steps:I
    const/4 v3, -0x1
    iput v3, v2, Ladaptrace/rt/PathsState;->expect:I
    const/4 v3, 0x0
    iput-boolean v3, v2, Ladaptrace/rt/PathsState;->guessing:Z
    invoke-static {v2}, Ladaptrace/rt/Paths;->push(Ladaptrace/rt/PathsState;)V
    return-object v1

    :coded
    invoke-static {v2, p0}, Ladaptrace/rt/Paths;->entered(Ladaptrace/rt/PathsState;I)V
    return-object v1

    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    goto :code
.end method

# Before a step instruction with no callee to make due: one that may initialize an app class,
# an invoke that cannot enter app code directly, or (after it) the invoke of an inferred callee.
# A callee still due was not entered: NOENTER first (noEntry), as in every probe but enter,
# caught and unwind.
.method public static step(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    iput p1, v0, Ladaptrace/rt/PathsState;->site:I
    return-void
.end method

# Before an invoke that surely enters method callee (StepMeta::callee): a step, and the
# callee's ENTER is due.
.method public static call(Ladaptrace/rt/ThreadState;II)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    iput p1, v0, Ladaptrace/rt/PathsState;->site:I
    iput p2, v0, Ladaptrace/rt/PathsState;->expect:I
    return-void
.end method

# Before an invoke with no sure callee that may enter app code (StepMeta::guess): a step, and
# the callee first entered after a step of this one's guess slot last time is due; the next
# ENTER before any other token teaches the slot its callee (entered).
.method public static guess(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    iput p1, v0, Ladaptrace/rt/PathsState;->site:I
    iget-object v1, v0, Ladaptrace/rt/PathsState;->guesses:[I
    sget v2, Ladaptrace/rt/Paths;->GUESS_MASK:I
    and-int/2addr v2, p1
    aget v1, v1, v2
    iput v1, v0, Ladaptrace/rt/PathsState;->expect:I
    const/4 v1, 0x1
    iput-boolean v1, v0, Ladaptrace/rt/PathsState;->guessing:Z
    return-void
.end method

# The callee a `call` or `guess` made due was not entered (the invoke ran framework code only):
# a NOENTER record; after a `guess`, its slot forgets the callee.
.method static noEntry(Ladaptrace/rt/PathsState;)V
    .locals 3

    const/4 v0, 0x7
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    iget v1, p0, Ladaptrace/rt/PathsState;->site:I
    iget-boolean v0, p0, Ladaptrace/rt/PathsState;->guessing:Z
    if-eqz v0, :settle
    iget-object v0, p0, Ladaptrace/rt/PathsState;->guesses:[I
    sget v2, Ladaptrace/rt/Paths;->GUESS_MASK:I
    and-int/2addr v2, v1
    const/4 v1, -0x1
    aput v1, v0, v2
    iget v1, p0, Ladaptrace/rt/PathsState;->site:I

    :settle
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_SITE:I
    add-int/2addr v0, v1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    invoke-static {p0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# Before every return: the return is a step; the caller is in its step again. At depth 0 the
# thread is back in framework code and hands its stream off.
.method public static exit(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->pop(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# On an edge out of a binary decision node: its context is edge >> 1, the symbol edge & 1. A
# decision the model pinned on this edge (Model.pinned holds symbol + 1) is one more step while
# steps + 1 < 2^30 (PathsLayout::pinned_step): that is all this probe does, so that the JIT inlines
# it into hot loops; everything else is edgeCoded's.
.method public static edge(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    sget-object v1, Ladaptrace/rt/Model;->pinned:[B
    shr-int/lit8 v2, p1, 0x1
    aget-byte v1, v1, v2
    and-int/lit8 v2, p1, 0x1
    add-int/lit8 v2, v2, 0x1
    if-ne v1, v2, :coded
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    const/high16 v2, 0x40000000
    if-ge v1, v2, :coded
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    return-void

    :coded
    invoke-static {v0, p1}, Ladaptrace/rt/Paths;->edgeCoded(Ladaptrace/rt/PathsState;I)V
    return-void
.end method

# An edge the model did not pin (or at the step limit): a DECISION record; an edge away from a
# pinned one: a MISS.
.method static edgeCoded(Ladaptrace/rt/PathsState;I)V
    .locals 3

    sget-object v0, Ladaptrace/rt/Model;->pinned:[B
    shr-int/lit8 v1, p1, 0x1
    aget-byte v0, v0, v1
    if-eqz v0, :decision
    and-int/lit8 v1, p1, 0x1
    add-int/lit8 v1, v1, 0x1
    if-eq v0, v1, :decision
    const/4 v0, 0x6
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    goto :settle

    :decision
    iget-object v0, p0, Ladaptrace/rt/PathsState;->raw:[I
    iget v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    shl-int/lit8 v2, p1, 0x3
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->context:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathsState;->rpos:I

    :settle
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    add-int/2addr v0, p1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    invoke-static {p0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# On an edge out of an n-ary decision node: (decision context, successor index, edge id): a
# DECISION record.
.method public static sw(Ladaptrace/rt/ThreadState;III)V
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->expect:I
    if-ltz v1, :counted
    invoke-static {v0}, Ladaptrace/rt/Paths;->noEntry(Ladaptrace/rt/PathsState;)V

    :counted
    iget-object v1, v0, Ladaptrace/rt/PathsState;->raw:[I
    iget v2, v0, Ladaptrace/rt/PathsState;->rpos:I
    shl-int/lit8 v3, p2, 0x3
    or-int/lit8 v3, v3, 0x1
    aput v3, v1, v2
    add-int/lit8 v2, v2, 0x1
    iget v3, v0, Ladaptrace/rt/PathsState;->context:I
    aput v3, v1, v2
    add-int/lit8 v2, v2, 0x1
    aput p1, v1, v2
    add-int/lit8 v2, v2, 0x1
    iput v2, v0, Ladaptrace/rt/PathsState;->rpos:I
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    add-int/2addr v1, p3
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# At a handler's entry, after move-exception: (throw block, handler index, handlers, blocks): a
# CATCH record. Frames above this one were unwound by their own wrappers, so the depth is this
# frame's.
.method public static caught(Ladaptrace/rt/ThreadState;IIII)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    const/4 v1, 0x3
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p4}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p2}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p3}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_CAUGHT:I
    iget p1, v0, Ladaptrace/rt/PathsState;->site:I
    add-int/2addr v1, p1
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# In a method's catch-all wrapper, before the exception is thrown on: (throw block, blocks): an
# UNWIND record.
.method public static unwind(Ladaptrace/rt/ThreadState;II)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    const/4 v1, 0x4
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p1}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0, p2}, Ladaptrace/rt/Paths;->put(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->pop(Ladaptrace/rt/PathsState;)V
    # The next token follows the site the caller is in.
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_SITE:I
    iget p1, v0, Ladaptrace/rt/PathsState;->site:I
    add-int/2addr v1, p1
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    return-void
.end method


# ---- tokens ----

# ENTER into method m: the record (with the site it is entered from, whose prediction the writer
# codes), and a new frame whose ENTER pushed that site.
.method static entered(Ladaptrace/rt/PathsState;I)V
    .locals 3

    iget-boolean v0, p0, Ladaptrace/rt/PathsState;->guessing:Z
    if-eqz v0, :record
    iget-object v0, p0, Ladaptrace/rt/PathsState;->guesses:[I
    sget v1, Ladaptrace/rt/Paths;->GUESS_MASK:I
    iget v2, p0, Ladaptrace/rt/PathsState;->site:I
    and-int/2addr v1, v2
    aput p1, v0, v1

    :record
    iget-object v0, p0, Ladaptrace/rt/PathsState;->raw:[I
    iget v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    shl-int/lit8 v2, p1, 0x3
    or-int/lit8 v2, v2, 0x2
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->context:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->steps:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->site:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    invoke-static {p0}, Ladaptrace/rt/Paths;->push(Ladaptrace/rt/PathsState;)V
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_ENTER:I
    add-int/2addr v0, p1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    invoke-static {p0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# A new frame, entered from the current site: the site goes on the site stack.
.method static push(Ladaptrace/rt/PathsState;)V
    .locals 4

    iget v0, p0, Ladaptrace/rt/PathsState;->site:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->sites:[I
    iget v2, p0, Ladaptrace/rt/PathsState;->depth:I
    array-length v3, v1
    if-lt v2, v3, :store
    invoke-static {p0}, Ladaptrace/rt/Paths;->grow(Ladaptrace/rt/PathsState;)[I
    move-result-object v1

    :store
    aput v0, v1, v2
    add-int/lit8 v2, v2, 0x1
    iput v2, p0, Ladaptrace/rt/PathsState;->depth:I
    return-void
.end method

# The callee key of a site and the callee entered there last (-1 for none), as
# android_runtime::layout::callee_key.
.method static key(II)I
    .locals 1

    invoke-static {p0, p1}, Ladaptrace/rt/Paths;->mix(II)I
    move-result v0
    sget p0, Ladaptrace/rt/Paths;->KEYS:I
    add-int/lit8 p0, p0, -0x1
    and-int/2addr v0, p0
    return v0
.end method

# Two numbers (b: -1 for none) mixed into one hash, as android_runtime::layout::mix.
.method static mix(II)I
    .locals 2

    const v0, -0x61c8864f
    mul-int/2addr v0, p0
    add-int/lit8 v1, p1, 0x1
    const p1, -0x7a143595
    mul-int/2addr v1, p1
    add-int/2addr v0, v1
    ushr-int/lit8 v1, v0, 0x10
    xor-int/2addr v0, v1
    return v0
.end method

# The end of a token whose follow id is `follow`: the next token's context hash
# (PathsLayout::token_hash) from it and the sites the two innermost frames were entered from, as
# they are now (TOP for a missing one).
.method static settle(Ladaptrace/rt/PathsState;I)V
    .locals 4

    iget v0, p0, Ladaptrace/rt/PathsState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->sites:[I
    sget v2, Ladaptrace/rt/Paths;->TOP:I
    move v3, v2
    if-lez v0, :mix
    add-int/lit8 v0, v0, -0x1
    aget v2, v1, v0
    if-lez v0, :mix
    add-int/lit8 v0, v0, -0x1
    aget v3, v1, v0

    :mix
    invoke-static {p1, v2}, Ladaptrace/rt/Paths;->mix(II)I
    move-result v0
    invoke-static {v0, v3}, Ladaptrace/rt/Paths;->mix(II)I
    move-result v0
    iput v0, p0, Ladaptrace/rt/PathsState;->context:I
    return-void
.end method

# The start of an event record of the given kind: kind, context hash, steps since the last token.
.method static event(Ladaptrace/rt/PathsState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/PathsState;->raw:[I
    iget v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    aput p1, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->context:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iget v2, p0, Ladaptrace/rt/PathsState;->steps:I
    aput v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    return-void
.end method

# One more word of the current record.
.method static put(Ladaptrace/rt/PathsState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/PathsState;->raw:[I
    iget v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    aput p1, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/PathsState;->rpos:I
    return-void
.end method

# The site stack, twice as long.
.method static grow(Ladaptrace/rt/PathsState;)[I
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/PathsState;->sites:[I
    array-length v1, v0
    mul-int/lit8 v2, v1, 0x2
    new-array v2, v2, [I
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ladaptrace/rt/PathsState;->sites:[I
    return-object v2
.end method

# A frame is left (return or unwind): the caller is in the step it entered from again; at
# depth 0 the stream is handed off.
.method static pop(Ladaptrace/rt/PathsState;)V
    .locals 2

    iget v0, p0, Ladaptrace/rt/PathsState;->depth:I
    add-int/lit8 v0, v0, -0x1
    if-gtz v0, :inner
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathsState;->depth:I
    sget v0, Ladaptrace/rt/Paths;->TOP:I
    iput v0, p0, Ladaptrace/rt/PathsState;->site:I
    const/4 v0, 0x1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V
    return-void

    :inner
    iput v0, p0, Ladaptrace/rt/PathsState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->sites:[I
    aget v1, v1, v0
    iput v1, p0, Ladaptrace/rt/PathsState;->site:I

    # Still in app code: end the stream and hand it off once per flush interval (Trace.tick).
    sget v0, Ladaptrace/rt/Trace;->tick:I
    iget v1, p0, Ladaptrace/rt/PathsState;->tick:I
    if-eq v0, v1, :done
    iput v0, p0, Ladaptrace/rt/PathsState;->tick:I
    const/4 v0, 0x1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V

    :done
    return-void
.end method

# Writer side: a token's kind in the kind context of its hash; with the range coder straight to
# RangeEncoder.bit (kind contexts are binary, their probabilities start at KIND_PROB).
.method static kindBit(Ladaptrace/rt/PathsCoder;II)V
    .locals 3

    sget v0, Ladaptrace/rt/Paths;->KIND_MASK:I
    and-int/2addr v0, p1
    iget-object v1, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v1, :arith
    sget v2, Ladaptrace/rt/Paths;->KIND_PROB:I
    add-int/2addr v0, v2
    invoke-static {v1, v0, p2}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith
    sget v2, Ladaptrace/rt/Paths;->KIND:I
    add-int/2addr v0, v2
    invoke-static {p0, v0, p2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    return-void
.end method

# Writer side, the start of an EVENT token: kind 1 in the kind context of hash ctx, the event
# type, the steps; returns the event's bucket (the hash's).
.method static codeEvent(Ladaptrace/rt/PathsCoder;III)I
    .locals 4

    const/4 v1, 0x1
    invoke-static {p0, p1, v1}, Ladaptrace/rt/Paths;->kindBit(Ladaptrace/rt/PathsCoder;II)V
    sget v1, Ladaptrace/rt/Paths;->BUCKET_MASK:I
    and-int v3, p1, v1
    sget v0, Ladaptrace/rt/Paths;->ETYPE:I
    add-int/2addr v0, v3
    invoke-static {p0, v0, p2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    sget v0, Ladaptrace/rt/Paths;->DELTA:I
    mul-int/lit8 v1, v3, 0x6
    add-int/2addr v0, v1
    add-int/2addr v0, p2
    const/16 v2, 0x10
    # Counts from 2^31 up (unsigned) escape as well.
    if-ltz p3, :escape
    if-ge p3, v2, :escape
    invoke-static {p0, v0, p3}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    return v3

    :escape
    invoke-static {p0, v0, v2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    sget v0, Ladaptrace/rt/Paths;->DELTA_BITS:I
    const/16 v2, 0x20
    invoke-static {p0, v0, v2, p3}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsCoder;III)V
    return v3
.end method

# The end of a token: count it, restart the step count, no ENTER is due any more; a buffer
# without room for the longest record (7 words) and one more goes to the writer.
.method static coded(Ladaptrace/rt/PathsState;)V
    .locals 2

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathsState;->steps:I
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/PathsState;->expect:I
    const/4 v0, 0x0
    iput-boolean v0, p0, Ladaptrace/rt/PathsState;->guessing:Z
    iget v0, p0, Ladaptrace/rt/PathsState;->rpos:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->raw:[I
    array-length v1, v1
    add-int/lit8 v1, v1, -0x8
    if-gt v0, v1, :full

    # Once per flush interval (Trace.tick) the stream ends and goes to the writer.
    sget v0, Ladaptrace/rt/Trace;->tick:I
    iget v1, p0, Ladaptrace/rt/PathsState;->tick:I
    if-eq v0, v1, :done
    iput v0, p0, Ladaptrace/rt/PathsState;->tick:I
    const/4 v0, 0x1
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V
    return-void

    :full
    const/4 v0, 0x0
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V

    :done
    return-void
.end method

# Codes value's low `width` bits, most significant first, bit i in context base + i.
.method static bits(Ladaptrace/rt/PathsCoder;III)V
    .locals 3

    const/4 v0, 0x0

    :next
    if-ge v0, p2, :done
    sub-int v1, p2, v0
    add-int/lit8 v1, v1, -0x1
    ushr-int v1, p3, v1
    and-int/lit8 v1, v1, 0x1
    add-int v2, p1, v0
    invoke-static {p0, v2, v1}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    add-int/lit8 v0, v0, 0x1
    goto :next

    :done
    return-void
.end method

# Bits needed to write any of 0 .. n - 1 (0 when n <= 1), as android_runtime::layout::width.
.method static width(I)I
    .locals 1

    const/4 v0, 0x1
    if-gt p0, v0, :wide
    const/4 v0, 0x0
    return v0

    :wide
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v0
    rsub-int/lit8 v0, v0, 0x20
    return v0
.end method

# Codes symbol sym in context ctx with the thread's coder; a binary context of the range
# coder takes its short path.
.method static code(Ladaptrace/rt/PathsCoder;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    iget-object v1, v0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    aget v1, v1, p1
    const/4 v2, 0x2
    if-ne v1, v2, :tree
    iget-object v1, v0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    aget v1, v1, p1
    invoke-static {v0, v1, p2}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :tree
    invoke-static {v0, p1, p2}, Ladaptrace/rt/RangeEncoder;->encode(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith
    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0, p1, p2}, Ladaptrace/rt/ArithEncoder;->encode(Ladaptrace/rt/ArithEncoder;II)V
    return-void
.end method


# ---- hand-off ----

# Queues the thread's records as a PATHS chunk for the writer to code (with the steps since the
# last token); `ends` when the stream is to be written now, not only when the writer's coded
# bytes pass 32 KiB. A full buffer goes itself and the thread takes the one the writer gave back
# (or a new one); otherwise the records are copied and the buffer stays.
.method static handoff(Ladaptrace/rt/PathsState;Z)V
    .locals 5

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    iget v1, p0, Ladaptrace/rt/PathsState;->steps:I
    if-nez v0, :hand
    iget-boolean v2, p0, Ladaptrace/rt/PathsState;->open:Z
    if-nez v2, :hand
    iget v2, p0, Ladaptrace/rt/PathsState;->handed:I
    if-eq v1, v2, :done

    :hand
    const/4 v2, 0x0
    iput v2, p0, Ladaptrace/rt/PathsState;->tokens:I
    iput v1, p0, Ladaptrace/rt/PathsState;->handed:I
    xor-int/lit8 v2, p1, 0x1
    iput-boolean v2, p0, Ladaptrace/rt/PathsState;->open:Z
    invoke-static {p0, v1, p1}, Ladaptrace/rt/Paths;->chunk(Ladaptrace/rt/PathsState;IZ)Ladaptrace/rt/Chunk;
    move-result-object v2
    iget v3, p0, Ladaptrace/rt/PathsState;->rpos:I
    iput v3, v2, Ladaptrace/rt/Chunk;->count:I
    iget-object v4, p0, Ladaptrace/rt/PathsState;->raw:[I
    if-nez p1, :copy
    iput-object v4, v2, Ladaptrace/rt/Chunk;->words:[I
    invoke-static {v2}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V
    invoke-static {p0}, Ladaptrace/rt/Paths;->fresh(Ladaptrace/rt/PathsState;)[I
    move-result-object v4
    iput-object v4, p0, Ladaptrace/rt/PathsState;->raw:[I
    goto :reset

    :copy
    invoke-static {v4, v3}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v4
    iput-object v4, v2, Ladaptrace/rt/Chunk;->words:[I
    invoke-static {v2}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :reset
    const/4 v3, 0x0
    iput v3, p0, Ladaptrace/rt/PathsState;->rpos:I

    :done
    return-void
.end method

# The buffer the writer gave back, else a new one (the writer is behind, or this is the first
# hand-off of a full buffer). 32768 words: a hand-off takes the queue's lock and may wake the
# writer, so they should be rare.
.method static fresh(Ladaptrace/rt/PathsState;)[I
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/PathsState;->spare:[I
    if-eqz v0, :new
    const/4 v1, 0x0
    iput-object v1, p0, Ladaptrace/rt/PathsState;->spare:[I
    return-object v0

    :new
    const v0, 0x8000
    new-array v0, v0, [I
    return-object v0
.end method

# A PATHS chunk of the thread's records (words and count still to be set).
.method static chunk(Ladaptrace/rt/PathsState;IZ)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x20
    iget v2, p0, Ladaptrace/rt/PathsState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    iput p1, v0, Ladaptrace/rt/Chunk;->steps:I
    iput-boolean p2, v0, Ladaptrace/rt/Chunk;->ends:Z
    iput-object p0, v0, Ladaptrace/rt/Chunk;->state:Ljava/lang/Object;
    return-object v0
.end method

# Process exit (the shutdown hook, lock held): a chunk of a copy of the thread's records so far,
# so that the thread itself is not disturbed; null when there is nothing new. The thread that
# called System.exit is blocked, so its copy is exact; a thread still running may be writing a
# record while it is copied (FORMATS.md, "Known limits"): the writer stops at a record cut short.
.method static snapshot(Ladaptrace/rt/PathsState;)Ladaptrace/rt/Chunk;
    .locals 5

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    iget v1, p0, Ladaptrace/rt/PathsState;->steps:I
    if-nez v0, :copy
    iget-boolean v2, p0, Ladaptrace/rt/PathsState;->open:Z
    if-nez v2, :copy
    iget v2, p0, Ladaptrace/rt/PathsState;->handed:I
    if-ne v1, v2, :copy
    const/4 v3, 0x0
    return-object v3

    :copy
    const/4 v2, 0x1
    invoke-static {p0, v1, v2}, Ladaptrace/rt/Paths;->chunk(Ladaptrace/rt/PathsState;IZ)Ladaptrace/rt/Chunk;
    move-result-object v0
    iget-object v3, p0, Ladaptrace/rt/PathsState;->raw:[I
    iget v4, p0, Ladaptrace/rt/PathsState;->rpos:I
    array-length v2, v3
    if-le v4, v2, :not_long
    move v4, v2

    :not_long
    if-gez v4, :sized
    const/4 v4, 0x0

    :sized
    invoke-static {v3, v4}, Ljava/util/Arrays;->copyOf([II)[I
    move-result-object v3
    iput-object v3, v0, Ladaptrace/rt/Chunk;->words:[I
    iput v4, v0, Ladaptrace/rt/Chunk;->count:I
    return-object v0
.end method


# ---- the writer's side ----

# The writer thread, before it writes a chunk (hook `encode`): a PATHS chunk of records is coded
# into the thread's stream, record by record, in the order the thread made them (chunks of a
# thread are queued in order, and only the writer codes). The stream is ended into the chunk's
# bytes when the chunk ends a hand-off or the coded bytes pass 32 KiB; else the chunk is emptied
# (tag 0: nothing to write) and the stream goes on with the next chunk. A record cut short (a
# copy made while its thread ran) ends the chunk.
.method static encode(Ladaptrace/rt/Chunk;)V
    .locals 8

    iget v0, p0, Ladaptrace/rt/Chunk;->tag:I
    const/16 v1, 0x20
    if-ne v0, v1, :done
    iget-object v0, p0, Ladaptrace/rt/Chunk;->words:[I
    if-eqz v0, :done
    iget-object v1, p0, Ladaptrace/rt/Chunk;->state:Ljava/lang/Object;
    check-cast v1, Ladaptrace/rt/PathsState;
    invoke-static {v1}, Ladaptrace/rt/Paths;->coderOf(Ladaptrace/rt/PathsState;)Ladaptrace/rt/PathsCoder;
    move-result-object v6
    iget v2, p0, Ladaptrace/rt/Chunk;->count:I
    array-length v3, v0
    if-le v2, v3, :sized
    move v2, v3

    :sized
    const/4 v3, 0x0
    iget v4, v6, Ladaptrace/rt/PathsCoder;->pending:I

    :next
    sub-int v5, v2, v3
    if-lez v5, :coded
    aget v7, v0, v3
    and-int/lit8 v7, v7, 0x7
    invoke-static {v7}, Ladaptrace/rt/Paths;->recordLength(I)I
    move-result v7
    if-lt v5, v7, :coded
    invoke-static {v6, v0, v3}, Ladaptrace/rt/Paths;->codeRecord(Ladaptrace/rt/PathsCoder;[II)V
    add-int/2addr v3, v7
    add-int/lit8 v4, v4, 0x1
    goto :next

    # A full buffer (not a copy) goes back to its thread for its next one.
    :coded
    iget-boolean v5, p0, Ladaptrace/rt/Chunk;->ends:Z
    if-nez v5, :emit
    iput-object v0, v1, Ladaptrace/rt/PathsState;->spare:[I
    const/4 v7, 0x0
    iput-object v7, p0, Ladaptrace/rt/Chunk;->words:[I
    invoke-static {v6}, Ladaptrace/rt/Paths;->codedBytes(Ladaptrace/rt/PathsCoder;)I
    move-result v5
    const v7, 0x8000
    if-ge v5, v7, :emit
    iput v4, v6, Ladaptrace/rt/PathsCoder;->pending:I
    const/4 v5, 0x0
    iput v5, p0, Ladaptrace/rt/Chunk;->tag:I
    return-void

    :emit
    const/4 v5, 0x0
    iput v5, v6, Ladaptrace/rt/PathsCoder;->pending:I
    iput v4, p0, Ladaptrace/rt/Chunk;->tokens:I
    invoke-static {v6}, Ladaptrace/rt/Paths;->endStream(Ladaptrace/rt/PathsCoder;)[B
    move-result-object v5
    iput-object v5, p0, Ladaptrace/rt/Chunk;->bytes:[B
    array-length v5, v5
    iput v5, p0, Ladaptrace/rt/Chunk;->count:I

    :done
    return-void
.end method

# The writer's coder of the thread whose state this is, made at its first chunk.
.method static coderOf(Ladaptrace/rt/PathsState;)Ladaptrace/rt/PathsCoder;
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/PathsState;->coder:Ladaptrace/rt/PathsCoder;
    if-nez v0, :made
    new-instance v0, Ladaptrace/rt/PathsCoder;
    invoke-direct {v0}, Ladaptrace/rt/PathsCoder;-><init>()V
    iput-object v0, p0, Ladaptrace/rt/PathsState;->coder:Ladaptrace/rt/PathsCoder;

    :made
    return-object v0
.end method

# Words of a record of the given kind (0 DECISION, 1 n-ary DECISION, 2 + event type); more than
# any chunk holds for a kind there is none of.
.method static recordLength(I)I
    .locals 1

    packed-switch p0, :lengths
    const v0, 0x7fffffff
    return v0

    :two
    const/4 v0, 0x2
    return v0

    :three
    const/4 v0, 0x3
    return v0

    :four
    const/4 v0, 0x4
    return v0

    :five
    const/4 v0, 0x5
    return v0

    :seven
    const/4 v0, 0x7
    return v0

    :lengths
    .packed-switch 0x0
        :two
        :three
        :four
        :seven
        :five
        :three
        :three
        :three
    .end packed-switch
.end method

# Codes the record at words[at] as its token.
.method static codeRecord(Ladaptrace/rt/PathsCoder;[II)V
    .locals 8

    aget v0, p1, p2
    and-int/lit8 v1, v0, 0x7
    ushr-int/lit8 v0, v0, 0x3
    add-int/lit8 v2, p2, 0x1
    aget v2, p1, v2
    const/4 v3, 0x2
    if-ge v1, v3, :event

    # DECISION: kind 0 in the kind context of the hash, then the successor. With the range coder
    # a binary successor takes RangeEncoder.bit directly: binary decision contexts come first, so
    # context edge >> 1 is also its probability's index.
    const/4 v4, 0x0
    invoke-static {p0, v2, v4}, Ladaptrace/rt/Paths;->kindBit(Ladaptrace/rt/PathsCoder;II)V
    if-nez v1, :nary
    shr-int/lit8 v3, v0, 0x1
    and-int/lit8 v4, v0, 0x1
    iget-object v5, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v5, :arith_decision
    invoke-static {v5, v3, v4}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith_decision
    invoke-static {p0, v3, v4}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    return-void

    :nary
    add-int/lit8 v3, p2, 0x2
    aget v3, p1, v3
    invoke-static {p0, v3, v0}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    return-void

    # EVENT: the type, the steps, then what the type carries.
    :event
    add-int/lit8 v1, v1, -0x2
    add-int/lit8 v3, p2, 0x2
    aget v3, p1, v3
    invoke-static {p0, v2, v1, v3}, Ladaptrace/rt/Paths;->codeEvent(Ladaptrace/rt/PathsCoder;III)I
    move-result v2
    add-int/lit8 v3, p2, 0x3
    if-nez v1, :not_enter
    aget v3, p1, v3
    invoke-static {p0, v3, v0}, Ladaptrace/rt/Paths;->codeCallee(Ladaptrace/rt/PathsCoder;II)V
    return-void

    :not_enter
    const/4 v4, 0x3
    if-lt v1, v4, :thrown
    return-void

    # CATCH and UNWIND: the throw block in width(blocks) bits; CATCH then the handler index in
    # width(handlers) bits.
    :thrown
    aget v4, p1, v3
    add-int/lit8 v5, p2, 0x4
    aget v5, p1, v5
    invoke-static {v5}, Ladaptrace/rt/Paths;->width(I)I
    move-result v5
    shl-int/lit8 v6, v2, 0x5
    sget v7, Ladaptrace/rt/Paths;->BLOCK_BITS:I
    add-int/2addr v6, v7
    invoke-static {p0, v6, v5, v4}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsCoder;III)V
    const/4 v4, 0x1
    if-ne v1, v4, :done
    add-int/lit8 v4, p2, 0x5
    aget v4, p1, v4
    add-int/lit8 v5, p2, 0x6
    aget v5, p1, v5
    invoke-static {v5}, Ladaptrace/rt/Paths;->width(I)I
    move-result v5
    shl-int/lit8 v6, v2, 0x4
    sget v7, Ladaptrace/rt/Paths;->HANDLER_BITS:I
    add-int/2addr v6, v7
    invoke-static {p0, v6, v5, v4}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsCoder;III)V

    :done
    return-void
.end method

# The callee m of an ENTER from site: under the key of the site and the callee entered there
# last, whether m is the first prediction (1), the second (2, they swap) or neither (0, then its
# method id; it becomes the first, the first the second).
.method static codeCallee(Ladaptrace/rt/PathsCoder;II)V
    .locals 7

    iget-object v1, p0, Ladaptrace/rt/PathsCoder;->last:[I
    aget v2, v1, p1
    aput p2, v1, p1
    invoke-static {p1, v2}, Ladaptrace/rt/Paths;->key(II)I
    move-result v4
    sget v3, Ladaptrace/rt/Paths;->SITE:I
    add-int/2addr v3, v4
    # v1 the predictions, v4 the first's index, v5 the second's
    iget-object v1, p0, Ladaptrace/rt/PathsCoder;->predictions:[I
    shl-int/lit8 v4, v4, 0x1
    add-int/lit8 v5, v4, 0x1
    aget v2, v1, v4
    if-ne v2, p2, :not_first
    const/4 v6, 0x1
    invoke-static {p0, v3, v6}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    return-void

    :not_first
    aget v6, v1, v5
    if-ne v6, p2, :miss
    const/4 v6, 0x2
    invoke-static {p0, v3, v6}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    aput v2, v1, v5
    aput p2, v1, v4
    return-void

    :miss
    const/4 v6, 0x0
    invoke-static {p0, v3, v6}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsCoder;II)V
    aput v2, v1, v5
    aput p2, v1, v4
    sget v3, Ladaptrace/rt/Paths;->METHOD_BITS:I
    sget v4, Ladaptrace/rt/Paths;->METHOD_WIDTH:I
    invoke-static {p0, v3, v4, p2}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsCoder;III)V
    return-void
.end method

# Bytes the thread's coder holds for its current stream.
.method static codedBytes(Ladaptrace/rt/PathsCoder;)I
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    iget v0, v0, Ladaptrace/rt/RangeEncoder;->pos:I
    return v0

    :arith
    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    iget v0, v0, Ladaptrace/rt/ArithEncoder;->pos:I
    return v0
.end method

# Ends the thread's stream and returns its bytes; the next begins with the contexts' state kept.
.method static endStream(Ladaptrace/rt/PathsCoder;)[B
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->finish(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v1
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->restart(Ladaptrace/rt/RangeEncoder;)V
    return-object v1

    :arith
    iget-object v0, p0, Ladaptrace/rt/PathsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->finish(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v1
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->restart(Ladaptrace/rt/ArithEncoder;)V
    return-object v1
.end method

# ---- hooks (android_runtime::scheme::Hook) ----

# The runtime starts: the model the coders start from, before the trace header is written.
.method static started()V
    .locals 0

    invoke-static {}, Ladaptrace/rt/Model;->load()V
    return-void
.end method

# A thread's first probe (lock held): its coder, from the model.
.method static registered(Ladaptrace/rt/ThreadState;)V
    .locals 2

    new-instance v0, Ladaptrace/rt/PathsState;
    iget v1, p0, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v0, v1}, Ladaptrace/rt/PathsState;-><init>(I)V
    iput-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    return-void
.end method

# Trace.flush: hands the thread's stream off.
.method static flushed(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    if-eqz v0, :done
    const/4 v1, 0x1
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V

    :done
    return-void
.end method

# The dying thread (all its app frames have unwound): codes END and hands the stream off.
.method static crashed(Ladaptrace/rt/ThreadState;)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    if-eqz v0, :done
    const/4 v1, 0x5
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    const/4 v1, 0x0
    iput v1, v0, Ladaptrace/rt/PathsState;->depth:I
    sget v1, Ladaptrace/rt/Paths;->TOP:I
    iput v1, v0, Ladaptrace/rt/PathsState;->site:I
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_START:I
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    const/4 v1, 0x1
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;Z)V

    :done
    return-void
.end method

# Process exit (lock held): queues what the thread's stream holds, ended on a copy of its
# coder. A thread running meanwhile may leave its copy inconsistent: then its last chunk is
# lost rather than the hook failing.
.method static shutdown(Ladaptrace/rt/ThreadState;)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    if-eqz v0, :done
    :copy_start
    invoke-static {v0}, Ladaptrace/rt/Paths;->snapshot(Ladaptrace/rt/PathsState;)Ladaptrace/rt/Chunk;
    move-result-object v0
    :copy_end
    .catch Ljava/lang/RuntimeException; {:copy_start .. :copy_end} :done
    if-eqz v0, :done
    invoke-static {v0}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method
