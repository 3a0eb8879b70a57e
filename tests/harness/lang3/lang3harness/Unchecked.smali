.class public final Llang3harness/Unchecked;
.super Ljava/lang/Object;
.source "Unchecked.smali"

# Hands `inner` to Failable's static helpers: test, apply and accept go through Failable.test,
# Failable.apply and Failable.accept, which rethrow a checked exception unchecked (an
# UndeclaredThrowableException, or an UncheckedIOException for an IOException).

# interfaces
.implements Lorg/apache/commons/lang3/function/FailablePredicate;
.implements Lorg/apache/commons/lang3/function/FailableFunction;
.implements Lorg/apache/commons/lang3/function/FailableConsumer;


# instance fields
.field private final inner:Ljava/lang/Object;


# direct methods
.method public constructor <init>(Ljava/lang/Object;)V
    .registers 2

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Llang3harness/Unchecked;->inner:Ljava/lang/Object;

    return-void
.end method


# virtual methods
.method public accept(Ljava/lang/Object;)V
    .registers 3

    iget-object v0, p0, Llang3harness/Unchecked;->inner:Ljava/lang/Object;

    check-cast v0, Lorg/apache/commons/lang3/function/FailableConsumer;

    invoke-static {v0, p1}, Lorg/apache/commons/lang3/function/Failable;->accept(Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;)V

    return-void
.end method

.method public apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    iget-object v0, p0, Llang3harness/Unchecked;->inner:Ljava/lang/Object;

    check-cast v0, Lorg/apache/commons/lang3/function/FailableFunction;

    invoke-static {v0, p1}, Lorg/apache/commons/lang3/function/Failable;->apply(Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v0

    return-object v0
.end method

.method public test(Ljava/lang/Object;)Z
    .registers 3

    iget-object v0, p0, Llang3harness/Unchecked;->inner:Ljava/lang/Object;

    check-cast v0, Lorg/apache/commons/lang3/function/FailablePredicate;

    invoke-static {v0, p1}, Lorg/apache/commons/lang3/function/Failable;->test(Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)Z

    move-result v0

    return v0
.end method
