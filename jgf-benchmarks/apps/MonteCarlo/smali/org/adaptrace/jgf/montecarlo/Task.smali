.class abstract Lorg/adaptrace/jgf/montecarlo/Task;
.super Ljava/lang/Object;
.source "Task.java"


# instance fields
.field final id:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "id"    # I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/montecarlo/Task;->id:I

    return-void
.end method


# virtual methods
.method abstract run()Lorg/adaptrace/jgf/montecarlo/PathResult;
.end method
