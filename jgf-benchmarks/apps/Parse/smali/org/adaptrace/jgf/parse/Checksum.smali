.class final Lorg/adaptrace/jgf/parse/Checksum;
.super Ljava/lang/Object;
.source "Checksum.java"


# instance fields
.field private value:J


# direct methods
.method constructor <init>()V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const-wide/16 v0, 0x11

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Checksum;->value:J

    return-void
.end method


# virtual methods
.method add(J)V
    .registers 8

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/Checksum;->value:J

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    add-long/2addr v0, p1

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Checksum;->value:J

    return-void
.end method

.method value()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/Checksum;->value:J

    return-wide v0
.end method
