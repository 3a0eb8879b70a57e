//! `adaptrace roundtrip`: decode, parse, print, reassemble, repack and sign with no change.
//!
//! It is the proof that the whole path an instrumented app takes is lossless: every dex is read
//! into classes and written back (natively, or with `--via-smali` through baksmali's text, the
//! printer and `smali a`).

use std::path::PathBuf;

use anyhow::{bail, Result};
use clap::Args;
use instrumentor::codec;

use crate::load::WorkDir;
use crate::progress::Bars;
use crate::signing::SigningArgs;
use crate::{CodecArg, WorkDirArg};

#[derive(Args)]
pub struct RoundtripArgs {
    /// An .apk, a .jar holding classes*.dex, or a .dex.
    input: PathBuf,

    /// Where to write the result (same kind as INPUT).
    #[arg(short, long, value_name = "OUT")]
    output: PathBuf,

    #[command(flatten)]
    signing: SigningArgs,

    #[command(flatten)]
    codec: CodecArg,

    #[command(flatten)]
    work: WorkDirArg,
}

pub fn run(args: &RoundtripArgs, bars: &Bars) -> Result<()> {
    if args.input.is_dir() {
        bail!(
            "{}: roundtrip takes an .apk, .jar or .dex, not a directory",
            args.input.display()
        );
    }
    let work = WorkDir::new(args.work.work_dir.as_deref())?;
    let codec = args.codec.codec();
    let toolchain = apk_io::Toolchain::from_env();
    // The manifest is not needed to rewrite code.
    let app = codec::load(&args.input, work.path(), codec, false, &toolchain, bars)?;
    let outputs: Vec<codec::DexOut<'_>> = app
        .dexes
        .iter()
        .map(|dex| codec::DexOut {
            name: &dex.name,
            version: dex.version,
            classes: dex.classes.iter().collect(),
            relative: dex.relative.clone(),
        })
        .collect();
    let signing = args.signing.config()?;
    let new_dexes = codec::store(&outputs, &work.path().join("out"), codec, &toolchain, bars)?;
    apk_io::repack(&args.input, &new_dexes, &args.output, &signing, bars)?;
    eprintln!("wrote {}", args.output.display());
    Ok(())
}
