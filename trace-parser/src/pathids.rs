//! Decoder of the `pap` and `bl` baselines: a thread's records, read in order, each turned back
//! into the blocks of the segment it ends ([`android_runtime::pathids`] numbers the paths the
//! same way the instrumentor's probes did).
//!
//! A thread's walk keeps a stack of frames, each at the start of its open segment: a block, and
//! the step the frame is in when the segment started in the middle of that block (a callee
//! returned into it). A record ends the innermost frame's segment at a known place (a step of
//! a block for ENTER and PENDING, the block a return, throw or cut edge leaves for the others);
//! PAP walks backwards from that block by division and modulo, BL forwards from the start
//! block by the id. Only the blocks after the start block are new: the start block was
//! emitted when the segment began. Memory is the open frames and one segment.
//!
//! The thread ends [`ThreadEnd::Complete`] at depth 0, [`ThreadEnd::Crashed`] at depth 0 after
//! END, else [`ThreadEnd::Open`]. A record that does not fit the walk (a value no path of the
//! method has, a step or block the method does not have, a record cut short) makes it
//! [`ThreadEnd::Invalid`], with `event` the index of the record over all its chunks.

use android_runtime::meta::Metadata;
use android_runtime::pathids::{record, MethodNumbering, Numbering};
use android_runtime::record::Record;
use android_runtime::trace::Chunk;

pub use crate::records::Payload;
use crate::records::{walk, Reader};
use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

/// The decoder of `pap` or `bl`, by its numbering.
pub struct PathIds {
    program: Program,
    numbering: Numbering,
}

impl PathIds {
    pub fn new(meta: &Metadata, numbering: Numbering) -> Result<PathIds, String> {
        Ok(PathIds {
            program: Program::new(meta)?,
            numbering,
        })
    }
}

impl RecordDecoder for PathIds {
    /// Decodes the record thread by thread; memory stays that of the open frames and one
    /// segment.
    fn decode(
        &self,
        _cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        let tag = self.numbering.scheme().spec().tag;
        each_thread(trace, tag, sink, &mut |chunks, events| {
            decode_thread_into(chunks, &self.program, self.numbering, events)
        })?;
        Ok(None)
    }
}

/// What the walk needs of one method.
#[derive(Debug)]
struct MethodFacts {
    signature: String,
    clinit: bool,
    numbers: MethodNumbering,
    /// Per step, its block and its call-site ordinal (`None` for an init step).
    steps: Vec<(u32, Option<u32>)>,
    /// Blocks that end in a return.
    returns: Vec<bool>,
    /// Per block, the handler blocks its catch edges lead to.
    catches: Vec<Vec<u32>>,
    /// The method's handler blocks: a CATCH logs an index into them.
    handlers: Vec<u32>,
}

/// The static side of decoding: every method's numbering, steps and handlers.
#[derive(Debug)]
pub struct Program {
    methods: Vec<MethodFacts>,
}

impl Program {
    /// Fails when the metadata's steps or edges name blocks a method does not have.
    pub fn new(meta: &Metadata) -> Result<Program, String> {
        let mut methods = Vec::with_capacity(meta.methods.len());
        for m in &meta.methods {
            let count = m.blocks.len();
            let damaged = |what: String| {
                format!(
                    "{what} of {}, which has {count} blocks: the metadata is damaged, re-run `adaptrace instrument`",
                    m.signature()
                )
            };
            for (i, step) in m.steps.iter().enumerate() {
                if step.block as usize >= count {
                    return Err(damaged(format!("step {i} lies in block {}", step.block)));
                }
            }
            for (b, block) in m.blocks.iter().enumerate() {
                if let Some(to) = block
                    .edges
                    .iter()
                    .filter_map(|e| e.to)
                    .find(|&to| to as usize >= count)
                {
                    return Err(damaged(format!("block {b} has an edge to block {to}")));
                }
            }
            methods.push(MethodFacts {
                signature: m.signature(),
                clinit: m.name == "<clinit>",
                numbers: MethodNumbering::new(&m.blocks),
                steps: m.steps.iter().map(|s| (s.block, s.site)).collect(),
                returns: m
                    .blocks
                    .iter()
                    .map(|b| b.edges.iter().any(|e| e.kind == "return"))
                    .collect(),
                catches: m
                    .blocks
                    .iter()
                    .map(|b| {
                        b.edges
                            .iter()
                            .filter(|e| e.kind.starts_with("catch"))
                            .filter_map(|e| e.to)
                            .collect()
                    })
                    .collect(),
                handlers: android_runtime::layout::handler_blocks(&m.blocks),
            });
        }
        Ok(Program { methods })
    }

    fn method(&self, id: u32) -> &MethodFacts {
        // Ids come from frames, which only hold checked ids.
        &self.methods[id as usize]
    }
}

/// Records of each tag (index: the tag, `1..=9`; index 0 stays 0) in `payloads`, recorded
/// with `numbering`, without walking them: what a trace spends its bytes on.
pub fn tally(payloads: &[Payload<'_>], numbering: Numbering) -> Result<[u64; 10], String> {
    let pap = numbering == Numbering::Pap;
    let mut counts = [0u64; 10];
    for payload in payloads {
        let mut reader = Reader::new(payload);
        while !reader.done() {
            let tag = reader.byte()?;
            // (path values, varints) of each record.
            let (words, varints) = match tag {
                record::ENTER_TOP => (0, 1),
                record::ENTER => (1, 2),
                record::RETURN | record::UNWIND => (1, usize::from(pap)),
                record::CATCH => (1, 1 + usize::from(pap)),
                record::OVERFLOW if pap => (1, 2),
                record::BACK if !pap => (1, 1),
                record::END => (0, 0),
                record::PENDING => (1, 1),
                other => {
                    return Err(format!(
                        "record tag {other} is not a `{}` record",
                        numbering.scheme().name()
                    ))
                }
            };
            for _ in 0..words {
                reader.word()?;
            }
            for _ in 0..varints {
                reader.varint()?;
            }
            counts[usize::from(tag)] += 1;
        }
    }
    Ok(counts)
}

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    /// The start block of the open segment.
    block: u32,
    /// The step the segment started in, when it started after a call returned.
    in_step: Option<u32>,
}

/// Where a segment ends.
#[derive(Clone, Copy)]
enum End {
    /// In step `k` of the method (ENTER, PENDING).
    Step(u32),
    /// At this block (PAP's logged block, a cut edge's source); `None`: wherever BL's id says.
    Block(Option<u32>),
}

struct Walker<'p, 's> {
    program: &'p Program,
    numbering: Numbering,
    frames: Vec<Frame>,
    sink: &'s mut dyn FnMut(Event),
    crashed: bool,
    /// A PENDING record was read: nothing may follow it.
    pending: bool,
}

/// Decodes one thread's PATHIDS chunks (in file order, taken one at a time; a chunk that cannot
/// be read is an error message) recorded with `numbering`, handing each event to `sink` as it
/// is decoded.
pub fn decode_thread_into(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    program: &Program,
    numbering: Numbering,
    sink: &mut dyn FnMut(Event),
) -> ThreadEnd {
    let mut walker = Walker {
        program,
        numbering,
        frames: Vec::new(),
        sink,
        crashed: false,
        pending: false,
    };
    let numbering_of = |payload: &Payload<'_>| {
        if Numbering::from_code(payload.numbering) == Some(numbering) {
            return Ok(());
        }
        Err(format!(
            "the PATHIDS records at byte {} are numbered {}, the trace's header says `{}` ({})",
            payload.offset,
            payload.numbering,
            numbering.scheme().name(),
            numbering.code()
        ))
    };
    let walked = walk(chunks, "PATHIDS", &numbering_of, None, &mut |reader| {
        if walker.pending {
            return Err("a record after the exit snapshot's PENDING record".into());
        }
        walker.record(reader)
    });
    if let Err((event, reason)) = walked {
        return ThreadEnd::Invalid { event, reason };
    }
    ThreadEnd::at(walker.frames.len(), walker.crashed)
}

impl Walker<'_, '_> {
    fn record(&mut self, reader: &mut Reader<'_>) -> Result<(), String> {
        let pap = self.numbering == Numbering::Pap;
        let tag = reader.byte()?;
        match tag {
            record::ENTER_TOP => {
                let method = reader.varint()?;
                if !self.frames.is_empty() {
                    return Err(format!(
                        "an entry from framework code while {} app frames are open",
                        self.frames.len()
                    ));
                }
                self.push(method, None)
            }
            record::ENTER => {
                let r = reader.word()?;
                let step = reader.varint()?;
                let method = reader.varint()?;
                self.segment(r, End::Step(step))?;
                let (caller_method, caller_step) = {
                    let frame = self.top()?;
                    (frame.method, frame.in_step)
                };
                self.check_method(method)?;
                let caller = if self.program.method(method).clinit {
                    None
                } else {
                    caller_step
                        .and_then(|k| self.program.method(caller_method).steps[k as usize].1)
                        .map(|site| CallSite {
                            method: caller_method,
                            site,
                        })
                };
                self.push(method, caller)
            }
            record::RETURN | record::UNWIND => {
                let r = reader.word()?;
                let block = if pap { Some(reader.varint()?) } else { None };
                let last = self.segment(r, End::Block(block))?;
                let frame = self.top()?;
                let facts = self.program.method(frame.method);
                if tag == record::RETURN && !facts.returns[last as usize] {
                    return Err(format!(
                        "a return from block {last} of {}, which does not return",
                        facts.signature
                    ));
                }
                let how = if tag == record::RETURN {
                    Leave::Return
                } else {
                    Leave::Unwind
                };
                if let Some(frame) = self.frames.pop() {
                    (self.sink)(Event::Exit {
                        method: frame.method,
                        caller: frame.caller,
                        how,
                    });
                }
                Ok(())
            }
            record::CATCH => {
                let r = reader.word()?;
                let block = if pap { Some(reader.varint()?) } else { None };
                let index = reader.varint()?;
                let thrown = self.segment(r, End::Block(block))?;
                let facts = self.program.method(self.top()?.method);
                let handler = facts.handlers.get(index as usize).copied().ok_or_else(|| {
                    format!(
                        "handler {index} of {}, which has {}",
                        facts.signature,
                        facts.handlers.len()
                    )
                })?;
                if !facts.catches[thrown as usize].contains(&handler) {
                    return Err(format!(
                        "handler block {handler} of {} does not cover block {thrown}",
                        facts.signature
                    ));
                }
                self.restart(handler)
            }
            record::OVERFLOW if pap => {
                let r = reader.word()?;
                let to = reader.varint()?;
                let i = reader.varint()?;
                let facts = self.program.method(self.top()?.method);
                let from = facts.numbers.pap_predecessor(to, i).ok_or_else(|| {
                    format!(
                        "an overflow on in-edge {i} of block {to} of {}, which has no such edge",
                        facts.signature
                    )
                })?;
                self.segment(r, End::Block(Some(from)))?;
                self.restart(to)
            }
            record::BACK if !pap => {
                let r = reader.word()?;
                let cut = reader.varint()?;
                let facts = self.program.method(self.top()?.method);
                let (from, to) = facts.numbers.cut(cut).ok_or_else(|| {
                    format!(
                        "cut edge {cut} of {}, which has {}",
                        facts.signature,
                        facts.numbers.cut_count()
                    )
                })?;
                self.segment(r, End::Block(Some(from)))?;
                self.restart(to)
            }
            record::END => {
                if !self.frames.is_empty() {
                    return Err(format!(
                        "the thread died with {} frames open",
                        self.frames.len()
                    ));
                }
                self.crashed = true;
                Ok(())
            }
            record::PENDING => {
                let r = reader.word()?;
                let step = reader.varint()?;
                self.segment(r, End::Step(step))?;
                self.pending = true;
                Ok(())
            }
            other => Err(format!(
                "record tag {other} at byte {} is not a `{}` record",
                reader.offset() - 1,
                self.numbering.scheme().name()
            )),
        }
    }

    fn top(&self) -> Result<&Frame, String> {
        self.frames
            .last()
            .ok_or_else(|| "a segment with no method open".to_string())
    }

    fn check_method(&self, method: u32) -> Result<(), String> {
        let count = self.program.methods.len();
        match self.program.methods.get(method as usize) {
            None => Err(format!(
                "method id {method} is not in the metadata ({count} methods)"
            )),
            Some(facts) if facts.numbers.block_count() == 0 => {
                Err(format!("{} has no blocks", facts.signature))
            }
            Some(_) => Ok(()),
        }
    }

    /// A new frame of `method` at block 0.
    fn push(&mut self, method: u32, caller: Option<CallSite>) -> Result<(), String> {
        self.check_method(method)?;
        if self.frames.len() >= MAX_FRAMES {
            return Err(too_deep());
        }
        (self.sink)(Event::Enter { method, caller });
        (self.sink)(Event::Block { method, block: 0 });
        self.frames.push(Frame {
            method,
            caller,
            block: 0,
            in_step: None,
        });
        Ok(())
    }

    /// The innermost frame's next segment starts at block `block`, which is entered.
    fn restart(&mut self, block: u32) -> Result<(), String> {
        let frame = self
            .frames
            .last_mut()
            .ok_or_else(|| "a segment with no method open".to_string())?;
        frame.block = block;
        frame.in_step = None;
        (self.sink)(Event::Block {
            method: frame.method,
            block,
        });
        Ok(())
    }

    /// Decodes the innermost frame's open segment with value `r` ending at `end`, emits its
    /// blocks after the start block and leaves the frame at its last block (in the step, for
    /// [`End::Step`]); returns that block.
    fn segment(&mut self, r: u64, end: End) -> Result<u32, String> {
        let program = self.program;
        let frame = self
            .frames
            .last()
            .ok_or_else(|| "a segment with no method open".to_string())?;
        let facts = program.method(frame.method);
        let (end_block, step) = match end {
            End::Step(k) => {
                let &(block, _) = facts.steps.get(k as usize).ok_or_else(|| {
                    format!(
                        "step {k} of {}, which has {}",
                        facts.signature,
                        facts.steps.len()
                    )
                })?;
                (Some(block), Some(k))
            }
            End::Block(block) => (block, None),
        };
        let path = match (self.numbering, end_block) {
            (Numbering::Pap, Some(last)) => facts.numbers.pap_path(frame.block, last, r),
            (Numbering::Pap, None) => Err("a PAP segment with no end block".to_string()),
            (Numbering::Bl, _) => facts.numbers.bl_path(frame.block, r),
        }
        .map_err(|e| format!("{}: {e}", facts.signature))?;
        let last = *path.last().unwrap_or(&frame.block);
        if let Some(expected) = end_block {
            if last != expected {
                return Err(format!(
                    "{}: BL id {r} from block {} ends at block {last}, not at block {expected}",
                    facts.signature, frame.block
                ));
            }
        }
        // Within the start block a step can only follow the one the segment started in.
        if let (1, Some(j), Some(k)) = (path.len(), frame.in_step, step) {
            if k < j {
                return Err(format!(
                    "{}: step {k} after step {j} in block {last} with no loop between",
                    facts.signature
                ));
            }
        }
        let method = frame.method;
        for &block in &path[1..] {
            (self.sink)(Event::Block { method, block });
        }
        if let Some(frame) = self.frames.last_mut() {
            frame.block = last;
            frame.in_step = step;
        }
        Ok(last)
    }
}

#[cfg(test)]
mod tests;
