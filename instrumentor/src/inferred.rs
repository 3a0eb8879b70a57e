//! Methods the `paths` decoder infers: they run one way and only app code calls them, at sites
//! that surely enter them, so they need no probe of their own (`MethodMeta::inferred`). Their
//! callers count one step right after each such invoke returns, and the decoder walks the
//! callee's one path there. Small accessors and setters, the bulk of the calls in
//! object-oriented code, then cost their callers one counter and keep the JIT's inlining.
//!
//! The selection must not guess: a call the decoder does not see coming would drop the
//! callee's whole run from the trace. A method is inferred only when:
//!
//! - **its body runs one way**: no branch, invoke, `throw` or try range; no instruction that may
//!   throw, but field reads and writes on `this` in an instance method whose `this` register is
//!   never written, and on static fields its own class declares (already initialised when the
//!   method runs); no annotation, no `synchronized`; not a constructor or static initialiser;
//! - **framework code cannot call it**: every supertype of its class is an app type but
//!   `java.lang.Object`, whose methods it does not override; its class declares no native
//!   method (native code calls back into its own class); with reflective calls in the app
//!   (`Method.invoke`), it is neither public nor protected; with method handles, lambdas made at
//!   run time, proxies or class loaders in the app, nothing is inferred;
//! - **every app call site that may dispatch to it surely enters it**
//!   ([`Analysis::sure_callee`]) and is in a method that carries probes.

use std::collections::{HashMap, HashSet};

use smali_parser::ast::{AccessFlag, Class, Instruction, Item, Method, Operands, Reg, TypeDesc};
use smali_parser::cfg::{BlockNode, Cfg};
use smali_parser::hierarchy::Hierarchy;
use smali_parser::opcode::FlowKind;

use crate::analysis::{is_static_field_access, Analysis};

/// A method with code, as the selection sees it.
pub struct Body<'a> {
    pub class: &'a Class,
    pub method: &'a Method,
    /// When the method will carry probes: its CFG, its steps' item indices and, per step, the
    /// signature of the method its invoke surely enters.
    pub probed: Option<Probed<'a>>,
}

pub struct Probed<'a> {
    pub cfg: &'a Cfg,
    pub steps: &'a [usize],
    pub callees: &'a [Option<String>],
}

/// `java.lang.Object`'s methods framework code calls on any object (`name`, `proto`).
const OBJECT_METHODS: &[(&str, &str)] = &[
    ("toString", "()Ljava/lang/String;"),
    ("hashCode", "()I"),
    ("equals", "(Ljava/lang/Object;)Z"),
    ("clone", "()Ljava/lang/Object;"),
    ("finalize", "()V"),
];

const OBJECT: &str = "Ljava/lang/Object;";

/// The signatures of the methods whose runs the decoder infers, among `bodies` (every method
/// with code of the app).
pub fn select(analysis: &Analysis, bodies: &[Body<'_>]) -> HashSet<String> {
    let reach = Reach::of(bodies.iter().map(|b| b.method));
    if reach.handles || analysis.open_world() {
        return HashSet::new();
    }
    let h = &analysis.hierarchy;
    // Candidates by (name, proto): the call sites below look them up by their reference.
    let mut candidates: HashMap<(String, String), Vec<(&Class, String)>> = HashMap::new();
    for body in bodies {
        let Some(probed) = &body.probed else {
            continue;
        };
        let (class, method) = (body.class, body.method);
        if !probed.steps.is_empty()
            || !runs_one_way(class, method, probed.cfg)
            || !closed_to_framework(h, class, method)
            || (reach.reflection && is_visible(method))
        {
            continue;
        }
        let proto = method.proto.to_string();
        let signature = format!("{}->{}{proto}", class.name, method.name);
        candidates
            .entry((method.name.clone(), proto))
            .or_default()
            .push((class, signature));
    }
    let mut refused: HashSet<String> = HashSet::new();
    for body in bodies {
        for (item, ins) in body
            .method
            .items
            .iter()
            .enumerate()
            .filter_map(|(i, it)| match it {
                Item::Instruction(ins) => Some((i, ins)),
                _ => None,
            })
        {
            let (Operands::ListMethod(_, target) | Operands::RangeMethod(_, target)) =
                &ins.operands
            else {
                continue;
            };
            let key = (target.name.clone(), target.proto.to_string());
            let Some(list) = candidates.get(&key) else {
                continue;
            };
            let sure = body.probed.as_ref().and_then(|p| {
                let step = p.steps.binary_search(&item).ok()?;
                p.callees.get(step)?.as_deref()
            });
            for (class, signature) in list {
                let related = target.class == class.name
                    || h.is_subtype(&class.name, &target.class)
                    || h.is_subtype(&target.class, &class.name);
                if related && sure != Some(signature.as_str()) {
                    refused.insert(signature.clone());
                }
            }
        }
    }
    candidates
        .into_values()
        .flatten()
        .map(|(_, signature)| signature)
        .filter(|s| !refused.contains(s))
        .collect()
}

/// What in the app reaches methods without a call site naming them.
#[derive(Default)]
struct Reach {
    /// `java.lang.reflect.Method.invoke`.
    reflection: bool,
    /// Method handles or `invoke-polymorphic`.
    handles: bool,
}

impl Reach {
    fn of<'a>(methods: impl Iterator<Item = &'a Method>) -> Reach {
        let mut reach = Reach::default();
        for ins in methods.flat_map(Method::instructions) {
            match &ins.operands {
                Operands::RMethodHandle(..) => reach.handles = true,
                Operands::ListMethod(_, m) | Operands::RangeMethod(_, m) => {
                    reach.reflection |=
                        m.class == "Ljava/lang/reflect/Method;" && m.name == "invoke";
                    reach.handles |= m.class.starts_with("Ljava/lang/invoke/");
                }
                Operands::ListMethodProto(..) | Operands::RangeMethodProto(..) => {
                    reach.handles = true
                }
                _ => {}
            }
        }
        reach
    }
}

fn is_visible(method: &Method) -> bool {
    method
        .access
        .iter()
        .any(|a| matches!(a, AccessFlag::Public | AccessFlag::Protected))
}

/// Whether framework code can only reach `method` through app code: see the module
/// documentation.
fn closed_to_framework(h: &Hierarchy, class: &Class, method: &Method) -> bool {
    if class.is_interface()
        || class
            .methods
            .iter()
            .any(|m| m.access.contains(&AccessFlag::Native))
    {
        return false;
    }
    let proto = method.proto.to_string();
    if OBJECT_METHODS.contains(&(method.name.as_str(), proto.as_str())) {
        return false;
    }
    // The superclass chain ends at the first type outside the app, which must be Object.
    if class.super_class.is_some()
        && h.superclasses(&class.name).last().map(TypeDesc::as_str) != Some(OBJECT)
    {
        return false;
    }
    let mut seen: HashSet<&str> = HashSet::new();
    let mut todo: Vec<&str> = std::iter::once(class.name.as_str())
        .chain(h.superclasses(&class.name).map(TypeDesc::as_str))
        .filter(|t| *t != OBJECT)
        .collect();
    while let Some(ty) = todo.pop() {
        if !seen.insert(ty) {
            continue;
        }
        if !h.is_app(ty) {
            return false;
        }
        todo.extend(h.interfaces(ty).iter().map(TypeDesc::as_str));
    }
    true
}

/// Whether `method`'s body runs one way and cannot throw: see the module documentation.
fn runs_one_way(class: &Class, method: &Method, cfg: &Cfg) -> bool {
    if matches!(method.name.as_str(), "<init>" | "<clinit>")
        || !method.annotations.is_empty()
        || method.access.iter().any(|a| {
            matches!(
                a,
                AccessFlag::Synchronized
                    | AccessFlag::DeclaredSynchronized
                    | AccessFlag::Native
                    | AccessFlag::Abstract
            )
        })
        || method.items.iter().any(|i| matches!(i, Item::Catch(_)))
        || !cfg.catches().is_empty()
    {
        return false;
    }
    let Some(total) = method.total_registers() else {
        return false;
    };
    let locals = total - method.param_registers();
    let number = |r: Reg| match r {
        Reg::V(n) => u32::from(n),
        Reg::P(n) => locals + u32::from(n),
    };
    let this = (!method.is_static()).then_some(locals);
    let this_written = this.is_some_and(|this| {
        method
            .instructions()
            .any(|ins| writes_register(ins, this, number))
    });
    method.instructions().all(|ins| {
        match ins.opcode.flow() {
            FlowKind::If | FlowKind::Switch | FlowKind::Throw => return false,
            FlowKind::Next | FlowKind::Goto | FlowKind::Return => {}
        }
        if !ins.opcode.can_throw() {
            return true;
        }
        match &ins.operands {
            // Only the iget and iput forms take a register, a register and a field.
            Operands::RRField(_, object, _) => {
                !this_written && this.is_some_and(|this| number(*object) == this)
            }
            Operands::RField(_, field) if is_static_field_access(ins.opcode) => {
                field.class == class.name
                    && class
                        .fields
                        .iter()
                        .any(|f| f.is_static() && f.name == field.name && f.ty == field.ty)
            }
            _ => false,
        }
    }) && straight_to_return(cfg)
}

/// Whether the walk from the entry block reaches a return without coming back.
fn straight_to_return(cfg: &Cfg) -> bool {
    let mut block = 0usize;
    let mut seen = HashSet::new();
    loop {
        if !seen.insert(block) {
            return false;
        }
        let next: Vec<_> = cfg
            .successors(block)
            .filter(|(_, kind)| !kind.is_exceptional())
            .collect();
        match next.as_slice() {
            [(BlockNode::Block(to), _)] => block = *to,
            [] | [(_, _)] => return true,
            _ => return false,
        }
    }
}

/// Whether `ins` may write register `reg` (conservatively: a wide result next to it counts).
fn writes_register(ins: &Instruction, reg: u32, number: impl Fn(Reg) -> u32) -> bool {
    // Field writes and returns only read their registers.
    let name = ins.opcode.name();
    if name.starts_with("iput") || name.starts_with("sput") || ins.opcode.flow() == FlowKind::Return
    {
        return false;
    }
    let mut first = None;
    ins.operands.for_each_reg(|r| {
        first.get_or_insert(r);
    });
    let Some(first) = first.map(number) else {
        return false;
    };
    let wide = ["wide", "long", "double"].iter().any(|w| name.contains(w));
    first == reg || (wide && first + 1 == reg)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inferred methods of the program made of `classes`, every method with code probed.
    fn inferred(classes: &[&str]) -> Vec<String> {
        let classes: Vec<Class> = classes
            .iter()
            .map(|text| smali_parser::parse_class(text, "t.smali").unwrap())
            .collect();
        let analysis = Analysis::new(classes.iter());
        let mut parts = Vec::new();
        for class in &classes {
            for method in class.methods.iter().filter(|m| m.registers.is_some()) {
                let cfg = Cfg::build(&class.name, method).unwrap();
                let steps = analysis.steps(class, method);
                let callees: Vec<Option<String>> = steps
                    .iter()
                    .map(|&i| match &method.items[i] {
                        Item::Instruction(ins) => analysis.sure_callee(ins),
                        _ => None,
                    })
                    .collect();
                parts.push((class, method, cfg, steps, callees));
            }
        }
        let bodies: Vec<Body<'_>> = parts
            .iter()
            .map(|(class, method, cfg, steps, callees)| Body {
                class,
                method,
                probed: Some(Probed {
                    cfg,
                    steps,
                    callees,
                }),
            })
            .collect();
        let mut selected: Vec<String> = select(&analysis, &bodies).into_iter().collect();
        selected.sort();
        selected
    }

    const CALLER: &str = ".class public La/Main;\n.super Ljava/lang/Object;\n\
        .method public static main(La/Box;)I\n    .registers 2\n\
        invoke-virtual {p0}, La/Box;->get()I\n    move-result v0\n    return v0\n.end method\n";

    fn boxed(header: &str, body: &str) -> String {
        format!(
            ".class public La/Box;\n.super Ljava/lang/Object;\n{header}\n.field v:I\n\
             .field static s:I\n\
             .method public get()I\n    .registers 3\n{body}\n.end method\n"
        )
    }

    #[test]
    fn a_field_read_on_this_called_surely_is_inferred() {
        let class = boxed("", "    iget v0, p0, La/Box;->v:I\n    return v0");
        assert_eq!(inferred(&[CALLER, &class]), ["La/Box;->get()I"]);
        let own_static = boxed("", "    sget v0, La/Box;->s:I\n    return v0");
        assert_eq!(inferred(&[CALLER, &own_static]), ["La/Box;->get()I"]);
    }

    #[test]
    fn bodies_that_may_branch_throw_or_call_are_not() {
        for body in [
            // a branch
            "    const/4 v0, 0x0\n    if-eqz v0, :a\n    :a\n    return v0",
            // a field of another object, which may be null
            "    iget v0, p1, La/Box;->v:I\n    return v0",
            // `this` overwritten, then read through
            "    move-object v1, p0\n    const/4 p0, 0x0\n    iget v0, p0, La/Box;->v:I\n    return v0",
            // a division
            "    const/4 v0, 0x1\n    div-int/2addr v0, v0\n    return v0",
            // a static field of another class (its initialiser may run)
            "    sget v0, La/Other;->s:I\n    return v0",
            // a call
            "    invoke-virtual {p0}, La/Box;->hashCode()I\n    move-result v0\n    return v0",
        ] {
            let class = boxed("", body);
            assert_eq!(inferred(&[CALLER, &class]), Vec::<String>::new(), "{body}");
        }
    }

    #[test]
    fn framework_supertypes_reflection_and_unsure_calls_keep_the_probes() {
        let body = "    iget v0, p0, La/Box;->v:I\n    return v0";
        // Framework code may call it through a framework interface.
        let runnable = boxed(".implements Ljava/lang/Runnable;", body);
        assert!(inferred(&[CALLER, &runnable]).is_empty());
        // A subclass overrides it: the call is not sure.
        let sub = ".class public La/Sub;\n.super La/Box;\n\
            .method public get()I\n    .registers 2\n    const/4 v0, 0x1\n    return v0\n.end method\n";
        assert!(inferred(&[CALLER, &boxed("", body), sub])
            .iter()
            .all(|m| m != "La/Box;->get()I"));
        // Reflection may call any public method.
        let reflective = ".class public La/R;\n.super Ljava/lang/Object;\n\
            .method public static r(Ljava/lang/reflect/Method;)V\n    .registers 2\n\
            const/4 v0, 0x0\n\
            invoke-virtual {p0, v0, v0}, Ljava/lang/reflect/Method;->invoke(Ljava/lang/Object;[Ljava/lang/Object;)Ljava/lang/Object;\n\
            return-void\n.end method\n";
        assert!(inferred(&[CALLER, &boxed("", body), reflective]).is_empty());
        // A site in code without probes would go unseen.
        let class = boxed("", body);
        let classes: Vec<Class> = [CALLER, class.as_str()]
            .iter()
            .map(|t| smali_parser::parse_class(t, "t.smali").unwrap())
            .collect();
        let analysis = Analysis::new(classes.iter());
        let get = &classes[1].methods[0];
        let cfg = Cfg::build(&classes[1].name, get).unwrap();
        let bodies = [
            Body {
                class: &classes[0],
                method: &classes[0].methods[0],
                probed: None,
            },
            Body {
                class: &classes[1],
                method: get,
                probed: Some(Probed {
                    cfg: &cfg,
                    steps: &[],
                    callees: &[],
                }),
            },
        ];
        assert!(select(&analysis, &bodies).is_empty());
    }
}
