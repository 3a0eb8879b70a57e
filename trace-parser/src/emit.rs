//! The line formats of `adaptrace decode --emit`, tab-separated, one event per line, grouped by
//! thread (threads in order of first appearance), in execution order within a thread:
//!
//! - `blocks`: `THREAD  METHOD  BLOCK`
//! - `calls`: `THREAD  call|return|unwind  SITE  CALLEE`, where SITE is `CALLER@K` (the K-th
//!   invoke of CALLER, from 0) or `-` when no app frame called (a thread's first method, a static
//!   initializer); `unwind` ends a frame left by an exception
//! - `contexts`: at each method entry, `THREAD  OUTERMOST ... INNERMOST`, the whole stack; at
//!   an event the app recorded (`Context.event(LABEL)`), `THREAD  #LABEL  OUTERMOST ... INNERMOST`
//! - `summary`: per thread its name, event counts and how its record ends
//!
//! METHOD, CALLER and CALLEE are smali signatures, `Lpkg/C;->name(Args)Ret`.

use std::io::{self, Write};

use android_runtime::meta::Metadata;
use android_runtime::scheme::Recovers;
use android_runtime::Scheme;

use crate::run::{CallSite, Event, Leave, Run, ThreadEnd};

/// What `--emit` prints.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Emit {
    Blocks,
    Calls,
    Contexts,
    Summary,
}

impl Emit {
    pub const NAMES: [&'static str; 4] = ["blocks", "calls", "contexts", "summary"];

    /// The formats that print a record event by event: a decoder that recovers the run prints
    /// exactly what the oracle prints in each.
    pub const EVENTS: [Emit; 3] = [Emit::Blocks, Emit::Calls, Emit::Contexts];

    /// The formats of [`Emit::EVENTS`] that `scheme`'s records print ([`Recovers`]).
    pub fn events_of(scheme: Scheme) -> &'static [Emit] {
        match scheme.spec().recovers {
            Recovers::Blocks => &Emit::EVENTS,
            Recovers::Calls => &Emit::EVENTS[1..],
            Recovers::Contexts => &Emit::EVENTS[2..],
            Recovers::Nothing => &[],
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Emit::Blocks => "blocks",
            Emit::Calls => "calls",
            Emit::Contexts => "contexts",
            Emit::Summary => "summary",
        }
    }

    pub fn parse(name: &str) -> Option<Emit> {
        Some(match name {
            "blocks" => Emit::Blocks,
            "calls" => Emit::Calls,
            "contexts" => Emit::Contexts,
            "summary" => Emit::Summary,
            _ => return None,
        })
    }
}

/// Writes `run` in format `emit`.
pub fn write(out: &mut dyn Write, run: &Run, meta: &Metadata, emit: Emit) -> io::Result<()> {
    let mut writer = ThreadWriter::new(meta, emit);
    for thread in &run.threads {
        writer.begin(thread.index, &thread.name);
        for event in &thread.events {
            writer.event(out, event)?;
        }
        writer.end(out, &thread.end)?;
    }
    Ok(())
}

/// Writes one thread at a time, event by event, so a decoder can print as it goes: nothing of
/// the thread is kept but the stack (`contexts`) or two counters (`summary`).
pub struct ThreadWriter {
    names: Vec<String>,
    emit: Emit,
    thread: u32,
    name: String,
    stack: Vec<u32>,
    calls: usize,
    blocks: usize,
}

impl ThreadWriter {
    pub fn new(meta: &Metadata, emit: Emit) -> ThreadWriter {
        ThreadWriter {
            names: meta.methods.iter().map(|m| m.signature()).collect(),
            emit,
            thread: 0,
            name: String::new(),
            stack: Vec::new(),
            calls: 0,
            blocks: 0,
        }
    }

    /// Starts thread `index` called `name`.
    pub fn begin(&mut self, index: u32, name: &str) {
        self.thread = index;
        self.name = name.to_string();
        self.stack.clear();
        self.calls = 0;
        self.blocks = 0;
    }

    fn name(&self, id: u32) -> &str {
        self.names.get(id as usize).map_or("?", String::as_str)
    }

    /// The thread being written.
    pub fn thread(&self) -> u32 {
        self.thread
    }

    fn site(&self, caller: &Option<CallSite>) -> String {
        match caller {
            Some(c) => format!("{}@{}", self.name(c.method), c.site),
            None => "-".to_string(),
        }
    }

    pub fn event(&mut self, out: &mut dyn Write, event: &Event) -> io::Result<()> {
        let t = self.thread;
        match (self.emit, event) {
            (Emit::Blocks, Event::Block { method, block }) => {
                writeln!(out, "{t}\t{}\t{block}", self.name(*method))
            }
            (Emit::Calls, Event::Enter { method, caller }) => {
                writeln!(
                    out,
                    "{t}\tcall\t{}\t{}",
                    self.site(caller),
                    self.name(*method)
                )
            }
            (
                Emit::Calls,
                Event::Exit {
                    method,
                    caller,
                    how,
                },
            ) => {
                let word = match how {
                    Leave::Return => "return",
                    Leave::Unwind => "unwind",
                };
                writeln!(
                    out,
                    "{t}\t{word}\t{}\t{}",
                    self.site(caller),
                    self.name(*method)
                )
            }
            (Emit::Contexts, Event::Enter { method, .. }) => {
                self.stack.push(*method);
                write!(out, "{t}")?;
                self.write_stack(out)
            }
            (Emit::Contexts, Event::Resume { method, .. }) => {
                self.stack.push(*method);
                Ok(())
            }
            (Emit::Contexts, Event::Mark { label }) => {
                write!(out, "{t}\t#{label}")?;
                self.write_stack(out)
            }
            (Emit::Contexts, Event::Exit { .. }) => {
                self.stack.pop();
                Ok(())
            }
            (Emit::Summary, Event::Enter { .. }) => {
                self.calls += 1;
                Ok(())
            }
            (Emit::Summary, Event::Block { .. }) => {
                self.blocks += 1;
                Ok(())
            }
            _ => Ok(()),
        }
    }

    /// The stack's methods, each after a tab, and the line's end.
    fn write_stack(&self, out: &mut dyn Write) -> io::Result<()> {
        for m in &self.stack {
            write!(out, "\t{}", self.name(*m))?;
        }
        writeln!(out)
    }

    /// Ends the thread (`summary` prints its line here).
    pub fn end(&mut self, out: &mut dyn Write, end: &ThreadEnd) -> io::Result<()> {
        if self.emit == Emit::Summary {
            writeln!(
                out,
                "thread {} \"{}\": {} calls, {} blocks, {}",
                self.thread,
                self.name,
                self.calls,
                self.blocks,
                describe_end(end)
            )?;
        }
        Ok(())
    }
}

/// How a thread's record ends, in words.
pub fn describe_end(end: &ThreadEnd) -> String {
    match end {
        ThreadEnd::Complete => "complete".to_string(),
        ThreadEnd::Crashed => "died of an uncaught exception".to_string(),
        ThreadEnd::Open { depth } => {
            format!("stops with {depth} frame(s) open (the process stopped or the file was cut)")
        }
        ThreadEnd::Invalid { event, reason } => {
            format!("cannot be decoded past event {event}: {reason}")
        }
    }
}
