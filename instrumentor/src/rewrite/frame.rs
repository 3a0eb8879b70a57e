//! The new register frame: where parameters and scratch registers go, the parameter copies at
//! entry, and the renaming of original and probe registers.

use smali_parser::ast::{Instruction, Item, Method, Operands, Reg, RegRange, RegisterDecl};
use smali_parser::opcode::{Format, Opcode};

/// Scratch registers are only written with 8-bit (or wider) register fields.
const EIGHT_BIT_REGISTERS: u32 = 256;
/// The dex limit on a method's registers.
const MAX_REGISTERS: u32 = 65535;

/// `L` locals, `P` parameter registers, `S` scratch registers. New frame: `v0..v(L-1)` locals,
/// `v(L)..v(L+P-1)` the parameters' copies (their old numbers), `v(L+P)..v(L+P+S-1)` scratch,
/// with the parameters arriving in `v(L+S)..v(L+S+P-1)`.
#[derive(Debug, Clone, Copy)]
pub(super) struct RegisterFrame {
    pub locals: u32,
    pub params: u32,
    pub scratch: u16,
}

impl RegisterFrame {
    /// The frame of `method` with `scratch` more registers; `Err` is the reason to skip it.
    pub fn new(method: &Method, scratch: u16) -> Result<RegisterFrame, String> {
        let params = method.param_registers();
        let locals = match method.registers {
            None => return Err("it has no code (abstract or native)".to_string()),
            Some(RegisterDecl::Locals(n)) => n,
            Some(RegisterDecl::Registers(n)) => n.checked_sub(params).ok_or_else(|| {
                format!("it declares .registers {n} but its parameters need {params}")
            })?,
        };
        if !method
            .items
            .iter()
            .any(|i| matches!(i, Item::Instruction(_)))
        {
            return Err("it has no instructions".to_string());
        }
        let total = locals + params + u32::from(scratch);
        if scratch > 0 && total > EIGHT_BIT_REGISTERS {
            return Err(format!(
                "it has {locals} locals and {params} parameter registers; with {scratch} scratch \
                 registers the highest would be v{}, beyond v255, the last register 8-bit \
                 operands can name",
                total - 1
            ));
        }
        if total > MAX_REGISTERS {
            return Err(format!(
                "{total} registers exceed the dex limit of {MAX_REGISTERS}"
            ));
        }
        let layout = RegisterFrame {
            locals,
            params,
            scratch,
        };
        layout.check_body(method)?;
        Ok(layout)
    }

    /// Original registers must lie in the original frame, or renaming would reach scratch.
    fn check_body(&self, method: &Method) -> Result<(), String> {
        let frame = self.locals + self.params;
        let bad = |r: Reg| match r {
            Reg::V(n) => u32::from(n) >= frame,
            Reg::P(n) => u32::from(n) >= self.params,
        };
        for (i, item) in method.items.iter().enumerate() {
            let mut found = None;
            match item {
                Item::Instruction(ins) => ins.operands.for_each_reg(|r| {
                    if bad(r) {
                        found.get_or_insert(r);
                    }
                }),
                Item::Local(local) if bad(local.reg) => found = Some(local.reg),
                Item::EndLocal(r) | Item::RestartLocal(r) if bad(*r) => found = Some(*r),
                _ => {}
            }
            if let Some(r) = found {
                return Err(format!(
                    "item {i} uses register {} outside its frame of {} locals and {} parameter \
                     registers",
                    reg_name(r),
                    self.locals,
                    self.params
                ));
            }
        }
        Ok(())
    }

    /// The new declaration: the same kind, `S` more registers.
    pub fn declaration(&self, old: Option<RegisterDecl>) -> Option<RegisterDecl> {
        let s = u32::from(self.scratch);
        old.map(|d| match d {
            RegisterDecl::Registers(n) => RegisterDecl::Registers(n + s),
            RegisterDecl::Locals(n) => RegisterDecl::Locals(n + s),
        })
    }

    /// A register of the original body under the new frame: `pN` becomes `v(L+N)`.
    pub fn original(&self, r: Reg) -> Reg {
        match r {
            Reg::P(n) => Reg::V(self.v(self.locals + u32::from(n))),
            v => v,
        }
    }

    /// Renames an original instruction's registers (see [`RegisterFrame::original`]).
    pub fn original_instruction(&self, ins: &Instruction) -> Instruction {
        let mut ins = ins.clone();
        ins.operands.map_regs(|r| self.original(r));
        ins
    }

    /// Copies every parameter from where it arrives down to its old number, lowest first: a copy
    /// only overwrites registers of parameters already copied.
    pub fn copy_down(&self, method: &Method) -> Vec<Instruction> {
        if self.scratch == 0 {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut n = 0;
        let mut copy = |opcode: Opcode, n: u32| {
            let to = Reg::V(self.v(self.locals + n));
            let from = Reg::V(self.v(self.locals + u32::from(self.scratch) + n));
            out.push(Instruction {
                opcode,
                operands: Operands::RR(to, from),
            });
        };
        if !method.is_static() {
            copy(Opcode::MoveObject16, n);
            n += 1;
        }
        for ty in &method.proto.params {
            match ty.as_bytes().first() {
                Some(b'J' | b'D') => {
                    copy(Opcode::MoveWide16, n);
                    n += 2;
                }
                Some(b'L' | b'[') => {
                    copy(Opcode::MoveObject16, n);
                    n += 1;
                }
                _ => {
                    copy(Opcode::Move16, n);
                    n += 1;
                }
            }
        }
        out
    }

    /// Checks probe code written for scratch registers `v0..v(S-1)` and moves it onto the real
    /// scratch registers.
    pub fn probe(&self, code: Vec<Instruction>) -> Result<Vec<Instruction>, String> {
        let mut out = Vec::with_capacity(code.len());
        let mut after_result_maker = false;
        for mut ins in code {
            let op = ins.opcode;
            let name = op.name();
            if op.ends_block() || op == Opcode::FillArrayData {
                return Err(format!(
                    "{name} changes control flow or needs a payload; probe code must run straight \
                     through"
                ));
            }
            if op == Opcode::MoveException {
                return Err("move-exception cannot be part of probe code".to_string());
            }
            if super::is_move_result(op) && !after_result_maker {
                return Err(format!(
                    "{name} does not follow an invoke of the probe code itself"
                ));
            }
            after_result_maker = op.has_result();
            if let Some(field) = four_bit_field(&ins) {
                return Err(format!(
                    "{name} has 4-bit register fields ({field}); use a form with 8-bit or wider \
                     register fields (const/16, move/16, invoke-*/range, ...)"
                ));
            }
            let wide = wide_operands(op);
            let mut bad = None;
            let mut index = 0;
            ins.operands.map_regs(|r| {
                let is_wide = wide.get(index).copied().unwrap_or(false);
                index += 1;
                match r {
                    Reg::V(n) if n < self.scratch && (!is_wide || n + 1 < self.scratch) => {
                        Reg::V(self.v(self.locals + self.params + u32::from(n)))
                    }
                    other => {
                        bad.get_or_insert(other);
                        other
                    }
                }
            });
            if let Some(r) = bad {
                return Err(format!(
                    "{name} uses {}, but probe code may only use scratch registers v0..v{} (a wide \
                     value takes two)",
                    reg_name(r),
                    i64::from(self.scratch) - 1
                ));
            }
            if let Operands::RangeMethod(RegRange::Span(a, b), _)
            | Operands::RangeType(RegRange::Span(a, b), _)
            | Operands::RangeCallSite(RegRange::Span(a, b), _)
            | Operands::RangeMethodProto(RegRange::Span(a, b), _, _) = &ins.operands
            {
                if a > b {
                    return Err(format!("{name} has a register range that runs backwards"));
                }
            }
            out.push(ins);
        }
        Ok(out)
    }

    /// A register number known to fit (the frame was checked against the dex limit).
    /// The register scratch register `n` becomes (`n < scratch`).
    pub fn scratch_reg(&self, n: u16) -> Reg {
        Reg::V(self.v(self.locals + self.params + u32::from(n)))
    }

    fn v(&self, n: u32) -> u16 {
        u16::try_from(n).unwrap_or(u16::MAX)
    }
}

fn reg_name(r: Reg) -> String {
    match r {
        Reg::V(n) => format!("v{n}"),
        Reg::P(n) => format!("p{n}"),
    }
}

/// The 4-bit register fields of an instruction, if it has any registers in them.
fn four_bit_field(ins: &Instruction) -> Option<&'static str> {
    match ins.opcode.format() {
        Format::F12x => Some("format 12x"),
        Format::F11n => Some("format 11n"),
        Format::F22t => Some("format 22t"),
        Format::F22s => Some("format 22s"),
        Format::F22c => Some("format 22c"),
        Format::F35c | Format::F45cc if has_registers(&ins.operands) => {
            Some("a register list; use the /range form")
        }
        _ => None,
    }
}

fn has_registers(ops: &Operands) -> bool {
    let mut any = false;
    ops.for_each_reg(|_| any = true);
    any
}

/// For each register operand in order (first, second, third), whether it names a wide pair.
/// Only forms allowed in probe code (8-bit or wider fields) are listed.
fn wide_operands(op: Opcode) -> &'static [bool] {
    use Opcode::*;
    match op {
        MoveWideFrom16 | MoveWide16 => &[true, true],
        MoveResultWide | ConstWide16 | ConstWide32 | ConstWide | ConstWideHigh16 | SgetWide
        | SputWide | AgetWide | AputWide => &[true],
        CmpLong | CmplDouble | CmpgDouble => &[false, true, true],
        AddLong | SubLong | MulLong | DivLong | RemLong | AndLong | OrLong | XorLong
        | AddDouble | SubDouble | MulDouble | DivDouble | RemDouble => &[true, true, true],
        ShlLong | ShrLong | UshrLong => &[true, true, false],
        _ => &[],
    }
}
