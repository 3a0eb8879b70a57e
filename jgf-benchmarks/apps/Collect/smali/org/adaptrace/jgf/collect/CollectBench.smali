.class public final Lorg/adaptrace/jgf/collect/CollectBench;
.super Ljava/lang/Object;
.source "CollectBench.java"


# static fields
.field private static final ITEMS:I = 0x5dc

.field private static final ROUNDS:[I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_a

    sput-object v0, Lorg/adaptrace/jgf/collect/CollectBench;->ROUNDS:[I

    return-void

    nop

    :array_a
    .array-data 4
        0x2
        0x64
        0x3e8
    .end array-data
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3

    array-length v0, p0

    if-lez v0, :cond_10

    const/4 v0, 0x0

    aget-object v0, p0, v0

    :goto_6
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-static {v0}, Lorg/adaptrace/jgf/collect/CollectBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void

    :cond_10
    const/4 v0, 0x0

    goto :goto_6
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    if-nez p0, :cond_4

    const-string p0, "small"

    :cond_4
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_33

    const/4 v0, 0x0

    :goto_d
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF Collect size="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " checksum="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    sget-object v2, Lorg/adaptrace/jgf/collect/CollectBench;->ROUNDS:[I

    aget v0, v2, v0

    invoke-static {v0}, Lorg/adaptrace/jgf/collect/CollectBench;->run(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_33
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3d

    const/4 v0, 0x1

    goto :goto_d

    :cond_3d
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_47

    const/4 v0, 0x2

    goto :goto_d

    :cond_47
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static round(Lorg/adaptrace/jgf/collect/Rng;I)Ljava/lang/String;
    .registers 14

    new-instance v1, Lorg/adaptrace/jgf/collect/ArraySeq;

    invoke-direct {v1}, Lorg/adaptrace/jgf/collect/ArraySeq;-><init>()V

    new-instance v2, Lorg/adaptrace/jgf/collect/LinkedSeq;

    invoke-direct {v2}, Lorg/adaptrace/jgf/collect/LinkedSeq;-><init>()V

    const/4 v0, 0x0

    move v3, v0

    :goto_c
    const/16 v0, 0x5dc

    if-ge v3, v0, :cond_29

    mul-int/lit16 v0, p1, 0x5dc

    add-int/2addr v0, v3

    invoke-static {p0, v0}, Lorg/adaptrace/jgf/collect/Item;->random(Lorg/adaptrace/jgf/collect/Rng;I)Lorg/adaptrace/jgf/collect/Item;

    move-result-object v4

    const/16 v0, 0x32

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/collect/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_27

    move-object v0, v1

    :goto_20
    invoke-interface {v0, v4}, Lorg/adaptrace/jgf/collect/Seq;->add(Ljava/lang/Object;)V

    add-int/lit8 v0, v3, 0x1

    move v3, v0

    goto :goto_c

    :cond_27
    move-object v0, v2

    goto :goto_20

    :cond_29
    new-instance v7, Lorg/adaptrace/jgf/collect/ArraySeq;

    invoke-direct {v7}, Lorg/adaptrace/jgf/collect/ArraySeq;-><init>()V

    invoke-interface {v7, v1}, Lorg/adaptrace/jgf/collect/Seq;->addAll(Lorg/adaptrace/jgf/collect/Seq;)V

    invoke-interface {v7, v2}, Lorg/adaptrace/jgf/collect/Seq;->addAll(Lorg/adaptrace/jgf/collect/Seq;)V

    new-instance v6, Lorg/adaptrace/jgf/collect/HashTable;

    const/16 v0, 0x40

    invoke-direct {v6, v0}, Lorg/adaptrace/jgf/collect/HashTable;-><init>(I)V

    new-instance v8, Lorg/adaptrace/jgf/collect/SortedTable;

    new-instance v0, Lorg/adaptrace/jgf/collect/KeyOrder;

    invoke-direct {v0}, Lorg/adaptrace/jgf/collect/KeyOrder;-><init>()V

    invoke-direct {v8, v0}, Lorg/adaptrace/jgf/collect/SortedTable;-><init>(Ljava/util/Comparator;)V

    new-instance v9, Ljava/util/HashMap;

    invoke-direct {v9}, Ljava/util/HashMap;-><init>()V

    new-instance v3, Ljava/util/HashSet;

    invoke-direct {v3}, Ljava/util/HashSet;-><init>()V

    new-instance v4, Lorg/adaptrace/jgf/collect/Stats;

    invoke-direct {v4}, Lorg/adaptrace/jgf/collect/Stats;-><init>()V

    invoke-interface {v7}, Lorg/adaptrace/jgf/collect/Seq;->cursor()Lorg/adaptrace/jgf/collect/Cursor;

    move-result-object v5

    :goto_58
    invoke-interface {v5}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_97

    invoke-interface {v5}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->valid()Z

    move-result v10

    if-nez v10, :cond_6d

    const-string v0, "INVALID-item"

    :goto_6c
    return-object v0

    :cond_6d
    invoke-virtual {v4, v0}, Lorg/adaptrace/jgf/collect/Stats;->add(Lorg/adaptrace/jgf/collect/Item;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->key()Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v10

    invoke-interface {v6, v10, v0}, Lorg/adaptrace/jgf/collect/Table;->put(Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->key()Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v10

    invoke-interface {v8, v10, v0}, Lorg/adaptrace/jgf/collect/Table;->put(Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->key()Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v10

    invoke-interface {v9, v10}, Ljava/util/Map;->containsKey(Ljava/lang/Object;)Z

    move-result v10

    if-nez v10, :cond_8f

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->key()Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v10

    invoke-interface {v9, v10, v0}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    :cond_8f
    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->key()Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v0

    invoke-interface {v3, v0}, Ljava/util/Set;->add(Ljava/lang/Object;)Z

    goto :goto_58

    :cond_97
    invoke-interface {v6}, Lorg/adaptrace/jgf/collect/Table;->size()I

    move-result v0

    invoke-interface {v9}, Ljava/util/Map;->size()I

    move-result v5

    if-ne v0, v5, :cond_ab

    invoke-interface {v8}, Lorg/adaptrace/jgf/collect/Table;->size()I

    move-result v0

    invoke-interface {v3}, Ljava/util/Set;->size()I

    move-result v5

    if-eq v0, v5, :cond_ae

    :cond_ab
    const-string v0, "INVALID-size"

    goto :goto_6c

    :cond_ae
    invoke-interface {v3}, Ljava/util/Set;->size()I

    move-result v0

    mul-int/lit8 v0, v0, 0x1f

    int-to-long v10, v0

    invoke-virtual {v4}, Lorg/adaptrace/jgf/collect/Stats;->fold()J

    move-result-wide v4

    add-long/2addr v4, v10

    const/4 v0, 0x0

    move v3, v0

    :goto_bc
    const/16 v0, 0x5dc

    if-ge v3, v0, :cond_ea

    invoke-static {p0}, Lorg/adaptrace/jgf/collect/ItemKey;->random(Lorg/adaptrace/jgf/collect/Rng;)Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v10

    invoke-interface {v9, v10}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/collect/Item;

    invoke-interface {v6, v10}, Lorg/adaptrace/jgf/collect/Table;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v11

    if-ne v11, v0, :cond_d6

    invoke-interface {v8, v10}, Lorg/adaptrace/jgf/collect/Table;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v10

    if-eq v10, v0, :cond_d9

    :cond_d6
    const-string v0, "INVALID-lookup"

    goto :goto_6c

    :cond_d9
    const-wide/16 v10, 0x1f

    mul-long/2addr v4, v10

    if-nez v0, :cond_e5

    const/4 v0, -0x1

    :goto_df
    int-to-long v10, v0

    add-long/2addr v4, v10

    add-int/lit8 v0, v3, 0x1

    move v3, v0

    goto :goto_bc

    :cond_e5
    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->id()I

    move-result v0

    goto :goto_df

    :cond_ea
    new-instance v6, Lorg/adaptrace/jgf/collect/ItemOrder;

    invoke-direct {v6}, Lorg/adaptrace/jgf/collect/ItemOrder;-><init>()V

    new-instance v8, Ljava/util/ArrayList;

    invoke-interface {v7}, Lorg/adaptrace/jgf/collect/Seq;->size()I

    move-result v0

    invoke-direct {v8, v0}, Ljava/util/ArrayList;-><init>(I)V

    invoke-static {v7, v8}, Lorg/adaptrace/jgf/collect/Seqs;->copyInto(Lorg/adaptrace/jgf/collect/Seq;Ljava/util/Collection;)V

    invoke-static {v8, v6}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    invoke-static {v7, v6}, Lorg/adaptrace/jgf/collect/Seqs;->sort(Lorg/adaptrace/jgf/collect/Seq;Ljava/util/Comparator;)Lorg/adaptrace/jgf/collect/Seq;

    move-result-object v3

    const/4 v0, 0x0

    :goto_103
    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v9

    if-ge v0, v9, :cond_11a

    invoke-interface {v8, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v9

    invoke-interface {v3, v0}, Lorg/adaptrace/jgf/collect/Seq;->get(I)Ljava/lang/Object;

    move-result-object v10

    if-eq v9, v10, :cond_117

    const-string v0, "INVALID-sort"

    goto/16 :goto_6c

    :cond_117
    add-int/lit8 v0, v0, 0x1

    goto :goto_103

    :cond_11a
    new-instance v9, Ljava/util/TreeMap;

    new-instance v0, Lorg/adaptrace/jgf/collect/Then;

    new-instance v3, Lorg/adaptrace/jgf/collect/ByName;

    invoke-direct {v3}, Lorg/adaptrace/jgf/collect/ByName;-><init>()V

    new-instance v10, Lorg/adaptrace/jgf/collect/ById;

    invoke-direct {v10}, Lorg/adaptrace/jgf/collect/ById;-><init>()V

    invoke-direct {v0, v3, v10}, Lorg/adaptrace/jgf/collect/Then;-><init>(Ljava/util/Comparator;Ljava/util/Comparator;)V

    invoke-direct {v9, v0}, Ljava/util/TreeMap;-><init>(Ljava/util/Comparator;)V

    const/4 v0, 0x0

    move v3, v0

    :goto_130
    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v0

    if-ge v3, v0, :cond_147

    invoke-interface {v8, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/collect/Item;

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v10

    invoke-virtual {v9, v0, v10}, Ljava/util/TreeMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    add-int/lit8 v0, v3, 0x1

    move v3, v0

    goto :goto_130

    :cond_147
    invoke-interface {v8}, Ljava/util/List;->size()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    invoke-interface {v8, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {v9, v0}, Ljava/util/TreeMap;->headMap(Ljava/lang/Object;)Ljava/util/SortedMap;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/SortedMap;->entrySet()Ljava/util/Set;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/Set;->iterator()Ljava/util/Iterator;

    move-result-object v3

    :goto_15f
    invoke-interface {v3}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_17b

    invoke-interface {v3}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/util/Map$Entry;

    const-wide/16 v8, 0x1f

    mul-long/2addr v4, v8

    invoke-interface {v0}, Ljava/util/Map$Entry;->getValue()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/Integer;

    invoke-virtual {v0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    int-to-long v8, v0

    add-long/2addr v4, v8

    goto :goto_15f

    :cond_17b
    new-instance v8, Ljava/util/PriorityQueue;

    const/16 v0, 0x40

    new-instance v3, Lorg/adaptrace/jgf/collect/Reverse;

    invoke-direct {v3, v6}, Lorg/adaptrace/jgf/collect/Reverse;-><init>(Ljava/util/Comparator;)V

    invoke-direct {v8, v0, v3}, Ljava/util/PriorityQueue;-><init>(ILjava/util/Comparator;)V

    invoke-static {v2, v8}, Lorg/adaptrace/jgf/collect/Seqs;->copyInto(Lorg/adaptrace/jgf/collect/Seq;Ljava/util/Collection;)V

    const/4 v0, 0x0

    move v6, v0

    move-wide v2, v4

    :goto_18d
    const/16 v0, 0x32

    if-ge v6, v0, :cond_1aa

    invoke-virtual {v8}, Ljava/util/PriorityQueue;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1aa

    const-wide/16 v4, 0x1f

    mul-long/2addr v2, v4

    invoke-virtual {v8}, Ljava/util/PriorityQueue;->poll()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Item;->id()I

    move-result v0

    int-to-long v4, v0

    add-long/2addr v2, v4

    add-int/lit8 v0, v6, 0x1

    move v6, v0

    goto :goto_18d

    :cond_1aa
    const/4 v0, 0x0

    :goto_1ab
    const/4 v4, 0x6

    if-ge v0, v4, :cond_1fe

    new-instance v4, Lorg/adaptrace/jgf/collect/And;

    new-instance v5, Lorg/adaptrace/jgf/collect/InCategory;

    invoke-direct {v5, v0}, Lorg/adaptrace/jgf/collect/InCategory;-><init>(I)V

    new-instance v6, Lorg/adaptrace/jgf/collect/Not;

    new-instance v8, Lorg/adaptrace/jgf/collect/CheaperThan;

    mul-int/lit8 v9, v0, 0x64

    add-int/lit16 v9, v9, 0xc8

    int-to-long v10, v9

    invoke-direct {v8, v10, v11}, Lorg/adaptrace/jgf/collect/CheaperThan;-><init>(J)V

    invoke-direct {v6, v8}, Lorg/adaptrace/jgf/collect/Not;-><init>(Lorg/adaptrace/jgf/collect/Filter;)V

    invoke-direct {v4, v5, v6}, Lorg/adaptrace/jgf/collect/And;-><init>(Lorg/adaptrace/jgf/collect/Filter;Lorg/adaptrace/jgf/collect/Filter;)V

    new-instance v5, Lorg/adaptrace/jgf/collect/MapCursor;

    new-instance v6, Lorg/adaptrace/jgf/collect/FilterCursor;

    invoke-interface {v7}, Lorg/adaptrace/jgf/collect/Seq;->cursor()Lorg/adaptrace/jgf/collect/Cursor;

    move-result-object v8

    invoke-direct {v6, v8, v4}, Lorg/adaptrace/jgf/collect/FilterCursor;-><init>(Lorg/adaptrace/jgf/collect/Cursor;Lorg/adaptrace/jgf/collect/Filter;)V

    new-instance v4, Lorg/adaptrace/jgf/collect/PriceOf;

    invoke-direct {v4}, Lorg/adaptrace/jgf/collect/PriceOf;-><init>()V

    invoke-direct {v5, v6, v4}, Lorg/adaptrace/jgf/collect/MapCursor;-><init>(Lorg/adaptrace/jgf/collect/Cursor;Lorg/adaptrace/jgf/collect/Mapper;)V

    const-wide/16 v8, 0x1f

    mul-long/2addr v2, v8

    invoke-static {v5}, Lorg/adaptrace/jgf/collect/Seqs;->sum(Lorg/adaptrace/jgf/collect/Cursor;)J

    move-result-wide v4

    add-long/2addr v2, v4

    const-wide/16 v4, 0x1f

    mul-long/2addr v2, v4

    new-instance v4, Lorg/adaptrace/jgf/collect/FilterCursor;

    invoke-interface {v1}, Lorg/adaptrace/jgf/collect/Seq;->cursor()Lorg/adaptrace/jgf/collect/Cursor;

    move-result-object v5

    new-instance v6, Lorg/adaptrace/jgf/collect/NameHas;

    const/16 v8, 0x65

    invoke-direct {v6, v8}, Lorg/adaptrace/jgf/collect/NameHas;-><init>(C)V

    invoke-direct {v4, v5, v6}, Lorg/adaptrace/jgf/collect/FilterCursor;-><init>(Lorg/adaptrace/jgf/collect/Cursor;Lorg/adaptrace/jgf/collect/Filter;)V

    invoke-static {v4}, Lorg/adaptrace/jgf/collect/Seqs;->count(Lorg/adaptrace/jgf/collect/Cursor;)I

    move-result v4

    int-to-long v4, v4

    add-long/2addr v2, v4

    add-int/lit8 v0, v0, 0x1

    goto :goto_1ab

    :cond_1fe
    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    goto/16 :goto_6c
.end method

.method static run(I)Ljava/lang/String;
    .registers 9

    new-instance v4, Lorg/adaptrace/jgf/collect/Rng;

    const-wide/32 v0, 0xc011ec7

    invoke-direct {v4, v0, v1}, Lorg/adaptrace/jgf/collect/Rng;-><init>(J)V

    const-wide/16 v2, 0x11

    const/4 v0, 0x0

    move v1, v0

    :goto_c
    if-ge v1, p0, :cond_27

    invoke-static {v4, v1}, Lorg/adaptrace/jgf/collect/CollectBench;->round(Lorg/adaptrace/jgf/collect/Rng;I)Ljava/lang/String;

    move-result-object v0

    const-string v5, "INVALID"

    invoke-virtual {v0, v5}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v5

    if-eqz v5, :cond_1b

    :goto_1a
    return-object v0

    :cond_1b
    const-wide/16 v6, 0x1f

    mul-long/2addr v2, v6

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v6

    add-long/2addr v2, v6

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_c

    :cond_27
    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    goto :goto_1a
.end method
