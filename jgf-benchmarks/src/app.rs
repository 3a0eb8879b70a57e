//! The benchmark apps: where they live, what they are called, and the sizes they run at.

use std::fmt;
use std::path::{Path, PathBuf};
use std::str::FromStr;

use anyhow::{bail, Result};

/// The suite in Java Grande order: section 1 (low-level operations), section 2 (kernels),
/// section 3 (applications); then section 4, [`CALL_HEAVY`].
pub const SUITE: [&str; 21] = [
    "Arith",
    "Assign",
    "Cast",
    "Create",
    "Exception",
    "Loop",
    "Math",
    "Method",
    "Series",
    "LUFact",
    "HeapSort",
    "Crypt",
    "FFT",
    "SOR",
    "SparseMatmult",
    "MonteCarlo",
    "RayTracer",
    "Search",
    "Parse",
    "Collect",
    "Shapes",
];

/// Section 4: apps written like object-oriented library code (many small methods, virtual and
/// interface dispatch, exceptions as control flow, collections calling back), about one
/// method entry per 3 to 4 executed blocks, where most JGF apps run long methods.
pub const CALL_HEAVY: [&str; 3] = ["Parse", "Collect", "Shapes"];

/// Whether `name` is an app of section 4 ([`CALL_HEAVY`]) rather than a JGF one.
pub fn is_call_heavy(name: &str) -> bool {
    CALL_HEAVY.contains(&name)
}

/// The tag every app's launcher activity logs its result line under.
pub const LOG_TAG: &str = "adaptrace-jgf";

/// The directory holding the apps of this crate's source tree.
pub fn apps_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("apps")
}

/// One benchmark app: `apps/<name>/`, an apktool project directory (AndroidManifest.xml,
/// apktool.yml, smali/) plus `reference/`, the plain-Java program that prints the same line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct App {
    pub name: String,
    pub dir: PathBuf,
}

impl App {
    /// The Android package, `org.adaptrace.jgf.<lower-case name>`.
    pub fn package(&self) -> String {
        format!("org.adaptrace.jgf.{}", self.name.to_lowercase())
    }

    /// The class with the kernel and the host runner's `main(String[] {size})`.
    pub fn kernel_class(&self) -> String {
        format!("{}.{}Bench", self.package(), self.name)
    }

    /// The launcher activity: runs the kernel in onCreate at the intent extra `size`.
    pub fn activity_class(&self) -> String {
        format!("{}.MainActivity", self.package())
    }

    pub fn smali_dir(&self) -> PathBuf {
        self.dir.join("smali")
    }

    pub fn reference_dir(&self) -> PathBuf {
        self.dir.join("reference")
    }

    /// The line the kernel prints (and the activity logs) at `size`, up to the checksum.
    pub fn result_prefix(&self, size: Size) -> String {
        format!("JGF {} size={} checksum=", self.name, size)
    }
}

/// The apps named in `names` (all of [`SUITE`] when empty), in suite order, from `dir`.
/// A name outside the suite or an app directory that is missing is an error.
pub fn select(dir: &Path, names: &[String]) -> Result<Vec<App>> {
    for name in names {
        if !SUITE.iter().any(|s| s.eq_ignore_ascii_case(name)) {
            bail!("unknown app `{name}`; the suite is: {}", SUITE.join(", "));
        }
    }
    let mut apps = Vec::new();
    for name in SUITE {
        if !names.is_empty() && !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            continue;
        }
        let app_dir = dir.join(name);
        if !app_dir.join("AndroidManifest.xml").is_file() {
            bail!(
                "{}: not an app directory (no AndroidManifest.xml); every app of the suite lives in \
                 {}/<Name>/",
                app_dir.display(),
                dir.display()
            );
        }
        apps.push(App {
            name: name.to_string(),
            dir: app_dir,
        });
    }
    Ok(apps)
}

/// The problem sizes every app accepts, as `main`'s first argument or the activity's `size`
/// intent extra.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Size {
    /// Under a second on the host JVM: what the tests run.
    Small,
    /// Enough work for run-time ratios to mean something.
    Benchmark,
    /// At least 2 s of the original on the host JVM (and under about 6 s), so that JVM start and
    /// interpretation weigh less than a tenth of a run.
    Steady,
}

impl Size {
    pub fn as_str(self) -> &'static str {
        match self {
            Size::Small => "small",
            Size::Benchmark => "benchmark",
            Size::Steady => "steady",
        }
    }
}

impl fmt::Display for Size {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl FromStr for Size {
    type Err = String;

    fn from_str(s: &str) -> Result<Size, String> {
        match s {
            "small" => Ok(Size::Small),
            "benchmark" => Ok(Size::Benchmark),
            "steady" => Ok(Size::Steady),
            _ => Err(format!(
                "unknown size `{s}`; use small, benchmark or steady"
            )),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_follow_the_app_directory() {
        let app = App {
            name: "LUFact".into(),
            dir: PathBuf::from("apps/LUFact"),
        };
        assert_eq!(app.package(), "org.adaptrace.jgf.lufact");
        assert_eq!(app.kernel_class(), "org.adaptrace.jgf.lufact.LUFactBench");
        assert_eq!(
            app.activity_class(),
            "org.adaptrace.jgf.lufact.MainActivity"
        );
        assert_eq!(
            app.result_prefix(Size::Small),
            "JGF LUFact size=small checksum="
        );
    }

    #[test]
    fn unknown_names_and_sizes_are_refused() {
        let err = select(&apps_dir(), &["Nope".into()]).unwrap_err();
        assert!(err.to_string().contains("unknown app `Nope`"), "{err}");
        assert!("huge".parse::<Size>().is_err());
        for size in [Size::Small, Size::Benchmark, Size::Steady] {
            assert_eq!(size.as_str().parse::<Size>(), Ok(size));
        }
    }

    #[test]
    fn the_call_heavy_apps_end_the_suite() {
        assert_eq!(SUITE[SUITE.len() - CALL_HEAVY.len()..], CALL_HEAVY);
        assert!(is_call_heavy("Parse") && !is_call_heavy("Method"));
    }
}
