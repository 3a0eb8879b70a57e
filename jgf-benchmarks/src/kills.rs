//! What a kill loses. Android ends most apps by killing them (`am force-stop` on a phone, and
//! on the simulator, is a SIGKILL of the app's process: no shutdown hook runs). Each app's
//! instrumented kernel is run once to its end (the reference) and then killed with SIGKILL at
//! random moments. Each killed run's trace must decode to an exact prefix of the reference's
//! record, thread by thread, and its file must have been written to at most about one flush
//! interval before the kill: what the runtime held in memory is all that was lost.

use std::collections::hash_map::DefaultHasher;
use std::fs;
use std::hash::{Hash, Hasher};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant, SystemTime};

use android_runtime::record::TraceStream;
use anyhow::{bail, Context, Result};
use apk_io::Toolchain;
use device_sim::host::{Cache, HostJars};
use instrumentor::schemes::Scheme;
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{Decoder, RunSink};

use crate::app::App;
use crate::harness::{instrument_build, kernel_command, Config, Progress};
use crate::package::build_apk;

/// The runtime's flush interval (`Trace.clock` in the runtime, FORMATS.md "Process death").
pub const FLUSH_INTERVAL: Duration = Duration::from_millis(1000);

/// One killed run.
#[derive(Clone, Debug)]
pub struct Kill {
    pub app: String,
    pub variant: String,
    /// When the kill came, after the JVM started.
    pub at: Duration,
    /// How long the reference run took, JVM start to exit.
    pub reference: Duration,
    /// Events of the killed run's record, and of the reference's.
    pub kept_events: u64,
    pub reference_events: u64,
    /// The kill's time minus the trace file's last modification; `None` when the run was
    /// killed before its first probe (no trace file).
    pub staleness: Option<Duration>,
    /// `Err` says where the kept record is not a prefix of the reference's.
    pub prefix: Result<(), String>,
}

/// A small deterministic generator (xorshift64*), so that a seed reproduces the kill moments.
pub struct Moments(u64);

impl Moments {
    pub fn new(seed: u64) -> Moments {
        Moments(seed.max(1))
    }

    /// A fraction in `[low, high)`.
    fn fraction(&mut self, low: f64, high: f64) -> f64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let unit = (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as f64 / (1u64 << 53) as f64;
        low + (high - low) * unit
    }
}

/// Runs `kills` killed runs of each variant of `config` on `app`.
pub fn kill_app(
    app: &App,
    config: &Config,
    kills: usize,
    moments: &mut Moments,
    progress: &dyn Progress,
) -> Result<Vec<Kill>> {
    let toolchain = Toolchain::from_env();
    let work = config.work.join(format!("{}-kills", app.name));
    if work.exists() {
        fs::remove_dir_all(&work).with_context(|| format!("cannot clear {}", work.display()))?;
    }
    fs::create_dir_all(&work).with_context(|| format!("cannot create {}", work.display()))?;
    let cache = Cache::new(config.work.join("host-cache"));
    progress.step(&app.name, "build");
    let apk = build_apk(app, &toolchain, &work)?;

    let mut out = Vec::new();
    for spec in &config.variants {
        progress.step(&app.name, &format!("instrument {}", spec.name));
        let (jars, meta) = instrument_build(
            &spec.name,
            &[spec.scheme],
            spec.coder,
            &apk,
            &work,
            &toolchain,
            &cache,
        )?;
        let decoder =
            Decoder::open(&meta).with_context(|| format!("cannot read {}", meta.display()))?;
        progress.step(&app.name, &format!("reference run {}", spec.name));
        let traces = work.join(format!("{}-reference", spec.name));
        let start = Instant::now();
        let ran = spawn(app, &jars, config, &traces)?
            .wait_with_output()
            .context("cannot wait for java")?;
        let reference = start.elapsed();
        if !ran.status.success() {
            bail!(
                "{}: the reference run failed ({}):\n{}",
                spec.name,
                ran.status,
                String::from_utf8_lossy(&ran.stderr).trim_end()
            );
        }
        let reference_trace = single_trace(&traces)?.context("the reference run wrote no trace")?;

        // The kills first, each trace decoded to its threads' event counts and hashes; then one
        // pass over the reference hashes each thread's events up to every count a kill kept.
        let mut killed = Vec::new();
        for k in 0..kills {
            progress.step(&app.name, &format!("kill {}/{kills} {}", k + 1, spec.name));
            let at = reference.mul_f64(moments.fraction(0.1, 0.95));
            let traces = work.join(format!("{}-kill", spec.name));
            if traces.exists() {
                fs::remove_dir_all(&traces)
                    .with_context(|| format!("cannot clear {}", traces.display()))?;
            }
            let start = Instant::now();
            let mut child = spawn(app, &jars, config, &traces)?;
            std::thread::sleep(at);
            // SIGKILL, as `am force-stop` sends; a run that ended first is not a kill.
            let killed_at = SystemTime::now();
            child.kill().context("cannot kill java")?;
            let status = child.wait().context("cannot wait for java")?;
            let at = start.elapsed().min(at);
            if status.success() {
                continue;
            }
            let kept = match single_trace(&traces)? {
                Some(trace) => {
                    let written = fs::metadata(&trace)
                        .and_then(|m| m.modified())
                        .with_context(|| format!("cannot stat {}", trace.display()))?;
                    let mut threads = Fingerprints::default();
                    stream(&decoder, &trace, spec.scheme, &mut threads)?;
                    Some((
                        killed_at.duration_since(written).unwrap_or_default(),
                        threads,
                    ))
                }
                // Killed before its first probe.
                None => None,
            };
            killed.push((at, kept));
        }

        progress.step(&app.name, &format!("reference decode {}", spec.name));
        let mut checkpoints: Vec<Vec<u64>> = Vec::new();
        for (_, kept) in &killed {
            for (i, t) in kept.iter().flat_map(|(_, k)| k.threads.iter().enumerate()) {
                if checkpoints.len() <= i {
                    checkpoints.resize(i + 1, Vec::new());
                }
                checkpoints[i].push(t.events);
            }
        }
        let mut whole = Fingerprints {
            checkpoints: Some(checkpoints),
            ..Fingerprints::default()
        };
        stream(&decoder, &reference_trace, spec.scheme, &mut whole)?;
        let reference_events = whole.threads.iter().map(|t| t.events).sum();
        for (at, kept) in killed {
            let (staleness, kept_events, prefix) = match kept {
                Some((staleness, threads)) => (
                    Some(staleness),
                    threads.threads.iter().map(|t| t.events).sum(),
                    is_prefix(&threads, &whole),
                ),
                None => (None, 0, Ok(())),
            };
            out.push(Kill {
                app: app.name.clone(),
                variant: spec.name.clone(),
                at,
                reference,
                kept_events,
                reference_events,
                staleness,
                prefix,
            });
        }
    }
    fs::remove_dir_all(&work).with_context(|| format!("cannot remove {}", work.display()))?;
    Ok(out)
}

/// Starts the kernel of `jars` with a fresh trace directory `traces`.
fn spawn(
    app: &App,
    jars: &HostJars,
    config: &Config,
    traces: &Path,
) -> Result<std::process::Child> {
    kernel_command(app, jars, config, config.size, traces, &[])?
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start java")
}

/// The one trace file in `dir`, if any (none when the run was killed before its first probe).
fn single_trace(dir: &Path) -> Result<Option<PathBuf>> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot list {}", dir.display())),
    };
    let mut files = Vec::new();
    for entry in entries {
        let path = entry
            .with_context(|| format!("cannot list {}", dir.display()))?
            .path();
        if path.extension().is_some_and(|e| e == "adtrace") {
            files.push(path);
        }
    }
    if files.len() > 1 {
        bail!(
            "{}: {} trace files, one expected",
            dir.display(),
            files.len()
        );
    }
    Ok(files.pop())
}

/// Whether each thread of `kept` (a killed run) is a prefix of the same thread in `whole` (the
/// reference, hashed at the kept counts).
fn is_prefix(kept: &Fingerprints, whole: &Fingerprints) -> Result<(), String> {
    for (i, thread) in kept.threads.iter().enumerate() {
        let name = &thread.name;
        if let ThreadEnd::Invalid { event, reason } = &thread.end {
            return Err(format!(
                "thread {i} ({name}): undecodable at event {event}: {reason}"
            ));
        }
        let Some(same) = whole.threads.get(i) else {
            return Err(format!("thread {i} ({name}) is not in the reference"));
        };
        let at = same.at.iter().find(|(n, _)| *n == thread.events);
        if same.name != *name || at.map(|(_, h)| *h) != Some(thread.hash) {
            return Err(format!(
                "thread {i} ({name}): its {} events are not the first {} of the reference's",
                thread.events, thread.events
            ));
        }
    }
    Ok(())
}

fn stream(decoder: &Decoder, trace: &Path, scheme: Scheme, sink: &mut dyn RunSink) -> Result<()> {
    let stream = TraceStream::open(trace)?;
    decoder
        .stream(&stream, scheme, sink)
        .with_context(|| format!("cannot decode {}", trace.display()))?;
    Ok(())
}

/// Per thread: its name, how many events it had, and a hash of them in order.
#[derive(Default)]
struct Fingerprints {
    /// Per thread, the event counts at which to note the hash so far (the reference against
    /// killed runs).
    checkpoints: Option<Vec<Vec<u64>>>,
    threads: Vec<Fingerprint>,
    hasher: DefaultHasher,
}

struct Fingerprint {
    name: String,
    events: u64,
    /// The hash of the events so far (0 before the first).
    hash: u64,
    end: ThreadEnd,
    /// `(count, hash of the first count events)` at each checkpoint reached.
    at: Vec<(u64, u64)>,
}

impl Fingerprints {
    fn note(&mut self) {
        let i = self.threads.len().saturating_sub(1);
        let wanted = self.checkpoints.as_ref().and_then(|c| c.get(i));
        if let (Some(wanted), Some(t)) = (wanted, self.threads.last_mut()) {
            if wanted.contains(&t.events) {
                t.at.push((t.events, t.hash));
            }
        }
    }
}

impl RunSink for Fingerprints {
    fn begin(&mut self, _index: u32, name: &str) {
        self.hasher = DefaultHasher::new();
        self.threads.push(Fingerprint {
            name: name.to_string(),
            events: 0,
            hash: 0,
            end: ThreadEnd::Complete,
            at: Vec::new(),
        });
        self.note();
    }

    fn event(&mut self, event: Event) {
        if let Some(t) = self.threads.last_mut() {
            event.hash(&mut self.hasher);
            t.events += 1;
            t.hash = self.hasher.finish();
        }
        self.note();
    }

    fn end(&mut self, end: ThreadEnd) {
        if let Some(t) = self.threads.last_mut() {
            t.end = end;
        }
    }
}

/// `kills.csv`: one row per killed run.
pub fn write_csv(path: &Path, kills: &[Kill]) -> Result<()> {
    let mut text = String::from(
        "app,variant,killed_at_s,reference_s,kept_events,reference_events,staleness_s,prefix\n",
    );
    for k in kills {
        text.push_str(&format!(
            "{},{},{:.3},{:.3},{},{},{},{}\n",
            k.app,
            k.variant,
            k.at.as_secs_f64(),
            k.reference.as_secs_f64(),
            k.kept_events,
            k.reference_events,
            k.staleness.map_or("no-trace".to_string(), |s| format!(
                "{:.3}",
                s.as_secs_f64()
            )),
            match &k.prefix {
                Ok(()) => "exact".to_string(),
                Err(why) => format!("\"{}\"", why.replace('"', "'")),
            }
        ));
    }
    fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
}

/// The summary: per variant, the kills, how many kept an exact prefix, and the largest
/// staleness.
pub fn summary(kills: &[Kill]) -> String {
    let mut variants: Vec<&str> = Vec::new();
    for k in kills {
        if !variants.contains(&k.variant.as_str()) {
            variants.push(&k.variant);
        }
    }
    let mut out = String::from(
        "| variant | kills | with a trace | exact prefix | max staleness | median kept |\n\
         |---|---|---|---|---|---|\n",
    );
    for v in variants {
        let of: Vec<&Kill> = kills.iter().filter(|k| k.variant == v).collect();
        let traced: Vec<&&Kill> = of.iter().filter(|k| k.staleness.is_some()).collect();
        let exact = of.iter().filter(|k| k.prefix.is_ok()).count();
        let worst = traced
            .iter()
            .filter_map(|k| k.staleness)
            .max()
            .unwrap_or_default();
        let mut kept: Vec<f64> = traced
            .iter()
            .map(|k| k.kept_events as f64 / k.reference_events.max(1) as f64)
            .collect();
        kept.sort_by(f64::total_cmp);
        let median = kept.get(kept.len() / 2).copied().unwrap_or(0.0);
        out.push_str(&format!(
            "| {v} | {} | {} | {exact} | {:.3} s | {:.1}% |\n",
            of.len(),
            traced.len(),
            worst.as_secs_f64(),
            median * 100.0
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moments_are_reproducible_and_in_range() {
        let (mut a, mut b) = (Moments::new(7), Moments::new(7));
        for _ in 0..1000 {
            let x = a.fraction(0.1, 0.95);
            assert_eq!(x, b.fraction(0.1, 0.95));
            assert!((0.1..0.95).contains(&x), "{x}");
        }
    }
}
