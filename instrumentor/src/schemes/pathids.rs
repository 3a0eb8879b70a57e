//! Schemes `pap` and `bl`, the path-profiling baselines: each frame keeps one path value that
//! edge probes update, and the runtime logs it raw whenever the frame's segment ends (a callee
//! is entered, the frame returns, an exception leaves it or is caught, a PAP value would
//! overflow, a BL cut edge is taken). The edge constants come from
//! [`android_runtime::pathids::MethodNumbering`], which the decoder uses too.
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1..s3` probe arguments
//! (so `{s0 .. sK}` is a register range; a BL increment that needs a long takes `s1..s2`), `s4`
//! the block the frame is in (`pos`, read by the return, unwind and catch probes), `s5` the
//! exception on its way out.
//!
//! - entry: `enter(method id)` returns the state; `pos := 0`;
//! - every block entry: `pos := block`; a handler block first `caught(state, pos, handler
//!   index)`, after its `move-exception`;
//! - before every step instruction: `step(state, index of the step in the method)`;
//! - PAP, on every edge into a block with `n > 1` in-edges: `pap(state, target, n, i)`;
//! - BL, on every DAG edge: `bl(state, increment)` (or `blw` with a long); on every cut edge
//!   `back(state, cut index)`;
//! - before every return: `exit(state, pos)`;
//! - the body after the entry code under a catch-all whose handler calls `unwind(state, pos)`
//!   and rethrows.

use petgraph::visit::EdgeRef;
use petgraph::Direction;
use smali_parser::ast::{Instruction, Operands};
use smali_parser::cfg::Cfg;
use smali_parser::opcode::Opcode;

use android_runtime::layout::handler_blocks;
use android_runtime::meta::MethodMeta;
use android_runtime::pathids::{BlEdge, MethodNumbering, Numbering};

use super::probes::Probes;
use crate::rewrite::{RewriteError, Rewriter};

/// Scratch registers the plan needs.
pub const SCRATCH: u16 = 6;

const STATE: u16 = 0;
const ARG1: u16 = 1;
const ARG2: u16 = 2;
const ARG3: u16 = 3;
const POS: u16 = 4;
const EXCEPTION: u16 = 5;

const PATH_IDS: &str = "Ladaptrace/rt/PathIds;";
const STATE_TYPE: &str = android_runtime::THREAD_STATE;

/// Puts the `pap` or `bl` probes (per `numbering`) into `rw`, the rewriter of the method with
/// id `id`, metadata `meta` and CFG `cfg`; `steps` are the item indices of its step
/// instructions, in order. Scratch register `k` of this plan is the rewriter's `base + k`.
pub fn plan(
    rw: &mut Rewriter<'_>,
    cfg: &Cfg,
    meta: &MethodMeta,
    id: u32,
    steps: &[usize],
    numbering: Numbering,
    base: u16,
) -> Result<(), RewriteError> {
    let p = Probes::new(base, POS, PATH_IDS);
    let numbers = MethodNumbering::new(&meta.blocks);
    let mut entry = p.constant(ARG1, id);
    entry.push(p.invoke("enter", &["I"], STATE_TYPE, ARG1, ARG1));
    entry.push(Instruction {
        opcode: Opcode::MoveResultObject,
        operands: Operands::R(p.reg(STATE)),
    });
    entry.extend(p.constant(POS, 0));
    rw.at_entry(entry);

    for (index, &handler) in handler_blocks(&meta.blocks).iter().enumerate() {
        let mut code = vec![p.move_pos(ARG1)];
        code.extend(p.constant(ARG2, index as u32));
        code.push(p.invoke("caught", &[STATE_TYPE, "I", "I"], "V", STATE, ARG2));
        rw.at_handler_entry(handler as usize, code)?;
    }
    for block in 0..cfg.blocks().len() {
        rw.at_block_entry(block, p.constant(POS, block as u32));
    }
    for (index, &item) in steps.iter().enumerate() {
        let mut code = p.constant(ARG1, index as u32);
        code.push(p.invoke("step", &[STATE_TYPE, "I"], "V", STATE, ARG1));
        rw.before_item(item, code)?;
    }

    let graph = cfg.graph();
    for block in 0..cfg.blocks().len() {
        let from = block as u32;
        let edges: Vec<_> = graph
            .edges_directed(cfg.node(block), Direction::Outgoing)
            .filter(|e| !e.weight().is_exceptional())
            .filter_map(|e| Some((e.id(), cfg.block_of_node(e.target())? as u32)))
            .collect();
        for (edge, to) in edges {
            let code = match numbering {
                Numbering::Pap => match numbers.pap_edge(from, to) {
                    Some((n, i)) => {
                        let mut code = p.constant(ARG1, to);
                        code.extend(p.constant(ARG2, n));
                        code.extend(p.constant(ARG3, i));
                        code.push(p.invoke("pap", &[STATE_TYPE, "I", "I", "I"], "V", STATE, ARG3));
                        code
                    }
                    None => continue,
                },
                Numbering::Bl => match numbers.bl_edge(from, to) {
                    Some(BlEdge::Add(add)) => match u32::try_from(add) {
                        Ok(small) if small <= i32::MAX as u32 => {
                            let mut code = p.constant(ARG1, small);
                            code.push(p.invoke("bl", &[STATE_TYPE, "I"], "V", STATE, ARG1));
                            code
                        }
                        _ => vec![
                            Instruction {
                                opcode: Opcode::ConstWide,
                                operands: Operands::RLit(p.reg(ARG1), add as i64),
                            },
                            p.invoke("blw", &[STATE_TYPE, "J"], "V", STATE, ARG2),
                        ],
                    },
                    Some(BlEdge::Cut(cut)) => {
                        let mut code = p.constant(ARG1, cut);
                        code.push(p.invoke("back", &[STATE_TYPE, "I"], "V", STATE, ARG1));
                        code
                    }
                    None => continue,
                },
            };
            rw.on_edge(edge, code)?;
        }
    }

    rw.before_returns(vec![
        p.move_pos(ARG1),
        p.invoke("exit", &[STATE_TYPE, "I"], "V", STATE, ARG1),
    ]);
    rw.on_unwind(
        base + EXCEPTION,
        vec![
            p.move_pos(ARG1),
            p.invoke("unwind", &[STATE_TYPE, "I"], "V", STATE, ARG1),
        ],
    )
}

/// `Ladaptrace/rt/PathIds;->name(params)ret`.
#[cfg(test)]
fn method_ref(name: &str, params: &[&str], ret: &str) -> smali_parser::ast::MethodRef {
    super::blocks::method_ref(PATH_IDS, name, params, ret)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plan builds the runtime's method references from parts; they must be the ones the
    /// runtime defines.
    #[test]
    fn probe_references_are_the_runtimes() {
        let s = STATE_TYPE;
        let pairs = [
            (
                method_ref("enter", &["I"], s),
                android_runtime::pathids::PATHIDS_ENTER,
            ),
            (
                method_ref("step", &[s, "I"], "V"),
                android_runtime::pathids::PATHIDS_STEP,
            ),
            (
                method_ref("exit", &[s, "I"], "V"),
                android_runtime::pathids::PATHIDS_EXIT,
            ),
            (
                method_ref("unwind", &[s, "I"], "V"),
                android_runtime::pathids::PATHIDS_UNWIND,
            ),
            (
                method_ref("caught", &[s, "I", "I"], "V"),
                android_runtime::pathids::PATHIDS_CAUGHT,
            ),
            (
                method_ref("pap", &[s, "I", "I", "I"], "V"),
                android_runtime::pathids::PATHIDS_PAP,
            ),
            (
                method_ref("bl", &[s, "I"], "V"),
                android_runtime::pathids::PATHIDS_BL,
            ),
            (
                method_ref("blw", &[s, "J"], "V"),
                android_runtime::pathids::PATHIDS_BLW,
            ),
            (
                method_ref("back", &[s, "I"], "V"),
                android_runtime::pathids::PATHIDS_BACK,
            ),
        ];
        for (built, defined) in pairs {
            assert_eq!(built.to_string(), defined);
        }
    }
}
