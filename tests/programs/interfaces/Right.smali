.class public interface abstract Linterfaces/Right;
.super Ljava/lang/Object;
.source "Right.java"

# interfaces
.implements Linterfaces/Base;


# virtual methods
.method public side()Ljava/lang/String;
    .registers 2

    .line 5
    const-string v0, "right"

    return-object v0
.end method
