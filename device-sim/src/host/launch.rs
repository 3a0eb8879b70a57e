//! Starting the JVM on prepared jars.

use std::ffi::{OsStr, OsString};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus, Output, Stdio};

use super::enjarify::find_program;
use super::error::{io_err, HostError, Result};
use super::HostJars;

/// The JVM thread stack size adaptrace asks for: enjarify gives every method a deep operand
/// stack, so frames are far larger than javac's and ordinary recursion overflows the default
/// 1 MB (each interpreted frame of enjarify output takes about 2.6 KB: 256 MB holds some
/// 100,000 of them). Only address space is reserved. A later `-Xss` in
/// [`RunOptions::java_opts`] wins.
pub const DEFAULT_STACK: &str = "-Xss256m";

/// The stand-in class that drives an activity's lifecycle.
const ACTIVITY_DRIVER: &str = "adaptrace.host.ActivityDriver";
const ACTIVITY: &str = "Landroid/app/Activity;";

/// How [`run`] starts the JVM.
#[derive(Clone, Debug, Default)]
pub struct RunOptions {
    /// The `java` to run; by default `$JAVA_HOME/bin/java`, else `java` on `PATH`.
    pub java: Option<PathBuf>,
    /// JVM options, placed after adaptrace's own so that they win (e.g. `-Xmx2g`, `-Xss8m`,
    /// `-Dadaptrace.package=com.example`).
    pub java_opts: Vec<OsString>,
    /// The host directory that is a simulated device's `/` (system property
    /// `adaptrace.device.root`): the runtime's trace directories and the stand-in `Context`'s
    /// files directories are then the device's, below it. Without it the stand-in's directories
    /// are under the JVM's temporary directory.
    pub device_root: Option<PathBuf>,
}

/// How a main class is started.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Launch {
    /// Its `public static void main(String[])`.
    Main,
    /// Through `adaptrace.host.ActivityDriver`: it has no `main` but extends
    /// `android.app.Activity`.
    Activity,
}

/// Finds `class` (written `pkg.Name` or `Lpkg/Name;`) among the input's classes and decides how
/// to start it; returns its Java binary name (`pkg.Name`) too.
pub fn resolve_main(jars: &HostJars, class: &str) -> Result<(String, Launch)> {
    let (binary, descriptor) = class_names(class)?;
    let Some(info) = jars.classes.get(&descriptor) else {
        return Err(HostError::ClassNotFound {
            class: binary,
            input: jars.input.clone(),
            suggestion: suggestion(jars, &descriptor),
        });
    };
    let not_runnable = |reason: String| HostError::NotRunnable {
        class: binary.clone(),
        input: jars.input.clone(),
        reason,
    };
    if !info.translated {
        return Err(not_runnable(
            "enjarify could not translate it, so it is missing from the jars".into(),
        ));
    }
    if info.has_main {
        return Ok((binary, Launch::Main));
    }
    // Walk up through the app's own classes: the chain leaves the app at a framework class.
    let mut chain = Vec::new();
    let mut current = info.super_class.as_deref();
    while let Some(sup) = current {
        if sup == ACTIVITY {
            return Ok((binary, Launch::Activity));
        }
        chain.push(descriptor_to_binary(sup));
        // A cyclic hierarchy is malformed input; stop rather than loop.
        if chain.len() > jars.classes.len() {
            break;
        }
        current = jars
            .classes
            .get(sup)
            .and_then(|sup| sup.super_class.as_deref());
    }
    Err(not_runnable(format!(
        "it has no `public static void main(String[])` and does not extend android.app.Activity \
         (superclasses: {}); give a class that has one of them",
        chain.join(" -> ")
    )))
}

/// Builds the `java` command line without running it: stand-ins and jars on the class path,
/// `-Dadaptrace.trace.dir=trace_dir` (created here) when given, then `main_class` (or the
/// activity driver and the class) and `args`. Without a trace directory the runtime chooses as
/// on a phone (below [`RunOptions::device_root`]). Standard streams are inherited unless the
/// caller changes them.
pub fn command(
    jars: &HostJars,
    main_class: &str,
    args: &[OsString],
    trace_dir: Option<&Path>,
    options: &RunOptions,
) -> Result<Command> {
    let (binary, launch) = resolve_main(jars, main_class)?;
    let java = locate_java(options)?;
    let mut command = Command::new(java);
    command.arg(DEFAULT_STACK);
    if let Some(trace_dir) = trace_dir {
        std::fs::create_dir_all(trace_dir)
            .map_err(io_err(trace_dir, "create the trace directory"))?;
        let trace_dir = std::path::absolute(trace_dir).map_err(io_err(trace_dir, "resolve"))?;
        command.arg(property(
            android_runtime::TRACE_DIR_PROPERTY,
            trace_dir.as_os_str(),
        ));
    }
    command.arg(property(
        "adaptrace.package",
        OsStr::new(package_of(&binary)),
    ));
    if let Some(root) = &options.device_root {
        let root = std::path::absolute(root).map_err(io_err(root, "resolve"))?;
        command.arg(property(
            android_runtime::DEVICE_ROOT_PROPERTY,
            root.as_os_str(),
        ));
    }
    command
        .args(&options.java_opts)
        .arg("-cp")
        .arg(class_path(jars)?);
    match launch {
        Launch::Main => command.arg(&binary),
        Launch::Activity => command.arg(ACTIVITY_DRIVER).arg(&binary),
    };
    command.args(args);
    Ok(command)
}

/// Runs `main_class` with the terminal's stdin and stdout; its stderr is passed on line by line
/// and, when the JVM's verifier rejected a method, followed by what to do about it
/// ([`explain_verify_error`]). Returns java's exit status.
pub fn run(
    jars: &HostJars,
    main_class: &str,
    args: &[OsString],
    trace_dir: &Path,
    options: &RunOptions,
) -> Result<ExitStatus> {
    let mut command = command(jars, main_class, args, Some(trace_dir), options)?;
    command.stderr(Stdio::piped());
    let mut child = command.spawn().map_err(|e| start_error(&command, e))?;
    let advice = child
        .stderr
        .take()
        .and_then(|stderr| relay_stderr(jars, stderr, &mut std::io::stderr()));
    let status = child.wait().map_err(|e| start_error(&command, e))?;
    if let Some(advice) = advice {
        eprintln!("adaptrace: {advice}");
    }
    Ok(status)
}

/// Copies a program's stderr from `from` to `to` line by line until it ends; then, when it
/// held a `VerifyError`, returns what [`explain_verify_error`] says of it.
pub fn relay_stderr(jars: &HostJars, from: impl Read, to: &mut impl Write) -> Option<String> {
    let mut seen = String::new();
    for line in BufReader::new(from).split(b'\n').map_while(|l| l.ok()) {
        // The program's stderr is its own: a closed terminal or full disk is no reason to
        // stop it.
        let _ = to.write_all(&line).and_then(|()| to.write_all(b"\n"));
        // Only the start of the output can name a rejected method; keep memory bounded.
        if seen.len() < VERIFY_SCAN_BYTES {
            seen.push_str(&String::from_utf8_lossy(&line));
            seen.push('\n');
        }
    }
    explain_verify_error(jars, &seen)
}

/// How much of a program's stderr [`relay_stderr`] searches for a `VerifyError`.
const VERIFY_SCAN_BYTES: usize = 1 << 20;

/// When `stderr` holds a `java.lang.VerifyError`, names the method it rejects and says what to
/// do: for an instrumented input, where the instrumentor's report is; otherwise how to check the
/// dex itself.
pub fn explain_verify_error(jars: &HostJars, stderr: &str) -> Option<String> {
    let method = rejected_method(stderr)?;
    let instrumented = super::holds_runtime(&jars.classes);
    if instrumented {
        let report = report_path(&jars.input);
        let where_ = if report.is_file() {
            report.display().to_string()
        } else {
            "report.txt in the metadata directory that `adaptrace instrument` wrote (--meta)"
                .to_string()
        };
        Some(format!(
            "the JVM's verifier rejected {method} of the instrumented {}; {where_} says how \
             each method was instrumented. If the original input runs, the instrumentation \
             broke this method: report it with the method's smali (`baksmali d`)",
            jars.input.display()
        ))
    } else {
        Some(format!(
            "the JVM's verifier rejected {method} of {}: the dex itself may not verify, or \
             enjarify mistranslated it; look at the method's smali (`baksmali d`) or run the \
             app on a device, where ART's verifier names the fault in logcat",
            jars.input.display()
        ))
    }
}

/// `pkg.Class.method(descriptor)` from a VerifyError in either of HotSpot's forms:
/// `VerifyError: (class: p/C, method: m signature: (I)V) ...` (the old verifier) or an
/// `Exception Details:` block whose `Location:` line is `p/C.m(I)V @12: ...`.
fn rejected_method(stderr: &str) -> Option<String> {
    let at = stderr.find("java.lang.VerifyError")?;
    let text = &stderr[at..];
    if let Some(rest) = text.split_once("(class: ").map(|(_, r)| r) {
        let (class, rest) = rest.split_once(", method: ")?;
        let (method, rest) = rest.split_once(" signature: ")?;
        // The group closes after the descriptor, which ends in its return type.
        let signature = rest.split_once(") ").map_or(rest, |(sig, _)| sig);
        return Some(format!("{}.{method}{signature}", class.replace('/', ".")));
    }
    let mut lines = text.lines().skip_while(|l| l.trim() != "Location:");
    lines.next()?;
    let location = lines.next()?.trim();
    let method = location.split(" @").next()?;
    let (class, name) = method
        .split_once('(')
        .map(|(head, _)| head)?
        .rsplit_once('.')?;
    let descriptor = &method[class.len() + 1 + name.len()..];
    Some(format!("{}.{name}{descriptor}", class.replace('/', ".")))
}

/// Where `adaptrace instrument` puts the report of an output by default: `app.instrumented.apk`
/// -> `app.adaptrace/report.txt`.
fn report_path(input: &Path) -> PathBuf {
    let stem = input.file_stem().unwrap_or_default().to_string_lossy();
    let base = stem.strip_suffix(".instrumented").unwrap_or(&stem);
    input
        .with_file_name(format!("{base}.adaptrace"))
        .join("report.txt")
}

/// Like [`run`] but with empty stdin and stdout and stderr captured.
pub fn run_captured(
    jars: &HostJars,
    main_class: &str,
    args: &[OsString],
    trace_dir: &Path,
    options: &RunOptions,
) -> Result<Output> {
    let mut command = command(jars, main_class, args, Some(trace_dir), options)?;
    command
        .stdin(Stdio::null())
        .output()
        .map_err(|e| start_error(&command, e))
}

fn start_error(command: &Command, source: std::io::Error) -> HostError {
    HostError::JavaStart {
        java: PathBuf::from(command.get_program()),
        source,
    }
}

fn locate_java(options: &RunOptions) -> Result<PathBuf> {
    if let Some(java) = &options.java {
        return Ok(java.clone());
    }
    if let Some(home) = std::env::var_os("JAVA_HOME").filter(|h| !h.is_empty()) {
        let java = Path::new(&home).join("bin/java");
        if java.is_file() {
            return Ok(java);
        }
    }
    find_program("java", std::env::var_os("PATH").as_ref()).ok_or(HostError::ToolNotFound {
        tool: "java".into(),
        package: "default-jre-headless",
        hint: "; or pass the JVM with --java",
    })
}

fn property(name: &str, value: &OsStr) -> OsString {
    let mut arg = OsString::from(format!("-D{name}="));
    arg.push(value);
    arg
}

fn class_path(jars: &HostJars) -> Result<OsString> {
    let entries = std::iter::once(&jars.standins).chain(&jars.jars);
    std::env::join_paths(entries).map_err(|_| {
        io_err(&jars.dir, "put on the class path")(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "the path contains ':'; set ADAPTRACE_CACHE to a directory without one",
        ))
    })
}

/// `pkg.Name` or `Lpkg/Name;` -> (`pkg.Name`, `Lpkg/Name;`).
fn class_names(class: &str) -> Result<(String, String)> {
    let bad = || HostError::BadClassName {
        name: class.to_string(),
    };
    let internal = match class.strip_prefix('L').and_then(|c| c.strip_suffix(';')) {
        Some(inner) if !inner.contains('.') => inner.to_string(),
        _ if class.contains(['/', ';', '[']) => return Err(bad()),
        _ => class.replace('.', "/"),
    };
    let valid = internal
        .split('/')
        .all(|part| !part.is_empty() && !part.contains(char::is_whitespace));
    if !valid {
        return Err(bad());
    }
    Ok((internal.replace('/', "."), format!("L{internal};")))
}

fn descriptor_to_binary(descriptor: &str) -> String {
    descriptor
        .strip_prefix('L')
        .and_then(|d| d.strip_suffix(';'))
        .unwrap_or(descriptor)
        .replace('/', ".")
}

/// The package part of a binary name; the stand-ins' default for the default package.
fn package_of(binary: &str) -> &str {
    binary
        .rsplit_once('.')
        .map_or("adaptrace.host.app", |(package, _)| package)
}

/// Helps the user pick a class: same simple name first, else the classes with `main`.
fn suggestion(jars: &HostJars, descriptor: &str) -> String {
    const SHOWN: usize = 5;
    let simple = |d: &str| {
        let binary = descriptor_to_binary(d);
        let name = binary.rsplit('.').next().unwrap_or(&binary);
        name.to_ascii_lowercase()
    };
    let wanted = simple(descriptor);
    let same_name: Vec<String> = jars
        .classes
        .keys()
        .filter(|d| simple(d) == wanted)
        .take(SHOWN)
        .map(|d| descriptor_to_binary(d))
        .collect();
    if !same_name.is_empty() {
        return format!("; did you mean {}?", same_name.join(", "));
    }
    let mains: Vec<String> = jars
        .classes
        .iter()
        .filter(|(_, info)| info.has_main)
        .map(|(d, _)| descriptor_to_binary(d))
        .collect();
    match mains.len() {
        0 => format!(
            "; it has no class with a main method ({} classes)",
            jars.classes.len()
        ),
        n if n <= SHOWN => format!("; classes with a main method: {}", mains.join(", ")),
        n => format!(
            "; classes with a main method: {}, ... ({n} in all)",
            mains[..SHOWN].join(", ")
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::host::ClassInfo;
    use std::collections::BTreeMap;

    fn jars(classes: &[(&str, Option<&str>, bool)]) -> HostJars {
        HostJars {
            input: "app.dex".into(),
            sha256: String::new(),
            dir: "/cache/x".into(),
            jars: vec!["/cache/x/classes.jar".into()],
            standins: "/cache/s.jar".into(),
            classes: classes
                .iter()
                .map(|(name, sup, main)| {
                    let info = ClassInfo {
                        super_class: sup.map(str::to_string),
                        has_main: *main,
                        translated: true,
                    };
                    (name.to_string(), info)
                })
                .collect::<BTreeMap<_, _>>(),
            warnings: Vec::new(),
            from_cache: false,
        }
    }

    #[test]
    fn class_names_accept_both_spellings() {
        let both = ("a.b.C$D".to_string(), "La/b/C$D;".to_string());
        assert_eq!(class_names("a.b.C$D").unwrap(), both);
        assert_eq!(class_names("La/b/C$D;").unwrap(), both);
        assert_eq!(class_names("Main").unwrap().1, "LMain;");
        for bad in ["", "a..b", "a/b.C", "La.b;", "[I", "a b"] {
            assert!(class_names(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn launch_is_main_then_activity_through_app_superclasses() {
        let j = jars(&[
            ("Lp/M;", Some("Ljava/lang/Object;"), true),
            ("Lp/Base;", Some("Landroid/app/Activity;"), false),
            ("Lp/A;", Some("Lp/Base;"), false),
            ("Lp/Plain;", Some("Ljava/lang/Thread;"), false),
        ]);
        assert_eq!(resolve_main(&j, "p.M").unwrap().1, Launch::Main);
        assert_eq!(resolve_main(&j, "Lp/A;").unwrap().1, Launch::Activity);
        let err = resolve_main(&j, "p.Plain").unwrap_err().to_string();
        assert!(err.contains("superclasses: java.lang.Thread"), "{err}");
        let err = resolve_main(&j, "p.Nope").unwrap_err().to_string();
        assert_eq!(
            err,
            "class p.Nope is not in app.dex; classes with a main method: p.M"
        );
        let err = resolve_main(&j, "q.m").unwrap_err().to_string();
        assert!(err.ends_with("did you mean p.M?"), "{err}");
        let err = resolve_main(&j, "LBase;").unwrap_err().to_string();
        assert!(err.ends_with("did you mean p.Base?"), "{err}");
    }

    #[test]
    fn verify_errors_name_the_method_in_both_forms() {
        let old = "Error: Unable to initialize main class ve.M\nCaused by: \
            java.lang.VerifyError: (class: ve/M, method: bad signature: ()I) Accessing value \
            from uninitialized register 0\n";
        assert_eq!(rejected_method(old).as_deref(), Some("ve.M.bad()I"));
        let new = "Exception in thread \"main\" java.lang.VerifyError: Bad local variable type\n\
            Exception Details:\n  Location:\n    ve/I.bad(ILjava/lang/String;)I @1: iload_1\n  \
            Reason:\n    Type top is not assignable to integer\n";
        assert_eq!(
            rejected_method(new).as_deref(),
            Some("ve.I.bad(ILjava/lang/String;)I")
        );
        assert_eq!(rejected_method("java.lang.NoClassDefFoundError: x\n"), None);

        let mut j = jars(&[("Lp/M;", None, true)]);
        j.input = "/w/app.instrumented.dex".into();
        let plain = explain_verify_error(&j, old).unwrap();
        assert!(
            plain.contains("ve.M.bad()I") && plain.contains("may not verify"),
            "{plain}"
        );
        j.classes
            .insert("Ladaptrace/rt/Trace;".into(), j.classes["Lp/M;"].clone());
        let instrumented = explain_verify_error(&j, old).unwrap();
        assert!(
            instrumented.contains("ve.M.bad()I") && instrumented.contains("report.txt"),
            "{instrumented}"
        );
        assert_eq!(
            report_path(&j.input),
            Path::new("/w/app.adaptrace/report.txt")
        );
    }

    #[test]
    fn cyclic_hierarchy_is_refused() {
        let j = jars(&[("La;", Some("Lb;"), false), ("Lb;", Some("La;"), false)]);
        assert!(resolve_main(&j, "a").is_err());
    }

    #[test]
    fn command_line_order() {
        let dir = tempfile::tempdir().unwrap();
        let j = jars(&[("Lp/M;", None, true)]);
        let options = RunOptions {
            java: Some("/opt/java".into()),
            java_opts: vec!["-Xss1m".into()],
            device_root: None,
        };
        let trace = dir.path().join("t");
        let c = command(&j, "p.M", &["x".into()], Some(&trace), &options).unwrap();
        assert!(trace.is_dir());
        let args: Vec<String> = c
            .get_args()
            .map(|a| a.to_string_lossy().into_owned())
            .collect();
        assert_eq!(
            args,
            [
                "-Xss256m".to_string(),
                format!("-Dadaptrace.trace.dir={}", trace.display()),
                "-Dadaptrace.package=p".into(),
                "-Xss1m".into(),
                "-cp".into(),
                "/cache/s.jar:/cache/x/classes.jar".into(),
                "p.M".into(),
                "x".into(),
            ]
        );
    }
}
