//! Parse and print throughput of `smali_parser` on real code.
//!
//! Input: every `.smali` file under `$ADAPTRACE_SMALI_CORPUS`, or by default the baksmali output
//! of the corpus's dex files (listed in `$ADAPTRACE_CORPUS/MANIFEST.tsv`, written by
//! `tests/fetch-corpus.sh`), disassembled once into `<target dir>/bench-smali/`.
//!
//! Reports MB/s of smali source (best of 3 passes) for parsing alone and for parse + print, on one
//! thread and on all of rayon's threads, then checks the round trip `parse(print(c)) == c`.
//! Files the parser rejects are counted and skipped, so the bench runs while the parser is young.

use rayon::prelude::*;
use smali_parser::{parse_class, print_class};
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};
use std::time::{Duration, Instant};

const PASSES: usize = 3;
const SHOWN_ERRORS: usize = 5;

struct Source {
    path: String,
    text: String,
}

/// What one pass over the corpus did.
#[derive(Default, Clone, Copy)]
struct Tally {
    ok: usize,
    /// Smali bytes of the files that parsed: throughput is measured on these.
    ok_bytes: usize,
    errors: usize,
    printed_bytes: usize,
}

impl Tally {
    fn add(self, other: Tally) -> Tally {
        Tally {
            ok: self.ok + other.ok,
            ok_bytes: self.ok_bytes + other.ok_bytes,
            errors: self.errors + other.errors,
            printed_bytes: self.printed_bytes + other.printed_bytes,
        }
    }
}

fn parse_only(src: &Source) -> Tally {
    match parse_class(&src.text, &src.path) {
        Ok(class) => {
            black_box(&class);
            Tally {
                ok: 1,
                ok_bytes: src.text.len(),
                ..Tally::default()
            }
        }
        Err(_) => Tally {
            errors: 1,
            ..Tally::default()
        },
    }
}

fn parse_print(src: &Source) -> Tally {
    match parse_class(&src.text, &src.path) {
        Ok(class) => {
            let out = black_box(print_class(&class));
            Tally {
                ok: 1,
                ok_bytes: src.text.len(),
                errors: 0,
                printed_bytes: out.len(),
            }
        }
        Err(_) => Tally {
            errors: 1,
            ..Tally::default()
        },
    }
}

/// Best wall time of `PASSES` runs of `pass`, with the tally of the last run.
fn best_of(pass: impl Fn() -> Tally) -> (Duration, Tally) {
    let mut best = Duration::MAX;
    let mut tally = Tally::default();
    for _ in 0..PASSES {
        let start = Instant::now();
        tally = pass();
        best = best.min(start.elapsed());
    }
    (best, tally)
}

fn main() -> ExitCode {
    match run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("throughput bench: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> Result<(), String> {
    let roots = match std::env::var_os("ADAPTRACE_SMALI_CORPUS") {
        Some(dir) => vec![PathBuf::from(dir)],
        None => disassemble_corpus()?,
    };
    let mut files = Vec::new();
    for root in &roots {
        collect_smali(root, &mut files)?;
    }
    let label = match &roots[..] {
        [one] => one.display().to_string(),
        _ => format!(
            "{} dex files baksmalied under {}",
            roots.len(),
            target_dir().join("bench-smali").display()
        ),
    };
    files.sort();
    let mut sources = Vec::with_capacity(files.len());
    let mut unreadable = 0;
    for path in files {
        match std::fs::read_to_string(&path) {
            Ok(text) => sources.push(Source {
                path: path.display().to_string(),
                text,
            }),
            Err(e) => {
                eprintln!("skipping {}: {e}", path.display());
                unreadable += 1;
            }
        }
    }
    if sources.is_empty() {
        return Err(format!("no readable .smali file in {label}"));
    }
    let bytes: usize = sources.iter().map(|s| s.text.len()).sum();
    let mb = bytes as f64 / 1e6;
    println!(
        "smali corpus: {label} ({} files, {mb:.1} MB{})",
        sources.len(),
        if unreadable > 0 {
            format!(", {unreadable} unreadable skipped")
        } else {
            String::new()
        }
    );

    let threads = rayon::current_num_threads();
    let rows = [
        (
            "parse",
            1,
            best_of(|| {
                sources
                    .iter()
                    .map(parse_only)
                    .fold(Tally::default(), Tally::add)
            }),
        ),
        (
            "parse+print",
            1,
            best_of(|| {
                sources
                    .iter()
                    .map(parse_print)
                    .fold(Tally::default(), Tally::add)
            }),
        ),
        (
            "parse",
            threads,
            best_of(|| {
                sources
                    .par_iter()
                    .map(parse_only)
                    .reduce(Tally::default, Tally::add)
            }),
        ),
        (
            "parse+print",
            threads,
            best_of(|| {
                sources
                    .par_iter()
                    .map(parse_print)
                    .reduce(Tally::default, Tally::add)
            }),
        ),
    ];
    println!();
    println!(
        "{:<12} {:>7} {:>10} {:>9} {:>8} {:>8} {:>11}",
        "work", "threads", "best (s)", "MB/s", "ok", "errors", "printed MB"
    );
    for (work, threads, (time, tally)) in rows {
        let secs = time.as_secs_f64();
        let printed = if work == "parse" {
            "-".to_string()
        } else {
            format!("{:.1}", tally.printed_bytes as f64 / 1e6)
        };
        println!(
            "{work:<12} {threads:>7} {secs:>10.3} {:>9.1} {:>8} {:>8} {printed:>11}",
            tally.ok_bytes as f64 / 1e6 / secs,
            tally.ok,
            tally.errors,
        );
    }
    println!("(best of {PASSES} passes; MB/s counts the smali bytes of the files that parsed)");
    check_round_trip(&sources);
    Ok(())
}

/// Untimed: how many files parse, how many reprint to identical text and to an identical tree.
fn check_round_trip(sources: &[Source]) {
    let outcomes: Vec<(Option<String>, bool, bool)> = sources
        .par_iter()
        .map(|src| match parse_class(&src.text, &src.path) {
            Err(e) => (Some(e.to_string()), false, false),
            Ok(class) => {
                let printed = print_class(&class);
                let same_text = printed == src.text;
                let same_tree = parse_class(&printed, &src.path).is_ok_and(|again| again == class);
                (None, same_text, same_tree)
            }
        })
        .collect();
    let errors: Vec<&String> = outcomes.iter().filter_map(|(e, _, _)| e.as_ref()).collect();
    let parsed = outcomes.len() - errors.len();
    let same_text = outcomes.iter().filter(|o| o.1).count();
    let same_tree = outcomes.iter().filter(|o| o.2).count();
    println!();
    println!("round trip: {parsed} of {} files parse; of those {same_tree} reparse to an equal tree, {same_text} print byte-identical", outcomes.len());
    if !errors.is_empty() {
        println!(
            "parse errors: {} (first {}):",
            errors.len(),
            errors.len().min(SHOWN_ERRORS)
        );
        for e in errors.iter().take(SHOWN_ERRORS) {
            println!("  {e}");
        }
    }
}

fn collect_smali(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries =
        std::fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
    for entry in entries {
        let entry = entry.map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        let path = entry.path();
        let kind = entry
            .file_type()
            .map_err(|e| format!("cannot stat {}: {e}", path.display()))?;
        if kind.is_dir() {
            collect_smali(&path, out)?;
        } else if path.extension().is_some_and(|x| x == "smali") {
            out.push(path);
        }
    }
    Ok(())
}

/// The Cargo target directory this bench was built into (`<target>/<profile>/deps/<bench>`).
fn target_dir() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|exe| exe.ancestors().nth(3).map(Path::to_path_buf))
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target"))
}

/// Baksmali every dex of the corpus manifest into `<target>/bench-smali/<name>/`, once: a stamp
/// file holding the dex's sha256 marks a finished disassembly. Returns the output directories.
fn disassemble_corpus() -> Result<Vec<PathBuf>, String> {
    let corpus = std::env::var_os("ADAPTRACE_CORPUS")
        .map(PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache/adaptrace/corpus"))
        });
    let Some(corpus) = corpus else {
        return Err(
            "set ADAPTRACE_SMALI_CORPUS to a directory of .smali files, or ADAPTRACE_CORPUS".into(),
        );
    };
    let manifest_path = corpus.join("MANIFEST.tsv");
    let manifest = std::fs::read_to_string(&manifest_path).map_err(|e| {
        format!(
            "cannot read {}: {e}; run tests/fetch-corpus.sh (or make corpus), or set ADAPTRACE_SMALI_CORPUS to a directory of .smali files",
            manifest_path.display()
        )
    })?;
    let out_root = target_dir().join("bench-smali");
    let mut roots = Vec::new();
    for (lineno, line) in manifest.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let fields: Vec<&str> = line.split('\t').collect();
        let [name, kind, rel, sha] = fields[..] else {
            return Err(format!(
                "{}:{}: expected 4 tab-separated fields (name, kind, path, sha256); rerun tests/fetch-corpus.sh",
                manifest_path.display(),
                lineno + 1
            ));
        };
        if kind != "dex" {
            continue;
        }
        let out = out_root.join(name);
        let stamp = out_root.join(format!("{name}.done"));
        roots.push(out.clone());
        if std::fs::read_to_string(&stamp).is_ok_and(|s| s.trim() == sha) {
            continue;
        }
        let dex = corpus.join(rel);
        eprintln!("baksmali {} -> {}", dex.display(), out.display());
        // A partial earlier run leaves a partial directory: start it afresh.
        if out.exists() {
            std::fs::remove_dir_all(&out)
                .map_err(|e| format!("cannot remove {}: {e}", out.display()))?;
        }
        let status = Command::new("baksmali")
            .arg("d")
            .arg("-o")
            .arg(&out)
            .arg(&dex)
            .status()
            .map_err(|e| {
                format!(
                    "cannot run baksmali ({e}); install it with make deps (Debian package smali)"
                )
            })?;
        if !status.success() {
            return Err(format!("baksmali d {} failed ({status})", dex.display()));
        }
        std::fs::write(&stamp, sha)
            .map_err(|e| format!("cannot write {}: {e}", stamp.display()))?;
    }
    if roots.is_empty() {
        return Err(format!(
            "{} lists no dex file; rerun tests/fetch-corpus.sh",
            manifest_path.display()
        ));
    }
    Ok(roots)
}
