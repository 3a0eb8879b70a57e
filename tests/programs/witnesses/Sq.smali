.class public Lwitnesses/Sq;
.super Ljava/lang/Object;
.source "Sq.java"

# interfaces
.implements Lwitnesses/Shape;


# instance fields
.field final s:I


# direct methods
.method public constructor <init>(I)V
    .registers 2
    .param p1, "s"    # I

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 6
    iput p1, p0, Lwitnesses/Sq;->s:I

    .line 7
    return-void
.end method


# virtual methods
.method public area()I
    .registers 3

    .line 10
    iget v0, p0, Lwitnesses/Sq;->s:I

    mul-int v1, v0, v0

    return v1
.end method
