//! How often `pcc`'s values merge calling contexts: a build with both `blocks` and `pcc` runs
//! once; the oracle's record gives each method entry its exact context (the chain of calls and
//! call sites from the thread's outermost frame), and the `pcc` record the value of the same
//! entry, thread by thread, entry by entry. A context keeps the first value it was seen with;
//! a value stands for a context together with the method it is in (the point where `pcc` is
//! read), so the contexts of one method that share a value with another of its contexts are
//! the ones `pcc` cannot tell apart, at 64 bits and at the 32 bits of a 32-bit `pcc` (the same
//! arithmetic modulo 2^32).

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashMap, HashSet};
use std::hash::{Hash, Hasher};
use std::path::Path;

use android_runtime::record::{Record, TraceStream};
use android_runtime::Scheme;
use anyhow::{bail, Result};
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{pcc, Decoder, RunSink};

/// What one paired run showed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Collisions {
    /// Method entries (events of both records).
    pub events: u64,
    /// Distinct calling contexts among them.
    pub contexts: u64,
    /// Distinct `pcc` values of those contexts (with their method), at 64 and at 32 bits.
    pub values64: u64,
    pub values32: u64,
}

impl Collisions {
    /// Contexts that share their value with another context, at 64 bits.
    pub fn merged64(&self) -> u64 {
        self.contexts - self.values64
    }

    /// The same at 32 bits.
    pub fn merged32(&self) -> u64 {
        self.contexts - self.values32
    }
}

/// Counts the collisions in the trace files of one run of a `blocks` + `pcc` build.
pub fn count(files: &[impl AsRef<Path>], decoder: &Decoder) -> Result<Collisions> {
    let mut first_value: HashMap<u128, (u32, u64)> = HashMap::new();
    let mut events = 0u64;
    for path in files {
        let path = path.as_ref();
        let trace = TraceStream::open(path)?;
        if let Some(stop) = trace.stopped() {
            bail!("{}: decoded up to the damage: {stop}", path.display());
        }
        let mut keys = ContextKeys::default();
        decoder.stream(&trace, Scheme::Blocks, &mut keys)?;
        let values = pcc::values(&trace)?;
        for thread in values {
            let contexts = keys
                .threads
                .get(&thread.thread)
                .map_or(&[][..], Vec::as_slice);
            if contexts.len() != thread.events.len() {
                bail!(
                    "{}: thread {} has {} method entries in the oracle's record and {} `pcc` events",
                    path.display(),
                    thread.thread,
                    contexts.len(),
                    thread.events.len()
                );
            }
            for (&(key, method), &(pcc_method, value)) in contexts.iter().zip(&thread.events) {
                if method != pcc_method {
                    bail!(
                        "{}: thread {}: the oracle enters method {method} where `pcc` has {pcc_method}",
                        path.display(),
                        thread.thread
                    );
                }
                first_value.entry(key).or_insert((method, value));
                events += 1;
            }
        }
    }
    let values64: HashSet<(u32, u64)> = first_value.values().copied().collect();
    let values32: HashSet<(u32, u32)> = values64.iter().map(|&(m, v)| (m, v as u32)).collect();
    Ok(Collisions {
        events,
        contexts: first_value.len() as u64,
        values64: values64.len() as u64,
        values32: values32.len() as u64,
    })
}

/// Per thread, each method entry's context (as a 128-bit hash of its chain of calls and call
/// sites) and method.
#[derive(Default)]
struct ContextKeys {
    threads: HashMap<u32, Vec<(u128, u32)>>,
    thread: u32,
    /// The open frames' context keys.
    stack: Vec<u128>,
}

/// The key of the context `method` is entered in from `site` above `outer`: two independent
/// 64-bit hashes, so distinct contexts share a key with a chance of about 2^-128.
fn key(outer: u128, method: u32, site: Option<(u32, u32)>) -> u128 {
    let half = |seed: u64| {
        let mut h = DefaultHasher::new();
        (seed, outer, method, site).hash(&mut h);
        h.finish()
    };
    (u128::from(half(0x5bd1_e995)) << 64) | u128::from(half(0x9e37_79b9))
}

impl RunSink for ContextKeys {
    fn begin(&mut self, index: u32, _name: &str) {
        self.thread = index;
        self.stack.clear();
    }

    fn event(&mut self, event: Event) {
        match event {
            Event::Enter { method, caller } => {
                let outer = self.stack.last().copied().unwrap_or(0);
                let k = key(outer, method, caller.map(|c| (c.method, c.site)));
                self.stack.push(k);
                self.threads
                    .entry(self.thread)
                    .or_default()
                    .push((k, method));
            }
            Event::Exit { .. } => {
                self.stack.pop();
            }
            Event::Block { .. } | Event::Resume { .. } | Event::Mark { .. } => {}
        }
    }

    fn end(&mut self, _end: ThreadEnd) {}
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn merged_contexts_are_those_without_a_value_of_their_own() {
        let c = Collisions {
            events: 10,
            contexts: 6,
            values64: 6,
            values32: 4,
        };
        assert_eq!((c.merged64(), c.merged32()), (0, 2));
        assert_ne!(key(0, 1, None), key(0, 1, Some((0, 0))));
        assert_ne!(
            key(key(0, 1, None), 2, Some((1, 0))),
            key(0, 2, Some((1, 0)))
        );
    }
}
