//! Running smali or baksmali several times in one JVM.
//!
//! Each tool run is a JVM that spends about a second starting and warming up, more than the work
//! on a small dex; a multidex app has many small dex files. When the tool found on `PATH` is
//! Debian's wrapper (a script naming the tool's main class) and a JDK is present, a small launcher
//! (`java/ToolBatch.java`, compiled once into the user's cache directory) runs a group of jobs in
//! one JVM. Otherwise every job runs as its own process, as before.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::error::{ApkError, Result};
use super::tools::{render_command, shorten, strip_jvm_notice, Tool, Toolchain};

const LAUNCHER_SOURCE: &str = include_str!("../java/ToolBatch.java");
const DONE_MARKER: &str = "adaptrace-batch-done ";
/// Where Debian installs the jars its tool wrappers put on the class path.
const DEBIAN_JARS: &str = "/usr/share/java";

/// One run of a tool: its arguments and a description for error messages.
pub(crate) struct ToolRun {
    pub args: Vec<OsString>,
    pub context: String,
}

/// A compiled launcher and the class path of one tool.
struct Launcher {
    java: PathBuf,
    class_path: OsString,
    main_class: &'static str,
}

impl Tool {
    /// The main class and the Debian jars of a tool that can be batched.
    fn jvm_entry(self) -> Option<(&'static str, &'static [&'static str])> {
        match self {
            Tool::Smali => Some((
                "org.jf.smali.Main",
                &[
                    "antlr3-runtime",
                    "dexlib2",
                    "guava",
                    "jcommander",
                    "smali",
                    "smali-util",
                ],
            )),
            Tool::Baksmali => Some((
                "org.jf.baksmali.Main",
                &["dexlib2", "guava", "jcommander", "baksmali", "smali-util"],
            )),
            _ => None,
        }
    }
}

impl Toolchain {
    /// Runs every job of `runs` with `tool`, in one JVM when possible. Jobs run in order; the
    /// first failure ends the group and names its job. Returns what the tool wrote on stderr.
    pub(crate) fn run_group(&self, tool: Tool, runs: &[ToolRun]) -> Result<String> {
        let launcher = match runs {
            [] | [_] => None,
            _ => self.launcher(tool),
        };
        let Some(launcher) = launcher else {
            let mut stderr = String::new();
            for run in runs {
                let output = self.run(tool, &run.args, &[], &run.context)?;
                stderr.push_str(&String::from_utf8_lossy(&output.stderr));
            }
            return Ok(stderr);
        };
        let mut args: Vec<OsString> = vec![
            "-cp".into(),
            launcher.class_path.clone(),
            "ToolBatch".into(),
            launcher.main_class.into(),
        ];
        for (i, run) in runs.iter().enumerate() {
            if i > 0 {
                args.push("--next".into());
            }
            args.extend(run.args.iter().cloned());
        }
        let mut command = Command::new(&launcher.java);
        command.args(&args).stdin(Stdio::null());
        self.apply_jvm_options(&mut command);
        let output = command.output().map_err(|e| ApkError::ToolFailed {
            context: runs[0].context.clone(),
            command: render_command("java", &args),
            status: format!("could not start {}: {e}", launcher.java.display()),
            output: String::new(),
        })?;
        let stderr = String::from_utf8_lossy(&strip_jvm_notice(&output.stderr)).into_owned();
        if output.status.success() {
            return Ok(stderr);
        }
        let done = String::from_utf8_lossy(&output.stdout)
            .lines()
            .filter(|l| l.starts_with(DONE_MARKER))
            .count();
        let failed = &runs[done.min(runs.len() - 1)];
        Err(ApkError::ToolFailed {
            context: failed.context.clone(),
            command: render_command(tool.command_name(), &failed.args),
            status: output.status.to_string(),
            output: shorten(&stderr),
        })
    }

    /// The batch launcher for `tool`, or `None` when the tool is not Debian's wrapper, a jar or
    /// the JDK is missing, or the launcher cannot be compiled (the caller then runs jobs one by
    /// one, which is only slower).
    fn launcher(&self, tool: Tool) -> Option<Launcher> {
        let (main_class, jars) = tool.jvm_entry()?;
        let wrapper = std::fs::read_to_string(self.locate(tool).ok()?).ok()?;
        if !wrapper.contains(main_class) {
            return None;
        }
        let java = self.locate_program("java")?;
        let dir = compiled_launcher(&self.locate_program("javac")?)?;
        let mut paths: Vec<PathBuf> = jars
            .iter()
            .map(|j| Path::new(DEBIAN_JARS).join(format!("{j}.jar")))
            .collect();
        if !paths.iter().all(|p| p.is_file()) {
            return None;
        }
        paths.push(dir);
        let class_path = std::env::join_paths(paths).ok()?;
        Some(Launcher {
            java,
            class_path,
            main_class,
        })
    }
}

/// Compiles the launcher into `$XDG_CACHE_HOME/adaptrace/tool-batch-<hash>/` once.
fn compiled_launcher(javac: &Path) -> Option<PathBuf> {
    let cache = std::env::var_os("XDG_CACHE_HOME")
        .map(PathBuf::from)
        .filter(|p| p.is_absolute())
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))?
        .join("adaptrace");
    crate::java::compile_cached(
        javac,
        "ToolBatch",
        LAUNCHER_SOURCE,
        &[],
        &cache,
        "tool-batch",
    )
    .ok()
}

/// Splits `weights` into at most `groups` groups of similar total weight (largest first, each
/// into the lightest group); returns the indices of each non-empty group in ascending order.
pub(crate) fn balance(weights: &[u64], groups: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(weights[i]));
    let mut out: Vec<(u64, Vec<usize>)> = vec![(0, Vec::new()); groups.max(1)];
    for i in order {
        if let Some(lightest) = out.iter_mut().min_by_key(|(w, _)| *w) {
            lightest.0 += weights[i];
            lightest.1.push(i);
        }
    }
    out.into_iter()
        .filter(|(_, g)| !g.is_empty())
        .map(|(_, mut g)| {
            g.sort_unstable();
            g
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_big_job_gets_a_group_of_its_own() {
        let groups = balance(&[6_900_000, 46_000, 20_000, 6_600, 39_000, 31_000], 2);
        assert_eq!(groups, vec![vec![0], vec![1, 2, 3, 4, 5]]);
    }

    #[test]
    fn never_more_groups_than_jobs() {
        assert_eq!(balance(&[5], 4), vec![vec![0]]);
        assert!(balance(&[], 2).is_empty());
    }
}
