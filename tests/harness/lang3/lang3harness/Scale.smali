.class public final Llang3harness/Scale;
.super Ljava/lang/Object;
.source "Scale.smali"

# Multiplies by `factor`, as a FailableIntUnaryOperator, a FailableLongUnaryOperator and a
# FailableDoubleUnaryOperator at once (their default andThen/compose differ in signature).

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;
.implements Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;
.implements Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;


# instance fields
.field private final factor:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Llang3harness/Scale;->factor:I

    return-void
.end method


# virtual methods
.method public applyAsDouble(D)D
    .registers 5

    iget v0, p0, Llang3harness/Scale;->factor:I

    int-to-double v0, v0

    mul-double/2addr v0, p1

    return-wide v0
.end method

.method public applyAsInt(I)I
    .registers 3

    iget v0, p0, Llang3harness/Scale;->factor:I

    mul-int/2addr v0, p1

    return v0
.end method

.method public applyAsLong(J)J
    .registers 5

    iget v0, p0, Llang3harness/Scale;->factor:I

    int-to-long v0, v0

    mul-long/2addr v0, p1

    return-wide v0
.end method
