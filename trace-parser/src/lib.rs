//! Reading traces and decoding them: every scheme's decoder turns a trace file, with the
//! metadata it names, into a [`run::Run`], which [`emit`] prints in the formats of
//! `adaptrace decode --emit`.
//!
//! A trace may hold several schemes' records of the same run (an app instrumented with
//! `--scheme blocks,paths`): [`DecodedFile::run`] is then the `blocks` one (the oracle) and
//! [`DecodedFile::paths`] the `paths` one, to compare with it.

pub mod blocks;
pub mod collect;
pub mod device;
pub mod emit;
pub mod models;
pub mod pathids;
pub mod paths;
pub mod report;
pub mod run;
pub mod store;

use std::path::{Path, PathBuf};

use android_runtime::meta::{MetaError, Metadata};
use android_runtime::model::Model;
use android_runtime::pathids::{Numbering, TAG_PATHIDS};
use android_runtime::record::{Record, TraceStream};
use android_runtime::scheme;
use android_runtime::trace::{
    read_trace, ModelStatus, TraceError, TraceFile, TraceHeader, TAG_PATHS,
};
use android_runtime::PathsStart;

use crate::paths::{Coding, Program, SymbolCounts};
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
    #[error("{path}: the trace holds no scheme this adaptrace decodes (scheme bits {bits:#x}; the `blocks` scheme is bit 1, `paths` bit 2, `pap` bit 16, `bl` bit 32)")]
    NoKnownScheme { path: PathBuf, bits: u32 },
    #[error("{path}: cannot decode `{scheme}` with {meta}: {reason}")]
    PathIds {
        path: PathBuf,
        meta: PathBuf,
        scheme: &'static str,
        reason: String,
    },
    #[error("{path}: the runtime loaded model generation {found} to code the trace's `paths` streams, but {model}: decode it with that generation's model file")]
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
    #[error("{path}: cannot decode `paths` with {meta}: {reason}")]
    Paths {
        path: PathBuf,
        meta: PathBuf,
        reason: String,
    },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: {reason}")]
    Model { path: PathBuf, reason: String },
}

/// Decodes traces against one metadata directory.
pub struct Decoder {
    dir: PathBuf,
    meta: Metadata,
    hash: u64,
    model: Option<Model>,
}

/// One decoded trace file.
#[derive(Debug)]
pub struct DecodedFile {
    pub trace: TraceFile,
    /// The run: the `blocks` record when the trace has one, else the `paths` record.
    pub run: Run,
    /// The `paths` record when the trace has a `blocks` one too (else it is [`Self::run`]).
    pub paths: Option<Run>,
    /// How often each symbol of each `paths` coding context was decoded, over all threads
    /// (what a model update adds up); `None` without `paths`.
    pub counts: Option<SymbolCounts>,
    /// The `pap` or `bl` record when the trace has one and [`Self::run`] is another record.
    pub pathids: Option<Run>,
}

impl DecodedFile {
    /// What the user should know about where decoding stopped: file damage and threads whose
    /// record does not end cleanly.
    pub fn notes(&self) -> Vec<String> {
        let mut notes = Vec::new();
        if let Some(stop) = &self.trace.stopped {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        let records = [
            ("", Some(&self.run)),
            ("paths: ", self.paths.as_ref()),
            ("pathids: ", self.pathids.as_ref()),
        ];
        for (prefix, run) in records {
            for t in run.iter().flat_map(|r| &r.threads) {
                notes.extend(thread_note(prefix, t.index, &t.name, &t.end));
            }
        }
        notes
    }

    /// The `paths` record, if the trace has one.
    pub fn paths_run(&self) -> Option<&Run> {
        match (&self.paths, &self.counts) {
            (Some(run), _) => Some(run),
            (None, Some(_)) => Some(&self.run),
            (None, None) => None,
        }
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
            model: None,
        })
    }

    /// Decodes the `paths` streams of traces whose runtime loaded a model with `model`, which
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

    /// Reads and decodes one trace file. A file damaged after its header decodes up to the
    /// last good chunk ([`DecodedFile::notes`] says so).
    pub fn decode_file(&self, path: &Path) -> Result<DecodedFile, DecodeError> {
        let trace = read_trace(path)?;
        self.decode(trace)
    }

    /// Decodes a trace already read.
    pub fn decode(&self, trace: TraceFile) -> Result<DecodedFile, DecodeError> {
        self.check_metadata(&trace)?;
        let schemes = trace.header.schemes;
        if schemes & (scheme::BLOCKS | scheme::PATHS | scheme::PAP | scheme::BL) == 0 {
            return Err(DecodeError::NoKnownScheme {
                path: trace.path.clone(),
                bits: schemes,
            });
        }
        let blocks = if schemes & scheme::BLOCKS != 0 {
            let threads = trace
                .blocks()?
                .into_iter()
                .map(|t| {
                    let name = thread_name(t.name, t.thread);
                    blocks::decode_thread(t.thread, name, &t.events, &self.meta)
                })
                .collect();
            Some(Run { threads })
        } else {
            None
        };
        let paths = if schemes & scheme::PATHS != 0 {
            Some(self.decode_paths(&trace)?)
        } else {
            None
        };
        let mut pathids = if schemes & (scheme::PAP | scheme::BL) != 0 {
            Some(self.decode_pathids(&trace)?)
        } else {
            None
        };
        let (run, paths, counts) = match (blocks, paths) {
            (Some(run), Some((paths, counts))) => (run, Some(paths), Some(counts)),
            (Some(run), None) => (run, None, None),
            (None, Some((run, counts))) => (run, None, Some(counts)),
            (None, None) => (
                pathids.take().unwrap_or(Run {
                    threads: Vec::new(),
                }),
                None,
                None,
            ),
        };
        Ok(DecodedFile {
            trace,
            run,
            paths,
            counts,
            pathids,
        })
    }

    fn decode_paths(&self, trace: &TraceFile) -> Result<(Run, SymbolCounts), DecodeError> {
        let mut collect = Collect {
            threads: Vec::new(),
        };
        let counts = self.stream_paths(trace, &mut collect)?;
        Ok((
            Run {
                threads: collect.threads,
            },
            counts,
        ))
    }

    /// A trace is only decoded with the metadata it was recorded against.
    fn check_metadata(&self, trace: &TraceFile) -> Result<(), DecodeError> {
        self.check_header(&trace.path, &trace.header)
    }

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

    /// The symbol counts of the `paths` record of the trace file at `path` (what a model
    /// update adds up) and notes on where decoding stopped, as [`DecodedFile::notes`] words
    /// them; `None` when the trace has no `paths` record. The file is read one chunk at a time
    /// and no event is kept.
    pub fn count_paths(
        &self,
        path: &Path,
    ) -> Result<Option<(SymbolCounts, Vec<String>)>, DecodeError> {
        let trace = TraceStream::open(path)?;
        if trace.header().schemes & scheme::PATHS == 0 {
            return Ok(None);
        }
        let mut notes = Vec::new();
        if let Some(stop) = trace.stopped() {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        let mut ends = Ends {
            notes: &mut notes,
            thread: None,
        };
        let counts = self.stream_paths(&trace, &mut ends)?;
        Ok(Some((counts, notes)))
    }

    /// Decodes `trace`'s `paths` record thread by thread (threads by index), handing every
    /// event to `visitor` as it is decoded and keeping none; with a [`TraceStream`] as `trace`
    /// only one chunk is held at a time, so memory stays that of the walk however long the
    /// file. Returns the symbol counts.
    pub fn stream_paths(
        &self,
        trace: &dyn Record,
        visitor: &mut dyn PathsVisitor,
    ) -> Result<SymbolCounts, DecodeError> {
        self.check_header(trace.path(), trace.header())?;
        let setup = |reason: String| DecodeError::Paths {
            path: trace.path().to_path_buf(),
            meta: self.dir.clone(),
            reason,
        };
        let program = Program::new(&self.meta).map_err(setup)?;
        let header = trace.header();
        let coder = header.coder().ok_or_else(|| {
            setup(format!(
                "the header names coder {}, which this adaptrace does not know (0 `range`, 1 `adaptracer`): decode it with the adaptrace that instrumented the app",
                header.coder
            ))
        })?;
        let generation = header.model_generation;
        // Without a loaded model the runtime started uniform, whatever model files exist.
        let start = match (header.model_status, &self.model) {
            (ModelStatus::Loaded, Some(m)) if m.generation == generation => {
                Some(PathsStart::from_model(program.layout(), m).map_err(setup)?)
            }
            (ModelStatus::Loaded, m) => {
                return Err(DecodeError::WrongModel {
                    path: trace.path().to_path_buf(),
                    found: generation,
                    model: m.as_ref().map_or("no model was given".into(), |m| {
                        format!("the model given is generation {}", m.generation)
                    }),
                })
            }
            _ => None,
        };
        let coding = Coding::new(&program, coder, start.as_ref()).map_err(setup)?;
        let mut counts = SymbolCounts::new(program.layout());
        for (thread, name) in trace.threads(TAG_PATHS)? {
            visitor.begin(thread, &thread_name(name, thread));
            let mut chunks = trace.chunks(TAG_PATHS, thread)?.map(|chunk| {
                let chunk = chunk.map_err(|e| e.to_string())?;
                let payload = chunk
                    .paths_payload()
                    .map_err(|e| format!("{}: {e}", trace.path().display()))?;
                Ok(payload.to_owned_payload())
            });
            let end =
                paths::decode_thread_into(&mut chunks, &program, &coding, &mut counts, &mut |e| {
                    visitor.event(e)
                });
            visitor.end(end);
        }
        Ok(counts)
    }
}

impl Decoder {
    /// Decodes `trace`'s `pap` or `bl` record into a run (threads in order of first
    /// appearance).
    pub fn decode_pathids(&self, trace: &TraceFile) -> Result<Run, DecodeError> {
        let mut collect = Collect {
            threads: Vec::new(),
        };
        self.stream_pathids(trace, &mut collect)?;
        Ok(Run {
            threads: collect.threads,
        })
    }

    /// Decodes `trace`'s `pap` or `bl` record thread by thread, handing every event to
    /// `visitor` as it is decoded; memory stays that of the open frames and one segment.
    /// Returns the numbering the trace was recorded with.
    pub fn stream_pathids(
        &self,
        trace: &dyn Record,
        visitor: &mut dyn PathsVisitor,
    ) -> Result<Numbering, DecodeError> {
        self.check_header(trace.path(), trace.header())?;
        let bits = trace.header().schemes;
        let numbering = match (bits & scheme::PAP != 0, bits & scheme::BL != 0) {
            (true, false) => Numbering::Pap,
            (false, true) => Numbering::Bl,
            _ => {
                return Err(DecodeError::NoKnownScheme {
                    path: trace.path().to_path_buf(),
                    bits,
                })
            }
        };
        let program = pathids::Program::new(&self.meta).map_err(|reason| DecodeError::PathIds {
            path: trace.path().to_path_buf(),
            meta: self.dir.clone(),
            scheme: numbering.name(),
            reason,
        })?;
        for (index, name) in trace.threads(TAG_PATHIDS)? {
            visitor.begin(index, &thread_name(name, index));
            let mut chunks = trace
                .chunks(TAG_PATHIDS, index)?
                .map(|c| c.map_err(|e| e.to_string()));
            let end = pathids::decode_thread_into(&mut chunks, &program, numbering, &mut |e| {
                visitor.event(e)
            });
            visitor.end(end);
        }
        Ok(numbering)
    }
}

/// Receives a streamed `paths` record ([`Decoder::stream_paths`]).
pub trait PathsVisitor {
    /// Thread `index` called `name` begins.
    fn begin(&mut self, index: u32, name: &str);
    fn event(&mut self, event: run::Event);
    /// The thread's record ends so.
    fn end(&mut self, end: ThreadEnd);
}

/// Keeps only a note for each thread whose record does not end cleanly.
struct Ends<'n> {
    notes: &'n mut Vec<String>,
    thread: Option<(u32, String)>,
}

impl PathsVisitor for Ends<'_> {
    fn begin(&mut self, index: u32, name: &str) {
        self.thread = Some((index, name.to_string()));
    }

    fn event(&mut self, _event: run::Event) {}

    fn end(&mut self, end: ThreadEnd) {
        if let Some((index, name)) = self.thread.take() {
            self.notes.extend(thread_note("", index, &name, &end));
        }
    }
}

/// Keeps every thread whole: [`Decoder::decode`]'s way.
struct Collect {
    threads: Vec<run::ThreadRun>,
}

impl PathsVisitor for Collect {
    fn begin(&mut self, index: u32, name: &str) {
        self.threads.push(run::ThreadRun {
            index,
            name: name.to_string(),
            events: Vec::new(),
            end: ThreadEnd::Complete,
        });
    }

    fn event(&mut self, event: run::Event) {
        if let Some(t) = self.threads.last_mut() {
            t.events.push(event);
        }
    }

    fn end(&mut self, end: ThreadEnd) {
        if let Some(t) = self.threads.last_mut() {
            t.end = end;
        }
    }
}

/// What the user should know about a thread whose record does not end cleanly (`None` when it
/// does), e.g. `thread 1 "worker" died of an uncaught exception`.
pub fn thread_note(prefix: &str, index: u32, name: &str, end: &ThreadEnd) -> Option<String> {
    (*end != ThreadEnd::Complete).then(|| {
        format!(
            "{prefix}thread {index} \"{name}\" {}",
            emit::describe_end(end)
        )
    })
}

/// A thread's name, or `thread-N` when the trace has none for it.
fn thread_name(name: Option<String>, thread: u32) -> String {
    name.unwrap_or_else(|| format!("thread-{thread}"))
}
