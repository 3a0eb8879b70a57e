//! Writing classes as a dex: the id pools are collected and sorted first, then every class is
//! encoded on its own (in parallel), then [`layout`] places the items and writes the file.

mod code;
mod layout;
mod pools;
mod values;

use std::borrow::Borrow;

use rayon::prelude::*;
use smali_parser::ast::{AccessFlag, Annotation, Class, Field, Method};

use crate::flags::{access_bits, hidden_api_value, Owner};
use crate::{spec, Version, WriteError};
use code::{Bodies, CodeOut, Scratch};
use pools::{Collector, Pools, Refs};

/// Writes `classes` as one dex of `version`.
///
/// The same classes give the same bytes. Fails when the classes need a newer version, exceed
/// the 65,536-id limits, or a method body cannot be encoded (an unknown label, a register
/// that does not fit its instruction, ...).
pub fn write<C: Borrow<Class>>(classes: &[C], version: Version) -> Result<Vec<u8>, WriteError> {
    let classes: Vec<&Class> = classes.iter().map(Borrow::borrow).collect();
    let classes = classes.as_slice();
    if !(Version::MIN..=Version::MAX).contains(&version) {
        return Err(WriteError::Version {
            what: "this writer (versions 035 to 039)".into(),
            needs: if version < Version::MIN { 35 } else { 39 },
            asked: version.0,
        });
    }
    let collected = Collector::gather(classes, version);
    // The first class in error: one defined twice, or one that needs a newer version.
    match (collected.defined_twice(), collected.too_new) {
        (Some(twice), too_new) if too_new.is_none_or(|(at, _)| twice <= at) => {
            return Err(class_error(classes[twice], "is defined twice"));
        }
        (_, Some((at, needs))) => {
            return Err(WriteError::Version {
                what: format!("class {}", classes[at].name),
                needs: needs.0,
                asked: version.0,
            });
        }
        _ => {}
    }
    let pools = Pools::build(collected)?;
    let order = class_order(classes, &pools)?;
    // Encoded in input order, the order the classes lie in memory, then put in class order.
    // Every result is kept, in room made once: the error reported is that of the first class
    // in error of the input, not of the first a thread met.
    let mut results = Vec::with_capacity(classes.len());
    (0..classes.len())
        .into_par_iter()
        .map_init(ClassScratch::default, |s, i| {
            encode_class(classes[i], i, &pools, version, s)
        })
        .collect_into_vec(&mut results);
    let mut encoded: Vec<Option<ClassOut>> = Vec::with_capacity(classes.len());
    for result in results {
        encoded.push(Some(result?));
    }
    let encoded: Vec<ClassOut> = order.iter().filter_map(|&i| encoded[i].take()).collect();
    layout::assemble(&pools, &encoded, version)
}

fn class_error(class: &Class, what: impl Into<String>) -> WriteError {
    WriteError::Class {
        class: class.name.to_string(),
        what: what.into(),
    }
}

/// Class definitions in type-id order, except that a superclass or interface defined here
/// comes before the classes that extend it (the runtime requires it).
fn class_order(classes: &[&Class], pools: &Pools) -> Result<Vec<usize>, WriteError> {
    let mut by_type: Vec<(u32, usize)> = (0..classes.len())
        .map(|i| (pools.class_type(i), i))
        .collect();
    by_type.sort_unstable();
    // The class defined here of each type id, if any.
    let mut defined = vec![None; pools.types.len()];
    for &(ty, i) in &by_type {
        defined[ty as usize] = Some(i);
    }
    let mut placed = vec![false; classes.len()];
    let mut order = Vec::with_capacity(classes.len());
    // An explicit stack: hierarchies may be deep. An entry is visited twice: first to push its
    // supertypes, then (`done`) to place it.
    let mut stack: Vec<(usize, bool)> = Vec::new();
    let mut pending = Vec::new();
    for &(_, root) in &by_type {
        stack.push((root, false));
        while let Some((i, done)) = stack.pop() {
            if done {
                order.push(i);
                continue;
            }
            if placed[i] {
                continue;
            }
            placed[i] = true;
            stack.push((i, true));
            // The superclass (or none) and the interfaces, as the class header records them.
            let mut refs = pools.class_refs(i);
            for _ in 0..=classes[i].interfaces.len() {
                let ty = refs.ty().map_err(|what| class_error(classes[i], what))?;
                let s = defined.get(ty as usize).copied().flatten();
                pending.extend(s.filter(|&s| !placed[s]));
            }
            // Reversed so that the superclass is placed first, then interfaces in order.
            stack.extend(pending.drain(..).rev().map(|s| (s, false)));
        }
    }
    Ok(order)
}

/// An annotation set: the range of its `annotation_item`s (sorted by type id) in
/// [`Directory::items`].
type Set = (usize, usize);

/// The annotations of a class and its members, by member id.
#[derive(Default)]
struct Directory {
    /// The `annotation_item`s of every set, back to back.
    bytes: Vec<u8>,
    /// Where each item is in `bytes`.
    items: Vec<(usize, usize)>,
    class: Set,
    fields: Vec<(u32, Set)>,
    methods: Vec<(u32, Set)>,
    /// One set per declared parameter (empty where a parameter has none).
    params: Vec<(u32, Vec<Set>)>,
}

impl Directory {
    /// The `annotation_item`s of `set`.
    fn set(&self, (first, end): Set) -> impl Iterator<Item = &[u8]> {
        self.items[first..end]
            .iter()
            .map(|&(start, end)| &self.bytes[start..end])
    }
}

struct MethodOut {
    idx: u32,
    access: u32,
    code: Option<CodeOut>,
}

/// One class encoded, with ids resolved and offsets left to the layout.
struct ClassOut {
    class_idx: u32,
    access: u32,
    super_idx: u32,
    interfaces: Vec<u32>,
    source: u32,
    /// `(field id, access)` sorted by id.
    static_fields: Vec<(u32, u32)>,
    instance_fields: Vec<(u32, u32)>,
    direct: Vec<MethodOut>,
    virtuals: Vec<MethodOut>,
    /// The code and debug items of the methods.
    bodies: Bodies,
    /// Hidden-API values of every member in `class_data` order, when any has some.
    hidden: Option<Vec<u32>>,
    static_values: Option<Vec<u8>>,
    /// Boxed: most classes have none, and the encoded classes are moved around.
    annotations: Option<Box<Directory>>,
}

impl ClassOut {
    fn has_data(&self) -> bool {
        !(self.static_fields.is_empty()
            && self.instance_fields.is_empty()
            && self.direct.is_empty()
            && self.virtuals.is_empty())
    }
}

/// Dex keeps static, private and constructor methods in the direct-method list.
fn is_direct(m: &Method) -> bool {
    m.access.iter().any(|f| {
        matches!(
            f,
            AccessFlag::Static | AccessFlag::Private | AccessFlag::Constructor
        )
    })
}

fn method_signature(class: &Class, m: &Method) -> String {
    format!("{}->{}{}", class.name, m.name, m.proto)
}

/// Adds the annotation set of `list`, which names `refs`, to `dir`; `typed` is scratch.
fn annotation_set(
    list: &[Annotation],
    refs: &mut Refs,
    (dir, typed): (&mut Directory, &mut Vec<(u32, usize, usize)>),
    p: &Pools,
    owner: &str,
) -> Result<Set, WriteError> {
    typed.clear();
    for a in list {
        let start = dir.bytes.len();
        let ty = values::annotation(a, refs, &mut dir.bytes)?;
        typed.push((ty, start, dir.bytes.len()));
    }
    typed.sort_unstable_by_key(|i| i.0);
    if let Some(w) = typed.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(WriteError::Class {
            class: owner.to_string(),
            what: format!("two annotations of type {}", p.type_name(w[0].0)),
        });
    }
    let first = dir.items.len();
    dir.items
        .extend(typed.iter().map(|&(_, start, end)| (start, end)));
    Ok((first, dir.items.len()))
}

/// Encodes `class`, the `at`-th of the input.
fn encode_class<'c>(
    class: &'c Class,
    at: usize,
    p: &Pools,
    version: Version,
    scratch: &mut ClassScratch<'c>,
) -> Result<ClassOut, WriteError> {
    let mut statics = std::mem::take(&mut scratch.statics);
    let mut instance = std::mem::take(&mut scratch.instance);
    let mut direct = std::mem::take(&mut scratch.direct);
    let mut virtuals = std::mem::take(&mut scratch.virtuals);
    statics.clear();
    instance.clear();
    direct.clear();
    virtuals.clear();
    for (j, (f, idx)) in class.fields.iter().zip(p.defined_fields(at)).enumerate() {
        let entry = (idx, f, j);
        if f.is_static() {
            statics.push(entry);
        } else {
            if f.initial_value.is_some() {
                return Err(class_error(
                    class,
                    format!(
                        "instance field {} has an initial value; only static fields can",
                        f.name
                    ),
                ));
            }
            instance.push(entry);
        }
    }
    statics.sort_unstable_by_key(|e| e.0);
    instance.sort_unstable_by_key(|e| e.0);
    for (j, (m, idx)) in class.methods.iter().zip(p.defined_methods(at)).enumerate() {
        let entry = (idx, m, j);
        if is_direct(m) {
            direct.push(entry);
        } else {
            virtuals.push(entry);
        }
    }
    direct.sort_unstable_by_key(|e| e.0);
    virtuals.sort_unstable_by_key(|e| e.0);
    let fields_twice = statics
        .windows(2)
        .chain(instance.windows(2))
        .find(|w| w[0].0 == w[1].0);
    if let Some(w) = fields_twice {
        return Err(class_error(
            class,
            format!("field {} is defined twice", w[0].1.name),
        ));
    }
    let methods_twice = direct
        .windows(2)
        .chain(virtuals.windows(2))
        .find(|w| w[0].0 == w[1].0);
    if let Some(w) = methods_twice {
        let m = w[0].1;
        return Err(class_error(
            class,
            format!("method {}{} is defined twice", m.name, m.proto),
        ));
    }

    // Static values up to the last field that has one; an explicit default is kept.
    let static_values = match statics
        .iter()
        .rposition(|(_, f, _)| f.initial_value.is_some())
    {
        None => None,
        Some(last) => {
            let mut out = Vec::new();
            crate::leb128::write_uleb128(&mut out, (last + 1) as u32);
            for &(_, f, j) in &statics[..=last] {
                let mut refs = p.field_refs(at, j).0;
                match &f.initial_value {
                    Some(v) => values::value(&mut out, v, &mut refs)?,
                    None => values::value(&mut out, &spec::default_value(&f.ty), &mut refs)?,
                }
            }
            Some(out)
        }
    };

    let hidden_values = || {
        let fields = statics.iter().chain(&instance).map(|(_, f, _)| &f.access);
        let methods = direct.iter().chain(&virtuals).map(|(_, m, _)| &m.access);
        fields.chain(methods).map(|access| hidden_api_value(access))
    };
    let hidden = if hidden_values().any(|v| v.is_some()) {
        if version < Version(39) {
            return Err(WriteError::Version {
                what: format!("hidden-API flags in {}", class.name),
                needs: 39,
                asked: version.0,
            });
        }
        Some(hidden_values().map(|v| v.unwrap_or(0)).collect())
    } else {
        None
    };

    // Room for the bodies as apps have them (about 4 bytes of code an item, at most 1 of debug
    // info), so that the buffers seldom grow.
    let mut bodies = Bodies::default();
    let items: usize = class.methods.iter().map(|m| m.items.len()).sum();
    bodies.code.reserve(16 * class.methods.len() + 4 * items);
    bodies.debug.reserve(items);
    let mut method_out =
        |&(idx, m, j): &(u32, &'c Method, usize)| -> Result<MethodOut, WriteError> {
            let ins = p.param_registers(at, j);
            let code = match code::total_registers(m, ins) {
                Some(total) => Some(
                    code::encode(
                        m,
                        (total, ins),
                        p.body_refs(at, j),
                        &mut scratch.code,
                        &mut bodies,
                    )
                    .map_err(|what| WriteError::Method {
                        method: method_signature(class, m),
                        what,
                    })?,
                ),
                None if !m.items.is_empty() => {
                    return Err(WriteError::Method {
                        method: method_signature(class, m),
                        what: "has a body but no .registers or .locals".into(),
                    })
                }
                None => None,
            };
            Ok(MethodOut {
                idx,
                access: access_bits(&m.access, Owner::Method),
                code,
            })
        };
    let direct_out = direct
        .iter()
        .map(&mut method_out)
        .collect::<Result<Vec<_>, _>>()?;
    let virtual_out = virtuals
        .iter()
        .map(&mut method_out)
        .collect::<Result<Vec<_>, _>>()?;

    // The superclass and source are recorded as `NONE`, which is `NO_INDEX`, when absent.
    let mut class_refs = p.class_refs(at);
    let internal = |what| class_error(class, what);
    let super_idx = class_refs.ty().map_err(internal)?;
    let interfaces = class
        .interfaces
        .iter()
        .map(|_| class_refs.ty().map_err(internal))
        .collect::<Result<_, _>>()?;
    let source = class_refs.string().map_err(internal)?;
    let members = Members {
        statics: &statics,
        instance: &instance,
        direct: &direct,
        virtuals: &virtuals,
    };
    let annotations = directory(class, at, &members, class_refs, p, &mut scratch.typed)?;
    let fields_out = |list: &[(u32, &Field, usize)]| {
        list.iter()
            .map(|(i, f, _)| (*i, access_bits(&f.access, Owner::Field)))
            .collect()
    };
    let out = ClassOut {
        class_idx: p.class_type(at),
        access: access_bits(&class.access, Owner::Class),
        super_idx,
        interfaces,
        source,
        static_fields: fields_out(&statics),
        instance_fields: fields_out(&instance),
        direct: direct_out,
        virtuals: virtual_out,
        bodies,
        hidden,
        static_values,
        annotations,
    };
    scratch.statics = statics;
    scratch.instance = instance;
    scratch.direct = direct;
    scratch.virtuals = virtuals;
    Ok(out)
}

/// Buffers reused from one class to the next.
#[derive(Default)]
struct ClassScratch<'c> {
    code: Scratch<'c>,
    statics: Vec<(u32, &'c Field, usize)>,
    instance: Vec<(u32, &'c Field, usize)>,
    direct: Vec<(u32, &'c Method, usize)>,
    virtuals: Vec<(u32, &'c Method, usize)>,
    /// Annotation items by type (see [`annotation_set`]).
    typed: Vec<(u32, usize, usize)>,
}

/// A class's members sorted by id: `(id, member, position in the class)`.
struct Members<'m, 'c> {
    statics: &'m [(u32, &'c Field, usize)],
    instance: &'m [(u32, &'c Field, usize)],
    direct: &'m [(u32, &'c Method, usize)],
    virtuals: &'m [(u32, &'c Method, usize)],
}

/// The annotations of class `at`; `class_refs` is at its own.
fn directory(
    class: &Class,
    at: usize,
    members: &Members,
    mut class_refs: Refs,
    p: &Pools,
    typed: &mut Vec<(u32, usize, usize)>,
) -> Result<Option<Box<Directory>>, WriteError> {
    let mut dir = Directory::default();
    let owner = &class.name;
    dir.class = annotation_set(
        &class.annotations,
        &mut class_refs,
        (&mut dir, &mut *typed),
        p,
        owner,
    )?;
    let mut fields = Vec::new();
    for &(idx, f, j) in members.statics.iter().chain(members.instance) {
        if !f.annotations.is_empty() {
            let mut refs = p.field_refs(at, j).1;
            let list = &f.annotations;
            fields.push((
                idx,
                annotation_set(list, &mut refs, (&mut dir, &mut *typed), p, owner)?,
            ));
        }
    }
    fields.sort_unstable_by_key(|e| e.0);
    let mut methods = Vec::new();
    let mut params = Vec::new();
    for &(idx, m, j) in members.direct.iter().chain(members.virtuals) {
        let mut refs = p.method_refs(at, j);
        if !m.annotations.is_empty() {
            let list = &m.annotations;
            methods.push((
                idx,
                annotation_set(list, &mut refs, (&mut dir, &mut *typed), p, owner)?,
            ));
        }
        if m.params.iter().any(|q| !q.annotations.is_empty()) {
            let first_param = m
                .total_registers()
                .and_then(|t| t.checked_sub(m.param_registers()));
            let mut sets: Vec<Option<Set>> = vec![None; m.proto.params.len()];
            for q in m.params.iter().filter(|q| !q.annotations.is_empty()) {
                let i = code::param_index(m, first_param, q.reg).map_err(|what| {
                    WriteError::Method {
                        method: method_signature(class, m),
                        what,
                    }
                })?;
                if sets[i].is_some() {
                    return Err(WriteError::Method {
                        method: method_signature(class, m),
                        what: format!("parameter {i} is annotated by two .param directives"),
                    });
                }
                let list = &q.annotations;
                sets[i] = Some(annotation_set(
                    list,
                    &mut refs,
                    (&mut dir, &mut *typed),
                    p,
                    owner,
                )?);
            }
            params.push((
                idx,
                sets.into_iter().map(Option::unwrap_or_default).collect(),
            ));
        }
    }
    methods.sort_unstable_by_key(|e| e.0);
    params.sort_unstable_by_key(|e: &(u32, Vec<Set>)| e.0);
    if dir.class.0 == dir.class.1 && fields.is_empty() && methods.is_empty() && params.is_empty() {
        return Ok(None);
    }
    dir.fields = fields;
    dir.methods = methods;
    dir.params = params;
    Ok(Some(Box::new(dir)))
}
