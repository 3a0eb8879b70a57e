//! Per-method control-flow graphs.
//!
//! [`Cfg::build`] splits a method's items into basic blocks and connects them with typed edges
//! ([`EdgeKind`]) in a petgraph [`DiGraph`] that also has a synthetic entry and exit node. On top
//! of it the graph gives dominators (from the entry), back edges, natural loops and unreachable
//! blocks; [`CallSiteCfg`] is Casper's call-site CFG, [`Cfg::to_dot`] a Graphviz rendering and
//! [`summarize`] the counts the CLI prints.
//!
//! Blocks are numbered in source order (block 0 holds the first instruction). Items are indices
//! into `method.items`. Every block covered by a try range has an exceptional edge to each of the
//! range's handlers, even when none of its instructions can throw ([`Block::can_throw`] tells);
//! exceptional edges never make a block a branch node.

mod build;
mod callsite;
mod dot;
mod loops;
mod summary;

use std::collections::HashMap;
use std::fmt;
use std::ops::Range;

use petgraph::algo::dominators::Dominators;
use petgraph::graph::{DiGraph, EdgeIndex, NodeIndex};
use petgraph::visit::EdgeRef;
use petgraph::Direction;

use crate::ast::{Label, Method, TypeDesc};

pub use callsite::{CallSiteCfg, CsNode, SiteKind};
pub use loops::Loop;
pub use summary::{summarize, Summary};

/// A basic block: a run of instructions entered only at its first one and left only after its
/// last one (or by an exception). Blocks end after goto/if/switch/return/throw, before a label
/// that is a branch, case or handler target, and at try range boundaries.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Block {
    /// The items of the block: the labels and debug directives in front of its first instruction,
    /// its instructions, and what follows the last one up to the next block (for a block that
    /// does not end with a jump). Payloads, the `nop`s aligning them and the labels in front of
    /// them belong to no block.
    pub items: Range<usize>,
    /// Item index of the first instruction.
    pub first: usize,
    /// Item index of the last instruction.
    pub last: usize,
    /// The catches covering the block (indices into [`Cfg::catches`]) in the order the VM tries
    /// them: typed handlers in source order (a type listed twice counts once), then the catch-all.
    pub catches: Vec<usize>,
    /// The try ranges covering the block (indices into [`Cfg::tries`]), in source order.
    pub tries: Vec<usize>,
    /// Whether an instruction of the block may throw.
    pub can_throw: bool,
}

impl Block {
    /// Item indices of the block's instructions.
    pub fn instruction_items<'m>(&self, method: &'m Method) -> impl Iterator<Item = usize> + 'm {
        let range = self.items.clone();
        method
            .items
            .get(range.clone())
            .unwrap_or_default()
            .iter()
            .zip(range)
            .filter(|(item, _)| matches!(item, crate::ast::Item::Instruction(_)))
            .map(|(_, i)| i)
    }
}

/// One `.catch`/`.catchall` line, resolved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatchEntry {
    /// Item index of the `.catch` line.
    pub item: usize,
    /// `None` for `.catchall`.
    pub exception: Option<TypeDesc>,
    pub start: Label,
    pub end: Label,
    pub handler: Label,
    /// The block the handler label leads to.
    pub handler_block: usize,
    /// The try range (index into [`Cfg::tries`]) this catch belongs to.
    pub try_index: usize,
}

/// The `.catch` lines sharing one `{:start .. :end}` range: one try with several handlers. It
/// covers the instructions from label `start` up to, not including, label `end`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TryRange {
    pub start: Label,
    pub end: Label,
    /// Indices into [`Cfg::catches`], in source order.
    pub catches: Vec<usize>,
}

/// A node of the CFG.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockNode {
    Entry,
    Exit,
    /// Index into [`Cfg::blocks`].
    Block(usize),
}

/// Why control goes from one node to another.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum EdgeKind {
    /// From the synthetic entry to the first block.
    Entry,
    /// The block ends because the next instruction starts a block.
    FallThrough,
    Goto,
    IfTaken,
    IfNotTaken,
    /// A switch case with its key (duplicate targets give one edge per key).
    SwitchCase(i32),
    /// The fall-through of a switch.
    SwitchDefault,
    /// To a handler; `exception == None` for a catch-all; `catch` indexes [`Cfg::catches`].
    Exceptional {
        exception: Option<TypeDesc>,
        catch: usize,
    },
    /// `return*` to the exit node.
    Return,
    /// `throw` to the exit node (the exception may also go to a handler, by an exceptional edge).
    Throw,
}

impl EdgeKind {
    pub fn is_exceptional(&self) -> bool {
        matches!(self, EdgeKind::Exceptional { .. })
    }
}

impl fmt::Display for EdgeKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            EdgeKind::Entry => f.write_str("entry"),
            EdgeKind::FallThrough => f.write_str("fallthrough"),
            EdgeKind::Goto => f.write_str("goto"),
            EdgeKind::IfTaken => f.write_str("taken"),
            EdgeKind::IfNotTaken => f.write_str("not taken"),
            EdgeKind::SwitchCase(k) => write!(f, "case {k}"),
            EdgeKind::SwitchDefault => f.write_str("default"),
            EdgeKind::Exceptional {
                exception: Some(t), ..
            } => write!(f, "catch {t}"),
            EdgeKind::Exceptional {
                exception: None, ..
            } => f.write_str("catch-all"),
            EdgeKind::Return => f.write_str("return"),
            EdgeKind::Throw => f.write_str("throw"),
        }
    }
}

/// Malformed code found while building a CFG.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{method}: {kind}")]
pub struct CfgError {
    /// The method's signature, `Lpkg/C;->name(Args)Ret`.
    pub method: String,
    pub kind: CfgErrorKind,
}

/// What is wrong; `at` strings locate an instruction as `mnemonic (item N, near .line L)`.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CfgErrorKind {
    #[error("the method has no instructions; give it code or mark it abstract/native")]
    NoCode,
    #[error("label :{0} is defined more than once; rename one of them")]
    DuplicateLabel(Label),
    #[error("{at} refers to label :{label}, which is not defined in the method")]
    UndefinedLabel { label: Label, at: String },
    #[error("{at} jumps to label :{label}, which is not followed by an instruction")]
    TargetNotCode { label: Label, at: String },
    #[error("{at} refers to label :{label}, which should lead to {expected} but leads to {found}")]
    WrongPayload {
        label: Label,
        at: String,
        expected: &'static str,
        found: String,
    },
    #[error("control falls off the end of the method after {at}; end the code with return, throw or goto")]
    FallsOffEnd { at: String },
    #[error("control falls from {at} into the payload data that follows; add a goto or return before it")]
    FallsIntoPayload { at: String },
    #[error("the try range {{:{start} .. :{end}}} ends before it starts")]
    ReversedTryRange { start: Label, end: Label },
    #[error("{at} lacks the label operand its opcode needs")]
    MissingLabel { at: String },
}

/// A method's control-flow graph with its dominators and loops.
#[derive(Debug, Clone)]
pub struct Cfg {
    method: String,
    blocks: Vec<Block>,
    catches: Vec<CatchEntry>,
    tries: Vec<TryRange>,
    graph: DiGraph<BlockNode, EdgeKind>,
    /// Block of each instruction item (`None` for other items and for payload padding).
    item_block: Vec<Option<usize>>,
    /// Block of each label that leads to code.
    label_block: HashMap<Label, usize>,
    dominators: Dominators<NodeIndex>,
    dom_order: loops::DomOrder,
    back_edges: Vec<EdgeIndex>,
    retreating_edges: Vec<EdgeIndex>,
    loops: Vec<Loop>,
    unreachable: Vec<usize>,
}

/// The entry and exit are the first two nodes added.
fn entry_node() -> NodeIndex {
    NodeIndex::new(0)
}

fn exit_node() -> NodeIndex {
    NodeIndex::new(1)
}
const FIRST_BLOCK_NODE: usize = 2;

impl Cfg {
    /// Builds the CFG of `method`, declared in class `class` (used in error messages).
    pub fn build(class: &str, method: &Method) -> Result<Cfg, CfgError> {
        let signature = format!("{class}->{}{}", method.name, method.proto);
        let parts = build::build(method).map_err(|kind| CfgError {
            method: signature.clone(),
            kind,
        })?;
        let analysis = loops::analyse(&parts.graph, entry_node());
        Ok(Cfg {
            method: signature,
            blocks: parts.blocks,
            catches: parts.catches,
            tries: parts.tries,
            graph: parts.graph,
            item_block: parts.item_block,
            label_block: parts.label_block,
            dominators: analysis.dominators,
            dom_order: analysis.dom_order,
            back_edges: analysis.back_edges,
            retreating_edges: analysis.retreating_edges,
            loops: analysis.loops,
            unreachable: analysis.unreachable,
        })
    }

    /// The method's signature, `Lpkg/C;->name(Args)Ret`.
    pub fn method(&self) -> &str {
        &self.method
    }

    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    /// Every `.catch` line of the method, in source order.
    pub fn catches(&self) -> &[CatchEntry] {
        &self.catches
    }

    /// The try ranges, in order of their first `.catch` line.
    pub fn tries(&self) -> &[TryRange] {
        &self.tries
    }

    /// The graph: node weights say which block a node is, edge weights why control flows.
    pub fn graph(&self) -> &DiGraph<BlockNode, EdgeKind> {
        &self.graph
    }

    pub fn entry(&self) -> NodeIndex {
        entry_node()
    }

    pub fn exit(&self) -> NodeIndex {
        exit_node()
    }

    /// The graph node of a block.
    pub fn node(&self, block: usize) -> NodeIndex {
        NodeIndex::new(block + FIRST_BLOCK_NODE)
    }

    /// The block a graph node stands for (`None` for entry and exit).
    pub fn block_of_node(&self, node: NodeIndex) -> Option<usize> {
        match self.graph.node_weight(node) {
            Some(BlockNode::Block(b)) => Some(*b),
            _ => None,
        }
    }

    /// The block holding the instruction at `item`.
    pub fn block_of_item(&self, item: usize) -> Option<usize> {
        self.item_block.get(item).copied().flatten()
    }

    /// The block whose first instruction follows `label`.
    pub fn block_at_label(&self, label: &str) -> Option<usize> {
        self.label_block.get(label).copied()
    }

    /// Outgoing edges of a block: the target node and the edge kind, normal edges first.
    pub fn successors(&self, block: usize) -> impl Iterator<Item = (BlockNode, &EdgeKind)> {
        let mut edges: Vec<_> = self
            .graph
            .edges_directed(self.node(block), Direction::Outgoing)
            .map(|e| (e.id(), self.graph[e.target()], e.weight()))
            .collect();
        // petgraph lists a node's edges newest first; report them in insertion order.
        edges.sort_by_key(|(id, _, _)| *id);
        edges.into_iter().map(|(_, n, k)| (n, k))
    }

    /// Incoming edges of a block: the source node and the edge kind, in edge order.
    pub fn predecessors(&self, block: usize) -> impl Iterator<Item = (BlockNode, &EdgeKind)> {
        let mut edges: Vec<_> = self
            .graph
            .edges_directed(self.node(block), Direction::Incoming)
            .map(|e| (e.id(), self.graph[e.source()], e.weight()))
            .collect();
        edges.sort_by_key(|(id, _, _)| *id);
        edges.into_iter().map(|(_, n, k)| (n, k))
    }

    /// Whether the block has more than one distinct successor over non-exceptional edges.
    pub fn is_branch(&self, block: usize) -> bool {
        let mut targets: Vec<BlockNode> = self
            .successors(block)
            .filter(|(_, k)| !k.is_exceptional())
            .map(|(n, _)| n)
            .collect();
        targets.sort_by_key(|n| self.node_index(*n));
        targets.dedup();
        targets.len() > 1
    }

    /// Number of branch blocks (see [`Cfg::is_branch`]).
    pub fn branch_count(&self) -> usize {
        (0..self.blocks.len())
            .filter(|&b| self.is_branch(b))
            .count()
    }

    fn node_index(&self, node: BlockNode) -> NodeIndex {
        match node {
            BlockNode::Entry => entry_node(),
            BlockNode::Exit => exit_node(),
            BlockNode::Block(b) => self.node(b),
        }
    }

    /// Dominators over graph nodes, rooted at the entry; unreachable nodes have none.
    pub fn dominators(&self) -> &Dominators<NodeIndex> {
        &self.dominators
    }

    /// Whether every path from the entry to `b` passes `a` (false when `b` is unreachable).
    pub fn dominates(&self, a: BlockNode, b: BlockNode) -> bool {
        self.dom_order
            .dominates(self.node_index(a), self.node_index(b))
    }

    /// The immediate dominator of a block (`BlockNode::Entry` for the first block).
    pub fn immediate_dominator(&self, block: usize) -> Option<BlockNode> {
        self.dominators
            .immediate_dominator(self.node(block))
            .map(|n| self.graph[n])
    }

    /// Edges `u -> v` where `v` dominates `u`.
    pub fn back_edges(&self) -> &[EdgeIndex] {
        &self.back_edges
    }

    /// Edges closing a cycle in a depth-first search from the entry; removing them makes the
    /// reachable graph acyclic. They are the back edges when the graph is reducible.
    pub fn retreating_edges(&self) -> &[EdgeIndex] {
        &self.retreating_edges
    }

    /// Whether every cycle is a natural loop (each retreating edge is a back edge). Irreducible
    /// cycles, rare in dex code and then made by exceptional edges, are not in [`Cfg::loops`].
    pub fn is_reducible(&self) -> bool {
        self.retreating_edges
            .iter()
            .all(|e| self.back_edges.binary_search(e).is_ok())
    }

    /// Natural loops, one per header, ordered by header block.
    pub fn loops(&self) -> &[Loop] {
        &self.loops
    }

    /// Blocks the entry cannot reach (over normal and exceptional edges), in order.
    pub fn unreachable_blocks(&self) -> &[usize] {
        &self.unreachable
    }

    /// Casper's call-site CFG of the method; `method` must be the one the CFG was built from.
    pub fn call_site_cfg(&self, method: &Method) -> CallSiteCfg {
        callsite::build(self, method)
    }

    /// Graphviz DOT of the CFG; `method` must be the one the CFG was built from.
    pub fn to_dot(&self, method: &Method) -> String {
        dot::render(self, method)
    }
}
