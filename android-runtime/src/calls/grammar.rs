//! The call-trace grammar of the `bri` and `calls` schemes (Casper's G and G', docs/calls.md),
//! built from the instrumentation metadata so that the instrumentor's selection, the
//! independent checker and the decoder all read the same grammar.
//!
//! Each method's *call-site control-flow graph* has a node per step (an invoke, or an
//! instruction that may run a static initializer) and one for the method's exit (every return:
//! a call trace does not tell returns apart). A [`Point`] is where a frame's walk stands: the
//! method's entry, just after a step, or the start of a handler (exceptions are logged, so the
//! grammar follows normal edges only and a caught exception restarts at its handler). The
//! productions of a point are its [`Alt`]s: the nodes reachable from it without passing
//! another node, an invoke that may enter one of several methods once per method (Casper's
//! artificial monomorphic sites).
//!
//! Terminals are what a frame's records can start with: a logged step's SITE, a callback's
//! first entry above a check site, a logged exit's RETURN, and the ENTRY of a method whose
//! entry is logged (methods with handlers and static initializers; the latter also open an
//! optional production at every step that may run them, taken when the next record says so).

use std::collections::{BTreeMap, HashMap, HashSet};

use crate::meta::{CallsMeta, MethodMeta};

/// Where a frame's walk stands in its method.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Point {
    Entry,
    /// Just after step `k` (its callee, if any, returned).
    After(u32),
    /// The start of handler block `h`, where a caught exception continues.
    Handler(u32),
}

/// A node of a method's call-site control-flow graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    Step(u32),
    Exit,
}

/// One production of a point: the node it takes, and the method an invoke there enters when it
/// may enter one of several (`None`: one method, or framework code, or no invoke).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Alt {
    pub node: Node,
    pub target: Option<u32>,
}

/// A terminal of the logged grammar, as a number (kind in the top bits).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Terminal {
    /// The SITE of a logged step.
    Site { method: u32, step: u32 },
    /// The first callback entry above check site `step` of `method`.
    Callback { method: u32, step: u32 },
    /// The RETURN of a method whose exit is logged.
    Return(u32),
    /// The ENTRY of a method whose entry is logged.
    Entry(u32),
}

/// FIRST of a string of grammar symbols: the terminals it can start with, and whether it can
/// derive nothing at all.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct First {
    pub terminals: Vec<Terminal>,
    pub nullable: bool,
}

impl First {
    fn only(t: Terminal) -> First {
        First {
            terminals: vec![t],
            nullable: false,
        }
    }

    fn empty() -> First {
        First {
            terminals: Vec::new(),
            nullable: true,
        }
    }

    /// Adds `other`'s terminals (sorted, without repeats).
    fn add(&mut self, other: &[Terminal]) {
        if other.is_empty() {
            return;
        }
        self.terminals.extend_from_slice(other);
        self.terminals.sort_unstable();
        self.terminals.dedup();
    }

    /// Whether the two share a terminal.
    pub fn meets(&self, other: &First) -> bool {
        let (mut i, mut j) = (0, 0);
        while i < self.terminals.len() && j < other.terminals.len() {
            match self.terminals[i].cmp(&other.terminals[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => return true,
            }
        }
        false
    }

    pub fn contains(&self, t: Terminal) -> bool {
        self.terminals.binary_search(&t).is_ok()
    }
}

/// One method's call-site control-flow graph: the productions of each of its points.
#[derive(Clone, Debug, Default)]
pub struct MethodGraph {
    pub alts: BTreeMap<Point, Vec<Alt>>,
}

impl MethodGraph {
    pub fn new(meta: &MethodMeta) -> MethodGraph {
        let blocks = meta.blocks.len();
        let mut first_step: Vec<Option<u32>> = vec![None; blocks];
        for (k, step) in (0u32..).zip(&meta.steps) {
            if let Some(slot) = first_step.get_mut(step.block as usize) {
                slot.get_or_insert(k);
            }
        }
        let nodes_from_block = |b: u32| -> Vec<Node> {
            let mut out = Vec::new();
            let mut seen = HashSet::new();
            let mut stack = vec![b];
            let mut first = true;
            while let Some(b) = stack.pop() {
                if !first {
                    if let Some(Some(k)) = first_step.get(b as usize) {
                        out.push(Node::Step(*k));
                        continue;
                    }
                }
                first = false;
                if !seen.insert(b) {
                    continue;
                }
                for edge in meta.blocks.get(b as usize).map_or(&[][..], |m| &m.edges) {
                    if edge.kind.starts_with("catch") || edge.kind == "throw" {
                        continue;
                    }
                    match edge.to {
                        Some(t) => stack.push(t),
                        None if edge.kind == "return" => out.push(Node::Exit),
                        None => {}
                    }
                }
            }
            out.sort_unstable();
            out.dedup();
            out
        };
        // The nodes a walk meets first from the start of block `b`.
        let from_start = |b: u32| -> Vec<Node> {
            match first_step.get(b as usize) {
                Some(Some(k)) => vec![Node::Step(*k)],
                _ => nodes_from_block(b),
            }
        };
        let mut nodes: BTreeMap<Point, Vec<Node>> = BTreeMap::new();
        if blocks > 0 {
            nodes.insert(Point::Entry, from_start(0));
        }
        for (k, step) in (0u32..).zip(&meta.steps) {
            let next = match meta.steps.get(k as usize + 1) {
                Some(n) if n.block == step.block => vec![Node::Step(k + 1)],
                _ => nodes_from_block(step.block),
            };
            nodes.insert(Point::After(k), next);
        }
        for h in crate::layout::handler_blocks(&meta.blocks) {
            nodes.insert(Point::Handler(h), from_start(h));
        }
        let alts = nodes
            .into_iter()
            .map(|(point, nodes)| {
                let alts = nodes
                    .into_iter()
                    .flat_map(|node| {
                        let targets = match node {
                            Node::Step(k) => meta
                                .steps
                                .get(k as usize)
                                .filter(|s| !s.open && s.enters.len() > 1)
                                .map_or(Vec::new(), |s| s.enters.clone()),
                            Node::Exit => Vec::new(),
                        };
                        if targets.is_empty() {
                            vec![Alt { node, target: None }]
                        } else {
                            targets
                                .into_iter()
                                .map(|t| Alt {
                                    node,
                                    target: Some(t),
                                })
                                .collect()
                        }
                    })
                    .collect();
                (point, alts)
            })
            .collect();
        MethodGraph { alts }
    }

    /// The productions of `point` (none for a point the method does not have).
    pub fn alts(&self, point: Point) -> &[Alt] {
        self.alts.get(&point).map_or(&[], Vec::as_slice)
    }
}

/// What one method logs, for computing its grammar.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Logged {
    pub steps: HashSet<u32>,
    pub exit: bool,
    pub entry: bool,
}

impl Logged {
    pub fn of(meta: &MethodMeta) -> Logged {
        let calls = meta.calls.clone().unwrap_or_default();
        Logged::from(&calls)
    }

    pub fn node(&self, node: Node) -> bool {
        match node {
            Node::Step(k) => self.steps.contains(&k),
            Node::Exit => self.exit,
        }
    }
}

impl From<&CallsMeta> for Logged {
    fn from(c: &CallsMeta) -> Logged {
        Logged {
            steps: c.logged.iter().copied().collect(),
            exit: c.exit,
            entry: c.entry,
        }
    }
}

impl From<&Logged> for CallsMeta {
    fn from(l: &Logged) -> CallsMeta {
        let mut logged: Vec<u32> = l.steps.iter().copied().collect();
        logged.sort_unstable();
        CallsMeta {
            logged,
            exit: l.exit,
            entry: l.entry,
        }
    }
}

/// The invoke part of a step: what entering its callee looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Call {
    /// Not an invoke, or one that runs no app code.
    None,
    /// Enters this instrumented method.
    Enters(u32),
    /// A check site: framework code that may call back.
    Check,
}

/// The invoke part of step `k` of `meta`, taken with production target `target`.
pub fn call_of(meta: &MethodMeta, k: u32, target: Option<u32>) -> Call {
    let Some(step) = meta.steps.get(k as usize) else {
        return Call::None;
    };
    if step.site.is_none() {
        return Call::None;
    }
    if step.open {
        return Call::Check;
    }
    match (target, step.enters.as_slice()) {
        (Some(t), _) => Call::Enters(t),
        (None, [t]) => Call::Enters(*t),
        _ => Call::None,
    }
}

/// FIRST of production `alt` of method `id`, given FIRST of the method's points and of every
/// method's body (`func`).
pub fn alt_first(
    id: u32,
    meta: &MethodMeta,
    logged: &Logged,
    alt: Alt,
    points: &BTreeMap<Point, First>,
    func: &dyn Fn(u32) -> First,
) -> First {
    let k = match alt.node {
        Node::Exit if logged.exit => return First::only(Terminal::Return(id)),
        Node::Exit => return First::empty(),
        Node::Step(k) => k,
    };
    if logged.steps.contains(&k) {
        return First::only(Terminal::Site {
            method: id,
            step: k,
        });
    }
    let mut out = First::default();
    // A check site's own initializers run with its check set: their entries are callbacks.
    if let Some(step) = meta.steps.get(k as usize).filter(|s| !s.open) {
        let inits: Vec<Terminal> = step.inits.iter().map(|&c| Terminal::Entry(c)).collect();
        out.add(&inits);
    }
    match call_of(meta, k, alt.target) {
        Call::Enters(t) => {
            let callee = func(t);
            out.add(&callee.terminals);
            if !callee.nullable {
                return out;
            }
        }
        Call::Check => out.add(&[Terminal::Callback {
            method: id,
            step: k,
        }]),
        Call::None => {}
    }
    let after = points.get(&Point::After(k)).cloned().unwrap_or_default();
    out.add(&after.terminals);
    out.nullable = after.nullable;
    out
}

/// Whether production `alt` can be walked through with no record: its node is not logged and
/// its callee (if any) can run without one (a check site's callbacks and a step's static
/// initializers are optional).
pub fn passable(meta: &MethodMeta, logged: &Logged, alt: Alt, func: &dyn Fn(u32) -> First) -> bool {
    match alt.node {
        Node::Exit => false,
        Node::Step(k) if logged.steps.contains(&k) => false,
        Node::Step(k) => match call_of(meta, k, alt.target) {
            Call::Enters(t) => func(t).nullable,
            Call::Check | Call::None => true,
        },
    }
}

/// Per point of a method, the steps each production reaches with no record (its own node,
/// then on through passable productions). An exception's records give a frame's last step;
/// the walk there with no record must be unique, so two productions of a point must not
/// reach a common step ([`Violation::Reach`]).
pub fn method_reach(
    meta: &MethodMeta,
    graph: &MethodGraph,
    logged: &Logged,
    func: &dyn Fn(u32) -> First,
) -> BTreeMap<Point, Vec<Vec<u32>>> {
    // Steps reachable from each point: a fixpoint over the method's loops.
    let mut from: BTreeMap<Point, Vec<u32>> = graph.alts.keys().map(|&p| (p, Vec::new())).collect();
    let through = |alt: Alt, from: &BTreeMap<Point, Vec<u32>>| -> Vec<u32> {
        let Node::Step(k) = alt.node else {
            return Vec::new();
        };
        let mut out = vec![k];
        if passable(meta, logged, alt, func) {
            out.extend(from.get(&Point::After(k)).map_or(&[][..], Vec::as_slice));
        }
        out.sort_unstable();
        out.dedup();
        out
    };
    loop {
        let mut changed = false;
        for (&point, alts) in graph.alts.iter().rev() {
            let mut all: Vec<u32> = alts.iter().flat_map(|&a| through(a, &from)).collect();
            all.sort_unstable();
            all.dedup();
            if from.get(&point) != Some(&all) {
                from.insert(point, all);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    graph
        .alts
        .iter()
        .map(|(&point, alts)| (point, alts.iter().map(|&a| through(a, &from)).collect()))
        .collect()
}

/// Steps of a method that close a loop its walk can go round with no record (Casper's "call
/// site inside an infinite loop", left recursion within a method): a depth-first search over
/// the passable productions, one step per loop found.
pub fn silent_loops(
    meta: &MethodMeta,
    graph: &MethodGraph,
    logged: &Logged,
    func: &dyn Fn(u32) -> First,
) -> Vec<u32> {
    let next = |p: Point| -> Vec<(u32, Point)> {
        graph
            .alts(p)
            .iter()
            .filter(|&&a| passable(meta, logged, a, func))
            .filter_map(|a| match a.node {
                Node::Step(k) => Some((k, Point::After(k))),
                Node::Exit => None,
            })
            .collect()
    };
    let mut colour: HashMap<Point, u8> = HashMap::new();
    let mut found = Vec::new();
    for &root in graph.alts.keys() {
        if colour.contains_key(&root) {
            continue;
        }
        colour.insert(root, 1);
        let mut stack = vec![(root, next(root), 0usize)];
        while let Some((p, out, i)) = stack.pop() {
            if let Some(&(k, q)) = out.get(i) {
                stack.push((p, out, i + 1));
                match colour.get(&q) {
                    None => {
                        colour.insert(q, 1);
                        let n = next(q);
                        stack.push((q, n, 0));
                    }
                    Some(1) => found.push(k),
                    _ => {}
                }
            } else {
                colour.insert(p, 2);
            }
        }
    }
    found.sort_unstable();
    found.dedup();
    found
}

/// FIRST of every point of method `id`, given FIRST of every method's body (`func`): a
/// fixpoint over the method's loops.
pub fn method_first(
    id: u32,
    meta: &MethodMeta,
    graph: &MethodGraph,
    logged: &Logged,
    func: &dyn Fn(u32) -> First,
) -> BTreeMap<Point, First> {
    let mut points: BTreeMap<Point, First> =
        graph.alts.keys().map(|&p| (p, First::default())).collect();
    loop {
        let mut changed = false;
        for (&point, alts) in graph.alts.iter().rev() {
            let mut value = First::default();
            for &alt in alts {
                let f = alt_first(id, meta, logged, alt, &points, func);
                value.add(&f.terminals);
                value.nullable |= f.nullable;
            }
            if points.get(&point) != Some(&value) {
                points.insert(point, value);
                changed = true;
            }
        }
        if !changed {
            return points;
        }
    }
}

/// FIRST of a method's body, given FIRST of its points.
pub fn func_first(id: u32, logged: &Logged, points: &BTreeMap<Point, First>) -> First {
    if logged.entry {
        return First::only(Terminal::Entry(id));
    }
    points
        .get(&Point::Entry)
        .cloned()
        .unwrap_or_else(First::empty)
}

/// The grammar of a whole program under the selection its metadata records.
pub struct Grammar {
    pub graphs: Vec<MethodGraph>,
    pub logged: Vec<Logged>,
    pub points: Vec<BTreeMap<Point, First>>,
    pub funcs: Vec<First>,
}

impl Grammar {
    /// Builds every method's graph and computes FIRST over the program (a fixpoint: methods
    /// called through unlogged sites depend on each other).
    pub fn new(methods: &[MethodMeta], logged: Vec<Logged>) -> Grammar {
        let graphs: Vec<MethodGraph> = methods.iter().map(MethodGraph::new).collect();
        let order = callee_first_order(methods);
        let mut points = vec![BTreeMap::new(); methods.len()];
        let mut funcs = vec![First::default(); methods.len()];
        loop {
            let mut changed = false;
            for &m in &order {
                let id = m as u32;
                let func = |t: u32| funcs.get(t as usize).cloned().unwrap_or_default();
                let p = method_first(id, &methods[m], &graphs[m], &logged[m], &func);
                let f = func_first(id, &logged[m], &p);
                if f != funcs[m] {
                    funcs[m] = f;
                    changed = true;
                }
                points[m] = p;
            }
            if !changed {
                break;
            }
        }
        Grammar {
            graphs,
            logged,
            points,
            funcs,
        }
    }

    /// FIRST of production `alt` of method `id`'s point.
    pub fn alt(&self, methods: &[MethodMeta], id: u32, alt: Alt) -> First {
        let m = id as usize;
        let func = |t: u32| self.funcs.get(t as usize).cloned().unwrap_or_default();
        alt_first(
            id,
            &methods[m],
            &self.logged[m],
            alt,
            &self.points[m],
            &func,
        )
    }
}

/// Methods in an order that puts callees (through unlogged sites) before callers where the
/// call graph allows: the post-order of a depth-first search from every method in id order.
pub fn callee_first_order(methods: &[MethodMeta]) -> Vec<usize> {
    let mut order = Vec::with_capacity(methods.len());
    let mut state = vec![0u8; methods.len()];
    for root in 0..methods.len() {
        if state[root] != 0 {
            continue;
        }
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = 1;
        while let Some((m, next)) = stack.pop() {
            let callees = callees(&methods[m]);
            if let Some(&c) = callees.get(next) {
                stack.push((m, next + 1));
                if state.get(c).copied() == Some(0) {
                    state[c] = 1;
                    stack.push((c, 0));
                }
            } else {
                state[m] = 2;
                order.push(m);
            }
        }
    }
    order
}

/// The methods `meta`'s invokes may enter directly, in step order.
pub fn callees(meta: &MethodMeta) -> Vec<usize> {
    meta.steps
        .iter()
        .filter(|s| !s.open)
        .flat_map(|s| s.enters.iter().map(|&t| t as usize))
        .collect()
}

/// A point where the logged grammar is not LL(1) as Casper's Definition 6 asks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Violation {
    /// Two productions of a point share a first terminal.
    Overlap {
        method: u32,
        point: Point,
        a: Alt,
        b: Alt,
    },
    /// A production of a point with several can derive nothing.
    Empty { method: u32, point: Point, alt: Alt },
    /// A method's body can derive itself with nothing logged before.
    LeftRecursion { method: u32 },
    /// Two productions of a point (at different nodes) reach a common step with no record,
    /// so an exception's position there would not say which was taken.
    Reach {
        method: u32,
        point: Point,
        a: Alt,
        b: Alt,
    },
}

/// The violations of Definition 6 in method `id`'s points (FIRST of its points given), and
/// of the uniqueness of walks to a position ([`method_reach`]).
pub fn method_violations(
    id: u32,
    meta: &MethodMeta,
    graph: &MethodGraph,
    logged: &Logged,
    points: &BTreeMap<Point, First>,
    func: &dyn Fn(u32) -> First,
) -> Vec<Violation> {
    let mut out = Vec::new();
    let reach = method_reach(meta, graph, logged, func);
    for (&point, alts) in &graph.alts {
        if alts.len() < 2 {
            continue;
        }
        let firsts: Vec<First> = alts
            .iter()
            .map(|&a| alt_first(id, meta, logged, a, points, func))
            .collect();
        let reaches = reach.get(&point);
        for (i, f) in firsts.iter().enumerate() {
            if f.nullable {
                out.push(Violation::Empty {
                    method: id,
                    point,
                    alt: alts[i],
                });
            }
            for j in i + 1..firsts.len() {
                let (a, b) = (alts[i], alts[j]);
                // The targets of one logged step: its witness's callee entry names the one.
                if a.node == b.node && logged.node(a.node) {
                    continue;
                }
                if f.meets(&firsts[j]) {
                    out.push(Violation::Overlap {
                        method: id,
                        point,
                        a,
                        b,
                    });
                } else if a.node != b.node && reaches.is_some_and(|r| sorted_meet(&r[i], &r[j])) {
                    out.push(Violation::Reach {
                        method: id,
                        point,
                        a,
                        b,
                    });
                }
            }
        }
    }
    out
}

/// Whether two sorted lists share an element.
pub fn sorted_meet(a: &[u32], b: &[u32]) -> bool {
    let (mut i, mut j) = (0, 0);
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => return true,
        }
    }
    false
}

/// Checks the logged grammar of a whole program against Casper's Definition 6, computing
/// everything again from the metadata alone: no left recursion; for any two productions of a
/// point, disjoint FIRST sets; no production of a point with several that derives nothing.
pub fn check(methods: &[MethodMeta]) -> Vec<Violation> {
    check_selection(methods, methods.iter().map(Logged::of).collect())
}

/// [`check`] of the selection `logged` (per method) rather than the one the metadata records.
pub fn check_selection(methods: &[MethodMeta], logged: Vec<Logged>) -> Vec<Violation> {
    let grammar = Grammar::new(methods, logged);
    let mut out = Vec::new();
    for (m, meta) in methods.iter().enumerate() {
        let id = m as u32;
        let func = |t: u32| grammar.funcs.get(t as usize).cloned().unwrap_or_default();
        out.extend(method_violations(
            id,
            meta,
            &grammar.graphs[m],
            &grammar.logged[m],
            &grammar.points[m],
            &func,
        ));
    }
    out.extend(left_recursion(methods, &grammar));
    out
}

/// Methods whose body derives itself before any terminal: a cycle in the graph of leftmost
/// derivations that log nothing (a recursive call at the start of a method, or a loop that
/// passes only unlogged nodes).
fn left_recursion(methods: &[MethodMeta], grammar: &Grammar) -> Vec<Violation> {
    // Vertices: (method, point); edges: what a point's leftmost derivation may start with
    // without a terminal.
    type V = (u32, Point);
    let mut edges: HashMap<V, Vec<V>> = HashMap::new();
    for (m, meta) in methods.iter().enumerate() {
        let id = m as u32;
        for (&point, alts) in &grammar.graphs[m].alts {
            let mut to = Vec::new();
            for &alt in alts {
                let Node::Step(k) = alt.node else { continue };
                if grammar.logged[m].steps.contains(&k) {
                    continue;
                }
                match call_of(meta, k, alt.target) {
                    Call::Enters(t) => {
                        let callee = t as usize;
                        if grammar.logged.get(callee).is_some_and(|l| !l.entry) {
                            to.push((t, Point::Entry));
                        }
                        if grammar.funcs.get(callee).is_some_and(|f| f.nullable) {
                            to.push((id, Point::After(k)));
                        }
                    }
                    _ => to.push((id, Point::After(k))),
                }
            }
            edges.insert((id, point), to);
        }
    }
    // Iterative three-colour depth-first search for a cycle.
    let mut colour: HashMap<V, u8> = HashMap::new();
    let mut found = HashSet::new();
    let mut roots: Vec<V> = edges.keys().copied().collect();
    roots.sort();
    for root in roots {
        if colour.contains_key(&root) {
            continue;
        }
        let mut stack: Vec<(V, usize)> = vec![(root, 0)];
        colour.insert(root, 1);
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
                        found.insert(w.0);
                    }
                    _ => {}
                }
            } else {
                colour.insert(v, 2);
            }
        }
    }
    let mut found: Vec<u32> = found.into_iter().collect();
    found.sort_unstable();
    found
        .into_iter()
        .map(|method| Violation::LeftRecursion { method })
        .collect()
}
