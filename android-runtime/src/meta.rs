//! Instrumentation metadata: the contract between the instrumentor, which writes it, and the
//! decoders, which read it (`trace_parser` never sees the instrumentor's types).
//!
//! It lives in `<meta dir>/metadata.json`. Its [`hash`] (the first 8 bytes of the SHA-256 of the
//! file, big-endian) is compiled into the runtime injected into the app and written into every
//! trace and model header, so a trace is only ever decoded with the metadata it was recorded
//! against. A method's id in a trace is its index in [`Metadata::methods`]; block indices are
//! those of `smali_parser`'s CFG (blocks in source order); a call site's index is the ordinal of
//! its invoke among the method's invoke instructions.

use std::fs;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

/// File name of the metadata inside a metadata directory.
pub const METADATA_FILE: &str = "metadata.json";

/// Version of the metadata layout; readers refuse other versions.
pub const METADATA_VERSION: u32 = 4;

/// What an instrumentation run did, method by method.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    /// [`METADATA_VERSION`] when written.
    pub version: u32,
    /// `adaptrace <version>` that wrote it.
    pub tool: String,
    /// File name of the input that was instrumented.
    pub input: String,
    /// The app's package (APK inputs).
    pub package: Option<String>,
    /// Schemes whose probes are in the app, by name (`blocks`, ...).
    pub schemes: Vec<String>,
    /// The instrumented methods; a method's id is its index here.
    pub methods: Vec<MethodMeta>,
    /// Methods with code that carry no probes, and why.
    pub skipped: Vec<SkippedMethod>,
}

/// One instrumented method and its control flow.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct MethodMeta {
    /// `Lpkg/C;`
    pub class: String,
    pub name: String,
    /// `(IJ)V`
    pub proto: String,
    /// The dex the method came from (`classes2.dex`).
    pub dex: String,
    /// The source file its class names (`.source "Shape.java"`), when it names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub source: Option<String>,
    /// Basic blocks in source order.
    pub blocks: Vec<BlockMeta>,
    /// Invoke instructions in source order.
    pub sites: Vec<SiteMeta>,
    /// What the `paths` scheme counts as steps, in source order: every invoke and every
    /// instruction that may run an app class's static initializer. Empty without `paths`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub steps: Vec<StepMeta>,
    /// The method carries no `paths` probe: it runs one way and only at steps that surely
    /// enter it, which its callers count once the invoke returns (`instrumentor::inferred`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub inferred: bool,
    /// What the call-trace schemes log in it; `None` without them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub calls: Option<CallsMeta>,
}

impl MethodMeta {
    /// A `()V` method of `classes.dex` with these blocks and neither call sites nor steps: the
    /// start of metadata written by hand, as tests and fixtures do.
    pub fn new(class: &str, name: &str, blocks: Vec<BlockMeta>) -> MethodMeta {
        MethodMeta {
            class: class.into(),
            name: name.into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            source: None,
            blocks,
            sites: Vec::new(),
            steps: Vec::new(),
            inferred: false,
            calls: None,
        }
    }

    /// `Lpkg/C;->name(Args)Ret`, the form every output line uses.
    pub fn signature(&self) -> String {
        format!("{}->{}{}", self.class, self.name, self.proto)
    }
}

/// One basic block.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct BlockMeta {
    /// The source line of the block's first instruction, when debug info has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub line: Option<u32>,
    /// Every source line in force over the block's instructions, in order of first appearance
    /// (the first is [`BlockMeta::line`]): a block may span several lines, and line coverage
    /// must mark them all. Empty without debug info.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lines: Vec<u32>,
    /// Outgoing edges in CFG order.
    pub edges: Vec<EdgeMeta>,
}

impl BlockMeta {
    /// A block without a line whose out-edges are these (target, kind) pairs.
    pub fn with_edges(edges: &[(Option<u32>, &str)]) -> BlockMeta {
        BlockMeta {
            line: None,
            lines: Vec::new(),
            edges: edges
                .iter()
                .map(|&(to, kind)| EdgeMeta {
                    to,
                    kind: kind.to_string(),
                })
                .collect(),
        }
    }
}

/// An edge out of a block.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct EdgeMeta {
    /// Target block; `None` for the method's exit (return, throw).
    pub to: Option<u32>,
    /// `fallthrough`, `goto`, `taken`, `not-taken`, `case K`, `default`, `catch TYPE`,
    /// `catch-all`, `return` or `throw`.
    pub kind: String,
}

/// One invoke instruction.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct SiteMeta {
    /// The block holding the invoke.
    pub block: u32,
    /// The invoke's opcode (`invoke-virtual`, ...).
    pub opcode: String,
    /// The method reference as written (`Lpkg/C;->m(I)V`); for `invoke-custom`, the call site.
    pub target: String,
}

/// An instruction the `paths` runtime counts (it may run app code before the next instruction).
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq, Eq)]
pub struct StepMeta {
    /// The block holding the instruction.
    pub block: u32,
    /// The invoke's ordinal among the method's invokes (its index in [`MethodMeta::sites`]);
    /// `None` for an instruction that may initialise a class (`new-instance`, `sget*`, `sput*`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub site: Option<u32>,
    /// The id of the method an invoke step surely enters when the invoke goes ahead: its target
    /// resolves, for every receiver the app can pass, to this one instrumented method (see
    /// `instrumentor::analysis`). `None` when the step may run framework code or one of several
    /// methods.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub callee: Option<u32>,
    /// An invoke with no sure callee that may enter app code directly (a call of an app
    /// method, or of a framework one that some app class may override): the `paths` runtime
    /// guesses its callee there (`android_runtime::layout`, "Guessed callees").
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub guess: bool,
    /// For the call-trace schemes: the instrumented methods an invoke may enter directly
    /// (one per class-hierarchy target), when it can run nothing else ([`StepMeta::open`]).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub enters: Vec<u32>,
    /// For the call-trace schemes: the invoke may run framework or library code that may call
    /// back into the app, or code the instrumentor cannot see (a *check* site).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub open: bool,
    /// For the call-trace schemes: the `<clinit>` methods the step may run before anything
    /// else, in the order the VM runs them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub inits: Vec<u32>,
}

/// What the call-trace schemes (`bri`, `calls`) log in one method: the selection of the
/// whole-program pass (`android_runtime::calls::grammar`).
#[derive(Serialize, Deserialize, Debug, Clone, Default, PartialEq, Eq)]
pub struct CallsMeta {
    /// Steps (indices into [`MethodMeta::steps`]) logged with a SITE record.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub logged: Vec<u32>,
    /// Whether its returns log RETURN.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub exit: bool,
    /// Whether its entry logs ENTRY (methods with handlers and static initializers).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub entry: bool,
}

/// A method with code that was left as it was.
#[derive(Serialize, Deserialize, Debug, Clone, PartialEq, Eq)]
pub struct SkippedMethod {
    /// `Lpkg/C;->name(Args)Ret`
    pub method: String,
    pub reason: String,
}

/// Reading or writing metadata failed.
#[derive(Debug, thiserror::Error)]
pub enum MetaError {
    #[error("{path}: {source} (is this a metadata directory written by `adaptrace instrument`?)")]
    Io {
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("{path}: not valid metadata: {source} (re-run `adaptrace instrument` to rewrite it)")]
    Json {
        path: PathBuf,
        source: serde_json::Error,
    },
    #[error("{path}: metadata version {found}, this adaptrace reads version {METADATA_VERSION}; use the adaptrace that instrumented the app")]
    Version { path: PathBuf, found: u32 },
}

/// Metadata as written to `metadata.json`, with its hash.
pub struct SerializedMetadata {
    pub bytes: Vec<u8>,
    pub hash: u64,
}

impl SerializedMetadata {
    /// Writes `dir/metadata.json` atomically (temporary file, sync, rename).
    pub fn write(&self, dir: &Path) -> Result<(), MetaError> {
        let path = dir.join(METADATA_FILE);
        let io = |source| MetaError::Io {
            path: path.clone(),
            source,
        };
        fs::create_dir_all(dir).map_err(io)?;
        crate::fsutil::write_atomic(&path, &self.bytes).map_err(io)
    }
}

/// The hash that ties traces and models to metadata: the first 8 bytes of the SHA-256 of the
/// metadata file, big-endian.
pub fn hash(bytes: &[u8]) -> u64 {
    let digest = Sha256::digest(bytes);
    let mut first = [0u8; 8];
    first.copy_from_slice(&digest[..8]);
    u64::from_be_bytes(first)
}

impl Metadata {
    /// Serializes the metadata; the bytes are what [`hash`] is taken of.
    pub fn to_bytes(&self) -> Vec<u8> {
        // Serializing plain data (strings, numbers, options, vectors) cannot fail.
        serde_json::to_vec(self).unwrap_or_default()
    }

    /// Serializes the metadata once, for a caller that needs the hash long before it writes
    /// the file (an app's metadata runs to tens of MB).
    pub fn serialize(&self) -> SerializedMetadata {
        let bytes = self.to_bytes();
        SerializedMetadata {
            hash: hash(&bytes),
            bytes,
        }
    }

    /// Writes `dir/metadata.json` atomically (temporary file, sync, rename) and returns its
    /// hash.
    pub fn write(&self, dir: &Path) -> Result<u64, MetaError> {
        let serialized = self.serialize();
        serialized.write(dir)?;
        Ok(serialized.hash)
    }

    /// Reads `dir/metadata.json` (or `dir` itself when it is the file) and returns it with its
    /// hash.
    pub fn read(dir: &Path) -> Result<(Metadata, u64), MetaError> {
        let path = if dir.is_dir() {
            dir.join(METADATA_FILE)
        } else {
            dir.to_path_buf()
        };
        let bytes = fs::read(&path).map_err(|source| MetaError::Io {
            path: path.clone(),
            source,
        })?;
        Ok((Metadata::from_bytes(&bytes, &path)?, hash(&bytes)))
    }

    /// Parses the bytes of a `metadata.json`; `path` names them in errors.
    pub fn from_bytes(bytes: &[u8], path: &Path) -> Result<Metadata, MetaError> {
        let meta: Metadata = serde_json::from_slice(bytes).map_err(|source| MetaError::Json {
            path: path.to_path_buf(),
            source,
        })?;
        if meta.version != METADATA_VERSION {
            return Err(MetaError::Version {
                path: path.to_path_buf(),
                found: meta.version,
            });
        }
        Ok(meta)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Metadata {
        Metadata {
            version: METADATA_VERSION,
            tool: "adaptrace test".into(),
            input: "app.apk".into(),
            package: Some("com.example".into()),
            schemes: vec!["blocks".into()],
            methods: vec![MethodMeta {
                inferred: false,
                calls: None,
                class: "LMain;".into(),
                name: "main".into(),
                proto: "([Ljava/lang/String;)V".into(),
                dex: "classes.dex".into(),
                source: None,
                blocks: vec![BlockMeta {
                    line: Some(3),
                    lines: vec![3, 4],
                    edges: vec![EdgeMeta {
                        to: None,
                        kind: "return".into(),
                    }],
                }],
                sites: vec![],
                steps: vec![],
            }],
            skipped: vec![SkippedMethod {
                method: "LMain;->big()V".into(),
                reason: "too many registers".into(),
            }],
        }
    }

    #[test]
    fn write_then_read_gives_the_same_metadata_and_hash() {
        let dir = tempfile::tempdir().unwrap();
        let meta = sample();
        let written = meta.write(dir.path()).unwrap();
        let (read, read_hash) = Metadata::read(dir.path()).unwrap();
        assert_eq!(read, meta);
        assert_eq!(read_hash, written);
        assert_eq!(
            read.methods[0].signature(),
            "LMain;->main([Ljava/lang/String;)V"
        );
    }

    #[test]
    fn blocks_without_lines_read_and_write_as_before() {
        let block: BlockMeta = serde_json::from_str(r#"{"line":3,"edges":[]}"#).unwrap();
        assert!(block.lines.is_empty());
        assert_eq!(
            serde_json::to_string(&block).unwrap(),
            r#"{"line":3,"edges":[]}"#
        );
    }

    #[test]
    fn any_change_changes_the_hash() {
        let a = sample();
        let mut b = sample();
        b.methods[0].blocks[0].line = Some(4);
        assert_ne!(hash(&a.to_bytes()), hash(&b.to_bytes()));
    }

    #[test]
    fn other_versions_and_garbage_are_refused_with_the_path() {
        let dir = tempfile::tempdir().unwrap();
        let mut meta = sample();
        meta.version = 99;
        fs::write(dir.path().join(METADATA_FILE), meta.to_bytes()).unwrap();
        let err = Metadata::read(dir.path()).unwrap_err().to_string();
        assert!(
            err.contains("version 99") && err.contains(METADATA_FILE),
            "{err}"
        );
        fs::write(dir.path().join(METADATA_FILE), b"{\"version\": 1,").unwrap();
        let err = Metadata::read(dir.path()).unwrap_err().to_string();
        assert!(err.contains("not valid metadata"), "{err}");
    }
}
