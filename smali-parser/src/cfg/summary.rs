//! The counts `adaptrace inspect` prints per dex and in total.

use std::fmt;
use std::ops::{Add, AddAssign};

use super::{Cfg, CfgError};
use crate::ast::{Class, Item};
use crate::callgraph::Resolver;
use crate::hierarchy::Hierarchy;

/// Counts over a set of classes. Methods whose CFG cannot be built are listed in `errors` and
/// add nothing to the CFG counts (blocks, branch nodes, loops, unreachable blocks).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Summary {
    pub classes: usize,
    pub methods: usize,
    /// Methods with at least one instruction.
    pub methods_with_code: usize,
    pub blocks: usize,
    /// Blocks with more than one distinct normal successor.
    pub branch_nodes: usize,
    /// Natural loops (one per header).
    pub loops: usize,
    pub unreachable_blocks: usize,
    /// `invoke-*` instructions.
    pub call_sites: usize,
    /// Call sites that may run code outside the app (see [`crate::callgraph`]).
    pub library_call_sites: usize,
    pub errors: Vec<CfgError>,
}

/// Counts `classes`, resolving calls against `hierarchy` (normally the whole app's, so that a
/// per-dex summary does not count calls into the app's other dex files as library calls).
pub fn summarize(classes: &[Class], hierarchy: &Hierarchy) -> Summary {
    let mut s = Summary {
        classes: classes.len(),
        ..Summary::default()
    };
    let mut resolver = Resolver::new(hierarchy);
    for class in classes {
        for method in &class.methods {
            s.methods += 1;
            let mut has_code = false;
            for item in &method.items {
                let Item::Instruction(ins) = item else {
                    continue;
                };
                has_code = true;
                if let Some(res) = resolver.resolve(ins) {
                    s.call_sites += 1;
                    s.library_call_sites += usize::from(res.library);
                }
            }
            if !has_code {
                continue;
            }
            s.methods_with_code += 1;
            match Cfg::build(&class.name, method) {
                Ok(cfg) => {
                    s.blocks += cfg.blocks().len();
                    s.branch_nodes += cfg.branch_count();
                    s.loops += cfg.loops().len();
                    s.unreachable_blocks += cfg.unreachable_blocks().len();
                }
                Err(e) => s.errors.push(e),
            }
        }
    }
    s
}

impl AddAssign for Summary {
    fn add_assign(&mut self, other: Summary) {
        self.classes += other.classes;
        self.methods += other.methods;
        self.methods_with_code += other.methods_with_code;
        self.blocks += other.blocks;
        self.branch_nodes += other.branch_nodes;
        self.loops += other.loops;
        self.unreachable_blocks += other.unreachable_blocks;
        self.call_sites += other.call_sites;
        self.library_call_sites += other.library_call_sites;
        self.errors.extend(other.errors);
    }
}

impl Add for Summary {
    type Output = Summary;

    fn add(mut self, other: Summary) -> Summary {
        self += other;
        self
    }
}

impl fmt::Display for Summary {
    /// One line of `name value` pairs.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "classes {} methods {} (with code {}) blocks {} branch-nodes {} loops {} \
             unreachable-blocks {} call-sites {} library-call-sites {} cfg-errors {}",
            self.classes,
            self.methods,
            self.methods_with_code,
            self.blocks,
            self.branch_nodes,
            self.loops,
            self.unreachable_blocks,
            self.call_sites,
            self.library_call_sites,
            self.errors.len()
        )
    }
}
