//! The app's call graph by class-hierarchy analysis (CHA).
//!
//! One node per method of an app class, named by its [`MethodRef`] (`Lc;->m(..)R` when
//! displayed); one edge per call site and possible target. Targets are found as follows:
//! - `invoke-static`: the method in the named class or, inherited, in its super classes;
//! - `invoke-direct`, `invoke-super`: the method the named class resolves to (walking up);
//! - `invoke-virtual`, `invoke-interface`: for the named class and each of its app subtypes that
//!   is a concrete class, the method virtual dispatch selects there;
//! - `invoke-polymorphic`, `invoke-custom`: none.
//!
//! A call is a *library call* when it may run code outside the app: its named class is not in
//! the app (library objects may receive it), its resolution leaves the app (for virtual calls:
//! dispatch on one of the possible receiver classes does, e.g. to a method inherited from a
//! framework class), or it is polymorphic or custom.
//! A library call may still have app targets (e.g. `Runnable.run()` with app implementors).
//! Library types are opaque: an app class reached only through a library super type (e.g.
//! extending `ArrayList` when the call names `List`) is not among the targets.

use std::collections::HashMap;
use std::ops::Range;

use petgraph::graph::{DiGraph, NodeIndex};

use crate::ast::{Class, Instruction, Item, MethodRef};
use crate::hierarchy::{Hierarchy, Resolution};
use crate::opcode::Opcode;

/// The possible targets of one call.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct CallResolution {
    /// App methods the call may run, sorted.
    pub targets: Vec<MethodRef>,
    /// Whether the call may run code outside the app.
    pub library: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
enum Dispatch {
    Static,
    Exact,
    Virtual,
}

fn dispatch_of(op: Opcode) -> Option<Dispatch> {
    use Opcode::*;
    match op {
        InvokeStatic | InvokeStaticRange => Some(Dispatch::Static),
        InvokeDirect | InvokeDirectRange | InvokeSuper | InvokeSuperRange => Some(Dispatch::Exact),
        InvokeVirtual | InvokeVirtualRange | InvokeInterface | InvokeInterfaceRange => {
            Some(Dispatch::Virtual)
        }
        _ => None,
    }
}

/// Resolves calls against a hierarchy, remembering each distinct callee.
pub struct Resolver<'h> {
    hierarchy: &'h Hierarchy,
    cache: HashMap<(Dispatch, MethodRef), CallResolution>,
    opaque: CallResolution,
}

impl<'h> Resolver<'h> {
    pub fn new(hierarchy: &'h Hierarchy) -> Resolver<'h> {
        Resolver {
            hierarchy,
            cache: HashMap::new(),
            opaque: CallResolution {
                targets: Vec::new(),
                library: true,
            },
        }
    }

    /// The targets of a call instruction; `None` when `ins` is not an invoke.
    pub fn resolve(&mut self, ins: &Instruction) -> Option<&CallResolution> {
        if !ins.opcode.is_invoke() {
            return None;
        }
        let (Some(kind), Some(m)) = (dispatch_of(ins.opcode), ins.method_ref()) else {
            return Some(&self.opaque);
        };
        let h = self.hierarchy;
        Some(
            self.cache
                .entry((kind, m.clone()))
                .or_insert_with(|| resolve(h, kind, m)),
        )
    }
}

fn resolve(h: &Hierarchy, kind: Dispatch, m: &MethodRef) -> CallResolution {
    let mut out = CallResolution {
        targets: Vec::new(),
        library: !h.is_app(&m.class),
    };
    let add = |r: Resolution, out: &mut CallResolution| match r {
        Resolution::App(class) => {
            let concrete = h
                .class(&class)
                .and_then(|c| c.declared(&m.name, &m.proto))
                .is_some_and(|d| !d.is_abstract);
            if concrete {
                out.targets.push(MethodRef {
                    class,
                    name: m.name.clone(),
                    proto: m.proto.clone(),
                });
            }
        }
        Resolution::Library => out.library = true,
    };
    match kind {
        Dispatch::Static => add(h.resolve_static(&m.class, &m.name, &m.proto), &mut out),
        Dispatch::Exact => add(h.resolve(&m.class, &m.name, &m.proto), &mut out),
        Dispatch::Virtual => {
            let receivers = std::iter::once(&m.class).chain(h.subtypes(&m.class));
            for r in receivers {
                match h.class(r) {
                    Some(c) if !c.is_interface && !c.is_abstract => {
                        add(h.dispatch(r, &m.name, &m.proto), &mut out)
                    }
                    Some(_) => {}
                    // The named class itself outside the app: its library objects run library code.
                    None => out.library = true,
                }
            }
        }
    }
    out.targets.sort();
    out.targets.dedup();
    out
}

/// One call instruction of an app method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CallSiteInfo {
    /// The calling method's node.
    pub caller: NodeIndex,
    /// Item index of the invoke in the caller's body.
    pub item: usize,
    pub opcode: Opcode,
    /// The method named by the instruction (`None` for `invoke-custom`).
    pub callee: Option<MethodRef>,
    /// Nodes of the possible app targets.
    pub targets: Vec<NodeIndex>,
    pub library: bool,
}

/// The CHA call graph of an app.
#[derive(Debug, Clone, Default)]
pub struct CallGraph {
    /// Edge weights index [`CallGraph::sites`].
    graph: DiGraph<MethodRef, usize>,
    index: HashMap<MethodRef, NodeIndex>,
    sites: Vec<CallSiteInfo>,
    /// Per node, its range in `sites`.
    site_ranges: Vec<Range<usize>>,
}

impl CallGraph {
    /// The call graph of `classes` (the app) under `hierarchy` (normally built from the same
    /// classes). A class defined twice contributes its first definition only.
    pub fn build<'a>(
        hierarchy: &Hierarchy,
        classes: impl IntoIterator<Item = &'a Class>,
    ) -> CallGraph {
        let mut cg = CallGraph::default();
        let mut app_classes = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for class in classes {
            if !seen.insert(&class.name) {
                continue;
            }
            app_classes.push(class);
            for m in &class.methods {
                let r = MethodRef {
                    class: class.name.clone(),
                    name: m.name.clone(),
                    proto: m.proto.clone(),
                };
                if !cg.index.contains_key(&r) {
                    let n = cg.graph.add_node(r.clone());
                    cg.index.insert(r, n);
                }
            }
        }
        cg.site_ranges = vec![0..0; cg.graph.node_count()];
        let mut resolver = Resolver::new(hierarchy);
        for class in app_classes {
            for m in &class.methods {
                let r = MethodRef {
                    class: class.name.clone(),
                    name: m.name.clone(),
                    proto: m.proto.clone(),
                };
                let Some(&caller) = cg.index.get(&r) else {
                    continue;
                };
                let start = cg.sites.len();
                for (item, it) in m.items.iter().enumerate() {
                    let Item::Instruction(ins) = it else { continue };
                    let Some(res) = resolver.resolve(ins) else {
                        continue;
                    };
                    let targets: Vec<NodeIndex> = res
                        .targets
                        .iter()
                        .filter_map(|t| cg.index.get(t).copied())
                        .collect();
                    let site = cg.sites.len();
                    for &t in &targets {
                        cg.graph.add_edge(caller, t, site);
                    }
                    cg.sites.push(CallSiteInfo {
                        caller,
                        item,
                        opcode: ins.opcode,
                        callee: ins.method_ref().cloned(),
                        targets,
                        library: res.library,
                    });
                }
                cg.site_ranges[caller.index()] = start..cg.sites.len();
            }
        }
        cg
    }

    /// Nodes are methods; an edge per call site and target, weighted by its index in
    /// [`CallGraph::sites`].
    pub fn graph(&self) -> &DiGraph<MethodRef, usize> {
        &self.graph
    }

    pub fn node(&self, method: &MethodRef) -> Option<NodeIndex> {
        self.index.get(method).copied()
    }

    pub fn method(&self, node: NodeIndex) -> Option<&MethodRef> {
        self.graph.node_weight(node)
    }

    /// Every call site, grouped by caller.
    pub fn sites(&self) -> &[CallSiteInfo] {
        &self.sites
    }

    /// The call sites of one method, in source order.
    pub fn sites_of(&self, node: NodeIndex) -> &[CallSiteInfo] {
        self.site_ranges
            .get(node.index())
            .map_or(&[], |r| &self.sites[r.clone()])
    }

    /// Distinct methods `node` may call.
    pub fn callees(&self, node: NodeIndex) -> Vec<NodeIndex> {
        let mut v: Vec<NodeIndex> = self.graph.neighbors(node).collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    /// Distinct methods that may call `node`.
    pub fn callers(&self, node: NodeIndex) -> Vec<NodeIndex> {
        let mut v: Vec<NodeIndex> = self
            .graph
            .neighbors_directed(node, petgraph::Direction::Incoming)
            .collect();
        v.sort_unstable();
        v.dedup();
        v
    }

    pub fn library_site_count(&self) -> usize {
        self.sites.iter().filter(|s| s.library).count()
    }
}
