//! Placement of classes across dex files under the 64K reference limits.
//!
//! Instructions and id items address methods, fields, types and protos with 16-bit indices, so a
//! dex holds at most 65,536 of each. Instrumentation adds references (probe calls, the runtime
//! classes) to every dex; [`place`] assigns every class to a dex so that all four limits hold.
//!
//! # Counting
//! A class contributes exactly what dexlib2 (`smali a`) interns when it writes the class, and a
//! dex's count is the size of the union over its classes:
//! - types: the class, its superclass and interfaces; every type of an instruction
//!   (`new-instance`, `check-cast`, `const-class`, `filled-new-array`, ...), of a `.catch`, of a
//!   `.local` debug directive, of an annotation or sub-annotation, of a `Type` value; and the
//!   class, return and parameter types of every method, field and proto below;
//! - methods: every method defined, invoked (`invoke-*`, `invoke-polymorphic`), named by a
//!   method handle, by a call site's bootstrap, or by a method value (e.g. `EnclosingMethod`);
//! - fields: every field defined, accessed by an instruction, named by a field handle, or by a
//!   `Field`/`.enum` value;
//! - protos: the prototype of every method above, of `const-method-type`, of
//!   `invoke-polymorphic`'s second reference, of call sites, and of `MethodType` values.
//!
//! Values count wherever they appear: annotations on classes, fields, methods and parameters,
//! field initial values and call-site arguments. The count is exact (no margin): the tests
//! compare it with the header of dex files `smali a` writes. A caller wanting headroom passes
//! lower [`Limits`].
//!
//! # Placement rule
//! 1. Each original dex keeps the longest prefix of its classes (in the order given) that fits;
//!    the rest of its classes, from the first one that would overflow, are moved out.
//! 2. Moved classes, in order (those of the first dex first), fill new dex files appended after
//!    the originals: a class goes to the current new dex if it fits there (and no class of the
//!    same name is there already: apps may define a class in two dex files), else it starts the
//!    next one.
//! 3. The extra classes (the runtime) go together to the first dex, originals then new ones,
//!    where they all fit; when none has room, to one more new dex.
//!
//! The result depends only on the input. A class that alone exceeds a limit, extra classes that
//! together exceed one, or an extra class the app already defines are errors ([`DexFitError`]).
//!
//! `smali a` does not enforce these limits itself: it fails only when an instruction's index
//! does not fit its operand, and writes dex files with more than 65,536 ids otherwise.
//!
//! On Android before 5.0 (legacy multidex) only `classes.dex` is loaded at startup; the rule
//! keeps the runtime there when it has room, and moves classes out of it only on overflow.

mod refs;

use std::collections::{HashMap, HashSet};
use std::fmt;

use smali_parser::ast::Class;
use thiserror::Error;

pub use refs::Kind;
use refs::{Refs, Table, KINDS};

/// The per-dex maximum of each kind of id.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    pub methods: usize,
    pub fields: usize,
    pub types: usize,
    pub protos: usize,
}

impl Limits {
    /// What the dex format allows: 16-bit indices, 65,536 of each.
    pub const DEX: Limits = Limits {
        methods: 1 << 16,
        fields: 1 << 16,
        types: 1 << 16,
        protos: 1 << 16,
    };

    /// The limit for one kind of id.
    pub fn get(&self, kind: Kind) -> usize {
        match kind {
            Kind::Method => self.methods,
            Kind::Field => self.fields,
            Kind::Type => self.types,
            Kind::Proto => self.protos,
        }
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::DEX
    }
}

/// How many distinct ids of each kind a dex (or a class) holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    pub methods: usize,
    pub fields: usize,
    pub types: usize,
    pub protos: usize,
}

impl Counts {
    fn from_array(a: [usize; KINDS]) -> Counts {
        Counts {
            methods: a[Kind::Method as usize],
            fields: a[Kind::Field as usize],
            types: a[Kind::Type as usize],
            protos: a[Kind::Proto as usize],
        }
    }

    /// The count of one kind of id.
    pub fn get(&self, kind: Kind) -> usize {
        match kind {
            Kind::Method => self.methods,
            Kind::Field => self.fields,
            Kind::Type => self.types,
            Kind::Proto => self.protos,
        }
    }

    /// The first kind whose count is over its limit.
    pub fn excess(&self, limits: &Limits) -> Option<Kind> {
        Kind::ALL.into_iter().find(|&k| self.get(k) > limits.get(k))
    }
}

impl fmt::Display for Counts {
    /// `64,102 methods, 31,002 fields, 9,120 types, 7,004 protos`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, k) in Kind::ALL.into_iter().enumerate() {
            let sep = if i == 0 { "" } else { ", " };
            write!(f, "{sep}{} {}s", thousands(self.get(k)), k.name())?;
        }
        Ok(())
    }
}

/// `65536` -> `65,536`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    // Digits left before the next comma: the leading group holds 1 to 3 of them.
    let mut left = match digits.len() % 3 {
        0 => 3,
        r => r,
    };
    for c in digits.chars() {
        if left == 0 {
            out.push(',');
            left = 3;
        }
        out.push(c);
        left -= 1;
    }
    out
}

/// One dex of the app as input: its entry name and its classes in order.
#[derive(Debug, Clone, Copy)]
pub struct DexInput<'a> {
    /// `classes.dex`, `classes2.dex`, ...
    pub name: &'a str,
    pub classes: &'a [Class],
}

/// Where a placed class comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Origin {
    /// `classes[index]` of input dex `dex`.
    App { dex: usize, index: usize },
    /// `extra[index]`.
    Extra(usize),
}

/// One output dex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlacedDex<'a> {
    /// The input dex's name, or `classesN.dex` for a new one (N = its 1-based position).
    pub name: String,
    /// False for the input dex of the same position, true for one added by placement.
    pub is_new: bool,
    /// Its classes: kept or moved app classes in input order, then the extra classes if here.
    pub classes: Vec<&'a Class>,
    /// Where each of `classes` comes from, at the same index.
    pub origins: Vec<Origin>,
    pub counts: Counts,
}

impl PlacedDex<'_> {
    /// Name, class count and id counts, for reports.
    pub fn summary(&self) -> DexSummary {
        DexSummary {
            name: self.name.clone(),
            is_new: self.is_new,
            classes: self.classes.len(),
            counts: self.counts,
        }
    }
}

/// What a report says about one output dex.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DexSummary {
    pub name: String,
    pub is_new: bool,
    pub classes: usize,
    pub counts: Counts,
}

impl fmt::Display for DexSummary {
    /// `classes.dex: 64,102 methods, 31,002 fields, 9,120 types, 7,004 protos (3,021 classes)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: {} ({} classes{})",
            self.name,
            self.counts,
            thousands(self.classes),
            if self.is_new { ", new" } else { "" }
        )
    }
}

/// The result of [`place`]: the input dex files in order (possibly with fewer classes), then any
/// new ones.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Placement<'a> {
    pub dexes: Vec<PlacedDex<'a>>,
}

impl Placement<'_> {
    /// One summary per output dex, in order.
    pub fn summaries(&self) -> Vec<DexSummary> {
        self.dexes.iter().map(PlacedDex::summary).collect()
    }

    /// The output dex index of every class, for lookups by origin.
    pub fn index(&self) -> HashMap<Origin, usize> {
        self.dexes
            .iter()
            .enumerate()
            .flat_map(|(d, dex)| dex.origins.iter().map(move |&o| (o, d)))
            .collect()
    }

    /// App classes no longer in their input dex, as (origin, output dex index), in output order.
    pub fn moved(&self) -> impl Iterator<Item = (Origin, usize)> + '_ {
        self.dexes.iter().enumerate().flat_map(|(d, dex)| {
            dex.origins.iter().filter_map(move |&o| match o {
                Origin::App { dex: from, .. } if from != d => Some((o, d)),
                _ => None,
            })
        })
    }

    /// The output dex index holding the extra classes (`None` when there were none).
    pub fn extras_dex(&self) -> Option<usize> {
        self.dexes
            .iter()
            .position(|d| d.origins.iter().any(|o| matches!(o, Origin::Extra(_))))
    }
}

/// Why the classes cannot be placed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DexFitError {
    #[error(
        "{dex}: class {class} alone needs {count} {kind}s, over the limit of {limit} per dex \
         ({counts}), so no dex can hold it; exclude some of its methods from instrumentation or \
         split the class",
        kind = .kind.name(), count = thousands(*.count), limit = thousands(*.limit)
    )]
    ClassTooLarge {
        dex: String,
        class: String,
        kind: Kind,
        count: usize,
        limit: usize,
        counts: Counts,
    },
    #[error(
        "the extra (runtime) classes together need {count} {kind}s, over the limit of {limit} \
         per dex ({counts}); they must fit in one dex: make the runtime smaller",
        kind = .kind.name(), count = thousands(*.count), limit = thousands(*.limit)
    )]
    ExtrasTooLarge {
        kind: Kind,
        count: usize,
        limit: usize,
        counts: Counts,
    },
    #[error(
        "extra (runtime) class {class} is already defined in {defined_in}; was the input \
         instrumented before? Instrument the original app"
    )]
    ExtraAlreadyDefined { class: String, defined_in: String },
}

/// Counts the ids of a dex holding `classes`, as `smali a` would write it.
pub fn count(classes: &[Class]) -> Counts {
    let mut table = Table::default();
    let refs: Vec<Refs> = classes.iter().map(|c| table.class_refs(c)).collect();
    let mut pool = Pool::new(&table);
    for r in &refs {
        pool.add(r);
    }
    Counts::from_array(pool.counts)
}

/// Assigns the classes of `app` (already instrumented) and the `extra` classes to dex files so
/// that each stays within the dex format's limits; see the [module docs](self) for the rule.
pub fn place<'a>(app: &[DexInput<'a>], extra: &'a [Class]) -> Result<Placement<'a>, DexFitError> {
    place_within(app, extra, &Limits::DEX)
}

/// [`place`] with other limits (e.g. lower ones, to keep headroom).
pub fn place_within<'a>(
    app: &[DexInput<'a>],
    extra: &'a [Class],
    limits: &Limits,
) -> Result<Placement<'a>, DexFitError> {
    check_extra_names(app, extra)?;
    let mut table = Table::default();
    let app_refs: Vec<Vec<Refs>> = app
        .iter()
        .map(|d| d.classes.iter().map(|c| table.class_refs(c)).collect())
        .collect();
    let extra_refs: Vec<Refs> = extra.iter().map(|c| table.class_refs(c)).collect();
    for (d, (dex, refs)) in app.iter().zip(&app_refs).enumerate() {
        for (i, r) in refs.iter().enumerate() {
            if let Some(kind) = alone_excess(r, limits) {
                let counts = alone_counts(r);
                return Err(DexFitError::ClassTooLarge {
                    dex: dex.name.to_string(),
                    class: app[d].classes[i].name.to_string(),
                    kind,
                    count: counts.get(kind),
                    limit: limits.get(kind),
                    counts,
                });
            }
        }
    }
    let extras = Refs::union(&extra_refs);
    if let Some(kind) = alone_excess(&extras, limits) {
        let counts = alone_counts(&extras);
        return Err(DexFitError::ExtrasTooLarge {
            kind,
            count: counts.get(kind),
            limit: limits.get(kind),
            counts,
        });
    }

    let mut bins: Vec<Bin<'a>> = Vec::with_capacity(app.len() + 1);
    let mut spilled: Vec<(Origin, &'a Class, &Refs)> = Vec::new();
    for (d, (dex, refs)) in app.iter().zip(&app_refs).enumerate() {
        let mut bin = Bin::new(dex.name.to_string(), false, &table);
        let mut kept = 0;
        while kept < refs.len() && bin.pool.fits(&refs[kept], limits) {
            bin.add(
                Origin::App {
                    dex: d,
                    index: kept,
                },
                &dex.classes[kept],
                &refs[kept],
            );
            kept += 1;
        }
        for (i, r) in refs.iter().enumerate().skip(kept) {
            spilled.push((Origin::App { dex: d, index: i }, &dex.classes[i], r));
        }
        bins.push(bin);
    }

    // Only new dex files mix classes of several inputs, so only they can see a class name twice
    // (apps may define one class in two dex files); such a class starts the next new dex.
    let mut names: HashSet<&str> = HashSet::new();
    for (origin, class, r) in spilled {
        let room = bins.len() > app.len() && {
            let last = &bins[bins.len() - 1];
            last.pool.fits(r, limits) && !names.contains(class.name.as_str())
        };
        if !room {
            bins.push(Bin::new(new_dex_name(bins.len()), true, &table));
            names.clear();
        }
        let last = bins.len() - 1;
        bins[last].add(origin, class, r);
        names.insert(&class.name);
    }

    if !extra.is_empty() {
        let target = match bins.iter().position(|b| b.pool.fits(&extras, limits)) {
            Some(t) => t,
            None => {
                bins.push(Bin::new(new_dex_name(bins.len()), true, &table));
                bins.len() - 1
            }
        };
        let bin = &mut bins[target];
        bin.pool.add(&extras);
        bin.classes.extend(extra);
        bin.origins.extend((0..extra.len()).map(Origin::Extra));
    }

    Ok(Placement {
        dexes: bins
            .into_iter()
            .map(|b| PlacedDex {
                name: b.name,
                is_new: b.is_new,
                classes: b.classes,
                origins: b.origins,
                counts: Counts::from_array(b.pool.counts),
            })
            .collect(),
    })
}

/// An extra class must not replace or shadow an app class, nor be given twice.
fn check_extra_names(app: &[DexInput<'_>], extra: &[Class]) -> Result<(), DexFitError> {
    let wanted: HashSet<&str> = extra.iter().map(|c| c.name.as_str()).collect();
    for dex in app {
        if let Some(c) = dex
            .classes
            .iter()
            .find(|c| wanted.contains(c.name.as_str()))
        {
            return Err(DexFitError::ExtraAlreadyDefined {
                class: c.name.to_string(),
                defined_in: dex.name.to_string(),
            });
        }
    }
    let mut seen = HashSet::new();
    match extra.iter().find(|c| !seen.insert(c.name.as_str())) {
        Some(c) => Err(DexFitError::ExtraAlreadyDefined {
            class: c.name.to_string(),
            defined_in: "the extra classes".to_string(),
        }),
        None => Ok(()),
    }
}

/// `classes.dex` for position 0, else `classes{position+1}.dex`.
fn new_dex_name(position: usize) -> String {
    if position == 0 {
        "classes.dex".to_string()
    } else {
        format!("classes{}.dex", position + 1)
    }
}

fn alone_counts(r: &Refs) -> Counts {
    Counts::from_array(r.ids.each_ref().map(Vec::len))
}

fn alone_excess(r: &Refs, limits: &Limits) -> Option<Kind> {
    alone_counts(r).excess(limits)
}

/// A dex being filled.
struct Bin<'a> {
    name: String,
    is_new: bool,
    classes: Vec<&'a Class>,
    origins: Vec<Origin>,
    pool: Pool,
}

impl<'a> Bin<'a> {
    fn new(name: String, is_new: bool, table: &Table<'_>) -> Bin<'a> {
        Bin {
            name,
            is_new,
            classes: Vec::new(),
            origins: Vec::new(),
            pool: Pool::new(table),
        }
    }

    fn add(&mut self, origin: Origin, class: &'a Class, refs: &Refs) {
        self.pool.add(refs);
        self.classes.push(class);
        self.origins.push(origin);
    }
}

/// The ids present in one dex: a bit set per kind over the app's table, plus the counts.
struct Pool {
    bits: [Vec<u64>; KINDS],
    counts: [usize; KINDS],
}

impl Pool {
    fn new(table: &Table<'_>) -> Pool {
        Pool {
            bits: Kind::ALL.map(|k| vec![0; table.len(k).div_ceil(64)]),
            counts: [0; KINDS],
        }
    }

    fn has(&self, kind: usize, id: u32) -> bool {
        let id = id as usize;
        self.bits[kind][id / 64] & (1 << (id % 64)) != 0
    }

    /// Whether adding `r` keeps every count within `limits`.
    fn fits(&self, r: &Refs, limits: &Limits) -> bool {
        Kind::ALL.into_iter().all(|k| {
            let k = k as usize;
            let new = r.ids[k].iter().filter(|&&id| !self.has(k, id)).count();
            self.counts[k] + new <= limits.get(Kind::ALL[k])
        })
    }

    fn add(&mut self, r: &Refs) {
        for (k, ids) in r.ids.iter().enumerate() {
            for &id in ids {
                let id = id as usize;
                let word = &mut self.bits[k][id / 64];
                let bit = 1 << (id % 64);
                if *word & bit == 0 {
                    *word |= bit;
                    self.counts[k] += 1;
                }
            }
        }
    }
}
