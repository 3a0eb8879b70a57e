//! Calling-context profiles (k-calling-context profiling, D'Elia, Demetrescu and Finocchi):
//! the calling context tree ([`Cct`]), the k-slab forest built online as the paper's Fig. 7
//! does ([`SlabForest`]), and the forests derived from either: the k-calling-context forest
//! `inv_k` ([`Forest::inverse`]), its chain-pruned form, the x%-similar ∞-CCF and the hot
//! k-contexts.
//!
//! Every thread has its own synthetic root, labelled by its name (threads of the same name in
//! several traces share it): it is the `root` call of the paper, so a tree's root path is the
//! thread followed by the methods on the stack, and the leaves of a k-CCF add up to the calls
//! plus one per root.

use rustc_hash::FxHashMap;

use crate::run::CallSite;

/// No node (a root's parent, an empty location).
pub const NONE: u32 = u32::MAX;

/// What a profile node stands for.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Label {
    /// The synthetic root of the threads of this name.
    Thread(String),
    /// A method, wherever it was called from.
    Method(u32),
    /// A method entered from this call site (`None`: no app frame called it), when profiles
    /// keep call sites.
    MethodAt { method: u32, site: Option<CallSite> },
}

impl Label {
    /// The method the label names, `None` for a thread's root.
    pub fn method(&self) -> Option<u32> {
        match *self {
            Label::Thread(_) => None,
            Label::Method(m) | Label::MethodAt { method: m, .. } => Some(m),
        }
    }
}

/// Labels by number: profiles store a `u32` per node.
#[derive(Debug, Default)]
pub struct Labels {
    labels: Vec<Label>,
    ids: FxHashMap<Label, u32>,
    /// Per method, its [`Label::Method`] number ([`NONE`] until first seen): the common case
    /// costs no hashing.
    methods: Vec<u32>,
}

impl Labels {
    pub fn intern(&mut self, label: Label) -> u32 {
        if let Label::Method(m) = label {
            if let Some(&id) = self.methods.get(m as usize) {
                if id != NONE {
                    return id;
                }
            }
        }
        if let Some(&id) = self.ids.get(&label) {
            return id;
        }
        let id = self.labels.len() as u32;
        if let Label::Method(m) = label {
            let m = m as usize;
            if self.methods.len() <= m {
                self.methods.resize(m + 1, NONE);
            }
            self.methods[m] = id;
        }
        self.ids.insert(label.clone(), id);
        self.labels.push(label);
        id
    }

    pub fn get(&self, id: u32) -> Option<&Label> {
        self.labels.get(id as usize)
    }

    /// The number of `label`, if it has one.
    pub fn id(&self, label: &Label) -> Option<u32> {
        self.ids.get(label).copied()
    }

    pub fn len(&self) -> usize {
        self.labels.len()
    }

    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// Whether `id` is a thread's root.
    pub fn is_thread(&self, id: u32) -> bool {
        matches!(self.get(id), Some(Label::Thread(_)))
    }
}

/// A node of a labelled forest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Node {
    pub label: u32,
    /// [`NONE`] for a root.
    pub parent: u32,
    /// Activations of the node's context (calls, for a CCT or k-SF node).
    pub count: u64,
}

/// A labelled forest whose children are found by label in constant time.
#[derive(Debug, Default)]
pub struct Tree {
    nodes: Vec<Node>,
    roots: FxHashMap<u32, u32>,
    children: FxHashMap<(u32, u32), u32>,
}

impl Tree {
    pub fn nodes(&self) -> &[Node] {
        &self.nodes
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The child of `parent` (a root when [`NONE`]) labelled `label`, made when missing.
    pub fn child(&mut self, parent: u32, label: u32) -> u32 {
        let next = self.nodes.len() as u32;
        let id = if parent == NONE {
            *self.roots.entry(label).or_insert(next)
        } else {
            *self.children.entry((parent, label)).or_insert(next)
        };
        if id == next {
            self.nodes.push(Node {
                label,
                parent,
                count: 0,
            });
        }
        id
    }

    /// The existing child of `parent` labelled `label`.
    pub fn find(&self, parent: u32, label: u32) -> Option<u32> {
        if parent == NONE {
            self.roots.get(&label).copied()
        } else {
            self.children.get(&(parent, label)).copied()
        }
    }

    pub fn add(&mut self, node: u32, count: u64) {
        if let Some(n) = self.nodes.get_mut(node as usize) {
            n.count += count;
        }
    }

    /// The node's depth (a root's is 0).
    pub fn depth(&self, mut node: u32) -> usize {
        let mut depth = 0;
        while let Some(n) = self.nodes.get(node as usize) {
            if n.parent == NONE {
                break;
            }
            depth += 1;
            node = n.parent;
        }
        depth
    }

    /// Labels on the path from the root to `node`, root first.
    pub fn path(&self, mut node: u32) -> Vec<u32> {
        let mut path = Vec::new();
        while let Some(n) = self.nodes.get(node as usize) {
            path.push(n.label);
            node = n.parent;
        }
        path.reverse();
        path
    }

    /// Whether the two forests are the same labelled forest with the same counts, whatever
    /// order their nodes were made in.
    pub fn same_as(&self, other: &Tree) -> bool {
        if self.nodes.len() != other.nodes.len() {
            return false;
        }
        // Nodes are made after their parents, so each parent is matched before its children.
        let mut matched = vec![NONE; self.nodes.len()];
        for (i, n) in self.nodes.iter().enumerate() {
            let parent = if n.parent == NONE {
                NONE
            } else {
                matched[n.parent as usize]
            };
            match other.find(parent, n.label) {
                Some(o) if other.nodes[o as usize].count == n.count => matched[i] = o,
                _ => return false,
            }
        }
        true
    }

    /// Each node's children, in the order they were made.
    pub fn child_lists(&self) -> Vec<Vec<u32>> {
        let mut lists = vec![Vec::new(); self.nodes.len()];
        for (i, n) in self.nodes.iter().enumerate() {
            if n.parent != NONE {
                lists[n.parent as usize].push(i as u32);
            }
        }
        lists
    }

    /// The roots, in the order they were made.
    pub fn roots(&self) -> impl Iterator<Item = u32> + '_ {
        self.nodes
            .iter()
            .enumerate()
            .filter(|(_, n)| n.parent == NONE)
            .map(|(i, _)| i as u32)
    }
}

/// The calling context tree: one node per distinct context, counting calls into it and the
/// blocks executed in it (where the record has blocks).
#[derive(Debug, Default)]
pub struct Cct {
    pub tree: Tree,
    /// Per node, blocks executed in the context itself (not its callees).
    blocks: Vec<u64>,
    /// The open contexts of the thread being fed, its root first.
    stack: Vec<u32>,
    /// The deepest stack seen, in frames below the root.
    depth: usize,
}

impl Cct {
    /// A thread starts at the root labelled `root` (one call of it).
    pub fn begin(&mut self, root: u32) {
        self.stack.clear();
        let node = self.tree.child(NONE, root);
        self.tree.add(node, 1);
        self.stack.push(node);
    }

    /// A call of `label`, counted `weight` times (0 for a frame that is on the stack but whose
    /// entry was no event).
    pub fn call(&mut self, label: u32, weight: u64) {
        let parent = self.stack.last().copied().unwrap_or(NONE);
        let node = self.tree.child(parent, label);
        self.tree.add(node, weight);
        self.stack.push(node);
        self.depth = self.depth.max(self.stack.len() - 1);
    }

    pub fn ret(&mut self) {
        // The root stays: a record that returns past its first frame is still one thread.
        if self.stack.len() > 1 {
            self.stack.pop();
        }
    }

    /// A block executed in the innermost context.
    pub fn block(&mut self) {
        if let Some(&node) = self.stack.last() {
            let i = node as usize;
            if self.blocks.len() <= i {
                self.blocks.resize(self.tree.len().max(i + 1), 0);
            }
            self.blocks[i] += 1;
        }
    }

    /// Blocks executed in `node`'s own context.
    pub fn blocks(&self, node: u32) -> u64 {
        self.blocks.get(node as usize).copied().unwrap_or(0)
    }

    /// The deepest stack seen, in method frames (the root not counted).
    pub fn depth(&self) -> usize {
        self.depth
    }
}

/// The k-slab forest, built online one call and return at a time (Fig. 7 of the paper): two
/// locations per open frame, `t` in a tree's top region and `b` in a bottom region.
#[derive(Debug)]
pub struct SlabForest {
    k: usize,
    pub tree: Tree,
    /// Per open frame (and the sentinel below the root), its (top, bottom) locations.
    stack: Vec<(u32, u32)>,
}

impl SlabForest {
    /// An empty k-SF; `k` is at least 1.
    pub fn new(k: usize) -> SlabForest {
        SlabForest {
            k: k.max(1),
            tree: Tree::default(),
            stack: vec![(NONE, NONE)],
        }
    }

    pub fn k(&self) -> usize {
        self.k
    }

    /// A thread starts: its root is called.
    pub fn begin(&mut self, root: u32) {
        self.stack.clear();
        self.stack.push((NONE, NONE));
        self.call(root, 1);
    }

    /// `procedure call(x)`, counting `weight` activations.
    pub fn call(&mut self, label: u32, weight: u64) {
        let (mut t, mut b) = self.stack.last().copied().unwrap_or((NONE, NONE));
        if (self.stack.len() - 1).is_multiple_of(self.k) {
            b = t;
            t = self.tree.child(NONE, label);
        } else {
            t = self.tree.child(t, label);
        }
        self.tree.add(t, weight);
        if b != NONE {
            b = self.tree.child(b, label);
            self.tree.add(b, weight);
        }
        self.stack.push((t, b));
    }

    /// `procedure return`; the thread's root frame stays.
    pub fn ret(&mut self) {
        if self.stack.len() > 2 {
            self.stack.pop();
        }
    }

    /// `inv_k` of the k-SF: the k-CCF, each node weighed as [`SlabForest::ccf_weights`] says,
    /// as the paper prescribes.
    pub fn ccf(&self, labels: &Labels) -> Tree {
        let weights = self.ccf_weights(labels);
        inverse(&self.tree, self.k, &|i| weights[i as usize])
    }

    /// Per node, what it adds to the k-CCF: its counter, but 0 in the top region of a tree no
    /// thread's root heads (those activations are counted in the bottom region of the tree
    /// above).
    pub fn ccf_weights(&self, labels: &Labels) -> Vec<u64> {
        let nodes = self.tree.nodes();
        // A node's level in its tree and whether its tree is a thread's.
        let mut level = vec![0usize; nodes.len()];
        let mut thread_tree = vec![false; nodes.len()];
        for (i, n) in nodes.iter().enumerate() {
            if n.parent == NONE {
                thread_tree[i] = labels.is_thread(n.label);
            } else {
                level[i] = level[n.parent as usize] + 1;
                thread_tree[i] = thread_tree[n.parent as usize];
            }
        }
        nodes
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if level[i] < self.k && !thread_tree[i] {
                    0
                } else {
                    n.count
                }
            })
            .collect()
    }
}

/// `inv_k(forest)` with each node `v` counted `weight(v)` times: per node of nonzero weight,
/// its root path's last `k` labels reversed, joined into one forest. `k = usize::MAX` is ∞.
pub fn inverse(forest: &Tree, k: usize, weight: &dyn Fn(u32) -> u64) -> Tree {
    inverse_kept(forest, k, weight, &|_, _| true)
}

/// [`inverse`], keeping only nodes that `keep(count, root count)` accepts and none below them:
/// counters never grow from parent to child, so the forest is built level by level (a level's
/// counts are whole before the next is made) and a dropped context is never walked further.
fn inverse_kept(
    forest: &Tree,
    k: usize,
    weight: &dyn Fn(u32) -> u64,
    keep: &dyn Fn(u64, u64) -> bool,
) -> Tree {
    let nodes = forest.nodes();
    let mut out = Tree::default();
    // Per out node, its root.
    let mut root_of: Vec<u32> = Vec::new();
    // Per contributing source node: (the ancestor whose label comes next, the out node its
    // reversed path has reached, its weight).
    let mut walks: Vec<(u32, u32, u64)> = Vec::new();
    for (i, n) in nodes.iter().enumerate() {
        let w = weight(i as u32);
        if w > 0 {
            let o = out.child(NONE, n.label);
            if o as usize == root_of.len() {
                root_of.push(o);
            }
            out.add(o, w);
            walks.push((n.parent, o, w));
        }
    }
    let kept = |out: &Tree, root_of: &[u32], node: u32| {
        keep(
            out.nodes[node as usize].count,
            out.nodes[root_of[node as usize] as usize].count,
        )
    };
    let mut length = 1;
    while length < k {
        walks.retain(|&(next, node, _)| next != NONE && kept(&out, &root_of, node));
        if walks.is_empty() {
            break;
        }
        for walk in walks.iter_mut() {
            let (next, node, w) = *walk;
            let o = out.child(node, nodes[next as usize].label);
            if o as usize == root_of.len() {
                root_of.push(root_of[node as usize]);
            }
            out.add(o, w);
            *walk = (nodes[next as usize].parent, o, w);
        }
        length += 1;
    }
    let dropped: Vec<bool> = (0..out.len() as u32)
        .map(|i| !kept(&out, &root_of, i))
        .collect();
    if !dropped.contains(&true) {
        return out;
    }
    // A dropped node was never walked past, so it has no children: rebuild without them.
    let mut pruned = Tree::default();
    let mut map = vec![NONE; out.len()];
    for (i, n) in out.nodes.iter().enumerate() {
        if dropped[i] {
            continue;
        }
        let parent = if n.parent == NONE {
            NONE
        } else {
            map[n.parent as usize]
        };
        let id = pruned.child(parent, n.label);
        pruned.add(id, n.count);
        map[i] = id;
    }
    pruned
}

/// The x%-similar ∞-CCF of `forest` (nodes counted `weight(v)` times): the ∞-CCF without the
/// nodes whose counter is below `percent`% of their tree root's.
pub fn similar(forest: &Tree, percent: f64, weight: &dyn Fn(u32) -> u64) -> Tree {
    let share = percent / 100.0;
    inverse_kept(forest, usize::MAX, weight, &|count, root| {
        count as f64 >= share * root as f64
    })
}

/// The k-CCF pruned of its chains (the paper's *pruned k-CCF*): every subtree that is a chain
/// down to a leaf keeps only its first node. Returns the kept nodes' ids in `ccf` with, for
/// each, how many chain nodes below it were pruned.
pub fn pruned(ccf: &Tree) -> Vec<(u32, u32)> {
    let children = ccf.child_lists();
    let n = ccf.len();
    // chain_below[v]: Some(len) when v's subtree is a chain of `len` nodes below v.
    let mut chain_below: Vec<Option<u32>> = vec![None; n];
    for v in (0..n).rev() {
        chain_below[v] = match children[v].as_slice() {
            [] => Some(0),
            [c] => chain_below[*c as usize].map(|l| l + 1),
            _ => None,
        };
    }
    let mut kept = Vec::new();
    for (v, node) in ccf.nodes().iter().enumerate() {
        let parent_chain = node.parent != NONE && chain_below[node.parent as usize].is_some();
        if parent_chain {
            continue;
        }
        kept.push((v as u32, chain_below[v].unwrap_or(0)));
    }
    kept
}

/// The k-contexts (root-to-leaf paths of the k-CCF, innermost method first) that account for
/// at least `share` (0..=1) of the leaves' counts, hottest first, with their counts.
pub fn hot_contexts(ccf: &Tree, share: f64) -> Vec<(Vec<u32>, u64)> {
    let children = ccf.child_lists();
    let mut leaves: Vec<(u64, u32)> = ccf
        .nodes()
        .iter()
        .enumerate()
        .filter(|(i, n)| children[*i].is_empty() && n.count > 0)
        .map(|(i, n)| (n.count, i as u32))
        .collect();
    leaves.sort_unstable_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    let total: u64 = leaves.iter().map(|l| l.0).sum();
    let goal = (share.clamp(0.0, 1.0) * total as f64).ceil() as u64;
    let mut sum = 0;
    let mut hot = Vec::new();
    for (count, leaf) in leaves {
        if sum >= goal && !hot.is_empty() {
            break;
        }
        sum += count;
        hot.push((ccf.path(leaf), count));
    }
    hot
}
