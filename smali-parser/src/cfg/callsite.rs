//! Casper's call-site CFG (CSCFG).
//!
//! Nodes are the method's *sites* plus a synthetic entry and exit:
//! - a call site is an `invoke-*` instruction (polymorphic and custom included);
//! - a return site is a `return*` instruction (Casper's "return site": where the method returns);
//! - a throw site is a `throw` instruction, kept as a site because an uncaught throw leaves the
//!   method like a return (Casper models exception escape as a return site).
//!
//! An edge `a -> b` means control can go from site `a` to site `b` without passing another site;
//! `entry -> b` that `b` can be the first site executed; `r -> exit` ends every return and throw
//! site. Exceptional flow is followed only where it can happen: from a call (the callee may
//! throw), from a throw site inside a try, and from other instructions that may throw. The graph
//! keeps every site, also those in unreachable blocks (they then have no predecessor).

use std::collections::HashMap;

use petgraph::graph::{DiGraph, NodeIndex};
use petgraph::Direction;

use super::{BlockNode, Cfg};
use crate::ast::{Item, Method};
use crate::opcode::FlowKind;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum SiteKind {
    Call,
    Return,
    Throw,
}

/// A node of the call-site CFG.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CsNode {
    Entry,
    Exit,
    /// A site: its kind, the item index of its instruction and the block holding it.
    Site {
        kind: SiteKind,
        item: usize,
        block: usize,
    },
}

/// The call-site CFG of one method (see the module documentation for what nodes and edges mean).
#[derive(Debug, Clone)]
pub struct CallSiteCfg {
    graph: DiGraph<CsNode, ()>,
    by_item: HashMap<usize, NodeIndex>,
}

/// The entry and exit are the first two nodes added.
fn entry_node() -> NodeIndex {
    NodeIndex::new(0)
}

fn exit_node() -> NodeIndex {
    NodeIndex::new(1)
}

impl CallSiteCfg {
    pub fn graph(&self) -> &DiGraph<CsNode, ()> {
        &self.graph
    }

    pub fn entry(&self) -> NodeIndex {
        entry_node()
    }

    pub fn exit(&self) -> NodeIndex {
        exit_node()
    }

    /// The node of the site at `item`.
    pub fn site(&self, item: usize) -> Option<NodeIndex> {
        self.by_item.get(&item).copied()
    }

    /// Every site node, in source order.
    pub fn sites(&self) -> impl Iterator<Item = NodeIndex> + '_ {
        self.graph.node_indices().skip(2)
    }

    /// Successor nodes, in order of node index (source order, entry and exit first).
    pub fn successors(&self, node: NodeIndex) -> Vec<NodeIndex> {
        self.sorted(self.graph.neighbors_directed(node, Direction::Outgoing))
    }

    /// Predecessor nodes, in order of node index.
    pub fn predecessors(&self, node: NodeIndex) -> Vec<NodeIndex> {
        self.sorted(self.graph.neighbors_directed(node, Direction::Incoming))
    }

    /// Casper's H: the sites that can run first.
    pub fn entry_sites(&self) -> Vec<NodeIndex> {
        self.successors(entry_node())
    }

    /// Casper's T: the sites after which the method can end (return and throw sites).
    pub fn exit_sites(&self) -> Vec<NodeIndex> {
        self.predecessors(exit_node())
    }

    fn sorted(&self, nodes: impl Iterator<Item = NodeIndex>) -> Vec<NodeIndex> {
        let mut v: Vec<NodeIndex> = nodes.collect();
        v.sort_unstable();
        v.dedup();
        v
    }
}

/// Per block: its sites in order, and whether an instruction before the first site may throw.
struct BlockSites {
    sites: Vec<NodeIndex>,
    prefix_throws: bool,
}

pub(super) fn build(cfg: &Cfg, method: &Method) -> CallSiteCfg {
    let mut graph = DiGraph::new();
    graph.add_node(CsNode::Entry);
    graph.add_node(CsNode::Exit);
    let mut by_item = HashMap::new();
    let mut per_block = Vec::with_capacity(cfg.blocks().len());
    for (b, block) in cfg.blocks().iter().enumerate() {
        let mut sites = Vec::new();
        let mut prefix_throws = false;
        for i in block.instruction_items(method) {
            let Item::Instruction(ins) = &method.items[i] else {
                continue;
            };
            let kind = if ins.opcode.is_invoke() {
                Some(SiteKind::Call)
            } else {
                match ins.opcode.flow() {
                    FlowKind::Return => Some(SiteKind::Return),
                    FlowKind::Throw => Some(SiteKind::Throw),
                    _ => None,
                }
            };
            if let Some(kind) = kind {
                let n = graph.add_node(CsNode::Site {
                    kind,
                    item: i,
                    block: b,
                });
                by_item.insert(i, n);
                sites.push(n);
            } else if sites.is_empty() && ins.opcode.can_throw() {
                prefix_throws = true;
            }
        }
        per_block.push(BlockSites {
            sites,
            prefix_throws,
        });
    }

    let normal_succs = |b: usize| -> Vec<usize> {
        cfg.successors(b)
            .filter(|(_, k)| !k.is_exceptional())
            .filter_map(|(n, _)| match n {
                BlockNode::Block(s) => Some(s),
                _ => None,
            })
            .collect()
    };
    let handlers = |b: usize| -> Vec<usize> {
        cfg.blocks()[b]
            .catches
            .iter()
            .map(|&c| cfg.catches()[c].handler_block)
            .collect()
    };

    // The sites reachable from the starts of `blocks` without passing a site. `seen` holds the
    // number of the search that last visited each block, so it is not cleared between searches.
    let mut seen = vec![0u32; per_block.len()];
    let mut search = 0u32;
    let mut first_sites = |blocks: Vec<usize>| -> Vec<NodeIndex> {
        search += 1;
        let mut found = Vec::new();
        let mut stack = blocks;
        while let Some(b) = stack.pop() {
            if std::mem::replace(&mut seen[b], search) == search {
                continue;
            }
            let info = &per_block[b];
            match info.sites.first() {
                Some(&s) => found.push(s),
                None => stack.extend(normal_succs(b)),
            }
            if info.prefix_throws {
                stack.extend(handlers(b));
            }
        }
        found
    };

    let mut edges = Vec::new();
    if !per_block.is_empty() {
        for s in first_sites(vec![0]) {
            edges.push((entry_node(), s));
        }
    }
    for (b, info) in per_block.iter().enumerate() {
        for (k, &s) in info.sites.iter().enumerate() {
            let CsNode::Site { kind, .. } = graph[s] else {
                continue;
            };
            let mut starts = Vec::new();
            match kind {
                SiteKind::Return => edges.push((s, exit_node())),
                SiteKind::Throw => {
                    edges.push((s, exit_node()));
                    starts.extend(handlers(b));
                }
                SiteKind::Call => {
                    match info.sites.get(k + 1) {
                        Some(&next) => edges.push((s, next)),
                        None => starts.extend(normal_succs(b)),
                    }
                    // The callee may throw (so may an instruction after the call).
                    starts.extend(handlers(b));
                }
            }
            if !starts.is_empty() {
                for t in first_sites(starts) {
                    edges.push((s, t));
                }
            }
        }
    }
    edges.sort_unstable();
    edges.dedup();
    for (a, b) in edges {
        graph.add_edge(a, b, ());
    }
    CallSiteCfg { graph, by_item }
}
