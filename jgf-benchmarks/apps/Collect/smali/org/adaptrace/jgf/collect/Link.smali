.class final Lorg/adaptrace/jgf/collect/Link;
.super Ljava/lang/Object;
.source "Link.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<T:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field private final item:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TT;"
        }
    .end annotation
.end field

.field private next:Lorg/adaptrace/jgf/collect/Link;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/Object;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TT;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/Link;->item:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method item()Ljava/lang/Object;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()TT;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Link;->item:Ljava/lang/Object;

    return-object v0
.end method

.method next()Lorg/adaptrace/jgf/collect/Link;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Link;->next:Lorg/adaptrace/jgf/collect/Link;

    return-object v0
.end method

.method setNext(Lorg/adaptrace/jgf/collect/Link;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Lorg/adaptrace/jgf/collect/Link",
            "<TT;>;)V"
        }
    .end annotation

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/Link;->next:Lorg/adaptrace/jgf/collect/Link;

    return-void
.end method
