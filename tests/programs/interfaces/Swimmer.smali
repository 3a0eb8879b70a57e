.class public interface abstract Linterfaces/Swimmer;
.super Ljava/lang/Object;
.source "Swimmer.java"


# virtual methods
.method public move()Ljava/lang/String;
    .registers 2

    .line 5
    const-string v0, "swim"

    return-object v0
.end method
