//! Decoder of `contexts` records ([`android_runtime::contexts`]): the graph's changes, from
//! every GRAPH chunk of the file, are replayed once into every version of the call graph
//! ([`Replay`]); then each thread's events are decoded on their own, each id walked back to
//! its whole stack (`De(n, <c, v>)`), with no stack kept between events but the last one
//! printed. Memory is the graph's changes, the thread's cuts and one stack.
//!
//! A run of the scheme has no returns: the decoder hands the sink the difference between one
//! event's stack and the next (frames left, frames entered), so every format that prints
//! contexts prints what the oracle prints. A frame whose entry was no event (`instrument
//! --events`) is a [`Event::Resume`]; an event the app recorded is a [`Event::Mark`].

use android_runtime::calls::SiteNumbering;
use android_runtime::contexts::{record, Call, Change, Cut, Frame, Node, Replay, FORMAT, NO_SITE};
use android_runtime::meta::Metadata;
use android_runtime::record::Record;
use android_runtime::trace::Chunk;
use android_runtime::Scheme;

use crate::records::{format_is, walk, Payload, Reader};
use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

/// The `contexts` decoder.
pub struct Contexts {
    methods: u32,
    sites: SiteNumbering,
    /// Per method, whether it is a static initializer (entered by no call site).
    clinit: Vec<bool>,
}

impl Contexts {
    pub fn new(meta: &Metadata) -> Contexts {
        Contexts {
            methods: meta.methods.len() as u32,
            sites: SiteNumbering::new(&meta.methods),
            clinit: meta.methods.iter().map(|m| m.name == "<clinit>").collect(),
        }
    }

    /// The call site that entered `call`'s frame, as the other decoders name it.
    fn caller(&self, call: &Call) -> Option<CallSite> {
        if call.site == NO_SITE || self.clinit.get(call.method as usize) != Some(&false) {
            return None;
        }
        let (method, site) = self.sites.local(call.site)?;
        Some(CallSite { method, site })
    }
}

impl RecordDecoder for Contexts {
    fn decode(
        &self,
        _cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        let replay = graph(trace, self.methods)?;
        each_thread(
            trace,
            Scheme::Contexts.spec().tag,
            sink,
            &mut |chunks, events| {
                let mut thread = Thread {
                    decoder: self,
                    replay: &replay,
                    version: 0,
                    below: 0,
                    cuts: Vec::new(),
                    stack: Vec::new(),
                    crashed: false,
                    open: None,
                    events,
                };
                let format = format_is("CONTEXTS", FORMAT);
                if let Err((event, reason)) =
                    walk(chunks, "CONTEXTS", &format, None, &mut |r| thread.record(r))
                {
                    return ThreadEnd::Invalid { event, reason };
                }
                thread.end()
            },
        )?;
        Ok(None)
    }
}

/// Every version of the call graph, from the file's GRAPH chunks (any thread's, in the order of
/// their first change: threads queue them as they hand records off). The replay stops at a
/// change missing from the file or one it cannot read: events of later versions then fail to
/// decode, each in its thread.
fn graph(trace: &dyn Record, methods: u32) -> Result<Replay, DecodeError> {
    let tag = android_runtime::contexts::TAG_GRAPH;
    let mut pieces: Vec<(u32, Vec<[u32; 4]>)> = Vec::new();
    for (thread, _) in trace.threads(tag)? {
        for chunk in trace.chunks(tag, thread)? {
            let Ok(chunk) = chunk else { break };
            if let Some(piece) = graph_chunk(&chunk) {
                pieces.push(piece);
            }
        }
    }
    pieces.sort_by_key(|(first, _)| *first);
    let mut replay = Replay::new();
    'pieces: for (first, changes) in pieces {
        // Pieces may overlap (the shutdown copy publishes without the lock); a gap ends it.
        let skip = replay.version().checked_sub(first);
        let Some(skip) = skip else { break };
        for words in changes.into_iter().skip(skip as usize) {
            match Change::from_runtime(words, methods) {
                Ok(change) => replay.apply(change),
                Err(_) => break 'pieces,
            }
        }
    }
    Ok(replay)
}

/// How many changes of the call graph `trace` holds (of an app of `methods` methods): its last
/// version that every earlier one leads to.
pub fn changes(trace: &dyn Record, methods: u32) -> Result<u32, DecodeError> {
    Ok(graph(trace, methods)?.version())
}

/// A GRAPH chunk's first change index and its changes as the runtime logs them (four ints);
/// `None` when it is not one.
fn graph_chunk(chunk: &Chunk) -> Option<(u32, Vec<[u32; 4]>)> {
    let payload = Payload::parse(&chunk.payload, chunk.offset).ok()?;
    let first = payload.numbering;
    let mut reader = Reader::new(&payload);
    let mut changes = Vec::new();
    for index in first..first.checked_add(payload.records)? {
        let kind = u32::from(reader.byte().ok()?);
        let node = reader.varint().ok()?;
        let second = reader.varint().ok()?;
        changes.push(match kind {
            1 => [kind, node, index.checked_sub(second)?, 0],
            2 => [kind, node, second.wrapping_sub(1), reader.varint().ok()?],
            _ => [kind, node, second, reader.varint().ok()?],
        });
    }
    reader.done().then_some((first, changes))
}

/// One thread's decoding.
struct Thread<'d, 's> {
    decoder: &'d Contexts,
    replay: &'d Replay,
    /// What the last VERSION and BELOW records said.
    version: u32,
    below: u32,
    /// The thread's cuts so far (cut `k` is `cuts[k - 1]`).
    cuts: Vec<Cut>,
    /// The stack of the last event, each call with its frame (those CUT_AT names), outermost
    /// first.
    stack: Vec<(Call, Frame)>,
    crashed: bool,
    /// The frames open at exit, from the OPEN record of the shutdown copy.
    open: Option<usize>,
    events: &'s mut dyn FnMut(Event),
}

impl Thread<'_, '_> {
    fn record(&mut self, reader: &mut Reader<'_>) -> Result<(), String> {
        let tag = reader.byte()?;
        match tag {
            record::ENTER => {
                let frame = self.frame(reader)?;
                let stack = self.stack_of(&frame)?;
                self.go_to(stack, true);
            }
            record::VERSION => self.version = reader.varint()?,
            record::BELOW => self.below = reader.varint()?,
            record::CUT => {
                let node = self.node(reader.varint()?)?;
                let caller = Frame {
                    node,
                    id: reader.varlong()?,
                    version: reader.varint()?,
                    cut: reader.varint()?,
                };
                self.cut(caller, reader)?;
            }
            record::CUT_AT => {
                let depth = reader.varint()? as usize;
                let caller = match depth.checked_sub(1) {
                    None => Frame {
                        node: Node::Root,
                        id: 0,
                        version: 0,
                        cut: 0,
                    },
                    Some(at) => self.stack.get(at).map(|&(_, frame)| frame).ok_or_else(|| {
                        format!(
                            "a cut below frame {depth} of the last event's stack, which has {}",
                            self.stack.len()
                        )
                    })?,
                };
                self.cut(caller, reader)?;
            }
            record::MARK => {
                let label = reader.varint()?;
                let frame = self.frame(reader)?;
                let stack = self.stack_of(&frame)?;
                self.go_to(stack, false);
                (self.events)(Event::Mark { label });
            }
            record::DONE => self.leave_all(),
            record::END => {
                self.leave_all();
                self.crashed = true;
            }
            record::OPEN => self.open = Some(reader.varint()? as usize),
            tag => return Err(format!("record tag {tag} is none the runtime writes")),
        }
        Ok(())
    }

    /// The thread's next cut, below `caller` at the site the reader holds next; the frames of
    /// later records stand above it.
    fn cut(&mut self, caller: Frame, reader: &mut Reader<'_>) -> Result<(), String> {
        let site = reader.varint()?.checked_sub(1).unwrap_or(NO_SITE);
        self.cuts.push(Cut { caller, site });
        self.below = self.cuts.len() as u32;
        Ok(())
    }

    fn node(&self, value: u32) -> Result<Node, String> {
        Node::from_runtime(value, self.decoder.methods).ok_or_else(|| {
            format!(
                "node {value} is past the metadata's {} methods",
                self.decoder.methods
            )
        })
    }

    /// The frame of an ENTER or MARK record: node and id, with the version and cut last said.
    fn frame(&self, reader: &mut Reader<'_>) -> Result<Frame, String> {
        let frame = Frame {
            node: self.node(reader.varint()?)?,
            id: reader.varlong()?,
            version: self.version,
            cut: self.below,
        };
        if matches!(frame.node, Node::Root) {
            return Err("an event at the root, which is no method".into());
        }
        Ok(frame)
    }

    /// The stack of an event's frame, each call with its frame.
    fn stack_of(&self, frame: &Frame) -> Result<Vec<(Call, Frame)>, String> {
        let frames = self.replay.frames(frame, &self.cuts)?;
        if frames.len() > MAX_FRAMES {
            return Err(too_deep());
        }
        Ok(frames)
    }

    /// Hands the sink the frames left since the last event and those entered up to `stack`;
    /// its innermost frame is entered anew when `entered` (an ENTER: that frame's entry is the
    /// event), else only when it is not on the stack already (a MARK).
    fn go_to(&mut self, stack: Vec<(Call, Frame)>, entered: bool) {
        let kept = if entered {
            &stack[..stack.len().saturating_sub(1)]
        } else {
            &stack[..]
        };
        let common = self
            .stack
            .iter()
            .zip(kept)
            .take_while(|((a, _), (b, _))| a == b)
            .count();
        self.leave_to(common);
        for (at, (call, _)) in stack.iter().enumerate().skip(common) {
            let caller = self.decoder.caller(call);
            let method = call.method;
            (self.events)(if entered && at + 1 == stack.len() {
                Event::Enter { method, caller }
            } else {
                Event::Resume { method, caller }
            });
        }
        self.stack = stack;
    }

    /// Leaves the frames above the `depth` outermost.
    fn leave_to(&mut self, depth: usize) {
        while self.stack.len() > depth {
            if let Some((call, _)) = self.stack.pop() {
                (self.events)(Event::Exit {
                    method: call.method,
                    caller: self.decoder.caller(&call),
                    how: Leave::Return,
                });
            }
        }
    }

    fn leave_all(&mut self) {
        self.leave_to(0);
    }

    fn end(&mut self) -> ThreadEnd {
        match self.open {
            Some(depth) if depth > 0 && !self.crashed => ThreadEnd::Open { depth },
            _ => ThreadEnd::at(self.stack.len(), self.crashed),
        }
    }
}
