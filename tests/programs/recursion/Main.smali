.class public Lrecursion/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static ack(II)I
    .registers 4
    .param p0, "m"    # I
    .param p1, "n"    # I

    .line 12
    if-nez p0, :cond_0

    add-int/lit8 v0, p1, 0x1

    return v0

    .line 13
    :cond_0
    const/4 v0, 0x1

    if-nez p1, :cond_1

    add-int/lit8 v1, p0, -0x1

    invoke-static {v1, v0}, Lrecursion/Main;->ack(II)I

    move-result v0

    return v0

    .line 14
    :cond_1
    add-int/lit8 v1, p0, -0x1

    sub-int v0, p1, v0

    invoke-static {p0, v0}, Lrecursion/Main;->ack(II)I

    move-result v0

    invoke-static {v1, v0}, Lrecursion/Main;->ack(II)I

    move-result v0

    return v0
.end method

.method static fib(I)I
    .registers 3
    .param p0, "n"    # I

    .line 7
    const/4 v0, 0x2

    if-ge p0, v0, :cond_0

    return p0

    .line 8
    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Lrecursion/Main;->fib(I)I

    move-result v0

    add-int/lit8 v1, p0, -0x2

    invoke-static {v1}, Lrecursion/Main;->fib(I)I

    move-result v1

    add-int/2addr v0, v1

    return v0
.end method

.method static hanoi(ICCCLjava/lang/StringBuilder;)V
    .registers 7
    .param p0, "n"    # I
    .param p1, "from"    # C
    .param p2, "to"    # C
    .param p3, "via"    # C
    .param p4, "out"    # Ljava/lang/StringBuilder;

    .line 38
    if-nez p0, :cond_0

    return-void

    .line 39
    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0, p1, p3, p2, p4}, Lrecursion/Main;->hanoi(ICCCLjava/lang/StringBuilder;)V

    .line 40
    invoke-virtual {p4, p1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 41
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0, p3, p2, p1, p4}, Lrecursion/Main;->hanoi(ICCCLjava/lang/StringBuilder;)V

    .line 42
    return-void
.end method

.method static isEven(I)Z
    .registers 2
    .param p0, "n"    # I

    .line 18
    if-nez p0, :cond_0

    const/4 v0, 0x1

    return v0

    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Lrecursion/Main;->isOdd(I)Z

    move-result v0

    return v0
.end method

.method static isOdd(I)Z
    .registers 2
    .param p0, "n"    # I

    .line 22
    if-nez p0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Lrecursion/Main;->isEven(I)Z

    move-result v0

    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 8
    .param p0, "args"    # [Ljava/lang/String;

    .line 60
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "recursion"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 61
    const-string v0, "fib 0"

    const/4 v1, 0x0

    invoke-static {v1}, Lrecursion/Main;->fib(I)I

    move-result v1

    invoke-static {v0, v1}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 62
    const-string v0, "fib 1"

    const/4 v1, 0x1

    invoke-static {v1}, Lrecursion/Main;->fib(I)I

    move-result v1

    invoke-static {v0, v1}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 63
    const-string v0, "fib 10"

    const/16 v1, 0xa

    invoke-static {v1}, Lrecursion/Main;->fib(I)I

    move-result v1

    invoke-static {v0, v1}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 64
    const-string v0, "ack 1 2"

    const/4 v1, 0x1

    const/4 v2, 0x2

    invoke-static {v1, v2}, Lrecursion/Main;->ack(II)I

    move-result v1

    invoke-static {v0, v1}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 65
    const-string v0, "ack 2 3"

    const/4 v1, 0x2

    const/4 v2, 0x3

    invoke-static {v1, v2}, Lrecursion/Main;->ack(II)I

    move-result v1

    invoke-static {v0, v1}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 66
    const-string v0, "isEven 7"

    const/4 v1, 0x7

    invoke-static {v1}, Lrecursion/Main;->isEven(I)Z

    move-result v2

    invoke-static {v0, v2}, Lrecursion/Main;->show(Ljava/lang/String;Z)V

    .line 67
    const-string v0, "isOdd 7"

    invoke-static {v1}, Lrecursion/Main;->isOdd(I)Z

    move-result v2

    invoke-static {v0, v2}, Lrecursion/Main;->show(Ljava/lang/String;Z)V

    .line 68
    const-string v0, "isEven 10"

    const/16 v1, 0xa

    invoke-static {v1}, Lrecursion/Main;->isEven(I)Z

    move-result v2

    invoke-static {v0, v2}, Lrecursion/Main;->show(Ljava/lang/String;Z)V

    .line 70
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 71
    .local v0, "out":Ljava/lang/StringBuilder;
    const-string v1, ""

    const-string v2, "abc"

    invoke-static {v1, v2, v0}, Lrecursion/Main;->perms(Ljava/lang/String;Ljava/lang/String;Ljava/lang/StringBuilder;)V

    .line 72
    const-string v1, "perms"

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lrecursion/Main;->show(Ljava/lang/String;Ljava/lang/String;)V

    .line 74
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    .line 75
    .local v6, "moves":Ljava/lang/StringBuilder;
    const/4 v2, 0x3

    const/16 v3, 0x41

    const/16 v4, 0x43

    const/16 v5, 0x42

    invoke-static/range {v2 .. v6}, Lrecursion/Main;->hanoi(ICCCLjava/lang/StringBuilder;)V

    .line 76
    const-string v1, "hanoi"

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lrecursion/Main;->show(Ljava/lang/String;Ljava/lang/String;)V

    .line 78
    const/4 v1, 0x1

    const/4 v2, 0x7

    invoke-static {v1, v2}, Lrecursion/Node;->build(II)Lrecursion/Node;

    move-result-object v2

    .line 79
    .local v2, "tree":Lrecursion/Node;
    const-string v3, "tree 7 sum"

    invoke-virtual {v2}, Lrecursion/Node;->sum()I

    move-result v4

    invoke-static {v3, v4}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 80
    const-string v3, "tree 7 depth"

    invoke-virtual {v2}, Lrecursion/Node;->depth()I

    move-result v4

    invoke-static {v3, v4}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 81
    const/16 v3, 0xa

    invoke-static {v1, v3}, Lrecursion/Node;->build(II)Lrecursion/Node;

    move-result-object v2

    .line 82
    const-string v3, "tree 10 sum"

    invoke-virtual {v2}, Lrecursion/Node;->sum()I

    move-result v4

    invoke-static {v3, v4}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 83
    const-string v3, "tree 10 depth"

    invoke-virtual {v2}, Lrecursion/Node;->depth()I

    move-result v4

    invoke-static {v3, v4}, Lrecursion/Main;->show(Ljava/lang/String;I)V

    .line 84
    return-void
.end method

.method static perms(Ljava/lang/String;Ljava/lang/String;Ljava/lang/StringBuilder;)V
    .registers 8
    .param p0, "prefix"    # Ljava/lang/String;
    .param p1, "rest"    # Ljava/lang/String;
    .param p2, "out"    # Ljava/lang/StringBuilder;

    .line 26
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    if-nez v0, :cond_0

    .line 27
    invoke-virtual {p2, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x2c

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 28
    return-void

    .line 30
    :cond_0
    const/4 v0, 0x0

    .local v0, "i":I
    :goto_0
    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v1

    if-ge v0, v1, :cond_1

    .line 31
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {p1, v0}, Ljava/lang/String;->charAt(I)C

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const/4 v3, 0x0

    .line 32
    invoke-virtual {p1, v3, v0}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    add-int/lit8 v3, v0, 0x1

    invoke-virtual {p1, v3}, Ljava/lang/String;->substring(I)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    .line 31
    invoke-static {v1, v2, p2}, Lrecursion/Main;->perms(Ljava/lang/String;Ljava/lang/String;Ljava/lang/StringBuilder;)V

    .line 30
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 34
    .end local v0    # "i":I
    :cond_1
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

.method static show(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # Ljava/lang/String;

    .line 96
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 97
    return-void
.end method

.method static show(Ljava/lang/String;Z)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # Z

    .line 92
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

    .line 93
    return-void
.end method
