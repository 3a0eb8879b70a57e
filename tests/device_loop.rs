//! The device loop end to end against the simulated phone: `adaptrace profile` through a
//! private Debian adb server and straight over TCP, every run's `paths` record decoded against
//! the `blocks` oracle of the same run; `pull-and-decode` on a trace of an older model
//! generation, a trace still being written, a connection cut mid-pull, a full disk, and
//! without a device or a server: a clear message, nothing lost, and a second run resumes.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use adaptrace_test_support::{
    build_apk, build_apk_with, build_jgf_apk, free_port, rsa_key, text, tier, AdbServer, Devsim,
    Tier, ACTIVITY, PACKAGE,
};
use common::{adaptrace, assert_exact, devsim_binary};

const MATH: &str = "org.adaptrace.jgf.math";

fn start_devsim(dir: &Path, extra: &[&str]) -> Devsim {
    let mut options = vec!["--quiet"];
    options.extend_from_slice(extra);
    Devsim::start(
        devsim_binary(),
        &dir.join("root"),
        &dir.join("cache"),
        &options,
    )
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// The trace files on the simulated device for `package`.
fn device_traces(sim: &Devsim, package: &str) -> Vec<PathBuf> {
    let dir = sim
        .root
        .join("sdcard/Android/data")
        .join(package)
        .join("files/adaptrace");
    let mut found: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.path())
                .filter(|p| p.extension().is_some_and(|x| x == "adtrace"))
                .collect()
        })
        .unwrap_or_default();
    found.sort();
    found
}

/// The traces stored under `meta`, by generation directory.
fn stored(meta: &Path) -> Vec<PathBuf> {
    device::store::stored_traces(meta).expect("the trace store is readable")
}

fn utf8(path: &Path) -> &str {
    path.to_str().expect("a UTF-8 temp path")
}

/// `adaptrace instrument APK --scheme SCHEMES -o OUT --meta META`.
fn instrument(apk: &Path, schemes: &str, out: &Path, meta: &Path) {
    let done = adaptrace(
        &[
            "instrument",
            utf8(apk),
            "--scheme",
            schemes,
            "-o",
            utf8(out),
            "--meta",
            utf8(meta),
        ],
        600,
    );
    assert!(done.status.success(), "{}", text(&done));
}

/// Runs `profile --runs 3 --scheme blocks,SCHEME` (a scheme that learns) of the Math `apk`
/// into `out` on the simulator reached with the `device` arguments, and checks it: a line per
/// run, the model generations 0, 1 and 2 used in turn, every stored trace's `scheme` record
/// equal to its `blocks` record, a report per trace, nothing left on the device.
fn profile_math(apk: &Path, out: &Path, sim: &Devsim, device: &[&str], scheme: &str) {
    let schemes = format!("blocks,{scheme}");
    let mut args = vec![
        "profile",
        utf8(apk),
        "--runs",
        "3",
        "--scheme",
        &schemes,
        "--out",
        utf8(out),
    ];
    args.extend_from_slice(device);
    let profile = adaptrace(&args, 900);
    assert!(profile.status.success(), "{}", text(&profile));
    let printed = stdout(&profile);
    for generation in 0..3 {
        let run = generation + 1;
        assert!(
            printed.contains(&format!("run {run}: "))
                && printed.contains(&format!(
                    "recorded with model generation {generation}; pushed model generation {run}"
                )),
            "{printed}"
        );
    }
    let meta = out.join("app.adaptrace");
    let traces = stored(&meta);
    assert_eq!(traces.len(), 3, "{traces:?}");
    for (generation, trace) in traces.iter().enumerate() {
        assert!(
            trace.parent().is_some_and(|d| d
                .file_name()
                .is_some_and(|n| n == format!("gen-{generation:04}").as_str())),
            "{}",
            trace.display()
        );
        assert_exact(&format!("Math ({scheme})"), trace, &meta, scheme);
        let report = trace_parser::report::report_path(&meta, trace);
        let report = std::fs::read_to_string(&report)
            .unwrap_or_else(|e| panic!("{}: {e}", report.display()));
        assert!(report.contains("\"main\""), "{report}");
        assert!(report.contains("complete"), "{report}");
    }
    assert!(meta.join("models/gen-0003.admd").is_file());
    assert!(device_traces(sim, MATH).is_empty());
}

/// `adaptrace run` of the hello app on the device `device` reaches; returns the one trace it
/// left on the simulator.
fn run_hello(sim: &Devsim, device: &[&str]) -> PathBuf {
    let ran = adaptrace(
        &[&["run", PACKAGE, "--timeout", "240"], device].concat(),
        300,
    );
    assert!(ran.status.success(), "{}", text(&ran));
    let [trace] = device_traces(sim, PACKAGE)
        .try_into()
        .unwrap_or_else(|t| panic!("one trace expected: {t:?}"));
    trace
}

/// A simulated device in `tmp`, an adb server connected to it, and the arguments that reach
/// the device through that server.
fn sim_through_a_server(tmp: &Path) -> (Devsim, AdbServer, [String; 2]) {
    let sim = start_devsim(tmp, &[]);
    let adb = AdbServer::start();
    adb.connect(&sim.address());
    let device = ["--adb-server".to_string(), adb.address()];
    (sim, adb, device)
}

/// The Math app built into `tmp`, a simulated device and an adb server connected to it.
fn math_through_an_adb_server(tmp: &Path) -> (PathBuf, Devsim, AdbServer) {
    let apk = build_jgf_apk(tmp, "Math");
    let sim = start_devsim(tmp, &[]);
    let adb = AdbServer::start();
    adb.connect(&sim.address());
    (apk, sim, adb)
}

/// point 5's loop through Debian's adb server, then a trace recorded with an older model
/// generation than the newest, which decodes with its own.
#[test]
fn profile_through_an_adb_server_decodes_every_run_exactly() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let (apk, sim, adb) = math_through_an_adb_server(tmp.path());
    let server = adb.address();
    let out = tmp.path().join("Math.profile");
    profile_math(
        &apk,
        &out,
        &sim,
        &["--adb-server", &server, "--serial", &sim.address()],
        "paths",
    );

    // The app gets generation 1 back while the newest is 3: its trace names 1, is stored
    // under gen-0001 and decodes with that generation's model.
    let meta = out.join("app.adaptrace");
    let device = ["--adb-server", server.as_str()];
    let pushed = adaptrace(
        &[
            &[
                "push-model",
                MATH,
                "--meta",
                utf8(&meta),
                "--generation",
                "1",
            ],
            &device[..],
        ]
        .concat(),
        120,
    );
    assert!(pushed.status.success(), "{}", text(&pushed));
    let ran = adaptrace(&[&["run", MATH], &device[..]].concat(), 300);
    assert!(ran.status.success(), "{}", text(&ran));
    let before = stored(&meta);
    let pulled = pull_and_decode(&meta, &[], &device);
    assert!(pulled.status.success(), "{}", text(&pulled));
    let after = stored(&meta);
    let new: Vec<&PathBuf> = after.iter().filter(|t| !before.contains(t)).collect();
    assert_eq!(new.len(), 1, "{after:?}");
    assert!(
        new[0].parent().is_some_and(|d| d.ends_with("gen-0001")),
        "{}",
        new[0].display()
    );
    assert!(
        stdout(&pulled).contains("(model generation 1):")
            && stdout(&pulled).contains("model generation 4 pushed"),
        "{}",
        text(&pulled)
    );
    assert_exact("Math, generation 1 again", new[0], &meta, "paths");
}

/// The call-trace scheme through the whole loop (`profile --scheme blocks,calls`) over three
/// model generations: every run's `calls` record prints what its oracle record prints, and
/// nothing is left on the device.
#[test]
fn profile_with_calls_decodes_every_run_exactly() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let (apk, sim, adb) = math_through_an_adb_server(tmp.path());
    let server = adb.address();
    let serial = sim.address();
    let device = ["--adb-server", server.as_str(), "--serial", serial.as_str()];
    profile_math(&apk, &tmp.path().join("Math.calls"), &sim, &device, "calls");
}

/// point 5's loop straight over TCP (adb_client's own device, no server).
#[test]
fn profile_direct_over_tcp_decodes_every_run_exactly() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_jgf_apk(tmp.path(), "Math");
    let sim = start_devsim(tmp.path(), &[]);
    let device = direct(tmp.path(), &sim);
    let device: Vec<&str> = device.iter().map(String::as_str).collect();
    profile_math(
        &apk,
        &tmp.path().join("Math.profile"),
        &sim,
        &device,
        "paths",
    );
}

/// `--direct` arguments for the simulator, with a key made in `tmp`.
fn direct(tmp: &Path, sim: &Devsim) -> Vec<String> {
    let key = rsa_key(tmp);
    vec![
        "--direct".to_string(),
        sim.address(),
        "--adb-key".to_string(),
        utf8(&key).to_string(),
    ]
}

/// Installs `apk`, instrumented with `schemes`, on the simulator (reached with the `device`
/// arguments, or over TCP when empty) and runs it once; returns the metadata directory and
/// the device arguments.
fn installed_and_run(
    tmp: &Path,
    sim: &Devsim,
    apk: &Path,
    schemes: &str,
    package: &str,
    device: Vec<String>,
) -> (PathBuf, Vec<String>) {
    let instrumented = tmp.join("app.instrumented.apk");
    let meta = tmp.join("app.adaptrace");
    instrument(apk, schemes, &instrumented, &meta);
    let device = if device.is_empty() {
        direct(tmp, sim)
    } else {
        device
    };
    let device_args: Vec<&str> = device.iter().map(String::as_str).collect();
    install(&instrumented, &device_args);
    let ran = adaptrace(&[&["run", package], &device_args[..]].concat(), 300);
    assert!(ran.status.success(), "{}", text(&ran));
    (meta, device)
}

/// The simulator cuts the first pull of the one Math trace on it (instrumented with
/// [`CUT_SCHEMES`]): a clear stop, the trace stays on the device and nothing is stored; after
/// `reconnect`, the next pull-and-decode stores it byte for byte, deletes it there, and each
/// scheme's record decodes exactly.
fn cut_then_resumed(sim: &Devsim, meta: &Path, device: &[String], reconnect: impl FnOnce()) {
    let device: Vec<&str> = device.iter().map(String::as_str).collect();
    let on_device = device_traces(sim, MATH);
    assert_eq!(on_device.len(), 1);
    let original = std::fs::read(&on_device[0]).expect("the device's trace");
    assert!(original.len() > 200_000, "{} bytes", original.len());

    // Over direct TCP a closed connection leaves adb_client reading forever; the stall
    // timeout gives up on it. Through an adb server the cut arrives as a short file.
    let cut = pull_and_decode(meta, &["--stall-timeout", "5"], &device);
    assert!(!cut.status.success(), "{}", text(&cut));
    assert!(
        stderr(&cut).contains("run again") && stderr(&cut).contains("stay on the device"),
        "{}",
        text(&cut)
    );
    assert_eq!(device_traces(sim, MATH), on_device);
    assert!(stored(meta).is_empty(), "{:?}", stored(meta));

    reconnect();
    let resumed = pull_and_decode(meta, &[], &device);
    assert!(resumed.status.success(), "{}", text(&resumed));
    let traces = stored(meta);
    assert_eq!(traces.len(), 1);
    assert_eq!(
        std::fs::read(&traces[0]).expect("the stored trace"),
        original
    );
    assert!(device_traces(sim, MATH).is_empty());
    for scheme in ["paths", "contexts", "pcc"] {
        assert_exact(
            &format!("Math after a resumed pull ({scheme})"),
            &traces[0],
            meta,
            scheme,
        );
    }
}

/// The schemes of the app whose pull is cut: a coded one and those that need no model.
const CUT_SCHEMES: &str = "blocks,paths,contexts,pcc";

/// `adaptrace pull-and-decode --meta META OPTIONS... DEVICE...`.
fn pull_and_decode(meta: &Path, options: &[&str], device: &[&str]) -> Output {
    let mut args = vec!["pull-and-decode", "--meta", utf8(meta)];
    args.extend_from_slice(options);
    args.extend_from_slice(device);
    adaptrace(&args, 300)
}

/// `pull-and-decode --meta META DEVICE...`, which must succeed and pull one trace.
fn pull_one(meta: &Path, device: &[&str]) -> Output {
    let pulled = pull_and_decode(meta, &[], device);
    assert!(pulled.status.success(), "{}", text(&pulled));
    assert!(
        stdout(&pulled).contains("1 trace(s) pulled"),
        "{}",
        text(&pulled)
    );
    pulled
}

/// `adaptrace install APK DEVICE...`, which must succeed.
fn install(apk: &Path, device: &[&str]) {
    let installed = adaptrace(&[&["install", utf8(apk)], device].concat(), 300);
    assert!(installed.status.success(), "{}", text(&installed));
}

/// The connection breaks mid-pull over direct TCP.
#[test]
fn a_pull_cut_short_keeps_the_trace_and_resumes() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_jgf_apk(tmp.path(), "Math");
    let sim = start_devsim(tmp.path(), &["--drop-after-bytes", "200000"]);
    let (meta, device) = installed_and_run(tmp.path(), &sim, &apk, CUT_SCHEMES, MATH, Vec::new());
    cut_then_resumed(&sim, &meta, &device, || {});
}

/// Through an adb server: the device is connected again before the second pull.
#[test]
fn a_pull_cut_through_an_adb_server_resumes_after_reconnecting() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_jgf_apk(tmp.path(), "Math");
    let sim = start_devsim(tmp.path(), &["--drop-after-bytes", "200000"]);
    let adb = AdbServer::start();
    adb.connect(&sim.address());
    let server = vec!["--adb-server".to_string(), adb.address()];
    let (meta, device) = installed_and_run(tmp.path(), &sim, &apk, CUT_SCHEMES, MATH, server);
    cut_then_resumed(&sim, &meta, &device, || {
        adb.adb(&["disconnect", &sim.address()]);
        adb.connect(&sim.address());
    });
}

/// A trace whose process still runs is left on the device and said so; once the app has
/// ended, the next pull takes it.
#[test]
fn a_trace_still_being_written_is_left_for_later() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path(), "hello.apk");
    let sim = start_devsim(tmp.path(), &[]);
    let adb = AdbServer::start();
    adb.connect(&sim.address());
    let instrumented = tmp.path().join("hello.instrumented.apk");
    let meta = tmp.path().join("hello.adaptrace");
    instrument(&apk, "paths", &instrumented, &meta);
    let device = ["--adb-server", &adb.address()].map(str::to_string);
    let device: Vec<&str> = device.iter().map(String::as_str).collect();
    install(&instrumented, &device);
    // `am start` without -W returns at once; the app then sleeps with its trace open.
    let started = adb.adb(&[
        "shell",
        "am",
        "start",
        "-n",
        &format!("{PACKAGE}/.MainActivity"),
        "--es",
        "sleep_ms",
        "20000",
    ]);
    assert!(started.status.success(), "{}", text(&started));
    let deadline = Instant::now() + Duration::from_secs(60);
    while device_traces(&sim, PACKAGE).is_empty() {
        assert!(
            Instant::now() < deadline,
            "no trace appeared: {}",
            sim.log()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    let busy = pull_and_decode(&meta, &[], &device);
    assert!(busy.status.success(), "{}", text(&busy));
    assert!(
        stderr(&busy).contains("is still writing it")
            && stdout(&busy).contains("0 trace(s) pulled")
            && stdout(&busy).contains("1 still being written"),
        "{}",
        text(&busy)
    );
    assert_eq!(device_traces(&sim, PACKAGE).len(), 1);
    assert!(stored(&meta).is_empty());

    let stopped = adb.adb(&["shell", "am", "force-stop", PACKAGE]);
    assert!(stopped.status.success(), "{}", text(&stopped));
    let later = pull_one(&meta, &device);
    assert!(device_traces(&sim, PACKAGE).is_empty());
    assert_eq!(stored(&meta).len(), 1);
    // The command it prints for the profiles and pictures of what it pulled works as printed.
    let printed = stdout(&later);
    let hint = printed
        .lines()
        .find_map(|l| l.split_once("adaptrace report "))
        .unwrap_or_else(|| panic!("no report command in {printed}"))
        .1;
    let mut args = vec!["report"];
    args.extend(hint.split_whitespace());
    let report = adaptrace(&args, 120);
    assert!(report.status.success(), "{}", text(&report));
    assert!(meta.join("reports/profile/index.html").is_file());
}

/// On Android 11+ an app that cannot create its external directory writes its traces to
/// internal storage (android-runtime's FORMATS.md, "Where traces go"), which adb reads only
/// through `run-as`: `pull-and-decode` says so for an app that is not debuggable, leaving the
/// trace where it is, and pulls and decodes it once the app instrumented `--debuggable` is
/// installed.
#[test]
fn traces_in_internal_storage_come_through_run_as_when_debuggable() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let (sim, _adb, device) = sim_through_a_server(tmp.path());
    let device: Vec<&str> = device.iter().map(String::as_str).collect();

    let apk = build_apk(tmp.path(), "hello.apk");
    let instrumented = tmp.path().join("hello.instrumented.apk");
    let meta = tmp.path().join("hello.adaptrace");
    instrument(&apk, "blocks,paths", &instrumented, &meta);
    install(&instrumented, &device);
    let trace = run_hello(&sim, &device);
    let name = trace.file_name().expect("a file name").to_owned();
    let internal = sim
        .root
        .join("data/data")
        .join(PACKAGE)
        .join("files/adaptrace");
    std::fs::create_dir_all(&internal).expect("the simulator's root is writable");
    std::fs::rename(&trace, internal.join(&name)).expect("the trace moves");

    let refused = pull_and_decode(&meta, &[], &device);
    assert!(refused.status.success(), "{}", text(&refused));
    assert!(
        stdout(&refused).contains("0 trace(s) pulled")
            && stderr(&refused).contains(&format!("run-as: package not debuggable: {PACKAGE}"))
            && stderr(&refused).contains("install a debuggable build"),
        "{}",
        text(&refused)
    );
    assert!(internal.join(&name).is_file(), "the trace must stay put");
    assert!(stored(&meta).is_empty());

    // The same app instrumented --debuggable: its binary manifest says so, without aapt.
    let debuggable = tmp.path().join("hello.debuggable.apk");
    let made = adaptrace(
        &[
            "instrument",
            utf8(&apk),
            "--scheme",
            "blocks,paths",
            "--debuggable",
            "-o",
            utf8(&debuggable),
            "--meta",
            utf8(&tmp.path().join("hello.debuggable.adaptrace")),
        ],
        600,
    );
    assert!(made.status.success(), "{}", text(&made));
    let manifest = apk_io::read_manifest(&debuggable).expect("the manifest reads");
    assert!(manifest.debuggable);
    assert_eq!(
        apk_io::Manifest {
            debuggable: false,
            ..manifest
        },
        apk_io::read_manifest(&instrumented).expect("the manifest reads"),
        "--debuggable changes nothing else"
    );
    install(&debuggable, &device);
    pull_one(&meta, &device);
    assert!(
        !internal.join(&name).exists(),
        "the device's copy is deleted"
    );
    let traces = stored(&meta);
    assert_eq!(traces.len(), 1, "{traces:?}");
    assert_exact("hello (internal storage)", &traces[0], &meta, "paths");

    // A kill between the runtime's rename into external storage and its delete of the
    // internal file leaves the whole trace outside and a prefix inside, under one name: the
    // whole one is stored, and both leave the device.
    let trace = run_hello(&sim, &device);
    let name = trace.file_name().expect("a file name").to_owned();
    let whole = std::fs::read(&trace).expect("the trace reads");
    std::fs::write(internal.join(&name), &whole[..whole.len() / 2]).expect("internal is writable");
    pull_one(&meta, &device);
    assert!(!trace.exists() && !internal.join(&name).exists());
    let traces = stored(&meta);
    assert_eq!(traces.len(), 2, "{traces:?}");
    let newest = traces
        .iter()
        .find(|t| t.file_name() == Some(name.as_os_str()))
        .expect("the trace is stored under its name");
    assert_eq!(
        std::fs::read(newest).expect("the stored trace reads"),
        whole
    );
}

/// Android 11+: only the system creates `/sdcard/Android/data/<package>/`. Started by `am
/// start` alone (no `adaptrace run` to create the directory), the app's runtime cannot make it
/// and begins its trace in internal storage; the activity's instrumented `onCreate` hands the
/// runtime its Context, the system creates the directory, and the trace moves there. The app is
/// not debuggable, yet `pull-and-decode` gets the whole trace, events before the first Context
/// included, and it decodes exactly.
#[test]
fn a_trace_begun_before_the_first_context_reaches_the_host() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let (sim, adb, device) = sim_through_a_server(tmp.path());
    let device: Vec<&str> = device.iter().map(String::as_str).collect();

    // The class initializer runs (and is traced) before the activity exists; it waits so that
    // the runtime's writer has opened its file before onCreate brings a Context.
    let apk = build_apk_with(
        tmp.path(),
        "hello.apk",
        r#".method static constructor <clinit>()V
    .registers 2
    const-wide/16 v0, 0x3e8
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    return-void
.end method
"#,
    );
    let instrumented = tmp.path().join("hello.instrumented.apk");
    let meta = tmp.path().join("hello.adaptrace");
    instrument(&apk, "blocks,paths", &instrumented, &meta);
    install(&instrumented, &device);
    let external = sim.root.join("sdcard/Android/data").join(PACKAGE);
    assert!(!external.exists(), "nothing made the directory yet");

    let serial = sim.address();
    let started = adb.adb(&[
        "-s",
        &serial,
        "shell",
        "am",
        "start",
        "-n",
        &format!("{PACKAGE}/{ACTIVITY}"),
    ]);
    assert!(started.status.success(), "{}", text(&started));
    let deadline = Instant::now() + Duration::from_secs(240);
    while !sim
        .app_log()
        .contains(&format!("{PACKAGE}: process exited"))
    {
        assert!(
            Instant::now() < deadline,
            "the app did not end:\n{}",
            sim.app_log()
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    let log = sim.app_log();
    let internal = format!("data/data/{PACKAGE}/files/adaptrace");
    assert!(
        log.contains("adaptrace: cannot write to ") && log.contains(&internal),
        "the app's own mkdirs must fail:\n{log}"
    );
    assert!(
        log.contains("adaptrace: trace moved to "),
        "the trace moves once there is a Context:\n{log}"
    );
    assert_eq!(device_traces(&sim, PACKAGE).len(), 1);
    let left = sim.root.join(&internal);
    assert!(
        std::fs::read_dir(&left).map_or(true, |mut d| d.next().is_none()),
        "nothing stays in internal storage"
    );

    pull_one(&meta, &device);
    let traces = stored(&meta);
    assert_eq!(traces.len(), 1, "{traces:?}");
    let blocks = assert_exact("hello (moved trace)", &traces[0], &meta, "paths");
    let clinit = format!("L{};-><clinit>()V", ACTIVITY.replace('.', "/"));
    assert!(blocks.contains(&clinit), "{clinit} in\n{blocks}");
}

/// `adaptrace ARGS` as a user runs it: in `dir`, with only `env` to find the device (no
/// device flag) and a fresh `home`, whose `~/.local/share` holds the store of builds.
fn as_user(dir: &Path, home: &Path, env: &[(&str, String)], args: &[&str]) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_adaptrace"));
    command
        .current_dir(dir)
        .env("HOME", home)
        .env_remove("XDG_DATA_HOME")
        .env_remove("ANDROID_SERIAL")
        .env_remove("ADB_SERVER_SOCKET")
        .env_remove("ANDROID_ADB_SERVER_PORT")
        .args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    adaptrace_test_support::run_with_deadline(
        command,
        600,
        &format!("adaptrace {}", args.join(" ")),
    )
}

/// The README's quick start, exactly: `adaptrace instrument app.apk`, `adaptrace install
/// app.instrumented.apk`, `adaptrace run PACKAGE`, `adaptrace pull-and-decode`, in a fresh HOME,
/// through a private adb server that only ANDROID_ADB_SERVER_PORT names. The trace is stored
/// with its build and decodes. A second app on the same device is pulled by the same command,
/// each with its own build; a trace of a build this machine does not know stays on the device
/// with a message naming it, until `--meta` registers the build.
#[test]
fn the_loop_runs_as_written_in_a_fresh_home() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let sim = start_devsim(tmp.path(), &[]);
    let adb = AdbServer::start();
    adb.connect(&sim.address());
    let home = tmp.path().join("home");
    std::fs::create_dir_all(&home).expect("the temp dir is writable");
    let env = [("ANDROID_ADB_SERVER_PORT", adb.port.to_string())];
    let work = tmp.path().join("work");
    std::fs::create_dir_all(&work).expect("the temp dir is writable");
    let user = |args: &[&str]| {
        let out = as_user(&work, &home, &env, args);
        assert!(
            out.status.success(),
            "adaptrace {}: {}",
            args.join(" "),
            text(&out)
        );
        out
    };

    let apk = build_apk(tmp.path(), "hello.apk");
    std::fs::copy(&apk, work.join("app.apk")).expect("the APK copies");
    let made = user(&["instrument", "app.apk"]);
    assert!(
        stderr(&made).contains("adaptrace install app.instrumented.apk")
            && stderr(&made).contains(&format!("adaptrace run {PACKAGE}"))
            && stderr(&made).contains("adaptrace pull-and-decode"),
        "the next commands: {}",
        text(&made)
    );
    let meta = work.join("app.adaptrace");
    assert!(work.join("app.instrumented.apk").is_file() && meta.join("metadata.json").is_file());
    let store = home.join(".local/share/adaptrace/builds").join(PACKAGE);
    assert_eq!(std::fs::read_dir(&store).map(|d| d.count()).unwrap_or(0), 1);
    user(&["install", "app.instrumented.apk"]);
    user(&["run", PACKAGE]);

    // The second app, instrumented with the oracle beside `paths` to check the decoding.
    let math = build_jgf_apk(tmp.path(), "Math");
    std::fs::copy(&math, work.join("math.apk")).expect("the APK copies");
    user(&["instrument", "math.apk", "--scheme", "blocks,paths"]);
    user(&["install", "math.instrumented.apk"]);
    user(&["run", MATH]);

    let pulled = user(&["pull-and-decode"]);
    let printed = stdout(&pulled);
    for package in [PACKAGE, MATH] {
        assert!(
            printed.contains(&format!("{package}: 1 trace(s) pulled")),
            "{package}: {}",
            text(&pulled)
        );
    }
    let [hello] = stored(&meta)
        .try_into()
        .unwrap_or_else(|t| panic!("one hello trace: {t:?}"));
    let decoded = adaptrace(
        &[
            "decode",
            utf8(&hello),
            "--meta",
            utf8(&meta),
            "--emit",
            "calls",
        ],
        300,
    );
    assert!(decoded.status.success(), "{}", text(&decoded));
    assert!(
        stdout(&decoded).contains("MainActivity;->onCreate"),
        "{}",
        text(&decoded)
    );
    let math_meta = work.join("math.adaptrace");
    let [math_trace] = stored(&math_meta)
        .try_into()
        .unwrap_or_else(|t| panic!("one Math trace: {t:?}"));
    assert_exact(
        "Math (pull-and-decode by build)",
        &math_trace,
        &math_meta,
        "paths",
    );
    assert!(device_traces(&sim, PACKAGE).is_empty() && device_traces(&sim, MATH).is_empty());

    // A build this machine does not know (instrumented elsewhere): its trace stays put.
    std::fs::remove_dir_all(home.join(".local/share/adaptrace/builds").join(MATH))
        .expect("the store is writable");
    user(&["run", MATH]);
    let kept = user(&["pull-and-decode"]);
    let hash = android_runtime::record::TraceStream::open(&math_trace)
        .map(|t| android_runtime::record::Record::header(&t).metadata_hash)
        .expect("the stored trace reads");
    assert!(
        stdout(&kept).contains(&format!("{MATH}: 0 trace(s) pulled"))
            && stderr(&kept).contains(&format!("build {hash:016x} of {MATH}"))
            && stderr(&kept).contains("--meta DIR"),
        "{}",
        text(&kept)
    );
    assert_eq!(
        device_traces(&sim, MATH).len(),
        1,
        "the trace stays on the device"
    );
    let registered = user(&["pull-and-decode", "--meta", "math.adaptrace"]);
    assert!(
        stdout(&registered).contains(&format!("{MATH}: 1 trace(s) pulled")),
        "{}",
        text(&registered)
    );
    assert!(device_traces(&sim, MATH).is_empty());
    assert_eq!(stored(&math_meta).len(), 2);
}

/// The host's disk fills while storing: a clear message, the device keeps its trace, and
/// once there is room the same command stores it. Needs a small tmpfs, so root.
#[test]
fn a_full_disk_keeps_the_trace_on_the_device() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_jgf_apk(tmp.path(), "Math");
    let sim = start_devsim(tmp.path(), &[]);
    let (meta, device) =
        installed_and_run(tmp.path(), &sim, &apk, "blocks,paths", MATH, Vec::new());
    let device: Vec<&str> = device.iter().map(String::as_str).collect();
    let traces_dir = meta.join("traces");
    std::fs::create_dir_all(&traces_dir).expect("a traces directory");
    let mounted = Command::new("mount")
        .args(["-t", "tmpfs", "-o", "size=64k", "tmpfs"])
        .arg(&traces_dir)
        .output();
    match mounted {
        Ok(out) if out.status.success() => {}
        Ok(out) => {
            eprintln!(
                "skipped: cannot mount a small tmpfs for the full disk ({})",
                String::from_utf8_lossy(&out.stderr).trim()
            );
            return;
        }
        Err(e) => {
            eprintln!("skipped: cannot run mount for the full disk ({e})");
            return;
        }
    }
    let unmount = Unmount(traces_dir.clone());
    let full = pull_and_decode(&meta, &[], &device);
    assert!(!full.status.success(), "{}", text(&full));
    assert!(
        stderr(&full).contains("No space left on device")
            && stderr(&full).contains("free some space")
            && !stderr(&full).contains("reconnect"),
        "{}",
        text(&full)
    );
    assert_eq!(device_traces(&sim, MATH).len(), 1);
    drop(unmount);

    let roomy = pull_and_decode(&meta, &[], &device);
    assert!(roomy.status.success(), "{}", text(&roomy));
    assert!(device_traces(&sim, MATH).is_empty());
    let traces = stored(&meta);
    assert_eq!(traces.len(), 1);
    assert_exact("Math after a full disk", &traces[0], &meta, "paths");
}

/// Unmounts the tmpfs when the test ends, also on a failed assertion.
struct Unmount(PathBuf);

impl Drop for Unmount {
    fn drop(&mut self) {
        let _ = Command::new("umount").arg(&self.0).status();
    }
}

/// No server, no device, a hostile package name: each a clear error before anything happens.
#[test]
fn pull_and_decode_without_a_device_or_with_a_bad_name_says_so() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path(), "hello.apk");
    let meta = tmp.path().join("hello.adaptrace");
    instrument(
        &apk,
        "paths",
        &tmp.path().join("hello.instrumented.apk"),
        &meta,
    );
    let closed = format!("127.0.0.1:{}", free_port());
    let no_server = pull_and_decode(&meta, &["--package", MATH], &["--adb-server", &closed]);
    assert!(!no_server.status.success());
    assert!(
        stderr(&no_server).contains(&format!("no adb server answers at {closed}")),
        "{}",
        text(&no_server)
    );

    let adb = AdbServer::start();
    let server = adb.address();
    let no_device = pull_and_decode(&meta, &["--package", MATH], &["--adb-server", &server]);
    assert!(!no_device.status.success());
    assert!(
        stderr(&no_device).contains("lists no device"),
        "{}",
        text(&no_device)
    );

    for hostile in ["a;rm -rf x", "a b", "a'b", "$(reboot)"] {
        let refused = pull_and_decode(&meta, &["--package", hostile], &["--adb-server", &server]);
        assert!(!refused.status.success());
        assert!(
            stderr(&refused).contains("package"),
            "{hostile}: {}",
            text(&refused)
        );
    }
}
