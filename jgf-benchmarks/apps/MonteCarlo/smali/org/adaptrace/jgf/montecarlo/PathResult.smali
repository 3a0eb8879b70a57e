.class final Lorg/adaptrace/jgf/montecarlo/PathResult;
.super Ljava/lang/Object;
.source "PathResult.java"


# instance fields
.field final expectedRate:D

.field final finalPrice:D

.field final id:I

.field final volatility:D


# direct methods
.method constructor <init>(IDDD)V
    .registers 8
    .param p1, "id"    # I
    .param p2, "expectedRate"    # D
    .param p4, "volatility"    # D
    .param p6, "finalPrice"    # D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/montecarlo/PathResult;->id:I

    iput-wide p2, p0, Lorg/adaptrace/jgf/montecarlo/PathResult;->expectedRate:D

    iput-wide p4, p0, Lorg/adaptrace/jgf/montecarlo/PathResult;->volatility:D

    iput-wide p6, p0, Lorg/adaptrace/jgf/montecarlo/PathResult;->finalPrice:D

    return-void
.end method
