.class public Lloops/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static collatz(I)I
    .registers 3
    .param p0, "n"    # I

    .line 50
    const/4 v0, 0x0

    .line 52
    .local v0, "steps":I
    :goto_0
    const/4 v1, 0x1

    if-ne p0, v1, :cond_0

    .line 58
    return v0

    .line 53
    :cond_0
    and-int/lit8 v1, p0, 0x1

    if-nez v1, :cond_1

    div-int/lit8 p0, p0, 0x2

    goto :goto_1

    :cond_1
    mul-int/lit8 v1, p0, 0x3

    add-int/lit8 p0, v1, 0x1

    .line 54
    :goto_1
    add-int/lit8 v0, v0, 0x1

    goto/16 :goto_0
.end method

.method static digitSum(II)I
    .registers 3
    .param p0, "n"    # I
    .param p1, "acc"    # I

    .line 7
    :cond_0
    rem-int/lit8 v0, p0, 0xa

    add-int/2addr p1, v0

    .line 8
    div-int/lit8 p0, p0, 0xa

    .line 9
    if-nez p0, :cond_0

    .line 10
    return p1
.end method

.method static findPair(I)I
    .registers 5
    .param p0, "target"    # I

    .line 37
    const/4 v0, -0x1

    .line 39
    .local v0, "found":I
    const/4 v1, 0x1

    .local v1, "a":I
    :goto_0
    const/16 v2, 0xa

    if-ge v1, v2, :cond_3

    .line 40
    move v2, v1

    .local v2, "b":I
    :goto_1
    const/16 v3, 0xa

    if-ge v2, v3, :cond_2

    .line 41
    mul-int v3, v1, v2

    .line 42
    .local v3, "p":I
    if-le v3, p0, :cond_0

    goto :goto_2

    .line 43
    :cond_0
    if-ne v3, p0, :cond_1

    mul-int/lit8 v0, v1, 0xa

    add-int/2addr v0, v2

    goto :goto_3

    .line 40
    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 39
    .end local v2    # "b":I
    .end local v3    # "p":I
    :cond_2
    :goto_2
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 47
    .end local v1    # "a":I
    :cond_3
    :goto_3
    return v0
.end method

.method static gcd(II)I
    .registers 3
    .param p0, "a"    # I
    .param p1, "b"    # I

    .line 14
    :goto_0
    if-eqz p1, :cond_0

    .line 15
    rem-int v0, p0, p1

    .line 16
    .local v0, "t":I
    move p0, p1

    .line 17
    move p1, v0

    goto :goto_0

    .line 19
    .end local v0    # "t":I
    :cond_0
    return p0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .param p0, "args"    # [Ljava/lang/String;

    .line 62
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "loops"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 63
    const-string v0, "digitSum 98765"

    const v1, 0x181cd

    const/4 v2, 0x0

    invoke-static {v1, v2}, Lloops/Main;->digitSum(II)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 64
    const-string v0, "digitSum 0"

    invoke-static {v2, v2}, Lloops/Main;->digitSum(II)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 65
    const-string v0, "gcd 48 36"

    const/16 v1, 0x30

    const/16 v3, 0x24

    invoke-static {v1, v3}, Lloops/Main;->gcd(II)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 66
    const-string v0, "gcd 17 5"

    const/16 v1, 0x11

    const/4 v3, 0x5

    invoke-static {v1, v3}, Lloops/Main;->gcd(II)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 67
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const/4 v1, 0x5

    invoke-static {v1}, Lloops/Main;->triangle(I)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 68
    const-string v0, "findPair 24"

    const/16 v1, 0x18

    invoke-static {v1}, Lloops/Main;->findPair(I)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 69
    const-string v0, "findPair 7"

    const/4 v1, 0x7

    invoke-static {v1}, Lloops/Main;->findPair(I)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 70
    const-string v0, "findPair 13"

    const/16 v1, 0xd

    invoke-static {v1}, Lloops/Main;->findPair(I)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 71
    const-string v0, "collatz 6"

    const/4 v1, 0x6

    invoke-static {v1}, Lloops/Main;->collatz(I)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 72
    const-string v0, "collatz 7"

    const/4 v1, 0x7

    invoke-static {v1}, Lloops/Main;->collatz(I)I

    move-result v1

    invoke-static {v0, v1}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 74
    const/4 v0, 0x0

    .line 75
    .local v0, "total":I
    const/4 v1, 0x0

    .line 76
    .local v1, "i":I
    :goto_0
    const/4 v2, 0x4

    if-ge v1, v2, :cond_1

    .line 77
    move v2, v1

    .line 79
    .local v2, "j":I
    :cond_0
    add-int/2addr v0, v2

    .line 80
    add-int/lit8 v2, v2, -0x1

    .line 81
    if-gtz v2, :cond_0

    .line 82
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 84
    .end local v2    # "j":I
    :cond_1
    const-string v2, "total"

    invoke-static {v2, v0}, Lloops/Main;->show(Ljava/lang/String;I)V

    .line 85
    return-void
.end method

.method static show(Ljava/lang/String;I)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # I

    .line 88
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

    .line 89
    return-void
.end method

.method static triangle(I)Ljava/lang/String;
    .registers 5
    .param p0, "rows"    # I

    .line 23
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 24
    .local v0, "sb":Ljava/lang/StringBuilder;
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    if-ge v1, p0, :cond_3

    .line 25
    const/4 v2, 0x0

    .local v2, "j":I
    :goto_1
    const/16 v3, 0xa

    if-ge v2, v3, :cond_2

    .line 26
    const/4 v3, 0x1

    if-ne v2, v3, :cond_0

    goto :goto_2

    .line 27
    :cond_0
    if-le v2, v1, :cond_1

    goto :goto_3

    .line 28
    :cond_1
    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    .line 25
    :goto_2
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 30
    .end local v2    # "j":I
    :cond_2
    :goto_3
    const/16 v2, 0x7c

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 24
    add-int/lit8 v1, v1, 0x1

    goto/32 :goto_0

    .line 32
    .end local v1    # "i":I
    :cond_3
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method
