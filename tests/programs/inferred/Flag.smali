.class public Linferred/Flag;
.super Ljava/lang/Object;
.source "Flag.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public runs:I


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public run()V
    .registers 2

    iget v0, p0, Linferred/Flag;->runs:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Linferred/Flag;->runs:I

    return-void
.end method
