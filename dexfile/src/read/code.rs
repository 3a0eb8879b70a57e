//! Code items: instructions of every format, payloads, tries and handlers, and the items of a
//! body in the order baksmali prints them.
//!
//! baksmali names a label by its kind and the hexadecimal code address it marks (`:cond_1a`,
//! `:try_end_6`), and orders a body by code address; at one address it prints the debug
//! directives, then the labels (sorted by name prefix), the instruction, the `:try_end_` label
//! of tries whose last covered instruction this is (named by the address after the try), and
//! the `.catch` lines of those tries.

use smali_parser::ast::{Catch, Instruction, Item, JString, Operands, Reg, RegRange};
use smali_parser::opcode::{Format, Opcode, RefKind};
use std::cell::RefCell;
use std::sync::Arc;

use super::debug::{read_debug_info, Event};
use super::ids::Dex;
use super::value::{call_site, method_handle};
use super::{offset_at, u16_at, u32_at};
use crate::leb128::{read_sleb128, read_uleb128};
use crate::spec::payload;
use crate::ReadError;

/// The kinds of label, in the order of their name prefixes (baksmali sorts the labels at one
/// address by prefix).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum LabelKind {
    Array,
    Catch,
    Catchall,
    Cond,
    Goto,
    Pswitch,
    PswitchData,
    Sswitch,
    SswitchData,
    TryStart,
}

impl LabelKind {
    fn prefix(self) -> &'static str {
        match self {
            LabelKind::Array => "array_",
            LabelKind::Catch => "catch_",
            LabelKind::Catchall => "catchall_",
            LabelKind::Cond => "cond_",
            LabelKind::Goto => "goto_",
            LabelKind::Pswitch => "pswitch_",
            LabelKind::PswitchData => "pswitch_data_",
            LabelKind::Sswitch => "sswitch_",
            LabelKind::SswitchData => "sswitch_data_",
            LabelKind::TryStart => "try_start_",
        }
    }
}

/// `prefix` and `address` in lower-case hexadecimal, as baksmali names labels.
fn label_name(prefix: &str, address: u32) -> String {
    const HEX: &[u8; 16] = b"0123456789abcdef";
    let digits = (32 - address.leading_zeros()).div_ceil(4).max(1);
    let mut name = String::with_capacity(prefix.len() + digits as usize);
    name.push_str(prefix);
    for i in (0..digits).rev() {
        name.push(char::from(HEX[(address >> (4 * i) & 0xf) as usize]));
    }
    name
}

/// A method body read from its `code_item`.
pub(super) struct Body {
    pub registers: u32,
    pub items: Vec<Item>,
    /// Parameter names from the debug info (without `this`).
    pub param_names: Vec<Option<JString>>,
}

/// A `.catch` line, kept as numbers until its turn comes in [`Decoder::order`].
struct PendingCatch {
    /// The address of the last instruction the try covers, where the line goes.
    place: u32,
    /// The exception's type index (checked), or `None` for `.catchall`.
    exception: Option<u32>,
    start: u32,
    end: u32,
    handler: u32,
}

/// The working lists of a body's decoding, kept per thread and cleared for each method, so that
/// reading a method allocates little beyond its items.
#[derive(Default)]
struct Scratch {
    /// Where each instruction or payload starts, with its opcode (`None` for a payload).
    starts: Vec<(u32, Option<Opcode>)>,
    payloads: Vec<u32>,
    labels: Vec<(u32, LabelKind)>,
    switches: Vec<(u32, u32)>,
    /// `(place, end)`: a `:try_end_<end>` label after the instruction at `place`.
    try_ends: Vec<(u32, u32)>,
    catches: Vec<PendingCatch>,
    events: Vec<Event>,
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::default();
}

/// What one code item's decoding collects before the items are put in order.
struct Decoder<'d, 'a> {
    dex: &'d Dex<'a>,
    /// File offset of the first code unit.
    base: usize,
    /// Code units in the method.
    size: u32,
    /// The first parameter register (`registers - parameter registers`), which may be negative
    /// in a corrupt method.
    first_param: i64,
    labels: Vec<(u32, LabelKind)>,
    /// `(payload address, switch address)` of every switch.
    switches: Vec<(u32, u32)>,
}

/// The items of a body other than its instructions, each list by address, with the address
/// of each list's next item (`u64::MAX` when it has none left), so that the instructions,
/// nearly all the items, pass with a few compares.
struct Sparse<'s> {
    events: std::vec::Drain<'s, Event>,
    labels: &'s [(u32, LabelKind)],
    try_ends: &'s [(u32, u32)],
    catches: &'s [PendingCatch],
    /// By [`EVENTS`], [`LABELS`], [`TRY_ENDS`], [`CATCHES`].
    next: [u64; 4],
}

const EVENTS: usize = 0;
const LABELS: usize = 1;
const TRY_ENDS: usize = 2;
const CATCHES: usize = 3;

impl Sparse<'_> {
    /// The address of list `list`'s next item.
    fn head(&self, list: usize) -> u64 {
        let address = match list {
            EVENTS => self.events.as_slice().first().map(|e| e.address),
            LABELS => self.labels.first().map(|l| l.0),
            TRY_ENDS => self.try_ends.first().map(|t| t.0),
            _ => self.catches.first().map(|c| c.place),
        };
        address.map_or(u64::MAX, u64::from)
    }

    fn first(&self) -> u64 {
        self.next.into_iter().min().unwrap_or(u64::MAX)
    }

    /// The items at `address` that go before its instruction: debug directives, then labels.
    fn before(&mut self, address: u32, items: &mut Vec<Item>) {
        let here = u64::from(address);
        while self.next[EVENTS] == here {
            if let Some(ev) = self.events.next() {
                items.push(ev.item);
            }
            self.next[EVENTS] = self.head(EVENTS);
        }
        while self.next[LABELS] == here {
            if let Some((&(_, kind), rest)) = self.labels.split_first() {
                items.push(Item::Label(label_name(kind.prefix(), address)));
                self.labels = rest;
            }
            self.next[LABELS] = self.head(LABELS);
        }
    }

    /// The items at `address` that go after its instruction: try ends, then `.catch` lines.
    fn after(
        &mut self,
        address: u32,
        items: &mut Vec<Item>,
        decoder: &Decoder,
    ) -> Result<(), ReadError> {
        let here = u64::from(address);
        while self.next[TRY_ENDS] == here {
            if let Some((&(_, end), rest)) = self.try_ends.split_first() {
                items.push(Item::Label(label_name("try_end_", end)));
                self.try_ends = rest;
            }
            self.next[TRY_ENDS] = self.head(TRY_ENDS);
        }
        while self.next[CATCHES] == here {
            if let Some((catch, rest)) = self.catches.split_first() {
                items.push(decoder.catch(catch)?);
                self.catches = rest;
            }
            self.next[CATCHES] = self.head(CATCHES);
        }
        Ok(())
    }
}

/// Reads the `code_item` at `off` of a method whose parameters take `param_regs` registers
/// (`this` included).
pub(super) fn read_code(dex: &Dex, off: usize, param_regs: u32) -> Result<Body, ReadError> {
    // Nothing in here reads another body, so the borrow cannot be taken twice.
    SCRATCH.with_borrow_mut(|scratch| read_code_with(dex, off, param_regs, scratch))
}

fn read_code_with(
    dex: &Dex,
    off: usize,
    param_regs: u32,
    scratch: &mut Scratch,
) -> Result<Body, ReadError> {
    let bytes = dex.bytes;
    let registers = u32::from(u16_at(bytes, off)?);
    let tries_size = usize::from(u16_at(bytes, off + 6)?);
    let debug_off = offset_at(bytes, off + 8)?;
    let size = u32_at(bytes, off + 12)?;
    let base = off + 16;
    if base as u64 + 2 * u64::from(size) > bytes.len() as u64 {
        return Err(ReadError::new(
            off + 12,
            format!("code of {size} code units runs past the end of the file"),
        ));
    }
    let Scratch {
        starts,
        payloads,
        labels,
        switches,
        try_ends,
        catches,
        events,
    } = scratch;
    starts.clear();
    payloads.clear();
    try_ends.clear();
    catches.clear();
    labels.clear();
    switches.clear();
    // The decoder owns the lists it fills while borrowed; they go back to `scratch` below.
    let mut d = Decoder {
        dex,
        base,
        size,
        first_param: i64::from(registers) - i64::from(param_regs),
        labels: std::mem::take(labels),
        switches: std::mem::take(switches),
    };

    // Pass 1: where instructions start, and every label; payloads wait for their switches.
    let mut address = 0u32;
    while address < size {
        let (op, units) = match d.unit(address)? {
            payload::PACKED_SWITCH | payload::SPARSE_SWITCH | payload::FILL_ARRAY_DATA => {
                payloads.push(address);
                (None, d.payload_size(address)?)
            }
            _ => d.scan(address)?,
        };
        starts.push((address, op));
        address += units;
    }
    d.switches.sort_unstable();
    for &address in payloads.iter() {
        d.case_labels(address)?;
    }

    // Tries: labels, and `.catch` lines at the last instruction each covers.
    if tries_size > 0 {
        let tries = base + 2 * size as usize + 2 * (size as usize % 2);
        let handlers = tries + 8 * tries_size;
        for t in 0..tries_size {
            let at = tries + 8 * t;
            let start = u32_at(bytes, at)?;
            let end = start.saturating_add(u32::from(u16_at(bytes, at + 4)?));
            if start >= size || end > size || end == start {
                return Err(ReadError::new(
                    at,
                    format!(
                        "try block {start:#x}..{end:#x} is not inside the code (size {size:#x})"
                    ),
                ));
            }
            let place = starts[starts.partition_point(|&(a, _)| a < end) - 1].0;
            d.labels.push((start, LabelKind::TryStart));
            try_ends.push((place, end));
            let mut pos = handlers + usize::from(u16_at(bytes, at + 6)?);
            if pos >= bytes.len() {
                return Err(ReadError::new(
                    at + 6,
                    "the try block's handlers lie past the end of the file",
                ));
            }
            let count = read_sleb128(bytes, &mut pos)?;
            let mut catch = |exception: Option<u32>, handler: u32, at: usize| {
                if handler >= size {
                    return Err(ReadError::new(
                        at,
                        format!(
                            "exception handler at {handler:#x} is past the code (size {size:#x})"
                        ),
                    ));
                }
                let kind = if exception.is_some() {
                    LabelKind::Catch
                } else {
                    LabelKind::Catchall
                };
                d.labels.push((handler, kind));
                catches.push(PendingCatch {
                    place,
                    exception,
                    start,
                    end,
                    handler,
                });
                Ok(())
            };
            for _ in 0..count.unsigned_abs() {
                let at = pos;
                let ty = read_uleb128(bytes, &mut pos)?;
                dex.type_(ty, at)?;
                let handler = read_uleb128(bytes, &mut pos)?;
                catch(Some(ty), handler, at)?;
            }
            if count <= 0 {
                let at = pos;
                catch(None, read_uleb128(bytes, &mut pos)?, at)?;
            }
        }
    }
    try_ends.sort_unstable();
    try_ends.dedup();
    catches.sort_by_key(|c| c.place);
    d.labels.sort_unstable();
    d.labels.dedup();

    let param_names = if debug_off == 0 {
        events.clear();
        Vec::new()
    } else {
        read_debug_info(dex, debug_off, &|r, at| d.reg(r, at), events)?
    };

    // Pass 2: instructions decoded straight into their place among the other items.
    let items = d.order(starts, try_ends, catches, events)?;
    *labels = d.labels;
    *switches = d.switches;
    Ok(Body {
        registers,
        items,
        param_names,
    })
}

/// Sign-extends the low `bits` bits of `v`.
fn signed(v: u32, bits: u32) -> i32 {
    ((v << (32 - bits)) as i32) >> (32 - bits)
}

impl Decoder<'_, '_> {
    /// The items of a body in baksmali's order (see the module documentation), decoding each
    /// instruction of `starts` as its turn comes; `events` are in their order already, and are
    /// drained.
    fn order(
        &self,
        starts: &[(u32, Option<Opcode>)],
        try_ends: &[(u32, u32)],
        catches: &[PendingCatch],
        events: &mut Vec<Event>,
    ) -> Result<Vec<Item>, ReadError> {
        let mut items = Vec::with_capacity(
            starts.len() + self.labels.len() + try_ends.len() + catches.len() + events.len(),
        );
        let mut rest = Sparse {
            events: events.drain(..),
            labels: &self.labels,
            try_ends,
            catches,
            next: [u64::MAX; 4],
        };
        rest.next = [0, 1, 2, 3].map(|i| rest.head(i));
        for &(start, op) in starts {
            let start64 = u64::from(start);
            // Items at addresses where no instruction starts (inside one, or past the last)
            // are rare: most bodies never take this loop.
            while rest.first() < start64 {
                let address = rest.first() as u32;
                rest.before(address, &mut items);
                rest.after(address, &mut items, self)?;
            }
            if rest.next[EVENTS] == start64 || rest.next[LABELS] == start64 {
                rest.before(start, &mut items);
            }
            items.push(match op {
                Some(op) => self.instruction(start, op)?,
                None => self.payload(start)?,
            });
            if rest.next[TRY_ENDS] == start64 || rest.next[CATCHES] == start64 {
                rest.after(start, &mut items, self)?;
            }
        }
        while rest.first() < u64::MAX {
            let address = rest.first() as u32;
            rest.before(address, &mut items);
            rest.after(address, &mut items, self)?;
        }
        Ok(items)
    }

    /// The `.catch` or `.catchall` line of `catch`.
    fn catch(&self, catch: &PendingCatch) -> Result<Item, ReadError> {
        let (exception, kind) = match catch.exception {
            Some(ty) => (
                Some(self.dex.type_(ty, self.base)?.clone()),
                LabelKind::Catch,
            ),
            None => (None, LabelKind::Catchall),
        };
        Ok(Item::Catch(Box::new(Catch {
            exception,
            start: label_name(LabelKind::TryStart.prefix(), catch.start),
            end: label_name("try_end_", catch.end),
            handler: label_name(kind.prefix(), catch.handler),
        })))
    }

    fn unit(&self, address: u32) -> Result<u16, ReadError> {
        if address >= self.size {
            return Err(ReadError::new(
                self.at(address),
                "instruction runs past the end of its method's code",
            ));
        }
        u16_at(self.dex.bytes, self.at(address))
    }

    fn at(&self, address: u32) -> usize {
        self.base + 2 * address as usize
    }

    /// The two code units at `address`, low first.
    fn unit32(&self, address: u32) -> Result<u32, ReadError> {
        Ok(u32::from(self.unit(address)?) | u32::from(self.unit(address + 1)?) << 16)
    }

    /// Register `r` as baksmali names it: parameter registers as `pN`.
    fn reg(&self, r: u32, at: usize) -> Result<Reg, ReadError> {
        let bad = || ReadError::new(at, format!("register v{r} is out of range"));
        let r16 = u16::try_from(r).map_err(|_| bad())?;
        if i64::from(r) >= self.first_param {
            let p = i64::from(r) - self.first_param;
            Ok(Reg::P(u16::try_from(p).map_err(|_| bad())?))
        } else {
            Ok(Reg::V(r16))
        }
    }

    /// The label of a branch from `address` by `offset` code units.
    fn target(&self, address: u32, offset: i32, kind: LabelKind) -> Result<String, ReadError> {
        Ok(label_name(kind.prefix(), self.branch(address, offset)?))
    }

    /// The address `offset` code units from `address`.
    fn branch(&self, address: u32, offset: i32) -> Result<u32, ReadError> {
        u32::try_from(i64::from(address) + i64::from(offset)).map_err(|_| {
            ReadError::new(
                self.at(address),
                format!("branch by {offset} code units leaves the method"),
            )
        })
    }

    /// The opcode of the instruction at `address` and its first code unit, checked to be a
    /// dex 035–039 opcode whose instruction fits in the code.
    fn opcode(&self, address: u32) -> Result<(Opcode, u16), ReadError> {
        let at = self.at(address);
        let u0 = self.unit(address)?;
        let Some(op) = self.dex.opcodes[usize::from(u0 & 0xff)] else {
            return Err(ReadError::new(
                at,
                format!(
                    "unknown opcode {:#04x} (odex-only or unused in dex 035-039)",
                    u0 & 0xff
                ),
            ));
        };
        if address + op.format().code_units() > self.size {
            return Err(ReadError::new(
                at,
                format!("`{}` runs past the end of its method's code", op.name()),
            ));
        }
        Ok((op, u0))
    }

    /// Pass 1 over the (non-payload) instruction at `address`: the labels it refers to, and
    /// the payload of a switch. Returns its opcode and size.
    fn scan(&mut self, address: u32) -> Result<(Option<Opcode>, u32), ReadError> {
        let (op, u0) = self.opcode(address)?;
        let aa = u32::from(u0 >> 8);
        let (target, kind) = match op.format() {
            Format::F10t => (self.branch(address, signed(aa, 8))?, LabelKind::Goto),
            Format::F20t => {
                let offset = signed(u32::from(self.unit(address + 1)?), 16);
                (self.branch(address, offset)?, LabelKind::Goto)
            }
            Format::F30t => {
                let offset = self.unit32(address + 1)? as i32;
                (self.branch(address, offset)?, LabelKind::Goto)
            }
            Format::F21t | Format::F22t => {
                let offset = signed(u32::from(self.unit(address + 1)?), 16);
                (self.branch(address, offset)?, LabelKind::Cond)
            }
            Format::F31t => {
                let target = self.branch(address, self.unit32(address + 1)? as i32)?;
                let kind = match op {
                    Opcode::PackedSwitch => LabelKind::PswitchData,
                    Opcode::SparseSwitch => LabelKind::SswitchData,
                    _ => LabelKind::Array,
                };
                if kind != LabelKind::Array {
                    self.switches.push((target, address));
                }
                (target, kind)
            }
            format => return Ok((Some(op), format.code_units())),
        };
        self.labels.push((target, kind));
        Ok((Some(op), op.format().code_units()))
    }

    /// Pass 2: decodes the (non-payload) instruction at `address`, whose opcode pass 1 read
    /// and checked.
    fn instruction(&self, address: u32, op: Opcode) -> Result<Item, ReadError> {
        let at = self.at(address);
        let u0 = self.unit(address)?;
        let format = op.format();
        let aa = u32::from(u0 >> 8);
        let a = aa & 0xf;
        let b = u32::from(u0 >> 12);
        let u1 = || self.unit(address + 1).map(u32::from);
        let reg = |r: u32| self.reg(r, at);
        use Format::*;
        let operands = match format {
            F10x => Operands::None,
            F12x => Operands::RR(reg(a)?, reg(b)?),
            F11n => Operands::RLit(reg(a)?, i64::from(signed(b, 4))),
            F11x => Operands::R(reg(aa)?),
            F10t => Operands::Label(self.target(address, signed(aa, 8), LabelKind::Goto)?),
            F20t => Operands::Label(self.target(address, signed(u1()?, 16), LabelKind::Goto)?),
            F30t => {
                let offset = self.unit32(address + 1)? as i32;
                Operands::Label(self.target(address, offset, LabelKind::Goto)?)
            }
            F22x => Operands::RR(reg(aa)?, reg(u1()?)?),
            F32x => Operands::RR(reg(u1()?)?, reg(u32::from(self.unit(address + 2)?))?),
            F21t => {
                let r = reg(aa)?;
                Operands::RLabel(r, self.target(address, signed(u1()?, 16), LabelKind::Cond)?)
            }
            F21s => Operands::RLit(reg(aa)?, i64::from(signed(u1()?, 16))),
            F21ih => Operands::RLit(reg(aa)?, i64::from((u1()? << 16) as i32)),
            F21lh => Operands::RLit(reg(aa)?, (u64::from(u1()?) << 48) as i64),
            F31i => Operands::RLit(reg(aa)?, i64::from(self.unit32(address + 1)? as i32)),
            F51l => {
                let low = u64::from(self.unit32(address + 1)?);
                let high = u64::from(self.unit32(address + 3)?);
                Operands::RLit(reg(aa)?, (high << 32 | low) as i64)
            }
            F23x => {
                let u = u1()?;
                Operands::RRR(reg(aa)?, reg(u & 0xff)?, reg(u >> 8)?)
            }
            F22b => {
                let u = u1()?;
                Operands::RRLit(reg(aa)?, reg(u & 0xff)?, signed(u >> 8, 8))
            }
            F22t => {
                let (ra, rb) = (reg(a)?, reg(b)?);
                let label = self.target(address, signed(u1()?, 16), LabelKind::Cond)?;
                Operands::RRLabel(ra, rb, label)
            }
            F22s => Operands::RRLit(reg(a)?, reg(b)?, signed(u1()?, 16)),
            F31t => {
                let offset = self.unit32(address + 1)? as i32;
                let kind = match op {
                    Opcode::PackedSwitch => LabelKind::PswitchData,
                    Opcode::SparseSwitch => LabelKind::SswitchData,
                    _ => LabelKind::Array,
                };
                Operands::RLabel(reg(aa)?, self.target(address, offset, kind)?)
            }
            F21c => {
                let r = reg(aa)?;
                self.reference_1(op, r, u1()?, at + 2)?
            }
            F31c => Operands::RString(
                reg(aa)?,
                self.dex.string(self.unit32(address + 1)?, at + 2)?.clone(),
            ),
            F22c => {
                let (ra, rb) = (reg(a)?, reg(b)?);
                let idx = u1()?;
                match op.reference() {
                    RefKind::Field => {
                        Operands::RRField(ra, rb, self.dex.field(idx, at + 2)?.clone())
                    }
                    _ => Operands::RRType(ra, rb, self.dex.type_(idx, at + 2)?.clone()),
                }
            }
            F35c | F45cc => {
                if b > 5 {
                    return Err(ReadError::new(
                        at,
                        format!("`{}` lists {b} registers, at most 5 allowed", op.name()),
                    ));
                }
                let u2 = u32::from(self.unit(address + 2)?);
                let all = [u2 & 0xf, (u2 >> 4) & 0xf, (u2 >> 8) & 0xf, u2 >> 12, a];
                let mut regs = Vec::with_capacity(b as usize);
                for &r in &all[..b as usize] {
                    regs.push(reg(r)?);
                }
                self.reference_list(op, regs, u1()?, address, at)?
            }
            F3rc | F4rcc => {
                let first = u32::from(self.unit(address + 2)?);
                let range = if aa == 0 {
                    RegRange::Empty
                } else {
                    RegRange::Span(reg(first)?, reg(first + aa - 1)?)
                };
                self.reference_range(op, range, u1()?, address, at)?
            }
        };
        Ok(Item::Instruction(Instruction {
            opcode: op,
            operands,
        }))
    }

    /// The operands of a 21c instruction naming `idx`.
    fn reference_1(&self, op: Opcode, r: Reg, idx: u32, at: usize) -> Result<Operands, ReadError> {
        let dex = self.dex;
        Ok(match op.reference() {
            RefKind::String => Operands::RString(r, dex.string(idx, at)?.clone()),
            RefKind::Field => Operands::RField(r, dex.field(idx, at)?.clone()),
            RefKind::MethodHandle => {
                Operands::RMethodHandle(r, Arc::new(method_handle(dex, idx, at)?))
            }
            RefKind::MethodType => Operands::RProto(r, dex.proto(idx, at)?.clone()),
            _ => Operands::RType(r, dex.type_(idx, at)?.clone()),
        })
    }

    /// The operands of a 35c or 45cc instruction.
    fn reference_list(
        &self,
        op: Opcode,
        regs: Vec<Reg>,
        idx: u32,
        address: u32,
        at: usize,
    ) -> Result<Operands, ReadError> {
        let dex = self.dex;
        Ok(match (op.format(), op.reference()) {
            (Format::F45cc, _) => {
                let proto = u32::from(self.unit(address + 3)?);
                Operands::ListMethodProto(
                    regs,
                    dex.method(idx, at + 2)?.clone(),
                    dex.proto(proto, at + 6)?.clone(),
                )
            }
            (_, RefKind::Type) => Operands::ListType(regs, dex.type_(idx, at + 2)?.clone()),
            (_, RefKind::CallSite) => {
                Operands::ListCallSite(regs, Arc::new(call_site(dex, idx, at + 2)?))
            }
            _ => Operands::ListMethod(regs, dex.method(idx, at + 2)?.clone()),
        })
    }

    /// The operands of a 3rc or 4rcc instruction.
    fn reference_range(
        &self,
        op: Opcode,
        range: RegRange,
        idx: u32,
        address: u32,
        at: usize,
    ) -> Result<Operands, ReadError> {
        let dex = self.dex;
        Ok(match (op.format(), op.reference()) {
            (Format::F4rcc, _) => {
                let proto = u32::from(self.unit(address + 3)?);
                Operands::RangeMethodProto(
                    range,
                    dex.method(idx, at + 2)?.clone(),
                    dex.proto(proto, at + 6)?.clone(),
                )
            }
            (_, RefKind::Type) => Operands::RangeType(range, dex.type_(idx, at + 2)?.clone()),
            (_, RefKind::CallSite) => {
                Operands::RangeCallSite(range, Arc::new(call_site(dex, idx, at + 2)?))
            }
            _ => Operands::RangeMethod(range, dex.method(idx, at + 2)?.clone()),
        })
    }

    /// The size in code units of the payload at `address`, checked to lie inside the code.
    fn payload_size(&self, address: u32) -> Result<u32, ReadError> {
        let ident = self.unit(address)?;
        let len = u64::from(self.unit(address + 1)?);
        let units = match ident {
            payload::PACKED_SWITCH => 4 + 2 * len,
            payload::SPARSE_SWITCH => 2 + 4 * len,
            _ => 4 + (len * u64::from(self.unit32(address + 2)?)).div_ceil(2),
        };
        if u64::from(address) + units > u64::from(self.size) {
            return Err(ReadError::new(
                self.at(address),
                "payload runs past the end of its method's code",
            ));
        }
        Ok(units as u32)
    }

    /// The address switch targets in the payload at `address` are relative to: that of the
    /// switch that refers to it (the last one, if several do).
    fn switch_base(&self, address: u32) -> u32 {
        let refs = self.switches.partition_point(|s| s.0 <= address);
        match refs.checked_sub(1).map(|i| self.switches[i]) {
            Some((payload, switch)) if payload == address => switch,
            _ => address,
        }
    }

    /// Pass 1 over the payload at `address` (its size already checked): the labels of a
    /// switch's targets.
    fn case_labels(&mut self, address: u32) -> Result<(), ReadError> {
        let len = u32::from(self.unit(address + 1)?);
        let (first, kind) = match self.unit(address)? {
            payload::PACKED_SWITCH => (address + 4, LabelKind::Pswitch),
            payload::SPARSE_SWITCH => (address + 2 + 2 * len, LabelKind::Sswitch),
            _ => return Ok(()),
        };
        let base = self.switch_base(address);
        for i in 0..len {
            let target = self.branch(base, self.unit32(first + 2 * i)? as i32)?;
            self.labels.push((target, kind));
        }
        Ok(())
    }

    /// Pass 2: the payload at `address` (its size already checked).
    fn payload(&self, address: u32) -> Result<Item, ReadError> {
        let at = self.at(address);
        let ident = self.unit(address)?;
        let len = u32::from(self.unit(address + 1)?);
        let switch = self.switch_base(address);
        Ok(match ident {
            payload::PACKED_SWITCH => {
                let first_key = self.unit32(address + 2)? as i32;
                let mut targets = Vec::with_capacity(len as usize);
                for i in 0..len {
                    let offset = self.unit32(address + 4 + 2 * i)? as i32;
                    targets.push(self.target(switch, offset, LabelKind::Pswitch)?);
                }
                Item::PackedSwitch { first_key, targets }
            }
            payload::SPARSE_SWITCH => {
                let mut entries = Vec::with_capacity(len as usize);
                for i in 0..len {
                    let key = self.unit32(address + 2 + 2 * i)? as i32;
                    let offset = self.unit32(address + 2 + 2 * (len + i))? as i32;
                    entries.push((key, self.target(switch, offset, LabelKind::Sswitch)?));
                }
                Item::SparseSwitch { entries }
            }
            _ => {
                let width = len;
                if !matches!(width, 1 | 2 | 4 | 8) {
                    return Err(ReadError::new(
                        at,
                        format!("array element width {width} is not 1, 2, 4 or 8"),
                    ));
                }
                let count = self.unit32(address + 2)?;
                let data = at + 8;
                let w = width as usize;
                let bytes = self
                    .dex
                    .bytes
                    .get(data..data + w * count as usize)
                    .ok_or_else(|| {
                        ReadError::new(at, "array data runs past the end of the file")
                    })?;
                let elements = bytes
                    .chunks_exact(w)
                    .map(|c| c.iter().rev().fold(0u64, |v, &b| (v << 8) | u64::from(b)))
                    .collect();
                Item::ArrayData {
                    width: width as u8,
                    elements,
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn labels_are_named_by_kind_and_hexadecimal_address() {
        assert_eq!(label_name(LabelKind::Cond.prefix(), 0x1a), "cond_1a");
        assert_eq!(label_name(LabelKind::Goto.prefix(), 0), "goto_0");
        assert_eq!(label_name("try_end_", 0x10000), "try_end_10000");
        assert_eq!(
            label_name(LabelKind::Array.prefix(), u32::MAX),
            "array_ffffffff"
        );
    }

    #[test]
    fn label_kinds_sort_as_their_prefixes() {
        let kinds = [
            LabelKind::Array,
            LabelKind::Catch,
            LabelKind::Catchall,
            LabelKind::Cond,
            LabelKind::Goto,
            LabelKind::Pswitch,
            LabelKind::PswitchData,
            LabelKind::Sswitch,
            LabelKind::SswitchData,
            LabelKind::TryStart,
        ];
        for pair in kinds.windows(2) {
            assert!(pair[0] < pair[1]);
            assert!(pair[0].prefix() < pair[1].prefix(), "{:?}", pair);
        }
    }

    #[test]
    fn short_fields_are_sign_extended() {
        assert_eq!(signed(0xf, 4), -1);
        assert_eq!(signed(0x7, 4), 7);
        assert_eq!(signed(0x80, 8), -128);
        assert_eq!(signed(0xffff, 16), -1);
    }
}
