//! `apk_io::read_manifest` (the in-process binary XML reader) against apktool's decoding, and
//! its errors on inputs that hold no readable manifest.

use std::fs::{self, File};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use adaptrace_test_support::{build_apk, tier, Tier};
use apk_io::{ApkError, Manifest, Toolchain};
use zip::write::SimpleFileOptions;
use zip::ZipWriter;

fn zip_with(path: &Path, entries: &[(&str, &[u8])]) {
    let mut zip = ZipWriter::new(File::create(path).unwrap());
    for (name, bytes) in entries {
        zip.start_file(*name, SimpleFileOptions::default()).unwrap();
        zip.write_all(bytes).unwrap();
    }
    zip.finish().unwrap();
}

#[test]
fn inputs_without_a_readable_manifest_are_clear_errors() {
    let dir = tempfile::tempdir().unwrap();
    let path = |name: &str| dir.path().join(name);

    let missing = apk_io::read_manifest(&path("missing.apk")).unwrap_err();
    assert!(
        matches!(missing, ApkError::InputNotFound { .. }),
        "{missing}"
    );

    let jar = path("code.jar");
    zip_with(&jar, &[("classes.dex", b"dex\n035\0")]);
    let err = apk_io::read_manifest(&jar).unwrap_err();
    assert!(matches!(err, ApkError::NoManifest { .. }), "{err}");
    let text = err.to_string();
    assert!(text.starts_with(&jar.display().to_string()), "{text}");
    assert!(text.contains("no AndroidManifest.xml"), "{text}");

    // apktool's decoded text form is not what an APK holds.
    let text_manifest = path("text.apk");
    zip_with(
        &text_manifest,
        &[("AndroidManifest.xml", b"<manifest package=\"a\"/>")],
    );
    let err = apk_io::read_manifest(&text_manifest).unwrap_err();
    assert!(matches!(err, ApkError::BinaryXml { .. }), "{err}");
    let text = err.to_string();
    let prefix = format!(
        "{} (entry `AndroidManifest.xml`): byte ",
        text_manifest.display()
    );
    assert!(text.starts_with(&prefix), "{text}");
    assert!(text.contains("not binary XML"), "{text}");

    let truncated = path("truncated.apk");
    zip_with(&truncated, &[("AndroidManifest.xml", &[3, 0, 8, 0, 0, 1])]);
    let err = apk_io::read_manifest(&truncated).unwrap_err().to_string();
    assert!(err.contains("truncated"), "{err}");

    let dex = path("classes.dex");
    fs::write(&dex, b"dex\n035\0").unwrap();
    let err = apk_io::read_manifest(&dex).unwrap_err();
    assert!(matches!(err, ApkError::NoManifest { .. }), "{err}");

    let other = path("notes.txt");
    fs::write(&other, b"hello").unwrap();
    let err = apk_io::read_manifest(&other).unwrap_err();
    assert!(matches!(err, ApkError::UnknownFormat { .. }), "{err}");

    // A zip cut short: the central directory is gone.
    let cut = path("cut.apk");
    let bytes = fs::read(&text_manifest).unwrap();
    fs::write(&cut, &bytes[..bytes.len() - 30]).unwrap();
    let err = apk_io::read_manifest(&cut).unwrap_err();
    assert!(matches!(err, ApkError::CorruptZip { .. }), "{err}");
}

/// The native manifest and apktool's (`apktool d -s`, text manifest plus apktool.yml), with
/// the time each took.
fn both(apk: &Path) -> ((Manifest, Duration), (Manifest, Duration)) {
    let start = Instant::now();
    let native = apk_io::read_manifest(apk).unwrap_or_else(|e| panic!("{e}"));
    let native_time = start.elapsed();
    let start = Instant::now();
    let apktool = Toolchain::from_env()
        .read_manifest(apk)
        .unwrap_or_else(|e| panic!("{e}"));
    ((native, native_time), (apktool, start.elapsed()))
}

#[test]
fn test_app_manifest_matches_apktool() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let apk = build_apk(work.path(), "hello.apk");
    let ((native, _), (apktool, _)) = both(&apk);
    assert_eq!(native, apktool);
    assert_eq!(native.package, "com.example.hello");
    assert_eq!((native.min_sdk, native.target_sdk), (Some(21), Some(30)));
    let launchers: Vec<&str> = native
        .launcher_activities()
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(launchers, ["com.example.hello.MainActivity"]);
}

/// The APKs the corpus lists, or `None` (with the reason printed) without a corpus.
fn corpus_apks() -> Option<Vec<(String, PathBuf)>> {
    let Some(dir) = std::env::var_os("ADAPTRACE_CORPUS").map(PathBuf::from) else {
        println!("SKIP: ADAPTRACE_CORPUS is not set; run `make test` or tests/fetch-corpus.sh DIR");
        return None;
    };
    let listing = dir.join("MANIFEST.tsv");
    let Ok(text) = fs::read_to_string(&listing) else {
        println!("SKIP: {} is missing", listing.display());
        return None;
    };
    let apks: Vec<(String, PathBuf)> = text
        .lines()
        .filter(|l| !l.starts_with('#'))
        .filter_map(|l| match l.split('\t').collect::<Vec<_>>()[..] {
            [name, "apk", path, ..] => Some((name.to_string(), dir.join(path))),
            _ => None,
        })
        .filter(|(_, path)| path.is_file())
        .collect();
    if apks.is_empty() {
        println!("SKIP: {} lists no fetched APK", listing.display());
        return None;
    }
    Some(apks)
}

#[test]
fn corpus_manifests_match_apktool() {
    if !tier(Tier::Corpus) || !tier(Tier::Jvm) {
        return;
    }
    let Some(apks) = corpus_apks() else {
        return;
    };
    for (name, apk) in apks {
        let ((native, native_time), (apktool, apktool_time)) = both(&apk);
        assert_eq!(native, apktool, "{name}");
        println!(
            "{name}: package {}, {} activities; read_manifest {native_time:?}, apktool d -s {apktool_time:?}",
            native.package,
            native.activities.len()
        );
    }
}
