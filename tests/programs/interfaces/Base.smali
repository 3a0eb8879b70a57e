.class public interface abstract Linterfaces/Base;
.super Ljava/lang/Object;
.source "Base.java"


# virtual methods
.method public name()Ljava/lang/String;
    .registers 2

    .line 5
    const-string v0, "base"

    return-object v0
.end method
