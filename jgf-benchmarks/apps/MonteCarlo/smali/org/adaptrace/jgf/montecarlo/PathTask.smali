.class final Lorg/adaptrace/jgf/montecarlo/PathTask;
.super Lorg/adaptrace/jgf/montecarlo/Task;
.source "PathTask.java"


# instance fields
.field private final rate:D

.field private final seed:J

.field private final start:D

.field private final steps:I

.field private final volatility:D


# direct methods
.method constructor <init>(IJDIDD)V
    .registers 11
    .param p1, "id"    # I
    .param p2, "seed"    # J
    .param p4, "start"    # D
    .param p6, "steps"    # I
    .param p7, "rate"    # D
    .param p9, "volatility"    # D

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/montecarlo/Task;-><init>(I)V

    iput-wide p2, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->seed:J

    iput-wide p4, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->start:D

    iput p6, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->steps:I

    iput-wide p7, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->rate:D

    iput-wide p9, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->volatility:D

    return-void
.end method


# virtual methods
.method run()Lorg/adaptrace/jgf/montecarlo/PathResult;
    .registers 11

    new-instance v0, Lorg/adaptrace/jgf/montecarlo/Rng;

    iget-wide v1, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->seed:J

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/montecarlo/Rng;-><init>(J)V

    iget-wide v1, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->start:D

    iget v3, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->steps:I

    iget-wide v4, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->rate:D

    iget-wide v6, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->volatility:D

    invoke-static/range {v0 .. v7}, Lorg/adaptrace/jgf/montecarlo/Path;->walk(Lorg/adaptrace/jgf/montecarlo/Rng;DIDD)Lorg/adaptrace/jgf/montecarlo/Path;

    move-result-object v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/montecarlo/Path;->stats()Lorg/adaptrace/jgf/montecarlo/ReturnStats;

    move-result-object v1

    new-instance v2, Lorg/adaptrace/jgf/montecarlo/PathResult;

    iget v3, p0, Lorg/adaptrace/jgf/montecarlo/PathTask;->id:I

    invoke-virtual {v1}, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->expectedRate()D

    move-result-wide v4

    iget-wide v6, v1, Lorg/adaptrace/jgf/montecarlo/ReturnStats;->volatility:D

    invoke-virtual {v0}, Lorg/adaptrace/jgf/montecarlo/Path;->finalPrice()D

    move-result-wide v8

    invoke-direct/range {v2 .. v9}, Lorg/adaptrace/jgf/montecarlo/PathResult;-><init>(IDDD)V

    return-object v2
.end method
