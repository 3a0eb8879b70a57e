.class final Lorg/adaptrace/jgf/parse/NameNode;
.super Ljava/lang/Object;
.source "NameNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final name:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/NameNode;->name:Ljava/lang/String;

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitName(Lorg/adaptrace/jgf/parse/NameNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method name()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/NameNode;->name:Ljava/lang/String;

    return-object v0
.end method
