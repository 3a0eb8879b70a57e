.class public Lclinit/Config;
.super Ljava/lang/Object;
.source "Config.java"


# static fields
.field static final TABLE:[I

.field public static final VALUE:I


# direct methods
.method static constructor <clinit>()V
    .registers 4

    .line 5
    const-string v0, "Config.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 6
    const/4 v0, 0x5

    new-array v0, v0, [I

    sput-object v0, Lclinit/Config;->TABLE:[I

    .line 7
    const/4 v0, 0x0

    .local v0, "i":I
    :goto_0
    sget-object v1, Lclinit/Config;->TABLE:[I

    array-length v2, v1

    if-ge v0, v2, :cond_0

    .line 8
    mul-int v2, v0, v0

    aput v2, v1, v0

    .line 7
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 10
    .end local v0    # "i":I
    :cond_0
    invoke-static {v1}, Lclinit/Config;->sum([I)I

    move-result v0

    sput v0, Lclinit/Config;->VALUE:I

    return-void
.end method

.method static sum([I)I
    .registers 5
    .param p0, "a"    # [I

    .line 14
    const/4 v0, 0x0

    .line 15
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

    .line 16
    :cond_0
    return v0
.end method
