.class public final Ladaptrace/rt/Context;
.super Ljava/lang/Object;
.source "Context.smali"

# The public call of the `contexts` scheme: app code records an event, with a number of its
# choosing, in its current calling context (FORMATS.md, "The `contexts` runtime"). Calls from
# outside any instrumented frame record nothing.


.method public static event(I)V
    .locals 0

    invoke-static {p0}, Ladaptrace/rt/Contexts;->mark(I)V
    return-void
.end method
