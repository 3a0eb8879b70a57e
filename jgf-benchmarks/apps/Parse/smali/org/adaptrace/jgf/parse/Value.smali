.class abstract Lorg/adaptrace/jgf/parse/Value;
.super Ljava/lang/Object;
.source "Value.java"


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method abstract asLong()J
.end method

.method abstract hash()J
.end method

.method plus(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;
    .registers 8

    new-instance v0, Lorg/adaptrace/jgf/parse/NumValue;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v4

    add-long/2addr v2, v4

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    return-object v0
.end method

.method size()I
    .registers 2

    const/4 v0, 0x1

    return v0
.end method

.method abstract text()Ljava/lang/String;
.end method

.method times(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;
    .registers 8

    new-instance v0, Lorg/adaptrace/jgf/parse/NumValue;

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v2

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v4

    mul-long/2addr v2, v4

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    return-object v0
.end method
