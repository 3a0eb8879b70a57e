.class final Lorg/adaptrace/jgf/montecarlo/Rng;
.super Ljava/lang/Object;
.source "Rng.java"


# instance fields
.field private hasSpare:Z

.field private spare:D

.field private state:J


# direct methods
.method constructor <init>(J)V
    .registers 5
    .param p1, "seed"    # J

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const-wide/16 v0, 0x0

    cmp-long v0, p1, v0

    if-nez v0, :cond_nonzero

    const-wide v0, -0x61c8864680b583ebL

    goto :goto_store

    :cond_nonzero
    move-wide v0, p1

    :goto_store
    iput-wide v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->state:J

    return-void
.end method


# virtual methods
.method nextDouble()D
    .registers 5

    invoke-virtual {p0}, Lorg/adaptrace/jgf/montecarlo/Rng;->nextLong()J

    move-result-wide v0

    const/16 v2, 0xb

    ushr-long/2addr v0, v2

    long-to-double v0, v0

    const-wide/high16 v2, 0x3ca0000000000000L    # 0x1.0p-53

    mul-double/2addr v0, v2

    return-wide v0
.end method

.method nextGaussian()D
    .registers 12

    iget-boolean v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->hasSpare:Z

    if-eqz v0, :cond_draw

    const/4 v0, 0x0

    iput-boolean v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->hasSpare:Z

    iget-wide v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->spare:D

    return-wide v0

    :cond_draw
    invoke-virtual {p0}, Lorg/adaptrace/jgf/montecarlo/Rng;->nextDouble()D

    move-result-wide v1

    const-wide/high16 v7, 0x4000000000000000L    # 2.0

    mul-double/2addr v1, v7

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    sub-double/2addr v1, v9

    invoke-virtual {p0}, Lorg/adaptrace/jgf/montecarlo/Rng;->nextDouble()D

    move-result-wide v3

    mul-double/2addr v3, v7

    sub-double/2addr v3, v9

    mul-double v5, v1, v1

    mul-double v7, v3, v3

    add-double/2addr v5, v7

    cmpl-double v0, v5, v9

    if-gez v0, :cond_draw

    const-wide/16 v7, 0x0

    cmpl-double v0, v5, v7

    if-eqz v0, :cond_draw

    invoke-static {v5, v6}, Ljava/lang/StrictMath;->log(D)D

    move-result-wide v7

    const-wide/high16 v9, -0x4000000000000000L    # -2.0

    mul-double/2addr v7, v9

    div-double/2addr v7, v5

    invoke-static {v7, v8}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v7

    mul-double v9, v3, v7

    iput-wide v9, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->spare:D

    const/4 v0, 0x1

    iput-boolean v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->hasSpare:Z

    mul-double/2addr v1, v7

    return-wide v1
.end method

.method nextLong()J
    .registers 6

    iget-wide v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->state:J

    const/16 v4, 0xc

    ushr-long v2, v0, v4

    xor-long/2addr v0, v2

    const/16 v4, 0x19

    shl-long v2, v0, v4

    xor-long/2addr v0, v2

    const/16 v4, 0x1b

    ushr-long v2, v0, v4

    xor-long/2addr v0, v2

    iput-wide v0, p0, Lorg/adaptrace/jgf/montecarlo/Rng;->state:J

    const-wide v2, 0x2545f4914f6cdd1dL

    mul-long/2addr v0, v2

    return-wide v0
.end method
