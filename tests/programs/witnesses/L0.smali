.class public Lwitnesses/L0;
.super Ljava/lang/Object;
.source "L0.java"


# static fields
.field static value:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 7
    const-string v0, "L0.<clinit>"

    invoke-static {v0}, Lwitnesses/Main;->log(Ljava/lang/String;)V

    .line 8
    const/16 v0, 1

    sput v0, Lwitnesses/L0;->value:I

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 4
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static get()I
    .registers 1

    .line 11
    sget v0, Lwitnesses/L0;->value:I

    add-int/lit8 v0, v0, 0x1

    return v0
.end method
