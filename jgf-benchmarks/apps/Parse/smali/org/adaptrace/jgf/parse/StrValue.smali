.class final Lorg/adaptrace/jgf/parse/StrValue;
.super Lorg/adaptrace/jgf/parse/Value;
.source "StrValue.java"


# static fields
.field private static final LIMIT:I = 0x40


# instance fields
.field private final value:Ljava/lang/String;


# direct methods
.method constructor <init>(Ljava/lang/String;)V
    .registers 2

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/Value;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method asLong()J
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    int-to-long v0, v0

    return-wide v0
.end method

.method hash()J
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    int-to-long v0, v0

    return-wide v0
.end method

.method plus(Lorg/adaptrace/jgf/parse/Value;)Lorg/adaptrace/jgf/parse/Value;
    .registers 6

    const/16 v3, 0x40

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    iget-object v1, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {p1}, Lorg/adaptrace/jgf/parse/Value;->text()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    new-instance v1, Lorg/adaptrace/jgf/parse/StrValue;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v2

    if-le v2, v3, :cond_26

    const/4 v2, 0x0

    invoke-virtual {v0, v2, v3}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v0

    :cond_26
    invoke-direct {v1, v0}, Lorg/adaptrace/jgf/parse/StrValue;-><init>(Ljava/lang/String;)V

    return-object v1
.end method

.method size()I
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    return v0
.end method

.method text()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/StrValue;->value:Ljava/lang/String;

    return-object v0
.end method
