.class public Ldeepcontexts/Main;
.super Ljava/lang/Object;
.source "Main.java"

# Recursion deep and branching enough to take calling-context ids past 64 bits: a descent that
# alternates between two recursive call sites, a branching recursion, and mutual recursion that
# goes through framework code (Thread.run calling back a Runnable) at every level.


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

# down(n): n levels, through one of two call sites by parity.
.method static down(I)I
    .registers 3
    .param p0, "n"    # I

    if-nez p0, :cond_0

    const/4 v0, 0x0

    return v0

    :cond_0
    add-int/lit8 v0, p0, -0x1

    and-int/lit8 v1, p0, 0x1

    if-eqz v1, :cond_1

    invoke-static {v0}, Ldeepcontexts/Main;->down(I)I

    move-result v0

    goto :goto_0

    :cond_1
    invoke-static {v0}, Ldeepcontexts/Main;->down(I)I

    move-result v0

    :goto_0
    add-int/lit8 v0, v0, 0x1

    return v0
.end method

# tree(n): both sites at each level, depth n.
.method static tree(I)I
    .registers 3
    .param p0, "n"    # I

    const/4 v0, 0x1

    if-gt p0, v0, :cond_0

    return v0

    :cond_0
    add-int/lit8 v0, p0, -0x1

    invoke-static {v0}, Ldeepcontexts/Main;->tree(I)I

    move-result v0

    add-int/lit8 v1, p0, -0x2

    invoke-static {v1}, Ldeepcontexts/Main;->tree(I)I

    move-result v1

    add-int/2addr v0, v1

    return v0
.end method

# viaCallback(n): Thread.run (framework code) calls Node.run, which calls viaCallback(n - 1).
.method static viaCallback(I)V
    .registers 3
    .param p0, "n"    # I

    if-lez p0, :cond_0

    new-instance v0, Ljava/lang/Thread;

    new-instance v1, Ldeepcontexts/Node;

    invoke-direct {v1, p0}, Ldeepcontexts/Node;-><init>(I)V

    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    invoke-virtual {v0}, Ljava/lang/Thread;->run()V

    :cond_0
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    .param p0, "args"    # [Ljava/lang/String;

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const/16 v1, 0x96

    invoke-static {v1}, Ldeepcontexts/Main;->down(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    const/16 v1, 0xe

    invoke-static {v1}, Ldeepcontexts/Main;->tree(I)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    const/16 v1, 0x50

    invoke-static {v1}, Ldeepcontexts/Main;->viaCallback(I)V

    sget v1, Ldeepcontexts/Node;->runs:I

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    new-instance v1, Ljava/lang/Thread;

    new-instance v2, Ldeepcontexts/Node;

    const/16 v3, 0x46

    invoke-direct {v2, v3}, Ldeepcontexts/Node;-><init>(I)V

    invoke-direct {v1, v2}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V

    invoke-virtual {v1}, Ljava/lang/Thread;->start()V

    invoke-virtual {v1}, Ljava/lang/Thread;->join()V

    sget v1, Ldeepcontexts/Node;->runs:I

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V

    return-void
.end method
