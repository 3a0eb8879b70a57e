//! Turning INPUT into parsed classes, one group per dex, with progress.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};
use smali_parser::ast::Class;
use smali_parser::files;

use crate::progress::Bars;

/// The smali of one dex, parsed.
pub struct LoadedDex {
    /// `classes.dex`, `classes2.dex`, ... (for a smali directory: the directory's name).
    pub name: String,
    /// The smali files, and at the same index the class each one holds.
    pub paths: Vec<PathBuf>,
    pub classes: Vec<Class>,
}

/// A work directory: the one the user named (kept), or a temporary one (removed on drop).
pub enum WorkDir {
    Kept(PathBuf),
    Temporary(tempfile::TempDir),
}

impl WorkDir {
    pub fn new(requested: Option<&Path>) -> Result<WorkDir> {
        match requested {
            Some(dir) => Ok(WorkDir::Kept(dir.to_path_buf())),
            None => tempfile::Builder::new()
                .prefix("adaptrace-")
                .tempdir()
                .map(WorkDir::Temporary)
                .context(
                    "cannot create a temporary work directory (set TMPDIR or pass --work-dir)",
                ),
        }
    }

    pub fn path(&self) -> &Path {
        match self {
            WorkDir::Kept(p) => p,
            WorkDir::Temporary(t) => t.path(),
        }
    }
}

/// The smali directories of a directory INPUT: an apktool project (`smali/`, `smali_classes2/`,
/// ...) gives one per dex; any other directory is one dex.
pub fn smali_dirs_of_directory(dir: &Path) -> Result<Vec<(String, PathBuf)>> {
    if !dir.join("apktool.yml").is_file() {
        return Ok(vec![(dir_name(dir), dir.to_path_buf())]);
    }
    let mut dirs: Vec<(u32, String, PathBuf)> = Vec::new();
    for entry in std::fs::read_dir(dir).with_context(|| format!("cannot list {}", dir.display()))? {
        let entry = entry.with_context(|| format!("cannot list {}", dir.display()))?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let index = match name.as_str() {
            "smali" => Some(1),
            n => n
                .strip_prefix("smali_classes")
                .and_then(|k| k.parse::<u32>().ok()),
        };
        if let Some(index) = index {
            let dex = if index == 1 {
                "classes.dex".to_string()
            } else {
                format!("classes{index}.dex")
            };
            dirs.push((index, dex, entry.path()));
        }
    }
    if dirs.is_empty() {
        bail!(
            "{}: an apktool project directory without smali/ (decode it with `apktool d` without -s)",
            dir.display()
        );
    }
    dirs.sort();
    Ok(dirs
        .into_iter()
        .map(|(_, name, path)| (name, path))
        .collect())
}

fn dir_name(dir: &Path) -> String {
    dir.file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| dir.display().to_string())
}

/// Parses every smali file of every dir, in parallel; all parse errors are reported together.
pub fn parse_dirs(dirs: &[(String, PathBuf)], bars: &Bars) -> Result<Vec<LoadedDex>> {
    let mut listed = Vec::with_capacity(dirs.len());
    let mut total = 0;
    for (name, dir) in dirs {
        let paths = files::smali_files(dir)
            .with_context(|| format!("cannot list the smali files in {}", dir.display()))?;
        total += paths.len();
        listed.push((name, paths));
    }
    let bar = bars.start("parse", total);
    let mut out = Vec::with_capacity(listed.len());
    let mut errors = Vec::new();
    for (name, paths) in listed {
        match files::load_files(&paths, &|| bar.inc(1)) {
            Ok(files) => out.push(LoadedDex {
                name: name.clone(),
                paths: files.iter().map(|f| f.path.clone()).collect(),
                classes: files.into_iter().map(|f| f.class).collect(),
            }),
            Err(mut errs) => errors.append(&mut errs),
        }
    }
    bar.finish_and_clear();
    if !errors.is_empty() {
        const SHOWN: usize = 10;
        let mut msg = format!("{} smali file(s) could not be parsed:", errors.len());
        for e in errors.iter().take(SHOWN) {
            msg.push_str(&format!("\n  {e}"));
        }
        if errors.len() > SHOWN {
            msg.push_str(&format!("\n  ... and {} more", errors.len() - SHOWN));
        }
        bail!(msg);
    }
    Ok(out)
}
