.class final Lorg/adaptrace/jgf/collect/KeyOrder;
.super Ljava/lang/Object;
.source "KeyOrder.java"

# interfaces
.implements Ljava/util/Comparator;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/Comparator",
        "<",
        "Lorg/adaptrace/jgf/collect/ItemKey;",
        ">;"
    }
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public bridge synthetic compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 4

    check-cast p1, Lorg/adaptrace/jgf/collect/ItemKey;

    check-cast p2, Lorg/adaptrace/jgf/collect/ItemKey;

    invoke-virtual {p0, p1, p2}, Lorg/adaptrace/jgf/collect/KeyOrder;->compare(Lorg/adaptrace/jgf/collect/ItemKey;Lorg/adaptrace/jgf/collect/ItemKey;)I

    move-result v0

    return v0
.end method

.method public compare(Lorg/adaptrace/jgf/collect/ItemKey;Lorg/adaptrace/jgf/collect/ItemKey;)I
    .registers 7

    const/4 v1, 0x1

    const/4 v0, -0x1

    iget v2, p1, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget v3, p2, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    if-eq v2, v3, :cond_11

    iget v2, p1, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget v3, p2, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    if-ge v2, v3, :cond_f

    :cond_e
    :goto_e
    return v0

    :cond_f
    move v0, v1

    goto :goto_e

    :cond_11
    iget v2, p1, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    iget v3, p2, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    if-lt v2, v3, :cond_e

    iget v0, p1, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    iget v2, p2, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    if-ne v0, v2, :cond_1f

    const/4 v0, 0x0

    goto :goto_e

    :cond_1f
    move v0, v1

    goto :goto_e
.end method
