//! Helpers shared by the end-to-end tests: the fetched corpus and running external tools.
#![allow(dead_code)] // each test binary uses a different subset

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::OnceLock;

use adaptrace_test_support::{oracle, run_with_deadline};

/// One item of the corpus that `tests/fetch-corpus.sh` fetched.
#[derive(Debug, Clone)]
pub struct Item {
    pub name: String,
    /// `apk`, `jar` or `dex`.
    pub kind: String,
    pub path: PathBuf,
}

/// The corpus items, or `None` (with the reason printed) when it has not been fetched.
pub fn corpus() -> Option<Vec<Item>> {
    let Some(dir) = std::env::var_os("ADAPTRACE_CORPUS").map(PathBuf::from) else {
        println!("SKIP: ADAPTRACE_CORPUS is not set; run `make test` or tests/fetch-corpus.sh DIR");
        return None;
    };
    let manifest = dir.join("MANIFEST.tsv");
    let Ok(text) = std::fs::read_to_string(&manifest) else {
        println!(
            "SKIP: {} is missing: the corpus fetch failed (see tests/fetch-corpus.sh output)",
            manifest.display()
        );
        return None;
    };
    let items: Vec<Item> = text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .filter_map(|l| {
            let cols: Vec<&str> = l.split('\t').collect();
            let item = Item {
                name: cols.first()?.to_string(),
                kind: cols.get(1)?.to_string(),
                path: dir.join(cols.get(2)?),
            };
            if item.path.is_file() {
                Some(item)
            } else {
                println!(
                    "SKIP item {}: {} is missing",
                    item.name,
                    item.path.display()
                );
                None
            }
        })
        .collect();
    if items.is_empty() {
        println!("SKIP: {} lists no fetched item", manifest.display());
        return None;
    }
    Some(items)
}

/// Runs a command, panicking with its output when it fails.
pub fn run(cmd: &mut Command) -> String {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("cannot run {cmd:?}: {e}"));
    assert!(
        out.status.success(),
        "{cmd:?} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

/// `baksmali d DEX -o DIR`.
pub fn baksmali(dex: &Path, dir: &Path) {
    run(Command::new("baksmali")
        .arg("d")
        .arg(dex)
        .arg("-o")
        .arg(dir));
}

/// Every file below `dir` with its contents, keyed by the path relative to `dir`.
pub fn tree(dir: &Path) -> std::collections::BTreeMap<PathBuf, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let rel = path.strip_prefix(dir).unwrap().to_path_buf();
                out.insert(rel, std::fs::read(&path).unwrap());
            }
        }
    }
    out
}

/// Asserts two smali trees are identical, naming the first differing files.
pub fn assert_same_tree(expected: &Path, actual: &Path, what: &str) {
    let a = tree(expected);
    let b = tree(actual);
    let only_a: Vec<_> = a.keys().filter(|k| !b.contains_key(*k)).take(5).collect();
    let only_b: Vec<_> = b.keys().filter(|k| !a.contains_key(*k)).take(5).collect();
    assert!(
        only_a.is_empty() && only_b.is_empty(),
        "{what}: file sets differ; only in {}: {only_a:?}; only in {}: {only_b:?}",
        expected.display(),
        actual.display()
    );
    let differing: Vec<_> = a
        .iter()
        .filter(|(k, v)| b[*k] != **v)
        .map(|(k, _)| k)
        .collect();
    assert!(
        differing.is_empty(),
        "{what}: {} of {} files differ between {} and {}, e.g. {:?}",
        differing.len(),
        a.len(),
        expected.display(),
        actual.display(),
        &differing[..differing.len().min(5)]
    );
}

// The test programs (tests/programs/NAME/) and the adaptrace commands that run them.

pub const ADAPTRACE: &str = env!("CARGO_BIN_EXE_adaptrace");

pub fn program_dir(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name)
}

/// The API level the smali in `dir` is assembled at: its `api` file (one line, an integer),
/// else 21.
pub fn api_level(dir: &Path) -> u32 {
    let path = dir.join("api");
    match fs::read_to_string(&path) {
        Ok(text) => text
            .trim()
            .parse()
            .unwrap_or_else(|e| panic!("{}: not an API level: {e}", path.display())),
        Err(_) => 21,
    }
}

/// `smali a --api N` (N from [`api_level`]) of test program NAME's files (tests/programs/NAME/)
/// into `out`.
pub fn assemble_program(name: &str, out: &Path) {
    let mut files: Vec<PathBuf> = fs::read_dir(program_dir(name))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "smali"))
        .collect();
    files.sort();
    run(Command::new("smali")
        .args([
            "a",
            "--api",
            &api_level(&program_dir(name)).to_string(),
            "-o",
        ])
        .arg(out)
        .args(&files));
}

pub fn args_of(name: &str) -> Vec<String> {
    fs::read_to_string(program_dir(name).join("args"))
        .map(|t| t.lines().map(str::to_string).collect())
        .unwrap_or_default()
}

/// `adaptrace host-run INPUT --main CLASS --trace-dir DIR -- ARGS`.
pub fn host_run_class(input: &Path, class: &str, trace_dir: &Path, args: &[String]) -> Output {
    Command::new(ADAPTRACE)
        .args(["--quiet", "host-run"])
        .arg(input)
        .args(["--main", class, "--trace-dir"])
        .arg(trace_dir)
        .arg("--")
        .args(args)
        .output()
        .expect("run adaptrace host-run")
}

/// Runs test program NAME (`NAME.Main` with the program's `args`).
pub fn host_run(input: &Path, name: &str, trace_dir: &Path) -> Output {
    host_run_class(input, &format!("{name}.Main"), trace_dir, &args_of(name))
}

/// `adaptrace decode TRACE --meta META --emit EMIT`, whatever its outcome.
pub fn decode_output(trace: &Path, meta: &Path, emit: &str) -> Output {
    Command::new(ADAPTRACE)
        .arg("decode")
        .arg(trace)
        .arg("--meta")
        .arg(meta)
        .args(["--emit", emit])
        .output()
        .expect("run adaptrace decode")
}

/// [`decode_output`] that must succeed: (stdout, stderr).
pub fn decode(trace: &Path, meta: &Path, emit: &str) -> (String, String) {
    let out = decode_output(trace, meta, emit);
    assert!(
        out.status.success(),
        "decode --emit {emit} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    (
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

pub fn traces_in(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|rd| rd.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    v.retain(|p| p.extension().is_some_and(|e| e == "adtrace"));
    v
}

/// `adaptrace instrument INPUT --scheme blocks -o OUT --meta META`; panics on failure.
pub fn instrument_blocks(input: &Path, out: &Path, meta: &Path) {
    instrument_schemes(input, out, meta, "blocks");
}

/// `adaptrace instrument INPUT --scheme SCHEMES -o OUT --meta META` (SCHEMES comma-separated).
pub fn instrument_schemes(input: &Path, out: &Path, meta: &Path, schemes: &str) {
    instrument_coded(input, out, meta, schemes, "range");
}

/// `adaptrace instrument INPUT --scheme SCHEMES --coder CODER -o OUT --meta META`, which must
/// succeed.
pub fn instrument_coded(input: &Path, out: &Path, meta: &Path, schemes: &str, coder: &str) {
    run(Command::new(ADAPTRACE)
        .args(["--quiet", "instrument"])
        .arg(input)
        .args(["--scheme", schemes, "--coder", coder, "-o"])
        .arg(out)
        .arg("--meta")
        .arg(meta));
}

/// One `#[test]` per test program (tests/programs/NAME/), `program::NAME`, calling the test
/// file's `check(name)` in the JVM tier; and `PROGRAMS`, their names.
#[allow(unused_macros)] // each test binary uses a different subset
macro_rules! each_program {
    () => {
        $crate::common::each_program!(
            args,
            arrays,
            bigregs,
            callbacks,
            clinit,
            crash,
            deepcontexts,
            dispatch,
            exit,
            handlerstate,
            inferred,
            interfaces,
            loops,
            monitors,
            recursion,
            surecalls,
            swallow,
            switches,
            threads,
            tinycallback,
            tinycatch,
            tinycrash,
            tinyloop,
            tinyswitch,
            tinyunwind,
            trycatch,
            unwind,
            wide,
            witnesses
        );
    };
    ($($name:ident),*) => {
        #[allow(dead_code)] // not every test file lists them
        const PROGRAMS: &[&str] = &[$(stringify!($name)),*];
        mod program {
            $(
                #[test]
                fn $name() {
                    if adaptrace_test_support::tier(adaptrace_test_support::Tier::Jvm) {
                        super::check(stringify!($name));
                    }
                }
            )*
        }
    };
}
#[allow(unused_imports)] // each test binary uses a different subset
pub(crate) use each_program;

/// `adaptrace decode TRACE --meta META --scheme SCHEME --emit EMIT`.
pub fn decode_scheme(trace: &Path, meta: &Path, scheme: &str, emit: &str) -> Output {
    Command::new(ADAPTRACE)
        .arg("decode")
        .arg(trace)
        .arg("--meta")
        .arg(meta)
        .args(["--scheme", scheme, "--emit", emit])
        .output()
        .unwrap()
}

/// The formats a decoded record must print exactly as the oracle's record of the same run.
pub const EVENT_EMITS: [&str; 3] = ["blocks", "calls", "contexts"];

/// `scheme`'s record of one trace printed with every one of [`EVENT_EMITS`] equals the
/// oracle's, but for the formats its record cannot print, which it refuses with a message
/// saying why (`Recovers`); a record that cannot be decoded at all (`pcc`) has one event per
/// method entry the oracle has, thread by thread. Returns the oracle's `--emit blocks` lines.
pub fn assert_exact(name: &str, trace: &Path, meta: &Path, scheme: &str) -> String {
    use android_runtime::scheme::Recovers;
    let mut blocks = String::new();
    let spec = android_runtime::Scheme::from_name(scheme).map(|s| s.spec());
    let recovers = spec.map_or(Recovers::Blocks, |s| s.recovers);
    for emit in EVENT_EMITS {
        let oracle = decode_scheme(trace, meta, "blocks", emit);
        let decoded = decode_scheme(trace, meta, scheme, emit);
        let needs = match emit {
            "blocks" => Recovers::Blocks,
            "calls" => Recovers::Calls,
            _ => Recovers::Contexts,
        };
        if recovers < needs {
            let stderr = String::from_utf8_lossy(&decoded.stderr);
            let why = match recovers {
                Recovers::Calls => "calls and returns only",
                Recovers::Contexts => "calling context of each event only",
                _ => "cannot be decoded",
            };
            assert!(
                !decoded.status.success() && stderr.contains(why),
                "{name}: {scheme} --emit {emit} must be refused: {stderr}"
            );
            if emit == "blocks" {
                blocks = String::from_utf8(oracle.stdout).unwrap();
            }
            continue;
        }
        assert!(
            oracle.status.success() && decoded.status.success(),
            "{name}: decode --emit {emit} failed: {} {}",
            String::from_utf8_lossy(&oracle.stderr),
            String::from_utf8_lossy(&decoded.stderr)
        );
        let oracle = String::from_utf8(oracle.stdout).unwrap();
        let text = String::from_utf8(decoded.stdout).unwrap();
        assert!(
            !oracle.is_empty(),
            "{name}: the oracle decoded nothing (--emit {emit})"
        );
        if let Some(difference) = oracle::first_difference(&oracle, &text) {
            panic!(
                "{name}: {scheme} --emit {emit} {difference}\nstderr: {}",
                String::from_utf8_lossy(&decoded.stderr)
            );
        }
        if emit == "blocks" {
            blocks = oracle;
        }
    }
    if recovers == Recovers::Nothing {
        let calls = |scheme: &str| -> Vec<String> {
            let out = decode_scheme(trace, meta, scheme, "summary");
            assert!(out.status.success(), "{name}: {scheme} --emit summary");
            String::from_utf8(out.stdout)
                .unwrap()
                .lines()
                .map(|l| l.split(" calls,").next().unwrap_or(l).to_string())
                .collect()
        };
        assert_eq!(
            calls(scheme),
            calls("blocks"),
            "{name}: {scheme} events per thread"
        );
    }
    blocks
}

/// Lines of `--emit blocks` output by thread id (its first column), in order.
pub fn by_thread(text: &str) -> std::collections::BTreeMap<String, Vec<String>> {
    let mut threads = std::collections::BTreeMap::new();
    for line in text.lines() {
        let thread = line.split('\t').next().unwrap_or("").to_string();
        threads
            .entry(thread)
            .or_insert_with(Vec::new)
            .push(line.to_string());
    }
    threads
}

/// adaptrace-devsim, built once per test binary with the profile and target directory of
/// `adaptrace` (cargo does not build another package's binaries for this one's tests; with the
/// same profile it reuses everything `cargo test` compiled already).
pub fn devsim_binary() -> &'static Path {
    static BINARY: OnceLock<PathBuf> = OnceLock::new();
    BINARY.get_or_init(|| {
        let bin_dir = Path::new(env!("CARGO_BIN_EXE_adaptrace"))
            .parent()
            .expect("adaptrace lies in a directory");
        let profile = bin_dir
            .file_name()
            .and_then(|n| n.to_str())
            .expect("the profile directory has a name");
        let target_dir = bin_dir
            .parent()
            .expect("the profile directory has a parent");
        let cargo_profile = if profile == "debug" { "dev" } else { profile };
        let status = Command::new(env!("CARGO"))
            .args(["build", "--quiet", "--profile", cargo_profile])
            .args(["-p", "device_sim", "--bin", "adaptrace-devsim"])
            .arg("--manifest-path")
            .arg(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml"))
            .arg("--target-dir")
            .arg(target_dir)
            .status()
            .expect("cargo runs");
        assert!(status.success(), "cannot build adaptrace-devsim");
        bin_dir.join("adaptrace-devsim")
    })
}

/// `adaptrace -q ARGS`, given `secs` seconds at most; builds are registered in the tests' own
/// store ([`data_home`]), not the user's.
pub fn adaptrace(args: &[&str], secs: u64) -> Output {
    let mut command = Command::new(env!("CARGO_BIN_EXE_adaptrace"));
    // The device is chosen by flags only: a developer's own adb settings must not pick it.
    command
        .env("XDG_DATA_HOME", data_home())
        .env_remove("ANDROID_SERIAL")
        .env_remove("ADB_SERVER_SOCKET")
        .env_remove("ANDROID_ADB_SERVER_PORT")
        .arg("-q")
        .args(args);
    run_with_deadline(command, secs, &format!("adaptrace {}", args.join(" ")))
}

/// An `XDG_DATA_HOME` for the commands the tests run, under the target directory: never the
/// user's own store of builds.
pub fn data_home() -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join("xdg-data")
}
