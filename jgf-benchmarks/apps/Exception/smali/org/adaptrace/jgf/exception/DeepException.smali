.class final Lorg/adaptrace/jgf/exception/DeepException;
.super Lorg/adaptrace/jgf/exception/BenchException;
.source "DeepException.java"


# instance fields
.field final depth:I


# direct methods
.method constructor <init>(II)V
    .registers 3
    .param p1, "code"    # I
    .param p2, "depth"    # I

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/exception/BenchException;-><init>(I)V

    iput p2, p0, Lorg/adaptrace/jgf/exception/DeepException;->depth:I

    return-void
.end method
