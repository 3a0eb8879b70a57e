//! The storage rule a current Android (API 30+) holds an app's process to: only the system
//! creates `/sdcard/Android/data/<package>/` (when the app asks a `Context` for its external
//! files directory); the app's own `mkdirs` there fails.
//!
//! A phone enforces it with per-app uids. Here apps run as the simulator's user, so the rule is
//! made of file modes: `Android/data` is read-only (0555), and the app's JVM starts without the
//! capabilities that let root ignore modes. The stand-in `Context` (the system's part of the
//! app's process) lifts the mode for its one `mkdir`. The simulator itself keeps its
//! capabilities: the shell, `adb push` and `pm` act as the system does.
//!
//! Only a simulator running as root with `CAP_SETPCAP` can start apps without those
//! capabilities; any other is not held to the rule (its own writes would be refused too) and
//! says so in its log.

use std::io;
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::process::Command;

use super::DeviceFs;

/// The capabilities that let root write where file modes forbid it (linux/capability.h).
const CAP_DAC_OVERRIDE: libc::c_ulong = 1;
const CAP_DAC_READ_SEARCH: libc::c_ulong = 2;
const CAP_FOWNER: libc::c_ulong = 3;
/// Needed to drop capabilities from the bounding set.
const CAP_SETPCAP: u32 = 8;

/// Whether this process can start apps held to the rule: it is root and may drop capabilities.
pub(crate) fn can_enforce() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    let root = unsafe { libc::geteuid() } == 0;
    root && effective_capabilities().is_some_and(|caps| caps & (1 << CAP_SETPCAP) != 0)
}

/// The effective capability set, from `/proc/self/status`.
fn effective_capabilities() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let hex = status.lines().find_map(|l| l.strip_prefix("CapEff:"))?;
    u64::from_str_radix(hex.trim(), 16).ok()
}

/// Makes `/sdcard/Android/data` read-only to apps.
pub(crate) fn lock_app_data(fs: &DeviceFs) -> io::Result<()> {
    let dir = fs.host_path(android_runtime::DEVICE_APP_DATA_DIR)?;
    std::fs::set_permissions(&dir, std::fs::Permissions::from_mode(0o555))
}

/// Starts `command`'s process without the capabilities that bypass file modes. The bounding
/// set is what root's capabilities are rebuilt from at `exec`, so dropping them there is enough.
pub(crate) fn restrict(command: &mut Command) {
    let drop_bypasses = || {
        for cap in [CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH, CAP_FOWNER] {
            // SAFETY: prctl is async-signal-safe and touches only this (forked) process.
            if unsafe { libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0) } != 0 {
                return Err(io::Error::last_os_error());
            }
        }
        Ok(())
    };
    // SAFETY: the closure only makes system calls; it allocates nothing and takes no lock.
    unsafe {
        command.pre_exec(drop_bypasses);
    }
}
