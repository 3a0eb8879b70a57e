.class public final Llang3harness/SameLength;
.super Ljava/lang/Object;
.source "SameLength.smali"

# FailableBiPredicate<String, String>: whether both strings have the same length.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableBiPredicate;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public test(Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 5

    check-cast p1, Ljava/lang/String;

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    check-cast p2, Ljava/lang/String;

    invoke-virtual {p2}, Ljava/lang/String;->length()I

    move-result v1

    if-ne v0, v1, :cond_different

    const/4 v0, 0x1

    return v0

    :cond_different
    const/4 v0, 0x0

    return v0
.end method
