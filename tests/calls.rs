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
use common::{assemble_program, instrument_schemes, program_dir, run};

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
    let counts = SelectionCounts::of(&meta, scheme.parse().unwrap());
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

/// The smali files below `dir`, sorted.
fn smali_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                todo.push(path);
            } else if path.extension().is_some_and(|e| e == "smali") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
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
            .args(smali_files(&app.join("smali"))));
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
    let mut totals = [SelectionCounts::default(); 2];
    for item in &items {
        let work = tempfile::tempdir().unwrap();
        for (total, scheme) in totals.iter_mut().zip(["bri", "calls"]) {
            total.add(check(&item.name, &item.path, scheme, work.path()));
        }
    }
    for (total, scheme) in totals.iter().zip(["bri", "calls"]) {
        println!(
            "corpus {scheme}: {} call sites + {} returns, {} logged ({:.1} % of fi's), {} check sites",
            total.sites,
            total.returns,
            total.logged,
            100.0 * total.share(),
            total.checks
        );
    }
}
