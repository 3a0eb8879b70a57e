.class public LMyActivity;
.super Landroid/app/Activity;


# virtual methods
.method public onCreate(Landroid/os/Bundle;)V
    .registers 2

    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V

    invoke-virtual {p0}, LMyActivity;->finish()V

    return-void
.end method
