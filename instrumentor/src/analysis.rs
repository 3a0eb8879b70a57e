//! What instrumentation learns of the app before it rewrites anything: over the whole program
//! (on [`smali_parser::hierarchy`]), which classes are activities and which classes' static
//! initialisers run app code, and which call sites surely enter one known method; per method,
//! its metadata (blocks, edges, call sites) and its steps.

use std::collections::{HashMap, HashSet};
use std::sync::Mutex;

use android_runtime::meta::{BlockMeta, EdgeMeta, MethodMeta, SiteMeta, StepMeta};
use smali_parser::ast::{Class, Instruction, Item, Method, MethodRef, Operands, TypeDesc};
use smali_parser::cfg::{BlockNode, Cfg};
use smali_parser::hierarchy::{Hierarchy, Resolution};
use smali_parser::opcode::Opcode;

use crate::schemes::blocks::invoke_items;
use crate::schemes::lifecycle::{is_framework_activity, is_framework_component};

/// The whole-program facts.
pub struct Analysis {
    pub hierarchy: Hierarchy,
    /// Every app class that is an activity: its superclass chain leads to a framework activity.
    activities: HashSet<String>,
    /// Every app class that is an app component and so a `Context` (activities, services, the
    /// application): its superclass chain leads to a framework component.
    components: HashSet<String>,
    /// The app activities extending a framework activity directly, with that superclass: they
    /// get `onPause`/`onStop` overrides when they have none, so every activity flushes.
    activity_roots: HashMap<String, String>,
    /// App classes whose initialisation runs app code: they or an app superclass have a
    /// `<clinit>` with code.
    initialised: HashSet<String>,
    /// Whether objects of classes the hierarchy does not hold may implement the app's
    /// interfaces, or extend its classes: see [`OpenWorld`].
    open: OpenWorld,
    /// [`Analysis::dispatch_targets`] by reference (`class->name(proto)`): a real app calls
    /// the same methods from thousands of sites, and a class near the root of a big hierarchy
    /// has thousands of subclasses to look at.
    dispatched: Mutex<HashMap<String, Option<Vec<String>>>>,
    /// `name` + proto of every method an app class declares that virtual dispatch can select:
    /// a call of a framework method of one of these may land in app code.
    overridable: HashSet<String>,
    /// App classes with a `<clinit>` that has code.
    own_clinit: HashSet<String>,
    /// Per app class, the names of the static fields it declares.
    static_fields: HashMap<String, HashSet<String>>,
}

/// What the app can make or load at run time beyond its own classes. Receivers of such
/// classes would take a virtual or interface call somewhere the hierarchy cannot tell, so a
/// call through that kind of type is never said to surely enter one method.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
struct OpenWorld {
    /// `invoke-custom` (lambdas made by `LambdaMetafactory`) or `java.lang.reflect.Proxy`:
    /// run-time classes implementing app interfaces.
    interfaces: bool,
    /// A class loader or `defineClass`: loaded code may also extend the app's classes.
    classes: bool,
}

/// Types whose use means run-time classes may implement app interfaces.
const PROXY_TYPES: &[&str] = &[
    "Ljava/lang/reflect/Proxy;",
    "Ljava/lang/invoke/LambdaMetafactory;",
];

/// Types whose use means code the instrumentor never saw may be loaded.
const LOADER_TYPES: &[&str] = &[
    "Ldalvik/system/BaseDexClassLoader;",
    "Ldalvik/system/DexClassLoader;",
    "Ldalvik/system/PathClassLoader;",
    "Ldalvik/system/InMemoryDexClassLoader;",
    "Ldalvik/system/DelegateLastClassLoader;",
    "Ldalvik/system/DexFile;",
    "Ljava/net/URLClassLoader;",
    "Ljava/security/SecureClassLoader;",
];

impl OpenWorld {
    /// Looks at every instruction of `classes` (and at their supertypes: an app class loader).
    fn of<'a>(classes: impl IntoIterator<Item = &'a Class>) -> OpenWorld {
        let mut open = OpenWorld::default();
        for class in classes {
            if class
                .super_class
                .as_deref()
                .is_some_and(|s| s == "Ljava/lang/ClassLoader;" || LOADER_TYPES.contains(&s))
            {
                open.classes = true;
            }
            for item in class.methods.iter().flat_map(|m| &m.items) {
                if let Item::Instruction(ins) = item {
                    open.note(ins);
                }
            }
        }
        open.interfaces |= open.classes;
        open
    }

    fn note(&mut self, ins: &Instruction) {
        if matches!(ins.opcode, Opcode::InvokeCustom | Opcode::InvokeCustomRange) {
            self.interfaces = true;
        }
        let ty = match &ins.operands {
            Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => {
                if m.name == "defineClass" || m.name == "defineHiddenClass" {
                    self.classes = true;
                }
                m.class.as_str()
            }
            Operands::RType(_, ty) | Operands::RRType(_, _, ty) => ty.as_str(),
            _ => return,
        };
        self.interfaces |= PROXY_TYPES.contains(&ty);
        self.classes |= LOADER_TYPES.contains(&ty);
    }
}

impl Analysis {
    pub fn new<'a>(classes: impl IntoIterator<Item = &'a Class> + Clone) -> Analysis {
        let hierarchy = Hierarchy::new(classes.clone());
        let open = OpenWorld::of(classes.clone());
        let own_clinit: HashSet<&str> = classes
            .clone()
            .into_iter()
            .filter(|c| {
                c.methods
                    .iter()
                    .any(|m| m.name == "<clinit>" && m.registers.is_some())
            })
            .map(|c| c.name.as_str())
            .collect();
        let static_fields = classes
            .into_iter()
            .map(|c| {
                let names = c
                    .fields
                    .iter()
                    .filter(|f| f.is_static())
                    .map(|f| f.name.clone())
                    .collect();
                (c.name.to_string(), names)
            })
            .collect();
        let mut activities = HashSet::new();
        let mut components = HashSet::new();
        let mut activity_roots = HashMap::new();
        let mut initialised = HashSet::new();
        for class in hierarchy.classes() {
            let name = class.name.as_str();
            // The chain ends at the first class outside the app, whose supers are unknown.
            let outside = hierarchy
                .superclasses(name)
                .last()
                .filter(|s| !hierarchy.is_app(s));
            if outside.is_some_and(|s| is_framework_component(s)) {
                components.insert(name.to_string());
            }
            if let Some(outside) = outside.filter(|s| is_framework_activity(s)) {
                activities.insert(name.to_string());
                if class.super_class.as_deref() == Some(outside.as_str()) {
                    activity_roots.insert(name.to_string(), outside.to_string());
                }
            }
            if own_clinit.contains(name)
                || hierarchy
                    .superclasses(name)
                    .any(|s| own_clinit.contains(s.as_str()))
            {
                initialised.insert(name.to_string());
            }
        }
        let overridable = hierarchy
            .classes()
            .flat_map(|c| &c.methods)
            .filter(|m| m.is_virtual())
            .map(|m| format!("{}{}", m.name, m.proto))
            .collect();
        Analysis {
            hierarchy,
            activities,
            components,
            activity_roots,
            initialised,
            open,
            dispatched: Mutex::new(HashMap::new()),
            overridable,
            own_clinit: own_clinit.iter().map(|c| c.to_string()).collect(),
            static_fields,
        }
    }

    /// Whether invoke `ins` may enter app code directly: its target is an app method, or a
    /// framework method some app class declares an override of (a call site of a dynamic
    /// invoke may too). Framework code the call runs may still call back into the app; the
    /// `paths` runtime codes those entries as it did without a guess.
    pub fn may_enter_app(&self, ins: &Instruction) -> bool {
        let target = match &ins.operands {
            Operands::ListMethod(_, m)
            | Operands::RangeMethod(_, m)
            | Operands::ListMethodProto(_, m, _)
            | Operands::RangeMethodProto(_, m, _) => m,
            Operands::ListCallSite(..) | Operands::RangeCallSite(..) => return true,
            _ => return false,
        };
        if self.hierarchy.is_app(&target.class) {
            return true;
        }
        let dispatched = matches!(
            ins.opcode,
            Opcode::InvokeVirtual
                | Opcode::InvokeVirtualRange
                | Opcode::InvokeInterface
                | Opcode::InvokeInterfaceRange
        );
        dispatched
            && self
                .overridable
                .contains(&format!("{}{}", target.name, target.proto))
    }

    /// The signature (`Lpkg/C;->m(I)V`) of the one app method `ins` surely enters when the
    /// invoke goes ahead, if there is one: for every receiver the app can pass, the target
    /// resolves to the same method, declared with code by an app class. It must not guess: a
    /// wrong answer would make the `paths` decoder walk into a method that never ran. So any
    /// doubt (a walk that leaves the app, an abstract or package-private surprise, classes
    /// the app may make at run time, a class defined twice) gives `None`.
    pub fn sure_callee(&self, ins: &Instruction) -> Option<String> {
        let h = &self.hierarchy;
        let (Operands::ListMethod(_, target) | Operands::RangeMethod(_, target)) = &ins.operands
        else {
            return None;
        };
        if !h.duplicates().is_empty() || !h.is_app(&target.class) {
            return None;
        }
        let declared = |class: &str| h.class(class)?.declared(&target.name, &target.proto);
        // The class up the chain from the reference that declares the method, with code and
        // static or not as the invoke needs.
        let up_the_chain = |is_static: bool| {
            let Resolution::App(class) =
                h.resolve_static(&target.class, &target.name, &target.proto)
            else {
                return None;
            };
            declared(&class)
                .filter(|d| !d.is_abstract && d.is_static == is_static)
                .map(|_| class.to_string())
        };
        let found = match ins.opcode {
            Opcode::InvokeStatic | Opcode::InvokeStaticRange => up_the_chain(true),
            Opcode::InvokeDirect | Opcode::InvokeDirectRange => declared(&target.class)
                .filter(|d| !d.is_abstract && !d.is_static)
                .map(|_| target.class.to_string()),
            Opcode::InvokeSuper | Opcode::InvokeSuperRange => {
                if h.class(&target.class)?.is_interface {
                    return None;
                }
                up_the_chain(false)
            }
            Opcode::InvokeVirtual | Opcode::InvokeVirtualRange => {
                (!self.open.classes).then(|| self.dispatch_target(target))?
            }
            Opcode::InvokeInterface | Opcode::InvokeInterfaceRange => {
                (!self.open.interfaces).then(|| self.dispatch_target(target))?
            }
            _ => None,
        }?;
        Some(format!("{found}->{}{}", target.name, target.proto))
    }

    /// The one class whose method a virtual or interface call of `target` selects on every
    /// app class that can be its receiver, if there is one.
    fn dispatch_target(&self, target: &MethodRef) -> Option<String> {
        match self.dispatch_targets(target)?.as_slice() {
            [only] => Some(only.clone()),
            _ => None,
        }
    }

    /// The app methods (signatures) invoke `ins` may enter directly, and whether it may also
    /// run other code (framework or library code, which may call back into the app, or classes
    /// made at run time): `(targets, open)`. A static, direct or super call has its one target;
    /// a virtual or interface call every method the app's receivers dispatch to, when they all
    /// dispatch within the app and nothing made at run time can receive it. A call of
    /// framework code that cannot call back (`calls_back`) is neither.
    pub fn call_targets(&self, ins: &Instruction) -> (Vec<String>, bool) {
        if let Some(sure) = self.sure_callee(ins) {
            return (vec![sure], false);
        }
        let target = match &ins.operands {
            Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => m,
            _ => return (Vec::new(), true),
        };
        let h = &self.hierarchy;
        let virtual_call = matches!(
            ins.opcode,
            Opcode::InvokeVirtual
                | Opcode::InvokeVirtualRange
                | Opcode::InvokeInterface
                | Opcode::InvokeInterfaceRange
        );
        let open_kind = if h.class(&target.class).is_some_and(|c| c.is_interface) {
            self.open.interfaces
        } else {
            self.open.classes
        };
        if virtual_call && h.duplicates().is_empty() && h.is_app(&target.class) && !open_kind {
            if let Some(classes) = self.dispatch_targets(target) {
                let targets = classes
                    .into_iter()
                    .map(|c| format!("{c}->{}{}", target.name, target.proto))
                    .collect();
                return (targets, false);
            }
        }
        if !h.is_app(&target.class) && !calls_back(target) {
            return (Vec::new(), false);
        }
        (Vec::new(), true)
    }

    /// Every class whose method a virtual or interface call of `target` selects on some app
    /// receiver, when each receiver selects an app method with code that overrides what the
    /// reference resolves to (sorted); `None` when any may leave the app.
    fn dispatch_targets(&self, target: &MethodRef) -> Option<Vec<String>> {
        let key = format!("{}->{}{}", target.class, target.name, target.proto);
        // A poisoned lock only means another thread panicked: its entries are still right.
        let cache = || self.dispatched.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(found) = cache().get(&key).cloned() {
            return found;
        }
        let found = self.find_dispatch_targets(target);
        cache().insert(key, found.clone());
        found
    }

    fn find_dispatch_targets(&self, target: &MethodRef) -> Option<Vec<String>> {
        let h = &self.hierarchy;
        let (name, proto) = (&target.name, &target.proto);
        let Resolution::App(resolved) = h.resolve(&target.class, name, proto) else {
            return None;
        };
        let resolved_decl = h.class(&resolved)?.declared(name, proto)?;
        let mut found: Vec<String> = Vec::new();
        let receivers = std::iter::once(&target.class)
            .chain(h.subtypes(&target.class))
            .filter_map(|t| h.class(t))
            .filter(|c| !c.is_interface && !c.is_abstract);
        for receiver in receivers {
            let Resolution::App(class) = h.dispatch(&receiver.name, name, proto) else {
                return None;
            };
            let decl = h.class(&class)?.declared(name, proto)?;
            let overrides = class == resolved
                || (decl.is_package_private == resolved_decl.is_package_private
                    && (!decl.is_package_private || package(&class) == package(&resolved)));
            if decl.is_abstract || !overrides {
                return None;
            }
            if !found.iter().any(|f| *f == class) {
                found.push(class.to_string());
            }
        }
        found.sort();
        Some(found)
    }

    /// The `<clinit>` methods (signatures) instruction `ins` of a method of `class` may run,
    /// in the order the VM runs them: `new-instance` initialises its class, `sget`/`sput` the
    /// class that declares the field, `invoke-static` the class that declares the method;
    /// each after its superclasses (and superinterfaces with default methods) that are not
    /// initialised already, as `class` and its superclasses are while its code runs.
    pub fn inits(&self, class: &Class, ins: &Instruction) -> Vec<String> {
        let h = &self.hierarchy;
        let declaring = match (&ins.opcode, &ins.operands) {
            (Opcode::NewInstance, Operands::RType(_, ty)) => Some(ty.to_string()),
            (op, Operands::RField(_, field)) if is_static_field_access(*op) => {
                self.field_owner(&field.class, &field.name)
            }
            (
                Opcode::InvokeStatic | Opcode::InvokeStaticRange,
                Operands::ListMethod(_, m) | Operands::RangeMethod(_, m),
            ) => match h.resolve_static(&m.class, &m.name, &m.proto) {
                Resolution::App(c) => Some(c.to_string()),
                Resolution::Library => None,
            },
            _ => None,
        };
        let Some(declaring) = declaring.filter(|d| h.is_app(d)) else {
            return Vec::new();
        };
        let ready: HashSet<&str> = std::iter::once(class.name.as_str())
            .chain(h.superclasses(&class.name).map(TypeDesc::as_str))
            .collect();
        let mut order = Vec::new();
        self.init_order(&declaring, &ready, &mut order);
        order
            .into_iter()
            .filter(|c| self.own_clinit.contains(c))
            .map(|c| format!("{c}-><clinit>()V"))
            .collect()
    }

    /// Appends the app classes initialising `ty` initialises, in order, itself last.
    fn init_order(&self, ty: &str, ready: &HashSet<&str>, order: &mut Vec<String>) {
        let h = &self.hierarchy;
        let Some(node) = h.class(ty) else { return };
        if ready.contains(ty) || order.iter().any(|c| c == ty) {
            return;
        }
        if !node.is_interface {
            if let Some(sup) = &node.super_class {
                self.init_order(sup, ready, order);
            }
            for i in &node.interfaces {
                let defaults = h
                    .class(i)
                    .is_some_and(|c| c.methods.iter().any(|m| !m.is_static && !m.is_abstract));
                if defaults {
                    self.init_order(i, ready, order);
                }
            }
        }
        order.push(ty.to_string());
    }

    /// The app class that declares static field `name` as `class` sees it: `class`, its
    /// superinterfaces, then its superclass, and so on (the VM's field resolution).
    fn field_owner(&self, class: &str, name: &str) -> Option<String> {
        let h = &self.hierarchy;
        let mut queue = std::collections::VecDeque::from([class.to_string()]);
        let mut seen = HashSet::new();
        while let Some(c) = queue.pop_front() {
            if !seen.insert(c.clone()) {
                continue;
            }
            if self.static_fields.get(&c).is_some_and(|f| f.contains(name)) {
                return Some(c);
            }
            let node = h.class(&c)?;
            queue.extend(node.interfaces.iter().map(TypeDesc::to_string));
            queue.extend(node.super_class.iter().map(TypeDesc::to_string));
        }
        None
    }

    /// Whether the app makes or loads classes at run time (lambdas, proxies, class loaders):
    /// objects the hierarchy does not know may then receive its calls.
    pub fn open_world(&self) -> bool {
        self.open.interfaces || self.open.classes
    }

    pub fn is_activity(&self, class: &str) -> bool {
        self.activities.contains(class)
    }

    /// Whether `class` is an app component: an activity, service or application.
    pub fn is_component(&self, class: &str) -> bool {
        self.components.contains(class)
    }

    /// The framework activity `class` extends directly, if it does.
    pub fn activity_root(&self, class: &str) -> Option<&str> {
        self.activity_roots.get(class).map(String::as_str)
    }

    /// Item indices of `method`'s steps: invokes, and instructions that may initialise an app
    /// class other than `class` and its superclasses (those are initialised while it runs).
    pub fn steps(&self, class: &Class, method: &Method) -> Vec<usize> {
        let own: HashSet<&str> = std::iter::once(class.name.as_str())
            .chain(
                self.hierarchy
                    .superclasses(&class.name)
                    .map(TypeDesc::as_str),
            )
            .collect();
        method
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, item)| {
                let Item::Instruction(ins) = item else {
                    return None;
                };
                if ins.opcode.is_invoke() {
                    return Some(i);
                }
                let target = match (&ins.opcode, &ins.operands) {
                    (Opcode::NewInstance, Operands::RType(_, ty)) => ty.as_str(),
                    (op, Operands::RField(_, field)) if is_static_field_access(*op) => {
                        field.class.as_str()
                    }
                    _ => return None,
                };
                (self.initialised.contains(target) && !own.contains(target)).then_some(i)
            })
            .collect()
    }
}

/// Framework classes whose methods never run app code: final value classes and pure math,
/// whose methods call no method of an argument (a boxed number's `equals` only tests the
/// argument's class). A call of one needs no check for callbacks (docs/calls.md). Collections,
/// `StringBuilder.append(Object)`, `String.valueOf(Object)`, `Objects` and logging are not
/// here: they call `toString`, `equals`, `hashCode` or a `Throwable`'s methods.
const NO_CALLBACK_CLASSES: &[&str] = &[
    "Ljava/lang/Math;",
    "Ljava/lang/StrictMath;",
    "Ljava/lang/Integer;",
    "Ljava/lang/Long;",
    "Ljava/lang/Short;",
    "Ljava/lang/Byte;",
    "Ljava/lang/Character;",
    "Ljava/lang/Boolean;",
    "Ljava/lang/Float;",
    "Ljava/lang/Double;",
];

/// Methods of other framework classes that never run app code.
const NO_CALLBACK_METHODS: &[&str] = &[
    "Ljava/lang/System;->nanoTime()J",
    "Ljava/lang/System;->currentTimeMillis()J",
    "Ljava/lang/System;->arraycopy(Ljava/lang/Object;ILjava/lang/Object;II)V",
    "Ljava/lang/String;->length()I",
    "Ljava/lang/String;->charAt(I)C",
    "Ljava/lang/String;->hashCode()I",
    "Ljava/lang/String;->isEmpty()Z",
    "Ljava/lang/String;->substring(I)Ljava/lang/String;",
    "Ljava/lang/String;->substring(II)Ljava/lang/String;",
    "Ljava/lang/String;->indexOf(I)I",
    "Ljava/lang/Object;-><init>()V",
    "Ljava/lang/Object;->getClass()Ljava/lang/Class;",
    "Ljava/lang/StringBuilder;-><init>()V",
    "Ljava/lang/StringBuilder;-><init>(I)V",
    "Ljava/lang/StringBuilder;-><init>(Ljava/lang/String;)V",
    "Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(J)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(C)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(Z)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(D)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->append(F)Ljava/lang/StringBuilder;",
    "Ljava/lang/StringBuilder;->toString()Ljava/lang/String;",
    "Ljava/lang/StringBuilder;->length()I",
];

/// Whether a call of framework method `target` may run app code (callbacks, class loading).
fn calls_back(target: &MethodRef) -> bool {
    let signature = target.to_string();
    !(NO_CALLBACK_CLASSES.contains(&target.class.as_str())
        || NO_CALLBACK_METHODS.contains(&signature.as_str()))
}

/// The package part of a class descriptor: `Lcom/x/Y;` -> `Lcom/x`.
fn package(class: &str) -> &str {
    class.rfind('/').map_or("", |i| &class[..i])
}

pub(crate) fn is_static_field_access(op: Opcode) -> bool {
    matches!(
        op,
        Opcode::Sget
            | Opcode::SgetWide
            | Opcode::SgetObject
            | Opcode::SgetBoolean
            | Opcode::SgetByte
            | Opcode::SgetChar
            | Opcode::SgetShort
            | Opcode::Sput
            | Opcode::SputWide
            | Opcode::SputObject
            | Opcode::SputBoolean
            | Opcode::SputByte
            | Opcode::SputChar
            | Opcode::SputShort
    )
}

/// The distinct lines in force at these instructions (`line_at`, per item), in order of first
/// appearance: what line coverage marks when the block runs.
fn block_lines(line_at: &[Option<u32>], instructions: impl Iterator<Item = usize>) -> Vec<u32> {
    let mut lines = Vec::new();
    for line in instructions.filter_map(|i| line_at.get(i).copied().flatten()) {
        if !lines.contains(&line) {
            lines.push(line);
        }
    }
    lines
}

/// The metadata of `method` of `class` (from dex `dex`), whose CFG is `cfg`; its steps are
/// those at item indices `steps`.
pub fn method_meta(
    dex: &str,
    class: &Class,
    method: &Method,
    cfg: &Cfg,
    steps: &[usize],
) -> MethodMeta {
    let mut line_at = vec![None; method.items.len()];
    let mut line = None;
    for (i, item) in method.items.iter().enumerate() {
        if let Item::Line(l) = item {
            line = Some(*l);
        }
        line_at[i] = line;
    }
    let blocks = (0..cfg.blocks().len())
        .map(|b| BlockMeta {
            line: line_at.get(cfg.blocks()[b].first).copied().flatten(),
            lines: block_lines(&line_at, cfg.blocks()[b].instruction_items(method)),
            edges: cfg
                .successors(b)
                .map(|(to, kind)| EdgeMeta {
                    to: match to {
                        BlockNode::Block(t) => Some(t as u32),
                        _ => None,
                    },
                    kind: kind.to_string(),
                })
                .collect(),
        })
        .collect();
    let sites = invoke_items(method)
        .filter_map(|item| match &method.items[item] {
            Item::Instruction(ins) => Some(SiteMeta {
                block: cfg.block_of_item(item).unwrap_or(0) as u32,
                opcode: ins.opcode.name().to_string(),
                target: match &ins.operands {
                    Operands::ListMethod(_, m)
                    | Operands::RangeMethod(_, m)
                    | Operands::ListMethodProto(_, m, _)
                    | Operands::RangeMethodProto(_, m, _) => m.to_string(),
                    Operands::ListCallSite(_, cs) | Operands::RangeCallSite(_, cs) => {
                        format!("call site {} via {}", cs.name, cs.bootstrap)
                    }
                    _ => String::new(),
                },
            }),
            _ => None,
        })
        .collect();
    let invokes: Vec<usize> = invoke_items(method).collect();
    let steps = steps
        .iter()
        .map(|&item| StepMeta {
            block: cfg.block_of_item(item).unwrap_or(0) as u32,
            site: invokes
                .binary_search(&item)
                .ok()
                .map(|ordinal| ordinal as u32),
            // Filled in once every method has its id (`Analysis::sure_callee`).
            callee: None,
            // Filled in with the callees (`Analysis::may_enter_app`), and for the call-trace
            // schemes (`Analysis::call_targets`, `Analysis::inits`).
            ..StepMeta::default()
        })
        .collect();
    MethodMeta {
        class: class.name.to_string(),
        name: method.name.clone(),
        proto: method.proto.to_string(),
        dex: dex.to_string(),
        source: class
            .source
            .as_ref()
            .map(|s| String::from_utf16_lossy(&s.0)),
        blocks,
        sites,
        steps,
        // Decided over the whole program (`inferred::select`).
        inferred: false,
        // Decided over the whole program by a call-trace scheme's plan.
        calls: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn class(text: &str) -> Class {
        smali_parser::parse_class(text, "t.smali").unwrap()
    }

    #[test]
    fn activities_and_initialisers_follow_the_superclass_chain() {
        let classes = [
            class(".class public La/Main;\n.super Landroid/app/Activity;\n"),
            class(".class public La/Sub;\n.super La/Main;\n"),
            class(".class public La/List;\n.super Landroid/app/ListActivity;\n"),
            class(".class public La/Plain;\n.super Ljava/lang/Object;\n"),
            class(
                ".class public La/Init;\n.super Ljava/lang/Object;\n.method static constructor <clinit>()V\n    .locals 0\n    return-void\n.end method\n",
            ),
            class(".class public La/Heir;\n.super La/Init;\n"),
        ];
        let a = Analysis::new(classes.iter());
        assert!(a.is_activity("La/Main;") && a.is_activity("La/Sub;") && a.is_activity("La/List;"));
        assert!(!a.is_activity("La/Plain;"));
        assert_eq!(a.activity_root("La/Main;"), Some("Landroid/app/Activity;"));
        assert_eq!(a.activity_root("La/Sub;"), None);
        assert_eq!(
            a.activity_root("La/List;"),
            Some("Landroid/app/ListActivity;")
        );

        let user = class(
            ".class public La/User;\n.super Ljava/lang/Object;\n.method static m()V\n    .locals 1\n    sget v0, La/Heir;->x:I\n    sget v0, La/Plain;->x:I\n    new-instance v0, La/Init;\n    invoke-static {}, La/Plain;->m()V\n    return-void\n.end method\n",
        );
        assert_eq!(a.steps(&user, &user.methods[0]), [0, 2, 3]);
        // The class's own initialiser runs before its code: no step.
        assert_eq!(a.steps(&classes[5], &user.methods[0]), [3]);
    }

    /// A class `name` extending `sup`, implementing `interfaces`, with these methods (each
    /// a `.method` header line; abstract ones get no body).
    fn typed(name: &str, sup: &str, flags: &str, interfaces: &[&str], methods: &[&str]) -> Class {
        let mut text = format!(".class {flags} {name}\n.super {sup}\n");
        for i in interfaces {
            text += &format!(".implements {i}\n");
        }
        for m in methods {
            if m.contains(" abstract ") {
                text += &format!("{m}\n.end method\n");
            } else {
                text += &format!("{m}\n    .locals 0\n    return-void\n.end method\n");
            }
        }
        class(&text)
    }

    /// `ask` of the analysis of the app `classes` about `invoke` (one instruction).
    fn about<T>(classes: &[Class], invoke: &str, ask: impl Fn(&Analysis, &Instruction) -> T) -> T {
        let caller = class(&format!(
            ".class public La/Caller;\n.super Ljava/lang/Object;\n.method static m()V\n    .locals 2\n    {invoke}\n    return-void\n.end method\n"
        ));
        let all: Vec<&Class> = classes.iter().chain([&caller]).collect();
        let a = Analysis::new(all.iter().copied());
        let Item::Instruction(ins) = &caller.methods[0].items[0] else {
            panic!("no instruction first");
        };
        ask(&a, ins)
    }

    /// The sure callee of `invoke` (one instruction) in the app `classes`.
    fn sure(classes: &[Class], invoke: &str) -> Option<String> {
        about(classes, invoke, Analysis::sure_callee)
    }

    #[test]
    fn only_calls_that_may_land_in_app_code_guess_their_callee() {
        let s = shapes();
        let guesses = |invoke: &str| about(&s, invoke, Analysis::may_enter_app);
        assert!(guesses("invoke-interface {v0}, La/Named;->name()V"));
        assert!(guesses("invoke-static {}, La/Shape;->make()V"));
        // A framework method an app class overrides (`name()V` here), through any type.
        assert!(guesses("invoke-virtual {v0}, Ljava/lang/Thread;->name()V"));
        // Framework methods no app class declares: the framework may still call back, and
        // those entries are coded as they come.
        assert!(!guesses(
            "invoke-virtual {v0, v1}, Ljava/lang/String;->charAt(I)C"
        ));
        assert!(!guesses("invoke-static {v0}, Ljava/lang/Math;->abs(I)I"));
        // A static framework method of an overridden name is no dispatch.
        assert!(!guesses("invoke-static {}, Ljava/lang/Thread;->name()V"));
        assert!(!guesses("const/4 v0, 0x0"));
    }

    fn shapes() -> Vec<Class> {
        let object = "Ljava/lang/Object;";
        vec![
            typed(
                "La/Shape;",
                object,
                "public abstract",
                &["La/Named;"],
                &[
                    ".method public abstract area()I",
                    ".method public name()V",
                    ".method static make()V",
                    ".method constructor <init>()V",
                ],
            ),
            typed(
                "La/Square;",
                "La/Shape;",
                "public",
                &[],
                &[".method public area()I", ".method private secret()V"],
            ),
            typed(
                "La/Circle;",
                "La/Shape;",
                "public",
                &[],
                &[".method public area()I"],
            ),
            typed(
                "La/Named;",
                object,
                "public interface abstract",
                &[],
                &[".method public abstract name()V"],
            ),
            typed("La/View;", "Landroid/view/View;", "public", &[], &[]),
        ]
    }

    #[test]
    fn a_call_is_sure_only_where_every_receiver_runs_one_app_method() {
        let s = shapes();
        let sure = |invoke: &str| sure(&s, invoke);
        for (invoke, callee) in [
            (
                "invoke-static {}, La/Square;->make()V",
                "La/Shape;->make()V",
            ),
            (
                "invoke-direct {v0}, La/Shape;-><init>()V",
                "La/Shape;-><init>()V",
            ),
            (
                "invoke-direct {v0}, La/Square;->secret()V",
                "La/Square;->secret()V",
            ),
            // Both subclasses inherit `name` and implement the interface with it.
            (
                "invoke-virtual {v0}, La/Square;->name()V",
                "La/Shape;->name()V",
            ),
            (
                "invoke-interface {v0}, La/Named;->name()V",
                "La/Shape;->name()V",
            ),
            (
                "invoke-virtual {v0}, La/Square;->area()I",
                "La/Square;->area()I",
            ),
        ] {
            assert_eq!(sure(invoke).as_deref(), Some(callee), "{invoke}");
        }
        // Two implementations, a framework method, a framework superclass, an abstract
        // method with no code: not sure.
        assert_eq!(sure("invoke-virtual {v0}, La/Shape;->area()I"), None);
        assert_eq!(
            sure("invoke-virtual {v0}, Ljava/lang/Object;->hashCode()I"),
            None
        );
        assert_eq!(sure("invoke-virtual {v0}, La/View;->invalidate()V"), None);
        assert_eq!(sure("invoke-virtual {v0}, La/Square;->hashCode()I"), None);
        assert_eq!(sure("invoke-super {v0}, La/Shape;->area()I"), None);
    }

    #[test]
    fn classes_made_or_loaded_at_run_time_make_dispatch_unsure() {
        let object = "Ljava/lang/Object;";
        for (maker, interfaces_open, classes_open) in [
            (
                "invoke-static {v0, v0, v0}, Ljava/lang/reflect/Proxy;->newProxyInstance(Ljava/lang/ClassLoader;[Ljava/lang/Class;Ljava/lang/reflect/InvocationHandler;)Ljava/lang/Object;",
                true,
                false,
            ),
            (
                "new-instance v0, Ldalvik/system/DexClassLoader;",
                true,
                true,
            ),
        ] {
            let mut s = shapes();
            s.push(class(&format!(
                ".class public La/Maker;\n.super {object}\n.method static m()V\n    .locals 1\n    {maker}\n    return-void\n.end method\n"
            )));
            let interface = sure(&s, "invoke-interface {v0}, La/Named;->name()V");
            let virtual_call = sure(&s, "invoke-virtual {v0}, La/Square;->area()I");
            let direct = sure(&s, "invoke-direct {v0}, La/Square;->secret()V");
            assert_eq!(interface.is_none(), interfaces_open, "{maker}");
            assert_eq!(virtual_call.is_none(), classes_open, "{maker}");
            assert!(direct.is_some(), "{maker}");
        }
    }

    #[test]
    fn a_package_private_method_is_not_overridden_from_another_package() {
        let object = "Ljava/lang/Object;";
        let s = vec![
            typed(
                "La/Base;",
                object,
                "public abstract",
                &[],
                &[".method run()V"],
            ),
            typed("Lb/Other;", "La/Base;", "public", &[], &[".method run()V"]),
        ];
        // Only `Lb/Other;` can be the receiver, but its `run` does not override `Base.run`.
        assert_eq!(sure(&s, "invoke-virtual {v0}, La/Base;->run()V"), None);
    }

    #[test]
    fn a_block_lists_every_line_in_force_over_its_instructions() {
        let c = class(
            ".class public La/L;\n.super Ljava/lang/Object;\n.source \"L.java\"\n.method static m(I)I\n    .locals 1\n    .line 3\n    const/4 v0, 1\n    .line 5\n    add-int/2addr p0, v0\n    .line 3\n    mul-int/2addr p0, v0\n    if-eqz p0, :zero\n    .line 7\n    return p0\n    :zero\n    return v0\n.end method\n",
        );
        let m = &c.methods[0];
        let cfg = Cfg::build(&c.name, m).unwrap();
        let meta = method_meta("classes.dex", &c, m, &cfg, &[]);
        assert_eq!(meta.source.as_deref(), Some("L.java"));
        let lines: Vec<(Option<u32>, Vec<u32>)> = meta
            .blocks
            .iter()
            .map(|b| (b.line, b.lines.clone()))
            .collect();
        // The last block has no `.line` of its own: 7 is in force until the next one.
        assert_eq!(
            lines,
            [
                (Some(3), vec![3, 5]),
                (Some(7), vec![7]),
                (Some(7), vec![7])
            ]
        );
    }
}
