.class public Lwitnesses/Rect;
.super Ljava/lang/Object;
.source "Rect.java"

# interfaces
.implements Lwitnesses/Shape;


# instance fields
.field final h:I

.field final w:I


# direct methods
.method public constructor <init>(II)V
    .registers 3
    .param p1, "w"    # I
    .param p2, "h"    # I

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    iput p1, p0, Lwitnesses/Rect;->w:I

    .line 8
    iput p2, p0, Lwitnesses/Rect;->h:I

    .line 9
    return-void
.end method


# virtual methods
.method public area()I
    .registers 3

    .line 12
    iget v0, p0, Lwitnesses/Rect;->w:I

    iget v1, p0, Lwitnesses/Rect;->h:I

    mul-int/2addr v0, v1

    return v0
.end method
