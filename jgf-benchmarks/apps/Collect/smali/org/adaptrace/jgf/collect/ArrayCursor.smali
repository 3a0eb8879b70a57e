.class final Lorg/adaptrace/jgf/collect/ArrayCursor;
.super Ljava/lang/Object;
.source "ArrayCursor.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Cursor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Cursor",
        "<TT;>;"
    }
.end annotation


# instance fields
.field private next:I

.field private final seq:Lorg/adaptrace/jgf/collect/ArraySeq;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/ArraySeq",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/collect/ArraySeq;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/ArraySeq",
            "<TT;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->seq:Lorg/adaptrace/jgf/collect/ArraySeq;

    return-void
.end method


# virtual methods
.method public hasNext()Z
    .registers 3

    iget v0, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->next:I

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->seq:Lorg/adaptrace/jgf/collect/ArraySeq;

    iget v1, v1, Lorg/adaptrace/jgf/collect/ArraySeq;->size:I

    if-ge v0, v1, :cond_a

    const/4 v0, 0x1

    :goto_9
    return v0

    :cond_a
    const/4 v0, 0x0

    goto :goto_9
.end method

.method public next()Ljava/lang/Object;
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->seq:Lorg/adaptrace/jgf/collect/ArraySeq;

    iget-object v0, v0, Lorg/adaptrace/jgf/collect/ArraySeq;->items:[Ljava/lang/Object;

    iget v1, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->next:I

    add-int/lit8 v2, v1, 0x1

    iput v2, p0, Lorg/adaptrace/jgf/collect/ArrayCursor;->next:I

    aget-object v0, v0, v1

    return-object v0
.end method
