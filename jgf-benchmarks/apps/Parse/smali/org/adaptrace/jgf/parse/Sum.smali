.class final Lorg/adaptrace/jgf/parse/Sum;
.super Ljava/lang/Object;
.source "Sum.java"

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
    .registers 6
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

    new-instance v0, Lorg/adaptrace/jgf/parse/NumValue;

    const-wide/16 v2, 0x0

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    invoke-interface {p1}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    move-object v1, v0

    :goto_c
    invoke-interface {v2}, Ljava/util/Iterator;->hasNext()Z

    move-result v0

    if-eqz v0, :cond_1e

    invoke-interface {v2}, Ljava/util/Iterator;->next()Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v1, v0}, Lorg/adaptrace/jgf/parse/Value;->plus(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;

    move-result-object v0

    move-object v1, v0

    goto :goto_c

    :cond_1e
    return-object v1
.end method
