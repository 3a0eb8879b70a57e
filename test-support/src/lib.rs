//! Fixtures the tests of several adaptrace crates share: the simulated phone in a process, a
//! private adb server, a tiny app built with apktool, an adb key, and deadlines (adb clients
//! block forever on a peer that stops answering, so tests must not wait unbounded).
//!
//! Test code: it panics with a message on anything unexpected. [`oracle`] is the exactness
//! check every decoder's tests share.

pub mod browser;
pub mod dexes;
pub mod oracle;
pub mod profiles;
mod tier;

pub use tier::{tier, Tier};

use std::io::{BufRead, BufReader};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Output, Stdio};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant};

/// The test app's package and launcher activity.
pub const PACKAGE: &str = "com.example.hello";
pub const ACTIVITY: &str = "com.example.hello.MainActivity";

/// A running `adaptrace-devsim`, killed on drop; its stderr is kept.
pub struct Devsim {
    child: Child,
    pub port: u16,
    pub root: PathBuf,
    log: Arc<Mutex<String>>,
}

impl Devsim {
    /// Starts the simulator `binary` on a free port with `root` as its `/`, `cache` for jars
    /// and the `extra` options.
    pub fn start(binary: &Path, root: &Path, cache: &Path, extra: &[&str]) -> Devsim {
        let mut child = Command::new(binary)
            .args(["--port", "0", "--root"])
            .arg(root)
            .arg("--cache")
            .arg(cache)
            .args(extra)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| panic!("cannot start {}: {e}", binary.display()));
        let mut stderr = BufReader::new(child.stderr.take().expect("stderr is piped"));
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
        let log = Arc::new(Mutex::new(first));
        let sink = Arc::clone(&log);
        // Drained all along, so the simulator never blocks on a full pipe.
        std::thread::spawn(move || {
            for line in stderr.lines().map_while(Result::ok) {
                if let Ok(mut log) = sink.lock() {
                    log.push_str(&line);
                    log.push('\n');
                }
            }
        });
        Devsim {
            child,
            port,
            root: root.to_path_buf(),
            log,
        }
    }

    /// `127.0.0.1:PORT`, the serial adb gives it.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// What the simulator printed on stderr.
    pub fn log(&self) -> String {
        self.log.lock().map(|l| l.clone()).unwrap_or_default()
    }

    /// Whether the simulator prints `needle` within `secs`: its stderr reaches
    /// the log through a reader thread, so a line may land after the client
    /// already saw what the line announces.
    pub fn log_shows(&self, needle: &str, secs: u64) -> bool {
        let deadline = Instant::now() + Duration::from_secs(secs);
        loop {
            if self.log().contains(needle) {
                return true;
            }
            if Instant::now() > deadline {
                return false;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
    }

    /// What the apps printed (the simulator's logcat).
    pub fn app_log(&self) -> String {
        std::fs::read_to_string(self.root.join("data/system/adaptrace-devsim.log"))
            .unwrap_or_default()
    }

    /// A file in the test app's external files directory.
    pub fn app_file(&self, name: &str) -> PathBuf {
        self.root
            .join("sdcard/Android/data")
            .join(PACKAGE)
            .join("files")
            .join(name)
    }
}

impl Drop for Devsim {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A private adb server on a free port, never the default one; `kill-server` on drop.
pub struct AdbServer {
    pub port: u16,
}

impl AdbServer {
    pub fn start() -> AdbServer {
        let server = AdbServer { port: free_port() };
        let out = server.adb(&["start-server"]);
        assert!(out.status.success(), "adb start-server: {}", text(&out));
        server
    }

    /// `adb -P PORT ARGS...` under a one-minute deadline.
    pub fn adb(&self, args: &[&str]) -> Output {
        let mut command = Command::new("adb");
        command.arg("-P").arg(self.port.to_string()).args(args);
        run_with_deadline(command, 60, "adb")
    }

    /// `127.0.0.1:PORT`.
    pub fn address(&self) -> String {
        format!("127.0.0.1:{}", self.port)
    }

    /// `adb connect SERIAL`, then waits until the device is online: `connect` answers once the
    /// socket is open, and a command sent before the handshake ends fails.
    pub fn connect(&self, serial: &str) {
        let out = self.adb(&["connect", serial]);
        assert!(
            String::from_utf8_lossy(&out.stdout).contains("connected to"),
            "adb connect {serial}: {}",
            text(&out)
        );
        let out = self.adb(&["-s", serial, "wait-for-device"]);
        assert!(out.status.success(), "adb wait-for-device: {}", text(&out));
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
pub fn free_port() -> u16 {
    let listener = TcpListener::bind("127.0.0.1:0").expect("a free port");
    listener.local_addr().expect("bound").port()
}

/// Runs `f` on its own thread; panics if it takes longer than `secs`.
pub fn within<T: Send + 'static>(
    secs: u64,
    what: &str,
    f: impl FnOnce() -> T + Send + 'static,
) -> T {
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(Duration::from_secs(secs))
        .unwrap_or_else(|_| panic!("{what} took more than {secs} s"))
}

/// Runs `command` to completion with its output captured, killing it after `secs`.
pub fn run_with_deadline(mut command: Command, secs: u64, what: &str) -> Output {
    let mut child = command
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {what}: {e}"));
    let deadline = Instant::now() + Duration::from_secs(secs);
    loop {
        if child.try_wait().expect("waiting works").is_some() {
            return child.wait_with_output().expect("the output is readable");
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            let out = child.wait_with_output().expect("the output is readable");
            panic!("{what} took more than {secs} s: {}", text(&out));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// Status, stdout and stderr of a finished process, for assertion messages.
pub fn text(out: &Output) -> String {
    format!(
        "status {:?}\nstdout: {}\nstderr: {}",
        out.status.code(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    )
}

/// A PKCS#8 RSA key in `dir` for adb_client's direct TCP device, so ~/.android is never read
/// or written.
pub fn rsa_key(dir: &Path) -> PathBuf {
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
    let out = run_with_deadline(command, 60, "openssl genpkey");
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

/// Prints its lifecycle and the `greeting` extra, creates `hello.txt` in its external files
/// directory and `adaptrace/trace.bin` below it (where the runtime puts traces), then sleeps for the
/// `sleep_ms` extra's milliseconds if given (a process that is still running).
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
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "hello onCreate"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    invoke-virtual {p0}, Lcom/example/hello/MainActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "greeting"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v1, Ljava/io/File;
    const/4 v2, 0x0
    invoke-virtual {p0, v2}, Lcom/example/hello/MainActivity;->getExternalFilesDir(Ljava/lang/String;)Ljava/io/File;
    move-result-object v2
    const-string v3, "hello.txt"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->createNewFile()Z
    new-instance v1, Ljava/io/File;
    const-string v3, "adaptrace"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->mkdirs()Z
    new-instance v2, Ljava/io/File;
    const-string v3, "trace.bin"
    invoke-direct {v2, v1, v3}, Ljava/io/File;-><init>(Ljava/io/File;Ljava/lang/String;)V
    invoke-virtual {v2}, Ljava/io/File;->createNewFile()Z
    invoke-virtual {p0}, Lcom/example/hello/MainActivity;->getIntent()Landroid/content/Intent;
    move-result-object v1
    const-string v2, "sleep_ms"
    invoke-virtual {v1, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    if-eqz v1, :awake
    invoke-static {v1}, Ljava/lang/Long;->parseLong(Ljava/lang/String;)J
    move-result-wide v1
    invoke-static {v1, v2}, Ljava/lang/Thread;->sleep(J)V
    :awake
    return-void
.end method

.method protected onDestroy()V
    .registers 3
    invoke-super {p0}, Landroid/app/Activity;->onDestroy()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "hello onDestroy"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

/// Smali of `public static NAME()I`, a method no verifier accepts (it adds a string to an int):
/// the JVM throws `VerifyError` when its class loads.
pub fn unverifiable_method(name: &str) -> String {
    format!(
        ".method public static {name}()I\n    .registers 3\n    const/4 v0, 0x1\n    \
         const-string v1, \"x\"\n    add-int v0, v0, v1\n    return v0\n.end method\n"
    )
}

/// Builds the test app with `apktool b` in `work` as `work/<file_name>`; returns the APK.
pub fn build_apk(work: &Path, file_name: &str) -> PathBuf {
    build_apk_with(work, file_name, "")
}

/// [`build_apk`] with `extra_methods` (smali) added to the main activity.
pub fn build_apk_with(work: &Path, file_name: &str, extra_methods: &str) -> PathBuf {
    let activity = format!("{MAIN_ACTIVITY}\n{extra_methods}");
    let project = work.join("hello");
    let smali = project.join("smali/com/example/hello");
    std::fs::create_dir_all(&smali).expect("the work directory is writable");
    let files = [
        (project.join("AndroidManifest.xml"), MANIFEST),
        (project.join("apktool.yml"), APKTOOL_YML),
        (smali.join("MainActivity.smali"), activity.as_str()),
    ];
    for (path, content) in files {
        std::fs::write(path, content).expect("the work directory is writable");
    }
    let apk = work.join(file_name);
    let mut command = Command::new("apktool");
    command.args(["b", "-q"]).arg(&project).arg("-o").arg(&apk);
    let out = run_with_deadline(command, 180, "apktool b");
    assert!(
        out.status.success() && apk.is_file(),
        "apktool b: {}",
        text(&out)
    );
    apk
}

/// Builds the benchmark app `jgf-benchmarks/apps/<name>` (e.g. `Math`) with `apktool b` from a
/// copy in `work` (apktool writes into the project it builds); returns `work/<name>.apk`.
pub fn build_jgf_apk(work: &Path, name: &str) -> PathBuf {
    let source = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../jgf-benchmarks/apps")
        .join(name);
    let project = work.join(format!("{name}-project"));
    let mut copy = Command::new("cp");
    copy.arg("-r").arg(&source).arg(&project);
    let out = run_with_deadline(copy, 60, "cp -r");
    assert!(
        out.status.success(),
        "copying {}: {}",
        source.display(),
        text(&out)
    );
    let apk = work.join(format!("{name}.apk"));
    let mut command = Command::new("apktool");
    command.args(["b", "-q"]).arg(&project).arg("-o").arg(&apk);
    let out = run_with_deadline(command, 180, "apktool b");
    assert!(
        out.status.success() && apk.is_file(),
        "apktool b {}: {}",
        project.display(),
        text(&out)
    );
    apk
}
