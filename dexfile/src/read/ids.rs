//! The header, the map list and the id pools (strings, types, protos, fields, methods), each
//! decoded at most once into a table that the classes, read in parallel, share.
//!
//! Types, protos, fields and methods are decoded up front, in id order: nearly all are used,
//! and a writer that reads them back finds them next to each other in memory. Most strings
//! are only ever wanted as names, which are decoded straight from the file, so the string pool
//! is decoded as instructions and values first name an entry.

use std::sync::{Arc, OnceLock};

use rayon::prelude::*;
use smali_parser::ast::{FieldRef, JString, MethodRef, Proto, TypeDesc};
use smali_parser::opcode::Opcode;

use super::{capacity, offset_at, u16_at, u32_at};
use crate::leb128::read_uleb128;
use crate::spec::{map, ENDIAN_CONSTANT, HEADER_SIZE, NO_INDEX};
use crate::{mutf8, ReadError};

/// Where a table of fixed-size items lies.
#[derive(Debug, Clone, Copy, Default)]
pub(super) struct Section {
    pub off: usize,
    pub count: u32,
}

/// A dex file with its id pools decoded.
pub(super) struct Dex<'a> {
    pub bytes: &'a [u8],
    string_ids: usize,
    strings: Vec<OnceLock<Arc<JString>>>,
    types: Vec<TypeDesc>,
    protos: Vec<Arc<Proto>>,
    fields: Vec<Arc<FieldRef>>,
    methods: Vec<Arc<MethodRef>>,
    pub class_defs: Section,
    pub call_sites: Section,
    pub method_handles: Section,
    /// The `hiddenapi_class_data_item`, if the map lists one.
    pub hiddenapi: Option<usize>,
    /// Opcodes by their dex value; `None` for values that are no dex 035–039 opcode.
    pub opcodes: [Option<Opcode>; 256],
}

impl<'a> Dex<'a> {
    pub fn parse(bytes: &'a [u8]) -> Result<Dex<'a>, ReadError> {
        if bytes.len() < HEADER_SIZE as usize {
            return Err(ReadError::new(
                0,
                format!(
                    "{} bytes are too few for a dex header ({HEADER_SIZE} bytes)",
                    bytes.len()
                ),
            ));
        }
        if !matches!(
            &bytes[..8],
            [b'd', b'e', b'x', b'\n', b'0', b'3', b'5'..=b'9', 0]
        ) {
            return Err(ReadError::new(
                0,
                "not a dex file of version 035 to 039 (bad magic)",
            ));
        }
        let endian = u32_at(bytes, 0x28)?;
        if endian != ENDIAN_CONSTANT {
            return Err(ReadError::new(
                0x28,
                format!("endian tag {endian:#010x}: only little-endian dex files are supported"),
            ));
        }
        let header_size = u32_at(bytes, 0x24)?;
        if header_size != HEADER_SIZE {
            return Err(ReadError::new(
                0x24,
                format!("header size {header_size:#x}, expected {HEADER_SIZE:#x}"),
            ));
        }
        let file_size = u32_at(bytes, 0x20)? as usize;
        if file_size > bytes.len() || file_size < HEADER_SIZE as usize {
            return Err(ReadError::new(
                0x20,
                format!(
                    "the header gives a file size of {file_size} bytes, but there are {}",
                    bytes.len()
                ),
            ));
        }
        let bytes = &bytes[..file_size];
        let section = |at: usize, item: usize| -> Result<Section, ReadError> {
            let count = u32_at(bytes, at)?;
            let off = u32_at(bytes, at + 4)? as usize;
            if count > 0 && (off as u64) + u64::from(count) * item as u64 > file_size as u64 {
                return Err(ReadError::new(
                    at,
                    format!("section of {count} items at {off:#x} runs past the end of the file"),
                ));
            }
            Ok(Section { off, count })
        };
        let string_ids = section(0x38, 4)?;
        let type_ids = section(0x40, 4)?;
        let proto_ids = section(0x48, 12)?;
        let field_ids = section(0x50, 8)?;
        let method_ids = section(0x58, 8)?;
        let class_defs = section(0x60, 32)?;

        let mut call_sites = Section::default();
        let mut method_handles = Section::default();
        let mut hiddenapi = None;
        let map_off = offset_at(bytes, 0x34)?;
        if map_off != 0 {
            let size = u32_at(bytes, map_off)?;
            if u64::from(size) * 12 + map_off as u64 + 4 > file_size as u64 {
                return Err(ReadError::new(
                    map_off,
                    format!("map list of {size} items runs past the end of the file"),
                ));
            }
            for i in 0..size as usize {
                let at = map_off + 4 + 12 * i;
                let ty = u16_at(bytes, at)?;
                let count = u32_at(bytes, at + 4)?;
                let off = u32_at(bytes, at + 8)? as usize;
                let item = match ty {
                    map::CALL_SITE_ID => 4,
                    map::METHOD_HANDLE => 8,
                    map::HIDDENAPI_CLASS_DATA => 4,
                    _ => continue,
                };
                if (off as u64) + u64::from(count) * item > file_size as u64 {
                    return Err(ReadError::new(
                        at,
                        format!(
                            "map item of type {ty:#06x} at {off:#x} runs past the end of the file"
                        ),
                    ));
                }
                match ty {
                    map::CALL_SITE_ID => call_sites = Section { off, count },
                    map::METHOD_HANDLE => method_handles = Section { off, count },
                    _ => hiddenapi = Some(off),
                }
            }
        }

        let mut dex = Dex {
            bytes,
            string_ids: string_ids.off,
            strings: (0..string_ids.count).map(|_| OnceLock::new()).collect(),
            types: Vec::new(),
            protos: Vec::new(),
            fields: Vec::new(),
            methods: Vec::new(),
            class_defs,
            call_sites,
            method_handles,
            hiddenapi,
            opcodes: [None; 256],
        };
        dex.types = (0..type_ids.count as usize)
            .map(|i| {
                let at = type_ids.off + 4 * i;
                dex.name(u32_at(bytes, at)?, at).map(TypeDesc::from)
            })
            .collect::<Result<_, ReadError>>()?;
        dex.protos = (0..proto_ids.count as usize)
            .map(|i| {
                let at = proto_ids.off + 12 * i;
                let ret = dex.type_(u32_at(bytes, at + 4)?, at + 4)?.clone();
                let params = dex.type_list(offset_at(bytes, at + 8)?)?;
                Ok(Arc::new(Proto { params, ret }))
            })
            .collect::<Result<_, ReadError>>()?;
        dex.fields = (0..field_ids.count as usize)
            .into_par_iter()
            .map(|i| {
                let at = field_ids.off + 8 * i;
                Ok(Arc::new(FieldRef {
                    class: dex.type_(u32::from(u16_at(bytes, at)?), at)?.clone(),
                    ty: dex
                        .type_(u32::from(u16_at(bytes, at + 2)?), at + 2)?
                        .clone(),
                    name: dex.name(u32_at(bytes, at + 4)?, at + 4)?,
                }))
            })
            .collect::<Result<_, ReadError>>()?;
        dex.methods = (0..method_ids.count as usize)
            .into_par_iter()
            .map(|i| {
                let at = method_ids.off + 8 * i;
                Ok(Arc::new(MethodRef {
                    class: dex.type_(u32::from(u16_at(bytes, at)?), at)?.clone(),
                    proto: Proto::clone(dex.proto(u32::from(u16_at(bytes, at + 2)?), at + 2)?),
                    name: dex.name(u32_at(bytes, at + 4)?, at + 4)?,
                }))
            })
            .collect::<Result<_, ReadError>>()?;
        for &op in Opcode::ALL {
            dex.opcodes[usize::from(op.value())] = Some(op);
        }
        Ok(dex)
    }

    /// The pool's entry for string `idx`, referenced at `at`, and where its `string_id_item` is.
    fn string_cell(
        &self,
        idx: u32,
        at: usize,
    ) -> Result<(&OnceLock<Arc<JString>>, usize), ReadError> {
        let cell = self
            .strings
            .get(idx as usize)
            .ok_or_else(|| bad_index(at, "string", idx, self.strings.len()))?;
        Ok((cell, self.string_ids + 4 * idx as usize))
    }

    /// String `idx`, referenced at `at`.
    pub fn string(&self, idx: u32, at: usize) -> Result<&Arc<JString>, ReadError> {
        let (cell, id) = self.string_cell(idx, at)?;
        if let Some(units) = cell.get() {
            return Ok(units);
        }
        // Two threads may both decode it; the second one's copy is dropped.
        let (pos, len) = string_data(self.bytes, id)?;
        let units = Arc::new(JString(mutf8::decode(self.bytes, pos, len)?));
        Ok(cell.get_or_init(|| units))
    }

    /// String `idx` as a name (types, member and element names).
    pub fn name(&self, idx: u32, at: usize) -> Result<String, ReadError> {
        let (cell, id) = self.string_cell(idx, at)?;
        if let Some(units) = cell.get() {
            return Ok(units.to_string_lossy());
        }
        let (pos, len) = string_data(self.bytes, id)?;
        // Nearly every name is ASCII, whose modified UTF-8 is the name itself.
        if let Some(ascii) = mutf8::ascii(self.bytes, pos, len) {
            if let Ok(name) = std::str::from_utf8(ascii) {
                return Ok(name.to_owned());
            }
        }
        Ok(JString(mutf8::decode(self.bytes, pos, len)?).to_string_lossy())
    }

    /// `None` for [`NO_INDEX`], else string `idx`.
    pub fn opt_string(&self, idx: u32, at: usize) -> Result<Option<JString>, ReadError> {
        if idx == NO_INDEX {
            return Ok(None);
        }
        self.string(idx, at).map(|s| Some(JString::clone(s)))
    }

    pub fn type_(&self, idx: u32, at: usize) -> Result<&TypeDesc, ReadError> {
        self.types
            .get(idx as usize)
            .ok_or_else(|| bad_index(at, "type", idx, self.types.len()))
    }

    pub fn proto(&self, idx: u32, at: usize) -> Result<&Arc<Proto>, ReadError> {
        self.protos
            .get(idx as usize)
            .ok_or_else(|| bad_index(at, "proto", idx, self.protos.len()))
    }

    pub fn field(&self, idx: u32, at: usize) -> Result<&Arc<FieldRef>, ReadError> {
        self.fields
            .get(idx as usize)
            .ok_or_else(|| bad_index(at, "field", idx, self.fields.len()))
    }

    pub fn method(&self, idx: u32, at: usize) -> Result<&Arc<MethodRef>, ReadError> {
        self.methods
            .get(idx as usize)
            .ok_or_else(|| bad_index(at, "method", idx, self.methods.len()))
    }

    /// The types of the `type_list` at `off` (none for offset 0).
    pub fn type_list(&self, off: usize) -> Result<Vec<TypeDesc>, ReadError> {
        if off == 0 {
            return Ok(Vec::new());
        }
        let size = u32_at(self.bytes, off)?;
        let mut list = Vec::with_capacity(capacity(self.bytes, off + 4, size, 2));
        for i in 0..size as usize {
            let at = off + 4 + 2 * i;
            list.push(self.type_(u32::from(u16_at(self.bytes, at)?), at)?.clone());
        }
        Ok(list)
    }
}

pub(super) fn bad_index(at: usize, pool: &str, idx: u32, len: usize) -> ReadError {
    ReadError::new(
        at,
        format!("{pool} index {idx} is out of range: the dex has {len} {pool} ids"),
    )
}

/// Where the characters of the string whose `string_id_item` is at `at` start, and how many
/// UTF-16 code units its header gives.
fn string_data(bytes: &[u8], at: usize) -> Result<(usize, usize), ReadError> {
    let off = offset_at(bytes, at)?;
    let mut pos = off;
    let len = read_uleb128(bytes, &mut pos)? as usize;
    // Every code unit takes at least one byte: a longer length is corrupt, and must not size
    // an allocation.
    if len > bytes.len().saturating_sub(pos) {
        return Err(ReadError::new(
            off,
            format!("string of {len} code units runs past the end of the file"),
        ));
    }
    Ok((pos, len))
}

#[cfg(test)]
impl<'a> Dex<'a> {
    /// A dex of `bytes` with the given strings and types and no other ids, for the unit tests
    /// of the readers that take a [`Dex`].
    pub fn for_test(bytes: &'a [u8], strings: &[&str], types: &[&str]) -> Dex<'a> {
        Dex {
            bytes,
            string_ids: 0,
            strings: strings
                .iter()
                .map(|&s| OnceLock::from(Arc::new(JString::from(s))))
                .collect(),
            types: types.iter().map(|&t| TypeDesc::from(t)).collect(),
            protos: Vec::new(),
            fields: Vec::new(),
            methods: Vec::new(),
            class_defs: Section::default(),
            call_sites: Section::default(),
            method_handles: Section::default(),
            hiddenapi: None,
            opcodes: [None; 256],
        }
    }
}
