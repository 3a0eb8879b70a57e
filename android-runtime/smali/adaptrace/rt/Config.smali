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

# The coder of the coded schemes' streams: 0 range, 1 adaptracer; copied into every trace
# header.
.field public static final CODER:I


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

    return-void
.end method
