.class final Lorg/adaptrace/jgf/parse/NumberNode;
.super Ljava/lang/Object;
.source "NumberNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# instance fields
.field private final value:J


# direct methods
.method constructor <init>(J)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-wide p1, p0, Lorg/adaptrace/jgf/parse/NumberNode;->value:J

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitNumber(Lorg/adaptrace/jgf/parse/NumberNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method value()J
    .registers 3

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/NumberNode;->value:J

    return-wide v0
.end method
