//! Model files: the symbol frequencies the adaptive coders start from, one table per coding
//! context, for one metadata hash and generation.
//!
//! Layout (all integers big-endian): magic `ADMD`, version u16 (1), header length u16 (24: the
//! offset of the first table), metadata hash u64, generation u32, table count u32; then per
//! table a symbol count u16 and that many u32 frequencies; then a CRC32 u32 of every byte
//! before it. A reader skips header bytes past the 24 it knows.
//!
//! Files are written atomically ([`Model::write_atomic`]): a crash leaves either the old file
//! or the new one, never a mix.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// First bytes of every model file.
pub const MAGIC: [u8; 4] = *b"ADMD";
/// Format version written and read.
pub const VERSION: u16 = 1;
/// Length of a version-1 header (the offset of the first table).
pub const HEADER_LEN: u16 = 24;
/// Most symbols a table can have (its count is a u16).
pub const MAX_SYMBOLS: usize = u16::MAX as usize;

/// A model: frequencies per coding context.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Model {
    /// Hash of the instrumentation metadata the model belongs to.
    pub metadata_hash: u64,
    /// 0 for the model written at instrumentation, then one more per update.
    pub generation: u32,
    /// One frequency table per coding context; at most [`MAX_SYMBOLS`] entries each.
    pub tables: Vec<Vec<u32>>,
}

/// Reading or writing a model file failed.
#[derive(Debug, thiserror::Error)]
pub enum ModelError {
    #[error("{path}: {source} (check that the model file exists and its directory is writable)")]
    Io { path: PathBuf, source: io::Error },
    #[error("{path}: the file has {len} bytes but needs at least {needed}: it is truncated; restore it from the metadata directory's copy of this generation or re-run `adaptrace model update`")]
    Truncated {
        path: PathBuf,
        len: u64,
        needed: u64,
    },
    #[error("{path}: byte 0: found {found:02x?}, not the magic `ADMD`: this is not an adaptrace model file")]
    BadMagic { path: PathBuf, found: [u8; 4] },
    #[error("{path}: byte 4: model format version {found}, this adaptrace reads version {VERSION}: use the adaptrace that wrote the model")]
    Version { path: PathBuf, found: u16 },
    #[error("{path}: byte 6: header length {found}, a version-{VERSION} header has at least {HEADER_LEN} bytes: the file is damaged")]
    HeaderLength { path: PathBuf, found: u16 },
    #[error("{path}: byte {offset}: the stored CRC32 is {stored:#010x} but the file's bytes give {computed:#010x}: the file is damaged or truncated; restore it from the metadata directory's copy of this generation or re-run `adaptrace model update`")]
    Crc {
        path: PathBuf,
        offset: u64,
        stored: u32,
        computed: u32,
    },
    #[error("{path}: byte {offset}: {problem} (the CRC is good, so it was written like this: use the adaptrace that wrote the model)")]
    Layout {
        path: PathBuf,
        offset: u64,
        problem: String,
    },
    #[error(
        "{path}: table {table} has {symbols} symbols, the format allows at most {MAX_SYMBOLS}"
    )]
    TableTooLarge {
        path: PathBuf,
        table: usize,
        symbols: usize,
    },
}

impl ModelError {
    /// Byte offset the error is about, when there is one.
    pub fn offset(&self) -> Option<u64> {
        match self {
            ModelError::Io { .. } | ModelError::TableTooLarge { .. } => None,
            ModelError::Truncated { len, .. } => Some(*len),
            ModelError::BadMagic { .. } => Some(0),
            ModelError::Version { .. } => Some(4),
            ModelError::HeaderLength { .. } => Some(6),
            ModelError::Crc { offset, .. } | ModelError::Layout { offset, .. } => Some(*offset),
        }
    }
}

impl Model {
    /// Whether the model has exactly the tables `lengths` gives, as the runtime checks a model
    /// of `scheme` before it seeds anything; the reason when not.
    pub fn check_lengths(&self, lengths: &[u32], scheme: &str) -> Result<(), String> {
        if self.tables.len() != lengths.len() {
            return Err(format!(
                "the model has {} tables, the metadata's `{scheme}` contexts need {}",
                self.tables.len(),
                lengths.len()
            ));
        }
        for (table, (t, &len)) in self.tables.iter().zip(lengths).enumerate() {
            if t.len() != len as usize {
                return Err(format!(
                    "table {table} has {} entries, its context needs {len}",
                    t.len()
                ));
            }
        }
        Ok(())
    }

    /// The file's bytes; `path` only names the file in the error.
    pub fn to_bytes(&self, path: &Path) -> Result<Vec<u8>, ModelError> {
        let size: usize = self.tables.iter().map(|t| 2 + 4 * t.len()).sum();
        let mut b = Vec::with_capacity(usize::from(HEADER_LEN) + size + 4);
        b.extend_from_slice(&MAGIC);
        b.extend_from_slice(&VERSION.to_be_bytes());
        b.extend_from_slice(&HEADER_LEN.to_be_bytes());
        b.extend_from_slice(&self.metadata_hash.to_be_bytes());
        b.extend_from_slice(&self.generation.to_be_bytes());
        // Every table takes at least 2 bytes, so a count past u32 cannot be in memory.
        b.extend_from_slice(&(self.tables.len() as u32).to_be_bytes());
        for (table, t) in self.tables.iter().enumerate() {
            let symbols = u16::try_from(t.len()).map_err(|_| ModelError::TableTooLarge {
                path: path.to_path_buf(),
                table,
                symbols: t.len(),
            })?;
            b.extend_from_slice(&symbols.to_be_bytes());
            for f in t {
                b.extend_from_slice(&f.to_be_bytes());
            }
        }
        let crc = crc32fast::hash(&b);
        b.extend_from_slice(&crc.to_be_bytes());
        Ok(b)
    }

    /// Parses a model file's bytes; `path` names them in errors. Never panics.
    pub fn from_bytes(bytes: &[u8], path: &Path) -> Result<Model, ModelError> {
        let path_buf = || path.to_path_buf();
        let truncated = |needed: u64| ModelError::Truncated {
            path: path_buf(),
            len: bytes.len() as u64,
            needed,
        };
        let min = u64::from(HEADER_LEN) + 4;
        if bytes.len() < 4 {
            return Err(truncated(min));
        }
        if bytes[..4] != MAGIC {
            return Err(ModelError::BadMagic {
                path: path_buf(),
                found: [bytes[0], bytes[1], bytes[2], bytes[3]],
            });
        }
        if bytes.len() < 8 {
            return Err(truncated(min));
        }
        let version = be_u16(&bytes[4..]);
        if version != VERSION {
            return Err(ModelError::Version {
                path: path_buf(),
                found: version,
            });
        }
        let header_len = be_u16(&bytes[6..]);
        if header_len < HEADER_LEN {
            return Err(ModelError::HeaderLength {
                path: path_buf(),
                found: header_len,
            });
        }
        let header_len = usize::from(header_len);
        if bytes.len() < header_len + 4 {
            return Err(truncated(header_len as u64 + 4));
        }
        let crc_at = bytes.len() - 4;
        let stored = be_u32(&bytes[crc_at..]);
        let computed = crc32fast::hash(&bytes[..crc_at]);
        if stored != computed {
            return Err(ModelError::Crc {
                path: path_buf(),
                offset: crc_at as u64,
                stored,
                computed,
            });
        }
        let layout = |offset: usize, problem: String| ModelError::Layout {
            path: path_buf(),
            offset: offset as u64,
            problem,
        };
        let count = be_u32(&bytes[20..]);
        let body = &bytes[..crc_at];
        let mut pos = header_len;
        // Each table takes at least 2 bytes: never reserve more than the file can hold.
        let mut tables = Vec::with_capacity((count as usize).min((crc_at - pos) / 2));
        for table in 0..count {
            let Some(b) = body.get(pos..pos + 2) else {
                return Err(layout(
                    pos,
                    format!("table {table} of {count} starts past the last table's end"),
                ));
            };
            let symbols = usize::from(be_u16(b));
            let start = pos + 2;
            let Some(data) = body.get(start..start + 4 * symbols) else {
                return Err(layout(
                    pos,
                    format!(
                        "table {table} has {symbols} symbols but only {} bytes remain before the CRC",
                        crc_at - start
                    ),
                ));
            };
            tables.push(data.chunks_exact(4).map(be_u32).collect());
            pos = start + 4 * symbols;
        }
        if pos != crc_at {
            return Err(layout(
                pos,
                format!(
                    "{} bytes follow the last of the {count} tables",
                    crc_at - pos
                ),
            ));
        }
        Ok(Model {
            metadata_hash: be_u64(&bytes[8..]),
            generation: be_u32(&bytes[16..]),
            tables,
        })
    }

    /// Reads a model file.
    pub fn read(path: impl AsRef<Path>) -> Result<Model, ModelError> {
        let path = path.as_ref();
        let bytes = fs::read(path).map_err(|source| ModelError::Io {
            path: path.to_path_buf(),
            source,
        })?;
        Model::from_bytes(&bytes, path)
    }

    /// Writes the model to `path` atomically: a synced temporary file in the same directory,
    /// renamed over `path`, then the directory synced so the rename survives a crash.
    pub fn write_atomic(&self, path: impl AsRef<Path>) -> Result<(), ModelError> {
        let path = path.as_ref();
        let bytes = self.to_bytes(path)?;
        let io_err = |source| ModelError::Io {
            path: path.to_path_buf(),
            source,
        };
        crate::fsutil::write_atomic(path, &bytes).map_err(io_err)
    }
}

fn be_u16(b: &[u8]) -> u16 {
    u16::from_be_bytes([b[0], b[1]])
}

fn be_u32(b: &[u8]) -> u32 {
    u32::from_be_bytes([b[0], b[1], b[2], b[3]])
}

fn be_u64(b: &[u8]) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[..8]);
    u64::from_be_bytes(a)
}
