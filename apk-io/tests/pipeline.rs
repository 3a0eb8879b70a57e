//! decode -> assemble -> repack with the real tools, on fixtures built at test time and on the
//! sample APKs Debian's androguard package ships (skipped with a message when absent).

mod support;

use std::fs;
use std::path::Path;

use apk_io::{self, ApkError, DexFile, InputKind, ManifestInfo, NoProgress, Signing, Toolchain};
use support::*;
use zip::CompressionMethod::{Deflated, Stored};

const TC_APK: &str = "/usr/share/doc/androguard/examples/android/TC/bin/TC-debug.apk";
const TEST_APK: &str = "/usr/share/doc/androguard/examples/dalvik/test/bin/Test-debug.apk";
const DEX_036: &str =
    "/usr/share/doc/androguard/examples/tests/921d74ac9568121d0ea1453922a369cb66739c68.36.dex";

fn is_signature(name: &str) -> bool {
    name.starts_with("META-INF/") && !name[9..].contains('/') && {
        let u = name.to_ascii_uppercase();
        u.ends_with(".SF")
            || u.ends_with(".RSA")
            || u.ends_with(".DSA")
            || u.ends_with(".EC")
            || u.ends_with("/MANIFEST.MF")
    }
}

/// Full pipeline on a real APK: manifest facts, signature, byte-identical non-dex entries,
/// smali unchanged through the round trip.
fn real_apk_roundtrip(apk_path: &Path, package: &str, launcher: &str) {
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("work");
    let progress = Recorder::default();
    let decoded = apk_io::decode(apk_path, &work, &progress).unwrap();

    assert_eq!(decoded.kind, InputKind::Apk);
    assert_eq!(decoded.dexes.len(), 1);
    let dex = &decoded.dexes[0];
    assert_eq!(dex.name, "classes.dex");
    assert_eq!(dex.version.0, 35);
    assert!(dex.smali_dir.starts_with(&work));
    let manifest = decoded.manifest().expect("manifest decoded");
    assert_eq!(manifest.package, package);
    let launchers: Vec<&str> = manifest
        .launcher_activities()
        .map(|a| a.name.as_str())
        .collect();
    assert_eq!(launchers, vec![launcher]);
    assert!(decoded.apktool.is_some());
    let events = progress.events();
    assert!(
        events.contains(&"disassemble:done:classes.dex".to_string()),
        "{events:?}"
    );
    assert!(events.contains(&"manifest:end".to_string()), "{events:?}");

    let new = apk_io::assemble(
        &decoded.assemble_jobs(),
        &tmp.path().join("out"),
        &NoProgress,
    )
    .unwrap();
    let out = tmp.path().join("app.out.apk");
    let signing = Signing::Keystore(keystore(tmp.path()));
    apk_io::repack(apk_path, &new, &out, &signing, &NoProgress).unwrap();

    assert_verifies(&out);
    let before = raw_entries(apk_path);
    let after = raw_entries(&out);
    let kept = |e: &&RawEntry| e.name != "classes.dex" && !is_signature(&e.name);
    let before_kept: Vec<&RawEntry> = before.iter().filter(kept).collect();
    let after_kept: Vec<&RawEntry> = after.iter().filter(kept).collect();
    assert_eq!(before_kept.len(), after_kept.len());
    for (b, a) in before_kept.iter().zip(&after_kept) {
        assert_eq!(b.name, a.name, "entry order changed");
        assert_eq!(b.method, a.method, "{}: compression changed", b.name);
        assert!(b.raw == a.raw, "{}: stored bytes changed", b.name);
        if a.method == Stored {
            assert_eq!(a.data_start % 4, 0, "{} not aligned", a.name);
        }
    }
    let arsc = after.iter().find(|e| e.name == "resources.arsc").unwrap();
    assert_eq!(arsc.method, Stored);
    // The original v1 signature (CERT.*) is gone; apksigner wrote its own.
    assert!(!after.iter().any(|e| e.name == "META-INF/CERT.SF"));

    let new_dex = tmp.path().join("new.dex");
    fs::write(&new_dex, entry_bytes(&out, "classes.dex")).unwrap();
    assert_same_smali(
        &baksmali(&dex.dex_path, &tmp.path().join("orig-smali")),
        &baksmali(&new_dex, &tmp.path().join("new-smali")),
    );
}

#[test]
fn tc_apk_roundtrip() {
    if !tools_available() {
        return;
    }
    let Some(apk) = optional_file(TC_APK) else {
        return;
    };
    real_apk_roundtrip(
        &apk,
        "org.t0t0.androguard.TC",
        "org.t0t0.androguard.TC.TCActivity",
    );
}

#[test]
fn test_apk_roundtrip() {
    if !tools_available() {
        return;
    }
    let Some(apk) = optional_file(TEST_APK) else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let work = tmp.path().join("w");
    let decoded = apk_io::decode(&apk, &work, &NoProgress).unwrap();
    let m = decoded.manifest().expect("manifest decoded").clone();
    assert!(!m.package.is_empty());
    assert_eq!(m.launcher_activities().count(), 1);
    real_apk_roundtrip(
        &apk,
        &m.package,
        &m.launcher_activities().next().unwrap().name,
    );
}

/// A multidex APK made here: repack keeps every other entry as stored, stores resources.arsc,
/// drops the v1 signature, aligns, and the default signing path works with a given keystore.
#[test]
fn synthetic_multidex_apk_layout() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let d1 = fs::read(build_dex(tmp.path(), "a.dex", &[CLASS_A], 15)).unwrap();
    let d2 = fs::read(build_dex(tmp.path(), "b.dex", &[CLASS_B], 15)).unwrap();
    let arsc = vec![7u8; 3001];
    let so = vec![0x7fu8; 5003];
    let apk_path = tmp.path().join("multi.apk");
    write_zip(
        &apk_path,
        &[
            ("AndroidManifest.xml", b"not really binary xml", Deflated),
            ("classes.dex", &d1, Deflated),
            ("classes2.dex", &d2, Deflated),
            ("resources.arsc", &arsc, Deflated),
            ("assets/odd.bin", b"123", Stored),
            ("lib/x86/libfoo.so", &so, Stored),
            ("res/raw/text.txt", b"hello hello hello hello", Deflated),
            (
                "META-INF/MANIFEST.MF",
                b"Manifest-Version: 1.0\r\n",
                Deflated,
            ),
            ("META-INF/CERT.SF", b"sf", Deflated),
            ("META-INF/CERT.RSA", b"rsa", Deflated),
            ("META-INF/services/a.B", b"c.D\n", Deflated),
            ("classes3.dex.txt", b"not a dex entry", Stored),
        ],
    );

    // Decoding finds both dex files in multidex order; apktool cannot read the fake
    // manifest, so the manifest is unavailable but decode succeeds.
    let decoded = apk_io::decode(&apk_path, &tmp.path().join("work"), &NoProgress).unwrap();
    let names: Vec<&str> = decoded.dexes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, vec!["classes.dex", "classes2.dex"]);
    assert!(
        matches!(decoded.manifest, Some(ManifestInfo::Unavailable { .. })),
        "{:?}",
        decoded.manifest
    );
    assert!(decoded
        .work_dir
        .join("smali/classes2/fix/B.smali")
        .is_file());

    let new = apk_io::assemble(
        &decoded.assemble_jobs(),
        &tmp.path().join("out"),
        &NoProgress,
    )
    .unwrap();
    let out = tmp.path().join("multi.out.apk");
    let progress = Recorder::default();
    apk_io::repack(&apk_path, &new, &out, &Signing::Unsigned, &progress).unwrap();
    let events = progress.events();
    for e in [
        "repack:done:classes.dex",
        "repack:done:classes2.dex",
        "zipalign:end",
    ] {
        assert!(events.contains(&e.to_string()), "{e} missing in {events:?}");
    }

    let after = raw_entries(&out);
    let names: Vec<&str> = after.iter().map(|e| e.name.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "AndroidManifest.xml",
            "classes.dex",
            "classes2.dex",
            "resources.arsc",
            "assets/odd.bin",
            "lib/x86/libfoo.so",
            "res/raw/text.txt",
            "META-INF/services/a.B",
            "classes3.dex.txt",
        ]
    );
    let before = raw_entries(&apk_path);
    for a in &after {
        let b = before.iter().find(|b| b.name == a.name).unwrap();
        match a.name.as_str() {
            "classes.dex" | "classes2.dex" => assert_eq!(a.method, Deflated),
            "resources.arsc" => {
                assert_eq!(a.method, Stored);
                assert_eq!(a.raw, arsc);
            }
            _ => {
                assert_eq!(a.method, b.method, "{}", a.name);
                assert_eq!(a.raw, b.raw, "{}", a.name);
            }
        }
        if a.method == Stored {
            let align = if a.name.ends_with(".so") { 4096 } else { 4 };
            assert_eq!(a.data_start % align, 0, "{} not aligned", a.name);
        }
    }
    fs::write(tmp.path().join("n2.dex"), entry_bytes(&out, "classes2.dex")).unwrap();
    let new_smali = baksmali(&tmp.path().join("n2.dex"), &tmp.path().join("n2"));
    assert_same_smali(&tree(&decoded.dexes[1].smali_dir), &new_smali);
}

#[test]
fn jar_roundtrip() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let d1 = fs::read(build_dex(tmp.path(), "a.dex", &[CLASS_A], 15)).unwrap();
    let d2 = fs::read(build_dex(tmp.path(), "b.dex", &[CLASS_B], 15)).unwrap();
    // Named .zip and listing classes2 first: kind and order come from content and names.
    let jar = tmp.path().join("lib.zip");
    write_zip(
        &jar,
        &[
            (
                "META-INF/MANIFEST.MF",
                b"Manifest-Version: 1.0\r\n",
                Deflated,
            ),
            ("classes2.dex", &d2, Stored),
            ("classes.dex", &d1, Deflated),
            ("com/x/data.properties", b"k=v\n", Deflated),
        ],
    );
    let decoded = apk_io::decode(&jar, &tmp.path().join("w"), &NoProgress).unwrap();
    assert_eq!(decoded.kind, InputKind::Jar);
    assert!(decoded.manifest.is_none());
    let names: Vec<&str> = decoded.dexes.iter().map(|d| d.name.as_str()).collect();
    assert_eq!(names, vec!["classes.dex", "classes2.dex"]);

    let new =
        apk_io::assemble(&decoded.assemble_jobs(), &tmp.path().join("o"), &NoProgress).unwrap();
    let out = tmp.path().join("lib.out.jar");
    apk_io::repack(&jar, &new, &out, &Signing::Debug, &NoProgress).unwrap();
    let after = raw_entries(&out);
    let names: Vec<&str> = after.iter().map(|e| e.name.as_str()).collect();
    // JAR output: not signed, the stale manifest is gone, new dexes at the first dex position.
    assert_eq!(
        names,
        vec!["classes.dex", "classes2.dex", "com/x/data.properties"]
    );
    // classes2.dex was stored in the original and stays stored.
    assert_eq!(after[1].method, Stored);
    for (i, dex) in decoded.dexes.iter().enumerate() {
        let p = tmp.path().join(format!("r{i}.dex"));
        fs::write(&p, entry_bytes(&out, &dex.name)).unwrap();
        assert_same_smali(
            &tree(&dex.smali_dir),
            &baksmali(&p, &tmp.path().join(format!("r{i}"))),
        );
    }
}

/// A bare dex 039 that needs API 28 (const-method-handle) comes back as dex 039.
#[test]
fn dex_039_roundtrip_keeps_version() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dex = build_dex(tmp.path(), "h.bin", &[CLASS_HANDLE, CLASS_A], 28);
    let decoded = apk_io::decode(&dex, &tmp.path().join("w"), &NoProgress).unwrap();
    assert_eq!(decoded.kind, InputKind::Dex);
    assert_eq!(decoded.dexes[0].version.0, 39);
    let jobs = decoded.assemble_jobs();
    assert_eq!(jobs[0].api, 30);
    let new = apk_io::assemble(&jobs, &tmp.path().join("o"), &NoProgress).unwrap();
    let out = tmp.path().join("h.out.dex");
    apk_io::repack(&dex, &new, &out, &Signing::Debug, &NoProgress).unwrap();
    assert_eq!(dex_version_of(&out), "039");
    assert_same_smali(
        &tree(&decoded.dexes[0].smali_dir),
        &baksmali(&out, &tmp.path().join("back")),
    );

    // At API 15 the same smali does not assemble: the error names the dex and the line.
    let mut low = jobs[0].clone();
    low.api = 15;
    let err = apk_io::assemble(&[low], &tmp.path().join("o15"), &NoProgress).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, ApkError::ToolFailed { .. }), "{msg}");
    assert!(msg.starts_with("classes.dex (from "), "{msg}");
    assert!(msg.contains("smali a --api 15"), "{msg}");
    assert!(msg.contains("H.smali[9,4]"), "{msg}");
    assert!(msg.contains("raise the API level"), "{msg}");

    // A bare dex input takes exactly one dex back.
    let two = vec![
        new[0].clone(),
        DexFile {
            name: "classes2.dex".into(),
            path: new[0].path.clone(),
        },
    ];
    let err = apk_io::repack(&dex, &two, &out, &Signing::Unsigned, &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::DexMismatch { .. }), "{err}");
}

#[test]
fn smali_syntax_error_names_dex_and_file() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dex = build_dex(tmp.path(), "x.dex", &[CLASS_A], 15);
    let jar = tmp.path().join("x.jar");
    write_zip(&jar, &[("classes.dex", &fs::read(&dex).unwrap(), Deflated)]);
    let decoded = apk_io::decode(&jar, &tmp.path().join("w"), &NoProgress).unwrap();
    let file = decoded.dexes[0].smali_dir.join("fix/A.smali");
    let text = fs::read_to_string(&file)
        .unwrap()
        .replace("return-void", "return-nothing");
    fs::write(&file, text).unwrap();
    let err =
        apk_io::assemble(&decoded.assemble_jobs(), &tmp.path().join("o"), &NoProgress).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, ApkError::ToolFailed { .. }), "{msg}");
    assert!(msg.starts_with("classes.dex (from "), "{msg}");
    assert!(msg.contains("A.smali["), "{msg}");
}

/// Several dex files assembled in one JVM: the failing one is named, not the group's first,
/// and a group that succeeds writes every dex.
#[test]
fn batched_assembly_names_the_failing_dex() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let dex = build_dex(tmp.path(), "x.dex", &[CLASS_A], 15);
    let decoded = apk_io::decode(&dex, &tmp.path().join("w"), &NoProgress).unwrap();
    let good = decoded.dexes[0].assemble_job();
    let broken_dir = tmp.path().join("broken");
    fs::create_dir_all(broken_dir.join("fix")).unwrap();
    let text = fs::read_to_string(good.smali_dir.join("fix/A.smali"))
        .unwrap()
        .replace("return-void", "return-nothing");
    fs::write(broken_dir.join("fix/A.smali"), text).unwrap();
    let job = |name: &str, dir: &Path| apk_io::AssembleJob {
        name: name.to_string(),
        smali_dir: dir.to_path_buf(),
        api: good.api,
    };
    // One worker: all jobs share a group, so they run in one JVM.
    let tc = Toolchain::from_env().with_jobs(1);
    let ok = [
        job("classes.dex", &good.smali_dir),
        job("classes2.dex", &good.smali_dir),
    ];
    let written = tc
        .assemble(&ok, &tmp.path().join("ok"), &NoProgress)
        .unwrap();
    assert_eq!(written.len(), 2);
    assert!(written.iter().all(|d| d.path.is_file()), "{written:?}");

    let failing = [
        job("classes.dex", &good.smali_dir),
        job("classes2.dex", &broken_dir),
        job("classes3.dex", &good.smali_dir),
    ];
    let err = tc
        .assemble(&failing, &tmp.path().join("bad"), &NoProgress)
        .unwrap_err();
    let msg = err.to_string();
    assert!(msg.starts_with("classes2.dex (from "), "{msg}");
    assert!(msg.contains("A.smali["), "{msg}");
}

/// Resources that apktool cannot decode: it is re-run with -r, the manifest is reported
/// unavailable and the code is decoded all the same.
#[test]
fn broken_resources_fall_back_to_no_res() {
    if !tools_available() {
        return;
    }
    let Some(apk) = optional_file(TC_APK) else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let broken = tmp.path().join("broken.apk");
    {
        let entries = raw_entries(&apk);
        let mut rebuilt: Vec<(String, Vec<u8>)> = Vec::new();
        for e in &entries {
            let data = if e.name == "resources.arsc" {
                vec![0x02, 0x00, 0x0c, 0x00, 0xff, 0xff, 0xff, 0x7f]
            } else {
                entry_bytes(&apk, &e.name)
            };
            rebuilt.push((e.name.clone(), data));
        }
        let refs: Vec<(&str, &[u8], zip::CompressionMethod)> = rebuilt
            .iter()
            .map(|(n, d)| (n.as_str(), d.as_slice(), Deflated))
            .collect();
        write_zip(&broken, &refs);
    }
    let decoded = apk_io::decode(&broken, &tmp.path().join("w"), &NoProgress).unwrap();
    match &decoded.manifest {
        Some(ManifestInfo::Unavailable { reason }) => {
            assert!(reason.contains("apktool"), "{reason}")
        }
        other => panic!("expected an unavailable manifest, got {other:?}"),
    }
    assert!(decoded.dexes[0].smali_dir.join("org").is_dir());
    // resources.arsc was deflated in this copy: the output stores it.
    let new =
        apk_io::assemble(&decoded.assemble_jobs(), &tmp.path().join("o"), &NoProgress).unwrap();
    let out = tmp.path().join("out.apk");
    apk_io::repack(
        &broken,
        &new,
        &out,
        &Signing::Keystore(keystore(tmp.path())),
        &NoProgress,
    )
    .unwrap();
    assert_verifies(&out);
    let arsc = raw_entries(&out)
        .into_iter()
        .find(|e| e.name == "resources.arsc")
        .unwrap();
    assert_eq!(arsc.method, Stored);
}

#[test]
fn bad_inputs_give_clear_errors() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let work = |n: &str| t.join(format!("work-{n}"));
    let dex = fs::read(build_dex(t, "ok.dex", &[CLASS_B], 15)).unwrap();

    // Not found.
    let err = apk_io::decode(&t.join("nope.apk"), &work("a"), &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::InputNotFound { .. }), "{err}");
    assert!(
        err.to_string().contains("nope.apk: input not found"),
        "{err}"
    );

    // Neither zip nor dex, even when named .apk.
    let text = t.join("notes.apk");
    fs::write(&text, "hello, I am text").unwrap();
    let err = apk_io::decode(&text, &work("b"), &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::UnknownFormat { .. }), "{err}");
    assert!(err.to_string().contains("\"hello, I\""), "{err}");
    let empty = t.join("empty.dex");
    fs::write(&empty, "").unwrap();
    let err = apk_io::decode(&empty, &work("b2"), &NoProgress).unwrap_err();
    assert!(err.to_string().contains("the file is empty"), "{err}");

    // Truncated zip: the central directory is missing.
    let good = t.join("good.jar");
    write_zip(
        &good,
        &[("classes.dex", &dex, Deflated), ("x.txt", b"x", Deflated)],
    );
    let bytes = fs::read(&good).unwrap();
    let truncated = t.join("truncated.jar");
    fs::write(&truncated, &bytes[..bytes.len() / 2]).unwrap();
    let err = apk_io::decode(&truncated, &work("c"), &NoProgress).unwrap_err();
    assert!(
        matches!(err, ApkError::CorruptZip { entry: None, .. }),
        "{err}"
    );
    assert!(
        err.to_string()
            .contains("truncated.jar: corrupt or truncated zip"),
        "{err}"
    );

    // Damaged entry data: the CRC check fails and the entry is named.
    let stored = t.join("stored.jar");
    write_zip(&stored, &[("classes.dex", &dex, Stored)]);
    let mut bytes = fs::read(&stored).unwrap();
    let at = 30 + "classes.dex".len() + 0x100; // inside the stored dex, past its header
    bytes[at] ^= 0xff;
    let damaged = t.join("damaged.jar");
    fs::write(&damaged, &bytes).unwrap();
    let err = apk_io::decode(&damaged, &work("d"), &NoProgress).unwrap_err();
    assert!(
        matches!(&err, ApkError::CorruptZip { entry: Some(e), .. } if e == "classes.dex"),
        "{err}"
    );

    // A zip without dex.
    let nodex = t.join("nodex.apk");
    write_zip(
        &nodex,
        &[
            ("AndroidManifest.xml", b"x", Deflated),
            ("classes1.dex", &dex, Stored),
        ],
    );
    let err = apk_io::decode(&nodex, &work("e"), &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::NoDex { .. }), "{err}");

    // A truncated dex inside a zip, and as a bare file.
    let short = t.join("short.jar");
    write_zip(&short, &[("classes.dex", &dex[..dex.len() - 10], Deflated)]);
    let err = apk_io::decode(&short, &work("f"), &NoProgress).unwrap_err();
    assert!(
        matches!(&err, ApkError::CorruptDex { entry: Some(e), .. } if e == "classes.dex"),
        "{err}"
    );
    let short_dex = t.join("short.dex");
    fs::write(&short_dex, &dex[..dex.len() - 10]).unwrap();
    let err = apk_io::decode(&short_dex, &work("g"), &NoProgress).unwrap_err();
    assert!(
        err.to_string()
            .contains("short.dex: corrupt dex file: the header declares"),
        "{err}"
    );

    // Dex 036 is refused before baksmali runs.
    if let Some(d36) = optional_file(DEX_036) {
        let err = apk_io::decode(&d36, &work("h"), &NoProgress).unwrap_err();
        assert!(
            matches!(err, ApkError::UnsupportedDexVersion { version: 36, .. }),
            "{err}"
        );
    }

    // Missing tool.
    let tc = Toolchain::from_env().with_search_path(t.join("no-bin"));
    let err = tc.decode(&good, &work("i"), &NoProgress).unwrap_err();
    assert_eq!(
        err.to_string(),
        "baksmali not found on PATH: install the Debian package `libsmali-java` \
         (apt-get install libsmali-java) or run `make deps`"
    );

    // A work dir with someone else's files is not touched.
    let busy = work("j");
    fs::create_dir_all(busy.join("smali")).unwrap();
    fs::write(busy.join("smali/keep.txt"), "mine").unwrap();
    let err = apk_io::decode(&good, &busy, &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::WorkDirInUse { .. }), "{err}");
    assert_eq!(
        fs::read_to_string(busy.join("smali/keep.txt")).unwrap(),
        "mine"
    );
    // ... while a work dir from an earlier decode is reused.
    let reused = work("k");
    apk_io::decode(&good, &reused, &NoProgress).unwrap();
    fs::write(reused.join("smali/classes/stale.smali"), "x").unwrap();
    apk_io::decode(&good, &reused, &NoProgress).unwrap();
    assert!(!reused.join("smali/classes/stale.smali").exists());
}

#[test]
fn path_traversal_entries_are_refused() {
    if !tools_available() {
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let t = tmp.path();
    let dex = fs::read(build_dex(t, "ok.dex", &[CLASS_B], 15)).unwrap();
    let sandbox = t.join("sandbox");
    fs::create_dir_all(&sandbox).unwrap();
    for (i, evil) in ["../evil", "a/../../evil", "/tmp/adaptrace-evil-abs"]
        .iter()
        .enumerate()
    {
        let zip = t.join(format!("evil{i}.apk"));
        write_zip(
            &zip,
            &[
                ("AndroidManifest.xml", b"x", Deflated),
                ("classes.dex", &dex, Deflated),
                (evil, b"pwned", Deflated),
            ],
        );
        let work = sandbox.join("w").join("inner");
        let err = apk_io::decode(&zip, &work, &NoProgress).unwrap_err();
        assert!(
            matches!(&err, ApkError::UnsafeEntryName { entry, .. } if entry == evil),
            "{evil}: {err}"
        );
        assert!(err.to_string().contains("refusing"), "{err}");
        assert!(!work.exists(), "nothing may be written for {evil}");
        assert!(!sandbox.join("w/evil").exists() && !sandbox.join("evil").exists());
        assert!(!Path::new("/tmp/adaptrace-evil-abs").exists());
        // repack refuses it as well.
        let err = apk_io::repack(&zip, &[], &t.join("o.apk"), &Signing::Unsigned, &NoProgress)
            .unwrap_err();
        assert!(matches!(err, ApkError::UnsafeEntryName { .. }), "{err}");
    }
}

#[test]
fn invalid_dex_names_are_refused() {
    let tmp = tempfile::tempdir().unwrap();
    let bogus = DexFile {
        name: "../classes.dex".into(),
        path: tmp.path().join("x.dex"),
    };
    let err = apk_io::repack(
        &tmp.path().join("in.jar"),
        &[bogus],
        &tmp.path().join("o"),
        &Signing::Unsigned,
        &NoProgress,
    )
    .unwrap_err();
    assert!(matches!(err, ApkError::InvalidDexName { .. }), "{err}");
    let job = apk_io::AssembleJob {
        name: "classes1.dex".into(),
        smali_dir: tmp.path().into(),
        api: 15,
    };
    let err = apk_io::assemble(&[job], tmp.path(), &NoProgress).unwrap_err();
    assert!(matches!(err, ApkError::InvalidDexName { .. }), "{err}");
}
