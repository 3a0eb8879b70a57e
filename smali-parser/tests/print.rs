//! Printer tests: literal spelling, quoting, payloads, annotations and layout on hand-built
//! classes; the round trip `parse(print(parse(x))) == parse(x)` over tests/data and (when
//! `ADAPTRACE_SMALI_CORPUS` names a directory) over a whole baksmali corpus; and, when `smali`
//! and `baksmali` are installed, that printed text assembles to the same code as the original.

use std::path::{Path, PathBuf};
use std::sync::Arc;

mod common;

use common::{fref, js, mref, proto};
use smali_parser::ast::*;
use smali_parser::opcode::Opcode;
use smali_parser::{parse_class, print_class};

fn ins(opcode: Opcode, operands: Operands) -> Item {
    Item::Instruction(Instruction { opcode, operands })
}

fn class(fields: Vec<Field>, methods: Vec<Method>) -> Class {
    Class {
        access: vec![AccessFlag::Public],
        name: "LT;".into(),
        super_class: Some("Ljava/lang/Object;".into()),
        source: Some(js("T.java")),
        interfaces: vec![],
        annotations: vec![],
        fields,
        methods,
    }
}

fn static_field(name: &str, ty: &str, v: Value) -> Field {
    Field {
        access: vec![AccessFlag::Public, AccessFlag::Static],
        name: name.into(),
        ty: ty.into(),
        initial_value: Some(v),
        annotations: vec![],
    }
}

fn method(name: &str, p: Proto, regs: u32, items: Vec<Item>) -> Method {
    Method {
        access: vec![AccessFlag::Public, AccessFlag::Static],
        name: name.into(),
        proto: p,
        registers: Some(RegisterDecl::Registers(regs)),
        params: vec![],
        annotations: vec![],
        items,
    }
}

/// The text printed for one field initial value.
fn value_text(ty: &str, v: Value) -> String {
    let text = print_class(&class(vec![static_field("f", ty, v)], vec![]));
    let line = text
        .lines()
        .find(|l| l.starts_with(".field"))
        .unwrap()
        .to_string();
    line.split_once(" = ").unwrap().1.to_string()
}

#[test]
fn integer_literals() {
    assert_eq!(value_text("I", Value::Int(1)), "0x1");
    assert_eq!(value_text("I", Value::Int(-1)), "-0x1");
    assert_eq!(value_text("I", Value::Int(i32::MIN)), "-0x80000000");
    assert_eq!(value_text("I", Value::Int(i32::MAX)), "0x7fffffff");
    assert_eq!(
        value_text("J", Value::Long(i64::MIN)),
        "-0x8000000000000000L"
    );
    assert_eq!(value_text("J", Value::Long(0)), "0x0L");
    assert_eq!(value_text("B", Value::Byte(i8::MIN)), "-0x80t");
    assert_eq!(value_text("S", Value::Short(0x7fff)), "0x7fffs");
    assert_eq!(value_text("Z", Value::Bool(true)), "true");
    assert_eq!(value_text("Ljava/lang/Object;", Value::Null), "null");
}

#[test]
fn floating_literals() {
    let f = |v: f32| value_text("F", Value::Float(v.to_bits()));
    let d = |v: f64| value_text("D", Value::Double(v.to_bits()));
    assert_eq!(f(1.0), "1.0f");
    assert_eq!(f(-0.0), "-0.0f");
    assert_eq!(f(0.1), "0.1f");
    assert_eq!(f(f32::NAN), "NaNf");
    assert_eq!(f(f32::INFINITY), "Infinityf");
    assert_eq!(f(f32::NEG_INFINITY), "-Infinityf");
    assert_eq!(f(f32::MAX), "3.4028235E38f");
    assert_eq!(f(f32::from_bits(1)), "1.0E-45f");
    assert_eq!(f(1.0e7), "1.0E7f");
    assert_eq!(f(1234567.0), "1234567.0f");
    assert_eq!(d(1.0), "1.0");
    assert_eq!(d(-0.0), "-0.0");
    assert_eq!(d(0.1), "0.1");
    // An f32 value widened to f64 needs all its digits.
    assert_eq!(d(f64::from(0.1f32)), "0.10000000149011612");
    assert_eq!(d(f64::NAN), "NaN");
    assert_eq!(d(f64::INFINITY), "Infinity");
    assert_eq!(d(f64::NEG_INFINITY), "-Infinity");
    assert_eq!(d(f64::from_bits(1)), "5.0E-324");
    assert_eq!(d(2.2250738585072014E-308), "2.2250738585072014E-308");
    assert_eq!(d(f64::MAX), "1.7976931348623157E308");
    assert_eq!(d(0.001), "0.001");
    assert_eq!(d(0.000999), "9.99E-4");
    // Every printed value reads back to the same bits.
    for bits in [
        1u64,
        0x000f_ffff_ffff_ffff,
        0x3fb9_9999_9999_999a,
        0x7fef_ffff_ffff_ffff,
    ] {
        let text = d(f64::from_bits(bits));
        assert_eq!(text.parse::<f64>().unwrap().to_bits(), bits, "{text}");
    }
    for bits in [1u32, 0x007f_ffff, 0x3dcc_cccd, 0x7f7f_ffff, 0x3eaa_aaab] {
        let text = f(f32::from_bits(bits));
        let number = text.trim_end_matches('f');
        assert_eq!(number.parse::<f32>().unwrap().to_bits(), bits, "{text}");
    }
}

#[test]
fn chars_and_strings() {
    let c = |u: u16| value_text("C", Value::Char(u));
    assert_eq!(c(u16::from(b'a')), "'a'");
    assert_eq!(c(u16::from(b'\'')), "'\\''");
    assert_eq!(c(u16::from(b'"')), "'\\\"'");
    assert_eq!(c(u16::from(b'\\')), "'\\\\'");
    assert_eq!(c(u16::from(b'\n')), "'\\n'");
    assert_eq!(c(0), "'\\u0000'");
    assert_eq!(c(0x7f), "'\\u007f'");
    assert_eq!(c(0xd800), "'\\ud800'");
    assert_eq!(c(0xffff), "'\\uffff'");
    let mut units: Vec<u16> = "a\"b'c\\d\ne\rf\tg\u{1}é€".encode_utf16().collect();
    units.push(0xdc00); // lone low surrogate
    units.extend("😀".encode_utf16());
    let text = value_text("Ljava/lang/String;", Value::String(JString(units)));
    assert_eq!(
        text,
        "\"a\\\"b\\'c\\\\d\\ne\\rf\\tg\\u0001\\u00e9\\u20ac\\udc00\\ud83d\\ude00\""
    );
}

fn names_class() -> Class {
    let mut c = class(
        vec![
            static_field("a b", "I", Value::Int(0)),
            static_field("1L", "I", Value::Int(0)),
            static_field("static-put", "I", Value::Int(0)),
            static_field("plain$name-1", "I", Value::Int(0)),
        ],
        vec![method(
            "with\u{a0}nbsp",
            proto(&["Lsp ace/X;"], "V"),
            1,
            vec![
                ins(
                    Opcode::SgetObject,
                    Operands::RField(Reg::V(0), Arc::new(fref("LNames;", "0x1t", "[Lsp ace/X;"))),
                ),
                ins(Opcode::Goto, Operands::Label("label with spaces".into())),
                Item::Label("label with spaces".into()),
                ins(Opcode::ReturnVoid, Operands::None),
            ],
        )],
    );
    c.name = "LNames;".into();
    c
}

#[test]
fn names_that_need_backticks() {
    let text = print_class(&names_class());
    let expected = [
        ".field public static `a b`:I = 0x0\n",
        ".field public static `1L`:I = 0x0\n",
        ".field public static `static-put`:I = 0x0\n",
        ".field public static plain$name-1:I = 0x0\n",
        ".method public static `with\u{a0}nbsp`(L`sp ace`/X;)V\n",
        "    sget-object v0, LNames;->`0x1t`:[L`sp ace`/X;\n",
        "    goto :`label with spaces`\n\n    :`label with spaces`\n",
    ];
    for e in expected {
        assert!(text.contains(e), "missing {e:?} in\n{text}");
    }
}

fn payload_method() -> Method {
    method(
        "payloads",
        proto(&["I"], "V"),
        2,
        vec![
            ins(
                Opcode::PackedSwitch,
                Operands::RLabel(Reg::P(0), "pswitch_data_0".into()),
            ),
            ins(
                Opcode::SparseSwitch,
                Operands::RLabel(Reg::P(0), "sswitch_data_0".into()),
            ),
            ins(
                Opcode::FillArrayData,
                Operands::RLabel(Reg::V(0), "array_0".into()),
            ),
            Item::Label("pswitch_a".into()),
            Item::Label("sswitch_b".into()),
            ins(Opcode::ReturnVoid, Operands::None),
            Item::Label("pswitch_data_0".into()),
            Item::PackedSwitch {
                first_key: -1,
                targets: vec!["pswitch_a".into(), "pswitch_a".into()],
            },
            Item::Label("sswitch_data_0".into()),
            Item::SparseSwitch {
                entries: vec![
                    (i32::MIN, "sswitch_b".into()),
                    (0x7f0e_008f, "sswitch_b".into()),
                ],
            },
            Item::Label("array_0".into()),
            Item::ArrayData {
                width: 1,
                elements: vec![0x14, 0xff, 0x80],
            },
            Item::Label("array_1".into()),
            Item::ArrayData {
                width: 2,
                elements: vec![0x61, 0xffff],
            },
            Item::Label("array_2".into()),
            Item::ArrayData {
                width: 4,
                elements: vec![0x3e7, 0xffff_ffff],
            },
            Item::Label("array_3".into()),
            Item::ArrayData {
                width: 8,
                elements: vec![0xc8, u64::MAX, 0x8000_0000, 0x8000_0000_0000_0000],
            },
        ],
    )
}

#[test]
fn payloads() {
    let text = print_class(&class(vec![], vec![payload_method()]));
    let expected = "    packed-switch p0, :pswitch_data_0

    sparse-switch p0, :sswitch_data_0

    fill-array-data v0, :array_0

    :pswitch_a
    :sswitch_b
    return-void

    :pswitch_data_0
    .packed-switch -0x1
        :pswitch_a
        :pswitch_a
    .end packed-switch

    :sswitch_data_0
    .sparse-switch
        -0x80000000 -> :sswitch_b
        0x7f0e008f -> :sswitch_b
    .end sparse-switch

    :array_0
    .array-data 1
        0x14t
        -0x1t
        -0x80t
    .end array-data

    :array_1
    .array-data 2
        0x61s
        -0x1s
    .end array-data

    :array_2
    .array-data 4
        0x3e7
        -0x1
    .end array-data

    :array_3
    .array-data 8
        0xc8
        -0x1
        0x80000000L
        -0x8000000000000000L
    .end array-data
.end method
";
    assert!(text.contains(expected), "{text}");
}

fn annotated_class() -> Class {
    let sub = AnnotationBody {
        ty: "LInner;".into(),
        elements: vec![
            (
                "deep".into(),
                Value::Array(vec![Value::Int(1), Value::Array(vec![])]),
            ),
            ("e".into(), Value::Enum(fref("LE;", "A", "LE;"))),
        ],
    };
    let ann = Annotation {
        visibility: Visibility::Runtime,
        body: AnnotationBody {
            ty: "LOuter;".into(),
            elements: vec![
                ("empty".into(), Value::Array(vec![])),
                ("sub".into(), Value::SubAnnotation(sub.clone())),
                (
                    "subs".into(),
                    Value::Array(vec![Value::SubAnnotation(sub), Value::Type("[I".into())]),
                ),
                (
                    "m".into(),
                    Value::Method(mref("LT;", "m", proto(&["I"], "V"))),
                ),
                ("f".into(), Value::Field(fref("LT;", "f", "I"))),
                ("mt".into(), Value::MethodType(proto(&["J"], "Z"))),
                (
                    "mh".into(),
                    Value::MethodHandle(MethodHandle {
                        kind: MethodHandleKind::StaticGet,
                        target: HandleTarget::Field(fref("LT;", "f", "I")),
                    }),
                ),
            ],
        },
    };
    let mut c = class(vec![], vec![]);
    c.annotations = vec![ann.clone()];
    let mut f = static_field("x", "I", Value::Int(3));
    f.annotations = vec![ann.clone()];
    c.fields = vec![f];
    let mut m = method(
        "m",
        proto(&["I", "J", "Ljava/lang/String;"], "V"),
        5,
        vec![],
    );
    m.access = vec![AccessFlag::Public];
    m.items = vec![ins(Opcode::ReturnVoid, Operands::None)];
    m.params = vec![
        Param {
            reg: Reg::P(1),
            name: Some(js("i")),
            annotations: vec![],
        },
        Param {
            reg: Reg::P(4),
            name: None,
            annotations: vec![ann.clone()],
        },
    ];
    m.annotations = vec![Annotation {
        visibility: Visibility::System,
        ..ann
    }];
    c.methods = vec![m];
    c
}

#[test]
fn nested_annotations() {
    let text = print_class(&annotated_class());
    let class_annotation = "# annotations
.annotation runtime LOuter;
    empty = {}
    sub = .subannotation LInner;
        deep = {
            0x1,
            {}
        }
        e = .enum LE;->A:LE;
    .end subannotation
    subs = {
        .subannotation LInner;
            deep = {
                0x1,
                {}
            }
            e = .enum LE;->A:LE;
        .end subannotation,
        [I
    }
    m = LT;->m(I)V
    f = LT;->f:I
    mt = (J)Z
    mh = static-get@LT;->f:I
.end annotation
";
    assert!(text.contains(class_annotation), "{text}");
    assert!(
        text.contains(
            ".field public static x:I = 0x3\n    .annotation runtime LOuter;\n        empty = {}\n"
        ),
        "{text}"
    );
    assert!(
        text.contains("        mh = static-get@LT;->f:I\n    .end annotation\n.end field\n"),
        "{text}"
    );
    assert!(text.contains("    .registers 5\n    .param p1, \"i\"    # I\n    .param p4    # Ljava/lang/String;\n        .annotation runtime LOuter;\n"), "{text}");
    assert!(
        text.contains("        .end annotation\n    .end param\n    .annotation system LOuter;\n"),
        "{text}"
    );
}

/// A method with every operand shape, debug directives and try/catch.
fn code_method() -> Method {
    let r = Reg::V;
    let m = |name: &str| mref("LT;", name, proto(&["I"], "V"));
    let cs = CallSite {
        name: "call_site_0".into(),
        method_name: js("run"),
        method_proto: proto(&[], "Ljava/lang/Runnable;"),
        extra_args: vec![
            Value::MethodType(proto(&[], "V")),
            Value::MethodHandle(MethodHandle {
                kind: MethodHandleKind::InvokeStatic,
                target: HandleTarget::Method(mref("LT;", "lambda$0", proto(&[], "V"))),
            }),
            Value::String(js("s")),
            Value::Int(7),
        ],
        bootstrap: mref(
            "Ljava/lang/invoke/LambdaMetafactory;",
            "metafactory",
            proto(
                &[
                    "Ljava/lang/invoke/MethodHandles$Lookup;",
                    "Ljava/lang/String;",
                    "Ljava/lang/invoke/MethodType;",
                    "Ljava/lang/invoke/MethodType;",
                    "Ljava/lang/invoke/MethodHandle;",
                    "Ljava/lang/invoke/MethodType;",
                ],
                "Ljava/lang/invoke/CallSite;",
            ),
        ),
    };
    let items = vec![
        Item::Prologue,
        Item::Line(4_294_967_295),
        Item::Local(Box::new(LocalVar {
            reg: r(0),
            name: Some(js("x")),
            ty: Some("I".into()),
            signature: None,
        })),
        Item::Local(Box::new(LocalVar {
            reg: r(1),
            name: None,
            ty: Some("Ljava/util/List;".into()),
            signature: Some(js("Ljava/util/List<Ljava/lang/String;>;")),
        })),
        ins(Opcode::Const4, Operands::RLit(r(0), -8)),
        ins(Opcode::Const16, Operands::RLit(r(0), -32768)),
        ins(Opcode::Const, Operands::RLit(r(0), i64::from(i32::MIN))),
        ins(Opcode::ConstHigh16, Operands::RLit(r(0), 0x7f00_0000)),
        ins(Opcode::ConstWide16, Operands::RLit(r(0), 1000)),
        ins(Opcode::ConstWide32, Operands::RLit(r(0), -0x8000_0000)),
        ins(Opcode::ConstWide, Operands::RLit(r(0), i64::MIN)),
        ins(
            Opcode::ConstWideHigh16,
            Operands::RLit(r(0), 0x4024_0000_0000_0000),
        ),
        Item::Label("try_start_0".into()),
        ins(Opcode::AddIntLit8, Operands::RRLit(r(0), r(1), -128)),
        ins(Opcode::RsubInt, Operands::RRLit(r(0), r(1), 0x7fff)),
        ins(
            Opcode::ConstString,
            Operands::RString(
                r(0),
                Arc::new(JString(vec![
                    0x61, 0x22, 0x27, 0x5c, 0x0a, 0x0d, 0x09, 0x00, 0xd800,
                ])),
            ),
        ),
        ins(Opcode::ConstClass, Operands::RType(r(0), "[LT;".into())),
        ins(
            Opcode::InstanceOf,
            Operands::RRType(r(0), r(1), "LT;".into()),
        ),
        ins(
            Opcode::Sget,
            Operands::RField(r(0), Arc::new(fref("LT;", "x", "I"))),
        ),
        ins(
            Opcode::Iput,
            Operands::RRField(r(0), r(2), Arc::new(fref("LT;", "y", "I"))),
        ),
        ins(
            Opcode::ConstMethodHandle,
            Operands::RMethodHandle(
                r(0),
                Arc::new(MethodHandle {
                    kind: MethodHandleKind::InvokeInstance,
                    target: HandleTarget::Method(m("m")),
                }),
            ),
        ),
        ins(
            Opcode::ConstMethodType,
            Operands::RProto(r(0), Arc::new(proto(&["I", "J"], "V"))),
        ),
        ins(
            Opcode::InvokeStatic,
            Operands::ListMethod(vec![], Arc::new(m("a"))),
        ),
        ins(
            Opcode::InvokeVirtual,
            Operands::ListMethod(vec![r(0), r(1)], Arc::new(m("b"))),
        ),
        ins(
            Opcode::InvokeStaticRange,
            Operands::RangeMethod(RegRange::Empty, Arc::new(m("c"))),
        ),
        ins(
            Opcode::InvokeStaticRange,
            Operands::RangeMethod(RegRange::Span(r(0), r(5)), Arc::new(m("d"))),
        ),
        ins(
            Opcode::FilledNewArray,
            Operands::ListType(vec![r(0)], "[I".into()),
        ),
        ins(
            Opcode::FilledNewArrayRange,
            Operands::RangeType(RegRange::Span(r(0), r(1)), "[I".into()),
        ),
        ins(
            Opcode::InvokeCustom,
            Operands::ListCallSite(vec![r(0)], Arc::new(cs.clone())),
        ),
        ins(
            Opcode::InvokeCustomRange,
            Operands::RangeCallSite(RegRange::Span(r(0), r(0)), Arc::new(cs)),
        ),
        ins(
            Opcode::InvokePolymorphic,
            Arc::new(Operands::ListMethodProto)(
                vec![r(0), r(1)],
                Arc::new(mref(
                    "Ljava/lang/invoke/MethodHandle;",
                    "invoke",
                    proto(&["[Ljava/lang/Object;"], "Ljava/lang/Object;"),
                )),
                Arc::new(proto(&["I"], "V")),
            ),
        ),
        ins(
            Opcode::InvokePolymorphicRange,
            Arc::new(Operands::RangeMethodProto)(
                RegRange::Span(r(0), r(1)),
                Arc::new(mref(
                    "Ljava/lang/invoke/MethodHandle;",
                    "invoke",
                    proto(&["[Ljava/lang/Object;"], "Ljava/lang/Object;"),
                )),
                Arc::new(proto(&["I"], "V")),
            ),
        ),
        ins(Opcode::MoveResultObject, Operands::R(r(0))),
        Item::Label("try_end_0".into()),
        Item::Catch(Box::new(Catch {
            exception: Some("Ljava/lang/Exception;".into()),
            start: "try_start_0".into(),
            end: "try_end_0".into(),
            handler: "catch_0".into(),
        })),
        Item::Catch(Box::new(Catch {
            exception: None,
            start: "try_start_0".into(),
            end: "try_end_0".into(),
            handler: "catch_0".into(),
        })),
        Item::EndLocal(r(0)),
        Item::RestartLocal(r(0)),
        Item::Source(Some(js("Other.java"))),
        Item::Source(None),
        Item::Epilogue,
        ins(
            Opcode::IfEq,
            Operands::RRLabel(r(0), r(1), "catch_0".into()),
        ),
        ins(Opcode::IfEqz, Operands::RLabel(r(0), "catch_0".into())),
        ins(Opcode::Move16, Operands::RR(r(300), r(1))),
        ins(Opcode::AddInt, Operands::RRR(r(0), r(1), r(2))),
        Item::Label("catch_0".into()),
        ins(Opcode::MoveException, Operands::R(r(0))),
        ins(Opcode::Goto32, Operands::Label("catch_0".into())),
        Item::EndLocal(r(1)),
    ];
    let mut m = method("code", proto(&[], "V"), 400, items);
    m.access = vec![AccessFlag::Public];
    m
}

#[test]
fn instructions_and_layout() {
    let text = print_class(&class(vec![], vec![code_method()]));
    let expected = [
        "    .registers 400\n\n    .prologue\n    .line 4294967295\n    .local v0, \"x\":I\n",
        "    .local v1, null:Ljava/util/List;, \"Ljava/util/List<Ljava/lang/String;>;\"\n",
        "    const/4 v0, -0x8\n\n    const/16 v0, -0x8000\n\n    const v0, -0x80000000\n\n",
        "    const/high16 v0, 0x7f000000\n\n    const-wide/16 v0, 0x3e8\n\n",
        "    const-wide/32 v0, -0x80000000\n\n    const-wide v0, -0x8000000000000000L\n\n",
        "    const-wide/high16 v0, 0x4024000000000000L\n\n    :try_start_0\n",
        "    add-int/lit8 v0, v1, -0x80\n\n    rsub-int v0, v1, 0x7fff\n\n",
        "    const-string v0, \"a\\\"\\'\\\\\\n\\r\\t\\u0000\\ud800\"\n\n    const-class v0, [LT;\n\n",
        "    instance-of v0, v1, LT;\n\n    sget v0, LT;->x:I\n\n    iput v0, v2, LT;->y:I\n\n",
        "    const-method-handle v0, invoke-instance@LT;->m(I)V\n\n",
        "    const-method-type v0, (IJ)V\n\n    invoke-static {}, LT;->a(I)V\n\n",
        "    invoke-virtual {v0, v1}, LT;->b(I)V\n\n    invoke-static/range {}, LT;->c(I)V\n\n",
        "    invoke-static/range {v0 .. v5}, LT;->d(I)V\n\n    filled-new-array {v0}, [I\n\n",
        "    filled-new-array/range {v0 .. v1}, [I\n\n",
        "    invoke-custom {v0}, call_site_0(\"run\", ()Ljava/lang/Runnable;, ()V, invoke-static@LT;->lambda$0()V, \"s\", 0x7)@Ljava/lang/invoke/LambdaMetafactory;->metafactory(",
        "    invoke-custom/range {v0 .. v0}, call_site_0(",
        "    invoke-polymorphic {v0, v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V\n\n",
        "    invoke-polymorphic/range {v0 .. v1}, Ljava/lang/invoke/MethodHandle;->invoke([Ljava/lang/Object;)Ljava/lang/Object;, (I)V\n\n",
        "    move-result-object v0\n    :try_end_0\n    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0\n    .catchall {:try_start_0 .. :try_end_0} :catch_0\n\n    .end local v0\n",
        "    .restart local v0\n    .source \"Other.java\"\n    .source\n    .epilogue\n    if-eq v0, v1, :catch_0\n\n",
        "    if-eqz v0, :catch_0\n\n    move/16 v300, v1\n\n    add-int v0, v1, v2\n\n    :catch_0\n    move-exception v0\n\n",
        "    goto/32 :catch_0\n    .end local v1\n.end method\n",
    ];
    for e in expected {
        assert!(text.contains(e), "missing\n{e}\nin\n{text}");
    }
}

fn layout_class() -> Class {
    let mut c = annotated_class();
    c.interfaces = vec!["LI1;".into(), "LI2;".into()];
    c.annotations.clear();
    let inst = Field {
        access: vec![AccessFlag::Private],
        name: "y".into(),
        ty: "J".into(),
        initial_value: None,
        annotations: vec![],
    };
    c.fields = vec![
        static_field("a", "I", Value::Int(1)),
        static_field("b", "I", Value::Int(2)),
        inst,
    ];
    c.fields[0].annotations.clear();
    c.fields[1].annotations.clear();
    let mut abs = method("abs", proto(&[], "V"), 0, vec![]);
    abs.access = vec![AccessFlag::Public, AccessFlag::Abstract];
    abs.registers = None;
    let mut init = method(
        "<init>",
        proto(&[], "V"),
        1,
        vec![ins(Opcode::ReturnVoid, Operands::None)],
    );
    init.access = vec![AccessFlag::Public, AccessFlag::Constructor];
    c.methods = vec![init, abs];
    c
}

#[test]
fn class_layout() {
    let text = print_class(&layout_class());
    let expected = ".class public LT;
.super Ljava/lang/Object;
.source \"T.java\"

# interfaces
.implements LI1;
.implements LI2;


# static fields
.field public static a:I = 0x1

.field public static b:I = 0x2


# instance fields
.field private y:J


# direct methods
.method public constructor <init>()V
    .registers 1

    return-void
.end method


# virtual methods
.method public abstract abs()V
.end method
";
    assert_eq!(text, expected);
}

fn interleaved_class() -> Class {
    let mut c = class(vec![], vec![]);
    let inst = |n: &str| Field {
        access: vec![AccessFlag::Private],
        name: n.into(),
        ty: "I".into(),
        initial_value: None,
        annotations: vec![],
    };
    c.fields = vec![inst("a"), static_field("b", "I", Value::Int(0)), inst("c")];
    let mut virt = method(
        "v",
        proto(&[], "V"),
        1,
        vec![ins(Opcode::ReturnVoid, Operands::None)],
    );
    virt.access = vec![AccessFlag::Public];
    let stat = method(
        "s",
        proto(&[], "V"),
        1,
        vec![ins(Opcode::ReturnVoid, Operands::None)],
    );
    let mut other = virt.clone();
    other.name = "w".into();
    c.methods = vec![virt, stat, other];
    c
}

/// A hand-written file may interleave static and instance fields or direct and virtual
/// methods; the printer keeps the order (repeating section headers) so the AST survives.
#[test]
fn interleaved_members_keep_their_order() {
    let text = print_class(&interleaved_class());
    let order: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with('#') || l.starts_with(".field") || l.starts_with(".method"))
        .collect();
    assert_eq!(
        order,
        [
            "# instance fields",
            ".field private a:I",
            "# static fields",
            ".field public static b:I = 0x0",
            "# instance fields",
            ".field private c:I",
            "# virtual methods",
            ".method public v()V",
            "# direct methods",
            ".method public static s()V",
            "# virtual methods",
            ".method public w()V",
        ]
    );
}

/// Every hand-built class above, with a file name for each.
fn all_samples() -> Vec<(String, Class)> {
    let named = |name: &str, mut c: Class| {
        c.name = format!("L{name};").into();
        (name.to_string(), c)
    };
    vec![
        named("Names", names_class()),
        named("Payloads", class(vec![], vec![payload_method()])),
        named("Annotated", annotated_class()),
        named("Code", class(vec![], vec![code_method()])),
        named("Layout", layout_class()),
        named("Interleaved", interleaved_class()),
    ]
}

fn tool_available(tool: &str) -> bool {
    std::process::Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// A fresh scratch directory for one test.
fn scratch_dir(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("smali-print-{test}-{}", std::process::id()));
    if dir.exists() {
        std::fs::remove_dir_all(&dir).unwrap();
    }
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs `smali a` (API 30, so that names may hold spaces) on every file under `src`.
fn assemble(src: &Path, dex: &Path) -> Result<(), String> {
    let out = std::process::Command::new("smali")
        .args(["a", "--api", "30", "-o"])
        .arg(dex)
        .arg(src)
        .output()
        .unwrap();
    // smali reports syntax errors on stderr but may still exit with status 0.
    let log =
        String::from_utf8_lossy(&out.stderr).to_string() + &String::from_utf8_lossy(&out.stdout);
    if out.status.success() && dex.exists() && log.trim().is_empty() {
        Ok(())
    } else {
        Err(format!("smali rejected {}:\n{log}", src.display()))
    }
}

/// `baksmali d` into `dir`, then every produced file keyed by its path below `dir`.
fn disassemble(dex: &Path, dir: &Path) -> Vec<(PathBuf, String)> {
    let status = std::process::Command::new("baksmali")
        .args(["d", "--api", "30", "-o"])
        .arg(dir)
        .arg(dex)
        .status()
        .unwrap();
    assert!(status.success(), "baksmali failed on {}", dex.display());
    let mut files = Vec::new();
    smali_files(dir, &mut files);
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (p.strip_prefix(dir).unwrap().to_path_buf(), text)
        })
        .collect()
}

/// `smali a` accepts what the printer writes for the hand-built classes.
#[test]
fn smali_assembles_printed_samples() {
    if !tool_available("smali") {
        eprintln!("skipped: `smali` is not on PATH");
        return;
    }
    let dir = scratch_dir("hand-built");
    let src = dir.join("src");
    std::fs::create_dir_all(&src).unwrap();
    for (name, c) in all_samples() {
        std::fs::write(src.join(format!("{name}.smali")), print_class(&c)).unwrap();
    }
    if let Err(e) = assemble(&src, &dir.join("out.dex")) {
        panic!("{e}(files kept in {})", src.display());
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The sample files and their printed ASTs assemble to the same code: baksmali prints the two
/// dex files identically.
#[test]
fn printed_sample_files_assemble_to_the_same_dex() {
    if !tool_available("smali") || !tool_available("baksmali") {
        eprintln!("skipped: `smali` and `baksmali` are not both on PATH");
        return;
    }
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let dir = scratch_dir("samples");
    let printed = dir.join("printed");
    std::fs::create_dir_all(&printed).unwrap();
    let mut files = Vec::new();
    smali_files(&data, &mut files);
    for (i, path) in files.iter().enumerate() {
        let text = std::fs::read_to_string(path).unwrap();
        let class = parse_class(&text, &path.display().to_string()).unwrap();
        std::fs::write(printed.join(format!("{i}.smali")), print_class(&class)).unwrap();
    }
    let (orig_dex, printed_dex) = (dir.join("orig.dex"), dir.join("printed.dex"));
    assemble(&data, &orig_dex).unwrap();
    assemble(&printed, &printed_dex).unwrap();
    let orig = disassemble(&orig_dex, &dir.join("orig.out"));
    let again = disassemble(&printed_dex, &dir.join("printed.out"));
    assert_eq!(orig.len(), files.len(), "one class per sample file");
    let paths = |v: &[(PathBuf, String)]| v.iter().map(|(p, _)| p.clone()).collect::<Vec<_>>();
    assert_eq!(paths(&orig), paths(&again));
    for ((path, a), (_, b)) in orig.iter().zip(&again) {
        let first = a.lines().zip(b.lines()).position(|(x, y)| x != y);
        assert!(
            a == b,
            "{} disassembles differently, from line {}",
            path.display(),
            first.map_or_else(|| "the end".to_string(), |i| (i + 1).to_string())
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Parses `path`, prints it, parses the print and compares; returns a description on mismatch.
fn round_trip(path: &Path) -> Option<String> {
    let src = std::fs::read_to_string(path).unwrap();
    let file = path.display().to_string();
    let first = match parse_class(&src, &file) {
        Ok(c) => c,
        Err(e) => return Some(format!("does not parse: {e}")),
    };
    let printed = print_class(&first);
    match parse_class(&printed, &file) {
        Ok(second) if second == first => None,
        Ok(second) => Some(first_difference(&first, &second)),
        Err(e) => Some(format!("printed text does not parse: {e}\n{printed}")),
    }
}

/// Names the first differing member, to keep failure messages short.
fn first_difference(a: &Class, b: &Class) -> String {
    for (x, y) in a.methods.iter().zip(&b.methods) {
        if x != y {
            for (i, (p, q)) in x.items.iter().zip(&y.items).enumerate() {
                if p != q {
                    return format!("method {}: item {i}: {p:?} became {q:?}", x.name);
                }
            }
            return format!("method {} differs: {x:?}\nbecame {y:?}", x.name);
        }
    }
    for (x, y) in a.fields.iter().zip(&b.fields) {
        if x != y {
            return format!("field {x:?} became {y:?}");
        }
    }
    format!("class differs: {a:?}\nbecame {b:?}")
}

fn smali_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            smali_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "smali") {
            out.push(path);
        }
    }
}

fn check_tree(dir: &Path) -> usize {
    let mut files = Vec::new();
    smali_files(dir, &mut files);
    files.sort();
    let failures: Vec<String> = files
        .iter()
        .filter_map(|p| round_trip(p).map(|why| format!("{}: {why}", p.display())))
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} files do not round-trip; first: {}",
        failures.len(),
        files.len(),
        failures[0]
    );
    files.len()
}

#[test]
fn hand_built_samples_round_trip_through_the_parser() {
    for (name, c) in all_samples() {
        let printed = print_class(&c);
        let back = parse_class(&printed, &name).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(back, c, "{name}:\n{printed}");
    }
}

#[test]
fn sample_files_round_trip() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let n = check_tree(&dir);
    assert!(n > 0, "no .smali samples under {}", dir.display());
}

#[test]
fn corpus_round_trips() {
    let Some(dir) = std::env::var_os("ADAPTRACE_SMALI_CORPUS") else {
        eprintln!("skipped: set ADAPTRACE_SMALI_CORPUS to a directory of .smali files");
        return;
    };
    let n = check_tree(Path::new(&dir));
    eprintln!("{n} files round-trip");
}
