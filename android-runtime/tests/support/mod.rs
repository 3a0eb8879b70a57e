//! Building and running the runtime's smali on the host JVM (smali -> `smali a` -> enjarify),
//! shared by the JVM tests. Builds are cached under the target dir by content, so every test
//! process builds each distinct set of sources once.

#![allow(dead_code)] // each test crate uses its own part

use std::path::{Path, PathBuf};
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

use android_runtime::{runtime_sources, RuntimeConfig};

/// The runtime with `config` plus the smali drivers under tests/jvm, as one jar.
pub fn runtime_jar(config: &RuntimeConfig) -> PathBuf {
    let mut files: Vec<(String, String)> = runtime_sources(config)
        .expect("every marker of the runtime has a value")
        .into_iter()
        .map(|s| (s.file_name, s.text))
        .collect();
    let drivers = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jvm");
    collect_smali(&drivers, &drivers, &mut files);
    let out = cached_build("android-runtime-jvm", files, "out.jar", |work, src| {
        let dex = work.join("classes.dex");
        smali_to_jar(src, &dex, &work.join("out.jar"));
    });
    out.join("out.jar")
}

/// Runtime classes (`adaptrace/rt/X.smali` names and texts) as a jar, and the Java driver
/// tests/jvm/`driver`.java compiled against them, built once per content under `cache`;
/// returns the class path of both.
pub fn driver_class_path(cache: &str, mut classes: Vec<(String, String)>, driver: &str) -> String {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/jvm/{driver}.java"));
    let java = format!("{driver}.java");
    classes.push((java.clone(), std::fs::read_to_string(&source).unwrap()));
    let out = cached_build(
        cache,
        classes,
        &format!("classes/{driver}.class"),
        |work, src| {
            let jar = work.join("runtime.jar");
            smali_to_jar(&src.join("adaptrace"), &work.join("classes.dex"), &jar);
            run_tool(
                Command::new("javac")
                    .arg("-cp")
                    .arg(&jar)
                    .arg("-d")
                    .arg(work.join("classes"))
                    .arg(src.join(&java)),
            );
        },
    );
    format!(
        "{}:{}",
        out.join("runtime.jar").display(),
        out.join("classes").display()
    )
}

/// Runs `driver` on `class_path` with `args`; its standard output (the test fails when it
/// does).
pub fn run_driver<S: AsRef<std::ffi::OsStr>>(
    class_path: &str,
    driver: &str,
    args: &[S],
) -> Vec<u8> {
    let out = Command::new("java")
        .arg("-cp")
        .arg(class_path)
        .arg(driver)
        .args(args)
        .output()
        .expect("cannot run java");
    assert!(
        out.status.success(),
        "{driver} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    out.stdout
}

/// `smali a --api 21` of `src` into `dex`, then enjarify into `jar`.
pub fn smali_to_jar(src: &Path, dex: &Path, jar: &Path) {
    run_tool(
        Command::new("smali")
            .args(["a", "--api", "21", "-o"])
            .arg(dex)
            .arg(src),
    );
    run_tool(
        Command::new("enjarify")
            .env("PYTHON", "/usr/bin/python3")
            .arg(dex)
            .arg("-o")
            .arg(jar)
            .arg("-f"),
    );
}

/// Writes `files` (relative name, text) under `<work>/src` and runs `build(work, src)` unless a
/// build of the same files already left `artifact` in the cache; returns the build's directory.
pub fn cached_build(
    cache: &str,
    mut files: Vec<(String, String)>,
    artifact: &str,
    build: impl FnOnce(&Path, &Path),
) -> PathBuf {
    files.sort();
    let mut hasher = crc32fast::Hasher::new();
    for (name, text) in &files {
        hasher.update(name.as_bytes());
        hasher.update(&[0]);
        hasher.update(text.as_bytes());
        hasher.update(&[0]);
    }
    let cache = Path::new(env!("CARGO_TARGET_TMPDIR")).join(cache);
    let out = cache.join(format!("{:08x}", hasher.finalize()));
    if out.join(artifact).exists() {
        return out;
    }
    std::fs::create_dir_all(&cache).unwrap();
    let work = tempfile::tempdir_in(&cache).unwrap();
    let src = work.path().join("src");
    for (name, text) in &files {
        let path = src.join(name);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    build(work.path(), &src);
    // Another test process may have built the same content meanwhile: either copy will do.
    let built = work.keep();
    if std::fs::rename(&built, &out).is_err() {
        std::fs::remove_dir_all(&built).unwrap();
    }
    assert!(out.join(artifact).exists(), "{artifact} was not built");
    out
}

fn collect_smali(root: &Path, dir: &Path, files: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            collect_smali(root, &path, files);
        } else if path.extension().is_some_and(|e| e == "smali") {
            let name = path
                .strip_prefix(root)
                .unwrap()
                .to_str()
                .unwrap()
                .to_string();
            files.push((name, std::fs::read_to_string(&path).unwrap()));
        }
    }
}

pub fn run_tool(cmd: &mut Command) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e} (is it installed and on PATH?)"));
    assert!(
        out.status.success(),
        "{cmd:?} failed: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// Waits for `child` at most `timeout`; kills it and fails the test with `what` after that (a
/// runtime that hangs must not hang the test run).
pub fn wait_or_kill(child: &mut Child, timeout: Duration, what: &str) -> ExitStatus {
    let deadline = Instant::now() + timeout;
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        if Instant::now() > deadline {
            child.kill().unwrap();
            panic!("{what} still runs after {timeout:?}: the runtime hangs");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}
