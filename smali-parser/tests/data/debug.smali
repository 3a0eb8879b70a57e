# Debug directives, try/catch ranges and payloads, as baksmali prints them.
.class public Ldebug;
.super Ljava/lang/Object;
.source "Debug.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .prologue
    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static locals(ILjava/lang/String;)I
    .locals 3
    .param p0, "count"    # I
    .param p1, "name"    # Ljava/lang/String;

    .prologue
    .line 10
    const/4 v0, 0x0

    .local v0, "total":I
    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    .local v1, "list":Ljava/util/List;, "Ljava/util/List<Ljava/lang/String;>;"
    .line 11
    :goto_0
    if-ge v0, p0, :cond_0

    .local v2, null:Ljava/lang/Object;
    .local v2
    .line 12
    .end local v2
    add-int/lit8 v0, v0, 0x1

    .restart local v2    # null:Ljava/lang/Object;
    goto :goto_0

    .line 0x10
    .end local v1    # "list":Ljava/util/List;, "Ljava/util/List<Ljava/lang/String;>;"
    :cond_0
    .source "Other.kt"
    .line 20
    .source
    .line 21
    .epilogue
    return v0
.end method

.method public static tryCatch()V
    .registers 2

    :try_start_0
    invoke-static {}, Ldebug;->mayThrow()V
    :try_end_0
    .catch Ljava/io/IOException; {:try_start_0 .. :try_end_0} :catch_0
    .catch Ljava/lang/RuntimeException; {:try_start_0 .. :try_end_0} :catch_1
    .catchall {:try_start_0 .. :try_end_0} :catchall_0

    :goto_0
    return-void

    :catch_0
    move-exception v0

    .local v0, "e":Ljava/io/IOException;
    goto :goto_0

    .end local v0    # "e":Ljava/io/IOException;
    :catch_1
    move-exception v0

    goto :goto_0

    :catchall_0
    move-exception v0

    throw v0
.end method

.method public static mayThrow()V
    .registers 0
    return-void
.end method

.method public static payloads(I)V
    .registers 3

    packed-switch p0, :pswitch_data_0

    sparse-switch p0, :sswitch_data_0

    const/4 v0, 0x3

    new-array v0, v0, [B

    fill-array-data v0, :array_0

    const/4 v0, 0x2

    new-array v0, v0, [S

    fill-array-data v0, :array_1

    const/4 v0, 0x2

    new-array v0, v0, [F

    fill-array-data v0, :array_2

    const/4 v0, 0x3

    new-array v0, v0, [J

    fill-array-data v0, :array_3

    :pswitch_0
    :pswitch_1
    :sswitch_0
    :sswitch_1
    return-void

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x1 -> :sswitch_0
        0x7f0e008f -> :sswitch_1
    .end sparse-switch

    :array_0
    .array-data 1
        0x1t
        -0x1t
        0x7ft
    .end array-data

    :array_1
    .array-data 2
        0x7fffs
        -0x8000s
    .end array-data

    :array_2
    .array-data 4
        0x3f800000    # 1.0f
        -0x40800000    # -1.0f
    .end array-data

    :array_3
    .array-data 8
        0xc8
        -0x1
        0x7fffffffffffffffL
    .end array-data
.end method

.method public native nativeMethod()V
.end method
