.class public interface abstract Ldispatch/Sized;
.super Ljava/lang/Object;
.source "Sized.java"


# virtual methods
.method public abstract area()I
.end method
