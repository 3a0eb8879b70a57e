.class final Lorg/adaptrace/jgf/shapes/ShapeFactory;
.super Ljava/lang/Object;
.source "ShapeFactory.java"


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method private circle(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/shapes/Circle;

    const/4 v1, 0x0

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v2

    add-int/lit8 v2, v2, -0x1

    const/16 v3, 0x3c

    invoke-static {p1, v2, v3}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->size(Lorg/adaptrace/jgf/shapes/Spec;II)J

    move-result-wide v2

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Circle;-><init>(Lorg/adaptrace/jgf/shapes/Point;J)V

    return-object v0
.end method

.method private polygon(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 9
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    const/4 v6, 0x3

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v0

    div-int/lit8 v1, v0, 0x2

    if-ge v1, v6, :cond_10

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    const/4 v1, 0x2

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :cond_10
    new-array v2, v1, [Lorg/adaptrace/jgf/shapes/Point;

    const/4 v0, 0x0

    :goto_13
    if-ge v0, v1, :cond_1e

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v3

    aput-object v3, v2, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_13

    :cond_1e
    new-instance v0, Lorg/adaptrace/jgf/shapes/Polygon;

    invoke-direct {v0, v2}, Lorg/adaptrace/jgf/shapes/Polygon;-><init>([Lorg/adaptrace/jgf/shapes/Point;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/shapes/Polygon;->area2()J

    move-result-wide v2

    const-wide/16 v4, 0x0

    cmp-long v1, v2, v4

    if-nez v1, :cond_33

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    invoke-direct {v0, v6}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :cond_33
    return-object v0
.end method

.method private rect(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    const/16 v5, 0x78

    new-instance v0, Lorg/adaptrace/jgf/shapes/Rect;

    const/4 v1, 0x0

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v2

    add-int/lit8 v2, v2, -0x1

    invoke-static {p1, v2, v5}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->size(Lorg/adaptrace/jgf/shapes/Spec;II)J

    move-result-wide v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v4

    add-int/lit8 v4, v4, -0x2

    invoke-static {p1, v4, v5}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->size(Lorg/adaptrace/jgf/shapes/Spec;II)J

    move-result-wide v4

    invoke-direct/range {v0 .. v5}, Lorg/adaptrace/jgf/shapes/Rect;-><init>(Lorg/adaptrace/jgf/shapes/Point;JJ)V

    return-object v0
.end method

.method private static size(Lorg/adaptrace/jgf/shapes/Spec;II)J
    .registers 7
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    invoke-virtual {p0, p1}, Lorg/adaptrace/jgf/shapes/Spec;->arg(I)I

    move-result v0

    rem-int/2addr v0, p2

    int-to-long v0, v0

    const-wide/16 v2, 0x0

    cmp-long v2, v0, v2

    if-nez v2, :cond_13

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    const/4 v1, 0x2

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :cond_13
    return-wide v0
.end method

.method private square(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/shapes/Square;

    const/4 v1, 0x0

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v2

    add-int/lit8 v2, v2, -0x1

    const/16 v3, 0x64

    invoke-static {p1, v2, v3}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->size(Lorg/adaptrace/jgf/shapes/Spec;II)J

    move-result-wide v2

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Square;-><init>(Lorg/adaptrace/jgf/shapes/Point;J)V

    return-object v0
.end method

.method private triangle(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 8
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    const/4 v3, 0x2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->count()I

    move-result v0

    const/4 v1, 0x6

    if-ge v0, v1, :cond_e

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    invoke-direct {v0, v3}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :cond_e
    new-instance v0, Lorg/adaptrace/jgf/shapes/Triangle;

    const/4 v1, 0x0

    invoke-virtual {p1, v1}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v1

    const/4 v2, 0x1

    invoke-virtual {p1, v2}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v2

    invoke-virtual {p1, v3}, Lorg/adaptrace/jgf/shapes/Spec;->point(I)Lorg/adaptrace/jgf/shapes/Point;

    move-result-object v3

    invoke-direct {v0, v1, v2, v3}, Lorg/adaptrace/jgf/shapes/Triangle;-><init>(Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;Lorg/adaptrace/jgf/shapes/Point;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/shapes/Triangle;->area2()J

    move-result-wide v2

    const-wide/16 v4, 0x0

    cmp-long v1, v2, v4

    if-nez v1, :cond_32

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    const/4 v1, 0x3

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :cond_32
    return-object v0
.end method


# virtual methods
.method create(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/shapes/BadSpec;
        }
    .end annotation

    invoke-virtual {p1}, Lorg/adaptrace/jgf/shapes/Spec;->kind()I

    move-result v0

    packed-switch v0, :pswitch_data_28

    new-instance v0, Lorg/adaptrace/jgf/shapes/BadSpec;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/shapes/BadSpec;-><init>(I)V

    throw v0

    :pswitch_e
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->circle(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    :goto_12
    return-object v0

    :pswitch_13
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->rect(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    goto :goto_12

    :pswitch_18
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->square(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    goto :goto_12

    :pswitch_1d
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->triangle(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    goto :goto_12

    :pswitch_22
    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->polygon(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    goto :goto_12

    nop

    :pswitch_data_28
    .packed-switch 0x0
        :pswitch_e
        :pswitch_13
        :pswitch_18
        :pswitch_1d
        :pswitch_22
    .end packed-switch
.end method
