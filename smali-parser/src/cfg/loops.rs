//! Dominators, back edges, natural loops and reachability.

use std::collections::BTreeMap;

use petgraph::algo::dominators::{self, Dominators};
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;
use petgraph::Direction;

use super::{BlockNode, EdgeKind};

/// A natural loop: its header and every block that reaches a latch without passing the header.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Loop {
    /// The header block; it dominates the whole body.
    pub header: usize,
    /// Blocks whose back edge goes to the header, ascending.
    pub latches: Vec<usize>,
    /// The blocks of the loop, header included, ascending.
    pub body: Vec<usize>,
}

impl Loop {
    pub fn contains(&self, block: usize) -> bool {
        self.body.binary_search(&block).is_ok()
    }
}

/// Pre/post numbers of the dominator tree, so that dominance is two comparisons.
#[derive(Debug, Clone)]
pub(super) struct DomOrder {
    /// `(pre, post)` per node index; `None` when the node is unreachable.
    order: Vec<Option<(u32, u32)>>,
}

impl DomOrder {
    fn new(doms: &Dominators<NodeIndex>, nodes: usize) -> DomOrder {
        let mut children = vec![Vec::new(); nodes];
        for n in 0..nodes {
            let n = NodeIndex::new(n);
            if let Some(idom) = doms.immediate_dominator(n) {
                children[idom.index()].push(n.index());
            }
        }
        let mut order = vec![None; nodes];
        let mut counter = 0u32;
        let root = doms.root().index();
        // Iterative DFS: (node, next child to visit).
        let mut stack = vec![(root, 0usize)];
        let mut pre = vec![0u32; nodes];
        pre[root] = counter;
        while let Some((n, child)) = stack.pop() {
            if let Some(&c) = children[n].get(child) {
                stack.push((n, child + 1));
                counter += 1;
                pre[c] = counter;
                stack.push((c, 0));
            } else {
                counter += 1;
                order[n] = Some((pre[n], counter));
            }
        }
        DomOrder { order }
    }

    pub(super) fn dominates(&self, a: NodeIndex, b: NodeIndex) -> bool {
        match (
            self.order.get(a.index()).copied().flatten(),
            self.order.get(b.index()).copied().flatten(),
        ) {
            (Some((pa, qa)), Some((pb, qb))) => pa <= pb && qb <= qa,
            _ => false,
        }
    }

    fn reachable(&self, n: NodeIndex) -> bool {
        self.order.get(n.index()).is_some_and(Option::is_some)
    }
}

pub(super) struct Analysis {
    pub dominators: Dominators<NodeIndex>,
    pub dom_order: DomOrder,
    pub back_edges: Vec<EdgeIndex>,
    pub retreating_edges: Vec<EdgeIndex>,
    pub loops: Vec<super::Loop>,
    pub unreachable: Vec<usize>,
}

pub(super) fn analyse(graph: &DiGraph<BlockNode, EdgeKind>, entry: NodeIndex) -> Analysis {
    let dominators = dominators::simple_fast(graph, entry);
    let dom_order = DomOrder::new(&dominators, graph.node_count());
    let block = |n: NodeIndex| match graph[n] {
        BlockNode::Block(b) => Some(b),
        _ => None,
    };

    let back_edges: Vec<EdgeIndex> = graph
        .edge_references()
        .filter(|e| dom_order.reachable(e.source()) && dom_order.dominates(e.target(), e.source()))
        .map(|e| e.id())
        .collect();

    // Body of each header's loop: walk predecessors back from the latches, stopping at the header;
    // only nodes the header dominates belong (this keeps unreachable code out).
    let mut by_header: BTreeMap<usize, (Vec<usize>, Vec<bool>)> = BTreeMap::new();
    for &e in &back_edges {
        let Some((latch, header)) = graph.edge_endpoints(e) else {
            continue;
        };
        let (Some(h), Some(l)) = (block(header), block(latch)) else {
            continue;
        };
        let (latches, in_body) = by_header
            .entry(h)
            .or_insert_with(|| (Vec::new(), vec![false; graph.node_count()]));
        latches.push(l);
        in_body[header.index()] = true;
        let mut stack = vec![latch];
        while let Some(n) = stack.pop() {
            if in_body[n.index()] || !dom_order.dominates(header, n) {
                continue;
            }
            in_body[n.index()] = true;
            stack.extend(graph.neighbors_directed(n, Direction::Incoming));
        }
    }
    let loops = by_header
        .into_iter()
        .map(|(header, (mut latches, in_body))| {
            latches.sort_unstable();
            latches.dedup();
            let body = (0..in_body.len())
                .filter(|&n| in_body[n])
                .filter_map(|n| block(NodeIndex::new(n)))
                .collect();
            Loop {
                header,
                latches,
                body,
            }
        })
        .collect();

    let unreachable = graph
        .node_indices()
        .filter(|&n| !dom_order.reachable(n))
        .filter_map(block)
        .collect();

    let retreating_edges = retreating(graph, entry);
    Analysis {
        dominators,
        dom_order,
        back_edges,
        retreating_edges,
        loops,
        unreachable,
    }
}

/// Edges into a node still on the stack of a depth-first search from the entry (successors in
/// edge order), sorted. Removing them leaves the reachable graph acyclic.
fn retreating(graph: &DiGraph<BlockNode, EdgeKind>, entry: NodeIndex) -> Vec<EdgeIndex> {
    const NEW: u8 = 0;
    const ON_STACK: u8 = 1;
    const DONE: u8 = 2;
    let out_edges = |n: NodeIndex| {
        let mut v: Vec<(EdgeIndex, NodeIndex)> =
            graph.edges(n).map(|e| (e.id(), e.target())).collect();
        // Popped from the back: visit in edge order.
        v.sort_unstable_by_key(|(e, _)| std::cmp::Reverse(*e));
        v
    };
    let mut state = vec![NEW; graph.node_count()];
    let mut found = Vec::new();
    state[entry.index()] = ON_STACK;
    let mut stack = vec![(entry, out_edges(entry))];
    while let Some((node, edges)) = stack.last_mut() {
        match edges.pop() {
            Some((e, t)) => match state[t.index()] {
                NEW => {
                    state[t.index()] = ON_STACK;
                    stack.push((t, out_edges(t)));
                }
                ON_STACK => found.push(e),
                _ => {}
            },
            None => {
                state[node.index()] = DONE;
                stack.pop();
            }
        }
    }
    found.sort_unstable();
    found
}
