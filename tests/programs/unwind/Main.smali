.class public Lunwind/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static a1(I)V
    .registers 2
    .param p0, "x"    # I

    .line 10
    const-string v0, "a1"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 11
    add-int/lit8 v0, p0, 0x1

    invoke-static {v0}, Lunwind/Main;->a2(I)V

    .line 12
    const-string v0, "a1 after"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 13
    return-void
.end method

.method static a2(I)V
    .registers 3
    .param p0, "x"    # I

    .line 16
    const-string v0, "a2"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 18
    :try_start_0
    add-int/lit8 v0, p0, 0x1

    invoke-static {v0}, Lunwind/Main;->a3(I)V
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    .line 21
    goto :goto_0

    .line 19
    :catch_0
    move-exception v0

    .line 20
    .local v0, "e":Ljava/lang/IllegalArgumentException;
    const-string v1, "a2 wrong handler"

    invoke-static {v1}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 22
    .end local v0    # "e":Ljava/lang/IllegalArgumentException;
    :goto_0
    const-string v0, "a2 after"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 23
    return-void
.end method

.method static a3(I)V
    .registers 4
    .param p0, "x"    # I

    .line 26
    const-string v0, "a3"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 28
    :try_start_0
    add-int/lit8 v0, p0, 0x1

    invoke-static {v0}, Lunwind/Main;->a4(I)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 30
    const-string v0, "a3 finally"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 32
    return-void

    .line 30
    :catchall_0
    move-exception v0

    const-string v1, "a3 finally"

    invoke-static {v1}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 31
    throw v0
.end method

.method static a4(I)V
    .registers 2
    .param p0, "x"    # I

    .line 35
    const-string v0, "a4"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 36
    add-int/lit8 v0, p0, 0x1

    invoke-static {v0}, Lunwind/Main;->a5(I)V

    .line 37
    const-string v0, "a4 after"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 38
    return-void
.end method

.method static a5(I)V
    .registers 4
    .param p0, "x"    # I

    .line 41
    const-string v0, "a5"

    invoke-static {v0, p0}, Lunwind/Main;->log(Ljava/lang/String;I)V

    .line 42
    if-gtz p0, :cond_0

    .line 43
    const-string v0, "a5 normal"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 44
    return-void

    .line 42
    :cond_0
    new-instance v0, Lunwind/Boom;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "deep "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Lunwind/Boom;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static b1()I
    .registers 2

    .line 50
    const-string v0, "b1"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 51
    invoke-static {}, Lunwind/Main;->b2()I

    move-result v0

    .line 52
    .local v0, "r":I
    const-string v1, "b1 got"

    invoke-static {v1, v0}, Lunwind/Main;->log(Ljava/lang/String;I)V

    .line 53
    mul-int/lit8 v1, v0, 0x2

    return v1
.end method

.method static b2()I
    .registers 3

    .line 56
    const-string v0, "b2"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 58
    :try_start_0
    invoke-static {}, Lunwind/Main;->b3()I

    move-result v0
    :try_end_0
    .catch Lunwind/Boom; {:try_start_0 .. :try_end_0} :catch_0

    return v0

    .line 59
    :catch_0
    move-exception v0

    .line 60
    .local v0, "e":Lunwind/Boom;
    const-string v1, "b2 caught"

    invoke-virtual {v0}, Lunwind/Boom;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lunwind/Main;->log(Ljava/lang/String;Ljava/lang/String;)V

    .line 61
    const/4 v1, 0x7

    return v1
.end method

.method static b3()I
    .registers 2

    .line 65
    const-string v0, "b3"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 66
    invoke-static {}, Lunwind/Main;->b4()I

    move-result v0

    .line 67
    .local v0, "v":I
    const-string v1, "b3 after"

    invoke-static {v1}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 68
    return v0
.end method

.method static b4()I
    .registers 1

    .line 71
    const-string v0, "b4"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 72
    invoke-static {}, Lunwind/Main;->b5()I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    return v0
.end method

.method static b5()I
    .registers 2

    .line 75
    const-string v0, "b5"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 76
    new-instance v0, Lunwind/Boom;

    const-string v1, "from b5"

    invoke-direct {v0, v1}, Lunwind/Boom;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static chain(I)V
    .registers 4
    .param p0, "n"    # I

    .line 100
    if-nez p0, :cond_0

    .line 101
    :try_start_0
    new-instance v0, Lunwind/Boom;

    const-string v1, "chain end"

    invoke-direct {v0, v1}, Lunwind/Boom;-><init>(Ljava/lang/String;)V

    throw v0

    .line 102
    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Lunwind/Main;->chain(I)V
    :try_end_0
    .catch Lunwind/Boom; {:try_start_0 .. :try_end_0} :catch_0

    .line 106
    goto :goto_0

    .line 103
    :catch_0
    move-exception v0

    .line 104
    .local v0, "e":Lunwind/Boom;
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "chain "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " saw"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0}, Lunwind/Boom;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lunwind/Main;->log(Ljava/lang/String;Ljava/lang/String;)V

    .line 105
    const/4 v1, 0x2

    if-ge p0, v1, :cond_1

    throw v0

    .line 107
    .end local v0    # "e":Lunwind/Boom;
    :cond_1
    :goto_0
    return-void
.end method

.method static log(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 120
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 121
    return-void
.end method

.method static log(Ljava/lang/String;I)V
    .registers 4
    .param p0, "s"    # Ljava/lang/String;
    .param p1, "n"    # I

    .line 124
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const/16 p0, 0x20

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 125
    return-void
.end method

.method static log(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .param p0, "s"    # Ljava/lang/String;
    .param p1, "t"    # Ljava/lang/String;

    .line 128
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const/16 p0, 0x20

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 129
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    .param p0, "args"    # [Ljava/lang/String;

    .line 135
    const-string v0, "unwind"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 137
    const/16 v0, -0xa

    invoke-static {v0}, Lunwind/Main;->a1(I)V

    .line 139
    :try_start_0
    const/4 v0, 0x1

    invoke-static {v0}, Lunwind/Main;->a1(I)V

    .line 140
    const-string v0, "a1 returned"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V
    :try_end_0
    .catch Lunwind/Boom; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 141
    :catch_0
    move-exception v0

    .line 142
    .local v0, "e":Lunwind/Boom;
    const-string v1, "main caught"

    invoke-virtual {v0}, Lunwind/Boom;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lunwind/Main;->log(Ljava/lang/String;Ljava/lang/String;)V

    .line 145
    .end local v0    # "e":Lunwind/Boom;
    :goto_0
    const-string v0, "midway"

    invoke-static {}, Lunwind/Main;->b1()I

    move-result v1

    invoke-static {v0, v1}, Lunwind/Main;->log(Ljava/lang/String;I)V

    .line 147
    const-string v0, "recurse result"

    const/4 v1, 0x5

    const/4 v2, 0x3

    invoke-static {v1, v2}, Lunwind/Main;->recurse(II)I

    move-result v1

    invoke-static {v0, v1}, Lunwind/Main;->log(Ljava/lang/String;I)V

    .line 149
    :try_start_1
    const/4 v0, 0x2

    const/4 v1, -0x1

    invoke-static {v0, v1}, Lunwind/Main;->recurse(II)I
    :try_end_1
    .catch Lunwind/Boom; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    .line 150
    :catch_1
    move-exception v0

    .line 151
    .restart local v0    # "e":Lunwind/Boom;
    const-string v1, "main caught"

    invoke-virtual {v0}, Lunwind/Boom;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lunwind/Main;->log(Ljava/lang/String;Ljava/lang/String;)V

    .line 154
    .end local v0    # "e":Lunwind/Boom;
    :goto_1
    const/4 v0, 0x3

    invoke-static {v0}, Lunwind/Main;->chain(I)V

    .line 155
    const-string v0, "chain done"

    invoke-static {v0}, Lunwind/Main;->log(Ljava/lang/String;)V

    .line 156
    return-void
.end method

.method static recurse(II)I
    .registers 5
    .param p0, "depth"    # I
    .param p1, "catchAt"    # I

    .line 80
    const-string v0, "recurse"

    invoke-static {v0, p0}, Lunwind/Main;->log(Ljava/lang/String;I)V

    .line 81
    if-eqz p0, :cond_1

    .line 82
    if-ne p0, p1, :cond_0

    .line 84
    :try_start_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0, p1}, Lunwind/Main;->recurse(II)I

    move-result v0
    :try_end_0
    .catch Lunwind/Boom; {:try_start_0 .. :try_end_0} :catch_0

    add-int/lit8 v0, v0, 0x1

    return v0

    .line 85
    :catch_0
    move-exception v0

    .line 86
    .local v0, "e":Lunwind/Boom;
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "caught at "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0}, Lunwind/Boom;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lunwind/Main;->log(Ljava/lang/String;Ljava/lang/String;)V

    .line 87
    neg-int v1, p0

    return v1

    .line 90
    .end local v0    # "e":Lunwind/Boom;
    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0, p1}, Lunwind/Main;->recurse(II)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    return v0

    .line 81
    :cond_1
    new-instance v0, Lunwind/Boom;

    const-string v1, "bottom"

    invoke-direct {v0, v1}, Lunwind/Boom;-><init>(Ljava/lang/String;)V

    throw v0
.end method
