//! `encoded_value`, `encoded_array` and `encoded_annotation` in their minimal encodings.

use smali_parser::ast::{Annotation, AnnotationBody, CallSite, Value, Visibility};

use super::pools::Refs;
use crate::leb128::write_uleb128;
use crate::spec::value as tag;
use crate::WriteError;

/// A recorded reference; running out of them is an internal error.
fn recorded<T>(r: Result<T, String>) -> Result<T, WriteError> {
    r.map_err(|what| WriteError::Class {
        class: "(pools)".into(),
        what,
    })
}

fn header(out: &mut Vec<u8>, ty: u8, size: usize) {
    out.push(((size as u8 - 1) << 5) | ty);
}

/// A signed integer in the fewest bytes that sign-extend back to it.
fn signed(out: &mut Vec<u8>, ty: u8, v: i64) {
    let mut size = 1;
    while size < 8 {
        let shift = 64 - 8 * size;
        if (v << shift) >> shift == v {
            break;
        }
        size += 1;
    }
    header(out, ty, size);
    out.extend_from_slice(&v.to_le_bytes()[..size]);
}

/// An unsigned integer (an index or a char) in the fewest bytes, at least one.
fn unsigned(out: &mut Vec<u8>, ty: u8, v: u64) {
    let size = (8 - v.leading_zeros() as usize / 8).max(1);
    header(out, ty, size);
    out.extend_from_slice(&v.to_le_bytes()[..size]);
}

/// A float or double: its high-order bytes, the zero low-order bytes dropped.
fn right_extended(out: &mut Vec<u8>, ty: u8, bits: u64, width: usize) {
    let bytes = bits.to_le_bytes();
    let zeros = bytes[..width].iter().take_while(|&&b| b == 0).count();
    let size = (width - zeros).max(1);
    header(out, ty, size);
    out.extend_from_slice(&bytes[width - size..width]);
}

/// Writes `v`, which names `refs` (see [`Refs`]).
pub(super) fn value(out: &mut Vec<u8>, v: &Value, refs: &mut Refs) -> Result<(), WriteError> {
    match v {
        Value::Byte(b) => {
            out.push(tag::BYTE);
            out.push(*b as u8);
        }
        Value::Short(s) => signed(out, tag::SHORT, i64::from(*s)),
        Value::Char(c) => unsigned(out, tag::CHAR, u64::from(*c)),
        Value::Int(i) => signed(out, tag::INT, i64::from(*i)),
        Value::Long(l) => signed(out, tag::LONG, *l),
        Value::Float(bits) => right_extended(out, tag::FLOAT, u64::from(*bits), 4),
        Value::Double(bits) => right_extended(out, tag::DOUBLE, *bits, 8),
        Value::Bool(b) => out.push((u8::from(*b) << 5) | tag::BOOLEAN),
        Value::Null => out.push(tag::NULL),
        Value::String(_) => unsigned(out, tag::STRING, u64::from(recorded(refs.string())?)),
        Value::Type(_) => unsigned(out, tag::TYPE, u64::from(recorded(refs.ty())?)),
        Value::Field(_) => unsigned(out, tag::FIELD, u64::from(recorded(refs.field())?)),
        Value::Enum(_) => unsigned(out, tag::ENUM, u64::from(recorded(refs.field())?)),
        Value::Method(_) => unsigned(out, tag::METHOD, u64::from(recorded(refs.method())?)),
        Value::MethodType(_) => {
            unsigned(out, tag::METHOD_TYPE, u64::from(recorded(refs.proto())?));
        }
        Value::MethodHandle(_) => {
            unsigned(out, tag::METHOD_HANDLE, u64::from(recorded(refs.handle())?));
        }
        Value::Array(items) => {
            out.push(tag::ARRAY);
            array(out, items, refs)?;
        }
        Value::SubAnnotation(body) => {
            out.push(tag::ANNOTATION);
            encoded_annotation(out, body, refs)?;
        }
    }
    Ok(())
}

fn array(out: &mut Vec<u8>, items: &[Value], refs: &mut Refs) -> Result<(), WriteError> {
    write_uleb128(out, items.len() as u32);
    for v in items {
        value(out, v, refs)?;
    }
    Ok(())
}

/// The elements sorted by name, as the format requires; a name given twice is an error.
/// Returns the annotation's type.
fn encoded_annotation(
    out: &mut Vec<u8>,
    body: &AnnotationBody,
    refs: &mut Refs,
) -> Result<u32, WriteError> {
    let ty = recorded(refs.ty())?;
    let mut names = recorded(refs.take(body.elements.len()))?;
    write_uleb128(out, ty);
    write_uleb128(out, body.elements.len() as u32);
    // Elements usually come sorted already (a dex holds them so): then they are written as
    // they come.
    let (mut prev, mut sorted) = (None, true);
    let mut ahead = names.clone();
    for _ in &body.elements {
        let name = recorded(ahead.string())?;
        sorted &= prev.is_none_or(|p| p < name);
        prev = Some(name);
    }
    if sorted {
        for (_, v) in &body.elements {
            write_uleb128(out, recorded(names.string())?);
            value(out, v, refs)?;
        }
        return Ok(ty);
    }
    let mut values = Vec::new();
    let mut elements = Vec::with_capacity(body.elements.len());
    for (name, v) in &body.elements {
        let start = values.len();
        value(&mut values, v, refs)?;
        elements.push((recorded(names.string())?, name, start..values.len()));
    }
    elements.sort_unstable_by_key(|e| e.0);
    if let Some(w) = elements.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(WriteError::Class {
            class: body.ty.to_string(),
            what: format!("annotation element `{}` is given twice", w[0].1),
        });
    }
    for (name, _, range) in elements {
        write_uleb128(out, name);
        out.extend_from_slice(&values[range]);
    }
    Ok(ty)
}

/// Writes an `annotation_item` and returns its type.
pub(super) fn annotation(
    a: &Annotation,
    refs: &mut Refs,
    out: &mut Vec<u8>,
) -> Result<u32, WriteError> {
    out.push(match a.visibility {
        Visibility::Build => 0,
        Visibility::Runtime => 1,
        Visibility::System => 2,
    });
    encoded_annotation(out, &a.body, refs)
}

/// A `call_site_item`: the bootstrap handle, the method name and type, then the extra
/// arguments.
pub(super) fn call_site(cs: &CallSite, refs: &mut Refs) -> Result<Vec<u8>, WriteError> {
    let mut out = Vec::with_capacity(16);
    write_uleb128(&mut out, 3 + cs.extra_args.len() as u32);
    unsigned(
        &mut out,
        tag::METHOD_HANDLE,
        u64::from(recorded(refs.handle())?),
    );
    unsigned(&mut out, tag::STRING, u64::from(recorded(refs.string())?));
    unsigned(
        &mut out,
        tag::METHOD_TYPE,
        u64::from(recorded(refs.proto())?),
    );
    for v in &cs.extra_args {
        value(&mut out, v, refs)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_take_the_fewest_bytes() {
        let mut out = Vec::new();
        signed(&mut out, tag::INT, -1);
        signed(&mut out, tag::INT, 128);
        unsigned(&mut out, tag::CHAR, 0);
        right_extended(&mut out, tag::FLOAT, 0x3f80_0000, 4);
        right_extended(&mut out, tag::DOUBLE, 0, 8);
        assert_eq!(
            out,
            [0x04, 0xff, 0x24, 0x80, 0x00, 0x03, 0x00, 0x30, 0x80, 0x3f, 0x11, 0x00]
        );
    }
}
