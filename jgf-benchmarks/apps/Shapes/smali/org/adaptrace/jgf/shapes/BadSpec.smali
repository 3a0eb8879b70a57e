.class final Lorg/adaptrace/jgf/shapes/BadSpec;
.super Ljava/lang/Exception;
.source "BadSpec.java"


# static fields
.field static final DEGENERATE:I = 0x3

.field static final EMPTY:I = 0x2

.field static final UNKNOWN_KIND:I = 0x1


# instance fields
.field private final code:I


# direct methods
.method constructor <init>(I)V
    .registers 4

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "bad shape specification "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {p0, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    iput p1, p0, Lorg/adaptrace/jgf/shapes/BadSpec;->code:I

    return-void
.end method


# virtual methods
.method code()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/shapes/BadSpec;->code:I

    return v0
.end method
