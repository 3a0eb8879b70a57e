.class final Lorg/adaptrace/jgf/raytracer/Plane;
.super Lorg/adaptrace/jgf/raytracer/Primitive;
.source "Plane.java"


# instance fields
.field final color2:Lorg/adaptrace/jgf/raytracer/Vec;

.field final normal:Lorg/adaptrace/jgf/raytracer/Vec;

.field final offset:D


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;DLorg/adaptrace/jgf/raytracer/Vec;)V
    .locals 0
    .param p1, "surface"    # Lorg/adaptrace/jgf/raytracer/Surface;
    .param p2, "normal"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p3, "offset"    # D
    .param p5, "color2"    # Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/raytracer/Primitive;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;)V

    iput-object p2, p0, Lorg/adaptrace/jgf/raytracer/Plane;->normal:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-wide p3, p0, Lorg/adaptrace/jgf/raytracer/Plane;->offset:D

    iput-object p5, p0, Lorg/adaptrace/jgf/raytracer/Plane;->color2:Lorg/adaptrace/jgf/raytracer/Vec;

    return-void
.end method


# virtual methods
.method colorAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 3
    .param p1, "p"    # Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v0, p1, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    invoke-static {v0, v1}, Ljava/lang/Math;->floor(D)D

    move-result-wide v0

    double-to-int v0, v0

    iget-wide v1, p1, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    invoke-static {v1, v2}, Ljava/lang/Math;->floor(D)D

    move-result-wide v1

    double-to-int v1, v1

    add-int/2addr v0, v1

    and-int/lit8 v0, v0, 0x1

    if-nez v0, :cond_0

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Plane;->surface:Lorg/adaptrace/jgf/raytracer/Surface;

    iget-object v0, v0, Lorg/adaptrace/jgf/raytracer/Surface;->color:Lorg/adaptrace/jgf/raytracer/Vec;

    return-object v0

    :cond_0
    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Plane;->color2:Lorg/adaptrace/jgf/raytracer/Vec;

    return-object v0
.end method

.method intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D
    .locals 9
    .param p1, "ray"    # Lorg/adaptrace/jgf/raytracer/Ray;

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Plane;->normal:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v1, p1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v2

    const-wide v4, 0x3e112e0be826d695L    # 1.0E-9

    cmpg-double v6, v2, v4

    const-wide/high16 v2, -0x4010000000000000L    # -1.0

    if-gez v6, :cond_0

    return-wide v2

    :cond_0
    iget-wide v4, p0, Lorg/adaptrace/jgf/raytracer/Plane;->offset:D

    iget-object v6, p0, Lorg/adaptrace/jgf/raytracer/Plane;->normal:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v7, p1, Lorg/adaptrace/jgf/raytracer/Ray;->origin:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v6, v7}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v6

    sub-double/2addr v4, v6

    div-double/2addr v4, v0

    const-wide v6, 0x3eb0c6f7a0b5ed8dL    # 1.0E-6

    cmpl-double v8, v4, v6

    if-lez v8, :cond_1

    return-wide v4

    :cond_1
    return-wide v2
.end method

.method normalAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 1
    .param p1, "p"    # Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Plane;->normal:Lorg/adaptrace/jgf/raytracer/Vec;

    return-object v0
.end method
