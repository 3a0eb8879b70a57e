//! Measuring every variant on every app: build the app, instrument it once per variant, run each
//! variant N times on the host JVM interleaved with the original, decode every trace. Run r of
//! a `paths` variant starts from model generation r, and its trace teaches generation r + 1.

use std::collections::HashSet;
use std::ffi::OsString;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use android_runtime::calls::SelectionCounts;
use android_runtime::coder::Coder;
use android_runtime::layout::PathsLayout;
use android_runtime::meta::Metadata;
use android_runtime::record::{Record, TraceStream};
use android_runtime::scheme::Recovers;
use android_runtime::trace::ModelStatus;
use android_runtime::MODEL_PROPERTY;
use anyhow::{bail, Context, Result};
use apk_io::{NoProgress, Signing, Toolchain};
use device_sim::host::{self, Cache, HostJars, RunOptions};
use instrumentor::instrument::{instrument, Request};
use instrumentor::schemes::Scheme;
use smali_parser::cfg::summarize;
use smali_parser::files;
use smali_parser::hierarchy::Hierarchy;
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::sink::Ends;
use trace_parser::{models, Decoder, RunSink};

use crate::app::{App, Size};
use crate::collisions::{self, Collisions};
use crate::package::build_apk;

/// One variant the harness measures: a scheme built with a coder.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VariantSpec {
    pub name: String,
    pub scheme: Scheme,
    /// `None`: raw records.
    pub coder: Option<Coder>,
}

/// Every variant, in the order results are listed: each scheme of the registry with the
/// default coder (named as the scheme), each scheme that learns a model again with every
/// other coder (`paths-adaptracer`), and a scheme with a raw form raw (`calls-raw`).
pub fn variants() -> Vec<VariantSpec> {
    let mut variants = Vec::new();
    for scheme in Scheme::all() {
        variants.push(VariantSpec {
            name: scheme.name().to_string(),
            scheme,
            coder: Some(Coder::default()),
        });
        if scheme.spec().learns {
            for (coder, name) in Coder::ALL
                .into_iter()
                .filter(|(c, _)| *c != Coder::default())
            {
                variants.push(VariantSpec {
                    name: format!("{scheme}-{name}"),
                    scheme,
                    coder: Some(coder),
                });
            }
        }
        if scheme.spec().raw_form {
            variants.push(VariantSpec {
                name: format!("{scheme}-raw"),
                scheme,
                coder: None,
            });
        }
    }
    variants
}

/// The variant called `name`.
pub fn variant(name: &str) -> Option<VariantSpec> {
    variants().into_iter().find(|v| v.name == name)
}

/// From this model generation on, a `paths` trace counts as coded by a trained model.
pub const TRAINED_GENERATION: u32 = 3;

/// Runs a `paths` variant needs for its summary to cover trained generations only: generations
/// 0 .. [`TRAINED_GENERATION`] and at least one trained one.
pub const TRAINED_RUNS: usize = TRAINED_GENERATION as usize + 1;

/// What to measure and where to work.
#[derive(Clone, Debug)]
pub struct Config {
    pub size: Size,
    /// Runs of each variant (and of the original).
    pub runs: usize,
    /// The variants to measure.
    pub variants: Vec<VariantSpec>,
    /// Scratch space: APKs, instrumented variants, metadata, models, jars, traces.
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

/// One variant on one app.
#[derive(Clone, Debug)]
pub struct Row {
    pub app: String,
    /// The variant's name (see [`variants`]).
    pub scheme: String,
    pub counts: Counts,
    pub result: SchemeResult,
}

#[derive(Clone, Debug)]
pub enum SchemeResult {
    Measured(Box<Measurement>),
    /// Instrumenting, running or decoding failed; the reason.
    Failed(String),
}

/// A trace file kept after the runs, to measure the decoder's memory on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptTrace {
    pub path: PathBuf,
    /// The metadata directory (with its models) that decodes it.
    pub meta: PathBuf,
    pub bytes: u64,
    /// The model generation it was written with.
    pub generation: u32,
    pub size: Size,
}

/// The samples of one variant: one entry per run, in run order (the `paths`, entropy and gzip
/// vectors are empty for variants they do not apply to).
#[derive(Clone, Debug, Default)]
pub struct Measurement {
    /// Bytes of trace files each run wrote.
    pub trace_bytes: Vec<u64>,
    /// Branch decisions each run executed (executed blocks with several normal successors).
    pub decisions: Vec<u64>,
    /// Method entries each run executed (from the decoded trace).
    pub calls: Vec<u64>,
    /// Basic blocks each run executed.
    pub executed_blocks: Vec<u64>,
    /// `paths` variants: the model generation each run started from (run r: generation r).
    pub generations: Vec<u32>,
    /// `paths` variants: the empirical entropy, in bits, of each run's decisions given their
    /// decision point.
    pub entropy_bits: Vec<f64>,
    /// `blocks` and the call-trace schemes: bytes of `gzip -9` of the first run's trace files (a
    /// deterministic app writes the same trace every run, and compressing one of gigabytes
    /// takes minutes).
    pub gzip_bytes: Vec<u64>,
    /// The call-trace schemes: what the build logs (static counts).
    pub selection: Option<SelectionCounts>,
    /// `contexts`: the call graph's changes each run logged.
    pub graph_changes: Vec<u64>,
    /// `pcc`: how its values merge calling contexts, from one run of a build with `blocks`
    /// beside it at the small size ([`crate::collisions`]).
    pub collisions: Option<Collisions>,
    /// Wall time of the instrumented run and of the original run next to it.
    pub instrumented_time: Vec<Duration>,
    pub original_time: Vec<Duration>,
    /// CPU time (user + system) of the instrumented JVM and of the original one next to it.
    pub instrumented_cpu: Vec<Duration>,
    pub original_cpu: Vec<Duration>,
    /// Wall time to read and decode each run's traces.
    pub decode_time: Vec<Duration>,
    /// `paths` variants: the largest trace file of the runs.
    pub largest: Option<KeptTrace>,
    /// `paths` variants at the benchmark and steady sizes: a trace of the small size written with
    /// the same generation as [`Self::largest`], to see how decoding memory grows with trace
    /// length.
    pub small: Option<KeptTrace>,
}

impl Measurement {
    /// Whether the summary columns cover only runs with a trained model: a `paths` variant
    /// with at least [`TRAINED_RUNS`] runs.
    pub fn trained_only(&self) -> bool {
        !self.generations.is_empty() && self.generations.len() >= TRAINED_RUNS
    }

    /// The runs the summary columns are over: those starting from generation
    /// [`TRAINED_GENERATION`] or later when [`Self::trained_only`], else all.
    pub fn summary_runs(&self) -> Vec<usize> {
        let runs = 0..self.trace_bytes.len();
        if self.trained_only() {
            runs.filter(|&i| self.generations.get(i).copied().unwrap_or(0) >= TRAINED_GENERATION)
                .collect()
        } else {
            runs.collect()
        }
    }

    fn pick<T: Copy>(&self, samples: &[T]) -> Vec<T> {
        self.summary_runs()
            .into_iter()
            .filter_map(|i| samples.get(i).copied())
            .collect()
    }

    /// Median trace bytes per run over [`Self::summary_runs`].
    pub fn median_trace_bytes(&self) -> u64 {
        median(&self.pick(&self.trace_bytes))
    }

    pub fn median_decisions(&self) -> u64 {
        median(&self.pick(&self.decisions))
    }

    /// Trace bits per executed branch decision over [`Self::summary_runs`].
    pub fn bits_per_decision(&self) -> Option<f64> {
        let decisions: u64 = self.pick(&self.decisions).iter().sum();
        let bytes: u64 = self.pick(&self.trace_bytes).iter().sum();
        (decisions > 0).then(|| bytes as f64 * 8.0 / decisions as f64)
    }

    /// Empirical entropy bits per executed decision over [`Self::summary_runs`] (`paths`
    /// variants only).
    pub fn entropy_bits_per_decision(&self) -> Option<f64> {
        if self.entropy_bits.is_empty() {
            return None;
        }
        let decisions: u64 = self.pick(&self.decisions).iter().sum();
        let entropy: f64 = self.pick(&self.entropy_bits).iter().sum();
        (decisions > 0).then(|| entropy / decisions as f64)
    }

    /// Median bytes of `gzip -9` of the compressed runs' traces (`blocks` only).
    pub fn median_gzip_bytes(&self) -> Option<u64> {
        (!self.gzip_bytes.is_empty()).then(|| median(&self.gzip_bytes))
    }

    /// Executed blocks per method entry over all runs.
    pub fn blocks_per_call(&self) -> Option<f64> {
        let calls: u64 = self.calls.iter().sum();
        let blocks: u64 = self.executed_blocks.iter().sum();
        (calls > 0).then(|| blocks as f64 / calls as f64)
    }

    /// The instrumented and the original runs' times on `clock`.
    pub fn times(&self, clock: Clock) -> (&[Duration], &[Duration]) {
        match clock {
            Clock::Wall => (&self.instrumented_time, &self.original_time),
            Clock::Cpu => (&self.instrumented_cpu, &self.original_cpu),
        }
    }

    /// Median instrumented run time over median original run time on `clock`, from runs side
    /// by side (all runs).
    pub fn ratio(&self, clock: Clock) -> f64 {
        let (instrumented, original) = self.times(clock);
        let original = median(original).as_secs_f64();
        if original > 0.0 {
            median(instrumented).as_secs_f64() / original
        } else {
            f64::NAN
        }
    }

    /// What the instrumentation adds to a run on `clock` (median instrumented minus median
    /// original, all runs), in nanoseconds per event of `per_run` (its median): per call or
    /// per decision. None when no run executed any.
    pub fn overhead_ns(&self, clock: Clock, per_run: &[u64]) -> Option<f64> {
        let (instrumented, original) = self.times(clock);
        let events = median(per_run);
        let added = median(instrumented).as_secs_f64() - median(original).as_secs_f64();
        (events > 0).then(|| added * 1e9 / events as f64)
    }
}

/// Which time of a run: wall clock, or the JVM process's CPU time (user + system, all its
/// threads).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    Wall,
    Cpu,
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

/// The empirical entropy, in bits, of the symbols counted per context:
/// sum over contexts of sum over symbols of n_s * log2(N / n_s).
pub fn entropy_bits(tables: &[Vec<u64>]) -> f64 {
    tables
        .iter()
        .map(|table| {
            let total: u64 = table.iter().sum();
            table
                .iter()
                .filter(|&&n| n > 0)
                .map(|&n| n as f64 * (total as f64 / n as f64).log2())
                .sum::<f64>()
        })
        .sum()
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

/// An instrumented build of an app, ready to run.
struct Variant {
    name: String,
    scheme: Scheme,
    /// Whether its runs teach a model: a scheme that learns, built with a coder (not raw).
    learns: bool,
    jars: HostJars,
    /// Its metadata directory; `paths` model generations go into `models/` there.
    meta: PathBuf,
    /// Decodes traces written without a model (every `blocks` trace).
    decoder: Decoder,
    /// Per method id, per block: whether it is a decision node.
    decision_blocks: Vec<Vec<bool>>,
    /// Decision contexts: `0 .. binary nodes + n-ary nodes` of the `paths` layout.
    decision_contexts: usize,
    /// Where its runs write their traces.
    traces: PathBuf,
    /// Where its kept traces go.
    work: PathBuf,
    measurement: Measurement,
    failure: Option<String>,
}

/// Measures `app` under every variant of `config`; a row per variant.
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
    for spec in &config.variants {
        progress.step(&app.name, &format!("instrument {}", spec.name));
        match build_variant(spec, &apk, &work, &toolchain, &cache) {
            Ok(variant) => variants.push(variant),
            Err(e) => rows.push(Row {
                app: app.name.clone(),
                scheme: spec.name.clone(),
                counts,
                result: SchemeResult::Failed(format!("{e:#}")),
            }),
        }
    }

    // The untimed first run gives the expected output and warms the file cache.
    let original_traces = work.join("original-traces");
    let expected = run_java(app, &original, config, config.size, &original_traces, &[])?.output;
    for run in 0..config.runs {
        for variant in variants.iter_mut().filter(|v| v.failure.is_none()) {
            progress.step(
                &app.name,
                &format!("run {}/{} {}", run + 1, config.runs, variant.name),
            );
            let base = run_java(app, &original, config, config.size, &original_traces, &[])?;
            if let Err(e) = variant.measure_run(app, config, run, &expected, base.timing) {
                variant.failure = Some(format!("run {}: {e:#}", run + 1));
            }
        }
    }
    fs::remove_dir_all(&original_traces)
        .with_context(|| format!("cannot remove {}", original_traces.display()))?;

    for variant in variants.iter_mut().filter(|v| v.failure.is_none()) {
        if variant.learns && config.size != Size::Small {
            progress.step(&app.name, &format!("small-size run {}", variant.name));
            if let Err(e) = variant.keep_small_trace(app, config) {
                variant.failure = Some(format!(
                    "the small-size run for the decoder memory measurement: {e:#}"
                ));
            }
        }
    }

    for variant in variants.iter_mut().filter(|v| v.failure.is_none()) {
        if variant.scheme == Scheme::Pcc {
            progress.step(&app.name, &format!("collisions of {}", variant.name));
            let counted = count_collisions(app, config, &apk, &work, &toolchain, &cache);
            match counted {
                Ok(c) => variant.measurement.collisions = Some(c),
                Err(e) => variant.failure = Some(format!("the paired blocks run: {e:#}")),
            }
        }
    }

    for variant in variants {
        let result = match variant.failure {
            Some(reason) => SchemeResult::Failed(reason),
            None => SchemeResult::Measured(Box::new(variant.measurement)),
        };
        rows.push(Row {
            app: app.name.clone(),
            scheme: variant.name,
            counts,
            result,
        });
    }
    let position = |name: &str| config.variants.iter().position(|v| v.name == name);
    rows.sort_by_key(|row| position(&row.scheme));
    Ok(rows)
}

fn build_variant(
    spec: &VariantSpec,
    apk: &Path,
    work: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
) -> Result<Variant> {
    let VariantSpec {
        name,
        scheme,
        coder,
    } = spec;
    let (scheme, coder) = (*scheme, *coder);
    let (jars, meta) = instrument_build(name, &[scheme], coder, apk, work, toolchain, cache)?;
    let decoder =
        Decoder::open(&meta).with_context(|| format!("cannot read {}", meta.display()))?;
    let layout = PathsLayout::new(decoder.metadata());
    let witnesses = scheme.spec().recovers == Recovers::Calls;
    let selection = witnesses.then(|| SelectionCounts::of(&decoder.metadata().methods, scheme));
    Ok(Variant {
        name: name.to_string(),
        scheme,
        learns: scheme.spec().learns && coder.is_some(),
        jars,
        decision_blocks: decision_blocks(decoder.metadata()),
        decision_contexts: layout.binary_nodes() as usize + layout.nary_alphabets().len(),
        decoder,
        traces: work.join(format!("{name}-traces")),
        work: work.to_path_buf(),
        meta,
        measurement: Measurement {
            selection,
            ..Measurement::default()
        },
        failure: None,
    })
}

/// Instruments `apk` with `schemes` as build `name` in `work` and prepares it for the JVM;
/// returns its jars and metadata directory.
pub(crate) fn instrument_build(
    name: &str,
    schemes: &[Scheme],
    coder: Option<Coder>,
    apk: &Path,
    work: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
) -> Result<(HostJars, PathBuf)> {
    let output = work.join(format!("{name}.apk"));
    let meta = work.join(format!("{name}.meta"));
    let scratch = work.join(format!("{name}.work"));
    let request = Request {
        input: apk,
        output: &output,
        meta_dir: &meta,
        work_dir: &scratch,
        schemes,
        coder,
        events: &[],
        signing: &Signing::Debug,
        codec: Default::default(),
        edits: Default::default(),
    };
    instrument(&request, toolchain, &NoProgress)
        .with_context(|| format!("cannot instrument {name}"))?;
    // The smali and apktool output of instrumenting are not needed any more.
    fs::remove_dir_all(&scratch).with_context(|| format!("cannot remove {}", scratch.display()))?;
    let jars = host::prepare_jars(&output, toolchain, cache, &NoProgress)
        .with_context(|| format!("cannot prepare the {name} build for the JVM"))?;
    Ok((jars, meta))
}

/// What one run's trace files hold.
struct RunSample {
    bytes: u64,
    calls: u64,
    blocks: u64,
    decisions: u64,
    /// `contexts`: the call graph's changes.
    graph_changes: u64,
    /// The decision contexts' symbol counts (`paths` only).
    decision_counts: Option<Vec<Vec<u64>>>,
    decode_time: Duration,
}

impl Variant {
    /// JVM options that make a run start from `generation` (none for generation 0: the
    /// runtime then finds no model and starts uniform).
    fn model_opts(&self, generation: u32) -> Result<Vec<OsString>> {
        if generation == 0 {
            return Ok(Vec::new());
        }
        let model = models::path(&self.meta, generation);
        if !model.is_file() {
            bail!(
                "{}: model generation {generation} was not written by the previous run's update",
                model.display()
            );
        }
        let model = std::path::absolute(&model)
            .with_context(|| format!("cannot resolve {}", model.display()))?;
        let mut opt = OsString::from(format!("-D{MODEL_PROPERTY}="));
        opt.push(model.as_os_str());
        Ok(vec![opt])
    }

    /// Run `run` (0-based): runs the variant once, checks its output, sizes and decodes its
    /// traces; a `paths` variant starts from generation `run` and writes generation `run + 1`
    /// from the trace. The samples are recorded only when all of it succeeds.
    fn measure_run(
        &mut self,
        app: &App,
        config: &Config,
        run: usize,
        expected: &str,
        original: Timing,
    ) -> Result<()> {
        let learns = self.learns;
        let generation = u32::try_from(run).context("too many runs")?;
        let opts = if learns {
            self.model_opts(generation)?
        } else {
            Vec::new()
        };
        let outcome = run_java(app, &self.jars, config, config.size, &self.traces, &opts)?;
        if outcome.output != expected {
            bail!(
                "instrumented output differs: expected {expected:?}, got {:?}",
                outcome.output
            );
        }
        let files = trace_files(&self.traces)?;
        let sample = self.decode_run(&files, learns.then_some(generation))?;
        let m = &mut self.measurement;
        if learns {
            let update = models::update(&self.meta, &files)
                .with_context(|| format!("cannot update the model in {}", self.meta.display()))?;
            if update.generation != generation + 1 || !update.skipped.is_empty() {
                bail!(
                    "the model update after the run wrote generation {} (expected {}) and \
                     skipped {:?}",
                    update.generation,
                    generation + 1,
                    update.skipped
                );
            }
            m.generations.push(generation);
            // The entropy of the branch decisions, for a record that has them (not `calls`).
            if self.scheme.spec().recovers == Recovers::Blocks {
                let counts = sample.decision_counts.as_deref().unwrap_or_default();
                m.entropy_bits.push(entropy_bits(counts));
            }
            let largest = largest_file(&files)?;
            if m.largest.as_ref().is_none_or(|kept| largest.1 > kept.bytes) {
                m.largest = Some(keep(
                    &largest,
                    &self.work.join(format!("{}-largest.adtrace", self.name)),
                    &self.meta,
                    generation,
                    config.size,
                )?);
            }
        } else if (self.scheme.spec().oracle || self.scheme.spec().recovers != Recovers::Blocks)
            && run == 0
        {
            let mut gzip = 0;
            for file in &files {
                gzip += gzip9_bytes(file)?;
            }
            m.gzip_bytes.push(gzip);
        }
        m.trace_bytes.push(sample.bytes);
        m.decisions.push(sample.decisions);
        if self.scheme == Scheme::Contexts {
            m.graph_changes.push(sample.graph_changes);
        }
        m.calls.push(sample.calls);
        m.executed_blocks.push(sample.blocks);
        m.decode_time.push(sample.decode_time);
        m.original_time.push(original.wall);
        m.original_cpu.push(original.cpu);
        m.instrumented_time.push(outcome.timing.wall);
        m.instrumented_cpu.push(outcome.timing.cpu);
        remove_dir(&self.traces)
    }

    /// Reads and decodes one run's trace files, streaming: a steady run's events would not fit
    /// in memory. A run of a scheme that learns (`generation` given) must name that generation
    /// in every header and is decoded with it.
    fn decode_run(&self, files: &[PathBuf], generation: Option<u32>) -> Result<RunSample> {
        let with_model;
        let decoder = match generation {
            Some(g) if g > 0 => {
                with_model = models::decoder(&self.meta, g)
                    .with_context(|| format!("cannot load model generation {g}"))?;
                &with_model
            }
            _ => &self.decoder,
        };
        let mut sample = RunSample {
            bytes: 0,
            calls: 0,
            blocks: 0,
            decisions: 0,
            graph_changes: 0,
            decision_counts: None,
            decode_time: Duration::ZERO,
        };
        for path in files {
            sample.bytes += fs::metadata(path)
                .with_context(|| format!("cannot stat {}", path.display()))?
                .len();
            let start = Instant::now();
            let trace = TraceStream::open(path)?;
            if let Some(g) = generation {
                let header = trace.header();
                let named =
                    (header.model_status == ModelStatus::Loaded).then_some(header.model_generation);
                if named != (g > 0).then_some(g) {
                    bail!(
                        "{}: the header names model generation {} (model {:?}), but the run \
                         started from generation {g}",
                        path.display(),
                        header.model_generation,
                        header.model_status
                    );
                }
            }
            if let Some(stop) = trace.stopped() {
                bail!("{}: decoded up to the damage: {stop}", path.display());
            }
            let mut tally = Tally::new(&self.decision_blocks);
            let learned = decoder.stream(&trace, self.scheme, &mut tally)?;
            sample.decode_time += start.elapsed();
            if let Some(note) = tally.ends.notes.first() {
                bail!("{}: {note}", path.display());
            }
            sample.calls += tally.calls;
            sample.blocks += tally.blocks;
            if self.scheme == Scheme::Contexts {
                let methods = decoder.metadata().methods.len() as u32;
                sample.graph_changes +=
                    u64::from(trace_parser::contexts::changes(&trace, methods)?);
            }
            sample.decisions += tally.decisions;
            if generation.is_some() {
                let Some(counts) = learned else {
                    bail!(
                        "{}: the `{}` record taught nothing",
                        path.display(),
                        self.scheme
                    );
                };
                let sum = sample
                    .decision_counts
                    .get_or_insert_with(|| vec![Vec::new(); self.decision_contexts]);
                for (sum, table) in sum.iter_mut().zip(&counts.tables) {
                    sum.resize(table.len().max(sum.len()), 0);
                    for (s, n) in sum.iter_mut().zip(table) {
                        *s += n;
                    }
                }
            }
        }
        Ok(sample)
    }

    /// Runs the variant once at the small size, starting from the generation of its largest
    /// trace, and keeps the trace.
    fn keep_small_trace(&mut self, app: &App, config: &Config) -> Result<()> {
        let Some(largest) = &self.measurement.largest else {
            return Ok(());
        };
        let generation = largest.generation;
        let opts = self.model_opts(generation)?;
        let outcome = run_java(app, &self.jars, config, Size::Small, &self.traces, &opts)?;
        let prefix = app.result_prefix(Size::Small);
        if !outcome.output.starts_with(&prefix) {
            bail!("printed {:?}, not {prefix:?}...", outcome.output);
        }
        let files = trace_files(&self.traces)?;
        let largest = largest_file(&files)?;
        self.measurement.small = Some(keep(
            &largest,
            &self.work.join(format!("{}-small.adtrace", self.name)),
            &self.meta,
            generation,
            Size::Small,
        )?);
        remove_dir(&self.traces)
    }
}

/// Runs a build of `apk` with `blocks` beside `pcc` once at the small size and counts how
/// `pcc`'s values merge the contexts the oracle shows.
fn count_collisions(
    app: &App,
    config: &Config,
    apk: &Path,
    work: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
) -> Result<Collisions> {
    let name = "pcc-paired";
    let schemes = [Scheme::Blocks, Scheme::Pcc];
    let (jars, meta) = instrument_build(name, &schemes, None, apk, work, toolchain, cache)?;
    let traces = work.join(format!("{name}-traces"));
    let outcome = run_java(app, &jars, config, Size::Small, &traces, &[])?;
    let prefix = app.result_prefix(Size::Small);
    if !outcome.output.starts_with(&prefix) {
        bail!("printed {:?}, not {prefix:?}...", outcome.output);
    }
    let decoder =
        Decoder::open(&meta).with_context(|| format!("cannot read {}", meta.display()))?;
    let counted = collisions::count(&trace_files(&traces)?, &decoder)?;
    remove_dir(&traces)?;
    Ok(counted)
}

/// Counts what a decoded record executed, keeping no event; its [`Ends`] notes each thread
/// whose record does not end cleanly.
struct Tally<'a> {
    decision_blocks: &'a [Vec<bool>],
    calls: u64,
    blocks: u64,
    decisions: u64,
    ends: Ends,
}

impl<'a> Tally<'a> {
    fn new(decision_blocks: &'a [Vec<bool>]) -> Tally<'a> {
        Tally {
            decision_blocks,
            calls: 0,
            blocks: 0,
            decisions: 0,
            ends: Ends::default(),
        }
    }
}

impl RunSink for Tally<'_> {
    fn begin(&mut self, index: u32, name: &str) {
        self.ends.begin(index, name);
    }

    fn event(&mut self, event: Event) {
        match event {
            Event::Enter { .. } => self.calls += 1,
            Event::Block { method, block } => {
                self.blocks += 1;
                let decides = self
                    .decision_blocks
                    .get(method as usize)
                    .and_then(|m| m.get(block as usize));
                if decides == Some(&true) {
                    self.decisions += 1;
                }
            }
            Event::Exit { .. } | Event::Resume { .. } | Event::Mark { .. } => {}
        }
    }

    fn end(&mut self, end: ThreadEnd) {
        self.ends.end(end);
    }
}

/// Moves trace `file` (path, bytes) to `to` and describes it.
fn keep(
    file: &(PathBuf, u64),
    to: &Path,
    meta: &Path,
    generation: u32,
    size: Size,
) -> Result<KeptTrace> {
    fs::rename(&file.0, to)
        .with_context(|| format!("cannot move {} to {}", file.0.display(), to.display()))?;
    Ok(KeptTrace {
        path: to.to_path_buf(),
        meta: meta.to_path_buf(),
        bytes: file.1,
        generation,
        size,
    })
}

/// The largest of `files` and its size.
fn largest_file(files: &[PathBuf]) -> Result<(PathBuf, u64)> {
    let mut best: Option<(PathBuf, u64)> = None;
    for file in files {
        let bytes = fs::metadata(file)
            .with_context(|| format!("cannot stat {}", file.display()))?
            .len();
        if best.as_ref().is_none_or(|b| bytes > b.1) {
            best = Some((file.clone(), bytes));
        }
    }
    best.context("the run wrote no trace file")
}

/// How long one JVM run took.
#[derive(Clone, Copy, Debug)]
struct Timing {
    wall: Duration,
    /// User + system time of the JVM process.
    cpu: Duration,
}

struct RunOutcome {
    output: String,
    timing: Timing,
}

/// Runs the kernel of `jars` once at `size` with a fresh trace directory `traces` and the
/// extra JVM options `opts`; returns what it printed and how long it took.
fn run_java(
    app: &App,
    jars: &HostJars,
    config: &Config,
    size: Size,
    traces: &Path,
    opts: &[OsString],
) -> Result<RunOutcome> {
    if traces.exists() {
        remove_dir(traces)?;
    }
    let mut command = kernel_command(app, jars, config, size, traces, opts)?;
    // The JVM is the only child waited for in between (runs are not concurrent), so the
    // difference of the children's CPU times is its own.
    let cpu_before = children_cpu()?;
    let start = Instant::now();
    let out = command
        .stdin(Stdio::null())
        .output()
        .context("cannot start java")?;
    let wall = start.elapsed();
    let cpu = children_cpu()?.saturating_sub(cpu_before);
    if !out.status.success() {
        bail!(
            "{} exited with {}:\n{}",
            app.kernel_class(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    Ok(RunOutcome {
        output: String::from_utf8_lossy(&out.stdout).into_owned(),
        timing: Timing { wall, cpu },
    })
}

/// The `java` command that runs the kernel of `jars` at `size` with trace directory `traces`
/// and the extra JVM options `opts` after the configuration's.
pub(crate) fn kernel_command(
    app: &App,
    jars: &HostJars,
    config: &Config,
    size: Size,
    traces: &Path,
    opts: &[OsString],
) -> Result<Command> {
    let mut java_opts = config.java_opts.clone();
    java_opts.extend(opts.iter().cloned());
    let options = RunOptions {
        java_opts,
        ..RunOptions::default()
    };
    Ok(host::command(
        jars,
        &app.kernel_class(),
        &[OsString::from(size.as_str())],
        Some(traces),
        &options,
    )?)
}

/// User + system time of every child process this process has waited for so far.
fn children_cpu() -> Result<Duration> {
    // SAFETY: rusage is plain data (all zeroes is a valid value), and getrusage only writes
    // into the struct it is given.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: as above; the pointer is to a live, writable rusage.
    if unsafe { libc::getrusage(libc::RUSAGE_CHILDREN, &mut usage) } != 0 {
        bail!(
            "getrusage(RUSAGE_CHILDREN) failed: {}",
            io::Error::last_os_error()
        );
    }
    let time = |t: libc::timeval| {
        Duration::from_secs(u64::try_from(t.tv_sec).unwrap_or(0))
            + Duration::from_micros(u64::try_from(t.tv_usec).unwrap_or(0))
    };
    Ok(time(usage.ru_utime) + time(usage.ru_stime))
}

fn remove_dir(dir: &Path) -> Result<()> {
    fs::remove_dir_all(dir).with_context(|| format!("cannot remove {}", dir.display()))
}

/// The trace files (`*.adtrace`) in `dir`, sorted; at least one.
fn trace_files(dir: &Path) -> Result<Vec<PathBuf>> {
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
    traces.sort();
    Ok(traces)
}

/// Bytes of `gzip -9 -c file`, counted as they stream out.
fn gzip9_bytes(file: &Path) -> Result<u64> {
    let mut child = Command::new("gzip")
        .arg("-9")
        .arg("-c")
        .arg(file)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .context("cannot start gzip (install it: `apt-get install gzip`)")?;
    let bytes = match child.stdout.take() {
        Some(mut stdout) => io::copy(&mut stdout, &mut io::sink())
            .with_context(|| format!("cannot read gzip's output for {}", file.display()))?,
        None => 0,
    };
    let out = child
        .wait_with_output()
        .with_context(|| format!("gzip on {} did not finish", file.display()))?;
    if !out.status.success() {
        bail!(
            "gzip -9 on {} failed ({}): {}",
            file.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    Ok(bytes)
}

/// Per method id, per block: whether it has more than one distinct normal successor, i.e.
/// makes a branch decision.
fn decision_blocks(meta: &Metadata) -> Vec<Vec<bool>> {
    meta.methods
        .iter()
        .map(|method| {
            method
                .blocks
                .iter()
                .map(|block| {
                    let successors: HashSet<u32> = block
                        .edges
                        .iter()
                        .filter(|e| !e.kind.starts_with("catch"))
                        .filter_map(|e| e.to)
                        .collect();
                    successors.len() > 1
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entropy_of_decisions_per_context() {
        // A context always taking one successor costs nothing; an even split costs one bit a
        // decision; 3:1 costs 4 * H(1/4) = 3.245 bits.
        assert_eq!(entropy_bits(&[vec![5, 0]]), 0.0);
        assert!((entropy_bits(&[vec![4, 4]]) - 8.0).abs() < 1e-9);
        let skewed = entropy_bits(&[vec![3, 1], vec![0, 0, 0]]);
        assert!((skewed - 3.2451).abs() < 1e-3, "{skewed}");
    }

    #[test]
    fn trained_runs_summarize_paths_variants() {
        let paths = Measurement {
            trace_bytes: vec![900, 500, 400, 300, 200, 250],
            decisions: vec![100; 6],
            generations: (0..6).collect(),
            entropy_bits: vec![150.0; 6],
            ..Measurement::default()
        };
        assert_eq!(paths.summary_runs(), [3, 4, 5]);
        assert_eq!(paths.median_trace_bytes(), 250);
        assert_eq!(paths.bits_per_decision(), Some(20.0));
        assert_eq!(paths.entropy_bits_per_decision(), Some(1.5));
        let short = Measurement {
            generations: vec![0, 1],
            trace_bytes: vec![900, 500],
            ..paths.clone()
        };
        assert_eq!(short.summary_runs(), [0, 1]);
        assert_eq!(short.median_trace_bytes(), 500);
        let blocks = Measurement {
            generations: Vec::new(),
            entropy_bits: Vec::new(),
            ..paths
        };
        assert_eq!(blocks.summary_runs(), [0, 1, 2, 3, 4, 5]);
        assert_eq!(blocks.entropy_bits_per_decision(), None);
    }

    #[test]
    fn variants_are_the_registrys_schemes_and_the_coders_of_those_that_learn() {
        let names: Vec<String> = variants().into_iter().map(|v| v.name).collect();
        assert_eq!(
            names,
            [
                "blocks",
                "paths",
                "paths-adaptracer",
                "pap",
                "bl",
                "fi",
                "bri",
                "calls",
                "calls-adaptracer",
                "calls-raw",
                "contexts",
                "pcc"
            ]
        );
        let v = variant("paths-adaptracer").unwrap();
        assert_eq!(
            (v.scheme, v.coder),
            (Scheme::Paths, Some(Coder::AdapTracer))
        );
        let v = variant("pap").unwrap();
        assert_eq!((v.scheme, v.coder), (Scheme::Pap, Some(Coder::Range)));
        let v = variant("calls-raw").unwrap();
        assert_eq!((v.scheme, v.coder), (Scheme::Calls, None));
        assert_eq!(variant("bogus"), None);
    }
}
