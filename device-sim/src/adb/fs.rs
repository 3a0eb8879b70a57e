//! The simulated device's filesystem: device paths map to host paths under one root directory.

use std::io;
use std::path::{Path, PathBuf};

/// Directories a fresh device has (relative to the root).
const STANDARD_DIRS: &[&str] = &["sdcard/Android/data", "data/local/tmp", "data/app"];

/// The device's filesystem, rooted at a host directory.
#[derive(Clone, Debug)]
pub struct DeviceFs {
    root: PathBuf,
}

impl DeviceFs {
    /// Uses `root` (created if missing, with `/sdcard/Android/data`, `/data/local/tmp` and
    /// `/data/app`) as the device's `/`.
    pub fn new(root: &Path) -> io::Result<DeviceFs> {
        for dir in STANDARD_DIRS {
            std::fs::create_dir_all(root.join(dir)).map_err(|e| {
                io::Error::new(
                    e.kind(),
                    format!("cannot create {}: {e}", root.join(dir).display()),
                )
            })?;
        }
        let root = std::path::absolute(root)?;
        Ok(DeviceFs { root })
    }

    /// The host directory that is the device's `/`.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// The host path of a device path. Relative paths start at `/` (a device shell's working
    /// directory); `..` never climbs above `/`, so nothing outside the root is reachable.
    pub fn host_path(&self, device_path: &str) -> io::Result<PathBuf> {
        let normal = normalize(device_path)?;
        let mut host = self.root.clone();
        host.extend(normal.split('/').filter(|c| !c.is_empty()));
        Ok(host)
    }
}

/// `device_path` as an absolute path without `.`, `..` or repeated slashes.
pub fn normalize(device_path: &str) -> io::Result<String> {
    if device_path.is_empty() || device_path.contains('\0') {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            "No such file or directory",
        ));
    }
    let mut parts: Vec<&str> = Vec::new();
    for part in device_path.split('/') {
        match part {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            name => parts.push(name),
        }
    }
    Ok(format!("/{}", parts.join("/")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_stay_under_the_root() {
        let dir = tempfile::tempdir().unwrap();
        let fs = DeviceFs::new(dir.path()).unwrap();
        assert!(fs.root().join("sdcard/Android/data").is_dir());
        let root = fs.root().to_path_buf();
        assert_eq!(fs.host_path("/").unwrap(), root);
        assert_eq!(fs.host_path("/sdcard//x/").unwrap(), root.join("sdcard/x"));
        assert_eq!(
            fs.host_path("../../etc/passwd").unwrap(),
            root.join("etc/passwd")
        );
        assert_eq!(fs.host_path("/a/./b/../c").unwrap(), root.join("a/c"));
        assert!(fs.host_path("").is_err());
        assert!(fs.host_path("/a\0b").is_err());
    }
}
