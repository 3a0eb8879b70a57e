.class final Lorg/adaptrace/jgf/collect/Rng;
.super Ljava/lang/Object;
.source "Rng.java"


# instance fields
.field private state:J


# direct methods
.method constructor <init>(J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/collect/Rng;->state:J

    return-void
.end method


# virtual methods
.method chance(I)Z
    .registers 3

    const/16 v0, 0x64

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v0

    if-ge v0, p1, :cond_a

    const/4 v0, 0x1

    :goto_9
    return v0

    :cond_a
    const/4 v0, 0x0

    goto :goto_9
.end method

.method next(I)I
    .registers 6

    iget-wide v0, p0, Lorg/adaptrace/jgf/collect/Rng;->state:J

    const-wide v2, 0x5851f42d4c957f2dL    # 2.8296655102636685E117

    mul-long/2addr v0, v2

    const-wide v2, 0x14057b7ef767814fL    # 3.190626645921225E-212

    add-long/2addr v0, v2

    iput-wide v0, p0, Lorg/adaptrace/jgf/collect/Rng;->state:J

    iget-wide v0, p0, Lorg/adaptrace/jgf/collect/Rng;->state:J

    const/16 v2, 0x21

    ushr-long/2addr v0, v2

    int-to-long v2, p1

    rem-long/2addr v0, v2

    long-to-int v0, v0

    return v0
.end method
