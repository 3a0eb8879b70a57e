//! Modified UTF-8, dex's string encoding: UTF-16 code units one by one (surrogates each in
//! three bytes), with U+0000 as the two bytes `C0 80` so that no string holds a zero byte.

use crate::ReadError;

/// Decodes the NUL-terminated MUTF-8 at `start`, expecting `len` UTF-16 code units. `start` is
/// the string's offset in the file, for errors.
pub fn decode(bytes: &[u8], start: usize, len: usize) -> Result<Vec<u16>, ReadError> {
    if let Some(ascii) = ascii(bytes, start, len) {
        return Ok(ascii.iter().map(|&b| u16::from(b)).collect());
    }
    let mut units = Vec::with_capacity(len);
    let mut pos = start;
    let byte = |pos: usize| {
        bytes
            .get(pos)
            .copied()
            .ok_or_else(|| ReadError::new(start, "string data runs past the end of the file"))
    };
    loop {
        let b = byte(pos)?;
        let unit = match b {
            0 => break,
            0x01..=0x7f => {
                pos += 1;
                u16::from(b)
            }
            0xc0..=0xdf => {
                let b1 = continuation(byte(pos + 1)?, pos + 1)?;
                pos += 2;
                (u16::from(b & 0x1f) << 6) | b1
            }
            0xe0..=0xef => {
                let b1 = continuation(byte(pos + 1)?, pos + 1)?;
                let b2 = continuation(byte(pos + 2)?, pos + 2)?;
                pos += 3;
                (u16::from(b & 0x0f) << 12) | (b1 << 6) | b2
            }
            _ => {
                return Err(ReadError::new(
                    pos,
                    format!("byte {b:#04x} cannot start a modified UTF-8 character"),
                ))
            }
        };
        units.push(unit);
    }
    if units.len() != len {
        return Err(ReadError::new(
            start,
            format!(
                "string holds {} UTF-16 code units, its header says {len}",
                units.len()
            ),
        ));
    }
    Ok(units)
}

/// The `len` bytes at `start` when they are a whole string in ASCII (no NUL, which MUTF-8
/// writes in two bytes), as most strings are: one byte per code unit, then the terminating NUL.
pub fn ascii(bytes: &[u8], start: usize, len: usize) -> Option<&[u8]> {
    let ascii = bytes.get(start..start.checked_add(len)?)?;
    (bytes.get(start + len) == Some(&0) && ascii.is_ascii() && !ascii.contains(&0)).then_some(ascii)
}

fn continuation(b: u8, pos: usize) -> Result<u16, ReadError> {
    if b & 0xc0 == 0x80 {
        Ok(u16::from(b & 0x3f))
    } else {
        Err(ReadError::new(
            pos,
            format!("byte {b:#04x} is not a modified UTF-8 continuation byte"),
        ))
    }
}

/// Appends the MUTF-8 form of `units` (without the terminating NUL).
pub fn encode(units: &[u16], out: &mut Vec<u8>) {
    // Most strings are ASCII, one byte a unit.
    if units.iter().all(|u| (0x01..=0x7f).contains(u)) {
        out.extend(units.iter().map(|&u| u as u8));
        return;
    }
    out.reserve(units.len());
    for &u in units {
        match u {
            0x01..=0x7f => out.push(u as u8),
            0 | 0x80..=0x7ff => {
                out.push(0xc0 | (u >> 6) as u8);
                out.push(0x80 | (u & 0x3f) as u8);
            }
            _ => {
                out.push(0xe0 | (u >> 12) as u8);
                out.push(0x80 | ((u >> 6) & 0x3f) as u8);
                out.push(0x80 | (u & 0x3f) as u8);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_code_unit_round_trips() {
        let units: Vec<u16> = vec![0, 0x41, 0x7f, 0x80, 0x7ff, 0x800, 0xd800, 0xdc00, 0xffff];
        let mut bytes = vec![0xaa];
        encode(&units, &mut bytes);
        assert!(!bytes[1..].contains(&0));
        bytes.push(0);
        assert_eq!(decode(&bytes, 1, units.len()), Ok(units));
    }

    #[test]
    fn ascii_is_one_byte_a_unit_but_nul() {
        let mut bytes = Vec::new();
        encode(&[0x41, 0x7f], &mut bytes);
        encode(&[0x41, 0], &mut bytes);
        assert_eq!(bytes, [0x41, 0x7f, 0x41, 0xc0, 0x80]);
    }

    #[test]
    fn bad_bytes_are_errors_with_their_offset() {
        assert_eq!(decode(&[0x41, 0xff, 0], 0, 2).unwrap_err().offset, 1);
        assert_eq!(decode(&[0xc3, 0x41, 0], 0, 1).unwrap_err().offset, 1);
        assert!(decode(&[0x41, 0], 0, 2).is_err());
        assert!(decode(&[0x41], 0, 1).is_err());
    }
}
