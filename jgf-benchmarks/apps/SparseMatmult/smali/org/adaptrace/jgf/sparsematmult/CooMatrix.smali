.class final Lorg/adaptrace/jgf/sparsematmult/CooMatrix;
.super Ljava/lang/Object;
.source "CooMatrix.java"


# instance fields
.field private final col:[I

.field private final n:I

.field private final row:[I

.field private final val:[D


# direct methods
.method constructor <init>(IILjava/util/Random;)V
    .registers 8
    .param p1, "n"    # I
    .param p2, "nz"    # I
    .param p3, "rnd"    # Ljava/util/Random;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->n:I

    new-array v0, p2, [I

    iput-object v0, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->row:[I

    new-array v0, p2, [I

    iput-object v0, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->col:[I

    new-array v0, p2, [D

    iput-object v0, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->val:[D

    const/4 v0, 0x0

    :goto_fill
    if-ge v0, p2, :cond_done

    iget-object v1, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->row:[I

    invoke-virtual {p3, p1}, Ljava/util/Random;->nextInt(I)I

    move-result v2

    aput v2, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->col:[I

    invoke-virtual {p3, p1}, Ljava/util/Random;->nextInt(I)I

    move-result v2

    aput v2, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->val:[D

    invoke-virtual {p3}, Ljava/util/Random;->nextDouble()D

    move-result-wide v2

    aput-wide v2, v1, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_fill

    :cond_done
    return-void
.end method


# virtual methods
.method multiplyAdd([D[D)V
    .registers 16
    .param p1, "x"    # [D
    .param p2, "y"    # [D

    iget-object v0, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->row:[I

    iget-object v1, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->col:[I

    iget-object v2, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->val:[D

    array-length v3, v2

    const/4 v4, 0x0

    :goto_loop
    if-ge v4, v3, :cond_done

    aget v5, v0, v4

    aget-wide v7, p2, v5

    aget v6, v1, v4

    aget-wide v9, p1, v6

    aget-wide v11, v2, v4

    mul-double/2addr v9, v11

    add-double/2addr v7, v9

    aput-wide v7, p2, v5

    add-int/lit8 v4, v4, 0x1

    goto :goto_loop

    :cond_done
    return-void
.end method

.method productSum([D)D
    .registers 12
    .param p1, "x"    # [D

    iget v0, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->n:I

    new-array v0, v0, [D

    const/4 v1, 0x0

    :goto_cols
    iget-object v2, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->val:[D

    array-length v2, v2

    if-ge v1, v2, :cond_cols_done

    iget-object v2, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->col:[I

    aget v2, v2, v1

    aget-wide v4, v0, v2

    iget-object v3, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->val:[D

    aget-wide v6, v3, v1

    add-double/2addr v4, v6

    aput-wide v4, v0, v2

    add-int/lit8 v1, v1, 0x1

    goto :goto_cols

    :cond_cols_done
    const-wide/16 v8, 0x0

    const/4 v1, 0x0

    :goto_sum
    iget v2, p0, Lorg/adaptrace/jgf/sparsematmult/CooMatrix;->n:I

    if-ge v1, v2, :cond_done

    aget-wide v4, p1, v1

    aget-wide v6, v0, v1

    mul-double/2addr v4, v6

    add-double/2addr v8, v4

    add-int/lit8 v1, v1, 0x1

    goto :goto_sum

    :cond_done
    return-wide v8
.end method
