//! Real-app corpus tests (the corpus is fetched by tests/fetch-corpus.sh; without it these skip
//! and say why):
//!
//! - every smali file of every item parses, and `parse(print(parse(x))) == parse(x)`;
//! - `adaptrace roundtrip` of each item (APK, JAR or DEX) gives an archive `apksigner verify`
//!   accepts (APKs) whose dex files, read and written natively, disassemble to exactly the
//!   input's smali;
//! - the parser returns (never panics) on corpus files cut at many points.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use apk_io::{Decoded, NoProgress};
use rayon::prelude::*;
use smali_parser::ast::Class;
use smali_parser::callgraph::CallGraph;
use smali_parser::cfg::{summarize, Cfg, CsNode, SiteKind, Summary};
use smali_parser::files;
use smali_parser::hierarchy::Hierarchy;

/// The code of an item (no manifest: nothing here needs it, and apktool costs a JVM).
fn decode(item: &common::Item, work: &Path) -> Decoded {
    apk_io::decode_code(&item.path, work, &NoProgress)
        .unwrap_or_else(|e| panic!("decoding {}: {e}", item.name))
}

/// Parses every smali file of one dex, checking print/parse stability on each.
fn parse_and_check_printer(item: &str, smali_dir: &Path) -> Vec<Class> {
    let paths = files::smali_files(smali_dir).unwrap();
    assert!(
        !paths.is_empty(),
        "{item}: no smali in {}",
        smali_dir.display()
    );
    let parsed = files::load_files(&paths, &|| {}).unwrap_or_else(|errors| {
        let shown: Vec<String> = errors.iter().take(10).map(|e| e.to_string()).collect();
        panic!(
            "{item}: {} files do not parse:\n{}",
            errors.len(),
            shown.join("\n")
        )
    });
    let unstable: Vec<String> = parsed
        .par_iter()
        .filter_map(|f| {
            let printed = smali_parser::print_class(&f.class);
            match smali_parser::parse_class(&printed, "printed") {
                Ok(again) if again == f.class => None,
                Ok(_) => Some(format!(
                    "{}: print/parse changed the class",
                    f.path.display()
                )),
                Err(e) => Some(format!(
                    "{}: printed text does not parse: {e}",
                    f.path.display()
                )),
            }
        })
        .collect();
    assert!(
        unstable.is_empty(),
        "{item}: {} files are not stable under print/parse, e.g.\n{}",
        unstable.len(),
        unstable[..unstable.len().min(10)].join("\n")
    );
    parsed.into_iter().map(|f| f.class).collect()
}

/// The dex entries of an archive (or the file itself for a bare dex), written into `dir`.
fn extract_dexes(path: &Path, kind: &str, dir: &Path) -> Vec<(String, PathBuf)> {
    std::fs::create_dir_all(dir).unwrap();
    if kind == "dex" {
        let out = dir.join("classes.dex");
        std::fs::copy(path, &out).unwrap();
        return vec![("classes.dex".to_string(), out)];
    }
    let mut archive = zip::ZipArchive::new(std::fs::File::open(path).unwrap()).unwrap();
    let mut out = Vec::new();
    for i in 0..archive.len() {
        let mut entry = archive.by_index(i).unwrap();
        let name = entry.name().to_string();
        if apk_io::multidex_index(&name).is_some() {
            let target = dir.join(&name);
            std::io::copy(&mut entry, &mut std::fs::File::create(&target).unwrap()).unwrap();
            out.push((name, target));
        }
    }
    out.sort_by_key(|(name, _)| apk_io::multidex_index(name));
    out
}

/// The app's call graph agrees with the per-method counts, and each method's call-site CFG
/// (Casper) has one call node per invoke.
fn check_call_graphs(item: &str, classes: &[Class], hierarchy: &Hierarchy, summary: &Summary) {
    let call_graph = CallGraph::build(hierarchy, classes);
    assert_eq!(
        call_graph.sites().len(),
        summary.call_sites,
        "{item}: call sites"
    );
    assert_eq!(
        call_graph.library_site_count(),
        summary.library_call_sites,
        "{item}: library call sites"
    );
    for class in classes {
        for method in class
            .methods
            .iter()
            .filter(|m| m.instructions().next().is_some())
        {
            let cfg = Cfg::build(&class.name, method).unwrap();
            let sites = cfg.call_site_cfg(method);
            let calls = sites
                .sites()
                .filter(|&n| {
                    matches!(
                        sites.graph()[n],
                        CsNode::Site {
                            kind: SiteKind::Call,
                            ..
                        }
                    )
                })
                .count();
            let invokes = method
                .instructions()
                .filter(|i| i.opcode.is_invoke())
                .count();
            assert_eq!(
                calls, invokes,
                "{item}: {}->{}{}",
                class.name, method.name, method.proto
            );
        }
    }
}

/// Per corpus item, with one decode shared by the checks:
/// 1. every smali file parses and `parse(print(parse(x))) == parse(x)`;
/// 2. `adaptrace roundtrip` (which reads every dex natively into classes and writes them back)
///    writes an archive `apksigner verify` accepts (APKs) whose dex files disassemble to exactly
///    the input's smali, explicit default static values included.
#[test]
fn every_item_round_trips_through_parser_printer_and_dex() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    for item in &items {
        let work = tempfile::tempdir().unwrap();
        let decoded = decode(item, &work.path().join("decode"));
        let classes: Vec<Class> = decoded
            .dexes
            .iter()
            .flat_map(|dex| parse_and_check_printer(&item.name, &dex.smali_dir))
            .collect();
        // Every method of real code has a well-formed control-flow graph.
        let hierarchy = Hierarchy::new(&classes);
        let summary = summarize(&classes, &hierarchy);
        assert!(
            summary.errors.is_empty(),
            "{}: {} methods without a CFG, e.g. {}",
            item.name,
            summary.errors.len(),
            summary.errors[0]
        );
        assert!(
            summary.blocks >= summary.methods_with_code,
            "{}: fewer blocks than methods with code: {summary}",
            item.name
        );
        check_call_graphs(&item.name, &classes, &hierarchy, &summary);

        let out = work.path().join(format!("out.{}", item.kind));
        common::run(
            Command::new(env!("CARGO_BIN_EXE_adaptrace"))
                .args(["--quiet", "roundtrip"])
                .arg(&item.path)
                .arg("-o")
                .arg(&out),
        );
        if item.kind == "apk" {
            common::run(Command::new("apksigner").arg("verify").arg(&out));
        }

        let result = extract_dexes(&out, &item.kind, &work.path().join("result-dex"));
        assert_eq!(
            result.iter().map(|(name, _)| name).collect::<Vec<_>>(),
            decoded.dexes.iter().map(|d| &d.name).collect::<Vec<_>>(),
            "{}: dex entries changed",
            item.name
        );
        for ((name, result_dex), input) in result.iter().zip(&decoded.dexes) {
            let actual = work.path().join("result-smali").join(name);
            common::baksmali(result_dex, &actual);
            common::assert_same_tree(&input.smali_dir, &actual, &format!("{} {name}", item.name));
        }
        println!(
            "{}: {} dex, {summary}: printer stable, roundtrip identical{}",
            item.name,
            decoded.dexes.len(),
            if item.kind == "apk" {
                ", signature verified"
            } else {
                ""
            }
        );
    }
}

#[test]
fn parser_returns_on_corpus_files_cut_at_many_points() {
    if !tier(Tier::Corpus) {
        return;
    }
    let Some(items) = common::corpus() else {
        return;
    };
    let Some(item) = items.iter().find(|i| i.name.starts_with("okhttp")) else {
        println!("SKIP: no okhttp item in the corpus");
        return;
    };
    let work = tempfile::tempdir().unwrap();
    let decoded = decode(item, work.path());
    let paths = files::smali_files(&decoded.dexes[0].smali_dir).unwrap();
    // A fixed linear congruential sequence: the cut points are arbitrary but reproducible.
    let mut state: u64 = 0x2545_f491_4f6c_dd1d;
    let mut cuts = 0;
    for path in paths.iter().step_by(5) {
        let text = std::fs::read_to_string(path).unwrap();
        for _ in 0..20 {
            state = state
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            let mut at = (state >> 33) as usize % (text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            // Ok for a cut that happens to end a valid class, Err otherwise; never a panic.
            let _ = smali_parser::parse_class(&text[..at], "cut.smali");
            cuts += 1;
        }
    }
    assert!(cuts > 1000, "too few cuts: {cuts}");
    println!("{cuts} truncated files parsed without a panic");
}
