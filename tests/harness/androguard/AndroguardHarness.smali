.class public LAndroguardHarness;
.super Ljava/lang/Object;
.source "AndroguardHarness.smali"

# Drives the androguard test classes (Switch, FillArrays, ExceptionHandling, in the default
# package like them since Switch and FillArrays are package-private): every method is called
# with a range of inputs, and what it returns or throws is printed.


.method public static main([Ljava/lang/String;)V
    .registers 2

    invoke-static {}, LAndroguardHarness;->switches()V

    invoke-static {}, LAndroguardHarness;->arrays()V

    invoke-static {}, LAndroguardHarness;->exceptions()V

    const-string v0, "done"

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    return-void
.end method

.method private static println(Ljava/lang/String;)V
    .registers 2

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

# "NAME(ARG MORE) = VALUE"
.method private static show(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V
    .registers 6

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    const-string v1, "("

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, ") = "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    return-void
.end method

# "threw CLASS: MESSAGE"
.method private static describe(Ljava/lang/Throwable;)Ljava/lang/String;
    .registers 3

    new-instance v0, Ljava/lang/StringBuilder;

    const-string v1, "threw "

    invoke-direct {v0, v1}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    invoke-virtual {p0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {p0}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

# Inputs around every case and boundary of the methods under test.
.method private static inputs()[I
    .registers 2

    const/16 v0, 0xc

    new-array v0, v0, [I

    fill-array-data v0, :values

    return-object v0

    :values
    .array-data 4
        0x80000000
        -0x2
        -0x1
        0x0
        0x1
        0x2
        0x3
        0x4
        0x29
        0x2a
        0x2b
        0x7fffffff
    .end array-data
.end method

# Switch.someSwitch on every input, with a null and a non-null string.
.method private static switches()V
    .registers 9

    new-instance v0, LSwitch;

    invoke-direct {v0}, LSwitch;-><init>()V

    invoke-static {}, LAndroguardHarness;->inputs()[I

    move-result-object v1

    const/4 v2, 0x0

    :loop
    array-length v3, v1

    if-ge v2, v3, :done

    aget v3, v1, v2

    const/4 v4, 0x0

    invoke-virtual {v0, v3, v4}, LSwitch;->someSwitch(ILjava/lang/String;)I

    move-result v5

    const-string v6, "someSwitch"

    const-string v8, ", null"

    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    invoke-static {v6, v3, v8, v7}, LAndroguardHarness;->show(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    const-string v4, "x"

    invoke-virtual {v0, v3, v4}, LSwitch;->someSwitch(ILjava/lang/String;)I

    move-result v5

    const-string v6, "someSwitch"

    const-string v8, ", \"x\""

    invoke-static {v5}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v7

    invoke-static {v6, v3, v8, v7}, LAndroguardHarness;->show(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    add-int/lit8 v2, v2, 0x1

    goto :loop

    :done
    return-void
.end method

# FillArrays: the fields before and after someArrays, twice (fresh arrays each time).
.method private static arrays()V
    .registers 5

    new-instance v0, LFillArrays;

    invoke-direct {v0}, LFillArrays;-><init>()V

    invoke-static {v0}, LAndroguardHarness;->printArrays(LFillArrays;)V

    invoke-virtual {v0}, LFillArrays;->someArrays()V

    invoke-static {v0}, LAndroguardHarness;->printArrays(LFillArrays;)V

    iget-object v1, v0, LFillArrays;->ia:[I

    const/4 v2, 0x0

    const/16 v3, -0x64

    aput v3, v1, v2

    invoke-virtual {v0}, LFillArrays;->someArrays()V

    iget-object v2, v0, LFillArrays;->ia:[I

    if-eq v1, v2, :same

    const-string v3, "someArrays made new arrays"

    goto :print

    :same
    const-string v3, "someArrays reused its arrays"

    :print
    invoke-static {v3}, LAndroguardHarness;->println(Ljava/lang/String;)V

    invoke-static {v0}, LAndroguardHarness;->printArrays(LFillArrays;)V

    return-void
.end method

.method private static printArrays(LFillArrays;)V
    .registers 3

    iget-object v0, p0, LFillArrays;->ba:[B

    invoke-static {v0}, Ljava/util/Arrays;->toString([B)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    iget-object v0, p0, LFillArrays;->ia:[I

    invoke-static {v0}, Ljava/util/Arrays;->toString([I)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    iget-object v0, p0, LFillArrays;->ca:[C

    invoke-static {v0}, Ljava/util/Arrays;->toString([C)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    iget-object v0, p0, LFillArrays;->ha:[S

    invoke-static {v0}, Ljava/util/Arrays;->toString([S)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    iget-object v0, p0, LFillArrays;->sa:[Ljava/lang/String;

    invoke-static {v0}, Ljava/util/Arrays;->toString([Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, LAndroguardHarness;->println(Ljava/lang/String;)V

    return-void
.end method

# ExceptionHandling: someMethod, then mightThrowSomething and differentExceptions on every
# input; each exception is caught by the narrowest handler that fits.
.method private static exceptions()V
    .registers 9

    new-instance v0, LExceptionHandling;

    invoke-direct {v0}, LExceptionHandling;-><init>()V

    :try_some_start
    invoke-virtual {v0}, LExceptionHandling;->someMethod()V
    :try_some_end
    .catch LSomeException; {:try_some_start .. :try_some_end} :caught_some

    const-string v1, "someMethod returned"

    invoke-static {v1}, LAndroguardHarness;->println(Ljava/lang/String;)V

    goto :might

    :caught_some
    move-exception v1

    invoke-static {v1}, LAndroguardHarness;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v1

    const-string v2, "someMethod() = "

    invoke-virtual {v2, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-static {v1}, LAndroguardHarness;->println(Ljava/lang/String;)V

    :might
    invoke-static {}, LAndroguardHarness;->inputs()[I

    move-result-object v1

    const/4 v2, 0x0

    :might_loop
    array-length v3, v1

    if-ge v2, v3, :different

    aget v3, v1, v2

    :try_might_start
    invoke-virtual {v0, v3}, LExceptionHandling;->mightThrowSomething(I)I

    move-result v4
    :try_might_end
    .catch LAnotherException; {:try_might_start .. :try_might_end} :caught_might

    invoke-static {v4}, Ljava/lang/String;->valueOf(I)Ljava/lang/String;

    move-result-object v5

    goto :might_show

    :caught_might
    move-exception v4

    invoke-static {v4}, LAndroguardHarness;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    :might_show
    const-string v6, "mightThrowSomething"

    const-string v7, ""

    invoke-static {v6, v3, v7, v5}, LAndroguardHarness;->show(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    add-int/lit8 v2, v2, 0x1

    goto :might_loop

    :different
    const/4 v2, 0x0

    :different_loop
    array-length v3, v1

    if-ge v2, v3, :done

    aget v3, v1, v2

    :try_different_start
    invoke-virtual {v0, v3}, LExceptionHandling;->differentExceptions(I)V
    :try_different_end
    .catch LSomeException; {:try_different_start .. :try_different_end} :caught_different_some
    .catch LAnotherException; {:try_different_start .. :try_different_end} :caught_different_another
    .catchall {:try_different_start .. :try_different_end} :caught_different_any

    const-string v5, "returned"

    goto :different_show

    :caught_different_some
    move-exception v4

    invoke-static {v4}, LAndroguardHarness;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    const-string v6, "SomeException handler: "

    invoke-virtual {v6, v5}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    goto :different_show

    :caught_different_another
    move-exception v4

    invoke-static {v4}, LAndroguardHarness;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    const-string v6, "AnotherException handler: "

    invoke-virtual {v6, v5}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    goto :different_show

    :caught_different_any
    move-exception v4

    invoke-static {v4}, LAndroguardHarness;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v5

    const-string v6, "catch-all handler: "

    invoke-virtual {v6, v5}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    :different_show
    const-string v6, "differentExceptions"

    const-string v7, ""

    invoke-static {v6, v3, v7, v5}, LAndroguardHarness;->show(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;)V

    add-int/lit8 v2, v2, 0x1

    goto :different_loop

    :done
    return-void
.end method
