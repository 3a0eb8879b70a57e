.class public Lthreads/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .param p0, "args"    # [Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/InterruptedException;
        }
    .end annotation

    .line 14
    const-string v0, "threads"

    invoke-static {v0}, Lthreads/Main;->report(Ljava/lang/String;)V

    .line 15
    new-instance v0, Lthreads/Worker;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Lthreads/Worker;-><init>(I)V

    .line 16
    .local v0, "w1":Lthreads/Worker;
    new-instance v1, Lthreads/Worker;

    const/4 v2, 0x2

    invoke-direct {v1, v2}, Lthreads/Worker;-><init>(I)V

    .line 17
    .local v1, "w2":Lthreads/Worker;
    invoke-virtual {v0}, Lthreads/Worker;->start()V

    .line 18
    invoke-virtual {v1}, Lthreads/Worker;->start()V

    .line 19
    const/16 v2, 0xa

    invoke-static {v2}, Lthreads/Main;->sumSquares(I)I

    move-result v2

    .line 20
    .local v2, "mine":I
    invoke-virtual {v0}, Lthreads/Worker;->join()V

    .line 21
    invoke-virtual {v1}, Lthreads/Worker;->join()V

    .line 22
    invoke-static {v0}, Lthreads/Main;->report(Lthreads/Worker;)V

    .line 23
    invoke-static {v1}, Lthreads/Main;->report(Lthreads/Worker;)V

    .line 24
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    const-string v4, "main: "

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v3

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lthreads/Main;->report(Ljava/lang/String;)V

    .line 25
    return-void
.end method

.method static report(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 28
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 29
    return-void
.end method

.method static report(Lthreads/Worker;)V
    .registers 3
    .param p0, "w"    # Lthreads/Worker;

    .line 32
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p0}, Lthreads/Worker;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    iget-object v1, p0, Lthreads/Worker;->result:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lthreads/Main;->report(Ljava/lang/String;)V

    .line 33
    return-void
.end method

.method static sumSquares(I)I
    .registers 4
    .param p0, "n"    # I

    .line 36
    const/4 v0, 0x0

    .line 37
    .local v0, "s":I
    const/4 v1, 0x1

    .local v1, "i":I
    :goto_0
    if-gt v1, p0, :cond_0

    mul-int v2, v1, v1

    add-int/2addr v0, v2

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 38
    .end local v1    # "i":I
    :cond_0
    return v0
.end method
