.class public final Lorg/adaptrace/jgf/raytracer/RayTracerBench;
.super Ljava/lang/Object;
.source "RayTracerBench.java"


# static fields
.field private static final SIZES:[I


# direct methods
.method static constructor <clinit>()V
    .locals 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    sput-object v0, Lorg/adaptrace/jgf/raytracer/RayTracerBench;->SIZES:[I

    return-void

    :array_0
    .array-data 4
        0x38
        0xc0
        0x10cc
    .end array-data
.end method

.method public constructor <init>()V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static buildScene()Lorg/adaptrace/jgf/raytracer/Scene;
    .locals 13

    const/4 v0, 0x5

    new-array v0, v0, [Lorg/adaptrace/jgf/raytracer/Primitive;

    new-instance v1, Lorg/adaptrace/jgf/raytracer/Sphere;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Surface;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3feccccccccccccdL    # 0.9

    const-wide v6, 0x3fc999999999999aL    # 0.2

    const-wide v8, 0x3fc999999999999aL    # 0.2

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fe6666666666666L    # 0.7

    const-wide/high16 v6, 0x3fe0000000000000L    # 0.5

    const/16 v8, 0x14

    const-wide v9, 0x3fd3333333333333L    # 0.3

    invoke-direct/range {v2 .. v10}, Lorg/adaptrace/jgf/raytracer/Surface;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/16 v4, 0x0

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    const-wide/high16 v8, 0x4008000000000000L    # 3.0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    invoke-direct {v1, v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Sphere;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Lorg/adaptrace/jgf/raytracer/Sphere;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Surface;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3fc999999999999aL    # 0.2

    const-wide v6, 0x3fe999999999999aL    # 0.8

    const-wide v8, 0x3fd3333333333333L    # 0.3

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fe999999999999aL    # 0.8

    const-wide v6, 0x3fd3333333333333L    # 0.3

    const/16 v8, 0xa

    const-wide v9, 0x3fb999999999999aL    # 0.1

    invoke-direct/range {v2 .. v10}, Lorg/adaptrace/jgf/raytracer/Surface;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/high16 v4, -0x4000000000000000L    # -2.0

    const-wide v6, 0x3fe6666666666666L    # 0.7

    const-wide/high16 v8, 0x4010000000000000L    # 4.0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fe6666666666666L    # 0.7

    invoke-direct {v1, v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Sphere;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    new-instance v1, Lorg/adaptrace/jgf/raytracer/Sphere;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Surface;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3fd3333333333333L    # 0.3

    const-wide v6, 0x3fd999999999999aL    # 0.4

    const-wide v8, 0x3feccccccccccccdL    # 0.9

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fd999999999999aL    # 0.4

    const-wide v6, 0x3fe999999999999aL    # 0.8

    const/16 v8, 0x32

    const-wide v9, 0x3fe3333333333333L    # 0.6

    invoke-direct/range {v2 .. v10}, Lorg/adaptrace/jgf/raytracer/Surface;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/high16 v4, 0x4000000000000000L    # 2.0

    const-wide/high16 v6, 0x3fe0000000000000L    # 0.5

    const-wide/high16 v8, 0x4004000000000000L    # 2.5

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    invoke-direct {v1, v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Sphere;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    new-instance v1, Lorg/adaptrace/jgf/raytracer/Sphere;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Surface;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3feccccccccccccdL    # 0.9

    const-wide v6, 0x3fe999999999999aL    # 0.8

    const-wide v8, 0x3fc999999999999aL    # 0.2

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3feccccccccccccdL    # 0.9

    const-wide v6, 0x3fc999999999999aL    # 0.2

    const/4 v8, 0x5

    const-wide/16 v9, 0x0

    invoke-direct/range {v2 .. v10}, Lorg/adaptrace/jgf/raytracer/Surface;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3fe999999999999aL    # 0.8

    const-wide v6, 0x3fd3333333333333L    # 0.3

    const-wide v8, 0x3ff3333333333333L    # 1.2

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fd3333333333333L    # 0.3

    invoke-direct {v1, v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Sphere;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v2, 0x3

    aput-object v1, v0, v2

    new-instance v1, Lorg/adaptrace/jgf/raytracer/Plane;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Surface;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v4, 0x3feccccccccccccdL    # 0.9

    const-wide v6, 0x3feccccccccccccdL    # 0.9

    const-wide v8, 0x3feccccccccccccdL    # 0.9

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fe999999999999aL    # 0.8

    const-wide v6, 0x3fb999999999999aL    # 0.1

    const/4 v8, 0x5

    const-wide v9, 0x3fc999999999999aL    # 0.2

    invoke-direct/range {v2 .. v10}, Lorg/adaptrace/jgf/raytracer/Surface;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/16 v4, 0x0

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    const-wide/16 v8, 0x0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    new-instance v6, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v7, 0x3fd3333333333333L    # 0.3

    const-wide v9, 0x3fd3333333333333L    # 0.3

    const-wide v11, 0x3fd3333333333333L    # 0.3

    invoke-direct/range {v6 .. v12}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide/16 v4, 0x0

    invoke-direct/range {v1 .. v6}, Lorg/adaptrace/jgf/raytracer/Plane;-><init>(Lorg/adaptrace/jgf/raytracer/Surface;Lorg/adaptrace/jgf/raytracer/Vec;DLorg/adaptrace/jgf/raytracer/Vec;)V

    const/4 v2, 0x4

    aput-object v1, v0, v2

    const/4 v1, 0x2

    new-array v1, v1, [Lorg/adaptrace/jgf/raytracer/Light;

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Light;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/high16 v4, -0x3fec000000000000L    # -5.0

    const-wide/high16 v6, 0x4020000000000000L    # 8.0

    const-wide/high16 v8, -0x3ff8000000000000L    # -3.0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide v4, 0x3fe6666666666666L    # 0.7

    invoke-direct {v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Light;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v3, 0x0

    aput-object v2, v1, v3

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Light;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/high16 v4, 0x4014000000000000L    # 5.0

    const-wide/high16 v6, 0x4014000000000000L    # 5.0

    const-wide/16 v8, 0x0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    invoke-direct {v2, v3, v4, v5}, Lorg/adaptrace/jgf/raytracer/Light;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;D)V

    const/4 v3, 0x1

    aput-object v2, v1, v3

    new-instance v2, Lorg/adaptrace/jgf/raytracer/Scene;

    new-instance v3, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/16 v4, 0x0

    const-wide/high16 v6, 0x3ff8000000000000L    # 1.5

    const-wide/high16 v8, -0x3ff0000000000000L    # -4.0

    invoke-direct/range {v3 .. v9}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    new-instance v4, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide v5, 0x3fc999999999999aL    # 0.2

    const-wide v7, 0x3fd3333333333333L    # 0.3

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    invoke-direct/range {v4 .. v10}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    invoke-direct {v2, v0, v1, v3, v4}, Lorg/adaptrace/jgf/raytracer/Scene;-><init>([Lorg/adaptrace/jgf/raytracer/Primitive;[Lorg/adaptrace/jgf/raytracer/Light;Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V

    return-object v2
.end method

.method public static main([Ljava/lang/String;)V
    .locals 1
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_0

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_0

    :cond_0
    const/4 v0, 0x0

    :goto_0
    invoke-static {v0}, Lorg/adaptrace/jgf/raytracer/RayTracerBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object p0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {p0, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .locals 6
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_0

    const-string p0, "small"

    :cond_0
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :cond_1
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_benchmark

    const/4 v0, 0x1

    goto :goto_0

    :cond_not_benchmark
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_2

    const/4 v0, 0x2

    :goto_0
    sget-object v1, Lorg/adaptrace/jgf/raytracer/RayTracerBench;->SIZES:[I

    aget v0, v1, v0

    invoke-static {}, Lorg/adaptrace/jgf/raytracer/RayTracerBench;->buildScene()Lorg/adaptrace/jgf/raytracer/Scene;

    move-result-object v1

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/raytracer/Scene;->render(I)J

    move-result-wide v2

    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, "JGF RayTracer size="

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p0, " checksum="

    invoke-virtual {v4, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {v1, v0, v2, v3}, Lorg/adaptrace/jgf/raytracer/RayTracerBench;->validate(Lorg/adaptrace/jgf/raytracer/Scene;IJ)Ljava/lang/String;

    move-result-object p0

    invoke-virtual {v4, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    return-object p0

    :cond_2
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size '"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string p0, "': use small, benchmark or steady"

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object p0

    invoke-direct {v0, p0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static validate(Lorg/adaptrace/jgf/raytracer/Scene;IJ)Ljava/lang/String;
    .locals 6
    .param p0, "scene"    # Lorg/adaptrace/jgf/raytracer/Scene;
    .param p1, "n"    # I
    .param p2, "sum"    # J

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    const/4 v1, 0x0

    aget-object v0, v0, v1

    check-cast v0, Lorg/adaptrace/jgf/raytracer/Sphere;

    iget-object v1, v0, Lorg/adaptrace/jgf/raytracer/Sphere;->center:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v2, p0, Lorg/adaptrace/jgf/raytracer/Scene;->eye:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v1, v2}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v1

    invoke-virtual {v1}, Lorg/adaptrace/jgf/raytracer/Vec;->length()D

    move-result-wide v2

    iget-wide v4, v0, Lorg/adaptrace/jgf/raytracer/Sphere;->radius:D

    sub-double/2addr v2, v4

    new-instance v4, Lorg/adaptrace/jgf/raytracer/Ray;

    iget-object v5, p0, Lorg/adaptrace/jgf/raytracer/Scene;->eye:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v1}, Lorg/adaptrace/jgf/raytracer/Vec;->normalized()Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v1

    invoke-direct {v4, v5, v1}, Lorg/adaptrace/jgf/raytracer/Ray;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V

    invoke-virtual {v0, v4}, Lorg/adaptrace/jgf/raytracer/Sphere;->intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D

    move-result-wide v0

    sub-double/2addr v0, v2

    invoke-static {v0, v1}, Ljava/lang/Math;->abs(D)D

    move-result-wide v0

    const-wide v2, 0x3e112e0be826d695L    # 1.0E-9

    cmpl-double v0, v0, v2

    if-lez v0, :cond_0

    const-string p0, "INVALID-intersect"

    return-object p0

    :cond_0
    iget v0, p0, Lorg/adaptrace/jgf/raytracer/Scene;->hits:I

    if-nez v0, :cond_1

    const-string p0, "INVALID-no-hits"

    return-object p0

    :cond_1
    iget v0, p0, Lorg/adaptrace/jgf/raytracer/Scene;->hits:I

    mul-int v1, p1, p1

    if-ne v0, v1, :cond_2

    const-string p0, "INVALID-no-background"

    return-object p0

    :cond_2
    invoke-static {p2, p3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object p0

    return-object p0
.end method
