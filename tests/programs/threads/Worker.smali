.class public Lthreads/Worker;
.super Ljava/lang/Thread;
.source "Worker.java"


# instance fields
.field final id:I

.field result:Ljava/lang/String;


# direct methods
.method public constructor <init>(I)V
    .registers 4
    .param p1, "id"    # I

    .line 8
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "worker-"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V

    .line 9
    iput p1, p0, Lthreads/Worker;->id:I

    .line 10
    return-void
.end method

.method static primes(Ljava/lang/StringBuilder;I)V
    .registers 7
    .param p0, "out"    # Ljava/lang/StringBuilder;
    .param p1, "n"    # I

    .line 30
    add-int/lit8 v0, p1, 0x1

    new-array v0, v0, [Z

    .line 31
    .local v0, "composite":[Z
    const/4 v1, 0x2

    .local v1, "i":I
    :goto_0
    if-gt v1, p1, :cond_2

    .line 32
    aget-boolean v2, v0, v1

    if-nez v2, :cond_1

    .line 33
    const/16 v2, 0x20

    invoke-virtual {p0, v2}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v2

    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    .line 34
    mul-int v2, v1, v1

    .local v2, "j":I
    :goto_1
    if-gt v2, p1, :cond_1

    .line 35
    const/4 v3, 0x1

    aput-boolean v3, v0, v2

    .line 34
    add-int/2addr v2, v1

    goto :goto_1

    .line 31
    .end local v2    # "j":I
    :cond_1
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 39
    .end local v1    # "i":I
    :cond_2
    return-void
.end method

.method static sortDemo(Ljava/lang/StringBuilder;)V
    .registers 7
    .param p0, "out"    # Ljava/lang/StringBuilder;

    .line 42
    const/4 v0, 0x5

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    .line 43
    .local v0, "a":[I
    const/4 v1, 0x1

    .local v1, "i":I
    :goto_0
    array-length v2, v0

    if-ge v1, v2, :cond_1

    .line 44
    aget v2, v0, v1

    .line 45
    .local v2, "key":I
    add-int/lit8 v3, v1, -0x1

    .line 46
    .local v3, "j":I
    :goto_1
    if-ltz v3, :cond_0

    aget v4, v0, v3

    if-le v4, v2, :cond_0

    .line 47
    add-int/lit8 v5, v3, 0x1

    aput v4, v0, v5

    .line 48
    add-int/lit8 v3, v3, -0x1

    goto :goto_1

    .line 50
    :cond_0
    add-int/lit8 v4, v3, 0x1

    aput v2, v0, v4

    .line 43
    .end local v2    # "key":I
    .end local v3    # "j":I
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 52
    .end local v1    # "i":I
    :cond_1
    array-length v1, v0

    const/4 v2, 0x0

    :goto_2
    if-ge v2, v1, :cond_2

    aget v3, v0, v2

    .line 53
    .local v3, "x":I
    const/16 v4, 0x20

    invoke-virtual {p0, v4}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    .line 52
    .end local v3    # "x":I
    add-int/lit8 v2, v2, 0x1

    goto :goto_2

    .line 55
    :cond_2
    return-void

    :array_0
    .array-data 4
        0x5
        0x3
        0x9
        0x1
        0x7
    .end array-data
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 14
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 15
    .local v0, "sb":Ljava/lang/StringBuilder;
    iget v1, p0, Lthreads/Worker;->id:I

    const/4 v2, 0x1

    if-ne v1, v2, :cond_0

    .line 16
    const-string v1, "primes"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 17
    const/16 v1, 0x1e

    invoke-static {v0, v1}, Lthreads/Worker;->primes(Ljava/lang/StringBuilder;I)V

    goto :goto_0

    .line 19
    :cond_0
    const-string v1, "sorted"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 20
    invoke-static {v0}, Lthreads/Worker;->sortDemo(Ljava/lang/StringBuilder;)V

    .line 22
    :goto_0
    const-string v1, "; div "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 24
    :try_start_0
    const/16 v1, 0xa

    iget v2, p0, Lthreads/Worker;->id:I

    add-int/lit8 v2, v2, -0x2

    div-int/2addr v1, v2

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    :try_end_0
    .catch Ljava/lang/ArithmeticException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_1

    .line 25
    :catch_0
    move-exception v1

    .line 26
    .local v1, "e":Ljava/lang/ArithmeticException;
    const-string v2, "caught"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 28
    .end local v1    # "e":Ljava/lang/ArithmeticException;
    :goto_1
    const-string v1, "; squares "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    iget v2, p0, Lthreads/Worker;->id:I

    mul-int/lit8 v2, v2, 0x5

    invoke-static {v2}, Lthreads/Main;->sumSquares(I)I

    move-result v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    .line 29
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    iput-object v1, p0, Lthreads/Worker;->result:Ljava/lang/String;

    .line 30
    return-void
.end method
