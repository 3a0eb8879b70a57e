.class public Linterfaces/Fragile;
.super Linterfaces/Checked;
.source "Fragile.java"


# direct methods
.method public constructor <init>(I)V
    .registers 3
    .param p1, "n"    # I

    .line 5
    invoke-static {p1}, Linterfaces/Named;->scale(I)I

    move-result v0

    invoke-direct {p0, v0}, Linterfaces/Checked;-><init>(I)V

    .line 6
    return-void
.end method
