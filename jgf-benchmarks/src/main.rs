//! `jgf-benchmarks`: measure every scheme on the JGF suite; see the crate docs.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

use anyhow::{bail, Context, Result};
use clap::Parser;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use jgf_benchmarks::app::{self, Size};
use jgf_benchmarks::harness::{self, Config, KeptTrace, Row, SchemeResult, VariantSpec};
use jgf_benchmarks::report::{self, Header, Memory};
use jgf_benchmarks::{kills, memory};

#[derive(Parser)]
#[command(
    name = "jgf-benchmarks",
    about = "Build every JGF app, instrument it with every scheme, run each variant on the host \
             JVM interleaved with the original (the `paths` variants learning a model generation \
             after every run), and write results.csv, runs.csv, generations.csv and results.md"
)]
struct Cli {
    /// Problem size of every run: small, benchmark or steady.
    #[arg(long, default_value = "benchmark")]
    size: Size,

    /// Runs of each variant (each next to a run of the original); run r of a `paths` variant
    /// starts from model generation r. At least 5 with --size steady.
    #[arg(long, short = 'n', default_value_t = 6, value_parser = clap::value_parser!(u32).range(1..))]
    runs: u32,

    /// Only these apps (repeatable; default: the whole suite).
    #[arg(long = "app", value_name = "NAME")]
    apps: Vec<String>,

    /// Only these variants (repeatable; default: every one: each scheme of the registry, and
    /// each scheme that learns a model with each other coder).
    #[arg(long = "scheme", value_name = "SCHEME", value_parser = parse_variant)]
    schemes: Vec<VariantSpec>,

    /// Where results.csv, runs.csv, generations.csv, results.md and the scratch files go
    /// (default: target/jgf, under $CARGO_TARGET_DIR when set).
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,

    /// An option for every JVM run, e.g. --java-opt=-Xmx2g (repeatable).
    #[arg(long = "java-opt", value_name = "OPT", allow_hyphen_values = true)]
    java_opts: Vec<OsString>,

    /// No progress bar.
    #[arg(long, short)]
    quiet: bool,

    /// Instead of measuring: run each variant once to its end, then N times killed with SIGKILL
    /// (what `am force-stop` sends) at random moments, and check what each killed run's trace
    /// kept (kills.csv, kills.md): an exact prefix of the complete run, written at most about
    /// one flush interval before the kill.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u32).range(1..))]
    kills: Option<u32>,

    /// The seed of the kill moments (--kills).
    #[arg(long, default_value_t = 1, requires = "kills")]
    seed: u64,

    /// Internal: decode TRACE with the metadata directory META and print this process's peak
    /// memory (how the harness measures the decoder's memory in a fresh process).
    #[arg(long = "decode-peak", hide = true, num_args = 2, value_names = ["META", "TRACE"])]
    decode_peak: Option<Vec<PathBuf>>,
}

/// `--scheme`'s parser: one of [`harness::variants`], by name.
fn parse_variant(name: &str) -> Result<VariantSpec, String> {
    harness::variant(name).ok_or_else(|| {
        let names: Vec<String> = harness::variants().into_iter().map(|v| v.name).collect();
        format!("no variant `{name}`; the variants: {}", names.join(", "))
    })
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    if let Some([meta, trace]) = cli.decode_peak.as_deref() {
        return match memory::decode_and_report(meta, trace) {
            Ok(line) => {
                println!("{line}");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {e:#}");
                ExitCode::FAILURE
            }
        };
    }
    match run(&cli) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(e) => {
            eprintln!("error: {e:#}");
            ExitCode::FAILURE
        }
    }
}

/// A steady measurement reports medians; fewer runs than this would make them a single run's
/// noise.
const STEADY_MIN_RUNS: u32 = 5;

/// Returns whether every measured scheme succeeded.
fn run(cli: &Cli) -> Result<bool> {
    if cli.size == Size::Steady && cli.runs < STEADY_MIN_RUNS {
        bail!(
            "--size steady needs --runs {STEADY_MIN_RUNS} or more (got {})",
            cli.runs
        );
    }
    let apps = app::select(&app::apps_dir(), &cli.apps)?;
    let out = cli.out.clone().unwrap_or_else(default_out);
    let work = out.join("work");
    // Every build of an app hashes differently, so jars cached by earlier runs are never reused.
    let cache = work.join("host-cache");
    if cache.exists() {
        std::fs::remove_dir_all(&cache)
            .with_context(|| format!("cannot clear {}", cache.display()))?;
    }
    let config = Config {
        size: cli.size,
        runs: cli.runs as usize,
        variants: if cli.schemes.is_empty() {
            harness::variants()
        } else {
            cli.schemes.clone()
        },
        work,
        java_opts: cli.java_opts.clone(),
    };
    if let Some(kills) = cli.kills {
        return run_kills(cli, &apps, &config, &out, kills as usize);
    }
    let bar = progress_bar(cli, apps.len());
    let progress = BarProgress(bar.clone());
    let mut rows: Vec<Row> = Vec::new();
    for app in &apps {
        bar.set_prefix(app.name.clone());
        let app_rows = harness::measure_app(app, &config, &progress)
            .with_context(|| format!("{}: measurement failed", app.name))?;
        rows.extend(app_rows);
        bar.inc(1);
        // Written after every app, so an interrupted run keeps what it measured.
        report::write(&out, &rows, &header(cli), &Memory::Pending)?;
    }
    bar.set_prefix("decoder");
    bar.set_message("peak memory");
    let memory = decode_memory(&rows);
    bar.finish_and_clear();
    report::write(&out, &rows, &header(cli), &memory)?;
    print!("{}", report::markdown(&rows, &header(cli), &memory));
    eprintln!(
        "wrote {}, {}, {} and {}",
        out.join("results.csv").display(),
        out.join("runs.csv").display(),
        out.join("generations.csv").display(),
        out.join("results.md").display()
    );
    Ok(!matches!(memory, Memory::Failed(_))
        && !rows
            .iter()
            .any(|r| matches!(r.result, SchemeResult::Failed(_))))
}

/// `--kills`: every app's variants killed at random moments; writes kills.csv and kills.md and
/// prints the summary. Returns whether every kept trace was an exact prefix.
fn run_kills(
    cli: &Cli,
    apps: &[app::App],
    config: &Config,
    out: &Path,
    kills: usize,
) -> Result<bool> {
    let bar = progress_bar(cli, apps.len());
    let progress = BarProgress(bar.clone());
    let mut moments = kills::Moments::new(cli.seed);
    let mut all = Vec::new();
    std::fs::create_dir_all(out).with_context(|| format!("cannot create {}", out.display()))?;
    for app in apps {
        bar.set_prefix(app.name.clone());
        let app_kills = kills::kill_app(app, config, kills, &mut moments, &progress)
            .with_context(|| format!("{}: the kills failed", app.name))?;
        all.extend(app_kills);
        bar.inc(1);
        kills::write_csv(&out.join("kills.csv"), &all)?;
    }
    bar.finish_and_clear();
    let summary = format!(
        "Kills at random moments (SIGKILL), size {}, seed {}, flush interval {} ms:\n\n{}",
        cli.size.as_str(),
        cli.seed,
        kills::FLUSH_INTERVAL.as_millis(),
        kills::summary(&all)
    );
    let md = out.join("kills.md");
    std::fs::write(&md, &summary).with_context(|| format!("cannot write {}", md.display()))?;
    print!("{summary}");
    for k in &all {
        if let Err(why) = &k.prefix {
            eprintln!(
                "{} / {} killed at {:.3} s: {why}",
                k.app,
                k.variant,
                k.at.as_secs_f64()
            );
        }
    }
    eprintln!(
        "wrote {} and {}",
        out.join("kills.csv").display(),
        md.display()
    );
    Ok(all.iter().all(|k| k.prefix.is_ok()))
}

/// Decodes the largest `paths` trace of the run, and its small-size companion, each in a
/// child process, and reports their peak memory.
fn decode_memory(rows: &[Row]) -> Memory {
    let mut largest: Option<(&Row, &KeptTrace, Option<&KeptTrace>)> = None;
    for row in rows {
        if let SchemeResult::Measured(m) = &row.result {
            if let Some(kept) = &m.largest {
                if largest.is_none_or(|(_, best, _)| kept.bytes > best.bytes) {
                    largest = Some((row, kept, m.small.as_ref()));
                }
            }
        }
    }
    let Some((row, large, small)) = largest else {
        return Memory::NoTrace;
    };
    let mut peaks = Vec::new();
    for trace in std::iter::once(large).chain(small) {
        match memory::measure(&row.app, &row.scheme, trace) {
            Ok(peak) => peaks.push(peak),
            Err(e) => return Memory::Failed(format!("{} / {}: {e:#}", row.app, row.scheme)),
        }
    }
    Memory::Measured(peaks)
}

fn header(cli: &Cli) -> Header<'static> {
    Header {
        size: cli.size.as_str(),
        runs: cli.runs as usize,
    }
}

fn default_out() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .filter(|t| !t.is_empty())
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"));
    target.join("jgf")
}

/// A bar over `apps` apps (hidden with --quiet).
fn progress_bar(cli: &Cli, apps: usize) -> ProgressBar {
    let bar = ProgressBar::with_draw_target(
        Some(apps as u64),
        if cli.quiet {
            ProgressDrawTarget::hidden()
        } else {
            ProgressDrawTarget::stderr()
        },
    );
    bar.set_style(
        ProgressStyle::with_template("{prefix:>14} [{bar:30}] {pos}/{len} apps  {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> "),
    );
    bar
}

struct BarProgress(ProgressBar);

impl harness::Progress for BarProgress {
    fn step(&self, _app: &str, what: &str) {
        self.0.set_message(what.to_string());
    }
}
