//! Instructions: the mnemonic, then operands whose shape is fixed by the opcode's format and
//! reference kind.
//!
//! | format                          | reference           | `Operands` variant   |
//! |---------------------------------|---------------------|----------------------|
//! | 10x                             |                     | `None`               |
//! | 11x                             |                     | `R`                  |
//! | 12x, 22x, 32x                   |                     | `RR`                 |
//! | 23x                             |                     | `RRR`                |
//! | 11n, 21s, 21ih, 21lh, 31i, 51l  |                     | `RLit`               |
//! | 22s, 22b                        |                     | `RRLit`              |
//! | 10t, 20t, 30t                   |                     | `Label`              |
//! | 21t, 31t                        |                     | `RLabel`             |
//! | 22t                             |                     | `RRLabel`            |
//! | 21c, 31c                        | string              | `RString`            |
//! | 21c                             | type                | `RType`              |
//! | 21c                             | field               | `RField`             |
//! | 21c                             | method handle       | `RMethodHandle`      |
//! | 21c                             | method type         | `RProto`             |
//! | 22c                             | type                | `RRType`             |
//! | 22c                             | field               | `RRField`            |
//! | 35c                             | method              | `ListMethod`         |
//! | 35c                             | type                | `ListType`           |
//! | 35c                             | call site           | `ListCallSite`       |
//! | 3rc                             | method              | `RangeMethod`        |
//! | 3rc                             | type                | `RangeType`          |
//! | 3rc                             | call site           | `RangeCallSite`      |
//! | 45cc                            | method (+ proto)    | `ListMethodProto`    |
//! | 4rcc                            | method (+ proto)    | `RangeMethodProto`   |

use super::cursor::{fail, is_name, PResult, Parser};
use crate::ast::{
    CallSite, HandleTarget, Instruction, MethodHandle, MethodHandleKind, Operands, Reg, RegRange,
};
use crate::opcode::{Format, Opcode, RefKind};

/// Mnemonics of odex-only instructions (optimised dex), which smali rejects outside of odex mode;
/// with the `*-quick` and `*-volatile` families matched by suffix.
const ODEX_ONLY: &[&str] = &[
    "execute-inline",
    "execute-inline/range",
    "invoke-direct-empty",
    "invoke-object-init/range",
    "return-void-barrier",
    "return-void-no-barrier",
    "throw-verification-error",
    "invoke-virtual-quick/range",
    "invoke-super-quick/range",
];

fn is_odex_only(name: &str) -> bool {
    ODEX_ONLY.contains(&name) || name.ends_with("-quick") || name.ends_with("-volatile")
}

/// Example operands for each shape, quoted in "missing operands" errors.
fn operand_example(op: Opcode) -> &'static str {
    use Format::*;
    match (op.format(), op.reference()) {
        (F10x, _) => "",
        (F11x, _) => "v0",
        (F12x | F22x | F32x, _) => "v0, v1",
        (F23x, _) => "v0, v1, v2",
        (F11n, _) => "v0, 0x1",
        (F21s | F21ih | F31i, _) => "v0, 0x10000",
        (F21lh | F51l, _) => "v0, 0x1L",
        (F22s | F22b, _) => "v0, v1, 0x1",
        (F10t | F20t | F30t, _) => ":label",
        (F21t | F31t, _) => "v0, :label",
        (F22t, _) => "v0, v1, :label",
        (F21c | F31c, RefKind::String) => "v0, \"text\"",
        (F21c, RefKind::Field) => "v0, Lpkg/Cls;->field:I",
        (F21c, RefKind::MethodHandle) => "v0, invoke-static@Lpkg/Cls;->m()V",
        (F21c, RefKind::MethodType) => "v0, (I)V",
        (F21c | F31c, _) => "v0, Lpkg/Cls;",
        (F22c, RefKind::Field) => "v0, v1, Lpkg/Cls;->field:I",
        (F22c, _) => "v0, v1, [I",
        (F35c, RefKind::Type) => "{v0, v1}, [I",
        (F35c, RefKind::CallSite) => "{v0}, call_site_0(\"run\", ()V)@Lpkg/Boot;->bsm(...)Ljava/lang/invoke/CallSite;",
        (F35c, _) => "{v0, v1}, Lpkg/Cls;->m(I)V",
        (F3rc, RefKind::Type) => "{v0 .. v3}, [I",
        (F3rc, RefKind::CallSite) => "{v0 .. v3}, call_site_0(\"run\", ()V)@Lpkg/Boot;->bsm(...)Ljava/lang/invoke/CallSite;",
        (F3rc, _) => "{v0 .. v3}, Lpkg/Cls;->m(IIII)V",
        (F45cc, _) => "{v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V",
        (F4rcc, _) => "{v0 .. v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V",
    }
}

impl Parser<'_> {
    pub(super) fn instruction(&mut self) -> PResult<Instruction> {
        let start = self.pos;
        while self.peek().is_some_and(|c| is_name(c) || c == b'/') {
            self.pos += 1;
        }
        let name = &self.src[start..self.pos];
        if name.is_empty() {
            return self.expected("an instruction, a label or a directive");
        }
        let Some(op) = Opcode::from_name(name) else {
            return if is_odex_only(name) {
                fail(start, format!("odex-only opcode `{name}` cannot be assembled; deodex the app first (`baksmali x` with the device's boot class path)"))
            } else {
                fail(start, format!("unknown opcode `{name}`"))
            };
        };
        let operands = self.operands(op, start)?;
        Ok(Instruction {
            opcode: op,
            operands,
        })
    }

    /// Spaces before the first operand, which must be on the line of the mnemonic.
    fn first_operand(&mut self, op: Opcode) -> PResult<()> {
        let start = self.pos;
        self.ws_inline();
        if matches!(self.peek(), None | Some(b'\n' | b'\r' | b'#')) {
            return fail(
                start,
                format!(
                    "`{}` needs operands, as in `{} {}`",
                    op.name(),
                    op.name(),
                    operand_example(op)
                ),
            );
        }
        Ok(())
    }

    fn next_operand(&mut self, op: Opcode) -> PResult<()> {
        self.ws_inline();
        if self.eat(b',') {
            self.ws_inline();
            return Ok(());
        }
        self.expected(&format!(
            "`,` and the next operand, as in `{} {}`",
            op.name(),
            operand_example(op)
        ))
    }

    /// The operands of `op`, whose mnemonic starts at `start`.
    fn operands(&mut self, op: Opcode, start: usize) -> PResult<Operands> {
        use Format::*;
        let format = op.format();
        if format == F10x {
            return Ok(Operands::None);
        }
        self.first_operand(op)?;
        let ops = match format {
            F10x => Operands::None,
            F11x => Operands::R(self.reg()?),
            F12x | F22x | F32x => {
                let a = self.reg()?;
                self.next_operand(op)?;
                Operands::RR(a, self.reg()?)
            }
            F23x => {
                let a = self.reg()?;
                self.next_operand(op)?;
                let b = self.reg()?;
                self.next_operand(op)?;
                Operands::RRR(a, b, self.reg()?)
            }
            F11n | F21s | F21ih | F21lh | F31i | F51l => {
                let a = self.reg()?;
                self.next_operand(op)?;
                Operands::RLit(a, self.insn_literal(op)?)
            }
            F22s | F22b => {
                let a = self.reg()?;
                self.next_operand(op)?;
                let b = self.reg()?;
                self.next_operand(op)?;
                // The fit check bounds the value to 16 bits.
                Operands::RRLit(a, b, self.insn_literal(op)? as i32)
            }
            F10t | F20t | F30t => Operands::Label(self.label_ref()?),
            F21t | F31t => {
                let a = self.reg()?;
                self.next_operand(op)?;
                Operands::RLabel(a, self.label_ref()?)
            }
            F22t => {
                let a = self.reg()?;
                self.next_operand(op)?;
                let b = self.reg()?;
                self.next_operand(op)?;
                Operands::RRLabel(a, b, self.label_ref()?)
            }
            F21c | F31c => {
                let a = self.reg()?;
                self.next_operand(op)?;
                match op.reference() {
                    RefKind::String => Operands::RString(a, self.string_lit()?),
                    RefKind::Type => Operands::RType(a, self.type_desc()?),
                    RefKind::Field => Operands::RField(a, self.field_ref()?),
                    RefKind::MethodHandle => Operands::RMethodHandle(a, self.method_handle()?),
                    RefKind::MethodType => Operands::RProto(a, self.proto()?),
                    _ => return unsupported(op, start),
                }
            }
            F22c => {
                let a = self.reg()?;
                self.next_operand(op)?;
                let b = self.reg()?;
                self.next_operand(op)?;
                match op.reference() {
                    RefKind::Type => Operands::RRType(a, b, self.type_desc()?),
                    RefKind::Field => Operands::RRField(a, b, self.field_ref()?),
                    _ => return unsupported(op, start),
                }
            }
            F35c => {
                let regs = self.reg_list(op)?;
                self.next_operand(op)?;
                match op.reference() {
                    RefKind::Method => Operands::ListMethod(regs, self.method_ref()?),
                    RefKind::Type => Operands::ListType(regs, self.type_desc()?),
                    RefKind::CallSite => Operands::ListCallSite(regs, self.call_site()?),
                    _ => return unsupported(op, start),
                }
            }
            F3rc => {
                let range = self.reg_range()?;
                self.next_operand(op)?;
                match op.reference() {
                    RefKind::Method => Operands::RangeMethod(range, self.method_ref()?),
                    RefKind::Type => Operands::RangeType(range, self.type_desc()?),
                    RefKind::CallSite => Operands::RangeCallSite(range, self.call_site()?),
                    _ => return unsupported(op, start),
                }
            }
            F45cc => {
                let regs = self.reg_list(op)?;
                self.next_operand(op)?;
                let m = self.method_ref()?;
                self.next_operand(op)?;
                Operands::ListMethodProto(regs, m, self.proto()?)
            }
            F4rcc => {
                let range = self.reg_range()?;
                self.next_operand(op)?;
                let m = self.method_ref()?;
                self.next_operand(op)?;
                Operands::RangeMethodProto(range, m, self.proto()?)
            }
        };
        Ok(ops)
    }

    /// `{v0, v1}` (at most five registers).
    fn reg_list(&mut self, op: Opcode) -> PResult<Vec<Reg>> {
        let start = self.pos;
        if !self.eat(b'{') {
            return self.expected("a register list such as {v0, v1}");
        }
        let mut regs = Vec::new();
        self.ws();
        if !self.eat(b'}') {
            loop {
                regs.push(self.reg()?);
                self.ws();
                if self.eat(b'}') {
                    break;
                }
                if self.peek() == Some(b'.') {
                    return self.expected(&format!("`,` or `}}`: `{}` takes a list such as {{v0, v1}}, ranges need the /range form", op.name()));
                }
                self.expect(b',', "`,` or `}` in the register list")?;
                self.ws();
            }
        }
        if regs.len() > 5 {
            let range = op.name().to_string() + "/range";
            return fail(
                start,
                format!(
                    "`{}` takes at most 5 registers, not {}; use `{range}` with a register range",
                    op.name(),
                    regs.len()
                ),
            );
        }
        Ok(regs)
    }

    /// `{v0 .. v5}`, `{v0}` or `{}`.
    fn reg_range(&mut self) -> PResult<RegRange> {
        let start = self.pos;
        if !self.eat(b'{') {
            return self.expected("a register range such as {v0 .. v3}");
        }
        self.ws();
        if self.eat(b'}') {
            return Ok(RegRange::Empty);
        }
        let first = self.reg()?;
        self.ws();
        if self.eat(b'}') {
            return Ok(RegRange::Span(first, first));
        }
        self.expect_str("..", "`..` in a register range such as {v0 .. v3}")?;
        self.ws();
        let last = self.reg()?;
        self.ws();
        self.expect(b'}', "`}` to close the register range")?;
        let backwards = match (first, last) {
            (Reg::V(a), Reg::V(b)) | (Reg::P(a), Reg::P(b)) => b < a,
            _ => false,
        };
        if backwards {
            return fail(
                start,
                "register range goes backwards: write the lower register first",
            );
        }
        Ok(RegRange::Span(first, last))
    }

    /// `invoke-static@Lpkg/Cls;->m()V` or `static-get@Lpkg/Cls;->f:I`.
    pub(super) fn method_handle(&mut self) -> PResult<MethodHandle> {
        let start = self.pos;
        let word = self.word();
        let Some(kind) = MethodHandleKind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == word)
        else {
            self.pos = start;
            let kinds: Vec<&str> = MethodHandleKind::ALL.iter().map(|k| k.name()).collect();
            return self.expected(&format!("a method handle kind ({})", kinds.join(", ")));
        };
        self.method_handle_after_kind(kind)
    }

    /// The `@reference` part of a method handle.
    pub(super) fn method_handle_after_kind(
        &mut self,
        kind: MethodHandleKind,
    ) -> PResult<MethodHandle> {
        self.expect(
            b'@',
            "`@` after the method handle kind, as in invoke-static@Lpkg/Cls;->m()V",
        )?;
        let target = if kind.is_field() {
            HandleTarget::Field(self.field_ref()?)
        } else {
            HandleTarget::Method(self.method_ref()?)
        };
        Ok(MethodHandle { kind, target })
    }

    /// `call_site_0("name", (proto)Ret, args...)@Lboot;->m(...)Ljava/lang/invoke/CallSite;`.
    fn call_site(&mut self) -> PResult<CallSite> {
        let name = self
            .simple_name("a call site name such as call_site_0")?
            .to_string();
        self.ws();
        self.expect(b'(', "`(` after the call site name")?;
        self.ws();
        let method_name = self.string_lit()?;
        self.comma("`,` and the method prototype of the call site")?;
        let method_proto = self.proto()?;
        let mut extra_args = Vec::new();
        loop {
            self.ws();
            if self.eat(b')') {
                break;
            }
            self.expect(b',', "`,` or `)` in the call site arguments")?;
            self.ws();
            extra_args.push(self.value()?);
        }
        self.ws();
        self.expect(b'@', "`@` and the bootstrap method after the call site")?;
        let bootstrap = self.method_ref()?;
        Ok(CallSite {
            name,
            method_name,
            method_proto,
            extra_args,
            bootstrap,
        })
    }
}

/// For an opcode whose format and reference kind do not go together, which the opcode table
/// rules out; an error rather than a panic all the same.
#[cold]
fn unsupported<T>(op: Opcode, pos: usize) -> PResult<T> {
    fail(
        pos,
        format!("internal error: no operand shape for `{}`", op.name()),
    )
}
