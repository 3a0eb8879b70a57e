//! The parser's nom error type and the combinators that attach smali's messages to it.
//!
//! An error remembers where it happened as the length of the input left at that point, which
//! needs no reference to the source; [`PErr::locate`] turns it into a line and a column at the
//! end. nom's two kinds of error keep their meaning: `Err::Error` says "this is not the construct
//! tried here" (so `alt`, `opt` and the `many` combinators may try something else) and
//! `Err::Failure` says "this is the construct, and it is malformed", which stops the parse.

use std::borrow::Cow;

use nom::error::{ErrorKind, FromExternalError, ParseError as NomParseError};
use nom::{Check, Err, Mode, OutputM, OutputMode, Parser};

use crate::ParseError;

/// A parse error: the input left where it happened, and what went wrong.
#[derive(Debug, PartialEq)]
pub(super) struct PErr {
    rest: usize,
    msg: Msg,
}

#[derive(Debug, PartialEq)]
enum Msg {
    /// "expected {0}, found ..." with what is at the error position.
    Expected(Cow<'static, str>),
    /// A complete message.
    Plain(Cow<'static, str>),
    /// A bare nom primitive that failed where no message was attached; the grammar attaches one
    /// to every primitive whose failure can end the parse, so this is a fallback.
    Nom(ErrorKind),
}

pub(super) type Res<'a, T> = nom::IResult<&'a str, T, PErr>;

impl PErr {
    pub(super) fn expected(at: &str, what: impl Into<Cow<'static, str>>) -> PErr {
        PErr {
            rest: at.len(),
            msg: Msg::Expected(what.into()),
        }
    }

    pub(super) fn plain(at: &str, msg: impl Into<Cow<'static, str>>) -> PErr {
        PErr {
            rest: at.len(),
            msg: Msg::Plain(msg.into()),
        }
    }

    pub(super) fn locate(self, src: &str, file: &str) -> ParseError {
        let pos = src.len().saturating_sub(self.rest);
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
        let at = src.get(pos..).unwrap_or("");
        let message = match self.msg {
            Msg::Expected(what) => format!("expected {what}, found {}", found(at)),
            Msg::Plain(msg) => msg.into_owned(),
            Msg::Nom(kind) => format!("unexpected {} ({kind:?})", found(at)),
        };
        ParseError {
            file: file.to_string(),
            line,
            column,
            message,
        }
    }
}

impl<'a> NomParseError<&'a str> for PErr {
    fn from_error_kind(input: &'a str, kind: ErrorKind) -> PErr {
        PErr {
            rest: input.len(),
            msg: Msg::Nom(kind),
        }
    }

    /// Keeps the inner error, which says more than the combinator around it.
    fn append(_: &'a str, _: ErrorKind, other: PErr) -> PErr {
        other
    }

    /// Of two failed alternatives, reports the one that got further.
    fn or(self, other: PErr) -> PErr {
        if other.rest <= self.rest {
            other
        } else {
            self
        }
    }
}

/// For `map_res`: the conversion's message, at the start of the token it converted.
impl<'a> FromExternalError<&'a str, String> for PErr {
    fn from_external_error(input: &'a str, _: ErrorKind, msg: String) -> PErr {
        PErr::plain(input, msg)
    }
}

/// A short description of the token at the start of `at`, for "expected X, found Y" messages.
pub(super) fn found(at: &str) -> String {
    match at.as_bytes().first() {
        None => "end of file".into(),
        Some(b'\n' | b'\r') => "end of line".into(),
        Some(b'#') => "a comment".into(),
        Some(_) => {
            let end = at
                .char_indices()
                .find(|&(_, c)| c.is_whitespace())
                .map_or(at.len(), |(i, _)| i);
            let token: String = at[..end].chars().take(40).collect();
            format!("`{token}`")
        }
    }
}

/// Stops the parse with `msg` at `at`.
#[cold]
pub(super) fn failure<T>(at: &str, msg: impl Into<Cow<'static, str>>) -> Res<'_, T> {
    Err(Err::Failure(PErr::plain(at, msg)))
}

/// Stops the parse with "expected {what}, found ..." at `at`.
#[cold]
pub(super) fn failure_expected<T>(at: &str, what: impl Into<Cow<'static, str>>) -> Res<'_, T> {
    Err(Err::Failure(PErr::expected(at, what)))
}

/// "Not this construct": a recoverable error saying what was expected at `at`.
#[cold]
pub(super) fn mismatch<'a, T>(at: &'a str, what: &'static str) -> Res<'a, T> {
    Err(Err::Error(PErr::expected(at, what)))
}

/// `parser` with its own message: if `parser` does not match (a recoverable error), the result
/// is the error `make` builds at the input position instead. Errors of `parser` itself are not
/// built.
pub(super) struct Described<P, M> {
    parser: P,
    make: M,
}

impl<'a, P, M> Parser<&'a str> for Described<P, M>
where
    P: Parser<&'a str, Error = PErr>,
    M: FnMut(&'a str) -> Err<PErr>,
{
    type Output = P::Output;
    type Error = PErr;

    #[inline(always)]
    fn process<OM: OutputMode>(
        &mut self,
        input: &'a str,
    ) -> nom::PResult<OM, &'a str, Self::Output, PErr> {
        match self
            .parser
            .process::<OutputM<OM::Output, Check, OM::Incomplete>>(input)
        {
            Ok(done) => Ok(done),
            Err(Err::Error(())) => Err(match (self.make)(input) {
                Err::Error(e) => Err::Error(OM::Error::bind(|| e)),
                Err::Failure(e) => Err::Failure(e),
                Err::Incomplete(n) => Err::Incomplete(n),
            }),
            Err(Err::Failure(e)) => Err(Err::Failure(e)),
            Err(Err::Incomplete(n)) => Err(Err::Incomplete(n)),
        }
    }
}

/// `parser`, which must match here: else the failure "expected {what}, found ...".
pub(super) fn expect<'a, P>(
    what: &'static str,
    parser: P,
) -> Described<P, impl FnMut(&'a str) -> Err<PErr>>
where
    P: Parser<&'a str, Error = PErr>,
{
    expect_with(move || what, parser)
}

/// [`expect`] with a message built only when it is needed.
pub(super) fn expect_with<'a, P, W, M>(
    mut what: W,
    parser: P,
) -> Described<P, impl FnMut(&'a str) -> Err<PErr>>
where
    P: Parser<&'a str, Error = PErr>,
    W: FnMut() -> M,
    M: Into<Cow<'static, str>>,
{
    Described {
        parser,
        make: move |at| Err::Failure(PErr::expected(at, what())),
    }
}

/// `parser`, which must match here: else the failure `msg`.
pub(super) fn or_fail<'a, P>(
    msg: &'static str,
    parser: P,
) -> Described<P, impl FnMut(&'a str) -> Err<PErr>>
where
    P: Parser<&'a str, Error = PErr>,
{
    Described {
        parser,
        make: move |at| Err::Failure(PErr::plain(at, msg)),
    }
}

/// `parser` named as a token: if it does not match, the recoverable error "expected {what}",
/// which an enclosing `alt` or `opt` may still pass over.
pub(super) fn token<'a, P>(
    what: &'static str,
    parser: P,
) -> Described<P, impl FnMut(&'a str) -> Err<PErr>>
where
    P: Parser<&'a str, Error = PErr>,
{
    Described {
        parser,
        make: move |at| Err::Error(PErr::expected(at, what)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nom::character::complete::char;

    #[test]
    fn expect_turns_a_mismatch_into_a_located_failure() {
        let src = "ab";
        let r = expect("`x`", char('x')).parse(&src[1..]);
        let Err(Err::Failure(e)) = r else {
            panic!("{r:?}")
        };
        let e = e.locate(src, "f");
        assert_eq!((e.line, e.column), (1, 2));
        assert_eq!(e.message, "expected `x`, found `b`");
        assert!(matches!(
            or_fail("no x", char('x')).parse(""),
            Err(Err::Failure(PErr {
                rest: 0,
                msg: Msg::Plain(_)
            }))
        ));
        assert_eq!(expect("`a`", char('a')).parse("ab").ok(), Some(("b", 'a')));
    }

    #[test]
    fn alternatives_report_the_furthest_error() {
        let near = PErr::expected("abc", "x");
        let far = PErr::expected("c", "y");
        assert_eq!(near.or(far).rest, 1);
        assert_eq!(
            PErr::expected("c", "y").or(PErr::expected("abc", "x")).rest,
            1
        );
    }
}
