//! The dex opcodes of formats 035–039 as smali names them, with their instruction formats and the
//! control-flow facts the analyses need. Odex-only opcodes (`*-quick`, `execute-inline`,
//! `throw-verification-error`, ...) are deliberately absent: smali rejects them in normal mode.

/// Dex instruction formats, named as in the Dalvik bytecode specification.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Format {
    F10x,
    F12x,
    F11n,
    F11x,
    F10t,
    F20t,
    F22x,
    F21t,
    F21s,
    F21ih,
    F21lh,
    F21c,
    F23x,
    F22b,
    F22t,
    F22s,
    F22c,
    F30t,
    F32x,
    F31i,
    F31t,
    F31c,
    F35c,
    F3rc,
    F45cc,
    F4rcc,
    F51l,
}

impl Format {
    /// Size of an instruction of this format in 16-bit code units.
    #[inline]
    pub fn code_units(self) -> u32 {
        use Format::*;
        match self {
            F10x | F12x | F11n | F11x | F10t => 1,
            F20t | F22x | F21t | F21s | F21ih | F21lh | F21c | F23x | F22b | F22t | F22s | F22c => {
                2
            }
            F30t | F32x | F31i | F31t | F31c | F35c | F3rc => 3,
            F45cc | F4rcc => 4,
            F51l => 5,
        }
    }
}

/// What kind of reference a `21c`/`22c`/`31c`/`35c`/`3rc` operand names.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RefKind {
    None,
    String,
    Type,
    Field,
    Method,
    CallSite,
    MethodHandle,
    MethodType,
}

/// How an instruction leaves its block.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FlowKind {
    /// Falls through to the next instruction.
    Next,
    /// Unconditional jump (`goto*`).
    Goto,
    /// Two-way conditional branch (`if-*`).
    If,
    /// Multi-way branch through a payload (`packed-switch`, `sparse-switch`).
    Switch,
    /// Leaves the method normally (`return*`).
    Return,
    /// Leaves by throwing (`throw`).
    Throw,
}

macro_rules! opcodes {
    ($( $variant:ident = $code:literal, $name:literal, $fmt:ident, $reference:ident, $flow:ident, $throws:literal; )*) => {
        /// A dex opcode.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Opcode {
            $( $variant, )*
        }

        impl Opcode {
            /// Every opcode, in dex value order.
            pub const ALL: &'static [Opcode] = &[ $( Opcode::$variant, )* ];

            /// The smali mnemonic, e.g. `invoke-virtual/range`.
            pub fn name(self) -> &'static str {
                match self { $( Opcode::$variant => $name, )* }
            }

            // The properties below are tables indexed by declaration order, so that each is one
            // load that inlines into the readers and writers that ask it per instruction.

            /// The dex opcode value.
            #[inline]
            pub fn value(self) -> u8 {
                const VALUES: &[u8] = &[ $( $code, )* ];
                VALUES[self as usize]
            }

            #[inline]
            pub fn format(self) -> Format {
                const FORMATS: &[Format] = &[ $( Format::$fmt, )* ];
                FORMATS[self as usize]
            }

            /// The kind of constant-pool reference the instruction carries.
            #[inline]
            pub fn reference(self) -> RefKind {
                const REFERENCES: &[RefKind] = &[ $( RefKind::$reference, )* ];
                REFERENCES[self as usize]
            }

            #[inline]
            pub fn flow(self) -> FlowKind {
                const FLOWS: &[FlowKind] = &[ $( FlowKind::$flow, )* ];
                FLOWS[self as usize]
            }

            /// Whether the instruction may throw (and so may transfer control to a handler).
            #[inline]
            pub fn can_throw(self) -> bool {
                const THROWS: &[bool] = &[ $( $throws, )* ];
                THROWS[self as usize]
            }

            /// Looks a mnemonic up; `None` for anything that is not a dex 035–039 opcode.
            pub fn from_name(name: &str) -> Option<Opcode> {
                match name { $( $name => Some(Opcode::$variant), )* _ => None }
            }
        }
    };
}

opcodes! {
    Nop = 0x00, "nop", F10x, None, Next, false;
    Move = 0x01, "move", F12x, None, Next, false;
    MoveFrom16 = 0x02, "move/from16", F22x, None, Next, false;
    Move16 = 0x03, "move/16", F32x, None, Next, false;
    MoveWide = 0x04, "move-wide", F12x, None, Next, false;
    MoveWideFrom16 = 0x05, "move-wide/from16", F22x, None, Next, false;
    MoveWide16 = 0x06, "move-wide/16", F32x, None, Next, false;
    MoveObject = 0x07, "move-object", F12x, None, Next, false;
    MoveObjectFrom16 = 0x08, "move-object/from16", F22x, None, Next, false;
    MoveObject16 = 0x09, "move-object/16", F32x, None, Next, false;
    MoveResult = 0x0a, "move-result", F11x, None, Next, false;
    MoveResultWide = 0x0b, "move-result-wide", F11x, None, Next, false;
    MoveResultObject = 0x0c, "move-result-object", F11x, None, Next, false;
    MoveException = 0x0d, "move-exception", F11x, None, Next, false;
    ReturnVoid = 0x0e, "return-void", F10x, None, Return, false;
    Return = 0x0f, "return", F11x, None, Return, false;
    ReturnWide = 0x10, "return-wide", F11x, None, Return, false;
    ReturnObject = 0x11, "return-object", F11x, None, Return, false;
    Const4 = 0x12, "const/4", F11n, None, Next, false;
    Const16 = 0x13, "const/16", F21s, None, Next, false;
    Const = 0x14, "const", F31i, None, Next, false;
    ConstHigh16 = 0x15, "const/high16", F21ih, None, Next, false;
    ConstWide16 = 0x16, "const-wide/16", F21s, None, Next, false;
    ConstWide32 = 0x17, "const-wide/32", F31i, None, Next, false;
    ConstWide = 0x18, "const-wide", F51l, None, Next, false;
    ConstWideHigh16 = 0x19, "const-wide/high16", F21lh, None, Next, false;
    ConstString = 0x1a, "const-string", F21c, String, Next, true;
    ConstStringJumbo = 0x1b, "const-string/jumbo", F31c, String, Next, true;
    ConstClass = 0x1c, "const-class", F21c, Type, Next, true;
    MonitorEnter = 0x1d, "monitor-enter", F11x, None, Next, true;
    MonitorExit = 0x1e, "monitor-exit", F11x, None, Next, true;
    CheckCast = 0x1f, "check-cast", F21c, Type, Next, true;
    InstanceOf = 0x20, "instance-of", F22c, Type, Next, true;
    ArrayLength = 0x21, "array-length", F12x, None, Next, true;
    NewInstance = 0x22, "new-instance", F21c, Type, Next, true;
    NewArray = 0x23, "new-array", F22c, Type, Next, true;
    FilledNewArray = 0x24, "filled-new-array", F35c, Type, Next, true;
    FilledNewArrayRange = 0x25, "filled-new-array/range", F3rc, Type, Next, true;
    FillArrayData = 0x26, "fill-array-data", F31t, None, Next, true;
    Throw = 0x27, "throw", F11x, None, Throw, true;
    Goto = 0x28, "goto", F10t, None, Goto, false;
    Goto16 = 0x29, "goto/16", F20t, None, Goto, false;
    Goto32 = 0x2a, "goto/32", F30t, None, Goto, false;
    PackedSwitch = 0x2b, "packed-switch", F31t, None, Switch, false;
    SparseSwitch = 0x2c, "sparse-switch", F31t, None, Switch, false;
    CmplFloat = 0x2d, "cmpl-float", F23x, None, Next, false;
    CmpgFloat = 0x2e, "cmpg-float", F23x, None, Next, false;
    CmplDouble = 0x2f, "cmpl-double", F23x, None, Next, false;
    CmpgDouble = 0x30, "cmpg-double", F23x, None, Next, false;
    CmpLong = 0x31, "cmp-long", F23x, None, Next, false;
    IfEq = 0x32, "if-eq", F22t, None, If, false;
    IfNe = 0x33, "if-ne", F22t, None, If, false;
    IfLt = 0x34, "if-lt", F22t, None, If, false;
    IfGe = 0x35, "if-ge", F22t, None, If, false;
    IfGt = 0x36, "if-gt", F22t, None, If, false;
    IfLe = 0x37, "if-le", F22t, None, If, false;
    IfEqz = 0x38, "if-eqz", F21t, None, If, false;
    IfNez = 0x39, "if-nez", F21t, None, If, false;
    IfLtz = 0x3a, "if-ltz", F21t, None, If, false;
    IfGez = 0x3b, "if-gez", F21t, None, If, false;
    IfGtz = 0x3c, "if-gtz", F21t, None, If, false;
    IfLez = 0x3d, "if-lez", F21t, None, If, false;
    Aget = 0x44, "aget", F23x, None, Next, true;
    AgetWide = 0x45, "aget-wide", F23x, None, Next, true;
    AgetObject = 0x46, "aget-object", F23x, None, Next, true;
    AgetBoolean = 0x47, "aget-boolean", F23x, None, Next, true;
    AgetByte = 0x48, "aget-byte", F23x, None, Next, true;
    AgetChar = 0x49, "aget-char", F23x, None, Next, true;
    AgetShort = 0x4a, "aget-short", F23x, None, Next, true;
    Aput = 0x4b, "aput", F23x, None, Next, true;
    AputWide = 0x4c, "aput-wide", F23x, None, Next, true;
    AputObject = 0x4d, "aput-object", F23x, None, Next, true;
    AputBoolean = 0x4e, "aput-boolean", F23x, None, Next, true;
    AputByte = 0x4f, "aput-byte", F23x, None, Next, true;
    AputChar = 0x50, "aput-char", F23x, None, Next, true;
    AputShort = 0x51, "aput-short", F23x, None, Next, true;
    Iget = 0x52, "iget", F22c, Field, Next, true;
    IgetWide = 0x53, "iget-wide", F22c, Field, Next, true;
    IgetObject = 0x54, "iget-object", F22c, Field, Next, true;
    IgetBoolean = 0x55, "iget-boolean", F22c, Field, Next, true;
    IgetByte = 0x56, "iget-byte", F22c, Field, Next, true;
    IgetChar = 0x57, "iget-char", F22c, Field, Next, true;
    IgetShort = 0x58, "iget-short", F22c, Field, Next, true;
    Iput = 0x59, "iput", F22c, Field, Next, true;
    IputWide = 0x5a, "iput-wide", F22c, Field, Next, true;
    IputObject = 0x5b, "iput-object", F22c, Field, Next, true;
    IputBoolean = 0x5c, "iput-boolean", F22c, Field, Next, true;
    IputByte = 0x5d, "iput-byte", F22c, Field, Next, true;
    IputChar = 0x5e, "iput-char", F22c, Field, Next, true;
    IputShort = 0x5f, "iput-short", F22c, Field, Next, true;
    Sget = 0x60, "sget", F21c, Field, Next, true;
    SgetWide = 0x61, "sget-wide", F21c, Field, Next, true;
    SgetObject = 0x62, "sget-object", F21c, Field, Next, true;
    SgetBoolean = 0x63, "sget-boolean", F21c, Field, Next, true;
    SgetByte = 0x64, "sget-byte", F21c, Field, Next, true;
    SgetChar = 0x65, "sget-char", F21c, Field, Next, true;
    SgetShort = 0x66, "sget-short", F21c, Field, Next, true;
    Sput = 0x67, "sput", F21c, Field, Next, true;
    SputWide = 0x68, "sput-wide", F21c, Field, Next, true;
    SputObject = 0x69, "sput-object", F21c, Field, Next, true;
    SputBoolean = 0x6a, "sput-boolean", F21c, Field, Next, true;
    SputByte = 0x6b, "sput-byte", F21c, Field, Next, true;
    SputChar = 0x6c, "sput-char", F21c, Field, Next, true;
    SputShort = 0x6d, "sput-short", F21c, Field, Next, true;
    InvokeVirtual = 0x6e, "invoke-virtual", F35c, Method, Next, true;
    InvokeSuper = 0x6f, "invoke-super", F35c, Method, Next, true;
    InvokeDirect = 0x70, "invoke-direct", F35c, Method, Next, true;
    InvokeStatic = 0x71, "invoke-static", F35c, Method, Next, true;
    InvokeInterface = 0x72, "invoke-interface", F35c, Method, Next, true;
    InvokeVirtualRange = 0x74, "invoke-virtual/range", F3rc, Method, Next, true;
    InvokeSuperRange = 0x75, "invoke-super/range", F3rc, Method, Next, true;
    InvokeDirectRange = 0x76, "invoke-direct/range", F3rc, Method, Next, true;
    InvokeStaticRange = 0x77, "invoke-static/range", F3rc, Method, Next, true;
    InvokeInterfaceRange = 0x78, "invoke-interface/range", F3rc, Method, Next, true;
    NegInt = 0x7b, "neg-int", F12x, None, Next, false;
    NotInt = 0x7c, "not-int", F12x, None, Next, false;
    NegLong = 0x7d, "neg-long", F12x, None, Next, false;
    NotLong = 0x7e, "not-long", F12x, None, Next, false;
    NegFloat = 0x7f, "neg-float", F12x, None, Next, false;
    NegDouble = 0x80, "neg-double", F12x, None, Next, false;
    IntToLong = 0x81, "int-to-long", F12x, None, Next, false;
    IntToFloat = 0x82, "int-to-float", F12x, None, Next, false;
    IntToDouble = 0x83, "int-to-double", F12x, None, Next, false;
    LongToInt = 0x84, "long-to-int", F12x, None, Next, false;
    LongToFloat = 0x85, "long-to-float", F12x, None, Next, false;
    LongToDouble = 0x86, "long-to-double", F12x, None, Next, false;
    FloatToInt = 0x87, "float-to-int", F12x, None, Next, false;
    FloatToLong = 0x88, "float-to-long", F12x, None, Next, false;
    FloatToDouble = 0x89, "float-to-double", F12x, None, Next, false;
    DoubleToInt = 0x8a, "double-to-int", F12x, None, Next, false;
    DoubleToLong = 0x8b, "double-to-long", F12x, None, Next, false;
    DoubleToFloat = 0x8c, "double-to-float", F12x, None, Next, false;
    IntToByte = 0x8d, "int-to-byte", F12x, None, Next, false;
    IntToChar = 0x8e, "int-to-char", F12x, None, Next, false;
    IntToShort = 0x8f, "int-to-short", F12x, None, Next, false;
    AddInt = 0x90, "add-int", F23x, None, Next, false;
    SubInt = 0x91, "sub-int", F23x, None, Next, false;
    MulInt = 0x92, "mul-int", F23x, None, Next, false;
    DivInt = 0x93, "div-int", F23x, None, Next, true;
    RemInt = 0x94, "rem-int", F23x, None, Next, true;
    AndInt = 0x95, "and-int", F23x, None, Next, false;
    OrInt = 0x96, "or-int", F23x, None, Next, false;
    XorInt = 0x97, "xor-int", F23x, None, Next, false;
    ShlInt = 0x98, "shl-int", F23x, None, Next, false;
    ShrInt = 0x99, "shr-int", F23x, None, Next, false;
    UshrInt = 0x9a, "ushr-int", F23x, None, Next, false;
    AddLong = 0x9b, "add-long", F23x, None, Next, false;
    SubLong = 0x9c, "sub-long", F23x, None, Next, false;
    MulLong = 0x9d, "mul-long", F23x, None, Next, false;
    DivLong = 0x9e, "div-long", F23x, None, Next, true;
    RemLong = 0x9f, "rem-long", F23x, None, Next, true;
    AndLong = 0xa0, "and-long", F23x, None, Next, false;
    OrLong = 0xa1, "or-long", F23x, None, Next, false;
    XorLong = 0xa2, "xor-long", F23x, None, Next, false;
    ShlLong = 0xa3, "shl-long", F23x, None, Next, false;
    ShrLong = 0xa4, "shr-long", F23x, None, Next, false;
    UshrLong = 0xa5, "ushr-long", F23x, None, Next, false;
    AddFloat = 0xa6, "add-float", F23x, None, Next, false;
    SubFloat = 0xa7, "sub-float", F23x, None, Next, false;
    MulFloat = 0xa8, "mul-float", F23x, None, Next, false;
    DivFloat = 0xa9, "div-float", F23x, None, Next, false;
    RemFloat = 0xaa, "rem-float", F23x, None, Next, false;
    AddDouble = 0xab, "add-double", F23x, None, Next, false;
    SubDouble = 0xac, "sub-double", F23x, None, Next, false;
    MulDouble = 0xad, "mul-double", F23x, None, Next, false;
    DivDouble = 0xae, "div-double", F23x, None, Next, false;
    RemDouble = 0xaf, "rem-double", F23x, None, Next, false;
    AddInt2addr = 0xb0, "add-int/2addr", F12x, None, Next, false;
    SubInt2addr = 0xb1, "sub-int/2addr", F12x, None, Next, false;
    MulInt2addr = 0xb2, "mul-int/2addr", F12x, None, Next, false;
    DivInt2addr = 0xb3, "div-int/2addr", F12x, None, Next, true;
    RemInt2addr = 0xb4, "rem-int/2addr", F12x, None, Next, true;
    AndInt2addr = 0xb5, "and-int/2addr", F12x, None, Next, false;
    OrInt2addr = 0xb6, "or-int/2addr", F12x, None, Next, false;
    XorInt2addr = 0xb7, "xor-int/2addr", F12x, None, Next, false;
    ShlInt2addr = 0xb8, "shl-int/2addr", F12x, None, Next, false;
    ShrInt2addr = 0xb9, "shr-int/2addr", F12x, None, Next, false;
    UshrInt2addr = 0xba, "ushr-int/2addr", F12x, None, Next, false;
    AddLong2addr = 0xbb, "add-long/2addr", F12x, None, Next, false;
    SubLong2addr = 0xbc, "sub-long/2addr", F12x, None, Next, false;
    MulLong2addr = 0xbd, "mul-long/2addr", F12x, None, Next, false;
    DivLong2addr = 0xbe, "div-long/2addr", F12x, None, Next, true;
    RemLong2addr = 0xbf, "rem-long/2addr", F12x, None, Next, true;
    AndLong2addr = 0xc0, "and-long/2addr", F12x, None, Next, false;
    OrLong2addr = 0xc1, "or-long/2addr", F12x, None, Next, false;
    XorLong2addr = 0xc2, "xor-long/2addr", F12x, None, Next, false;
    ShlLong2addr = 0xc3, "shl-long/2addr", F12x, None, Next, false;
    ShrLong2addr = 0xc4, "shr-long/2addr", F12x, None, Next, false;
    UshrLong2addr = 0xc5, "ushr-long/2addr", F12x, None, Next, false;
    AddFloat2addr = 0xc6, "add-float/2addr", F12x, None, Next, false;
    SubFloat2addr = 0xc7, "sub-float/2addr", F12x, None, Next, false;
    MulFloat2addr = 0xc8, "mul-float/2addr", F12x, None, Next, false;
    DivFloat2addr = 0xc9, "div-float/2addr", F12x, None, Next, false;
    RemFloat2addr = 0xca, "rem-float/2addr", F12x, None, Next, false;
    AddDouble2addr = 0xcb, "add-double/2addr", F12x, None, Next, false;
    SubDouble2addr = 0xcc, "sub-double/2addr", F12x, None, Next, false;
    MulDouble2addr = 0xcd, "mul-double/2addr", F12x, None, Next, false;
    DivDouble2addr = 0xce, "div-double/2addr", F12x, None, Next, false;
    RemDouble2addr = 0xcf, "rem-double/2addr", F12x, None, Next, false;
    AddIntLit16 = 0xd0, "add-int/lit16", F22s, None, Next, false;
    RsubInt = 0xd1, "rsub-int", F22s, None, Next, false;
    MulIntLit16 = 0xd2, "mul-int/lit16", F22s, None, Next, false;
    DivIntLit16 = 0xd3, "div-int/lit16", F22s, None, Next, true;
    RemIntLit16 = 0xd4, "rem-int/lit16", F22s, None, Next, true;
    AndIntLit16 = 0xd5, "and-int/lit16", F22s, None, Next, false;
    OrIntLit16 = 0xd6, "or-int/lit16", F22s, None, Next, false;
    XorIntLit16 = 0xd7, "xor-int/lit16", F22s, None, Next, false;
    AddIntLit8 = 0xd8, "add-int/lit8", F22b, None, Next, false;
    RsubIntLit8 = 0xd9, "rsub-int/lit8", F22b, None, Next, false;
    MulIntLit8 = 0xda, "mul-int/lit8", F22b, None, Next, false;
    DivIntLit8 = 0xdb, "div-int/lit8", F22b, None, Next, true;
    RemIntLit8 = 0xdc, "rem-int/lit8", F22b, None, Next, true;
    AndIntLit8 = 0xdd, "and-int/lit8", F22b, None, Next, false;
    OrIntLit8 = 0xde, "or-int/lit8", F22b, None, Next, false;
    XorIntLit8 = 0xdf, "xor-int/lit8", F22b, None, Next, false;
    ShlIntLit8 = 0xe0, "shl-int/lit8", F22b, None, Next, false;
    ShrIntLit8 = 0xe1, "shr-int/lit8", F22b, None, Next, false;
    UshrIntLit8 = 0xe2, "ushr-int/lit8", F22b, None, Next, false;
    InvokePolymorphic = 0xfa, "invoke-polymorphic", F45cc, Method, Next, true;
    InvokePolymorphicRange = 0xfb, "invoke-polymorphic/range", F4rcc, Method, Next, true;
    InvokeCustom = 0xfc, "invoke-custom", F35c, CallSite, Next, true;
    InvokeCustomRange = 0xfd, "invoke-custom/range", F3rc, CallSite, Next, true;
    ConstMethodHandle = 0xfe, "const-method-handle", F21c, MethodHandle, Next, true;
    ConstMethodType = 0xff, "const-method-type", F21c, MethodType, Next, true;
}

impl Opcode {
    /// Whether this is a call (`invoke-*`, including polymorphic and custom).
    pub fn is_invoke(self) -> bool {
        matches!(self.reference(), RefKind::Method | RefKind::CallSite)
            && !matches!(self.format(), Format::F21c)
    }

    /// Whether a following `move-result*` belongs to this instruction.
    pub fn has_result(self) -> bool {
        self.is_invoke() || matches!(self, Opcode::FilledNewArray | Opcode::FilledNewArrayRange)
    }

    /// Whether the instruction leaves its basic block (branch, switch, return or throw).
    pub fn ends_block(self) -> bool {
        self.flow() != FlowKind::Next
    }

    /// Whether control can continue with the next instruction.
    pub fn falls_through(self) -> bool {
        matches!(
            self.flow(),
            FlowKind::Next | FlowKind::If | FlowKind::Switch
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_and_are_unique() {
        let mut seen = std::collections::HashSet::new();
        for &op in Opcode::ALL {
            assert!(seen.insert(op.name()), "duplicate mnemonic {}", op.name());
            assert_eq!(Opcode::from_name(op.name()), Some(op));
        }
        assert_eq!(Opcode::ALL.len(), 224);
        assert_eq!(Opcode::from_name("iget-quick"), None);
    }

    #[test]
    fn control_flow_facts() {
        assert!(Opcode::InvokeCustomRange.is_invoke());
        assert!(!Opcode::ConstMethodHandle.is_invoke());
        assert!(Opcode::FilledNewArray.has_result());
        assert!(Opcode::IfEqz.falls_through() && Opcode::IfEqz.ends_block());
        assert!(!Opcode::Goto32.falls_through());
        assert_eq!(Opcode::InvokePolymorphic.format().code_units(), 4);
    }
}
