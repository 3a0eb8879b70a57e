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

#[cfg(test)]
mod tests {
    use super::*;
    use android_runtime::meta::{BlockMeta, MethodMeta, SiteMeta, METADATA_VERSION};

    fn method(name: &str, blocks: usize, sites: usize) -> MethodMeta {
        MethodMeta {
            class: "LC;".into(),
            name: name.into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            blocks: vec![
                BlockMeta {
                    line: None,
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
}
