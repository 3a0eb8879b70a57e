.class final Lsurecalls/Holder;
.super Ljava/lang/Object;
.source "Holder.java"


# static fields
.field static base:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    invoke-static {}, Lsurecalls/Seed;->seed()I

    move-result v0

    sput v0, Lsurecalls/Holder;->base:I

    return-void
.end method

.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static get(I)I
    .registers 2

    sget v0, Lsurecalls/Holder;->base:I

    add-int/2addr v0, p0

    return v0
.end method
