.class public final synthetic Linterfaces/Main$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/IntUnaryOperator;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Linterfaces/Main$$ExternalSyntheticLambda4;->f$0:I

    return-void
.end method


# virtual methods
.method public final applyAsInt(I)I
    .registers 3

    iget v0, p0, Linterfaces/Main$$ExternalSyntheticLambda4;->f$0:I

    invoke-static {v0, p1}, Linterfaces/Main;->lambda$framework$4(II)I

    move-result p1

    return p1
.end method
