.class final Lorg/adaptrace/jgf/parse/Hasher;
.super Lorg/adaptrace/jgf/parse/TreeScanner;
.source "Hasher.java"


# instance fields
.field private hash:J


# direct methods
.method constructor <init>()V
    .registers 3

    invoke-direct {p0}, Lorg/adaptrace/jgf/parse/TreeScanner;-><init>()V

    const-wide/16 v0, 0x1

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    return-void
.end method

.method static hash(Lorg/adaptrace/jgf/parse/Node;)J
    .registers 3

    new-instance v0, Lorg/adaptrace/jgf/parse/Hasher;

    invoke-direct {v0}, Lorg/adaptrace/jgf/parse/Hasher;-><init>()V

    invoke-interface {p0, v0}, Lorg/adaptrace/jgf/parse/Node;->accept(Lorg/adaptrace/jgf/parse/Visitor;)Ljava/lang/Object;

    iget-wide v0, v0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    return-wide v0
.end method


# virtual methods
.method enter(IJ)V
    .registers 10

    const-wide v4, 0x100000001b3L

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    int-to-long v2, p1

    xor-long/2addr v0, v2

    mul-long/2addr v0, v4

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    xor-long/2addr v0, p2

    mul-long/2addr v0, v4

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    return-void
.end method

.method exit()V
    .registers 5

    iget-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    const-wide/16 v2, -0x1

    xor-long/2addr v0, v2

    const-wide v2, 0x100000001b3L

    mul-long/2addr v0, v2

    iput-wide v0, p0, Lorg/adaptrace/jgf/parse/Hasher;->hash:J

    return-void
.end method
