.class public final enum Lswitches/Color;
.super Ljava/lang/Enum;
.source "Color.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Enum<",
        "Lswitches/Color;",
        ">;"
    }
.end annotation


# static fields
.field private static final synthetic $VALUES:[Lswitches/Color;

.field public static final enum BLUE:Lswitches/Color;

.field public static final enum GREEN:Lswitches/Color;

.field public static final enum RED:Lswitches/Color;


# direct methods
.method static constructor <clinit>()V
    .registers 5

    .line 4
    new-instance v0, Lswitches/Color;

    const-string v1, "RED"

    const/4 v2, 0x0

    invoke-direct {v0, v1, v2}, Lswitches/Color;-><init>(Ljava/lang/String;I)V

    sput-object v0, Lswitches/Color;->RED:Lswitches/Color;

    new-instance v1, Lswitches/Color;

    const-string v2, "GREEN"

    const/4 v3, 0x1

    invoke-direct {v1, v2, v3}, Lswitches/Color;-><init>(Ljava/lang/String;I)V

    sput-object v1, Lswitches/Color;->GREEN:Lswitches/Color;

    new-instance v2, Lswitches/Color;

    const-string v3, "BLUE"

    const/4 v4, 0x2

    invoke-direct {v2, v3, v4}, Lswitches/Color;-><init>(Ljava/lang/String;I)V

    sput-object v2, Lswitches/Color;->BLUE:Lswitches/Color;

    .line 3
    filled-new-array {v0, v1, v2}, [Lswitches/Color;

    move-result-object v0

    sput-object v0, Lswitches/Color;->$VALUES:[Lswitches/Color;

    return-void
.end method

.method private constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()V"
        }
    .end annotation

    .line 3
    invoke-direct {p0, p1, p2}, Ljava/lang/Enum;-><init>(Ljava/lang/String;I)V

    return-void
.end method

.method public static valueOf(Ljava/lang/String;)Lswitches/Color;
    .registers 2
    .param p0, "name"    # Ljava/lang/String;

    .line 3
    const-class v0, Lswitches/Color;

    invoke-static {v0, p0}, Ljava/lang/Enum;->valueOf(Ljava/lang/Class;Ljava/lang/String;)Ljava/lang/Enum;

    move-result-object v0

    check-cast v0, Lswitches/Color;

    return-object v0
.end method

.method public static values()[Lswitches/Color;
    .registers 1

    .line 3
    sget-object v0, Lswitches/Color;->$VALUES:[Lswitches/Color;

    invoke-virtual {v0}, [Lswitches/Color;->clone()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, [Lswitches/Color;

    return-object v0
.end method
