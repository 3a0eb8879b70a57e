.class public final Llang3harness/DivisibleBy;
.super Ljava/lang/Object;
.source "DivisibleBy.smali"

# FailableIntPredicate: whether n is a multiple of k; refuses negative n by throwing the checked
# Refused.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableIntPredicate;


# instance fields
.field private final k:I


# direct methods
.method public constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Llang3harness/DivisibleBy;->k:I

    return-void
.end method


# virtual methods
.method public test(I)Z
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Llang3harness/Refused;
        }
    .end annotation

    if-gez p1, :cond_test

    new-instance v0, Llang3harness/Refused;

    const-string v1, "negative: "

    invoke-static {p1}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Llang3harness/Refused;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_test
    iget v0, p0, Llang3harness/DivisibleBy;->k:I

    rem-int v0, p1, v0

    if-nez v0, :cond_no

    const/4 v0, 0x1

    return v0

    :cond_no
    const/4 v0, 0x0

    return v0
.end method
