.class public Lbigregs/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static boundary(IJ)J
    .locals 250
    .param p0, "a"    # I
    .param p1, "b"    # J

    .line 40
    move/from16 v0, p0

    move-wide/from16 v2, p1

    int-to-long v4, v0

    add-long/2addr v2, v4

    .line 41
    move-wide/16 v248, v2

    move-wide/16 v6, v248

    return-wide v6
.end method

.method static huge(II)I
    .locals 300
    .param p0, "a"    # I
    .param p1, "b"    # I

    .line 50
    sget-object v7, Ljava/lang/System;->out:Ljava/io/PrintStream;

    move-object/16 v285, v7

    const-string v8, "huge frame"

    move-object/16 v286, v8

    invoke-virtual/range {v285 .. v286}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 51
    move/16 v0, p0

    move/16 v1, p1

    add-int v2, v0, v1

    move/16 v299, v2

    .line 52
    const/4 v3, 0x0

    :goto_0
    const/4 v4, 0x3

    if-ge v3, v4, :cond_0

    .line 53
    move/16 v290, v3

    move/16 v291, v0

    move/16 v292, v1

    invoke-static/range {v290 .. v292}, Lbigregs/Main;->sum3(III)I

    move-result v5

    .line 54
    move/16 v6, v299

    add-int/2addr v6, v5

    move/16 v299, v6

    .line 52
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 56
    :cond_0
    const-wide/16 v10, 0x7

    move-wide/16 v296, v10

    move-wide/16 v12, v296

    long-to-int v14, v12

    .line 57
    move/16 v0, v299

    add-int/2addr v0, v14

    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .param p0, "args"    # [Ljava/lang/String;

    .line 60
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "bigregs"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 61
    new-instance v0, Lbigregs/Pair;

    const/4 v1, 0x3

    const/4 v2, 0x4

    invoke-direct {v0, v1, v2}, Lbigregs/Pair;-><init>(II)V

    .line 62
    .local v0, "p":Lbigregs/Pair;
    const-string v1, "sixteen"

    invoke-static {v0, v2}, Lbigregs/Main;->sixteen(Lbigregs/Pair;I)I

    move-result v2

    invoke-static {v1, v2}, Lbigregs/Main;->show(Ljava/lang/String;I)V

    .line 63
    const-string v1, "heavy"

    const/4 v2, 0x5

    invoke-virtual {v0, v2}, Lbigregs/Pair;->heavy(I)I

    move-result v2

    invoke-static {v1, v2}, Lbigregs/Main;->show(Ljava/lang/String;I)V

    .line 64
    .end local v0    # "p":Lbigregs/Pair;
    const/4 v0, 0x1

    const/4 v1, 0x2

    const-wide/16 v2, 0xa

    invoke-static {v0, v1, v2, v3}, Lbigregs/Main;->many(IIJ)J

    move-result-wide v0

    const-string v2, "many"

    invoke-static {v2, v0, v1}, Lbigregs/Main;->show(Ljava/lang/String;J)V

    .line 65
    const/4 v0, 0x7

    const-wide/16 v1, 0x23

    invoke-static {v0, v1, v2}, Lbigregs/Main;->boundary(IJ)J

    move-result-wide v0

    const-string v2, "boundary"

    invoke-static {v2, v0, v1}, Lbigregs/Main;->show(Ljava/lang/String;J)V

    .line 66
    const/4 v0, 0x2

    const/4 v1, 0x5

    invoke-static {v0, v1}, Lbigregs/Main;->huge(II)I

    move-result v0

    const-string v1, "huge"

    invoke-static {v1, v0}, Lbigregs/Main;->show(Ljava/lang/String;I)V

    .line 67
    return-void
.end method

.method static many(IIJ)J
    .registers 24
    .param p0, "a"    # I
    .param p1, "b"    # I
    .param p2, "c"    # J

    .line 30
    move/from16 v0, p0

    move/from16 v1, p1

    move-wide/from16 v2, p2

    .line 31
    add-int/2addr v0, v1

    int-to-long v4, v0

    add-long/2addr v4, v2

    .line 32
    move-wide/from16 v16, v4

    const-wide/16 v18, 0x3e8

    add-long v16, v16, v18

    .line 33
    move-wide/from16 v6, v16

    return-wide v6
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

.method static show(Ljava/lang/String;J)V
    .registers 5
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # J

    .line 74
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

    .line 75
    return-void
.end method

.method static sixteen(Lbigregs/Pair;I)I
    .registers 16
    .param p0, "p"    # Lbigregs/Pair;
    .param p1, "n"    # I

    .line 20
    iget v0, p0, Lbigregs/Pair;->a:I

    iget v1, p0, Lbigregs/Pair;->b:I

    add-int/2addr v0, v1

    .line 21
    mul-int/2addr v0, p1

    .line 22
    move v13, v0

    .line 23
    .local v13, "acc":I
    const/4 v12, 0x0

    .local v12, "i":I
    :goto_0
    if-ge v12, p1, :cond_0

    .line 24
    add-int/2addr v13, v12

    .line 23
    add-int/lit8 v12, v12, 0x1

    goto :goto_0

    .line 26
    .end local v12    # "i":I
    :cond_0
    return v13
.end method

.method static sum3(III)I
    .registers 4
    .param p0, "x"    # I
    .param p1, "y"    # I
    .param p2, "z"    # I

    .line 36
    add-int v0, p0, p1

    add-int/2addr v0, p2

    return v0
.end method
