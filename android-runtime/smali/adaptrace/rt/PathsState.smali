.class final Ladaptrace/rt/PathsState;
.super Ljava/lang/Object;
.source "PathsState.smali"

# One thread's `paths` state (FORMATS.md, "The paths runtime"). The probes' part only its own
# thread touches (the shutdown snapshot reads it), so they need no lock; the coder's part (range,
# arith, predictions, last, pending) only the writer thread touches, once the chunks of records
# the thread queued reach it.


# Thread index in the trace, for the chunks.
.field final id:I

# Writer side. The coder, one of the two (Config.CODER): its contexts' adaptive state lives on
# from one chunk's stream to the next.
.field range:Ladaptrace/rt/RangeEncoder;

.field arith:Ladaptrace/rt/ArithEncoder;

# The hash of the next token's context (Paths.settle): picks its kind context and event bucket.
.field context:I

# Steps since the last token.
.field steps:I

# The method the last `call` surely enters, whose ENTER then codes nothing (a step instead);
# -1 when none is due. Every token clears it.
.field expect:I

# App frames on the thread's stack (the `paths` probes' count).
.field depth:I

# Global id of the step the innermost frame is in, or Paths.TOP at depth 0: the prediction
# slot of the next ENTER.
.field site:I

# site at each ENTER, by depth; grows.
.field sites:[I

# Writer side. Per callee key (Paths.KEYS of them): the callee predicted there, -1 for none.
.field predictions:[I

# Writer side. Per site (steps, then TOP): the callee entered there last, -1 for none.
.field last:[I

# Writer side: tokens coded into the current stream and not yet in a written chunk.
.field pending:I

# The records of the tokens made since the last hand-off (Paths, "records"), and the words of raw
# they fill.
.field raw:[I

.field rpos:I

# A full buffer the writer has coded, for the thread to take at its next full hand-off (null:
# none yet); the writer stores it, the thread takes it, hence volatile.
.field volatile spare:[I

# Tokens in raw.
.field tokens:I

# Records went to the writer since the last hand-off that ends its stream (a full buffer): the
# next such hand-off has something to say even with no token and no step since.
.field open:Z

# steps at the last hand-off: a hand-off with no token and no step since says nothing new.
.field handed:I


# A thread's state, its coder started from the model's template (Model.load).
.method constructor <init>(I)V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/PathsState;->id:I

    sget-object v0, Ladaptrace/rt/Model;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->copy(Ladaptrace/rt/RangeEncoder;)Ladaptrace/rt/RangeEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/PathsState;->range:Ladaptrace/rt/RangeEncoder;
    goto :coder_ready

    :arith
    sget-object v0, Ladaptrace/rt/Model;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->copy(Ladaptrace/rt/ArithEncoder;)Ladaptrace/rt/ArithEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/PathsState;->arith:Ladaptrace/rt/ArithEncoder;

    :coder_ready
    sget-object v0, Ladaptrace/rt/Model;->predictions:[I
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    iput-object v0, p0, Ladaptrace/rt/PathsState;->predictions:[I
    sget v0, Ladaptrace/rt/Paths;->TOP:I
    add-int/lit8 v0, v0, 0x1
    new-array v0, v0, [I
    const/4 v1, -0x1
    invoke-static {v0, v1}, Ljava/util/Arrays;->fill([II)V
    iput-object v0, p0, Ladaptrace/rt/PathsState;->last:[I

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
    sget v0, Ladaptrace/rt/Paths;->FOLLOW_START:I
    invoke-static {p0, v0}, Ladaptrace/rt/Paths;->settle(Ladaptrace/rt/PathsState;I)V
    return-void
.end method
