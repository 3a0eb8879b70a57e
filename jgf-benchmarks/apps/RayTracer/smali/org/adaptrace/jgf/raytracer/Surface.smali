.class final Lorg/adaptrace/jgf/raytracer/Surface;
.super Ljava/lang/Object;
.source "Surface.java"


# instance fields
.field final color:Lorg/adaptrace/jgf/raytracer/Vec;

.field final diffuse:D

.field final reflect:D

.field final shininess:I

.field final specular:D


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Vec;DDID)V
    .locals 0
    .param p1, "color"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p2, "diffuse"    # D
    .param p4, "specular"    # D
    .param p6, "shininess"    # I
    .param p7, "reflect"    # D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/raytracer/Surface;->color:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-wide p2, p0, Lorg/adaptrace/jgf/raytracer/Surface;->diffuse:D

    iput-wide p4, p0, Lorg/adaptrace/jgf/raytracer/Surface;->specular:D

    iput p6, p0, Lorg/adaptrace/jgf/raytracer/Surface;->shininess:I

    iput-wide p7, p0, Lorg/adaptrace/jgf/raytracer/Surface;->reflect:D

    return-void
.end method
