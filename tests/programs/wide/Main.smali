.class public Lwide/Main;
.super Ljava/lang/Object;
.source "Main.java"


# static fields
.field static total:J


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static avg([J)D
    .registers 8
    .param p0, "xs"    # [J

    .line 20
    const-wide/16 v0, 0x0

    .line 21
    .local v0, "sum":J
    array-length v2, p0

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_0

    aget-wide v4, p0, v3

    .local v4, "x":J
    add-long/2addr v0, v4

    .end local v4    # "x":J
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 22
    :cond_0
    long-to-double v0, v0

    .end local v0    # "sum":J
    array-length v2, p0

    int-to-double v2, v2

    div-double/2addr v0, v2

    return-wide v0
.end method

.method static compareLongs(JJ)I
    .registers 5
    .param p0, "a"    # J
    .param p2, "b"    # J

    .line 26
    cmp-long v0, p0, p2

    return v0
.end method

.method static factorial(I)J
    .registers 5
    .param p0, "n"    # I

    .line 8
    const-wide/16 v0, 0x1

    .line 9
    .local v0, "r":J
    :goto_0
    if-lez p0, :cond_0

    .line 10
    int-to-long v2, p0

    mul-long/2addr v0, v2

    .line 11
    add-int/lit8 p0, p0, -0x1

    goto :goto_0

    .line 13
    :cond_0
    return-wide v0
.end method

.method static isGreater(DD)Z
    .registers 5
    .param p0, "a"    # D
    .param p2, "b"    # D

    .line 30
    cmpl-double v0, p0, p2

    if-lez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method static isLess(DD)Z
    .registers 5
    .param p0, "a"    # D
    .param p2, "b"    # D

    .line 34
    cmpg-double v0, p0, p2

    if-gez v0, :cond_0

    const/4 v0, 0x1

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 9
    .param p0, "args"    # [Ljava/lang/String;

    .line 40
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "wide"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 41
    const/16 v0, 0x14

    invoke-static {v0}, Lwide/Main;->factorial(I)J

    move-result-wide v0

    const-string v2, "fact20"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 42
    const/4 v0, 0x3

    const-wide v1, 0x2540be400L

    const-string v3, "abcd"

    const-wide/high16 v4, 0x4006000000000000L    # 2.75

    const-wide/16 v6, -0x5

    invoke-static/range {v0 .. v7}, Lwide/Main;->mix(IJLjava/lang/Object;DJ)J

    move-result-wide v0

    const-string v2, "mix"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 43
    const/4 v0, 0x4

    new-array v0, v0, [J

    fill-array-data v0, :array_0

    invoke-static {v0}, Lwide/Main;->avg([J)D

    move-result-wide v0

    const-string v2, "avg"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;D)V

    .line 45
    const-wide v0, 0x123456789abcdef0L

    .line 46
    .local v0, "x":J
    const/4 v4, 0x4

    shl-long v2, v0, v4

    const-string v4, "shl"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 47
    const/16 v4, 0x3c

    ushr-long v2, v0, v4

    const-string v4, "ushr"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 48
    const-wide/16 v2, -0x100

    const/4 v4, 0x4

    shr-long/2addr v2, v4

    const-string v4, "shr"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 49
    const-wide/16 v2, -0x100

    const/16 v4, 0x3c

    ushr-long/2addr v2, v4

    const-string v4, "ushr neg"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 50
    not-long v2, v0

    const-string v4, "not"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 51
    const-wide/32 v2, 0xffff

    and-long/2addr v2, v0

    const-string v4, "and"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 52
    const-wide/16 v2, 0xf

    or-long v2, v0, v2

    const-string v4, "or"

    invoke-static {v4, v2, v3}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 54
    .end local v0    # "x":J
    const-wide v0, 0x7fffffffffffffffL

    const-wide/16 v2, 0x1

    add-long/2addr v0, v2

    const-string v2, "overflow"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 55
    const-wide/16 v0, -0x7

    const-wide/16 v2, 0x2

    div-long v4, v0, v2

    const-string v6, "div"

    invoke-static {v6, v4, v5}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 56
    rem-long v4, v0, v2

    const-string v6, "rem"

    invoke-static {v6, v4, v5}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 57
    neg-long v4, v0

    const-string v6, "neg"

    invoke-static {v6, v4, v5}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 59
    const-wide/16 v0, 0x5

    const-wide/16 v2, 0x7

    invoke-static {v0, v1, v2, v3}, Lwide/Main;->compareLongs(JJ)I

    move-result v4

    const-string v5, "cmp 5 7"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 60
    invoke-static {v2, v3, v0, v1}, Lwide/Main;->compareLongs(JJ)I

    move-result v4

    const-string v5, "cmp 7 5"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 61
    invoke-static {v0, v1, v0, v1}, Lwide/Main;->compareLongs(JJ)I

    move-result v4

    const-string v5, "cmp 5 5"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 63
    const-wide/high16 v0, 0x7ff8000000000000L    # Double.NaN

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    invoke-static {v0, v1, v2, v3}, Lwide/Main;->isGreater(DD)Z

    move-result v4

    const-string v5, "nan > 1"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;Z)V

    .line 64
    invoke-static {v0, v1, v2, v3}, Lwide/Main;->isLess(DD)Z

    move-result v4

    const-string v5, "nan < 1"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;Z)V

    .line 65
    const-wide/high16 v0, 0x4006000000000000L    # 2.75

    invoke-static {v0, v1, v2, v3}, Lwide/Main;->isGreater(DD)Z

    move-result v4

    const-string v5, "2.75 > 1"

    invoke-static {v5, v4}, Lwide/Main;->show(Ljava/lang/String;Z)V

    .line 67
    const-wide v0, 0x100000005L

    long-to-int v2, v0

    const-string v3, "l2i"

    invoke-static {v3, v2}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 68
    const/4 v2, -0x1

    int-to-long v0, v2

    const-string v2, "i2l"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 69
    const-wide v0, 0x400feb851eb851ecL    # 3.99

    double-to-int v2, v0

    const-string v3, "d2i"

    invoke-static {v3, v2}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 70
    const-wide v0, -0x3ff0147ae147ae14L    # -3.99

    double-to-int v2, v0

    const-string v3, "d2i neg"

    invoke-static {v3, v2}, Lwide/Main;->show(Ljava/lang/String;I)V

    .line 71
    const-wide v0, 0x43e158e460913d00L    # 1.0E19

    double-to-long v0, v0

    const-string v2, "d2l"

    invoke-static {v2, v0, v1}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 73
    const/high16 v0, 0x3fc00000    # 1.5f

    const/high16 v1, 0x40800000    # 4.0f

    mul-float/2addr v0, v1

    const-string v1, "float"

    invoke-static {v1, v0}, Lwide/Main;->show(Ljava/lang/String;F)V

    .line 75
    new-instance v0, Lwide/Account;

    const-wide/16 v1, 0x3e8

    const-wide/high16 v3, 0x3fe0000000000000L    # 0.5

    invoke-direct {v0, v1, v2, v3, v4}, Lwide/Account;-><init>(JD)V

    .line 76
    .local v0, "acct":Lwide/Account;
    const-wide/16 v1, 0x1f4

    invoke-virtual {v0, v1, v2}, Lwide/Account;->deposit(J)J

    move-result-wide v1

    const-string v3, "deposit"

    invoke-static {v3, v1, v2}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 77
    const/4 v1, 0x2

    invoke-virtual {v0, v1}, Lwide/Account;->interest(I)D

    move-result-wide v1

    const-string v3, "interest"

    invoke-static {v3, v1, v2}, Lwide/Main;->show(Ljava/lang/String;D)V

    .line 78
    const-string v1, "bonus"

    const-wide/16 v2, 0xfa

    invoke-virtual {v0, v1, v2, v3}, Lwide/Account;->withExtra(Ljava/lang/String;J)Lwide/Account;

    move-result-object v0

    .line 79
    invoke-virtual {v0}, Lwide/Account;->balance()J

    move-result-wide v1

    const-string v3, "balance"

    invoke-static {v3, v1, v2}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 81
    .end local v0    # "acct":Lwide/Account;
    const/4 v0, 0x0

    :goto_0
    const/4 v1, 0x2

    if-ge v0, v1, :cond_0

    .line 82
    sget-wide v1, Lwide/Main;->total:J

    const-wide/32 v3, 0x186a0

    add-long/2addr v1, v3

    sput-wide v1, Lwide/Main;->total:J

    .line 81
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 84
    :cond_0
    const-string v0, "total"

    sget-wide v1, Lwide/Main;->total:J

    invoke-static {v0, v1, v2}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 85
    return-void

    :array_0
    .array-data 8
        0x1L
        0x2L
        0x3L
        0x4L
    .end array-data
.end method

.method static mix(IJLjava/lang/Object;DJ)J
    .registers 12
    .param p0, "a"    # I
    .param p1, "b"    # J
    .param p3, "o"    # Ljava/lang/Object;
    .param p4, "d"    # D
    .param p6, "last"    # J

    .line 16
    int-to-long v0, p0

    add-long/2addr v0, p1

    double-to-long v2, p4

    add-long/2addr v0, v2

    add-long/2addr v0, p6

    check-cast p3, Ljava/lang/String;

    invoke-virtual {p3}, Ljava/lang/String;->length()I

    move-result v2

    int-to-long v2, v2

    add-long/2addr v0, v2

    return-wide v0
.end method

.method static show(Ljava/lang/String;D)V
    .registers 5
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # D

    .line 100
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 101
    return-void
.end method

.method static show(Ljava/lang/String;F)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # F

    .line 100
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(F)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 101
    return-void
.end method

.method static show(Ljava/lang/String;I)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # I

    .line 100
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

    .line 101
    return-void
.end method

.method static show(Ljava/lang/String;J)V
    .registers 5
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # J

    .line 100
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1, p2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 101
    return-void
.end method

.method static show(Ljava/lang/String;Z)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # Z

    .line 100
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

    .line 101
    return-void
.end method
