.class final Lorg/adaptrace/jgf/method/MulOp;
.super Ljava/lang/Object;
.source "MulOp.java"

# interfaces
.implements Lorg/adaptrace/jgf/method/Op;


# instance fields
.field private final f:I


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/method/MulOp;->f:I

    return-void
.end method


# virtual methods
.method public apply(JI)J
    .registers 8

    iget v0, p0, Lorg/adaptrace/jgf/method/MulOp;->f:I

    int-to-long v0, v0

    mul-long/2addr v0, p1

    int-to-long v2, p3

    add-long/2addr v0, v2

    return-wide v0
.end method
