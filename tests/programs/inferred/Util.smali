.class public Linferred/Util;
.super Ljava/lang/Object;
.source "Util.java"


# static fields
.field private static factor:I


# direct methods
.method static constructor <clinit>()V
    .registers 2

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "util ready"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    const/4 v0, 0x2

    sput v0, Linferred/Util;->factor:I

    return-void
.end method

.method public static twice(I)I
    .registers 2

    sget v0, Linferred/Util;->factor:I

    mul-int/2addr v0, p0

    return v0
.end method
