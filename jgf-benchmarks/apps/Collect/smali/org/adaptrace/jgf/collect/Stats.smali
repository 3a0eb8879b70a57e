.class final Lorg/adaptrace/jgf/collect/Stats;
.super Ljava/lang/Object;
.source "Stats.java"


# instance fields
.field private final count:[J

.field private final max:[J

.field private final min:[J

.field private final total:[J


# direct methods
.method constructor <init>()V
    .registers 3

    const/4 v1, 0x6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-array v0, v1, [J

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/Stats;->count:[J

    new-array v0, v1, [J

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/Stats;->total:[J

    new-array v0, v1, [J

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/Stats;->min:[J

    new-array v0, v1, [J

    iput-object v0, p0, Lorg/adaptrace/jgf/collect/Stats;->max:[J

    return-void
.end method


# virtual methods
.method add(Lorg/adaptrace/jgf/collect/Item;)V
    .registers 10

    iget-object v0, p1, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v0, v0, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    iget-wide v2, p1, Lorg/adaptrace/jgf/collect/Item;->price:J

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->count:[J

    aget-wide v4, v1, v0

    const-wide/16 v6, 0x0

    cmp-long v1, v4, v6

    if-eqz v1, :cond_18

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->min:[J

    aget-wide v4, v1, v0

    cmp-long v1, v2, v4

    if-gez v1, :cond_1c

    :cond_18
    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->min:[J

    aput-wide v2, v1, v0

    :cond_1c
    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->max:[J

    aget-wide v4, v1, v0

    cmp-long v1, v2, v4

    if-lez v1, :cond_28

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->max:[J

    aput-wide v2, v1, v0

    :cond_28
    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->count:[J

    aget-wide v4, v1, v0

    const-wide/16 v6, 0x1

    add-long/2addr v4, v6

    aput-wide v4, v1, v0

    iget-object v1, p0, Lorg/adaptrace/jgf/collect/Stats;->total:[J

    aget-wide v4, v1, v0

    add-long/2addr v2, v4

    aput-wide v2, v1, v0

    return-void
.end method

.method fold()J
    .registers 13

    const-wide/16 v4, 0x0

    const-wide/16 v10, 0x1f

    const/4 v2, 0x0

    move-wide v0, v4

    :goto_6
    const/4 v3, 0x6

    if-ge v2, v3, :cond_2b

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/Stats;->count:[J

    aget-wide v6, v3, v2

    cmp-long v3, v6, v4

    if-lez v3, :cond_28

    mul-long/2addr v0, v10

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/Stats;->total:[J

    aget-wide v6, v3, v2

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/Stats;->count:[J

    aget-wide v8, v3, v2

    div-long/2addr v6, v8

    add-long/2addr v0, v6

    mul-long/2addr v0, v10

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/Stats;->min:[J

    aget-wide v6, v3, v2

    add-long/2addr v0, v6

    mul-long/2addr v0, v10

    iget-object v3, p0, Lorg/adaptrace/jgf/collect/Stats;->max:[J

    aget-wide v6, v3, v2

    add-long/2addr v0, v6

    :cond_28
    add-int/lit8 v2, v2, 0x1

    goto :goto_6

    :cond_2b
    return-wide v0
.end method
