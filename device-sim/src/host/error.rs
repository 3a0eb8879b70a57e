//! Errors of host execution.

use std::path::PathBuf;

use apk_io::ApkError;
use thiserror::Error;

/// Everything that can go wrong while preparing jars or starting the JVM. Each message names
/// the file or class concerned and what to do.
#[derive(Debug, Error)]
pub enum HostError {
    /// Decoding or assembling the input (baksmali, smali) failed.
    #[error(transparent)]
    Apk(#[from] ApkError),

    /// Reading or writing a file failed.
    #[error("{}: cannot {action}: {source}", .path.display())]
    Io {
        path: PathBuf,
        action: &'static str,
        #[source]
        source: std::io::Error,
    },

    /// A smali file that needed rewriting did not parse.
    #[error("{0}; host execution needs to rewrite this file (report it: baksmali wrote it)")]
    Smali(smali_parser::files::LoadError),

    /// A program is not installed.
    #[error("{tool} not found: install the Debian package `{package}` (apt-get install {package}) or run `make deps`{hint}")]
    ToolNotFound {
        tool: String,
        package: &'static str,
        /// Extra advice, starting with "; " when present.
        hint: &'static str,
    },

    /// enjarify failed on a dex.
    #[error("{}: enjarify failed ({status}); `{command}` said:\n{output}", .dex.display())]
    Enjarify {
        dex: PathBuf,
        command: String,
        status: String,
        output: String,
    },

    /// Raising class files for the JVM (`upgrade/UpgradeClasses.java`) failed as a whole.
    #[error("preparing class files for the JVM failed; `{command}` said:\n{output}\n(check that the Debian packages libasm-java and default-jdk-headless are installed)")]
    Upgrade { command: String, output: String },

    /// No cache directory could be found.
    #[error("cannot locate a cache directory (none of ADAPTRACE_CACHE, XDG_CACHE_HOME, HOME is set); set ADAPTRACE_CACHE")]
    NoCacheDir,

    /// The main class is not written as `pkg.Name` or `Lpkg/Name;`.
    #[error("`{name}` is not a class name; write it as pkg.Name or Lpkg/Name;")]
    BadClassName { name: String },

    /// The main class is not in the input.
    #[error("class {class} is not in {}{suggestion}", .input.display())]
    ClassNotFound {
        class: String,
        input: PathBuf,
        /// "; classes with a main method: ..." or similar, possibly empty.
        suggestion: String,
    },

    /// The main class exists but cannot be started.
    #[error("class {class} in {}: {reason}", .input.display())]
    NotRunnable {
        class: String,
        input: PathBuf,
        reason: String,
    },

    /// The JVM could not be started.
    #[error("cannot start {}: {source}; pass the JVM with --java or install the Debian package default-jre-headless", .java.display())]
    JavaStart {
        java: PathBuf,
        #[source]
        source: std::io::Error,
    },
}

/// Result of host execution.
pub type Result<T, E = HostError> = std::result::Result<T, E>;

/// Builds a [`HostError::Io`] for `path`.
pub(crate) fn io_err(
    path: impl Into<PathBuf>,
    action: &'static str,
) -> impl FnOnce(std::io::Error) -> HostError {
    let path = path.into();
    move |source| HostError::Io {
        path,
        action,
        source,
    }
}
