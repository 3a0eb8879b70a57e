.class public Ltinyswitch/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static kind(I)I
    .registers 2
    .param p0, "x"    # I

    .line 5
    packed-switch p0, :pswitch_data_0

    .line 10
    :pswitch_0
    const/4 v0, -0x1

    return v0

    .line 6
    :pswitch_1
    const/16 v0, 0xa

    return v0

    .line 8
    :pswitch_2
    const/16 v0, 0x14

    return v0

    .line 9
    :pswitch_3
    const/16 v0, 0x28

    return v0

    :pswitch_data_0
    .packed-switch 0x0
        :pswitch_1
        :pswitch_2
        :pswitch_2
        :pswitch_0
        :pswitch_3
    .end packed-switch
.end method

.method public static main([Ljava/lang/String;)V
    .registers 5
    .param p0, "args"    # [Ljava/lang/String;

    .line 15
    const/4 v0, 0x0

    .local v0, "i":I
    :goto_0
    const/4 v1, 0x5

    if-ge v0, v1, :cond_0

    .line 16
    invoke-static {v0}, Ltinyswitch/Main;->kind(I)I

    move-result v1

    .line 17
    .local v1, "k":I
    sparse-switch v1, :sswitch_data_0

    .line 24
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v2, v1}, Ljava/io/PrintStream;->println(I)V

    goto :goto_1

    .line 19
    :sswitch_0
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v3, "none"

    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 20
    goto :goto_1

    .line 21
    :sswitch_1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v3, "ten"

    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 22
    :sswitch_2
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v3, "big"

    invoke-virtual {v2, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 15
    .end local v1    # "k":I
    :goto_1
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 27
    .end local v0    # "i":I
    :cond_0
    return-void

    :sswitch_data_0
    .sparse-switch
        -0x1 -> :sswitch_0
        0xa -> :sswitch_1
        0x3e8 -> :sswitch_2
    .end sparse-switch
.end method
