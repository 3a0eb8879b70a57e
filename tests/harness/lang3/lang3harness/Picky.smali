.class public final Llang3harness/Picky;
.super Ljava/lang/Object;
.source "Picky.smali"

# FailablePredicate<Integer>: true for positive numbers, false for 0, and refuses negative ones
# by throwing the checked Refused.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailablePredicate;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public test(Ljava/lang/Object;)Z
    .registers 6
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Llang3harness/Refused;
        }
    .end annotation

    check-cast p1, Ljava/lang/Integer;

    invoke-virtual {p1}, Ljava/lang/Integer;->intValue()I

    move-result v0

    if-ltz v0, :cond_negative

    if-lez v0, :cond_zero

    const/4 v1, 0x1

    return v1

    :cond_zero
    const/4 v1, 0x0

    return v1

    :cond_negative
    new-instance v1, Llang3harness/Refused;

    const-string v2, "negative: "

    invoke-static {v0}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-direct {v1, v2}, Llang3harness/Refused;-><init>(Ljava/lang/String;)V

    throw v1
.end method
