//! `adaptrace host-run`: run a class of an app on the host JVM (see `device_sim::host`).
//!
//! Progress bars show while the jars are prepared and are gone before the JVM starts: the
//! program's stdout, stderr and exit code are passed through untouched.

use std::collections::HashMap;
use std::ffi::OsString;
use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::ExitStatus;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{bail, Context, Result};
use apk_io::Toolchain;
use clap::Args;
use device_sim::host::{self, Cache, HostProgress, RunOptions, Step};
use indicatif::ProgressBar;

use crate::progress::Bars;

#[derive(Args, Debug)]
#[command(after_help = "\
The dex files become jars (enjarify, a large dex in parallel shards; classes that need it are \
raised to class-file version 52 with ASM), cached by the input's SHA-256 under \
$ADAPTRACE_CACHE/host-jars/ (default ~/.cache/adaptrace), so a second run starts at once. \
adaptrace exits with the program's exit code.")]
pub struct HostRunArgs {
    /// An .apk, a .jar holding classes*.dex, or a .dex; instrumented or not.
    input: PathBuf,

    /// The class to run, as pkg.Name or Lpkg/Name;. It needs `public static void
    /// main(String[])`, or must extend android.app.Activity: it is then driven through
    /// onCreate(null), onStart, onResume, onPause, onStop, onDestroy; each of its ARGS, written
    /// KEY=VALUE, is then a string extra of the launch intent (as `am start -e KEY VALUE`).
    #[arg(long, value_name = "CLASS")]
    main: String,

    /// Where the program writes its traces (created if missing; passed as the system property
    /// adaptrace.trace.dir).
    #[arg(long, value_name = "DIR")]
    trace_dir: PathBuf,

    /// An option for the JVM, after adaptrace's own (-Xss256m) so it wins; repeatable, e.g.
    /// --java-opt=-Xmx2g.
    #[arg(long = "java-opt", value_name = "OPT", allow_hyphen_values = true)]
    java_opts: Vec<OsString>,

    /// The model file a `paths` app's coders start from (passed as the system property
    /// adaptrace.model; without it the runtime looks for model.admd in the trace directory and
    /// else starts from generation 0).
    #[arg(long, value_name = "FILE")]
    model: Option<PathBuf>,

    /// The java executable (default: $JAVA_HOME/bin/java, else java on PATH).
    #[arg(long, value_name = "PATH")]
    java: Option<PathBuf>,

    /// Arguments for the program's main, or KEY=VALUE intent extras for an activity.
    #[arg(last = true, value_name = "ARGS")]
    args: Vec<OsString>,
}

pub fn run(args: &HostRunArgs, bars: &Bars) -> Result<()> {
    if args.input.is_dir() {
        bail!(
            "{}: host-run takes an .apk, .jar or .dex, not a directory",
            args.input.display()
        );
    }
    let status = prepare_and_run(args, bars)?;
    match exit_code(status) {
        0 => Ok(()),
        // The program's own exit code; nothing of ours is left to clean up.
        code => std::process::exit(code),
    }
}

fn prepare_and_run(args: &HostRunArgs, bars: &Bars) -> Result<ExitStatus> {
    let cache = Cache::from_env()?;
    let steps = StepBars {
        bars,
        open: Mutex::new(HashMap::new()),
        times: Mutex::new(Vec::new()),
    };
    let jars = host::prepare_jars(&args.input, &Toolchain::from_env(), &cache, &steps);
    bars.clear();
    let jars = jars?;
    // A cache hit runs no step, so there is nothing to sum up.
    if let Some(summary) = steps.summary() {
        bars.note(summary);
    }
    for warning in &jars.warnings {
        eprintln!("warning: {warning}");
    }
    let mut java_opts = Vec::with_capacity(args.java_opts.len() + 1);
    if let Some(model) = &args.model {
        let model = std::path::absolute(model)
            .with_context(|| format!("cannot resolve {}", model.display()))?;
        let mut property = OsString::from(format!("-D{}=", android_runtime::MODEL_PROPERTY));
        property.push(model.as_os_str());
        java_opts.push(property);
    }
    // The caller's options come last so that they win.
    java_opts.extend(args.java_opts.iter().cloned());
    let options = RunOptions {
        java: args.java.clone(),
        java_opts,
        device_root: None,
    };
    Ok(host::run(
        &jars,
        &args.main,
        &args.args,
        &args.trace_dir,
        &options,
    )?)
}

/// java's exit code; a JVM killed by a signal gives 128 + the signal, as shells report it.
fn exit_code(status: ExitStatus) -> i32 {
    status
        .code()
        .or_else(|| status.signal().map(|s| 128 + s))
        .unwrap_or(1)
}

/// One bar per [`Step`] on the shared bars, and how long each step took.
struct StepBars<'a> {
    bars: &'a Bars,
    open: Mutex<HashMap<Step, ProgressBar>>,
    /// Each step in order, as it started.
    times: Mutex<Vec<StepTime>>,
}

/// A step, its items, when it started and, once it finished, how long it took.
type StepTime = (Step, usize, Instant, Option<Duration>);

impl StepBars<'_> {
    /// `jars ready in 9.1 s: enjarify 7.9 s (2 items), class files 1.1 s (1 item)`.
    fn summary(&self) -> Option<String> {
        let times = self.times.lock().ok()?;
        let first = times.first()?.2;
        let parts: Vec<String> = times
            .iter()
            .filter_map(|(step, items, _, took)| {
                let took = (*took)?;
                let unit = if *items == 1 { "item" } else { "items" };
                Some(format!(
                    "{} {:.1} s ({items} {unit})",
                    step.label(),
                    took.as_secs_f64()
                ))
            })
            .collect();
        Some(format!(
            "jars ready in {:.1} s: {}",
            first.elapsed().as_secs_f64(),
            parts.join(", ")
        ))
    }
}

impl HostProgress for StepBars<'_> {
    fn step_started(&self, step: Step, items: usize) {
        if let Ok(mut times) = self.times.lock() {
            times.push((step, items, Instant::now(), None));
        }
        let bar = self.bars.start(step.label(), items);
        if let Ok(mut open) = self.open.lock() {
            open.insert(step, bar);
        }
    }

    fn step_advanced(&self, step: Step, n: usize) {
        if let Ok(open) = self.open.lock() {
            if let Some(bar) = open.get(&step) {
                bar.inc(n as u64);
            }
        }
    }

    fn step_finished(&self, step: Step) {
        if let Ok(mut times) = self.times.lock() {
            if let Some(entry) = times.iter_mut().rev().find(|t| t.0 == step) {
                entry.3 = Some(entry.2.elapsed());
            }
        }
        if let Ok(mut open) = self.open.lock() {
            if let Some(bar) = open.remove(&step) {
                bar.finish_and_clear();
            }
        }
    }
}
