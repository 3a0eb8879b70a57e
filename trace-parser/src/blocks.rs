//! Decoder of the `blocks` scheme (the oracle): its events map one to one onto the run.
//!
//! The runtime logs ENTER(method), BLOCK(block), SITE(invoke ordinal) before each invoke,
//! EXIT before each return, CATCH(depth of the catching frame) followed by the handler's BLOCK,
//! UNWOUND(depth) when it finds that framework code caught an exception that left the frames
//! above `depth`, and UNCAUGHT when the thread dies. The decoder keeps the stack: CATCH and
//! UNWOUND unwind the frames above the given depth; an ENTER's caller is the frame below with the
//! site it last logged, except for static initializers, which run without an invoke.

use android_runtime::meta::{Metadata, MethodMeta};
use android_runtime::trace::BlockEvent;

use crate::run::{CallSite, Event, Leave, ThreadEnd, ThreadRun};

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    /// The call site this frame last passed.
    site: Option<u32>,
}

/// The decoding state of one thread.
struct Thread<'m> {
    meta: &'m Metadata,
    stack: Vec<Frame>,
    events: Vec<Event>,
    /// Code may still run on a dying thread (a crash reporter's handler), so decoding goes on
    /// after UNCAUGHT.
    crashed: bool,
}

/// Decodes one thread's recorded events against `meta`.
pub fn decode_thread(
    index: u32,
    name: String,
    recorded: &[BlockEvent],
    meta: &Metadata,
) -> ThreadRun {
    let mut thread = Thread {
        meta,
        stack: Vec::new(),
        events: Vec::with_capacity(recorded.len()),
        crashed: false,
    };
    let mut invalid = None;
    for (position, &event) in recorded.iter().enumerate() {
        if let Err(reason) = thread.step(event) {
            invalid = Some(ThreadEnd::Invalid {
                event: position,
                reason,
            });
            break;
        }
    }
    let end = invalid.unwrap_or(match (thread.stack.len(), thread.crashed) {
        (0, true) => ThreadEnd::Crashed,
        (0, false) => ThreadEnd::Complete,
        (depth, _) => ThreadEnd::Open { depth },
    });
    ThreadRun {
        index,
        name,
        events: thread.events,
        end,
    }
}

impl Thread<'_> {
    fn step(&mut self, event: BlockEvent) -> Result<(), String> {
        match event {
            BlockEvent::Enter { method } => {
                let m = self.meta.methods.get(method as usize).ok_or_else(|| {
                    format!(
                        "method id {method} is not in the metadata ({} methods)",
                        self.meta.methods.len()
                    )
                })?;
                let caller = if m.name == "<clinit>" {
                    None
                } else {
                    self.stack.last().and_then(|f| {
                        f.site.map(|site| CallSite {
                            method: f.method,
                            site,
                        })
                    })
                };
                self.events.push(Event::Enter { method, caller });
                self.stack.push(Frame {
                    method,
                    caller,
                    site: None,
                });
            }
            BlockEvent::Block { index } => {
                let (method, meta) = self.top("a block")?;
                check_index("block", index, meta.blocks.len(), meta)?;
                self.events.push(Event::Block {
                    method,
                    block: index,
                });
            }
            BlockEvent::Site { index } => {
                let (_, meta) = self.top("a call site")?;
                check_index("call site", index, meta.sites.len(), meta)?;
                if let Some(top) = self.stack.last_mut() {
                    top.site = Some(index);
                }
            }
            BlockEvent::Exit => {
                let frame = self
                    .stack
                    .pop()
                    .ok_or("a return with no method open".to_string())?;
                self.events.push(Event::Exit {
                    method: frame.method,
                    caller: frame.caller,
                    how: Leave::Return,
                });
            }
            BlockEvent::Catch { depth } | BlockEvent::Unwound { depth } => {
                let depth = depth as usize;
                if depth == 0 || depth > self.stack.len() {
                    return Err(format!(
                        "frames unwound to depth {depth} with {} frames open",
                        self.stack.len()
                    ));
                }
                self.unwind(depth);
            }
            BlockEvent::Uncaught => {
                self.unwind(0);
                self.crashed = true;
            }
        }
        Ok(())
    }

    /// The innermost frame's method id and metadata; `what` names the event for the error.
    fn top(&self, what: &str) -> Result<(u32, &MethodMeta), String> {
        let frame = self
            .stack
            .last()
            .ok_or_else(|| format!("{what} outside any method"))?;
        Ok((frame.method, &self.meta.methods[frame.method as usize]))
    }

    /// Pops the frames above `depth`, each left by an exception.
    fn unwind(&mut self, depth: usize) {
        while self.stack.len() > depth {
            if let Some(frame) = self.stack.pop() {
                self.events.push(Event::Exit {
                    method: frame.method,
                    caller: frame.caller,
                    how: Leave::Unwind,
                });
            }
        }
    }
}

fn check_index(what: &str, index: u32, count: usize, meta: &MethodMeta) -> Result<(), String> {
    if (index as usize) < count {
        Ok(())
    } else {
        Err(format!(
            "{what} {index} of {}, which has {count}",
            meta.signature()
        ))
    }
}
