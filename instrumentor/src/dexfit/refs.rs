//! Which method, field, type and proto ids a class puts into its dex, mirroring what dexlib2
//! (`smali a`) interns when it writes the class.

use std::collections::HashMap;

use smali_parser::ast::{
    AnnotationBody, CallSite, Class, HandleTarget, Item, Method, MethodHandle, MethodRef, Operands,
    Proto, Value,
};

/// The four id pools that have a 64K limit, as indices into per-kind arrays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Kind {
    Method = 0,
    Field = 1,
    Type = 2,
    Proto = 3,
}

impl Kind {
    pub const ALL: [Kind; 4] = [Kind::Method, Kind::Field, Kind::Type, Kind::Proto];

    /// The singular noun used in reports and errors.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Method => "method",
            Kind::Field => "field",
            Kind::Type => "type",
            Kind::Proto => "proto",
        }
    }
}

pub(super) const KINDS: usize = Kind::ALL.len();

/// The ids one class (or group of classes) adds to its dex: per kind, sorted, without repeats.
/// Ids are indices into a [`Table`], shared by all classes of an app.
#[derive(Debug, Default, Clone)]
pub(super) struct Refs {
    pub ids: [Vec<u32>; KINDS],
}

impl Refs {
    /// The union of several ref sets (for placing a group of classes as a unit).
    pub fn union<'r>(all: impl IntoIterator<Item = &'r Refs>) -> Refs {
        let mut out = Refs::default();
        for r in all {
            for (o, ids) in out.ids.iter_mut().zip(&r.ids) {
                o.extend_from_slice(ids);
            }
        }
        out.normalize();
        out
    }

    fn normalize(&mut self) {
        for v in &mut self.ids {
            v.sort_unstable();
            v.dedup();
        }
    }
}

/// Interns references of one app, borrowing every string from its classes, so that each
/// distinct method/field/type/proto gets one dense id per kind.
#[derive(Debug, Default)]
pub(super) struct Table<'a> {
    types: HashMap<&'a str, u32>,
    protos: HashMap<&'a Proto, u32>,
    /// Per proto id: the type ids of its return and parameter types.
    proto_types: Vec<Box<[u32]>>,
    methods: HashMap<(&'a str, &'a str, &'a Proto), u32>,
    /// Per method id: its class's type id and its proto id.
    method_parts: Vec<(u32, u32)>,
    fields: HashMap<(&'a str, &'a str, &'a str), u32>,
    /// Per field id: its class's and its value's type ids.
    field_parts: Vec<(u32, u32)>,
}

/// The next dense id of a map. Four billion distinct references cannot be reached: a dex holds
/// at most 64K of each kind and an app at most a few hundred dex files.
fn next_id(len: usize) -> u32 {
    u32::try_from(len).unwrap_or(u32::MAX)
}

impl<'a> Table<'a> {
    /// How many distinct ids of `kind` have been interned.
    pub fn len(&self, kind: Kind) -> usize {
        match kind {
            Kind::Method => self.method_parts.len(),
            Kind::Field => self.field_parts.len(),
            Kind::Type => self.types.len(),
            Kind::Proto => self.proto_types.len(),
        }
    }

    /// The ids `class` puts into its dex.
    pub fn class_refs(&mut self, class: &'a Class) -> Refs {
        let mut w = Walker {
            table: self,
            out: Refs::default(),
        };
        w.class(class);
        let mut out = w.out;
        out.normalize();
        out
    }

    fn type_id(&mut self, t: &'a str) -> u32 {
        let next = next_id(self.types.len());
        *self.types.entry(t).or_insert(next)
    }

    fn proto_id(&mut self, p: &'a Proto) -> u32 {
        if let Some(&id) = self.protos.get(p) {
            return id;
        }
        let types = std::iter::once(&p.ret)
            .chain(&p.params)
            .map(|t| self.type_id(t))
            .collect();
        let id = next_id(self.proto_types.len());
        self.proto_types.push(types);
        self.protos.insert(p, id);
        id
    }

    fn method_id(&mut self, class: &'a str, name: &'a str, proto: &'a Proto) -> u32 {
        if let Some(&id) = self.methods.get(&(class, name, proto)) {
            return id;
        }
        let parts = (self.type_id(class), self.proto_id(proto));
        let id = next_id(self.method_parts.len());
        self.method_parts.push(parts);
        self.methods.insert((class, name, proto), id);
        id
    }

    fn field_id(&mut self, class: &'a str, name: &'a str, ty: &'a str) -> u32 {
        if let Some(&id) = self.fields.get(&(class, name, ty)) {
            return id;
        }
        let parts = (self.type_id(class), self.type_id(ty));
        let id = next_id(self.field_parts.len());
        self.field_parts.push(parts);
        self.fields.insert((class, name, ty), id);
        id
    }
}

/// Collects one class's ids. A method or field reference also brings its class and proto/type
/// ids (dexlib2 interns those with it), and a proto brings its return and parameter types.
struct Walker<'t, 'a> {
    table: &'t mut Table<'a>,
    out: Refs,
}

impl<'a> Walker<'_, 'a> {
    fn push(&mut self, kind: Kind, id: u32) {
        self.out.ids[kind as usize].push(id);
    }

    fn ty(&mut self, t: &'a str) {
        let id = self.table.type_id(t);
        self.push(Kind::Type, id);
    }

    fn proto(&mut self, p: &'a Proto) {
        let id = self.table.proto_id(p);
        self.proto_id(id);
    }

    fn proto_id(&mut self, id: u32) {
        self.push(Kind::Proto, id);
        let types = &self.table.proto_types[id as usize];
        self.out.ids[Kind::Type as usize].extend_from_slice(types);
    }

    fn method(&mut self, class: &'a str, name: &'a str, proto: &'a Proto) {
        let id = self.table.method_id(class, name, proto);
        self.push(Kind::Method, id);
        let (class_ty, proto_id) = self.table.method_parts[id as usize];
        self.push(Kind::Type, class_ty);
        self.proto_id(proto_id);
    }

    fn method_ref(&mut self, m: &'a MethodRef) {
        self.method(&m.class, &m.name, &m.proto);
    }

    fn field(&mut self, class: &'a str, name: &'a str, ty: &'a str) {
        let id = self.table.field_id(class, name, ty);
        self.push(Kind::Field, id);
        let (class_ty, value_ty) = self.table.field_parts[id as usize];
        self.push(Kind::Type, class_ty);
        self.push(Kind::Type, value_ty);
    }

    fn handle(&mut self, h: &'a MethodHandle) {
        match &h.target {
            HandleTarget::Field(f) => self.field(&f.class, &f.name, &f.ty),
            HandleTarget::Method(m) => self.method_ref(m),
        }
    }

    /// A call site is stored as an encoded array: bootstrap handle, name, method type, extras.
    fn call_site(&mut self, cs: &'a CallSite) {
        self.method_ref(&cs.bootstrap);
        self.proto(&cs.method_proto);
        for v in &cs.extra_args {
            self.value(v);
        }
    }

    fn value(&mut self, v: &'a Value) {
        match v {
            Value::Type(t) => self.ty(t),
            Value::Field(f) | Value::Enum(f) => self.field(&f.class, &f.name, &f.ty),
            Value::Method(m) => self.method_ref(m),
            Value::MethodType(p) => self.proto(p),
            Value::MethodHandle(h) => self.handle(h),
            Value::Array(vs) => {
                for v in vs {
                    self.value(v);
                }
            }
            Value::SubAnnotation(body) => self.annotation(body),
            Value::Byte(_)
            | Value::Short(_)
            | Value::Char(_)
            | Value::Int(_)
            | Value::Long(_)
            | Value::Float(_)
            | Value::Double(_)
            | Value::Bool(_)
            | Value::Null
            | Value::String(_) => {}
        }
    }

    fn annotation(&mut self, body: &'a AnnotationBody) {
        self.ty(&body.ty);
        for (_, v) in &body.elements {
            self.value(v);
        }
    }

    fn class(&mut self, c: &'a Class) {
        self.ty(&c.name);
        if let Some(s) = &c.super_class {
            self.ty(s);
        }
        for i in &c.interfaces {
            self.ty(i);
        }
        for a in &c.annotations {
            self.annotation(&a.body);
        }
        for f in &c.fields {
            self.field(&c.name, &f.name, &f.ty);
            if let Some(v) = &f.initial_value {
                self.value(v);
            }
            for a in &f.annotations {
                self.annotation(&a.body);
            }
        }
        for m in &c.methods {
            self.method(&c.name, &m.name, &m.proto);
            self.method_body(m);
        }
    }

    fn method_body(&mut self, m: &'a Method) {
        for a in &m.annotations {
            self.annotation(&a.body);
        }
        for p in &m.params {
            for a in &p.annotations {
                self.annotation(&a.body);
            }
        }
        for item in &m.items {
            match item {
                Item::Instruction(ins) => self.operands(&ins.operands),
                Item::Catch(catch) => {
                    if let Some(t) = &catch.exception {
                        self.ty(t);
                    }
                }
                // dexlib2 interns a local's type with the debug info (`.local v0, "x":LFoo;`).
                Item::Local(local) => {
                    if let Some(t) = &local.ty {
                        self.ty(t);
                    }
                }
                Item::Label(_)
                | Item::Line(_)
                | Item::EndLocal(_)
                | Item::RestartLocal(_)
                | Item::Prologue
                | Item::Epilogue
                | Item::Source(_)
                | Item::PackedSwitch { .. }
                | Item::SparseSwitch { .. }
                | Item::ArrayData { .. } => {}
            }
        }
    }

    fn operands(&mut self, ops: &'a Operands) {
        match ops {
            Operands::RType(_, t)
            | Operands::RRType(_, _, t)
            | Operands::ListType(_, t)
            | Operands::RangeType(_, t) => self.ty(t),
            Operands::RField(_, f) | Operands::RRField(_, _, f) => {
                self.field(&f.class, &f.name, &f.ty)
            }
            Operands::RMethodHandle(_, h) => self.handle(h),
            Operands::RProto(_, p) => self.proto(p),
            Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => self.method_ref(m),
            Operands::ListCallSite(_, cs) | Operands::RangeCallSite(_, cs) => self.call_site(cs),
            Operands::ListMethodProto(_, m, p) | Operands::RangeMethodProto(_, m, p) => {
                self.method_ref(m);
                self.proto(p);
            }
            Operands::None
            | Operands::R(_)
            | Operands::RR(..)
            | Operands::RRR(..)
            | Operands::RLit(..)
            | Operands::RRLit(..)
            | Operands::Label(_)
            | Operands::RLabel(..)
            | Operands::RRLabel(..)
            | Operands::RString(..) => {}
        }
    }
}
