.class abstract Lorg/adaptrace/jgf/raytracer/Primitive;
.super Ljava/lang/Object;
.source "Primitive.java"


# static fields
.field static final EPS:D = 1.0E-6


# instance fields
.field final surface:Lorg/adaptrace/jgf/raytracer/Surface;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Surface;)V
    .locals 0
    .param p1, "surface"    # Lorg/adaptrace/jgf/raytracer/Surface;

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/raytracer/Primitive;->surface:Lorg/adaptrace/jgf/raytracer/Surface;

    return-void
.end method


# virtual methods
.method colorAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
    .locals 1
    .param p1, "p"    # Lorg/adaptrace/jgf/raytracer/Vec;

    iget-object v0, p0, Lorg/adaptrace/jgf/raytracer/Primitive;->surface:Lorg/adaptrace/jgf/raytracer/Surface;

    iget-object v0, v0, Lorg/adaptrace/jgf/raytracer/Surface;->color:Lorg/adaptrace/jgf/raytracer/Vec;

    return-object v0
.end method

.method abstract intersect(Lorg/adaptrace/jgf/raytracer/Ray;)D
.end method

.method abstract normalAt(Lorg/adaptrace/jgf/raytracer/Vec;)Lorg/adaptrace/jgf/raytracer/Vec;
.end method
