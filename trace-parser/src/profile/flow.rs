//! Intraprocedural profiles: per method, how often it was entered, each block executed, each
//! CFG edge taken, and each acyclic path segment run, as the `bl` numbering cuts paths (at back
//! edges and exceptional edges, [`MethodNumbering`]); a segment is named by its start block and
//! its Ball-Larus id, so counting one costs a hash lookup and its blocks are regenerated only
//! for the paths shown.

use android_runtime::meta::Metadata;
use android_runtime::pathids::{BlEdge, MethodNumbering};
use rustc_hash::FxHashMap;

use crate::run::Event;

/// The target of an edge out of the method (a return or a throw).
const EXIT: u32 = u32::MAX;

/// A path segment of a method: `start` block and Ball-Larus id from it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Segment {
    pub method: u32,
    pub start: u32,
    pub id: u64,
}

/// Where a frame's walk through its method stands.
#[derive(Clone, Copy, Debug)]
struct FrameWalk {
    method: u32,
    /// The block executed last, `None` before the first.
    last: Option<u32>,
    start: u32,
    id: u64,
}

/// Block, edge and path counts of every method of one metadata, over every thread fed to it.
#[derive(Debug)]
pub struct Flow {
    /// Per method, times entered (`Enter` events).
    calls: Vec<u64>,
    /// Per method, the index of its first block in `blocks` (one more entry at the end).
    block_base: Vec<usize>,
    /// Per block of every method, times executed.
    blocks: Vec<u64>,
    /// Per block of every method (as `blocks` indexes them), the index of its first out-edge in
    /// `edges` (one more entry at the end).
    edge_base: Vec<usize>,
    /// Per out-edge of every block, in the metadata's edge order, times taken.
    edges: Vec<u64>,
    /// Per out-edge of every block, its target block ([`EXIT`] for the method's exit).
    edge_to: Vec<u32>,
    /// Per method, moves between its blocks (or out of it) that no edge of the metadata lists,
    /// such as an exception thrown where the CFG has no catch edge: counted, not lost.
    unlisted: Vec<u64>,
    /// Each method's numbering, built when the method first runs a block.
    numberings: Vec<Option<Box<MethodNumbering>>>,
    paths: FxHashMap<Segment, u64>,
    /// The open frames of the thread being fed.
    frames: Vec<FrameWalk>,
}

impl Flow {
    pub fn new(meta: &Metadata) -> Flow {
        let mut block_base = Vec::with_capacity(meta.methods.len() + 1);
        let mut edge_base = Vec::new();
        let mut blocks = 0;
        let mut edge_to = Vec::new();
        for m in &meta.methods {
            block_base.push(blocks);
            blocks += m.blocks.len();
            for b in &m.blocks {
                edge_base.push(edge_to.len());
                edge_to.extend(b.edges.iter().map(|e| e.to.unwrap_or(EXIT)));
            }
        }
        block_base.push(blocks);
        edge_base.push(edge_to.len());
        Flow {
            calls: vec![0; meta.methods.len()],
            block_base,
            blocks: vec![0; blocks],
            edge_base,
            edges: vec![0; edge_to.len()],
            edge_to,
            unlisted: vec![0; meta.methods.len()],
            numberings: vec![None; meta.methods.len()],
            paths: FxHashMap::default(),
            frames: Vec::new(),
        }
    }

    /// How many methods the metadata has.
    pub fn method_count(&self) -> usize {
        self.calls.len()
    }

    /// Times `method` was entered.
    pub fn calls(&self, method: u32) -> u64 {
        self.calls.get(method as usize).copied().unwrap_or(0)
    }

    /// Per block of `method`, times executed (empty for an unknown method).
    pub fn block_counts(&self, method: u32) -> &[u64] {
        let m = method as usize;
        match (self.block_base.get(m), self.block_base.get(m + 1)) {
            (Some(&a), Some(&b)) => &self.blocks[a..b],
            _ => &[],
        }
    }

    /// Blocks of `method` executed, summed.
    pub fn blocks_executed(&self, method: u32) -> u64 {
        self.block_counts(method).iter().sum()
    }

    /// Per out-edge of `block` of `method`, in the metadata's order, times taken.
    pub fn edge_counts(&self, method: u32, block: u32) -> &[u64] {
        let Some(g) = self.global_block(method, block) else {
            return &[];
        };
        &self.edges[self.edge_base[g]..self.edge_base[g + 1]]
    }

    /// Moves in `method` that no edge of its metadata lists.
    pub fn unlisted(&self, method: u32) -> u64 {
        self.unlisted.get(method as usize).copied().unwrap_or(0)
    }

    /// Every path segment run, with its count (in no order).
    pub fn paths(&self) -> impl Iterator<Item = (Segment, u64)> + '_ {
        self.paths.iter().map(|(s, c)| (*s, *c))
    }

    /// The blocks of `segment`, `None` when its method's numbering does not know it.
    pub fn path_blocks(&self, meta: &Metadata, segment: Segment) -> Option<Vec<u32>> {
        let method = meta.methods.get(segment.method as usize)?;
        match self.numberings.get(segment.method as usize) {
            Some(Some(n)) => n.bl_path(segment.start, segment.id).ok(),
            _ => MethodNumbering::new(&method.blocks)
                .bl_path(segment.start, segment.id)
                .ok(),
        }
    }

    fn global_block(&self, method: u32, block: u32) -> Option<usize> {
        let m = method as usize;
        let base = *self.block_base.get(m)?;
        let end = *self.block_base.get(m + 1)?;
        let g = base + block as usize;
        (g < end).then_some(g)
    }

    /// A new thread starts: no frame is open.
    pub fn begin(&mut self) {
        self.frames.clear();
    }

    /// The thread's record ends: the segments of frames still open end where they stand.
    pub fn end(&mut self) {
        while let Some(frame) = self.frames.pop() {
            self.close_segment(&frame);
        }
    }

    pub fn event(&mut self, meta: &Metadata, event: &Event) {
        match *event {
            Event::Enter { method, .. } => {
                if let Some(c) = self.calls.get_mut(method as usize) {
                    *c += 1;
                }
                self.push(method);
            }
            Event::Resume { method, .. } => self.push(method),
            Event::Block { method, block } => self.block(meta, method, block),
            Event::Exit { method, .. } => {
                if let Some(frame) = self.frames.pop() {
                    if let Some(last) = frame.last {
                        self.take_edge(method, last, None);
                    }
                    self.close_segment(&frame);
                }
            }
            Event::Mark { .. } => {}
        }
    }

    fn push(&mut self, method: u32) {
        self.frames.push(FrameWalk {
            method,
            last: None,
            start: 0,
            id: 0,
        });
    }

    fn block(&mut self, meta: &Metadata, method: u32, block: u32) {
        let Some(g) = self.global_block(method, block) else {
            return;
        };
        self.blocks[g] += 1;
        let Some(mut frame) = self.frames.last().copied() else {
            return;
        };
        match frame.last {
            Some(from) if frame.method == method => {
                self.take_edge(method, from, Some(block));
                match self.numbering(meta, method).bl_edge(from, block) {
                    Some(BlEdge::Add(add)) => frame.id = frame.id.wrapping_add(add),
                    Some(BlEdge::Cut(_)) | None => {
                        self.close_segment(&frame);
                        frame.start = block;
                        frame.id = 0;
                    }
                }
            }
            _ => {
                frame.start = block;
                frame.id = 0;
            }
        }
        frame.last = Some(block);
        if let Some(top) = self.frames.last_mut() {
            *top = frame;
        }
    }

    /// Counts the move out of block `from` of `method` to block `to` (`None`: out of the
    /// method).
    fn take_edge(&mut self, method: u32, from: u32, to: Option<u32>) {
        let Some(g) = self.global_block(method, from) else {
            return;
        };
        let (a, b) = (self.edge_base[g], self.edge_base[g + 1]);
        let to = to.unwrap_or(EXIT);
        let listed = (a..b).find(|&e| self.edge_to[e] == to);
        match listed {
            Some(e) => self.edges[e] += 1,
            None => {
                if let Some(u) = self.unlisted.get_mut(method as usize) {
                    *u += 1;
                }
            }
        }
    }

    fn close_segment(&mut self, frame: &FrameWalk) {
        if frame.last.is_some() {
            *self
                .paths
                .entry(Segment {
                    method: frame.method,
                    start: frame.start,
                    id: frame.id,
                })
                .or_insert(0) += 1;
        }
    }

    fn numbering(&mut self, meta: &Metadata, method: u32) -> &MethodNumbering {
        let slot = &mut self.numberings[method as usize];
        slot.get_or_insert_with(|| {
            Box::new(MethodNumbering::new(
                meta.methods
                    .get(method as usize)
                    .map_or(&[][..], |m| m.blocks.as_slice()),
            ))
        })
    }
}
