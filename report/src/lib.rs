//! What `adaptrace report` writes from the profiles of decoded traces
//! ([`trace_parser::profile`]): each output format has its module; [`report`] decodes the
//! traces once into every profile and writes all the files into one directory, which appears
//! whole or not at all.

pub mod build;
pub mod cfg;
pub mod coverage;
pub mod flame;
pub mod folded;
pub mod html;
pub mod lcov;
pub mod names;
pub mod outputs;
pub mod pprof;
pub mod speedscope;
pub mod stacks;
pub mod timeline;

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use android_runtime::meta::Metadata;
use android_runtime::Scheme;
use trace_parser::profile::Options;
use trace_parser::DecodeError;

pub use build::{Built, TraceInfo};
pub use outputs::{Settings, Written};

/// Why a report could not be made.
#[derive(Debug, thiserror::Error)]
pub enum Error {
    #[error(transparent)]
    Decode(#[from] DecodeError),
    #[error(transparent)]
    Open(#[from] trace_parser::report::WriteError),
    #[error("{path}: the `{scheme}` record holds hashes of calling contexts, not calls: a report needs a record that decodes to calls (instrument with a scheme such as paths, calls or contexts)")]
    NoCalls { path: PathBuf, scheme: Scheme },
    #[error("no trace to report on")]
    NoTraces,
    #[error("{path}: {what}: {source}")]
    Io {
        path: PathBuf,
        what: &'static str,
        source: std::io::Error,
    },
    #[error("{path} exists and is not a report adaptrace wrote (no {marker} in it): choose another --output directory, or remove it first")]
    NotAReport { path: PathBuf, marker: &'static str },
}

impl Error {
    pub(crate) fn io(path: &Path, what: &'static str) -> impl FnOnce(std::io::Error) -> Error {
        let path = path.to_path_buf();
        move |source| Error::Io { path, what, source }
    }
}

/// Where a report is, as it is made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step<'a> {
    /// Trace `index` (from 0) of `total`, `bytes` long, is being decoded.
    Decoding {
        index: usize,
        total: usize,
        path: &'a Path,
        bytes: u64,
    },
    /// Every trace is decoded; the files are being written.
    Writing,
}

/// Decodes `traces` (of builds whose metadata is in `meta_dir`) once into every profile and
/// writes the report into the directory `out`: into a new directory beside it first, which
/// then replaces `out` (an earlier report there is removed; any other directory is refused).
pub fn report(
    meta_dir: &Path,
    traces: &[PathBuf],
    scheme: Option<Scheme>,
    settings: &Settings,
    out: &Path,
    progress: &mut dyn FnMut(Step<'_>),
) -> Result<Written, Error> {
    if traces.is_empty() {
        return Err(Error::NoTraces);
    }
    let meta = Arc::new(Metadata::read(meta_dir).map_err(DecodeError::from)?.0);
    let staging = outputs::Staging::new(out)?;
    let total = traces.len();
    let mut timeline = staging.timeline(&meta, settings.timeline_calls)?;
    let built = build::build(
        meta_dir,
        &meta,
        traces,
        scheme,
        Options {
            sites: settings.sites,
            k: settings.k,
        },
        &mut timeline,
        &mut |index, path, bytes| {
            progress(Step::Decoding {
                index,
                total,
                path,
                bytes,
            })
        },
    )?;
    timeline
        .finish()
        .and_then(|mut w| w.flush())
        .map_err(Error::io(
            &staging.path().join(outputs::TIMELINE),
            "cannot write",
        ))?;
    progress(Step::Writing);
    let written = outputs::write(staging.path(), &built, settings)?;
    staging.commit()?;
    Ok(written)
}
