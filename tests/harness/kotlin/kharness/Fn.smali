.class public final Lkharness/Fn;
.super Ljava/lang/Object;
.source "Fn.smali"

# The lambdas the harness hands to the Kotlin library, written the way kotlinc compiles a lambda
# (a class implementing kotlin.jvm.functions.FunctionN). One class serves them all: `op` selects
# what invoke does (table below), `calls` counts the invocations.

.implements Lkotlin/jvm/functions/Function0;
.implements Lkotlin/jvm/functions/Function1;
.implements Lkotlin/jvm/functions/Function2;


# op  arity  what invoke returns
#  0  1  Integer x -> Integer x*x
#  1  1  Integer x -> Boolean (x is odd)
#  2  1  String s -> Character (its first char)
#  3  1  String s -> Integer (its length)
#  4  1  Integer n -> the next Collatz number, or null after 1 (ends a generated sequence)
#  5  1  kotlin.text.MatchResult m -> String (the matched text)
#  6  1  String s -> String (upper case)
#  7  2  Integer a, Integer b -> Integer a+b
#  8  2  Object a, Object b -> String "a-b"
#  9  0  String "computed" (a lazy value's initializer)
# 10  1  Integer x -> Integer x+1


.field private final op:I

.field public calls:I


.method public constructor <init>(I)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput p1, p0, Lkharness/Fn;->op:I

    return-void
.end method

.method public invoke()Ljava/lang/Object;
    .registers 3

    const/4 v0, 0x0

    invoke-virtual {p0, v0, v0}, Lkharness/Fn;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public invoke(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    const/4 v0, 0x0

    invoke-virtual {p0, p1, v0}, Lkharness/Fn;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

# Every arity ends here; unused arguments are null.
.method public invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;
    .registers 6

    iget v0, p0, Lkharness/Fn;->calls:I

    add-int/lit8 v0, v0, 0x1

    iput v0, p0, Lkharness/Fn;->calls:I

    iget v0, p0, Lkharness/Fn;->op:I

    packed-switch v0, :ops

    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "unknown op"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0

    :square
    invoke-static {p1}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v0

    mul-int/2addr v0, v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :is_odd
    invoke-static {p1}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v0

    and-int/lit8 v0, v0, 0x1

    invoke-static {v0}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v0

    return-object v0

    :first_char
    check-cast p1, Ljava/lang/String;

    const/4 v0, 0x0

    invoke-virtual {p1, v0}, Ljava/lang/String;->charAt(I)C

    move-result v0

    invoke-static {v0}, Ljava/lang/Character;->valueOf(C)Ljava/lang/Character;

    move-result-object v0

    return-object v0

    :length
    check-cast p1, Ljava/lang/String;

    invoke-virtual {p1}, Ljava/lang/String;->length()I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :collatz
    invoke-static {p1}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v0

    const/4 v1, 0x1

    if-ne v0, v1, :collatz_step

    const/4 v0, 0x0

    return-object v0

    :collatz_step
    and-int/lit8 v1, v0, 0x1

    if-eqz v1, :collatz_even

    mul-int/lit8 v0, v0, 0x3

    add-int/lit8 v0, v0, 0x1

    goto :collatz_box

    :collatz_even
    div-int/lit8 v0, v0, 0x2

    :collatz_box
    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :match_value
    check-cast p1, Lkotlin/text/MatchResult;

    invoke-interface {p1}, Lkotlin/text/MatchResult;->getValue()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :upper
    check-cast p1, Ljava/lang/String;

    sget-object v0, Ljava/util/Locale;->ROOT:Ljava/util/Locale;

    invoke-virtual {p1, v0}, Ljava/lang/String;->toUpperCase(Ljava/util/Locale;)Ljava/lang/String;

    move-result-object v0

    return-object v0

    :sum
    invoke-static {p1}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v0

    invoke-static {p2}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v1

    add-int/2addr v0, v1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :join
    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "-"

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0

    :lazy
    const-string v0, "computed"

    return-object v0

    :next
    invoke-static {p1}, Lkharness/Fn;->intOf(Ljava/lang/Object;)I

    move-result v0

    add-int/lit8 v0, v0, 0x1

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0

    :ops
    .packed-switch 0x0
        :square
        :is_odd
        :first_char
        :length
        :collatz
        :match_value
        :upper
        :sum
        :join
        :lazy
        :next
    .end packed-switch
.end method

.method private static intOf(Ljava/lang/Object;)I
    .registers 2

    check-cast p0, Ljava/lang/Integer;

    invoke-virtual {p0}, Ljava/lang/Integer;->intValue()I

    move-result v0

    return v0
.end method
