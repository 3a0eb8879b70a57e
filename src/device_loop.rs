//! `adaptrace pull-and-decode` and `adaptrace profile`: the device loop's steps that bring
//! traces back (pull, store, decode, report, learn the next model generation, push it) and the
//! loop itself (instrument once, install, then run and pull N times).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use android_runtime::coder::Coder;
use android_runtime::meta::Metadata;
use anyhow::{bail, Context, Result};
use clap::Args;
use indicatif::ProgressStyle;
use instrumentor::apk::Toolchain;
use instrumentor::instrument::{self, Request};
use instrumentor::schemes::Scheme;
use trace_parser::collect::{self, PullEvent};
use trace_parser::device::{self, ActivityClass, Ended, Package, RunRequest, Target};
use trace_parser::{models, report, store};

use crate::device_cmds::{
    package_of, parse_extra, positive_seconds, DeviceArgs, Spinner, DEVICE_HELP,
};
use crate::load::WorkDir;
use crate::progress::Bars;
use crate::signing::SigningArgs;

#[derive(Args, Debug)]
#[command(after_help = DEVICE_HELP)]
pub struct PullAndDecodeArgs {
    /// The app's metadata directory (`instrument --meta`): pulled traces go to its traces/,
    /// reports to its reports/, model generations to its models/.
    #[arg(long, value_name = "DIR")]
    meta: PathBuf,

    /// The installed package whose traces to pull [default: the metadata's package].
    #[arg(long, value_name = "PACKAGE")]
    package: Option<String>,

    /// Do not push the new model generation to the device.
    #[arg(long)]
    no_push: bool,

    #[command(flatten)]
    stall: StallArg,

    #[command(flatten)]
    device: DeviceArgs,
}

#[derive(Args, Debug)]
#[command(after_help = DEVICE_HELP)]
pub struct ProfileArgs {
    /// The app to profile: an .apk.
    input: PathBuf,

    /// How many times to run the app.
    #[arg(long, value_name = "N", default_value_t = 5)]
    runs: u32,

    /// Schemes to instrument with, comma-separated (as `instrument --scheme`); `blocks,paths`
    /// also records the oracle, for checking the decoded runs.
    #[arg(
        long,
        value_name = "S[,S...]",
        value_delimiter = ',',
        default_value = "paths"
    )]
    scheme: Vec<Scheme>,

    /// Where the instrumented app and its metadata go [default: INPUT's name with
    /// `.profile`]. An instrumented app already there is reused, so a second `profile`
    /// continues the model generations of the first.
    #[arg(long, value_name = "DIR")]
    out: Option<PathBuf>,

    /// The activity to start [default: the launcher activity].
    #[arg(long, value_name = "CLASS")]
    activity: Option<String>,

    /// A string extra of the launch intent; repeatable.
    #[arg(long = "extra", value_name = "KEY=VALUE", value_parser = parse_extra)]
    extras: Vec<(String, String)>,

    /// How long each run may take before the app is stopped.
    #[arg(long, value_name = "SECONDS", default_value_t = 120.0)]
    timeout: f64,

    #[command(flatten)]
    stall: StallArg,

    #[command(flatten)]
    signing: SigningArgs,

    #[command(flatten)]
    device: DeviceArgs,
}

#[derive(Args, Debug, Clone, Copy)]
struct StallArg {
    /// How long a pull may receive nothing before the device is taken for gone (the command
    /// then stops; running it again resumes).
    #[arg(long = "stall-timeout", value_name = "SECONDS", default_value_t = 30.0)]
    seconds: f64,
}

impl StallArg {
    fn duration(self) -> Result<Duration> {
        positive_seconds("--stall-timeout", self.seconds)
    }
}

/// What one pull-and-decode brought back.
struct Collected {
    /// Traces newly stored: (file, bytes, model generation it was recorded with).
    traces: Vec<(PathBuf, u64, u32)>,
    /// The generation written and pushed, if one was.
    generation: Option<u32>,
}

/// One app on one device, across the pulls of a `pull-and-decode` or a `profile`: what the
/// metadata says is read once, and a decoder per model generation is kept.
struct Session<'a> {
    target: Target,
    package: Package,
    meta: &'a Path,
    stall: Duration,
    /// Whether the app has `paths`, so that its traces teach the model.
    learns: bool,
    decoders: models::Decoders<'a>,
}

impl<'a> Session<'a> {
    /// `package` defaults to the one the metadata names.
    fn new(
        target: Target,
        package: Option<Package>,
        meta: &'a Path,
        stall: Duration,
    ) -> Result<Session<'a>> {
        let (metadata, _) = Metadata::read(meta)?;
        let package = match (package, metadata.package) {
            (Some(package), _) => package,
            (None, Some(name)) => Package::new(&name)?,
            (None, None) => bail!(
                "{}: the metadata names no package (the app was not an APK): give --package",
                meta.display()
            ),
        };
        Ok(Session {
            target,
            package,
            meta,
            stall,
            learns: metadata.schemes.iter().any(|s| s == "paths"),
            decoders: models::Decoders::new(meta),
        })
    }
}

pub fn pull_and_decode(args: &PullAndDecodeArgs, bars: &Bars) -> Result<()> {
    let package = args.package.as_deref().map(Package::new).transpose()?;
    let mut session = Session::new(
        args.device.target()?,
        package,
        &args.meta,
        args.stall.duration()?,
    )?;
    collect_once(&mut session, !args.no_push, bars, true)?;
    Ok(())
}

pub fn profile(args: &ProfileArgs, bars: &Bars) -> Result<()> {
    if args.runs == 0 {
        bail!("--runs 0: give at least one run");
    }
    let timeout = positive_seconds("--timeout", args.timeout)?;
    let stall = args.stall.duration()?;
    let target = args.device.target()?;
    let out = args.out.clone().unwrap_or_else(|| {
        let stem = args.input.file_stem().unwrap_or_default().to_string_lossy();
        args.input.with_file_name(format!("{stem}.profile"))
    });
    let apk = out.join("app.instrumented.apk");
    let meta = out.join("app.adaptrace");
    let package = {
        let _spinner = Spinner::new(bars, "manifest", args.input.display().to_string());
        package_of(&args.input)?
    };
    if apk.is_file() && meta.join("metadata.json").is_file() {
        eprintln!(
            "reusing {} (remove {} to instrument afresh)",
            apk.display(),
            out.display()
        );
    } else {
        std::fs::create_dir_all(&out)
            .with_context(|| format!("cannot create {}", out.display()))?;
        let work = WorkDir::new(None)?;
        let signing = args.signing.config()?;
        let mut schemes = args.scheme.clone();
        schemes.dedup();
        instrument::instrument(
            &Request {
                input: &args.input,
                output: &apk,
                meta_dir: &meta,
                work_dir: work.path(),
                schemes: &schemes,
                coder: Coder::Range,
                signing: &signing,
            },
            &Toolchain::from_env(),
            bars,
        )?;
        bars.clear();
        eprintln!(
            "instrumented {} into {}",
            args.input.display(),
            out.display()
        );
    }
    {
        let _spinner = Spinner::new(bars, "installing", package.to_string());
        device::install_apk(&target, &apk, &package)?;
    }
    // A run continues from the newest generation learned so far (none on a first profile).
    if let Some(generation) = models::latest(&meta)?.filter(|&g| g > 0) {
        let _spinner = Spinner::new(bars, "pushing", format!("generation {generation}"));
        device::push_model(&target, &package, &models::path(&meta, generation))?;
    }
    let mut session = Session::new(target, Some(package.clone()), &meta, stall)?;
    let request = RunRequest {
        package: package.clone(),
        activity: args
            .activity
            .as_deref()
            .map(ActivityClass::new)
            .transpose()?,
        extras: args.extras.clone(),
        timeout,
    };
    let runs_bar = bars.start("runs", args.runs as usize);
    let mut by_generation: BTreeMap<u32, (u32, u64)> = BTreeMap::new();
    for run in 1..=args.runs {
        runs_bar.set_message(format!("run {run}"));
        let outcome = {
            let _spinner = Spinner::new(bars, "running", format!("{package} (run {run})"));
            device::run_app(&session.target, &request)?
        };
        if outcome.ended == Ended::TimedOut {
            bars.warn(format!(
                "run {run}: still running after {:.0} s; stopped (its trace may end early)",
                args.timeout
            ));
        }
        let collected = collect_once(&mut session, true, bars, false)?;
        let bytes: u64 = collected.traces.iter().map(|t| t.1).sum();
        let generations: Vec<String> = collected.traces.iter().map(|t| t.2.to_string()).collect();
        for (_, size, generation) in &collected.traces {
            let entry = by_generation.entry(*generation).or_default();
            entry.0 += 1;
            entry.1 += size;
        }
        let learned = collected
            .generation
            .map_or_else(String::new, |g| format!("; pushed model generation {g}"));
        bars.println(format!(
            "run {run}: {bytes} trace bytes in {} trace(s), recorded with model generation {}{learned}",
            collected.traces.len(),
            if generations.is_empty() { "-".to_string() } else { generations.join(",") },
        ));
        runs_bar.inc(1);
    }
    runs_bar.finish_and_clear();
    println!("generation\ttraces\ttrace bytes");
    for (generation, (traces, bytes)) in &by_generation {
        println!("{generation}\t{traces}\t{bytes}");
    }
    println!("metadata, traces, reports and models: {}", meta.display());
    Ok(())
}

/// Pulls `package`'s traces into `meta`, writes a report for every stored trace that has none,
/// learns the next model generation from the traces no generation has counted and pushes it.
/// `verbose` prints each report; the loop prints a line per run instead.
fn collect_once(
    session: &mut Session,
    push: bool,
    bars: &Bars,
    verbose: bool,
) -> Result<Collected> {
    let meta = session.meta;
    let pulled = pull(session, bars)?;
    for busy in &pulled.busy {
        bars.warn(format!(
            "{}: skipped: process {} is still writing it; pull again once the app has stopped",
            busy.name, busy.pid
        ));
    }
    for (name, why) in &pulled.kept {
        bars.warn(format!("{name}: kept on the device: {why}"));
    }
    for (name, why) in &pulled.not_deleted {
        bars.warn(format!(
            "{name}: stored, but the device's copy is still there ({why}); the next pull deletes it"
        ));
    }

    // Reports for every stored trace still without one: those just pulled, and those a broken
    // earlier run stored but did not get to.
    let stored = store::stored_traces(meta)
        .with_context(|| format!("cannot list the traces stored in {}", meta.display()))?;
    let pending: Vec<&PathBuf> = stored
        .iter()
        .filter(|t| !report::report_path(meta, t).exists())
        .collect();
    let bar = bars.start("decoding", pending.len());
    for trace in &pending {
        bar.set_message(file_name(trace));
        let generation = models::generation_of(trace)?;
        let lines = report::write_report(session.decoders.get(generation)?, meta, trace)?;
        if verbose {
            bars.println(format!(
                "{} (model generation {generation}):",
                trace.display()
            ));
            for line in lines {
                bars.println(format!("  {line}"));
            }
        }
        bar.inc(1);
    }
    bar.finish_and_clear();

    let mut generation = None;
    if session.learns {
        let fresh = models::uncounted(meta, &stored)?;
        if !fresh.is_empty() {
            let update = models::update(meta, &fresh)?;
            for (trace, why) in &update.skipped {
                bars.warn(format!("{}: not learned from: {why}", trace.display()));
            }
            if !update.counted.is_empty() {
                if verbose {
                    bars.println(format!(
                        "model generation {}: learned from {} trace(s), {}",
                        update.generation,
                        update.counted.len(),
                        update.path.display()
                    ));
                }
                if push {
                    let _spinner =
                        Spinner::new(bars, "pushing", format!("generation {}", update.generation));
                    device::push_model(&session.target, &session.package, &update.path)?;
                    generation = Some(update.generation);
                }
            }
        }
    }
    if verbose {
        let bytes: u64 = pulled.stored.iter().map(|s| s.bytes).sum();
        println!(
            "{}: {} trace(s) pulled ({bytes} bytes), {} still being written, {} kept on the device; {} report(s) in {}{}",
            session.package,
            pulled.stored.len(),
            pulled.busy.len(),
            pulled.kept.len(),
            pending.len(),
            meta.join("reports").display(),
            generation.map_or_else(String::new, |g| format!("; model generation {g} pushed")),
        );
    }
    Ok(Collected {
        traces: pulled
            .stored
            .iter()
            .filter(|s| s.new)
            .map(|s| (s.path.clone(), s.bytes, s.generation))
            .collect(),
        generation,
    })
}

/// [`collect::pull_traces`] with a byte bar over all the traces to pull.
fn pull(session: &Session, bars: &Bars) -> Result<collect::Pulled> {
    let bar = bars.start("pulling", 0);
    let style = ProgressStyle::with_template("{prefix:>12} [{bar:30}] {bytes}/{total_bytes} {msg}")
        .unwrap_or_else(|_| ProgressStyle::default_bar())
        .progress_chars("=> ");
    bar.set_style(style);
    let mut done = 0;
    let mut current = 0;
    let (target, package) = (&session.target, &session.package);
    let result =
        collect::pull_traces(
            target,
            package,
            session.meta,
            session.stall,
            &mut |event| match event {
                PullEvent::Listed { bytes, .. } => bar.set_length(bytes),
                PullEvent::Pulling { name, bytes } => {
                    bar.set_message(name.to_string());
                    current = bytes;
                }
                PullEvent::Received(n) => bar.set_position(done + n.min(current)),
                PullEvent::Finished { .. } => {
                    done += current;
                    bar.set_position(done);
                }
            },
        );
    bar.finish_and_clear();
    Ok(result?)
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}
