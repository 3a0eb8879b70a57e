.class final Lorg/adaptrace/jgf/raytracer/Scene;
.super Ljava/lang/Object;
.source "Scene.java"


# static fields
.field static final AMBIENT:D = 0.1

.field static final MAX_DEPTH:I = 0x3


# instance fields
.field final background:Lorg/adaptrace/jgf/raytracer/Vec;

.field final eye:Lorg/adaptrace/jgf/raytracer/Vec;

.field hits:I

.field final lights:[Lorg/adaptrace/jgf/raytracer/Light;

.field nearestT:D

.field final prims:[Lorg/adaptrace/jgf/raytracer/Primitive;


# direct methods
.method constructor <init>([Lorg/adaptrace/jgf/raytracer/Primitive;[Lorg/adaptrace/jgf/raytracer/Light;Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V
    .locals 0
    .param p1, "prims"    # [Lorg/adaptrace/jgf/raytracer/Primitive;
    .param p2, "lights"    # [Lorg/adaptrace/jgf/raytracer/Light;
    .param p3, "eye"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p4, "background"    # Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    iput-object p2, p0, Lorg/adaptrace/jgf/raytracer/Scene;->lights:[Lorg/adaptrace/jgf/raytracer/Light;

    iput-object p3, p0, Lorg/adaptrace/jgf/raytracer/Scene;->eye:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-object p4, p0, Lorg/adaptrace/jgf/raytracer/Scene;->background:Lorg/adaptrace/jgf/raytracer/Vec;

    return-void
.end method

.method static toByte(D)I
    .locals 4
    .param p0, "c"    # D

    const-wide/16 v0, 0x0

    cmpg-double v2, p0, v0

    if-gtz v2, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    const-wide/high16 v0, 0x3ff0000000000000L    # 1.0

    cmpl-double v2, p0, v0

    if-ltz v2, :cond_1

    const/16 v0, 0xff

    return v0

    :cond_1
    const-wide v0, 0x406fe00000000000L    # 255.0

    mul-double/2addr v0, p0

    double-to-int v0, v0

    return v0
.end method


# virtual methods
.method nearest(Lorg/adaptrace/jgf/raytracer/Ray;)Lorg/adaptrace/jgf/raytracer/Primitive;
    .locals 9
    .param p1, "ray"    # Lorg/adaptrace/jgf/raytracer/Ray;

    const/4 v0, 0x0

    const-wide v1, 0x7fefffffffffffffL    # Double.MAX_VALUE

    const/4 v3, 0x0

    :goto_0
    iget-object v4, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    array-length v4, v4

    if-ge v3, v4, :cond_1

    iget-object v4, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    aget-object v4, v4, v3

    invoke-virtual {v4, p1}, Lorg/adaptrace/jgf/raytracer/Primitive;->intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D

    move-result-wide v4

    const-wide/16 v6, 0x0

    cmpl-double v8, v4, v6

    if-lez v8, :cond_0

    cmpg-double v6, v4, v1

    if-gez v6, :cond_0

    move-wide v1, v4

    iget-object v6, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    aget-object v0, v6, v3

    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    :cond_1
    iput-wide v1, p0, Lorg/adaptrace/jgf/raytracer/Scene;->nearestT:D

    return-object v0
.end method

.method render(I)J
    .locals 14
    .param p1, "n"    # I

    const-wide/16 v0, 0x0

    const/4 v2, 0x0

    iput v2, p0, Lorg/adaptrace/jgf/raytracer/Scene;->hits:I

    :goto_0
    if-ge v2, p1, :cond_2

    const/4 v3, 0x0

    :goto_1
    if-ge v3, p1, :cond_1

    int-to-double v5, v3

    const-wide/high16 v7, 0x3fe0000000000000L    # 0.5

    add-double/2addr v5, v7

    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    mul-double/2addr v5, v7

    int-to-double v7, p1

    div-double/2addr v5, v7

    const-wide/high16 v7, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v5, v7

    int-to-double v7, v2

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    add-double/2addr v7, v9

    const-wide/high16 v9, 0x4000000000000000L    # 2.0

    mul-double/2addr v7, v9

    int-to-double v9, p1

    div-double/2addr v7, v9

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    sub-double v7, v9, v7

    new-instance v11, Lorg/adaptrace/jgf/raytracer/Ray;

    iget-object v12, p0, Lorg/adaptrace/jgf/raytracer/Scene;->eye:Lorg/adaptrace/jgf/raytracer/Vec;

    new-instance v4, Lorg/adaptrace/jgf/raytracer/Vec;

    const-wide/high16 v9, 0x3fd0000000000000L    # 0.25

    sub-double/2addr v7, v9

    const-wide/high16 v9, 0x3ff8000000000000L    # 1.5

    invoke-direct/range {v4 .. v10}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    invoke-virtual {v4}, Lorg/adaptrace/jgf/raytracer/Vec;->normalized()Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v4

    invoke-direct {v11, v12, v4}, Lorg/adaptrace/jgf/raytracer/Ray;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V

    invoke-virtual {p0, v11}, Lorg/adaptrace/jgf/raytracer/Scene;->nearest(Lorg/adaptrace/jgf/raytracer/Ray;)Lorg/adaptrace/jgf/raytracer/Primitive;

    move-result-object v4

    if-eqz v4, :cond_0

    iget v4, p0, Lorg/adaptrace/jgf/raytracer/Scene;->hits:I

    add-int/lit8 v4, v4, 0x1

    iput v4, p0, Lorg/adaptrace/jgf/raytracer/Scene;->hits:I

    :cond_0
    const/4 v4, 0x0

    invoke-virtual {p0, v11, v4}, Lorg/adaptrace/jgf/raytracer/Scene;->trace(Lorg/adaptrace/jgf/raytracer/Ray;I)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v4

    iget-wide v5, v4, Lorg/adaptrace/jgf/raytracer/Vec;->x:D

    invoke-static {v5, v6}, Lorg/adaptrace/jgf/raytracer/Scene;->toByte(D)I

    move-result v5

    iget-wide v6, v4, Lorg/adaptrace/jgf/raytracer/Vec;->y:D

    invoke-static {v6, v7}, Lorg/adaptrace/jgf/raytracer/Scene;->toByte(D)I

    move-result v6

    add-int/2addr v5, v6

    iget-wide v6, v4, Lorg/adaptrace/jgf/raytracer/Vec;->z:D

    invoke-static {v6, v7}, Lorg/adaptrace/jgf/raytracer/Scene;->toByte(D)I

    move-result v6

    add-int/2addr v5, v6

    int-to-long v5, v5

    add-long/2addr v0, v5

    add-int/lit8 v3, v3, 0x1

    goto :goto_1

    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    :cond_2
    return-wide v0
.end method

.method shadowed(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;D)Z
    .locals 9
    .param p1, "p"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p2, "dir"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p3, "dist"    # D

    new-instance v0, Lorg/adaptrace/jgf/raytracer/Ray;

    invoke-direct {v0, p1, p2}, Lorg/adaptrace/jgf/raytracer/Ray;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V

    iget-object v1, p0, Lorg/adaptrace/jgf/raytracer/Scene;->prims:[Lorg/adaptrace/jgf/raytracer/Primitive;

    array-length v2, v1

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_1

    aget-object v4, v1, v3

    invoke-virtual {v4, v0}, Lorg/adaptrace/jgf/raytracer/Primitive;->intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D

    move-result-wide v4

    const-wide/16 v6, 0x0

    cmpl-double v8, v4, v6

    if-lez v8, :cond_0

    cmpg-double v6, v4, p3

    if-gez v6, :cond_0

    const/4 v6, 0x1

    return v6

    :cond_0
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    :cond_1
    const/4 v6, 0x0

    return v6
.end method

.method trace(Lorg/adaptrace/jgf/raytracer/Ray;I)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 18
    .param p1, "ray"    # Lorg/adaptrace/jgf/raytracer/Ray;
    .param p2, "depth"    # I

    move-object/from16 v0, p0

    move-object/from16 v1, p1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/raytracer/Scene;->nearest(Lorg/adaptrace/jgf/raytracer/Ray;)Lorg/adaptrace/jgf/raytracer/Primitive;

    move-result-object v15

    if-nez v15, :cond_0

    iget-object v2, v0, Lorg/adaptrace/jgf/raytracer/Scene;->background:Lorg/adaptrace/jgf/raytracer/Vec;

    return-object v2

    :cond_0
    iget-wide v11, v0, Lorg/adaptrace/jgf/raytracer/Scene;->nearestT:D

    invoke-virtual {v1, v11, v12}, Lorg/adaptrace/jgf/raytracer/Ray;->at(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v2

    invoke-virtual {v15, v2}, Lorg/adaptrace/jgf/raytracer/Primitive;->normalAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v3

    iget-object v9, v1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v3, v9}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v11

    const-wide/16 v13, 0x0

    cmpl-double v9, v11, v13

    if-lez v9, :cond_1

    const-wide/high16 v11, -0x4010000000000000L    # -1.0

    invoke-virtual {v3, v11, v12}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v3

    :cond_1
    iget-object v4, v15, Lorg/adaptrace/jgf/raytracer/Primitive;->surface:Lorg/adaptrace/jgf/raytracer/Surface;

    invoke-virtual {v15, v2}, Lorg/adaptrace/jgf/raytracer/Primitive;->colorAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v5

    const-wide v11, 0x3fb999999999999aL    # 0.1

    invoke-virtual {v5, v11, v12}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v6

    iget-object v15, v0, Lorg/adaptrace/jgf/raytracer/Scene;->lights:[Lorg/adaptrace/jgf/raytracer/Light;

    array-length v7, v15

    move-object/from16 v17, v15

    const/4 v8, 0x0

    :goto_0
    if-ge v8, v7, :cond_4

    aget-object v9, v17, v8

    iget-object v15, v9, Lorg/adaptrace/jgf/raytracer/Light;->pos:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v15, v2}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v15

    invoke-virtual {v15}, Lorg/adaptrace/jgf/raytracer/Vec;->length()D

    move-result-wide v11

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    div-double/2addr v13, v11

    invoke-virtual {v15, v13, v14}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v10

    invoke-virtual {v3, v10}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v13

    const-wide/16 v15, 0x0

    cmpg-double v15, v13, v15

    if-lez v15, :cond_3

    invoke-virtual {v0, v2, v10, v11, v12}, Lorg/adaptrace/jgf/raytracer/Scene;->shadowed(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;D)Z

    move-result v15

    if-nez v15, :cond_3

    iget-wide v11, v4, Lorg/adaptrace/jgf/raytracer/Surface;->diffuse:D

    mul-double/2addr v11, v13

    iget-wide v13, v9, Lorg/adaptrace/jgf/raytracer/Light;->brightness:D

    mul-double/2addr v11, v13

    invoke-virtual {v5, v11, v12}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v15

    invoke-virtual {v6, v15}, Lorg/adaptrace/jgf/raytracer/Vec;->add(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v6

    iget-object v15, v1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v10, v15}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v15

    invoke-virtual {v15}, Lorg/adaptrace/jgf/raytracer/Vec;->normalized()Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v15

    invoke-virtual {v3, v15}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v11

    const-wide/16 v13, 0x0

    cmpl-double v15, v11, v13

    if-lez v15, :cond_3

    const-wide/high16 v13, 0x3ff0000000000000L    # 1.0

    const/4 v10, 0x0

    :goto_1
    iget v15, v4, Lorg/adaptrace/jgf/raytracer/Surface;->shininess:I

    if-ge v10, v15, :cond_2

    mul-double/2addr v13, v11

    add-int/lit8 v10, v10, 0x1

    goto :goto_1

    :cond_2
    iget-wide v11, v4, Lorg/adaptrace/jgf/raytracer/Surface;->specular:D

    mul-double/2addr v11, v13

    iget-wide v13, v9, Lorg/adaptrace/jgf/raytracer/Light;->brightness:D

    mul-double/2addr v11, v13

    new-instance v10, Lorg/adaptrace/jgf/raytracer/Vec;

    move-wide v13, v11

    move-wide v15, v11

    invoke-direct/range {v10 .. v16}, Lorg/adaptrace/jgf/raytracer/Vec;-><init>(DDD)V

    invoke-virtual {v6, v10}, Lorg/adaptrace/jgf/raytracer/Vec;->add(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v6

    :cond_3
    add-int/lit8 v8, v8, 0x1

    goto :goto_0

    :cond_4
    move/from16 v7, p2

    const/4 v8, 0x3

    if-ge v7, v8, :cond_5

    iget-wide v8, v4, Lorg/adaptrace/jgf/raytracer/Surface;->reflect:D

    const-wide/16 v10, 0x0

    cmpl-double v8, v8, v10

    if-lez v8, :cond_5

    iget-object v8, v1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v9, v1, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v3, v9}, Lorg/adaptrace/jgf/raytracer/Vec;->dot(Lorg/adaptrace/jgf/raytracer/Vec;)D

    move-result-wide v9

    const-wide/high16 v11, 0x4000000000000000L    # 2.0

    mul-double/2addr v9, v11

    invoke-virtual {v3, v9, v10}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v9

    invoke-virtual {v8, v9}, Lorg/adaptrace/jgf/raytracer/Vec;->sub(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v8

    new-instance v9, Lorg/adaptrace/jgf/raytracer/Ray;

    invoke-direct {v9, v2, v8}, Lorg/adaptrace/jgf/raytracer/Ray;-><init>(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V

    add-int/lit8 v7, v7, 0x1

    invoke-virtual {v0, v9, v7}, Lorg/adaptrace/jgf/raytracer/Scene;->trace(Lorg/adaptrace/jgf/raytracer/Ray;I)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v7

    iget-wide v8, v4, Lorg/adaptrace/jgf/raytracer/Surface;->reflect:D

    invoke-virtual {v7, v8, v9}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v7

    invoke-virtual {v6, v7}, Lorg/adaptrace/jgf/raytracer/Vec;->add(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v6

    :cond_5
    return-object v6
.end method
