.class Lrecursion/Node;
.super Ljava/lang/Object;
.source "Node.java"


# instance fields
.field left:Lrecursion/Node;

.field right:Lrecursion/Node;

.field final value:I


# direct methods
.method constructor <init>(I)V
    .registers 2
    .param p1, "value"    # I

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput p1, p0, Lrecursion/Node;->value:I

    .line 10
    return-void
.end method

.method static build(II)Lrecursion/Node;
    .registers 5
    .param p0, "lo"    # I
    .param p1, "hi"    # I

    .line 13
    if-le p0, p1, :cond_0

    .line 14
    const/4 v0, 0x0

    return-object v0

    .line 16
    :cond_0
    add-int v0, p0, p1

    div-int/lit8 v0, v0, 0x2

    .line 17
    .local v0, "mid":I
    new-instance v1, Lrecursion/Node;

    invoke-direct {v1, v0}, Lrecursion/Node;-><init>(I)V

    .line 18
    .local v1, "n":Lrecursion/Node;
    add-int/lit8 v2, v0, -0x1

    invoke-static {p0, v2}, Lrecursion/Node;->build(II)Lrecursion/Node;

    move-result-object v2

    iput-object v2, v1, Lrecursion/Node;->left:Lrecursion/Node;

    .line 19
    add-int/lit8 v2, v0, 0x1

    invoke-static {v2, p1}, Lrecursion/Node;->build(II)Lrecursion/Node;

    move-result-object v2

    iput-object v2, v1, Lrecursion/Node;->right:Lrecursion/Node;

    .line 20
    return-object v1
.end method


# virtual methods
.method depth()I
    .registers 4

    .line 33
    const/4 v0, 0x0

    .line 34
    .local v0, "l":I
    iget-object v1, p0, Lrecursion/Node;->left:Lrecursion/Node;

    if-eqz v1, :cond_0

    invoke-virtual {v1}, Lrecursion/Node;->depth()I

    move-result v0

    .line 35
    :cond_0
    const/4 v1, 0x0

    .line 36
    .local v1, "r":I
    iget-object v2, p0, Lrecursion/Node;->right:Lrecursion/Node;

    if-eqz v2, :cond_1

    invoke-virtual {v2}, Lrecursion/Node;->depth()I

    move-result v1

    .line 37
    :cond_1
    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v2

    add-int/lit8 v2, v2, 0x1

    return v2
.end method

.method sum()I
    .registers 3

    .line 24
    iget v0, p0, Lrecursion/Node;->value:I

    .line 25
    .local v0, "s":I
    iget-object v1, p0, Lrecursion/Node;->left:Lrecursion/Node;

    if-eqz v1, :cond_0

    invoke-virtual {v1}, Lrecursion/Node;->sum()I

    move-result v1

    add-int/2addr v0, v1

    .line 26
    :cond_0
    iget-object v1, p0, Lrecursion/Node;->right:Lrecursion/Node;

    if-eqz v1, :cond_1

    invoke-virtual {v1}, Lrecursion/Node;->sum()I

    move-result v1

    add-int/2addr v0, v1

    .line 27
    :cond_1
    return v0
.end method
