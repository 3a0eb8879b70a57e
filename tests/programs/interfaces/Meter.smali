.class public Linterfaces/Meter;
.super Ljava/lang/Object;
.source "Meter.java"

# interfaces
.implements Linterfaces/Gauge;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public limit()I
    .registers 2

    .line 5
    const/4 v0, 0x5

    return v0
.end method
