//! The cache of prepared jars: `<root>/host-jars/<sha256 of input>.vN-<recipe>/`, each entry created
//! in a temporary directory beside it and renamed into place, so an entry either is complete
//! or does not exist.

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use super::error::{io_err, HostError, Result};
use super::ClassInfo;

/// Bump when the preparation changes what ends up in the jars: old entries are then ignored.
const ENTRY_VERSION: u32 = 2;
const ENTRY_FILE: &str = "entry.txt";
const CLASSES_FILE: &str = "classes.tsv";
const ENTRY_MAGIC: &str = "adaptrace host-jars";

/// Where prepared jars and the stand-ins jar are kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cache {
    root: PathBuf,
}

impl Cache {
    /// A cache rooted at `root` (entries go to `root/host-jars/`).
    pub fn new(root: impl Into<PathBuf>) -> Cache {
        Cache { root: root.into() }
    }

    /// `$ADAPTRACE_CACHE`, else `$XDG_CACHE_HOME/adaptrace`, else `~/.cache/adaptrace`.
    pub fn from_env() -> Result<Cache> {
        let non_empty = |name| std::env::var_os(name).filter(|v| !v.is_empty());
        if let Some(dir) = non_empty("ADAPTRACE_CACHE") {
            return Ok(Cache::new(dir));
        }
        if let Some(dir) = non_empty("XDG_CACHE_HOME") {
            return Ok(Cache::new(Path::new(&dir).join("adaptrace")));
        }
        non_empty("HOME")
            .map(|home| Cache::new(Path::new(&home).join(".cache/adaptrace")))
            .ok_or(HostError::NoCacheDir)
    }

    /// The cache root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The directory of all host-jar entries.
    pub(crate) fn jars_root(&self) -> PathBuf {
        self.root.join("host-jars")
    }

    /// The entry of an input with SHA-256 `digest`, prepared by programs whose sources hash
    /// to `recipe` (an edited driver or upgrade makes new entries, not stale hits).
    pub(crate) fn entry_dir(&self, digest: &str, recipe: u64) -> PathBuf {
        self.jars_root()
            .join(format!("{digest}.v{ENTRY_VERSION}-{recipe:016x}"))
    }
}

/// What an entry holds besides the jars' bytes.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Entry {
    /// Jar file names inside the entry, in multidex order.
    pub jars: Vec<String>,
    pub warnings: Vec<String>,
    pub classes: BTreeMap<String, ClassInfo>,
}

/// Writes `entry`'s description into `dir` (a directory not yet renamed into place).
pub(crate) fn write_entry(dir: &Path, entry: &Entry) -> Result<()> {
    let mut text = format!("{ENTRY_MAGIC} {ENTRY_VERSION}\n");
    for jar in &entry.jars {
        text.push_str(&format!("jar {jar}\n"));
    }
    for warning in &entry.warnings {
        text.push_str(&format!("warning {}\n", warning.replace('\n', " ")));
    }
    let mut classes = String::new();
    for (name, info) in &entry.classes {
        let mut flags = Vec::new();
        if info.has_main {
            flags.push("main");
        }
        if !info.translated {
            flags.push("untranslated");
        }
        classes.push_str(&format!(
            "{name}\t{}\t{}\n",
            info.super_class.as_deref().unwrap_or("-"),
            if flags.is_empty() {
                "-".to_string()
            } else {
                flags.join(",")
            }
        ));
    }
    let classes_path = dir.join(CLASSES_FILE);
    fs::write(&classes_path, classes).map_err(io_err(&classes_path, "write"))?;
    // The entry file last: it is what makes a directory an entry.
    let entry_path = dir.join(ENTRY_FILE);
    fs::write(&entry_path, text).map_err(io_err(&entry_path, "write"))
}

/// Reads the entry in `dir`; `None` when it is absent, of another version, or incomplete (it is
/// then rebuilt).
pub(crate) fn read_entry(dir: &Path) -> Option<Entry> {
    let text = fs::read_to_string(dir.join(ENTRY_FILE)).ok()?;
    let mut lines = text.lines();
    if lines.next()? != format!("{ENTRY_MAGIC} {ENTRY_VERSION}") {
        return None;
    }
    let mut entry = Entry::default();
    for line in lines {
        let (key, value) = line.split_once(' ')?;
        match key {
            "jar" if dir.join(value).is_file() => entry.jars.push(value.to_string()),
            "warning" => entry.warnings.push(value.to_string()),
            _ => return None,
        }
    }
    let classes = fs::read_to_string(dir.join(CLASSES_FILE)).ok()?;
    for line in classes.lines() {
        let mut cols = line.split('\t');
        let (name, super_class, flags) = (cols.next()?, cols.next()?, cols.next()?);
        let flags: Vec<&str> = flags.split(',').collect();
        entry.classes.insert(
            name.to_string(),
            ClassInfo {
                super_class: (super_class != "-").then(|| super_class.to_string()),
                has_main: flags.contains(&"main"),
                translated: !flags.contains(&"untranslated"),
            },
        );
    }
    (!entry.jars.is_empty()).then_some(entry)
}

/// Writes `bytes` to `path` atomically (see [`android_runtime::fsutil::write_atomic`]).
pub(crate) fn write_atomic(path: &Path, bytes: &[u8]) -> Result<()> {
    android_runtime::fsutil::write_atomic(path, bytes).map_err(io_err(path, "write"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entry_round_trips() {
        let dir = tempfile::tempdir().unwrap();
        fs::write(dir.path().join("classes.jar"), b"x").unwrap();
        let mut entry = Entry {
            jars: vec!["classes.jar".into()],
            warnings: vec!["a\nb".into()],
            classes: BTreeMap::new(),
        };
        entry.classes.insert(
            "La/B;".into(),
            ClassInfo {
                super_class: Some("Landroid/app/Activity;".into()),
                has_main: false,
                translated: false,
            },
        );
        entry.classes.insert(
            "La/M;".into(),
            ClassInfo {
                super_class: None,
                has_main: true,
                translated: true,
            },
        );
        write_entry(dir.path(), &entry).unwrap();
        let back = read_entry(dir.path()).unwrap();
        entry.warnings = vec!["a b".into()];
        assert_eq!(back, entry);
    }

    #[test]
    fn entry_with_a_missing_jar_is_rebuilt() {
        let dir = tempfile::tempdir().unwrap();
        let entry = Entry {
            jars: vec!["classes.jar".into()],
            ..Entry::default()
        };
        write_entry(dir.path(), &entry).unwrap();
        assert_eq!(read_entry(dir.path()), None);
    }

    #[test]
    fn atomic_write_replaces() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        write_atomic(&path, b"one").unwrap();
        write_atomic(&path, b"two").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"two");
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }
}
