//! Writing the output: the original archive with its dex entries replaced, aligned and signed.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{BufReader, BufWriter, Cursor, Read, Seek, Write};
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use tempfile::NamedTempFile;
use zip::write::SimpleFileOptions;
use zip::{CompressionMethod, DateTime, ZipArchive, ZipWriter};

use super::assemble::DexFile;
use super::decode::corrupt_zip;
use super::error::{io_err, ApkError, Result};
use super::input::{dex_version, multidex_index, open_error, sniff, zip_kind, Sniffed};
use super::progress::{Progress, Stage};
use super::tools::{Tool, Toolchain};
use super::InputKind;

/// How to sign an output APK. JAR and DEX outputs are never signed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Signing {
    /// The adaptrace debug key, `$XDG_CONFIG_HOME/adaptrace/debug.keystore` (or
    /// `~/.config/adaptrace/debug.keystore`), created with keytool on first use.
    Debug,
    /// The caller's keystore.
    Keystore(Keystore),
    /// Align but do not sign (for signing elsewhere).
    Unsigned,
}

/// A Java keystore and the key to sign with.
#[derive(Clone, PartialEq, Eq)]
pub struct Keystore {
    /// The keystore file (JKS or PKCS12).
    pub path: PathBuf,
    /// Alias of the key in the keystore.
    pub alias: String,
    /// Keystore password.
    pub store_password: String,
    /// Key password, when it differs from the keystore password.
    pub key_password: Option<String>,
}

impl std::fmt::Debug for Keystore {
    // Passwords stay out of logs and error reports.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Keystore")
            .field("path", &self.path)
            .field("alias", &self.alias)
            .finish_non_exhaustive()
    }
}

impl Keystore {
    /// The well-known Android debug key parameters (password `android`, alias
    /// `androiddebugkey`) for the keystore at `path`.
    pub fn debug(path: impl Into<PathBuf>) -> Keystore {
        Keystore {
            path: path.into(),
            alias: "androiddebugkey".to_string(),
            store_password: "android".to_string(),
            key_password: Some("android".to_string()),
        }
    }
}

/// Where [`Signing::Debug`] keeps its keystore: `$XDG_CONFIG_HOME/adaptrace/debug.keystore`,
/// else `$HOME/.config/adaptrace/debug.keystore`.
pub fn debug_keystore_path() -> Result<PathBuf> {
    let absolute = |v: OsString| Some(PathBuf::from(v)).filter(|p| p.is_absolute());
    let config = std::env::var_os("XDG_CONFIG_HOME")
        .and_then(absolute)
        .or_else(|| {
            std::env::var_os("HOME")
                .and_then(absolute)
                .map(|h| h.join(".config"))
        })
        .ok_or(ApkError::NoConfigDir)?;
    Ok(config.join("adaptrace").join("debug.keystore"))
}

/// Repacks with the tools on `PATH`; see [`Toolchain::repack`].
pub fn repack(
    original: &Path,
    new_dexes: &[DexFile],
    out: &Path,
    signing: &Signing,
    progress: &dyn Progress,
) -> Result<()> {
    Toolchain::from_env().repack(original, new_dexes, out, signing, progress)
}

impl Toolchain {
    /// Writes `out` from `original` with its dex code replaced by `new_dexes`:
    ///
    /// * APK: every entry except the root `classes*.dex` and the v1 signature files
    ///   (`META-INF/MANIFEST.MF`, `*.SF`, `*.RSA`, `*.DSA`, `*.EC`, invalid once the code changes)
    ///   is copied as it is stored (same compressed bytes, same method, same order);
    ///   the new dex entries take the place of the old ones, deflated (stored if the original
    ///   dex was stored); a compressed `resources.arsc` is rewritten stored, as Android 11+
    ///   requires. Then `zipalign -p -f 4` and `apksigner sign` per `signing`.
    /// * JAR: the same copy and replacement; no alignment, no signature.
    /// * DEX: `out` is the single new dex.
    ///
    /// `out` is written to a temporary file in its own directory and renamed into place, so a
    /// failure never leaves a partial output (and `out` may be `original`).
    pub fn repack(
        &self,
        original: &Path,
        new_dexes: &[DexFile],
        out: &Path,
        signing: &Signing,
        progress: &dyn Progress,
    ) -> Result<()> {
        self.repack_edited(
            original,
            new_dexes,
            out,
            signing,
            Edits::default(),
            progress,
        )
    }

    /// [`Toolchain::repack`], with `edits` made to an APK's binary manifest (an entry
    /// rewritten with the method it had); for a JAR or DEX, which have no manifest, any edit is
    /// an error.
    pub fn repack_edited(
        &self,
        original: &Path,
        new_dexes: &[DexFile],
        out: &Path,
        signing: &Signing,
        edits: Edits,
        progress: &dyn Progress,
    ) -> Result<()> {
        let mut names: Vec<&str> = Vec::with_capacity(new_dexes.len());
        for dex in new_dexes {
            if multidex_index(&dex.name).is_none() || names.contains(&dex.name.as_str()) {
                return Err(ApkError::InvalidDexName {
                    name: dex.name.clone(),
                });
            }
            names.push(&dex.name);
        }
        match sniff(original)? {
            Sniffed::Dex if edits != Edits::default() => Err(edits.without_manifest(original)),
            Sniffed::Dex => self.repack_dex(original, new_dexes, out, progress),
            Sniffed::Zip => self.repack_zip(original, new_dexes, out, signing, edits, progress),
        }
    }

    fn repack_dex(
        &self,
        original: &Path,
        new_dexes: &[DexFile],
        out: &Path,
        progress: &dyn Progress,
    ) -> Result<()> {
        let [dex] = new_dexes else {
            return Err(ApkError::DexMismatch {
                path: original.to_path_buf(),
                reason: format!(
                    "a bare dex input takes exactly one new dex, got {}; give an APK or JAR \
                     input to produce multidex output",
                    new_dexes.len()
                ),
            });
        };
        progress.stage_started(Stage::Repack, 1);
        progress.item_started(Stage::Repack, &dex.name);
        let bytes = read_new_dex(dex)?;
        let mut tmp = temp_in(&out_dir(out))?;
        tmp.write_all(&bytes).map_err(io_err(tmp.path(), "write"))?;
        persist(tmp, out)?;
        progress.item_finished(Stage::Repack, &dex.name);
        progress.stage_finished(Stage::Repack);
        Ok(())
    }

    fn repack_zip(
        &self,
        original: &Path,
        new_dexes: &[DexFile],
        out: &Path,
        signing: &Signing,
        edits: Edits,
        progress: &dyn Progress,
    ) -> Result<()> {
        let file = File::open(original).map_err(|e| open_error(original, e))?;
        let mut archive =
            ZipArchive::new(BufReader::new(file)).map_err(|e| corrupt_zip(original, None, e))?;
        let kind = zip_kind(&archive);
        if kind != InputKind::Apk && edits != Edits::default() {
            return Err(edits.without_manifest(original));
        }
        if kind == InputKind::Apk {
            self.locate(Tool::Zipalign)?;
            if *signing != Signing::Unsigned {
                self.locate(Tool::Apksigner)?;
            }
            if *signing == Signing::Debug && !debug_keystore_path()?.is_file() {
                self.locate(Tool::Keytool)?;
            }
        }
        let unaligned = temp_in(&out_dir(out))?;
        progress.stage_started(Stage::Repack, new_dexes.len());
        write_replaced(
            &mut archive,
            original,
            new_dexes,
            edits,
            unaligned.as_file(),
            progress,
        )
        .map_err(|e| match e {
            WriteError::Apk(e) => e,
            // I/O trouble is the output's (disk full, ...); anything else is the zip writer
            // refusing what the original holds (e.g. a duplicate entry name).
            WriteError::Zip(zip::result::ZipError::Io(e)) => io_err(out, "write")(e),
            WriteError::Zip(e) => corrupt_zip(original, None, e),
        })?;
        progress.stage_finished(Stage::Repack);

        if kind == InputKind::Jar {
            return persist(unaligned, out);
        }

        progress.stage_started(Stage::Align, 1);
        progress.item_started(Stage::Align, "zipalign");
        let aligned = temp_in(&out_dir(out))?;
        let args: Vec<OsString> = vec![
            "-p".into(),
            "-f".into(),
            "4".into(),
            unaligned.path().into(),
            aligned.path().into(),
        ];
        self.run(Tool::Zipalign, &args, &[], &out.display().to_string())?;
        drop(unaligned);
        progress.item_finished(Stage::Align, "zipalign");
        progress.stage_finished(Stage::Align);

        let keystore = match signing {
            Signing::Unsigned => None,
            Signing::Keystore(k) => Some(k.clone()),
            Signing::Debug => Some(Keystore::debug(debug_keystore_path()?)),
        };
        if let Some(keystore) = keystore {
            progress.stage_started(Stage::Sign, 1);
            progress.item_started(Stage::Sign, "apksigner");
            if *signing == Signing::Debug {
                self.ensure_debug_keystore(&keystore.path)?;
            }
            self.sign(aligned.path(), &keystore, out)?;
            progress.item_finished(Stage::Sign, "apksigner");
            progress.stage_finished(Stage::Sign);
        }
        persist(aligned, out)
    }

    /// Signs `apk` in place with `apksigner sign` (v1/v2/v3 as apksigner picks for the
    /// app's minSdk; no v4 `.idsig` side file). Passwords go through the environment,
    /// never the command line.
    fn sign(&self, apk: &Path, keystore: &Keystore, out: &Path) -> Result<()> {
        let mut args: Vec<OsString> = vec![
            "sign".into(),
            "--ks".into(),
            keystore.path.clone().into(),
            "--ks-key-alias".into(),
            keystore.alias.clone().into(),
            "--ks-pass".into(),
            "env:ADAPTRACE_KS_PASS".into(),
        ];
        let mut envs = vec![("ADAPTRACE_KS_PASS", keystore.store_password.as_str())];
        if let Some(key_password) = &keystore.key_password {
            args.extend(["--key-pass".into(), "env:ADAPTRACE_KEY_PASS".into()]);
            envs.push(("ADAPTRACE_KEY_PASS", key_password.as_str()));
        }
        args.extend(["--v4-signing-enabled".into(), "false".into(), apk.into()]);
        self.run(Tool::Apksigner, &args, &envs, &out.display().to_string())
            .map(drop)
    }

    /// Returns the debug keystore at `path`, creating it with keytool if it does not exist.
    /// Creation goes through a temporary file, so a concurrent run never sees half a keystore.
    pub fn ensure_debug_keystore(&self, path: &Path) -> Result<Keystore> {
        let keystore = Keystore::debug(path);
        if path.is_file() {
            return Ok(keystore);
        }
        let dir = path.parent().unwrap_or(Path::new("."));
        fs::create_dir_all(dir).map_err(io_err(dir, "create directory"))?;
        let tmp_dir = tempfile::Builder::new()
            .prefix(".adaptrace-keystore-")
            .tempdir_in(dir)
            .map_err(io_err(dir, "create a temporary directory in"))?;
        let tmp = tmp_dir.path().join("debug.keystore");
        let args: Vec<OsString> = ["-genkeypair", "-noprompt", "-keystore"]
            .into_iter()
            .map(OsString::from)
            .chain([tmp.clone().into()])
            .chain(
                [
                    "-storetype",
                    "PKCS12",
                    "-storepass",
                    "android",
                    "-keypass",
                    "android",
                    "-alias",
                    "androiddebugkey",
                    "-keyalg",
                    "RSA",
                    "-keysize",
                    "2048",
                    "-validity",
                    "10000",
                    "-dname",
                    "CN=Android Debug,O=Android,C=US",
                ]
                .into_iter()
                .map(OsString::from),
            )
            .collect();
        self.run(Tool::Keytool, &args, &[], &path.display().to_string())?;
        // hard_link fails instead of replacing a keystore another run created meanwhile.
        match fs::hard_link(&tmp, path) {
            Ok(()) => Ok(keystore),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => Ok(keystore),
            Err(e) => Err(io_err(path, "create")(e)),
        }
    }
}

enum WriteError {
    Apk(ApkError),
    Zip(zip::result::ZipError),
}

impl From<zip::result::ZipError> for WriteError {
    fn from(e: zip::result::ZipError) -> Self {
        WriteError::Zip(e)
    }
}

impl From<ApkError> for WriteError {
    fn from(e: ApkError) -> Self {
        WriteError::Apk(e)
    }
}

/// Copies `archive` into `out` with its dex entries replaced; see [`Toolchain::repack`].
fn write_replaced<R: Read + Seek>(
    archive: &mut ZipArchive<R>,
    original: &Path,
    new_dexes: &[DexFile],
    edits: Edits,
    out: &File,
    progress: &dyn Progress,
) -> Result<(), WriteError> {
    let mut new_dexes: Vec<&DexFile> = new_dexes.iter().collect();
    new_dexes.sort_by_key(|d| multidex_index(&d.name));
    let mut writer = ZipWriter::new(BufWriter::new(out));
    let mut dexes_written = false;
    let corrupt = |name: &str| {
        let name = name.to_string();
        move |e| WriteError::Apk(corrupt_zip(original, Some(name), e))
    };
    for i in 0..archive.len() {
        let listed = archive.name_for_index(i).unwrap_or_default().to_string();
        let entry = archive.by_index_raw(i).map_err(corrupt(&listed))?;
        let name = entry.name().to_string();
        if entry.enclosed_name().is_none() {
            return Err(ApkError::UnsafeEntryName {
                path: original.to_path_buf(),
                entry: name,
            }
            .into());
        }
        if multidex_index(&name).is_some() {
            let method = entry.compression();
            let time = entry
                .last_modified()
                .filter(|t| t.is_valid())
                .unwrap_or_default();
            drop(entry);
            // All new dex entries go where the original's first dex entry was.
            if !dexes_written {
                write_dexes(&mut writer, &new_dexes, method, time, progress)?;
                dexes_written = true;
            }
            continue;
        }
        if is_v1_signature_file(&name) {
            continue;
        }
        if name == MANIFEST_ENTRY && edits.debuggable {
            let method = entry.compression();
            drop(entry);
            rewrite_entry(archive, i, original, &mut writer, method, |bytes| {
                crate::axml::set_debuggable(&bytes).map_err(|e| {
                    WriteError::Apk(ApkError::BinaryXml {
                        path: original.to_path_buf(),
                        entry: Some(name.clone()),
                        offset: e.offset as u64,
                        message: format!("cannot mark the app debuggable: {}", e.message),
                    })
                })
            })?;
            continue;
        }
        if name == "resources.arsc" && entry.compression() != CompressionMethod::Stored {
            drop(entry);
            rewrite_entry(
                archive,
                i,
                original,
                &mut writer,
                CompressionMethod::Stored,
                Ok,
            )?;
            continue;
        }
        writer.raw_copy_file(entry)?;
    }
    if !dexes_written {
        let method = CompressionMethod::Deflated;
        write_dexes(
            &mut writer,
            &new_dexes,
            method,
            DateTime::default(),
            progress,
        )?;
    }
    let mut inner = writer.finish()?;
    inner.flush().map_err(|e| WriteError::Zip(e.into()))?;
    Ok(())
}

const MANIFEST_ENTRY: &str = "AndroidManifest.xml";

/// Writes entry `i` of `archive` anew, compressed with `method`, its content passed through
/// `change`; name and time stay.
fn rewrite_entry<R: Read + Seek, W: Write + Seek>(
    archive: &mut ZipArchive<R>,
    i: usize,
    original: &Path,
    writer: &mut ZipWriter<W>,
    method: CompressionMethod,
    change: impl FnOnce(Vec<u8>) -> Result<Vec<u8>, WriteError>,
) -> Result<(), WriteError> {
    let corrupt = |name: Option<String>, e| WriteError::Apk(corrupt_zip(original, name, e));
    let mut entry = archive.by_index(i).map_err(|e| corrupt(None, e))?;
    let name = entry.name().to_string();
    let time = entry
        .last_modified()
        .filter(|t| t.is_valid())
        .unwrap_or_default();
    let mut bytes = Vec::new();
    entry
        .read_to_end(&mut bytes)
        .map_err(|e| corrupt(Some(name.clone()), e.into()))?;
    drop(entry);
    let bytes = change(bytes)?;
    let options = SimpleFileOptions::default()
        .compression_method(method)
        .last_modified_time(time);
    writer.start_file(name.as_str(), options)?;
    writer
        .write_all(&bytes)
        .map_err(|e| WriteError::Zip(e.into()))
}

/// Changes [`Toolchain::repack_edited`] makes to an APK's binary manifest.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Edits {
    /// `android:debuggable="true"` on `<application>`: `run-as` then works for the app, so
    /// `adb` can read its internal storage.
    pub debuggable: bool,
}

impl Edits {
    fn without_manifest(self, original: &Path) -> ApkError {
        ApkError::NoManifest {
            path: original.to_path_buf(),
            reason: "only an APK has a manifest to mark debuggable; give the app's APK".into(),
        }
    }
}

/// Writes the new dex entries, stored when the original dex was stored, deflated otherwise.
///
/// Deflating is most of the repack's CPU time, so the dex files are compressed in parallel,
/// each into a single-entry archive in memory; the entries are then copied raw, in order,
/// which gives the same bytes as compressing them one after the other into `writer`.
fn write_dexes<W: Write + Seek>(
    writer: &mut ZipWriter<W>,
    new_dexes: &[&DexFile],
    original_method: CompressionMethod,
    time: DateTime,
    progress: &dyn Progress,
) -> Result<(), WriteError> {
    let method = match original_method {
        CompressionMethod::Stored => CompressionMethod::Stored,
        _ => CompressionMethod::Deflated,
    };
    // Every dex is compressed even when one fails, so the error reported is the first in
    // entry order, as a sequential run would report.
    let entries: Vec<Result<Vec<u8>, WriteError>> = new_dexes
        .par_iter()
        .map(|dex| {
            progress.item_started(Stage::Repack, &dex.name);
            let entry = single_entry_zip(dex, method, time);
            progress.item_finished(Stage::Repack, &dex.name);
            entry
        })
        .collect();
    for entry in entries {
        let mut archive = ZipArchive::new(Cursor::new(entry?))?;
        writer.raw_copy_file(archive.by_index_raw(0)?)?;
    }
    Ok(())
}

/// An in-memory archive holding `dex` as its only entry, written with `method` and `time`.
fn single_entry_zip(
    dex: &DexFile,
    method: CompressionMethod,
    time: DateTime,
) -> Result<Vec<u8>, WriteError> {
    let bytes = read_new_dex(dex)?;
    let options = SimpleFileOptions::default()
        .compression_method(method)
        .last_modified_time(time)
        .large_file(bytes.len() as u64 >= u64::from(u32::MAX));
    let mut writer = ZipWriter::new(Cursor::new(Vec::new()));
    writer.start_file(dex.name.as_str(), options)?;
    writer
        .write_all(&bytes)
        .map_err(|e| WriteError::Zip(e.into()))?;
    Ok(writer.finish()?.into_inner())
}

/// The JAR signature files in `META-INF/` that a change of content invalidates.
fn is_v1_signature_file(name: &str) -> bool {
    let Some(file) = name.strip_prefix("META-INF/") else {
        return false;
    };
    if file.contains('/') {
        return false;
    }
    let upper = file.to_ascii_uppercase();
    upper == "MANIFEST.MF"
        || [".SF", ".RSA", ".DSA", ".EC"]
            .iter()
            .any(|ext| upper.ends_with(ext))
}

/// Reads a new dex and checks its header, so that garbage never gets packed.
fn read_new_dex(dex: &DexFile) -> Result<Vec<u8>> {
    let bytes = fs::read(&dex.path).map_err(io_err(&dex.path, "read"))?;
    dex_version(&bytes, &dex.path, None)?;
    Ok(bytes)
}

/// The directory `out` goes into, where its temporary files go so that renames are atomic.
fn out_dir(out: &Path) -> PathBuf {
    match out.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

fn temp_in(dir: &Path) -> Result<NamedTempFile> {
    tempfile::Builder::new()
        .prefix(".adaptrace-")
        .suffix(".tmp")
        .tempfile_in(dir)
        .map_err(io_err(dir, "create a temporary file in"))
}

/// Moves a finished temporary file to `out` (atomic rename within one directory).
fn persist(tmp: NamedTempFile, out: &Path) -> Result<()> {
    // Temporary files are private (0600); the output is an ordinary file.
    fs::set_permissions(tmp.path(), fs::Permissions::from_mode(0o644))
        .map_err(io_err(tmp.path(), "set permissions of"))?;
    tmp.as_file()
        .sync_all()
        .map_err(io_err(tmp.path(), "sync"))?;
    tmp.persist(out)
        .map(drop)
        .map_err(|e| io_err(out, "write")(e.error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn signature_files() {
        for name in [
            "META-INF/MANIFEST.MF",
            "META-INF/CERT.SF",
            "META-INF/cert.rsa",
            "META-INF/KEY.DSA",
            "META-INF/A.EC",
        ] {
            assert!(is_v1_signature_file(name), "{name}");
        }
        for name in [
            "META-INF/services/x.SF",
            "META-INF/androidx.core.version",
            "MANIFEST.MF",
            "assets/META-INF/CERT.RSA",
        ] {
            assert!(!is_v1_signature_file(name), "{name}");
        }
    }

    /// A dex header declaring `len` bytes, then filler that deflates to a few blocks.
    fn fake_dex(len: usize, seed: u32) -> Vec<u8> {
        let mut bytes = b"dex\n035\0".to_vec();
        bytes.resize(0x70, 0);
        bytes[0x20..0x24].copy_from_slice(&u32::try_from(len).unwrap().to_le_bytes());
        let mut x = seed;
        while bytes.len() < len {
            x = x.wrapping_mul(1_103_515_245).wrapping_add(12_345);
            bytes.push(b"abcdefgh"[(x >> 28) as usize % 8]);
        }
        bytes
    }

    #[test]
    fn parallel_dexes_match_a_sequential_write() {
        let tmp = tempfile::tempdir().unwrap();
        let dexes: Vec<DexFile> = [300_000, 0x70, 70_000]
            .into_iter()
            .enumerate()
            .map(|(i, len)| {
                let name = match i {
                    0 => "classes.dex".to_string(),
                    _ => format!("classes{}.dex", i + 1),
                };
                let path = tmp.path().join(&name);
                fs::write(&path, fake_dex(len, i as u32)).unwrap();
                DexFile { name, path }
            })
            .collect();
        let refs: Vec<&DexFile> = dexes.iter().collect();
        let time = DateTime::from_date_and_time(2020, 2, 3, 4, 5, 6).unwrap();
        for method in [CompressionMethod::Deflated, CompressionMethod::Stored] {
            let mut parallel = ZipWriter::new(Cursor::new(Vec::new()));
            parallel
                .start_file("before", SimpleFileOptions::default())
                .unwrap();
            parallel.write_all(b"x").unwrap();
            let written = write_dexes(&mut parallel, &refs, method, time, &crate::NoProgress);
            assert!(written.is_ok(), "{method:?}: write_dexes failed");

            let mut sequential = ZipWriter::new(Cursor::new(Vec::new()));
            sequential
                .start_file("before", SimpleFileOptions::default())
                .unwrap();
            sequential.write_all(b"x").unwrap();
            for dex in &dexes {
                let options = SimpleFileOptions::default()
                    .compression_method(method)
                    .last_modified_time(time);
                sequential.start_file(dex.name.as_str(), options).unwrap();
                sequential.write_all(&fs::read(&dex.path).unwrap()).unwrap();
            }

            let parallel = parallel.finish().unwrap().into_inner();
            let sequential = sequential.finish().unwrap().into_inner();
            assert!(parallel == sequential, "{method:?}: archives differ");
        }
    }

    #[test]
    fn debug_keystore_keeps_passwords_out_of_debug() {
        let k = Keystore::debug("/x/debug.keystore");
        let shown = format!("{k:?}");
        assert!(shown.contains("androiddebugkey"));
        assert!(!shown.contains("android\""), "{shown}");
    }
}
