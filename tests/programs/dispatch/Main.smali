.class public Ldispatch/Main;
.super Ljava/lang/Object;
.source "Main.java"


# annotations
.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Ldispatch/Main$Counter;
    }
.end annotation


# static fields
.field private static count:I


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 5
    const/4 v0, 0x0

    sput v0, Ldispatch/Main;->count:I

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static synthetic access$000()I
    .registers 1

    .line 3
    sget v0, Ldispatch/Main;->count:I

    return v0
.end method

.method static synthetic access$008()I
    .registers 2

    .line 3
    sget v0, Ldispatch/Main;->count:I

    add-int/lit8 v1, v0, 0x1

    sput v1, Ldispatch/Main;->count:I

    return v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 9
    .param p0, "args"    # [Ljava/lang/String;

    .line 20
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v1, "dispatch"

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 21
    const/4 v0, 0x4

    new-array v0, v0, [Ldispatch/Shape;

    new-instance v1, Ldispatch/Square;

    const-string v2, "sq"

    const/4 v3, 0x3

    invoke-direct {v1, v2, v3}, Ldispatch/Square;-><init>(Ljava/lang/String;I)V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    .line 22
    new-instance v6, Ldispatch/Rect;

    const-string v1, "re"

    const/4 v2, 0x2

    const/4 v3, 0x5

    invoke-direct {v6, v1, v2, v3}, Ldispatch/Rect;-><init>(Ljava/lang/String;II)V

    .local v6, "rect":Ldispatch/Rect;
    const/4 v1, 0x1

    aput-object v6, v0, v1

    .line 23
    new-instance v1, Ldispatch/Tri;

    const-string v2, "tr"

    const/4 v3, 0x4

    const/4 v4, 0x3

    invoke-direct {v1, v2, v3, v4}, Ldispatch/Tri;-><init>(Ljava/lang/String;II)V

    const/4 v2, 0x2

    aput-object v1, v0, v2

    .line 24
    new-instance v1, Ldispatch/Cube;

    const-string v2, "cu"

    const/4 v3, 0x2

    invoke-direct {v1, v2, v3}, Ldispatch/Cube;-><init>(Ljava/lang/String;I)V

    const/4 v2, 0x3

    aput-object v1, v0, v2

    .line 26
    .local v0, "shapes":[Ldispatch/Shape;
    const/4 v7, 0x0

    .line 27
    .local v7, "total":I
    array-length v1, v0

    const/4 v2, 0x0

    :goto_0
    if-ge v2, v1, :cond_0

    aget-object v3, v0, v2

    .line 28
    .local v3, "s":Ldispatch/Shape;
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v3}, Ldispatch/Shape;->describe()Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 29
    const/4 v4, 0x2

    invoke-virtual {v3, v4}, Ldispatch/Shape;->scale(I)I

    move-result v4

    add-int/2addr v7, v4

    .line 27
    .end local v3    # "s":Ldispatch/Shape;
    add-int/lit8 v2, v2, 0x1

    goto :goto_0

    .line 31
    :cond_0
    const-string v1, "total"

    invoke-static {v1, v7}, Ldispatch/Main;->show(Ljava/lang/String;I)V

    .line 33
    const/4 v0, 0x3

    new-array v0, v0, [Ldispatch/Greeter;

    new-instance v1, Ldispatch/English;

    invoke-direct {v1}, Ldispatch/English;-><init>()V

    const/4 v2, 0x0

    aput-object v1, v0, v2

    new-instance v1, Ldispatch/French;

    invoke-direct {v1}, Ldispatch/French;-><init>()V

    const/4 v2, 0x1

    aput-object v1, v0, v2

    const/4 v1, 0x2

    aput-object v6, v0, v1

    .line 34
    .local v0, "greeters":[Ldispatch/Greeter;
    array-length v1, v0

    const/4 v2, 0x0

    :goto_1
    if-ge v2, v1, :cond_2

    aget-object v3, v0, v2

    .line 35
    .local v3, "g":Ldispatch/Greeter;
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;

    const-string v5, "bob"

    invoke-interface {v3, v5}, Ldispatch/Greeter;->greet(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 36
    instance-of v4, v3, Ldispatch/Polite;

    if-eqz v4, :cond_1

    .line 37
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;

    check-cast v3, Ldispatch/Polite;

    .end local v3    # "g":Ldispatch/Greeter;
    const-string v5, "bob"

    invoke-interface {v3, v5}, Ldispatch/Polite;->farewell(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v5

    invoke-virtual {v4, v5}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 34
    :cond_1
    add-int/lit8 v2, v2, 0x1

    goto :goto_1

    .line 41
    :cond_2
    new-instance v0, Ldispatch/Box;

    const/4 v1, 0x4

    invoke-direct {v0, v1}, Ldispatch/Box;-><init>(I)V

    .line 42
    .local v0, "box":Ldispatch/Sized;
    const-string v1, "box sized"

    invoke-interface {v0}, Ldispatch/Sized;->area()I

    move-result v2

    invoke-static {v1, v2}, Ldispatch/Main;->show(Ljava/lang/String;I)V

    .line 44
    new-instance v0, Ldispatch/Main$Counter;

    invoke-direct {v0}, Ldispatch/Main$Counter;-><init>()V

    .line 45
    .local v0, "c":Ldispatch/Main$Counter;
    invoke-virtual {v0}, Ldispatch/Main$Counter;->bump()V

    .line 46
    invoke-virtual {v0}, Ldispatch/Main$Counter;->bump()V

    .line 47
    invoke-virtual {v0}, Ldispatch/Main$Counter;->bump()V

    .line 48
    const-string v1, "count"

    invoke-virtual {v0}, Ldispatch/Main$Counter;->get()I

    move-result v2

    invoke-static {v1, v2}, Ldispatch/Main;->show(Ljava/lang/String;I)V

    .line 49
    return-void
.end method

.method static show(Ljava/lang/String;I)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # I

    .line 52
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " = "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 53
    return-void
.end method
