.class public interface abstract Linterfaces/Walker;
.super Ljava/lang/Object;
.source "Walker.java"


# virtual methods
.method public move()Ljava/lang/String;
    .registers 2

    .line 5
    const-string v0, "walk"

    return-object v0
.end method
