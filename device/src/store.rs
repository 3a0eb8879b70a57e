//! The host's copies of pulled traces: `<meta>/traces/gen-NNNN/<start ms>-<pid>.adtrace`, by
//! the model generation each trace was recorded with. A trace is written under a temporary
//! name, synced, read back chunk by chunk (every CRC) and only then renamed into place, so a
//! trace may be deleted from the device once [`store`] returned `Ok`.

use std::fs::{self, File};
use std::io::{self, BufReader, BufWriter, Read, Write};
use std::path::{Path, PathBuf};

use android_runtime::fsutil::{persist_synced, temporary_in};
use android_runtime::trace::{TraceError, TraceReader};

/// What [`store`] kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Stored {
    pub path: PathBuf,
    pub bytes: u64,
    /// Chunks that read back intact.
    pub chunks: usize,
    /// The model generation the trace's coders started from (0 when the runtime loaded none).
    pub generation: u32,
    /// Where damage ends the readable chunks (a process killed while writing), if it does: the
    /// copy is kept, and decodes to an exact prefix.
    pub stopped: Option<String>,
    /// False when an identical copy was there already (a run resumed after the device's copy
    /// could not be deleted).
    pub new: bool,
}

/// Why a pulled trace was not stored; the device's copy must then be kept.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("`{name}` is not a trace file name (`<start ms>-<pid>.adtrace`): not stored")]
    BadName { name: String },
    #[error("{path}: {source}, while storing the pulled trace `{name}`: free some space or fix the permissions and run again (the device keeps its copy)")]
    Io {
        name: String,
        path: PathBuf,
        source: io::Error,
    },
    #[error("the pulled `{name}` has {got} bytes but the device listed {expected}: the transfer was cut short; run again (the device keeps its copy)")]
    Short {
        name: String,
        got: u64,
        expected: u64,
    },
    #[error("the pulled `{name}` does not read as a trace: {source} (the device keeps its copy)")]
    NotATrace { name: String, source: TraceError },
    #[error("{path} exists with other contents than the pulled `{name}`: move it away and run again (the device keeps its copy)")]
    Conflict { name: String, path: PathBuf },
}

/// Whether `name` is a trace file's name as the runtime makes them: `<digits>-<digits>.adtrace`.
pub fn is_trace_name(name: &str) -> bool {
    let Some(stem) = name.strip_suffix(".adtrace") else {
        return false;
    };
    let Some((start, pid)) = stem.split_once('-') else {
        return false;
    };
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    digits(start) && digits(pid)
}

/// The metadata directory a stored trace (`<meta>/traces/gen-NNNN/<name>`) belongs to.
pub fn meta_of(stored: &Path) -> Option<PathBuf> {
    Some(stored.parent()?.parent()?.parent()?.to_path_buf())
}

/// The start time (ms) a trace's name begins with (`<start ms>-<pid>.adtrace`); 0 for another
/// name.
pub fn start_ms(path: &Path) -> u64 {
    path.file_name()
        .and_then(|n| n.to_str())
        .and_then(|n| n.split('-').next())
        .and_then(|ms| ms.parse().ok())
        .unwrap_or(0)
}

/// The directory of the traces recorded with model generation `generation`.
pub fn generation_dir(meta_dir: &Path, generation: u32) -> PathBuf {
    meta_dir.join("traces").join(format!("gen-{generation:04}"))
}

/// Every stored trace of `meta_dir` (`<meta>/traces/gen-NNNN/*.adtrace`), by generation, then
/// name; none when nothing was stored yet.
pub fn stored_traces(meta_dir: &Path) -> io::Result<Vec<PathBuf>> {
    let root = meta_dir.join("traces");
    if !root.is_dir() {
        return Ok(Vec::new());
    }
    let mut found = Vec::new();
    for dir in fs::read_dir(&root)? {
        let dir = dir?.path();
        let is_generation = dir
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with("gen-"));
        if !is_generation || !dir.is_dir() {
            continue;
        }
        for file in fs::read_dir(&dir)? {
            let file = file?.path();
            if file
                .file_name()
                .and_then(|n| n.to_str())
                .is_some_and(is_trace_name)
            {
                found.push(file);
            }
        }
    }
    found.sort();
    Ok(found)
}

/// Copies the trace `name` read from `source` into `meta_dir`'s trace store; `expected_len` is
/// the size the device listed, when known. Nothing is left behind on failure.
pub fn store(
    meta_dir: &Path,
    name: &str,
    source: &mut dyn Read,
    expected_len: Option<u64>,
) -> Result<Stored, StoreError> {
    if !is_trace_name(name) {
        return Err(StoreError::BadName { name: name.into() });
    }
    let incoming = meta_dir.join("traces");
    let io_err = |path: &Path| {
        let name = name.to_string();
        let path = path.to_path_buf();
        move |source| StoreError::Io { name, path, source }
    };
    fs::create_dir_all(&incoming).map_err(io_err(&incoming))?;
    let tmp = temporary_in(&incoming).map_err(io_err(&incoming))?;
    let tmp_path = tmp.path().to_path_buf();
    let bytes = {
        let mut out = BufWriter::new(tmp.as_file());
        let copied = io::copy(source, &mut out).map_err(io_err(&tmp_path))?;
        out.flush().map_err(io_err(&tmp_path))?;
        copied
    };
    if let Some(expected) = expected_len.filter(|&e| e != bytes) {
        return Err(StoreError::Short {
            name: name.into(),
            got: bytes,
            expected,
        });
    }
    let (generation, chunks, stopped) = read_back(&tmp_path, name)?;
    let dir = generation_dir(meta_dir, generation);
    fs::create_dir_all(&dir).map_err(io_err(&dir))?;
    let path = dir.join(name);
    let mut stored = Stored {
        path: path.clone(),
        bytes,
        chunks,
        generation,
        stopped,
        new: true,
    };
    if path.exists() {
        if same_contents(&tmp_path, &path).map_err(io_err(&path))? {
            stored.new = false;
            return Ok(stored);
        }
        return Err(StoreError::Conflict {
            name: name.into(),
            path,
        });
    }
    persist_synced(tmp, &path).map_err(io_err(&path))?;
    Ok(stored)
}

/// Reads the copy at `path` chunk by chunk: its generation, the intact chunks, and where damage
/// stops them.
fn read_back(path: &Path, name: &str) -> Result<(u32, usize, Option<String>), StoreError> {
    let not_a_trace = |source| StoreError::NotATrace {
        name: name.into(),
        source,
    };
    let mut reader = TraceReader::open(path).map_err(not_a_trace)?;
    let generation = reader.header().decoding_generation();
    let mut chunks = 0;
    let stopped = reader
        .read_to_damage(|_| {
            chunks += 1;
            Ok(())
        })
        .map_err(not_a_trace)?;
    Ok((generation, chunks, stopped.map(|e| e.to_string())))
}

fn same_contents(a: &Path, b: &Path) -> io::Result<bool> {
    if fs::metadata(a)?.len() != fs::metadata(b)?.len() {
        return Ok(false);
    }
    let (mut a, mut b) = (
        BufReader::new(File::open(a)?),
        BufReader::new(File::open(b)?),
    );
    let (mut x, mut y) = ([0u8; 8192], [0u8; 8192]);
    loop {
        let n = a.read(&mut x)?;
        if n == 0 {
            return Ok(true);
        }
        b.read_exact(&mut y[..n])?;
        if x[..n] != y[..n] {
            return Ok(false);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use android_runtime::trace::{ModelStatus, TraceHeader, TraceWriter, CODER_RANGE};

    fn trace(generation: u32) -> Vec<u8> {
        let header = TraceHeader {
            schemes: android_runtime::Scheme::Paths.bit(),
            metadata_hash: 9,
            model_generation: generation,
            pid: 77,
            start_ms: 1000,
            model_status: if generation == 0 {
                ModelStatus::NoFile
            } else {
                ModelStatus::Loaded
            },
            coder: CODER_RANGE,
        };
        let mut bytes = Vec::new();
        let mut w = TraceWriter::new(&mut bytes, &header).unwrap();
        w.thread(0, "main").unwrap();
        w.paths(0, 3, 1, &[1, 2, 3, 4]).unwrap();
        w.paths(0, 2, 0, &[5, 6]).unwrap();
        bytes
    }

    fn files_under(dir: &Path) -> Vec<PathBuf> {
        let mut found = Vec::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            for e in fs::read_dir(d).unwrap() {
                let p = e.unwrap().path();
                if p.is_dir() {
                    todo.push(p);
                } else {
                    found.push(p);
                }
            }
        }
        found.sort();
        found
    }

    /// A source that fails after `left` bytes, as a connection dropped mid-pull.
    struct Dropping<'a> {
        bytes: &'a [u8],
        left: usize,
    }

    impl Read for Dropping<'_> {
        fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
            if self.left == 0 {
                return Err(io::Error::new(
                    io::ErrorKind::ConnectionReset,
                    "device gone",
                ));
            }
            let n = buf.len().min(self.left).min(self.bytes.len());
            buf[..n].copy_from_slice(&self.bytes[..n]);
            self.bytes = &self.bytes[n..];
            self.left -= n;
            Ok(n)
        }
    }

    #[test]
    fn a_whole_trace_goes_under_its_generation_and_nothing_else_is_left() {
        let meta = tempfile::tempdir().unwrap();
        let bytes = trace(3);
        let name = "1000-77.adtrace";
        let s = store(meta.path(), name, &mut &bytes[..], Some(bytes.len() as u64)).unwrap();
        let path = meta.path().join("traces/gen-0003").join(name);
        assert_eq!(
            s,
            Stored {
                path: path.clone(),
                bytes: bytes.len() as u64,
                chunks: 3,
                generation: 3,
                stopped: None,
                new: true,
            }
        );
        assert_eq!(fs::read(&path).unwrap(), bytes);
        assert_eq!(files_under(meta.path()), [path]);
        // Stored again (a resumed run): nothing changes.
        let again = store(meta.path(), name, &mut &bytes[..], None).unwrap();
        assert!(!again.new);
        assert_eq!(files_under(meta.path()).len(), 1);
    }

    #[test]
    fn a_trace_cut_on_the_device_is_kept_and_says_where_it_stops() {
        let meta = tempfile::tempdir().unwrap();
        let bytes = trace(0);
        let cut = &bytes[..bytes.len() - 3];
        let s = store(meta.path(), "5-6.adtrace", &mut &cut[..], None).unwrap();
        assert_eq!((s.generation, s.chunks), (0, 2));
        assert!(s.stopped.unwrap().contains("ends inside a chunk"));
        assert_eq!(fs::read(s.path).unwrap(), cut);
    }

    #[test]
    fn a_failed_or_short_transfer_stores_nothing() {
        let meta = tempfile::tempdir().unwrap();
        let bytes = trace(1);
        let mut dropping = Dropping {
            bytes: &bytes,
            left: 20,
        };
        let e = store(meta.path(), "1-2.adtrace", &mut dropping, None).unwrap_err();
        assert!(matches!(e, StoreError::Io { .. }), "{e}");
        assert!(e.to_string().contains("device keeps its copy"), "{e}");
        let half = &bytes[..bytes.len() / 2];
        let e = store(
            meta.path(),
            "1-2.adtrace",
            &mut &half[..],
            Some(bytes.len() as u64),
        )
        .unwrap_err();
        assert!(matches!(e, StoreError::Short { .. }), "{e}");
        assert_eq!(files_under(meta.path()), Vec::<PathBuf>::new());
    }

    #[test]
    fn names_other_contents_and_non_traces_are_refused() {
        let meta = tempfile::tempdir().unwrap();
        let bytes = trace(0);
        for bad in [
            "../1-2.adtrace",
            "1-2.adtrace/x",
            "a-2.adtrace",
            "12.adtrace",
            "1-2.txt",
        ] {
            let e = store(meta.path(), bad, &mut &bytes[..], None).unwrap_err();
            assert!(matches!(e, StoreError::BadName { .. }), "{bad}: {e}");
        }
        let e = store(meta.path(), "1-2.adtrace", &mut &b"not a trace"[..], None).unwrap_err();
        assert!(matches!(e, StoreError::NotATrace { .. }), "{e}");
        store(meta.path(), "1-2.adtrace", &mut &bytes[..], None).unwrap();
        let other = trace(0).into_iter().chain([0u8]).collect::<Vec<_>>();
        let e = store(meta.path(), "1-2.adtrace", &mut &other[..], None).unwrap_err();
        assert!(matches!(e, StoreError::Conflict { .. }), "{e}");
        assert_eq!(files_under(meta.path()).len(), 1);
    }
}
