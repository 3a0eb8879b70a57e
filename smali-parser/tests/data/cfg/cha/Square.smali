.class public LSquare;
.super Ljava/lang/Object;

# interfaces
.implements LShape;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static sq(I)I
    .registers 2

    mul-int v0, p0, p0

    return v0
.end method


# virtual methods
.method public area()I
    .registers 2

    const/4 v0, 0x4

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2

    const-string v0, "square"

    return-object v0
.end method
