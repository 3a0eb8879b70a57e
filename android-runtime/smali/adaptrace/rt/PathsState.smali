.class final Ladaptrace/rt/PathsState;
.super Ljava/lang/Object;
.source "PathsState.smali"

# One thread's `paths` state (FORMATS.md, "The paths runtime"). Only its own thread touches it
# (the shutdown snapshot reads it; the writer hands buffers back through `spare` and keeps its
# coder for the thread in `coder`), so the probes need no lock.


# Thread index in the trace, for the chunks.
.field final id:I

# The hash of the next token's context (Paths.settle): picks its kind context and event bucket.
.field context:I

# Steps since the last token.
.field steps:I

# The method the last `call` surely enters, whose ENTER then codes nothing (a step instead);
# -1 when none is due. Every token clears it.
.field expect:I

# A `guess` made expect due and no token has come since, nor the entry it guessed: the next
# ENTER teaches the guess slot of `site` its callee, a NOENTER makes it forget.
.field guessing:Z
# Per guess slot (Paths.GUESS_MASK + 1 of them): the callee first entered after a `guess` of a
# step in it last time, -1 for none.
.field guesses:[I
# App frames on the thread's stack (the `paths` probes' count).
.field depth:I

# Global id of the step the innermost frame is in, or Paths.TOP at depth 0: the prediction
# slot of the next ENTER.
.field site:I

# site at each ENTER, by depth; grows.
.field sites:[I

# The records of the tokens made since the last hand-off (Paths, "records"), and the words of raw
# they fill.
.field raw:[I

.field rpos:I

# A full buffer the writer has coded, for the thread to take at its next full hand-off (null:
# none yet); the writer stores it, the thread takes it, hence volatile.
.field volatile spare:[I

# The writer's coder for the thread's stream, made by the writer at the thread's first chunk
# (in its own memory: the probes' stores to this object would otherwise slow every symbol the
# writer codes). Only the writer touches it.
.field coder:Ladaptrace/rt/PathsCoder;

# Tokens in raw.
.field tokens:I

# Records went to the writer since the last hand-off that ends its stream (a full buffer): the
# next such hand-off has something to say even with no token and no step since.
.field open:Z

# steps at the last hand-off: a hand-off with no token and no step since says nothing new.
.field handed:I


# Trace.tick at this state's last timed hand-off.
.field tick:I


# A thread's state.
.method constructor <init>(I)V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/PathsState;->id:I

    const v0, 0x8000
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/PathsState;->raw:[I
    sget v0, Ladaptrace/rt/Paths;->TOP:I
    iput v0, p0, Ladaptrace/rt/PathsState;->site:I
    const/4 v0, -0x1
    iput v0, p0, Ladaptrace/rt/PathsState;->expect:I
    const/16 v0, 0x20
    new-array v0, v0, [I
    iput-object v0, p0, Ladaptrace/rt/PathsState;->sites:[I
    sget v0, Ladaptrace/rt/Paths;->GUESS_MASK:I
    add-int/lit8 v0, v0, 0x1
    new-array v0, v0, [I
    const/4 v1, -0x1
    invoke-static {v0, v1}, Ljava/util/Arrays;->fill([II)V
    iput-object v0, p0, Ladaptrace/rt/PathsState;->guesses:[I
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_START:I
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    return-void
.end method
