.class public final Lorg/adaptrace/jgf/crypt/CryptBench;
.super Ljava/lang/Object;
.source "CryptBench.java"


# static fields
.field private static final KEYS:I = 0x34

.field private static final SEED:J = 0x822ed5dL

.field private static final SIZES:[I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_sizes

    sput-object v0, Lorg/adaptrace/jgf/crypt/CryptBench;->SIZES:[I

    return-void

    :array_sizes
    .array-data 4
        0x2ee0
        0x2bf20
        0x7270e00
    .end array-data
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static cipher([B[B[I)V
    .registers 13
    .param p0, "in"    # [B
    .param p1, "out"    # [B
    .param p2, "key"    # [I

    const/4 v0, 0x0

    :goto_block
    array-length v1, p0

    if-ge v0, v1, :cond_done

    aget-byte v1, p0, v0

    and-int/lit16 v1, v1, 0xff

    shl-int/lit8 v1, v1, 0x8

    add-int/lit8 v2, v0, 0x1

    aget-byte v2, p0, v2

    and-int/lit16 v2, v2, 0xff

    or-int/2addr v1, v2

    add-int/lit8 v2, v0, 0x2

    aget-byte v2, p0, v2

    and-int/lit16 v2, v2, 0xff

    shl-int/lit8 v2, v2, 0x8

    add-int/lit8 v3, v0, 0x3

    aget-byte v3, p0, v3

    and-int/lit16 v3, v3, 0xff

    or-int/2addr v2, v3

    add-int/lit8 v3, v0, 0x4

    aget-byte v3, p0, v3

    and-int/lit16 v3, v3, 0xff

    shl-int/lit8 v3, v3, 0x8

    add-int/lit8 v4, v0, 0x5

    aget-byte v4, p0, v4

    and-int/lit16 v4, v4, 0xff

    or-int/2addr v3, v4

    add-int/lit8 v4, v0, 0x6

    aget-byte v4, p0, v4

    and-int/lit16 v4, v4, 0xff

    shl-int/lit8 v4, v4, 0x8

    add-int/lit8 v5, v0, 0x7

    aget-byte v5, p0, v5

    and-int/lit16 v5, v5, 0xff

    or-int/2addr v4, v5

    const/4 v5, 0x0

    const/4 v6, 0x0

    :goto_round
    const/16 v7, 0x8

    if-ge v6, v7, :cond_rounds_done

    aget v7, p2, v5

    add-int/lit8 v5, v5, 0x1

    invoke-static {v1, v7}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v1

    aget v7, p2, v5

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v2, v7

    const v7, 0xffff

    and-int/2addr v2, v7

    aget v7, p2, v5

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v3, v7

    const v7, 0xffff

    and-int/2addr v3, v7

    aget v7, p2, v5

    add-int/lit8 v5, v5, 0x1

    invoke-static {v4, v7}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v4

    xor-int v7, v1, v3

    aget v8, p2, v5

    add-int/lit8 v5, v5, 0x1

    invoke-static {v7, v8}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v7

    xor-int v8, v2, v4

    add-int/2addr v8, v7

    const v9, 0xffff

    and-int/2addr v8, v9

    aget v9, p2, v5

    add-int/lit8 v5, v5, 0x1

    invoke-static {v8, v9}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v8

    add-int/2addr v7, v8

    const v9, 0xffff

    and-int/2addr v7, v9

    xor-int/2addr v1, v8

    xor-int/2addr v4, v7

    xor-int v9, v2, v7

    xor-int v2, v3, v8

    move v3, v9

    add-int/lit8 v6, v6, 0x1

    goto :goto_round

    :cond_rounds_done
    aget v6, p2, v5

    add-int/lit8 v5, v5, 0x1

    invoke-static {v1, v6}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v1

    aget v6, p2, v5

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v3, v6

    const v6, 0xffff

    and-int/2addr v3, v6

    aget v6, p2, v5

    add-int/lit8 v5, v5, 0x1

    add-int/2addr v2, v6

    const v6, 0xffff

    and-int/2addr v2, v6

    aget v5, p2, v5

    invoke-static {v4, v5}, Lorg/adaptrace/jgf/crypt/CryptBench;->mul(II)I

    move-result v4

    ushr-int/lit8 v5, v1, 0x8

    int-to-byte v5, v5

    aput-byte v5, p1, v0

    add-int/lit8 v5, v0, 0x1

    int-to-byte v1, v1

    aput-byte v1, p1, v5

    add-int/lit8 v1, v0, 0x2

    ushr-int/lit8 v5, v3, 0x8

    int-to-byte v5, v5

    aput-byte v5, p1, v1

    add-int/lit8 v1, v0, 0x3

    int-to-byte v3, v3

    aput-byte v3, p1, v1

    add-int/lit8 v1, v0, 0x4

    ushr-int/lit8 v3, v2, 0x8

    int-to-byte v3, v3

    aput-byte v3, p1, v1

    add-int/lit8 v1, v0, 0x5

    int-to-byte v2, v2

    aput-byte v2, p1, v1

    add-int/lit8 v1, v0, 0x6

    ushr-int/lit8 v2, v4, 0x8

    int-to-byte v2, v2

    aput-byte v2, p1, v1

    add-int/lit8 v1, v0, 0x7

    int-to-byte v2, v4

    aput-byte v2, p1, v1

    add-int/lit8 v0, v0, 0x8

    goto :goto_block

    :cond_done
    return-void
.end method

.method static decryptionKey([I)[I
    .registers 8
    .param p0, "z"    # [I

    const/16 v0, 0x34

    new-array v0, v0, [I

    const/4 v1, 0x0

    :goto_stage
    const/16 v2, 0x9

    if-ge v1, v2, :cond_done

    mul-int/lit8 v2, v1, 0x6

    rsub-int/lit8 v3, v1, 0x8

    mul-int/lit8 v3, v3, 0x6

    aget v4, p0, v3

    invoke-static {v4}, Lorg/adaptrace/jgf/crypt/CryptBench;->inv(I)I

    move-result v4

    aput v4, v0, v2

    if-eqz v1, :cond_outer_stage

    const/16 v4, 0x8

    if-ne v1, v4, :cond_inner_stage

    :cond_outer_stage
    add-int/lit8 v4, v2, 0x1

    add-int/lit8 v5, v3, 0x1

    aget v5, p0, v5

    neg-int v5, v5

    const v6, 0xffff

    and-int/2addr v5, v6

    aput v5, v0, v4

    add-int/lit8 v4, v2, 0x2

    add-int/lit8 v5, v3, 0x2

    aget v5, p0, v5

    neg-int v5, v5

    and-int/2addr v5, v6

    aput v5, v0, v4

    goto :goto_multiplier

    :cond_inner_stage
    add-int/lit8 v4, v2, 0x1

    add-int/lit8 v5, v3, 0x2

    aget v5, p0, v5

    neg-int v5, v5

    const v6, 0xffff

    and-int/2addr v5, v6

    aput v5, v0, v4

    add-int/lit8 v4, v2, 0x2

    add-int/lit8 v5, v3, 0x1

    aget v5, p0, v5

    neg-int v5, v5

    and-int/2addr v5, v6

    aput v5, v0, v4

    :goto_multiplier
    add-int/lit8 v4, v2, 0x3

    add-int/lit8 v5, v3, 0x3

    aget v5, p0, v5

    invoke-static {v5}, Lorg/adaptrace/jgf/crypt/CryptBench;->inv(I)I

    move-result v5

    aput v5, v0, v4

    const/16 v4, 0x8

    if-ge v1, v4, :cond_next

    add-int/lit8 v4, v2, 0x4

    add-int/lit8 v5, v3, -0x2

    aget v5, p0, v5

    aput v5, v0, v4

    add-int/lit8 v4, v2, 0x5

    add-int/lit8 v5, v3, -0x1

    aget v5, p0, v5

    aput v5, v0, v4

    :cond_next
    add-int/lit8 v1, v1, 0x1

    goto :goto_stage

    :cond_done
    return-object v0
.end method

.method static encryptionKey([I)[I
    .registers 7
    .param p0, "userKey"    # [I

    const/16 v0, 0x34

    new-array v0, v0, [I

    const/4 v1, 0x0

    :goto_copy
    const/16 v2, 0x8

    if-ge v1, v2, :cond_copied

    aget v2, p0, v1

    aput v2, v0, v1

    add-int/lit8 v1, v1, 0x1

    goto :goto_copy

    :cond_copied
    const/16 v1, 0x8

    :goto_rotate
    const/16 v2, 0x34

    if-ge v1, v2, :cond_done

    rem-int/lit8 v2, v1, 0x8

    sub-int v2, v1, v2

    add-int/lit8 v2, v2, -0x8

    rem-int/lit8 v3, v1, 0x8

    add-int/lit8 v4, v3, 0x1

    rem-int/lit8 v4, v4, 0x8

    add-int/2addr v4, v2

    aget v4, v0, v4

    shl-int/lit8 v4, v4, 0x9

    add-int/lit8 v5, v3, 0x2

    rem-int/lit8 v5, v5, 0x8

    add-int/2addr v5, v2

    aget v5, v0, v5

    ushr-int/lit8 v5, v5, 0x7

    or-int/2addr v4, v5

    const v5, 0xffff

    and-int/2addr v4, v5

    aput v4, v0, v1

    add-int/lit8 v1, v1, 0x1

    goto :goto_rotate

    :cond_done
    return-object v0
.end method

.method static inv(I)I
    .registers 8
    .param p0, "x"    # I

    const/4 v0, 0x1

    if-gt p0, v0, :cond_euclid

    return p0

    :cond_euclid
    const v0, 0x10001

    move v1, p0

    const/4 v2, 0x0

    const/4 v3, 0x1

    :goto_loop
    const/4 v4, 0x1

    if-eq v1, v4, :cond_found

    div-int v4, v0, v1

    rem-int v5, v0, v1

    move v0, v1

    move v1, v5

    mul-int v6, v4, v3

    sub-int v6, v2, v6

    move v2, v3

    move v3, v6

    goto :goto_loop

    :cond_found
    if-gez v3, :cond_non_negative

    const v0, 0x10001

    add-int/2addr v0, v3

    goto :goto_return

    :cond_non_negative
    move v0, v3

    :goto_return
    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_default

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_run

    :cond_default
    const/4 v0, 0x0

    :goto_run
    invoke-static {v0}, Lorg/adaptrace/jgf/crypt/CryptBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method static mul(II)I
    .registers 5
    .param p0, "a"    # I
    .param p1, "b"    # I

    if-nez p0, :cond_a_nonzero

    const v0, 0x10001

    sub-int/2addr v0, p1

    const v1, 0xffff

    and-int/2addr v0, v1

    return v0

    :cond_a_nonzero
    if-nez p1, :cond_b_nonzero

    const v0, 0x10001

    sub-int/2addr v0, p0

    const v1, 0xffff

    and-int/2addr v0, v1

    return v0

    :cond_b_nonzero
    mul-int v0, p0, p1

    const v1, 0xffff

    and-int/2addr v1, v0

    ushr-int/lit8 v0, v0, 0x10

    sub-int v2, v1, v0

    if-ge v1, v0, :cond_no_carry

    const/4 v0, 0x1

    goto :goto_combine

    :cond_no_carry
    const/4 v0, 0x0

    :goto_combine
    add-int/2addr v0, v2

    const v1, 0xffff

    and-int/2addr v0, v1

    return v0
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 9
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_named

    const-string p0, "small"

    :cond_named
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_small

    const/4 v0, 0x0

    goto :goto_run

    :cond_not_small
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_not_benchmark

    const/4 v0, 0x1

    goto :goto_run

    :cond_not_benchmark
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_unknown

    const/4 v0, 0x2

    :goto_run
    sget-object v1, Lorg/adaptrace/jgf/crypt/CryptBench;->SIZES:[I

    aget v0, v1, v0

    new-instance v1, Ljava/util/Random;

    const-wide/32 v2, 0x822ed5d

    invoke-direct {v1, v2, v3}, Ljava/util/Random;-><init>(J)V

    const/16 v2, 0x8

    new-array v2, v2, [I

    const/4 v3, 0x0

    :goto_key
    const/16 v4, 0x8

    if-ge v3, v4, :cond_key_done

    const/high16 v4, 0x10000

    invoke-virtual {v1, v4}, Ljava/util/Random;->nextInt(I)I

    move-result v4

    aput v4, v2, v3

    add-int/lit8 v3, v3, 0x1

    goto :goto_key

    :cond_key_done
    new-array v3, v0, [B

    invoke-virtual {v1, v3}, Ljava/util/Random;->nextBytes([B)V

    new-array v1, v0, [B

    new-array v4, v0, [B

    invoke-static {v2}, Lorg/adaptrace/jgf/crypt/CryptBench;->encryptionKey([I)[I

    move-result-object v2

    invoke-static {v2}, Lorg/adaptrace/jgf/crypt/CryptBench;->decryptionKey([I)[I

    move-result-object v5

    invoke-static {v3, v1, v2}, Lorg/adaptrace/jgf/crypt/CryptBench;->cipher([B[B[I)V

    invoke-static {v1, v4, v5}, Lorg/adaptrace/jgf/crypt/CryptBench;->cipher([B[B[I)V

    invoke-static {v3, v4}, Lorg/adaptrace/jgf/crypt/CryptBench;->validate([B[B)Ljava/lang/String;

    move-result-object v2

    if-nez v2, :cond_report

    const-wide/16 v3, 0x0

    const/4 v5, 0x0

    :goto_hash
    if-ge v5, v0, :cond_hashed

    const-wide/16 v6, 0x1f

    mul-long/2addr v3, v6

    aget-byte v6, v1, v5

    and-int/lit16 v6, v6, 0xff

    int-to-long v6, v6

    add-long/2addr v3, v6

    add-int/lit8 v5, v5, 0x1

    goto :goto_hash

    :cond_hashed
    invoke-static {v3, v4}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v2

    :cond_report
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "JGF Crypt size="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, " checksum="

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static validate([B[B)Ljava/lang/String;
    .registers 5
    .param p0, "plain"    # [B
    .param p1, "decrypted"    # [B

    const/16 v0, 0x8

    new-array v0, v0, [I

    const/4 v1, 0x0

    :goto_key
    const/16 v2, 0x8

    if-ge v1, v2, :cond_key_done

    add-int/lit8 v2, v1, 0x1

    aput v2, v0, v1

    add-int/lit8 v1, v1, 0x1

    goto :goto_key

    :cond_key_done
    const/16 v1, 0x8

    new-array v1, v1, [B

    fill-array-data v1, :array_block

    const/16 v2, 0x8

    new-array v2, v2, [B

    invoke-static {v0}, Lorg/adaptrace/jgf/crypt/CryptBench;->encryptionKey([I)[I

    move-result-object v0

    invoke-static {v1, v2, v0}, Lorg/adaptrace/jgf/crypt/CryptBench;->cipher([B[B[I)V

    const/16 v0, 0x8

    new-array v0, v0, [B

    fill-array-data v0, :array_expected

    invoke-static {v2, v0}, Ljava/util/Arrays;->equals([B[B)Z

    move-result v0

    if-nez v0, :cond_vector_ok

    const-string v0, "INVALID-vector"

    return-object v0

    :cond_vector_ok
    invoke-static {p0, p1}, Ljava/util/Arrays;->equals([B[B)Z

    move-result v0

    if-nez v0, :cond_valid

    const-string v0, "INVALID-decrypt"

    return-object v0

    :cond_valid
    const/4 v0, 0x0

    return-object v0

    :array_block
    .array-data 1
        0x0t
        0x0t
        0x0t
        0x1t
        0x0t
        0x2t
        0x0t
        0x3t
    .end array-data

    :array_expected
    .array-data 1
        0x11t
        -0x5t
        -0x13t
        0x2bt
        0x1t
        -0x68t
        0x6dt
        -0x1bt
    .end array-data
.end method
