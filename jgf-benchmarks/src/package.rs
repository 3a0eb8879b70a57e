//! Turning an app directory into an APK (apktool) and its reference into classes (javac).

use std::ffi::OsStr;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use anyhow::{bail, Context, Result};
use apk_io::{Tool, Toolchain};

use crate::app::{App, Size};

/// Builds `app` into `<work>/<name>.apk` with `apktool b` and returns the APK's path. apktool
/// writes a `build/` directory into the project it builds, so it builds a copy of the project
/// (manifest, apktool.yml, smali) under `work`, never the source tree.
pub fn build_apk(app: &App, toolchain: &Toolchain, work: &Path) -> Result<PathBuf> {
    let project = work.join(format!("{}.project", app.name));
    if project.exists() {
        fs::remove_dir_all(&project)
            .with_context(|| format!("cannot clear {}", project.display()))?;
    }
    fs::create_dir_all(&project).with_context(|| format!("cannot create {}", project.display()))?;
    for entry in ["AndroidManifest.xml", "apktool.yml"] {
        let from = app.dir.join(entry);
        fs::copy(&from, project.join(entry))
            .with_context(|| format!("cannot copy {}", from.display()))?;
    }
    copy_tree(&app.smali_dir(), &project.join("smali"))?;

    let apk = work.join(format!("{}.apk", app.name));
    let apktool = toolchain.locate(Tool::Apktool)?;
    let mut command = Command::new(&apktool);
    command.arg("b").arg("-q").arg(&project).arg("-o").arg(&apk);
    let out = output(&mut command)?;
    if !out.status.success() || !apk.is_file() {
        bail!(
            "{}: `apktool b` failed ({}):\n{}",
            app.dir.display(),
            out.status,
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    Ok(apk)
}

/// Compiles the app's plain-Java reference into `<work>/<name>.reference/` and returns that
/// class directory.
pub fn compile_reference(app: &App, work: &Path) -> Result<PathBuf> {
    let sources = java_sources(&app.reference_dir())?;
    if sources.is_empty() {
        bail!(
            "{}: no .java files; every app has a plain-Java reference there",
            app.reference_dir().display()
        );
    }
    let classes = work.join(format!("{}.reference", app.name));
    if classes.exists() {
        fs::remove_dir_all(&classes)
            .with_context(|| format!("cannot clear {}", classes.display()))?;
    }
    fs::create_dir_all(&classes).with_context(|| format!("cannot create {}", classes.display()))?;
    let mut command = Command::new(jdk_tool("javac"));
    command
        .arg("-nowarn")
        .arg("-encoding")
        .arg("UTF-8")
        .arg("-d")
        .arg(&classes)
        .args(&sources);
    let out = output(&mut command)?;
    if !out.status.success() {
        bail!(
            "{}: javac failed:\n{}",
            app.reference_dir().display(),
            String::from_utf8_lossy(&out.stderr).trim_end()
        );
    }
    Ok(classes)
}

/// Runs the compiled reference's kernel class at `size` and returns what it printed.
pub fn run_reference(app: &App, classes: &Path, size: Size) -> Result<Output> {
    let mut command = Command::new(jdk_tool("java"));
    command
        .arg("-cp")
        .arg(classes)
        .arg(app.kernel_class())
        .arg(size.as_str())
        .stdin(Stdio::null());
    output(&mut command)
}

/// `$JAVA_HOME/bin/<tool>` when JAVA_HOME is set, else `<tool>` from PATH.
fn jdk_tool(tool: &str) -> PathBuf {
    std::env::var_os("JAVA_HOME")
        .filter(|home| !home.is_empty())
        .map(|home| Path::new(&home).join("bin").join(tool))
        .filter(|path| path.is_file())
        .unwrap_or_else(|| PathBuf::from(tool))
}

fn output(command: &mut Command) -> Result<Output> {
    command.output().with_context(|| {
        format!(
            "cannot start {} (is it installed? `make deps` installs the JDK and apktool)",
            command.get_program().to_string_lossy()
        )
    })
}

fn java_sources(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut sources = Vec::new();
    walk(dir, &mut |path| {
        if path.extension() == Some(OsStr::new("java")) {
            sources.push(path.to_path_buf());
        }
        Ok(())
    })?;
    sources.sort();
    Ok(sources)
}

fn copy_tree(from: &Path, to: &Path) -> Result<()> {
    walk(from, &mut |path| {
        let relative = path.strip_prefix(from).unwrap_or(path);
        let target = to.join(relative);
        if let Some(parent) = target.parent() {
            fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        fs::copy(path, &target).with_context(|| format!("cannot copy {}", path.display()))?;
        Ok(())
    })
}

/// Calls `visit` on every file below `dir`.
fn walk(dir: &Path, visit: &mut dyn FnMut(&Path) -> Result<()>) -> Result<()> {
    let entries = fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))?;
    for entry in entries {
        let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
        let path = entry.path();
        let kind = entry
            .file_type()
            .with_context(|| format!("cannot stat {}", path.display()))?;
        if kind.is_dir() {
            walk(&path, visit)?;
        } else {
            visit(&path)?;
        }
    }
    Ok(())
}
