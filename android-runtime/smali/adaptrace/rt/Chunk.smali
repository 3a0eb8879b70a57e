.class final Ladaptrace/rt/Chunk;
.super Ljava/lang/Object;
.source "Chunk.smali"

# A chunk waiting in the writer's queue (a singly linked list guarded by Trace.lock).


# 0x01 THREAD, 0x10 BLOCKS or 0x20 PATHS.
.field tag:I

# Thread index.
.field thread:I

# BLOCKS: the event words, of which the first count are used.
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


.method constructor <init>(II)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Ladaptrace/rt/Chunk;->tag:I
    iput p2, p0, Ladaptrace/rt/Chunk;->thread:I
    return-void
.end method
