//! The records of a PATHIDS or CALLS chunk (`pap`, `bl`; `fi`, `bri`, `calls`): the payload's
//! header (a u32 code, a u32 record count) and a reader of the tag bytes and LEB128 varints the
//! records are made of, walked a chunk at a time.

use android_runtime::trace::{Chunk, CHUNK_HEADER_LEN};

/// One PATHIDS (or CALLS) chunk's payload: the numbering (or selection) code, the record count
/// and the records.
#[derive(Debug, Clone, Copy)]
pub struct Payload<'a> {
    /// Offset in the file of the records, for messages.
    pub offset: u64,
    pub numbering: u32,
    pub records: u32,
    pub bytes: &'a [u8],
}

impl<'a> Payload<'a> {
    /// Splits a PATHIDS chunk's payload (which starts at file offset `offset`).
    pub fn parse(payload: &'a [u8], offset: u64) -> Result<Payload<'a>, String> {
        if payload.len() < 8 {
            return Err(format!(
                "the chunk at byte {offset} has {} bytes, fewer than its numbering and record count",
                payload.len()
            ));
        }
        let be = |b: &[u8]| u32::from_be_bytes([b[0], b[1], b[2], b[3]]);
        Ok(Payload {
            offset: offset + 8,
            numbering: be(&payload[0..4]),
            records: be(&payload[4..8]),
            bytes: &payload[8..],
        })
    }
}

/// Reads one chunk's records.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    offset: u64,
}

impl<'a> Reader<'a> {
    /// Reads `payload`'s records from the start.
    pub fn new(payload: &Payload<'a>) -> Reader<'a> {
        Reader {
            bytes: payload.bytes,
            at: 0,
            offset: payload.offset,
        }
    }

    /// Whether every record was read.
    pub fn done(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// The file offset of the next byte, for messages.
    pub fn offset(&self) -> u64 {
        self.offset + self.at as u64
    }

    pub fn byte(&mut self) -> Result<u8, String> {
        let b = self.bytes.get(self.at).copied().ok_or_else(|| {
            format!(
                "the records end inside a record at byte {}",
                self.offset + self.at as u64
            )
        })?;
        self.at += 1;
        Ok(b)
    }

    /// An unsigned LEB128 number of at most 32 bits.
    pub fn varint(&mut self) -> Result<u32, String> {
        let start = self.offset + self.at as u64;
        let mut value = 0u64;
        for i in 0..5 {
            let b = self.byte()?;
            value |= u64::from(b & 0x7f) << (7 * i);
            if b & 0x80 == 0 {
                return u32::try_from(value)
                    .map_err(|_| format!("the varint at byte {start} does not fit 32 bits"));
            }
        }
        Err(format!("the varint at byte {start} is longer than 5 bytes"))
    }

    /// An unsigned LEB128 number of at most 64 bits.
    pub fn varlong(&mut self) -> Result<u64, String> {
        let start = self.offset + self.at as u64;
        let mut value = 0u64;
        for i in 0..10 {
            let b = self.byte()?;
            let bits = u64::from(b & 0x7f);
            if i == 9 && bits > 1 {
                break;
            }
            value |= bits << (7 * i);
            if b & 0x80 == 0 {
                return Ok(value);
            }
        }
        Err(format!("the varint at byte {start} does not fit 64 bits"))
    }

    /// A path value (or a `pcc` value): 8 bytes, little-endian.
    pub fn word(&mut self) -> Result<u64, String> {
        let mut bytes = [0u8; 8];
        for b in &mut bytes {
            *b = self.byte()?;
        }
        Ok(u64::from_le_bytes(bytes))
    }
}

/// How a chunk's records are stored: as written (`None`), or coded, with what rebuilds the
/// raw records of each chunk in turn (a thread's coded chunks form one stream).
pub type Unpack<'u> = Option<&'u mut dyn FnMut(&Payload<'_>) -> Result<Vec<u8>, String>>;

/// Walks one thread's chunks of `kind` (`PATHIDS`, `CALLS`) in file order, one at a time:
/// `code` checks each chunk's code, `unpack` rebuilds coded records, `record` takes each record
/// from the reader. Where it stopped (the index of the record over all chunks) and why, when it
/// did.
pub fn walk(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    kind: &str,
    code: &dyn Fn(&Payload<'_>) -> Result<(), String>,
    mut unpack: Unpack<'_>,
    record: &mut dyn FnMut(&mut Reader<'_>) -> Result<(), String>,
) -> Result<(), (usize, String)> {
    let mut index = 0usize;
    for chunk in chunks {
        let walked = chunk.and_then(|c| {
            let payload = Payload::parse(&c.payload, c.offset + CHUNK_HEADER_LEN)?;
            code(&payload)?;
            let unpacked = match unpack.as_mut() {
                Some(unpack) => Some(unpack(&payload)?),
                None => None,
            };
            let payload = Payload {
                bytes: unpacked.as_deref().unwrap_or(payload.bytes),
                ..payload
            };
            let mut reader = Reader::new(&payload);
            let mut read = 0u32;
            while !reader.done() {
                record(&mut reader)?;
                read += 1;
                index += 1;
            }
            if read != payload.records {
                return Err(format!(
                    "the {kind} records at byte {} are {read} records but their chunk says {}",
                    payload.offset, payload.records
                ));
            }
            Ok(())
        });
        walked.map_err(|reason| (index, reason))?;
    }
    Ok(())
}

/// A check of a CALLS chunk's selection code: the one `selection` writes.
pub fn selection_is(
    selection: android_runtime::calls::Selection,
) -> impl Fn(&Payload<'_>) -> Result<(), String> {
    move |payload| {
        if android_runtime::calls::Selection::from_code(payload.numbering) == Some(selection) {
            return Ok(());
        }
        Err(format!(
            "the CALLS records at byte {} select sites by code {}, the trace's header says {}",
            payload.offset,
            payload.numbering,
            selection.code()
        ))
    }
}

/// A check of a chunk's format code (CONTEXTS, PCC): the one this adaptrace reads.
pub fn format_is(kind: &'static str, format: u32) -> impl Fn(&Payload<'_>) -> Result<(), String> {
    move |payload| {
        if payload.numbering == format {
            return Ok(());
        }
        Err(format!(
            "the {kind} records at byte {} are in format {}; this adaptrace reads format {format}",
            payload.offset, payload.numbering
        ))
    }
}
