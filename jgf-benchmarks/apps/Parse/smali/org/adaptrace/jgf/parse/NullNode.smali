.class final Lorg/adaptrace/jgf/parse/NullNode;
.super Ljava/lang/Object;
.source "NullNode.java"

# interfaces
.implements Lorg/adaptrace/jgf/parse/Node;


# static fields
.field static final INSTANCE:Lorg/adaptrace/jgf/parse/NullNode;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lorg/adaptrace/jgf/parse/NullNode;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/NullNode;-><init>()V

    sput-object v0, Lorg/adaptrace/jgf/parse/NullNode;->INSTANCE:Lorg/adaptrace/jgf/parse/NullNode;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

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

    invoke-interface {p1, p0}, Lorg/adaptrace/jgf/parse/Visitor;->visitNull(Lorg/adaptrace/jgf/parse/NullNode;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method
