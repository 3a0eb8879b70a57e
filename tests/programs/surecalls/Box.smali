.class final Lsurecalls/Box;
.super Ljava/lang/Object;
.source "Box.java"


# instance fields
.field v:I


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method value()I
    .registers 2

    iget v0, p0, Lsurecalls/Box;->v:I

    return v0
.end method
