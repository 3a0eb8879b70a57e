.class final Ladaptrace/rt/PathsCoder;
.super Ljava/lang/Object;
.source "PathsCoder.smali"

# The writer's side of one thread's `paths` stream (FORMATS.md, "Records"): the coder and the
# callee predictions, which go on from one chunk of the thread's records to the next. Made and
# used by the writer thread only (Paths.encode).


# The coder, one of the two (Config.CODER): its contexts' adaptive state lives on from one
# chunk's stream to the next.
.field range:Ladaptrace/rt/RangeEncoder;

.field arith:Ladaptrace/rt/ArithEncoder;

# Per callee key (Paths.KEYS of them): the callee predicted there, -1 for none.
.field predictions:[I

# Per site (steps, then TOP): the callee entered there last, -1 for none.
.field last:[I

# Tokens coded into the current stream and not yet in a written chunk.
.field pending:I


# A coder started from the model's template (Model.load).
.method constructor <init>()V
    .locals 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    sget-object v0, Ladaptrace/rt/Model;->range:Ladaptrace/rt/RangeEncoder;
    if-eqz v0, :arith
    invoke-static {v0}, Ladaptrace/rt/RangeEncoder;->copy(Ladaptrace/rt/RangeEncoder;)Ladaptrace/rt/RangeEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/PathsCoder;->range:Ladaptrace/rt/RangeEncoder;
    goto :coder_ready

    :arith
    sget-object v0, Ladaptrace/rt/Model;->arith:Ladaptrace/rt/ArithEncoder;
    invoke-static {v0}, Ladaptrace/rt/ArithEncoder;->copy(Ladaptrace/rt/ArithEncoder;)Ladaptrace/rt/ArithEncoder;
    move-result-object v0
    iput-object v0, p0, Ladaptrace/rt/PathsCoder;->arith:Ladaptrace/rt/ArithEncoder;

    :coder_ready
    sget-object v0, Ladaptrace/rt/Model;->predictions:[I
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;
    move-result-object v0
    check-cast v0, [I
    iput-object v0, p0, Ladaptrace/rt/PathsCoder;->predictions:[I
    sget v0, Ladaptrace/rt/Paths;->TOP:I
    add-int/lit8 v0, v0, 0x1
    new-array v0, v0, [I
    const/4 v1, -0x1
    invoke-static {v0, v1}, Ljava/util/Arrays;->fill([II)V
    iput-object v0, p0, Ladaptrace/rt/PathsCoder;->last:[I
    return-void
.end method
