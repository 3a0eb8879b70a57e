//! `adaptrace install` and `adaptrace run` against the simulated phone (`adaptrace-devsim`):
//! through a private adb server (never the default one), and straight over TCP with a key
//! made here; plus the `device` crate's file operations on paths with spaces and quotes,
//! and the failures (no server, closed port, hostile names).
//!
//! adb_client blocks forever on a peer that stops answering, so every adaptrace process runs
//! under a deadline and every library call on a thread with a timeout.

use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};
use std::path::Path;
use std::process::Output;
use std::time::{Duration, Instant};

mod common;

use common::{adaptrace, devsim_binary};

use adaptrace_test_support::{
    build_apk, free_port, rsa_key, text, tier, within, AdbServer, Devsim, Tier, PACKAGE,
};
use android_runtime::model::Model;
use device::adb::{Device, DevicePath, Target};

/// The simulator on a free port, with `dir/root` as its `/`.
fn start_devsim(dir: &Path) -> Devsim {
    Devsim::start(
        devsim_binary(),
        &dir.join("root"),
        &dir.join("cache"),
        &["--quiet"],
    )
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// install and run through a private adb server; the run's extra reaches the app.
#[test]
fn install_and_run_through_an_adb_server() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path(), "my hello.apk");
    let sim = start_devsim(tmp.path());
    let adb = AdbServer::start();
    let connected = adb.adb(&["connect", &sim.address()]);
    assert!(
        stdout(&connected).contains("connected to"),
        "{}",
        text(&connected)
    );
    let server = adb.address();
    let apk_arg = apk.to_str().expect("a UTF-8 temp path");

    let installed = adaptrace(&["install", apk_arg, "--adb-server", &server], 300);
    assert!(installed.status.success(), "{}", text(&installed));
    assert_eq!(stdout(&installed), format!("{PACKAGE}\n"));
    // A second install replaces the first.
    let again = adaptrace(&["install", apk_arg, "--adb-server", &server], 300);
    assert!(again.status.success(), "{}", text(&again));

    let ran = adaptrace(
        &[
            "run",
            PACKAGE,
            "--activity",
            ".MainActivity",
            "--extra",
            "greeting=it's $(a) `b`; c",
            "--adb-server",
            &server,
            "--serial",
            &sim.address(),
            "--timeout",
            "240",
        ],
        300,
    );
    assert!(ran.status.success(), "{}", text(&ran));
    assert!(
        stdout(&ran).starts_with("com.example.hello/.MainActivity: ended after"),
        "{}",
        text(&ran)
    );
    // `adb logcat` wraps the command in `export ...; exec logcat`, which the simulator's
    // shell lacks; `adb shell logcat -d` reads the same log.
    let logcat = adb.adb(&["-s", &sim.address(), "shell", "logcat", "-d"]);
    assert!(
        stdout(&logcat).contains("hello onCreate\nit's $(a) `b`; c\n"),
        "the extra did not reach the app unchanged: {}",
        text(&logcat)
    );
    assert!(sim.app_file("hello.txt").is_file());

    // Without --activity the device names the launcher (`cmd package resolve-activity`).
    let launcher = adaptrace(&["run", PACKAGE, "--adb-server", &server], 300);
    assert!(launcher.status.success(), "{}", text(&launcher));
    assert!(
        stdout(&launcher)
            .starts_with("com.example.hello/com.example.hello.MainActivity: ended after"),
        "{}",
        text(&launcher)
    );

    let unknown = adaptrace(&["run", PACKAGE, "--adb-server", &server, "-s", "nope"], 60);
    assert!(!unknown.status.success());
    assert!(
        stderr(&unknown).contains(&format!(
            "has no device `nope` (it lists: {})",
            sim.address()
        )),
        "{}",
        text(&unknown)
    );
}

/// install and run straight over TCP; an app that never ends is stopped at the timeout; the
/// library's file operations on a path with spaces and quotes.
#[test]
fn install_and_run_direct_over_tcp() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path(), "my hello.apk");
    let key = rsa_key(tmp.path());
    let sim = start_devsim(tmp.path());
    let address = sim.address();
    let key_arg = key.to_str().expect("a UTF-8 temp path");
    let direct = ["--direct", address.as_str(), "--adb-key", key_arg];
    let apk_arg = apk.to_str().expect("a UTF-8 temp path");

    let mut args = vec!["install", apk_arg];
    args.extend(direct);
    let installed = adaptrace(&args, 300);
    assert!(installed.status.success(), "{}", text(&installed));
    assert_eq!(stdout(&installed), format!("{PACKAGE}\n"));

    let mut args = vec![
        "run",
        PACKAGE,
        "--activity",
        "com.example.hello.MainActivity",
        "--extra",
        "greeting=direct",
    ];
    args.extend(direct);
    let ran = adaptrace(&args, 300);
    assert!(ran.status.success(), "{}", text(&ran));
    assert!(
        sim.app_log().contains("hello onCreate\ndirect\n"),
        "{}",
        sim.app_log()
    );
    assert!(sim.app_file("hello.txt").is_file());

    // push-model: the newest generation lands as the runtime's model.admd, nothing half-made.
    let meta = tmp.path().join("meta");
    std::fs::create_dir_all(meta.join("models")).expect("a temp dir is writable");
    for generation in [1, 2] {
        let model = Model {
            metadata_hash: 7,
            generation,
            tables: vec![vec![generation, 1], vec![3, 4, 5]],
        };
        model
            .write_atomic(trace_parser::models::path(&meta, generation))
            .expect("a temp dir is writable");
    }
    let meta_arg = meta.to_str().expect("a UTF-8 temp path");
    let mut args = vec!["push-model", PACKAGE, "--meta", meta_arg];
    args.extend(direct);
    let pushed = adaptrace(&args, 120);
    assert!(pushed.status.success(), "{}", text(&pushed));
    let on_device = format!("/sdcard/Android/data/{PACKAGE}/files/adaptrace/model.admd");
    assert_eq!(
        stdout(&pushed),
        format!("{PACKAGE}: model generation 2 at {on_device}\n")
    );
    let device_dir = sim.app_file("adaptrace");
    assert_eq!(
        std::fs::read(device_dir.join("model.admd")).expect("the model is on the device"),
        std::fs::read(trace_parser::models::path(&meta, 2)).expect("the local model")
    );
    assert!(!device_dir.join(".model.admd.part").exists());
    let mut args = vec![
        "push-model",
        PACKAGE,
        "--meta",
        meta_arg,
        "--generation",
        "3",
    ];
    args.extend(direct);
    let missing = adaptrace(&args, 120);
    assert!(!missing.status.success());
    assert!(
        stderr(&missing).contains("gen-0003.admd"),
        "{}",
        text(&missing)
    );

    let started = Instant::now();
    let mut args = vec![
        "run",
        PACKAGE,
        "--extra",
        "sleep_ms=600000",
        "--timeout",
        "5",
    ];
    args.extend(direct);
    let slow = adaptrace(&args, 120);
    assert!(slow.status.success(), "{}", text(&slow));
    assert!(
        stdout(&slow).contains("still running after 5.0 s; stopped (am force-stop)"),
        "{}",
        text(&slow)
    );
    assert!(started.elapsed() < Duration::from_secs(60));
    assert!(
        sim.app_log()
            .contains("process was stopped (am force-stop)"),
        "{}",
        sim.app_log()
    );

    // The library on a path a shell would split, glob and expand.
    let target = Target::Direct {
        address: address.parse::<SocketAddr>().expect("an address"),
        key: Some(key.clone()),
    };
    let local = tmp.path().join("payload");
    std::fs::write(&local, b"twelve bytes").expect("a temp dir is writable");
    let back = tmp.path().join("back");
    let back_in_thread = back.clone();
    let (listed, stat, shell) = within(120, "file operations", move || {
        let mut device = Device::connect(&target).expect("connects");
        let dir = DevicePath::new("/sdcard/my dir/it's $(x) `y`; z").expect("a valid path");
        let file = dir.join("a b*.txt").expect("a file name");
        device.push(&local, &file).expect("push");
        device.pull(&file, &back_in_thread).expect("pull");
        let listed = device.list(&dir).expect("list");
        let stat = device.stat(&file).expect("stat");
        let shell = device.shell(&["ls", file.as_str()]).expect("shell").text();
        (listed, stat, shell)
    });
    assert_eq!(std::fs::read(&back).expect("pulled"), b"twelve bytes");
    assert_eq!(listed.len(), 1, "{listed:?}");
    assert_eq!(listed[0].name, "a b*.txt");
    assert_eq!(listed[0].size, 12);
    let stat = stat.expect("the pushed file exists");
    assert!(stat.is_file() && stat.size == 12, "{stat:?}");
    assert_eq!(shell, "/sdcard/my dir/it's $(x) `y`; z/a b*.txt\n");
    assert!(sim
        .root
        .join("sdcard/my dir/it's $(x) `y`; z/a b*.txt")
        .is_file());
}

/// Failures that must be clear errors, never hangs: no server, a closed port, hostile names.
#[test]
fn failures_are_clear_errors() {
    if !tier(Tier::Device) {
        return;
    }
    let closed = free_port();
    let no_server = adaptrace(
        &[
            "run",
            PACKAGE,
            "--adb-server",
            &format!("127.0.0.1:{closed}"),
        ],
        60,
    );
    assert!(!no_server.status.success());
    let message = stderr(&no_server);
    assert!(
        message.contains(&format!("no adb server answers at 127.0.0.1:{closed}"))
            && message.contains("adb -P PORT start-server")
            && message.contains("--direct"),
        "{message}"
    );

    let tmp = tempfile::tempdir().expect("a temp dir");
    let key = rsa_key(tmp.path());
    let key_arg = key.to_str().expect("a UTF-8 temp path");
    let closed = free_port();
    let direct = adaptrace(
        &[
            "run",
            PACKAGE,
            "--activity",
            ".MainActivity",
            "--direct",
            &format!("127.0.0.1:{closed}"),
            "--adb-key",
            key_arg,
        ],
        60,
    );
    assert!(!direct.status.success());
    let message = stderr(&direct);
    assert!(
        message.contains(&format!(
            "cannot connect to the device at 127.0.0.1:{closed} directly"
        )) && message.contains("nothing listens there"),
        "{message}"
    );

    // Refused before any connection: the server address is not even tried.
    let unreachable = format!("127.0.0.1:{}", free_port());
    for (args, expected) in [
        (
            vec!["run", "x;rm -rf /"],
            "package name `x;rm -rf /` is refused",
        ),
        (
            vec!["run", "com.x;reboot"],
            "package name `com.x;reboot` is refused: `;` is not allowed",
        ),
        (
            vec!["run", "com.$(reboot).x"],
            "package name `com.$(reboot).x` is refused",
        ),
        (
            vec!["run", PACKAGE, "--activity", ".Main;reboot"],
            "activity class `.Main;reboot` is refused",
        ),
        (
            vec!["run", PACKAGE, "--serial", "a\u{1b}b"],
            "serial `a\\u{1b}b` is refused",
        ),
    ] {
        let mut args = args.clone();
        args.extend(["--adb-server", unreachable.as_str()]);
        let out = adaptrace(&args, 30);
        assert!(!out.status.success());
        assert!(stderr(&out).contains(expected), "{args:?}: {}", text(&out));
        assert!(!stderr(&out).contains("no adb server"), "{}", text(&out));
    }

    let missing = adaptrace(
        &[
            "install",
            "/nonexistent/app.apk",
            "--adb-server",
            &unreachable,
        ],
        30,
    );
    assert!(!missing.status.success());
    assert!(
        stderr(&missing).contains("/nonexistent/app.apk: no such file"),
        "{}",
        text(&missing)
    );
}

/// `--direct` and `--serial` do not mix; `--adb-key` needs `--direct`.
#[test]
fn device_options_are_checked() {
    if !tier(Tier::Device) {
        return;
    }
    let addr = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 9).to_string();
    let both = adaptrace(&["run", PACKAGE, "--direct", &addr, "--serial", "x"], 30);
    assert_eq!(both.status.code(), Some(2), "{}", text(&both));
    let key_alone = adaptrace(&["run", PACKAGE, "--adb-key", "k"], 30);
    assert_eq!(key_alone.status.code(), Some(2), "{}", text(&key_alone));
    let help = adaptrace(&["run", "--help"], 30);
    assert!(stdout(&help).contains("--direct"), "{}", text(&help));
}
