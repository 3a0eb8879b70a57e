.class public final Llang3harness/Main;
.super Ljava/lang/Object;
.source "Main.smali"

# Drives Apache commons-lang3, as shipped in an app's dex files, through the default and static
# methods of its functional interfaces (org.apache.commons.lang3.function): the harness's own
# implementations of FailablePredicate, FailableFunction, FailableConsumer, FailableBiFunction,
# FailableBiPredicate and the int/long/double predicates and unary operators are combined with
# lang3's `and`, `or`, `negate`, `andThen`, `compose` (d8 made their lambdas synthetic classes
# that call static `lambda$...` methods of the interfaces) and with lang3's static factories
# (truePredicate, falsePredicate, identity, nop, function). Some of them throw the checked
# Refused through lang3, which the harness catches. Then FailableStream and ordinary lang3 calls
# (StringUtils, ArrayUtils, Range, ...). Prints every result and every exception caught, with
# the harness's own messages only.


# direct methods
.method public static main([Ljava/lang/String;)V
    .registers 3

    invoke-static {}, Llang3harness/Main;->predicates()V

    invoke-static {}, Llang3harness/Main;->functions()V

    invoke-static {}, Llang3harness/Main;->consumers()V

    invoke-static {}, Llang3harness/Main;->primitives()V

    invoke-static {}, Llang3harness/Main;->streams()V

    invoke-static {}, Llang3harness/Main;->utils()V

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "done"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

# Prints "LABEL: VALUE".
.method private static show(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 4

    const-string v0, ": "

    invoke-virtual {p0, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

# Prints "LABEL: threw DESCRIPTION".
.method private static threw(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4

    const-string v0, "threw "

    invoke-static {p1}, Llang3harness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {p0, v0}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method

# "CLASS: MESSAGE" of an exception without a cause; "CLASS caused by ..." of one with a cause, whose
# own message (the JVM's, for the wrappers Failable makes) is left out.
.method private static describe(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 4

    invoke-virtual {p0}, Ljava/lang/Throwable;->getCause()Ljava/lang/Throwable;

    move-result-object v0

    if-nez v0, :cond_wrapped

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v0

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_wrapped
    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v1

    const-string v2, " caused by "

    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0}, Llang3harness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    return-object v1
.end method

# "LABEL VERB INPUT".
.method private static line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    const/16 v1, 0x20

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

# "(A, B)".
.method private static pair(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/String;
    .registers 4

    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "("

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v1, ", "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const-string v1, ")"

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

# An ArrayList of the Integers FROM..TO.
.method private static range(II)Ljava/util/ArrayList;
    .registers 5

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    :loop
    if-gt p0, p1, :done

    invoke-static {p0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    add-int/lit8 p0, p0, 0x1

    goto :loop

    :done
    return-object v0
.end method

# An ArrayList of the Integers of an int[].
.method private static ints([I)Ljava/util/ArrayList;
    .registers 5

    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    const/4 v1, 0x0

    array-length v2, p0

    :loop
    if-ge v1, v2, :done

    aget v3, p0, v1

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-virtual {v0, v3}, Ljava/util/ArrayList;->add(Ljava/lang/Object;)Z

    add-int/lit8 v1, v1, 0x1

    goto :loop

    :done
    return-object v0
.end method

# ---- probes: each prints "LABEL VERB INPUT: RESULT", or "...: threw ..." for an Exception ----

# Prints LABEL test X.
.method private static testObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)V
    .registers 6

    const-string v0, "test"

    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2}, Lorg/apache/commons/lang3/function/FailablePredicate;->test(Ljava/lang/Object;)Z

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# testObj with the Integer N.
.method private static testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V
    .registers 4

    invoke-static {p2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    invoke-static {p0, p1, v0}, Llang3harness/Main;->testObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)V

    return-void
.end method

# Prints LABEL test (A, B).
.method private static testBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiPredicate;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 6

    invoke-static {p2, p3}, Llang3harness/Main;->pair(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "test"

    invoke-static {p0, v1, v0}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->test(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL apply X.
.method private static applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V
    .registers 6

    const-string v0, "apply"

    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2}, Lorg/apache/commons/lang3/function/FailableFunction;->apply(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL apply (A, B).
.method private static applyBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiFunction;Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 6

    invoke-static {p2, p3}, Llang3harness/Main;->pair(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    const-string v1, "apply"

    invoke-static {p0, v1, v0}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableBiFunction;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL accept X, with the LOG the consumers write to.
.method private static acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V
    .registers 7

    const-string v0, "accept"

    invoke-static {p2}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2}, Lorg/apache/commons/lang3/function/FailableConsumer;->accept(Ljava/lang/Object;)V
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    const-string v1, "log "

    invoke-virtual {p3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL test N.
.method private static testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V
    .registers 6

    const-string v0, "test"

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->test(I)Z

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL test N.
.method private static testLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongPredicate;J)V
    .registers 7

    const-string v0, "test"

    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->test(J)Z

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL test X.
.method private static testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V
    .registers 7

    const-string v0, "test"

    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->test(D)Z

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL applyAsInt N.
.method private static applyInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;I)V
    .registers 6

    const-string v0, "applyAsInt"

    invoke-static {p2}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->applyAsInt(I)I

    move-result v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL applyAsLong N.
.method private static applyLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;J)V
    .registers 7

    const-string v0, "applyAsLong"

    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(J)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;->applyAsLong(J)J

    move-result-wide v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1, v2}, Ljava/lang/Long;->valueOf(J)Ljava/lang/Long;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# Prints LABEL applyAsDouble X.
.method private static applyDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;D)V
    .registers 7

    const-string v0, "applyAsDouble"

    invoke-static {p2, p3}, Ljava/lang/String;->valueOf(D)Ljava/lang/String;

    move-result-object v1

    invoke-static {p0, v0, v1}, Llang3harness/Main;->line(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    :try_start
    invoke-interface {p1, p2, p3}, Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;->applyAsDouble(D)D

    move-result-wide v1
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v1, v2}, Ljava/lang/Double;->valueOf(D)Ljava/lang/Double;

    move-result-object v1

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# ---- FailablePredicate and FailableBiPredicate ----

# even = IsEven(false), picky = Picky(): the harness's predicates; lang3's truePredicate and
# falsePredicate; `and`, `or` and `negate` of lang3 on both (IsEven overrides negate).
.method private static predicates()V
    .registers 8

    invoke-static {}, Lorg/apache/commons/lang3/function/FailablePredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "truePredicate"

    const-string v2, "x"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailablePredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "falsePredicate"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)V

    new-instance v3, Llang3harness/IsEven;

    const/4 v5, 0x0

    invoke-direct {v3, v5}, Llang3harness/IsEven;-><init>(Z)V

    new-instance v4, Llang3harness/Picky;

    invoke-direct {v4}, Llang3harness/Picky;-><init>()V

    const-string v0, "even"

    const/4 v2, 0x4

    invoke-static {v0, v3, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, 0x3

    invoke-static {v0, v3, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    # IsEven's own negate
    invoke-interface {v3}, Lorg/apache/commons/lang3/function/FailablePredicate;->negate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "even.negate()"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const-string v0, "picky"

    const/4 v2, 0x0

    invoke-static {v0, v4, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x5

    invoke-static {v0, v4, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailablePredicate;->and(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "even.and(picky)"

    const/4 v2, 0x4

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, 0x3

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x2

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x3

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    # lang3's negate, of lang3's own lambda class
    invoke-interface {v1}, Lorg/apache/commons/lang3/function/FailablePredicate;->negate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v5

    const-string v0, "even.and(picky).negate()"

    const/4 v2, 0x4

    invoke-static {v0, v5, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, 0x3

    invoke-static {v0, v5, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailablePredicate;->or(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "even.or(picky)"

    const/4 v2, 0x3

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x4

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x3

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailablePredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    invoke-interface {v1, v3}, Lorg/apache/commons/lang3/function/FailablePredicate;->and(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "truePredicate.and(even)"

    const/4 v2, 0x5

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailablePredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v5

    invoke-interface {v5, v3}, Lorg/apache/commons/lang3/function/FailablePredicate;->or(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "falsePredicate.or(even)"

    const/4 v2, 0x6

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    invoke-interface {v5}, Lorg/apache/commons/lang3/function/FailablePredicate;->negate()Lorg/apache/commons/lang3/function/FailablePredicate;

    move-result-object v1

    const-string v0, "falsePredicate.negate()"

    const/4 v2, 0x0

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    # Failable.test rethrows Refused unchecked
    new-instance v1, Llang3harness/Unchecked;

    invoke-direct {v1, v4}, Llang3harness/Unchecked;-><init>(Ljava/lang/Object;)V

    const-string v0, "Failable.test(picky)"

    const/4 v2, 0x5

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    const/4 v2, -0x1

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testN(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailablePredicate;I)V

    # FailableBiPredicate
    new-instance v3, Llang3harness/SameLength;

    invoke-direct {v3}, Llang3harness/SameLength;-><init>()V

    const-string v5, "ab"

    const-string v6, "cd"

    const-string v0, "sameLength"

    invoke-static {v0, v3, v5, v6}, Llang3harness/Main;->testBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiPredicate;Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-interface {v3}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->negate()Lorg/apache/commons/lang3/function/FailableBiPredicate;

    move-result-object v1

    const-string v6, "c"

    const-string v0, "sameLength.negate()"

    invoke-static {v0, v1, v5, v6}, Llang3harness/Main;->testBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiPredicate;Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailableBiPredicate;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->and(Lorg/apache/commons/lang3/function/FailableBiPredicate;)Lorg/apache/commons/lang3/function/FailableBiPredicate;

    move-result-object v1

    const-string v6, "cd"

    const-string v0, "sameLength.and(FailableBiPredicate.falsePredicate())"

    invoke-static {v0, v1, v5, v6}, Llang3harness/Main;->testBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiPredicate;Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailableBiPredicate;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableBiPredicate;->or(Lorg/apache/commons/lang3/function/FailableBiPredicate;)Lorg/apache/commons/lang3/function/FailableBiPredicate;

    move-result-object v1

    const-string v6, "c"

    const-string v0, "sameLength.or(FailableBiPredicate.truePredicate())"

    invoke-static {v0, v1, v5, v6}, Llang3harness/Main;->testBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiPredicate;Ljava/lang/Object;Ljava/lang/Object;)V

    return-void
.end method

# ---- FailableFunction and FailableBiFunction ----

# square = Square(), parse = Parse(), label = Label(), offline = Offline(), join2 = Join2().
.method private static functions()V
    .registers 9

    new-instance v3, Llang3harness/Square;

    invoke-direct {v3}, Llang3harness/Square;-><init>()V

    new-instance v4, Llang3harness/Parse;

    invoke-direct {v4}, Llang3harness/Parse;-><init>()V

    new-instance v5, Llang3harness/Label;

    invoke-direct {v5}, Llang3harness/Label;-><init>()V

    new-instance v6, Llang3harness/Offline;

    invoke-direct {v6}, Llang3harness/Offline;-><init>()V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableFunction;->identity()Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const-string v0, "identity"

    const-string v2, "same"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    # FailableFunction.function returns its argument
    invoke-static {v3}, Lorg/apache/commons/lang3/function/FailableFunction;->function(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const/4 v7, 0x1

    if-eq v1, v3, :same

    const/4 v7, 0x0

    :same
    invoke-static {v7}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v7

    const-string v0, "FailableFunction.function(square) is square"

    invoke-static {v0, v7}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v7, 0x7

    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v0, "square"

    invoke-static {v0, v3, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    const-string v0, "parse"

    const-string v2, "12"

    invoke-static {v0, v4, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    const-string v2, "x1"

    invoke-static {v0, v4, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    invoke-interface {v4, v3}, Lorg/apache/commons/lang3/function/FailableFunction;->andThen(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const-string v0, "parse.andThen(square)"

    const-string v2, "12"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    const-string v2, "x1"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    # andThen of lang3's own lambda class
    invoke-interface {v1, v5}, Lorg/apache/commons/lang3/function/FailableFunction;->andThen(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v7

    const-string v0, "parse.andThen(square).andThen(label)"

    const-string v2, "3"

    invoke-static {v0, v7, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailableFunction;->compose(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const-string v0, "square.compose(parse)"

    const-string v2, "7"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableFunction;->identity()Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v7

    invoke-interface {v5, v7}, Lorg/apache/commons/lang3/function/FailableFunction;->compose(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const/4 v7, 0x5

    invoke-static {v7}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v0, "label.compose(identity)"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableFunction;->nop()Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const-string v0, "nop"

    const-string v2, "x"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    # Failable.apply rethrows Refused and IOException unchecked
    new-instance v1, Llang3harness/Unchecked;

    invoke-direct {v1, v4}, Llang3harness/Unchecked;-><init>(Ljava/lang/Object;)V

    const-string v0, "Failable.apply(parse)"

    const-string v2, "21"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    const-string v2, "2x"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    new-instance v1, Llang3harness/Unchecked;

    invoke-direct {v1, v6}, Llang3harness/Unchecked;-><init>(Ljava/lang/Object;)V

    const-string v0, "Failable.apply(offline)"

    const-string v2, "page"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    invoke-interface {v6, v5}, Lorg/apache/commons/lang3/function/FailableFunction;->andThen(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;

    move-result-object v1

    const-string v0, "offline.andThen(label)"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableFunction;Ljava/lang/Object;)V

    # FailableBiFunction
    new-instance v7, Llang3harness/Join2;

    invoke-direct {v7}, Llang3harness/Join2;-><init>()V

    invoke-interface {v7, v5}, Lorg/apache/commons/lang3/function/FailableBiFunction;->andThen(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableBiFunction;

    move-result-object v1

    const-string v0, "join2.andThen(label)"

    const-string v2, "a"

    const-string v8, "b"

    invoke-static {v0, v1, v2, v8}, Llang3harness/Main;->applyBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiFunction;Ljava/lang/Object;Ljava/lang/Object;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableBiFunction;->nop()Lorg/apache/commons/lang3/function/FailableBiFunction;

    move-result-object v1

    const-string v0, "FailableBiFunction.nop()"

    invoke-static {v0, v1, v2, v8}, Llang3harness/Main;->applyBi(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableBiFunction;Ljava/lang/Object;Ljava/lang/Object;)V

    return-void
.end method

# ---- FailableConsumer ----

# a = Record("a", log), b = Record("b", log): both append to one log.
.method private static consumers()V
    .registers 7

    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    new-instance v4, Llang3harness/Record;

    const-string v6, "a"

    invoke-direct {v4, v6, v3}, Llang3harness/Record;-><init>(Ljava/lang/String;Ljava/lang/StringBuilder;)V

    new-instance v5, Llang3harness/Record;

    const-string v6, "b"

    invoke-direct {v5, v6, v3}, Llang3harness/Record;-><init>(Ljava/lang/String;Ljava/lang/StringBuilder;)V

    invoke-interface {v4, v5}, Lorg/apache/commons/lang3/function/FailableConsumer;->andThen(Lorg/apache/commons/lang3/function/FailableConsumer;)Lorg/apache/commons/lang3/function/FailableConsumer;

    move-result-object v1

    const-string v0, "a.andThen(b)"

    const-string v2, "x"

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableConsumer;->nop()Lorg/apache/commons/lang3/function/FailableConsumer;

    move-result-object v1

    const-string v0, "nop"

    const-string v2, "ignored"

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    # Failable.accept rethrows Refused unchecked
    new-instance v1, Llang3harness/Unchecked;

    invoke-direct {v1, v5}, Llang3harness/Unchecked;-><init>(Ljava/lang/Object;)V

    const-string v0, "Failable.accept(b)"

    const-string v2, "y"

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    const/4 v2, 0x0

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableConsumer;->nop()Lorg/apache/commons/lang3/function/FailableConsumer;

    move-result-object v6

    invoke-interface {v5, v6}, Lorg/apache/commons/lang3/function/FailableConsumer;->andThen(Lorg/apache/commons/lang3/function/FailableConsumer;)Lorg/apache/commons/lang3/function/FailableConsumer;

    move-result-object v1

    invoke-interface {v1, v4}, Lorg/apache/commons/lang3/function/FailableConsumer;->andThen(Lorg/apache/commons/lang3/function/FailableConsumer;)Lorg/apache/commons/lang3/function/FailableConsumer;

    move-result-object v1

    const-string v0, "b.andThen(nop).andThen(a)"

    const-string v2, "z"

    invoke-static {v0, v1, v2, v3}, Llang3harness/Main;->acceptObj(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableConsumer;Ljava/lang/Object;Ljava/lang/StringBuilder;)V

    return-void
.end method

# ---- the int, long and double predicates and unary operators ----

# three = DivisibleBy(3), two = DivisibleBy(2); above10 = Above(10), above100 = Above(100);
# below1 = Below(1.0), belowQuarter = Below(0.25); plus3 = AddInt(3); twice, thrice, four and ten
# are Scale(2), Scale(3), Scale(4) and Scale(10).
.method private static primitives()V
    .registers 8

    new-instance v3, Llang3harness/DivisibleBy;

    const/4 v5, 0x3

    invoke-direct {v3, v5}, Llang3harness/DivisibleBy;-><init>(I)V

    new-instance v4, Llang3harness/DivisibleBy;

    const/4 v5, 0x2

    invoke-direct {v4, v5}, Llang3harness/DivisibleBy;-><init>(I)V

    const-string v0, "three"

    const/16 v2, 0x9

    invoke-static {v0, v3, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->and(Lorg/apache/commons/lang3/function/FailableIntPredicate;)Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    const-string v0, "three.and(two)"

    const/16 v2, 0xc

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    const/16 v2, 0x9

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->or(Lorg/apache/commons/lang3/function/FailableIntPredicate;)Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    const-string v0, "three.or(two)"

    const/16 v2, 0x8

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    const/4 v2, 0x7

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    const/4 v2, -0x6

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    invoke-interface {v3}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->negate()Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    const-string v0, "three.negate()"

    const/4 v2, 0x7

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    invoke-interface {v1, v3}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->and(Lorg/apache/commons/lang3/function/FailableIntPredicate;)Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    const-string v0, "FailableIntPredicate.truePredicate().and(three)"

    const/4 v2, 0x6

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    invoke-interface {v1}, Lorg/apache/commons/lang3/function/FailableIntPredicate;->negate()Lorg/apache/commons/lang3/function/FailableIntPredicate;

    move-result-object v1

    const-string v0, "FailableIntPredicate.falsePredicate().negate()"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Llang3harness/Main;->testInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntPredicate;I)V

    # FailableLongPredicate
    new-instance v3, Llang3harness/Above;

    const-wide/16 v6, 0xa

    invoke-direct {v3, v6, v7}, Llang3harness/Above;-><init>(J)V

    new-instance v4, Llang3harness/Above;

    const-wide/16 v6, 0x64

    invoke-direct {v4, v6, v7}, Llang3harness/Above;-><init>(J)V

    invoke-interface {v4}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->negate()Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->and(Lorg/apache/commons/lang3/function/FailableLongPredicate;)Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    const-string v0, "above10.and(above100.negate())"

    const-wide/16 v6, 0x32

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongPredicate;J)V

    const-wide/16 v6, 0x1f4

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongPredicate;J)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    invoke-interface {v4, v1}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->or(Lorg/apache/commons/lang3/function/FailableLongPredicate;)Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    const-string v0, "above100.or(FailableLongPredicate.falsePredicate())"

    const-wide/16 v6, 0x65

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongPredicate;J)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    invoke-interface {v1}, Lorg/apache/commons/lang3/function/FailableLongPredicate;->negate()Lorg/apache/commons/lang3/function/FailableLongPredicate;

    move-result-object v1

    const-string v0, "FailableLongPredicate.truePredicate().negate()"

    const-wide/16 v6, 0x1

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongPredicate;J)V

    # FailableDoublePredicate
    new-instance v3, Llang3harness/Below;

    const-wide/high16 v6, 0x3ff0000000000000L    # 1.0

    invoke-direct {v3, v6, v7}, Llang3harness/Below;-><init>(D)V

    new-instance v4, Llang3harness/Below;

    const-wide/high16 v6, 0x3fd0000000000000L    # 0.25

    invoke-direct {v4, v6, v7}, Llang3harness/Below;-><init>(D)V

    invoke-interface {v3}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->negate()Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    const-string v0, "below1.negate()"

    const-wide/high16 v6, 0x3fe0000000000000L    # 0.5

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V

    invoke-interface {v4}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->negate()Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->and(Lorg/apache/commons/lang3/function/FailableDoublePredicate;)Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    const-string v0, "below1.and(belowQuarter.negate())"

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V

    const-wide/high16 v6, 0x3fc0000000000000L    # 0.125

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->truePredicate()Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    invoke-interface {v1, v3}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->or(Lorg/apache/commons/lang3/function/FailableDoublePredicate;)Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    const-string v0, "FailableDoublePredicate.truePredicate().or(below1)"

    const-wide/high16 v6, 0x4000000000000000L    # 2.0

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->falsePredicate()Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableDoublePredicate;->or(Lorg/apache/commons/lang3/function/FailableDoublePredicate;)Lorg/apache/commons/lang3/function/FailableDoublePredicate;

    move-result-object v1

    const-string v0, "below1.or(FailableDoublePredicate.falsePredicate())"

    const-wide/high16 v6, 0x3ff8000000000000L    # 1.5

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->testDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoublePredicate;D)V

    # FailableIntUnaryOperator
    new-instance v3, Llang3harness/AddInt;

    const/4 v5, 0x3

    invoke-direct {v3, v5}, Llang3harness/AddInt;-><init>(I)V

    new-instance v4, Llang3harness/Scale;

    const/4 v5, 0x2

    invoke-direct {v4, v5}, Llang3harness/Scale;-><init>(I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->andThen(Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;)Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;

    move-result-object v1

    const-string v0, "plus3.andThen(twice)"

    const/4 v2, 0x4

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;I)V

    invoke-interface {v3, v4}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->compose(Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;)Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;

    move-result-object v1

    const-string v0, "plus3.compose(twice)"

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->identity()Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;

    move-result-object v1

    invoke-interface {v1, v3}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->andThen(Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;)Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;

    move-result-object v1

    const-string v0, "FailableIntUnaryOperator.identity().andThen(plus3)"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;->nop()Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;

    move-result-object v1

    const-string v0, "FailableIntUnaryOperator.nop()"

    const/16 v2, 0x9

    invoke-static {v0, v1, v2}, Llang3harness/Main;->applyInt(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableIntUnaryOperator;I)V

    # FailableLongUnaryOperator
    new-instance v3, Llang3harness/Scale;

    const/16 v5, 0xa

    invoke-direct {v3, v5}, Llang3harness/Scale;-><init>(I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;->identity()Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;

    move-result-object v1

    invoke-interface {v3, v1}, Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;->andThen(Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;)Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;

    move-result-object v1

    const-string v0, "ten.andThen(FailableLongUnaryOperator.identity())"

    const-wide v6, 0x1cbe991a14L

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->applyLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;J)V

    new-instance v5, Llang3harness/Scale;

    const/4 v2, 0x3

    invoke-direct {v5, v2}, Llang3harness/Scale;-><init>(I)V

    invoke-interface {v3, v5}, Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;->compose(Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;)Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;

    move-result-object v1

    const-string v0, "ten.compose(thrice)"

    const-wide/16 v6, 0x7

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->applyLong(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableLongUnaryOperator;J)V

    # FailableDoubleUnaryOperator
    new-instance v3, Llang3harness/Scale;

    const/4 v5, 0x4

    invoke-direct {v3, v5}, Llang3harness/Scale;-><init>(I)V

    invoke-static {}, Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;->identity()Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;

    move-result-object v1

    invoke-interface {v1, v3}, Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;->compose(Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;)Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;

    move-result-object v1

    const-string v0, "FailableDoubleUnaryOperator.identity().compose(four)"

    const-wide/high16 v6, 0x3fe0000000000000L    # 0.5

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->applyDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;D)V

    invoke-interface {v4, v4}, Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;->andThen(Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;)Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;

    move-result-object v1

    const-string v0, "twice.andThen(twice)"

    const-wide/high16 v6, 0x3ff4000000000000L    # 1.25

    invoke-static {v0, v1, v6, v7}, Llang3harness/Main;->applyDouble(Ljava/lang/String;Lorg/apache/commons/lang3/function/FailableDoubleUnaryOperator;D)V

    return-void
.end method

# ---- FailableStream (JDK streams calling lang3's wrappers of the harness's predicates) ----

.method private static streams()V
    .registers 9

    new-instance v3, Llang3harness/IsEven;

    const/4 v6, 0x0

    invoke-direct {v3, v6}, Llang3harness/IsEven;-><init>(Z)V

    new-instance v4, Llang3harness/Square;

    invoke-direct {v4}, Llang3harness/Square;-><init>()V

    new-instance v5, Llang3harness/Picky;

    invoke-direct {v5}, Llang3harness/Picky;-><init>()V

    const/4 v6, 0x1

    const/4 v7, 0x6

    invoke-static {v6, v7}, Llang3harness/Main;->range(II)Ljava/util/ArrayList;

    move-result-object v1

    invoke-static {v1}, Lorg/apache/commons/lang3/stream/Streams;->failableStream(Ljava/util/Collection;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-virtual {v2, v3}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->filter(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-virtual {v2, v4}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->map(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v6

    invoke-virtual {v2, v6}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v2

    const-string v0, "Streams.failableStream(1..6).filter(even).map(square).collect(toList())"

    invoke-static {v0, v2}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v3}, Lorg/apache/commons/lang3/function/Failable;->asPredicate(Lorg/apache/commons/lang3/function/FailablePredicate;)Ljava/util/function/Predicate;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/util/ArrayList;->removeIf(Ljava/util/function/Predicate;)Z

    const-string v0, "(1..6).removeIf(Failable.asPredicate(even))"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v6, 0x2

    const/4 v7, 0x4

    const/4 v8, 0x6

    filled-new-array {v6, v7, v8}, [I

    move-result-object v1

    invoke-static {v1}, Llang3harness/Main;->ints([I)Ljava/util/ArrayList;

    move-result-object v1

    invoke-static {v1}, Lorg/apache/commons/lang3/stream/Streams;->failableStream(Ljava/util/Collection;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-virtual {v2, v3}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->allMatch(Lorg/apache/commons/lang3/function/FailablePredicate;)Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v0, "Streams.failableStream(2, 4, 6).allMatch(even)"

    invoke-static {v0, v2}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v6, 0x0

    const/4 v7, 0x3

    filled-new-array {v6, v7}, [I

    move-result-object v1

    invoke-static {v1}, Llang3harness/Main;->ints([I)Ljava/util/ArrayList;

    move-result-object v1

    invoke-static {v1}, Lorg/apache/commons/lang3/stream/Streams;->failableStream(Ljava/util/Collection;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-virtual {v2, v5}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->anyMatch(Lorg/apache/commons/lang3/function/FailablePredicate;)Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v0, "Streams.failableStream(0, 3).anyMatch(picky)"

    invoke-static {v0, v2}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # picky refuses -1 inside the JDK's stream; Failable.test rethrows it unchecked
    const/4 v6, 0x4

    const/4 v7, -0x1

    filled-new-array {v6, v7}, [I

    move-result-object v1

    invoke-static {v1}, Llang3harness/Main;->ints([I)Ljava/util/ArrayList;

    move-result-object v1

    const-string v0, "Streams.failableStream(4, -1).filter(picky).collect(toList())"

    :try_start
    invoke-static {v1}, Lorg/apache/commons/lang3/stream/Streams;->failableStream(Ljava/util/Collection;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-virtual {v2, v5}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->filter(Lorg/apache/commons/lang3/function/FailablePredicate;)Lorg/apache/commons/lang3/stream/Streams$FailableStream;

    move-result-object v2

    invoke-static {}, Ljava/util/stream/Collectors;->toList()Ljava/util/stream/Collector;

    move-result-object v6

    invoke-virtual {v2, v6}, Lorg/apache/commons/lang3/stream/Streams$FailableStream;->collect(Ljava/util/stream/Collector;)Ljava/lang/Object;

    move-result-object v2
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    invoke-static {v0, v2}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v2

    invoke-static {v0, v2}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method

# ---- ordinary lang3 calls ----

.method private static utils()V
    .registers 7

    const-string v2, "adaptrace"

    invoke-static {v2}, Lorg/apache/commons/lang3/StringUtils;->capitalize(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.capitalize(adaptrace)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "smali"

    invoke-static {v2}, Lorg/apache/commons/lang3/StringUtils;->reverse(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.reverse(smali)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "instrumented at the smali level"

    const/16 v3, 0xf

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/StringUtils;->abbreviate(Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.abbreviate(instrumented at the smali level, 15)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "42"

    const/4 v3, 0x5

    const/16 v4, 0x30

    invoke-static {v2, v3, v4}, Lorg/apache/commons/lang3/StringUtils;->leftPad(Ljava/lang/String;IC)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.leftPad(42, 5, '0')"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "banana"

    const-string v3, "an"

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/StringUtils;->countMatches(Ljava/lang/CharSequence;Ljava/lang/CharSequence;)I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "StringUtils.countMatches(banana, an)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "<dex>"

    const-string v3, "<"

    const-string v4, ">"

    invoke-static {v2, v3, v4}, Lorg/apache/commons/lang3/StringUtils;->substringBetween(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.substringBetween(<dex>, <, >)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "  "

    invoke-static {v2}, Lorg/apache/commons/lang3/StringUtils;->isBlank(Ljava/lang/CharSequence;)Z

    move-result v1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    const-string v0, "StringUtils.isBlank(two spaces)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "a,b,,c"

    const/16 v3, 0x2c

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/StringUtils;->split(Ljava/lang/String;C)[Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.split(a,b,,c, ',')"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "a"

    const-string v3, "b"

    const-string v4, "c"

    filled-new-array {v2, v3, v4}, [Ljava/lang/String;

    move-result-object v2

    const-string v3, "-"

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/StringUtils;->join([Ljava/lang/Object;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.join([a, b, c], -)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "smali"

    const-string v3, "small"

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/StringUtils;->difference(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.difference(smali, small)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v2, "Dex"

    invoke-static {v2}, Lorg/apache/commons/lang3/StringUtils;->swapCase(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "StringUtils.swapCase(Dex)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x1

    const/4 v3, 0x2

    const/4 v4, 0x3

    filled-new-array {v2, v3, v4}, [I

    move-result-object v5

    invoke-static {v5}, Lorg/apache/commons/lang3/ArrayUtils;->reverse([I)V

    invoke-static {v5}, Lorg/apache/commons/lang3/ArrayUtils;->toString(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "ArrayUtils.reverse({1,2,3})"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x4

    invoke-static {v5, v2}, Lorg/apache/commons/lang3/ArrayUtils;->add([II)[I

    move-result-object v1

    invoke-static {v1}, Lorg/apache/commons/lang3/ArrayUtils;->toString(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "ArrayUtils.add({3,2,1}, 4)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x2

    invoke-static {v5, v2}, Lorg/apache/commons/lang3/ArrayUtils;->contains([II)Z

    move-result v1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    const-string v0, "ArrayUtils.contains({3,2,1}, 2)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x5

    invoke-static {v5, v2}, Lorg/apache/commons/lang3/ArrayUtils;->indexOf([II)I

    move-result v1

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    const-string v0, "ArrayUtils.indexOf({3,2,1}, 5)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x1

    invoke-static {v2}, Lorg/apache/commons/lang3/BooleanUtils;->toStringYesNo(Z)Ljava/lang/String;

    move-result-object v1

    const-string v0, "BooleanUtils.toStringYesNo(true)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x0

    const-string v3, "x"

    const-string v4, "y"

    filled-new-array {v2, v3, v4}, [Ljava/lang/Object;

    move-result-object v2

    invoke-static {v2}, Lorg/apache/commons/lang3/ObjectUtils;->firstNonNull([Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v1

    const-string v0, "ObjectUtils.firstNonNull(null, x, y)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const/16 v3, 0xa

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v2, v3}, Lorg/apache/commons/lang3/Range;->between(Ljava/lang/Comparable;Ljava/lang/Comparable;)Lorg/apache/commons/lang3/Range;

    move-result-object v5

    const-string v0, "Range.between(1, 10)"

    invoke-static {v0, v5}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x5

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v5, v2}, Lorg/apache/commons/lang3/Range;->contains(Ljava/lang/Object;)Z

    move-result v1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    const-string v0, "Range.between(1, 10).contains(5)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v2, 0xb

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-virtual {v5, v2}, Lorg/apache/commons/lang3/Range;->contains(Ljava/lang/Object;)Z

    move-result v1

    invoke-static {v1}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v1

    const-string v0, "Range.between(1, 10).contains(11)"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v2, Llang3harness/Refused;

    const-string v3, "deep"

    invoke-direct {v2, v3}, Llang3harness/Refused;-><init>(Ljava/lang/String;)V

    new-instance v3, Ljava/lang/reflect/UndeclaredThrowableException;

    invoke-direct {v3, v2}, Ljava/lang/reflect/UndeclaredThrowableException;-><init>(Ljava/lang/Throwable;)V

    invoke-static {v3}, Lorg/apache/commons/lang3/exception/ExceptionUtils;->getRootCauseMessage(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "ExceptionUtils.getRootCauseMessage(UndeclaredThrowableException(Refused(deep)))"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v0, "Validate.isTrue(false, checked by the harness)"

    const/4 v2, 0x0

    const-string v3, "checked by the harness"

    new-array v4, v2, [Ljava/lang/Object;

    :try_start
    invoke-static {v2, v3, v4}, Lorg/apache/commons/lang3/Validate;->isTrue(ZLjava/lang/String;[Ljava/lang/Object;)V
    :try_end
    .catch Ljava/lang/Exception; {:try_start .. :try_end} :caught

    const-string v1, "passed"

    invoke-static {v0, v1}, Llang3harness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :caught
    move-exception v1

    invoke-static {v0, v1}, Llang3harness/Main;->threw(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method
