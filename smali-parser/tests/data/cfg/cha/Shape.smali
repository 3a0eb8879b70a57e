.class public interface abstract LShape;
.super Ljava/lang/Object;


# virtual methods
.method public abstract area()I
.end method
