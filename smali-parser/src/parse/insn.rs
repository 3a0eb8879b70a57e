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

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::char;
use nom::combinator::{cut, map, value};
use nom::multi::{many_till, separated_list1};
use nom::sequence::{delimited, preceded, terminated};
use nom::Parser;
use std::sync::Arc;

use super::error::{expect, expect_with, failure, failure_expected, PErr, Res};
use super::literal::insn_literal;
use super::token::{
    blank, label_ref, proto, reg, simple_name, string_lit, take_set1, type_desc, word, ws,
    NAME_OR_SLASH,
};
use super::Cx;
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

/// The `,` between two operands of `op`, with spaces and tabs around it.
fn comma<'a>(op: Opcode) -> impl Parser<&'a str, Output = (), Error = PErr> {
    value(
        (),
        delimited(
            blank,
            expect_with(
                move || {
                    format!(
                        "`,` and the next operand, as in `{} {}`",
                        op.name(),
                        operand_example(op)
                    )
                },
                char(','),
            ),
            blank,
        ),
    )
}

/// The spaces before the first operand of `op`, which must be on the line of the mnemonic.
fn first_operand(op: Opcode, i: &str) -> Res<'_, ()> {
    let (rest, _) = blank(i)?;
    if rest.is_empty() || rest.starts_with(['\n', '\r', '#']) {
        return failure(
            i,
            format!(
                "`{}` needs operands, as in `{} {}`",
                op.name(),
                op.name(),
                operand_example(op)
            ),
        );
    }
    Ok((rest, ()))
}

impl Cx<'_> {
    pub(super) fn instruction<'a>(&self, i: &'a str) -> Res<'a, Instruction> {
        let (rest, name) = expect(
            "an instruction, a label or a directive",
            take_set1(&NAME_OR_SLASH),
        )
        .parse(i)?;
        let Some(op) = Opcode::from_name(name) else {
            return if is_odex_only(name) {
                failure(i, format!("odex-only opcode `{name}` cannot be assembled; deodex the app first (`baksmali x` with the device's boot class path)"))
            } else {
                failure(i, format!("unknown opcode `{name}`"))
            };
        };
        let (rest, operands) = self.operands(op, i, rest)?;
        Ok((
            rest,
            Instruction {
                opcode: op,
                operands,
            },
        ))
    }

    /// The operands of `op`, whose mnemonic starts at `start`.
    fn operands<'a>(&self, op: Opcode, start: &'a str, i: &'a str) -> Res<'a, Operands> {
        use Format::*;
        let format = op.format();
        if format == F10x {
            return Ok((i, Operands::None));
        }
        let (i, _) = first_operand(op, i)?;
        let lit = |i| insn_literal(op, i);
        let field = |i| self.field_ref(i);
        let method = |i| self.method_ref(i);
        match (format, op.reference()) {
            (F11x, _) => map(reg, Operands::R).parse(i),
            (F12x | F22x | F32x, _) => {
                map((reg, comma(op), reg), |(a, _, b)| Operands::RR(a, b)).parse(i)
            }
            (F23x, _) => map((reg, comma(op), reg, comma(op), reg), |(a, _, b, _, c)| {
                Operands::RRR(a, b, c)
            })
            .parse(i),
            (F11n | F21s | F21ih | F21lh | F31i | F51l, _) => {
                map((reg, comma(op), lit), |(a, _, v)| Operands::RLit(a, v)).parse(i)
            }
            // The fit check bounds the value to 16 bits.
            (F22s | F22b, _) => map((reg, comma(op), reg, comma(op), lit), |(a, _, b, _, v)| {
                Operands::RRLit(a, b, v as i32)
            })
            .parse(i),
            (F10t | F20t | F30t, _) => map(label_ref, Operands::Label).parse(i),
            (F21t | F31t, _) => map((reg, comma(op), label_ref), |(a, _, l)| {
                Operands::RLabel(a, l)
            })
            .parse(i),
            (F22t, _) => map(
                (reg, comma(op), reg, comma(op), label_ref),
                |(a, _, b, _, l)| Operands::RRLabel(a, b, l),
            )
            .parse(i),
            (F21c | F31c, RefKind::String) => map((reg, comma(op), string_lit), |(a, _, s)| {
                Operands::RString(a, Arc::new(s))
            })
            .parse(i),
            (F21c | F31c, RefKind::Type) => map((reg, comma(op), type_desc), |(a, _, t)| {
                Operands::RType(a, t)
            })
            .parse(i),
            (F21c | F31c, RefKind::Field) => map((reg, comma(op), field), |(a, _, f)| {
                Operands::RField(a, Arc::new(f))
            })
            .parse(i),
            (F21c | F31c, RefKind::MethodHandle) => {
                map((reg, comma(op), |i| self.method_handle(i)), |(a, _, h)| {
                    Operands::RMethodHandle(a, Arc::new(h))
                })
                .parse(i)
            }
            (F21c | F31c, RefKind::MethodType) => map((reg, comma(op), proto), |(a, _, p)| {
                Operands::RProto(a, Arc::new(p))
            })
            .parse(i),
            (F22c, RefKind::Type) => map(
                (reg, comma(op), reg, comma(op), type_desc),
                |(a, _, b, _, t)| Operands::RRType(a, b, t),
            )
            .parse(i),
            (F22c, RefKind::Field) => map(
                (reg, comma(op), reg, comma(op), field),
                |(a, _, b, _, f)| Operands::RRField(a, b, Arc::new(f)),
            )
            .parse(i),
            (F35c, RefKind::Method) => {
                map((|i| reg_list(op, i), comma(op), method), |(l, _, m)| {
                    Operands::ListMethod(l, Arc::new(m))
                })
                .parse(i)
            }
            (F35c, RefKind::Type) => {
                map((|i| reg_list(op, i), comma(op), type_desc), |(l, _, t)| {
                    Operands::ListType(l, t)
                })
                .parse(i)
            }
            (F35c, RefKind::CallSite) => map(
                (|i| reg_list(op, i), comma(op), |i| self.call_site(i)),
                |(l, _, c)| Operands::ListCallSite(l, Arc::new(c)),
            )
            .parse(i),
            (F3rc, RefKind::Method) => map((reg_range, comma(op), method), |(r, _, m)| {
                Operands::RangeMethod(r, Arc::new(m))
            })
            .parse(i),
            (F3rc, RefKind::Type) => map((reg_range, comma(op), type_desc), |(r, _, t)| {
                Operands::RangeType(r, t)
            })
            .parse(i),
            (F3rc, RefKind::CallSite) => map(
                (reg_range, comma(op), |i| self.call_site(i)),
                |(r, _, c)| Operands::RangeCallSite(r, Arc::new(c)),
            )
            .parse(i),
            (F45cc, _) => map(
                (|i| reg_list(op, i), comma(op), method, comma(op), proto),
                |(l, _, m, _, p)| Operands::ListMethodProto(l, Arc::new(m), Arc::new(p)),
            )
            .parse(i),
            (F4rcc, _) => map(
                (reg_range, comma(op), method, comma(op), proto),
                |(r, _, m, _, p)| Operands::RangeMethodProto(r, Arc::new(m), Arc::new(p)),
            )
            .parse(i),
            // The opcode table rules these pairs out; an error rather than a panic all the same.
            _ => failure(
                start,
                format!("internal error: no operand shape for `{}`", op.name()),
            ),
        }
    }

    /// `invoke-static@Lpkg/Cls;->m()V` or `static-get@Lpkg/Cls;->f:I`.
    pub(super) fn method_handle<'a>(&self, i: &'a str) -> Res<'a, MethodHandle> {
        let (rest, w) = word(i)?;
        let Some(kind) = MethodHandleKind::ALL
            .iter()
            .copied()
            .find(|k| k.name() == w)
        else {
            let kinds: Vec<&str> = MethodHandleKind::ALL.iter().map(|k| k.name()).collect();
            return failure_expected(i, format!("a method handle kind ({})", kinds.join(", ")));
        };
        self.method_handle_after_kind(kind, rest)
    }

    /// The `@reference` part of a method handle.
    pub(super) fn method_handle_after_kind<'a>(
        &self,
        kind: MethodHandleKind,
        i: &'a str,
    ) -> Res<'a, MethodHandle> {
        let (rest, _) = expect(
            "`@` after the method handle kind, as in invoke-static@Lpkg/Cls;->m()V",
            char('@'),
        )
        .parse(i)?;
        let (rest, target) = if kind.is_field() {
            map(|i| self.field_ref(i), HandleTarget::Field).parse(rest)?
        } else {
            map(|i| self.method_ref(i), HandleTarget::Method).parse(rest)?
        };
        Ok((rest, MethodHandle { kind, target }))
    }

    /// `call_site_0("name", (proto)Ret, args...)@Lboot;->m(...)Ljava/lang/invoke/CallSite;`.
    fn call_site<'a>(&self, i: &'a str) -> Res<'a, CallSite> {
        let (rest, (name, _, method_name, _, method_proto)) = (
            map(
                simple_name("a call site name such as call_site_0"),
                str::to_string,
            ),
            (ws, expect("`(` after the call site name", char('(')), ws),
            string_lit,
            (
                ws,
                expect("`,` and the method prototype of the call site", char(',')),
                ws,
            ),
            proto,
        )
            .parse(i)?;
        let arg = preceded(
            (
                ws,
                expect("`,` or `)` in the call site arguments", char(',')),
                ws,
            ),
            |i| self.value(i),
        );
        let (rest, ((extra_args, _), _, bootstrap)) = (
            many_till(arg, (ws, char(')'))),
            (
                ws,
                expect(
                    "`@` and the bootstrap method after the call site",
                    char('@'),
                ),
            ),
            |i| self.method_ref(i),
        )
            .parse(rest)?;
        Ok((
            rest,
            CallSite {
                name,
                method_name,
                method_proto,
                extra_args,
                bootstrap,
            },
        ))
    }
}

/// `{v0, v1}` (at most five registers).
fn reg_list(op: Opcode, i: &str) -> Res<'_, Vec<Reg>> {
    let close = |i| match char::<_, PErr>('}')(i) {
        Ok(done) => Ok(done),
        Err(_) if i.starts_with('.') => failure_expected(
            i,
            format!(
                "`,` or `}}`: `{}` takes a list such as {{v0, v1}}, ranges need the /range form",
                op.name()
            ),
        ),
        Err(_) => failure_expected(i, "`,` or `}` in the register list"),
    };
    let (rest, regs) = preceded(
        expect("a register list such as {v0, v1}", char('{')),
        preceded(
            ws,
            alt((
                map(char('}'), |_| Vec::new()),
                terminated(
                    separated_list1((ws, char(','), ws), cut(reg)),
                    preceded(ws, close),
                ),
            )),
        ),
    )
    .parse(i)?;
    if regs.len() > 5 {
        let range = op.name().to_string() + "/range";
        return failure(
            i,
            format!(
                "`{}` takes at most 5 registers, not {}; use `{range}` with a register range",
                op.name(),
                regs.len()
            ),
        );
    }
    Ok((rest, regs))
}

/// `{v0 .. v5}`, `{v0}` or `{}`.
fn reg_range(i: &str) -> Res<'_, RegRange> {
    let span = map(
        (
            terminated(reg, ws),
            alt((
                map(char('}'), |_| None),
                map(
                    delimited(
                        (
                            expect("`..` in a register range such as {v0 .. v3}", tag("..")),
                            ws,
                        ),
                        reg,
                        (ws, expect("`}` to close the register range", char('}'))),
                    ),
                    Some,
                ),
            )),
        ),
        |(first, last)| (first, last.unwrap_or(first)),
    );
    let (rest, range) = preceded(
        expect("a register range such as {v0 .. v3}", char('{')),
        preceded(ws, alt((map(char('}'), |_| None), map(span, Some)))),
    )
    .parse(i)?;
    let Some((first, last)) = range else {
        return Ok((rest, RegRange::Empty));
    };
    let backwards = match (first, last) {
        (Reg::V(a), Reg::V(b)) | (Reg::P(a), Reg::P(b)) => b < a,
        _ => false,
    };
    if backwards {
        return failure(
            i,
            "register range goes backwards: write the lower register first",
        );
    }
    Ok((rest, RegRange::Span(first, last)))
}
