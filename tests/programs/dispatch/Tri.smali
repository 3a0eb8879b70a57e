.class public Ldispatch/Tri;
.super Ldispatch/Shape;
.source "Tri.java"


# instance fields
.field private final base:I

.field private final height:I


# direct methods
.method public constructor <init>(Ljava/lang/String;II)V
    .registers 4
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "base"    # I
    .param p3, "height"    # I

    .line 8
    invoke-direct {p0, p1}, Ldispatch/Shape;-><init>(Ljava/lang/String;)V

    .line 9
    iput p2, p0, Ldispatch/Tri;->base:I

    .line 10
    iput p3, p0, Ldispatch/Tri;->height:I

    .line 11
    return-void
.end method


# virtual methods
.method public area()I
    .registers 3

    .line 15
    iget v0, p0, Ldispatch/Tri;->base:I

    iget v1, p0, Ldispatch/Tri;->height:I

    mul-int/2addr v0, v1

    div-int/lit8 v0, v0, 0x2

    return v0
.end method
