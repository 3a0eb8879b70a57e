//! Reading whole trees of `.smali` files, in parallel across files.

use std::fmt;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::ast::Class;
use crate::ParseError;

/// A parsed class and the file it came from.
#[derive(Debug, Clone)]
pub struct SourceFile {
    pub path: PathBuf,
    pub class: Class,
}

/// Why a smali file could not be loaded.
#[derive(Debug)]
pub enum LoadError {
    Io {
        path: PathBuf,
        error: std::io::Error,
    },
    /// The file is not UTF-8; `line`/`column` locate the first bad byte.
    Encoding {
        path: PathBuf,
        line: usize,
        column: usize,
    },
    Parse(ParseError),
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LoadError::Io { path, error } => write!(f, "{}: cannot read: {error}", path.display()),
            LoadError::Encoding { path, line, column } => write!(
                f,
                "{}:{line}:{column}: not UTF-8 text; smali files are UTF-8 (re-create it with baksmali)",
                path.display()
            ),
            LoadError::Parse(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for LoadError {}

/// Every `.smali` file below `dir`, sorted by path so that results do not depend on the
/// directory listing order.
pub fn smali_files(dir: &Path) -> std::io::Result<Vec<PathBuf>> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d)? {
            let entry = entry?;
            let path = entry.path();
            if entry.file_type()?.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "smali") {
                out.push(path);
            }
        }
    }
    out.sort();
    Ok(out)
}

/// Reads and parses one smali file.
pub fn load_file(path: &Path) -> Result<SourceFile, LoadError> {
    let bytes = std::fs::read(path).map_err(|error| LoadError::Io {
        path: path.to_path_buf(),
        error,
    })?;
    let text = std::str::from_utf8(&bytes).map_err(|e| {
        let (line, column) = line_column(&bytes[..e.valid_up_to()]);
        LoadError::Encoding {
            path: path.to_path_buf(),
            line,
            column,
        }
    })?;
    let class = crate::parse_class(text, &path.display().to_string()).map_err(LoadError::Parse)?;
    Ok(SourceFile {
        path: path.to_path_buf(),
        class,
    })
}

/// Parses `paths` in parallel, keeping their order. `on_file` is called once per file done (for
/// progress). Returns every failure rather than the first, so one run shows all that is wrong.
pub fn load_files(
    paths: &[PathBuf],
    on_file: &(dyn Fn() + Sync),
) -> Result<Vec<SourceFile>, Vec<LoadError>> {
    let results: Vec<Result<SourceFile, LoadError>> = paths
        .par_iter()
        .map(|p| {
            let r = load_file(p);
            on_file();
            r
        })
        .collect();
    let (ok, errors): (Vec<_>, Vec<_>) = results.into_iter().partition(Result::is_ok);
    if errors.is_empty() {
        Ok(ok.into_iter().filter_map(Result::ok).collect())
    } else {
        Err(errors.into_iter().filter_map(Result::err).collect())
    }
}

/// 1-based line and column (in characters) of the position just after `prefix`.
fn line_column(prefix: &[u8]) -> (usize, usize) {
    let line = 1 + prefix.iter().filter(|&&b| b == b'\n').count();
    let last_line = match prefix.iter().rposition(|&b| b == b'\n') {
        Some(i) => &prefix[i + 1..],
        None => prefix,
    };
    let column = 1 + String::from_utf8_lossy(last_line).chars().count();
    (line, column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locates_the_first_non_utf8_byte() {
        let dir = std::env::temp_dir().join(format!("smali-files-test-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("Bad.smali");
        std::fs::write(&path, b".class LBad;\n.super L\xc3\xa9;\n.source \xff\n").unwrap();
        match load_file(&path) {
            Err(LoadError::Encoding { line, column, .. }) => assert_eq!((line, column), (3, 9)),
            other => panic!("expected an encoding error, got {other:?}"),
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn lists_nested_smali_files_sorted() {
        let dir = std::env::temp_dir().join(format!("smali-files-list-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("b/c")).unwrap();
        std::fs::write(dir.join("b/c/Z.smali"), "").unwrap();
        std::fs::write(dir.join("A.smali"), "").unwrap();
        std::fs::write(dir.join("b/notes.txt"), "").unwrap();
        let files = smali_files(&dir).unwrap();
        let rel: Vec<_> = files
            .iter()
            .map(|p| p.strip_prefix(&dir).unwrap().to_path_buf())
            .collect();
        assert_eq!(
            rel,
            vec![PathBuf::from("A.smali"), PathBuf::from("b/c/Z.smali")]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
