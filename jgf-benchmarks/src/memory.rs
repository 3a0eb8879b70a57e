//! Peak memory of decoding one trace, measured in a child process (the harness binary re-run
//! with `--decode-peak META TRACE`) so that nothing else the harness holds counts.

use std::fs;
use std::path::Path;
use std::process::{Command, Stdio};

use android_runtime::record::{Record, TraceStream};
use android_runtime::trace::TraceReader;
use anyhow::{bail, Context, Result};
use trace_parser::emit::describe_end;
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{models, RunSink};

use crate::harness::KeptTrace;

/// The hidden command-line flag that makes the harness binary decode one trace and report.
pub const FLAG: &str = "--decode-peak";

/// What decoding one kept trace cost.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodePeak {
    pub app: String,
    pub variant: String,
    pub trace: KeptTrace,
    /// Peak resident memory (VmHWM) once the metadata and the model are loaded, before the
    /// trace is read.
    pub setup_kib: u64,
    /// Peak resident memory after decoding the whole trace, streamed as `adaptrace decode`
    /// prints it (one chunk of the file is held at a time, and no decoded event).
    pub peak_kib: u64,
    /// Events of the decoded run, to show it was decoded completely.
    pub events: u64,
}

/// The child's side: decodes `trace` with the model generation its header names and returns
/// the line the parent parses.
pub fn decode_and_report(meta: &Path, trace: &Path) -> Result<String> {
    let generation = TraceReader::open(trace)?.header().decoding_generation();
    let decoder = models::decoder(meta, generation)
        .with_context(|| format!("cannot load model generation {generation}"))?;
    let setup = vm_hwm_kib()?;
    // Decoded as `adaptrace decode` does: the file is read one chunk at a time, events are
    // counted as they come and not kept.
    let file = TraceStream::open(trace)?;
    if let Some(stop) = file.stopped() {
        bail!("{}: decoded up to the damage: {stop}", trace.display());
    }
    let Some(scheme) = trace_parser::default_record(decoder.schemes_of(&file)?.into_iter()) else {
        bail!("{}: no record to decode", trace.display());
    };
    let mut counter = Counter::default();
    decoder.stream(&file, scheme, &mut counter)?;
    if let Some(end) = counter.unclean {
        bail!("{}: a thread's record {end}", trace.display());
    }
    let events = counter.events;
    let peak = vm_hwm_kib()?;
    Ok(format!("setup_kib={setup} peak_kib={peak} events={events}"))
}

/// Counts a streamed record's events and notes a thread that does not end cleanly.
#[derive(Default)]
struct Counter {
    events: usize,
    unclean: Option<String>,
}

impl RunSink for Counter {
    fn begin(&mut self, _index: u32, _name: &str) {}

    fn event(&mut self, _event: Event) {
        self.events += 1;
    }

    fn end(&mut self, end: ThreadEnd) {
        if end != ThreadEnd::Complete && self.unclean.is_none() {
            self.unclean = Some(describe_end(&end));
        }
    }
}

/// The parent's side: decodes `trace` in a child process of this same binary.
pub fn measure(app: &str, variant: &str, trace: &KeptTrace) -> Result<DecodePeak> {
    let exe = std::env::current_exe().context("cannot find the harness binary to re-run")?;
    let out = Command::new(&exe)
        .arg(FLAG)
        .arg(&trace.meta)
        .arg(&trace.path)
        .stdin(Stdio::null())
        .output()
        .with_context(|| format!("cannot start {}", exe.display()))?;
    let stdout = String::from_utf8_lossy(&out.stdout);
    if !out.status.success() {
        bail!(
            "decoding {} in a child process failed ({}): {}",
            trace.path.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    let field = |name: &str| -> Result<u64> {
        stdout
            .split_whitespace()
            .find_map(|kv| kv.strip_prefix(name)?.strip_prefix('='))
            .and_then(|v| v.parse().ok())
            .with_context(|| format!("the child printed {stdout:?}, with no number `{name}=`"))
    };
    Ok(DecodePeak {
        app: app.to_string(),
        variant: variant.to_string(),
        trace: trace.clone(),
        setup_kib: field("setup_kib")?,
        peak_kib: field("peak_kib")?,
        events: field("events")?,
    })
}

/// This process's peak resident set size so far, from /proc/self/status.
fn vm_hwm_kib() -> Result<u64> {
    let status = fs::read_to_string("/proc/self/status")
        .context("cannot read /proc/self/status (peak memory is measured on Linux only)")?;
    parse_vm_hwm(&status).context("/proc/self/status has no VmHWM line")
}

/// The `VmHWM:  1234 kB` line's number.
fn parse_vm_hwm(status: &str) -> Option<u64> {
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_high_water_mark() {
        let status = "Name:\tx\nVmPeak:\t  9000 kB\nVmHWM:\t    4321 kB\nVmRSS:\t 100 kB\n";
        assert_eq!(parse_vm_hwm(status), Some(4321));
        assert_eq!(parse_vm_hwm("VmRSS: 1 kB\n"), None);
        assert!(vm_hwm_kib().unwrap() > 0);
    }
}
