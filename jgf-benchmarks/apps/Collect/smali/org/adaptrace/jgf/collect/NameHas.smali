.class final Lorg/adaptrace/jgf/collect/NameHas;
.super Ljava/lang/Object;
.source "NameHas.java"

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
.field private final c:C


# direct methods
.method constructor <init>(C)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-char p1, p0, Lorg/adaptrace/jgf/collect/NameHas;->c:C

    return-void
.end method


# virtual methods
.method public bridge synthetic test(Ljava/lang/Object;)Z
    .registers 3

    check-cast p1, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/collect/NameHas;->test(Lorg/adaptrace/jgf/collect/Item;)Z

    move-result v0

    return v0
.end method

.method public test(Lorg/adaptrace/jgf/collect/Item;)Z
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/collect/Item;->name()Ljava/lang/String;

    move-result-object v0

    iget-char v1, p0, Lorg/adaptrace/jgf/collect/NameHas;->c:C

    invoke-virtual {v0, v1}, Ljava/lang/String;->indexOf(I)I

    move-result v0

    if-ltz v0, :cond_e

    const/4 v0, 0x1

    :goto_d
    return v0

    :cond_e
    const/4 v0, 0x0

    goto :goto_d
.end method
