.class final Lorg/adaptrace/jgf/collect/LinkedSeq;
.super Ljava/lang/Object;
.source "LinkedSeq.java"

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
.field private head:Lorg/adaptrace/jgf/collect/Link;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;"
        }
    .end annotation
.end field

.field private size:I

.field private tail:Lorg/adaptrace/jgf/collect/Link;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public add(Ljava/lang/Object;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/collect/Link;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/collect/Link;-><init>(Ljava/lang/Object;)V

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->tail:Lorg/adaptrace/jgf/collect/Link;

    if-nez v1, :cond_14

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->head:Lorg/adaptrace/jgf/collect/Link;

    :goto_b
    iput-object v0, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->tail:Lorg/adaptrace/jgf/collect/Link;

    iget v0, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->size:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->size:I

    return-void

    :cond_14
    iget-object v1, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->tail:Lorg/adaptrace/jgf/collect/Link;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/collect/Link;->setNext(Lorg/adaptrace/jgf/collect/Link;)V

    goto :goto_b
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

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/collect/LinkedSeq;->add(Ljava/lang/Object;)V

    goto :goto_4

    :cond_12
    return-void
.end method

.method public cursor()Lorg/adaptrace/jgf/collect/Cursor;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;"
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/collect/LinkCursor;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->head:Lorg/adaptrace/jgf/collect/Link;

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/collect/LinkCursor;-><init>(Lorg/adaptrace/jgf/collect/Link;)V

    return-object v0
.end method

.method public get(I)Ljava/lang/Object;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)TT;"
        }
    .end annotation

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->head:Lorg/adaptrace/jgf/collect/Link;

    const/4 v0, 0x0

    :goto_3
    if-ge v0, p1, :cond_c

    invoke-virtual {v1}, Lorg/adaptrace/jgf/collect/Link;->next()Lorg/adaptrace/jgf/collect/Link;

    move-result-object v1

    add-int/lit8 v0, v0, 0x1

    goto :goto_3

    :cond_c
    invoke-virtual {v1}, Lorg/adaptrace/jgf/collect/Link;->item()Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public size()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/collect/LinkedSeq;->size:I

    return v0
.end method
