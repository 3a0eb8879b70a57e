//! `pm` (install, list packages, path, uninstall), `am` (start, force-stop) and `run-as`.
//!
//! An installed package is the directory `/data/app/<package>/` holding `base.apk` and
//! `launcher` (the launcher activity's class, read from the manifest at install); so the
//! package list is whatever is on disk, and survives a restart of the simulator.

use std::ffi::OsString;
use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::time::{Duration, Instant};

use apk_io::{ApkError, Manifest, NoProgress};

use super::sandbox;
use super::services::ShellIo;
use super::Device;
use crate::host::{self, RunOptions};

const APP_DIR: &str = "/data/app";
const LAUNCHER_FILE: &str = "launcher";
/// Present when the manifest says `android:debuggable="true"`.
const DEBUGGABLE_FILE: &str = "debuggable";

/// The device path of an installed package's APK.
pub fn apk_path(package: &str) -> String {
    format!("{APP_DIR}/{package}/base.apk")
}

pub(crate) fn pm(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let rest = args.get(1..).unwrap_or_default();
    match args.first().map(String::as_str) {
        Some("install") => install(rest, io, device),
        Some("list") if rest.first().is_some_and(|a| a == "packages") => {
            list_packages(&rest[1..], io, device)
        }
        Some("path") => match rest.last() {
            Some(package) if installed(device, package) => {
                io.say(&format!("package:{}", apk_path(package)));
                0
            }
            _ => 1,
        },
        // `cmd package resolve-activity --brief PKG`: how a host finds the launcher activity.
        Some("resolve-activity") => {
            let launcher = rest
                .iter()
                .rfind(|a| !a.starts_with('-'))
                .and_then(|package| Some((package, launcher_activity(device, package)?)))
                .filter(|(_, class)| !class.is_empty());
            match launcher {
                Some((package, class)) => {
                    io.say("priority=0 preferredOrder=0 match=0x108000 specificIndex=-1 isDefault=true");
                    io.say(&format!("{package}/{class}"));
                    0
                }
                None => {
                    io.say("No activity found");
                    1
                }
            }
        }
        Some("uninstall") => match rest.iter().rfind(|a| !a.starts_with('-')) {
            Some(package) if installed(device, package) => {
                force_stop(device, package);
                let dirs = [
                    format!("{APP_DIR}/{package}"),
                    format!("/sdcard/Android/data/{package}"),
                    data_dir(package),
                ];
                for dir in dirs {
                    if let Ok(host) = device.fs().host_path(&dir) {
                        // Absent already is fine: uninstall removes what is there.
                        let _ = fs::remove_dir_all(host);
                    }
                }
                io.say("Success");
                0
            }
            _ => {
                io.say("Failure [DELETE_FAILED_INTERNAL_ERROR]");
                1
            }
        },
        _ => {
            io.complain(
                "pm: the simulator implements install, list packages, path, resolve-activity and uninstall",
            );
            1
        }
    }
}

fn installed(device: &Device, package: &str) -> bool {
    valid_package(package)
        && device
            .fs()
            .host_path(&apk_path(package))
            .is_ok_and(|p| p.is_file())
}

/// A package name as Android accepts it: dot-separated Java identifiers, at least two parts.
fn valid_package(name: &str) -> bool {
    let parts: Vec<&str> = name.split('.').collect();
    parts.len() >= 2
        && parts.iter().all(|p| {
            p.chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
                && p.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        })
}

fn list_packages(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let with_path = args.iter().any(|a| a == "-f");
    let filter = args.iter().find(|a| !a.starts_with('-'));
    let mut packages: Vec<String> = device
        .fs()
        .host_path(APP_DIR)
        .and_then(fs::read_dir)
        .map(|entries| {
            entries
                .filter_map(Result::ok)
                .map(|e| e.file_name().to_string_lossy().into_owned())
                .filter(|p| installed(device, p))
                .collect()
        })
        .unwrap_or_default();
    packages.sort();
    for package in packages {
        if filter.is_some_and(|f| !package.contains(f.as_str())) {
            continue;
        }
        if with_path {
            io.say(&format!("package:{}={package}", apk_path(&package)));
        } else {
            io.say(&format!("package:{package}"));
        }
    }
    0
}

/// `pm install [-r -t -g -d] PATH` or `pm install -S SIZE` with the APK on stdin (adb_client
/// and newer adb stream it that way).
fn install(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let mut size = None;
    let mut path = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "-S" => {
                size = args.get(i + 1).and_then(|s| s.parse::<u64>().ok());
                if size.is_none() {
                    io.say("Error: -S needs a size in bytes");
                    return 1;
                }
                i += 1;
            }
            "-i" | "--user" | "--install-reason" => i += 1,
            flag if flag.starts_with('-') => {}
            operand => path = Some(operand.to_string()),
        }
        i += 1;
    }
    let result = match (size, path) {
        (Some(size), _) => receive_apk(size, io, device).and_then(|tmp| {
            let installed = install_apk(tmp.path(), device);
            drop(tmp);
            installed
        }),
        (None, Some(path)) => match device.fs().host_path(&path) {
            Ok(host) if host.is_file() => install_apk(&host, device),
            _ => Err(format!(
                "INSTALL_FAILED_INVALID_URI: Don't have permission or file {path} does not exist"
            )),
        },
        (None, None) => Err("INSTALL_FAILED_INVALID_URI: give the APK's path".into()),
    };
    match result {
        Ok(package) => {
            device.log(&format!("installed {package}"));
            io.say("Success");
            0
        }
        Err(why) => {
            io.say(&format!("Failure [{why}]"));
            1
        }
    }
}

/// Reads exactly `size` bytes of stdin into a temporary file.
fn receive_apk(
    size: u64,
    io: &mut ShellIo,
    device: &Device,
) -> Result<tempfile::NamedTempFile, String> {
    let dir = device
        .fs()
        .host_path("/data/local/tmp")
        .map_err(|e| format!("INSTALL_FAILED_INTERNAL_ERROR: {e}"))?;
    let mut tmp = tempfile::Builder::new()
        .prefix(".devsim-install-")
        .suffix(".apk")
        .tempfile_in(&dir)
        .map_err(|e| format!("INSTALL_FAILED_INSUFFICIENT_STORAGE: {e}"))?;
    let mut got = 0u64;
    while got < size {
        let Some(data) = io.read_stdin() else {
            return Err(format!(
                "INSTALL_FAILED_INVALID_APK: stdin ended after {got} of {size} bytes"
            ));
        };
        let take = data.len().min((size - got) as usize);
        tmp.write_all(&data[..take])
            .map_err(|e| format!("INSTALL_FAILED_INSUFFICIENT_STORAGE: {e}"))?;
        got += take as u64;
    }
    Ok(tmp)
}

/// Reads the binary manifest, then copies the APK to `/data/app/<package>/base.apk`.
fn install_apk(apk: &Path, device: &Device) -> Result<String, String> {
    let manifest = read_manifest(apk)?;
    let package = manifest.package.clone();
    if !valid_package(&package) {
        return Err(format!(
            "INSTALL_PARSE_FAILED_BAD_PACKAGE_NAME: `{package}` is not a package name"
        ));
    }
    let launcher = manifest
        .launcher_activities()
        .next()
        .map(|a| a.target_activity.clone().unwrap_or_else(|| a.name.clone()))
        .unwrap_or_default();
    let internal = |e: io::Error| format!("INSTALL_FAILED_INTERNAL_ERROR: {e}");
    let dir = device
        .fs()
        .host_path(&format!("{APP_DIR}/{package}"))
        .map_err(internal)?;
    // One install at a time, so two installs of a package cannot interleave their files.
    let _guard = device.install_lock();
    fs::create_dir_all(&dir).map_err(internal)?;
    let tmp = dir.join(".base.apk.part");
    fs::copy(apk, &tmp).map_err(internal)?;
    fs::rename(&tmp, dir.join("base.apk")).map_err(internal)?;
    fs::write(dir.join(LAUNCHER_FILE), launcher).map_err(internal)?;
    let debuggable = dir.join(DEBUGGABLE_FILE);
    if manifest.debuggable {
        fs::write(&debuggable, "").map_err(internal)?;
    } else if debuggable.exists() {
        fs::remove_file(&debuggable).map_err(internal)?;
    }
    Ok(package)
}

/// The app's internal data directory, which only the app (and `run-as`) may read.
pub fn data_dir(package: &str) -> String {
    format!("/data/data/{package}")
}

/// `run-as PACKAGE COMMAND [ARG...]`: runs a file command as the app, in its data directory
/// (relative paths start there), as a phone does for a debuggable app only.
pub(crate) fn run_as(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let Some((package, command)) = args.split_first().filter(|(_, c)| !c.is_empty()) else {
        io.complain("run-as: usage: run-as <package-name> <command> [<args>]");
        return 1;
    };
    if !installed(device, package) {
        io.complain(&format!("run-as: unknown package: {package}"));
        return 1;
    }
    let debuggable = device
        .fs()
        .host_path(&format!("{APP_DIR}/{package}/{DEBUGGABLE_FILE}"))
        .is_ok_and(|p| p.is_file());
    if !debuggable {
        io.complain(&format!("run-as: package not debuggable: {package}"));
        return 1;
    }
    if !matches!(command[0].as_str(), "ls" | "cat" | "rm" | "mkdir" | "mv") {
        io.complain("run-as: the simulator runs ls, cat, rm, mkdir and mv as the app");
        return 1;
    }
    let home = data_dir(package);
    let words: Vec<String> = command
        .iter()
        .enumerate()
        .map(|(i, word)| {
            let is_path = i > 0 && !word.starts_with('-') && !word.starts_with('/');
            if is_path {
                format!("{home}/{word}")
            } else {
                word.clone()
            }
        })
        .collect();
    super::shell::command(&words, io, device)
}

fn read_manifest(apk: &Path) -> Result<Manifest, String> {
    apk_io::read_manifest(apk).map_err(|e| match e {
        ApkError::NoManifest { .. } => format!("INSTALL_PARSE_FAILED_NOT_APK: {e}"),
        ApkError::Manifest { .. } | ApkError::BinaryXml { .. } => {
            format!("INSTALL_PARSE_FAILED_MANIFEST_MALFORMED: {e}")
        }
        _ => format!("INSTALL_FAILED_INTERNAL_ERROR: {e}"),
    })
}

/// `am start [-W] [-S] -n PKG/CLASS [-e|--es KEY VALUE]...` and `am force-stop PKG`.
pub(crate) fn am(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    match args.first().map(String::as_str) {
        Some("start") | Some("start-activity") => start(&args[1..], io, device),
        Some("force-stop") | Some("kill") => match args.last() {
            Some(package) if args.len() > 1 => {
                force_stop(device, package);
                0
            }
            _ => {
                io.complain("am force-stop: give a package");
                1
            }
        },
        _ => {
            io.complain("am: the simulator implements start and force-stop");
            1
        }
    }
}

fn start(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let mut wait = false;
    let mut component = None;
    let mut extras: Vec<OsString> = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let value = |k: usize| args.get(i + k).cloned();
        match args[i].as_str() {
            "-W" => wait = true,
            "-S" | "-R" | "--activity-clear-task" => {}
            "-n" => {
                component = value(1);
                i += 1;
            }
            "-a" | "-c" | "-d" | "-t" | "-f" | "--user" => i += 1,
            "-e" | "--es" | "--ei" | "--ez" | "--el" | "--ef" => {
                let (Some(key), Some(val)) = (value(1), value(2)) else {
                    io.complain(&format!("Error: {} needs a key and a value", args[i]));
                    return 1;
                };
                extras.push(format!("{key}={val}").into());
                i += 2;
            }
            other => {
                io.complain(&format!(
                    "Error: unknown option {other} (simulated: -W -S -n -e/--es/--ei/--ez)"
                ));
                return 1;
            }
        }
        i += 1;
    }
    let Some(component) = component else {
        io.complain("Error: give the activity with -n PACKAGE/CLASS");
        return 1;
    };
    let Some((package, class)) = component.split_once('/') else {
        io.complain(&format!("Error: Bad component name: {component}"));
        return 1;
    };
    let class = match class.strip_prefix('.') {
        Some(_) => format!("{package}{class}"),
        None => class.to_string(),
    };
    io.say(&format!("Starting: Intent {{ cmp={component} }}"));
    let missing = || format!("Error: Activity class {{{package}/{class}}} does not exist.");
    if !installed(device, package) {
        io.complain(&missing());
        return 1;
    }
    let launched = launch(device, package, &class, &extras);
    let started = Instant::now();
    let id = match launched {
        Ok(id) => id,
        Err(Launched::NoClass) => {
            io.complain(&missing());
            return 1;
        }
        Err(Launched::Failed(why)) => {
            io.complain(&format!("Error: {why}"));
            return 1;
        }
    };
    if wait {
        let status = wait_for(device, package, id);
        let ms = started.elapsed().as_millis();
        device.log(&format!("{package}: {status}"));
        device.app_log_line(&format!("I ActivityManager: {package}: {status}"));
        io.say("Status: ok");
        io.say("LaunchState: COLD");
        io.say(&format!("Activity: {package}/{class}"));
        io.say(&format!("TotalTime: {ms}"));
        io.say(&format!("WaitTime: {ms}"));
        io.say("Complete");
    } else {
        let device_package = package.to_string();
        let device = device.clone();
        // Reaps the process; `am start` without -W returns at once, as on a device.
        std::thread::spawn(move || {
            let status = wait_for(&device, &device_package, id);
            device.log(&format!("{device_package}: {status}"));
            device.app_log_line(&format!("I ActivityManager: {device_package}: {status}"));
        });
    }
    0
}

enum Launched {
    NoClass,
    Failed(String),
}

/// Starts the activity's lifecycle on the host JVM; returns the launch id.
fn launch(
    device: &Device,
    package: &str,
    class: &str,
    extras: &[OsString],
) -> Result<u64, Launched> {
    let failed = |e: &dyn std::fmt::Display| Launched::Failed(e.to_string());
    let apk = device
        .fs()
        .host_path(&apk_path(package))
        .map_err(|e| failed(&e))?;
    let jars = host::prepare_jars(&apk, device.toolchain(), device.cache(), &NoProgress)
        .map_err(|e| failed(&e))?;
    // What the host cannot run of the app, where the user looks for what went wrong.
    for warning in &jars.warnings {
        device.app_log_line(&format!("W adaptrace-devsim: {package}: {warning}"));
    }
    // The runtime picks its trace directory as on a phone, below the device's root.
    let options = RunOptions {
        java: device.java().map(PathBuf::from),
        java_opts: vec![format!("-Dadaptrace.package={package}").into()],
        device_root: Some(device.fs().root().to_path_buf()),
    };
    let mut command = match host::command(&jars, class, extras, None, &options) {
        Ok(c) => c,
        Err(host::HostError::ClassNotFound { .. }) | Err(host::HostError::NotRunnable { .. }) => {
            return Err(Launched::NoClass)
        }
        Err(e) => return Err(failed(&e)),
    };
    let log = device.app_log().map_err(|e| failed(&e))?;
    let mut log2 = log.try_clone().map_err(|e| failed(&e))?;
    command
        .stdin(Stdio::null())
        .stdout(log)
        .stderr(Stdio::piped());
    if device.storage_rules() {
        sandbox::restrict(&mut command);
    } else {
        device.app_log_line(&format!(
            "W adaptrace-devsim: {package}: not held to Android 11+'s storage rule (the \
             simulator needs root to start apps without root's file access)"
        ));
    }
    force_stop(device, package);
    let mut child = command
        .spawn()
        .map_err(|e| failed(&format!("cannot start java: {e}")))?;
    // stderr reaches the log through a relay that explains a VerifyError once the app ends.
    if let Some(stderr) = child.stderr.take() {
        let package = package.to_string();
        std::thread::spawn(move || {
            if let Some(advice) = host::relay_stderr(&jars, stderr, &mut log2) {
                // A full disk loses a log line, nothing more.
                let _ = writeln!(log2, "E adaptrace-devsim: {package}: {advice}");
            }
        });
    }
    device.log(&format!("{package}: started {class} (pid {})", child.id()));
    Ok(device.register(package, child))
}

/// Waits until launch `id` of `package` ends; describes how.
fn wait_for(device: &Device, package: &str, id: u64) -> String {
    loop {
        match device.poll(package, id) {
            Some(Ok(Some(status))) => return format!("process exited ({status})"),
            Some(Ok(None)) => std::thread::sleep(Duration::from_millis(20)),
            Some(Err(e)) => return format!("cannot wait for the process: {e}"),
            None => return "process was stopped (am force-stop)".into(),
        }
    }
}

/// `monkey -p PACKAGE [-c CATEGORY] N`: starts the package's launcher activity, as the
/// usual way to launch an app without naming its activity.
pub(crate) fn monkey(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let package = args
        .iter()
        .position(|a| a == "-p")
        .and_then(|i| args.get(i + 1));
    let Some(package) = package else {
        io.complain("monkey: the simulator only launches an app: monkey -p PACKAGE 1");
        return 1;
    };
    let launcher = launcher_activity(device, package);
    let Some(launcher) = launcher.filter(|l| !l.is_empty()) else {
        io.say("** No activities found to run, monkey aborted.");
        return 251;
    };
    start(
        &["-n".to_string(), format!("{package}/{launcher}")],
        io,
        device,
    )
}

/// The launcher activity recorded at install, if the package is installed.
pub fn launcher_activity(device: &Device, package: &str) -> Option<String> {
    if !installed(device, package) {
        return None;
    }
    let file = device
        .fs()
        .host_path(&format!("{APP_DIR}/{package}/{LAUNCHER_FILE}"))
        .ok()?;
    fs::read_to_string(file).ok()
}

/// `pidof PACKAGE...`: the pids of the running ones, on one line; exit 1 when none runs (as
/// toybox's pidof). The device loop asks it before pulling a trace that may still be written.
pub(crate) fn pidof(args: &[String], io: &mut ShellIo, device: &Device) -> u8 {
    let pids: Vec<String> = args
        .iter()
        .filter_map(|package| device.pid(package))
        .map(|pid| pid.to_string())
        .collect();
    if pids.is_empty() {
        return 1;
    }
    io.say(&pids.join(" "));
    0
}

fn force_stop(device: &Device, package: &str) {
    if device.kill(package) {
        device.log(&format!("{package}: force-stopped"));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn package_names() {
        for good in ["com.example", "a.b_c.D1", "_x.y"] {
            assert!(valid_package(good), "{good}");
        }
        for bad in ["", "single", "a..b", "a.1b", "a/b.c", "../x.y", "a.b c"] {
            assert!(!valid_package(bad), "{bad}");
        }
    }
}
