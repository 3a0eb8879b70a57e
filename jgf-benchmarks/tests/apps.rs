//! Every app of the suite, built as the harness builds it, prints exactly what its plain-Java
//! reference prints at the small size, through its kernel's `main` and through its launcher
//! activity; every scheme's record of it decodes exactly; and the harness measures every
//! variant.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use adaptrace_test_support::oracle::{self, Build};
use adaptrace_test_support::profiles;
use adaptrace_test_support::{tier, Tier};
use android_runtime::meta::Metadata;
use android_runtime::scheme::Recovers;
use android_runtime::Scheme;
use android_runtime::MODEL_PROPERTY;
use apk_io::{NoProgress, Signing, Toolchain};
use device_sim::host::{self, Cache, RunOptions};
use instrumentor::instrument::{instrument, Request};
use jgf_benchmarks::app::{self, is_call_heavy, App, Size, LOG_TAG, SUITE};
use jgf_benchmarks::harness::{static_counts, variant, variants};
use jgf_benchmarks::package::{build_apk, compile_reference, run_reference};
use trace_parser::emit::Emit;
use trace_parser::models;
use trace_parser::DecodedFile;

fn suite() -> Vec<App> {
    app::select(&app::apps_dir(), &[]).expect("the whole suite is present")
}

/// Checks one app; returns what is wrong with it.
fn check_app(app: &App, work: &Path, cache: &Cache) -> Result<(), String> {
    let toolchain = Toolchain::from_env();
    let apk = build_apk(app, &toolchain, work).map_err(|e| format!("{e:#}"))?;
    let jars = host::prepare_jars(&apk, &toolchain, cache, &NoProgress)
        .map_err(|e| format!("cannot prepare {}: {e}", apk.display()))?;
    if !jars.warnings.is_empty() {
        return Err(format!("enjarify could not translate: {:?}", jars.warnings));
    }
    let classes = compile_reference(app, work).map_err(|e| format!("{e:#}"))?;
    let reference = run_reference(app, &classes, Size::Small).map_err(|e| format!("{e:#}"))?;
    let expected = String::from_utf8_lossy(&reference.stdout).into_owned();
    if !reference.status.success() {
        return Err(format!(
            "the reference failed: {}",
            String::from_utf8_lossy(&reference.stderr)
        ));
    }
    let prefix = app.result_prefix(Size::Small);
    let line = expected.trim_end();
    if !line.starts_with(&prefix) || line.lines().count() != 1 || line.contains("INVALID") {
        return Err(format!(
            "the reference printed {expected:?}, not one valid line starting {prefix:?}"
        ));
    }

    let traces = work.join(format!("{}.traces", app.name));
    let run = |class: &str, arg: &str| {
        host::run_captured(
            &jars,
            class,
            &[OsString::from(arg)],
            &traces,
            &RunOptions::default(),
        )
        .map_err(|e| format!("cannot run {class}: {e}"))
    };
    let kernel = run(&app.kernel_class(), "small")?;
    let got = String::from_utf8_lossy(&kernel.stdout);
    if !kernel.status.success() || got != expected {
        return Err(format!(
            "main printed {got:?}, the reference {expected:?}; stderr: {}",
            String::from_utf8_lossy(&kernel.stderr)
        ));
    }

    let activity = run(&app.activity_class(), "size=small")?;
    let logged = format!("I/{LOG_TAG}: {line}");
    let stderr = String::from_utf8_lossy(&activity.stderr);
    if !activity.status.success() || !stderr.lines().any(|l| l == logged) {
        return Err(format!(
            "the launcher activity did not log {logged:?}; stderr: {stderr}"
        ));
    }

    let wrong = run(&app.kernel_class(), "huge")?;
    let stderr = String::from_utf8_lossy(&wrong.stderr);
    if wrong.status.success()
        || !stderr.contains("unknown size 'huge': use small, benchmark or steady")
    {
        return Err(format!(
            "size `huge` was not refused with the contract's message; stderr: {stderr}"
        ));
    }
    Ok(())
}

#[test]
fn every_app_prints_what_its_reference_prints() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let cache = Cache::new(work.path().join("cache"));
    // Two workers: each app is mostly waiting on short JVMs (apktool, baksmali, enjarify, java).
    let failures = for_each_app(|app| check_app(app, work.path(), &cache));
    assert!(
        failures.is_empty(),
        "{} of {} apps fail:\n{}",
        failures.len(),
        SUITE.len(),
        failures.join("\n")
    );
}

/// The paper's JGFMath has 963 code blocks, 120 branches and 30 loops; ours has at least as
/// many, and more than any other JGF app (the call-heavy apps of section 4 are not JGF's).
#[test]
fn math_is_the_richest_in_control_flow() {
    let apps: Vec<App> = suite()
        .into_iter()
        .filter(|a| !is_call_heavy(&a.name))
        .collect();
    let counts: Vec<_> = apps
        .iter()
        .map(|a| (a.name.as_str(), static_counts(a).unwrap()))
        .collect();
    let (_, math) = counts.iter().find(|(n, _)| *n == "Math").unwrap();
    assert!(
        math.blocks >= 963 && math.branches >= 120 && math.loops >= 30,
        "Math: {math:?}"
    );
    for (name, c) in &counts {
        if *name != "Math" {
            assert!(
                c.blocks < math.blocks && c.branches < math.branches,
                "{name} {c:?} is richer than Math {math:?}"
            );
        }
    }
}

/// The harness on a few apps (JGF and call-heavy) at the small size, two runs: every variant
/// is measured (its instrumented runs printing what the original prints), with wall and CPU
/// times, calls and the overhead per call and per decision; runs.csv has every run; the
/// variants that learn (`paths`, `calls`) run from model generations 0 and 1 (each trace's
/// header must name its generation, or the variant fails) and write generation 2;
/// generations.csv has a line per
/// generation with the entropy of the decisions, and one for `gzip -9` of the `blocks` trace;
/// results.md sums the run-time ratios over each group of apps; the decoder's peak memory is
/// measured.
#[test]
fn harness_measures_every_variant() {
    if !tier(Tier::Harness) {
        return;
    }
    let out = tempfile::tempdir().unwrap();
    let picked = ["Exception", "Shapes"];
    let mut command = Command::new(env!("CARGO_BIN_EXE_jgf-benchmarks"));
    command
        .args(["--size", "small", "--runs", "2", "--quiet", "--out"])
        .arg(out.path());
    for name in picked {
        command.args(["--app", name]);
    }
    let result = command.output().unwrap();
    assert!(
        result.status.success(),
        "{}",
        String::from_utf8_lossy(&result.stderr)
    );
    let csv = std::fs::read_to_string(out.path().join("results.csv")).unwrap();
    let (header, rows) = parse_csv(&csv);
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    assert_eq!(rows.len(), picked.len() * variants().len(), "{csv}");
    for row in &rows {
        let (app, scheme, status) = (row[0], row[1], row[column("status")]);
        assert!(picked.contains(&app), "{csv}");
        assert!(row[column("blocks")].parse::<usize>().unwrap() > 0);
        let spec = variant(scheme).unwrap_or_else(|| panic!("{scheme}: {csv}"));
        let built = spec.scheme;
        let learns = built.spec().learns && spec.coder.is_some();
        assert_eq!(status, "ok", "{csv}");
        assert_eq!(row[column("runs")], "2");
        let number = |name: &str| row[column(name)].parse::<f64>().unwrap();
        assert!(number("trace_bytes_per_run") > 0.0, "{csv}");
        assert!(number("time_ratio") > 0.0, "{csv}");
        assert!(number("calls_per_run") > 0.0, "{csv}");
        assert!(number("instrumented_cpu_s") > 0.0, "{csv}");
        assert!(number("original_cpu_s") >= 0.0, "{csv}");
        assert!(number("ns_per_call").is_finite(), "{csv}");
        assert!(number("cpu_ns_per_call").is_finite(), "{csv}");
        if built.spec().recovers == Recovers::Blocks {
            assert!(number("decisions_per_run") > 0.0, "{csv}");
            assert!(number("bits_per_decision") > 0.0, "{csv}");
            assert!(number("blocks_per_call") >= 1.0, "{csv}");
            assert!(number("ns_per_decision").is_finite(), "{csv}");
            assert!(number("cpu_ns_per_decision").is_finite(), "{csv}");
        } else {
            // A record of calls only: no decisions or blocks to count or code.
            assert_eq!(number("decisions_per_run"), 0.0, "{csv}");
            assert!(row[column("bits_per_decision")].is_empty(), "{csv}");
        }
        // `contexts` logs its graph's changes; `pcc` counts its collisions on a paired run.
        let cell = |name: &str| row[column(name)];
        assert_eq!(
            cell("graph_changes_per_run").is_empty(),
            built != Scheme::Contexts,
            "{csv}"
        );
        assert_eq!(
            cell("pcc_contexts").is_empty(),
            built != Scheme::Pcc,
            "{csv}"
        );
        if built == Scheme::Pcc {
            let contexts = number("pcc_contexts");
            assert!(
                contexts > 0.0 && number("pcc_merged_64") <= contexts,
                "{csv}"
            );
            assert!(number("pcc_merged_64") <= number("pcc_merged_32"), "{csv}");
        }
        if learns {
            if built.spec().recovers == Recovers::Blocks {
                assert!(number("entropy_bits_per_decision") > 0.0, "{csv}");
            }
            assert!(row[column("gzip9_bytes_per_run")].is_empty(), "{csv}");
            // Runs 0 and 1 each taught the model a generation.
            let models = out.path().join(format!("work/{app}/{scheme}.meta/models"));
            assert!(models.join("gen-0002.admd").is_file(), "{models:?}");
            assert!(!models.join("gen-0003.admd").exists(), "{models:?}");
        } else if built.spec().oracle {
            let gzip = number("gzip9_bytes_per_run");
            assert!(gzip > 0.0 && gzip < number("trace_bytes_per_run"), "{csv}");
            assert!(row[column("entropy_bits_per_decision")].is_empty());
        }
    }

    let runs = std::fs::read_to_string(out.path().join("runs.csv")).unwrap();
    let (header, lines) = parse_csv(&runs);
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    assert_eq!(lines.len(), 2 * picked.len() * variants().len(), "{runs}");
    for line in &lines {
        assert!(["1", "2"].contains(&line[column("run")]), "{runs}");
        let blocks = variant(line[1]).is_some_and(|v| v.scheme.spec().recovers == Recovers::Blocks);
        for name in ["original_s", "instrumented_s", "calls", "decisions"] {
            if name != "decisions" || blocks {
                assert!(line[column(name)].parse::<f64>().unwrap() > 0.0, "{runs}");
            }
        }
    }

    let generations = std::fs::read_to_string(out.path().join("generations.csv")).unwrap();
    let (header, lines) = parse_csv(&generations);
    let column = |name: &str| header.iter().position(|h| *h == name).unwrap();
    let find = |app: &str, variant: &str, generation: &str| {
        let found: Vec<&Vec<&str>> = lines
            .iter()
            .filter(|l| l[0] == app && l[1] == variant && l[column("generation")] == generation)
            .collect();
        assert_eq!(
            found.len(),
            1,
            "{app} {variant} {generation}: {generations}"
        );
        found[0].clone()
    };
    for app in picked.iter().copied().chain(["suite"]) {
        for variant in ["paths", "paths-adaptracer"] {
            let labels: &[&str] = if app == "suite" {
                &["0", "1", "all"]
            } else {
                &["0", "1"]
            };
            for &generation in labels {
                let line = find(app, variant, generation);
                let number = |name: &str| line[column(name)].parse::<f64>().unwrap();
                let (bits, entropy) = (
                    number("bits_per_decision"),
                    number("entropy_bits_per_decision"),
                );
                assert!(bits > 0.0 && entropy > 0.0, "{generations}");
                let ratio = number("ratio_to_entropy");
                assert!((ratio - bits / entropy).abs() < 0.01, "{generations}");
            }
        }
        let blocks = find(app, "blocks", "all");
        let gzip = find(app, "blocks-gzip9", "all");
        let bytes = |line: &[&str]| line[column("trace_bytes")].parse::<u64>().unwrap();
        assert!(
            bytes(&gzip) > 0 && bytes(&gzip) < bytes(&blocks),
            "{generations}"
        );
    }
    assert_eq!(
        find("suite", "paths", "0")[column("apps")],
        picked.len().to_string()
    );

    let md = std::fs::read_to_string(out.path().join("results.md")).unwrap();
    assert!(md.contains("| Exception | blocks | ok |"), "{md}");
    assert!(md.contains("### Suite (sum over apps)"), "{md}");
    // One line per variant sums the run-time ratios over Shapes and over the JGF app.
    let suite = md.split("## Run time over the suite").nth(1).unwrap();
    for variant in variants() {
        let line = suite
            .lines()
            .find(|l| l.starts_with(&format!("| {} |", variant.name)))
            .unwrap_or_else(|| panic!("{suite}"));
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        assert_eq!((cells[1], cells[4]), ("1", "1"), "{line}");
        for ratio in [cells[2], cells[3], cells[5], cells[6]] {
            assert!(ratio.parse::<f64>().unwrap() > 0.0, "{line}");
        }
    }
    // The call-trace table compares `fi`, `bri`, raw and coded `calls` on both apps, every
    // figure measured.
    let calls = md
        .split("## Call traces")
        .nth(1)
        .unwrap_or_else(|| panic!("{md}"));
    let summary = calls
        .lines()
        .find(|l| l.starts_with("Over these 2 apps"))
        .unwrap_or_else(|| panic!("{calls}"));
    assert!(
        !summary.contains("n/a") && !summary.contains("not measured"),
        "{summary}"
    );
    // The calling-context table compares `contexts`, `pcc` and `blocks` on both apps.
    let contexts = md
        .split("## Calling contexts")
        .nth(1)
        .unwrap_or_else(|| panic!("{md}"));
    let summary = contexts
        .lines()
        .find(|l| l.starts_with("Over these 2 apps"))
        .unwrap_or_else(|| panic!("{contexts}"));
    assert!(
        !summary.contains("n/a") && !summary.contains("not measured"),
        "{summary}"
    );
    // The issue-14 targets line has a number for every figure: both kinds of app and `pap` ran.
    let targets = suite
        .lines()
        .find(|l| l.starts_with("Issue 14 targets"))
        .unwrap_or_else(|| panic!("{suite}"));
    assert!(!targets.contains("not measured"), "{targets}");
    // `pap` and `bl` are measured: `paths` is compared with their trace bytes.
    for baseline in ["pap", "bl"] {
        let after = md
            .split(&format!("over `{baseline}`'s: "))
            .nth(1)
            .unwrap_or_else(|| panic!("{md}"));
        assert!(!after.starts_with("missing"), "{md}");
    }
    // The largest paths trace was decoded in a child process that reported its peak memory.
    let memory = md.split("## Decoder memory").nth(1).unwrap();
    let peak_row = memory
        .lines()
        .find(|l| l.contains("| small |"))
        .unwrap_or_else(|| panic!("{memory}"));
    let peak: u64 = peak_row
        .trim_matches('|')
        .rsplit('|')
        .next()
        .unwrap()
        .trim()
        .parse()
        .unwrap();
    assert!(peak > 1000, "{memory}");
}

/// The header and the rows of a CSV text with no quoted cells.
fn parse_csv(text: &str) -> (Vec<&str>, Vec<Vec<&str>>) {
    let mut lines = text.lines();
    let header = lines.next().unwrap().split(',').collect();
    (header, lines.map(|l| l.split(',').collect()).collect())
}

/// Runs `work` over every app on two threads; returns the apps' failures.
fn for_each_app(work: impl Fn(&App) -> Result<(), String> + Sync) -> Vec<String> {
    let apps = suite();
    let next = Mutex::new(apps.iter());
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let Some(app) = next.lock().unwrap().next() else {
                    break;
                };
                if let Err(e) = work(app) {
                    failures.lock().unwrap().push(format!("{}: {e}", app.name));
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

/// Every app in the builds that put every scheme beside the oracle (and every coder of a scheme
/// that learns; `oracle::builds`), run at the small size: it prints what the reference prints,
/// and each scheme's record decodes to exactly the oracle's blocks, calls and contexts; a
/// scheme that learns again from the model generation its first run taught.
#[test]
fn every_app_decodes_exactly_under_every_scheme() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let cache = Cache::new(work.path().join("cache"));
    let toolchain = Toolchain::from_env();
    let failures = for_each_app(|app| {
        let dir = work.path().join(&app.name);
        let dex = dir.join("app.dex");
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        let smali = Command::new("smali")
            .args(["a", "--api", "21", "-o"])
            .arg(&dex)
            .arg(app.smali_dir())
            .output()
            .map_err(|e| e.to_string())?;
        if !smali.status.success() {
            return Err(String::from_utf8_lossy(&smali.stderr).into_owned());
        }
        for (index, build) in oracle::builds().into_iter().enumerate() {
            let label = build.label();
            let out = dir.join(format!("{label}.dex"));
            let meta = dir.join(format!("{label}.meta"));
            instrument(
                &Request {
                    input: &dex,
                    output: &out,
                    meta_dir: &meta,
                    work_dir: &dir.join(format!("{label}.work")),
                    schemes: &build.schemes,
                    coder: build.coder,
                    events: &[],
                    signing: &Signing::Unsigned,
                    codec: Default::default(),
                    edits: Default::default(),
                },
                &toolchain,
                &NoProgress,
            )
            .map_err(|e| format!("{label}: instrument: {e}"))?;
            let jars = host::prepare_jars(&out, &toolchain, &cache, &NoProgress)
                .map_err(|e| e.to_string())?;
            let trace = run_small(app, &jars, &dir.join(format!("{label}.traces")), &[])
                .map_err(|e| format!("{label}: {e}"))?;
            let decoded =
                check_exact(&trace, &meta, &build, 0).map_err(|e| format!("{label}: {e}"))?;
            check_profiles(&decoded, &meta, index == 0).map_err(|e| format!("{label}: {e}"))?;
            if build.coder.is_some() && build.schemes.iter().any(|s| s.spec().learns) {
                // A second run from the model the first taught (`paths`: its hot decisions are
                // pinned, passed silently or coded as MISS events; `calls`: its witnesses are
                // predicted from the first run's), and it decodes exactly too.
                models::update(&meta, std::slice::from_ref(&trace)).map_err(|e| e.to_string())?;
                let model =
                    std::path::absolute(models::path(&meta, 1)).map_err(|e| e.to_string())?;
                let mut property = OsString::from(format!("-D{MODEL_PROPERTY}="));
                property.push(model.as_os_str());
                let again = run_small(app, &jars, &dir.join(format!("{label}.gen1")), &[property])
                    .map_err(|e| format!("{label}, generation 1: {e}"))?;
                check_exact(&again, &meta, &build, 1)
                    .map_err(|e| format!("{label}, generation 1: {e}"))?;
            }
        }
        Ok(())
    });
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Runs `app`'s kernel at the small size with the JVM options `java_opts`, traces into
/// `traces`; checks its output and returns its trace.
fn run_small(
    app: &App,
    jars: &host::HostJars,
    traces: &Path,
    java_opts: &[OsString],
) -> Result<PathBuf, String> {
    let options = RunOptions {
        java_opts: java_opts.to_vec(),
        ..RunOptions::default()
    };
    let run = host::run_captured(
        jars,
        &app.kernel_class(),
        &[OsString::from("small")],
        traces,
        &options,
    )
    .map_err(|e| e.to_string())?;
    let printed = String::from_utf8_lossy(&run.stdout);
    if !run.status.success() || !printed.starts_with(&app.result_prefix(Size::Small)) {
        return Err(format!(
            "the instrumented app printed {printed:?}; stderr {}",
            String::from_utf8_lossy(&run.stderr)
        ));
    }
    std::fs::read_dir(traces)
        .map_err(|e| e.to_string())?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .find(|p| p.extension().is_some_and(|x| x == "adtrace"))
        .ok_or_else(|| "no trace written".to_string())
}

/// Every record of `build` in `trace` decodes (with model `generation`) to exactly what its
/// oracle record prints, in every format that shows a run event by event; a `bri` or `calls`
/// selection is LL(1).
fn check_exact(
    trace: &Path,
    meta: &Path,
    build: &Build,
    generation: u32,
) -> Result<DecodedFile, String> {
    let decoder = models::decoder(meta, generation).map_err(|e| e.to_string())?;
    oracle::check_selection(decoder.metadata())?;
    let decoded = decoder.decode_file(trace).map_err(|e| e.to_string())?;
    build.checked().try_for_each(|scheme| {
        oracle::check(
            &decoded,
            scheme,
            decoder.metadata(),
            Emit::events_of(scheme),
        )
        .map_err(|e| format!("{scheme}: {e}"))
    })?;
    Ok(decoded)
}

/// Every record of `decoded` that recovers calls gives the oracle's calling context tree;
/// when `properties`, the oracle's profiles have the k-CCF properties for k = 1 .. depth + 1.
fn check_profiles(decoded: &DecodedFile, meta: &Path, properties: bool) -> Result<(), String> {
    let (metadata, _) = Metadata::read(meta).map_err(|e| e.to_string())?;
    let metadata = std::sync::Arc::new(metadata);
    let (_, oracle) = decoded
        .records
        .iter()
        .find(|(s, _)| s.spec().oracle)
        .ok_or("no oracle record")?;
    if properties {
        profiles::check(oracle, &metadata).map_err(|e| format!("profiles: {e}"))?;
    }
    let others = decoded
        .records
        .iter()
        .filter(|(s, _)| !s.spec().oracle && s.spec().recovers >= Recovers::Contexts)
        .map(|(s, run)| (s.to_string(), run));
    profiles::same_ccts(oracle, others, &metadata)
}

/// Every app directory is in the suite and every app of the suite has one.
#[test]
fn the_suite_is_complete() {
    let names: Vec<String> = suite().into_iter().map(|a| a.name).collect();
    assert_eq!(names, SUITE);
    let mut dirs: Vec<String> = std::fs::read_dir(app::apps_dir())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    dirs.sort();
    let mut sorted = names;
    sorted.sort();
    assert_eq!(dirs, sorted);
}
