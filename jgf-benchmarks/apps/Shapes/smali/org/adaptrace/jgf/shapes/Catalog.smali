.class final Lorg/adaptrace/jgf/shapes/Catalog;
.super Ljava/lang/Object;
.source "Catalog.java"


# instance fields
.field private final shapes:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map",
            "<",
            "Ljava/lang/String;",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/shapes/Catalog;->shapes:Ljava/util/Map;

    return-void
.end method


# virtual methods
.method find(Ljava/lang/String;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/NotFound;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Catalog;->shapes:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    if-nez v0, :cond_10

    new-instance v0, Lorg/adaptrace/jgf/shapes/NotFound;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/shapes/NotFound;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_10
    return-object v0
.end method

.method findOr(Ljava/lang/String;Lorg/adaptrace/jgf/shapes/Shape;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 4

    :try_start_0
    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Catalog;->find(Ljava/lang/String;)Lorg/adaptrace/jgf/shapes/Shape;
    :try_end_3
    .catch Lorg/adaptrace/jgf/shapes/NotFound; {:try_start_0 .. :try_end_3} :catch_5

    move-result-object p2

    :goto_4
    return-object p2

    :catch_5
    move-exception v0

    goto :goto_4
.end method

.method register(Ljava/lang/String;Lorg/adaptrace/jgf/shapes/Shape;)V
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Catalog;->shapes:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-void
.end method
