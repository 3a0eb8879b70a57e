.class public abstract Ldispatch/Shape;
.super Ljava/lang/Object;
.source "Shape.java"


# instance fields
.field protected final name:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2
    .param p1, "name"    # Ljava/lang/String;

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 7
    iput-object p1, p0, Ldispatch/Shape;->name:Ljava/lang/String;

    .line 8
    return-void
.end method


# virtual methods
.method public abstract area()I
.end method

.method public describe()Ljava/lang/String;
    .registers 3

    .line 17
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {p0}, Ldispatch/Shape;->name()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " area "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p0}, Ldispatch/Shape;->area()I

    move-result v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 13
    iget-object v0, p0, Ldispatch/Shape;->name:Ljava/lang/String;

    return-object v0
.end method

.method public scale(I)I
    .registers 3
    .param p1, "k"    # I

    .line 21
    invoke-virtual {p0}, Ldispatch/Shape;->area()I

    move-result v0

    mul-int/2addr v0, p1

    return v0
.end method
