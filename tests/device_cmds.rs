//! `adaptrace install` and `adaptrace run` against the simulated phone (`adaptrace-devsim`):
//! through a private adb server (never the default one), and straight over TCP with a key
//! made here; plus `trace_parser::device`'s file operations on paths with spaces and quotes,
//! and the failures (no server, closed port, hostile names).
//!
//! adb_client blocks forever on a peer that stops answering, so every adaptrace process runs
//! under a deadline and every library call on a thread with a timeout.

use std::io::{BufRead, BufReader};
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4, TcpListener};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{mpsc, OnceLock};
use std::time::{Duration, Instant};

use trace_parser::device::{Device, DevicePath, Target};

const PACKAGE: &str = "com.example.hello";

/// adaptrace-devsim, built once per test binary next to `adaptrace` (cargo does not build
/// another package's binaries for this one's tests).
fn devsim_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| {
        let bin_dir = Path::new(env!("CARGO_BIN_EXE_adaptrace"))
            .parent()
            .expect("adaptrace lies in a directory");
        let target_dir = bin_dir
            .parent()
            .expect("the profile directory has a parent");
        let status = Command::new(env!("CARGO"))
            .args([
                "build",
                "--quiet",
                "-p",
                "device_sim",
                "--bin",
                "adaptrace-devsim",
            ])
            .arg("--manifest-path")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cannot build adaptrace-devsim");
        target_dir.join("debug/adaptrace-devsim")
    })
}

/// A running simulator on a free port, killed on drop.
struct Devsim {
    child: Child,
    port: u16,
    root: PathBuf,
}

impl Devsim {
    fn start(dir: &Path) -> Devsim {
        let root = dir.join("root");
        let mut child = Command::new(devsim_binary())
            .args(["--port", "0", "--quiet", "--root"])
            .arg(&root)
            .arg("--cache")
            .arg(dir.join("cache"))
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("adaptrace-devsim starts");
        let mut stderr = BufReader::new(child.stderr.take().expect("piped stderr"));
        let mut first = String::new();
        stderr
            .read_line(&mut first)
            .expect("the simulator prints its address");
        let port = first
            .split("127.0.0.1:")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in `{first}`"));
        // Keep draining stderr so the simulator never blocks on a full pipe.
        std::thread::spawn(move || for _ in stderr.lines().map_while(Result::ok) {});
        Devsim { child, port, root }
    }

    fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// What the apps printed (the simulator's logcat).
    fn app_log(&self) -> String {
        std::fs::read_to_string(self.root.join("data/system/adaptrace-devsim.log"))
            .unwrap_or_default()
    }
}

impl Drop for Devsim {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A private adb server on a free port; `kill-server` on drop.
struct AdbServer {
    port: u16,
}

impl AdbServer {
    fn start() -> AdbServer {
        let server = AdbServer { port: free_port() };
        let out = server.adb(&["start-server"]);
        assert!(out.status.success(), "adb start-server: {}", text(&out));
        server
    }

    fn adb(&self, args: &[&str]) -> Output {
        let mut command = Command::new("adb");
        command.arg("-P").arg(self.port.to_string()).args(args);
        within_process(command, 60, "adb")
    }

    fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }
}

impl Drop for AdbServer {
    fn drop(&mut self) {
        // No deadline here: a panic while a failed test unwinds would abort the run.
        let _ = Command::new("adb")
            .arg("-P")
            .arg(self.port.to_string())
            .arg("kill-server")
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
    }
}

/// A port nothing listens on (bound, then released).
fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("bound").port()
}

/// Runs `command` to completion, killing it after `secs`.
fn within_process(mut command: Command, secs: u64, what: &str) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {what}: {e}"));
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if child.try_wait().expect("wait works").is_some() {
            return child.wait_with_output().expect("output");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().expect("output");
            panic!("{what} took more than {secs} s: {}", text(&out));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

fn adaptrace(args: &[&str], secs: u64) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_adaptrace"));
    command.arg("-q").args(args);
    within_process(command, secs, &format!("adaptrace {}", args.join(" ")))
}

fn text(out: &Output) -> String {
    format!(
        "status {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

fn stdout(out: &Output) -> String {
    String::from_utf8_lossy(&out.stdout).into_owned()
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Runs `f` on its own thread; panics if it takes longer than `secs`.
fn within<T: Send + 'static>(secs: u64, what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("{what} took more than {secs} s"))
}

/// A PKCS#8 RSA key for the direct path, so ~/.android is never read or written.
fn private_key(dir: &Path) -> PathBuf {
    let key = dir.join("adbkey");
    let mut command = Command::new("openssl");
    command
        .args([
            "genpkey",
            "-algorithm",
            "RSA",
            "-pkeyopt",
            "rsa_keygen_bits:2048",
            "-out",
        ])
        .arg(&key);
    let out = within_process(command, 60, "openssl genpkey");
    assert!(out.status.success(), "{}", text(&out));
    key
}

const MANIFEST: &str = r#"<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example.hello">
    <application android:label="Hello">
        <activity android:name=".MainActivity" android:exported="true">
            <intent-filter>
                <action android:name="android.intent.action.MAIN"/>
                <category android:name="android.intent.category.LAUNCHER"/>
            </intent-filter>
        </activity>
        <activity android:name=".SlowActivity" android:exported="true"/>
    </application>
</manifest>
"#;

const APKTOOL_YML: &str = "version: 2.7.0
apkFileName: hello.apk
isFrameworkApk: false
usesFramework:
  ids:
  - 1
sdkInfo:
  minSdkVersion: '21'
  targetSdkVersion: '30'
packageInfo:
  forcedPackageId: '127'
versionInfo:
  versionCode: '1'
  versionName: '1.0'
compressionType: false
sharedLibrary: false
sparseResources: false
doNotCompress:
- resources.arsc
";

/// Prints `hello <greeting extra>` and creates `ran.txt` in its external files directory.
const MAIN_ACTIVITY: &str = r#".class public Lcom/example/hello/MainActivity;
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 6
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    invoke-virtual {p0}, Lcom/example/hello/MainActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "greeting"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v2, Ljava/lang/StringBuilder;
    const-string v3, "hello "
    invoke-direct {v2, v3}, Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V
    invoke-virtual {v2, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v2}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v1, Ljava/io/File;
    const/4 v2, 0x0
    invoke-virtual {p0, v2}, Lcom/example/hello/MainActivity;->getExternalFilesDir(Ljava/lang/String;)Ljava/io/File;
    move-result-object v2
    const-string v3, "ran.txt"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->createNewFile()Z
    return-void
.end method
"#;

/// Never ends by itself: it sleeps ten minutes in onCreate.
const SLOW_ACTIVITY: &str = r#".class public Lcom/example/hello/SlowActivity;
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    const-wide/32 v0, 600000
    invoke-static {v0, v1}, Ljava/lang/Thread;->sleep(J)V
    return-void
.end method
"#;

/// Builds the test app with `apktool b` in `work` (a file name with a space, as users have).
fn build_apk(work: &Path) -> PathBuf {
    let project = work.join("hello");
    let smali = project.join("smali/com/example/hello");
    std::fs::create_dir_all(&smali).expect("a temp dir is writable");
    let files = [
        (project.join("AndroidManifest.xml"), MANIFEST),
        (project.join("apktool.yml"), APKTOOL_YML),
        (smali.join("MainActivity.smali"), MAIN_ACTIVITY),
        (smali.join("SlowActivity.smali"), SLOW_ACTIVITY),
    ];
    for (path, content) in files {
        std::fs::write(path, content).expect("a temp dir is writable");
    }
    let apk = work.join("my hello.apk");
    let mut command = Command::new("apktool");
    command.args(["b", "-q"]).arg(&project).arg("-o").arg(&apk);
    let out = within_process(command, 120, "apktool b");
    assert!(
        out.status.success() && apk.is_file(),
        "apktool b: {}",
        text(&out)
    );
    apk
}

/// The app's marker file, which only a run of MainActivity makes.
fn ran_marker(sim: &Devsim) -> PathBuf {
    sim.root
        .join("sdcard/Android/data")
        .join(PACKAGE)
        .join("files/ran.txt")
}

/// install and run through a private adb server; the run's extra reaches the app.
#[test]
fn install_and_run_through_an_adb_server() {
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path());
    let sim = Devsim::start(tmp.path());
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
        stdout(&logcat).contains("hello it's $(a) `b`; c"),
        "the extra did not reach the app unchanged: {}",
        text(&logcat)
    );
    assert!(ran_marker(&sim).is_file());

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
    let tmp = tempfile::tempdir().expect("a temp dir");
    let apk = build_apk(tmp.path());
    let key = private_key(tmp.path());
    let sim = Devsim::start(tmp.path());
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
    assert!(sim.app_log().contains("hello direct"), "{}", sim.app_log());
    assert!(ran_marker(&sim).is_file());

    let started = Instant::now();
    let mut args = vec![
        "run",
        PACKAGE,
        "--activity",
        ".SlowActivity",
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
    let key = private_key(tmp.path());
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
    let addr = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 9).to_string();
    let both = adaptrace(&["run", PACKAGE, "--direct", &addr, "--serial", "x"], 30);
    assert_eq!(both.status.code(), Some(2), "{}", text(&both));
    let key_alone = adaptrace(&["run", PACKAGE, "--adb-key", "k"], 30);
    assert_eq!(key_alone.status.code(), Some(2), "{}", text(&key_alone));
    let help = adaptrace(&["run", "--help"], 30);
    assert!(stdout(&help).contains("--direct"), "{}", text(&help));
}
