//! The lifecycle calls every scheme shares. Flushes: the runtime must write out what it holds
//! where the process may die soon after, at the end of a host program's `main` and in the
//! lifecycle callbacks of activities that precede process death. Attaches: the runtime needs a
//! `Context` to have the system create the app's external files directory (Android 11+), and
//! gets the first one an app component's `onCreate` or flush callback sees.

use android_runtime::{STORAGE_ATTACH, TRACE_FLUSH};
use std::sync::Arc;

use super::probes::method_ref;
use smali_parser::ast::{
    AccessFlag, Instruction, Item, Method, MethodRef, Operands, Proto, Reg, RegRange, RegisterDecl,
};
use smali_parser::opcode::Opcode;

/// The lifecycle callbacks that precede process death, where the runtime must flush.
pub const FLUSH_CALLBACKS: [&str; 2] = ["onPause", "onStop"];

/// The call that makes the runtime write out and sync what it holds.
pub fn flush_call() -> Instruction {
    Instruction {
        opcode: Opcode::InvokeStaticRange,
        operands: Operands::RangeMethod(RegRange::Empty, Arc::new(method_ref(&TRACE_FLUSH))),
    }
}

/// The call that hands the runtime the `Context` in `p0` (see [`is_attach_callback`]).
pub fn attach_call() -> Instruction {
    Instruction {
        opcode: Opcode::InvokeStatic,
        operands: Operands::ListMethod(vec![Reg::P(0)], attach_ref()),
    }
}

/// `Storage.attach(Context)`, for [`crate::rewrite::Rewriter::at_entry_passing_this`].
pub fn attach_ref() -> Arc<MethodRef> {
    Arc::new(method_ref(&STORAGE_ATTACH))
}

/// Whether `method`, in an app component (see [`is_framework_component`]), hands its `this`
/// to the runtime at entry: `onCreate` (of an activity, service or application) and the flush
/// callbacks, which every activity has once the instrumentor is done.
pub fn is_attach_callback(method: &Method) -> bool {
    (method.name == "onCreate"
        && method.proto.ret == "V"
        && !method.access.contains(&AccessFlag::Static))
        || is_flush_callback(method)
}

/// Whether `method` is a program entry point, `public static void main(String[])`.
pub fn is_main(method: &Method) -> bool {
    method.name == "main"
        && method.access.contains(&AccessFlag::Static)
        && method.access.contains(&AccessFlag::Public)
        && method.proto.params == ["[Ljava/lang/String;"]
        && method.proto.ret == "V"
}

/// Whether `method` is `onPause()V` or `onStop()V`.
pub fn is_flush_callback(method: &Method) -> bool {
    FLUSH_CALLBACKS.contains(&method.name.as_str())
        && method.proto.params.is_empty()
        && method.proto.ret == "V"
        && !method.access.contains(&AccessFlag::Static)
}

/// An override of lifecycle callback `name` for a class whose superclass is `super_class`: it
/// hands the runtime its `Context`, calls the superclass's method, then flushes. Added to the
/// app classes that extend a framework activity directly and do not override the callback, so
/// every activity flushes.
pub fn flush_override(name: &str, super_class: &str) -> Method {
    let call_super = Instruction {
        opcode: Opcode::InvokeSuper,
        operands: Operands::ListMethod(vec![Reg::P(0)], Arc::new(method(super_class, name))),
    };
    Method {
        access: vec![AccessFlag::Protected],
        name: name.to_string(),
        proto: void(),
        registers: Some(RegisterDecl::Locals(0)),
        params: vec![],
        annotations: vec![],
        items: vec![
            Item::Instruction(attach_call()),
            Item::Instruction(call_super),
            Item::Instruction(flush_call()),
            Item::Instruction(Instruction {
                opcode: Opcode::ReturnVoid,
                operands: Operands::None,
            }),
        ],
    }
}

/// Whether `ty` names a framework activity class (`Landroid/app/Activity;` and the framework's
/// own subclasses such as `ListActivity`), as opposed to one defined by the app.
pub fn is_framework_activity(ty: &str) -> bool {
    ty.starts_with("Landroid/") && ty.ends_with("Activity;")
}

/// Whether `ty` names a framework class whose instances are the app's `Context`s: activities,
/// services (`Landroid/app/Service;` and the framework's own services such as
/// `Landroid/inputmethodservice/InputMethodService;`), `Landroid/app/Application;`, and
/// `Landroid/content/ContextWrapper;` itself.
pub fn is_framework_component(ty: &str) -> bool {
    is_framework_activity(ty)
        || (ty.starts_with("Landroid/") && ty.ends_with("Service;"))
        || ty == "Landroid/app/Application;"
        || ty == "Landroid/content/ContextWrapper;"
}

/// `class->name()V`.
fn method(class: &str, name: &str) -> MethodRef {
    MethodRef {
        class: class.into(),
        name: name.to_string(),
        proto: void(),
    }
}

fn void() -> Proto {
    Proto {
        params: vec![],
        ret: "V".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_flush_calls_the_runtimes_flush() {
        let Operands::RangeMethod(RegRange::Empty, target) = flush_call().operands else {
            panic!("not a call without arguments");
        };
        assert_eq!(target.to_string(), TRACE_FLUSH.to_string());
    }

    #[test]
    fn the_attach_passes_p0_to_storage_attach() {
        let Operands::ListMethod(regs, target) = attach_call().operands else {
            panic!("not a call with a register list");
        };
        assert_eq!(regs, [Reg::P(0)]);
        assert_eq!(target.to_string(), STORAGE_ATTACH.to_string());
    }

    #[test]
    fn components_are_the_frameworks_context_classes() {
        for ty in [
            "Landroid/app/Activity;",
            "Landroid/app/ListActivity;",
            "Landroid/app/Service;",
            "Landroid/app/IntentService;",
            "Landroid/inputmethodservice/InputMethodService;",
            "Landroid/app/Application;",
            "Landroid/content/ContextWrapper;",
        ] {
            assert!(is_framework_component(ty), "{ty}");
        }
        for ty in [
            "Landroid/content/BroadcastReceiver;",
            "Landroid/view/View;",
            "Ljava/lang/Object;",
            "Lcom/example/MyService;",
        ] {
            assert!(!is_framework_component(ty), "{ty}");
        }
    }
}
