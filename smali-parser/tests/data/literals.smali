# Literal forms in field initial values, one field per form; tests/parse.rs checks each value.
.class public final Lliterals;
.super Ljava/lang/Object;
.source "literals.smali"

# ints: decimal, hex, octal, bit patterns, extremes
.field public static final I_DEC:I = 42
.field public static final I_NEG:I = -42
.field public static final I_HEX:I = 0x7f0e008f
.field public static final I_HEX_UPPER:I = 0X1F
.field public static final I_OCT:I = 017
.field public static final I_ZERO:I = 0
.field public static final I_ALL_ONES:I = 0xffffffff
.field public static final I_MIN:I = -0x80000000
.field public static final I_UNSIGNED_DEC:I = 4294967295

# longs, shorts, bytes
.field public static final J_HEX:J = 0x7fffffffffffffffL
.field public static final J_MIN:J = -0x8000000000000000L
.field public static final J_ALL_ONES:J = 0xffffffffffffffffL
.field public static final J_LOWER:J = 12l
.field public static final S_HEX:S = 0x7fffs
.field public static final S_ALL_ONES:S = 0xffffs
.field public static final S_NEG:S = -0x8000S
.field public static final B_ALL_ONES:B = 0xfft
.field public static final B_NEG:B = -0x80t
.field public static final B_DEC:B = 12T

# floats and doubles
.field public static final F_SIMPLE:F = 1.5f
.field public static final F_EXP:F = 1.0E-5f
.field public static final F_INT_SUFFIX:F = 1f
.field public static final F_MIN:F = 1.4E-45f
.field public static final F_HEX:F = 0x1.8p3f
.field public static final F_NAN:F = NaNf
.field public static final F_NEG_INF:F = -Infinityf
.field public static final D_SIMPLE:D = 1.5
.field public static final D_LEADING_DOT:D = .5
.field public static final D_TRAILING_DOT:D = 1.
.field public static final D_EXP:D = 1e10
.field public static final D_SUFFIX:D = 5.0d
.field public static final D_INT_SUFFIX:D = 5d
.field public static final D_HEX:D = 0x1.8p3
.field public static final D_HEX_MIN:D = -0x1.0p-1074
.field public static final D_MIN:D = 4.9E-324
.field public static final D_INF:D = Infinity
.field public static final D_INF_SUFFIX:D = Infinityd
.field public static final D_INF_LOWER:D = infinity
.field public static final D_NAN:D = NaN
.field public static final D_NEG_ZERO:D = -0.0

# chars
.field public static final C_PLAIN:C = 'a'
.field public static final C_NEWLINE:C = '\n'
.field public static final C_QUOTE:C = '\''
.field public static final C_DQUOTE:C = '"'
.field public static final C_BACKSLASH:C = '\\'
.field public static final C_UNICODE:C = '\u00e9'
.field public static final C_RAW_UNICODE:C = 'é'
.field public static final C_HASH:C = '#'

# strings
.field public static final STR_EMPTY:Ljava/lang/String; = ""
.field public static final STR_ESCAPES:Ljava/lang/String; = "\b\t\n\f\r\'\"\\"
.field public static final STR_UNICODE:Ljava/lang/String; = "caf\u00e9 \u4e2d"
.field public static final STR_RAW_UTF8:Ljava/lang/String; = "café 中 😀"
.field public static final STR_LONE_SURROGATE:Ljava/lang/String; = "\ud800x\udfff"
.field public static final STR_HASH:Ljava/lang/String; = "# not a comment"    # a comment

# booleans, null
.field public static final Z_TRUE:Z = true
.field public static final Z_FALSE:Z = false
.field public static final OBJ_NULL:Ljava/lang/Object; = null

# a field without a value, and an instance field
.field private static NO_VALUE:I
.field public instance:[[Ljava/lang/String;
