//! Compiles the android.* stand-ins under java/ with javac and packs them into
//! `$OUT_DIR/android-standins.jar`, which the crate embeds.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipWriter};

fn main() -> ExitCode {
    match build() {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

fn build() -> Result<(), String> {
    let manifest_dir = PathBuf::from(env("CARGO_MANIFEST_DIR")?);
    let out_dir = PathBuf::from(env("OUT_DIR")?);
    let java_dir = manifest_dir.join("java");
    println!("cargo:rerun-if-changed=java");
    println!("cargo:rerun-if-env-changed=JAVAC");
    println!("cargo:rerun-if-env-changed=JAVA_HOME");

    let sources = java_sources(&java_dir)?;
    let classes = out_dir.join("standins-classes");
    // Classes of deleted sources must not linger in the jar.
    if classes.exists() {
        fs::remove_dir_all(&classes)
            .map_err(|e| format!("cannot clear {}: {e}", classes.display()))?;
    }
    fs::create_dir_all(&classes)
        .map_err(|e| format!("cannot create {}: {e}", classes.display()))?;
    compile(&sources, &classes)?;
    write_jar(&classes, &out_dir.join("android-standins.jar"))
}

fn env(name: &str) -> Result<String, String> {
    std::env::var(name).map_err(|_| format!("{name} is not set (run the build through cargo)"))
}

fn java_sources(dir: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    walk(dir, &mut out)?;
    out.retain(|p| p.extension().is_some_and(|e| e == "java"));
    out.sort();
    if out.is_empty() {
        return Err(format!("no .java files under {}", dir.display()));
    }
    Ok(out)
}

fn walk(dir: &Path, out: &mut Vec<PathBuf>) -> Result<(), String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot list {}: {e}", dir.display()))?;
    for entry in entries {
        let path = entry
            .map_err(|e| format!("cannot list {}: {e}", dir.display()))?
            .path();
        if path.is_dir() {
            walk(&path, out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

fn javac() -> PathBuf {
    if let Some(javac) = std::env::var_os("JAVAC") {
        return PathBuf::from(javac);
    }
    if let Some(home) = std::env::var_os("JAVA_HOME") {
        let candidate = Path::new(&home).join("bin/javac");
        if candidate.is_file() {
            return candidate;
        }
    }
    PathBuf::from("javac")
}

/// Compiles for Java 8 so the classes load on any JVM; a javac too new to target 8 gets 11.
fn compile(sources: &[PathBuf], classes: &Path) -> Result<(), String> {
    let javac = javac();
    let mut last_error = String::new();
    for release in ["8", "11"] {
        let output = Command::new(&javac)
            .args(["--release", release, "-encoding", "UTF-8", "-nowarn"])
            .args(["-Xlint:-options", "-d"])
            .arg(classes)
            .args(sources)
            .output()
            .map_err(|e| {
                format!(
                    "cannot run {} ({e}): the android.* stand-ins need a JDK; install the Debian \
                     package default-jdk-headless (apt-get install default-jdk-headless) or run \
                     `make deps`, or point JAVAC at a javac",
                    javac.display()
                )
            })?;
        if output.status.success() {
            return Ok(());
        }
        last_error = String::from_utf8_lossy(&output.stderr).into_owned();
        if !last_error.contains("release") {
            break;
        }
    }
    Err(format!(
        "javac failed on the android.* stand-ins in device-sim/java:\n{last_error}"
    ))
}

/// A jar with sorted entries and fixed timestamps, so its bytes (and the content hash the
/// runtime caches it under) only change when the classes do.
fn write_jar(classes: &Path, jar: &Path) -> Result<(), String> {
    let mut files = Vec::new();
    walk(classes, &mut files)?;
    files.sort();
    let file = File::create(jar).map_err(|e| format!("cannot create {}: {e}", jar.display()))?;
    let mut zip = ZipWriter::new(file);
    let options = SimpleFileOptions::default()
        .compression_method(CompressionMethod::Deflated)
        .last_modified_time(DateTime::default());
    let io = |e: std::io::Error| format!("cannot write {}: {e}", jar.display());
    let zerr = |e: zip::result::ZipError| format!("cannot write {}: {e}", jar.display());
    zip.start_file("META-INF/MANIFEST.MF", options)
        .map_err(zerr)?;
    zip.write_all(b"Manifest-Version: 1.0\r\nCreated-By: adaptrace device-sim\r\n\r\n")
        .map_err(io)?;
    for path in files {
        let rel = path
            .strip_prefix(classes)
            .map_err(|_| format!("{} is outside {}", path.display(), classes.display()))?;
        let name = rel.to_string_lossy().replace('\\', "/");
        let bytes = fs::read(&path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        zip.start_file(name, options).map_err(zerr)?;
        zip.write_all(&bytes).map_err(io)?;
    }
    zip.finish().map_err(zerr)?;
    Ok(())
}
