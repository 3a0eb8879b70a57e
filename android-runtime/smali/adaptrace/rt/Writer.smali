.class final Ladaptrace/rt/Writer;
.super Ljava/lang/Thread;
.source "Writer.smali"

# Background daemon thread that owns the trace file: writes the header, then frames the chunks
# Trace queues (tag, thread, length, payload, CRC32) in queue order. Its byte stream is flushed
# whenever the queue runs empty and synced when a flush asks for it. When the file cannot be
# written it says so once on System.err and drops chunks, so the app never blocks on it. A trace
# started in internal storage moves to the external directory once the system has created it
# (Storage, relocate()).


.field private out:Ljava/io/OutputStream;

.field private file:Ljava/io/FileOutputStream;

# The trace file `file` writes.
.field private path:Ljava/io/File;

.field private final crc:Ljava/util/zip/CRC32;

# Frame being written; grows for long thread names.
.field private bytes:[B


.method constructor <init>()V
    .locals 1

    const-string v0, "adaptrace-writer"
    invoke-direct {p0, v0}, Ljava/lang/Thread;-><init>(Ljava/lang/String;)V
    const/4 v0, 0x1
    invoke-virtual {p0, v0}, Ljava/lang/Thread;->setDaemon(Z)V
    new-instance v0, Ljava/util/zip/CRC32;
    invoke-direct {v0}, Ljava/util/zip/CRC32;-><init>()V
    iput-object v0, p0, Ladaptrace/rt/Writer;->crc:Ljava/util/zip/CRC32;

    # One full buffer's frame: 9 header bytes, 8192 words, CRC.
    const v0, 0x800d
    new-array v0, v0, [B
    iput-object v0, p0, Ladaptrace/rt/Writer;->bytes:[B
    return-void
.end method

.method public run()V
    .locals 3

    :open_start
    invoke-direct {p0}, Ladaptrace/rt/Writer;->open()V
    :open_end
    .catch Ljava/lang/Throwable; {:open_start .. :open_end} :open_failed
    goto :ready

    :open_failed
    move-exception v1
    invoke-direct {p0, v1}, Ladaptrace/rt/Writer;->fail(Ljava/lang/Throwable;)V

    # v0: the bytes written so far are pushed out (so take() may wait).
    :ready
    const/4 v0, 0x0

    :loop
    invoke-static {}, Ladaptrace/rt/Trace;->clock()J
    invoke-static {v0}, Ladaptrace/rt/Trace;->take(Z)Ladaptrace/rt/Chunk;
    move-result-object v1
    sget-object v2, Ladaptrace/rt/Trace;->IDLE:Ladaptrace/rt/Chunk;
    if-ne v1, v2, :busy
    invoke-direct {p0}, Ladaptrace/rt/Writer;->flushOut()V
    const/4 v0, 0x1
    goto :loop

    :busy
    sget-object v2, Ladaptrace/rt/Trace;->MOVE:Ladaptrace/rt/Chunk;
    if-ne v1, v2, :job
    invoke-direct {p0}, Ladaptrace/rt/Writer;->relocate()V
    goto :loop

    :job
    const/4 v0, 0x0
    sget-object v2, Ladaptrace/rt/Trace;->SYNC:Ladaptrace/rt/Chunk;
    if-ne v1, v2, :chunk
    invoke-direct {p0}, Ladaptrace/rt/Writer;->syncOut()V
    invoke-static {}, Ladaptrace/rt/Trace;->synced()V
    goto :loop

    :chunk
    invoke-direct {p0, v1}, Ladaptrace/rt/Writer;->write(Ladaptrace/rt/Chunk;)V
    invoke-static {v1}, Ladaptrace/rt/Trace;->finished(Ladaptrace/rt/Chunk;)V
    goto :loop
.end method

# Creates the trace file in the first of directories() where that works; a note on System.err
# when it is not the first (internal storage: adb then needs run-as to pull it).
.method private open()V
    .locals 5

    invoke-static {}, Ladaptrace/rt/Writer;->directories()[Ljava/lang/String;
    move-result-object v0
    array-length v1, v0
    const/4 v2, 0x0

    :next
    if-ge v2, v1, :none
    aget-object v3, v0, v2
    invoke-direct {p0, v3}, Ladaptrace/rt/Writer;->openIn(Ljava/lang/String;)Z
    move-result v4
    if-nez v4, :opened
    add-int/lit8 v2, v2, 0x1
    goto :next

    :opened
    if-eqz v2, :done
    sget-object v1, Ljava/lang/System;->err:Ljava/io/PrintStream;
    const-string v4, "adaptrace: cannot write to "
    const/4 v2, 0x0
    aget-object v2, v0, v2
    invoke-virtual {v4, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const-string v2, ", traces go to "
    invoke-virtual {v4, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v4, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v1, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    :done
    return-void

    :none
    new-instance v1, Ljava/io/IOException;
    const-string v2, "cannot create a trace file in "
    const/4 v3, 0x0
    aget-object v3, v0, v3
    invoke-virtual {v2, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, " (set -Dadaptrace.trace.dir or make the directory writable)"
    invoke-virtual {v2, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    invoke-direct {v1, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v1
.end method

# Where traces go, in order of preference: -Dadaptrace.trace.dir alone when set; else the
# app-specific external directory, then internal storage; else (no package known)
# <java.io.tmpdir>/adaptrace. The model file is looked for in the same places. On the device
# simulator, device paths lie below -Dadaptrace.device.root.
.method static directories()[Ljava/lang/String;
    .locals 6

    const-string v0, "adaptrace.trace.dir"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const/4 v1, 0x1
    if-eqz v0, :default
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v0, v1, v2
    return-object v1

    :default
    sget-object v0, Ladaptrace/rt/Config;->PACKAGE:Ljava/lang/String;
    if-eqz v0, :no_package
    const-string v3, "adaptrace.device.root"
    const-string v4, ""
    invoke-static {v3, v4}, Ljava/lang/System;->getProperty(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    const-string v2, "/files/adaptrace"
    const-string v3, "/sdcard/Android/data/"
    invoke-virtual {v5, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v3, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v3, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v4, "/data/data/"
    invoke-virtual {v5, v4}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v4, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v4, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v4
    const/4 v0, 0x2
    new-array v0, v0, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v3, v0, v2
    aput-object v4, v0, v1
    return-object v0

    :no_package
    const-string v0, "java.io.tmpdir"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    const-string v2, "/adaptrace"
    invoke-virtual {v0, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    new-array v1, v1, [Ljava/lang/String;
    const/4 v2, 0x0
    aput-object v0, v1, v2
    return-object v1
.end method

# Creates <dir>/<start ms>-<pid>.adtrace and writes the header; false when that fails.
.method private openIn(Ljava/lang/String;)Z
    .locals 10

    :try_start
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, p1}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/File;->mkdirs()Z

    sget-wide v1, Ladaptrace/rt/Trace;->startMillis:J
    const-string v3, "-"
    sget v4, Ladaptrace/rt/Trace;->pid:I
    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const-string v4, ".adtrace"
    invoke-virtual {v3, v4}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    const/4 v4, 0x0

    :attempt
    invoke-static {v1, v2}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v5, v3}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    new-instance v6, Ljava/io/File;
    invoke-direct {v6, v0, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v6}, Ljava/io/File;->createNewFile()Z
    move-result v5
    if-nez v5, :created

    # A file of the same millisecond and pid exists (a restarted process): take the next
    # millisecond rather than overwrite it. The header carries the time the name has.
    const-wide/16 v7, 0x1
    add-long/2addr v1, v7
    add-int/lit8 v4, v4, 0x1
    const/16 v5, 0x3e8
    if-lt v4, v5, :attempt
    const/4 v9, 0x0
    return v9

    :created
    new-instance v7, Ljava/io/FileOutputStream;
    invoke-direct {v7, v6}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    iput-object v7, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    iput-object v6, p0, Ladaptrace/rt/Writer;->path:Ljava/io/File;
    new-instance v8, Ljava/io/BufferedOutputStream;
    const/high16 v9, 0x10000
    invoke-direct {v8, v7, v9}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;I)V
    iput-object v8, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    invoke-direct {p0, v1, v2}, Ladaptrace/rt/Writer;->writeHeader(J)V
    invoke-virtual {v8}, Ljava/io/OutputStream;->flush()V
    invoke-virtual {v7}, Ljava/io/FileOutputStream;->getFD()Ljava/io/FileDescriptor;
    move-result-object v9
    invoke-virtual {v9}, Ljava/io/FileDescriptor;->sync()V
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :failed
    const/4 v9, 0x1
    return v9

    :failed
    const/4 v8, 0x0
    iput-object v8, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    iput-object v8, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    const/4 v9, 0x0
    return v9
.end method

# Moves the trace file into <Storage.external>/adaptrace when it is elsewhere (it was started
# before the system created that directory). The file is copied to NAME.part there, synced,
# renamed to NAME and appended to from then on; only then is the old file deleted. A kill at any
# point leaves a complete copy (pull-and-decode takes the external one when both exist); when
# the copy fails the trace stays where it was.
.method private relocate()V
    .locals 7

    iget-object v0, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    if-eqz v0, :done
    sget-object v1, Ladaptrace/rt/Storage;->external:Ljava/io/File;
    if-eqz v1, :done
    new-instance v2, Ljava/io/File;
    const-string v3, "adaptrace"
    invoke-direct {v2, v1, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    iget-object v1, p0, Ladaptrace/rt/Writer;->path:Ljava/io/File;
    const/4 v6, 0x0

    # v1: the trace file; v2: the directory it belongs in; v4: its new name; v6: the copy.
    :try_start
    invoke-virtual {v1}, Ljava/io/File;->getParentFile()Ljava/io/File;
    move-result-object v3
    invoke-virtual {v3}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v2}, Ljava/io/File;->mkdirs()Z
    invoke-virtual {v2}, Ljava/io/File;->getCanonicalPath()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z
    move-result v3
    if-nez v3, :done
    invoke-virtual {v1}, Ljava/io/File;->getName()Ljava/lang/String;
    move-result-object v3
    new-instance v4, Ljava/io/File;
    invoke-direct {v4, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    const-string v5, ".part"
    invoke-virtual {v3, v5}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    # Built in v0, so that the handler never sees v6 half made.
    new-instance v0, Ljava/io/File;
    invoke-direct {v0, v2, v5}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    move-object v6, v0
    invoke-static {v1, v6}, Ladaptrace/rt/Writer;->copy(Ljava/io/File;Ljava/io/File;)V
    invoke-virtual {v6, v4}, Ljava/io/File;->renameTo(Ljava/io/File;)Z
    move-result v5
    if-nez v5, :renamed
    new-instance v3, Ljava/io/IOException;
    const-string v5, "cannot rename "
    invoke-virtual {v6}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    invoke-virtual {v5, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v5
    invoke-direct {v3, v5}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v3

    :renamed
    invoke-direct {p0, v4}, Ladaptrace/rt/Writer;->append(Ljava/io/File;)V
    invoke-virtual {v1}, Ljava/io/File;->delete()Z
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed

    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    const-string v3, "adaptrace: trace moved to "
    invoke-virtual {v4}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v3, v4}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    :done
    return-void

    :failed
    move-exception v3
    if-eqz v6, :report
    invoke-virtual {v6}, Ljava/io/File;->delete()Z

    :report
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    new-instance v4, Ljava/lang/StringBuilder;
    const-string v5, "adaptrace: trace not moved, it stays in "
    invoke-direct {v4, v5}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v4, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    const-string v5, ": "
    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v4, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v4
    invoke-virtual {v0, v4}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

# Writes from now on at the end of `to`; the old file (flushed) is closed.
.method private append(Ljava/io/File;)V
    .locals 4

    new-instance v0, Ljava/io/FileOutputStream;
    const/4 v1, 0x1
    invoke-direct {v0, p1, v1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;Z)V
    new-instance v1, Ljava/io/BufferedOutputStream;
    const/high16 v2, 0x10000
    invoke-direct {v1, v0, v2}, Ljava/io/BufferedOutputStream;-><init>(Ljava/io/OutputStream;I)V
    iget-object v3, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    iput-object v0, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    iput-object v1, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    iput-object p1, p0, Ladaptrace/rt/Writer;->path:Ljava/io/File;
    :close_start
    invoke-virtual {v3}, Ljava/io/FileOutputStream;->close()V
    :close_end
    .catch Ljava/lang/Throwable; {:close_start .. :close_end} :closed
    :closed
    return-void
.end method

# Copies file `from` to a new file `to` and syncs it.
.method static copy(Ljava/io/File;Ljava/io/File;)V
    .locals 5

    new-instance v0, Ljava/io/FileInputStream;
    invoke-direct {v0, p0}, Ljava/io/FileInputStream;-><init>(Ljava/io/File;)V
    :open_start
    new-instance v1, Ljava/io/FileOutputStream;
    invoke-direct {v1, p1}, Ljava/io/FileOutputStream;-><init>(Ljava/io/File;)V
    :open_end
    .catchall {:open_start .. :open_end} :close_input
    const/high16 v2, 0x10000
    new-array v2, v2, [B

    :copy_start
    invoke-virtual {v0, v2}, Ljava/io/FileInputStream;->read([B)I
    move-result v3
    if-ltz v3, :copied
    const/4 v4, 0x0
    invoke-virtual {v1, v2, v4, v3}, Ljava/io/FileOutputStream;->write([BII)V
    goto :copy_start

    :copied
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->getFD()Ljava/io/FileDescriptor;
    move-result-object v2
    invoke-virtual {v2}, Ljava/io/FileDescriptor;->sync()V
    :copy_end
    .catchall {:copy_start .. :copy_end} :close_both
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    return-void

    :close_both
    move-exception v2
    invoke-virtual {v1}, Ljava/io/FileOutputStream;->close()V
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    throw v2

    :close_input
    move-exception v2
    invoke-virtual {v0}, Ljava/io/FileInputStream;->close()V
    throw v2
.end method

# magic, version, header length, schemes, metadata hash, model generation, pid, start, model
# status, coder, CRC32.
.method private writeHeader(J)V
    .locals 5

    iget-object v0, p0, Ladaptrace/rt/Writer;->bytes:[B
    const/4 v1, 0x0
    const v2, 0x41445452
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/4 v1, 0x4
    const/4 v2, 0x1
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putShort([BII)V
    const/4 v1, 0x6
    const/16 v2, 0x30
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putShort([BII)V
    const/16 v1, 0x8
    sget v2, Ladaptrace/rt/Config;->SCHEMES:I
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v1, 0xc
    sget-wide v2, Ladaptrace/rt/Config;->METADATA_HASH:J
    invoke-static {v0, v1, v2, v3}, Ladaptrace/rt/Writer;->putLong([BIJ)V
    const/16 v1, 0x14
    sget v2, Ladaptrace/rt/Trace;->modelGeneration:I
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v1, 0x18
    sget v2, Ladaptrace/rt/Trace;->pid:I
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v1, 0x1c
    invoke-static {v0, v1, p1, p2}, Ladaptrace/rt/Writer;->putLong([BIJ)V
    const/16 v1, 0x24
    sget v2, Ladaptrace/rt/Trace;->modelStatus:I
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v1, 0x28
    sget v2, Ladaptrace/rt/Config;->CODER:I
    invoke-static {v0, v1, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v1, 0x2c
    invoke-direct {p0, v0, v1}, Ladaptrace/rt/Writer;->crcAt([BI)V
    iget-object v1, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    const/4 v2, 0x0
    const/16 v3, 0x30
    invoke-virtual {v1, v0, v2, v3}, Ljava/io/OutputStream;->write([BII)V
    return-void
.end method

# One frame: tag u8, thread u32, payload length u32, payload, CRC32 of all before it.
.method private write(Ladaptrace/rt/Chunk;)V
    .locals 8

    iget-object v0, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    if-eqz v0, :done

    # Schemes whose threads queue records code them here, off the app's threads. Records that do
    # not code (a copy the shutdown hook made while its thread wrote them) lose their chunk, not
    # the file.
    :encode_start
    invoke-static {p1}, Ladaptrace/rt/Schemes;->encode(Ladaptrace/rt/Chunk;)V
    :encode_end
    .catch Ljava/lang/RuntimeException; {:encode_start .. :encode_end} :done
    iget v1, p1, Ladaptrace/rt/Chunk;->tag:I
    if-eqz v1, :done

    :try_start
    iget-object v1, p1, Ladaptrace/rt/Chunk;->name:Ljava/lang/String;
    if-eqz v1, :words
    invoke-direct {p0, v1}, Ladaptrace/rt/Writer;->nameFrame(Ljava/lang/String;)I
    move-result v2
    goto :framed

    :words
    iget-object v1, p1, Ladaptrace/rt/Chunk;->bytes:[B
    if-eqz v1, :blocks

    # PATHS: token count, trailing steps, the coded bytes.
    iget v5, p1, Ladaptrace/rt/Chunk;->count:I
    add-int/lit8 v2, v5, 0x8
    invoke-direct {p0, v2}, Ladaptrace/rt/Writer;->room(I)[B
    move-result-object v3
    const/16 v6, 0x9
    iget v7, p1, Ladaptrace/rt/Chunk;->tokens:I
    invoke-static {v3, v6, v7}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/16 v6, 0xd
    iget v7, p1, Ladaptrace/rt/Chunk;->steps:I
    invoke-static {v3, v6, v7}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/4 v4, 0x0
    const/16 v6, 0x11
    invoke-static {v1, v4, v3, v6, v5}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    goto :framed

    :blocks
    iget-object v1, p1, Ladaptrace/rt/Chunk;->words:[I
    iget v5, p1, Ladaptrace/rt/Chunk;->count:I
    mul-int/lit8 v2, v5, 0x4
    invoke-direct {p0, v2}, Ladaptrace/rt/Writer;->room(I)[B
    move-result-object v3
    const/4 v4, 0x0
    const/16 v6, 0x9

    :word
    if-ge v4, v5, :framed
    aget v7, v1, v4
    invoke-static {v3, v6, v7}, Ladaptrace/rt/Writer;->putInt([BII)V
    add-int/lit8 v4, v4, 0x1
    add-int/lit8 v6, v6, 0x4
    goto :word

    # v2: payload length, already in place after the 9 header bytes.
    :framed
    iget-object v3, p0, Ladaptrace/rt/Writer;->bytes:[B
    iget v4, p1, Ladaptrace/rt/Chunk;->tag:I
    int-to-byte v4, v4
    const/4 v5, 0x0
    aput-byte v4, v3, v5
    const/4 v5, 0x1
    iget v4, p1, Ladaptrace/rt/Chunk;->thread:I
    invoke-static {v3, v5, v4}, Ladaptrace/rt/Writer;->putInt([BII)V
    const/4 v5, 0x5
    invoke-static {v3, v5, v2}, Ladaptrace/rt/Writer;->putInt([BII)V
    add-int/lit8 v4, v2, 0x9
    invoke-direct {p0, v3, v4}, Ladaptrace/rt/Writer;->crcAt([BI)V
    add-int/lit8 v4, v2, 0xd
    const/4 v5, 0x0
    invoke-virtual {v0, v3, v5, v4}, Ljava/io/OutputStream;->write([BII)V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed

    :done
    return-void

    :failed
    move-exception v1
    invoke-direct {p0, v1}, Ladaptrace/rt/Writer;->fail(Ljava/lang/Throwable;)V
    return-void
.end method

# Puts the THREAD payload (DataOutputStream.writeUTF of the name) after the frame header;
# returns its length. Names are cut to 1000 chars so that writeUTF's 65535-byte limit holds.
.method private nameFrame(Ljava/lang/String;)I
    .locals 4

    invoke-virtual {p1}, Ljava/lang/String;->length()I
    move-result v0
    const/16 v1, 0x3e8
    if-le v0, v1, :short
    const/4 v0, 0x0
    invoke-virtual {p1, v0, v1}, Ljava/lang/String;->substring(II)Ljava/lang/String;
    move-result-object p1

    :short
    new-instance v0, Ljava/io/ByteArrayOutputStream;
    invoke-direct {v0}, Ljava/io/ByteArrayOutputStream;-><init>()V
    new-instance v1, Ljava/io/DataOutputStream;
    invoke-direct {v1, v0}, Ljava/io/DataOutputStream;-><init>(Ljava/io/OutputStream;)V
    invoke-virtual {v1, p1}, Ljava/io/DataOutputStream;->writeUTF(Ljava/lang/String;)V
    invoke-virtual {v0}, Ljava/io/ByteArrayOutputStream;->toByteArray()[B
    move-result-object v0
    array-length v1, v0
    invoke-direct {p0, v1}, Ladaptrace/rt/Writer;->room(I)[B
    move-result-object v2
    const/4 v3, 0x0
    const/16 p1, 0x9
    invoke-static {v0, v3, v2, p1, v1}, Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V
    return v1
.end method

# The frame buffer, grown to hold a payload of `length` bytes.
.method private room(I)[B
    .locals 2

    iget-object v0, p0, Ladaptrace/rt/Writer;->bytes:[B
    add-int/lit8 v1, p1, 0xd
    array-length p1, v0
    if-lt p1, v1, :grow
    return-object v0

    :grow
    new-array v0, v1, [B
    iput-object v0, p0, Ladaptrace/rt/Writer;->bytes:[B
    return-object v0
.end method

# Stores the CRC32 of bytes[0, length) at bytes[length].
.method private crcAt([BI)V
    .locals 3

    iget-object v0, p0, Ladaptrace/rt/Writer;->crc:Ljava/util/zip/CRC32;
    invoke-virtual {v0}, Ljava/util/zip/CRC32;->reset()V
    const/4 v1, 0x0
    invoke-virtual {v0, p1, v1, p2}, Ljava/util/zip/CRC32;->update([BII)V
    invoke-virtual {v0}, Ljava/util/zip/CRC32;->getValue()J
    move-result-wide v0
    long-to-int v0, v0
    invoke-static {p1, p2, v0}, Ladaptrace/rt/Writer;->putInt([BII)V
    return-void
.end method

.method private flushOut()V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    if-eqz v0, :done
    :try_start
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed

    :done
    return-void

    :failed
    move-exception v0
    invoke-direct {p0, v0}, Ladaptrace/rt/Writer;->fail(Ljava/lang/Throwable;)V
    return-void
.end method

.method private syncOut()V
    .locals 1

    iget-object v0, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    if-eqz v0, :done
    :try_start
    invoke-virtual {v0}, Ljava/io/OutputStream;->flush()V
    iget-object v0, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    invoke-virtual {v0}, Ljava/io/FileOutputStream;->getFD()Ljava/io/FileDescriptor;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/FileDescriptor;->sync()V
    :try_end
    .catch Ljava/lang/Throwable; {:try_start .. :try_end} :failed

    :done
    return-void

    :failed
    move-exception v0
    invoke-direct {p0, v0}, Ladaptrace/rt/Writer;->fail(Ljava/lang/Throwable;)V
    return-void
.end method

# Writing failed: report once, drop the file, and let Trace stop waiting for it.
.method private fail(Ljava/lang/Throwable;)V
    .locals 3

    const/4 v0, 0x0
    iput-object v0, p0, Ladaptrace/rt/Writer;->out:Ljava/io/OutputStream;
    iput-object v0, p0, Ladaptrace/rt/Writer;->file:Ljava/io/FileOutputStream;
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    new-instance v1, Ljava/lang/StringBuilder;
    const-string v2, "adaptrace: trace file not written, events are dropped: "
    invoke-direct {v1, v2}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-static {}, Ladaptrace/rt/Trace;->fail()V
    return-void
.end method

.method static putInt([BII)V
    .locals 2

    ushr-int/lit8 v0, p2, 0x18
    int-to-byte v0, v0
    aput-byte v0, p0, p1
    add-int/lit8 v1, p1, 0x1
    ushr-int/lit8 v0, p2, 0x10
    int-to-byte v0, v0
    aput-byte v0, p0, v1
    add-int/lit8 v1, p1, 0x2
    ushr-int/lit8 v0, p2, 0x8
    int-to-byte v0, v0
    aput-byte v0, p0, v1
    add-int/lit8 v1, p1, 0x3
    int-to-byte v0, p2
    aput-byte v0, p0, v1
    return-void
.end method

.method static putShort([BII)V
    .locals 2

    ushr-int/lit8 v0, p2, 0x8
    int-to-byte v0, v0
    aput-byte v0, p0, p1
    add-int/lit8 v1, p1, 0x1
    int-to-byte v0, p2
    aput-byte v0, p0, v1
    return-void
.end method

.method static putLong([BIJ)V
    .locals 3

    const/16 v2, 0x20
    ushr-long v0, p2, v2
    long-to-int v0, v0
    invoke-static {p0, p1, v0}, Ladaptrace/rt/Writer;->putInt([BII)V
    long-to-int v0, p2
    add-int/lit8 v2, p1, 0x4
    invoke-static {p0, v2, v0}, Ladaptrace/rt/Writer;->putInt([BII)V
    return-void
.end method
