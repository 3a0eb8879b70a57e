.class public Linferred/Counter;
.super Ljava/lang/Object;
.source "Counter.java"


# instance fields
.field private n:I


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public add(I)V
    .registers 3

    iget v0, p0, Linferred/Counter;->n:I

    add-int/2addr v0, p1

    iput v0, p0, Linferred/Counter;->n:I

    return-void
.end method

.method public get()I
    .registers 2

    iget v0, p0, Linferred/Counter;->n:I

    return v0
.end method
