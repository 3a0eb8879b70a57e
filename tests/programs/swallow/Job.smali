.class Lswallow/Job;
.super Ljava/lang/Object;
.source "Job.java"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field private final x:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "x"    # I

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput p1, p0, Lswallow/Job;->x:I

    .line 9
    return-void
.end method


# virtual methods
.method public call()Ljava/lang/Object;
    .registers 2

    .line 13
    iget v0, p0, Lswallow/Job;->x:I

    invoke-static {v0}, Lswallow/Main;->work(I)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
