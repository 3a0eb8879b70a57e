//! Turning an input into runnable jars (see the module docs of [`super`]).

use std::collections::BTreeMap;
use std::fs::{self, File};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use apk_io::{ApkError, AssembleJob, DecodedDex, Toolchain};
use rayon::prelude::*;
use sha2::{Digest, Sha256};
use smali_parser::ast::{Class, Item};
use smali_parser::files::LoadError;
use smali_parser::opcode::Opcode;

use super::cache::{read_entry, write_entry, Cache, Entry};
use super::enjarify::{self, Translated};
use super::error::{io_err, HostError, Result};
use super::{standins, ClassInfo, HostJars, HostProgress, Step};

/// Makes (or finds in `cache`) the jars of `input`: an .apk, a .jar holding `classes*.dex`, or a
/// .dex, recognised by content. baksmali and smali are found through `toolchain`, `enjarify`
/// on `PATH`. On a cache hit no tool runs at all.
pub fn prepare_jars<P: HostProgress>(
    input: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
    progress: &P,
) -> Result<HostJars> {
    let sha256 = hash_file(input)?;
    let standins = standins::materialize(cache)?;
    let entry_dir = cache.entry_dir(&sha256);
    let hit = |entry: Entry, from_cache| HostJars {
        input: input.to_path_buf(),
        sha256: sha256.clone(),
        jars: entry.jars.iter().map(|j| entry_dir.join(j)).collect(),
        dir: entry_dir.clone(),
        standins: standins.clone(),
        classes: entry.classes,
        warnings: entry.warnings,
        from_cache,
    };
    if let Some(entry) = read_entry(&entry_dir) {
        return Ok(hit(entry, true));
    }

    let enjarify = enjarify::locate()?;
    let work = tempfile::Builder::new()
        .prefix("adaptrace-host-")
        .tempdir()
        .map_err(io_err(
            std::env::temp_dir(),
            "create a temporary directory in",
        ))?;
    let decoded = toolchain.decode_code(input, work.path(), progress)?;
    let scans = scan_and_rewrite(&decoded.dexes, progress)?;

    let jobs: Vec<AssembleJob> = decoded
        .dexes
        .iter()
        .zip(&scans)
        .filter(|(_, scan)| scan.rewritten > 0)
        .map(|(dex, _)| dex.assemble_job())
        .collect();
    let assembled = if jobs.is_empty() {
        Vec::new()
    } else {
        toolchain.assemble(&jobs, &work.path().join("host-dex"), progress)?
    };
    let dexes: Vec<(String, PathBuf)> = decoded
        .dexes
        .iter()
        .map(|d| {
            let rebuilt = assembled.iter().find(|a| a.name == d.name);
            (
                d.name.clone(),
                rebuilt.map_or_else(|| d.dex_path.clone(), |a| a.path.clone()),
            )
        })
        .collect();

    let jars_root = cache.jars_root();
    fs::create_dir_all(&jars_root).map_err(io_err(&jars_root, "create directory"))?;
    let build = tempfile::Builder::new()
        .prefix(".build-")
        .tempdir_in(&jars_root)
        .map_err(io_err(&jars_root, "create a temporary directory in"))?;
    let translated = enjarify_all(&enjarify, &dexes, build.path(), toolchain.jobs(), progress);

    let mut entry = Entry::default();
    for ((name, _), scan) in dexes.iter().zip(scans) {
        for (class, info) in scan.classes {
            entry.classes.entry(class).or_insert(info);
        }
        entry.jars.push(jar_name(name));
    }
    for ((name, _), result) in dexes.iter().zip(translated) {
        for (class, message) in result?.failed {
            if let Some(info) = entry.classes.get_mut(&format!("L{class};")) {
                info.translated = false;
            }
            entry.warnings.push(format!(
                "{name}: enjarify could not translate {} ({message}); it is missing from the \
                 jar, and using it fails with NoClassDefFoundError",
                class.replace('/', ".")
            ));
        }
    }
    write_entry(build.path(), &entry)?;

    match install(build.keep(), &entry_dir)? {
        Some(theirs) => Ok(hit(theirs, false)),
        None => Ok(hit(entry, false)),
    }
}

/// Renames the finished entry `built` to `entry_dir`. When another run of the same input got
/// there first, returns its entry (and drops `built`); an invalid one left by an interrupted
/// or older run is replaced.
fn install(built: PathBuf, entry_dir: &Path) -> Result<Option<Entry>> {
    if fs::rename(&built, entry_dir).is_ok() {
        return Ok(None);
    }
    let theirs = read_entry(entry_dir);
    let replaced = match theirs {
        Some(_) => Ok(()),
        None => remove_dir_if_present(entry_dir).and_then(|()| {
            fs::rename(&built, entry_dir).map_err(io_err(entry_dir, "create the cache entry"))
        }),
    };
    if theirs.is_some() || replaced.is_err() {
        // Best effort: the directory is ours and only holds what was just written.
        let _ = fs::remove_dir_all(&built);
    }
    replaced.map(|()| theirs)
}

/// `classes2.dex` -> `classes2.jar`.
fn jar_name(dex: &str) -> String {
    format!("{}.jar", dex.strip_suffix(".dex").unwrap_or(dex))
}

/// SHA-256 of a file, lowercase hex.
fn hash_file(path: &Path) -> Result<String> {
    let mut file = File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => HostError::Apk(ApkError::InputNotFound {
            path: path.to_path_buf(),
        }),
        _ => io_err(path, "open")(e),
    })?;
    let mut hasher = Sha256::new();
    std::io::copy(&mut file, &mut hasher).map_err(io_err(path, "read"))?;
    Ok(standins::hex(&hasher.finalize()))
}

fn remove_dir_if_present(dir: &Path) -> Result<()> {
    match fs::remove_dir_all(dir) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(io_err(dir, "remove the stale cache entry")(e)),
    }
}

/// The classes of one dex and how many of its files were rewritten.
struct DexScan {
    classes: Vec<(String, ClassInfo)>,
    rewritten: usize,
}

/// Reads every smali file of every dex for the class index and rewrites those that hold
/// `const-wide/32`.
fn scan_and_rewrite(dexes: &[DecodedDex], progress: &dyn HostProgress) -> Result<Vec<DexScan>> {
    let mut listed = Vec::with_capacity(dexes.len());
    for dex in dexes {
        let files = smali_parser::files::smali_files(&dex.smali_dir)
            .map_err(io_err(&dex.smali_dir, "list the smali files in"))?;
        listed.push(files);
    }
    progress.step_started(Step::Rewrite, listed.iter().map(Vec::len).sum());
    let result = listed
        .iter()
        .map(|files| {
            let scanned: Vec<(Option<(String, ClassInfo)>, bool)> = files
                .par_iter()
                .map(|path| {
                    let r = scan_file(path);
                    progress.step_advanced(Step::Rewrite, 1);
                    r
                })
                .collect::<Result<_>>()?;
            Ok(DexScan {
                rewritten: scanned.iter().filter(|(_, rewritten)| *rewritten).count(),
                classes: scanned.into_iter().filter_map(|(c, _)| c).collect(),
            })
        })
        .collect();
    progress.step_finished(Step::Rewrite);
    result
}

/// One smali file: its class facts, and whether it was rewritten.
fn scan_file(path: &Path) -> Result<(Option<(String, ClassInfo)>, bool)> {
    let text = fs::read_to_string(path).map_err(io_err(path, "read"))?;
    let info = class_info(&text);
    if !text.contains("const-wide/32") {
        return Ok((info, false));
    }
    let mut class = smali_parser::parse_class(&text, &path.display().to_string())
        .map_err(|e| HostError::Smali(LoadError::Parse(e)))?;
    // The text may only mention it in a string.
    if widen_const_wide32(&mut class) == 0 {
        return Ok((info, false));
    }
    fs::write(path, smali_parser::print_class(&class)).map_err(io_err(path, "write"))?;
    Ok((info, true))
}

/// The descriptor, superclass and `main` of a class, from baksmali's text.
fn class_info(text: &str) -> Option<(String, ClassInfo)> {
    let mut name = None;
    let mut super_class = None;
    let mut has_main = false;
    for line in text.lines() {
        let mut tokens = line.split_whitespace();
        match tokens.next() {
            Some(".class") => name = tokens.last(),
            Some(".super") => super_class = tokens.last(),
            Some(".method") => {
                let tokens: Vec<&str> = tokens.collect();
                has_main |= tokens.last() == Some(&"main([Ljava/lang/String;)V")
                    && tokens.contains(&"public")
                    && tokens.contains(&"static");
            }
            _ => {}
        }
    }
    Some((
        name?.to_string(),
        ClassInfo {
            super_class: super_class.map(str::to_string),
            has_main,
            translated: true,
        },
    ))
}

/// Rewrites every `const-wide/32` of `class` as `const-wide` with the same value, and returns
/// how many there were.
///
/// Debian's enjarify 1.0.3 zero-extends the 32-bit literal (ART sign-extends it), so
/// `const-wide/32 v0, -0x7b` would load 4294967173. The 64-bit form is translated right. It is
/// two code units longer, so the `goto`s of a method that grows become `goto/32`: an 8- or
/// 16-bit jump across the new code could fall out of range.
pub fn widen_const_wide32(class: &mut Class) -> usize {
    let mut total = 0;
    for method in &mut class.methods {
        let mut widened = 0;
        for item in &mut method.items {
            if let Item::Instruction(ins) = item {
                if ins.opcode == Opcode::ConstWide32 {
                    ins.opcode = Opcode::ConstWide;
                    widened += 1;
                }
            }
        }
        if widened > 0 {
            for item in &mut method.items {
                if let Item::Instruction(ins) = item {
                    if matches!(ins.opcode, Opcode::Goto | Opcode::Goto16) {
                        ins.opcode = Opcode::Goto32;
                    }
                }
            }
        }
        total += widened;
    }
    total
}

/// Runs enjarify on every dex, `jobs` at once; results in dex order.
fn enjarify_all(
    enjarify: &Path,
    dexes: &[(String, PathBuf)],
    out_dir: &Path,
    jobs: usize,
    progress: &dyn HostProgress,
) -> Vec<Result<Translated>> {
    progress.step_started(Step::Enjarify, dexes.len());
    let next = AtomicUsize::new(0);
    let results: Mutex<BTreeMap<usize, Result<Translated>>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, dexes.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some((name, dex)) = dexes.get(i) else {
                    break;
                };
                let r = enjarify::translate(enjarify, dex, &out_dir.join(jar_name(name)));
                progress.step_advanced(Step::Enjarify, 1);
                // A poisoned lock means another worker panicked; its slot stays empty.
                if let Ok(mut results) = results.lock() {
                    results.insert(i, r);
                }
            });
        }
    });
    progress.step_finished(Step::Enjarify);
    let mut results = results.into_inner().unwrap_or_else(|p| p.into_inner());
    (0..dexes.len())
        .map(|i| {
            results.remove(&i).unwrap_or_else(|| {
                Err(HostError::Enjarify {
                    dex: dexes[i].1.clone(),
                    command: "enjarify".into(),
                    status: "internal error: the worker thread panicked".into(),
                    output: String::new(),
                })
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_info_reads_name_super_and_main() {
        let text = ".class public final Lp/Q;\n.super Landroid/app/Activity;\n\n\
            .method public static varargs main([Ljava/lang/String;)V\n.end method\n";
        let (name, info) = class_info(text).unwrap();
        assert_eq!(name, "Lp/Q;");
        assert_eq!(info.super_class.as_deref(), Some("Landroid/app/Activity;"));
        assert!(info.has_main);
        let private = ".class Lp/R;\n.super Ljava/lang/Object;\n\
            .method private static main([Ljava/lang/String;)V\n.end method\n";
        assert!(!class_info(private).unwrap().1.has_main);
    }

    #[test]
    fn widening_keeps_the_value_and_widens_gotos() {
        let src = ".class public LW;\n.super Ljava/lang/Object;\n\n\
            .method public static f()J\n    .registers 2\n    goto :a\n    :a\n\
            const-wide/32 v0, -0x7b\n    return-wide v0\n.end method\n\n\
            .method public static g()V\n    .registers 1\n    goto :b\n    :b\n    return-void\n\
            .end method\n";
        let mut class = smali_parser::parse_class(src, "W.smali").unwrap();
        assert_eq!(widen_const_wide32(&mut class), 1);
        let printed = smali_parser::print_class(&class);
        assert!(printed.contains("const-wide v0, -0x7b\n"), "{printed}");
        assert!(printed.contains("goto/32 :a"), "{printed}");
        // A method without const-wide/32 keeps its short goto.
        assert!(printed.contains("goto :b"), "{printed}");
        assert!(!printed.contains("const-wide/32"));
    }

    /// A finished entry directory named `name` under `root`.
    fn built(root: &Path, name: &str) -> PathBuf {
        let dir = root.join(name);
        fs::create_dir_all(&dir).unwrap();
        fs::write(dir.join("classes.jar"), name).unwrap();
        let entry = Entry {
            jars: vec!["classes.jar".into()],
            ..Entry::default()
        };
        write_entry(&dir, &entry).unwrap();
        dir
    }

    #[test]
    fn install_replaces_a_stale_entry_and_yields_to_a_valid_one() {
        let root = tempfile::tempdir().unwrap();
        let entry_dir = root.path().join("entry");
        fs::create_dir_all(entry_dir.join("left-over")).unwrap();
        let first = built(root.path(), "first");
        assert_eq!(install(first.clone(), &entry_dir).unwrap(), None);
        assert!(!first.exists());
        assert_eq!(fs::read(entry_dir.join("classes.jar")).unwrap(), b"first");

        let second = built(root.path(), "second");
        assert!(install(second.clone(), &entry_dir).unwrap().is_some());
        assert!(!second.exists());
        assert_eq!(fs::read(entry_dir.join("classes.jar")).unwrap(), b"first");
    }

    #[test]
    fn jar_names_follow_dex_names() {
        assert_eq!(jar_name("classes.dex"), "classes.jar");
        assert_eq!(jar_name("classes12.dex"), "classes12.jar");
    }
}
