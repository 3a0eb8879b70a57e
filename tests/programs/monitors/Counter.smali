.class public Lmonitors/Counter;
.super Ljava/lang/Object;
.source "Counter.java"


# instance fields
.field private value:I


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static helper(I)I
    .registers 2
    .param p0, "x"    # I

    .line 20
    mul-int/lit8 v0, p0, 0x2

    return v0
.end method

.method public static declared-synchronized twice(I)I
    .registers 3
    .param p0, "x"    # I

    const-class v1, Lmonitors/Counter;

    monitor-enter v1

    .line 16
    :try_start_0
    invoke-static {p0}, Lmonitors/Counter;->helper(I)I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    move-result v0

    monitor-exit v1

    return v0

    :catchall_0
    move-exception v0

    monitor-exit v1

    throw v0
.end method


# virtual methods
.method public declared-synchronized get()I
    .registers 2

    monitor-enter p0

    .line 12
    :try_start_0
    iget v0, p0, Lmonitors/Counter;->value:I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    monitor-exit p0

    return v0

    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method

.method public declared-synchronized inc()V
    .registers 2

    monitor-enter p0

    .line 8
    :try_start_0
    iget v0, p0, Lmonitors/Counter;->value:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lmonitors/Counter;->value:I
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    .line 9
    monitor-exit p0

    return-void

    .line 7
    :catchall_0
    move-exception v0

    monitor-exit p0

    throw v0
.end method
