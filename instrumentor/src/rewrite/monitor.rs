//! Where a monitor may be held.
//!
//! ART rejects a method in which an instruction that can throw, inside a try range, runs with
//! a monitor held and no catch-all covers it ("expected to be within a catch-all for an
//! instruction where a monitor is held"). Code placed into a block inherits the block's
//! coverage, so probe code that can throw must not land in a block that is covered by typed
//! handlers only while a monitor may be held; such code is moved out of every try range.

use smali_parser::ast::{Item, Method};
use smali_parser::cfg::{BlockNode, Cfg};
use smali_parser::opcode::Opcode;

/// Nesting deeper than this counts as this deep; it only matters whether it is zero.
const CAP: u8 = 8;

/// The number of monitors that may be held before each instruction (by item index; 0 for
/// other items), over every path from the entry.
pub(super) fn depths(method: &Method, cfg: &Cfg) -> Vec<u8> {
    let blocks = cfg.blocks();
    let mut entry: Vec<Option<u8>> = vec![None; blocks.len()];
    let mut work = Vec::new();
    if !blocks.is_empty() {
        entry[0] = Some(0);
        work.push(0);
    }
    while let Some(b) = work.pop() {
        let mut depth = entry[b].unwrap_or(0);
        let mut most = depth;
        for i in blocks[b].instruction_items(method) {
            depth = step(method, i, depth);
            most = most.max(depth);
        }
        for (to, kind) in cfg.successors(b) {
            let BlockNode::Block(t) = to else { continue };
            // An exception may leave from any point of the block.
            let d = if kind.is_exceptional() { most } else { depth };
            if entry[t].is_none_or(|e| d > e) {
                entry[t] = Some(d);
                work.push(t);
            }
        }
    }
    let mut out = vec![0; method.items.len()];
    for (b, block) in blocks.iter().enumerate() {
        let mut depth = entry[b].unwrap_or(0);
        for i in block.instruction_items(method) {
            out[i] = depth;
            depth = step(method, i, depth);
        }
    }
    out
}

/// The depth after the instruction at `item`, given the depth before it.
pub(super) fn step(method: &Method, item: usize, depth: u8) -> u8 {
    match method.items.get(item) {
        Some(Item::Instruction(ins)) if ins.opcode == Opcode::MonitorEnter => (depth + 1).min(CAP),
        Some(Item::Instruction(ins)) if ins.opcode == Opcode::MonitorExit => {
            depth.saturating_sub(1)
        }
        _ => depth,
    }
}
