.class public interface abstract Linterfaces/Gauge;
.super Ljava/lang/Object;
.source "Gauge.java"


# virtual methods
.method public check(I)I
    .registers 5
    .param p1, "v"    # I

    .line 7
    invoke-interface {p0}, Linterfaces/Gauge;->limit()I

    move-result v0

    if-gt p1, v0, :cond_0

    .line 10
    return p1

    .line 8
    :cond_0
    new-instance v0, Ljava/lang/IllegalStateException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "over "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public abstract limit()I
.end method

.method public sumTo(I)I
    .registers 4
    .param p1, "n"    # I

    .line 14
    if-nez p1, :cond_0

    .line 15
    const/4 v0, 0x0

    return v0

    .line 17
    :cond_0
    add-int/lit8 v0, p1, -0x1

    invoke-interface {p0, v0}, Linterfaces/Gauge;->sumTo(I)I

    move-result v0

    invoke-interface {p0, p1}, Linterfaces/Gauge;->check(I)I

    move-result v1

    add-int/2addr v0, v1

    return v0
.end method
