//! Reading traces and decoding them: every scheme's decoder ([`RecordDecoder`]) streams its
//! record of a trace file, with the metadata it names, thread by thread into a [`RunSink`];
//! [`emit`] prints it in the formats of `adaptrace decode --emit`, [`report`] writes whole
//! files, [`models`] learns the next model generation from the records.
//!
//! A trace may hold several schemes' records of the same run (an app instrumented with
//! `--scheme blocks,paths`): [`DecodedFile::records`] then holds each, the `blocks` one being
//! the oracle the others are compared with.

pub mod blocks;
pub mod contexts;
pub mod emit;
pub mod fi;
pub mod models;
pub mod pathids;
pub mod paths;
pub mod pcc;
pub mod profile;
pub mod records;
pub mod report;
pub mod run;
pub mod sink;
pub mod witness;

use std::path::{Path, PathBuf};
use std::sync::{Arc, OnceLock};

use android_runtime::calls::Selection;
use android_runtime::coder::Coder;
use android_runtime::meta::{MetaError, Metadata};
use android_runtime::model::Model;
use android_runtime::pathids::Numbering;
use android_runtime::record::{Record, TraceStream};
use android_runtime::trace::{read_trace, ModelStatus, TraceError, TraceFile, TraceHeader};
use android_runtime::Scheme;

pub use paths::SymbolCounts;
pub use sink::{thread_note, Collect, RunSink};

use crate::run::Run;
use crate::sink::Ends;

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
    #[error(
        "{path}: the trace holds no scheme this adaptrace decodes (scheme bits {bits:#x}; {})",
        known_bits()
    )]
    NoKnownScheme { path: PathBuf, bits: u32 },
    #[error("{path}: the trace has no `{scheme}` record (its app was not instrumented with --scheme {scheme})")]
    NoRecord { path: PathBuf, scheme: Scheme },
    #[error("{path}: the `{scheme}` record holds calls and returns only, no blocks: use --emit calls, contexts or summary (or instrument with a scheme that recovers blocks, such as paths)")]
    NoBlocks { path: PathBuf, scheme: Scheme },
    #[error("{path}: the `{scheme}` record holds the calling context of each event only, not every block, call and return: use --emit contexts or summary (or instrument with a scheme that recovers calls, such as calls or paths)")]
    ContextsOnly { path: PathBuf, scheme: Scheme },
    #[error("{path}: the `{scheme}` record holds hashes of calling contexts, which cannot be decoded: use --emit summary (or instrument with the contexts scheme, which decodes)")]
    Undecodable { path: PathBuf, scheme: Scheme },
    #[error("{path}: cannot decode `{scheme}` with {meta}: {reason}")]
    Setup {
        path: PathBuf,
        meta: PathBuf,
        scheme: Scheme,
        reason: String,
    },
    #[error("{path}: the runtime loaded model generation {found} to code the trace's streams, but {model}: decode it with that generation's model file")]
    WrongModel {
        path: PathBuf,
        found: u32,
        model: String,
    },
    #[error("the model of generation {generation} belongs to metadata {found:016x}, but {meta} has {expected:016x}: use the model file of that metadata directory")]
    ModelMetadata {
        meta: PathBuf,
        generation: u32,
        found: u64,
        expected: u64,
    },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {reason}")]
    Model { path: PathBuf, reason: String },
}

/// The registered schemes' bits, for messages.
fn known_bits() -> String {
    let bits: Vec<String> = Scheme::all()
        .map(|s| format!("`{s}` is bit {}", s.bit()))
        .collect();
    bits.join(", ")
}

/// What a record teaches the model of its scheme, for schemes that learn one.
pub type Learned = Option<SymbolCounts>;

/// What a record decoder is given besides the trace.
pub struct Context<'a> {
    /// The metadata directory, for messages.
    pub meta_dir: &'a Path,
    /// The model generation the trace's runtime loaded, when it loaded one.
    pub model: Option<&'a Model>,
}

impl<'a> Context<'a> {
    /// The model `trace`'s runtime started its coders from: `None` when it loaded none (it
    /// started uniform, whatever model files exist); an error when it loaded a generation this
    /// context was not given.
    pub fn loaded_model(&self, trace: &dyn Record) -> Result<Option<&'a Model>, DecodeError> {
        let header = trace.header();
        let generation = header.model_generation;
        match (header.model_status, self.model) {
            (ModelStatus::Loaded, Some(m)) if m.generation == generation => Ok(Some(m)),
            (ModelStatus::Loaded, m) => Err(DecodeError::WrongModel {
                path: trace.path().to_path_buf(),
                found: generation,
                model: m.map_or("no model was given".into(), |m| {
                    format!("the model given is generation {}", m.generation)
                }),
            }),
            _ => Ok(None),
        }
    }

    /// The adaptive coder `trace`'s header names for `scheme`'s streams; an error for raw
    /// records or a value this adaptrace does not know.
    pub fn header_coder(&self, trace: &dyn Record, scheme: Scheme) -> Result<Coder, DecodeError> {
        let header = trace.header();
        header.coder().ok_or_else(|| {
            self.setup_error(
                trace,
                scheme,
                format!(
                    "the header names coder {}, which is no adaptive coder this adaptrace knows \
                     (0 `range`, 1 `adaptracer`; 2 is raw `calls` records): decode it with the \
                     adaptrace that instrumented the app",
                    header.coder
                ),
            )
        })
    }

    /// A decoder of `scheme` cannot decode `trace` with this metadata, for `reason`.
    pub fn setup_error(&self, trace: &dyn Record, scheme: Scheme, reason: String) -> DecodeError {
        DecodeError::Setup {
            path: trace.path().to_path_buf(),
            meta: self.meta_dir.to_path_buf(),
            scheme,
            reason,
        }
    }
}

/// A scheme's decoder, made once per metadata.
pub trait RecordDecoder: Send + Sync {
    /// Decodes `trace`'s record of the scheme, handing each thread and event to `sink` as it is
    /// decoded; returns what it teaches the scheme's model.
    fn decode(
        &self,
        cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError>;
}

/// The decoder of `scheme`'s records for `meta`; the reason when the metadata cannot be
/// decoded with.
fn record_decoder(scheme: Scheme, meta: &Arc<Metadata>) -> Result<Box<dyn RecordDecoder>, String> {
    Ok(match scheme {
        Scheme::Blocks => Box::new(blocks::Blocks::new(Arc::clone(meta))),
        Scheme::Paths => Box::new(paths::Paths::new(meta)?),
        Scheme::Pap => Box::new(pathids::PathIds::new(meta, Numbering::Pap)?),
        Scheme::Bl => Box::new(pathids::PathIds::new(meta, Numbering::Bl)?),
        Scheme::Fi => Box::new(fi::Fi::new(meta)),
        Scheme::Bri => Box::new(witness::Witness::new(meta, scheme, Selection::Bri)),
        Scheme::Calls => Box::new(witness::Witness::new(meta, scheme, Selection::Calls)),
        Scheme::Contexts => Box::new(contexts::Contexts::new(meta)),
        Scheme::Pcc => Box::new(pcc::Pcc),
    })
}

/// The record `decode` shows of a trace holding `schemes` when none is asked for: the first
/// that is not the oracle (what the user instrumented for), else the oracle.
pub fn default_record(schemes: impl Iterator<Item = Scheme> + Clone) -> Option<Scheme> {
    schemes
        .clone()
        .find(|s| !s.spec().oracle)
        .or_else(|| schemes.into_iter().next())
}

/// Decodes traces against one metadata directory (and the model generation they were recorded
/// with).
pub struct Decoder {
    dir: PathBuf,
    meta: Arc<Metadata>,
    hash: u64,
    model: Option<Model>,
    /// Each scheme's decoder (by `Scheme as usize`), made the first time a trace needs it.
    records: Vec<OnceLock<Result<Box<dyn RecordDecoder>, String>>>,
}

/// One decoded trace file, held whole in memory.
#[derive(Debug)]
pub struct DecodedFile {
    pub trace: TraceFile,
    /// Each scheme's record, in registry order.
    pub records: Vec<(Scheme, Run)>,
    /// How often each symbol of each coding context was decoded, over all threads (what a
    /// model update adds up); `None` without a scheme that learns.
    pub counts: Option<SymbolCounts>,
}

impl DecodedFile {
    /// The record of `scheme`, if the trace has one.
    pub fn record(&self, scheme: Scheme) -> Option<&Run> {
        self.records
            .iter()
            .find(|(s, _)| *s == scheme)
            .map(|(_, run)| run)
    }

    /// The record [`default_record`] picks.
    pub fn default_record(&self) -> Option<(Scheme, &Run)> {
        let scheme = default_record(self.records.iter().map(|(s, _)| *s))?;
        Some((scheme, self.record(scheme)?))
    }

    /// What the user should know about where decoding stopped: file damage and threads whose
    /// record does not end cleanly (named by scheme when the file holds several records).
    pub fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(stop) = &self.trace.stopped {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        for (scheme, run) in &self.records {
            let prefix = if self.records.len() > 1 {
                format!("{scheme}: ")
            } else {
                String::new()
            };
            for t in &run.threads {
                notes.extend(thread_note(t.index, &t.name, &t.end).map(|n| format!("{prefix}{n}")));
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
            meta: Arc::new(meta),
            hash,
            model: None,
            records: Scheme::all().map(|_| OnceLock::new()).collect(),
        })
    }

    /// Decodes the coded streams of traces whose runtime loaded a model with `model`, which
    /// must be the model of the generation the trace names. Fails when the model belongs to
    /// other metadata.
    pub fn with_model(mut self, model: Model) -> Result<Decoder, DecodeError> {
        if model.metadata_hash != self.hash {
            return Err(DecodeError::ModelMetadata {
                meta: self.dir.clone(),
                generation: model.generation,
                found: model.metadata_hash,
                expected: self.hash,
            });
        }
        self.model = Some(model);
        Ok(self)
    }

    pub fn metadata(&self) -> &Metadata {
        &self.meta
    }

    /// The metadata's hash, which traces and models must name.
    pub fn hash(&self) -> u64 {
        self.hash
    }

    /// The schemes whose records `trace` holds (registry order): an error when its header
    /// names other metadata or no scheme this adaptrace decodes.
    pub fn schemes_of(&self, trace: &dyn Record) -> Result<Vec<Scheme>, DecodeError> {
        self.check_header(trace.path(), trace.header())?;
        let bits = trace.header().schemes;
        let schemes: Vec<Scheme> = Scheme::in_mask(bits).collect();
        if schemes.is_empty() {
            return Err(DecodeError::NoKnownScheme {
                path: trace.path().to_path_buf(),
                bits,
            });
        }
        Ok(schemes)
    }

    /// Decodes `trace`'s record of `scheme` into `sink`, thread by thread, keeping nothing of
    /// it; returns what it teaches the scheme's model.
    pub fn stream(
        &self,
        trace: &dyn Record,
        scheme: Scheme,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        if !self.schemes_of(trace)?.contains(&scheme) {
            return Err(DecodeError::NoRecord {
                path: trace.path().to_path_buf(),
                scheme,
            });
        }
        let cx = Context {
            meta_dir: &self.dir,
            model: self.model.as_ref(),
        };
        let decoder = self.records[scheme as usize]
            .get_or_init(|| record_decoder(scheme, &self.meta))
            .as_ref()
            .map_err(|reason| cx.setup_error(trace, scheme, reason.clone()))?;
        decoder.decode(&cx, trace, sink)
    }

    /// Reads and decodes every record of one trace file into memory. A file damaged after its
    /// header decodes up to the last good chunk ([`DecodedFile::notes`] says so).
    pub fn decode_file(&self, path: &Path) -> Result<DecodedFile, DecodeError> {
        let trace = read_trace(path)?;
        self.decode(trace)
    }

    /// Decodes every record of a trace already read.
    pub fn decode(&self, trace: TraceFile) -> Result<DecodedFile, DecodeError> {
        let mut records = Vec::new();
        let mut counts = None;
        for scheme in self.schemes_of(&trace)? {
            let mut collect = Collect::default();
            if let Some(learned) = self.stream(&trace, scheme, &mut collect)? {
                counts = Some(learned);
            }
            records.push((scheme, collect.run));
        }
        Ok(DecodedFile {
            trace,
            records,
            counts,
        })
    }

    /// What the trace file at `path` teaches its model (the record of its scheme that learns
    /// one) and notes on where decoding stopped, as [`DecodedFile::notes`] words them; `None`
    /// when no record of it learns. The file is read one chunk at a time and no event is kept.
    pub fn learn(&self, path: &Path) -> Result<Option<(SymbolCounts, Vec<String>)>, DecodeError> {
        let trace = TraceStream::open(path)?;
        let Some(scheme) = self
            .schemes_of(&trace)?
            .into_iter()
            .find(|s| s.spec().learns)
        else {
            return Ok(None);
        };
        let mut ends = Ends::default();
        let learned = self.stream(&trace, scheme, &mut ends)?;
        let mut notes = Vec::new();
        if let Some(stop) = trace.stopped() {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        notes.extend(ends.notes);
        Ok(learned.map(|counts| (counts, notes)))
    }

    /// A trace is only decoded with the metadata it was recorded against.
    fn check_header(&self, path: &Path, header: &TraceHeader) -> Result<(), DecodeError> {
        if header.metadata_hash != self.hash {
            return Err(DecodeError::WrongMetadata {
                path: path.to_path_buf(),
                meta: self.dir.clone(),
                found: header.metadata_hash,
                expected: self.hash,
            });
        }
        Ok(())
    }
}
