.class public final Ladaptrace/rt/Config;
.super Ljava/lang/Object;
.source "Config.smali"

# Per-app settings of the runtime. This file is a template: android_runtime::runtime_sources
# replaces each marker (a name between at signs) before the runtime is injected into an app.


# The app's package (names the default trace directory); null when it is not known.
.field public static final PACKAGE:Ljava/lang/String;

# Hash of the instrumentation metadata the probes belong to; copied into every trace header.
.field public static final METADATA_HASH:J

# Generation of the model the coders start from; copied into every trace header.
.field public static final MODEL_GENERATION:I

# Bit mask of the schemes whose probes are in the app; copied into every trace header.
.field public static final SCHEMES:I

# The `paths` coder: 0 range, 1 adaptracer; copied into every trace header.
.field public static final CODER:I

# The `paths` numbering (android_runtime::layout::Layout): binary decision nodes, the
# alphabets of the n-ary ones, decision edges, methods, steps. All 0 without `paths`.
.field public static final PATHS_BINARY:I

.field public static final PATHS_NARY:[I

.field public static final PATHS_EDGES:I

.field public static final PATHS_METHODS:I

.field public static final PATHS_STEPS:I


.method static constructor <clinit>()V
    .locals 2

    @PACKAGE@
    sput-object v0, Ladaptrace/rt/Config;->PACKAGE:Ljava/lang/String;

    const-wide v0, @METADATA_HASH@
    sput-wide v0, Ladaptrace/rt/Config;->METADATA_HASH:J

    const v0, @MODEL_GENERATION@
    sput v0, Ladaptrace/rt/Config;->MODEL_GENERATION:I

    const v0, @SCHEMES@
    sput v0, Ladaptrace/rt/Config;->SCHEMES:I

    const v0, @CODER@
    sput v0, Ladaptrace/rt/Config;->CODER:I

    const v0, @PATHS_BINARY@
    sput v0, Ladaptrace/rt/Config;->PATHS_BINARY:I

    @PATHS_NARY@
    sput-object v0, Ladaptrace/rt/Config;->PATHS_NARY:[I

    const v0, @PATHS_EDGES@
    sput v0, Ladaptrace/rt/Config;->PATHS_EDGES:I

    const v0, @PATHS_METHODS@
    sput v0, Ladaptrace/rt/Config;->PATHS_METHODS:I

    const v0, @PATHS_STEPS@
    sput v0, Ladaptrace/rt/Config;->PATHS_STEPS:I

    return-void
@PATHS_NARY_DATA@.end method
