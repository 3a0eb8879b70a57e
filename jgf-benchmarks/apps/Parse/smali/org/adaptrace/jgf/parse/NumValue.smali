.class final Lorg/adaptrace/jgf/parse/NumValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "NumValue.java"


# instance fields
.field private final value:J


# direct methods
.method constructor <init>(J)V
    .registers 4

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/parse/NumValue;->value:J

    return-void
.end method


# virtual methods
.method asLong()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/NumValue;->value:J

    return-wide v0
.end method

.method hash()J
    .registers 5

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/NumValue;->value:J

    const-wide v2, -0x61c8864680b583ebL

    mul-long/2addr v0, v2

    return-wide v0
.end method

.method text()Ljava/lang/String;
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/NumValue;->value:J

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
