.class final Lorg/adaptrace/jgf/collect/ItemOrder;
.super Ljava/lang/Object;
.source "ItemOrder.java"

# interfaces
.implements Ljava/util/Comparator;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/Comparator",
        "<",
        "Lorg/adaptrace/jgf/collect/Item;",
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

    check-cast p1, Lorg/adaptrace/jgf/collect/Item;

    check-cast p2, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {p0, p1, p2}, Lorg/adaptrace/jgf/collect/ItemOrder;->compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I

    move-result v0

    return v0
.end method

.method public compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I
    .registers 9

    const/4 v1, 0x1

    const/4 v0, -0x1

    iget-object v2, p1, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v2, v2, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget-object v3, p2, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v3, v3, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    if-eq v2, v3, :cond_19

    iget-object v2, p1, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v2, v2, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget-object v3, p2, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v3, v3, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    if-ge v2, v3, :cond_17

    :cond_16
    :goto_16
    return v0

    :cond_17
    move v0, v1

    goto :goto_16

    :cond_19
    iget-wide v2, p1, Lorg/adaptrace/jgf/collect/Item;->price:J

    iget-wide v4, p2, Lorg/adaptrace/jgf/collect/Item;->price:J

    cmp-long v2, v2, v4

    if-eqz v2, :cond_2b

    iget-wide v2, p1, Lorg/adaptrace/jgf/collect/Item;->price:J

    iget-wide v4, p2, Lorg/adaptrace/jgf/collect/Item;->price:J

    cmp-long v2, v2, v4

    if-gtz v2, :cond_16

    move v0, v1

    goto :goto_16

    :cond_2b
    iget v2, p1, Lorg/adaptrace/jgf/collect/Item;->id:I

    iget v3, p2, Lorg/adaptrace/jgf/collect/Item;->id:I

    if-lt v2, v3, :cond_16

    iget v0, p1, Lorg/adaptrace/jgf/collect/Item;->id:I

    iget v2, p2, Lorg/adaptrace/jgf/collect/Item;->id:I

    if-ne v0, v2, :cond_39

    const/4 v0, 0x0

    goto :goto_16

    :cond_39
    move v0, v1

    goto :goto_16
.end method
