//! Decoder of the `blocks` scheme (the oracle): its events map one to one onto the run.
//!
//! The runtime logs ENTER(method), BLOCK(block), SITE(invoke ordinal) before each invoke,
//! EXIT before each return, CATCH(depth of the catching frame) followed by the handler's BLOCK,
//! UNWOUND(depth) when it finds that framework code caught an exception that left the frames
//! above `depth`, and UNCAUGHT when the thread dies. The decoder keeps the stack: CATCH and
//! UNWOUND unwind the frames above the given depth; an ENTER's caller is the frame below with the
//! site it last logged, except for static initializers, which run without an invoke.

use std::sync::Arc;

use android_runtime::meta::{Metadata, MethodMeta};
use android_runtime::record::Record;
use android_runtime::trace::{BlockEvent, Chunk};

use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, ThreadRun, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

/// The `blocks` decoder.
pub struct Blocks {
    meta: Arc<Metadata>,
}

impl Blocks {
    pub fn new(meta: Arc<Metadata>) -> Blocks {
        Blocks { meta }
    }
}

impl RecordDecoder for Blocks {
    fn decode(
        &self,
        _cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        let tag = android_runtime::Scheme::Blocks.spec().tag;
        each_thread(trace, tag, sink, &mut |chunks, events| {
            decode_thread_into(chunks, &self.meta, events)
        })?;
        Ok(None)
    }
}

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    /// The call site this frame last passed.
    site: Option<u32>,
}

/// The decoding state of one thread.
struct Thread<'m, 's> {
    meta: &'m Metadata,
    stack: Vec<Frame>,
    sink: &'s mut dyn FnMut(Event),
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
    let mut events = Vec::with_capacity(recorded.len());
    let mut sink = |e| events.push(e);
    let mut thread = Thread::new(meta, &mut sink);
    let invalid = recorded.iter().enumerate().find_map(|(position, &event)| {
        thread.step(event).err().map(|reason| ThreadEnd::Invalid {
            event: position,
            reason,
        })
    });
    let end = invalid.unwrap_or_else(|| thread.end());
    ThreadRun {
        index,
        name,
        events,
        end,
    }
}

/// Decodes one thread's BLOCKS chunks (in file order, taken one at a time; a chunk that cannot
/// be read is an error message), handing each event to `sink` as it is decoded; memory stays
/// that of the open frames.
pub fn decode_thread_into(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    meta: &Metadata,
    sink: &mut dyn FnMut(Event),
) -> ThreadEnd {
    let mut thread = Thread::new(meta, sink);
    let mut position = 0usize;
    for chunk in chunks {
        let events = chunk.and_then(|c| c.block_events().map_err(|e| e.to_string()));
        let stepped = events.and_then(|events| {
            events.into_iter().try_for_each(|event| {
                thread.step(event)?;
                position += 1;
                Ok(())
            })
        });
        if let Err(reason) = stepped {
            return ThreadEnd::Invalid {
                event: position,
                reason,
            };
        }
    }
    thread.end()
}

impl<'m, 's> Thread<'m, 's> {
    fn new(meta: &'m Metadata, sink: &'s mut dyn FnMut(Event)) -> Thread<'m, 's> {
        Thread {
            meta,
            stack: Vec::new(),
            sink,
            crashed: false,
        }
    }

    /// How the thread's record ends, all events stepped.
    fn end(&self) -> ThreadEnd {
        ThreadEnd::at(self.stack.len(), self.crashed)
    }

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
                if self.stack.len() >= MAX_FRAMES {
                    return Err(too_deep());
                }
                (self.sink)(Event::Enter { method, caller });
                self.stack.push(Frame {
                    method,
                    caller,
                    site: None,
                });
            }
            BlockEvent::Block { index } => {
                let (method, meta) = self.top("a block")?;
                check_index("block", index, meta.blocks.len(), meta)?;
                (self.sink)(Event::Block {
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
                (self.sink)(Event::Exit {
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
                (self.sink)(Event::Exit {
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

#[cfg(test)]
mod tests {
    use super::*;
    use android_runtime::meta::{BlockMeta, MethodMeta, SiteMeta, METADATA_VERSION};

    fn method(name: &str, blocks: usize, sites: usize) -> MethodMeta {
        MethodMeta {
            inferred: false,
            calls: None,
            class: "LC;".into(),
            name: name.into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            source: None,
            blocks: vec![
                BlockMeta {
                    line: None,
                    lines: vec![],
                    edges: vec![]
                };
                blocks
            ],
            sites: vec![
                SiteMeta {
                    block: 0,
                    opcode: "invoke-static".into(),
                    target: "LC;->f()V".into(),
                };
                sites
            ],
            steps: Vec::new(),
        }
    }

    /// Methods 0 `main` (2 blocks, 2 sites), 1 `f`, 2 `<clinit>`.
    fn meta() -> Metadata {
        Metadata {
            version: METADATA_VERSION,
            tool: "test".into(),
            input: "t.dex".into(),
            package: None,
            schemes: vec!["blocks".into()],
            methods: vec![
                method("main", 2, 2),
                method("f", 1, 0),
                method("<clinit>", 1, 0),
            ],
            skipped: vec![],
        }
    }

    fn decode(events: &[BlockEvent]) -> ThreadRun {
        decode_thread(0, "main".into(), events, &meta())
    }

    use BlockEvent::*;

    #[test]
    fn callers_come_from_the_last_site_and_static_initializers_have_none() {
        let run = decode(&[
            Enter { method: 0 },
            Block { index: 0 },
            Site { index: 1 },
            Enter { method: 1 },
            Block { index: 0 },
            Enter { method: 2 },
            Exit,
            Exit,
            Exit,
        ]);
        let from_main = Some(CallSite { method: 0, site: 1 });
        assert_eq!(run.end, ThreadEnd::Complete);
        assert_eq!(
            run.events,
            vec![
                Event::Enter {
                    method: 0,
                    caller: None
                },
                Event::Block {
                    method: 0,
                    block: 0
                },
                Event::Enter {
                    method: 1,
                    caller: from_main
                },
                Event::Block {
                    method: 1,
                    block: 0
                },
                Event::Enter {
                    method: 2,
                    caller: None
                },
                Event::Exit {
                    method: 2,
                    caller: None,
                    how: Leave::Return
                },
                Event::Exit {
                    method: 1,
                    caller: from_main,
                    how: Leave::Return
                },
                Event::Exit {
                    method: 0,
                    caller: None,
                    how: Leave::Return
                },
            ]
        );
    }

    #[test]
    fn catch_and_unwound_unwind_to_the_depth_and_uncaught_unwinds_all() {
        let unwinds = |run: &ThreadRun| {
            run.events
                .iter()
                .filter(|e| {
                    matches!(
                        e,
                        Event::Exit {
                            how: Leave::Unwind,
                            ..
                        }
                    )
                })
                .count()
        };
        for cut in [Catch { depth: 1 }, Unwound { depth: 1 }] {
            let run = decode(&[
                Enter { method: 0 },
                Site { index: 0 },
                Enter { method: 1 },
                Enter { method: 1 },
                cut,
                Block { index: 1 },
                Exit,
            ]);
            assert_eq!(run.end, ThreadEnd::Complete, "{cut:?}");
            assert_eq!(unwinds(&run), 2, "{cut:?}");
        }
        let run = decode(&[Enter { method: 0 }, Enter { method: 1 }, Uncaught]);
        assert_eq!(run.end, ThreadEnd::Crashed);
        assert_eq!(unwinds(&run), 2);
        let run = decode(&[Enter { method: 0 }, Enter { method: 1 }]);
        assert_eq!(run.end, ThreadEnd::Open { depth: 2 });
    }

    #[test]
    fn events_that_do_not_fit_the_metadata_stop_decoding_where_they_are() {
        let cases: [(&[BlockEvent], usize, &str); 6] = [
            (&[Enter { method: 9 }], 0, "method id 9"),
            (&[Block { index: 0 }], 0, "outside any method"),
            (
                &[Enter { method: 1 }, Block { index: 1 }],
                1,
                "block 1 of LC;->f()V",
            ),
            (&[Enter { method: 1 }, Site { index: 0 }], 1, "call site 0"),
            (&[Exit], 0, "no method open"),
            (&[Enter { method: 0 }, Catch { depth: 2 }], 1, "depth 2"),
        ];
        for (events, at, words) in cases {
            match decode(events).end {
                ThreadEnd::Invalid { event, reason } => {
                    assert_eq!(event, at, "{reason}");
                    assert!(reason.contains(words), "{reason}");
                }
                end => panic!("{events:?}: {end:?}"),
            }
        }
    }

    #[test]
    fn a_record_deeper_than_any_stack_is_damaged() {
        let events = vec![Enter { method: 1 }; MAX_FRAMES + 1];
        let run = decode(&events);
        assert_eq!(
            run.end,
            ThreadEnd::Invalid {
                event: MAX_FRAMES,
                reason: too_deep()
            }
        );
        assert_eq!(run.events.len(), MAX_FRAMES);
    }
}
