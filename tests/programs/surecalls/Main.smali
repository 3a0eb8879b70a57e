.class public Lsurecalls/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 9

    const/4 v7, 0x3

    const/4 v1, 0x0

    new-instance v3, Lsurecalls/Twice;

    invoke-direct {v3}, Lsurecalls/Twice;-><init>()V

    invoke-interface {v3, v7}, Lsurecalls/Op;->applyAsInt(I)I

    move-result v2

    const/4 v0, 0x4

    new-array v4, v0, [I

    invoke-static {v4, v3}, Ljava/util/Arrays;->setAll([ILjava/util/function/IntUnaryOperator;)V

    array-length v5, v4

    move v0, v1

    :goto_13
    if-ge v0, v5, :cond_1b

    aget v6, v4, v0

    add-int/2addr v2, v6

    add-int/lit8 v0, v0, 0x1

    goto :goto_13

    :cond_1b
    const/4 v0, 0x1

    invoke-static {v0}, Lsurecalls/Holder;->get(I)I

    move-result v0

    add-int/2addr v0, v2

    const/4 v2, 0x2

    invoke-static {v2}, Lsurecalls/Holder;->get(I)I

    move-result v2

    add-int/2addr v2, v0

    array-length v0, p0

    const/16 v4, 0x64

    if-le v0, v4, :cond_4f

    new-instance v0, Lsurecalls/Box;

    invoke-direct {v0}, Lsurecalls/Box;-><init>()V

    :goto_31
    :try_start_31
    invoke-virtual {v0}, Lsurecalls/Box;->value()I
    :try_end_34
    .catch Ljava/lang/NullPointerException; {:try_start_31 .. :try_end_34} :catch_51

    move-result v0

    add-int/2addr v0, v2

    :goto_36
    new-instance v4, Lsurecalls/Box;

    invoke-direct {v4}, Lsurecalls/Box;-><init>()V

    const/4 v2, 0x5

    iput v2, v4, Lsurecalls/Box;->v:I

    move v2, v0

    :goto_3f
    if-ge v1, v7, :cond_55

    invoke-virtual {v4}, Lsurecalls/Box;->value()I

    move-result v0

    invoke-interface {v3, v1}, Lsurecalls/Op;->applyAsInt(I)I

    move-result v5

    add-int/2addr v0, v5

    add-int/2addr v2, v0

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_3f

    :cond_4f
    const/4 v0, 0x0

    goto :goto_31

    :catch_51
    move-exception v0

    add-int/lit8 v0, v2, 0x64

    goto :goto_36

    :cond_55
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "sum "

    invoke-virtual {v1, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method
