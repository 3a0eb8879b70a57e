//! The test programs (tests/programs/NAME/) instrumented with the `blocks` oracle: each prints
//! exactly what the original prints and exits the same way, and its trace decodes completely
//! (up to the crash for the crashing program). Where a program has `expected-blocks.txt` or
//! `expected-calls.txt` (hand-derived), the decoded trace must equal it line for line.

mod common;

use std::fs;
use std::process::Output;

use common::{assemble_program, decode, host_run, instrument_blocks, program_dir, traces_in};

use adaptrace_test_support::{tier, Tier};

/// Checks one program end to end; returns the decoded `blocks` and `calls` output.
fn check(name: &str) -> (String, String) {
    let dir = program_dir(name);
    let expected_stdout = fs::read_to_string(dir.join("expected-stdout.txt")).unwrap();
    let expected_exit: i32 = fs::read_to_string(dir.join("expected-exit"))
        .map(|t| t.trim().parse().unwrap())
        .unwrap_or(0);
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join(format!("{name}.dex"));
    assemble_program(name, &dex);

    let original = host_run(&dex, name, &work.path().join("traces-original"));
    assert_eq!(
        String::from_utf8_lossy(&original.stdout),
        expected_stdout,
        "{name}: the original's stdout (stderr: {})",
        String::from_utf8_lossy(&original.stderr)
    );
    assert_eq!(
        original.status.code(),
        Some(expected_exit),
        "{name}: original exit"
    );

    // A directory that does not exist yet: instrument makes it.
    let instrumented = work
        .path()
        .join("out")
        .join(format!("{name}.instrumented.dex"));
    let meta = work.path().join(format!("{name}.adaptrace"));
    instrument_blocks(&dex, &instrumented, &meta);
    let traces = work.path().join("traces");
    let run = host_run(&instrumented, name, &traces);
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        expected_stdout,
        "{name}: instrumented stdout (stderr: {})",
        String::from_utf8_lossy(&run.stderr)
    );
    assert_eq!(
        run.status.code(),
        Some(expected_exit),
        "{name}: instrumented exit"
    );
    // The same first line of stderr (e.g. the uncaught exception) as the original.
    let first = |o: &Output| {
        String::from_utf8_lossy(&o.stderr)
            .lines()
            .next()
            .unwrap_or("")
            .to_string()
    };
    assert_eq!(first(&run), first(&original), "{name}: stderr");

    let files = traces_in(&traces);
    assert_eq!(files.len(), 1, "{name}: one trace per process: {files:?}");
    let (summary, notes) = decode(&files[0], &meta, "summary");
    assert!(!summary.is_empty(), "{name}: empty summary");
    match expected_exit {
        0 => {
            assert!(notes.is_empty(), "{name}: decode notes: {notes}");
            for line in summary.lines() {
                assert!(line.ends_with("complete"), "{name}: {line}");
            }
        }
        1 => assert!(
            summary.contains("died of an uncaught exception"),
            "{name}: {summary}"
        ),
        // System.exit: the shutdown hook flushed the frames still open.
        _ => assert!(summary.contains("frame(s) open"), "{name}: {summary}"),
    }
    let (blocks, _) = decode(&files[0], &meta, "blocks");
    let (calls, _) = decode(&files[0], &meta, "calls");
    let (contexts, _) = decode(&files[0], &meta, "contexts");
    let entries = calls.lines().filter(|l| l.contains("\tcall\t")).count();
    assert_eq!(
        contexts.lines().count(),
        entries,
        "{name}: a context per call"
    );
    assert!(
        blocks.lines().count() >= entries,
        "{name}: every method has a block"
    );
    for (file, actual) in [
        ("expected-blocks.txt", &blocks),
        ("expected-calls.txt", &calls),
    ] {
        if let Ok(expected) = fs::read_to_string(dir.join(file)) {
            assert_eq!(actual, &expected, "{name}: {file}");
        }
    }
    (blocks, calls)
}

common::each_program!();

/// The crashing program: its trace is complete up to the crash: the last block of the main
/// thread is the one holding the `throw`, and every frame open at the crash is unwound.
#[test]
fn a_crash_unwinds_every_open_frame() {
    if !tier(Tier::Jvm) {
        return;
    }
    let (blocks, calls) = check("crash");
    let last = blocks.lines().last().unwrap();
    assert!(last.starts_with("0\t"), "{last}");
    let unwinds = calls.lines().filter(|l| l.contains("\tunwind\t")).count();
    assert!(unwinds >= 3, "the crash unwinds several frames:\n{calls}");
    let opened = calls.lines().filter(|l| l.contains("\tcall\t")).count();
    let closed = calls
        .lines()
        .filter(|l| l.contains("\treturn\t") || l.contains("\tunwind\t"))
        .count();
    assert_eq!(opened, closed, "every frame is closed:\n{calls}");
}
