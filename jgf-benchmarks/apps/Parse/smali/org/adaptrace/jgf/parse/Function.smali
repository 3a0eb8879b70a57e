.class interface abstract Lorg/adaptrace/jgf/parse/Function;
.super Ljava/lang/Object;
.source "Function.java"


# virtual methods
.method public abstract apply(Ljava/util/List;)Lorg/adaptrace/jgf/parse/Value;
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
.end method
