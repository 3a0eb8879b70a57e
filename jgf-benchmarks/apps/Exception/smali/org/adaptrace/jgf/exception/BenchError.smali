.class final Lorg/adaptrace/jgf/exception/BenchError;
.super Ljava/lang/RuntimeException;
.source "BenchError.java"


# instance fields
.field final tag:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "tag"    # I

    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/exception/BenchError;->tag:I

    return-void
.end method
