//! Tokens, as nom parsers: whitespace and comments, names, registers, labels, type descriptors,
//! prototypes, field and method references, strings and chars.
//!
//! Smali's lexer hides whitespace and newlines between tokens, so these parsers work on tokens,
//! never on lines. Each returns a recoverable error (saying what it expected) when the input
//! does not start with its token, and a failure when the token starts but is malformed.

use nom::branch::alt;
use nom::bytes::complete::{tag, take_till, take_till1, take_while, take_while_m_n};
use nom::character::complete::{char, digit1, one_of, satisfy};
use nom::combinator::{consumed, cut, map, map_res, not, peek, recognize, value};
use nom::error::{ErrorKind, ParseError as _};
use nom::multi::{fold_many0, many0_count, many_till};
use nom::sequence::{pair, preceded, terminated};
use nom::{Err, Parser};

use super::error::{expect, failure, failure_expected, found, mismatch, or_fail, token, PErr, Res};
use super::Cx;
use crate::ast::{FieldRef, JString, MethodRef, Proto, Reg, TypeDesc};

/// A set of characters as a table over UTF-8 bytes. Every non-ASCII byte has the same entry,
/// so that a non-ASCII character is in or out as a whole and a run of the set always ends on a
/// character boundary.
pub(super) struct CharSet([bool; 256]);

impl CharSet {
    /// The ASCII characters of `ascii`, and the non-ASCII ones if `non_ascii`.
    const fn new(ascii: &[u8], non_ascii: bool) -> CharSet {
        let mut t = [non_ascii; 256];
        let mut c = 0;
        while c < 128 {
            t[c] = false;
            c += 1;
        }
        let mut i = 0;
        while i < ascii.len() {
            t[ascii[i] as usize] = true;
            i += 1;
        }
        CharSet(t)
    }

    /// The set plus the ASCII characters of `more`.
    const fn with(self, more: &[u8]) -> CharSet {
        let mut t = self.0;
        let mut i = 0;
        while i < more.len() {
            t[more[i] as usize] = true;
            i += 1;
        }
        CharSet(t)
    }

    #[inline]
    pub(super) fn contains(&self, c: char) -> bool {
        self.0[usize::from(u8::try_from(c).unwrap_or(0x80))]
    }
}

const ALNUM: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// Characters of a simple name: letters, digits, `$`, `-`, `_`, and any non-ASCII character
/// (smali allows most of Unicode, and obfuscators use it).
pub(super) const NAME: CharSet = CharSet::new(ALNUM, true).with(b"$-_");
/// Characters that continue a class descriptor as is, and those of a mnemonic: a name
/// character or `/`.
pub(super) const NAME_OR_SLASH: CharSet = CharSet::new(ALNUM, true).with(b"$-_/");
/// Inside backticks: name characters and spaces.
const QUOTED_NAME: CharSet = CharSet::new(ALNUM, true).with(b"$-_ ");
/// Spaces, tabs and line ends.
const SPACE: CharSet = CharSet::new(b" \t\r\n", false);
/// Spaces and tabs.
const BLANK: CharSet = CharSet::new(b" \t", false);

/// nom's `take_while` for a [`CharSet`]: it scans bytes where nom's decodes characters, which
/// matters for the tokens every line holds.
#[inline]
pub(super) fn take_set<'a>(set: &'static CharSet) -> impl Fn(&'a str) -> Res<'a, &'a str> {
    move |i: &'a str| {
        let n = i
            .bytes()
            .position(|b| !set.0[usize::from(b)])
            .unwrap_or(i.len());
        // Always a boundary (see `CharSet`); the check keeps a mistake from panicking.
        match i.split_at_checked(n) {
            Some((run, rest)) => Ok((rest, run)),
            None => mismatch(i, "a character boundary"),
        }
    }
}

/// [`take_set`] that takes at least one character.
#[inline]
pub(super) fn take_set1<'a>(set: &'static CharSet) -> impl Fn(&'a str) -> Res<'a, &'a str> {
    move |i: &'a str| match take_set(set)(i)? {
        (_, "") => Err(Err::Error(PErr::from_error_kind(i, ErrorKind::TakeWhile1))),
        done => Ok(done),
    }
}

/// A character of a simple name.
#[inline]
pub(super) fn is_name(c: char) -> bool {
    NAME.contains(c)
}

/// Whitespace, newlines and `#` comments.
#[inline]
pub(super) fn ws(i: &str) -> Res<'_, ()> {
    let (rest, _) = take_set(&SPACE)(i)?;
    // Most tokens are followed by no comment: skip building the loop for them.
    if !rest.starts_with('#') {
        return Ok((rest, ()));
    }
    value((), many0_count(pair(comment, take_set(&SPACE)))).parse(rest)
}

fn comment(i: &str) -> Res<'_, &str> {
    recognize(pair(char('#'), take_till(|c| c == '\n'))).parse(i)
}

/// Spaces and tabs (nom's `space0`), which stay on the line.
#[inline]
pub(super) fn blank(i: &str) -> Res<'_, &str> {
    take_set(&BLANK)(i)
}

/// A run of name characters (possibly empty).
#[inline]
pub(super) fn word(i: &str) -> Res<'_, &str> {
    take_set(&NAME)(i)
}

/// A simple name, or one with spaces between backticks (`` `name with spaces` ``, dex 040+).
pub(super) fn simple_name<'a>(
    what: &'static str,
) -> impl Parser<&'a str, Output = &'a str, Error = PErr> {
    token(what, alt((take_set1(&NAME), backtick_name)))
}

/// `` `name` ``: name characters and spaces between backticks, on one line.
pub(super) fn backtick_name(i: &str) -> Res<'_, &str> {
    let (body, _) = char('`')(i)?;
    let (rest, name) = take_set(&QUOTED_NAME)(body)?;
    match rest.chars().next() {
        Some('`') => {}
        None | Some('\n' | '\r') => {
            return failure(
                i,
                "unterminated `...` name: close it with a backtick on the same line",
            )
        }
        Some(c) => {
            return failure(
                rest,
                format!(
                    "character `{}` cannot be part of a name (backticks allow spaces only); is the closing backtick missing?",
                    c.escape_debug()
                ),
            )
        }
    }
    if name.is_empty() {
        return failure(i, "empty `` name");
    }
    Ok((&rest[1..], name))
}

/// A field or method name: a simple name, or `<init>` / `<clinit>`.
pub(super) fn member_name(i: &str) -> Res<'_, &str> {
    let angle = preceded(
        peek(char('<')),
        or_fail(
            "expected a method name such as <init> or <clinit>",
            recognize((char('<'), word, char('>'))),
        ),
    );
    token(
        "a member name",
        alt((take_set1(&NAME), backtick_name, angle)),
    )
    .parse(i)
}

/// `vN` or `pN`.
pub(super) fn reg(i: &str) -> Res<'_, Reg> {
    let (rest, (kind, digits)) = token(
        "a register such as v0 or p1",
        terminated(
            (satisfy(|c| c == 'v' || c == 'p'), digit1),
            not(satisfy(is_name)),
        ),
    )
    .parse(i)?;
    let Ok(n) = digits.parse::<u16>() else {
        return failure(
            i,
            format!(
                "register {kind}{digits} is out of range: dex has 65536 registers (v0 to v65535)"
            ),
        );
    };
    Ok((rest, if kind == 'v' { Reg::V(n) } else { Reg::P(n) }))
}

/// `:name`.
pub(super) fn label_ref(i: &str) -> Res<'_, String> {
    token(
        "a label such as :cond_0",
        preceded(
            char(':'),
            cut(preceded(
                blank,
                map(simple_name("a label name after `:`"), str::to_string),
            )),
        ),
    )
    .parse(i)
}

/// Any type descriptor, `V` included.
pub(super) fn type_desc(i: &str) -> Res<'_, TypeDesc> {
    let (elem, dims) = take_while(|c| c == '[')(i)?;
    if dims.len() > 255 {
        return failure(i, "array types have at most 255 dimensions");
    }
    let rest = match elem.as_bytes().first() {
        Some(b'L') => return class_body(i, elem),
        Some(b'V') if !dims.is_empty() => {
            return failure(i, "`V` (void) cannot be an array element type")
        }
        _ => match satisfy::<_, _, PErr>(|c| {
            matches!(c, 'Z' | 'B' | 'S' | 'C' | 'I' | 'J' | 'F' | 'D' | 'V')
        })
        .parse(elem)
        {
            Ok((rest, _)) => rest,
            Err(_) => return mismatch(i, "a type descriptor such as I, [J or Ljava/lang/String;"),
        },
    };
    Ok((rest, i[..i.len() - rest.len()].into()))
}

/// A type descriptor other than `V`.
pub(super) fn nonvoid_type(i: &str) -> Res<'_, TypeDesc> {
    if i.starts_with('V') {
        return failure(
            i,
            "`V` (void) is not allowed here: expected a field, parameter or array type",
        );
    }
    type_desc(i)
}

/// A class descriptor `Lpkg/Name;`.
pub(super) fn class_desc(i: &str) -> Res<'_, TypeDesc> {
    if !i.starts_with('L') {
        return mismatch(i, "a class descriptor such as Ljava/lang/Object;");
    }
    class_body(i, i)
}

/// The `L...;` at `body` of a descriptor starting at `start` (before any `[`). Segments may be
/// backtick-quoted (`` Lpkg/`a b`; ``); the quotes are not part of the stored name.
fn class_body<'a>(start: &'a str, body: &'a str) -> Res<'a, TypeDesc> {
    let (rest, (name, quoted)) = preceded(
        char('L'),
        consumed(preceded(
            take_set(&NAME_OR_SLASH),
            many0_count(pair(backtick_name, take_set(&NAME_OR_SLASH))),
        )),
    )
    .parse(body)?;
    let Ok((rest, _)) = char::<_, PErr>(';')(rest) else {
        return failure(
            start,
            format!(
                "unterminated class descriptor `{}`: class names end with `;` (as in Ljava/lang/Object;)",
                &start[..start.len() - rest.len()]
            ),
        );
    };
    if name.is_empty() {
        return failure(start, "empty class name `L;`");
    }
    let text = &start[..start.len() - rest.len()];
    let desc = if quoted > 0 {
        TypeDesc::from(text.replace('`', ""))
    } else {
        TypeDesc::from(text)
    };
    Ok((rest, desc))
}

/// `(Params)Ret`.
pub(super) fn proto<'a>(i: &'a str) -> Res<'a, Proto> {
    let param = |i: &'a str| {
        if i.is_empty() {
            return failure_expected(i, "`)` to close the parameter list");
        }
        nonvoid_type(i)
    };
    let (rest, _) = token(
        "a method prototype such as (ILjava/lang/String;)V",
        char('('),
    )
    .parse(i)?;
    cut(map(
        pair(many_till(param, char(')')), type_desc),
        |((params, _), ret)| Proto { params, ret },
    ))
    .parse(rest)
}

/// A field or a method reference.
pub(super) enum MemberRef {
    Field(FieldRef),
    Method(MethodRef),
}

impl Cx<'_> {
    /// The `Lcls;->name` head of a reference. Smali lets the class and arrow be left out, in
    /// which case the reference names a member of the class being parsed.
    fn ref_head<'a>(&self, i: &'a str) -> Res<'a, (TypeDesc, &'a str)> {
        if i.starts_with(['L', '[']) {
            match type_desc(i) {
                Ok((rest, class)) => {
                    let (rest, name) = preceded(
                        expect("`->` and a member name after the class", tag("->")),
                        member_name,
                    )
                    .parse(rest)?;
                    return Ok((rest, (class, name)));
                }
                // `Lcom:I` may be a class-less reference to a member named `Lcom`.
                Err(e) => {
                    let mut classless =
                        terminated(take_set1(&NAME), peek(one_of::<_, _, PErr>(":(")));
                    if classless.parse(i).is_err() {
                        return Err(e);
                    }
                }
            }
        }
        let (rest, name) = member_name(i)?;
        match &self.class_name {
            Some(class) => Ok((rest, (class.clone(), name))),
            None => failure(
                i,
                "a reference written without its class needs `.class` earlier in the file",
            ),
        }
    }

    pub(super) fn field_ref<'a>(&self, i: &'a str) -> Res<'a, FieldRef> {
        map(
            (
                |i| self.ref_head(i),
                expect("`:` and the field type, as in Lpkg/Cls;->name:I", char(':')),
                nonvoid_type,
            ),
            |((class, name), _, ty)| FieldRef {
                class,
                name: name.to_string(),
                ty,
            },
        )
        .parse(i)
    }

    pub(super) fn method_ref<'a>(&self, i: &'a str) -> Res<'a, MethodRef> {
        map(
            (
                |i| self.ref_head(i),
                expect(
                    "a method prototype after the method name, as in Lpkg/Cls;->name(I)V",
                    proto,
                ),
            ),
            |((class, name), proto)| MethodRef {
                class,
                name: name.to_string(),
                proto,
            },
        )
        .parse(i)
    }

    /// A field or a method reference, told apart by what follows the name.
    pub(super) fn member_ref<'a>(&self, i: &'a str) -> Res<'a, MemberRef> {
        enum Tail {
            Field(TypeDesc),
            Method(Proto),
        }
        let (rest, (class, name)) = self.ref_head(i)?;
        let (rest, tail) = expect(
            "`:type` (field) or `(params)ret` (method) after the member name",
            alt((
                map(preceded(char(':'), cut(nonvoid_type)), Tail::Field),
                map(proto, Tail::Method),
            )),
        )
        .parse(rest)?;
        let name = name.to_string();
        let member = match tail {
            Tail::Field(ty) => MemberRef::Field(FieldRef { class, name, ty }),
            Tail::Method(proto) => MemberRef::Method(MethodRef { class, name, proto }),
        };
        Ok((rest, member))
    }
}

/// `"..."` with smali's escapes, as UTF-16 code units (lone surrogates written `\uD800` kept).
pub(super) fn string_lit(i: &str) -> Res<'_, JString> {
    let (body, _) = token("a string literal in double quotes", char('"')).parse(i)?;
    let (rest, units) = fold_many0(
        alt((
            map(
                take_till1(|c| matches!(c, '\\' | '"' | '\n' | '\r')),
                Chunk::Text,
            ),
            map(escape, Chunk::Unit),
        )),
        Vec::new,
        |mut units: Vec<u16>, chunk| {
            match chunk {
                Chunk::Text(s) => units.extend(s.encode_utf16()),
                Chunk::Unit(u) => units.push(u),
            }
            units
        },
    )
    .parse(body)?;
    match char::<_, PErr>('"')(rest) {
        Ok((rest, _)) => Ok((rest, JString(units))),
        Err(_) => unterminated(i, "string", '"'),
    }
}

/// A piece of a string literal: text without escapes, or one escaped code unit.
enum Chunk<'a> {
    Text(&'a str),
    Unit(u16),
}

/// One escape sequence starting at `\`.
fn escape(i: &str) -> Res<'_, u16> {
    let (after, _) = char('\\')(i)?;
    let simple = map(one_of::<_, _, PErr>("btnfr'\"\\"), |c| match c {
        'b' => 8,
        't' => 9,
        'n' => 10,
        'f' => 12,
        'r' => 13,
        c => c as u16,
    });
    let unicode = preceded(
        char('u'),
        cut(map_res(
            take_while_m_n(4, 4, |c: char| c.is_ascii_hexdigit()),
            |hex| u16::from_str_radix(hex, 16).map_err(|e| e.to_string()),
        )),
    );
    alt((simple, unicode)).parse(after).map_err(|e| match e {
        Err::Error(_) => Err::Failure(PErr::plain(
            i,
            format!(
                "invalid escape `\\` before {}: use \\b \\t \\n \\f \\r \\' \\\" \\\\ or \\uXXXX",
                found(after)
            ),
        )),
        _ => Err::Failure(PErr::plain(
            i,
            "invalid escape: \\u needs exactly four hex digits, as in \\u00e9",
        )),
    })
}

/// `'c'` as one UTF-16 code unit.
pub(super) fn char_lit(i: &str) -> Res<'_, u16> {
    let (body, _) = token("a char literal such as 'a'", char('\'')).parse(i)?;
    let (rest, unit) = match body.chars().next() {
        Some('\\') => escape(body)?,
        None | Some('\n' | '\r') => return unterminated(i, "char", '\''),
        Some('\'') => return failure(i, "empty char literal ''"),
        Some(ch) => {
            let mut buf = [0u16; 2];
            let [unit] = ch.encode_utf16(&mut buf) else {
                return failure(
                    i,
                    format!(
                        "char literal '{ch}' is outside the 16-bit range; write it as a string"
                    ),
                );
            };
            (&body[ch.len_utf8()..], *unit)
        }
    };
    match char::<_, PErr>('\'')(rest) {
        Ok((rest, _)) => Ok((rest, unit)),
        Err(_) if rest.is_empty() || rest.starts_with(['\n', '\r']) => {
            unterminated(i, "char", '\'')
        }
        Err(_) => failure(i, "a char literal holds one character, as in 'a' or '\\n'"),
    }
}

#[cold]
fn unterminated<'a, T>(open: &'a str, what: &str, quote: char) -> Res<'a, T> {
    failure(
        open,
        format!("unterminated {what} literal: close it with {quote} on the same line"),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_scan_whole_characters() {
        assert_eq!(word("aé$-_9 x"), Ok((" x", "aé$-_9")));
        assert_eq!(word("(x"), Ok(("(x", "")));
        assert!(take_set1(&NAME)("(x").is_err());
        assert_eq!(blank(" \t\nx"), Ok(("\nx", " \t")));
        assert!(is_name('é') && is_name('\u{a0}') && !is_name('/') && !is_name(' '));
    }

    #[test]
    fn whitespace_skips_comments_and_line_ends() {
        assert_eq!(ws("  # one\r\n\t# two\n  x"), Ok(("x", ())));
        assert_eq!(ws("# to the end"), Ok(("", ())));
        assert_eq!(ws("x # later"), Ok(("x # later", ())));
    }

    #[test]
    fn class_descriptors_drop_backticks() {
        assert_eq!(
            type_desc("[Lpkg/`a b`/C;->"),
            Ok(("->", "[Lpkg/a b/C;".into()))
        );
        assert_eq!(type_desc("[[I)"), Ok((")", "[[I".into())));
        assert!(matches!(type_desc("Lpkg/C"), Err(Err::Failure(_))));
        assert!(matches!(type_desc("x"), Err(Err::Error(_))));
    }

    #[test]
    fn tokens_say_what_they_expected() {
        let Err(Err::Error(e)) = reg("x1") else {
            panic!("x1 is not a register")
        };
        assert_eq!(
            e.locate("x1", "f").message,
            "expected a register such as v0 or p1, found `x1`"
        );
        assert_eq!(reg("v12,"), Ok((",", Reg::V(12))));
        assert!(matches!(reg("v65536"), Err(Err::Failure(_))));
        assert_eq!(label_ref(": cond_0\n"), Ok(("\n", "cond_0".to_string())));
    }
}
