.class final Ladaptrace/rt/CallsCoder;
.super Ljava/lang/Object;
.source "CallsCoder.smali"

# The writer thread's coder of one thread's `calls` records (android_runtime::calls::coding,
# FORMATS.md, "Coded CALLS chunks"): a record is coded as the first or second record predicted
# under its record key; else each element (its tag, then its fields) as the first or second value
# predicted under its key, or as its bit length and the bits below its top bit in the contexts of
# its role. Only the writer thread touches it.


# Keys (CallsCoding::keys), a power of two; filled per app.
.field static final KEYS:I

# The contexts' alphabets: KEYS element and KEYS record prediction contexts of 3 symbols, 37
# length contexts of 33, then 37 x 32 bit contexts of 2.
.field static final ALPHABETS:[I

# Fields of a record, by tag; -1 for no record.
.field static final FIELDS:[I

# Whether CALLS chunks are coded: `calls` with a coder other than raw (Config.CODER 2).
.field static coded:Z

# The coder every thread's coder copies (one of the two, by Config.CODER), seeded from the
# model, and the predictions every thread starts from (two per key).
.field static templateRange:Ladaptrace/rt/RangeEncoder;

.field static templateArith:Ladaptrace/rt/ArithEncoder;

.field static start:[I


.field range:Ladaptrace/rt/RangeEncoder;

.field arith:Ladaptrace/rt/ArithEncoder;

# Per key k: the first prediction at 2 k, the second at 2 k + 1.
.field predictions:[I

# Per place: the value that came there last.
.field places:[I

# Per record key k: the first record predicted there at 8 k, the second at 8 k + 4, each in
# normal form (tag, fields; all 0 before one came).
.field records:[I

# Hashes of the four records before this one, the last first, and of the current record's
# elements so far.
.field last:I

.field before:I

.field third:I

.field fourth:I

.field record:I

# The depth the thread's last record with one named (a depth is coded as the zigzag of its
# difference from it).
.field depth:I

# The record being coded, in normal form: tag, then fields.
.field final fields:[I


.method static constructor <clinit>()V
    .locals 5

    const v0, @CALLS_KEYS@
    sput v0, Ladaptrace/rt/CallsCoder;->KEYS:I
    shl-int/lit8 v0, v0, 0x1
    add-int/lit16 v1, v0, 0x4c5
    new-array v1, v1, [I
    const/4 v2, 0x2
    invoke-static {v1, v2}, Ljava/util/Arrays;->fill([II)V
    const/4 v2, 0x0
    const/4 v3, 0x3
    invoke-static {v1, v2, v0, v3}, Ljava/util/Arrays;->fill([IIII)V
    add-int/lit8 v4, v0, 0x25
    const/16 v3, 0x21
    invoke-static {v1, v0, v4, v3}, Ljava/util/Arrays;->fill([IIII)V
    sput-object v1, Ladaptrace/rt/CallsCoder;->ALPHABETS:[I

    const/16 v0, 0xd
    new-array v0, v0, [I
    fill-array-data v0, :fields
    sput-object v0, Ladaptrace/rt/CallsCoder;->FIELDS:[I
    return-void

    :fields
    .array-data 4
        -0x1
        0x1
        0x3
        0x1
        0x1
        0x1
        0x0
        0x1
        0x2
        0x0
        0x1
        0x3
        0x3
    .end array-data
.end method

.method constructor <init>()V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    sget-object v0, Ladaptrace/rt/CallsCoder;->templateRange:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->copy(Ladaptrace/rt/RangeEncoder;)Ladaptrace/rt/RangeEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/CallsCoder;->range:Ladaptrace/rt/RangeEncoder;
    goto :tables

    :arith
    sget-object v0, Ladaptrace/rt/CallsCoder;->templateArith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->copy(Ladaptrace/rt/ArithEncoder;)Ladaptrace/rt/ArithEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/CallsCoder;->arith:Ladaptrace/rt/ArithEncoder;

    :tables
    sget-object v0, Ladaptrace/rt/CallsCoder;->start:[I
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    iput-object v0, p0, Ladaptrace/rt/CallsCoder;->predictions:[I
    sget v0, Ladaptrace/rt/CallsCoder;->KEYS:I
    new-array v1, v0, [I
    iput-object v1, p0, Ladaptrace/rt/CallsCoder;->places:[I
    shl-int/lit8 v0, v0, 0x3
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/CallsCoder;->records:[I
    const/4 v0, 0x4
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/CallsCoder;->fields:[I
    return-void
.end method


# ---- the model ----

# The runtime starts (hook `started`, through Calls): for `calls` with a coder, the template
# from the model file, as Model.load does for `paths`.
.method static load()V
    .locals 2

    sget v0, Ladaptrace/rt/Calls;->SELECTION:I
    const/4 v1, 0x3
    if-ne v0, v1, :raw
    sget v0, Ladaptrace/rt/Config;->CODER:I
    const/4 v1, 0x2
    if-eq v0, v1, :raw
    const/4 v0, 0x1
    sput-boolean v0, Ladaptrace/rt/CallsCoder;->coded:Z
    invoke-static {}, Ladaptrace/rt/CallsCoder;->uniform()V

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
    invoke-static {v0}, Ladaptrace/rt/CallsCoder;->parse([B)I
    move-result v1
    sput v1, Ladaptrace/rt/Trace;->modelStatus:I
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed

    :raw
    return-void

    # Not one context may stay half seeded.
    :failed
    invoke-static {}, Ladaptrace/rt/CallsCoder;->uniform()V
    const/4 v1, 0x2
    sput v1, Ladaptrace/rt/Trace;->modelStatus:I
    return-void
.end method

# Generation 0: uniform contexts, every prediction 0.
.method static uniform()V
    .locals 3

    const/4 v0, 0x0
    sput v0, Ladaptrace/rt/Trace;->modelGeneration:I
    sget-object v0, Ladaptrace/rt/CallsCoder;->ALPHABETS:[I
    sget v1, Ladaptrace/rt/Config;->CODER:I
    if-nez v1, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->create([I)Ladaptrace/rt/RangeEncoder;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/CallsCoder;->templateRange:Ladaptrace/rt/RangeEncoder;
    const/4 v0, 0x0
    sput-object v0, Ladaptrace/rt/CallsCoder;->templateArith:Ladaptrace/rt/ArithEncoder;
    goto :predictions

    # The adaptracer coder with its default parameters: inc 3, bound 8192.
    :arith
    const/4 v1, 0x3
    const/16 v2, 0x2000
    invoke-static {v0, v1, v2}, Ladaptrace/rt/ArithEncoder;->create([III)Ladaptrace/rt/ArithEncoder;
    move-result-object v0
    sput-object v0, Ladaptrace/rt/CallsCoder;->templateArith:Ladaptrace/rt/ArithEncoder;
    const/4 v0, 0x0
    sput-object v0, Ladaptrace/rt/CallsCoder;->templateRange:Ladaptrace/rt/RangeEncoder;

    :predictions
    sget v0, Ladaptrace/rt/CallsCoder;->KEYS:I
    shl-int/lit8 v0, v0, 0x1
    new-array v0, v0, [I
    sput-object v0, Ladaptrace/rt/CallsCoder;->start:[I
    return-void
.end method

# Checks the file's bytes and, when they are a `calls` model of this app, seeds the template
# and the predictions; returns the status (Trace.modelStatus).
.method static parse([B)I
    .locals 6

    invoke-static {p0}, Ladaptrace/rt/ModelFile;->check([B)I
    move-result v0
    if-eqz v0, :fits
    return v0

    # v1 first table, v2 the CRC's offset
    :fits
    const/4 v1, 0x6
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v1
    array-length v2, p0
    add-int/lit8 v2, v2, -0x4
    const/16 v3, 0x14
    invoke-static {p0, v3}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v3
    sget-object v4, Ladaptrace/rt/CallsCoder;->ALPHABETS:[I
    array-length v4, v4
    add-int/lit8 v4, v4, 0x1
    if-ne v3, v4, :shape

    # Check every table first, then seed: a bad table must not leave others seeded.
    const/4 v3, 0x0
    invoke-static {p0, v1, v2, v3}, Ladaptrace/rt/CallsCoder;->tables([BIIZ)I
    move-result v3
    if-eqz v3, :seed
    return v3

    :seed
    const/4 v3, 0x1
    invoke-static {p0, v1, v2, v3}, Ladaptrace/rt/CallsCoder;->tables([BIIZ)I
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

# Walks the tables in bytes[pos .. end) (end: the CRC's offset): one per context with one
# frequency per symbol, then the 2 KEYS predictions. Returns 2 when they do not fill it exactly,
# 4 when one does not fit its context, else 0, having seeded the template and the predictions
# when `seed` is set.
.method static tables([BIIZ)I
    .locals 11

    # v0 alphabets, v1 contexts, v2 context, v3 entries, v4 expected entries, v5 end of the
    # table, v6 frequencies (or predictions), v7 index, v8 v9 v10 scratch
    sget-object v0, Ladaptrace/rt/CallsCoder;->ALPHABETS:[I
    array-length v1, v0
    const/16 v6, 0x21
    new-array v6, v6, [I
    const/4 v2, 0x0

    :table
    add-int/lit8 v8, p1, 0x2
    if-gt v8, p2, :damaged
    invoke-static {p0, p1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v3
    move p1, v8
    if-ge v2, v1, :last
    aget v4, v0, v2
    goto :sized

    :last
    sget v4, Ladaptrace/rt/CallsCoder;->KEYS:I
    shl-int/lit8 v4, v4, 0x1
    sget-object v6, Ladaptrace/rt/CallsCoder;->start:[I

    :sized
    if-ne v3, v4, :shape
    mul-int/lit8 v5, v3, 0x4
    add-int/2addr v5, p1
    if-gt v5, p2, :damaged
    if-eqz p3, :next
    const/4 v7, 0x0

    :entry
    if-ge v7, v3, :entries
    mul-int/lit8 v8, v7, 0x4
    add-int/2addr v8, p1
    invoke-static {p0, v8}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v8
    aput v8, v6, v7
    add-int/lit8 v7, v7, 0x1
    goto :entry

    :entries
    if-ge v2, v1, :next
    const/4 v9, 0x0
    sget-object v10, Ladaptrace/rt/CallsCoder;->templateRange:Ladaptrace/rt/RangeEncoder;
    if-eqz v10, :arith
    invoke-static {v10, v2, v6, v9}, Ladaptrace/rt/RangeEncoder;->seed(Ladaptrace/rt/RangeEncoder;I[II)V
    goto :next
    :arith
    sget-object v10, Ladaptrace/rt/CallsCoder;->templateArith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v10, v2, v6, v9}, Ladaptrace/rt/ArithEncoder;->seed(Ladaptrace/rt/ArithEncoder;I[II)V

    :next
    move p1, v5
    add-int/lit8 v2, v2, 0x1
    if-le v2, v1, :table
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


# ---- coding ----

# The writer thread, before it writes a chunk (hook `encode`, through Calls): a `calls` CALLS
# chunk's records are coded into one stream of the thread's coder, ended into the chunk's bytes
# (the contexts' and predictions' state goes on into the thread's next chunk). A record cut
# short (a copy made while its thread ran) ends the chunk; the record count is the records
# coded.
.method static encode(Ladaptrace/rt/Chunk;)V
    .locals 6

    sget-boolean v0, Ladaptrace/rt/CallsCoder;->coded:Z
    if-eqz v0, :done
    iget v0, p0, Ladaptrace/rt/Chunk;->tag:I
    const/16 v1, 0x60
    if-ne v0, v1, :done
    iget-object v0, p0, Ladaptrace/rt/Chunk;->state:Ljava/lang/Object;
    check-cast v0, Ladaptrace/rt/CallsState;
    iget-object v1, v0, Ladaptrace/rt/CallsState;->coder:Ladaptrace/rt/CallsCoder;
    if-nez v1, :made
    new-instance v1, Ladaptrace/rt/CallsCoder;
    invoke-direct {v1}, Ladaptrace/rt/CallsCoder;-><init>()V
    iput-object v1, v0, Ladaptrace/rt/CallsState;->coder:Ladaptrace/rt/CallsCoder;

    :made
    iget-object v2, p0, Ladaptrace/rt/Chunk;->bytes:[B
    iget v3, p0, Ladaptrace/rt/Chunk;->count:I
    array-length v4, v2
    if-le v3, v4, :sized
    move v3, v4

    # v4 position, v5 records coded
    :sized
    const/4 v4, 0x0
    const/4 v5, 0x0

    :next
    if-ge v4, v3, :coded
    invoke-static {v1, v2, v4, v3}, Ladaptrace/rt/CallsCoder;->record(Ladaptrace/rt/CallsCoder;[BII)I
    move-result v4
    if-ltz v4, :coded
    add-int/lit8 v5, v5, 0x1
    goto :next

    :coded
    iput v5, p0, Ladaptrace/rt/Chunk;->steps:I
    iget-object v0, v1, Ladaptrace/rt/CallsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->finish(Ladaptrace/rt/RangeEncoder;)[B
    move-result-object v2
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->restart(Ladaptrace/rt/RangeEncoder;)V
    goto :ended

    :arith
    iget-object v0, v1, Ladaptrace/rt/CallsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->finish(Ladaptrace/rt/ArithEncoder;)[B
    move-result-object v2
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->restart(Ladaptrace/rt/ArithEncoder;)V

    :ended
    iput-object v2, p0, Ladaptrace/rt/Chunk;->bytes:[B
    array-length v2, v2
    iput v2, p0, Ladaptrace/rt/Chunk;->count:I

    :done
    return-void
.end method

# Codes the record at bytes[at ..) (which ends by end); returns where the next one starts, or -1
# when the record is unknown or cut short (then nothing of it is coded). The record in normal
# form (ThreadCoding::normalize: the depth as a difference, unused fields 0) is one of its record
# key's two predictions, or else coded element by element.
.method static record(Ladaptrace/rt/CallsCoder;[BII)I
    .locals 12

    # v0 tag, v1 fields, v2 index, v3 value, v4 shift, v5 byte, v6 the normal form
    aget-byte v0, p1, p2
    and-int/lit16 v0, v0, 0xff
    add-int/lit8 p2, p2, 0x1
    sget-object v1, Ladaptrace/rt/CallsCoder;->FIELDS:[I
    array-length v2, v1
    if-ge v0, v2, :cut
    aget v1, v1, v0
    if-ltz v1, :cut
    iget-object v6, p0, Ladaptrace/rt/CallsCoder;->fields:[I
    const/4 v2, 0x1

    :field
    if-gt v2, v1, :read
    const/4 v3, 0x0
    const/4 v4, 0x0

    :byte
    if-ge p2, p3, :cut
    aget-byte v5, p1, p2
    add-int/lit8 p2, p2, 0x1
    and-int/lit8 v7, v5, 0x7f
    shl-int/2addr v7, v4
    or-int/2addr v3, v7
    add-int/lit8 v4, v4, 0x7
    if-ltz v5, :byte
    aput v3, v6, v2
    add-int/lit8 v2, v2, 0x1
    goto :field

    :read
    const/4 v3, 0x0
    aput v0, v6, v3

    :unused
    const/4 v4, 0x4
    if-ge v2, v4, :normal
    aput v3, v6, v2
    add-int/lit8 v2, v2, 0x1
    goto :unused

    # Field 0 of CALLBACK, CALLBACK_NEXT, UNWIND_AT and CATCH_AT (tags 2, 8, 11, 12: mask
    # 0x1904) is a depth, coded as zigzag(depth - this.depth).
    :normal
    const/16 v2, 0x1904
    ushr-int/2addr v2, v0
    and-int/lit8 v2, v2, 0x1
    if-eqz v2, :keyed
    const/4 v2, 0x1
    aget v3, v6, v2
    iget v4, p0, Ladaptrace/rt/CallsCoder;->depth:I
    iput v3, p0, Ladaptrace/rt/CallsCoder;->depth:I
    sub-int/2addr v3, v4
    shl-int/lit8 v4, v3, 0x1
    shr-int/lit8 v3, v3, 0x1f
    xor-int/2addr v3, v4
    aput v3, v6, v2

    # v7 the record key: a hash of the four records before; v8 the predicted records, v9 the
    # key's first, v10 the symbol
    :keyed
    iget v7, p0, Ladaptrace/rt/CallsCoder;->last:I
    iget v2, p0, Ladaptrace/rt/CallsCoder;->before:I
    invoke-static {v7, v2}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v7
    iget v2, p0, Ladaptrace/rt/CallsCoder;->third:I
    invoke-static {v7, v2}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v7
    iget v2, p0, Ladaptrace/rt/CallsCoder;->fourth:I
    invoke-static {v7, v2}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v7
    sget v2, Ladaptrace/rt/CallsCoder;->KEYS:I
    add-int/lit8 v3, v2, -0x1
    and-int/2addr v7, v3
    iget-object v8, p0, Ladaptrace/rt/CallsCoder;->records:[I
    shl-int/lit8 v9, v7, 0x3
    const/4 v10, 0x0

    :compare
    invoke-static {v8, v9, v6}, Ladaptrace/rt/CallsCoder;->same([II[I)Z
    move-result v3
    if-nez v3, :predicted
    add-int/lit8 v9, v9, 0x4
    add-int/lit8 v10, v10, 0x1
    const/4 v3, 0x2
    if-lt v10, v3, :compare

    # Neither: the first moves to second, the record becomes the first.
    :predicted
    if-eqz v10, :code
    shl-int/lit8 v9, v7, 0x3
    add-int/lit8 v3, v9, 0x4
    const/4 v4, 0x4
    invoke-static {v8, v9, v8, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    const/4 v3, 0x0
    invoke-static {v6, v3, v8, v9, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    :code
    add-int v3, v2, v7
    invoke-static {p0, v3, v10}, Ladaptrace/rt/CallsCoder;->prediction(Ladaptrace/rt/CallsCoder;II)V
    const/4 v3, 0x2
    if-ne v10, v3, :hash

    # Role of field i of tag t: 1 + 3 (t - 1) + i.
    const/4 v2, 0x0
    invoke-static {p0, v0, v2}, Ladaptrace/rt/CallsCoder;->element(Ladaptrace/rt/CallsCoder;II)V
    mul-int/lit8 v8, v0, 0x3
    add-int/lit8 v8, v8, -0x3
    const/4 v2, 0x1

    :element
    if-gt v2, v1, :hash
    aget v3, v6, v2
    add-int v9, v8, v2
    invoke-static {p0, v3, v9}, Ladaptrace/rt/CallsCoder;->element(Ladaptrace/rt/CallsCoder;II)V
    add-int/lit8 v2, v2, 0x1
    goto :element

    # v3 the record's hash: mix over its tag and fields, from 0
    :hash
    const/4 v3, 0x0
    const/4 v2, 0x0

    :mixed
    if-gt v2, v1, :end
    aget v4, v6, v2
    invoke-static {v3, v4}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v3
    add-int/lit8 v2, v2, 0x1
    goto :mixed

    :end
    iget v0, p0, Ladaptrace/rt/CallsCoder;->third:I
    iput v0, p0, Ladaptrace/rt/CallsCoder;->fourth:I
    iget v0, p0, Ladaptrace/rt/CallsCoder;->before:I
    iput v0, p0, Ladaptrace/rt/CallsCoder;->third:I
    iget v0, p0, Ladaptrace/rt/CallsCoder;->last:I
    iput v0, p0, Ladaptrace/rt/CallsCoder;->before:I
    iput v3, p0, Ladaptrace/rt/CallsCoder;->last:I
    const/4 v0, 0x0
    iput v0, p0, Ladaptrace/rt/CallsCoder;->record:I
    return p2

    :cut
    const/4 v0, -0x1
    return v0
.end method

# Whether records[at .. at + 4) is the normal form `normal`.
.method static same([II[I)Z
    .locals 4

    const/4 v0, 0x0

    :next
    const/4 v1, 0x4
    if-ge v0, v1, :same
    add-int v1, p1, v0
    aget v1, p0, v1
    aget v2, p2, v0
    if-ne v1, v2, :differ
    add-int/lit8 v0, v0, 0x1
    goto :next

    :same
    const/4 v0, 0x1
    return v0

    :differ
    const/4 v0, 0x0
    return v0
.end method

# Codes one element, `value` of role `role` (ThreadCoding::encode): its place, the value last
# there, and from both its key; the prediction symbol, and for neither prediction the length
# and the bits below the top one.
.method static element(Ladaptrace/rt/CallsCoder;II)V
    .locals 8

    # v0 place, v1 key, v2 mask
    iget v0, p0, Ladaptrace/rt/CallsCoder;->record:I
    iget v1, p0, Ladaptrace/rt/CallsCoder;->last:I
    invoke-static {v0, v1}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v0
    iget v1, p0, Ladaptrace/rt/CallsCoder;->before:I
    invoke-static {v0, v1}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v0
    sget v2, Ladaptrace/rt/CallsCoder;->KEYS:I
    add-int/lit8 v2, v2, -0x1
    and-int/2addr v0, v2
    iget-object v3, p0, Ladaptrace/rt/CallsCoder;->places:[I
    aget v1, v3, v0
    aput p1, v3, v0
    invoke-static {v0, v1}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v1
    and-int/2addr v1, v2

    # v6 the symbol: 0 the first prediction, 1 the second, 2 neither; the value becomes the
    # first, the old first the second.
    iget-object v3, p0, Ladaptrace/rt/CallsCoder;->predictions:[I
    shl-int/lit8 v4, v1, 0x1
    aget v5, v3, v4
    const/4 v6, 0x0
    if-eq v5, p1, :code
    add-int/lit8 v7, v4, 0x1
    aget v6, v3, v7
    aput v5, v3, v7
    aput p1, v3, v4
    if-ne v6, p1, :neither
    const/4 v6, 0x1
    goto :code

    :neither
    const/4 v6, 0x2

    :code
    invoke-static {p0, v1, v6}, Ladaptrace/rt/CallsCoder;->prediction(Ladaptrace/rt/CallsCoder;II)V
    const/4 v4, 0x2
    if-ne v6, v4, :hashed
    invoke-static {p1}, Ljava/lang/Integer;->numberOfLeadingZeros(I)I
    move-result v4
    rsub-int/lit8 v4, v4, 0x20
    sget v5, Ladaptrace/rt/CallsCoder;->KEYS:I
    shl-int/lit8 v5, v5, 0x1
    add-int v7, v5, p2
    invoke-static {p0, v7, v4}, Ladaptrace/rt/CallsCoder;->symbol(Ladaptrace/rt/CallsCoder;II)V
    add-int/lit8 v5, v5, 0x25
    mul-int/lit8 v7, p2, 0x20
    add-int/2addr v5, v7
    add-int/lit8 v4, v4, -0x2

    :bit
    if-ltz v4, :hashed
    ushr-int v7, p1, v4
    and-int/lit8 v7, v7, 0x1
    add-int v6, v5, v4
    invoke-static {p0, v6, v7}, Ladaptrace/rt/CallsCoder;->symbol(Ladaptrace/rt/CallsCoder;II)V
    add-int/lit8 v4, v4, -0x1
    goto :bit

    :hashed
    iget v0, p0, Ladaptrace/rt/CallsCoder;->record:I
    invoke-static {v0, p1}, Ladaptrace/rt/CallsCoder;->mix(II)I
    move-result v0
    iput v0, p0, Ladaptrace/rt/CallsCoder;->record:I
    return-void
.end method

# Codes prediction symbol `symbol` (0, 1 or 2) in prediction context `context` (below 2 KEYS).
# With the range coder, its two binary steps directly: a context of 3 symbols has 2 cells, and
# every context before it has 3 symbols too, so its cells are probs[2 context] (symbol 0 or not)
# and probs[2 context + 1] (1 or 2); the same bytes as RangeEncoder.encode, without reading the
# context's offset and size, which for 2 KEYS contexts are seldom in the cache.
.method static prediction(Ladaptrace/rt/CallsCoder;II)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/CallsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    shl-int/lit8 p1, p1, 0x1
    if-nez p2, :other
    const/4 v1, 0x0
    invoke-static {v0, p1, v1}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :other
    const/4 v1, 0x1
    invoke-static {v0, p1, v1}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    add-int/lit8 p1, p1, 0x1
    add-int/lit8 p2, p2, -0x1
    invoke-static {v0, p1, p2}, Ladaptrace/rt/RangeEncoder;->bit(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith
    iget-object v0, p0, Ladaptrace/rt/CallsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0, p1, p2}, Ladaptrace/rt/ArithEncoder;->encode(Ladaptrace/rt/ArithEncoder;II)V
    return-void
.end method

# Codes `symbol` in context `context` with the thread's coder.
.method static symbol(Ladaptrace/rt/CallsCoder;II)V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/CallsCoder;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0, p1, p2}, Ladaptrace/rt/RangeEncoder;->encode(Ladaptrace/rt/RangeEncoder;II)V
    return-void

    :arith
    iget-object v0, p0, Ladaptrace/rt/CallsCoder;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0, p1, p2}, Ladaptrace/rt/ArithEncoder;->encode(Ladaptrace/rt/ArithEncoder;II)V
    return-void
.end method

# android_runtime::layout::mix in Java's int arithmetic.
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
