//! `adaptrace report` on real runs of the test programs: every file it writes, read the way
//! users' tools read it (`go tool pprof`, `genhtml`, headless Chromium, the folded and
//! speedscope grammars), its totals equal to the profiles of the oracle's record of the same
//! run; records without blocks (`calls`, `contexts`); what it refuses.

mod common;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Arc;

use adaptrace_test_support::{browser, text, tier, Tier};
use android_runtime::Scheme;
use common::{adaptrace, assemble_program, host_run, instrument_schemes, traces_in};
use report::stacks::Stacks;
use trace_parser::profile::{Options, Profiles};

/// Program `name` instrumented with `schemes` (the oracle beside them) and run once: its trace
/// and metadata directory, in `work`.
fn traced(name: &str, schemes: &str, work: &Path) -> (PathBuf, PathBuf) {
    let dex = work.join("p.dex");
    assemble_program(name, &dex);
    let out = work.join("i.dex");
    let meta = work.join("meta");
    instrument_schemes(&dex, &out, &meta, schemes);
    let traces = work.join("traces");
    host_run(&out, name, &traces);
    let files = traces_in(&traces);
    assert_eq!(files.len(), 1, "{name}: one trace");
    (files[0].clone(), meta)
}

/// The profiles of `scheme`'s record of `trace`, decoded in process.
fn profiles_of(trace: &Path, meta: &Path, scheme: Scheme) -> Profiles {
    let decoder = trace_parser::Decoder::open(meta).unwrap();
    let mut p = Profiles::new(Arc::new(decoder.metadata().clone()), Options::default());
    let stream = trace_parser::report::open(trace).unwrap();
    decoder.stream(&stream, scheme, &mut p).unwrap();
    p
}

/// `adaptrace report TRACE --meta META -o OUT EXTRA...`.
fn run_report(trace: &Path, meta: &Path, out: &Path, extra: &[&str]) -> Output {
    let mut args = vec!["report", trace.to_str().unwrap(), "--meta"];
    args.push(meta.to_str().unwrap());
    args.extend(["-o", out.to_str().unwrap()]);
    args.extend(extra);
    adaptrace(&args, 120)
}

/// [`run_report`], which must succeed; what it printed.
fn report(trace: &Path, meta: &Path, out: &Path, extra: &[&str]) -> String {
    let output = run_report(trace, meta, out, extra);
    assert!(output.status.success(), "report: {}", text(&output));
    text(&output)
}

/// Each line of a folded file: frames separated by `;`, none empty, a space, a positive count;
/// returns the counts' sum.
fn check_folded(path: &Path) -> u64 {
    let folded = fs::read_to_string(path).unwrap();
    let mut sum = 0;
    for line in folded.lines() {
        let (stack, count) = line.rsplit_once(' ').expect("a count after the last space");
        let count: u64 = count.parse().expect("the count is a number");
        assert!(count > 0, "{line}");
        assert!(stack.split(';').all(|f| !f.trim().is_empty()), "{line}");
        assert!(stack.starts_with("[thread "), "{line}");
        sum += count;
    }
    sum
}

/// The per-type totals `go tool pprof -raw` prints for `file` (None when `go` is missing).
fn pprof_totals(file: &Path) -> Option<Vec<u64>> {
    let out = Command::new("go")
        .args(["tool", "pprof", "-raw"])
        .arg(file)
        .output();
    let out = match out {
        Ok(o) => o,
        Err(e) => {
            println!("SKIP: go tool pprof: {e} (install golang-go: make deps)");
            return None;
        }
    };
    assert!(out.status.success(), "go tool pprof -raw: {}", text(&out));
    let raw = String::from_utf8_lossy(&out.stdout).into_owned();
    // Samples: a line `   V1 V2: LOC LOC ...` per sample, after the `Samples:` heading.
    let mut totals = vec![0u64; 2];
    let mut in_samples = false;
    for line in raw.lines() {
        if line.starts_with("Samples:") {
            in_samples = true;
            continue;
        }
        if line.starts_with("Locations") {
            break;
        }
        let Some((values, _)) = line.split_once(':') else {
            continue;
        };
        if !in_samples || line.starts_with(char::is_alphabetic) {
            continue;
        }
        let values: Vec<u64> = values
            .split_whitespace()
            .filter_map(|v| v.trim_end_matches("[dflt]").parse().ok())
            .collect();
        if values.len() == 2 {
            totals[0] += values[0];
            totals[1] += values[1];
        }
    }
    Some(totals)
}

/// Opens `page` in headless Chromium: no console error, a screenshot that is not blank.
fn check_in_browser(page: &Path, work: &Path) {
    if !browser::available() {
        println!(
            "SKIP: no Chromium at {} (make deps installs it)",
            browser::CHROMIUM
        );
        return;
    }
    let png = work.join(format!(
        "{}.png",
        page.file_name().unwrap().to_string_lossy()
    ));
    let errors = browser::open(page, &png).unwrap();
    assert!(errors.is_empty(), "{}: {errors:?}", page.display());
    assert!(
        !browser::is_blank(&png).unwrap(),
        "{} draws nothing",
        page.display()
    );
}

/// A `paths` record: every file, read by the tools, with the oracle's totals.
#[test]
fn a_paths_report_reads_in_every_tool_with_the_oracles_totals() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let (trace, meta) = traced("threads", "blocks,paths", work.path());
    let out = work.path().join("report");
    let printed = report(&trace, &meta, &out, &["--k", "2"]);
    assert!(printed.contains("index.html"), "{printed}");
    for file in [
        "index.html",
        "flamegraph.svg",
        "calls.folded",
        "blocks.folded",
        "profile.speedscope.json",
        "profile.pb.gz",
        "timeline.json",
        "coverage.lcov",
        "contexts.txt",
        "methods.tsv",
        "paths.tsv",
        "edges.tsv",
        "cfg/01.dot",
    ] {
        assert!(out.join(file).is_file(), "{file} is written");
    }
    // The report profiled `paths`, whose profiles are the oracle's.
    let oracle = profiles_of(&trace, &meta, Scheme::Blocks);
    let paths = profiles_of(&trace, &meta, Scheme::Paths);
    assert!(oracle.cct.tree.same_as(&paths.cct.tree));
    let stacks = Stacks::of(&oracle);
    assert!(stacks.total_blocks() > 0);
    assert_eq!(
        check_folded(&out.join("calls.folded")),
        stacks.total_calls()
    );
    assert_eq!(
        check_folded(&out.join("blocks.folded")),
        stacks.total_blocks()
    );

    let speedscope: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("profile.speedscope.json")).unwrap())
            .unwrap();
    let profiles = speedscope["profiles"].as_array().unwrap();
    let weights: u64 = profiles
        .iter()
        .flat_map(|p| p["weights"].as_array().unwrap())
        .map(|w| w.as_u64().unwrap())
        .sum();
    assert_eq!(weights, stacks.total_blocks());
    assert!(speedscope["shared"]["frames"].as_array().unwrap().len() > 3);

    let timeline: serde_json::Value =
        serde_json::from_str(&fs::read_to_string(out.join("timeline.json")).unwrap()).unwrap();
    let begins = timeline["traceEvents"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| e["ph"] == "B")
        .count() as u64;
    assert_eq!(begins, oracle.calls(), "one slice per call");

    // Edges out of every block add up to its runs, but for the frames a thread left open.
    let edges = fs::read_to_string(out.join("edges.tsv")).unwrap();
    let taken: u64 = edges
        .lines()
        .skip(1)
        .map(|l| l.rsplit('\t').next().unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(
        taken,
        stacks.total_blocks(),
        "every block run leaves by one edge"
    );

    let contexts = fs::read_to_string(out.join("contexts.txt")).unwrap();
    assert!(contexts.contains("2-CCF"), "{contexts}");
    let index = fs::read_to_string(out.join("index.html")).unwrap();
    for heading in ["Threads", "Hot methods by calls", "Hot paths", "Coverage"] {
        assert!(index.contains(heading), "index.html has {heading}");
    }

    if !tier(Tier::Tools) {
        return;
    }
    if let Some(totals) = pprof_totals(&out.join("profile.pb.gz")) {
        assert_eq!(totals, [stacks.total_calls(), stacks.total_blocks()]);
    }
    match Command::new("genhtml")
        .arg(out.join("coverage.lcov"))
        .args(["--ignore-errors", "source", "-q", "-o"])
        .arg(work.path().join("genhtml"))
        .output()
    {
        Ok(o) => {
            assert!(o.status.success(), "genhtml: {}", text(&o));
            assert!(work.path().join("genhtml/index.html").is_file());
        }
        Err(e) => println!("SKIP: genhtml: {e} (install lcov: make deps)"),
    }
    check_in_browser(&out.join("index.html"), work.path());
    check_in_browser(&out.join("flamegraph.svg"), work.path());
}

/// Records of calls only, and of calling contexts only, make reports too (no blocks: calls
/// weigh the flame graph); `pcc`'s hashes are refused, and so is a directory that is not a
/// report; a second report replaces the first.
#[test]
fn records_without_blocks_report_and_misuse_is_refused() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let (trace, meta) = traced("callbacks", "blocks,calls,contexts,pcc", work.path());
    let oracle = Stacks::of(&profiles_of(&trace, &meta, Scheme::Blocks));
    for scheme in ["calls", "contexts"] {
        let out = work.path().join(scheme);
        report(&trace, &meta, &out, &["--scheme", scheme]);
        assert_eq!(
            check_folded(&out.join("calls.folded")),
            oracle.total_calls()
        );
        assert!(!out.join("blocks.folded").exists());
        assert!(out.join("flamegraph.svg").is_file());
    }

    // Two runs add up: the same trace twice counts every context twice.
    let twice = work.path().join("twice");
    report(
        &trace,
        &meta,
        &twice,
        &[trace.to_str().unwrap(), "--scheme", "blocks"],
    );
    assert_eq!(
        check_folded(&twice.join("calls.folded")),
        2 * oracle.total_calls()
    );
    assert_eq!(
        check_folded(&twice.join("blocks.folded")),
        2 * oracle.total_blocks()
    );

    let pcc = run_report(
        &trace,
        &meta,
        &work.path().join("pcc"),
        &["--scheme", "pcc"],
    );
    assert!(!pcc.status.success());
    assert!(
        text(&pcc).contains("holds hashes of calling contexts"),
        "{}",
        text(&pcc)
    );
    assert!(!work.path().join("pcc").exists(), "nothing is left behind");

    let other = work.path().join("other");
    fs::create_dir(&other).unwrap();
    fs::write(other.join("notes.txt"), "mine").unwrap();
    let refused = run_report(&trace, &meta, &other, &[]);
    assert!(!refused.status.success());
    assert!(
        text(&refused).contains("is not a report"),
        "{}",
        text(&refused)
    );
    assert_eq!(fs::read_to_string(other.join("notes.txt")).unwrap(), "mine");

    // Replacing an earlier report leaves no staging directory behind.
    let out = work.path().join("calls");
    report(&trace, &meta, &out, &["--k", "1"]);
    assert!(fs::read_to_string(out.join("contexts.txt"))
        .unwrap()
        .contains("1-CCF"));
    let leftovers: Vec<_> = fs::read_dir(work.path())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            name.starts_with('.').then_some(name)
        })
        .collect();
    assert!(leftovers.is_empty(), "{leftovers:?}");
}
