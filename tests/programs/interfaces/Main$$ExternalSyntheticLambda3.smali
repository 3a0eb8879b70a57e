.class public final synthetic Linterfaces/Main$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/Comparator;


# static fields
.field public static final synthetic INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Linterfaces/Main$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Linterfaces/Main$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Linterfaces/Main$$ExternalSyntheticLambda3;->INSTANCE:Linterfaces/Main$$ExternalSyntheticLambda3;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final compare(Ljava/lang/Object;Ljava/lang/Object;)I
    .registers 3

    check-cast p1, Ljava/lang/String;

    check-cast p2, Ljava/lang/String;

    invoke-static {p1, p2}, Linterfaces/Main;->lambda$framework$3(Ljava/lang/String;Ljava/lang/String;)I

    move-result p1

    return p1
.end method
