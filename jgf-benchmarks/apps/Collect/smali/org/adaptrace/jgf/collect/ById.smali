.class final Lorg/adaptrace/jgf/collect/ById;
.super Ljava/lang/Object;
.source "ById.java"

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

    invoke-virtual {p0, p1, p2}, Lorg/adaptrace/jgf/collect/ById;->compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I

    move-result v0

    return v0
.end method

.method public compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I
    .registers 5

    iget v0, p1, Lorg/adaptrace/jgf/collect/Item;->id:I

    iget v1, p2, Lorg/adaptrace/jgf/collect/Item;->id:I

    if-ge v0, v1, :cond_8

    const/4 v0, -0x1

    :goto_7
    return v0

    :cond_8
    iget v0, p1, Lorg/adaptrace/jgf/collect/Item;->id:I

    iget v1, p2, Lorg/adaptrace/jgf/collect/Item;->id:I

    if-ne v0, v1, :cond_10

    const/4 v0, 0x0

    goto :goto_7

    :cond_10
    const/4 v0, 0x1

    goto :goto_7
.end method
