.class final Ladaptrace/rt/PathsConfig;
.super Ljava/lang/Object;
.source "PathsConfig.smali"

# The `paths` numbering of the app (android_runtime::layout::PathsLayout): binary decision
# nodes, the alphabets of the n-ary ones, decision edges, methods, steps. A template, as
# Config: android_runtime::PathsSettings fills the markers.


.field static final BINARY:I

.field static final NARY:[I

.field static final EDGES:I

.field static final METHODS:I

.field static final STEPS:I


.method static constructor <clinit>()V
    .locals 1

    const v0, @PATHS_BINARY@
    sput v0, Ladaptrace/rt/PathsConfig;->BINARY:I

    @PATHS_NARY@
    sput-object v0, Ladaptrace/rt/PathsConfig;->NARY:[I

    const v0, @PATHS_EDGES@
    sput v0, Ladaptrace/rt/PathsConfig;->EDGES:I

    const v0, @PATHS_METHODS@
    sput v0, Ladaptrace/rt/PathsConfig;->METHODS:I

    const v0, @PATHS_STEPS@
    sput v0, Ladaptrace/rt/PathsConfig;->STEPS:I

    return-void
@PATHS_NARY_DATA@.end method
