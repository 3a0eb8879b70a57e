.class final Ladaptrace/rt/PccState;
.super Ljava/lang/Object;
.source "PccState.smali"

# One thread's state of the `pcc` baseline (FORMATS.md, "The `pcc` runtime"). Only its own
# thread touches it (the shutdown snapshot reads it), so the probes need no lock.


# Thread index in the trace, for the chunks.
.field final id:I

# App frames on the thread's stack.
.field depth:I

# Per frame depth, the frame's context value (index 0: the root's, 0); the entry above depth d
# finds its value at d + 1, set by the call site it came through.
.field values:[J

# Records not yet handed to the writer, `pos` bytes of them, `records` records.
.field buf:[B

.field pos:I

.field records:I

# Trace.tick at this state's last timed hand-off.
.field tick:I


.method constructor <init>(I)V
    .locals 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/PccState;->id:I
    const/16 v0, 0x40
    new-array v0, v0, [J
    iput-object v0, p0, Ladaptrace/rt/PccState;->values:[J
    const/16 v0, 0x4000
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/PccState;->buf:[B
    return-void
.end method
