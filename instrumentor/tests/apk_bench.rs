//! Wall-time measurement on large real APKs (opt-in: `cargo test --release -p instrumentor
//! --test apk_bench -- --ignored --nocapture`). APKs come from `ADAPTRACE_BENCH_APKS`
//! (colon-separated) or, by default, the corpus cache and androguard's samples when present.
//!
//! For each APK it reports: decode (baksmali with apktool running alongside), the same decode
//! without apktool (the dex files repackaged as a JAR), apktool d -s alone, assemble, repack
//! (zip + zipalign + apksigner), and for comparison `apktool d` + `apktool b` of the same file.
//! The round trip must verify and keep the smali of every dex unchanged.

mod support;

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::{Duration, Instant};

use instrumentor::apk::{self, NoProgress, Signing};
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

fn timed<T>(f: impl FnOnce() -> T) -> (T, Duration) {
    let start = Instant::now();
    let r = f();
    (r, start.elapsed())
}

fn apktool(args: &[&std::ffi::OsStr]) {
    let out = Command::new("apktool").args(args).output().unwrap();
    assert!(
        out.status.success(),
        "apktool {:?} failed: {}",
        args,
        String::from_utf8_lossy(&out.stderr)
    );
}

fn method_count(dex: &Path) -> u32 {
    let b = fs::read(dex).unwrap();
    u32::from_le_bytes([b[0x58], b[0x59], b[0x5a], b[0x5b]])
}

#[test]
#[ignore = "takes minutes; run by hand to measure"]
fn measure_large_apks() {
    if !tools_available() {
        return;
    }
    let apks = bench_apks();
    assert!(!apks.is_empty(), "no APK to measure");
    for apk_path in apks {
        let tmp = tempfile::tempdir().unwrap();
        let t = tmp.path();
        let (decoded, t_decode) = timed(|| apk::decode(&apk_path, &t.join("w"), &NoProgress));
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
        let (r, t_decode_no_apktool) = timed(|| apk::decode(&jar, &t.join("wj"), &NoProgress));
        r.unwrap();
        let (_, t_apktool_s) = timed(|| {
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
            timed(|| apk::assemble(&decoded.assemble_jobs(), &t.join("out"), &NoProgress));
        let new = new.unwrap();
        let out = t.join("out.apk");
        let signing = Signing::Keystore(keystore(t));
        let (r, t_repack) = timed(|| apk::repack(&apk_path, &new, &out, &signing, &NoProgress));
        r.unwrap();
        let (_, t_apktool_d) = timed(|| {
            apktool(&[
                "d".as_ref(),
                "-f".as_ref(),
                "-o".as_ref(),
                t.join("ak").as_os_str(),
                apk_path.as_os_str(),
            ])
        });
        let (_, t_apktool_b) = timed(|| {
            apktool(&[
                "b".as_ref(),
                "-o".as_ref(),
                t.join("ak.apk").as_os_str(),
                t.join("ak").as_os_str(),
            ])
        });

        let total = t_decode + t_assemble + t_repack;
        println!(
            "{}: {} dex, {} methods\n  \
             decode {:.1}s (without apktool {:.1}s; apktool d -s alone {:.1}s)\n  \
             assemble {:.1}s, repack+zipalign+sign {:.1}s, total {:.1}s\n  \
             apktool d {:.1}s + apktool b {:.1}s = {:.1}s (b output unaligned, unsigned)",
            apk_path.display(),
            decoded.dexes.len(),
            methods,
            t_decode.as_secs_f64(),
            t_decode_no_apktool.as_secs_f64(),
            t_apktool_s.as_secs_f64(),
            t_assemble.as_secs_f64(),
            t_repack.as_secs_f64(),
            total.as_secs_f64(),
            t_apktool_d.as_secs_f64(),
            t_apktool_b.as_secs_f64(),
            (t_apktool_d + t_apktool_b).as_secs_f64(),
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
