.class public Lmonitors/Main;
.super Ljava/lang/Object;
.source "Main.java"


# static fields
.field static final LOCK:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    new-instance v0, Ljava/lang/Object;

    invoke-direct {v0}, Ljava/lang/Object;-><init>()V

    sput-object v0, Lmonitors/Main;->LOCK:Ljava/lang/Object;

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static guarded(Ljava/lang/Object;I)I
    .registers 6
    .param p0, "lock"    # Ljava/lang/Object;
    .param p1, "x"    # I

    .line 8
    monitor-enter p0

    .line 9
    :try_start_0
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "holds "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {p0}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 10
    if-gez p1, :cond_0

    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v1, "negative"

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 11
    :cond_0
    mul-int/lit8 v0, p1, 0x2

    monitor-exit p0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    return v0

    .line 12
    :catchall_0
    move-exception v0

    :try_start_1
    monitor-exit p0
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    throw v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    .param p0, "args"    # [Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 40
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "monitors"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 41
    new-instance v0, Lmonitors/Counter;

    invoke-direct {v0}, Lmonitors/Counter;-><init>()V

    .line 42
    .local v0, "c":Lmonitors/Counter;
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    const/4 v2, 0x5

    if-ge v1, v2, :cond_0

    invoke-virtual {v0}, Lmonitors/Counter;->inc()V

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 43
    .end local v1    # "i":I
    :cond_0
    const-string v1, "count"

    invoke-virtual {v0}, Lmonitors/Counter;->get()I

    move-result v2

    invoke-static {v1, v2}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 45
    new-instance v1, Ljava/lang/Thread;

    new-instance v2, Lmonitors/Incr;

    const/16 v3, 0xc8

    invoke-direct {v2, v0, v3}, Lmonitors/Incr;-><init>(Lmonitors/Counter;I)V

    const-string v4, "incr-1"

    invoke-direct {v1, v2, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 46
    .local v1, "t1":Ljava/lang/Thread;
    new-instance v2, Ljava/lang/Thread;

    new-instance v4, Lmonitors/Incr;

    invoke-direct {v4, v0, v3}, Lmonitors/Incr;-><init>(Lmonitors/Counter;I)V

    const-string v3, "incr-2"

    invoke-direct {v2, v4, v3}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 47
    .local v2, "t2":Ljava/lang/Thread;
    invoke-virtual {v1}, Ljava/lang/Thread;->start()V

    .line 48
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    .line 49
    invoke-virtual {v1}, Ljava/lang/Thread;->join()V

    .line 50
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V

    .line 51
    const-string v1, "count"

    .end local v1    # "t1":Ljava/lang/Thread;
    invoke-virtual {v0}, Lmonitors/Counter;->get()I

    move-result v2

    .end local v2    # "t2":Ljava/lang/Thread;
    invoke-static {v1, v2}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 53
    const-string v0, "twice"

    .end local v0    # "c":Lmonitors/Counter;
    const/16 v1, 0x8

    invoke-static {v1}, Lmonitors/Counter;->twice(I)I

    move-result v1

    invoke-static {v0, v1}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 55
    const-string v0, "guarded"

    sget-object v1, Lmonitors/Main;->LOCK:Ljava/lang/Object;

    const/16 v2, 0x15

    invoke-static {v1, v2}, Lmonitors/Main;->guarded(Ljava/lang/Object;I)I

    move-result v2

    invoke-static {v0, v2}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 57
    :try_start_0
    const/4 v0, -0x1

    invoke-static {v1, v0}, Lmonitors/Main;->guarded(Ljava/lang/Object;I)I

    move-result v0

    .line 58
    const-string v2, "guarded"

    invoke-static {v2, v0}, Lmonitors/Main;->show(Ljava/lang/String;I)V
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 59
    :catch_0
    move-exception v0

    .line 60
    .local v0, "e":Ljava/lang/IllegalArgumentException;
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "guarded threw "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v0}, Ljava/lang/IllegalArgumentException;->getMessage()Ljava/lang/String;

    move-result-object v4

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 62
    .end local v0    # "e":Ljava/lang/IllegalArgumentException;
    :goto_1
    const-string v0, "holds after"

    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z

    move-result v2

    invoke-static {v0, v2}, Lmonitors/Main;->show(Ljava/lang/String;Z)V

    .line 64
    const-string v0, "nested"

    new-instance v2, Ljava/lang/Object;

    invoke-direct {v2}, Ljava/lang/Object;-><init>()V

    new-instance v3, Ljava/lang/Object;

    invoke-direct {v3}, Ljava/lang/Object;-><init>()V

    const/16 v4, 0xa

    invoke-static {v2, v3, v4}, Lmonitors/Main;->nested(Ljava/lang/Object;Ljava/lang/Object;I)I

    move-result v2

    invoke-static {v0, v2}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 65
    const-string v0, "nested reentrant"

    const/4 v4, 0x4

    invoke-static {v1, v1, v4}, Lmonitors/Main;->nested(Ljava/lang/Object;Ljava/lang/Object;I)I

    move-result v2

    invoke-static {v0, v2}, Lmonitors/Main;->show(Ljava/lang/String;I)V

    .line 66
    const-string v0, "holds after"

    invoke-static {v1}, Ljava/lang/Thread;->holdsLock(Ljava/lang/Object;)Z

    move-result v2

    invoke-static {v0, v2}, Lmonitors/Main;->show(Ljava/lang/String;Z)V

    .line 67
    return-void
.end method

.method static nested(Ljava/lang/Object;Ljava/lang/Object;I)I
    .registers 7
    .param p0, "a"    # Ljava/lang/Object;
    .param p1, "b"    # Ljava/lang/Object;
    .param p2, "n"    # I

    .line 20
    monitor-enter p0

    .line 21
    :try_start_0
    monitor-enter p1
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_1

    .line 22
    const/4 v0, 0x0

    .line 23
    .local v0, "sum":I
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    if-ge v1, p2, :cond_0

    .line 24
    :try_start_1
    invoke-static {v1}, Lmonitors/Main;->square(I)I

    move-result v2
    :try_end_1
    .catchall {:try_start_1 .. :try_end_1} :catchall_0

    add-int/2addr v0, v2

    .line 23
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 26
    .end local v1    # "i":I
    :cond_0
    :try_start_2
    monitor-exit p1
    :try_end_2
    .catchall {:try_start_2 .. :try_end_2} :catchall_0

    .line 27
    :try_start_3
    monitor-exit p0
    :try_end_3
    .catchall {:try_start_3 .. :try_end_3} :catchall_1

    return v0

    .line 26
    .end local v0    # "sum":I
    :catchall_0
    move-exception v2

    :try_start_4
    monitor-exit p1
    :try_end_4
    .catchall {:try_start_4 .. :try_end_4} :catchall_0

    :try_start_5
    throw v2
    :try_end_5
    .catchall {:try_start_5 .. :try_end_5} :catchall_1

    .line 27
    :catchall_1
    move-exception v2

    :try_start_6
    monitor-exit p0
    :try_end_6
    .catchall {:try_start_6 .. :try_end_6} :catchall_1

    throw v2
.end method

.method static show(Ljava/lang/String;I)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # I

    .line 70
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 71
    return-void
.end method

.method static show(Ljava/lang/String;Z)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # Z

    .line 74
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 75
    return-void
.end method

.method static square(I)I
    .registers 2
    .param p0, "x"    # I

    .line 31
    mul-int v0, p0, p0

    return v0
.end method
