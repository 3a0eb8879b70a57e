//! `adaptrace decode`: trace files to the line formats of the command-line contract.

use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::path::PathBuf;

use android_runtime::record::Record;
use android_runtime::Scheme;
use anyhow::{Context, Result};
use clap::Args;
use trace_parser::emit::Emit;
use trace_parser::{models, report};

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
    /// `--scheme blocks,paths` or `blocks,pap`). The default is the first that is not the
    /// oracle (`blocks`), else the oracle.
    #[arg(long, value_parser = crate::scheme_parser())]
    scheme: Option<Scheme>,

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
    let mut decoders = models::Decoders::new(&args.meta);
    let mut out: Box<dyn Write> = match &args.output {
        Some(path) => Box::new(BufWriter::new(
            File::create(path).with_context(|| format!("cannot create {}", path.display()))?,
        )),
        None => Box::new(BufWriter::new(io::stdout().lock())),
    };
    for path in &args.traces {
        let trace = report::open(path)?;
        let decoder = decoders.get(trace.header().decoding_generation())?;
        let record = report::choose_record(decoder, &trace, args.scheme)?;
        let notes = report::write_decoded(decoder, &trace, record, emit, &mut out)?;
        for note in notes {
            eprintln!("{}: {note}", path.display());
        }
    }
    out.flush().context("cannot write the output")?;
    Ok(())
}
