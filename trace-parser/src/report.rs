//! Decoding a whole trace file to one of the line formats (`emit`), as `adaptrace decode` prints
//! it and `adaptrace pull-and-decode` writes its reports: the record to decode is chosen, it
//! streams one chunk at a time, and the threads whose record does not end cleanly come back as
//! notes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use android_runtime::fsutil::{persist_synced, temporary_in};
use android_runtime::record::{Record, TraceStream};
use android_runtime::scheme::Recovers;
use android_runtime::Scheme;

use crate::emit::{Emit, ThreadWriter};
use crate::run::{Event, ThreadEnd};
use crate::{thread_note, DecodeError, Decoder, RunSink};

/// Why a trace could not be written out decoded.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Decode(#[from] DecodeError),
    /// Writing the output failed (a closed pipe, a full disk).
    #[error("cannot write the output: {0}")]
    Output(#[source] io::Error),
}

/// Opens the trace at `path` for decoding: its header, and where each thread's chunks are
/// (one pass over the file; each record decoded later reads it once more per thread).
pub fn open(path: &Path) -> Result<TraceStream, WriteError> {
    Ok(TraceStream::open(path).map_err(DecodeError::from)?)
}

/// The record of `trace` to decode: the one `scheme` names, else [`crate::default_record`]'s
/// pick of those it holds.
pub fn choose_record(
    decoder: &Decoder,
    trace: &dyn Record,
    scheme: Option<Scheme>,
) -> Result<Scheme, WriteError> {
    let held = decoder.schemes_of(trace)?;
    let path = || trace.path().to_path_buf();
    Ok(match scheme {
        Some(scheme) if held.contains(&scheme) => scheme,
        Some(scheme) => Err(DecodeError::NoRecord {
            path: path(),
            scheme,
        })?,
        None => crate::default_record(held.iter().copied()).ok_or_else(|| {
            DecodeError::NoKnownScheme {
                path: path(),
                bits: trace.header().schemes,
            }
        })?,
    })
}

/// Decodes record `scheme` of `trace` with `decoder` and writes it to `out` in format `emit`,
/// one chunk at a time, printed as decoded: memory stays that of the walk. Returns notes on
/// damage and on the threads that do not end cleanly.
pub fn write_decoded(
    decoder: &Decoder,
    trace: &TraceStream,
    scheme: Scheme,
    emit: Emit,
    out: &mut dyn Write,
) -> Result<Vec<String>, WriteError> {
    if Emit::EVENTS.contains(&emit) && !Emit::events_of(scheme).contains(&emit) {
        let path = trace.path().to_path_buf();
        return Err(match scheme.spec().recovers {
            Recovers::Calls => DecodeError::NoBlocks { path, scheme },
            Recovers::Contexts => DecodeError::ContextsOnly { path, scheme },
            Recovers::Nothing | Recovers::Blocks => DecodeError::Undecodable { path, scheme },
        }
        .into());
    }
    let mut notes = Vec::new();
    if let Some(stop) = trace.stopped() {
        notes.push(format!("decoded up to the damage: {stop}"));
    }
    let mut printer = Printer {
        writer: ThreadWriter::new(decoder.metadata(), emit),
        out,
        failed: None,
        ends: Vec::new(),
        name: String::new(),
    };
    decoder.stream(trace, scheme, &mut printer)?;
    if let Some(e) = printer.failed {
        return Err(WriteError::Output(e));
    }
    notes.extend(printer.ends);
    Ok(notes)
}

/// Where the report of the stored trace `trace` goes: `<meta>/reports/<its generation
/// directory>/<its name>.txt`.
pub fn report_path(meta_dir: &Path, trace: &Path) -> PathBuf {
    let generation = trace
        .parent()
        .and_then(Path::file_name)
        .map_or_else(|| "gen-unknown".into(), |n| n.to_owned());
    let mut name = trace.file_name().unwrap_or_default().to_owned();
    name.push(".txt");
    meta_dir.join("reports").join(generation).join(name)
}

/// Writes the `summary` of the stored trace `trace` (opened with [`open`]: a line per thread,
/// then the notes) to its [`report_path`] atomically; returns the report's lines.
pub fn write_report(
    decoder: &Decoder,
    meta_dir: &Path,
    trace: &TraceStream,
) -> Result<Vec<String>, WriteError> {
    let record = choose_record(decoder, trace, None)?;
    let mut text = Vec::new();
    let notes = write_decoded(decoder, trace, record, Emit::Summary, &mut text)?;
    let mut lines: Vec<String> = String::from_utf8_lossy(&text)
        .lines()
        .map(str::to_string)
        .collect();
    lines.extend(notes.into_iter().map(|n| format!("note: {n}")));
    let path = report_path(meta_dir, trace.path());
    let io_error = |source| {
        WriteError::Decode(DecodeError::Io {
            path: path.clone(),
            source,
        })
    };
    let dir = path.parent().unwrap_or(meta_dir);
    std::fs::create_dir_all(dir).map_err(io_error)?;
    let mut tmp = temporary_in(dir).map_err(io_error)?;
    for line in &lines {
        writeln!(tmp, "{line}").map_err(io_error)?;
    }
    persist_synced(tmp, &path).map_err(io_error)?;
    Ok(lines)
}

/// Prints a streamed record and keeps what the notes need.
struct Printer<'o> {
    writer: ThreadWriter,
    out: &'o mut dyn Write,
    /// The first write error; later events are not printed.
    failed: Option<io::Error>,
    /// Threads whose record does not end cleanly, as notes.
    ends: Vec<String>,
    /// The thread being printed.
    name: String,
}

impl RunSink for Printer<'_> {
    fn begin(&mut self, index: u32, name: &str) {
        self.writer.begin(index, name);
        self.name = name.to_string();
    }

    fn event(&mut self, event: Event) {
        if self.failed.is_none() {
            if let Err(e) = self.writer.event(self.out, &event) {
                self.failed = Some(e);
            }
        }
    }

    fn end(&mut self, end: ThreadEnd) {
        if self.failed.is_none() {
            if let Err(e) = self.writer.end(self.out, &end) {
                self.failed = Some(e);
            }
        }
        self.ends
            .extend(thread_note(self.writer.thread(), &self.name, &end));
    }
}
