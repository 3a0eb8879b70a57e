.class interface abstract Lsurecalls/Op;
.super Ljava/lang/Object;
.source "Op.java"

# interfaces
.implements Ljava/util/function/IntUnaryOperator;


# virtual methods
.method public abstract applyAsInt(I)I
.end method
