.class public final Llang3harness/IsEven;
.super Ljava/lang/Object;
.source "IsEven.smali"

# FailablePredicate<Integer>: true for even numbers, or for odd ones when `odd` is set. Overrides
# the default `negate` (the flag flips); `and` and `or` are lang3's defaults.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailablePredicate;


# instance fields
.field private final odd:Z


# direct methods
.method public constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Llang3harness/IsEven;->odd:Z

    return-void
.end method


# virtual methods
.method public negate()Lorg/apache/commons/lang3/function/FailablePredicate;
    .registers 3

    new-instance v0, Llang3harness/IsEven;

    iget-boolean v1, p0, Llang3harness/IsEven;->odd:Z

    xor-int/lit8 v1, v1, 0x1

    invoke-direct {v0, v1}, Llang3harness/IsEven;-><init>(Z)V

    return-object v0
.end method

.method public test(Ljava/lang/Object;)Z
    .registers 4

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v0

    # the low bit: 1 for odd numbers, negative ones too
    and-int/lit8 v0, v0, 0x1

    xor-int/lit8 v0, v0, 0x1

    iget-boolean v1, p0, Llang3harness/IsEven;->odd:Z

    xor-int/2addr v0, v1

    return v0
.end method
