//! The call timeline in Chrome's trace-event format (the JSON Object Format that
//! `chrome://tracing`, Perfetto and speedscope open): per thread, a `B` event where a method is
//! entered and an `E` event where it is left, so the viewer draws each call as a slice under its
//! caller.
//!
//! Traces carry no time, so `ts` is a logical clock: each event of a thread (method entry,
//! resumed frame, mark, block, exit) takes one tick, starting from 0 at the thread's first
//! event; a call's width is thus the number of events it spanned, blocks included. A viewer
//! shows ticks as microseconds. `otherData` says so in the file itself: `clock` (this
//! paragraph in short), `cap_calls_per_thread`, `calls_left_out` (over every thread) and
//! `notes` (a line per thread the cap cut or whose record did not end cleanly).
//!
//! [`Timeline`] is a [`RunSink`] that writes events as they come and holds only the open stack
//! of the current thread, so a trace of any length streams through. Each thread keeps at most a
//! cap of calls: at the cap, the frames still open are closed at the current tick and the rest
//! of the thread is left out (counted in `otherData`), which keeps the file small enough for a
//! browser to open. Several traces may go into one file, each a process (`pid`):
//! [`Timeline::next_trace`] between them, [`Timeline::finish`] at the end.

use std::io::{self, Write};

use android_runtime::meta::Metadata;
use trace_parser::run::{Event, Leave, ThreadEnd};
use trace_parser::sink::thread_note;
use trace_parser::RunSink;

use crate::names;

/// What the clock means, written into `otherData` so the file explains itself.
pub const CLOCK: &str = "logical: one tick per event of the thread (method entry, resumed \
                         frame, mark, block, exit), from 0 at its first event; traces carry \
                         no time, so widths count events, not microseconds";

/// The thread being written.
#[derive(Debug)]
struct Thread {
    tid: u32,
    name: String,
    /// The tick of the next event.
    tick: u64,
    /// Calls entered so far.
    calls: u64,
    /// Calls after the cap, not written; `Some` once the cap cut the thread.
    left_out: Option<u64>,
    /// Methods of the open frames, innermost last.
    stack: Vec<u32>,
}

/// A streaming writer of the call timeline (see the module doc).
pub struct Timeline<W: Write> {
    out: W,
    cap: u64,
    pid: u32,
    /// Per method id, its name as a JSON string literal (made once: the metadata need not
    /// outlive the timeline).
    names: Vec<Box<str>>,
    thread: Option<Thread>,
    /// Whether an event was written (the next one needs a comma).
    wrote_event: bool,
    /// Calls left out by the cap, over every thread.
    left_out: u64,
    /// One line per thread that the cap cut or whose record did not end cleanly.
    notes: Vec<String>,
    /// The first write error; nothing is written after it and [`Timeline::finish`] returns it.
    error: Option<io::Error>,
}

impl<W: Write> Timeline<W> {
    /// A timeline of traces recorded against `meta`, written to `out` (buffer it: events are
    /// small writes), keeping at most `cap_calls_per_thread` calls of each thread
    /// (`u64::MAX`: all); the first trace is process `pid`. Writes the document's head.
    pub fn new(meta: &Metadata, out: W, cap_calls_per_thread: u64, pid: u32) -> io::Result<Self> {
        let mut timeline = Timeline {
            out,
            cap: cap_calls_per_thread,
            pid,
            names: (0..meta.methods.len() as u32)
                .map(|m| json_string(&names::method_id_name(meta, m)).into())
                .collect(),
            thread: None,
            wrote_event: false,
            left_out: 0,
            notes: Vec::new(),
            error: None,
        };
        timeline.write_raw(b"{\"traceEvents\":[\n");
        match timeline.error.take() {
            Some(e) => Err(e),
            None => Ok(timeline),
        }
    }

    /// The records fed next come from another trace file, drawn as process `pid`.
    pub fn next_trace(&mut self, pid: u32) {
        self.close_thread();
        self.pid = pid;
    }

    /// Names the current process (the trace file, say) in the viewer.
    pub fn name_process(&mut self, name: &str) {
        let line = format!(
            "{{\"ph\":\"M\",\"name\":\"process_name\",\"pid\":{},\"tid\":0,\"args\":{{\"name\":{}}}}}",
            self.pid,
            json_string(name)
        );
        self.write_event(&line);
    }

    /// Calls left out by the cap so far, over every thread.
    pub fn calls_left_out(&self) -> u64 {
        self.left_out
    }

    /// Ends the JSON document (closing any thread still open) and returns the writer, or the
    /// first write error.
    pub fn finish(mut self) -> io::Result<W> {
        self.close_thread();
        let other = serde_json::json!({
            "clock": CLOCK,
            "cap_calls_per_thread": self.cap,
            "calls_left_out": self.left_out,
            "notes": self.notes,
        });
        let tail = format!("\n],\"displayTimeUnit\":\"ms\",\"otherData\":{other}}}\n");
        self.write_raw(tail.as_bytes());
        if let Some(e) = self.error.take() {
            return Err(e);
        }
        self.out.flush()?;
        Ok(self.out)
    }

    fn write_raw(&mut self, bytes: &[u8]) {
        if self.error.is_none() {
            if let Err(e) = self.out.write_all(bytes) {
                self.error = Some(e);
            }
        }
    }

    fn write_event(&mut self, event: &str) {
        if self.wrote_event {
            self.write_raw(b",\n");
        }
        self.wrote_event = true;
        self.write_raw(event.as_bytes());
    }

    /// `method`'s name as a JSON string literal.
    fn name(&self, method: u32) -> String {
        self.names.get(method as usize).map_or_else(
            || json_string(&format!("method#{method}")),
            |n| n.to_string(),
        )
    }

    /// A `B` or `E` event of `method` at `ts` on the current thread, with `args` (an object's
    /// members, or empty).
    fn slice_event(&mut self, ph: char, method: u32, tid: u32, ts: u64, args: &str) {
        let name = self.name(method);
        let args = if args.is_empty() {
            String::new()
        } else {
            format!(",\"args\":{{{args}}}")
        };
        let line = format!(
            "{{\"ph\":\"{ph}\",\"name\":{name},\"pid\":{},\"tid\":{tid},\"ts\":{ts}{args}}}",
            self.pid
        );
        self.write_event(&line);
    }

    /// Closes every open frame of the current thread at its current tick, innermost first.
    fn close_frames(&mut self, args: &str) {
        let Some(thread) = self.thread.as_mut() else {
            return;
        };
        let (tid, ts) = (thread.tid, thread.tick);
        let stack = std::mem::take(&mut thread.stack);
        for &method in stack.iter().rev() {
            self.slice_event('E', method, tid, ts, args);
        }
    }

    /// Ends the current thread: its open frames close, a cut is noted.
    fn close_thread(&mut self) {
        self.close_frames("\"open\":true");
        if let Some(thread) = self.thread.take() {
            if let Some(left_out) = thread.left_out {
                self.left_out += left_out;
                self.notes.push(format!(
                    "process {} thread {} \"{}\": {left_out} calls left out after the first {}",
                    self.pid, thread.tid, thread.name, self.cap
                ));
            }
        }
    }

    /// The current thread's next tick.
    fn tick(&mut self) -> Option<(u32, u64)> {
        let thread = self.thread.as_mut()?;
        let ts = thread.tick;
        thread.tick += 1;
        Some((thread.tid, ts))
    }

    /// A frame of `method` opens (an entry when `call`, else a resumed frame).
    fn open(&mut self, method: u32, call: bool) {
        let cap = self.cap;
        let Some(thread) = self.thread.as_mut() else {
            return;
        };
        if let Some(left_out) = thread.left_out.as_mut() {
            *left_out += u64::from(call);
            return;
        }
        if call && thread.calls >= cap {
            thread.left_out = Some(1);
            self.close_frames("\"cut\":true");
            return;
        }
        thread.calls += u64::from(call);
        thread.stack.push(method);
        if let Some((tid, ts)) = self.tick() {
            let args = if call { "" } else { "\"resumed\":true" };
            self.slice_event('B', method, tid, ts, args);
        }
    }
}

impl<W: Write> RunSink for Timeline<W> {
    fn begin(&mut self, index: u32, name: &str) {
        self.close_thread();
        let line = format!(
            "{{\"ph\":\"M\",\"name\":\"thread_name\",\"pid\":{},\"tid\":{index},\"args\":{{\"name\":{}}}}}",
            self.pid,
            json_string(name)
        );
        self.write_event(&line);
        self.thread = Some(Thread {
            tid: index,
            name: name.to_string(),
            tick: 0,
            calls: 0,
            left_out: None,
            stack: Vec::new(),
        });
    }

    fn event(&mut self, event: Event) {
        if self.thread.as_ref().is_none_or(|t| t.left_out.is_some()) {
            if let Event::Enter { method, .. } = event {
                self.open(method, true);
            }
            return;
        }
        match event {
            Event::Enter { method, .. } => self.open(method, true),
            Event::Resume { method, .. } => self.open(method, false),
            Event::Block { .. } => {
                self.tick();
            }
            Event::Mark { label } => {
                if let Some((tid, ts)) = self.tick() {
                    let line = format!(
                        "{{\"ph\":\"i\",\"s\":\"t\",\"name\":\"mark {label}\",\"pid\":{},\"tid\":{tid},\"ts\":{ts}}}",
                        self.pid
                    );
                    self.write_event(&line);
                }
            }
            Event::Exit { how, .. } => {
                let Some((tid, ts)) = self.tick() else {
                    return;
                };
                // The innermost open frame ends, whatever method the event names: the slices
                // must nest, and a decoder's exits match its entries anyway.
                if let Some(method) = self.thread.as_mut().and_then(|t| t.stack.pop()) {
                    let args = match how {
                        Leave::Return => "",
                        Leave::Unwind => "\"unwound\":true",
                    };
                    self.slice_event('E', method, tid, ts, args);
                }
            }
        }
    }

    fn end(&mut self, end: ThreadEnd) {
        if let Some(thread) = &self.thread {
            if let Some(note) = thread_note(thread.tid, &thread.name, &end) {
                self.notes.push(format!("process {}: {note}", self.pid));
            }
        }
        self.close_thread();
    }
}

/// `s` as a JSON string literal.
fn json_string(s: &str) -> String {
    // Serializing a string cannot fail; the fallback keeps the document valid regardless.
    serde_json::to_string(s).unwrap_or_else(|_| "\"\"".to_string())
}
