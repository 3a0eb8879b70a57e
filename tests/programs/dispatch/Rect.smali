.class public Ldispatch/Rect;
.super Ldispatch/Shape;
.source "Rect.java"

# interfaces
.implements Ldispatch/Greeter;


# instance fields
.field private final h:I

.field private final w:I


# direct methods
.method public constructor <init>(Ljava/lang/String;II)V
    .registers 4
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "w"    # I
    .param p3, "h"    # I

    .line 8
    invoke-direct {p0, p1}, Ldispatch/Shape;-><init>(Ljava/lang/String;)V

    .line 9
    iput p2, p0, Ldispatch/Rect;->w:I

    .line 10
    iput p3, p0, Ldispatch/Rect;->h:I

    .line 11
    return-void
.end method

.method private prefix()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Ldispatch/Rect;->name:Ljava/lang/String;

    return-object v0
.end method


# virtual methods
.method public area()I
    .registers 3

    .line 15
    iget v0, p0, Ldispatch/Rect;->w:I

    iget v1, p0, Ldispatch/Rect;->h:I

    mul-int/2addr v0, v1

    return v0
.end method

.method public describe()Ljava/lang/String;
    .registers 3

    .line 20
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-super {p0}, Ldispatch/Shape;->describe()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " (rect)"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public greet(Ljava/lang/String;)Ljava/lang/String;
    .registers 4
    .param p1, "who"    # Ljava/lang/String;

    .line 25
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-direct {p0}, Ldispatch/Rect;->prefix()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " greets "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
