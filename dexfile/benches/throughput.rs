//! Read and write throughput of `dexfile` on real dex files, on one core and on all of them.
//!
//! `cargo bench -p dexfile --bench throughput [-- DEX...]`: the dex files named, or every dex of
//! the fetched corpus (`$ADAPTRACE_CORPUS`, written by `tests/fetch-corpus.sh`). For each, the
//! best of 5 passes: MB of dex read per second (into classes) and MB of dex written per second
//! (from those classes), and whether the written dex reads back to the same classes.

use std::hint::black_box;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use adaptrace_test_support::dexes::{corpus_dexes, version_of, NamedDex};

// The machine is shared: a pass now and then runs at half speed, and the best of a few is the
// code's own speed.
const PASSES: usize = 5;

// The allocator the `adaptrace` binary uses, so that the numbers are the tool's.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// The result of the last of [`PASSES`] runs of `pass`, and the fastest run's time. Dropping
/// the previous run's result is not timed: the tool reads or writes a dex once.
fn best<T>(mut pass: impl FnMut() -> T) -> (T, Duration) {
    let start = Instant::now();
    let mut out = pass();
    let mut fastest = start.elapsed();
    for _ in 1..PASSES {
        drop(out);
        let start = Instant::now();
        out = pass();
        fastest = fastest.min(start.elapsed());
    }
    (out, fastest)
}

fn mb_per_s(bytes: usize, took: Duration) -> f64 {
    bytes as f64 / 1e6 / took.as_secs_f64()
}

/// Read and write `dex` on the current rayon pool: (read MB/s, write MB/s, round trip exact).
fn measure(dex: &NamedDex) -> Result<(f64, f64, usize, bool), String> {
    let (classes, read) = best(|| dexfile::read(black_box(&dex.bytes)));
    let classes = classes.map_err(|e| format!("read: {e}"))?;
    let version = dexfile::Version(version_of(&dex.bytes)).max(dexfile::min_version(&classes));
    let (written, write) = best(|| dexfile::write(black_box(&classes), version));
    let written = written.map_err(|e| format!("write: {e}"))?;
    // Class definitions may come in another order (supertypes first); compare by name.
    let by_name = |mut classes: Vec<smali_parser::ast::Class>| {
        classes.sort_by(|a, b| a.name.cmp(&b.name));
        classes
    };
    let exact = dexfile::read(&written).is_ok_and(|again| by_name(again) == by_name(classes));
    Ok((
        mb_per_s(dex.bytes.len(), read),
        mb_per_s(written.len(), write),
        written.len(),
        exact,
    ))
}

fn main() -> ExitCode {
    let named: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    let dexes: Vec<NamedDex> = if named.is_empty() {
        // Without a corpus there is nothing to measure; `corpus_dexes` says why.
        let Some(dexes) = corpus_dexes() else {
            return ExitCode::SUCCESS;
        };
        dexes
    } else {
        let mut dexes = Vec::new();
        for path in named.iter().map(PathBuf::from) {
            match std::fs::read(&path) {
                Ok(bytes) => dexes.push(NamedDex {
                    name: path.display().to_string(),
                    api: 0,
                    bytes,
                }),
                Err(e) => {
                    eprintln!("{}: {e}", path.display());
                    return ExitCode::FAILURE;
                }
            }
        }
        dexes
    };
    let one = match rayon::ThreadPoolBuilder::new().num_threads(1).build() {
        Ok(pool) => pool,
        Err(e) => {
            eprintln!("cannot make a one-thread pool: {e}");
            return ExitCode::FAILURE;
        }
    };
    println!(
        "{:<48} {:>9} {:>11} {:>11} {:>11} {:>11} {:>6}",
        "dex", "MB", "read 1c", "write 1c", "read all", "write all", "exact"
    );
    let mut failed = false;
    for dex in &dexes {
        let single = one.install(|| measure(dex));
        let all = measure(dex);
        match (single, all) {
            (Ok((r1, w1, _, exact)), Ok((ra, wa, _, _))) => {
                failed |= !exact;
                println!(
                    "{:<48} {:>9.2} {:>9.1}/s {:>9.1}/s {:>9.1}/s {:>9.1}/s {:>6}",
                    dex.name,
                    dex.bytes.len() as f64 / 1e6,
                    r1,
                    w1,
                    ra,
                    wa,
                    if exact { "yes" } else { "NO" }
                );
            }
            (Err(e), _) | (_, Err(e)) => {
                failed = true;
                println!("{:<48} {e}", dex.name);
            }
        }
    }
    println!("(MB/s of dex, best of {PASSES} passes; `exact`: the written dex reads back to the same classes)");
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
