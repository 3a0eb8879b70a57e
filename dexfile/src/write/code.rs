//! A method body as a `code_item`: labels resolved to code-unit offsets, every instruction
//! format, payloads, try ranges and handlers, and the `debug_info_item`.
//!
//! Like `smali a`, an unconditional `goto` whose offset does not fit its format grows to
//! `goto/16` or `goto/32`, a `const-string` whose string index passes 65535 becomes
//! `const-string/jumbo`, and a payload at an odd code unit gets a `nop` before it.

use std::sync::OnceLock;

use smali_parser::ast::{
    Catch, Instruction, Item, Label, Method, Operands, Reg, RegRange, RegisterDecl,
};
use smali_parser::opcode::{Format, Opcode};

use super::pools::{FxMap, Refs, NONE};
use crate::leb128::{write_sleb128, write_uleb128, write_uleb128p1};
use crate::spec::{debug, payload};

/// Where one method's items sit in its class's [`Bodies`].
#[derive(Clone, Copy)]
pub(super) struct CodeOut {
    pub code: (usize, usize),
    pub debug: Option<(usize, usize)>,
}

/// The `code_item`s of one class (each with a zero `debug_info_off` at [`DEBUG_OFF_AT`]) and
/// their debug info, back to back.
#[derive(Default)]
pub(super) struct Bodies {
    pub code: Vec<u8>,
    pub debug: Vec<u8>,
}

/// Where `debug_info_off` sits in a `code_item`.
pub(super) const DEBUG_OFF_AT: usize = 8;

/// A body problem, in words; the caller adds the method.
type Res<T> = Result<T, String>;

enum Entry<'a> {
    /// The opcode may differ from the instruction's (a grown `goto`, a jumbo `const-string`);
    /// then the indices of what it names (a method's proto second).
    Ins(&'a Instruction, Op, u32, u32),
    Packed(i32, &'a [Label]),
    Sparse(&'a [(i32, Label)]),
    Array(u8, &'a [u64]),
    /// A `nop` right before a payload, taken (as `smali a` takes it) for the payload's alignment
    /// padding: one unit where the payload needs it, none where it does not. Code that moved
    /// (probes put in before it) would otherwise keep a `nop` it no longer needs and get a
    /// second one.
    Pad,
}

impl Entry<'_> {
    fn units(&self) -> Res<u32> {
        Ok(match self {
            Entry::Ins(_, op, ..) => op.units,
            Entry::Pad => 0,
            Entry::Packed(_, targets) => 4 + 2 * payload_len(targets.len())?,
            Entry::Sparse(entries) => 2 + 4 * payload_len(entries.len())?,
            Entry::Array(width, elements) => {
                let bytes = u64::from(*width) * elements.len() as u64;
                u32::try_from(4 + bytes.div_ceil(2))
                    .map_err(|_| "an .array-data payload too large for a dex".to_string())?
            }
        })
    }
}

fn payload_len(n: usize) -> Res<u32> {
    u16::try_from(n)
        .map(u32::from)
        .map_err(|_| format!("a switch payload with {n} entries (at most 65535)"))
}

/// The method's frame: how `pN` maps to absolute registers.
struct Frame {
    total: u32,
    first_param: u32,
}

// The checks of every operand are small enough to inline; what they say when they fail is
// apart, in cold functions.
impl Frame {
    #[inline]
    fn reg(&self, r: Reg) -> Res<u32> {
        let abs = match r {
            Reg::V(n) => u32::from(n),
            Reg::P(n) => self.first_param + u32::from(n),
        };
        if abs >= self.total {
            return Err(self.beyond(r));
        }
        Ok(abs)
    }

    #[cold]
    fn beyond(&self, r: Reg) -> String {
        let (kind, max) = match r {
            Reg::V(_) => ('v', self.total.checked_sub(1)),
            Reg::P(_) => ('p', (self.total - self.first_param).checked_sub(1)),
        };
        let n = match r {
            Reg::V(n) | Reg::P(n) => n,
        };
        match max {
            Some(max) => format!("register {kind}{n} is beyond the last register {kind}{max}"),
            None => format!("register {kind}{n} names no register of the method"),
        }
    }
}

/// A debug item with the indices it names (name, type, signature of a `.local`; the name of
/// a `.source`).
type DebugItem<'a> = (usize, &'a Item, [u32; 3]);

/// Buffers reused from one method to the next.
#[derive(Default)]
pub(super) struct Scratch<'a> {
    entries: Vec<Entry<'a>>,
    labels: FxMap<&'a str, usize>,
    /// `.catch` items with their exception type's index.
    catches: Vec<(&'a Item, u32)>,
    debug_items: Vec<DebugItem<'a>>,
    layout: Layout,
    /// The entries whose operand is a label alone (`goto`s), and the switches.
    gotos: Vec<usize>,
    switches: Vec<usize>,
    base: Vec<Option<u32>>,
    code: Vec<u16>,
    tries: TryScratch,
    /// The string index of each parameter's name.
    names: Vec<Option<u32>>,
}

/// The total registers of `m`, which has `ins` parameter registers, when it declares its
/// registers (as [`Method::total_registers`] counts them).
pub(super) fn total_registers(m: &Method, ins: u32) -> Option<u32> {
    match m.registers? {
        RegisterDecl::Registers(n) => Some(n),
        RegisterDecl::Locals(n) => Some(n + ins),
    }
}

/// Encodes the body of `m`, which has `(total, parameter)` registers and names `refs`, onto
/// `out`.
pub(super) fn encode<'a>(
    m: &'a Method,
    (total, ins_size): (u32, u32),
    mut refs: Refs,
    s: &mut Scratch<'a>,
    out: &mut Bodies,
) -> Res<CodeOut> {
    if total < ins_size {
        return Err(format!(
            "{total} registers cannot hold the {ins_size} parameter registers"
        ));
    }
    let registers =
        u16::try_from(total).map_err(|_| format!("{total} registers (at most 65535)"))?;
    let frame = Frame {
        total,
        first_param: total - ins_size,
    };

    // Entries in order; labels and debug items name the entry they precede.
    let entries = &mut s.entries;
    let labels = &mut s.labels;
    entries.clear();
    labels.clear();
    s.catches.clear();
    s.debug_items.clear();
    s.gotos.clear();
    s.switches.clear();
    entries.reserve(m.items.len());
    let ops = Op::table();
    let mut outs = 0u32;
    for item in &m.items {
        match item {
            Item::Label(l) => {
                if labels.insert(l, entries.len()).is_some() {
                    return Err(format!("label :{l} is defined twice"));
                }
            }
            Item::Instruction(ins) => {
                let mut op = Op::of(ops, ins.opcode);
                // One look at the operands: the indices of what they name, and whether the
                // entry is a `goto` or a switch.
                let (idx, proto) = match &ins.operands {
                    Operands::RString(..) => {
                        let idx = refs.string()?;
                        if op.op == Opcode::ConstString && idx > 0xffff {
                            op = Op::of(ops, Opcode::ConstStringJumbo);
                        }
                        (idx, NONE)
                    }
                    Operands::RType(..)
                    | Operands::RRType(..)
                    | Operands::ListType(..)
                    | Operands::RangeType(..) => (refs.ty()?, NONE),
                    Operands::RField(..) | Operands::RRField(..) => (refs.field()?, NONE),
                    Operands::RMethodHandle(..) => (refs.handle()?, NONE),
                    Operands::RProto(..) => (refs.proto()?, NONE),
                    Operands::ListMethod(..) | Operands::RangeMethod(..) => (refs.method()?, NONE),
                    Operands::ListCallSite(..) | Operands::RangeCallSite(..) => {
                        (refs.call_site()?, NONE)
                    }
                    Operands::ListMethodProto(..) | Operands::RangeMethodProto(..) => {
                        (refs.method()?, refs.proto()?)
                    }
                    Operands::Label(_) => {
                        s.gotos.push(entries.len());
                        (NONE, NONE)
                    }
                    Operands::RLabel(..) => {
                        if matches!(op.op, Opcode::PackedSwitch | Opcode::SparseSwitch) {
                            s.switches.push(entries.len());
                        }
                        (NONE, NONE)
                    }
                    _ => (NONE, NONE),
                };
                if op.invoke {
                    outs = outs.max(out_words(&ins.operands));
                }
                entries.push(Entry::Ins(ins, op, idx, proto));
            }
            Item::PackedSwitch { first_key, targets } => {
                padding_nop(entries);
                entries.push(Entry::Packed(*first_key, targets))
            }
            Item::SparseSwitch { entries: e } => {
                padding_nop(entries);
                entries.push(Entry::Sparse(e))
            }
            Item::ArrayData { width, elements } => {
                if !matches!(width, 1 | 2 | 4 | 8) {
                    return Err(format!(".array-data width {width} (must be 1, 2, 4 or 8)"));
                }
                padding_nop(entries);
                entries.push(Entry::Array(*width, elements));
            }
            Item::Catch(_) => s.catches.push((item, refs.ty()?)),
            Item::Local(_) => {
                let ids = [refs.string()?, refs.ty()?, refs.string()?];
                s.debug_items.push((entries.len(), item, ids));
            }
            Item::Source(_) => {
                let ids = [refs.string()?, NONE, NONE];
                s.debug_items.push((entries.len(), item, ids));
            }
            _ => s.debug_items.push((entries.len(), item, [NONE; 3])),
        }
    }
    let labels = &*labels;
    let slot = |l: &str| {
        labels
            .get(l)
            .copied()
            .ok_or_else(|| format!("label :{l} is not defined"))
    };

    // Lay out, growing gotos until every offset fits.
    let layout = &mut s.layout;
    loop {
        layout.place(entries)?;
        let mut grew = false;
        for &i in &s.gotos {
            let Some(Entry::Ins(ins, op, ..)) = entries.get_mut(i) else {
                continue;
            };
            let fits: fn(i64) -> bool = match op.op {
                Opcode::Goto => |o| i8::try_from(o).is_ok(),
                Opcode::Goto16 => |o| i16::try_from(o).is_ok(),
                _ => continue,
            };
            let Operands::Label(l) = &ins.operands else {
                continue;
            };
            let offset = i64::from(layout.at(slot(l)?)) - i64::from(layout.start[i]);
            if !fits(offset) {
                *op = Op::of(
                    ops,
                    if op.op == Opcode::Goto && i16::try_from(offset).is_ok() {
                        Opcode::Goto16
                    } else {
                        Opcode::Goto32
                    },
                );
                grew = true;
            }
        }
        if !grew {
            break;
        }
    }
    let layout = &*layout;
    let entries = &*entries;

    // A switch payload's targets are relative to the (first) switch that uses it.
    let base = &mut s.base;
    base.clear();
    base.resize(entries.len(), None);
    for &i in &s.switches {
        if let Some(Entry::Ins(ins, ..)) = entries.get(i) {
            if let Operands::RLabel(_, l) = &ins.operands {
                let s = slot(l)?;
                if let Some(b) = base.get_mut(s) {
                    b.get_or_insert(layout.start[i]);
                }
            }
        }
    }

    let code = &mut s.code;
    code.clear();
    code.reserve(layout.end as usize);
    let ctx = Ctx {
        frame: &frame,
        layout,
        labels,
        entries,
    };
    for (i, e) in entries.iter().enumerate() {
        if layout.pad[i] {
            code.push(0);
        }
        let at = layout.start[i];
        match e {
            Entry::Pad => {
                if layout.at(i + 1) > at {
                    code.push(0);
                }
            }
            &Entry::Ins(ins, op, idx, proto) => {
                ctx.instruction(code, ins, op, at, idx, proto)
                    .map_err(|what| format!("{} at code unit {at}: {what}", op.op.name()))?;
            }
            Entry::Packed(first_key, targets) => {
                let b = base[i].unwrap_or(at);
                code.extend_from_slice(&[payload::PACKED_SWITCH, targets.len() as u16]);
                push32(code, *first_key as u32);
                for t in targets.iter() {
                    push32(code, ctx.target(t)?.wrapping_sub(b));
                }
            }
            Entry::Sparse(list) => {
                let b = base[i].unwrap_or(at);
                let mut sorted: Vec<&(i32, Label)> = list.iter().collect();
                sorted.sort_by_key(|e| e.0);
                code.extend_from_slice(&[payload::SPARSE_SWITCH, list.len() as u16]);
                for (key, _) in &sorted {
                    push32(code, *key as u32);
                }
                for (_, t) in &sorted {
                    push32(code, ctx.target(t)?.wrapping_sub(b));
                }
            }
            Entry::Array(width, elements) => {
                code.extend_from_slice(&[payload::FILL_ARRAY_DATA, u16::from(*width)]);
                push32(code, elements.len() as u32);
                let w = usize::from(*width);
                let mut pending: Option<u8> = None;
                for e in elements.iter() {
                    for &b in &e.to_le_bytes()[..w] {
                        match pending.take() {
                            Some(lo) => code.push(u16::from_le_bytes([lo, b])),
                            None => pending = Some(b),
                        }
                    }
                }
                if let Some(lo) = pending {
                    code.push(u16::from(lo));
                }
            }
        }
    }

    let tries = tries(&s.catches, &ctx, &mut s.tries)?;
    let debug_start = out.debug.len();
    param_names(m, &ctx, &mut refs, &mut s.names)?;
    let debug = debug_info(&s.debug_items, &s.names, &ctx, &mut out.debug)?
        .then_some((debug_start, out.debug.len()));

    let o = &mut out.code;
    let start = o.len();
    o.reserve(16 + code.len() * 2 + s.tries.bytes.len() + 2);
    o.extend_from_slice(&registers.to_le_bytes());
    o.extend_from_slice(&(ins_size as u16).to_le_bytes());
    o.extend_from_slice(&(outs.min(0xffff) as u16).to_le_bytes());
    o.extend_from_slice(&tries.to_le_bytes());
    o.extend_from_slice(&0u32.to_le_bytes());
    o.extend_from_slice(&(code.len() as u32).to_le_bytes());
    let units_at = o.len();
    o.resize(units_at + 2 * code.len(), 0);
    for (b, u) in o[units_at..].chunks_exact_mut(2).zip(code.iter()) {
        b.copy_from_slice(&u.to_le_bytes());
    }
    if tries > 0 && code.len() % 2 == 1 {
        o.extend_from_slice(&[0, 0]);
    }
    o.extend_from_slice(&s.tries.bytes);
    Ok(CodeOut {
        code: (start, o.len()),
        debug,
    })
}

/// Makes the `nop` right before a payload its [`Entry::Pad`].
fn padding_nop(entries: &mut [Entry<'_>]) {
    if let Some(last) = entries.last_mut() {
        if matches!(last, Entry::Ins(_, op, ..) if op.op == Opcode::Nop) {
            *last = Entry::Pad;
        }
    }
}

/// An opcode with its value, format, size and whether it invokes, which every instruction
/// needs: smali_parser's tables are functions that do not inline across crates.
#[derive(Clone, Copy)]
struct Op {
    op: Opcode,
    value: u16,
    format: Format,
    units: u32,
    invoke: bool,
}

impl Op {
    /// Every opcode, by discriminant (its position in `Opcode::ALL`).
    fn table() -> &'static [Op] {
        static TABLE: OnceLock<Vec<Op>> = OnceLock::new();
        TABLE.get_or_init(|| {
            let mut table: Vec<Op> = Opcode::ALL.iter().map(|&op| Op::new(op)).collect();
            table.sort_by_key(|o| o.op as usize);
            table
        })
    }

    /// `op` from `table` (see [`Op::table`]).
    #[inline]
    fn of(table: &[Op], op: Opcode) -> Op {
        let known = table.get(op as usize).filter(|o| o.op == op);
        known.copied().unwrap_or_else(|| Op::new(op))
    }

    fn new(op: Opcode) -> Op {
        let format = op.format();
        Op {
            op,
            value: u16::from(op.value()),
            format,
            units: format.code_units(),
            invoke: op.is_invoke(),
        }
    }
}

fn push32(code: &mut Vec<u16>, v: u32) {
    code.extend_from_slice(&[v as u16, (v >> 16) as u16]);
}

/// The argument words an invoke with `ops` passes (what `outs_size` must hold).
fn out_words(ops: &Operands) -> u32 {
    match ops {
        Operands::ListMethod(regs, _)
        | Operands::ListCallSite(regs, _)
        | Operands::ListMethodProto(regs, _, _) => regs.len() as u32,
        Operands::RangeMethod(r, _)
        | Operands::RangeCallSite(r, _)
        | Operands::RangeMethodProto(r, _, _) => match r {
            RegRange::Empty => 0,
            RegRange::Span(a, b) => {
                let n = |r: &Reg| match r {
                    Reg::V(n) | Reg::P(n) => u32::from(*n),
                };
                n(b).saturating_sub(n(a)) + 1
            }
        },
        _ => 0,
    }
}

/// Entry addresses: `start[i]` is where entry `i` begins (after its alignment `nop`, if
/// `pad[i]`).
#[derive(Default)]
struct Layout {
    start: Vec<u32>,
    pad: Vec<bool>,
    end: u32,
}

impl Layout {
    fn place(&mut self, entries: &[Entry]) -> Res<()> {
        self.start.clear();
        self.pad.clear();
        let mut at: u64 = 0;
        for e in entries {
            let pad = !matches!(e, Entry::Ins(..) | Entry::Pad) && at % 2 == 1;
            at += u64::from(pad);
            self.pad.push(pad);
            self.start.push(at as u32);
            at += match e {
                Entry::Pad => at % 2,
                e => u64::from(e.units()?),
            };
        }
        self.end = u32::try_from(at).map_err(|_| "the code is too large for a dex".to_string())?;
        Ok(())
    }

    /// The address of the entry a label precedes (the end of the code for a final label).
    fn at(&self, slot: usize) -> u32 {
        self.start.get(slot).copied().unwrap_or(self.end)
    }
}

struct Ctx<'c> {
    frame: &'c Frame,
    layout: &'c Layout,
    labels: &'c FxMap<&'c str, usize>,
    entries: &'c [Entry<'c>],
}

#[inline]
fn nibble(r: u32) -> Res<u16> {
    if r > 15 {
        return Err(too_wide(r, "4 bits (v0..v15)"));
    }
    Ok(r as u16)
}

#[inline]
fn byte(r: u32) -> Res<u16> {
    if r > 255 {
        return Err(too_wide(r, "8 bits (v0..v255)"));
    }
    Ok(r as u16)
}

#[inline]
fn short(r: u32) -> Res<u16> {
    u16::try_from(r).map_err(|_| too_wide(r, "16 bits"))
}

#[cold]
fn too_wide(r: u32, bits: &str) -> String {
    format!("register v{r} does not fit in {bits}")
}

#[inline]
fn index16(i: u32, what: &str) -> Res<u16> {
    u16::try_from(i).map_err(|_| index_too_wide(i, what))
}

#[cold]
fn index_too_wide(i: u32, what: &str) -> String {
    format!("{what} index {i} does not fit in 16 bits")
}

#[inline]
fn lit_fits(v: i64, bits: u32) -> Res<i64> {
    let min = -(1i64 << (bits - 1));
    let max = (1i64 << (bits - 1)) - 1;
    if v < min || v > max {
        return Err(lit_too_wide(v, bits));
    }
    Ok(v)
}

#[cold]
fn no_reference() -> String {
    "the operands name no reference".into()
}

#[cold]
fn lit_too_wide(v: i64, bits: u32) -> String {
    format!("literal {v} does not fit in {bits} bits")
}

impl Ctx<'_> {
    #[inline]
    fn reg(&self, r: Reg) -> Res<u32> {
        self.frame.reg(r)
    }

    fn slot(&self, l: &str) -> Res<usize> {
        self.labels
            .get(l)
            .copied()
            .ok_or_else(|| format!("label :{l} is not defined"))
    }

    fn target(&self, l: &str) -> Res<u32> {
        Ok(self.layout.at(self.slot(l)?))
    }

    fn offset(&self, l: &str, at: u32) -> Res<i64> {
        Ok(i64::from(self.target(l)?) - i64::from(at))
    }

    /// The index of the reference an instruction of format 21c/22c/31c/35c/3rc names.
    #[inline]
    fn reference(idx: u32) -> Res<u32> {
        if idx == NONE {
            return Err(no_reference());
        }
        Ok(idx)
    }

    #[inline]
    fn list(&self, regs: &[Reg]) -> Res<(u16, u16, u16)> {
        if regs.len() > 5 {
            return Err(format!("{} registers in a list (at most 5)", regs.len()));
        }
        let mut n = [0u16; 5];
        for (slot, r) in n.iter_mut().zip(regs) {
            *slot = nibble(self.reg(*r)?)?;
        }
        let cdef = n[0] | (n[1] << 4) | (n[2] << 8) | (n[3] << 12);
        Ok((regs.len() as u16, n[4], cdef))
    }

    #[inline]
    fn range(&self, r: &RegRange) -> Res<(u16, u16)> {
        match r {
            RegRange::Empty => Ok((0, 0)),
            RegRange::Span(a, b) => {
                let (a, b) = (self.reg(*a)?, self.reg(*b)?);
                if b < a {
                    return Err(format!("register range v{a} .. v{b} runs backwards"));
                }
                let count = b - a + 1;
                if count > 255 {
                    return Err(format!("register range of {count} registers (at most 255)"));
                }
                Ok((count as u16, short(a)?))
            }
        }
    }

    /// The payload entry a 31t instruction names, checked against the opcode.
    fn payload_offset(&self, op: Opcode, l: &str, at: u32) -> Res<u32> {
        let s = self.slot(l)?;
        let ok = matches!(
            (op, self.entries.get(s)),
            (Opcode::PackedSwitch, Some(Entry::Packed(..)))
                | (Opcode::SparseSwitch, Some(Entry::Sparse(..)))
                | (Opcode::FillArrayData, Some(Entry::Array(..)))
        );
        if !ok {
            return Err(format!(
                "label :{l} does not name a payload of the right kind"
            ));
        }
        Ok(self.layout.at(s).wrapping_sub(at))
    }

    fn instruction(
        &self,
        code: &mut Vec<u16>,
        ins: &Instruction,
        op: Op,
        at: u32,
        idx: u32,
        proto: u32,
    ) -> Res<()> {
        use Format::*;
        let o = op.value;
        let ops = &ins.operands;
        match (op.format, ops) {
            (F10x, Operands::None) => code.push(o),
            (F12x, Operands::RR(a, b)) => {
                code.push(o | nibble(self.reg(*a)?)? << 8 | nibble(self.reg(*b)?)? << 12)
            }
            (F11n, Operands::RLit(a, v)) => {
                let v = lit_fits(*v, 4)?;
                code.push(o | nibble(self.reg(*a)?)? << 8 | ((v as u16) & 0xf) << 12)
            }
            (F11x, Operands::R(a)) => code.push(o | byte(self.reg(*a)?)? << 8),
            (F10t, Operands::Label(l)) => {
                let off = i8::try_from(self.offset(l, at)?).map_err(|_| "branch too far")?;
                code.push(o | u16::from(off as u8) << 8)
            }
            (F20t, Operands::Label(l)) => {
                let off = i16::try_from(self.offset(l, at)?).map_err(|_| "branch too far")?;
                code.extend_from_slice(&[o, off as u16])
            }
            (F30t, Operands::Label(l)) => {
                let off = self.offset(l, at)?;
                code.push(o);
                push32(code, off as u32)
            }
            (F22x, Operands::RR(a, b)) => {
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, short(self.reg(*b)?)?])
            }
            (F32x, Operands::RR(a, b)) => {
                code.extend_from_slice(&[o, short(self.reg(*a)?)?, short(self.reg(*b)?)?])
            }
            (F21t, Operands::RLabel(a, l)) => {
                let off = i16::try_from(self.offset(l, at)?)
                    .map_err(|_| format!("branch to :{l} is too far for 16 bits"))?;
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, off as u16])
            }
            (F22t, Operands::RRLabel(a, b, l)) => {
                let off = i16::try_from(self.offset(l, at)?)
                    .map_err(|_| format!("branch to :{l} is too far for 16 bits"))?;
                let regs = nibble(self.reg(*a)?)? << 8 | nibble(self.reg(*b)?)? << 12;
                code.extend_from_slice(&[o | regs, off as u16])
            }
            (F21s, Operands::RLit(a, v)) => {
                let v = lit_fits(*v, 16)?;
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, v as u16])
            }
            (F21ih, Operands::RLit(a, v)) => {
                let v = lit_fits(*v, 32)?;
                if v & 0xffff != 0 {
                    return Err(format!("literal {v:#x} has non-zero low 16 bits"));
                }
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, (v >> 16) as u16])
            }
            (F21lh, Operands::RLit(a, v)) => {
                if v & 0xffff_ffff_ffff != 0 {
                    return Err(format!("literal {v:#x} has non-zero low 48 bits"));
                }
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, (v >> 48) as u16])
            }
            (F31i, Operands::RLit(a, v)) => {
                let v = lit_fits(*v, 32)?;
                code.push(o | byte(self.reg(*a)?)? << 8);
                push32(code, v as u32)
            }
            (F51l, Operands::RLit(a, v)) => {
                code.push(o | byte(self.reg(*a)?)? << 8);
                push32(code, *v as u32);
                push32(code, (*v >> 32) as u32)
            }
            (
                F21c,
                Operands::RString(a, _)
                | Operands::RType(a, _)
                | Operands::RField(a, _)
                | Operands::RMethodHandle(a, _)
                | Operands::RProto(a, _),
            ) => {
                let idx = index16(Self::reference(idx)?, "reference")?;
                code.extend_from_slice(&[o | byte(self.reg(*a)?)? << 8, idx])
            }
            (F31c, Operands::RString(a, _)) => {
                let idx = Self::reference(idx)?;
                code.push(o | byte(self.reg(*a)?)? << 8);
                push32(code, idx)
            }
            (F23x, Operands::RRR(a, b, c)) => code.extend_from_slice(&[
                o | byte(self.reg(*a)?)? << 8,
                byte(self.reg(*b)?)? | byte(self.reg(*c)?)? << 8,
            ]),
            (F22b, Operands::RRLit(a, b, v)) => {
                let v = lit_fits(i64::from(*v), 8)?;
                code.extend_from_slice(&[
                    o | byte(self.reg(*a)?)? << 8,
                    byte(self.reg(*b)?)? | ((v as u8) as u16) << 8,
                ])
            }
            (F22s, Operands::RRLit(a, b, v)) => {
                let v = lit_fits(i64::from(*v), 16)?;
                let regs = nibble(self.reg(*a)?)? << 8 | nibble(self.reg(*b)?)? << 12;
                code.extend_from_slice(&[o | regs, v as u16])
            }
            (F22c, Operands::RRType(a, b, _) | Operands::RRField(a, b, _)) => {
                let idx = index16(Self::reference(idx)?, "reference")?;
                let regs = nibble(self.reg(*a)?)? << 8 | nibble(self.reg(*b)?)? << 12;
                code.extend_from_slice(&[o | regs, idx])
            }
            (F31t, Operands::RLabel(a, l)) => {
                let off = self.payload_offset(op.op, l, at)?;
                code.push(o | byte(self.reg(*a)?)? << 8);
                push32(code, off)
            }
            (
                F35c,
                Operands::ListMethod(regs, _)
                | Operands::ListType(regs, _)
                | Operands::ListCallSite(regs, _),
            ) => {
                let idx = index16(Self::reference(idx)?, "reference")?;
                let (count, g, cdef) = self.list(regs)?;
                code.extend_from_slice(&[o | g << 8 | count << 12, idx, cdef])
            }
            (
                F3rc,
                Operands::RangeMethod(r, _)
                | Operands::RangeType(r, _)
                | Operands::RangeCallSite(r, _),
            ) => {
                let idx = index16(Self::reference(idx)?, "reference")?;
                let (count, first) = self.range(r)?;
                code.extend_from_slice(&[o | count << 8, idx, first])
            }
            (F45cc, Operands::ListMethodProto(regs, _, _)) => {
                let idx = index16(Self::reference(idx)?, "method")?;
                let proto = index16(Self::reference(proto)?, "proto")?;
                let (count, g, cdef) = self.list(regs)?;
                code.extend_from_slice(&[o | g << 8 | count << 12, idx, cdef, proto])
            }
            (F4rcc, Operands::RangeMethodProto(r, _, _)) => {
                let idx = index16(Self::reference(idx)?, "method")?;
                let proto = index16(Self::reference(proto)?, "proto")?;
                let (count, first) = self.range(r)?;
                code.extend_from_slice(&[o | count << 8, idx, first, proto])
            }
            (format, _) => {
                return Err(format!(
                    "operands do not match the instruction's format {format:?}"
                ))
            }
        }
        Ok(())
    }
}

/// Buffers of [`tries`], reused from one method to the next.
#[derive(Default)]
struct TryScratch {
    spans: Vec<(u32, u32, Option<u32>, u32)>,
    bounds: Vec<u32>,
    cells: Vec<Handlers>,
    ranges: Vec<(u32, u32, usize)>,
    /// The cell of each handler list written, and where.
    lists: Vec<(usize, usize)>,
    list_bytes: Vec<u8>,
    offsets: Vec<(usize, usize)>,
    /// The encoded `try_item`s and `encoded_catch_handler_list`.
    bytes: Vec<u8>,
}

/// A run of code units with the same handlers: the typed ones in the order they were declared
/// for it, and the catch-all.
#[derive(Default, PartialEq, Eq)]
struct Handlers {
    typed: Vec<(u32, u32)>,
    catch_all: Option<u32>,
}

/// Overlapping `.catch` ranges become disjoint ranges, each with the handlers of every range
/// that covers it in declaration order (a type already caught there keeps its first handler, two
/// different catch-alls are an error);
/// neighbouring ranges with the same handlers are then joined, as `smali a` lays them out.
/// The `try_item`s and handlers go to `s.bytes`; returns how many `try_item`s.
fn tries(catches: &[(&Item, u32)], ctx: &Ctx, s: &mut TryScratch) -> Res<u16> {
    s.bytes.clear();
    if catches.is_empty() {
        return Ok(0);
    }
    let TryScratch {
        spans,
        bounds,
        cells,
        ranges,
        lists,
        list_bytes,
        offsets,
        bytes,
    } = s;
    spans.clear();
    bounds.clear();
    for &(item, ty) in catches {
        let Item::Catch(catch) = item else {
            continue;
        };
        let Catch {
            start,
            end,
            handler,
            ..
        } = catch.as_ref();
        let (s, e, h) = (ctx.target(start)?, ctx.target(end)?, ctx.target(handler)?);
        if e <= s {
            return Err(format!(
                "the try range :{start} .. :{end} is empty or runs backwards"
            ));
        }
        let ty = (ty != NONE).then_some(ty);
        spans.push((s, e, ty, h));
        bounds.extend([s, e]);
    }
    bounds.sort_unstable();
    bounds.dedup();
    // The cells' lists keep their room from one method to the next.
    let n = bounds.len().saturating_sub(1);
    cells.truncate(n);
    for cell in cells.iter_mut() {
        cell.typed.clear();
        cell.catch_all = None;
    }
    cells.resize_with(n, Handlers::default);
    for &(s, e, ty, h) in spans.iter() {
        let first = bounds.partition_point(|&b| b < s);
        let last = bounds.partition_point(|&b| b < e);
        for cell in &mut cells[first..last] {
            match ty {
                Some(t) => {
                    if !cell.typed.iter().any(|&(ct, _)| ct == t) {
                        cell.typed.push((t, h));
                    }
                }
                // smali a refuses this one conflict (a typed one keeps its first handler).
                None => match cell.catch_all {
                    Some(other) if other != h => {
                        return Err(format!(
                            "overlapping .catchall ranges with different handlers (code units {other} and {h})"
                        ))
                    }
                    _ => cell.catch_all = Some(h),
                },
            }
        }
    }
    // Join neighbours with equal handlers; drop cells nothing covers.
    ranges.clear();
    for (i, cell) in cells.iter().enumerate() {
        if cell.typed.is_empty() && cell.catch_all.is_none() {
            continue;
        }
        let (s, e) = (bounds[i], bounds[i + 1]);
        match ranges.last_mut() {
            Some(last) if last.1 == s && cells[last.2] == *cell => last.1 = e,
            _ => ranges.push((s, e, i)),
        }
    }
    let count = u16::try_from(ranges.len())
        .map_err(|_| format!("{} try ranges (at most 65535)", ranges.len()))?;

    // A method has few distinct handler lists: a search finds one written before.
    lists.clear();
    list_bytes.clear();
    offsets.clear();
    for &(s, e, cell) in ranges.iter() {
        let handlers = &cells[cell];
        let len = u16::try_from(e - s)
            .map_err(|_| format!("a try range of {} code units (at most 65535)", e - s))?;
        bytes.extend_from_slice(&s.to_le_bytes());
        bytes.extend_from_slice(&len.to_le_bytes());
        let off = match lists.iter().find(|&&(c, _)| cells[c] == *handlers) {
            Some(&(_, off)) => off,
            None => {
                let off = list_bytes.len();
                let n = handlers.typed.len() as i32;
                write_sleb128(
                    list_bytes,
                    if handlers.catch_all.is_some() { -n } else { n },
                );
                for &(t, addr) in &handlers.typed {
                    write_uleb128(list_bytes, t);
                    write_uleb128(list_bytes, addr);
                }
                if let Some(addr) = handlers.catch_all {
                    write_uleb128(list_bytes, addr);
                }
                lists.push((cell, off));
                off
            }
        };
        offsets.push((bytes.len(), off));
        bytes.extend_from_slice(&[0, 0]);
    }
    // A handler offset counts from the start of the list, whose size comes first.
    let size_at = bytes.len();
    write_uleb128(bytes, lists.len() as u32);
    let size = bytes.len() - size_at;
    for &(at, off) in offsets.iter() {
        let off = u16::try_from(off + size)
            .map_err(|_| "catch handlers too large for a code item".to_string())?;
        bytes[at..at + 2].copy_from_slice(&off.to_le_bytes());
    }
    if count > 0 {
        bytes.extend_from_slice(list_bytes);
    } else {
        bytes.truncate(size_at);
    }
    Ok(count)
}

/// Writes the `debug_info_item` of the body onto `out`, unless it has no debug items and no
/// parameter names (then `false`).
fn debug_info(
    items: &[DebugItem],
    names: &[Option<u32>],
    ctx: &Ctx,
    out: &mut Vec<u8>,
) -> Res<bool> {
    if items.is_empty() && names.iter().all(Option::is_none) {
        return Ok(false);
    }
    let line_start = items
        .iter()
        .find_map(|(_, item, _)| match item {
            Item::Line(n) => Some(*n),
            _ => None,
        })
        .unwrap_or(0);
    write_uleb128(out, line_start);
    write_uleb128(out, names.len() as u32);
    for n in names {
        write_uleb128p1(out, *n);
    }
    let mut addr = 0u32;
    let mut line = line_start;
    let id = |i: u32| (i != NONE).then_some(i);
    for &(slot, item, ids) in items {
        let at = ctx.layout.at(slot);
        let advance = |out: &mut Vec<u8>, addr: &mut u32| {
            if at > *addr {
                out.push(debug::ADVANCE_PC);
                write_uleb128(out, at - *addr);
                *addr = at;
            }
        };
        match item {
            Item::Line(n) => {
                let mut dl = n.wrapping_sub(line) as i32;
                if !(debug::LINE_BASE..debug::LINE_BASE + debug::LINE_RANGE).contains(&dl) {
                    out.push(debug::ADVANCE_LINE);
                    write_sleb128(out, dl);
                    dl = 0;
                }
                let special = |da: u32| {
                    u32::try_from(dl - debug::LINE_BASE).unwrap_or(0)
                        + da * debug::LINE_RANGE as u32
                        + u32::from(debug::FIRST_SPECIAL)
                };
                let da = at.saturating_sub(addr);
                if da > 255 || special(da) > 255 {
                    advance(out, &mut addr);
                }
                out.push(special(at.saturating_sub(addr)) as u8);
                addr = at;
                line = *n;
            }
            Item::Local(local) => {
                let reg = &local.reg;
                advance(out, &mut addr);
                let [name, ty, sig] = ids.map(id);
                out.push(if sig.is_some() {
                    debug::START_LOCAL_EXTENDED
                } else {
                    debug::START_LOCAL
                });
                write_uleb128(out, ctx.reg(*reg)?);
                write_uleb128p1(out, name);
                write_uleb128p1(out, ty);
                if sig.is_some() {
                    write_uleb128p1(out, sig);
                }
            }
            Item::EndLocal(r) | Item::RestartLocal(r) => {
                advance(out, &mut addr);
                out.push(if matches!(item, Item::EndLocal(_)) {
                    debug::END_LOCAL
                } else {
                    debug::RESTART_LOCAL
                });
                write_uleb128(out, ctx.reg(*r)?);
            }
            Item::Prologue => {
                advance(out, &mut addr);
                out.push(debug::SET_PROLOGUE_END);
            }
            Item::Epilogue => {
                advance(out, &mut addr);
                out.push(debug::SET_EPILOGUE_BEGIN);
            }
            Item::Source(_) => {
                advance(out, &mut addr);
                out.push(debug::SET_FILE);
                write_uleb128p1(out, id(ids[0]));
            }
            _ => {}
        }
    }
    out.push(debug::END_SEQUENCE);
    Ok(true)
}

/// The string index of each parameter's `.param` name (`this` not counted) into `names`;
/// `refs` holds them.
fn param_names(m: &Method, ctx: &Ctx, refs: &mut Refs, names: &mut Vec<Option<u32>>) -> Res<()> {
    names.clear();
    names.resize(m.proto.params.len(), None);
    for param in m.params.iter().filter(|q| q.name.is_some()) {
        let i = param_index(m, Some(ctx.frame.first_param), param.reg)?;
        names[i] = Some(refs.string()?);
    }
    Ok(())
}

/// Which declared parameter `reg` is the first register of; `first_param` is the absolute
/// register of `p0` when the method has a frame.
pub(super) fn param_index(m: &Method, first_param: Option<u32>, reg: Reg) -> Res<usize> {
    let rel = match (reg, first_param) {
        (Reg::P(n), _) => Some(u32::from(n)),
        (Reg::V(n), Some(first)) => u32::from(n).checked_sub(first),
        (Reg::V(_), None) => None,
    };
    let mut at = u32::from(!m.is_static());
    for (i, ty) in m.proto.params.iter().enumerate() {
        if rel == Some(at) {
            return Ok(i);
        }
        at += if matches!(ty.as_str(), "J" | "D") {
            2
        } else {
            1
        };
    }
    let r = match reg {
        Reg::V(n) => format!("v{n}"),
        Reg::P(n) => format!("p{n}"),
    };
    Err(format!(
        ".param {r} is not the first register of a parameter"
    ))
}
