.class final Lorg/adaptrace/jgf/parse/UnboundName;
.super Ljava/lang/Exception;
.source "UnboundName.java"


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    return-void
.end method
