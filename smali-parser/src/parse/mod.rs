//! The smali parser: one `.smali` file into an [`ast::Class`](crate::ast::Class).
//!
//! It accepts the language as smali 2.5 does (baksmali and apktool output, and hand-written
//! files): directives and items in any order, whitespace and comments between any tokens,
//! member names that look like keywords, backtick-quoted names. It is written with nom
//! combinators over `&str`. Where a construct is recognised the parse commits to it (`cut`), so
//! errors are reported where they happen; the loops over a class's directives and a method's
//! items read the directive or mnemonic as a token and dispatch on it, rather than trying each
//! alternative in turn, which keeps the parser fast on large apps.
//!
//! - [`error`]: the nom error type, and combinators that attach smali's messages;
//! - [`token`]: names, registers, types, references, strings and chars;
//! - [`literal`]: numbers and the literal checks of each instruction format;
//! - [`insn`]: instructions and their operands;
//! - [`method`]: methods and the directives in their bodies;
//! - this module: the class, fields, annotations and constant values.

mod error;
mod insn;
mod literal;
mod method;
mod token;

use std::cell::Cell;

use nom::bytes::complete::tag;
use nom::character::complete::{char, satisfy};
use nom::combinator::{cut, map, map_opt, not, opt, value};
use nom::multi::{fold_many0, many_till, separated_list1};
use nom::sequence::{pair, preceded, terminated};
use nom::{Err, Parser};

use crate::ast::{
    AccessFlag, Annotation, AnnotationBody, Class, Field, MethodHandleKind, TypeDesc, Value,
    Visibility,
};
use crate::ParseError;
use error::{expect, expect_with, failure, failure_expected, mismatch, PErr, Res};
use token::{
    blank, char_lit, class_desc, is_name, member_name, nonvoid_type, proto, simple_name,
    string_lit, type_desc, word, ws, MemberRef,
};

/// Parses one smali class; `file` names the source in errors only.
pub fn parse_class(src: &str, file: &str) -> Result<Class, ParseError> {
    let mut cx = Cx {
        src,
        class_name: None,
        depth: Cell::new(0),
    };
    match cx.class_file(src) {
        Ok((_, class)) => Ok(class),
        Err(Err::Error(e) | Err::Failure(e)) => Err(e.locate(src, file)),
        // Only streaming parsers ask for more input, and this one uses none.
        Err(Err::Incomplete(_)) => Err(PErr::plain("", "unexpected end of file").locate(src, file)),
    }
}

/// What the parsers of one file share.
struct Cx<'a> {
    src: &'a str,
    /// The class being parsed: references written without a class (`m()V`) name it.
    class_name: Option<TypeDesc>,
    /// Nesting of arrays and sub-annotations in the value being parsed, bounded so that hostile
    /// input cannot overflow the stack.
    depth: Cell<u32>,
}

/// `.name` as a whole directive word (`.annotation`, not `.annotations`).
fn directive<'a>(name: &'static str) -> impl Parser<&'a str, Output = (), Error = PErr> {
    value((), (char('.'), tag(name), not(satisfy(is_name))))
}

/// `.end name`.
fn end_of<'a>(name: &'static str) -> impl Parser<&'a str, Output = (), Error = PErr> {
    value(
        (),
        (directive("end"), blank, tag(name), not(satisfy(is_name))),
    )
}

/// Appends to a list in `fold_many0`, which unlike `many0` allocates nothing for no items.
fn push<T>(mut list: Vec<T>, item: T) -> Vec<T> {
    list.push(item);
    list
}

/// Access flags up to a member name: a flag word followed by `end` (`:` for a field, `(` for a
/// method) is the name itself (`.field public final:I`).
fn member_flags(end: char, i: &str) -> Res<'_, Vec<AccessFlag>> {
    fold_many0(
        preceded(
            ws,
            terminated(
                map_opt(word, AccessFlag::from_name),
                not(preceded(ws, char(end))),
            ),
        ),
        Vec::new,
        push,
    )
    .parse(i)
}

/// The flags of `.class` up to the class descriptor.
fn class_flags(i: &str) -> Res<'_, Vec<AccessFlag>> {
    let (rest, flags) = terminated(
        fold_many0(
            preceded(ws, map_opt(word, AccessFlag::from_name)),
            Vec::new,
            push,
        ),
        ws,
    )
    .parse(i)?;
    if !rest.is_empty() && !rest.starts_with('L') {
        return failure_expected(
            rest,
            "an access flag or the class descriptor such as Lcom/example/Foo;",
        );
    }
    Ok((rest, flags))
}

impl Cx<'_> {
    fn class_file<'a>(&mut self, i: &'a str) -> Res<'a, Class> {
        let mut class = Class {
            access: Vec::new(),
            name: TypeDesc::default(),
            super_class: None,
            source: None,
            interfaces: Vec::new(),
            annotations: Vec::new(),
            fields: Vec::new(),
            methods: Vec::new(),
        };
        let mut seen_class = false;
        // Reused for each method's items, so that each method allocates its list once, at its
        // final size (items are large; growing a `Vec` of them copies a lot).
        let mut items = Vec::new();
        // A byte-order mark some editors write.
        let whole = i;
        let (mut i, _) = opt(char('\u{feff}')).parse(i)?;
        loop {
            let (start, _) = ws(i)?;
            if start.is_empty() {
                break;
            }
            let (rest, name) = preceded(
                expect(
                    "a directive such as .class, .super, .field or .method",
                    char('.'),
                ),
                word,
            )
            .parse(start)?;
            i = match name {
                "class" => {
                    if seen_class {
                        return failure(start, "second `.class` directive: a file holds one class");
                    }
                    seen_class = true;
                    let (rest, (access, name)) = pair(class_flags, class_desc).parse(rest)?;
                    class.access = access;
                    class.name = name.clone();
                    self.class_name = Some(name);
                    rest
                }
                "super" => {
                    if class.super_class.is_some() {
                        return failure(
                            start,
                            "second `.super` directive: a class has one superclass",
                        );
                    }
                    let (rest, name) = preceded(ws, class_desc).parse(rest)?;
                    class.super_class = Some(name);
                    rest
                }
                "implements" => {
                    let (rest, name) = preceded(ws, class_desc).parse(rest)?;
                    class.interfaces.push(name);
                    rest
                }
                "source" => {
                    if class.source.is_some() {
                        return failure(start, "second `.source` directive");
                    }
                    let (rest, name) = preceded(ws, string_lit).parse(rest)?;
                    class.source = Some(name);
                    rest
                }
                "field" => {
                    let (rest, field) = self.field(rest, &mut class.annotations)?;
                    class.fields.push(field);
                    rest
                }
                "method" => {
                    let (rest, method) = self.method(start, rest, &mut items)?;
                    class.methods.push(method);
                    rest
                }
                "annotation" => {
                    let (rest, a) = self.annotation(rest)?;
                    class.annotations.push(a);
                    rest
                }
                "end" => {
                    let (_, what) = preceded(blank, word).parse(rest)?;
                    let msg = match what {
                        "" => "expected a directive name after `.end`".to_string(),
                        what => format!("`.end {what}` without a matching `.{what}`"),
                    };
                    return failure(start, msg);
                }
                "" => return failure(start, "expected a directive name after `.`"),
                other => {
                    return failure(
                        start,
                        format!(
                            "unexpected directive `.{other}` outside a method; expected .class, .super, .implements, .source, .field, .method or .annotation"
                        ),
                    );
                }
            };
        }
        if !seen_class {
            return failure(whole, "missing `.class` directive: a smali file starts with e.g. `.class public Lcom/example/Foo;`");
        }
        Ok((i, class))
    }

    /// After `.field`: the declaration, its initial value and annotations. Annotations not
    /// closed by `.end field` belong to the class, as in smali.
    fn field<'a>(&self, i: &'a str, class_annotations: &mut Vec<Annotation>) -> Res<'a, Field> {
        let (rest, (access, _, name, _)) =
            (|i| member_flags(':', i), ws, member_name, ws).parse(i)?;
        let (rest, (_, _, ty, initial_value)) = (
            expect_with(
                || {
                    format!(
                    "`:` and the type after field name `{name}` (or `{name}` is a misspelt access flag)"
                )
                },
                char(':'),
            ),
            ws,
            nonvoid_type,
            opt(preceded((ws, char('=')), cut(preceded(ws, |i| self.value(i))))),
        )
            .parse(rest)?;
        let (rest, mut annotations) = self.annotations(rest)?;
        let (rest, end) = opt(preceded(ws, end_of("field"))).parse(rest)?;
        if end.is_none() {
            class_annotations.append(&mut annotations);
        }
        Ok((
            rest,
            Field {
                access,
                name: name.to_string(),
                ty,
                initial_value,
                annotations,
            },
        ))
    }

    /// The `.annotation`s that follow a field or parameter.
    fn annotations<'a>(&self, i: &'a str) -> Res<'a, Vec<Annotation>> {
        fold_many0(
            preceded((ws, directive("annotation")), cut(|i| self.annotation(i))),
            Vec::new,
            push,
        )
        .parse(i)
    }

    /// After `.annotation`: visibility, type, elements, `.end annotation`.
    fn annotation<'a>(&self, i: &'a str) -> Res<'a, Annotation> {
        let visibility = map_opt(word, |w| match w {
            "build" => Some(Visibility::Build),
            "runtime" => Some(Visibility::Runtime),
            "system" => Some(Visibility::System),
            _ => None,
        });
        map(
            (
                ws,
                expect(
                    "an annotation visibility: build, runtime or system",
                    visibility,
                ),
                ws,
                |i| self.annotation_body("annotation", i),
            ),
            |(_, visibility, _, body)| Annotation { visibility, body },
        )
        .parse(i)
    }

    /// The type and `name = value` elements of an annotation, up to `.end {end}`.
    fn annotation_body<'a>(&self, end: &'static str, i: &'a str) -> Res<'a, AnnotationBody> {
        let element = |i: &'a str| {
            if i.is_empty() || i.starts_with('.') {
                return failure_expected(i, format!("an element `name = value` or `.end {end}`"));
            }
            map(
                (
                    simple_name("an annotation element name"),
                    ws,
                    expect("`=` after the annotation element name", char('=')),
                    ws,
                    |i| self.value(i),
                ),
                |(name, _, _, _, v)| (name.to_string(), v),
            )
            .parse(i)
        };
        map(
            pair(
                class_desc,
                many_till(preceded(ws, element), preceded(ws, end_of(end))),
            ),
            |(ty, (elements, _))| AnnotationBody { ty, elements },
        )
        .parse(i)
    }

    /// A constant: in annotations, field initial values and call-site arguments.
    fn value<'a>(&self, i: &'a str) -> Res<'a, Value> {
        const MAX_DEPTH: u32 = 100;
        let depth = self.depth.get();
        if depth >= MAX_DEPTH {
            return failure(
                i,
                format!("values nest more than {MAX_DEPTH} arrays or sub-annotations deep"),
            );
        }
        self.depth.set(depth + 1);
        // The first character tells the kinds apart. Dispatching on it rather than trying each
        // kind with `alt` also keeps the stack frames of nested values small.
        let b = i.as_bytes();
        let v = match b.first() {
            Some(b'"') => map(string_lit, Value::String).parse(i),
            Some(b'\'') => map(char_lit, Value::Char).parse(i),
            Some(b'{') => self.array_value(i),
            Some(b'(') => map(proto, Value::MethodType).parse(i),
            Some(b'L' | b'[') => self.type_or_member(i),
            Some(b'.') if !b.get(1).is_some_and(u8::is_ascii_digit) => self.dot_value(i),
            Some(b'0'..=b'9' | b'-' | b'+' | b'.') => {
                map(literal::literal, literal::Lit::into_value).parse(i)
            }
            _ => self.word_value(i),
        };
        self.depth.set(depth);
        v
    }

    /// `{v1, v2}`.
    fn array_value<'a>(&self, i: &'a str) -> Res<'a, Value> {
        let (i, _) = pair(char('{'), ws).parse(i)?;
        if let Ok((rest, _)) = char::<_, PErr>('}')(i) {
            return Ok((rest, Value::Array(Vec::new())));
        }
        map(
            terminated(
                separated_list1((ws, char(','), ws), cut(|i| self.value(i))),
                preceded(ws, expect("`,` or `}` in the array", char('}'))),
            ),
            Value::Array,
        )
        .parse(i)
    }

    /// A type, or a field or method reference (which starts with its class).
    fn type_or_member<'a>(&self, i: &'a str) -> Res<'a, Value> {
        let (rest, ty) = type_desc(i)?;
        if !rest.starts_with("->") {
            return Ok((rest, Value::Type(ty)));
        }
        let (rest, member) = self.member_ref(i)?;
        let v = match member {
            MemberRef::Field(f) => Value::Field(f),
            MemberRef::Method(m) => Value::Method(m),
        };
        Ok((rest, v))
    }

    /// `.enum Lcls;->name:Lcls;` or `.subannotation Ltype; ... .end subannotation`.
    fn dot_value<'a>(&self, i: &'a str) -> Res<'a, Value> {
        let (rest, w) = preceded(char('.'), word).parse(i)?;
        match w {
            "enum" => map(preceded(ws, |i| self.field_ref(i)), Value::Enum).parse(rest),
            "subannotation" => map(
                preceded(ws, |i| self.annotation_body("subannotation", i)),
                Value::SubAnnotation,
            )
            .parse(rest),
            _ => failure_expected(i, "a value, `.enum` or `.subannotation`"),
        }
    }

    /// A value written as a word: `true`, `false`, `null`, a primitive type, a method handle
    /// (`invoke-static@...`) or a number such as `Infinity`.
    fn word_value<'a>(&self, i: &'a str) -> Res<'a, Value> {
        if i.is_empty() {
            return mismatch(i, "a value");
        }
        let (rest, w) = word(i)?;
        if rest.starts_with('@') {
            if let Some(kind) = MethodHandleKind::ALL
                .iter()
                .copied()
                .find(|k| k.name() == w)
            {
                return map(
                    |i| self.method_handle_after_kind(kind, i),
                    Value::MethodHandle,
                )
                .parse(rest);
            }
        }
        let v = match w {
            "true" => Value::Bool(true),
            "false" => Value::Bool(false),
            "null" => Value::Null,
            "Z" | "B" | "S" | "C" | "I" | "J" | "F" | "D" | "V" => Value::Type(w.into()),
            _ => match literal::number(w) {
                Ok(lit) => lit.into_value(),
                Err(_) => return mismatch(
                    i,
                    "a value (number, string, char, type, reference, array, true, false or null)",
                ),
            },
        };
        Ok((rest, v))
    }
}
