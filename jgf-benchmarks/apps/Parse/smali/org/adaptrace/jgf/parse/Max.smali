.class final Lorg/adaptrace/jgf/parse/Max;
.super Ljava/lang/Object;
.source "Max.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Function;


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public apply(Ljava/util/List;)Lorg/adaptrace/jgf/parse/Value;
    .registers 10
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;)",
            "Lorg/adaptrace/jgf/parse/Value;"
        }
    .end annotation

    const/4 v0, 0x0

    invoke-interface {p1, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    move-object v1, v0

    :goto_c
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_26

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v4

    invoke-virtual {v1}, Lorg/adaptrace/jgf/parse/Value;->asLong()J

    move-result-wide v6

    cmp-long v3, v4, v6

    if-lez v3, :cond_27

    :goto_24
    move-object v1, v0

    goto :goto_c

    :cond_26
    return-object v1

    :cond_27
    move-object v0, v1

    goto :goto_24
.end method
