//! Decoder of the `blocks` scheme (the oracle): its event words map one to one onto the run.
//!
//! The runtime logs ENTER(method), BLOCK(block), SITE(invoke ordinal) before each invoke,
//! EXIT before each return, CATCH(depth of the catching frame) followed by the handler's BLOCK,
//! and UNCAUGHT when the thread dies. The decoder keeps the stack: a CATCH unwinds the frames
//! above the catching one; an ENTER's caller is the frame below with the site it last logged,
//! except for static initializers, which run without an invoke.

use android_runtime::meta::Metadata;
use android_runtime::trace::BlockEvent;

use crate::run::{CallSite, Event, Leave, ThreadEnd, ThreadRun};

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    /// The call site this frame last passed.
    site: Option<u32>,
}

/// Decodes one thread's event words against `meta`.
pub fn decode_thread(
    index: u32,
    name: String,
    recorded: &[BlockEvent],
    meta: &Metadata,
) -> ThreadRun {
    let mut events = Vec::with_capacity(recorded.len());
    let mut stack: Vec<Frame> = Vec::new();
    let mut end = None;
    // Code may still run on a dying thread (a crash reporter's handler), so decoding goes on.
    let mut crashed = false;
    let invalid = |event: usize, reason: String| Some(ThreadEnd::Invalid { event, reason });
    for (position, &event) in recorded.iter().enumerate() {
        match event {
            BlockEvent::Enter { method } => {
                let Some(m) = meta.methods.get(method as usize) else {
                    end = invalid(
                        position,
                        format!(
                            "method id {method} is not in the metadata ({} methods)",
                            meta.methods.len()
                        ),
                    );
                    break;
                };
                let caller = if m.name == "<clinit>" {
                    None
                } else {
                    stack.last().and_then(|f| {
                        f.site.map(|site| CallSite {
                            method: f.method,
                            site,
                        })
                    })
                };
                events.push(Event::Enter { method, caller });
                stack.push(Frame {
                    method,
                    caller,
                    site: None,
                });
            }
            BlockEvent::Block { index: block } => {
                let Some(top) = stack.last() else {
                    end = invalid(position, "a block outside any method".to_string());
                    break;
                };
                let blocks = meta.methods[top.method as usize].blocks.len();
                if block as usize >= blocks {
                    end = invalid(
                        position,
                        format!(
                            "block {block} of {} which has {blocks}",
                            meta.methods[top.method as usize].signature()
                        ),
                    );
                    break;
                }
                events.push(Event::Block {
                    method: top.method,
                    block,
                });
            }
            BlockEvent::Site { index: site } => {
                let Some(top) = stack.last_mut() else {
                    end = invalid(position, "a call site outside any method".to_string());
                    break;
                };
                let sites = meta.methods[top.method as usize].sites.len();
                if site as usize >= sites {
                    end = invalid(
                        position,
                        format!(
                            "call site {site} of {} which has {sites}",
                            meta.methods[top.method as usize].signature()
                        ),
                    );
                    break;
                }
                top.site = Some(site);
            }
            BlockEvent::Exit => {
                let Some(frame) = stack.pop() else {
                    end = invalid(position, "a return with no method open".to_string());
                    break;
                };
                events.push(Event::Exit {
                    method: frame.method,
                    caller: frame.caller,
                    how: Leave::Return,
                });
            }
            BlockEvent::Catch { depth } => {
                let depth = depth as usize;
                if depth == 0 || depth > stack.len() {
                    end = invalid(
                        position,
                        format!(
                            "an exception caught at depth {depth} with {} frames open",
                            stack.len()
                        ),
                    );
                    break;
                }
                unwind(&mut stack, depth, &mut events);
            }
            BlockEvent::Uncaught => {
                unwind(&mut stack, 0, &mut events);
                crashed = true;
            }
        }
    }
    let end = end.unwrap_or(if crashed && stack.is_empty() {
        ThreadEnd::Crashed
    } else if stack.is_empty() {
        ThreadEnd::Complete
    } else {
        ThreadEnd::Open { depth: stack.len() }
    });
    ThreadRun {
        index,
        name,
        events,
        end,
    }
}

/// Pops the frames above `depth`, each left by the exception.
fn unwind(stack: &mut Vec<Frame>, depth: usize, events: &mut Vec<Event>) {
    while stack.len() > depth {
        if let Some(frame) = stack.pop() {
            events.push(Event::Exit {
                method: frame.method,
                caller: frame.caller,
                how: Leave::Unwind,
            });
        }
    }
}
