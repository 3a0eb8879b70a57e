//! Signing with the debug key kept in the user's config dir. The only test of this binary,
//! because it points XDG_CONFIG_HOME/HOME at a temporary directory for the whole process.

mod support;

use std::fs;

use apk_io::{debug_keystore_path, NoProgress, Signing};
use support::*;

#[test]
fn debug_key_is_created_once_in_the_config_dir() {
    if !tools_available() {
        return;
    }
    let Some(apk_path) =
        optional_file("/usr/share/doc/androguard/examples/android/TC/bin/TC-debug.apk")
    else {
        return;
    };
    let tmp = tempfile::tempdir().unwrap();
    let config = tmp.path().join("config");
    std::env::set_var("XDG_CONFIG_HOME", &config);
    let expected = config.join("adaptrace").join("debug.keystore");
    assert_eq!(debug_keystore_path().unwrap(), expected);

    let decoded = apk_io::decode(&apk_path, &tmp.path().join("w"), &NoProgress).unwrap();
    let new =
        apk_io::assemble(&decoded.assemble_jobs(), &tmp.path().join("o"), &NoProgress).unwrap();
    let out1 = tmp.path().join("one.apk");
    apk_io::repack(&apk_path, &new, &out1, &Signing::Debug, &NoProgress).unwrap();
    assert_verifies(&out1);
    let key = fs::read(&expected).expect("debug keystore created");

    // Second use: same keystore, and the output may replace its own input.
    let out2 = tmp.path().join("two.apk");
    fs::copy(&out1, &out2).unwrap();
    apk_io::repack(&out2, &new, &out2, &Signing::Debug, &NoProgress).unwrap();
    assert_verifies(&out2);
    assert_eq!(fs::read(&expected).unwrap(), key, "keystore was recreated");
    let leftovers: Vec<_> = fs::read_dir(tmp.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".adaptrace-"))
        .collect();
    assert!(leftovers.is_empty(), "temporary files left: {leftovers:?}");

    // A relative XDG_CONFIG_HOME is ignored (per the XDG spec): HOME/.config is used.
    std::env::set_var("XDG_CONFIG_HOME", "relative/dir");
    std::env::set_var("HOME", tmp.path());
    assert_eq!(
        debug_keystore_path().unwrap(),
        tmp.path().join(".config/adaptrace/debug.keystore")
    );
}
