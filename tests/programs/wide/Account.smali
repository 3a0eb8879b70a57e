.class public Lwide/Account;
.super Ljava/lang/Object;
.source "Account.java"


# instance fields
.field private balance:J

.field private final rate:D


# direct methods
.method public constructor <init>(JD)V
    .registers 6
    .param p1, "balance"    # J
    .param p3, "rate"    # D

    .line 8
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 9
    iput-wide p1, p0, Lwide/Account;->balance:J

    .line 10
    iput-wide p3, p0, Lwide/Account;->rate:D

    .line 11
    return-void
.end method


# virtual methods
.method public balance()J
    .registers 3

    .line 14
    iget-wide v0, p0, Lwide/Account;->balance:J

    return-wide v0
.end method

.method public deposit(J)J
    .registers 5
    .param p1, "amount"    # J

    .line 18
    iget-wide v0, p0, Lwide/Account;->balance:J

    add-long/2addr v0, p1

    iput-wide v0, p0, Lwide/Account;->balance:J

    .line 19
    return-wide v0
.end method

.method public interest(I)D
    .registers 6
    .param p1, "years"    # I

    .line 23
    iget-wide v0, p0, Lwide/Account;->balance:J

    long-to-double v0, v0

    iget-wide v2, p0, Lwide/Account;->rate:D

    mul-double/2addr v0, v2

    int-to-double v2, p1

    mul-double/2addr v0, v2

    return-wide v0
.end method

.method public withExtra(Ljava/lang/String;J)Lwide/Account;
    .registers 9
    .param p1, "label"    # Ljava/lang/String;
    .param p2, "extra"    # J

    .line 27
    iget-wide v1, p0, Lwide/Account;->balance:J

    add-long/2addr v1, p2

    .line 28
    .local v1, "total":J
    invoke-static {p1, v1, v2}, Lwide/Main;->show(Ljava/lang/String;J)V

    .line 29
    new-instance v0, Lwide/Account;

    iget-wide v3, p0, Lwide/Account;->rate:D

    invoke-direct {v0, v1, v2, v3, v4}, Lwide/Account;-><init>(JD)V

    return-object v0
.end method
