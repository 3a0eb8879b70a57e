//! Profiles of decoded records, built as the decoder streams them ([`Profiles`] is a
//! [`RunSink`]): the calling-context profiles of [`contexts`] (CCT, k-SF, and the k-CCF and
//! its derived forests), the block, edge and path counts of [`flow`], and a summary per
//! thread. Any number of records of the same metadata may be fed one after the other; the
//! profiles add up (coverage over many runs).

pub mod contexts;
pub mod flow;

use std::sync::Arc;

use android_runtime::meta::Metadata;

use crate::run::{CallSite, Event, ThreadEnd};
use crate::sink::thread_note;
use crate::RunSink;

pub use contexts::{Cct, Label, Labels, SlabForest, Tree};
pub use flow::{Flow, Segment};

/// What the profiles keep.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Options {
    /// Label calling contexts by call site too (a method called from two sites of one caller
    /// is then two contexts).
    pub sites: bool,
    /// The `k` of the k-slab forest built online.
    pub k: usize,
}

impl Default for Options {
    fn default() -> Options {
        Options { sites: false, k: 3 }
    }
}

/// One thread's record, summed up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThreadSummary {
    /// The trace it came from, by the order traces were fed (from 0).
    pub trace: usize,
    pub index: u32,
    pub name: String,
    pub calls: u64,
    pub blocks: u64,
    pub marks: u64,
    /// The deepest stack, in method frames.
    pub depth: usize,
    /// What [`thread_note`] says of how the record ends; `None` when it ends cleanly.
    pub end: Option<String>,
}

/// Every profile of the records fed to it.
#[derive(Debug)]
pub struct Profiles {
    meta: Arc<Metadata>,
    options: Options,
    pub labels: Labels,
    pub cct: Cct,
    pub slabs: SlabForest,
    pub flow: Flow,
    pub threads: Vec<ThreadSummary>,
    /// The trace being fed, from 0.
    trace: usize,
    /// Whether any record fed had blocks.
    has_blocks: bool,
    /// Events fed, of every kind.
    events: u64,
    depth: usize,
}

impl Profiles {
    pub fn new(meta: Arc<Metadata>, options: Options) -> Profiles {
        Profiles {
            flow: Flow::new(&meta),
            meta,
            options,
            labels: Labels::default(),
            cct: Cct::default(),
            slabs: SlabForest::new(options.k),
            threads: Vec::new(),
            trace: 0,
            has_blocks: false,
            events: 0,
            depth: 0,
        }
    }

    pub fn metadata(&self) -> &Metadata {
        &self.meta
    }

    pub fn options(&self) -> Options {
        self.options
    }

    /// The records fed next come from another trace file.
    pub fn next_trace(&mut self) {
        self.trace += 1;
    }

    /// Whether any record fed had blocks (else block counts are all 0 for want of data).
    pub fn has_blocks(&self) -> bool {
        self.has_blocks
    }

    /// Events fed, of every kind.
    pub fn events(&self) -> u64 {
        self.events
    }

    /// Method entries fed.
    pub fn calls(&self) -> u64 {
        self.threads.iter().map(|t| t.calls).sum()
    }

    /// Activations in the calling-context profiles: the calls, and one per thread's root.
    pub fn activations(&self) -> u64 {
        self.calls() + self.threads.len() as u64
    }

    /// The k-CCF as `inv_k` of the CCT.
    pub fn ccf(&self, k: usize) -> Tree {
        let nodes = self.cct.tree.nodes();
        contexts::inverse(&self.cct.tree, k, &|i| nodes[i as usize].count)
    }

    /// Checks the counter properties of the paper's Section 4.1 on `ccf`, a k-CCF of these
    /// profiles: no child counts more than its parent, and the leaves add up to the
    /// activations (the calls and one per thread's root). The broken property when not.
    pub fn check_counters(&self, ccf: &Tree) -> Result<(), String> {
        let nodes = ccf.nodes();
        if let Some(n) = nodes
            .iter()
            .find(|n| n.parent != contexts::NONE && nodes[n.parent as usize].count < n.count)
        {
            return Err(format!("a child counts more than its parent ({n:?})"));
        }
        let children = ccf.child_lists();
        let leaves: u64 = nodes
            .iter()
            .zip(&children)
            .filter(|(_, c)| c.is_empty())
            .map(|(n, _)| n.count)
            .sum();
        let activations = self.activations();
        if leaves != activations {
            return Err(format!(
                "the leaves add up to {leaves}, not the {activations} activations"
            ));
        }
        Ok(())
    }

    /// The x%-similar ∞-CCF.
    pub fn similar(&self, percent: f64) -> Tree {
        let nodes = self.cct.tree.nodes();
        contexts::similar(&self.cct.tree, percent, &|i| nodes[i as usize].count)
    }

    /// A method's label.
    fn label(&mut self, method: u32, caller: Option<CallSite>) -> u32 {
        if self.options.sites {
            self.labels.intern(Label::MethodAt {
                method,
                site: caller,
            })
        } else {
            self.labels.intern(Label::Method(method))
        }
    }

    fn call(&mut self, method: u32, caller: Option<CallSite>, weight: u64) {
        let label = self.label(method, caller);
        self.cct.call(label, weight);
        self.slabs.call(label, weight);
        self.depth += 1;
        if let Some(t) = self.threads.last_mut() {
            t.calls += weight;
            t.depth = t.depth.max(self.depth);
        }
    }
}

impl RunSink for Profiles {
    fn begin(&mut self, index: u32, name: &str) {
        let root = self.labels.intern(Label::Thread(name.to_string()));
        self.cct.begin(root);
        self.slabs.begin(root);
        self.flow.begin();
        self.depth = 0;
        self.threads.push(ThreadSummary {
            trace: self.trace,
            index,
            name: name.to_string(),
            calls: 0,
            blocks: 0,
            marks: 0,
            depth: 0,
            end: None,
        });
    }

    fn event(&mut self, event: Event) {
        self.events += 1;
        match event {
            Event::Enter { method, caller } => self.call(method, caller, 1),
            Event::Resume { method, caller } => self.call(method, caller, 0),
            Event::Exit { .. } => {
                self.cct.ret();
                self.slabs.ret();
                self.depth = self.depth.saturating_sub(1);
            }
            Event::Block { .. } => {
                self.has_blocks = true;
                self.cct.block();
                if let Some(t) = self.threads.last_mut() {
                    t.blocks += 1;
                }
            }
            Event::Mark { .. } => {
                if let Some(t) = self.threads.last_mut() {
                    t.marks += 1;
                }
            }
        }
        self.flow.event(&self.meta, &event);
    }

    fn end(&mut self, end: ThreadEnd) {
        self.flow.end();
        if let Some(t) = self.threads.last_mut() {
            t.end = thread_note(t.index, &t.name, &end);
        }
    }
}

#[cfg(test)]
mod tests;
