//! The `blocks` instrumentation on the real-app corpus (fetched by tests/fetch-corpus.sh; without
//! it these tests skip and say why):
//!
//! - every method with code of every item is instrumented, or skipped only because its frame
//!   cannot take the scratch registers (L+P+S > 256); the output disassembles, carries an entry
//!   probe in exactly the instrumented methods, (APKs) passes `apksigner verify`, and equals what
//!   `--via-smali` (baksmali, apktool, `smali a`) builds but for the default static values
//!   `smali a` drops;
//! - corpus code run on the host JVM through a harness written here (tests/harness/) prints the
//!   same instrumented as original, and its trace decodes: the androguard test classes
//!   (Switch, FillArrays, ExceptionHandling), the Kotlin libraries (kotlin-stdlib,
//!   kotlinx.coroutines) that io.appium.settings ships, and its Apache commons-lang3 through
//!   the default and static methods of its interfaces.

mod common;

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use adaptrace_test_support::{dexes, text, tier, Tier};
use android_runtime::meta::Metadata;
use smali_parser::ast::{Class, Method, RegisterDecl};
use smali_parser::files;

use apk_io::multidex_index;
use common::decode;

/// Scratch registers of the `blocks` plan: D, T and I (notes/issue3.md).
const SCRATCH: u32 = 3;
/// The highest register count whose registers 8-bit operands can all name.
const EIGHT_BIT_REGISTERS: u32 = 256;
/// What the report says of a method skipped for the register limit.
const REGISTER_LIMIT_REASON: &str = "beyond v255";
/// The entry probe every instrumented method calls first.
const ENTER_CLASS: &str = "Ladaptrace/rt/Blocks;";
const ENTER_NAME: &str = "enter";
/// The runtime class that carries the app's package and metadata hash.
const RUNTIME_CONFIG: &str = "Ladaptrace/rt/Config;";

/// The heavy tests take turns: the machine may have 2 cores, and the tools they drive already
/// run in parallel.
static HEAVY: Mutex<()> = Mutex::new(());

fn heavy() -> std::sync::MutexGuard<'static, ()> {
    // A failed test poisons the lock; the others still run.
    HEAVY.lock().unwrap_or_else(|e| e.into_inner())
}

fn secs(d: Duration) -> String {
    format!("{:.1} s", d.as_secs_f64())
}

fn harness_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/harness")
        .join(name)
}

/// `adaptrace instrument INPUT --scheme blocks -o OUT --meta META`; returns how long it took.
/// Instruments `input` with `schemes`; how long it took.
fn instrument(input: &Path, out: &Path, meta: &Path, schemes: &str) -> Duration {
    let start = Instant::now();
    common::instrument_schemes(input, out, meta, schemes);
    start.elapsed()
}

/// What `<meta>/report.txt` says.
#[derive(Debug)]
struct Report {
    instrumented: usize,
    skipped: usize,
    /// (signature, reason) per `skipped` line.
    skips: Vec<(String, String)>,
}

fn read_report(meta: &Path) -> Report {
    let path = meta.join("report.txt");
    let text = fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let count = |key: &str| -> usize {
        let values: Vec<usize> = text
            .lines()
            .filter_map(|l| l.strip_prefix(key))
            .map(|v| {
                v.trim()
                    .parse()
                    .unwrap_or_else(|e| panic!("{}: `{key}{v}`: {e}", path.display()))
            })
            .collect();
        assert_eq!(values.len(), 1, "{}: one `{key}` line", path.display());
        values[0]
    };
    let skips = text
        .lines()
        .filter_map(|l| l.strip_prefix("skipped\t"))
        .map(|rest| {
            let (sig, reason) = rest.split_once('\t').unwrap_or_else(|| {
                panic!("{}: skipped line without reason: {rest}", path.display())
            });
            (sig.to_string(), reason.to_string())
        })
        .collect();
    Report {
        instrumented: count("methods instrumented:"),
        skipped: count("methods skipped:"),
        skips,
    }
}

/// The dex files of an .apk/.jar (or a bare .dex), written into `dir`, in multidex order.
fn dex_entries(path: &Path, kind: &str, dir: &Path) -> Vec<(String, PathBuf)> {
    fs::create_dir_all(dir).unwrap();
    if kind == "dex" {
        let out = dir.join("classes.dex");
        fs::copy(path, &out).unwrap();
        return vec![("classes.dex".to_string(), out)];
    }
    let mut archive = zip::ZipArchive::new(fs::File::open(path).unwrap())
        .unwrap_or_else(|e| panic!("{}: not a zip archive: {e}", path.display()));
    let mut out = Vec::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).unwrap();
        let name = entry.name().to_string();
        if multidex_index(&name).is_some() {
            let target = dir.join(&name);
            std::io::copy(&mut entry, &mut fs::File::create(&target).unwrap()).unwrap();
            out.push((name, target));
        }
    }
    out.sort_by_key(|(name, _)| multidex_index(name));
    out
}

/// `baksmali d` of each dex into `dir/<dex name>/`, every file parsed.
fn disassemble_and_parse(what: &str, dexes: &[(String, PathBuf)], dir: &Path) -> Vec<Class> {
    let mut classes = Vec::new();
    for (name, dex) in dexes {
        let out = dir.join(name);
        common::baksmali(dex, &out);
        let paths = files::smali_files(&out).unwrap();
        let parsed = files::load_files(&paths, &|| {}).unwrap_or_else(|errors| {
            panic!(
                "{what} {name}: {} files do not parse, e.g. {}",
                errors.len(),
                errors[0]
            )
        });
        classes.extend(parsed.into_iter().map(|f| f.class));
    }
    classes
}

fn signature(class: &Class, method: &Method) -> String {
    format!("{}->{}{}", class.name, method.name, method.proto)
}

/// The methods with code of the app (the runtime's classes left out), by signature; a
/// signature defined twice fails the test (the counts would not mean what they say).
fn code_methods<'c>(what: &str, classes: &'c [Class]) -> BTreeMap<String, &'c Method> {
    let mut out = BTreeMap::new();
    for class in classes
        .iter()
        .filter(|c| !android_runtime::is_runtime_class(&c.name))
    {
        for method in class.methods.iter().filter(|m| m.registers.is_some()) {
            let sig = signature(class, method);
            assert!(
                out.insert(sig.clone(), method).is_none(),
                "{what}: {sig} is defined twice"
            );
        }
    }
    out
}

/// L+P+S > 256: the scratch registers could not all be named by 8-bit operands.
fn over_register_limit(method: &Method) -> bool {
    let params = method.param_registers();
    let locals = match method.registers {
        Some(RegisterDecl::Locals(n)) => n,
        Some(RegisterDecl::Registers(n)) => n.saturating_sub(params),
        None => return false,
    };
    locals + params + SCRATCH > EIGHT_BIT_REGISTERS
}

/// Whether the method calls the entry probe.
fn probed(method: &Method) -> bool {
    method.instructions().any(|ins| {
        ins.method_ref()
            .is_some_and(|m| m.class == ENTER_CLASS && m.name == ENTER_NAME)
    })
}

/// Where an item's instrumented app goes (in its work directory).
fn instrumented_path(item: &common::Item, work: &Path) -> PathBuf {
    work.join(format!("instrumented.{}", item.kind))
}

/// The checks of one instrumented corpus item; returns its summary line.
fn check_item(item: &common::Item, work: &Path, instrument_time: Duration) -> String {
    let out = instrumented_path(item, work);
    let meta = work.join("meta");
    let checks = Instant::now();
    let report = read_report(&meta);
    let name = &item.name;

    assert_eq!(
        report.skips.len(),
        report.skipped,
        "{name}: `methods skipped` and the skipped lines disagree"
    );
    let wrong: Vec<String> = report
        .skips
        .iter()
        .filter(|(_, reason)| !reason.contains(REGISTER_LIMIT_REASON))
        .map(|(sig, reason)| format!("{sig}: {reason}"))
        .collect();
    assert!(
        wrong.is_empty(),
        "{name}: {} methods skipped for another reason than the register limit (a rewrite or \
         CFG failure), e.g.\n{}",
        wrong.len(),
        wrong[..wrong.len().min(10)].join("\n")
    );

    let input_dexes = dex_entries(&item.path, &item.kind, &work.join("in-dex"));
    let input_classes = disassemble_and_parse(name, &input_dexes, &work.join("in-smali"));
    let input = code_methods(name, &input_classes);
    let skipped: BTreeSet<&str> = report.skips.iter().map(|(s, _)| s.as_str()).collect();
    assert_eq!(
        skipped.len(),
        report.skips.len(),
        "{name}: a method skipped twice"
    );
    for sig in &skipped {
        let method = input.get(*sig).unwrap_or_else(|| {
            panic!("{name}: skipped {sig} is not a method with code of the input")
        });
        assert!(
            over_register_limit(method),
            "{name}: {sig} was skipped but L+P+{SCRATCH} <= {EIGHT_BIT_REGISTERS}"
        );
    }
    let over: Vec<&str> = input
        .iter()
        .filter(|(sig, m)| over_register_limit(m) && !skipped.contains(sig.as_str()))
        .map(|(sig, _)| sig.as_str())
        .collect();
    assert!(
        over.is_empty(),
        "{name}: methods over the register limit were not skipped: {over:?}"
    );
    assert_eq!(
        report.instrumented + report.skipped,
        input.len(),
        "{name}: instrumented + skipped != methods with code in the input"
    );

    if item.kind == "apk" {
        common::run(Command::new("apksigner").arg("verify").arg(&out));
    }
    let output_dexes = dex_entries(&out, &item.kind, &work.join("out-dex"));
    let output_classes = disassemble_and_parse(name, &output_dexes, &work.join("out-smali"));
    let output = code_methods(name, &output_classes);
    let missing: Vec<&String> = input.keys().filter(|s| !output.contains_key(*s)).collect();
    assert!(
        missing.is_empty(),
        "{name}: methods with code lost by instrumentation: {:?}",
        &missing[..missing.len().min(10)]
    );
    // The only methods instrumentation adds to app classes are the flushing lifecycle overrides.
    let added: Vec<&String> = output
        .keys()
        .filter(|s| {
            !input.contains_key(*s) && !s.ends_with("->onPause()V") && !s.ends_with("->onStop()V")
        })
        .collect();
    assert!(
        added.is_empty(),
        "{name}: unexpected new methods: {added:?}"
    );
    let with_probe: BTreeSet<&str> = output
        .iter()
        .filter(|(sig, m)| input.contains_key(*sig) && probed(m))
        .map(|(sig, _)| sig.as_str())
        .collect();
    assert_eq!(
        with_probe.len(),
        report.instrumented,
        "{name}: methods calling {ENTER_CLASS}->{ENTER_NAME} in the output vs the report"
    );
    for sig in &skipped {
        assert!(
            !with_probe.contains(sig),
            "{name}: skipped {sig} has probes"
        );
        assert_eq!(
            output[*sig], input[*sig],
            "{name}: skipped {sig} was changed"
        );
    }

    // The JVM tools' path gives the same app: read through baksmali's text, written by `smali a`.
    let via_out = work.join(format!("via-smali.{}", item.kind));
    common::run(
        Command::new(env!("CARGO_BIN_EXE_adaptrace"))
            .env("XDG_DATA_HOME", common::data_home())
            .args(["--quiet", "instrument", "--via-smali"])
            .arg(&item.path)
            .args(["--scheme", "blocks", "-o"])
            .arg(&via_out)
            .arg("--meta")
            .arg(work.join("via-smali-meta")),
    );
    let via_dexes = dex_entries(&via_out, &item.kind, &work.join("via-dex"));
    assert_eq!(
        via_dexes.iter().map(|(n, _)| n).collect::<Vec<_>>(),
        output_dexes.iter().map(|(n, _)| n).collect::<Vec<_>>(),
        "{name}: the native and the JVM tools' builds have different dex files"
    );
    // The runtime's configuration holds the manifest's package and the metadata hash: apktool
    // cannot read some manifests that the native reader reads (the scrcpy server's), so the
    // package, and with it the hash, may differ.
    let by_name = |classes: &[Class]| -> BTreeMap<String, Class> {
        classes
            .iter()
            .filter(|c| c.name != RUNTIME_CONFIG)
            .map(|c| (c.name.to_string(), c.clone()))
            .collect()
    };
    let via_classes = disassemble_and_parse(name, &via_dexes, &work.join("via-smali"));
    if let Err(e) =
        dexes::compare_with_smali(name, &by_name(&output_classes), &by_name(&via_classes))
    {
        panic!("{e}");
    }

    format!(
        "{name}: {} methods instrumented, {} skipped (register limit), {} -> {} dex (the same \
         with --via-smali); instrument {}, checks {}",
        report.instrumented,
        report.skipped,
        input_dexes.len(),
        output_dexes.len(),
        secs(instrument_time),
        secs(checks.elapsed())
    )
}

/// Every method with code of every corpus item is instrumented, or skipped for the register
/// limit only; the output disassembles, probes exactly the instrumented methods and leaves the
/// skipped ones as they were; instrumented APKs pass `apksigner verify`.
#[test]
fn every_corpus_method_is_instrumented_or_over_the_register_limit() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    let _turn = heavy();
    let start = Instant::now();
    // Instrumenting one item overlaps with checking the previous one: each alone leaves a core
    // idle part of the time (JVM start-up, single-threaded stages).
    std::thread::scope(|scope| {
        let (ready, instrumented) =
            std::sync::mpsc::sync_channel::<(&common::Item, tempfile::TempDir, Duration)>(1);
        let checker = scope.spawn(move || {
            for (item, work, time) in instrumented {
                println!("{}", check_item(item, work.path(), time));
            }
        });
        for item in &items {
            let work = tempfile::tempdir().unwrap();
            let meta = work.path().join("meta");
            let time = instrument(
                &item.path,
                &instrumented_path(item, work.path()),
                &meta,
                "blocks",
            );
            // A send fails only when the checker stopped: its panic is the one to report.
            if ready.send((item, work, time)).is_err() {
                break;
            }
        }
        drop(ready);
        if let Err(panic) = checker.join() {
            std::panic::resume_unwind(panic);
        }
    });
    println!(
        "{} items instrumented and checked in {}",
        items.len(),
        secs(start.elapsed())
    );
}

/// The manifest apktool decodes from `apk` (resources left alone), with the
/// `android:debuggable` attribute cut out, and whether it said true.
fn decoded_manifest(apk: &Path, dir: &Path) -> (String, bool) {
    common::run(
        Command::new("apktool")
            .args(["d", "-f", "-s", "-o"])
            .arg(dir)
            .arg(apk),
    );
    let text = fs::read_to_string(dir.join("AndroidManifest.xml"))
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let debuggable = text.contains(r#"android:debuggable="true""#);
    let without = [
        r#" android:debuggable="true""#,
        r#" android:debuggable="false""#,
    ]
    .iter()
    .fold(text, |t, attr| t.replace(attr, ""));
    (without, debuggable)
}

/// `instrument --debuggable` marks every corpus APK debuggable in its binary manifest: apktool
/// (a decoder written elsewhere) reads the attribute, the rest of the manifest is what it was,
/// and the APK passes `apksigner verify`.
#[test]
fn debuggable_marks_the_binary_manifest_and_nothing_else() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    let _turn = heavy();
    for item in items.iter().filter(|i| i.kind == "apk") {
        let work = tempfile::tempdir().unwrap();
        let out = work.path().join("debuggable.apk");
        let meta = work.path().join("meta");
        let path = item.path.to_str().expect("a UTF-8 corpus path");
        let made = common::adaptrace(
            &[
                "instrument",
                path,
                "--scheme",
                "blocks",
                "--debuggable",
                "-o",
                out.to_str().expect("a UTF-8 temp path"),
                "--meta",
                meta.to_str().expect("a UTF-8 temp path"),
            ],
            600,
        );
        assert!(made.status.success(), "{}: {}", item.name, text(&made));
        common::run(Command::new("apksigner").arg("verify").arg(&out));
        let (before, _) = decoded_manifest(&item.path, &work.path().join("before"));
        let (after, debuggable) = decoded_manifest(&out, &work.path().join("after"));
        assert!(debuggable, "{}: not debuggable:\n{after}", item.name);
        assert_eq!(before, after, "{}: the manifest changed", item.name);
        println!("{}: debuggable, manifest otherwise unchanged", item.name);
    }
}

// ---- JVM runs of corpus code, original vs instrumented ----

/// `smali a --api N` (N from [`common::api_level`]) of every .smali file below `dir`.
fn assemble_harness(dir: &Path, out: &Path) {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "smali") {
                files.push(path);
            }
        }
    }
    files.sort();
    assert!(!files.is_empty(), "no smali in {}", dir.display());
    common::run(
        Command::new("smali")
            .args(["a", "--api", &common::api_level(dir).to_string(), "-o"])
            .arg(out)
            .args(&files),
    );
}

/// A jar holding `dexes` as classes.dex, classes2.dex, ... in that order. Entries carry a fixed
/// time, so the same dex files give the same jar (and host-run's cache recognises it).
fn write_jar(dexes: &[PathBuf], jar: &Path) {
    let mut zip = zip::ZipWriter::new(fs::File::create(jar).unwrap());
    let options = zip::write::SimpleFileOptions::default()
        .compression_method(zip::CompressionMethod::Deflated)
        .last_modified_time(zip::DateTime::default());
    for (i, dex) in dexes.iter().enumerate() {
        let name = if i == 0 {
            "classes.dex".to_string()
        } else {
            format!("classes{}.dex", i + 1)
        };
        zip.start_file(name, options).unwrap();
        zip.write_all(&fs::read(dex).unwrap()).unwrap();
    }
    zip.finish().unwrap();
}

fn host_run(input: &Path, main: &str, trace_dir: &Path) -> (Output, Duration) {
    let start = Instant::now();
    let out = common::host_run_class(input, main, trace_dir, &[]);
    (out, start.elapsed())
}

/// The decoded forms of one run's trace.
struct Decoded {
    trace_bytes: u64,
    meta: PathBuf,
    /// (thread index, name, how its record ends) per `summary` line.
    threads: Vec<(String, String, String)>,
    notes: String,
    blocks: String,
    calls: String,
}

impl Decoded {
    fn thread_name(&self, index: &str) -> &str {
        self.threads
            .iter()
            .find(|(t, _, _)| t == index)
            .map_or("?", |(_, name, _)| name.as_str())
    }

    /// The frames a thread's record leaves open, outermost first.
    fn open_frames(&self, index: &str) -> Vec<&str> {
        let mut stack = Vec::new();
        for cols in self
            .calls
            .lines()
            .map(|l| l.split('\t').collect::<Vec<_>>())
        {
            if cols.len() != 4 || cols[0] != index {
                continue;
            }
            match cols[1] {
                "call" => stack.push(cols[3]),
                _ => {
                    stack.pop();
                }
            }
        }
        stack
    }

    /// `call` lines: (thread, site, callee).
    fn calls(&self) -> impl Iterator<Item = (&str, &str, &str)> {
        self.calls.lines().filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            (cols.len() == 4 && cols[1] == "call").then(|| (cols[0], cols[2], cols[3]))
        })
    }

    /// Lines of kind `what` (call, return, unwind) whose callee is `method`.
    fn count(&self, what: &str, method: &str) -> usize {
        self.calls
            .lines()
            .filter(|l| {
                let cols: Vec<&str> = l.split('\t').collect();
                cols.len() == 4 && cols[1] == what && cols[3] == method
            })
            .count()
    }
}

/// Runs `main` of `jar` and of its instrumented form (`blocks` and `paths`); both must print
/// `expected` and exit 0 with the same stderr; the instrumented run leaves one trace, decoded
/// here, its `paths` record exactly as its `blocks` record up to where each thread's `paths`
/// record ends. Prints the times.
fn run_both(what: &str, jar: &Path, main: &str, expected: &str, work: &Path) -> Decoded {
    let (original, original_time) = host_run(jar, main, &work.join("traces-original"));
    let stderr = |o: &Output| String::from_utf8_lossy(&o.stderr).into_owned();
    assert_eq!(
        String::from_utf8_lossy(&original.stdout),
        expected,
        "{what}: the original's stdout (stderr: {})",
        stderr(&original)
    );
    assert_eq!(original.status.code(), Some(0), "{what}: original exit");

    let instrumented = work.join("instrumented.jar");
    let meta = work.join("meta");
    let instrument_time = instrument(jar, &instrumented, &meta, "blocks,paths");
    let traces = work.join("traces");
    let (run, run_time) = host_run(&instrumented, main, &traces);
    println!(
        "{what}: original host-run {} (jar preparation included unless cached), instrument {}, \
         instrumented host-run {}",
        secs(original_time),
        secs(instrument_time),
        secs(run_time)
    );
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        expected,
        "{what}: instrumented stdout (stderr: {})",
        stderr(&run)
    );
    assert_eq!(
        run.status.code(),
        original.status.code(),
        "{what}: instrumented exit"
    );
    // Warnings of host-run's jar preparation included: a class the original translates must
    // translate instrumented too.
    assert_eq!(stderr(&run), stderr(&original), "{what}: stderr");

    let files: Vec<PathBuf> = fs::read_dir(&traces)
        .map(|rd| rd.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    let files: Vec<PathBuf> = files
        .into_iter()
        .filter(|p| p.extension().is_some_and(|e| e == "adtrace"))
        .collect();
    assert_eq!(files.len(), 1, "{what}: one trace per process: {files:?}");
    let trace = &files[0];
    let (summary, notes) = decode(trace, &meta, "summary");
    let threads: Vec<_> = summary
        .lines()
        .map(|line| {
            // thread T "NAME": C calls, B blocks, END
            let rest = line
                .strip_prefix("thread ")
                .unwrap_or_else(|| panic!("{what}: summary line {line}"));
            let (index, rest) = rest.split_once(" \"").unwrap();
            let (name, rest) = rest.rsplit_once("\": ").unwrap();
            let end = rest.splitn(3, ", ").nth(2).unwrap_or("");
            (index.to_string(), name.to_string(), end.to_string())
        })
        .collect();
    assert_paths_follows_the_oracle(what, trace, &meta, &threads);
    Decoded {
        trace_bytes: fs::metadata(trace).unwrap().len(),
        meta: meta.clone(),
        threads,
        notes,
        blocks: decode(trace, &meta, "blocks").0,
        calls: decode(trace, &meta, "calls").0,
    }
}

/// `trace`'s `paths` record, printed as blocks, is its `blocks` record for every thread the
/// oracle's `threads` (index, name, end) say is complete, and a prefix of it for the others
/// (blocks entered after a thread's last counted step are not known): on real library code,
/// with its interfaces, lambdas and threads, the entries the instrumentor proved sure are
/// walked into where the runtime took them.
fn assert_paths_follows_the_oracle(
    what: &str,
    trace: &Path,
    meta: &Path,
    threads: &[(String, String, String)],
) {
    let lines_by_thread = |scheme: &str| {
        let out = common::decode_scheme(trace, meta, scheme, "blocks");
        assert!(
            out.status.success(),
            "{what}: decode --scheme {scheme}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let mut threads: BTreeMap<String, Vec<String>> = BTreeMap::new();
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let thread = line.split('\t').next().unwrap_or_default().to_string();
            threads.entry(thread).or_default().push(line.to_string());
        }
        threads
    };
    let oracle = lines_by_thread("blocks");
    let paths = lines_by_thread("paths");
    for (thread, decoded) in &paths {
        let expected = oracle.get(thread).map_or(&[][..], Vec::as_slice);
        let same = decoded
            .iter()
            .zip(expected)
            .position(|(a, b)| a != b)
            .unwrap_or(decoded.len().min(expected.len()));
        assert!(
            same == decoded.len() && decoded.len() <= expected.len(),
            "{what}: thread {thread}: paths line {same} is {:?}, the oracle's {:?} ({} and {} lines)",
            decoded.get(same),
            expected.get(same),
            decoded.len(),
            expected.len()
        );
    }
    for (thread, name, end) in threads {
        if end == "complete" {
            assert_eq!(
                paths.get(thread),
                oracle.get(thread),
                "{what}: thread {thread} {name:?} is complete"
            );
        }
    }
}

fn find_item<'i>(items: &'i [common::Item], name: &str) -> Option<&'i common::Item> {
    let found = items.iter().find(|i| i.name == name);
    if found.is_none() {
        println!("SKIP: corpus item {name} is missing");
    }
    found
}

/// androguard's Switch, FillArrays and ExceptionHandling classes, every method called by the
/// harness with inputs that take every branch: the same output instrumented, a complete trace
/// that covers every block of every method of those classes, and the exceptions the harness
/// provokes show as unwound frames.
#[test]
fn androguard_test_classes_run_the_same_instrumented() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    let names = ["Switch", "FillArrays", "ExceptionHandling"];
    let Some(found) = names
        .iter()
        .map(|n| find_item(&items, n))
        .collect::<Option<Vec<_>>>()
    else {
        return;
    };
    let work = tempfile::tempdir().unwrap();
    let harness = work.path().join("harness.dex");
    assemble_harness(&harness_dir("androguard"), &harness);
    let mut dexes: Vec<PathBuf> = found.iter().map(|i| i.path.clone()).collect();
    dexes.push(harness);
    let jar = work.path().join("androguard.jar");
    write_jar(&dexes, &jar);
    let expected =
        fs::read_to_string(harness_dir("androguard").join("expected-stdout.txt")).unwrap();
    let decoded = run_both(
        "androguard",
        &jar,
        "AndroguardHarness",
        &expected,
        work.path(),
    );

    assert!(decoded.notes.is_empty(), "decode notes: {}", decoded.notes);
    assert_eq!(
        decoded.threads.len(),
        1,
        "one thread: {:?}",
        decoded.threads
    );
    for (t, name, end) in &decoded.threads {
        assert_eq!(end, "complete", "thread {t} {name}");
    }
    assert!(!decoded.blocks.is_empty(), "no blocks decoded");

    // Every block of every method of the corpus classes ran.
    let (meta, _) = Metadata::read(&decoded.meta).unwrap();
    let covered: BTreeSet<(&str, u32)> = decoded
        .blocks
        .lines()
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            Some((*cols.get(1)?, cols.get(2)?.parse().ok()?))
        })
        .collect();
    let corpus_classes = [
        "LSwitch;",
        "LFillArrays;",
        "LExceptionHandling;",
        "LSomeException;",
        "LAnotherException;",
    ];
    let corpus_methods: Vec<_> = meta
        .methods
        .iter()
        .filter(|m| corpus_classes.contains(&m.class.as_str()))
        .collect();
    assert_eq!(
        corpus_methods.len(),
        10,
        "instrumented methods of the corpus classes"
    );
    let mut blocks = 0;
    for m in &corpus_methods {
        let sig = m.signature();
        for b in 0..m.blocks.len() as u32 {
            assert!(
                covered.contains(&(sig.as_str(), b)),
                "block {b} of {sig} never ran"
            );
        }
        blocks += m.blocks.len();
    }

    // Calls and exceptions as the harness provokes them: 12 inputs each, 42 throws in
    // mightThrowSomething, differentExceptions always throws, someMethod once and throws.
    let m = |s: &str| format!("LExceptionHandling;->{s}");
    for (method, calls, unwinds) in [
        (m("mightThrowSomething(I)I"), 12, 1),
        (m("differentExceptions(I)V"), 12, 12),
        (m("someMethod()V"), 1, 1),
        (
            "LSwitch;->someSwitch(ILjava/lang/String;)I".to_string(),
            24,
            0,
        ),
        ("LFillArrays;->someArrays()V".to_string(), 2, 0),
    ] {
        assert_eq!(decoded.count("call", &method), calls, "calls of {method}");
        assert_eq!(
            decoded.count("unwind", &method),
            unwinds,
            "unwinds of {method}"
        );
        assert_eq!(
            decoded.count("return", &method),
            calls - unwinds,
            "returns of {method}"
        );
    }
    println!(
        "androguard: trace {} bytes, {} block events, {} calls; all {blocks} blocks \
         of the {} corpus methods covered",
        decoded.trace_bytes,
        decoded.blocks.lines().count(),
        decoded.calls().count(),
        corpus_methods.len()
    );
}

/// The dex files of io.appium.settings (a multidex app) and the harness `tests/harness/NAME/`
/// in one jar, run original and instrumented by [`run_both`]; `None` (the test skips) without
/// the corpus.
fn run_appium_harness(name: &str, main: &str) -> Option<Decoded> {
    let items = common::corpus()?;
    let item = find_item(&items, "io.appium.settings")?;
    let _turn = heavy();
    let work = tempfile::tempdir().unwrap();
    let mut dexes: Vec<PathBuf> = dex_entries(&item.path, &item.kind, &work.path().join("app-dex"))
        .into_iter()
        .map(|(_, p)| p)
        .collect();
    assert!(dexes.len() >= 2, "{}: expected a multidex app", item.name);
    let harness = work.path().join("harness.dex");
    assemble_harness(&harness_dir(name), &harness);
    dexes.push(harness);
    let jar = work.path().join(format!("{name}.jar"));
    write_jar(&dexes, &jar);
    let expected = fs::read_to_string(harness_dir(name).join("expected-stdout.txt")).unwrap();
    Some(run_both(name, &jar, main, &expected, work.path()))
}

/// Real Kotlin library code (the kotlin-stdlib and kotlinx.coroutines of io.appium.settings's
/// dex files) driven by the harness: collections with lambdas, text, regular expressions,
/// sequences, lazy values, maps, and coroutines on Dispatchers.Default worker threads. The same
/// output instrumented; the trace decodes with the main thread complete and the pool workers,
/// still parked when the JVM exits, open only inside their run loop; the calls include the
/// library methods the harness calls and the lambdas the library calls back.
#[test]
fn kotlin_library_code_runs_the_same_instrumented() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(decoded) = run_appium_harness("kotlin", "kharness.Main") else {
        return;
    };

    // The main thread ends its record; coroutine pool workers are parked in their run loop
    // when main returns and the JVM exits, so their records stop with that loop's frames open.
    const WORKER_LOOP: &str = "Lkotlinx/coroutines/scheduling/CoroutineScheduler$Worker;->run()V";
    let mut workers = Vec::new();
    for (t, name, end) in &decoded.threads {
        if name == "main" {
            assert_eq!(end, "complete", "thread {t} main");
        } else if end != "complete" {
            let open = decoded.open_frames(t);
            assert!(
                end.starts_with(&format!("stops with {} frame(s) open", open.len()))
                    && open.first() == Some(&WORKER_LOOP),
                "thread {t} {name}: {end}; open frames {open:?}"
            );
            workers.push(t.as_str());
        }
    }
    assert!(
        decoded
            .threads
            .iter()
            .any(|(_, n, _)| n.starts_with("DefaultDispatcher-worker-")),
        "no coroutine worker thread in the trace: {:?}",
        decoded.threads
    );
    for note in decoded.notes.lines() {
        assert!(
            workers
                .iter()
                .any(|t| note.contains(&format!("thread {t} "))),
            "decode note about something else than an open worker: {note}"
        );
    }

    let callees: BTreeSet<&str> = decoded.calls().map(|(_, _, callee)| callee).collect();
    let kotlin: BTreeSet<&&str> = callees
        .iter()
        .filter(|c| c.starts_with("Lkotlin/") || c.starts_with("Lkotlinx/"))
        .collect();
    assert!(
        kotlin.len() >= 300,
        "only {} kotlin methods called",
        kotlin.len()
    );
    for method in [
        "Lkotlin/collections/CollectionsKt___CollectionsKt;->sorted(Ljava/lang/Iterable;)Ljava/util/List;",
        "Lkotlin/collections/CollectionsKt___CollectionsKt;->groupBy(Ljava/lang/Iterable;Lkotlin/jvm/functions/Function1;)Ljava/util/Map;",
        "Lkotlin/text/StringsKt__StringsKt;->trim(Ljava/lang/CharSequence;)Ljava/lang/CharSequence;",
        "Lkotlin/text/Regex;->findAll(Ljava/lang/CharSequence;I)Lkotlin/sequences/Sequence;",
        "Lkotlin/sequences/SequencesKt___SequencesKt;->toList(Lkotlin/sequences/Sequence;)Ljava/util/List;",
        "Lkotlin/SynchronizedLazyImpl;->getValue()Ljava/lang/Object;",
        "Lkotlinx/coroutines/BuildersKt__BuildersKt;->runBlocking(Lkotlin/coroutines/CoroutineContext;Lkotlin/jvm/functions/Function2;)Ljava/lang/Object;",
    ] {
        assert!(callees.contains(method), "{method} never called");
    }
    // The library calls the harness's lambdas back: `map` invokes Fn.invoke.
    let fn1 = "Lkharness/Fn;->invoke(Ljava/lang/Object;)Ljava/lang/Object;";
    assert!(
        decoded.calls().any(|(_, site, callee)| callee == fn1
            && site.starts_with("Lkotlin/collections/CollectionsKt___CollectionsKt;->map(")),
        "no call of {fn1} from CollectionsKt.map"
    );
    // The async bodies ran on pool workers.
    let work_body =
        "Lkharness/Work;->invoke(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;";
    let on_workers = decoded
        .calls()
        .filter(|(t, _, callee)| {
            *callee == work_body
                && decoded
                    .thread_name(t)
                    .starts_with("DefaultDispatcher-worker-")
        })
        .count();
    assert!(
        on_workers >= 4,
        "{work_body} ran {on_workers} times on worker threads"
    );

    println!(
        "kotlin: trace {} bytes, {} threads, {} block events, {} calls of {} methods \
         ({} kotlin.*/kotlinx.*)",
        decoded.trace_bytes,
        decoded.threads.len(),
        decoded.blocks.lines().count(),
        decoded.calls().count(),
        callees.len(),
        kotlin.len()
    );
}

/// Apache commons-lang3 as io.appium.settings ships it, driven through the default and static
/// methods of its functional interfaces (`org.apache.commons.lang3.function`): the harness's
/// own predicates, functions, consumers and operators combined with lang3's `and`, `or`,
/// `negate`, `andThen` and `compose` (whose d8-desugared lambdas are synthetic classes calling
/// static `lambda$...` methods of the interfaces), lang3's static factories, checked exceptions
/// thrown through lang3, FailableStream, and ordinary StringUtils/ArrayUtils calls. The same
/// output instrumented; one complete thread; the calls include the interface methods with code
/// called from the harness and from lang3's lambda classes, lang3 calling the harness's classes
/// back through the interfaces, and frames unwound by the harness's exceptions.
#[test]
fn default_methods_of_a_real_library_run_the_same_instrumented() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(decoded) = run_appium_harness("lang3", "lang3harness.Main") else {
        return;
    };

    assert!(decoded.notes.is_empty(), "decode notes: {}", decoded.notes);
    for (t, name, end) in &decoded.threads {
        assert_eq!(end, "complete", "thread {t} {name}");
    }

    const F: &str = "Lorg/apache/commons/lang3/function/";
    const MAIN: &str = "Llang3harness/Main;->";
    let f = |s: &str| format!("{F}{s}");
    let called_from = |site_prefix: &str, callee: &str| {
        decoded
            .calls()
            .any(|(_, site, c)| c == callee && site.starts_with(site_prefix))
    };

    // Static and default methods of lang3's interfaces, called by the harness (the defaults on
    // the harness's objects and on lang3's own lambda objects).
    let mut statics = Vec::new();
    let mut defaults = Vec::new();
    for iface in [
        "FailablePredicate",
        "FailableBiPredicate",
        "FailableIntPredicate",
        "FailableLongPredicate",
        "FailableDoublePredicate",
    ] {
        let t = format!("{F}{iface};");
        statics.push(format!("{t}->truePredicate(){t}"));
        statics.push(format!("{t}->falsePredicate(){t}"));
        defaults.push(format!("{t}->and({t}){t}"));
        defaults.push(format!("{t}->or({t}){t}"));
        defaults.push(format!("{t}->negate(){t}"));
    }
    for iface in [
        "FailableFunction",
        "FailableIntUnaryOperator",
        "FailableLongUnaryOperator",
        "FailableDoubleUnaryOperator",
    ] {
        let t = format!("{F}{iface};");
        statics.push(format!("{t}->identity(){t}"));
        defaults.push(format!("{t}->andThen({t}){t}"));
        defaults.push(format!("{t}->compose({t}){t}"));
    }
    for iface in [
        "FailableFunction",
        "FailableBiFunction",
        "FailableConsumer",
        "FailableIntUnaryOperator",
    ] {
        statics.push(format!("{F}{iface};->nop(){F}{iface};"));
    }
    statics.push(f(
        "FailableFunction;->function(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableFunction;",
    ));
    defaults.push(f(
        "FailableConsumer;->andThen(Lorg/apache/commons/lang3/function/FailableConsumer;)Lorg/apache/commons/lang3/function/FailableConsumer;",
    ));
    defaults.push(f(
        "FailableBiFunction;->andThen(Lorg/apache/commons/lang3/function/FailableFunction;)Lorg/apache/commons/lang3/function/FailableBiFunction;",
    ));
    for method in statics.iter().chain(&defaults) {
        assert!(
            called_from(MAIN, method),
            "{method} never called from the harness"
        );
    }
    // IsEven overrides negate: the call goes to the harness, not to the default.
    assert!(called_from(
        MAIN,
        "Llang3harness/IsEven;->negate()Lorg/apache/commons/lang3/function/FailablePredicate;"
    ));

    // lang3's lambda classes call the static synthetic methods of their interface.
    let mut lambdas = 0;
    for (iface, lambda) in [
        ("FailablePredicate", "lambda$and$0"),
        ("FailablePredicate", "lambda$or$0"),
        ("FailablePredicate", "lambda$negate$0"),
        ("FailablePredicate", "lambda$static$0"),
        ("FailablePredicate", "lambda$static$1"),
        ("FailableBiPredicate", "lambda$negate$0"),
        ("FailableFunction", "lambda$andThen$0"),
        ("FailableFunction", "lambda$compose$0"),
        ("FailableFunction", "lambda$identity$0"),
        ("FailableFunction", "lambda$static$0"),
        ("FailableBiFunction", "lambda$andThen$0"),
        ("FailableConsumer", "lambda$andThen$0"),
        ("FailableIntPredicate", "lambda$and$0"),
        ("FailableIntPredicate", "lambda$or$0"),
        ("FailableIntPredicate", "lambda$negate$0"),
        ("FailableLongPredicate", "lambda$and$0"),
        ("FailableLongPredicate", "lambda$negate$0"),
        ("FailableDoublePredicate", "lambda$and$0"),
        ("FailableDoublePredicate", "lambda$or$0"),
        ("FailableIntUnaryOperator", "lambda$andThen$0"),
        ("FailableIntUnaryOperator", "lambda$compose$0"),
        ("FailableIntUnaryOperator", "lambda$static$0"),
        ("FailableLongUnaryOperator", "lambda$andThen$0"),
        ("FailableLongUnaryOperator", "lambda$compose$0"),
        ("FailableDoubleUnaryOperator", "lambda$andThen$0"),
        ("FailableDoubleUnaryOperator", "lambda$compose$0"),
    ] {
        let callee = format!("{F}{iface};->{lambda}(");
        let site = format!("{F}{iface}$$ExternalSyntheticLambda");
        assert!(
            decoded
                .calls()
                .any(|(_, s, c)| c.starts_with(&callee) && s.starts_with(&site)),
            "{callee}...) never called from a {site}N class"
        );
        lambdas += 1;
    }

    let h = |s: &str| format!("Llang3harness/{s}");
    // lang3 calls the harness's classes back through its interfaces: "SITE CALLEE", SITE a
    // method of lang3's function package, CALLEE one of the harness.
    for pair in [
        "FailablePredicate;->lambda$and$0 IsEven;->test(Ljava/lang/Object;)Z",
        "FailablePredicate;->lambda$and$0 Picky;->test(Ljava/lang/Object;)Z",
        "FailablePredicate;->lambda$or$0 Picky;->test(Ljava/lang/Object;)Z",
        "FailableBiPredicate;->lambda$negate$0 SameLength;->test(Ljava/lang/Object;Ljava/lang/Object;)Z",
        "FailableFunction;->lambda$andThen$0 Parse;->apply(Ljava/lang/Object;)Ljava/lang/Object;",
        "FailableFunction;->lambda$andThen$0 Square;->apply(Ljava/lang/Object;)Ljava/lang/Object;",
        "FailableFunction;->lambda$andThen$0 Label;->apply(Ljava/lang/Object;)Ljava/lang/Object;",
        "FailableFunction;->lambda$compose$0 Parse;->apply(Ljava/lang/Object;)Ljava/lang/Object;",
        "FailableBiFunction;->lambda$andThen$0 Join2;->apply(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;",
        "FailableConsumer;->lambda$andThen$0 Record;->accept(Ljava/lang/Object;)V",
        "FailableIntPredicate;->lambda$or$0 DivisibleBy;->test(I)Z",
        "FailableLongPredicate;->lambda$and$0 Above;->test(J)Z",
        "FailableDoublePredicate;->lambda$negate$0 Below;->test(D)Z",
        "FailableIntUnaryOperator;->lambda$andThen$0 AddInt;->applyAsInt(I)I",
        "FailableIntUnaryOperator;->lambda$compose$0 Scale;->applyAsInt(I)I",
        "FailableLongUnaryOperator;->lambda$compose$0 Scale;->applyAsLong(J)J",
        "FailableDoubleUnaryOperator;->lambda$andThen$0 Scale;->applyAsDouble(D)D",
        "Failable;->lambda$test$1 Picky;->test(Ljava/lang/Object;)Z",
        "Failable;->lambda$apply$1 Parse;->apply(Ljava/lang/Object;)Ljava/lang/Object;",
        "Failable;->lambda$accept$1 Record;->accept(Ljava/lang/Object;)V",
        // Failable.asPredicate, of the removeIf and the FailableStream filter
        "Failable;->lambda$test$1 IsEven;->test(Ljava/lang/Object;)Z",
    ] {
        let (site, callee) = pair.split_once(' ').unwrap();
        let (site, callee) = (format!("{F}{site}("), h(callee));
        assert!(
            called_from(&site, &callee),
            "{callee} never called from {site}...)"
        );
    }

    // The harness's Refused unwinds lang3's frames: Picky refuses 5 of the 13 numbers it is
    // given (-5; -2 in `and`; -3 in `or`; -1 through Failable.test and in a FailableStream),
    // lambda$and$0 runs 7 times (4 tests of even.and(picky), 2 of its negation, 1 of
    // truePredicate.and(even)) and unwinds at -2, lambda$or$0 runs 4 times and unwinds at -3,
    // and Failable.rethrow always throws, for the 5 checked exceptions Failable rethrows.
    for (method, calls, unwinds) in [
        (h("Picky;->test(Ljava/lang/Object;)Z"), 13, 5),
        (
            f("FailablePredicate;->lambda$and$0(Lorg/apache/commons/lang3/function/FailablePredicate;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)Z"),
            7,
            1,
        ),
        (
            f("FailablePredicate;->lambda$or$0(Lorg/apache/commons/lang3/function/FailablePredicate;Lorg/apache/commons/lang3/function/FailablePredicate;Ljava/lang/Object;)Z"),
            4,
            1,
        ),
        (
            f("Failable;->rethrow(Ljava/lang/Throwable;)Ljava/lang/RuntimeException;"),
            5,
            5,
        ),
    ] {
        assert_eq!(decoded.count("call", &method), calls, "calls of {method}");
        assert_eq!(decoded.count("unwind", &method), unwinds, "unwinds of {method}");
        assert_eq!(
            decoded.count("return", &method),
            calls - unwinds,
            "returns of {method}"
        );
    }

    let callees: BTreeSet<&str> = decoded.calls().map(|(_, _, callee)| callee).collect();
    let lang3 = callees
        .iter()
        .filter(|c| c.starts_with("Lorg/apache/commons/lang3/"))
        .count();
    println!(
        "lang3: trace {} bytes, {} block events, {} calls of {} methods ({lang3} of lang3); \
         {} static and {} default interface methods called from the harness, {lambdas} \
         lambda$ methods called from lang3's lambda classes",
        decoded.trace_bytes,
        decoded.blocks.lines().count(),
        decoded.calls().count(),
        callees.len(),
        statics.len(),
        defaults.len(),
    );
}
