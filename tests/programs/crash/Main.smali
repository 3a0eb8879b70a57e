.class public Lcrash/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static log(Ljava/lang/String;I)V
    .registers 4
    .param p0, "s"    # Ljava/lang/String;
    .param p1, "n"    # I

    .line 40
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 41
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    .param p0, "args"    # [Ljava/lang/String;

    .line 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "crash"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 7
    const/4 v0, 0x4

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    .line 8
    .local v0, "data":[I
    array-length v1, v0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget v3, v0, v2

    .line 9
    .local v3, "x":I
    const-string v4, "item"

    invoke-static {v4, v3}, Lcrash/Main;->log(Ljava/lang/String;I)V

    .line 10
    invoke-static {v3}, Lcrash/Main;->stage1(I)I

    move-result v4

    .line 11
    .local v4, "v":I
    const-string v5, "value"

    invoke-static {v5, v4}, Lcrash/Main;->log(Ljava/lang/String;I)V

    .line 8
    .end local v3    # "x":I
    .end local v4    # "v":I
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 13
    :cond_0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v2, "unreachable"

    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 14
    return-void

    :array_0
    .array-data 4
        0x1
        0x2
        0x3
        0x4
    .end array-data
.end method

.method static stage1(I)I
    .registers 2
    .param p0, "x"    # I

    .line 17
    invoke-static {p0}, Lcrash/Main;->stage2(I)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    return v0
.end method

.method static stage2(I)I
    .registers 4
    .param p0, "x"    # I

    .line 22
    :try_start_0
    invoke-static {p0}, Lcrash/Main;->stage3(I)I

    move-result v0

    mul-int/lit8 v0, v0, 0x2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 24
    const-string v1, "cleanup"

    invoke-static {v1, p0}, Lcrash/Main;->log(Ljava/lang/String;I)V

    .line 22
    return v0

    .line 24
    :catchall_0
    move-exception v0

    const-string v1, "cleanup"

    invoke-static {v1, p0}, Lcrash/Main;->log(Ljava/lang/String;I)V

    .line 25
    throw v0
.end method

.method static stage3(I)I
    .registers 2
    .param p0, "x"    # I

    .line 29
    :try_start_0
    invoke-static {p0}, Lcrash/Main;->stage4(I)I

    move-result v0
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    return v0

    .line 30
    :catch_0
    move-exception v0

    .line 31
    .local v0, "e":Ljava/lang/IllegalArgumentException;
    const/4 v0, -0x1

    return v0
.end method

.method static stage4(I)I
    .registers 4
    .param p0, "x"    # I

    .line 35
    const/4 v0, 0x3

    if-ne p0, v0, :cond_0

    .line 36
    new-instance v0, Ljava/lang/IllegalStateException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "bad item "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 37
    :cond_0
    mul-int/lit8 v0, p0, 0xa

    return v0
.end method
