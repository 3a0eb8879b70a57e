.class public final Ladaptrace/rt/ArithEncoder;
.super Ljava/lang/Object;
.source "ArithEncoder.smali"

# The AdapTracer coder of the `paths` scheme, device side: per-symbol counters (start 1, + inc
# per use, a context's counters halved when one would pass bound) driving a Witten/Neal/Cleary
# integer arithmetic coder with 32-bit code values. It writes the bytes of
# android_runtime::coder::adaptracer::Encoder exactly (FORMATS.md, "Coders"). One instance per
# thread and stream; only that thread touches it. encode takes no lock, allocates nothing and
# makes only static calls.
#
# A context's counters are counts[offsets[ctx] .. offsets[ctx] + n), their sum totals[ctx].


# The coder: [low, high] (inclusive, below 2^32), the deferred opposite bits of the E3 steps,
# and the byte being filled (its bits, MSB first, and how many).
.field low:J
.field high:J
.field follow:I
.field acc:I
.field bits:I

# The model. offsets and sizes are never written after creation and may be shared.
.field final counts:[I
.field final totals:[I
.field final offsets:[I
.field final sizes:[I
.field inc:I
.field bound:I

# Output: buf[0 .. pos) are final bytes not yet taken.
.field buf:[B
.field pos:I


.method constructor <init>([I[I[I[I)V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    iput-object p2, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    iput-object p3, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    iput-object p4, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    const-wide v0, 0xffffffffL
    iput-wide v0, p0, Ladaptrace/rt/ArithEncoder;->high:J
    const/16 v0, 0x400
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    return-void
.end method

# A new stream over contexts with these alphabet sizes (each 2..65535), all counters 1, with
# counter increment inc and bound (1 <= inc <= bound / 2, bound <= 16384; not checked here).
.method public static create([III)Ladaptrace/rt/ArithEncoder;
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
    add-int/lit8 v2, v2, 0x1
    goto :offsets

    :model
    new-array v4, v3, [I
    const/4 v5, 0x1
    invoke-static {v4, v5}, Ljava/util/Arrays;->fill([II)V
    invoke-virtual {p0}, [I->clone()Ljava/lang/Object;
    move-result-object v5
    check-cast v5, [I
    new-instance v0, Ladaptrace/rt/ArithEncoder;
    invoke-direct {v0, p0, v1, v4, v5}, Ladaptrace/rt/ArithEncoder;-><init>([I[I[I[I)V
    iput p1, v0, Ladaptrace/rt/ArithEncoder;->inc:I
    iput p2, v0, Ladaptrace/rt/ArithEncoder;->bound:I
    return-object v0
.end method

# A new stream that starts from the template's counters (a seeded model loaded once per
# process); the template itself should not be used to encode.
.method public static copy(Ladaptrace/rt/ArithEncoder;)Ladaptrace/rt/ArithEncoder;
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    invoke-virtual {v1}, [I->clone()Ljava/lang/Object;
    move-result-object v1
    check-cast v1, [I
    iget-object v2, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    iget-object v3, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    new-instance v4, Ladaptrace/rt/ArithEncoder;
    invoke-direct {v4, v2, v3, v0, v1}, Ladaptrace/rt/ArithEncoder;-><init>([I[I[I[I)V
    iget v0, p0, Ladaptrace/rt/ArithEncoder;->inc:I
    iput v0, v4, Ladaptrace/rt/ArithEncoder;->inc:I
    iget v0, p0, Ladaptrace/rt/ArithEncoder;->bound:I
    iput v0, v4, Ladaptrace/rt/ArithEncoder;->bound:I
    return-object v4
.end method

# Seeds context ctx (before anything is encoded) with the frequencies freqs[from .. from + n),
# read as unsigned 32-bit counts. With m the largest: counter = 1 + f * mul / div, where
# (mul, div) = (inc, 1) if 1 + inc * m <= bound (the counts the coder would have reached),
# else (bound - 1, m) (the seed's shape under the bound).
.method public static seed(Ladaptrace/rt/ArithEncoder;I[II)V
    .locals 12

    # v1 = m, the largest frequency
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    aget v0, v0, p1
    const-wide/16 v1, 0x0
    const-wide v3, 0xffffffffL
    const/4 v5, 0x0
    :max
    if-ge v5, v0, :scale
    add-int v6, p3, v5
    aget v6, p2, v6
    int-to-long v6, v6
    and-long/2addr v6, v3
    cmp-long v8, v6, v1
    if-lez v8, :next
    move-wide v1, v6
    :next
    add-int/lit8 v5, v5, 0x1
    goto :max

    # v5 = mul, v7 = div
    :scale
    iget v5, p0, Ladaptrace/rt/ArithEncoder;->inc:I
    int-to-long v5, v5
    mul-long v9, v5, v1
    const-wide/16 v7, 0x1
    add-long/2addr v9, v7
    iget v7, p0, Ladaptrace/rt/ArithEncoder;->bound:I
    int-to-long v7, v7
    cmp-long v11, v9, v7
    if-gtz v11, :shrink
    const-wide/16 v7, 0x1
    goto :fill
    :shrink
    const-wide/16 v5, 0x1
    sub-long v5, v7, v5
    move-wide v7, v1

    # v1 = cell, v2 = end of the context's cells, v11 = total; p3 walks the frequencies
    :fill
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    aget v1, v1, p1
    iget-object v2, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    aget v2, v2, p1
    add-int/2addr v2, v1
    const/4 v11, 0x0
    :cell
    if-ge v1, v2, :done
    aget v9, p2, p3
    int-to-long v9, v9
    and-long/2addr v9, v3
    mul-long/2addr v9, v5
    div-long/2addr v9, v7
    long-to-int v9, v9
    add-int/lit8 v9, v9, 0x1
    aput v9, v0, v1
    add-int/2addr v11, v9
    add-int/lit8 v1, v1, 0x1
    add-int/lit8 p3, p3, 0x1
    goto :cell

    :done
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    aput v11, v0, p1
    return-void
.end method

# Codes symbol sym (0 <= sym < n) of context ctx, then counts it. Neither is checked: the
# instrumentor only emits valid pairs.
.method public static encode(Ladaptrace/rt/ArithEncoder;II)V
    .locals 13

    # v0 counts, v1 the symbol's cell, v3 = cumulative count below it
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    aget v1, v1, p1
    move v2, v1
    add-int/2addr v1, p2
    const/4 v3, 0x0
    :below
    if-ge v2, v1, :narrow
    aget v4, v0, v2
    add-int/2addr v3, v4
    add-int/lit8 v2, v2, 0x1
    goto :below

    # r = high - low + 1; high = low + r * (below + c) / total - 1; low += r * below / total
    :narrow
    aget v2, v0, v1
    add-int/2addr v2, v3
    iget-object v4, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    aget v4, v4, p1
    iget-wide v5, p0, Ladaptrace/rt/ArithEncoder;->low:J
    iget-wide v7, p0, Ladaptrace/rt/ArithEncoder;->high:J
    sub-long/2addr v7, v5
    const-wide/16 v9, 0x1
    add-long v9, v7, v9
    int-to-long v11, v4
    int-to-long v7, v3
    mul-long/2addr v7, v9
    div-long/2addr v7, v11
    int-to-long v2, v2
    mul-long/2addr v2, v9
    div-long/2addr v2, v11
    add-long/2addr v2, v5
    const-wide/16 v9, 0x1
    sub-long/2addr v2, v9
    iput-wide v2, p0, Ladaptrace/rt/ArithEncoder;->high:J
    add-long/2addr v5, v7
    iput-wide v5, p0, Ladaptrace/rt/ArithEncoder;->low:J
    invoke-static {p0}, Ladaptrace/rt/ArithEncoder;->renormalize(Ladaptrace/rt/ArithEncoder;)V

    # count the symbol: halve the context first if its counter would pass bound
    iget v2, p0, Ladaptrace/rt/ArithEncoder;->inc:I
    aget v3, v0, v1
    add-int/2addr v3, v2
    iget v4, p0, Ladaptrace/rt/ArithEncoder;->bound:I
    if-le v3, v4, :count
    invoke-static {p0, p1}, Ladaptrace/rt/ArithEncoder;->halve(Ladaptrace/rt/ArithEncoder;I)V
    :count
    aget v3, v0, v1
    add-int/2addr v3, v2
    aput v3, v0, v1
    iget-object v4, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    aget v5, v4, p1
    add-int/2addr v5, v2
    aput v5, v4, p1
    return-void
.end method

# Scales [low, high] up while it lies in a half (emitting that half's bit and the deferred
# ones) or in the middle half (deferring a bit).
.method static renormalize(Ladaptrace/rt/ArithEncoder;)V
    .locals 9

    iget-wide v0, p0, Ladaptrace/rt/ArithEncoder;->low:J
    iget-wide v2, p0, Ladaptrace/rt/ArithEncoder;->high:J
    :step
    const-wide v4, 0x80000000L
    cmp-long v6, v2, v4
    if-gez v6, :not_lower
    const/4 v6, 0x0
    invoke-static {p0, v6}, Ladaptrace/rt/ArithEncoder;->bitPlusFollow(Ladaptrace/rt/ArithEncoder;I)V
    goto :scale

    :not_lower
    cmp-long v6, v0, v4
    if-ltz v6, :not_upper
    const/4 v6, 0x1
    invoke-static {p0, v6}, Ladaptrace/rt/ArithEncoder;->bitPlusFollow(Ladaptrace/rt/ArithEncoder;I)V
    sub-long/2addr v0, v4
    sub-long/2addr v2, v4
    goto :scale

    :not_upper
    const-wide v4, 0x40000000L
    cmp-long v6, v0, v4
    if-ltz v6, :done
    const-wide v7, 0xc0000000L
    cmp-long v6, v2, v7
    if-gez v6, :done
    iget v6, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    add-int/lit8 v6, v6, 0x1
    iput v6, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    sub-long/2addr v0, v4
    sub-long/2addr v2, v4

    :scale
    add-long/2addr v0, v0
    add-long/2addr v2, v2
    const-wide/16 v4, 0x1
    add-long/2addr v2, v4
    goto :step

    :done
    iput-wide v0, p0, Ladaptrace/rt/ArithEncoder;->low:J
    iput-wide v2, p0, Ladaptrace/rt/ArithEncoder;->high:J
    return-void
.end method

# Writes bit, then the deferred bits, each the opposite of bit.
.method static bitPlusFollow(Ladaptrace/rt/ArithEncoder;I)V
    .locals 2

    invoke-static {p0, p1}, Ladaptrace/rt/ArithEncoder;->putBit(Ladaptrace/rt/ArithEncoder;I)V
    iget v0, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    if-eqz v0, :done
    xor-int/lit8 v1, p1, 0x1
    :deferred
    invoke-static {p0, v1}, Ladaptrace/rt/ArithEncoder;->putBit(Ladaptrace/rt/ArithEncoder;I)V
    add-int/lit8 v0, v0, -0x1
    if-nez v0, :deferred
    iput v0, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    :done
    return-void
.end method

.method static putBit(Ladaptrace/rt/ArithEncoder;I)V
    .locals 3

    iget v0, p0, Ladaptrace/rt/ArithEncoder;->acc:I
    shl-int/lit8 v0, v0, 0x1
    or-int/2addr v0, p1
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->bits:I
    add-int/lit8 v1, v1, 0x1
    const/16 v2, 0x8
    if-ne v1, v2, :store
    invoke-static {p0, v0}, Ladaptrace/rt/ArithEncoder;->put(Ladaptrace/rt/ArithEncoder;I)V
    const/4 v0, 0x0
    const/4 v1, 0x0
    :store
    iput v0, p0, Ladaptrace/rt/ArithEncoder;->acc:I
    iput v1, p0, Ladaptrace/rt/ArithEncoder;->bits:I
    return-void
.end method

# Halves every counter of context ctx, rounding up, and sets its total.
.method static halve(Ladaptrace/rt/ArithEncoder;I)V
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->counts:[I
    iget-object v1, p0, Ladaptrace/rt/ArithEncoder;->offsets:[I
    aget v1, v1, p1
    iget-object v2, p0, Ladaptrace/rt/ArithEncoder;->sizes:[I
    aget v2, v2, p1
    add-int/2addr v2, v1
    const/4 v3, 0x0
    :cell
    if-ge v1, v2, :done
    aget v4, v0, v1
    add-int/lit8 v4, v4, 0x1
    shr-int/lit8 v4, v4, 0x1
    aput v4, v0, v1
    add-int/2addr v3, v4
    add-int/lit8 v1, v1, 0x1
    goto :cell
    :done
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->totals:[I
    aput v3, v0, p1
    return-void
.end method

# Appends one byte (the low 8 bits of b).
.method static put(Ladaptrace/rt/ArithEncoder;I)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    array-length v2, v0
    if-lt v1, v2, :store
    invoke-static {p0}, Ladaptrace/rt/ArithEncoder;->full(Ladaptrace/rt/ArithEncoder;)V
    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    :store
    int-to-byte v2, p1
    aput-byte v2, v0, v1
    add-int/lit8 v1, v1, 0x1
    iput v1, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    return-void
.end method

# The buffer is full. The hook for the trace writer: it may take the bytes (take) and queue
# them as a chunk instead; on return buf must have room for one byte at pos. Here it grows.
.method static full(Ladaptrace/rt/ArithEncoder;)V
    .locals 6

    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    array-length v1, v0
    mul-int/lit8 v2, v1, 0x2
    new-array v2, v2, [B
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput-object v2, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    return-void
.end method

# The complete bytes written so far, removed from the encoder; the stream goes on. The pieces
# taken, then finish's, concatenated, are the stream.
.method public static take(Ladaptrace/rt/ArithEncoder;)[B
    .locals 4

    iget-object v0, p0, Ladaptrace/rt/ArithEncoder;->buf:[B
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    new-array v2, v1, [B
    const/4 v3, 0x0
    invoke-static {v0, v3, v2, v3, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    iput v3, p0, Ladaptrace/rt/ArithEncoder;->pos:I
    return-object v2
.end method

# Ends the stream and returns the bytes not taken yet (restart then begins the next stream): one
# 1 bit (the value 2^31, then zeros, lies in the final interval; the deferred bits after it are
# zeros) unless low is 0 with nothing deferred, then the last partial byte padded with zeros
# unless it is all zeros.
.method public static finish(Ladaptrace/rt/ArithEncoder;)[B
    .locals 4

    iget-wide v0, p0, Ladaptrace/rt/ArithEncoder;->low:J
    const-wide/16 v2, 0x0
    cmp-long v2, v0, v2
    if-nez v2, :one
    iget v2, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    if-eqz v2, :last
    :one
    const/4 v2, 0x1
    invoke-static {p0, v2}, Ladaptrace/rt/ArithEncoder;->putBit(Ladaptrace/rt/ArithEncoder;I)V

    :last
    iget v0, p0, Ladaptrace/rt/ArithEncoder;->bits:I
    if-eqz v0, :out
    iget v1, p0, Ladaptrace/rt/ArithEncoder;->acc:I
    if-eqz v1, :out
    rsub-int/lit8 v0, v0, 0x8
    shl-int/2addr v1, v0
    invoke-static {p0, v1}, Ladaptrace/rt/ArithEncoder;->put(Ladaptrace/rt/ArithEncoder;I)V

    :out
    invoke-static {p0}, Ladaptrace/rt/ArithEncoder;->take(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v0
    return-object v0
.end method

# Begins a new stream after finish: the coder starts afresh, the counters go on.
.method public static restart(Ladaptrace/rt/ArithEncoder;)V
    .locals 2

    const-wide/16 v0, 0x0
    iput-wide v0, p0, Ladaptrace/rt/ArithEncoder;->low:J
    const-wide v0, 0xffffffffL
    iput-wide v0, p0, Ladaptrace/rt/ArithEncoder;->high:J
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/ArithEncoder;->follow:I
    iput v0, p0, Ladaptrace/rt/ArithEncoder;->acc:I
    iput v0, p0, Ladaptrace/rt/ArithEncoder;->bits:I
    return-void
.end method
