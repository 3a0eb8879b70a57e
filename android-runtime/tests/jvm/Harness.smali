.class public final LHarness;
.super Ljava/lang/Object;
.source "Harness.smali"

# Test-only program that calls the blocks probes the way instrumented code would, in patterns
# the tests know: `java Harness SCENARIO`. Method ids and block/site indices are arbitrary
# numbers the tests expect back from the trace. Each method knows its nesting and passes its
# frame depth to block, site and exit as instrumented code does.


.method public static main([Ljava/lang/String;)V
    .locals 2

    const/4 v0, 0x0
    aget-object v0, p0, v0

    const-string v1, "basic"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_basic
    invoke-static {}, LHarness;->basic()V
    return-void

    :not_basic
    const-string v1, "crash"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_crash
    invoke-static {}, LHarness;->crash()V
    return-void

    :not_crash
    const-string v1, "worker-crash"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_worker_crash
    invoke-static {}, LHarness;->workerCrash()V
    return-void

    :not_worker_crash
    const-string v1, "chain"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_chain
    new-instance v0, LHandler;
    invoke-direct {v0}, LHandler;-><init>()V
    invoke-static {v0}, Ljava/lang/Thread;->setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    invoke-static {}, LHarness;->crash()V
    return-void

    :not_chain
    const-string v1, "exit"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_exit
    invoke-static {}, LHarness;->exitMidRun()V
    return-void

    :not_exit
    const-string v1, "flush-halt"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_flush
    invoke-static {}, LHarness;->flushHalt()V
    return-void

    :not_flush
    const-string v1, "slow-halt"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_slow
    invoke-static {}, LHarness;->slowHalt()V
    return-void

    :not_slow
    const-string v1, "loop-halt"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_loop
    invoke-static {}, LHarness;->loopHalt()V
    return-void

    :not_loop
    const-string v1, "threads"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_threads
    invoke-static {}, LHarness;->threads()V
    return-void

    :not_threads
    const-string v1, "many"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_many
    invoke-static {}, LHarness;->many()V
    return-void

    :not_many
    const-string v1, "future"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :not_future
    invoke-static {v1}, LHarness;->future(Z)V
    invoke-static {v1}, LHarness;->future(Z)V
    return-void

    :not_future
    const-string v1, "future-ok"
    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v1
    if-eqz v1, :unknown
    const/4 v1, 0x0
    invoke-static {v1}, LHarness;->future(Z)V
    invoke-static {v1}, LHarness;->future(Z)V
    return-void

    :unknown
    new-instance v1, Ljava/lang/IllegalArgumentException;
    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v1
.end method

# Fails the run (exit code 1) when a probe returned the wrong depth.
.method static expectDepth(Ladaptrace/rt/ThreadState;I)V
    .locals 2

    invoke-static {p0}, Ladaptrace/rt/Blocks;->depth(Ladaptrace/rt/ThreadState;)I
    move-result v0
    if-ne v0, p1, :wrong
    return-void

    :wrong
    new-instance v1, Ljava/lang/AssertionError;
    const-string v0, "wrong depth"
    invoke-direct {v1, v0}, Ljava/lang/AssertionError;-><init>(Ljava/lang/Object;)V
    throw v1
.end method

# Method 1 of scenario basic, on thread "main".
.method static basic()V
    .locals 4

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v3, 0x1
    invoke-static {v0, v3}, LHarness;->expectDepth(Ladaptrace/rt/ThreadState;I)V
    const/4 v1, 0x0
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V

    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->leaf()V

    const/4 v1, 0x1
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->catcher()V

    const/4 v1, 0x2
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    const-string v1, "worker-1"
    const/4 v2, 0x0
    invoke-static {v1, v2}, LWorker;->runAndJoin(Ljava/lang/String;I)V

    const/4 v1, 0x1
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v0, v3}, LHarness;->expectDepth(Ladaptrace/rt/ThreadState;I)V
    const/4 v1, 0x3
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "basic done"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {v3, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 2: two blocks, returns. Always called from a frame at depth 1.
.method static leaf()V
    .locals 3

    const/4 v0, 0x2
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v2, 0x2
    const/4 v1, 0x0
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    const/4 v1, 0x1
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v2, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 3: calls the thrower and catches what it throws in block 2. Takes its depth from the
# runtime as instrumented code does: v0 = depth, v1 = state, v2 = index.
.method static catcher()V
    .locals 4

    const/4 v0, 0x3
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v1
    invoke-static {v1}, Ladaptrace/rt/Blocks;->depth(Ladaptrace/rt/ThreadState;)I
    move-result v0
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    :try_start
    invoke-static {}, LHarness;->thrower()V
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :handler
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    goto :out

    :handler
    move-exception v3
    const/4 v2, 0x2
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->caught(ILadaptrace/rt/ThreadState;I)V

    :out
    const/4 v2, 0x2
    invoke-static {v1, v2}, LHarness;->expectDepth(Ladaptrace/rt/ThreadState;I)V
    invoke-static {v0, v1}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 4, depth 3: one block, then throws without an EXIT.
.method static thrower()V
    .locals 3

    const/4 v0, 0x4
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v2, 0x3
    const/4 v1, 0x0
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "inner"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# Method 1 of scenarios crash and chain: a worker runs to its end, then main dies in crasher.
.method static crash()V
    .locals 4

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v3, 0x1
    const/4 v1, 0x0
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    const-string v1, "worker-1"
    const/4 v2, 0x0
    invoke-static {v1, v2}, LWorker;->runAndJoin(Ljava/lang/String;I)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "before crash"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v1, 0x1
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->crasher()V
    invoke-static {v3, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 5, depth 2: dies of an exception nobody catches.
.method static crasher()V
    .locals 3

    const/4 v0, 0x5
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v2, 0x2
    const/4 v1, 0x0
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    const/4 v1, 0x1
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method

# Method 1 of scenario worker-crash: a worker dies, main goes on and ends normally.
.method static workerCrash()V
    .locals 4

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v3, 0x1
    const/4 v1, 0x0
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    const-string v1, "worker-2"
    const/4 v2, 0x1
    invoke-static {v1, v2}, LWorker;->runAndJoin(Ljava/lang/String;I)V
    const/4 v1, 0x0
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "main continues"
    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {v3, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 1 of scenario exit: System.exit(3) two frames deep.
.method static exitMidRun()V
    .locals 3

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v2, 0x1
    const/4 v1, 0x0
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, LHarness;->exiter()V
    invoke-static {v2, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 6, depth 2.
.method static exiter()V
    .locals 3

    const/4 v0, 0x6
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v2, 0x2
    const/4 v1, 0x0
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v2, v0, v1}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    const/4 v1, 0x3
    invoke-static {v1}, Ljava/lang/System;->exit(I)V
    invoke-static {v2, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 1 of scenario flush-halt: blocks 0..5, Trace.flush, block 6, then a halt that runs no
# shutdown hook: only what the flush wrote survives.
.method static flushHalt()V
    .locals 4

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v3, 0x1
    const/4 v1, 0x0
    const/4 v2, 0x6

    :next
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    add-int/lit8 v1, v1, 0x1
    if-lt v1, v2, :next

    invoke-static {}, Ladaptrace/rt/Trace;->flush()V
    invoke-static {v3, v0, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v1
    const/4 v2, 0x7
    invoke-virtual {v1, v2}, Ljava/lang/Runtime;->halt(I)V
    return-void
.end method

# Method 1 of scenario slow-halt: calls leaf 60 times, 50 ms apart, never leaving depth 1 or
# filling a buffer, then halts without shutdown hooks. Only the timed hand-offs (one per flush
# interval, at a frame exit) bring the calls out.
.method static slowHalt()V
    .locals 5

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v1, 0x0
    const/16 v2, 0x3c

    :next
    invoke-static {}, LHarness;->leaf()V
    const-wide/16 v3, 0x32
    invoke-static {v3, v4}, Ljava/lang/Thread;->sleep(J)V
    add-int/lit8 v1, v1, 0x1
    if-lt v1, v2, :next

    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v1
    const/4 v2, 0x7
    invoke-virtual {v1, v2}, Ljava/lang/Runtime;->halt(I)V
    return-void
.end method

# Method 1 of scenario loop-halt: block 0, then block 1 sixty times, 50 ms apart, with no app
# call and no return (a polling loop), then a halt without shutdown hooks.
.method static loopHalt()V
    .locals 5

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v1, 0x0
    const/4 v3, 0x1
    invoke-static {v3, v0, v1}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    const/16 v2, 0x3c

    :next
    invoke-static {v3, v0, v3}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    const-wide/16 v3, 0x32
    invoke-static {v3, v4}, Ljava/lang/Thread;->sleep(J)V
    const/4 v3, 0x1
    add-int/lit8 v1, v1, 0x1
    if-lt v1, v2, :next

    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v1
    const/4 v2, 0x7
    invoke-virtual {v1, v2}, Ljava/lang/Runtime;->halt(I)V
    return-void
.end method

# Method 1 of scenario many: main and two workers at once, each filling several buffers.
.method static many()V
    .locals 6

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v5, 0x1

    new-instance v1, LWorker;
    const-string v2, "bulk-1"
    const/4 v3, 0x2
    invoke-direct {v1, v2, v3}, LWorker;-><init>(Ljava/lang/String;I)V
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V
    new-instance v2, LWorker;
    const-string v3, "bursty-1"
    const/4 v4, 0x3
    invoke-direct {v2, v3, v4}, LWorker;-><init>(Ljava/lang/String;I)V
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    invoke-static {v5, v0}, LWorker;->bulk(ILadaptrace/rt/ThreadState;)V

    invoke-virtual {v1}, Ljava/lang/Thread;->join()V
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V
    invoke-static {v5, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 1 of scenario threads: 40 workers t-0..t-39 start at once (the state table grows while
# they register) and interleave their probes.
.method static threads()V
    .locals 8

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    const/4 v7, 0x1
    const/16 v1, 0x28
    new-array v2, v1, [LWorker;
    const/4 v3, 0x0

    :start
    new-instance v4, LWorker;
    invoke-static {v3}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v5
    const-string v6, "t-"
    invoke-virtual {v6, v5}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const/4 v6, 0x4
    invoke-direct {v4, v5, v6}, LWorker;-><init>(Ljava/lang/String;I)V
    aput-object v4, v2, v3
    add-int/lit8 v3, v3, 0x1
    if-lt v3, v1, :start

    const/4 v3, 0x0
    :go
    aget-object v4, v2, v3
    invoke-virtual {v4}, Ljava/lang/Thread;->start()V
    add-int/lit8 v3, v3, 0x1
    if-lt v3, v1, :go

    const/4 v3, 0x0
    :join
    aget-object v4, v2, v3
    invoke-virtual {v4}, Ljava/lang/Thread;->join()V
    add-int/lit8 v3, v3, 0x1
    if-lt v3, v1, :join

    invoke-static {v7, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 1 of scenarios future and future-ok: a FutureTask runs a Task (method 7, depth 2) that
# calls deep (method 8, depth 3). When `fail`, deep throws and FutureTask.run catches it, so no
# app frame logs CATCH: site 1, this frame's first probe after run(), finds the thread two frames
# too deep. get() then throws ExecutionException, caught here in block 2; else block 1.
# v0 = depth, v1 = state, v2 = index, as in instrumented code.
.method static future(Z)V
    .locals 6

    const/4 v0, 0x1
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v1
    const/4 v0, 0x1
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    new-instance v3, Ljava/util/concurrent/FutureTask;
    new-instance v4, LTask;
    invoke-direct {v4, p0}, LTask;-><init>(Z)V
    invoke-direct {v3, v4}, Ljava/util/concurrent/FutureTask;-><init>(Ljava/util/concurrent/Callable;)V
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-virtual {v3}, Ljava/util/concurrent/FutureTask;->run()V

    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V
    invoke-static {v1, v0}, LHarness;->expectDepth(Ladaptrace/rt/ThreadState;I)V
    :try_start
    invoke-virtual {v3}, Ljava/util/concurrent/FutureTask;->get()Ljava/lang/Object;
    move-result-object v4
    :try_end
    .catch Ljava/util/concurrent/ExecutionException; {:try_start .. :try_end} :failed
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    goto :print

    :failed
    move-exception v4
    const/4 v2, 0x2
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->caught(ILadaptrace/rt/ThreadState;I)V
    invoke-virtual {v4}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;
    move-result-object v4
    invoke-virtual {v4}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;
    move-result-object v4

    :print
    sget-object v5, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v5, v4}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V
    invoke-static {v0, v1}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method

# Method 8, depth 3: block 0, then throws when `fail`, else returns.
.method static deep(Z)V
    .locals 3

    const/16 v0, 0x8
    invoke-static {v0}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v1
    const/4 v0, 0x3
    const/4 v2, 0x0
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    if-eqz p0, :fine
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "deep failure"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0

    :fine
    invoke-static {v0, v1}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    return-void
.end method
