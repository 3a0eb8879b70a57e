.class final Ladaptrace/rt/Model;
.super Ljava/lang/Object;
.source "Model.smali"

# The model the `paths` coders start from, loaded once when the runtime starts (Trace's class
# initializer, before the trace header is written): the file named by -Dadaptrace.model, else
# model.admd in the first trace directory (Writer.directories) that has one. A file that is
# missing, unreadable, damaged, of other metadata or of another shape leaves every context
# uniform and no prediction (generation 0); the header's model status says which. Nothing here
# ever throws into the app.
#
# Tables (FORMATS.md, "Model files"): one per coding context in PathsLayout order; a callee context's
# table is [count of 0 (neither predicted callee), of 1 (the first), of 2 (the second), the
# first predicted callee + 1, the second + 1 (0: none)], every other context's one count per
# symbol.


# What became of the model goes into Trace.modelStatus (0 loaded, 1 no file, 2 unreadable or
# damaged, 3 other metadata, 4 wrong shape) and its generation into Trace.modelGeneration (0
# when none was loaded).

# The coder every thread's coder copies (one of the two, by Config.CODER), seeded.
.field static range:Ladaptrace/rt/RangeEncoder;

.field static arith:Ladaptrace/rt/ArithEncoder;

# Predicted callees, two per callee key (Paths.KEYS): the first at 2 key, the second at 2 key +
# 1; -1 for none.
.field static predictions:[I

# Per binary decision context: 0, or its pinned successor + 1 (PathsLayout::pinned).
.field static pinned:[B


.method static load()V
    .locals 2

    invoke-static {}, Ladaptrace/rt/Model;->uniform()V

    :try_start
    invoke-static {}, Ladaptrace/rt/ModelFile;->find()Ljava/io/File;
    move-result-object v0
    if-nez v0, :found
    const/4 v1, 0x1
    sput v1, Ladaptrace/rt/Trace;->modelStatus:I
    return-void

    :found
    invoke-static {v0}, Ladaptrace/rt/ModelFile;->read(Ljava/io/File;)[B
    move-result-object v0
    invoke-static {v0}, Ladaptrace/rt/Model;->parse([B)I
    move-result v1
    sput v1, Ladaptrace/rt/Trace;->modelStatus:I
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed
    return-void

    # Not one context may stay half seeded.
    :failed
    invoke-static {}, Ladaptrace/rt/Model;->uniform()V
    const/4 v1, 0x2
    sput v1, Ladaptrace/rt/Trace;->modelStatus:I
    return-void
.end method

# Generation 0: uniform contexts, no predictions.
.method static uniform()V
    .locals 3

    const/4 v0, 0x0
    sput v0, Ladaptrace/rt/Trace;->modelGeneration:I
    sget-object v0, Ladaptrace/rt/Paths;->ALPHABETS:[I
    sget v1, Ladaptrace/rt/Config;->CODER:I
    if-nez v1, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->create([I)Ladaptrace/rt/RangeEncoder;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/Model;->range:Ladaptrace/rt/RangeEncoder;
    const/4 v0, 0x0
    sput-object v0, Ladaptrace/rt/Model;->arith:Ladaptrace/rt/ArithEncoder;
    goto :predictions

    # The adaptracer coder with its default parameters: inc 3, bound 8192.
    :arith
    const/4 v1, 0x3
    const/16 v2, 0x2000
    invoke-static {v0, v1, v2}, Ladaptrace/rt/ArithEncoder;->create([III)Ladaptrace/rt/ArithEncoder;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/Model;->arith:Ladaptrace/rt/ArithEncoder;
    const/4 v0, 0x0
    sput-object v0, Ladaptrace/rt/Model;->range:Ladaptrace/rt/RangeEncoder;

    :predictions
    sget v0, Ladaptrace/rt/Paths;->KEYS:I
    shl-int/lit8 v0, v0, 0x1
    new-array v0, v0, [I
    const/4 v1, -0x1
    invoke-static {v0, v1}, Ljava/util/Arrays;->fill([II)V
    sput-object v0, Ladaptrace/rt/Model;->predictions:[I
    sget v0, Ladaptrace/rt/PathsConfig;->BINARY:I
    new-array v0, v0, [B
    sput-object v0, Ladaptrace/rt/Model;->pinned:[B
    return-void
.end method

# Checks the file's bytes and, when they are a model of this app, seeds the template and the
# predictions from them; returns the status.
.method static parse([B)I
    .locals 9

    # v1 header length, v2 offset of the CRC
    invoke-static {p0}, Ladaptrace/rt/ModelFile;->check([B)I
    move-result v3
    if-eqz v3, :fits
    return v3

    :fits
    const/4 v1, 0x6
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v1
    array-length v2, p0
    add-int/lit8 v2, v2, -0x4

    const/16 v3, 0x14
    invoke-static {p0, v3}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v3
    sget-object v4, Ladaptrace/rt/Paths;->ALPHABETS:[I
    array-length v4, v4
    if-ne v3, v4, :shape

    # Check every table first, then seed: a bad table must not leave others seeded.
    const/4 v3, 0x0
    invoke-static {p0, v1, v2, v3}, Ladaptrace/rt/Model;->tables([BIIZ)I
    move-result v3
    if-eqz v3, :seed
    return v3

    :seed
    const/4 v3, 0x1
    invoke-static {p0, v1, v2, v3}, Ladaptrace/rt/Model;->tables([BIIZ)I
    const/16 v3, 0x10
    invoke-static {p0, v3}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v3
    sput v3, Ladaptrace/rt/Trace;->modelGeneration:I
    const/4 v3, 0x0
    return v3

    :shape
    const/4 v3, 0x4
    return v3
.end method

# Walks the tables in bytes[pos .. end) (end: the CRC's offset): returns 2 when they do not fill
# it exactly, 4 when one does not fit its context (or predicts a method the app does not have),
# else 0, having seeded the template and the predictions when `seed` is set.
.method static tables([BIIZ)I
    .locals 13

    # v0 alphabets, v1 contexts, v2 context, v3 first callee context, v4 last key, v5 entries,
    # v6 expected entries, v7 prediction slot, v8 frequencies, v9 end of the table,
    # v10 callee context?, v11 v12 scratch
    sget-object v0, Ladaptrace/rt/Paths;->ALPHABETS:[I
    array-length v1, v0
    sget v3, Ladaptrace/rt/Paths;->SITE:I
    sget v4, Ladaptrace/rt/Paths;->KEYS:I
    add-int/lit8 v4, v4, -0x1
    const/4 v8, 0x0
    if-eqz p3, :first
    const v8, 0xffff
    new-array v8, v8, [I

    :first
    const/4 v2, 0x0

    :table
    if-ge v2, v1, :end
    add-int/lit8 v11, p1, 0x2
    if-gt v11, p2, :damaged
    invoke-static {p0, p1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v5
    move p1, v11
    aget v6, v0, v2
    const/4 v10, 0x0
    sub-int v7, v2, v3
    if-ltz v7, :expected
    if-gt v7, v4, :expected
    const/4 v6, 0x5
    const/4 v10, 0x1

    :expected
    if-ne v5, v6, :shape
    mul-int/lit8 v9, v5, 0x4
    add-int/2addr v9, p1
    if-gt v9, p2, :damaged
    if-eqz v10, :counts

    move/from16 v12, p3
    invoke-static {p0, p1, v7, v12}, Ladaptrace/rt/Model;->predict([BIIZ)Z
    move-result v11
    if-eqz v11, :shape

    :counts
    if-eqz p3, :next
    const/4 v11, 0x0

    :count
    if-ge v11, v5, :seed
    mul-int/lit8 v12, v11, 0x4
    add-int/2addr v12, p1
    invoke-static {p0, v12}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v12
    aput v12, v8, v11
    add-int/lit8 v11, v11, 0x1
    goto :count

    # The coder reads as many frequencies as the context has symbols: a callee table's first three.
    :seed
    invoke-static {v2, v8}, Ladaptrace/rt/Model;->seed(I[I)V

    :next
    move p1, v9
    add-int/lit8 v2, v2, 0x1
    goto :table

    :end
    if-ne p1, p2, :damaged
    const/4 v0, 0x0
    return v0

    :damaged
    const/4 v0, 0x2
    return v0

    :shape
    const/4 v0, 0x4
    return v0
.end method

# Seeds context ctx of the template with freqs[0 ..); a binary decision context may be pinned.
.method static seed(I[I)V
    .locals 2

    sget v0, Ladaptrace/rt/PathsConfig;->BINARY:I
    if-ge p0, v0, :coder
    invoke-static {p0, p1}, Ladaptrace/rt/Model;->pin(I[I)V

    :coder
    const/4 v1, 0x0
    sget-object v0, Ladaptrace/rt/Model;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0, p0, p1, v1}, Ladaptrace/rt/RangeEncoder;->seed(Ladaptrace/rt/RangeEncoder;I[II)V
    return-void

    :arith
    sget-object v0, Ladaptrace/rt/Model;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0, p0, p1, v1}, Ladaptrace/rt/ArithEncoder;->seed(Ladaptrace/rt/ArithEncoder;I[II)V
    return-void
.end method

# PathsLayout::pinned for binary decision context ctx, whose frequencies (unsigned) are
# freqs[0] and freqs[1]: seen at least 256 times, the rarer way at most once in 16.
.method static pin(I[I)V
    .locals 12

    const-wide v0, 0xffffffffL
    const/4 v2, 0x0
    aget v2, p1, v2
    int-to-long v2, v2
    and-long/2addr v2, v0
    const/4 v4, 0x1
    aget v4, p1, v4
    int-to-long v4, v4
    and-long/2addr v4, v0
    add-long v6, v2, v4
    const-wide/16 v8, 0x100
    cmp-long v10, v6, v8
    if-gez v10, :seen
    return-void

    # v10: the pinned symbol + 1; v2: the rarer way's count
    :seen
    const/4 v10, 0x1
    cmp-long v11, v2, v4
    if-gez v11, :zero_major
    const/4 v10, 0x2
    goto :ratio
    :zero_major
    move-wide v2, v4

    :ratio
    const/16 v11, 0x4
    shl-long/2addr v2, v11
    cmp-long v11, v2, v6
    if-lez v11, :pinned
    return-void

    :pinned
    sget-object v0, Ladaptrace/rt/Model;->pinned:[B
    int-to-byte v10, v10
    aput-byte v10, v0, p0
    return-void
.end method




# The last two entries of the callee table of key `key` whose counts start at pos: the first
# and the second predicted callee + 1, stored when `seed` is set; false when one names a
# method the app does not have.
.method static predict([BIIZ)Z
    .locals 4

    add-int/lit8 v0, p1, 0xc
    invoke-static {p0, v0}, Ladaptrace/rt/Model;->callee([BI)I
    move-result v0
    const/4 v2, -0x2
    if-eq v0, v2, :unknown
    add-int/lit8 v1, p1, 0x10
    invoke-static {p0, v1}, Ladaptrace/rt/Model;->callee([BI)I
    move-result v1
    if-eq v1, v2, :unknown
    if-eqz p3, :known
    sget-object v2, Ladaptrace/rt/Model;->predictions:[I
    shl-int/lit8 v3, p2, 0x1
    aput v0, v2, v3
    add-int/lit8 v3, v3, 0x1
    aput v1, v2, v3

    :known
    const/4 v0, 0x1
    return v0

    :unknown
    const/4 v0, 0x0
    return v0
.end method

# The callee a callee table's entry at pos predicts: -1 for none, -2 when the entry names a
# method the app does not have.
.method static callee([BI)I
    .locals 2

    invoke-static {p0, p1}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v0
    add-int/lit8 v0, v0, -0x1
    const/4 v1, -0x1
    if-eq v0, v1, :known
    if-ltz v0, :unknown
    sget v1, Ladaptrace/rt/PathsConfig;->METHODS:I
    if-ge v0, v1, :unknown

    :known
    return v0

    :unknown
    const/4 v0, -0x2
    return v0
.end method
