.class final Lorg/adaptrace/jgf/montecarlo/Path;
.super Ljava/lang/Object;
.source "Path.java"


# instance fields
.field private final prices:[D


# direct methods
.method constructor <init>([D)V
    .registers 2
    .param p1, "prices"    # [D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/montecarlo/Path;->prices:[D

    return-void
.end method

.method static walk(Lorg/adaptrace/jgf/montecarlo/Rng;DIDD)Lorg/adaptrace/jgf/montecarlo/Path;
    .registers 17
    .param p0, "rng"    # Lorg/adaptrace/jgf/montecarlo/Rng;
    .param p1, "start"    # D
    .param p3, "steps"    # I
    .param p4, "rate"    # D
    .param p6, "volatility"    # D

    add-int/lit8 v0, p3, 0x1

    new-array v0, v0, [D

    const/4 v1, 0x0

    aput-wide p1, v0, v1

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    mul-double v2, v2, p6

    mul-double v2, v2, p6

    sub-double v2, p4, v2

    const/4 v4, 0x0

    :goto_steps
    if-ge v4, p3, :cond_done

    add-int/lit8 v1, v4, 0x1

    aget-wide v5, v0, v4

    invoke-virtual {p0}, Lorg/adaptrace/jgf/montecarlo/Rng;->nextGaussian()D

    move-result-wide v7

    mul-double v7, p6, v7

    add-double/2addr v7, v2

    invoke-static {v7, v8}, Ljava/lang/StrictMath;->exp(D)D

    move-result-wide v7

    mul-double/2addr v5, v7

    aput-wide v5, v0, v1

    add-int/lit8 v4, v4, 0x1

    goto :goto_steps

    :cond_done
    new-instance v1, Lorg/adaptrace/jgf/montecarlo/Path;

    invoke-direct {v1, v0}, Lorg/adaptrace/jgf/montecarlo/Path;-><init>([D)V

    return-object v1
.end method


# virtual methods
.method finalPrice()D
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/montecarlo/Path;->prices:[D

    array-length v1, v0

    add-int/lit8 v1, v1, -0x1

    aget-wide v0, v0, v1

    return-wide v0
.end method

.method stats()Lorg/adaptrace/jgf/montecarlo/ReturnStats;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/montecarlo/Path;->prices:[D

    invoke-static {v0}, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->of([D)Lorg/adaptrace/jgf/montecarlo/ReturnStats;

    move-result-object v0

    return-object v0
.end method
