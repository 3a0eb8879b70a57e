//! `adaptrace host-run` on small programs written here: output and exit code passed through,
//! the jar cache, and bad inputs.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Instant;

use adaptrace_test_support::{tier, unverifiable_method, Tier};

/// Echoes its arguments after a negative `const-wide/32` literal, and logs one line.
const MAIN: &str = r#".class public Lhr/Main;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 5
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-wide/32 v1, -0x10000
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
    const-string v1, "hr"
    const-string v2, "started"
    invoke-static {v1, v2}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I
    return-void
.end method
"#;

const EXIT: &str = r#".class public Lhr/Exit;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 2
    sget-object v0, Ljava/lang/System;->err:Ljava/io/PrintStream;
    const-string v1, "leaving"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const/4 v0, 0x3
    invoke-static {v0}, Ljava/lang/System;->exit(I)V
    return-void
.end method
"#;

const CRASH: &str = r#".class public Lhr/Crash;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 2
    new-instance v0, Ljava/lang/IllegalStateException;
    const-string v1, "broken"
    invoke-direct {v0, v1}, Ljava/lang/IllegalStateException;-><init>(Ljava/lang/String;)V
    throw v0
.end method
"#;

/// Prints its launch intent's `size` and `mode` string extras (null when absent).
const SHOW: &str = r#".class public Lhr/Show;
.super Landroid/app/Activity;

.method public constructor <init>()V
    .registers 1
    invoke-direct {p0}, Landroid/app/Activity;-><init>()V
    return-void
.end method

.method protected onCreate(Landroid/os/Bundle;)V
    .registers 5
    invoke-virtual {p0}, Lhr/Show;->getIntent()Landroid/content/Intent;
    move-result-object v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v2, "size"
    invoke-virtual {v0, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    const-string v2, "mode"
    invoke-virtual {v0, v2}, Landroid/content/Intent;->getStringExtra(Ljava/lang/String;)Ljava/lang/String;
    move-result-object v3
    invoke-virtual {v1, v3}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method
"#;

struct Setup {
    dir: tempfile::TempDir,
    dex: PathBuf,
}

fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("src/hr");
    std::fs::create_dir_all(&src).unwrap();
    for (name, text) in [
        ("Main", MAIN),
        ("Exit", EXIT),
        ("Crash", CRASH),
        ("Show", SHOW),
    ] {
        std::fs::write(src.join(format!("{name}.smali")), text).unwrap();
    }
    let dex = dir.path().join("hr.dex");
    common::run(
        Command::new("smali")
            .arg("a")
            .arg(dir.path().join("src"))
            .arg("-o")
            .arg(&dex),
    );
    Setup { dir, dex }
}

impl Setup {
    /// `adaptrace host-run DEX --main CLASS --trace-dir DIR [extra] -- args`, with a cache of
    /// its own.
    fn host_run(&self, input: &Path, class: &str, extra: &[&str], args: &[&str]) -> Output {
        self.command(input, class, extra, args).output().unwrap()
    }

    fn command(&self, input: &Path, class: &str, extra: &[&str], args: &[&str]) -> Command {
        let mut c = Command::new(env!("CARGO_BIN_EXE_adaptrace"));
        c.env("ADAPTRACE_CACHE", self.dir.path().join("cache"))
            .arg("host-run")
            .arg(input)
            .args(["--main", class, "--trace-dir"])
            .arg(self.traces())
            .args(extra)
            .arg("--")
            .args(args);
        c
    }

    fn traces(&self) -> PathBuf {
        self.dir.path().join("traces")
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn host_run_passes_stdout_stderr_and_exit_code_through() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let out = s.host_run(&s.dex, "hr.Main", &[], &["one", "--two", "3 4"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "-65536\none\n--two\n3 4\n");
    // Nothing of adaptrace's own (no progress bars off a terminal) mixes into the program's.
    assert_eq!(text(&out.stderr), "I/hr: started\n");
    assert!(s.traces().is_dir());

    let out = s.host_run(&s.dex, "Lhr/Exit;", &[], &[]);
    assert_eq!(out.status.code(), Some(3));
    assert_eq!(text(&out.stdout), "");
    assert_eq!(text(&out.stderr), "leaving\n");

    let out = s.host_run(&s.dex, "hr.Crash", &[], &[]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.starts_with("Exception in thread \"main\" java.lang.IllegalStateException: broken\n"),
        "{err}"
    );
    assert!(err.contains("at hr.Crash.main("), "{err}");
}

/// An activity's ARGS are KEY=VALUE string extras of its launch intent, as `am start -e`
/// gives them; anything else is refused before the activity runs.
#[test]
fn activity_args_become_intent_extras() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let out = s.host_run(&s.dex, "hr.Show", &[], &["size=small", "mode=a=b c"]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "small\na=b c\n");

    let out = s.host_run(&s.dex, "hr.Show", &[], &[]);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert_eq!(text(&out.stdout), "null\nnull\n");

    let out = s.host_run(&s.dex, "hr.Show", &[], &["small"]);
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(text(&out.stdout), "");
    assert!(
        text(&out.stderr).contains("intent extra `small` is not KEY=VALUE"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn second_run_uses_the_cache_and_no_tool() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let start = Instant::now();
    let first = s.host_run(&s.dex, "hr.Main", &[], &[]);
    let cold = start.elapsed();
    assert_eq!(first.status.code(), Some(0), "{}", text(&first.stderr));

    // With an empty PATH neither baksmali, smali nor enjarify can run: only the cache works.
    let java = which("java");
    let empty = s.dir.path().join("empty-path");
    std::fs::create_dir_all(&empty).unwrap();
    let java_opt = format!("--java={}", java.display());
    let start = Instant::now();
    let second = s
        .command(&s.dex, "hr.Main", &[&java_opt], &["again"])
        .env("PATH", &empty)
        .output()
        .unwrap();
    let warm = start.elapsed();
    assert_eq!(second.status.code(), Some(0), "{}", text(&second.stderr));
    assert_eq!(text(&second.stdout), "-65536\nagain\n");
    // The proof is the empty PATH; the time only shows what the cache saves.
    assert!(warm < cold, "cold {cold:?}, warm {warm:?}");
}

/// Instrumenting reads and writes dex natively: with no JVM tool on PATH it still works, the same
/// input gives the same bytes, and the host runs the second build from the first one's jars.
#[test]
fn instrumenting_needs_no_jvm_tool_and_is_byte_reproducible() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let empty = s.dir.path().join("empty-path");
    std::fs::create_dir_all(&empty).unwrap();
    let build = |name: &str| {
        let out = s.dir.path().join(format!("{name}.dex"));
        let meta = s.dir.path().join(format!("{name}.adaptrace"));
        let run = Command::new(env!("CARGO_BIN_EXE_adaptrace"))
            .env("PATH", &empty)
            .args(["--quiet", "instrument"])
            .arg(&s.dex)
            .args(["--scheme", "blocks,paths", "-o"])
            .arg(&out)
            .arg("--meta")
            .arg(&meta)
            .output()
            .unwrap();
        assert!(run.status.success(), "{}", text(&run.stderr));
        std::fs::read(&out).unwrap()
    };
    let (first, second) = (build("first"), build("second"));
    assert!(
        first == second,
        "two instrumentations of the same dex differ"
    );

    let first_path = s.dir.path().join("first.dex");
    let cold = s.host_run(&first_path, "hr.Main", &[], &["x"]);
    assert_eq!(cold.status.code(), Some(0), "{}", text(&cold.stderr));
    assert_eq!(text(&cold.stdout), "-65536\nx\n");
    // The second build, by another name, runs where enjarify cannot: from the cache.
    let java_opt = format!("--java={}", which("java").display());
    let warm = s
        .command(
            &s.dir.path().join("second.dex"),
            "hr.Main",
            &[&java_opt],
            &["y"],
        )
        .env("PATH", &empty)
        .output()
        .unwrap();
    assert_eq!(warm.status.code(), Some(0), "{}", text(&warm.stderr));
    assert_eq!(text(&warm.stdout), "-65536\ny\n");
}

#[test]
fn java_options_reach_the_jvm() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let out = s.host_run(
        &s.dex,
        "hr.Main",
        &["--java-opt", "-Dignored=1", "--java-opt=-version"],
        &[],
    );
    // -version makes java print its version instead of running the class.
    assert_eq!(out.status.code(), Some(0));
    assert!(
        text(&out.stderr).contains("version"),
        "{}",
        text(&out.stderr)
    );
    assert_eq!(text(&out.stdout), "");
}

#[test]
fn bad_inputs_fail_with_clear_messages() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let check = |out: Output, wanted: &str| {
        let err = text(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{err}");
        assert!(err.contains(wanted), "wanted {wanted:?} in:\n{err}");
        assert!(err.starts_with("error: "), "{err}");
    };
    let missing = s.dir.path().join("nope.apk");
    check(
        s.host_run(&missing, "hr.Main", &[], &[]),
        "nope.apk: input not found",
    );

    let not_dex = s.dir.path().join("readme.txt");
    std::fs::write(&not_dex, "plain text").unwrap();
    check(
        s.host_run(&not_dex, "hr.Main", &[], &[]),
        "not an APK, JAR or DEX",
    );

    check(
        s.host_run(&s.dex, "hr.Missing", &[], &[]),
        "class hr.Missing is not in",
    );
    check(
        s.host_run(&s.dex, "hr.Main", &["--java", "/nonexistent/java"], &[]),
        "cannot start /nonexistent/java",
    );
}

/// The first `name` on PATH.
fn which(name: &str) -> PathBuf {
    std::env::split_paths(&std::env::var_os("PATH").unwrap())
        .map(|d| d.join(name))
        .find(|p| p.is_file())
        .unwrap_or_else(|| panic!("{name} not on PATH"))
}

/// A main calling a method the JVM's verifier rejects (added by the test: no dex verifier
/// accepts it either), and a method enjarify cannot translate (a method handle constant).
const BROKEN: &str = r#".class public Lbad/Main;
.super Ljava/lang/Object;

.method public static main([Ljava/lang/String;)V
    .registers 2
    invoke-static {}, Lbad/Main;->mixed()I
    return-void
.end method

"#;

const HANDLE: &str = r#".class public Lbad/Handle;
.super Ljava/lang/Object;

.method public static handle()Ljava/lang/Object;
    .registers 1
    const-method-handle v0, invoke-static@Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;
    return-object v0
.end method
"#;

/// Classes calling an interface's default method with `invoke-super` whose superclass has a
/// constructor of its own: `Polite` on an app interface (bridged through the interface, it
/// keeps class-file version 49), `Picky` on `java.util.Comparator` (it needs version 52).
const SUPER_CALLS: [(&str, &str); 4] = [
    (
        "Greeting",
        ".class public interface abstract Lbad/Greeting;\n.super Ljava/lang/Object;\n\n\
         .method public hello()Ljava/lang/String;\n    .registers 2\n    \
         const-string v0, \"hello\"\n    return-object v0\n.end method\n",
    ),
    (
        "Base",
        ".class public Lbad/Base;\n.super Ljava/lang/Object;\n\n\
         .method public constructor <init>()V\n    .registers 1\n    \
         invoke-direct {p0}, Ljava/lang/Object;-><init>()V\n    return-void\n.end method\n",
    ),
    (
        "Polite",
        ".class public Lbad/Polite;\n.super Lbad/Base;\n.implements Lbad/Greeting;\n\n\
         .method public constructor <init>()V\n    .registers 1\n    \
         invoke-direct {p0}, Lbad/Base;-><init>()V\n    return-void\n.end method\n\n\
         .method public hello()Ljava/lang/String;\n    .registers 2\n    \
         invoke-super {p0}, Lbad/Greeting;->hello()Ljava/lang/String;\n    \
         move-result-object v0\n    return-object v0\n.end method\n",
    ),
    (
        "Picky",
        ".class public abstract Lbad/Picky;\n.super Lbad/Base;\n.implements Ljava/util/Comparator;\n\n\
         .method public constructor <init>()V\n    .registers 1\n    \
         invoke-direct {p0}, Lbad/Base;-><init>()V\n    return-void\n.end method\n\n\
         .method public reversed()Ljava/util/Comparator;\n    .registers 2\n    \
         invoke-super {p0}, Ljava/util/Comparator;->reversed()Ljava/util/Comparator;\n    \
         move-result-object v0\n    return-object v0\n.end method\n",
    ),
];

/// A class with a method whose JVM code passes 64 KiB: 12,000 stores of distinct constants.
fn big_method() -> String {
    let mut text = String::from(
        ".class public Lbad/Big;\n.super Ljava/lang/Object;\n\n.field public static f:I\n\n\
         .method public static big()V\n    .registers 1\n",
    );
    for i in 0..12_000u32 {
        text.push_str(&format!(
            "    const v0, {:#x}\n    sput v0, Lbad/Big;->f:I\n",
            0x1000_0000 + i
        ));
    }
    text.push_str("    return-void\n.end method\n");
    text
}

/// What cannot run on the host is named with its class and method and the reason: a class
/// enjarify leaves out gets a warning before the program starts, and a `VerifyError` is
/// followed by the method it rejects and where to look (the instrumentor's report.txt for an
/// instrumented input).
#[test]
fn untranslatable_and_unverifiable_methods_are_named() {
    if !tier(Tier::Jvm) {
        return;
    }
    let s = setup();
    let src = s.dir.path().join("broken/bad");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::write(
        src.join("Main.smali"),
        format!("{BROKEN}\n{}", unverifiable_method("mixed")),
    )
    .unwrap();
    std::fs::write(src.join("Handle.smali"), HANDLE).unwrap();
    std::fs::write(src.join("Big.smali"), big_method()).unwrap();
    for (name, text) in SUPER_CALLS {
        std::fs::write(src.join(format!("{name}.smali")), text).unwrap();
    }
    let dex = s.dir.path().join("broken.dex");
    common::run(
        Command::new("smali")
            .args(["a", "--api", "28"])
            .arg(s.dir.path().join("broken"))
            .arg("-o")
            .arg(&dex),
    );
    let out = s.host_run(&dex, "bad.Main", &[], &[]);
    let err = text(&out.stderr);
    assert_ne!(out.status.code(), Some(0), "{err}");
    assert!(
        err.contains("warning: classes.dex: enjarify could not translate bad.Handle, method handle()Ljava/lang/Object; (Unsupported: const-method-handle is not translated by enjarify 1.0.3)"),
        "{err}"
    );
    assert!(
        err.contains("warning: classes.dex: bad.Big, method big()V: its JVM code would take ")
            && err.contains("bytes, over the JVM's limit of 65535"),
        "{err}"
    );
    assert!(
        err.contains("adaptrace: the JVM's verifier rejected bad.Main.mixed()I of")
            && err.contains("the dex itself may not verify"),
        "{err}"
    );

    // Instrumented: the advice points at the build's report. `paths` wraps every method in a
    // catch-all, which a constructor at class-file version 52 cannot keep over its call of the
    // superclass constructor: that is said before the program starts.
    let instrumented = s.dir.path().join("broken.instrumented.dex");
    common::run(
        Command::new(env!("CARGO_BIN_EXE_adaptrace"))
            .args(["--quiet", "instrument"])
            .arg(&dex)
            .args(["--scheme", "paths", "-o"])
            .arg(&instrumented),
    );
    let report = s.dir.path().join("broken.adaptrace/report.txt");
    assert!(report.is_file());
    let err = text(&s.host_run(&instrumented, "bad.Main", &[], &[]).stderr);
    assert!(
        err.contains("warning: bad.Picky.<init>()V runs at class-file version 52 on the host"),
        "{err}"
    );
    assert!(
        !err.contains("bad.Polite.<init>") && !err.contains("bad.Base.<init>"),
        "{err}"
    );
    assert!(
        err.contains("rejected bad.Main.mixed()I of the instrumented")
            && err.contains(&report.display().to_string()),
        "{err}"
    );
}
