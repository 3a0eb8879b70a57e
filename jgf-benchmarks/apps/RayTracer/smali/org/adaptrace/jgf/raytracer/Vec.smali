.class final Lorg/adaptrace/jgf/raytracer/Vec;
.super Ljava/lang/Object;
.source "Vec.java"


# instance fields
.field final x:D

.field final y:D

.field final z:D


# direct methods
.method constructor <init>(DDD)V
    .locals 0
    .param p1, "x"    # D
    .param p3, "y"    # D
    .param p5, "z"    # D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    iput-wide p3, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    iput-wide p5, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    return-void
.end method


# virtual methods

.method add(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 9
    .param p1, "o"    # Lorg/adaptrace/jgf/raytracer/Vec;

    new-instance v0, Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v1, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    iget-wide v3, p1, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    add-double/2addr v1, v3

    iget-wide v3, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    iget-wide v5, p1, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    add-double/2addr v3, v5

    iget-wide v5, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    iget-wide v7, p1, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    add-double/2addr v5, v7

    invoke-direct/range {v0 .. v6}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    return-object v0
.end method

.method sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 9
    .param p1, "o"    # Lorg/adaptrace/jgf/raytracer/Vec;

    new-instance v0, Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v1, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    iget-wide v3, p1, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    sub-double/2addr v1, v3

    iget-wide v3, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    iget-wide v5, p1, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    sub-double/2addr v3, v5

    iget-wide v5, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    iget-wide v7, p1, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    sub-double/2addr v5, v7

    invoke-direct/range {v0 .. v6}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    return-object v0
.end method

.method mul(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 9
    .param p1, "o"    # Lorg/adaptrace/jgf/raytracer/Vec;

    new-instance v0, Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v1, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    iget-wide v3, p1, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    mul-double/2addr v1, v3

    iget-wide v3, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    iget-wide v5, p1, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    mul-double/2addr v3, v5

    iget-wide v5, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    iget-wide v7, p1, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    mul-double/2addr v5, v7

    invoke-direct/range {v0 .. v6}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    return-object v0
.end method

.method scale(D)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 7
    .param p1, "s"    # D

    new-instance v0, Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v1, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    mul-double/2addr v1, p1

    iget-wide v3, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    mul-double/2addr v3, p1

    iget-wide v5, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    mul-double/2addr v5, p1

    invoke-direct/range {v0 .. v6}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    return-object v0
.end method

.method dot(Lorg/adaptrace/jgf/raytracer/Vec;)D
    .locals 6
    .param p1, "o"    # Lorg/adaptrace/jgf/raytracer/Vec;

    iget-wide v0, p0, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    iget-wide v2, p1, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    mul-double/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    iget-wide v4, p1, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    mul-double/2addr v2, v4

    add-double/2addr v0, v2

    iget-wide v2, p0, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    iget-wide v4, p1, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    mul-double/2addr v2, v4

    add-double/2addr v0, v2

    return-wide v0
.end method

.method length()D
    .locals 2

    invoke-virtual {p0, p0}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v0

    return-wide v0
.end method

.method normalized()Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 4

    invoke-virtual {p0}, Lorg/adaptrace/jgf/raytracer/Vec;->length()D

    move-result-wide v0

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    div-double v0, v2, v0

    invoke-virtual {p0, v0, v1}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v0

    return-object v0
.end method
