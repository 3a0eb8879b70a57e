//! Scheme `paths`: a decision at every CFG node with more than one normal successor, plus the
//! witnesses a decoder cannot infer (which method an entry went to and at which step, where an
//! exception was thrown and who caught it), all coded by the runtime in one adaptive stream per
//! thread. The numbers in the probes come from [`android_runtime::layout::Layout`].
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1..s4` probe arguments
//! (so `{s0 .. sK}` is a register range), `s5` the block the frame is in (`pos`, read when an
//! exception is caught or leaves the method), `s6` the exception on its way out.
//!
//! - entry: `enter(method id)` returns the state; `pos := 0`;
//! - every block entry: `pos := block`; a handler block first `caught(state, pos, handler
//!   index, handler count, block count)`, after its `move-exception`;
//! - before every step instruction (invokes, instructions that may run an app class's static
//!   initializer): `step(state, global step id)`;
//! - on every edge out of a decision node: `edge(state, edge id)` (two successors) or
//!   `sw(state, context, symbol, edge id)`;
//! - before every return: `exit(state)`;
//! - the body after the entry code under a catch-all whose handler calls
//!   `unwind(state, pos, block count)` and rethrows.

use petgraph::visit::EdgeRef;
use petgraph::Direction;
use smali_parser::ast::{Instruction, Operands};
use smali_parser::cfg::Cfg;
use smali_parser::opcode::Opcode;

use android_runtime::layout::{handler_blocks, Layout};
use android_runtime::meta::MethodMeta;

use super::probes::Probes;
use crate::rewrite::{RewriteError, Rewriter};

/// Scratch registers the plan needs.
pub const SCRATCH: u16 = 7;

const STATE: u16 = 0;
const ARG1: u16 = 1;
const ARG2: u16 = 2;
const ARG3: u16 = 3;
const ARG4: u16 = 4;
const POS: u16 = 5;
const EXCEPTION: u16 = 6;

const PATHS: &str = "Ladaptrace/rt/Paths;";

/// Puts the `paths` probes into `rw`, the rewriter of the method with id `id`, metadata `meta`
/// and CFG `cfg`; `steps` are the item indices of its step instructions, in order. Scratch
/// register `k` of this plan is the rewriter's `base + k`.
pub fn plan(
    rw: &mut Rewriter<'_>,
    cfg: &Cfg,
    meta: &MethodMeta,
    id: u32,
    steps: &[usize],
    layout: &Layout,
    base: u16,
) -> Result<(), RewriteError> {
    let p = Probes::new(base, POS, PATHS);
    let block_count = meta.blocks.len() as u32;
    let mut entry = p.constant(ARG1, id);
    entry.push(p.invoke("enter", &["I"], STATE_TYPE, ARG1, ARG1));
    entry.push(Instruction {
        opcode: Opcode::MoveResultObject,
        operands: Operands::R(p.reg(STATE)),
    });
    entry.extend(p.constant(POS, 0));
    rw.at_entry(entry);

    let handlers = handler_blocks(&meta.blocks);
    for (index, &handler) in handlers.iter().enumerate() {
        let mut code = vec![p.move_pos(ARG1)];
        code.extend(p.constant(ARG2, index as u32));
        code.extend(p.constant(ARG3, handlers.len() as u32));
        code.extend(p.constant(ARG4, block_count));
        code.push(p.invoke(
            "caught",
            &[STATE_TYPE, "I", "I", "I", "I"],
            "V",
            STATE,
            ARG4,
        ));
        rw.at_handler_entry(handler as usize, code)?;
    }
    for block in 0..cfg.blocks().len() {
        rw.at_block_entry(block, p.constant(POS, block as u32));
    }

    for (index, &item) in steps.iter().enumerate() {
        let mut code = p.constant(ARG1, layout.step_id(id, index as u32));
        code.push(p.invoke("step", &[STATE_TYPE, "I"], "V", STATE, ARG1));
        rw.before_item(item, code)?;
    }

    for block in 0..cfg.blocks().len() {
        let Some(decision) = layout.decision(id, block as u32) else {
            continue;
        };
        let graph = cfg.graph();
        let mut edges: Vec<_> = graph
            .edges_directed(cfg.node(block), Direction::Outgoing)
            .filter(|e| !e.weight().is_exceptional())
            .filter_map(|e| Some((e.id(), cfg.block_of_node(e.target())?)))
            .collect();
        edges.sort_by_key(|(edge, _)| *edge);
        for (edge, target) in edges {
            let Some(symbol) = decision
                .successors
                .iter()
                .position(|&s| s as usize == target)
            else {
                continue;
            };
            let edge_id = decision.first_edge + symbol as u32;
            let code = if decision.successors.len() == 2 {
                let mut code = p.constant(ARG1, edge_id);
                code.push(p.invoke("edge", &[STATE_TYPE, "I"], "V", STATE, ARG1));
                code
            } else {
                let mut code = p.constant(ARG1, decision.context);
                code.extend(p.constant(ARG2, symbol as u32));
                code.extend(p.constant(ARG3, edge_id));
                code.push(p.invoke("sw", &[STATE_TYPE, "I", "I", "I"], "V", STATE, ARG3));
                code
            };
            rw.on_edge(edge, code)?;
        }
    }

    rw.before_returns(vec![p.invoke("exit", &[STATE_TYPE], "V", STATE, STATE)]);
    let mut unwind = vec![p.move_pos(ARG1)];
    unwind.extend(p.constant(ARG2, block_count));
    unwind.push(p.invoke("unwind", &[STATE_TYPE, "I", "I"], "V", STATE, ARG2));
    rw.on_unwind(base + EXCEPTION, unwind)
}

const STATE_TYPE: &str = android_runtime::THREAD_STATE;
