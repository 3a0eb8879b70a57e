//! Probe code builders for the plans whose probes are static calls into one runtime class,
//! with arguments in the plan's scratch registers (`base + k`) and the frame's current block
//! kept in one of them (`paths`, `pap`, `bl`).

use smali_parser::ast::{Instruction, Operands, Reg, RegRange};
use smali_parser::opcode::Opcode;

pub struct Probes {
    /// The rewriter's register of the plan's scratch 0.
    base: u16,
    /// Scratch index of the register holding the block the frame is in.
    pos: u16,
    /// The runtime class the probes call, `Ladaptrace/rt/X;`.
    class: &'static str,
}

impl Probes {
    pub fn new(base: u16, pos: u16, class: &'static str) -> Probes {
        Probes { base, pos, class }
    }

    pub fn reg(&self, k: u16) -> Reg {
        Reg::V(self.base + k)
    }

    /// `const/16` or `const` of `value` into scratch `k`.
    pub fn constant(&self, k: u16, value: u32) -> Vec<Instruction> {
        let opcode = if value <= i16::MAX as u32 {
            Opcode::Const16
        } else {
            Opcode::Const
        };
        vec![Instruction {
            opcode,
            operands: Operands::RLit(self.reg(k), i64::from(value)),
        }]
    }

    /// `move/16 k, pos`.
    pub fn move_pos(&self, k: u16) -> Instruction {
        Instruction {
            opcode: Opcode::Move16,
            operands: Operands::RR(self.reg(k), self.reg(self.pos)),
        }
    }

    /// `invoke-static/range {first .. last}, class->name(params)ret`.
    pub fn invoke(
        &self,
        name: &str,
        params: &[&str],
        ret: &str,
        first: u16,
        last: u16,
    ) -> Instruction {
        Instruction {
            opcode: Opcode::InvokeStaticRange,
            operands: Operands::RangeMethod(
                RegRange::Span(self.reg(first), self.reg(last)),
                super::blocks::method_ref(self.class, name, params, ret),
            ),
        }
    }
}
