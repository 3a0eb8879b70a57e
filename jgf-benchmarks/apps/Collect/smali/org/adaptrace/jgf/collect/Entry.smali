.class final Lorg/adaptrace/jgf/collect/Entry;
.super Ljava/lang/Object;
.source "Entry.java"


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "<K:",
        "Ljava/lang/Object;",
        "V:",
        "Ljava/lang/Object;",
        ">",
        "Ljava/lang/Object;"
    }
.end annotation


# instance fields
.field final key:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TK;"
        }
    .end annotation
.end field

.field next:Lorg/adaptrace/jgf/collect/Entry;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "Lorg/adaptrace/jgf/collect/Entry",
            "<TK;TV;>;"
        }
    .end annotation
.end field

.field final value:Ljava/lang/Object;
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "TV;"
        }
    .end annotation
.end field


# direct methods
.method constructor <init>(Ljava/lang/Object;Ljava/lang/Object;Lorg/adaptrace/jgf/collect/Entry;)V
    .registers 4
    .annotation system Ldalvik/annotation/Signature;
        value = {
            "(TK;TV;",
            "Lorg/adaptrace/jgf/collect/Entry",
            "<TK;TV;>;)V"
        }
    .end annotation

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lorg/adaptrace/jgf/collect/Entry;->key:Ljava/lang/Object;

    iput-object p2, p0, Lorg/adaptrace/jgf/collect/Entry;->value:Ljava/lang/Object;

    iput-object p3, p0, Lorg/adaptrace/jgf/collect/Entry;->next:Lorg/adaptrace/jgf/collect/Entry;

    return-void
.end method
