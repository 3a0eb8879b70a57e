.class final Lorg/adaptrace/jgf/parse/BoolValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "BoolValue.java"


# static fields
.field static final FALSE:Lorg/adaptrace/jgf/parse/BoolValue;

.field static final TRUE:Lorg/adaptrace/jgf/parse/BoolValue;


# instance fields
.field private final value:Z


# direct methods
.method static constructor <clinit>()V
    .registers 2

    new-instance v0, Lorg/adaptrace/jgf/parse/BoolValue;

    const/4 v1, 0x1

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/BoolValue;-><init>(Z)V

    sput-object v0, Lorg/adaptrace/jgf/parse/BoolValue;->TRUE:Lorg/adaptrace/jgf/parse/BoolValue;

    new-instance v0, Lorg/adaptrace/jgf/parse/BoolValue;

    const/4 v1, 0x0

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/BoolValue;-><init>(Z)V

    sput-object v0, Lorg/adaptrace/jgf/parse/BoolValue;->FALSE:Lorg/adaptrace/jgf/parse/BoolValue;

    return-void
.end method

.method private constructor <init>(Z)V
    .registers 2

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    iput-boolean p1, p0, Lorg/adaptrace/jgf/parse/BoolValue;->value:Z

    return-void
.end method

.method static of(Z)Lorg/adaptrace/jgf/parse/BoolValue;
    .registers 2

    if-eqz p0, :cond_5

    sget-object v0, Lorg/adaptrace/jgf/parse/BoolValue;->TRUE:Lorg/adaptrace/jgf/parse/BoolValue;

    :goto_4
    return-object v0

    :cond_5
    sget-object v0, Lorg/adaptrace/jgf/parse/BoolValue;->FALSE:Lorg/adaptrace/jgf/parse/BoolValue;

    goto :goto_4
.end method


# virtual methods
.method asLong()J
    .registers 3

    iget-boolean v0, p0, Lorg/adaptrace/jgf/parse/BoolValue;->value:Z

    if-eqz v0, :cond_7

    const-wide/16 v0, 0x1

    :goto_6
    return-wide v0

    :cond_7
    const-wide/16 v0, 0x0

    goto :goto_6
.end method

.method hash()J
    .registers 3

    iget-boolean v0, p0, Lorg/adaptrace/jgf/parse/BoolValue;->value:Z

    if-eqz v0, :cond_7

    const-wide/16 v0, 0x4cf

    :goto_6
    return-wide v0

    :cond_7
    const-wide/16 v0, 0x4d5

    goto :goto_6
.end method

.method text()Ljava/lang/String;
    .registers 2

    iget-boolean v0, p0, Lorg/adaptrace/jgf/parse/BoolValue;->value:Z

    if-eqz v0, :cond_7

    const-string v0, "true"

    :goto_6
    return-object v0

    :cond_7
    const-string v0, "false"

    goto :goto_6
.end method
