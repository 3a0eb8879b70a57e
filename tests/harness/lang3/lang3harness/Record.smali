.class public final Llang3harness/Record;
.super Ljava/lang/Object;
.source "Record.smali"

# FailableConsumer<Object>: appends "PREFIX(x)" to a shared log; refuses null by throwing the
# checked Refused("PREFIX got null") before appending anything.

# interfaces
.implements Lorg/apache/commons/lang3/function/FailableConsumer;


# instance fields
.field private final log:Ljava/lang/StringBuilder;

.field private final prefix:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;Ljava/lang/StringBuilder;)V
    .registers 3

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Llang3harness/Record;->prefix:Ljava/lang/String;

    iput-object p2, p0, Llang3harness/Record;->log:Ljava/lang/StringBuilder;

    return-void
.end method


# virtual methods
.method public accept(Ljava/lang/Object;)V
    .registers 5
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Llang3harness/Refused;
        }
    .end annotation

    if-nez p1, :cond_append

    new-instance v0, Llang3harness/Refused;

    iget-object v1, p0, Llang3harness/Record;->prefix:Ljava/lang/String;

    const-string v2, " got null"

    invoke-virtual {v1, v2}, Ljava/lang/String;->concat(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Llang3harness/Refused;-><init>(Ljava/lang/String;)V

    throw v0

    :cond_append
    iget-object v0, p0, Llang3harness/Record;->log:Ljava/lang/StringBuilder;

    iget-object v1, p0, Llang3harness/Record;->prefix:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    const/16 v1, 0x28

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    invoke-virtual {v0, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/Object;)Ljava/lang/StringBuilder;

    const/16 v1, 0x29

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    return-void
.end method
