.class final Lorg/adaptrace/jgf/parse/NullValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "NullValue.java"


# static fields
.field static final INSTANCE:Lorg/adaptrace/jgf/parse/NullValue;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lorg/adaptrace/jgf/parse/NullValue;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/NullValue;-><init>()V

    sput-object v0, Lorg/adaptrace/jgf/parse/NullValue;->INSTANCE:Lorg/adaptrace/jgf/parse/NullValue;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    return-void
.end method


# virtual methods
.method asLong()J
    .registers 3

    const-wide/16 v0, 0x0

    return-wide v0
.end method

.method hash()J
    .registers 3

    const-wide/16 v0, 0x7

    return-wide v0
.end method

.method size()I
    .registers 2

    const/4 v0, 0x0

    return v0
.end method

.method text()Ljava/lang/String;
    .registers 2

    const-string v0, "null"

    return-object v0
.end method
