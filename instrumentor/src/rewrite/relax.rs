//! Branch relaxation: after code was inserted, branches whose offset no longer fits their format
//! get a wider one.
//!
//! Offsets are estimated in 16-bit code units from each instruction's format and each payload's
//! size, counting one unit of alignment padding before every payload. That bound is never below
//! the real distance (smali pads a payload by at most one `nop`), so a branch that fits the
//! estimate fits the dex. `smali a` 2.5.2 widens `goto`s by itself but stops with "Target out of
//! range" on an `if-*`, so both are fixed here.

use std::collections::HashMap;

use smali_parser::ast::{Instruction, Item, Label, Operands};
use smali_parser::opcode::{Format, Opcode};

use super::emit::LabelGen;

/// Relaxes `items` until every branch fits; returns how many branches were changed.
pub(super) fn relax(items: &mut Vec<Item>, labels: &mut LabelGen) -> Result<usize, String> {
    let mut changed = 0;
    loop {
        let fixes = out_of_range(items)?;
        if fixes.is_empty() {
            return Ok(changed);
        }
        changed += fixes.len();
        // From the back, so that insertions do not move the items still to fix.
        for (i, fix) in fixes.into_iter().rev() {
            let Some(Item::Instruction(ins)) = items.get_mut(i) else {
                continue;
            };
            match fix {
                Fix::Widen(opcode) => ins.opcode = opcode,
                Fix::Invert(inverted) => {
                    let Some(target) = ins.branch_target().cloned() else {
                        continue;
                    };
                    let skip = labels.fresh("skip");
                    ins.opcode = inverted;
                    set_target(ins, skip.clone());
                    let goto = Instruction {
                        opcode: Opcode::Goto32,
                        operands: Operands::Label(target),
                    };
                    items.splice(i + 1..i + 1, [Item::Instruction(goto), Item::Label(skip)]);
                }
            }
        }
    }
}

enum Fix {
    /// A `goto` or `goto/16` that needs this wider form.
    Widen(Opcode),
    /// An `if-*` that becomes this inverted test over a `goto/32`.
    Invert(Opcode),
}

/// Size in code units, counting alignment padding before payloads.
fn size(item: &Item) -> u64 {
    match item {
        Item::Instruction(ins) => u64::from(ins.opcode.format().code_units()),
        Item::PackedSwitch { targets, .. } => 1 + 4 + 2 * targets.len() as u64,
        Item::SparseSwitch { entries } => 1 + 2 + 4 * entries.len() as u64,
        Item::ArrayData { width, elements } => {
            1 + 4 + (u64::from(*width) * elements.len() as u64).div_ceil(2)
        }
        _ => 0,
    }
}

fn out_of_range(items: &[Item]) -> Result<Vec<(usize, Fix)>, String> {
    let mut address = Vec::with_capacity(items.len());
    let mut at = 0u64;
    let mut label_at: HashMap<&Label, u64> = HashMap::new();
    for item in items {
        address.push(at);
        if let Item::Label(l) = item {
            label_at.insert(l, at);
        }
        at += size(item);
    }
    let mut fixes = Vec::new();
    for (i, item) in items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            continue;
        };
        let Some(target) = ins.branch_target() else {
            continue;
        };
        let to = label_at.get(target).ok_or_else(|| {
            format!(
                "{} at item {i} jumps to label :{target}, which is not defined",
                ins.opcode.name()
            )
        })?;
        let offset = *to as i64 - address[i] as i64;
        let fits8 = i8::try_from(offset).is_ok();
        let fits16 = i16::try_from(offset).is_ok();
        let fix = match ins.opcode.format() {
            Format::F10t if !fits8 => Some(Fix::Widen(if fits16 {
                Opcode::Goto16
            } else {
                Opcode::Goto32
            })),
            Format::F20t if !fits16 => Some(Fix::Widen(Opcode::Goto32)),
            Format::F21t | Format::F22t if !fits16 => {
                let inverted = invert(ins.opcode).ok_or_else(|| {
                    format!(
                        "{} at item {i} is not a conditional branch",
                        ins.opcode.name()
                    )
                })?;
                Some(Fix::Invert(inverted))
            }
            _ => None,
        };
        fixes.extend(fix.map(|f| (i, f)));
    }
    Ok(fixes)
}

/// The test that is true exactly when `op`'s is false.
fn invert(op: Opcode) -> Option<Opcode> {
    use Opcode::*;
    Some(match op {
        IfEq => IfNe,
        IfNe => IfEq,
        IfLt => IfGe,
        IfGe => IfLt,
        IfGt => IfLe,
        IfLe => IfGt,
        IfEqz => IfNez,
        IfNez => IfEqz,
        IfLtz => IfGez,
        IfGez => IfLtz,
        IfGtz => IfLez,
        IfLez => IfGtz,
        _ => return None,
    })
}

/// Points a branch at `label`.
pub(super) fn set_target(ins: &mut Instruction, label: Label) {
    match &mut ins.operands {
        Operands::Label(l) | Operands::RLabel(_, l) | Operands::RRLabel(_, _, l) => *l = label,
        _ => {}
    }
}
