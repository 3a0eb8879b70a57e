.class final Lorg/adaptrace/jgf/parse/Token;
.super Ljava/lang/Object;
.source "Token.java"


# instance fields
.field private final kind:Lorg/adaptrace/jgf/parse/Kind;

.field private final position:I

.field private final text:Ljava/lang/String;


# direct methods
.method constructor <init>(Lorg/adaptrace/jgf/parse/Kind;Ljava/lang/String;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/parse/Token;->kind:Lorg/adaptrace/jgf/parse/Kind;

    iput-object p2, p0, Lorg/adaptrace/jgf/parse/Token;->text:Ljava/lang/String;

    iput p3, p0, Lorg/adaptrace/jgf/parse/Token;->position:I

    return-void
.end method


# virtual methods
.method is(Lorg/adaptrace/jgf/parse/Kind;)Z
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Token;->kind:Lorg/adaptrace/jgf/parse/Kind;

    if-ne v0, p1, :cond_6

    const/4 v0, 0x1

    :goto_5
    return v0

    :cond_6
    const/4 v0, 0x0

    goto :goto_5
.end method

.method kind()Lorg/adaptrace/jgf/parse/Kind;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Token;->kind:Lorg/adaptrace/jgf/parse/Kind;

    return-object v0
.end method

.method number()J
    .registers 3

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Token;->text:Ljava/lang/String;

    invoke-static {v0}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J

    move-result-wide v0

    return-wide v0
.end method

.method position()I
    .registers 2

    iget v0, p0, Lorg/adaptrace/jgf/parse/Token;->position:I

    return v0
.end method

.method text()Ljava/lang/String;
    .registers 2

    iget-object v0, p0, Lorg/adaptrace/jgf/parse/Token;->text:Ljava/lang/String;

    return-object v0
.end method
