.class public Lcallbacks/Main;
.super Ljava/lang/Object;
.source "Main.java"


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 9
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static add(Ljava/util/List;Ljava/lang/String;I)V
    .registers 4
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "rank"    # I
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(",
            "Ljava/util/List<",
            "Lcallbacks/Item;",
            ">;",
            "Ljava/lang/String;",
            "I)V"
        }
    .end annotation

    .line 12
    .local p0, "list":Ljava/util/List;, "Ljava/util/List<Lcallbacks/Item;>;"
    new-instance v0, Lcallbacks/Item;

    invoke-direct {v0, p1, p2}, Lcallbacks/Item;-><init>(Ljava/lang/String;I)V

    invoke-interface {p0, v0}, Ljava/util/List;->add(Ljava/lang/Object;)Z

    .line 13
    return-void
.end method

.method public static explode()V
    .registers 2

    .line 20
    new-instance v0, Ljava/lang/IllegalStateException;

    const-string v1, "boom"

    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V

    throw v0
.end method

.method public static main([Ljava/lang/String;)V
    .registers 10
    .param p0, "args"    # [Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 24
    const-string v0, "callbacks"

    invoke-static {v0}, Lcallbacks/Main;->show(Ljava/lang/Object;)V

    .line 26
    new-instance v0, Ljava/util/ArrayList;

    invoke-direct {v0}, Ljava/util/ArrayList;-><init>()V

    .line 27
    .local v0, "list":Ljava/util/ArrayList;, "Ljava/util/ArrayList<Lcallbacks/Item;>;"
    const-string v1, "d"

    const/4 v2, 0x4

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 28
    const-string v1, "b"

    const/4 v2, 0x2

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 29
    const-string v1, "e"

    const/4 v2, 0x5

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 30
    const-string v1, "a"

    const/4 v2, 0x1

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 31
    const-string v1, "c"

    const/4 v2, 0x3

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 32
    const-string v1, "b2"

    const/4 v2, 0x2

    invoke-static {v0, v1, v2}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 34
    invoke-static {v0}, Ljava/util/Collections;->sort(Ljava/util/List;)V

    .line 35
    const-string v1, "sorted"

    invoke-static {v1, v0}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 37
    new-instance v1, Lcallbacks/Desc;

    invoke-direct {v1}, Lcallbacks/Desc;-><init>()V

    invoke-static {v0, v1}, Ljava/util/Collections;->sort(Ljava/util/List;Ljava/util/Comparator;)V

    .line 38
    const-string v1, "desc"

    invoke-static {v1, v0}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 40
    new-instance v1, Ljava/util/HashMap;

    invoke-direct {v1}, Ljava/util/HashMap;-><init>()V

    .line 41
    .local v1, "map":Ljava/util/HashMap;, "Ljava/util/HashMap<Lcallbacks/Item;Ljava/lang/String;>;"
    new-instance v2, Lcallbacks/Item;

    const-string v3, "x"

    const/4 v4, 0x7

    invoke-direct {v2, v3, v4}, Lcallbacks/Item;-><init>(Ljava/lang/String;I)V

    const-string v5, "seven"

    invoke-virtual {v1, v2, v5}, Ljava/util/HashMap;->put(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;

    .line 42
    new-instance v2, Lcallbacks/Item;

    invoke-direct {v2, v3, v4}, Lcallbacks/Item;-><init>(Ljava/lang/String;I)V

    invoke-virtual {v1, v2}, Ljava/util/HashMap;->get(Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v2

    const-string v3, "lookup"

    invoke-static {v3, v2}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 44
    new-instance v1, Ljava/util/ArrayList;

    invoke-direct {v1}, Ljava/util/ArrayList;-><init>()V

    .line 45
    .local v1, "bad":Ljava/util/ArrayList;, "Ljava/util/ArrayList<Lcallbacks/Item;>;"
    const-string v2, "p"

    const/4 v3, 0x1

    invoke-static {v1, v2, v3}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 46
    const-string v2, "q"

    const/4 v3, -0x1

    invoke-static {v1, v2, v3}, Lcallbacks/Main;->add(Ljava/util/List;Ljava/lang/String;I)V

    .line 48
    :try_start_0
    invoke-static {v1}, Ljava/util/Collections;->sort(Ljava/util/List;)V

    .line 49
    const-string v2, "bad sorted"

    invoke-static {v2, v1}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/IllegalArgumentException; {:try_start_0 .. :try_end_0} :catch_0

    goto :goto_0

    .line 50
    :catch_0
    move-exception v2

    .line 51
    .local v2, "e":Ljava/lang/IllegalArgumentException;
    const-string v3, "sort failed"

    invoke-virtual {v2}, Ljava/lang/IllegalArgumentException;->getMessage()Ljava/lang/String;

    move-result-object v4

    invoke-static {v3, v4}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 54
    .end local v2    # "e":Ljava/lang/IllegalArgumentException;
    :goto_0
    new-instance v1, Lcallbacks/Worker;

    const/16 v2, 0xa

    invoke-direct {v1, v2}, Lcallbacks/Worker;-><init>(I)V

    .line 55
    .local v1, "w":Lcallbacks/Worker;
    invoke-virtual {v1}, Lcallbacks/Worker;->start()V

    .line 56
    invoke-virtual {v1}, Lcallbacks/Worker;->join()V

    .line 57
    const-string v2, "worker"

    iget v3, v1, Lcallbacks/Worker;->result:I

    invoke-static {v3}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v3

    invoke-static {v2, v3}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 59
    const/4 v1, 0x2

    new-array v1, v1, [I

    .line 60
    .local v1, "box":[I
    const/4 v2, 0x0

    const/4 v3, 0x5

    aput v3, v1, v2

    .line 61
    new-instance v2, Ljava/lang/Thread;

    new-instance v3, Lcallbacks/Task;

    invoke-direct {v3, v1}, Lcallbacks/Task;-><init>([I)V

    const-string v4, "task"

    invoke-direct {v2, v3, v4}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;Ljava/lang/String;)V

    .line 62
    .local v2, "t":Ljava/lang/Thread;
    invoke-virtual {v2}, Ljava/lang/Thread;->start()V

    .line 63
    invoke-virtual {v2}, Ljava/lang/Thread;->join()V

    .line 64
    const-string v3, "task"

    const/4 v4, 0x1

    aget v4, v1, v4

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    invoke-static {v3, v4}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 66
    const-class v1, Lcallbacks/Main;

    const-string v2, "twice"

    const/4 v3, 0x1

    new-array v3, v3, [Ljava/lang/Class;

    sget-object v4, Ljava/lang/Integer;->TYPE:Ljava/lang/Class;

    const/4 v5, 0x0

    aput-object v4, v3, v5

    invoke-virtual {v1, v2, v3}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;

    move-result-object v2

    .line 67
    .local v2, "m":Ljava/lang/reflect/Method;
    const/4 v3, 0x0

    const/16 v4, 0x15

    invoke-static {v4}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v4

    filled-new-array {v4}, [Ljava/lang/Object;

    move-result-object v4

    invoke-virtual {v2, v3, v4}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    move-result-object v4

    const-string v5, "reflect"

    invoke-static {v5, v4}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 69
    const-string v2, "explode"

    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/Class;

    invoke-virtual {v1, v2, v4}, Ljava/lang/Class;->getDeclaredMethod(Ljava/lang/String;[Ljava/lang/Class;)Ljava/lang/reflect/Method;

    move-result-object v2

    .line 71
    :try_start_1
    const/4 v4, 0x0

    new-array v4, v4, [Ljava/lang/Object;

    invoke-virtual {v2, v3, v4}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;

    .line 72
    const-string v4, "reflect returned"

    invoke-static {v4}, Lcallbacks/Main;->show(Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/reflect/InvocationTargetException; {:try_start_1 .. :try_end_1} :catch_1

    goto :goto_1

    .line 73
    :catch_1
    move-exception v4

    .line 74
    .local v4, "e":Ljava/lang/reflect/InvocationTargetException;
    const-string v5, "reflect threw"

    invoke-virtual {v4}, Ljava/lang/reflect/InvocationTargetException;->getCause()Ljava/lang/Throwable;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v6

    invoke-static {v5, v6}, Lcallbacks/Main;->show(Ljava/lang/String;Ljava/lang/Object;)V

    .line 76
    .end local v4    # "e":Ljava/lang/reflect/InvocationTargetException;
    :goto_1
    return-void
.end method

.method static show(Ljava/lang/Object;)V
    .registers 2
    .param p0, "o"    # Ljava/lang/Object;

    .line 80
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V

    .line 81
    return-void
.end method

.method static show(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 4
    .param p0, "label"    # Ljava/lang/String;
    .param p1, "value"    # Ljava/lang/Object;

    .line 84
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    const-string p0, " "

    invoke-virtual {v1, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 85
    return-void
.end method

.method public static twice(I)I
    .registers 2
    .param p0, "x"    # I

    .line 16
    mul-int/lit8 v0, p0, 0x2

    return v0
.end method
