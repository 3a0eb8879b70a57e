.class final Ladaptrace/rt/ContextsState;
.super Ljava/lang/Object;
.source "ContextsState.smali"

# One thread's state of the `contexts` scheme (FORMATS.md, "The `contexts` runtime"). Only its
# own thread touches it (the shutdown snapshot reads it), so the probes need no lock.


# Thread index in the trace, for the chunks.
.field final id:I

# App frames on the thread's stack.
.field depth:I

# Per frame depth, four longs: node, id, version, cut number (index 0: the root, all 0).
.field frames:[J

# Per frame depth: the call site the frame is in (its last `calling`), -1 before any.
.field pending:[I

# The frame ContextsGraph.enter turns from the caller's into the callee's.
.field frame:[J

# This thread's cache of graph entries (ContextsGraph.newCache).
.field cache:[J

# Cuts logged so far: the next cut is number cuts + 1.
.field cuts:I

# The version and cut number the records last said, which later records share.
.field shownVersion:I

.field shownCut:I

# The depth of the frame the records last showed (ENTER, MARK), -1 before any; and the lowest
# depth entered since without a record (MAX_VALUE: none). The frames at depths up to the first
# and below the second are those of the stack the records last showed.
.field shownDepth:I

.field quietLow:I

# Records not yet handed to the writer, `pos` bytes of them, `records` records.
.field buf:[B

.field pos:I

.field records:I

# Trace.tick at this state's last timed hand-off.
.field tick:I


.method constructor <init>(I)V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/ContextsState;->id:I
    const/16 v0, 0x20
    new-array v1, v0, [I
    const/4 p1, -0x1
    invoke-static {v1, p1}, Ljava/util/Arrays;->fill([II)V
    iput-object v1, p0, Ladaptrace/rt/ContextsState;->pending:[I
    mul-int/lit8 v0, v0, 0x4
    new-array v0, v0, [J
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->frames:[J
    const/4 v0, 0x3
    new-array v0, v0, [J
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->frame:[J
    invoke-static {}, Ladaptrace/rt/ContextsGraph;->newCache()[J
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->cache:[J
    const/16 v0, 0x4000
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/ContextsState;->buf:[B
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/ContextsState;->shownDepth:I
    const v0, 0x7fffffff
    iput v0, p0, Ladaptrace/rt/ContextsState;->quietLow:I
    return-void
.end method
