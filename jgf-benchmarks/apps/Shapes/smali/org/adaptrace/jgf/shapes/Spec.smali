.class final Lorg/adaptrace/jgf/shapes/Spec;
.super Ljava/lang/Object;
.source "Spec.java"


# static fields
.field static final KINDS:I = 0x6

.field static final WORLD:I = 0x3e8


# instance fields
.field private final args:[I

.field private final kind:I


# direct methods
.method constructor <init>(I[I)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lorg/adaptrace/jgf/shapes/Spec;->kind:I

    iput-object p2, p0, Lorg/adaptrace/jgf/shapes/Spec;->args:[I

    return-void
.end method

.method static random(Lorg/adaptrace/jgf/shapes/Rng;)Lorg/adaptrace/jgf/shapes/Spec;
    .registers 6

    const/4 v1, 0x0

    const/4 v0, 0x6

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v2

    const/4 v0, 0x4

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v0

    mul-int/lit8 v0, v0, 0x2

    add-int/lit8 v0, v0, 0x2

    new-array v3, v0, [I

    move v0, v1

    :goto_12
    array-length v4, v3

    if-ge v0, v4, :cond_20

    const/16 v4, 0x3e8

    invoke-virtual {p0, v4}, Lorg/adaptrace/jgf/shapes/Rng;->next(I)I

    move-result v4

    aput v4, v3, v0

    add-int/lit8 v0, v0, 0x1

    goto :goto_12

    :cond_20
    const/16 v0, 0xa

    invoke-virtual {p0, v0}, Lorg/adaptrace/jgf/shapes/Rng;->chance(I)Z

    move-result v0

    if-eqz v0, :cond_2d

    array-length v0, v3

    add-int/lit8 v0, v0, -0x1

    aput v1, v3, v0

    :cond_2d
    new-instance v0, Lorg/adaptrace/jgf/shapes/Spec;

    invoke-direct {v0, v2, v3}, Lorg/adaptrace/jgf/shapes/Spec;-><init>(I[I)V

    return-object v0
.end method


# virtual methods
.method arg(I)I
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Spec;->args:[I

    aget v0, v0, p1

    return v0
.end method

.method count()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/shapes/Spec;->args:[I

    array-length v0, v0

    return v0
.end method

.method kind()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/shapes/Spec;->kind:I

    return v0
.end method

.method point(I)Lorg/adaptrace/jgf/shapes/Point;
    .registers 8

    new-instance v0, Lorg/adaptrace/jgf/shapes/Point;

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Spec;->args:[I

    mul-int/lit8 v2, p1, 0x2

    aget v1, v1, v2

    int-to-long v2, v1

    iget-object v1, p0, Lorg/adaptrace/jgf/shapes/Spec;->args:[I

    mul-int/lit8 v4, p1, 0x2

    add-int/lit8 v4, v4, 0x1

    aget v1, v1, v4

    int-to-long v4, v1

    invoke-direct {v0, v2, v3, v4, v5}, Lorg/adaptrace/jgf/shapes/Point;-><init>(JJ)V

    return-object v0
.end method
