//! Method rewriting: scratch registers, probe insertion, edge splitting, branch relaxation.
//!
//! A [`Rewriter`] takes one method, its CFG and a number `S` of scratch registers. Callers (the
//! probe plans) say what code goes where; [`Rewriter::finish`] returns the new method:
//!
//! - **Registers.** With `L` locals and `P` parameter registers the frame grows to `L+S+P`. Every
//!   `pN` of the body becomes `v(L+N)`, the number it had before, and an entry prologue copies
//!   the parameters down from `v(L+S+N)` with `move-object/16`, `move-wide/16` or `move/16`, so
//!   the original instructions keep their registers and 4-bit operands. The scratch registers
//!   are `v(L+P)..v(L+P+S-1)`; probe code names them `v0..v(S-1)` and may only use forms with
//!   8-bit or wider register fields.
//! - **Placement.** Code goes at method entry, block entry, handler entry, before an
//!   instruction, after an invoke returns, before returns, or on a CFG edge. Taken `if-*` edges
//!   and switch cases go through a trampoline placed after the last item that ends in
//!   `goto/32` back to the target.
//!   Code that can throw never runs inside an app's try range (its exceptional edge would hand
//!   the handler registers in a state it never saw): in a covered block it goes out of line,
//!   reached by `goto/32` and jumping back; trampolines are never covered. Nothing is ever
//!   placed between an invoke and its `move-result`, before a `move-exception` or inside
//!   payloads.
//! - **Unwinding.** [`Rewriter::on_unwind`] covers the body after the entry code with a
//!   catch-all (except where the method's own catch-all already covers it) whose handler runs
//!   probe code and rethrows the same exception object: the one place a probe sees an
//!   exception leave the method.
//! - **Relaxation.** Inserted code can push branches out of range: `goto`/`goto/16` are widened
//!   and an `if-*` out of range becomes the inverted test over a `goto/32`, until nothing changes.
//!
//! Errors in a probe plan (bad probe code, an impossible position) are [`RewriteError`]s; a
//! method that cannot take scratch registers at all is a [`Skip`], which the caller reports.

mod emit;
mod frame;
mod relax;

use std::collections::BTreeMap;
use std::sync::Arc;

use petgraph::graph::EdgeIndex;
use smali_parser::ast::{Instruction, Item, Method, MethodRef, Operands, Reg, RegRange};
use smali_parser::cfg::{Cfg, EdgeKind};
use smali_parser::opcode::{FlowKind, Opcode};

use frame::RegisterFrame;

/// A method that is left as it is, with the reason (for the instrumentation report).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{method}: not instrumented: {reason}")]
pub struct Skip {
    /// The method's signature, `Lpkg/C;->name(Args)Ret`.
    pub method: String,
    pub reason: String,
}

/// A request the rewriter cannot honour: a bug in the probe plan, or code it cannot place.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{method}: {reason}")]
pub struct RewriteError {
    /// The method's signature, `Lpkg/C;->name(Args)Ret`.
    pub method: String,
    pub reason: String,
}

impl From<Skip> for RewriteError {
    fn from(skip: Skip) -> RewriteError {
        RewriteError {
            method: skip.method,
            reason: format!("not instrumented: {}", skip.reason),
        }
    }
}

/// Code waiting to be placed around one instruction (keyed by its item index).
#[derive(Debug, Default)]
struct Slot {
    /// Handler entry: after the `move-exception`, or first in a handler entered only by
    /// exceptions.
    handler: Vec<Instruction>,
    /// Fall-through edge into a block that starts with `move-result*` (placed after it).
    edge_in: Vec<Instruction>,
    /// Block entry, when this is the block's first instruction.
    block: Vec<Instruction>,
    /// `before_item`.
    item: Vec<Instruction>,
    /// Goto, return and throw edges leaving the block (before the instruction).
    edge_before: Vec<Instruction>,
    /// `before_returns`.
    returns: Vec<Instruction>,
    /// Fall-through, not-taken and default edges leaving the block (after the instruction).
    edge_after: Vec<Instruction>,
}

/// Puts probe code into one method; see the module documentation.
pub struct Rewriter<'m> {
    signature: String,
    method: &'m Method,
    cfg: &'m Cfg,
    frame: RegisterFrame,
    entry: Vec<Instruction>,
    slots: BTreeMap<usize, Slot>,
    /// Code on taken `if-*` edges and switch cases, placed in trampolines.
    trampolines: BTreeMap<EdgeIndex, Vec<Instruction>>,
    /// Handler entry code of handlers that normal flow also reaches, placed in landing pads
    /// that only the exception takes.
    landing_pads: BTreeMap<usize, Vec<Instruction>>,
    /// Code run when an exception leaves the method, and the scratch register that holds the
    /// exception meanwhile.
    unwind: Option<(u16, Vec<Instruction>)>,
    /// The first error of a call that cannot return one, reported by [`Rewriter::finish`].
    deferred: Option<RewriteError>,
}

impl<'m> Rewriter<'m> {
    /// Prepares `method` of class `class` (whose CFG is `cfg`) for probes that need `scratch`
    /// registers. `Err(Skip)` when the method cannot take them: no code, malformed registers,
    /// or `L+P+S > 256` (scratch registers must be addressable by 8-bit register fields).
    pub fn new(class: &str, method: &'m Method, cfg: &'m Cfg, scratch: u16) -> Result<Self, Skip> {
        let signature = format!("{class}->{}{}", method.name, method.proto);
        let skip = |reason: String| Skip {
            method: signature.clone(),
            reason,
        };
        let frame = RegisterFrame::new(method, scratch).map_err(skip)?;
        if cfg.blocks().is_empty() || cfg.blocks().iter().any(|b| b.last >= method.items.len()) {
            return Err(skip(
                "its control-flow graph does not match its code; build the CFG from this method"
                    .to_string(),
            ));
        }
        Ok(Rewriter {
            signature,
            method,
            cfg,
            frame,
            entry: Vec::new(),
            slots: BTreeMap::new(),
            trampolines: BTreeMap::new(),
            landing_pads: BTreeMap::new(),
            unwind: None,
            deferred: None,
        })
    }

    /// The method's signature, `Lpkg/C;->name(Args)Ret`.
    pub fn signature(&self) -> &str {
        &self.signature
    }

    /// Code run once when the method starts (after the parameter copies, before anything else;
    /// a loop back to the first block does not run it again). Bad probe code is reported by
    /// [`Rewriter::finish`].
    pub fn at_entry(&mut self, code: Vec<Instruction>) {
        if let Some(code) = self.defer(|rw| rw.probe(code)) {
            self.entry.extend(code);
        }
    }

    /// A call of static `callee` with the method's `this` as its one argument, run once when
    /// the method starts, after the [`Rewriter::at_entry`] code. Probe code cannot name
    /// parameters; this reads `this` from where the frame keeps it, before the body can change
    /// it. Reported by [`Rewriter::finish`] for a static method.
    pub fn at_entry_passing_this(&mut self, callee: Arc<MethodRef>) {
        if self.method.is_static() {
            self.deferred
                .get_or_insert(self.error("a static method has no `this` to pass".to_string()));
            return;
        }
        let this = self.frame.original(Reg::P(0));
        self.entry.push(Instruction {
            opcode: Opcode::InvokeStaticRange,
            operands: Operands::RangeMethod(RegRange::Span(this, this), callee),
        });
    }

    /// Code run every time block `block` is entered: after its labels, or after its first
    /// instruction when that is a `move-result*` or `move-exception`. Errors are reported by
    /// [`Rewriter::finish`].
    pub fn at_block_entry(&mut self, block: usize, code: Vec<Instruction>) {
        let placed = self.defer(|rw| {
            let code = rw.probe(code)?;
            let first = rw.block(block)?.first;
            Ok((first, code))
        });
        if let Some((first, code)) = placed {
            self.slot(first).block.extend(code);
        }
    }

    /// Code run when an exception enters handler block `block`: after its `move-exception`;
    /// when the handler has none and normal flow also reaches it, in a landing pad that only
    /// the handlers' `.catch` lines lead to.
    pub fn at_handler_entry(
        &mut self,
        block: usize,
        code: Vec<Instruction>,
    ) -> Result<(), RewriteError> {
        let code = self.probe(code)?;
        let first = self.block(block)?.first;
        if !self.cfg.catches().iter().any(|c| c.handler_block == block) {
            return Err(self.error(format!(
                "block {block} is not an exception handler; use at_block_entry"
            )));
        }
        let starts_with_move_exception =
            matches!(self.opcode_at(first), Some(Opcode::MoveException));
        let normal_entry = self
            .cfg
            .predecessors(block)
            .any(|(_, kind)| !kind.is_exceptional());
        if !starts_with_move_exception && normal_entry {
            self.landing_pads.entry(block).or_default().extend(code);
        } else {
            self.slot(first).handler.extend(code);
        }
        Ok(())
    }

    /// Code run before every `return*` instruction. Bad probe code is reported by
    /// [`Rewriter::finish`].
    pub fn before_returns(&mut self, code: Vec<Instruction>) {
        let Some(code) = self.defer(|rw| rw.probe(code)) else {
            return;
        };
        let returns: Vec<usize> = self
            .method
            .items
            .iter()
            .enumerate()
            .filter(|(i, item)| {
                matches!(item, Item::Instruction(ins) if ins.opcode.flow() == FlowKind::Return)
                    && self.cfg.block_of_item(*i).is_some()
            })
            .map(|(i, _)| i)
            .collect();
        for i in returns {
            self.slot(i).returns.extend(code.iter().cloned());
        }
    }

    /// Code run just before the instruction at item `item` (after the labels in front of it).
    /// Refused for a `move-result*` or `move-exception`, and for items that are not code.
    pub fn before_item(&mut self, item: usize, code: Vec<Instruction>) -> Result<(), RewriteError> {
        let code = self.probe(code)?;
        match self.opcode_at(item) {
            Some(op) if self.cfg.block_of_item(item).is_some() => {
                if is_late(op) {
                    return Err(self.error(format!(
                        "cannot place code before {} (item {item}): it must directly follow {}",
                        op.name(),
                        if op == Opcode::MoveException {
                            "the handler's start"
                        } else {
                            "its invoke"
                        }
                    )));
                }
            }
            _ => {
                return Err(self.error(format!(
                    "item {item} is not an instruction of a basic block (a label, directive or \
                     payload); give the item index of an instruction"
                )))
            }
        }
        self.slot(item).item.extend(code);
        Ok(())
    }

    /// Code run when the invoke at item `item` returns normally: after its `move-result*` if it
    /// has one, before the next instruction when that is in the same block, else on the
    /// block's fall-through edge (so a jump to the next block from elsewhere does not run it).
    pub fn after_invoke(
        &mut self,
        item: usize,
        code: Vec<Instruction>,
    ) -> Result<(), RewriteError> {
        let Some(block) = self.cfg.block_of_item(item) else {
            return Err(self.error(format!("item {item} is not in a basic block")));
        };
        if !self.opcode_at(item).is_some_and(|op| op.is_invoke()) {
            return Err(self.error(format!("item {item} is not an invoke")));
        }
        let last = self.block(block)?.last;
        // The instruction after the invoke, and after that the one after its move-result.
        let next = |from: usize| {
            (from + 1..self.method.items.len())
                .find(|&i| matches!(self.method.items[i], Item::Instruction(_)))
        };
        let mut after = next(item);
        if let Some(i) = after.filter(|&i| self.opcode_at(i).is_some_and(is_move_result)) {
            if self.cfg.block_of_item(i) == Some(block) {
                after = next(i);
            }
        }
        if let Some(i) = after.filter(|&i| i <= last && self.cfg.block_of_item(i) == Some(block)) {
            return self.before_item(i, code);
        }
        let graph = self.cfg.graph();
        let edge = graph
            .edges_directed(self.cfg.node(block), petgraph::Direction::Outgoing)
            .find(|e| *e.weight() == EdgeKind::FallThrough)
            .map(|e| petgraph::visit::EdgeRef::id(&e));
        match edge {
            Some(edge) => self.on_edge(edge, code),
            None => Err(self.error(format!(
                "the invoke at item {item} ends block {block}, which does not fall through"
            ))),
        }
    }

    /// Code run when an exception leaves the method from anywhere after the entry code: the
    /// handler takes the exception into scratch register `exception`, runs `code` (which must
    /// not touch that register) and rethrows it. Handlers only read scratch registers, whose
    /// types are the same at every covered instruction, so the new exceptional edges give the
    /// verifier nothing to reject.
    pub fn on_unwind(
        &mut self,
        exception: u16,
        code: Vec<Instruction>,
    ) -> Result<(), RewriteError> {
        if exception >= self.frame.scratch {
            return Err(self.error(format!(
                "scratch register {exception} does not exist (the plan asked for {})",
                self.frame.scratch
            )));
        }
        let code = self.probe(code)?;
        let held = self.frame.scratch_reg(exception);
        let mut clobbered = false;
        for ins in &code {
            ins.operands.for_each_reg(|r| clobbered |= r == held);
        }
        if clobbered {
            return Err(self.error(format!(
                "unwind code uses scratch register {exception}, which holds the exception"
            )));
        }
        self.unwind
            .get_or_insert_with(|| (exception, Vec::new()))
            .1
            .extend(code);
        Ok(())
    }

    /// Code run when control takes CFG edge `edge`. Exceptional edges are refused (use
    /// [`Rewriter::at_handler_entry`]).
    pub fn on_edge(&mut self, edge: EdgeIndex, code: Vec<Instruction>) -> Result<(), RewriteError> {
        let code = self.probe(code)?;
        let graph = self.cfg.graph();
        let (Some((from, to)), Some(kind)) = (graph.edge_endpoints(edge), graph.edge_weight(edge))
        else {
            return Err(self.error(format!("edge {} is not in the method's CFG", edge.index())));
        };
        if *kind == EdgeKind::Entry {
            self.entry.extend(code);
            return Ok(());
        }
        let (Some(b), target) = (self.cfg.block_of_node(from), self.cfg.block_of_node(to)) else {
            return Err(self.error(format!("edge {} leaves no block", edge.index())));
        };
        let last = self.block(b)?.last;
        match kind {
            EdgeKind::FallThrough => {
                let target = target.ok_or_else(|| self.error("fall-through edge to no block"))?;
                let first = self.block(target)?.first;
                if matches!(self.opcode_at(first), Some(op) if is_move_result(op)) {
                    self.slot(first).edge_in.extend(code);
                } else {
                    self.slot(last).edge_after.extend(code);
                }
            }
            EdgeKind::Goto | EdgeKind::Return | EdgeKind::Throw => {
                self.slot(last).edge_before.extend(code)
            }
            EdgeKind::IfNotTaken | EdgeKind::SwitchDefault => {
                self.slot(last).edge_after.extend(code)
            }
            EdgeKind::IfTaken | EdgeKind::SwitchCase(_) => {
                if !code.is_empty() {
                    self.trampolines.entry(edge).or_default().extend(code);
                }
            }
            EdgeKind::Exceptional { .. } => {
                return Err(self.error(format!(
                    "edge {} is exceptional ({kind}); place handler code with at_handler_entry",
                    edge.index()
                )))
            }
            EdgeKind::Entry => {}
        }
        Ok(())
    }

    /// The rewritten method: registers, parameter copies, probe code, trampolines, relaxed
    /// branches.
    pub fn finish(self) -> Result<Method, RewriteError> {
        if let Some(e) = self.deferred {
            return Err(e);
        }
        emit::emit(&self).map_err(|reason| self.error(reason))
    }

    fn error(&self, reason: impl Into<String>) -> RewriteError {
        RewriteError {
            method: self.signature.clone(),
            reason: reason.into(),
        }
    }

    /// Runs `f`; on error keeps the first one for [`Rewriter::finish`].
    fn defer<T>(&mut self, f: impl FnOnce(&Self) -> Result<T, RewriteError>) -> Option<T> {
        match f(self) {
            Ok(v) => Some(v),
            Err(e) => {
                self.deferred.get_or_insert(e);
                None
            }
        }
    }

    fn probe(&self, code: Vec<Instruction>) -> Result<Vec<Instruction>, RewriteError> {
        self.frame
            .probe(code)
            .map_err(|reason| self.error(format!("bad probe code: {reason}")))
    }

    fn block(&self, block: usize) -> Result<&'m smali_parser::cfg::Block, RewriteError> {
        let cfg: &'m Cfg = self.cfg;
        cfg.blocks().get(block).ok_or_else(|| {
            self.error(format!(
                "block {block} does not exist (the method has {} blocks)",
                cfg.blocks().len()
            ))
        })
    }

    fn opcode_at(&self, item: usize) -> Option<Opcode> {
        match self.method.items.get(item) {
            Some(Item::Instruction(ins)) => Some(ins.opcode),
            _ => None,
        }
    }

    fn slot(&mut self, item: usize) -> &mut Slot {
        self.slots.entry(item).or_default()
    }
}

fn is_move_result(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::MoveResult | Opcode::MoveResultWide | Opcode::MoveResultObject
    )
}

/// Instructions that must stay glued to what precedes them, so code for their block goes
/// after them.
fn is_late(op: Opcode) -> bool {
    is_move_result(op) || op == Opcode::MoveException
}
