.class public final LWorker;
.super Ljava/lang/Thread;
.source "Worker.smali"

# Test-only worker thread of Harness; `mode` picks what its run() does.


.field private final mode:I


.method public constructor <init>(Ljava/lang/String;I)V
    .locals 0

    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    iput p2, p0, LWorker;->mode:I
    return-void
.end method

.method static runAndJoin(Ljava/lang/String;I)V
    .locals 1

    new-instance v0, LWorker;
    invoke-direct {v0, p0, p1}, LWorker;-><init>(Ljava/lang/String;I)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    return-void
.end method

.method public run()V
    .locals 5

    # Every mode's method is the thread's outermost app frame.
    const/4 v4, 0x1
    iget v0, p0, LWorker;->mode:I
    packed-switch v0, :modes
    return-void

    # mode 0, method 10: block 0, three calls of leaf (site 0), block 1.
    :regular
    const/16 v0, 0xa
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    const/4 v2, 0x0
    const/4 v3, 0x3

    :call
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->leaf()V
    add-int/lit8 v2, v2, 0x1
    if-lt v2, v3, :call

    const/4 v1, 0x1
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v4, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void

    # mode 1, method 20: block 0, then an uncaught exception.
    :crashing
    const/16 v0, 0x14
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v1, 0x0
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    new-instance v0, Ljava/lang/ArithmeticException;
    const-string v1, "worker boom"
    invoke-direct {v0, v1}, Ljava/lang/ArithmeticException;-><init>(Ljava/lang/String;)V
    throw v0

    # mode 2, method 30: the bulk pattern.
    :bulk
    const/16 v0, 0x1e
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    invoke-static {v4, v0}, LWorker;->bulk(ILadaptrace/rt/ThreadState;)V
    invoke-static {v4, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void

    # mode 3: 2000 top-level calls of method 40 (one block each), so every call ends at depth 0
    # and hands its words off.
    :bursty
    const/4 v1, 0x0
    const/16 v2, 0x7d0

    :burst
    const/16 v0, 0x28
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v4, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    add-int/lit8 v1, v1, 0x1
    if-lt v1, v2, :burst
    return-void

    # mode 4, method 50: 200 times BLOCK(i), SITE 0 and a call of leaf.
    :interleaved
    const/16 v0, 0x32
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v1, 0x0
    const/16 v2, 0xc8
    const/4 v3, 0x0

    :step
    invoke-static {v4, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v4, v0, v3}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->leaf()V
    invoke-static {}, Ljava/lang/Thread;->yield()V
    add-int/lit8 v1, v1, 0x1
    if-lt v1, v2, :step
    invoke-static {v4, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void

    :modes
    .packed-switch 0x0
        :regular
        :crashing
        :bulk
        :bursty
        :interleaved
    .end packed-switch
.end method

# 100000 iterations, in the frame at `depth`: BLOCK(i) then, every 1000th, SITE(7) and a call
# of leaf.
.method static bulk(ILadaptrace/rt/ThreadState;)V
    .locals 4

    const/4 v0, 0x0
    const v1, 0x186a0

    :next
    invoke-static {p0, p1, v0}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    rem-int/lit16 v2, v0, 0x3e8
    if-nez v2, :skip
    const/4 v3, 0x7
    invoke-static {p0, p1, v3}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->leaf()V

    :skip
    add-int/lit8 v0, v0, 0x1
    if-lt v0, v1, :next
    return-void
.end method
