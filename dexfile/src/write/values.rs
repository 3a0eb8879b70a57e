//! `encoded_value`, `encoded_array` and `encoded_annotation` in their minimal encodings.

use smali_parser::ast::{Annotation, AnnotationBody, CallSite, Value, Visibility};

use super::pools::Pools;
use crate::leb128::write_uleb128;
use crate::spec::value as tag;
use crate::WriteError;

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

pub(super) fn value(out: &mut Vec<u8>, v: &Value, p: &Pools) -> Result<(), WriteError> {
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
        Value::String(s) => unsigned(out, tag::STRING, u64::from(p.string(&s.0)?)),
        Value::Type(t) => unsigned(out, tag::TYPE, u64::from(p.ty(t)?)),
        Value::Field(f) => unsigned(out, tag::FIELD, u64::from(p.field(f)?)),
        Value::Enum(f) => unsigned(out, tag::ENUM, u64::from(p.field(f)?)),
        Value::Method(m) => unsigned(out, tag::METHOD, u64::from(p.method(m)?)),
        Value::MethodType(proto) => unsigned(out, tag::METHOD_TYPE, u64::from(p.proto(proto)?)),
        Value::MethodHandle(h) => {
            let idx = p.handle(h)?;
            unsigned(out, tag::METHOD_HANDLE, u64::from(idx));
        }
        Value::Array(items) => {
            out.push(tag::ARRAY);
            array(out, items, p)?;
        }
        Value::SubAnnotation(body) => {
            out.push(tag::ANNOTATION);
            encoded_annotation(out, body, p)?;
        }
    }
    Ok(())
}

pub(super) fn array(out: &mut Vec<u8>, items: &[Value], p: &Pools) -> Result<(), WriteError> {
    write_uleb128(out, items.len() as u32);
    for v in items {
        value(out, v, p)?;
    }
    Ok(())
}

/// The elements sorted by name, as the format requires; a name given twice is an error.
fn encoded_annotation(
    out: &mut Vec<u8>,
    body: &AnnotationBody,
    p: &Pools,
) -> Result<(), WriteError> {
    let mut elements = Vec::with_capacity(body.elements.len());
    for (name, v) in &body.elements {
        elements.push((p.name(name)?, name, v));
    }
    elements.sort_unstable_by_key(|e| e.0);
    if let Some(w) = elements.windows(2).find(|w| w[0].0 == w[1].0) {
        return Err(WriteError::Class {
            class: body.ty.clone(),
            what: format!("annotation element `{}` is given twice", w[0].1),
        });
    }
    write_uleb128(out, p.ty(&body.ty)?);
    write_uleb128(out, elements.len() as u32);
    for (name, _, v) in elements {
        write_uleb128(out, name);
        value(out, v, p)?;
    }
    Ok(())
}

/// An `annotation_item`.
pub(super) fn annotation(a: &Annotation, p: &Pools) -> Result<Vec<u8>, WriteError> {
    let mut out = Vec::with_capacity(16);
    out.push(match a.visibility {
        Visibility::Build => 0,
        Visibility::Runtime => 1,
        Visibility::System => 2,
    });
    encoded_annotation(&mut out, &a.body, p)?;
    Ok(out)
}

/// A `call_site_item`: the bootstrap handle, the method name and type, then the extra
/// arguments.
pub(super) fn call_site(cs: &CallSite, p: &Pools) -> Result<Vec<u8>, WriteError> {
    let mut out = Vec::with_capacity(16);
    write_uleb128(&mut out, 3 + cs.extra_args.len() as u32);
    let handle = p.bootstrap(&cs.bootstrap)?;
    unsigned(&mut out, tag::METHOD_HANDLE, u64::from(handle));
    unsigned(
        &mut out,
        tag::STRING,
        u64::from(p.string(&cs.method_name.0)?),
    );
    let proto = p.proto(&cs.method_proto)?;
    unsigned(&mut out, tag::METHOD_TYPE, u64::from(proto));
    for v in &cs.extra_args {
        value(&mut out, v, p)?;
    }
    Ok(out)
}

/// The value a static field of type `ty` holds when the dex gives it none.
pub(super) fn default_of(ty: &str) -> Value {
    match ty {
        "Z" => Value::Bool(false),
        "B" => Value::Byte(0),
        "S" => Value::Short(0),
        "C" => Value::Char(0),
        "I" => Value::Int(0),
        "J" => Value::Long(0),
        "F" => Value::Float(0),
        "D" => Value::Double(0),
        _ => Value::Null,
    }
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
