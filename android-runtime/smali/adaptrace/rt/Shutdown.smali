.class final Ladaptrace/rt/Shutdown;
.super Ljava/lang/Thread;
.source "Shutdown.smali"

# Shutdown hook: writes out what every thread still holds when the process exits normally or
# through System.exit.


.method constructor <init>()V
    .locals 1

    const-string v0, "adaptrace-shutdown"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    return-void
.end method

.method public run()V
    .locals 0

    invoke-static {}, Ladaptrace/rt/Trace;->shutdown()V
    return-void
.end method
