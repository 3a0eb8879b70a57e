.class public final Lkharness/Block;
.super Ljava/lang/Object;
.source "Block.smali"

# The body of a runBlocking call, a suspend lambda in compiled form: a Function2 taking the
# CoroutineScope and a Continuation. It never suspends: it starts one `async` per slot on
# Dispatchers.Default (runBlocking waits for these children) and returns at once.

.implements Lkotlin/jvm/functions/Function2;


# The async children, filled by invoke.
.field public final deferred:[Lkotlinx/coroutines/Deferred;

# The child that throws, or -1.
.field private final failing:I


.method public constructor <init>(II)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-array v0, p1, [Lkotlinx/coroutines/Deferred;

    iput-object v0, p0, Lkharness/Block;->deferred:[Lkotlinx/coroutines/Deferred;

    iput p2, p0, Lkharness/Block;->failing:I

    return-void
.end method

.method public invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .locals 9

    iget-object v7, p0, Lkharness/Block;->deferred:[Lkotlinx/coroutines/Deferred;

    const/4 v8, 0x0

    :loop
    array-length v0, v7

    if-ge v8, v0, :done

    # async$default(scope, Dispatchers.Default, start: default, block, mask: start, null)
    move-object v1, p1

    check-cast v1, Lkotlinx/coroutines/CoroutineScope;

    invoke-static {}, Lkotlinx/coroutines/Dispatchers;->getDefault()Lkotlinx/coroutines/CoroutineDispatcher;

    move-result-object v2

    const/4 v3, 0x0

    new-instance v4, Lkharness/Work;

    iget v0, p0, Lkharness/Block;->failing:I

    if-ne v0, v8, :ok

    const/4 v0, 0x1

    goto :make

    :ok
    const/4 v0, 0x0

    :make
    invoke-direct {v4, v8, v0}, Lkharness/Work;-><init>(IZ)V

    const/4 v5, 0x2

    const/4 v6, 0x0

    invoke-static/range {v1 .. v6}, Lkotlinx/coroutines/BuildersKt;->async$default(Lkotlinx/coroutines/CoroutineScope;Lkotlin/coroutines/CoroutineContext;Lkotlinx/coroutines/CoroutineStart;Lkotlin/jvm/functions/Function2;ILjava/lang/Object;)Lkotlinx/coroutines/Deferred;

    move-result-object v0

    aput-object v0, v7, v8

    add-int/lit8 v8, v8, 0x1

    goto :loop

    :done
    const-string v0, "block ran on "

    invoke-static {}, Ljava/lang/Thread;->currentThread()Ljava/lang/Thread;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Thread;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
