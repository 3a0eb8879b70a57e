.class interface abstract Lorg/adaptrace/jgf/method/Op;
.super Ljava/lang/Object;
.source "Op.java"


# virtual methods
.method public abstract apply(JI)J
.end method
