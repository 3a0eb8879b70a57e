.class public Linterfaces/Both;
.super Ljava/lang/Object;
.source "Both.java"

# interfaces
.implements Linterfaces/Left;
.implements Linterfaces/Right;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
