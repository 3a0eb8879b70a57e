.class final Lorg/adaptrace/jgf/collect/ArraySeq;
.super Ljava/lang/Object;
.source "ArraySeq.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Seq;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Seq",
        "<TT;>;"
    }
.end annotation


# instance fields
.field items:[Ljava/lang/Object;

.field size:I


# direct methods
.method constructor <init>()V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/Object;

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    return-void
.end method

.method private grow()V
    .registers 5

    const/4 v3, 0x0

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    array-length v0, v0

    mul-int/lit8 v0, v0, 0x2

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    iget v2, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    invoke-static {v1, v3, v0, v3, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public add(Ljava/lang/Object;)V
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    iget v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    array-length v1, v1

    if-ne v0, v1, :cond_a

    invoke-direct {p0}, Lorg/adaptrace/jgf/collect/ArraySeq;->grow()V

    :cond_a
    iget-object v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    iget v1, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    add-int/lit8 v2, v1, 0x1

    iput v2, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    aput-object p1, v0, v1

    return-void
.end method

.method public addAll(Lorg/adaptrace/jgf/collect/Seq;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Seq",
            "<TT;>;)V"
        }
    .end annotation

    invoke-interface {p1}, Lorg/adaptrace/jgf/collect/Seq;->cursor()Lorg/adaptrace/jgf/collect/Cursor;

    move-result-object v0

    :goto_4
    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v1

    if-eqz v1, :cond_12

    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v1

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/collect/ArraySeq;->add(Ljava/lang/Object;)V

    goto :goto_4

    :cond_12
    return-void
.end method

.method public cursor()Lorg/adaptrace/jgf/collect/Cursor;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;"
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/collect/ArrayCursor;

    invoke-direct {v0, p0}, Lorg/adaptrace/jgf/collect/ArrayCursor;-><init>(Lorg/adaptrace/jgf/collect/ArraySeq;)V

    return-object v0
.end method

.method public get(I)Ljava/lang/Object;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)TT;"
        }
    .end annotation

    iget v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    if-lt p1, v0, :cond_29

    new-instance v0, Ljava/lang/IndexOutOfBoundsException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "index "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " of "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget v2, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IndexOutOfBoundsException;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_29
    iget-object v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    aget-object v0, v0, p1

    return-object v0
.end method

.method public size()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    return v0
.end method

.method toArray()[Ljava/lang/Object;
    .registers 5

    const/4 v3, 0x0

    iget v0, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    new-array v0, v0, [Ljava/lang/Object;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    iget v2, p0, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    invoke-static {v1, v3, v0, v3, v2}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V

    return-object v0
.end method
