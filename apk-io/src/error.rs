//! Errors of APK/JAR/DEX input and output.

use std::io;
use std::path::{Path, PathBuf};

use thiserror::Error;

/// Everything that can go wrong while decoding, assembling or repacking an app.
///
/// Every message names the file (and entry or tool) concerned and what the user can do.
#[derive(Debug, Error)]
pub enum ApkError {
    /// The input path does not exist.
    #[error("{}: input not found; check the path (give an .apk, a .jar holding classes*.dex, or a .dex)", .path.display())]
    InputNotFound { path: PathBuf },

    /// Reading or writing a file failed.
    #[error("{}: cannot {action}: {source}", .path.display())]
    Io {
        path: PathBuf,
        action: &'static str,
        #[source]
        source: io::Error,
    },

    /// The input is neither a zip archive nor a dex file.
    #[error("{}: not an APK, JAR or DEX file (it starts with {magic}); give an .apk, a .jar holding classes*.dex, or a .dex", .path.display())]
    UnknownFormat { path: PathBuf, magic: String },

    /// The zip archive (or one of its entries) is damaged or truncated.
    #[error("{}{}: corrupt or truncated zip archive ({source}); re-download or rebuild the file", .path.display(), entry_suffix(.entry))]
    CorruptZip {
        path: PathBuf,
        entry: Option<String>,
        #[source]
        source: zip::result::ZipError,
    },

    /// The archive holds no `classes*.dex` at its root.
    #[error("{}: the archive holds no classes*.dex at its root, so there is no code to process; give the APK or a JAR produced by d8/dx", .path.display())]
    NoDex { path: PathBuf },

    /// A zip entry's name would escape the work directory (`../`, absolute path).
    #[error("{}: entry `{entry}` names a path outside the archive root; refusing to process this archive (nothing was extracted)", .path.display())]
    UnsafeEntryName { path: PathBuf, entry: String },

    /// A dex file is malformed or truncated.
    #[error("{}{}: corrupt dex file: {reason}; re-download or rebuild the input", .path.display(), entry_suffix(.entry))]
    CorruptDex {
        path: PathBuf,
        entry: Option<String>,
        reason: String,
    },

    /// A dex file has a format version smali 2.5 cannot handle.
    #[error("{}{}: dex format version {version:03} is not supported (smali/baksmali 2.5 handle 035 and 037..039)", .path.display(), entry_suffix(.entry))]
    UnsupportedDexVersion {
        path: PathBuf,
        entry: Option<String>,
        version: u16,
    },

    /// An external tool is not installed.
    #[error("{tool} not found on PATH: install the Debian package `{package}` (apt-get install {package}) or run `make deps`")]
    ToolNotFound {
        tool: &'static str,
        package: &'static str,
    },

    /// An external tool ran and failed.
    #[error("{context}: `{command}` failed ({status}):\n{output}")]
    ToolFailed {
        /// What was being processed, e.g. `classes2.dex`.
        context: String,
        /// The command line, shell-quoted.
        command: String,
        /// Exit status, or why it could not be started.
        status: String,
        /// The tool's stderr (or stdout when stderr was empty), possibly shortened.
        output: String,
    },

    /// The work directory already holds files that decode did not put there.
    #[error("{}: the work directory is not empty and was not created by adaptrace; give an empty or new directory", .path.display())]
    WorkDirInUse { path: PathBuf },

    /// A dex passed to assembly or repacking has a name that cannot be a dex entry.
    #[error(
        "`{name}`: not a valid dex entry name; use classes.dex, classes2.dex, classes3.dex, ..."
    )]
    InvalidDexName { name: String },

    /// The new dex files do not fit the original input (e.g. several dex for a bare .dex input).
    #[error("{}: {reason}", .path.display())]
    DexMismatch { path: PathBuf, reason: String },

    /// The decoded AndroidManifest.xml could not be parsed.
    #[error("{}: byte {position}: malformed manifest: {message}; re-run apktool by hand to inspect it", .path.display())]
    Manifest {
        path: PathBuf,
        position: u64,
        message: String,
    },

    /// A compiled (binary XML) manifest could not be decoded.
    #[error("{}{}: byte {offset}: malformed binary XML manifest: {message}; re-download or rebuild the APK", .path.display(), entry_suffix(.entry))]
    BinaryXml {
        path: PathBuf,
        entry: Option<String>,
        offset: u64,
        message: String,
    },

    /// The manifest of an APK whose manifest is needed cannot be had: apktool failed, or the
    /// archive holds none.
    #[error("{}: cannot read its manifest (is it an APK?): {reason}", .path.display())]
    NoManifest { path: PathBuf, reason: String },

    /// apktool.yml could not be parsed.
    #[error("{}: malformed apktool.yml: {message}; re-run apktool by hand to inspect it", .path.display())]
    ApktoolYml { path: PathBuf, message: String },

    /// No place to keep the debug keystore.
    #[error("cannot locate the user's config directory (neither XDG_CONFIG_HOME nor HOME is set); pass a keystore explicitly")]
    NoConfigDir,
}

/// Result of this module's operations.
pub type Result<T, E = ApkError> = std::result::Result<T, E>;

fn entry_suffix(entry: &Option<String>) -> String {
    match entry {
        Some(e) => format!(" (entry `{e}`)"),
        None => String::new(),
    }
}

/// Builds an [`ApkError::Io`] for `path`.
pub(crate) fn io_err(path: &Path, action: &'static str) -> impl FnOnce(io::Error) -> ApkError {
    let path = path.to_path_buf();
    move |source| ApkError::Io {
        path,
        action,
        source,
    }
}
