.class public final Ladaptrace/rt/Storage;
.super Ljava/lang/Object;
.source "Storage.smali"

# Where traces can live on Android 11+: only the system may create Android/data/<package>/, and
# it does when the app asks a Context for its external files directory. The instrumented
# lifecycle callbacks of the app's activities, services and application pass their Context
# here; the first one asks, and the writer then moves a trace it had to start in internal
# storage to <external files dir>/adaptrace (FORMATS.md, "Where traces go").


# A Context was seen (later calls return at once).
.field static volatile attached:Z

# The external files directory the system gave, or null.
.field static volatile external:Ljava/io/File;


.method public static attach(Landroid/content/Context;)V
    .locals 3

    sget-boolean v0, Ladaptrace/rt/Storage;->attached:Z
    if-nez v0, :done
    const/4 v0, 0x1
    sput-boolean v0, Ladaptrace/rt/Storage;->attached:Z
    if-eqz p0, :done

    # An explicit trace directory (the host runner) is never moved.
    const-string v0, "adaptrace.trace.dir"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-nez v0, :done

    # The innermost base context answers: the framework's, not an app override.
    :try_start
    move-object v0, p0

    :unwrap
    instance-of v1, v0, Landroid/content/ContextWrapper;
    if-eqz v1, :ask
    check-cast v0, Landroid/content/ContextWrapper;
    invoke-virtual {v0}, Landroid/content/ContextWrapper;->getBaseContext()Landroid/content/Context;
    move-result-object v1
    if-eqz v1, :ask
    move-object v0, v1
    goto :unwrap

    :ask
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Landroid/content/Context;->getExternalFilesDir(Ljava/lang/String;)Ljava/io/File;
    move-result-object v1
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :done

    # Null when external storage is not available: traces stay where they are.
    if-eqz v1, :done
    sput-object v1, Ladaptrace/rt/Storage;->external:Ljava/io/File;
    invoke-static {}, Ladaptrace/rt/Trace;->relocate()V

    :done
    return-void
.end method
