.class public interface abstract Linterfaces/Limits;
.super Ljava/lang/Object;
.source "Limits.java"


# static fields
.field public static final TOTAL:I


# direct methods
.method static constructor <clinit>()V
    .registers 3

    .line 7
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "Limits.<clinit>"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 8
    const/4 v0, 0x0

    .line 9
    .local v0, "sum":I
    const/4 v1, 0x1

    .local v1, "i":I
    :goto_0
    const/4 v2, 0x4

    if-gt v1, v2, :cond_0

    .line 10
    invoke-static {v1}, Linterfaces/Limits;->square(I)I

    move-result v2

    add-int/2addr v0, v2

    .line 9
    add-int/lit8 v1, v1, 0x1

    goto :goto_0

    .line 4
    .end local v1    # "i":I
    :cond_0
    sput v0, Linterfaces/Limits;->TOTAL:I

    return-void
.end method

.method public static square(I)I
    .registers 2
    .param p0, "i"    # I

    .line 16
    mul-int v0, p0, p0

    return v0
.end method
