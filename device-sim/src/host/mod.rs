//! Running an app's dex on the host JVM.
//!
//! There is no Dalvik VM on the host, so [`prepare_jars`] turns every dex of an input (.apk,
//! .jar holding `classes*.dex`, or .dex; instrumented or not) into a jar:
//!
//! 1. `baksmali d` (through [`apk_io::Toolchain::decode_code`]);
//! 2. every `const-wide/32` becomes `const-wide` with the same value ([`widen_const_wide32`]):
//!    Debian's enjarify 1.0.3 does not sign-extend the 32-bit form, so a negative literal would
//!    turn into 2^32 + v; only files that hold the instruction are rewritten, and only their
//!    dex is reassembled (`smali a` at the dex's own API level);
//! 3. `enjarify` with Debian's own interpreter, one jar per dex.
//!
//! The jars are cached under the input's SHA-256 ([`Cache`]), so the second run of the same
//! input starts at once. [`run`] then starts `java` with the jars and the embedded `android.*`
//! stand-ins on the class path (stand-ins first, as the framework comes first on a phone). A
//! class without `main` that extends `android.app.Activity` is driven through one lifecycle by
//! `adaptrace.host.ActivityDriver`.
//!
//! ```no_run
//! use device_sim::host::{self, Cache, RunOptions};
//! use apk_io::{NoProgress, Toolchain};
//! use std::path::Path;
//!
//! let jars = host::prepare_jars(Path::new("app.dex"), &Toolchain::from_env(),
//!     &Cache::from_env()?, &NoProgress)?;
//! let status = host::run(&jars, "com.example.Main", &[], Path::new("traces"),
//!     &RunOptions::default())?;
//! std::process::exit(status.code().unwrap_or(1));
//! # Ok::<(), host::HostError>(())
//! ```

mod cache;
mod enjarify;
mod error;
mod launch;
mod prepare;
mod standins;

use std::collections::BTreeMap;
use std::path::PathBuf;

use apk_io::{NoProgress, Progress};

pub use cache::Cache;
pub use error::{HostError, Result};
pub use launch::{command, resolve_main, run, run_captured, Launch, RunOptions, DEFAULT_STACK};
pub use prepare::{prepare_jars, widen_const_wide32};
pub use standins::STANDINS_JAR;

/// [`prepare_jars`]' steps beyond the decode and assemble stages of [`Progress`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Scanning the smali and rewriting `const-wide/32`, one item per smali file.
    Rewrite,
    /// `enjarify`, one item per dex.
    Enjarify,
}

impl Step {
    /// A short human label, e.g. for a progress bar prefix.
    pub fn label(self) -> &'static str {
        match self {
            Step::Rewrite => "rewrite",
            Step::Enjarify => "enjarify",
        }
    }
}

/// Receives progress events of [`prepare_jars`]: those of [`Progress`] for baksmali and smali,
/// plus the [`Step`]s. Every method has an empty default.
pub trait HostProgress: Progress {
    /// `step` begins with `items` units of work.
    fn step_started(&self, _step: Step, _items: usize) {}
    /// `n` units of `step` are done.
    fn step_advanced(&self, _step: Step, _n: usize) {}
    /// `step` is over.
    fn step_finished(&self, _step: Step) {}
}

impl HostProgress for NoProgress {}

/// The jars of an input, ready to run.
#[derive(Clone, Debug)]
pub struct HostJars {
    /// The input they were made from.
    pub input: PathBuf,
    /// SHA-256 of the input, lowercase hex: the cache key.
    pub sha256: String,
    /// The cache entry holding the jars.
    pub dir: PathBuf,
    /// One jar per dex, in multidex order.
    pub jars: Vec<PathBuf>,
    /// The `android.*` stand-ins jar.
    pub standins: PathBuf,
    /// Every class of the input, by descriptor (`Lpkg/Name;`).
    pub classes: BTreeMap<String, ClassInfo>,
    /// Classes enjarify could not translate (they are missing from the jars), one message each.
    pub warnings: Vec<String>,
    /// Whether the jars came from the cache (no tool ran).
    pub from_cache: bool,
}

/// What [`run`] needs to know about a class of the input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClassInfo {
    /// The superclass descriptor (`None` for `java.lang.Object` itself).
    pub super_class: Option<String>,
    /// It declares `public static void main(String[])`.
    pub has_main: bool,
    /// enjarify translated it (it is in the jars).
    pub translated: bool,
}
