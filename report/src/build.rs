//! Decoding traces into profiles: each trace's record is streamed once, into the profiles and
//! the call timeline at the same time; nothing of a trace is kept but what they keep.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use android_runtime::meta::Metadata;
use android_runtime::record::Record;
use android_runtime::scheme::Recovers;
use android_runtime::Scheme;
use trace_parser::models::Decoders;
use trace_parser::profile::{Options, Profiles};
use trace_parser::report::{choose_record, open};
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{DecodeError, RunSink};

use crate::timeline::Timeline;
use crate::Error;

/// One trace fed to the profiles.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TraceInfo {
    pub path: PathBuf,
    pub scheme: Scheme,
    pub bytes: u64,
    /// Damage and threads whose record does not end cleanly.
    pub notes: Vec<String>,
}

/// Profiles of every trace, and where the timeline went.
pub struct Built {
    pub profiles: Profiles,
    pub traces: Vec<TraceInfo>,
}

/// Feeds the profiles and the timeline, as a report does.
pub struct Both<'a, W: Write> {
    pub profiles: &'a mut Profiles,
    pub timeline: &'a mut Timeline<W>,
}

impl<W: Write> RunSink for Both<'_, W> {
    fn begin(&mut self, index: u32, name: &str) {
        self.profiles.begin(index, name);
        self.timeline.begin(index, name);
    }

    fn event(&mut self, event: Event) {
        self.timeline.event(event.clone());
        self.profiles.event(event);
    }

    fn end(&mut self, end: ThreadEnd) {
        self.timeline.end(end.clone());
        self.profiles.end(end);
    }
}

/// Decodes `traces` (written by builds of the metadata in `meta_dir`, read already as `meta`)
/// into profiles, and the call timeline into `timeline`. `scheme` picks the record of traces that hold several (else
/// the one `adaptrace decode` shows); `progress` hears of each trace before it is decoded.
pub fn build<W: Write>(
    meta_dir: &Path,
    meta: &Arc<Metadata>,
    traces: &[PathBuf],
    scheme: Option<Scheme>,
    options: Options,
    timeline: &mut Timeline<W>,
    progress: &mut dyn FnMut(usize, &Path, u64),
) -> Result<Built, Error> {
    let mut decoders = Decoders::new(meta_dir);
    let mut profiles: Option<Profiles> = None;
    let mut infos = Vec::new();
    for (i, path) in traces.iter().enumerate() {
        let bytes = std::fs::metadata(path)
            .map_err(|source| DecodeError::Io {
                path: path.clone(),
                source,
            })?
            .len();
        progress(i, path, bytes);
        let trace = open(path)?;
        let decoder = decoders.get(trace.header().decoding_generation())?;
        let record = choose_record(decoder, &trace, scheme)?;
        if record.spec().recovers == Recovers::Nothing {
            return Err(Error::NoCalls {
                path: path.clone(),
                scheme: record,
            });
        }
        let profiles = profiles.get_or_insert_with(|| Profiles::new(Arc::clone(meta), options));
        if i > 0 {
            profiles.next_trace();
            timeline.next_trace(i as u32 + 1);
        }
        timeline.name_process(&path.display().to_string());
        let threads_before = profiles.threads.len();
        let mut sink = Both { profiles, timeline };
        decoder.stream(&trace, record, &mut sink)?;
        let mut notes = Vec::new();
        if let Some(stop) = trace.stopped() {
            notes.push(format!("decoded up to the damage: {stop}"));
        }
        notes.extend(
            profiles.threads[threads_before..]
                .iter()
                .filter_map(|t| t.end.clone()),
        );
        infos.push(TraceInfo {
            path: path.clone(),
            scheme: record,
            bytes,
            notes,
        });
    }
    let profiles = profiles.ok_or(Error::NoTraces)?;
    Ok(Built {
        profiles,
        traces: infos,
    })
}
