//! What instrumentation learns of the app before it rewrites anything: over the whole program
//! (on [`smali_parser::hierarchy`]), which classes are activities and which classes' static
//! initialisers run app code; per method, its metadata (blocks, edges, call sites) and its
//! steps.

use std::collections::{HashMap, HashSet};

use android_runtime::meta::{BlockMeta, EdgeMeta, MethodMeta, SiteMeta, StepMeta};
use smali_parser::ast::{Class, Item, Method, Operands};
use smali_parser::cfg::{BlockNode, Cfg};
use smali_parser::hierarchy::Hierarchy;
use smali_parser::opcode::Opcode;

use crate::schemes::blocks::invoke_items;
use crate::schemes::lifecycle::is_framework_activity;

/// The whole-program facts.
pub struct Analysis {
    pub hierarchy: Hierarchy,
    /// Every app class that is an activity: its superclass chain leads to a framework activity.
    activities: HashSet<String>,
    /// The app activities extending a framework activity directly, with that superclass: they
    /// get `onPause`/`onStop` overrides when they have none, so every activity flushes.
    activity_roots: HashMap<String, String>,
    /// App classes whose initialisation runs app code: they or an app superclass have a
    /// `<clinit>` with code.
    initialised: HashSet<String>,
}

impl Analysis {
    pub fn new<'a>(classes: impl IntoIterator<Item = &'a Class> + Clone) -> Analysis {
        let hierarchy = Hierarchy::new(classes.clone());
        let own_clinit: HashSet<&str> = classes
            .into_iter()
            .filter(|c| {
                c.methods
                    .iter()
                    .any(|m| m.name == "<clinit>" && m.registers.is_some())
            })
            .map(|c| c.name.as_str())
            .collect();
        let mut activities = HashSet::new();
        let mut activity_roots = HashMap::new();
        let mut initialised = HashSet::new();
        for class in hierarchy.classes() {
            let name = class.name.as_str();
            // The chain ends at the first class outside the app, whose supers are unknown.
            if let Some(outside) = hierarchy
                .superclasses(name)
                .last()
                .filter(|s| !hierarchy.is_app(s) && is_framework_activity(s))
            {
                activities.insert(name.to_string());
                if class.super_class.as_deref() == Some(outside.as_str()) {
                    activity_roots.insert(name.to_string(), outside.clone());
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
        Analysis {
            hierarchy,
            activities,
            activity_roots,
            initialised,
        }
    }

    pub fn is_activity(&self, class: &str) -> bool {
        self.activities.contains(class)
    }

    /// The framework activity `class` extends directly, if it does.
    pub fn activity_root(&self, class: &str) -> Option<&str> {
        self.activity_roots.get(class).map(String::as_str)
    }

    /// Item indices of `method`'s steps: invokes, and instructions that may initialise an app
    /// class other than `class` and its superclasses (those are initialised while it runs).
    pub fn steps(&self, class: &Class, method: &Method) -> Vec<usize> {
        let own: HashSet<&str> = std::iter::once(class.name.as_str())
            .chain(self.hierarchy.superclasses(&class.name).map(String::as_str))
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

fn is_static_field_access(op: Opcode) -> bool {
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
        })
        .collect();
    MethodMeta {
        class: class.name.clone(),
        name: method.name.clone(),
        proto: method.proto.to_string(),
        dex: dex.to_string(),
        blocks,
        sites,
        steps,
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
}
