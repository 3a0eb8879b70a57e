.class final Lorg/adaptrace/jgf/collect/Seqs;
.super Ljava/lang/Object;
.source "Seqs.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static copyInto(Lorg/adaptrace/jgf/collect/Seq;Ljava/util/Collection;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/collect/Seq",
            "<TT;>;",
            "Ljava/util/Collection",
            "<TT;>;)V"
        }
    .end annotation

    invoke-interface {p0}, Lorg/adaptrace/jgf/collect/Seq;->cursor()Lorg/adaptrace/jgf/collect/Cursor;

    move-result-object v0

    :goto_4
    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_12

    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {p1, v1}, Ljava/util/Collection;->add(Ljava/lang/Object;)Z

    goto :goto_4

    :cond_12
    return-void
.end method

.method static count(Lorg/adaptrace/jgf/collect/Cursor;)I
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;)I"
        }
    .end annotation

    const/4 v0, 0x0

    :goto_1
    invoke-interface {p0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_d

    invoke-interface {p0}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    add-int/lit8 v0, v0, 0x1

    goto :goto_1

    :cond_d
    return v0
.end method

.method private static mergeSort([Ljava/lang/Object;[Ljava/lang/Object;IILjava/util/Comparator;)V
    .registers 11
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "([",
            "Ljava/lang/Object;",
            "[",
            "Ljava/lang/Object;",
            "II",
            "Ljava/util/Comparator",
            "<",
            "Ljava/lang/Object;",
            ">;)V"
        }
    .end annotation

    sub-int v0, p3, p2

    const/4 v1, 0x2

    if-ge v0, v1, :cond_6

    :goto_5
    return-void

    :cond_6
    add-int v0, p2, p3

    ushr-int/lit8 v5, v0, 0x1

    invoke-static {p0, p1, p2, v5, p4}, Lorg/adaptrace/jgf/collect/Seqs;->mergeSort([Ljava/lang/Object;[Ljava/lang/Object;IILjava/util/Comparator;)V

    invoke-static {p0, p1, v5, p3, p4}, Lorg/adaptrace/jgf/collect/Seqs;->mergeSort([Ljava/lang/Object;[Ljava/lang/Object;IILjava/util/Comparator;)V

    move v4, p2

    move v1, v5

    move v2, p2

    :goto_13
    if-ge v4, p3, :cond_37

    if-ge v1, p3, :cond_23

    if-ge v2, v5, :cond_30

    aget-object v0, p0, v2

    aget-object v3, p0, v1

    invoke-interface {p4, v0, v3}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I

    move-result v0

    if-gtz v0, :cond_30

    :cond_23
    add-int/lit8 v3, v2, 0x1

    aget-object v0, p0, v2

    aput-object v0, p1, v4

    move v0, v1

    move v2, v3

    :goto_2b
    add-int/lit8 v3, v4, 0x1

    move v4, v3

    move v1, v0

    goto :goto_13

    :cond_30
    add-int/lit8 v0, v1, 0x1

    aget-object v1, p0, v1

    aput-object v1, p1, v4

    goto :goto_2b

    :cond_37
    sub-int v0, p3, p2

    invoke-static {p1, p2, p0, p2, v0}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    goto :goto_5
.end method

.method static sort(Lorg/adaptrace/jgf/collect/Seq;Ljava/util/Comparator;)Lorg/adaptrace/jgf/collect/Seq;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<T:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/collect/Seq",
            "<TT;>;",
            "Ljava/util/Comparator",
            "<TT;>;)",
            "Lorg/adaptrace/jgf/collect/Seq",
            "<TT;>;"
        }
    .end annotation

    const/4 v1, 0x0

    new-instance v0, Lorg/adaptrace/jgf/collect/ArraySeq;

    invoke-direct {v0}, Lorg/adaptrace/jgf/collect/ArraySeq;-><init>()V

    invoke-virtual {v0, p0}, Lorg/adaptrace/jgf/collect/ArraySeq;->addAll(Lorg/adaptrace/jgf/collect/Seq;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/ArraySeq;->toArray()[Ljava/lang/Object;

    move-result-object v2

    invoke-virtual {v2}, [Ljava/lang/Object;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Ljava/lang/Object;

    array-length v3, v2

    invoke-static {v2, v0, v1, v3, p1}, Lorg/adaptrace/jgf/collect/Seqs;->mergeSort([Ljava/lang/Object;[Ljava/lang/Object;IILjava/util/Comparator;)V

    new-instance v3, Lorg/adaptrace/jgf/collect/ArraySeq;

    invoke-direct {v3}, Lorg/adaptrace/jgf/collect/ArraySeq;-><init>()V

    array-length v4, v2

    move v0, v1

    :goto_1e
    if-ge v0, v4, :cond_28

    aget-object v1, v2, v0

    invoke-virtual {v3, v1}, Lorg/adaptrace/jgf/collect/ArraySeq;->add(Ljava/lang/Object;)V

    add-int/lit8 v0, v0, 0x1

    goto :goto_1e

    :cond_28
    return-object v3
.end method

.method static sum(Lorg/adaptrace/jgf/collect/Cursor;)J
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<",
            "Ljava/lang/Long;",
            ">;)J"
        }
    .end annotation

    const-wide/16 v0, 0x0

    move-wide v2, v0

    :goto_3
    invoke-interface {p0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_16

    invoke-interface {p0}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Long;

    invoke-virtual {v0}, Ljava/lang/Long;->longValue()J

    move-result-wide v0

    add-long/2addr v0, v2

    move-wide v2, v0

    goto :goto_3

    :cond_16
    return-wide v2
.end method
