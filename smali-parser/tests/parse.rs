//! Parser tests: every literal form with its exact value, each directive, each operand shape,
//! names that look like keywords, error positions and messages, a no-panic test over truncated
//! inputs, and (when `ADAPTRACE_SMALI_CORPUS` names a directory) a whole baksmali corpus.

use std::path::{Path, PathBuf};
use std::sync::Arc;

mod common;

use common::{fref, js, mref, proto};
use smali_parser::ast::*;
use smali_parser::opcode::{Format, Opcode, RefKind};
use smali_parser::{parse_class, ParseError};

const DATA_FILES: &[&str] = &[
    "all_opcodes.smali",
    "annotations.smali",
    "debug.smali",
    "hand_written.smali",
    "literals.smali",
    "names.smali",
];

fn data(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn parse(src: &str) -> Class {
    parse_class(src, "test.smali").unwrap_or_else(|e| panic!("{e}"))
}

fn parse_data(name: &str) -> Class {
    parse_class(&data(name), name).unwrap_or_else(|e| panic!("{e}"))
}

fn parse_err(src: &str) -> ParseError {
    match parse_class(src, "bad.smali") {
        Ok(c) => panic!("expected an error, parsed {c:?}"),
        Err(e) => e,
    }
}

/// A class with one static method whose body (starting on line 5) is `body`.
fn in_method(body: &str) -> String {
    format!(".class Lt;\n.super Ljava/lang/Object;\n.method static m()V\n    .registers 8\n{body}\n.end method\n")
}

fn items(body: &str) -> Vec<Item> {
    let class = parse(&in_method(body));
    class
        .methods
        .into_iter()
        .next()
        .map(|m| m.items)
        .unwrap_or_default()
}

/// The operands of the single instruction in `line`.
fn operands(line: &str) -> Operands {
    match items(line).as_slice() {
        [Item::Instruction(i)] => i.operands.clone(),
        other => panic!("expected one instruction, got {other:?}"),
    }
}

fn field<'a>(class: &'a Class, name: &str) -> &'a Field {
    class
        .fields
        .iter()
        .find(|f| f.name == name)
        .unwrap_or_else(|| panic!("no field {name}"))
}

fn method<'a>(class: &'a Class, name: &str) -> &'a Method {
    class
        .methods
        .iter()
        .find(|m| m.name == name)
        .unwrap_or_else(|| panic!("no method {name}"))
}

fn element<'a>(body: &'a AnnotationBody, name: &str) -> &'a Value {
    body.elements
        .iter()
        .find(|(n, _)| n == name)
        .map(|(_, v)| v)
        .unwrap_or_else(|| panic!("no element {name}"))
}

fn annotation<'a>(list: &'a [Annotation], ty: &str) -> &'a Annotation {
    list.iter()
        .find(|a| a.body.ty == ty)
        .unwrap_or_else(|| panic!("no annotation {ty}"))
}

// ---------------------------------------------------------------------------------------------
// Literals

#[test]
fn every_literal_form_has_its_exact_value() {
    let class = parse_data("literals.smali");
    let expected: Vec<(&str, Value)> = vec![
        ("I_DEC", Value::Int(42)),
        ("I_NEG", Value::Int(-42)),
        ("I_HEX", Value::Int(0x7f0e008f)),
        ("I_HEX_UPPER", Value::Int(0x1f)),
        ("I_OCT", Value::Int(15)),
        ("I_ZERO", Value::Int(0)),
        ("I_ALL_ONES", Value::Int(-1)),
        ("I_MIN", Value::Int(i32::MIN)),
        ("I_UNSIGNED_DEC", Value::Int(-1)),
        ("J_HEX", Value::Long(i64::MAX)),
        ("J_MIN", Value::Long(i64::MIN)),
        ("J_ALL_ONES", Value::Long(-1)),
        ("J_LOWER", Value::Long(12)),
        ("S_HEX", Value::Short(0x7fff)),
        ("S_ALL_ONES", Value::Short(-1)),
        ("S_NEG", Value::Short(i16::MIN)),
        ("B_ALL_ONES", Value::Byte(-1)),
        ("B_NEG", Value::Byte(i8::MIN)),
        ("B_DEC", Value::Byte(12)),
        ("F_SIMPLE", Value::Float(1.5f32.to_bits())),
        ("F_EXP", Value::Float(1.0e-5f32.to_bits())),
        ("F_INT_SUFFIX", Value::Float(1.0f32.to_bits())),
        ("F_MIN", Value::Float(1)),
        ("F_HEX", Value::Float(12.0f32.to_bits())),
        ("F_NAN", Value::Float(0x7fc0_0000)),
        ("F_NEG_INF", Value::Float(f32::NEG_INFINITY.to_bits())),
        ("D_SIMPLE", Value::Double(1.5f64.to_bits())),
        ("D_LEADING_DOT", Value::Double(0.5f64.to_bits())),
        ("D_TRAILING_DOT", Value::Double(1.0f64.to_bits())),
        ("D_EXP", Value::Double(1e10f64.to_bits())),
        ("D_SUFFIX", Value::Double(5.0f64.to_bits())),
        ("D_INT_SUFFIX", Value::Double(5.0f64.to_bits())),
        ("D_HEX", Value::Double(12.0f64.to_bits())),
        ("D_HEX_MIN", Value::Double(0x8000_0000_0000_0001)),
        ("D_MIN", Value::Double(1)),
        ("D_INF", Value::Double(f64::INFINITY.to_bits())),
        ("D_INF_SUFFIX", Value::Double(f64::INFINITY.to_bits())),
        ("D_INF_LOWER", Value::Double(f64::INFINITY.to_bits())),
        ("D_NAN", Value::Double(0x7ff8_0000_0000_0000)),
        ("D_NEG_ZERO", Value::Double(0x8000_0000_0000_0000)),
        ("C_PLAIN", Value::Char(u16::from(b'a'))),
        ("C_NEWLINE", Value::Char(10)),
        ("C_QUOTE", Value::Char(u16::from(b'\''))),
        ("C_DQUOTE", Value::Char(u16::from(b'"'))),
        ("C_BACKSLASH", Value::Char(u16::from(b'\\'))),
        ("C_UNICODE", Value::Char(0xe9)),
        ("C_RAW_UNICODE", Value::Char(0xe9)),
        ("C_HASH", Value::Char(u16::from(b'#'))),
        ("STR_EMPTY", Value::String(JString(vec![]))),
        (
            "STR_ESCAPES",
            Value::String(JString(vec![8, 9, 10, 12, 13, 39, 34, 92])),
        ),
        ("STR_UNICODE", Value::String(js("caf\u{e9} \u{4e2d}"))),
        ("STR_RAW_UTF8", Value::String(js("café 中 😀"))),
        (
            "STR_LONE_SURROGATE",
            Value::String(JString(vec![0xd800, u16::from(b'x'), 0xdfff])),
        ),
        ("STR_HASH", Value::String(js("# not a comment"))),
        ("Z_TRUE", Value::Bool(true)),
        ("Z_FALSE", Value::Bool(false)),
        ("OBJ_NULL", Value::Null),
    ];
    for (name, value) in &expected {
        assert_eq!(
            field(&class, name).initial_value.as_ref(),
            Some(value),
            "field {name}"
        );
    }
    assert_eq!(field(&class, "NO_VALUE").initial_value, None);
    assert_eq!(
        field(&class, "NO_VALUE").access,
        vec![AccessFlag::Private, AccessFlag::Static]
    );
    assert_eq!(field(&class, "instance").ty, "[[Ljava/lang/String;");
    assert_eq!(class.fields.len(), expected.len() + 2);
    assert_eq!(class.access, vec![AccessFlag::Public, AccessFlag::Final]);
    assert_eq!(class.source, Some(js("literals.smali")));
}

#[test]
fn plus_sign_and_case_variants() {
    let class = parse(
        ".class Lt;\n.field static a:I = +0x10\n.field static b:J = +5L\n.field static c:F = +1.5F\n\
         .field static d:D = -NaNd\n.field static e:F = INFINITYF\n.field static f:D = 1.5E+3\n",
    );
    assert_eq!(field(&class, "a").initial_value, Some(Value::Int(16)));
    assert_eq!(field(&class, "b").initial_value, Some(Value::Long(5)));
    assert_eq!(
        field(&class, "c").initial_value,
        Some(Value::Float(1.5f32.to_bits()))
    );
    assert_eq!(
        field(&class, "d").initial_value,
        Some(Value::Double(f64::NAN.to_bits()))
    );
    assert_eq!(
        field(&class, "e").initial_value,
        Some(Value::Float(f32::INFINITY.to_bits()))
    );
    assert_eq!(
        field(&class, "f").initial_value,
        Some(Value::Double(1500.0f64.to_bits()))
    );
}

#[test]
fn instruction_literals_are_checked_against_their_format() {
    let cases: &[(&str, i64)] = &[
        ("const/4 v0, -8", -8),
        ("const/4 v0, 0x7", 7),
        ("const/4 v0, 0x7t", 7),
        ("const/16 v0, 'a'", 97),
        ("const/16 v0, '\\uffff'", -1),
        ("const/16 v0, -0x8000", -0x8000),
        ("const/16 v0, 1000", 1000),
        ("const v0, 1.5f", 0x3fc0_0000),
        ("const v0, 0xffffffff", -1),
        ("const v0, true", 1),
        ("const v0, 'a'", 97),
        ("const/high16 v0, 0x7f000000", 0x7f00_0000),
        ("const/high16 v0, 1.0f", 0x3f80_0000),
        ("const/high16 v0, -0x10000", -0x10000),
        ("const/high16 v0, 0x80000000", i64::from(i32::MIN)),
        ("const-wide/16 v0, 0x7fffL", 0x7fff),
        ("const-wide/16 v0, -0x1", -1),
        ("const-wide/32 v0, 0xffffffff", -1),
        ("const-wide v0, 2.0", 0x4000_0000_0000_0000),
        ("const-wide v0, -1.5f", -0x4040_0000),
        ("const-wide v0, 0x7fffffffffffffffL", i64::MAX),
        ("const-wide/high16 v0, -0x8000000000000000L", i64::MIN),
        (
            "const-wide/high16 v0, 0x4000000000000000L",
            0x4000_0000_0000_0000,
        ),
    ];
    for (line, want) in cases {
        match operands(line) {
            Operands::RLit(Reg::V(0), v) => assert_eq!(v, *want, "{line}"),
            other => panic!("{line}: {other:?}"),
        }
    }
    assert_eq!(
        operands("add-int/lit8 v0, v1, 'a'"),
        Operands::RRLit(Reg::V(0), Reg::V(1), 97)
    );
    assert_eq!(
        operands("add-int/lit8 v0, v1, -0x80"),
        Operands::RRLit(Reg::V(0), Reg::V(1), -128)
    );
    assert_eq!(
        operands("rsub-int v0, v1, 0x7fff"),
        Operands::RRLit(Reg::V(0), Reg::V(1), 0x7fff)
    );
}

#[test]
fn literals_that_do_not_fit_are_errors() {
    let cases: &[(&str, usize, &str)] = &[
        (
            "    const/4 v0, 0x8",
            17,
            "literal `0x8` does not fit in 4 bits (range -8..7) for const/4",
        ),
        ("    const/4 v0, 0xf", 17, "does not fit in 4 bits"),
        (
            "    const/4 v0, 1.0f",
            17,
            "literal `1.0f` is a float; expected an integer for const/4",
        ),
        ("    const/4 v0, true", 17, "is a boolean"),
        (
            "    const/16 v0, 0x10000",
            18,
            "literal `0x10000` does not fit in 16 bits (range -32768..32767) for const/16",
        ),
        ("    const/16 v0, 0xffff", 18, "does not fit in 16 bits"),
        ("    const v0, 1.5", 15, "literal `1.5` is a double"),
        (
            "    const v0, 0x100000000",
            15,
            "does not fit in an int (add L for a long)",
        ),
        (
            "    const-wide/32 v0, 0x80000000L",
            23,
            "does not fit in 32 bits",
        ),
        ("    const/high16 v0, 0x12345", 22, "non-zero low 16 bits"),
        ("    const-wide/high16 v0, 0x1L", 27, "non-zero low 48 bits"),
        ("    const-wide/high16 v0, 2.0", 27, "is a double"),
        (
            "    add-int/lit8 v0, v0, 0xff",
            26,
            "does not fit in 8 bits (range -128..127) for add-int/lit8",
        ),
        (
            "    mul-int/lit16 v0, v0, 0x8000",
            27,
            "does not fit in 16 bits",
        ),
        (
            "    const-wide v0, 0x10000000000000000L",
            20,
            "does not fit in a long",
        ),
        ("    const-wide v0, 0x1.8", 20, "is not a valid number"),
        ("    const v0, 08", 15, "a leading 0 makes it octal"),
    ];
    for (line, column, msg) in cases {
        let e = parse_err(&in_method(line));
        assert_eq!((e.line, e.column), (5, *column), "{line}: {e}");
        assert!(e.message.contains(msg), "{line}: {e}");
    }
}

// ---------------------------------------------------------------------------------------------
// Instructions

fn shape(o: &Operands) -> &'static str {
    match o {
        Operands::None => "None",
        Operands::R(..) => "R",
        Operands::RR(..) => "RR",
        Operands::RRR(..) => "RRR",
        Operands::RLit(..) => "RLit",
        Operands::RRLit(..) => "RRLit",
        Operands::Label(..) => "Label",
        Operands::RLabel(..) => "RLabel",
        Operands::RRLabel(..) => "RRLabel",
        Operands::RString(..) => "RString",
        Operands::RType(..) => "RType",
        Operands::RRType(..) => "RRType",
        Operands::RField(..) => "RField",
        Operands::RRField(..) => "RRField",
        Operands::RMethodHandle(..) => "RMethodHandle",
        Operands::RProto(..) => "RProto",
        Operands::ListMethod(..) => "ListMethod",
        Operands::RangeMethod(..) => "RangeMethod",
        Operands::ListType(..) => "ListType",
        Operands::RangeType(..) => "RangeType",
        Operands::ListCallSite(..) => "ListCallSite",
        Operands::RangeCallSite(..) => "RangeCallSite",
        Operands::ListMethodProto(..) => "ListMethodProto",
        Operands::RangeMethodProto(..) => "RangeMethodProto",
    }
}

/// The operand shape each opcode must get, from its format and reference kind.
fn expected_shape(op: Opcode) -> &'static str {
    use Format::*;
    match (op.format(), op.reference()) {
        (F10x, _) => "None",
        (F11x, _) => "R",
        (F12x | F22x | F32x, _) => "RR",
        (F23x, _) => "RRR",
        (F11n | F21s | F21ih | F21lh | F31i | F51l, _) => "RLit",
        (F22s | F22b, _) => "RRLit",
        (F10t | F20t | F30t, _) => "Label",
        (F21t | F31t, _) => "RLabel",
        (F22t, _) => "RRLabel",
        (F21c | F31c, RefKind::String) => "RString",
        (F21c, RefKind::Type) => "RType",
        (F21c, RefKind::Field) => "RField",
        (F21c, RefKind::MethodHandle) => "RMethodHandle",
        (F21c, RefKind::MethodType) => "RProto",
        (F22c, RefKind::Type) => "RRType",
        (F22c, RefKind::Field) => "RRField",
        (F35c, RefKind::Method) => "ListMethod",
        (F35c, RefKind::Type) => "ListType",
        (F35c, RefKind::CallSite) => "ListCallSite",
        (F3rc, RefKind::Method) => "RangeMethod",
        (F3rc, RefKind::Type) => "RangeType",
        (F3rc, RefKind::CallSite) => "RangeCallSite",
        (F45cc, _) => "ListMethodProto",
        (F4rcc, _) => "RangeMethodProto",
        other => panic!("no shape for {other:?}"),
    }
}

#[test]
fn every_opcode_parses_with_its_operand_shape() {
    let class = parse_data("all_opcodes.smali");
    let m = method(&class, "every_opcode");
    let seen: Vec<Opcode> = m.instructions().map(|i| i.opcode).collect();
    assert_eq!(
        seen,
        Opcode::ALL.to_vec(),
        "all_opcodes.smali lists every opcode in table order"
    );
    for i in m.instructions() {
        assert_eq!(
            shape(&i.operands),
            expected_shape(i.opcode),
            "{}",
            i.opcode.name()
        );
    }
}

#[test]
fn operand_values_of_each_shape() {
    let v = Reg::V;
    let p = Reg::P;
    assert_eq!(operands("nop"), Operands::None);
    assert_eq!(operands("return-object p0"), Operands::R(p(0)));
    assert_eq!(
        operands("move/16 v65535, v300"),
        Operands::RR(v(65535), v(300))
    );
    assert_eq!(
        operands("add-int v0, v1, p2"),
        Operands::RRR(v(0), v(1), p(2))
    );
    assert_eq!(operands("goto/32 :loop"), Operands::Label("loop".into()));
    assert_eq!(
        operands("if-eqz v3, :cond_0"),
        Operands::RLabel(v(3), "cond_0".into())
    );
    assert_eq!(
        operands("if-ne v0,v1,:x"),
        Operands::RRLabel(v(0), v(1), "x".into())
    );
    assert_eq!(
        operands("filled-new-array{v0}, [I"),
        Operands::ListType(vec![v(0)], "[I".into())
    );
    assert_eq!(
        operands("const-string v0, \"hi\""),
        Operands::RString(v(0), Arc::new(js("hi")))
    );
    assert_eq!(
        operands("const-string/jumbo v0, \"\""),
        Operands::RString(v(0), Arc::new(JString(vec![])))
    );
    assert_eq!(
        operands("const-class v0, [I"),
        Operands::RType(v(0), "[I".into())
    );
    assert_eq!(
        operands("check-cast p1, Ljava/lang/String;"),
        Operands::RType(p(1), "Ljava/lang/String;".into())
    );
    assert_eq!(
        operands("new-array v0, v1, [[J"),
        Operands::RRType(v(0), v(1), "[[J".into())
    );
    assert_eq!(
        operands("sget-object v0, Lc;->f:[Ljava/lang/Object;"),
        Operands::RField(v(0), Arc::new(fref("Lc;", "f", "[Ljava/lang/Object;")))
    );
    assert_eq!(
        operands("iput-wide v0, p0, Lc;->w:J"),
        Operands::RRField(v(0), p(0), Arc::new(fref("Lc;", "w", "J")))
    );
    assert_eq!(
        operands("invoke-virtual {p0, v1}, Lc;->m(ILjava/lang/String;[J)V"),
        Operands::ListMethod(
            vec![p(0), v(1)],
            Arc::new(mref(
                "Lc;",
                "m",
                proto(&["I", "Ljava/lang/String;", "[J"], "V")
            ))
        )
    );
    assert_eq!(
        operands("invoke-virtual {v0}, [Ljava/lang/Object;->clone()Ljava/lang/Object;"),
        Operands::ListMethod(
            vec![v(0)],
            Arc::new(mref(
                "[Ljava/lang/Object;",
                "clone",
                proto(&[], "Ljava/lang/Object;")
            ))
        )
    );
    assert_eq!(
        operands("invoke-direct/range {v0 .. v5}, Lc;-><init>(IIIII)V"),
        Operands::RangeMethod(
            RegRange::Span(v(0), v(5)),
            Arc::new(mref("Lc;", "<init>", proto(&["I"; 5], "V")))
        )
    );
    assert_eq!(
        operands("filled-new-array {v0, v1}, [I"),
        Operands::ListType(vec![v(0), v(1)], "[I".into())
    );
    assert_eq!(
        operands("filled-new-array/range {}, [I"),
        Operands::RangeType(RegRange::Empty, "[I".into())
    );
    assert_eq!(
        operands("const-method-type v0, (I)V"),
        Operands::RProto(v(0), Arc::new(proto(&["I"], "V")))
    );
    assert_eq!(
        operands("const-method-handle v0, invoke-static@Lc;->m()V"),
        Operands::RMethodHandle(
            v(0),
            Arc::new(MethodHandle {
                kind: MethodHandleKind::InvokeStatic,
                target: HandleTarget::Method(mref("Lc;", "m", proto(&[], "V")))
            })
        )
    );
    assert_eq!(
        operands("const-method-handle v0, static-get@Lc;->f:I"),
        Operands::RMethodHandle(
            v(0),
            Arc::new(MethodHandle {
                kind: MethodHandleKind::StaticGet,
                target: HandleTarget::Field(fref("Lc;", "f", "I"))
            })
        )
    );
    let mh = "Ljava/lang/invoke/MethodHandle;";
    let invoke = mref(
        mh,
        "invoke",
        proto(&["[Ljava/lang/Object;"], "Ljava/lang/Object;"),
    );
    assert_eq!(
        operands(&format!("invoke-polymorphic {{v0, v1}}, {mh}->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V")),
        Arc::new(Operands::ListMethodProto)(vec![v(0), v(1)], Arc::new(invoke.clone()), Arc::new(proto(&["I"], "V")))
    );
    assert_eq!(
        operands(&format!("invoke-polymorphic/range {{v0 .. v2}}, {mh}->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (II)J")),
        Arc::new(Operands::RangeMethodProto)(RegRange::Span(v(0), v(2)), Arc::new(invoke), Arc::new(proto(&["I", "I"], "J")))
    );
}

#[test]
fn invoke_custom_call_sites() {
    let bsm = "Ljava/lang/invoke/LambdaMetafactory;->metafactory(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodType;Ljava/lang/invoke/MethodHandle;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;";
    let line = format!(
        "invoke-custom {{p0}}, call_site_1(\"run\", (LWs;)Ljava/lang/Runnable;, ()V, invoke-direct@LWs;->lambda$new$0()V, ()V)@{bsm}"
    );
    let Operands::ListCallSite(regs, cs) = operands(&line) else {
        panic!("not a call site")
    };
    assert_eq!(regs, vec![Reg::P(0)]);
    assert_eq!(cs.name, "call_site_1");
    assert_eq!(cs.method_name, js("run"));
    assert_eq!(cs.method_proto, proto(&["LWs;"], "Ljava/lang/Runnable;"));
    assert_eq!(
        cs.extra_args,
        vec![
            Value::MethodType(proto(&[], "V")),
            Value::MethodHandle(MethodHandle {
                kind: MethodHandleKind::InvokeDirect,
                target: HandleTarget::Method(mref("LWs;", "lambda$new$0", proto(&[], "V"))),
            }),
            Value::MethodType(proto(&[], "V")),
        ]
    );
    assert_eq!(cs.bootstrap.class, "Ljava/lang/invoke/LambdaMetafactory;");
    assert_eq!(cs.bootstrap.name, "metafactory");
    assert_eq!(cs.bootstrap.proto.params.len(), 6);

    let Operands::RangeCallSite(range, cs) = operands("invoke-custom/range {}, cs(\"f\", ()V, 0x1, \"s\", 1.5f)@Lb;->m()Ljava/lang/invoke/CallSite;")
    else {
        panic!("not a range call site")
    };
    assert_eq!(range, RegRange::Empty);
    assert_eq!(
        cs.extra_args,
        vec![
            Value::Int(1),
            Value::String(js("s")),
            Value::Float(1.5f32.to_bits())
        ]
    );

    let class = parse_data("all_opcodes.smali");
    let custom = method(&class, "every_opcode")
        .instructions()
        .find(|i| i.opcode == Opcode::InvokeCustom)
        .cloned();
    let Some(Instruction {
        operands: Operands::ListCallSite(_, cs),
        ..
    }) = custom
    else {
        panic!("no invoke-custom")
    };
    assert_eq!(cs.extra_args.len(), 5);
    assert_eq!(cs.extra_args[2], Value::Type("Ljava/lang/String;".into()));
}

#[test]
fn register_lists_and_ranges() {
    let v = Reg::V;
    assert_eq!(
        operands("invoke-static {}, Lc;->m()V"),
        Operands::ListMethod(vec![], Arc::new(mref("Lc;", "m", proto(&[], "V"))))
    );
    assert_eq!(
        operands("invoke-static { v0 ,p1 , v2,v3, v4 }, Lc;->m(IIIII)V"),
        Operands::ListMethod(
            vec![v(0), Reg::P(1), v(2), v(3), v(4)],
            Arc::new(mref("Lc;", "m", proto(&["I"; 5], "V")))
        )
    );
    let range = |line: &str| match operands(line) {
        Operands::RangeMethod(r, _) => r,
        other => panic!("{other:?}"),
    };
    assert_eq!(
        range("invoke-static/range {v0 .. v5}, Lc;->m()V"),
        RegRange::Span(v(0), v(5))
    );
    assert_eq!(
        range("invoke-static/range {v7..v8}, Lc;->m()V"),
        RegRange::Span(v(7), v(8))
    );
    assert_eq!(
        range("invoke-static/range {p1}, Lc;->m()V"),
        RegRange::Span(Reg::P(1), Reg::P(1))
    );
    assert_eq!(range("invoke-static/range {}, Lc;->m()V"), RegRange::Empty);
    assert_eq!(
        range("invoke-static/range {v2 .. p0}, Lc;->m()V"),
        RegRange::Span(v(2), Reg::P(0))
    );

    let e = parse_err(&in_method(
        "    invoke-static {v0, v1, v2, v3, v4, v5}, Lc;->m()V",
    ));
    assert_eq!((e.line, e.column), (5, 19), "{e}");
    assert!(
        e.message.contains("at most 5 registers") && e.message.contains("invoke-static/range"),
        "{e}"
    );
    let e = parse_err(&in_method("    invoke-static/range {v5 .. v2}, Lc;->m()V"));
    assert!(e.message.contains("backwards"), "{e}");
    let e = parse_err(&in_method("    invoke-static {v0 .. v2}, Lc;->m()V"));
    assert!(e.message.contains("/range"), "{e}");
    let e = parse_err(&in_method("    invoke-static/range {v0, v1}, Lc;->m()V"));
    assert!(e.message.contains("`..`"), "{e}");
}

// ---------------------------------------------------------------------------------------------
// Directives

#[test]
fn class_header_and_fields() {
    let class = parse_data("annotations.smali");
    assert_eq!(
        class.access,
        vec![
            AccessFlag::Public,
            AccessFlag::Abstract,
            AccessFlag::Interface,
            AccessFlag::Annotation
        ]
    );
    assert_eq!(class.name, "Lannotations;");
    assert_eq!(class.super_class.as_deref(), Some("Ljava/lang/Object;"));
    assert_eq!(
        class.interfaces,
        vec![
            "Ljava/lang/annotation/Annotation;",
            "Ljava/io/Serializable;"
        ]
    );
    assert_eq!(class.source, None);
    assert_eq!(field(&class, "SECOND").initial_value, Some(Value::Int(2)));
    assert_eq!(
        field(&class, "SECOND").access,
        vec![AccessFlag::Public, AccessFlag::Static, AccessFlag::Final]
    );
    // `.end field` right after a field without annotations.
    assert!(field(&class, "field").annotations.is_empty());

    let hidden =
        parse(".class Lt;\n.field public whitelist core-platform-api greylist-max-o x:I\n");
    assert_eq!(
        hidden.fields[0].access,
        vec![
            AccessFlag::Public,
            AccessFlag::Whitelist,
            AccessFlag::CorePlatformApi,
            AccessFlag::GreylistMaxO
        ]
    );
    let bare = parse(".class LNoSuper;");
    assert_eq!(
        (bare.name.as_str(), bare.super_class.clone()),
        ("LNoSuper;", None)
    );
}

#[test]
fn annotations_on_every_element() {
    let class = parse_data("annotations.smali");
    // Four class annotations, plus the one after `SECOND` that has no `.end field`.
    assert_eq!(class.annotations.len(), 4);
    let default = annotation(&class.annotations, "Ldalvik/annotation/AnnotationDefault;");
    assert_eq!(default.visibility, Visibility::System);
    let Value::SubAnnotation(sub) = element(&default.body, "value") else {
        panic!("not a subannotation")
    };
    assert_eq!(sub.ty, "Lannotations;");
    assert_eq!(element(sub, "count"), &Value::Int(3));
    let Value::SubAnnotation(nested) = element(sub, "nested") else {
        panic!("not nested")
    };
    assert_eq!(
        element(nested, "deep"),
        &Value::Array(vec![Value::SubAnnotation(AnnotationBody {
            ty: "Lannotations$Inner;".into(),
            elements: vec![]
        })])
    );

    let values = annotation(&class.annotations, "Lannotations$Values;");
    assert_eq!(values.visibility, Visibility::Runtime);
    let b = &values.body;
    let expected: Vec<(&str, Value)> = vec![
        ("byteValue", Value::Byte(0x7f)),
        ("shortValue", Value::Short(-1)),
        ("charValue", Value::Char(u16::from(b'x'))),
        ("intValue", Value::Int(0x10)),
        ("longValue", Value::Long(0x1_0000_0000)),
        ("floatValue", Value::Float(2.5f32.to_bits())),
        ("doubleValue", Value::Double((-1.25f64).to_bits())),
        ("booleanValue", Value::Bool(true)),
        ("otherBoolean", Value::Bool(false)),
        ("nullValue", Value::Null),
        ("stringValue", Value::String(js("text with \"quotes\""))),
        ("typeValue", Value::Type("Ljava/lang/String;".into())),
        ("arrayTypeValue", Value::Type("[[I".into())),
        ("primitiveType", Value::Type("I".into())),
        ("voidType", Value::Type("V".into())),
        (
            "fieldValue",
            Value::Field(fref("Lannotations;", "FIELD", "Ljava/lang/Object;")),
        ),
        (
            "methodValue",
            Value::Method(mref(
                "Lannotations;",
                "method",
                proto(&["I", "[J"], "Ljava/lang/String;"),
            )),
        ),
        (
            "constructorValue",
            Value::Method(mref("Ljava/lang/Object;", "<init>", proto(&[], "V"))),
        ),
        (
            "enumValue",
            Value::Enum(fref(
                "Ljava/lang/annotation/RetentionPolicy;",
                "RUNTIME",
                "Ljava/lang/annotation/RetentionPolicy;",
            )),
        ),
        (
            "methodType",
            Value::MethodType(proto(&["I", "Ljava/lang/String;"], "V")),
        ),
        ("emptyArray", Value::Array(vec![])),
        (
            "nestedArray",
            Value::Array(vec![
                Value::Array(vec![Value::Int(1), Value::Int(2)]),
                Value::Array(vec![]),
                Value::Array(vec![Value::String(js("a"))]),
            ]),
        ),
        (
            "mixedArray",
            Value::Array(vec![
                Value::Byte(1),
                Value::Char(u16::from(b'c')),
                Value::Float(1.0f32.to_bits()),
                Value::Type("Lannotations;".into()),
                Value::Enum(fref(
                    "Ljava/lang/annotation/ElementType;",
                    "TYPE",
                    "Ljava/lang/annotation/ElementType;",
                )),
            ]),
        ),
    ];
    assert_eq!(b.elements.len(), expected.len());
    for (name, value) in &expected {
        assert_eq!(element(b, name), value, "element {name}");
    }

    let member_classes = annotation(&class.annotations, "Ldalvik/annotation/MemberClasses;");
    assert_eq!(member_classes.visibility, Visibility::System);
    let deprecated = &field(&class, "FIELD").annotations;
    assert_eq!(deprecated.len(), 1);
    assert_eq!(deprecated[0].body.ty, "Ljava/lang/Deprecated;");
    assert!(field(&class, "SECOND").annotations.is_empty());
}

#[test]
fn method_handles_of_all_nine_kinds() {
    let class = parse_data("annotations.smali");
    let handles = &annotation(&class.annotations, "Lannotations$Handles;").body;
    assert_eq!(handles.elements.len(), 9);
    let mut kinds = Vec::new();
    for (name, value) in &handles.elements {
        let Value::MethodHandle(h) = value else {
            panic!("{name} is not a method handle")
        };
        assert_eq!(
            h.kind.is_field(),
            matches!(h.target, HandleTarget::Field(_)),
            "{name}"
        );
        kinds.push(h.kind);
    }
    assert_eq!(kinds, MethodHandleKind::ALL.to_vec());
    assert_eq!(
        element(handles, "invokeConstructor"),
        &Value::MethodHandle(MethodHandle {
            kind: MethodHandleKind::InvokeConstructor,
            target: HandleTarget::Method(mref("Ljava/lang/Object;", "<init>", proto(&[], "V"))),
        })
    );
    assert_eq!(
        element(handles, "instanceGet"),
        &Value::MethodHandle(MethodHandle {
            kind: MethodHandleKind::InstanceGet,
            target: HandleTarget::Field(fref("Lannotations;", "field", "I")),
        })
    );
    let e = parse_err(".class Lt;\n.field static h:Ljava/lang/Object; = static-get@Lc;->m()V\n");
    assert!(e.message.contains("`:` and the field type"), "{e}");
}

#[test]
fn params_with_and_without_names_and_annotations() {
    let class = parse_data("annotations.smali");
    let m = method(&class, "method");
    assert_eq!(m.registers, Some(RegisterDecl::Registers(4)));
    assert_eq!(m.params.len(), 2);
    assert_eq!(m.params[0].reg, Reg::P(1));
    assert_eq!(m.params[0].name, Some(js("count")));
    let tys: Vec<&str> = m.params[0]
        .annotations
        .iter()
        .map(|a| a.body.ty.as_str())
        .collect();
    assert_eq!(
        tys,
        vec!["Ljavax/annotation/Nonnull;", "Lannotations$Named;"]
    );
    assert_eq!(
        m.params[1],
        Param {
            reg: Reg::P(2),
            name: None,
            annotations: vec![]
        }
    );
    assert_eq!(m.annotations.len(), 1);
    assert_eq!(m.annotations[0].body.ty, "Ldalvik/annotation/Throws;");

    let unnamed = method(&class, "unnamed");
    assert_eq!(unnamed.registers, None);
    assert!(unnamed.items.is_empty());
    assert_eq!(unnamed.params[0].name, None);
    assert_eq!(unnamed.params[0].annotations.len(), 1);

    // No `.end param`: the annotation goes to the method.
    let loose = method(&class, "loose");
    assert_eq!(loose.registers, Some(RegisterDecl::Locals(0)));
    assert_eq!(loose.params[0].name, Some(js("x")));
    assert!(loose.params[0].annotations.is_empty());
    assert_eq!(loose.annotations.len(), 1);
}

#[test]
fn debug_directives_in_order() {
    let class = parse_data("debug.smali");
    assert_eq!(class.source, Some(js("Debug.java")));
    let m = method(&class, "locals");
    assert_eq!(m.registers, Some(RegisterDecl::Locals(3)));
    assert_eq!(m.total_registers(), Some(5));
    let v = Reg::V;
    let directives: Vec<Item> = m
        .items
        .iter()
        .filter(|i| !matches!(i, Item::Instruction(_)))
        .cloned()
        .collect();
    let local = |reg, name: Option<&str>, ty: Option<&str>, sig: Option<&str>| {
        Item::Local(Box::new(LocalVar {
            reg,
            name: name.map(js),
            ty: ty.map(TypeDesc::from),
            signature: sig.map(js),
        }))
    };
    assert_eq!(
        directives,
        vec![
            Item::Prologue,
            Item::Line(10),
            local(v(0), Some("total"), Some("I"), None),
            local(
                v(1),
                Some("list"),
                Some("Ljava/util/List;"),
                Some("Ljava/util/List<Ljava/lang/String;>;")
            ),
            Item::Line(11),
            Item::Label("goto_0".into()),
            local(v(2), None, Some("Ljava/lang/Object;"), None),
            local(v(2), None, None, None),
            Item::Line(12),
            Item::EndLocal(v(2)),
            Item::RestartLocal(v(2)),
            Item::Line(16),
            Item::EndLocal(v(1)),
            Item::Label("cond_0".into()),
            Item::Source(Some(js("Other.kt"))),
            Item::Line(20),
            Item::Source(None),
            Item::Line(21),
            Item::Epilogue,
        ]
    );
    assert_eq!(m.instructions().count(), 7);
    let ctor = method(&class, "<init>");
    assert!(ctor.access.contains(&AccessFlag::Constructor));
    let native = method(&class, "nativeMethod");
    assert_eq!(
        (native.access.clone(), native.registers),
        (vec![AccessFlag::Public, AccessFlag::Native], None)
    );
}

#[test]
fn line_numbers_are_unsigned_int_patterns() {
    assert_eq!(
        items("    .line 4294967295\n    .line -1\n    .line 0x10\n    .line 017"),
        vec![
            Item::Line(u32::MAX),
            Item::Line(u32::MAX),
            Item::Line(16),
            Item::Line(15)
        ]
    );
    assert_error(
        &in_method("    .line 4294967296"),
        5,
        11,
        "does not fit in an int",
    );
}

#[test]
fn references_without_a_class_name_the_current_class() {
    let class = parse(
        ".class Lt;\n.method m()V\n  sget v0, Lcom:I\n  invoke-static {}, n()V\n  \
         const-method-handle v0, invoke-static@n()V\n.end method\n",
    );
    let ops: Vec<Operands> = class.methods[0]
        .instructions()
        .map(|i| i.operands.clone())
        .collect();
    assert_eq!(
        ops,
        vec![
            Operands::RField(Reg::V(0), Arc::new(fref("Lt;", "Lcom", "I"))),
            Operands::ListMethod(vec![], Arc::new(mref("Lt;", "n", proto(&[], "V")))),
            Operands::RMethodHandle(
                Reg::V(0),
                Arc::new(MethodHandle {
                    kind: MethodHandleKind::InvokeStatic,
                    target: HandleTarget::Method(mref("Lt;", "n", proto(&[], "V"))),
                })
            ),
        ]
    );
    assert_error(
        ".method m()V\n  sget v0, f:I\n.end method\n.class Lt;",
        2,
        12,
        "needs `.class` earlier in the file",
    );
}

#[test]
fn catch_and_catchall() {
    let class = parse_data("debug.smali");
    let catches: Vec<Item> = method(&class, "tryCatch")
        .items
        .iter()
        .filter(|i| matches!(i, Item::Catch(_)))
        .cloned()
        .collect();
    let catch = |ty: Option<&str>, handler: &str| {
        Item::Catch(Box::new(Catch {
            exception: ty.map(TypeDesc::from),
            start: "try_start_0".into(),
            end: "try_end_0".into(),
            handler: handler.into(),
        }))
    };
    assert_eq!(
        catches,
        vec![
            catch(Some("Ljava/io/IOException;"), "catch_0"),
            catch(Some("Ljava/lang/RuntimeException;"), "catch_1"),
            catch(None, "catchall_0"),
        ]
    );
}

#[test]
fn payloads() {
    let class = parse_data("debug.smali");
    let payloads: Vec<Item> = method(&class, "payloads")
        .items
        .iter()
        .filter(|i| {
            matches!(
                i,
                Item::PackedSwitch { .. } | Item::SparseSwitch { .. } | Item::ArrayData { .. }
            )
        })
        .cloned()
        .collect();
    assert_eq!(
        payloads,
        vec![
            Item::PackedSwitch {
                first_key: 1,
                targets: vec!["pswitch_0".into(), "pswitch_1".into()]
            },
            Item::SparseSwitch {
                entries: vec![(-1, "sswitch_0".into()), (0x7f0e008f, "sswitch_1".into())]
            },
            Item::ArrayData {
                width: 1,
                elements: vec![1, 0xff, 0x7f]
            },
            Item::ArrayData {
                width: 2,
                elements: vec![0x7fff, 0x8000]
            },
            Item::ArrayData {
                width: 4,
                elements: vec![0x3f80_0000, 0xbf80_0000]
            },
            Item::ArrayData {
                width: 8,
                elements: vec![0xc8, u64::MAX, i64::MAX as u64]
            },
        ]
    );
    // Elements of any literal kind, masked to the width; int bit patterns sign-extend first.
    let items = items(
        "    .array-data 8\n 0xffffffff\n 1.0f\n 1.5\n 'a'\n true\n -0x1t\n .end array-data\n    .array-data 1\n 0x1ff\n .end array-data\n    .packed-switch -0x80000000\n    .end packed-switch",
    );
    assert_eq!(
        items,
        vec![
            Item::ArrayData {
                width: 8,
                elements: vec![u64::MAX, 0x3f80_0000, 1.5f64.to_bits(), 97, 1, u64::MAX],
            },
            Item::ArrayData {
                width: 1,
                elements: vec![0xff]
            },
            Item::PackedSwitch {
                first_key: i32::MIN,
                targets: vec![]
            },
        ]
    );
    let e = parse_err(&in_method("    .array-data 3\n    .end array-data"));
    assert!(
        (e.line, e.column) == (5, 17) && e.message.contains("not 1, 2, 4 or 8"),
        "{e}"
    );
}

// ---------------------------------------------------------------------------------------------
// Names

#[test]
fn names_that_look_like_other_tokens() {
    let class = parse_data("names.smali");
    assert_eq!(class.name, "Lpkg/names$Inner-1;");
    assert_eq!(class.super_class.as_deref(), Some("Lpkg/ßase$Ω;"));
    let names: Vec<&str> = class.fields.iter().map(|f| f.name.as_str()).collect();
    assert_eq!(
        names,
        vec![
            "v0",
            "p1",
            "I",
            "V",
            "true",
            "null",
            "move",
            "invoke-static",
            "Infinity",
            "NaN",
            "0x10",
            "public",
            "final",
            "annotation",
            "enum",
            "$",
            "_",
            "-",
            "élan",
            "名前",
            "ـﻼ",
            "name with spaces",
            "Lcom",
            "access$000",
            "static",
        ]
    );
    for f in &class.fields {
        assert!(
            f.access
                .starts_with(&[AccessFlag::Public, AccessFlag::Static]),
            "{}",
            f.name
        );
        assert_eq!(f.initial_value, None);
    }
    assert_eq!(
        field(&class, "access$000").access.last(),
        Some(&AccessFlag::Synthetic)
    );
    assert_eq!(field(&class, "static").ty, "[Lpkg/odd name/x y;");

    let clinit = method(&class, "<clinit>");
    let targets: Vec<String> = clinit
        .instructions()
        .filter_map(|i| match &i.operands {
            Operands::RField(_, f) => Some(format!("{}->{}", f.class, f.name)),
            Operands::ListMethod(_, m) => Some(m.to_string()),
            _ => None,
        })
        .collect();
    let c = "Lpkg/names$Inner-1;";
    let mut expected: Vec<String> = [
        "v0",
        "p1",
        "I",
        "V",
        "true",
        "move",
        "invoke-static",
        "0x10",
        "public",
        "-",
        "名前",
        "name with spaces",
        "final",
    ]
    .iter()
    .map(|n| format!("{c}->{n}"))
    .collect();
    expected.push(format!("{c}->access$000()V"));
    assert_eq!(targets, expected);

    let methods: Vec<&str> = class.methods.iter().map(|m| m.name.as_str()).collect();
    assert_eq!(
        methods,
        vec![
            "<clinit>",
            "<init>",
            "access$000",
            "method with spaces",
            "move",
            "v1",
            "final",
            "-dash-$dollar_"
        ]
    );
    assert_eq!(
        method(&class, "final").access,
        vec![AccessFlag::Public, AccessFlag::Static]
    );
    let labels: Vec<&Item> = method(&class, "method with spaces")
        .items
        .iter()
        .filter(|i| matches!(i, Item::Label(_)))
        .collect();
    assert_eq!(
        labels,
        vec![
            &Item::Label("label with spaces".into()),
            &Item::Label("étiquette_0".into())
        ]
    );
}

#[test]
fn hand_written_layout() {
    let class = parse_data("hand_written.smali");
    assert_eq!(class.name, "Lhand;");
    assert_eq!(class.super_class.as_deref(), Some("Ljava/lang/Object;"));
    assert_eq!(class.source, Some(js("hand.smali")));
    assert_eq!(
        field(&class, "counter").initial_value,
        Some(Value::Long(16))
    );
    let main = method(&class, "main");
    assert_eq!(main.registers, Some(RegisterDecl::Locals(3)));
    let ins: Vec<&Instruction> = main.instructions().collect();
    assert_eq!(ins.len(), 18);
    assert_eq!(ins[1].operands, Operands::RLit(Reg::V(1), 97));
    assert_eq!(
        ins[14].operands,
        Operands::ListMethod(vec![], Arc::new(mref("Lhand;", "none", proto(&[], "V")))),
        "a reference without a class names this class"
    );
    assert_eq!(
        ins[15].operands,
        Operands::RField(Reg::V(0), Arc::new(fref("Lhand;", "counter", "J")))
    );
    assert_eq!(ins[16].operands, Operands::Label("spaced".into()));
    let empty = method(&class, "empty");
    assert_eq!(
        empty.access,
        vec![
            AccessFlag::Public,
            AccessFlag::Abstract,
            AccessFlag::DeclaredSynchronized,
            AccessFlag::Bridge,
            AccessFlag::Varargs,
            AccessFlag::Strict,
        ]
    );
}

#[test]
fn crlf_tabs_and_comments() {
    let src = ".class public Lt;\r\n.super Ljava/lang/Object;#c\r\n.method static m()V\r\n\t.registers 1 # x\r\n\tconst-string v0, \"a#b\" # c\r\n\treturn-void\r\n.end method\r\n";
    let class = parse(src);
    assert_eq!(
        class.methods[0].items,
        vec![
            Item::Instruction(Instruction {
                opcode: Opcode::ConstString,
                operands: Operands::RString(Reg::V(0), Arc::new(js("a#b")))
            }),
            Item::Instruction(Instruction {
                opcode: Opcode::ReturnVoid,
                operands: Operands::None
            }),
        ]
    );
    let bom = parse("\u{feff}.class Lt;\n");
    assert_eq!(bom.name, "Lt;");
}

// ---------------------------------------------------------------------------------------------
// Errors

fn assert_error(src: &str, line: usize, column: usize, msg: &str) {
    let e = parse_err(src);
    assert_eq!((e.line, e.column), (line, column), "{e}");
    assert!(
        e.message.contains(msg),
        "`{}` does not contain `{msg}`",
        e.message
    );
    assert_eq!(e.file, "bad.smali");
    assert!(!e.message.contains('\n'), "one-line message: {e}");
}

#[test]
fn syntax_errors_are_located() {
    assert_error(
        &in_method("    move v0 v1"),
        5,
        13,
        "expected `,` and the next operand, as in `move v0, v1`, found `v1`",
    );
    assert_error(
        &in_method("    move v0, x1"),
        5,
        14,
        "expected a register such as v0 or p1, found `x1`",
    );
    assert_error(
        &in_method("    move v0, v70000"),
        5,
        14,
        "register v70000 is out of range",
    );
    assert_error(
        &in_method("    move-result"),
        5,
        16,
        "`move-result` needs operands, as in `move-result v0`",
    );
    assert_error(
        &in_method("    goto cond_0"),
        5,
        10,
        "expected a label such as :cond_0",
    );
    assert_error(
        &in_method("    const-string v0, \"ééé\", v1"),
        5,
        27,
        "expected an instruction, a label or a directive, found `,`",
    );
    assert_error(
        &in_method("    check-cast v0, Ljava/lang/String"),
        5,
        20,
        "unterminated class descriptor `Ljava/lang/String`",
    );
    assert_error(
        &in_method("    check-cast v0, [V"),
        5,
        20,
        "cannot be an array element type",
    );
    assert_error(&in_method("    sget v0, Lc;.f:I"), 5, 17, "expected `->`");
    assert_error(
        &in_method("    .foo"),
        5,
        5,
        "unknown directive `.foo` in a method",
    );
    assert_error(
        &in_method("    .registers 1"),
        5,
        5,
        "one `.registers` or `.locals`",
    );
    assert_error(
        &in_method("    .end field"),
        5,
        5,
        "`.end field` without a matching `.field`",
    );
    assert_error(
        &in_method("    .catch Ljava/lang/Exception; {:a, :b} :c"),
        5,
        37,
        "`..` between the two labels",
    );
    assert_error(
        &in_method("    .packed-switch 0x0\n    0x1"),
        6,
        5,
        "a target label or `.end packed-switch`",
    );
    assert_error(
        &in_method("    .sparse-switch\n    0x1 :a"),
        6,
        9,
        "`->` and a label",
    );
    assert_error(
        ".class pubic Lt;",
        1,
        8,
        "expected an access flag or the class descriptor",
    );
    assert_error(
        ".class Lt;\n.field pubic a:I",
        2,
        14,
        "`:` and the type after field name `pubic` (or `pubic` is a misspelt access flag)",
    );
    assert_error(
        ".class Lt;\n.field a:V",
        2,
        10,
        "`V` (void) is not allowed here",
    );
    assert_error(
        ".class Lt;\nfoo",
        2,
        1,
        "expected a directive such as .class",
    );
    assert_error(".class Lt;\n.class Lu;", 2, 1, "second `.class`");
    assert_error(
        ".class Lt;\n.end field",
        2,
        1,
        "`.end field` without a matching `.field`",
    );
    assert_error(
        ".class Lt;\n.frobnicate",
        2,
        1,
        "unexpected directive `.frobnicate`",
    );
    assert_error(
        ".class Lt;\n. field",
        2,
        1,
        "expected a directive name after `.`",
    );
    assert_error(
        ".class Lt;\n.end",
        2,
        1,
        "expected a directive name after `.end`",
    );
    assert_error(
        ".super Ljava/lang/Object;\n",
        1,
        1,
        "missing `.class` directive",
    );
    assert_error(
        ".class Lt;\n.annotation public La;\n.end annotation",
        2,
        13,
        "build, runtime or system",
    );
    assert_error(
        ".class Lt;\n.annotation runtime La;\n  x 1\n.end annotation",
        3,
        5,
        "`=` after the annotation element name",
    );
    assert_error(
        ".class Lt;\n.annotation runtime La;\n  x = {1 2}\n.end annotation",
        3,
        10,
        "`,` or `}` in the array",
    );
    assert_error(
        ".class Lt;\n.annotation runtime La;\n  x = foo\n",
        3,
        7,
        "expected a value",
    );
    assert_error(
        ".class Lt;\n.annotation runtime La;\n  x = 1\n",
        4,
        1,
        "or `.end annotation`",
    );
    assert_error(
        ".class Lt;\n.field static c:C = ''",
        2,
        21,
        "empty char literal",
    );
    assert_error(
        ".class Lt;\n.field static c:C = 'ab'",
        2,
        21,
        "one character",
    );
    assert_error(
        ".class Lt;\n.field static c:C = '😀'",
        2,
        21,
        "outside the 16-bit range",
    );
    assert_error(
        ".class Lt;\n.field static s:Ljava/lang/String; = \"a\\qb\"",
        2,
        40,
        "invalid escape",
    );
    assert_error(
        ".class Lt;\n.field static s:Ljava/lang/String; = \"\\u12\"",
        2,
        39,
        "four hex digits",
    );
    assert_error(
        ".class Lt;\n.method m()V\n  .local v0, \"x\" I\n.end method",
        3,
        18,
        "`:` and the type",
    );
    assert_error(
        ".class Lt;\n.method m()V\n  invoke-custom {}, cs(\"x\", ()V)Lb;->m()V\n.end method",
        3,
        33,
        "`@` and the bootstrap method",
    );
}

#[test]
fn unknown_and_odex_opcodes_are_named() {
    assert_error(
        &in_method("    foo-bar v0"),
        5,
        5,
        "unknown opcode `foo-bar`",
    );
    assert_error(
        &in_method("    iget-quick v0, v1, field@0x8"),
        5,
        5,
        "odex-only opcode `iget-quick`",
    );
    for name in [
        "execute-inline",
        "invoke-virtual-quick",
        "invoke-virtual-quick/range",
        "throw-verification-error",
        "iput-object-volatile",
        "return-void-no-barrier",
    ] {
        let e = parse_err(&in_method(&format!("    {name} v0")));
        assert!(
            e.message.contains(&format!("odex-only opcode `{name}`")),
            "{e}"
        );
    }
}

#[test]
fn out_of_range_literal_error() {
    assert_error(
        &in_method("    const/16 v0, 0x10000"),
        5,
        18,
        "literal `0x10000` does not fit in 16 bits (range -32768..32767) for const/16",
    );
    assert_error(
        ".class Lt;\n.field static b:B = 0x100t",
        2,
        21,
        "literal `0x100t` does not fit in a byte",
    );
    assert_error(
        ".class Lt;\n.field static i:I = -0x80000001",
        2,
        21,
        "does not fit in an int",
    );
}

#[test]
fn backtick_names_hold_name_characters_and_spaces() {
    let class = parse(".class Lt;\n.field static ` a\u{a0}é `:I\n");
    assert_eq!(class.fields[0].name, " a\u{a0}é ");
    assert_error(
        ".class Lt;\n.field static `a;b`:I",
        2,
        17,
        "character `;` cannot be part of a name",
    );
    assert_error(
        ".class Lt;\n.field static `a\tb`:I",
        2,
        17,
        "character `\\t` cannot be part of a name",
    );
    assert_error(
        ".class Lt;\n.field static `a b:I",
        2,
        19,
        "is the closing backtick missing?",
    );
    assert_error(".class Lt;\n.field static ``:I", 2, 15, "empty `` name");
}

#[test]
fn unterminated_string_error() {
    assert_error(
        &in_method("    const-string v0, \"abc"),
        5,
        22,
        "unterminated string literal",
    );
    assert_error(
        ".class Lt;\n.source \"a\nb\"",
        2,
        9,
        "unterminated string literal",
    );
    assert_error(
        ".class Lt;\n.field static c:C = 'a",
        2,
        21,
        "unterminated char literal",
    );
    assert_error(
        ".class Lt;\n.field static `a b\n:I",
        2,
        15,
        "unterminated `...` name",
    );
}

#[test]
fn missing_end_method_error() {
    assert_error(
        ".class Lt;\n.method m()V\n    return-void\n",
        4,
        1,
        "missing `.end method` for method `m` declared at line 2",
    );
    assert_error(
        ".class Lt;\n.method m()V\n    return-void\n.method n()V\n.end method\n",
        4,
        1,
        "`.method` inside method `m`",
    );
    assert_error(
        ".class Lt;\n.method m()V\n.field f:I\n",
        3,
        1,
        "`.field` inside method `m`",
    );
}

#[test]
fn hostile_nesting_is_an_error_not_a_crash() {
    let deep = format!(".class Lt;\n.field static a:[I = {}", "{".repeat(100_000));
    let e = parse_err(&deep);
    assert!(e.message.contains("nest more than 100"), "{e}");
    let ok = format!(
        ".class Lt;\n.field static a:[I = {}{}",
        "{".repeat(50),
        "}".repeat(50)
    );
    assert_eq!(parse(&ok).fields.len(), 1);
    let e = parse_err(&format!(".class Lt;\n.field static a:{}I", "[".repeat(256)));
    assert!(e.message.contains("at most 255 dimensions"), "{e}");
}

#[test]
fn error_display_names_file_line_and_column() {
    let e = parse_class(".class Lt;\n  bogus", "dir/T.smali").unwrap_err();
    assert_eq!(e.to_string(), "dir/T.smali:2:3: expected a directive such as .class, .super, .field or .method, found `bogus`");
}

// ---------------------------------------------------------------------------------------------
// Robustness and real code

#[test]
fn truncated_files_never_panic() {
    let mut parsed = 0;
    for name in DATA_FILES {
        let src = data(name);
        for cut in (0..=src.len()).filter(|&i| src.is_char_boundary(i)) {
            let _ = parse_class(&src[..cut], name);
            parsed += 1;
        }
        // Whole files parse.
        parse_class(&src, name).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(parsed > 10_000, "only {parsed} prefixes");
}

/// Counts of what a file holds, from a line-based reading independent of the parser.
#[derive(Debug, Default, PartialEq, Eq)]
struct Census {
    methods: usize,
    fields: usize,
    instructions: usize,
    labels: usize,
    lines: usize,
    catches: usize,
}

fn census_text(src: &str) -> Census {
    let mut c = Census::default();
    let mut annotation_depth = 0usize;
    let mut in_payload = false;
    for line in src.lines() {
        let token = line.split_whitespace().next().unwrap_or("");
        let token = token.split('#').next().unwrap_or("");
        if token == ".annotation" || line.contains(".subannotation ") {
            annotation_depth += 1;
            continue;
        }
        match token {
            ".end" if line.contains(".end annotation") || line.contains(".end subannotation") => {
                annotation_depth = annotation_depth.saturating_sub(1)
            }
            ".packed-switch" | ".sparse-switch" | ".array-data" => in_payload = true,
            ".end" if line.contains("-switch") || line.contains(".end array-data") => {
                in_payload = false
            }
            ".method" => c.methods += 1,
            ".field" => c.fields += 1,
            ".line" => c.lines += 1,
            ".catch" | ".catchall" => c.catches += 1,
            _ if annotation_depth > 0 || in_payload => {}
            _ if token.starts_with(':') => c.labels += 1,
            _ if Opcode::from_name(token).is_some() => c.instructions += 1,
            _ => {}
        }
    }
    c
}

fn census_ast(class: &Class) -> Census {
    let mut c = Census {
        methods: class.methods.len(),
        fields: class.fields.len(),
        ..Census::default()
    };
    for m in &class.methods {
        for item in &m.items {
            match item {
                Item::Instruction(_) => c.instructions += 1,
                Item::Label(_) => c.labels += 1,
                Item::Line(_) => c.lines += 1,
                Item::Catch(_) => c.catches += 1,
                _ => {}
            }
        }
    }
    c
}

fn smali_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            smali_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "smali") {
            out.push(path);
        }
    }
}

#[test]
fn data_files_census() {
    for name in DATA_FILES {
        let src = data(name);
        assert_eq!(census_ast(&parse(&src)), census_text(&src), "{name}");
    }
}

#[test]
fn corpus_parses() {
    let Some(dir) = std::env::var_os("ADAPTRACE_SMALI_CORPUS") else {
        println!(
            "skipped: set ADAPTRACE_SMALI_CORPUS to a directory of .smali files to parse them all"
        );
        return;
    };
    let mut files = Vec::new();
    smali_files(Path::new(&dir), &mut files);
    files.sort();
    assert!(
        !files.is_empty(),
        "no .smali files under {}",
        Path::new(&dir).display()
    );
    let mut failures = Vec::new();
    for path in &files {
        let name = path.display().to_string();
        let src = match std::fs::read_to_string(path) {
            Ok(s) => s,
            Err(e) => {
                failures.push(format!("{name}: {e}"));
                continue;
            }
        };
        match parse_class(&src, &name) {
            Ok(class) => {
                let (got, want) = (census_ast(&class), census_text(&src));
                if got != want {
                    failures.push(format!("{name}: parsed {got:?}, text has {want:?}"));
                }
            }
            Err(e) => failures.push(e.to_string()),
        }
    }
    println!(
        "parsed {} files under {}",
        files.len() - failures.len(),
        Path::new(&dir).display()
    );
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}
