.class final Lorg/adaptrace/jgf/parse/NodeCounter;
.super Lorg/adaptrace/jgf/parse/TreeScanner;
.source "NodeCounter.java"


# instance fields
.field private depth:I

.field private maxDepth:I

.field private nodes:I


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;-><init>()V

    return-void
.end method


# virtual methods
.method enter(IJ)V
    .registers 6

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->nodes:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->nodes:I

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->depth:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->depth:I

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->maxDepth:I

    iget v1, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->depth:I

    invoke-static {v0, v1}, Ljava/lang/Math;->max(II)I

    move-result v0

    iput v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->maxDepth:I

    return-void
.end method

.method exit()V
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->depth:I

    add-int/lit8 v0, v0, -0x1

    iput v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->depth:I

    return-void
.end method

.method maxDepth()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->maxDepth:I

    return v0
.end method

.method nodes()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/NodeCounter;->nodes:I

    return v0
.end method
