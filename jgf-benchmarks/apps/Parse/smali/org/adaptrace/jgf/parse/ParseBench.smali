.class public final Lorg/adaptrace/jgf/parse/ParseBench;
.super Ljava/lang/Object;
.source "ParseBench.java"


# static fields
.field private static final DEPTH:I = 0x4

.field private static final DOCUMENTS:[I

.field private static final STATEMENTS:I = 0xc


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_a

    sput-object v0, Lorg/adaptrace/jgf/parse/ParseBench;->DOCUMENTS:[I

    return-void

    nop

    :array_a
    .array-data 4
        0xf
        0x3e8
        0x2580
    .end array-data
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3

    array-length v0, p0

    if-lez v0, :cond_10

    const/4 v0, 0x0

    aget-object v0, p0, v0

    :goto_6
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/ParseBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void

    :cond_10
    const/4 v0, 0x0

    goto :goto_6
.end method

.method static parse(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Node;
    .registers 4
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Lorg/adaptrace/jgf/parse/SyntaxError;
        }
    .end annotation

    new-instance v0, Lorg/adaptrace/jgf/parse/Parser;

    new-instance v1, Lorg/adaptrace/jgf/parse/TokenBuffer;

    new-instance v2, Lorg/adaptrace/jgf/parse/Lexer;

    invoke-direct {v2, p0}, Lorg/adaptrace/jgf/parse/Lexer;-><init>(Ljava/lang/String;)V

    invoke-direct {v1, v2}, Lorg/adaptrace/jgf/parse/TokenBuffer;-><init>(Lorg/adaptrace/jgf/parse/Lexer;)V

    invoke-direct {v0, v1}, Lorg/adaptrace/jgf/parse/Parser;-><init>(Lorg/adaptrace/jgf/parse/TokenBuffer;)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Parser;->document()Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    return-object v0
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 4

    if-nez p0, :cond_4

    const-string p0, "small"

    :cond_4
    const-string v0, "small"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_33

    const/4 v0, 0x0

    :goto_d
    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "JGF Parse size="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, " checksum="

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    sget-object v2, Lorg/adaptrace/jgf/parse/ParseBench;->DOCUMENTS:[I

    aget v0, v2, v0

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/ParseBench;->run(I)Ljava/lang/String;

    move-result-object v0

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_33
    const-string v0, "benchmark"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_3d

    const/4 v0, 0x1

    goto :goto_d

    :cond_3d
    const-string v0, "steady"

    invoke-virtual {p0, v0}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_47

    const/4 v0, 0x2

    goto :goto_d

    :cond_47
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "unknown size \'"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string v2, "\': use small, benchmark or steady"

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method static run(I)Ljava/lang/String;
    .registers 11

    new-instance v2, Lorg/adaptrace/jgf/parse/Generator;

    new-instance v0, Lorg/adaptrace/jgf/parse/Rng;

    const-wide/16 v4, 0x5eed

    invoke-direct {v0, v4, v5}, Lorg/adaptrace/jgf/parse/Rng;-><init>(J)V

    invoke-direct {v2, v0}, Lorg/adaptrace/jgf/parse/Generator;-><init>(Lorg/adaptrace/jgf/parse/Rng;)V

    new-instance v3, Lorg/adaptrace/jgf/parse/Checksum;

    invoke-direct {v3}, Lorg/adaptrace/jgf/parse/Checksum;-><init>()V

    const/4 v0, 0x0

    move v1, v0

    :goto_13
    if-ge v1, p0, :cond_b5

    const/16 v0, 0xc

    const/4 v4, 0x4

    invoke-virtual {v2, v0, v4}, Lorg/adaptrace/jgf/parse/Generator;->document(II)Ljava/lang/String;

    move-result-object v4

    :try_start_1c
    invoke-static {v4}, Lorg/adaptrace/jgf/parse/ParseBench;->parse(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Node;

    move-result-object v5

    invoke-static {v5}, Lorg/adaptrace/jgf/parse/Printer;->print(Lorg/adaptrace/jgf/parse/Node;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/ParseBench;->parse(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Node;
    :try_end_27
    .catch Lorg/adaptrace/jgf/parse/SyntaxError; {:try_start_1c .. :try_end_27} :catch_48

    move-result-object v0

    invoke-static {v5}, Lorg/adaptrace/jgf/parse/Hasher;->hash(Lorg/adaptrace/jgf/parse/Node;)J

    move-result-wide v6

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/Hasher;->hash(Lorg/adaptrace/jgf/parse/Node;)J

    move-result-wide v8

    cmp-long v0, v8, v6

    if-eqz v0, :cond_5d

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "INVALID-roundtrip-"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    :goto_47
    return-object v0

    :catch_48
    move-exception v0

    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "INVALID-syntax-"

    invoke-virtual {v0, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    goto :goto_47

    :cond_5d
    invoke-virtual {v3, v6, v7}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    new-instance v6, Lorg/adaptrace/jgf/parse/Evaluator;

    new-instance v0, Lorg/adaptrace/jgf/parse/Environment;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/Environment;-><init>()V

    invoke-direct {v6, v0}, Lorg/adaptrace/jgf/parse/Evaluator;-><init>(Lorg/adaptrace/jgf/parse/Environment;)V

    invoke-interface {v5, v6}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    move-result-object v0

    check-cast v0, Lorg/adaptrace/jgf/parse/Value;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/Value;->hash()J

    move-result-wide v8

    invoke-virtual {v3, v8, v9}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    invoke-virtual {v6}, Lorg/adaptrace/jgf/parse/Evaluator;->unbound()I

    move-result v0

    int-to-long v6, v0

    invoke-virtual {v3, v6, v7}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    new-instance v0, Lorg/adaptrace/jgf/parse/NodeCounter;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/NodeCounter;-><init>()V

    invoke-interface {v5, v0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/NodeCounter;->nodes()I

    move-result v5

    int-to-long v6, v5

    invoke-virtual {v3, v6, v7}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/NodeCounter;->maxDepth()I

    move-result v0

    int-to-long v6, v0

    invoke-virtual {v3, v6, v7}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    :try_start_97
    invoke-virtual {v2, v4}, Lorg/adaptrace/jgf/parse/Generator;->damage(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/ParseBench;->parse(Ljava/lang/String;)Lorg/adaptrace/jgf/parse/Node;

    move-result-object v0

    invoke-static {v0}, Lorg/adaptrace/jgf/parse/Hasher;->hash(Lorg/adaptrace/jgf/parse/Node;)J

    move-result-wide v4

    invoke-virtual {v3, v4, v5}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V
    :try_end_a6
    .catch Lorg/adaptrace/jgf/parse/SyntaxError; {:try_start_97 .. :try_end_a6} :catch_ab

    :goto_a6
    add-int/lit8 v0, v1, 0x1

    move v1, v0

    goto/16 :goto_13

    :catch_ab
    move-exception v0

    invoke-virtual {v0}, Lorg/adaptrace/jgf/parse/SyntaxError;->position()I

    move-result v0

    int-to-long v4, v0

    invoke-virtual {v3, v4, v5}, Lorg/adaptrace/jgf/parse/Checksum;->add(J)V

    goto :goto_a6

    :cond_b5
    invoke-virtual {v3}, Lorg/adaptrace/jgf/parse/Checksum;->value()J

    move-result-wide v0

    invoke-static {v0, v1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;

    move-result-object v0

    goto :goto_47
.end method
