.class final Lorg/adaptrace/jgf/collect/MapCursor;
.super Ljava/lang/Object;
.source "MapCursor.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Cursor;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        "R:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Cursor",
        "<TR;>;"
    }
.end annotation


# instance fields
.field private final mapper:Lorg/adaptrace/jgf/collect/Mapper;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Mapper",
            "<TT;TR;>;"
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
.method constructor <init>(Lorg/adaptrace/jgf/collect/Cursor;Lorg/adaptrace/jgf/collect/Mapper;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Cursor",
            "<TT;>;",
            "Lorg/adaptrace/jgf/collect/Mapper",
            "<TT;TR;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/MapCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    iput-object p2, p0, Lorg/adaptrace/jgf/collect/MapCursor;->mapper:Lorg/adaptrace/jgf/collect/Mapper;

    return-void
.end method


# virtual methods
.method public hasNext()Z
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/MapCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    invoke-interface {v0}, Lorg/adaptrace/jgf/collect/Cursor;->hasNext()Z

    move-result v0

    return v0
.end method

.method public next()Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TR;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/MapCursor;->mapper:Lorg/adaptrace/jgf/collect/Mapper;

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/MapCursor;->source:Lorg/adaptrace/jgf/collect/Cursor;

    invoke-interface {v1}, Lorg/adaptrace/jgf/collect/Cursor;->next()Ljava/lang/Object;

    move-result-object v1

    invoke-interface {v0, v1}, Lorg/adaptrace/jgf/collect/Mapper;->map(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
