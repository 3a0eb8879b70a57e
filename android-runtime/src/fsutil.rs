//! Writing files so that nothing is half-written: the one way models, metadata and caches are
//! written.

use std::fs;
use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` atomically: a temporary file in the same directory, synced, made an
/// ordinary file (0644; temporary files are private), renamed over `path`, then the directory
/// synced so that the rename survives a crash. Readers see the old file or the new one, never a
/// partial one.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    let mut tmp = temporary_in(dir)?;
    tmp.write_all(bytes)?;
    persist_synced(tmp, path)
}

/// A private temporary file in `dir` for [`persist_synced`] (same directory, so the rename is
/// atomic).
pub fn temporary_in(dir: &Path) -> io::Result<tempfile::NamedTempFile> {
    tempfile::Builder::new()
        .prefix(".adaptrace-")
        .suffix(".tmp")
        .tempfile_in(dir)
}

/// Syncs `tmp` (written in `path`'s directory), makes it an ordinary file (0644), renames it
/// over `path` and syncs the directory: the second half of [`write_atomic`], for files written
/// in pieces and checked before they are put in place.
pub fn persist_synced(tmp: tempfile::NamedTempFile, path: &Path) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    };
    make_ordinary(tmp.path())?;
    tmp.as_file().sync_all()?;
    tmp.persist(path).map_err(|e| e.error)?;
    sync_dir(dir)
}

#[cfg(unix)]
fn make_ordinary(path: &Path) -> io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    fs::set_permissions(path, fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn make_ordinary(_path: &Path) -> io::Result<()> {
    Ok(())
}

#[cfg(unix)]
fn sync_dir(dir: &Path) -> io::Result<()> {
    fs::File::open(dir)?.sync_all()
}

#[cfg(not(unix))]
fn sync_dir(_dir: &Path) -> io::Result<()> {
    // Directories cannot be opened for syncing here; the rename itself is still atomic.
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replaces_the_file_whole_and_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f.bin");
        write_atomic(&path, b"old").unwrap();
        write_atomic(&path, b"new contents").unwrap();
        assert_eq!(fs::read(&path).unwrap(), b"new contents");
        let names: Vec<_> = fs::read_dir(dir.path()).unwrap().collect();
        assert_eq!(names.len(), 1);
        #[cfg(unix)]
        {
            use std::os::unix::fs::PermissionsExt;
            let mode = fs::metadata(&path).unwrap().permissions().mode() & 0o777;
            assert_eq!(mode, 0o644);
        }
    }

    #[test]
    fn a_missing_directory_is_an_error_and_writes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("no/such/dir/f.bin");
        assert!(write_atomic(&path, b"x").is_err());
        assert!(!path.exists());
    }
}
