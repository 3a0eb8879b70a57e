//! Decoder of the `bri` and `calls` records: the call trace rebuilt by parsing each thread's
//! witnesses with the logged call-site grammar ([`android_runtime::calls::grammar`]), one
//! record of lookahead, generating the calls and returns of the productions it takes
//! (Casper's Section 3.5; docs/calls.md).
//!
//! A thread's walk keeps a stack of frames, each where its method's walk stands: at a
//! [`Point`] (choosing a production by the next record: the one whose FIRST holds it, or the
//! one production that can derive nothing), or in a step (its optional static initializers,
//! its callee, its callbacks). The walk goes only as far as the records prove: a callee is
//! entered when a record needs it, and a trace that ends leaves the frames where its last
//! record put them, an exact prefix. Exceptions are logged with positions: a run of UNWIND_AT
//! records (and the CATCH_AT that ends it) says, frame by frame, the step each frame was in,
//! so frames entered without a record are found by their position, and the catching frame
//! goes on at its handler. Memory is the open frames and the grammar.
//!
//! `calls` records written through an adaptive coder are rebuilt chunk by chunk
//! ([`android_runtime::calls::coding`]) before the walk reads them; decoding them teaches the
//! next model generation.

use std::collections::HashMap;
use std::sync::Arc;

use android_runtime::calls::coding::{write_raw, CallsCoding, CallsStart, Seen, ThreadCoding};
use android_runtime::calls::grammar::{
    call_of, passable, Alt, Call, First, Grammar, Logged, Node, Point, Terminal,
};
use android_runtime::calls::{record, Selection, SiteNumbering};
use android_runtime::coder::{Coder, SymbolDecoder};
use android_runtime::layout::handler_blocks;
use android_runtime::meta::Metadata;
use android_runtime::record::Record;
use android_runtime::trace::{Chunk, CODER_RAW};
use android_runtime::Scheme;

use crate::records::{selection_is, walk, Payload, Reader};
use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder, SymbolCounts};

/// The most productions a walk may take without a record before it is taken for a loop the
/// grammar cannot leave (a damaged record or metadata).
const MAX_SILENT_STEPS: usize = 1 << 24;

/// The decoder of `bri` or `calls`.
pub struct Witness {
    program: Arc<Program>,
    scheme: Scheme,
    selection: Selection,
    coding: CallsCoding,
}

impl Witness {
    pub fn new(meta: &Arc<Metadata>, scheme: Scheme, selection: Selection) -> Witness {
        Witness {
            program: Arc::new(Program::new(meta)),
            scheme,
            selection,
            coding: CallsCoding::new(&meta.methods),
        }
    }

    /// How `trace`'s records were written: `None` raw (`bri` always, `calls` with `--coder
    /// raw`), else the coder and where every thread's coding started.
    fn stream(
        &self,
        cx: &Context<'_>,
        trace: &dyn Record,
    ) -> Result<Option<(Coder, CallsStart)>, DecodeError> {
        let header = trace.header();
        if self.selection != Selection::Calls || header.coder == CODER_RAW {
            return Ok(None);
        }
        let coder = cx.header_coder(trace, self.scheme)?;
        let start = self
            .coding
            .start(cx.loaded_model(trace)?)
            .map_err(|reason| cx.setup_error(trace, self.scheme, reason))?;
        Ok(Some((coder, start)))
    }
}

impl RecordDecoder for Witness {
    fn decode(
        &self,
        cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        let stream = self.stream(cx, trace)?;
        let mut counts = stream
            .as_ref()
            .map(|_| SymbolCounts::of_calls(&self.coding));
        each_thread(
            trace,
            self.scheme.spec().tag,
            sink,
            &mut |chunks, events| {
                let mut unpacker = stream.as_ref().map(|(coder, start)| Unpacker {
                    coder: *coder,
                    start,
                    decoder: None,
                    thread: ThreadCoding::new(self.coding, start),
                });
                let counts = &mut counts;
                let mut unpack = unpacker
                    .as_mut()
                    .map(|u| move |payload: &Payload<'_>| u.unpack(payload, counts.as_mut()));
                decode_thread_into(
                    chunks,
                    &self.program,
                    self.selection,
                    unpack
                        .as_mut()
                        .map(|u| u as &mut dyn FnMut(&Payload<'_>) -> Result<Vec<u8>, String>),
                    events,
                )
            },
        )?;
        Ok(counts)
    }
}

/// Rebuilds one thread's coded records, chunk by chunk: each chunk is one stream of the
/// thread's coder, whose contexts and predictions go on from the chunk before.
struct Unpacker<'s> {
    coder: Coder,
    start: &'s CallsStart,
    decoder: Option<Box<dyn SymbolDecoder>>,
    thread: ThreadCoding,
}

impl Unpacker<'_> {
    /// The raw records of `payload`, counting what they teach the model into `counts`.
    fn unpack(
        &mut self,
        payload: &Payload<'_>,
        mut counts: Option<&mut SymbolCounts>,
    ) -> Result<Vec<u8>, String> {
        let at = payload.offset;
        let damaged = |e: String| format!("the coded CALLS records at byte {at}: {e}");
        let bytes = payload.bytes.to_vec();
        let decoder = match &mut self.decoder {
            Some(decoder) => {
                decoder.restart(bytes).map_err(|e| damaged(e.to_string()))?;
                decoder
            }
            None => self.decoder.insert(
                self.coder
                    .decoder(&self.start.contexts, bytes)
                    .map_err(|e| damaged(e.to_string()))?,
            ),
        };
        let mut out = Vec::new();
        let mut rec = Vec::new();
        for _ in 0..payload.records {
            self.thread
                .decode(decoder.as_mut(), &mut rec, &mut |seen| {
                    if let Some(counts) = counts.as_deref_mut() {
                        match seen {
                            Seen::Symbol { context, symbol } => {
                                counts.count(context as u32, symbol)
                            }
                            Seen::Value { key, value } => counts.entered(key, value),
                        }
                    }
                })
                .map_err(damaged)?;
            write_raw(&rec, &mut out);
        }
        Ok(out)
    }
}

/// The static side: the metadata and its grammar.
struct Program {
    meta: Arc<Metadata>,
    grammar: Grammar,
    steps: SiteNumbering,
    handlers: Vec<Vec<u32>>,
}

impl Program {
    fn new(meta: &Arc<Metadata>) -> Program {
        let logged: Vec<Logged> = meta.methods.iter().map(Logged::of).collect();
        Program {
            grammar: Grammar::new(&meta.methods, logged),
            steps: SiteNumbering::steps(&meta.methods),
            handlers: meta
                .methods
                .iter()
                .map(|m| handler_blocks(&m.blocks))
                .collect(),
            meta: Arc::clone(meta),
        }
    }

    fn check_method(&self, id: u32) -> Result<(), String> {
        if (id as usize) < self.meta.methods.len() {
            Ok(())
        } else {
            Err(format!(
                "method id {id} is not in the metadata ({} methods)",
                self.meta.methods.len()
            ))
        }
    }

    fn logged(&self, id: u32) -> &Logged {
        &self.grammar.logged[id as usize]
    }

    fn signature(&self, id: u32) -> String {
        self.meta
            .methods
            .get(id as usize)
            .map_or_else(|| format!("method {id}"), |m| m.signature())
    }

    fn is_clinit(&self, id: u32) -> bool {
        self.meta
            .methods
            .get(id as usize)
            .is_some_and(|m| m.name == "<clinit>")
    }
}

/// One record of a CALLS chunk.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rec {
    Root(u32),
    Callback { depth: u32, step: u32, method: u32 },
    CallbackNext { depth: u32, method: u32 },
    Site(u32),
    Return(u32),
    RootReturn,
    Entry(u32),
    UnwindAt { depth: u32, method: u32, pos: u32 },
    CatchAt { depth: u32, handler: u32, pos: u32 },
    End,
}

fn read(reader: &mut Reader<'_>) -> Result<Rec, String> {
    let at = reader.offset();
    let tag = reader.byte()?;
    Ok(match tag {
        record::ROOT => Rec::Root(reader.varint()?),
        record::CALLBACK => Rec::Callback {
            depth: reader.varint()?,
            step: reader.varint()?,
            method: reader.varint()?,
        },
        record::CALLBACK_NEXT => Rec::CallbackNext {
            depth: reader.varint()?,
            method: reader.varint()?,
        },
        record::SITE => Rec::Site(reader.varint()?),
        record::RETURN => Rec::Return(reader.varint()?),
        record::ROOT_RETURN => Rec::RootReturn,
        record::ENTRY => Rec::Entry(reader.varint()?),
        record::UNWIND_AT => Rec::UnwindAt {
            depth: reader.varint()?,
            method: reader.varint()?,
            pos: reader.varint()?,
        },
        record::CATCH_AT => Rec::CatchAt {
            depth: reader.varint()?,
            handler: reader.varint()?,
            pos: reader.varint()?,
        },
        record::END => Rec::End,
        other => {
            return Err(format!(
                "record tag {other} at byte {at} is not a record of a call-grammar scheme"
            ))
        }
    })
}

/// Where a frame's walk stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// Choosing among the productions of a point.
    At(Point),
    /// In step `k`, taken with production target `target`: its static initializers from the
    /// `next`-th on may still run.
    Inits {
        k: u32,
        target: Option<u32>,
        next: usize,
    },
    /// In step `k`: its callee is still to be entered.
    Callee { k: u32, target: Option<u32> },
    /// In step `k`, whose callee is the frame above.
    InCallee { k: u32 },
    /// In check site `k`; `seen` once a callback came.
    InCheck { k: u32, seen: bool },
}

#[derive(Clone, Copy, Debug)]
struct Frame {
    method: u32,
    caller: Option<CallSite>,
    state: State,
}

/// A position of an UNWIND_AT or CATCH_AT record: the step, and whether its invoke returned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pos {
    None,
    In(u32),
    After(u32),
}

/// The position of a frame in a step: `In(k)`.
fn step_of(state: State) -> Option<Pos> {
    match state {
        State::Inits { k, .. }
        | State::Callee { k, .. }
        | State::InCallee { k }
        | State::InCheck { k, .. } => Some(Pos::In(k)),
        State::At(_) => None,
    }
}

fn position(pos: u32) -> Pos {
    if pos == u32::MAX {
        Pos::None
    } else if pos.is_multiple_of(2) {
        Pos::In(pos / 2)
    } else {
        Pos::After(pos / 2)
    }
}

struct Walker<'p, 's> {
    program: &'p Program,
    frames: Vec<Frame>,
    sink: &'s mut dyn FnMut(Event),
    crashed: bool,
    /// A run of UNWIND_AT records not yet resolved (the records of one exception).
    unwinding: Vec<Rec>,
    /// FIRST of each production of the points met so far.
    firsts: HashMap<(u32, Point), Vec<(Alt, First)>>,
}

fn decode_thread_into(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    program: &Program,
    selection: Selection,
    unpack: crate::records::Unpack<'_>,
    sink: &mut dyn FnMut(Event),
) -> ThreadEnd {
    let mut walker = Walker {
        program,
        frames: Vec::new(),
        sink,
        crashed: false,
        unwinding: Vec::new(),
        firsts: HashMap::new(),
    };
    let selection_of = selection_is(selection);
    let walked = walk(chunks, "CALLS", &selection_of, unpack, &mut |reader| {
        walker.feed(read(reader)?)
    });
    if let Err((event, reason)) = walked {
        return ThreadEnd::Invalid { event, reason };
    }
    walker.end()
}

impl Walker<'_, '_> {
    /// How the record ends once its records run out. A run of UNWIND_AT records still open
    /// then: the exception left every app frame (framework code caught it), or the stream
    /// stops inside the run, cut where the process was killed, with the rest of the
    /// exception's records never written. A run that does not resolve is the cut: its frames
    /// stay open and the record ends before it (its checks fail before it gives an event).
    fn end(&mut self) -> ThreadEnd {
        if self.unwind_run(None).is_err() {
            return ThreadEnd::Open {
                depth: self.frames.len(),
            };
        }
        ThreadEnd::at(self.frames.len(), self.crashed)
    }

    /// Takes the next record.
    fn feed(&mut self, rec: Rec) -> Result<(), String> {
        match rec {
            Rec::UnwindAt { .. } => {
                self.unwinding.push(rec);
                Ok(())
            }
            Rec::CatchAt { .. } => self.unwind_run(Some(rec)),
            _ => {
                self.unwind_run(None)?;
                self.advance(rec)
            }
        }
    }

    /// Resolves the buffered UNWIND_AT records, ended by `catch` when a frame caught. When the
    /// outermost unwound frame was called back from framework code in another step than the
    /// one the catching frame is in, framework code caught that exception and the catch is
    /// of another: the two are resolved apart.
    fn unwind_run(&mut self, catch: Option<Rec>) -> Result<(), String> {
        let run = std::mem::take(&mut self.unwinding);
        if run.is_empty() && catch.is_none() {
            return Ok(());
        }
        if let (Some(Rec::CatchAt { depth, pos, .. }), Some(Rec::UnwindAt { depth: below, .. })) =
            (catch, run.last())
        {
            let catcher = self.frames.get((depth as usize).wrapping_sub(1));
            let called_back = catcher.and_then(|f| match f.state {
                State::InCheck { k, .. } => Some(k),
                _ => None,
            });
            if *below == depth + 1
                && self.frames.len() > depth as usize
                && called_back.is_some_and(|k| position(pos) != Pos::In(k))
            {
                self.resolve(&run, None)?;
                return self.resolve(&[], catch);
            }
        }
        self.resolve(&run, catch)
    }

    /// Resolves one exception: the frames `run` says it left, and `catch`.
    fn resolve(&mut self, run: &[Rec], catch: Option<Rec>) -> Result<(), String> {
        if run.is_empty() && catch.is_none() {
            return Ok(());
        }
        // Per depth, outermost first: (depth, method of an unwound frame, position).
        let mut levels: Vec<(u32, Option<u32>, Pos)> = Vec::new();
        let mut handler = None;
        if let Some(Rec::CatchAt {
            depth,
            handler: h,
            pos,
        }) = catch
        {
            levels.push((depth, None, position(pos)));
            handler = Some(h);
        }
        for rec in run.iter().rev() {
            if let Rec::UnwindAt { depth, method, pos } = *rec {
                levels.push((depth, Some(method), position(pos)));
            }
        }
        for pair in levels.windows(2) {
            if pair[1].0 != pair[0].0 + 1 {
                return Err(format!(
                    "an exception's records name frames at depths {} and {}, which are not adjacent",
                    pair[0].0, pair[1].0
                ));
            }
        }
        let base = levels[0].0 as usize;
        if base == 0 || base > self.frames.len() {
            return Err(format!(
                "an exception's records start at depth {base} with {} frames open",
                self.frames.len()
            ));
        }
        if let Some(method) = levels[0].1 {
            if self.frames[base - 1].method != method {
                return Err(format!(
                    "an exception left {} at depth {base}, where {} runs",
                    self.program.signature(method),
                    self.program.signature(self.frames[base - 1].method)
                ));
            }
        }
        for (i, &(depth, _, pos)) in levels.iter().enumerate() {
            let d = depth as usize;
            let child = levels.get(i + 1).and_then(|l| l.1);
            // The frame at depth d: the known one, unless a frame above it is a finished
            // callee it left without a record (then that one is finished first).
            let same_child = child.is_some_and(|c| {
                self.frames.get(d).is_some_and(|f| f.method == c)
                    && step_of(self.frames[d - 1].state) == Some(pos)
            });
            if same_child {
                continue;
            }
            while self.frames.len() > d {
                self.finish_top()?;
            }
            if self.frames.len() != d {
                return Err(format!(
                    "an exception's records name a frame at depth {d} with {} frames open",
                    self.frames.len()
                ));
            }
            self.walk_to(pos, child)?;
        }
        let unwound = levels.len() - usize::from(handler.is_some());
        for _ in 0..unwound {
            let frame = self.frames.pop().ok_or("an exception left no frame open")?;
            (self.sink)(Event::Exit {
                method: frame.method,
                caller: frame.caller,
                how: Leave::Unwind,
            });
            self.after_pop();
        }
        if let Some(h) = handler {
            let top = self.frames.last_mut().ok_or("a catch with no frame open")?;
            let block = self
                .program
                .handlers
                .get(top.method as usize)
                .and_then(|hs| hs.get(h as usize))
                .copied()
                .ok_or_else(|| {
                    format!(
                        "handler {h} of {} is not in the metadata",
                        self.program.signature(top.method)
                    )
                })?;
            top.state = State::At(Point::Handler(block));
        }
        Ok(())
    }

    /// Walks the innermost frame, with no record, to position `pos`; enters `child` from the
    /// step there when an exception's records say a frame above it unwound.
    fn walk_to(&mut self, pos: Pos, child: Option<u32>) -> Result<(), String> {
        let (k, returned) = match pos {
            Pos::None => {
                let top = self.top()?;
                return match top.state {
                    State::At(Point::Entry) | State::At(Point::Handler(_)) if child.is_none() => {
                        Ok(())
                    }
                    _ => Err(format!(
                        "an exception's records put {} at its start, where its walk is not",
                        self.program.signature(top.method)
                    )),
                };
            }
            Pos::In(k) => (k, false),
            Pos::After(k) => (k, true),
        };
        let mut silent = 0usize;
        loop {
            silent += 1;
            if silent > MAX_SILENT_STEPS {
                return Err("an exception's position is not reached".into());
            }
            let top = *self.top()?;
            match top.state {
                State::Inits { k: s, target, .. } | State::Callee { k: s, target } if s == k => {
                    return self.enter_at(k, target, child, returned);
                }
                State::InCheck { k: s, .. } if s == k => {
                    if child.is_some() {
                        return Err("a frame entered from a check site without a record".into());
                    }
                    if returned {
                        self.set_state(State::At(Point::After(k)))?;
                    }
                    return Ok(());
                }
                State::At(Point::After(s)) if s == k && returned => return Ok(()),
                State::At(point) => {
                    let alt = self.path_to(top.method, point, k, child)?;
                    self.take_silent(alt)?;
                }
                _ => self.finish_step()?,
            }
        }
    }

    /// In step `k` of the innermost frame: the exception came from its invoke (entering
    /// `child`, when a frame above unwound) or after it returned.
    fn enter_at(
        &mut self,
        k: u32,
        target: Option<u32>,
        child: Option<u32>,
        returned: bool,
    ) -> Result<(), String> {
        let top = *self.top()?;
        let meta = &self.program.meta.methods[top.method as usize];
        if let Some(c) = child {
            let site = meta.steps.get(k as usize).and_then(|s| s.site);
            let caller = site.map(|site| CallSite {
                method: top.method,
                site,
            });
            self.set_state(State::InCallee { k })?;
            return self.push(c, caller);
        }
        if returned {
            self.set_state(State::Callee { k, target })?;
            self.finish_step()?;
        }
        Ok(())
    }

    /// The production of `point` of `method` whose walk reaches step `k` with no record (the
    /// one into `k` itself, or one that derives nothing on the way).
    fn path_to(
        &mut self,
        method: u32,
        point: Point,
        k: u32,
        child: Option<u32>,
    ) -> Result<Alt, String> {
        let alts = self.alts(method, point);
        let meta = &self.program.meta.methods[method as usize];
        let into = alts.iter().find(|(alt, _)| {
            alt.node == Node::Step(k)
                && (alt.target.is_none() || child.is_none() || alt.target == child)
        });
        if let Some((alt, _)) = into {
            return Ok(*alt);
        }
        // Which production leads there: search on through productions passed with no record.
        let program = self.program;
        let logged = program.logged(method);
        let func = |t: u32| {
            program
                .grammar
                .funcs
                .get(t as usize)
                .cloned()
                .unwrap_or_default()
        };
        let graph = &program.grammar.graphs[method as usize];
        for (alt, _) in &alts {
            let mut seen = std::collections::HashSet::new();
            let mut stack = vec![*alt];
            while let Some(a) = stack.pop() {
                let Node::Step(s) = a.node else { continue };
                if s == k {
                    return Ok(*alt);
                }
                if !passable(meta, logged, a, &func) || !seen.insert(s) {
                    continue;
                }
                stack.extend(graph.alts(Point::After(s)).iter().copied());
            }
        }
        Err(format!(
            "no walk of {} without records reaches its step {k}",
            self.program.signature(method)
        ))
    }

    fn top(&self) -> Result<&Frame, String> {
        self.frames
            .last()
            .ok_or_else(|| "no frame open".to_string())
    }

    fn set_state(&mut self, state: State) -> Result<(), String> {
        let top = self.frames.last_mut().ok_or("no frame open")?;
        top.state = state;
        Ok(())
    }

    /// FIRST of every production of `point` of `method`.
    fn alts(&mut self, method: u32, point: Point) -> Vec<(Alt, First)> {
        if let Some(found) = self.firsts.get(&(method, point)) {
            return found.clone();
        }
        let program = self.program;
        let g = &program.grammar;
        let list: Vec<(Alt, First)> = g.graphs[method as usize]
            .alts(point)
            .iter()
            .map(|&alt| (alt, g.alt(&program.meta.methods, method, alt)))
            .collect();
        self.firsts.insert((method, point), list.clone());
        list
    }

    /// The terminal `rec` is for a frame at depth `depth`, if it is one.
    fn terminal(&self, rec: Rec, depth: usize) -> Option<Terminal> {
        let steps = &self.program.steps;
        match rec {
            Rec::Site(g) => steps
                .local(g)
                .map(|(method, step)| Terminal::Site { method, step }),
            Rec::Callback { depth: d, step, .. } if d as usize >= depth => steps
                .local(step)
                .map(|(method, step)| Terminal::Callback { method, step }),
            Rec::Return(m) => Some(Terminal::Return(m)),
            Rec::Entry(m) => Some(Terminal::Entry(m)),
            _ => None,
        }
    }

    /// Walks until `rec` is taken.
    fn advance(&mut self, rec: Rec) -> Result<(), String> {
        let mut silent = 0usize;
        loop {
            silent += 1;
            if silent > MAX_SILENT_STEPS {
                return Err(format!("{rec:?} is never reached"));
            }
            let Some(&top) = self.frames.last() else {
                return match rec {
                    Rec::Root(m) => self.push(m, None),
                    Rec::End => {
                        self.crashed = true;
                        Ok(())
                    }
                    Rec::RootReturn => Ok(()),
                    other => Err(format!("{other:?} with no app frame open")),
                };
            };
            let depth = self.frames.len();
            match (top.state, rec) {
                (_, Rec::Root(_)) | (_, Rec::End) => self.finish_top()?,
                (State::At(point), _) => {
                    let alts = self.alts(top.method, point);
                    let wanted = self.terminal(rec, depth);
                    let mut matching: Vec<Alt> = alts
                        .iter()
                        .filter(|(_, f)| wanted.is_some_and(|t| f.contains(t)))
                        .map(|(a, _)| *a)
                        .collect();
                    // A logged step of several targets is one production until its callee's
                    // entry says which.
                    matching.dedup_by_key(|a| a.node);
                    let alt = match matching.as_slice() {
                        [one] => *one,
                        [] => self.silent_alt(top.method, point, &alts, rec)?,
                        _ => {
                            return Err(format!(
                                "{rec:?} starts {} productions of {} at {point:?}",
                                matching.len(),
                                self.program.signature(top.method)
                            ))
                        }
                    };
                    if self.take(alt, rec)? {
                        return Ok(());
                    }
                }
                (State::Inits { k, target, next }, _) => {
                    let meta = &self.program.meta.methods[top.method as usize];
                    let inits = meta.steps.get(k as usize).map_or(&[][..], |s| &s.inits);
                    match rec {
                        Rec::Entry(c) if inits[next.min(inits.len())..].contains(&c) => {
                            let at = inits.iter().position(|&i| i == c).unwrap_or(next);
                            self.set_state(State::Inits {
                                k,
                                target,
                                next: at + 1,
                            })?;
                            return self.push(c, None);
                        }
                        _ => self.set_state(State::Callee { k, target })?,
                    }
                }
                (State::Callee { k, target }, _) => {
                    let meta = &self.program.meta.methods[top.method as usize];
                    match call_of(meta, k, target) {
                        Call::Enters(t) => {
                            let caller = meta.steps[k as usize].site.map(|site| CallSite {
                                method: top.method,
                                site,
                            });
                            self.set_state(State::InCallee { k })?;
                            self.push(t, caller)?;
                            if self.program.logged(t).entry {
                                return match rec {
                                    Rec::Entry(m) if m == t => Ok(()),
                                    other => Err(format!(
                                        "{other:?} where {} logs its entry",
                                        self.program.signature(t)
                                    )),
                                };
                            }
                        }
                        Call::Check => self.set_state(State::InCheck { k, seen: false })?,
                        Call::None => self.set_state(State::At(Point::After(k)))?,
                    }
                }
                (State::InCheck { k, seen }, _) => {
                    let here = self.program.steps.global(top.method, k);
                    let callee = match rec {
                        Rec::Callback {
                            depth: d,
                            step,
                            method,
                        } if !seen && d as usize == depth && step == here => Some(method),
                        Rec::CallbackNext { depth: d, method } if seen && d as usize == depth => {
                            Some(method)
                        }
                        _ => None,
                    };
                    match callee {
                        Some(m) => {
                            self.program.check_method(m)?;
                            self.set_state(State::InCheck { k, seen: true })?;
                            let caller = if self.program.is_clinit(m) {
                                None
                            } else {
                                self.program.meta.methods[top.method as usize].steps[k as usize]
                                    .site
                                    .map(|site| CallSite {
                                        method: top.method,
                                        site,
                                    })
                            };
                            return self.push(m, caller);
                        }
                        None => self.set_state(State::At(Point::After(k)))?,
                    }
                }
                (State::InCallee { .. }, _) => {
                    return Err("the walk lost its callee frame".into());
                }
            }
        }
    }

    /// The production to take at `point` when no production's FIRST holds `rec`: the only
    /// one, when it can derive nothing (the record belongs further on).
    fn silent_alt(
        &self,
        method: u32,
        point: Point,
        alts: &[(Alt, First)],
        rec: Rec,
    ) -> Result<Alt, String> {
        let nullable: Vec<Alt> = alts
            .iter()
            .filter(|(_, f)| f.nullable)
            .map(|(a, _)| *a)
            .collect();
        match nullable.as_slice() {
            [one] => Ok(*one),
            _ => Err(format!(
                "{rec:?} fits no production of {} at {point:?}",
                self.program.signature(method)
            )),
        }
    }

    /// Takes production `alt` of the innermost frame for `rec`; whether it took `rec`.
    fn take(&mut self, alt: Alt, rec: Rec) -> Result<bool, String> {
        let top = *self.top()?;
        let logged = self.program.logged(top.method);
        match alt.node {
            Node::Exit if logged.exit => match rec {
                Rec::Return(m) if m == top.method => {
                    self.pop()?;
                    Ok(true)
                }
                other => Err(format!(
                    "{other:?} where {} logs its return",
                    self.program.signature(top.method)
                )),
            },
            Node::Exit => {
                self.pop()?;
                Ok(false)
            }
            Node::Step(k) if logged.steps.contains(&k) => {
                let here = self.program.steps.global(top.method, k);
                match rec {
                    // A logged call of one of several methods: the callee's entry names it.
                    Rec::Site(g) if g == here && alt.target.is_some() => {
                        self.set_state(State::InCheck { k, seen: false })?;
                        Ok(true)
                    }
                    Rec::Site(g) if g == here => {
                        self.set_state(State::Inits {
                            k,
                            target: alt.target,
                            next: 0,
                        })?;
                        Ok(true)
                    }
                    other => Err(format!(
                        "{other:?} where {} logs its step {k}",
                        self.program.signature(top.method)
                    )),
                }
            }
            Node::Step(k) => {
                self.set_state(State::Inits {
                    k,
                    target: alt.target,
                    next: 0,
                })?;
                Ok(false)
            }
        }
    }

    /// Takes production `alt` with no record (a walk to an exception's position).
    fn take_silent(&mut self, alt: Alt) -> Result<(), String> {
        match alt.node {
            Node::Exit => self.pop(),
            Node::Step(k) => self.set_state(State::Inits {
                k,
                target: alt.target,
                next: 0,
            }),
        }
    }

    /// Ends the innermost frame's current step with no record: its callee runs and returns
    /// with none.
    fn finish_step(&mut self) -> Result<(), String> {
        let top = *self.top()?;
        match top.state {
            State::Inits { k, target, .. } => self.set_state(State::Callee { k, target }),
            State::Callee { k, target } => {
                let meta = &self.program.meta.methods[top.method as usize];
                match call_of(meta, k, target) {
                    Call::Enters(t) => {
                        let caller = meta.steps[k as usize].site.map(|site| CallSite {
                            method: top.method,
                            site,
                        });
                        self.set_state(State::InCallee { k })?;
                        let depth = self.frames.len();
                        self.push(t, caller)?;
                        while self.frames.len() > depth {
                            self.finish_top()?;
                        }
                        Ok(())
                    }
                    _ => self.set_state(State::At(Point::After(k))),
                }
            }
            State::InCheck { k, .. } => self.set_state(State::At(Point::After(k))),
            State::At(point) => {
                let alts = self.alts(top.method, point);
                let alt = self.silent_alt(top.method, point, &alts, Rec::RootReturn)?;
                self.take_silent(alt)
            }
            State::InCallee { .. } => Err("the walk lost its callee frame".into()),
        }
    }

    /// Walks the innermost frame to its return with no record, and pops it.
    fn finish_top(&mut self) -> Result<(), String> {
        let depth = self.frames.len();
        let mut silent = 0usize;
        while self.frames.len() >= depth {
            silent += 1;
            if silent > MAX_SILENT_STEPS {
                return Err("a frame never returns without a record".into());
            }
            self.finish_step()?;
        }
        Ok(())
    }

    fn push(&mut self, method: u32, caller: Option<CallSite>) -> Result<(), String> {
        self.program.check_method(method)?;
        if self.frames.len() >= MAX_FRAMES {
            return Err(too_deep());
        }
        (self.sink)(Event::Enter { method, caller });
        self.frames.push(Frame {
            method,
            caller,
            state: State::At(Point::Entry),
        });
        Ok(())
    }

    fn pop(&mut self) -> Result<(), String> {
        let frame = self.frames.pop().ok_or("a return with no frame open")?;
        (self.sink)(Event::Exit {
            method: frame.method,
            caller: frame.caller,
            how: Leave::Return,
        });
        self.after_pop();
        Ok(())
    }

    /// The frame below a popped one goes on after the step it was in.
    fn after_pop(&mut self) {
        if let Some(top) = self.frames.last_mut() {
            if let State::InCallee { k } = top.state {
                top.state = State::At(Point::After(k));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use android_runtime::meta::{BlockMeta, CallsMeta, MethodMeta, SiteMeta, StepMeta};

    /// `f` branches to a call of `g` (logged) or of a framework method (a check site), both in
    /// a try range; `g` loops around a call of `f`.
    fn program() -> Program {
        let mut f = MethodMeta::new(
            "La;",
            "f",
            vec![
                BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                BlockMeta::with_edges(&[(Some(3), "goto"), (Some(4), "catch-all")]),
                BlockMeta::with_edges(&[(Some(3), "fallthrough"), (Some(4), "catch-all")]),
                BlockMeta::with_edges(&[(None, "return")]),
                BlockMeta::with_edges(&[(None, "throw")]),
            ],
        );
        f.sites = vec![
            SiteMeta {
                block: 1,
                opcode: "invoke-static".into(),
                target: "La;->g()V".into(),
            },
            SiteMeta {
                block: 2,
                opcode: "invoke-virtual".into(),
                target: "Ljava/util/List;->sort(Ljava/util/Comparator;)V".into(),
            },
        ];
        f.steps = vec![
            StepMeta {
                block: 1,
                site: Some(0),
                enters: vec![1],
                ..StepMeta::default()
            },
            StepMeta {
                block: 2,
                site: Some(1),
                open: true,
                ..StepMeta::default()
            },
        ];
        f.calls = Some(CallsMeta {
            logged: vec![0],
            exit: false,
            entry: true,
        });
        let mut g = MethodMeta::new(
            "La;",
            "g",
            vec![BlockMeta::with_edges(&[
                (Some(0), "taken"),
                (None, "return"),
            ])],
        );
        g.sites = vec![SiteMeta {
            block: 0,
            opcode: "invoke-static".into(),
            target: "La;->f()V".into(),
        }];
        g.steps = vec![StepMeta {
            block: 0,
            site: Some(0),
            enters: vec![0],
            ..StepMeta::default()
        }];
        g.calls = Some(CallsMeta {
            logged: vec![0],
            exit: true,
            entry: false,
        });
        let meta = Metadata {
            version: android_runtime::meta::METADATA_VERSION,
            tool: "test".into(),
            input: "t.dex".into(),
            package: None,
            schemes: vec!["calls".into()],
            methods: vec![f, g],
            skipped: Vec::new(),
        };
        Program::new(&Arc::new(meta))
    }

    /// Runs `records` through a walker; the events and how it ended.
    fn walk(program: &Program, records: &[Rec]) -> (Vec<Event>, Result<(), String>) {
        let mut events = Vec::new();
        let mut sink = |e| events.push(e);
        let mut walker = Walker {
            program,
            frames: Vec::new(),
            sink: &mut sink,
            crashed: false,
            unwinding: Vec::new(),
            firsts: HashMap::new(),
        };
        let fed = records
            .iter()
            .try_for_each(|&r| walker.feed(r))
            .and_then(|()| walker.unwind_run(None));
        drop(walker);
        (events, fed)
    }

    #[test]
    fn a_run_through_the_grammar_gives_its_calls() {
        let program = program();
        let g_site = program.steps.global(0, 0);
        let loop_site = program.steps.global(1, 0);
        // f (root, its entry logged) logs g's site; g logs its call of f, whose entry is
        // logged; that f takes the framework branch with no callback and returns; g returns
        // (logged); the root returns.
        let records = [
            Rec::Root(0),
            Rec::Site(g_site),
            Rec::Site(loop_site),
            Rec::Entry(0),
            Rec::Return(1),
            Rec::RootReturn,
        ];
        let (events, result) = walk(&program, &records);
        assert_eq!(result, Ok(()), "{events:?}");
        let enters = events
            .iter()
            .filter(|e| matches!(e, Event::Enter { .. }))
            .count();
        let exits = events
            .iter()
            .filter(|e| matches!(e, Event::Exit { .. }))
            .count();
        assert_eq!((enters, exits), (3, 3), "{events:?}");
        assert!(matches!(
            events[2],
            Event::Enter {
                method: 0,
                caller: Some(CallSite { method: 1, site: 0 })
            }
        ));
    }

    #[test]
    fn a_stream_cut_inside_an_exception_ends_open_before_it() {
        let program = program();
        let g_site = program.steps.global(0, 0);
        let mut events = Vec::new();
        let mut sink = |e| events.push(e);
        let mut walker = Walker {
            program: &program,
            frames: Vec::new(),
            sink: &mut sink,
            crashed: false,
            unwinding: Vec::new(),
            firsts: HashMap::new(),
        };
        // The first UNWIND_AT of an exception whose frames the cut stream never showed.
        for rec in [
            Rec::Root(0),
            Rec::Site(g_site),
            Rec::UnwindAt {
                depth: 5,
                method: 0,
                pos: 0,
            },
        ] {
            walker.feed(rec).unwrap();
        }
        assert_eq!(walker.end(), ThreadEnd::Open { depth: 1 });
        drop(walker);
        assert!(
            matches!(events[..], [Event::Enter { method: 0, .. }]),
            "{events:?}"
        );
    }

    /// Any sequence of records gives events or an error, never a panic.
    #[test]
    fn arbitrary_records_never_panic() {
        let program = program();
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = |bound: u32| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % u64::from(bound)) as u32
        };
        for _ in 0..2000 {
            let len = next(12) as usize;
            let records: Vec<Rec> = (0..len)
                .map(|_| match next(10) {
                    0 => Rec::Root(next(3)),
                    1 => Rec::Callback {
                        depth: next(4),
                        step: next(5),
                        method: next(3),
                    },
                    2 => Rec::CallbackNext {
                        depth: next(4),
                        method: next(3),
                    },
                    3 => Rec::Site(next(5)),
                    4 => Rec::Return(next(3)),
                    5 => Rec::RootReturn,
                    6 => Rec::Entry(next(3)),
                    7 => Rec::UnwindAt {
                        depth: next(4),
                        method: next(3),
                        pos: if next(2) == 0 { u32::MAX } else { next(6) },
                    },
                    8 => Rec::CatchAt {
                        depth: next(4),
                        handler: next(2),
                        pos: next(6),
                    },
                    _ => Rec::End,
                })
                .collect();
            let _ = walk(&program, &records);
        }
    }
}
