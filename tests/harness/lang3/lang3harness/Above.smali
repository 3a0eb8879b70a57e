.class public final Llang3harness/Above;
.super Ljava/lang/Object;
.source "Above.smali"

# FailableLongPredicate: n > limit.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableLongPredicate;


# instance fields
.field private final limit:J


# direct methods
.method public constructor <init>(J)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Llang3harness/Above;->limit:J

    return-void
.end method


# virtual methods
.method public test(J)Z
    .registers 6

    iget-wide v0, p0, Llang3harness/Above;->limit:J

    cmp-long v2, p1, v0

    if-lez v2, :cond_not_above

    const/4 v2, 0x1

    return v2

    :cond_not_above
    const/4 v2, 0x0

    return v2
.end method
