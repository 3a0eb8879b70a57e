.class final Lorg/adaptrace/jgf/collect/SortedTable;
.super Ljava/lang/Object;
.source "SortedTable.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Table;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<K:",
        "Ljava/lang/Object;",
        "V:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Table",
        "<TK;TV;>;"
    }
.end annotation


# instance fields
.field private keys:[Ljava/lang/Object;

.field private final order:Ljava/util/Comparator;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Comparator",
            "<TK;>;"
        }
    .end annotation
.end field

.field private size:I

.field private values:[Ljava/lang/Object;


# direct methods
.method constructor <init>(Ljava/util/Comparator;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/Comparator",
            "<TK;>;)V"
        }
    .end annotation

    const/16 v1, 0x10

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-array v0, v1, [Ljava/lang/Object;

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    new-array v0, v1, [Ljava/lang/Object;

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->order:Ljava/util/Comparator;

    return-void
.end method

.method private static grow([Ljava/lang/Object;)[Ljava/lang/Object;
    .registers 4

    const/4 v2, 0x0

    array-length v0, p0

    mul-int/lit8 v0, v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    array-length v1, p0

    invoke-static {p0, v2, v0, v2, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    return-object v0
.end method

.method private search(Ljava/lang/Object;)I
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;)I"
        }
    .end annotation

    const/4 v1, 0x0

    iget v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    add-int/lit8 v0, v0, -0x1

    :goto_5
    if-gt v1, v0, :cond_21

    add-int v2, v1, v0

    ushr-int/lit8 v2, v2, 0x1

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/SortedTable;->order:Ljava/util/Comparator;

    iget-object v4, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    aget-object v4, v4, v2

    invoke-interface {v3, v4, p1}, Ljava/util/Comparator;->compare(Ljava/lang/Object;Ljava/lang/Object;)I

    move-result v3

    if-gez v3, :cond_1a

    add-int/lit8 v1, v2, 0x1

    goto :goto_5

    :cond_1a
    if-lez v3, :cond_1f

    add-int/lit8 v0, v2, -0x1

    goto :goto_5

    :cond_1f
    move v0, v2

    :goto_20
    return v0

    :cond_21
    neg-int v0, v1

    add-int/lit8 v0, v0, -0x1

    goto :goto_20
.end method


# virtual methods
.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;)TV;"
        }
    .end annotation

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/collect/SortedTable;->search(Ljava/lang/Object;)I

    move-result v0

    if-ltz v0, :cond_b

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    aget-object v0, v1, v0

    :goto_a
    return-object v0

    :cond_b
    const/4 v0, 0x0

    goto :goto_a
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 8
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;TV;)V"
        }
    .end annotation

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/collect/SortedTable;->search(Ljava/lang/Object;)I

    move-result v0

    if-ltz v0, :cond_7

    :goto_6
    return-void

    :cond_7
    neg-int v0, v0

    add-int/lit8 v0, v0, -0x1

    iget v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    iget-object v2, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    array-length v2, v2

    if-ne v1, v2, :cond_21

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    invoke-static {v1}, Lorg/adaptrace/jgf/collect/SortedTable;->grow([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v1

    iput-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    invoke-static {v1}, Lorg/adaptrace/jgf/collect/SortedTable;->grow([Ljava/lang/Object;)[Ljava/lang/Object;

    move-result-object v1

    iput-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    :cond_21
    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    iget-object v2, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    add-int/lit8 v3, v0, 0x1

    iget v4, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    sub-int/2addr v4, v0

    invoke-static {v1, v0, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    iget-object v2, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    add-int/lit8 v3, v0, 0x1

    iget v4, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    sub-int/2addr v4, v0

    invoke-static {v1, v0, v2, v3, v4}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->keys:[Ljava/lang/Object;

    aput-object p1, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/SortedTable;->values:[Ljava/lang/Object;

    aput-object p2, v1, v0

    iget v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    goto :goto_6
.end method

.method public size()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/collect/SortedTable;->size:I

    return v0
.end method
