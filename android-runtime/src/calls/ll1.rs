//! An independent check of a selection: the logged grammar G' written out as explicit
//! productions over symbols, FIRST and nullability computed by the textbook fixpoint, and
//! Casper's Definition 6 tested production by production. It shares only the grammar's
//! definition with [`super::grammar`] (the points and productions of [`MethodGraph`]), none of
//! its FIRST or walk computations, so a fault in those shows up as a disagreement here.

use std::collections::{BTreeSet, HashMap, HashSet};

use super::grammar::{Alt, MethodGraph, Node, Point};
use crate::meta::MethodMeta;

/// A grammar symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Sym {
    /// A record a frame can log: (kind, method, step).
    T(u8, u32, u32),
    /// A method's body.
    Func(u32),
    /// A point of a method.
    Pt(u32, Point),
    /// An optional static initializer: its ENTRY and body, or nothing.
    Init(u32),
    /// A check site's optional callbacks.
    Callbacks(u32, u32),
}

const SITE: u8 = 0;
const CALLBACK: u8 = 1;
const RETURN: u8 = 2;
const ENTRY: u8 = 3;

/// What the check found, as messages naming the method and point.
pub fn check(methods: &[MethodMeta]) -> Vec<String> {
    let graphs: Vec<MethodGraph> = methods.iter().map(MethodGraph::new).collect();
    let mut rules: HashMap<Sym, Vec<Vec<Sym>>> = HashMap::new();
    // Per point production, the node it takes (for messages and the same-node rule).
    let mut nodes: HashMap<(u32, Point), Vec<Alt>> = HashMap::new();
    for (m, meta) in methods.iter().enumerate() {
        let id = m as u32;
        let calls = meta.calls.clone().unwrap_or_default();
        let logged: HashSet<u32> = calls.logged.iter().copied().collect();
        let mut body = Vec::new();
        if calls.entry {
            body.push(Sym::T(ENTRY, id, 0));
        }
        body.push(Sym::Pt(id, Point::Entry));
        rules.insert(Sym::Func(id), vec![body]);
        for (&point, alts) in &graphs[m].alts {
            let mut productions = Vec::new();
            for &alt in alts {
                let mut rhs = Vec::new();
                match alt.node {
                    Node::Exit => {
                        if calls.exit {
                            rhs.push(Sym::T(RETURN, id, 0));
                        }
                    }
                    Node::Step(k) => {
                        let step = &meta.steps[k as usize];
                        let is_logged = logged.contains(&k);
                        if is_logged {
                            rhs.push(Sym::T(SITE, id, k));
                        }
                        let invoke = step.site.is_some();
                        if !step.open {
                            rhs.extend(step.inits.iter().map(|&c| Sym::Init(c)));
                        }
                        if invoke && step.open {
                            rhs.push(Sym::Callbacks(id, k));
                        } else if invoke {
                            let callee = alt.target.or(match step.enters.as_slice() {
                                [one] => Some(*one),
                                _ => None,
                            });
                            if let Some(t) = callee {
                                rhs.push(Sym::Func(t));
                            }
                        }
                        rhs.push(Sym::Pt(id, Point::After(k)));
                    }
                }
                productions.push(rhs);
            }
            rules.insert(Sym::Pt(id, point), productions);
            nodes.insert((id, point), alts.clone());
        }
    }
    for meta in methods {
        for step in &meta.steps {
            for &c in &step.inits {
                rules.insert(
                    Sym::Init(c),
                    vec![vec![Sym::T(ENTRY, c, 0), Sym::Func(c)], Vec::new()],
                );
            }
        }
    }
    for (m, meta) in methods.iter().enumerate() {
        for (k, step) in (0u32..).zip(&meta.steps) {
            if step.site.is_some() && step.open {
                rules.insert(
                    Sym::Callbacks(m as u32, k),
                    vec![vec![Sym::T(CALLBACK, m as u32, k)], Vec::new()],
                );
            }
        }
    }
    // A body the metadata lacks derives nothing (it is framework code to the grammar).
    let (nullable, first) = first_sets(&rules);
    let first_of = |rhs: &[Sym]| -> (BTreeSet<Sym>, bool) {
        let mut out = BTreeSet::new();
        for s in rhs {
            match s {
                Sym::T(..) => {
                    out.insert(*s);
                    return (out, false);
                }
                _ => {
                    if let Some(f) = first.get(s) {
                        out.extend(f.iter().copied());
                    }
                    if !nullable.contains(s) && rules.contains_key(s) {
                        return (out, false);
                    }
                }
            }
        }
        (out, true)
    };
    let mut found = Vec::new();
    let mut keys: Vec<&Sym> = rules.keys().collect();
    keys.sort();
    for sym in keys {
        let Sym::Pt(id, point) = *sym else { continue };
        let productions = &rules[sym];
        if productions.len() < 2 {
            continue;
        }
        let alts = &nodes[&(id, point)];
        let signature = methods[id as usize].signature();
        let firsts: Vec<(BTreeSet<Sym>, bool)> =
            productions.iter().map(|rhs| first_of(rhs)).collect();
        let steps_reached: Vec<BTreeSet<u32>> = productions
            .iter()
            .zip(alts)
            .map(|(rhs, &alt)| reached(id, alt, rhs, &rules, &nodes, &nullable))
            .collect();
        for i in 0..productions.len() {
            if firsts[i].1 {
                found.push(format!(
                    "{signature} at {point:?}: production {:?} derives nothing",
                    alts[i]
                ));
            }
            for j in i + 1..productions.len() {
                let same_logged = alts[i].node == alts[j].node
                    && matches!(productions[i].first(), Some(Sym::T(SITE, ..)));
                if same_logged {
                    continue;
                }
                if !firsts[i].0.is_disjoint(&firsts[j].0) {
                    found.push(format!(
                        "{signature} at {point:?}: productions {:?} and {:?} start alike",
                        alts[i], alts[j]
                    ));
                } else if alts[i].node != alts[j].node
                    && !steps_reached[i].is_disjoint(&steps_reached[j])
                {
                    found.push(format!(
                        "{signature} at {point:?}: productions {:?} and {:?} reach a step alike",
                        alts[i], alts[j]
                    ));
                }
            }
        }
    }
    found.extend(left_recursion(&rules, &nullable));
    found
}

/// Nullable nonterminals and FIRST of every nonterminal, by the textbook fixpoint.
fn first_sets(rules: &HashMap<Sym, Vec<Vec<Sym>>>) -> (HashSet<Sym>, HashMap<Sym, BTreeSet<Sym>>) {
    let mut nullable: HashSet<Sym> = HashSet::new();
    let mut first: HashMap<Sym, BTreeSet<Sym>> = HashMap::new();
    loop {
        let mut changed = false;
        for (lhs, productions) in rules {
            for rhs in productions {
                let mut all_nullable = true;
                let mut add = BTreeSet::new();
                for s in rhs {
                    match s {
                        Sym::T(..) => {
                            add.insert(*s);
                            all_nullable = false;
                        }
                        _ => {
                            if let Some(f) = first.get(s) {
                                add.extend(f.iter().copied());
                            }
                            // A symbol with no rules (an unknown method) derives nothing.
                            all_nullable = nullable.contains(s) || !rules.contains_key(s);
                        }
                    }
                    if !all_nullable {
                        break;
                    }
                }
                let set = first.entry(*lhs).or_default();
                let before = set.len();
                set.extend(add);
                changed |= set.len() != before;
                if all_nullable && nullable.insert(*lhs) {
                    changed = true;
                }
            }
        }
        if !changed {
            return (nullable, first);
        }
    }
}

/// The steps of method `id` that a walk with no record reaches along production `alt` (whose
/// right side is `rhs`): its own step, then, when everything before the point after it can
/// derive nothing, the steps reached from there.
fn reached(
    id: u32,
    alt: Alt,
    rhs: &[Sym],
    rules: &HashMap<Sym, Vec<Vec<Sym>>>,
    nodes: &HashMap<(u32, Point), Vec<Alt>>,
    nullable: &HashSet<Sym>,
) -> BTreeSet<u32> {
    let mut out = BTreeSet::new();
    let mut seen: HashSet<Point> = HashSet::new();
    let mut todo: Vec<(Alt, Vec<Sym>)> = vec![(alt, rhs.to_vec())];
    while let Some((alt, rhs)) = todo.pop() {
        let Node::Step(k) = alt.node else { continue };
        out.insert(k);
        let passes = rhs.iter().all(|s| match s {
            Sym::T(..) => false,
            Sym::Pt(..) => true,
            other => nullable.contains(other) || !rules.contains_key(other),
        });
        let after = Point::After(k);
        if passes && seen.insert(after) {
            let productions = rules.get(&Sym::Pt(id, after)).cloned().unwrap_or_default();
            let alts = nodes.get(&(id, after)).cloned().unwrap_or_default();
            todo.extend(alts.into_iter().zip(productions));
        }
    }
    out
}

/// Bodies and points that derive themselves leftmost with nothing logged before.
fn left_recursion(rules: &HashMap<Sym, Vec<Vec<Sym>>>, nullable: &HashSet<Sym>) -> Vec<String> {
    let mut edges: HashMap<Sym, Vec<Sym>> = HashMap::new();
    for (lhs, productions) in rules {
        for rhs in productions {
            for s in rhs {
                if matches!(s, Sym::T(..)) {
                    break;
                }
                edges.entry(*lhs).or_default().push(*s);
                if !nullable.contains(s) && rules.contains_key(s) {
                    break;
                }
            }
        }
    }
    let mut colour: HashMap<Sym, u8> = HashMap::new();
    let mut found = BTreeSet::new();
    let mut roots: Vec<Sym> = edges.keys().copied().collect();
    roots.sort();
    for root in roots {
        if colour.contains_key(&root) {
            continue;
        }
        colour.insert(root, 1);
        let mut stack = vec![(root, 0usize)];
        while let Some((v, next)) = stack.pop() {
            let out = edges.get(&v).map_or(&[][..], Vec::as_slice);
            if let Some(&w) = out.get(next) {
                stack.push((v, next + 1));
                match colour.get(&w) {
                    None => {
                        colour.insert(w, 1);
                        stack.push((w, 0));
                    }
                    Some(1) => {
                        found.insert(w);
                    }
                    _ => {}
                }
            } else {
                colour.insert(v, 2);
            }
        }
    }
    found
        .into_iter()
        .map(|s| format!("left recursion through {s:?}"))
        .collect()
}
