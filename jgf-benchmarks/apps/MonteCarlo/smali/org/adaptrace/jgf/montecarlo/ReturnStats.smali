.class final Lorg/adaptrace/jgf/montecarlo/ReturnStats;
.super Ljava/lang/Object;
.source "ReturnStats.java"


# instance fields
.field final drift:D

.field final volatility:D


# direct methods
.method constructor <init>(DD)V
    .registers 5
    .param p1, "drift"    # D
    .param p3, "volatility"    # D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->drift:D

    iput-wide p3, p0, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    return-void
.end method

.method static of([D)Lorg/adaptrace/jgf/montecarlo/ReturnStats;
    .registers 11
    .param p0, "prices"    # [D

    array-length v0, p0

    add-int/lit8 v0, v0, -0x1

    new-array v1, v0, [D

    const-wide/16 v2, 0x0

    const/4 v4, 0x0

    :goto_logs
    if-ge v4, v0, :cond_logs_done

    add-int/lit8 v5, v4, 0x1

    aget-wide v6, p0, v5

    aget-wide v8, p0, v4

    div-double/2addr v6, v8

    invoke-static {v6, v7}, Ljava/lang/StrictMath;->log(D)D

    move-result-wide v6

    aput-wide v6, v1, v4

    aget-wide v6, v1, v4

    add-double/2addr v2, v6

    add-int/lit8 v4, v4, 0x1

    goto :goto_logs

    :cond_logs_done
    int-to-double v6, v0

    div-double/2addr v2, v6

    const-wide/16 v6, 0x0

    const/4 v4, 0x0

    :goto_squares
    if-ge v4, v0, :cond_squares_done

    aget-wide v8, v1, v4

    sub-double/2addr v8, v2

    mul-double/2addr v8, v8

    add-double/2addr v6, v8

    add-int/lit8 v4, v4, 0x1

    goto :goto_squares

    :cond_squares_done
    new-instance v1, Lorg/adaptrace/jgf/montecarlo/ReturnStats;

    add-int/lit8 v0, v0, -0x1

    int-to-double v4, v0

    div-double/2addr v6, v4

    invoke-static {v6, v7}, Ljava/lang/Math;->sqrt(D)D

    move-result-wide v4

    invoke-direct {v1, v2, v3, v4, v5}, Lorg/adaptrace/jgf/montecarlo/ReturnStats;-><init>(DD)V

    return-object v1
.end method


# virtual methods
.method expectedRate()D
    .registers 7

    iget-wide v0, p0, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->drift:D

    const-wide/high16 v2, 0x3fe0000000000000L    # 0.5

    iget-wide v4, p0, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    mul-double/2addr v2, v4

    iget-wide v4, p0, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    mul-double/2addr v2, v4

    add-double/2addr v0, v2

    return-wide v0
.end method
