//! Decoder of the `paths` scheme: it walks the instrumented methods' CFGs and reads a coded
//! token only where the metadata cannot tell what happened (the token protocol is shared with
//! the instrumentor and the runtime; [`android_runtime::layout`] numbers its contexts).
//!
//! A thread's walk keeps a stack of frames, each at a block of its method and a position in it:
//! the next of the block's steps to pass, and the step it is "in" (the last one passed, until
//! the block is left). Passing a step is passing a step instruction or a frame's `return`
//! (which puts the caller back in its step). A step whose invoke surely enters one method
//! (`StepMeta::callee`) makes that entry due: unless a token's steps end right at that step,
//! the walk's next step is the entry itself, pushing the callee, as the runtime's `enter` counts
//! it without coding a token. A step whose sure callee is *inferred* (`MethodMeta::inferred`:
//! no probe of its own, one path) is counted after the invoke returns: passing it, the walk
//! enters the callee, goes through its one path and returns, all at once. Any other invoke step
//! that may enter app code (`StepMeta::guess`) makes the thread's *guess* for it due (the
//! callee first entered after a step of its guess slot last time, [`PathsLayout::guess_slot`]),
//! the same way. Tokens:
//!
//! - DECISION: walk (passing steps and returns) to the next decision node, take the coded
//!   successor.
//! - ENTER: walk the coded number of steps, then push the callee (found through the
//!   prediction of the runtime's current site, or coded).
//! - CATCH: walk the steps, walk on to the coded throw block (no step, no decision on the
//!   way), continue at the coded handler. UNWIND: the same, then pop the frame. END: the steps,
//!   then the thread has no frame left and died of an uncaught exception. NOENTER: the steps,
//!   ending at a step whose callee is due, which was not entered.
//!
//! A thread's chunks are decoded in file order, each with the coder restarted on its stream
//! and every context's adaptive state going on; the walk goes on from chunk to chunk too. Only
//! the last chunk's trailing step count is walked (an earlier one's steps are in the next
//! token's count): the thread then ends [`ThreadEnd::Complete`] at depth 0,
//! [`ThreadEnd::Crashed`] at depth 0 after an END, else [`ThreadEnd::Open`]. Blocks entered
//! after the last counted step of an open thread are not known. A walk that cannot go on as a
//! token says (a token or step where there is no frame, steps past a decision or a throw, a
//! DECISION at no decision node, an unknown method, an unreachable throw block, a handler that
//! does not cover it, a walk round a loop with no step or decision) makes the thread
//! [`ThreadEnd::Invalid`]: its `event` is the index of the token (from 0, over all the
//! thread's chunks), or the token count for the steps after the last token.
//!
//! Numbers coded bit by bit (an escaped delta: 32 bits; a method id: `width(M)` bits; a throw
//! block: `width(blocks of the method)`; a handler index: `width(handlers of the method)`) are
//! coded most significant bit first, the `i`-th coded bit (from 0) in context `base + i` of its
//! group. The prediction flag is 1 for "the predicted callee". An escaped delta codes the whole
//! step count, not the part above 15. After END the next token's follow context is the
//! thread-start one.

pub mod sim;
#[cfg(test)]
mod tests;

use std::collections::BTreeMap;

use android_runtime::calls::coding::CallsCoding;
use android_runtime::coder::{Coder, CoderError, Contexts, SymbolDecoder};
use android_runtime::layout::{
    self, Decision, PathsLayout, DELTA_ESCAPE, ETYPE_CATCH, ETYPE_END, ETYPE_ENTER, ETYPE_MISS,
    ETYPE_NOENTER, ETYPE_UNWIND, HANDLER_BITS, NUMBER_BITS, PINNED_STEPS_MAX, PREDICTIONS_PER_KEY,
};
use android_runtime::meta::{Metadata, MethodMeta};
use android_runtime::paths::PathsStart;
use android_runtime::record::Record;
use android_runtime::trace::{OwnedPaths, PathsPayload};
use android_runtime::Scheme;

use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, ThreadRun, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

/// Most tokens a chunk may claim per byte of its coded stream (plus 8): a token is at least two
/// coded symbols, and no coder codes a symbol in less than 1/90000 of a byte (the `adaptracer`
/// coder's most skewed counters at its largest bound), so a bigger count is damage. It keeps a
/// garbage count from decoding billions of tokens out of the zeros past a stream's end.
const MAX_TOKENS_PER_BYTE: u64 = 1 << 16;

/// How a block ends when its steps are passed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum BlockEnd {
    /// More than one normal successor: a token says which.
    Decision,
    /// One normal successor.
    Goto(u32),
    Return,
    Throw,
    /// No edge leads on (not a block instrumented code can leave).
    Stuck,
}

/// What the walk needs of one method.
#[derive(Debug)]
struct MethodFacts {
    signature: String,
    clinit: bool,
    /// Per block, its steps (indices into the method's `steps`) in order.
    block_steps: Vec<Vec<u32>>,
    ends: Vec<BlockEnd>,
    /// Per block, the handler blocks its catch edges lead to.
    catches: Vec<Vec<u32>>,
    /// The method's handler blocks ([`layout::handler_blocks`]): a CATCH codes an index.
    handlers: Vec<u32>,
    /// Per step, its call-site ordinal (`None` for an init step).
    sites: Vec<Option<u32>>,
    /// Per step, the method its invoke surely enters (`StepMeta::callee`): the runtime codes
    /// no ENTER for it, and the walk enters it as the step after.
    callees: Vec<Option<u32>>,
    /// Per step, whether the runtime guesses its callee there (`StepMeta::guess`, with no
    /// sure callee).
    guesses: Vec<bool>,
    /// For a method whose runs are inferred (`MethodMeta::inferred`), the blocks its one path
    /// goes through after block 0, to its return.
    inferred: Option<Vec<u32>>,
}

/// The `paths` decoder: its [`Program`] is made once per metadata; a trace's coder and the
/// model its runtime loaded pick its [`Coding`].
pub struct Paths {
    program: Program,
}

impl Paths {
    pub fn new(meta: &Metadata) -> Result<Paths, String> {
        Ok(Paths {
            program: Program::new(meta)?,
        })
    }

    /// How `trace`'s streams were coded: its header's coder, starting from the model its
    /// runtime loaded, which must be `cx`'s.
    fn coding(&self, cx: &Context<'_>, trace: &dyn Record) -> Result<Coding, DecodeError> {
        let setup = |reason: String| cx.setup_error(trace, Scheme::Paths, reason);
        let coder = cx.header_coder(trace, Scheme::Paths)?;
        let start = cx
            .loaded_model(trace)?
            .map(|m| PathsStart::from_model(self.program.layout(), m))
            .transpose()
            .map_err(setup)?;
        Coding::new(&self.program, coder, start.as_ref()).map_err(setup)
    }
}

impl RecordDecoder for Paths {
    /// Decodes the record thread by thread, keeping no event: with a
    /// [`android_runtime::record::TraceStream`] only one chunk is held at a time, so memory
    /// stays that of the walk however long the file. Learns every decoded symbol.
    fn decode(
        &self,
        cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        let coding = self.coding(cx, trace)?;
        let mut counts = SymbolCounts::new(self.program.layout());
        let path = trace.path().display().to_string();
        each_thread(
            trace,
            Scheme::Paths.spec().tag,
            sink,
            &mut |chunks, events| {
                let mut payloads = chunks.map(|chunk| {
                    let chunk = chunk?;
                    let payload = chunk.paths_payload().map_err(|e| format!("{path}: {e}"))?;
                    Ok(payload.to_owned_payload())
                });
                decode_thread_into(&mut payloads, &self.program, &coding, &mut counts, events)
            },
        )?;
        Ok(Some(counts))
    }
}

/// The static side of decoding: the metadata's CFGs, steps and context numbering.
#[derive(Debug)]
pub struct Program {
    layout: PathsLayout,
    methods: Vec<MethodFacts>,
}

impl Program {
    /// Fails when a step lies in a block the method does not have.
    pub fn new(meta: &Metadata) -> Result<Program, String> {
        let mut methods = Vec::with_capacity(meta.methods.len());
        for m in &meta.methods {
            let mut block_steps = vec![Vec::new(); m.blocks.len()];
            for (i, step) in m.steps.iter().enumerate() {
                let list = block_steps.get_mut(step.block as usize).ok_or_else(|| {
                    format!(
                        "step {i} of {} lies in block {}, which the method does not have ({} blocks): the metadata is damaged, re-run `adaptrace instrument`",
                        m.signature(),
                        step.block,
                        m.blocks.len()
                    )
                })?;
                list.push(i as u32);
                if let Some(callee) = step.callee.filter(|&c| c as usize >= meta.methods.len()) {
                    return Err(format!(
                        "step {i} of {} surely enters method {callee}, which the metadata does not have ({} methods): the metadata is damaged, re-run `adaptrace instrument`",
                        m.signature(),
                        meta.methods.len()
                    ));
                }
            }
            for (b, block) in m.blocks.iter().enumerate() {
                if let Some(to) = block
                    .edges
                    .iter()
                    .filter_map(|e| e.to)
                    .find(|&to| to as usize >= m.blocks.len())
                {
                    return Err(format!(
                        "block {b} of {} has an edge to block {to}, which the method does not have ({} blocks): the metadata is damaged, re-run `adaptrace instrument`",
                        m.signature(),
                        m.blocks.len()
                    ));
                }
            }
            let ends: Vec<BlockEnd> = m
                .blocks
                .iter()
                .map(|b| {
                    let succ = layout::normal_successors(b);
                    match succ.as_slice() {
                        [only] => BlockEnd::Goto(*only),
                        [_, _, ..] => BlockEnd::Decision,
                        [] if b.edges.iter().any(|e| e.kind == "return") => BlockEnd::Return,
                        [] if b.edges.iter().any(|e| e.kind == "throw") => BlockEnd::Throw,
                        [] => BlockEnd::Stuck,
                    }
                })
                .collect();
            let catches = m
                .blocks
                .iter()
                .map(|b| {
                    b.edges
                        .iter()
                        .filter(|e| e.kind.starts_with("catch"))
                        .filter_map(|e| e.to)
                        .collect()
                })
                .collect();
            let inferred = if m.inferred {
                Some(one_path(m, &ends)?)
            } else {
                None
            };
            methods.push(MethodFacts {
                inferred,
                signature: m.signature(),
                clinit: m.name == "<clinit>",
                block_steps,
                ends,
                catches,
                handlers: layout::handler_blocks(&m.blocks),
                sites: m.steps.iter().map(|s| s.site).collect(),
                callees: m.steps.iter().map(|s| s.callee).collect(),
                guesses: m.steps.iter().map(|s| s.guess).collect(),
            });
        }
        Ok(Program {
            layout: PathsLayout::new(meta),
            methods,
        })
    }

    pub fn layout(&self) -> &PathsLayout {
        &self.layout
    }

    fn method(&self, id: u32) -> &MethodFacts {
        // Ids come from frames, which only hold checked ids.
        &self.methods[id as usize]
    }
}

/// The blocks after block 0 that inferred method `m`, whose blocks end as `ends` say, goes
/// through to its return; an error when it has steps or its blocks do not make one path.
fn one_path(m: &MethodMeta, ends: &[BlockEnd]) -> Result<Vec<u32>, String> {
    let damaged = |why: &str| {
        format!(
            "{} is marked inferred, but {why}: the metadata is damaged, re-run `adaptrace instrument`",
            m.signature()
        )
    };
    if !m.steps.is_empty() {
        return Err(damaged("it has steps"));
    }
    let mut path = Vec::new();
    let mut block = 0usize;
    loop {
        match ends.get(block) {
            Some(BlockEnd::Return) => return Ok(path),
            Some(BlockEnd::Goto(to)) if path.len() < ends.len() => {
                block = *to as usize;
                path.push(*to);
            }
            _ => return Err(damaged("its blocks do not make one path to a return")),
        }
    }
}

/// How a thread's PATHS streams were coded: the coder, every context's starting state and the
/// predicted callees the runtime started with.
#[derive(Debug, Clone)]
pub struct Coding {
    pub coder: Coder,
    pub contexts: Contexts,
    /// Per callee key ([`PathsLayout::callee_keys`]), two predicted callees: key `k`'s first at
    /// `2k`, its second at `2k + 1`.
    pub predictions: Vec<Option<u32>>,
    /// Per binary decision context: the successor it is pinned on ([`layout::pinned`]);
    /// empty without a model.
    pub pinned: Vec<Option<u32>>,
}

impl Coding {
    /// `coder` starting from `start` (a model's tables and predictions), or uniform with no
    /// prediction. Fails when `start` does not fit the program's contexts.
    pub fn new(
        program: &Program,
        coder: Coder,
        start: Option<&PathsStart>,
    ) -> Result<Coding, String> {
        let layout = &program.layout;
        let alphabets = layout.alphabets();
        let slots = (PREDICTIONS_PER_KEY * layout.callee_keys()) as usize;
        let Some(start) = start else {
            return Ok(Coding {
                coder,
                contexts: Contexts::new(&alphabets).map_err(|e| e.to_string())?,
                predictions: vec![None; slots],
                pinned: Vec::new(),
            });
        };
        let sizes: Vec<u32> = start.seeds.iter().map(|t| t.len() as u32).collect();
        if sizes != alphabets || start.predictions.len() != slots {
            return Err(format!(
                "the model's {} tables and {} predictions do not fit the metadata's {} coding contexts and {slots} callee keys: it was made for other metadata",
                sizes.len(),
                start.predictions.len(),
                alphabets.len()
            ));
        }
        Ok(Coding {
            coder,
            contexts: Contexts::from_tables(&start.seeds).map_err(|e| e.to_string())?,
            predictions: start.predictions.clone(),
            pinned: start
                .seeds
                .iter()
                .take(layout.binary_nodes() as usize)
                .map(|table| layout::pinned(table))
                .collect(),
        })
    }
}

/// What a model update adds up: how many times each symbol of each context was decoded, and
/// which callees were entered under each callee key (for `calls`: which values came under
/// each key).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SymbolCounts {
    /// Indexed like [`PathsLayout::alphabets`].
    pub tables: Vec<Vec<u64>>,
    /// Per callee key: callee method id -> entries.
    pub callees: Vec<BTreeMap<u32, u64>>,
}

impl SymbolCounts {
    /// All zero for `layout`'s contexts and sites.
    pub fn new(layout: &PathsLayout) -> SymbolCounts {
        SymbolCounts::with_shape(&layout.alphabets(), layout.callee_keys())
    }

    /// All zero for `coding`'s contexts and keys (`calls`).
    pub fn of_calls(coding: &CallsCoding) -> SymbolCounts {
        SymbolCounts::with_shape(&coding.alphabets(), coding.keys())
    }

    /// All zero for contexts of these alphabets and `keys` keys.
    fn with_shape(alphabets: &[u32], keys: u32) -> SymbolCounts {
        SymbolCounts {
            tables: alphabets.iter().map(|&n| vec![0; n as usize]).collect(),
            callees: vec![BTreeMap::new(); keys as usize],
        }
    }

    /// `callee` (for `calls`, the value) came under `key`.
    pub(crate) fn entered(&mut self, key: u32, callee: u32) {
        if let Some(slot) = self.callees.get_mut(key as usize) {
            *slot.entry(callee).or_insert(0) += 1;
        }
    }

    pub(crate) fn count(&mut self, context: u32, symbol: u32) {
        if let Some(n) = self
            .tables
            .get_mut(context as usize)
            .and_then(|t| t.get_mut(symbol as usize))
        {
            *n += 1;
        }
    }

    /// Total symbols counted.
    pub fn total(&self) -> u64 {
        self.tables.iter().flatten().sum()
    }
}

/// One thread's streams, one per chunk, with the contexts' adaptive state carried from each
/// stream to the next.
struct Symbols<'c> {
    stream: Box<dyn SymbolDecoder>,
    counts: &'c mut SymbolCounts,
    /// File offset of the current stream, for messages.
    offset: u64,
}

impl Symbols<'_> {
    fn decode(&mut self, context: u32) -> Result<u32, String> {
        let symbol = self
            .stream
            .decode(context as usize)
            .map_err(|e| self.error(e))?;
        self.counts.count(context, symbol);
        Ok(symbol)
    }

    /// A `width`-bit number, most significant bit first, bit `i` in context `base + i`.
    fn bits(&mut self, base: u32, width: u32) -> Result<u32, String> {
        let mut value = 0u32;
        for i in 0..width {
            value = (value << 1) | self.decode(base + i)?;
        }
        Ok(value)
    }

    fn error(&self, e: CoderError) -> String {
        format!("the coded stream at byte {}: {e}", self.offset)
    }
}

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    block: u32,
    /// Index into the block's steps of the next one to pass.
    next: usize,
    /// The step (index into the method's steps) the frame is in.
    in_step: Option<u32>,
    /// The method the step it is in surely enters ([`MethodFacts::callees`]), until the walk
    /// enters it or a token comes first (the runtime then codes that entry, if it happens).
    due: Option<u32>,
}

/// The walk of one thread, mirroring the runtime's state.
struct Walker<'p, 's> {
    program: &'p Program,
    frames: Vec<Frame>,
    /// The runtime's `site`: the global id of the step last passed or returned to, or the TOP
    /// slot; the prediction context of the next ENTER.
    site: u32,
    /// The runtime's site stack: `site` at each ENTER.
    sites: Vec<u32>,
    /// Per callee key, the two callees predicted there (as [`Coding::predictions`]).
    predictions: Vec<Option<u32>>,
    /// Per site slot: the callee entered there last, -1 for none.
    last: Vec<i32>,
    /// Per guess slot, the callee first entered after a guess step there last time, -1 for
    /// none (the runtime's `PathsState.guesses`).
    guesses: Vec<i32>,
    /// A guess step made a callee due (or tried to) and neither a token nor that entry came
    /// since (`PathsState.guessing`): an ENTER or NOENTER now teaches its slot.
    guessing: bool,
    /// The hash of the next token's context, as the runtime's `PathsState.context`.
    context: u32,
    /// Where decoded events go, as they are decoded.
    sink: &'s mut dyn FnMut(Event),
    /// Code may run on a dying thread (a crash reporter), so decoding goes on after END.
    crashed: bool,
    /// Per binary decision context, the successor it is pinned on ([`Coding::pinned`]).
    pinned: &'s [Option<u32>],
    /// Steps since the last token, as the runtime's `PathsState.steps`.
    since: u32,
}

/// Decodes one thread's PATHS chunks (in file order) into its run; every decoded symbol is
/// added to `counts`.
pub fn decode_thread(
    index: u32,
    name: String,
    chunks: &[PathsPayload<'_>],
    program: &Program,
    coding: &Coding,
    counts: &mut SymbolCounts,
) -> ThreadRun {
    let mut events = Vec::new();
    let mut owned = chunks.iter().map(|c| Ok(c.to_owned_payload()));
    let end = decode_thread_into(&mut owned, program, coding, counts, &mut |e| events.push(e));
    ThreadRun {
        index,
        name,
        events,
        end,
    }
}

/// Like [`decode_thread`], but takes the chunks one at a time (a chunk that cannot be read is
/// an error message) and hands each event to `sink` as it is decoded, keeping none: memory
/// stays that of the walk (the open frames) and one chunk, however long the record.
pub fn decode_thread_into(
    chunks: &mut dyn Iterator<Item = Result<OwnedPaths, String>>,
    program: &Program,
    coding: &Coding,
    counts: &mut SymbolCounts,
    sink: &mut dyn FnMut(Event),
) -> ThreadEnd {
    let layout = &program.layout;
    let mut walker = Walker {
        program,
        frames: Vec::new(),
        site: layout.step_count(),
        sites: Vec::new(),
        predictions: coding.predictions.clone(),
        last: vec![-1; layout.step_count() as usize + 1],
        guesses: vec![-1; layout.guess_slots() as usize],
        guessing: false,
        context: layout.token_hash(layout.follow_start(), &[]),
        sink,
        crashed: false,
        pinned: &coding.pinned,
        since: 0,
    };
    let mut token = 0usize;
    match walker.run(chunks, coding, counts, &mut token) {
        Err(reason) => ThreadEnd::Invalid {
            event: token,
            reason,
        },
        Ok(()) => ThreadEnd::at(walker.frames.len(), walker.crashed),
    }
}

impl<'p> Walker<'p, '_> {
    /// Decodes every chunk's tokens, counting them in `token`, then walks the last chunk's
    /// trailing steps. Chunks are taken one at a time, so only the current one is held.
    fn run(
        &mut self,
        chunks: &mut dyn Iterator<Item = Result<OwnedPaths, String>>,
        coding: &Coding,
        counts: &mut SymbolCounts,
        token: &mut usize,
    ) -> Result<(), String> {
        let Some(first) = chunks.next().transpose()? else {
            return Ok(());
        };
        let mut symbols = Symbols {
            stream: coding
                .coder
                .decoder(&coding.contexts, Vec::new())
                .map_err(|e| format!("the coded stream at byte {}: {e}", first.offset))?,
            counts,
            offset: first.offset,
        };
        let mut trailing = 0;
        let mut next = Some(first);
        while let Some(chunk) = next {
            symbols.offset = chunk.offset;
            let limit = (chunk.coded.len() as u64 + 8) * MAX_TOKENS_PER_BYTE;
            if u64::from(chunk.tokens) > limit {
                return Err(format!(
                    "the PATHS chunk whose stream starts at byte {} claims {} tokens in {} bytes, more than any coder packs: the chunk was written wrong",
                    chunk.offset,
                    chunk.tokens,
                    chunk.coded.len()
                ));
            }
            symbols
                .stream
                .restart(chunk.coded)
                .map_err(|e| symbols.error(e))?;
            for _ in 0..chunk.tokens {
                self.token(&mut symbols)?;
                *token += 1;
            }
            trailing = chunk.trailing_steps;
            next = chunks.next().transpose()?;
        }
        for done in 0..trailing {
            self.pass_step(symbols.counts).map_err(|reason| {
                format!("step {done} of the {trailing} after the last token: {reason}")
            })?;
        }
        Ok(())
    }

    fn token(&mut self, symbols: &mut Symbols<'_>) -> Result<(), String> {
        let layout = &self.program.layout;
        let bucket = layout.bucket(self.context);
        if symbols.decode(layout.kind(self.context))? == 0 {
            let (method, block, decision) = self.walk_to_decision(symbols.counts)?;
            let symbol = symbols.decode(decision.context)?;
            let to = decision
                .successors
                .get(symbol as usize)
                .copied()
                .ok_or_else(|| {
                    format!(
                        "successor {symbol} of the decision at block {block} of {}, which has {}",
                        self.program.method(method).signature,
                        decision.successors.len()
                    )
                })?;
            self.enter_block(to);
            self.settle(layout.follow_edge(decision.first_edge + symbol));
            return Ok(());
        }
        let etype = symbols.decode(layout.etype(bucket))?;
        let mut delta = symbols.decode(layout.delta(bucket, etype))?;
        if delta == DELTA_ESCAPE {
            delta = symbols.bits(layout.delta_bits(), NUMBER_BITS)?;
        }
        for done in 0..delta {
            self.pass_step(symbols.counts).map_err(|reason| {
                format!("step {done} of the {delta} before the event: {reason}")
            })?;
        }
        // The event came before the entry a `call` or a guess made due: the runtime codes that
        // entry now, if it happens at all.
        let due = self.frames.last_mut().and_then(|frame| frame.due.take());
        match etype {
            ETYPE_ENTER => self.enter(symbols),
            ETYPE_NOENTER => {
                if due.is_none() {
                    return Err(format!(
                        "a NOENTER at step {} with no callee due",
                        self.site
                    ));
                }
                if self.guessing {
                    let slot = layout.guess_slot(self.site);
                    self.guesses[slot] = -1;
                }
                self.settle(layout.follow_site(self.site));
                Ok(())
            }
            ETYPE_MISS => {
                let (method, block, decision) = self.walk_to_miss()?;
                let pinned = self.pinned_on(decision).ok_or_else(|| {
                    format!(
                        "a MISS at the decision at block {block} of {}, which is not pinned",
                        self.program.method(method).signature
                    )
                })?;
                let symbol = 1 - pinned;
                let to = decision.successors[symbol as usize];
                symbols.counts.count(decision.context, symbol);
                self.enter_block(to);
                self.settle(layout.follow_edge(decision.first_edge + symbol));
                Ok(())
            }
            ETYPE_CATCH => {
                let (method, throw_block) = self.throw_block(symbols, bucket, "a CATCH")?;
                let facts = self.program.method(method);
                let count = facts.handlers.len() as u32;
                let width = layout::width(count);
                if count == 0 || width > HANDLER_BITS {
                    return Err(format!(
                        "a CATCH in {}, which has {count} handlers",
                        facts.signature
                    ));
                }
                let index = symbols.bits(layout.handler_bits(bucket), width)?;
                let handler = facts.handlers.get(index as usize).copied().ok_or_else(|| {
                    format!("handler {index} of {}, which has {count}", facts.signature)
                })?;
                if !facts.catches[throw_block as usize].contains(&handler) {
                    return Err(format!(
                        "handler block {handler} of {} does not cover block {throw_block}",
                        facts.signature
                    ));
                }
                self.walk_to_block(throw_block)?;
                self.enter_block(handler);
                self.settle(layout.follow_caught(self.site));
                Ok(())
            }
            ETYPE_UNWIND => {
                let (_, throw_block) = self.throw_block(symbols, bucket, "an UNWIND")?;
                self.walk_to_block(throw_block)?;
                self.leave(Leave::Unwind);
                self.settle(layout.follow_site(self.site));
                Ok(())
            }
            ETYPE_END => {
                if !self.frames.is_empty() {
                    return Err(format!(
                        "the thread died with {} frames open",
                        self.frames.len()
                    ));
                }
                self.crashed = true;
                self.settle(layout.follow_start());
                Ok(())
            }
            other => Err(format!("event type {other}")),
        }
    }

    /// The end of a token whose follow id is `follow`: the next token's context, from it and
    /// the site stack as it is now.
    fn settle(&mut self, follow: u32) {
        self.context = self.program.layout.token_hash(follow, &self.sites);
        self.since = 0;
        self.guessing = false;
    }

    /// The successor `decision` is pinned on, if it is one of the binary ones pinned.
    fn pinned_on(&self, decision: &Decision) -> Option<u32> {
        self.pinned
            .get(decision.context as usize)
            .copied()
            .flatten()
    }

    /// Takes `decision` its pinned way when it is pinned and the runtime did not code it
    /// ([`layout::pinned_step`] of the steps since the last token): a step. False when
    /// the decision is one the runtime codes.
    fn pass_pinned(&mut self, decision: &Decision, counts: &mut SymbolCounts) -> bool {
        let Some(symbol) = self.pinned_on(decision) else {
            return false;
        };
        if !layout::pinned_step(self.since) {
            return false;
        }
        self.since = self.since.wrapping_add(1);
        counts.count(decision.context, symbol);
        self.enter_block(decision.successors[symbol as usize]);
        true
    }

    /// ENTER after its steps: the callee, its caller and the new frame.
    fn enter(&mut self, symbols: &mut Symbols<'_>) -> Result<(), String> {
        let layout = &self.program.layout;
        let site = self.site;
        let last = self.last.get(site as usize).copied().unwrap_or(-1);
        let key = layout::callee_key(site, last, layout.callee_keys());
        let (first, second) = (2 * key as usize, 2 * key as usize + 1);
        let predicted = |slot: usize| self.predictions.get(slot).copied().flatten();
        let count = layout.method_count();
        let symbol = symbols.decode(layout.site(key))?;
        let callee = match symbol {
            0 => symbols.bits(layout.method_bits(), layout::width(count))?,
            _ => predicted(if symbol == 1 { first } else { second }).ok_or_else(|| {
                format!(
                    "the callee is predicted callee {symbol} at step {site} (key {key}), which has none"
                )
            })?,
        };
        if callee >= count {
            return Err(format!(
                "method id {callee} is not in the metadata ({count} methods)"
            ));
        }
        if symbol != 1 && second < self.predictions.len() {
            self.predictions[second] = self.predictions[first];
            self.predictions[first] = Some(callee);
        }
        if let Some(l) = self.last.get_mut(site as usize) {
            *l = callee as i32;
        }
        if self.guessing {
            self.guesses[layout.guess_slot(site)] = callee as i32;
        }
        symbols.counts.entered(key, callee);
        self.push_frame(callee, site)?;
        self.settle(layout.follow_enter(callee));
        Ok(())
    }

    /// A new frame of `callee` entered from `site` (the runtime's site then).
    fn push_frame(&mut self, callee: u32, site: u32) -> Result<(), String> {
        let facts = self.program.method(callee);
        if facts.ends.is_empty() {
            return Err(format!("{} has no blocks", facts.signature));
        }
        if self.frames.len() >= MAX_FRAMES {
            return Err(too_deep());
        }
        let caller = if facts.clinit {
            None
        } else {
            self.frames.last().and_then(|f| {
                let step = f.in_step?;
                let site = self.program.method(f.method).sites[step as usize]?;
                Some(CallSite {
                    method: f.method,
                    site,
                })
            })
        };
        (self.sink)(Event::Enter {
            method: callee,
            caller,
        });
        self.sites.push(site);
        self.frames.push(Frame {
            method: callee,
            caller,
            block: 0,
            next: 0,
            in_step: None,
            due: None,
        });
        (self.sink)(Event::Block {
            method: callee,
            block: 0,
        });
        Ok(())
    }

    /// The innermost frame's method and the throw block coded for it.
    fn throw_block(
        &mut self,
        symbols: &mut Symbols<'_>,
        bucket: u32,
        what: &str,
    ) -> Result<(u32, u32), String> {
        let method = self
            .frames
            .last()
            .ok_or_else(|| format!("{what} with no method open"))?
            .method;
        let facts = self.program.method(method);
        let blocks = facts.ends.len() as u32;
        let layout = &self.program.layout;
        let block = symbols.bits(layout.block_bits(bucket), layout::width(blocks))?;
        if block >= blocks {
            return Err(format!(
                "throw block {block} of {}, which has {blocks}",
                facts.signature
            ));
        }
        Ok((method, block))
    }

    /// The innermost frame, its facts and how its current block ends.
    fn top(&self) -> Option<(&Frame, &'p MethodFacts)> {
        let frame = self.frames.last()?;
        Some((frame, self.program.method(frame.method)))
    }

    /// Passes the innermost frame's next step if there is one where it is: the entry its
    /// last step made due (a step of its own, while [`layout::pinned_step`] allows, as the
    /// runtime's `enter` counts it), else the next step of its block.
    fn pass_step_in_block(&mut self) -> Result<bool, String> {
        let program = self.program;
        let Some(frame) = self.frames.last_mut() else {
            return Ok(false);
        };
        let facts = program.method(frame.method);
        if let Some(callee) = frame.due.take() {
            if !layout::pinned_step(self.since) {
                return Err(format!(
                    "the walk passes the entry of {} from {} after {} steps without a token, where the runtime codes it",
                    program.method(callee).signature,
                    facts.signature,
                    self.since
                ));
            }
            self.since = self.since.wrapping_add(1);
            self.guessing = false;
            self.push_frame(callee, self.site)?;
            return Ok(true);
        }
        let Some(&k) = facts.block_steps[frame.block as usize].get(frame.next) else {
            return Ok(false);
        };
        frame.next += 1;
        frame.in_step = Some(k);
        self.site = program.layout.step_id(frame.method, k);
        self.since = self.since.wrapping_add(1);
        match facts.callees[k as usize] {
            // The step after an invoke of an inferred method: it ran its one path.
            Some(callee) if program.method(callee).inferred.is_some() => {
                self.push_frame(callee, self.site)?;
                for &block in program.method(callee).inferred.iter().flatten() {
                    self.enter_block(block);
                }
                self.leave(Leave::Return);
            }
            // An invoke that may enter app code: the thread's guess is due.
            None if facts.guesses[k as usize] => {
                let slot = program.layout.guess_slot(self.site);
                frame.due = u32::try_from(self.guesses[slot]).ok();
                self.guessing = true;
            }
            callee => frame.due = callee,
        }
        Ok(true)
    }

    /// Walks to the next step (an invoke, a return or a pinned decision) and passes it.
    fn pass_step(&mut self, counts: &mut SymbolCounts) -> Result<(), String> {
        let program = self.program;
        let mut moves = 0usize;
        loop {
            if self.pass_step_in_block()? {
                return Ok(());
            }
            let (frame, facts) = self.top().ok_or("a step with no method open")?;
            let (method, block, signature) = (frame.method, frame.block, &facts.signature);
            match facts.ends[block as usize] {
                BlockEnd::Goto(to) => {
                    moves += 1;
                    if moves > facts.ends.len() {
                        return Err(format!(
                            "block {block} of {signature} is in an endless loop with no step"
                        ));
                    }
                    self.enter_block(to);
                }
                BlockEnd::Return => {
                    self.leave(Leave::Return);
                    self.since = self.since.wrapping_add(1);
                    return Ok(());
                }
                BlockEnd::Decision => {
                    let decision = program.layout.decision(method, block);
                    if decision.is_some_and(|d| self.pass_pinned(d, counts)) {
                        return Ok(());
                    }
                    return Err(format!(
                        "the steps run past the decision at block {block} of {signature}"
                    ));
                }
                BlockEnd::Throw => {
                    return Err(format!(
                        "the steps run past the throw ending block {block} of {signature}"
                    ))
                }
                BlockEnd::Stuck => {
                    return Err(format!("block {block} of {signature} has no way on"))
                }
            }
        }
    }

    /// Walks (passing steps, returns and pinned decisions) to the next decision node the
    /// runtime codes.
    fn walk_to_decision(
        &mut self,
        counts: &mut SymbolCounts,
    ) -> Result<(u32, u32, &'p Decision), String> {
        let program = self.program;
        let mut moves = 0usize;
        // Pinned decisions passed: the runtime would have coded one long before this many.
        let mut pinned = 0u64;
        loop {
            let depth = self.frames.len();
            if self.pass_step_in_block()? {
                // An entry the walk went into starts its count of moves afresh, as a return does.
                if self.frames.len() != depth {
                    moves = 0;
                }
                continue;
            }
            let (frame, facts) = self.top().ok_or("a decision with no method open")?;
            let (method, block, signature) = (frame.method, frame.block, &facts.signature);
            match facts.ends[block as usize] {
                BlockEnd::Decision => {
                    let decision = program.layout.decision(method, block).ok_or_else(|| {
                        format!("block {block} of {signature} has no decision context")
                    })?;
                    if self.pass_pinned(decision, counts) {
                        pinned += 1;
                        if pinned > u64::from(PINNED_STEPS_MAX) {
                            return Err(format!(
                                "more than {PINNED_STEPS_MAX} pinned decisions without a token, from block {block} of {signature}"
                            ));
                        }
                        moves = 0;
                        continue;
                    }
                    return Ok((method, block, decision));
                }
                BlockEnd::Goto(to) => {
                    // The walk is deterministic: more moves than blocks is a cycle.
                    moves += 1;
                    if moves > facts.ends.len() {
                        return Err(format!(
                            "block {block} of {signature} is in an endless loop with no decision"
                        ));
                    }
                    self.enter_block(to);
                }
                BlockEnd::Return => {
                    self.leave(Leave::Return);
                    self.since = self.since.wrapping_add(1);
                    moves = 0;
                }
                BlockEnd::Throw => {
                    return Err(format!(
                        "a decision past the throw ending block {block} of {signature}"
                    ))
                }
                BlockEnd::Stuck => {
                    return Err(format!("block {block} of {signature} has no way on"))
                }
            }
        }
    }

    /// Walks the innermost frame, without a step, to the decision a MISS is at.
    fn walk_to_miss(&mut self) -> Result<(u32, u32, &'p Decision), String> {
        let program = self.program;
        let mut moves = 0usize;
        loop {
            let (frame, facts) = self.top().ok_or("a MISS with no method open")?;
            let (method, block, signature) = (frame.method, frame.block, &facts.signature);
            if frame.next < facts.block_steps[block as usize].len() {
                return Err(format!(
                    "a MISS at block {block} of {signature}, which has a step left"
                ));
            }
            match facts.ends[block as usize] {
                BlockEnd::Decision => {
                    return program
                        .layout
                        .decision(method, block)
                        .map(|d| (method, block, d))
                        .ok_or_else(|| {
                            format!("block {block} of {signature} has no decision context")
                        })
                }
                BlockEnd::Goto(to) => {
                    moves += 1;
                    if moves > facts.ends.len() {
                        return Err(format!(
                            "block {block} of {signature} loops with no decision before the MISS"
                        ));
                    }
                    self.enter_block(to);
                }
                BlockEnd::Return | BlockEnd::Throw | BlockEnd::Stuck => {
                    return Err(format!(
                        "a MISS after block {block} of {signature}, which ends without a decision"
                    ))
                }
            }
        }
    }

    /// Walks the innermost frame to `target` without a step or a decision.
    fn walk_to_block(&mut self, target: u32) -> Result<(), String> {
        let mut moves = 0usize;
        loop {
            let (frame, facts) = self.top().ok_or("a throw with no method open")?;
            let (block, signature) = (frame.block, &facts.signature);
            if block == target {
                return Ok(());
            }
            let unreachable = |why: &str| {
                format!(
                    "throw block {target} of {signature} cannot be reached from block {block}: {why}"
                )
            };
            if frame.next < facts.block_steps[block as usize].len() {
                return Err(unreachable("a step is in the way"));
            }
            match facts.ends[block as usize] {
                BlockEnd::Goto(to) => {
                    moves += 1;
                    if moves > facts.ends.len() {
                        return Err(unreachable("the way loops"));
                    }
                    self.enter_block(to);
                }
                BlockEnd::Decision => return Err(unreachable("a decision is in the way")),
                BlockEnd::Return | BlockEnd::Throw | BlockEnd::Stuck => {
                    return Err(unreachable("the block does not go on"))
                }
            }
        }
    }

    /// The innermost frame goes on at `block`.
    fn enter_block(&mut self, block: u32) {
        if let Some(frame) = self.frames.last_mut() {
            frame.block = block;
            frame.next = 0;
            frame.in_step = None;
            frame.due = None;
            (self.sink)(Event::Block {
                method: frame.method,
                block,
            });
        }
    }

    /// Pops the innermost frame; the caller is in its step again.
    fn leave(&mut self, how: Leave) {
        if let Some(frame) = self.frames.pop() {
            (self.sink)(Event::Exit {
                method: frame.method,
                caller: frame.caller,
                how,
            });
        }
        self.site = self.sites.pop().unwrap_or(self.program.layout.step_count());
    }
}
