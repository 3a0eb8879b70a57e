//! Fixtures built at test time (no binaries in the repository) and checks shared by the tests.
#![allow(dead_code)] // each test binary uses a different subset

use std::collections::BTreeMap;
use std::fs;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

use adaptrace_test_support::{tier, Tier};
use apk_io::{Keystore, Progress, Stage, Tool, Toolchain};
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, ZipArchive, ZipWriter};

/// True when the JVM tier runs and every external tool is installed; otherwise prints why the
/// test is skipped.
pub fn tools_available() -> bool {
    if !tier(Tier::Jvm) {
        return false;
    }
    let tc = Toolchain::from_env();
    let missing: Vec<&str> = Tool::ALL
        .iter()
        .filter(|t| tc.locate(**t).is_err())
        .map(|t| t.command_name())
        .collect();
    if missing.is_empty() {
        true
    } else {
        eprintln!("skipped: tools not installed: {}", missing.join(", "));
        false
    }
}

/// `path` when it exists, else prints why the test is skipped.
pub fn optional_file(path: &str) -> Option<PathBuf> {
    let p = PathBuf::from(path);
    if p.is_file() {
        Some(p)
    } else {
        eprintln!("skipped: {path} not present (Debian package androguard installs it)");
        None
    }
}

pub const CLASS_A: &str = r#".class public Lfix/A;
.super Ljava/lang/Object;
.source "A.java"

.field private static count:I

.method public static main([Ljava/lang/String;)V
    .registers 4
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x0
    :loop
    const/4 v2, 0x3
    if-ge v1, v2, :done
    invoke-static {v1}, Lfix/A;->pick(I)I
    move-result v2
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    return-void
.end method

.method public static pick(I)I
    .registers 2
    .line 10
    packed-switch p0, :table
    const/4 v0, -0x1
    return v0
    :one
    const/16 v0, 0x2a
    return v0
    :two
    :try_start
    div-int/lit8 v0, p0, 0x0
    :try_end
    .catch Ljava/lang/ArithmeticException; {:try_start .. :try_end} :caught
    return v0
    :caught
    const/4 v0, 0x7
    return v0
    :table
    .packed-switch 0x0
        :one
        :two
    .end packed-switch
.end method
"#;

pub const CLASS_B: &str = r#".class public Lfix/B;
.super Ljava/lang/Object;

.method public static run()I
    .registers 2
    const/4 v0, 0x1
    invoke-static {v0}, Lfix/A;->pick(I)I
    move-result v1
    return v1
.end method
"#;

/// Needs dex 039 (API 28): assembling it at a lower API fails.
pub const CLASS_HANDLE: &str = r#".class public Lfix/H;
.super Ljava/lang/Object;

.method public static handle()Ljava/lang/Object;
    .registers 1
    const-method-handle v0, invoke-static@Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    return-object v0
.end method
"#;

/// Writes `sources` as smali files into a fresh dir under `scratch` and assembles them.
pub fn build_dex(scratch: &Path, name: &str, sources: &[&str], api: u32) -> PathBuf {
    let src = scratch.join(format!("{name}-src"));
    fs::create_dir_all(&src).unwrap();
    for (i, text) in sources.iter().enumerate() {
        fs::write(src.join(format!("C{i}.smali")), text).unwrap();
    }
    let out = scratch.join(name);
    let status = Command::new("smali")
        .args(["a", "--api", &api.to_string(), "-o"])
        .arg(&out)
        .arg(&src)
        .status()
        .unwrap();
    assert!(
        status.success() && out.is_file(),
        "smali a failed on fixture"
    );
    out
}

/// Writes a zip with the given entries, in order.
pub fn write_zip(path: &Path, entries: &[(&str, &[u8], CompressionMethod)]) {
    let mut w = ZipWriter::new(fs::File::create(path).unwrap());
    for (name, data, method) in entries {
        w.start_file(
            *name,
            SimpleFileOptions::default().compression_method(*method),
        )
        .unwrap();
        w.write_all(data).unwrap();
    }
    w.finish().unwrap();
}

/// One archive entry as stored: name, method, compressed bytes, data offset.
#[derive(Debug, PartialEq, Eq)]
pub struct RawEntry {
    pub name: String,
    pub method: CompressionMethod,
    pub raw: Vec<u8>,
    pub crc: u32,
    pub data_start: u64,
}

pub fn raw_entries(path: &Path) -> Vec<RawEntry> {
    let mut a = ZipArchive::new(fs::File::open(path).unwrap()).unwrap();
    (0..a.len())
        .map(|i| {
            let mut e = a.by_index_raw(i).unwrap();
            let mut raw = Vec::new();
            e.read_to_end(&mut raw).unwrap();
            RawEntry {
                name: e.name().to_string(),
                method: e.compression(),
                raw,
                crc: e.crc32(),
                data_start: e.data_start(),
            }
        })
        .collect()
}

pub fn entry_bytes(path: &Path, name: &str) -> Vec<u8> {
    let mut a = ZipArchive::new(fs::File::open(path).unwrap()).unwrap();
    let mut e = a.by_name(name).unwrap();
    let mut v = Vec::new();
    e.read_to_end(&mut v).unwrap();
    v
}

/// Every file under `dir`, by relative path.
pub fn tree(dir: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    fn walk(root: &Path, dir: &Path, out: &mut BTreeMap<PathBuf, Vec<u8>>) {
        for e in fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(root, &p, out);
            } else {
                out.insert(
                    p.strip_prefix(root).unwrap().to_path_buf(),
                    fs::read(&p).unwrap(),
                );
            }
        }
    }
    let mut out = BTreeMap::new();
    walk(dir, dir, &mut out);
    out
}

/// `baksmali d` of a dex file, as a tree.
pub fn baksmali(dex: &Path, out: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    let status = Command::new("baksmali")
        .arg("d")
        .arg("-o")
        .arg(out)
        .arg(dex)
        .status()
        .unwrap();
    assert!(status.success(), "baksmali failed on {}", dex.display());
    tree(out)
}

/// Asserts two smali trees are equal, naming the first differing file.
///
/// One difference is expected and harmless: a static field whose initial value is the default
/// (`= false`, `= 0x0`, `= null`, ...) may lose the explicit value, because smali trims
/// trailing default entries of a class's static-values array that d8/dx wrote out. The runtime
/// value is the same, so such initializers are removed from both sides before comparing.
pub fn assert_same_smali(a: &BTreeMap<PathBuf, Vec<u8>>, b: &BTreeMap<PathBuf, Vec<u8>>) {
    assert_eq!(
        a.keys().collect::<Vec<_>>(),
        b.keys().collect::<Vec<_>>(),
        "different class files"
    );
    for (k, v) in a {
        assert!(
            normalize_smali(&b[k]) == normalize_smali(v),
            "{} differs after the round trip",
            k.display()
        );
    }
    assert!(!a.is_empty(), "no smali at all");
}

fn normalize_smali(text: &[u8]) -> String {
    const DEFAULTS: [&str; 9] = [
        "false",
        "0x0",
        "0x0L",
        "0x0t",
        "0x0s",
        "0.0f",
        "0.0",
        "null",
        "'\\u0000'",
    ];
    String::from_utf8_lossy(text)
        .lines()
        .map(|line| {
            if line.starts_with(".field ") && line.contains(" static ") {
                for d in DEFAULTS {
                    if let Some(stripped) = line.strip_suffix(&format!(" = {d}")) {
                        return stripped.to_string() + "\n";
                    }
                }
            }
            line.to_string() + "\n"
        })
        .collect()
}

/// A debug-style keystore in `dir`, made by the library itself.
pub fn keystore(dir: &Path) -> Keystore {
    Toolchain::from_env()
        .ensure_debug_keystore(&dir.join("ks").join("debug.keystore"))
        .unwrap()
}

/// `apksigner verify` must accept `apk`.
pub fn assert_verifies(apk: &Path) {
    let out = Command::new("apksigner")
        .args(["verify", "--verbose"])
        .arg(apk)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "apksigner verify rejected {}: {}{}",
        apk.display(),
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// The dex format version in a dex file's header.
pub fn dex_version_of(path: &Path) -> String {
    let b = fs::read(path).unwrap();
    String::from_utf8_lossy(&b[4..7]).into_owned()
}

/// Records progress events as `stage:event:item` strings.
#[derive(Default)]
pub struct Recorder(pub Mutex<Vec<String>>);

impl Recorder {
    pub fn events(&self) -> Vec<String> {
        self.0.lock().unwrap().clone()
    }
    fn push(&self, s: String) {
        self.0.lock().unwrap().push(s);
    }
}

impl Progress for Recorder {
    fn stage_started(&self, stage: Stage, items: usize) {
        self.push(format!("{}:start:{items}", stage.label()));
    }
    fn item_started(&self, stage: Stage, item: &str) {
        self.push(format!("{}:begin:{item}", stage.label()));
    }
    fn item_finished(&self, stage: Stage, item: &str) {
        self.push(format!("{}:done:{item}", stage.label()));
    }
    fn stage_finished(&self, stage: Stage) {
        self.push(format!("{}:end", stage.label()));
    }
}
