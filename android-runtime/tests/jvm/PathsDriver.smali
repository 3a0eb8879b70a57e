.class public final LPathsDriver;
.super Ljava/lang/Object;
.source "PathsDriver.smali"

# Test-only interpreter of `paths` probe scripts: `java PathsDriver SCRIPT`. One command a line,
# numbers in decimal:
#
#   E m            state = Paths.enter(m)
#   S id           Paths.step(state, id)
#   A id m         Paths.call(state, id, m)
#   G id           Paths.guess(state, id)
#   X              Paths.exit(state)
#   D e            Paths.edge(state, e)
#   W ctx sym e    Paths.sw(state, ctx, sym, e)
#   C x h hn bn    Paths.caught(state, x, h, hn, bn)
#   U x bn         Paths.unwind(state, x, bn)
#   F              Trace.flush()
#   T name ... J   the lines in between on a new thread of that name, started and joined
#   !              throw an exception out of the thread (uncaught: the crash handler runs)
#   Q code         System.exit(code)
#   H code         Runtime.halt(code): no shutdown hook
#   e m            state = Blocks.enter(m), and the frame's `blocks` depth
#   k b            Blocks.block(depth, state, b)
#   x              Blocks.exit(depth, state), and the depth of the frame below


.method public static main([Ljava/lang/String;)V
    .locals 3

    const/4 v0, 0x0
    aget-object v0, p0, v0
    invoke-static {v0}, LPathsDriver;->read(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x0
    array-length v2, v0
    invoke-static {v0, v1, v2}, LPathsDriver;->run([Ljava/lang/String;II)V
    return-void
.end method

.method static read(Ljava/lang/String;)[Ljava/lang/String;
    .locals 4

    new-instance v0, Ljava/io/BufferedReader;
    new-instance v1, Ljava/io/FileReader;
    invoke-direct {v1, p0}, Ljava/io/FileReader;-><init>(Ljava/lang/String;)V
    invoke-direct {v0, v1}, Ljava/io/BufferedReader;-><init>(Ljava/io/Reader;)V
    new-instance v1, Ljava/util/ArrayList;
    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    :line
    invoke-virtual {v0}, Ljava/io/BufferedReader;->readLine()Ljava/lang/String;
    move-result-object v2
    if-eqz v2, :end
    invoke-virtual {v1, v2}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z
    goto :line

    :end
    invoke-virtual {v0}, Ljava/io/BufferedReader;->close()V
    const/4 v2, 0x0
    new-array v2, v2, [Ljava/lang/String;
    invoke-virtual {v1, v2}, Ljava/util/ArrayList;->toArray([Ljava/lang/Object;)[Ljava/lang/Object;
    move-result-object v2
    check-cast v2, [Ljava/lang/String;
    return-object v2
.end method

# Number k of a split line, 0 when it has none or it is not a number.
.method static arg([Ljava/lang/String;I)I
    .locals 1

    array-length v0, p0
    if-lt p1, v0, :parse
    const/4 v0, 0x0
    return v0

    :parse
    aget-object v0, p0, p1
    :try_start
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    :try_end
    .catch Ljava/lang/NumberFormatException; {:try_start .. :try_end} :name
    return v0

    # A thread's name.
    :name
    const/4 v0, 0x0
    return v0
.end method

# Runs lines[from .. to) on the calling thread.
.method static run([Ljava/lang/String;II)V
    .locals 13

    # v0 state, v1 line index, v2 split line, v3 command, v4..v7 numbers, v12 `blocks` depth
    const/4 v0, 0x0
    move v1, p1
    const/4 v12, 0x0

    :loop
    if-ge v1, p2, :done
    aget-object v2, p0, v1
    const-string v3, " "
    invoke-virtual {v2, v3}, Ljava/lang/String;->split(Ljava/lang/String;)[Ljava/lang/String;
    move-result-object v2
    const/4 v3, 0x0
    aget-object v3, v2, v3
    const/4 v4, 0x0
    invoke-virtual {v3, v4}, Ljava/lang/String;->charAt(I)C
    move-result v3
    const/4 v4, 0x1
    invoke-static {v2, v4}, LPathsDriver;->arg([Ljava/lang/String;I)I
    move-result v4
    const/4 v5, 0x2
    invoke-static {v2, v5}, LPathsDriver;->arg([Ljava/lang/String;I)I
    move-result v5
    const/4 v6, 0x3
    invoke-static {v2, v6}, LPathsDriver;->arg([Ljava/lang/String;I)I
    move-result v6
    const/4 v7, 0x4
    invoke-static {v2, v7}, LPathsDriver;->arg([Ljava/lang/String;I)I
    move-result v7
    sparse-switch v3, :commands
    new-instance v8, Ljava/lang/IllegalArgumentException;
    aget-object v9, p0, v1
    invoke-direct {v8, v9}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V
    throw v8

    :enter
    invoke-static {v4}, Ladaptrace/rt/Paths;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    goto :next

    :step
    invoke-static {v0, v4}, Ladaptrace/rt/Paths;->step(Ladaptrace/rt/ThreadState;I)V
    goto :next

    :call
    invoke-static {v0, v4, v5}, Ladaptrace/rt/Paths;->call(Ladaptrace/rt/ThreadState;II)V
    goto :next

    :guess
    invoke-static {v0, v4}, Ladaptrace/rt/Paths;->guess(Ladaptrace/rt/ThreadState;I)V
    goto :next

    :exit
    invoke-static {v0}, Ladaptrace/rt/Paths;->exit(Ladaptrace/rt/ThreadState;)V
    goto :next

    :edge
    invoke-static {v0, v4}, Ladaptrace/rt/Paths;->edge(Ladaptrace/rt/ThreadState;I)V
    goto :next

    :switch
    invoke-static {v0, v4, v5, v6}, Ladaptrace/rt/Paths;->sw(Ladaptrace/rt/ThreadState;III)V
    goto :next

    :caught
    invoke-static {v0, v4, v5, v6, v7}, Ladaptrace/rt/Paths;->caught(Ladaptrace/rt/ThreadState;IIII)V
    goto :next

    :unwind
    invoke-static {v0, v4, v5}, Ladaptrace/rt/Paths;->unwind(Ladaptrace/rt/ThreadState;II)V
    goto :next

    :flush
    invoke-static {}, Ladaptrace/rt/Trace;->flush()V
    goto :next

    :thread
    add-int/lit8 v8, v1, 0x1
    move v9, v8

    :find_join
    aget-object v10, p0, v9
    const-string v11, "J"
    invoke-virtual {v10, v11}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v10
    if-nez v10, :found_join
    add-int/lit8 v9, v9, 0x1
    goto :find_join

    :found_join
    new-instance v10, LPathsThread;
    const/4 v11, 0x1
    aget-object v11, v2, v11
    invoke-direct {v10, v11, p0, v8, v9}, LPathsThread;-><init>(Ljava/lang/String;[Ljava/lang/String;II)V
    invoke-virtual {v10}, Ljava/lang/Thread;->start()V
    invoke-virtual {v10}, Ljava/lang/Thread;->join()V
    move v1, v9
    goto :next

    :crash
    new-instance v8, Ljava/lang/IllegalStateException;
    const-string v9, "scripted crash"
    invoke-direct {v8, v9}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v8

    :quit
    invoke-static {v4}, Ljava/lang/System;->exit(I)V
    goto :next

    :halt
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v8
    invoke-virtual {v8, v4}, Ljava/lang/Runtime;->halt(I)V
    goto :next

    :blocks_enter
    invoke-static {v4}, Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;
    move-result-object v0
    invoke-static {v0}, Ladaptrace/rt/Blocks;->depth(Ladaptrace/rt/ThreadState;)I
    move-result v12
    goto :next

    :blocks_block
    invoke-static {v12, v0, v4}, Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V
    goto :next

    :blocks_exit
    invoke-static {v12, v0}, Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V
    add-int/lit8 v12, v12, -0x1
    goto :next

    :next
    add-int/lit8 v1, v1, 0x1
    goto :loop

    :done
    return-void

    :commands
    .sparse-switch
        0x21 -> :crash
        0x41 -> :call
        0x43 -> :caught
        0x44 -> :edge
        0x45 -> :enter
        0x46 -> :flush
        0x47 -> :guess
        0x48 -> :halt
        0x51 -> :quit
        0x53 -> :step
        0x54 -> :thread
        0x55 -> :unwind
        0x57 -> :switch
        0x58 -> :exit
        0x65 -> :blocks_enter
        0x6b -> :blocks_block
        0x78 -> :blocks_exit
    .end sparse-switch
.end method
