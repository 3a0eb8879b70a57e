//! Recognising inputs by content: zip (APK or JAR) versus dex, dex headers and multidex names.

use std::fs::File;
use std::io::{Read, Seek};
use std::path::Path;

use super::error::{io_err, ApkError, Result};

/// What kind of file an input is, judged by its content.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InputKind {
    /// A zip archive with `AndroidManifest.xml` at its root.
    Apk,
    /// A zip archive without a manifest, holding `classes*.dex` (a d8/dx JAR).
    Jar,
    /// A bare dex file.
    Dex,
}

/// The format version of a dex file (`dex\n035\0` is 35).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct DexVersion(pub u16);

impl DexVersion {
    /// An `--api` level at which `smali a` writes this dex version, so that reassembly keeps
    /// the version (and with it every opcode and name the original may use).
    pub fn api_level(self) -> u32 {
        match self.0 {
            0..=36 => 15,
            37 => 24,
            38 => 26,
            // smali writes 039 from API 28 on; API 30 also accepts the spaces in names that
            // dex 039 files may hold.
            _ => 30,
        }
    }
}

const DEX_HEADER_SIZE: usize = 0x70;
const ZIP_MAGICS: [&[u8; 4]; 2] = [b"PK\x03\x04", b"PK\x05\x06"];

/// Reads the first bytes of `path` and tells whether it is a zip or a dex.
/// A zip is then told apart as APK or JAR by [`zip_kind`].
pub(crate) fn sniff(path: &Path) -> Result<Sniffed> {
    let mut file = File::open(path).map_err(|e| open_error(path, e))?;
    let mut head = [0u8; 8];
    let n = read_up_to(&mut file, &mut head).map_err(io_err(path, "read"))?;
    let head = &head[..n];
    if ZIP_MAGICS.iter().any(|m| head.starts_with(&m[..])) {
        Ok(Sniffed::Zip)
    } else if head.starts_with(b"dex\n") {
        Ok(Sniffed::Dex)
    } else {
        Err(ApkError::UnknownFormat {
            path: path.to_path_buf(),
            magic: describe_magic(head),
        })
    }
}

/// The two families of input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sniffed {
    Zip,
    Dex,
}

/// APK when the archive has a root `AndroidManifest.xml`, JAR otherwise.
pub(crate) fn zip_kind<R: Read + Seek>(archive: &zip::ZipArchive<R>) -> InputKind {
    if archive.index_for_name("AndroidManifest.xml").is_some() {
        InputKind::Apk
    } else {
        InputKind::Jar
    }
}

/// Opens `path`, mapping "not found" to [`ApkError::InputNotFound`].
pub(crate) fn open_error(path: &Path, e: std::io::Error) -> ApkError {
    if e.kind() == std::io::ErrorKind::NotFound {
        ApkError::InputNotFound {
            path: path.to_path_buf(),
        }
    } else {
        io_err(path, "open")(e)
    }
}

/// Checks a dex image's header and returns its version.
///
/// `path`/`entry` only serve the error message.
pub(crate) fn dex_version(bytes: &[u8], path: &Path, entry: Option<&str>) -> Result<DexVersion> {
    let corrupt = |reason: String| ApkError::CorruptDex {
        path: path.to_path_buf(),
        entry: entry.map(str::to_string),
        reason,
    };
    if bytes.len() < DEX_HEADER_SIZE {
        return Err(corrupt(format!(
            "{} bytes, shorter than the {DEX_HEADER_SIZE}-byte dex header",
            bytes.len()
        )));
    }
    let magic = &bytes[..8];
    let digits = &magic[4..7];
    if &magic[..4] != b"dex\n" || magic[7] != 0 || !digits.iter().all(u8::is_ascii_digit) {
        return Err(corrupt(format!(
            "bad magic {}, expected `dex\\n0NN\\0`",
            describe_magic(magic)
        )));
    }
    let version = digits
        .iter()
        .fold(0u16, |v, d| v * 10 + u16::from(d - b'0'));
    let declared = u32::from_le_bytes([bytes[0x20], bytes[0x21], bytes[0x22], bytes[0x23]]);
    if u64::from(declared) != bytes.len() as u64 {
        return Err(corrupt(format!(
            "the header declares {declared} bytes but the file has {} (truncated or padded)",
            bytes.len()
        )));
    }
    // smali 2.5 reads 035 and 037..039; 036 was never a valid version.
    if !(version == 35 || (37..=39).contains(&version)) {
        return Err(ApkError::UnsupportedDexVersion {
            path: path.to_path_buf(),
            entry: entry.map(str::to_string),
            version,
        });
    }
    Ok(DexVersion(version))
}

/// The multidex position of a root dex entry name: `classes.dex` is 1, `classesN.dex` is N (N >= 2).
/// Any other name (including `classes1.dex`, which Android never loads) gives `None`.
pub fn multidex_index(name: &str) -> Option<u32> {
    let middle = name.strip_prefix("classes")?.strip_suffix(".dex")?;
    if middle.is_empty() {
        return Some(1);
    }
    if middle.starts_with('0') || !middle.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    middle.parse::<u32>().ok().filter(|&n| n >= 2)
}

fn read_up_to(file: &mut File, buf: &mut [u8]) -> std::io::Result<usize> {
    let mut filled = 0;
    while filled < buf.len() {
        match file.read(&mut buf[filled..])? {
            0 => break,
            n => filled += n,
        }
    }
    Ok(filled)
}

fn describe_magic(head: &[u8]) -> String {
    if head.is_empty() {
        return "nothing: the file is empty".to_string();
    }
    let shown: String = head
        .iter()
        .flat_map(|b| b.escape_ascii())
        .map(char::from)
        .collect();
    format!("\"{shown}\"")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multidex_names() {
        assert_eq!(multidex_index("classes.dex"), Some(1));
        assert_eq!(multidex_index("classes2.dex"), Some(2));
        assert_eq!(multidex_index("classes12.dex"), Some(12));
        assert_eq!(multidex_index("classes1.dex"), None);
        assert_eq!(multidex_index("classes02.dex"), None);
        assert_eq!(multidex_index("classesX.dex"), None);
        assert_eq!(multidex_index("lib/classes.dex"), None);
        assert_eq!(multidex_index("classes.dex.bak"), None);
    }

    fn header(version: &[u8; 3], len: usize) -> Vec<u8> {
        let mut b = vec![0u8; len];
        b[..4].copy_from_slice(b"dex\n");
        b[4..7].copy_from_slice(version);
        b[0x20..0x24].copy_from_slice(&(len as u32).to_le_bytes());
        b
    }

    #[test]
    fn dex_header_checks() {
        let p = Path::new("x.dex");
        assert_eq!(
            dex_version(&header(b"038", 0x70), p, None).unwrap(),
            DexVersion(38)
        );
        let mut truncated = header(b"035", 0x80);
        truncated.truncate(0x78);
        let e = dex_version(&truncated, p, None).unwrap_err().to_string();
        assert!(e.contains("declares 128 bytes but the file has 120"), "{e}");
        let e = dex_version(&header(b"040", 0x70), p, Some("classes.dex")).unwrap_err();
        assert!(matches!(
            e,
            ApkError::UnsupportedDexVersion { version: 40, .. }
        ));
        let e = dex_version(b"dex\n035\0", p, None).unwrap_err().to_string();
        assert!(e.contains("shorter than"), "{e}");
    }

    #[test]
    fn api_levels() {
        let api = |v| DexVersion(v).api_level();
        assert_eq!((api(35), api(37), api(38), api(39)), (15, 24, 26, 30));
    }
}
