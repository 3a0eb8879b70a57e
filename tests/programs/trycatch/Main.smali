.class public Ltrycatch/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static attempt([I)I
    .registers 4
    .param p0, "counter"    # [I

    .line 160
    const/4 v0, 0x0

    aget v1, p0, v0

    add-int/lit8 v1, v1, 0x1

    aput v1, p0, v0

    .line 161
    const/4 v2, 0x3

    if-ge v1, v2, :cond_0

    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "again"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 162
    :cond_0
    mul-int/lit8 v1, v1, 0xa

    return v1
.end method

.method static countFailures(I)I
    .registers 4
    .param p0, "n"    # I

    .line 150
    const/4 v0, 0x0

    .line 151
    .local v0, "failures":I
    const/4 v1, 0x0

    .local v1, "k":I
    :goto_0
    if-ge v1, p0, :cond_0

    .line 153
    :try_start_0
    invoke-static {v1}, Ltrycatch/Main;->thrower(I)I
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 156
    goto :goto_1

    .line 154
    :catch_0
    move-exception v2

    .line 155
    .local v2, "e":Ljava/lang/Exception;
    add-int/lit8 v0, v0, 0x1

    .line 151
    .end local v2    # "e":Ljava/lang/Exception;
    :goto_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 158
    .end local v1    # "k":I
    :cond_0
    return v0
.end method

.method static firstInTry(Ljava/lang/Object;)Ljava/lang/String;
    .registers 4
    .param p0, "o"    # Ljava/lang/Object;

    .line 125
    :try_start_0
    check-cast p0, Ljava/lang/String;

    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v0
    :try_end_0
    .catch Ljava/lang/ClassCastException; {:try_start_0 .. :try_end_0} :catch_0

    .line 129
    .local v0, "n":I
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "len "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1

    .line 126
    .end local v0    # "n":I
    :catch_0
    move-exception v0

    .line 127
    .local v0, "e":Ljava/lang/ClassCastException;
    const-string v1, "not a string"

    return-object v1
.end method

.method static log(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 200
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 201
    return-void
.end method

.method static loopFinally(I)I
    .registers 4
    .param p0, "n"    # I

    .line 100
    const/4 v0, 0x0

    .line 101
    .local v0, "count":I
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    if-ge v1, p0, :cond_2

    .line 103
    const/4 v2, 0x1

    if-ne v1, v2, :cond_0

    .line 107
    add-int/lit8 v0, v0, 0x1

    goto :goto_1

    .line 104
    :cond_0
    const/4 v2, 0x3

    if-ne v1, v2, :cond_1

    .line 107
    add-int/lit8 v0, v0, 0x1

    goto :goto_2

    .line 105
    :cond_1
    const/4 v2, 0x0

    :try_start_0
    invoke-static {v2}, Ltrycatch/Main;->thrower(I)I

    move-result v2
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    add-int/2addr v0, v2

    .line 107
    add-int/lit8 v0, v0, 0x1

    .line 101
    :goto_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 107
    :catchall_0
    move-exception v2

    add-int/lit8 v0, v0, 0x1

    throw v2

    .line 110
    .end local v1    # "i":I
    :cond_2
    :goto_2
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 7
    .param p0, "args"    # [Ljava/lang/String;

    .line 170
    const-string v0, "trycatch"

    invoke-static {v0}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .line 171
    const/4 v0, 0x0

    .local v0, "k":I
    :goto_0
    const/4 v1, 0x7

    if-ge v0, v1, :cond_0

    .line 172
    const-string v1, "multi"

    invoke-static {v0}, Ltrycatch/Main;->multi(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v0, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 171
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 174
    :cond_0
    const/4 v0, 0x0

    :goto_1
    const/4 v1, 0x3

    if-ge v0, v1, :cond_1

    .line 176
    :try_start_0
    invoke-static {v0}, Ltrycatch/Main;->withFinally(I)V

    .line 177
    const-string v1, "withFinally"

    const-string v2, "returned"

    invoke-static {v1, v0, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_2

    .line 178
    :catch_0
    move-exception v1

    .line 179
    .local v1, "e":Ljava/lang/Exception;
    const-string v2, "withFinally threw"

    invoke-static {v1}, Ltrycatch/Main;->name(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v0, v3}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 174
    .end local v1    # "e":Ljava/lang/Exception;
    :goto_2
    add-int/lit8 v0, v0, 0x1

    goto :goto_1

    .line 182
    :cond_1
    const/4 v0, 0x0

    :goto_3
    const/4 v1, 0x4

    if-ge v0, v1, :cond_2

    .line 184
    :try_start_1
    invoke-static {v0}, Ltrycatch/Main;->rethrow(I)V

    .line 185
    const-string v1, "rethrow"

    const-string v2, "returned"

    invoke-static {v1, v0, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/Exception; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_4

    .line 186
    :catch_1
    move-exception v1

    .line 187
    .local v1, "e":Ljava/lang/Exception;
    const-string v2, "rethrow threw"

    invoke-static {v1}, Ltrycatch/Main;->name(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v2, v0, v3}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 182
    .end local v1    # "e":Ljava/lang/Exception;
    :goto_4
    add-int/lit8 v0, v0, 0x1

    goto :goto_3

    .line 190
    :cond_2
    const/4 v0, 0x0

    :goto_5
    const/4 v1, 0x4

    if-ge v0, v1, :cond_3

    .line 191
    const-string v1, "nested"

    invoke-static {v0}, Ltrycatch/Main;->nested(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v0, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 190
    add-int/lit8 v0, v0, 0x1

    goto :goto_5

    .line 193
    .end local v0    # "k":I
    :cond_3
    const-string v0, "loopFinally"

    const/4 v1, 0x4

    invoke-static {v1}, Ltrycatch/Main;->loopFinally(I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 194
    const-string v0, "shared"

    const/4 v1, 0x0

    invoke-static {v1}, Ltrycatch/Main;->sharedHandler(I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 195
    const/4 v1, 0x1

    invoke-static {v1}, Ltrycatch/Main;->sharedHandler(I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 196
    const-string v0, "firstInTry"

    const/4 v1, 0x0

    const-string v2, "hello"

    invoke-static {v2}, Ltrycatch/Main;->firstInTry(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 197
    const/4 v1, 0x1

    const/4 v2, 0x7

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v2}, Ltrycatch/Main;->firstInTry(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 198
    const-string v0, "overlap"

    const/4 v1, 0x0

    const/4 v2, 0x1

    const/4 v3, 0x2

    const/4 v4, 0x0

    invoke-static {v1, v1, v1}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    const/4 v4, 0x1

    invoke-static {v2, v1, v1}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    const/4 v4, 0x2

    invoke-static {v1, v2, v1}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    const/4 v4, 0x3

    invoke-static {v1, v3, v1}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    const/4 v4, 0x4

    invoke-static {v1, v1, v3}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    const/4 v4, 0x5

    invoke-static {v1, v1, v2}, Ltrycatch/Main;->overlapCase(III)Ljava/lang/String;

    move-result-object v5

    invoke-static {v0, v4, v5}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 199
    const-string v0, "countFailures"

    const/4 v1, 0x7

    invoke-static {v1}, Ltrycatch/Main;->countFailures(I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v0, v1, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 200
    const-string v0, "retry"

    const/4 v1, 0x1

    new-array v1, v1, [I

    invoke-static {v1}, Ltrycatch/Main;->retry([I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/4 v3, 0x0

    aget v3, v1, v3

    invoke-static {v0, v3, v2}, Ltrycatch/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 201
    return-void
.end method

.method static multi(I)Ljava/lang/String;
    .registers 4
    .param p0, "kind"    # I

    .line 30
    :try_start_0
    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I

    move-result v0

    .line 31
    .local v0, "r":I
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "ok "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1
    :try_end_0
    .catch Ltrycatch/AppException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/ArithmeticException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/ArrayIndexOutOfBoundsException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/NullPointerException; {:try_start_0 .. :try_end_0} :catch_2
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_3

    .line 40
    .local v1, "s":Ljava/lang/String;
    goto :goto_0

    .line 32
    .end local v0    # "r":I
    .end local v1    # "s":Ljava/lang/String;
    :catch_0
    move-exception v0

    .line 33
    .local v0, "e":Ltrycatch/AppException;
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "app:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v0}, Ltrycatch/AppException;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .restart local v1    # "s":Ljava/lang/String;
    goto :goto_0

    .line 34
    .end local v0    # "e":Ltrycatch/AppException;
    .end local v1    # "s":Ljava/lang/String;
    :catch_1
    move-exception v0

    .line 35
    .local v0, "e":Ljava/lang/ArithmeticException;
    const-string v1, "arith"

    .restart local v1    # "s":Ljava/lang/String;
    goto :goto_0

    .line 36
    .end local v0    # "e":Ljava/lang/ArithmeticException;
    .end local v1    # "s":Ljava/lang/String;
    :catch_2
    move-exception v0

    .line 37
    .local v0, "e":Ljava/lang/RuntimeException;
    const-string v1, "index-or-null"

    .restart local v1    # "s":Ljava/lang/String;
    goto :goto_0

    .line 38
    .end local v0    # "e":Ljava/lang/RuntimeException;
    .end local v1    # "s":Ljava/lang/String;
    :catch_3
    move-exception v0

    .line 39
    .local v0, "e":Ljava/lang/RuntimeException;
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "runtime:"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    .line 41
    .end local v0    # "e":Ljava/lang/RuntimeException;
    .restart local v1    # "s":Ljava/lang/String;
    :goto_0
    return-object v1
.end method

.method static name(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4
    .param p0, "t"    # Ljava/lang/Throwable;

    .line 204
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v0

    .line 205
    .local v0, "n":Ljava/lang/String;
    instance-of v1, p0, Ltrycatch/AppException;

    if-eqz v1, :cond_0

    .line 206
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, ": "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    .line 208
    :cond_0
    return-object v0
.end method

.method static nested(I)Ljava/lang/String;
    .registers 4
    .param p0, "kind"    # I

    .line 70
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 72
    .local v0, "sb":Ljava/lang/StringBuilder;
    :try_start_0
    const-string v1, "a"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ltrycatch/AppException; {:try_start_0 .. :try_end_0} :catch_1
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_2

    .line 74
    :try_start_1
    const-string v1, "b"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 75
    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I

    .line 76
    const-string v1, "c"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end_1
    .catch Ljava/lang/ArithmeticException; {:try_start_1 .. :try_end_1} :catch_0
    .catch Ltrycatch/AppException; {:try_start_1 .. :try_end_1} :catch_1
    .catch Ljava/lang/RuntimeException; {:try_start_1 .. :try_end_1} :catch_2

    goto :goto_0

    .line 77
    :catch_0
    move-exception v1

    .line 78
    .local v1, "e":Ljava/lang/ArithmeticException;
    :try_start_2
    const-string v2, "d"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 79
    const/4 v2, 0x1

    invoke-static {v2}, Ltrycatch/Main;->thrower(I)I

    .line 80
    const-string v2, "e"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 82
    .end local v1    # "e":Ljava/lang/ArithmeticException;
    :goto_0
    const-string v1, "f"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    :try_end_2
    .catch Ltrycatch/AppException; {:try_start_2 .. :try_end_2} :catch_1
    .catch Ljava/lang/RuntimeException; {:try_start_2 .. :try_end_2} :catch_2

    .line 87
    goto :goto_1

    .line 83
    :catch_1
    move-exception v1

    .line 84
    .local v1, "e":Ltrycatch/AppException;
    const-string v2, "g"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .end local v1    # "e":Ltrycatch/AppException;
    goto :goto_1

    .line 85
    :catch_2
    move-exception v1

    .line 86
    .local v1, "e":Ljava/lang/RuntimeException;
    const-string v2, "h"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 88
    .end local v1    # "e":Ljava/lang/RuntimeException;
    :goto_1
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static overlap(III)Ljava/lang/String;
    .registers 5
    .param p0, "a"    # I
    .param p1, "b"    # I
    .param p2, "c"    # I

    .line 135
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 136
    .local v0, "sb":Ljava/lang/StringBuilder;
    :try_start_0
    const-string v1, "1"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I

    .line 137
    :try_start_1
    const-string v1, "2"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p1}, Ltrycatch/Main;->thrower(I)I
    :try_end_0
    .catch Ltrycatch/AppException; {:try_start_0 .. :try_end_0} :catch_0

    .line 138
    const-string v1, "3"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p2}, Ltrycatch/Main;->thrower(I)I
    :try_end_1
    .catch Ljava/lang/ArithmeticException; {:try_start_1 .. :try_end_1} :catch_1

    .line 139
    const-string v1, "ok"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 140
    :catch_0
    move-exception v1

    const-string v1, "A"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 141
    :catch_1
    move-exception v1

    const-string v1, "B"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 142
    :goto_0
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static overlapCase(III)Ljava/lang/String;
    .registers 6
    .param p0, "a"    # I
    .param p1, "b"    # I
    .param p2, "c"    # I

    .line 145
    :try_start_0
    invoke-static {p0, p1, p2}, Ltrycatch/Main;->overlap(III)Ljava/lang/String;

    move-result-object v0

    return-object v0
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0

    .line 146
    :catch_0
    move-exception v0

    .line 147
    .local v0, "e":Ljava/lang/Exception;
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "escaped "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {v0}, Ltrycatch/Main;->name(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static retry([I)I
    .registers 3
    .param p0, "counter"    # [I

    .line 166
    :goto_0
    :try_start_0
    invoke-static {p0}, Ltrycatch/Main;->attempt([I)I

    move-result v0
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0

    return v0

    .line 167
    :catch_0
    move-exception v0

    .line 168
    .local v0, "e":Ljava/lang/IllegalStateException;
    const-string v1, "retry"

    invoke-static {v1}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .end local v0    # "e":Ljava/lang/IllegalStateException;
    goto :goto_0
.end method

.method static rethrow(I)V
    .registers 4
    .param p0, "kind"    # I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ltrycatch/AppException;
        }
    .end annotation

    .line 55
    :try_start_0
    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I
    :try_end_0
    .catch Ltrycatch/AppException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1

    .line 62
    return-void

    .line 56
    :catch_0
    move-exception v0

    .line 57
    .local v0, "e":Ltrycatch/AppException;
    const-string v1, "rethrowing"

    invoke-static {v1}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .line 58
    throw v0

    .line 59
    .end local v0    # "e":Ltrycatch/AppException;
    :catch_1
    move-exception v0

    .line 60
    .local v0, "e":Ljava/lang/RuntimeException;
    new-instance v1, Ltrycatch/AppException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "wrapped "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-static {v0}, Ltrycatch/Main;->name(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Ltrycatch/AppException;-><init>(Ljava/lang/String;)V

    throw v1
.end method

.method static sharedHandler(I)I
    .registers 3
    .param p0, "kind"    # I

    .line 115
    const/4 v0, -0x1

    .line 117
    .local v0, "r":I
    :try_start_0
    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I

    move-result v0
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 118
    add-int/lit8 v0, v0, 0x64

    .line 120
    :catchall_0
    add-int/lit8 v0, v0, 0x1

    .line 121
    return v0
.end method

.method static show(Ljava/lang/String;ILjava/lang/Object;)V
    .registers 5
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "x"    # I
    .param p2, "value"    # Ljava/lang/Object;

    .line 210
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

    const-string p0, " -> "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 211
    return-void
.end method

.method static thrower(I)I
    .registers 3
    .param p0, "kind"    # I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ltrycatch/AppException;
        }
    .end annotation

    .line 10
    packed-switch p0, :pswitch_data_0

    .line 12
    :pswitch_0
    const/16 v0, 0xa

    return v0

    .line 14
    :pswitch_1
    new-instance v0, Ltrycatch/AppException;

    const-string v1, "app"

    invoke-direct {v0, v1}, Ltrycatch/AppException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 16
    :pswitch_2
    const/4 v0, 0x0

    div-int v0, p0, v0

    return v0

    .line 18
    :pswitch_3
    const/4 v0, 0x2

    new-array v0, v0, [I

    aget v0, v0, p0

    return v0

    .line 20
    :pswitch_4
    const/4 v0, 0x0

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    return v0

    .line 22
    :pswitch_5
    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    return v0

    .line 24
    :pswitch_6
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "state"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    nop

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
    .end packed-switch
.end method

.method static withFinally(I)V
    .registers 3
    .param p0, "kind"    # I
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ltrycatch/AppException;
        }
    .end annotation

    .line 44
    const-string v0, "enter"

    invoke-static {v0}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .line 46
    :try_start_0
    invoke-static {p0}, Ltrycatch/Main;->thrower(I)I

    .line 47
    const-string v0, "body"

    invoke-static {v0}, Ltrycatch/Main;->log(Ljava/lang/String;)V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 49
    const-string v0, "finally"

    invoke-static {v0}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .line 50
    return-void

    .line 49
    :catchall_0
    move-exception v0

    const-string v1, "finally"

    invoke-static {v1}, Ltrycatch/Main;->log(Ljava/lang/String;)V

    .line 50
    throw v0
.end method
