.class final Lorg/adaptrace/jgf/parse/SyntaxError;
.super Ljava/lang/Exception;
.source "SyntaxError.java"


# instance fields
.field private final position:I


# direct methods
.method constructor <init>(Ljava/lang/String;I)V
    .registers 3

    invoke-direct {p0, p1}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    iput p2, p0, Lorg/adaptrace/jgf/parse/SyntaxError;->position:I

    return-void
.end method


# virtual methods
.method public fillInStackTrace()Ljava/lang/Throwable;
    .registers 1

    return-object p0
.end method

.method position()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/SyntaxError;->position:I

    return v0
.end method
