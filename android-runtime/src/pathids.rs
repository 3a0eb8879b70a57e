//! The numberings of the `pap` and `bl` baseline schemes, shared by the instrumentor (the
//! constants in the edge probes) and the decoder (turning a logged value back into blocks), so
//! that both always agree.
//!
//! Both number paths through one method's graph of basic blocks whose edges are the distinct
//! normal successors of each block ([`crate::layout::normal_successors`]; exceptional edges are
//! not in it: an exception ends a segment with a logged record). A *segment* is the part of a
//! frame's path between two logged records; it starts at a known block (block 0 at method
//! entry, a handler after a CATCH, the target of a restart, or the block a call returned into)
//! and the runtime logs one 64-bit value when it ends.
//!
//! - **PAP** (Path Profiling by Arithmetic): every block `v` has `n(v)` in-edges: its normal
//!   predecessors in block order, then a virtual one for method entry (block 0) and one for
//!   exception entry (handler blocks). Taking the `i`-th in-edge of a block with `n > 1` does
//!   `r = r * n + i`; a segment starts with `r = 1`. Decoding goes backwards from the segment's
//!   end block by division and modulo and stops at the start block when `r` is 1 again: the
//!   virtual in-edges make every cycle a program can run hold a merge, so `r` is above 1 at any
//!   second visit of the start block. A multiplication that would take `r` past `2^63 - 1` ends
//!   the segment instead (an OVERFLOW record) and a new one starts at the edge's target.
//! - **BL** (Ball-Larus): back edges (found by a depth-first search from block 0, then the
//!   handlers, then any block left) are cut, leaving a DAG. Any block may end a segment, so
//!   each block has a dummy edge to the exit, numbered first: `paths(v) = 1 + sum of paths(w)`
//!   over its DAG successors, and the edge to its `k`-th successor adds
//!   `1 + sum of paths(w_j), j < k`. The sum along a segment is then a unique id among the
//!   paths from its start block, in `0 .. paths(start)`. Taking a cut edge ends the segment (a
//!   BACK record) and starts one at its target with id 0. An edge whose target's count would
//!   take `paths(v)` past [`BL_LIMIT`] is cut as well, so ids always fit a signed 64-bit long.

use crate::layout::{handler_blocks, normal_successors};
use crate::meta::BlockMeta;
use crate::scheme::Scheme;

/// Tag of a PATHIDS chunk: u32 numbering ([`Numbering::code`]), u32 record count, records.
pub const TAG_PATHIDS: u8 = 0x50;

/// Record tags of a PATHIDS chunk (FORMATS.md, "The pathids runtime").
pub mod record {
    /// varint method: an entry with no app frame below.
    pub const ENTER_TOP: u8 = 1;
    /// r, varint step, varint method: the caller's segment ends in its step.
    pub const ENTER: u8 = 2;
    /// r, [PAP: varint block].
    pub const RETURN: u8 = 3;
    /// r, [PAP: varint throw block].
    pub const UNWIND: u8 = 4;
    /// r, [PAP: varint throw block], varint handler index.
    pub const CATCH: u8 = 5;
    /// PAP: r, varint target block, varint in-edge index.
    pub const OVERFLOW: u8 = 6;
    /// BL: r, varint cut index.
    pub const BACK: u8 = 7;
    /// The thread died of an uncaught exception.
    pub const END: u8 = 8;
    /// r, varint step: the innermost open segment at process exit.
    pub const PENDING: u8 = 9;
}

/// Which of the two numberings a trace's records use.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Numbering {
    Pap,
    Bl,
}

impl Numbering {
    /// The code in a PATHIDS chunk's payload.
    pub fn code(self) -> u32 {
        match self {
            Numbering::Pap => 1,
            Numbering::Bl => 2,
        }
    }

    pub fn from_code(code: u32) -> Option<Numbering> {
        match code {
            1 => Some(Numbering::Pap),
            2 => Some(Numbering::Bl),
            _ => None,
        }
    }

    /// The scheme that logs paths so numbered.
    pub fn scheme(self) -> Scheme {
        match self {
            Numbering::Pap => Scheme::Pap,
            Numbering::Bl => Scheme::Bl,
        }
    }

    /// The numbering of `scheme`, if it logs path values.
    pub fn of(scheme: Scheme) -> Option<Numbering> {
        match scheme {
            Scheme::Pap => Some(Numbering::Pap),
            Scheme::Bl => Some(Numbering::Bl),
            Scheme::Blocks
            | Scheme::Paths
            | Scheme::Fi
            | Scheme::Bri
            | Scheme::Calls
            | Scheme::Contexts
            | Scheme::Pcc => None,
        }
    }

    /// The value of a segment that has taken no edge yet.
    pub fn start(self) -> u64 {
        match self {
            Numbering::Pap => 1,
            Numbering::Bl => 0,
        }
    }
}

/// Largest number of paths a BL block may count; edges that would pass it are cut.
pub const BL_LIMIT: u64 = 1 << 62;

/// What the BL probe on the edge to a block's `k`-th successor does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BlEdge {
    /// Adds this to the id (always at least 1: the dummy exit edge has 0).
    Add(u64),
    /// A cut edge (a back edge, or one whose paths would overflow): logs the id and starts a
    /// new segment at the target. The value is the cut's index in the method.
    Cut(u32),
}

/// One method's numberings.
#[derive(Clone, Debug)]
pub struct MethodNumbering {
    /// Per block, its distinct normal successors in edge order.
    successors: Vec<Vec<u32>>,
    /// Per block, the sources of its normal in-edges, in block order (PAP's in-edge order).
    predecessors: Vec<Vec<u32>>,
    /// Per block, its virtual in-edges (method entry, exception entry): 0, 1 or 2.
    virtual_in: Vec<u32>,
    /// BL: per block, per successor, the edge's probe.
    bl_edges: Vec<Vec<BlEdge>>,
    /// BL: per block, the paths from it to the exit in the DAG.
    bl_paths: Vec<u64>,
    /// BL: cut edges (from, to), by index.
    cuts: Vec<(u32, u32)>,
}

impl MethodNumbering {
    /// The numberings of a method whose blocks are `blocks` (from its metadata). Edges to
    /// blocks the method does not have are left out (the decoder checks the metadata first).
    pub fn new(blocks: &[BlockMeta]) -> MethodNumbering {
        let count = blocks.len();
        let successors: Vec<Vec<u32>> = blocks
            .iter()
            .map(|b| {
                normal_successors(b)
                    .into_iter()
                    .filter(|&to| (to as usize) < count)
                    .collect()
            })
            .collect();
        let mut predecessors = vec![Vec::new(); count];
        for (from, succ) in successors.iter().enumerate() {
            for &to in succ {
                predecessors[to as usize].push(from as u32);
            }
        }
        let mut virtual_in = vec![0u32; count];
        if let Some(first) = virtual_in.first_mut() {
            *first += 1;
        }
        for h in handler_blocks(blocks) {
            if let Some(v) = virtual_in.get_mut(h as usize) {
                *v += 1;
            }
        }
        let bl = ball_larus(&successors, &handler_blocks(blocks));
        MethodNumbering {
            successors,
            predecessors,
            virtual_in,
            bl_edges: bl.edges,
            bl_paths: bl.paths,
            cuts: bl.cuts,
        }
    }

    pub fn block_count(&self) -> usize {
        self.successors.len()
    }

    /// The distinct normal successors of `block`.
    pub fn successors(&self, block: u32) -> &[u32] {
        self.successors
            .get(block as usize)
            .map_or(&[], Vec::as_slice)
    }

    /// PAP: the in-degree of `block`, virtual in-edges included.
    pub fn in_degree(&self, block: u32) -> u32 {
        let b = block as usize;
        match (self.predecessors.get(b), self.virtual_in.get(b)) {
            (Some(p), Some(v)) => p.len() as u32 + v,
            _ => 0,
        }
    }

    /// PAP: `(n, i)` when the edge `from -> to` is the `i`-th in-edge of a block with `n > 1`
    /// in-edges (the probe does `r = r * n + i`); `None` when it needs no probe or is no edge.
    pub fn pap_edge(&self, from: u32, to: u32) -> Option<(u32, u32)> {
        let n = self.in_degree(to);
        let i = self
            .predecessors
            .get(to as usize)?
            .iter()
            .position(|&p| p == from)?;
        (n > 1).then_some((n, i as u32))
    }

    /// PAP: the source of the `i`-th normal in-edge of `to`.
    pub fn pap_predecessor(&self, to: u32, i: u32) -> Option<u32> {
        self.predecessors.get(to as usize)?.get(i as usize).copied()
    }

    /// PAP: the blocks of the segment from `start` to `end` whose value is `r`, in order
    /// (`start` first, `end` last).
    pub fn pap_path(&self, start: u32, end: u32, mut r: u64) -> Result<Vec<u32>, String> {
        let count = self.block_count() as u32;
        if start >= count || end >= count {
            return Err(format!(
                "a segment from block {start} to block {end} in a method of {count} blocks"
            ));
        }
        if r == 0 {
            return Err("a PAP value of 0 (values start at 1)".into());
        }
        let mut path = vec![end];
        let mut v = end;
        // Each merge divides r by at least 2, and between merges the walk cannot pass a block
        // twice without one: a longer walk is damage.
        let bound = (self.block_count() + 1) * 65;
        while !(v == start && r == 1) {
            let preds = &self.predecessors[v as usize];
            let n = self.in_degree(v);
            let from = if n == 1 {
                *preds.first().ok_or_else(|| {
                    format!(
                        "block {v} is only entered from outside the method, not from block {start}"
                    )
                })?
            } else {
                let i = (r % u64::from(n)) as u32;
                r /= u64::from(n);
                if r == 0 {
                    return Err(format!(
                        "the PAP value runs out at block {v} before the start block {start}"
                    ));
                }
                *preds.get(i as usize).ok_or_else(|| {
                    format!("in-edge {i} of block {v} is the method's entry or a handler's, not an edge")
                })?
            };
            path.push(from);
            v = from;
            if path.len() > bound {
                return Err(format!(
                    "the PAP value leads round a loop without reaching block {start}"
                ));
            }
        }
        path.reverse();
        Ok(path)
    }

    /// BL: the probe on the edge from `from` to its successor `to`; `None` when it is no edge.
    pub fn bl_edge(&self, from: u32, to: u32) -> Option<BlEdge> {
        let k = self.successors(from).iter().position(|&s| s == to)?;
        self.bl_edges.get(from as usize)?.get(k).copied()
    }

    /// BL: the cut edge with index `cut`, as (from, to).
    pub fn cut(&self, cut: u32) -> Option<(u32, u32)> {
        self.cuts.get(cut as usize).copied()
    }

    pub fn cut_count(&self) -> u32 {
        self.cuts.len() as u32
    }

    /// BL: the paths from `block` to the exit in the DAG (every id from it is below this).
    pub fn bl_paths(&self, block: u32) -> u64 {
        self.bl_paths.get(block as usize).copied().unwrap_or(0)
    }

    /// BL: the blocks of the segment from `start` whose id is `id`, in order.
    pub fn bl_path(&self, start: u32, mut id: u64) -> Result<Vec<u32>, String> {
        let count = self.block_count() as u32;
        if start >= count {
            return Err(format!(
                "a segment from block {start} in a method of {count} blocks"
            ));
        }
        if id >= self.bl_paths(start) {
            return Err(format!(
                "BL id {id} from block {start}, which starts {} paths",
                self.bl_paths(start)
            ));
        }
        let mut path = vec![start];
        let mut v = start;
        while id != 0 {
            let next = self.successors[v as usize]
                .iter()
                .zip(&self.bl_edges[v as usize])
                .find_map(|(&w, edge)| match *edge {
                    BlEdge::Add(add) if id >= add && id - add < self.bl_paths(w) => Some((w, add)),
                    _ => None,
                });
            let (w, add) =
                next.ok_or_else(|| format!("BL id {id} fits no edge out of block {v}"))?;
            id -= add;
            v = w;
            path.push(w);
            if path.len() > self.block_count() {
                return Err("the BL id leads round a loop".into());
            }
        }
        Ok(path)
    }
}

/// BL's numbering of one method: the probe of each edge, the path counts, the cut edges.
struct BallLarus {
    edges: Vec<Vec<BlEdge>>,
    paths: Vec<u64>,
    cuts: Vec<(u32, u32)>,
}

/// Cut edges (back edges first found by a depth-first search, then overflowing ones), the
/// edge increments and the path counts of the DAG that is left.
fn ball_larus(successors: &[Vec<u32>], handlers: &[u32]) -> BallLarus {
    let count = successors.len();
    // 0 unvisited, 1 on the stack, 2 done.
    let mut state = vec![0u8; count];
    // Per block, per successor: cut (a back edge, later also an overflowing one).
    let mut cut_at: Vec<Vec<bool>> = successors.iter().map(|s| vec![false; s.len()]).collect();
    let mut postorder = Vec::with_capacity(count);
    let roots = std::iter::once(0u32)
        .chain(handlers.iter().copied())
        .chain(0..count as u32)
        .filter(|&r| (r as usize) < count);
    for root in roots {
        if state[root as usize] != 0 {
            continue;
        }
        // (block, next successor to look at)
        let mut stack = vec![(root, 0usize)];
        state[root as usize] = 1;
        while let Some(&mut (v, ref mut k)) = stack.last_mut() {
            let succ = &successors[v as usize];
            if *k < succ.len() {
                let w = succ[*k];
                let edge = *k;
                *k += 1;
                match state[w as usize] {
                    0 => {
                        state[w as usize] = 1;
                        stack.push((w, 0));
                    }
                    1 => cut_at[v as usize][edge] = true,
                    _ => {}
                }
            } else {
                state[v as usize] = 2;
                postorder.push(v);
                stack.pop();
            }
        }
    }
    let mut paths = vec![0u64; count];
    let mut edges: Vec<Vec<BlEdge>> = successors
        .iter()
        .map(|s| vec![BlEdge::Add(0); s.len()])
        .collect();
    // Postorder puts every DAG successor before its predecessors.
    for &v in &postorder {
        let mut total: u64 = 1;
        for (k, &w) in successors[v as usize].iter().enumerate() {
            if cut_at[v as usize][k] {
                continue;
            }
            let add = total;
            match total.checked_add(paths[w as usize]) {
                Some(t) if t <= BL_LIMIT => {
                    edges[v as usize][k] = BlEdge::Add(add);
                    total = t;
                }
                _ => cut_at[v as usize][k] = true,
            }
        }
        paths[v as usize] = total;
    }
    let mut cuts = Vec::new();
    for (v, succ) in successors.iter().enumerate() {
        for (k, &w) in succ.iter().enumerate() {
            if cut_at[v][k] {
                edges[v][k] = BlEdge::Cut(cuts.len() as u32);
                cuts.push((v as u32, w));
            }
        }
    }
    BallLarus { edges, paths, cuts }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 0 -> 1; 1: loop header, -> 2 | 4; 2 -> 1 | 3 (a diamond-ish body); 3 -> 1;
    /// 4 returns; 5 handler of block 2, -> 4.
    fn looped() -> Vec<BlockMeta> {
        vec![
            BlockMeta::with_edges(&[(Some(1), "goto")]),
            BlockMeta::with_edges(&[(Some(2), "taken"), (Some(4), "not-taken")]),
            BlockMeta::with_edges(&[
                (Some(1), "taken"),
                (Some(3), "not-taken"),
                (Some(5), "catch-all"),
            ]),
            BlockMeta::with_edges(&[(Some(1), "goto")]),
            BlockMeta::with_edges(&[(None, "return")]),
            BlockMeta::with_edges(&[(Some(4), "goto")]),
        ]
    }

    /// The PAP value of `path` from its first block, as the runtime computes it.
    fn pap_value(m: &MethodNumbering, path: &[u32]) -> u64 {
        let mut r = 1u64;
        for w in path.windows(2) {
            if let Some((n, i)) = m.pap_edge(w[0], w[1]) {
                r = r * u64::from(n) + u64::from(i);
            }
        }
        r
    }

    fn bl_value(m: &MethodNumbering, path: &[u32]) -> Option<u64> {
        let mut id = 0;
        for w in path.windows(2) {
            match m.bl_edge(w[0], w[1])? {
                BlEdge::Add(a) => id += a,
                BlEdge::Cut(_) => return None,
            }
        }
        Some(id)
    }

    #[test]
    fn pap_paths_round_trip_through_loops() {
        let m = MethodNumbering::new(&looped());
        // Block 1 has three normal in-edges (0, 2, 3); block 0 only the entry; block 4 two
        // normal ones; handler 5 only the exception entry.
        assert_eq!(m.in_degree(1), 3);
        assert_eq!(m.in_degree(0), 1);
        assert_eq!(m.in_degree(5), 1);
        assert_eq!(m.pap_edge(0, 1), Some((3, 0)));
        assert_eq!(m.pap_edge(0, 2), None);
        let paths: [&[u32]; 5] = [
            &[0, 1, 2, 1, 2, 3, 1, 4],
            &[0],
            &[1, 2, 1],
            &[2, 1, 2, 3, 1, 2],
            &[5, 4],
        ];
        for path in paths {
            let r = pap_value(&m, path);
            let decoded = m.pap_path(path[0], *path.last().unwrap(), r).unwrap();
            assert_eq!(decoded, path, "r = {r}");
        }
        // A wrong value is an error, not a panic or an endless walk.
        assert!(m.pap_path(0, 4, 0).is_err());
        for r in 1..200 {
            let _ = m.pap_path(0, 4, r);
            let _ = m.pap_path(3, 3, r);
        }
    }

    #[test]
    fn pap_start_block_with_one_in_edge_in_a_loop_is_not_ambiguous() {
        // 0 -> 0 (a self loop) | 1: the entry's virtual in-edge makes block 0 a merge.
        let m = MethodNumbering::new(&[
            BlockMeta::with_edges(&[(Some(0), "taken"), (Some(1), "not-taken")]),
            BlockMeta::with_edges(&[(None, "return")]),
        ]);
        for loops in 0..5 {
            let mut path = vec![0; loops + 1];
            path.push(1);
            let r = pap_value(&m, &path);
            assert_eq!(m.pap_path(0, 1, r).unwrap(), path);
        }
    }

    #[test]
    fn bl_ids_are_unique_per_start_and_back_edges_are_cut() {
        let m = MethodNumbering::new(&looped());
        // The back edges 2 -> 1 and 3 -> 1 are cut.
        assert_eq!(m.cut_count(), 2);
        assert_eq!(m.bl_edge(2, 1), Some(BlEdge::Cut(0)));
        assert_eq!(m.bl_edge(3, 1), Some(BlEdge::Cut(1)));
        assert_eq!(m.cut(1), Some((3, 1)));
        for start in 0..6u32 {
            let mut seen = std::collections::HashSet::new();
            // Every acyclic path from `start`: enumerate by depth-first search.
            let mut stack = vec![vec![start]];
            while let Some(path) = stack.pop() {
                let id = bl_value(&m, &path).unwrap();
                assert!(seen.insert(id), "id {id} twice from {start}");
                assert!(id < m.bl_paths(start));
                assert_eq!(m.bl_path(start, id).unwrap(), path);
                let last = *path.last().unwrap();
                for &w in m.successors(last) {
                    if let Some(BlEdge::Add(_)) = m.bl_edge(last, w) {
                        let mut longer = path.clone();
                        longer.push(w);
                        stack.push(longer);
                    }
                }
            }
            assert_eq!(seen.len() as u64, m.bl_paths(start));
        }
        assert!(m.bl_path(0, m.bl_paths(0)).is_err());
        assert!(m.bl_path(9, 0).is_err());
    }

    #[test]
    fn bl_cuts_edges_whose_paths_would_overflow() {
        // 70 diamonds in a row: 2^70 paths from block 0, more than a long holds.
        let mut blocks = Vec::new();
        for d in 0..70u32 {
            let b = 3 * d;
            blocks.push(BlockMeta::with_edges(&[
                (Some(b + 1), "taken"),
                (Some(b + 2), "not-taken"),
            ]));
            blocks.push(BlockMeta::with_edges(&[(Some(b + 3), "goto")]));
            blocks.push(BlockMeta::with_edges(&[(Some(b + 3), "goto")]));
        }
        blocks.push(BlockMeta::with_edges(&[(None, "return")]));
        let m = MethodNumbering::new(&blocks);
        assert!(m.cut_count() > 0);
        assert!((0..blocks.len() as u32).all(|b| m.bl_paths(b) <= BL_LIMIT));
        let path: Vec<u32> = (0..70u32).flat_map(|d| [3 * d, 3 * d + 2]).collect();
        // The path up to the first cut edge decodes.
        let upto = path
            .windows(2)
            .position(|w| matches!(m.bl_edge(w[0], w[1]), Some(BlEdge::Cut(_))))
            .map_or(path.len(), |p| p + 1);
        let id = bl_value(&m, &path[..upto]).unwrap();
        assert_eq!(m.bl_path(0, id).unwrap(), &path[..upto]);
    }

    #[test]
    fn the_runtime_tags_its_chunks_pathids() {
        let text = include_str!("../smali/adaptrace/rt/PathIds.smali");
        assert!(text.contains(&format!("const/16 v1, {TAG_PATHIDS:#x}")));
    }

    #[test]
    fn numbering_codes_round_trip() {
        for n in [Numbering::Pap, Numbering::Bl] {
            assert_eq!(Numbering::from_code(n.code()), Some(n));
        }
        assert_eq!(Numbering::from_code(0), None);
    }
}
