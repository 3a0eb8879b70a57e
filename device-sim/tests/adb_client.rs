//! The simulator through adb_client's direct TCP device (no adb server): handshake with a key
//! made here, shell, push, pull, stat, list and install. adb_client blocks forever on a dead
//! peer, so every call runs under a timeout.

use std::net::{Ipv4Addr, SocketAddrV4};
use std::path::Path;
use std::time::Instant;

use adaptrace_test_support::{build_apk, rsa_key, tier, within, Devsim, Tier, PACKAGE};
use adb_client::tcp::ADBTcpDevice;
use adb_client::{ADBDeviceExt, ADBListItemType};

fn shell(device: &mut ADBTcpDevice, command: &str) -> String {
    let mut out = Vec::new();
    device
        .shell_command(&command, Some(&mut out), None)
        .unwrap();
    String::from_utf8(out).unwrap()
}

/// The simulator binary cargo built for these tests.
fn devsim() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_adaptrace-devsim"))
}

#[test]
fn adb_client_tcp_device_talks_to_the_simulator() {
    if !tier(Tier::Device) {
        return;
    }
    let start = Instant::now();
    let tmp = tempfile::tempdir().unwrap();
    let apk = build_apk(tmp.path(), "hello.apk");
    let key = rsa_key(tmp.path());
    let sim = Devsim::start(
        devsim(),
        &tmp.path().join("root"),
        &tmp.path().join("cache"),
        &[],
    );
    let root = sim.root.clone();
    let address = SocketAddrV4::new(Ipv4Addr::LOCALHOST, sim.port);

    within(120, "the adb_client session", move || {
        let mut device = ADBTcpDevice::new_with_custom_private_key(address, &key).unwrap();
        assert_eq!(
            shell(&mut device, "getprop ro.product.model"),
            "adaptrace-devsim\n"
        );
        // v1 shell: stderr merged into stdout.
        assert_eq!(
            shell(&mut device, "ls '/no such'"),
            "ls: /no such: No such file or directory\n"
        );

        let data: Vec<u8> = (0..200_000u32).map(|i| (i % 253) as u8).collect();
        device
            .push(&mut data.as_slice(), &"/sdcard/c/data.bin")
            .unwrap();
        assert_eq!(std::fs::read(root.join("sdcard/c/data.bin")).unwrap(), data);
        let stat = device.stat(&"/sdcard/c/data.bin").unwrap();
        assert_eq!(stat.file_size, 200_000);
        assert_eq!(stat.file_perm & 0o170_000, 0o100_000);
        assert_eq!(device.stat(&"/sdcard/none").unwrap().file_perm, 0);
        let mut back = Vec::new();
        device.pull(&"/sdcard/c/data.bin", &mut back).unwrap();
        assert_eq!(back, data);
        assert!(device.pull(&"/sdcard/none", &mut Vec::new()).is_err());

        let names: Vec<String> = device
            .list(&"/sdcard/c")
            .unwrap()
            .into_iter()
            .filter_map(|item| match item {
                ADBListItemType::File(f) => Some(f.name),
                _ => None,
            })
            .collect();
        assert_eq!(names, ["data.bin"]);

        // adb_client streams the APK into `exec:cmd package 'install' -S SIZE`.
        device.install(&apk, None).unwrap();
        assert_eq!(
            shell(&mut device, "pm list packages"),
            format!("package:{PACKAGE}\n")
        );
        let out = shell(
            &mut device,
            &format!("am start -W -n {PACKAGE}/.MainActivity"),
        );
        assert!(out.contains("Complete"), "{out}");
        assert!(root
            .join("sdcard/Android/data")
            .join(PACKAGE)
            .join("files/adaptrace/trace.bin")
            .is_file());
    });
    eprintln!("adb_client test: {:?}", start.elapsed());
}
