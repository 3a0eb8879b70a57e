//! Byte-level scanning shared by the whole parser: whitespace and comments, names, registers,
//! labels, type descriptors, references, strings and chars.
//!
//! Smali's lexer hides whitespace and newlines between tokens, so every scanner here works on
//! tokens, never on lines. Positions are byte offsets into the source; an error is turned into a
//! line and column only when it happens.

use crate::ast::{FieldRef, Item, JString, MethodRef, Proto, Reg, TypeDesc};
use crate::ParseError;

/// An error at a byte offset, located into line and column by [`PErr::locate`].
#[derive(Debug)]
pub(super) struct PErr {
    pub(super) pos: usize,
    pub(super) msg: String,
}

pub(super) type PResult<T> = Result<T, PErr>;

impl PErr {
    pub(super) fn locate(self, src: &str, file: &str) -> ParseError {
        let pos = self.pos.min(src.len());
        let before = &src.as_bytes()[..pos];
        let line_start = before
            .iter()
            .rposition(|&c| c == b'\n')
            .map_or(0, |i| i + 1);
        let line = 1 + before.iter().filter(|&&c| c == b'\n').count();
        // Columns count characters: skip UTF-8 continuation bytes.
        let column = 1 + before[line_start..]
            .iter()
            .filter(|&&c| c & 0xC0 != 0x80)
            .count();
        ParseError {
            file: file.to_string(),
            line,
            column,
            message: self.msg,
        }
    }
}

#[cold]
pub(super) fn fail<T>(pos: usize, msg: impl Into<String>) -> PResult<T> {
    Err(PErr {
        pos,
        msg: msg.into(),
    })
}

/// Bytes of a simple name: ASCII letters, digits, `$`, `-`, `_`, and any non-ASCII character
/// (smali allows most of Unicode, and obfuscators use it).
const NAME: [bool; 256] = {
    let mut t = [false; 256];
    let mut i = 0;
    while i < 256 {
        let c = i as u8;
        t[i] = c.is_ascii_alphanumeric() || c == b'$' || c == b'-' || c == b'_' || c >= 0x80;
        i += 1;
    }
    t
};

/// Bytes that may continue a class descriptor without special handling: name bytes and `/`.
const CLASS: [bool; 256] = {
    let mut t = NAME;
    t[b'/' as usize] = true;
    t
};

/// The end of the run of bytes in `set` starting at `i`.
#[inline]
fn scan(b: &[u8], mut i: usize, set: &[bool; 256]) -> usize {
    while i < b.len() && set[b[i] as usize] {
        i += 1;
    }
    i
}

#[inline]
pub(super) fn is_name(c: u8) -> bool {
    NAME[c as usize]
}

pub(super) enum MemberRef {
    Field(FieldRef),
    Method(MethodRef),
}

pub(super) struct Parser<'a> {
    pub(super) src: &'a str,
    pub(super) b: &'a [u8],
    pub(super) pos: usize,
    /// The class being parsed: references written without a class (`m()V`) name it.
    pub(super) class_name: Option<TypeDesc>,
    /// Reused buffer for a method's items, so that each method allocates its list once, at its
    /// final size (items are large; growing a `Vec` of them copies a lot).
    pub(super) items: Vec<Item>,
    /// Nesting of arrays and sub-annotations in the value being parsed, bounded so that hostile
    /// input cannot overflow the stack.
    pub(super) depth: u32,
}

impl<'a> Parser<'a> {
    pub(super) fn new(src: &'a str) -> Parser<'a> {
        Parser {
            src,
            b: src.as_bytes(),
            pos: 0,
            class_name: None,
            items: Vec::new(),
            depth: 0,
        }
    }

    #[inline]
    pub(super) fn peek(&self) -> Option<u8> {
        self.b.get(self.pos).copied()
    }

    #[inline]
    pub(super) fn peek_at(&self, offset: usize) -> Option<u8> {
        self.b.get(self.pos + offset).copied()
    }

    #[inline]
    pub(super) fn eat(&mut self, c: u8) -> bool {
        if self.peek() == Some(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Skips whitespace, newlines and `#` comments.
    #[inline]
    pub(super) fn ws(&mut self) {
        let b = self.b;
        let mut i = self.pos;
        while let Some(&c) = b.get(i) {
            match c {
                b' ' | b'\t' | b'\n' | b'\r' => i += 1,
                b'#' => {
                    i = b[i..]
                        .iter()
                        .position(|&c| c == b'\n')
                        .map_or(b.len(), |n| i + n)
                }
                _ => break,
            }
        }
        self.pos = i;
    }

    /// Skips spaces and tabs only.
    #[inline]
    pub(super) fn ws_inline(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t')) {
            self.pos += 1;
        }
    }

    /// A short description of the token at `pos`, for "expected X, found Y" messages.
    pub(super) fn found(&self, pos: usize) -> String {
        match self.b.get(pos) {
            None => "end of file".into(),
            Some(b'\n' | b'\r') => "end of line".into(),
            Some(b'#') => "a comment".into(),
            Some(_) => {
                let rest = &self.src[pos..];
                let end = rest
                    .char_indices()
                    .find(|&(_, c)| c.is_whitespace())
                    .map_or(rest.len(), |(i, _)| i);
                let token: String = rest[..end].chars().take(40).collect();
                format!("`{token}`")
            }
        }
    }

    /// "expected {what}, found ..." at the current position.
    #[cold]
    pub(super) fn expected<T>(&self, what: &str) -> PResult<T> {
        fail(
            self.pos,
            format!("expected {what}, found {}", self.found(self.pos)),
        )
    }

    pub(super) fn expect(&mut self, c: u8, what: &str) -> PResult<()> {
        if self.eat(c) {
            Ok(())
        } else {
            self.expected(what)
        }
    }

    pub(super) fn expect_str(&mut self, s: &str, what: &str) -> PResult<()> {
        if self.b[self.pos..].starts_with(s.as_bytes()) {
            self.pos += s.len();
            Ok(())
        } else {
            self.expected(what)
        }
    }

    /// `,` with optional whitespace around it.
    pub(super) fn comma(&mut self, what: &str) -> PResult<()> {
        self.ws();
        self.expect(b',', what)?;
        self.ws();
        Ok(())
    }

    /// A run of name bytes (possibly empty).
    #[inline]
    pub(super) fn word(&mut self) -> &'a str {
        let start = self.pos;
        let end = scan(self.b, start, &NAME);
        self.pos = end;
        &self.src[start..end]
    }

    /// A simple name, or one with spaces between backticks (`` `name with spaces` ``, dex 040+).
    pub(super) fn simple_name(&mut self, what: &str) -> PResult<&'a str> {
        if self.peek() == Some(b'`') {
            return self.backtick_name();
        }
        let w = self.word();
        if w.is_empty() {
            return self.expected(what);
        }
        Ok(w)
    }

    fn backtick_name(&mut self) -> PResult<&'a str> {
        let open = self.pos;
        self.pos += 1;
        let start = self.pos;
        loop {
            match self.peek() {
                Some(b'`') => break,
                None | Some(b'\n' | b'\r') => {
                    return fail(
                        open,
                        "unterminated `...` name: close it with a backtick on the same line",
                    )
                }
                Some(c) if is_name(c) || c == b' ' => self.pos += 1,
                Some(_) => {
                    let c = self.src[self.pos..].chars().next().unwrap_or(' ');
                    return fail(
                        self.pos,
                        format!(
                            "character `{}` cannot be part of a name (backticks allow spaces only); is the closing backtick missing?",
                            c.escape_debug()
                        ),
                    );
                }
            }
        }
        let name = &self.src[start..self.pos];
        self.pos += 1;
        if name.is_empty() {
            return fail(open, "empty `` name");
        }
        Ok(name)
    }

    /// A field or method name: a simple name, or `<init>` / `<clinit>`.
    pub(super) fn member_name(&mut self) -> PResult<&'a str> {
        if self.peek() == Some(b'<') {
            let start = self.pos;
            self.pos += 1;
            self.word();
            if !self.eat(b'>') {
                return fail(start, "expected a method name such as <init> or <clinit>");
            }
            return Ok(&self.src[start..self.pos]);
        }
        self.simple_name("a member name")
    }

    /// `vN` or `pN`.
    pub(super) fn reg(&mut self) -> PResult<Reg> {
        let start = self.pos;
        let kind = self.peek();
        if !matches!(kind, Some(b'v' | b'p')) || !matches!(self.peek_at(1), Some(b'0'..=b'9')) {
            return self.expected("a register such as v0 or p1");
        }
        self.pos += 1;
        let mut n: u32 = 0;
        while let Some(c @ b'0'..=b'9') = self.peek() {
            n = n.saturating_mul(10).saturating_add(u32::from(c - b'0'));
            self.pos += 1;
        }
        if self.peek().is_some_and(is_name) {
            self.pos = start;
            return self.expected("a register such as v0 or p1");
        }
        let Ok(n) = u16::try_from(n) else {
            return fail(
                start,
                format!(
                    "register {} is out of range: dex has 65536 registers (v0 to v65535)",
                    &self.src[start..self.pos]
                ),
            );
        };
        Ok(if kind == Some(b'v') {
            Reg::V(n)
        } else {
            Reg::P(n)
        })
    }

    /// `:name`.
    pub(super) fn label_ref(&mut self) -> PResult<String> {
        if !self.eat(b':') {
            return self.expected("a label such as :cond_0");
        }
        self.ws_inline();
        Ok(self.simple_name("a label name after `:`")?.to_string())
    }

    /// Any type descriptor, `V` included.
    pub(super) fn type_desc(&mut self) -> PResult<TypeDesc> {
        let start = self.pos;
        while self.peek() == Some(b'[') {
            self.pos += 1;
        }
        if self.pos - start > 255 {
            return fail(start, "array types have at most 255 dimensions");
        }
        match self.peek() {
            Some(b'Z' | b'B' | b'S' | b'C' | b'I' | b'J' | b'F' | b'D') => self.pos += 1,
            Some(b'V') if self.pos == start => self.pos += 1,
            Some(b'V') => return fail(start, "`V` (void) cannot be an array element type"),
            Some(b'L') => return self.class_body(start),
            _ => {
                self.pos = start;
                return self.expected("a type descriptor such as I, [J or Ljava/lang/String;");
            }
        }
        Ok(self.src[start..self.pos].to_string())
    }

    /// A type descriptor other than `V`.
    pub(super) fn nonvoid_type(&mut self) -> PResult<TypeDesc> {
        if self.peek() == Some(b'V') {
            return fail(
                self.pos,
                "`V` (void) is not allowed here: expected a field, parameter or array type",
            );
        }
        self.type_desc()
    }

    /// A class descriptor `Lpkg/Name;`.
    pub(super) fn class_desc(&mut self) -> PResult<TypeDesc> {
        if self.peek() != Some(b'L') {
            return self.expected("a class descriptor such as Ljava/lang/Object;");
        }
        self.class_body(self.pos)
    }

    /// The `L...;` part of a descriptor starting at `start` (after any `[`); segments may be
    /// backtick-quoted (`` Lpkg/`a b`; ``), and the quotes are not part of the stored name.
    fn class_body(&mut self, start: usize) -> PResult<TypeDesc> {
        self.pos += 1; // 'L'
        let body = self.pos;
        let mut quoted = false;
        loop {
            self.pos = scan(self.b, self.pos, &CLASS);
            match self.peek() {
                Some(b';') => break,
                Some(b'/') => self.pos += 1,
                Some(b'`') => {
                    quoted = true;
                    self.backtick_name()?;
                }
                Some(c) if is_name(c) => self.pos += 1,
                _ => {
                    return fail(
                        start,
                        format!(
                            "unterminated class descriptor `{}`: class names end with `;` (as in Ljava/lang/Object;)",
                            &self.src[start..self.pos]
                        ),
                    )
                }
            }
        }
        if self.pos == body {
            return fail(start, "empty class name `L;`");
        }
        self.pos += 1;
        let text = &self.src[start..self.pos];
        Ok(if quoted {
            text.replace('`', "")
        } else {
            text.to_string()
        })
    }

    /// `(Params)Ret`.
    pub(super) fn proto(&mut self) -> PResult<Proto> {
        if !self.eat(b'(') {
            return self.expected("a method prototype such as (ILjava/lang/String;)V");
        }
        let mut params = Vec::new();
        while !self.eat(b')') {
            if self.peek().is_none() {
                return self.expected("`)` to close the parameter list");
            }
            params.push(self.nonvoid_type()?);
        }
        let ret = self.type_desc()?;
        Ok(Proto { params, ret })
    }

    /// The `Lcls;->name` head of a reference. Smali lets the class and arrow be left out, in which
    /// case the reference names a member of the class being parsed.
    fn ref_head(&mut self) -> PResult<(TypeDesc, &'a str)> {
        let start = self.pos;
        if matches!(self.peek(), Some(b'L' | b'[')) {
            match self.type_desc() {
                Ok(class) => {
                    self.expect_str("->", "`->` and a member name after the class")?;
                    let name = self.member_name()?;
                    return Ok((class, name));
                }
                // `Lcom:I` may be a class-less reference to a member named `Lcom`.
                Err(e) => {
                    self.pos = start;
                    let name = self.word();
                    if name.is_empty() || !matches!(self.peek(), Some(b':' | b'(')) {
                        return Err(e);
                    }
                    self.pos = start;
                }
            }
        }
        let name = self.member_name()?;
        match &self.class_name {
            Some(class) => Ok((class.clone(), name)),
            None => fail(
                start,
                "a reference written without its class needs `.class` earlier in the file",
            ),
        }
    }

    pub(super) fn field_ref(&mut self) -> PResult<FieldRef> {
        let (class, name) = self.ref_head()?;
        self.expect(b':', "`:` and the field type, as in Lpkg/Cls;->name:I")?;
        let ty = self.nonvoid_type()?;
        Ok(FieldRef {
            class,
            name: name.to_string(),
            ty,
        })
    }

    pub(super) fn method_ref(&mut self) -> PResult<MethodRef> {
        let (class, name) = self.ref_head()?;
        if self.peek() != Some(b'(') {
            return self
                .expected("a method prototype after the method name, as in Lpkg/Cls;->name(I)V");
        }
        let proto = self.proto()?;
        Ok(MethodRef {
            class,
            name: name.to_string(),
            proto,
        })
    }

    /// A field or a method reference, told apart by what follows the name.
    pub(super) fn member_ref(&mut self) -> PResult<MemberRef> {
        let (class, name) = self.ref_head()?;
        let name = name.to_string();
        match self.peek() {
            Some(b':') => {
                self.pos += 1;
                let ty = self.nonvoid_type()?;
                Ok(MemberRef::Field(FieldRef { class, name, ty }))
            }
            Some(b'(') => {
                let proto = self.proto()?;
                Ok(MemberRef::Method(MethodRef { class, name, proto }))
            }
            _ => self.expected("`:type` (field) or `(params)ret` (method) after the member name"),
        }
    }

    /// `"..."` with smali's escapes, as UTF-16 code units (lone surrogates written `\uD800` kept).
    pub(super) fn string_lit(&mut self) -> PResult<JString> {
        let open = self.pos;
        if !self.eat(b'"') {
            return self.expected("a string literal in double quotes");
        }
        let start = self.pos;
        // Fast path: no escapes.
        loop {
            match self.peek() {
                Some(b'"') => {
                    let s = &self.src[start..self.pos];
                    self.pos += 1;
                    return Ok(JString(s.encode_utf16().collect()));
                }
                Some(b'\\') => break,
                None | Some(b'\n' | b'\r') => return unterminated(open, "string", '"'),
                Some(_) => self.pos += 1,
            }
        }
        let mut units: Vec<u16> = self.src[start..self.pos].encode_utf16().collect();
        let mut run = self.pos;
        loop {
            match self.peek() {
                Some(b'"') => {
                    units.extend(self.src[run..self.pos].encode_utf16());
                    self.pos += 1;
                    return Ok(JString(units));
                }
                Some(b'\\') => {
                    units.extend(self.src[run..self.pos].encode_utf16());
                    units.push(self.escape()?);
                    run = self.pos;
                }
                None | Some(b'\n' | b'\r') => return unterminated(open, "string", '"'),
                Some(_) => self.pos += 1,
            }
        }
    }

    /// One escape sequence starting at `\`.
    fn escape(&mut self) -> PResult<u16> {
        let start = self.pos;
        self.pos += 1;
        let c = match self.peek() {
            Some(b'b') => 8,
            Some(b't') => 9,
            Some(b'n') => 10,
            Some(b'f') => 12,
            Some(b'r') => 13,
            Some(b'\'') => u16::from(b'\''),
            Some(b'"') => u16::from(b'"'),
            Some(b'\\') => u16::from(b'\\'),
            Some(b'u') => {
                let hex = self
                    .b
                    .get(self.pos + 1..self.pos + 5)
                    .filter(|h| h.iter().all(u8::is_ascii_hexdigit));
                let Some(hex) = hex else {
                    return fail(
                        start,
                        "invalid escape: \\u needs exactly four hex digits, as in \\u00e9",
                    );
                };
                let v = hex.iter().fold(0u16, |acc, &h| acc * 16 + hex_value(h));
                self.pos += 5;
                return Ok(v);
            }
            _ => {
                let what = self.found(self.pos);
                return fail(
                    start,
                    format!("invalid escape `\\` before {what}: use \\b \\t \\n \\f \\r \\' \\\" \\\\ or \\uXXXX"),
                );
            }
        };
        self.pos += 1;
        Ok(c)
    }

    /// `'c'` as one UTF-16 code unit.
    pub(super) fn char_lit(&mut self) -> PResult<u16> {
        let open = self.pos;
        self.pos += 1;
        let unit = match self.peek() {
            Some(b'\\') => self.escape()?,
            None | Some(b'\n' | b'\r') => return unterminated(open, "char", '\''),
            Some(b'\'') => return fail(open, "empty char literal ''"),
            Some(_) => {
                let Some(ch) = self.src[self.pos..].chars().next() else {
                    return unterminated(open, "char", '\'');
                };
                let mut buf = [0u16; 2];
                let units = ch.encode_utf16(&mut buf);
                if units.len() != 1 {
                    return fail(
                        open,
                        format!(
                            "char literal '{ch}' is outside the 16-bit range; write it as a string"
                        ),
                    );
                }
                self.pos += ch.len_utf8();
                units[0]
            }
        };
        if !self.eat(b'\'') {
            return match self.peek() {
                None | Some(b'\n' | b'\r') => unterminated(open, "char", '\''),
                _ => fail(
                    open,
                    "a char literal holds one character, as in 'a' or '\\n'",
                ),
            };
        }
        Ok(unit)
    }
}

#[cold]
fn unterminated<T>(open: usize, what: &str, quote: char) -> PResult<T> {
    fail(
        open,
        format!("unterminated {what} literal: close it with {quote} on the same line"),
    )
}

pub(super) fn hex_value(c: u8) -> u16 {
    match c {
        b'0'..=b'9' => u16::from(c - b'0'),
        b'a'..=b'f' => u16::from(c - b'a' + 10),
        b'A'..=b'F' => u16::from(c - b'A' + 10),
        _ => 0,
    }
}
