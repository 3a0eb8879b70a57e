.class public Lcallbacks/Desc;
.super Ljava/lang/Object;
.source "Desc.java"

# interfaces
.implements Ljava/util/Comparator;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/util/Comparator<",
        "Lcallbacks/Item;",
        ">;"
    }
.end annotation


# direct methods
.method public constructor <init>()V
    .registers 1

    .line 5
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public compare(Lcallbacks/Item;Lcallbacks/Item;)I
    .registers 5
    .param p1, "a"    # Lcallbacks/Item;
    .param p2, "b"    # Lcallbacks/Item;

    .line 8
    iget-object v0, p2, Lcallbacks/Item;->name:Ljava/lang/String;

    iget-object v1, p1, Lcallbacks/Item;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v0

    return v0
.end method

.method public bridge synthetic compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 3

    .line 5
    check-cast p1, Lcallbacks/Item;

    check-cast p2, Lcallbacks/Item;

    invoke-virtual {p0, p1, p2}, Lcallbacks/Desc;->compare(Lcallbacks/Item;Lcallbacks/Item;)I

    move-result p1

    return p1
.end method
