.class final Lorg/adaptrace/jgf/collect/Not;
.super Ljava/lang/Object;
.source "Not.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Filter;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Filter",
        "<TT;>;"
    }
.end annotation


# instance fields
.field private final f:Lorg/adaptrace/jgf/collect/Filter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/collect/Filter;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/Not;->f:Lorg/adaptrace/jgf/collect/Filter;

    return-void
.end method


# virtual methods
.method public test(Ljava/lang/Object;)Z
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)Z"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Not;->f:Lorg/adaptrace/jgf/collect/Filter;

    invoke-interface {v0, p1}, Lorg/adaptrace/jgf/collect/Filter;->test(Ljava/lang/Object;)Z

    move-result v0

    if-nez v0, :cond_a

    const/4 v0, 0x1

    :goto_9
    return v0

    :cond_a
    const/4 v0, 0x0

    goto :goto_9
.end method
