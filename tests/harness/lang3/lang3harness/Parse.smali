.class public final Llang3harness/Parse;
.super Ljava/lang/Object;
.source "Parse.smali"

# FailableFunction<String, Integer>: the number a string of digits spells (StringUtils.isNumeric
# decides); refuses anything else by throwing the checked Refused.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableFunction;


# direct methods
.method public constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Llang3harness/Refused;
        }
    .end annotation

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lorg/apache/commons/lang3/StringUtils;->isNumeric(Ljava/lang/CharSequence;)Z

    move-result v0

    if-eqz v0, :cond_refuse

    invoke-static {p1}, Ljava/lang/Integer;->valueOf(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :cond_refuse
    new-instance v0, Llang3harness/Refused;

    const-string v1, "not a number: "

    invoke-virtual {v1, p1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Llang3harness/Refused;-><init>(Ljava/lang/String;)V

    throw v0
.end method
