//! `adaptrace`: the command-line front end. It parses arguments, shows progress and calls the
//! crates; the work itself lives in the library crates.

mod decode;
mod device_cmds;
mod device_loop;
mod host_run;
mod inspect;
mod instrument;
mod load;
mod model;
mod progress;
mod report_cmd;
mod roundtrip;
mod signing;

use std::path::PathBuf;
use std::process::ExitCode;

// The smali and dex readers build trees of many small allocations, fast with mimalloc.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use android_runtime::Scheme;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Args, Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "adaptrace",
    version,
    about = "Instrument Android apps at the smali level and recover what they executed",
    long_about = long_about()
)]
struct Cli {
    /// Silence progress bars (errors and results are still printed).
    #[arg(long, short, global = true)]
    quiet: bool,

    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count classes, methods, basic blocks, branch nodes, loops and call sites, per dex and in
    /// total; or print one method's control-flow graph.
    Inspect(inspect::InspectArgs),
    /// Decode, parse, print, reassemble, repack and sign INPUT with no change.
    Roundtrip(roundtrip::RoundtripArgs),
    /// Put the probes of one or more tracing schemes into INPUT; write the instrumented app and
    /// its metadata directory.
    Instrument(instrument::InstrumentArgs),
    /// Run a class of INPUT (instrumented or not) on the host JVM; traces go to --trace-dir.
    HostRun(host_run::HostRunArgs),
    /// Decode trace files with the metadata they belong to.
    Decode(decode::DecodeArgs),
    /// The probability models of the `paths` scheme: `model update` learns the next
    /// generation from decoded traces.
    Model(model::ModelArgs),
    /// Install an APK on a device (replacing an installed version) and print its package.
    Install(device_cmds::InstallArgs),
    /// Start an installed app's activity on a device (`am start -W`), wait until it has ended
    /// or --timeout, then stop it (`am force-stop`).
    Run(device_cmds::RunArgs),
    /// Push a model generation to an installed app on a device (under a temporary name, then
    /// moved over the old model), for its next run to start from.
    PushModel(device_cmds::PushModelArgs),
    /// Pull every app's traces from a device, each with the build its header names (or one
    /// app's into --meta DIR): each stored, synced and verified before the device's copy is
    /// deleted; traces still being written are left. Decode them into reports, learn the next
    /// model generation and push it to the device.
    PullAndDecode(device_loop::PullAndDecodeArgs),
    /// Decode traces once into profiles and write what people read: a flame graph, folded
    /// stacks, speedscope and pprof profiles, a call timeline, CFG pictures of the hottest
    /// methods, coverage as LCOV, calling-context forests, and an index.html linking them.
    Report(report_cmd::ReportArgs),
    /// The whole loop: instrument INPUT, install it, then --runs times run it, pull and decode
    /// its traces, learn and push the next model; prints the trace bytes of each run.
    Profile(device_loop::ProfileArgs),
}

/// `adaptrace --help`'s text, naming every scheme of the registry.
fn long_about() -> String {
    let width = Scheme::all().map(|s| s.name().len()).max().unwrap_or(0) + 2;
    let schemes: String = Scheme::all()
        .map(|s| format!("  {:<width$}{}\n", s.name(), s.spec().summary))
        .collect();
    format!(
        "Instrument Android apps at the smali level and recover what they executed.\n\n\
         INPUT is an .apk, a .jar holding classes*.dex, or a .dex (recognised by content).\n\
         The loop: `instrument` an app with a scheme, run it (`host-run` on this machine), then\n\
         `decode` its traces with the metadata directory `instrument` wrote, and let `model\n\
         update` learn the next model generation from them.\n\n\
         On a device (a phone, or the simulated one, adaptrace-devsim): `install` an APK, `run`\n\
         it, `pull-and-decode` its traces (which also learns and pushes the next model), or let\n\
         `profile` drive the whole loop; through an adb server or straight to the device\n\
         (--direct); see docs/device-loop.md.\n\n\
         Schemes (--scheme):\n{schemes}"
    )
}

/// The parser of `--scheme` values: the registry's names (listed with their summaries in
/// `--help`), as [`Scheme`]s.
fn scheme_parser() -> impl TypedValueParser<Value = Scheme> {
    PossibleValuesParser::new(
        Scheme::all().map(|s| PossibleValue::new(s.name()).help(s.spec().summary)),
    )
    .try_map(|name| name.parse::<Scheme>())
}

/// `schemes` without repetitions, in the order given.
fn distinct(schemes: &[Scheme]) -> Vec<Scheme> {
    let mut out: Vec<Scheme> = Vec::with_capacity(schemes.len());
    for &scheme in schemes {
        if !out.contains(&scheme) {
            out.push(scheme);
        }
    }
    out
}

/// How dex files are read and written.
#[derive(Args, Clone, Debug)]
struct CodecArg {
    /// Read and write dex with the JVM tools (`baksmali d` and apktool, then `smali a`) instead
    /// of natively: a fallback, and a cross-check of the native reader and writer.
    #[arg(long)]
    via_smali: bool,
}

impl CodecArg {
    fn codec(&self) -> instrumentor::codec::DexCodec {
        if self.via_smali {
            instrumentor::codec::DexCodec::ViaSmali
        } else {
            instrumentor::codec::DexCodec::Native
        }
    }
}

/// Where decoding writes its intermediate files.
#[derive(Args, Clone, Debug)]
struct WorkDirArg {
    /// Keep intermediate files (extracted and written dex; with --via-smali smali and apktool
    /// output) in DIR instead of a
    /// temporary directory that is removed afterwards.
    #[arg(long, value_name = "DIR")]
    work_dir: Option<PathBuf>,
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let progress = progress::Bars::new(cli.quiet);
    let result = match &cli.command {
        Command::Inspect(args) => inspect::run(args, &progress),
        Command::Roundtrip(args) => roundtrip::run(args, &progress),
        Command::Instrument(args) => instrument::run(args, &progress),
        Command::HostRun(args) => host_run::run(args, &progress),
        Command::Decode(args) => decode::run(args),
        Command::Report(args) => report_cmd::run(args, &progress),
        Command::Model(args) => model::run(args),
        Command::Install(args) => device_cmds::install(args, &progress),
        Command::Run(args) => device_cmds::run(args, &progress),
        Command::PushModel(args) => device_cmds::push_model(args, &progress),
        Command::PullAndDecode(args) => device_loop::pull_and_decode(args, &progress),
        Command::Profile(args) => device_loop::profile(args, &progress),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            progress.clear();
            eprintln!("error: {}", message(&e));
            ExitCode::FAILURE
        }
    }
}

/// The error and its causes, each cause once: the library errors already name their cause in
/// their own message, and repeating it after `: ` would only add noise.
fn message(e: &anyhow::Error) -> String {
    let mut text = e.to_string();
    for cause in e.chain().skip(1) {
        let cause = cause.to_string();
        if !text.contains(&cause) {
            text.push_str(": ");
            text.push_str(&cause);
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::message;

    fn gone() -> std::io::Error {
        std::io::Error::new(std::io::ErrorKind::NotFound, "gone")
    }

    #[test]
    fn causes_already_in_the_message_are_not_repeated() {
        let named = anyhow::Error::new(gone()).context("f.adtrace: gone (check the path)");
        assert_eq!(message(&named), "f.adtrace: gone (check the path)");
        let bare = anyhow::Error::new(gone()).context("cannot write the output");
        assert_eq!(message(&bare), "cannot write the output: gone");
    }
}
