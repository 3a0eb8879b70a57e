.class public LCircle;
.super Ljava/lang/Object;

# interfaces
.implements LShape;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public area()I
    .registers 2

    const/4 v0, 0x3

    return v0
.end method
