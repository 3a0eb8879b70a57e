.class public Lcallbacks/Item;
.super Ljava/lang/Object;
.source "Item.java"

# interfaces
.implements Ljava/lang/Comparable;


# annotations
.annotation system Ldalvik/annotation/Signature;
    value = {
        "Ljava/lang/Object;",
        "Ljava/lang/Comparable<",
        "Lcallbacks/Item;",
        ">;"
    }
.end annotation


# instance fields
.field final name:Ljava/lang/String;

.field final rank:I


# direct methods
.method public constructor <init>(Ljava/lang/String;I)V
    .registers 3
    .param p1, "name"    # Ljava/lang/String;
    .param p2, "rank"    # I

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    .line 12
    iput p2, p0, Lcallbacks/Item;->rank:I

    .line 13
    return-void
.end method

.method static poisonOf(Lcallbacks/Item;Lcallbacks/Item;)Ljava/lang/String;
    .registers 3
    .param p0, "a"    # Lcallbacks/Item;
    .param p1, "b"    # Lcallbacks/Item;

    .line 16
    iget v0, p0, Lcallbacks/Item;->rank:I

    if-gez v0, :cond_0

    iget-object v0, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    goto :goto_0

    :cond_0
    iget-object v0, p1, Lcallbacks/Item;->name:Ljava/lang/String;

    :goto_0
    return-object v0
.end method


# virtual methods
.method public compareTo(Lcallbacks/Item;)I
    .registers 5
    .param p1, "o"    # Lcallbacks/Item;

    .line 20
    iget v0, p0, Lcallbacks/Item;->rank:I

    if-ltz v0, :cond_0

    iget v0, p1, Lcallbacks/Item;->rank:I

    if-gez v0, :cond_1

    .line 21
    :cond_0
    new-instance v0, Ljava/lang/IllegalArgumentException;

    new-instance v1, Ljava/lang/StringBuilder;

    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V

    const-string v2, "poison "

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-static {p0, p1}, Lcallbacks/Item;->poisonOf(Lcallbacks/Item;Lcallbacks/Item;)Ljava/lang/String;

    move-result-object v2

    invoke-virtual {v1, v2}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v1

    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v1

    invoke-direct {v0, v1}, Ljava/lang/IllegalArgumentException;-><init>(Ljava/lang/String;)V

    throw v0

    .line 23
    :cond_1
    iget v0, p0, Lcallbacks/Item;->rank:I

    iget v1, p1, Lcallbacks/Item;->rank:I

    invoke-static {v0, v1}, Ljava/lang/Integer;->compare(II)I

    move-result v0

    .line 24
    .local v0, "c":I
    if-eqz v0, :cond_2

    return v0

    .line 25
    :cond_2
    iget-object v1, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    iget-object v2, p1, Lcallbacks/Item;->name:Ljava/lang/String;

    invoke-virtual {v1, v2}, Ljava/lang/String;->compareTo(Ljava/lang/String;)I

    move-result v1

    return v1
.end method

.method public bridge synthetic compareTo(Ljava/lang/Object;)I
    .registers 2

    .line 5
    check-cast p1, Lcallbacks/Item;

    invoke-virtual {p0, p1}, Lcallbacks/Item;->compareTo(Lcallbacks/Item;)I

    move-result p1

    return p1
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 6
    .param p1, "o"    # Ljava/lang/Object;

    .line 30
    const/4 v0, 0x1

    if-ne p0, p1, :cond_0

    return v0

    .line 31
    :cond_0
    instance-of v1, p1, Lcallbacks/Item;

    const/4 v2, 0x0

    if-nez v1, :cond_1

    return v2

    .line 32
    :cond_1
    move-object v1, p1

    check-cast v1, Lcallbacks/Item;

    .line 33
    .local v1, "other":Lcallbacks/Item;
    iget v3, p0, Lcallbacks/Item;->rank:I

    iget v4, v1, Lcallbacks/Item;->rank:I

    if-ne v3, v4, :cond_2

    iget-object v3, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    iget-object v4, v1, Lcallbacks/Item;->name:Ljava/lang/String;

    invoke-virtual {v3, v4}, Ljava/lang/String;->equals(Ljava/lang/Object;)Z

    move-result v3

    if-eqz v3, :cond_2

    goto :goto_0

    :cond_2
    move v0, v2

    :goto_0
    return v0
.end method

.method public hashCode()I
    .registers 3

    .line 38
    iget-object v0, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    invoke-virtual {v0}, Ljava/lang/String;->hashCode()I

    move-result v0

    mul-int/lit8 v0, v0, 0x1f

    iget v1, p0, Lcallbacks/Item;->rank:I

    add-int/2addr v0, v1

    return v0
.end method

.method public toString()Ljava/lang/String;
    .registers 3

    .line 43
    new-instance v0, Ljava/lang/StringBuilder;

    invoke-direct {v0}, Ljava/lang/StringBuilder;-><init>()V

    iget-object v1, p0, Lcallbacks/Item;->name:Ljava/lang/String;

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v0

    const/16 v1, 0x3a

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;

    move-result-object v0

    iget v1, p0, Lcallbacks/Item;->rank:I

    invoke-virtual {v0, v1}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v0

    invoke-virtual {v0}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
