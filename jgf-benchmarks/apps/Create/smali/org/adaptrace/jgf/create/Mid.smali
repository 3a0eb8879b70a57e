.class Lorg/adaptrace/jgf/create/Mid;
.super Lorg/adaptrace/jgf/create/Base;
.source "Mid.java"


# instance fields
.field final b:J


# direct methods
.method constructor <init>(IJ)V
    .registers 4
    .param p1, "a"    # I
    .param p2, "b"    # J

    invoke-direct {p0, p1}, Lorg/adaptrace/jgf/create/Base;-><init>(I)V

    iput-wide p2, p0, Lorg/adaptrace/jgf/create/Mid;->b:J

    return-void
.end method


# virtual methods
.method weight()I
    .registers 4

    invoke-super {p0}, Lorg/adaptrace/jgf/create/Base;->weight()I

    move-result v0

    iget-wide v1, p0, Lorg/adaptrace/jgf/create/Mid;->b:J

    long-to-int v1, v1

    add-int/2addr v0, v1

    return v0
.end method
