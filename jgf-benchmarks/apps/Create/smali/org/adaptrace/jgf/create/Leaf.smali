.class final Lorg/adaptrace/jgf/create/Leaf;
.super Lorg/adaptrace/jgf/create/Mid;
.source "Leaf.java"


# instance fields
.field final c:D

.field final link:Ljava/lang/Object;


# direct methods
.method constructor <init>(IJDLjava/lang/Object;)V
    .registers 7
    .param p1, "a"    # I
    .param p2, "b"    # J
    .param p4, "c"    # D
    .param p6, "link"    # Ljava/lang/Object;

    invoke-direct {p0, p1, p2, p3}, Lorg/adaptrace/jgf/create/Mid;-><init>(IJ)V

    iput-wide p4, p0, Lorg/adaptrace/jgf/create/Leaf;->c:D

    iput-object p6, p0, Lorg/adaptrace/jgf/create/Leaf;->link:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method weight()I
    .registers 4

    invoke-super {p0}, Lorg/adaptrace/jgf/create/Mid;->weight()I

    move-result v0

    iget-wide v1, p0, Lorg/adaptrace/jgf/create/Leaf;->c:D

    double-to-int v1, v1

    add-int/2addr v0, v1

    return v0
.end method
