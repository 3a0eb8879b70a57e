.class public final synthetic Linterfaces/IntOp$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Linterfaces/IntOp;


# instance fields
.field public final synthetic f$0:Linterfaces/IntOp;

.field public final synthetic f$1:Linterfaces/IntOp;


# direct methods
.method public synthetic constructor <init>(Linterfaces/IntOp;Linterfaces/IntOp;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Linterfaces/IntOp$$ExternalSyntheticLambda0;->f$0:Linterfaces/IntOp;

    iput-object p2, p0, Linterfaces/IntOp$$ExternalSyntheticLambda0;->f$1:Linterfaces/IntOp;

    return-void
.end method


# virtual methods
.method public final apply(I)I
    .registers 4

    iget-object v0, p0, Linterfaces/IntOp$$ExternalSyntheticLambda0;->f$0:Linterfaces/IntOp;

    iget-object v1, p0, Linterfaces/IntOp$$ExternalSyntheticLambda0;->f$1:Linterfaces/IntOp;

    invoke-static {v0, v1, p1}, Linterfaces/IntOp;->lambda$andThen$0(Linterfaces/IntOp;Linterfaces/IntOp;I)I

    move-result p1

    return p1
.end method
