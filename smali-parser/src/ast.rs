//! The typed syntax tree of a smali class file.
//!
//! It keeps everything that reaches the dex file (and the debug directives), so that
//! `parse(print(parse(x))) == parse(x)`. Layout that smali ignores (comments, blank lines, the
//! relative order of fields and methods, of `.param`, `.annotation` and code in a method) is not
//! kept. Floating-point values are stored as bit patterns so that equality is exact, NaNs included.

use std::sync::Arc;

use crate::opcode::Opcode;

/// A Java string as dex stores it: UTF-16 code units, which may hold unpaired surrogates.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct JString(pub Vec<u16>);

impl From<&str> for JString {
    fn from(s: &str) -> JString {
        JString(s.encode_utf16().collect())
    }
}

impl JString {
    /// Lossy conversion for display (unpaired surrogates become U+FFFD).
    pub fn to_string_lossy(&self) -> String {
        String::from_utf16_lossy(&self.0)
    }
}

/// A type descriptor such as `I`, `[J` or `Ljava/lang/String;`.
///
/// Clones share the text: an app names each of its types thousands of times, and a reader can
/// hand out one copy per type, which a writer then recognises by its address.
#[derive(Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct TypeDesc(Arc<str>);

impl TypeDesc {
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Where the text is: clones of one descriptor share it.
    pub fn text_address(&self) -> usize {
        self.0.as_ptr() as usize
    }

    /// Whether another descriptor shares this one's text.
    pub fn is_shared(&self) -> bool {
        Arc::strong_count(&self.0) > 1
    }
}

impl std::ops::Deref for TypeDesc {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for TypeDesc {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for TypeDesc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(&*self.0, f)
    }
}

impl std::fmt::Display for TypeDesc {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl From<&str> for TypeDesc {
    fn from(s: &str) -> TypeDesc {
        TypeDesc(Arc::from(s))
    }
}

impl From<String> for TypeDesc {
    fn from(s: String) -> TypeDesc {
        TypeDesc(Arc::from(s))
    }
}

impl PartialEq<&str> for TypeDesc {
    fn eq(&self, other: &&str) -> bool {
        &*self.0 == *other
    }
}

impl PartialEq<String> for TypeDesc {
    fn eq(&self, other: &String) -> bool {
        &*self.0 == other.as_str()
    }
}

impl PartialEq<TypeDesc> for String {
    fn eq(&self, other: &TypeDesc) -> bool {
        self.as_str() == &*other.0
    }
}

/// A register as written: `vN` (absolute) or `pN` (N-th parameter register).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Reg {
    V(u16),
    P(u16),
}

/// A register range operand `{vA .. vB}`; empty ranges are written `{}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegRange {
    Empty,
    Span(Reg, Reg),
}

/// A label name, without the leading `:`.
pub type Label = String;

/// A method prototype: `(II)V`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Proto {
    pub params: Vec<TypeDesc>,
    pub ret: TypeDesc,
}

/// `Lpkg/C;->name:Type`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FieldRef {
    pub class: TypeDesc,
    pub name: String,
    pub ty: TypeDesc,
}

/// `Lpkg/C;->name(Args)Ret`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MethodRef {
    pub class: TypeDesc,
    pub name: String,
    pub proto: Proto,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MethodHandleKind {
    StaticPut,
    StaticGet,
    InstancePut,
    InstanceGet,
    InvokeStatic,
    InvokeInstance,
    InvokeConstructor,
    InvokeDirect,
    InvokeInterface,
}

impl MethodHandleKind {
    pub const ALL: [MethodHandleKind; 9] = [
        MethodHandleKind::StaticPut,
        MethodHandleKind::StaticGet,
        MethodHandleKind::InstancePut,
        MethodHandleKind::InstanceGet,
        MethodHandleKind::InvokeStatic,
        MethodHandleKind::InvokeInstance,
        MethodHandleKind::InvokeConstructor,
        MethodHandleKind::InvokeDirect,
        MethodHandleKind::InvokeInterface,
    ];

    /// The smali spelling before the `@`.
    pub fn name(self) -> &'static str {
        match self {
            MethodHandleKind::StaticPut => "static-put",
            MethodHandleKind::StaticGet => "static-get",
            MethodHandleKind::InstancePut => "instance-put",
            MethodHandleKind::InstanceGet => "instance-get",
            MethodHandleKind::InvokeStatic => "invoke-static",
            MethodHandleKind::InvokeInstance => "invoke-instance",
            MethodHandleKind::InvokeConstructor => "invoke-constructor",
            MethodHandleKind::InvokeDirect => "invoke-direct",
            MethodHandleKind::InvokeInterface => "invoke-interface",
        }
    }

    /// Field handles (`*-get`/`*-put`) name a field, the others a method.
    pub fn is_field(self) -> bool {
        matches!(
            self,
            MethodHandleKind::StaticPut
                | MethodHandleKind::StaticGet
                | MethodHandleKind::InstancePut
                | MethodHandleKind::InstanceGet
        )
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum HandleTarget {
    Field(FieldRef),
    Method(MethodRef),
}

/// `invoke-static@Lpkg/C;->m()V`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct MethodHandle {
    pub kind: MethodHandleKind,
    pub target: HandleTarget,
}

/// `name("method", (proto)Ret, args...)@Lboot;->m(...)Ljava/lang/invoke/CallSite;`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CallSite {
    pub name: String,
    pub method_name: JString,
    pub method_proto: Proto,
    pub extra_args: Vec<Value>,
    pub bootstrap: MethodRef,
}

/// A constant as it appears in annotations, field initial values and call-site arguments.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Value {
    Byte(i8),
    Short(i16),
    Char(u16),
    Int(i32),
    Long(i64),
    /// IEEE-754 bits.
    Float(u32),
    /// IEEE-754 bits.
    Double(u64),
    Bool(bool),
    Null,
    String(JString),
    Type(TypeDesc),
    Field(FieldRef),
    Method(MethodRef),
    Enum(FieldRef),
    MethodType(Proto),
    MethodHandle(MethodHandle),
    Array(Vec<Value>),
    SubAnnotation(AnnotationBody),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Visibility {
    Build,
    Runtime,
    System,
}

impl Visibility {
    pub fn name(self) -> &'static str {
        match self {
            Visibility::Build => "build",
            Visibility::Runtime => "runtime",
            Visibility::System => "system",
        }
    }
}

/// The type and `name = value` elements of an annotation or sub-annotation.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AnnotationBody {
    pub ty: TypeDesc,
    pub elements: Vec<(String, Value)>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Annotation {
    pub visibility: Visibility,
    pub body: AnnotationBody,
}

/// Access and hidden-API flags, kept in the order written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessFlag {
    Public,
    Private,
    Protected,
    Static,
    Final,
    Synchronized,
    Volatile,
    Bridge,
    Transient,
    Varargs,
    Native,
    Interface,
    Abstract,
    Strict,
    Synthetic,
    Annotation,
    Enum,
    Constructor,
    DeclaredSynchronized,
    Whitelist,
    Greylist,
    Blacklist,
    GreylistMaxO,
    GreylistMaxP,
    GreylistMaxQ,
    GreylistMaxR,
    CorePlatformApi,
    TestApi,
}

impl AccessFlag {
    pub const ALL: [AccessFlag; 28] = [
        AccessFlag::Public,
        AccessFlag::Private,
        AccessFlag::Protected,
        AccessFlag::Static,
        AccessFlag::Final,
        AccessFlag::Synchronized,
        AccessFlag::Volatile,
        AccessFlag::Bridge,
        AccessFlag::Transient,
        AccessFlag::Varargs,
        AccessFlag::Native,
        AccessFlag::Interface,
        AccessFlag::Abstract,
        AccessFlag::Strict,
        AccessFlag::Synthetic,
        AccessFlag::Annotation,
        AccessFlag::Enum,
        AccessFlag::Constructor,
        AccessFlag::DeclaredSynchronized,
        AccessFlag::Whitelist,
        AccessFlag::Greylist,
        AccessFlag::Blacklist,
        AccessFlag::GreylistMaxO,
        AccessFlag::GreylistMaxP,
        AccessFlag::GreylistMaxQ,
        AccessFlag::GreylistMaxR,
        AccessFlag::CorePlatformApi,
        AccessFlag::TestApi,
    ];

    pub fn name(self) -> &'static str {
        match self {
            AccessFlag::Public => "public",
            AccessFlag::Private => "private",
            AccessFlag::Protected => "protected",
            AccessFlag::Static => "static",
            AccessFlag::Final => "final",
            AccessFlag::Synchronized => "synchronized",
            AccessFlag::Volatile => "volatile",
            AccessFlag::Bridge => "bridge",
            AccessFlag::Transient => "transient",
            AccessFlag::Varargs => "varargs",
            AccessFlag::Native => "native",
            AccessFlag::Interface => "interface",
            AccessFlag::Abstract => "abstract",
            AccessFlag::Strict => "strictfp",
            AccessFlag::Synthetic => "synthetic",
            AccessFlag::Annotation => "annotation",
            AccessFlag::Enum => "enum",
            AccessFlag::Constructor => "constructor",
            AccessFlag::DeclaredSynchronized => "declared-synchronized",
            AccessFlag::Whitelist => "whitelist",
            AccessFlag::Greylist => "greylist",
            AccessFlag::Blacklist => "blacklist",
            AccessFlag::GreylistMaxO => "greylist-max-o",
            AccessFlag::GreylistMaxP => "greylist-max-p",
            AccessFlag::GreylistMaxQ => "greylist-max-q",
            AccessFlag::GreylistMaxR => "greylist-max-r",
            AccessFlag::CorePlatformApi => "core-platform-api",
            AccessFlag::TestApi => "test-api",
        }
    }

    pub fn from_name(name: &str) -> Option<AccessFlag> {
        AccessFlag::ALL.iter().copied().find(|f| f.name() == name)
    }
}

/// Typed operands; which variant an instruction carries is fixed by its opcode's format and
/// reference kind (see [`Opcode::format`] and [`Opcode::reference`]). References are shared
/// (`Arc`): a dex names each method, field, string and prototype once, and every instruction
/// naming it points at that one value instead of owning a copy; it also keeps an instruction
/// small.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Operands {
    /// 10x
    None,
    /// 11x
    R(Reg),
    /// 12x, 22x, 32x
    RR(Reg, Reg),
    /// 23x
    RRR(Reg, Reg, Reg),
    /// 11n, 21s, 21ih, 21lh, 31i, 51l: the literal's value (for `const/high16` and
    /// `const-wide/high16` the full value, e.g. `0x7f000000`).
    RLit(Reg, i64),
    /// 22s, 22b
    RRLit(Reg, Reg, i32),
    /// 10t, 20t, 30t
    Label(Label),
    /// 21t, 31t (the label of an `if-*z` target or of a payload)
    RLabel(Reg, Label),
    /// 22t
    RRLabel(Reg, Reg, Label),
    /// 21c/31c with a string
    RString(Reg, Arc<JString>),
    /// 21c with a type
    RType(Reg, TypeDesc),
    /// 22c with a type
    RRType(Reg, Reg, TypeDesc),
    /// 21c with a field
    RField(Reg, Arc<FieldRef>),
    /// 22c with a field
    RRField(Reg, Reg, Arc<FieldRef>),
    /// 21c `const-method-handle`
    RMethodHandle(Reg, Arc<MethodHandle>),
    /// 21c `const-method-type`
    RProto(Reg, Arc<Proto>),
    /// 35c invoke
    ListMethod(Vec<Reg>, Arc<MethodRef>),
    /// 3rc invoke
    RangeMethod(RegRange, Arc<MethodRef>),
    /// 35c `filled-new-array`
    ListType(Vec<Reg>, TypeDesc),
    /// 3rc `filled-new-array/range`
    RangeType(RegRange, TypeDesc),
    /// 35c `invoke-custom`
    ListCallSite(Vec<Reg>, Arc<CallSite>),
    /// 3rc `invoke-custom/range`
    RangeCallSite(RegRange, Arc<CallSite>),
    /// 45cc `invoke-polymorphic`
    ListMethodProto(Vec<Reg>, Arc<MethodRef>, Arc<Proto>),
    /// 4rcc `invoke-polymorphic/range`
    RangeMethodProto(RegRange, Arc<MethodRef>, Arc<Proto>),
}

/// Runs `$visit` on every register of `$ops` in operand order (a range's first and last register
/// count as two operands); with `&Operands` it gets `&Reg`, with `&mut Operands` `&mut Reg`.
macro_rules! visit_registers {
    ($ops:expr, $visit:ident) => {
        match $ops {
            Operands::None | Operands::Label(_) => {}
            Operands::R(a)
            | Operands::RLit(a, _)
            | Operands::RLabel(a, _)
            | Operands::RString(a, _)
            | Operands::RType(a, _)
            | Operands::RField(a, _)
            | Operands::RMethodHandle(a, _)
            | Operands::RProto(a, _) => $visit(a),
            Operands::RR(a, b)
            | Operands::RRLit(a, b, _)
            | Operands::RRLabel(a, b, _)
            | Operands::RRType(a, b, _)
            | Operands::RRField(a, b, _) => {
                $visit(a);
                $visit(b);
            }
            Operands::RRR(a, b, c) => {
                $visit(a);
                $visit(b);
                $visit(c);
            }
            Operands::ListMethod(list, _)
            | Operands::ListType(list, _)
            | Operands::ListCallSite(list, _)
            | Operands::ListMethodProto(list, _, _) => {
                for r in list {
                    $visit(r);
                }
            }
            Operands::RangeMethod(range, _)
            | Operands::RangeType(range, _)
            | Operands::RangeCallSite(range, _)
            | Operands::RangeMethodProto(range, _, _) => {
                if let RegRange::Span(a, b) = range {
                    $visit(a);
                    $visit(b);
                }
            }
        }
    };
}

impl Operands {
    /// Calls `f` on every register the operands name, in operand order (a range's first and
    /// last register count as two operands).
    pub fn for_each_reg(&self, mut f: impl FnMut(Reg)) {
        let mut visit = |r: &Reg| f(*r);
        visit_registers!(self, visit);
    }

    /// Replaces every register the operands name by `f(register)`, in operand order.
    pub fn map_regs(&mut self, mut f: impl FnMut(Reg) -> Reg) {
        let mut visit = |r: &mut Reg| *r = f(*r);
        visit_registers!(self, visit);
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Instruction {
    pub opcode: Opcode,
    pub operands: Operands,
}

impl Instruction {
    /// The label(s) this instruction may jump to directly (not through a payload).
    pub fn branch_target(&self) -> Option<&Label> {
        match &self.operands {
            Operands::Label(l) | Operands::RRLabel(_, _, l) => Some(l),
            Operands::RLabel(_, l) if self.opcode.flow() == crate::opcode::FlowKind::If => Some(l),
            _ => None,
        }
    }

    /// The payload label of a switch or `fill-array-data`.
    pub fn payload_label(&self) -> Option<&Label> {
        match &self.operands {
            Operands::RLabel(_, l) if self.opcode.flow() != crate::opcode::FlowKind::If => Some(l),
            _ => None,
        }
    }

    /// The method an invoke names (`None` for `invoke-custom` and non-invokes).
    pub fn method_ref(&self) -> Option<&MethodRef> {
        match &self.operands {
            Operands::ListMethod(_, m)
            | Operands::RangeMethod(_, m)
            | Operands::ListMethodProto(_, m, _)
            | Operands::RangeMethodProto(_, m, _) => Some(m),
            _ => None,
        }
    }
}

/// `.local` debug directive.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct LocalVar {
    pub reg: Reg,
    /// `None` when written `null` or omitted together with the type.
    pub name: Option<JString>,
    pub ty: Option<TypeDesc>,
    pub signature: Option<JString>,
}

/// `.catch Ltype; {:start .. :end} :handler`; `exception == None` for `.catchall`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Catch {
    pub exception: Option<TypeDesc>,
    pub start: Label,
    pub end: Label,
    pub handler: Label,
}

/// One element of a method body, in source order.
///
/// The rare large elements are boxed: an app's methods hold millions of items, and an item is
/// only as large as its largest variant.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Item {
    Label(Label),
    Instruction(Instruction),
    Catch(Box<Catch>),
    Line(u32),
    Local(Box<LocalVar>),
    EndLocal(Reg),
    RestartLocal(Reg),
    Prologue,
    Epilogue,
    /// `.source` inside a method (`None` when written without a name).
    Source(Option<JString>),
    /// `.packed-switch first_key` with its targets.
    PackedSwitch {
        first_key: i32,
        targets: Vec<Label>,
    },
    /// `.sparse-switch` with `key -> :label` entries.
    SparseSwitch {
        entries: Vec<(i32, Label)>,
    },
    /// `.array-data width` with each element's bit pattern (masked to `width` bytes).
    ArrayData {
        width: u8,
        elements: Vec<u64>,
    },
}

/// `.registers N` or `.locals N`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RegisterDecl {
    Registers(u32),
    Locals(u32),
}

/// `.param pN, "name"` with its annotations.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Param {
    pub reg: Reg,
    pub name: Option<JString>,
    pub annotations: Vec<Annotation>,
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Method {
    pub access: Vec<AccessFlag>,
    pub name: String,
    pub proto: Proto,
    /// `None` for methods without code (abstract, native) that declare neither.
    pub registers: Option<RegisterDecl>,
    pub params: Vec<Param>,
    pub annotations: Vec<Annotation>,
    pub items: Vec<Item>,
}

impl Method {
    pub fn is_static(&self) -> bool {
        self.access.contains(&AccessFlag::Static)
    }

    /// Number of parameter registers, counting `this` and two per wide parameter.
    pub fn param_registers(&self) -> u32 {
        let wide = |t: &TypeDesc| matches!(t.as_str(), "J" | "D");
        let this = u32::from(!self.is_static());
        this + self
            .proto
            .params
            .iter()
            .map(|t| if wide(t) { 2 } else { 1 })
            .sum::<u32>()
    }

    /// Total registers of the frame (`.registers`, or `.locals` plus parameter registers).
    pub fn total_registers(&self) -> Option<u32> {
        match self.registers? {
            RegisterDecl::Registers(n) => Some(n),
            RegisterDecl::Locals(n) => Some(n + self.param_registers()),
        }
    }

    /// The instructions of the body, in order.
    pub fn instructions(&self) -> impl Iterator<Item = &Instruction> {
        self.items.iter().filter_map(|i| match i {
            Item::Instruction(ins) => Some(ins),
            _ => None,
        })
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Field {
    pub access: Vec<AccessFlag>,
    pub name: String,
    pub ty: TypeDesc,
    pub initial_value: Option<Value>,
    pub annotations: Vec<Annotation>,
}

impl Field {
    pub fn is_static(&self) -> bool {
        self.access.contains(&AccessFlag::Static)
    }
}

/// One `.class` file.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Class {
    pub access: Vec<AccessFlag>,
    pub name: TypeDesc,
    pub super_class: Option<TypeDesc>,
    pub source: Option<JString>,
    pub interfaces: Vec<TypeDesc>,
    pub annotations: Vec<Annotation>,
    pub fields: Vec<Field>,
    pub methods: Vec<Method>,
}

impl Class {
    pub fn is_interface(&self) -> bool {
        self.access.contains(&AccessFlag::Interface)
    }
}

impl std::fmt::Display for Proto {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("(")?;
        for p in &self.params {
            f.write_str(p)?;
        }
        write!(f, "){}", self.ret)
    }
}

impl std::fmt::Display for MethodRef {
    /// `Lpkg/C;->name(Args)Ret`, the signature used in reports and on the command line.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}->{}{}", self.class, self.name, self.proto)
    }
}

impl std::fmt::Display for FieldRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}->{}:{}", self.class, self.name, self.ty)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn registers_are_visited_and_mapped_in_operand_order() {
        let m = MethodRef {
            class: "LC;".into(),
            name: "m".into(),
            proto: Proto {
                params: vec![],
                ret: "V".into(),
            },
        };
        let mut ops = [
            Operands::RRR(Reg::V(1), Reg::P(0), Reg::V(3)),
            Operands::ListMethod(vec![Reg::V(4), Reg::V(5)], Arc::new(m.clone())),
            Operands::RangeMethod(RegRange::Span(Reg::V(6), Reg::V(8)), Arc::new(m.clone())),
            Operands::RangeMethod(RegRange::Empty, Arc::new(m)),
            Operands::Label("l".into()),
        ];
        let mut seen = Vec::new();
        for o in &ops {
            o.for_each_reg(|r| seen.push(r));
        }
        let v = Reg::V;
        assert_eq!(seen, [v(1), Reg::P(0), v(3), v(4), v(5), v(6), v(8)]);
        for o in &mut ops {
            o.map_regs(|r| match r {
                Reg::V(n) => Reg::V(n + 10),
                p => p,
            });
        }
        assert_eq!(ops[0], Operands::RRR(Reg::V(11), Reg::P(0), Reg::V(13)));
        assert!(
            matches!(&ops[2], Operands::RangeMethod(RegRange::Span(a, b), _)
            if *a == Reg::V(16) && *b == Reg::V(18))
        );
    }

    #[test]
    fn type_descriptors_compare_by_text_and_clones_share_it() {
        let a = TypeDesc::from("Lpkg/A;");
        assert!(!a.is_shared());
        let b = a.clone();
        assert!(a.is_shared() && b.is_shared());
        assert_eq!(a.text_address(), b.text_address());
        let c = TypeDesc::from(String::from("Lpkg/A;"));
        assert_ne!(a.text_address(), c.text_address());
        assert_eq!(a, c);
        assert_eq!(a, "Lpkg/A;");
        assert_eq!(format!("{a} {a:?}"), "Lpkg/A; \"Lpkg/A;\"");
        let mut set = std::collections::HashSet::new();
        set.insert(a);
        assert!(set.contains("Lpkg/A;"));
    }
}
