.class public interface abstract Lwitnesses/Shape;
.super Ljava/lang/Object;
.source "Shape.java"


# virtual methods
.method public abstract area()I
.end method
