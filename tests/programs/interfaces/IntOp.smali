.class public interface abstract Linterfaces/IntOp;
.super Ljava/lang/Object;
.source "IntOp.java"


# direct methods
.method public static synthetic lambda$andThen$0(Linterfaces/IntOp;Linterfaces/IntOp;I)I
    .registers 4
    .param p0, "_this"    # Linterfaces/IntOp;
    .param p1, "next"    # Linterfaces/IntOp;
    .param p2, "x"    # I

    .line 7
    invoke-interface {p0, p2}, Linterfaces/IntOp;->apply(I)I

    move-result v0

    invoke-interface {p1, v0}, Linterfaces/IntOp;->apply(I)I

    move-result v0

    return v0
.end method


# virtual methods
.method public andThen(Linterfaces/IntOp;)Linterfaces/IntOp;
    .registers 3
    .param p1, "next"    # Linterfaces/IntOp;

    .line 7
    new-instance v0, Linterfaces/IntOp$$ExternalSyntheticLambda0;

    invoke-direct {v0, p0, p1}, Linterfaces/IntOp$$ExternalSyntheticLambda0;-><init>(Linterfaces/IntOp;Linterfaces/IntOp;)V

    return-object v0
.end method

.method public abstract apply(I)I
.end method
