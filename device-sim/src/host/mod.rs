//! Running an app's dex on the host JVM.
//!
//! There is no Dalvik VM on the host, so [`prepare_jars`] turns every dex of an input (.apk,
//! .jar holding `classes*.dex`, or .dex; instrumented or not) into jars:
//!
//! 1. the dex files are taken out of the input ([`apk_io::read_dexes`]);
//! 2. Debian's enjarify translates them, a large dex split into shards of its classes that run
//!    in parallel, under our driver (`python/enjarify_shard.py`) that sign-extends
//!    `const-wide/32` literals (enjarify 1.0.3 zero-extends them), refuses the opcodes
//!    enjarify would misread (`invoke-custom`, `invoke-polymorphic`, method handles) and names
//!    each class it leaves out with the method and the reason;
//! 3. classes that declare interface methods with code (default, static and private interface
//!    methods, API 24+) are raised from enjarify's class-file version 49 to 52 with their stack
//!    map frames computed, and other classes' calls of such methods go through bridges
//!    (`upgrade/UpgradeClasses.java` on Debian's ASM), so the JVM loads them with its verifier
//!    on.
//!
//! The jars are cached under the SHA-256 of the input's dex files ([`Cache`]), so the second run
//! of the same code starts at once, even from an APK zipped or signed again. [`run`] then starts `java` with the jars and the embedded `android.*`
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
mod upgrade;

use std::collections::BTreeMap;
use std::path::PathBuf;

use apk_io::NoProgress;

pub use cache::Cache;
pub use error::{HostError, Result};
pub use launch::{
    command, explain_verify_error, relay_stderr, resolve_main, run, run_captured, Launch,
    RunOptions, DEFAULT_STACK,
};
pub use prepare::prepare_jars;
pub use standins::STANDINS_JAR;

/// [`prepare_jars`]' steps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Step {
    /// Taking the dex files out of the input, one item.
    Extract,
    /// `enjarify`, one item per shard of a dex.
    Enjarify,
    /// Raising the class files that modern dex needs at version 52, one item for all jars.
    Upgrade,
}

impl Step {
    /// A short human label, e.g. for a progress bar prefix.
    pub fn label(self) -> &'static str {
        match self {
            Step::Extract => "extract",
            Step::Enjarify => "enjarify",
            Step::Upgrade => "class files",
        }
    }
}

/// Receives progress events of [`prepare_jars`], one [`Step`] after the other. Every method has
/// an empty default.
pub trait HostProgress: Sync {
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
    /// SHA-256 of the input's dex files, lowercase hex: the cache key.
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

/// Whether `classes` (by descriptor) hold adaptrace's runtime: the input is instrumented.
pub(crate) fn holds_runtime(classes: &BTreeMap<String, ClassInfo>) -> bool {
    classes.keys().any(|c| android_runtime::is_runtime_class(c))
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
