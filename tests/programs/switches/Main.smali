.class public Lswitches/Main;
.super Ljava/lang/Object;
.source "Main.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lswitches/Main$1;
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static code(Ljava/lang/String;)I
    .registers 4
    .param p0, "s"    # Ljava/lang/String;

    .line 60
    const/4 v0, -0x1

    invoke-virtual {p0}, Ljava/lang/String;->hashCode()I

    move-result v1

    sparse-switch v1, :sswitch_data_0

    goto :goto_0

    :sswitch_0
    const-string v1, "BB"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_0

    const/4 v0, 0x3

    goto :goto_0

    :cond_0
    const-string v1, "Aa"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    const/4 v0, 0x2

    goto :goto_0

    :sswitch_1
    const-string v1, "red"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    const/4 v0, 0x0

    goto :goto_0

    :sswitch_2
    const-string v1, "green"

    invoke-virtual {p0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_1

    const/4 v0, 0x1

    :cond_1
    :goto_0
    packed-switch v0, :pswitch_data_0

    .line 66
    const/4 v2, 0x0

    return v2

    .line 62
    :pswitch_0
    const/4 v2, 0x1

    return v2

    .line 63
    :pswitch_1
    const/4 v2, 0x2

    return v2

    .line 64
    :pswitch_2
    const/4 v2, 0x3

    return v2

    .line 65
    :pswitch_3
    const/4 v2, 0x4

    return v2

    :sswitch_data_0
    .sparse-switch
        0x840 -> :sswitch_0
        0x1b891 -> :sswitch_1
        0x5e0cf03 -> :sswitch_2
    .end sparse-switch

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_0
        :pswitch_1
        :pswitch_2
        :pswitch_3
    .end packed-switch
.end method

.method static describe(Lswitches/Color;)Ljava/lang/String;
    .registers 3
    .param p0, "c"    # Lswitches/Color;

    .line 52
    sget-object v0, Lswitches/Main$1;->$SwitchMap$switches$Color:[I

    invoke-virtual {p0}, Lswitches/Color;->ordinal()I

    move-result v1

    aget v0, v0, v1

    packed-switch v0, :pswitch_data_0

    .line 55
    const-string v0, "cool"

    return-object v0

    .line 53
    :pswitch_0
    const-string v0, "warm"

    return-object v0

    .line 54
    :pswitch_1
    const-string v0, "natural"

    return-object v0

    nop

    :pswitch_data_0
    .packed-switch 0x1
        :pswitch_0
        :pswitch_1
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .registers 10
    .param p0, "args"    # [Ljava/lang/String;

    .line 70
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "switches"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 71
    const/4 v0, -0x1

    .local v0, "x":I
    :goto_0
    const/4 v1, 0x7

    if-gt v0, v1, :cond_0

    .line 72
    const-string v1, "packed"

    invoke-static {v0}, Lswitches/Main;->packed(I)Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v0, v2}, Lswitches/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 71
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 74
    .end local v0    # "x":I
    :cond_0
    const/16 v0, 0x8

    new-array v0, v0, [I

    fill-array-data v0, :array_0

    .line 75
    .local v0, "keys":[I
    array-length v1, v0

    const/4 v2, 0x0

    :goto_1
    if-ge v2, v1, :cond_1

    aget v3, v0, v2

    .line 76
    .local v3, "k":I
    const-string v4, "sparse"

    invoke-static {v3}, Lswitches/Main;->sparse(I)I

    move-result v5

    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-static {v4, v3, v5}, Lswitches/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 75
    .end local v3    # "k":I
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 78
    :cond_1
    const-string v1, "f(a){b=1;c=22;}zz"

    invoke-static {v1}, Lswitches/Main;->scan(Ljava/lang/String;)V

    .line 80
    invoke-static {}, Lswitches/Color;->values()[Lswitches/Color;

    move-result-object v1

    array-length v2, v1

    const/4 v3, 0x0

    :goto_2
    if-ge v3, v2, :cond_2

    aget-object v4, v1, v3

    .line 81
    .local v4, "c":Lswitches/Color;
    invoke-virtual {v4}, Lswitches/Color;->name()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4}, Lswitches/Color;->ordinal()I

    move-result v6

    invoke-static {v4}, Lswitches/Main;->describe(Lswitches/Color;)Ljava/lang/String;

    move-result-object v7

    invoke-static {v5, v6, v7}, Lswitches/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 80
    .end local v4    # "c":Lswitches/Color;
    add-int/lit8 v3, v3, 0x1

    goto :goto_2

    .line 83
    :cond_2
    const-string v1, "GREEN"

    invoke-static {v1}, Lswitches/Color;->valueOf(Ljava/lang/String;)Lswitches/Color;

    move-result-object v1

    const-string v2, "valueOf"

    invoke-virtual {v1}, Lswitches/Color;->ordinal()I

    move-result v3

    invoke-static {v1}, Lswitches/Main;->describe(Lswitches/Color;)Ljava/lang/String;

    move-result-object v4

    invoke-static {v2, v3, v4}, Lswitches/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 85
    const/4 v1, 0x6

    new-array v1, v1, [Ljava/lang/String;

    const-string v2, "red"

    const/4 v3, 0x0

    aput-object v2, v1, v3

    const-string v2, "green"

    const/4 v3, 0x1

    aput-object v2, v1, v3

    const-string v2, "Aa"

    const/4 v3, 0x2

    aput-object v2, v1, v3

    const-string v2, "BB"

    const/4 v3, 0x3

    aput-object v2, v1, v3

    const-string v2, "blue"

    const/4 v3, 0x4

    aput-object v2, v1, v3

    const-string v2, "Ab"

    const/4 v3, 0x5

    aput-object v2, v1, v3

    .line 86
    .local v1, "names":[Ljava/lang/String;
    array-length v2, v1

    const/4 v3, 0x0

    :goto_3
    if-ge v3, v2, :cond_3

    aget-object v4, v1, v3

    .line 87
    .local v4, "s":Ljava/lang/String;
    invoke-static {v4}, Lswitches/Main;->code(Ljava/lang/String;)I

    move-result v5

    invoke-static {v5}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v6

    invoke-static {v4, v3, v6}, Lswitches/Main;->show(Ljava/lang/String;ILjava/lang/Object;)V

    .line 86
    .end local v4    # "s":Ljava/lang/String;
    add-int/lit8 v3, v3, 0x1

    goto :goto_3

    .line 89
    :cond_3
    return-void

    :array_0
    .array-data 4
        -0x3e8
        -0x5
        0x64
        0x7
        0x10000
        0x7fffffff
        0x0
        0x8
    .end array-data
.end method

.method static packed(I)Ljava/lang/String;
    .registers 3
    .param p0, "x"    # I

    .line 8
    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "p"

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    .line 9
    .local v0, "sb":Ljava/lang/StringBuilder;
    packed-switch p0, :pswitch_data_0

    .line 17
    :pswitch_0
    const-string v1, "?"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 10
    :pswitch_1
    const-string v1, "A"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 11
    :pswitch_2
    const-string v1, "B"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 12
    :pswitch_3
    const-string v1, "C"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    goto :goto_0

    .line 13
    :pswitch_4
    const-string v1, "D"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1

    .line 15
    :pswitch_5
    const-string v1, "F"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 19
    :goto_0
    const-string v1, "."

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    .line 20
    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    return-object v1

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_2
        :pswitch_3
        :pswitch_3
        :pswitch_4
        :pswitch_0
        :pswitch_5
    .end packed-switch
.end method

.method static scan(Ljava/lang/String;)V
    .registers 11
    .param p0, "s"    # Ljava/lang/String;

    .line 36
    const/4 v0, 0x0

    .local v0, "parens":I
    const/4 v1, 0x0

    .local v1, "braces":I
    const/4 v2, 0x0

    .local v2, "assigns":I
    const/4 v3, 0x0

    .local v3, "semis":I
    const/4 v4, 0x0

    .line 37
    .local v4, "other":I
    const/4 v5, 0x0

    .local v5, "i":I
    :goto_0
    invoke-virtual {p0}, Ljava/lang/String;->length()I

    move-result v6

    if-ge v5, v6, :cond_0

    .line 38
    invoke-virtual {p0, v5}, Ljava/lang/String;->charAt(I)C

    move-result v6

    .line 39
    .local v6, "c":C
    sparse-switch v6, :sswitch_data_0

    .line 45
    add-int/lit8 v4, v4, 0x1

    goto :goto_1

    .line 40
    :sswitch_0
    add-int/lit8 v0, v0, 0x1

    goto :goto_1

    .line 41
    :sswitch_1
    add-int/lit8 v3, v3, 0x1

    .line 42
    goto :goto_2

    .line 43
    :sswitch_2
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 44
    :sswitch_3
    add-int/lit8 v1, v1, 0x1

    goto :goto_1

    :sswitch_4
    add-int/lit8 v1, v1, 0x1

    .line 46
    goto :goto_3

    .line 47
    :goto_1
    const-string v7, "c"

    invoke-static {v7, v5, v6}, Lswitches/Main;->trace(Ljava/lang/String;IC)V

    .line 37
    .end local v6    # "c":C
    :goto_2
    add-int/lit8 v5, v5, 0x1

    goto :goto_0

    .line 50
    :cond_0
    :goto_3
    const-string v6, "scanned"

    invoke-static {v6, v5}, Lswitches/Main;->show(Ljava/lang/String;I)V

    const-string v6, "parens"

    invoke-static {v6, v0}, Lswitches/Main;->show(Ljava/lang/String;I)V

    const-string v6, "braces"

    invoke-static {v6, v1}, Lswitches/Main;->show(Ljava/lang/String;I)V

    const-string v6, "assigns"

    invoke-static {v6, v2}, Lswitches/Main;->show(Ljava/lang/String;I)V

    const-string v6, "semis"

    invoke-static {v6, v3}, Lswitches/Main;->show(Ljava/lang/String;I)V

    const-string v6, "other"

    invoke-static {v6, v4}, Lswitches/Main;->show(Ljava/lang/String;I)V

    .line 51
    return-void

    :sswitch_data_0
    .sparse-switch
        0x28 -> :sswitch_0
        0x29 -> :sswitch_0
        0x3b -> :sswitch_1
        0x3d -> :sswitch_2
        0x7b -> :sswitch_3
        0x7d -> :sswitch_4
    .end sparse-switch
.end method

.method static show(Ljava/lang/String;I)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # I

    .line 92
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 93
    return-void
.end method

.method static show(Ljava/lang/String;ILjava/lang/Object;)V
    .registers 5
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "x"    # I
    .param p2, "value"    # Ljava/lang/Object;

    .line 96
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " -> "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 97
    return-void
.end method

.method static sparse(I)I
    .registers 2
    .param p0, "x"    # I

    .line 24
    const/4 v0, 0x0

    .line 25
    .local v0, "r":I
    sparse-switch p0, :sswitch_data_0

    .line 31
    const/4 v0, -0x1

    goto :goto_0

    .line 26
    :sswitch_0
    const/4 v0, 0x1

    return v0

    .line 27
    :sswitch_1
    const/4 v0, 0x2

    return v0

    .line 28
    :sswitch_2
    const/4 v0, 0x3

    .line 29
    :sswitch_3
    add-int/lit8 v0, v0, 0xa

    goto :goto_0

    .line 30
    :sswitch_4
    const/16 v0, 0x63

    return v0

    .line 33
    :goto_0
    return v0

    :sswitch_data_0
    .sparse-switch
        -0x3e8 -> :sswitch_0
        -0x5 -> :sswitch_1
        0x7 -> :sswitch_2
        0x64 -> :sswitch_1
        0x10000 -> :sswitch_3
        0x7fffffff -> :sswitch_4
    .end sparse-switch
.end method

.method static trace(Ljava/lang/String;IC)V
    .registers 3
    .param p0, "what"    # Ljava/lang/String;
    .param p1, "i"    # I
    .param p2, "c"    # C

    .line 100
    return-void
.end method
