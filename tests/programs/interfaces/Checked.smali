.class public Linterfaces/Checked;
.super Ljava/lang/Object;
.source "Checked.java"


# instance fields
.field public final value:I


# direct methods
.method public constructor <init>(I)V
    .registers 4
    .param p1, "value"    # I

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    if-ltz p1, :cond_6

    .line 9
    iput p1, p0, Linterfaces/Checked;->value:I

    .line 10
    return-void

    .line 7
    :cond_6
    new-instance v0, Ljava/lang/IllegalArgumentException;

    const-string v1, "refused"

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method
