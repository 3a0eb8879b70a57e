.class final Lorg/adaptrace/jgf/raytracer/Sphere;
.super Lorg/adaptrace/jgf/raytracer/Primitive;
.source "Sphere.java"


# instance fields
.field final center:Lorg/adaptrace/jgf/raytracer/Vec;

.field final radius:D

.field final radius2:D


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;D)V
    .locals 2
    .param p1, "surface"    # Lorg/adaptrace/jgf/raytracer/Surface;
    .param p2, "center"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p3, "radius"    # D

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/raytracer/Primitive;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;)V

    iput-object p2, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->center:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-wide p3, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->radius:D

    mul-double v0, p3, p3

    iput-wide v0, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->radius2:D

    return-void
.end method


# virtual methods
.method intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D
    .locals 12
    .param p1, "ray"    # Lorg/adaptrace/jgf/raytracer/Ray;

    iget-object v0, p1, Lorg/adaptrace/jgf/raytracer/Ray;->origin:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v1, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->center:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v0

    iget-object v1, p1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v1

    mul-double v3, v1, v1

    invoke-virtual {v0, v0}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v5

    iget-wide v7, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->radius2:D

    sub-double/2addr v5, v7

    sub-double/2addr v3, v5

    const-wide/16 v5, 0x0

    cmpg-double v7, v3, v5

    const-wide/high16 v5, -0x4010000000000000L    # -1.0

    if-gez v7, :cond_0

    return-wide v5

    :cond_0
    invoke-static {v3, v4}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v3

    neg-double v7, v1

    sub-double/2addr v7, v3

    const-wide v9, 0x3eb0c6f7a0b5ed8dL    # 1.0E-6

    cmpl-double v11, v7, v9

    if-lez v11, :cond_1

    return-wide v7

    :cond_1
    neg-double v7, v1

    add-double/2addr v7, v3

    cmpl-double v11, v7, v9

    if-lez v11, :cond_2

    return-wide v7

    :cond_2
    return-wide v5
.end method

.method normalAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 5
    .param p1, "p"    # Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->center:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v0

    const-wide/high16 v1, 0x3ff0000000000000L    # 1.0

    iget-wide v3, p0, Lorg/adaptrace/jgf/raytracer/Sphere;->radius:D

    div-double/2addr v1, v3

    invoke-virtual {v0, v1, v2}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v0

    return-object v0
.end method
