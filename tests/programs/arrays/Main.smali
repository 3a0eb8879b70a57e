.class public Larrays/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static countTrue([Z)I
    .registers 5
    .param p0, "a"    # [Z

    .line 24
    const/4 v0, 0x0

    .line 25
    .local v0, "n":I
    array-length v1, p0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_1

    aget-boolean v3, p0, v2

    .local v3, "z":Z
    if-eqz v3, :cond_0

    add-int/lit8 v0, v0, 0x1

    .end local v3    # "z":Z
    :cond_0
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 26
    :cond_1
    return v0
.end method

.method static fillGrid([[I)I
    .registers 7
    .param p0, "g"    # [[I

    .line 44
    const/4 v0, 0x0

    .line 45
    .local v0, "sum":I
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    array-length v2, p0

    if-ge v1, v2, :cond_1

    .line 46
    aget-object v2, p0, v1

    .line 47
    .local v2, "row":[I
    const/4 v3, 0x0

    .local v3, "j":I
    :goto_1
    array-length v4, v2

    if-ge v3, v4, :cond_0

    .line 48
    mul-int/lit8 v4, v1, 0x3

    add-int/2addr v4, v3

    aput v4, v2, v3

    .line 49
    add-int/2addr v0, v4

    .line 47
    add-int/lit8 v3, v3, 0x1

    goto :goto_1

    .line 45
    .end local v2    # "row":[I
    .end local v3    # "j":I
    :cond_0
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 52
    .end local v1    # "i":I
    :cond_1
    return v0
.end method

.method static join([Ljava/lang/String;)Ljava/lang/String;
    .registers 5
    .param p0, "parts"    # [Ljava/lang/String;

    .line 56
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    .line 57
    .local v0, "sb":Ljava/lang/StringBuilder;
    const/4 v1, 0x0

    .local v1, "i":I
    array-length v2, p0

    :goto_0
    if-ge v1, v2, :cond_1

    .line 58
    if-lez v1, :cond_0

    const/16 v3, 0x2d

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    .line 59
    :cond_0
    aget-object v3, p0, v1

    invoke-virtual {v0, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 57
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 61
    .end local v1    # "i":I
    :cond_1
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

.method static lengthOf([I)I
    .registers 2
    .param p0, "a"    # [I

    .line 73
    array-length v0, p0

    return v0
.end method

.method static log(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 4
    .param p0, "s"    # Ljava/lang/String;
    .param p1, "o"    # Ljava/lang/Object;

    .line 77
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 78
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 16
    .param p0, "args"    # [Ljava/lang/String;

    .line 82
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "arrays"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 84
    const/4 v0, 0x3

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    .line 85
    .local v0, "bytes":[B
    const-string v1, "bytes"

    invoke-static {v0}, Larrays/Main;->sumBytes([B)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 87
    .end local v0    # "bytes":[B
    const/4 v0, 0x3

    new-array v0, v0, [C

    fill-array-data v0, :array_1

    .line 88
    .local v0, "chars":[C
    const-string v1, "chars"

    new-instance v2, Ljava/lang/String;

    invoke-direct {v2, v0}, Ljava/lang/String;-><init>([C)V

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 90
    .end local v0    # "chars":[C
    const/4 v0, 0x3

    new-array v0, v0, [S

    fill-array-data v0, :array_2

    .line 91
    .local v0, "shorts":[S
    const-string v1, "shorts"

    invoke-static {v0}, Larrays/Main;->sumShorts([S)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 93
    .end local v0    # "shorts":[S
    const/4 v0, 0x3

    new-array v0, v0, [Z

    .line 94
    .local v0, "flags":[Z
    const/4 v1, 0x1

    aput-boolean v1, v0, v1

    .line 95
    const-string v1, "booleans"

    invoke-static {v0}, Larrays/Main;->countTrue([Z)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 97
    .end local v0    # "flags":[Z
    const/4 v0, 0x2

    new-array v0, v0, [D

    fill-array-data v0, :array_3

    .line 98
    .local v0, "doubles":[D
    const-string v1, "doubles"

    invoke-static {v0}, Larrays/Main;->sumDoubles([D)D

    move-result-wide v2

    invoke-static {v2, v3}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 100
    .end local v0    # "doubles":[D
    const/4 v0, 0x2

    new-array v0, v0, [F

    fill-array-data v0, :array_4

    .line 101
    .local v0, "floats":[F
    const-string v1, "floats"

    invoke-static {v0}, Larrays/Main;->sumFloats([F)F

    move-result v2

    invoke-static {v2}, Ljava/lang/Float;->valueOf(F)Ljava/lang/Float;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 103
    .end local v0    # "floats":[F
    const-string v9, "a"

    const-string v10, "b"

    const-string v11, "c"

    const-string v12, "d"

    const-string v13, "e"

    const-string v14, "f"

    filled-new-array/range {v9 .. v14}, [Ljava/lang/String;

    move-result-object v0

    .line 104
    .local v0, "names":[Ljava/lang/String;
    const-string v1, "strings"

    invoke-static {v0}, Larrays/Main;->join([Ljava/lang/String;)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 106
    .end local v0    # "names":[Ljava/lang/String;
    const/4 v0, 0x2

    const/4 v1, 0x3

    filled-new-array {v0, v1}, [I

    move-result-object v0

    sget-object v1, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    invoke-static {v1, v0}, Ljava/lang/reflect/Array;->newInstance(Ljava/lang/Class;[I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [[I

    .line 107
    .local v0, "grid":[[I
    const-string v1, "grid"

    invoke-static {v0}, Larrays/Main;->fillGrid([[I)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 109
    .end local v0    # "grid":[[I
    const/4 v0, 0x1

    new-array v0, v0, [Ljava/lang/String;

    .line 111
    .local v0, "objs":[Ljava/lang/Object;
    const/4 v1, 0x1

    :try_start_0
    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v0, v1}, Larrays/Main;->store([Ljava/lang/Object;Ljava/lang/Object;)V

    .line 112
    const-string v1, "stored"

    const/4 v2, 0x0

    aget-object v2, v0, v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/ArrayStoreException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 113
    :catch_0
    move-exception v1

    .line 114
    .local v1, "e":Ljava/lang/ArrayStoreException;
    const-string v2, "store"

    const-string v3, "rejected"

    invoke-static {v2, v3}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 117
    .end local v0    # "objs":[Ljava/lang/Object;
    .end local v1    # "e":Ljava/lang/ArrayStoreException;
    :goto_0
    const/4 v0, -0x1

    :try_start_1
    invoke-static {v0}, Larrays/Main;->makeArray(I)[I

    move-result-object v0

    .line 118
    const-string v1, "made"

    invoke-static {v1, v0}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/NegativeArraySizeException; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    .line 119
    :catch_1
    move-exception v0

    .line 120
    .local v0, "e":Ljava/lang/NegativeArraySizeException;
    const-string v1, "negative"

    const-string v2, "size"

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 123
    .end local v0    # "e":Ljava/lang/NegativeArraySizeException;
    :goto_1
    const/4 v0, 0x0

    :try_start_2
    invoke-static {v0}, Larrays/Main;->lengthOf([I)I

    move-result v0

    .line 124
    const-string v1, "length"

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_2
    .catch Ljava/lang/NullPointerException; {:try_start_2 .. :try_end_2} :catch_2

    goto :goto_2

    .line 125
    :catch_2
    move-exception v0

    .line 126
    .local v0, "e":Ljava/lang/NullPointerException;
    const-string v1, "null"

    const-string v2, "array"

    invoke-static {v1, v2}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 129
    .end local v0    # "e":Ljava/lang/NullPointerException;
    :goto_2
    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_5

    .line 130
    .local v0, "orig":[I
    invoke-virtual {v0}, [I->clone()Ljava/lang/Object;

    move-result-object v1

    check-cast v1, [I

    .line 131
    .local v1, "copy":[I
    const/16 v2, 0x64

    const/4 v3, 0x0

    aput v2, v0, v3

    .line 132
    const-string v2, "clone"

    invoke-static {v1}, Larrays/Main;->sumInts([I)I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v2, v3}, Larrays/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 133
    return-void

    nop

    :array_0
    .array-data 1
        0x1t
        -0x2t
        0x3t
    .end array-data

    nop

    :array_1
    .array-data 2
        0x68s
        0x69s
        0x21s
    .end array-data

    nop

    :array_2
    .array-data 2
        0x3e8s
        -0x3e8s
        0x7s
    .end array-data

    nop

    :array_3
    .array-data 8
        0x3fe0000000000000L    # 0.5
        0x3ff8000000000000L    # 1.5
    .end array-data

    :array_4
    .array-data 4
        0x3e800000    # 0.25f
        0x3f400000    # 0.75f
    .end array-data

    :array_5
    .array-data 4
        0x1
        0x2
        0x3
    .end array-data
.end method

.method static makeArray(I)[I
    .registers 2
    .param p0, "n"    # I

    .line 69
    new-array v0, p0, [I

    return-object v0
.end method

.method static store([Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 3
    .param p0, "arr"    # [Ljava/lang/Object;
    .param p1, "v"    # Ljava/lang/Object;

    .line 65
    const/4 v0, 0x0

    aput-object p1, p0, v0

    .line 66
    return-void
.end method

.method static sumBytes([B)I
    .registers 5
    .param p0, "a"    # [B

    .line 10
    const/4 v0, 0x0

    .line 11
    .local v0, "s":I
    array-length v1, p0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-byte v3, p0, v2

    .local v3, "x":B
    add-int/2addr v0, v3

    .end local v3    # "x":B
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 12
    :cond_0
    return v0
.end method

.method static sumDoubles([D)D
    .registers 7
    .param p0, "a"    # [D

    .line 30
    const-wide/16 v0, 0x0

    .line 31
    .local v0, "s":D
    array-length v2, p0

    const/4 v3, 0x0

    :goto_0
    if-ge v3, v2, :cond_0

    aget-wide v4, p0, v3

    .local v4, "x":D
    add-double/2addr v0, v4

    .end local v4    # "x":D
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 32
    :cond_0
    return-wide v0
.end method

.method static sumFloats([F)F
    .registers 5
    .param p0, "a"    # [F

    .line 36
    const/4 v0, 0x0

    .line 37
    .local v0, "s":F
    array-length v1, p0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget v3, p0, v2

    .local v3, "x":F
    add-float/2addr v0, v3

    .end local v3    # "x":F
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 38
    :cond_0
    return v0
.end method

.method static sumInts([I)I
    .registers 5
    .param p0, "a"    # [I

    .line 40
    const/4 v0, 0x0

    .line 41
    .local v0, "s":I
    array-length v1, p0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget v3, p0, v2

    .local v3, "x":I
    add-int/2addr v0, v3

    .end local v3    # "x":I
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 42
    :cond_0
    return v0
.end method

.method static sumShorts([S)I
    .registers 5
    .param p0, "a"    # [S

    .line 16
    const/4 v0, 0x0

    .line 17
    .local v0, "s":I
    array-length v1, p0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-short v3, p0, v2

    .local v3, "x":S
    add-int/2addr v0, v3

    .end local v3    # "x":S
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 18
    :cond_0
    return v0
.end method
