.class public final synthetic Linterfaces/Main$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Linterfaces/Named;


# static fields
.field public static final synthetic INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Linterfaces/Main$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Linterfaces/Main$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Linterfaces/Main$$ExternalSyntheticLambda0;->INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final name()Ljava/lang/String;
    .registers 2

    invoke-static {}, Linterfaces/Main;->lambda$defaults$0()Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
