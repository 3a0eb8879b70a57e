.class Lbigregs/Pair;
.super Ljava/lang/Object;
.source "Pair.java"


# instance fields
.field final a:I

.field final b:I


# direct methods
.method constructor <init>(II)V
    .registers 3
    .param p1, "a"    # I
    .param p2, "b"    # I

    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 8
    iput p1, p0, Lbigregs/Pair;->a:I

    .line 9
    iput p2, p0, Lbigregs/Pair;->b:I

    .line 10
    return-void
.end method


# virtual methods
.method heavy(I)I
    .registers 20
    .param p1, "k"    # I

    .line 14
    move-object/from16 v0, p0

    move/from16 v1, p1

    iget v2, v0, Lbigregs/Pair;->a:I

    iget v3, v0, Lbigregs/Pair;->b:I

    .line 15
    mul-int/2addr v2, v1

    add-int/2addr v2, v3

    .line 16
    const/16 v17, 0x64

    add-int v16, v2, v17

    .line 17
    move/from16 v4, v16

    return v4
.end method
