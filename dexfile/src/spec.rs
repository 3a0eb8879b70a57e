//! Facts of the dex format that reading and writing share.

use smali_parser::ast::{Class, Item, Method, Operands, Value};
use smali_parser::opcode::Opcode;

/// A dex format version, the three digits of the magic (`dex\n038\0` is 38).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Version(pub u16);

impl Version {
    pub const MIN: Version = Version(35);
    pub const MAX: Version = Version(39);

    /// The eight bytes a dex of this version starts with.
    pub fn magic(self) -> [u8; 8] {
        let d = |n: u16| b'0' + (n % 10) as u8;
        [
            b'd',
            b'e',
            b'x',
            b'\n',
            d(self.0 / 100),
            d(self.0 / 10),
            d(self.0),
            0,
        ]
    }
}

pub(crate) const HEADER_SIZE: u32 = 0x70;
pub(crate) const ENDIAN_CONSTANT: u32 = 0x1234_5678;
pub(crate) const NO_INDEX: u32 = 0xffff_ffff;

/// `map_item` type codes.
/// The value a static field of type `ty` holds when the dex gives it none.
pub(crate) fn default_value(ty: &str) -> Value {
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

/// Whether `value` is some type's default (`-0.0` counts: it compares equal to `0.0`).
pub(crate) fn is_default_value(value: &Value) -> bool {
    match *value {
        Value::Byte(v) => v == 0,
        Value::Short(v) => v == 0,
        Value::Char(v) => v == 0,
        Value::Int(v) => v == 0,
        Value::Long(v) => v == 0,
        Value::Float(bits) => f32::from_bits(bits) == 0.0,
        Value::Double(bits) => f64::from_bits(bits) == 0.0,
        Value::Bool(v) => !v,
        Value::Null => true,
        _ => false,
    }
}

pub(crate) mod map {
    pub const HEADER: u16 = 0x0000;
    pub const STRING_ID: u16 = 0x0001;
    pub const TYPE_ID: u16 = 0x0002;
    pub const PROTO_ID: u16 = 0x0003;
    pub const FIELD_ID: u16 = 0x0004;
    pub const METHOD_ID: u16 = 0x0005;
    pub const CLASS_DEF: u16 = 0x0006;
    pub const CALL_SITE_ID: u16 = 0x0007;
    pub const METHOD_HANDLE: u16 = 0x0008;
    pub const MAP_LIST: u16 = 0x1000;
    pub const TYPE_LIST: u16 = 0x1001;
    pub const ANNOTATION_SET_REF_LIST: u16 = 0x1002;
    pub const ANNOTATION_SET: u16 = 0x1003;
    pub const CLASS_DATA: u16 = 0x2000;
    pub const CODE: u16 = 0x2001;
    pub const STRING_DATA: u16 = 0x2002;
    pub const DEBUG_INFO: u16 = 0x2003;
    pub const ANNOTATION: u16 = 0x2004;
    pub const ENCODED_ARRAY: u16 = 0x2005;
    pub const ANNOTATIONS_DIRECTORY: u16 = 0x2006;
    pub const HIDDENAPI_CLASS_DATA: u16 = 0xf000;
}

/// `encoded_value` type codes (the low five bits of the first byte).
pub(crate) mod value {
    pub const BYTE: u8 = 0x00;
    pub const SHORT: u8 = 0x02;
    pub const CHAR: u8 = 0x03;
    pub const INT: u8 = 0x04;
    pub const LONG: u8 = 0x06;
    pub const FLOAT: u8 = 0x10;
    pub const DOUBLE: u8 = 0x11;
    pub const METHOD_TYPE: u8 = 0x15;
    pub const METHOD_HANDLE: u8 = 0x16;
    pub const STRING: u8 = 0x17;
    pub const TYPE: u8 = 0x18;
    pub const FIELD: u8 = 0x19;
    pub const METHOD: u8 = 0x1a;
    pub const ENUM: u8 = 0x1b;
    pub const ARRAY: u8 = 0x1c;
    pub const ANNOTATION: u8 = 0x1d;
    pub const NULL: u8 = 0x1e;
    pub const BOOLEAN: u8 = 0x1f;
}

/// `debug_info_item` opcodes.
pub(crate) mod debug {
    pub const END_SEQUENCE: u8 = 0x00;
    pub const ADVANCE_PC: u8 = 0x01;
    pub const ADVANCE_LINE: u8 = 0x02;
    pub const START_LOCAL: u8 = 0x03;
    pub const START_LOCAL_EXTENDED: u8 = 0x04;
    pub const END_LOCAL: u8 = 0x05;
    pub const RESTART_LOCAL: u8 = 0x06;
    pub const SET_PROLOGUE_END: u8 = 0x07;
    pub const SET_EPILOGUE_BEGIN: u8 = 0x08;
    pub const SET_FILE: u8 = 0x09;
    pub const FIRST_SPECIAL: u8 = 0x0a;
    pub const LINE_BASE: i32 = -4;
    pub const LINE_RANGE: i32 = 15;
}

/// Payload pseudo-instruction identifiers (the first code unit).
pub(crate) mod payload {
    pub const PACKED_SWITCH: u16 = 0x0100;
    pub const SPARSE_SWITCH: u16 = 0x0200;
    pub const FILL_ARRAY_DATA: u16 = 0x0300;
}

/// The oldest version that can hold `classes`: 035, 037 for default and static interface
/// methods, 038 for call sites and method handles (`invoke-custom`, `invoke-polymorphic`, handle
/// and method-type constants), 039 for `const-method-handle` and `const-method-type`.
pub fn min_version<'a>(classes: impl IntoIterator<Item = &'a Class>) -> Version {
    let mut needs = Version::MIN;
    for class in classes {
        for method in &class.methods {
            needs = needs.max(method_needs(class, method));
            for item in &method.items {
                if let Item::Instruction(ins) = item {
                    needs = needs.max(instruction_needs(ins.opcode, &ins.operands));
                }
            }
        }
        needs = needs.max(static_values_need(class));
    }
    needs
}

/// What a method needs apart from its instructions: 037 for a default or static interface
/// method.
pub(crate) fn method_needs(class: &Class, method: &Method) -> Version {
    if class.is_interface() && method.registers.is_some() && method.name != "<clinit>" {
        Version(37)
    } else {
        Version::MIN
    }
}

/// What the initial values of a class's static fields need.
pub(crate) fn static_values_need(class: &Class) -> Version {
    let mut values = class.fields.iter().filter_map(|f| f.initial_value.as_ref());
    if values.any(value_needs_038) {
        Version(38)
    } else {
        Version::MIN
    }
}

pub(crate) fn instruction_needs(opcode: Opcode, operands: &Operands) -> Version {
    match opcode {
        Opcode::ConstMethodHandle | Opcode::ConstMethodType => Version(39),
        Opcode::InvokeCustom
        | Opcode::InvokeCustomRange
        | Opcode::InvokePolymorphic
        | Opcode::InvokePolymorphicRange => Version(38),
        _ if matches!(
            operands,
            Operands::ListCallSite(..) | Operands::RangeCallSite(..)
        ) =>
        {
            Version(38)
        }
        _ => Version::MIN,
    }
}

fn value_needs_038(value: &Value) -> bool {
    match value {
        Value::MethodType(_) | Value::MethodHandle(_) => true,
        Value::Array(values) => values.iter().any(value_needs_038),
        Value::SubAnnotation(body) => body.elements.iter().any(|(_, v)| value_needs_038(v)),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn magic_spells_the_version() {
        assert_eq!(&Version(35).magic(), b"dex\n035\0");
        assert_eq!(&Version(39).magic(), b"dex\n039\0");
    }
}
