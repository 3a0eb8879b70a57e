.class public interface abstract Ldispatch/Greeter;
.super Ljava/lang/Object;
.source "Greeter.java"


# virtual methods
.method public abstract greet(Ljava/lang/String;)Ljava/lang/String;
.end method
