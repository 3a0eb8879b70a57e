//! `adaptrace inspect` on a small program written here: the counts it prints and the CFG it
//! draws for one method.

mod common;

use std::path::Path;
use std::process::Command;

use adaptrace_test_support::{tier, Tier};

const PROGRAM: &str = r#".class public LLoops;
.super Ljava/lang/Object;

.method public static sum(I)I
    .registers 4
    const/4 v0, 0x0
    const/4 v1, 0x0
    :loop
    if-ge v1, p0, :done
    packed-switch v1, :cases
    add-int/2addr v0, v1
    :next
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :one
    invoke-static {v1}, LLoops;->twice(I)I
    move-result v2
    add-int/2addr v0, v2
    goto :next
    :done
    return v0
    :cases
    .packed-switch 0x1
        :one
    .end packed-switch
.end method

.method public static twice(I)I
    .registers 2
    add-int/2addr p0, p0
    invoke-static {p0}, Ljava/lang/Math;->abs(I)I
    move-result p0
    return p0
.end method
"#;

fn build_dex(dir: &Path) -> std::path::PathBuf {
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(src.join("Loops.smali"), PROGRAM).unwrap();
    let dex = dir.join("loops.dex");
    common::run(Command::new("smali").arg("a").arg(&src).arg("-o").arg(&dex));
    dex
}

#[test]
fn inspect_counts_blocks_branches_loops_and_calls() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dex = build_dex(dir.path());
    let out = common::run(
        Command::new(env!("CARGO_BIN_EXE_adaptrace"))
            .args(["--quiet", "inspect"])
            .arg(&dex),
    );
    let total: Vec<&str> = out
        .lines()
        .find(|l| l.starts_with("total"))
        .unwrap_or_else(|| panic!("no total line in:\n{out}"))
        .split_whitespace()
        .collect();
    // classes, methods, blocks, branches, loops, call sites, library calls. `sum` has 7 blocks
    // (entry, loop test, switch, default arm, increment, case arm, return), two of them branch
    // nodes (if-ge, packed-switch) and one loop; `twice` is one block calling Math.abs.
    assert_eq!(total[1..], ["1", "2", "8", "2", "1", "2", "1"], "{out}");
}

#[test]
fn inspect_cfg_writes_graphviz() {
    if !tier(Tier::Jvm) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let dex = build_dex(dir.path());
    let dot = dir.path().join("sum.dot");
    common::run(
        Command::new(env!("CARGO_BIN_EXE_adaptrace"))
            .args(["--quiet", "inspect"])
            .arg(&dex)
            .args(["--cfg", "LLoops;->sum(I)I", "--dot"])
            .arg(&dot),
    );
    let text = std::fs::read_to_string(&dot).unwrap();
    assert!(text.starts_with("digraph"), "{text}");
    for label in ["taken", "not taken", "case 1", "default", "goto", "return"] {
        assert!(
            text.contains(&format!("label=\"{label}\"")),
            "no {label} edge:\n{text}"
        );
    }

    let missing = Command::new(env!("CARGO_BIN_EXE_adaptrace"))
        .args(["--quiet", "inspect"])
        .arg(&dex)
        .args(["--cfg", "LLoops;->nothing()V"])
        .output()
        .unwrap();
    assert!(!missing.status.success());
    assert!(String::from_utf8_lossy(&missing.stderr).contains("no such method"));
}

/// Dex 039 files may hold names with spaces (API 30): the round trip keeps them.
#[test]
fn roundtrip_keeps_names_with_spaces() {
    if !tier(Tier::Jvm) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let src = tmp.path().join("Spaced.smali");
    std::fs::write(
        &src,
        ".class public Lp/`C d`;\n.super Ljava/lang/Object;\n\
         .field public static `my field`:Lp/`C d`;\n\
         .method public static `do it`()V\n    .registers 1\n\
         \x20   sget-object v0, Lp/`C d`;->`my field`:Lp/`C d`;\n    return-void\n.end method\n",
    )
    .unwrap();
    let dex = tmp.path().join("spaced.dex");
    common::run(
        Command::new("smali")
            .args(["a", "--api", "30", "-o"])
            .arg(&dex)
            .arg(&src),
    );
    let a = tmp.path().join("a");
    common::baksmali(&dex, &a);
    // Natively and through the JVM tools alike.
    for via in [None, Some("--via-smali")] {
        let out = tmp.path().join("out.dex");
        common::run(
            Command::new(env!("CARGO_BIN_EXE_adaptrace"))
                .args(["--quiet", "roundtrip"])
                .args(via)
                .arg(&dex)
                .arg("-o")
                .arg(&out),
        );
        let b = tmp.path().join(format!("b{}", via.unwrap_or("")));
        common::baksmali(&out, &b);
        common::assert_same_tree(&a, &b, &format!("round trip {via:?} of names with spaces"));
    }
}
