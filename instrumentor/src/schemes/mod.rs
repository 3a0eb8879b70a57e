//! Probe plans: what each tracing scheme puts where in a method.
//!
//! A plan is handed a [`Rewriter`](crate::rewrite::Rewriter) with the scratch registers it
//! asked for and the method's CFG; it only decides what code goes where, the rewriter makes it
//! fit. Besides the per-scheme plans this module adds the flushes every scheme shares: at the
//! end of a host program's `main` and in the `onPause`/`onStop` of activities.

pub mod blocks;
pub mod pathids;
pub mod paths;
pub mod probes;

use std::fmt;
use std::str::FromStr;

use smali_parser::ast::{AccessFlag, Class, Instruction, Item, Method, Operands, Proto, Reg};
use smali_parser::opcode::Opcode;

/// A tracing scheme that can be selected with `--scheme`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scheme {
    /// Every basic block entered: the ground truth the other schemes are checked against.
    Blocks,
    /// Branch decisions and the witnesses static information lacks, adaptively coded.
    Paths,
    /// Baseline: PAP path values (`r = r * n + i` at merges), logged raw per segment.
    Pap,
    /// Baseline: Ball-Larus path ids, one logged raw per acyclic segment.
    Bl,
}

impl Scheme {
    pub const ALL: [Scheme; 4] = [Scheme::Blocks, Scheme::Paths, Scheme::Pap, Scheme::Bl];

    pub fn name(self) -> &'static str {
        match self {
            Scheme::Blocks => "blocks",
            Scheme::Paths => "paths",
            Scheme::Pap => "pap",
            Scheme::Bl => "bl",
        }
    }

    /// The scheme's bit in the `schemes` field of trace headers.
    pub fn bit(self) -> u32 {
        match self {
            Scheme::Blocks => android_runtime::scheme::BLOCKS,
            Scheme::Paths => android_runtime::scheme::PATHS,
            Scheme::Pap => android_runtime::scheme::PAP,
            Scheme::Bl => android_runtime::scheme::BL,
        }
    }

    /// The path numbering of a baseline scheme (`pap`, `bl`).
    pub fn numbering(self) -> Option<android_runtime::pathids::Numbering> {
        match self {
            Scheme::Pap => Some(android_runtime::pathids::Numbering::Pap),
            Scheme::Bl => Some(android_runtime::pathids::Numbering::Bl),
            Scheme::Blocks | Scheme::Paths => None,
        }
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Scheme {
    type Err = String;

    fn from_str(s: &str) -> Result<Scheme, String> {
        Scheme::ALL
            .into_iter()
            .find(|scheme| scheme.name() == s)
            .ok_or_else(|| {
                let known: Vec<_> = Scheme::ALL.iter().map(|s| s.name()).collect();
                format!("unknown scheme `{s}`; available: {}", known.join(", "))
            })
    }
}

/// Names of the runtime's classes and probe methods (`android-runtime/smali/`).
pub mod runtime {
    use smali_parser::ast::MethodRef;

    pub use android_runtime::THREAD_STATE as STATE;
    const BLOCKS: &str = "Ladaptrace/rt/Blocks;";
    const TRACE: &str = "Ladaptrace/rt/Trace;";

    /// `Ladaptrace/rt/Blocks;->name(params)ret`.
    pub fn blocks(name: &str, params: &[&str], ret: &str) -> MethodRef {
        super::blocks::method_ref(BLOCKS, name, params, ret)
    }

    /// `Ladaptrace/rt/Trace;->flush()V`.
    pub fn flush() -> MethodRef {
        super::blocks::method_ref(TRACE, "flush", &[], "V")
    }
}

/// The call that makes the runtime write out and sync what it holds.
pub fn flush_call() -> Instruction {
    blocks::invoke_no_args(runtime::flush())
}

/// Whether `method` is a program entry point, `public static void main(String[])`.
pub fn is_main(method: &Method) -> bool {
    method.name == "main"
        && method.access.contains(&AccessFlag::Static)
        && method.access.contains(&AccessFlag::Public)
        && method.proto.params == ["[Ljava/lang/String;"]
        && method.proto.ret == "V"
}

/// The lifecycle callbacks that precede process death, where the runtime must flush.
pub const FLUSH_CALLBACKS: [&str; 2] = ["onPause", "onStop"];

/// Whether `method` is `onPause()V` or `onStop()V`.
pub fn is_flush_callback(method: &Method) -> bool {
    FLUSH_CALLBACKS.contains(&method.name.as_str())
        && method.proto.params.is_empty()
        && method.proto.ret == "V"
        && !method.access.contains(&AccessFlag::Static)
}

/// An override of lifecycle callback `name` for `class`, whose superclass is `super_class`:
/// it calls the superclass's method, then flushes. Added to the app classes that extend a
/// framework activity directly and do not override the callback, so every activity flushes.
pub fn flush_override(name: &str, super_class: &str) -> Method {
    let call_super = Instruction {
        opcode: Opcode::InvokeSuper,
        operands: Operands::ListMethod(
            vec![Reg::P(0)],
            blocks::method_ref(super_class, name, &[], "V"),
        ),
    };
    Method {
        access: vec![AccessFlag::Protected],
        name: name.to_string(),
        proto: Proto {
            params: vec![],
            ret: "V".to_string(),
        },
        registers: Some(smali_parser::ast::RegisterDecl::Locals(0)),
        params: vec![],
        annotations: vec![],
        items: vec![
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

/// Whether `class` belongs to the runtime and must not be instrumented.
pub fn is_runtime_class(class: &Class) -> bool {
    android_runtime::is_runtime_class(&class.name)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The plans build the runtime's method references from parts; they must be the ones the
    /// runtime defines.
    #[test]
    fn probe_references_are_the_runtimes() {
        let state = runtime::STATE;
        let pairs = [
            (
                runtime::blocks("enter", &["I"], state),
                android_runtime::BLOCKS_ENTER,
            ),
            (
                runtime::blocks("depth", &[state], "I"),
                android_runtime::BLOCKS_DEPTH,
            ),
            (
                runtime::blocks("block", &["I", state, "I"], "V"),
                android_runtime::BLOCKS_BLOCK,
            ),
            (
                runtime::blocks("site", &["I", state, "I"], "V"),
                android_runtime::BLOCKS_SITE,
            ),
            (
                runtime::blocks("exit", &["I", state], "V"),
                android_runtime::BLOCKS_EXIT,
            ),
            (
                runtime::blocks("caught", &["I", state, "I"], "V"),
                android_runtime::BLOCKS_CAUGHT,
            ),
            (runtime::flush(), android_runtime::TRACE_FLUSH),
        ];
        for (built, defined) in pairs {
            assert_eq!(built.to_string(), defined);
        }
    }

    #[test]
    fn scheme_names_parse_and_unknown_ones_list_the_known() {
        assert_eq!("blocks".parse::<Scheme>(), Ok(Scheme::Blocks));
        assert_eq!("bl".parse::<Scheme>(), Ok(Scheme::Bl));
        assert_eq!(
            "pap".parse::<Scheme>().map(Scheme::bit),
            Ok(android_runtime::scheme::PAP)
        );
        let err = "bogus".parse::<Scheme>().unwrap_err();
        assert!(err.contains("bogus") && err.contains("blocks"), "{err}");
    }
}
