//! `adaptrace inspect`: counts per dex and in total, or one method's CFG.

use std::path::PathBuf;

use anyhow::{bail, Context, Result};
use apk_io::{Decoded, ManifestInfo};
use clap::Args;
use smali_parser::cfg::{summarize, Cfg, Summary};
use smali_parser::hierarchy::Hierarchy;

use crate::load::{self, LoadedDex, WorkDir};
use crate::progress::Bars;
use crate::WorkDirArg;

#[derive(Args)]
pub struct InspectArgs {
    /// An .apk, a .jar holding classes*.dex, a .dex, or a directory of .smali files (an apktool
    /// project directory gives one group per smali*/ folder).
    input: PathBuf,

    /// Print the control-flow graph of this method instead of counts, e.g.
    /// 'Lpkg/C;->m(I)V' (as a Graphviz DOT graph).
    #[arg(long, value_name = "METHOD")]
    cfg: Option<String>,

    /// With --cfg: write the DOT graph to FILE instead of standard output.
    #[arg(long, value_name = "FILE", requires = "cfg")]
    dot: Option<PathBuf>,

    #[command(flatten)]
    work: WorkDirArg,
}

pub fn run(args: &InspectArgs, bars: &Bars) -> Result<()> {
    let work = WorkDir::new(args.work.work_dir.as_deref())?;
    let dexes = if args.input.is_dir() {
        load::parse_dirs(&load::smali_dirs_of_directory(&args.input)?, bars)?
    } else {
        let decoded = apk_io::decode(&args.input, work.path(), bars)?;
        if args.cfg.is_none() {
            print_app_facts(&decoded);
        }
        let dirs: Vec<_> = decoded
            .dexes
            .iter()
            .map(|d| (d.name.clone(), d.smali_dir.clone()))
            .collect();
        load::parse_dirs(&dirs, bars)?
    };
    match &args.cfg {
        Some(method) => print_cfg(&dexes, method, args.dot.as_ref()),
        None => {
            print_counts(&dexes);
            Ok(())
        }
    }
}

fn print_cfg(dexes: &[LoadedDex], wanted: &str, dot: Option<&PathBuf>) -> Result<()> {
    let (class_name, method_part) = wanted.split_once("->").with_context(|| {
        format!("--cfg {wanted:?}: expected a method signature such as 'Lpkg/C;->m(I)V'")
    })?;
    let found = dexes
        .iter()
        .flat_map(|d| d.paths.iter().zip(&d.classes))
        .filter(|(_, class)| class.name == class_name)
        .flat_map(|(path, class)| class.methods.iter().map(move |m| (path, class, m)))
        .find(|(_, _, m)| format!("{}{}", m.name, m.proto) == method_part);
    let Some((path, class, method)) = found else {
        bail!(
            "--cfg {wanted:?}: no such method in the input (signatures look like 'Lpkg/C;->m(I)V')"
        );
    };
    if method.instructions().next().is_none() {
        bail!("--cfg {wanted:?}: the method has no code (abstract or native)");
    }
    let cfg = Cfg::build(&class.name, method)
        .with_context(|| format!("{}: cannot build the CFG", path.display()))?;
    let text = cfg.to_dot(method);
    match dot {
        Some(path) => {
            std::fs::write(path, text)
                .with_context(|| format!("cannot write {}", path.display()))?;
            eprintln!("wrote {}", path.display());
        }
        None => print!("{text}"),
    }
    Ok(())
}

fn print_counts(dexes: &[LoadedDex]) {
    let hierarchy = Hierarchy::new(dexes.iter().flat_map(|d| &d.classes));
    let mut rows = Vec::with_capacity(dexes.len() + 1);
    let mut total = Summary::default();
    for dex in dexes {
        let summary = summarize(&dex.classes, &hierarchy);
        total += summary.clone();
        rows.push((dex.name.clone(), summary));
    }
    rows.push(("total".to_string(), total.clone()));

    println!(
        "{:<16} {:>8} {:>8} {:>9} {:>9} {:>7} {:>10} {:>13}",
        "dex", "classes", "methods", "blocks", "branches", "loops", "call sites", "library calls"
    );
    for (name, s) in &rows {
        println!(
            "{:<16} {:>8} {:>8} {:>9} {:>9} {:>7} {:>10} {:>13}",
            name,
            s.classes,
            s.methods,
            s.blocks,
            s.branch_nodes,
            s.loops,
            s.call_sites,
            s.library_call_sites
        );
    }
    if !total.errors.is_empty() {
        eprintln!(
            "warning: {} method(s) have malformed control flow and are not counted in blocks, branches and loops:",
            total.errors.len()
        );
        for e in total.errors.iter().take(10) {
            eprintln!("  {e}");
        }
    }
}

/// What the manifest says, for an APK (a line each; nothing for JAR and DEX inputs).
fn print_app_facts(decoded: &Decoded) {
    match &decoded.manifest {
        Some(ManifestInfo::Available(m)) => {
            let sdk = |v: Option<u32>| v.map_or_else(|| "-".to_string(), |v| v.to_string());
            println!(
                "package {}  minSdk {}  targetSdk {}",
                m.package,
                sdk(m.min_sdk),
                sdk(m.target_sdk)
            );
            let launchers: Vec<&str> = m.launcher_activities().map(|c| c.name.as_str()).collect();
            println!(
                "activities {} (launcher: {})  services {}  receivers {}  providers {}",
                m.activities.len(),
                if launchers.is_empty() {
                    "none".to_string()
                } else {
                    launchers.join(", ")
                },
                m.services.len(),
                m.receivers.len(),
                m.providers.len()
            );
        }
        Some(ManifestInfo::Unavailable { reason }) => {
            println!("manifest unavailable: {reason}");
        }
        None => {}
    }
}
