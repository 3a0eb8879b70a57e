//! Writing classes as a dex: the id pools are collected and sorted first, then every class is
//! encoded on its own (in parallel), then [`layout`] places the items and writes the file.

mod code;
mod layout;
mod pools;
mod values;

use std::borrow::Borrow;

use rayon::prelude::*;
use smali_parser::ast::{AccessFlag, Annotation, Class, Method};

use crate::flags::{access_bits, hidden_api_value, Owner};
use crate::spec::NO_INDEX;
use crate::{min_version, Version, WriteError};
use code::{Bodies, CodeOut, Scratch};
use pools::{Collector, FxMap, Pools};

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
    let mut names: FxMap<&str, ()> = FxMap::default();
    for class in classes {
        if names.insert(&class.name, ()).is_some() {
            return Err(class_error(class, "is defined twice"));
        }
        // Nothing needs more than the newest version.
        if version >= Version::MAX {
            continue;
        }
        let needs = min_version([*class]);
        if needs > version {
            return Err(WriteError::Version {
                what: format!("class {}", class.name),
                needs: needs.0,
                asked: version.0,
            });
        }
    }
    let pools = Pools::build(Collector::gather(classes))?;
    let order = class_order(classes, &pools)?;
    let encoded: Vec<ClassOut> = order
        .par_iter()
        .map_init(Scratch::default, |s, &i| {
            encode_class(classes[i], i, &pools, version, s)
        })
        .collect::<Result<_, _>>()?;
    layout::assemble(&pools, &encoded, version)
}

fn class_error(class: &Class, what: impl Into<String>) -> WriteError {
    WriteError::Class {
        class: class.name.clone(),
        what: what.into(),
    }
}

/// Class definitions in type-id order, except that a superclass or interface defined here
/// comes before the classes that extend it (the runtime requires it).
fn class_order(classes: &[&Class], pools: &Pools) -> Result<Vec<usize>, WriteError> {
    let mut by_type: Vec<(u32, usize)> = Vec::with_capacity(classes.len());
    for (i, c) in classes.iter().enumerate() {
        by_type.push((pools.ty(&c.name)?, i));
    }
    by_type.sort_unstable();
    let defined: FxMap<&str, usize> = classes
        .iter()
        .enumerate()
        .map(|(i, c)| (c.name.as_str(), i))
        .collect();
    let mut placed = vec![false; classes.len()];
    let mut order = Vec::with_capacity(classes.len());
    // An explicit stack: hierarchies may be deep. An entry is visited twice: first to push its
    // supertypes, then (`done`) to place it.
    let mut stack: Vec<(usize, bool)> = Vec::new();
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
            let c = classes[i];
            let supers = c.super_class.iter().chain(&c.interfaces);
            let mut pending: Vec<usize> = supers
                .filter_map(|s| defined.get(s.as_str()).copied())
                .filter(|&s| !placed[s])
                .collect();
            // Reversed so that the superclass is placed first, then interfaces in order.
            pending.reverse();
            stack.extend(pending.into_iter().map(|s| (s, false)));
        }
    }
    Ok(order)
}

/// An annotation set: `annotation_item`s sorted by type id.
type Set = Vec<Vec<u8>>;

/// The annotations of a class and its members, by member id.
struct Directory {
    class: Set,
    fields: Vec<(u32, Set)>,
    methods: Vec<(u32, Set)>,
    /// One set per declared parameter (empty where a parameter has none).
    params: Vec<(u32, Vec<Set>)>,
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
    annotations: Option<Directory>,
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

fn annotation_set(list: &[Annotation], p: &Pools, owner: &str) -> Result<Set, WriteError> {
    let mut items = Vec::with_capacity(list.len());
    for a in list {
        items.push((p.ty(&a.body.ty)?, values::annotation(a, p)?));
    }
    items.sort_unstable_by_key(|i| i.0);
    if let Some(w) = items.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(WriteError::Class {
            class: owner.to_string(),
            what: format!("two annotations of type {}", p.type_name(w[0].0)),
        });
    }
    Ok(items.into_iter().map(|i| i.1).collect())
}

/// Encodes `class`, the `at`-th of the input.
fn encode_class<'c>(
    class: &'c Class,
    at: usize,
    p: &Pools,
    version: Version,
    scratch: &mut Scratch<'c>,
) -> Result<ClassOut, WriteError> {
    let mut statics = Vec::new();
    let mut instance = Vec::new();
    for (f, idx) in class.fields.iter().zip(p.defined_fields(at)) {
        let entry = (idx, f);
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
    let mut direct = Vec::new();
    let mut virtuals = Vec::new();
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
    let static_values = match statics.iter().rposition(|(_, f)| f.initial_value.is_some()) {
        None => None,
        Some(last) => {
            let mut out = Vec::new();
            crate::leb128::write_uleb128(&mut out, (last + 1) as u32);
            for (_, f) in &statics[..=last] {
                match &f.initial_value {
                    Some(v) => values::value(&mut out, v, p)?,
                    None => values::value(&mut out, &values::default_of(&f.ty), p)?,
                }
            }
            Some(out)
        }
    };

    let hidden_values: Vec<Option<u32>> = statics
        .iter()
        .chain(&instance)
        .map(|(_, f)| hidden_api_value(&f.access))
        .chain(
            direct
                .iter()
                .chain(&virtuals)
                .map(|(_, m, _)| hidden_api_value(&m.access)),
        )
        .collect();
    let hidden = if hidden_values.iter().any(Option::is_some) {
        if version < Version(39) {
            return Err(WriteError::Version {
                what: format!("hidden-API flags in {}", class.name),
                needs: 39,
                asked: version.0,
            });
        }
        Some(hidden_values.into_iter().map(|v| v.unwrap_or(0)).collect())
    } else {
        None
    };

    let mut bodies = Bodies::default();
    let mut method_out =
        |&(idx, m, j): &(u32, &'c Method, usize)| -> Result<MethodOut, WriteError> {
            let code = match m.total_registers() {
                Some(total) => Some(
                    code::encode(m, total, p, p.body_refs(at, j), scratch, &mut bodies).map_err(
                        |what| WriteError::Method {
                            method: method_signature(class, m),
                            what,
                        },
                    )?,
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

    let annotations = directory(class, &statics, &instance, &direct, &virtuals, p)?;
    let fields_out = |list: &[(u32, &smali_parser::ast::Field)]| {
        list.iter()
            .map(|(i, f)| (*i, access_bits(&f.access, Owner::Field)))
            .collect()
    };
    Ok(ClassOut {
        class_idx: p.ty(&class.name)?,
        access: access_bits(&class.access, Owner::Class),
        super_idx: match &class.super_class {
            Some(s) => p.ty(s)?,
            None => NO_INDEX,
        },
        interfaces: class
            .interfaces
            .iter()
            .map(|i| p.ty(i))
            .collect::<Result<_, _>>()?,
        source: match &class.source {
            Some(s) => p.string(&s.0)?,
            None => NO_INDEX,
        },
        static_fields: fields_out(&statics),
        instance_fields: fields_out(&instance),
        direct: direct_out,
        virtuals: virtual_out,
        bodies,
        hidden,
        static_values,
        annotations,
    })
}

type Members<'c, T> = [(u32, &'c T)];
type Methods<'c> = [(u32, &'c Method, usize)];

fn directory(
    class: &Class,
    statics: &Members<smali_parser::ast::Field>,
    instance: &Members<smali_parser::ast::Field>,
    direct: &Methods,
    virtuals: &Methods,
    p: &Pools,
) -> Result<Option<Directory>, WriteError> {
    let class_set = annotation_set(&class.annotations, p, &class.name)?;
    let mut fields = Vec::new();
    for (idx, f) in statics.iter().chain(instance) {
        if !f.annotations.is_empty() {
            fields.push((*idx, annotation_set(&f.annotations, p, &class.name)?));
        }
    }
    fields.sort_unstable_by_key(|e| e.0);
    let mut methods = Vec::new();
    let mut params = Vec::new();
    for (idx, m, _) in direct.iter().chain(virtuals) {
        if !m.annotations.is_empty() {
            methods.push((*idx, annotation_set(&m.annotations, p, &class.name)?));
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
                sets[i] = Some(annotation_set(&q.annotations, p, &class.name)?);
            }
            params.push((
                *idx,
                sets.into_iter().map(Option::unwrap_or_default).collect(),
            ));
        }
    }
    methods.sort_unstable_by_key(|e| e.0);
    params.sort_unstable_by_key(|e: &(u32, Vec<Set>)| e.0);
    if class_set.is_empty() && fields.is_empty() && methods.is_empty() && params.is_empty() {
        return Ok(None);
    }
    Ok(Some(Directory {
        class: class_set,
        fields,
        methods,
        params,
    }))
}
