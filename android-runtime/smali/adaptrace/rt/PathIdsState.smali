.class final Ladaptrace/rt/PathIdsState;
.super Ljava/lang/Object;
.source "PathIdsState.smali"

# One thread's state of the `pap` or `bl` scheme (FORMATS.md, "The pathids runtime"). Only its
# own thread touches it (the shutdown snapshot reads it), so the probes need no lock.


# Thread index in the trace, for the chunks.
.field final id:I

# App frames on the thread's stack (this scheme's count).
.field depth:I

# The path value of the innermost frame's open segment (PAP's r, BL's id).
.field r:J

# Index (in its method) of the step the innermost frame passed last; -1 when it passed none
# since its segment started.
.field step:I

# `step` of each frame below the innermost, by depth: a frame a callee returns into is in
# that step again.
.field steps:[I

# Records not yet handed to the writer, `pos` bytes of them, `records` records.
.field buf:[B

.field pos:I

.field records:I

# Trace.tick at this state's last timed hand-off.
.field tick:I


.method constructor <init>(I)V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/PathIdsState;->id:I
    sget-wide v0, Ladaptrace/rt/PathIds;->START:J
    iput-wide v0, p0, Ladaptrace/rt/PathIdsState;->r:J
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/PathIdsState;->step:I
    const/16 v0, 0x20
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/PathIdsState;->steps:[I
    const/16 v0, 0x4000
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/PathIdsState;->buf:[B
    return-void
.end method
