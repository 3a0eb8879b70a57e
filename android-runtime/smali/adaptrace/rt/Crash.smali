.class final Ladaptrace/rt/Crash;
.super Ljava/lang/Object;
.source "Crash.smali"

# Default uncaught-exception handler: records UNCAUGHT for the dying thread, flushes, then lets
# the handler that was installed before it (or the JVM's default behaviour) run.

.implements Ljava/lang/Thread$UncaughtExceptionHandler;


.field private final previous:Ljava/lang/Thread$UncaughtExceptionHandler;


.method constructor <init>(Ljava/lang/Thread$UncaughtExceptionHandler;)V
    .locals 0

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Ladaptrace/rt/Crash;->previous:Ljava/lang/Thread$UncaughtExceptionHandler;
    return-void
.end method

.method public uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    .locals 3

    # A failure in the runtime must not hide the app's own exception.
    :record_start
    invoke-static {p1}, Ladaptrace/rt/Trace;->crashed(Ljava/lang/Thread;)V
    :record_end
    .catch Ljava/lang/Throwable; {:record_start .. :record_end} :recorded

    :recorded
    iget-object v0, p0, Ladaptrace/rt/Crash;->previous:Ljava/lang/Thread$UncaughtExceptionHandler;
    if-eqz v0, :print

    invoke-interface {v0, p1, p2}, Ljava/lang/Thread$UncaughtExceptionHandler;->uncaughtException(Ljava/lang/Thread;Ljava/lang/Throwable;)V
    return-void

    # No handler before us: do what ThreadGroup.uncaughtException does.
    :print
    instance-of v0, p2, Ljava/lang/ThreadDeath;
    if-nez v0, :done

    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "Exception in thread \""
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {p1}, Ljava/lang/Thread;->getName()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    const-string v2, "\" "
    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {p2, v0}, Ljava/lang/Throwable;->printStackTrace(Ljava/io/PrintStream;)V

    :done
    return-void
.end method
