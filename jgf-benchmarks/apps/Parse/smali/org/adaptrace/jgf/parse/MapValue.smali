.class final Lorg/adaptrace/jgf/parse/MapValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "MapValue.java"


# instance fields
.field private final keys:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Ljava/lang/String;",
            ">;"
        }
    .end annotation
.end field

.field private final values:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/util/List;Ljava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Ljava/lang/String;",
            ">;",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;)V"
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/MapValue;->keys:Ljava/util/List;

    iput-object p2, p0, Lorg/adaptrace/jgf/parse/MapValue;->values:Ljava/util/List;

    return-void
.end method


# virtual methods
.method asLong()J
    .registers 3

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/MapValue;->size()I

    move-result v0

    int-to-long v0, v0

    return-wide v0
.end method

.method hash()J
    .registers 9

    const-wide/16 v6, 0x1f

    const-wide/16 v2, 0x5

    const/4 v0, 0x0

    move v1, v0

    :goto_6
    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/MapValue;->size()I

    move-result v0

    if-ge v1, v0, :cond_2d

    mul-long/2addr v2, v6

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/MapValue;->keys:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    int-to-long v4, v0

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/MapValue;->values:Ljava/util/List;

    invoke-interface {v0, v1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->hash()J

    move-result-wide v4

    add-long/2addr v2, v4

    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto :goto_6

    :cond_2d
    return-wide v2
.end method

.method size()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/MapValue;->keys:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    return v0
.end method

.method text()Ljava/lang/String;
    .registers 3

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "{"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/MapValue;->size()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "}"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
