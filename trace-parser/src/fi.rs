//! Decoder of `fi`'s call-witness records ([`android_runtime::calls`]): a thread's records,
//! read in order, give back its calls and returns. It needs no control flow: every record names
//! the method it belongs to (a SITE through the program-wide site numbering, the others by
//! method id), so a record of another method than the innermost frame's is the first record of
//! a callee the frame entered without a record of its own:
//!
//! - the frame is in a site that surely enters that method: the callee, entered from the site;
//! - the method is a static initializer: it runs without an invoke (caller `-`), at an
//!   instruction of the frame or inside the callee of its site, which is still to come;
//! - the frame is in a sure site and the record is its own: the invoke threw before entering
//!   (a `null` receiver), and the frame goes on.
//!
//! ROOT and CALLBACK say the entry outright. The thread ends [`ThreadEnd::Complete`] at depth 0,
//! [`ThreadEnd::Crashed`] at depth 0 after END, else [`ThreadEnd::Open`]; a record that does not
//! fit makes it [`ThreadEnd::Invalid`], with `event` the index of the record over all chunks.
//! Memory is the open frames.

use android_runtime::calls::{record, sure_callee, Selection, SiteNumbering};
use android_runtime::meta::Metadata;
use android_runtime::record::Record;
use android_runtime::trace::Chunk;
use android_runtime::Scheme;

use crate::records::{selection_is, walk, Reader};
use crate::run::{too_deep, CallSite, Event, Leave, ThreadEnd, MAX_FRAMES};
use crate::sink::{each_thread, RunSink};
use crate::{Context, DecodeError, Learned, RecordDecoder};

/// The `fi` decoder.
pub struct Fi {
    program: Program,
}

impl Fi {
    pub fn new(meta: &Metadata) -> Fi {
        Fi {
            program: Program::new(meta),
        }
    }
}

impl RecordDecoder for Fi {
    fn decode(
        &self,
        _cx: &Context<'_>,
        trace: &dyn Record,
        sink: &mut dyn RunSink,
    ) -> Result<Learned, DecodeError> {
        each_thread(trace, Scheme::Fi.spec().tag, sink, &mut |chunks, events| {
            decode_thread_into(chunks, &self.program, Selection::Fi, events)
        })?;
        Ok(None)
    }
}

/// What the walk needs of one method.
struct MethodFacts {
    signature: String,
    clinit: bool,
    /// Per call site, the method it surely enters.
    sure: Vec<Option<u32>>,
}

/// The static side of decoding: the site numbering and every method's sure sites.
struct Program {
    sites: SiteNumbering,
    methods: Vec<MethodFacts>,
}

impl Program {
    fn new(meta: &Metadata) -> Program {
        let methods = (0u32..)
            .zip(&meta.methods)
            .map(|(id, m)| MethodFacts {
                signature: m.signature(),
                clinit: m.name == "<clinit>",
                sure: (0u32..)
                    .take(m.sites.len())
                    .map(|site| {
                        sure_callee(m, id, site, |c| {
                            meta.methods.get(c as usize).map(|c| c.class.as_str())
                        })
                    })
                    .collect(),
            })
            .collect();
        Program {
            sites: SiteNumbering::new(&meta.methods),
            methods,
        }
    }

    fn method(&self, id: u32) -> Result<&MethodFacts, String> {
        self.methods.get(id as usize).ok_or_else(|| {
            format!(
                "method id {id} is not in the metadata ({} methods)",
                self.methods.len()
            )
        })
    }
}

struct Frame {
    method: u32,
    caller: Option<CallSite>,
    /// The call site the frame is in, once it passed one.
    site: Option<u32>,
    /// The method the frame's site surely enters, until it is entered (or the invoke threw).
    sure: Option<u32>,
}

struct Walker<'p, 's> {
    program: &'p Program,
    frames: Vec<Frame>,
    sink: &'s mut dyn FnMut(Event),
    crashed: bool,
}

/// Decodes one thread's CALLS chunks (in file order, taken one at a time; a chunk that cannot
/// be read is an error message) recorded with `selection`, handing each event to `sink`.
fn decode_thread_into(
    chunks: &mut dyn Iterator<Item = Result<Chunk, String>>,
    program: &Program,
    selection: Selection,
    sink: &mut dyn FnMut(Event),
) -> ThreadEnd {
    let mut walker = Walker {
        program,
        frames: Vec::new(),
        sink,
        crashed: false,
    };
    let selection_of = selection_is(selection);
    if let Err((event, reason)) = walk(chunks, "CALLS", &selection_of, None, &mut |r| {
        walker.record(r)
    }) {
        return ThreadEnd::Invalid { event, reason };
    }
    ThreadEnd::at(walker.frames.len(), walker.crashed)
}

impl Walker<'_, '_> {
    fn record(&mut self, reader: &mut Reader<'_>) -> Result<(), String> {
        let at = reader.offset();
        let tag = reader.byte()?;
        match tag {
            record::ROOT => {
                let method = reader.varint()?;
                if !self.frames.is_empty() {
                    return Err(format!(
                        "an entry with no app frame below while {} app frames are open",
                        self.frames.len()
                    ));
                }
                self.push(method, None)
            }
            record::CALLBACK | record::CALLBACK_NEXT => {
                reader.varint()?;
                if tag == record::CALLBACK {
                    reader.varint()?;
                }
                let method = reader.varint()?;
                let top = self
                    .frames
                    .last_mut()
                    .ok_or("an entry above a call site with no app frame open")?;
                top.sure = None;
                let caller = top.site.map(|site| CallSite {
                    method: top.method,
                    site,
                });
                let caller = if self.program.method(method)?.clinit {
                    None
                } else {
                    caller
                };
                self.push(method, caller)
            }
            record::SITE => {
                let global = reader.varint()?;
                let (method, site) = self.program.sites.local(global).ok_or_else(|| {
                    format!("call site {global} (at byte {at}) is not in the metadata")
                })?;
                self.reach(method)?;
                let sure = self.program.method(method)?.sure[site as usize];
                if let Some(top) = self.frames.last_mut() {
                    top.site = Some(site);
                    top.sure = sure;
                }
                Ok(())
            }
            record::RETURN | record::UNWIND => {
                let method = reader.varint()?;
                self.reach(method)?;
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
                let method = reader.varint()?;
                self.reach(method)
            }
            record::END => {
                if !self.frames.is_empty() {
                    return Err(format!(
                        "the thread's death with {} app frames open",
                        self.frames.len()
                    ));
                }
                self.crashed = true;
                Ok(())
            }
            other => Err(format!(
                "record tag {other} at byte {at} is not a CALLS record"
            )),
        }
    }

    /// Makes `method`'s frame the innermost for one of its records: enters the innermost
    /// frame's sure callee first (a static initializer's record there comes from the callee's
    /// first instructions: an invoke that could run one is a check site), then a static
    /// initializer that runs without an invoke; forgets a sure callee the invoke never entered.
    fn reach(&mut self, method: u32) -> Result<(), String> {
        let facts = self.program.method(method)?;
        let Some(top) = self.frames.last_mut() else {
            return Err(format!(
                "a record of {} with no app frame open",
                facts.signature
            ));
        };
        if let Some(callee) = top.sure.take() {
            if callee == method || facts.clinit && top.method != method {
                let caller = top.site.map(|site| CallSite {
                    method: top.method,
                    site,
                });
                self.push(callee, caller)?;
                if callee == method {
                    return Ok(());
                }
            }
        }
        let top = self.frames.last().map_or(u32::MAX, |f| f.method);
        if top == method {
            return Ok(());
        }
        if facts.clinit {
            return self.push(method, None);
        }
        let running = self.program.method(top)?.signature.as_str();
        Err(format!(
            "a record of {} while {running} runs, which does not surely call it",
            facts.signature
        ))
    }

    fn push(&mut self, method: u32, caller: Option<CallSite>) -> Result<(), String> {
        self.program.method(method)?;
        if self.frames.len() >= MAX_FRAMES {
            return Err(too_deep());
        }
        (self.sink)(Event::Enter { method, caller });
        self.frames.push(Frame {
            method,
            caller,
            site: None,
            sure: None,
        });
        Ok(())
    }
}
