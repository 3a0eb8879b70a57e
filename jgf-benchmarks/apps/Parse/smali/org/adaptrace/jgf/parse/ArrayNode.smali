.class final Lorg/adaptrace/jgf/parse/ArrayNode;
.super Ljava/lang/Object;
.source "ArrayNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final items:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
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
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/ArrayNode;->items:Ljava/util/List;

    return-void
.end method


# virtual methods
.method public accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "<R:",
            "Ljava/lang/Object;",
            ">(",
            "Lorg/adaptrace/jgf/parse/Visitor",
            "<TR;>;)TR;"
        }
    .end annotation

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitArray(Lorg/adaptrace/jgf/parse/ArrayNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method items()Ljava/util/List;
    .registers 2
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "()",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;"
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/ArrayNode;->items:Ljava/util/List;

    return-object v0
.end method
