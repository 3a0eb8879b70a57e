//! Where decoded records go: every decoder streams a record thread by thread, event by event,
//! into a [`RunSink`], so that what consumes it (a printer, a profile, a counter) holds only
//! what it needs, however long the trace.

use android_runtime::record::Record;
use android_runtime::trace::Chunk;

use crate::run::{Event, Run, ThreadEnd, ThreadRun};
use crate::DecodeError;

/// Receives a decoded record: per thread (threads by index), `begin`, its events in execution
/// order, `end`.
pub trait RunSink {
    /// Thread `index` called `name` begins.
    fn begin(&mut self, index: u32, name: &str);
    fn event(&mut self, event: Event);
    /// The thread's record ends so.
    fn end(&mut self, end: ThreadEnd);
}

/// Keeps every thread whole, as a [`Run`].
#[derive(Debug, Default)]
pub struct Collect {
    pub run: Run,
}

impl RunSink for Collect {
    fn begin(&mut self, index: u32, name: &str) {
        self.run.threads.push(ThreadRun {
            index,
            name: name.to_string(),
            events: Vec::new(),
            end: ThreadEnd::Complete,
        });
    }

    fn event(&mut self, event: Event) {
        if let Some(t) = self.run.threads.last_mut() {
            t.events.push(event);
        }
    }

    fn end(&mut self, end: ThreadEnd) {
        if let Some(t) = self.run.threads.last_mut() {
            t.end = end;
        }
    }
}

/// Keeps only a note for each thread whose record does not end cleanly.
#[derive(Debug, Default)]
pub struct Ends {
    pub notes: Vec<String>,
    thread: Option<(u32, String)>,
}

impl RunSink for Ends {
    fn begin(&mut self, index: u32, name: &str) {
        self.thread = Some((index, name.to_string()));
    }

    fn event(&mut self, _event: Event) {}

    fn end(&mut self, end: ThreadEnd) {
        if let Some((index, name)) = self.thread.take() {
            self.notes.extend(thread_note(index, &name, &end));
        }
    }
}

/// One thread's chunks of one tag, each read as it is needed (a chunk that cannot be read is
/// an error message).
pub type ThreadChunks<'a> = dyn Iterator<Item = Result<Chunk, String>> + 'a;

/// Decodes one thread: its chunks, where its events go; returns how its record ends.
pub type ThreadDecoder<'d> =
    dyn FnMut(&mut ThreadChunks<'_>, &mut dyn FnMut(Event)) -> ThreadEnd + 'd;

/// Decodes every thread of `trace` that has chunks with `tag` (or a name) into `sink`, one
/// thread at a time: `thread` gets the thread's chunks and where its events go, and returns how
/// its record ends.
pub fn each_thread(
    trace: &dyn Record,
    tag: u8,
    sink: &mut dyn RunSink,
    thread: &mut ThreadDecoder<'_>,
) -> Result<(), DecodeError> {
    for (index, name) in trace.threads(tag)? {
        sink.begin(index, &thread_name(name, index));
        let mut chunks = trace
            .chunks(tag, index)?
            .map(|chunk| chunk.map_err(|e| e.to_string()));
        let end = thread(&mut chunks, &mut |event| sink.event(event));
        sink.end(end);
    }
    Ok(())
}

/// A thread's name, or `thread-N` when the trace has none for it.
fn thread_name(name: Option<String>, thread: u32) -> String {
    name.unwrap_or_else(|| format!("thread-{thread}"))
}

/// What the user should know about a thread whose record does not end cleanly (`None` when it
/// does), e.g. `thread 1 "worker" died of an uncaught exception`.
pub fn thread_note(index: u32, name: &str, end: &ThreadEnd) -> Option<String> {
    (*end != ThreadEnd::Complete).then(|| {
        format!(
            "thread {index} \"{name}\" {}",
            crate::emit::describe_end(end)
        )
    })
}
