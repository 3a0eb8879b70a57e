.class public final Lorg/adaptrace/jgf/create/CreateBench;
.super Ljava/lang/Object;
.source "CreateBench.java"


# static fields
.field private static final ITERATIONS:[I

.field private static final LENGTHS:[I

.field private static failure:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/create/CreateBench;->ITERATIONS:[I

    const/4 v0, 0x6

    new-array v0, v0, [I

    fill-array-data v0, :array_lengths

    sput-object v0, Lorg/adaptrace/jgf/create/CreateBench;->LENGTHS:[I

    return-void

    :array_iterations
    .array-data 4
        0x4e20
        0x61a80
        0x18cba80
    .end array-data

    :array_lengths
    .array-data 4
        0x0
        0x1
        0x3
        0x8
        0x11
        0x40
    .end array-data
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_default

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_run

    :cond_default
    const/4 v0, 0x0

    :goto_run
    invoke-static {v0}, Lorg/adaptrace/jgf/create/CreateBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_given

    const-string v0, "small"

    goto :goto_name

    :cond_given
    move-object v0, p0

    :goto_name
    const-string v1, "small"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_small

    const/4 v1, 0x0

    goto :goto_index

    :cond_not_small
    const-string v1, "benchmark"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_benchmark

    const/4 v1, 0x1

    goto :goto_index

    :cond_not_benchmark
    const-string v1, "steady"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_unknown

    const/4 v1, 0x2

    :goto_index
    const/4 v2, 0x0

    sput-object v2, Lorg/adaptrace/jgf/create/CreateBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/create/CreateBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/create/CreateBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/create/CreateBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Create size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/create/CreateBench;->failure:Ljava/lang/String;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_valid
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum="

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v1, Ljava/lang/IllegalArgumentException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown size \'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, "\': use small, benchmark or steady"

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1
.end method

.method private static fail(Ljava/lang/String;)V
    .registers 2
    .param p0, "reason"    # Ljava/lang/String;

    sget-object v0, Lorg/adaptrace/jgf/create/CreateBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/create/CreateBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/create/CreateBench;->objects(I)J

    move-result-wide v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/create/CreateBench;->arrays(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/create/CreateBench;->multi(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method static objects(I)J
    .registers 15
    .param p0, "n"    # I

    const-wide/16 v1, 0x0

    const/4 v3, 0x0

    const/4 v4, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    and-int/lit8 v5, v0, 0x3

    packed-switch v5, :pswitch_data

    new-instance v7, Lorg/adaptrace/jgf/create/Leaf;

    neg-int v9, v0

    int-to-long v9, v9

    int-to-double v11, v0

    const-wide/high16 v5, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v11, v5

    move v8, v0

    move-object v13, v4

    invoke-direct/range {v7 .. v13}, Lorg/adaptrace/jgf/create/Leaf;-><init>(IJDLjava/lang/Object;)V

    iget v5, v7, Lorg/adaptrace/jgf/create/Leaf;->a:I

    if-ne v5, v0, :cond_leaf_bad

    iget-wide v5, v7, Lorg/adaptrace/jgf/create/Leaf;->b:J

    neg-int v8, v0

    int-to-long v8, v8

    cmp-long v5, v5, v8

    if-nez v5, :cond_leaf_bad

    iget-object v5, v7, Lorg/adaptrace/jgf/create/Leaf;->link:Ljava/lang/Object;

    instance-of v5, v5, Lorg/adaptrace/jgf/create/Mid;

    if-nez v5, :cond_leaf_ok

    :cond_leaf_bad
    const-string v5, "leaf-chain"

    invoke-static {v5}, Lorg/adaptrace/jgf/create/CreateBench;->fail(Ljava/lang/String;)V

    :cond_leaf_ok
    invoke-virtual {v7}, Lorg/adaptrace/jgf/create/Leaf;->weight()I

    move-result v5

    int-to-long v5, v5

    add-long/2addr v1, v5

    move-object v4, v7

    goto :goto_next

    :pswitch_2
    new-instance v7, Lorg/adaptrace/jgf/create/Mid;

    int-to-long v8, v0

    const-wide/16 v10, 0x3

    mul-long/2addr v8, v10

    invoke-direct {v7, v0, v8, v9}, Lorg/adaptrace/jgf/create/Mid;-><init>(IJ)V

    iget v5, v7, Lorg/adaptrace/jgf/create/Mid;->a:I

    int-to-long v5, v5

    iget-wide v8, v7, Lorg/adaptrace/jgf/create/Mid;->b:J

    add-long/2addr v5, v8

    add-long/2addr v1, v5

    move-object v4, v7

    goto :goto_next

    :pswitch_1
    new-instance v7, Lorg/adaptrace/jgf/create/Base;

    invoke-direct {v7, v0}, Lorg/adaptrace/jgf/create/Base;-><init>(I)V

    iget v5, v7, Lorg/adaptrace/jgf/create/Base;->a:I

    int-to-long v5, v5

    add-long/2addr v1, v5

    move-object v4, v7

    goto :goto_next

    :pswitch_0
    new-instance v4, Lorg/adaptrace/jgf/create/Empty;

    invoke-direct {v4}, Lorg/adaptrace/jgf/create/Empty;-><init>()V

    add-int/lit8 v3, v3, 0x1

    :goto_next
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    const-wide/16 v5, 0x1f

    mul-long/2addr v1, v5

    int-to-long v5, v3

    add-long/2addr v1, v5

    instance-of v3, v4, Lorg/adaptrace/jgf/create/Leaf;

    int-to-long v5, v3

    add-long/2addr v1, v5

    return-wide v1

    :pswitch_data
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
    .end packed-switch
.end method

.method static arrays(I)J
    .registers 15
    .param p0, "n"    # I

    const-wide/16 v1, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    sget-object v9, Lorg/adaptrace/jgf/create/CreateBench;->LENGTHS:[I

    sget-object v10, Lorg/adaptrace/jgf/create/CreateBench;->LENGTHS:[I

    array-length v10, v10

    rem-int v10, v0, v10

    aget v3, v9, v10

    new-array v4, v3, [I

    add-int/lit8 v9, v3, 0x1

    new-array v5, v9, [J

    add-int/lit8 v9, v3, 0x2

    new-array v6, v9, [F

    add-int/lit8 v9, v3, 0x3

    new-array v7, v9, [Ljava/lang/Object;

    xor-int v9, v0, v3

    filled-new-array {v0, v3, v9}, [I

    move-result-object v8

    int-to-long v12, v0

    aput-wide v12, v5, v3

    add-int/lit8 v9, v3, 0x1

    int-to-float v10, v0

    const/high16 v11, 0x3f000000    # 0.5f

    mul-float/2addr v10, v11

    aput v10, v6, v9

    add-int/lit8 v9, v3, 0x2

    aput-object v8, v7, v9

    if-lez v3, :cond_default_ok

    add-int/lit8 v9, v3, -0x1

    aget v9, v4, v9

    if-eqz v9, :cond_default_ok

    const-string v9, "int-default"

    invoke-static {v9}, Lorg/adaptrace/jgf/create/CreateBench;->fail(Ljava/lang/String;)V

    :cond_default_ok
    aget-wide v12, v5, v3

    int-to-long v9, v0

    cmp-long v9, v12, v9

    if-nez v9, :cond_store_bad

    add-int/lit8 v9, v3, 0x2

    aget-object v9, v7, v9

    if-ne v9, v8, :cond_store_bad

    const/4 v9, 0x0

    aget-object v9, v7, v9

    if-eqz v9, :cond_store_ok

    :cond_store_bad
    const-string v9, "array-store"

    invoke-static {v9}, Lorg/adaptrace/jgf/create/CreateBench;->fail(Ljava/lang/String;)V

    :cond_store_ok
    array-length v9, v4

    array-length v10, v5

    add-int/2addr v9, v10

    array-length v10, v6

    add-int/2addr v9, v10

    array-length v10, v7

    add-int/2addr v9, v10

    int-to-long v9, v9

    add-long/2addr v1, v9

    const-wide/16 v9, 0x1f

    mul-long/2addr v1, v9

    const/4 v9, 0x2

    aget v9, v8, v9

    int-to-long v9, v9

    add-long/2addr v1, v9

    aget-wide v9, v5, v3

    add-long/2addr v1, v9

    add-int/lit8 v9, v3, 0x1

    aget v9, v6, v9

    float-to-long v9, v9

    add-long/2addr v1, v9

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_end
    return-wide v1
.end method

.method static multi(I)J
    .registers 15
    .param p0, "n"    # I

    const-wide/16 v1, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_end

    shr-int/lit8 v9, v0, 0x3

    and-int/lit8 v9, v9, 0x3

    add-int/lit8 v3, v9, 0x2

    add-int/lit8 v9, v3, 0x1

    filled-new-array {v3, v9}, [I

    move-result-object v9

    sget-object v10, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    invoke-static {v10, v9}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v4

    check-cast v4, [[I

    const/4 v9, 0x2

    const/4 v10, 0x3

    filled-new-array {v9, v3, v10}, [I

    move-result-object v9

    sget-object v10, Ljava/lang/Double;->TYPE:Ljava/lang/Class;

    invoke-static {v10, v9}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v5

    check-cast v5, [[[D

    const/4 v9, 0x2

    filled-new-array {v9, v3}, [I

    move-result-object v9

    const-class v10, Lorg/adaptrace/jgf/create/Base;

    invoke-static {v10, v9}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v6

    check-cast v6, [[Lorg/adaptrace/jgf/create/Base;

    new-array v7, v3, [[J

    const/4 v8, 0x0

    :goto_rows
    if-ge v8, v3, :cond_rows_done

    add-int/lit8 v9, v8, 0x1

    new-array v9, v9, [J

    aput-object v9, v7, v8

    add-int/lit8 v8, v8, 0x1

    goto :goto_rows

    :cond_rows_done
    add-int/lit8 v9, v3, -0x1

    aget-object v9, v4, v9

    aput v0, v9, v3

    const/4 v9, 0x1

    aget-object v9, v5, v9

    add-int/lit8 v10, v3, -0x1

    aget-object v9, v9, v10

    int-to-double v10, v0

    const-wide/high16 v12, 0x3fd0000000000000L    # 0.25

    mul-double/2addr v10, v12

    const/4 v12, 0x2

    aput-wide v10, v9, v12

    const/4 v9, 0x1

    aget-object v9, v6, v9

    add-int/lit8 v10, v3, -0x1

    new-instance v11, Lorg/adaptrace/jgf/create/Base;

    invoke-direct {v11, v0}, Lorg/adaptrace/jgf/create/Base;-><init>(I)V

    aput-object v11, v9, v10

    add-int/lit8 v9, v3, -0x1

    aget-object v9, v7, v9

    add-int/lit8 v10, v3, -0x1

    int-to-long v11, v0

    aput-wide v11, v9, v10

    add-int/lit8 v9, v3, -0x1

    aget-object v9, v4, v9

    array-length v9, v9

    add-int/lit8 v10, v3, 0x1

    if-ne v9, v10, :cond_shape_bad

    const/4 v9, 0x1

    aget-object v9, v5, v9

    add-int/lit8 v10, v3, -0x1

    aget-object v9, v9, v10

    array-length v9, v9

    const/4 v10, 0x3

    if-ne v9, v10, :cond_shape_bad

    const/4 v9, 0x0

    aget-object v10, v6, v9

    aget-object v9, v10, v9

    if-eqz v9, :cond_shape_ok

    :cond_shape_bad
    const-string v9, "shape"

    invoke-static {v9}, Lorg/adaptrace/jgf/create/CreateBench;->fail(Ljava/lang/String;)V

    :cond_shape_ok
    array-length v9, v4

    const/4 v10, 0x0

    aget-object v10, v4, v10

    array-length v10, v10

    add-int/2addr v9, v10

    array-length v10, v5

    add-int/2addr v9, v10

    const/4 v10, 0x1

    aget-object v10, v5, v10

    array-length v10, v10

    add-int/2addr v9, v10

    const/4 v10, 0x1

    aget-object v10, v6, v10

    array-length v10, v10

    add-int/2addr v9, v10

    add-int/lit8 v10, v3, -0x1

    aget-object v10, v7, v10

    array-length v10, v10

    add-int/2addr v9, v10

    int-to-long v9, v9

    add-long/2addr v1, v9

    const-wide/16 v9, 0x1f

    mul-long/2addr v1, v9

    add-int/lit8 v9, v3, -0x1

    aget-object v9, v4, v9

    aget v9, v9, v3

    int-to-long v9, v9

    add-long/2addr v1, v9

    const/4 v9, 0x1

    aget-object v9, v5, v9

    add-int/lit8 v10, v3, -0x1

    aget-object v9, v9, v10

    const/4 v10, 0x2

    aget-wide v11, v9, v10

    double-to-long v11, v11

    add-long/2addr v1, v11

    const/4 v9, 0x1

    aget-object v9, v6, v9

    add-int/lit8 v10, v3, -0x1

    aget-object v9, v9, v10

    iget v9, v9, Lorg/adaptrace/jgf/create/Base;->a:I

    int-to-long v9, v9

    add-long/2addr v1, v9

    add-int/lit8 v9, v3, -0x1

    aget-object v9, v7, v9

    add-int/lit8 v10, v3, -0x1

    aget-wide v11, v9, v10

    add-long/2addr v1, v11

    add-int/lit8 v0, v0, 0x8

    goto :goto_loop

    :cond_end
    return-wide v1
.end method
