.class public final Lorg/adaptrace/jgf/shapes/ShapesBench;
.super Ljava/lang/Object;
.source "ShapesBench.java"


# static fields
.field private static final POINTS:I = 0xc8

.field private static final ROUNDS:[I

.field private static final SPECS:I = 0x12c


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_a

    sput-object v0, Lorg/adaptrace/jgf/shapes/ShapesBench;->ROUNDS:[I

    return-void

    nop

    :array_a
    .array-data 4
        0x8
        0x12c
        0x13ec
    .end array-data
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static group(Ljava/util/List;Lorg/adaptrace/jgf/shapes/Rng;)Ljava/util/List;
    .registers 7
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;",
            "Lorg/adaptrace/jgf/shapes/Rng;",
            ")",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/shapes/Shape;",
            ">;"
        }
    .end annotation

    new-instance v2, Ljava/util/ArrayList;

    invoke-direct {v2}, Ljava/util/ArrayList;-><init>()V

    const/4 v0, 0x0

    move v1, v0

    :goto_7
    invoke-interface {p0}, Ljava/util/List;->size()I

    move-result v0

    if-ge v1, v0, :cond_5e

    const/4 v0, 0x5

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    invoke-interface {p0}, Ljava/util/List;->size()I

    move-result v3

    sub-int/2addr v3, v1

    invoke-static {v0, v3}, Ljava/lang/Math;->min(II)I

    move-result v3

    const/4 v0, 0x1

    if-ne v3, v0, :cond_2d

    invoke-interface {p0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    :goto_29
    add-int v0, v1, v3

    move v1, v0

    goto :goto_7

    :cond_2d
    new-instance v4, Ljava/util/ArrayList;

    add-int v0, v1, v3

    invoke-interface {p0, v1, v0}, Ljava/util/List;->subList(II)Ljava/util/List;

    move-result-object v0

    invoke-direct {v4, v0}, Ljava/util/ArrayList;-><init>(Ljava/util/Collection;)V

    invoke-interface {v2}, Ljava/util/List;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_55

    const/16 v0, 0x1e

    invoke-virtual {p1, v0}, Lorg/adaptrace/jgf/shapes/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_55

    invoke-interface {v2}, Ljava/util/List;->size()I

    move-result v0

    add-int/lit8 v0, v0, -0x1

    invoke-interface {v2, v0}, Ljava/util/List;->remove(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v4, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    :cond_55
    new-instance v0, Lorg/adaptrace/jgf/shapes/Group;

    invoke-direct {v0, v4}, Lorg/adaptrace/jgf/shapes/Group;-><init>(Ljava/util/List;)V

    invoke-interface {v2, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    goto :goto_29

    :cond_5e
    return-object v2
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3

    array-length v0, p0

    if-lez v0, :cond_10

    const/4 v0, 0x0

    aget-object v0, p0, v0

    :goto_6
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-static {v0}, Lorg/adaptrace/jgf/shapes/ShapesBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void

    :cond_10
    const/4 v0, 0x0

    goto :goto_6
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    if-nez p0, :cond_4

    const-string p0, "small"

    :cond_4
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_33

    const/4 v0, 0x0

    :goto_d
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF Shapes size="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " checksum="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    sget-object v2, Lorg/adaptrace/jgf/shapes/ShapesBench;->ROUNDS:[I

    aget v0, v2, v0

    invoke-static {v0}, Lorg/adaptrace/jgf/shapes/ShapesBench;->run(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_33
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3d

    const/4 v0, 0x1

    goto :goto_d

    :cond_3d
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_47

    const/4 v0, 0x2

    goto :goto_d

    :cond_47
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static round(Lorg/adaptrace/jgf/shapes/Rng;)Ljava/lang/String;
    .registers 13

    new-instance v4, Lorg/adaptrace/jgf/shapes/ShapeFactory;

    invoke-direct {v4}, Lorg/adaptrace/jgf/shapes/ShapeFactory;-><init>()V

    new-instance v6, Lorg/adaptrace/jgf/shapes/Catalog;

    invoke-direct {v6}, Lorg/adaptrace/jgf/shapes/Catalog;-><init>()V

    new-instance v7, Ljava/util/ArrayList;

    invoke-direct {v7}, Ljava/util/ArrayList;-><init>()V

    const-wide/16 v0, 0x0

    const/4 v2, 0x0

    move v3, v2

    :goto_13
    const/16 v2, 0x12c

    if-ge v3, v2, :cond_47

    :try_start_17
    invoke-static {p0}, Lorg/adaptrace/jgf/shapes/Spec;->random(Lorg/adaptrace/jgf/shapes/Rng;)Lorg/adaptrace/jgf/shapes/Spec;

    move-result-object v2

    invoke-virtual {v4, v2}, Lorg/adaptrace/jgf/shapes/ShapeFactory;->create(Lorg/adaptrace/jgf/shapes/Spec;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v2

    invoke-interface {v7, v2}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v8, "s"

    invoke-virtual {v5, v8}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v5

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v6, v5, v2}, Lorg/adaptrace/jgf/shapes/Catalog;->register(Ljava/lang/String;Lorg/adaptrace/jgf/shapes/Shape;)V
    :try_end_38
    .catch Lorg/adaptrace/jgf/shapes/BadSpec; {:try_start_17 .. :try_end_38} :catch_3c

    :goto_38
    add-int/lit8 v2, v3, 0x1

    move v3, v2

    goto :goto_13

    :catch_3c
    move-exception v2

    const-wide/16 v8, 0x1f

    mul-long/2addr v0, v8

    invoke-virtual {v2}, Lorg/adaptrace/jgf/shapes/BadSpec;->code()I

    move-result v2

    int-to-long v8, v2

    add-long/2addr v0, v8

    goto :goto_38

    :cond_47
    const/4 v2, 0x0

    move-wide v4, v0

    :goto_49
    const/16 v0, 0x96

    if-ge v2, v0, :cond_7c

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "s"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x177

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    const/4 v1, 0x0

    invoke-virtual {v6, v0, v1}, Lorg/adaptrace/jgf/shapes/Catalog;->findOr(Ljava/lang/String;Lorg/adaptrace/jgf/shapes/Shape;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v0

    const-wide/16 v8, 0x1f

    mul-long/2addr v4, v8

    if-nez v0, :cond_77

    const-wide/16 v0, -0x1

    :goto_72
    add-long/2addr v4, v0

    add-int/lit8 v0, v2, 0x1

    move v2, v0

    goto :goto_49

    :cond_77
    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v0

    goto :goto_72

    :cond_7c
    invoke-interface {v7}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v1

    :cond_80
    invoke-interface {v1}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_b0

    invoke-interface {v1}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    const/4 v2, 0x3

    invoke-virtual {p0, v2}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v2

    add-int/lit8 v2, v2, 0x1

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->scalesExactly()Z

    move-result v3

    if-eqz v3, :cond_80

    invoke-interface {v0, v2}, Lorg/adaptrace/jgf/shapes/Shape;->scaled(I)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v3

    invoke-interface {v3}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v8

    int-to-long v10, v2

    int-to-long v2, v2

    mul-long/2addr v2, v10

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v10

    mul-long/2addr v2, v10

    cmp-long v0, v8, v2

    if-eqz v0, :cond_80

    const-string v0, "INVALID-scale"

    :goto_af
    return-object v0

    :cond_b0
    invoke-static {v7, p0}, Lorg/adaptrace/jgf/shapes/ShapesBench;->group(Ljava/util/List;Lorg/adaptrace/jgf/shapes/Rng;)Ljava/util/List;

    move-result-object v6

    new-instance v3, Lorg/adaptrace/jgf/shapes/Locator;

    invoke-direct {v3}, Lorg/adaptrace/jgf/shapes/Locator;-><init>()V

    const/4 v0, 0x0

    move v2, v0

    :goto_bb
    const/16 v0, 0xc8

    if-ge v2, v0, :cond_f2

    new-instance v0, Lorg/adaptrace/jgf/shapes/Point;

    const/16 v1, 0x3e8

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v1

    int-to-long v8, v1

    const/16 v1, 0x3e8

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v1

    int-to-long v10, v1

    invoke-direct {v0, v8, v9, v10, v11}, Lorg/adaptrace/jgf/shapes/Point;-><init>(JJ)V

    invoke-virtual {v3, v6, v0}, Lorg/adaptrace/jgf/shapes/Locator;->locate(Ljava/util/List;Lorg/adaptrace/jgf/shapes/Point;)Lorg/adaptrace/jgf/shapes/Shape;

    move-result-object v1

    if-eqz v1, :cond_e1

    invoke-interface {v1, v0}, Lorg/adaptrace/jgf/shapes/Shape;->contains(Lorg/adaptrace/jgf/shapes/Point;)Z

    move-result v0

    if-nez v0, :cond_e1

    const-string v0, "INVALID-locate"

    goto :goto_af

    :cond_e1
    const-wide/16 v8, 0x1f

    mul-long/2addr v4, v8

    if-nez v1, :cond_ed

    const-wide/16 v0, -0x1

    :goto_e8
    add-long/2addr v4, v0

    add-int/lit8 v0, v2, 0x1

    move v2, v0

    goto :goto_bb

    :cond_ed
    invoke-interface {v1}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v0

    goto :goto_e8

    :cond_f2
    new-instance v3, Lorg/adaptrace/jgf/shapes/Perimeter;

    invoke-direct {v3}, Lorg/adaptrace/jgf/shapes/Perimeter;-><init>()V

    new-instance v7, Lorg/adaptrace/jgf/shapes/KindCounter;

    invoke-direct {v7}, Lorg/adaptrace/jgf/shapes/KindCounter;-><init>()V

    const/4 v0, 0x0

    invoke-interface {v6}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v8

    move-object v2, v0

    :goto_102
    invoke-interface {v8}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_138

    invoke-interface {v8}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    const-wide/16 v10, 0x1f

    mul-long/2addr v4, v10

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->area2()J

    move-result-wide v10

    add-long/2addr v4, v10

    const-wide/16 v10, 0x1f

    mul-long/2addr v4, v10

    invoke-interface {v0, v3}, Lorg/adaptrace/jgf/shapes/Shape;->accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Ljava/lang/Long;

    invoke-virtual {v1}, Ljava/lang/Long;->longValue()J

    move-result-wide v10

    add-long/2addr v4, v10

    invoke-interface {v0, v7}, Lorg/adaptrace/jgf/shapes/Shape;->accept(Lorg/adaptrace/jgf/shapes/ShapeVisitor;)Ljava/lang/Object;

    if-nez v2, :cond_12f

    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    :goto_12d
    move-object v2, v0

    goto :goto_102

    :cond_12f
    invoke-interface {v0}, Lorg/adaptrace/jgf/shapes/Shape;->bounds()Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    invoke-virtual {v2, v0}, Lorg/adaptrace/jgf/shapes/Box;->union(Lorg/adaptrace/jgf/shapes/Box;)Lorg/adaptrace/jgf/shapes/Box;

    move-result-object v0

    goto :goto_12d

    :cond_138
    const/4 v0, 0x1

    move v3, v0

    :goto_13a
    invoke-interface {v6}, Ljava/util/List;->size()I

    move-result v0

    if-ge v3, v0, :cond_15b

    add-int/lit8 v0, v3, -0x1

    invoke-interface {v6, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v6, v3}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v1

    check-cast v1, Lorg/adaptrace/jgf/shapes/Shape;

    invoke-interface {v0, v1}, Lorg/adaptrace/jgf/shapes/Shape;->overlaps(Lorg/adaptrace/jgf/shapes/Shape;)Z

    move-result v0

    if-eqz v0, :cond_157

    const-wide/16 v0, 0x1

    add-long/2addr v4, v0

    :cond_157
    add-int/lit8 v0, v3, 0x1

    move v3, v0

    goto :goto_13a

    :cond_15b
    const-wide/16 v0, 0x1f

    mul-long/2addr v0, v4

    invoke-virtual {v7}, Lorg/adaptrace/jgf/shapes/KindCounter;->signature()J

    move-result-wide v4

    add-long/2addr v0, v4

    const-wide/16 v4, 0x1f

    mul-long/2addr v4, v0

    if-nez v2, :cond_171

    const-wide/16 v0, 0x0

    :goto_16a
    add-long/2addr v0, v4

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    goto/16 :goto_af

    :cond_171
    invoke-virtual {v2}, Lorg/adaptrace/jgf/shapes/Box;->area()J

    move-result-wide v0

    goto :goto_16a
.end method

.method static run(I)Ljava/lang/String;
    .registers 9

    new-instance v4, Lorg/adaptrace/jgf/shapes/Rng;

    const-wide/32 v0, 0x5ba9e5

    invoke-direct {v4, v0, v1}, Lorg/adaptrace/jgf/shapes/Rng;-><init>(J)V

    const-wide/16 v2, 0x11

    const/4 v0, 0x0

    move v1, v0

    :goto_c
    if-ge v1, p0, :cond_27

    invoke-static {v4}, Lorg/adaptrace/jgf/shapes/ShapesBench;->round(Lorg/adaptrace/jgf/shapes/Rng;)Ljava/lang/String;

    move-result-object v0

    const-string v5, "INVALID"

    invoke-virtual {v0, v5}, Ljava/lang/String;->startsWith(Ljava/lang/String;)Z

    move-result v5

    if-eqz v5, :cond_1b

    :goto_1a
    return-object v0

    :cond_1b
    const-wide/16 v6, 0x1f

    mul-long/2addr v2, v6

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v6

    add-long/2addr v2, v6

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_c

    :cond_27
    invoke-static {v2, v3}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    goto :goto_1a
.end method
