.class final Lorg/adaptrace/jgf/collect/ByName;
.super Ljava/lang/Object;
.source "ByName.java"

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

    invoke-virtual {p0, p1, p2}, Lorg/adaptrace/jgf/collect/ByName;->compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I

    move-result v0

    return v0
.end method

.method public compare(Lorg/adaptrace/jgf/collect/Item;Lorg/adaptrace/jgf/collect/Item;)I
    .registers 5

    iget-object v0, p1, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    iget-object v1, p2, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    return v0
.end method
