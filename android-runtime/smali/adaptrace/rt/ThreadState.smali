.class public final Ladaptrace/rt/ThreadState;
.super Ljava/lang/Object;
.source "ThreadState.smali"

# One thread's trace state. Only its own thread touches buffer, position and depth (the shutdown
# snapshot excepted), so the probes need no lock. Instrumented code only holds a reference to it
# and passes it back to the probes.


# Thread index in the trace: 0, 1, 2... in order of first probe.
.field final id:I

# The thread this state belongs to; compared by identity on lookup.
.field final thread:Ljava/lang/Thread;

# Event words not yet handed to the writer; Trace.EMPTY (length 0) while the thread is idle.
.field buffer:[I

# Number of words in buffer.
.field position:I

# Number of app frames on the thread's stack (the `blocks` probes' count).
.field depth:I

# Trace.tick at the `blocks` probes' last timed hand-off.
.field tick:I

# The schemes' own states, a field each (android_runtime::scheme::Spec::thread_field); each
# scheme makes its state when it first needs it, so a field may be null.
@SCHEME_FIELDS@


.method constructor <init>(Ljava/lang/Thread;I[I)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    iput p2, p0, Ladaptrace/rt/ThreadState;->id:I
    iput-object p3, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    return-void
.end method
