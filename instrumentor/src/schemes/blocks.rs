//! Scheme `blocks`, the oracle: every basic block entered, method entries and exits, caught and
//! uncaught exceptions, and the call site before every invoke, per thread.
//!
//! Three scratch registers (the registry's count): `s0` holds the frame's depth, `s1` the
//! thread's state, `s2` the constant of the probe at hand, so that `{s0 .. s2}` is (depth,
//! state, value) and `{s0 .. s1}` (depth, state), the argument lists of the runtime's probe
//! methods (`android-runtime/smali/adaptrace/rt/Blocks.smali`). Passing the frame's depth lets the
//! runtime notice frames that an exception left without app code catching it (framework code
//! caught it): it then logs UNWOUND(depth) and the decoder unwinds them.
//!
//! - entry: `enter(method id)` returns the state, `depth(state)` the frame's depth;
//! - block entry: `block(depth, state, block)`; a handler block instead
//!   `caught(depth, state, block)`,
//!   placed after its `move-exception`, which tells the decoder which frame caught (the runtime
//!   resets its depth to it); a handler that normal flow also reaches gets `catching(depth,
//!   state)` in its landing pad and the usual `block` probe;
//! - before each invoke: `site(depth, state, ordinal of the invoke in the method)`;
//! - before each return: `exit(depth, state)`.

use android_runtime::scheme::blocks as probe;
use smali_parser::ast::Method;
use smali_parser::cfg::Cfg;
use smali_parser::opcode::Opcode;

use super::{ProbePlan, Probes, Target};
use crate::rewrite::{RewriteError, Rewriter};

const DEPTH: u16 = 0;
const STATE: u16 = 1;
const VALUE: u16 = 2;

/// The `blocks` plan.
pub struct Blocks;

impl ProbePlan for Blocks {
    fn plan(
        &self,
        rw: &mut Rewriter<'_>,
        target: &Target<'_>,
        base: u16,
    ) -> Result<(), RewriteError> {
        let p = Probes::new(base);
        let cfg = target.cfg;
        let mut entry = p.enter(&probe::ENTER, target.id, VALUE, STATE).to_vec();
        entry.push(p.invoke(&probe::DEPTH, STATE, STATE));
        entry.push(p.result(Opcode::MoveResult, DEPTH));
        rw.at_entry(entry);
        // `name(depth, state, value)`.
        let with_value = |probe, value: usize| {
            vec![
                p.constant(VALUE, value as u32),
                p.invoke(probe, DEPTH, VALUE),
            ]
        };
        let handlers: std::collections::HashSet<usize> =
            cfg.catches().iter().map(|c| c.handler_block).collect();
        for block in 0..cfg.blocks().len() {
            if handlers.contains(&block) {
                // A handler that normal flow also reaches is entered through a landing pad on
                // exceptions: that logs CATCH, and the block probe every entry runs logs BLOCK.
                if reached_normally(cfg, block) {
                    rw.at_handler_entry(block, vec![p.invoke(&probe::CATCHING, DEPTH, STATE)])?;
                    rw.at_block_entry(block, with_value(&probe::BLOCK, block));
                } else {
                    rw.at_handler_entry(block, with_value(&probe::CAUGHT, block))?;
                }
            } else {
                rw.at_block_entry(block, with_value(&probe::BLOCK, block));
            }
        }
        for (ordinal, item) in invoke_items(target.method).enumerate() {
            rw.before_item(item, with_value(&probe::SITE, ordinal))?;
        }
        rw.before_returns(vec![p.invoke(&probe::EXIT, DEPTH, STATE)]);
        Ok(())
    }
}

/// Whether `block` has a predecessor by a normal (not exceptional) edge.
fn reached_normally(cfg: &Cfg, block: usize) -> bool {
    cfg.predecessors(block)
        .any(|(_, kind)| !kind.is_exceptional())
}

/// Item indices of the method's invoke instructions, in order: call site `k` is the `k`-th.
pub fn invoke_items(method: &Method) -> impl Iterator<Item = usize> + '_ {
    method
        .items
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            smali_parser::ast::Item::Instruction(ins) if ins.opcode.is_invoke() => Some(i),
            _ => None,
        })
}
