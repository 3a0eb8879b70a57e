//! Coverage and LCOV output of hand-made metadata and synthetic records; in the `tools` tier,
//! the LCOV file as `genhtml` and `lcov` read it.

use std::path::Path;
use std::process::Command;
use std::sync::Arc;

use adaptrace_test_support::{tier, Tier};
use android_runtime::meta::{BlockMeta, Metadata, MethodMeta, METADATA_VERSION};
use report::coverage::{Counts, Coverage, Ratio};
use report::lcov::{write_lcov, write_lcov_calls};
use trace_parser::profile::{Options, Profiles};
use trace_parser::run::{Event, Leave, ThreadEnd};
use trace_parser::RunSink;

fn block(lines: &[u32], edges: &[(Option<u32>, &str)]) -> BlockMeta {
    let mut b = BlockMeta::with_edges(edges);
    b.line = lines.first().copied();
    b.lines = lines.to_vec();
    b
}

fn method(class: &str, name: &str, source: Option<&str>, blocks: Vec<BlockMeta>) -> MethodMeta {
    let mut m = MethodMeta::new(class, name, blocks);
    m.source = source.map(str::to_string);
    m
}

const SHAPE: &str = "Lcom/example/Shape;";
const RET: &[(Option<u32>, &str)] = &[(None, "return")];

/// 0 `Shape.area` branches at line 10 and takes one way; 1 `Shape.<init>`; 2 the inner class
/// `Shape$1.run` shares line 12 with `area`; 3 `Shape.unused` never runs; 4 `Plain.go` has no
/// source; 5 `Top.main` names a source but has no lines; 6 `Plain.two(IJ)V` never runs.
fn metadata() -> Metadata {
    let mut main = method("LTop;", "main", Some("Top.java"), vec![block(&[], RET)]);
    main.proto = "([Ljava/lang/String;)V".into();
    let mut two = method("Lcom/other/Plain;", "two", None, vec![block(&[], RET)]);
    two.proto = "(IJ)V".into();
    Metadata {
        version: METADATA_VERSION,
        tool: "test".into(),
        input: "app.apk".into(),
        package: None,
        schemes: vec!["blocks".into()],
        methods: vec![
            method(
                SHAPE,
                "area",
                Some("Shape.java"),
                vec![
                    block(&[10, 11], &[(Some(1), "taken"), (Some(2), "not-taken")]),
                    block(&[12], RET),
                    block(&[14], RET),
                ],
            ),
            method(SHAPE, "<init>", Some("Shape.java"), vec![block(&[5], RET)]),
            method(
                "Lcom/example/Shape$1;",
                "run",
                Some("Shape.java"),
                vec![block(&[12, 20], RET)],
            ),
            method(
                SHAPE,
                "unused",
                Some("Shape.java"),
                vec![
                    block(&[30], &[(Some(1), "taken"), (None, "return")]),
                    block(&[31], RET),
                ],
            ),
            method(
                "Lcom/other/Plain;",
                "go",
                None,
                vec![
                    block(&[], &[(Some(1), "taken"), (Some(2), "not-taken")]),
                    block(&[], RET),
                    block(&[], RET),
                ],
            ),
            main,
            two,
        ],
        skipped: Vec::new(),
    }
}

/// One call of `method` running `blocks`.
fn call(p: &mut Profiles, method: u32, blocks: &[u32], with_blocks: bool) {
    p.event(Event::Enter {
        method,
        caller: None,
    });
    if with_blocks {
        for &block in blocks {
            p.event(Event::Block { method, block });
        }
    }
    p.event(Event::Exit {
        method,
        caller: None,
        how: Leave::Return,
    });
}

fn profiles(with_blocks: bool) -> Profiles {
    let mut p = Profiles::new(Arc::new(metadata()), Options::default());
    p.begin(0, "main");
    call(&mut p, 5, &[0], with_blocks);
    call(&mut p, 1, &[0], with_blocks);
    call(&mut p, 0, &[0, 1], with_blocks);
    call(&mut p, 0, &[0, 1], with_blocks);
    call(&mut p, 2, &[0], with_blocks);
    call(&mut p, 4, &[0, 2], with_blocks);
    p.end(ThreadEnd::Complete);
    p
}

fn counts(m: (u64, u64), b: (u64, u64), e: (u64, u64)) -> Counts {
    let r = |(covered, total)| Ratio { covered, total };
    Counts {
        methods: r(m),
        blocks: r(b),
        edges: r(e),
    }
}

fn lcov(p: &Profiles) -> String {
    let mut out = Vec::new();
    write_lcov(&mut out, p.metadata(), &p.flow, "unit test").unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn coverage_counts_methods_blocks_and_edges_per_class_and_package() {
    let p = profiles(true);
    assert!(p.has_blocks());
    let c = Coverage::of(p.metadata(), &p.flow, p.has_blocks());
    assert!(c.has_blocks);
    assert_eq!(c.total, counts((5, 7), (7, 12), (7, 15)));
    assert_eq!(
        c.classes,
        [
            ("Top".to_string(), counts((1, 1), (1, 1), (1, 1))),
            (
                "com.example.Shape".to_string(),
                counts((2, 3), (3, 6), (3, 8))
            ),
            (
                "com.example.Shape$1".to_string(),
                counts((1, 1), (1, 1), (1, 1))
            ),
            (
                "com.other.Plain".to_string(),
                counts((1, 2), (2, 4), (2, 5))
            ),
        ]
    );
    assert_eq!(
        c.packages,
        [
            (String::new(), counts((1, 1), (1, 1), (1, 1))),
            ("com.example".to_string(), counts((3, 4), (4, 7), (4, 9))),
            ("com.other".to_string(), counts((1, 2), (2, 4), (2, 5))),
        ]
    );
    assert_eq!(c.total.methods.percent_text(), "71.4 %");
}

#[test]
fn without_blocks_only_methods_are_covered() {
    let p = profiles(false);
    assert!(!p.has_blocks());
    let c = Coverage::of(p.metadata(), &p.flow, p.has_blocks());
    assert!(!c.has_blocks);
    assert_eq!(c.total, counts((5, 7), (0, 12), (0, 15)));

    let mut out = Vec::new();
    write_lcov_calls(&mut out, p.metadata(), &p.flow, "calls").unwrap();
    let text = String::from_utf8(out).unwrap();
    // Entry blocks run once per call; nothing else is known, so no other line and no branch.
    assert!(!text.contains("BRDA"), "{text}");
    let shape = text.split("end_of_record").next().unwrap();
    let da: Vec<&str> = shape.lines().filter(|l| l.starts_with("DA:")).collect();
    assert_eq!(
        da,
        ["DA:5,1", "DA:10,2", "DA:11,2", "DA:12,1", "DA:20,1", "DA:30,0"]
    );
    assert!(
        shape.contains("FNDA:2,com.example.Shape.area()\n"),
        "{shape}"
    );
}

#[test]
fn lcov_has_source_records_and_smali_records() {
    let p = profiles(true);
    let expected = "\
TN:unit_test
SF:com/example/Shape.java
FN:5,com.example.Shape.<init>()
FN:10,com.example.Shape.area()
FN:12,com.example.Shape$1.run()
FN:30,com.example.Shape.unused()
FNDA:1,com.example.Shape.<init>()
FNDA:2,com.example.Shape.area()
FNDA:1,com.example.Shape$1.run()
FNDA:0,com.example.Shape.unused()
FNF:4
FNH:3
BRDA:10,0,0,2
BRDA:10,0,1,0
BRDA:30,3,0,-
BRDA:30,3,1,-
BRF:4
BRH:1
DA:5,1
DA:10,2
DA:11,2
DA:12,2
DA:14,0
DA:20,1
DA:30,0
DA:31,0
LF:8
LH:5
end_of_record
TN:unit_test
SF:smali/Top.smali
FN:1,Top.main(java.lang.String[])
FNDA:1,Top.main(java.lang.String[])
FNF:1
FNH:1
DA:1,1
LF:1
LH:1
end_of_record
TN:unit_test
SF:smali/com/other/Plain.smali
FN:1,com.other.Plain.go()
FN:4,com.other.Plain.two(int;long)
FNDA:1,com.other.Plain.go()
FNDA:0,com.other.Plain.two(int;long)
FNF:2
FNH:1
BRDA:1,4,0,0
BRDA:1,4,1,1
BRF:2
BRH:1
DA:1,1
DA:2,0
DA:3,1
DA:4,0
LF:4
LH:2
end_of_record
";
    assert_eq!(lcov(&p), expected);
}

#[test]
fn lcov_names_twins_by_id() {
    let mut meta = metadata();
    let mut bridge = method(SHAPE, "area", Some("Shape.java"), vec![block(&[40], RET)]);
    bridge.proto = "()Ljava/lang/Object;".into();
    meta.methods.push(bridge);
    let p = Profiles::new(Arc::new(meta), Options::default());
    let text = lcov(&p);
    assert!(
        text.contains("FN:10,com.example.Shape.area()#0\n"),
        "{text}"
    );
    assert!(
        text.contains("FN:40,com.example.Shape.area()#7\n"),
        "{text}"
    );
}

// ---- tools tier ----

/// Whether `tool` runs; prints why the test is skipped when not.
fn have(tool: &str) -> bool {
    let ok = Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !ok {
        println!("SKIP: `{tool}` is not installed (Debian package `lcov`)");
    }
    ok
}

/// Runs `command` in `dir`, asserting success; returns stdout and stderr together.
fn run(command: &mut Command, dir: &Path) -> String {
    let out = command.current_dir(dir).output().unwrap();
    let text = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "{command:?} failed:\n{text}");
    text
}

/// A file of `n` lines at `dir/path`.
fn source_file(dir: &Path, path: &str, n: usize) {
    let path = dir.join(path);
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let text: String = (1..=n).map(|i| format!("// line {i}\n")).collect();
    std::fs::write(path, text).unwrap();
}

#[test]
fn genhtml_renders_the_tracefile_with_and_without_sources() {
    if !tier(Tier::Tools) || !have("genhtml") {
        return;
    }
    let p = profiles(true);
    let with = tempfile::tempdir().unwrap();
    std::fs::write(with.path().join("coverage.info"), lcov(&p)).unwrap();
    source_file(with.path(), "com/example/Shape.java", 40);
    source_file(with.path(), "smali/Top.smali", 1);
    source_file(with.path(), "smali/com/other/Plain.smali", 4);
    let text = run(
        Command::new("genhtml")
            .args(["--rc", "lcov_branch_coverage=1", "-o", "html"])
            .arg("coverage.info"),
        with.path(),
    );
    assert!(with.path().join("html/index.html").is_file(), "{text}");
    assert!(!text.contains("WARNING"), "{text}");
    let page = with.path().join("html/com/example/Shape.java.gcov.html");
    assert!(page.is_file(), "{text}");
    assert!(text.contains("8 of 13 lines"), "{text}");
    assert!(text.contains("5 of 7 functions"), "{text}");
    assert!(text.contains("2 of 6 branches"), "{text}");

    let without = tempfile::tempdir().unwrap();
    std::fs::write(without.path().join("coverage.info"), lcov(&p)).unwrap();
    run(
        Command::new("genhtml")
            .args(["--ignore-errors", "source", "-o", "html"])
            .arg("coverage.info"),
        without.path(),
    );
    assert!(without.path().join("html/index.html").is_file());
}

#[test]
fn lcov_summarizes_the_tracefile() {
    if !tier(Tier::Tools) || !have("lcov") {
        return;
    }
    let p = profiles(true);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("coverage.info"), lcov(&p)).unwrap();
    let text = run(
        Command::new("lcov").args([
            "--rc",
            "lcov_branch_coverage=1",
            "--summary",
            "coverage.info",
        ]),
        dir.path(),
    );
    assert!(text.contains("8 of 13 lines"), "{text}");
    assert!(text.contains("5 of 7 functions"), "{text}");
    assert!(text.contains("2 of 6 branches"), "{text}");
}
