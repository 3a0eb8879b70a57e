# Member and class names that look like keywords, opcodes, registers, types or literals, plus
# unicode and backtick-quoted names (spaces need dex 040: assemble with `smali a --api 30`).
.class public Lpkg/names$Inner-1;
.super Lpkg/ßase$Ω;
.source "names.java"


# static fields
.field public static v0:I
.field public static p1:I
.field public static I:I
.field public static V:I
.field public static true:Z
.field public static null:Ljava/lang/Object;
.field public static move:I
.field public static invoke-static:I
.field public static Infinity:D
.field public static NaN:F
.field public static 0x10:I
.field public static public:I
.field public static final:I
.field public static annotation:I
.field public static enum:I
.field public static $:I
.field public static _:I
.field public static -:I
.field public static élan:I
.field public static 名前:I
.field public static ـﻼ:I
.field public static `name with spaces`:I
.field public static Lcom:I
.field public static synthetic access$000:Lpkg/ßase$Ω;
.field public static static:[Lpkg/`odd name`/`x y`;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x1

    sput v0, Lpkg/names$Inner-1;->v0:I

    sput v0, Lpkg/names$Inner-1;->p1:I

    sput v0, Lpkg/names$Inner-1;->I:I

    sput v0, Lpkg/names$Inner-1;->V:I

    sput-boolean v0, Lpkg/names$Inner-1;->true:Z

    sput v0, Lpkg/names$Inner-1;->move:I

    sput v0, Lpkg/names$Inner-1;->invoke-static:I

    sput v0, Lpkg/names$Inner-1;->0x10:I

    sput v0, Lpkg/names$Inner-1;->public:I

    sput v0, Lpkg/names$Inner-1;->-:I

    sput v0, Lpkg/names$Inner-1;->名前:I

    sput v0, Lpkg/names$Inner-1;->`name with spaces`:I

    # a reference without its class names the class being parsed
    sput v0, final:I

    invoke-static {}, access$000()V

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Lpkg/ßase$Ω;-><init>()V

    return-void
.end method

.method static synthetic access$000()V
    .registers 0
    return-void
.end method

.method public static `method with spaces`()V
    .registers 1
    goto :`label with spaces`
    :`label with spaces`
    goto :étiquette_0
    :étiquette_0
    return-void
.end method

.method public static move()V
    .registers 0
    return-void
.end method

.method public static v1(II)I
    .registers 2
    return p0
.end method

.method public static final(Z)Z
    .registers 1
    return p0
.end method

.method public static -dash-$dollar_(Lpkg/names$Inner-1;)V
    .registers 1
    invoke-static {}, Lpkg/names$Inner-1;->move()V
    invoke-static {}, Lpkg/names$Inner-1;->`method with spaces`()V
    invoke-static {}, Lpkg/names$Inner-1;->-dash-$dollar_(Lpkg/names$Inner-1;)V
    return-void
.end method
