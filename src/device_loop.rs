//! `adaptrace pull-and-decode` and `adaptrace profile`: the device loop's steps that bring
//! traces back (pull, store, decode, report, learn the next model generation, push it) and the
//! loop itself (instrument once, install, then run and pull N times).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::Duration;

use android_runtime::coder::Coder;
use android_runtime::Scheme;
use anyhow::{bail, Context, Result};
use apk_io::Toolchain;
use clap::Args;
use device::builds::{self, Builds};
use device::pull::PullEvent;
use device::{ActivityClass, Collected, Ended, LoopEvent, Package, RunRequest, Session};
use indicatif::{ProgressBar, ProgressStyle};
use instrumentor::instrument::{self, Request};
use trace_parser::models;

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
    /// reports to its reports/, model generations to its models/; it is also registered in the
    /// store of builds. Without it, every trace goes to the build its header names, found in
    /// the store of builds that `instrument` fills ($XDG_DATA_HOME/adaptrace/builds).
    #[arg(long, value_name = "DIR")]
    meta: Option<PathBuf>,

    /// The installed package whose traces to pull [default: with --meta, the metadata's
    /// package; without, every package with an adaptrace trace directory on the device].
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
        default_value = "paths",
        value_parser = crate::scheme_parser()
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

pub fn pull_and_decode(args: &PullAndDecodeArgs, bars: &Bars) -> Result<()> {
    let package = args.package.as_deref().map(Package::new).transpose()?;
    let Some(meta) = &args.meta else {
        return pull_by_build(args, package, bars);
    };
    let mut session = Session::new(args.device.target()?, package, meta, args.stall.duration()?)?;
    // Registered so that a later pull without --meta finds this build.
    if let Err(warning) =
        builds::register_or_warn(session.package().as_str(), session.metadata_hash(), meta)
    {
        bars.warn(warning);
    }
    let collected = collect(&mut session, !args.no_push, bars, true)?;
    let pulled = &collected.pulled;
    let bytes: u64 = pulled.stored.iter().map(|s| s.bytes).sum();
    println!(
        "{}: {} trace(s) pulled ({bytes} bytes), {} still being written, {} kept on the device; {} report(s) in {}{}",
        session.package(),
        pulled.stored.len(),
        pulled.busy.len(),
        pulled.kept.len(),
        collected.reports,
        meta.join("reports").display(),
        collected
            .pushed
            .map_or_else(String::new, |g| format!("; model generation {g} pushed")),
    );
    let new: Vec<&Path> = collected.new_traces().iter().map(|t| t.0).collect();
    if !new.is_empty() {
        println!("{}", report_hint(&new, meta));
    }
    Ok(())
}

/// `pull-and-decode` without --meta: every package with traces on the device (or the one
/// --package names), each trace stored with and decoded by the build its header names.
fn pull_by_build(args: &PullAndDecodeArgs, package: Option<Package>, bars: &Bars) -> Result<()> {
    let builds = Builds::from_env()?;
    let target = args.device.target()?;
    let stall = args.stall.duration()?;
    let packages = match package {
        Some(package) => vec![package],
        None => {
            let _spinner = Spinner::new(bars, "listing", "apps with traces".to_string());
            device::pull::packages_with_traces(&target)?
        }
    };
    if packages.is_empty() {
        println!(
            "no app on the device has traces in /sdcard/Android/data/PACKAGE/files/adaptrace              (for one whose traces are in internal storage, give --package)"
        );
        return Ok(());
    }
    for package in &packages {
        let mut shown = Shown::new(bars, true);
        let result = device::collect_by_build(
            &target,
            package,
            &builds,
            stall,
            !args.no_push,
            &mut |event| shown.show(event),
        );
        shown.clear();
        let (pulled, by_build) = result?;
        let bytes: u64 = pulled.stored.iter().map(|s| s.bytes).sum();
        println!(
            "{package}: {} trace(s) pulled ({bytes} bytes), {} still being written, {} kept on              the device, {} of unknown builds",
            pulled.stored.len(),
            pulled.busy.len(),
            pulled.kept.len(),
            pulled.unknown.len(),
        );
        for build in &by_build {
            println!(
                "  build {}: {} trace(s), {} report(s) in {}{}",
                build.meta.display(),
                build.stored.len(),
                build.digested.reports,
                build.meta.join("reports").display(),
                build
                    .digested
                    .pushed
                    .map_or_else(String::new, |g| format!("; model generation {g} pushed")),
            );
            let new: Vec<&Path> = build
                .stored
                .iter()
                .filter(|s| s.new)
                .map(|s| s.path.as_path())
                .collect();
            if !new.is_empty() {
                println!("  {}", report_hint(&new, &build.meta));
            }
        }
    }
    Ok(())
}

/// The command that makes the profiles and pictures of `traces` (`adaptrace report`), as
/// `pull-and-decode` and `profile` print it: writing them is the user's choice, since a
/// report of a long run takes a while and its pictures are read by a person, not by the loop.
fn report_hint(traces: &[&Path], meta: &Path) -> String {
    let quoted: Vec<String> = traces.iter().map(|t| shell_word(t)).collect();
    format!(
        "profiles, flame graph, coverage: adaptrace report {} --meta {} -o {}",
        quoted.join(" "),
        shell_word(meta),
        shell_word(&meta.join("reports").join("profile"))
    )
}

/// `path` as one shell word: as it is when nothing in it is special to a shell (easier to
/// read), else quoted.
pub(crate) fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    if text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+=:,@".contains(c))
    {
        text
    } else {
        device::adb::quote(&text)
    }
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
        let schemes = crate::distinct(&args.scheme);
        let outcome = instrument::instrument(
            &Request {
                input: &args.input,
                output: &apk,
                meta_dir: &meta,
                work_dir: work.path(),
                schemes: &schemes,
                coder: Some(Coder::Range),
                events: &[],
                signing: &signing,
                codec: Default::default(),
                edits: Default::default(),
            },
            &Toolchain::from_env(),
            bars,
        )?;
        bars.clear();
        // So that a later `pull-and-decode` without --meta finds this build.
        if let Err(warning) =
            builds::register_or_warn(package.as_str(), outcome.metadata_hash, &meta)
        {
            bars.warn(warning);
        }
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
            session.run(&request)?
        };
        if outcome.ended == Ended::TimedOut {
            bars.warn(format!(
                "run {run}: still running after {:.0} s; stopped (its trace may end early)",
                args.timeout
            ));
        }
        let collected = collect(&mut session, true, bars, false)?;
        let traces = collected.new_traces();
        let bytes: u64 = traces.iter().map(|t| t.1).sum();
        let generations: Vec<String> = traces.iter().map(|t| t.2.to_string()).collect();
        for (_, size, generation) in &traces {
            let entry = by_generation.entry(*generation).or_default();
            entry.0 += 1;
            entry.1 += size;
        }
        let learned = collected
            .pushed
            .map_or_else(String::new, |g| format!("; pushed model generation {g}"));
        bars.println(format!(
            "run {run}: {bytes} trace bytes in {} trace(s), recorded with model generation {}{learned}",
            traces.len(),
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
    println!(
        "profiles, flame graph, coverage of every run: adaptrace report {}/traces/gen-*/*.adtrace --meta {} -o {}",
        shell_word(&meta),
        shell_word(&meta),
        shell_word(&meta.join("reports").join("profile"))
    );
    Ok(())
}

/// [`Session::collect`] with its events shown: a byte bar over the pulls, a bar over the
/// reports, a spinner over a push, warnings; `verbose` prints each report and the model
/// learned (the loop prints a line per run instead).
fn collect(session: &mut Session, push: bool, bars: &Bars, verbose: bool) -> Result<Collected> {
    let mut shown = Shown::new(bars, verbose);
    let result = session.collect(push, &mut |event| shown.show(event));
    shown.clear();
    Ok(result?)
}

/// The bars and spinners of one [`collect`].
struct Shown<'a> {
    bars: &'a Bars,
    verbose: bool,
    pull: Option<ProgressBar>,
    /// Bytes of the traces pulled so far, and the size of the one being pulled.
    done: u64,
    current: u64,
    reports: Option<ProgressBar>,
    push: Option<Spinner>,
}

impl<'a> Shown<'a> {
    fn new(bars: &'a Bars, verbose: bool) -> Shown<'a> {
        Shown {
            bars,
            verbose,
            pull: None,
            done: 0,
            current: 0,
            reports: None,
            push: None,
        }
    }

    fn show(&mut self, event: LoopEvent) {
        match event {
            LoopEvent::Pull(event) => self.pulled(event),
            LoopEvent::Busy(busy) => self.bars.warn(format!(
                "{}: skipped: process {} is still writing it; pull again once the app has stopped",
                busy.name, busy.pid
            )),
            LoopEvent::UnknownBuild { package, unknown } => self.bars.warn(format!(
                "{}: kept on the device: it was written by build {} of {package}, which this \
                 machine does not know; register that build's metadata directory with \
                 `adaptrace pull-and-decode --meta DIR` (instrument wrote it, e.g. app.adaptrace/)",
                unknown.name,
                builds::hash_name(unknown.hash),
            )),
            LoopEvent::Kept { name, why } => {
                self.bars.warn(format!("{name}: kept on the device: {why}"))
            }
            LoopEvent::NotDeleted { name, why } => self.bars.warn(format!(
                "{name}: stored, but the device's copy is still there ({why}); the next pull deletes it"
            )),
            LoopEvent::InternalUnreadable { package, why } => self.bars.warn(format!(
                "no trace in {external}; when the app cannot create that directory (Android 11+ \
                 lets only the system make it) the runtime writes to /data/data/{package}/{internal}, \
                 which adb reads only through run-as, and run-as refused ({why}): \
                 install a debuggable build of the app (android:debuggable=\"true\") to pull from there",
                external = android_runtime::device_trace_dir(package.as_str()),
                internal = device::pull::INTERNAL_TRACE_DIR,
            )),
            LoopEvent::Reporting { traces } => {
                if let Some(bar) = self.pull.take() {
                    bar.finish_and_clear();
                }
                self.reports = Some(self.bars.start("decoding", traces));
            }
            LoopEvent::Reported {
                trace,
                generation,
                lines,
            } => {
                if let Some(bar) = &self.reports {
                    bar.set_message(file_name(trace));
                    bar.inc(1);
                }
                if self.verbose {
                    self.bars.println(format!(
                        "{} (model generation {generation}):",
                        trace.display()
                    ));
                    for line in lines {
                        self.bars.println(format!("  {line}"));
                    }
                }
            }
            LoopEvent::NotLearned { trace, why } => self
                .bars
                .warn(format!("{}: not learned from: {why}", trace.display())),
            LoopEvent::Learned {
                generation,
                traces,
                path,
            } => {
                if let Some(bar) = self.reports.take() {
                    bar.finish_and_clear();
                }
                if self.verbose {
                    self.bars.println(format!(
                        "model generation {generation}: learned from {traces} trace(s), {}",
                        path.display()
                    ));
                }
            }
            LoopEvent::Pushing { generation } => {
                self.push = Some(Spinner::new(
                    self.bars,
                    "pushing",
                    format!("generation {generation}"),
                ));
            }
            LoopEvent::Pushed { .. } => self.push = None,
        }
    }

    fn pulled(&mut self, event: PullEvent) {
        let bars = self.bars;
        let bar = self.pull.get_or_insert_with(|| {
            let bar = bars.start("pulling", 0);
            let style =
                ProgressStyle::with_template("{prefix:>12} [{bar:30}] {bytes}/{total_bytes} {msg}")
                    .unwrap_or_else(|_| ProgressStyle::default_bar())
                    .progress_chars("=> ");
            bar.set_style(style);
            bar
        });
        match event {
            PullEvent::Listed { bytes, .. } => bar.set_length(bytes),
            PullEvent::Pulling { name, bytes } => {
                bar.set_message(name.to_string());
                self.current = bytes;
            }
            PullEvent::Received(n) => bar.set_position(self.done + n.min(self.current)),
            PullEvent::Finished { .. } => {
                self.done += self.current;
                bar.set_position(self.done);
            }
        }
    }

    fn clear(&mut self) {
        for bar in [self.pull.take(), self.reports.take()]
            .into_iter()
            .flatten()
        {
            bar.finish_and_clear();
        }
        self.push = None;
    }
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}
