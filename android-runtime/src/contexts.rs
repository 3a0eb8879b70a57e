//! Calling-context ids on a lazily built, versioned call graph (Luce; issue `contexts`): the
//! reference of the runtime's encoding ([`Graph`]) and the decoder's inverse ([`Replay`]).
//!
//! **Encoding.** Every frame carries a context id `<c, v>`: `c` an integer, `v` the version of
//! the shared call graph it was computed in. Entering method `n` from a frame of `p` at call
//! site `l` runs Luce's `Update` on the edge `e = (p, n, l)` in one critical section:
//!
//! 1. `lv(p) <- v`, the caller's version;
//! 2. `e` is added to `n`'s incoming edges if new (its insertion index orders them);
//! 3. `numCC(n) <- sum of numCC(q)` over `n`'s incoming edges `(q, n, _)`;
//!
//! each of which, when it changes the graph, bumps the version and is logged ([`Change`]).
//! The callee's id is `<c + av(e), v'>`, `av(e)` being the sum of `numCC` of the sources of the
//! edges inserted before `e`. Unlike the paper, `v'` is the version before step 3's change and
//! `av(e)` is taken from the counts before it: on a recursive edge the callee is its own
//! caller, and an id computed from the new count of a source could reach past that source's
//! count, which the walk back needs it to stay below. A frame with no caller (a thread's first
//! method, a callback that finds no pending call site) enters from the root, whose `numCC` is 1.
//!
//! **Decoding.** `De(n, <c, v>)` walks back: the incoming edge of `n` present at version `v`
//! with the greatest `av(e, v) <= c` is the call that entered `n`; the caller's id is
//! `<c - av(e, v), lv_v(p)>`. [`Replay`] keeps, per node, the history of its edges, `numCC`
//! and `lv`, so memory grows with the graph's changes, not with the events; recursion needs no
//! stack, as `numCC` grows along a recursive cycle (the paper's "nodeUpdated" events).
//!
//! **Overflow.** Ids are kept at most [`LIMIT`] (`i64::MAX`, a Java `long` that stays
//! non-negative). Recursion through two recursive sites doubles `numCC` per level, so about 63
//! levels reach it. When an update would take `numCC(n)` or the id past the limit, nothing of
//! it is applied: the thread logs a [`Cut`] instead, holding the caller's frame and the site,
//! and the callee starts afresh at the node [`Node::Cut`]`(n)`, a root of its own (`numCC` 1)
//! with id `<0, v>`. Frames above carry the cut's number, so the decoder joins the stack
//! decoded below the cut to the one above it. A cycle through `n` past the limit cuts once per
//! round: exact, at one record per round.
//!
//! **The runtime's graph** is `smali/adaptrace/rt/ContextsGraph.smali`, the same update on
//! arrays under one lock. An entry needs no update when the graph has not changed since the
//! thread made the same entry (caller node and version, site, callee): each thread keeps a
//! small cache of its entries with the graph version they were made at, and compares it with
//! the graph's version (a volatile field written when an update completes), so an app whose
//! call graph has settled takes no lock. `tests/contexts_jvm.rs` runs threads through it on
//! the host JVM, two of them racing to add the same edges, and decodes every id it gave with
//! [`Replay`].

use std::collections::HashMap;

/// The greatest id and `numCC`.
pub const LIMIT: u64 = i64::MAX as u64;

/// The site of an entry from the root: no app call site is pending.
pub const NO_SITE: u32 = u32::MAX;

/// The most frames a walk takes before it is taken for a cycle of damaged ids or log: far more
/// than any VM stack holds.
const MAX_DEPTH: usize = 1 << 24;

/// A node of the call graph.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Node {
    /// Where threads and unexplained callbacks start; `numCC` 1.
    Root,
    /// An instrumented method, by id.
    Method(u32),
    /// Method `n` entered through a cut: a root of its own (`numCC` 1).
    Cut(u32),
}

impl Node {
    fn is_root(self) -> bool {
        !matches!(self, Node::Method(_))
    }
}

/// A graph change; change `i` of the log makes version `i + 1`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Change {
    /// `lv(node) <- version`.
    Version { node: Node, version: u32 },
    /// A new edge, inserted after every other incoming edge of `callee`.
    Edge {
        caller: Node,
        site: u32,
        callee: u32,
    },
    /// `numCC(node) <- count`.
    Count { node: u32, count: u64 },
}

/// A frame's context id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Frame {
    pub node: Node,
    /// `c`.
    pub id: u64,
    /// `v`.
    pub version: u32,
    /// The number of the innermost cut below the frame (1 for the thread's first); 0: none.
    pub cut: u32,
}

/// What a thread logs when an update would overflow: the caller's frame and the call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cut {
    pub caller: Frame,
    pub site: u32,
}

/// One frame of a decoded stack: its method and the call site in the frame below that entered
/// it ([`NO_SITE`] for the outermost).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Call {
    pub method: u32,
    pub site: u32,
}

/// The shared call graph as the runtime builds it; its log is what the decoder replays.
#[derive(Debug, Default)]
pub struct Graph {
    /// Per callee, its incoming edges in insertion order.
    incoming: HashMap<u32, Vec<(Node, u32)>>,
    count: HashMap<u32, u64>,
    last_version: HashMap<Node, u32>,
    log: Vec<Change>,
}

impl Graph {
    pub fn new() -> Graph {
        Graph::default()
    }

    /// The current version: the number of changes so far.
    pub fn version(&self) -> u32 {
        self.log.len() as u32
    }

    pub fn log(&self) -> &[Change] {
        &self.log
    }

    fn count_of(&self, node: Node) -> u64 {
        match node {
            Node::Method(m) => self.count.get(&m).copied().unwrap_or(0),
            _ => 1,
        }
    }

    /// Luce's `Entered`: `callee` is entered from `from` (the caller's frame and the call site),
    /// or from the root. Returns the callee's frame, and the cut to log when the update would
    /// overflow (`cuts` numbers them per thread).
    pub fn enter(
        &mut self,
        from: Option<(&Frame, u32)>,
        callee: u32,
        cuts: &mut u32,
    ) -> (Frame, Option<Cut>) {
        let (caller, site) = match from {
            Some((frame, site)) => (*frame, site),
            None => (
                Frame {
                    node: Node::Root,
                    id: 0,
                    version: 0,
                    cut: 0,
                },
                NO_SITE,
            ),
        };
        let edges = self.incoming.get(&callee).map(Vec::as_slice).unwrap_or(&[]);
        let index = edges
            .iter()
            .position(|&(node, s)| node == caller.node && s == site);
        // The addition value and numCC(callee) both from the counts before the update.
        let counted = |edges: &[(Node, u32)]| {
            edges.iter().fold(0u64, |sum, &(node, _)| {
                sum.saturating_add(self.count_of(node))
            })
        };
        let addition = counted(&edges[..index.unwrap_or(edges.len())]);
        let mut total = counted(edges);
        if index.is_none() {
            total = total.saturating_add(self.count_of(caller.node));
        }
        let id = caller.id.saturating_add(addition);
        if total > LIMIT || id > LIMIT {
            *cuts += 1;
            let frame = Frame {
                node: Node::Cut(callee),
                id: 0,
                version: self.version(),
                cut: *cuts,
            };
            return (frame, Some(Cut { caller, site }));
        }
        if !caller.node.is_root() && self.last_version.get(&caller.node) != Some(&caller.version) {
            self.last_version.insert(caller.node, caller.version);
            self.log.push(Change::Version {
                node: caller.node,
                version: caller.version,
            });
        }
        if index.is_none() {
            self.incoming
                .entry(callee)
                .or_default()
                .push((caller.node, site));
            self.log.push(Change::Edge {
                caller: caller.node,
                site,
                callee,
            });
        }
        let frame = Frame {
            node: Node::Method(callee),
            id,
            version: self.version(),
            cut: caller.cut,
        };
        if self.count.get(&callee) != Some(&total) {
            self.count.insert(callee, total);
            self.log.push(Change::Count {
                node: callee,
                count: total,
            });
        }
        (frame, None)
    }
}

/// The history of one node: the versions at which its values changed, oldest first.
#[derive(Debug, Default)]
struct History {
    /// Incoming edges: (version added, caller, site).
    incoming: Vec<(u32, Node, u32)>,
    count: Vec<(u32, u64)>,
    last_version: Vec<(u32, u32)>,
}

/// The value in force at `version` of a history of `(version changed, value)`.
fn at<T: Copy>(history: &[(u32, T)], version: u32) -> Option<T> {
    let after = history.partition_point(|&(v, _)| v <= version);
    after.checked_sub(1).map(|i| history[i].1)
}

/// The decoder's call graph: every version of it, rebuilt from the log.
#[derive(Debug, Default)]
pub struct Replay {
    nodes: HashMap<Node, History>,
    version: u32,
}

impl Replay {
    pub fn new() -> Replay {
        Replay::default()
    }

    /// The version the changes applied so far make.
    pub fn version(&self) -> u32 {
        self.version
    }

    /// Applies the next change of the log.
    pub fn apply(&mut self, change: Change) {
        self.version += 1;
        let version = self.version;
        match change {
            Change::Version { node, version: v } => self
                .nodes
                .entry(node)
                .or_default()
                .last_version
                .push((version, v)),
            Change::Edge {
                caller,
                site,
                callee,
            } => self
                .nodes
                .entry(Node::Method(callee))
                .or_default()
                .incoming
                .push((version, caller, site)),
            Change::Count { node, count } => self
                .nodes
                .entry(Node::Method(node))
                .or_default()
                .count
                .push((version, count)),
        }
    }

    fn count_at(&self, node: Node, version: u32) -> Result<u64, String> {
        if node.is_root() {
            return Ok(1);
        }
        self.nodes
            .get(&node)
            .and_then(|h| at(&h.count, version))
            .ok_or_else(|| format!("{node:?} has no context count at version {version}"))
    }

    /// `De(n, <c, v>)`: the calls from the root (or from a cut) to `frame`, outermost first, and
    /// the root reached.
    fn walk(&self, frame: &Frame) -> Result<(Vec<Call>, Node), String> {
        let mut out = Vec::new();
        let (mut node, mut id, mut version) = (frame.node, frame.id, frame.version);
        if version > self.version {
            return Err(format!(
                "version {version} is past the graph's last change ({})",
                self.version
            ));
        }
        while let Node::Method(method) = node {
            let history = self
                .nodes
                .get(&node)
                .ok_or_else(|| format!("{node:?} has no incoming edge"))?;
            let mut entered = None;
            let mut addition: u64 = 0;
            for &(added, caller, site) in &history.incoming {
                if added > version || addition > id {
                    break;
                }
                entered = Some((caller, site, addition));
                addition = addition.saturating_add(self.count_at(caller, version)?);
            }
            let (caller, site, addition) = entered
                .ok_or_else(|| format!("{node:?} has no incoming edge at version {version}"))?;
            out.push(Call { method, site });
            id -= addition;
            version = match caller {
                root if root.is_root() => 0,
                _ => self
                    .nodes
                    .get(&caller)
                    .and_then(|h| at(&h.last_version, version))
                    .ok_or_else(|| format!("{caller:?} has no version at {version}"))?,
            };
            node = caller;
            if out.len() > MAX_DEPTH {
                return Err("the walk does not reach a root: damaged ids or log".into());
            }
        }
        if id != 0 {
            return Err(format!("{id} is left at the root {node:?}"));
        }
        if let Node::Cut(method) = node {
            out.push(Call {
                method,
                site: NO_SITE,
            });
        }
        out.reverse();
        Ok((out, node))
    }

    /// The whole stack of `frame`, outermost first, joining the stacks of the cuts below it
    /// (`cuts[k - 1]` is the thread's cut `k`).
    pub fn stack(&self, frame: &Frame, cuts: &[Cut]) -> Result<Vec<Call>, String> {
        let mut segments = Vec::new();
        let mut frame = *frame;
        loop {
            let (calls, root) = self.walk(&frame)?;
            segments.push(calls);
            if !matches!(root, Node::Cut(_)) {
                break;
            }
            let cut = frame
                .cut
                .checked_sub(1)
                .and_then(|k| cuts.get(k as usize))
                .ok_or_else(|| format!("cut {} was not logged", frame.cut))?;
            if let Some(first) = segments.last_mut().and_then(|s| s.first_mut()) {
                first.site = cut.site;
            }
            if cut.caller.cut >= frame.cut {
                return Err(format!("cut {} names a later cut below it", frame.cut));
            }
            frame = cut.caller;
        }
        Ok(segments.into_iter().rev().flatten().collect())
    }
}

#[cfg(test)]
mod tests;
