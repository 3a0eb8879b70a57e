.class final Lorg/adaptrace/jgf/parse/AssignNode;
.super Ljava/lang/Object;
.source "AssignNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final name:Ljava/lang/String;

.field private final value:Lorg/adaptrace/jgf/parse/Node;


# direct methods
.method constructor <init>(Ljava/lang/String;Lorg/adaptrace/jgf/parse/Node;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/AssignNode;->name:Ljava/lang/String;

    iput-object p2, p0, Lorg/adaptrace/jgf/parse/AssignNode;->value:Lorg/adaptrace/jgf/parse/Node;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitAssign(Lorg/adaptrace/jgf/parse/AssignNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method name()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/AssignNode;->name:Ljava/lang/String;

    return-object v0
.end method

.method value()Lorg/adaptrace/jgf/parse/Node;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/AssignNode;->value:Lorg/adaptrace/jgf/parse/Node;

    return-object v0
.end method
