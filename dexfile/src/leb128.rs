//! LEB128 integers as dex stores them (`uleb128`, `sleb128`, `uleb128p1`).

use crate::ReadError;

/// Reads the 7-bit groups of a LEB128 of at most five bytes at `*pos`, advancing `*pos`:
/// the groups joined (low group first) and how many bits they hold. `kind` names the
/// encoding in errors.
fn read_groups(bytes: &[u8], pos: &mut usize, kind: &str) -> Result<(u32, u32), ReadError> {
    let start = *pos;
    let mut value: u32 = 0;
    for i in 0..5 {
        let Some(&b) = bytes.get(*pos) else {
            return Err(ReadError::new(
                start,
                format!("{kind} runs past the end of the file"),
            ));
        };
        *pos += 1;
        value |= u32::from(b & 0x7f) << (7 * i);
        if b & 0x80 == 0 {
            return Ok((value, 7 * (i + 1)));
        }
    }
    Err(ReadError::new(
        start,
        format!("{kind} longer than five bytes"),
    ))
}

/// Reads a `uleb128` of at most five bytes at `*pos`, advancing `*pos`.
pub fn read_uleb128(bytes: &[u8], pos: &mut usize) -> Result<u32, ReadError> {
    read_groups(bytes, pos, "uleb128").map(|(value, _)| value)
}

/// Reads a `sleb128` of at most five bytes at `*pos`, advancing `*pos`.
pub fn read_sleb128(bytes: &[u8], pos: &mut usize) -> Result<i32, ReadError> {
    let (value, bits) = read_groups(bytes, pos, "sleb128")?;
    if bits < 32 {
        // Sign-extend from the last group's top bit.
        let shift = 32 - bits;
        return Ok(((value << shift) as i32) >> shift);
    }
    Ok(value as i32)
}

/// Reads a `uleb128p1` (a `uleb128` holding the value plus one; `-1` means "none").
pub fn read_uleb128p1(bytes: &[u8], pos: &mut usize) -> Result<Option<u32>, ReadError> {
    Ok(read_uleb128(bytes, pos)?.checked_sub(1))
}

pub fn write_uleb128(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let b = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

pub fn write_sleb128(out: &mut Vec<u8>, mut value: i32) {
    loop {
        let b = (value & 0x7f) as u8;
        value >>= 7;
        let done = (value == 0 && b & 0x40 == 0) || (value == -1 && b & 0x40 != 0);
        if done {
            out.push(b);
            return;
        }
        out.push(b | 0x80);
    }
}

/// Writes `value + 1` (`None` as 0).
pub fn write_uleb128p1(out: &mut Vec<u8>, value: Option<u32>) {
    write_uleb128(out, value.map_or(0, |v| v.wrapping_add(1)));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn values_round_trip_in_the_fewest_bytes() {
        for v in [0u32, 1, 127, 128, 16_383, 16_384, u32::MAX] {
            let mut out = Vec::new();
            write_uleb128(&mut out, v);
            assert_eq!(
                out.len(),
                (32 - v.leading_zeros()).max(1).div_ceil(7) as usize
            );
            let mut pos = 0;
            assert_eq!(read_uleb128(&out, &mut pos), Ok(v));
            assert_eq!(pos, out.len());
        }
        for v in [0i32, 1, -1, 63, 64, -64, -65, i32::MAX, i32::MIN] {
            let mut out = Vec::new();
            write_sleb128(&mut out, v);
            let mut pos = 0;
            assert_eq!(read_sleb128(&out, &mut pos), Ok(v), "{v}");
            assert_eq!(pos, out.len());
        }
        assert_eq!([0x7f_u8], *{
            let mut o = Vec::new();
            write_sleb128(&mut o, -1);
            o
        });
        let mut out = Vec::new();
        write_uleb128p1(&mut out, None);
        write_uleb128p1(&mut out, Some(5));
        let mut pos = 0;
        assert_eq!(read_uleb128p1(&out, &mut pos), Ok(None));
        assert_eq!(read_uleb128p1(&out, &mut pos), Ok(Some(5)));
    }

    #[test]
    fn truncated_and_overlong_values_are_errors_at_their_start() {
        let mut pos = 1;
        let e = read_uleb128(&[0, 0x80, 0x80], &mut pos).unwrap_err();
        assert_eq!(e.offset, 1);
        let mut pos = 0;
        assert!(read_uleb128(&[0x80; 6], &mut pos).is_err());
        let mut pos = 0;
        assert!(read_sleb128(&[0xff], &mut pos).is_err());
    }
}
