.class final Lorg/adaptrace/jgf/raytracer/Ray;
.super Ljava/lang/Object;
.source "Ray.java"


# instance fields
.field final dir:Lorg/adaptrace/jgf/raytracer/Vec;

.field final origin:Lorg/adaptrace/jgf/raytracer/Vec;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Vec;Lorg/adaptrace/jgf/raytracer/Vec;)V
    .locals 0
    .param p1, "origin"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p2, "dir"    # Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/raytracer/Ray;->origin:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-object p2, p0, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    return-void
.end method


# virtual methods
.method at(D)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 2
    .param p1, "t"    # D

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Ray;->origin:Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v1, p0, Lorg/adaptrace/jgf/raytracer/Ray;->dir:Lorg/adaptrace/jgf/raytracer/Vec;

    invoke-virtual {v1, p1, p2}, Lorg/adaptrace/jgf/raytracer/Vec;->scale(D)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v1

    invoke-virtual {v0, v1}, Lorg/adaptrace/jgf/raytracer/Vec;->add(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;

    move-result-object v0

    return-object v0
.end method
