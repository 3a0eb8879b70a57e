.class final Lorg/adaptrace/jgf/parse/Len;
.super Ljava/lang/Object;
.source "Len.java"

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

    new-instance v1, Lorg/adaptrace/jgf/parse/NumValue;

    const/4 v0, 0x0

    invoke-interface {p1, v0}, Ljava/util/List;->get(I)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->size()I

    move-result v0

    int-to-long v2, v0

    invoke-direct {v1, v2, v3}, Lorg/adaptrace/jgf/parse/NumValue;-><init>(J)V

    return-object v1
.end method
