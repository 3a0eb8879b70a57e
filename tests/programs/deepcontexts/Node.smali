.class public Ldeepcontexts/Node;
.super Ljava/lang/Object;
.source "Node.java"

# interfaces
.implements Ljava/lang/Runnable;


# static fields
.field static runs:I


# instance fields
.field final n:I


# direct methods
.method public constructor <init>(I)V
    .registers 2
    .param p1, "n"    # I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Ldeepcontexts/Node;->n:I

    return-void
.end method


# virtual methods
.method public run()V
    .registers 3

    sget v0, Ldeepcontexts/Node;->runs:I

    add-int/lit8 v0, v0, 0x1

    sput v0, Ldeepcontexts/Node;->runs:I

    iget v0, p0, Ldeepcontexts/Node;->n:I

    add-int/lit8 v0, v0, -0x1

    invoke-static {v0}, Ldeepcontexts/Main;->viaCallback(I)V

    return-void
.end method
