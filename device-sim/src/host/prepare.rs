//! Turning an input into runnable jars (see the module docs of [`super`]).

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use apk_io::{DexBytes, ExtractedDex, Toolchain};
use sha2::{Digest, Sha256};

use super::cache::{read_entry, write_entry, Cache, Entry};
use super::enjarify::{self, Translated, Untranslated, Why};
use super::error::{io_err, HostError, Result};
use super::{holds_runtime, standins, upgrade, ClassInfo, HostJars, HostProgress, Step};

/// Makes (or finds in `cache`) the jars of `input`: an .apk, a .jar holding `classes*.dex`, or a
/// .dex, recognised by content. `enjarify` is found on `PATH`, java and javac through
/// `toolchain`. On a cache hit no tool runs at all.
pub fn prepare_jars<P: HostProgress>(
    input: &Path,
    toolchain: &Toolchain,
    cache: &Cache,
    progress: &P,
) -> Result<HostJars> {
    progress.step_started(Step::Extract, 1);
    let read = apk_io::read_dexes(input);
    progress.step_advanced(Step::Extract, 1);
    progress.step_finished(Step::Extract);
    let (_, dexes) = read?;
    let sha256 = hash_code(&dexes);
    let standins = standins::materialize(cache)?;
    let entry_dir = cache.entry_dir(&sha256, recipe());
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
    let upgrade_tools = upgrade::Tools::locate(toolchain)?;
    let work = tempfile::Builder::new()
        .prefix("adaptrace-host-")
        .tempdir()
        .map_err(io_err(
            std::env::temp_dir(),
            "create a temporary directory in",
        ))?;
    let dexes = write_dexes(&dexes, work.path())?;

    let jars_root = cache.jars_root();
    fs::create_dir_all(&jars_root).map_err(io_err(&jars_root, "create directory"))?;
    let build = tempfile::Builder::new()
        .prefix(".build-")
        .tempdir_in(&jars_root)
        .map_err(io_err(&jars_root, "create a temporary directory in"))?;
    let shards = plan_shards(&dexes, toolchain.jobs());
    let translated = enjarify_all(&enjarify, &shards, build.path(), toolchain.jobs(), progress);

    let mut entry = Entry::default();
    for (shard, result) in shards.iter().zip(translated) {
        let result = result?;
        entry.jars.push(shard.jar.clone());
        for class in result.classes {
            entry
                .classes
                .entry(format!("L{};", class.name))
                .or_insert(ClassInfo {
                    super_class: class.super_class.map(|s| format!("L{s};")),
                    has_main: class.has_main,
                    translated: true,
                });
        }
        for failed in &result.failed {
            if let Some(info) = entry.classes.get_mut(&format!("L{};", failed.class)) {
                info.translated = false;
            }
        }
        let dex_name = &shard.dex_name;
        entry.warnings.extend(
            result
                .failed
                .iter()
                .map(|f| untranslated_warning(dex_name, f)),
        );
    }
    let jars: Vec<PathBuf> = entry.jars.iter().map(|j| build.path().join(j)).collect();
    progress.step_started(Step::Upgrade, 1);
    let upgraded = upgrade::upgrade(&upgrade_tools, toolchain, cache, &jars, &standins);
    progress.step_advanced(Step::Upgrade, 1);
    progress.step_finished(Step::Upgrade);
    let upgraded = upgraded?;
    entry.warnings.extend(upgraded.failed.iter().map(|failed| {
        format!(
            "cannot prepare {} for the JVM ({}): it declares or calls an interface method \
                 with code, which the JVM loads only from class files with stack map frames; it \
                 stays as enjarify wrote it, and using it fails with ClassFormatError or \
                 IncompatibleClassChangeError",
            place(&failed.class, &failed.method),
            failed.reason
        )
    }));
    // Translation can fail on what the instrumentor wrote: say where to compare.
    if holds_runtime(&entry.classes) {
        for warning in entry.warnings.iter_mut() {
            warning.push_str(INSTRUMENTED_HINT);
        }
    }
    for (class, method) in &upgraded.uncovered {
        entry.warnings.push(format!(
            "{}.{method} runs at class-file version 52 on the host (its class calls a \
             platform interface's default method with invoke-super), where no exception \
             handler may cover its call of the superclass constructor: if that constructor \
             throws, the trace cannot be decoded past the exception (ART has no such limit)",
            class.replace('/', ".")
        ));
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

/// A hash of what turns dex into jars besides Debian's tools: our enjarify driver and the
/// class upgrade.
fn recipe() -> u64 {
    apk_io::java::source_hash(&[enjarify::DRIVER, upgrade::SOURCE])
}

/// SHA-256 of an input's code, lowercase hex: every dex's entry name, length and bytes in
/// multidex order. The same code re-zipped or re-signed (or a dex and a one-dex JAR of it) is the
/// same key, and a byte-reproducible instrumentation of the same app finds its jars ready.
fn hash_code(dexes: &[DexBytes]) -> String {
    let mut hasher = Sha256::new();
    for dex in dexes {
        hasher.update(dex.name.as_bytes());
        hasher.update([0]);
        hasher.update((dex.bytes.len() as u64).to_le_bytes());
        hasher.update(&dex.bytes);
    }
    standins::hex(&hasher.finalize())
}

/// Writes `dexes` under `dir` for enjarify, which reads files.
fn write_dexes(dexes: &[DexBytes], dir: &Path) -> Result<Vec<ExtractedDex>> {
    dexes
        .iter()
        .map(|dex| {
            let path = dir.join(&dex.name);
            fs::write(&path, &dex.bytes).map_err(io_err(&path, "write"))?;
            Ok(ExtractedDex {
                name: dex.name.clone(),
                path,
                version: dex.version,
            })
        })
        .collect()
}

fn remove_dir_if_present(dir: &Path) -> Result<()> {
    match fs::remove_dir_all(dir) {
        Ok(()) => Ok(()),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
        Err(e) => Err(io_err(dir, "remove the stale cache entry")(e)),
    }
}

/// Said after every warning about an instrumented input.
const INSTRUMENTED_HINT: &str = " (the input is instrumented: if the original's jars do not \
    show this warning, the instrumented code is to blame; report.txt in the build's metadata \
    directory lists what the instrumentor changed)";
/// A dex at least this large is split among the workers: enjarify is one thread per process.
const SHARD_MIN_BYTES: u64 = 256 * 1024;

/// One enjarify process: every `count`th class of a dex from `index` on.
struct Shard {
    dex_name: String,
    dex: PathBuf,
    index: usize,
    count: usize,
    /// The jar's file name in the entry.
    jar: String,
}

/// Splits each dex of at least [`SHARD_MIN_BYTES`] into `jobs` shards; a smaller one is one
/// shard. Shards come in dex order.
fn plan_shards(dexes: &[ExtractedDex], jobs: usize) -> Vec<Shard> {
    let mut shards = Vec::new();
    for dex in dexes {
        let size = fs::metadata(&dex.path).map_or(0, |m| m.len());
        let count = if size >= SHARD_MIN_BYTES {
            jobs.max(1)
        } else {
            1
        };
        let stem = dex.name.strip_suffix(".dex").unwrap_or(&dex.name);
        for index in 0..count {
            shards.push(Shard {
                dex_name: dex.name.clone(),
                dex: dex.path.clone(),
                index,
                count,
                jar: if count == 1 {
                    format!("{stem}.jar")
                } else {
                    format!("{stem}-{}of{count}.jar", index + 1)
                },
            });
        }
    }
    shards
}

/// `pkg.Name, method m(I)V`, or `pkg.Name` when no method is to blame, from `pkg/Name`.
fn place(class: &str, method: &str) -> String {
    let class = class.replace('/', ".");
    if method.is_empty() {
        class
    } else {
        format!("{class}, method {method}")
    }
}

/// The warning for a class enjarify left out of the jar.
fn untranslated_warning(dex_name: &str, failed: &Untranslated) -> String {
    let place = place(&failed.class, &failed.method);
    let missing = "the class is missing from the jar, and using it fails with NoClassDefFoundError";
    match &failed.why {
        Why::TooLong(bytes) => format!(
            "{dex_name}: {place}: its JVM code would take {bytes} bytes, over the JVM's limit \
             of 65535; {missing}"
        ),
        Why::Types(error) => format!(
            "{dex_name}: enjarify could not translate {place} ({error}): its type inference \
             failed, so the dex itself may not verify (a register read as a type it does not \
             hold, say); check the method's smali (`baksmali d`) or run it on a device, where \
             ART's verifier names the fault in logcat; {missing}"
        ),
        Why::Other(error) => {
            format!("{dex_name}: enjarify could not translate {place} ({error}); {missing}")
        }
    }
}

/// Runs enjarify on every shard, `jobs` at once; results in shard order.
fn enjarify_all(
    enjarify: &Path,
    shards: &[Shard],
    out_dir: &Path,
    jobs: usize,
    progress: &dyn HostProgress,
) -> Vec<Result<Translated>> {
    progress.step_started(Step::Enjarify, shards.len());
    let next = AtomicUsize::new(0);
    let results: Mutex<BTreeMap<usize, Result<Translated>>> = Mutex::new(BTreeMap::new());
    std::thread::scope(|scope| {
        for _ in 0..jobs.clamp(1, shards.len().max(1)) {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(shard) = shards.get(i) else {
                    break;
                };
                let r = enjarify::translate(
                    enjarify,
                    &shard.dex,
                    &out_dir.join(&shard.jar),
                    shard.index,
                    shard.count,
                );
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
    (0..shards.len())
        .map(|i| {
            results.remove(&i).unwrap_or_else(|| {
                Err(HostError::Enjarify {
                    dex: shards[i].dex.clone(),
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
    fn large_dex_files_are_split_among_the_workers() {
        let dir = tempfile::tempdir().unwrap();
        let dex = |name: &str, size: usize| {
            let path = dir.path().join(name);
            fs::write(&path, vec![0u8; size]).unwrap();
            ExtractedDex {
                name: name.into(),
                path,
                version: apk_io::DexVersion(35),
            }
        };
        let dexes = [
            dex("classes.dex", SHARD_MIN_BYTES as usize),
            dex("classes2.dex", 10),
        ];
        let shards = plan_shards(&dexes, 2);
        let jars: Vec<(&str, usize, usize)> = shards
            .iter()
            .map(|s| (s.jar.as_str(), s.index, s.count))
            .collect();
        assert_eq!(
            jars,
            [
                ("classes-1of2.jar", 0, 2),
                ("classes-2of2.jar", 1, 2),
                ("classes2.jar", 0, 1)
            ]
        );
        assert_eq!(shards[2].dex_name, "classes2.dex");
        assert_eq!(plan_shards(&dexes[..1], 1)[0].jar, "classes.jar");
    }

    #[test]
    fn warnings_say_why_and_what_follows() {
        let failed = |method: &str, why| Untranslated {
            class: "p/C".into(),
            method: method.into(),
            why,
        };
        let long = untranslated_warning("classes2.dex", &failed("big()V", Why::TooLong(70_000)));
        assert!(
            long.starts_with(
                "classes2.dex: p.C, method big()V: its JVM code would take 70000 bytes"
            ),
            "{long}"
        );
        let types =
            untranslated_warning("classes.dex", &failed("", Why::Types("KeyError: 3".into())));
        assert!(types.contains("p.C (KeyError: 3)"), "{types}");
        assert!(types.contains("the dex itself may not verify"), "{types}");
        for w in [long, types] {
            assert!(w.ends_with("fails with NoClassDefFoundError"), "{w}");
        }
    }
}
