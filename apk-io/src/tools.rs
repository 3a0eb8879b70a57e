//! Finding and running the external tools (baksmali, smali, apktool, zipalign, apksigner, keytool).

use std::ffi::{OsStr, OsString};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::error::{ApkError, Result};

/// An external program this module drives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tool {
    /// `baksmali d`: dex to smali.
    Baksmali,
    /// `smali a`: smali to dex.
    Smali,
    /// `apktool d`: binary manifest and apktool.yml.
    Apktool,
    /// `zipalign -p -f 4`.
    Zipalign,
    /// `apksigner sign`.
    Apksigner,
    /// `keytool -genkeypair` for the debug keystore.
    Keytool,
}

impl Tool {
    /// Every tool, in the order the pipeline first needs them.
    pub const ALL: [Tool; 6] = [
        Tool::Baksmali,
        Tool::Apktool,
        Tool::Smali,
        Tool::Zipalign,
        Tool::Keytool,
        Tool::Apksigner,
    ];

    /// The executable's name on PATH.
    pub fn command_name(self) -> &'static str {
        match self {
            Tool::Baksmali => "baksmali",
            Tool::Smali => "smali",
            Tool::Apktool => "apktool",
            Tool::Zipalign => "zipalign",
            Tool::Apksigner => "apksigner",
            Tool::Keytool => "keytool",
        }
    }

    /// The Debian package that installs it.
    pub fn debian_package(self) -> &'static str {
        match self {
            Tool::Baksmali | Tool::Smali => "libsmali-java",
            Tool::Apktool => "apktool",
            Tool::Zipalign => "zipalign",
            Tool::Apksigner => "apksigner",
            Tool::Keytool => "openjdk-17-jre-headless",
        }
    }
}

/// Where tools are looked up and how many run at once.
///
/// [`Toolchain::from_env`] searches `PATH` and runs as many tools in parallel as there are CPUs.
#[derive(Clone, Debug)]
pub struct Toolchain {
    search_path: Option<OsString>,
    jobs: usize,
    jvm_options: Option<String>,
}

/// All the tools are short-lived JVMs, for which C2 compilation never pays off: C1 alone cut
/// the CPU time of baksmali, smali and apktool on a 37k-method dex by 40-65%.
const DEFAULT_JVM_OPTIONS: &str = "-XX:TieredStopAtLevel=1";

impl Default for Toolchain {
    fn default() -> Self {
        Self::from_env()
    }
}

impl Toolchain {
    /// Looks tools up on the process's `PATH`.
    pub fn from_env() -> Self {
        let jobs = std::thread::available_parallelism().map_or(2, usize::from);
        Toolchain {
            search_path: std::env::var_os("PATH"),
            jobs,
            jvm_options: Some(DEFAULT_JVM_OPTIONS.to_string()),
        }
    }

    /// JVM options given to every tool through `JAVA_TOOL_OPTIONS`, ahead of the user's own
    /// (which therefore win); `None` leaves the JVMs' defaults.
    pub fn with_jvm_options(mut self, options: Option<String>) -> Self {
        self.jvm_options = options;
        self
    }

    /// Looks tools up on `search_path` (a `PATH`-style list) instead of the process's `PATH`.
    pub fn with_search_path(mut self, search_path: impl Into<OsString>) -> Self {
        self.search_path = Some(search_path.into());
        self
    }

    /// Runs at most `jobs` tools (JVMs) at once; at least one.
    pub fn with_jobs(mut self, jobs: usize) -> Self {
        self.jobs = jobs.max(1);
        self
    }

    /// How many tools run at once.
    pub fn jobs(&self) -> usize {
        self.jobs
    }

    /// Finds `tool`, or explains which package to install.
    pub fn locate(&self, tool: Tool) -> Result<PathBuf> {
        let not_found = || ApkError::ToolNotFound {
            tool: tool.command_name(),
            package: tool.debian_package(),
        };
        self.locate_program(tool.command_name())
            .ok_or_else(not_found)
    }

    /// Finds an executable named `name` on the toolchain's search path.
    pub fn locate_program(&self, name: &str) -> Option<PathBuf> {
        std::env::split_paths(self.search_path.as_deref()?)
            .filter(|dir| !dir.as_os_str().is_empty())
            .map(|dir| dir.join(name))
            .find(|candidate| is_executable(candidate))
    }

    /// Gives the JVM options to a tool through `JAVA_TOOL_OPTIONS`, ahead of the user's own.
    pub fn apply_jvm_options(&self, command: &mut Command) {
        if let Some(options) = &self.jvm_options {
            let merged = match std::env::var("JAVA_TOOL_OPTIONS") {
                Ok(user) if !user.trim().is_empty() => format!("{options} {user}"),
                _ => options.clone(),
            };
            command.env("JAVA_TOOL_OPTIONS", merged);
        }
    }

    /// Runs `tool` with `args` (and extra environment variables); a non-zero exit becomes
    /// [`ApkError::ToolFailed`] naming `context`, the command line and the tool's stderr.
    pub(crate) fn run(
        &self,
        tool: Tool,
        args: &[OsString],
        envs: &[(&str, &str)],
        context: &str,
    ) -> Result<Output> {
        let program = self.locate(tool)?;
        let command_line = render_command(tool.command_name(), args);
        let mut command = Command::new(&program);
        command
            .args(args)
            .envs(envs.iter().copied())
            .stdin(std::process::Stdio::null());
        self.apply_jvm_options(&mut command);
        let mut output = command.output().map_err(|e| ApkError::ToolFailed {
            context: context.to_string(),
            command: command_line.clone(),
            status: format!("could not start {}: {e}", program.display()),
            output: String::new(),
        })?;
        output.stderr = strip_jvm_notice(&output.stderr);
        if output.status.success() {
            Ok(output)
        } else {
            let stream = if output.stderr.iter().all(u8::is_ascii_whitespace) {
                &output.stdout
            } else {
                &output.stderr
            };
            Err(ApkError::ToolFailed {
                context: context.to_string(),
                command: command_line,
                status: output.status.to_string(),
                output: shorten(&String::from_utf8_lossy(stream)),
            })
        }
    }

    /// Runs `f` on every item with at most [`Toolchain::jobs`] at once; results keep item order.
    pub(crate) fn for_each_parallel<T: Sync, R: Send>(
        &self,
        items: &[T],
        f: impl Fn(&T) -> R + Sync,
    ) -> Vec<R> {
        let next = AtomicUsize::new(0);
        let results: Mutex<Vec<Option<R>>> = Mutex::new(items.iter().map(|_| None).collect());
        std::thread::scope(|scope| {
            for _ in 0..self.jobs.min(items.len()) {
                scope.spawn(|| loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(item) = items.get(i) else { break };
                    let r = f(item);
                    // A poisoned lock only means another worker panicked; keep its slot empty.
                    if let Ok(mut slots) = results.lock() {
                        slots[i] = Some(r);
                    }
                });
            }
        });
        results
            .into_inner()
            .unwrap_or_else(|p| p.into_inner())
            .into_iter()
            .flatten()
            .collect()
    }
}

/// Drops the JVM's "Picked up JAVA_TOOL_OPTIONS: ..." notice, which every tool prints to stderr.
pub(crate) fn strip_jvm_notice(stderr: &[u8]) -> Vec<u8> {
    let text = String::from_utf8_lossy(stderr);
    if !text.contains("Picked up ") {
        return stderr.to_vec();
    }
    text.lines()
        .filter(|l| {
            !(l.starts_with("Picked up JAVA_TOOL_OPTIONS:")
                || l.starts_with("Picked up _JAVA_OPTIONS:"))
        })
        .flat_map(|l| [l, "\n"])
        .collect::<String>()
        .into_bytes()
}

fn is_executable(path: &Path) -> bool {
    path.metadata()
        .map(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        .unwrap_or(false)
}

/// Shell-quotes a command line for error messages.
pub(crate) fn render_command(program: &str, args: &[OsString]) -> String {
    let mut line = program.to_string();
    for arg in args {
        line.push(' ');
        line.push_str(&quote(arg));
    }
    line
}

fn quote(arg: &OsStr) -> String {
    let s = arg.to_string_lossy();
    let plain = !s.is_empty()
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@,+%".contains(c));
    if plain {
        s.into_owned()
    } else {
        format!("'{}'", s.replace('\'', r"'\''"))
    }
}

/// Keeps the head of long tool output: the first error lines are the informative ones.
pub(crate) fn shorten(text: &str) -> String {
    const MAX_LINES: usize = 40;
    const MAX_CHARS: usize = 6000;
    let text = text.trim_end();
    let mut kept = String::new();
    let mut lines = text.lines();
    for line in lines.by_ref().take(MAX_LINES) {
        if kept.len() + line.len() > MAX_CHARS {
            break;
        }
        kept.push_str(line);
        kept.push('\n');
    }
    let rest = text.lines().count() - kept.lines().count();
    if rest > 0 {
        kept.push_str(&format!("... ({rest} more lines)\n"));
    }
    kept.trim_end().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn missing_tool_names_the_package() {
        let tc = Toolchain::from_env().with_search_path("/nonexistent-dir");
        let err = tc.locate(Tool::Zipalign).unwrap_err().to_string();
        assert_eq!(
            err,
            "zipalign not found on PATH: install the Debian package `zipalign` \
             (apt-get install zipalign) or run `make deps`"
        );
    }

    #[test]
    fn quoting() {
        let args: Vec<OsString> = vec!["a b".into(), "it's".into(), "-o".into(), "x/y.dex".into()];
        assert_eq!(
            render_command("smali", &args),
            r"smali 'a b' 'it'\''s' -o x/y.dex"
        );
    }

    #[test]
    fn shorten_keeps_head_and_counts_rest() {
        let long: String = (0..100).map(|i| format!("line {i}\n")).collect();
        let s = shorten(&long);
        assert!(s.starts_with("line 0\n"));
        assert!(s.ends_with("... (60 more lines)"), "{s}");
    }

    #[test]
    fn jvm_notice_is_dropped() {
        let err = b"Picked up JAVA_TOOL_OPTIONS: -XX:TieredStopAtLevel=1\nA.smali[1,2] bad\n";
        assert_eq!(strip_jvm_notice(err), b"A.smali[1,2] bad\n");
        assert_eq!(strip_jvm_notice(b"plain"), b"plain");
    }

    #[test]
    fn parallel_keeps_order() {
        let tc = Toolchain::from_env().with_jobs(3);
        let out = tc.for_each_parallel(&[1, 2, 3, 4, 5], |x| x * 10);
        assert_eq!(out, vec![10, 20, 30, 40, 50]);
    }
}
