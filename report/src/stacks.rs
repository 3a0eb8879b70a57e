//! The calling context tree as stacks of named frames, the input of every flame-graph-like
//! output (folded stacks, the flame graph SVG, speedscope, pprof): one sample per CCT node, its
//! stack from the thread's root frame to the node, weighted by the node's own calls and blocks.

use android_runtime::meta::Metadata;
pub use trace_parser::profile::contexts::NONE;
use trace_parser::profile::Profiles;

use crate::names;

/// A distinct frame.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Frame {
    /// As [`names::label_name`] gives it.
    pub name: String,
    /// The method, `None` for a thread's root frame.
    pub method: Option<u32>,
    /// The source file its class names (`.source`), when the metadata has it.
    pub file: Option<String>,
    /// The line of the method's first block, when debug info has one.
    pub line: Option<u32>,
}

/// One calling context.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Sample {
    /// Its innermost frame, by index into [`Stacks::frames`].
    pub frame: u32,
    /// The sample of the context it was called from ([`NONE`] for a thread's root); it comes
    /// before this one in [`Stacks::samples`].
    pub parent: u32,
    /// Calls into this context.
    pub calls: u64,
    /// Blocks executed in this context itself.
    pub blocks: u64,
    /// The index of the thread's root in [`Stacks::threads`].
    pub thread: u32,
}

/// Every calling context of a profile.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stacks {
    pub frames: Vec<Frame>,
    pub samples: Vec<Sample>,
    /// Thread root names, `main`, in the order their roots were made.
    pub threads: Vec<String>,
}

impl Stacks {
    /// The CCT of `profiles` as stacks (in the order the CCT made its nodes, so a parent comes
    /// before its children), all of it.
    pub fn of(profiles: &Profiles) -> Stacks {
        Stacks::hottest(profiles, usize::MAX).0
    }

    /// The CCT of `profiles` as stacks, keeping at most `max` contexts (but every thread's
    /// root): those whose subtree weighs most (blocks executed when the record has blocks,
    /// else calls). A context left out adds its calls and blocks to its nearest kept caller,
    /// so the totals stay the CCT's. Deep recursion makes millions of contexts, each a stack
    /// as deep as the recursion: the outputs built on stacks grow with both, and the contexts
    /// that would draw narrower than a pixel are not worth that. Returns the stacks and how
    /// many contexts were merged into their callers.
    pub fn hottest(profiles: &Profiles, max: usize) -> (Stacks, usize) {
        let meta: &Metadata = profiles.metadata();
        let tree = &profiles.cct.tree;
        let nodes = tree.nodes();
        let weight = |i: usize| {
            if profiles.has_blocks() {
                profiles.cct.blocks(i as u32)
            } else {
                nodes[i].count
            }
        };
        // Subtree weights: children come after their parents.
        let mut inclusive: Vec<u64> = (0..nodes.len()).map(weight).collect();
        for i in (0..nodes.len()).rev() {
            let parent = nodes[i].parent;
            if parent != NONE {
                inclusive[parent as usize] += inclusive[i];
            }
        }
        // Keep the contexts heavier than the (max + 1)-th heaviest: parents weigh at least
        // what their children do, so what is kept hangs together from the roots.
        let threshold = if nodes.len() > max {
            let mut sorted = inclusive.clone();
            let (_, nth, _) = sorted.select_nth_unstable_by(max, |a, b| b.cmp(a));
            Some(*nth)
        } else {
            None
        };
        let kept_node =
            |i: usize| nodes[i].parent == NONE || threshold.is_none_or(|t| inclusive[i] > t);

        let mut frame_of_label = vec![NONE; profiles.labels.len()];
        let mut stacks = Stacks::default();
        let mut thread_of_label = vec![NONE; profiles.labels.len()];
        // Per CCT node, the sample it went into (its own, or its nearest kept caller's).
        let mut sample_of = vec![NONE; nodes.len()];
        let mut merged = 0;
        for (i, node) in nodes.iter().enumerate() {
            if !kept_node(i) {
                let into = sample_of[node.parent as usize];
                sample_of[i] = into;
                if let Some(s) = stacks.samples.get_mut(into as usize) {
                    s.calls += node.count;
                    s.blocks += profiles.cct.blocks(i as u32);
                }
                merged += 1;
                continue;
            }
            let l = node.label as usize;
            if frame_of_label[l] == NONE {
                let label = profiles.labels.get(node.label);
                let method = label.and_then(|l| l.method());
                let m = method.and_then(|m| meta.methods.get(m as usize));
                frame_of_label[l] = stacks.frames.len() as u32;
                stacks.frames.push(Frame {
                    name: label.map_or_else(String::new, |l| names::label_name(meta, l)),
                    method,
                    file: m.and_then(|m| m.source.clone()),
                    line: m.and_then(|m| m.blocks.iter().find_map(|b| b.line)),
                });
                if let Some(trace_parser::profile::Label::Thread(name)) = label {
                    thread_of_label[l] = stacks.threads.len() as u32;
                    stacks.threads.push(name.clone());
                }
            }
            let parent = if node.parent == NONE {
                NONE
            } else {
                sample_of[node.parent as usize]
            };
            let thread = match stacks.samples.get(parent as usize) {
                Some(p) => p.thread,
                None => thread_of_label[l],
            };
            sample_of[i] = stacks.samples.len() as u32;
            stacks.samples.push(Sample {
                frame: frame_of_label[l],
                parent,
                calls: node.count,
                blocks: profiles.cct.blocks(i as u32),
                thread,
            });
        }
        (stacks, merged)
    }

    /// Calls over every sample.
    pub fn total_calls(&self) -> u64 {
        self.samples.iter().map(|s| s.calls).sum()
    }

    /// Blocks over every sample.
    pub fn total_blocks(&self) -> u64 {
        self.samples.iter().map(|s| s.blocks).sum()
    }

    /// The frames of sample `sample`'s stack, the thread's root first.
    pub fn stack(&self, mut sample: u32) -> Vec<u32> {
        let mut stack = Vec::new();
        while let Some(s) = self.samples.get(sample as usize) {
            stack.push(s.frame);
            sample = s.parent;
        }
        stack.reverse();
        stack
    }
}
