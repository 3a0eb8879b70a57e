//! Encoded values, annotations, method handles and call sites.

use smali_parser::ast::{
    Annotation, AnnotationBody, CallSite, FieldRef, HandleTarget, JString, MethodHandle,
    MethodHandleKind, MethodRef, Proto, Value, Visibility,
};

use super::ids::{bad_index, Dex};
use super::{capacity, offset_at, u16_at, u32_at, u8_at};
use crate::leb128::read_uleb128;
use crate::spec::value as ty;
use crate::ReadError;

/// How deep arrays and sub-annotations may nest: as deep as smali's parser reads them back, and
/// shallow enough that a hostile file cannot exhaust the stack.
const MAX_DEPTH: u32 = 100;

/// The `size` bytes at `*pos`, little-endian, advancing `*pos`.
fn raw(bytes: &[u8], pos: &mut usize, size: usize) -> Result<u64, ReadError> {
    let Some(b) = bytes.get(*pos..pos.wrapping_add(size)) else {
        return Err(ReadError::new(
            *pos,
            "encoded value runs past the end of the file",
        ));
    };
    *pos += size;
    Ok(b.iter().rev().fold(0, |v, &b| (v << 8) | u64::from(b)))
}

fn sign_extend(v: u64, size: usize) -> i64 {
    let shift = 64 - 8 * size as u32;
    ((v << shift) as i64) >> shift
}

/// Reads the `encoded_value` at `*pos`, advancing `*pos`.
pub(super) fn read_value(dex: &Dex, pos: &mut usize, depth: u32) -> Result<Value, ReadError> {
    let at = *pos;
    let header = u8_at(dex.bytes, at)?;
    *pos += 1;
    let (kind, arg) = (header & 0x1f, usize::from(header >> 5));
    let size = arg + 1;
    let too_long = |max: usize| {
        ReadError::new(
            at,
            format!(
                "encoded value of type {kind:#04x} is {size} bytes long, at most {max} allowed"
            ),
        )
    };
    let no_arg = || {
        if arg != 0 {
            Err(ReadError::new(
                at,
                format!("encoded value of type {kind:#04x} has value_arg {arg}, expected 0"),
            ))
        } else {
            Ok(())
        }
    };
    let index = |pos: &mut usize| -> Result<u32, ReadError> {
        if size > 4 {
            return Err(too_long(4));
        }
        Ok(raw(dex.bytes, pos, size)? as u32)
    };
    let bytes = dex.bytes;
    let v = match kind {
        ty::BYTE => {
            no_arg()?;
            Value::Byte(raw(bytes, pos, 1)? as i8)
        }
        ty::SHORT | ty::CHAR => {
            if size > 2 {
                return Err(too_long(2));
            }
            let v = raw(bytes, pos, size)?;
            if kind == ty::SHORT {
                Value::Short(sign_extend(v, size) as i16)
            } else {
                Value::Char(v as u16)
            }
        }
        ty::INT => {
            if size > 4 {
                return Err(too_long(4));
            }
            Value::Int(sign_extend(raw(bytes, pos, size)?, size) as i32)
        }
        ty::LONG => Value::Long(sign_extend(raw(bytes, pos, size)?, size)),
        // Floating-point values keep their high-order bytes: the missing ones are zeros on the
        // right.
        ty::FLOAT => {
            if size > 4 {
                return Err(too_long(4));
            }
            Value::Float((raw(bytes, pos, size)? << (8 * (4 - size))) as u32)
        }
        ty::DOUBLE => Value::Double(raw(bytes, pos, size)? << (8 * (8 - size))),
        ty::METHOD_TYPE => Value::MethodType(Proto::clone(dex.proto(index(pos)?, at)?)),
        ty::METHOD_HANDLE => Value::MethodHandle(method_handle(dex, index(pos)?, at)?),
        ty::STRING => Value::String(JString::clone(dex.string(index(pos)?, at)?)),
        ty::TYPE => Value::Type(dex.type_(index(pos)?, at)?.clone()),
        ty::FIELD => Value::Field(FieldRef::clone(dex.field(index(pos)?, at)?)),
        ty::METHOD => Value::Method(MethodRef::clone(dex.method(index(pos)?, at)?)),
        ty::ENUM => Value::Enum(FieldRef::clone(dex.field(index(pos)?, at)?)),
        ty::ARRAY | ty::ANNOTATION => {
            no_arg()?;
            if depth >= MAX_DEPTH {
                return Err(ReadError::new(
                    at,
                    format!("values nest more than {MAX_DEPTH} arrays or annotations deep"),
                ));
            }
            if kind == ty::ARRAY {
                Value::Array(read_array(dex, pos, depth + 1)?)
            } else {
                Value::SubAnnotation(read_annotation_body(dex, pos, depth + 1)?)
            }
        }
        ty::NULL => {
            no_arg()?;
            Value::Null
        }
        ty::BOOLEAN => match arg {
            0 => Value::Bool(false),
            1 => Value::Bool(true),
            _ => return Err(ReadError::new(at, format!("boolean value_arg {arg}"))),
        },
        _ => {
            return Err(ReadError::new(
                at,
                format!("unknown encoded value type {kind:#04x}"),
            ))
        }
    };
    Ok(v)
}

/// Reads the `encoded_array` at `*pos`.
pub(super) fn read_array(dex: &Dex, pos: &mut usize, depth: u32) -> Result<Vec<Value>, ReadError> {
    let size = read_uleb128(dex.bytes, pos)?;
    let mut values = Vec::with_capacity(capacity(dex.bytes, *pos, size, 1));
    for _ in 0..size {
        values.push(read_value(dex, pos, depth)?);
    }
    Ok(values)
}

/// Reads the `encoded_annotation` at `*pos`.
fn read_annotation_body(
    dex: &Dex,
    pos: &mut usize,
    depth: u32,
) -> Result<AnnotationBody, ReadError> {
    let at = *pos;
    let ty = dex.type_(read_uleb128(dex.bytes, pos)?, at)?.clone();
    let size = read_uleb128(dex.bytes, pos)?;
    let mut elements = Vec::with_capacity(capacity(dex.bytes, *pos, size, 2));
    for _ in 0..size {
        let at = *pos;
        let name = dex.name(read_uleb128(dex.bytes, pos)?, at)?;
        elements.push((name, read_value(dex, pos, depth)?));
    }
    Ok(AnnotationBody { ty, elements })
}

/// The annotations of the `annotation_set_item` at `off` (none for offset 0), in set order.
pub(super) fn annotation_set(dex: &Dex, off: usize) -> Result<Vec<Annotation>, ReadError> {
    if off == 0 {
        return Ok(Vec::new());
    }
    let size = u32_at(dex.bytes, off)?;
    let mut set = Vec::with_capacity(capacity(dex.bytes, off + 4, size, 4));
    for i in 0..size as usize {
        let mut pos = offset_at(dex.bytes, off + 4 + 4 * i)?;
        let at = pos;
        let visibility = match u8_at(dex.bytes, pos)? {
            0 => Visibility::Build,
            1 => Visibility::Runtime,
            2 => Visibility::System,
            v => {
                return Err(ReadError::new(
                    at,
                    format!("annotation visibility {v:#04x} is not build, runtime or system"),
                ))
            }
        };
        pos += 1;
        let body = read_annotation_body(dex, &mut pos, 0)?;
        set.push(Annotation { visibility, body });
    }
    Ok(set)
}

/// Method handle `idx`, referenced at `at`.
pub(super) fn method_handle(dex: &Dex, idx: u32, at: usize) -> Result<MethodHandle, ReadError> {
    let section = dex.method_handles;
    if idx >= section.count {
        return Err(bad_index(at, "method handle", idx, section.count as usize));
    }
    let item = section.off + 8 * idx as usize;
    let kind = u16_at(dex.bytes, item)?;
    let Some(&kind) = MethodHandleKind::ALL.get(usize::from(kind)) else {
        return Err(ReadError::new(
            item,
            format!("unknown method handle type {kind:#06x}"),
        ));
    };
    let target = u32::from(u16_at(dex.bytes, item + 4)?);
    let target = if kind.is_field() {
        HandleTarget::Field(FieldRef::clone(dex.field(target, item + 4)?))
    } else {
        HandleTarget::Method(MethodRef::clone(dex.method(target, item + 4)?))
    };
    Ok(MethodHandle { kind, target })
}

/// Call site `idx`, referenced at `at`, named as baksmali names it (`call_site_<idx>`).
pub(super) fn call_site(dex: &Dex, idx: u32, at: usize) -> Result<CallSite, ReadError> {
    let section = dex.call_sites;
    if idx >= section.count {
        return Err(bad_index(at, "call site", idx, section.count as usize));
    }
    let item = section.off + 4 * idx as usize;
    let off = offset_at(dex.bytes, item)?;
    let mut values = read_array(dex, &mut off.clone(), 0)?.into_iter();
    let bad =
        |what: &str| ReadError::new(off, format!("call site {idx} does not start with {what}"));
    let bootstrap = match values.next() {
        Some(Value::MethodHandle(MethodHandle {
            target: HandleTarget::Method(m),
            ..
        })) => m,
        _ => return Err(bad("a method handle of its bootstrap method")),
    };
    let Some(Value::String(method_name)) = values.next() else {
        return Err(bad("a bootstrap method and a method name"));
    };
    let Some(Value::MethodType(method_proto)) = values.next() else {
        return Err(bad("a bootstrap method, a method name and a method type"));
    };
    Ok(CallSite {
        name: format!("call_site_{idx}"),
        method_name,
        method_proto,
        extra_args: values.collect(),
        bootstrap,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn values(bytes: &[u8]) -> Result<Vec<Value>, ReadError> {
        let dex = Dex::for_test(bytes, &["s"], &["LA;"]);
        let mut pos = 0;
        let mut out = Vec::new();
        while pos < bytes.len() {
            out.push(read_value(&dex, &mut pos, 0)?);
        }
        Ok(out)
    }

    #[test]
    fn every_kind_of_value_decodes() {
        let bytes = [
            0x00, 0xff, // byte -1
            0x22, 0x00, 0x80, // short, 2 bytes: -32768
            0x03, 0x41, // char 'A'
            0x04, 0xfe, // int, 1 byte: -2
            0x26, 0x01, 0x02, // long, 2 bytes: 0x201
            0x30, 0xc0, 0x3f, // float, 2 high bytes: 1.5f
            0x11, 0x40, // double, 1 high byte: 2.0
            0x17, 0x00, // string 0
            0x18, 0x00, // type 0
            0x1e, // null
            0x3f, // true
            0x1c, 0x02, 0x1f, 0x1e, // {false, null}
            0x1d, 0x00, 0x01, 0x00, 0x04, 0x07, // .subannotation LA; s = 7
        ];
        assert_eq!(
            values(&bytes).unwrap(),
            [
                Value::Byte(-1),
                Value::Short(-32768),
                Value::Char(0x41),
                Value::Int(-2),
                Value::Long(0x201),
                Value::Float(1.5f32.to_bits()),
                Value::Double(2.0f64.to_bits()),
                Value::String("s".into()),
                Value::Type("LA;".into()),
                Value::Null,
                Value::Bool(true),
                Value::Array(vec![Value::Bool(false), Value::Null]),
                Value::SubAnnotation(AnnotationBody {
                    ty: "LA;".into(),
                    elements: vec![("s".into(), Value::Int(7))],
                }),
            ]
        );
    }

    #[test]
    fn bad_values_are_errors_at_their_offset() {
        assert_eq!(values(&[0x00, 0x00, 0x05]).unwrap_err().offset, 2);
        // An int of five bytes, a string out of range, a byte with value_arg 1.
        assert!(values(&[0x84, 0, 0, 0, 0, 0]).is_err());
        assert!(values(&[0x17, 0x01]).is_err());
        assert!(values(&[0x20, 0x00]).is_err());
        // Arrays nested deeper than anyone reads back, without overflowing the stack.
        let bomb: Vec<u8> = std::iter::repeat_n([0x1c, 0x01], 10_000)
            .flatten()
            .collect();
        let e = values(&bomb).unwrap_err();
        assert!(e.what.contains("nest"), "{e}");
    }

    #[test]
    fn short_values_are_sign_extended_and_floats_padded_on_the_right() {
        assert_eq!(sign_extend(0xff, 1), -1);
        assert_eq!(sign_extend(0x7f, 1), 127);
        assert_eq!(sign_extend(0x8000, 2), -32768);
        let mut pos = 0;
        assert_eq!(raw(&[0x34, 0x12], &mut pos, 2), Ok(0x1234));
        assert_eq!(pos, 2);
        assert!(raw(&[0x34], &mut 0, 2).is_err());
    }
}
