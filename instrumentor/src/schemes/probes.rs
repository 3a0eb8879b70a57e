//! Probe code builders: static calls into the runtime's probe methods ([`Probe`]s of the
//! scheme registry) with arguments in the plan's scratch registers (`base + k`), so that
//! `{sK .. sL}` is a register range.

use android_runtime::scheme::Probe;
use smali_parser::ast::{Instruction, MethodRef, Operands, Proto, Reg, RegRange};
use smali_parser::opcode::Opcode;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

/// The smali method reference of a probe.
pub fn method_ref(probe: &Probe) -> MethodRef {
    MethodRef {
        class: probe.class.into(),
        name: probe.name.to_string(),
        proto: Proto {
            params: probe.params.iter().map(|&p| p.into()).collect(),
            ret: probe.ret.into(),
        },
    }
}

/// The method reference of a probe, shared by every call to it that this thread writes: an
/// app gets hundreds of thousands of probe calls, and a copy of the signature for each would
/// take more memory than the app's own code.
fn shared_ref(probe: &Probe) -> Arc<MethodRef> {
    thread_local! {
        static REFS: RefCell<HashMap<Probe, Arc<MethodRef>>> = RefCell::new(HashMap::new());
    }
    REFS.with_borrow_mut(|refs| {
        refs.entry(*probe)
            .or_insert_with(|| Arc::new(method_ref(probe)))
            .clone()
    })
}

/// Builds one plan's probe code in its scratch registers.
pub struct Probes {
    /// The rewriter's register of the plan's scratch 0.
    base: u16,
}

impl Probes {
    pub fn new(base: u16) -> Probes {
        Probes { base }
    }

    /// Scratch register `k`.
    pub fn reg(&self, k: u16) -> Reg {
        Reg::V(self.base + k)
    }

    /// `const/16` or `const` of `value`'s 32 bits into scratch `k`.
    pub fn constant(&self, k: u16, value: u32) -> Instruction {
        let opcode = if value <= i16::MAX as u32 {
            Opcode::Const16
        } else {
            Opcode::Const
        };
        // The register holds the bits; smali takes them as a signed int.
        Instruction {
            opcode,
            operands: Operands::RLit(self.reg(k), i64::from(value as i32)),
        }
    }

    /// `const-wide` of `value` into scratch `k` and `k + 1`.
    pub fn constant_wide(&self, k: u16, value: i64) -> Instruction {
        Instruction {
            opcode: Opcode::ConstWide,
            operands: Operands::RLit(self.reg(k), value),
        }
    }

    /// `move/16 k, from`.
    pub fn copy(&self, k: u16, from: u16) -> Instruction {
        Instruction {
            opcode: Opcode::Move16,
            operands: Operands::RR(self.reg(k), self.reg(from)),
        }
    }

    /// `opcode k` for an instruction with one register (`move-result`, ...).
    pub fn result(&self, opcode: Opcode, k: u16) -> Instruction {
        Instruction {
            opcode,
            operands: Operands::R(self.reg(k)),
        }
    }

    /// A method's first probe, `probe(method id) -> thread state`: the id loaded into scratch
    /// `arg`, the state left in scratch `state`.
    pub fn enter(&self, probe: &Probe, id: u32, arg: u16, state: u16) -> [Instruction; 3] {
        [
            self.constant(arg, id),
            self.invoke(probe, arg, arg),
            self.result(Opcode::MoveResultObject, state),
        ]
    }

    /// `invoke-static/range {first .. last}, probe`.
    pub fn invoke(&self, probe: &Probe, first: u16, last: u16) -> Instruction {
        Instruction {
            opcode: Opcode::InvokeStaticRange,
            operands: Operands::RangeMethod(
                RegRange::Span(self.reg(first), self.reg(last)),
                shared_ref(probe),
            ),
        }
    }
}
