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

use android_runtime::layout::handler_blocks;
use android_runtime::pathids::{BlEdge, MethodNumbering, Numbering};
use android_runtime::scheme::pathids as probe;

use super::{ProbePlan, Probes, Target};
use crate::rewrite::{RewriteError, Rewriter};

const STATE: u16 = 0;
const ARG1: u16 = 1;
const ARG2: u16 = 2;
const ARG3: u16 = 3;
const POS: u16 = 4;
const EXCEPTION: u16 = 5;

/// The plan of `pap` or `bl`, by its numbering.
pub struct PathIds {
    numbering: Numbering,
}

impl PathIds {
    pub fn new(numbering: Numbering) -> PathIds {
        PathIds { numbering }
    }
}

impl ProbePlan for PathIds {
    fn needs_steps(&self) -> bool {
        true
    }

    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let (cfg, meta) = (target.cfg, target.meta);
        let p = Probes::new(base);
        let numbers = MethodNumbering::new(&meta.blocks);
        let mut entry = p.enter(&probe::ENTER, target.id, ARG1, STATE).to_vec();
        entry.push(p.constant(POS, 0));
        rw.at_entry(entry);

        for (index, &handler) in handler_blocks(&meta.blocks).iter().enumerate() {
            let code = vec![
                p.copy(ARG1, POS),
                p.constant(ARG2, index as u32),
                p.invoke(&probe::CAUGHT, STATE, ARG2),
            ];
            rw.at_handler_entry(handler as usize, code)?;
        }
        for block in 0..cfg.blocks().len() {
            rw.at_block_entry(block, vec![p.constant(POS, block as u32)]);
        }
        for (index, &item) in target.steps.iter().enumerate() {
            let code = vec![
                p.constant(ARG1, index as u32),
                p.invoke(&probe::STEP, STATE, ARG1),
            ];
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
                let code = match self.numbering {
                    Numbering::Pap => match numbers.pap_edge(from, to) {
                        Some((n, i)) => vec![
                            p.constant(ARG1, to),
                            p.constant(ARG2, n),
                            p.constant(ARG3, i),
                            p.invoke(&probe::PAP, STATE, ARG3),
                        ],
                        None => continue,
                    },
                    Numbering::Bl => match numbers.bl_edge(from, to) {
                        Some(BlEdge::Add(add)) => match u32::try_from(add) {
                            Ok(small) if small <= i32::MAX as u32 => {
                                vec![p.constant(ARG1, small), p.invoke(&probe::BL, STATE, ARG1)]
                            }
                            _ => vec![
                                p.constant_wide(ARG1, add as i64),
                                p.invoke(&probe::BLW, STATE, ARG2),
                            ],
                        },
                        Some(BlEdge::Cut(cut)) => {
                            vec![p.constant(ARG1, cut), p.invoke(&probe::BACK, STATE, ARG1)]
                        }
                        None => continue,
                    },
                };
                rw.on_edge(edge, code)?;
            }
        }

        rw.before_returns(vec![p.copy(ARG1, POS), p.invoke(&probe::EXIT, STATE, ARG1)]);
        rw.on_unwind(
            base + EXCEPTION,
            vec![p.copy(ARG1, POS), p.invoke(&probe::UNWIND, STATE, ARG1)],
        )
    }
}
