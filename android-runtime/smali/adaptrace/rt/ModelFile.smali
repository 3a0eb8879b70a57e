.class final Ladaptrace/rt/ModelFile;
.super Ljava/lang/Object;
.source "ModelFile.smali"

# What the schemes that learn a model share of its file (android_runtime::model): where it is,
# its bytes, and the checks of its header and CRC; each scheme reads its own tables.


# The model file, or null when there is none.
.method static find()Ljava/io/File;
    .locals 6

    const-string v0, "adaptrace.model"
    invoke-static {v0}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v0
    if-eqz v0, :directories
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, v0}, Ljava/io/File;-><init>(Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->isFile()Z
    move-result v2
    if-eqz v2, :none
    return-object v1

    :directories
    invoke-static {}, Ladaptrace/rt/Writer;->directories()[Ljava/lang/String;
    move-result-object v0
    array-length v2, v0
    const/4 v3, 0x0
    const-string v4, "model.admd"

    :next
    if-ge v3, v2, :none
    aget-object v5, v0, v3
    new-instance v1, Ljava/io/File;
    invoke-direct {v1, v5, v4}, Ljava/io/File;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->isFile()Z
    move-result v5
    if-eqz v5, :skip
    return-object v1
    :skip
    add-int/lit8 v3, v3, 0x1
    goto :next

    :none
    const/4 v1, 0x0
    return-object v1
.end method

# The whole file.
.method static read(Ljava/io/File;)[B
    .locals 5

    new-instance v0, Ljava/io/RandomAccessFile;
    const-string v1, "r"
    invoke-direct {v0, p0, v1}, Ljava/io/RandomAccessFile;-><init>(Ljava/io/File;Ljava/lang/String;)V

    :try_start
    invoke-virtual {v0}, Ljava/io/RandomAccessFile;->length()J
    move-result-wide v1
    const-wide/32 v3, 0x7ffffff0
    cmp-long v3, v1, v3
    if-gtz v3, :too_large
    long-to-int v1, v1
    new-array v1, v1, [B
    invoke-virtual {v0, v1}, Ljava/io/RandomAccessFile;->readFully([B)V
    goto :read

    :too_large
    new-instance v1, Ljava/io/IOException;
    const-string v2, "model file too large"
    invoke-direct {v1, v2}, Ljava/io/IOException;-><init>(Ljava/lang/String;)V
    throw v1
    :try_end
    .catchall {:try_start .. :try_end} :close

    :read
    invoke-virtual {v0}, Ljava/io/RandomAccessFile;->close()V
    return-object v1

    :close
    move-exception v1
    invoke-virtual {v0}, Ljava/io/RandomAccessFile;->close()V
    throw v1
.end method

# Checks the header and the CRC of a model file's bytes and that the model is this app's:
# 0 when it is, 2 when the bytes are damaged (or not a model), 3 when it belongs to other
# metadata. The tables start at the header length (u16 at 6) and end 4 bytes before the end.
.method static check([B)I
    .locals 9

    # v0 length, v1 header length, v2 offset of the CRC
    array-length v0, p0
    const/16 v1, 0x1c
    if-lt v0, v1, :damaged
    const/4 v1, 0x0
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v1
    const v2, 0x41444d44
    if-ne v1, v2, :damaged
    const/4 v1, 0x4
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v1
    const/4 v2, 0x1
    if-ne v1, v2, :damaged
    const/4 v1, 0x6
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v1
    const/16 v2, 0x18
    if-lt v1, v2, :damaged
    add-int/lit8 v2, v0, -0x4
    if-gt v1, v2, :damaged

    new-instance v3, Ljava/util/zip/CRC32;
    invoke-direct {v3}, Ljava/util/zip/CRC32;-><init>()V
    const/4 v4, 0x0
    invoke-virtual {v3, p0, v4, v2}, Ljava/util/zip/CRC32;->update([BII)V
    invoke-virtual {v3}, Ljava/util/zip/CRC32;->getValue()J
    move-result-wide v3
    invoke-static {p0, v2}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v5
    int-to-long v5, v5
    const-wide v7, 0xffffffffL
    and-long/2addr v5, v7
    cmp-long v3, v3, v5
    if-nez v3, :damaged

    const/16 v3, 0x8
    invoke-static {p0, v3}, Ladaptrace/rt/ModelFile;->u64([BI)J
    move-result-wide v3
    sget-wide v5, Ladaptrace/rt/Config;->METADATA_HASH:J
    cmp-long v3, v3, v5
    if-nez v3, :other

    const/4 v3, 0x0
    return v3

    :damaged
    const/4 v3, 0x2
    return v3

    :other
    const/4 v3, 0x3
    return v3
.end method

# Big-endian integers at bytes[at ..).
.method static u16([BI)I
    .locals 2

    aget-byte v0, p0, p1
    and-int/lit16 v0, v0, 0xff
    shl-int/lit8 v0, v0, 0x8
    add-int/lit8 v1, p1, 0x1
    aget-byte v1, p0, v1
    and-int/lit16 v1, v1, 0xff
    or-int/2addr v0, v1
    return v0
.end method

.method static u32([BI)I
    .locals 2

    invoke-static {p0, p1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v0
    shl-int/lit8 v0, v0, 0x10
    add-int/lit8 v1, p1, 0x2
    invoke-static {p0, v1}, Ladaptrace/rt/ModelFile;->u16([BI)I
    move-result v1
    or-int/2addr v0, v1
    return v0
.end method

.method static u64([BI)J
    .locals 6

    invoke-static {p0, p1}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v0
    int-to-long v0, v0
    const/16 v2, 0x20
    shl-long/2addr v0, v2
    add-int/lit8 v2, p1, 0x4
    invoke-static {p0, v2}, Ladaptrace/rt/ModelFile;->u32([BI)I
    move-result v2
    int-to-long v2, v2
    const-wide v4, 0xffffffffL
    and-long/2addr v2, v4
    or-long/2addr v0, v2
    return-wide v0
.end method
