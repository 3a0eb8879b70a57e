.class public Lwitnesses/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static log(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 9
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 10
    return-void
.end method

.method static make(Ljava/lang/String;I)Lwitnesses/Shape;
    .registers 5
    .param p0, "kind"    # Ljava/lang/String;
    .param p1, "n"    # I

    .line 14
    const/4 v0, 0x0

    invoke-virtual {p0, v0}, Ljava/lang/String;->charAt(I)C

    move-result v0

    .line 15
    const/16 v1, 0x73

    if-ne v0, v1, :cond_0

    new-instance v1, Lwitnesses/Sq;

    invoke-direct {v1, p1}, Lwitnesses/Sq;-><init>(I)V

    return-object v1

    .line 16
    :cond_0
    const/16 v1, 0x72

    if-ne v0, v1, :cond_1

    new-instance v1, Lwitnesses/Rect;

    add-int/lit8 v2, p1, 0x1

    invoke-direct {v1, p1, v2}, Lwitnesses/Rect;-><init>(II)V

    return-object v1

    .line 17
    :cond_1
    new-instance v1, Lwitnesses/Tri;

    const/4 v2, 0x2

    invoke-direct {v1, p1, v2}, Lwitnesses/Tri;-><init>(II)V

    return-object v1
.end method

.method static areas([Ljava/lang/String;)I
    .registers 6
    .param p0, "kinds"    # [Ljava/lang/String;

    .line 21
    const/4 v0, 0x0

    .line 22
    .local v0, "sum":I
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    array-length v2, p0

    if-ge v1, v2, :cond_0

    .line 23
    aget-object v2, p0, v1

    add-int/lit8 v3, v1, 0x1

    invoke-static {v2, v3}, Lwitnesses/Main;->make(Ljava/lang/String;I)Lwitnesses/Shape;

    move-result-object v2

    .line 24
    invoke-interface {v2}, Lwitnesses/Shape;->area()I

    move-result v3

    add-int/2addr v0, v3

    .line 22
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 26
    :cond_0
    return v0
.end method

.method static sorts()V
    .registers 10

    .line 30
    const/4 v0, 0x4

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    .line 31
    .local v0, "sizes":[I
    const/4 v1, 0x6

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "ccc"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "a"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    const-string v2, "bb"

    const/4 v3, 0x2

    aput-object v2, v1, v3

    const-string v2, "dd"

    const/4 v3, 0x3

    aput-object v2, v1, v3

    const-string v2, "e"

    const/4 v3, 0x4

    aput-object v2, v1, v3

    const-string v2, "f"

    const/4 v3, 0x5

    aput-object v2, v1, v3

    .line 32
    .local v1, "texts":[Ljava/lang/String;
    const/4 v2, 0x0

    .line 33
    .local v2, "next":I
    const/4 v3, 0x0

    .local v3, "i":I
    :goto_0
    array-length v4, v0

    if-ge v3, v4, :cond_1

    .line 34
    new-instance v4, Ljava/util/ArrayList;

    invoke-direct {v4}, Ljava/util/ArrayList;-><init>()V

    .line 35
    .local v4, "list":Ljava/util/ArrayList;
    const/4 v5, 0x0

    .local v5, "j":I
    :goto_1
    aget v6, v0, v3

    if-ge v5, v6, :cond_0

    .line 36
    new-instance v6, Lwitnesses/Word;

    aget-object v7, v1, v2

    invoke-direct {v6, v7}, Lwitnesses/Word;-><init>(Ljava/lang/String;)V

    invoke-virtual {v4, v6}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 37
    add-int/lit8 v2, v2, 0x1

    .line 35
    add-int/lit8 v5, v5, 0x1

    goto :goto_1

    .line 39
    :cond_0
    new-instance v5, Lwitnesses/ByLength;

    invoke-direct {v5}, Lwitnesses/ByLength;-><init>()V

    invoke-static {v4, v5}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    .line 40
    new-instance v5, Ljava/lang/StringBuilder;

    invoke-direct {v5}, Ljava/lang/StringBuilder;-><init>()V

    const-string v6, "sorted "

    invoke-virtual {v5, v6}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v5, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    invoke-virtual {v5}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v5

    invoke-static {v5}, Lwitnesses/Main;->log(Ljava/lang/String;)V

    .line 33
    add-int/lit8 v3, v3, 0x1

    goto :goto_0

    .line 42
    :cond_1
    return-void

    :array_0
    .array-data 4
        0x3
        0x0
        0x2
        0x1
    .end array-data
.end method

.method static poisoned()V
    .registers 5

    .line 46
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    .line 47
    .local v0, "list":Ljava/util/ArrayList;
    new-instance v1, Lwitnesses/Word;

    const-string v2, "a"

    invoke-direct {v1, v2}, Lwitnesses/Word;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 48
    new-instance v1, Lwitnesses/Word;

    const-string v2, "bad"

    invoke-direct {v1, v2}, Lwitnesses/Word;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 49
    new-instance v1, Lwitnesses/Word;

    const-string v2, "cc"

    invoke-direct {v1, v2}, Lwitnesses/Word;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    .line 51
    :try_start_0
    new-instance v1, Lwitnesses/ByLength;

    invoke-direct {v1}, Lwitnesses/ByLength;-><init>()V

    invoke-static {v0, v1}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    .line 52
    const-string v1, "not reached"

    invoke-static {v1}, Lwitnesses/Main;->log(Ljava/lang/String;)V
    :try_end_0
    .catch Ljava/lang/IllegalStateException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 53
    :catch_0
    move-exception v1

    .line 54
    .local v1, "e":Ljava/lang/IllegalStateException;
    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "caught "

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/IllegalStateException;->getMessage()Ljava/lang/String;

    move-result-object v3

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-static {v2}, Lwitnesses/Main;->log(Ljava/lang/String;)V

    .line 56
    .end local v1    # "e":Ljava/lang/IllegalStateException;
    :goto_0
    return-void
.end method

.method static touch(II)I
    .registers 4
    .param p0, "kind"    # I
    .param p1, "cls"    # I

    .line 60
    mul-int/lit8 v0, p0, 0x3

    add-int/2addr v0, p1

    packed-switch v0, :pswitch_data_0

    .line 70
    const/4 v0, 0x0

    return v0

    .line 61
    :pswitch_0
    sget v0, Lwitnesses/L0;->value:I

    return v0

    .line 62
    :pswitch_1
    sget v0, Lwitnesses/L1;->value:I

    return v0

    .line 63
    :pswitch_2
    sget v0, Lwitnesses/L2;->value:I

    return v0

    .line 64
    :pswitch_3
    new-instance v0, Lwitnesses/L0;

    invoke-direct {v0}, Lwitnesses/L0;-><init>()V

    const/16 v0, 0xa

    return v0

    .line 65
    :pswitch_4
    new-instance v0, Lwitnesses/L1;

    invoke-direct {v0}, Lwitnesses/L1;-><init>()V

    const/16 v0, 0xa

    return v0

    .line 66
    :pswitch_5
    new-instance v0, Lwitnesses/L2;

    invoke-direct {v0}, Lwitnesses/L2;-><init>()V

    const/16 v0, 0xa

    return v0

    .line 67
    :pswitch_6
    invoke-static {}, Lwitnesses/L0;->get()I

    move-result v0

    return v0

    .line 68
    :pswitch_7
    invoke-static {}, Lwitnesses/L1;->get()I

    move-result v0

    return v0

    .line 69
    :pswitch_8
    invoke-static {}, Lwitnesses/L2;->get()I

    move-result v0

    return v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_4
        :pswitch_5
        :pswitch_6
        :pswitch_7
        :pswitch_8
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .registers 6
    .param p0, "args"    # [Ljava/lang/String;

    .line 75
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "areas "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p0}, Lwitnesses/Main;->areas([Ljava/lang/String;)I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lwitnesses/Main;->log(Ljava/lang/String;)V

    .line 76
    invoke-static {}, Lwitnesses/Main;->sorts()V

    .line 77
    invoke-static {}, Lwitnesses/Main;->poisoned()V

    .line 78
    const/4 v0, 0x0

    .line 79
    .local v0, "sum":I
    const/4 v1, 0x0

    .local v1, "i":I
    :goto_0
    const/4 v2, 0x3

    if-ge v1, v2, :cond_1

    .line 80
    const/4 v2, 0x0

    .local v2, "k":I
    :goto_1
    const/4 v3, 0x3

    if-ge v2, v3, :cond_0

    .line 81
    add-int v3, v1, v2

    rem-int/lit8 v3, v3, 0x3

    invoke-static {v2, v3}, Lwitnesses/Main;->touch(II)I

    move-result v3

    add-int/2addr v0, v3

    .line 80
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 79
    :cond_0
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 84
    :cond_1
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "touched "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Lwitnesses/Main;->log(Ljava/lang/String;)V

    .line 85
    return-void
.end method
