//! `adaptrace decode`: trace files to the line formats of the command-line contract.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;

use android_runtime::record::{Record, TraceStream};
use android_runtime::scheme;
use android_runtime::trace::{read_trace, TraceReader};
use anyhow::{bail, Context, Result};
use clap::Args;
use trace_parser::emit::{self, Emit, ThreadWriter};
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{models, thread_note, Decoder, PathsVisitor};

#[derive(Args)]
pub struct DecodeArgs {
    /// Trace files (`*.adtrace`) written by an instrumented app.
    #[arg(required = true, value_name = "TRACE")]
    traces: Vec<PathBuf>,

    /// The metadata directory `adaptrace instrument` wrote for the app.
    #[arg(long, value_name = "DIR")]
    meta: PathBuf,

    /// What to print: blocks (thread, method, block per line), calls (call/return/unwind
    /// lines), contexts (the stack at each method entry) or summary.
    #[arg(long, default_value = "summary", value_parser = Emit::NAMES)]
    emit: String,

    /// Which record to print when a trace holds several (an app instrumented with
    /// `--scheme blocks,paths` or `blocks,pap`): blocks (the oracle), paths, pap or bl. The
    /// default is paths, else pap or bl, else blocks.
    #[arg(long, value_parser = ["blocks", "paths", "pap", "bl"])]
    scheme: Option<String>,

    /// Write to FILE instead of standard output.
    #[arg(short, long, value_name = "FILE")]
    output: Option<PathBuf>,
}

pub fn run(args: &DecodeArgs) -> Result<()> {
    match decode(args) {
        // `adaptrace decode ... | head` closes the pipe early: that is not a failure.
        Err(e) if is_broken_pipe(&e) => Ok(()),
        other => other,
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}

fn decode(args: &DecodeArgs) -> Result<()> {
    let emit = Emit::parse(&args.emit).context("unknown --emit value")?;
    // One decoder per model generation the traces name (`<meta>/models/gen-NNNN.admd`).
    let mut decoders: BTreeMap<u32, Decoder> = BTreeMap::new();
    let mut out: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(BufWriter::new(
            File::create(path).with_context(|| format!("cannot create {}", path.display()))?,
        )),
        None => Box::new(BufWriter::new(io::stdout().lock())),
    };
    for path in &args.traces {
        let generation = models::generation_of(path)?;
        let decoder = match decoders.entry(generation) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => e.insert(models::decoder(&args.meta, generation)?),
        };
        let header = *TraceReader::open(path)?.header();
        let has = |bit: u32| header.schemes & bit != 0;
        let record = match args.scheme.as_deref() {
            Some(name) => {
                let bit = scheme::bit(name).unwrap_or(0);
                if !has(bit) {
                    bail!(
                        "{}: the trace has no `{name}` record (its app was not instrumented \
                         with --scheme {name})",
                        path.display()
                    );
                }
                bit
            }
            None if has(scheme::PATHS) => scheme::PATHS,
            None if has(scheme::PAP) => scheme::PAP,
            None if has(scheme::BL) => scheme::BL,
            None => scheme::BLOCKS,
        };
        let mut notes = Vec::new();
        if record & (scheme::PATHS | scheme::PAP | scheme::BL) != 0 {
            // Read one chunk at a time and printed as decoded: memory stays that of the walk,
            // however long the trace.
            let trace = TraceStream::open(path)?;
            if let Some(stop) = trace.stopped() {
                notes.push(format!("decoded up to the damage: {stop}"));
            }
            let mut printer = Printer {
                writer: ThreadWriter::new(decoder.metadata(), emit),
                out: &mut out,
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
                return Err(e).context("cannot write the output");
            }
            notes.extend(printer.ends);
        } else {
            let decoded = decoder.decode(read_trace(path)?)?;
            emit::write(&mut out, &decoded.run, decoder.metadata(), emit)
                .context("cannot write the output")?;
            notes = decoded.notes();
        }
        for note in notes {
            eprintln!("{}: {note}", path.display());
        }
    }
    out.flush().context("cannot write the output")?;
    Ok(())
}

/// Prints a streamed `paths` record and keeps what the notes need.
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
