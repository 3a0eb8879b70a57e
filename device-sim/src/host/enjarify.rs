//! Running Debian's enjarify on a dex file, a shard of its classes per process.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::error::{io_err, HostError, Result};

/// Debian's interpreter: the `enjarify` wrapper otherwise takes the first `python3` on PATH,
/// which may be a virtualenv or pyenv one without the enjarify module.
const DEBIAN_PYTHON: &str = "/usr/bin/python3";

/// Our driver of enjarify's modules (`python/enjarify_shard.py`).
pub(crate) const DRIVER: &str = include_str!("../../python/enjarify_shard.py");

/// What enjarify made of one shard of a dex.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Translated {
    /// Every class of the shard, translated or not, as `pkg/Name`.
    pub classes: Vec<ShardClass>,
    /// Classes left out of the jar, with why.
    pub failed: Vec<Untranslated>,
}

/// A class of the dex as the driver saw it.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct ShardClass {
    pub name: String,
    pub super_class: Option<String>,
    pub has_main: bool,
}

/// A class enjarify could not translate.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Untranslated {
    /// `pkg/Name`.
    pub class: String,
    /// `name(descriptor)`, or empty when no method is to blame.
    pub method: String,
    pub why: Why,
}

/// Why a class is missing from the jar.
#[derive(Debug, PartialEq, Eq)]
pub(crate) enum Why {
    /// enjarify's type inference failed: the dex itself may not verify.
    Types(String),
    /// A method's JVM code would pass the JVM's 65535 bytes; the number of bytes.
    TooLong(u64),
    /// Anything else (an opcode enjarify does not translate, say).
    Other(String),
}

/// Finds an executable `name` on `search_path` (a `PATH`-style list).
pub(crate) fn find_program(name: &str, search_path: Option<&OsString>) -> Option<PathBuf> {
    use std::os::unix::fs::PermissionsExt;
    std::env::split_paths(search_path?)
        .filter(|dir| !dir.as_os_str().is_empty())
        .map(|dir| dir.join(name))
        .find(|p| {
            p.metadata()
                .is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0)
        })
}

/// Locates `enjarify` on the process's PATH.
pub(crate) fn locate() -> Result<PathBuf> {
    find_program("enjarify", std::env::var_os("PATH").as_ref()).ok_or(not_found())
}

fn not_found() -> HostError {
    HostError::ToolNotFound {
        tool: "enjarify".into(),
        package: "enjarify",
        hint: "",
    }
}

/// Translates the classes of `dex` whose index is `shard` modulo `shards` into `jar`, with
/// Debian's enjarify modules under our driver (which fixes `const-wide/32`, refuses opcodes
/// enjarify would misread and names failing methods).
pub(crate) fn translate(
    enjarify: &Path,
    dex: &Path,
    jar: &Path,
    shard: usize,
    shards: usize,
) -> Result<Translated> {
    let python = if Path::new(DEBIAN_PYTHON).is_file() {
        PathBuf::from(DEBIAN_PYTHON)
    } else {
        find_program("python3", std::env::var_os("PATH").as_ref()).ok_or(
            HostError::ToolNotFound {
                tool: "python3".into(),
                package: "python3",
                hint: "; enjarify needs it",
            },
        )?
    };
    let mut command = Command::new(&python);
    // -O as Debian's wrapper runs enjarify: its internal asserts are off.
    command
        .arg("-O")
        .arg("-c")
        .arg(DRIVER)
        .arg(dex)
        .arg(jar)
        .arg(shard.to_string())
        .arg(shards.to_string())
        .stdin(Stdio::null());
    let rendered = format!(
        "{} -O device-sim/python/enjarify_shard.py {} {} {shard} {shards} (the enjarify of {})",
        python.display(),
        dex.display(),
        jar.display(),
        enjarify.display()
    );
    let output = command.output().map_err(io_err(&python, "run"))?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    if stderr.contains("No module named 'enjarify") {
        return Err(not_found());
    }
    if !output.status.success() || !jar.is_file() {
        return Err(HostError::Enjarify {
            dex: dex.to_path_buf(),
            command: rendered,
            status: output.status.to_string(),
            output: tail(if stderr.trim().is_empty() {
                &stdout
            } else {
                &stderr
            }),
        });
    }
    Ok(parse_report(&stdout))
}

/// Reads the driver's `class`, `failed` and `toolong` lines.
fn parse_report(stdout: &str) -> Translated {
    let mut out = Translated::default();
    for line in stdout.lines() {
        let fields: Vec<&str> = line.split('\t').collect();
        match fields.as_slice() {
            ["class", name, sup, main] => out.classes.push(ShardClass {
                name: name.to_string(),
                super_class: (*sup != "-").then(|| sup.to_string()),
                has_main: *main == "1",
            }),
            ["failed", class, method, where_, error] => out.failed.push(Untranslated {
                class: class.to_string(),
                method: method.to_string(),
                why: if *where_ == "types" {
                    Why::Types(error.to_string())
                } else {
                    Why::Other(error.to_string())
                },
            }),
            ["toolong", class, method, bytes] => out.failed.push(Untranslated {
                class: class.to_string(),
                method: method.to_string(),
                why: Why::TooLong(bytes.parse().unwrap_or(0)),
            }),
            _ => {}
        }
    }
    out
}

/// The end of long tool output: Python puts the error last.
fn tail(text: &str) -> String {
    const MAX_LINES: usize = 30;
    let lines: Vec<&str> = text.trim_end().lines().collect();
    let skip = lines.len().saturating_sub(MAX_LINES);
    let mut out = String::new();
    if skip > 0 {
        out.push_str(&format!("... ({skip} lines before)\n"));
    }
    out.push_str(&lines[skip..].join("\n"));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_driver_report_is_read() {
        let out = "class\ta/B\tjava/lang/Object\t1\nclass\tc/D\t-\t0\n\
            failed\ta/B\tf(I)V\ttypes\tKeyError: 7\n\
            failed\tc/D\t\t-\tUnsupported: invoke-custom is not translated\n\
            toolong\tc/D\tbig()V\t70000\nnoise\n";
        let report = parse_report(out);
        assert_eq!(
            report.classes,
            [
                ShardClass {
                    name: "a/B".into(),
                    super_class: Some("java/lang/Object".into()),
                    has_main: true
                },
                ShardClass {
                    name: "c/D".into(),
                    super_class: None,
                    has_main: false
                }
            ]
        );
        assert_eq!(
            report.failed,
            [
                Untranslated {
                    class: "a/B".into(),
                    method: "f(I)V".into(),
                    why: Why::Types("KeyError: 7".into())
                },
                Untranslated {
                    class: "c/D".into(),
                    method: String::new(),
                    why: Why::Other("Unsupported: invoke-custom is not translated".into())
                },
                Untranslated {
                    class: "c/D".into(),
                    method: "big()V".into(),
                    why: Why::TooLong(70000)
                }
            ]
        );
    }

    #[test]
    fn missing_enjarify_names_the_package() {
        let path = OsString::from("/nonexistent-dir");
        assert_eq!(find_program("enjarify", Some(&path)), None);
        assert_eq!(
            not_found().to_string(),
            "enjarify not found: install the Debian package `enjarify` (apt-get install \
             enjarify) or run `make deps`"
        );
    }

    #[test]
    fn tail_keeps_the_end() {
        let text: String = (0..50).map(|i| format!("l{i}\n")).collect();
        let t = tail(&text);
        assert!(t.starts_with("... (20 lines before)\nl20\n"), "{t}");
        assert!(t.ends_with("l49"));
    }
}
