.class public final Ladaptrace/rt/RangeEncoder;
.super Ljava/lang/Object;
.source "RangeEncoder.smali"

# The default coder of the `paths` scheme, device side: an LZMA-style adaptive binary range
# coder. It writes the bytes of android_runtime::coder::range::Encoder exactly (FORMATS.md,
# "Coders"). One instance per thread and stream; only that thread touches it. encode takes no
# lock, allocates nothing and makes only static calls (shiftLow once per output byte, full when
# the buffer is full).
#
# An n-way symbol is coded as bits down a binary tree over [0, n): a node over [lo, hi) splits at
# mid = lo + (hi - lo) / 2, bit 0 = [lo, mid). A context's n - 1 probabilities (12 bits, chance
# of a 0 bit) are at probs[offsets[ctx]..], nodes in preorder.


# The coder: low (bit 32 = pending carry), range (unsigned 32 bits), the byte waiting for a
# carry (-1 before the first one: LZMA's always-zero leading byte is not written) and the count
# of bytes held back (that byte's place and the 0xFF bytes after it).
.field low:J
.field range:I
.field cache:I
.field cacheSize:I

# The model: probabilities of all contexts, each context's first cell and alphabet size.
# offsets and sizes are never written after creation and may be shared between encoders.
.field final probs:[S
.field final offsets:[I
.field final sizes:[I

# Output: buf[0 .. pos) are final bytes not yet taken.
.field buf:[B
.field pos:I


.method constructor <init>([I[I[S)V
    .locals 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    iput-object p2, p0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    iput-object p3, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->range:I
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->cache:I
    const/4 v0, 0x1
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    const/16 v0, 0x400
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    return-void
.end method

# A new stream over contexts with these alphabet sizes (each 2..65535), all uniform.
.method public static create([I)Ladaptrace/rt/RangeEncoder;
    .locals 6

    array-length v0, p0
    new-array v1, v0, [I
    const/4 v2, 0x0
    const/4 v3, 0x0
    :offsets
    if-ge v2, v0, :model
    aput v3, v1, v2
    aget v4, p0, v2
    add-int/2addr v3, v4
    add-int/lit8 v3, v3, -0x1
    add-int/lit8 v2, v2, 0x1
    goto :offsets

    :model
    new-array v4, v3, [S
    const/16 v5, 0x800
    invoke-static {v4, v5}, Ljava/util/Arrays;->fill([SS)V
    new-instance v0, Ladaptrace/rt/RangeEncoder;
    invoke-direct {v0, p0, v1, v4}, Ladaptrace/rt/RangeEncoder;-><init>([I[I[S)V
    return-object v0
.end method

# A new stream that starts from the template's probabilities (a seeded model loaded once per
# process); the template itself should not be used to encode.
.method public static copy(Ladaptrace/rt/RangeEncoder;)Ladaptrace/rt/RangeEncoder;
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    invoke-virtual {v0}, [S->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [S
    iget-object v1, p0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    iget-object v2, p0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    new-instance v3, Ladaptrace/rt/RangeEncoder;
    invoke-direct {v3, v1, v2, v0}, Ladaptrace/rt/RangeEncoder;-><init>([I[I[S)V
    return-object v3
.end method

# Seeds context ctx (before anything is encoded) with the frequencies freqs[from .. from + n),
# read as unsigned 32-bit counts: each node's p = (F(left) + 1) * 4096 / (F(node) + 2),
# clamped to 15..4081.
.method public static seed(Ladaptrace/rt/RangeEncoder;I[II)V
    .locals 9

    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    aget v0, v0, p1
    add-int/lit8 v1, v0, 0x1
    new-array v1, v1, [J
    const-wide/16 v2, 0x0
    const-wide v4, 0xffffffffL
    const/4 v6, 0x0
    :prefix
    if-ge v6, v0, :tree
    add-int v7, p3, v6
    aget v7, p2, v7
    int-to-long v7, v7
    and-long/2addr v7, v4
    add-long/2addr v2, v7
    add-int/lit8 v6, v6, 0x1
    aput-wide v2, v1, v6
    goto :prefix

    :tree
    iget-object v2, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    iget-object v3, p0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    aget v3, v3, p1
    const/4 v4, 0x0
    invoke-static {v2, v3, v4, v0, v1}, Ladaptrace/rt/RangeEncoder;->seedNode([SIII[J)V
    return-void
.end method

# Sets the probabilities of the subtree over [lo, hi) whose root is probs[node].
.method static seedNode([SIII[J)V
    .locals 11

    sub-int v0, p3, p2
    const/4 v1, 0x2
    if-ge v0, v1, :split
    return-void

    :split
    div-int/lit8 v0, v0, 0x2
    add-int/2addr v0, p2
    aget-wide v1, p4, p2
    aget-wide v3, p4, v0
    sub-long/2addr v3, v1
    aget-wide v5, p4, p3
    sub-long/2addr v5, v1
    const-wide/16 v7, 0x1
    add-long/2addr v3, v7
    const/16 v9, 0xc
    shl-long/2addr v3, v9
    const-wide/16 v7, 0x2
    add-long/2addr v5, v7
    div-long/2addr v3, v5
    const-wide/16 v7, 0xf
    cmp-long v9, v3, v7
    if-gez v9, :not_low
    move-wide v3, v7
    :not_low
    const-wide/16 v7, 0xff1
    cmp-long v9, v3, v7
    if-lez v9, :store
    move-wide v3, v7
    :store
    long-to-int v3, v3
    int-to-short v3, v3
    aput-short v3, p0, p1
    add-int/lit8 v9, p1, 0x1
    invoke-static {p0, v9, p2, v0, p4}, Ladaptrace/rt/RangeEncoder;->seedNode([SIII[J)V
    sub-int v9, v0, p2
    add-int/2addr v9, p1
    invoke-static {p0, v9, v0, p3, p4}, Ladaptrace/rt/RangeEncoder;->seedNode([SIII[J)V
    return-void
.end method

# Codes symbol sym (0 <= sym < n) of context ctx. Neither is checked: the instrumentor only
# emits valid pairs.
.method public static encode(Ladaptrace/rt/RangeEncoder;II)V
    .locals 13

    # v0 probs, v1 node, v2 lo, v3 hi, v4 range, v5 p, v6 bound, v7 mid
    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    iget-object v1, p0, Ladaptrace/rt/RangeEncoder;->offsets:[I
    aget v1, v1, p1
    iget-object v3, p0, Ladaptrace/rt/RangeEncoder;->sizes:[I
    aget v3, v3, p1
    const/4 v2, 0x0
    iget v4, p0, Ladaptrace/rt/RangeEncoder;->range:I

    :node
    sub-int v7, v3, v2
    const/4 v12, 0x1
    if-le v7, v12, :done
    div-int/lit8 v7, v7, 0x2
    add-int/2addr v7, v2
    aget-short v5, v0, v1
    ushr-int/lit8 v6, v4, 0xc
    mul-int/2addr v6, v5
    if-ge p2, v7, :one

    # bit 0: the lower part, [lo, mid)
    move v4, v6
    rsub-int v12, v5, 0x1000
    shr-int/lit8 v12, v12, 0x4
    add-int/2addr v5, v12
    aput-short v5, v0, v1
    move v3, v7
    add-int/lit8 v1, v1, 0x1
    goto :normalize

    # bit 1: low += bound (unsigned), the upper part, [mid, hi)
    :one
    int-to-long v8, v6
    const-wide v10, 0xffffffffL
    and-long/2addr v8, v10
    iget-wide v10, p0, Ladaptrace/rt/RangeEncoder;->low:J
    add-long/2addr v10, v8
    iput-wide v10, p0, Ladaptrace/rt/RangeEncoder;->low:J
    sub-int/2addr v4, v6
    shr-int/lit8 v12, v5, 0x4
    sub-int/2addr v5, v12
    aput-short v5, v0, v1
    sub-int v12, v7, v2
    add-int/2addr v1, v12
    move v2, v7

    # while range < 2^24 (unsigned): shift a byte out
    :normalize
    ushr-int/lit8 v12, v4, 0x18
    if-nez v12, :node
    shl-int/lit8 v4, v4, 0x8
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->shiftLow(Ladaptrace/rt/RangeEncoder;)V
    goto :normalize

    :done
    iput v4, p0, Ladaptrace/rt/RangeEncoder;->range:I
    return-void
.end method

# Codes bit (0 or 1) with the probability at probs[index]: encode's step for a binary context,
# without the tree walk, for the probes' hot path (Paths.code). Same bytes as encode.
.method public static bit(Ladaptrace/rt/RangeEncoder;II)V
    .locals 8

    # v0 probs, v1 p, v2 range, v3 bound
    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->probs:[S
    aget-short v1, v0, p1
    iget v2, p0, Ladaptrace/rt/RangeEncoder;->range:I
    ushr-int/lit8 v3, v2, 0xc
    mul-int/2addr v3, v1
    if-nez p2, :one

    move v2, v3
    rsub-int v4, v1, 0x1000
    shr-int/lit8 v4, v4, 0x4
    add-int/2addr v1, v4
    aput-short v1, v0, p1
    goto :normalize

    :one
    int-to-long v4, v3
    const-wide v6, 0xffffffffL
    and-long/2addr v4, v6
    iget-wide v6, p0, Ladaptrace/rt/RangeEncoder;->low:J
    add-long/2addr v6, v4
    iput-wide v6, p0, Ladaptrace/rt/RangeEncoder;->low:J
    sub-int/2addr v2, v3
    shr-int/lit8 v4, v1, 0x4
    sub-int/2addr v1, v4
    aput-short v1, v0, p1

    :normalize
    ushr-int/lit8 v4, v2, 0x18
    if-nez v4, :done
    shl-int/lit8 v2, v2, 0x8
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->shiftLow(Ladaptrace/rt/RangeEncoder;)V
    goto :normalize

    :done
    iput v2, p0, Ladaptrace/rt/RangeEncoder;->range:I
    return-void
.end method

# Moves byte 3 of low out: unless it is 0xFF without a carry (then a later carry could still
# change it), the cache and the held 0xFF bytes are written with the carry added, and byte 3
# becomes the cache.
.method static shiftLow(Ladaptrace/rt/RangeEncoder;)V
    .locals 7

    iget-wide v0, p0, Ladaptrace/rt/RangeEncoder;->low:J
    const-wide v2, 0xff000000L
    cmp-long v4, v0, v2
    if-ltz v4, :write
    const-wide v2, 0x100000000L
    cmp-long v4, v0, v2
    if-gez v4, :write
    iget v4, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    add-int/lit8 v4, v4, 0x1
    iput v4, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    goto :shift

    :write
    const/16 v4, 0x20
    ushr-long v2, v0, v4
    long-to-int v4, v2
    iget v5, p0, Ladaptrace/rt/RangeEncoder;->cache:I
    if-ltz v5, :held
    add-int/2addr v5, v4
    invoke-static {p0, v5}, Ladaptrace/rt/RangeEncoder;->put(Ladaptrace/rt/RangeEncoder;I)V
    :held
    iget v5, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    add-int/lit16 v6, v4, 0xff
    :ff
    add-int/lit8 v5, v5, -0x1
    if-gtz v5, :ff_put
    const/4 v5, 0x1
    iput v5, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    const/16 v4, 0x18
    ushr-long v2, v0, v4
    long-to-int v4, v2
    and-int/lit16 v4, v4, 0xff
    iput v4, p0, Ladaptrace/rt/RangeEncoder;->cache:I
    goto :shift
    :ff_put
    invoke-static {p0, v6}, Ladaptrace/rt/RangeEncoder;->put(Ladaptrace/rt/RangeEncoder;I)V
    goto :ff

    :shift
    const-wide v2, 0xffffffL
    and-long/2addr v0, v2
    const/16 v4, 0x8
    shl-long/2addr v0, v4
    iput-wide v0, p0, Ladaptrace/rt/RangeEncoder;->low:J
    return-void
.end method

# Appends one byte (the low 8 bits of b).
.method static put(Ladaptrace/rt/RangeEncoder;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    array-length v2, v0
    if-lt v1, v2, :store
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->full(Ladaptrace/rt/RangeEncoder;)V
    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    :store
    int-to-byte v2, p1
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    return-void
.end method

# The buffer is full. The hook for the trace writer: it may take the bytes (take) and queue
# them as a chunk instead; on return buf must have room for one byte at pos. Here it grows.
.method static full(Ladaptrace/rt/RangeEncoder;)V
    .locals 6

    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    array-length v1, v0
    mul-int/lit8 v2, v1, 0x2
    new-array v2, v2, [B
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    return-void
.end method

# The bytes that are final so far, removed from the encoder; the stream goes on. The pieces
# taken, then finish's, concatenated, are the stream.
.method public static take(Ladaptrace/rt/RangeEncoder;)[B
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/RangeEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    new-array v2, v1, [B
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput v3, p0, Ladaptrace/rt/RangeEncoder;->pos:I
    return-object v2
.end method

# Ends the stream and returns the bytes not taken yet (restart then begins the next stream). It
# writes the fewest bytes whose value, followed by zero bytes, lies in [low, low + range): the
# carry alone when that interval holds a multiple of 2^32, else one more byte (range >= 2^24
# holds a multiple of 2^24).
.method public static finish(Ladaptrace/rt/RangeEncoder;)[B
    .locals 8

    iget-wide v0, p0, Ladaptrace/rt/RangeEncoder;->low:J
    iget v2, p0, Ladaptrace/rt/RangeEncoder;->range:I
    int-to-long v2, v2
    const-wide v4, 0xffffffffL
    and-long/2addr v2, v4
    add-long/2addr v2, v0
    add-long v6, v0, v4
    const-wide v4, -0x100000000L
    and-long/2addr v6, v4
    cmp-long v4, v6, v2
    if-gez v4, :byte
    iput-wide v6, p0, Ladaptrace/rt/RangeEncoder;->low:J
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->shiftLow(Ladaptrace/rt/RangeEncoder;)V
    goto :out

    :byte
    const-wide v4, 0xffffffL
    add-long/2addr v0, v4
    const-wide v4, -0x1000000L
    and-long/2addr v0, v4
    iput-wide v0, p0, Ladaptrace/rt/RangeEncoder;->low:J
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->shiftLow(Ladaptrace/rt/RangeEncoder;)V
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->shiftLow(Ladaptrace/rt/RangeEncoder;)V

    :out
    invoke-static {p0}, Ladaptrace/rt/RangeEncoder;->take(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v0
    return-object v0
.end method

# Begins a new stream after finish: the coder starts afresh, the probabilities go on.
.method public static restart(Ladaptrace/rt/RangeEncoder;)V
    .locals 2

    const-wide/16 v0, 0x0
    iput-wide v0, p0, Ladaptrace/rt/RangeEncoder;->low:J
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->range:I
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->cache:I
    const/4 v0, 0x1
    iput v0, p0, Ladaptrace/rt/RangeEncoder;->cacheSize:I
    return-void
.end method
