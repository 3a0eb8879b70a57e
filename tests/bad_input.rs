//! Bad input ends in a clear message that names the file and position, and a non-zero exit; an
//! archive entry that points outside the work directory is never written.

mod common;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use adaptrace_test_support::{tier, Tier};

fn adaptrace(args: &[&std::ffi::OsStr]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_adaptrace"))
        .arg("--quiet")
        .args(args)
        .output()
        .expect("the adaptrace binary runs")
}

/// Runs `adaptrace inspect INPUT --work-dir WORK` and returns its stderr, asserting failure.
fn inspect_fails(input: &Path, work: &Path) -> String {
    let out = adaptrace(&[
        "inspect".as_ref(),
        input.as_os_str(),
        "--work-dir".as_ref(),
        work.as_os_str(),
    ]);
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(
        !out.status.success(),
        "inspect {} should fail; stdout:\n{}",
        input.display(),
        String::from_utf8_lossy(&out.stdout)
    );
    assert!(
        !stderr.contains("panicked"),
        "inspect {} panicked:\n{stderr}",
        input.display()
    );
    stderr
}

fn write_zip(path: &Path, entries: &[(&str, &[u8])]) {
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    for (name, data) in entries {
        zip.start_file(*name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(data).unwrap();
    }
    zip.finish().unwrap();
}

/// A real dex assembled from a one-class smali file.
fn small_dex(dir: &Path) -> Vec<u8> {
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(
        src.join("A.smali"),
        ".class public LA;\n.super Ljava/lang/Object;\n\n.method public static f()V\n    .registers 1\n    return-void\n.end method\n",
    )
    .unwrap();
    let dex = dir.join("small.dex");
    common::run(Command::new("smali").arg("a").arg(&src).arg("-o").arg(&dex));
    std::fs::read(dex).unwrap()
}

#[test]
fn truncated_apk_is_reported() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dex = small_dex(dir.path());
    let whole = dir.path().join("whole.apk");
    write_zip(&whole, &[("classes.dex", &dex), ("res/a.txt", b"resource")]);
    let bytes = std::fs::read(&whole).unwrap();
    let cut = dir.path().join("truncated.apk");
    std::fs::write(&cut, &bytes[..bytes.len() / 2]).unwrap();
    let err = inspect_fails(&cut, &dir.path().join("work"));
    assert!(err.contains("truncated.apk"), "names the file: {err}");
}

#[test]
fn file_that_is_not_a_zip_or_dex_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("notes.apk");
    std::fs::write(&input, "just some text, not an archive\n").unwrap();
    let err = inspect_fails(&input, &dir.path().join("work"));
    assert!(err.contains("notes.apk"), "names the file: {err}");
}

#[test]
fn zip_without_dex_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let input = dir.path().join("empty.jar");
    write_zip(
        &input,
        &[("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\n")],
    );
    let err = inspect_fails(&input, &dir.path().join("work"));
    assert!(err.contains("empty.jar"), "names the file: {err}");
    assert!(err.contains("dex"), "says what is missing: {err}");
}

#[test]
fn entry_escaping_the_work_dir_is_refused_and_not_written() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dex = small_dex(dir.path());
    let input = dir.path().join("evil.jar");
    write_zip(
        &input,
        &[("classes.dex", &dex), ("../../escaped.dex", b"dex\n035\0")],
    );
    let work = dir.path().join("a/b/work");
    let err = inspect_fails(&input, &work);
    assert!(err.contains("../../escaped.dex"), "names the entry: {err}");
    let escaped: Vec<PathBuf> = [
        dir.path().join("escaped.dex"),
        dir.path().join("a/escaped.dex"),
    ]
    .into_iter()
    .filter(|p| p.exists())
    .collect();
    assert!(
        escaped.is_empty(),
        "written outside the work dir: {escaped:?}"
    );
}

fn smali_dir_with(dir: &Path, body: &str) -> PathBuf {
    let src = dir.join("smali");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(
        src.join("Bad.smali"),
        format!(
            ".class public LBad;\n.super Ljava/lang/Object;\n\n.method public static f()V\n    .registers 2\n{body}\n    return-void\n.end method\n"
        ),
    )
    .unwrap();
    src
}

#[test]
fn smali_syntax_error_names_file_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let src = smali_dir_with(dir.path(), "    const/4 v0,");
    let err = inspect_fails(&src, &dir.path().join("work"));
    assert!(err.contains("Bad.smali:6:"), "names file and line: {err}");
}

#[test]
fn unknown_opcode_is_named() {
    let dir = tempfile::tempdir().unwrap();
    let src = smali_dir_with(dir.path(), "    frobnicate-int v0, v1");
    let err = inspect_fails(&src, &dir.path().join("work"));
    assert!(
        err.contains("Bad.smali:6:5"),
        "names file, line and column: {err}"
    );
    assert!(err.contains("frobnicate-int"), "names the opcode: {err}");
}

#[test]
fn missing_input_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let err = inspect_fails(&dir.path().join("nothing.apk"), &dir.path().join("work"));
    assert!(err.contains("nothing.apk"), "names the file: {err}");
}
