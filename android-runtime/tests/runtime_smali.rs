//! The runtime's smali goes through the project's own parser and CFG builder, which the
//! instrumentor uses on everything it handles, and addresses only registers its frames have
//! (smali assembles `pN` past the frame without complaint; ART would reject the class).

use std::path::Path;

use android_runtime::calls::coding::CallsCoding;
use android_runtime::paths::PathsSettings;
use android_runtime::{runtime_sources, RuntimeConfig, Scheme};
use smali_parser::ast::{Class, Operands, Reg};
use smali_parser::cfg::Cfg;

fn config() -> RuntimeConfig {
    let mut markers = PathsSettings {
        binary: 3,
        nary: vec![3, 65535],
        edges: 65544,
        methods: 70_000,
        steps: 12,
    }
    .markers();
    markers.extend(CallsCoding::new(&[]).markers());
    markers.int(android_runtime::contexts::METHODS_MARKER, 70_000);
    RuntimeConfig {
        package: Some("com.example.app".into()),
        metadata_hash: u64::MAX,
        model_generation: u32::MAX,
        // Every scheme's classes at once (no app has them all).
        schemes: Scheme::all().collect(),
        coder: Some(android_runtime::coder::Coder::Range),
        markers,
    }
}

#[test]
fn runtime_sources_parse_print_and_have_cfgs() {
    let mut methods = 0;
    for s in &runtime_sources(&config()).unwrap() {
        let class = smali_parser::parse_class(&s.text, &s.file_name)
            .unwrap_or_else(|e| panic!("{}: {e}", s.file_name));
        assert_eq!(class.name, s.class);
        let printed = smali_parser::print_class(&class);
        let again = smali_parser::parse_class(&printed, &s.file_name).unwrap();
        assert_eq!(again, class, "{} does not survive print/parse", s.file_name);
        for m in &class.methods {
            Cfg::build(&class.name, m)
                .unwrap_or_else(|e| panic!("{}->{}: {e}", class.name, m.name));
            methods += 1;
        }
    }
    assert!(methods > 40, "only {methods} methods");
}

fn registers(ops: &Operands) -> Vec<Reg> {
    use Operands::*;
    match ops {
        None | Label(_) => vec![],
        R(a)
        | RLit(a, _)
        | RLabel(a, _)
        | RString(a, _)
        | RType(a, _)
        | RField(a, _)
        | RMethodHandle(a, _)
        | RProto(a, _) => vec![*a],
        RR(a, b) | RRLit(a, b, _) | RRLabel(a, b, _) | RRType(a, b, _) | RRField(a, b, _) => {
            vec![*a, *b]
        }
        RRR(a, b, c) => vec![*a, *b, *c],
        ListMethod(l, _) | ListType(l, _) | ListCallSite(l, _) | ListMethodProto(l, _, _) => {
            l.clone()
        }
        RangeMethod(r, _) | RangeType(r, _) | RangeCallSite(r, _) | RangeMethodProto(r, _, _) => {
            panic!("no /range invokes expected here: {r:?}")
        }
    }
}

fn check_registers(class: &Class, errors: &mut Vec<String>) {
    for m in &class.methods {
        let Some(total) = m.total_registers() else {
            continue;
        };
        let params = m.param_registers();
        for ins in m.instructions() {
            for r in registers(&ins.operands) {
                let ok = match r {
                    Reg::V(n) => u32::from(n) < total,
                    Reg::P(n) => u32::from(n) < params,
                };
                if !ok {
                    errors.push(format!(
                        "{}->{}: {r:?} outside a frame of {total} registers ({params} parameter)",
                        class.name, m.name
                    ));
                }
            }
        }
    }
}

#[test]
fn every_register_is_inside_its_frame() {
    let mut errors = Vec::new();
    for s in &runtime_sources(&config()).unwrap() {
        let class = smali_parser::parse_class(&s.text, &s.file_name).unwrap();
        check_registers(&class, &mut errors);
    }
    let harness = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/jvm");
    for name in [
        "Harness.smali",
        "Worker.smali",
        "Handler.smali",
        "Task.smali",
        "android/os/Process.smali",
    ] {
        let text = std::fs::read_to_string(harness.join(name)).unwrap();
        let class = smali_parser::parse_class(&text, name).unwrap();
        check_registers(&class, &mut errors);
    }
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}
