.class public final Ladaptrace/rt/Trace;
.super Ljava/lang/Object;
.source "Trace.smali"

# Slow paths of the runtime: thread registration, buffer hand-off, the writer's queue, flushing,
# crash and shutdown. Everything that changes shared state holds `lock`; the probes in Blocks
# only come here when a buffer is full or empty, on a thread's first probe, or when a thread's
# app frames are all gone.
#
# Chunks are written in queue order, so a thread's THREAD chunk precedes its events and its
# events stay in order. Counters: `enqueued` chunks were queued, `done` were written,
# everything up to `synced` is on disk; a flush asks for `syncWanted` and waits for `synced`.


.field static lock:Ljava/lang/Object;

# Buffer of idle threads: the next probe finds it full and takes a real one.
.field static EMPTY:[I

# Open-addressing table of thread states keyed by thread identity, at most half full. Replaced
# as a whole (copy on write) under the lock, so the lock-free lookup sees a complete table.
.field static volatile table:[Ladaptrace/rt/ThreadState;

.field static threads:I

.field static head:Ladaptrace/rt/Chunk;
.field static tail:Ladaptrace/rt/Chunk;
.field static queued:I

.field static enqueued:J
.field static done:J
.field static syncWanted:J
.field static syncing:J
.field static synced:J

# Written-out full-size buffers kept for reuse.
.field static pool:[[I
.field static pooled:I

# The trace file could not be written: events are dropped so that the app never blocks.
.field static failed:Z

# The process is exiting and every thread's words were snapshotted: later events are dropped.
.field static closed:Z

.field static startMillis:J
.field static pid:I

# What the header says of the model: its status (5: no coded scheme, none looked for) and the
# generation the coders started from; a scheme that codes with a model sets them as it starts.
.field static modelStatus:I
.field static modelGeneration:I

# What take() returns besides chunks: a sync is due; nothing is queued; the trace file should
# move to the external directory the system just created (Storage).
.field static SYNC:Ladaptrace/rt/Chunk;
.field static IDLE:Ladaptrace/rt/Chunk;
.field static MOVE:Ladaptrace/rt/Chunk;

# Storage asked for the move; take() hands out MOVE once.
.field static moveWanted:Z

# The flush interval's count, bumped by the writer thread once per interval (clock()). A thread
# whose probe sees a count other than its state's hands its records off, so a process killed at
# any moment loses at most about one interval of each running thread. Read without a barrier to
# keep the probes cheap: the new value reaches the other cores within microseconds, and a loop
# slow enough to matter makes calls the compiler cannot move the read across.
.field static tick:I
.field static nextTick:J


.method static constructor <clinit>()V
    .locals 4

    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sput-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;

    const/4 v0, 0x0
    new-array v0, v0, [I
    sput-object v0, Ladaptrace/rt/Trace;->EMPTY:[I

    const/16 v0, 0x10
    new-array v0, v0, [Ladaptrace/rt/ThreadState;
    sput-object v0, Ladaptrace/rt/Trace;->table:[Ladaptrace/rt/ThreadState;

    const/16 v0, 0x8
    new-array v0, v0, [[I
    sput-object v0, Ladaptrace/rt/Trace;->pool:[[I

    new-instance v0, Ladaptrace/rt/Chunk;
    const/4 v1, 0x0
    invoke-direct {v0, v1, v1}, Ladaptrace/rt/Chunk;-><init>(II)V
    sput-object v0, Ladaptrace/rt/Trace;->SYNC:Ladaptrace/rt/Chunk;
    new-instance v0, Ladaptrace/rt/Chunk;
    invoke-direct {v0, v1, v1}, Ladaptrace/rt/Chunk;-><init>(II)V
    sput-object v0, Ladaptrace/rt/Trace;->IDLE:Ladaptrace/rt/Chunk;
    new-instance v0, Ladaptrace/rt/Chunk;
    invoke-direct {v0, v1, v1}, Ladaptrace/rt/Chunk;-><init>(II)V
    sput-object v0, Ladaptrace/rt/Trace;->MOVE:Ladaptrace/rt/Chunk;

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    sput-wide v0, Ladaptrace/rt/Trace;->startMillis:J
    const-wide/16 v2, 0x3e8
    add-long/2addr v0, v2
    sput-wide v0, Ladaptrace/rt/Trace;->nextTick:J
    invoke-static {}, Landroid/os/Process;->myPid()I
    move-result v0
    sput v0, Ladaptrace/rt/Trace;->pid:I

    const/4 v0, 0x5
    sput v0, Ladaptrace/rt/Trace;->modelStatus:I
    sget v0, Ladaptrace/rt/Config;->MODEL_GENERATION:I
    sput v0, Ladaptrace/rt/Trace;->modelGeneration:I

    # Before the writer (it puts the model's status in the header) and before any thread's
    # state (a coder starts from the model).
    invoke-static {}, Ladaptrace/rt/Schemes;->started()V

    new-instance v0, Ladaptrace/rt/Writer;
    invoke-direct {v0}, Ladaptrace/rt/Writer;-><init>()V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V

    invoke-static {}, Ljava/lang/Thread;->getDefaultUncaughtExceptionHandler()Ljava/lang/Thread$UncaughtExceptionHandler;
    move-result-object v0
    new-instance v1, Ladaptrace/rt/Crash;
    invoke-direct {v1, v0}, Ladaptrace/rt/Crash;-><init>(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    invoke-static {v1}, Ljava/lang/Thread;->setDefaultUncaughtExceptionHandler(Ljava/lang/Thread$UncaughtExceptionHandler;)V

    # Too late for a hook when the first probe runs during shutdown; the hook is then not needed.
    :hook_start
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    new-instance v1, Ladaptrace/rt/Shutdown;
    invoke-direct {v1}, Ladaptrace/rt/Shutdown;-><init>()V
    invoke-virtual {v0, v1}, Ljava/lang/Runtime;->addShutdownHook(Ljava/lang/Thread;)V
    :hook_end
    .catch Ljava/lang/IllegalStateException; {:hook_start .. :hook_end} :hook_done

    :hook_done
    return-void
.end method


# ---- thread states ----

# The calling thread's state, registering the thread on its first probe.
.method static state(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    .locals 1

    invoke-static {p0}, Ladaptrace/rt/Trace;->find(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    if-nez v0, :found
    invoke-static {p0}, Ladaptrace/rt/Trace;->register(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0

    :found
    return-object v0
.end method

# Lock-free lookup; null when the thread has no state.
.method static find(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    .locals 5

    sget-object v0, Ladaptrace/rt/Trace;->table:[Ladaptrace/rt/ThreadState;
    array-length v1, v0
    add-int/lit8 v1, v1, -0x1
    invoke-static {p0}, Ladaptrace/rt/Trace;->hash(Ljava/lang/Object;)I
    move-result v2

    :probe
    and-int/2addr v2, v1
    aget-object v3, v0, v2
    if-eqz v3, :done
    iget-object v4, v3, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    if-eq v4, p0, :done
    add-int/lit8 v2, v2, 0x1
    goto :probe

    :done
    return-object v3
.end method

.method static hash(Ljava/lang/Object;)I
    .locals 2

    invoke-static {p0}, Ljava/lang/System;->identityHashCode(Ljava/lang/Object;)I
    move-result v0
    ushr-int/lit8 v1, v0, 0x10
    xor-int/2addr v0, v1
    return v0
.end method

# First probe of a thread: number it, queue its THREAD chunk, publish a table that holds it.
.method static register(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    .locals 6

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget v1, Ladaptrace/rt/Trace;->threads:I
    add-int/lit8 v2, v1, 0x1
    sput v2, Ladaptrace/rt/Trace;->threads:I

    new-instance v3, Ladaptrace/rt/ThreadState;
    sget-object v4, Ladaptrace/rt/Trace;->EMPTY:[I
    invoke-direct {v3, p0, v1, v4}, Ladaptrace/rt/ThreadState;-><init>(Ljava/lang/Thread;I[I)V
    invoke-static {v3}, Ladaptrace/rt/Schemes;->registered(Ladaptrace/rt/ThreadState;)V

    new-instance v4, Ladaptrace/rt/Chunk;
    const/4 v5, 0x1
    invoke-direct {v4, v5, v1}, Ladaptrace/rt/Chunk;-><init>(II)V
    invoke-virtual {p0}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v5
    iput-object v5, v4, Ladaptrace/rt/Chunk;->name:Ljava/lang/String;
    invoke-static {v4}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V

    # Read the table only now: enqueueLocked may have waited and let another thread register.
    sget-object v4, Ladaptrace/rt/Trace;->table:[Ladaptrace/rt/ThreadState;
    array-length v5, v4
    mul-int/lit8 v2, v2, 0x2
    if-le v2, v5, :sized
    mul-int/lit8 v5, v5, 0x2

    :sized
    invoke-static {v4, v5}, Ladaptrace/rt/Trace;->rehash([Ladaptrace/rt/ThreadState;I)[Ladaptrace/rt/ThreadState;
    move-result-object v4
    invoke-static {v4, v3}, Ladaptrace/rt/Trace;->insert([Ladaptrace/rt/ThreadState;Ladaptrace/rt/ThreadState;)V
    sput-object v4, Ladaptrace/rt/Trace;->table:[Ladaptrace/rt/ThreadState;
    monitor-exit v0
    :unlocked
    return-object v3

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# A new table of `size` slots (a power of two) holding every state of `old`.
.method static rehash([Ladaptrace/rt/ThreadState;I)[Ladaptrace/rt/ThreadState;
    .locals 4

    new-array v0, p1, [Ladaptrace/rt/ThreadState;
    array-length v1, p0
    const/4 v2, 0x0

    :next
    if-ge v2, v1, :done
    aget-object v3, p0, v2
    if-eqz v3, :skip
    invoke-static {v0, v3}, Ladaptrace/rt/Trace;->insert([Ladaptrace/rt/ThreadState;Ladaptrace/rt/ThreadState;)V
    :skip
    add-int/lit8 v2, v2, 0x1
    goto :next

    :done
    return-object v0
.end method

.method static insert([Ladaptrace/rt/ThreadState;Ladaptrace/rt/ThreadState;)V
    .locals 3

    array-length v0, p0
    add-int/lit8 v0, v0, -0x1
    iget-object v1, p1, Ladaptrace/rt/ThreadState;->thread:Ljava/lang/Thread;
    invoke-static {v1}, Ladaptrace/rt/Trace;->hash(Ljava/lang/Object;)I
    move-result v1

    :probe
    and-int/2addr v1, v0
    aget-object v2, p0, v1
    if-eqz v2, :free
    add-int/lit8 v1, v1, 0x1
    goto :probe

    :free
    aput-object p1, p0, v1
    return-void
.end method


# ---- buffers ----

# The thread's buffer is full (or it is the empty one): queue its words, give it a fresh buffer.
.method static refill(Ladaptrace/rt/ThreadState;)V
    .locals 2

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    invoke-static {p0}, Ladaptrace/rt/Trace;->handoffLocked(Ladaptrace/rt/ThreadState;)V
    iget-object v1, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    array-length v1, v1
    if-nez v1, :ready
    invoke-static {}, Ladaptrace/rt/Trace;->takeBufferLocked()[I
    move-result-object v1
    iput-object v1, p0, Ladaptrace/rt/ThreadState;->buffer:[I

    :ready
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# Queue the thread's words and leave it with the empty buffer.
.method static handoff(Ladaptrace/rt/ThreadState;)V
    .locals 2

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    invoke-static {p0}, Ladaptrace/rt/Trace;->handoffLocked(Ladaptrace/rt/ThreadState;)V
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

.method static handoffLocked(Ladaptrace/rt/ThreadState;)V
    .locals 4

    iget v0, p0, Ladaptrace/rt/ThreadState;->position:I
    if-eqz v0, :done
    const/4 v1, 0x0
    iput v1, p0, Ladaptrace/rt/ThreadState;->position:I

    # After the shutdown snapshot the words are dropped and the buffer reused: the trace stays
    # an exact prefix of what each thread did.
    sget-boolean v1, Ladaptrace/rt/Trace;->closed:Z
    if-nez v1, :done

    new-instance v1, Ladaptrace/rt/Chunk;
    const/16 v2, 0x10
    iget v3, p0, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v1, v2, v3}, Ladaptrace/rt/Chunk;-><init>(II)V
    iget-object v2, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    iput-object v2, v1, Ladaptrace/rt/Chunk;->words:[I
    iput v0, v1, Ladaptrace/rt/Chunk;->count:I
    sget-object v2, Ladaptrace/rt/Trace;->EMPTY:[I
    iput-object v2, p0, Ladaptrace/rt/ThreadState;->buffer:[I
    invoke-static {v1}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V

    :done
    return-void
.end method

# Queues a chunk the calling thread made without the lock (a PATHS chunk); dropped after the
# shutdown snapshot, as handoffLocked drops words.
.method static enqueue(Ladaptrace/rt/Chunk;)V
    .locals 2

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget-boolean v1, Ladaptrace/rt/Trace;->closed:Z
    if-nez v1, :dropped
    invoke-static {p0}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V
    :dropped
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

.method static takeBufferLocked()[I
    .locals 4

    sget v0, Ladaptrace/rt/Trace;->pooled:I
    if-eqz v0, :allocate
    add-int/lit8 v0, v0, -0x1
    sput v0, Ladaptrace/rt/Trace;->pooled:I
    sget-object v1, Ladaptrace/rt/Trace;->pool:[[I
    aget-object v2, v1, v0
    const/4 v3, 0x0
    aput-object v3, v1, v0
    return-object v2

    :allocate
    const/16 v0, 0x2000
    new-array v2, v0, [I
    return-object v2
.end method


# ---- the writer's queue ----

.method static enqueueLocked(Ladaptrace/rt/Chunk;)V
    .locals 4

    # Back-pressure: a thread producing faster than the file takes it waits for the writer
    # rather than letting the queue grow without bound.
    :check
    sget-boolean v0, Ladaptrace/rt/Trace;->closed:Z
    if-nez v0, :link
    sget-boolean v0, Ladaptrace/rt/Trace;->failed:Z
    if-nez v0, :link
    sget v0, Ladaptrace/rt/Trace;->queued:I
    const/16 v1, 0x40
    if-lt v0, v1, :link
    const-wide/16 v0, 0x64
    invoke-static {v0, v1}, Ladaptrace/rt/Trace;->waitOn(J)Z
    move-result v0
    if-eqz v0, :check
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-virtual {v0}, Ljava/lang/Thread;->interrupt()V

    :link
    sget-object v0, Ladaptrace/rt/Trace;->tail:Ladaptrace/rt/Chunk;
    if-nez v0, :append
    sput-object p0, Ladaptrace/rt/Trace;->head:Ladaptrace/rt/Chunk;
    goto :linked

    :append
    iput-object p0, v0, Ladaptrace/rt/Chunk;->next:Ladaptrace/rt/Chunk;

    :linked
    sput-object p0, Ladaptrace/rt/Trace;->tail:Ladaptrace/rt/Chunk;
    sget v0, Ladaptrace/rt/Trace;->queued:I
    add-int/lit8 v0, v0, 0x1
    sput v0, Ladaptrace/rt/Trace;->queued:I
    sget-wide v0, Ladaptrace/rt/Trace;->enqueued:J
    const-wide/16 v2, 0x1
    add-long/2addr v0, v2
    sput-wide v0, Ladaptrace/rt/Trace;->enqueued:J
    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    return-void
.end method

# lock.wait(millis) with the lock held (0: no time limit); true when interrupted.
.method static waitOn(J)Z
    .locals 1

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    :waiting
    invoke-virtual {v0, p0, p1}, Ljava/lang/Object;->wait(J)V
    :woken
    .catch Ljava/lang/InterruptedException; {:waiting .. :woken} :interrupted
    const/4 v0, 0x0
    return v0

    :interrupted
    const/4 v0, 0x1
    return v0
.end method

# The writer's next job: MOVE when Storage asked for it, else SYNC when every chunk queued before
# a flush request is written, else the oldest chunk, else IDLE (once, so the writer can push its
# buffered bytes out), else wait.
.method static take(Z)Ladaptrace/rt/Chunk;
    .locals 6

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked

    :check
    sget-boolean v1, Ladaptrace/rt/Trace;->moveWanted:Z
    if-eqz v1, :no_move
    const/4 v1, 0x0
    sput-boolean v1, Ladaptrace/rt/Trace;->moveWanted:Z
    sget-object v1, Ladaptrace/rt/Trace;->MOVE:Ladaptrace/rt/Chunk;
    goto :out

    :no_move
    sget-wide v1, Ladaptrace/rt/Trace;->syncWanted:J
    sget-wide v3, Ladaptrace/rt/Trace;->synced:J
    cmp-long v5, v1, v3
    if-lez v5, :no_sync
    sget-wide v3, Ladaptrace/rt/Trace;->done:J
    cmp-long v5, v3, v1
    if-ltz v5, :no_sync
    sput-wide v3, Ladaptrace/rt/Trace;->syncing:J
    sget-object v1, Ladaptrace/rt/Trace;->SYNC:Ladaptrace/rt/Chunk;
    goto :out

    :no_sync
    sget-object v1, Ladaptrace/rt/Trace;->head:Ladaptrace/rt/Chunk;
    if-eqz v1, :empty
    iget-object v2, v1, Ladaptrace/rt/Chunk;->next:Ladaptrace/rt/Chunk;
    sput-object v2, Ladaptrace/rt/Trace;->head:Ladaptrace/rt/Chunk;
    if-nez v2, :unlinked
    sput-object v2, Ladaptrace/rt/Trace;->tail:Ladaptrace/rt/Chunk;

    :unlinked
    const/4 v2, 0x0
    iput-object v2, v1, Ladaptrace/rt/Chunk;->next:Ladaptrace/rt/Chunk;
    sget v2, Ladaptrace/rt/Trace;->queued:I
    add-int/lit8 v2, v2, -0x1
    sput v2, Ladaptrace/rt/Trace;->queued:I
    goto :out

    :empty
    sget-object v1, Ladaptrace/rt/Trace;->IDLE:Ladaptrace/rt/Chunk;
    if-eqz p0, :out
    # Woken by a chunk, a flush or a move, or when the flush interval ends to keep the clock
    # going.
    invoke-static {}, Ladaptrace/rt/Trace;->clock()J
    move-result-wide v2
    invoke-static {v2, v3}, Ladaptrace/rt/Trace;->waitOn(J)Z
    goto :check

    :out
    monitor-exit v0
    :unlocked
    return-object v1

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# Writer thread: bumps `tick` when a flush interval (1000 ms, FORMATS.md "Process death") has
# passed since the last bump; returns the milliseconds to the next bump (at least 1).
.method static clock()J
    .locals 5

    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v0
    sget-wide v2, Ladaptrace/rt/Trace;->nextTick:J
    cmp-long v4, v0, v2
    if-ltz v4, :later
    const-wide/16 v2, 0x3e8
    add-long/2addr v0, v2
    sput-wide v0, Ladaptrace/rt/Trace;->nextTick:J
    sget v4, Ladaptrace/rt/Trace;->tick:I
    add-int/lit8 v4, v4, 0x1
    sput v4, Ladaptrace/rt/Trace;->tick:I
    return-wide v2

    :later
    sub-long/2addr v2, v0
    return-wide v2
.end method

# The writer wrote (or, after a failure, dropped) a chunk taken from the queue.
.method static finished(Ladaptrace/rt/Chunk;)V
    .locals 5

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget-wide v1, Ladaptrace/rt/Trace;->done:J
    const-wide/16 v3, 0x1
    add-long/2addr v1, v3
    sput-wide v1, Ladaptrace/rt/Trace;->done:J

    iget-object v1, p0, Ladaptrace/rt/Chunk;->words:[I
    if-eqz v1, :notify
    const/4 v2, 0x0
    iput-object v2, p0, Ladaptrace/rt/Chunk;->words:[I
    array-length v2, v1
    const/16 v3, 0x2000
    if-ne v2, v3, :notify
    sget v2, Ladaptrace/rt/Trace;->pooled:I
    sget-object v3, Ladaptrace/rt/Trace;->pool:[[I
    array-length v4, v3
    if-ge v2, v4, :notify
    aput-object v1, v3, v2
    add-int/lit8 v2, v2, 0x1
    sput v2, Ladaptrace/rt/Trace;->pooled:I

    :notify
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# The writer synced the file after the SYNC job take() handed it.
.method static synced()V
    .locals 3

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget-wide v1, Ladaptrace/rt/Trace;->syncing:J
    sput-wide v1, Ladaptrace/rt/Trace;->synced:J
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# Asks the writer to move the trace file to the external directory (Storage.external).
.method static relocate()V
    .locals 2

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    const/4 v1, 0x1
    sput-boolean v1, Ladaptrace/rt/Trace;->moveWanted:Z
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# The trace file cannot be written: stop making threads wait for it.
.method static fail()V
    .locals 2

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    const/4 v1, 0x1
    sput-boolean v1, Ladaptrace/rt/Trace;->failed:Z
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method


# ---- flushing ----

# Hands off the calling thread's events and waits (at most 5 s) until everything queued so far
# is written and synced. Instrumented apps call it where the process may die soon after.
.method public static flush()V
    .locals 1

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v0
    invoke-static {v0}, Ladaptrace/rt/Trace;->find(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    if-eqz v0, :wait
    invoke-static {v0}, Ladaptrace/rt/Trace;->handoff(Ladaptrace/rt/ThreadState;)V
    invoke-static {v0}, Ladaptrace/rt/Schemes;->flushed(Ladaptrace/rt/ThreadState;)V

    :wait
    invoke-static {}, Ladaptrace/rt/Trace;->awaitWritten()V
    return-void
.end method

.method static awaitWritten()V
    .locals 9

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget-wide v1, Ladaptrace/rt/Trace;->enqueued:J
    sget-wide v3, Ladaptrace/rt/Trace;->syncWanted:J
    cmp-long v5, v3, v1
    if-gez v5, :requested
    sput-wide v1, Ladaptrace/rt/Trace;->syncWanted:J

    :requested
    invoke-virtual {v0}, Ljava/lang/Object;->notifyAll()V
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v3
    const-wide/16 v5, 0x1388
    add-long/2addr v3, v5

    :check
    sget-boolean v5, Ladaptrace/rt/Trace;->failed:Z
    if-nez v5, :out
    sget-wide v5, Ladaptrace/rt/Trace;->synced:J
    cmp-long v5, v5, v1
    if-gez v5, :out
    invoke-static {}, Ljava/lang/System;->currentTimeMillis()J
    move-result-wide v5
    sub-long v5, v3, v5
    const-wide/16 v7, 0x0
    cmp-long v7, v5, v7
    if-lez v7, :out
    invoke-static {v5, v6}, Ladaptrace/rt/Trace;->waitOn(J)Z
    move-result v5
    if-eqz v5, :check
    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;
    move-result-object v5
    invoke-virtual {v5}, Ljava/lang/Thread;->interrupt()V

    :out
    monitor-exit v0
    :unlocked
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method

# Called by Crash on the dying thread before the previous handler runs.
.method static crashed(Ljava/lang/Thread;)V
    .locals 1

    invoke-static {p0}, Ladaptrace/rt/Trace;->find(Ljava/lang/Thread;)Ladaptrace/rt/ThreadState;
    move-result-object v0
    if-eqz v0, :wait
    invoke-static {v0}, Ladaptrace/rt/Schemes;->crashed(Ladaptrace/rt/ThreadState;)V

    :wait
    invoke-static {}, Ladaptrace/rt/Trace;->awaitWritten()V
    return-void
.end method

# Process exit: queue a copy of what each thread still holds (the thread that called
# System.exit is blocked in it; others may still run, so their buffers are copied, not taken),
# drop later events, wait for the file.
.method static shutdown()V
    .locals 9

    sget-object v0, Ladaptrace/rt/Trace;->lock:Ljava/lang/Object;
    monitor-enter v0
    :locked
    sget-boolean v1, Ladaptrace/rt/Trace;->closed:Z
    if-nez v1, :closed
    sget-object v1, Ladaptrace/rt/Trace;->table:[Ladaptrace/rt/ThreadState;
    array-length v2, v1
    const/4 v3, 0x0

    :next
    if-ge v3, v2, :all
    aget-object v4, v1, v3
    if-eqz v4, :skip
    invoke-static {v4}, Ladaptrace/rt/Schemes;->shutdown(Ladaptrace/rt/ThreadState;)V
    iget v5, v4, Ladaptrace/rt/ThreadState;->position:I
    if-eqz v5, :skip
    new-array v6, v5, [I
    iget-object v7, v4, Ladaptrace/rt/ThreadState;->buffer:[I
    const/4 v8, 0x0
    invoke-static {v7, v8, v6, v8, v5}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    new-instance v7, Ladaptrace/rt/Chunk;
    const/16 v8, 0x10
    iget v4, v4, Ladaptrace/rt/ThreadState;->id:I
    invoke-direct {v7, v8, v4}, Ladaptrace/rt/Chunk;-><init>(II)V
    iput-object v6, v7, Ladaptrace/rt/Chunk;->words:[I
    iput v5, v7, Ladaptrace/rt/Chunk;->count:I
    invoke-static {v7}, Ladaptrace/rt/Trace;->enqueueLocked(Ladaptrace/rt/Chunk;)V

    :skip
    add-int/lit8 v3, v3, 0x1
    goto :next

    :all
    const/4 v1, 0x1
    sput-boolean v1, Ladaptrace/rt/Trace;->closed:Z

    :closed
    monitor-exit v0
    :unlocked
    invoke-static {}, Ladaptrace/rt/Trace;->awaitWritten()V
    return-void

    :release
    move-exception v1
    monitor-exit v0
    throw v1
    .catchall {:locked .. :unlocked} :release
.end method
