//! Scheme `paths`: a decision at every CFG node with more than one normal successor, plus the
//! witnesses a decoder cannot infer (which method an entry went to and at which step, where an
//! exception was thrown and who caught it), all coded by the runtime in one adaptive stream per
//! thread. The numbers in the probes come from [`android_runtime::layout::PathsLayout`], made
//! over the whole program before any method is planned.
//!
//! Scratch registers, from the plan's base: `s0` the thread's state, `s1..s4` probe arguments
//! (so `{s0 .. sK}` is a register range), `s5` the block the frame is in (`pos`, read when an
//! exception is caught or leaves the method), `s6` the exception on its way out.
//!
//! - entry: `enter(method id)` returns the state; `pos := 0`;
//! - every block entry: `pos := block`; a handler block first `caught(state, pos, handler
//!   index, handler count, block count)`, after its `move-exception`;
//! - before every step instruction (invokes, instructions that may run an app class's static
//!   initializer): `step(state, global step id)`, or `call(state, global step id, callee id)`
//!   before an invoke that surely enters one instrumented method (`StepMeta::callee`): the
//!   callee's `enter` then only counts a step, and the decoder walks into the callee; when that
//!   callee is inferred (`MethodMeta::inferred`, no probe of its own), `step` comes instead
//!   right after the invoke returns (after its `move-result`), and the decoder walks the
//!   callee's one path there; `guess(state, global step id)` instead before an invoke with no
//!   sure callee that may enter app code (`StepMeta::guess`: the callee first entered after
//!   the step last time is then due, as after `call`; `layout`, "Guessed callees");
//! - on every edge out of a decision node: `edge(state, edge id)` (two successors) or
//!   `sw(state, context, symbol, edge id)`;
//! - before every return: `exit(state)`;
//! - the body after the entry code under a catch-all whose handler calls
//!   `unwind(state, pos, block count)` and rethrows.
//!
//! An inferred method gets none of these.

use std::collections::HashSet;

use petgraph::visit::EdgeRef;
use petgraph::Direction;

use android_runtime::layout::{handler_blocks, PathsLayout};
use android_runtime::paths::PathsSettings;
use android_runtime::scheme::paths as probe;
use android_runtime::Markers;

use super::{ProbePlan, Probes, Program, Target};
use crate::rewrite::{RewriteError, Rewriter};

const STATE: u16 = 0;
const ARG1: u16 = 1;
const ARG2: u16 = 2;
const ARG3: u16 = 3;
const ARG4: u16 = 4;
const POS: u16 = 5;
const EXCEPTION: u16 = 6;

/// The `paths` plan: the numbering of the whole program, made by [`ProbePlan::prepare`].
#[derive(Default)]
pub struct Paths {
    layout: Option<PathsLayout>,
    /// Ids of the methods whose runs the decoder infers.
    inferred: HashSet<u32>,
}

impl ProbePlan for Paths {
    fn needs_steps(&self) -> bool {
        true
    }

    fn prepare(&mut self, program: &Program<'_>) -> Markers {
        let layout = PathsLayout::of_methods(program.methods);
        self.inferred = (0..)
            .zip(program.methods)
            .filter(|(_, m)| m.inferred)
            .map(|(id, _)| id)
            .collect();
        let markers = PathsSettings::new(&layout).markers();
        self.layout = Some(layout);
        markers
    }

    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let Some(layout) = &self.layout else {
            return Err(RewriteError {
                method: rw.signature().to_string(),
                reason: "the `paths` numbering was not made before the methods were planned"
                    .to_string(),
            });
        };
        let (cfg, meta, id) = (target.cfg, target.meta, target.id);
        if meta.inferred {
            return Ok(());
        }
        let p = Probes::new(base);
        let block_count = meta.blocks.len() as u32;
        let mut entry = p.enter(&probe::ENTER, id, ARG1, STATE).to_vec();
        entry.push(p.constant(POS, 0));
        rw.at_entry(entry);

        let handlers = handler_blocks(&meta.blocks);
        for (index, &handler) in handlers.iter().enumerate() {
            let code = vec![
                p.copy(ARG1, POS),
                p.constant(ARG2, index as u32),
                p.constant(ARG3, handlers.len() as u32),
                p.constant(ARG4, block_count),
                p.invoke(&probe::CAUGHT, STATE, ARG4),
            ];
            rw.at_handler_entry(handler as usize, code)?;
        }
        for block in 0..cfg.blocks().len() {
            rw.at_block_entry(block, vec![p.constant(POS, block as u32)]);
        }

        for (index, &item) in target.steps.iter().enumerate() {
            let step = layout.step_id(id, index as u32);
            let step_meta = meta.steps.get(index);
            match step_meta.and_then(|s| s.callee) {
                Some(callee) if !self.inferred.contains(&callee) => {
                    let code = vec![
                        p.constant(ARG1, step),
                        p.constant(ARG2, callee),
                        p.invoke(&probe::CALL, STATE, ARG2),
                    ];
                    rw.before_item(item, code)?;
                }
                Some(_) => {
                    // An inferred callee: the step says it ran, once the invoke is back.
                    let code = vec![p.constant(ARG1, step), p.invoke(&probe::STEP, STATE, ARG1)];
                    rw.after_invoke(item, code)?;
                }
                None => {
                    // An invoke that may enter app code guesses its callee (`StepMeta::guess`);
                    // any other step is a plain one.
                    let probe = if step_meta.is_some_and(|s| s.guess) {
                        &probe::GUESS
                    } else {
                        &probe::STEP
                    };
                    let code = vec![p.constant(ARG1, step), p.invoke(probe, STATE, ARG1)];
                    rw.before_item(item, code)?;
                }
            }
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
            for (edge, to) in edges {
                let Some(symbol) = decision.successors.iter().position(|&s| s as usize == to)
                else {
                    continue;
                };
                let edge_id = decision.first_edge + symbol as u32;
                let code = if decision.successors.len() == 2 {
                    vec![
                        p.constant(ARG1, edge_id),
                        p.invoke(&probe::EDGE, STATE, ARG1),
                    ]
                } else {
                    vec![
                        p.constant(ARG1, decision.context),
                        p.constant(ARG2, symbol as u32),
                        p.constant(ARG3, edge_id),
                        p.invoke(&probe::SW, STATE, ARG3),
                    ]
                };
                rw.on_edge(edge, code)?;
            }
        }

        rw.before_returns(vec![p.invoke(&probe::EXIT, STATE, STATE)]);
        let unwind = vec![
            p.copy(ARG1, POS),
            p.constant(ARG2, block_count),
            p.invoke(&probe::UNWIND, STATE, ARG2),
        ];
        rw.on_unwind(base + EXCEPTION, unwind)
    }
}
