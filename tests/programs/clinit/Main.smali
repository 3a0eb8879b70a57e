.class public Lclinit/Main;
.super Ljava/lang/Object;
.source "Main.java"


# static fields
.field static final LIMIT:I = 0x64

.field static started:Z


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 6
    const-string v0, "Main.<clinit>"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 7
    const/4 v0, 0x1

    sput-boolean v0, Lclinit/Main;->started:Z

    return-void
.end method

.method public constructor <init>()V
    .registers 1

    .line 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method

.method static log(Ljava/lang/String;)V
    .registers 2
    .param p0, "s"    # Ljava/lang/String;

    .line 10
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;

    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V

    .line 11
    return-void
.end method

.method static log(Ljava/lang/String;Ljava/lang/Object;)V
    .registers 4
    .param p0, "s"    # Ljava/lang/String;
    .param p1, "o"    # Ljava/lang/Object;

    .line 14
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v0, p0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const-string v1, " "

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 15
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 4
    .param p0, "args"    # [Ljava/lang/String;
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/lang/Exception;
        }
    .end annotation

    .line 20
    const-string v0, "main start"

    invoke-static {v0}, Lclinit/Main;->log(Ljava/lang/String;)V

    .line 22
    const-string v0, "tag"

    sget-object v1, Lclinit/Leaf;->TAG:Ljava/lang/String;

    invoke-static {v0, v1}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 24
    new-instance v0, Lclinit/Derived;

    invoke-direct {v0}, Lclinit/Derived;-><init>()V

    .line 26
    const-string v0, "config"

    sget v1, Lclinit/Config;->VALUE:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v0, v1}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 28
    new-instance v0, Lclinit/Leaf;

    invoke-direct {v0}, Lclinit/Leaf;-><init>()V

    .line 30
    invoke-static {}, Lclinit/Lazy;->hello()V

    .line 32
    const-string v0, "clinit.Reflected"

    invoke-static {v0}, Ljava/lang/Class;->forName(Ljava/lang/String;)Ljava/lang/Class;

    move-result-object v0

    .line 33
    .local v0, "c":Ljava/lang/Class;, "Ljava/lang/Class<*>;"
    const-string v1, "loaded"

    invoke-virtual {v0}, Ljava/lang/Class;->getName()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 36
    .end local v0    # "c":Ljava/lang/Class;, "Ljava/lang/Class<*>;"
    :try_start_0
    sget v0, Lclinit/Broken;->X:I

    .line 37
    .local v0, "x":I
    const-string v1, "broken value"

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_0
    .catch Ljava/lang/ExceptionInInitializerError; {:try_start_0 .. :try_end_0} :catch_0

    .end local v0    # "x":I
    goto :goto_0

    .line 38
    :catch_0
    move-exception v0

    .line 39
    .local v0, "e":Ljava/lang/ExceptionInInitializerError;
    const-string v1, "init failed"

    invoke-virtual {v0}, Ljava/lang/ExceptionInInitializerError;->getCause()Ljava/lang/Throwable;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Throwable;->getMessage()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 42
    .end local v0    # "e":Ljava/lang/ExceptionInInitializerError;
    :goto_0
    :try_start_1
    sget v0, Lclinit/Broken;->X:I

    .line 43
    .local v0, "x":I
    const-string v1, "broken value"

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v2

    invoke-static {v1, v2}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V
    :try_end_1
    .catch Ljava/lang/NoClassDefFoundError; {:try_start_1 .. :try_end_1} :catch_1

    .end local v0    # "x":I
    goto :goto_1

    .line 44
    :catch_1
    move-exception v0

    .line 45
    .local v0, "e":Ljava/lang/NoClassDefFoundError;
    const-string v1, "second access"

    invoke-virtual {v0}, Ljava/lang/Object;->getClass()Ljava/lang/Class;

    move-result-object v2

    invoke-virtual {v2}, Ljava/lang/Class;->getSimpleName()Ljava/lang/String;

    move-result-object v2

    invoke-static {v1, v2}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 48
    .end local v0    # "e":Ljava/lang/NoClassDefFoundError;
    :goto_1
    const-string v0, "limit"

    sget v1, Lclinit/Main;->LIMIT:I

    invoke-static {v1}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v1

    invoke-static {v0, v1}, Lclinit/Main;->log(Ljava/lang/String;Ljava/lang/Object;)V

    .line 49
    return-void
.end method
