//! Reading traces and decoding them: every scheme's decoder turns a trace file, with the
//! metadata it names, into a [`run::Run`], which [`emit`] prints in the formats of
//! `adaptrace decode --emit`.

pub mod blocks;
pub mod emit;
pub mod run;

use std::path::{Path, PathBuf};

use android_runtime::meta::{MetaError, Metadata};
use android_runtime::scheme;
use android_runtime::trace::{read_trace, TraceError, TraceFile};

use crate::run::{Run, ThreadEnd};

/// Decoding failed before anything could be decoded.
#[derive(Debug, thiserror::Error)]
pub enum DecodeError {
    #[error(transparent)]
    Meta(#[from] MetaError),
    #[error(transparent)]
    Trace(#[from] TraceError),
    #[error("{path}: the trace was written by an app instrumented with metadata {found:016x}, but {meta} has {expected:016x}: decode it with the metadata directory of the build that produced it")]
    WrongMetadata {
        path: PathBuf,
        meta: PathBuf,
        found: u64,
        expected: u64,
    },
    #[error("{path}: the trace holds no scheme this adaptrace decodes (scheme bits {bits:#x}; the `blocks` scheme is bit 1)")]
    NoKnownScheme { path: PathBuf, bits: u32 },
}

/// Decodes traces against one metadata directory.
pub struct Decoder {
    dir: PathBuf,
    meta: Metadata,
    hash: u64,
}

/// One decoded trace file.
#[derive(Debug)]
pub struct DecodedFile {
    pub trace: TraceFile,
    pub run: Run,
}

impl DecodedFile {
    /// What the user should know about where decoding stopped: file damage and threads whose
    /// record does not end cleanly.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(stop) = &self.trace.stopped {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        for t in &self.run.threads {
            match &t.end {
                ThreadEnd::Complete => {}
                end => notes.push(format!(
                    "thread {} \"{}\" {}",
                    t.index,
                    t.name,
                    emit::describe_end(end)
                )),
            }
        }
        notes
    }
}

impl Decoder {
    /// Reads the metadata in `dir` (a metadata directory or its `metadata.json`).
    pub fn open(dir: &Path) -> Result<Decoder, DecodeError> {
        let (meta, hash) = Metadata::read(dir)?;
        Ok(Decoder {
            dir: dir.to_path_buf(),
            meta,
            hash,
        })
    }

    pub fn metadata(&self) -> &Metadata {
        &self.meta
    }

    /// Reads and decodes one trace file. A file damaged after its header decodes up to the
    /// last good chunk ([`DecodedFile::notes`] says so).
    pub fn decode_file(&self, path: &Path) -> Result<DecodedFile, DecodeError> {
        let trace = read_trace(path)?;
        self.decode(trace)
    }

    /// Decodes a trace already read.
    pub fn decode(&self, trace: TraceFile) -> Result<DecodedFile, DecodeError> {
        if trace.header.metadata_hash != self.hash {
            return Err(DecodeError::WrongMetadata {
                path: trace.path.clone(),
                meta: self.dir.clone(),
                found: trace.header.metadata_hash,
                expected: self.hash,
            });
        }
        if trace.header.schemes & scheme::BLOCKS == 0 {
            return Err(DecodeError::NoKnownScheme {
                path: trace.path.clone(),
                bits: trace.header.schemes,
            });
        }
        let threads = trace
            .blocks()?
            .into_iter()
            .map(|t| {
                let name = t.name.unwrap_or_else(|| format!("thread-{}", t.thread));
                blocks::decode_thread(t.thread, name, &t.events, &self.meta)
            })
            .collect();
        Ok(DecodedFile {
            trace,
            run: Run { threads },
        })
    }
}
