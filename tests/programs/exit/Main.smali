.class public Lexit/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static level1()V
    .registers 1

    .line 15
    const-string v0, "level1"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 16
    invoke-static {}, Lexit/Main;->level2()V

    .line 17
    const-string v0, "after level2"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 18
    return-void
.end method

.method static level2()V
    .registers 3

    .line 22
    :try_start_0
    const-string v0, "level2"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 23
    const/4 v0, 0x3

    invoke-static {v0}, Lexit/Main;->level3(I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 25
    const-string v0, "level2 finally"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 26
    return-void

    .line 25
    :catchall_0
    move-exception v0

    const-string v1, "level2 finally"

    invoke-static {v1}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 26
    throw v0
.end method

.method static level3(I)V
    .registers 4
    .param p0, "code"    # I

    .line 29
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "exiting with "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 30
    invoke-static {p0}, Ljava/lang/System;->exit(I)V

    .line 31
    const-string v0, "after exit"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 32
    return-void
.end method

.method static log(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 35
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 36
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    .line 6
    const-string v0, "exit"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 8
    :try_start_0
    invoke-static {}, Lexit/Main;->level1()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 10
    const-string v0, "main finally"

    invoke-static {v0}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 11
    return-void

    .line 10
    :catchall_0
    move-exception v0

    const-string v1, "main finally"

    invoke-static {v1}, Lexit/Main;->log(Ljava/lang/String;)V

    .line 11
    throw v0
.end method
