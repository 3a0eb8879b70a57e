.class final Lorg/adaptrace/jgf/collect/And;
.super Ljava/lang/Object;
.source "And.java"

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
.field private final a:Lorg/adaptrace/jgf/collect/Filter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;"
        }
    .end annotation
.end field

.field private final b:Lorg/adaptrace/jgf/collect/Filter;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/collect/Filter;Lorg/adaptrace/jgf/collect/Filter;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;",
            "Lorg/adaptrace/jgf/collect/Filter",
            "<TT;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/And;->a:Lorg/adaptrace/jgf/collect/Filter;

    iput-object p2, p0, Lorg/adaptrace/jgf/collect/And;->b:Lorg/adaptrace/jgf/collect/Filter;

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

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/And;->a:Lorg/adaptrace/jgf/collect/Filter;

    invoke-interface {v0, p1}, Lorg/adaptrace/jgf/collect/Filter;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_12

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/And;->b:Lorg/adaptrace/jgf/collect/Filter;

    invoke-interface {v0, p1}, Lorg/adaptrace/jgf/collect/Filter;->test(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_12

    const/4 v0, 0x1

    :goto_11
    return v0

    :cond_12
    const/4 v0, 0x0

    goto :goto_11
.end method
