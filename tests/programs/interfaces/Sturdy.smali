.class public Linterfaces/Sturdy;
.super Linterfaces/Checked;
.source "Sturdy.java"

# interfaces
.implements Linterfaces/Named;


# direct methods
.method public constructor <init>(I)V
    .registers 2
    .param p1, "n"    # I

    .line 5
    invoke-direct {p0, p1}, Linterfaces/Checked;-><init>(I)V

    .line 6
    return-void
.end method


# virtual methods
.method public describe()Ljava/lang/String;
    .registers 3

    .line 14
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v1, "sturdy "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-super {p0}, Linterfaces/Named;->describe()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

.method public name()Ljava/lang/String;
    .registers 2

    .line 10
    const-string v0, "strong"

    return-object v0
.end method
