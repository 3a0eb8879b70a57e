.class final Lorg/adaptrace/jgf/parse/CallNode;
.super Ljava/lang/Object;
.source "CallNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final args:Ljava/util/List;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;"
        }
    .end annotation
.end field

.field private final function:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;Ljava/util/List;)V
    .registers 3
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/lang/String;",
            "Ljava/util/List",
            "<",
            "Lorg/adaptrace/jgf/parse/Node;",
            ">;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/CallNode;->function:Ljava/lang/String;

    iput-object p2, p0, Lorg/adaptrace/jgf/parse/CallNode;->args:Ljava/util/List;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitCall(Lorg/adaptrace/jgf/parse/CallNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method args()Ljava/util/List;
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

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/CallNode;->args:Ljava/util/List;

    return-object v0
.end method

.method function()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/CallNode;->function:Ljava/lang/String;

    return-object v0
.end method
