//! A device-side ADB endpoint on loopback: what `adb connect` and adb_client's TCP device talk
//! to when there is no phone.
//!
//! * Transport ([`packet`], `transport`): CNXN answered at once without AUTH, OPEN, OKAY,
//!   WRTE, CLSE; checksums always filled in; one WRTE in flight per stream. The banner
//!   advertises only `shell_v2`.
//! * Services: `shell:` and `exec:` (raw bytes, stdout and stderr merged), `shell,v2,...:`
//!   (framed stdout, stderr and exit code), `sync:` (STAT, LIST, SEND, RECV, QUIT).
//! * Shell: a command line is split into words as `sh` does and run by built-ins (`ls`, `rm`,
//!   `mkdir`, `mv`, `cat`, `getprop`, `logcat`, `pm`, `am`, `cmd package|activity`,
//!   `monkey -p`); never by a host shell. Other commands are "not found" (127).
//! * Filesystem: device paths live under the root directory ([`DeviceFs`]).
//! * Apps: `pm install` reads the binary manifest and keeps the APK in
//!   `/data/app/<package>/`; `am start -n` runs the activity through its lifecycle on the host
//!   JVM ([`crate::host`]) as the device's paths see it: the runtime and `getExternalFilesDir`
//!   use `/sdcard/Android/data/<package>/files/`, which only the system may create
//!   ([`sandbox`]), and `/data/data/<package>/`. The JVM's output goes to the log `logcat`
//!   shows.
//!
//! ```no_run
//! use device_sim::adb::{self, Device, Options};
//! let device = Device::new(Options::new("/tmp/phone"))?;
//! let listener = std::net::TcpListener::bind("127.0.0.1:5555")?;
//! adb::serve(listener, device)?;
//! # Ok::<(), std::io::Error>(())
//! ```

pub mod fs;
pub mod packet;
mod pm;
mod sandbox;
mod services;
mod shell;
mod sync;
mod transport;

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::{self, Write};
use std::net::TcpListener;
use std::path::{Path, PathBuf};
use std::process::{Child, ExitStatus};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

use apk_io::Toolchain;

pub use fs::DeviceFs;
pub use pm::{apk_path, launcher_activity};

use crate::host::Cache;

/// Where the output of apps (their stdout and stderr) collects; `logcat` prints it.
pub(crate) const APP_LOG: &str = "/data/system/adaptrace-devsim.log";

/// How to set up a [`Device`].
#[derive(Clone, Debug)]
pub struct Options {
    /// The host directory that is the device's `/`.
    pub root: PathBuf,
    /// Where prepared jars are cached; by default [`Cache::from_env`].
    pub cache: Option<PathBuf>,
    /// The `java` to run apps with; by default the host runner's choice.
    pub java: Option<PathBuf>,
    /// After this many bytes of file data sent by RECV (counted over all pulls), cut the
    /// connection carrying the pull, once: for "device disconnects mid-pull" tests.
    pub drop_after_bytes: Option<u64>,
    /// Log lines on stderr.
    pub verbose: bool,
}

impl Options {
    /// Defaults for a device rooted at `root`.
    pub fn new(root: impl Into<PathBuf>) -> Options {
        Options {
            root: root.into(),
            cache: None,
            java: None,
            drop_after_bytes: None,
            verbose: true,
        }
    }
}

/// The simulated device, shared by all connections (cheap to clone).
#[derive(Clone)]
pub struct Device {
    inner: Arc<Inner>,
}

struct Inner {
    fs: DeviceFs,
    cache: Cache,
    toolchain: Toolchain,
    java: Option<PathBuf>,
    drop_budget: Mutex<Option<u64>>,
    /// The running app process of each package, with its launch id.
    running: Mutex<HashMap<String, (u64, Child)>>,
    next_launch: AtomicU64,
    install: Mutex<()>,
    verbose: bool,
    /// Apps are held to Android 11+'s storage rule ([`sandbox`]).
    storage_rules: bool,
}

impl Device {
    /// Sets up the device's filesystem under `options.root`.
    pub fn new(options: Options) -> io::Result<Device> {
        let fs = DeviceFs::new(&options.root)?;
        let storage_rules = sandbox::can_enforce();
        if storage_rules {
            sandbox::lock_app_data(&fs)?;
        }
        let cache = match options.cache {
            Some(dir) => Cache::new(dir),
            None => Cache::from_env().map_err(io::Error::other)?,
        };
        Ok(Device {
            inner: Arc::new(Inner {
                fs,
                cache,
                toolchain: Toolchain::from_env(),
                java: options.java,
                drop_budget: Mutex::new(options.drop_after_bytes),
                running: Mutex::new(HashMap::new()),
                next_launch: AtomicU64::new(1),
                install: Mutex::new(()),
                verbose: options.verbose,
                storage_rules,
            }),
        })
    }

    /// The device's filesystem.
    pub fn fs(&self) -> &DeviceFs {
        &self.inner.fs
    }

    /// The CNXN banner: identity, and only the features implemented.
    pub fn banner(&self) -> String {
        let prop = |name: &str| {
            shell::PROPERTIES
                .iter()
                .find(|(n, _)| *n == name)
                .map_or("", |(_, v)| v)
        };
        format!(
            "device::ro.product.name={};ro.product.model={};ro.product.device={};features=shell_v2",
            prop("ro.product.name"),
            prop("ro.product.model"),
            prop("ro.product.device")
        )
    }

    /// A progress line on stderr.
    pub fn log(&self, message: &str) {
        if self.inner.verbose {
            eprintln!("adaptrace-devsim: {message}");
        }
    }

    /// Whether apps are held to Android 11+'s storage rule ([`sandbox`]).
    fn storage_rules(&self) -> bool {
        self.inner.storage_rules
    }

    fn cache(&self) -> &Cache {
        &self.inner.cache
    }

    fn toolchain(&self) -> &Toolchain {
        &self.inner.toolchain
    }

    fn java(&self) -> Option<&Path> {
        self.inner.java.as_deref()
    }

    fn install_lock(&self) -> MutexGuard<'_, ()> {
        self.inner
            .install
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// For a RECV chunk of `len` bytes: `Some(k)` when the connection must drop after `k` of
    /// them (the budget is then spent for good), else `None`.
    fn drop_point(&self, len: usize) -> Option<usize> {
        let mut budget = self.inner.drop_budget.lock().ok()?;
        let left = (*budget)?;
        if (len as u64) <= left {
            *budget = Some(left - len as u64);
            return None;
        }
        *budget = None;
        Some(left as usize)
    }

    /// The app log, opened for appending.
    fn app_log(&self) -> io::Result<File> {
        let path = self.fs().host_path(APP_LOG)?;
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)?;
        }
        OpenOptions::new().create(true).append(true).open(path)
    }

    /// Appends a line to the app log, as the system does in logcat.
    fn app_log_line(&self, line: &str) {
        if let Ok(mut log) = self.app_log() {
            // A full disk loses a log line, nothing more.
            let _ = writeln!(log, "{line}");
        }
    }

    /// Records `child` as `package`'s process; returns its launch id.
    fn register(&self, package: &str, child: Child) -> u64 {
        let id = self.inner.next_launch.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut running) = self.inner.running.lock() {
            running.insert(package.to_string(), (id, child));
        }
        id
    }

    /// Launch `id` of `package`: `None` once it is no longer running (force-stopped or
    /// replaced), else its exit status if it ended now (and it is forgotten).
    fn poll(&self, package: &str, id: u64) -> Option<io::Result<Option<ExitStatus>>> {
        let mut running = self.inner.running.lock().ok()?;
        let (current, child) = running.get_mut(package)?;
        if *current != id {
            return None;
        }
        let status = child.try_wait();
        if !matches!(status, Ok(None)) {
            running.remove(package);
        }
        Some(status)
    }

    /// The pid of `package`'s process while it runs (the host JVM's, which is also what the
    /// app's `android.os.Process.myPid()` and so its trace file name say).
    fn pid(&self, package: &str) -> Option<u32> {
        let mut running = self.inner.running.lock().ok()?;
        let (_, child) = running.get_mut(package)?;
        matches!(child.try_wait(), Ok(None)).then(|| child.id())
    }

    /// Kills `package`'s process; whether one was running.
    fn kill(&self, package: &str) -> bool {
        let Some((_, mut child)) = self
            .inner
            .running
            .lock()
            .ok()
            .and_then(|mut r| r.remove(package))
        else {
            return false;
        };
        // It may have exited on its own just now; then there is nothing to kill.
        let _ = child.kill();
        let _ = child.wait();
        true
    }
}

/// Accepts connections on `listener` forever, each served on its own thread.
pub fn serve(listener: TcpListener, device: Device) -> io::Result<()> {
    for socket in listener.incoming() {
        let socket = match socket {
            Ok(s) => s,
            Err(e) => {
                device.log(&format!("accept failed: {e}"));
                continue;
            }
        };
        // Small packets (OKAY) must not wait for Nagle.
        let _ = socket.set_nodelay(true);
        let device = device.clone();
        std::thread::Builder::new()
            .name("adb-connection".into())
            .spawn(move || {
                let peer = socket
                    .peer_addr()
                    .map_or_else(|_| "unknown peer".to_string(), |a| a.to_string());
                match transport::serve(socket, device.clone()) {
                    Ok(()) => device.log(&format!("{peer}: disconnected")),
                    Err(e) => device.log(&format!("{peer}: connection ended: {e}")),
                }
            })?;
    }
    Ok(())
}
