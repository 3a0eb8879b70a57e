.class final Lorg/adaptrace/jgf/method/XorOp;
.super Ljava/lang/Object;
.source "XorOp.java"

# interfaces
.implements Lorg/adaptrace/jgf/method/Op;


# instance fields
.field private final m:I


# direct methods
.method constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/method/XorOp;->m:I

    return-void
.end method


# virtual methods
.method public apply(JI)J
    .registers 7

    iget v0, p0, Lorg/adaptrace/jgf/method/XorOp;->m:I

    mul-int/2addr v0, p3

    int-to-long v0, v0

    const/4 v2, 0x7

    shl-long/2addr v0, v2

    xor-long/2addr v0, p1

    return-wide v0
.end method
