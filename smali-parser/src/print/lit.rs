//! Literals, strings and names, spelled the way baksmali 2.5 spells them.
//!
//! Everything is written straight into the output `String`, with no temporary strings.

use std::fmt::Write as _;

use crate::ast::{JString, TypeDesc};

const HEX: &[u8; 16] = b"0123456789abcdef";

/// `n` spaces of indentation.
pub(crate) fn indent(out: &mut String, n: usize) {
    const SPACES: &str = "                                ";
    let mut left = n;
    while left > SPACES.len() {
        out.push_str(SPACES);
        left -= SPACES.len();
    }
    out.push_str(&SPACES[..left]);
}

/// Unsigned decimal.
pub(crate) fn dec(out: &mut String, mut v: u64) {
    // Most numbers printed are register numbers below 10.
    if v < 10 {
        out.push(char::from(b'0' + v as u8));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            break;
        }
    }
    push_ascii(out, &buf[i..]);
}

/// Lowercase hex digits of `v` without leading zeros.
fn hex_digits(out: &mut String, mut v: u64) {
    let mut buf = [0u8; 16];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = HEX[(v & 0xf) as usize];
        v >>= 4;
        if v == 0 {
            break;
        }
    }
    push_ascii(out, &buf[i..]);
}

fn push_ascii(out: &mut String, bytes: &[u8]) {
    for &b in bytes {
        out.push(char::from(b));
    }
}

/// `0x1f` / `-0x1f`: sign and magnitude, the magnitude as unsigned hex (so `i64::MIN` is
/// `-0x8000000000000000`).
pub(crate) fn signed_hex(out: &mut String, v: i64) {
    if v < 0 {
        out.push_str("-0x");
    } else {
        out.push_str("0x");
    }
    hex_digits(out, v.unsigned_abs());
}

/// An integer literal with an explicit type suffix (`t`, `s`, `L` or none).
pub(crate) fn suffixed_hex(out: &mut String, v: i64, suffix: &str) {
    signed_hex(out, v);
    out.push_str(suffix);
}

/// baksmali's literal operands: `L` only when the value does not fit in an `int`.
pub(crate) fn int_or_long(out: &mut String, v: i64) {
    signed_hex(out, v);
    if i32::try_from(v).is_err() {
        out.push('L');
    }
}

/// One UTF-16 unit inside quotes: printable ASCII raw (quotes and backslash escaped), `\n`, `\r`,
/// `\t`, everything else `\uXXXX` so that unpaired surrogates survive.
fn escaped_unit(out: &mut String, c: u16) {
    match c {
        0x27 | 0x22 | 0x5c => {
            out.push('\\');
            out.push(char::from(c as u8));
        }
        0x20..=0x7e => out.push(char::from(c as u8)),
        0x0a => out.push_str("\\n"),
        0x0d => out.push_str("\\r"),
        0x09 => out.push_str("\\t"),
        _ => {
            out.push_str("\\u");
            for shift in [12, 8, 4, 0] {
                out.push(char::from(HEX[usize::from((c >> shift) & 0xf)]));
            }
        }
    }
}

/// `"..."` with baksmali's escapes.
pub(crate) fn quoted(out: &mut String, s: &JString) {
    out.reserve(s.0.len() + 2);
    out.push('"');
    for &c in &s.0 {
        // Fast path for the common case, printable ASCII that needs no escape.
        if (0x20..0x7f).contains(&c) && !matches!(c, 0x22 | 0x27 | 0x5c) {
            out.push(char::from(c as u8));
        } else {
            escaped_unit(out, c);
        }
    }
    out.push('"');
}

/// `'c'` with the same escapes as strings.
pub(crate) fn char_lit(out: &mut String, c: u16) {
    out.push('\'');
    escaped_unit(out, c);
    out.push('\'');
}

/// A float as Java's `Float.toString` lays it out (from the shortest digits that read back
/// exactly), plus `f`: `1.0f`, `1.0E10f`, `NaNf`, `-Infinityf`.
pub(crate) fn float(out: &mut String, bits: u32) {
    let v = f32::from_bits(bits);
    java_number(out, v, v.is_nan(), v.is_infinite(), v < 0.0);
    out.push('f');
}

/// A double as Java's `Double.toString` lays it out: `1.0`, `1.0E-5`, `NaN`, `-Infinity`.
pub(crate) fn double(out: &mut String, bits: u64) {
    let v = f64::from_bits(bits);
    java_number(out, v, v.is_nan(), v.is_infinite(), v < 0.0);
}

fn java_number(
    out: &mut String,
    v: impl std::fmt::LowerExp,
    nan: bool,
    infinite: bool,
    negative: bool,
) {
    if nan {
        out.push_str("NaN");
    } else if infinite {
        out.push_str(if negative { "-Infinity" } else { "Infinity" });
    } else {
        let mut buf = StackBuf::new();
        // LowerExp gives the shortest round-tripping digits; it cannot overflow 64 bytes.
        let _ = write!(buf, "{v:e}");
        java_decimal(out, buf.as_bytes());
    }
}

/// Lays out Rust's `{:e}` text (`-1.25e-7`) the way Java does: plain decimal with at least one
/// fractional digit for 1e-3 <= |v| < 1e7, otherwise `d.dddE±n`.
fn java_decimal(out: &mut String, sci: &[u8]) {
    let (neg, rest) = match sci.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, sci),
    };
    let e_pos = rest.iter().position(|&b| b == b'e').unwrap_or(rest.len());
    let (mantissa, exp_text) = rest.split_at(e_pos);
    let mut exp: i32 = 0;
    let mut exp_neg = false;
    for &b in exp_text.iter().skip(1) {
        match b {
            b'-' => exp_neg = true,
            b'0'..=b'9' => exp = exp * 10 + i32::from(b - b'0'),
            _ => {}
        }
    }
    if exp_neg {
        exp = -exp;
    }
    // The significant digits, without the point: value = d0.d1d2... * 10^exp.
    let mut digits = [0u8; 24];
    let mut n = 0;
    for &b in mantissa {
        if b.is_ascii_digit() && n < digits.len() {
            digits[n] = b;
            n += 1;
        }
    }
    let digits = &digits[..n.max(1)];
    if neg {
        out.push('-');
    }
    if digits == b"0" {
        out.push_str("0.0");
    } else if (-3..7).contains(&exp) {
        if exp >= 0 {
            let int_len = exp as usize + 1;
            for i in 0..int_len {
                out.push(char::from(*digits.get(i).unwrap_or(&b'0')));
            }
            out.push('.');
            if digits.len() > int_len {
                push_ascii(out, &digits[int_len..]);
            } else {
                out.push('0');
            }
        } else {
            out.push_str("0.");
            for _ in 0..(-exp - 1) {
                out.push('0');
            }
            push_ascii(out, digits);
        }
    } else {
        out.push(char::from(digits[0]));
        out.push('.');
        if digits.len() > 1 {
            push_ascii(out, &digits[1..]);
        } else {
            out.push('0');
        }
        out.push('E');
        if exp < 0 {
            out.push('-');
        }
        dec(out, u64::from(exp.unsigned_abs()));
    }
}

/// A fixed buffer for `core::fmt` output, so float formatting does not allocate.
struct StackBuf {
    buf: [u8; 64],
    len: usize,
}

impl StackBuf {
    fn new() -> StackBuf {
        StackBuf {
            buf: [0; 64],
            len: 0,
        }
    }

    fn as_bytes(&self) -> &[u8] {
        &self.buf[..self.len]
    }
}

impl std::fmt::Write for StackBuf {
    fn write_str(&mut self, s: &str) -> std::fmt::Result {
        let end = self.len + s.len();
        let dst = self.buf.get_mut(self.len..end).ok_or(std::fmt::Error)?;
        dst.copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// Unicode space separators (category Zs): smali accepts them in names only between backticks.
fn is_space_separator(c: char) -> bool {
    matches!(
        c,
        ' ' | '\u{a0}' | '\u{1680}' | '\u{2000}'
            ..='\u{200a}' | '\u{202f}' | '\u{205f}' | '\u{3000}'
    )
}

/// Whether `s` has a byte outside `!`..=`DEL` (a space or non-ASCII), written as a fold
/// without early exit so that it vectorizes: this runs for every name and type printed.
fn may_hold_space(s: &str) -> bool {
    s.bytes()
        .fold(false, |acc, b| acc | (b.wrapping_sub(0x21) >= 0x5f))
}

/// Whether smali 2.5.2 could not lex `name` back as a member name: names with spaces, names
/// that lex as suffixed integer literals (`1L`, `0x1t`), and the method-handle kinds its tree
/// walker refuses (`static-put`, ...). baksmali quotes only the first kind.
fn needs_backticks(name: &str) -> bool {
    let b = name.as_bytes();
    let Some(&first) = b.first() else {
        return false;
    };
    if may_hold_space(name) && name.chars().any(is_space_separator) {
        return true;
    }
    match first {
        b'0'..=b'9' | b'-' => {
            let digit_start = if first == b'-' {
                b.get(1)
            } else {
                Some(&first)
            };
            digit_start.is_some_and(u8::is_ascii_digit)
                && matches!(b.last(), Some(b'l' | b'L' | b's' | b'S' | b't' | b'T'))
        }
        b's' | b'i' => matches!(
            name,
            "static-put"
                | "static-get"
                | "instance-put"
                | "instance-get"
                | "invoke-instance"
                | "invoke-constructor"
        ),
        _ => false,
    }
}

/// A member or call-site name, backtick-quoted when smali needs it.
pub(crate) fn simple_name(out: &mut String, name: &str) {
    if needs_backticks(name) {
        out.push('`');
        out.push_str(name);
        out.push('`');
    } else {
        out.push_str(name);
    }
}

/// A type descriptor; class-name segments holding spaces are backtick-quoted, as baksmali does
/// (the lexer reads the whole descriptor as one token, so nothing else needs quoting).
pub(crate) fn type_desc(out: &mut String, ty: &TypeDesc) {
    if !may_hold_space(ty) || !ty.chars().any(is_space_separator) {
        out.push_str(ty);
        return;
    }
    let Some(l) = ty.find('L') else {
        out.push_str(ty);
        return;
    };
    let (dims, class) = ty.split_at(l + 1);
    out.push_str(dims);
    let body = class.strip_suffix(';').unwrap_or(class);
    for (i, segment) in body.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        if segment.chars().any(is_space_separator) {
            out.push('`');
            out.push_str(segment);
            out.push('`');
        } else {
            out.push_str(segment);
        }
    }
    if class.ends_with(';') {
        out.push(';');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f32s(v: f32) -> String {
        let mut s = String::new();
        float(&mut s, v.to_bits());
        s
    }

    fn f64s(v: f64) -> String {
        let mut s = String::new();
        double(&mut s, v.to_bits());
        s
    }

    #[test]
    fn java_float_layout() {
        assert_eq!(f32s(1.0), "1.0f");
        assert_eq!(f32s(0.33333334), "0.33333334f");
        assert_eq!(f32s(1e10), "1.0E10f");
        assert_eq!(f32s(1e7), "1.0E7f");
        assert_eq!(f32s(9999999.0), "9999999.0f");
        assert_eq!(f32s(0.001), "0.001f");
        assert_eq!(f32s(0.0009), "9.0E-4f");
        assert_eq!(f32s(-0.0), "-0.0f");
        assert_eq!(f32s(f32::NAN), "NaNf");
        assert_eq!(f64s(123.456), "123.456");
        assert_eq!(f64s(1e-5), "1.0E-5");
        assert_eq!(f64s(-1.5e300), "-1.5E300");
        assert_eq!(f64s(100.0), "100.0");
        assert_eq!(f64s(f64::NEG_INFINITY), "-Infinity");
    }

    #[test]
    fn names() {
        for n in [
            "a b",
            "1L",
            "-0x1t",
            "0S",
            "static-put",
            "invoke-constructor",
            "a\u{3000}",
        ] {
            assert!(needs_backticks(n), "{n}");
        }
        for n in [
            "a",
            "<init>",
            "1",
            "-1",
            "0x1f",
            "nop",
            "v0",
            "access$000",
            "getX-impl",
            "L",
        ] {
            assert!(!needs_backticks(n), "{n}");
        }
        let mut s = String::new();
        type_desc(&mut s, &"[Lcom/a b/C;".into());
        assert_eq!(s, "[Lcom/`a b`/C;");
    }
}
