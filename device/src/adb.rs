//! Device access through adb_client: an adb server (127.0.0.1:5037 unless told otherwise) and
//! one of its devices, or a device's own adbd over TCP (`--direct`), with the operations the
//! device loop needs: shell commands given as words, push, pull, list, stat, and the app
//! commands built on them (install, start, wait, force-stop).
//!
//! Every word sent to a device shell is quoted by [`names::command_line`]; package names,
//! activity classes, device paths and serials are validated types ([`Package`],
//! [`ActivityClass`], [`DevicePath`], [`Serial`]) checked before any connection is made.
//!
//! adb_client's calls block, and block forever on a peer that stops answering; callers that
//! must not hang run them on a thread of their own (as [`run_app`] does for `am start -W`).

pub mod names;
pub mod server;

use std::fmt;
use std::fs::File;
use std::io::{self, BufWriter, Write};
use std::net::{Ipv4Addr, SocketAddr, SocketAddrV4};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use adb_client::server_device::ADBServerDevice;
use adb_client::tcp::ADBTcpDevice;
use adb_client::{ADBDeviceExt, ADBListItemType, RustADBError};

pub use names::{command_line, quote, ActivityClass, DevicePath, NameError, Package, Serial};

/// Where the adb server listens unless told otherwise.
pub const DEFAULT_SERVER: SocketAddrV4 = SocketAddrV4::new(Ipv4Addr::LOCALHOST, 5037);

/// How to reach a device.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// Through the adb server at `server`; `serial` picks the device (else the only one).
    Server {
        server: SocketAddrV4,
        serial: Option<Serial>,
        /// `serial` came from the ANDROID_SERIAL environment variable, not a flag: a serial
        /// the server does not list is then blamed on the variable, which the user may not
        /// remember setting.
        serial_from_env: bool,
    },
    /// Straight to the device's adbd over TCP, authenticating with the RSA key in `key`
    /// (PKCS#8 PEM; adb_client's default, `~/.android/adbkey`, when `None`).
    Direct {
        address: SocketAddr,
        key: Option<PathBuf>,
    },
}

impl Default for Target {
    fn default() -> Target {
        Target::Server {
            server: DEFAULT_SERVER,
            serial: None,
            serial_from_env: false,
        }
    }
}

/// A failure to reach a device or to do something on it.
#[derive(Debug, thiserror::Error)]
pub enum DeviceError {
    #[error(transparent)]
    Name(#[from] NameError),
    #[error("no adb server answers at {server} ({source}): start one with `adb start-server` (`adb -P PORT start-server` for another port, then --adb-server 127.0.0.1:PORT or ANDROID_ADB_SERVER_PORT=PORT), or reach the device without a server with --direct HOST:PORT")]
    NoServer {
        server: SocketAddrV4,
        source: io::Error,
    },
    #[error("the adb server at {server} does not answer as one: {why}")]
    BadServer { server: SocketAddrV4, why: String },
    #[error("the adb server at {server} lists no device: connect one (USB, or `adb -P {port} connect HOST:PORT` for a network device or adaptrace-devsim), or use --direct HOST:PORT", port = server.port())]
    NoDevice { server: SocketAddrV4 },
    // Worded as adb's own error, which users search for.
    #[error("more than one device/emulator on the adb server at {server} ({}): choose one with --serial SERIAL (-s SERIAL) or by setting ANDROID_SERIAL", .serials.join(", "))]
    SeveralDevices {
        server: SocketAddrV4,
        serials: Vec<String>,
    },
    #[error("the adb server at {server} has no device `{serial}` (it lists: {})", list_or_none(.serials))]
    UnknownSerial {
        server: SocketAddrV4,
        serial: String,
        serials: Vec<String>,
    },
    #[error("ANDROID_SERIAL names `{serial}`, but the adb server at {server} has no such device (it lists: {}): set it to one of those or unset it, or choose with --serial SERIAL", list_or_none(.serials))]
    UnknownEnvSerial {
        server: SocketAddrV4,
        serial: String,
        serials: Vec<String>,
    },
    #[error("device {serial} on the adb server at {server} is {state}, not ready{}", state_hint(.state))]
    NotReady {
        server: SocketAddrV4,
        serial: String,
        state: String,
    },
    #[error("cannot connect to the device at {address} directly: {source}{}", direct_hint(.source))]
    Direct {
        address: SocketAddr,
        source: RustADBError,
    },
    #[error("{device}: {what} failed: {source}{}", gone_hint(.source))]
    Adb {
        device: String,
        what: String,
        source: RustADBError,
    },
    #[error("the {what} got nothing from the device for {seconds:.0} s: the connection is gone or the device hangs")]
    Stalled { what: String, seconds: f64 },
    #[error("{path}: {what}: {source}")]
    Local {
        path: PathBuf,
        what: &'static str,
        source: io::Error,
    },
    #[error("{device}: `{command}` failed: {}", output_or_nothing(.output))]
    Command {
        device: String,
        command: String,
        output: String,
    },
    #[error("{device}: cannot tell the launcher activity of {package}: `cmd package resolve-activity --brief {package}` answered {}; name it with --activity CLASS", output_or_nothing(.answer))]
    NoLauncher {
        device: String,
        package: String,
        answer: String,
    },
    #[error("{device}: cannot install {apk}: {why}")]
    Install {
        device: String,
        apk: PathBuf,
        why: String,
    },
}

fn list_or_none(serials: &[String]) -> String {
    if serials.is_empty() {
        "no device".into()
    } else {
        serials.join(", ")
    }
}

fn state_hint(state: &str) -> &'static str {
    match state {
        "unauthorized" => ": accept the RSA key prompt on the device",
        "offline" => ": reconnect it (`adb reconnect`) or restart adbd on it",
        _ => "",
    }
}

fn output_or_nothing(output: &str) -> String {
    let output = output.trim();
    if output.is_empty() {
        "nothing".into()
    } else {
        format!("`{}`", output.replace('\n', " / "))
    }
}

fn is_gone(e: &RustADBError) -> bool {
    match e {
        RustADBError::IOError(e) => matches!(
            e.kind(),
            io::ErrorKind::ConnectionRefused
                | io::ErrorKind::ConnectionReset
                | io::ErrorKind::ConnectionAborted
                | io::ErrorKind::BrokenPipe
                | io::ErrorKind::UnexpectedEof
                | io::ErrorKind::NotConnected
        ),
        RustADBError::ADBRequestFailed(m) | RustADBError::DeviceNotFound(m) => {
            m.contains("not found") || m.contains("offline") || m.contains("no devices")
        }
        _ => false,
    }
}

fn gone_hint(e: &RustADBError) -> &'static str {
    if is_gone(e) {
        " (the device or the adb server went away: check `adb devices`, reconnect and retry)"
    } else {
        ""
    }
}

fn direct_hint(e: &RustADBError) -> &'static str {
    match e {
        RustADBError::IOError(e) if e.kind() == io::ErrorKind::ConnectionRefused => {
            " (nothing listens there: enable adb over TCP on the device with `adb tcpip 5555`, or start adaptrace-devsim)"
        }
        RustADBError::IOError(_) => "",
        _ => " (check the key given with --adb-key: a PKCS#8 PEM RSA key, as `openssl genpkey -algorithm RSA` writes)",
    }
}

/// An entry of a device directory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    pub name: String,
    pub kind: EntryKind,
    pub size: u32,
    /// Seconds since the Unix epoch.
    pub mtime: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EntryKind {
    File,
    Directory,
    Symlink,
    Other,
}

/// What `stat` tells of a device path (adb's sync STAT: 32-bit fields).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Stat {
    /// Unix mode: type and permission bits.
    pub mode: u32,
    pub size: u32,
    pub mtime: u32,
}

impl Stat {
    pub fn is_dir(&self) -> bool {
        self.mode & 0o170000 == 0o040000
    }

    pub fn is_file(&self) -> bool {
        self.mode & 0o170000 == 0o100000
    }
}

/// What a shell command printed. Over a v1 shell (every direct TCP device; servers whose
/// device lacks `shell_v2`) stderr arrives merged into stdout; adb_client does not pass on
/// the exit status, so callers judge success by the output, as `adb` users do.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct ShellOutput {
    pub stdout: String,
    pub stderr: String,
}

impl ShellOutput {
    /// stdout, then stderr.
    pub fn text(&self) -> String {
        let mut text = self.stdout.clone();
        text.push_str(&self.stderr);
        text
    }
}

/// A connection to one device.
pub struct Device {
    name: String,
    inner: Box<dyn ADBDeviceExt + Send>,
}

impl fmt::Debug for Device {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Device").field("name", &self.name).finish()
    }
}

impl Device {
    /// Connects to the device `target` names: for a server, checks that it runs and that the
    /// device is listed and ready; for a direct device, connects and authenticates.
    pub fn connect(target: &Target) -> Result<Device, DeviceError> {
        match target {
            Target::Server {
                server,
                serial,
                serial_from_env,
            } => {
                let listed = server::devices(*server)?;
                let serials = || listed.iter().map(|d| d.serial.clone()).collect();
                let chosen = match serial {
                    Some(serial) => listed
                        .iter()
                        .find(|d| d.serial == serial.as_str())
                        .ok_or_else(|| {
                            let (server, serial, serials) =
                                (*server, serial.to_string(), serials());
                            if *serial_from_env {
                                DeviceError::UnknownEnvSerial {
                                    server,
                                    serial,
                                    serials,
                                }
                            } else {
                                DeviceError::UnknownSerial {
                                    server,
                                    serial,
                                    serials,
                                }
                            }
                        })?,
                    None => match listed.as_slice() {
                        [] => return Err(DeviceError::NoDevice { server: *server }),
                        [only] => only,
                        _ => {
                            return Err(DeviceError::SeveralDevices {
                                server: *server,
                                serials: serials(),
                            })
                        }
                    },
                };
                if chosen.state != "device" {
                    return Err(DeviceError::NotReady {
                        server: *server,
                        serial: chosen.serial.clone(),
                        state: chosen.state.clone(),
                    });
                }
                let device = ADBServerDevice::new(chosen.serial.clone(), Some(*server));
                Ok(Device {
                    name: format!("device {} (adb server {server})", chosen.serial),
                    inner: Box::new(device),
                })
            }
            Target::Direct { address, key } => {
                if let Some(key) = key {
                    // adb_client reports a missing key file without its name.
                    File::open(key).map_err(|source| DeviceError::Local {
                        path: key.clone(),
                        what: "cannot read the adb key",
                        source,
                    })?;
                }
                let direct = |source| DeviceError::Direct {
                    address: *address,
                    source,
                };
                let device = match key {
                    Some(key) => ADBTcpDevice::new_with_custom_private_key(*address, key),
                    None => ADBTcpDevice::new(*address),
                }
                .map_err(direct)?;
                Ok(Device {
                    name: format!("device {address} (direct)"),
                    inner: Box::new(device),
                })
            }
        }
    }

    /// How messages name this device.
    pub fn name(&self) -> &str {
        &self.name
    }

    fn adb(&self, what: impl Into<String>) -> impl FnOnce(RustADBError) -> DeviceError + '_ {
        let what = what.into();
        move |source| DeviceError::Adb {
            device: self.name.clone(),
            what,
            source,
        }
    }

    /// Runs `argv` in the device's shell, each word quoted: stdout and stderr as bytes.
    fn shell_raw(&mut self, argv: &[&str]) -> Result<(Vec<u8>, Vec<u8>), DeviceError> {
        let line = command_line(argv)?;
        let mut stdout = Vec::new();
        let mut stderr = Vec::new();
        let result = self
            .inner
            .shell_command(&line, Some(&mut stdout), Some(&mut stderr));
        result.map_err(self.adb(format!("`{}`", argv.join(" "))))?;
        Ok((stdout, stderr))
    }

    /// Runs `argv` in the device's shell, each word quoted.
    pub fn shell(&mut self, argv: &[&str]) -> Result<ShellOutput, DeviceError> {
        let (stdout, stderr) = self.shell_raw(argv)?;
        Ok(ShellOutput {
            stdout: String::from_utf8_lossy(&stdout).into_owned(),
            stderr: String::from_utf8_lossy(&stderr).into_owned(),
        })
    }

    /// Runs `argv` in the device's shell and returns stdout as bytes (file contents, which
    /// [`Device::shell`] would turn into text); what the command wrote to stderr is an error.
    pub fn shell_bytes(&mut self, argv: &[&str]) -> Result<Vec<u8>, DeviceError> {
        let (stdout, stderr) = self.shell_raw(argv)?;
        if !stderr.is_empty() {
            return Err(DeviceError::Command {
                device: self.name.clone(),
                command: argv.join(" "),
                output: String::from_utf8_lossy(&stderr).into_owned(),
            });
        }
        Ok(stdout)
    }

    /// Copies the local file `local` to `remote` (parent directories are made by the device).
    pub fn push(&mut self, local: &Path, remote: &DevicePath) -> Result<(), DeviceError> {
        let mut file = File::open(local).map_err(|source| DeviceError::Local {
            path: local.to_path_buf(),
            what: "cannot read the file to push",
            source,
        })?;
        let result = self.inner.push(&mut file, &remote.as_str());
        result.map_err(self.adb(format!("push to {remote}")))
    }

    /// Copies the device file `remote` to `local`. The local file is written under a temporary
    /// name and renamed once complete, so a broken pull leaves no partial file at `local`.
    pub fn pull(&mut self, remote: &DevicePath, local: &Path) -> Result<(), DeviceError> {
        self.pull_counting(remote, local, &mut |_| {})
    }

    /// [`Device::pull`], telling `received` the bytes received so far as they arrive.
    pub fn pull_counting(
        &mut self,
        remote: &DevicePath,
        local: &Path,
        received: &mut dyn FnMut(u64),
    ) -> Result<(), DeviceError> {
        if self.stat(remote)?.is_none() {
            return Err(DeviceError::Command {
                device: self.name.clone(),
                command: format!("pull {remote}"),
                output: "no such file on the device".into(),
            });
        }
        let local_error = |what, source| DeviceError::Local {
            path: local.to_path_buf(),
            what,
            source,
        };
        let mut partial = local.as_os_str().to_owned();
        partial.push(".part");
        let partial = PathBuf::from(partial);
        let file = File::create(&partial).map_err(|e| local_error("cannot create", e))?;
        let mut out = Counting {
            inner: BufWriter::new(file),
            bytes: 0,
            received,
            failed: None,
        };
        let pulled = self.inner.pull(&remote.as_str(), &mut out);
        // adb_client reports a write that failed here (a full disk) as its own error: say whose.
        if let Some(e) = out.failed.take() {
            let _ = std::fs::remove_file(&partial);
            return Err(local_error("cannot write", e));
        }
        let written = out
            .inner
            .into_inner()
            .map_err(|e| e.into_error())
            .and_then(|f| f.sync_all());
        let result = match (pulled, written) {
            (Err(e), _) => Err(self.adb(format!("pull of {remote}"))(e)),
            (Ok(()), Err(e)) => Err(local_error("cannot write", e)),
            (Ok(()), Ok(())) => {
                std::fs::rename(&partial, local).map_err(|e| local_error("cannot write", e))
            }
        };
        if result.is_err() {
            // The partial file is of no use; failing to remove it changes nothing.
            let _ = std::fs::remove_file(&partial);
        }
        result
    }

    /// The entries of the device directory `dir`, without `.` and `..`, sorted by name.
    pub fn list(&mut self, dir: &DevicePath) -> Result<Vec<Entry>, DeviceError> {
        let result = self.inner.list(&dir.as_str());
        let items = result.map_err(self.adb(format!("listing {dir}")))?;
        let mut entries: Vec<Entry> = items
            .into_iter()
            .map(|item| {
                let (kind, item) = match item {
                    ADBListItemType::File(i) => (EntryKind::File, i),
                    ADBListItemType::Directory(i) => (EntryKind::Directory, i),
                    ADBListItemType::Symlink(i) => (EntryKind::Symlink, i),
                    ADBListItemType::Fifo(i)
                    | ADBListItemType::CharacterDevice(i)
                    | ADBListItemType::BlockDevice(i)
                    | ADBListItemType::Socket(i)
                    | ADBListItemType::Other(i) => (EntryKind::Other, i),
                };
                Entry {
                    name: item.name,
                    kind,
                    size: item.size,
                    mtime: item.time,
                }
            })
            .filter(|e| e.name != "." && e.name != "..")
            .collect();
        entries.sort_by(|a, b| a.name.cmp(&b.name));
        Ok(entries)
    }

    /// What the device says of `path`; `None` when it does not exist (adbd's STAT answers
    /// all zeros then).
    pub fn stat(&mut self, path: &DevicePath) -> Result<Option<Stat>, DeviceError> {
        let result = self.inner.stat(&path.as_str());
        let stat = result.map_err(self.adb(format!("stat of {path}")))?;
        Ok((stat.file_perm != 0).then_some(Stat {
            mode: stat.file_perm,
            size: stat.file_size,
            mtime: stat.mod_time,
        }))
    }

    /// Installs the APK at `apk`, replacing an installed version of its package.
    pub fn install(&mut self, apk: &Path) -> Result<(), DeviceError> {
        let install_error = |why: String| DeviceError::Install {
            device: self.name.clone(),
            apk: apk.to_path_buf(),
            why,
        };
        // adb_client refuses other names, with a message that does not say which file.
        if apk.extension().is_none_or(|e| e != "apk") {
            return Err(install_error(
                "the file name must end in .apk (rename or copy it)".into(),
            ));
        }
        File::open(apk).map_err(|source| DeviceError::Local {
            path: apk.to_path_buf(),
            what: "cannot read the APK",
            source,
        })?;
        match self.inner.install(&apk, None) {
            Ok(()) => Ok(()),
            Err(RustADBError::ADBRequestFailed(answer)) => Err(install_error(format!(
                "the device refused it: {}",
                answer.trim()
            ))),
            Err(e) => Err(self.adb(format!("install of {}", apk.display()))(e)),
        }
    }

    /// Whether `package` is installed (`pm path` names its APK).
    pub fn is_installed(&mut self, package: &Package) -> Result<bool, DeviceError> {
        let out = self.shell(&["pm", "path", package.as_str()])?;
        Ok(out.stdout.lines().any(|l| l.starts_with("package:")))
    }

    /// The activity the launcher starts for `package`, asked from the package manager.
    pub fn launcher_activity(&mut self, package: &Package) -> Result<ActivityClass, DeviceError> {
        let out = self.shell(&[
            "cmd",
            "package",
            "resolve-activity",
            "--brief",
            package.as_str(),
        ])?;
        let answer = out.text();
        // The answer's last line is `PACKAGE/CLASS` when there is one.
        let prefix = format!("{package}/");
        let class = answer
            .lines()
            .rev()
            .find_map(|l| l.trim().strip_prefix(&prefix))
            .and_then(|class| ActivityClass::new(class).ok());
        class.ok_or_else(|| DeviceError::NoLauncher {
            device: self.name.clone(),
            package: package.to_string(),
            answer,
        })
    }

    /// `am start -W -n PACKAGE/CLASS --es KEY VALUE...`: starts the activity and returns what
    /// `am` printed once it is up (on adaptrace-devsim: once its lifecycle has ended).
    pub fn start_activity(
        &mut self,
        package: &Package,
        activity: &ActivityClass,
        extras: &[(String, String)],
    ) -> Result<String, DeviceError> {
        let component = activity.component(package);
        let mut argv = vec!["am", "start", "-W", "-n", component.as_str()];
        for (key, value) in extras {
            argv.extend(["--es", key.as_str(), value.as_str()]);
        }
        let out = self.shell(&argv)?.text();
        // `am` prints `Error: ...` (bad component, class missing, security exception) and
        // goes on to exit 0 on some releases; the text is what tells.
        let failed = out
            .lines()
            .any(|l| l.starts_with("Error") || l.contains("Exception"));
        if failed {
            return Err(DeviceError::Command {
                device: self.name.clone(),
                command: argv.join(" "),
                output: out,
            });
        }
        Ok(out)
    }

    /// The ids of `package`'s running processes (`pidof`); `None` when the device cannot tell
    /// (no `pidof`, as on adaptrace-devsim, or an answer that is not a list of ids).
    pub fn pids(&mut self, package: &Package) -> Result<Option<Vec<u32>>, DeviceError> {
        let out = self.shell(&["pidof", package.as_str()])?.text();
        let pids: Result<Vec<u32>, _> = out.split_whitespace().map(str::parse).collect();
        Ok(pids.ok())
    }

    /// `am force-stop PACKAGE`.
    pub fn force_stop(&mut self, package: &Package) -> Result<(), DeviceError> {
        self.shell(&["am", "force-stop", package.as_str()])?;
        Ok(())
    }
}

/// A writer that reports how many bytes went through it, and keeps a copy of the first error
/// writing them (to tell the host's failures from the device's).
struct Counting<'a, W> {
    inner: W,
    bytes: u64,
    received: &'a mut dyn FnMut(u64),
    failed: Option<io::Error>,
}

impl<W: Write> Counting<'_, W> {
    fn note<T>(&mut self, result: io::Result<T>) -> io::Result<T> {
        result.inspect_err(|e| {
            self.failed
                .get_or_insert_with(|| io::Error::new(e.kind(), e.to_string()));
        })
    }
}

impl<W: Write> Write for Counting<'_, W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        let written = self.inner.write(buf);
        let n = self.note(written)?;
        self.bytes += n as u64;
        (self.received)(self.bytes);
        Ok(n)
    }

    fn flush(&mut self) -> io::Result<()> {
        let flushed = self.inner.flush();
        self.note(flushed)
    }
}

/// Connects to `target`, installs `apk` and checks that `package` (the APK's, read by the
/// caller from its manifest) is then installed.
pub fn install_apk(target: &Target, apk: &Path, package: &Package) -> Result<(), DeviceError> {
    let mut device = Device::connect(target)?;
    device.install(apk)?;
    if !device.is_installed(package)? {
        return Err(DeviceError::Install {
            device: device.name.clone(),
            apk: apk.to_path_buf(),
            why: format!(
                "the device accepted it but `pm path {package}` does not list it: is {package} the APK's package?"
            ),
        });
    }
    Ok(())
}

/// What [`run_app`] should start.
#[derive(Debug, Clone)]
pub struct RunRequest {
    pub package: Package,
    /// The activity to start; the launcher activity when `None`.
    pub activity: Option<ActivityClass>,
    /// String extras of the launch intent (`--es KEY VALUE`).
    pub extras: Vec<(String, String)>,
    /// How long the app may run before it is stopped.
    pub timeout: Duration,
}

/// How a run ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ended {
    /// The app's process ended by itself (or the device cannot tell it still runs).
    Finished,
    /// It still ran at the timeout, and was stopped then.
    TimedOut,
}

/// What [`run_app`] did.
#[derive(Debug, Clone)]
pub struct RunOutcome {
    /// The component started, `PACKAGE/CLASS`.
    pub component: String,
    /// What `am start -W` printed (empty when it did not return before the timeout).
    pub am_output: String,
    pub ended: Ended,
    pub elapsed: Duration,
}

/// How often a running app is looked for after `am start -W` returned.
const POLL: Duration = Duration::from_millis(500);

/// Creates the app's trace directory, starts `request`'s activity with `am start -W`, waits
/// until the app's process is gone (`pidof`) or the timeout, then `am force-stop`s it, so that
/// it is not running afterwards either way. `am start -W` runs on a connection and thread of its own: it blocks until the
/// activity is up (on adaptrace-devsim, until its lifecycle ended), and the timeout must hold
/// while it does.
pub fn run_app(target: &Target, request: &RunRequest) -> Result<RunOutcome, DeviceError> {
    let started = Instant::now();
    let deadline = started + request.timeout;
    let mut device = Device::connect(target)?;
    if !device.is_installed(&request.package)? {
        return Err(DeviceError::Command {
            device: device.name.clone(),
            command: format!("pm path {}", request.package),
            output: format!(
                "{} is not installed (install it with `adaptrace install APK`)",
                request.package
            ),
        });
    }
    // On Android 11+ an app may not create its own `Android/data/<package>` directory; the
    // shell may, so the runtime finds its trace directory in place from the first event on.
    device.shell(&["mkdir", "-p", trace_dir(&request.package)?.as_str()])?;
    let activity = match &request.activity {
        Some(activity) => activity.clone(),
        None => device.launcher_activity(&request.package)?,
    };
    let component = activity.component(&request.package);

    let (tx, rx) = mpsc::channel();
    let (starter_target, package, extras) = (
        target.clone(),
        request.package.clone(),
        request.extras.clone(),
    );
    std::thread::spawn(move || {
        let result = Device::connect(&starter_target)
            .and_then(|mut d| d.start_activity(&package, &activity, &extras));
        // The receiver is gone only after a timeout, when the answer no longer matters.
        let _ = tx.send(result);
    });
    let wait = deadline.saturating_duration_since(Instant::now());
    let (am_output, mut ended) = match rx.recv_timeout(wait) {
        Ok(Ok(output)) => (output, Ended::Finished),
        Ok(Err(e)) => {
            // Whatever did start must not stay running; the start's error is the one to report.
            let _ = device.force_stop(&request.package);
            return Err(e);
        }
        Err(_) => (String::new(), Ended::TimedOut),
    };
    if ended == Ended::Finished {
        while let Some(pids) = device.pids(&request.package)? {
            if pids.is_empty() {
                break;
            }
            if Instant::now() >= deadline {
                ended = Ended::TimedOut;
                break;
            }
            std::thread::sleep(POLL.min(deadline.saturating_duration_since(Instant::now())));
        }
    }
    device.force_stop(&request.package)?;
    Ok(RunOutcome {
        component,
        am_output,
        ended,
        elapsed: started.elapsed(),
    })
}

/// Where `package`'s runtime writes its traces on a device (android-runtime/FORMATS.md,
/// "Where traces go").
pub fn trace_dir(package: &Package) -> Result<DevicePath, DeviceError> {
    Ok(DevicePath::new(&android_runtime::device_trace_dir(
        package.as_str(),
    ))?)
}

/// Where `package`'s runtime looks for its model on a device: its model file in its trace
/// directory ("Model files").
pub fn model_path(package: &Package) -> Result<DevicePath, DeviceError> {
    Ok(trace_dir(package)?.join(android_runtime::MODEL_FILE_NAME)?)
}

/// Pushes the model file `model` as `package`'s model: first under a temporary name in the
/// same directory, checked for its size, then moved over the old one, so the app's next start
/// reads the old model or the new one, never part of one. Returns where it went.
pub fn push_model(
    target: &Target,
    package: &Package,
    model: &Path,
) -> Result<DevicePath, DeviceError> {
    let size = std::fs::metadata(model)
        .map_err(|source| DeviceError::Local {
            path: model.to_path_buf(),
            what: "cannot read the model to push",
            source,
        })?
        .len();
    let dir = trace_dir(package)?;
    let path = model_path(package)?;
    let partial = dir.join(".model.admd.part")?;
    let mut device = Device::connect(target)?;
    device.shell(&["mkdir", "-p", dir.as_str()])?;
    device.push(model, &partial)?;
    let landed = |device: &mut Device, at: &DevicePath| {
        device
            .stat(at)
            .map(|stat| stat.is_some_and(|s| u64::from(s.size) == size))
    };
    if !landed(&mut device, &partial)? {
        return Err(DeviceError::Command {
            device: device.name.clone(),
            command: format!("push {} {partial}", model.display()),
            output: format!("the copy on the device is not {size} bytes long"),
        });
    }
    let moved = device.shell(&["mv", partial.as_str(), path.as_str()])?;
    if !landed(&mut device, &path)? {
        return Err(DeviceError::Command {
            device: device.name.clone(),
            command: format!("mv {partial} {path}"),
            output: moved.text(),
        });
    }
    Ok(path)
}

/// Parses `HOST:PORT` for an adb server (IPv4; `localhost` is 127.0.0.1).
pub fn parse_server(text: &str) -> Result<SocketAddrV4, String> {
    let text = text.trim();
    let resolved = text.replacen("localhost:", "127.0.0.1:", 1);
    resolved
        .parse()
        .map_err(|_| format!("`{text}` is not IPV4:PORT (for example 127.0.0.1:5037, the default)"))
}

/// Parses `HOST:PORT` for a direct device (IPv4 or `[IPv6]`; `localhost` is 127.0.0.1).
pub fn parse_direct(text: &str) -> Result<SocketAddr, String> {
    let text = text.trim();
    let resolved = text.replacen("localhost:", "127.0.0.1:", 1);
    resolved.parse().map_err(|_| {
        format!("`{text}` is not HOST:PORT with an IP address (for example 192.168.1.20:5555)")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses() {
        assert_eq!(parse_server("localhost:5037").unwrap(), DEFAULT_SERVER);
        assert_eq!(parse_server("127.0.0.1:5037").unwrap(), DEFAULT_SERVER);
        assert!(parse_server("127.0.0.1").is_err());
        assert!(parse_server("example.com:5037").is_err());
        assert_eq!(
            parse_direct("[::1]:5555").unwrap().to_string(),
            "[::1]:5555"
        );
        assert!(parse_direct("5555").is_err());
    }

    #[test]
    fn stat_kinds() {
        let dir = Stat {
            mode: 0o040755,
            size: 0,
            mtime: 0,
        };
        let file = Stat {
            mode: 0o100644,
            ..dir
        };
        assert!(dir.is_dir() && !dir.is_file());
        assert!(file.is_file() && !file.is_dir());
    }

    #[test]
    fn a_closed_direct_port_is_a_clear_error() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let address = listener.local_addr().unwrap();
        drop(listener);
        let dir = tempfile::tempdir().unwrap();
        // adb_client reads the key before it connects: give it a real one.
        let key = adaptrace_test_support::rsa_key(dir.path());
        let target = Target::Direct {
            address,
            key: Some(key),
        };
        let text = Device::connect(&target).unwrap_err().to_string();
        assert!(
            text.starts_with(&format!(
                "cannot connect to the device at {address} directly"
            )),
            "{text}"
        );
        assert!(text.contains("nothing listens there"), "{text}");
    }

    #[test]
    fn a_missing_key_file_is_named() {
        let target = Target::Direct {
            address: "127.0.0.1:9".parse().unwrap(),
            key: Some("/nonexistent/adbkey".into()),
        };
        let text = Device::connect(&target).unwrap_err().to_string();
        assert!(
            text.starts_with("/nonexistent/adbkey: cannot read the adb key"),
            "{text}"
        );
    }

    /// An adb server that answers one `host:devices` with `listing`.
    fn fake_server(listing: &'static str) -> SocketAddrV4 {
        use std::io::{Read, Write};
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        std::thread::spawn(move || {
            let (mut stream, _) = listener.accept().unwrap();
            let mut request = [0u8; 16];
            stream.read_exact(&mut request).unwrap();
            assert_eq!(&request, b"000chost:devices");
            let answer = format!("OKAY{:04x}{listing}", listing.len());
            stream.write_all(answer.as_bytes()).unwrap();
        });
        SocketAddrV4::new(Ipv4Addr::LOCALHOST, port)
    }

    fn connect_error(listing: &'static str, serial: Option<&str>, serial_from_env: bool) -> String {
        let target = Target::Server {
            server: fake_server(listing),
            serial: serial.map(|s| Serial::new(s).unwrap()),
            serial_from_env,
        };
        Device::connect(&target).unwrap_err().to_string()
    }

    #[test]
    fn the_device_is_chosen_or_the_choice_explained() {
        let text = connect_error("", None, false);
        assert!(text.contains("lists no device"), "{text}");
        let two = "emulator-5554\tdevice\n127.0.0.1:5555\tdevice\n";
        let text = connect_error(two, None, false);
        assert!(
            text.starts_with("more than one device/emulator on the adb server at 127.0.0.1:"),
            "{text}"
        );
        assert!(
            text.ends_with(
                " (emulator-5554, 127.0.0.1:5555): choose one with --serial SERIAL (-s SERIAL) or by setting ANDROID_SERIAL"
            ),
            "{text}"
        );
        let text = connect_error(two, Some("other"), false);
        assert!(
            text.contains("has no device `other` (it lists: emulator-5554, 127.0.0.1:5555)"),
            "{text}"
        );
        let text = connect_error(two, Some("other"), true);
        assert!(
            text.starts_with("ANDROID_SERIAL names `other`, but the adb server at 127.0.0.1:"),
            "{text}"
        );
        assert!(
            text.contains("has no such device (it lists: emulator-5554, 127.0.0.1:5555)")
                && text.ends_with("or choose with --serial SERIAL"),
            "{text}"
        );
        let text = connect_error("abc\tunauthorized\n", None, false);
        assert!(
            text.contains("device abc")
                && text.contains("is unauthorized")
                && text.contains("RSA key"),
            "{text}"
        );
        let server = fake_server(two);
        let target = Target::Server {
            server,
            serial: Some(Serial::new("127.0.0.1:5555").unwrap()),
            serial_from_env: true,
        };
        let device = Device::connect(&target).unwrap();
        assert_eq!(
            device.name(),
            format!("device 127.0.0.1:5555 (adb server {server})")
        );
    }

    #[test]
    fn no_server_says_how_to_start_one() {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        drop(listener);
        let target = Target::Server {
            server: SocketAddrV4::new(Ipv4Addr::LOCALHOST, port),
            serial: None,
            serial_from_env: false,
        };
        let text = Device::connect(&target).unwrap_err().to_string();
        assert!(
            text.contains(&format!("no adb server answers at 127.0.0.1:{port}")),
            "{text}"
        );
        assert!(text.contains("--direct"), "{text}");
    }
}
