.class public final Llang3harness/Refused;
.super Ljava/lang/Exception;
.source "Refused.smali"

# The checked exception the harness's predicates and functions throw through lang3's `test`,
# `apply` and `accept`. Its message is the harness's own.


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    return-void
.end method
