//! Class defs: the class, its fields and methods from `class_data_item`, their annotations
//! from the `annotations_directory_item`, static values and hidden-API flags.

use smali_parser::ast::{
    AccessFlag, Annotation, Class, Field, FieldRef, Method, Operands, Param, Reg, RegisterDecl,
    Value,
};
use smali_parser::opcode::Opcode;

use super::code::read_code;
use super::ids::Dex;
use super::value::{annotation_set, read_value};
use super::{capacity, offset_at, u32_at};
use crate::flags::{access_flags, hidden_api_flags, Owner};
use crate::leb128::read_uleb128;
use crate::spec::{self, NO_INDEX};
use crate::ReadError;

/// An `annotations_directory_item`: the class's annotation set, and the sets of its fields,
/// methods and parameters by member index (sorted, as the format requires).
struct Directory {
    class: usize,
    fields: Vec<(u32, u32)>,
    methods: Vec<(u32, u32)>,
    params: Vec<(u32, u32)>,
}

impl Directory {
    fn read(dex: &Dex, off: usize) -> Result<Directory, ReadError> {
        let mut dir = Directory {
            class: 0,
            fields: Vec::new(),
            methods: Vec::new(),
            params: Vec::new(),
        };
        if off == 0 {
            return Ok(dir);
        }
        let bytes = dex.bytes;
        dir.class = offset_at(bytes, off)?;
        let mut pos = off + 16;
        for (i, list) in [&mut dir.fields, &mut dir.methods, &mut dir.params]
            .into_iter()
            .enumerate()
        {
            let count = u32_at(bytes, off + 4 + 4 * i)?;
            list.reserve(capacity(bytes, pos, count, 8));
            for _ in 0..count {
                list.push((u32_at(bytes, pos)?, offset_at(bytes, pos + 4)? as u32));
                pos += 8;
            }
            list.sort_by_key(|e| e.0);
        }
        Ok(dir)
    }

    /// The offset listed for member `idx`, or 0.
    fn find(list: &[(u32, u32)], idx: u32) -> usize {
        list.binary_search_by_key(&idx, |e| e.0)
            .map_or(0, |i| list[i].1 as usize)
    }
}

/// The hidden-API flags of one class's members, read in member order.
struct Hidden {
    pos: Option<usize>,
}

impl Hidden {
    fn new(dex: &Dex, index: u32) -> Result<Hidden, ReadError> {
        let Some(section) = dex.hiddenapi else {
            return Ok(Hidden { pos: None });
        };
        let at = section + 4 + 4 * index as usize;
        let rel = u32_at(dex.bytes, at)? as usize;
        if rel == 0 {
            return Ok(Hidden { pos: None });
        }
        if section + rel >= dex.bytes.len() {
            return Err(ReadError::new(
                at,
                format!(
                    "hidden-API flags at {:#x} lie past the end of the file",
                    section + rel
                ),
            ));
        }
        Ok(Hidden {
            pos: Some(section + rel),
        })
    }

    fn next(&mut self, dex: &Dex) -> Result<Vec<AccessFlag>, ReadError> {
        let Some(pos) = &mut self.pos else {
            return Ok(Vec::new());
        };
        let at = *pos;
        let value = read_uleb128(dex.bytes, pos)?;
        hidden_api_flags(value)
            .ok_or_else(|| ReadError::new(at, format!("unknown hidden-API flags {value:#x}")))
    }
}

/// Reads class def `index`.
pub(super) fn read_class(dex: &Dex, index: u32) -> Result<Class, ReadError> {
    let bytes = dex.bytes;
    let at = dex.class_defs.off + 32 * index as usize;
    let word = |i: usize| u32_at(bytes, at + 4 * i);
    let offset = |i: usize| offset_at(bytes, at + 4 * i);
    let name = dex.type_(word(0)?, at)?.clone();
    let super_idx = word(2)?;
    let super_class = if super_idx == NO_INDEX {
        None
    } else {
        Some(dex.type_(super_idx, at + 8)?.clone())
    };
    let dir = Directory::read(dex, offset(5)?)?;
    let mut class = Class {
        access: access_flags(word(1)?, Owner::Class),
        name,
        super_class,
        source: dex.opt_string(word(4)?, at + 16)?,
        interfaces: dex.type_list(offset(3)?)?,
        annotations: annotation_set(dex, dir.class)?,
        fields: Vec::new(),
        methods: Vec::new(),
    };
    let data = offset(6)?;
    if data == 0 {
        return Ok(class);
    }
    let mut hidden = Hidden::new(dex, index)?;
    let mut statics = StaticValues::new(dex, offset(7)?)?;
    let mut pos = data;
    let mut sizes = [0u32; 4];
    for size in &mut sizes {
        *size = read_uleb128(bytes, &mut pos)?;
    }
    class
        .fields
        .reserve(capacity(bytes, pos, sizes[0].saturating_add(sizes[1]), 2));
    for (list, &size) in sizes[..2].iter().enumerate() {
        let mut idx = 0u32;
        for _ in 0..size {
            let at = pos;
            idx = idx.wrapping_add(read_uleb128(bytes, &mut pos)?);
            let bits = read_uleb128(bytes, &mut pos)?;
            let field = dex.field(idx, at)?;
            let mut access = access_flags(bits, Owner::Field);
            access.extend(hidden.next(dex)?);
            let initial_value = if list == 0 { statics.next(dex)? } else { None };
            class.fields.push(Field {
                access,
                name: field.name.clone(),
                ty: field.ty.clone(),
                initial_value,
                annotations: annotation_set(dex, Directory::find(&dir.fields, idx))?,
            });
        }
    }
    class
        .methods
        .reserve(capacity(bytes, pos, sizes[2].saturating_add(sizes[3]), 3));
    for &size in &sizes[2..] {
        let mut idx = 0u32;
        for _ in 0..size {
            let at = pos;
            idx = idx.wrapping_add(read_uleb128(bytes, &mut pos)?);
            let bits = read_uleb128(bytes, &mut pos)?;
            let code_at = pos;
            let code = read_uleb128(bytes, &mut pos)? as usize;
            if code >= bytes.len() {
                return Err(ReadError::new(
                    code_at,
                    format!("code offset {code:#x} points past the end of the file"),
                ));
            }
            let mut access = access_flags(bits, Owner::Method);
            access.extend(hidden.next(dex)?);
            class
                .methods
                .push(read_method(dex, &dir, idx, at, access, code)?);
        }
    }
    drop_defaults_set_in_clinit(&mut class);
    Ok(class)
}

/// baksmali leaves out a final static field's initial value when it is the type's default and
/// `<clinit>` assigns the field anyway.
fn drop_defaults_set_in_clinit(class: &mut Class) {
    let Some(clinit) = class.methods.iter().find(|m| m.name == "<clinit>") else {
        return;
    };
    let assigned: Vec<&FieldRef> = clinit
        .instructions()
        .filter(|i| (Opcode::Sput..=Opcode::SputShort).contains(&i.opcode))
        .filter_map(|i| match &i.operands {
            Operands::RField(_, f) if f.class == class.name => Some(f.as_ref()),
            _ => None,
        })
        .collect();
    for field in &mut class.fields {
        let default = field
            .initial_value
            .as_ref()
            .is_some_and(spec::is_default_value);
        if default
            && field.access.contains(&AccessFlag::Final)
            && assigned
                .iter()
                .any(|f| f.name == field.name && f.ty == field.ty)
        {
            field.initial_value = None;
        }
    }
}

/// A class's `static_values` array, read one field at a time.
struct StaticValues {
    pos: usize,
    left: u32,
}

impl StaticValues {
    fn new(dex: &Dex, off: usize) -> Result<StaticValues, ReadError> {
        let mut pos = off;
        let left = if off == 0 {
            0
        } else {
            read_uleb128(dex.bytes, &mut pos)?
        };
        Ok(StaticValues { pos, left })
    }

    /// The next static field's value; `None` past the end of the array.
    fn next(&mut self, dex: &Dex) -> Result<Option<Value>, ReadError> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        read_value(dex, &mut self.pos, 0).map(Some)
    }
}

/// Reads method `idx` of a class (its encoded method at `at`), with code at `code` (0 for none).
fn read_method(
    dex: &Dex,
    dir: &Directory,
    idx: u32,
    at: usize,
    access: Vec<AccessFlag>,
    code: usize,
) -> Result<Method, ReadError> {
    let method = dex.method(idx, at)?;
    let is_static = access.contains(&AccessFlag::Static);
    let wide = |t: &str| matches!(t, "J" | "D");
    let param_regs = u32::from(!is_static)
        + method
            .proto
            .params
            .iter()
            .map(|t| if wide(t) { 2 } else { 1 })
            .sum::<u32>();
    let (registers, items, mut names) = if code == 0 {
        (None, Vec::new(), Vec::new())
    } else {
        let body = read_code(dex, code, param_regs)?;
        (
            Some(RegisterDecl::Registers(body.registers)),
            body.items,
            body.param_names,
        )
    };
    let mut param_sets = param_annotations(dex, Directory::find(&dir.params, idx))?;
    let mut params = Vec::new();
    let mut reg = u32::from(!is_static);
    for (i, ty) in method.proto.params.iter().enumerate() {
        let name = names.get_mut(i).and_then(Option::take);
        let annotations = param_sets
            .get_mut(i)
            .map(std::mem::take)
            .unwrap_or_default();
        if name.is_some() || !annotations.is_empty() {
            params.push(Param {
                reg: Reg::P(reg as u16),
                name,
                annotations,
            });
        }
        reg += if wide(ty) { 2 } else { 1 };
    }
    Ok(Method {
        access,
        name: method.name.clone(),
        proto: method.proto.clone(),
        registers,
        params,
        annotations: annotation_set(dex, Directory::find(&dir.methods, idx))?,
        items,
    })
}

/// The annotation sets of the `annotation_set_ref_list` at `off`, one per parameter.
fn param_annotations(dex: &Dex, off: usize) -> Result<Vec<Vec<Annotation>>, ReadError> {
    if off == 0 {
        return Ok(Vec::new());
    }
    let size = u32_at(dex.bytes, off)?;
    let mut sets = Vec::with_capacity(capacity(dex.bytes, off + 4, size, 4));
    for i in 0..size as usize {
        sets.push(annotation_set(dex, offset_at(dex.bytes, off + 4 + 4 * i)?)?);
    }
    Ok(sets)
}
