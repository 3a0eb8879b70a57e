.class public Linferred/Seven;
.super Ljava/lang/Object;
.source "Seven.java"

# interfaces
.implements Linferred/Source;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public next()I
    .registers 2

    const/4 v0, 0x7

    return v0
.end method
