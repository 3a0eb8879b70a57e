//! The dex files the native dex reader and writer are checked on, and the JVM tools they are
//! checked against: every test program and JGF app assembled by `smali a`, and every dex of the
//! fetched corpus (bare, or inside an APK or JAR).

use std::collections::BTreeMap;
use std::fs;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::Command;

use smali_parser::ast::{Class, Instruction, Item, Operands, Value};

use crate::{run_with_deadline, text};

/// One dex and where it came from.
pub struct NamedDex {
    /// e.g. `program loops`, `jgf Arith`, `corpus io.appium.settings classes2.dex`.
    pub name: String,
    pub bytes: Vec<u8>,
    /// The API level it is assembled at (for `smali a --api`), from its version.
    pub api: u32,
}

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// The `smali a --api` level that writes dex version `version` (035: 15, 037: 24, 038: 26,
/// 039: 30).
pub fn api_for_version(version: u16) -> u32 {
    match version {
        0..=36 => 15,
        37 => 24,
        38 => 26,
        _ => 30,
    }
}

/// The version digits of a dex's magic.
pub fn version_of(bytes: &[u8]) -> u16 {
    bytes
        .get(4..7)
        .map(|d| d.iter().fold(0u16, |v, b| v * 10 + u16::from(b - b'0')))
        .unwrap_or(35)
}

/// Every test program (`tests/programs/*`) and JGF app (`jgf-benchmarks/apps/*/smali`), each
/// assembled by `smali a` into `work`.
pub fn program_dexes(work: &Path) -> Vec<NamedDex> {
    let mut sources: Vec<(String, PathBuf, u32)> = Vec::new();
    for (kind, root, sub) in [
        ("program", repo().join("tests/programs"), ""),
        ("jgf", repo().join("jgf-benchmarks/apps"), "smali"),
    ] {
        let mut dirs: Vec<PathBuf> = fs::read_dir(&root)
            .unwrap_or_else(|e| panic!("{}: {e}", root.display()))
            .map(|e| e.expect("a readable directory entry").path())
            .filter(|p| p.is_dir())
            .collect();
        dirs.sort();
        for dir in dirs {
            let api = fs::read_to_string(dir.join("api"))
                .ok()
                .and_then(|t| t.trim().parse().ok())
                .unwrap_or(21);
            let name = dir
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            sources.push((format!("{kind} {name}"), dir.join(sub), api));
        }
    }
    // One assembly of them all: `apk_io` runs several per JVM.
    let jobs: Vec<apk_io::AssembleJob> = sources
        .iter()
        .enumerate()
        .map(|(i, (_, dir, api))| apk_io::AssembleJob {
            name: if i == 0 {
                "classes.dex".to_string()
            } else {
                format!("classes{}.dex", i + 1)
            },
            smali_dir: dir.clone(),
            api: *api,
        })
        .collect();
    let built = apk_io::Toolchain::from_env()
        .assemble(&jobs, work, &apk_io::NoProgress)
        .unwrap_or_else(|e| panic!("smali a of the test programs and JGF apps: {e}"));
    sources
        .into_iter()
        .zip(built)
        .map(|((name, _, api), dex)| NamedDex {
            name,
            bytes: fs::read(&dex.path).unwrap_or_else(|e| panic!("{}: {e}", dex.path.display())),
            api,
        })
        .collect()
}

/// Every dex of the fetched corpus, or `None` (with the reason printed) without one.
pub fn corpus_dexes() -> Option<Vec<NamedDex>> {
    let Some(dir) = std::env::var_os("ADAPTRACE_CORPUS").map(PathBuf::from) else {
        println!("SKIP: ADAPTRACE_CORPUS is not set; run `make test` or tests/fetch-corpus.sh DIR");
        return None;
    };
    let manifest = dir.join("MANIFEST.tsv");
    let Ok(listing) = fs::read_to_string(&manifest) else {
        println!(
            "SKIP: {} is missing: the corpus fetch failed (see tests/fetch-corpus.sh output)",
            manifest.display()
        );
        return None;
    };
    let mut dexes = Vec::new();
    for line in listing.lines().filter(|l| !l.starts_with('#')) {
        let cols: Vec<&str> = line.split('\t').collect();
        let [name, kind, path, ..] = cols[..] else {
            continue;
        };
        let path = dir.join(path);
        let Ok(bytes) = fs::read(&path) else {
            println!("SKIP item {name}: {} is missing", path.display());
            continue;
        };
        if kind == "dex" {
            let api = api_for_version(version_of(&bytes));
            dexes.push(NamedDex {
                name: format!("corpus {name}"),
                bytes,
                api,
            });
            continue;
        }
        let mut archive = zip::ZipArchive::new(std::io::Cursor::new(bytes))
            .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let mut entries: Vec<String> = archive
            .file_names()
            .filter(|n| n.starts_with("classes") && n.ends_with(".dex") && !n.contains('/'))
            .map(str::to_string)
            .collect();
        entries.sort_by_key(|n| (n.len(), n.clone()));
        for entry in entries {
            let mut bytes = Vec::new();
            archive
                .by_name(&entry)
                .and_then(|mut f| Ok(f.read_to_end(&mut bytes)?))
                .unwrap_or_else(|e| panic!("{} {entry}: {e}", path.display()));
            let api = api_for_version(version_of(&bytes));
            dexes.push(NamedDex {
                name: format!("corpus {name} {entry}"),
                bytes,
                api,
            });
        }
    }
    if dexes.is_empty() {
        println!("SKIP: {} lists no fetched item", manifest.display());
        return None;
    }
    Some(dexes)
}

/// `smali a --api API -o out dir`.
pub fn smali_assemble(dir: &Path, api: u32, out: &Path) {
    let mut command = Command::new("smali");
    command
        .args(["a", "--api", &api.to_string(), "-o"])
        .arg(out)
        .arg(dir);
    let output = run_with_deadline(command, 600, "smali a");
    assert!(
        output.status.success() && out.is_file(),
        "smali a {}: {}",
        dir.display(),
        text(&output)
    );
}

/// `baksmali d -o dir dex`.
pub fn baksmali(dex: &Path, dir: &Path) {
    let mut command = Command::new("baksmali");
    command.args(["d", "-o"]).arg(dir).arg(dex);
    let output = run_with_deadline(command, 600, "baksmali d");
    assert!(
        output.status.success(),
        "baksmali d {}: {}",
        dex.display(),
        text(&output)
    );
}

/// Every `.smali` file below `dir` parsed, by class name.
pub fn parse_tree(dir: &Path) -> BTreeMap<String, Class> {
    let paths =
        smali_parser::files::smali_files(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let files = smali_parser::files::load_files(&paths, &|| {}).unwrap_or_else(|errors| {
        panic!(
            "{} smali files under {} do not parse, e.g. {}",
            errors.len(),
            dir.display(),
            errors[0]
        )
    });
    files
        .into_iter()
        .map(|f| (f.class.name.to_string(), f.class))
        .collect()
}

/// The classes of `dex` as baksmali prints them, parsed (the tools run in `work`).
pub fn baksmali_classes(dex: &[u8], work: &Path) -> BTreeMap<String, Class> {
    fs::create_dir_all(work).unwrap_or_else(|e| panic!("{}: {e}", work.display()));
    let path = work.join("in.dex");
    fs::write(&path, dex).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let out = work.join("smali");
    let _ = fs::remove_dir_all(&out);
    baksmali(&path, &out);
    parse_tree(&out)
}

/// The first difference between two classes, for a failure message: the lines of their
/// printed smali where they part.
pub fn first_difference(expected: &Class, actual: &Class) -> String {
    let (e, a) = (
        smali_parser::print_class(expected),
        smali_parser::print_class(actual),
    );
    for (i, (le, la)) in e.lines().zip(a.lines()).enumerate() {
        if le != la {
            let from = i.saturating_sub(3);
            let context: Vec<&str> = e.lines().skip(from).take(i - from).collect();
            return format!(
                "at printed line {}:\n  ...\n  {}\n- {le}\n+ {la}",
                i + 1,
                context.join("\n  ")
            );
        }
    }
    format!(
        "one is a prefix of the other ({} vs {} lines)",
        e.lines().count(),
        a.lines().count()
    )
}

/// Whether `value` is the default of a field of type `ty` (what a static field holds without an
/// initial value).
fn is_default_value(value: &Value, ty: &str) -> bool {
    match value {
        Value::Bool(b) => ty == "Z" && !b,
        Value::Byte(0) => ty == "B",
        Value::Short(0) => ty == "S",
        Value::Char(0) => ty == "C",
        Value::Int(0) => ty == "I",
        Value::Long(0) => ty == "J",
        Value::Float(0) => ty == "F",
        Value::Double(0) => ty == "D",
        Value::Null => ty.starts_with('L') || ty.starts_with('['),
        _ => false,
    }
}

/// `ours` (written natively) with every explicit default static value that `smali a` leaves out
/// of `theirs` (it trims the static values after the last non-default one) taken out too, so
/// that the two compare equal when they differ in nothing else.
pub fn without_dropped_defaults(ours: &Class, theirs: &Class) -> Class {
    let mut out = ours.clone();
    for field in out.fields.iter_mut() {
        let dropped = theirs
            .fields
            .iter()
            .find(|f| f.name == field.name && f.ty == field.ty)
            .is_some_and(|f| f.initial_value.is_none());
        if dropped
            && field
                .initial_value
                .as_ref()
                .is_some_and(|v| is_default_value(v, &field.ty))
        {
            field.initial_value = None;
        }
    }
    out
}

/// `class` with its call sites renamed by order of first appearance. baksmali names a call site
/// by its id (`call_site_N`); we keep the ids the names give, `smali a` renumbers them in the
/// order it meets their encoded arrays, so the two can only be compared up to this renaming
/// (and only where ours reproduces the AST exactly).
pub fn call_sites_renamed(class: &Class) -> Class {
    let mut class = class.clone();
    let mut names: BTreeMap<String, String> = BTreeMap::new();
    for m in &mut class.methods {
        for item in &mut m.items {
            if let Item::Instruction(Instruction {
                operands: Operands::ListCallSite(_, cs) | Operands::RangeCallSite(_, cs),
                ..
            }) = item
            {
                let next = format!("site{}", names.len());
                std::sync::Arc::make_mut(cs).name =
                    names.entry(cs.name.clone()).or_insert(next).clone();
            }
        }
    }
    class
}

/// Compares the classes of a native dex with those of `smali a`'s dex, both as baksmali prints
/// them: the same names, each class equal but for the default static values `smali a` drops and
/// the numbers it gives call sites anew.
pub fn compare_with_smali(
    what: &str,
    ours: &BTreeMap<String, Class>,
    theirs: &BTreeMap<String, Class>,
) -> Result<(), String> {
    let (a, b): (Vec<&String>, Vec<&String>) = (ours.keys().collect(), theirs.keys().collect());
    if a != b {
        let only_ours: Vec<&&String> = a.iter().filter(|n| !theirs.contains_key(**n)).collect();
        let only_theirs: Vec<&&String> = b.iter().filter(|n| !ours.contains_key(**n)).collect();
        return Err(format!(
            "{what}: class sets differ: only native {only_ours:?}, only smali {only_theirs:?}"
        ));
    }
    for (name, class) in ours {
        let theirs = &theirs[name];
        let kept = |ours: &Class, theirs: &Class| without_dropped_defaults(ours, theirs) == *theirs;
        if !kept(class, theirs) && !kept(&call_sites_renamed(class), &call_sites_renamed(theirs)) {
            return Err(format!(
                "{what}: {name} differs from smali a's: {}",
                first_difference(theirs, class)
            ));
        }
    }
    Ok(())
}

/// The classes of each of `dexes` as baksmali prints them, parsed: all disassembled at once, a
/// few JVMs for the lot (the dex files go into one archive as `classes.dex`, `classes2.dex`, ...
/// and `apk_io` batches baksmali over them).
pub fn baksmali_each(dexes: &[&[u8]], work: &Path) -> Vec<BTreeMap<String, Class>> {
    if dexes.is_empty() {
        return Vec::new();
    }
    fs::create_dir_all(work).unwrap_or_else(|e| panic!("{}: {e}", work.display()));
    let archive = work.join("dexes.jar");
    {
        let file =
            fs::File::create(&archive).unwrap_or_else(|e| panic!("{}: {e}", archive.display()));
        let mut zip = zip::ZipWriter::new(file);
        for (i, dex) in dexes.iter().enumerate() {
            let name = if i == 0 {
                "classes.dex".to_string()
            } else {
                format!("classes{}.dex", i + 1)
            };
            zip.start_file(name, zip::write::SimpleFileOptions::default())
                .and_then(|()| Ok(std::io::Write::write_all(&mut zip, dex)?))
                .unwrap_or_else(|e| panic!("{}: {e}", archive.display()));
        }
        zip.finish()
            .unwrap_or_else(|e| panic!("{}: {e}", archive.display()));
    }
    let out = work.join("decoded");
    let decoded = apk_io::Toolchain::from_env()
        .decode_code(&archive, &out, &apk_io::NoProgress)
        .unwrap_or_else(|e| panic!("baksmali of {} dex files: {e}", dexes.len()));
    decoded
        .dexes
        .iter()
        .map(|dex| parse_tree(&dex.smali_dir))
        .collect()
}

/// The dex `smali a --api API` makes of each of `sets`, all assembled at once (a few JVMs for
/// the lot); classes are printed into `work` first.
pub fn smali_each(sets: &[(&[Class], u32)], work: &Path) -> Vec<Vec<u8>> {
    let jobs: Vec<apk_io::AssembleJob> = sets
        .iter()
        .enumerate()
        .map(|(i, (classes, api))| {
            let dir = work.join(format!("printed-{i}"));
            let _ = fs::remove_dir_all(&dir);
            fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
            for (j, class) in classes.iter().enumerate() {
                // Numbered files: class names may hold characters a file system refuses.
                let path = dir.join(format!("{j}.smali"));
                fs::write(&path, smali_parser::print_class(class))
                    .unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            }
            apk_io::AssembleJob {
                name: if i == 0 {
                    "classes.dex".to_string()
                } else {
                    format!("classes{}.dex", i + 1)
                },
                smali_dir: dir,
                api: *api,
            }
        })
        .collect();
    let out = work.join("assembled");
    apk_io::Toolchain::from_env()
        .assemble(&jobs, &out, &apk_io::NoProgress)
        .unwrap_or_else(|e| panic!("smali a of {} class sets: {e}", sets.len()))
        .iter()
        .map(|dex| fs::read(&dex.path).unwrap_or_else(|e| panic!("{}: {e}", dex.path.display())))
        .collect()
}
