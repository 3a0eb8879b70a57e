//! Scheme `blocks`, the oracle: every basic block entered, method entries and exits, caught and
//! uncaught exceptions, and the call site before every invoke, per thread.
//!
//! Three scratch registers: `s0` holds the frame's depth, `s1` the thread's state, `s2` the
//! constant of the probe at hand, so that `{s0 .. s2}` is (depth, state, value) and
//! `{s0 .. s1}` (depth, state), the argument lists of the runtime's probe methods
//! (`android-runtime/smali/adaptrace/rt/Blocks.smali`). Passing the frame's depth lets the
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

use smali_parser::ast::{Instruction, Method, MethodRef, Operands, Proto, Reg, RegRange};
use smali_parser::cfg::Cfg;
use smali_parser::opcode::Opcode;

use super::runtime;
use crate::rewrite::{RewriteError, Rewriter};

/// Scratch registers the plan needs.
pub const SCRATCH: u16 = 3;

const DEPTH: u16 = 0;
const STATE: u16 = 1;
const VALUE: u16 = 2;

/// Puts the `blocks` probes into `rw`, the rewriter of `method` (whose CFG is `cfg`), which
/// has method id `id`.
pub fn plan(
    rw: &mut Rewriter<'_>,
    method: &Method,
    cfg: &Cfg,
    id: u32,
) -> Result<(), RewriteError> {
    rw.at_entry(entry(id));
    let handlers: std::collections::HashSet<usize> =
        cfg.catches().iter().map(|c| c.handler_block).collect();
    for block in 0..cfg.blocks().len() {
        if handlers.contains(&block) {
            // A handler that normal flow also reaches is entered through a landing pad on
            // exceptions: that logs CATCH, and the block probe every entry runs logs BLOCK.
            if reached_normally(cfg, block) {
                rw.at_handler_entry(block, catching())?;
                rw.at_block_entry(block, probe_with_value("block", block as u32));
            } else {
                rw.at_handler_entry(block, caught(block as u32))?;
            }
        } else {
            rw.at_block_entry(block, probe_with_value("block", block as u32));
        }
    }
    for (ordinal, item) in invoke_items(method).enumerate() {
        rw.before_item(item, probe_with_value("site", ordinal as u32))?;
    }
    rw.before_returns(vec![invoke(
        runtime::blocks("exit", &["I", runtime::STATE], "V"),
        DEPTH,
        STATE,
    )]);
    Ok(())
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

fn entry(id: u32) -> Vec<Instruction> {
    vec![
        load(VALUE, id),
        invoke(
            runtime::blocks("enter", &["I"], runtime::STATE),
            VALUE,
            VALUE,
        ),
        reg_only(Opcode::MoveResultObject, STATE),
        invoke(
            runtime::blocks("depth", &[runtime::STATE], "I"),
            STATE,
            STATE,
        ),
        reg_only(Opcode::MoveResult, DEPTH),
    ]
}

/// `name(depth, state, value)`.
fn probe_with_value(name: &str, value: u32) -> Vec<Instruction> {
    vec![
        load(VALUE, value),
        invoke(
            runtime::blocks(name, &["I", runtime::STATE, "I"], "V"),
            DEPTH,
            VALUE,
        ),
    ]
}

fn caught(block: u32) -> Vec<Instruction> {
    vec![
        load(VALUE, block),
        invoke(
            runtime::blocks("caught", &["I", runtime::STATE, "I"], "V"),
            DEPTH,
            VALUE,
        ),
    ]
}

fn catching() -> Vec<Instruction> {
    vec![invoke(
        runtime::blocks("catching", &["I", runtime::STATE], "V"),
        DEPTH,
        STATE,
    )]
}

/// The narrowest constant load of `value` into scratch register `reg` that addresses 8 bits.
fn load(reg: u16, value: u32) -> Instruction {
    let value = i64::from(value);
    let opcode = if value <= i64::from(i16::MAX) {
        Opcode::Const16
    } else {
        Opcode::Const
    };
    Instruction {
        opcode,
        operands: Operands::RLit(Reg::V(reg), value),
    }
}

fn reg_only(opcode: Opcode, reg: u16) -> Instruction {
    Instruction {
        opcode,
        operands: Operands::R(Reg::V(reg)),
    }
}

/// `invoke-static/range {v<first> .. v<last>}, target`.
pub(super) fn invoke(target: MethodRef, first: u16, last: u16) -> Instruction {
    Instruction {
        opcode: Opcode::InvokeStaticRange,
        operands: Operands::RangeMethod(RegRange::Span(Reg::V(first), Reg::V(last)), target),
    }
}

/// `invoke-static/range {}, target`: a call without arguments.
pub(super) fn invoke_no_args(target: MethodRef) -> Instruction {
    Instruction {
        opcode: Opcode::InvokeStaticRange,
        operands: Operands::RangeMethod(RegRange::Empty, target),
    }
}

/// A method reference from its parts.
pub(super) fn method_ref(class: &str, name: &str, params: &[&str], ret: &str) -> MethodRef {
    MethodRef {
        class: class.to_string(),
        name: name.to_string(),
        proto: Proto {
            params: params.iter().map(|p| p.to_string()).collect(),
            ret: ret.to_string(),
        },
    }
}
