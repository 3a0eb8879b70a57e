.class public final synthetic Linterfaces/Main$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Linterfaces/IntOp;


# static fields
.field public static final synthetic INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda2;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Linterfaces/Main$$ExternalSyntheticLambda2;

    invoke-direct {v0}, Linterfaces/Main$$ExternalSyntheticLambda2;-><init>()V

    sput-object v0, Linterfaces/Main$$ExternalSyntheticLambda2;->INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda2;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(I)I
    .registers 2

    invoke-static {p1}, Linterfaces/Main;->lambda$lambdas$2(I)I

    move-result p1

    return p1
.end method
