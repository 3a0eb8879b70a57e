//! The device loop's host side for one app on one device: pull its traces (verified copies
//! before the device's are deleted), write a report for every stored trace, learn the next
//! model generation from the traces no generation counted yet, and push it back.
//!
//! Nothing here prints: a [`Session`] reports what it does as [`LoopEvent`]s for the caller to
//! show, and returns what it brought back.

use std::path::{Path, PathBuf};
use std::time::Duration;

use android_runtime::meta::Metadata;
use android_runtime::record::Record;
use trace_parser::{models, report, DecodeError};

use crate::adb::{self, DeviceError, Package, RunOutcome, RunRequest, Target};
use crate::builds::Builds;
use crate::pull::{self, Busy, Destination, PullError, PullEvent, Pulled, Unknown};
use crate::store::{self, Stored};

/// Why a step of the loop failed.
#[derive(Debug, thiserror::Error)]
pub enum LoopError {
    #[error(transparent)]
    Device(#[from] DeviceError),
    #[error(transparent)]
    Pull(#[from] PullError),
    #[error(transparent)]
    Decode(#[from] DecodeError),
    #[error(transparent)]
    Report(#[from] report::WriteError),
    #[error("{}: the metadata names no package (the app was not an APK): give the package", .meta.display())]
    NoPackage { meta: PathBuf },
    #[error("cannot list the traces stored in {}: {source}", .meta.display())]
    Stored {
        meta: PathBuf,
        source: std::io::Error,
    },
}

/// What a [`Session`] reports while it works.
#[derive(Debug)]
pub enum LoopEvent<'a> {
    /// Progress of the pull.
    Pull(PullEvent<'a>),
    /// A trace left on the device: the process writing it still runs.
    Busy(&'a Busy),
    /// A trace that could not be stored and stays on the device, with why.
    Kept { name: &'a str, why: &'a str },
    /// A trace of a build the store of builds does not know: it stays on the device.
    UnknownBuild {
        package: &'a Package,
        unknown: &'a Unknown,
    },
    /// A stored trace whose device copy could not be deleted (the next pull deletes it).
    NotDeleted { name: &'a str, why: &'a str },
    /// No trace was found, and the app's internal storage, where the runtime writes when it
    /// cannot create its external directory, could not be looked at: `run-as` said `why`.
    InternalUnreadable { package: &'a Package, why: &'a str },
    /// Reports are about to be written for this many stored traces.
    Reporting { traces: usize },
    /// The report of `trace`, recorded with model `generation`, is written.
    Reported {
        trace: &'a Path,
        generation: u32,
        lines: &'a [String],
    },
    /// A trace the model update left out, with why.
    NotLearned { trace: &'a Path, why: &'a str },
    /// Model generation `generation` was learned from `traces` traces into `path`.
    Learned {
        generation: u32,
        traces: usize,
        path: &'a Path,
    },
    /// Pushing generation `generation` to the device begins.
    Pushing { generation: u32 },
    /// The push has ended.
    Pushed { generation: u32 },
}

/// What [`Session::digest`] did.
#[derive(Debug, Clone, Copy, Default)]
pub struct Digested {
    /// Reports written (for traces of this pull and for earlier stored traces still without one).
    pub reports: usize,
    /// The generation learned, if one was.
    pub learned: Option<u32>,
    /// The generation pushed to the device, if one was.
    pub pushed: Option<u32>,
}

/// What one [`Session::collect`] brought back.
#[derive(Debug)]
pub struct Collected {
    /// What the pull did, trace by trace.
    pub pulled: Pulled,
    /// Reports written (for traces of this pull and for earlier stored traces still without one).
    pub reports: usize,
    /// The generation learned, if one was.
    pub learned: Option<u32>,
    /// The generation pushed to the device, if one was.
    pub pushed: Option<u32>,
}

impl Collected {
    /// Traces newly stored by this pull: (file, bytes, model generation it was recorded with).
    pub fn new_traces(&self) -> Vec<(&Path, u64, u32)> {
        self.pulled
            .stored
            .iter()
            .filter(|s| s.new)
            .map(|s| (s.path.as_path(), s.bytes, s.generation))
            .collect()
    }
}

/// One app on one device, across the pulls of a `pull-and-decode` or a `profile`: the metadata
/// is read once, and a decoder per model generation is kept.
pub struct Session<'a> {
    target: Target,
    package: Package,
    meta: &'a Path,
    stall: Duration,
    /// Whether the app has a scheme that learns a model, so that its traces teach one.
    learns: bool,
    /// The build's metadata hash (what its traces' headers name).
    hash: u64,
    decoders: models::Decoders<'a>,
}

impl<'a> Session<'a> {
    /// The app of metadata directory `meta` on the device `target` names; `package` defaults to
    /// the one the metadata names. A pull that gets nothing for `stall` takes the device for
    /// gone.
    pub fn new(
        target: Target,
        package: Option<Package>,
        meta: &'a Path,
        stall: Duration,
    ) -> Result<Session<'a>, LoopError> {
        let (metadata, hash) = Metadata::read(meta).map_err(DecodeError::from)?;
        let package = match (package, &metadata.package) {
            (Some(package), _) => package,
            (None, Some(name)) => Package::new(name).map_err(DeviceError::from)?,
            (None, None) => {
                return Err(LoopError::NoPackage {
                    meta: meta.to_path_buf(),
                })
            }
        };
        Ok(Session {
            target,
            package,
            meta,
            stall,
            learns: models::learns(&metadata),
            hash,
            decoders: models::Decoders::new(meta),
        })
    }

    /// The metadata hash of the build (what its traces' headers name).
    pub fn metadata_hash(&self) -> u64 {
        self.hash
    }

    pub fn package(&self) -> &Package {
        &self.package
    }

    pub fn target(&self) -> &Target {
        &self.target
    }

    /// Runs the app as `request` says ([`adb::run_app`]).
    pub fn run(&self, request: &RunRequest) -> Result<RunOutcome, LoopError> {
        Ok(adb::run_app(&self.target, request)?)
    }

    /// Pulls the app's traces into the metadata directory, writes a report for every stored
    /// trace that has none, learns the next model generation from the traces no generation
    /// has counted and, when `push` is set, pushes it to the device.
    pub fn collect(
        &mut self,
        push: bool,
        on: &mut dyn FnMut(LoopEvent),
    ) -> Result<Collected, LoopError> {
        let pulled = pull::pull_traces(
            &self.target,
            &self.package,
            Destination::Meta(self.meta),
            self.stall,
            &mut |event| on(LoopEvent::Pull(event)),
        )?;
        report_pulled(&pulled, &self.package, on);
        let digested = self.digest(push, on)?;
        Ok(Collected {
            pulled,
            reports: digested.reports,
            learned: digested.learned,
            pushed: digested.pushed,
        })
    }

    /// What follows a pull for this session's build: a report for every stored trace that
    /// has none, the next model generation learned from the traces no generation has counted
    /// and, when `push` is set, pushed to the device.
    pub fn digest(
        &mut self,
        push: bool,
        on: &mut dyn FnMut(LoopEvent),
    ) -> Result<Digested, LoopError> {
        let meta = self.meta;
        // Reports for every stored trace still without one: those just pulled, and those a
        // broken earlier run stored but did not get to.
        let stored = store::stored_traces(meta).map_err(|source| LoopError::Stored {
            meta: meta.to_path_buf(),
            source,
        })?;
        let pending: Vec<&PathBuf> = stored
            .iter()
            .filter(|t| !report::report_path(meta, t).exists())
            .collect();
        on(LoopEvent::Reporting {
            traces: pending.len(),
        });
        for trace in &pending {
            let stream = report::open(trace)?;
            let generation = stream.header().decoding_generation();
            let lines = report::write_report(self.decoders.get(generation)?, meta, &stream)?;
            on(LoopEvent::Reported {
                trace,
                generation,
                lines: &lines,
            });
        }

        let mut learned = None;
        let mut pushed = None;
        if self.learns {
            let fresh = models::uncounted(meta, &stored)?;
            if !fresh.is_empty() {
                let update = models::update(meta, &fresh)?;
                for (trace, why) in &update.skipped {
                    on(LoopEvent::NotLearned { trace, why });
                }
                if !update.counted.is_empty() {
                    learned = Some(update.generation);
                    on(LoopEvent::Learned {
                        generation: update.generation,
                        traces: update.counted.len(),
                        path: &update.path,
                    });
                    if push {
                        on(LoopEvent::Pushing {
                            generation: update.generation,
                        });
                        let result = adb::push_model(&self.target, &self.package, &update.path);
                        on(LoopEvent::Pushed {
                            generation: update.generation,
                        });
                        result?;
                        pushed = Some(update.generation);
                    }
                }
            }
        }
        Ok(Digested {
            reports: pending.len(),
            learned,
            pushed,
        })
    }
}

/// The events of what a pull left undone.
fn report_pulled(pulled: &Pulled, package: &Package, on: &mut dyn FnMut(LoopEvent)) {
    for busy in &pulled.busy {
        on(LoopEvent::Busy(busy));
    }
    for (name, why) in &pulled.kept {
        on(LoopEvent::Kept { name, why });
    }
    for unknown in &pulled.unknown {
        on(LoopEvent::UnknownBuild { package, unknown });
    }
    for (name, why) in &pulled.not_deleted {
        on(LoopEvent::NotDeleted { name, why });
    }
    if let Some(why) = &pulled.internal_unreadable {
        if pulled.stored.is_empty() && pulled.busy.is_empty() && pulled.kept.is_empty() {
            on(LoopEvent::InternalUnreadable { package, why });
        }
    }
}

/// What one build got from a [`collect_by_build`].
#[derive(Debug)]
pub struct BuildCollected {
    /// The build's metadata directory (the primary copy the store links to).
    pub meta: PathBuf,
    /// The traces this pull stored for it.
    pub stored: Vec<Stored>,
    pub digested: Digested,
}

/// `pull-and-decode` without a metadata directory: pulls `package`'s traces, stores each with
/// the build its header names ([`Builds`]; a trace of an unknown build stays on the device),
/// then digests each build that got traces ([`Session::digest`]). Only the build of the newest
/// trace has its model pushed: it is the one most likely installed, and the runtime ignores a
/// model of another build. Returns the pull and what each build got, newest last.
pub fn collect_by_build(
    target: &Target,
    package: &Package,
    builds: &Builds,
    stall: Duration,
    push: bool,
    on: &mut dyn FnMut(LoopEvent),
) -> Result<(Pulled, Vec<BuildCollected>), LoopError> {
    let pulled = pull::pull_traces(
        target,
        package,
        Destination::Builds(builds),
        stall,
        &mut |event| on(LoopEvent::Pull(event)),
    )?;
    report_pulled(&pulled, package, on);
    let mut by_build: Vec<(PathBuf, Vec<Stored>)> = Vec::new();
    for s in &pulled.stored {
        let Some(meta) = store::meta_of(&s.path) else {
            continue;
        };
        match by_build.iter_mut().find(|(m, _)| *m == meta) {
            Some((_, list)) => list.push(s.clone()),
            None => by_build.push((meta, vec![s.clone()])),
        }
    }
    // Builds in the order of their newest trace (names start with the start time in ms).
    by_build.sort_by_key(|(_, list)| list.iter().map(|s| store::start_ms(&s.path)).max());
    let newest = by_build.len().saturating_sub(1);
    let mut out = Vec::new();
    for (i, (meta, stored)) in by_build.into_iter().enumerate() {
        let mut session = Session::new(target.clone(), Some(package.clone()), &meta, stall)?;
        let digested = session.digest(push && i == newest, on)?;
        out.push(BuildCollected {
            meta: meta.clone(),
            stored,
            digested,
        });
    }
    Ok((pulled, out))
}
