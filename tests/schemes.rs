//! Every scheme of the registry against the `blocks` oracle on every test program: each program
//! is instrumented in the few builds that put every scheme beside the oracle (and every coder
//! of a scheme that learns a model; `oracle::builds`), so one run writes one trace holding a
//! record of each, and each record must print exactly what the oracle's prints, as blocks,
//! calls and contexts. A scheme added to the registry is checked here with no change.

mod common;

use std::fs;
use std::process::Command;

use adaptrace_test_support::oracle::{self, builds, Build};
use adaptrace_test_support::profiles;
use android_runtime::scheme::Recovers;
use android_runtime::Scheme;
use common::{assemble_program, assert_exact, host_run, program_dir, run, traces_in, ADAPTRACE};

/// Program `name` in every build: same output and exit as the original, every scheme's record
/// equals the oracle's, and a `bri` or `calls` selection is LL(1).
fn check(name: &str) {
    let dir = program_dir(name);
    let expected = fs::read_to_string(dir.join("expected-stdout.txt")).unwrap();
    let exit: i32 = fs::read_to_string(dir.join("expected-exit"))
        .map(|t| t.trim().parse().unwrap())
        .unwrap_or(0);
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program(name, &dex);
    let mut profiled = false;
    for build in builds() {
        let label = build.label();
        let (instrumented, meta) = instrument(&dex, work.path(), &build);
        let (metadata, _) = android_runtime::meta::Metadata::read(&meta).unwrap();
        if let Err(e) = oracle::check_selection(&metadata) {
            panic!("{name} ({label}): {e}");
        }
        let traces = work.path().join(format!("{label}.traces"));
        let out = host_run(&instrumented, name, &traces);
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "{name} ({label}): output changed (stderr {})",
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(exit), "{name} ({label}): exit");
        let files = traces_in(&traces);
        assert_eq!(files.len(), 1, "{name} ({label}): one trace: {files:?}");
        for scheme in build.checked() {
            assert_exact(
                &format!("{name} ({scheme} in {label})"),
                &files[0],
                &meta,
                scheme.name(),
            );
        }
        check_profiles(name, &label, &files[0], &meta, !profiled);
        profiled = true;
    }
}

/// Every record of `trace` that recovers calls gives the oracle's calling context tree, and,
/// when `properties`, the oracle's profiles have the k-CCF properties for every k.
fn check_profiles(
    name: &str,
    label: &str,
    trace: &std::path::Path,
    meta: &std::path::Path,
    properties: bool,
) {
    let decoder = trace_parser::Decoder::open(meta).unwrap();
    let decoded = decoder.decode_file(trace).unwrap();
    let metadata = std::sync::Arc::new(decoder.metadata().clone());
    let oracle = decoded.record(Scheme::Blocks).unwrap();
    if properties {
        if let Err(e) = profiles::check(oracle, &metadata) {
            panic!("{name} ({label}): profiles: {e}");
        }
    }
    let others = decoded
        .records
        .iter()
        .filter(|(scheme, _)| !scheme.spec().oracle && scheme.spec().recovers >= Recovers::Contexts)
        .map(|(scheme, run)| (scheme.to_string(), run));
    if let Err(e) = profiles::same_ccts(oracle, others, &metadata) {
        panic!("{name} ({label}): {e}");
    }
}

/// `adaptrace instrument DEX --scheme S,... --coder C` into `work`; the app and its metadata.
fn instrument(
    dex: &std::path::Path,
    work: &std::path::Path,
    build: &Build,
) -> (std::path::PathBuf, std::path::PathBuf) {
    let label = build.label();
    let out = work.join(format!("{label}.dex"));
    let meta = work.join(format!("{label}.meta"));
    run(Command::new(ADAPTRACE)
        .args(["--quiet", "instrument"])
        .arg(dex)
        .args(["--scheme", &build.scheme_arg()])
        .args(["--coder", build.coder_arg(), "-o"])
        .arg(&out)
        .arg("--meta")
        .arg(&meta));
    (out, meta)
}

common::each_program!();

/// Every program directory has its test here.
#[test]
fn every_program_is_checked() {
    let mut on_disk: Vec<String> = fs::read_dir(program_dir(""))
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.path().join("expected-stdout.txt").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    on_disk.sort();
    assert_eq!(PROGRAMS, on_disk);
}
