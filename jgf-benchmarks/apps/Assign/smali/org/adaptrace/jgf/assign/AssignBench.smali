.class public final Lorg/adaptrace/jgf/assign/AssignBench;
.super Ljava/lang/Object;
.source "AssignBench.java"


# static fields
.field private static final ITERATIONS:[I

.field private static failure:Ljava/lang/String;

.field static sd1:D

.field static sd2:D

.field static si1:I

.field static si2:I

.field static sl1:J

.field static sl2:J

.field static so1:Ljava/lang/Object;

.field static so2:Ljava/lang/Object;


# instance fields
.field d1:D

.field d2:D

.field i1:I

.field i2:I

.field l1:J

.field l2:J

.field o1:Ljava/lang/Object;

.field o2:Ljava/lang/Object;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    const/4 v0, 0x3

    new-array v0, v0, [I

    fill-array-data v0, :array_iterations

    sput-object v0, Lorg/adaptrace/jgf/assign/AssignBench;->ITERATIONS:[I

    return-void

    :array_iterations
    .array-data 4
        0x7530
        0x927c0
        0x95ba140
    .end array-data
.end method

.method private constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    .param p0, "args"    # [Ljava/lang/String;

    array-length v0, p0

    if-lez v0, :cond_default

    const/4 v0, 0x0

    aget-object v0, p0, v0

    goto :goto_run

    :cond_default
    const/4 v0, 0x0

    :goto_run
    invoke-static {v0}, Lorg/adaptrace/jgf/assign/AssignBench;->report(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    return-void
.end method

.method public static report(Ljava/lang/String;)Ljava/lang/String;
    .registers 6
    .param p0, "size"    # Ljava/lang/String;

    if-nez p0, :cond_given

    const-string v0, "small"

    goto :goto_name

    :cond_given
    move-object v0, p0

    :goto_name
    const-string v1, "small"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_small

    const/4 v1, 0x0

    goto :goto_index

    :cond_not_small
    const-string v1, "benchmark"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_not_benchmark

    const/4 v1, 0x1

    goto :goto_index

    :cond_not_benchmark
    const-string v1, "steady"

    invoke-virtual {v0, v1}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v1

    if-eqz v1, :cond_unknown

    const/4 v1, 0x2

    :goto_index
    const/4 v2, 0x0

    sput-object v2, Lorg/adaptrace/jgf/assign/AssignBench;->failure:Ljava/lang/String;

    sget-object v2, Lorg/adaptrace/jgf/assign/AssignBench;->ITERATIONS:[I

    aget v2, v2, v1

    invoke-static {v2}, Lorg/adaptrace/jgf/assign/AssignBench;->run(I)J

    move-result-wide v1

    sget-object v3, Lorg/adaptrace/jgf/assign/AssignBench;->failure:Ljava/lang/String;

    const-string v4, "JGF Assign size="

    if-eqz v3, :cond_valid

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum=INVALID-"

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    sget-object v0, Lorg/adaptrace/jgf/assign/AssignBench;->failure:Ljava/lang/String;

    invoke-virtual {v1, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_valid
    new-instance v3, Ljava/lang/StringBuilder;

    invoke-direct {v3}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v3, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, " checksum="

    invoke-virtual {v3, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v3, v1, v2}, Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;

    invoke-virtual {v3}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0

    :cond_unknown
    new-instance v1, Ljava/lang/IllegalArgumentException;

    new-instance v2, Ljava/lang/StringBuilder;

    invoke-direct {v2}, Ljava/lang/StringBuilder;-><init>()V

    const-string v3, "unknown size \'"

    invoke-virtual {v2, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const-string v0, "\': use small, benchmark or steady"

    invoke-virtual {v2, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-direct {v1, v0}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v1
.end method

.method private static fail(Ljava/lang/String;)V
    .registers 2
    .param p0, "reason"    # Ljava/lang/String;

    sget-object v0, Lorg/adaptrace/jgf/assign/AssignBench;->failure:Ljava/lang/String;

    if-nez v0, :cond_set

    sput-object p0, Lorg/adaptrace/jgf/assign/AssignBench;->failure:Ljava/lang/String;

    :cond_set
    return-void
.end method

.method private static run(I)J
    .registers 7
    .param p0, "n"    # I

    invoke-static {p0}, Lorg/adaptrace/jgf/assign/AssignBench;->locals(I)J

    move-result-wide v0

    const-wide/16 v2, 0x1f

    mul-long/2addr v0, v2

    new-instance v4, Lorg/adaptrace/jgf/assign/AssignBench;

    invoke-direct {v4}, Lorg/adaptrace/jgf/assign/AssignBench;-><init>()V

    new-instance v5, Lorg/adaptrace/jgf/assign/Holder;

    invoke-direct {v5}, Lorg/adaptrace/jgf/assign/Holder;-><init>()V

    invoke-virtual {v4, v5, p0}, Lorg/adaptrace/jgf/assign/AssignBench;->instanceFields(Lorg/adaptrace/jgf/assign/Holder;I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/assign/AssignBench;->staticFields(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/assign/AssignBench;->arrays1D(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    mul-long/2addr v0, v2

    invoke-static {p0}, Lorg/adaptrace/jgf/assign/AssignBench;->arrays2D(I)J

    move-result-wide v4

    add-long/2addr v0, v4

    return-wide v0
.end method

.method static locals(I)J
    .registers 23
    .param p0, "n"    # I

    move/from16 v1, p0

    const/4 v2, 0x1

    const/4 v3, 0x2

    const/4 v4, 0x3

    const/4 v5, 0x4

    const-wide/16 v8, 0x5

    const-wide/16 v10, 0x6

    const-wide/high16 v16, 0x3fe0000000000000L    # 0.5

    const-wide/high16 v18, 0x3fd0000000000000L    # 0.25

    const-string v20, "one"

    const-string v21, "three"

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, v1, :cond_done

    move v6, v2

    move v2, v3

    move v3, v4

    move v4, v5

    add-int v5, v6, v0

    move-wide v12, v8

    move-wide v8, v10

    int-to-long v10, v5

    add-long/2addr v10, v12

    move-wide/from16 v12, v16

    move-wide/from16 v16, v18

    move-wide/from16 v18, v12

    move-object/from16 v7, v20

    move-object/from16 v20, v21

    move-object/from16 v21, v7

    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    int-to-long v12, v1

    add-int/lit8 v6, v1, -0x1

    int-to-long v14, v6

    mul-long/2addr v12, v14

    const-wide/16 v14, 0x2

    div-long/2addr v12, v14

    long-to-int v6, v12

    add-int/lit8 v6, v6, 0xa

    add-int v0, v2, v3

    add-int/2addr v0, v4

    add-int/2addr v0, v5

    if-eq v0, v6, :cond_ok

    const-string v0, "locals"

    invoke-static {v0}, Lorg/adaptrace/jgf/assign/AssignBench;->fail(Ljava/lang/String;)V

    :cond_ok
    const-wide/16 v12, 0x3

    mul-long/2addr v12, v10

    add-long/2addr v12, v8

    const-wide/16 v14, 0x1f

    mul-long/2addr v12, v14

    int-to-long v0, v2

    add-long/2addr v12, v0

    mul-long/2addr v12, v14

    int-to-long v0, v5

    add-long/2addr v12, v0

    mul-long/2addr v12, v14

    const-wide/high16 v0, 0x4010000000000000L    # 4.0

    mul-double v0, v16, v0

    const-wide/high16 v2, 0x4030000000000000L    # 16.0

    mul-double v2, v18, v2

    add-double/2addr v0, v2

    double-to-long v0, v0

    add-long/2addr v12, v0

    mul-long/2addr v12, v14

    move-object/from16 v0, v20

    check-cast v0, Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->length()I

    move-result v0

    int-to-long v0, v0

    add-long/2addr v12, v0

    return-wide v12
.end method

.method instanceFields(Lorg/adaptrace/jgf/assign/Holder;I)J
    .registers 14
    .param p1, "other"    # Lorg/adaptrace/jgf/assign/Holder;
    .param p2, "n"    # I

    const/4 v0, 0x0

    iput v0, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    const/4 v0, 0x1

    iput v0, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i2:I

    const-wide/16 v2, 0x0

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l1:J

    const-wide/16 v2, 0x1

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l2:J

    const-wide/16 v2, 0x0

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d1:D

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d2:D

    const/4 v0, 0x0

    iput-object v0, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o1:Ljava/lang/Object;

    iput-object p1, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o2:Ljava/lang/Object;

    const/4 v1, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p2, :cond_done

    iget v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i2:I

    iput v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    iget v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    add-int/2addr v10, v0

    iput v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i2:I

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l2:J

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l1:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l1:J

    int-to-long v4, v0

    const/16 v10, 0x14

    shl-long/2addr v4, v10

    xor-long/2addr v2, v4

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l2:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d2:D

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d1:D

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d1:D

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v2, v4

    const-wide/high16 v4, 0x3ff0000000000000L    # 1.0

    add-double/2addr v2, v4

    iput-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d2:D

    iget-object v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o2:Ljava/lang/Object;

    iput-object v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o1:Ljava/lang/Object;

    and-int/lit8 v10, v0, 0x1

    if-nez v10, :cond_odd

    move-object v10, p0

    goto :goto_set_o2

    :cond_odd
    move-object v10, p1

    :goto_set_o2
    iput-object v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o2:Ljava/lang/Object;

    iget v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    iput v10, p1, Lorg/adaptrace/jgf/assign/Holder;->i:I

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l2:J

    iput-wide v2, p1, Lorg/adaptrace/jgf/assign/Holder;->l:J

    iget-wide v2, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d1:D

    iput-wide v2, p1, Lorg/adaptrace/jgf/assign/Holder;->d:D

    iget-object v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->o1:Ljava/lang/Object;

    iput-object v10, p1, Lorg/adaptrace/jgf/assign/Holder;->o:Ljava/lang/Object;

    iget v10, p1, Lorg/adaptrace/jgf/assign/Holder;->i:I

    add-int/lit8 v10, v10, 0x1

    iput v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    iget-object v10, p1, Lorg/adaptrace/jgf/assign/Holder;->o:Ljava/lang/Object;

    if-ne v10, p0, :cond_miss

    add-int/lit8 v1, v1, 0x1

    :cond_miss
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    iget v0, p1, Lorg/adaptrace/jgf/assign/Holder;->i:I

    iget v10, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    add-int/lit8 v10, v10, -0x1

    if-eq v0, v10, :cond_ok

    const-string v0, "instance"

    invoke-static {v0}, Lorg/adaptrace/jgf/assign/AssignBench;->fail(Ljava/lang/String;)V

    :cond_ok
    iget v0, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i1:I

    int-to-long v2, v0

    iget v0, p0, Lorg/adaptrace/jgf/assign/AssignBench;->i2:I

    int-to-long v4, v0

    const-wide/16 v6, 0x3

    mul-long/2addr v4, v6

    add-long/2addr v2, v4

    const-wide/16 v6, 0x1f

    mul-long/2addr v2, v6

    iget-wide v4, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l1:J

    add-long/2addr v2, v4

    iget-wide v4, p0, Lorg/adaptrace/jgf/assign/AssignBench;->l2:J

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    iget-wide v4, p0, Lorg/adaptrace/jgf/assign/AssignBench;->d1:D

    const-wide v8, 0x408f400000000000L    # 1000.0

    mul-double/2addr v4, v8

    double-to-long v4, v4

    add-long/2addr v2, v4

    iget-wide v4, p1, Lorg/adaptrace/jgf/assign/Holder;->d:D

    const-wide/high16 v8, 0x4059000000000000L    # 100.0

    mul-double/2addr v4, v8

    double-to-long v4, v4

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    int-to-long v4, v1

    add-long/2addr v2, v4

    return-wide v2
.end method

.method static staticFields(I)J
    .registers 12
    .param p0, "n"    # I

    const/4 v10, 0x0

    sput v10, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    const/4 v10, 0x1

    sput v10, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    const-wide/16 v2, 0x0

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl1:J

    const-wide/16 v2, 0x1

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl2:J

    const-wide/16 v2, 0x0

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd1:D

    const-wide/high16 v2, 0x3ff0000000000000L    # 1.0

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd2:D

    const/4 v10, 0x0

    sput-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so1:Ljava/lang/Object;

    const-string v10, "s"

    sput-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so2:Ljava/lang/Object;

    const/4 v10, 0x0

    sput-object v10, Lorg/adaptrace/jgf/assign/Holder;->so:Ljava/lang/Object;

    const/4 v1, 0x0

    const/4 v0, 0x0

    :goto_loop
    if-ge v0, p0, :cond_done

    sget v10, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    sput v10, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    sget v10, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    mul-int/lit8 v10, v10, 0x3

    add-int/2addr v10, v0

    sput v10, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl2:J

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl1:J

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl1:J

    sget v10, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    int-to-long v4, v10

    add-long/2addr v2, v4

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl2:J

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd2:D

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd1:D

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd1:D

    const-wide/high16 v4, 0x3fe8000000000000L    # 0.75

    mul-double/2addr v2, v4

    const-wide/high16 v4, 0x3fe0000000000000L    # 0.5

    add-double/2addr v2, v4

    sput-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd2:D

    sget-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so2:Ljava/lang/Object;

    sput-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so1:Ljava/lang/Object;

    sget-object v10, Lorg/adaptrace/jgf/assign/Holder;->so:Ljava/lang/Object;

    sput-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so2:Ljava/lang/Object;

    sget-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so1:Ljava/lang/Object;

    sput-object v10, Lorg/adaptrace/jgf/assign/Holder;->so:Ljava/lang/Object;

    sget v10, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    sput v10, Lorg/adaptrace/jgf/assign/Holder;->si:I

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sl1:J

    sput-wide v2, Lorg/adaptrace/jgf/assign/Holder;->sl:J

    sget-wide v2, Lorg/adaptrace/jgf/assign/AssignBench;->sd1:D

    sput-wide v2, Lorg/adaptrace/jgf/assign/Holder;->sd:D

    sget v10, Lorg/adaptrace/jgf/assign/Holder;->si:I

    add-int/lit8 v10, v10, -0x1

    sput v10, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    sget-object v10, Lorg/adaptrace/jgf/assign/AssignBench;->so2:Ljava/lang/Object;

    if-nez v10, :cond_set

    add-int/lit8 v1, v1, 0x1

    :cond_set
    add-int/lit8 v0, v0, 0x1

    goto :goto_loop

    :cond_done
    sget v0, Lorg/adaptrace/jgf/assign/Holder;->si:I

    sget v10, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    add-int/lit8 v10, v10, 0x1

    if-eq v0, v10, :cond_ok

    const-string v0, "static"

    invoke-static {v0}, Lorg/adaptrace/jgf/assign/AssignBench;->fail(Ljava/lang/String;)V

    :cond_ok
    sget v0, Lorg/adaptrace/jgf/assign/AssignBench;->si1:I

    int-to-long v2, v0

    sget v0, Lorg/adaptrace/jgf/assign/AssignBench;->si2:I

    int-to-long v4, v0

    const-wide/16 v6, 0x3

    mul-long/2addr v4, v6

    add-long/2addr v2, v4

    const-wide/16 v6, 0x1f

    mul-long/2addr v2, v6

    sget-wide v4, Lorg/adaptrace/jgf/assign/AssignBench;->sl1:J

    add-long/2addr v2, v4

    sget-wide v4, Lorg/adaptrace/jgf/assign/AssignBench;->sl2:J

    add-long/2addr v2, v4

    sget-wide v4, Lorg/adaptrace/jgf/assign/Holder;->sl:J

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    sget-wide v4, Lorg/adaptrace/jgf/assign/AssignBench;->sd2:D

    const-wide v8, 0x408f400000000000L    # 1000.0

    mul-double/2addr v4, v8

    double-to-long v4, v4

    add-long/2addr v2, v4

    sget-wide v4, Lorg/adaptrace/jgf/assign/Holder;->sd:D

    const-wide/high16 v8, 0x4059000000000000L    # 100.0

    mul-double/2addr v4, v8

    double-to-long v4, v4

    add-long/2addr v2, v4

    mul-long/2addr v2, v6

    int-to-long v4, v1

    add-long/2addr v2, v4

    return-wide v2
.end method

.method static arrays1D(I)J
    .registers 16
    .param p0, "n"    # I

    const/16 v13, 0x40

    new-array v0, v13, [I

    new-array v1, v13, [J

    new-array v2, v13, [D

    new-array v3, v13, [Ljava/lang/Object;

    const/4 v4, 0x0

    :goto_init
    const/16 v13, 0x40

    if-ge v4, v13, :cond_init_done

    aput v4, v0, v4

    int-to-long v7, v4

    const-wide/16 v9, 0x3

    mul-long/2addr v7, v9

    aput-wide v7, v1, v4

    int-to-double v7, v4

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v7, v9

    aput-wide v7, v2, v4

    and-int/lit8 v13, v4, 0x1

    if-nez v13, :cond_odd

    move-object v13, v0

    goto :goto_store

    :cond_odd
    move-object v13, v1

    :goto_store
    aput-object v13, v3, v4

    add-int/lit8 v4, v4, 0x1

    goto :goto_init

    :cond_init_done
    const/4 v5, 0x0

    :goto_loop
    if-ge v5, p0, :cond_loop_done

    and-int/lit8 v4, v5, 0x3f

    mul-int/lit8 v6, v5, 0x7

    add-int/lit8 v6, v6, 0x3

    and-int/lit8 v6, v6, 0x3f

    aget v13, v0, v6

    add-int/lit8 v13, v13, 0x1

    aput v13, v0, v4

    aget-wide v7, v1, v4

    aget v13, v0, v4

    int-to-long v9, v13

    add-long/2addr v7, v9

    aput-wide v7, v1, v6

    aget-wide v7, v2, v6

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v7, v9

    const-wide/high16 v9, 0x3ff0000000000000L    # 1.0

    add-double/2addr v7, v9

    aput-wide v7, v2, v4

    aget-object v13, v3, v4

    aput-object v13, v3, v6

    aget v13, v0, v4

    aget v14, v0, v6

    add-int/lit8 v14, v14, 0x1

    if-eq v13, v14, :cond_ok

    const-string v13, "array1d"

    invoke-static {v13}, Lorg/adaptrace/jgf/assign/AssignBench;->fail(Ljava/lang/String;)V

    :cond_ok
    add-int/lit8 v5, v5, 0x1

    goto :goto_loop

    :cond_loop_done
    const-wide/16 v7, 0x0

    const/4 v5, 0x0

    const/4 v4, 0x0

    :goto_sum
    const/16 v13, 0x40

    if-ge v4, v13, :cond_sum_done

    const-wide/16 v9, 0x1f

    mul-long/2addr v7, v9

    aget v13, v0, v4

    int-to-long v9, v13

    add-long/2addr v7, v9

    aget-wide v9, v1, v4

    add-long/2addr v7, v9

    aget-wide v9, v2, v4

    const-wide/high16 v11, 0x4020000000000000L    # 8.0

    mul-double/2addr v9, v11

    double-to-long v9, v9

    add-long/2addr v7, v9

    aget-object v13, v3, v4

    if-ne v13, v0, :cond_other

    add-int/lit8 v5, v5, 0x1

    :cond_other
    add-int/lit8 v4, v4, 0x1

    goto :goto_sum

    :cond_sum_done
    const-wide/16 v9, 0x1f

    mul-long/2addr v7, v9

    int-to-long v9, v5

    add-long/2addr v7, v9

    return-wide v7
.end method

.method static arrays2D(I)J
    .registers 16
    .param p0, "n"    # I

    const/16 v11, 0x8

    new-array v0, v11, [[I

    new-array v1, v11, [[J

    new-array v2, v11, [[D

    new-array v3, v11, [[Ljava/lang/Object;

    const/4 v4, 0x0

    :goto_rows
    const/16 v11, 0x8

    if-ge v4, v11, :cond_rows_done

    new-array v12, v11, [I

    aput-object v12, v0, v4

    new-array v12, v11, [J

    aput-object v12, v1, v4

    new-array v12, v11, [D

    aput-object v12, v2, v4

    new-array v12, v11, [Ljava/lang/Object;

    aput-object v12, v3, v4

    add-int/lit8 v4, v4, 0x1

    goto :goto_rows

    :cond_rows_done
    const/4 v6, 0x0

    :goto_loop
    if-ge v6, p0, :cond_loop_done

    and-int/lit8 v4, v6, 0x7

    shr-int/lit8 v5, v6, 0x3

    and-int/lit8 v5, v5, 0x7

    aget-object v11, v0, v4

    aget-object v12, v0, v5

    aget v12, v12, v4

    add-int/2addr v12, v6

    aput v12, v11, v5

    aget-object v11, v1, v5

    aget-object v12, v1, v4

    aget-wide v7, v12, v5

    aget-object v12, v0, v4

    aget v12, v12, v5

    int-to-long v9, v12

    add-long/2addr v7, v9

    aput-wide v7, v11, v4

    aget-object v11, v2, v4

    aget-object v12, v2, v5

    aget-wide v7, v12, v4

    const-wide/high16 v9, 0x3fe0000000000000L    # 0.5

    mul-double/2addr v7, v9

    int-to-double v9, v4

    add-double/2addr v7, v9

    aput-wide v7, v11, v5

    aget-object v11, v3, v4

    aget-object v12, v3, v5

    aget-object v12, v12, v4

    if-nez v12, :cond_taken

    aget-object v12, v0, v4

    goto :goto_store

    :cond_taken
    const/4 v12, 0x0

    :goto_store
    aput-object v12, v11, v5

    add-int/lit8 v6, v6, 0x1

    goto :goto_loop

    :cond_loop_done
    const-wide/16 v7, 0x0

    const/4 v6, 0x0

    const/4 v4, 0x0

    :goto_outer
    const/16 v11, 0x8

    if-ge v4, v11, :cond_outer_done

    const/4 v5, 0x0

    :goto_inner
    const/16 v11, 0x8

    if-ge v5, v11, :cond_inner_done

    const-wide/16 v9, 0x1f

    mul-long/2addr v7, v9

    aget-object v11, v0, v4

    aget v11, v11, v5

    int-to-long v9, v11

    add-long/2addr v7, v9

    aget-object v11, v1, v4

    aget-wide v9, v11, v5

    add-long/2addr v7, v9

    aget-object v11, v2, v4

    aget-wide v9, v11, v5

    const-wide/high16 v12, 0x4030000000000000L    # 16.0

    mul-double/2addr v9, v12

    double-to-long v9, v9

    add-long/2addr v7, v9

    aget-object v11, v3, v4

    aget-object v11, v11, v5

    if-eqz v11, :cond_empty

    add-int/lit8 v6, v6, 0x1

    :cond_empty
    add-int/lit8 v5, v5, 0x1

    goto :goto_inner

    :cond_inner_done
    add-int/lit8 v4, v4, 0x1

    goto :goto_outer

    :cond_outer_done
    const-wide/16 v9, 0x1f

    mul-long/2addr v7, v9

    int-to-long v9, v6

    add-long/2addr v7, v9

    return-wide v7
.end method
