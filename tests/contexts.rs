//! The `contexts` scheme beyond the oracle checks of `tests/schemes.rs` (every test program,
//! with `deepcontexts` taking ids past 64 bits through cuts): a cut trace decodes to a prefix of
//! each thread, `--events` limits the events to the entries of matching methods (and each
//! prints the stack the oracle has there), `Context.event` records app events in their
//! contexts, and misuse of `--events` is refused clearly.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use common::{
    assemble_program, by_thread, decode_scheme, host_run, host_run_class, instrument_coded,
    traces_in, ADAPTRACE,
};

/// `instrument INPUT --scheme SCHEMES --events PATTERN... -o OUT --meta META`, whatever its
/// outcome.
fn instrument_events(
    input: &Path,
    out: &Path,
    meta: &Path,
    schemes: &str,
    events: &[&str],
) -> std::process::Output {
    let mut cmd = Command::new(ADAPTRACE);
    cmd.args(["--quiet", "instrument"])
        .arg(input)
        .args(["--scheme", schemes, "-o"])
        .arg(out)
        .arg("--meta")
        .arg(meta);
    for pattern in events {
        cmd.args(["--events", pattern]);
    }
    cmd.output().expect("run adaptrace instrument")
}

/// `decode --scheme SCHEME --emit EMIT` that must succeed; its stdout.
fn decoded(trace: &Path, meta: &Path, scheme: &str, emit: &str) -> String {
    let out = decode_scheme(trace, meta, scheme, emit);
    assert!(
        out.status.success(),
        "decode --scheme {scheme} --emit {emit}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// A trace cut anywhere after its header decodes to an exact prefix of each thread's contexts,
/// with no thread that cannot be decoded: the GRAPH chunks a thread's records need come before
/// them in the file.
#[test]
fn a_cut_trace_decodes_to_a_prefix_of_each_thread() {
    if !tier(Tier::Jvm) {
        return;
    }
    for name in ["threads", "deepcontexts"] {
        let work = tempfile::tempdir().unwrap();
        let dex = work.path().join("p.dex");
        assemble_program(name, &dex);
        // The scheme alone, so that its chunks are the file.
        let out = work.path().join("contexts.dex");
        let meta = work.path().join("contexts.meta");
        instrument_coded(&dex, &out, &meta, "contexts", "range");
        let traces = work.path().join("traces");
        host_run(&out, name, &traces);
        let trace = traces_in(&traces).remove(0);
        let full = by_thread(&decoded(&trace, &meta, "contexts", "contexts"));
        let bytes = fs::read(&trace).unwrap();
        let header = usize::from(android_runtime::trace::HEADER_LEN);
        let mut kept = 0;
        for cut_at in (1..50).map(|i| header + (bytes.len() - header) * i / 50) {
            let cut = work.path().join("cut.adtrace");
            fs::write(&cut, &bytes[..cut_at]).unwrap();
            let out = decode_scheme(&cut, &meta, "contexts", "contexts");
            let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
            assert!(out.status.success(), "{name} cut at {cut_at}: {stderr}");
            assert!(
                !stderr.contains("cannot be decoded"),
                "{name} cut at {cut_at}: {stderr}"
            );
            for (thread, lines) in by_thread(&String::from_utf8(out.stdout).unwrap()) {
                let all = full.get(&thread).map(Vec::as_slice).unwrap_or(&[]);
                assert!(
                    all.starts_with(&lines),
                    "{name} cut at {cut_at}: thread {thread}: {} lines are no prefix",
                    lines.len()
                );
                kept += lines.len();
            }
        }
        assert!(kept > 0, "{name}: no cut kept anything");
    }
}

/// With `--events`, the events are the entries of the matching methods only, each printing the
/// whole stack the oracle prints at that entry.
#[test]
fn events_at_matching_methods_only_with_their_whole_stacks() {
    if !tier(Tier::Jvm) {
        return;
    }
    for (name, pattern, innermost) in [
        (
            "deepcontexts",
            "Ldeepcontexts/Node;->run*",
            "Ldeepcontexts/Node;->run()V",
        ),
        ("callbacks", "*->compare(*", "->compare("),
        ("recursion", "*ack(II)I", "ack(II)I"),
    ] {
        let work = tempfile::tempdir().unwrap();
        let dex = work.path().join("p.dex");
        assemble_program(name, &dex);
        let out = work.path().join("p.i.dex");
        let meta = work.path().join("p.meta");
        let made = instrument_events(&dex, &out, &meta, "blocks,contexts", &[pattern]);
        let stderr = String::from_utf8_lossy(&made.stderr);
        assert!(made.status.success(), "{name}: {stderr}");
        let traces = work.path().join("traces");
        host_run(&out, name, &traces);
        let trace = traces_in(&traces).remove(0);
        let oracle = decoded(&trace, &meta, "blocks", "contexts");
        let expected: Vec<&str> = oracle
            .lines()
            .filter(|line| {
                line.rsplit('\t')
                    .next()
                    .is_some_and(|m| m.contains(innermost))
            })
            .collect();
        assert!(!expected.is_empty(), "{name}: no entry of {pattern} ran");
        assert!(
            expected.len() < oracle.lines().count(),
            "{name}: {pattern} matched all"
        );
        let got = decoded(&trace, &meta, "contexts", "contexts");
        assert_eq!(
            got.lines().collect::<Vec<_>>(),
            expected,
            "{name} --events {pattern}"
        );
    }
}

/// The program `Context.event` is tried with: `main` calls `a`, which calls `b` in a loop and
/// records event 7; `b` records event 3 each time; a second thread, whose `Runnable` `main`
/// makes, records event 9 in `run`.
const MARKS: &str = r#".class public Lmarks/Main;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method static a()V
    .registers 2
    const/4 v0, 0x0
    :loop
    const/4 v1, 0x2
    if-ge v0, v1, :done
    invoke-static {}, Lmarks/Main;->b()V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :done
    const/4 v0, 0x7
    invoke-static {v0}, Ladaptrace/rt/Context;->event(I)V
    return-void
.end method

.method static b()V
    .registers 1
    const/4 v0, 0x3
    invoke-static {v0}, Ladaptrace/rt/Context;->event(I)V
    return-void
.end method

.method public run()V
    .registers 2
    const/16 v0, 0x9
    invoke-static {v0}, Ladaptrace/rt/Context;->event(I)V
    return-void
.end method

.method public static main([Ljava/lang/String;)V
    .registers 3
    invoke-static {}, Lmarks/Main;->a()V
    new-instance v0, Ljava/lang/Thread;
    new-instance v1, Lmarks/Main;
    invoke-direct {v1}, Lmarks/Main;-><init>()V
    invoke-direct {v0, v1}, Ljava/lang/Thread;-><init>(Ljava/lang/Runnable;)V
    invoke-virtual {v0}, Ljava/lang/Thread;->start()V
    invoke-virtual {v0}, Ljava/lang/Thread;->join()V
    return-void
.end method
"#;

/// Events app code records with `Context.event` print with their label and whole stack, between
/// the entries; with `--events` matching no method they are the only lines.
#[test]
fn app_events_print_with_their_label_and_stack() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let source = work.path().join("Main.smali");
    fs::write(&source, MARKS).unwrap();
    let dex = work.path().join("marks.dex");
    common::run(
        Command::new("smali")
            .args(["a", "--api", "21", "-o"])
            .arg(&dex)
            .arg(&source),
    );
    let main = "Lmarks/Main;->main([Ljava/lang/String;)V";
    let a = "Lmarks/Main;->a()V";
    let b = "Lmarks/Main;->b()V";
    let run = "Lmarks/Main;->run()V";
    let init = "Lmarks/Main;-><init>()V";
    let every_entry = [
        format!("0\t{main}"),
        format!("0\t{main}\t{a}"),
        format!("0\t{main}\t{a}\t{b}"),
        format!("0\t#3\t{main}\t{a}\t{b}"),
        format!("0\t{main}\t{a}\t{b}"),
        format!("0\t#3\t{main}\t{a}\t{b}"),
        format!("0\t#7\t{main}\t{a}"),
        format!("0\t{main}\t{init}"),
        format!("1\t{run}"),
        format!("1\t#9\t{run}"),
    ];
    let marks_only: Vec<String> = every_entry
        .iter()
        .filter(|l| l.contains('#'))
        .cloned()
        .collect();
    for (events, expected) in [
        (&[][..], every_entry.to_vec()),
        (&["Lnothing/*"][..], marks_only),
    ] {
        let out = work.path().join("marks.i.dex");
        let meta = work.path().join("marks.meta");
        let made = instrument_events(&dex, &out, &meta, "contexts", events);
        let stderr = String::from_utf8_lossy(&made.stderr).into_owned();
        assert!(made.status.success(), "{stderr}");
        if !events.is_empty() {
            assert!(stderr.contains("no method matches"), "{stderr}");
        }
        let traces = work.path().join(format!("traces{}", events.len()));
        let ran = host_run_class(&out, "marks.Main", &traces, &[]);
        assert!(
            ran.status.success(),
            "{}",
            String::from_utf8_lossy(&ran.stderr)
        );
        let trace = traces_in(&traces).remove(0);
        let got = decoded(&trace, &meta, "contexts", "contexts");
        assert_eq!(
            got.lines().collect::<Vec<_>>(),
            expected,
            "--events {events:?}"
        );
    }
}

/// `--events` without the scheme it chooses events for, and a pattern that is no glob, are
/// refused with what to do; `--emit blocks` and `calls` of a `contexts` record say why not.
#[test]
fn misuse_is_refused_clearly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program("tinyloop", &dex);
    let out = work.path().join("p.i.dex");
    let meta = work.path().join("p.meta");
    let without = instrument_events(&dex, &out, &meta, "blocks", &["*"]);
    let stderr = String::from_utf8_lossy(&without.stderr);
    assert!(
        !without.status.success() && stderr.contains("add it to --scheme"),
        "{stderr}"
    );
    let bad = instrument_events(&dex, &out, &meta, "contexts", &["L[a-"]);
    let stderr = String::from_utf8_lossy(&bad.stderr);
    assert!(
        !bad.status.success() && stderr.contains("is no pattern"),
        "{stderr}"
    );

    instrument_coded(&dex, &out, &meta, "contexts", "range");
    let traces = work.path().join("traces");
    host_run(&out, "tinyloop", &traces);
    let trace = traces_in(&traces).remove(0);
    for emit in ["blocks", "calls"] {
        let refused = decode_scheme(&trace, &meta, "contexts", emit);
        let stderr = String::from_utf8_lossy(&refused.stderr);
        assert!(
            !refused.status.success() && stderr.contains("use --emit contexts or summary"),
            "--emit {emit}: {stderr}"
        );
    }
    let summary = decoded(&trace, &meta, "contexts", "summary");
    assert!(summary.contains("complete"), "{summary}");
}
