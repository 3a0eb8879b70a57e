//! A trace's per-thread records, read from a trace in memory ([`TraceFile`]) or from its file
//! one chunk at a time ([`TraceStream`]), so that a decoder holds one chunk at a time however
//! long the file.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::trace::{Chunk, TraceError, TraceFile, TraceHeader, TraceReader, TAG_THREAD};

/// One thread's chunks of one tag, in file order.
pub type Chunks<'a> = Box<dyn Iterator<Item = Result<Chunk, TraceError>> + 'a>;

/// A trace whose chunks can be read thread by thread.
pub trait Record {
    /// The file, for messages.
    fn path(&self) -> &Path;
    fn header(&self) -> &TraceHeader;
    /// Where damage ends the readable chunks, if it does.
    fn stopped(&self) -> Option<&TraceError>;
    /// Every thread that has a name or a chunk with `tag`, by index, with its name (`None` when
    /// the trace has no THREAD chunk for it).
    fn threads(&self, tag: u8) -> Result<Vec<(u32, Option<String>)>, TraceError>;
    /// Thread `thread`'s chunks with `tag`, in file order, up to any damage.
    fn chunks(&self, tag: u8, thread: u32) -> Result<Chunks<'_>, TraceError>;
}

impl Record for TraceFile {
    fn path(&self) -> &Path {
        &self.path
    }

    fn header(&self) -> &TraceHeader {
        &self.header
    }

    fn stopped(&self) -> Option<&TraceError> {
        self.stopped.as_ref()
    }

    fn threads(&self, tag: u8) -> Result<Vec<(u32, Option<String>)>, TraceError> {
        let tagged = self
            .chunks
            .iter()
            .filter(|c| c.tag == tag)
            .map(|c| c.thread);
        Ok(named_or_tagged(self.thread_names()?, tagged))
    }

    fn chunks(&self, tag: u8, thread: u32) -> Result<Chunks<'_>, TraceError> {
        Ok(Box::new(
            self.chunks
                .iter()
                .filter(move |c| c.tag == tag && c.thread == thread)
                .cloned()
                .map(Ok),
        ))
    }
}

/// Every named thread and every thread in `tagged`, by index, with its name if it has one.
fn named_or_tagged(
    names: BTreeMap<u32, String>,
    tagged: impl Iterator<Item = u32>,
) -> Vec<(u32, Option<String>)> {
    let mut threads: BTreeMap<u32, Option<String>> =
        names.into_iter().map(|(t, name)| (t, Some(name))).collect();
    for thread in tagged {
        threads.entry(thread).or_insert(None);
    }
    threads.into_iter().collect()
}

/// A trace file read from disk once to learn its threads, then once more per thread for its
/// chunks: memory is one chunk and the list of threads, whatever the file's length.
#[derive(Debug)]
pub struct TraceStream {
    path: PathBuf,
    header: TraceHeader,
    names: BTreeMap<u32, String>,
    /// Per tag, the threads that have chunks with it.
    tagged: BTreeMap<u8, BTreeSet<u32>>,
    /// Chunks before the end of the file or the first damage.
    readable: usize,
    stopped: Option<TraceError>,
}

impl TraceStream {
    /// Reads the file at `path` through once. Errors only when the header is unreadable (or on
    /// I/O errors); damage after it ends the readable chunks, as [`crate::trace::read_trace`].
    pub fn open(path: impl AsRef<Path>) -> Result<TraceStream, TraceError> {
        let mut reader = TraceReader::open(path.as_ref())?;
        let header = *reader.header();
        let mut names = BTreeMap::new();
        let mut tagged: BTreeMap<u8, BTreeSet<u32>> = BTreeMap::new();
        let mut readable = 0;
        let stopped = reader.read_to_damage(|c| {
            readable += 1;
            if c.tag == TAG_THREAD && !names.contains_key(&c.thread) {
                let name = c.thread_name().map_err(|source| TraceError::Payload {
                    path: path.as_ref().to_path_buf(),
                    source,
                })?;
                names.insert(c.thread, name);
            }
            tagged.entry(c.tag).or_default().insert(c.thread);
            Ok(())
        })?;
        Ok(TraceStream {
            path: path.as_ref().to_path_buf(),
            header,
            names,
            tagged,
            readable,
            stopped,
        })
    }
}

impl Record for TraceStream {
    fn path(&self) -> &Path {
        &self.path
    }

    fn header(&self) -> &TraceHeader {
        &self.header
    }

    fn stopped(&self) -> Option<&TraceError> {
        self.stopped.as_ref()
    }

    fn threads(&self, tag: u8) -> Result<Vec<(u32, Option<String>)>, TraceError> {
        let tagged = self.tagged.get(&tag).into_iter().flatten().copied();
        Ok(named_or_tagged(self.names.clone(), tagged))
    }

    fn chunks(&self, tag: u8, thread: u32) -> Result<Chunks<'_>, TraceError> {
        let reader = TraceReader::open(&self.path)?;
        if *reader.header() != self.header {
            return Err(TraceError::Changed {
                path: self.path.clone(),
            });
        }
        // The first pass read `readable` chunks; reading no further keeps the two passes alike
        // even if the file grew since.
        Ok(Box::new(reader.take(self.readable).filter(
            move |c| !matches!(c, Ok(c) if c.tag != tag || c.thread != thread),
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::trace::{read_trace, TraceWriter, TAG_PATHS};

    fn header() -> TraceHeader {
        TraceHeader {
            schemes: crate::Scheme::Paths.bit(),
            metadata_hash: 7,
            model_generation: 0,
            pid: 1,
            start_ms: 2,
            model_status: crate::trace::ModelStatus::NoFile,
            coder: crate::trace::CODER_RANGE,
        }
    }

    fn write(path: &Path, cut: usize) {
        let mut bytes = Vec::new();
        let mut w = TraceWriter::new(&mut bytes, &header()).unwrap();
        w.thread(0, "main").unwrap();
        w.paths(0, 1, 0, &[1, 2, 3]).unwrap();
        w.thread(1, "worker").unwrap();
        w.paths(1, 2, 5, &[4, 5]).unwrap();
        w.paths(0, 3, 1, &[6]).unwrap();
        w.paths(2, 4, 0, &[7]).unwrap();
        bytes.truncate(bytes.len() - cut);
        std::fs::write(path, bytes).unwrap();
    }

    fn all(record: &dyn Record) -> Vec<(u32, Option<String>, Vec<Chunk>)> {
        record
            .threads(TAG_PATHS)
            .unwrap()
            .into_iter()
            .map(|(t, name)| {
                let chunks = record.chunks(TAG_PATHS, t).unwrap();
                (t, name, chunks.map(Result::unwrap).collect())
            })
            .collect()
    }

    #[test]
    fn a_streamed_file_gives_what_the_file_in_memory_gives() {
        let dir = tempfile::tempdir().unwrap();
        for cut in [0, 1, 9] {
            let path = dir.path().join(format!("t{cut}.adtrace"));
            write(&path, cut);
            let memory = read_trace(&path).unwrap();
            let stream = TraceStream::open(&path).unwrap();
            assert_eq!(all(&stream), all(&memory), "cut {cut}");
            assert_eq!(stream.stopped().is_some(), cut > 0);
            assert_eq!(
                stream.stopped().map(ToString::to_string),
                memory.stopped().map(ToString::to_string)
            );
        }
        let full = TraceStream::open(dir.path().join("t0.adtrace")).unwrap();
        let threads = all(&full);
        assert_eq!(
            threads
                .iter()
                .map(|(t, n, c)| (*t, n.clone(), c.len()))
                .collect::<Vec<_>>(),
            [
                (0, Some("main".to_string()), 2),
                (1, Some("worker".to_string()), 1),
                (2, None, 1)
            ]
        );
    }

    #[test]
    fn a_file_replaced_between_passes_is_an_error() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("t.adtrace");
        write(&path, 0);
        let stream = TraceStream::open(&path).unwrap();
        std::fs::write(&path, b"not a trace").unwrap();
        assert!(stream.chunks(TAG_PATHS, 0).is_err());
    }
}
