.class interface abstract Lorg/adaptrace/jgf/collect/Seq;
.super Ljava/lang/Object;
.source "Seq.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# virtual methods
.method public abstract add(Ljava/lang/Object;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation
.end method

.method public abstract addAll(Lorg/adaptrace/jgf/collect/Seq;)V
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Seq",
            "<TT;>;)V"
        }
    .end annotation
.end method

.method public abstract cursor()Lorg/adaptrace/jgf/collect/Cursor;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;"
        }
    .end annotation
.end method

.method public abstract get(I)Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(I)TT;"
        }
    .end annotation
.end method

.method public abstract size()I
.end method
