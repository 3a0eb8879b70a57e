.class final Lorg/adaptrace/jgf/collect/LinkCursor;
.super Ljava/lang/Object;
.source "LinkCursor.java"

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
.field private link:Lorg/adaptrace/jgf/collect/Link;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/collect/Link;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/LinkCursor;->link:Lorg/adaptrace/jgf/collect/Link;

    return-void
.end method


# virtual methods
.method public hasNext()Z
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/LinkCursor;->link:Lorg/adaptrace/jgf/collect/Link;

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    :goto_5
    return v0

    :cond_6
    const/4 v0, 0x0

    goto :goto_5
.end method

.method public next()Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/LinkCursor;->link:Lorg/adaptrace/jgf/collect/Link;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/collect/Link;->item()Ljava/lang/Object;

    move-result-object v0

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/LinkCursor;->link:Lorg/adaptrace/jgf/collect/Link;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/collect/Link;->next()Lorg/adaptrace/jgf/collect/Link;

    move-result-object v1

    iput-object v1, p0, Lorg/adaptrace/jgf/collect/LinkCursor;->link:Lorg/adaptrace/jgf/collect/Link;

    return-object v0
.end method
