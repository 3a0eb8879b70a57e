//! The class hierarchy of an app: super classes, interfaces, subtypes, and method resolution.
//!
//! Only classes given to [`Hierarchy::new`] are *app* classes; any other type (framework,
//! libraries not shipped in the app) is opaque: nothing is known about its methods or supertypes.

use std::collections::{HashMap, HashSet, VecDeque};

use crate::ast::{AccessFlag, Class, Proto, TypeDesc};

/// What the hierarchy keeps of a method declaration.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodDecl {
    pub name: String,
    pub proto: Proto,
    pub is_static: bool,
    pub is_private: bool,
    /// Neither public, protected nor private: only methods of its own package override it.
    pub is_package_private: bool,
    pub is_abstract: bool,
}

impl MethodDecl {
    /// Whether virtual dispatch can select this method (instance, not private, not a constructor).
    pub fn is_virtual(&self) -> bool {
        !self.is_static && !self.is_private && !self.name.starts_with('<')
    }
}

/// What the hierarchy keeps of an app class.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassNode {
    pub name: TypeDesc,
    pub super_class: Option<TypeDesc>,
    pub interfaces: Vec<TypeDesc>,
    pub is_interface: bool,
    pub is_abstract: bool,
    pub methods: Vec<MethodDecl>,
}

impl ClassNode {
    pub fn declared(&self, name: &str, proto: &Proto) -> Option<&MethodDecl> {
        self.methods
            .iter()
            .find(|m| m.name == name && &m.proto == proto)
    }
}

/// Where a method reference resolves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Resolution {
    /// Declared by this app class or interface.
    App(TypeDesc),
    /// Not found in the app: it is (or may be) declared by a type outside the app.
    Library,
}

/// The public and protected instance methods of `java.lang.Object`, which every class inherits
/// when its super class chain leaves the app at `Object`.
const OBJECT_METHODS: &[(&str, &str)] = &[
    ("clone", "()Ljava/lang/Object;"),
    ("equals", "(Ljava/lang/Object;)Z"),
    ("finalize", "()V"),
    ("getClass", "()Ljava/lang/Class;"),
    ("hashCode", "()I"),
    ("notify", "()V"),
    ("notifyAll", "()V"),
    ("toString", "()Ljava/lang/String;"),
    ("wait", "()V"),
    ("wait", "(J)V"),
    ("wait", "(JI)V"),
];

fn is_object_method(name: &str, proto: &Proto) -> bool {
    OBJECT_METHODS
        .iter()
        .any(|(n, p)| *n == name && proto.to_string() == *p)
}

/// The app's classes and their subtype relation.
#[derive(Debug, Clone, Default)]
pub struct Hierarchy {
    classes: HashMap<TypeDesc, ClassNode>,
    /// Class names in the order given.
    order: Vec<TypeDesc>,
    /// Direct app subtypes (subclasses, implementors, sub-interfaces) of any type, app or not.
    subtypes: HashMap<TypeDesc, Vec<TypeDesc>>,
    duplicates: Vec<TypeDesc>,
}

impl Hierarchy {
    /// The hierarchy of `classes`; a class defined twice (as in broken multidex apps) keeps its
    /// first definition and is listed in [`Hierarchy::duplicates`].
    pub fn new<'a>(classes: impl IntoIterator<Item = &'a Class>) -> Hierarchy {
        let mut h = Hierarchy::default();
        for class in classes {
            if h.classes.contains_key(&class.name) {
                h.duplicates.push(class.name.clone());
                continue;
            }
            let methods = class
                .methods
                .iter()
                .map(|m| MethodDecl {
                    name: m.name.clone(),
                    proto: m.proto.clone(),
                    is_static: m.access.contains(&AccessFlag::Static),
                    is_private: m.access.contains(&AccessFlag::Private),
                    is_package_private: ![
                        AccessFlag::Public,
                        AccessFlag::Protected,
                        AccessFlag::Private,
                    ]
                    .iter()
                    .any(|a| m.access.contains(a)),
                    is_abstract: m.access.contains(&AccessFlag::Abstract),
                })
                .collect();
            let node = ClassNode {
                name: class.name.clone(),
                super_class: class.super_class.clone(),
                interfaces: class.interfaces.clone(),
                is_interface: class.is_interface(),
                is_abstract: class.access.contains(&AccessFlag::Abstract),
                methods,
            };
            for sup in node.super_class.iter().chain(&node.interfaces) {
                h.subtypes
                    .entry(sup.clone())
                    .or_default()
                    .push(class.name.clone());
            }
            h.order.push(class.name.clone());
            h.classes.insert(class.name.clone(), node);
        }
        h
    }

    /// Whether `ty` is defined in the app.
    pub fn is_app(&self, ty: &str) -> bool {
        self.classes.contains_key(ty)
    }

    pub fn class(&self, ty: &str) -> Option<&ClassNode> {
        self.classes.get(ty)
    }

    /// The app classes, in the order given.
    pub fn classes(&self) -> impl Iterator<Item = &ClassNode> {
        self.order.iter().filter_map(|n| self.classes.get(n))
    }

    pub fn len(&self) -> usize {
        self.order.len()
    }

    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// Classes defined more than once (only the first definition is used).
    pub fn duplicates(&self) -> &[TypeDesc] {
        &self.duplicates
    }

    pub fn super_class(&self, ty: &str) -> Option<&TypeDesc> {
        self.classes.get(ty)?.super_class.as_ref()
    }

    pub fn interfaces(&self, ty: &str) -> &[TypeDesc] {
        self.classes.get(ty).map_or(&[], |c| &c.interfaces)
    }

    /// The super classes of `ty`, nearest first, up to and including the first one outside the
    /// app (whose own supers are unknown).
    pub fn superclasses<'h>(&'h self, ty: &str) -> impl Iterator<Item = &'h TypeDesc> + 'h {
        let mut next = self.super_class(ty);
        let mut seen = HashSet::new();
        std::iter::from_fn(move || {
            let cur = next.take()?;
            // A cycle (malformed input) ends the walk instead of looping.
            if !seen.insert(cur) {
                return None;
            }
            next = self.super_class(cur);
            Some(cur)
        })
    }

    /// App types naming `ty` as their super class or one of their interfaces.
    pub fn direct_subtypes(&self, ty: &str) -> &[TypeDesc] {
        self.subtypes.get(ty).map_or(&[], Vec::as_slice)
    }

    /// Every app type below `ty` (transitively), without `ty` itself, in breadth-first order.
    pub fn subtypes(&self, ty: &str) -> Vec<&TypeDesc> {
        let mut seen: HashSet<&str> = HashSet::from([ty]);
        let mut out = Vec::new();
        let mut queue: VecDeque<&TypeDesc> = self.direct_subtypes(ty).iter().collect();
        while let Some(t) = queue.pop_front() {
            if seen.insert(t) {
                out.push(t);
                queue.extend(self.direct_subtypes(t));
            }
        }
        out
    }

    /// Whether `sub` is `sup` or below it, as far as the app's classes tell.
    pub fn is_subtype(&self, sub: &str, sup: &str) -> bool {
        let mut seen = HashSet::new();
        let mut stack = vec![sub];
        while let Some(t) = stack.pop() {
            if t == sup {
                return true;
            }
            if let Some(c) = self.classes.get(t) {
                if seen.insert(t) {
                    stack.extend(c.super_class.iter().map(TypeDesc::as_str));
                    stack.extend(c.interfaces.iter().map(TypeDesc::as_str));
                }
            }
        }
        false
    }

    /// Where `class.name(proto)` resolves for a static call: `class`, then its super classes.
    pub fn resolve_static(&self, class: &str, name: &str, proto: &Proto) -> Resolution {
        match self.lookup_in_chain(class, name, proto, &|_| true) {
            Chain::Found(r) => r,
            Chain::Exhausted => Resolution::Library,
        }
    }

    /// Where `class.name(proto)` resolves as the VM resolves a method: `class` and its super
    /// classes, then their interfaces, breadth first, preferring a default method to an abstract
    /// one. `Library` when the walk leaves the app before finding it, or never finds it.
    pub fn resolve(&self, class: &str, name: &str, proto: &Proto) -> Resolution {
        self.lookup(class, name, proto, &|_| true)
    }

    /// The method virtual dispatch selects on an object whose class is exactly `class`: like
    /// [`Hierarchy::resolve`], but only methods that can be dispatched to (see
    /// [`MethodDecl::is_virtual`]) count. The result may be abstract when the app is incomplete.
    pub fn dispatch(&self, class: &str, name: &str, proto: &Proto) -> Resolution {
        self.lookup(class, name, proto, &MethodDecl::is_virtual)
    }

    fn lookup(
        &self,
        class: &str,
        name: &str,
        proto: &Proto,
        accept: &dyn Fn(&MethodDecl) -> bool,
    ) -> Resolution {
        if let Chain::Found(r) = self.lookup_in_chain(class, name, proto, accept) {
            return r;
        }
        let mut queue: VecDeque<&str> = std::iter::once(class)
            .chain(self.superclasses(class).map(TypeDesc::as_str))
            .flat_map(|c| self.interfaces(c))
            .map(TypeDesc::as_str)
            .collect();
        let mut seen = HashSet::new();
        let mut left_app = false;
        let mut abstract_decl = None;
        while let Some(i) = queue.pop_front() {
            if !seen.insert(i) {
                continue;
            }
            let Some(c) = self.classes.get(i) else {
                left_app = true;
                continue;
            };
            match c.declared(name, proto).filter(|m| accept(m)) {
                Some(m) if !m.is_abstract => return Resolution::App(c.name.clone()),
                Some(_) => abstract_decl = abstract_decl.or(Some(&c.name)),
                None => {}
            }
            queue.extend(c.interfaces.iter().map(TypeDesc::as_str));
        }
        match abstract_decl {
            // A library interface may hold a default method that wins over an abstract one.
            Some(i) if !left_app => Resolution::App(i.clone()),
            _ => Resolution::Library,
        }
    }

    /// Walks `class` and its super classes.
    fn lookup_in_chain(
        &self,
        class: &str,
        name: &str,
        proto: &Proto,
        accept: &dyn Fn(&MethodDecl) -> bool,
    ) -> Chain {
        let chain = std::iter::once(class).chain(self.superclasses(class).map(TypeDesc::as_str));
        for c in chain {
            match self.classes.get(c) {
                Some(node) => {
                    if node.declared(name, proto).is_some_and(accept) {
                        return Chain::Found(Resolution::App(node.name.clone()));
                    }
                }
                // `Object` is known: only its own methods are found there.
                None if c == OBJECT => {
                    return match is_object_method(name, proto) {
                        true => Chain::Found(Resolution::Library),
                        false => Chain::Exhausted,
                    };
                }
                // Any other class outside the app may declare the method.
                None => return Chain::Found(Resolution::Library),
            }
        }
        Chain::Exhausted
    }
}

const OBJECT: &str = "Ljava/lang/Object;";

/// The outcome of a walk up the super class chain.
enum Chain {
    Found(Resolution),
    /// The chain ended (at `Object` or a root class) without the method.
    Exhausted,
}
