.class final Lorg/adaptrace/jgf/raytracer/Light;
.super Ljava/lang/Object;
.source "Light.java"


# instance fields
.field final brightness:D

.field final pos:Lorg/adaptrace/jgf/raytracer/Vec;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/raytracer/Vec;D)V
    .locals 0
    .param p1, "pos"    # Lorg/adaptrace/jgf/raytracer/Vec;
    .param p2, "brightness"    # D

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/raytracer/Light;->pos:Lorg/adaptrace/jgf/raytracer/Vec;

    iput-wide p2, p0, Lorg/adaptrace/jgf/raytracer/Light;->brightness:D

    return-void
.end method
