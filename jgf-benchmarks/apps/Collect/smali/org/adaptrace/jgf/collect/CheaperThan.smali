.class final Lorg/adaptrace/jgf/collect/CheaperThan;
.super Ljava/lang/Object;
.source "CheaperThan.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Filter;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Filter",
        "<",
        "Lorg/adaptrace/jgf/collect/Item;",
        ">;"
    }
.end annotation


# instance fields
.field private final limit:J


# direct methods
.method constructor <init>(J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/collect/CheaperThan;->limit:J

    return-void
.end method


# virtual methods
.method public bridge synthetic test(Ljava/lang/Object;)Z
    .registers 3

    check-cast p1, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/collect/CheaperThan;->test(Lorg/adaptrace/jgf/collect/Item;)Z

    move-result v0

    return v0
.end method

.method public test(Lorg/adaptrace/jgf/collect/Item;)Z
    .registers 6

    invoke-virtual {p1}, Lorg/adaptrace/jgf/collect/Item;->price()J

    move-result-wide v0

    iget-wide v2, p0, Lorg/adaptrace/jgf/collect/CheaperThan;->limit:J

    cmp-long v0, v0, v2

    if-gez v0, :cond_c

    const/4 v0, 0x1

    :goto_b
    return v0

    :cond_c
    const/4 v0, 0x0

    goto :goto_b
.end method
