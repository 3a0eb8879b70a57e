//! The encoder side of the `paths` scheme, in Rust: [`ThreadEncoder`] does what the runtime's
//! probes do (same calls, same tokens, same coded bytes), and [`execute`] runs a scripted
//! thread through the metadata's CFGs the way instrumented code would, calling those probes and
//! recording what really happened (as [`Event`]s and as the `blocks` scheme's words). Decoding
//! what it wrote must give back what it recorded; its bytes are what the smali runtime must
//! write for the same run.

use android_runtime::coder::{CoderError, SymbolEncoder};
use android_runtime::layout::{
    self, PathsLayout, DELTA_ALPHABET, DELTA_ESCAPE, ETYPE_CATCH, ETYPE_END, ETYPE_ENTER,
    ETYPE_MISS, ETYPE_NOENTER, ETYPE_UNWIND, NUMBER_BITS,
};
use android_runtime::trace::BlockEvent;

use super::{BlockEnd, Coding, Program, SymbolCounts};
use crate::run::{CallSite, Event, Leave, ThreadEnd};

/// Coded bytes past which the writer ends a thread's stream when a full record buffer of the
/// thread reaches it.
pub const HANDOFF_BYTES: usize = 0x8000;

/// Words of a thread's record buffer (`PathsState.raw`); it goes to the writer after a token
/// that leaves it without room for the longest record and one more word.
pub const RECORD_BUFFER_WORDS: u32 = 0x8000;

/// Words of each kind of record: DECISION (binary, n-ary) and EVENT by type.
const DECISION_WORDS: u32 = 2;
const NARY_WORDS: u32 = 3;
fn event_words(etype: u32) -> u32 {
    match etype {
        ETYPE_ENTER => 4,
        ETYPE_CATCH => 7,
        ETYPE_UNWIND => 5,
        _ => 3,
    }
}

/// One PATHS chunk's payload parts.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EncodedChunk {
    pub tokens: u32,
    pub trailing_steps: u32,
    pub coded: Vec<u8>,
}

/// One thread's probe state, as the runtime keeps it.
pub struct ThreadEncoder<'l> {
    layout: &'l PathsLayout,
    coder: Box<dyn SymbolEncoder>,
    /// Per callee key, the two callees predicted there (as [`Coding::predictions`]).
    predictions: Vec<Option<u32>>,
    /// Per binary decision context, the successor it is pinned on (`Model.pinned`).
    pinned: Vec<Option<u32>>,
    /// Per site (global step id, or the TOP slot): the callee last entered from it, -1 for
    /// none.
    last: Vec<i32>,
    /// The hash of the next token's context (`PathsState.context`).
    context: u32,
    /// Steps since the last token (a Java `int`).
    steps: u32,
    /// The method the last `call` surely enters or the last `guess` guessed
    /// (`PathsState.expect`); every token clears it.
    expect: Option<u32>,
    /// A `guess` made `expect` due and neither a token nor its entry came since
    /// (`PathsState.guessing`).
    guessing: bool,
    /// Per guess slot, the callee first entered after a `guess` there last time, -1 for none
    /// (`PathsState.guesses`).
    guesses: Vec<i32>,
    depth: u32,
    site: u32,
    stack: Vec<u32>,
    /// Tokens since the thread's last hand-off (`PathsState.tokens`).
    tokens: u32,
    /// `steps` at the last hand-off: a hand-off with no token and no step since writes nothing.
    handed: u32,
    /// Words of the record buffer in use (`PathsState.rpos`).
    words: u32,
    /// A full buffer went to the writer since the last hand-off that ends the stream
    /// (`PathsState.open`).
    open: bool,
    /// Tokens the writer coded into the current stream (`PathsState.pending`).
    pending: u32,
    /// The current stream's bytes so far.
    coded: Vec<u8>,
    chunks: Vec<EncodedChunk>,
    counts: SymbolCounts,
}

impl<'l> ThreadEncoder<'l> {
    pub fn new(layout: &'l PathsLayout, coding: &Coding) -> ThreadEncoder<'l> {
        ThreadEncoder {
            layout,
            coder: coding.coder.encoder(&coding.contexts),
            predictions: coding.predictions.clone(),
            pinned: coding.pinned.clone(),
            last: vec![-1; layout.step_count() as usize + 1],
            context: layout.token_hash(layout.follow_start(), &[]),
            steps: 0,
            expect: None,
            guessing: false,
            guesses: vec![-1; layout.guess_slots() as usize],
            depth: 0,
            site: layout.step_count(),
            stack: Vec::new(),
            tokens: 0,
            handed: 0,
            words: 0,
            open: false,
            pending: 0,
            coded: Vec::new(),
            chunks: Vec::new(),
            counts: SymbolCounts::new(layout),
        }
    }

    fn code(&mut self, context: u32, symbol: u32) -> Result<(), CoderError> {
        self.counts.count(context, symbol);
        self.coder.encode(context as usize, symbol)
    }

    fn bits(&mut self, base: u32, width: u32, value: u32) -> Result<(), CoderError> {
        for i in 0..width {
            self.code(base + i, (value >> (width - 1 - i)) & 1)?;
        }
        Ok(())
    }

    /// `Paths.settle`: the next token's context, from `follow` and the site stack as it is now.
    fn settle(&mut self, follow: u32) {
        self.context = self.layout.token_hash(follow, &self.stack);
    }

    /// The kind bit, event type and delta of an EVENT; its bucket.
    fn event(&mut self, etype: u32) -> Result<u32, CoderError> {
        self.code(self.layout.kind(self.context), 1)?;
        let bucket = self.layout.bucket(self.context);
        self.code(self.layout.etype(bucket), etype)?;
        let context = self.layout.delta(bucket, etype);
        if self.steps < DELTA_ALPHABET - 1 {
            self.code(context, self.steps)?;
        } else {
            self.code(context, DELTA_ESCAPE)?;
            self.bits(self.layout.delta_bits(), NUMBER_BITS, self.steps)?;
        }
        Ok(bucket)
    }

    /// The end of a token of `words` record words: the next kind bit's context, the count, the
    /// hand-off of a full record buffer, which the writer codes on into the stream and ends
    /// once its coded bytes pass [`HANDOFF_BYTES`].
    fn token_done(&mut self, follow: u32, words: u32) {
        self.settle(follow);
        self.steps = 0;
        self.expect = None;
        self.guessing = false;
        self.tokens += 1;
        let more = self.coder.take_bytes();
        self.coded.extend(more);
        self.words += words;
        if self.words > RECORD_BUFFER_WORDS - 8 {
            self.words = 0;
            self.pending += std::mem::take(&mut self.tokens);
            self.handed = self.steps;
            self.open = true;
            if self.coded.len() >= HANDOFF_BYTES {
                self.end_stream();
            }
        }
    }

    /// The writer ends the stream into a chunk.
    fn end_stream(&mut self) {
        let mut coded = std::mem::take(&mut self.coded);
        coded.extend(self.coder.restart());
        self.chunks.push(EncodedChunk {
            tokens: std::mem::take(&mut self.pending),
            trailing_steps: self.steps,
            coded,
        });
    }

    /// `Paths.enter`: first thing in an instrumented method. The method a `call` made due is
    /// a step while [`layout::pinned_step`] allows; any other entry is an ENTER token.
    pub fn enter(&mut self, method: u32) -> Result<(), CoderError> {
        if self.expect == Some(method) && layout::pinned_step(self.steps) {
            self.steps = self.steps.wrapping_add(1);
            self.expect = None;
            self.guessing = false;
            self.stack.push(self.site);
            self.depth += 1;
            return Ok(());
        }
        if self.guessing {
            let slot = self.layout.guess_slot(self.site);
            self.guesses[slot] = method as i32;
        }
        self.event(ETYPE_ENTER)?;
        let site = self.site;
        let last = self.last.get(site as usize).copied().unwrap_or(-1);
        let key = layout::callee_key(site, last, self.layout.callee_keys());
        let (first, second) = (2 * key as usize, 2 * key as usize + 1);
        let symbol = if self.predictions[first] == Some(method) {
            1
        } else if self.predictions[second] == Some(method) {
            2
        } else {
            0
        };
        self.code(self.layout.site(key), symbol)?;
        if symbol == 0 {
            let width = layout::width(self.layout.method_count());
            self.bits(self.layout.method_bits(), width, method)?;
        }
        if symbol != 1 {
            self.predictions[second] = self.predictions[first];
            self.predictions[first] = Some(method);
        }
        if let Some(l) = self.last.get_mut(site as usize) {
            *l = method as i32;
        }
        self.counts.entered(key, method);
        self.stack.push(site);
        self.depth += 1;
        self.token_done(self.layout.follow_enter(method), event_words(ETYPE_ENTER));
        Ok(())
    }

    /// `Paths.noEntry`, which every probe but `enter`, `caught` and `unwind` runs first: the
    /// callee due was not entered, a NOENTER; a guess slot forgets its callee.
    fn no_entry(&mut self) -> Result<(), CoderError> {
        if self.expect.is_none() {
            return Ok(());
        }
        self.event(ETYPE_NOENTER)?;
        if self.guessing {
            let slot = self.layout.guess_slot(self.site);
            self.guesses[slot] = -1;
        }
        let follow = self.layout.follow_site(self.site);
        self.token_done(follow, event_words(ETYPE_NOENTER));
        Ok(())
    }

    /// `Paths.step`: before a step instruction that is no invoke of a sure or guessed callee;
    /// `step` is its global id.
    pub fn step(&mut self, step: u32) -> Result<(), CoderError> {
        self.no_entry()?;
        self.steps = self.steps.wrapping_add(1);
        self.site = step;
        Ok(())
    }

    /// `Paths.call`: before an invoke that surely enters `callee`; `step` is its global id.
    pub fn call(&mut self, step: u32, callee: u32) -> Result<(), CoderError> {
        self.step(step)?;
        self.expect = Some(callee);
        Ok(())
    }

    /// `Paths.guess`: before an invoke with no sure callee that may enter app code; the callee of
    /// the step's guess slot is due.
    pub fn guess(&mut self, step: u32) -> Result<(), CoderError> {
        self.step(step)?;
        let slot = self.layout.guess_slot(step);
        self.expect = u32::try_from(self.guesses[slot]).ok();
        self.guessing = true;
        Ok(())
    }

    /// `Paths.exit`: before every return.
    pub fn exit(&mut self) -> Result<(), CoderError> {
        self.no_entry()?;
        self.steps = self.steps.wrapping_add(1);
        self.pop();
        Ok(())
    }

    /// A frame is left: the caller is in its step again; back at depth 0 (framework code) the
    /// thread hands its stream off.
    fn pop(&mut self) {
        if self.depth <= 1 {
            self.depth = 0;
            self.stack.clear();
            self.site = self.layout.step_count();
            self.hand_off();
        } else {
            self.depth -= 1;
            self.site = self.stack.pop().unwrap_or(self.layout.step_count());
        }
    }

    /// `Paths.edge`: binary decision edge `edge` taken. At a pinned decision its pinned way
    /// is a step (while [`layout::pinned_step`] allows) and the other way a MISS.
    pub fn edge(&mut self, edge: u32) -> Result<(), CoderError> {
        self.no_entry()?;
        let (context, symbol) = (edge >> 1, edge & 1);
        if let Some(pinned) = self.pinned.get(context as usize).copied().flatten() {
            if pinned != symbol {
                self.counts.count(context, symbol);
                self.event(ETYPE_MISS)?;
                self.token_done(self.layout.follow_edge(edge), event_words(ETYPE_MISS));
                return Ok(());
            }
            if layout::pinned_step(self.steps) {
                self.counts.count(context, symbol);
                self.steps = self.steps.wrapping_add(1);
                return Ok(());
            }
        }
        self.code(self.layout.kind(self.context), 0)?;
        self.code(edge >> 1, edge & 1)?;
        self.token_done(self.layout.follow_edge(edge), DECISION_WORDS);
        Ok(())
    }

    /// `Paths.sw`: successor `symbol` of the n-ary decision `context` taken, which is `edge`.
    pub fn sw(&mut self, context: u32, symbol: u32, edge: u32) -> Result<(), CoderError> {
        self.no_entry()?;
        self.code(self.layout.kind(self.context), 0)?;
        self.code(context, symbol)?;
        self.token_done(self.layout.follow_edge(edge), NARY_WORDS);
        Ok(())
    }

    /// `Paths.caught`: handler `handler` (of `handlers`) caught what block `block` (of
    /// `blocks`) threw.
    pub fn caught(
        &mut self,
        block: u32,
        handler: u32,
        handlers: u32,
        blocks: u32,
    ) -> Result<(), CoderError> {
        let bucket = self.event(ETYPE_CATCH)?;
        self.bits(self.layout.block_bits(bucket), layout::width(blocks), block)?;
        let handler_bits = self.layout.handler_bits(bucket);
        self.bits(handler_bits, layout::width(handlers), handler)?;
        self.token_done(
            self.layout.follow_caught(self.site),
            event_words(ETYPE_CATCH),
        );
        Ok(())
    }

    /// `Paths.unwind`: an exception thrown in block `block` (of `blocks`) leaves the frame.
    pub fn unwind(&mut self, block: u32, blocks: u32) -> Result<(), CoderError> {
        let bucket = self.event(ETYPE_UNWIND)?;
        self.bits(self.layout.block_bits(bucket), layout::width(blocks), block)?;
        let follow = self.layout.follow_site(self.site);
        self.token_done(follow, event_words(ETYPE_UNWIND));
        self.pop();
        // The next token follows the site the caller is in.
        self.settle(self.layout.follow_site(self.site));
        Ok(())
    }

    /// The crash handler: the thread dies of an uncaught exception.
    pub fn crash(&mut self) -> Result<(), CoderError> {
        self.event(ETYPE_END)?;
        self.token_done(self.layout.follow_start(), event_words(ETYPE_END));
        self.depth = 0;
        self.stack.clear();
        self.site = self.layout.step_count();
        self.settle(self.layout.follow_start());
        self.hand_off();
        Ok(())
    }

    /// Hands the records off with the stream to be ended (the writer then writes it as a
    /// chunk), unless nothing happened since the last hand-off.
    pub fn hand_off(&mut self) {
        if self.tokens == 0 && !self.open && self.steps == self.handed {
            return;
        }
        self.pending += std::mem::take(&mut self.tokens);
        self.words = 0;
        self.handed = self.steps;
        self.open = false;
        self.end_stream();
    }

    /// Hands off what is left; the thread's chunks and the symbols coded in each context.
    pub fn finish(mut self) -> (Vec<EncodedChunk>, SymbolCounts) {
        self.hand_off();
        (self.chunks, self.counts)
    }
}

/// One step of a scripted thread.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// Framework code calls `method` with no app frame open.
    Top(u32),
    /// The innermost frame goes on (no decision) until it is in its step `step` (an index into
    /// its method's steps) and `callee` is entered from there; already in it, the step calls
    /// again (a second callback).
    Call { step: u32, callee: u32 },
    /// The innermost frame goes on (no decision) until it is in its step `step`, where nothing
    /// is entered (the invoke throws, or runs framework code only).
    Step(u32),
    /// The innermost frame goes on to its next decision and takes successor `symbol`.
    Take(u32),
    /// The innermost frame goes on to its return and returns.
    Return,
    /// The innermost frame goes on to block `block` and throws there.
    Throw { block: u32 },
    /// The innermost frame catches the exception with its handler `handler` (an index into
    /// its method's handler blocks).
    Catch { handler: u32 },
    /// The exception leaves the innermost frame; it then is in the caller's current block.
    Unwind,
    /// With no frame open, the exception kills the thread.
    Crash,
    /// The thread hands its stream off (`Trace.flush`).
    HandOff,
}

/// What a scripted thread did and wrote.
#[derive(Debug, Clone)]
pub struct Execution {
    /// What happened, as the `blocks` decoder reports it.
    pub events: Vec<Event>,
    pub end: ThreadEnd,
    /// The words the `blocks` runtime would have written.
    pub blocks: Vec<BlockEvent>,
    pub chunks: Vec<EncodedChunk>,
    /// Symbols coded per context.
    pub counts: SymbolCounts,
}

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    block: u32,
    next: usize,
    in_step: Option<u32>,
}

struct Exec<'p> {
    program: &'p Program,
    probes: ThreadEncoder<'p>,
    frames: Vec<Frame>,
    events: Vec<Event>,
    blocks: Vec<BlockEvent>,
    /// The block an exception in flight was thrown in (or surfaced in, in a caller).
    exception: Option<u32>,
    /// An exception in flight has left a frame.
    unwound: bool,
    crashed: bool,
}

/// Runs `script` on one thread; fails when the script does not fit the program.
pub fn execute(program: &Program, coding: &Coding, script: &[Action]) -> Result<Execution, String> {
    let mut x = Exec {
        program,
        probes: ThreadEncoder::new(&program.layout, coding),
        frames: Vec::new(),
        events: Vec::new(),
        blocks: Vec::new(),
        exception: None,
        unwound: false,
        crashed: false,
    };
    for (i, action) in script.iter().enumerate() {
        x.act(*action)
            .map_err(|e| format!("action {i} {action:?}: {e}"))?;
    }
    let end = match (x.frames.len(), x.crashed) {
        (0, true) => ThreadEnd::Crashed,
        (0, false) => ThreadEnd::Complete,
        (depth, _) => ThreadEnd::Open { depth },
    };
    let (chunks, counts) = x.probes.finish();
    Ok(Execution {
        events: x.events,
        end,
        blocks: x.blocks,
        chunks,
        counts,
    })
}

impl Exec<'_> {
    fn act(&mut self, action: Action) -> Result<(), String> {
        let handling = matches!(
            action,
            Action::Catch { .. } | Action::Unwind | Action::Crash
        );
        if self.exception.is_some() && !handling {
            // Framework code swallowed the exception: the `blocks` runtime notices at the
            // next probe of the frame that runs again.
            self.exception = None;
            if std::mem::take(&mut self.unwound) && !self.frames.is_empty() {
                self.blocks.push(BlockEvent::Unwound {
                    depth: self.frames.len() as u32,
                });
            }
        }
        let err = |e: CoderError| e.to_string();
        match action {
            Action::Top(method) => {
                if !self.frames.is_empty() {
                    return Err("frames are open".into());
                }
                self.enter(method, None)?;
            }
            Action::Call { step, callee } => {
                if self.top()?.in_step != Some(step) {
                    self.act(Action::Step(step))?;
                }
                let frame = self.top()?;
                let facts = self.program.method(frame.method);
                let callee_facts = self
                    .program
                    .methods
                    .get(callee as usize)
                    .ok_or("no such callee")?;
                let caller = match facts.sites[step as usize] {
                    Some(site) if !callee_facts.clinit => Some(CallSite {
                        method: frame.method,
                        site,
                    }),
                    _ => None,
                };
                if callee_facts.inferred.is_some() {
                    let step = self.program.layout.step_id(frame.method, step);
                    self.run_inferred(callee, caller, step)?;
                } else {
                    self.enter(callee, caller)?;
                }
            }
            Action::Step(step) => {
                let mut moves = 0;
                while self.pass_step()? != Some(step) {
                    moves += 1;
                    if moves > 100_000 {
                        return Err(format!("step {step} is not reached"));
                    }
                }
            }
            Action::Take(symbol) => {
                let (method, block) = self.walk(|end| end == BlockEnd::Decision, None)?;
                let d = self
                    .program
                    .layout
                    .decision(method, block)
                    .ok_or("no decision")?;
                let to = *d
                    .successors
                    .get(symbol as usize)
                    .ok_or("no such successor")?;
                let edge = d.first_edge + symbol;
                if d.context < self.program.layout.binary_nodes() {
                    self.probes.edge(edge).map_err(err)?;
                } else {
                    self.probes.sw(d.context, symbol, edge).map_err(err)?;
                }
                self.enter_block(to);
            }
            Action::Return => {
                self.walk(|end| end == BlockEnd::Return, None)?;
                self.probes.exit().map_err(err)?;
                self.blocks.push(BlockEvent::Exit);
                self.leave(Leave::Return);
            }
            Action::Throw { block } => {
                self.walk(|_| false, Some(block))?;
                self.exception = Some(block);
            }
            Action::Catch { handler } => {
                let block = self.exception.take().ok_or("no exception")?;
                self.unwound = false;
                let frame = self.top()?;
                let facts = self.program.method(frame.method);
                let to = *facts
                    .handlers
                    .get(handler as usize)
                    .ok_or("no such handler")?;
                let (handlers, blocks) = (facts.handlers.len() as u32, facts.ends.len() as u32);
                self.probes
                    .caught(block, handler, handlers, blocks)
                    .map_err(err)?;
                self.blocks.push(BlockEvent::Catch {
                    depth: self.frames.len() as u32,
                });
                self.enter_block(to);
            }
            Action::Unwind => {
                let block = self.exception.ok_or("no exception")?;
                let blocks = self.program.method(self.top()?.method).ends.len() as u32;
                self.probes.unwind(block, blocks).map_err(err)?;
                self.leave(Leave::Unwind);
                self.unwound = true;
                if let Some(caller) = self.frames.last() {
                    self.exception = Some(caller.block);
                }
            }
            Action::Crash => {
                if !self.frames.is_empty() || self.exception.take().is_none() {
                    return Err("a crash needs an exception and no frame open".into());
                }
                self.unwound = false;
                self.probes.crash().map_err(err)?;
                self.blocks.push(BlockEvent::Uncaught);
                self.crashed = true;
            }
            Action::HandOff => self.probes.hand_off(),
        }
        Ok(())
    }

    fn top(&self) -> Result<&Frame, String> {
        self.frames
            .last()
            .ok_or_else(|| "no frame open".to_string())
    }

    fn enter(&mut self, method: u32, caller: Option<CallSite>) -> Result<(), String> {
        if method as usize >= self.program.methods.len() {
            return Err(format!("no method {method}"));
        }
        self.probes.enter(method).map_err(|e| e.to_string())?;
        self.push_frame(method, caller);
        Ok(())
    }

    /// A new frame of `method`, in its block 0.
    fn push_frame(&mut self, method: u32, caller: Option<CallSite>) {
        self.events.push(Event::Enter { method, caller });
        self.blocks.push(BlockEvent::Enter { method });
        self.frames.push(Frame {
            method,
            caller,
            block: 0,
            next: 0,
            in_step: None,
        });
        self.enter_block(0);
    }

    /// An inferred method (no `paths` probe) runs its one path and returns; its caller's
    /// probe counts step `step` once the invoke is back.
    fn run_inferred(
        &mut self,
        method: u32,
        caller: Option<CallSite>,
        step: u32,
    ) -> Result<(), String> {
        let path = self
            .program
            .method(method)
            .inferred
            .clone()
            .unwrap_or_default();
        self.push_frame(method, caller);
        for block in path {
            self.enter_block(block);
        }
        self.blocks.push(BlockEvent::Exit);
        self.leave(Leave::Return);
        self.probes.step(step).map_err(|e| e.to_string())
    }

    fn enter_block(&mut self, block: u32) {
        if let Some(frame) = self.frames.last_mut() {
            frame.block = block;
            frame.next = 0;
            frame.in_step = None;
            self.events.push(Event::Block {
                method: frame.method,
                block,
            });
            self.blocks.push(BlockEvent::Block { index: block });
        }
    }

    fn leave(&mut self, how: Leave) {
        if let Some(frame) = self.frames.pop() {
            self.events.push(Event::Exit {
                method: frame.method,
                caller: frame.caller,
                how,
            });
        }
    }

    /// Moves the innermost frame on by one step or one block: the step passed, if any.
    fn pass_step(&mut self) -> Result<Option<u32>, String> {
        let program = self.program;
        let frame = self.frames.last_mut().ok_or("no frame open")?;
        let facts = program.method(frame.method);
        if let Some(&k) = facts.block_steps[frame.block as usize].get(frame.next) {
            frame.next += 1;
            frame.in_step = Some(k);
            let step = program.layout.step_id(frame.method, k);
            let probed = match facts.callees[k as usize] {
                // The step comes after the invoke returns ([`Exec::run_inferred`]).
                Some(callee) if program.method(callee).inferred.is_some() => Ok(()),
                Some(callee) => self.probes.call(step, callee),
                None if facts.guesses[k as usize] => self.probes.guess(step),
                None => self.probes.step(step),
            };
            probed.map_err(|e| e.to_string())?;
            if let Some(site) = facts.sites[k as usize] {
                self.blocks.push(BlockEvent::Site { index: site });
            }
            return Ok(Some(k));
        }
        match facts.ends[frame.block as usize] {
            BlockEnd::Goto(to) => {
                self.enter_block(to);
                Ok(None)
            }
            end => Err(format!("block {} ends in {end:?}", frame.block)),
        }
    }

    /// Moves the innermost frame on (passing steps) until its block ends as `stop` says or it
    /// is at block `target`: its method and block.
    fn walk(
        &mut self,
        stop: impl Fn(BlockEnd) -> bool,
        target: Option<u32>,
    ) -> Result<(u32, u32), String> {
        for _ in 0..100_000 {
            let frame = self.top()?;
            let facts = self.program.method(frame.method);
            if target == Some(frame.block) {
                return Ok((frame.method, frame.block));
            }
            let steps_left = frame.next < facts.block_steps[frame.block as usize].len();
            if !steps_left && stop(facts.ends[frame.block as usize]) {
                return Ok((frame.method, frame.block));
            }
            self.pass_step()?;
        }
        Err("the walk does not get there".into())
    }
}
