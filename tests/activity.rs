//! Activities flush the trace in `onPause`/`onStop`: the instrumentor adds the flush to the
//! activity classes' callbacks (and the callbacks themselves where an app class extending the
//! framework's Activity lacks them), and the flushed events survive a process that dies without
//! running its shutdown hooks. Their `onCreate` and flush callbacks also hand the runtime their
//! `Context`.

mod common;

use std::fs;
use std::path::Path;
use std::process::Command;

use common::{baksmali, decode, host_run_class, instrument_blocks, run, traces_in};

use adaptrace_test_support::{tier, Tier};

/// `Base` extends the framework's Activity and has no onPause/onStop; `Home` extends `Base`,
/// overrides onPause, and its onDestroy halts the JVM (no shutdown hooks run), as a process
/// killed after onStop would.
const BASE: &str = r#".class public Lapp/Base;
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 3
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "base create"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

const HOME: &str = r#".class public Lapp/Home;
.super Lapp/Base;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Lapp/Base;-><init>()V
    return-void
.end method

.method protected onPause()V
    .registers 3
    invoke-super {p0}, Lapp/Base;->onPause()V
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "home pause"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method protected onDestroy()V
    .registers 2
    invoke-static {}, Ljava/lang/Runtime;->getRuntime()Ljava/lang/Runtime;
    move-result-object v0
    const/4 v1, 0x0
    invoke-virtual {v0, v1}, Ljava/lang/Runtime;->halt(I)V
    return-void
.end method
"#;

fn host_run_activity(input: &Path, traces: &Path) -> String {
    let out = host_run_class(input, "app.Home", traces, &[]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn activities_flush_in_on_pause_and_on_stop() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let src = work.path().join("src");
    fs::create_dir_all(&src).unwrap();
    fs::write(src.join("Base.smali"), BASE).unwrap();
    fs::write(src.join("Home.smali"), HOME).unwrap();
    let dex = work.path().join("app.dex");
    run(Command::new("smali")
        .args(["a", "--api", "21", "-o"])
        .arg(&dex)
        .arg(&src));

    let original = host_run_activity(&dex, &work.path().join("t0"));
    assert_eq!(original, "base create\nhome pause\n");

    let instrumented = work.path().join("app.instrumented.dex");
    let meta = work.path().join("app.adaptrace");
    instrument_blocks(&dex, &instrumented, &meta);

    // The flushes are where they belong.
    let smali = work.path().join("smali");
    baksmali(&instrumented, &smali);
    let base = fs::read_to_string(smali.join("app/Base.smali")).unwrap();
    let home = fs::read_to_string(smali.join("app/Home.smali")).unwrap();
    let flush = "Ladaptrace/rt/Trace;->flush()V";
    for callback in ["onPause()V", "onStop()V"] {
        let body = method_body(&base, callback).unwrap_or_else(|| panic!("Base.{callback} added"));
        assert!(body.contains(flush), "Base.{callback}: {body}");
        assert!(
            body.contains(&format!("Landroid/app/Activity;->{callback}")),
            "Base.{callback} calls super: {body}"
        );
    }
    assert!(method_body(&home, "onPause()V").unwrap().contains(flush));
    // Every callback of an app component hands the runtime its Context (for the external files
    // directory); nothing else does.
    let attach = "Ladaptrace/rt/Storage;->attach(Landroid/content/Context;)V";
    for (class, callback) in [
        (&base, "onCreate(Landroid/os/Bundle;)V"),
        (&base, "onPause()V"),
        (&base, "onStop()V"),
        (&home, "onPause()V"),
    ] {
        let body = method_body(class, callback).unwrap();
        assert_eq!(body.matches(attach).count(), 1, "{callback}: {body}");
    }
    assert!(!method_body(&home, "onDestroy()V").unwrap().contains(attach));
    assert!(
        method_body(&home, "onStop()V").is_none(),
        "Home inherits Base.onStop"
    );

    let traces = work.path().join("traces");
    assert_eq!(host_run_activity(&instrumented, &traces), original);
    let files = traces_in(&traces);
    assert_eq!(files.len(), 1);
    let (calls, _) = decode(&files[0], &meta, "calls");
    // Everything up to the flushes was written although the process halted in onDestroy (the
    // added Base.onStop is not app code, so it has no events of its own).
    for done in [
        "return\t-\tLapp/Base;->onCreate(Landroid/os/Bundle;)V",
        "return\t-\tLapp/Home;->onPause()V",
    ] {
        assert!(calls.contains(done), "{done} in\n{calls}");
    }
}

/// The text of method `signature` (name and prototype) in baksmali output.
fn method_body<'a>(smali: &'a str, signature: &str) -> Option<&'a str> {
    let start = smali.find(&format!(" {signature}\n"))?;
    let end = smali[start..].find(".end method")?;
    Some(&smali[start..start + end])
}
