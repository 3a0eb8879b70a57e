.class Ldispatch/Main$Counter;
.super Ljava/lang/Object;
.source "Main.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Ldispatch/Main;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x8
    name = "Counter"
.end annotation


# direct methods
.method constructor <init>()V
    .registers 1

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method bump()V
    .registers 1

    .line 10
    invoke-static {}, Ldispatch/Main;->access$008()I

    .line 11
    return-void
.end method

.method get()I
    .registers 2

    .line 14
    invoke-static {}, Ldispatch/Main;->access$000()I

    move-result v0

    return v0
.end method
