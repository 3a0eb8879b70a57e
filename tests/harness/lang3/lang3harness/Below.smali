.class public final Llang3harness/Below;
.super Ljava/lang/Object;
.source "Below.smali"

# FailableDoublePredicate: x < limit.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableDoublePredicate;


# instance fields
.field private final limit:D


# direct methods
.method public constructor <init>(D)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Llang3harness/Below;->limit:D

    return-void
.end method


# virtual methods
.method public test(D)Z
    .registers 6

    iget-wide v0, p0, Llang3harness/Below;->limit:D

    cmpg-double v2, p1, v0

    if-gez v2, :cond_not_below

    const/4 v2, 0x1

    return v2

    :cond_not_below
    const/4 v2, 0x0

    return v2
.end method
