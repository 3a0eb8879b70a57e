//! Decoding an input into smali directories (one per dex) plus manifest facts.

use std::ffi::OsString;
use std::fs::{self, File};
use std::io::{BufReader, Read};
use std::path::{Path, PathBuf};

use zip::result::ZipError;
use zip::ZipArchive;

use super::batch::{balance, ToolRun};
use super::error::{io_err, ApkError, Result};
use super::input::{dex_version, multidex_index, open_error, sniff, zip_kind, Sniffed};
use super::manifest::{ApktoolMeta, Manifest};
use super::progress::{Progress, Stage};
use super::tools::{Tool, Toolchain};
use super::{DexVersion, InputKind};

/// File that marks a directory as an adaptrace work directory, so that decoding
/// again may replace what an earlier decode left there (and nothing else).
const WORK_MARKER: &str = ".adaptrace-work";
/// Subdirectories of the work directory that decode owns and replaces.
const DEX_SUBDIR: &str = "dex";
const SMALI_SUBDIR: &str = "smali";
const APKTOOL_SUBDIR: &str = "apktool";

/// The result of [`decode`].
#[derive(Clone, Debug)]
pub struct Decoded {
    /// The input file.
    pub input: PathBuf,
    /// What the input turned out to be.
    pub kind: InputKind,
    /// The work directory holding `dex/`, `smali/` and (for APKs) `apktool/`.
    pub work_dir: PathBuf,
    /// The dex files in multidex order (`classes.dex`, `classes2.dex`, ...).
    pub dexes: Vec<DecodedDex>,
    /// Manifest facts; `None` for JAR and DEX inputs and from [`Toolchain::decode_code`].
    pub manifest: Option<ManifestInfo>,
    /// apktool.yml, when apktool produced one.
    pub apktool: Option<ApktoolMeta>,
}

/// One dex of the input and its smali.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodedDex {
    /// Entry name, e.g. `classes2.dex` (`classes.dex` for a bare dex input).
    pub name: String,
    /// The extracted dex file.
    pub dex_path: PathBuf,
    /// The directory `baksmali d` wrote the smali files to.
    pub smali_dir: PathBuf,
    /// The dex format version from the header.
    pub version: DexVersion,
}

/// Whether manifest facts could be had.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ManifestInfo {
    /// apktool decoded the manifest and it parsed.
    Available(Manifest),
    /// apktool could not decode resources (it was re-run with `-r`) or the result did not parse;
    /// the dex files were decoded all the same.
    Unavailable {
        /// Why, including the tool's message.
        reason: String,
    },
}

impl ManifestInfo {
    /// The manifest, when available.
    pub fn manifest(&self) -> Option<&Manifest> {
        match self {
            ManifestInfo::Available(m) => Some(m),
            ManifestInfo::Unavailable { .. } => None,
        }
    }
}

impl Decoded {
    /// The manifest, when the input is an APK and it could be decoded.
    pub fn manifest(&self) -> Option<&Manifest> {
        self.manifest.as_ref().and_then(ManifestInfo::manifest)
    }
}

/// Decodes `input` into `work_dir` with the tools on `PATH`; see [`Toolchain::decode`].
pub fn decode(input: &Path, work_dir: &Path, progress: &dyn Progress) -> Result<Decoded> {
    Toolchain::from_env().decode(input, work_dir, progress)
}

/// Decodes only the code of `input`; see [`Toolchain::decode_code`].
pub fn decode_code(input: &Path, work_dir: &Path, progress: &dyn Progress) -> Result<Decoded> {
    Toolchain::from_env().decode_code(input, work_dir, progress)
}

/// One dex file taken out of an input by [`extract_dexes`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExtractedDex {
    /// Entry name, e.g. `classes2.dex` (`classes.dex` for a bare dex input).
    pub name: String,
    /// Where it was written.
    pub path: PathBuf,
    /// The dex format version from the header.
    pub version: DexVersion,
}

/// One dex file of an input, in memory.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DexBytes {
    /// Entry name, e.g. `classes2.dex` (`classes.dex` for a bare dex input).
    pub name: String,
    /// The dex format version from the header.
    pub version: DexVersion,
    pub bytes: Vec<u8>,
}

/// Reads every dex of `input` (an .apk, a .jar holding `classes*.dex`, or a .dex, recognised
/// by content), in multidex order, checking each one's header; runs no tool, writes nothing.
pub fn read_dexes(input: &Path) -> Result<(InputKind, Vec<DexBytes>)> {
    match sniff(input)? {
        Sniffed::Dex => {
            let bytes = fs::read(input).map_err(|e| open_error(input, e))?;
            let version = dex_version(&bytes, input, None)?;
            let name = String::from("classes.dex");
            Ok((
                InputKind::Dex,
                vec![DexBytes {
                    name,
                    version,
                    bytes,
                }],
            ))
        }
        Sniffed::Zip => {
            let file = File::open(input).map_err(|e| open_error(input, e))?;
            let mut archive =
                ZipArchive::new(BufReader::new(file)).map_err(|e| corrupt_zip(input, None, e))?;
            let kind = zip_kind(&archive);
            let dex_entries = scan_archive(&mut archive, input)?;
            let mut dexes = Vec::with_capacity(dex_entries.len());
            for (name, index) in dex_entries {
                let bytes = read_entry(&mut archive, index, &name, input)?;
                let version = dex_version(&bytes, input, Some(&name))?;
                dexes.push(DexBytes {
                    name,
                    version,
                    bytes,
                });
            }
            Ok((kind, dexes))
        }
    }
}

/// Writes every dex of `input` (as [`read_dexes`] finds them) to `work_dir/dex/`, in multidex
/// order, running no tool.
pub fn extract_dexes(input: &Path, work_dir: &Path) -> Result<(InputKind, Vec<ExtractedDex>)> {
    let (kind, dexes) = read_dexes(input)?;
    prepare_work_dir(work_dir)?;
    let extracted = dexes
        .into_iter()
        .map(|dex| {
            Ok(ExtractedDex {
                path: write_dex(work_dir, &dex.name, &dex.bytes)?,
                name: dex.name,
                version: dex.version,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok((kind, extracted))
}

impl Toolchain {
    /// Decodes `input` (an .apk, a .jar/.zip holding `classes*.dex`, or a .dex; recognised by
    /// content) into `work_dir`:
    ///
    /// * every root `classesN.dex` is extracted to `work_dir/dex/` and disassembled by
    ///   `baksmali d` into `work_dir/smali/classesN/`, several at once;
    /// * for an APK, at the same time, `apktool d -s` decodes the manifest and apktool.yml into
    ///   `work_dir/apktool/` (retrying with `-r` when resources cannot be decoded, in which case
    ///   the manifest is reported [`ManifestInfo::Unavailable`]).
    ///
    /// Every entry name of an archive is checked before anything is written: a name that
    /// would leave the archive root (`../x`, `/x`) is refused. `work_dir` must be new, empty, or
    /// an earlier work directory (whose `dex/`, `smali/` and `apktool/` are then replaced).
    pub fn decode(
        &self,
        input: &Path,
        work_dir: &Path,
        progress: &dyn Progress,
    ) -> Result<Decoded> {
        self.decode_with(input, work_dir, progress, true)
    }

    /// Like [`Toolchain::decode`] but only the code: apktool is not run, so `manifest` and
    /// `apktool` are `None`. For work that rewrites dex files only (a round trip), this saves a
    /// whole JVM competing with baksmali for the CPUs.
    pub fn decode_code(
        &self,
        input: &Path,
        work_dir: &Path,
        progress: &dyn Progress,
    ) -> Result<Decoded> {
        self.decode_with(input, work_dir, progress, false)
    }

    fn decode_with(
        &self,
        input: &Path,
        work_dir: &Path,
        progress: &dyn Progress,
        with_manifest: bool,
    ) -> Result<Decoded> {
        // Fail on a missing tool before any long-running work.
        self.locate(Tool::Baksmali)?;
        let (kind, extracted) = extract_dexes(input, work_dir)?;
        if kind == InputKind::Apk && with_manifest {
            self.locate(Tool::Apktool)?;
        }
        let dexes: Vec<DecodedDex> = extracted
            .into_iter()
            .map(|dex| DecodedDex {
                smali_dir: work_dir.join(SMALI_SUBDIR).join(dex_stem(&dex.name)),
                name: dex.name,
                dex_path: dex.path,
                version: dex.version,
            })
            .collect();

        let (disassembled, apktool) = std::thread::scope(|scope| {
            let apktool = (kind == InputKind::Apk && with_manifest)
                .then(|| scope.spawn(|| self.decode_manifest(input, work_dir, progress)));
            let disassembled = self.disassemble_all(&dexes, progress);
            // A panic in the apktool thread is a bug of ours, not bad input: report it as such.
            let apktool = apktool.map(|h| {
                h.join().unwrap_or_else(|_| {
                    Ok((
                        ManifestInfo::Unavailable {
                            reason: "internal error while running apktool".to_string(),
                        },
                        None,
                    ))
                })
            });
            (disassembled, apktool)
        });
        disassembled?;
        let (manifest, apktool) = match apktool.transpose()? {
            Some((manifest, meta)) => (Some(manifest), meta),
            None => (None, None),
        };

        Ok(Decoded {
            input: input.to_path_buf(),
            kind,
            work_dir: work_dir.to_path_buf(),
            dexes,
            manifest,
            apktool,
        })
    }

    /// Runs `baksmali d` on every dex: the dex files are split into [`Toolchain::jobs`] groups
    /// of similar size, each group one after the other in one JVM when possible.
    fn disassemble_all(&self, dexes: &[DecodedDex], progress: &dyn Progress) -> Result<()> {
        progress.stage_started(Stage::Disassemble, dexes.len());
        let weights: Vec<u64> = dexes
            .iter()
            .map(|d| fs::metadata(&d.dex_path).map_or(0, |m| m.len()))
            .collect();
        let groups = balance(&weights, self.jobs());
        let results = self.for_each_parallel(&groups, |group| {
            let group: Vec<&DecodedDex> = group.iter().map(|&i| &dexes[i]).collect();
            group
                .iter()
                .for_each(|d| progress.item_started(Stage::Disassemble, &d.name));
            let runs: Vec<ToolRun> = group
                .iter()
                .map(|dex| ToolRun {
                    args: vec![
                        "d".into(),
                        "-o".into(),
                        dex.smali_dir.clone().into(),
                        dex.dex_path.clone().into(),
                    ],
                    context: dex.name.clone(),
                })
                .collect();
            let r = self.run_group(Tool::Baksmali, &runs);
            group
                .iter()
                .for_each(|d| progress.item_finished(Stage::Disassemble, &d.name));
            r
        });
        progress.stage_finished(Stage::Disassemble);
        results.into_iter().try_for_each(|r| r.map(drop))
    }

    /// Runs apktool to get the text manifest and apktool.yml into `work_dir/apktool/`, then
    /// parses them.
    fn decode_manifest(
        &self,
        input: &Path,
        work_dir: &Path,
        progress: &dyn Progress,
    ) -> Result<(ManifestInfo, Option<ApktoolMeta>)> {
        let item = "AndroidManifest.xml";
        progress.stage_started(Stage::DecodeManifest, 1);
        progress.item_started(Stage::DecodeManifest, item);
        let result = self.apktool_manifest(input, &work_dir.join(APKTOOL_SUBDIR));
        progress.item_finished(Stage::DecodeManifest, item);
        progress.stage_finished(Stage::DecodeManifest);
        let (manifest, meta) = result?;
        let info = match manifest {
            Ok(m) => ManifestInfo::Available(m),
            Err(ApkError::NoManifest { reason, .. }) => ManifestInfo::Unavailable { reason },
            Err(e) => ManifestInfo::Unavailable {
                reason: e.to_string(),
            },
        };
        Ok((info, meta))
    }

    /// The manifest of the APK `apk`, decoded by `apktool d -s` in a temporary directory: what
    /// installing an APK or naming its package needs. An APK whose manifest apktool cannot
    /// decode is [`ApkError::NoManifest`], one that does not parse [`ApkError::Manifest`].
    pub fn read_manifest(&self, apk: &Path) -> Result<Manifest> {
        if !apk.is_file() {
            return Err(ApkError::InputNotFound {
                path: apk.to_path_buf(),
            });
        }
        let work = tempfile::Builder::new()
            .prefix("adaptrace-manifest-")
            .tempdir()
            .map_err(io_err(&std::env::temp_dir(), "create a directory in"))?;
        self.apktool_manifest(apk, &work.path().join(APKTOOL_SUBDIR))?
            .0
    }

    /// `apktool d -s` of `input` into `out` (again with `-r` when the resources cannot be
    /// decoded), then the manifest and apktool.yml it wrote, parsed. The manifest is an error
    /// of its own when apktool ran but gave none that parses; the outer error is a tool that
    /// could not run or an apktool.yml that does not parse.
    fn apktool_manifest(
        &self,
        input: &Path,
        out: &Path,
    ) -> Result<(Result<Manifest>, Option<ApktoolMeta>)> {
        // apktool's default framework dir is used: a private one would get a 45 MB copy of
        // framework-res.apk per work dir.
        let args = |no_res: bool| {
            let mut a: Vec<OsString> = vec!["d".into(), "-s".into(), "-f".into()];
            if no_res {
                a.push("-r".into());
            }
            a.extend(["-o".into(), out.into(), input.into()]);
            a
        };
        let context = input.display().to_string();
        match self.run(Tool::Apktool, &args(false), &[], &context) {
            Ok(_) => {
                let manifest_path = out.join("AndroidManifest.xml");
                let manifest = fs::read_to_string(&manifest_path)
                    .map_err(io_err(&manifest_path, "read"))
                    .and_then(|text| Manifest::parse(&text, &manifest_path));
                let meta = read_apktool_yml(out)?;
                let manifest = manifest.map(|mut m| {
                    // apktool moves <uses-sdk> into apktool.yml.
                    if let Some(meta) = &meta {
                        m.min_sdk = m.min_sdk.or(meta.min_sdk());
                        m.target_sdk = m.target_sdk.or(meta.target_sdk());
                    }
                    m
                });
                Ok((manifest, meta))
            }
            Err(first @ ApkError::ToolFailed { .. }) => {
                let reason = format!("apktool could not decode the resources: {first}");
                let no_manifest = |reason| ApkError::NoManifest {
                    path: input.to_path_buf(),
                    reason,
                };
                match self.run(Tool::Apktool, &args(true), &[], &context) {
                    Ok(_) => Ok((Err(no_manifest(reason)), read_apktool_yml(out)?)),
                    Err(second @ ApkError::ToolFailed { .. }) => Ok((
                        Err(no_manifest(format!("{reason}\nand with -r: {second}"))),
                        None,
                    )),
                    Err(e) => Err(e),
                }
            }
            Err(e) => Err(e),
        }
    }
}

/// apktool.yml of an apktool output dir; absent is `None`, unparsable is an error.
fn read_apktool_yml(apktool_dir: &Path) -> Result<Option<ApktoolMeta>> {
    let path = apktool_dir.join("apktool.yml");
    match fs::read_to_string(&path) {
        Ok(text) => ApktoolMeta::parse(&text, &path).map(Some),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
        Err(e) => Err(io_err(&path, "read")(e)),
    }
}

/// Checks every entry name and lists the root `classes*.dex` entries in multidex order.
fn scan_archive<R: Read + std::io::Seek>(
    archive: &mut ZipArchive<R>,
    path: &Path,
) -> Result<Vec<(String, usize)>> {
    let mut dexes: Vec<(u32, String, usize)> = Vec::new();
    for i in 0..archive.len() {
        let listed = archive.name_for_index(i).map(str::to_string);
        let entry = archive
            .by_index_raw(i)
            .map_err(|e| corrupt_zip(path, listed, e))?;
        let name = entry.name().to_string();
        if entry.enclosed_name().is_none() {
            return Err(ApkError::UnsafeEntryName {
                path: path.to_path_buf(),
                entry: name,
            });
        }
        if let Some(n) = multidex_index(&name) {
            if dexes.iter().any(|(m, _, _)| *m == n) {
                return Err(corrupt_zip(
                    path,
                    Some(name),
                    ZipError::InvalidArchive("the entry name appears twice".into()),
                ));
            }
            dexes.push((n, name, i));
        }
    }
    if dexes.is_empty() {
        return Err(ApkError::NoDex {
            path: path.to_path_buf(),
        });
    }
    dexes.sort_by_key(|(n, _, _)| *n);
    Ok(dexes.into_iter().map(|(_, name, i)| (name, i)).collect())
}

/// Reads one entry fully; read errors (bad CRC, truncated data) mean a corrupt archive.
fn read_entry<R: Read + std::io::Seek>(
    archive: &mut ZipArchive<R>,
    index: usize,
    name: &str,
    path: &Path,
) -> Result<Vec<u8>> {
    let mut entry = archive
        .by_index(index)
        .map_err(|e| corrupt_zip(path, Some(name.to_string()), e))?;
    // The declared size is only a hint: it comes from the file and may lie.
    let mut bytes = Vec::with_capacity(entry.size().min(64 << 20) as usize);
    entry
        .read_to_end(&mut bytes)
        .map_err(|e| corrupt_zip(path, Some(name.to_string()), ZipError::Io(e)))?;
    Ok(bytes)
}

pub(crate) fn corrupt_zip(path: &Path, entry: Option<String>, source: ZipError) -> ApkError {
    ApkError::CorruptZip {
        path: path.to_path_buf(),
        entry,
        source,
    }
}

/// `classes2.dex` -> `classes2`.
fn dex_stem(name: &str) -> &str {
    name.strip_suffix(".dex").unwrap_or(name)
}

fn write_dex(work_dir: &Path, name: &str, bytes: &[u8]) -> Result<PathBuf> {
    let dir = work_dir.join(DEX_SUBDIR);
    fs::create_dir_all(&dir).map_err(io_err(&dir, "create directory"))?;
    let path = dir.join(name);
    fs::write(&path, bytes).map_err(io_err(&path, "write"))?;
    Ok(path)
}

/// Makes `dir` an adaptrace work directory with fresh `dex/`, `smali/` and `apktool/`.
fn prepare_work_dir(dir: &Path) -> Result<()> {
    fs::create_dir_all(dir).map_err(io_err(dir, "create directory"))?;
    let marker = dir.join(WORK_MARKER);
    if !marker.exists() {
        let mut entries = fs::read_dir(dir).map_err(io_err(dir, "list"))?;
        if entries.next().is_some() {
            return Err(ApkError::WorkDirInUse {
                path: dir.to_path_buf(),
            });
        }
        fs::write(
            &marker,
            b"adaptrace work directory: decode replaces dex/, smali/, apktool/\n",
        )
        .map_err(io_err(&marker, "write"))?;
    }
    for sub in [DEX_SUBDIR, SMALI_SUBDIR, APKTOOL_SUBDIR] {
        let path = dir.join(sub);
        match fs::remove_dir_all(&path) {
            Ok(()) => {}
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => {}
            Err(e) => return Err(io_err(&path, "remove")(e)),
        }
    }
    Ok(())
}
