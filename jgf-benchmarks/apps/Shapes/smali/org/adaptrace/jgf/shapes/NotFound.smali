.class final Lorg/adaptrace/jgf/shapes/NotFound;
.super Ljava/lang/Exception;
.source "NotFound.java"


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    return-void
.end method
