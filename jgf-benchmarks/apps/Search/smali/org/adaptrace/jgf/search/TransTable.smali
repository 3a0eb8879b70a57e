.class final Lorg/adaptrace/jgf/search/TransTable;
.super Ljava/lang/Object;
.source "TransTable.java"


# static fields
.field static final EXACT:I = 0x0

.field static final LOWER:I = 0x1

.field static final SCORE_BIAS:I = 0x1000

.field static final UPPER:I = 0x2


# instance fields
.field final data:[I

.field hits:I

.field final keys:[J

.field final mask:I

.field stores:I


# direct methods
.method constructor <init>(I)V
    .locals 2
    .param p1, "bits"    # I

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    const/4 v0, 0x1

    shl-int/2addr v0, p1

    new-array v1, v0, [J

    iput-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->keys:[J

    new-array v1, v0, [I

    iput-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    add-int/lit8 v0, v0, -0x1

    iput v0, p0, Lorg/adaptrace/jgf/search/TransTable;->mask:I

    invoke-virtual {p0}, Lorg/adaptrace/jgf/search/TransTable;->clear()V

    return-void
.end method

.method static depth(I)I
    .locals 1
    .param p0, "entry"    # I

    shr-int/lit8 v0, p0, 0x4

    and-int/lit8 v0, v0, 0x3f

    return v0
.end method

.method static flag(I)I
    .locals 1
    .param p0, "entry"    # I

    shr-int/lit8 v0, p0, 0xa

    and-int/lit8 v0, v0, 0x3

    return v0
.end method

.method static index(JI)I
    .locals 2
    .param p0, "key"    # J
    .param p2, "mask"    # I

    const/16 v0, 0x20

    ushr-long v0, p0, v0

    xor-long/2addr v0, p0

    long-to-int v0, v0

    and-int/2addr v0, p2

    return v0
.end method

.method static move(I)I
    .locals 1
    .param p0, "entry"    # I

    and-int/lit8 v0, p0, 0xf

    add-int/lit8 v0, v0, -0x1

    return v0
.end method

.method static pack(IIII)I
    .locals 1
    .param p0, "score"    # I
    .param p1, "flag"    # I
    .param p2, "depth"    # I
    .param p3, "move"    # I

    add-int/lit16 v0, p0, 0x1000

    shl-int/lit8 v0, v0, 0xc

    shl-int/lit8 p1, p1, 0xa

    or-int/2addr v0, p1

    shl-int/lit8 p2, p2, 0x4

    or-int/2addr v0, p2

    add-int/lit8 p3, p3, 0x1

    or-int/2addr v0, p3

    return v0
.end method

.method static score(I)I
    .locals 1
    .param p0, "entry"    # I

    shr-int/lit8 v0, p0, 0xc

    add-int/lit16 v0, v0, -0x1000

    return v0
.end method


# virtual methods
.method clear()V
    .locals 4

    const/4 v0, 0x0

    :goto_0
    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    array-length v1, v1

    if-ge v0, v1, :cond_0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->keys:[J

    const-wide/16 v2, 0x0

    aput-wide v2, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    const/4 v2, -0x1

    aput v2, v1, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    :cond_0
    return-void
.end method

.method lookup(J)I
    .locals 3
    .param p1, "key"    # J

    iget v0, p0, Lorg/adaptrace/jgf/search/TransTable;->mask:I

    invoke-static {p1, p2, v0}, Lorg/adaptrace/jgf/search/TransTable;->index(JI)I

    move-result v0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    aget v1, v1, v0

    if-ltz v1, :cond_0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->keys:[J

    aget-wide v1, v1, v0

    cmp-long v1, v1, p1

    if-nez v1, :cond_0

    iget v1, p0, Lorg/adaptrace/jgf/search/TransTable;->hits:I

    add-int/lit8 v1, v1, 0x1

    iput v1, p0, Lorg/adaptrace/jgf/search/TransTable;->hits:I

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    aget v0, v1, v0

    return v0

    :cond_0
    const/4 v0, -0x1

    return v0
.end method

.method store(JI)V
    .locals 2
    .param p1, "key"    # J
    .param p3, "entry"    # I

    iget v0, p0, Lorg/adaptrace/jgf/search/TransTable;->mask:I

    invoke-static {p1, p2, v0}, Lorg/adaptrace/jgf/search/TransTable;->index(JI)I

    move-result v0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->keys:[J

    aput-wide p1, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/search/TransTable;->data:[I

    aput p3, v1, v0

    iget v0, p0, Lorg/adaptrace/jgf/search/TransTable;->stores:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/search/TransTable;->stores:I

    return-void
.end method
