//! Per-stage wall and CPU time on large real APKs (`cargo bench -p instrumentor --bench stages`). APKs come from `ADAPTRACE_BENCH_APKS`
//! (colon-separated) or, by default, the corpus cache and androguard's samples when present.
//!
//! For each APK it reports: decode (baksmali with apktool running alongside), the same decode
//! without apktool (the dex files repackaged as a JAR), apktool d -s alone, assemble, repack
//! (zip + zipalign + apksigner), and for comparison `apktool d` + `apktool b` of the same file.
//! The round trip must verify and keep the smali of every dex unchanged.

#[path = "../tests/support/mod.rs"]
mod support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use apk_io::{NoProgress, Signing};
use support::*;
use zip::CompressionMethod::Deflated;

fn bench_apks() -> Vec<PathBuf> {
    if let Some(list) = std::env::var_os("ADAPTRACE_BENCH_APKS") {
        return std::env::split_paths(&list).collect();
    }
    let home = std::env::var_os("HOME")
        .map(PathBuf::from)
        .unwrap_or_default();
    [
        home.join(".cache/adaptrace/corpus/apk/io.appium.settings.apk"),
        PathBuf::from(
            "/usr/share/doc/androguard/examples/tests/com.example.android.tvleanback.apk",
        ),
        PathBuf::from("/usr/share/doc/androguard/examples/android/abcore/app-prod-debug.apk"),
    ]
    .into_iter()
    .filter(|p| {
        let ok = p.is_file();
        if !ok {
            eprintln!("not measured: {} absent", p.display());
        }
        ok
    })
    .collect()
}

/// Wall time and CPU time (user + system) of the child processes `f` ran and waited for.
/// CPU time is what to compare when other jobs share the machine.
#[derive(Clone, Copy, Default)]
struct Cost {
    wall: Duration,
    cpu: f64,
}

impl std::ops::Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        Cost {
            wall: self.wall + o.wall,
            cpu: self.cpu + o.cpu,
        }
    }
}

impl std::fmt::Display for Cost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{:.1}s wall/{:.1}s cpu",
            self.wall.as_secs_f64(),
            self.cpu
        )
    }
}

/// cutime + cstime of /proc/self/stat, in seconds (Linux clock ticks are 1/100 s).
fn children_cpu() -> f64 {
    let stat = fs::read_to_string("/proc/self/stat").unwrap();
    // Fields after the parenthesised command name; cutime and cstime are fields 16 and 17.
    let rest = &stat[stat.rfind(')').unwrap() + 2..];
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = fields[13].parse::<u64>().unwrap() + fields[14].parse::<u64>().unwrap();
    ticks as f64 / 100.0
}

fn timed<T>(f: impl FnOnce() -> T) -> (T, Cost) {
    let cpu = children_cpu();
    let start = Instant::now();
    let r = f();
    let cost = Cost {
        wall: start.elapsed(),
        cpu: children_cpu() - cpu,
    };
    (r, cost)
}

/// Runs apktool; its failure is a finding to report, not a failure of this measurement.
fn apktool(args: &[&std::ffi::OsStr]) -> Result<(), String> {
    let out = Command::new("apktool").args(args).output().unwrap();
    if out.status.success() {
        Ok(())
    } else {
        let err = String::from_utf8_lossy(&out.stderr);
        let line = err
            .lines()
            .find(|l| !l.starts_with("W:"))
            .unwrap_or_default();
        Err(line.chars().take(160).collect())
    }
}

fn method_count(dex: &Path) -> u32 {
    let b = fs::read(dex).unwrap();
    u32::from_le_bytes([b[0x58], b[0x59], b[0x5a], b[0x5b]])
}

fn main() {
    if !tools_available() {
        return;
    }
    let apks = bench_apks();
    assert!(!apks.is_empty(), "no APK to measure");
    for apk_path in apks {
        let tmp = tempfile::tempdir().unwrap();
        let t = tmp.path();
        let (decoded, t_decode) = timed(|| apk_io::decode(&apk_path, &t.join("w"), &NoProgress));
        let decoded = decoded.unwrap();
        let methods: u32 = decoded
            .dexes
            .iter()
            .map(|d| method_count(&d.dex_path))
            .sum();

        // The same dex files without a manifest: decode runs no apktool.
        let jar = t.join("code.jar");
        let dex_bytes: Vec<(String, Vec<u8>)> = decoded
            .dexes
            .iter()
            .map(|d| (d.name.clone(), fs::read(&d.dex_path).unwrap()))
            .collect();
        let entries: Vec<(&str, &[u8], zip::CompressionMethod)> = dex_bytes
            .iter()
            .map(|(n, b)| (n.as_str(), b.as_slice(), Deflated))
            .collect();
        write_zip(&jar, &entries);
        let (r, t_decode_no_apktool) = timed(|| apk_io::decode(&jar, &t.join("wj"), &NoProgress));
        r.unwrap();
        let (r_apktool_s, t_apktool_s) = timed(|| {
            apktool(&[
                "d".as_ref(),
                "-s".as_ref(),
                "-f".as_ref(),
                "-o".as_ref(),
                t.join("ak-s").as_os_str(),
                apk_path.as_os_str(),
            ])
        });

        let (new, t_assemble) =
            timed(|| apk_io::assemble(&decoded.assemble_jobs(), &t.join("out"), &NoProgress));
        let new = new.unwrap();
        let out = t.join("out.apk");
        let signing = Signing::Keystore(keystore(t));
        let (r, t_repack) = timed(|| apk_io::repack(&apk_path, &new, &out, &signing, &NoProgress));
        r.unwrap();
        let (r_apktool_d, t_apktool_d) = timed(|| {
            apktool(&[
                "d".as_ref(),
                "-f".as_ref(),
                "-o".as_ref(),
                t.join("ak").as_os_str(),
                apk_path.as_os_str(),
            ])
        });
        let (r_apktool_b, t_apktool_b) = timed(|| {
            apktool(&[
                "b".as_ref(),
                "-o".as_ref(),
                t.join("ak.apk").as_os_str(),
                t.join("ak").as_os_str(),
            ])
        });

        let total = t_decode + t_assemble + t_repack;
        println!(
            "{}: {} dex, {} methods, load average {}\n  \
             decode {t_decode} (without apktool {t_decode_no_apktool}; \
             apktool d -s alone {t_apktool_s})\n  \
             assemble {t_assemble}, repack+zipalign+sign {t_repack}, total {total}\n  \
             apktool d {t_apktool_d} + apktool b {t_apktool_b} = {} \
             (b output unaligned, unsigned){}",
            apk_path.display(),
            decoded.dexes.len(),
            methods,
            fs::read_to_string("/proc/loadavg")
                .unwrap_or_default()
                .trim(),
            t_apktool_d + t_apktool_b,
            [
                ("apktool d -s", r_apktool_s),
                ("apktool d", r_apktool_d),
                ("apktool b", r_apktool_b)
            ]
            .into_iter()
            .filter_map(|(what, r)| r.err().map(|e| format!("\n  {what} FAILED: {e}")))
            .collect::<String>(),
        );
        assert_verifies(&out);
        for (i, dex) in decoded.dexes.iter().enumerate() {
            let p = t.join(format!("n{i}.dex"));
            fs::write(&p, entry_bytes(&out, &dex.name)).unwrap();
            assert_same_smali(
                &tree(&dex.smali_dir),
                &baksmali(&p, &t.join(format!("n{i}"))),
            );
        }
    }
}
