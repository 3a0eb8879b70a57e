.class final Lorg/adaptrace/jgf/method/AddOp;
.super Ljava/lang/Object;
.source "AddOp.java"

# interfaces
.implements Lorg/adaptrace/jgf/method/Op;


# instance fields
.field private final d:J


# direct methods
.method constructor <init>(J)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/method/AddOp;->d:J

    return-void
.end method


# virtual methods
.method public apply(JI)J
    .registers 8

    iget-wide v0, p0, Lorg/adaptrace/jgf/method/AddOp;->d:J

    int-to-long v2, p3

    mul-long/2addr v0, v2

    add-long/2addr v0, p1

    return-wide v0
.end method
