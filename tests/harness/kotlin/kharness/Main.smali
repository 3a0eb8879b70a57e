.class public final Lkharness/Main;
.super Ljava/lang/Object;
.source "Main.smali"

# Drives real Kotlin library code (kotlin-stdlib and kotlinx.coroutines, as shipped in an app's
# dex files) through its public API, the way compiled Kotlin calls it, and prints every result
# and every exception the library throws. Output is deterministic: only the main thread prints,
# and results computed on coroutine worker threads are printed after they complete.


.method public static main([Ljava/lang/String;)V
    .registers 2

    invoke-static {}, Lkharness/Main;->collections()V

    invoke-static {}, Lkharness/Main;->text()V

    invoke-static {}, Lkharness/Main;->sequences()V

    invoke-static {}, Lkharness/Main;->lazyPairsMaps()V

    invoke-static {}, Lkharness/Main;->coroutines()V

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "done"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

# Prints "LABEL: VALUE".
.method private static show(Ljava/lang/String;Ljava/lang/Object;)V
    .locals 2

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0, p0}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V

    const-string v1, ": "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-static {p1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

# The value between quotes, so that surrounding blanks show.
.method private static quote(Ljava/lang/Object;)Ljava/lang/String;
    .locals 2

    const-string v0, "\""

    invoke-static {p0}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    const-string v0, "\""

    invoke-virtual {v1, v0}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method

# "threw CLASS: MESSAGE"
.method private static describe(Ljava/lang/Throwable;)Ljava/lang/String;
    .locals 2

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

# kotlin.collections.listOf(*values), boxed.
.method private static ints([I)Ljava/util/List;
    .locals 4

    array-length v0, p0

    new-array v1, v0, [Ljava/lang/Object;

    const/4 v2, 0x0

    :loop
    if-ge v2, v0, :done

    aget v3, p0, v2

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    aput-object v3, v1, v2

    add-int/lit8 v2, v2, 0x1

    goto :loop

    :done
    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

.method private static words()Ljava/util/List;
    .locals 3

    const/4 v0, 0x7

    new-array v0, v0, [Ljava/lang/Object;

    const/4 v1, 0x0

    const-string v2, "kotlin"

    aput-object v2, v0, v1

    const/4 v1, 0x1

    const-string v2, "java"

    aput-object v2, v0, v1

    const/4 v1, 0x2

    const-string v2, "smali"

    aput-object v2, v0, v1

    const/4 v1, 0x3

    const-string v2, "dex"

    aput-object v2, v0, v1

    const/4 v1, 0x4

    const-string v2, "jvm"

    aput-object v2, v0, v1

    const/4 v1, 0x5

    const-string v2, "art"

    aput-object v2, v0, v1

    const/4 v1, 0x6

    const-string v2, "dalvik"

    aput-object v2, v0, v1

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->listOf([Ljava/lang/Object;)Ljava/util/List;

    move-result-object v0

    return-object v0
.end method

# kotlin.collections on a list of numbers (v0) and a list of words (v1).
.method private static collections()V
    .locals 12

    const/4 v2, 0x7

    new-array v2, v2, [I

    fill-array-data v2, :numbers

    invoke-static {v2}, Lkharness/Main;->ints([I)Ljava/util/List;

    move-result-object v0

    invoke-static {}, Lkharness/Main;->words()Ljava/util/List;

    move-result-object v1

    const-string v2, "numbers"

    invoke-static {v2, v0}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->sorted(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "sorted"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->sortedDescending(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "sortedDescending"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->reversed(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "reversed"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->distinct(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "distinct"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkharness/Fn;

    const/4 v2, 0x0

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0, v4}, Lkotlin/collections/CollectionsKt;->map(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v3

    const-string v2, "map square"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkharness/Fn;

    const/4 v2, 0x1

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0, v4}, Lkotlin/collections/CollectionsKt;->filter(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v3

    const-string v2, "filter odd"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0, v4}, Lkotlin/collections/CollectionsKt;->partition(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Lkotlin/Pair;

    move-result-object v3

    const-string v2, "partition odd"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    iget v3, v4, Lkharness/Fn;->calls:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v2, "odd test calls"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->sumOfInt(Ljava/lang/Iterable;)I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v2, "sum"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v2, 0x64

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    new-instance v4, Lkharness/Fn;

    const/4 v2, 0x7

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0, v3, v4}, Lkotlin/collections/CollectionsKt;->fold(Ljava/lang/Iterable;Ljava/lang/Object;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;

    move-result-object v3

    const-string v2, "fold sum from 100"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x3

    invoke-static {v0, v2}, Lkotlin/collections/CollectionsKt;->chunked(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v3

    const-string v2, "chunked 3"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x3

    const/4 v4, 0x2

    const/4 v5, 0x1

    invoke-static {v0, v2, v4, v5}, Lkotlin/collections/CollectionsKt;->windowed(Ljava/lang/Iterable;IIZ)Ljava/util/List;

    move-result-object v3

    const-string v2, "windowed 3 step 2 with partial windows"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0, v1}, Lkotlin/collections/CollectionsKt;->zip(Ljava/lang/Iterable;Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "zip"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkharness/Fn;

    const/16 v2, 0x8

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0, v1, v4}, Lkotlin/collections/CollectionsKt;->zip(Ljava/lang/Iterable;Ljava/lang/Iterable;Lkotlin/jvm/functions/Function2;)Ljava/util/List;

    move-result-object v3

    const-string v2, "zip join"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkharness/Fn;

    const/4 v2, 0x3

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v1, v4}, Lkotlin/collections/CollectionsKt;->groupBy(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/Map;

    move-result-object v3

    const-string v2, "groupBy length"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v1, v4}, Lkotlin/collections/CollectionsKt;->sortedBy(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/List;

    move-result-object v3

    const-string v2, "sortedBy length"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkharness/Fn;

    const/4 v2, 0x2

    invoke-direct {v4, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v1, v4}, Lkotlin/collections/CollectionsKt;->associateBy(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/Map;

    move-result-object v3

    const-string v2, "associateBy first char"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {}, Lkotlin/comparisons/ComparisonsKt;->reverseOrder()Ljava/util/Comparator;

    move-result-object v4

    invoke-static {v1, v4}, Lkotlin/collections/CollectionsKt;->sortedWith(Ljava/lang/Iterable;Ljava/util/Comparator;)Ljava/util/List;

    move-result-object v3

    const-string v2, "sortedWith reverseOrder"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # joinToString$default(words, "; ", "<", ">", 4, "...", upper, mask: none, null)
    move-object v3, v1

    const-string v4, "; "

    const-string v5, "<"

    const-string v6, ">"

    const/4 v7, 0x4

    const-string v8, "..."

    new-instance v9, Lkharness/Fn;

    const/4 v2, 0x6

    invoke-direct {v9, v2}, Lkharness/Fn;-><init>(I)V

    const/4 v10, 0x0

    const/4 v11, 0x0

    invoke-static/range {v3 .. v11}, Lkotlin/collections/CollectionsKt;->joinToString$default(Ljava/lang/Iterable;Ljava/lang/CharSequence;Ljava/lang/CharSequence;Ljava/lang/CharSequence;ILjava/lang/CharSequence;Lkotlin/jvm/functions/Function1;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "joinToString"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x2

    invoke-static {v0, v2}, Lkotlin/collections/CollectionsKt;->take(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v3

    const-string v2, "take 2"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x5

    invoke-static {v0, v2}, Lkotlin/collections/CollectionsKt;->drop(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v3

    const-string v2, "drop 5"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/collections/CollectionsKt;->maxOrNull(Ljava/lang/Iterable;)Ljava/lang/Comparable;

    move-result-object v3

    const-string v2, "maxOrNull"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->minOrNull(Ljava/lang/Iterable;)Ljava/lang/Comparable;

    move-result-object v3

    const-string v2, "minOrNull of words"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v2, 0x2a

    invoke-static {v2}, Lkotlin/random/RandomKt;->Random(I)Lkotlin/random/Random;

    move-result-object v4

    invoke-static {v0, v4}, Lkotlin/collections/CollectionsKt;->shuffled(Ljava/lang/Iterable;Lkotlin/random/Random;)Ljava/util/List;

    move-result-object v3

    const-string v2, "shuffled with seed 42"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x2

    invoke-static {v0, v2}, Lkotlin/collections/CollectionsKt;->chunked(Ljava/lang/Iterable;I)Ljava/util/List;

    move-result-object v3

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->flatten(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v3

    const-string v2, "flatten chunked 2"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x7

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v0, v3}, Lkotlin/collections/CollectionsKt;->indexOf(Ljava/util/List;Ljava/lang/Object;)I

    move-result v3

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    const-string v2, "indexOf 7"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    :try_first_start
    invoke-static {}, Lkotlin/collections/CollectionsKt;->emptyList()Ljava/util/List;

    move-result-object v3

    invoke-static {v3}, Lkotlin/collections/CollectionsKt;->first(Ljava/util/List;)Ljava/lang/Object;

    move-result-object v3
    :try_first_end
    .catch Ljava/util/NoSuchElementException; {:try_first_start .. :try_first_end} :caught_first

    goto :show_first

    :caught_first
    move-exception v3

    invoke-static {v3}, Lkharness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    :show_first
    const-string v2, "first of an empty list"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :numbers
    .array-data 4
        0x5
        0x3
        0x9
        0x1
        0x7
        0x3
        0x8
    .end array-data
.end method

# kotlin.text: trimming, splitting, padding, parsing, regular expressions.
.method private static text()V
    .locals 8

    const-string v0, "  Kotlin, Java ,smali,, dex  "

    invoke-static {v0}, Lkharness/Main;->quote(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "text"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/text/StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v1

    invoke-static {v1}, Lkharness/Main;->quote(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "trim"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x1

    new-array v4, v2, [Ljava/lang/String;

    const/4 v2, 0x0

    const-string v5, ","

    aput-object v5, v4, v2

    const/4 v5, 0x0

    invoke-static {v0, v4, v5, v5}, Lkotlin/text/StringsKt;->split(Ljava/lang/CharSequence;[Ljava/lang/String;ZI)Ljava/util/List;

    move-result-object v3

    const-string v2, "split on comma"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkotlin/text/Regex;

    const-string v5, "\\s*,+\\s*"

    invoke-direct {v4, v5}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    const/4 v5, 0x0

    invoke-virtual {v4, v1, v5}, Lkotlin/text/Regex;->split(Ljava/lang/CharSequence;I)Ljava/util/List;

    move-result-object v3

    const-string v2, "regex split of the trimmed text"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "42"

    const/4 v5, 0x6

    const/16 v6, 0x30

    invoke-static {v4, v5, v6}, Lkotlin/text/StringsKt;->padStart(Ljava/lang/String;IC)Ljava/lang/String;

    move-result-object v3

    const-string v2, "padStart 6 with 0"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "ab"

    const/4 v5, 0x5

    const/16 v6, 0x2e

    invoke-static {v4, v5, v6}, Lkotlin/text/StringsKt;->padEnd(Ljava/lang/String;IC)Ljava/lang/String;

    move-result-object v3

    const-string v2, "padEnd 5 with ."

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v5, 0x3

    invoke-static {v4, v5}, Lkotlin/text/StringsKt;->repeat(Ljava/lang/CharSequence;I)Ljava/lang/String;

    move-result-object v3

    const-string v2, "repeat 3"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "smali"

    invoke-static {v4}, Lkotlin/text/StringsKt;->reversed(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;

    move-result-object v3

    const-string v2, "reversed"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "kotlin"

    invoke-static {v4}, Lkotlin/text/StringsKt;->capitalize(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "capitalize"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "123"

    invoke-static {v4}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v4, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "12x"

    invoke-static {v4}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v4, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "-2147483648"

    invoke-static {v4}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v4, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "2147483648"

    invoke-static {v4}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v4, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "ff"

    const/16 v5, 0x10

    invoke-static {v4, v5}, Lkotlin/text/StringsKt;->toIntOrNull(Ljava/lang/String;I)Ljava/lang/Integer;

    move-result-object v3

    const-string v2, "ff in base 16"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "one\ntwo\r\nthree"

    invoke-static {v4}, Lkotlin/text/StringsKt;->lines(Ljava/lang/CharSequence;)Ljava/util/List;

    move-result-object v3

    const-string v2, "lines"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "abcdefgh"

    const/4 v5, 0x3

    invoke-static {v4, v5}, Lkotlin/text/StringsKt;->chunked(Ljava/lang/CharSequence;I)Ljava/util/List;

    move-result-object v3

    const-string v2, "chunked 3"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "\n    fun main() {\n        println()\n    }\n    "

    invoke-static {v4}, Lkotlin/text/StringsKt;->trimIndent(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    invoke-static {v3}, Lkharness/Main;->quote(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "trimIndent"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # substringBefore$default(text, "=", missing: default, mask, null)
    const-string v4, "key=value=more"

    const-string v5, "="

    const/4 v6, 0x0

    const/4 v7, 0x2

    invoke-static {v4, v5, v6, v7, v6}, Lkotlin/text/StringsKt;->substringBefore$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "substringBefore ="

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "no delimiter"

    invoke-static {v4, v5, v6, v7, v6}, Lkotlin/text/StringsKt;->substringAfter$default(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;ILjava/lang/Object;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "substringAfter = without ="

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v4, Lkotlin/text/Regex;

    const-string v5, "[0-9]+"

    invoke-direct {v4, v5}, Lkotlin/text/Regex;-><init>(Ljava/lang/String;)V

    const-string v5, "a1b22c333d"

    const/4 v6, 0x0

    invoke-virtual {v4, v5, v6}, Lkotlin/text/Regex;->findAll(Ljava/lang/CharSequence;I)Lkotlin/sequences/Sequence;

    move-result-object v3

    new-instance v6, Lkharness/Fn;

    const/4 v2, 0x5

    invoke-direct {v6, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v3, v6}, Lkotlin/sequences/SequencesKt;->map(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v3

    invoke-static {v3}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v3

    const-string v2, "regex findAll"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v6, "#"

    invoke-virtual {v4, v5, v6}, Lkotlin/text/Regex;->replace(Ljava/lang/CharSequence;Ljava/lang/String;)Ljava/lang/String;

    move-result-object v3

    const-string v2, "regex replace"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-virtual {v4, v5}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v3

    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v3

    const-string v2, "regex matches a1b22c333d"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v5, "12345"

    invoke-virtual {v4, v5}, Lkotlin/text/Regex;->matches(Ljava/lang/CharSequence;)Z

    move-result v3

    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v3

    const-string v2, "regex matches 12345"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    :try_bool_start
    const-string v4, "yes"

    invoke-static {v4}, Lkotlin/text/StringsKt;->toBooleanStrict(Ljava/lang/String;)Z

    move-result v3

    invoke-static {v3}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v3
    :try_bool_end
    .catch Ljava/lang/IllegalArgumentException; {:try_bool_start .. :try_bool_end} :caught_bool

    goto :show_bool

    :caught_bool
    move-exception v3

    invoke-static {v3}, Lkharness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    :show_bool
    const-string v2, "toBooleanStrict yes"

    invoke-static {v2, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method

# kotlin.sequences: lazy pipelines over generated sequences.
.method private static sequences()V
    .locals 6

    const/4 v2, 0x1

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    new-instance v3, Lkharness/Fn;

    const/16 v4, 0xa

    invoke-direct {v3, v4}, Lkharness/Fn;-><init>(I)V

    invoke-static {v2, v3}, Lkotlin/sequences/SequencesKt;->generateSequence(Ljava/lang/Object;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v0

    new-instance v3, Lkharness/Fn;

    const/4 v4, 0x0

    invoke-direct {v3, v4}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0, v3}, Lkotlin/sequences/SequencesKt;->map(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v2

    new-instance v3, Lkharness/Fn;

    const/4 v4, 0x1

    invoke-direct {v3, v4}, Lkharness/Fn;-><init>(I)V

    invoke-static {v2, v3}, Lkotlin/sequences/SequencesKt;->filter(Lkotlin/sequences/Sequence;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v2

    const/4 v4, 0x5

    invoke-static {v2, v4}, Lkotlin/sequences/SequencesKt;->take(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v2

    const-string v1, "first 5 odd squares"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    iget v2, v3, Lkharness/Fn;->calls:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "odd tests run (lazily)"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v4, 0x64

    invoke-static {v0, v4}, Lkotlin/sequences/SequencesKt;->take(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->sumOfInt(Lkotlin/sequences/Sequence;)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "sum of 1..100"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v4, 0x5

    invoke-static {v0, v4}, Lkotlin/sequences/SequencesKt;->take(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->zipWithNext(Lkotlin/sequences/Sequence;)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v2

    const-string v1, "zipWithNext"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v4, 0x7

    invoke-static {v0, v4}, Lkotlin/sequences/SequencesKt;->take(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    const/4 v4, 0x3

    invoke-static {v2, v4}, Lkotlin/sequences/SequencesKt;->chunked(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v2

    const-string v1, "chunked 3 of 1..7"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # The Collatz sequence from 27, ended by the generator returning null.
    const/16 v2, 0x1b

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    new-instance v3, Lkharness/Fn;

    const/4 v4, 0x4

    invoke-direct {v3, v4}, Lkharness/Fn;-><init>(I)V

    invoke-static {v2, v3}, Lkotlin/sequences/SequencesKt;->generateSequence(Ljava/lang/Object;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v0

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->count(Lkotlin/sequences/Sequence;)I

    move-result v2

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v1, "collatz 27 length"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->maxOrNull(Lkotlin/sequences/Sequence;)Ljava/lang/Comparable;

    move-result-object v2

    const-string v1, "collatz 27 max"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v0}, Lkotlin/sequences/SequencesKt;->last(Lkotlin/sequences/Sequence;)Ljava/lang/Object;

    move-result-object v2

    const-string v1, "collatz 27 last"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v4, 0xc

    invoke-static {v0, v4}, Lkotlin/sequences/SequencesKt;->take(Lkotlin/sequences/Sequence;I)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v2

    const-string v1, "collatz 27 first 12"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/4 v2, 0x6

    new-array v2, v2, [I

    fill-array-data v2, :repeats

    invoke-static {v2}, Lkharness/Main;->ints([I)Ljava/util/List;

    move-result-object v2

    invoke-interface {v2}, Ljava/util/List;->iterator()Ljava/util/Iterator;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->asSequence(Ljava/util/Iterator;)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->distinct(Lkotlin/sequences/Sequence;)Lkotlin/sequences/Sequence;

    move-result-object v2

    invoke-static {v2}, Lkotlin/sequences/SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;

    move-result-object v2

    const-string v1, "distinct"

    invoke-static {v1, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void

    :repeats
    .array-data 4
        0x3
        0x1
        0x3
        0x2
        0x1
        0x4
    .end array-data
.end method

# kotlin.Lazy (synchronized), Pair, maps, ranges.
.method private static lazyPairsMaps()V
    .locals 7

    new-instance v0, Lkharness/Fn;

    const/16 v2, 0x9

    invoke-direct {v0, v2}, Lkharness/Fn;-><init>(I)V

    invoke-static {v0}, Lkotlin/LazyKt;->lazy(Lkotlin/jvm/functions/Function0;)Lkotlin/Lazy;

    move-result-object v1

    invoke-interface {v1}, Lkotlin/Lazy;->isInitialized()Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v3, "lazy initialized at first"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v2

    invoke-interface {v1}, Lkotlin/Lazy;->getValue()Ljava/lang/Object;

    move-result-object v2

    const-string v3, "lazy value"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    iget v2, v0, Lkharness/Fn;->calls:I

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    const-string v3, "lazy initializer runs"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v1}, Ljava/lang/String;->valueOf(Ljava/lang/Object;)Ljava/lang/String;

    move-result-object v2

    const-string v3, "lazy"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    # mapOf("dex" to 3, "apk" to 1, "jar" to 2)
    const/4 v2, 0x3

    new-array v0, v2, [Lkotlin/Pair;

    const-string v4, "dex"

    invoke-static {v2}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    const/4 v6, 0x0

    aput-object v5, v0, v6

    const-string v4, "apk"

    const/4 v6, 0x1

    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    aput-object v5, v0, v6

    const-string v4, "jar"

    const/4 v6, 0x2

    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    aput-object v5, v0, v6

    invoke-static {v0}, Lkotlin/collections/MapsKt;->mapOf([Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v1

    const-string v3, "mapOf"

    invoke-static {v3, v1}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v1}, Lkotlin/collections/MapsKt;->toSortedMap(Ljava/util/Map;)Ljava/util/SortedMap;

    move-result-object v2

    const-string v3, "toSortedMap"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const-string v4, "aar"

    const/4 v6, 0x4

    invoke-static {v6}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v5

    invoke-static {v4, v5}, Lkotlin/TuplesKt;->to(Ljava/lang/Object;Ljava/lang/Object;)Lkotlin/Pair;

    move-result-object v5

    invoke-static {v1, v5}, Lkotlin/collections/MapsKt;->plus(Ljava/util/Map;Lkotlin/Pair;)Ljava/util/Map;

    move-result-object v2

    const-string v3, "plus aar"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    :try_get_start
    const-string v4, "so"

    invoke-static {v1, v4}, Lkotlin/collections/MapsKt;->getValue(Ljava/util/Map;Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2
    :try_get_end
    .catch Ljava/util/NoSuchElementException; {:try_get_start .. :try_get_end} :caught_get

    goto :show_get

    :caught_get
    move-exception v2

    invoke-static {v2}, Lkharness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v2

    :show_get
    const-string v3, "getValue so"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    new-instance v1, Lkotlin/ranges/IntRange;

    const/4 v4, 0x3

    const/16 v5, 0x9

    invoke-direct {v1, v4, v5}, Lkotlin/ranges/IntRange;-><init>(II)V

    const-string v3, "range"

    invoke-static {v3, v1}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    invoke-static {v1}, Lkotlin/collections/CollectionsKt;->reversed(Ljava/lang/Iterable;)Ljava/util/List;

    move-result-object v2

    const-string v3, "range reversed"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    const/16 v4, 0xa

    invoke-virtual {v1, v4}, Lkotlin/ranges/IntRange;->contains(I)Z

    move-result v2

    invoke-static {v2}, Ljava/lang/Boolean;->valueOf(Z)Ljava/lang/Boolean;

    move-result-object v2

    const-string v3, "range contains 10"

    invoke-static {v3, v2}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method

# kotlinx.coroutines: runBlocking with async children on Dispatchers.Default (worker threads),
# then one where a child fails and runBlocking rethrows.
.method private static coroutines()V
    .locals 6

    new-instance v0, Lkharness/Block;

    const/4 v2, 0x4

    const/4 v3, -0x1

    invoke-direct {v0, v2, v3}, Lkharness/Block;-><init>(II)V

    sget-object v2, Lkotlin/coroutines/EmptyCoroutineContext;->INSTANCE:Lkotlin/coroutines/EmptyCoroutineContext;

    check-cast v2, Lkotlin/coroutines/CoroutineContext;

    invoke-static {v2, v0}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;

    move-result-object v3

    const-string v1, "runBlocking"

    invoke-static {v1, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    iget-object v4, v0, Lkharness/Block;->deferred:[Lkotlinx/coroutines/Deferred;

    const/4 v5, 0x0

    :loop
    array-length v3, v4

    if-ge v5, v3, :failing

    aget-object v3, v4, v5

    invoke-interface {v3}, Lkotlinx/coroutines/Deferred;->getCompleted()Ljava/lang/Object;

    move-result-object v3

    const-string v1, "async"

    invoke-static {v1, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    add-int/lit8 v5, v5, 0x1

    goto :loop

    :failing
    new-instance v0, Lkharness/Block;

    const/4 v3, 0x3

    const/4 v4, 0x1

    invoke-direct {v0, v3, v4}, Lkharness/Block;-><init>(II)V

    :try_start
    invoke-static {v2, v0}, Lkotlinx/coroutines/BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;

    move-result-object v3
    :try_end
    .catchall {:try_start .. :try_end} :caught

    goto :show

    :caught
    move-exception v3

    invoke-static {v3}, Lkharness/Main;->describe(Ljava/lang/Throwable;)Ljava/lang/String;

    move-result-object v3

    :show
    const-string v1, "runBlocking with a failing child"

    invoke-static {v1, v3}, Lkharness/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    return-void
.end method
