.class Lorg/adaptrace/jgf/create/Base;
.super Ljava/lang/Object;
.source "Base.java"


# instance fields
.field final a:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "a"    # I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/create/Base;->a:I

    return-void
.end method


# virtual methods
.method weight()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/create/Base;->a:I

    return v0
.end method
