.class public Ltinyunwind/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static inner(I)I
    .registers 2
    .param p0, "x"    # I

    .line 5
    const/16 v0, 0xa

    div-int/2addr v0, p0

    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    .line 29
    :try_start_0
    invoke-static {}, Ltinyunwind/Main;->outer()V
    :try_end_0
    .catch Ljava/lang/ArithmeticException; {:try_start_0 .. :try_end_0} :catch_0

    .line 32
    goto :goto_0

    .line 30
    :catch_0
    move-exception v0

    .line 31
    .local v0, "e":Ljava/lang/ArithmeticException;
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v2, "main caught"

    invoke-virtual {v1, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 33
    .end local v0    # "e":Ljava/lang/ArithmeticException;
    :goto_0
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const/4 v1, 0x3

    invoke-static {v1, v1}, Ltinyunwind/Main;->rec(II)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    .line 34
    return-void
.end method

.method static outer()V
    .registers 2

    .line 9
    const/4 v0, 0x0

    invoke-static {v0}, Ltinyunwind/Main;->inner(I)I

    move-result v0

    .line 10
    .local v0, "r":I
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(I)V

    .line 11
    return-void
.end method

.method static rec(II)I
    .registers 4
    .param p0, "n"    # I
    .param p1, "top"    # I

    .line 14
    if-nez p0, :cond_0

    .line 15
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "deep"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 17
    :cond_0
    if-eq p0, p1, :cond_1

    .line 18
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0, p1}, Ltinyunwind/Main;->rec(II)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    return v0

    .line 21
    :cond_1
    add-int/lit8 v0, p0, -0x1

    :try_start_0
    invoke-static {v0, p1}, Ltinyunwind/Main;->rec(II)I
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    add-int/lit8 v0, v0, 0x1

    return v0

    .line 22
    :catch_0
    move-exception v0

    .line 23
    .local v0, "e":Ljava/lang/IllegalStateException;
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0}, Ljava/lang/IllegalStateException;->getMessage()Ljava/lang/String;

    move-result-object v0

    .end local v0    # "e":Ljava/lang/IllegalStateException;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 24
    const/4 v0, -0x1

    return v0
.end method
