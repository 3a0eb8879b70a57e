//! Host execution through the library: a small program written here, assembled into a .dex,
//! a two-dex .jar and an .apk, prepared into jars and run on the JVM.

use std::ffi::OsString;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;
use std::time::Instant;

use adaptrace_test_support::{tier, Tier};
use apk_io::{NoProgress, Toolchain};
use device_sim::host::{self, Cache, HostError, HostJars, Launch, RunOptions};

/// Prints a negative `const-wide/32` (enjarify alone would print 4294967173), its arguments,
/// what Log.d returned, its pid, the trace dir property and a Bundle round trip; logs to stderr.
const MAIN: &str = r#".class public Lhx/Main;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 6
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-wide/32 v1, -0x7b
    invoke-virtual {v0, v1, v2}, Ljava/io/PrintStream;->println(J)V
    const/4 v1, 0x0
    :loop
    array-length v2, p0
    if-ge v1, v2, :done
    aget-object v2, p0, v1
    invoke-virtual {v0, v2}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    add-int/lit8 v1, v1, 0x1
    goto :loop
    :done
    const-string v1, "hx"
    const-string v2, "hello from Log"
    invoke-static {v1, v2}, Landroid/util/Log;->d(Ljava/lang/String;Ljava/lang/String;)I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    invoke-static {}, Landroid/os/Process;->myPid()I
    move-result v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(I)V
    const-string v1, "adaptrace.trace.dir"
    invoke-static {v1}, Ljava/lang/System;->getProperty(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v1
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    new-instance v1, Landroid/os/Bundle;
    invoke-direct {v1}, Landroid/os/Bundle;-><init>()V
    const-string v2, "k"
    const/16 v3, 0x2a
    invoke-virtual {v1, v2, v3}, Landroid/os/Bundle;->putInt(Ljava/lang/String;I)V
    invoke-virtual {v1, v2}, Landroid/os/Bundle;->getInt(Ljava/lang/String;)I
    move-result v3
    invoke-virtual {v0, v3}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

const EXIT: &str = r#".class public Lhx/Exit;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "bye"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v0, 0x3
    invoke-static {v0}, Ljava/lang/System;->exit(I)V
    return-void
.end method
"#;

const CRASH: &str = r#".class public Lhx/Crash;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 2
    new-instance v0, Ljava/lang/RuntimeException;
    const-string v1, "boom"
    invoke-direct {v0, v1}, Ljava/lang/RuntimeException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
"#;

/// Recursion as deep as its argument: enjarify's frames need a big thread stack.
const DEEP: &str = r#".class public Lhx/Deep;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 3
    const/4 v0, 0x0
    aget-object v0, p0, v0
    invoke-static {v0}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    invoke-static {v0}, Lhx/Deep;->depth(I)I
    move-result v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method public static depth(I)I
    .registers 2
    if-nez p0, :more
    const/4 v0, 0x0
    return v0
    :more
    add-int/lit8 v0, p0, -0x1
    invoke-static {v0}, Lhx/Deep;->depth(I)I
    move-result v0
    add-int/lit8 v0, v0, 0x1
    return v0
.end method
"#;

/// An activity whose lifecycle callbacks print; onCreate prints its package and files directory
/// and posts a runnable to the main looper.
const ACTIVITY: &str = r#".class public Lhx/Act;
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method private static say(Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 4
    invoke-super {p0, p1}, Landroid/app/Activity;->onCreate(Landroid/os/Bundle;)V
    if-nez p1, :has_state
    const-string v0, "onCreate null"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    :has_state
    invoke-virtual {p0}, Lhx/Act;->getPackageName()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    const/4 v0, 0x0
    invoke-virtual {p0, v0}, Lhx/Act;->getExternalFilesDir(Ljava/lang/String;)Ljava/io/File;
    move-result-object v0
    invoke-virtual {v0}, Ljava/io/File;->getPath()Ljava/lang/String;
    move-result-object v0
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    new-instance v0, Landroid/os/Handler;
    invoke-direct {v0}, Landroid/os/Handler;-><init>()V
    new-instance v1, Lhx/Posted;
    invoke-direct {v1}, Lhx/Posted;-><init>()V
    invoke-virtual {v0, v1}, Landroid/os/Handler;->post(Ljava/lang/Runnable;)Z
    return-void
.end method

.method protected onStart()V
    .registers 2
    invoke-super {p0}, Landroid/app/Activity;->onStart()V
    const-string v0, "onStart"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    return-void
.end method

.method protected onResume()V
    .registers 2
    invoke-super {p0}, Landroid/app/Activity;->onResume()V
    const-string v0, "onResume"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    return-void
.end method

.method protected onPause()V
    .registers 2
    const-string v0, "onPause"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    invoke-super {p0}, Landroid/app/Activity;->onPause()V
    return-void
.end method

.method protected onStop()V
    .registers 2
    const-string v0, "onStop"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    invoke-super {p0}, Landroid/app/Activity;->onStop()V
    return-void
.end method

.method protected onDestroy()V
    .registers 2
    const-string v0, "onDestroy"
    invoke-static {v0}, Lhx/Act;->say(Ljava/lang/String;)V
    invoke-super {p0}, Landroid/app/Activity;->onDestroy()V
    return-void
.end method
"#;

const POSTED: &str = r#".class public Lhx/Posted;
.super Ljava/lang/Object;
.implements Ljava/lang/Runnable;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public run()V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "posted"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

/// Neither a main method nor an activity.
const PLAIN: &str = r#".class public Lhx/Plain;
.super Ljava/lang/Thread;
"#;

/// The inputs, built once for all tests, and a cache shared by them.
struct Fixture {
    _dir: tempfile::TempDir,
    dex: PathBuf,
    jar: PathBuf,
    apk: PathBuf,
    cache: Cache,
    root: PathBuf,
}

fn fixture() -> &'static Fixture {
    static FIXTURE: OnceLock<Fixture> = OnceLock::new();
    FIXTURE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let root = dir.path().to_path_buf();
        let first = assemble(
            &root,
            "one",
            &[
                ("Main", MAIN),
                ("Crash", CRASH),
                ("Deep", DEEP),
                ("Act", ACTIVITY),
                ("Posted", POSTED),
                ("Plain", PLAIN),
            ],
        );
        let second = assemble(&root, "two", &[("Exit", EXIT)]);
        let jar = root.join("app.jar");
        write_zip(&jar, &[("classes.dex", &first), ("classes2.dex", &second)]);
        let apk = root.join("app.apk");
        write_zip(
            &apk,
            &[
                ("AndroidManifest.xml", b"binary xml"),
                ("classes.dex", &first),
            ],
        );
        let dex = root.join("app.dex");
        std::fs::write(&dex, &first).unwrap();
        Fixture {
            cache: Cache::new(root.join("cache")),
            _dir: dir,
            dex,
            jar,
            apk,
            root,
        }
    })
}

/// `smali a` of the given classes (package `hx`), returning the dex bytes.
fn assemble(root: &Path, name: &str, classes: &[(&str, &str)]) -> Vec<u8> {
    let src = root.join(name).join("hx");
    std::fs::create_dir_all(&src).unwrap();
    for (class, text) in classes {
        std::fs::write(src.join(format!("{class}.smali")), text).unwrap();
    }
    let dex = root.join(format!("{name}.dex"));
    let out = Command::new("smali")
        .arg("a")
        .arg(root.join(name))
        .arg("-o")
        .arg(&dex)
        .output()
        .unwrap();
    assert!(
        out.status.success() && dex.is_file(),
        "smali failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    std::fs::read(&dex).unwrap()
}

fn write_zip(path: &Path, entries: &[(&str, &[u8])]) {
    let mut zip = zip::ZipWriter::new(std::fs::File::create(path).unwrap());
    for (name, bytes) in entries {
        zip.start_file(*name, zip::write::SimpleFileOptions::default())
            .unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap();
}

/// Prepared jars of `input`, from the shared cache (built on first use).
fn jars(input: &Path) -> HostJars {
    host::prepare_jars(input, &Toolchain::from_env(), &fixture().cache, &NoProgress).unwrap()
}

fn run(jars: &HostJars, class: &str, args: &[&str], options: &RunOptions) -> Output {
    let args: Vec<OsString> = args.iter().map(OsString::from).collect();
    let traces = fixture().root.join("traces");
    host::run_captured(jars, class, &args, &traces, options).unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn main_gets_args_log_pid_trace_dir_and_sign_extended_literal() {
    if !tier(Tier::Jvm) {
        return;
    }
    let f = fixture();
    let jars = jars(&f.dex);
    let traces = f.root.join("main-traces");
    // Spawned by hand to learn java's pid: the program must print the same.
    let mut command = host::command(
        &jars,
        "hx.Main",
        &["a".into(), "b c".into()],
        Some(&traces),
        &RunOptions::default(),
    )
    .unwrap();
    let child = command
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    let pid = child.id();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // "D/hx: hello from Log\n" is 21 bytes.
    let expected = format!("-123\na\nb c\n21\n{pid}\n{}\n42\n", traces.display());
    assert_eq!(text(&out.stdout), expected);
    assert_eq!(text(&out.stderr), "D/hx: hello from Log\n");
    assert!(traces.is_dir());
}

#[test]
fn enjarify_alone_zero_extends_const_wide32() {
    if !tier(Tier::Jvm) {
        return;
    }
    // The reason for the rewrite: without it the literal comes out as 2^32 - 123.
    let f = fixture();
    let jar = f.root.join("plain-enjarify.jar");
    let out = Command::new("enjarify")
        .env("PYTHON", "/usr/bin/python3")
        .arg("-f")
        .arg("-o")
        .arg(&jar)
        .arg(&f.dex)
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stdout));
    let jars = jars(&f.dex);
    let cp = std::env::join_paths([&jars.standins, &jar]).unwrap();
    let out = Command::new("java")
        .arg("-cp")
        .arg(cp)
        .arg("hx.Main")
        .output()
        .unwrap();
    assert_eq!(text(&out.stdout).lines().next(), Some("4294967173"));
}

#[test]
fn exit_code_passes_through_from_the_second_dex() {
    if !tier(Tier::Jvm) {
        return;
    }
    let jars = jars(&fixture().jar);
    assert_eq!(jars.jars.len(), 2);
    let out = run(&jars, "hx.Exit", &[], &RunOptions::default());
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(text(&out.stdout), "bye\n");
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn uncaught_exception_exits_1_with_the_stack_trace() {
    if !tier(Tier::Jvm) {
        return;
    }
    let jars = jars(&fixture().dex);
    let out = run(&jars, "Lhx/Crash;", &[], &RunOptions::default());
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.starts_with("Exception in thread \"main\" java.lang.RuntimeException: boom\n"),
        "{err}"
    );
    assert!(err.contains("at hx.Crash.main("), "{err}");
}

#[test]
fn activity_goes_through_its_lifecycle() {
    if !tier(Tier::Jvm) {
        return;
    }
    let jars = jars(&fixture().apk);
    assert_eq!(
        host::resolve_main(&jars, "hx.Act").unwrap(),
        ("hx.Act".to_string(), Launch::Activity)
    );
    // On a simulated device the files directory is the device's, made by the stand-in system.
    let root = fixture().root.join("act-device");
    let files = root.join("sdcard/Android/data/hx/files");
    let options = RunOptions {
        device_root: Some(root.clone()),
        ..RunOptions::default()
    };
    let out = run(&jars, "Lhx/Act;", &[], &options);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    // The runnable posted in onCreate runs once the activity is resumed, before onPause.
    assert_eq!(
        text(&out.stdout),
        format!(
            "onCreate null\nhx\n{}\nonStart\nonResume\nposted\nonPause\nonStop\nonDestroy\n",
            files.display()
        )
    );
    assert!(files.is_dir());
    assert_eq!(text(&out.stderr), "");
}

#[test]
fn deep_recursion_needs_the_big_stack() {
    if !tier(Tier::Jvm) {
        return;
    }
    let jars = jars(&fixture().dex);
    let out = run(&jars, "hx.Deep", &["50000"], &RunOptions::default());
    assert_eq!(text(&out.stdout), "50000\n", "{}", text(&out.stderr));
    // The user's -Xss comes last and wins: the same recursion then overflows.
    let small = RunOptions {
        java_opts: vec!["-Xss256k".into()],
        ..RunOptions::default()
    };
    let out = run(&jars, "hx.Deep", &["50000"], &small);
    assert_eq!(out.status.code(), Some(1));
    assert!(text(&out.stderr).contains("java.lang.StackOverflowError"));
}

#[test]
fn second_prepare_is_a_cache_hit_that_runs_no_tool() {
    if !tier(Tier::Jvm) {
        return;
    }
    let f = fixture();
    let first = jars(&f.dex);
    // No tool can be found through this toolchain, and enjarify is not looked for on a hit.
    let toolless = Toolchain::from_env().with_search_path("/nonexistent-dir");
    let start = Instant::now();
    let second = host::prepare_jars(&f.dex, &toolless, &f.cache, &NoProgress).unwrap();
    let elapsed = start.elapsed();
    assert!(second.from_cache);
    assert_eq!(second.jars, first.jars);
    assert_eq!(second.classes, first.classes);
    assert!(elapsed.as_secs() < 2, "cache hit took {elapsed:?}");

    // A new cache needs the tools, and says which package brings them.
    let empty = Cache::new(f.root.join("other-cache"));
    let err = host::prepare_jars(&f.dex, &toolless, &empty, &NoProgress).unwrap_err();
    assert!(err.to_string().contains("default-jdk-headless"), "{err}");
}

#[test]
fn cache_entry_with_a_missing_jar_is_rebuilt() {
    if !tier(Tier::Jvm) {
        return;
    }
    let f = fixture();
    let cache = Cache::new(f.root.join("rebuild-cache"));
    let prepare = || host::prepare_jars(&f.dex, &Toolchain::from_env(), &cache, &NoProgress);
    let first = prepare().unwrap();
    assert!(!first.from_cache);
    std::fs::remove_file(&first.jars[0]).unwrap();
    let second = prepare().unwrap();
    assert!(!second.from_cache);
    assert!(second.jars[0].is_file());
    assert!(prepare().unwrap().from_cache);
}

#[test]
fn bad_inputs_and_classes_get_clear_errors() {
    if !tier(Tier::Jvm) {
        return;
    }
    let f = fixture();
    let tc = Toolchain::from_env();
    let missing = f.root.join("missing.dex");
    let err = host::prepare_jars(&missing, &tc, &f.cache, &NoProgress).unwrap_err();
    assert!(
        err.to_string()
            .starts_with(&format!("{}: input not found", missing.display())),
        "{err}"
    );

    let not_dex = f.root.join("notes.txt");
    std::fs::write(&not_dex, "hello, not a dex").unwrap();
    let err = host::prepare_jars(&not_dex, &tc, &f.cache, &NoProgress).unwrap_err();
    assert!(err.to_string().contains("not an APK, JAR or DEX"), "{err}");

    let jars = jars(&f.dex);
    let traces = f.root.join("traces");
    let options = RunOptions::default();
    let err = host::run_captured(&jars, "hx.Nope", &[], &traces, &options).unwrap_err();
    assert!(matches!(err, HostError::ClassNotFound { .. }), "{err}");
    assert!(
        err.to_string().contains("class hx.Nope is not in") && err.to_string().contains("hx.Main"),
        "{err}"
    );
    let err = host::run_captured(&jars, "hx.Plain", &[], &traces, &options).unwrap_err();
    assert!(
        err.to_string()
            .contains("does not extend android.app.Activity"),
        "{err}"
    );
    let err = host::run_captured(&jars, "hx/Main", &[], &traces, &options).unwrap_err();
    assert!(matches!(err, HostError::BadClassName { .. }), "{err}");
}
