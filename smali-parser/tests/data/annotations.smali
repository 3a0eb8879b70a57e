# Annotations on the class, fields, methods and parameters, with every kind of element value.
.class public abstract interface annotation Lannotations;
.super Ljava/lang/Object;
.implements Ljava/lang/annotation/Annotation;
.implements Ljava/io/Serializable;

# annotations
.annotation system Ldalvik/annotation/AnnotationDefault;
    value = .subannotation Lannotations;
        count = 0x3
        name = "default"
        nested = .subannotation Lannotations$Inner;
            deep = {
                .subannotation Lannotations$Inner;
                .end subannotation
            }
        .end subannotation
    .end subannotation
.end annotation

.annotation runtime Lannotations$Values;
    byteValue = 0x7ft
    shortValue = -0x1s
    charValue = 'x'
    intValue = 0x10
    longValue = 0x100000000L
    floatValue = 2.5f
    doubleValue = -1.25
    booleanValue = true
    otherBoolean = false
    nullValue = null
    stringValue = "text with \"quotes\""
    typeValue = Ljava/lang/String;
    arrayTypeValue = [[I
    primitiveType = I
    voidType = V
    fieldValue = Lannotations;->FIELD:Ljava/lang/Object;
    methodValue = Lannotations;->method(I[J)Ljava/lang/String;
    constructorValue = Ljava/lang/Object;-><init>()V
    enumValue = .enum Ljava/lang/annotation/RetentionPolicy;->RUNTIME:Ljava/lang/annotation/RetentionPolicy;
    methodType = (ILjava/lang/String;)V
    emptyArray = {}
    nestedArray = {
        {
            0x1,
            0x2
        },
        {},
        {
            "a"
        }
    }
    mixedArray = {
        0x1t,
        'c',
        1.0f,
        Lannotations;,
        .enum Ljava/lang/annotation/ElementType;->TYPE:Ljava/lang/annotation/ElementType;
    }
.end annotation

.annotation build Lannotations$Handles;
    staticPut = static-put@Lannotations;->FIELD:Ljava/lang/Object;
    staticGet = static-get@Lannotations;->FIELD:Ljava/lang/Object;
    instancePut = instance-put@Lannotations;->field:I
    instanceGet = instance-get@Lannotations;->field:I
    invokeStatic = invoke-static@Lannotations;->method(I[J)Ljava/lang/String;
    invokeInstance = invoke-instance@Ljava/lang/Object;->toString()Ljava/lang/String;
    invokeConstructor = invoke-constructor@Ljava/lang/Object;-><init>()V
    invokeDirect = invoke-direct@Lannotations;->secret()V
    invokeInterface = invoke-interface@Ljava/lang/Runnable;->run()V
.end annotation


# static fields
.field public static final FIELD:Ljava/lang/Object;
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation
.end field

# Without `.end field` the annotation below belongs to the class, as in smali.
.field public static final SECOND:I = 0x2

.annotation system Ldalvik/annotation/MemberClasses;
    value = {
        Lannotations$Inner;,
        Lannotations$Values;
    }
.end annotation


# instance fields
.field public field:I
.end field


# virtual methods
.method public method(I[J)Ljava/lang/String;
    .registers 4
    .param p1, "count"    # I
        .annotation runtime Ljavax/annotation/Nonnull;
        .end annotation
        .annotation build Lannotations$Named;
            value = "count"
        .end annotation
    .end param
    .param p2    # [J
    .annotation system Ldalvik/annotation/Throws;
        value = {
            Ljava/io/IOException;
        }
    .end annotation

    const/4 v0, 0x0
    return-object v0
.end method

.method public abstract unnamed(Ljava/lang/String;)V
    .param p1
        .annotation runtime Ljavax/annotation/Nullable;
        .end annotation
    .end param
.end method

# Without `.end param` the annotation belongs to the method, as in smali.
.method public loose(I)V
    .locals 0
    .param p1, "x"
    .annotation runtime Ljava/lang/Deprecated;
    .end annotation

    return-void
.end method

.method private secret()V
    .registers 1
    return-void
.end method
