//! The simulator through Debian's `adb` (a private server on a free port, killed at the end):
//! connect, shell v2 exit codes and stderr, quoting, push/pull, ls, pm and am.

use std::net::TcpListener;
use std::path::Path;
use std::process::{Command, Output};
use std::time::Instant;

use adaptrace_test_support::{
    build_apk, build_apk_with, tier, unverifiable_method, Devsim, Tier, ACTIVITY, PACKAGE,
};

/// A private adb server connected to one simulator; `kill-server` on drop.
struct Adb {
    server_port: u16,
    serial: String,
}

impl Adb {
    fn connect(device_port: u16) -> Adb {
        let server_port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let adb = Adb {
            server_port,
            serial: format!("127.0.0.1:{device_port}"),
        };
        let out = adb.raw(&["start-server"]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let out = adb.raw(&["connect", &adb.serial]);
        assert!(
            text(&out.stdout).contains(&format!("connected to {}", adb.serial)),
            "{} {}",
            text(&out.stdout),
            text(&out.stderr)
        );
        adb.wait_for_device();
        adb
    }

    /// `adb connect` answers once the socket is open; the CNXN handshake may still be under
    /// way, and a command sent before it ends fails with "device offline".
    fn wait_for_device(&self) {
        let out = self.run(&["wait-for-device"]);
        assert!(out.status.success(), "{}", describe(&out));
    }

    /// `adb -P PORT ARGS`, given 60 s at most.
    fn raw(&self, args: &[&str]) -> Output {
        Command::new("timeout")
            .arg("60")
            .arg("adb")
            .arg("-P")
            .arg(self.server_port.to_string())
            .args(args)
            .output()
            .unwrap()
    }

    /// `adb -s SERIAL ARGS`.
    fn run(&self, args: &[&str]) -> Output {
        let mut all = vec!["-s", &self.serial];
        all.extend_from_slice(args);
        self.raw(&all)
    }

    /// `adb shell COMMAND`: (exit code, stdout, stderr).
    fn shell(&self, command: &str) -> (i32, String, String) {
        let out = self.run(&["shell", command]);
        (
            out.status.code().unwrap_or(-1),
            text(&out.stdout),
            text(&out.stderr),
        )
    }
}

impl Drop for Adb {
    fn drop(&mut self) {
        self.raw(&["kill-server"]);
    }
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Exit status, stdout and stderr of a failed adb command, for an assertion message.
fn describe(out: &Output) -> String {
    format!(
        "{}\nstdout: {}\nstderr: {}",
        out.status,
        text(&out.stdout),
        text(&out.stderr)
    )
}

/// The simulator binary cargo built for these tests.
fn devsim() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_adaptrace-devsim"))
}

#[test]
fn adb_connects_runs_shell_and_moves_files() {
    if !tier(Tier::Device) {
        return;
    }
    let start = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let sim = Devsim::start(
        devsim(),
        &tmp.path().join("root"),
        &tmp.path().join("cache"),
        &[],
    );
    let adb = Adb::connect(sim.port);

    let devices = text(&adb.raw(&["devices", "-l"]).stdout);
    assert!(
        devices.contains(&adb.serial) && devices.contains(" device product:adaptrace_devsim"),
        "{devices}"
    );
    assert_eq!(
        adb.shell("getprop ro.build.version.sdk"),
        (0, "30\n".into(), String::new())
    );
    // shell v2: the exit code and stderr come through apart from stdout.
    let (code, out, err) = adb.shell("ls /nope");
    assert_eq!((code, out.as_str()), (1, ""));
    assert_eq!(err, "ls: /nope: No such file or directory\n");
    let (code, _, err) = adb.shell("frobnicate x");
    assert_eq!(code, 127);
    assert!(
        err.contains("frobnicate: inaccessible or not found"),
        "{err}"
    );
    assert_eq!(adb.shell("ls /nope || getprop ro.product.device").0, 0);
    assert_eq!(adb.shell("ls / && frobnicate").0, 127);

    // Quoting is the device shell's; nothing reaches a host shell.
    let (code, _, err) = adb.shell("mkdir -p '/sdcard/a b/c' && ls $(id)");
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("not supported"), "{err}");
    assert!(!sim.root.join("sdcard/a b").exists());
    assert_eq!(adb.shell("mkdir -p '/sdcard/a b/c'").0, 0);
    assert!(sim.root.join("sdcard/a b/c").is_dir());

    // A file larger than a sync chunk, both ways, byte for byte.
    let local = tmp.path().join("big.bin");
    let data: Vec<u8> = (0..300_000u32).map(|i| (i * 7 % 251) as u8).collect();
    std::fs::write(&local, &data).unwrap();
    let out = adb.run(&["push", local.to_str().unwrap(), "/sdcard/a b/c/big.bin"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read(sim.root.join("sdcard/a b/c/big.bin")).unwrap(),
        data
    );
    let back = tmp.path().join("back.bin");
    let out = adb.run(&["pull", "/sdcard/a b/c/big.bin", back.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read(&back).unwrap(), data);
    let out = adb.run(&["pull", "/sdcard/none", back.to_str().unwrap()]);
    assert!(!out.status.success());
    let said = format!("{}{}", text(&out.stdout), text(&out.stderr));
    assert!(said.contains("does not exist"), "{said}");
    // An empty file, and a directory pulled whole (LIST, then RECV per file).
    std::fs::write(tmp.path().join("empty"), b"").unwrap();
    let out = adb.run(&[
        "push",
        tmp.path().join("empty").to_str().unwrap(),
        "/sdcard/a b/e",
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let pulled = tmp.path().join("pulled");
    let out = adb.run(&["pull", "/sdcard/a b", pulled.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(std::fs::read(pulled.join("c/big.bin")).unwrap(), data);
    assert_eq!(std::fs::read(pulled.join("e")).unwrap(), b"");

    assert_eq!(
        adb.shell("ls '/sdcard/a b' /sdcard/a\\ b/c"),
        (
            0,
            "/sdcard/a b:\nc\ne\n\n/sdcard/a b/c:\nbig.bin\n".into(),
            String::new()
        )
    );
    let (code, out, _) = adb.shell("ls -l '/sdcard/a b/c'");
    assert_eq!(code, 0);
    assert!(out.contains("-rw-r--r-- 1 root root 300000 "), "{out}");
    assert_eq!(
        adb.run(&["shell", "cat '/sdcard/a b/c/big.bin'"]).stdout,
        data
    );
    assert_eq!(adb.shell("mv '/sdcard/a b/e' /sdcard/moved").0, 0);
    assert!(sim.root.join("sdcard/moved").is_file());
    assert_eq!(adb.shell("rm '/sdcard/a b'").0, 1);
    assert_eq!(adb.shell("rm -r '/sdcard/a b' /sdcard/moved").0, 0);
    assert!(!sim.root.join("sdcard/a b").exists());
    assert_eq!(adb.shell("rm /sdcard/moved").0, 1);
    assert_eq!(adb.shell("rm -f /sdcard/moved").0, 0);
    // `..` stops at the device's root.
    assert_eq!(adb.shell("mkdir -p /../../escape").0, 0);
    assert!(sim.root.join("escape").is_dir());
    eprintln!("adb protocol test: {:?}", start.elapsed());
}

/// A simulator rooted in `dir` and Debian's adb connected to it.
fn started(dir: &Path) -> (Devsim, Adb) {
    let sim = Devsim::start(devsim(), &dir.join("root"), &dir.join("cache"), &[]);
    let adb = Adb::connect(sim.port);
    (sim, adb)
}

#[test]
fn adb_installs_and_starts_an_app() {
    if !tier(Tier::Device) {
        return;
    }
    let start = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let apk = build_apk(tmp.path(), "hello.apk");
    let (sim, adb) = started(tmp.path());

    // Without the `cmd` feature adb 29 pushes to /data/local/tmp and runs `pm install PATH`.
    let out = adb.run(&["install", apk.to_str().unwrap()]);
    assert!(
        out.status.success(),
        "{} {}",
        text(&out.stdout),
        text(&out.stderr)
    );
    assert!(
        text(&out.stdout).contains("Success"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(
        adb.shell("pm list packages"),
        (0, format!("package:{PACKAGE}\n"), String::new())
    );
    assert_eq!(
        adb.shell(&format!("pm path {PACKAGE}")).1,
        format!("package:/data/app/{PACKAGE}/base.apk\n")
    );
    assert_eq!(adb.shell("pm path com.example.none").0, 1);
    let (code, out, _) = adb.shell("pm install /sdcard/none.apk");
    assert_eq!(code, 1);
    assert!(
        out.starts_with("Failure [INSTALL_FAILED_INVALID_URI"),
        "{out}"
    );

    let launched = Instant::now();
    let (code, out, err) = adb.shell(&format!(
        "am start -W -n {PACKAGE}/.MainActivity --es greeting 'hi there'"
    ));
    assert_eq!(code, 0, "{out} {err}\n{}", sim.log());
    assert!(
        out.contains("Status: ok") && out.contains("Complete"),
        "{out}"
    );
    eprintln!(
        "am start -W (first run, jars prepared): {:?}",
        launched.elapsed()
    );
    let (_, log, _) = adb.shell("logcat -d");
    assert!(
        log.contains("hello onCreate\nhi there\nhello onDestroy\n"),
        "{log}"
    );
    let files = format!("/sdcard/Android/data/{PACKAGE}/files");
    assert_eq!(
        adb.shell(&format!("ls {files} {files}/adaptrace")).1,
        format!("{files}:\nadaptrace\nhello.txt\n\n{files}/adaptrace:\ntrace.bin\n")
    );
    let pulled = tmp.path().join("trace.bin");
    let out = adb.run(&[
        "pull",
        &format!("{files}/adaptrace/trace.bin"),
        pulled.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));

    let (code, _, err) = adb.shell(&format!("am start -W -n {PACKAGE}/.MainActivity"));
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        adb.shell(&format!("pidof {PACKAGE}")),
        (1, String::new(), String::new())
    );
    // Without -W `am start` returns at once; pidof names the app while it sleeps.
    let (code, _, err) = adb.shell(&format!(
        "am start -n {PACKAGE}/.MainActivity --es sleep_ms 60000"
    ));
    assert_eq!(code, 0, "{err}");
    let (code, pid, _) = adb.shell(&format!("pidof {PACKAGE} com.example.none"));
    assert_eq!(code, 0, "{}", sim.log());
    assert!(pid.trim().parse::<u32>().is_ok(), "{pid:?}");

    let (code, _, err) = adb.shell(&format!("am start -W -n {PACKAGE}/.Missing"));
    assert_eq!(code, 1);
    assert!(err.contains("does not exist"), "{err}");
    assert_eq!(adb.shell(&format!("am force-stop {PACKAGE}")).0, 0);
    assert_eq!(adb.shell(&format!("pidof {PACKAGE}")).0, 1);
    assert_eq!(adb.shell("logcat -c").0, 0);
    // monkey starts the launcher activity recorded at install.
    assert_eq!(adb.shell(&format!("monkey -p {PACKAGE} 1")).0, 0);
    let launcher = sim.root.join("data/app").join(PACKAGE).join("launcher");
    assert_eq!(std::fs::read_to_string(launcher).unwrap(), ACTIVITY);
    let out = adb.run(&["uninstall", PACKAGE]);
    assert!(
        text(&out.stdout).contains("Success"),
        "{}",
        text(&out.stdout)
    );
    assert_eq!(adb.shell("pm list packages").1, "");
    assert!(!Path::new(&sim.root.join("sdcard/Android/data").join(PACKAGE)).exists());
    eprintln!("adb app test: {:?}", start.elapsed());
}

/// An app the JVM's verifier rejects fails to start, and logcat says which method and what to
/// do, after the JVM's own message.
#[test]
fn a_verify_error_is_explained_in_logcat() {
    if !tier(Tier::Device) {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let apk = build_apk_with(tmp.path(), "broken.apk", &unverifiable_method("broken"));
    let (sim, adb) = started(tmp.path());
    let out = adb.run(&["install", apk.to_str().unwrap()]);
    assert!(text(&out.stdout).contains("Success"), "{}", describe(&out));
    adb.shell(&format!("am start -W -n {PACKAGE}/.MainActivity"));
    let wanted = format!(
        "E adaptrace-devsim: {PACKAGE}: the JVM's verifier rejected \
         {PACKAGE}.MainActivity.broken()I of"
    );
    let deadline = Instant::now() + std::time::Duration::from_secs(20);
    while !sim.app_log().contains(&wanted) && Instant::now() < deadline {
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    let log = sim.app_log();
    assert!(log.contains("java.lang.VerifyError"), "{log}");
    assert!(log.contains(&wanted), "{log}");
}

#[test]
fn adb_pull_fails_when_the_device_drops_mid_transfer_once() {
    if !tier(Tier::Device) {
        return;
    }
    let start = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let root = tmp.path().join("root");
    let sim = Devsim::start(
        devsim(),
        &root,
        &tmp.path().join("cache"),
        &["--drop-after-bytes", "100000"],
    );
    let adb = Adb::connect(sim.port);
    let data: Vec<u8> = (0..300_000u32).map(|i| (i % 241) as u8).collect();
    std::fs::write(root.join("sdcard/t.bin"), &data).unwrap();
    let back = tmp.path().join("t.bin");
    let out = adb.run(&["pull", "/sdcard/t.bin", back.to_str().unwrap()]);
    assert!(!out.status.success(), "the pull should have been cut");
    assert!(
        sim.log_shows("dropping the connection", 10),
        "{}",
        sim.log()
    );
    // The drop happens once: after reconnecting, the same pull goes through.
    adb.raw(&["disconnect", &adb.serial]);
    let out = adb.raw(&["connect", &adb.serial]);
    assert!(
        text(&out.stdout).contains("connected to"),
        "{}",
        describe(&out)
    );
    adb.wait_for_device();
    let out = adb.run(&["pull", "/sdcard/t.bin", back.to_str().unwrap()]);
    assert!(out.status.success(), "{}", describe(&out));
    assert_eq!(std::fs::read(&back).unwrap(), data);
    eprintln!("adb drop test: {:?}", start.elapsed());
}
