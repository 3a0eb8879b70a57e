//! APK, JAR and DEX in and out.
//!
//! Without any tool: [`read_dexes`] takes every `classesN.dex` out of an input (checking each
//! header and refusing entry names that leave the archive), [`read_manifest`] reads an APK's
//! binary manifest (a native binary XML reader), and [`repack`] writes the original archive with
//! only its dex entries replaced, then (APK) runs `zipalign` and `apksigner`.
//!
//! The JVM tools' path, kept as a fallback and a cross-check (see [`Toolchain`]):
//!
//! 1. [`decode`]: extract every `classesN.dex` and disassemble it with `baksmali d` into its own
//!    smali directory (several at once); for an APK also decode the manifest with apktool and
//!    read the facts instrumentation needs ([`Manifest`], [`ApktoolMeta`]).
//! 2. [`assemble`]: `smali a` each smali directory back into a dex, at the API level that keeps
//!    the original dex version ([`DexVersion::api_level`]).
//! 3. [`repack`], as above.
//!
//! ```no_run
//! use apk_io::{NoProgress, Signing};
//! use std::path::Path;
//!
//! let decoded = apk_io::decode(Path::new("app.apk"), Path::new("work"), &NoProgress)?;
//! // ... rewrite the smali under decoded.dexes[i].smali_dir ...
//! let dexes = apk_io::assemble(&decoded.assemble_jobs(), Path::new("work/out"), &NoProgress)?;
//! apk_io::repack(&decoded.input, &dexes, Path::new("app.instrumented.apk"), &Signing::Debug, &NoProgress)?;
//! # Ok::<(), apk_io::ApkError>(())
//! ```
//!
//! Nothing here prints; progress goes to a [`Progress`] implementation and every failure is an
//! [`ApkError`] that names the file and what to do.

mod assemble;
mod axml;
mod batch;
mod decode;
mod error;
mod input;
pub mod java;
mod manifest;
mod progress;
mod repack;
mod tools;

pub use assemble::{assemble, AssembleJob, DexFile};
pub use decode::{
    decode, decode_code, extract_dexes, read_dexes, Decoded, DecodedDex, DexBytes, ExtractedDex,
    ManifestInfo,
};
pub use error::{ApkError, Result};
pub use input::{multidex_index, DexVersion, InputKind};
pub use manifest::{read_manifest, ApktoolMeta, Component, Manifest, SdkInfo, VersionInfo};
pub use progress::{NoProgress, Progress, Stage};
pub use repack::{debug_keystore_path, repack, Edits, Keystore, Signing};
pub use tools::{Tool, Toolchain};
