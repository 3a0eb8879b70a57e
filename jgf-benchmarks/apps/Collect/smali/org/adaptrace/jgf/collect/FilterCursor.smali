.class final Lorg/adaptrace/jgf/collect/FilterCursor;
.super Ljava/lang/Object;
.source "FilterCursor.java"

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
.field private ahead:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field

.field private final filter:Lorg/adaptrace/jgf/collect/Filter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;"
        }
    .end annotation
.end field

.field private final source:Lorg/adaptrace/jgf/collect/Cursor;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/collect/Cursor;Lorg/adaptrace/jgf/collect/Filter;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;",
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    iput-object p2, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->filter:Lorg/adaptrace/jgf/collect/Filter;

    return-void
.end method


# virtual methods
.method public hasNext()Z
    .registers 3

    :cond_0
    :goto_0
    iget-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->ahead:Ljava/lang/Object;

    if-nez v0, :cond_1d

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1d

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v0

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->filter:Lorg/adaptrace/jgf/collect/Filter;

    invoke-interface {v1, v0}, Lorg/adaptrace/jgf/collect/Filter;->test(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->ahead:Ljava/lang/Object;

    goto :goto_0

    :cond_1d
    iget-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->ahead:Ljava/lang/Object;

    if-eqz v0, :cond_23

    const/4 v0, 0x1

    :goto_22
    return v0

    :cond_23
    const/4 v0, 0x0

    goto :goto_22
.end method

.method public next()Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    invoke-virtual {p0}, Lorg/adaptrace/jgf/collect/FilterCursor;->hasNext()Z

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->ahead:Ljava/lang/Object;

    const/4 v1, 0x0

    iput-object v1, p0, Lorg/adaptrace/jgf/collect/FilterCursor;->ahead:Ljava/lang/Object;

    return-object v0
.end method
