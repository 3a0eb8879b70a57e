//! Calling-context ids on a lazily built, versioned call graph (Luce; issue `contexts`): the
//! reference of the runtime's encoding ([`Graph`]) and the decoder's inverse ([`Replay`]).
//!
//! **Encoding.** Every frame carries a context id `<c, v>`: `c` an integer, `v` the version of
//! the shared call graph it was computed in. Entering method `n` from a frame of `p` at call
//! site `l` runs Luce's `Update` on the edge `e = (p, n, l)` in one critical section:
//!
//! 1. `lv(p) <- v`, the caller's version;
//! 2. `e` is added to `n`'s incoming edges if new (its insertion index orders them);
//! 3. `numCC(n) <- sum of numCC(q)` over `n`'s incoming edges `(q, n, _)`, when the callee's
//!    id (below) reaches `numCC(n)`;
//!
//! each of which, when it changes the graph, bumps the version and is logged ([`Change`]).
//! The callee's id is `<c + av(e), v'>`, `av(e)` being the sum of `numCC` of the sources of the
//! edges inserted before `e`. Luce raises `numCC(n)` at every entry; the walk back needs
//! only every frame's id below its node's count, and raising it when an id reaches it keeps
//! recursion from changing the graph at every call (with one recursive site the paper's count
//! grows by one at each recursive call, for ever; here only when a deeper level is reached). Unlike the paper, `av(e)` is taken from the counts before step 3
//! (on a recursive edge the callee is its own caller, and an id computed from the new count of
//! a source could reach past that source's count, which the walk back needs it to stay below),
//! and `v'` is not the current version but the *earliest version at which everything the walk
//! back from the callee reads already held*: the last changes of `lv(p)`, of the edges up to
//! `e` and of their sources' counts (all before step 3). The walk reads just those, so it finds
//! the same at `v'` as at the update. With the paper's `v'`, every change moves the version on,
//! so each new frame's first call changes its `lv` again, which moves the version on: a frame
//! of a call-heavy app would log a change per call for ever; with the earliest version, frames
//! made alike get the same version, and the graph settles. A frame with no caller (a thread's
//! first method, a callback that finds no pending call site) enters from the root, whose
//! `numCC` is 1.
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
//! with id `<0, 0>`. Frames above carry the cut's number, so the decoder joins the stack
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

/// The chunk tag of a thread's `contexts` records (FORMATS.md, "The `contexts` runtime").
pub const TAG_CONTEXTS: u8 = 0x70;

/// The chunk tag of the graph's changes (GRAPH): the index of the first change, then four
/// big-endian u32s per change.
pub const TAG_GRAPH: u8 = 0x71;

/// The chunk tag of a thread's `pcc` records: a u32 format (1), a u32 record count, then
/// records of a tag byte (1 EVENT: a LEB128 method id and the value's 8 bytes, little-endian;
/// 2 END: the thread died).
pub const TAG_PCC: u8 = 0x72;

/// The runtime marker of the app's method count, which sizes the graph's nodes.
pub const METHODS_MARKER: &str = "CONTEXTS_METHODS";

/// The format code a CONTEXTS or PCC chunk starts with.
pub const FORMAT: u32 = 1;

/// The tags of the `contexts` records.
pub mod record {
    /// node, id: an event at a method entry, the entered frame's context.
    pub const ENTER: u8 = 1;
    /// version: the frames of later records were entered in this graph version.
    pub const VERSION: u8 = 2;
    /// cut: the frames of later records stand above the thread's cut with this number.
    pub const BELOW: u8 = 3;
    /// node, id, version, cut, site + 1: the thread's next cut and the caller's frame; later
    /// frames stand above it (as a BELOW with its number would say).
    pub const CUT: u8 = 4;
    /// label, node, id: `Context.event(label)` in the innermost frame.
    pub const MARK: u8 = 5;
    /// The outermost app frame was left.
    pub const DONE: u8 = 6;
    /// The thread died of an uncaught exception.
    pub const END: u8 = 7;
    /// depth: the process exited with this many app frames open.
    pub const OPEN: u8 = 8;
    /// depth, site + 1: CUT whose caller is the frame at `depth` (0: the root) of the stack of
    /// the last ENTER or MARK.
    pub const CUT_AT: u8 = 9;
}

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

    /// The node the runtime numbers `value` in an app of `methods` methods: 0 the root,
    /// `1 + m` method `m`, `1 + methods + m` method `m` entered through a cut.
    pub fn from_runtime(value: u32, methods: u32) -> Option<Node> {
        match value.checked_sub(1) {
            None => Some(Node::Root),
            Some(m) if m < methods => Some(Node::Method(m)),
            Some(n) => {
                let m = n - methods;
                (m < methods).then_some(Node::Cut(m))
            }
        }
    }
}

impl Change {
    /// The change the runtime logs as the four ints `words` (kind and three values) in an app
    /// of `methods` methods; the reason when they are none.
    pub fn from_runtime(words: [u32; 4], methods: u32) -> Result<Change, String> {
        let node = |value: u32| {
            Node::from_runtime(value, methods)
                .ok_or_else(|| format!("node {value} is past the app's {methods} methods"))
        };
        let method = |value: u32| match node(value)? {
            Node::Method(m) => Ok(m),
            other => Err(format!("{other:?} cannot be a callee")),
        };
        match words[0] {
            1 => Ok(Change::Version {
                node: node(words[1])?,
                version: words[2],
            }),
            2 if words[3] >= methods => Err(format!(
                "callee {} is past the app's {methods} methods",
                words[3]
            )),
            2 => Ok(Change::Edge {
                caller: node(words[1])?,
                site: words[2],
                callee: words[3],
            }),
            3 => Ok(Change::Count {
                node: method(words[1])?,
                count: (u64::from(words[2]) << 32) | u64::from(words[3]),
            }),
            kind => Err(format!("change kind {kind} is none the runtime logs")),
        }
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
    /// Per callee, its incoming edges in insertion order: caller, site, the version that
    /// added it.
    incoming: HashMap<u32, Vec<(Node, u32, u32)>>,
    /// `numCC` and the version of its last change.
    count: HashMap<u32, (u64, u32)>,
    /// `lv` and the version of its last change.
    last_version: HashMap<Node, (u32, u32)>,
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

    /// `numCC(node)` and the version of its last change (roots: 1, always).
    fn count_of(&self, node: Node) -> (u64, u32) {
        match node {
            Node::Method(m) => self.count.get(&m).copied().unwrap_or((0, 0)),
            _ => (1, 0),
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
            .position(|&(node, s, _)| node == caller.node && s == site);
        // The addition value and numCC(callee), both from the counts before the update, and
        // the latest change the walk back through the edge reads.
        let mut addition = 0u64;
        let mut total = 0u64;
        let mut needed = caller.version;
        for (i, &(node, _, added)) in edges.iter().enumerate() {
            if Some(i) == index {
                addition = total;
            }
            let (count, changed) = self.count_of(node);
            total = total.saturating_add(count);
            if index.is_none_or(|e| i <= e) {
                needed = needed.max(added).max(changed);
            }
        }
        if index.is_none() {
            addition = total;
            let (count, changed) = self.count_of(caller.node);
            total = total.saturating_add(count);
            needed = needed.max(changed);
        }
        let id = caller.id.saturating_add(addition);
        if total > LIMIT || id > LIMIT {
            *cuts += 1;
            // A root's walk reads no version: 0 keeps the frames above from seeming newer.
            let frame = Frame {
                node: Node::Cut(callee),
                id: 0,
                version: 0,
                cut: *cuts,
            };
            return (frame, Some(Cut { caller, site }));
        }
        if !caller.node.is_root() {
            let lv = self.last_version.get(&caller.node).copied();
            if lv.map(|(v, _)| v) != Some(caller.version) {
                self.log.push(Change::Version {
                    node: caller.node,
                    version: caller.version,
                });
                self.last_version
                    .insert(caller.node, (caller.version, self.version()));
            }
            needed = needed.max(self.last_version[&caller.node].1);
        }
        if index.is_none() {
            self.log.push(Change::Edge {
                caller: caller.node,
                site,
                callee,
            });
            let added = self.version();
            self.incoming
                .entry(callee)
                .or_default()
                .push((caller.node, site, added));
            needed = needed.max(added);
        }
        let frame = Frame {
            node: Node::Method(callee),
            id,
            version: needed,
            cut: caller.cut,
        };
        // numCC(callee) goes up only when the callee's id reaches it.
        let (count, _) = self.count_of(Node::Method(callee));
        if id >= count && count != total {
            self.log.push(Change::Count {
                node: callee,
                count: total,
            });
            self.count.insert(callee, (total, self.version()));
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

    /// `De(n, <c, v>)`: the calls from the root (or from a cut) to `frame`, outermost first,
    /// each with its frame, and the root reached.
    fn walk(&self, frame: &Frame) -> Result<(Vec<(Call, Frame)>, Node), String> {
        let mut out = Vec::new();
        let (mut node, mut id, mut version) = (frame.node, frame.id, frame.version);
        if version > self.version {
            return Err(format!(
                "version {version} is past the graph's last change ({})",
                self.version
            ));
        }
        while let Node::Method(method) = node {
            let here = Frame {
                node,
                id,
                version,
                cut: frame.cut,
            };
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
            out.push((Call { method, site }, here));
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
            let here = Frame {
                node,
                id: 0,
                version: 0,
                cut: frame.cut,
            };
            let call = Call {
                method,
                site: NO_SITE,
            };
            out.push((call, here));
        }
        out.reverse();
        Ok((out, node))
    }

    /// The whole stack of `frame`, outermost first, joining the stacks of the cuts below it
    /// (`cuts[k - 1]` is the thread's cut `k`).
    pub fn stack(&self, frame: &Frame, cuts: &[Cut]) -> Result<Vec<Call>, String> {
        Ok(self
            .frames(frame, cuts)?
            .into_iter()
            .map(|(call, _)| call)
            .collect())
    }

    /// [`Replay::stack`], each call with the frame it made.
    pub fn frames(&self, frame: &Frame, cuts: &[Cut]) -> Result<Vec<(Call, Frame)>, String> {
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
            if let Some((first, _)) = segments.last_mut().and_then(|s| s.first_mut()) {
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
