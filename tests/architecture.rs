//! The boundaries `docs/architecture.md` draws, checked: every crate depends only on the crates
//! its row allows, every crate of the workspace has a row; and the registry is the one list of
//! schemes that the README, `--help` and `docs/schemes.md` follow.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;
use std::process::Command;

use android_runtime::Scheme;

const TEST_SUPPORT: &str = "adaptrace_test_support";

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(root().join(relative))
        .unwrap_or_else(|e| panic!("cannot read {relative}: {e}"))
}

/// The rows of the table under "## Layers": crate -> (the crates it may depend on, those its
/// tests may also use).
fn allowed() -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let doc = read("docs/architecture.md");
    let layers = doc
        .split("## Layers")
        .nth(1)
        .expect("docs/architecture.md has a Layers section");
    let crate_name = |cell: &str| cell.trim().trim_matches('`').to_string();
    layers
        .lines()
        .take_while(|l| !l.starts_with("## "))
        .filter(|l| l.starts_with("| `"))
        .map(|line| {
            let cells: Vec<&str> = line.trim_matches('|').split('|').collect();
            let list = |cell: &str| -> BTreeSet<String> {
                cell.split(',')
                    .map(crate_name)
                    .filter(|d| !d.is_empty())
                    .collect()
            };
            (crate_name(cells[0]), (list(cells[2]), list(cells[3])))
        })
        .collect()
}

/// Every workspace crate with its dependencies on other workspace crates: (normal, dev).
fn workspace() -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let out = Command::new(env!("CARGO"))
        .args([
            "metadata",
            "--format-version",
            "1",
            "--no-deps",
            "--offline",
        ])
        .arg("--manifest-path")
        .arg(root().join("Cargo.toml"))
        .output()
        .expect("cargo metadata runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let metadata: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    let packages = metadata["packages"].as_array().unwrap();
    let names: BTreeSet<String> = packages
        .iter()
        .map(|p| p["name"].as_str().unwrap().to_string())
        .collect();
    packages
        .iter()
        .map(|p| {
            let mut normal = BTreeSet::new();
            let mut dev = BTreeSet::new();
            for dep in p["dependencies"].as_array().unwrap() {
                let name = dep["name"].as_str().unwrap().to_string();
                if !names.contains(&name) {
                    continue;
                }
                match dep["kind"].as_str() {
                    Some("dev") => dev.insert(name),
                    _ => normal.insert(name),
                };
            }
            (p["name"].as_str().unwrap().to_string(), (normal, dev))
        })
        .collect()
}

#[test]
fn every_crate_depends_only_on_what_the_architecture_allows() {
    let allowed = allowed();
    let workspace = workspace();
    let documented: BTreeSet<&String> = allowed.keys().collect();
    let actual: BTreeSet<&String> = workspace.keys().collect();
    assert_eq!(
        documented, actual,
        "docs/architecture.md's Layers table and the workspace's crates differ"
    );
    for (name, (normal, dev)) in &workspace {
        let (may, tests_may) = &allowed[name];
        let extra: Vec<&String> = normal.difference(may).collect();
        assert!(
            extra.is_empty(),
            "{name} depends on {extra:?}, which docs/architecture.md does not allow it"
        );
        let extra_dev: Vec<&String> = dev
            .iter()
            .filter(|d| !may.contains(*d) && !tests_may.contains(*d) && *d != TEST_SUPPORT)
            .collect();
        assert!(
            extra_dev.is_empty(),
            "{name}'s tests depend on {extra_dev:?}, which docs/architecture.md does not allow it"
        );
    }
    // The two halves never meet but in the metadata file.
    assert!(!workspace["trace_parser"].0.contains("instrumentor"));
    assert!(!workspace["device_sim"].0.contains("instrumentor"));
}

fn adaptrace_help(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_adaptrace"))
        .args(args)
        .arg("--help")
        .output()
        .expect("adaptrace runs");
    assert!(out.status.success());
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_readme_help_and_docs_name_every_registered_scheme() {
    let readme = read("README.md");
    let schemes_doc = read("docs/schemes.md");
    let help = adaptrace_help(&[]);
    let instrument = adaptrace_help(&["instrument"]);
    let decode = adaptrace_help(&["decode"]);
    for scheme in Scheme::all() {
        let name = scheme.name();
        let quoted = format!("`{name}`");
        assert!(readme.contains(&quoted), "README.md does not name {quoted}");
        assert!(
            schemes_doc.contains(&format!("\n## {quoted}\n")),
            "docs/schemes.md has no section for {quoted}"
        );
        assert!(
            help.contains(&format!("  {name} ")) && help.contains(scheme.spec().summary),
            "adaptrace --help does not describe {name}:\n{help}"
        );
        for (command, text) in [("instrument", &instrument), ("decode", &decode)] {
            assert!(
                text.contains(&format!("- {name}:")),
                "adaptrace {command} --help does not offer {name}:\n{text}"
            );
        }
    }
}
