.class public Lclinit/Base;
.super Ljava/lang/Object;
.source "Base.java"


# static fields
.field public static TAG:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const-string v0, "Base.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 6
    const-string v0, "base"

    sput-object v0, Lclinit/Base;->TAG:Ljava/lang/String;

    return-void
.end method

.method public constructor <init>()V
    .registers 2

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 10
    const-string v0, "Base()"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 11
    return-void
.end method
