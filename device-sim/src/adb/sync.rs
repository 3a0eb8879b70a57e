//! The `sync:` service: STAT, LIST, SEND, RECV and QUIT, parsed from the stream as bytes (a
//! request may be split over WRTEs, or several may share one).

use std::fs::{self, File};
use std::io::{self, Read, Write};
use std::os::unix::fs::{MetadataExt, PermissionsExt};
use std::path::Path;
use std::time::{Duration, UNIX_EPOCH};

use super::shell::errno_text;
use super::transport::Stream;
use super::Device;

/// The largest DATA chunk either side may send.
const SYNC_DATA_MAX: usize = 64 * 1024;
/// The longest path a request may carry.
const MAX_PATH: usize = 1024;
/// `S_IFMT` and `S_IFLNK`: SEND can ask for a symlink, which the simulator does not make.
const S_IFMT: u32 = 0o170_000;
const S_IFLNK: u32 = 0o120_000;

/// Bytes received and not yet parsed.
struct Input {
    buf: Vec<u8>,
}

impl Input {
    /// The next `n` bytes; `None` when the host closed the stream first.
    fn take(&mut self, stream: &mut Stream, n: usize) -> Option<Vec<u8>> {
        while self.buf.len() < n {
            let data = stream.read()?;
            self.buf.extend_from_slice(&data);
        }
        Some(self.buf.drain(..n).collect())
    }

    /// An 8-byte request header: id and length.
    fn header(&mut self, stream: &mut Stream) -> Option<([u8; 4], u32)> {
        let bytes = self.take(stream, 8)?;
        let mut id = [0u8; 4];
        id.copy_from_slice(&bytes[..4]);
        Some((id, le32(&bytes[4..8])))
    }
}

fn le32(bytes: &[u8]) -> u32 {
    let mut b = [0u8; 4];
    b.copy_from_slice(&bytes[..4]);
    u32::from_le_bytes(b)
}

fn record(id: &[u8; 4], words: &[u32]) -> Vec<u8> {
    let mut out = id.to_vec();
    for w in words {
        out.extend_from_slice(&w.to_le_bytes());
    }
    out
}

/// Serves one sync session until QUIT, a failure, or the host closing it.
pub(crate) fn run(stream: &mut Stream, device: &Device) -> io::Result<()> {
    stream.set_data_acks(true);
    let mut input = Input { buf: Vec::new() };
    while let Some((id, len)) = input.header(stream) {
        if &id == b"QUIT" {
            return Ok(());
        }
        let len = len as usize;
        if len > MAX_PATH {
            return fail(
                stream,
                &format!("path too long ({len} bytes, at most {MAX_PATH})"),
            );
        }
        let Some(arg) = input.take(stream, len) else {
            return Ok(());
        };
        let arg = String::from_utf8_lossy(&arg).into_owned();
        let peer = stream.link().peer().to_string();
        match &id {
            b"STAT" => stat(stream, device, &arg)?,
            b"LIST" => list(stream, device, &arg)?,
            b"SEND" => {
                device.log(&format!("{peer}: push {arg}"));
                if !send(stream, &mut input, device, &arg)? {
                    return Ok(());
                }
            }
            b"RECV" => {
                device.log(&format!("{peer}: pull {arg}"));
                if !recv(stream, device, &arg)? {
                    return Ok(());
                }
            }
            other => {
                let name = String::from_utf8_lossy(other).into_owned();
                return fail(stream, &format!("unknown sync request `{name}`"));
            }
        }
    }
    Ok(())
}

/// Sends FAIL and ends the session, as adbd does.
fn fail(stream: &mut Stream, message: &str) -> io::Result<()> {
    let mut out = record(b"FAIL", &[message.len() as u32]);
    out.extend_from_slice(message.as_bytes());
    stream.write(&out)
}

/// STAT: mode, size and mtime; all zero when the path does not exist (the client reads mode 0
/// as "no such file").
fn stat(stream: &mut Stream, device: &Device, path: &str) -> io::Result<()> {
    let meta = device.fs().host_path(path).and_then(fs::symlink_metadata);
    let words = match meta {
        Ok(m) => [m.mode(), m.size() as u32, m.mtime() as u32],
        Err(_) => [0, 0, 0],
    };
    stream.write(&record(b"STAT", &words))
}

/// LIST: a DENT per entry (`.` and `..` first, then by name), then DONE; DONE closes the last
/// WRTE.
fn list(stream: &mut Stream, device: &Device, path: &str) -> io::Result<()> {
    let max = stream.max_payload();
    let mut out = Vec::new();
    if let Ok(dir) = device.fs().host_path(path) {
        if let Ok(entries) = fs::read_dir(&dir) {
            let mut names: Vec<(String, fs::Metadata)> = entries
                .filter_map(Result::ok)
                .filter_map(|e| {
                    let meta = e.metadata().ok()?;
                    Some((e.file_name().to_string_lossy().into_owned(), meta))
                })
                .collect();
            names.sort_by(|a, b| a.0.cmp(&b.0));
            let dots = [(".", &dir), ("..", &dir)]
                .into_iter()
                .filter_map(|(n, p)| Some((n.to_string(), fs::metadata(p).ok()?)));
            for (name, meta) in dots.chain(names) {
                let mut dent = record(
                    b"DENT",
                    &[
                        meta.mode(),
                        meta.size() as u32,
                        meta.mtime() as u32,
                        name.len() as u32,
                    ],
                );
                dent.extend_from_slice(name.as_bytes());
                if out.len() + dent.len() > max {
                    stream.write(&out)?;
                    out.clear();
                }
                out.extend_from_slice(&dent);
            }
        }
    }
    let done = record(b"DONE", &[0, 0, 0, 0]);
    if out.len() + done.len() > max {
        stream.write(&out)?;
        out.clear();
    }
    out.extend_from_slice(&done);
    stream.write(&out)
}

/// SEND `path,mode`: DATA chunks then DONE mtime, into a temporary file renamed at DONE, so a
/// broken push leaves no partial file. Returns whether the session goes on.
fn send(stream: &mut Stream, input: &mut Input, device: &Device, arg: &str) -> io::Result<bool> {
    let (path, mode) = match arg.rsplit_once(',') {
        Some((path, mode)) => (path, parse_mode(mode)),
        None => (arg, Some(0o644)),
    };
    let Some(mode) = mode else {
        fail(stream, &format!("bad file mode in `{arg}`"))?;
        return Ok(false);
    };
    if mode & S_IFMT == S_IFLNK {
        fail(stream, "the simulator does not create symbolic links")?;
        return Ok(false);
    }
    let target = match device.fs().host_path(path) {
        Ok(t) if t.is_dir() => {
            fail(stream, &format!("{path}: Is a directory"))?;
            return Ok(false);
        }
        Ok(t) => t,
        Err(e) => {
            fail(stream, &format!("{path}: {}", errno_text(&e)))?;
            return Ok(false);
        }
    };
    let mut file = match open_temp(&target) {
        Ok(file) => file,
        Err(e) => {
            // adbd, too, answers FAIL at once and ends the session.
            fail(stream, &format!("{path}: {}", errno_text(&e)))?;
            return Ok(false);
        }
    };
    loop {
        let Some((id, len)) = input.header(stream) else {
            return Ok(false);
        };
        match &id {
            b"DATA" if len as usize <= SYNC_DATA_MAX => {
                let Some(data) = input.take(stream, len as usize) else {
                    return Ok(false);
                };
                if let Err(e) = file.write_all(&data) {
                    fail(stream, &format!("{path}: {}", errno_text(&e)))?;
                    return Ok(false);
                }
            }
            b"DONE" => {
                let done = finish_file(file, &target, mode, len);
                return match done {
                    Ok(()) => {
                        stream.write(&record(b"OKAY", &[0]))?;
                        Ok(true)
                    }
                    Err(e) => {
                        fail(stream, &format!("{path}: {}", errno_text(&e)))?;
                        Ok(false)
                    }
                };
            }
            b"DATA" => {
                fail(
                    stream,
                    &format!("DATA chunk of {len} bytes exceeds {SYNC_DATA_MAX}"),
                )?;
                return Ok(false);
            }
            other => {
                let name = String::from_utf8_lossy(other).into_owned();
                fail(
                    stream,
                    &format!("expected DATA or DONE during SEND, got `{name}`"),
                )?;
                return Ok(false);
            }
        }
    }
}

/// A mode as adbd reads it (C `strtoul(s, 0)`: `0777` octal, `0x1ff` hex, `33188` decimal).
fn parse_mode(text: &str) -> Option<u32> {
    if let Some(hex) = text.strip_prefix("0x").or_else(|| text.strip_prefix("0X")) {
        u32::from_str_radix(hex, 16).ok()
    } else if text.len() > 1 && text.starts_with('0') {
        u32::from_str_radix(&text[1..], 8).ok()
    } else {
        text.parse().ok()
    }
}

fn open_temp(target: &Path) -> io::Result<tempfile::NamedTempFile> {
    let parent = target
        .parent()
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidInput, "Is a directory"))?;
    // adbd makes the missing parent directories of a pushed file.
    fs::create_dir_all(parent)?;
    tempfile::Builder::new()
        .prefix(".devsim-push-")
        .tempfile_in(parent)
}

fn finish_file(
    mut file: tempfile::NamedTempFile,
    target: &Path,
    mode: u32,
    mtime: u32,
) -> io::Result<()> {
    file.flush()?;
    file.as_file()
        .set_permissions(fs::Permissions::from_mode(mode & 0o777))?;
    if mtime != 0 {
        file.as_file()
            .set_modified(UNIX_EPOCH + Duration::from_secs(u64::from(mtime)))?;
    }
    file.persist(target).map_err(|e| e.error)?;
    Ok(())
}

/// RECV: the file in DATA chunks, DONE closing the last WRTE. Returns whether the session
/// goes on (not after a FAIL or a simulated disconnect).
fn recv(stream: &mut Stream, device: &Device, path: &str) -> io::Result<bool> {
    let opened = device.fs().host_path(path).and_then(|p| {
        if p.is_dir() {
            return Err(io::Error::new(
                io::ErrorKind::IsADirectory,
                "Is a directory",
            ));
        }
        File::open(p)
    });
    let mut file = match opened {
        Ok(file) => file,
        Err(e) => {
            fail(stream, &format!("{path}: {}", errno_text(&e)))?;
            return Ok(false);
        }
    };
    // DATA header and DONE must fit in one WRTE with the chunk.
    let chunk = SYNC_DATA_MAX
        .min(stream.max_payload().saturating_sub(16))
        .max(1);
    let mut current = read_chunk(&mut file, chunk)?;
    loop {
        let next = if current.is_empty() {
            Vec::new()
        } else {
            read_chunk(&mut file, chunk)?
        };
        let mut out = Vec::with_capacity(current.len() + 16);
        if !current.is_empty() {
            if let Some(allowed) = device.drop_point(current.len()) {
                out.extend_from_slice(&record(b"DATA", &[current.len() as u32]));
                out.extend_from_slice(&current[..allowed]);
                // Said before the write, which may fail once the peer gives up.
                device.log(&format!(
                    "{}: dropping the connection during the pull of {path}, as --drop-after-bytes asks",
                    stream.link().peer()
                ));
                stream.write(&out)?;
                stream.link().drop_connection();
                return Ok(false);
            }
            out.extend_from_slice(&record(b"DATA", &[current.len() as u32]));
            out.extend_from_slice(&current);
        }
        if next.is_empty() {
            out.extend_from_slice(&record(b"DONE", &[0]));
            stream.write(&out)?;
            return Ok(true);
        }
        stream.write(&out)?;
        current = next;
    }
}

fn read_chunk(file: &mut File, size: usize) -> io::Result<Vec<u8>> {
    let mut buf = Vec::with_capacity(size);
    file.take(size as u64).read_to_end(&mut buf)?;
    Ok(buf)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn modes_parse_like_strtoul() {
        assert_eq!(parse_mode("0777"), Some(0o777));
        assert_eq!(parse_mode("33188"), Some(0o100_644));
        assert_eq!(parse_mode("0x1ff"), Some(0o777));
        assert_eq!(parse_mode("0"), Some(0));
        assert_eq!(parse_mode("rw"), None);
    }
}
