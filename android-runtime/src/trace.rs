//! Trace files: what the runtime writes on the device, `<start ms>-<pid>.adtrace`.
//!
//! A trace is a 48-byte header followed by chunks; all integers are big-endian (the byte order
//! of Java's `DataOutputStream`, which the runtime mirrors):
//!
//! - header: magic `ADTR`, version u16 (1), header length u16 (48, CRC included), schemes u32,
//!   metadata hash u64, model generation u32, process id u32, start time u64 (ms since the
//!   epoch), model status u32 ([`ModelStatus`]), coder u32 (0 `range`, 1 `adaptracer`, 2 raw), CRC32
//!   u32 of the header bytes before it. Files of the first runtimes have a 40-byte header
//!   without the model status and coder (read as a loaded model and `range`);
//! - chunk: tag u8, thread index u32, payload length u32, payload, CRC32 u32 of the tag, index,
//!   length and payload bytes.
//!
//! Tags: [`TAG_THREAD`] (payload: the thread's name as Java's `writeUTF` writes it; precedes
//! the thread's first events), [`TAG_BLOCKS`] (payload: u32 event words, see
//! [`BlockEvent`]) and [`TAG_PATHS`] (payload: a `paths` token count, the steps after the last
//! token and one coded stream, see [`PathsPayload`]). A thread's `blocks` events are the
//! concatenation of its BLOCKS payloads in file order; a chunk boundary carries no meaning.
//! Its `paths` chunks are separate coded streams, decoded in file order.
//!
//! [`read_trace`] never fails on a damaged chunk: it returns every chunk before the damage and
//! says where reading stopped and why ([`TraceFile::stopped`]). Only a header that cannot be
//! read is an error, because nothing after it can be trusted. No input makes it panic.

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::fmt;
use std::fs::File;
use std::io::{self, BufReader, Read, Write};
use std::path::{Path, PathBuf};

/// First bytes of every trace file.
pub const MAGIC: [u8; 4] = *b"ADTR";
/// Format version written and read.
pub const VERSION: u16 = 1;
/// Length of the header the runtime writes, CRC included. A longer header (a later minor
/// extension) is read and its extra bytes ignored.
pub const HEADER_LEN: u16 = 48;
/// Length of the first runtimes' header: no model status, no coder.
pub const HEADER_LEN_V1_0: u16 = 40;
/// Tag, thread index and payload length.
pub const CHUNK_HEADER_LEN: u64 = 9;
/// Bytes a chunk takes besides its payload.
pub const CHUNK_OVERHEAD: u64 = CHUNK_HEADER_LEN + 4;
/// Chunk with a thread's name.
pub const TAG_THREAD: u8 = 0x01;
/// Chunk with `blocks` event words.
pub const TAG_BLOCKS: u8 = 0x10;
/// Chunk with one coded stream of `paths` tokens.
pub const TAG_PATHS: u8 = 0x20;
/// Bytes of a PATHS payload before its coded stream: token count and trailing steps.
pub const PATHS_PREFIX_LEN: usize = 8;
/// The runtime cuts thread names to this many UTF-16 units so `writeUTF` always fits.
pub const MAX_NAME_UNITS: usize = 1000;

/// What became of the model file when the runtime started (header offset 36).
///
/// Only a trace with a coded scheme (`paths`) loads a model; whatever went wrong, the runtime
/// went on with generation 0 (uniform contexts, no predictions) and said why here.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModelStatus {
    /// The model was loaded: the coders started from its tables and predictions.
    Loaded,
    /// No model file was found.
    NoFile,
    /// The file could not be read, or is damaged (magic, version, truncation, CRC).
    Damaged,
    /// The file belongs to other metadata (its hash is not the app's).
    OtherMetadata,
    /// The file's tables do not fit the app's coding contexts (count or alphabets), or a
    /// predicted callee is not a method of the app.
    WrongShape,
    /// The app has no coded scheme: no model was looked for; the generation is the one given
    /// at instrumentation.
    NotUsed,
    /// A value this reader does not know (a later runtime's).
    Other(u32),
}

impl ModelStatus {
    /// The value in the header.
    pub fn code(self) -> u32 {
        match self {
            ModelStatus::Loaded => 0,
            ModelStatus::NoFile => 1,
            ModelStatus::Damaged => 2,
            ModelStatus::OtherMetadata => 3,
            ModelStatus::WrongShape => 4,
            ModelStatus::NotUsed => 5,
            ModelStatus::Other(n) => n,
        }
    }

    /// The status a header value stands for.
    pub fn from_code(code: u32) -> ModelStatus {
        match code {
            0 => ModelStatus::Loaded,
            1 => ModelStatus::NoFile,
            2 => ModelStatus::Damaged,
            3 => ModelStatus::OtherMetadata,
            4 => ModelStatus::WrongShape,
            5 => ModelStatus::NotUsed,
            n => ModelStatus::Other(n),
        }
    }
}

impl fmt::Display for ModelStatus {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ModelStatus::Loaded => write!(f, "model loaded"),
            ModelStatus::NoFile => write!(f, "no model file: the coders started uniform"),
            ModelStatus::Damaged => write!(
                f,
                "the model file was unreadable or damaged: the coders started uniform"
            ),
            ModelStatus::OtherMetadata => write!(
                f,
                "the model file belongs to other metadata: the coders started uniform"
            ),
            ModelStatus::WrongShape => write!(
                f,
                "the model file's tables do not fit the app's contexts: the coders started uniform"
            ),
            ModelStatus::NotUsed => write!(f, "no coded scheme, no model"),
            ModelStatus::Other(n) => write!(f, "model status {n} (unknown to this adaptrace)"),
        }
    }
}

/// Coder values of the header (offset 40).
pub const CODER_RANGE: u32 = 0;
pub const CODER_ADAPTRACER: u32 = 1;
/// `calls` records written raw (`--coder raw`).
pub const CODER_RAW: u32 = 2;

/// The header of a trace file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TraceHeader {
    /// Schemes whose probes wrote the trace ([`crate::scheme`] bits).
    pub schemes: u32,
    /// Hash of the instrumentation metadata the app was built with.
    pub metadata_hash: u64,
    /// Model generation the coders used: 0 when the model was not loaded
    /// ([`TraceHeader::model_status`]).
    pub model_generation: u32,
    pub pid: u32,
    /// Milliseconds since the epoch when the runtime started (as in the file name).
    pub start_ms: u64,
    /// What became of the model file.
    pub model_status: ModelStatus,
    /// The coder of the PATHS and `calls` streams: [`CODER_RANGE`], [`CODER_ADAPTRACER`] or
    /// [`CODER_RAW`] (`calls` only).
    pub coder: u32,
}

impl TraceHeader {
    /// The header's bytes, CRC included.
    pub fn to_bytes(&self) -> [u8; HEADER_LEN as usize] {
        let mut b = [0u8; HEADER_LEN as usize];
        b[0..4].copy_from_slice(&MAGIC);
        b[4..6].copy_from_slice(&VERSION.to_be_bytes());
        b[6..8].copy_from_slice(&HEADER_LEN.to_be_bytes());
        b[8..12].copy_from_slice(&self.schemes.to_be_bytes());
        b[12..20].copy_from_slice(&self.metadata_hash.to_be_bytes());
        b[20..24].copy_from_slice(&self.model_generation.to_be_bytes());
        b[24..28].copy_from_slice(&self.pid.to_be_bytes());
        b[28..36].copy_from_slice(&self.start_ms.to_be_bytes());
        b[36..40].copy_from_slice(&self.model_status.code().to_be_bytes());
        b[40..44].copy_from_slice(&self.coder.to_be_bytes());
        let crc = crc32fast::hash(&b[..44]);
        b[44..48].copy_from_slice(&crc.to_be_bytes());
        b
    }

    /// The model generation the trace decodes with: the one the runtime loaded, else 0 (it
    /// started uniform, whatever the header's generation field says).
    pub fn decoding_generation(&self) -> u32 {
        match self.model_status {
            ModelStatus::Loaded => self.model_generation,
            _ => 0,
        }
    }

    /// The adaptive coder of the PATHS and `calls` streams; `None` for raw `calls` records and
    /// for a value this reader does not know.
    pub fn coder(&self) -> Option<crate::coder::Coder> {
        match self.coder {
            CODER_RANGE => Some(crate::coder::Coder::Range),
            CODER_ADAPTRACER => Some(crate::coder::Coder::AdapTracer),
            _ => None,
        }
    }

    /// `<start ms>-<pid>.adtrace`, the name the runtime gives the file.
    pub fn file_name(&self) -> String {
        format!(
            "{}-{}.{}",
            self.start_ms,
            self.pid,
            crate::TRACE_FILE_EXTENSION
        )
    }
}

/// One chunk whose CRC checked out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chunk {
    /// Byte offset of the chunk's tag in the file.
    pub offset: u64,
    pub tag: u8,
    /// Thread index: 0, 1, 2... in order of the threads' first probe.
    pub thread: u32,
    pub payload: Vec<u8>,
}

impl Chunk {
    /// The name in a [`TAG_THREAD`] payload.
    pub fn thread_name(&self) -> Result<String, PayloadError> {
        decode_java_utf(&self.payload).map_err(|problem| self.problem(0, problem))
    }

    /// The big-endian u32 words of a [`TAG_BLOCKS`] payload.
    pub fn words(&self) -> Result<Vec<u32>, PayloadError> {
        let words = self.payload.chunks_exact(4);
        if !words.remainder().is_empty() {
            return Err(self.problem(
                0,
                format!(
                    "a payload of {} bytes is not a whole number of 4-byte words",
                    self.payload.len()
                ),
            ));
        }
        Ok(words
            .map(|w| u32::from_be_bytes([w[0], w[1], w[2], w[3]]))
            .collect())
    }

    /// The events of a [`TAG_BLOCKS`] payload.
    pub fn block_events(&self) -> Result<Vec<BlockEvent>, PayloadError> {
        self.words()?
            .into_iter()
            .enumerate()
            .map(|(i, w)| {
                BlockEvent::decode(w).ok_or_else(|| {
                    self.problem(
                        4 * i as u64,
                        format!("{w:#010x} is not a blocks event word"),
                    )
                })
            })
            .collect()
    }

    /// The parts of a [`TAG_PATHS`] payload.
    pub fn paths_payload(&self) -> Result<PathsPayload<'_>, PayloadError> {
        match self.payload.split_at_checked(PATHS_PREFIX_LEN) {
            Some((prefix, coded)) => Ok(PathsPayload {
                offset: self.offset + CHUNK_HEADER_LEN + PATHS_PREFIX_LEN as u64,
                tokens: be_u32(&prefix[0..4]),
                trailing_steps: be_u32(&prefix[4..8]),
                coded,
            }),
            None => Err(self.problem(
                0,
                format!(
                    "a PATHS payload of {} bytes is shorter than its {PATHS_PREFIX_LEN}-byte token count and step count",
                    self.payload.len()
                ),
            )),
        }
    }

    /// Bytes the chunk takes in the file.
    pub fn len_on_disk(&self) -> u64 {
        CHUNK_OVERHEAD + self.payload.len() as u64
    }

    fn problem(&self, payload_offset: u64, problem: String) -> PayloadError {
        PayloadError {
            offset: self.offset + CHUNK_HEADER_LEN + payload_offset,
            chunk: self.offset,
            problem,
        }
    }
}

/// The payload of a [`TAG_PATHS`] chunk: u32 token count, u32 steps the thread made after its
/// last token when the chunk was written, then the coded stream (a fresh coder per chunk; the
/// coding contexts' adaptive state goes on from one chunk of a thread to the next).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PathsPayload<'a> {
    /// Offset in the file of the coded stream.
    pub offset: u64,
    pub tokens: u32,
    pub trailing_steps: u32,
    pub coded: &'a [u8],
}

impl PathsPayload<'_> {
    /// The payload with its own copy of the coded stream.
    pub fn to_owned_payload(&self) -> OwnedPaths {
        OwnedPaths {
            offset: self.offset,
            tokens: self.tokens,
            trailing_steps: self.trailing_steps,
            coded: self.coded.to_vec(),
        }
    }
}

/// A [`PathsPayload`] that owns its coded stream: what a decoder reading a file one chunk at a
/// time holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OwnedPaths {
    /// Offset in the file of the coded stream.
    pub offset: u64,
    pub tokens: u32,
    pub trailing_steps: u32,
    pub coded: Vec<u8>,
}

/// A chunk's payload does not decode although its CRC is good.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("byte {offset} (in the chunk at byte {chunk}): {problem}")]
pub struct PayloadError {
    /// Offset in the file of the bytes that do not decode.
    pub offset: u64,
    /// Offset of the chunk.
    pub chunk: u64,
    pub problem: String,
}

/// The bytes of one chunk: tag, thread, payload length, payload, CRC32.
pub fn frame_chunk(tag: u8, thread: u32, payload: &[u8]) -> io::Result<Vec<u8>> {
    let len = u32::try_from(payload.len()).map_err(|_| {
        io::Error::new(
            io::ErrorKind::InvalidInput,
            format!(
                "chunk payload of {} bytes exceeds the format's u32 length",
                payload.len()
            ),
        )
    })?;
    let mut b = Vec::with_capacity(payload.len() + CHUNK_OVERHEAD as usize);
    b.push(tag);
    b.extend_from_slice(&thread.to_be_bytes());
    b.extend_from_slice(&len.to_be_bytes());
    b.extend_from_slice(payload);
    let crc = crc32fast::hash(&b);
    b.extend_from_slice(&crc.to_be_bytes());
    Ok(b)
}

/// One event of the `blocks` scheme: a payload word `kind << 28 | value`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BlockEvent {
    /// Kind 1: a method (its id in the metadata) was entered.
    Enter { method: u32 },
    /// Kind 2: a basic block (its index in the method's CFG) was entered.
    Block { index: u32 },
    /// Kind 3: the current method returned.
    Exit,
    /// Kind 4: the frame at `depth` (1 = outermost app frame) caught an exception; deeper
    /// frames were unwound. Always followed by the handler's [`BlockEvent::Block`].
    Catch { depth: u32 },
    /// Kind 5: the current method is about to make the call at this call-site index (the
    /// invoke's ordinal among the method's invokes).
    Site { index: u32 },
    /// Kind 6: the thread died of an uncaught exception; all its app frames are gone.
    Uncaught,
    /// Kind 7: the frame at `depth` (>= 1) runs again although the thread's depth was higher:
    /// the frames above it were left by an exception that no app frame caught (framework code
    /// swallowed it). Logged before the probe event of that frame that noticed it.
    Unwound { depth: u32 },
}

impl BlockEvent {
    /// Largest value a word can carry.
    pub const MAX_VALUE: u32 = 0x0fff_ffff;

    /// The event a word encodes; `None` for an unknown kind, a non-zero value on EXIT and
    /// UNCAUGHT, or depth 0 on UNWOUND (a frame's depth is at least 1).
    pub fn decode(word: u32) -> Option<BlockEvent> {
        let value = word & Self::MAX_VALUE;
        Some(match word >> 28 {
            1 => BlockEvent::Enter { method: value },
            2 => BlockEvent::Block { index: value },
            3 if value == 0 => BlockEvent::Exit,
            4 => BlockEvent::Catch { depth: value },
            5 => BlockEvent::Site { index: value },
            6 if value == 0 => BlockEvent::Uncaught,
            7 if value != 0 => BlockEvent::Unwound { depth: value },
            _ => return None,
        })
    }

    /// The event's word; `None` when its value does not fit in 28 bits or the word would not
    /// decode (UNWOUND at depth 0).
    pub fn encode(self) -> Option<u32> {
        let (kind, value) = match self {
            BlockEvent::Enter { method } => (1, method),
            BlockEvent::Block { index } => (2, index),
            BlockEvent::Exit => (3, 0),
            BlockEvent::Catch { depth } => (4, depth),
            BlockEvent::Site { index } => (5, index),
            BlockEvent::Uncaught => (6, 0),
            BlockEvent::Unwound { depth: 0 } => return None,
            BlockEvent::Unwound { depth } => (7, depth),
        };
        (value <= Self::MAX_VALUE).then_some(kind << 28 | value)
    }
}

impl fmt::Display for BlockEvent {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BlockEvent::Enter { method } => write!(f, "ENTER {method}"),
            BlockEvent::Block { index } => write!(f, "BLOCK {index}"),
            BlockEvent::Exit => f.write_str("EXIT"),
            BlockEvent::Catch { depth } => write!(f, "CATCH {depth}"),
            BlockEvent::Site { index } => write!(f, "SITE {index}"),
            BlockEvent::Uncaught => f.write_str("UNCAUGHT"),
            BlockEvent::Unwound { depth } => write!(f, "UNWOUND {depth}"),
        }
    }
}

/// Reading a trace failed, or (for [`TraceError::is_damage`] kinds) stopped early.
#[derive(Debug, thiserror::Error)]
pub enum TraceError {
    #[error("{path}: {source} (check that the trace file exists and is readable)")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: the file has {len} bytes but its header needs {needed}: the trace is truncated before its first chunk, nothing to decode (was the app killed right at start?)")]
    TruncatedHeader {
        path: PathBuf,
        len: u64,
        needed: u64,
    },
    #[error("{path}: byte 0: found {found:02x?}, not the magic `ADTR`: this is not an adaptrace trace file")]
    BadMagic { path: PathBuf, found: [u8; 4] },
    #[error("{path}: byte 4: trace format version {found}, this adaptrace reads version {VERSION}: decode it with the adaptrace that instrumented the app")]
    Version { path: PathBuf, found: u16 },
    #[error("{path}: byte 6: header length {found}, a version-{VERSION} header has {HEADER_LEN_V1_0} or at least {HEADER_LEN} bytes: the header is damaged, nothing to decode")]
    HeaderLength { path: PathBuf, found: u16 },
    #[error("{path}: byte {offset}: the header's CRC32 is {stored:#010x} but its bytes give {computed:#010x}: the header is damaged, nothing to decode")]
    HeaderCrc {
        path: PathBuf,
        offset: u64,
        stored: u32,
        computed: u32,
    },
    #[error("{path}: byte {offset}: the file ends inside a chunk ({available} bytes of it are there, it needs at least {needed}): the process was probably killed while writing; the {chunks} chunk(s) before byte {offset} are intact")]
    TruncatedChunk {
        path: PathBuf,
        offset: u64,
        available: u64,
        needed: u64,
        chunks: usize,
    },
    #[error("{path}: byte {offset}: the chunk's CRC32 is {stored:#010x} but its bytes give {computed:#010x}: the file is damaged from this chunk on; the {chunks} chunk(s) before byte {offset} are intact")]
    ChunkCrc {
        path: PathBuf,
        offset: u64,
        stored: u32,
        computed: u32,
        chunks: usize,
    },
    #[error("{path}: {source} (the chunk's CRC is good, so it was written like this: decode the trace with the adaptrace that instrumented the app)")]
    Payload { path: PathBuf, source: PayloadError },
    #[error("{path}: the file changed while it was being decoded (its header is not the one read first): decode it again once the app has stopped writing it")]
    Changed { path: PathBuf },
}

impl TraceError {
    /// A damaged or truncated chunk: the chunks before it are good.
    pub fn is_damage(&self) -> bool {
        matches!(
            self,
            TraceError::TruncatedChunk { .. } | TraceError::ChunkCrc { .. }
        )
    }

    /// Byte offset the error is about, when there is one.
    pub fn offset(&self) -> Option<u64> {
        match self {
            TraceError::Io { .. } | TraceError::Changed { .. } => None,
            TraceError::TruncatedHeader { len, .. } => Some(*len),
            TraceError::BadMagic { .. } => Some(0),
            TraceError::Version { .. } => Some(4),
            TraceError::HeaderLength { .. } => Some(6),
            TraceError::HeaderCrc { offset, .. }
            | TraceError::TruncatedChunk { offset, .. }
            | TraceError::ChunkCrc { offset, .. } => Some(*offset),
            TraceError::Payload { source, .. } => Some(source.offset),
        }
    }
}

/// Reads a trace chunk by chunk; an iterator of chunks that ends after the first error.
pub struct TraceReader<R> {
    input: R,
    path: PathBuf,
    header: TraceHeader,
    offset: u64,
    chunks: usize,
    finished: bool,
}

impl TraceReader<BufReader<File>> {
    /// Opens a trace file and reads its header.
    pub fn open(path: impl AsRef<Path>) -> Result<Self, TraceError> {
        let path = path.as_ref();
        let file = File::open(path).map_err(|source| TraceError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        TraceReader::new(BufReader::new(file), path)
    }
}

impl<R: Read> TraceReader<R> {
    /// Reads the header from `input`; `path` names the trace in errors.
    pub fn new(mut input: R, path: impl Into<PathBuf>) -> Result<Self, TraceError> {
        let path = path.into();
        let io_err = |source| TraceError::Io {
            path: path.clone(),
            source,
        };
        let truncated = |len: usize, needed: u64| TraceError::TruncatedHeader {
            path: path.clone(),
            len: len as u64,
            needed,
        };
        let mut fixed = [0u8; 8];
        let n = read_full(&mut input, &mut fixed).map_err(io_err)?;
        if n < 4 {
            return Err(truncated(n, HEADER_LEN_V1_0.into()));
        }
        if fixed[0..4] != MAGIC {
            return Err(TraceError::BadMagic {
                path,
                found: [fixed[0], fixed[1], fixed[2], fixed[3]],
            });
        }
        if n < 8 {
            return Err(truncated(n, HEADER_LEN_V1_0.into()));
        }
        let version = u16::from_be_bytes([fixed[4], fixed[5]]);
        if version != VERSION {
            return Err(TraceError::Version {
                path,
                found: version,
            });
        }
        let header_len = u16::from_be_bytes([fixed[6], fixed[7]]);
        // Between the two lengths the extension would be cut in half.
        if header_len != HEADER_LEN_V1_0 && header_len < HEADER_LEN {
            return Err(TraceError::HeaderLength {
                path,
                found: header_len,
            });
        }
        let mut bytes = vec![0u8; usize::from(header_len)];
        bytes[..8].copy_from_slice(&fixed);
        let n = read_full(&mut input, &mut bytes[8..]).map_err(io_err)?;
        if n + 8 < bytes.len() {
            return Err(truncated(n + 8, header_len.into()));
        }
        let crc_at = bytes.len() - 4;
        let stored = be_u32(&bytes[crc_at..]);
        let computed = crc32fast::hash(&bytes[..crc_at]);
        if stored != computed {
            return Err(TraceError::HeaderCrc {
                path,
                offset: crc_at as u64,
                stored,
                computed,
            });
        }
        let header = TraceHeader {
            schemes: be_u32(&bytes[8..12]),
            metadata_hash: be_u64(&bytes[12..20]),
            model_generation: be_u32(&bytes[20..24]),
            pid: be_u32(&bytes[24..28]),
            start_ms: be_u64(&bytes[28..36]),
            model_status: match bytes.get(36..40) {
                Some(b) if header_len >= HEADER_LEN => ModelStatus::from_code(be_u32(b)),
                _ => ModelStatus::Loaded,
            },
            coder: match bytes.get(40..44) {
                Some(b) if header_len >= HEADER_LEN => be_u32(b),
                _ => CODER_RANGE,
            },
        };
        Ok(TraceReader {
            input,
            path,
            header,
            offset: header_len.into(),
            chunks: 0,
            finished: false,
        })
    }

    pub fn header(&self) -> &TraceHeader {
        &self.header
    }

    /// Offset of the next chunk.
    pub fn offset(&self) -> u64 {
        self.offset
    }

    /// The next chunk; `Ok(None)` at the end of the file. After an error, always `Ok(None)`.
    pub fn next_chunk(&mut self) -> Result<Option<Chunk>, TraceError> {
        if self.finished {
            return Ok(None);
        }
        let result = self.read_chunk();
        if !matches!(result, Ok(Some(_))) {
            self.finished = true;
        }
        result
    }

    /// Hands every chunk to `each` until the end of the file or the first damage; returns that
    /// damage (`None` for a clean end). Other errors (I/O, or from `each`) end it as errors.
    pub fn read_to_damage(
        &mut self,
        mut each: impl FnMut(Chunk) -> Result<(), TraceError>,
    ) -> Result<Option<TraceError>, TraceError> {
        loop {
            match self.next_chunk() {
                Ok(Some(c)) => each(c)?,
                Ok(None) => return Ok(None),
                Err(e) if e.is_damage() => return Ok(Some(e)),
                Err(e) => return Err(e),
            }
        }
    }

    fn read_chunk(&mut self) -> Result<Option<Chunk>, TraceError> {
        let offset = self.offset;
        let mut head = [0u8; CHUNK_HEADER_LEN as usize];
        let n = read_full(&mut self.input, &mut head).map_err(|e| self.io(e))?;
        if n == 0 {
            return Ok(None);
        }
        if n < head.len() {
            return Err(self.truncated(n as u64, CHUNK_OVERHEAD));
        }
        let tag = head[0];
        let thread = be_u32(&head[1..5]);
        let len = be_u32(&head[5..9]);
        let needed = CHUNK_OVERHEAD + u64::from(len);
        // Read through `take` so that a damaged length cannot make us allocate gigabytes.
        let mut payload = Vec::new();
        (&mut self.input)
            .take(len.into())
            .read_to_end(&mut payload)
            .map_err(|e| self.io(e))?;
        if payload.len() < len as usize {
            return Err(self.truncated(CHUNK_HEADER_LEN + payload.len() as u64, needed));
        }
        let mut crc = [0u8; 4];
        let n = read_full(&mut self.input, &mut crc).map_err(|e| self.io(e))?;
        if n < 4 {
            return Err(self.truncated(needed - 4 + n as u64, needed));
        }
        let stored = u32::from_be_bytes(crc);
        let mut hasher = crc32fast::Hasher::new();
        hasher.update(&head);
        hasher.update(&payload);
        let computed = hasher.finalize();
        if stored != computed {
            return Err(TraceError::ChunkCrc {
                path: self.path.clone(),
                offset,
                stored,
                computed,
                chunks: self.chunks,
            });
        }
        self.offset += needed;
        self.chunks += 1;
        Ok(Some(Chunk {
            offset,
            tag,
            thread,
            payload,
        }))
    }

    fn io(&self, source: io::Error) -> TraceError {
        TraceError::Io {
            path: self.path.clone(),
            source,
        }
    }

    fn truncated(&self, available: u64, needed: u64) -> TraceError {
        TraceError::TruncatedChunk {
            path: self.path.clone(),
            offset: self.offset,
            available,
            needed,
            chunks: self.chunks,
        }
    }
}

impl<R: Read> Iterator for TraceReader<R> {
    type Item = Result<Chunk, TraceError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_chunk().transpose()
    }
}

/// A whole trace: its header, its good chunks, and why reading stopped if it stopped early.
#[derive(Debug)]
pub struct TraceFile {
    pub path: PathBuf,
    pub header: TraceHeader,
    /// Every chunk before the end of the file or the first damage.
    pub chunks: Vec<Chunk>,
    /// `None` when the file ended cleanly at a chunk boundary; else a
    /// [`TraceError::TruncatedChunk`] or [`TraceError::ChunkCrc`] saying where and why.
    pub stopped: Option<TraceError>,
}

/// One thread's `blocks` events, gathered from all its chunks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ThreadBlocks {
    pub thread: u32,
    /// From the thread's THREAD chunk; `None` if the trace has none for it.
    pub name: Option<String>,
    pub events: Vec<BlockEvent>,
    /// Number of BLOCKS chunks the events came from.
    pub chunks: usize,
}

impl TraceFile {
    /// True when the file ended cleanly at a chunk boundary.
    pub fn is_complete(&self) -> bool {
        self.stopped.is_none()
    }

    /// Thread index -> name, from the THREAD chunks (the first one wins).
    pub fn thread_names(&self) -> Result<BTreeMap<u32, String>, TraceError> {
        let mut names = BTreeMap::new();
        for c in self.chunks.iter().filter(|c| c.tag == TAG_THREAD) {
            if let Entry::Vacant(slot) = names.entry(c.thread) {
                slot.insert(c.thread_name().map_err(|e| self.payload_error(e))?);
            }
        }
        Ok(names)
    }

    /// Every thread's `blocks` events in order, threads by index. A thread with a name but no
    /// events is listed with none.
    pub fn blocks(&self) -> Result<Vec<ThreadBlocks>, TraceError> {
        let names = self.thread_names()?;
        let mut threads: BTreeMap<u32, ThreadBlocks> = names
            .into_iter()
            .map(|(thread, name)| {
                let t = ThreadBlocks {
                    thread,
                    name: Some(name),
                    events: Vec::new(),
                    chunks: 0,
                };
                (thread, t)
            })
            .collect();
        for c in self.chunks.iter().filter(|c| c.tag == TAG_BLOCKS) {
            let events = c.block_events().map_err(|e| self.payload_error(e))?;
            let t = threads.entry(c.thread).or_insert_with(|| ThreadBlocks {
                thread: c.thread,
                name: None,
                events: Vec::new(),
                chunks: 0,
            });
            t.events.extend(events);
            t.chunks += 1;
        }
        Ok(threads.into_values().collect())
    }

    fn payload_error(&self, source: PayloadError) -> TraceError {
        TraceError::Payload {
            path: self.path.clone(),
            source,
        }
    }
}

/// Reads a whole trace file. Errors only when the header is unreadable (or on I/O errors);
/// damage after it ends the chunk list and is reported in [`TraceFile::stopped`].
pub fn read_trace(path: impl AsRef<Path>) -> Result<TraceFile, TraceError> {
    collect(TraceReader::open(path)?)
}

/// [`read_trace`] on bytes in memory; `path` names them in messages.
pub fn parse_trace(bytes: &[u8], path: impl Into<PathBuf>) -> Result<TraceFile, TraceError> {
    collect(TraceReader::new(bytes, path)?)
}

fn collect<R: Read>(mut reader: TraceReader<R>) -> Result<TraceFile, TraceError> {
    let mut chunks = Vec::new();
    let stopped = reader.read_to_damage(|c| {
        chunks.push(c);
        Ok(())
    })?;
    Ok(TraceFile {
        path: reader.path,
        header: reader.header,
        chunks,
        stopped,
    })
}

/// Writes traces in the runtime's format, byte for byte as the runtime does.
pub struct TraceWriter<W: Write> {
    out: W,
}

impl<W: Write> TraceWriter<W> {
    /// Writes the header.
    pub fn new(mut out: W, header: &TraceHeader) -> io::Result<Self> {
        out.write_all(&header.to_bytes())?;
        Ok(TraceWriter { out })
    }

    pub fn chunk(&mut self, tag: u8, thread: u32, payload: &[u8]) -> io::Result<()> {
        self.out.write_all(&frame_chunk(tag, thread, payload)?)
    }

    /// A THREAD chunk; the name is cut to [`MAX_NAME_UNITS`] UTF-16 units as the runtime does.
    pub fn thread(&mut self, thread: u32, name: &str) -> io::Result<()> {
        let units: Vec<u16> = name.encode_utf16().take(MAX_NAME_UNITS).collect();
        let payload = encode_java_utf(&units)
            .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "thread name too long"))?;
        self.chunk(TAG_THREAD, thread, &payload)
    }

    /// A BLOCKS chunk of raw words.
    pub fn blocks(&mut self, thread: u32, words: &[u32]) -> io::Result<()> {
        let payload: Vec<u8> = words.iter().flat_map(|w| w.to_be_bytes()).collect();
        self.chunk(TAG_BLOCKS, thread, &payload)
    }

    /// A PATHS chunk: token count, trailing steps, coded stream.
    pub fn paths(
        &mut self,
        thread: u32,
        tokens: u32,
        trailing_steps: u32,
        coded: &[u8],
    ) -> io::Result<()> {
        let mut payload = Vec::with_capacity(PATHS_PREFIX_LEN + coded.len());
        payload.extend_from_slice(&tokens.to_be_bytes());
        payload.extend_from_slice(&trailing_steps.to_be_bytes());
        payload.extend_from_slice(coded);
        self.chunk(TAG_PATHS, thread, &payload)
    }

    pub fn get_mut(&mut self) -> &mut W {
        &mut self.out
    }

    pub fn into_inner(self) -> W {
        self.out
    }
}

/// Java's `writeUTF`: u16 byte count, then modified UTF-8 (NUL as two bytes, every UTF-16
/// unit encoded on its own). `None` past 65535 bytes.
fn encode_java_utf(units: &[u16]) -> Option<Vec<u8>> {
    let mut body = Vec::with_capacity(units.len());
    for &u in units {
        match u {
            0x0001..=0x007f => body.push(u as u8),
            0x0000 | 0x0080..=0x07ff => {
                body.push(0xc0 | (u >> 6) as u8);
                body.push(0x80 | (u & 0x3f) as u8);
            }
            _ => {
                body.push(0xe0 | (u >> 12) as u8);
                body.push(0x80 | ((u >> 6) & 0x3f) as u8);
                body.push(0x80 | (u & 0x3f) as u8);
            }
        }
    }
    let len = u16::try_from(body.len()).ok()?;
    let mut out = len.to_be_bytes().to_vec();
    out.extend(body);
    Some(out)
}

/// Java's `readUTF` of a whole payload; lone surrogates become U+FFFD.
fn decode_java_utf(bytes: &[u8]) -> Result<String, String> {
    let [hi, lo, body @ ..] = bytes else {
        return Err(format!(
            "a THREAD payload of {} bytes has no length prefix",
            bytes.len()
        ));
    };
    let len = usize::from(u16::from_be_bytes([*hi, *lo]));
    if len != body.len() {
        return Err(format!(
            "the name's length prefix says {len} bytes but {} follow",
            body.len()
        ));
    }
    let bad = |i: usize| format!("byte {i} of the name is not modified UTF-8");
    let cont = |i: usize| match body.get(i) {
        Some(b) if b & 0xc0 == 0x80 => Ok(u16::from(b & 0x3f)),
        _ => Err(bad(i)),
    };
    let mut units = Vec::with_capacity(body.len());
    let mut i = 0;
    while let Some(&b) = body.get(i) {
        let b16 = u16::from(b);
        match b >> 4 {
            0..=7 => {
                units.push(b16);
                i += 1;
            }
            12 | 13 => {
                units.push((b16 & 0x1f) << 6 | cont(i + 1)?);
                i += 2;
            }
            14 => {
                units.push((b16 & 0x0f) << 12 | cont(i + 1)? << 6 | cont(i + 2)?);
                i += 3;
            }
            _ => return Err(bad(i)),
        }
    }
    Ok(String::from_utf16_lossy(&units))
}

fn read_full(input: &mut impl Read, buf: &mut [u8]) -> io::Result<usize> {
    let mut n = 0;
    while n < buf.len() {
        match input.read(&mut buf[n..]) {
            Ok(0) => break,
            Ok(k) => n += k,
            Err(e) if e.kind() == io::ErrorKind::Interrupted => {}
            Err(e) => return Err(e),
        }
    }
    Ok(n)
}

fn be_u32(b: &[u8]) -> u32 {
    let mut a = [0u8; 4];
    a.copy_from_slice(&b[..4]);
    u32::from_be_bytes(a)
}

fn be_u64(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[..8]);
    u64::from_be_bytes(a)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn java_utf(s: &str) -> Vec<u8> {
        encode_java_utf(&s.encode_utf16().collect::<Vec<_>>()).unwrap()
    }

    #[test]
    fn java_utf_matches_write_utf() {
        // DataOutputStream.writeUTF("a\0é€😀") as Java writes it.
        let expected = [
            0x00, 0x0e, b'a', 0xc0, 0x80, 0xc3, 0xa9, 0xe2, 0x82, 0xac, 0xed, 0xa0, 0xbd, 0xed,
            0xb8, 0x80,
        ];
        assert_eq!(java_utf("a\0é€😀"), expected);
        assert_eq!(decode_java_utf(&expected).unwrap(), "a\0é€😀");
        assert_eq!(java_utf(""), [0, 0]);
    }

    #[test]
    fn java_utf_rejects_bad_bytes() {
        assert!(decode_java_utf(&[0]).is_err());
        assert!(decode_java_utf(&[0, 2, b'a']).is_err());
        assert!(decode_java_utf(&[0, 1, 0xc3]).is_err());
        assert!(decode_java_utf(&[0, 2, 0xc3, 0x41]).is_err());
        assert!(decode_java_utf(&[0, 1, 0xff]).is_err());
        assert!(decode_java_utf(&[0, 2, 0xe2, 0x82]).is_err());
        // A lone surrogate is legal in Java; it becomes U+FFFD here.
        assert_eq!(
            decode_java_utf(&[0, 3, 0xed, 0xa0, 0xbd]).unwrap(),
            "\u{fffd}"
        );
    }

    #[test]
    fn event_words_round_trip() {
        let events = [
            BlockEvent::Enter { method: 0 },
            BlockEvent::Enter {
                method: BlockEvent::MAX_VALUE,
            },
            BlockEvent::Block { index: 7 },
            BlockEvent::Exit,
            BlockEvent::Catch { depth: 3 },
            BlockEvent::Site { index: 12 },
            BlockEvent::Uncaught,
            BlockEvent::Unwound { depth: 1 },
            BlockEvent::Unwound {
                depth: BlockEvent::MAX_VALUE,
            },
        ];
        for e in events {
            assert_eq!(BlockEvent::decode(e.encode().unwrap()), Some(e));
        }
        assert_eq!(BlockEvent::Enter { method: 5 }.encode(), Some(0x1000_0005));
        assert_eq!(BlockEvent::Uncaught.encode(), Some(0x6000_0000));
        assert_eq!(BlockEvent::Unwound { depth: 3 }.encode(), Some(0x7000_0003));
        assert_eq!(
            BlockEvent::decode(0x7fff_ffff),
            Some(BlockEvent::Unwound {
                depth: BlockEvent::MAX_VALUE
            })
        );
        assert_eq!(BlockEvent::Block { index: 1 << 28 }.encode(), None);
        assert_eq!(BlockEvent::Unwound { depth: 0 }.encode(), None);
        assert_eq!(BlockEvent::Unwound { depth: 1 << 28 }.encode(), None);
        for bad in [
            0,
            0x3000_0001,
            0x6000_0002,
            0x7000_0000,
            0x8000_0001,
            0xf000_0000,
        ] {
            assert_eq!(BlockEvent::decode(bad), None, "{bad:#x}");
        }
        assert_eq!(BlockEvent::Catch { depth: 2 }.to_string(), "CATCH 2");
        assert_eq!(BlockEvent::Unwound { depth: 2 }.to_string(), "UNWOUND 2");
    }

    #[test]
    fn paths_chunks_split_into_counts_and_stream_and_short_ones_are_refused() {
        let chunk = |payload: &[u8]| Chunk {
            offset: 100,
            tag: TAG_PATHS,
            thread: 3,
            payload: payload.to_vec(),
        };
        let c = chunk(&[0, 0, 1, 2, 0, 0, 0, 7, 0xaa, 0xbb]);
        assert_eq!(
            c.paths_payload().unwrap(),
            PathsPayload {
                offset: 100 + CHUNK_HEADER_LEN + 8,
                tokens: 258,
                trailing_steps: 7,
                coded: &[0xaa, 0xbb],
            }
        );
        assert!(chunk(&[0; 8]).paths_payload().unwrap().coded.is_empty());
        let err = chunk(&[0; 7]).paths_payload().unwrap_err();
        assert_eq!(err.offset, 100 + CHUNK_HEADER_LEN);
        assert!(err.problem.contains("7 bytes"), "{err}");
    }

    #[test]
    fn header_bytes_are_as_documented() {
        let h = TraceHeader {
            schemes: 1,
            metadata_hash: 0x0102_0304_0506_0708,
            model_generation: 9,
            pid: 4242,
            start_ms: 1_700_000_000_000,
            model_status: ModelStatus::WrongShape,
            coder: CODER_ADAPTRACER,
        };
        let b = h.to_bytes();
        assert_eq!(&b[..8], b"ADTR\x00\x01\x00\x30");
        assert_eq!(&b[12..20], &[1, 2, 3, 4, 5, 6, 7, 8]);
        assert_eq!(&b[36..44], &[0, 0, 0, 4, 0, 0, 0, 1]);
        assert_eq!(be_u32(&b[44..]), crc32fast::hash(&b[..44]));
        assert_eq!(h.file_name(), "1700000000000-4242.adtrace");
        assert_eq!(h.coder(), Some(crate::coder::Coder::AdapTracer));
        let read = TraceReader::new(&b[..], "t.adtrace").unwrap();
        assert_eq!(*read.header(), h);
        assert_eq!(read.offset(), 48);
    }

    /// The first runtimes' 40-byte header: the same fields up to the start time, then the CRC.
    fn old_header(len: u16) -> Vec<u8> {
        let mut b = Vec::new();
        b.extend_from_slice(b"ADTR\x00\x01");
        b.extend_from_slice(&len.to_be_bytes());
        b.extend_from_slice(&[0, 0, 0, 2]);
        b.extend_from_slice(&7u64.to_be_bytes());
        b.extend_from_slice(&[0, 0, 0, 3, 0, 0, 0x10, 0x92]);
        b.extend_from_slice(&1_700_000_000_000u64.to_be_bytes());
        b.resize(usize::from(len) - 4, 0xee);
        let crc = crc32fast::hash(&b);
        b.extend_from_slice(&crc.to_be_bytes());
        b
    }

    #[test]
    fn forty_byte_headers_read_as_a_loaded_model_and_the_range_coder() {
        let b = old_header(40);
        let read = TraceReader::new(&b[..], "t.adtrace").unwrap();
        let h = *read.header();
        assert_eq!((h.schemes, h.metadata_hash, h.model_generation), (2, 7, 3));
        assert_eq!((h.pid, h.start_ms), (4242, 1_700_000_000_000));
        assert_eq!(
            (h.model_status, h.coder),
            (ModelStatus::Loaded, CODER_RANGE)
        );
        assert_eq!(read.offset(), 40);
    }

    #[test]
    fn a_header_between_the_two_lengths_is_damaged_and_longer_ones_are_extensions() {
        for len in 41..48 {
            let b = old_header(len);
            let err = TraceReader::new(&b[..], "t.adtrace").err().unwrap();
            assert!(matches!(err, TraceError::HeaderLength { found, .. } if found == len));
            assert!(err.to_string().contains("40 or at least 48"), "{err}");
        }
        let b = old_header(56);
        let read = TraceReader::new(&b[..], "t.adtrace").unwrap();
        assert_eq!(read.header().model_status, ModelStatus::Other(0xeeee_eeee));
        assert_eq!(read.header().coder, 0xeeee_eeee);
        assert_eq!(read.header().coder(), None);
        assert_eq!(read.offset(), 56);
    }

    #[test]
    fn model_status_codes_round_trip() {
        for code in 0..8 {
            let s = ModelStatus::from_code(code);
            assert_eq!(s.code(), code);
            assert!(!s.to_string().is_empty());
        }
        assert_eq!(ModelStatus::from_code(6), ModelStatus::Other(6));
    }
}
