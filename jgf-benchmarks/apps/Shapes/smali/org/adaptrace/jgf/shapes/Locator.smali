.class final Lorg/adaptrace/jgf/shapes/Locator;
.super Ljava/lang/Object;
.source "Locator.java"


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private search(Lorg/adaptrace/jgf/shapes/Shape;Lorg/adaptrace/jgf/shapes/Point;)V
    .registers 5

    invoke-interface {p1}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    invoke-virtual {v0, p2}, Lorg/adaptrace/jgf/shapes/Box;->contains(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-nez v0, :cond_b

    :cond_a
    return-void

    :cond_b
    instance-of v0, p1, Lorg/adaptrace/jgf/shapes/Group;

    if-eqz v0, :cond_29

    check-cast p1, Lorg/adaptrace/jgf/shapes/Group;

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Group;->members()Ljava/util/List;

    move-result-object v0

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_19
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_a

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-direct {p0, v0, p2}, Lorg/adaptrace/jgf/shapes/Locator;->search(Lorg/adaptrace/jgf/shapes/Shape;Lorg/adaptrace/jgf/shapes/Point;)V

    goto :goto_19

    :cond_29
    invoke-interface {p1, p2}, Lorg/adaptrace/jgf/shapes/Shape;->contains(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-eqz v0, :cond_a

    new-instance v0, Lorg/adaptrace/jgf/shapes/Hit;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/shapes/Hit;-><init>(Lorg/adaptrace/jgf/shapes/Shape;)V

    throw v0
.end method


# virtual methods
.method locate(Ljava/util/List;Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 5
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;",
            "Lorg/adaptrace/jgf/shapes/Point;",
            ")",
            "Lorg/adaptrace/jgf/shapes/Shape;"
        }
    .end annotation

    :try_start_0
    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :goto_4
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1a

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-direct {p0, v0, p2}, Lorg/adaptrace/jgf/shapes/Locator;->search(Lorg/adaptrace/jgf/shapes/Shape;Lorg/adaptrace/jgf/shapes/Point;)V
    :try_end_13
    .catch Lorg/adaptrace/jgf/shapes/Hit; {:try_start_0 .. :try_end_13} :catch_14

    goto :goto_4

    :catch_14
    move-exception v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/shapes/Hit;->shape()Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    :goto_19
    return-object v0

    :cond_1a
    const/4 v0, 0x0

    goto :goto_19
.end method
