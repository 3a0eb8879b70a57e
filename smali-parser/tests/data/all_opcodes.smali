# Every opcode of the dex 035-039 table, each with an operand shape smali accepts.
# Assembles with `smali a --api 28` (const-method-handle needs API 28).
.class public Lall_opcodes;
.super Ljava/lang/Object;
.source "all_opcodes.smali"

.field public field:I

.method public static helper()V
    .registers 0
    return-void
.end method

.method public static target(I)V
    .registers 1
    return-void
.end method

.method public static target3(III)V
    .registers 3
    return-void
.end method

.method public static bootstrap(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;
    .registers 4
    const/4 v0, 0x0
    return-object v0
.end method

.method public every_opcode()V
    .registers 8

    :target
    nop
    move v1, v2
    move/from16 v1, v2
    move/16 v1, v2
    move-wide v1, v2
    move-wide/from16 v1, v2
    move-wide/16 v1, v2
    move-object v1, v2
    move-object/from16 v1, v2
    move-object/16 v1, v2
    move-result v1
    move-result-wide v1
    move-result-object v1
    move-exception v1
    return-void
    return v1
    return-wide v1
    return-object v1
    const/4 v1, -0x8
    const/16 v1, 0x7fff
    const v1, 0x12345678
    const/high16 v1, 0x7f000000
    const-wide/16 v1, 0x7fff
    const-wide/32 v1, 0x12345678
    const-wide v1, 0x123456789abcdefL
    const-wide/high16 v1, 0x4000000000000000L
    const-string v1, "a string"
    const-string/jumbo v1, "jumbo \"string\""
    const-class v1, Ljava/lang/Object;
    monitor-enter v1
    monitor-exit v1
    check-cast v1, Ljava/lang/Object;
    instance-of v1, v2, Ljava/lang/String;
    array-length v1, v2
    new-instance v1, Ljava/lang/Object;
    new-array v1, v2, [I
    filled-new-array {v1, v2, v3}, [I
    filled-new-array/range {v1 .. v3}, [I
    fill-array-data v1, :array_data
    throw v1
    goto :target
    goto/16 :target
    goto/32 :target
    packed-switch v1, :pswitch_data
    sparse-switch v1, :sswitch_data
    cmpl-float v1, v2, v3
    cmpg-float v1, v2, v3
    cmpl-double v1, v2, v3
    cmpg-double v1, v2, v3
    cmp-long v1, v2, v3
    if-eq v1, v2, :target
    if-ne v1, v2, :target
    if-lt v1, v2, :target
    if-ge v1, v2, :target
    if-gt v1, v2, :target
    if-le v1, v2, :target
    if-eqz v1, :target
    if-nez v1, :target
    if-ltz v1, :target
    if-gez v1, :target
    if-gtz v1, :target
    if-lez v1, :target
    aget v1, v2, v3
    aget-wide v1, v2, v3
    aget-object v1, v2, v3
    aget-boolean v1, v2, v3
    aget-byte v1, v2, v3
    aget-char v1, v2, v3
    aget-short v1, v2, v3
    aput v1, v2, v3
    aput-wide v1, v2, v3
    aput-object v1, v2, v3
    aput-boolean v1, v2, v3
    aput-byte v1, v2, v3
    aput-char v1, v2, v3
    aput-short v1, v2, v3
    iget v1, v2, Lall_opcodes;->field:I
    iget-wide v1, v2, Lall_opcodes;->field:I
    iget-object v1, v2, Lall_opcodes;->field:I
    iget-boolean v1, v2, Lall_opcodes;->field:I
    iget-byte v1, v2, Lall_opcodes;->field:I
    iget-char v1, v2, Lall_opcodes;->field:I
    iget-short v1, v2, Lall_opcodes;->field:I
    iput v1, v2, Lall_opcodes;->field:I
    iput-wide v1, v2, Lall_opcodes;->field:I
    iput-object v1, v2, Lall_opcodes;->field:I
    iput-boolean v1, v2, Lall_opcodes;->field:I
    iput-byte v1, v2, Lall_opcodes;->field:I
    iput-char v1, v2, Lall_opcodes;->field:I
    iput-short v1, v2, Lall_opcodes;->field:I
    sget v1, Lall_opcodes;->field:I
    sget-wide v1, Lall_opcodes;->field:I
    sget-object v1, Lall_opcodes;->field:I
    sget-boolean v1, Lall_opcodes;->field:I
    sget-byte v1, Lall_opcodes;->field:I
    sget-char v1, Lall_opcodes;->field:I
    sget-short v1, Lall_opcodes;->field:I
    sput v1, Lall_opcodes;->field:I
    sput-wide v1, Lall_opcodes;->field:I
    sput-object v1, Lall_opcodes;->field:I
    sput-boolean v1, Lall_opcodes;->field:I
    sput-byte v1, Lall_opcodes;->field:I
    sput-char v1, Lall_opcodes;->field:I
    sput-short v1, Lall_opcodes;->field:I
    invoke-virtual {v1, v2}, Lall_opcodes;->target(I)V
    invoke-super {v1, v2}, Lall_opcodes;->target(I)V
    invoke-direct {v1, v2}, Lall_opcodes;->target(I)V
    invoke-static {v1, v2}, Lall_opcodes;->target(I)V
    invoke-interface {v1, v2}, Lall_opcodes;->target(I)V
    invoke-virtual/range {v1 .. v3}, Lall_opcodes;->target3(III)V
    invoke-super/range {v1 .. v3}, Lall_opcodes;->target3(III)V
    invoke-direct/range {v1 .. v3}, Lall_opcodes;->target3(III)V
    invoke-static/range {v1 .. v3}, Lall_opcodes;->target3(III)V
    invoke-interface/range {v1 .. v3}, Lall_opcodes;->target3(III)V
    neg-int v1, v2
    not-int v1, v2
    neg-long v1, v2
    not-long v1, v2
    neg-float v1, v2
    neg-double v1, v2
    int-to-long v1, v2
    int-to-float v1, v2
    int-to-double v1, v2
    long-to-int v1, v2
    long-to-float v1, v2
    long-to-double v1, v2
    float-to-int v1, v2
    float-to-long v1, v2
    float-to-double v1, v2
    double-to-int v1, v2
    double-to-long v1, v2
    double-to-float v1, v2
    int-to-byte v1, v2
    int-to-char v1, v2
    int-to-short v1, v2
    add-int v1, v2, v3
    sub-int v1, v2, v3
    mul-int v1, v2, v3
    div-int v1, v2, v3
    rem-int v1, v2, v3
    and-int v1, v2, v3
    or-int v1, v2, v3
    xor-int v1, v2, v3
    shl-int v1, v2, v3
    shr-int v1, v2, v3
    ushr-int v1, v2, v3
    add-long v1, v2, v3
    sub-long v1, v2, v3
    mul-long v1, v2, v3
    div-long v1, v2, v3
    rem-long v1, v2, v3
    and-long v1, v2, v3
    or-long v1, v2, v3
    xor-long v1, v2, v3
    shl-long v1, v2, v3
    shr-long v1, v2, v3
    ushr-long v1, v2, v3
    add-float v1, v2, v3
    sub-float v1, v2, v3
    mul-float v1, v2, v3
    div-float v1, v2, v3
    rem-float v1, v2, v3
    add-double v1, v2, v3
    sub-double v1, v2, v3
    mul-double v1, v2, v3
    div-double v1, v2, v3
    rem-double v1, v2, v3
    add-int/2addr v1, v2
    sub-int/2addr v1, v2
    mul-int/2addr v1, v2
    div-int/2addr v1, v2
    rem-int/2addr v1, v2
    and-int/2addr v1, v2
    or-int/2addr v1, v2
    xor-int/2addr v1, v2
    shl-int/2addr v1, v2
    shr-int/2addr v1, v2
    ushr-int/2addr v1, v2
    add-long/2addr v1, v2
    sub-long/2addr v1, v2
    mul-long/2addr v1, v2
    div-long/2addr v1, v2
    rem-long/2addr v1, v2
    and-long/2addr v1, v2
    or-long/2addr v1, v2
    xor-long/2addr v1, v2
    shl-long/2addr v1, v2
    shr-long/2addr v1, v2
    ushr-long/2addr v1, v2
    add-float/2addr v1, v2
    sub-float/2addr v1, v2
    mul-float/2addr v1, v2
    div-float/2addr v1, v2
    rem-float/2addr v1, v2
    add-double/2addr v1, v2
    sub-double/2addr v1, v2
    mul-double/2addr v1, v2
    div-double/2addr v1, v2
    rem-double/2addr v1, v2
    add-int/lit16 v1, v2, -0x8000
    rsub-int v1, v2, -0x8000
    mul-int/lit16 v1, v2, -0x8000
    div-int/lit16 v1, v2, -0x8000
    rem-int/lit16 v1, v2, -0x8000
    and-int/lit16 v1, v2, -0x8000
    or-int/lit16 v1, v2, -0x8000
    xor-int/lit16 v1, v2, -0x8000
    add-int/lit8 v1, v2, 0x7f
    rsub-int/lit8 v1, v2, 0x7f
    mul-int/lit8 v1, v2, 0x7f
    div-int/lit8 v1, v2, 0x7f
    rem-int/lit8 v1, v2, 0x7f
    and-int/lit8 v1, v2, 0x7f
    or-int/lit8 v1, v2, 0x7f
    xor-int/lit8 v1, v2, 0x7f
    shl-int/lit8 v1, v2, 0x7f
    shr-int/lit8 v1, v2, 0x7f
    ushr-int/lit8 v1, v2, 0x7f
    invoke-polymorphic {v1, v2}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V
    invoke-polymorphic/range {v1 .. v3}, Ljava/lang/invoke/MethodHandle;->invokeExact([Ljava/lang/Object;)Ljava/lang/Object;, (II)V
    invoke-custom {v1}, call_site_0("run", (I)Ljava/lang/Runnable;, 0x1, "extra", Ljava/lang/String;, (I)V, invoke-static@Lall_opcodes;->helper()V)@Lall_opcodes;->bootstrap(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;
    invoke-custom/range {v1 .. v2}, call_site_1("run", (II)Ljava/lang/Runnable;)@Lall_opcodes;->bootstrap(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;[Ljava/lang/Object;)Ljava/lang/invoke/CallSite;
    const-method-handle v1, invoke-static@Lall_opcodes;->helper()V
    const-method-type v1, (I[Ljava/lang/String;)J

    :pswitch_data
    .packed-switch -0x1
        :target
        :target
    .end packed-switch

    :sswitch_data
    .sparse-switch
        -0x80000000 -> :target
        0x7fffffff -> :target
    .end sparse-switch

    :array_data
    .array-data 4
        0x1
        -0x1
        0x7fffffff
    .end array-data
.end method
