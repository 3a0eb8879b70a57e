.class final Lorg/adaptrace/jgf/collect/InCategory;
.super Ljava/lang/Object;
.source "InCategory.java"

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
.field private final category:I


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/collect/InCategory;->category:I

    return-void
.end method


# virtual methods
.method public bridge synthetic test(Ljava/lang/Object;)Z
    .registers 3

    check-cast p1, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/collect/InCategory;->test(Lorg/adaptrace/jgf/collect/Item;)Z

    move-result v0

    return v0
.end method

.method public test(Lorg/adaptrace/jgf/collect/Item;)Z
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/collect/Item;->category()I

    move-result v0

    iget v1, p0, Lorg/adaptrace/jgf/collect/InCategory;->category:I

    if-ne v0, v1, :cond_a

    const/4 v0, 0x1

    :goto_9
    return v0

    :cond_a
    const/4 v0, 0x0

    goto :goto_9
.end method
