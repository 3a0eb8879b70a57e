.class public Lcallbacks/Worker;
.super Ljava/lang/Thread;
.source "Worker.java"


# instance fields
.field private final n:I

.field result:I


# direct methods
.method public constructor <init>(I)V
    .registers 3
    .param p1, "n"    # I

    .line 7
    const-string v0, "worker"

    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V

    .line 8
    iput p1, p0, Lcallbacks/Worker;->n:I

    .line 9
    return-void
.end method


# virtual methods
.method public run()V
    .registers 4

    .line 13
    const/4 v0, 0x0

    .line 14
    .local v0, "sum":I
    const/4 v1, 0x1

    .local v1, "i":I
    :goto_0
    iget v2, p0, Lcallbacks/Worker;->n:I

    if-gt v1, v2, :cond_0

    add-int/2addr v0, v1

    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 15
    .end local v1    # "i":I
    :cond_0
    iput v0, p0, Lcallbacks/Worker;->result:I

    .line 16
    return-void
.end method
