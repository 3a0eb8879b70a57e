//! What only `paths` has, checked against the `blocks` oracle on a few test programs (each
//! instrumented with both schemes at once, so one run writes one trace holding both records):
//! model generations, damaged traces and mismatched models. Every program under every scheme
//! is `tests/schemes.rs`'s.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use common::{
    args_of, assemble_program, assert_exact, by_thread, decode, decode_output, decode_scheme, run,
    traces_in, ADAPTRACE,
};

use adaptrace_test_support::{tier, Tier};

/// `adaptrace instrument DEX --scheme blocks,paths --coder CODER`.
fn instrument_both(dex: &Path, out: &Path, meta: &Path, coder: &str) {
    run(Command::new(ADAPTRACE)
        .args(["--quiet", "instrument"])
        .arg(dex)
        .args(["--scheme", "blocks,paths", "--coder", coder, "-o"])
        .arg(out)
        .arg("--meta")
        .arg(meta));
}

/// Runs program `name` from `input` with an optional model; returns the run and its trace.
fn run_program(input: &Path, name: &str, traces: &Path, model: Option<&Path>) -> (Output, PathBuf) {
    let mut command = Command::new(ADAPTRACE);
    command.args(["--quiet", "host-run"]).arg(input);
    if let Some(model) = model {
        command.arg("--model").arg(model);
    }
    let out = command
        .args(["--main", &format!("{name}.Main"), "--trace-dir"])
        .arg(traces)
        .arg("--")
        .args(args_of(name))
        .output()
        .unwrap();
    let files = traces_in(traces);
    assert_eq!(files.len(), 1, "{name}: one trace per run: {files:?}");
    (out, files[0].clone())
}

/// Three model generations in a row: each run starts from the model the previous runs taught
/// (its trace header names that generation), decodes exactly, and costs no more bytes than the
/// run before it; every generation stays on disk and re-counting a trace is refused.
#[test]
fn model_generations_keep_decoding_exactly_and_shrink_the_trace() {
    if !tier(Tier::Jvm) {
        return;
    }
    for name in ["loops", "callbacks"] {
        let work = tempfile::tempdir().unwrap();
        let dex = work.path().join("p.dex");
        assemble_program(name, &dex);
        let instrumented = work.path().join("p.instrumented.dex");
        let meta = work.path().join("meta");
        instrument_both(&dex, &instrumented, &meta, "range");
        let mut sizes = Vec::new();
        let mut model: Option<PathBuf> = None;
        for generation in 0..4u32 {
            let traces = work.path().join(format!("traces-{generation}"));
            let (out, trace) = run_program(&instrumented, name, &traces, model.as_deref());
            assert!(out.status.success(), "{name}: run {generation} failed");
            let header = android_runtime::trace::read_trace(&trace).unwrap().header;
            assert_eq!(header.model_generation, generation, "{name}");
            assert_exact(
                &format!("{name} generation {generation}"),
                &trace,
                &meta,
                "paths",
            );
            sizes.push(fs::metadata(&trace).unwrap().len());
            let update = Command::new(ADAPTRACE)
                .args(["model", "update", "--meta"])
                .arg(&meta)
                .arg(&trace)
                .output()
                .unwrap();
            assert!(
                update.status.success(),
                "{}",
                String::from_utf8_lossy(&update.stderr)
            );
            let next = meta.join(format!("models/gen-{:04}.admd", generation + 1));
            assert!(next.is_file(), "{name}: {} missing", next.display());
            model = Some(next);
        }
        for g in 0..=4 {
            assert!(meta.join(format!("models/gen-{g:04}.admd")).is_file());
        }
        assert!(
            sizes.windows(2).all(|w| w[1] <= w[0]) && sizes[3] < sizes[0],
            "{name}: trace bytes by generation {sizes:?}"
        );
        // The last trace again: already counted, so the update refuses to count it twice.
        let last = traces_in(&work.path().join("traces-3")).remove(0);
        let again = Command::new(ADAPTRACE)
            .args(["model", "update", "--meta"])
            .arg(&meta)
            .arg(&last)
            .output()
            .unwrap();
        assert!(!again.status.success());
        assert!(
            String::from_utf8_lossy(&again.stderr).contains("already counted in generation 4"),
            "{}",
            String::from_utf8_lossy(&again.stderr)
        );
    }
}

/// Each thread's lines in `part` are a prefix of its lines in `full`; returns how many lines
/// `part` has.
fn assert_thread_prefixes(part: &str, full: &str) -> usize {
    let full = by_thread(full);
    let part_threads = by_thread(part);
    for (thread, lines) in &part_threads {
        let all = full.get(thread).map(Vec::as_slice).unwrap_or(&[]);
        assert!(
            all.starts_with(lines),
            "thread {thread}: {} lines are not a prefix of the full {}",
            lines.len(),
            all.len()
        );
    }
    part_threads.values().map(Vec::len).sum()
}

/// Damage and mismatches: a cut trace decodes, thread by thread, to an exact prefix and says
/// where it stops; a flipped byte stops at the damaged chunk; a trace decoded with another
/// build's metadata, or whose model generation is missing, is refused with a message naming
/// what to use; a runtime given another app's model starts from generation 0 and says so.
#[test]
fn damaged_traces_and_wrong_models_give_prefixes_or_clear_errors() {
    if !tier(Tier::Jvm) {
        return;
    }
    // Callbacks from JDK code return to depth 0 several times: several `paths` chunks.
    let name = "callbacks";
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program(name, &dex);
    let instrumented = work.path().join("p.instrumented.dex");
    let meta = work.path().join("meta");
    instrument_both(&dex, &instrumented, &meta, "range");
    let (_, trace) = run_program(&instrumented, name, &work.path().join("t0"), None);
    let full = assert_exact(name, &trace, &meta, "paths");
    let bytes = fs::read(&trace).unwrap();

    // Cut in the middle: a prefix of the full record, with a note saying where it stops.
    let cut = work.path().join("cut.adtrace");
    fs::write(&cut, &bytes[..bytes.len() * 2 / 3]).unwrap();
    let out = decode_scheme(&cut, &meta, "paths", "blocks");
    assert!(out.status.success());
    let kept = assert_thread_prefixes(&String::from_utf8(out.stdout).unwrap(), &full);
    assert!(kept > 0 && kept < full.lines().count(), "{kept} lines kept");
    assert!(String::from_utf8_lossy(&out.stderr).contains("the file ends inside a chunk"));

    // A flipped byte in the last chunk: decoding stops before it and says so.
    let flipped = work.path().join("flipped.adtrace");
    let mut damaged = bytes.clone();
    let at = damaged.len() - 6;
    damaged[at] ^= 0x40;
    fs::write(&flipped, &damaged).unwrap();
    let out = decode_scheme(&flipped, &meta, "paths", "blocks");
    assert!(out.status.success());
    assert_thread_prefixes(&String::from_utf8(out.stdout).unwrap(), &full);
    assert!(String::from_utf8_lossy(&out.stderr).contains("the file is damaged from this chunk on"));

    // Another build's metadata (the oracle alone: another scheme list, another hash).
    let other_meta = work.path().join("other");
    common::instrument_blocks(&dex, &work.path().join("o.dex"), &other_meta);
    let out = decode_output(&trace, &other_meta, "blocks");
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("decode it with the metadata directory"));

    // A trace written with generation 1 while the metadata directory lost that generation.
    run(Command::new(ADAPTRACE)
        .args(["model", "update", "--meta"])
        .arg(&meta)
        .arg(&trace));
    let model = meta.join("models/gen-0001.admd");
    let (_, trace1) = run_program(&instrumented, name, &work.path().join("t1"), Some(&model));
    assert_exact(name, &trace1, &meta, "paths");
    fs::rename(&model, work.path().join("away.admd")).unwrap();
    let out = decode_output(&trace1, &meta, "blocks");
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("gen-0001.admd"), "{err}");

    // A model of other metadata given to the runtime: it starts from generation 0, says so in
    // the header, and the trace decodes exactly.
    let (metadata, _) = android_runtime::meta::Metadata::read(&meta).unwrap();
    let foreign = work.path().join("foreign.admd");
    trace_parser::models::uniform(&metadata, 0x0123_4567_89ab_cdef)
        .unwrap()
        .write_atomic(&foreign)
        .unwrap();
    let (_, trace2) = run_program(&instrumented, name, &work.path().join("t2"), Some(&foreign));
    let header = android_runtime::trace::read_trace(&trace2).unwrap().header;
    assert_eq!(header.model_generation, 0);
    assert_eq!(
        header.model_status,
        android_runtime::trace::ModelStatus::OtherMetadata
    );
    assert_exact(name, &trace2, &meta, "paths");
    let (summary, _) = decode(&trace2, &meta, "summary");
    assert!(summary.contains("complete"), "{summary}");
}

/// The methods whose runs `paths` infers (no probe of their own) are those that only calls
/// surely entering them reach, and the runs decode exactly with both coders: `Flag.run` runs
/// one way like the others, but `Thread.run` calls it through `Runnable`, so it keeps its
/// probes, and the decoded trace has both its calls.
#[test]
fn methods_only_sure_app_calls_reach_are_inferred_and_decode_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let dex = work.path().join("p.dex");
    assemble_program("inferred", &dex);
    for coder in ["range", "adaptracer"] {
        let out = work.path().join(format!("{coder}.dex"));
        let meta = work.path().join(format!("{coder}-meta"));
        instrument_both(&dex, &out, &meta, coder);
        let (metadata, _) = android_runtime::meta::Metadata::read(&meta).unwrap();
        let inferred: Vec<String> = metadata
            .methods
            .iter()
            .filter(|m| m.inferred)
            .map(|m| m.signature())
            .collect();
        assert_eq!(
            inferred,
            [
                "Linferred/Counter;->add(I)V",
                "Linferred/Counter;->get()I",
                "Linferred/Main;->inc(I)I",
                "Linferred/Seven;->next()I",
                "Linferred/Util;->twice(I)I",
            ]
        );
        let traces = work.path().join(format!("{coder}-traces"));
        let (run, trace) = run_program(&out, "inferred", &traces, None);
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(String::from_utf8_lossy(&run.stdout), "util ready\n131\n");
        assert_exact("inferred", &trace, &meta, "paths");
        let (calls, _) = decode(&trace, &meta, "calls");
        let runs = calls
            .lines()
            .filter(|l| l.contains("\tcall\t") && l.ends_with("Linferred/Flag;->run()V"))
            .count();
        assert_eq!(runs, 2, "{calls}");
    }
}
