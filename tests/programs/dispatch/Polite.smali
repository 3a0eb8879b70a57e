.class public interface abstract Ldispatch/Polite;
.super Ljava/lang/Object;
.source "Polite.java"

# interfaces
.implements Ldispatch/Greeter;


# virtual methods
.method public abstract farewell(Ljava/lang/String;)Ljava/lang/String;
.end method
