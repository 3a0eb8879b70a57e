.class public Linterfaces/Cat;
.super Ljava/lang/Object;
.source "Cat.java"

# interfaces
.implements Linterfaces/Named;


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public name()Ljava/lang/String;
    .registers 2

    .line 5
    const-string v0, "cat"

    return-object v0
.end method
