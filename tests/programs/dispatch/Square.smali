.class public Ldispatch/Square;
.super Ldispatch/Shape;
.source "Square.java"


# instance fields
.field private final side:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "side"    # I

    .line 7
    invoke-direct {p0, p1}, Ldispatch/Shape;-><init>(Ljava/lang/String;)V

    .line 8
    iput p2, p0, Ldispatch/Square;->side:I

    .line 9
    return-void
.end method


# virtual methods
.method public area()I
    .registers 2

    .line 13
    iget v0, p0, Ldispatch/Square;->side:I

    mul-int/2addr v0, v0

    return v0
.end method
