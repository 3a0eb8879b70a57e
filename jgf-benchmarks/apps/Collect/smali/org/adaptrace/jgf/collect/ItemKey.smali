.class final Lorg/adaptrace/jgf/collect/ItemKey;
.super Ljava/lang/Object;
.source "ItemKey.java"


# static fields
.field private static final CODES:I = 0x384


# instance fields
.field final category:I

.field final code:I


# direct methods
.method constructor <init>(II)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iput p2, p0, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    return-void
.end method

.method static random(Lorg/adaptrace/jgf/collect/Rng;)Lorg/adaptrace/jgf/collect/ItemKey;
    .registers 4

    new-instance v0, Lorg/adaptrace/jgf/collect/ItemKey;

    const/4 v1, 0x6

    invoke-virtual {p0, v1}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v1

    const/16 v2, 0x384

    invoke-virtual {p0, v2}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v2

    invoke-direct {v0, v1, v2}, Lorg/adaptrace/jgf/collect/ItemKey;-><init>(II)V

    return-object v0
.end method


# virtual methods
.method public equals(Ljava/lang/Object;)Z
    .registers 5

    const/4 v0, 0x0

    instance-of v1, p1, Lorg/adaptrace/jgf/collect/ItemKey;

    if-nez v1, :cond_6

    :cond_5
    :goto_5
    return v0

    :cond_6
    check-cast p1, Lorg/adaptrace/jgf/collect/ItemKey;

    iget v1, p0, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget v2, p1, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    if-ne v1, v2, :cond_5

    iget v1, p0, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    iget v2, p1, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    if-ne v1, v2, :cond_5

    const/4 v0, 0x1

    goto :goto_5
.end method

.method public hashCode()I
    .registers 3

    iget v0, p0, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    mul-int/lit16 v0, v0, 0x1eef

    iget v1, p0, Lorg/adaptrace/jgf/collect/ItemKey;->code:I

    add-int/2addr v0, v1

    return v0
.end method
