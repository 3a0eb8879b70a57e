.class public Lmonitors/Incr;
.super Ljava/lang/Object;
.source "Incr.java"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field private final c:Lmonitors/Counter;

.field private final n:I


# direct methods
.method public constructor <init>(Lmonitors/Counter;I)V
    .registers 3
    .param p1, "c"    # Lmonitors/Counter;
    .param p2, "n"    # I

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput-object p1, p0, Lmonitors/Incr;->c:Lmonitors/Counter;

    .line 9
    iput p2, p0, Lmonitors/Incr;->n:I

    .line 10
    return-void
.end method


# virtual methods
.method public run()V
    .registers 3

    .line 14
    const/4 v0, 0x0

    .local v0, "i":I
    :goto_0
    iget v1, p0, Lmonitors/Incr;->n:I

    if-ge v0, v1, :cond_0

    .line 15
    iget-object v1, p0, Lmonitors/Incr;->c:Lmonitors/Counter;

    invoke-virtual {v1}, Lmonitors/Counter;->inc()V

    .line 14
    add-int/lit8 v0, v0, 0x1

    goto :goto_0

    .line 17
    .end local v0    # "i":I
    :cond_0
    return-void
.end method
