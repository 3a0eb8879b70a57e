.class final Lorg/adaptrace/jgf/create/Empty;
.super Ljava/lang/Object;
.source "Empty.java"


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
