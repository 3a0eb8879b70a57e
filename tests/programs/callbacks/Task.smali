.class public Lcallbacks/Task;
.super Ljava/lang/Object;
.source "Task.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field final out:[I


# direct methods
.method public constructor <init>([I)V
    .registers 2
    .param p1, "out"    # [I

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lcallbacks/Task;->out:[I

    .line 9
    return-void
.end method


# virtual methods
.method public run()V
    .registers 5

    .line 13
    iget-object v0, p0, Lcallbacks/Task;->out:[I

    const/4 v1, 0x0

    aget v0, v0, v1

    .line 14
    .local v0, "n":I
    const/4 v1, 0x1

    .line 15
    .local v1, "f":I
    :goto_0
    if-lez v0, :cond_0

    mul-int/2addr v1, v0

    add-int/lit8 v0, v0, -0x1

    goto :goto_0

    .line 16
    :cond_0
    iget-object v2, p0, Lcallbacks/Task;->out:[I

    const/4 v3, 0x1

    aput v1, v2, v3

    .line 17
    return-void
.end method
