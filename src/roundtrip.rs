//! `adaptrace roundtrip`: decode, parse, print, reassemble, repack and sign with no change.
//!
//! It is the proof that the whole path an instrumented app takes is lossless: every smali file
//! is replaced by the printer's rendering of its parsed tree before reassembly.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use clap::Args;
use rayon::prelude::*;

use crate::load::{self, WorkDir};
use crate::progress::Bars;
use crate::signing::SigningArgs;
use crate::WorkDirArg;

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
    // The manifest is not needed to rewrite code: skip apktool and its JVM.
    let decoded = apk_io::decode_code(&args.input, work.path(), bars)?;
    let dirs: Vec<_> = decoded
        .dexes
        .iter()
        .map(|d| (d.name.clone(), d.smali_dir.clone()))
        .collect();
    let dexes = load::parse_dirs(&dirs, bars)?;

    let total = dexes.iter().map(|d| d.classes.len()).sum();
    let bar = bars.start("print", total);
    dexes
        .par_iter()
        .flat_map(|d| d.paths.par_iter().zip(&d.classes))
        .try_for_each(|(path, class)| {
            let text = smali_parser::print_class(class);
            bar.inc(1);
            std::fs::write(path, text).with_context(|| format!("cannot write {}", path.display()))
        })?;
    bar.finish_and_clear();

    let signing = args.signing.config()?;
    let new_dexes = apk_io::assemble(&decoded.assemble_jobs(), &work.path().join("out"), bars)?;
    apk_io::repack(&decoded.input, &new_dexes, &args.output, &signing, bars)?;
    eprintln!("wrote {}", args.output.display());
    Ok(())
}
