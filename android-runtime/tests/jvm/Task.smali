.class public final LTask;
.super Ljava/lang/Object;
.source "Task.smali"

# Test-only Callable of Harness.future: app code that framework code (FutureTask) calls and
# whose exceptions framework code catches.

.implements Ljava/util/concurrent/Callable;


.field private final fail:Z


.method public constructor <init>(Z)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-boolean p1, p0, LTask;->fail:Z
    return-void
.end method

# Method 7, depth 2: block 0, calls Harness.deep (site 0), block 1, returns "task done". When
# deep throws, this frame is left without EXIT and FutureTask.run keeps the exception.
.method public call()Ljava/lang/Object;
    .locals 4

    const/4 v0, 0x7
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v1
    const/4 v0, 0x2
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    iget-boolean v3, p0, LTask;->fail:Z
    invoke-static {v3}, LHarness;->deep(Z)V
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v0, v1}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    const-string v3, "task done"
    return-object v3
.end method
