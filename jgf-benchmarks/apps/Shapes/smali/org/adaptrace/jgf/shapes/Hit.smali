.class final Lorg/adaptrace/jgf/shapes/Hit;
.super Ljava/lang/RuntimeException;
.source "Hit.java"


# instance fields
.field private final transient shape:Lorg/adaptrace/jgf/shapes/Shape;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/shapes/Shape;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/RuntimeException;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/shapes/Hit;->shape:Lorg/adaptrace/jgf/shapes/Shape;

    return-void
.end method


# virtual methods
.method shape()Lorg/adaptrace/jgf/shapes/Shape;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Hit;->shape:Lorg/adaptrace/jgf/shapes/Shape;

    return-object v0
.end method
