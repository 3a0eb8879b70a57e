//! Decoding a whole trace file to one of the line formats (`emit`), as `adaptrace decode` prints
//! it and `adaptrace pull-and-decode` writes its reports: the record to decode is chosen, the
//! `paths`/`pap`/`bl` records stream one chunk at a time, and the threads whose record does not
//! end cleanly come back as notes.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use android_runtime::fsutil::{persist_synced, temporary_in};
use android_runtime::record::{Record, TraceStream};
use android_runtime::scheme;
use android_runtime::trace::{read_trace, TraceReader};

use crate::emit::{self, Emit, ThreadWriter};
use crate::run::{Event, ThreadEnd};
use crate::{thread_note, DecodeError, Decoder, PathsVisitor};

/// Why a trace could not be written out decoded.
#[derive(Debug, thiserror::Error)]
pub enum WriteError {
    #[error(transparent)]
    Decode(#[from] DecodeError),
    #[error("{path}: the trace has no `{scheme}` record (its app was not instrumented with --scheme {scheme})")]
    NoRecord { path: PathBuf, scheme: String },
    /// Writing the output failed (a closed pipe, a full disk).
    #[error("cannot write the output: {0}")]
    Output(#[source] io::Error),
}

/// The scheme bit of the record to decode in `path`: the one `scheme` names, else `paths`,
/// `pap` or `bl` when the trace holds one, else `blocks`.
pub fn choose_record(path: &Path, scheme: Option<&str>) -> Result<u32, WriteError> {
    let header = *TraceReader::open(path).map_err(DecodeError::from)?.header();
    let has = |bit: u32| header.schemes & bit != 0;
    Ok(match scheme {
        Some(name) => match scheme::bit(name).filter(|&bit| has(bit)) {
            Some(bit) => bit,
            None => {
                return Err(WriteError::NoRecord {
                    path: path.to_path_buf(),
                    scheme: name.to_string(),
                })
            }
        },
        None if has(scheme::PATHS) => scheme::PATHS,
        None if has(scheme::PAP) => scheme::PAP,
        None if has(scheme::BL) => scheme::BL,
        None => scheme::BLOCKS,
    })
}

/// Decodes record `record` of the trace at `path` with `decoder` and writes it to `out` in
/// format `emit`; returns notes on the threads that do not end cleanly and on damage.
pub fn write_decoded(
    decoder: &Decoder,
    path: &Path,
    record: u32,
    emit: Emit,
    out: &mut dyn Write,
) -> Result<Vec<String>, WriteError> {
    if record & (scheme::PATHS | scheme::PAP | scheme::BL) == 0 {
        let decoded = decoder.decode(read_trace(path).map_err(DecodeError::from)?)?;
        emit::write(out, &decoded.run, decoder.metadata(), emit).map_err(WriteError::Output)?;
        return Ok(decoded.notes());
    }
    // One chunk at a time, printed as decoded: memory stays that of the walk.
    let trace = TraceStream::open(path).map_err(DecodeError::from)?;
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
    if record == scheme::PATHS {
        decoder.stream_paths(&trace, &mut printer)?;
    } else {
        decoder.stream_pathids(&trace, &mut printer)?;
    }
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

/// Writes the `summary` of the stored trace `trace` (a line per thread, then the notes) to its
/// [`report_path`] atomically; returns the report's lines.
pub fn write_report(
    decoder: &Decoder,
    meta_dir: &Path,
    trace: &Path,
) -> Result<Vec<String>, WriteError> {
    let record = choose_record(trace, None)?;
    let mut text = Vec::new();
    let notes = write_decoded(decoder, trace, record, Emit::Summary, &mut text)?;
    let mut lines: Vec<String> = String::from_utf8_lossy(&text)
        .lines()
        .map(str::to_string)
        .collect();
    lines.extend(notes.into_iter().map(|n| format!("note: {n}")));
    let path = report_path(meta_dir, trace);
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

impl PathsVisitor for Printer<'_> {
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
            .extend(thread_note("", self.writer.thread(), &self.name, &end));
    }
}
