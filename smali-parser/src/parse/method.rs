//! Methods: the declaration, then labels, instructions and directives up to `.end method`.

use nom::branch::alt;
use nom::bytes::complete::tag;
use nom::character::complete::char;
use nom::combinator::{cut, map, opt, value};
use nom::multi::many_till;
use nom::sequence::preceded;
use nom::Parser;

use super::error::{expect, failure, failure_expected, Res};
use super::literal::{literal, sized_literal, LitClass};
use super::token::{
    blank, label_ref, member_name, nonvoid_type, proto, reg, string_lit, type_desc, word, ws,
};
use super::{end_of, member_flags, Cx};
use crate::ast::{Annotation, Catch, Item, LocalVar, Method, Param, RegisterDecl};

/// True where a payload's next entry cannot start: a directive or label (but not a number such
/// as `.5`), or the end of the file.
fn payload_ends(i: &str) -> bool {
    let b = i.as_bytes();
    matches!(b.first(), Some(b'.' | b':') | None) && !b.get(1).is_some_and(u8::is_ascii_digit)
}

impl Cx<'_> {
    /// After `.method` (which starts at `start`): the declaration and the body up to
    /// `.end method`. `items` is a reused buffer.
    pub(super) fn method<'a>(
        &self,
        start: &'a str,
        i: &'a str,
        items: &mut Vec<Item>,
    ) -> Res<'a, Method> {
        let (rest, (access, _, name, _, proto)) =
            (|i| member_flags('(', i), ws, member_name, ws, proto).parse(i)?;
        let mut m = Method {
            access,
            name: name.to_string(),
            proto,
            registers: None,
            params: Vec::new(),
            annotations: Vec::new(),
            items: Vec::new(),
        };
        items.clear();
        let (rest, ()) = self.method_body(start, rest, &mut m, items)?;
        m.items = Vec::with_capacity(items.len());
        m.items.append(items);
        Ok((rest, m))
    }

    /// Items and directives up to `.end method`.
    fn method_body<'a>(
        &self,
        start: &'a str,
        mut i: &'a str,
        m: &mut Method,
        items: &mut Vec<Item>,
    ) -> Res<'a, ()> {
        loop {
            let (at, _) = ws(i)?;
            i = match at.as_bytes().first() {
                None => {
                    let declared = &self.src[..self.src.len() - start.len()];
                    let line = 1 + declared.bytes().filter(|&c| c == b'\n').count();
                    return failure(
                        at,
                        format!(
                            "missing `.end method` for method `{}` declared at line {line}",
                            m.name
                        ),
                    );
                }
                Some(b':') => {
                    let (rest, label) = label_ref(at)?;
                    items.push(Item::Label(label));
                    rest
                }
                Some(b'.') => match self.body_directive(at, m, items)? {
                    (rest, true) => return Ok((rest, ())),
                    (rest, false) => rest,
                },
                Some(_) => {
                    let (rest, insn) = self.instruction(at)?;
                    items.push(Item::Instruction(insn));
                    rest
                }
            };
        }
    }

    /// The directive at `start`, inside a method; true for `.end method`.
    fn body_directive<'a>(
        &self,
        start: &'a str,
        m: &mut Method,
        items: &mut Vec<Item>,
    ) -> Res<'a, bool> {
        let (rest, directive) = preceded(char('.'), word).parse(start)?;
        let (rest, item) = match directive {
            "line" => map(
                // Lines are int bit patterns in dex (`.line -1` is 0xffffffff).
                preceded(ws, |i| sized_literal(LitClass::Integral, 32, ".line", i)),
                |n| Item::Line(n as u32),
            )
            .parse(rest)?,
            "local" => map(local, |l| Item::Local(Box::new(l))).parse(rest)?,
            "end" => {
                let (rest, what) = preceded(blank, word).parse(rest)?;
                match what {
                    "method" => return Ok((rest, true)),
                    "local" => map(preceded(ws, reg), Item::EndLocal).parse(rest)?,
                    "" => return failure(start, "expected `method` or `local` after `.end`"),
                    other => {
                        return failure(
                            start,
                            format!(
                                "`.end {other}` without a matching `.{other}` in method `{}`",
                                m.name
                            ),
                        )
                    }
                }
            }
            "restart" => {
                let (rest, what) = preceded(blank, word).parse(rest)?;
                if what != "local" {
                    return failure(start, "expected `.restart local vN`");
                }
                map(preceded(ws, reg), Item::RestartLocal).parse(rest)?
            }
            "prologue" => (rest, Item::Prologue),
            "epilogue" => (rest, Item::Epilogue),
            "source" => map(preceded(ws, opt(string_lit)), Item::Source).parse(rest)?,
            "registers" | "locals" => {
                if m.registers.is_some() {
                    return failure(
                        start,
                        "a method takes one `.registers` or `.locals` directive",
                    );
                }
                let what = if directive == "registers" {
                    ".registers"
                } else {
                    ".locals"
                };
                let (rest, n) =
                    preceded(ws, |i| sized_literal(LitClass::Integral, 32, what, i)).parse(rest)?;
                let Ok(n) = u16::try_from(n) else {
                    return failure(start, format!("`{what} {n}` is out of range: 0 to 65535"));
                };
                let n = u32::from(n);
                m.registers = Some(if directive == "registers" {
                    RegisterDecl::Registers(n)
                } else {
                    RegisterDecl::Locals(n)
                });
                return Ok((rest, false));
            }
            "param" => {
                let (rest, param) = self.param(rest, &mut m.annotations)?;
                m.params.push(param);
                return Ok((rest, false));
            }
            "annotation" => {
                let (rest, a) = self.annotation(rest)?;
                m.annotations.push(a);
                return Ok((rest, false));
            }
            "catch" | "catchall" => {
                let exception = |i| {
                    if directive == "catch" {
                        map(preceded(ws, nonvoid_type), Some).parse(i)
                    } else {
                        Ok((i, None))
                    }
                };
                map(
                    (
                        exception,
                        preceded(
                            (
                                ws,
                                expect(
                                    "`{` and a label range such as {:try_start_0 .. :try_end_0}",
                                    char('{'),
                                ),
                                ws,
                            ),
                            label_ref,
                        ),
                        preceded(
                            (
                                ws,
                                expect("`..` between the two labels of the try range", tag("..")),
                                ws,
                            ),
                            label_ref,
                        ),
                        preceded(
                            (ws, expect("`}` to close the try range", char('}')), ws),
                            label_ref,
                        ),
                    ),
                    |(exception, start, end, handler)| {
                        Item::Catch(Box::new(Catch {
                            exception,
                            start,
                            end,
                            handler,
                        }))
                    },
                )
                .parse(rest)?
            }
            "packed-switch" => map(
                (
                    preceded(ws, |i| {
                        sized_literal(LitClass::NoDouble, 32, ".packed-switch", i)
                    }),
                    many_till(
                        preceded(
                            ws,
                            expect("a target label or `.end packed-switch`", label_ref),
                        ),
                        preceded(ws, end_of("packed-switch")),
                    ),
                ),
                |(first_key, (targets, _))| Item::PackedSwitch {
                    first_key: first_key as i32,
                    targets,
                },
            )
            .parse(rest)?,
            "sparse-switch" => {
                let entry = |i| {
                    if payload_ends(i) {
                        return failure_expected(i, "`key -> :label` or `.end sparse-switch`");
                    }
                    map(
                        (
                            |i| sized_literal(LitClass::NoDouble, 32, "a .sparse-switch key", i),
                            ws,
                            expect("`->` and a label after the sparse-switch key", tag("->")),
                            ws,
                            label_ref,
                        ),
                        |(key, _, _, _, label)| (key as i32, label),
                    )
                    .parse(i)
                };
                map(
                    many_till(preceded(ws, entry), preceded(ws, end_of("sparse-switch"))),
                    |(entries, _)| Item::SparseSwitch { entries },
                )
                .parse(rest)?
            }
            "array-data" => self.array_data(rest)?,
            "method" | "field" | "class" | "super" | "implements" => {
                return failure(
                    start,
                    format!(
                        "`.{directive}` inside method `{}`: is its `.end method` missing?",
                        m.name
                    ),
                );
            }
            other => return failure(start, format!("unknown directive `.{other}` in a method")),
        };
        items.push(item);
        Ok((rest, false))
    }

    /// After `.array-data`: the element width, elements, `.end array-data`.
    fn array_data<'a>(&self, i: &'a str) -> Res<'a, Item> {
        let (at, _) = ws(i)?;
        let (rest, width) = sized_literal(LitClass::Integral, 32, ".array-data", at)?;
        let width = match width {
            1 | 2 | 4 | 8 => width as u8,
            _ => {
                return failure(
                    at,
                    format!("array element width {width} is not 1, 2, 4 or 8"),
                )
            }
        };
        let mask = if width == 8 {
            u64::MAX
        } else {
            (1u64 << (8 * u32::from(width))) - 1
        };
        let element = move |i| {
            if payload_ends(i) {
                return failure_expected(i, "an array element or `.end array-data`");
            }
            map(literal, |lit| lit.bits() as u64 & mask).parse(i)
        };
        map(
            many_till(preceded(ws, element), preceded(ws, end_of("array-data"))),
            move |(elements, _)| Item::ArrayData { width, elements },
        )
        .parse(rest)
    }

    /// After `.param`: `pN`, an optional name, annotations and `.end param`. Annotations without
    /// `.end param` belong to the method, as in smali.
    fn param<'a>(&self, i: &'a str, method_annotations: &mut Vec<Annotation>) -> Res<'a, Param> {
        let (rest, (reg, name)) = (
            preceded(ws, reg),
            opt(preceded((blank, char(',')), cut(preceded(ws, string_lit)))),
        )
            .parse(i)?;
        let (rest, mut annotations) = self.annotations(rest)?;
        let (rest, end) = opt(preceded(ws, end_of("param"))).parse(rest)?;
        if end.is_none() {
            method_annotations.append(&mut annotations);
        }
        Ok((
            rest,
            Param {
                reg,
                name,
                annotations,
            },
        ))
    }
}

/// After `.local`: `vN`, optionally `, "name":Type` (name may be `null`) and `, "signature"`.
fn local(i: &str) -> Res<'_, LocalVar> {
    let name = alt((value(None, tag("null")), map(string_lit, Some)));
    let ty = preceded(
        (
            ws,
            expect("`:` and the type after the local's name", char(':')),
            ws,
        ),
        type_desc,
    );
    let signature = opt(preceded((blank, char(','), ws), cut(string_lit)));
    let details = preceded((blank, char(',')), cut((preceded(ws, name), ty, signature)));
    map(
        (preceded(ws, reg), opt(details)),
        |(reg, details)| match details {
            Some((name, ty, signature)) => LocalVar {
                reg,
                name,
                ty: Some(ty),
                signature,
            },
            None => LocalVar {
                reg,
                name: None,
                ty: None,
                signature: None,
            },
        },
    )
    .parse(i)
}
