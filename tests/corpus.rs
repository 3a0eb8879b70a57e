//! Real-app corpus tests (the corpus is fetched by tests/fetch-corpus.sh; without it these skip
//! and say why):
//!
//! - every smali file of every item parses, and `parse(print(parse(x))) == parse(x)`;
//! - the dex that `smali a` assembles from the printed smali disassembles to the same smali as the
//!   dex assembled from the original smali;
//! - `adaptrace roundtrip` of each APK and JAR gives an archive `apksigner verify` accepts (APKs)
//!   whose dex files disassemble to the same smali as those assembled from the original smali;
//! - the parser returns (never panics) on corpus files cut at many points.

mod common;

use std::path::Path;
use std::process::Command;

use instrumentor::apk::{self, AssembleJob, Decoded, NoProgress};
use rayon::prelude::*;
use smali_parser::files::{self, SourceFile};

fn decode(item: &common::Item, work: &Path) -> Decoded {
    apk::decode(&item.path, work, &NoProgress)
        .unwrap_or_else(|e| panic!("decoding {}: {e}", item.name))
}

/// Parses every smali file of one dex, checking print/parse stability on each.
fn parse_and_check_printer(item: &str, smali_dir: &Path) -> Vec<SourceFile> {
    let paths = files::smali_files(smali_dir).unwrap();
    assert!(!paths.is_empty(), "{item}: no smali in {}", smali_dir.display());
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
                Ok(_) => Some(format!("{}: print/parse changed the class", f.path.display())),
                Err(e) => Some(format!("{}: printed text does not parse: {e}", f.path.display())),
            }
        })
        .collect();
    assert!(
        unstable.is_empty(),
        "{item}: {} files are not stable under print/parse, e.g.\n{}",
        unstable.len(),
        unstable[..unstable.len().min(10)].join("\n")
    );
    parsed
}

/// Writes the printed form of `parsed` (found below `from`) into the same layout below `to`.
fn write_printed(parsed: &[SourceFile], from: &Path, to: &Path) {
    for f in parsed {
        let out = to.join(f.path.strip_prefix(from).unwrap());
        std::fs::create_dir_all(out.parent().unwrap()).unwrap();
        std::fs::write(&out, smali_parser::print_class(&f.class)).unwrap();
    }
}

#[test]
fn printed_smali_assembles_to_the_same_code_as_the_original() {
    let Some(items) = common::corpus() else {
        return;
    };
    for item in &items {
        let work = tempfile::tempdir().unwrap();
        let decoded = decode(item, &work.path().join("decode"));
        let (mut printed_jobs, mut original_jobs) = (Vec::new(), Vec::new());
        for dex in &decoded.dexes {
            let parsed = parse_and_check_printer(&item.name, &dex.smali_dir);
            let printed_dir = work.path().join("printed").join(&dex.name);
            write_printed(&parsed, &dex.smali_dir, &printed_dir);
            let original = dex.assemble_job();
            printed_jobs.push(AssembleJob {
                smali_dir: printed_dir,
                ..original.clone()
            });
            original_jobs.push(original);
        }
        let from_printed =
            apk::assemble(&printed_jobs, &work.path().join("dex-printed"), &NoProgress).unwrap();
        let from_original =
            apk::assemble(&original_jobs, &work.path().join("dex-original"), &NoProgress).unwrap();
        for (p, o) in from_printed.iter().zip(&from_original) {
            let pd = work.path().join("back-printed").join(&p.name);
            let od = work.path().join("back-original").join(&o.name);
            common::baksmali(&p.path, &pd);
            common::baksmali(&o.path, &od);
            common::assert_same_tree(&od, &pd, &format!("{} {}", item.name, p.name));
        }
        println!(
            "{}: {} dex, printer round trip identical",
            item.name,
            decoded.dexes.len()
        );
    }
}

#[test]
fn roundtrip_command_keeps_every_apk_and_jar_unchanged() {
    let Some(items) = common::corpus() else {
        return;
    };
    for item in items.iter().filter(|i| i.kind == "apk" || i.kind == "jar") {
        let work = tempfile::tempdir().unwrap();
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
        // The reference: the original's smali assembled by the same smali, then disassembled.
        let original = decode(item, &work.path().join("original"));
        let reference = apk::assemble(
            &original.assemble_jobs(),
            &work.path().join("reference-dex"),
            &NoProgress,
        )
        .unwrap();
        let result = decode(
            &common::Item {
                path: out.clone(),
                ..item.clone()
            },
            &work.path().join("result"),
        );
        assert_eq!(
            result.dexes.iter().map(|d| &d.name).collect::<Vec<_>>(),
            original.dexes.iter().map(|d| &d.name).collect::<Vec<_>>(),
            "{}: dex entries changed",
            item.name
        );
        for (dex, reference) in result.dexes.iter().zip(&reference) {
            let back = work.path().join("reference-smali").join(&reference.name);
            common::baksmali(&reference.path, &back);
            common::assert_same_tree(&back, &dex.smali_dir, &format!("{} {}", item.name, dex.name));
        }
        println!("{}: roundtrip verified", item.name);
    }
}

#[test]
fn parser_returns_on_corpus_files_cut_at_many_points() {
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
