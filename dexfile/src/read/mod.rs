//! Reading a dex into classes, exactly as baksmali's text of the same dex parses.
//!
//! - [`ids`]: the header, the map list and the id pools, interned once for all classes;
//! - [`class`]: class defs, class data, annotations directories, static values, hidden-API flags;
//! - [`code`]: code items: instructions, payloads, tries, labels, and the order of a body's items;
//! - [`debug`]: the debug-info state machine;
//! - [`value`]: encoded values and annotations.
//!
//! Classes are read in parallel; every read checks its bounds, so bad bytes give a
//! [`ReadError`] naming their offset, never a panic.

mod class;
mod code;
mod debug;
mod ids;
mod value;

use rayon::prelude::*;
use smali_parser::ast::Class;

use crate::ReadError;

/// Reads every class of the dex in `bytes`, in class-def order.
pub fn read(bytes: &[u8]) -> Result<Vec<Class>, ReadError> {
    let dex = ids::Dex::parse(bytes)?;
    (0..dex.class_defs.count)
        .into_par_iter()
        .map(|i| class::read_class(&dex, i))
        .collect()
}

pub(super) fn u8_at(bytes: &[u8], at: usize) -> Result<u8, ReadError> {
    bytes
        .get(at)
        .copied()
        .ok_or_else(|| ReadError::new(at, "read past the end of the file"))
}

pub(super) fn u16_at(bytes: &[u8], at: usize) -> Result<u16, ReadError> {
    match bytes.get(at..at.wrapping_add(2)) {
        Some(&[a, b]) => Ok(u16::from_le_bytes([a, b])),
        _ => Err(ReadError::new(at, "read past the end of the file")),
    }
}

pub(super) fn u32_at(bytes: &[u8], at: usize) -> Result<u32, ReadError> {
    match bytes.get(at..at.wrapping_add(4)) {
        Some(&[a, b, c, d]) => Ok(u32::from_le_bytes([a, b, c, d])),
        _ => Err(ReadError::new(at, "read past the end of the file")),
    }
}

/// The offset stored at `at`, which must point inside the file (0, "none", always does).
pub(super) fn offset_at(bytes: &[u8], at: usize) -> Result<usize, ReadError> {
    let off = u32_at(bytes, at)? as usize;
    if off >= bytes.len() {
        return Err(ReadError::new(
            at,
            format!(
                "offset {off:#x} points past the end of the file ({:#x} bytes)",
                bytes.len()
            ),
        ));
    }
    Ok(off)
}

/// A capacity for `count` items of at least `min_size` bytes each read from `at`: never more
/// than the bytes left can hold, so that a corrupt count cannot make us allocate gigabytes.
pub(super) fn capacity(bytes: &[u8], at: usize, count: u32, min_size: usize) -> usize {
    (count as usize).min(bytes.len().saturating_sub(at) / min_size.max(1))
}
