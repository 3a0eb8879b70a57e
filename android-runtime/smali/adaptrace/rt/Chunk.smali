.class final Ladaptrace/rt/Chunk;
.super Ljava/lang/Object;
.source "Chunk.smali"

# A chunk waiting in the writer's queue (a singly linked list guarded by Trace.lock).


# 0x01 THREAD, 0x10 BLOCKS, 0x20 PATHS, 0x50 PATHIDS; 0 once a scheme's encode hook took the
# chunk's content into a later chunk (nothing to write).
.field tag:I

# Thread index.
.field thread:I

# BLOCKS: the event words, of which the first count are used. PATHS from a thread: its records,
# which the writer codes into bytes (Paths.encode).
.field words:[I

# PATHS: the coded bytes, of which the first count are used.
.field bytes:[B

.field count:I

# PATHS: tokens coded in bytes, and steps the thread made after the last of them.
.field tokens:I

.field steps:I

# THREAD: the thread's name.
.field name:Ljava/lang/String;

.field next:Ladaptrace/rt/Chunk;

# PATHS records: the thread's PathsState, whose coder codes them.
.field state:Ljava/lang/Object;

# PATHS records: the thread's stream is to be written with this chunk (a hand-off at depth 0, a
# flush, a crash, exit), not only once the coded bytes pass 32 KiB.
.field ends:Z


.method constructor <init>(II)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/Chunk;->tag:I
    iput p2, p0, Ladaptrace/rt/Chunk;->thread:I
    return-void
.end method
