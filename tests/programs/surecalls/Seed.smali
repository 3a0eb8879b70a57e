.class final Lsurecalls/Seed;
.super Ljava/lang/Object;
.source "Seed.java"


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static seed()I
    .registers 1

    const/4 v0, 0x7

    return v0
.end method
