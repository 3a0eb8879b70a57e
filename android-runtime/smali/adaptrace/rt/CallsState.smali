.class final Ladaptrace/rt/CallsState;
.super Ljava/lang/Object;
.source "CallsState.smali"

# One thread's state of the call-witness schemes (FORMATS.md, "The calls runtime"). Only its
# own thread touches it (the shutdown snapshot reads it), so the probes need no lock.


# Thread index in the trace, for the chunks.
.field final id:I

# App frames on the thread's stack (this scheme's count).
.field depth:I

# Per frame depth (index 1 the outermost app frame): 1 while the frame is in a check site, so
# that an app method entered above it logs ENTRY; 0 otherwise.
.field pending:[I

# Records not yet handed to the writer, `pos` bytes of them, `records` records.
.field buf:[B

.field pos:I

.field records:I

# The writer thread's coder of the thread's records (`calls` with a coder), made at its first
# chunk; only the writer touches it.
.field coder:Ladaptrace/rt/CallsCoder;

# Trace.tick at this state's last timed hand-off.
.field tick:I


.method constructor <init>(I)V
    .locals 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/CallsState;->id:I
    const/16 v0, 0x20
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/CallsState;->pending:[I
    const/16 v0, 0x4000
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/CallsState;->buf:[B
    return-void
.end method
