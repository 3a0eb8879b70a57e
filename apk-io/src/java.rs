//! Small Java programs of adaptrace's own, compiled once per source into a cache directory.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// Compiles `source` (the file `{class_name}.java`, against `class_path`) with `javac` into
/// `cache_root/{prefix}-{hash of source}/` unless that is done already, and returns that
/// directory (for the class path of `java`). It compiles in a temporary directory renamed into
/// place, so concurrent runs never see half a class file. On failure returns what went wrong,
/// javac's messages included.
pub fn compile_cached(
    javac: &Path,
    class_name: &str,
    source: &str,
    class_path: &[PathBuf],
    cache_root: &Path,
    prefix: &str,
) -> Result<PathBuf, String> {
    let dir = cache_root.join(format!("{prefix}-{:016x}", source_hash(&[source])));
    let class_file = format!("{class_name}.class");
    if dir.join(&class_file).is_file() {
        return Ok(dir);
    }
    std::fs::create_dir_all(cache_root)
        .map_err(|e| format!("cannot create {}: {e}", cache_root.display()))?;
    let tmp = tempfile::Builder::new()
        .prefix(&format!(".{prefix}-"))
        .tempdir_in(cache_root)
        .map_err(|e| format!("cannot create a directory in {}: {e}", cache_root.display()))?;
    let source_path = tmp.path().join(format!("{class_name}.java"));
    std::fs::write(&source_path, source)
        .map_err(|e| format!("cannot write {}: {e}", source_path.display()))?;
    let mut command = Command::new(javac);
    if !class_path.is_empty() {
        let joined = std::env::join_paths(class_path)
            .map_err(|e| format!("cannot put {class_path:?} on a class path: {e}"))?;
        command.arg("-cp").arg(joined);
    }
    let output = command
        .arg("-d")
        .arg(tmp.path())
        .arg(&source_path)
        .stdin(Stdio::null())
        .output()
        .map_err(|e| format!("cannot run {}: {e}", javac.display()))?;
    if !output.status.success() {
        return Err(format!(
            "{} failed on {class_name}.java ({}): {}",
            javac.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    let tmp = tmp.keep();
    // Another process may have won the race; its copy is as good as ours.
    if std::fs::rename(&tmp, &dir).is_err() {
        let _ = std::fs::remove_dir_all(&tmp);
    }
    if dir.join(&class_file).is_file() {
        Ok(dir)
    } else {
        Err(format!(
            "{} holds no {class_file} after compiling",
            dir.display()
        ))
    }
}

/// A stable hash (FNV-1a) of program sources, for cache names that change when a program does.
pub fn source_hash(sources: &[&str]) -> u64 {
    sources
        .iter()
        .flat_map(|s| s.bytes())
        .fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_stable() {
        // The cache directory names of earlier builds stay valid.
        assert_eq!(source_hash(&[]), 0xcbf2_9ce4_8422_2325);
        assert_eq!(source_hash(&["a"]), 0xaf63_dc4c_8601_ec8c);
        assert_eq!(source_hash(&["ab", "c"]), source_hash(&["abc"]));
    }
}
