//! The selection of `calls` on real code: every corpus item is instrumented with it, and its
//! metadata passes both the independent LL(1) checker (`android_runtime::calls::ll1`) and the
//! grammar's own (`grammar::check`); the builds of every test program and JGF app pass the same
//! checks (`oracle::check_selection`, with `bri` too). The static counts Casper reports (call
//! sites and returns; logged, check sites) are printed per item and over the corpus; exactness
//! against the oracle is in `tests/schemes.rs` and the JGF apps' tests; a cut trace decodes to
//! a prefix.

mod common;

use std::path::Path;
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use android_runtime::calls::{grammar, ll1, SelectionCounts};
use android_runtime::meta::Metadata;
use common::{
    assemble_program, assert_exact, by_thread, decode_scheme, host_run, instrument_coded,
    instrument_schemes, run, traces_in, ADAPTRACE,
};

/// Instruments `input` with `scheme` and checks its selection; its counts.
fn check(what: &str, input: &Path, scheme: &str, work: &Path) -> SelectionCounts {
    let out = work.join(format!("{scheme}.dex"));
    let meta_dir = work.join(format!("{scheme}.meta"));
    instrument_schemes(input, &out, &meta_dir, scheme);
    let (meta, _) = Metadata::read(&meta_dir).unwrap();
    let independent = ll1::check(&meta.methods);
    assert!(
        independent.is_empty(),
        "{what} ({scheme}): {} violations, first {:?}",
        independent.len(),
        independent.first()
    );
    let own = grammar::check(&meta.methods);
    assert!(own.is_empty(), "{what} ({scheme}): {own:?}");
    let counts = SelectionCounts::of(&meta.methods, scheme.parse().unwrap());
    println!(
        "{what} {scheme}: {} call sites + {} returns, {} logged ({:.1} %), {} check sites",
        counts.sites,
        counts.returns,
        counts.logged,
        100.0 * counts.share(),
        counts.checks
    );
    counts
}

#[test]
fn every_corpus_item_gets_an_ll1_selection() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    // `calls` only: instrumenting the corpus takes minutes a scheme, and `bri`'s selection is
    // checked on every test program and JGF app (`oracle::check_selection` in their builds).
    // Two items at a time: an instrumentation leaves a core idle much of its time (JVM start-up,
    // single-threaded stages).
    let next = std::sync::atomic::AtomicUsize::new(0);
    let totals: Vec<SelectionCounts> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                scope.spawn(|| {
                    let mut total = SelectionCounts::default();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return total;
                        };
                        let work = tempfile::tempdir().unwrap();
                        total.add(check(&item.name, &item.path, "calls", work.path()));
                    }
                })
            })
            .collect();
        workers
            .into_iter()
            .map(|w| w.join().unwrap_or_else(|p| std::panic::resume_unwind(p)))
            .collect()
    });
    let mut total = SelectionCounts::default();
    for part in totals {
        total.add(part);
    }
    println!(
        "corpus calls: {} call sites + {} returns, {} logged ({:.1} % of fi's), {} check sites",
        total.sites,
        total.returns,
        total.logged,
        100.0 * total.share(),
        total.checks
    );
}

/// A cut trace decodes, for every call-trace scheme (`calls` coded and raw), to an exact prefix of each thread's calls
/// (of the whole trace's decode, which `tests/schemes.rs` checks against the oracle) and says
/// where it stopped.
#[test]
fn a_cut_trace_decodes_to_a_prefix_of_each_thread() {
    if !tier(Tier::Jvm) {
        return;
    }
    let name = "threads";
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program(name, &dex);
    for (scheme, coder) in [
        ("fi", "range"),
        ("bri", "range"),
        ("calls", "range"),
        ("calls", "raw"),
    ] {
        // The scheme alone, so that its chunks are the file.
        let out = work.path().join(format!("{scheme}-{coder}.dex"));
        let meta = work.path().join(format!("{scheme}-{coder}.meta"));
        instrument_coded(&dex, &out, &meta, scheme, coder);
        let traces = work.path().join(format!("{scheme}-{coder}.traces"));
        host_run(&out, name, &traces);
        let trace = traces_in(&traces).remove(0);
        let full = decode_scheme(&trace, &meta, scheme, "calls");
        assert!(full.status.success() && full.stderr.is_empty());
        let full = by_thread(&String::from_utf8(full.stdout).unwrap());
        let bytes = std::fs::read(&trace).unwrap();
        let mut kept_some = false;
        // Cuts all through the file after its header: how threads interleave, and so where
        // each thread's chunks lie, changes from run to run.
        let header = usize::from(android_runtime::trace::HEADER_LEN);
        for cut_at in (1..40).map(|i| header + (bytes.len() - header) * i / 40) {
            let cut = work.path().join(format!("{scheme}-cut.adtrace"));
            std::fs::write(&cut, &bytes[..cut_at]).unwrap();
            let out = decode_scheme(&cut, &meta, scheme, "calls");
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(out.status.success(), "{scheme} cut at {cut_at}: {stderr}");
            // A cut on a chunk's end leaves a shorter file that is whole.
            assert!(
                stderr.is_empty() || stderr.contains("the file ends inside a chunk"),
                "{stderr}"
            );
            for (thread, lines) in by_thread(&String::from_utf8(out.stdout).unwrap()) {
                let all = full.get(&thread).map(Vec::as_slice).unwrap_or(&[]);
                assert!(
                    all.starts_with(&lines),
                    "{scheme} cut at {cut_at}: thread {thread}: {} lines are not a prefix",
                    lines.len()
                );
                kept_some |= !lines.is_empty();
            }
        }
        assert!(kept_some, "{scheme}: no cut kept anything");
    }
}

/// `calls` with the `adaptracer` coder (the builds of `tests/schemes.rs` take `range` and raw),
/// from generation 0 and again from the model generation the first run taught: exact against
/// the oracle both times.
#[test]
fn calls_with_the_adaptracer_coder_learns_and_decodes_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    for name in ["witnesses", "callbacks", "recursion", "threads", "crash"] {
        let work = tempfile::tempdir().unwrap();
        let dex = work.path().join("p.dex");
        assemble_program(name, &dex);
        let out = work.path().join("calls.dex");
        let meta = work.path().join("calls.meta");
        instrument_coded(&dex, &out, &meta, "blocks,calls", "adaptracer");
        let first = work.path().join("t0");
        host_run(&out, name, &first);
        let trace = traces_in(&first).remove(0);
        assert_exact(&format!("{name} (generation 0)"), &trace, &meta, "calls");
        run(Command::new(ADAPTRACE)
            .args(["--quiet", "model", "update", "--meta"])
            .arg(&meta)
            .arg(&trace));
        let second = work.path().join("t1");
        let model = meta.join("models/gen-0001.admd");
        // The program's own exit status (`crash` fails) is `tests/schemes.rs`' to check.
        Command::new(ADAPTRACE)
            .args(["--quiet", "host-run"])
            .arg(&out)
            .arg("--model")
            .arg(&model)
            .args(["--main", &format!("{name}.Main"), "--trace-dir"])
            .arg(&second)
            .arg("--")
            .args(common::args_of(name))
            .output()
            .unwrap();
        let trace = traces_in(&second).remove(0);
        let header = android_runtime::trace::read_trace(&trace).unwrap().header;
        assert_eq!(header.decoding_generation(), 1, "{name}");
        assert_exact(&format!("{name} (generation 1)"), &trace, &meta, "calls");
    }
}
