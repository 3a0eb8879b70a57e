.class final Lorg/adaptrace/jgf/collect/HashTable;
.super Ljava/lang/Object;
.source "HashTable.java"

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
.field private buckets:[Lorg/adaptrace/jgf/collect/Entry;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "[",
            "Lorg/adaptrace/jgf/collect/Entry",
            "<TK;TV;>;"
        }
    .end annotation
.end field

.field private size:I


# direct methods
.method constructor <init>(I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    invoke-static {p1}, Lorg/adaptrace/jgf/collect/HashTable;->newBuckets(I)[Lorg/adaptrace/jgf/collect/Entry;

    move-result-object v0

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    return-void
.end method

.method private find(Ljava/lang/Object;)Lorg/adaptrace/jgf/collect/Entry;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;)",
            "Lorg/adaptrace/jgf/collect/Entry",
            "<TK;TV;>;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    array-length v1, v1

    invoke-direct {p0, p1, v1}, Lorg/adaptrace/jgf/collect/HashTable;->index(Ljava/lang/Object;I)I

    move-result v1

    aget-object v0, v0, v1

    :goto_b
    if-eqz v0, :cond_19

    iget-object v1, v0, Lorg/adaptrace/jgf/collect/Entry;->key:Ljava/lang/Object;

    invoke-virtual {v1, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_16

    :goto_15
    return-object v0

    :cond_16
    iget-object v0, v0, Lorg/adaptrace/jgf/collect/Entry;->next:Lorg/adaptrace/jgf/collect/Entry;

    goto :goto_b

    :cond_19
    const/4 v0, 0x0

    goto :goto_15
.end method

.method private index(Ljava/lang/Object;I)I
    .registers 5

    invoke-virtual {p1}, Ljava/lang/Object;->hashCode()I

    move-result v0

    ushr-int/lit8 v1, v0, 0x10

    xor-int/2addr v0, v1

    add-int/lit8 v1, p2, -0x1

    and-int/2addr v0, v1

    return v0
.end method

.method private static newBuckets(I)[Lorg/adaptrace/jgf/collect/Entry;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<K:",
            "Ljava/lang/Object;",
            "V:",
            "Ljava/lang/Object;",
            ">(I)[",
            "Lorg/adaptrace/jgf/collect/Entry",
            "<TK;TV;>;"
        }
    .end annotation

    new-array v0, p0, [Lorg/adaptrace/jgf/collect/Entry;

    return-object v0
.end method

.method private resize()V
    .registers 9

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    array-length v0, v0

    mul-int/lit8 v0, v0, 0x2

    invoke-static {v0}, Lorg/adaptrace/jgf/collect/HashTable;->newBuckets(I)[Lorg/adaptrace/jgf/collect/Entry;

    move-result-object v3

    iget-object v4, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    array-length v5, v4

    const/4 v0, 0x0

    move v2, v0

    :goto_e
    if-ge v2, v5, :cond_29

    aget-object v0, v4, v2

    :goto_12
    if-eqz v0, :cond_25

    iget-object v1, v0, Lorg/adaptrace/jgf/collect/Entry;->next:Lorg/adaptrace/jgf/collect/Entry;

    iget-object v6, v0, Lorg/adaptrace/jgf/collect/Entry;->key:Ljava/lang/Object;

    array-length v7, v3

    invoke-direct {p0, v6, v7}, Lorg/adaptrace/jgf/collect/HashTable;->index(Ljava/lang/Object;I)I

    move-result v6

    aget-object v7, v3, v6

    iput-object v7, v0, Lorg/adaptrace/jgf/collect/Entry;->next:Lorg/adaptrace/jgf/collect/Entry;

    aput-object v0, v3, v6

    move-object v0, v1

    goto :goto_12

    :cond_25
    add-int/lit8 v0, v2, 0x1

    move v2, v0

    goto :goto_e

    :cond_29
    iput-object v3, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    return-void
.end method


# virtual methods
.method public get(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;)TV;"
        }
    .end annotation

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/collect/HashTable;->find(Ljava/lang/Object;)Lorg/adaptrace/jgf/collect/Entry;

    move-result-object v0

    if-nez v0, :cond_8

    const/4 v0, 0x0

    :goto_7
    return-object v0

    :cond_8
    iget-object v0, v0, Lorg/adaptrace/jgf/collect/Entry;->value:Ljava/lang/Object;

    goto :goto_7
.end method

.method public put(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;TV;)V"
        }
    .end annotation

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/collect/HashTable;->find(Ljava/lang/Object;)Lorg/adaptrace/jgf/collect/Entry;

    move-result-object v0

    if-eqz v0, :cond_7

    :goto_6
    return-void

    :cond_7
    iget v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->size:I

    add-int/lit8 v0, v0, 0x1

    mul-int/lit8 v0, v0, 0x4

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    array-length v1, v1

    mul-int/lit8 v1, v1, 0x3

    if-le v0, v1, :cond_17

    invoke-direct {p0}, Lorg/adaptrace/jgf/collect/HashTable;->resize()V

    :cond_17
    iget-object v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    array-length v0, v0

    invoke-direct {p0, p1, v0}, Lorg/adaptrace/jgf/collect/HashTable;->index(Ljava/lang/Object;I)I

    move-result v0

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    new-instance v2, Lorg/adaptrace/jgf/collect/Entry;

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/HashTable;->buckets:[Lorg/adaptrace/jgf/collect/Entry;

    aget-object v3, v3, v0

    invoke-direct {v2, p1, p2, v3}, Lorg/adaptrace/jgf/collect/Entry;-><init>(Ljava/lang/Object;Ljava/lang/Object;Lorg/adaptrace/jgf/collect/Entry;)V

    aput-object v2, v1, v0

    iget v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->size:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->size:I

    goto :goto_6
.end method

.method public size()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/collect/HashTable;->size:I

    return v0
.end method
