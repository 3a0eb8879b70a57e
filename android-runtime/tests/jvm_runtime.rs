//! The smali runtime on the host JVM: the test harness in tests/jvm/ calls the probes in known
//! patterns; the runtime and the harness are assembled with `smali a --api 21`, converted with
//! enjarify and run with `java`; the trace is read back with this crate's reader.
//!
//! Needs smali, enjarify (Debian's, run with /usr/bin/python3) and java on PATH.

mod support;

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use adaptrace_test_support::{tier, Tier};
use android_runtime::trace::{read_trace, BlockEvent, TraceFile, TraceWriter, TAG_BLOCKS};
use android_runtime::{RuntimeConfig, Scheme, TRACE_DIR_PROPERTY};

const PID: u32 = 4242; // tests/jvm/android/os/Process.smali
const BUFFER_WORDS: usize = 8192; // Trace.takeBufferLocked
const TIMEOUT: Duration = Duration::from_secs(120);

fn config() -> RuntimeConfig {
    RuntimeConfig {
        package: Some("com.example.harness".into()),
        metadata_hash: 0xfedc_ba98_7654_3210,
        model_generation: 0x8000_0003,
        schemes: vec![Scheme::Blocks],
        ..RuntimeConfig::default()
    }
}

/// The harness jar, built once per content (cached under the target dir).
fn jar() -> &'static Path {
    static JAR: OnceLock<PathBuf> = OnceLock::new();
    JAR.get_or_init(|| support::runtime_jar(&config()))
}

struct Run {
    code: i32,
    stdout: String,
    stderr: String,
    started_ms: u64,
    ended_ms: u64,
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .unwrap()
        .as_millis() as u64
}

/// `java -Xss16m -Dadaptrace.trace.dir=DIR -cp out.jar Harness SCENARIO`, with a time limit.
fn run_harness(trace_dir: &Path, scenario: &str) -> Run {
    let started_ms = now_ms();
    let mut child = Command::new("java")
        .arg("-Xss16m")
        .arg(format!("-D{TRACE_DIR_PROPERTY}={}", trace_dir.display()))
        .arg("-cp")
        .arg(jar())
        .args(["Harness", scenario])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot run java");
    let mut out = child.stdout.take().unwrap();
    let mut err = child.stderr.take().unwrap();
    let out_reader = std::thread::spawn(move || {
        let mut s = String::new();
        out.read_to_string(&mut s).unwrap();
        s
    });
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        err.read_to_string(&mut s).unwrap();
        s
    });
    let status = support::wait_or_kill(&mut child, TIMEOUT, &format!("scenario {scenario}"));
    Run {
        code: status.code().expect("java was killed by a signal"),
        stdout: out_reader.join().unwrap(),
        stderr: err_reader.join().unwrap(),
        started_ms,
        ended_ms: now_ms(),
    }
}

/// The single trace file in `dir`, read, with its header and name checked.
fn the_trace(dir: &Path, run: &Run) -> TraceFile {
    let files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "expected one trace file: {files:?}");
    let trace = read_trace(&files[0]).unwrap();
    let h = trace.header;
    let c = config();
    assert_eq!(h.schemes, Scheme::mask(&c.schemes));
    assert_eq!(h.metadata_hash, c.metadata_hash);
    assert_eq!(h.model_generation, c.model_generation);
    assert_eq!(h.pid, PID);
    assert!(
        (run.started_ms..=run.ended_ms).contains(&h.start_ms),
        "start {} not within the run {}..{}",
        h.start_ms,
        run.started_ms,
        run.ended_ms
    );
    assert_eq!(
        files[0].file_name().unwrap().to_str().unwrap(),
        h.file_name()
    );
    assert!(trace.is_complete(), "{:?}", trace.stopped);
    assert_reencodes(&files[0], &trace);
    trace
}

/// The Rust writer, fed what was read, gives the runtime's file byte for byte.
fn assert_reencodes(path: &Path, trace: &TraceFile) {
    let mut w = TraceWriter::new(Vec::new(), &trace.header).unwrap();
    for c in &trace.chunks {
        if c.tag == TAG_BLOCKS {
            w.blocks(c.thread, &c.words().unwrap()).unwrap();
        } else {
            w.thread(c.thread, &c.thread_name().unwrap()).unwrap();
        }
    }
    assert!(
        w.into_inner() == std::fs::read(path).unwrap(),
        "the Rust writer does not reproduce {}",
        path.display()
    );
}

/// Events in a compact notation: `E1` ENTER 1, `B0` BLOCK 0, `S2` SITE 2, `C2` CATCH 2, `X`
/// EXIT, `U` UNCAUGHT, `W1` UNWOUND 1.
fn ev(s: &str) -> Vec<BlockEvent> {
    s.split_whitespace()
        .map(|t| {
            let n = || t[1..].parse().unwrap();
            match &t[..1] {
                "E" => BlockEvent::Enter { method: n() },
                "B" => BlockEvent::Block { index: n() },
                "S" => BlockEvent::Site { index: n() },
                "C" => BlockEvent::Catch { depth: n() },
                "X" => BlockEvent::Exit,
                "U" => BlockEvent::Uncaught,
                "W" => BlockEvent::Unwound { depth: n() },
                _ => panic!("bad token {t}"),
            }
        })
        .collect()
}

/// (name, events) of every thread, by thread index.
fn threads(trace: &TraceFile) -> Vec<(String, Vec<BlockEvent>)> {
    let blocks = trace.blocks().unwrap();
    for (i, t) in blocks.iter().enumerate() {
        assert_eq!(t.thread, i as u32, "thread indices are not 0, 1, 2...");
    }
    blocks
        .into_iter()
        .map(|t| (t.name.expect("thread without a name"), t.events))
        .collect()
}

fn regular_worker() -> Vec<BlockEvent> {
    ev("E10 B0 S0 E2 B0 B1 X S0 E2 B0 B1 X S0 E2 B0 B1 X B1 X")
}

#[test]
fn two_threads_nesting_and_a_caught_exception() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "basic");
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{}", run.stdout);
    assert_eq!(run.stdout, "basic done\n");
    let trace = the_trace(dir.path(), &run);
    assert_eq!(
        threads(&trace),
        [
            (
                "main".to_string(),
                ev("E1 B0 S0 E2 B0 B1 X S1 E3 B0 S0 E4 B0 C2 B2 X S2 B1 S3 X")
            ),
            ("worker-1".to_string(), regular_worker()),
        ]
    );
}

#[test]
fn crash_mid_run_is_traced_up_to_the_crash_and_looks_like_the_original() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "crash");
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stdout, "before crash\n");
    assert_eq!(
        run.stderr,
        "Exception in thread \"main\" java.lang.IllegalStateException: boom\n\
         \tat Harness.crasher(Unknown Source)\n\
         \tat Harness.crash(Unknown Source)\n\
         \tat Harness.main(Unknown Source)\n"
    );
    let trace = the_trace(dir.path(), &run);
    assert_eq!(
        threads(&trace),
        [
            ("main".to_string(), ev("E1 B0 S0 S1 E5 B0 B1 U")),
            ("worker-1".to_string(), regular_worker()),
        ]
    );
}

#[test]
fn the_handler_installed_before_the_runtime_still_runs() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "chain");
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(run.stdout, "before crash\nhandler saw: boom\n");
    assert_eq!(run.stderr, "");
    let trace = the_trace(dir.path(), &run);
    assert_eq!(threads(&trace)[0].1, ev("E1 B0 S0 S1 E5 B0 B1 U"));
}

#[test]
fn a_worker_dying_leaves_the_rest_running() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "worker-crash");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "main continues\n");
    assert_eq!(
        run.stderr,
        "Exception in thread \"worker-2\" java.lang.ArithmeticException: worker boom\n\
         \tat Worker.run(Unknown Source)\n"
    );
    let trace = the_trace(dir.path(), &run);
    assert_eq!(
        threads(&trace),
        [
            ("main".to_string(), ev("E1 S0 B0 X")),
            ("worker-2".to_string(), ev("E20 B0 U")),
        ]
    );
}

#[test]
fn system_exit_deep_in_app_code_keeps_the_events_before_it() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "exit");
    assert_eq!((run.code, run.stderr.as_str()), (3, ""));
    let trace = the_trace(dir.path(), &run);
    assert_eq!(
        threads(&trace),
        [("main".to_string(), ev("E1 B0 S0 E6 B0 S0"))]
    );
}

#[test]
fn flush_has_written_and_synced_everything_when_it_returns() {
    if !tier(Tier::Jvm) {
        return;
    }
    // Runtime.halt runs no shutdown hook: only what Trace.flush wrote is there.
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "flush-halt");
    assert_eq!((run.code, run.stderr.as_str()), (7, ""));
    let trace = the_trace(dir.path(), &run);
    assert_eq!(
        threads(&trace),
        [("main".to_string(), ev("E1 B0 B1 B2 B3 B4 B5"))]
    );
}

/// Runs `scenario`, which halts with status 7 without shutdown hooks, and returns the events
/// of its one thread, main.
fn halted_main(scenario: &str) -> Vec<BlockEvent> {
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), scenario);
    assert_eq!((run.code, run.stderr.as_str()), (7, ""));
    let trace = the_trace(dir.path(), &run);
    let threads = threads(&trace);
    let [(name, events)] = &threads[..] else {
        panic!("one thread expected: {threads:?}");
    };
    assert_eq!(name, "main");
    events.clone()
}

#[test]
fn a_thread_deep_in_app_code_hands_off_once_per_flush_interval() {
    if !tier(Tier::Jvm) {
        return;
    }
    let events = halted_main("slow-halt");
    // 60 calls over at least 3 s; the halt loses at most the last flush interval (1 s) and
    // the time to the next frame exit (one 50 ms sleep), so at least 60 - 1050 / 50 calls
    // arrive. Without the timed hand-off none would: the thread never left depth 1.
    let calls = events.len().saturating_sub(1) / ev("E2 B0 B1 X").len();
    assert!(
        (60 - 21..60).contains(&calls),
        "{calls} calls of 60 kept: {events:?}"
    );
    let mut expected = ev("E1");
    for _ in 0..calls {
        expected.extend(ev("E2 B0 B1 X"));
    }
    assert_eq!(events, expected, "an exact prefix");
}

#[test]
fn a_polling_loop_hands_off_once_per_flush_interval() {
    if !tier(Tier::Jvm) {
        return;
    }
    let events = halted_main("loop-halt");
    // 60 passes over at least 3 s in one frame, never filling a buffer: the halt loses at most
    // the last flush interval (1 s) and one 50 ms sleep, so at least 60 - 21 passes arrive.
    let passes = events.len().saturating_sub(2);
    assert!(
        (60 - 21..=60).contains(&passes),
        "{passes} passes of 60 kept: {events:?}"
    );
    let mut expected = ev("E1 B0");
    expected.extend(std::iter::repeat_n(BlockEvent::Block { index: 1 }, passes));
    assert_eq!(events, expected, "an exact prefix");
}

/// What Worker.bulk logs.
fn bulk() -> Vec<BlockEvent> {
    let mut v = Vec::new();
    for i in 0..100_000 {
        v.push(BlockEvent::Block { index: i });
        if i % 1000 == 0 {
            v.extend(ev("S7 E2 B0 B1 X"));
        }
    }
    v
}

#[test]
fn three_busy_threads_fill_many_buffers_and_lose_nothing() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "many");
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    let trace = the_trace(dir.path(), &run);
    let blocks = trace.blocks().unwrap();
    assert_eq!(blocks.len(), 3);
    let by_name = |n: &str| {
        blocks
            .iter()
            .find(|t| t.name.as_deref() == Some(n))
            .unwrap()
    };

    // main started first, so it is thread 0; the workers race for 1 and 2.
    assert_eq!(blocks[0].name.as_deref(), Some("main"));
    let main = by_name("main");
    assert_eq!(main.events, [ev("E1"), bulk(), ev("X")].concat());
    // Full buffers are handed off, the rest when the thread leaves app code.
    assert_eq!(main.chunks, main.events.len().div_ceil(BUFFER_WORDS));
    assert!(main.chunks >= 10);

    let bulk_thread = by_name("bulk-1");
    assert_eq!(bulk_thread.events, [ev("E30"), bulk(), ev("X")].concat());

    let bursty = by_name("bursty-1");
    let expected: Vec<BlockEvent> = (0..2000)
        .flat_map(|i| [ev("E40"), vec![BlockEvent::Block { index: i }], ev("X")].concat())
        .collect();
    assert_eq!(bursty.events, expected);
    // Every return to depth 0 handed its three words off.
    assert_eq!(bursty.chunks, 2000);
}

#[test]
fn an_unwritable_trace_dir_changes_nothing_but_a_warning() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "not a directory").unwrap();
    let run = run_harness(&file.join("traces"), "basic");
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(run.stdout, "basic done\n");
    assert!(
        run.stderr
            .starts_with("adaptrace: trace file not written, events are dropped: "),
        "{}",
        run.stderr
    );
    assert!(run.stderr.contains("a-file/traces"), "{}", run.stderr);
    assert_eq!(run.stderr.lines().count(), 1, "{}", run.stderr);
}

#[test]
fn forty_threads_registering_at_once_each_get_their_own_stream() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), "threads");
    assert_eq!((run.code, run.stderr.as_str()), (0, ""));
    let trace = the_trace(dir.path(), &run);
    let threads = threads(&trace);
    assert_eq!(threads.len(), 41);
    assert_eq!(threads[0], ("main".to_string(), ev("E1 X")));
    let mut names: Vec<&str> = threads[1..].iter().map(|(n, _)| n.as_str()).collect();
    names.sort_by_key(|n| n[2..].parse::<u32>().unwrap());
    let expected_names: Vec<String> = (0..40).map(|i| format!("t-{i}")).collect();
    assert_eq!(names, expected_names);
    let mut expected = ev("E50");
    for i in 0..200 {
        expected.push(BlockEvent::Block { index: i });
        expected.extend(ev("S0 E2 B0 B1 X"));
    }
    expected.extend(ev("X"));
    for (name, events) in &threads[1..] {
        assert!(*events == expected, "{name}: wrong events");
    }
}

/// Runs scenario `future` or `future-ok` (Harness.future twice on main) and returns main's
/// events, checking that each call handed its events off when it returned to depth 0.
fn future_run(scenario: &str, stdout: &str) -> Vec<BlockEvent> {
    let dir = tempfile::tempdir().unwrap();
    let run = run_harness(dir.path(), scenario);
    assert_eq!((run.code, run.stderr.as_str()), (0, ""), "{}", run.stdout);
    assert_eq!(run.stdout, stdout);
    let trace = the_trace(dir.path(), &run);
    let blocks = trace.blocks().unwrap();
    assert_eq!(blocks.len(), 1);
    assert_eq!(blocks[0].name.as_deref(), Some("main"));
    // One chunk per call: the exit at depth 1 found the thread at depth 0 again.
    assert_eq!(blocks[0].chunks, 2);
    blocks.into_iter().next().unwrap().events
}

#[test]
fn an_exception_swallowed_by_framework_code_is_resynchronized_at_the_next_probe() {
    if !tier(Tier::Jvm) {
        return;
    }
    // Task.call (method 7, depth 2) calls deep (method 8, depth 3), which throws;
    // FutureTask.run catches it. No app frame logs CATCH: the next probe of method 1 (SITE 1,
    // depth 1) logs UNWOUND 1 first. get() then throws ExecutionException, caught in block 2.
    let once = "E1 B0 S0 E7 B0 S0 E8 B0 W1 S1 C1 B2 X";
    let events = future_run("future", "deep failure\ndeep failure\n");
    assert_eq!(events, ev(&format!("{once} {once}")));
}

#[test]
fn without_a_swallowed_exception_there_is_no_unwound() {
    if !tier(Tier::Jvm) {
        return;
    }
    let once = "E1 B0 S0 E7 B0 S0 E8 B0 X B1 X S1 B1 X";
    let events = future_run("future-ok", "task done\ntask done\n");
    assert_eq!(events, ev(&format!("{once} {once}")));
    assert!(!events
        .iter()
        .any(|e| matches!(e, BlockEvent::Unwound { .. })));
}
