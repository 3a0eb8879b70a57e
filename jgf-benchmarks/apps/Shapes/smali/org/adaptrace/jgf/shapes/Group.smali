.class final Lorg/adaptrace/jgf/shapes/Group;
.super Lorg/adaptrace/jgf/shapes/AbstractShape;
.source "Group.java"


# instance fields
.field private final members:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/List;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;)V"
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/shapes/AbstractShape;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/shapes/ShapeVisitor",
            "<TR;>;)TR;"
        }
    .end annotation

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/shapes/ShapeVisitor;->visitGroup(Lorg/adaptrace/jgf/shapes/Group;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public area2()J
    .registers 6

    const-wide/16 v0, 0x0

    iget-object v2, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v4

    move-wide v2, v0

    :goto_9
    invoke-interface {v4}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1c

    invoke-interface {v4}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v0

    add-long/2addr v0, v2

    move-wide v2, v0

    goto :goto_9

    :cond_1c
    return-wide v2
.end method

.method computeBounds()Lorg/adaptrace/jgf/shapes/Box;
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    const/4 v1, 0x0

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v2

    const/4 v0, 0x1

    move v1, v0

    :goto_f
    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    if-ge v1, v0, :cond_2b

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    invoke-virtual {v2, v0}, Lorg/adaptrace/jgf/shapes/Box;->union(Lorg/adaptrace/jgf/shapes/Box;)Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v2

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_f

    :cond_2b
    return-object v2
.end method

.method inside(Lorg/adaptrace/jgf/shapes/Point;)Z
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :cond_6
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1a

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0, p1}, Lorg/adaptrace/jgf/shapes/Shape;->contains(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-eqz v0, :cond_6

    const/4 v0, 0x1

    :goto_19
    return v0

    :cond_1a
    const/4 v0, 0x0

    goto :goto_19
.end method

.method members()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    return-object v0
.end method

.method public scaled(I)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 5

    new-instance v1, Ljava/util/ArrayList;

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    invoke-direct {v1, v0}, Ljava/util/ArrayList;-><init>(I)V

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    :goto_11
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_25

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0, p1}, Lorg/adaptrace/jgf/shapes/Shape;->scaled(I)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    invoke-interface {v1, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_11

    :cond_25
    new-instance v0, Lorg/adaptrace/jgf/shapes/Group;

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/Group;-><init>(Ljava/util/List;)V

    return-object v0
.end method

.method public scalesExactly()Z
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Group;->members:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :cond_6
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1a

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->scalesExactly()Z

    move-result v0

    if-nez v0, :cond_6

    const/4 v0, 0x0

    :goto_19
    return v0

    :cond_1a
    const/4 v0, 0x1

    goto :goto_19
.end method
