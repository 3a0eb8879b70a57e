//! Reading an app's dex files into classes and writing classes back as dex files, natively
//! (`dexfile`, the default) or through the JVM tools (`baksmali d` + apktool, `smali a`), which
//! stay as a fallback and a cross-check.

use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};

use apk_io::{DexFile, DexVersion, InputKind, Progress, Stage, Toolchain};
use rayon::prelude::*;
use smali_parser::ast::Class;
use smali_parser::files::{self, LoadError, SourceFile};

/// How dex files are read and written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DexCodec {
    /// `dexfile`: dex to classes and back in process, no text, no JVM.
    #[default]
    Native,
    /// baksmali's text parsed, classes printed and assembled by `smali a`; the manifest from
    /// apktool.
    ViaSmali,
}

/// Why an app could not be read or written.
#[derive(Debug, thiserror::Error)]
pub enum CodecError {
    #[error(transparent)]
    Apk(#[from] apk_io::ApkError),
    #[error(
        "{input} {dex}: not a dex file adaptrace can read: {source}; if the app runs on a \
             device, report this (and try --via-smali meanwhile)"
    )]
    Read {
        input: PathBuf,
        dex: String,
        source: dexfile::ReadError,
    },
    #[error("cannot write {dex}: {source}")]
    Write {
        dex: String,
        source: dexfile::WriteError,
    },
    #[error("{count} smali file(s) could not be parsed:{list}")]
    Parse { count: usize, list: String },
    #[error("{path}: {source}")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
}

type Result<T> = std::result::Result<T, CodecError>;

fn io_err(path: &Path) -> impl FnOnce(std::io::Error) -> CodecError + '_ {
    move |source| CodecError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// One dex of the app, read.
pub struct LoadedDex {
    /// Entry name, e.g. `classes2.dex`.
    pub name: String,
    pub version: DexVersion,
    pub classes: Vec<Class>,
    /// Per class, on the smali path, the file baksmali wrote it to (relative to the dex's smali
    /// directory): printing back keeps its escaping of names the file system cannot take.
    pub relative: Vec<Option<PathBuf>>,
}

/// An app's code, read.
pub struct LoadedApp {
    pub kind: InputKind,
    /// In multidex order.
    pub dexes: Vec<LoadedDex>,
    /// The manifest's package, for an APK whose manifest could be read.
    pub package: Option<String>,
}

/// Reads every dex of `input` (an .apk, a .jar holding `classes*.dex`, or a .dex) into classes
/// (the smali path disassembles into `work_dir`); for an APK with `manifest`, also its package.
pub fn load(
    input: &Path,
    work_dir: &Path,
    codec: DexCodec,
    manifest: bool,
    toolchain: &Toolchain,
    progress: &dyn Progress,
) -> Result<LoadedApp> {
    match codec {
        DexCodec::Native => load_native(input, manifest, progress),
        DexCodec::ViaSmali => load_via_smali(input, work_dir, manifest, toolchain, progress),
    }
}

fn load_native(input: &Path, manifest: bool, progress: &dyn Progress) -> Result<LoadedApp> {
    let (kind, found) = apk_io::read_dexes(input)?;
    let package = if manifest && kind == InputKind::Apk {
        Some(apk_io::read_manifest(input)?.package)
    } else {
        None
    };
    progress.stage_started(Stage::ReadDex, found.len());
    let mut dexes = Vec::with_capacity(found.len());
    for dex in found {
        progress.item_started(Stage::ReadDex, &dex.name);
        let classes = dexfile::read(&dex.bytes).map_err(|source| CodecError::Read {
            input: input.to_path_buf(),
            dex: dex.name.clone(),
            source,
        })?;
        progress.item_finished(Stage::ReadDex, &dex.name);
        dexes.push(LoadedDex {
            name: dex.name,
            version: dex.version,
            relative: vec![None; classes.len()],
            classes,
        });
    }
    progress.stage_finished(Stage::ReadDex);
    Ok(LoadedApp {
        kind,
        dexes,
        package,
    })
}

fn load_via_smali(
    input: &Path,
    work_dir: &Path,
    manifest: bool,
    toolchain: &Toolchain,
    progress: &dyn Progress,
) -> Result<LoadedApp> {
    let decoded = if manifest {
        toolchain.decode(input, work_dir, progress)?
    } else {
        toolchain.decode_code(input, work_dir, progress)?
    };
    let package = decoded.manifest().map(|m| m.package.clone());
    let mut dexes = Vec::with_capacity(decoded.dexes.len());
    for dex in &decoded.dexes {
        let (relative, classes) = parse_tree(&dex.smali_dir, progress)?;
        dexes.push(LoadedDex {
            name: dex.name.clone(),
            version: dex.version,
            classes,
            relative,
        });
    }
    Ok(LoadedApp {
        kind: decoded.kind,
        dexes,
        package,
    })
}

/// Lists and parses one dex's smali tree (all parse errors are reported together): each class
/// with its file's path relative to `dir`.
type ParsedTree = (Vec<Option<PathBuf>>, Vec<Class>);

fn parse_tree(dir: &Path, progress: &dyn Progress) -> Result<ParsedTree> {
    let paths = files::smali_files(dir).map_err(io_err(dir))?;
    progress.stage_started(Stage::Parse, paths.len());
    let loaded = files::load_files(&paths, &|| progress.item_finished(Stage::Parse, ""));
    progress.stage_finished(Stage::Parse);
    let loaded: Vec<SourceFile> = loaded.map_err(|errors: Vec<LoadError>| {
        let mut list = String::new();
        for e in errors.iter().take(10) {
            let _ = write!(list, "\n  {e}");
        }
        if errors.len() > 10 {
            let _ = write!(list, "\n  ... and {} more", errors.len() - 10);
        }
        CodecError::Parse {
            count: errors.len(),
            list,
        }
    })?;
    Ok(loaded
        .into_iter()
        .map(|f| {
            (
                f.path.strip_prefix(dir).ok().map(Path::to_path_buf),
                f.class,
            )
        })
        .unzip())
}

/// One dex to write.
pub struct DexOut<'a> {
    /// Entry name, e.g. `classes2.dex`.
    pub name: &'a str,
    /// The version to write (raised when the classes need a newer one).
    pub version: DexVersion,
    pub classes: Vec<&'a Class>,
    /// Per class, the file name baksmali gave it, if any (the smali path prints there).
    pub relative: Vec<Option<PathBuf>>,
}

/// Writes each of `dexes` into `out_dir`, in order.
pub fn store(
    dexes: &[DexOut<'_>],
    out_dir: &Path,
    codec: DexCodec,
    toolchain: &Toolchain,
    progress: &dyn Progress,
) -> Result<Vec<DexFile>> {
    match codec {
        DexCodec::Native => store_native(dexes, out_dir, progress),
        DexCodec::ViaSmali => store_via_smali(dexes, out_dir, toolchain, progress),
    }
}

fn store_native(
    dexes: &[DexOut<'_>],
    out_dir: &Path,
    progress: &dyn Progress,
) -> Result<Vec<DexFile>> {
    fs::create_dir_all(out_dir).map_err(io_err(out_dir))?;
    progress.stage_started(Stage::WriteDex, dexes.len());
    let written = dexes
        .iter()
        .map(|dex| {
            progress.item_started(Stage::WriteDex, dex.name);
            let version = dexfile::Version(dex.version.0)
                .max(dexfile::min_version(dex.classes.iter().copied()));
            let bytes =
                dexfile::write(&dex.classes, version).map_err(|source| CodecError::Write {
                    dex: dex.name.to_string(),
                    source,
                })?;
            let path = out_dir.join(dex.name);
            fs::write(&path, bytes).map_err(io_err(&path))?;
            progress.item_finished(Stage::WriteDex, dex.name);
            Ok(DexFile {
                name: dex.name.to_string(),
                path,
            })
        })
        .collect();
    progress.stage_finished(Stage::WriteDex);
    written
}

fn store_via_smali(
    dexes: &[DexOut<'_>],
    out_dir: &Path,
    toolchain: &Toolchain,
    progress: &dyn Progress,
) -> Result<Vec<DexFile>> {
    let smali_root = out_dir.join("smali");
    let total: usize = dexes.iter().map(|d| d.classes.len()).sum();
    progress.stage_started(Stage::Print, total);
    for dex in dexes {
        let dir = smali_root.join(dex.name);
        dex.classes
            .par_iter()
            .zip(&dex.relative)
            .try_for_each(|(class, relative)| {
                let rel = relative.clone().unwrap_or_else(|| class_path(&class.name));
                let path = dir.join(rel);
                if let Some(parent) = path.parent() {
                    fs::create_dir_all(parent).map_err(io_err(parent))?;
                }
                fs::write(&path, smali_parser::print_class(class)).map_err(io_err(&path))?;
                progress.item_finished(Stage::Print, &class.name);
                Ok::<(), CodecError>(())
            })?;
    }
    progress.stage_finished(Stage::Print);
    let jobs: Vec<apk_io::AssembleJob> = dexes
        .iter()
        .map(|dex| apk_io::AssembleJob {
            name: dex.name.to_string(),
            smali_dir: smali_root.join(dex.name),
            api: DexVersion(
                dex.version
                    .0
                    .max(dexfile::min_version(dex.classes.iter().copied()).0),
            )
            .api_level(),
        })
        .collect();
    Ok(toolchain.assemble(&jobs, &out_dir.join("dex"), progress)?)
}

/// `Lcom/x/Y;` -> `com/x/Y.smali`.
pub fn class_path(name: &str) -> PathBuf {
    let inner = name
        .strip_prefix('L')
        .and_then(|n| n.strip_suffix(';'))
        .unwrap_or(name);
    PathBuf::from(format!("{inner}.smali"))
}
