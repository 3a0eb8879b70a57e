//! The selections of the call-grammar schemes (`bri`, `calls`) on real code: every test
//! program, JGF app and corpus item is instrumented with each, and its metadata passes both
//! the independent LL(1) checker (`android_runtime::calls::ll1`) and the grammar's own
//! (`grammar::check`). The static counts Casper reports (call sites and returns; logged, check
//! sites) are printed per input and over the corpus; exactness against the oracle is in
//! `tests/schemes.rs` and the JGF harness.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use android_runtime::calls::{grammar, ll1, SelectionCounts};
use android_runtime::meta::Metadata;
use common::{
    assemble_program, by_thread, decode_scheme, host_run, instrument_schemes, program_dir, run,
    traces_in,
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
fn every_test_program_and_jgf_app_gets_an_ll1_selection() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let mut names: Vec<String> = std::fs::read_dir(program_dir(""))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("expected-stdout.txt").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    for name in &names {
        let dir = work.path().join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let dex = dir.join("p.dex");
        assemble_program(name, &dex);
        for scheme in ["bri", "calls"] {
            check(name, &dex, scheme, &dir);
        }
    }
    let apps = Path::new(env!("CARGO_MANIFEST_DIR")).join("jgf-benchmarks/apps");
    let mut apps: Vec<PathBuf> = std::fs::read_dir(apps)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    apps.sort();
    assert!(apps.len() >= 18, "{apps:?}");
    for app in apps {
        let name = app.file_name().unwrap().to_string_lossy().into_owned();
        let dir = work.path().join(&name);
        std::fs::create_dir_all(&dir).unwrap();
        let dex = dir.join("app.dex");
        run(Command::new("smali")
            .args(["a", "--api", "21", "-o"])
            .arg(&dex)
            .args(smali_parser::files::smali_files(&app.join("smali")).unwrap()));
        for scheme in ["bri", "calls"] {
            check(&name, &dex, scheme, &dir);
        }
    }
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
    // checked on every test program and JGF app above.
    let mut total = SelectionCounts::default();
    for item in &items {
        let work = tempfile::tempdir().unwrap();
        total.add(check(&item.name, &item.path, "calls", work.path()));
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

/// A cut trace decodes, for every call-trace scheme, to an exact prefix of each thread's calls
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
    for scheme in ["fi", "bri", "calls"] {
        // The scheme alone, so that its chunks are the file.
        let out = work.path().join(format!("{scheme}.dex"));
        let meta = work.path().join(format!("{scheme}.meta"));
        instrument_schemes(&dex, &out, &meta, scheme);
        let traces = work.path().join(format!("{scheme}.traces"));
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
