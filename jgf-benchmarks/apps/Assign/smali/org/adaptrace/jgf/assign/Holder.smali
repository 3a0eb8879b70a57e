.class final Lorg/adaptrace/jgf/assign/Holder;
.super Ljava/lang/Object;
.source "Holder.java"


# static fields
.field static sd:D

.field static si:I

.field static sl:J

.field static so:Ljava/lang/Object;


# instance fields
.field d:D

.field i:I

.field l:J

.field o:Ljava/lang/Object;


# direct methods
.method constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method
