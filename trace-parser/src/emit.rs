//! The line formats of `adaptrace decode --emit`, tab-separated, one event per line, grouped by
//! thread (threads in order of first appearance), in execution order within a thread:
//!
//! - `blocks`: `THREAD  METHOD  BLOCK`
//! - `calls`: `THREAD  call|return|unwind  SITE  CALLEE`, where SITE is `CALLER@K` (the K-th
//!   invoke of CALLER, from 0) or `-` when no app frame called (a thread's first method, a static
//!   initializer); `unwind` ends a frame left by an exception
//! - `contexts`: at each method entry, `THREAD  OUTERMOST ... INNERMOST`, the whole stack
//! - `summary`: per thread its name, event counts and how its record ends
//!
//! METHOD, CALLER and CALLEE are smali signatures, `Lpkg/C;->name(Args)Ret`.

use std::io::{self, Write};

use android_runtime::meta::Metadata;

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
    let names: Vec<String> = meta.methods.iter().map(|m| m.signature()).collect();
    let name = |id: u32| names.get(id as usize).map_or("?", String::as_str);
    let site = |caller: &Option<CallSite>| match caller {
        Some(c) => format!("{}@{}", name(c.method), c.site),
        None => "-".to_string(),
    };
    for thread in &run.threads {
        let t = thread.index;
        match emit {
            Emit::Blocks => {
                for event in &thread.events {
                    if let Event::Block { method, block } = event {
                        writeln!(out, "{t}\t{}\t{block}", name(*method))?;
                    }
                }
            }
            Emit::Calls => {
                for event in &thread.events {
                    match event {
                        Event::Enter { method, caller } => {
                            writeln!(out, "{t}\tcall\t{}\t{}", site(caller), name(*method))?
                        }
                        Event::Exit {
                            method,
                            caller,
                            how,
                        } => {
                            let word = match how {
                                Leave::Return => "return",
                                Leave::Unwind => "unwind",
                            };
                            writeln!(out, "{t}\t{word}\t{}\t{}", site(caller), name(*method))?
                        }
                        Event::Block { .. } => {}
                    }
                }
            }
            Emit::Contexts => {
                let mut stack: Vec<u32> = Vec::new();
                for event in &thread.events {
                    match event {
                        Event::Enter { method, .. } => {
                            stack.push(*method);
                            write!(out, "{t}")?;
                            for m in &stack {
                                write!(out, "\t{}", name(*m))?;
                            }
                            writeln!(out)?;
                        }
                        Event::Exit { .. } => {
                            stack.pop();
                        }
                        Event::Block { .. } => {}
                    }
                }
            }
            Emit::Summary => {
                let (mut calls, mut blocks) = (0usize, 0usize);
                for event in &thread.events {
                    match event {
                        Event::Enter { .. } => calls += 1,
                        Event::Block { .. } => blocks += 1,
                        Event::Exit { .. } => {}
                    }
                }
                writeln!(
                    out,
                    "thread {t} \"{}\": {calls} calls, {blocks} blocks, {}",
                    thread.name,
                    describe_end(&thread.end)
                )?;
            }
        }
    }
    Ok(())
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
