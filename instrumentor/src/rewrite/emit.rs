//! Writing the new method body: the parameter copies and entry code, the original items with
//! their registers renamed and probe code around them, then the out-of-line code (trampolines,
//! landing pads, code moved out of a try range), and finally branch relaxation.

use std::collections::{BTreeMap, HashMap, HashSet};

use petgraph::visit::EdgeRef;
use petgraph::Direction;
use smali_parser::ast::{Catch, Instruction, Item, Label, LocalVar, Method, Operands, TypeDesc};
use smali_parser::cfg::{Cfg, EdgeKind};
use smali_parser::opcode::{FlowKind, Opcode};

use super::relax::{relax, set_target};
use super::{is_late, Rewriter, Slot};

/// Fresh label names that collide with none of the method's.
pub(super) struct LabelGen {
    taken: HashSet<Label>,
    next: usize,
}

impl LabelGen {
    fn new(items: &[Item]) -> LabelGen {
        let taken = items
            .iter()
            .filter_map(|i| match i {
                Item::Label(l) => Some(l.clone()),
                _ => None,
            })
            .collect();
        LabelGen { taken, next: 0 }
    }

    pub fn fresh(&mut self, what: &str) -> Label {
        loop {
            let label = format!("adaptrace_{what}_{}", self.next);
            self.next += 1;
            if self.taken.insert(label.clone()) {
                return label;
            }
        }
    }
}

/// Code placed after the last item, ending in a jump back.
struct OutOfLine {
    label: Label,
    code: Vec<Instruction>,
    target: Label,
    /// `.catch` lines (exception type, handler label) covering `code`.
    cover: Vec<(Option<TypeDesc>, Label)>,
}

struct Emitter<'r, 'm> {
    rw: &'r Rewriter<'m>,
    /// Item index of each label.
    label_at: HashMap<&'m str, usize>,
    labels: LabelGen,
    /// Landing pad label of each handler block that has one.
    pads: BTreeMap<usize, Label>,
    out_of_line: Vec<OutOfLine>,
}

pub(super) fn emit(rw: &Rewriter<'_>) -> Result<Method, String> {
    let method = rw.method;
    let cfg = rw.cfg;
    let mut e = Emitter {
        rw,
        label_at: method
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, item)| match item {
                Item::Label(l) => Some((l.as_str(), i)),
                _ => None,
            })
            .collect(),
        labels: LabelGen::new(&method.items),
        pads: BTreeMap::new(),
        out_of_line: Vec::new(),
    };
    for &block in rw.landing_pads.keys() {
        let label = e.labels.fresh("handler");
        e.pads.insert(block, label);
    }
    e.landing_pads()?;
    let if_targets = e.edge_trampolines()?;
    let switches = e.switch_cases()?;

    let mut out: Vec<Item> = rw
        .frame
        .copy_down(method)
        .into_iter()
        .chain(rw.entry.iter().cloned())
        .map(Item::Instruction)
        .collect();
    out.reserve(method.items.len() + 16);
    let body_start = rw.unwind.as_ref().map(|_| {
        let label = e.labels.fresh("body");
        out.push(Item::Label(label.clone()));
        label
    });
    for (i, item) in method.items.iter().enumerate() {
        match item {
            Item::Instruction(ins) => {
                let mut ins = rw.frame.original_instruction(ins);
                if let Some(label) = if_targets.get(&i) {
                    set_target(&mut ins, label.clone());
                }
                match rw.slots.get(&i) {
                    Some(slot) => e.around(i, ins, slot, &mut out)?,
                    None => out.push(Item::Instruction(ins)),
                }
            }
            Item::Local(l) => out.push(Item::Local(Box::new(LocalVar {
                reg: rw.frame.original(l.reg),
                ..l.as_ref().clone()
            }))),
            Item::EndLocal(r) => out.push(Item::EndLocal(rw.frame.original(*r))),
            Item::RestartLocal(r) => out.push(Item::RestartLocal(rw.frame.original(*r))),
            Item::Catch(catch) => {
                let handler = cfg
                    .block_at_label(&catch.handler)
                    .and_then(|b| e.pads.get(&b))
                    .unwrap_or(&catch.handler);
                out.push(Item::Catch(Box::new(Catch {
                    handler: handler.clone(),
                    ..catch.as_ref().clone()
                })));
            }
            payload @ (Item::PackedSwitch { .. } | Item::SparseSwitch { .. }) => {
                let mut payload = payload.clone();
                if let Some(cases) = switches.get(&i) {
                    retarget_cases(&mut payload, cases);
                }
                out.push(payload);
            }
            other => out.push(other.clone()),
        }
    }
    for ool in std::mem::take(&mut e.out_of_line) {
        out.push(Item::Label(ool.label.clone()));
        out.extend(ool.code.into_iter().map(Item::Instruction));
        let end = (!ool.cover.is_empty()).then(|| e.labels.fresh("end"));
        if let Some(end) = &end {
            out.push(Item::Label(end.clone()));
        }
        out.push(Item::Instruction(goto32(ool.target)));
        if let Some(end) = end {
            for (exception, handler) in ool.cover {
                out.push(Item::Catch(Box::new(Catch {
                    exception,
                    start: ool.label.clone(),
                    end: end.clone(),
                    handler,
                })));
            }
        }
    }
    if let (Some(start), Some((exception, code))) = (body_start, &rw.unwind) {
        unwind_handler(
            &mut out,
            &mut e.labels,
            start,
            rw.frame.scratch_reg(*exception),
            code,
        );
    }
    relax(&mut out, &mut e.labels)?;
    Ok(Method {
        access: method.access.clone(),
        name: method.name.clone(),
        proto: method.proto.clone(),
        registers: rw.frame.declaration(method.registers),
        params: method.params.clone(),
        annotations: method.annotations.clone(),
        items: out,
    })
}

/// Ends the body at the end of `out` and appends the unwind handler: `move-exception`, `code`,
/// `throw`, under catch-alls covering the body from `start` except the ranges the method's own
/// catch-alls cover (two catch-alls on one instruction are not allowed).
fn unwind_handler(
    out: &mut Vec<Item>,
    labels: &mut LabelGen,
    start: Label,
    exception: smali_parser::ast::Reg,
    code: &[Instruction],
) {
    let end = labels.fresh("body_end");
    out.push(Item::Label(end.clone()));
    let position: HashMap<&str, usize> = out
        .iter()
        .enumerate()
        .filter_map(|(i, item)| match item {
            Item::Label(l) => Some((l.as_str(), i)),
            _ => None,
        })
        .collect();
    let at = |l: &Label| position.get(l.as_str()).copied().unwrap_or(0);
    let mut taken: Vec<(usize, usize, Label, Label)> = out
        .iter()
        .filter_map(|item| match item {
            Item::Catch(catch) if catch.exception.is_none() => Some((
                at(&catch.start),
                at(&catch.end),
                catch.start.clone(),
                catch.end.clone(),
            )),
            _ => None,
        })
        .collect();
    taken.sort_by_key(|t| (t.0, t.1));
    // A range needs an instruction in it: labels apart in the item list can share an address.
    let has_code = |from: usize, to: usize| {
        out.get(from..to)
            .is_some_and(|items| items.iter().any(|i| matches!(i, Item::Instruction(_))))
    };
    let mut pieces = Vec::new();
    let (mut from, mut from_at) = (start.clone(), at(&start));
    for (s_at, e_at, s, e) in taken {
        if has_code(from_at, s_at) {
            pieces.push((from.clone(), s));
        }
        if e_at > from_at {
            (from, from_at) = (e, e_at);
        }
    }
    if has_code(from_at, at(&end)) {
        pieces.push((from, end));
    }
    let handler = labels.fresh("unwind");
    out.push(Item::Label(handler.clone()));
    out.push(Item::Instruction(Instruction {
        opcode: Opcode::MoveException,
        operands: smali_parser::ast::Operands::R(exception),
    }));
    out.extend(code.iter().cloned().map(Item::Instruction));
    out.push(Item::Instruction(Instruction {
        opcode: Opcode::Throw,
        operands: smali_parser::ast::Operands::R(exception),
    }));
    for (start, end) in pieces {
        out.push(Item::Catch(Box::new(Catch {
            exception: None,
            start,
            end,
            handler: handler.clone(),
        })));
    }
}

impl<'m> Emitter<'_, 'm> {
    fn cfg(&self) -> &'m Cfg {
        self.rw.cfg
    }

    fn items(&self) -> &'m [Item] {
        &self.rw.method.items
    }

    /// `.catch` lines of block `b`, in the order the VM tries them, with handlers that have a
    /// landing pad sent there.
    fn catches_of(&self, b: usize) -> Vec<(Option<TypeDesc>, Label)> {
        let cfg = self.cfg();
        cfg.blocks()[b]
            .catches
            .iter()
            .filter_map(|&c| cfg.catches().get(c))
            .map(|c| {
                let handler = self.pads.get(&c.handler_block).unwrap_or(&c.handler);
                (c.exception.clone(), handler.clone())
            })
            .collect()
    }

    /// Whether code may run under block `b`'s try coverage: only when it cannot throw or no
    /// try range covers the block. Code that can throw inside a try range adds an exceptional
    /// edge to each handler, carrying the registers as they are at that point, a state the
    /// handler never saw: where a register holds another type there than at the original
    /// throwing instructions, a handler reading it fails verification. Uncovered code is safe
    /// also where a monitor is held: verifiers ask for a catch-all only for throwing
    /// instructions inside some try range.
    fn may_cover(&self, b: usize, code: &[Instruction]) -> bool {
        self.cfg().blocks()[b].catches.is_empty() || !code.iter().any(|i| i.opcode.can_throw())
    }

    /// Landing pads: handler code that only the exception runs, jumping on to the handler.
    fn landing_pads(&mut self) -> Result<(), String> {
        let rw = self.rw;
        for (&block, code) in &rw.landing_pads {
            let Some(label) = self.pads.get(&block).cloned() else {
                continue;
            };
            let target = self
                .cfg()
                .catches()
                .iter()
                .find(|c| c.handler_block == block)
                .map(|c| c.handler.clone())
                .ok_or_else(|| format!("block {block} is not an exception handler"))?;
            let cover = if self.may_cover(block, code) {
                self.catches_of(block)
            } else {
                Vec::new()
            };
            self.out_of_line.push(OutOfLine {
                label,
                code: code.clone(),
                target,
                cover,
            });
        }
        Ok(())
    }

    /// Trampolines of taken `if-*` edges; returns the new target of each retargeted `if-*`.
    fn edge_trampolines(&mut self) -> Result<HashMap<usize, Label>, String> {
        let mut retarget = HashMap::new();
        let rw = self.rw;
        for (&edge, code) in &rw.trampolines {
            if self.cfg().graph().edge_weight(edge) != Some(&EdgeKind::IfTaken) {
                continue;
            }
            let (b, last) = self.edge_source(edge)?;
            let target = match self.items().get(last) {
                Some(Item::Instruction(ins)) => ins.branch_target().cloned(),
                _ => None,
            }
            .ok_or_else(|| format!("item {last} ends a block with a taken edge but is no if-*"))?;
            let label = self.labels.fresh("taken");
            retarget.insert(last, label.clone());
            self.trampoline(b, label, code.clone(), target);
        }
        Ok(retarget)
    }

    /// Trampolines of switch cases; returns, by payload item, the new label of each case
    /// index that got one.
    fn switch_cases(&mut self) -> Result<HashMap<usize, Vec<(usize, Label)>>, String> {
        let mut cases: BTreeMap<usize, Vec<(usize, Label)>> = BTreeMap::new();
        let rw = self.rw;
        for (&edge, code) in &rw.trampolines {
            if !matches!(
                self.cfg().graph().edge_weight(edge),
                Some(EdgeKind::SwitchCase(_))
            ) {
                continue;
            }
            let (b, last) = self.edge_source(edge)?;
            // Case edges were added in payload order, so the edge's rank is its entry's index.
            let mut case_edges: Vec<_> = self
                .cfg()
                .graph()
                .edges_directed(self.cfg().node(b), Direction::Outgoing)
                .filter(|e| matches!(e.weight(), EdgeKind::SwitchCase(_)))
                .map(|e| e.id())
                .collect();
            case_edges.sort();
            let index = case_edges.iter().position(|&e| e == edge).unwrap_or(0);
            let payload = self.payload_of(last)?;
            let target = case_target(&self.items()[payload], index).ok_or_else(|| {
                format!("the payload of the switch at item {last} has no case {index}")
            })?;
            let label = self.labels.fresh("case");
            cases.entry(last).or_default().push((index, label.clone()));
            self.trampoline(b, label, code.clone(), target);
        }
        if cases.is_empty() {
            return Ok(HashMap::new());
        }
        let mut users: HashMap<usize, usize> = HashMap::new();
        for (i, item) in self.items().iter().enumerate() {
            if matches!(item, Item::Instruction(ins) if ins.opcode.flow() == FlowKind::Switch)
                && self.cfg().block_of_item(i).is_some()
            {
                *users.entry(self.payload_of(i)?).or_default() += 1;
            }
        }
        let mut in_place = HashMap::new();
        for (switch, retargets) in cases {
            let payload = self.payload_of(switch)?;
            if users.get(&payload).copied().unwrap_or(0) > 1 {
                // smali refuses such code too ("Multiple switch instructions refer to the same
                // payload"), so this only happens on hand-made input.
                return Err(format!(
                    "the switch at item {switch} shares its payload with another switch; give \
                     each switch its own payload"
                ));
            }
            in_place.insert(payload, retargets);
        }
        Ok(in_place)
    }

    /// A trampoline for code on an edge leaving block `b` by its branch.
    fn trampoline(&mut self, b: usize, label: Label, code: Vec<Instruction>, target: Label) {
        let cover = if self.may_cover(b, &code) {
            self.catches_of(b)
        } else {
            Vec::new()
        };
        self.out_of_line.push(OutOfLine {
            label,
            code,
            target,
            cover,
        });
    }

    /// The source block of an edge and the item of its last instruction.
    fn edge_source(&self, edge: petgraph::graph::EdgeIndex) -> Result<(usize, usize), String> {
        let cfg = self.cfg();
        let b = cfg
            .graph()
            .edge_endpoints(edge)
            .and_then(|(from, _)| cfg.block_of_node(from))
            .ok_or_else(|| format!("edge {} leaves no block", edge.index()))?;
        Ok((b, cfg.blocks()[b].last))
    }

    /// The payload item a switch at item `switch` refers to.
    fn payload_of(&self, switch: usize) -> Result<usize, String> {
        let label = match self.items().get(switch) {
            Some(Item::Instruction(ins)) => ins.payload_label(),
            _ => None,
        }
        .ok_or_else(|| format!("item {switch} is not a switch"))?;
        let start = self
            .label_at
            .get(label.as_str())
            .copied()
            .ok_or_else(|| format!("payload label :{label} is not defined"))?;
        self.items()[start..]
            .iter()
            .position(|i| {
                matches!(
                    i,
                    Item::PackedSwitch { .. }
                        | Item::SparseSwitch { .. }
                        | Item::ArrayData { .. }
                        | Item::Instruction(_)
                )
            })
            .map(|p| start + p)
            .filter(|&p| {
                matches!(
                    self.items()[p],
                    Item::PackedSwitch { .. } | Item::SparseSwitch { .. }
                )
            })
            .ok_or_else(|| format!("label :{label} does not lead to a switch payload"))
    }

    /// Emits the instruction at item `i` with the code of its slot around it.
    fn around(
        &mut self,
        i: usize,
        ins: Instruction,
        slot: &Slot,
        out: &mut Vec<Item>,
    ) -> Result<(), String> {
        let b = self
            .cfg()
            .block_of_item(i)
            .ok_or_else(|| format!("item {i} belongs to no basic block"))?;
        let late = is_late(ins.opcode);
        let (pre, post) = pieces(slot, late);
        self.place(pre, b, out);
        out.push(Item::Instruction(ins));
        self.place(post, b, out);
        Ok(())
    }

    /// Puts code inline in block `b`, or, when the block's coverage must not hold it, in an
    /// uncovered piece of out-of-line code reached by `goto/32` and jumping back.
    fn place(&mut self, code: Vec<Instruction>, b: usize, out: &mut Vec<Item>) {
        if code.is_empty() {
            return;
        }
        if self.may_cover(b, &code) {
            out.extend(code.into_iter().map(Item::Instruction));
            return;
        }
        let label = self.labels.fresh("outside");
        let back = self.labels.fresh("back");
        out.push(Item::Instruction(goto32(label.clone())));
        out.push(Item::Label(back.clone()));
        self.out_of_line.push(OutOfLine {
            label,
            code,
            target: back,
            cover: Vec::new(),
        });
    }
}

/// The code before and after an instruction, in a fixed order: handler entry, block entry,
/// `before_item`, edges leaving by this instruction, `before_returns`; then the edges that
/// leave by falling through. For a `move-result*`/`move-exception` everything of the block's
/// entry comes after it.
fn pieces(slot: &Slot, late: bool) -> (Vec<Instruction>, Vec<Instruction>) {
    let mut pre = Vec::new();
    let mut post = Vec::new();
    let entry = [&slot.handler, &slot.edge_in, &slot.block];
    let body = [&slot.item, &slot.edge_before, &slot.returns];
    let first = if late { &mut post } else { &mut pre };
    for part in entry {
        first.extend(part.iter().cloned());
    }
    for part in body {
        pre.extend(part.iter().cloned());
    }
    post.extend(slot.edge_after.iter().cloned());
    (pre, post)
}

fn goto32(target: Label) -> Instruction {
    Instruction {
        opcode: Opcode::Goto32,
        operands: Operands::Label(target),
    }
}

/// The label of case `index` of a switch payload.
fn case_target(payload: &Item, index: usize) -> Option<Label> {
    match payload {
        Item::PackedSwitch { targets, .. } => targets.get(index).cloned(),
        Item::SparseSwitch { entries } => entries.get(index).map(|(_, l)| l.clone()),
        _ => None,
    }
}

fn retarget_cases(payload: &mut Item, cases: &[(usize, Label)]) {
    for (index, label) in cases {
        match payload {
            Item::PackedSwitch { targets, .. } => {
                if let Some(t) = targets.get_mut(*index) {
                    *t = label.clone();
                }
            }
            Item::SparseSwitch { entries } => {
                if let Some((_, t)) = entries.get_mut(*index) {
                    *t = label.clone();
                }
            }
            _ => {}
        }
    }
}
