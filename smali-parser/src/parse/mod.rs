//! The smali parser: one `.smali` file into an [`ast::Class`](crate::ast::Class).
//!
//! It accepts the language as smali 2.5 does (baksmali and apktool output, and hand-written
//! files): directives and items in any order, whitespace and comments between any tokens,
//! member names that look like keywords, backtick-quoted names. It is a hand-written scanner
//! over bytes, without backtracking: the next byte or word always decides what comes next,
//! which keeps it fast on large apps.
//!
//! - [`cursor`]: tokens (names, registers, types, references, strings);
//! - [`literal`]: numbers and the literal checks of each instruction format;
//! - [`insn`]: instructions and their operands;
//! - this module: the class, fields, methods, annotations and constant values.

mod cursor;
mod insn;
mod literal;

use crate::ast::{
    AccessFlag, Annotation, AnnotationBody, Class, Field, Item, LocalVar, Method, Param,
    RegisterDecl, Value, Visibility,
};
use crate::ParseError;
use cursor::{fail, MemberRef, PResult, Parser};
use literal::LitClass;

/// Parses one smali class; `file` names the source in errors only.
pub fn parse_class(src: &str, file: &str) -> Result<Class, ParseError> {
    Parser::new(src)
        .class_file()
        .map_err(|e| e.locate(src, file))
}

/// What follows the name that ends a list of access flags: `:` for a field, `(` for a method.
#[derive(Clone, Copy)]
enum FlagsEnd {
    Field,
    Method,
}

impl Parser<'_> {
    fn class_file(&mut self) -> PResult<Class> {
        let mut class = Class {
            access: Vec::new(),
            name: String::new(),
            super_class: None,
            source: None,
            interfaces: Vec::new(),
            annotations: Vec::new(),
            fields: Vec::new(),
            methods: Vec::new(),
        };
        let mut seen_class = false;
        // A byte-order mark some editors write.
        if self.src.starts_with('\u{feff}') {
            self.pos = '\u{feff}'.len_utf8();
        }
        loop {
            self.ws();
            let start = self.pos;
            match self.peek() {
                None => break,
                Some(b'.') => self.pos += 1,
                Some(_) => {
                    return self.expected("a directive such as .class, .super, .field or .method");
                }
            }
            match self.word() {
                "class" => {
                    if seen_class {
                        return fail(start, "second `.class` directive: a file holds one class");
                    }
                    seen_class = true;
                    class.access = self.class_flags()?;
                    class.name = self.class_desc()?;
                    self.class_name = Some(class.name.clone());
                }
                "super" => {
                    if class.super_class.is_some() {
                        return fail(
                            start,
                            "second `.super` directive: a class has one superclass",
                        );
                    }
                    self.ws();
                    class.super_class = Some(self.class_desc()?);
                }
                "implements" => {
                    self.ws();
                    class.interfaces.push(self.class_desc()?);
                }
                "source" => {
                    if class.source.is_some() {
                        return fail(start, "second `.source` directive");
                    }
                    self.ws();
                    class.source = Some(self.string_lit()?);
                }
                "field" => {
                    let field = self.field(&mut class.annotations)?;
                    class.fields.push(field);
                }
                "method" => {
                    let method = self.method(start)?;
                    class.methods.push(method);
                }
                "annotation" => {
                    let a = self.annotation()?;
                    class.annotations.push(a);
                }
                "end" => {
                    self.ws_inline();
                    let msg = match self.word() {
                        "" => "expected a directive name after `.end`".to_string(),
                        what => format!("`.end {what}` without a matching `.{what}`"),
                    };
                    return fail(start, msg);
                }
                "" => return fail(start, "expected a directive name after `.`"),
                other => {
                    let msg = format!(
                        "unexpected directive `.{other}` outside a method; expected .class, .super, .implements, .source, .field, .method or .annotation"
                    );
                    return fail(start, msg);
                }
            }
        }
        if !seen_class {
            return fail(0, "missing `.class` directive: a smali file starts with e.g. `.class public Lcom/example/Foo;`");
        }
        Ok(class)
    }

    fn class_flags(&mut self) -> PResult<Vec<AccessFlag>> {
        let mut flags = Vec::new();
        loop {
            self.ws();
            if matches!(self.peek(), Some(b'L') | None) {
                return Ok(flags);
            }
            let start = self.pos;
            let word = self.word();
            match AccessFlag::from_name(word) {
                Some(f) => flags.push(f),
                None => {
                    self.pos = start;
                    return self.expected(
                        "an access flag or the class descriptor such as Lcom/example/Foo;",
                    );
                }
            }
        }
    }

    /// Access flags up to a member name; a flag word directly followed by `:` (field) or `(`
    /// (method) is the name itself (`.field public final:I`).
    fn member_flags(&mut self, end: FlagsEnd) -> PResult<Vec<AccessFlag>> {
        let mut flags = Vec::new();
        loop {
            self.ws();
            let start = self.pos;
            let word = self.word();
            let Some(flag) = AccessFlag::from_name(word) else {
                self.pos = start;
                return Ok(flags);
            };
            let after = self.pos;
            self.ws();
            let is_name = match end {
                FlagsEnd::Field => self.peek() == Some(b':'),
                FlagsEnd::Method => self.peek() == Some(b'('),
            };
            if is_name {
                self.pos = start;
                return Ok(flags);
            }
            self.pos = after;
            flags.push(flag);
        }
    }

    /// After `.field`: the declaration, its initial value and annotations. Annotations not
    /// closed by `.end field` belong to the class, as in smali.
    fn field(&mut self, class_annotations: &mut Vec<Annotation>) -> PResult<Field> {
        let access = self.member_flags(FlagsEnd::Field)?;
        let name = self.member_name()?.to_string();
        self.ws();
        if !self.eat(b':') {
            return self.expected(&format!(
                "`:` and the type after field name `{name}` (or `{name}` is a misspelt access flag)"
            ));
        }
        self.ws();
        let ty = self.nonvoid_type()?;
        self.ws();
        let initial_value = if self.eat(b'=') {
            self.ws();
            Some(self.value()?)
        } else {
            None
        };
        let mut annotations = Vec::new();
        loop {
            self.ws();
            if self.peek_directive() == Some("annotation") {
                self.pos += ".annotation".len();
                annotations.push(self.annotation()?);
            } else {
                break;
            }
        }
        if self.peek_end() == Some("field") {
            self.eat_end();
        } else {
            class_annotations.append(&mut annotations);
        }
        Ok(Field {
            access,
            name,
            ty,
            initial_value,
            annotations,
        })
    }

    /// The directive word at the cursor (`.annotation` gives `annotation`), not consumed.
    fn peek_directive(&self) -> Option<&str> {
        if self.peek() != Some(b'.') {
            return None;
        }
        let rest = &self.b[self.pos + 1..];
        let len = rest
            .iter()
            .position(|&c| !cursor::is_name(c))
            .unwrap_or(rest.len());
        Some(&self.src[self.pos + 1..self.pos + 1 + len])
    }

    /// For `.end X` at the cursor, `X`; not consumed.
    fn peek_end(&self) -> Option<&str> {
        if self.peek_directive() != Some("end") {
            return None;
        }
        let mut i = self.pos + 4;
        while matches!(self.b.get(i), Some(b' ' | b'\t')) {
            i += 1;
        }
        let len = self.b[i..]
            .iter()
            .position(|&c| !cursor::is_name(c))
            .unwrap_or(self.b.len() - i);
        Some(&self.src[i..i + len])
    }

    /// Consumes the `.end X` that [`Self::peek_end`] saw.
    fn eat_end(&mut self) {
        self.pos += 4;
        self.ws_inline();
        self.word();
    }

    /// After `.annotation`: visibility, type, elements, `.end annotation`.
    fn annotation(&mut self) -> PResult<Annotation> {
        self.ws();
        let start = self.pos;
        let visibility = match self.word() {
            "build" => Visibility::Build,
            "runtime" => Visibility::Runtime,
            "system" => Visibility::System,
            _ => {
                self.pos = start;
                return self.expected("an annotation visibility: build, runtime or system");
            }
        };
        self.ws();
        let body = self.annotation_body("annotation")?;
        Ok(Annotation { visibility, body })
    }

    /// The type and `name = value` elements of an annotation, up to `.end {end}`.
    fn annotation_body(&mut self, end: &str) -> PResult<AnnotationBody> {
        let ty = self.class_desc()?;
        let mut elements = Vec::new();
        loop {
            self.ws();
            if self.peek_end() == Some(end) {
                self.eat_end();
                return Ok(AnnotationBody { ty, elements });
            }
            if matches!(self.peek(), Some(b'.') | None) {
                return self.expected(&format!("an element `name = value` or `.end {end}`"));
            }
            let name = self.simple_name("an annotation element name")?.to_string();
            self.ws();
            self.expect(b'=', "`=` after the annotation element name")?;
            self.ws();
            elements.push((name, self.value()?));
        }
    }

    /// A constant: in annotations, field initial values and call-site arguments.
    fn value(&mut self) -> PResult<Value> {
        const MAX_DEPTH: u32 = 100;
        if self.depth >= MAX_DEPTH {
            return fail(
                self.pos,
                format!("values nest more than {MAX_DEPTH} arrays or sub-annotations deep"),
            );
        }
        self.depth += 1;
        let v = self.value_inner();
        self.depth -= 1;
        v
    }

    fn value_inner(&mut self) -> PResult<Value> {
        let start = self.pos;
        let Some(c) = self.peek() else {
            return self.expected("a value");
        };
        match c {
            b'"' => Ok(Value::String(self.string_lit()?)),
            b'\'' => Ok(Value::Char(self.char_lit()?)),
            b'{' => self.array_value(),
            b'(' => Ok(Value::MethodType(self.proto()?)),
            b'L' | b'[' => {
                let ty = self.type_desc()?;
                if !self.b[self.pos..].starts_with(b"->") {
                    return Ok(Value::Type(ty));
                }
                self.pos = start;
                Ok(match self.member_ref()? {
                    MemberRef::Field(f) => Value::Field(f),
                    MemberRef::Method(m) => Value::Method(m),
                })
            }
            b'.' if !self.peek_at(1).is_some_and(|c| c.is_ascii_digit()) => {
                self.pos += 1;
                match self.word() {
                    "enum" => {
                        self.ws();
                        Ok(Value::Enum(self.field_ref()?))
                    }
                    "subannotation" => {
                        self.ws();
                        Ok(Value::SubAnnotation(self.annotation_body("subannotation")?))
                    }
                    _ => {
                        self.pos = start;
                        self.expected("a value, `.enum` or `.subannotation`")
                    }
                }
            }
            b'0'..=b'9' | b'-' | b'+' | b'.' => Ok(self.literal()?.into_value()),
            _ => {
                let word = self.word();
                if self.peek() == Some(b'@') {
                    if let Some(kind) = crate::ast::MethodHandleKind::ALL
                        .iter()
                        .copied()
                        .find(|k| k.name() == word)
                    {
                        return Ok(Value::MethodHandle(self.method_handle_after_kind(kind)?));
                    }
                }
                match word {
                    "true" => return Ok(Value::Bool(true)),
                    "false" => return Ok(Value::Bool(false)),
                    "null" => return Ok(Value::Null),
                    "Z" | "B" | "S" | "C" | "I" | "J" | "F" | "D" | "V" => {
                        return Ok(Value::Type(word.to_string()))
                    }
                    _ => {}
                }
                if let Ok(lit) = literal::number(word) {
                    return Ok(lit.into_value());
                }
                self.pos = start;
                self.expected(
                    "a value (number, string, char, type, reference, array, true, false or null)",
                )
            }
        }
    }

    fn array_value(&mut self) -> PResult<Value> {
        self.pos += 1; // '{'
        let mut items = Vec::new();
        self.ws();
        if self.eat(b'}') {
            return Ok(Value::Array(items));
        }
        loop {
            items.push(self.value()?);
            self.ws();
            if self.eat(b'}') {
                return Ok(Value::Array(items));
            }
            self.expect(b',', "`,` or `}` in the array")?;
            self.ws();
        }
    }

    /// After `.method`: the declaration and the body up to `.end method`.
    fn method(&mut self, start: usize) -> PResult<Method> {
        let access = self.member_flags(FlagsEnd::Method)?;
        let name = self.member_name()?.to_string();
        self.ws();
        let proto = self.proto()?;
        let mut m = Method {
            access,
            name,
            proto,
            registers: None,
            params: Vec::new(),
            annotations: Vec::new(),
            items: Vec::new(),
        };
        let mut items = std::mem::take(&mut self.items);
        items.clear();
        self.method_body(start, &mut m, &mut items)?;
        m.items = Vec::with_capacity(items.len());
        m.items.append(&mut items);
        self.items = items;
        Ok(m)
    }

    /// Items and directives up to `.end method`; `start` is where `.method` began.
    fn method_body(&mut self, start: usize, m: &mut Method, items: &mut Vec<Item>) -> PResult<()> {
        loop {
            self.ws();
            let dstart = self.pos;
            match self.peek() {
                None => {
                    let line = 1 + self.b[..start].iter().filter(|&&c| c == b'\n').count();
                    return fail(
                        self.pos,
                        format!(
                            "missing `.end method` for method `{}` declared at line {line}",
                            m.name
                        ),
                    );
                }
                Some(b':') => {
                    let label = self.label_ref()?;
                    items.push(Item::Label(label));
                    continue;
                }
                Some(b'.') => self.pos += 1,
                Some(_) => {
                    let insn = self.instruction()?;
                    items.push(Item::Instruction(insn));
                    continue;
                }
            }
            let directive = self.word();
            match directive {
                "line" => {
                    self.ws();
                    // Lines are int bit patterns in dex (`.line -1` is 0xffffffff).
                    let n = self.sized_literal(LitClass::Integral, 32, ".line")?;
                    items.push(Item::Line(n as u32));
                }
                "local" => {
                    let local = self.local()?;
                    items.push(Item::Local(local));
                }
                "end" => {
                    self.ws_inline();
                    let wstart = self.pos;
                    match self.word() {
                        "method" => return Ok(()),
                        "local" => {
                            self.ws();
                            items.push(Item::EndLocal(self.reg()?));
                        }
                        other => {
                            let msg = match other {
                                "" => "expected `method` or `local` after `.end`".to_string(),
                                _ => format!(
                                    "`.end {other}` without a matching `.{other}` in method `{}`",
                                    m.name
                                ),
                            };
                            return fail(wstart.min(dstart), msg);
                        }
                    }
                }
                "restart" => {
                    self.ws_inline();
                    if self.word() != "local" {
                        return fail(dstart, "expected `.restart local vN`");
                    }
                    self.ws();
                    items.push(Item::RestartLocal(self.reg()?));
                }
                "prologue" => items.push(Item::Prologue),
                "epilogue" => items.push(Item::Epilogue),
                "source" => {
                    self.ws();
                    let name = if self.peek() == Some(b'"') {
                        Some(self.string_lit()?)
                    } else {
                        None
                    };
                    items.push(Item::Source(name));
                }
                "registers" | "locals" => {
                    if m.registers.is_some() {
                        return fail(
                            dstart,
                            "a method takes one `.registers` or `.locals` directive",
                        );
                    }
                    self.ws();
                    let what = if directive == "registers" {
                        ".registers"
                    } else {
                        ".locals"
                    };
                    let n = self.sized_literal(LitClass::Integral, 32, what)?;
                    let Ok(n) = u16::try_from(n) else {
                        return fail(dstart, format!("`{what} {n}` is out of range: 0 to 65535"));
                    };
                    let n = u32::from(n);
                    m.registers = Some(if directive == "registers" {
                        RegisterDecl::Registers(n)
                    } else {
                        RegisterDecl::Locals(n)
                    });
                }
                "param" => self.param(m)?,
                "annotation" => {
                    let a = self.annotation()?;
                    m.annotations.push(a);
                }
                "catch" | "catchall" => {
                    self.ws();
                    let exception = if directive == "catch" {
                        Some(self.nonvoid_type()?)
                    } else {
                        None
                    };
                    self.ws();
                    self.expect(
                        b'{',
                        "`{` and a label range such as {:try_start_0 .. :try_end_0}",
                    )?;
                    self.ws();
                    let start = self.label_ref()?;
                    self.ws();
                    self.expect_str("..", "`..` between the two labels of the try range")?;
                    self.ws();
                    let end = self.label_ref()?;
                    self.ws();
                    self.expect(b'}', "`}` to close the try range")?;
                    self.ws();
                    let handler = self.label_ref()?;
                    items.push(Item::Catch {
                        exception,
                        start,
                        end,
                        handler,
                    });
                }
                "packed-switch" => {
                    self.ws();
                    let first_key =
                        self.sized_literal(LitClass::NoDouble, 32, ".packed-switch")? as i32;
                    let mut targets = Vec::new();
                    loop {
                        self.ws();
                        if self.peek_end() == Some("packed-switch") {
                            self.eat_end();
                            break;
                        }
                        if self.peek() != Some(b':') {
                            return self.expected("a target label or `.end packed-switch`");
                        }
                        targets.push(self.label_ref()?);
                    }
                    items.push(Item::PackedSwitch { first_key, targets });
                }
                "sparse-switch" => {
                    let mut entries = Vec::new();
                    loop {
                        self.ws();
                        if self.peek_end() == Some("sparse-switch") {
                            self.eat_end();
                            break;
                        }
                        if matches!(self.peek(), Some(b'.' | b':') | None)
                            && !self.peek_at(1).is_some_and(|c| c.is_ascii_digit())
                        {
                            return self.expected("`key -> :label` or `.end sparse-switch`");
                        }
                        let key =
                            self.sized_literal(LitClass::NoDouble, 32, "a .sparse-switch key")?
                                as i32;
                        self.ws();
                        self.expect_str("->", "`->` and a label after the sparse-switch key")?;
                        self.ws();
                        entries.push((key, self.label_ref()?));
                    }
                    items.push(Item::SparseSwitch { entries });
                }
                "array-data" => {
                    self.ws();
                    let wstart = self.pos;
                    let width = self.sized_literal(LitClass::Integral, 32, ".array-data")?;
                    let width = match width {
                        1 | 2 | 4 | 8 => width as u8,
                        _ => {
                            return fail(
                                wstart,
                                format!("array element width {width} is not 1, 2, 4 or 8"),
                            )
                        }
                    };
                    let mask = if width == 8 {
                        u64::MAX
                    } else {
                        (1u64 << (8 * u32::from(width))) - 1
                    };
                    let mut elements = Vec::new();
                    loop {
                        self.ws();
                        if self.peek_end() == Some("array-data") {
                            self.eat_end();
                            break;
                        }
                        if matches!(self.peek(), Some(b'.' | b':') | None)
                            && !self.peek_at(1).is_some_and(|c| c.is_ascii_digit())
                        {
                            return self.expected("an array element or `.end array-data`");
                        }
                        let lit = self.literal()?;
                        elements.push(lit.bits() as u64 & mask);
                    }
                    items.push(Item::ArrayData { width, elements });
                }
                "method" | "field" | "class" | "super" | "implements" => {
                    return fail(
                        dstart,
                        format!(
                            "`.{directive}` inside method `{}`: is its `.end method` missing?",
                            m.name
                        ),
                    );
                }
                other => {
                    return fail(dstart, format!("unknown directive `.{other}` in a method"));
                }
            }
        }
    }

    /// After `.local`: `vN`, optionally `, "name":Type` (name may be `null`) and `, "signature"`.
    fn local(&mut self) -> PResult<LocalVar> {
        self.ws();
        let reg = self.reg()?;
        let mut local = LocalVar {
            reg,
            name: None,
            ty: None,
            signature: None,
        };
        self.ws_inline();
        if !self.eat(b',') {
            return Ok(local);
        }
        self.ws();
        if self.b[self.pos..].starts_with(b"null") {
            self.pos += 4;
        } else {
            local.name = Some(self.string_lit()?);
        }
        self.ws();
        self.expect(b':', "`:` and the type after the local's name")?;
        self.ws();
        local.ty = Some(self.type_desc()?);
        self.ws_inline();
        if self.eat(b',') {
            self.ws();
            local.signature = Some(self.string_lit()?);
        }
        Ok(local)
    }

    /// After `.param`: `pN`, an optional name, annotations and `.end param`. Annotations without
    /// `.end param` belong to the method, as in smali.
    fn param(&mut self, m: &mut Method) -> PResult<()> {
        self.ws();
        let reg = self.reg()?;
        self.ws_inline();
        let name = if self.eat(b',') {
            self.ws();
            Some(self.string_lit()?)
        } else {
            None
        };
        let mut annotations = Vec::new();
        loop {
            self.ws();
            if self.peek_directive() == Some("annotation") {
                self.pos += ".annotation".len();
                annotations.push(self.annotation()?);
            } else {
                break;
            }
        }
        if self.peek_end() == Some("param") {
            self.eat_end();
        } else {
            m.annotations.append(&mut annotations);
        }
        m.params.push(Param {
            reg,
            name,
            annotations,
        });
        Ok(())
    }
}
