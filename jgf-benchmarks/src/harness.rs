//! Measuring every scheme on every app: build the app, instrument it once per scheme, run each
//! variant N times on the host JVM interleaved with the original, decode every trace.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::str::FromStr;
use std::time::{Duration, Instant};

use android_runtime::meta::Metadata;
use anyhow::{bail, Context, Result};
use device_sim::host::{self, Cache, HostJars, RunOptions};
use instrumentor::apk::{NoProgress, Signing, Toolchain};
use instrumentor::instrument::{instrument, Request};
use instrumentor::schemes::Scheme;
use smali_parser::cfg::summarize;
use smali_parser::files;
use smali_parser::hierarchy::Hierarchy;
use trace_parser::run::Event;
use trace_parser::Decoder;

use crate::app::{App, Size};
use crate::package::build_apk;

/// Every scheme of the product, in the order results are listed. Those the instrumentor does
/// not offer yet are reported as missing.
pub const SCHEMES: [&str; 9] = [
    "blocks", "paths", "pap", "bl", "calls", "contexts", "fi", "bri", "pcc",
];

/// What to measure and where to work.
#[derive(Clone, Debug)]
pub struct Config {
    pub size: Size,
    /// Runs of each variant (and of the original).
    pub runs: usize,
    /// Scheme names, from [`SCHEMES`].
    pub schemes: Vec<String>,
    /// Scratch space: APKs, instrumented variants, metadata, jars, traces.
    pub work: PathBuf,
    /// Extra JVM options for every run.
    pub java_opts: Vec<OsString>,
}

/// Static counts of an app's code, as `adaptrace inspect` prints them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub blocks: usize,
    pub branches: usize,
    pub loops: usize,
    pub call_sites: usize,
}

/// One scheme on one app.
#[derive(Clone, Debug)]
pub struct Row {
    pub app: String,
    pub scheme: String,
    pub counts: Counts,
    pub result: SchemeResult,
}

#[derive(Clone, Debug)]
pub enum SchemeResult {
    Measured(Measurement),
    /// The instrumentor has no such scheme yet.
    Missing,
    /// Instrumenting, running or decoding failed; the reason.
    Failed(String),
}

/// The samples of one variant: one entry per run, in run order.
#[derive(Clone, Debug, Default)]
pub struct Measurement {
    /// Bytes of trace files each run wrote.
    pub trace_bytes: Vec<u64>,
    /// Branch decisions each run executed (executed blocks with several normal successors).
    pub decisions: Vec<u64>,
    /// Wall time of the instrumented run and of the original run next to it.
    pub instrumented_time: Vec<Duration>,
    pub original_time: Vec<Duration>,
    /// Wall time to decode each run's traces.
    pub decode_time: Vec<Duration>,
}

impl Measurement {
    pub fn median_trace_bytes(&self) -> u64 {
        median(&self.trace_bytes)
    }

    pub fn median_decisions(&self) -> u64 {
        median(&self.decisions)
    }

    /// Trace bits per executed branch decision (over all runs).
    pub fn bits_per_decision(&self) -> Option<f64> {
        let decisions: u64 = self.decisions.iter().sum();
        let bytes: u64 = self.trace_bytes.iter().sum();
        (decisions > 0).then(|| bytes as f64 * 8.0 / decisions as f64)
    }

    /// Median instrumented run time over median original run time, from runs side by side.
    pub fn time_ratio(&self) -> f64 {
        let original = median(&self.original_time).as_secs_f64();
        if original > 0.0 {
            median(&self.instrumented_time).as_secs_f64() / original
        } else {
            f64::NAN
        }
    }
}

/// The median of `samples` (the lower middle one for an even count); zero when empty.
pub fn median<T: Copy + Ord + Default>(samples: &[T]) -> T {
    let mut sorted = samples.to_vec();
    sorted.sort_unstable();
    sorted
        .get(sorted.len().saturating_sub(1) / 2)
        .copied()
        .unwrap_or_default()
}

/// Reports the harness's progress (one step per app build and per run).
pub trait Progress {
    fn step(&self, app: &str, what: &str);
}

/// Counts an app's blocks, branch nodes, loops and call sites from its smali.
pub fn static_counts(app: &App) -> Result<Counts> {
    let dir = app.smali_dir();
    let paths =
        files::smali_files(&dir).with_context(|| format!("cannot list {}", dir.display()))?;
    let sources = files::load_files(&paths, &|| ()).map_err(|errors| {
        let shown: Vec<String> = errors.iter().take(5).map(ToString::to_string).collect();
        anyhow::anyhow!(
            "{} smali file(s) of {} do not parse:\n  {}",
            errors.len(),
            app.name,
            shown.join("\n  ")
        )
    })?;
    let classes: Vec<_> = sources.into_iter().map(|s| s.class).collect();
    let summary = summarize(&classes, &Hierarchy::new(&classes));
    if let Some(error) = summary.errors.first() {
        bail!("{}: malformed control flow: {error}", app.name);
    }
    Ok(Counts {
        blocks: summary.blocks,
        branches: summary.branch_nodes,
        loops: summary.loops,
        call_sites: summary.call_sites,
    })
}

/// An instrumented (or the original) build of an app, ready to run.
struct Variant {
    scheme: Option<Scheme>,
    jars: HostJars,
    decoder: Option<Decoder>,
    measurement: Measurement,
}

/// Measures `app` under every scheme of `config`; a row per scheme.
pub fn measure_app(app: &App, config: &Config, progress: &dyn Progress) -> Result<Vec<Row>> {
    let toolchain = Toolchain::from_env();
    let work = config.work.join(&app.name);
    if work.exists() {
        fs::remove_dir_all(&work).with_context(|| format!("cannot clear {}", work.display()))?;
    }
    fs::create_dir_all(&work).with_context(|| format!("cannot create {}", work.display()))?;
    let cache = Cache::new(config.work.join("host-cache"));

    progress.step(&app.name, "build");
    let counts = static_counts(app)?;
    let apk = build_apk(app, &toolchain, &work)?;
    let original = host::prepare_jars(&apk, &toolchain, &cache, &NoProgress)
        .with_context(|| format!("{}: cannot prepare the original for the JVM", app.name))?;

    let mut rows: Vec<Row> = Vec::new();
    let mut variants = Vec::new();
    for name in &config.schemes {
        let row = |result| Row {
            app: app.name.clone(),
            scheme: name.clone(),
            counts,
            result,
        };
        let Ok(scheme) = Scheme::from_str(name) else {
            rows.push(row(SchemeResult::Missing));
            continue;
        };
        progress.step(&app.name, &format!("instrument {name}"));
        match build_variant(&apk, scheme, &work, &toolchain, &cache) {
            Ok(variant) => variants.push(variant),
            Err(e) => rows.push(row(SchemeResult::Failed(format!("{e:#}")))),
        }
    }

    // The untimed first run gives the expected output and warms the file cache.
    let mut original = Variant {
        scheme: None,
        jars: original,
        decoder: None,
        measurement: Measurement::default(),
    };
    let expected = run_once(app, &mut original, config, &work.join("warmup"))?.output;
    let mut failures: Vec<(Scheme, String)> = Vec::new();
    for i in 0..config.runs {
        for variant in variants.iter_mut() {
            let Some(scheme) = variant.scheme else {
                continue;
            };
            if failures.iter().any(|(s, _)| *s == scheme) {
                continue;
            }
            progress.step(
                &app.name,
                &format!("run {}/{} {scheme}", i + 1, config.runs),
            );
            let base = run_once(app, &mut original, config, &work.join("original-traces"))?;
            let traces = work.join(format!("{scheme}-traces"));
            match run_once(app, variant, config, &traces) {
                Ok(run) if run.output == expected => {
                    variant.measurement.original_time.push(base.time);
                    variant.measurement.instrumented_time.push(run.time);
                }
                Ok(run) => failures.push((
                    scheme,
                    format!(
                        "instrumented output differs: expected {expected:?}, got {:?}",
                        run.output
                    ),
                )),
                Err(e) => failures.push((scheme, format!("{e:#}"))),
            }
        }
    }

    for variant in variants {
        let Some(scheme) = variant.scheme else {
            continue;
        };
        let result = match failures.iter().find(|(s, _)| *s == scheme) {
            Some((_, reason)) => SchemeResult::Failed(reason.clone()),
            None => SchemeResult::Measured(variant.measurement),
        };
        rows.push(Row {
            app: app.name.clone(),
            scheme: scheme.name().to_string(),
            counts,
            result,
        });
    }
    let position = |name: &str| SCHEMES.iter().position(|s| *s == name);
    rows.sort_by_key(|row| position(&row.scheme));
    Ok(rows)
}

fn build_variant(
    apk: &Path,
    scheme: Scheme,
    work: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
) -> Result<Variant> {
    let output = work.join(format!("{}.apk", scheme.name()));
    let meta = work.join(format!("{}.meta", scheme.name()));
    let scratch = work.join(format!("{}.work", scheme.name()));
    let request = Request {
        input: apk,
        output: &output,
        meta_dir: &meta,
        work_dir: &scratch,
        schemes: &[scheme],
        coder: Default::default(),
        signing: &Signing::Debug,
    };
    instrument(&request, toolchain, &NoProgress)
        .with_context(|| format!("cannot instrument with {scheme}"))?;
    // The smali and apktool output of instrumenting are not needed any more.
    fs::remove_dir_all(&scratch).with_context(|| format!("cannot remove {}", scratch.display()))?;
    let jars = host::prepare_jars(&output, toolchain, cache, &NoProgress)
        .with_context(|| format!("cannot prepare the {scheme} build for the JVM"))?;
    let decoder =
        Decoder::open(&meta).with_context(|| format!("cannot read {}", meta.display()))?;
    Ok(Variant {
        scheme: Some(scheme),
        jars,
        decoder: Some(decoder),
        measurement: Measurement::default(),
    })
}

struct RunOutcome {
    output: String,
    time: Duration,
}

/// Runs the variant's kernel once with a fresh trace directory; for an instrumented variant
/// also sizes and decodes what it wrote (into the variant's measurement) and removes it.
fn run_once(
    app: &App,
    variant: &mut Variant,
    config: &Config,
    traces: &Path,
) -> Result<RunOutcome> {
    if traces.exists() {
        fs::remove_dir_all(traces).with_context(|| format!("cannot clear {}", traces.display()))?;
    }
    let options = RunOptions {
        java_opts: config.java_opts.clone(),
        ..RunOptions::default()
    };
    let mut command: Command = host::command(
        &variant.jars,
        &app.kernel_class(),
        &[OsString::from(config.size.as_str())],
        traces,
        &options,
    )?;
    let start = Instant::now();
    let out = command
        .stdin(std::process::Stdio::null())
        .output()
        .context("cannot start java")?;
    let time = start.elapsed();
    if !out.status.success() {
        bail!(
            "{} exited with {}:\n{}",
            app.kernel_class(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    let output = String::from_utf8_lossy(&out.stdout).into_owned();
    if let Some(decoder) = &variant.decoder {
        let (bytes, decisions, decode_time) = decode_traces(decoder, traces)?;
        let m = &mut variant.measurement;
        m.trace_bytes.push(bytes);
        m.decisions.push(decisions);
        m.decode_time.push(decode_time);
    }
    fs::remove_dir_all(traces).with_context(|| format!("cannot remove {}", traces.display()))?;
    Ok(RunOutcome { output, time })
}

/// Total bytes, branch decisions and decode time of the trace files in `dir`.
fn decode_traces(decoder: &Decoder, dir: &Path) -> Result<(u64, u64, Duration)> {
    let mut traces = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let path = entry
            .with_context(|| format!("cannot list {}", dir.display()))?
            .path();
        if path.extension().is_some_and(|e| e == "adtrace") {
            traces.push(path);
        }
    }
    if traces.is_empty() {
        bail!("the run wrote no trace file into {}", dir.display());
    }
    let decision_blocks = decision_blocks(decoder.metadata());
    let mut bytes = 0;
    let mut decisions = 0;
    let mut time = Duration::ZERO;
    for path in &traces {
        bytes += fs::metadata(path)
            .with_context(|| format!("cannot stat {}", path.display()))?
            .len();
        let start = Instant::now();
        let decoded = decoder
            .decode_file(path)
            .with_context(|| format!("cannot decode {}", path.display()))?;
        time += start.elapsed();
        if let Some(note) = decoded.notes().first() {
            bail!("{}: {note}", path.display());
        }
        for thread in &decoded.run.threads {
            for event in &thread.events {
                if let Event::Block { method, block } = event {
                    if decision_blocks.contains(&(*method, *block)) {
                        decisions += 1;
                    }
                }
            }
        }
    }
    Ok((bytes, decisions, time))
}

/// (method id, block) of every block with more than one distinct normal successor: where a
/// branch decision is made.
fn decision_blocks(meta: &Metadata) -> HashSet<(u32, u32)> {
    let mut out = HashSet::new();
    for (method_id, method) in meta.methods.iter().enumerate() {
        for (block_id, block) in method.blocks.iter().enumerate() {
            let successors: HashSet<u32> = block
                .edges
                .iter()
                .filter(|e| !e.kind.starts_with("catch"))
                .filter_map(|e| e.to)
                .collect();
            if successors.len() > 1 {
                out.insert((method_id as u32, block_id as u32));
            }
        }
    }
    out
}
