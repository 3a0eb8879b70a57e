//! The properties every calling-context profile must have (k-calling-context profiling,
//! Section 4.1 and Property 2), checked on the profiles of a decoded record: for every k from
//! 1 to the CCT's depth + 1, the k-slab forest built online by the paper's algorithm gives the
//! k-CCF the CCT gives; counters never grow from parent to child; a k-CCF's leaves add up to
//! the activations; the ∞-CCF has a leaf per CCT context; the k-SF has at most twice the
//! CCT's nodes.
//!
//! `inv_k` of a forest is determined by the map from each node's maximal suffix of at most k
//! labels to the counts added up over the nodes that end so (a k-CCF node counts the
//! entries whose reversed suffix starts with its path). For every k the two maps are compared,
//! suffixes hashed along each root path in constant time per node; the forests themselves are
//! built and compared node by node for k up to [`BUILT_UP_TO`] and at depth + 1. Both are
//! needed: building every inv_k of a deep CCT costs the square of its depth per node.

use std::collections::HashMap;
use std::sync::Arc;

use android_runtime::meta::Metadata;
use trace_parser::profile::contexts::Tree;
use trace_parser::profile::{Label, Options, Profiles, SlabForest};
use trace_parser::run::{Event, Run};
use trace_parser::RunSink;

/// The k-CCFs built node by node for k = 1 ..= this, and at depth + 1.
pub const BUILT_UP_TO: usize = 8;

/// `run` fed into new profiles whose k-slab forest has `k`.
pub fn profile(run: &Run, meta: &Arc<Metadata>, k: usize) -> Profiles {
    let mut profiles = Profiles::new(Arc::clone(meta), Options { sites: false, k });
    feed(run, &mut profiles);
    profiles
}

/// Feeds `run` to `sink`, thread by thread.
pub fn feed(run: &Run, sink: &mut dyn RunSink) {
    for t in &run.threads {
        sink.begin(t.index, &t.name);
        for e in &t.events {
            sink.event(e.clone());
        }
        sink.end(t.end.clone());
    }
}

/// A thread's calls and returns, labelled as the profiles label them: `(label, weight)` per
/// call, `None` per return.
type Calls = (u32, Vec<Option<(u32, u64)>>);

/// The calls and returns of every thread of `run`, with `profiles`' labels.
fn calls_of(run: &Run, profiles: &Profiles) -> Result<Vec<Calls>, String> {
    let id = |label: Label| {
        profiles
            .labels
            .id(&label)
            .ok_or_else(|| format!("{label:?} has no label in the profiles"))
    };
    run.threads
        .iter()
        .map(|t| {
            let root = id(Label::Thread(t.name.clone()))?;
            let ops = t
                .events
                .iter()
                .filter_map(|e| match *e {
                    Event::Enter { method, .. } => {
                        Some(id(Label::Method(method)).map(|l| Some((l, 1))))
                    }
                    Event::Resume { method, .. } => {
                        Some(id(Label::Method(method)).map(|l| Some((l, 0))))
                    }
                    Event::Exit { .. } => Some(Ok(None)),
                    Event::Block { .. } | Event::Mark { .. } => None,
                })
                .collect::<Result<_, String>>()?;
            Ok((root, ops))
        })
        .collect()
}

/// The k-SF of `calls`, built online.
fn slab_forest(calls: &[Calls], k: usize) -> SlabForest {
    let mut forest = SlabForest::new(k);
    for (root, ops) in calls {
        forest.begin(*root);
        for op in ops {
            match *op {
                Some((label, weight)) => forest.call(label, weight),
                None => forest.ret(),
            }
        }
    }
    forest
}

/// Per maximal suffix of at most `k` labels (hashed), the weights of the nodes of `tree`
/// that end so.
fn suffix_counts(tree: &Tree, k: usize, weight: &dyn Fn(u32) -> u64) -> HashMap<(u64, usize), u64> {
    const BASE: u64 = 0x9E37_79B9_7F4A_7C15;
    let children = tree.child_lists();
    let nodes = tree.nodes();
    let power = (0..k).fold(1u64, |p, _| p.wrapping_mul(BASE));
    let mut counts = HashMap::new();
    // Depth-first, with the prefix hashes of the root path on a stack.
    for root in tree.roots() {
        let mut prefix: Vec<u64> = vec![0];
        let mut todo = vec![(root, 0usize)];
        while let Some((node, level)) = todo.pop() {
            prefix.truncate(level + 1);
            let hash = prefix[level]
                .wrapping_mul(BASE)
                .wrapping_add(u64::from(nodes[node as usize].label) + 1);
            prefix.push(hash);
            let w = weight(node);
            if w > 0 {
                let length = (level + 1).min(k);
                let before = prefix[level + 1 - length];
                let suffix = hash.wrapping_sub(before.wrapping_mul(if length == k {
                    power
                } else {
                    (0..length).fold(1u64, |p, _| p.wrapping_mul(BASE))
                }));
                *counts.entry((suffix, length)).or_insert(0) += w;
            }
            todo.extend(children[node as usize].iter().map(|&c| (c, level + 1)));
        }
    }
    counts
}

/// The counter properties of a k-CCF of `p`, named `what` in the message.
fn check_counters(p: &Profiles, ccf: &Tree, what: &str) -> Result<(), String> {
    p.check_counters(ccf).map_err(|e| format!("{what}: {e}"))
}

/// Checks every property on the profiles of `run`; returns the CCT's depth.
pub fn check(run: &Run, meta: &Arc<Metadata>) -> Result<usize, String> {
    let p = profile(run, meta, 1);
    let depth = p.cct.depth();
    let all = p.ccf(usize::MAX);
    check_counters(&p, &all, "∞-CCF")?;
    let leaves = all.child_lists().iter().filter(|c| c.is_empty()).count();
    let contexts = p.cct.tree.nodes().iter().filter(|n| n.count > 0).count();
    if leaves != contexts {
        return Err(format!(
            "the ∞-CCF has {leaves} leaves for {contexts} CCT contexts"
        ));
    }
    let calls = calls_of(run, &p)?;
    let cct = p.cct.tree.nodes();
    for k in 1..=depth + 1 {
        let forest = slab_forest(&calls, k);
        if forest.tree.len() > 2 * p.cct.tree.len() {
            return Err(format!(
                "the {k}-SF has {} nodes, over twice the CCT's {}",
                forest.tree.len(),
                p.cct.tree.len()
            ));
        }
        let from_cct = suffix_counts(&p.cct.tree, k, &|v| cct[v as usize].count);
        let weights = forest.ccf_weights(&p.labels);
        let from_slabs = suffix_counts(&forest.tree, k, &|v| weights[v as usize]);
        if from_cct != from_slabs {
            return Err(format!(
                "inv_k(k-SF) differs from inv_k(CCT) at k = {k}: their suffix counts differ"
            ));
        }
        if k <= BUILT_UP_TO || k == depth + 1 {
            // Past the depth, k changes nothing: the ∞-CCF is the (depth + 1)-CCF.
            let shallower;
            let built = if k == depth + 1 {
                &all
            } else {
                shallower = p.ccf(k);
                &shallower
            };
            check_counters(&p, built, &format!("{k}-CCF"))?;
            if !built.same_as(&forest.ccf(&p.labels)) {
                return Err(format!("inv_k(k-SF) differs from inv_k(CCT) at k = {k}"));
            }
        }
    }
    Ok(depth)
}

/// Checks that every record of `records` gives `oracle`'s calling context tree (the same
/// contexts, the same calls into each): each scheme's record profiles as its oracle's does.
/// Blocks are left out of the profiles compared, which they do not change.
pub fn same_ccts<'r>(
    oracle: &Run,
    records: impl IntoIterator<Item = (String, &'r Run)>,
    meta: &Arc<Metadata>,
) -> Result<(), String> {
    let cct = |run: &Run| {
        let mut profiles = Profiles::new(Arc::clone(meta), Options { sites: false, k: 1 });
        for t in &run.threads {
            profiles.begin(t.index, &t.name);
            for e in t
                .events
                .iter()
                .filter(|e| !matches!(e, Event::Block { .. }))
            {
                profiles.event(e.clone());
            }
            profiles.end(t.end.clone());
        }
        profiles.cct.tree
    };
    let expected = cct(oracle);
    for (name, run) in records {
        if !cct(run).same_as(&expected) {
            return Err(format!(
                "{name}: its calling context tree is not the oracle's"
            ));
        }
    }
    Ok(())
}
