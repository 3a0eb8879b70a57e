.class final Lorg/adaptrace/jgf/collect/Item;
.super Ljava/lang/Object;
.source "Item.java"


# static fields
.field static final CATEGORIES:I = 0x6

.field private static final SYLLABLES:[Ljava/lang/String;


# instance fields
.field final id:I

.field final key:Lorg/adaptrace/jgf/collect/ItemKey;

.field final name:Ljava/lang/String;

.field final price:J


# direct methods
.method static constructor <clinit>()V
    .registers 3

    const/16 v0, 0x8

    new-array v0, v0, [Ljava/lang/String;

    const/4 v1, 0x0

    const-string v2, "ka"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "ne"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "ro"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "te"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "mi"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "su"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "lo"

    aput-object v2, v0, v1

    const/4 v1, 0x7

    const-string v2, "be"

    aput-object v2, v0, v1

    sput-object v0, Lorg/adaptrace/jgf/collect/Item;->SYLLABLES:[Ljava/lang/String;

    return-void
.end method

.method constructor <init>(ILjava/lang/String;JLorg/adaptrace/jgf/collect/ItemKey;)V
    .registers 7

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/collect/Item;->id:I

    iput-object p2, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    iput-wide p3, p0, Lorg/adaptrace/jgf/collect/Item;->price:J

    iput-object p5, p0, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    return-void
.end method

.method static random(Lorg/adaptrace/jgf/collect/Rng;I)Lorg/adaptrace/jgf/collect/Item;
    .registers 9

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const/4 v0, 0x3

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v0

    add-int/lit8 v1, v0, 0x1

    const/4 v0, 0x0

    :goto_d
    if-ge v0, v1, :cond_20

    sget-object v3, Lorg/adaptrace/jgf/collect/Item;->SYLLABLES:[Ljava/lang/String;

    sget-object v4, Lorg/adaptrace/jgf/collect/Item;->SYLLABLES:[Ljava/lang/String;

    array-length v4, v4

    invoke-virtual {p0, v4}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v4

    aget-object v3, v3, v4

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    add-int/lit8 v0, v0, 0x1

    goto :goto_d

    :cond_20
    new-instance v1, Lorg/adaptrace/jgf/collect/Item;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v3

    const/16 v0, 0x3e8

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/collect/Rng;->next(I)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    int-to-long v4, v0

    invoke-static {p0}, Lorg/adaptrace/jgf/collect/ItemKey;->random(Lorg/adaptrace/jgf/collect/Rng;)Lorg/adaptrace/jgf/collect/ItemKey;

    move-result-object v6

    move v2, p1

    invoke-direct/range {v1 .. v6}, Lorg/adaptrace/jgf/collect/Item;-><init>(ILjava/lang/String;JLorg/adaptrace/jgf/collect/ItemKey;)V

    return-object v1
.end method


# virtual methods
.method category()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    iget v0, v0, Lorg/adaptrace/jgf/collect/ItemKey;->category:I

    return v0
.end method

.method id()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/collect/Item;->id:I

    return v0
.end method

.method key()Lorg/adaptrace/jgf/collect/ItemKey;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Item;->key:Lorg/adaptrace/jgf/collect/ItemKey;

    return-object v0
.end method

.method name()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    return-object v0
.end method

.method price()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/collect/Item;->price:J

    return-wide v0
.end method

.method valid()Z
    .registers 7

    const/4 v1, 0x0

    iget-wide v2, p0, Lorg/adaptrace/jgf/collect/Item;->price:J

    const-wide/16 v4, 0x0

    cmp-long v0, v2, v4

    if-lez v0, :cond_1b

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->isEmpty()Z

    move-result v0

    if-nez v0, :cond_1b

    iget-object v0, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    rem-int/lit8 v0, v0, 0x2

    if-eqz v0, :cond_1c

    :cond_1b
    :goto_1b
    return v1

    :cond_1c
    move v0, v1

    :goto_1d
    iget-object v2, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    invoke-virtual {v2}, Ljava/lang/String;->length()I

    move-result v2

    if-ge v0, v2, :cond_36

    iget-object v2, p0, Lorg/adaptrace/jgf/collect/Item;->name:Ljava/lang/String;

    invoke-virtual {v2, v0}, Ljava/lang/String;->charAt(I)C

    move-result v2

    const/16 v3, 0x61

    if-lt v2, v3, :cond_1b

    const/16 v3, 0x7a

    if-gt v2, v3, :cond_1b

    add-int/lit8 v0, v0, 0x1

    goto :goto_1d

    :cond_36
    const/4 v1, 0x1

    goto :goto_1b
.end method
