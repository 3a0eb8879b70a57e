.class Lorg/adaptrace/jgf/exception/BenchException;
.super Ljava/lang/Exception;
.source "BenchException.java"


# instance fields
.field final code:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "code"    # I

    invoke-direct {p0}, Ljava/lang/Exception;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/exception/BenchException;->code:I

    return-void
.end method
