.class public final synthetic Linterfaces/Main$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Linterfaces/IntOp;


# instance fields
.field public final synthetic f$0:I


# direct methods
.method public synthetic constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Linterfaces/Main$$ExternalSyntheticLambda1;->f$0:I

    return-void
.end method


# virtual methods
.method public final apply(I)I
    .registers 3

    iget v0, p0, Linterfaces/Main$$ExternalSyntheticLambda1;->f$0:I

    invoke-static {v0, p1}, Linterfaces/Main;->lambda$lambdas$1(II)I

    move-result p1

    return p1
.end method
