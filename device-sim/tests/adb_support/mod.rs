//! Shared by the adb_* tests: a simulator process on a free port, and a tiny APK built here.

#![allow(dead_code)] // Each test file uses a part.

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};

/// The test app's package and launcher activity.
pub const PACKAGE: &str = "com.example.hello";
pub const ACTIVITY: &str = "com.example.hello.MainActivity";

/// A running `adaptrace-devsim`, killed on drop; its stderr is kept.
pub struct Devsim {
    child: Child,
    pub port: u16,
    pub root: PathBuf,
    pub log: Arc<Mutex<String>>,
}

impl Devsim {
    /// Starts the simulator on a free port with `root` as its `/` and `cache` for jars.
    pub fn start(root: &Path, cache: &Path, extra: &[&str]) -> Devsim {
        let mut child = Command::new(env!("CARGO_BIN_EXE_adaptrace-devsim"))
            .args(["--port", "0", "--root"])
            .arg(root)
            .arg("--cache")
            .arg(cache)
            .args(extra)
            .stdin(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stderr = BufReader::new(child.stderr.take().unwrap());
        let mut first = String::new();
        stderr.read_line(&mut first).unwrap();
        let port = first
            .split("127.0.0.1:")
            .nth(1)
            .and_then(|rest| rest.split(',').next())
            .and_then(|p| p.parse().ok())
            .unwrap_or_else(|| panic!("no port in `{first}`"));
        let log = Arc::new(Mutex::new(first));
        let sink = Arc::clone(&log);
        std::thread::spawn(move || {
            for line in stderr.lines().map_while(Result::ok) {
                let mut log = sink.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        Devsim {
            child,
            port,
            root: root.to_path_buf(),
            log,
        }
    }

    pub fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }
}

impl Drop for Devsim {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
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
/// directory and `trace.bin` in the trace directory the runner names, then sleeps for the
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
    const-string v2, "adaptrace.trace.dir"
    invoke-static {v2}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v2
    const-string v3, "trace.bin"
    invoke-direct {v1, v2, v3}, Ljava/io/File;-><init>(Ljava/lang/String;Ljava/lang/String;)V
    invoke-virtual {v1}, Ljava/io/File;->createNewFile()Z
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

/// Builds the test app with `apktool b` in `work`; returns the APK.
pub fn build_apk(work: &Path) -> PathBuf {
    let project = work.join("hello");
    let smali = project.join("smali/com/example/hello");
    std::fs::create_dir_all(&smali).unwrap();
    std::fs::write(project.join("AndroidManifest.xml"), MANIFEST).unwrap();
    std::fs::write(project.join("apktool.yml"), APKTOOL_YML).unwrap();
    std::fs::write(smali.join("MainActivity.smali"), MAIN_ACTIVITY).unwrap();
    let apk = work.join("hello.apk");
    let out = Command::new("apktool")
        .arg("b")
        .arg("-q")
        .arg(&project)
        .arg("-o")
        .arg(&apk)
        .output()
        .unwrap();
    assert!(
        out.status.success() && apk.is_file(),
        "apktool b failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    apk
}
