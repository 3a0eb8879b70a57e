.class final Lorg/adaptrace/jgf/parse/Environment;
.super Ljava/lang/Object;
.source "Environment.java"


# instance fields
.field private final functions:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map",
            "<",
            "Ljava/lang/String;",
            "Lorg/adaptrace/jgf/parse/Function;",
            ">;"
        }
    .end annotation
.end field

.field private final variables:Ljava/util/Map;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Ljava/util/Map",
            "<",
            "Ljava/lang/String;",
            "Lorg/adaptrace/jgf/parse/Value;",
            ">;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>()V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->variables:Ljava/util/Map;

    new-instance v0, Ljava/util/HashMap;

    invoke-direct {v0}, Ljava/util/HashMap;-><init>()V

    iput-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->functions:Ljava/util/Map;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->functions:Ljava/util/Map;

    const-string v1, "len"

    new-instance v2, Lorg/adaptrace/jgf/parse/Len;

    invoke-direct {v2}, Lorg/adaptrace/jgf/parse/Len;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->functions:Ljava/util/Map;

    const-string v1, "max"

    new-instance v2, Lorg/adaptrace/jgf/parse/Max;

    invoke-direct {v2}, Lorg/adaptrace/jgf/parse/Max;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->functions:Ljava/util/Map;

    const-string v1, "sum"

    new-instance v2, Lorg/adaptrace/jgf/parse/Sum;

    invoke-direct {v2}, Lorg/adaptrace/jgf/parse/Sum;-><init>()V

    invoke-interface {v0, v1, v2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method define(Ljava/lang/String;Lorg/adaptrace/jgf/parse/Value;)V
    .registers 4

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->variables:Ljava/util/Map;

    invoke-interface {v0, p1, p2}, Ljava/util/Map;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    return-void
.end method

.method function(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Function;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/UnboundName;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->functions:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Function;

    if-nez v0, :cond_10

    new-instance v0, Lorg/adaptrace/jgf/parse/UnboundName;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/parse/UnboundName;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_10
    return-object v0
.end method

.method lookup(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Value;
    .registers 3
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/UnboundName;
        }
    .end annotation

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Environment;->variables:Ljava/util/Map;

    invoke-interface {v0, p1}, Ljava/util/Map;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    if-nez v0, :cond_10

    new-instance v0, Lorg/adaptrace/jgf/parse/UnboundName;

    invoke-direct {v0, p1}, Lorg/adaptrace/jgf/parse/UnboundName;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_10
    return-object v0
.end method
