.class public interface abstract Linferred/Source;
.super Ljava/lang/Object;
.source "Source.java"


# virtual methods
.method public abstract next()I
.end method
