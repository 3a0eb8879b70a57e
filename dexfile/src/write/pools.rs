//! The id pools: every string, type, proto, field, method, method handle and call site the
//! classes name, collected, sorted as the format demands, and indexed.
//!
//! Collection interns each distinct string once into a raw id; types, protos, fields and
//! methods become small tuples of raw ids, and references shared as one `Arc` are recognised
//! by address (a cache only: equal references in different `Arc`s meet through their values).
//! The raw ids of each method body's references are recorded in item order, so that encoding
//! a body maps them to final indices without hashing anything.

use std::borrow::Cow;
use std::cmp::Ordering;
use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::FxHashMap;
use smali_parser::ast::{
    AnnotationBody, CallSite, Class, FieldRef, HandleTarget, Item, LocalVar, MethodHandle,
    MethodHandleKind, MethodRef, Operands, Proto, Value,
};

use crate::WriteError;

pub(super) type FxMap<K, V> = FxHashMap<K, V>;

/// No reference (an absent `.local` name, a `.catchall`, ...).
pub(super) const NONE: u32 = u32::MAX;

/// A string as the classes hold it: names and descriptors in UTF-8 (shorties are made here),
/// Java strings in UTF-16.
pub(super) enum RawStr<'a> {
    Str(Cow<'a, str>),
    Units(&'a [u16]),
}

/// The order of the string pool: UTF-16 code units.
fn cmp_raw(a: &RawStr, b: &RawStr) -> Ordering {
    match (a, b) {
        (RawStr::Str(x), RawStr::Str(y)) => cmp_utf8_as_utf16(x.as_bytes(), y.as_bytes()),
        (RawStr::Units(x), RawStr::Units(y)) => x.cmp(y),
        (RawStr::Str(x), RawStr::Units(y)) => cmp_str_units(x, y),
        (RawStr::Units(x), RawStr::Str(y)) => cmp_str_units(y, x).reverse(),
    }
}

/// Compares an ASCII prefix directly, then the rest as UTF-16.
fn cmp_str_units(x: &str, y: &[u16]) -> Ordering {
    let ascii = x
        .bytes()
        .zip(y)
        .take_while(|&(b, &u)| b < 0x80 && u16::from(b) == u)
        .count();
    x[ascii..].encode_utf16().cmp(y[ascii..].iter().copied())
}

/// UTF-8 byte order is code point order, which is UTF-16 order except between U+E000..U+FFFF
/// (lead bytes EE, EF) and supplementary characters (lead bytes F0..F4, surrogates in UTF-16).
fn cmp_utf8_as_utf16(x: &[u8], y: &[u8]) -> Ordering {
    let i = mismatch(x, y);
    match (x.get(i), y.get(i)) {
        (Some(&a), Some(&b)) => {
            let supplementary = |c: u8| c >= 0xf0;
            let high = |c: u8| c == 0xee || c == 0xef;
            if (supplementary(a) && high(b)) || (high(a) && supplementary(b)) {
                b.cmp(&a)
            } else {
                a.cmp(&b)
            }
        }
        _ => x.len().cmp(&y.len()),
    }
}

/// The index of the first byte where `x` and `y` differ (the shorter length if none).
fn mismatch(x: &[u8], y: &[u8]) -> usize {
    let n = x.len().min(y.len());
    let mut i = 0;
    while i + 8 <= n {
        let a = u64::from_le_bytes(x[i..i + 8].try_into().unwrap_or_default());
        let b = u64::from_le_bytes(y[i..i + 8].try_into().unwrap_or_default());
        if a != b {
            return i + ((a ^ b).trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    while i < n && x[i] == y[i] {
        i += 1;
    }
    i
}

/// The shorty descriptor of a prototype: one character per type, `L` for every reference.
fn shorty(p: &Proto) -> String {
    let one = |t: &str| match t.as_bytes().first() {
        Some(b'[') | Some(b'L') | None => 'L',
        Some(&c) => char::from(c),
    };
    std::iter::once(one(&p.ret))
        .chain(p.params.iter().map(|t| one(t)))
        .collect()
}

fn addr<T>(a: &Arc<T>) -> usize {
    Arc::as_ptr(a) as usize
}

/// Everything the classes refer to, by raw id (order of first appearance).
#[derive(Default)]
pub(super) struct Collector<'a> {
    strs: FxMap<&'a str, u32>,
    units: FxMap<&'a [u16], u32>,
    raw: Vec<RawStr<'a>>,
    /// By raw string id: whether it names a type.
    is_type: Vec<bool>,
    type_count: usize,
    /// `[ret, params...]` by raw string ids.
    proto_of: FxMap<Vec<u32>, u32>,
    protos: Vec<&'a Proto>,
    proto_ids: Vec<Vec<u32>>,
    /// A proto's key being built.
    key: Vec<u32>,
    /// `[class, name, type]`.
    field_of: FxMap<[u32; 3], u32>,
    fields: Vec<[u32; 3]>,
    /// `[class, name, proto]`.
    method_of: FxMap<[u32; 3], u32>,
    methods: Vec<[u32; 3]>,
    /// `(kind, is a field, raw field or method id)`.
    handle_of: FxMap<(u8, bool, u32), u32>,
    handles: Vec<(MethodHandleKind, bool, u32)>,
    call_site_of: FxMap<&'a CallSite, u32>,
    call_sites: Vec<&'a CallSite>,
    /// Caches by `Arc` address.
    at_string: FxMap<usize, u32>,
    at_proto: FxMap<usize, u32>,
    at_field: FxMap<usize, u32>,
    at_method: FxMap<usize, u32>,
    at_handle: FxMap<usize, u32>,
    at_call_site: FxMap<usize, u32>,
    /// The raw ids each body names, in item order (see [`Refs`]).
    refs: Vec<u32>,
    /// Where each method's references start in `refs`, methods of all classes in order.
    method_starts: Vec<usize>,
    /// The raw ids of the fields and methods each class defines, in declaration order.
    def_fields: Vec<u32>,
    def_methods: Vec<u32>,
    /// The first entry of each class in `def_fields`, `def_methods` (= `method_starts`).
    class_fields: Vec<usize>,
    class_methods: Vec<usize>,
}

impl<'a> Collector<'a> {
    /// Collects the references of `classes`.
    pub(super) fn gather(classes: &[&'a Class]) -> Self {
        let mut c = Collector::default();
        let items: usize = classes
            .iter()
            .flat_map(|c| &c.methods)
            .map(|m| m.items.len())
            .sum();
        c.refs.reserve(items);
        for class in classes {
            c.class(class);
        }
        c.class_fields.push(c.def_fields.len());
        c.class_methods.push(c.def_methods.len());
        c.method_starts.push(c.refs.len());
        c
    }

    fn str(&mut self, s: &'a str) -> u32 {
        if let Some(&id) = self.strs.get(s) {
            return id;
        }
        let id = self.raw.len() as u32;
        self.raw.push(RawStr::Str(Cow::Borrowed(s)));
        self.is_type.push(false);
        self.strs.insert(s, id);
        id
    }

    fn units(&mut self, u: &'a [u16]) -> u32 {
        if let Some(&id) = self.units.get(u) {
            return id;
        }
        let id = self.raw.len() as u32;
        self.raw.push(RawStr::Units(u));
        self.is_type.push(false);
        self.units.insert(u, id);
        id
    }

    fn ty(&mut self, t: &'a str) -> u32 {
        let id = self.str(t);
        let flag = &mut self.is_type[id as usize];
        if !*flag {
            *flag = true;
            self.type_count += 1;
        }
        id
    }

    fn proto(&mut self, p: &'a Proto) -> u32 {
        let mut key = std::mem::take(&mut self.key);
        key.clear();
        key.push(self.ty(&p.ret));
        for t in &p.params {
            key.push(self.ty(t));
        }
        let id = match self.proto_of.get(key.as_slice()) {
            Some(&id) => id,
            None => {
                let id = self.protos.len() as u32;
                self.protos.push(p);
                self.proto_ids.push(key.clone());
                self.proto_of.insert(key.clone(), id);
                id
            }
        };
        self.key = key;
        id
    }

    fn field(&mut self, f: &'a FieldRef) -> u32 {
        let key = [self.ty(&f.class), self.str(&f.name), self.ty(&f.ty)];
        *self.field_of.entry(key).or_insert_with(|| {
            self.fields.push(key);
            (self.fields.len() - 1) as u32
        })
    }

    fn method(&mut self, m: &'a MethodRef) -> u32 {
        let key = [self.ty(&m.class), self.str(&m.name), self.proto(&m.proto)];
        *self.method_of.entry(key).or_insert_with(|| {
            self.methods.push(key);
            (self.methods.len() - 1) as u32
        })
    }

    fn handle(&mut self, kind: MethodHandleKind, target: &'a HandleTarget) -> u32 {
        match target {
            HandleTarget::Field(f) => {
                let f = self.field(f);
                self.handle_key(kind, true, f)
            }
            HandleTarget::Method(m) => {
                let m = self.method(m);
                self.handle_key(kind, false, m)
            }
        }
    }

    fn handle_key(&mut self, kind: MethodHandleKind, field: bool, target: u32) -> u32 {
        *self
            .handle_of
            .entry((kind as u8, field, target))
            .or_insert_with(|| {
                self.handles.push((kind, field, target));
                (self.handles.len() - 1) as u32
            })
    }

    fn call_site(&mut self, cs: &'a CallSite) -> u32 {
        if let Some(&id) = self.call_site_of.get(cs) {
            return id;
        }
        let id = self.call_sites.len() as u32;
        self.call_sites.push(cs);
        self.call_site_of.insert(cs, id);
        let m = self.method(&cs.bootstrap);
        self.handle_key(MethodHandleKind::InvokeStatic, false, m);
        self.units(&cs.method_name.0);
        self.proto(&cs.method_proto);
        for v in &cs.extra_args {
            self.value(v);
        }
        id
    }

    fn value(&mut self, v: &'a Value) {
        match v {
            Value::String(s) => {
                self.units(&s.0);
            }
            Value::Type(t) => {
                self.ty(t);
            }
            Value::Field(f) | Value::Enum(f) => {
                self.field(f);
            }
            Value::Method(m) => {
                self.method(m);
            }
            Value::MethodType(p) => {
                self.proto(p);
            }
            Value::MethodHandle(h) => {
                self.handle(h.kind, &h.target);
            }
            Value::Array(items) => {
                for v in items {
                    self.value(v);
                }
            }
            Value::SubAnnotation(body) => self.annotation(body),
            _ => {}
        }
    }

    fn annotation(&mut self, body: &'a AnnotationBody) {
        self.ty(&body.ty);
        for (name, v) in &body.elements {
            self.str(name);
            self.value(v);
        }
    }

    fn class(&mut self, class: &'a Class) {
        self.class_fields.push(self.def_fields.len());
        self.class_methods.push(self.def_methods.len());
        let name = self.ty(&class.name);
        if let Some(s) = &class.super_class {
            self.ty(s);
        }
        for i in &class.interfaces {
            self.ty(i);
        }
        if let Some(s) = &class.source {
            self.units(&s.0);
        }
        for a in &class.annotations {
            self.annotation(&a.body);
        }
        for f in &class.fields {
            let key = [name, self.str(&f.name), self.ty(&f.ty)];
            let id = *self.field_of.entry(key).or_insert_with(|| {
                self.fields.push(key);
                (self.fields.len() - 1) as u32
            });
            self.def_fields.push(id);
            if let Some(v) = &f.initial_value {
                self.value(v);
            }
            for a in &f.annotations {
                self.annotation(&a.body);
            }
        }
        for m in &class.methods {
            let key = [name, self.str(&m.name), self.proto(&m.proto)];
            let id = *self.method_of.entry(key).or_insert_with(|| {
                self.methods.push(key);
                (self.methods.len() - 1) as u32
            });
            self.def_methods.push(id);
            for a in &m.annotations {
                self.annotation(&a.body);
            }
            for p in &m.params {
                if let Some(n) = &p.name {
                    self.units(&n.0);
                }
                for a in &p.annotations {
                    self.annotation(&a.body);
                }
            }
            self.method_starts.push(self.refs.len());
            for item in &m.items {
                self.item(item);
            }
        }
    }

    fn opt_units(&mut self, s: &'a Option<smali_parser::ast::JString>) -> u32 {
        match s {
            Some(s) => self.units(&s.0),
            None => NONE,
        }
    }

    /// Records the references of one body item, as [`Refs`] reads them.
    fn item(&mut self, item: &'a Item) {
        match item {
            Item::Instruction(ins) => self.operands(&ins.operands),
            Item::Catch(catch) => {
                let t = match &catch.exception {
                    Some(t) => self.ty(t),
                    None => NONE,
                };
                self.refs.push(t);
            }
            Item::Local(local) => {
                let LocalVar {
                    name,
                    ty,
                    signature,
                    ..
                } = local.as_ref();
                let name = self.opt_units(name);
                let ty = match ty {
                    Some(t) => self.ty(t),
                    None => NONE,
                };
                let sig = self.opt_units(signature);
                self.refs.extend([name, ty, sig]);
            }
            Item::Source(s) => {
                let s = self.opt_units(s);
                self.refs.push(s);
            }
            _ => {}
        }
    }

    fn operands(&mut self, ops: &'a Operands) {
        let id = match ops {
            Operands::RString(_, s) => match self.at_string.get(&addr(s)) {
                Some(&id) => id,
                None => {
                    let id = self.units(&s.0);
                    self.at_string.insert(addr(s), id);
                    id
                }
            },
            Operands::RType(_, t)
            | Operands::RRType(_, _, t)
            | Operands::ListType(_, t)
            | Operands::RangeType(_, t) => self.ty(t),
            Operands::RField(_, f) | Operands::RRField(_, _, f) => {
                match self.at_field.get(&addr(f)) {
                    Some(&id) => id,
                    None => {
                        let id = self.field(f);
                        self.at_field.insert(addr(f), id);
                        id
                    }
                }
            }
            Operands::RMethodHandle(_, h) => match self.at_handle.get(&addr(h)) {
                Some(&id) => id,
                None => {
                    let id = self.handle(h.kind, &h.target);
                    self.at_handle.insert(addr(h), id);
                    id
                }
            },
            Operands::RProto(_, p) => self.arc_proto(p),
            Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => self.arc_method(m),
            Operands::ListCallSite(_, cs) | Operands::RangeCallSite(_, cs) => {
                match self.at_call_site.get(&addr(cs)) {
                    Some(&id) => id,
                    None => {
                        let id = self.call_site(cs);
                        self.at_call_site.insert(addr(cs), id);
                        id
                    }
                }
            }
            Operands::ListMethodProto(_, m, p) | Operands::RangeMethodProto(_, m, p) => {
                let m = self.arc_method(m);
                let p = self.arc_proto(p);
                self.refs.extend([m, p]);
                return;
            }
            _ => return,
        };
        self.refs.push(id);
    }

    fn arc_method(&mut self, m: &'a Arc<MethodRef>) -> u32 {
        if let Some(&id) = self.at_method.get(&addr(m)) {
            return id;
        }
        let id = self.method(m);
        self.at_method.insert(addr(m), id);
        id
    }

    fn arc_proto(&mut self, p: &'a Arc<Proto>) -> u32 {
        if let Some(&id) = self.at_proto.get(&addr(p)) {
            return id;
        }
        let id = self.proto(p);
        self.at_proto.insert(addr(p), id);
        id
    }
}

/// A proto as its id item holds it.
pub(super) struct ProtoItem {
    pub shorty: u32,
    pub ret: u32,
    pub params: Vec<u16>,
}

/// The sorted pools and the index of every entry.
pub(super) struct Pools<'a> {
    raw: Vec<RawStr<'a>>,
    /// Every string in UTF-16 code-unit order, by raw id.
    pub strings: Vec<u32>,
    /// The string index of every type, in type order.
    pub types: Vec<u32>,
    pub protos: Vec<ProtoItem>,
    /// `(class type, name string, type)` in id order.
    pub fields: Vec<(u32, u32, u32)>,
    /// `(class type, name string, proto)` in id order.
    pub methods: Vec<(u32, u32, u32)>,
    /// `(kind, field or method id)` in id order.
    pub handles: Vec<(MethodHandleKind, u32)>,
    pub call_sites: Vec<&'a CallSite>,
    strs: FxMap<&'a str, u32>,
    units: FxMap<&'a [u16], u32>,
    proto_of: FxMap<Vec<u32>, u32>,
    field_of: FxMap<[u32; 3], u32>,
    method_of: FxMap<[u32; 3], u32>,
    handle_of: FxMap<(u8, bool, u32), u32>,
    /// Final indices by raw id.
    string_at: Vec<u32>,
    type_at: Vec<u32>,
    proto_at: Vec<u32>,
    field_at: Vec<u32>,
    method_at: Vec<u32>,
    handle_at: Vec<u32>,
    call_site_at: Vec<u32>,
    refs: Vec<u32>,
    method_starts: Vec<usize>,
    def_fields: Vec<u32>,
    def_methods: Vec<u32>,
    class_fields: Vec<usize>,
    class_methods: Vec<usize>,
}

/// The one dex limit on ids referenced through 16-bit indices.
const MAX_IDS: usize = 65_536;

fn check_count(pool: &'static str, count: usize) -> Result<(), WriteError> {
    if count > MAX_IDS {
        return Err(WriteError::TooManyIds { pool, count });
    }
    Ok(())
}

fn missing(what: impl std::fmt::Display) -> WriteError {
    WriteError::Class {
        class: "(pools)".into(),
        what: format!("internal error: {what} was not collected"),
    }
}

/// `order` lists raw ids sorted; the result maps each raw id to its position.
fn positions(order: &[u32]) -> Vec<u32> {
    let mut at = vec![NONE; order.len()];
    for (i, &id) in order.iter().enumerate() {
        at[id as usize] = i as u32;
    }
    at
}

impl<'a> Pools<'a> {
    /// Sorts the collected references.
    pub(super) fn build(mut c: Collector<'a>) -> Result<Pools<'a>, WriteError> {
        check_count("type", c.type_count)?;
        check_count("proto", c.protos.len())?;
        check_count("field", c.fields.len())?;
        check_count("method", c.methods.len())?;
        check_count("method handle", c.handles.len())?;
        check_count("call site", c.call_sites.len())?;

        // Shorties join the string pool.
        let mut shorties = Vec::with_capacity(c.protos.len());
        let mut shorty_of: FxMap<String, u32> = FxMap::default();
        for p in &c.protos {
            let s = shorty(p);
            let id = match c.strs.get(s.as_str()) {
                Some(&id) => id,
                None => match shorty_of.get(&s) {
                    Some(&id) => id,
                    None => {
                        let id = c.raw.len() as u32;
                        shorty_of.insert(s.clone(), id);
                        c.raw.push(RawStr::Str(Cow::Owned(s)));
                        c.is_type.push(false);
                        id
                    }
                },
            };
            shorties.push(id);
        }

        // Strings: equal contents (a name and a Java string) share one index.
        let raw = c.raw;
        let mut order: Vec<u32> = (0..raw.len() as u32).collect();
        order.par_sort_unstable_by(|&a, &b| cmp_raw(&raw[a as usize], &raw[b as usize]));
        let mut strings: Vec<u32> = Vec::with_capacity(order.len());
        let mut string_at = vec![0u32; raw.len()];
        for &id in &order {
            let same = strings
                .last()
                .is_some_and(|&l| cmp_raw(&raw[l as usize], &raw[id as usize]).is_eq());
            if !same {
                strings.push(id);
            }
            string_at[id as usize] = (strings.len() - 1) as u32;
        }

        let mut types: Vec<u32> = (0..raw.len() as u32)
            .filter(|&id| c.is_type[id as usize])
            .collect();
        types.sort_unstable_by_key(|&id| string_at[id as usize]);
        let mut type_at = vec![NONE; raw.len()];
        for (i, &id) in types.iter().enumerate() {
            type_at[id as usize] = i as u32;
        }
        let types: Vec<u32> = types.iter().map(|&id| string_at[id as usize]).collect();

        let mut proto_order: Vec<u32> = (0..c.protos.len() as u32).collect();
        let tys = |ids: &[u32]| ids.iter().map(|&t| type_at[t as usize]).collect::<Vec<_>>();
        proto_order.par_sort_by_cached_key(|&p| tys(&c.proto_ids[p as usize]));
        let proto_at = positions(&proto_order);
        let protos = proto_order
            .iter()
            .map(|&p| {
                let ids = &c.proto_ids[p as usize];
                ProtoItem {
                    shorty: string_at[shorties[p as usize] as usize],
                    ret: type_at[ids[0] as usize],
                    params: ids[1..]
                        .iter()
                        .map(|&t| type_at[t as usize] as u16)
                        .collect(),
                }
            })
            .collect();

        let fields: Vec<(u32, u32, u32)> = c
            .fields
            .iter()
            .map(|&[class, name, ty]| {
                (
                    type_at[class as usize],
                    string_at[name as usize],
                    type_at[ty as usize],
                )
            })
            .collect();
        let mut field_order: Vec<u32> = (0..fields.len() as u32).collect();
        field_order.par_sort_unstable_by_key(|&f| fields[f as usize]);
        let field_at = positions(&field_order);
        let fields = field_order.iter().map(|&f| fields[f as usize]).collect();

        let methods: Vec<(u32, u32, u32)> = c
            .methods
            .iter()
            .map(|&[class, name, proto]| {
                (
                    type_at[class as usize],
                    string_at[name as usize],
                    proto_at[proto as usize],
                )
            })
            .collect();
        let mut method_order: Vec<u32> = (0..methods.len() as u32).collect();
        method_order.par_sort_unstable_by_key(|&m| methods[m as usize]);
        let method_at = positions(&method_order);
        let methods = method_order.iter().map(|&m| methods[m as usize]).collect();

        let target = |&(kind, field, id): &(MethodHandleKind, bool, u32)| {
            let at = if field { &field_at } else { &method_at };
            (kind as u8, field, at[id as usize])
        };
        let mut handle_order: Vec<u32> = (0..c.handles.len() as u32).collect();
        handle_order.sort_unstable_by_key(|&h| target(&c.handles[h as usize]));
        let handle_at = positions(&handle_order);
        let handles = handle_order
            .iter()
            .map(|&h| {
                let h = &c.handles[h as usize];
                (h.0, target(h).2)
            })
            .collect();

        // baksmali numbers call sites by id (`call_site_N`), so names in that form keep their
        // number; the rest follow in order of first appearance.
        let mut cs_order: Vec<u32> = (0..c.call_sites.len() as u32).collect();
        cs_order.sort_by(|&a, &b| {
            let (a, b) = (
                &c.call_sites[a as usize].name,
                &c.call_sites[b as usize].name,
            );
            (a.len(), a).cmp(&(b.len(), b))
        });
        let call_site_at = positions(&cs_order);
        let call_sites = cs_order.iter().map(|&i| c.call_sites[i as usize]).collect();

        Ok(Pools {
            raw,
            strings,
            types,
            protos,
            fields,
            methods,
            handles,
            call_sites,
            strs: c.strs,
            units: c.units,
            proto_of: c.proto_of,
            field_of: c.field_of,
            method_of: c.method_of,
            handle_of: c.handle_of,
            string_at,
            type_at,
            proto_at,
            field_at,
            method_at,
            handle_at,
            call_site_at,
            refs: c.refs,
            method_starts: c.method_starts,
            def_fields: c.def_fields,
            def_methods: c.def_methods,
            class_fields: c.class_fields,
            class_methods: c.class_methods,
        })
    }

    /// A pooled string (by index) as it is stored.
    pub(super) fn string_data(&self, idx: u32) -> &RawStr<'a> {
        &self.raw[self.strings[idx as usize] as usize]
    }

    /// The descriptor of a type (by index), for messages.
    pub(super) fn type_name(&self, idx: u32) -> Cow<'_, str> {
        match self.string_data(self.types[idx as usize]) {
            RawStr::Str(s) => Cow::Borrowed(s),
            RawStr::Units(u) => Cow::Owned(String::from_utf16_lossy(u)),
        }
    }

    /// The field ids of the fields class `class` (its position in the input) defines.
    pub(super) fn defined_fields(&self, class: usize) -> impl Iterator<Item = u32> + '_ {
        let ids = &self.def_fields[self.class_fields[class]..self.class_fields[class + 1]];
        ids.iter().map(|&f| self.field_at[f as usize])
    }

    /// The method ids of the methods class `class` defines, with their position in the class.
    pub(super) fn defined_methods(&self, class: usize) -> impl Iterator<Item = u32> + '_ {
        let ids = &self.def_methods[self.class_methods[class]..self.class_methods[class + 1]];
        ids.iter().map(|&m| self.method_at[m as usize])
    }

    /// The recorded references of method `method` (its position) of class `class`.
    pub(super) fn body_refs(&self, class: usize, method: usize) -> Refs<'_, 'a> {
        let m = self.class_methods[class] + method;
        Refs {
            ids: &self.refs[self.method_starts[m]..self.method_starts[m + 1]],
            p: self,
        }
    }

    pub(super) fn name(&self, s: &str) -> Result<u32, WriteError> {
        self.strs
            .get(s)
            .map(|&id| self.string_at[id as usize])
            .ok_or_else(|| missing(format_args!("string {s:?}")))
    }

    pub(super) fn string(&self, s: &[u16]) -> Result<u32, WriteError> {
        self.units
            .get(s)
            .map(|&id| self.string_at[id as usize])
            .ok_or_else(|| missing(format_args!("string {:?}", String::from_utf16_lossy(s))))
    }

    fn type_raw(&self, t: &str) -> Option<u32> {
        self.strs
            .get(t)
            .copied()
            .filter(|&id| self.type_at[id as usize] != NONE)
    }

    pub(super) fn ty(&self, t: &str) -> Result<u32, WriteError> {
        self.type_raw(t)
            .map(|id| self.type_at[id as usize])
            .ok_or_else(|| missing(format_args!("type {t}")))
    }

    fn proto_raw(&self, p: &Proto) -> Option<u32> {
        let mut key = Vec::with_capacity(1 + p.params.len());
        key.push(self.type_raw(&p.ret)?);
        for t in &p.params {
            key.push(self.type_raw(t)?);
        }
        self.proto_of.get(&key).copied()
    }

    pub(super) fn proto(&self, p: &Proto) -> Result<u32, WriteError> {
        self.proto_raw(p)
            .map(|id| self.proto_at[id as usize])
            .ok_or_else(|| missing(format_args!("proto {p}")))
    }

    fn field_raw(&self, f: &FieldRef) -> Option<u32> {
        let key = [
            self.type_raw(&f.class)?,
            *self.strs.get(f.name.as_str())?,
            self.type_raw(&f.ty)?,
        ];
        self.field_of.get(&key).copied()
    }

    pub(super) fn field(&self, f: &FieldRef) -> Result<u32, WriteError> {
        self.field_raw(f)
            .map(|id| self.field_at[id as usize])
            .ok_or_else(|| missing(format_args!("field {f}")))
    }

    fn method_raw(&self, m: &MethodRef) -> Option<u32> {
        let key = [
            self.type_raw(&m.class)?,
            *self.strs.get(m.name.as_str())?,
            self.proto_raw(&m.proto)?,
        ];
        self.method_of.get(&key).copied()
    }

    pub(super) fn method(&self, m: &MethodRef) -> Result<u32, WriteError> {
        self.method_raw(m)
            .map(|id| self.method_at[id as usize])
            .ok_or_else(|| missing(format_args!("method {m}")))
    }

    pub(super) fn handle(&self, h: &MethodHandle) -> Result<u32, WriteError> {
        let key = match &h.target {
            HandleTarget::Field(f) => self.field_raw(f).map(|f| (h.kind as u8, true, f)),
            HandleTarget::Method(m) => self.method_raw(m).map(|m| (h.kind as u8, false, m)),
        };
        self.handle_index(key)
    }

    /// A call site's bootstrap method, which dex stores as an `invoke-static` handle.
    pub(super) fn bootstrap(&self, m: &MethodRef) -> Result<u32, WriteError> {
        let key = self
            .method_raw(m)
            .map(|m| (MethodHandleKind::InvokeStatic as u8, false, m));
        self.handle_index(key)
    }

    fn handle_index(&self, key: Option<(u8, bool, u32)>) -> Result<u32, WriteError> {
        key.and_then(|k| self.handle_of.get(&k))
            .map(|&id| self.handle_at[id as usize])
            .ok_or_else(|| missing("a method handle"))
    }
}

/// The references of one method body, in item order as [`Collector`] recorded them: one id
/// per reference operand (two for a method and proto), one (type or [`NONE`]) per `.catch`,
/// three (name, type, signature) per `.local`, one per `.source`.
pub(super) struct Refs<'r, 'a> {
    ids: &'r [u32],
    p: &'r Pools<'a>,
}

impl Refs<'_, '_> {
    fn next(&mut self) -> Result<u32, String> {
        let (&id, rest) = self
            .ids
            .split_first()
            .ok_or_else(|| "internal error: a reference was not collected".to_string())?;
        self.ids = rest;
        Ok(id)
    }

    fn map(&mut self, at: for<'x> fn(&'x Pools<'_>) -> &'x [u32]) -> Result<u32, String> {
        let id = self.next()?;
        Ok(if id == NONE {
            NONE
        } else {
            at(self.p)[id as usize]
        })
    }

    pub(super) fn string(&mut self) -> Result<u32, String> {
        self.map(|p| &p.string_at)
    }

    pub(super) fn ty(&mut self) -> Result<u32, String> {
        self.map(|p| &p.type_at)
    }

    /// The index of an instruction's (first) reference: what its operands name.
    pub(super) fn operand(&mut self, ops: &Operands) -> Result<u32, String> {
        match ops {
            Operands::RString(..) => self.string(),
            Operands::RType(..)
            | Operands::RRType(..)
            | Operands::ListType(..)
            | Operands::RangeType(..) => self.ty(),
            Operands::RField(..) | Operands::RRField(..) => self.map(|p| &p.field_at),
            Operands::RMethodHandle(..) => self.map(|p| &p.handle_at),
            Operands::RProto(..) => self.proto(),
            Operands::ListMethod(..)
            | Operands::RangeMethod(..)
            | Operands::ListMethodProto(..)
            | Operands::RangeMethodProto(..) => self.map(|p| &p.method_at),
            Operands::ListCallSite(..) | Operands::RangeCallSite(..) => {
                self.map(|p| &p.call_site_at)
            }
            _ => Ok(NONE),
        }
    }

    pub(super) fn proto(&mut self) -> Result<u32, String> {
        self.map(|p| &p.proto_at)
    }
}
