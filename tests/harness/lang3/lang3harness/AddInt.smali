.class public final Llang3harness/AddInt;
.super Ljava/lang/Object;
.source "AddInt.smali"

# FailableIntUnaryOperator: n -> n + k.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;


# instance fields
.field private final k:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Llang3harness/AddInt;->k:I

    return-void
.end method


# virtual methods
.method public applyAsInt(I)I
    .registers 3

    iget v0, p0, Llang3harness/AddInt;->k:I

    add-int/2addr v0, p1

    return v0
.end method
