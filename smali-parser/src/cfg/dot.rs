//! Graphviz rendering of a CFG.

use std::fmt::Write;

use petgraph::visit::EdgeRef;

use super::{BlockNode, Cfg, EdgeKind};
use crate::ast::{Item, Method};

fn quote(s: &str) -> String {
    s.replace('\\', "\\\\").replace('"', "\\\"")
}

fn node_id(node: BlockNode) -> String {
    match node {
        BlockNode::Entry => "entry".into(),
        BlockNode::Exit => "exit".into(),
        BlockNode::Block(b) => format!("b{b}"),
    }
}

pub(super) fn render(cfg: &Cfg, method: &Method) -> String {
    // Writing into a String cannot fail, so the fmt::Results below are ignored.
    let mut out = String::new();
    let _ = writeln!(out, "digraph \"{}\" {{", quote(cfg.method()));
    let _ = writeln!(out, "  node [shape=box, fontname=\"monospace\"];");
    let _ = writeln!(out, "  entry [label=\"entry\", shape=oval];");
    let _ = writeln!(out, "  exit [label=\"exit\", shape=oval];");
    for (b, block) in cfg.blocks().iter().enumerate() {
        let mut label = format!("B{b}\\l");
        for i in block.instruction_items(method) {
            if let Item::Instruction(ins) = &method.items[i] {
                label.push_str(&quote(ins.opcode.name()));
                label.push_str("\\l");
            }
        }
        let style = if cfg.unreachable_blocks().binary_search(&b).is_ok() {
            ", style=dotted"
        } else {
            ""
        };
        let _ = writeln!(out, "  b{b} [label=\"{label}\"{style}];");
    }
    let mut edges: Vec<_> = cfg.graph().edge_references().collect();
    edges.sort_by_key(|e| e.id());
    for e in edges {
        let from = node_id(cfg.graph()[e.source()]);
        let to = node_id(cfg.graph()[e.target()]);
        let kind = e.weight();
        let style = if matches!(kind, EdgeKind::Exceptional { .. }) {
            ", style=dashed"
        } else {
            ""
        };
        let _ = writeln!(
            out,
            "  {from} -> {to} [label=\"{}\"{style}];",
            quote(&kind.to_string())
        );
    }
    out.push_str("}\n");
    out
}
