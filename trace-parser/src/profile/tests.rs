use std::sync::Arc;

use android_runtime::meta::{BlockMeta, Metadata, MethodMeta};

use super::contexts::{hot_contexts, pruned, NONE};
use super::*;
use crate::run::{Event, Leave};

fn metadata(methods: u32) -> Arc<Metadata> {
    Arc::new(Metadata {
        version: android_runtime::meta::METADATA_VERSION,
        tool: "test".into(),
        input: "test.dex".into(),
        package: None,
        schemes: vec!["blocks".into()],
        methods: (0..methods)
            .map(|m| {
                MethodMeta::new(
                    "LT;",
                    &format!("m{m}"),
                    vec![
                        BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                        BlockMeta::with_edges(&[(Some(0), "goto")]),
                        BlockMeta::with_edges(&[(None, "return")]),
                    ],
                )
            })
            .collect(),
        skipped: Vec::new(),
    })
}

/// A pseudo-random run: `threads` threads of calls and returns over `methods` methods, deep
/// enough to cross several slabs, some threads left with frames open.
fn random_run(profiles: &mut Profiles, seed: u64, threads: u32, methods: u32, steps: usize) {
    let mut x = seed;
    let mut next = move |n: u64| {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x % n
    };
    for t in 0..threads {
        profiles.begin(t, &format!("t{}", t % 2));
        let mut stack: Vec<u32> = Vec::new();
        for _ in 0..steps {
            if stack.is_empty() || (stack.len() < 40 && next(5) < 3) {
                // Recursion is common: the same method again, or one of a few.
                let m = if next(3) == 0 {
                    stack.last().copied().unwrap_or(0)
                } else {
                    next(u64::from(methods)) as u32
                };
                // A call site of the caller (two per method), for profiles that keep sites.
                let caller = stack.last().map(|&c| crate::run::CallSite {
                    method: c,
                    site: next(2) as u32,
                });
                let event = if next(10) == 0 {
                    Event::Resume { method: m, caller }
                } else {
                    Event::Enter { method: m, caller }
                };
                profiles.event(event);
                profiles.event(Event::Block {
                    method: m,
                    block: 0,
                });
                stack.push(m);
            } else if let Some(m) = stack.pop() {
                profiles.event(Event::Exit {
                    method: m,
                    caller: None,
                    how: Leave::Return,
                });
            }
        }
        let end = ThreadEnd::at(stack.len(), false);
        profiles.end(end);
    }
}

fn profiles_with_k(k: usize, seed: u64) -> Profiles {
    profiles_with(Options { sites: false, k }, seed)
}

fn profiles_with(options: Options, seed: u64) -> Profiles {
    let mut p = Profiles::new(metadata(7), options);
    random_run(&mut p, seed, 4, 7, 1500);
    p
}

/// The counter properties of the paper's Section 4.1 on a k-CCF of `p`'s CCT.
fn check_ccf_properties(p: &Profiles, ccf: &Tree) {
    if let Err(e) = p.check_counters(ccf) {
        panic!("{e}");
    }
}

#[test]
fn the_k_slab_forest_gives_the_k_ccf_of_the_cct() {
    for seed in [1, 99] {
        let depth = profiles_with_k(1, seed).cct.depth();
        assert!(depth > 10, "the runs are deep enough to cross slabs");
        for k in 1..=depth + 2 {
            let p = profiles_with_k(k, seed);
            let from_cct = p.ccf(k);
            let from_slabs = p.slabs.ccf(&p.labels);
            assert!(
                from_cct.same_as(&from_slabs),
                "inv_k(k-SF) = inv_k(CCT) for k = {k}, seed {seed}"
            );
            check_ccf_properties(&p, &from_cct);
            assert!(
                p.slabs.tree.len() <= 2 * p.cct.tree.len(),
                "k-SF has at most 2n nodes"
            );
        }
    }
}

#[test]
fn call_sites_split_contexts_and_keep_the_properties() {
    let by_method = profiles_with_k(4, 21);
    let by_site = profiles_with(Options { sites: true, k: 4 }, 21);
    assert!(by_site.cct.tree.len() > by_method.cct.tree.len());
    assert_eq!(by_site.calls(), by_method.calls());
    let ccf = by_site.ccf(4);
    assert!(ccf.same_as(&by_site.slabs.ccf(&by_site.labels)));
    check_ccf_properties(&by_site, &ccf);
}

#[test]
fn the_infinite_ccf_has_a_leaf_per_cct_context() {
    let p = profiles_with_k(3, 5);
    let all = p.ccf(usize::MAX);
    check_ccf_properties(&p, &all);
    let children = all.child_lists();
    let leaves = children.iter().filter(|c| c.is_empty()).count();
    let counted = p.cct.tree.nodes().iter().filter(|n| n.count > 0).count();
    assert_eq!(leaves, counted);
    // Past the CCT's depth, k changes nothing.
    assert!(p.ccf(p.cct.depth() + 1).same_as(&all));
}

#[test]
fn similar_and_pruned_forests_keep_what_the_paper_says() {
    let p = profiles_with_k(3, 11);
    let all = p.ccf(usize::MAX);
    let similar = p.similar(50.0);
    // Every kept node is at least half its root, and is in the ∞-CCF with the same count.
    let mut roots = Vec::new();
    for n in similar.nodes() {
        let root = if n.parent == NONE {
            n.count
        } else {
            roots[n.parent as usize]
        };
        roots.push(root);
        assert!(n.count * 2 >= root);
    }
    // The similar forest is the ∞-CCF with the dissimilar nodes removed: count them there.
    let mut root_of = Vec::new();
    let mut expected = 0;
    for n in all.nodes() {
        let root = if n.parent == NONE {
            n.count
        } else {
            root_of[n.parent as usize]
        };
        root_of.push(root);
        expected += usize::from(n.count * 2 >= root);
    }
    assert_eq!(similar.len(), expected);
    assert!(similar.len() < all.len());

    let ccf = p.ccf(4);
    let kept = pruned(&ccf);
    let removed: u32 = kept.iter().map(|k| k.1).sum();
    assert_eq!(kept.len() + removed as usize, ccf.len());
    assert!(kept.len() < ccf.len());
}

#[test]
fn hot_contexts_cover_the_share_asked_for() {
    let p = profiles_with_k(3, 3);
    let ccf = p.ccf(3);
    let hot = hot_contexts(&ccf, 0.5);
    let total = p.calls() + p.threads.len() as u64;
    let sum: u64 = hot.iter().map(|h| h.1).sum();
    assert!(sum * 2 >= total);
    // Without the last one they would not.
    let last = hot.last().map_or(0, |h| h.1);
    assert!((sum - last) * 2 < total);
    assert!(hot.windows(2).all(|w| w[0].1 >= w[1].1));
    assert!(hot.iter().all(|h| h.0.len() <= 3));
}

#[test]
fn blocks_edges_and_paths_are_counted_per_method() {
    let meta = metadata(1);
    let mut p = Profiles::new(Arc::clone(&meta), Options::default());
    p.begin(0, "main");
    p.event(Event::Enter {
        method: 0,
        caller: None,
    });
    // 0 -> 1 -> 0 (back edge) -> 1 -> 0 -> 2 -> exit
    for b in [0, 1, 0, 1, 0, 2] {
        p.event(Event::Block {
            method: 0,
            block: b,
        });
    }
    p.event(Event::Exit {
        method: 0,
        caller: None,
        how: Leave::Return,
    });
    p.end(ThreadEnd::Complete);
    assert_eq!(p.flow.calls(0), 1);
    assert_eq!(p.flow.block_counts(0), [3, 2, 1]);
    assert_eq!(p.flow.edge_counts(0, 0), [2, 1]);
    assert_eq!(p.flow.edge_counts(0, 1), [2]);
    assert_eq!(p.flow.edge_counts(0, 2), [1]);
    assert_eq!(p.flow.unlisted(0), 0);
    let mut paths: Vec<(Vec<u32>, u64)> = p
        .flow
        .paths()
        .map(|(s, c)| (p.flow.path_blocks(&meta, s).unwrap_or_default(), c))
        .collect();
    paths.sort();
    // The back edge 1 -> 0 cuts: [0, 1] twice, then [0, 2].
    assert_eq!(paths, [(vec![0, 1], 2), (vec![0, 2], 1)]);
    assert_eq!(p.threads[0].blocks, 6);
    assert_eq!(p.cct.blocks(1), 6);
}
