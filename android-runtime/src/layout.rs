//! The numbering the `paths` scheme's three parties share: decision nodes, decision edges,
//! steps and the adaptive coding contexts, all derived from the metadata so that the
//! instrumentor (probe constants), the runtime (context tables) and the decoder agree.
//!
//! Contexts, in this order (one model table each, in the same order):
//!
//! | group | contexts | alphabet | codes |
//! |---|---|---|---|
//! | decision | B binary nodes, then the n-ary ones | successors | the successor taken |
//! | follow | E + M + 2 | 2 | after each token: is the next one the decision? |
//! | etype | 1 | 4 | ENTER, CATCH, UNWIND, END |
//! | delta | 4, one per etype | 17 | steps since the last token: 0..15, 16 = more |
//! | delta bits | 32 | 2 | the steps of an escaped delta, most significant bit first |
//! | site | S + 1 | 2 | at a step (or at no app frame): was the callee the predicted one? |
//! | method bits | 32 | 2 | a callee's method id, most significant bit first |
//! | block bits | 32 | 2 | the block an exception was thrown in |
//! | handler bits | 16 | 2 | which of the method's handlers caught it |
//!
//! Follow contexts: decision edge `e` is followed by context `e`; an ENTER into method `m` by
//! `E + m`; a CATCH or UNWIND by `E + M`; a thread's first token by `E + M + 1`.

use crate::meta::{BlockMeta, Metadata, MethodMeta};

/// Token types after an EVENT bit.
pub const ETYPE_ENTER: u32 = 0;
pub const ETYPE_CATCH: u32 = 1;
pub const ETYPE_UNWIND: u32 = 2;
pub const ETYPE_END: u32 = 3;
/// Alphabet of the etype context.
pub const ETYPES: u32 = 4;
/// Alphabet of a delta context: literal 0..=15, and 16 for "more, as 32 bits".
pub const DELTA_ALPHABET: u32 = 17;
/// The delta symbol that escapes to [`Layout::delta_bits`].
pub const DELTA_ESCAPE: u32 = 16;
/// Bit contexts of numbers coded bit by bit.
pub const NUMBER_BITS: u32 = 32;
/// Bit contexts of handler indices.
pub const HANDLER_BITS: u32 = 16;

/// The successors of a block that normal flow can take, distinct, in edge order: a decision
/// node's symbol is an index into this list.
pub fn normal_successors(block: &BlockMeta) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::new();
    for edge in &block.edges {
        if edge.kind.starts_with("catch") {
            continue;
        }
        if let Some(to) = edge.to {
            if !out.contains(&to) {
                out.push(to);
            }
        }
    }
    out
}

/// The handler blocks of a method, distinct, in block order: a CATCH codes an index into it.
pub fn handler_blocks(blocks: &[BlockMeta]) -> Vec<u32> {
    let mut out: Vec<u32> = blocks
        .iter()
        .flat_map(|b| &b.edges)
        .filter(|e| e.kind.starts_with("catch"))
        .filter_map(|e| e.to)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Bits needed to write any of `0..n` (0 when `n <= 1`).
pub fn width(n: u32) -> u32 {
    if n <= 1 {
        0
    } else {
        32 - (n - 1).leading_zeros()
    }
}

/// One decision node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Its decision context (global).
    pub context: u32,
    /// The edge id of symbol 0; symbol `s` is edge `first_edge + s`.
    pub first_edge: u32,
    /// The successor blocks, by symbol.
    pub successors: Vec<u32>,
}

/// The numbering of one metadata file.
#[derive(Clone, Debug)]
pub struct Layout {
    /// Per method, per block: the decision node there, if any.
    decisions: Vec<Vec<Option<Decision>>>,
    /// Binary decision nodes (contexts `0..binary`).
    binary: u32,
    /// Alphabets of the n-ary decision nodes, in context order after the binary ones.
    nary: Vec<u32>,
    /// Decision edges.
    edges: u32,
    /// Methods.
    methods: u32,
    /// Per method, the global id of its first step.
    step_base: Vec<u32>,
    /// Steps of all methods.
    steps: u32,
}

impl Layout {
    pub fn new(meta: &Metadata) -> Layout {
        Layout::of_methods(&meta.methods)
    }

    /// The numbering of `methods`, a metadata's method list (ids are indices).
    pub fn of_methods(methods: &[MethodMeta]) -> Layout {
        let mut decisions: Vec<Vec<Option<Decision>>> =
            methods.iter().map(|m| vec![None; m.blocks.len()]).collect();
        let mut binary = 0u32;
        let mut nary_nodes = Vec::new();
        for (m, method) in methods.iter().enumerate() {
            for (b, block) in method.blocks.iter().enumerate() {
                let successors = normal_successors(block);
                match successors.len() {
                    0 | 1 => {}
                    2 => {
                        decisions[m][b] = Some(Decision {
                            context: binary,
                            first_edge: 2 * binary,
                            successors,
                        });
                        binary += 1;
                    }
                    _ => nary_nodes.push((m, b, successors)),
                }
            }
        }
        let mut edges = 2 * binary;
        let mut nary = Vec::with_capacity(nary_nodes.len());
        for (i, (m, b, successors)) in nary_nodes.into_iter().enumerate() {
            let n = successors.len() as u32;
            decisions[m][b] = Some(Decision {
                context: binary + i as u32,
                first_edge: edges,
                successors,
            });
            nary.push(n);
            edges += n;
        }
        let mut step_base = Vec::with_capacity(methods.len());
        let mut steps = 0u32;
        for method in methods {
            step_base.push(steps);
            steps += method.steps.len() as u32;
        }
        Layout {
            decisions,
            binary,
            nary,
            edges,
            methods: methods.len() as u32,
            step_base,
            steps,
        }
    }

    /// The decision node at `block` of `method`, if that block is one.
    pub fn decision(&self, method: u32, block: u32) -> Option<&Decision> {
        self.decisions
            .get(method as usize)?
            .get(block as usize)?
            .as_ref()
    }

    pub fn binary_nodes(&self) -> u32 {
        self.binary
    }

    /// Alphabets of the n-ary decision nodes, in context order.
    pub fn nary_alphabets(&self) -> &[u32] {
        &self.nary
    }

    pub fn edge_count(&self) -> u32 {
        self.edges
    }

    pub fn method_count(&self) -> u32 {
        self.methods
    }

    pub fn step_count(&self) -> u32 {
        self.steps
    }

    /// Global id of step `index` of `method`.
    pub fn step_id(&self, method: u32, index: u32) -> u32 {
        self.step_base.get(method as usize).copied().unwrap_or(0) + index
    }

    fn decision_contexts(&self) -> u32 {
        self.binary + self.nary.len() as u32
    }

    /// Follow context after decision edge `edge`.
    pub fn follow_edge(&self, edge: u32) -> u32 {
        self.decision_contexts() + edge
    }

    /// Follow context after entering `method`.
    pub fn follow_enter(&self, method: u32) -> u32 {
        self.decision_contexts() + self.edges + method
    }

    /// Follow context after a CATCH or UNWIND.
    pub fn follow_exception(&self) -> u32 {
        self.decision_contexts() + self.edges + self.methods
    }

    /// Follow context of a thread's first token.
    pub fn follow_start(&self) -> u32 {
        self.follow_exception() + 1
    }

    pub fn etype(&self) -> u32 {
        self.follow_start() + 1
    }

    /// Delta context of event type `etype`.
    pub fn delta(&self, etype: u32) -> u32 {
        self.etype() + 1 + etype
    }

    /// Bit context `i` (0 = most significant) of an escaped delta.
    pub fn delta_bits(&self) -> u32 {
        self.delta(0) + ETYPES
    }

    /// Prediction flag of global step `step`; `step_count()` is the slot of entries with no
    /// app frame below.
    pub fn site(&self, step: u32) -> u32 {
        self.delta_bits() + NUMBER_BITS + step
    }

    pub fn method_bits(&self) -> u32 {
        self.site(self.steps) + 1
    }

    pub fn block_bits(&self) -> u32 {
        self.method_bits() + NUMBER_BITS
    }

    pub fn handler_bits(&self) -> u32 {
        self.block_bits() + NUMBER_BITS
    }

    /// Every context's alphabet, by context index.
    pub fn alphabets(&self) -> Vec<u32> {
        let total = self.handler_bits() + HANDLER_BITS;
        let mut out = Vec::with_capacity(total as usize);
        out.extend(std::iter::repeat_n(2, self.binary as usize));
        out.extend_from_slice(&self.nary);
        let follows = self.edges + self.methods + 2;
        out.extend(std::iter::repeat_n(2, follows as usize));
        out.push(ETYPES);
        out.extend(std::iter::repeat_n(DELTA_ALPHABET, ETYPES as usize));
        out.extend(std::iter::repeat_n(2, NUMBER_BITS as usize));
        out.extend(std::iter::repeat_n(2, self.steps as usize + 1));
        out.extend(std::iter::repeat_n(
            2,
            (2 * NUMBER_BITS + HANDLER_BITS) as usize,
        ));
        debug_assert_eq!(out.len(), total as usize);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::{EdgeMeta, StepMeta};

    fn block(edges: &[(Option<u32>, &str)]) -> BlockMeta {
        BlockMeta {
            line: None,
            edges: edges
                .iter()
                .map(|(to, kind)| EdgeMeta {
                    to: *to,
                    kind: kind.to_string(),
                })
                .collect(),
        }
    }

    fn method(blocks: Vec<BlockMeta>, steps: usize) -> MethodMeta {
        MethodMeta {
            class: "LA;".into(),
            name: "m".into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            blocks,
            sites: Vec::new(),
            steps: (0..steps)
                .map(|i| StepMeta {
                    block: 0,
                    site: Some(i as u32),
                })
                .collect(),
        }
    }

    fn meta(methods: Vec<MethodMeta>) -> Metadata {
        Metadata {
            version: crate::meta::METADATA_VERSION,
            tool: "test".into(),
            input: "x.dex".into(),
            package: None,
            schemes: vec!["paths".into()],
            methods,
            skipped: Vec::new(),
        }
    }

    #[test]
    fn binary_nodes_come_first_and_contexts_follow_in_groups() {
        let m0 = method(
            vec![
                // a switch with a duplicate target: 3 distinct successors
                block(&[
                    (Some(1), "case 1"),
                    (Some(2), "case 2"),
                    (Some(1), "case 3"),
                    (Some(3), "default"),
                ]),
                block(&[
                    (Some(2), "taken"),
                    (Some(3), "not-taken"),
                    (Some(4), "catch-all"),
                ]),
                block(&[(Some(3), "taken"), (Some(3), "not-taken")]),
                block(&[(None, "return")]),
                block(&[(None, "throw")]),
            ],
            2,
        );
        assert_eq!(handler_blocks(&m0.blocks), vec![4]);
        let m1 = method(vec![block(&[(Some(0), "taken"), (None, "return")])], 3);
        let layout = Layout::new(&meta(vec![m0, m1]));
        assert_eq!(layout.binary_nodes(), 1);
        let d = layout.decision(0, 1).unwrap();
        assert_eq!(
            (d.context, d.first_edge, d.successors.clone()),
            (0, 0, vec![2, 3])
        );
        // Both edges of block 2 go to block 3: no decision.
        assert!(layout.decision(0, 2).is_none());
        assert!(layout.decision(1, 0).is_none());
        let sw = layout.decision(0, 0).unwrap();
        assert_eq!(
            (sw.context, sw.first_edge, sw.successors.clone()),
            (1, 2, vec![1, 2, 3])
        );
        assert_eq!(layout.edge_count(), 5);
        assert_eq!(layout.step_id(1, 2), 4);
        assert_eq!(layout.follow_edge(0), 2);
        assert_eq!(layout.follow_enter(1), 2 + 5 + 1);
        assert_eq!(layout.follow_start(), 2 + 5 + 2 + 1);
        let alphabets = layout.alphabets();
        assert_eq!(alphabets[0], 2);
        assert_eq!(alphabets[1], 3);
        assert_eq!(alphabets[layout.etype() as usize], ETYPES);
        assert_eq!(alphabets[layout.delta(3) as usize], DELTA_ALPHABET);
        assert_eq!(alphabets.len() as u32, layout.handler_bits() + HANDLER_BITS);
        assert_eq!(layout.site(5), layout.method_bits() - 1);
    }

    #[test]
    fn widths() {
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 256, 257].map(width),
            [0, 0, 1, 2, 2, 3, 8, 9]
        );
    }
}
