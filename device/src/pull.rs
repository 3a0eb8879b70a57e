//! Taking an app's traces off a device: list its trace directory, leave the traces of a running
//! process alone, pull each of the others, store it (synced and read back, every chunk's CRC;
//! [`store`]) and only then delete the device's copy. A failure at any point leaves every trace
//! not yet stored on the device, so running again resumes where this stopped.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::Duration;

use android_runtime::record::{Record, TraceStream};

use crate::adb::{trace_dir, Device, DeviceError, DevicePath, EntryKind, Package, Target};
use crate::builds::Builds;
use crate::store::{self, is_trace_name, StoreError, Stored};

/// Where [`pull_traces`] stores what it pulls.
#[derive(Clone, Copy, Debug)]
pub enum Destination<'a> {
    /// Every trace into this metadata directory's trace store (`--meta`).
    Meta(&'a Path),
    /// Each trace into the build its header names, found in the store of builds; a trace of a
    /// build the store does not know stays on the device ([`Pulled::unknown`]).
    Builds(&'a Builds),
}

/// A trace left on the device because no registered build has its metadata hash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unknown {
    pub name: String,
    pub hash: u64,
}

/// What [`pull_traces`] reports while it works.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PullEvent<'a> {
    /// The traces it will pull and their total size.
    Listed { traces: usize, bytes: u64 },
    /// Pulling `name`, `bytes` long, begins.
    Pulling { name: &'a str, bytes: u64 },
    /// Bytes of the current trace received so far.
    Received(u64),
    /// The current trace is stored (or kept on the device, when it could not be).
    Finished { name: &'a str },
}

/// A trace left on the device because the process writing it still runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Busy {
    pub name: String,
    pub pid: u32,
}

/// What [`pull_traces`] did.
#[derive(Debug, Default)]
pub struct Pulled {
    /// Traces stored on the host, in name order (the device's copy deleted, unless
    /// `not_deleted` names it).
    pub stored: Vec<Stored>,
    /// Traces of running processes: not pulled.
    pub busy: Vec<Busy>,
    /// Traces that could not be stored and stay on the device, with why.
    pub kept: Vec<(String, String)>,
    /// Stored traces whose device copy could not be deleted, with why; the next run finds
    /// the identical stored copy and deletes it then.
    pub not_deleted: Vec<(String, String)>,
    /// Why the app's internal storage could not be looked at (`run-as` refused: the app is not
    /// debuggable), when it could not.
    pub internal_unreadable: Option<String>,
    /// Traces of builds the store does not know ([`Destination::Builds`]): left on the device.
    pub unknown: Vec<Unknown>,
}

/// Where the runtime writes when it cannot create its external directory, relative to the
/// app's data directory (`/data/data/<package>`), where `run-as` starts (android-runtime's
/// FORMATS.md, "Where traces go").
pub const INTERNAL_TRACE_DIR: &str = "files/adaptrace";

/// Why [`pull_traces`] stopped before the end; every trace not stored is still on the device.
#[derive(Debug, thiserror::Error)]
pub enum PullError {
    #[error(transparent)]
    Device(Box<DeviceError>),
    #[error("{source}\nwhile pulling `{name}` ({stored} trace(s) stored before it); reconnect the device and run again to resume: `{name}` and the traces after it stay on the device")]
    Interrupted {
        name: String,
        stored: usize,
        source: Box<DeviceError>,
    },
    #[error("{source}\nwhile pulling `{name}` ({stored} trace(s) stored before it); free some space or fix the permissions and run again to resume: `{name}` and the traces after it stay on the device")]
    Host {
        name: String,
        stored: usize,
        source: Box<DeviceError>,
    },
    #[error("{source}\n({stored} trace(s) stored before it; the rest stay on the device)")]
    Store {
        stored: usize,
        source: Box<StoreError>,
    },
    #[error("{path}: {source} (the traces stay on the device)")]
    Local { path: PathBuf, source: io::Error },
}

impl From<DeviceError> for PullError {
    fn from(e: DeviceError) -> PullError {
        PullError::Device(Box::new(e))
    }
}

/// Pulls `package`'s traces from the device `target` names into the trace store of their
/// metadata directory (`<meta>/traces/gen-NNNN/`, see [`Destination`]), deleting each from the
/// device once its local copy is stored.
/// Traces whose pid (`<start ms>-<pid>.adtrace`) is a running process of the package are
/// left alone: they are still being written.
///
/// A device that sends nothing for `stall` is taken for gone: adb_client's direct TCP device
/// spins forever on a connection closed mid-read (see [`pull_watched`]).
pub fn pull_traces(
    target: &Target,
    package: &Package,
    destination: Destination,
    stall: Duration,
    progress: &mut dyn FnMut(PullEvent),
) -> Result<Pulled, PullError> {
    let mut device = Device::connect(target)?;
    let dir = trace_dir(package)?;
    let mut pulled = Pulled::default();
    let running = device.pids(package)?.unwrap_or_default();
    let mut found: Vec<Found> = Vec::new();
    // No directory: the app has not written a trace there yet.
    if device.stat(&dir)?.is_some_and(|s| s.is_dir()) {
        for entry in device.list(&dir)? {
            if entry.kind == EntryKind::File && is_trace_name(&entry.name) {
                found.push(Found {
                    size: Some(u64::from(entry.size)),
                    from: Source::External(dir.join(&entry.name).map_err(DeviceError::from)?),
                    name: entry.name,
                    stale_internal: false,
                });
            }
        }
    }
    match internal_traces(&mut device, package)? {
        Ok(names) => {
            for name in names {
                match found.iter_mut().find(|f| f.name == name) {
                    // The runtime's move to external storage was cut short by a kill after the
                    // rename: the external copy is whole, the internal one a prefix of it.
                    Some(external) => external.stale_internal = true,
                    None => found.push(Found {
                        name,
                        size: None,
                        from: Source::Internal,
                        stale_internal: false,
                    }),
                }
            }
        }
        Err(why) => pulled.internal_unreadable = Some(why),
    }
    let mut todo = Vec::new();
    for trace in found {
        match pid_of(&trace.name).filter(|pid| running.contains(pid)) {
            Some(pid) => pulled.busy.push(Busy {
                name: trace.name,
                pid,
            }),
            None => todo.push(trace),
        }
    }
    progress(PullEvent::Listed {
        traces: todo.len(),
        bytes: todo.iter().filter_map(|t| t.size).sum(),
    });
    if todo.is_empty() {
        return Ok(pulled);
    }

    let incoming = match destination {
        Destination::Meta(meta) => meta.join("traces").join(".incoming"),
        Destination::Builds(builds) => builds.incoming(package.as_str()),
    };
    fs::create_dir_all(&incoming).map_err(|source| PullError::Local {
        path: incoming.clone(),
        source,
    })?;
    for entry in todo {
        let local = incoming.join(&entry.name);
        progress(PullEvent::Pulling {
            name: &entry.name,
            bytes: entry.size.unwrap_or(0),
        });
        let fetched = match &entry.from {
            Source::External(remote) => pull_watched(target, remote, &local, stall, progress),
            Source::Internal => fetch_internal(&mut device, package, &entry.name, &local),
        };
        match fetched {
            Ok(()) => {}
            // Writing the pulled bytes failed here (a full disk): not the device's fault.
            Err(source @ DeviceError::Local { .. }) => {
                return Err(PullError::Host {
                    name: entry.name,
                    stored: pulled.stored.len(),
                    source: Box::new(source),
                })
            }
            Err(source) => {
                return Err(PullError::Interrupted {
                    name: entry.name,
                    stored: pulled.stored.len(),
                    source: Box::new(source),
                })
            }
        }
        let meta_dir = match destination {
            Destination::Meta(meta) => meta.to_path_buf(),
            Destination::Builds(builds) => {
                // Judged by its header alone: when it names no known build the device keeps it.
                let hash = match TraceStream::open(&local) {
                    Ok(trace) => trace.header().metadata_hash,
                    Err(e) => {
                        let _ = fs::remove_file(&local);
                        pulled.kept.push((
                            entry.name.clone(),
                            format!("the pulled copy does not read as a trace: {e}"),
                        ));
                        progress(PullEvent::Finished { name: &entry.name });
                        continue;
                    }
                };
                match builds.find(package.as_str(), hash) {
                    Some(meta) => meta,
                    None => {
                        let _ = fs::remove_file(&local);
                        pulled.unknown.push(Unknown {
                            name: entry.name.clone(),
                            hash,
                        });
                        progress(PullEvent::Finished { name: &entry.name });
                        continue;
                    }
                }
            }
        };
        let stored = fs::File::open(&local)
            .map_err(|e| StoreError::Io {
                name: entry.name.clone(),
                path: local.clone(),
                source: e,
            })
            .and_then(|mut file| store::store(&meta_dir, &entry.name, &mut file, entry.size));
        // The pulled copy has been stored or judged: it is of no more use (failing to remove it
        // loses nothing, and the next pull of the same name replaces it).
        let _ = fs::remove_file(&local);
        match stored {
            Ok(stored) => {
                let deleted = match &entry.from {
                    Source::External(remote) => delete(&mut device, remote).and_then(|()| {
                        if entry.stale_internal {
                            delete_internal(&mut device, package, &entry.name)
                        } else {
                            Ok(())
                        }
                    }),
                    Source::Internal => delete_internal(&mut device, package, &entry.name),
                };
                if let Err(why) = deleted {
                    pulled.not_deleted.push((entry.name.clone(), why));
                }
                pulled.stored.push(stored);
            }
            // The host cannot take it (disk full, permissions), or the connection ended the
            // transfer early (an adb server passes a dropped device on as a short file): later
            // traces would fail alike.
            Err(source @ (StoreError::Io { .. } | StoreError::Short { .. })) => {
                return Err(PullError::Store {
                    stored: pulled.stored.len(),
                    source: Box::new(source),
                })
            }
            // This trace is wrong in itself; the others may be fine.
            Err(other) => pulled.kept.push((entry.name.clone(), other.to_string())),
        }
        progress(PullEvent::Finished { name: &entry.name });
    }
    Ok(pulled)
}

/// The packages on the device `target` names whose external trace directory holds at least
/// one trace file, sorted.
pub fn packages_with_traces(target: &Target) -> Result<Vec<Package>, DeviceError> {
    let mut device = Device::connect(target)?;
    let root = DevicePath::new(android_runtime::DEVICE_APP_DATA_DIR)?;
    if !device.stat(&root)?.is_some_and(|s| s.is_dir()) {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    for entry in device.list(&root)? {
        // Names that are not package names are not apps' directories.
        let Ok(package) = Package::new(&entry.name) else {
            continue;
        };
        if entry.kind != EntryKind::Directory {
            continue;
        }
        let dir = trace_dir(&package)?;
        if !device.stat(&dir)?.is_some_and(|s| s.is_dir()) {
            continue;
        }
        let traces = device.list(&dir)?;
        if traces
            .iter()
            .any(|t| t.kind == EntryKind::File && is_trace_name(&t.name))
        {
            found.push(package);
        }
    }
    found.sort_by(|a, b| a.as_str().cmp(b.as_str()));
    Ok(found)
}

/// A trace found on the device.
struct Found {
    name: String,
    /// Its size, when the listing gave it.
    size: Option<u64>,
    from: Source,
    /// An older copy of the same trace is also in internal storage; it goes with this one.
    stale_internal: bool,
}

/// Where a trace is on the device.
enum Source {
    /// In the app's external trace directory, read with adb's sync protocol.
    External(DevicePath),
    /// In [`INTERNAL_TRACE_DIR`], read through `run-as`.
    Internal,
}

/// The trace files in the app's internal trace directory, or why `run-as` could not look
/// (the app is not debuggable).
fn internal_traces(
    device: &mut Device,
    package: &Package,
) -> Result<Result<Vec<String>, String>, DeviceError> {
    let out = device.shell(&["run-as", package.as_str(), "ls", INTERNAL_TRACE_DIR])?;
    let text = out.text();
    if let Some(refusal) = text.lines().find(|l| l.starts_with("run-as:")) {
        return Ok(Err(refusal.trim().to_string()));
    }
    // A missing directory gives `ls` an error line and no names.
    Ok(Ok(out
        .stdout
        .lines()
        .map(str::trim)
        .filter(|name| is_trace_name(name))
        .map(String::from)
        .collect()))
}

/// Copies `name` from the app's internal trace directory to `local` with `run-as cat`.
fn fetch_internal(
    device: &mut Device,
    package: &Package,
    name: &str,
    local: &Path,
) -> Result<(), DeviceError> {
    let remote = format!("{INTERNAL_TRACE_DIR}/{name}");
    let bytes = device.shell_bytes(&["run-as", package.as_str(), "cat", &remote])?;
    fs::write(local, bytes).map_err(|source| DeviceError::Local {
        path: local.to_path_buf(),
        what: "cannot write the pulled trace",
        source,
    })
}

/// Deletes `name` from the app's internal trace directory and checks that it is gone.
fn delete_internal(device: &mut Device, package: &Package, name: &str) -> Result<(), String> {
    let remote = format!("{INTERNAL_TRACE_DIR}/{name}");
    let run_as = |device: &mut Device, command: &str| {
        device
            .shell(&["run-as", package.as_str(), command, &remote])
            .map(|out| out.text())
            .map_err(|e| e.to_string())
    };
    let removed = run_as(device, "rm")?;
    let listed = run_as(device, "ls")?;
    if listed.contains("No such file") {
        Ok(())
    } else {
        Err(format!(
            "`run-as {package} rm {remote}` left it there: {}",
            removed.trim()
        ))
    }
}

/// What the pulling thread tells [`pull_watched`].
enum Pulling {
    Received(u64),
    Done(Result<(), DeviceError>),
}

/// Pulls `remote` to `local` on a connection and thread of their own, passing on the bytes
/// received, and gives up when nothing arrives for `stall`. adb_client's direct TCP device
/// never returns from a read on a connection the device closed (it spins), so the pull must be
/// abandoned rather than awaited; the abandoned thread ends with the process.
fn pull_watched(
    target: &Target,
    remote: &DevicePath,
    local: &Path,
    stall: Duration,
    progress: &mut dyn FnMut(PullEvent),
) -> Result<(), DeviceError> {
    let (tx, rx) = mpsc::channel();
    let (target, remote_path, local_path) = (target.clone(), remote.clone(), local.to_path_buf());
    std::thread::spawn(move || {
        let result = Device::connect(&target).and_then(|mut device| {
            device.pull_counting(&remote_path, &local_path, &mut |n| {
                // The receiver is gone only once the pull was given up.
                let _ = tx.send(Pulling::Received(n));
            })
        });
        let _ = tx.send(Pulling::Done(result));
    });
    loop {
        match rx.recv_timeout(stall) {
            Ok(Pulling::Received(n)) => progress(PullEvent::Received(n)),
            Ok(Pulling::Done(result)) => return result,
            Err(RecvTimeoutError::Timeout) => {
                return Err(DeviceError::Stalled {
                    what: format!("pull of {remote}"),
                    seconds: stall.as_secs_f64(),
                })
            }
            Err(RecvTimeoutError::Disconnected) => {
                return Err(DeviceError::Stalled {
                    what: format!("pull of {remote} (its thread ended without an answer)"),
                    seconds: 0.0,
                })
            }
        }
    }
}

/// The pid in a trace file's name, `<start ms>-<pid>.adtrace`.
fn pid_of(name: &str) -> Option<u32> {
    let stem = name.strip_suffix(".adtrace")?;
    stem.split_once('-')?.1.parse().ok()
}

/// Deletes `remote` and checks that it is gone (adb_client does not pass on exit codes).
fn delete(device: &mut Device, remote: &DevicePath) -> Result<(), String> {
    let out = device
        .shell(&["rm", remote.as_str()])
        .map_err(|e| e.to_string())?;
    match device.stat(remote) {
        Ok(None) => Ok(()),
        Ok(Some(_)) => Err(format!(
            "`rm {remote}` left it there: {}",
            out.text().trim()
        )),
        Err(e) => Err(e.to_string()),
    }
}

#[cfg(test)]
mod tests {
    use super::pid_of;

    #[test]
    fn the_pid_is_the_name_after_the_dash() {
        assert_eq!(pid_of("1700000000000-4242.adtrace"), Some(4242));
        assert_eq!(pid_of("1700000000000.adtrace"), None);
        assert_eq!(pid_of("1-2.txt"), None);
    }
}
