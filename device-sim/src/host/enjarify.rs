//! Running Debian's enjarify on a dex file.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use super::error::{io_err, HostError, Result};

/// Debian's interpreter: the `enjarify` wrapper otherwise takes the first `python3` on PATH,
/// which may be a virtualenv or pyenv one without the enjarify module.
const DEBIAN_PYTHON: &str = "/usr/bin/python3";

/// What enjarify made of one dex.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Translated {
    /// Classes it could not translate: `(pkg/Name, the error's last line)`.
    pub failed: Vec<(String, String)>,
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

/// `enjarify -f -o jar dex`, run with Debian's python3 when it exists.
pub(crate) fn translate(enjarify: &Path, dex: &Path, jar: &Path) -> Result<Translated> {
    let mut command = Command::new(enjarify);
    command
        .arg("-f")
        .arg("-o")
        .arg(jar)
        .arg(dex)
        .stdin(Stdio::null());
    if Path::new(DEBIAN_PYTHON).is_file() {
        command.env("PYTHON", DEBIAN_PYTHON);
    }
    let rendered = format!(
        "PYTHON={DEBIAN_PYTHON} {} -f -o {} {}",
        enjarify.display(),
        jar.display(),
        dex.display()
    );
    let output = command.output().map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => not_found(),
        _ => io_err(enjarify, "run")(e),
    })?;
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let failure = |status: String| HostError::Enjarify {
        dex: dex.to_path_buf(),
        command: rendered.clone(),
        status,
        output: tail(if stderr.trim().is_empty() {
            &stdout
        } else {
            &stderr
        }),
    };
    if !output.status.success() {
        return Err(failure(output.status.to_string()));
    }
    // The wrapper exits 0 when it finds no interpreter.
    if stdout.contains("Unable to find python3 on path") {
        return Err(HostError::ToolNotFound {
            tool: "python3".into(),
            package: "python3",
            hint: "; enjarify needs it",
        });
    }
    if !jar.is_file() {
        return Err(failure("exit status 0 but no jar written".into()));
    }
    Ok(Translated {
        failed: failed_classes(&stdout),
    })
}

/// The classes enjarify reports as failed: it prints `NAME.class Traceback ...`, the traceback,
/// and ends each with the exception's line.
fn failed_classes(stdout: &str) -> Vec<(String, String)> {
    const HEADER: &str = ".class Traceback (most recent call last):";
    let mut failed: Vec<(String, String)> = Vec::new();
    for line in stdout.lines() {
        if let Some(name) = line.strip_suffix(HEADER) {
            failed.push((name.to_string(), String::new()));
        } else if let Some((_, message)) = failed.last_mut() {
            let summary = line.contains("classes translated successfully");
            if !summary && !line.starts_with(' ') && !line.trim().is_empty() {
                *message = line.to_string();
            }
        }
    }
    failed
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
    fn failed_classes_are_parsed() {
        let out = "Using /usr/bin/python3 as Python interpreter\n\
            Output written to x.jar\n\
            a/B.class Traceback (most recent call last):\n  \
            File \"x.py\", line 1, in f\n    g()\n\
            ValueError: bad opcode\n\n\
            c/D.class Traceback (most recent call last):\n  File \"y\"\n\
            KeyError: 7\n\n\
            5 classes translated successfully, 2 classes had errors\n";
        assert_eq!(
            failed_classes(out),
            vec![
                ("a/B".to_string(), "ValueError: bad opcode".to_string()),
                ("c/D".to_string(), "KeyError: 7".to_string())
            ]
        );
        assert!(
            failed_classes("1 classes translated successfully, 0 classes had errors\n").is_empty()
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
