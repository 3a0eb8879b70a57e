.class public Linferred/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private static inc(I)I
    .registers 1

    add-int/lit8 p0, p0, 0x1

    return p0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 8

    new-instance v0, Linferred/Counter;

    invoke-direct {v0}, Linferred/Counter;-><init>()V

    const/4 v1, 0x0

    :goto_0
    const/4 v2, 0x5

    if-ge v1, v2, :cond_0

    invoke-virtual {v0, v1}, Linferred/Counter;->add(I)V

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    :cond_0
    invoke-virtual {v0}, Linferred/Counter;->get()I

    move-result v1

    invoke-static {v1}, Linferred/Util;->twice(I)I

    move-result v1

    new-instance v2, Linferred/Seven;

    invoke-direct {v2}, Linferred/Seven;-><init>()V

    invoke-interface {v2}, Linferred/Source;->next()I

    move-result v3

    add-int/2addr v1, v3

    invoke-static {v1}, Linferred/Main;->inc(I)I

    move-result v1

    const/4 v4, 0x0

    :try_start_0
    invoke-virtual {v0}, Linferred/Counter;->get()I

    move-result v3

    aget v5, v4, v3
    :try_end_0
    .catch Ljava/lang/NullPointerException; {:try_start_0 .. :try_end_0} :catch_0

    add-int/2addr v1, v5

    :goto_1
    const/4 v6, 0x0

    :try_start_1
    invoke-virtual {v6}, Linferred/Counter;->get()I
    :try_end_1
    .catch Ljava/lang/NullPointerException; {:try_start_1 .. :try_end_1} :catch_1

    move-result v3

    add-int/2addr v1, v3

    :goto_2
    new-instance v2, Linferred/Flag;

    invoke-direct {v2}, Linferred/Flag;-><init>()V

    invoke-virtual {v2}, Linferred/Flag;->run()V

    new-instance v3, Ljava/lang/Thread;

    invoke-direct {v3, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    invoke-virtual {v3}, Ljava/lang/Thread;->run()V

    iget v3, v2, Linferred/Flag;->runs:I

    add-int/2addr v1, v3

    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(I)V

    return-void

    :catch_0
    move-exception v3

    add-int/lit8 v1, v1, 0x64

    goto :goto_1

    :catch_1
    move-exception v3

    add-int/lit8 v1, v1, 0x1

    goto :goto_2
.end method
