//! The `pcc` baseline's records ([`android_runtime::contexts::TAG_PCC`]): per method entry, the
//! method and Bond and McKinley's context value. The values cannot be decoded; [`values`] reads
//! them for the benchmark, which counts the calling contexts that share one. As a record of a
//! run, each event is a method entry with no caller known, which `--emit summary` counts.

use android_runtime::contexts::{FORMAT, TAG_PCC};
use android_runtime::record::Record;
use android_runtime::trace::Chunk;

use crate::records::{format_is, walk, Reader};
use crate::run::{Event, ThreadEnd};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

const EVENT: u8 = 1;
const END: u8 = 2;

/// The `pcc` decoder.
pub struct Pcc;

impl RecordDecoder for Pcc {
    fn decode(
        &self,
        _cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        each_thread(trace, TAG_PCC, sink, &mut |chunks, events| {
            let mut crashed = false;
            let walked = read_thread(chunks, &mut |record| match record {
                Some((method, _)) => events(Event::Enter {
                    method,
                    caller: None,
                }),
                None => crashed = true,
            });
            match walked {
                Err((event, reason)) => ThreadEnd::Invalid { event, reason },
                Ok(()) => ThreadEnd::at(0, crashed),
            }
        })?;
        Ok(None)
    }
}

/// One thread's events: the method entered and its context value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ThreadValues {
    pub thread: u32,
    pub events: Vec<(u32, u64)>,
}

/// Every thread's events of `trace`'s `pcc` record, up to where a thread's records cannot be
/// read.
pub fn values(trace: &dyn Record) -> Result<Vec<ThreadValues>, DecodeError> {
    let mut threads = Vec::new();
    for (thread, _) in trace.threads(TAG_PCC)? {
        let mut chunks = trace
            .chunks(TAG_PCC, thread)?
            .map(|chunk| chunk.map_err(|e| e.to_string()));
        let mut events = Vec::new();
        // A record that cannot be read ends the thread's events; those before it stand.
        let _ = read_thread(&mut chunks, &mut |record| events.extend(record));
        threads.push(ThreadValues { thread, events });
    }
    Ok(threads)
}

/// Walks one thread's PCC chunks: each EVENT as `Some((method, value))`, END as `None`.
fn read_thread(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    record: &mut dyn FnMut(Option<(u32, u64)>),
) -> Result<(), (usize, String)> {
    let format = format_is("PCC", FORMAT);
    let mut read = |reader: &mut Reader<'_>| {
        match reader.byte()? {
            EVENT => {
                let method = reader.varint()?;
                record(Some((method, reader.word()?)));
            }
            END => record(None),
            tag => return Err(format!("record tag {tag} is none the runtime writes")),
        }
        Ok(())
    };
    walk(chunks, "PCC", &format, None, &mut read)
}
