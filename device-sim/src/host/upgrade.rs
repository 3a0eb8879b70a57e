//! Raising enjarify's class files where modern dex needs more than class-file version 49
//! (`upgrade/UpgradeClasses.java`, run with Debian's ASM; see its class comment).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use apk_io::Toolchain;

use super::cache::Cache;
use super::error::{HostError, Result};

pub(crate) const SOURCE: &str = include_str!("../../upgrade/UpgradeClasses.java");
const MAIN_CLASS: &str = "UpgradeClasses";
/// The parts of ASM it uses, as Debian's `libasm-java` installs them.
const ASM_JARS: [&str; 3] = [
    "/usr/share/java/asm.jar",
    "/usr/share/java/asm-tree.jar",
    "/usr/share/java/asm-analysis.jar",
];

/// What the upgrade could not do to a set of jars.
#[derive(Debug, Default, PartialEq, Eq)]
pub(crate) struct Upgraded {
    /// Classes that needed it but could not be raised (they keep enjarify's bytes).
    pub failed: Vec<Failed>,
    /// Constructors (`pkg/Name`, `<init>(descriptor)`) whose call of the superclass
    /// constructor lost the runtime's catch-all in the raised class.
    pub uncovered: Vec<(String, String)>,
}

/// A class the upgrade could not raise.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct Failed {
    /// `pkg/Name`.
    pub class: String,
    /// `name(descriptor)` of the method whose frames failed, or empty.
    pub method: String,
    pub reason: String,
}

/// The programs the upgrade runs, found before any long work starts.
pub(crate) struct Tools {
    java: PathBuf,
    javac: PathBuf,
    asm: Vec<PathBuf>,
}

impl Tools {
    /// java and javac through `toolchain`, and Debian's ASM; an error names the package to
    /// install.
    pub(crate) fn locate(toolchain: &Toolchain) -> Result<Tools> {
        let missing_jdk = |tool: &str| HostError::ToolNotFound {
            tool: tool.into(),
            package: "default-jdk-headless",
            hint: "; running modern dex on the host compiles a helper with it",
        };
        let java = toolchain
            .locate_program("java")
            .ok_or_else(|| missing_jdk("java"))?;
        let javac = toolchain
            .locate_program("javac")
            .ok_or_else(|| missing_jdk("javac"))?;
        let asm: Vec<PathBuf> = ASM_JARS.iter().map(PathBuf::from).collect();
        if let Some(missing) = asm.iter().find(|jar| !jar.is_file()) {
            return Err(HostError::ToolNotFound {
                tool: format!("ASM ({})", missing.display()),
                package: "libasm-java",
                hint: "; running modern dex on the host computes stack map frames with it",
            });
        }
        Ok(Tools { java, javac, asm })
    }
}

/// Rewrites `jars` in place: every class that declares or calls an interface method with code
/// is raised to class-file version 52 with its stack map frames computed. The hierarchy comes
/// from `jars`, `platform` and the JDK.
pub(crate) fn upgrade(
    tools: &Tools,
    toolchain: &Toolchain,
    cache: &Cache,
    jars: &[PathBuf],
    platform: &Path,
) -> Result<Upgraded> {
    let Tools { java, javac, asm } = tools;
    let classes = apk_io::java::compile_cached(
        javac,
        MAIN_CLASS,
        SOURCE,
        asm,
        &cache.root().join("tools"),
        "upgrade-classes",
    )
    .map_err(|message| HostError::Upgrade {
        command: format!("{} {MAIN_CLASS}.java", javac.display()),
        output: message,
    })?;
    let class_path =
        std::env::join_paths(asm.iter().chain([&classes])).map_err(|e| HostError::Upgrade {
            command: MAIN_CLASS.into(),
            output: format!("cannot build the class path: {e}"),
        })?;
    let mut command = Command::new(java);
    command
        .arg("-cp")
        .arg(&class_path)
        .arg(MAIN_CLASS)
        .arg("--platform")
        .arg(platform)
        .args(jars)
        .stdin(Stdio::null());
    toolchain.apply_jvm_options(&mut command);
    let rendered = format!("{command:?}");
    let output = command.output().map_err(|e| HostError::Upgrade {
        command: rendered.clone(),
        output: format!("cannot start {}: {e}", java.display()),
    })?;
    if !output.status.success() {
        return Err(HostError::Upgrade {
            command: rendered,
            output: format!(
                "{}: {}",
                output.status,
                String::from_utf8_lossy(&output.stderr).trim()
            ),
        });
    }
    Ok(parse_report(&String::from_utf8_lossy(&output.stdout)))
}

/// Reads the tool's `uncovered CLASS\tMETHOD` and `failed CLASS\tMETHOD\tREASON` lines.
fn parse_report(stdout: &str) -> Upgraded {
    let mut report = Upgraded::default();
    for line in stdout.lines() {
        // `upgraded` and `bridged` lines only inform a human reading the tool's output.
        if let Some(rest) = line.strip_prefix("uncovered ") {
            if let Some((class, method)) = rest.split_once('\t') {
                report
                    .uncovered
                    .push((class.to_string(), method.to_string()));
            }
        } else if let Some(rest) = line.strip_prefix("failed ") {
            let mut fields = rest.splitn(3, '\t');
            report.failed.push(Failed {
                class: fields.next().unwrap_or_default().to_string(),
                method: fields.next().unwrap_or_default().to_string(),
                reason: fields.next().unwrap_or_default().to_string(),
            });
        }
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_report_is_read() {
        let out = "upgraded a/I\nfailed b/C\tm(I)V\tTypeNotPresentException: x\nupgraded c/D\n\
                   bridged g/H\nfailed e/F\t\tRuntimeException: y\nuncovered c/D\t<init>()V\n";
        let report = parse_report(out);
        assert_eq!(
            report.uncovered,
            [("c/D".to_string(), "<init>()V".to_string())]
        );
        assert_eq!(
            report.failed,
            [
                Failed {
                    class: "b/C".into(),
                    method: "m(I)V".into(),
                    reason: "TypeNotPresentException: x".into()
                },
                Failed {
                    class: "e/F".into(),
                    method: String::new(),
                    reason: "RuntimeException: y".into()
                }
            ]
        );
    }
}
