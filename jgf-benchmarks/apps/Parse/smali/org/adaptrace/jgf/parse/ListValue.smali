.class final Lorg/adaptrace/jgf/parse/ListValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "ListValue.java"


# instance fields
.field private final items:Ljava/util/List;
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
.method constructor <init>(Ljava/util/List;)V
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;)V"
        }
    .end annotation

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/ListValue;->items:Ljava/util/List;

    return-void
.end method


# virtual methods
.method asLong()J
    .registers 3

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/ListValue;->size()I

    move-result v0

    int-to-long v0, v0

    return-wide v0
.end method

.method get(I)Lorg/adaptrace/jgf/parse/Value;
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/ListValue;->items:Ljava/util/List;

    invoke-interface {v0, p1}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    return-object v0
.end method

.method hash()J
    .registers 7

    const-wide/16 v2, 0x3

    const/4 v0, 0x0

    :goto_3
    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/ListValue;->size()I

    move-result v1

    if-ge v0, v1, :cond_18

    const-wide/16 v4, 0x1f

    mul-long/2addr v2, v4

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/parse/ListValue;->get(I)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v1

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Value;->hash()J

    move-result-wide v4

    add-long/2addr v2, v4

    add-int/lit8 v0, v0, 0x1

    goto :goto_3

    :cond_18
    return-wide v2
.end method

.method size()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/ListValue;->items:Ljava/util/List;

    invoke-interface {v0}, Ljava/util/List;->size()I

    move-result v0

    return v0
.end method

.method text()Ljava/lang/String;
    .registers 3

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "["

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p0}, Lorg/adaptrace/jgf/parse/ListValue;->size()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, "]"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
