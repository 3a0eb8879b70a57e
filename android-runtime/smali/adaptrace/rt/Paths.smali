.class public final Ladaptrace/rt/Paths;
.super Ljava/lang/Object;
.source "Paths.smali"

# Probes of the `paths` scheme (FORMATS.md, "The paths runtime"). Each thread codes one stream
# of tokens with the adaptive coder of Config.CODER:
#
# - a token starts with its kind, a bit in the follow context of the token before (0: a
#   DECISION, 1: an EVENT);
# - DECISION: the successor taken, in the decision node's context;
# - EVENT: its type (0 ENTER, 1 CATCH, 2 UNWIND, 3 END), the steps since the last token (0..15,
#   or 16 and 32 bits), then for ENTER whether the callee is the one predicted at the current
#   site (1) or not (0, then the method id), for CATCH the throw block and the handler index,
#   for UNWIND the throw block.
#
# The contexts are numbered as android_runtime::layout::Layout numbers them; the statics below
# are the first context of each group. The probe path takes no lock, allocates nothing (but the
# site stack when it grows) and makes only static calls. A thread's coded bytes go to the
# writer when they pass 32 KiB, when its depth returns to 0, on Trace.flush, a crash or exit.


# First context of each group, and the group sizes the probes need.
.field static FOLLOW_EDGE:I
.field static FOLLOW_ENTER:I
.field static FOLLOW_EXCEPTION:I
.field static FOLLOW_START:I
.field static ETYPE:I
.field static DELTA:I
.field static DELTA_BITS:I
.field static SITE:I
.field static METHOD_BITS:I
.field static BLOCK_BITS:I
.field static HANDLER_BITS:I

# The prediction slot of an ENTER with no app frame below: one past the last step.
.field static TOP:I

# Bits of a method id: enough for every id below Config.PATHS_METHODS.
.field static METHOD_WIDTH:I

# Every context's alphabet, by context.
.field static ALPHABETS:[I

# The state last looked up by enter, as Blocks.cache.
.field static cache:Ladaptrace/rt/ThreadState;


.method static constructor <clinit>()V
    .locals 6

    # v0 decision contexts, then the running context number
    sget v0, Ladaptrace/rt/Config;->PATHS_BINARY:I
    sget-object v1, Ladaptrace/rt/Config;->PATHS_NARY:[I
    array-length v2, v1
    add-int/2addr v0, v2
    sput v0, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    sget v3, Ladaptrace/rt/Config;->PATHS_EDGES:I
    add-int/2addr v0, v3
    sput v0, Ladaptrace/rt/Paths;->FOLLOW_ENTER:I
    sget v3, Ladaptrace/rt/Config;->PATHS_METHODS:I
    add-int/2addr v0, v3
    sput v0, Ladaptrace/rt/Paths;->FOLLOW_EXCEPTION:I
    add-int/lit8 v0, v0, 0x1
    sput v0, Ladaptrace/rt/Paths;->FOLLOW_START:I
    add-int/lit8 v0, v0, 0x1
    sput v0, Ladaptrace/rt/Paths;->ETYPE:I
    add-int/lit8 v4, v0, 0x1
    sput v4, Ladaptrace/rt/Paths;->DELTA:I
    add-int/lit8 v4, v0, 0x5
    sput v4, Ladaptrace/rt/Paths;->DELTA_BITS:I
    add-int/lit8 v4, v4, 0x20
    sput v4, Ladaptrace/rt/Paths;->SITE:I
    sget v5, Ladaptrace/rt/Config;->PATHS_STEPS:I
    sput v5, Ladaptrace/rt/Paths;->TOP:I
    add-int/2addr v4, v5
    add-int/lit8 v4, v4, 0x1
    sput v4, Ladaptrace/rt/Paths;->METHOD_BITS:I
    add-int/lit8 v4, v4, 0x20
    sput v4, Ladaptrace/rt/Paths;->BLOCK_BITS:I
    add-int/lit8 v4, v4, 0x20
    sput v4, Ladaptrace/rt/Paths;->HANDLER_BITS:I
    add-int/lit8 v4, v4, 0x10

    invoke-static {v3}, Ladaptrace/rt/Paths;->width(I)I
    move-result v3
    sput v3, Ladaptrace/rt/Paths;->METHOD_WIDTH:I

    # Alphabets: 2 but for the n-ary decisions, the event type and the deltas.
    new-array v4, v4, [I
    const/4 v3, 0x2
    invoke-static {v4, v3}, Ljava/util/Arrays;->fill([II)V
    sget v3, Ladaptrace/rt/Config;->PATHS_BINARY:I
    const/4 v5, 0x0
    invoke-static {v1, v5, v4, v3, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    const/4 v3, 0x4
    aput v3, v4, v0
    const/16 v3, 0x11
    add-int/lit8 v0, v0, 0x1
    aput v3, v4, v0
    add-int/lit8 v0, v0, 0x1
    aput v3, v4, v0
    add-int/lit8 v0, v0, 0x1
    aput v3, v4, v0
    add-int/lit8 v0, v0, 0x1
    aput v3, v4, v0
    sput-object v4, Ladaptrace/rt/Paths;->ALPHABETS:[I
    return-void
.end method


# ---- probes ----

# First thing in an instrumented method: codes ENTER, returns the thread's state.
.method public static enter(I)Ladaptrace/rt/ThreadState;
    .locals 3

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    sget-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    if-eqz v1, :miss
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-ne v2, v0, :miss

    :code
    iget-object v2, v1, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    invoke-static {v2, p0}, Ladaptrace/rt/Paths;->entered(Ladaptrace/rt/PathsState;I)V
    return-object v1

    :miss
    invoke-static {v0}, Ladaptrace/rt/Trace;->state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v1
    sput-object v1, Ladaptrace/rt/Paths;->cache:Ladaptrace/rt/ThreadState;
    goto :code
.end method

# Before every step instruction (an invoke, or one that may initialize an app class).
.method public static step(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    iput p1, v0, Ladaptrace/rt/PathsState;->site:I
    return-void
.end method

# Before every return: the return is a step; the caller is in its step again. At depth 0 the
# thread is back in framework code and hands its stream off.
.method public static exit(Ladaptrace/rt/ThreadState;)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->steps:I
    add-int/lit8 v1, v1, 0x1
    iput v1, v0, Ladaptrace/rt/PathsState;->steps:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->pop(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# On an edge out of a binary decision node: its context is edge >> 1, the symbol edge & 1.
.method public static edge(Ladaptrace/rt/ThreadState;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->follow:I
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    shr-int/lit8 v1, p1, 0x1
    and-int/lit8 v2, p1, 0x1
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    add-int/2addr v1, p1
    iput v1, v0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# On an edge out of an n-ary decision node: (decision context, successor index, edge id).
.method public static sw(Ladaptrace/rt/ThreadState;III)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    iget v1, v0, Ladaptrace/rt/PathsState;->follow:I
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    invoke-static {v0, p1, p2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_EDGE:I
    add-int/2addr v1, p3
    iput v1, v0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# At a handler's entry, after move-exception: (throw block, handler index, handlers, blocks).
# Frames above this one were unwound by their own wrappers, so the depth is this frame's.
.method public static caught(Ladaptrace/rt/ThreadState;IIII)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    const/4 v1, 0x1
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    invoke-static {p4}, Ladaptrace/rt/Paths;->width(I)I
    move-result v1
    sget v2, Ladaptrace/rt/Paths;->BLOCK_BITS:I
    invoke-static {v0, v2, v1, p1}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsState;III)V
    invoke-static {p3}, Ladaptrace/rt/Paths;->width(I)I
    move-result v1
    sget v2, Ladaptrace/rt/Paths;->HANDLER_BITS:I
    invoke-static {v0, v2, v1, p2}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsState;III)V
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_EXCEPTION:I
    iput v1, v0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# In a method's catch-all wrapper, before the exception is thrown on: (throw block, blocks).
.method public static unwind(Ladaptrace/rt/ThreadState;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ThreadState;->paths:Ladaptrace/rt/PathsState;
    const/4 v1, 0x2
    invoke-static {v0, v1}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    invoke-static {p2}, Ladaptrace/rt/Paths;->width(I)I
    move-result v1
    sget v2, Ladaptrace/rt/Paths;->BLOCK_BITS:I
    invoke-static {v0, v2, v1, p1}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsState;III)V
    sget v1, Ladaptrace/rt/Paths;->FOLLOW_EXCEPTION:I
    iput v1, v0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {v0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    invoke-static {v0}, Ladaptrace/rt/Paths;->pop(Ladaptrace/rt/PathsState;)V
    return-void
.end method


# ---- tokens ----

# ENTER into method m: the event, the prediction flag (and on a miss the method id), a new
# frame whose ENTER pushed the site it was entered from.
.method static entered(Ladaptrace/rt/PathsState;I)V
    .locals 5

    const/4 v0, 0x0
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    iget v0, p0, Ladaptrace/rt/PathsState;->site:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->predictions:[I
    aget v2, v1, v0
    sget v3, Ladaptrace/rt/Paths;->SITE:I
    add-int/2addr v3, v0
    if-ne v2, p1, :miss
    const/4 v4, 0x1
    invoke-static {p0, v3, v4}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    goto :push

    :miss
    const/4 v4, 0x0
    invoke-static {p0, v3, v4}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    aput p1, v1, v0
    sget v3, Ladaptrace/rt/Paths;->METHOD_BITS:I
    sget v4, Ladaptrace/rt/Paths;->METHOD_WIDTH:I
    invoke-static {p0, v3, v4, p1}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsState;III)V

    :push
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
    sget v3, Ladaptrace/rt/Paths;->FOLLOW_ENTER:I
    add-int/2addr v3, p1
    iput v3, p0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {p0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
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
    invoke-static {p0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;)V
    return-void

    :inner
    iput v0, p0, Ladaptrace/rt/PathsState;->depth:I
    iget-object v1, p0, Ladaptrace/rt/PathsState;->sites:[I
    aget v1, v1, v0
    iput v1, p0, Ladaptrace/rt/PathsState;->site:I
    return-void
.end method

# The start of an EVENT token: kind 1, the event type, the steps since the last token.
.method static event(Ladaptrace/rt/PathsState;I)V
    .locals 3

    iget v0, p0, Ladaptrace/rt/PathsState;->follow:I
    const/4 v1, 0x1
    invoke-static {p0, v0, v1}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    sget v0, Ladaptrace/rt/Paths;->ETYPE:I
    invoke-static {p0, v0, p1}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    sget v0, Ladaptrace/rt/Paths;->DELTA:I
    add-int/2addr v0, p1
    iget v1, p0, Ladaptrace/rt/PathsState;->steps:I
    const/16 v2, 0x10
    # Counts from 2^31 up (unsigned) escape as well.
    if-ltz v1, :escape
    if-ge v1, v2, :escape
    invoke-static {p0, v0, v1}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    return-void

    :escape
    invoke-static {p0, v0, v2}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
    sget v0, Ladaptrace/rt/Paths;->DELTA_BITS:I
    const/16 v2, 0x20
    invoke-static {p0, v0, v2, v1}, Ladaptrace/rt/Paths;->bits(Ladaptrace/rt/PathsState;III)V
    return-void
.end method

# The end of a token: count it, restart the step count, hand off past 32 KiB of coded bytes.
.method static coded(Ladaptrace/rt/PathsState;)V
    .locals 2

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    add-int/lit8 v0, v0, 0x1
    iput v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathsState;->steps:I

    iget-object v0, p0, Ladaptrace/rt/PathsState;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    iget v1, v0, Ladaptrace/rt/RangeEncoder;->pos:I
    goto :check

    :arith
    iget-object v0, p0, Ladaptrace/rt/PathsState;->arith:Ladaptrace/rt/ArithEncoder;
    iget v1, v0, Ladaptrace/rt/ArithEncoder;->pos:I

    :check
    const v0, 0x8000
    if-lt v1, v0, :done
    invoke-static {p0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;)V

    :done
    return-void
.end method

# Codes value's low `width` bits, most significant first, bit i in context base + i.
.method static bits(Ladaptrace/rt/PathsState;III)V
    .locals 3

    const/4 v0, 0x0

    :next
    if-ge v0, p2, :done
    sub-int v1, p2, v0
    add-int/lit8 v1, v1, -0x1
    ushr-int v1, p3, v1
    and-int/lit8 v1, v1, 0x1
    add-int v2, p1, v0
    invoke-static {p0, v2, v1}, Ladaptrace/rt/Paths;->code(Ladaptrace/rt/PathsState;II)V
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

# Codes symbol sym in context ctx with the thread's coder.
.method static code(Ladaptrace/rt/PathsState;II)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/PathsState;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0, p1, p2}, Ladaptrace/rt/RangeEncoder;->encode(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith
    iget-object v0, p0, Ladaptrace/rt/PathsState;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0, p1, p2}, Ladaptrace/rt/ArithEncoder;->encode(Ladaptrace/rt/ArithEncoder;II)V
    return-void
.end method


# ---- hand-off ----

# Ends the thread's stream and queues it as a PATHS chunk; the next token starts a new stream
# whose contexts go on from where this one left them.
.method static handoff(Ladaptrace/rt/PathsState;)V
    .locals 5

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    iget v1, p0, Ladaptrace/rt/PathsState;->steps:I
    if-nez v0, :finish
    iget v2, p0, Ladaptrace/rt/PathsState;->handed:I
    if-eq v1, v2, :done

    :finish
    const/4 v2, 0x0
    iput v2, p0, Ladaptrace/rt/PathsState;->tokens:I
    iput v1, p0, Ladaptrace/rt/PathsState;->handed:I

    iget-object v2, p0, Ladaptrace/rt/PathsState;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v2, :arith
    invoke-static {v2}, Ladaptrace/rt/RangeEncoder;->finish(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v3
    invoke-static {v2}, Ladaptrace/rt/RangeEncoder;->restart(Ladaptrace/rt/RangeEncoder;)V
    goto :queue

    :arith
    iget-object v2, p0, Ladaptrace/rt/PathsState;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v2}, Ladaptrace/rt/ArithEncoder;->finish(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v3
    invoke-static {v2}, Ladaptrace/rt/ArithEncoder;->restart(Ladaptrace/rt/ArithEncoder;)V

    :queue
    invoke-static {p0, v0, v1, v3}, Ladaptrace/rt/Paths;->chunk(Ladaptrace/rt/PathsState;II[B)Ladaptrace/rt/Chunk;
    move-result-object v4
    invoke-static {v4}, Ladaptrace/rt/Trace;->enqueue(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# A PATHS chunk of the thread: tokens, trailing steps, coded bytes.
.method static chunk(Ladaptrace/rt/PathsState;II[B)Ladaptrace/rt/Chunk;
    .locals 3

    new-instance v0, Ladaptrace/rt/Chunk;
    const/16 v1, 0x20
    iget v2, p0, Ladaptrace/rt/PathsState;->id:I
    invoke-direct {v0, v1, v2}, Ladaptrace/rt/Chunk;-><init>(II)V
    iput-object p3, v0, Ladaptrace/rt/Chunk;->bytes:[B
    array-length v1, p3
    iput v1, v0, Ladaptrace/rt/Chunk;->count:I
    iput p1, v0, Ladaptrace/rt/Chunk;->tokens:I
    iput p2, v0, Ladaptrace/rt/Chunk;->steps:I
    return-object v0
.end method

# The dying thread (all its app frames have unwound): codes END and hands the stream off.
.method static crashed(Ladaptrace/rt/PathsState;)V
    .locals 1

    const/4 v0, 0x3
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->event(Ladaptrace/rt/PathsState;I)V
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_START:I
    iput v0, p0, Ladaptrace/rt/PathsState;->follow:I
    invoke-static {p0}, Ladaptrace/rt/Paths;->coded(Ladaptrace/rt/PathsState;)V
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/PathsState;->depth:I
    sget v0, Ladaptrace/rt/Paths;->TOP:I
    iput v0, p0, Ladaptrace/rt/PathsState;->site:I
    invoke-static {p0}, Ladaptrace/rt/Paths;->handoff(Ladaptrace/rt/PathsState;)V
    return-void
.end method

# Process exit (Trace.shutdown, lock held): a chunk of the thread's stream so far, ended on a
# copy of its coder so the thread itself is not disturbed; null when there is nothing new. The
# thread that called System.exit is blocked, so its copy is exact; a thread still running may
# change its coder while it is copied (FORMATS.md, "Known limits").
.method static snapshot(Ladaptrace/rt/PathsState;)Ladaptrace/rt/Chunk;
    .locals 4

    iget v0, p0, Ladaptrace/rt/PathsState;->tokens:I
    iget v1, p0, Ladaptrace/rt/PathsState;->steps:I
    if-nez v0, :copy
    iget v2, p0, Ladaptrace/rt/PathsState;->handed:I
    if-ne v1, v2, :copy
    const/4 v3, 0x0
    return-object v3

    :copy
    iget-object v2, p0, Ladaptrace/rt/PathsState;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v2, :arith
    invoke-static {v2}, Ladaptrace/rt/Paths;->finishCopy(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v3
    goto :chunk

    :arith
    iget-object v2, p0, Ladaptrace/rt/PathsState;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v2}, Ladaptrace/rt/Paths;->finishCopy(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v3

    :chunk
    invoke-static {p0, v0, v1, v3}, Ladaptrace/rt/Paths;->chunk(Ladaptrace/rt/PathsState;II[B)Ladaptrace/rt/Chunk;
    move-result-object v3
    return-object v3
.end method

# The end of the stream of a copy of the range coder's registers and output.
.method static finishCopy(Ladaptrace/rt/RangeEncoder;)[B
    .locals 5

    new-instance v0, Ladaptrace/rt/RangeEncoder;
    iget-object v1, p0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    iget-object v2, p0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    iget-object v3, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    invoke-direct {v0, v1, v2, v3}, Ladaptrace/rt/RangeEncoder;-><init>([I[I[S)V
    iget-wide v1, p0, Ladaptrace/rt/RangeEncoder;->low:J
    iput-wide v1, v0, Ladaptrace/rt/RangeEncoder;->low:J
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->range:I
    iput v1, v0, Ladaptrace/rt/RangeEncoder;->range:I
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->cache:I
    iput v1, v0, Ladaptrace/rt/RangeEncoder;->cache:I
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    iput v1, v0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    iget-object v1, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    iget v2, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    invoke-static {v1, v2}, Ladaptrace/rt/Paths;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/RangeEncoder;->buf:[B
    array-length v1, v1
    add-int/lit8 v1, v1, -0x10
    iput v1, v0, Ladaptrace/rt/RangeEncoder;->pos:I
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->finish(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v0
    return-object v0
.end method

# The end of the stream of a copy of the arithmetic coder's registers and output.
.method static finishCopy(Ladaptrace/rt/ArithEncoder;)[B
    .locals 5

    new-instance v0, Ladaptrace/rt/ArithEncoder;
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    iget-object v2, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    iget-object v3, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    iget-object v4, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    invoke-direct {v0, v1, v2, v3, v4}, Ladaptrace/rt/ArithEncoder;-><init>([I[I[I[I)V
    iget-wide v1, p0, Ladaptrace/rt/ArithEncoder;->low:J
    iput-wide v1, v0, Ladaptrace/rt/ArithEncoder;->low:J
    iget-wide v1, p0, Ladaptrace/rt/ArithEncoder;->high:J
    iput-wide v1, v0, Ladaptrace/rt/ArithEncoder;->high:J
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    iput v1, v0, Ladaptrace/rt/ArithEncoder;->follow:I
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->acc:I
    iput v1, v0, Ladaptrace/rt/ArithEncoder;->acc:I
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->bits:I
    iput v1, v0, Ladaptrace/rt/ArithEncoder;->bits:I
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    iget v2, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    invoke-static {v1, v2}, Ladaptrace/rt/Paths;->copyOf([BI)[B
    move-result-object v1
    iput-object v1, v0, Ladaptrace/rt/ArithEncoder;->buf:[B
    array-length v1, v1
    add-int/lit8 v1, v1, -0x10
    iput v1, v0, Ladaptrace/rt/ArithEncoder;->pos:I
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->finish(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v0
    return-object v0
.end method

# bytes[0 .. count) followed by room for 16 more (a buffer that can grow), count cut to the
# array (a racing thread may have moved to a new buffer).
.method static copyOf([BI)[B
    .locals 3

    array-length v0, p0
    if-le p1, v0, :not_long
    move p1, v0

    :not_long
    if-gez p1, :sized
    const/4 p1, 0x0

    :sized
    add-int/lit8 v1, p1, 0x10
    new-array v1, v1, [B
    const/4 v2, 0x0
    invoke-static {p0, v2, v1, v2, p1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    return-object v1
.end method
