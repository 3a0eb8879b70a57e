.class public final LPathsThread;
.super Ljava/lang/Thread;
.source "PathsThread.smali"

# Test-only thread of PathsDriver: runs a part of the script.


.field private final lines:[Ljava/lang/String;

.field private final from:I

.field private final to:I


.method public constructor <init>(Ljava/lang/String;[Ljava/lang/String;II)V
    .locals 0

    invoke-direct {p0, p1}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    iput-object p2, p0, LPathsThread;->lines:[Ljava/lang/String;
    iput p3, p0, LPathsThread;->from:I
    iput p4, p0, LPathsThread;->to:I
    return-void
.end method

.method public run()V
    .locals 3

    iget-object v0, p0, LPathsThread;->lines:[Ljava/lang/String;
    iget v1, p0, LPathsThread;->from:I
    iget v2, p0, LPathsThread;->to:I
    invoke-static {v0, v1, v2}, LPathsDriver;->run([Ljava/lang/String;II)V
    return-void
.end method
