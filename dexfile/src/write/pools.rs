//! The id pools: every string, type, proto, field, method, method handle and call site the
//! classes name, collected, sorted as the format demands, and indexed.
//!
//! Collection interns each distinct string once into a raw id; types, protos, fields and
//! methods become small tuples of raw ids. The strings, fields and methods that instructions
//! share as one `Arc` are recognised by address (a cache only: equal references in different
//! `Arc`s meet through their values) and resolved after the bodies, in address order; type
//! descriptors whose text clones share are recognised by address as well. The raw
//! ids that each method body names are recorded in item order, and those of class headers,
//! annotations, static values and call sites likewise, so that encoding maps them to final
//! indices without hashing anything.

use std::borrow::Cow;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasher, Hash};
use std::sync::Arc;

use rayon::prelude::*;
use rustc_hash::{FxBuildHasher, FxHashMap};
use smali_parser::ast::{
    AnnotationBody, CallSite, Class, FieldRef, HandleTarget, Item, JString, LocalVar,
    MethodHandleKind, MethodRef, Operands, Proto, TypeDesc, Value,
};

use crate::{spec, Version, WriteError};

pub(super) type FxMap<K, V> = FxHashMap<K, V>;

/// No reference (an absent `.local` name, a `.catchall`, ...).
pub(super) const NONE: u32 = u32::MAX;

/// A string as the classes hold it: names and descriptors in UTF-8 (shorties are made here),
/// Java strings in UTF-16.
pub(super) enum Text<'p> {
    Utf8(&'p str),
    Units(&'p [u16]),
}

/// Where a string's copy is: in the [`Interner`] of types, of the other UTF-8 strings, or of
/// UTF-16 strings.
#[derive(Clone, Copy)]
enum RawStr {
    Type(usize, usize),
    Utf8(usize, usize),
    Units(usize, usize),
}

/// The copies of the strings, which are read (sorted, written) far faster than the scattered
/// strings of the classes.
struct Texts {
    types: String,
    utf8: String,
    units: Vec<u16>,
}

impl Texts {
    #[inline]
    fn get(&self, s: RawStr) -> Text<'_> {
        match s {
            RawStr::Type(start, end) => Text::Utf8(&self.types[start..end]),
            RawStr::Utf8(start, end) => Text::Utf8(&self.utf8[start..end]),
            RawStr::Units(start, end) => Text::Units(&self.units[start..end]),
        }
    }
}

/// A string as UTF-16 code units: ASCII bytes stand for themselves.
enum Units<'s> {
    Ascii(&'s [u8]),
    Wide(Cow<'s, [u16]>),
}

impl<'s> Units<'s> {
    fn of(s: Text<'s>) -> Self {
        match s {
            Text::Utf8(s) if s.is_ascii() => Units::Ascii(s.as_bytes()),
            Text::Utf8(s) => Units::Wide(Cow::Owned(s.encode_utf16().collect())),
            Text::Units(u) => Units::Wide(Cow::Borrowed(u)),
        }
    }

    /// The code units `at..at + 4`, packed with the first highest and missing ones as zeros
    /// (so that the packed keys sort as the units do), and how many of them there are.
    #[inline]
    fn chunk(&self, at: usize) -> (u64, u8) {
        fn packed(units: impl Iterator<Item = u16>) -> (u64, u8) {
            let (mut key, mut n) = (0u64, 0u8);
            for u in units.take(4) {
                key |= u64::from(u) << (48 - 16 * u32::from(n));
                n += 1;
            }
            (key, n)
        }
        match self {
            Units::Ascii(b) => {
                let rest = b.get(at..).unwrap_or_default();
                if let Some(&four) = rest.first_chunk::<4>() {
                    // The four bytes spread to 16-bit lanes, the first highest.
                    let x = u64::from(u32::from_be_bytes(four));
                    let x = (x | x << 16) & 0x0000_ffff_0000_ffff;
                    return ((x | x << 8) & 0x00ff_00ff_00ff_00ff, 4);
                }
                packed(rest.iter().map(|&b| u16::from(b)))
            }
            Units::Wide(u) => packed(u.get(at..).unwrap_or_default().iter().copied()),
        }
    }
}

/// The raw ids of `raw` in the order of the string pool (UTF-16 code units), and for each
/// position whether its string equals the previous one.
///
/// A most-significant-digit radix sort with four code units a digit: each group of strings that
/// agree so far is sorted by its next four units (and how many there are: a string that ends
/// first comes first), so that no two strings are ever compared whole.
fn string_order(raw: &[RawStr], texts: &Texts) -> (Vec<u32>, Vec<bool>) {
    let units: Vec<Units> = raw.iter().map(|&s| Units::of(texts.get(s))).collect();
    let mut keyed: Vec<(u64, u8, u32)> = units
        .iter()
        .enumerate()
        .map(|(id, u)| {
            let (key, n) = u.chunk(0);
            (key, n, id as u32)
        })
        .collect();
    keyed.par_sort_unstable_by_key(|e| (e.0, e.1));
    let mut same = vec![false; raw.len()];
    // Groups still to split: their range in `keyed` and the code unit they are sorted up to.
    let mut groups = Vec::new();
    split(&keyed, 0, 0, &mut groups, &mut same);
    while let Some((start, end, at)) = groups.pop() {
        let group = &mut keyed[start..end];
        for e in group.iter_mut() {
            (e.0, e.1) = units[e.2 as usize].chunk(at);
        }
        group.sort_unstable_by_key(|e| (e.0, e.1));
        split(group, start, at, &mut groups, &mut same);
    }
    (keyed.into_iter().map(|e| e.2).collect(), same)
}

/// Runs of equal units in `group` (sorted, at `start` of the whole, up to unit `at`): those of
/// four units are groups to sort further, those of fewer are equal strings.
fn split(
    group: &[(u64, u8, u32)],
    start: usize,
    at: usize,
    groups: &mut Vec<(usize, usize, usize)>,
    same: &mut [bool],
) {
    let mut first = start;
    for run in group.chunk_by(|a, b| (a.0, a.1) == (b.0, b.1)) {
        let end = first + run.len();
        if run.len() > 1 {
            if run[0].1 == 4 {
                groups.push((first, end, at + 4));
            } else {
                same[first + 1..end].fill(true);
            }
        }
        first = end;
    }
}

/// The shorty descriptor of a prototype into `out`: one character per type, `L` for every
/// reference.
fn shorty(p: &Proto, out: &mut String) {
    let one = |t: &str| match t.as_bytes().first() {
        Some(b'[') | Some(b'L') | None => 'L',
        Some(&c) => char::from(c),
    };
    out.clear();
    for t in std::iter::once(&p.ret).chain(&p.params) {
        out.push(one(t));
    }
}

fn addr<T>(a: &Arc<T>) -> usize {
    Arc::as_ptr(a) as usize
}

/// Sequences (strings, protos) by content, each with an id.
///
/// A sequence is found by its hash, then compared with a copy kept here, back to back with the
/// others: those of the classes lie scattered in memory, and comparing with them would miss the
/// cache most times.
struct Interner<T> {
    /// The first sequence of each hash: where its copy is in `copies`, and its id.
    by_hash: FxMap<u64, (usize, usize, u32)>,
    /// Every sequence, back to back.
    copies: Vec<T>,
    /// Sequences whose hash a different one has.
    others: FxMap<Vec<T>, u32>,
}

impl<T> Default for Interner<T> {
    fn default() -> Self {
        Interner {
            by_hash: FxMap::default(),
            copies: Vec::new(),
            others: FxMap::default(),
        }
    }
}

impl<T: Copy + Eq + Hash> Interner<T> {
    /// Room for `n` sequences of `len` elements on average.
    fn reserve(&mut self, n: usize, len: usize) {
        self.by_hash.reserve(n);
        self.copies.reserve(n * len);
    }

    /// The id of `s`, which is `next` when `s` is new; then its copy ends `copies`.
    fn intern(&mut self, s: &[T], next: u32) -> u32 {
        match self.by_hash.entry(FxBuildHasher.hash_one(s)) {
            Entry::Vacant(e) => {
                let start = self.copies.len();
                self.copies.extend_from_slice(s);
                e.insert((start, self.copies.len(), next));
                next
            }
            Entry::Occupied(e) => {
                let &(start, end, id) = e.get();
                if self.copies[start..end] == *s {
                    return id;
                }
                match self.others.entry(s.to_vec()) {
                    Entry::Occupied(e) => *e.get(),
                    Entry::Vacant(e) => {
                        e.insert(next);
                        self.copies.extend_from_slice(s);
                        next
                    }
                }
            }
        }
    }

    /// Where the copy of the last new sequence, of `len` elements, is.
    fn last(&self, len: usize) -> (usize, usize) {
        (self.copies.len() - len, self.copies.len())
    }
}

/// Everything the classes refer to, by raw id (order of first appearance).
#[derive(Default)]
pub(super) struct Collector<'a> {
    /// Types apart from the other strings: far fewer and most often looked up, their table
    /// stays in the cache. A type and a name of equal contents meet in the string pool.
    types: Interner<u8>,
    strs: Interner<u8>,
    units: Interner<u16>,
    raw: Vec<RawStr>,
    /// By raw string id: whether it names a type.
    is_type: Vec<bool>,
    type_count: usize,
    /// `[ret, params...]` by raw string ids: up to three parameters as their own key (padded
    /// with `NONE`, which no string is), so that most lookups compare no list; more in
    /// `long_protos`.
    proto_of: FxMap<[u32; 4], u32>,
    long_protos: Interner<u32>,
    /// The raw string id of each proto's shorty.
    shorties: Vec<u32>,
    /// A shorty being made.
    shorty: String,
    /// The raw ids of each proto's types (`[ret, params...]`), back to back, and where each
    /// proto's are.
    proto_types: Vec<u32>,
    proto_spans: Vec<(usize, usize)>,
    /// The last class [`Collector::class_of`] met, and its raw id.
    last_class: Option<(&'a TypeDesc, u32)>,
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
    /// The strings, fields and methods that instructions name, resolved after the bodies.
    body_strings: Deferred<'a, JString>,
    body_fields: Deferred<'a, FieldRef>,
    body_methods: Deferred<'a, MethodRef>,
    /// Caches by `Arc` address.
    at_proto: FxMap<usize, u32>,
    at_type: FxMap<usize, u32>,
    at_handle: FxMap<usize, u32>,
    at_call_site: FxMap<usize, u32>,
    /// The raw ids each body names, in item order (see [`Refs`]).
    refs: Vec<u32>,
    /// Where each method's references start in `refs`, methods of all classes in order.
    method_starts: Vec<usize>,
    /// The raw ids of the fields and methods each class defines, in declaration order.
    def_fields: Vec<u32>,
    def_methods: Vec<u32>,
    /// The parameter registers of each defined method (as `def_methods`).
    def_ins: Vec<u32>,
    /// The first entry of each class in `def_fields`, `def_methods` (= `method_starts`).
    class_fields: Vec<usize>,
    class_methods: Vec<usize>,
    /// The raw id of each class's name.
    class_names: Vec<u32>,
    /// The raw ids that class headers, annotations, static values and call sites name, in the
    /// order [`values`](super::values) reads them (see [`Refs`]).
    vals: Vec<u32>,
    /// Where each class's superclass, interfaces, source and annotations start in `vals`.
    class_vals: Vec<usize>,
    /// Where each defined field's initial value and its annotations start in `vals`.
    field_vals: Vec<(usize, usize)>,
    /// Where each defined method's annotations start in `vals`, those of its parameters after.
    method_vals: Vec<usize>,
    /// Where each call site starts in `vals`, by raw id.
    call_site_vals: Vec<usize>,
    /// The version the class being collected needs (see [`crate::min_version`]).
    needs: Needs,
    /// The first class (by position) that needs a newer version than the one asked for, and
    /// the version it needs.
    pub too_new: Option<(usize, Version)>,
}

/// A version, the oldest to begin with.
struct Needs(Version);

impl Default for Needs {
    fn default() -> Self {
        Needs(Version::MIN)
    }
}

/// References that instructions share as one `Arc` per id (as [`crate::read`] makes them),
/// each recorded in `refs` by its position in `arcs` until it is resolved.
///
/// Resolving them in address order, after the bodies, reads them about in the order they were
/// made, which memory serves much faster than the order the code names them in.
struct Deferred<'a, T> {
    at: FxMap<usize, u32>,
    /// Each reference with its address.
    arcs: Vec<(usize, &'a T)>,
    /// Where `refs` holds a position in `arcs`.
    slots: Vec<usize>,
}

impl<T> Default for Deferred<'_, T> {
    fn default() -> Self {
        Deferred {
            at: FxMap::default(),
            arcs: Vec::new(),
            slots: Vec::new(),
        }
    }
}

impl<'a, T> Deferred<'a, T> {
    /// Room for `n` references named `uses` times.
    fn reserve(&mut self, n: usize, uses: usize) {
        self.at.reserve(n);
        self.arcs.reserve(n);
        self.slots.reserve(uses);
    }

    fn push(&mut self, a: &'a Arc<T>, refs: &mut Vec<u32>) {
        let arcs = &mut self.arcs;
        let addr = addr(a);
        let at = *self.at.entry(addr).or_insert_with(|| {
            arcs.push((addr, a));
            (arcs.len() - 1) as u32
        });
        self.slots.push(refs.len());
        refs.push(at);
    }

    /// Resolves every reference with `raw_id` and puts the raw ids in `refs`.
    fn resolve(self, refs: &mut [u32], mut raw_id: impl FnMut(&'a T) -> u32) {
        let mut order: Vec<(usize, u32)> = (self.arcs.iter().enumerate())
            .map(|(i, a)| (a.0, i as u32))
            .collect();
        order.sort_unstable();
        let mut raw = vec![NONE; self.arcs.len()];
        for (_, i) in order {
            raw[i as usize] = raw_id(self.arcs[i as usize].1);
        }
        for slot in self.slots {
            refs[slot] = raw[refs[slot] as usize];
        }
    }
}

impl<'a> Collector<'a> {
    /// Collects the references of `classes`, and which class first needs more than `version`
    /// (the one pass over the bodies both need).
    pub(super) fn gather(classes: &[&'a Class], version: Version) -> Self {
        let mut c = Collector::default();
        let (mut methods, mut fields, mut items) = (0, 0, 0);
        for class in classes {
            methods += class.methods.len();
            fields += class.fields.len();
            items += class.methods.iter().map(|m| m.items.len()).sum::<usize>();
        }
        // Sizes as real apps have them (a dex names about as many methods as it defines), so
        // that the maps seldom grow.
        c.types.reserve(classes.len() * 2, 24);
        c.strs.reserve(methods, 16);
        c.units.reserve(classes.len() * 2, 24);
        c.raw.reserve(methods + classes.len() * 2);
        c.is_type.reserve(methods + classes.len() * 2);
        c.proto_of.reserve(methods / 3);
        c.field_of.reserve(fields + fields / 4);
        c.fields.reserve(fields + fields / 4);
        c.method_of.reserve(methods + methods / 4);
        c.methods.reserve(methods + methods / 4);
        c.body_fields.reserve(fields, 2 * fields);
        c.body_methods.reserve(methods, 3 * methods);
        c.body_strings.reserve(classes.len(), 2 * classes.len());
        c.refs.reserve(items / 2);
        c.vals.reserve(classes.len() * 8);
        c.def_fields.reserve(fields);
        c.field_vals.reserve(fields);
        c.def_methods.reserve(methods);
        c.def_ins.reserve(methods);
        c.method_vals.reserve(methods);
        c.method_starts.reserve(methods + 1);
        for (i, class) in classes.iter().enumerate() {
            c.needs = Needs(spec::static_values_need(class));
            c.class(class);
            if c.needs.0 > version && c.too_new.is_none() {
                c.too_new = Some((i, c.needs.0));
            }
        }
        c.class_fields.push(c.def_fields.len());
        c.class_methods.push(c.def_methods.len());
        c.method_starts.push(c.refs.len());
        let mut refs = std::mem::take(&mut c.refs);
        std::mem::take(&mut c.body_strings).resolve(&mut refs, |s| c.units(&s.0));
        std::mem::take(&mut c.body_fields).resolve(&mut refs, |f| c.field(f));
        std::mem::take(&mut c.body_methods).resolve(&mut refs, |m| c.method(m));
        c.refs = refs;
        c
    }

    /// The first class (by position) whose name an earlier one has.
    pub(super) fn defined_twice(&self) -> Option<usize> {
        let mut seen = vec![false; self.raw.len()];
        (self.class_names.iter())
            .position(|&name| std::mem::replace(&mut seen[name as usize], true))
    }

    fn str(&mut self, s: &str) -> u32 {
        let next = self.raw.len() as u32;
        let id = self.strs.intern(s.as_bytes(), next);
        if id == next {
            let (start, end) = self.strs.last(s.len());
            self.raw.push(RawStr::Utf8(start, end));
            self.is_type.push(false);
        }
        id
    }

    fn units(&mut self, u: &[u16]) -> u32 {
        let next = self.raw.len() as u32;
        let id = self.units.intern(u, next);
        if id == next {
            let (start, end) = self.units.last(u.len());
            self.raw.push(RawStr::Units(start, end));
            self.is_type.push(false);
        }
        id
    }

    /// A type: a descriptor that clones share (as [`crate::read`] makes them) is looked up by
    /// address first.
    fn ty(&mut self, t: &TypeDesc) -> u32 {
        if !t.is_shared() {
            return self.type_text(t);
        }
        let at = t.text_address();
        if let Some(&id) = self.at_type.get(&at) {
            return id;
        }
        let id = self.type_text(t);
        self.at_type.insert(at, id);
        id
    }

    fn type_text(&mut self, t: &str) -> u32 {
        let next = self.raw.len() as u32;
        let id = self.types.intern(t.as_bytes(), next);
        if id == next {
            let (start, end) = self.types.last(t.len());
            self.raw.push(RawStr::Type(start, end));
            self.is_type.push(true);
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
        let next = self.proto_spans.len() as u32;
        let id = if key.len() <= 4 {
            let mut short = [NONE; 4];
            short[..key.len()].copy_from_slice(&key);
            *self.proto_of.entry(short).or_insert(next)
        } else {
            self.long_protos.intern(&key, next)
        };
        if id == next {
            let start = self.proto_types.len();
            self.proto_types.extend_from_slice(&key);
            self.proto_spans.push((start, self.proto_types.len()));
            // Made here, where the proto's types were just read, shorties join the strings.
            let mut s = std::mem::take(&mut self.shorty);
            shorty(p, &mut s);
            let shorty = self.str(&s);
            self.shorties.push(shorty);
            self.shorty = s;
        }
        self.key = key;
        id
    }

    /// The class of a field or method: references come sorted by class (as a dex numbers
    /// them), so the one before usually has the same.
    fn class_of(&mut self, class: &'a TypeDesc) -> u32 {
        if let Some((last, id)) = self.last_class {
            if last == class {
                return id;
            }
        }
        let id = self.ty(class);
        self.last_class = Some((class, id));
        id
    }

    fn field(&mut self, f: &'a FieldRef) -> u32 {
        let key = [self.class_of(&f.class), self.str(&f.name), self.ty(&f.ty)];
        *self.field_of.entry(key).or_insert_with(|| {
            self.fields.push(key);
            (self.fields.len() - 1) as u32
        })
    }

    fn method(&mut self, m: &'a MethodRef) -> u32 {
        let key = [
            self.class_of(&m.class),
            self.str(&m.name),
            self.proto(&m.proto),
        ];
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

    /// A call site, recorded in `vals` as [`values::call_site`](super::values::call_site)
    /// reads it: its bootstrap method handle, name, proto and extra arguments.
    fn call_site(&mut self, cs: &'a CallSite) -> u32 {
        if let Some(&id) = self.call_site_of.get(cs) {
            return id;
        }
        let id = self.call_sites.len() as u32;
        self.call_sites.push(cs);
        self.call_site_of.insert(cs, id);
        self.call_site_vals.push(self.vals.len());
        let m = self.method(&cs.bootstrap);
        let handle = self.handle_key(MethodHandleKind::InvokeStatic, false, m);
        let name = self.units(&cs.method_name.0);
        let proto = self.proto(&cs.method_proto);
        self.vals.extend([handle, name, proto]);
        for v in &cs.extra_args {
            self.value(v);
        }
        id
    }

    /// Records what a value names in `vals`, depth first.
    fn value(&mut self, v: &'a Value) {
        let id = match v {
            Value::String(s) => self.units(&s.0),
            Value::Type(t) => self.ty(t),
            Value::Field(f) | Value::Enum(f) => self.field(f),
            Value::Method(m) => self.method(m),
            Value::MethodType(p) => self.proto(p),
            Value::MethodHandle(h) => self.handle(h.kind, &h.target),
            Value::Array(items) => {
                for v in items {
                    self.value(v);
                }
                return;
            }
            Value::SubAnnotation(body) => return self.annotation(body),
            _ => return,
        };
        self.vals.push(id);
    }

    /// Records an annotation in `vals`: its type, the names of its elements, then their values.
    fn annotation(&mut self, body: &'a AnnotationBody) {
        let ty = self.ty(&body.ty);
        self.vals.push(ty);
        for (name, _) in &body.elements {
            let name = self.str(name);
            self.vals.push(name);
        }
        for (_, v) in &body.elements {
            self.value(v);
        }
    }

    fn class(&mut self, class: &'a Class) {
        self.class_fields.push(self.def_fields.len());
        self.class_methods.push(self.def_methods.len());
        let name = self.ty(&class.name);
        self.class_names.push(name);
        self.class_vals.push(self.vals.len());
        let super_class = match &class.super_class {
            Some(s) => self.ty(s),
            None => NONE,
        };
        self.vals.push(super_class);
        for i in &class.interfaces {
            let i = self.ty(i);
            self.vals.push(i);
        }
        let source = self.opt_units(&class.source);
        self.vals.push(source);
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
            let value_at = self.vals.len();
            if let Some(v) = &f.initial_value {
                self.value(v);
            }
            self.field_vals.push((value_at, self.vals.len()));
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
            // Counted here, where the proto's types were just read.
            self.def_ins.push(m.param_registers());
            self.needs.0 = self.needs.0.max(spec::method_needs(class, m));
            self.method_vals.push(self.vals.len());
            for a in &m.annotations {
                self.annotation(&a.body);
            }
            for p in &m.params {
                for a in &p.annotations {
                    self.annotation(&a.body);
                }
            }
            self.method_starts.push(self.refs.len());
            for item in &m.items {
                self.item(item);
            }
            // The debug info names the parameters after the body.
            for p in &m.params {
                if let Some(n) = &p.name {
                    let n = self.units(&n.0);
                    self.refs.push(n);
                }
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
            Item::Instruction(ins) => {
                let needs = spec::instruction_needs(ins.opcode, &ins.operands);
                self.needs.0 = self.needs.0.max(needs);
                self.operands(&ins.operands)
            }
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
            Operands::RString(_, s) => return self.body_strings.push(s, &mut self.refs),
            Operands::RType(_, t)
            | Operands::RRType(_, _, t)
            | Operands::ListType(_, t)
            | Operands::RangeType(_, t) => self.ty(t),
            Operands::RField(_, f) | Operands::RRField(_, _, f) => {
                return self.body_fields.push(f, &mut self.refs)
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
            Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => {
                return self.body_methods.push(m, &mut self.refs)
            }
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
                self.body_methods.push(m, &mut self.refs);
                let p = self.arc_proto(p);
                self.refs.push(p);
                return;
            }
            _ => return,
        };
        self.refs.push(id);
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
    /// Where its parameter types are in [`Pools::params`].
    params: (usize, usize),
}

/// The sorted pools and the index of every entry.
pub(super) struct Pools<'a> {
    raw: Vec<RawStr>,
    texts: Texts,
    /// Every string in UTF-16 code-unit order, by raw id.
    pub strings: Vec<u32>,
    /// The string index of every type, in type order.
    pub types: Vec<u32>,
    pub protos: Vec<ProtoItem>,
    /// The parameter types of every proto, back to back.
    proto_params: Vec<u16>,
    /// `(class type, name string, type)` in id order.
    pub fields: Vec<(u32, u32, u32)>,
    /// `(class type, name string, proto)` in id order.
    pub methods: Vec<(u32, u32, u32)>,
    /// `(kind, field or method id)` in id order.
    pub handles: Vec<(MethodHandleKind, u32)>,
    pub call_sites: Vec<&'a CallSite>,
    /// Where each call site (in id order) starts in `vals`.
    call_site_vals: Vec<usize>,
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
    def_ins: Vec<u32>,
    class_fields: Vec<usize>,
    class_methods: Vec<usize>,
    class_names: Vec<u32>,
    vals: Vec<u32>,
    class_vals: Vec<usize>,
    field_vals: Vec<(usize, usize)>,
    method_vals: Vec<usize>,
}

/// The one dex limit on ids referenced through 16-bit indices.
const MAX_IDS: usize = 65_536;

fn check_count(pool: &'static str, count: usize) -> Result<(), WriteError> {
    if count > MAX_IDS {
        return Err(WriteError::TooManyIds { pool, count });
    }
    Ok(())
}

/// Field or method ids `(class type, name string, type or proto)` by raw id, sorted; and the
/// position of each raw id.
fn sort_members(ids: impl Iterator<Item = (u32, u32, u32)>) -> (Vec<(u32, u32, u32)>, Vec<u32>) {
    // Types and protos number at most 65,536 (checked before), so one integer holds all three
    // and sorts as they do.
    let mut keyed: Vec<(u64, u32)> = ids
        .enumerate()
        .map(|(i, (class, name, last))| {
            let key = (u64::from(class) << 48) | (u64::from(name) << 16) | u64::from(last);
            (key, i as u32)
        })
        .collect();
    keyed.sort_unstable();
    let mut at = vec![NONE; keyed.len()];
    let sorted = keyed
        .iter()
        .enumerate()
        .map(|(i, &(key, id))| {
            at[id as usize] = i as u32;
            ((key >> 48) as u32, (key >> 16) as u32, key as u32 & 0xffff)
        })
        .collect();
    (sorted, at)
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
    pub(super) fn build(c: Collector<'a>) -> Result<Pools<'a>, WriteError> {
        check_count("type", c.type_count)?;
        check_count("proto", c.proto_spans.len())?;
        check_count("field", c.fields.len())?;
        check_count("method", c.methods.len())?;
        check_count("method handle", c.handles.len())?;
        check_count("call site", c.call_sites.len())?;

        let shorties = c.shorties;
        // Strings: equal contents (a name and a Java string) share one index.
        let raw = c.raw;
        // Copies of `&str`s, so UTF-8.
        let utf8 = |copies: Vec<u8>| {
            String::from_utf8(copies)
                .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
        };
        let texts = Texts {
            types: utf8(c.types.copies),
            utf8: utf8(c.strs.copies),
            units: c.units.copies,
        };
        let (order, same) = string_order(&raw, &texts);
        let mut strings: Vec<u32> = Vec::with_capacity(order.len());
        let mut string_at = vec![0u32; raw.len()];
        for (&id, same) in order.iter().zip(same) {
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

        let ids = |p: u32| {
            let (start, end) = c.proto_spans[p as usize];
            &c.proto_types[start..end]
        };
        let tys = |p: u32| ids(p).iter().map(|&t| type_at[t as usize]);
        let mut proto_order: Vec<u32> = (0..c.proto_spans.len() as u32).collect();
        proto_order.par_sort_unstable_by(|&a, &b| tys(a).cmp(tys(b)));
        let proto_at = positions(&proto_order);
        let mut proto_params = Vec::with_capacity(c.proto_types.len());
        let protos = proto_order
            .iter()
            .map(|&p| {
                let mut tys = tys(p);
                let ret = tys.next().unwrap_or(NONE);
                let start = proto_params.len();
                proto_params.extend(tys.map(|t| t as u16));
                ProtoItem {
                    shorty: string_at[shorties[p as usize] as usize],
                    ret,
                    params: (start, proto_params.len()),
                }
            })
            .collect();

        let (fields, field_at) = sort_members(c.fields.iter().map(|&[class, name, ty]| {
            (
                type_at[class as usize],
                string_at[name as usize],
                type_at[ty as usize],
            )
        }));
        let (methods, method_at) = sort_members(c.methods.iter().map(|&[class, name, proto]| {
            (
                type_at[class as usize],
                string_at[name as usize],
                proto_at[proto as usize],
            )
        }));

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
        let call_site_vals = cs_order
            .iter()
            .map(|&i| c.call_site_vals[i as usize])
            .collect();

        Ok(Pools {
            raw,
            texts,
            strings,
            types,
            protos,
            proto_params,
            fields,
            methods,
            handles,
            call_sites,
            call_site_vals,
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
            def_ins: c.def_ins,
            class_fields: c.class_fields,
            class_methods: c.class_methods,
            class_names: c.class_names,
            vals: c.vals,
            class_vals: c.class_vals,
            field_vals: c.field_vals,
            method_vals: c.method_vals,
        })
    }

    /// The parameter types of `proto`.
    pub(super) fn params(&self, proto: &ProtoItem) -> &[u16] {
        &self.proto_params[proto.params.0..proto.params.1]
    }

    /// A pooled string (by index) as it is stored.
    pub(super) fn string_data(&self, idx: u32) -> Text<'_> {
        self.texts
            .get(self.raw[self.strings[idx as usize] as usize])
    }

    /// At least the bytes of the string data: every string collected (pooled or not), each
    /// with its length and terminator, UTF-8 bytes at most two bytes of MUTF-8 each, and code
    /// units three.
    pub(super) fn strings_bound(&self) -> usize {
        6 * self.raw.len()
            + 2 * (self.texts.types.len() + self.texts.utf8.len())
            + 3 * self.texts.units.len()
    }

    /// The descriptor of a type (by index), for messages.
    pub(super) fn type_name(&self, idx: u32) -> Cow<'_, str> {
        match self.string_data(self.types[idx as usize]) {
            Text::Utf8(s) => Cow::Borrowed(s),
            Text::Units(u) => Cow::Owned(String::from_utf16_lossy(u)),
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

    /// The parameter registers of method `method` (its position) of class `class`.
    pub(super) fn param_registers(&self, class: usize, method: usize) -> u32 {
        self.def_ins[self.class_methods[class] + method]
    }

    /// The recorded references of method `method` (its position) of class `class`.
    pub(super) fn body_refs(&self, class: usize, method: usize) -> Refs<'_, 'a> {
        let m = self.class_methods[class] + method;
        Refs {
            ids: &self.refs[self.method_starts[m]..self.method_starts[m + 1]],
            p: self,
        }
    }

    fn vals_at(&self, start: usize) -> Refs<'_, 'a> {
        Refs {
            ids: &self.vals[start..],
            p: self,
        }
    }

    /// The type id of class `class` (its position).
    pub(super) fn class_type(&self, class: usize) -> u32 {
        self.type_at[self.class_names[class] as usize]
    }

    /// The superclass (or [`NONE`]), interfaces and source file (or [`NONE`]) of class
    /// `class`, then its annotations.
    pub(super) fn class_refs(&self, class: usize) -> Refs<'_, 'a> {
        self.vals_at(self.class_vals[class])
    }

    /// The initial value of field `field` (its position) of class `class`, and its annotations.
    pub(super) fn field_refs(&self, class: usize, field: usize) -> (Refs<'_, 'a>, Refs<'_, 'a>) {
        let (value, annotations) = self.field_vals[self.class_fields[class] + field];
        (self.vals_at(value), self.vals_at(annotations))
    }

    /// The annotations of method `method` (its position) of class `class`, then those of its
    /// parameters in `.param` order.
    pub(super) fn method_refs(&self, class: usize, method: usize) -> Refs<'_, 'a> {
        self.vals_at(self.method_vals[self.class_methods[class] + method])
    }

    /// What call site `idx` names.
    pub(super) fn call_site_refs(&self, idx: usize) -> Refs<'_, 'a> {
        self.vals_at(self.call_site_vals[idx])
    }
}

/// Recorded references, read in the order [`Collector`] recorded them.
///
/// A method body names one id per reference operand (two for a method and proto), one (type
/// or [`NONE`]) per `.catch`, three (name, type, signature) per `.local`, one per `.source`, in
/// item order, then one per named `.param`. Values name theirs depth first; an annotation its
/// type, the names of its elements, then their values.
#[derive(Clone)]
pub(super) struct Refs<'r, 'a> {
    ids: &'r [u32],
    p: &'r Pools<'a>,
}

impl Refs<'_, '_> {
    #[inline]
    fn next(&mut self) -> Result<u32, String> {
        let (&id, rest) = self
            .ids
            .split_first()
            .ok_or_else(|| "internal error: a reference was not collected".to_string())?;
        self.ids = rest;
        Ok(id)
    }

    /// The next reference, its index in `at` (final indices by raw id).
    #[inline]
    fn map(&mut self, at: &[u32]) -> Result<u32, String> {
        let id = self.next()?;
        Ok(if id == NONE { NONE } else { at[id as usize] })
    }

    #[inline]
    pub(super) fn string(&mut self) -> Result<u32, String> {
        self.map(&self.p.string_at)
    }

    #[inline]
    pub(super) fn ty(&mut self) -> Result<u32, String> {
        self.map(&self.p.type_at)
    }

    #[inline]
    pub(super) fn proto(&mut self) -> Result<u32, String> {
        self.map(&self.p.proto_at)
    }

    #[inline]
    pub(super) fn field(&mut self) -> Result<u32, String> {
        self.map(&self.p.field_at)
    }

    #[inline]
    pub(super) fn method(&mut self) -> Result<u32, String> {
        self.map(&self.p.method_at)
    }

    #[inline]
    pub(super) fn handle(&mut self) -> Result<u32, String> {
        self.map(&self.p.handle_at)
    }

    /// The next `n` references apart; this cursor moves past them.
    pub(super) fn take(&mut self, n: usize) -> Result<Self, String> {
        if n > self.ids.len() {
            return Err("internal error: a reference was not collected".into());
        }
        let (ids, rest) = self.ids.split_at(n);
        self.ids = rest;
        Ok(Refs { ids, p: self.p })
    }

    #[inline]
    pub(super) fn call_site(&mut self) -> Result<u32, String> {
        self.map(&self.p.call_site_at)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strings_of_one_hash_stay_apart() {
        let mut strs = Interner::default();
        assert_eq!(strs.intern(b"xyz", 0), 0);
        // "abc" made to find the entry of "xyz", as a hash collision would.
        let xyz = strs.by_hash.values().next().copied();
        let abc = FxBuildHasher.hash_one(b"abc".as_slice());
        strs.by_hash.extend(xyz.map(|e| (abc, e)));
        assert_eq!(strs.intern(b"abc", 1), 1);
        assert_eq!(strs.intern(b"abc", 2), 1);
        assert_eq!(strs.intern(b"xyz", 2), 0);
        assert_eq!(strs.last(3), (3, 6));
        assert_eq!(&strs.copies[3..6], b"abc");
    }

    #[test]
    fn strings_sort_by_utf16_code_units_and_meet_their_twins() {
        let short = [
            "",
            "a",
            "a\0",
            "a\0b",
            "ab",
            "abcd",
            "abcd\0",
            "abcde",
            "abcdefgh",
            "abcdefgi",
            "é",
            "\u{e000}",
            "\u{ffff}",
            "😀",
            "😀a",
            "Lcom/a;",
            "Lcom/a/b;",
            "Lcom/ab;",
        ];
        // Pairs of them too: groups that share longer prefixes.
        let pairs = short
            .iter()
            .flat_map(|a| short.iter().map(move |b| format!("{a}{b}")));
        let words: Vec<String> = short.iter().map(|w| w.to_string()).chain(pairs).collect();
        let mut texts = Texts {
            types: String::new(),
            utf8: String::new(),
            units: Vec::new(),
        };
        let mut raw = Vec::new();
        for w in &words {
            let start = texts.utf8.len();
            texts.utf8.push_str(w);
            raw.push(RawStr::Utf8(start, texts.utf8.len()));
        }
        // The same words as Java strings (in reverse), and two unpaired surrogates.
        let java = words.iter().rev().map(|w| w.encode_utf16().collect());
        for w in java.chain([vec![0xd800], vec![0xd800, 0x41]]) {
            let start = texts.units.len();
            texts.units.extend(w);
            raw.push(RawStr::Units(start, texts.units.len()));
        }
        let (order, same) = string_order(&raw, &texts);
        let sorted: Vec<Vec<u16>> = order
            .iter()
            .map(|&id| match texts.get(raw[id as usize]) {
                Text::Utf8(s) => s.encode_utf16().collect(),
                Text::Units(u) => u.to_vec(),
            })
            .collect();
        let mut expected = sorted.clone();
        expected.sort();
        assert_eq!(sorted, expected);
        for (i, &same) in same.iter().enumerate() {
            assert_eq!(same, i > 0 && sorted[i] == sorted[i - 1]);
        }
    }
}
