//! Schemes `bri` and `calls`: call traces from the witnesses of a selection of call sites
//! (Casper; docs/calls.md). Both share the `Calls` runtime and the grammar of
//! [`android_runtime::calls::grammar`]; they differ in which nodes the whole-program pass logs:
//!
//! - `bri`: every node that is the target of a branch of the call-site graph (a point with
//!   several productions), entry points included; then whatever the checker still finds
//!   (left recursion) is logged too;
//! - `calls`: Casper's Algorithm 1 ([`select_casper`]).
//!
//! In both, the entry of a method with handlers (it may catch an exception, after which its
//! walk restarts at a logged position) and of a static initializer is logged, and so is every
//! call of `System.exit`, `Runtime.exit` and `Runtime.halt` (a process that exits leaves an
//! exact record).
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1`, `s2` probe
//! arguments (so `{s0 .. s2}` is the argument range), `s3` the frame's position (`2k` while in
//! its step `k`, `2k + 1` once an invoke that may enter an app method returned, -1 for no step
//! since its entry or last catch), `s4` the exception on its way out.
//!
//! - entry: `enter(method id)` or `enterLogged(method id)`, then `pos := -1`;
//! - before every step: `pos := 2k`; before a logged step `site(state, global step)`, or
//!   `check(state, global step)` when it is a check site or may enter one of several methods
//!   (the callee's entry then names it); before an unlogged check site
//!   `checkQuiet(state, global step)`; after an invoke that may enter an app method returns
//!   `pos := 2k + 1`, after a check site's `done(state)`;
//! - every handler's entry: `caughtAt(state, handler index, pos)`, then `pos := -1`;
//! - before every return: `exit(state, method id)` when the method's exit is logged, else
//!   `leave(state)`;
//! - the body under a catch-all whose handler calls `unwindAt(state, method id, pos)`.

use std::collections::HashSet;

use android_runtime::calls::coding::CallsCoding;
use android_runtime::calls::grammar::{
    alt_first, callee_first_order, check_selection, func_first, method_first, method_reach,
    method_violations, silent_loops, sorted_meet, First, Logged, MethodGraph, Node, Violation,
};
use android_runtime::calls::{SelectionCounts, SiteNumbering};
use android_runtime::layout::handler_blocks;
use android_runtime::meta::{CallsMeta, MethodMeta};
use android_runtime::scheme::calls as probe;
use android_runtime::{Markers, Scheme};
use smali_parser::ast::{Instruction, Operands, Reg};
use smali_parser::opcode::Opcode;

use super::{ProbePlan, Probes, Program, Target};
use crate::rewrite::{RewriteError, Rewriter};

const STATE: u16 = 0;
const ARG1: u16 = 1;
const ARG2: u16 = 2;
const POS: u16 = 3;
const EXCEPTION: u16 = 4;

/// Which nodes a plan logs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Selection {
    Bri,
    Casper,
}

/// The plan of `bri` or `calls`.
pub struct Witness {
    selection: Selection,
    steps: SiteNumbering,
    logged: Vec<Logged>,
    /// Methods that carry no probe (`calls`): see [`unprobed`].
    unprobed: HashSet<u32>,
    summary: Option<String>,
}

impl Witness {
    pub fn new(selection: Selection) -> Witness {
        Witness {
            selection,
            steps: SiteNumbering::default(),
            logged: Vec::new(),
            unprobed: HashSet::new(),
            summary: None,
        }
    }
}

/// The methods whose probes `calls` leaves out because they could never write a record: those
/// the instrumentor infers (`MethodMeta::inferred`: no branch, invoke or instruction that may
/// throw, and only app code calls them, at sites that surely enter them) that the selection
/// logs nothing of, and that no check site may enter (a check site's callee logs CALLBACK).
/// Nothing can happen while such a method runs (no callback, no exception, no step), so its
/// frame is unobservable: the records are those of the method with probes, and the decoder
/// walks through it as through any method that logged nothing. Its caller's step still counts
/// it.
fn unprobed(methods: &[MethodMeta], logged: &[Logged]) -> HashSet<u32> {
    let mut candidates: HashSet<u32> = (0u32..)
        .zip(methods.iter().zip(logged))
        .filter(|(_, (m, l))| m.inferred && !l.entry && !l.exit && l.steps.is_empty())
        .map(|(id, _)| id)
        .collect();
    for step in methods.iter().flat_map(|m| &m.steps) {
        if step.open || step.enters.len() > 1 {
            for callee in &step.enters {
                candidates.remove(callee);
            }
        }
    }
    candidates
}

impl ProbePlan for Witness {
    fn needs_steps(&self) -> bool {
        true
    }

    fn needs_call_graph(&self) -> bool {
        true
    }

    fn prepare(&mut self, program: &Program<'_>) -> Markers {
        let methods: Vec<MethodMeta> = program.methods.iter().map(|m| (*m).clone()).collect();
        self.steps = SiteNumbering::steps(&methods);
        let (logged, repaired) = match self.selection {
            Selection::Bri => select_bri(&methods),
            Selection::Casper => select_casper(&methods),
        };
        if self.selection == Selection::Casper {
            self.unprobed = unprobed(&methods, &logged);
        }
        self.logged = logged;
        let (scheme, name) = match self.selection {
            Selection::Bri => (Scheme::Bri, "bri"),
            Selection::Casper => (Scheme::Calls, "calls"),
        };
        let counts = SelectionCounts::of_selection(&methods, scheme, &self.logged);
        let entries = self.logged.iter().filter(|l| l.entry).count();
        self.summary = Some(format!(
            "{name}: {} of {} call sites and returns logged ({:.1} %), {} check sites, {entries} \
             method entries logged, {} methods without probes; the grammar checker added \
             {repaired}",
            counts.logged,
            counts.sites + counts.returns,
            100.0 * counts.share(),
            counts.checks,
            self.unprobed.len(),
        ));
        CallsCoding::new(&methods).markers()
    }

    fn summary(&self) -> Option<String> {
        self.summary.clone()
    }

    fn annotate(&self, id: u32, meta: &mut MethodMeta) {
        if let Some(logged) = self.logged.get(id as usize) {
            meta.calls = Some(CallsMeta::from(logged));
        }
    }

    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let p = Probes::new(base);
        let id = target.id;
        if self.unprobed.contains(&id) {
            return Ok(());
        }
        let meta = target.meta;
        let none = Logged::default();
        let logged = self.logged.get(id as usize).unwrap_or(&none);
        let enter = if logged.entry {
            &probe::ENTER_LOGGED
        } else {
            &probe::ENTER
        };
        let mut entry = p.enter(enter, id, ARG1, STATE).to_vec();
        entry.push(no_position(&p));
        rw.at_entry(entry);
        for (k, (&item, step)) in (0u32..).zip(target.steps.iter().zip(&meta.steps)) {
            let global = self.steps.global(id, k);
            let invoke = step.site.is_some();
            let check = invoke && (step.open || step.enters.len() > 1);
            let mut code = vec![p.constant(POS, 2 * k)];
            let probe = if logged.steps.contains(&k) {
                Some(if check { &probe::CHECK } else { &probe::SITE })
            } else if invoke && step.open {
                Some(&probe::CHECK_QUIET)
            } else {
                None
            };
            if let Some(probe) = probe {
                code.push(p.constant(ARG1, global));
                code.push(p.invoke(probe, STATE, ARG1));
            }
            rw.before_item(item, code)?;
            // After the invoke: the position says its callee returned (an exception after it
            // then tells a callee that ran from one the invoke never entered), and a check
            // site is left.
            let mut after = Vec::new();
            if invoke && !step.enters.is_empty() {
                after.push(p.constant(POS, 2 * k + 1));
            }
            if probe.is_some() && check {
                after.push(p.invoke(&probe::DONE, STATE, STATE));
            }
            if !after.is_empty() {
                rw.after_invoke(item, after)?;
            }
        }
        for (index, handler) in (0u32..).zip(handler_blocks(&meta.blocks)) {
            let code = vec![
                p.constant(ARG1, index),
                p.copy(ARG2, POS),
                p.invoke(&probe::CAUGHT_AT, STATE, ARG2),
                no_position(&p),
            ];
            rw.at_handler_entry(handler as usize, code)?;
        }
        if logged.exit {
            rw.before_returns(vec![
                p.constant(ARG1, id),
                p.invoke(&probe::EXIT, STATE, ARG1),
            ]);
        } else {
            rw.before_returns(vec![p.invoke(&probe::LEAVE, STATE, STATE)]);
        }
        rw.on_unwind(
            base + EXCEPTION,
            vec![
                p.constant(ARG1, id),
                p.copy(ARG2, POS),
                p.invoke(&probe::UNWIND_AT, STATE, ARG2),
            ],
        )
    }
}

/// `pos := -1`.
fn no_position(p: &Probes) -> Instruction {
    let Reg::V(r) = p.reg(POS) else {
        unreachable!("scratch registers are v registers")
    };
    Instruction {
        opcode: Opcode::Const16,
        operands: Operands::RLit(Reg::V(r), -1),
    }
}

/// Whether invoke target `target` (as the metadata writes it) ends the process.
fn exits(target: &str) -> bool {
    matches!(
        target,
        "Ljava/lang/System;->exit(I)V"
            | "Ljava/lang/Runtime;->exit(I)V"
            | "Ljava/lang/Runtime;->halt(I)V"
    )
}

/// What every selection logs: the entries of methods with handlers and of static
/// initializers, and the calls that end the process.
fn base(methods: &[MethodMeta]) -> Vec<Logged> {
    methods
        .iter()
        .map(|m| {
            let handlers = m
                .blocks
                .iter()
                .flat_map(|b| &b.edges)
                .any(|e| e.kind.starts_with("catch"));
            Logged {
                steps: (0u32..)
                    .zip(&m.steps)
                    .filter(|(_, s)| {
                        s.site
                            .and_then(|k| m.sites.get(k as usize))
                            .is_some_and(|site| exits(&site.target))
                    })
                    .map(|(k, _)| k)
                    .collect(),
                exit: false,
                entry: handlers || m.name == "<clinit>",
            }
        })
        .collect()
}

fn log_node(logged: &mut Logged, node: Node) {
    match node {
        Node::Step(k) => {
            logged.steps.insert(k);
        }
        Node::Exit => logged.exit = true,
    }
}

/// `bri`: the targets of every branch node of the call-site graphs, then repairs; with the
/// number of nodes the repairs logged.
pub fn select_bri(methods: &[MethodMeta]) -> (Vec<Logged>, usize) {
    let mut logged = base(methods);
    for (m, meta) in methods.iter().enumerate() {
        let graph = MethodGraph::new(meta);
        for alts in graph.alts.values() {
            if alts.len() > 1 {
                for alt in alts {
                    log_node(&mut logged[m], alt.node);
                }
            }
        }
    }
    repair(methods, logged)
}

/// Logs nodes until the checker finds nothing: for a conflict, the nodes of both productions;
/// for left recursion, every unlogged invoke of the method (at most a few rounds: each round
/// only adds). Returns the selection and how many nodes it added.
fn repair(methods: &[MethodMeta], mut logged: Vec<Logged>) -> (Vec<Logged>, usize) {
    let size =
        |l: &[Logged]| -> usize { l.iter().map(|m| m.steps.len() + usize::from(m.exit)).sum() };
    let before = size(&logged);
    for _ in 0..methods.len().max(1) {
        let violations = check_selection(methods, logged.clone());
        if violations.is_empty() {
            break;
        }
        for v in violations {
            match v {
                Violation::Overlap { method, a, b, .. } | Violation::Reach { method, a, b, .. } => {
                    log_node(&mut logged[method as usize], a.node);
                    log_node(&mut logged[method as usize], b.node);
                }
                Violation::Empty { method, alt, .. } => {
                    log_node(&mut logged[method as usize], alt.node)
                }
                Violation::LeftRecursion { method } => {
                    let meta = &methods[method as usize];
                    for (k, s) in (0u32..).zip(&meta.steps) {
                        if s.site.is_some() {
                            logged[method as usize].steps.insert(k);
                        }
                    }
                }
            }
        }
    }
    let added = size(&logged) - before;
    (logged, added)
}

/// `calls`: Casper's Algorithm 1. The call sites of the back edges of a depth-first search of
/// the call graph (roots in method order) are logged; then each method, callees first: the
/// nodes whose productions can derive nothing are logged (the VC-transform), a greedy vertex
/// cover of the call-site conflict graph is logged, and the nodes of the VC-transform are
/// unlogged again, last node first, wherever the method's grammar stays LL(1) without them.
/// With the number of nodes the final check still had to log (none, on every input tested).
pub fn select_casper(methods: &[MethodMeta]) -> (Vec<Logged>, usize) {
    let mut logged = base(methods);
    for (m, k) in back_edges(methods) {
        logged[m].steps.insert(k);
    }
    let graphs: Vec<MethodGraph> = methods.iter().map(MethodGraph::new).collect();
    let mut funcs: Vec<First> = vec![First::default(); methods.len()];
    for m in callee_first_order(methods) {
        let id = m as u32;
        let meta = &methods[m];
        let graph = &graphs[m];
        let func = |t: u32| funcs.get(t as usize).cloned().unwrap_or_default();
        // The VC-transform: nodes of a choice whose production may derive nothing.
        let points = method_first(id, meta, graph, &logged[m], &func);
        let mut special: Vec<Node> = Vec::new();
        for alts in graph.alts.values().filter(|a| a.len() > 1) {
            for &alt in alts {
                if logged[m].node(alt.node) {
                    continue;
                }
                let f = alt_first(id, meta, &logged[m], alt, &points, &func);
                if f.nullable && !special.contains(&alt.node) {
                    special.push(alt.node);
                }
            }
        }
        for &node in &special {
            log_node(&mut logged[m], node);
        }
        // The call-site conflict graph and its greedy vertex cover, again until the method's
        // grammar is LL(1): beyond Casper's Y-programs a logged node also changes what the
        // productions that pass it start with, so a conflict can survive its cover (an edge
        // whose one end is logged then forces the other), and loops the walk can go round
        // with no record get one node logged each.
        cover(id, meta, graph, &mut logged[m], &func);
        // The removal pass, last node first.
        // The removal pass, last node first.
        special.sort();
        for &node in special.iter().rev() {
            let mut without = logged[m].clone();
            match node {
                Node::Step(k) => {
                    without.steps.remove(&k);
                }
                Node::Exit => without.exit = false,
            }
            if base_keeps(&methods[m], node) {
                continue;
            }
            let points = method_first(id, meta, graph, &without, &func);
            if method_violations(id, meta, graph, &without, &points, &func).is_empty()
                && silent_loops(meta, graph, &without, &func).is_empty()
            {
                logged[m] = without;
            }
        }
        let points = method_first(id, meta, graph, &logged[m], &func);
        funcs[m] = func_first(id, &logged[m], &points);
    }
    repair(methods, logged)
}

/// Logs nodes of method `id` until its grammar is LL(1): each round covers the call-site
/// conflict graph of the current selection greedily (highest degree first, ties to the lowest
/// node; an edge whose one end is logged forces the other) and cuts the loops a walk can go
/// round with no record.
fn cover(
    id: u32,
    meta: &MethodMeta,
    graph: &MethodGraph,
    logged: &mut Logged,
    func: &dyn Fn(u32) -> First,
) {
    loop {
        let points = method_first(id, meta, graph, logged, func);
        let reach = method_reach(meta, graph, logged, func);
        let mut edges: Vec<(Node, Node)> = Vec::new();
        let mut forced: Vec<Node> = Vec::new();
        for (point, alts) in graph.alts.iter().filter(|(_, a)| a.len() > 1) {
            let firsts: Vec<First> = alts
                .iter()
                .map(|&a| alt_first(id, meta, logged, a, &points, func))
                .collect();
            let reaches = &reach[point];
            for i in 0..alts.len() {
                for j in i + 1..alts.len() {
                    let (a, b) = (alts[i].node, alts[j].node);
                    if a == b && logged.node(a) {
                        continue;
                    }
                    let conflict = firsts[i].meets(&firsts[j])
                        || firsts[i].nullable
                        || firsts[j].nullable
                        || a != b && sorted_meet(&reaches[i], &reaches[j]);
                    if !conflict {
                        continue;
                    }
                    match (logged.node(a), logged.node(b)) {
                        (false, false) => edges.push((a, b)),
                        (true, false) => forced.push(b),
                        (false, true) => forced.push(a),
                        (true, true) => {}
                    }
                }
            }
        }
        forced.extend(
            silent_loops(meta, graph, logged, func)
                .into_iter()
                .map(Node::Step),
        );
        if forced.is_empty() && edges.is_empty() {
            return;
        }
        for node in forced {
            log_node(logged, node);
        }
        while !edges.is_empty() {
            let mut degree: std::collections::BTreeMap<Node, usize> = Default::default();
            for &(a, b) in &edges {
                *degree.entry(a).or_default() += 1;
                if a != b {
                    *degree.entry(b).or_default() += 1;
                }
            }
            let Some((&pick, _)) = degree.iter().max_by(|x, y| x.1.cmp(y.1).then(y.0.cmp(x.0)))
            else {
                break;
            };
            log_node(logged, pick);
            edges.retain(|&(a, b)| a != pick && b != pick);
        }
    }
}

/// Whether `node` is logged by [`base`] whatever the selection (a call that ends the process).
fn base_keeps(meta: &MethodMeta, node: Node) -> bool {
    let Node::Step(k) = node else { return false };
    meta.steps
        .get(k as usize)
        .and_then(|s| s.site)
        .and_then(|s| meta.sites.get(s as usize))
        .is_some_and(|site| exits(&site.target))
}

/// The (method, step) of every call-graph edge that a depth-first search from every method,
/// in method order, finds to be a back edge (it closes a cycle of calls through unlogged
/// sites): logging them leaves the call graph acyclic.
fn back_edges(methods: &[MethodMeta]) -> Vec<(usize, u32)> {
    let edges: Vec<Vec<(usize, u32)>> = methods
        .iter()
        .map(|m| {
            (0u32..)
                .zip(&m.steps)
                .filter(|(_, s)| !s.open)
                .flat_map(|(k, s)| s.enters.iter().map(move |&t| (t as usize, k)))
                .collect()
        })
        .collect();
    let mut state = vec![0u8; methods.len()];
    let mut out = HashSet::new();
    for root in 0..methods.len() {
        if state[root] != 0 {
            continue;
        }
        state[root] = 1;
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        while let Some((m, next)) = stack.pop() {
            if let Some(&(t, k)) = edges[m].get(next) {
                stack.push((m, next + 1));
                match state.get(t) {
                    Some(0) => {
                        state[t] = 1;
                        stack.push((t, 0));
                    }
                    Some(1) => {
                        out.insert((m, k));
                    }
                    _ => {}
                }
            } else {
                state[m] = 2;
            }
        }
    }
    let mut out: Vec<(usize, u32)> = out.into_iter().collect();
    out.sort_unstable();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use android_runtime::meta::{BlockMeta, SiteMeta, StepMeta};

    /// A method whose block 0 branches to blocks 1 and 2, each calling `callee` once and
    /// returning.
    fn diamond(callee: u32) -> MethodMeta {
        let mut m = MethodMeta::new(
            "La;",
            "d",
            vec![
                BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                BlockMeta::with_edges(&[(None, "return")]),
                BlockMeta::with_edges(&[(None, "return")]),
            ],
        );
        m.sites = (0..2)
            .map(|_| SiteMeta {
                block: 0,
                opcode: "invoke-static".into(),
                target: "La;->leaf()V".into(),
            })
            .collect();
        m.steps = vec![
            StepMeta {
                block: 1,
                site: Some(0),
                enters: vec![callee],
                ..StepMeta::default()
            },
            StepMeta {
                block: 2,
                site: Some(1),
                enters: vec![callee],
                ..StepMeta::default()
            },
        ];
        m
    }

    fn leaf() -> MethodMeta {
        MethodMeta::new(
            "La;",
            "leaf",
            vec![BlockMeta::with_edges(&[(None, "return")])],
        )
    }

    fn with_selection(methods: &[MethodMeta], selection: &[Logged]) -> Vec<MethodMeta> {
        methods
            .iter()
            .zip(selection)
            .map(|(m, l)| MethodMeta {
                calls: Some(CallsMeta::from(l)),
                ..m.clone()
            })
            .collect()
    }

    /// Casper's running example in small: `f` branches to a call of `a` or of `b`, each of
    /// which branches between two calls of a leaf. The callees' witnesses tell `f`'s branch,
    /// so `calls` logs nothing in `f`, while `bri` logs both of its branch targets.
    #[test]
    fn witnesses_of_callees_decide_a_callers_branch() {
        let mut a = diamond(3);
        a.name = "a".into();
        let mut b = diamond(3);
        b.name = "b".into();
        let mut f = diamond(1);
        f.steps[1].enters = vec![2];
        let methods = vec![f, a, b, leaf()];
        let (casper, _) = select_casper(&methods);
        assert!(casper[0].steps.is_empty(), "{casper:?}");
        assert_eq!(
            casper[1].steps.len() + casper[2].steps.len(),
            4,
            "{casper:?}"
        );
        let (bri, _) = select_bri(&methods);
        assert_eq!(bri[0].steps.len(), 2, "{bri:?}");
        for selection in [casper, bri] {
            let with = with_selection(&methods, &selection);
            assert_eq!(android_runtime::calls::grammar::check(&with), []);
            assert_eq!(
                android_runtime::calls::ll1::check(&with),
                Vec::<String>::new()
            );
        }
    }

    /// Both branches of a diamond call one leaf that logs nothing: each call must be logged
    /// (a production that derives nothing cannot share a point with another).
    #[test]
    fn a_branch_between_two_silent_calls_logs_both() {
        let methods = vec![diamond(1), leaf()];
        let (casper, _) = select_casper(&methods);
        assert_eq!(casper[0].steps.len(), 2, "{casper:?}");
        let unlogged = with_selection(&methods, &[Logged::default(), Logged::default()]);
        assert!(!android_runtime::calls::grammar::check(&unlogged).is_empty());
        assert!(!android_runtime::calls::ll1::check(&unlogged).is_empty());
    }

    #[test]
    fn recursion_is_cut_at_a_back_edge() {
        let mut rec = diamond(0);
        rec.name = "rec".into();
        let (casper, _) = select_casper(&[rec]);
        assert!(!casper[0].steps.is_empty());
    }

    #[test]
    fn only_the_exit_of_the_process_is_logged_in_straight_code() {
        let mut m = MethodMeta::new("La;", "s", vec![BlockMeta::with_edges(&[(None, "return")])]);
        m.sites = vec![
            SiteMeta {
                block: 0,
                opcode: "invoke-static".into(),
                target: "Ljava/lang/System;->exit(I)V".into(),
            },
            SiteMeta {
                block: 0,
                opcode: "invoke-static".into(),
                target: "La;->leaf()V".into(),
            },
        ];
        m.steps = vec![
            StepMeta {
                block: 0,
                site: Some(0),
                ..StepMeta::default()
            },
            StepMeta {
                block: 0,
                site: Some(1),
                enters: vec![1],
                ..StepMeta::default()
            },
        ];
        let (casper, _) = select_casper(&[m, leaf()]);
        assert_eq!(casper[0].steps, HashSet::from([0]));
        assert!(!casper[0].exit && !casper[1].exit);
    }
}
