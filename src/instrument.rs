//! `adaptrace instrument`: put the probes of one or more schemes into an app.

use std::path::{Path, PathBuf};

use android_runtime::coder::Coder;
use android_runtime::Scheme;
use anyhow::{bail, Result};
use apk_io::Toolchain;
use clap::Args;
use device::builds;
use instrumentor::instrument::{self, Request};

use crate::load::WorkDir;
use crate::progress::Bars;
use crate::signing::SigningArgs;
use crate::{CodecArg, WorkDirArg};

#[derive(Args)]
pub struct InstrumentArgs {
    /// An .apk, a .jar holding classes*.dex, or a .dex.
    input: PathBuf,

    /// Schemes whose probes to insert, comma-separated; several at once give one trace that
    /// decodes each way, for checking a scheme against the `blocks` oracle (schemes that share
    /// a runtime state per thread cannot go into one app). The default, `paths`, recovers every
    /// executed block exactly from the smallest traces of the schemes that do, and its traces
    /// shrink as the loop learns a model from them.
    #[arg(
        long,
        short,
        value_name = "S[,S...]",
        value_delimiter = ',',
        default_value = "paths",
        value_parser = crate::scheme_parser()
    )]
    scheme: Vec<Scheme>,

    /// The instrumented app (default: INPUT's name with `.instrumented` before the extension).
    #[arg(short, long, value_name = "OUT")]
    output: Option<PathBuf>,

    /// The metadata directory the decoders need (default: OUT's name without `.instrumented`
    /// and extension, plus `.adaptrace`, e.g. app.adaptrace/ for app.instrumented.apk).
    #[arg(long, value_name = "DIR")]
    meta: Option<PathBuf>,

    /// The adaptive coder of the `paths` and `calls` streams: range (LZMA-style binary range
    /// coder, the default) or adaptracer (the AdapTracer paper's counters and arithmetic
    /// coder); raw writes `calls` records as plain varints, the Casper paper's form.
    #[arg(long, value_name = "CODER", default_value = "range", value_parser = parse_coder)]
    coder: CoderChoice,

    /// With `--scheme contexts`: record events only at the entries of methods whose smali
    /// signature (`Lpkg/C;->name(Args)Ret`) matches PATTERN, a glob where `*` matches any text
    /// (repeat for several). Without it every method entry is an event; app code adds its own
    /// with `Ladaptrace/rt/Context;->event(I)V` either way.
    #[arg(long, value_name = "PATTERN")]
    events: Vec<String>,

    /// Mark the app debuggable (`android:debuggable="true"`, set in the binary manifest, no
    /// resource rebuild): on Android 11+ an app that cannot create its external directory
    /// leaves its traces in internal storage, which adb reads only through `run-as`, which
    /// works only for debuggable apps. APK input only.
    #[arg(long)]
    debuggable: bool,

    #[command(flatten)]
    signing: SigningArgs,

    #[command(flatten)]
    codec: CodecArg,

    #[command(flatten)]
    work: WorkDirArg,
}

pub fn run(args: &InstrumentArgs, bars: &Bars) -> Result<()> {
    if args.input.is_dir() {
        bail!(
            "{}: instrument takes an .apk, .jar or .dex, not a directory",
            args.input.display()
        );
    }
    let output = args
        .output
        .clone()
        .unwrap_or_else(|| default_output(&args.input));
    let meta = args.meta.clone().unwrap_or_else(|| default_meta(&output));
    let work = WorkDir::new(args.work.work_dir.as_deref())?;
    let signing = args.signing.config()?;
    let schemes = crate::distinct(&args.scheme);
    let outcome = instrument::instrument(
        &Request {
            input: &args.input,
            output: &output,
            meta_dir: &meta,
            work_dir: work.path(),
            schemes: &schemes,
            coder: args.coder.0,
            events: &args.events,
            signing: &signing,
            codec: args.codec.codec(),
            edits: apk_io::Edits {
                debuggable: args.debuggable,
            },
        },
        &Toolchain::from_env(),
        bars,
    )?;
    bars.clear();
    eprintln!(
        "instrumented {} methods ({} skipped, see {})",
        outcome.instrumented,
        outcome.skipped.len(),
        outcome.report.display()
    );
    for dex in &outcome.dexes {
        eprintln!("  {dex}");
    }
    for line in &outcome.summaries {
        eprintln!("  {line}");
    }
    eprintln!("wrote {}", output.display());
    eprintln!(
        "wrote {} (metadata hash {})",
        meta.display(),
        builds::hash_name(outcome.metadata_hash)
    );
    let Some(package) = outcome.package.as_deref() else {
        return Ok(());
    };
    // Later commands find this build by the hash its traces name, without --meta.
    match builds::register_or_warn(package, outcome.metadata_hash, &meta) {
        Ok(link) => eprintln!("registered the build in {}", link.display()),
        Err(warning) => eprintln!("warning: {warning}"),
    }
    if output.extension().is_some_and(|e| e == "apk") {
        eprintln!("next, on a device (or adaptrace-devsim):");
        eprintln!(
            "  adaptrace install {}",
            crate::device_loop::shell_word(&output)
        );
        eprintln!("  adaptrace run {package}");
        eprintln!("  adaptrace pull-and-decode");
    }
    Ok(())
}

/// `app.apk` -> `app.instrumented.apk`.
fn default_output(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let name = match input.extension() {
        Some(ext) => format!("{stem}.instrumented.{}", ext.to_string_lossy()),
        None => format!("{stem}.instrumented"),
    };
    input.with_file_name(name)
}

/// `app.instrumented.apk` -> `app.adaptrace`.
fn default_meta(output: &Path) -> PathBuf {
    let stem = output.file_stem().unwrap_or_default().to_string_lossy();
    let base = stem.strip_suffix(".instrumented").unwrap_or(&stem);
    output.with_file_name(format!("{base}.adaptrace"))
}

/// `--coder`: an adaptive coder, or `None` for raw records.
#[derive(Clone, Copy, Debug)]
struct CoderChoice(Option<Coder>);

fn parse_coder(name: &str) -> std::result::Result<CoderChoice, String> {
    if name == "raw" {
        return Ok(CoderChoice(None));
    }
    Coder::from_name(name)
        .map(|c| CoderChoice(Some(c)))
        .ok_or_else(|| {
            let known: Vec<&str> = Coder::ALL.iter().map(|(_, n)| *n).collect();
            format!(
                "unknown coder `{name}`; available: {}, raw",
                known.join(", ")
            )
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn default_names_follow_the_input() {
        let out = default_output(Path::new("dir/app.apk"));
        assert_eq!(out, Path::new("dir/app.instrumented.apk"));
        assert_eq!(default_meta(&out), Path::new("dir/app.adaptrace"));
        assert_eq!(
            default_meta(Path::new("x/lib.jar")),
            Path::new("x/lib.adaptrace")
        );
    }
}
