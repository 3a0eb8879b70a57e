//! Numeric literals: recognising a number token, reading it the way smali's `LiteralTools` does,
//! and checking that it fits an instruction's format.
//!
//! Integers are bit patterns of their width: `0xffffffff` is the int -1 and `0xfft` the byte -1;
//! a minus sign negates a magnitude of at most 2^(width-1). Floats parse with correct rounding
//! (hex floats by hand, since Rust's parser lacks them).

use nom::branch::alt;
use nom::bytes::complete::take_while;
use nom::character::complete::{one_of, satisfy};
use nom::combinator::{consumed, map, opt, peek, recognize, value};
use nom::multi::many0_count;
use nom::sequence::pair;
use nom::Parser;

use super::error::{failure, mismatch, PErr, Res};
use super::token::{char_lit, is_name};
use crate::ast::Value;
use crate::opcode::{Format, Opcode};

/// A literal as written: its kind follows the suffix and form (`T` byte, `S` short, `L` long,
/// `f` float, a plain float or `d` double, `'c'` char).
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) enum Lit {
    Byte(i8),
    Short(i16),
    Char(u16),
    Int(i32),
    Long(i64),
    /// IEEE-754 bits.
    Float(u32),
    /// IEEE-754 bits.
    Double(u64),
    Bool(bool),
}

impl Lit {
    pub(super) fn into_value(self) -> Value {
        match self {
            Lit::Byte(v) => Value::Byte(v),
            Lit::Short(v) => Value::Short(v),
            Lit::Char(v) => Value::Char(v),
            Lit::Int(v) => Value::Int(v),
            Lit::Long(v) => Value::Long(v),
            Lit::Float(v) => Value::Float(v),
            Lit::Double(v) => Value::Double(v),
            Lit::Bool(v) => Value::Bool(v),
        }
    }

    /// The value as smali widens it into a 64-bit slot: integers sign-extended, a char
    /// zero-extended, a float as its (sign-extended) 32 raw bits, a double as its raw bits.
    pub(super) fn bits(self) -> i64 {
        match self {
            Lit::Byte(v) => i64::from(v),
            Lit::Short(v) => i64::from(v),
            Lit::Char(v) => i64::from(v),
            Lit::Int(v) => i64::from(v),
            Lit::Long(v) => v,
            Lit::Float(v) => i64::from(v as i32),
            Lit::Double(v) => v as i64,
            Lit::Bool(v) => i64::from(v),
        }
    }

    fn kind(self) -> &'static str {
        match self {
            Lit::Byte(_) => "byte",
            Lit::Short(_) => "short",
            Lit::Char(_) => "char",
            Lit::Int(_) => "int",
            Lit::Long(_) => "long",
            Lit::Float(_) => "float",
            Lit::Double(_) => "double",
            Lit::Bool(_) => "boolean",
        }
    }
}

/// Which literals a context takes, after smali's grammar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum LitClass {
    /// Integers and chars (`const/4`, `const/16`, `*/lit8`, `*/lit16`, `.registers`, ...).
    Integral,
    /// Also floats and booleans (`const`, `const/high16`, `const-wide/high16`, switch keys).
    NoDouble,
    /// Also doubles (`const-wide`).
    Any,
}

/// A numeric token: an optional sign, then letters, digits and dots, with a sign allowed
/// after a decimal exponent `e`/`E` or a binary exponent `p`/`P`.
pub(super) fn number_word(i: &str) -> Res<'_, &str> {
    recognize(pair(opt(satisfy(|c| c == '+' || c == '-')), number_body)).parse(i)
}

/// The part of a number token after its sign: runs of letters, digits and dots, joined by the
/// sign of an exponent.
fn number_body<'a>(i: &'a str) -> Res<'a, ()> {
    let hex = i.starts_with("0x") || i.starts_with("0X");
    let run = || take_while(|c: char| c.is_ascii_alphanumeric() || c == '.');
    let exponent_sign = move |rest: &'a str| {
        let before = &i[..i.len() - rest.len()];
        match before.as_bytes().last() {
            Some(b'p' | b'P') => one_of::<_, _, PErr>("+-").parse(rest),
            Some(b'e' | b'E') if !hex => one_of("+-").parse(rest),
            _ => mismatch(rest, "an exponent sign"),
        }
    };
    value((), pair(run(), many0_count(pair(exponent_sign, run())))).parse(i)
}

/// A literal operand: a char, `true`/`false`, or a number.
pub(super) fn literal(i: &str) -> Res<'_, Lit> {
    alt((map(char_lit, Lit::Char), number_lit)).parse(i)
}

fn number_lit(i: &str) -> Res<'_, Lit> {
    const WHAT: &str = "a number such as 0x1, -5 or 1.5f";
    let (rest, word) = number_word(i)?;
    match word {
        "" => mismatch(i, WHAT),
        "true" => Ok((rest, Lit::Bool(true))),
        "false" => Ok((rest, Lit::Bool(false))),
        _ => {
            if peek(satisfy::<_, _, PErr>(is_name)).parse(rest).is_ok() {
                return mismatch(i, WHAT);
            }
            match number(word) {
                Ok(lit) => Ok((rest, lit)),
                Err(msg) => failure(i, msg),
            }
        }
    }
}

/// A literal of class `class` converted to a value that fits a signed `bits`-bit slot; `what`
/// names the instruction or directive for the error message.
pub(super) fn sized_literal<'a>(
    class: LitClass,
    bits: u32,
    what: &str,
    i: &'a str,
) -> Res<'a, i64> {
    let (rest, (text, lit)) = consumed(literal).parse(i)?;
    match fit(lit, class, bits) {
        Ok(v) => Ok((rest, v)),
        Err(msg) => failure(i, format!("literal `{text}` {msg} for {what}")),
    }
}

/// The literal operand of an instruction of format 11n, 21s, 21ih, 21lh, 31i or 51l.
pub(super) fn insn_literal(op: Opcode, i: &str) -> Res<'_, i64> {
    let (class, bits) = match op.format() {
        Format::F11n => (LitClass::Integral, 4),
        Format::F21s | Format::F22s => (LitClass::Integral, 16),
        Format::F22b => (LitClass::Integral, 8),
        Format::F21ih | Format::F31i => (LitClass::NoDouble, 32),
        Format::F21lh => (LitClass::NoDouble, 64),
        _ => (LitClass::Any, 64),
    };
    let (rest, v) = sized_literal(class, bits, op.name(), i)?;
    let text = &i[..i.len() - rest.len()];
    match op.format() {
        Format::F21ih if v & 0xffff != 0 => failure(
            i,
            format!("literal `{text}` has non-zero low 16 bits; {} takes values like 0x7f000000", op.name()),
        ),
        Format::F21lh if v & 0xffff_ffff_ffff != 0 => failure(
            i,
            format!("literal `{text}` has non-zero low 48 bits; {} takes values like 0x4000000000000000L", op.name()),
        ),
        _ => Ok((rest, v)),
    }
}

/// Checks that `lit` is allowed in `class` and fits `bits` signed bits; returns its value.
pub(super) fn fit(lit: Lit, class: LitClass, bits: u32) -> Result<i64, String> {
    let allowed = match lit {
        Lit::Byte(_) | Lit::Short(_) | Lit::Char(_) | Lit::Int(_) | Lit::Long(_) => true,
        Lit::Float(_) | Lit::Bool(_) => class != LitClass::Integral,
        Lit::Double(_) => class == LitClass::Any,
    };
    if !allowed {
        let hint = match class {
            LitClass::Integral => "an integer",
            _ => "an integer, float (with f suffix), char or boolean",
        };
        return Err(format!("is a {}; expected {hint}", lit.kind()));
    }
    let v = match lit {
        // smali casts a char to short without a range check in 16-bit slots.
        Lit::Char(c) if bits == 16 => i64::from(c as i16),
        _ => lit.bits(),
    };
    if bits < 64 {
        let min = -(1i64 << (bits - 1));
        let max = (1i64 << (bits - 1)) - 1;
        if v < min || v > max {
            return Err(format!("does not fit in {bits} bits (range {min}..{max})"));
        }
    }
    Ok(v)
}

/// Reads a number token (`0x1f`, `-12L`, `017`, `1.5f`, `.5`, `1e10`, `0x1.8p3`, `NaNf`, ...).
pub(super) fn number(word: &str) -> Result<Lit, String> {
    let (neg, body) = match word.as_bytes().first() {
        Some(b'-') => (true, &word[1..]),
        Some(b'+') => (false, &word[1..]),
        _ => (false, word),
    };
    let bad = || format!("`{word}` is not a valid number");
    let bytes = body.as_bytes();
    let Some(&last) = bytes.last() else {
        return Err(bad());
    };
    if let Some(lit) = special_float(body, neg) {
        return Ok(lit);
    }
    if !bytes[0].is_ascii_digit() && bytes[0] != b'.' {
        return Err(bad());
    }
    if bytes.len() > 2 && bytes[0] == b'0' && (bytes[1] | 0x20) == b'x' {
        let digits = &body[2..];
        if digits.bytes().any(|c| c == b'.' || (c | 0x20) == b'p') {
            return hex_float(neg, digits).ok_or_else(bad);
        }
        let (digits, bits) = int_suffix(digits);
        let mag = magnitude(digits, 16).ok_or_else(bad)?;
        return int_lit(neg, mag, bits, word);
    }
    let float = bytes.iter().any(|&c| c == b'.' || c == b'e' || c == b'E')
        || matches!(last, b'f' | b'F' | b'd' | b'D');
    if float {
        return dec_float(neg, body).ok_or_else(bad);
    }
    let (digits, bits) = int_suffix(body);
    let radix = if digits.len() > 1 && digits.starts_with('0') {
        8
    } else {
        10
    };
    let mag = magnitude(digits, radix).ok_or_else(|| {
        if radix == 8 {
            format!("`{word}` is not a valid number (a leading 0 makes it octal: digits 0-7)")
        } else {
            bad()
        }
    })?;
    int_lit(neg, mag, bits, word)
}

/// `Infinity` and `NaN` in any case, with an optional `f` or `d` suffix.
fn special_float(body: &str, neg: bool) -> Option<Lit> {
    let (stem, float) = match body.as_bytes().last().map(|c| c | 0x20) {
        Some(b'f') => (&body[..body.len() - 1], true),
        Some(b'd') => (&body[..body.len() - 1], false),
        _ => (body, false),
    };
    let v = if stem.eq_ignore_ascii_case("infinity") {
        if neg {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        }
    } else if stem.eq_ignore_ascii_case("nan") {
        f64::NAN
    } else {
        return None;
    };
    Some(if float {
        Lit::Float((v as f32).to_bits())
    } else {
        Lit::Double(v.to_bits())
    })
}

/// Splits an integer suffix off: `L` long, `S` short, `T` byte, none for int.
fn int_suffix(digits: &str) -> (&str, u32) {
    let bits = match digits.as_bytes().last().map(|c| c | 0x20) {
        Some(b'l') => 64,
        Some(b's') => 16,
        Some(b't') => 8,
        _ => return (digits, 32),
    };
    (&digits[..digits.len() - 1], bits)
}

/// The unsigned value of `digits` in `radix` (saturating just above 64 bits, which no literal
/// fits), `None` on a bad digit.
fn magnitude(digits: &str, radix: u32) -> Option<u128> {
    if digits.is_empty() {
        return None;
    }
    digits.bytes().try_fold(0u128, |acc, c| {
        let d = (c as char).to_digit(radix)?;
        Some((acc * u128::from(radix) + u128::from(d)).min(1 << 65))
    })
}

/// An integer of `bits` bits from a sign and a magnitude, after smali: any magnitude up to
/// 2^bits - 1 is a bit pattern, a negated one must not exceed 2^(bits-1).
fn int_lit(neg: bool, mag: u128, bits: u32, word: &str) -> Result<Lit, String> {
    let max = (1u128 << bits) - 1;
    let too_big = || {
        let kind = match bits {
            8 => "a byte",
            16 => "a short",
            32 => "an int (add L for a long)",
            _ => "a long",
        };
        format!("literal `{word}` does not fit in {kind}")
    };
    if mag > max || (neg && mag > 1u128 << (bits - 1)) {
        return Err(too_big());
    }
    let mag = mag as u64;
    let v = if neg {
        (mag as i64).wrapping_neg()
    } else {
        let shift = 64 - bits;
        ((mag << shift) as i64) >> shift
    };
    Ok(match bits {
        8 => Lit::Byte(v as i8),
        16 => Lit::Short(v as i16),
        32 => Lit::Int(v as i32),
        _ => Lit::Long(v),
    })
}

/// `1.5`, `.5`, `1.`, `1e10`, `1.0E-5`, `5` followed by `f` (float), `d` or nothing (double).
fn dec_float(neg: bool, body: &str) -> Option<Lit> {
    let (num, float) = match body.as_bytes().last().map(|c| c | 0x20) {
        Some(b'f') => (&body[..body.len() - 1], true),
        Some(b'd') => (&body[..body.len() - 1], false),
        _ => (body, false),
    };
    // Validate the form ourselves: Rust's parser also takes "inf", "nan" and such.
    let b = num.as_bytes();
    let mut i = 0;
    let mut digits = 0;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
        digits += 1;
    }
    if i < b.len() && b[i] == b'.' {
        i += 1;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
            digits += 1;
        }
    }
    if digits == 0 {
        return None;
    }
    if i < b.len() && (b[i] | 0x20) == b'e' {
        i += 1;
        if i < b.len() && matches!(b[i], b'+' | b'-') {
            i += 1;
        }
        let exp_start = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == exp_start {
            return None;
        }
    }
    if i != b.len() {
        return None;
    }
    Some(if float {
        let v: f32 = num.parse().ok()?;
        Lit::Float((if neg { -v } else { v }).to_bits())
    } else {
        let v: f64 = num.parse().ok()?;
        Lit::Double((if neg { -v } else { v }).to_bits())
    })
}

/// The part of a hex float after `0x`: `1.8p3`, `1p-1074d`, `.8p1f`.
fn hex_float(neg: bool, s: &str) -> Option<Lit> {
    let p = s.bytes().position(|c| (c | 0x20) == b'p')?;
    let (mant, rest) = (&s[..p], &s[p + 1..]);
    let (exp, float) = match rest.as_bytes().last().map(|c| c | 0x20) {
        Some(b'f') => (&rest[..rest.len() - 1], true),
        Some(b'd') => (&rest[..rest.len() - 1], false),
        _ => (rest, false),
    };
    let (exp_neg, exp_digits) = match exp.as_bytes().first() {
        Some(b'-') => (true, &exp[1..]),
        Some(b'+') => (false, &exp[1..]),
        _ => (false, exp),
    };
    if exp_digits.is_empty() || !exp_digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // Far beyond any float's range, so saturating here changes nothing.
    let exp_mag = exp_digits
        .bytes()
        .fold(0i64, |a, c| (a * 10 + i64::from(c - b'0')).min(1 << 20));
    let mut e2 = if exp_neg { -exp_mag } else { exp_mag };

    let mut m: u64 = 0;
    let mut sticky = false;
    let mut seen_dot = false;
    let mut digits = 0;
    for c in mant.bytes() {
        if c == b'.' {
            if seen_dot {
                return None;
            }
            seen_dot = true;
            continue;
        }
        if !c.is_ascii_hexdigit() {
            return None;
        }
        digits += 1;
        // `c` is a hex digit (checked above).
        let d = u64::from((c as char).to_digit(16).unwrap_or(0));
        if m >> 60 == 0 {
            m = m * 16 + d;
            if seen_dot {
                e2 -= 4;
            }
        } else {
            sticky |= d != 0;
            if !seen_dot {
                e2 += 4;
            }
        }
    }
    if digits == 0 {
        return None;
    }
    let sign = u64::from(neg);
    Some(if float {
        let bits = round_binary(m, e2, sticky, 24, -126, 127) as u32;
        Lit::Float(bits | (sign as u32) << 31)
    } else {
        Lit::Double(round_binary(m, e2, sticky, 53, -1022, 1023) | sign << 63)
    })
}

/// The IEEE-754 bits (sign excluded) of `(m + sticky) * 2^e2` rounded to nearest, ties to even,
/// for a format with `p` significand bits and normal exponents `min_exp..=max_exp`.
fn round_binary(m: u64, e2: i64, sticky: bool, p: i64, min_exp: i64, max_exp: i64) -> u64 {
    if m == 0 {
        return 0;
    }
    let lz = i64::from(m.leading_zeros());
    let m = m << lz;
    // Exponent of the leading bit: value = 1.xxx * 2^e.
    let mut e = e2 - lz + 63;
    let infinity = ((max_exp + max_exp + 1) as u64) << (p - 1);
    if e > max_exp {
        return infinity;
    }
    let keep = if e >= min_exp { p } else { p - (min_exp - e) };
    if keep < 0 {
        return 0;
    }
    let dropped = 64 - keep;
    let (mut q, rem, half) = if dropped == 64 {
        (0, m, 1u64 << 63)
    } else {
        (
            m >> dropped,
            m & ((1u64 << dropped) - 1),
            1u64 << (dropped - 1),
        )
    };
    if rem > half || (rem == half && (sticky || q & 1 == 1)) {
        q += 1;
    }
    if e < min_exp {
        // Subnormal; rounding up to 2^(p-1) lands exactly on the smallest normal's encoding.
        return q;
    }
    if q == 1u64 << p {
        q >>= 1;
        e += 1;
        if e > max_exp {
            return infinity;
        }
    }
    let biased = (e + max_exp) as u64;
    (biased << (p - 1)) | (q - (1u64 << (p - 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn num(s: &str) -> Lit {
        number(s).unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn number_tokens_take_exponent_signs_only() {
        assert_eq!(number_word("1e-5f, v0"), Ok((", v0", "1e-5f")));
        assert_eq!(number_word("-0x1.8p+3}"), Ok(("}", "-0x1.8p+3")));
        // In hex, `e` is a digit: the sign after it starts the next token.
        assert_eq!(number_word("0x1e-5"), Ok(("-5", "0x1e")));
        assert_eq!(number_word("+-1"), Ok(("-1", "+")));
    }

    #[test]
    fn integers_are_bit_patterns() {
        assert_eq!(num("0xffffffff"), Lit::Int(-1));
        assert_eq!(num("4294967295"), Lit::Int(-1));
        assert_eq!(num("-0x80000000"), Lit::Int(i32::MIN));
        assert_eq!(num("0xfft"), Lit::Byte(-1));
        assert_eq!(num("0xffffs"), Lit::Short(-1));
        assert_eq!(num("0xffffffffffffffffL"), Lit::Long(-1));
        assert_eq!(num("-0x8000000000000000L"), Lit::Long(i64::MIN));
        assert_eq!(num("017"), Lit::Int(15));
        assert_eq!(num("0"), Lit::Int(0));
        assert_eq!(num("+12"), Lit::Int(12));
        assert_eq!(num("0x10d"), Lit::Int(0x10d));
        assert!(number("-0x80000001").is_err());
        assert!(number("0x100000000").is_err());
        assert!(number("0x100t").is_err());
        assert!(number("08").is_err());
        assert!(number("0x").is_err());
        assert!(number("0x1g").is_err());
    }

    #[test]
    fn floats() {
        assert_eq!(num("1.5f"), Lit::Float(1.5f32.to_bits()));
        assert_eq!(num(".5"), Lit::Double(0.5f64.to_bits()));
        assert_eq!(num("1."), Lit::Double(1.0f64.to_bits()));
        assert_eq!(num("1e10"), Lit::Double(1e10f64.to_bits()));
        assert_eq!(num("1.0E-5f"), Lit::Float(1.0e-5f32.to_bits()));
        assert_eq!(num("5d"), Lit::Double(5.0f64.to_bits()));
        assert_eq!(num("1f"), Lit::Float(1.0f32.to_bits()));
        assert_eq!(num("010f"), Lit::Float(10.0f32.to_bits()));
        assert_eq!(num("-0.0"), Lit::Double((-0.0f64).to_bits()));
        assert_eq!(num("1.4E-45f"), Lit::Float(1));
        assert_eq!(num("4.9E-324"), Lit::Double(1));
        assert!(number("1.5.5").is_err());
        assert!(number("1e").is_err());
        assert!(number("inf").is_err());
    }

    #[test]
    fn special_floats() {
        assert_eq!(num("Infinity"), Lit::Double(f64::INFINITY.to_bits()));
        assert_eq!(num("-Infinityf"), Lit::Float(f32::NEG_INFINITY.to_bits()));
        assert_eq!(num("infinityD"), Lit::Double(f64::INFINITY.to_bits()));
        assert_eq!(num("NaN"), Lit::Double(0x7ff8_0000_0000_0000));
        assert_eq!(num("nanf"), Lit::Float(0x7fc0_0000));
    }

    #[test]
    fn hex_floats_round_correctly() {
        assert_eq!(num("0x1.8p3"), Lit::Double(12.0f64.to_bits()));
        assert_eq!(num("0x1.8p3f"), Lit::Float(12.0f32.to_bits()));
        assert_eq!(num("-0x1.0p-1074"), Lit::Double(1 | 1 << 63));
        assert_eq!(num("0x1p-1075"), Lit::Double(0)); // tie to even: 0
        assert_eq!(num("0x1.0000000000001p-1075"), Lit::Double(1));
        assert_eq!(
            num("0x1.fffffffffffffp1023"),
            Lit::Double(f64::MAX.to_bits())
        );
        assert_eq!(
            num("0x1.fffffffffffff8p1023"),
            Lit::Double(f64::INFINITY.to_bits())
        );
        assert_eq!(num("0x1p-1022"), Lit::Double(f64::MIN_POSITIVE.to_bits()));
        assert_eq!(
            num("0x0.fffffffffffff8p-1022"),
            Lit::Double(f64::MIN_POSITIVE.to_bits())
        );
        assert_eq!(num("0x1.000001p0f"), Lit::Float(1.0f32.to_bits())); // tie to even
        assert_eq!(num("0x1.000003p0f"), Lit::Float(1.0000002f32.to_bits())); // tie up to even
        assert_eq!(num("0x1p-149f"), Lit::Float(1));
        assert_eq!(num("0x.8p1"), Lit::Double(1.0f64.to_bits()));
        assert_eq!(
            num("0x123456789abcdef0123p0"),
            Lit::Double((0x0123_4567_89ab_cdef_0123_u128 as f64).to_bits())
        );
        assert_eq!(num("0x0p0"), Lit::Double(0));
        assert!(number("0x1.8").is_err());
        assert!(number("0x1p").is_err());
    }

    #[test]
    fn fitting_follows_smali() {
        assert_eq!(fit(Lit::Int(7), LitClass::Integral, 4), Ok(7));
        assert!(fit(Lit::Int(15), LitClass::Integral, 4).is_err());
        assert_eq!(fit(Lit::Char(0xffff), LitClass::Integral, 16), Ok(-1));
        assert_eq!(
            fit(Lit::Float(0xbfc0_0000), LitClass::Any, 64),
            Ok(-0x4040_0000)
        );
        assert!(fit(Lit::Double(0), LitClass::NoDouble, 32).is_err());
        assert!(fit(Lit::Float(0), LitClass::Integral, 16).is_err());
        assert_eq!(fit(Lit::Long(-1), LitClass::NoDouble, 32), Ok(-1));
        assert!(fit(Lit::Long(1 << 40), LitClass::NoDouble, 32).is_err());
    }
}
