.class final Lorg/adaptrace/jgf/collect/PriceOf;
.super Ljava/lang/Object;
.source "PriceOf.java"

# interfaces
.implements Lorg/adaptrace/jgf/collect/Mapper;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Lorg/adaptrace/jgf/collect/Mapper",
        "<",
        "Lorg/adaptrace/jgf/collect/Item;",
        "Ljava/lang/Long;",
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
.method public map(Lorg/adaptrace/jgf/collect/Item;)Ljava/lang/Long;
    .registers 4

    invoke-virtual {p1}, Lorg/adaptrace/jgf/collect/Item;->price()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method

.method public bridge synthetic map(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/collect/PriceOf;->map(Lorg/adaptrace/jgf/collect/Item;)Ljava/lang/Long;

    move-result-object v0

    return-object v0
.end method
