//! What only the `pap` and `bl` baselines have, against the `blocks` oracle (each program
//! instrumented with `blocks` and one baseline at once): a program of long loops of merges and a
//! method of 70 diamonds makes PAP overflow and BL cut edges; a cut trace gives per-thread exact
//! prefixes. Every program under every scheme is `tests/schemes.rs`'s.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use adaptrace_test_support::{tier, Tier};
use android_runtime::pathids::{record, Numbering, TAG_PATHIDS};
use android_runtime::trace::{read_trace, CHUNK_HEADER_LEN};
use common::{
    args_of, assemble_program, assert_exact, by_thread, decode_scheme, run, traces_in, ADAPTRACE,
};
use trace_parser::pathids::{tally, Payload};

/// `adaptrace instrument DEX --scheme blocks,SCHEME`.
fn instrument_with(dex: &Path, out: &Path, meta: &Path, scheme: &str) {
    run(Command::new(ADAPTRACE)
        .args(["--quiet", "instrument"])
        .arg(dex)
        .args(["--scheme", &format!("blocks,{scheme}"), "-o"])
        .arg(out)
        .arg("--meta")
        .arg(meta));
}

/// Runs class `main` of `input` with `args`; returns the run and its one trace.
fn run_main(input: &Path, main: &str, args: &[String], traces: &Path) -> (Output, PathBuf) {
    let out = common::host_run_class(input, main, traces, args);
    let files = traces_in(traces);
    assert_eq!(files.len(), 1, "{main}: one trace per run: {files:?}");
    (out, files[0].clone())
}

/// Records of each tag in a trace's PATHIDS chunks.
fn records(trace: &Path, numbering: Numbering) -> [u64; 10] {
    let file = read_trace(trace).unwrap();
    let payloads: Vec<Payload<'_>> = file
        .chunks
        .iter()
        .filter(|c| c.tag == TAG_PATHIDS)
        .map(|c| Payload::parse(&c.payload, c.offset + CHUNK_HEADER_LEN).unwrap())
        .collect();
    assert!(
        !payloads.is_empty(),
        "{}: no PATHIDS chunk",
        trace.display()
    );
    tally(&payloads, numbering).unwrap()
}

/// Test program `name` instrumented with `blocks` and `scheme`: same output as the original,
/// and the baseline's record equals the oracle. Returns the trace's record counts.
fn check(name: &str, scheme: &str) -> [u64; 10] {
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program(name, &dex);
    let expected =
        fs::read_to_string(common::program_dir(name).join("expected-stdout.txt")).unwrap();
    let instrumented = work.path().join("p.instrumented.dex");
    let meta = work.path().join("meta");
    instrument_with(&dex, &instrumented, &meta, scheme);
    let (out, trace) = run_main(
        &instrumented,
        &format!("{name}.Main"),
        &args_of(name),
        &work.path().join("traces"),
    );
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        expected,
        "{name}: output changed (stderr {})",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_exact(&format!("{name} ({scheme})"), &trace, &meta, scheme);
    let numbering = if scheme == "pap" {
        Numbering::Pap
    } else {
        Numbering::Bl
    };
    records(&trace, numbering)
}

/// `loops`: BL cuts its back edges (BACK records), PAP needs none.
#[test]
fn loops_take_bl_back_edges() {
    if !tier(Tier::Jvm) {
        return;
    }
    let bl = check("loops", "bl");
    assert!(bl[record::BACK as usize] > 10, "{bl:?}");
    let pap = check("loops", "pap");
    assert_eq!(pap[record::BACK as usize], 0, "{pap:?}");
}

/// `exit`: `System.exit` in the middle of `main`; the exit snapshot's PENDING record carries
/// `main`'s open segment, so the record still ends exactly where the oracle's does.
#[test]
fn exit_ends_with_the_pending_segment() {
    if !tier(Tier::Jvm) {
        return;
    }
    for scheme in ["pap", "bl"] {
        let counts = check("exit", scheme);
        assert_eq!(counts[record::PENDING as usize], 1, "{scheme}: {counts:?}");
    }
}

/// `crash`: the dying thread's record ends with END; the decoder says it crashed.
#[test]
fn crash_ends_with_end() {
    if !tier(Tier::Jvm) {
        return;
    }
    for scheme in ["pap", "bl"] {
        let counts = check("crash", scheme);
        assert!(counts[record::END as usize] >= 1, "{scheme}: {counts:?}");
        assert!(counts[record::UNWIND as usize] >= 1, "{scheme}: {counts:?}");
    }
}

/// A program of merges with no call in between: a loop of 2000 iterations over a diamond (the
/// PAP value is multiplied at the loop header and at the diamond's join: it passes 2^63 every
/// 31 iterations) and 1000 calls of a method of 70 diamonds in a row (2^70 paths: PAP
/// overflows inside one call, BL must cut edges to keep its ids in a long), then a recursion
/// 100 frames deep (the runtime's step stack grows past its 32 entries). Its records fill the
/// runtime's buffer a few times: the main thread's record spans several chunks.
const MERGES: &str = r#".class public Lmerges/Main;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    const/4 v0, 0x0
    const/4 v1, 0x0
    :loop
    const/16 v2, 0x7d0
    if-ge v1, v2, :done
    and-int/lit8 v3, v1, 0x3
    if-eqz v3, :even
    add-int/lit8 v0, v0, 0x3
    goto :next
    :even
    add-int/lit8 v0, v0, 0x5
    :next
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    const/4 v1, 0x0
    :calls
    const/16 v2, 0x3e8
    if-ge v1, v2, :print
    invoke-static {v1}, Lmerges/Main;->diamonds(I)I
    move-result v3
    add-int/2addr v0, v3
    add-int/lit8 v1, v1, 0x1
    goto :calls
    :print
    const/16 v1, 0x64
    invoke-static {v1}, Lmerges/Main;->rec(I)I
    move-result v3
    add-int/2addr v0, v3
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method public static rec(I)I
    .registers 2
    if-nez p0, :more
    const/4 v0, 0x0
    return v0
    :more
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Lmerges/Main;->rec(I)I
    move-result v0
    add-int/lit8 v0, v0, 0x1
    return v0
.end method
"#;

/// `diamonds(I)I`: 70 diamonds, the d-th on bit `d % 6` of the argument (+1 if set, +2 if not).
fn diamonds_method() -> String {
    let mut code =
        String::from(".method public static diamonds(I)I\n    .registers 3\n    const/4 v0, 0x0\n");
    for d in 0..70 {
        code.push_str(&format!(
            "    and-int/lit16 v1, p0, {:#x}\n    if-eqz v1, :zero_{d}\n    add-int/lit8 v0, v0, 0x1\n    goto :join_{d}\n    :zero_{d}\n    add-int/lit8 v0, v0, 0x2\n    :join_{d}\n",
            1 << (d % 6)
        ));
    }
    code.push_str("    return v0\n.end method\n");
    code
}

fn merges_expected() -> String {
    let mut sum: i32 = (0..2000).map(|i| if i & 3 != 0 { 3 } else { 5 }).sum();
    for x in 0..1000 {
        sum += (0..70)
            .map(|d| if x & (1 << (d % 6)) != 0 { 1 } else { 2 })
            .sum::<i32>();
    }
    format!("{}\n", sum + 100)
}

/// The merges program assembled into `dir/p.dex`.
fn merges_dex(dir: &Path) -> PathBuf {
    let source = dir.join("Main.smali");
    fs::write(&source, format!("{MERGES}\n{}", diamonds_method())).unwrap();
    let dex = dir.join("p.dex");
    run(Command::new("smali")
        .args(["a", "--api", "21", "-o"])
        .arg(&dex)
        .arg(&source));
    dex
}

#[test]
fn long_merges_overflow_pap_and_cut_bl_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let dex = merges_dex(work.path());
    for (scheme, numbering) in [("pap", Numbering::Pap), ("bl", Numbering::Bl)] {
        let out_dex = work.path().join(format!("{scheme}.dex"));
        let meta = work.path().join(format!("{scheme}.meta"));
        instrument_with(&dex, &out_dex, &meta, scheme);
        let (out, trace) = run_main(
            &out_dex,
            "merges.Main",
            &[],
            &work.path().join(format!("{scheme}-traces")),
        );
        assert_eq!(String::from_utf8_lossy(&out.stdout), merges_expected());
        assert_exact(&format!("merges ({scheme})"), &trace, &meta, scheme);
        let counts = records(&trace, numbering);
        match numbering {
            // 2000 iterations at 2 bits each: about 64 overflows in main, one or two per call.
            Numbering::Pap => assert!(counts[record::OVERFLOW as usize] >= 1000, "{counts:?}"),
            // A back edge per iteration, and cut diamond edges in every call.
            Numbering::Bl => assert!(counts[record::BACK as usize] >= 4000, "{counts:?}"),
        }
    }
}

/// A cut trace decodes, thread by thread, to an exact prefix of the full record and says
/// where it stops; a baseline asked of a trace without it, and `pap` with `bl` in one app,
/// are refused with messages that say what to do.
#[test]
fn cut_traces_give_prefixes_and_mismatches_clear_errors() {
    if !tier(Tier::Jvm) {
        return;
    }
    // The merges program: the main thread's record spans several chunks.
    let name = "merges";
    let work = tempfile::tempdir().unwrap();
    let dex = merges_dex(work.path());
    for scheme in ["pap", "bl"] {
        let instrumented = work.path().join(format!("{scheme}.dex"));
        let meta = work.path().join(format!("{scheme}.meta"));
        instrument_with(&dex, &instrumented, &meta, scheme);
        let (_, trace) = run_main(
            &instrumented,
            "merges.Main",
            &[],
            &work.path().join(format!("{scheme}-t")),
        );
        let full = assert_exact(name, &trace, &meta, scheme);
        let bytes = fs::read(&trace).unwrap();
        let mut kept_some = false;
        for cut_at in [
            bytes.len() / 3,
            bytes.len() / 2,
            bytes.len() * 2 / 3,
            bytes.len() - 3,
        ] {
            let cut = work.path().join(format!("{scheme}-cut.adtrace"));
            fs::write(&cut, &bytes[..cut_at]).unwrap();
            let out = decode_scheme(&cut, &meta, scheme, "blocks");
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
            let full_threads = by_thread(&full);
            let part = by_thread(&String::from_utf8(out.stdout).unwrap());
            for (thread, lines) in &part {
                let all = full_threads.get(thread).map(Vec::as_slice).unwrap_or(&[]);
                assert!(
                    all.starts_with(lines),
                    "{scheme} cut at {cut_at}: thread {thread}: {} lines are not a prefix",
                    lines.len()
                );
                kept_some |= !lines.is_empty() && lines.len() < all.len();
            }
            assert!(
                String::from_utf8_lossy(&out.stderr).contains("the file ends inside a chunk"),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        }
        assert!(kept_some, "{scheme}: no cut kept a strict prefix");

        // The other baseline is not in this trace.
        let other = if scheme == "pap" { "bl" } else { "pap" };
        let out = decode_scheme(&trace, &meta, other, "blocks");
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(&format!("no `{other}` record")), "{err}");
    }

    let out = Command::new(ADAPTRACE)
        .args(["--quiet", "instrument"])
        .arg(&dex)
        .args(["--scheme", "pap,bl", "-o"])
        .arg(work.path().join("both.dex"))
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("one build per scheme"), "{err}");
}
