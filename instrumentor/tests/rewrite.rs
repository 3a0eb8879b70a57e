//! Tests of `instrumentor::rewrite`: hand-written methods are rewritten with probes that print
//! an event id, assembled with `smali a`, converted with enjarify and run on the host JVM. Each
//! test checks that the program prints what the original prints and that the probes fired in
//! exactly the expected order. Structural tests check the rewritten code itself.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;

use adaptrace_test_support::{tier, Tier};
use apk_io::{AssembleJob, NoProgress, Toolchain};
use instrumentor::rewrite::{RewriteError, Rewriter, Skip};
use petgraph::graph::EdgeIndex;
use petgraph::visit::EdgeRef;
use smali_parser::ast::{
    Class, Instruction, Item, Method, MethodRef, Operands, Proto, Reg, RegRange, RegisterDecl,
};
use smali_parser::cfg::{BlockNode, Cfg, EdgeKind};
use smali_parser::opcode::{FlowKind, Opcode};
use smali_parser::{parse_class, print_class};

// ---------------------------------------------------------------------------------------------
// Probe code and plans
// ---------------------------------------------------------------------------------------------

/// The probe runtime of these tests: `hit(id)` prints `@id`; `state()` returns an object and `pair(state, id)` checks it is not null and prints `@id`.
const PROBE: &str = r#".class public LProbe;
.super Ljava/lang/Object;

.method public static hit(I)V
    .registers 3
    sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const-string v1, "@"
    invoke-virtual {v0, v1}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V
    invoke-virtual {v0, p0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method

.method public static state()Ljava/lang/Object;
    .registers 1
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    return-object v0
.end method

.method public static pair(Ljava/lang/Object;I)V
    .registers 2
    if-nez p0, :ok
    const/4 p1, -0x1
    :ok
    invoke-static {p1}, LProbe;->hit(I)V
    return-void
.end method
"#;

const ENTRY: u32 = 1;
const BLOCKS: u32 = 2;
const RETURNS: u32 = 4;
const EDGES: u32 = 8;
const HANDLERS: u32 = 16;
const INVOKES: u32 = 32;
/// `on_unwind` with the exception in scratch register 3 (plans using it take 4 registers).
const UNWINDS: u32 = 64;
const ALL: u32 = ENTRY | BLOCKS | RETURNS | EDGES | HANDLERS | INVOKES;

/// How probes pass their id.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Style {
    /// `const/16 v0, id; invoke-static/range {v0 .. v0}, LProbe;->hit(I)V`.
    Hit,
    /// Entry keeps `LProbe;->state()` in v1; every probe is `pair(v1, id)` over `{v1 .. v2}`,
    /// like the `blocks` plan keeps its thread state in a scratch register.
    Pair,
}

/// Event names by id, shared by every method of a test.
#[derive(Default)]
struct Events(Vec<String>);

impl Events {
    fn code(&mut self, style: Style, name: String) -> Vec<Instruction> {
        let id = self.id(name);
        match style {
            Style::Hit => vec![const16(0, id), probe_call("hit", &["I"], 0, 0)],
            Style::Pair => vec![
                const16(2, id),
                probe_call("pair", &["Ljava/lang/Object;", "I"], 1, 2),
            ],
        }
    }

    fn id(&mut self, name: String) -> i64 {
        self.0.push(name);
        self.0.len() as i64 - 1
    }
}

fn const16(reg: u16, value: i64) -> Instruction {
    Instruction {
        opcode: Opcode::Const16,
        operands: Operands::RLit(Reg::V(reg), value),
    }
}

fn probe_call(name: &str, params: &[&str], first: u16, last: u16) -> Instruction {
    Instruction {
        opcode: Opcode::InvokeStaticRange,
        operands: Operands::RangeMethod(
            RegRange::Span(Reg::V(first), Reg::V(last)),
            Arc::new(MethodRef {
                class: "LProbe;".into(),
                name: name.into(),
                proto: Proto {
                    params: params.iter().map(|&p| p.into()).collect(),
                    ret: "V".into(),
                },
            }),
        ),
    }
}

/// A block's name in event names: its first label, else `b<index>`.
fn block_name(method: &Method, cfg: &Cfg, b: usize) -> String {
    let block = &cfg.blocks()[b];
    method.items[block.items.start..block.first]
        .iter()
        .find_map(|i| match i {
            Item::Label(l) => Some(l.clone()),
            _ => None,
        })
        .unwrap_or_else(|| format!("b{b}"))
}

fn node_name(method: &Method, cfg: &Cfg, node: BlockNode) -> String {
    match node {
        BlockNode::Block(b) => block_name(method, cfg, b),
        BlockNode::Exit => "exit".into(),
        BlockNode::Entry => "entry".into(),
    }
}

fn edge_tag(kind: &EdgeKind) -> String {
    match kind {
        EdgeKind::FallThrough => "f".into(),
        EdgeKind::Goto => "g".into(),
        EdgeKind::IfTaken => "t".into(),
        EdgeKind::IfNotTaken => "n".into(),
        EdgeKind::SwitchCase(k) => format!("c{k}"),
        EdgeKind::SwitchDefault => "d".into(),
        EdgeKind::Return => "r".into(),
        EdgeKind::Throw => "x".into(),
        EdgeKind::Entry => "e".into(),
        EdgeKind::Exceptional { .. } => "ex".into(),
    }
}

/// The graph's edges in index order.
fn edges(cfg: &Cfg) -> Vec<(EdgeIndex, BlockNode, BlockNode, EdgeKind)> {
    let g = cfg.graph();
    g.edge_references()
        .map(|e| (e.id(), g[e.source()], g[e.target()], e.weight().clone()))
        .collect()
}

/// Extra placements of one scenario, after the standard ones.
type Custom = fn(&mut Rewriter<'_>, &Method, &Cfg, &mut Events);

#[derive(Clone, Copy)]
struct Plan {
    flags: u32,
    scratch: u16,
    style: Style,
    /// Names of the methods to instrument.
    methods: &'static [&'static str],
    custom: Option<Custom>,
}

impl Plan {
    fn new(flags: u32, methods: &'static [&'static str]) -> Plan {
        Plan {
            flags,
            scratch: 3,
            style: Style::Hit,
            methods,
            custom: None,
        }
    }
}

/// Puts the plan's probes into one method. Event names start with the method's name: `m>`
/// entry, `m:B` block entry, `m!B` handler entry, `m<` before a return, `m@callee` before an
/// invoke (`m@fna` before `filled-new-array`), `m:A-B/kind` on an edge, `m^` when an exception
/// leaves the method.
fn place(
    rw: &mut Rewriter<'_>,
    method: &Method,
    cfg: &Cfg,
    plan: &Plan,
    ev: &mut Events,
) -> Result<(), RewriteError> {
    let m = &method.name;
    let style = plan.style;
    if plan.flags & ENTRY != 0 {
        let mut code = Vec::new();
        if style == Style::Pair {
            code.push(Instruction {
                opcode: Opcode::InvokeStaticRange,
                operands: Operands::RangeMethod(
                    RegRange::Empty,
                    Arc::new(MethodRef {
                        class: "LProbe;".into(),
                        name: "state".into(),
                        proto: Proto {
                            params: vec![],
                            ret: "Ljava/lang/Object;".into(),
                        },
                    }),
                ),
            });
            code.push(Instruction {
                opcode: Opcode::MoveResultObject,
                operands: Operands::R(Reg::V(1)),
            });
        }
        code.extend(ev.code(style, format!("{m}>")));
        rw.at_entry(code);
    }
    let handlers: Vec<usize> = cfg.catches().iter().map(|c| c.handler_block).collect();
    for b in 0..cfg.blocks().len() {
        let name = block_name(method, cfg, b);
        if plan.flags & HANDLERS != 0 && handlers.contains(&b) {
            rw.at_handler_entry(b, ev.code(style, format!("{m}!{name}")))?;
        }
        if plan.flags & BLOCKS != 0 {
            rw.at_block_entry(b, ev.code(style, format!("{m}:{name}")));
        }
    }
    if plan.flags & INVOKES != 0 {
        for (i, item) in method.items.iter().enumerate() {
            if let Item::Instruction(ins) = item {
                if ins.opcode.has_result() {
                    let callee = ins
                        .method_ref()
                        .map_or("fna".to_string(), |r| r.name.clone());
                    rw.before_item(i, ev.code(style, format!("{m}@{callee}")))?;
                }
            }
        }
    }
    if plan.flags & EDGES != 0 {
        for (e, from, to, kind) in edges(cfg) {
            if kind.is_exceptional() || kind == EdgeKind::Entry {
                continue;
            }
            let name = format!(
                "{m}:{}-{}/{}",
                node_name(method, cfg, from),
                node_name(method, cfg, to),
                edge_tag(&kind)
            );
            rw.on_edge(e, ev.code(style, name))?;
        }
    }
    if plan.flags & RETURNS != 0 {
        rw.before_returns(ev.code(style, format!("{m}<")));
    }
    if plan.flags & UNWINDS != 0 {
        rw.on_unwind(3, ev.code(style, format!("{m}^")))?;
    }
    if let Some(custom) = plan.custom {
        custom(rw, method, cfg, ev);
    }
    Ok(())
}

/// Rewrites the plan's methods of `class`, checking each result (see [`check_rewritten`]).
fn instrument(class: &Class, plan: &Plan, ev: &mut Events) -> Class {
    let mut out = class.clone();
    for (i, method) in class.methods.iter().enumerate() {
        if !plan.methods.contains(&method.name.as_str()) {
            continue;
        }
        let cfg = Cfg::build(&class.name, method).unwrap();
        let mut rw = Rewriter::new(&class.name, method, &cfg, plan.scratch).unwrap();
        place(&mut rw, method, &cfg, plan, ev).unwrap();
        let new = rw.finish().unwrap();
        check_rewritten(&class.name, method, &new, plan.scratch);
        out.methods[i] = new;
    }
    // The printed text must parse back to the same class.
    let text = print_class(&out);
    assert_eq!(
        parse_class(&text, "rewritten.smali").unwrap(),
        out,
        "printed class does not parse back"
    );
    out
}

/// Checks that hold for every rewritten method: it has a CFG; each original `move-result*`
/// directly follows an original instruction with a result (probes call `LProbe;`) and each `move-exception` starts a handler entered only
/// by exceptions; no `pN` is left in the body; every register is inside the new frame; the
/// declaration grew by exactly the scratch registers.
fn check_rewritten(class: &str, old: &Method, new: &Method, scratch: u16) {
    let sig = format!("{class}->{}{}", new.name, new.proto);
    let cfg = Cfg::build(class, new).unwrap_or_else(|e| panic!("{sig}: no CFG after rewrite: {e}"));
    let total = new.total_registers().unwrap();
    let old_total = old.total_registers().unwrap();
    assert_eq!(total, old_total + u32::from(scratch));
    let mut previous: Option<&Instruction> = None;
    for (i, item) in new.items.iter().enumerate() {
        let Item::Instruction(ins) = item else {
            if let Item::Local(l) = item {
                assert!(
                    matches!(l.reg, Reg::V(_)),
                    "{sig}: .local keeps a p register"
                );
            }
            continue;
        };
        if matches!(
            ins.opcode,
            Opcode::MoveResult | Opcode::MoveResultWide | Opcode::MoveResultObject
        ) {
            // An original move-result (not into scratch) must follow an original instruction.
            let probe_result =
                matches!(ins.operands, Operands::R(Reg::V(n)) if u32::from(n) >= old_total);
            assert!(
                previous.is_some_and(|p| p.opcode.has_result()
                    && (probe_result || p.method_ref().is_none_or(|r| r.class != "LProbe;"))),
                "{sig}: {} at item {i} does not follow its invoke",
                ins.opcode.name()
            );
        }
        if ins.opcode == Opcode::MoveException {
            let b = cfg.block_of_item(i).unwrap();
            assert_eq!(cfg.blocks()[b].first, i, "{sig}: move-exception not first");
            assert!(cfg.predecessors(b).all(|(_, k)| k.is_exceptional()));
            assert!(cfg.catches().iter().any(|c| c.handler_block == b));
        }
        for r in regs_of(&ins.operands) {
            match r {
                Reg::V(n) => assert!(u32::from(n) < total, "{sig}: v{n} outside the frame"),
                Reg::P(n) => panic!("{sig}: p{n} left in the body at item {i}"),
            }
        }
        previous = Some(ins);
    }
}

fn regs_of(ops: &Operands) -> Vec<Reg> {
    match ops {
        Operands::R(a)
        | Operands::RLit(a, _)
        | Operands::RLabel(a, _)
        | Operands::RString(a, _)
        | Operands::RType(a, _)
        | Operands::RField(a, _)
        | Operands::RMethodHandle(a, _)
        | Operands::RProto(a, _) => vec![*a],
        Operands::RR(a, b)
        | Operands::RRLit(a, b, _)
        | Operands::RRLabel(a, b, _)
        | Operands::RRType(a, b, _)
        | Operands::RRField(a, b, _) => vec![*a, *b],
        Operands::RRR(a, b, c) => vec![*a, *b, *c],
        Operands::ListMethod(l, _)
        | Operands::ListType(l, _)
        | Operands::ListCallSite(l, _)
        | Operands::ListMethodProto(l, _, _) => l.clone(),
        Operands::RangeMethod(RegRange::Span(a, b), _)
        | Operands::RangeType(RegRange::Span(a, b), _)
        | Operands::RangeCallSite(RegRange::Span(a, b), _)
        | Operands::RangeMethodProto(RegRange::Span(a, b), _, _) => vec![*a, *b],
        _ => vec![],
    }
}

// ---------------------------------------------------------------------------------------------
// Running on the host JVM
// ---------------------------------------------------------------------------------------------

/// One class with a static `run()V` the driver calls.
struct Scenario {
    smali: String,
    plan: Plan,
    /// The expected events, space separated.
    expect: String,
    /// The rewritten program's output when it must differ from the original's.
    output: Option<&'static str>,
}

fn scenario(smali: &str, plan: Plan, expect: &str) -> Scenario {
    Scenario {
        smali: smali.to_string(),
        plan,
        expect: expect.split_whitespace().collect::<Vec<_>>().join(" "),
        output: None,
    }
}

fn on_path(name: &str) -> bool {
    std::env::split_paths(&std::env::var_os("PATH").unwrap_or_default())
        .any(|d| d.join(name).is_file())
}

/// The JVM tier runs and smali, enjarify and java are installed; otherwise says why the test
/// does nothing.
fn jvm_tools() -> bool {
    if !tier(Tier::Jvm) {
        return false;
    }
    let missing: Vec<&str> = ["smali", "enjarify", "java"]
        .into_iter()
        .filter(|t| !on_path(t))
        .collect();
    if missing.is_empty() {
        true
    } else {
        eprintln!("skipped: not installed: {}", missing.join(", "));
        false
    }
}

fn class_name(smali: &str) -> String {
    parse_class(smali, "scenario.smali")
        .unwrap()
        .name
        .to_string()
}

/// `LMain;` calls each class's `run()V` after printing `==NAME`, and prints `!!exception` if
/// it throws.
fn driver(classes: &[String]) -> String {
    let mut s = String::from(
        ".class public LMain;\n.super Ljava/lang/Object;\n\n\
         .method public static main([Ljava/lang/String;)V\n    .registers 3\n\
         \x20   sget-object v0, Ljava/lang/System;->out:Ljava/io/PrintStream;\n",
    );
    for (i, c) in classes.iter().enumerate() {
        s += &format!(
            "    const-string v1, \"=={c}\"\n\
             \x20   invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V\n\
             \x20   :try_start_{i}\n\
             \x20   invoke-static {{}}, {c}->run()V\n\
             \x20   :try_end_{i}\n\
             \x20   .catch Ljava/lang/Throwable; {{:try_start_{i} .. :try_end_{i}}} :catch_{i}\n\
             \x20   goto :next_{i}\n\
             \x20   :catch_{i}\n\
             \x20   move-exception v1\n\
             \x20   const-string v2, \"!!\"\n\
             \x20   invoke-virtual {{v0, v2}}, Ljava/io/PrintStream;->print(Ljava/lang/String;)V\n\
             \x20   invoke-virtual {{v0, v1}}, Ljava/io/PrintStream;->println(Ljava/lang/Object;)V\n\
             \x20   :next_{i}\n"
        );
    }
    s += "    return-void\n.end method\n";
    s
}

/// Assembles `sources` into one dex, converts it with enjarify and runs `Main`; returns stdout.
fn run_on_jvm(dir: &Path, sources: &[String]) -> String {
    let src = dir.join("src");
    fs::create_dir_all(&src).unwrap();
    for (i, text) in sources.iter().enumerate() {
        fs::write(src.join(format!("C{i}.smali")), text).unwrap();
    }
    let job = AssembleJob {
        name: "classes.dex".into(),
        smali_dir: src.clone(),
        api: 15,
    };
    let dex = Toolchain::from_env()
        .with_jobs(1)
        .assemble(&[job], &dir.join("dex"), &NoProgress)
        .unwrap_or_else(|e| panic!("smali a failed: {e}"));
    let jar = dir.join("out.jar");
    let conv = Command::new("enjarify")
        .env("PYTHON", "/usr/bin/python3")
        .arg(&dex[0].path)
        .arg("-o")
        .arg(&jar)
        .arg("-f")
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&conv.stdout);
    assert!(
        conv.status.success() && said.contains(" 0 classes had errors"),
        "enjarify failed: {said}{}",
        String::from_utf8_lossy(&conv.stderr)
    );
    let run = Command::new("java")
        .args(["-Xss16m", "-XX:TieredStopAtLevel=1", "-cp"])
        .arg(&jar)
        .arg("Main")
        .output()
        .unwrap();
    assert!(
        run.status.success(),
        "java failed: {}{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr)
    );
    String::from_utf8(run.stdout).unwrap()
}

/// Output split by the driver's `==NAME` lines.
fn sections(out: &str) -> HashMap<String, Vec<String>> {
    let mut map: HashMap<String, Vec<String>> = HashMap::new();
    let mut current = String::new();
    for line in out.lines() {
        if let Some(name) = line.strip_prefix("==") {
            current = name.to_string();
            map.entry(current.clone()).or_default();
        } else {
            map.entry(current.clone())
                .or_default()
                .push(line.to_string());
        }
    }
    map
}

/// Runs the original and the rewritten scenarios (one JVM each) and checks every scenario's
/// output and events.
fn run_scenarios(scenarios: &[Scenario]) {
    if !jvm_tools() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let names: Vec<String> = scenarios.iter().map(|s| class_name(&s.smali)).collect();
    let mut ev = Events::default();
    let mut original = vec![PROBE.to_string(), driver(&names)];
    let mut rewritten = original.clone();
    for s in scenarios {
        let class = parse_class(&s.smali, "scenario.smali").unwrap();
        original.push(s.smali.clone());
        rewritten.push(print_class(&instrument(&class, &s.plan, &mut ev)));
    }
    let before = sections(&run_on_jvm(&dir.path().join("original"), &original));
    let after = sections(&run_on_jvm(&dir.path().join("rewritten"), &rewritten));
    for (s, name) in scenarios.iter().zip(&names) {
        let lines = &after[name];
        let events: Vec<&str> = lines
            .iter()
            .filter_map(|l| l.strip_prefix('@'))
            .map(|id| ev.0[id.parse::<usize>().unwrap()].as_str())
            .collect();
        let output: Vec<&str> = lines
            .iter()
            .filter(|l| !l.starts_with('@'))
            .map(String::as_str)
            .collect();
        let expected_output: Vec<&str> = match s.output {
            Some(o) => o.lines().collect(),
            None => before[name].iter().map(String::as_str).collect(),
        };
        assert!(
            !before[name].is_empty(),
            "{name}: the original printed nothing"
        );
        assert_eq!(output, expected_output, "{name}: program output changed");
        assert_eq!(events.join(" "), s.expect, "{name}: wrong probe events");
    }
}

// ---------------------------------------------------------------------------------------------
// Scenarios: registers and frames
// ---------------------------------------------------------------------------------------------

/// `.registers`, static, wide parameters, 22 registers with 4-bit operands on v0..v15, `pN`
/// in instructions, a range and debug directives.
const REGS: &str = r#".class public La1;
.super Ljava/lang/Object;

.method public static run()V
    .registers 8
    const-wide/16 v0, 0x7
    const-wide v2, 0x400c000000000000L
    const-string v4, "s"
    const/16 v5, 0x2a
    invoke-static/range {v0 .. v5}, La1;->mix(JDLjava/lang/String;I)Ljava/lang/String;
    move-result-object v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    return-void
.end method

.method public static mix(JDLjava/lang/String;I)Ljava/lang/String;
    .registers 22
    .param p0, "a"
    .param p4, "s"
    .line 5
    const/4 v15, 0x1
    move-wide/from16 v0, p0
    move-wide/from16 v2, p2
    .local p4, "s":Ljava/lang/String;
    move-object/from16 v14, p4
    move/from16 v13, p5
    add-int/2addr v13, v15
    long-to-int v0, v0
    add-int/2addr v13, v0
    double-to-int v2, v2
    add-int/2addr v13, v2
    .line 6
    new-instance v12, Ljava/lang/StringBuilder;
    invoke-direct {v12}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v12, v14}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    .end local p4
    invoke-virtual {v12, v13}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;
    invoke-static/range {p0 .. p1}, Ljava/lang/Long;->toString(J)Ljava/lang/String;
    move-result-object v11
    .restart local p4
    invoke-virtual {v12, v11}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-object/from16 v0, p4
    invoke-virtual {v12, v0}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    invoke-virtual {v12}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v0
    return-object v0
.end method
"#;

/// `.locals`, instance methods and a constructor with wide parameters.
const INSTANCE: &str = r#".class public La2;
.super Ljava/lang/Object;

.field private base:J

.method public constructor <init>(J)V
    .locals 0
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-wide p1, p0, La2;->base:J
    return-void
.end method

.method public add(JI)J
    .locals 2
    iget-wide v0, p0, La2;->base:J
    add-long/2addr v0, p1
    int-to-long p1, p3
    add-long/2addr v0, p1
    return-wide v0
.end method

.method public static run()V
    .registers 5
    new-instance v0, La2;
    const-wide/16 v1, 0x64
    invoke-direct {v0, v1, v2}, La2;-><init>(J)V
    const-wide/16 v1, 0x5
    const/4 v3, 0x3
    invoke-virtual {v0, v1, v2, v3}, La2;->add(JI)J
    move-result-wide v1
    sget-object v4, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v4, v1, v2}, Ljava/io/PrintStream;->println(J)V
    return-void
.end method
"#;

/// A constructor that branches while `this` is uninitialized.
const CONSTRUCTOR: &str = r#".class public La3;
.super Ljava/lang/Object;

.field public k:I

.method public constructor <init>(Z)V
    .registers 3
    if-eqz p1, :no
    const/4 v0, 0x1
    goto :join
    :no
    const/4 v0, 0x2
    :join
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput v0, p0, La3;->k:I
    return-void
.end method

.method public static run()V
    .registers 4
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    new-instance v0, La3;
    const/4 v1, 0x1
    invoke-direct {v0, v1}, La3;-><init>(Z)V
    iget v2, v0, La3;->k:I
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    new-instance v0, La3;
    const/4 v1, 0x0
    invoke-direct {v0, v1}, La3;-><init>(Z)V
    iget v2, v0, La3;->k:I
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

#[test]
fn frames_run_unchanged_on_the_jvm() {
    let one_scratch = Plan {
        scratch: 1,
        ..Plan::new(ENTRY | BLOCKS | RETURNS | EDGES, &["<init>", "add"])
    };
    let pair = Plan {
        style: Style::Pair,
        ..Plan::new(ALL, &["<init>"])
    };
    let init_true = "<init>> <init>:b0 <init>:b0-b1/n <init>:b1 <init>:b1-join/g <init>:join \
                     <init>@<init> <init>:join-exit/r <init><";
    let init_false = "<init>> <init>:b0 <init>:b0-no/t <init>:no <init>:no-join/f <init>:join \
                      <init>@<init> <init>:join-exit/r <init><";
    run_scenarios(&[
        scenario(
            REGS,
            Plan::new(ENTRY | BLOCKS | RETURNS, &["mix"]),
            "mix> mix:b0 mix<",
        ),
        scenario(
            INSTANCE,
            one_scratch,
            "<init>> <init>:b0 <init>:b0-exit/r <init>< add> add:b0 add:b0-exit/r add<",
        ),
        scenario(CONSTRUCTOR, pair, &format!("{init_true} {init_false}")),
    ]);
}

// ---------------------------------------------------------------------------------------------
// Scenarios: control flow
// ---------------------------------------------------------------------------------------------

/// A loop whose header is block 0.
const LOOP: &str = r#".class public Lb1;
.super Ljava/lang/Object;

.method public static count(I)I
    .registers 2
    :head
    if-lez p0, :done
    add-int/lit8 p0, p0, -0x1
    goto :head
    :done
    const/4 v0, 0x7
    return v0
.end method

.method public static run()V
    .registers 2
    const/4 v0, 0x2
    invoke-static {v0}, Lb1;->count(I)I
    move-result v0
    sget-object v1, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v1, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

/// Packed and sparse switches with duplicate targets.
const SWITCHES: &str = r#".class public Lb2;
.super Ljava/lang/Object;

.method public static pk(I)I
    .registers 2
    packed-switch p0, :tbl
    const/4 v0, -0x1
    return v0
    :a
    const/4 v0, 0x1
    return v0
    :b
    const/4 v0, 0x2
    return v0
    :tbl
    .packed-switch 0x1
        :a
        :b
        :a
    .end packed-switch
.end method

.method public static sp(I)I
    .registers 2
    sparse-switch p0, :tbl
    const/4 v0, 0x0
    return v0
    :x
    const/4 v0, 0x3
    return v0
    :y
    const/4 v0, 0x4
    return v0
    :tbl
    .sparse-switch
        -0x5 -> :x
        0x7 -> :y
        0x64 -> :x
    .end sparse-switch
.end method

.method public static run()V
    .registers 4
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v0, 0x0
    :loop
    const/4 v1, 0x5
    if-ge v0, v1, :sparse
    invoke-static {v0}, Lb2;->pk(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    add-int/lit8 v0, v0, 0x1
    goto :loop
    :sparse
    const/4 v0, -0x5
    invoke-static {v0}, Lb2;->sp(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v0, 0x7
    invoke-static {v0}, Lb2;->sp(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/16 v0, 0x64
    invoke-static {v0}, Lb2;->sp(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v0, 0x3
    invoke-static {v0}, Lb2;->sp(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

/// try/catch with move-exception, invoke and move-result across try_end/.catch lines, a
/// handler without move-exception that normal flow also enters, a throw.
const TRY: &str = r#".class public Lb3;
.super Ljava/lang/Object;

.method public static div(II)I
    .registers 4
    :try_start
    invoke-static {p0, p1}, Lb3;->q(II)I
    :try_end
    .catch Ljava/lang/ArithmeticException; {:try_start .. :try_end} :caught
    move-result v0
    return v0
    :caught
    move-exception v0
    const/4 v1, -0x1
    return v1
.end method

.method public static q(II)I
    .registers 3
    div-int v0, p0, p1
    return v0
.end method

.method public static pad(I)I
    .registers 3
    const/4 v0, 0x0
    :try_start
    invoke-static {p0}, Lb3;->check(I)V
    :try_end
    .catchall {:try_start .. :try_end} :fin
    const/4 v0, 0x1
    :fin
    add-int/lit8 v0, v0, 0xa
    return v0
.end method

.method public static check(I)V
    .registers 2
    if-eqz p0, :ok
    new-instance v0, Ljava/lang/RuntimeException;
    invoke-direct {v0}, Ljava/lang/RuntimeException;-><init>()V
    throw v0
    :ok
    return-void
.end method

.method public static run()V
    .registers 4
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v0, 0x7
    const/4 v1, 0x2
    invoke-static {v0, v1}, Lb3;->div(II)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lb3;->div(II)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v1}, Lb3;->pad(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 0x1
    invoke-static {v1}, Lb3;->pad(I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

/// Synchronized regions (d8's layout: the handler's monitor-exit is not covered).
const SYNC: &str = r#".class public Lb4;
.super Ljava/lang/Object;

.method public static sync(Ljava/lang/Object;I)I
    .registers 5
    const/4 v0, 0x0
    monitor-enter p0
    :try_start
    if-lez p1, :neg
    const/4 v0, 0x1
    :neg
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :handler
    return v0
    :handler
    move-exception v1
    monitor-exit p0
    throw v1
.end method

.method public static guarded(Ljava/lang/Object;I)I
    .registers 4
    monitor-enter p0
    :try_start
    if-lez p1, :neg
    const/4 v0, 0x1
    goto :out
    :neg
    const/4 v0, 0x2
    :out
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :handler
    return v0
    :handler
    move-exception v1
    monitor-exit p0
    const/4 v0, -0x1
    return v0
.end method

.method public static typed(Ljava/lang/Object;)I
    .registers 3
    monitor-enter p0
    :try_start
    const/4 v0, 0x5
    :try_end
    .catch Ljava/lang/IllegalStateException; {:try_start .. :try_end} :h
    monitor-exit p0
    return v0
    :h
    move-exception v1
    monitor-exit p0
    const/4 v0, 0x0
    return v0
.end method

.method public static run()V
    .registers 4
    new-instance v0, Ljava/lang/Object;
    invoke-direct {v0}, Ljava/lang/Object;-><init>()V
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v1, 0x1
    invoke-static {v0, v1}, Lb4;->sync(Ljava/lang/Object;I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 0x0
    invoke-static {v0, v1}, Lb4;->sync(Ljava/lang/Object;I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v0, v1}, Lb4;->guarded(Ljava/lang/Object;I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    const/4 v1, 0x1
    invoke-static {v0, v1}, Lb4;->guarded(Ljava/lang/Object;I)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    invoke-static {v0}, Lb4;->typed(Ljava/lang/Object;)I
    move-result v2
    invoke-virtual {v3, v2}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

/// Every kind of placement on one small method, and `filled-new-array` + move-result across
/// try_end/.catch lines.
const ORDER: &str = r#".class public Lb5;
.super Ljava/lang/Object;

.method public static both()V
    .registers 3
    invoke-static {}, Lb5;->noop()V
    const/4 v0, 0x2
    :try_start
    filled-new-array {v0, v0}, [I
    :try_end
    .catch Ljava/lang/RuntimeException; {:try_start .. :try_end} :h
    move-result-object v1
    array-length v0, v1
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    invoke-virtual {v2, v0}, Ljava/io/PrintStream;->println(I)V
    return-void
    :h
    move-exception v0
    return-void
.end method

.method public static noop()V
    .registers 0
    return-void
.end method

.method public static run()V
    .registers 0
    invoke-static {}, Lb5;->both()V
    return-void
.end method
"#;

/// The taken edge of `guarded`'s `if-lez` gets a probe that throws.
#[test]
fn control_flow_runs_unchanged_on_the_jvm() {
    let full = ENTRY | BLOCKS | RETURNS | EDGES | HANDLERS;
    let count = "count> count:head count:head-b1/n count:b1 count:b1-head/g count:head \
                 count:head-b1/n count:b1 count:b1-head/g count:head count:head-done/t \
                 count:done count:done-exit/r count<";
    let pk =
        |case: &str, to: &str| format!("pk> pk:b0 pk:b0-{to}/{case} pk:{to} pk:{to}-exit/r pk<");
    let sp =
        |case: &str, to: &str| format!("sp> sp:b0 sp:b0-{to}/{case} sp:{to} sp:{to}-exit/r sp<");
    let switches = [
        pk("d", "b1"),
        pk("c1", "a"),
        pk("c2", "b"),
        pk("c3", "a"),
        pk("d", "b1"),
        sp("c-5", "x"),
        sp("c7", "y"),
        sp("c100", "x"),
        sp("d", "b1"),
    ]
    .join(" ");
    let q_ok = "q> q:b0 q:b0-exit/r q<";
    let check_ok = "check> check:b0 check:b0-ok/t check:ok check:ok-exit/r check<";
    let check_throws = "check> check:b0 check:b0-b1/n check:b1 check:b1-exit/x";
    let try_events = format!(
        "div> div:try_start {q_ok} div:try_start-try_end/f div:try_end div:try_end-exit/r div< \
         div> div:try_start q> q:b0 div!caught div:caught div:caught-exit/r div< \
         pad> pad:b0 pad:b0-try_start/f pad:try_start {check_ok} pad:try_start-try_end/f \
         pad:try_end pad:try_end-fin/f pad:fin pad:fin-exit/r pad< \
         pad> pad:b0 pad:b0-try_start/f pad:try_start {check_throws} pad!fin pad:fin \
         pad:fin-exit/r pad<"
    );
    let sync_events = "sync> sync:b0 sync:b0-try_start/f sync:try_start sync:try_start-b2/n \
         sync:b2 sync:b2-neg/f sync:neg sync:neg-try_end/f sync:try_end sync:try_end-exit/r sync< \
         sync> sync:b0 sync:b0-try_start/f sync:try_start sync:try_start-neg/t sync:neg \
         sync:neg-try_end/f sync:try_end sync:try_end-exit/r sync< \
         guarded> guarded:b0 guarded:try_start guarded:neg guarded:out guarded:try_end guarded< \
         guarded> guarded:b0 guarded:try_start guarded:b2 guarded:out guarded:try_end guarded< \
         typed> typed:b0 typed:try_start typed:try_end typed<";
    // `sync` gets every placement; `guarded` and `typed` no edge probes.
    let sync_plan = Plan {
        custom: Some(|rw, m, cfg, ev| {
            let flags = if m.name == "sync" {
                ENTRY | BLOCKS | RETURNS | EDGES | HANDLERS
            } else {
                ENTRY | BLOCKS | RETURNS | HANDLERS
            };
            place(rw, m, cfg, &Plan::new(flags, &[]), ev).unwrap();
        }),
        ..Plan::new(0, &["sync", "guarded", "typed"])
    };
    let sync = scenario(SYNC, sync_plan, sync_events);
    let order = "both> both:b0 both@noop noop> noop:b0 noop:b0-exit/r noop< both:b0-try_start/f \
                 both:try_start both@fna both:try_start-try_end/f both:try_end both@println \
                 both:try_end-exit/r both<";
    let pair = Plan {
        style: Style::Pair,
        ..Plan::new(full, &["div", "q", "pad", "check"])
    };
    run_scenarios(&[
        scenario(LOOP, Plan::new(full, &["count"]), count),
        scenario(SWITCHES, Plan::new(full, &["pk", "sp"]), &switches),
        scenario(TRY, pair, &try_events),
        sync,
        scenario(ORDER, Plan::new(ALL, &["both", "noop"]), order),
    ]);
}

/// Exceptions leaving constructors (before and after `this` is initialised), a synchronized
/// region whose own catch-all must keep it, and callers that catch or do not.
const UNWIND: &str = r#".class public Lb6;
.super Ljava/lang/Object;

.field v:I

.method public constructor <init>(I)V
    .registers 3
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    if-gez p1, :ok
    new-instance v0, Ljava/lang/IllegalArgumentException;
    invoke-direct {v0}, Ljava/lang/IllegalArgumentException;-><init>()V
    throw v0
    :ok
    iput p1, p0, Lb6;->v:I
    return-void
.end method

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    invoke-static {p1}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;)I
    move-result v0
    invoke-direct {p0, v0}, Lb6;-><init>(I)V
    return-void
.end method

.method public static locked(Ljava/lang/Object;I)I
    .registers 4
    monitor-enter p0
    :try_start
    invoke-static {p1}, Lb6;->make(I)Lb6;
    move-result-object v0
    iget v1, v0, Lb6;->v:I
    monitor-exit p0
    :try_end
    .catchall {:try_start .. :try_end} :unlock
    return v1
    :unlock
    move-exception v0
    monitor-exit p0
    throw v0
.end method

.method public static make(I)Lb6;
    .registers 2
    new-instance v0, Lb6;
    invoke-direct {v0, p0}, Lb6;-><init>(I)V
    return-object v0
.end method

.method public static parsed(Ljava/lang/String;)I
    .registers 2
    new-instance v0, Lb6;
    invoke-direct {v0, p0}, Lb6;-><init>(Ljava/lang/String;)V
    iget v1, v0, Lb6;->v:I
    return v1
.end method

.method public static run()V
    .registers 4
    new-instance v2, Ljava/lang/Object;
    invoke-direct {v2}, Ljava/lang/Object;-><init>()V
    sget-object v3, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v0, 0x5
    invoke-static {v2, v0}, Lb6;->locked(Ljava/lang/Object;I)I
    move-result v1
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(I)V
    const/4 v0, -0x1
    :try_start
    invoke-static {v2, v0}, Lb6;->locked(Ljava/lang/Object;I)I
    move-result v1
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(I)V
    :try_end
    .catch Ljava/lang/IllegalArgumentException; {:try_start .. :try_end} :bad
    const-string v0, "x"
    invoke-static {v0}, Lb6;->parsed(Ljava/lang/String;)I
    move-result v1
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
    :bad
    const-string v1, "bad"
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(Ljava/lang/String;)V
    monitor-enter v2
    monitor-exit v2
    const-string v0, "x"
    invoke-static {v0}, Lb6;->parsed(Ljava/lang/String;)I
    move-result v1
    invoke-virtual {v3, v1}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#;

#[test]
fn unwinding_probes_run_once_per_frame_left_by_an_exception() {
    let plan = Plan {
        scratch: 4,
        ..Plan::new(
            ENTRY | RETURNS | HANDLERS | UNWINDS,
            &["<init>", "locked", "make", "parsed"],
        )
    };
    // `<init>(String)` throws NumberFormatException from a library call; nothing catches it
    // in the app, so the driver prints it.
    let events = "locked> make> <init>> <init>< make< locked< \
                  locked> make> <init>> <init>^ make^ locked!unlock locked^ \
                  parsed> <init>> <init>^ parsed^";
    run_scenarios(&[scenario(UNWIND, plan, events)]);
}

// ---------------------------------------------------------------------------------------------
// Scenarios: branch relaxation
// ---------------------------------------------------------------------------------------------

/// Filler of `n` nops.
fn nops(n: usize) -> String {
    "    nop\n".repeat(n)
}

/// `far`: a forward `if-eqz` over 32,704 code units; `back`: a backward `goto/16` over as
/// many; `hop`: `goto`s over 124 and 125 code units.
fn relax_class() -> String {
    format!(
        r#".class public Lc1;
.super Ljava/lang/Object;

.method public static far(I)I
    .registers 2
    const/4 v0, 0x0
    if-eqz p0, :skip
    add-int/lit8 v0, v0, 0x1
{filler}    :skip
    add-int/lit8 v0, v0, 0x2
    return v0
.end method

.method public static back(I)I
    .registers 3
    const/4 v0, 0x0
    :top
    add-int/lit8 v0, v0, 0x1
{filler}    if-ge v0, p0, :end
    goto/16 :top
    :end
    return v0
.end method

.method public static hop(I)I
    .registers 2
    const/4 v0, 0x1
    goto :fwd
    :mid
{short}    add-int/lit8 v0, v0, 0x5
    return v0
    :fwd
    add-int/lit8 v0, v0, 0x1
    goto :mid
.end method

.method public static run()V
    .registers 3
    sget-object v2, Ljava/lang/System;->out:Ljava/io/PrintStream;
    const/4 v0, 0x0
    invoke-static {{v0}}, Lc1;->far(I)I
    move-result v1
    invoke-virtual {{v2, v1}}, Ljava/io/PrintStream;->println(I)V
    const/4 v0, 0x1
    invoke-static {{v0}}, Lc1;->far(I)I
    move-result v1
    invoke-virtual {{v2, v1}}, Ljava/io/PrintStream;->println(I)V
    const/4 v0, 0x2
    invoke-static {{v0}}, Lc1;->back(I)I
    move-result v1
    invoke-virtual {{v2, v1}}, Ljava/io/PrintStream;->println(I)V
    invoke-static {{v0}}, Lc1;->hop(I)I
    move-result v1
    invoke-virtual {{v2, v1}}, Ljava/io/PrintStream;->println(I)V
    return-void
.end method
"#,
        filler = nops(32_700),
        short = nops(120),
    )
}

/// A probe `m~` before each of the first 20 nops: 100 code units inside the long spans.
fn probes_on_nops(rw: &mut Rewriter<'_>, method: &Method, _: &Cfg, ev: &mut Events) {
    let nops = method
        .items
        .iter()
        .enumerate()
        .filter(|(_, i)| matches!(i, Item::Instruction(ins) if ins.opcode == Opcode::Nop))
        .map(|(i, _)| i)
        .take(20);
    if method.name == "hop" {
        return;
    }
    for i in nops {
        rw.before_item(i, ev.code(Style::Hit, format!("{}~", method.name)))
            .unwrap();
    }
}

fn relax_plan() -> Plan {
    Plan {
        custom: Some(probes_on_nops),
        ..Plan::new(ENTRY | BLOCKS | RETURNS | EDGES, &["far", "back", "hop"])
    }
}

#[test]
fn relaxed_branches_run_unchanged_on_the_jvm() {
    let tildes = |m: &str| vec![format!("{m}~"); 20].join(" ");
    let far = format!(
        "far> far:b0 far:b0-skip/t far:skip far:skip-exit/r far< \
         far> far:b0 far:b0-b1/n far:b1 {} far:b1-skip/f far:skip far:skip-exit/r far<",
        tildes("far")
    );
    let back_iter = format!(
        "back:top {} back:top-b2/n back:b2 back:b2-top/g",
        tildes("back")
    );
    let back = format!(
        "back> back:b0 back:b0-top/f {back_iter} back:top {} back:top-end/t back:end \
         back:end-exit/r back<",
        tildes("back")
    );
    let hop = "hop> hop:b0 hop:b0-fwd/g hop:fwd hop:fwd-mid/g hop:mid hop:mid-exit/r hop<";
    run_scenarios(&[scenario(
        &relax_class(),
        relax_plan(),
        &format!("{far} {back} {hop}"),
    )]);
}

/// The opcodes of a rewritten method, in order.
fn opcodes(m: &Method) -> Vec<Opcode> {
    m.instructions().map(|i| i.opcode).collect()
}

fn rewrite_named(class: &Class, name: &str, plan: &Plan) -> Method {
    let mut ev = Events::default();
    let only = instrument(class, plan, &mut ev);
    only.methods.into_iter().find(|m| m.name == name).unwrap()
}

#[test]
fn relaxation_widens_gotos_and_inverts_ifs() {
    let class = parse_class(&relax_class(), "c1.smali").unwrap();
    let plan = relax_plan();

    // far: the if-eqz now jumps over a goto/32 to the taken edge's trampoline.
    let far = rewrite_named(&class, "far", &plan);
    let ops = opcodes(&far);
    let at = ops.iter().position(|o| *o == Opcode::IfNez).unwrap();
    assert_eq!(
        ops[at + 1],
        Opcode::Goto32,
        "inverted if-eqz is not over a goto/32"
    );
    assert!(!ops.contains(&Opcode::IfEqz));

    // back: the goto/16 became a goto/32.
    let back = rewrite_named(&class, "back", &plan);
    assert!(!opcodes(&back).contains(&Opcode::Goto16));

    // hop: both 8-bit gotos became goto/16, not more.
    let hop = rewrite_named(&class, "hop", &plan);
    let gotos: Vec<Opcode> = opcodes(&hop)
        .into_iter()
        .filter(|o| o.flow() == FlowKind::Goto)
        .collect();
    assert_eq!(gotos, [Opcode::Goto16, Opcode::Goto16]);

    // Without probes nothing needs relaxing.
    let none = Plan::new(0, &["far", "back", "hop"]);
    let plain = rewrite_named(&class, "far", &none);
    assert!(opcodes(&plain).contains(&Opcode::IfEqz));
    let plain = rewrite_named(&class, "hop", &none);
    assert_eq!(
        opcodes(&plain)
            .iter()
            .filter(|o| **o == Opcode::Goto)
            .count(),
        2
    );
}

// ---------------------------------------------------------------------------------------------
// Structure of the rewritten code
// ---------------------------------------------------------------------------------------------

fn method_of<'c>(class: &'c Class, name: &str) -> &'c Method {
    class.methods.iter().find(|m| m.name == name).unwrap()
}

fn mv(opcode: Opcode, to: u16, from: u16) -> Item {
    Item::Instruction(Instruction {
        opcode,
        operands: Operands::RR(Reg::V(to), Reg::V(from)),
    })
}

fn bare(class: &Class, name: &str, scratch: u16) -> Method {
    let m = method_of(class, name);
    let cfg = Cfg::build(&class.name, m).unwrap();
    let new = Rewriter::new(&class.name, m, &cfg, scratch)
        .unwrap()
        .finish()
        .unwrap();
    check_rewritten(&class.name, m, &new, scratch);
    new
}

#[test]
fn parameters_are_copied_down_and_renamed() {
    // Static, .registers 22, (JDLjava/lang/String;I): L = 16, P = 6, S = 3.
    let class = parse_class(REGS, "a1.smali").unwrap();
    let mix = bare(&class, "mix", 3);
    assert_eq!(mix.registers, Some(RegisterDecl::Registers(25)));
    assert_eq!(
        mix.items[..4],
        [
            mv(Opcode::MoveWide16, 16, 19),
            mv(Opcode::MoveWide16, 18, 21),
            mv(Opcode::MoveObject16, 20, 23),
            mv(Opcode::Move16, 21, 24),
        ]
    );
    // `.param` keeps naming parameters; body registers keep their old numbers.
    assert_eq!(mix.params, method_of(&class, "mix").params);
    assert!(mix.items.contains(&mv(Opcode::MoveWideFrom16, 0, 16)));
    assert!(mix
        .items
        .iter()
        .any(|i| matches!(i, Item::Local(l) if l.reg == Reg::V(20))));
    assert!(mix.items.contains(&Item::EndLocal(Reg::V(20))));
    assert!(mix.items.contains(&Item::RestartLocal(Reg::V(20))));
    assert!(mix.items.iter().any(|i| matches!(
        i,
        Item::Instruction(Instruction {
            operands: Operands::RangeMethod(RegRange::Span(Reg::V(16), Reg::V(17)), _),
            ..
        })
    )));
    // Debug lines stay in place, after the copies.
    assert_eq!(mix.items[4], Item::Line(5));

    // Instance, .locals 2, (JI)J: L = 2, P = 4, S = 1; the wide copy overlaps its source.
    let class = parse_class(INSTANCE, "a2.smali").unwrap();
    let add = bare(&class, "add", 1);
    assert_eq!(add.registers, Some(RegisterDecl::Locals(3)));
    assert_eq!(
        add.items[..3],
        [
            mv(Opcode::MoveObject16, 2, 3),
            mv(Opcode::MoveWide16, 3, 4),
            mv(Opcode::Move16, 5, 6),
        ]
    );
    // Constructor without locals: `this` copied down like any reference.
    let init = bare(&class, "<init>", 2);
    assert_eq!(init.registers, Some(RegisterDecl::Locals(2)));
    assert_eq!(
        init.items[..2],
        [mv(Opcode::MoveObject16, 0, 2), mv(Opcode::MoveWide16, 1, 3)]
    );
    // No scratch registers: nothing to copy, same frame.
    let same = bare(&class, "add", 0);
    assert_eq!(same.registers, Some(RegisterDecl::Locals(2)));
    assert!(matches!(&same.items[0], Item::Instruction(i) if i.opcode == Opcode::IgetWide));
}

#[test]
fn probe_registers_are_relocated_to_the_top_of_the_frame() {
    // mix: scratch registers are v22..v24.
    let class = parse_class(REGS, "a1.smali").unwrap();
    let m = method_of(&class, "mix");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 3).unwrap();
    rw.at_entry(vec![
        const16(2, 9),
        probe_call("pair", &["Ljava/lang/Object;", "I"], 1, 2),
    ]);
    let new = rw.finish().unwrap();
    assert_eq!(
        new.items[4..6],
        [
            Item::Instruction(const16(24, 9)),
            Item::Instruction(probe_call("pair", &["Ljava/lang/Object;", "I"], 23, 24)),
        ]
    );
}

#[test]
fn entry_code_runs_once_before_the_first_blocks_labels() {
    let class = parse_class(LOOP, "b1.smali").unwrap();
    let m = method_of(&class, "count");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
    let entry_edge = edges(&cfg)
        .into_iter()
        .find(|e| e.3 == EdgeKind::Entry)
        .unwrap()
        .0;
    rw.at_block_entry(0, vec![const16(0, 2)]);
    rw.at_entry(vec![const16(0, 0)]);
    rw.on_edge(entry_edge, vec![const16(0, 1)]).unwrap();
    let new = rw.finish().unwrap();
    // copy of p0, entry code (at_entry, then the Entry edge), the label, block entry code.
    assert_eq!(
        new.items[..5],
        [
            mv(Opcode::Move16, 1, 2),
            Item::Instruction(const16(2, 0)),
            Item::Instruction(const16(2, 1)),
            Item::Label("head".into()),
            Item::Instruction(const16(2, 2)),
        ]
    );
}

#[test]
fn trampolines_run_outside_every_try_range() {
    let class = parse_class(SYNC, "b4.smali").unwrap();
    let m = method_of(&class, "sync");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
    let taken = edges(&cfg)
        .into_iter()
        .find(|e| e.3 == EdgeKind::IfTaken)
        .unwrap()
        .0;
    rw.on_edge(taken, vec![const16(0, 7), probe_call("hit", &["I"], 0, 0)])
        .unwrap();
    let new = rw.finish().unwrap();
    let Some(Item::Instruction(ins)) = new
        .items
        .iter()
        .find(|i| matches!(i, Item::Instruction(ins) if ins.opcode == Opcode::IfLez))
    else {
        panic!("no if-lez")
    };
    let tramp = ins.branch_target().unwrap().clone();
    assert!(tramp.starts_with("adaptrace_"));
    // The trampoline comes after every original item and jumps back with goto/32.
    let at = new
        .items
        .iter()
        .position(|i| *i == Item::Label(tramp.clone()))
        .unwrap();
    let throw = new
        .items
        .iter()
        .position(|i| matches!(i, Item::Instruction(x) if x.opcode == Opcode::Throw))
        .unwrap();
    assert!(at > throw);
    let back = new.items[at..]
        .iter()
        .find_map(|i| match i {
            Item::Instruction(g) if g.opcode == Opcode::Goto32 => g.branch_target().cloned(),
            _ => None,
        })
        .unwrap();
    assert_eq!(back, "neg");
    // The probe can throw, so no handler of the region covers it: an exceptional edge from
    // there would carry registers the handler never saw.
    let cfg = Cfg::build(&class.name, &new).unwrap();
    let b = cfg.block_at_label(&tramp).unwrap();
    assert!(cfg.blocks()[b].catches.is_empty(), "trampoline covered");
}

#[test]
fn throwing_probe_code_leaves_every_try_range() {
    // In `typed` (a typed handler under a monitor) and `sync` (a catch-all under a monitor)
    // alike, block-entry code that can throw moves out of the try range; code that cannot
    // throw stays in place.
    let class = parse_class(SYNC, "b4.smali").unwrap();
    for name in ["typed", "sync"] {
        let m = method_of(&class, name);
        let cfg = Cfg::build(&class.name, m).unwrap();
        let b = cfg.block_at_label("try_start").unwrap();
        let probe = vec![const16(0, 7), probe_call("hit", &["I"], 0, 0)];
        let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
        rw.at_block_entry(b, probe.clone());
        let new = rw.finish().unwrap();
        let new_cfg = Cfg::build(&class.name, &new).unwrap();
        let call = new
            .items
            .iter()
            .position(
                |i| matches!(i, Item::Instruction(x) if x.opcode == Opcode::InvokeStaticRange),
            )
            .unwrap();
        let block = new_cfg.block_of_item(call).unwrap();
        assert!(
            new_cfg.blocks()[block].catches.is_empty(),
            "{name}: probe still in the try range"
        );
        let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
        rw.at_block_entry(b, vec![const16(0, 7)]);
        let new = rw.finish().unwrap();
        let at = new
            .items
            .iter()
            .position(|i| *i == Item::Label("try_start".into()))
            .unwrap();
        let scratch = m.total_registers().unwrap() as u16;
        assert_eq!(
            new.items[at + 1],
            Item::Instruction(const16(scratch, 7)),
            "{name}"
        );
    }
}

#[test]
fn handler_code_goes_after_move_exception_or_into_a_landing_pad() {
    let class = parse_class(TRY, "b3.smali").unwrap();
    // div: after move-exception.
    let m = method_of(&class, "div");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let h = cfg.block_at_label("caught").unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
    rw.at_handler_entry(h, vec![const16(0, 1)]).unwrap();
    rw.at_block_entry(h, vec![const16(0, 2)]);
    let new = rw.finish().unwrap();
    let at = new
        .items
        .iter()
        .position(|i| matches!(i, Item::Instruction(x) if x.opcode == Opcode::MoveException))
        .unwrap();
    assert_eq!(
        new.items[at + 1..at + 3],
        [
            Item::Instruction(const16(4, 1)),
            Item::Instruction(const16(4, 2))
        ]
    );
    // pad: `:fin` is a handler that normal flow enters too; the .catchall now leads to a pad.
    let m = method_of(&class, "pad");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let h = cfg.block_at_label("fin").unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
    rw.at_handler_entry(h, vec![const16(0, 1)]).unwrap();
    let new = rw.finish().unwrap();
    let handler = new
        .items
        .iter()
        .find_map(|i| match i {
            Item::Catch(catch) => Some(catch.handler.clone()),
            _ => None,
        })
        .unwrap();
    assert_ne!(handler, "fin");
    let at = new
        .items
        .iter()
        .position(|i| *i == Item::Label(handler.clone()))
        .unwrap();
    assert_eq!(new.items[at + 1], Item::Instruction(const16(3, 1)));
    assert!(matches!(&new.items[at + 2], Item::Instruction(g)
        if g.opcode == Opcode::Goto32 && g.branch_target() == Some(&"fin".to_string())));
}

#[test]
fn new_labels_never_collide_with_existing_ones() {
    // A method that already uses the rewriter's label names.
    let src = r#".class public Ld;
.super Ljava/lang/Object;
.method public static f(I)I
    .registers 2
    if-eqz p0, :adaptrace_taken_0
    :adaptrace_end_1
    const/4 v0, 0x1
    return v0
    :adaptrace_taken_0
    const/4 v0, 0x2
    return v0
.end method
"#;
    let class = parse_class(src, "d.smali").unwrap();
    let m = method_of(&class, "f");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let mut rw = Rewriter::new(&class.name, m, &cfg, 1).unwrap();
    for (e, _, _, kind) in edges(&cfg) {
        if !kind.is_exceptional() && kind != EdgeKind::Entry {
            rw.on_edge(e, vec![const16(0, 1)]).unwrap();
        }
    }
    let new = rw.finish().unwrap();
    let labels: Vec<&String> = new
        .items
        .iter()
        .filter_map(|i| match i {
            Item::Label(l) => Some(l),
            _ => None,
        })
        .collect();
    let mut unique = labels.clone();
    unique.sort();
    unique.dedup();
    assert_eq!(labels.len(), unique.len(), "duplicate labels: {labels:?}");
    // The two of the source and the taken edge's trampoline.
    assert_eq!(labels.len(), 3);
    Cfg::build(&class.name, &new).unwrap();
}

// ---------------------------------------------------------------------------------------------
// Refusals
// ---------------------------------------------------------------------------------------------

#[test]
fn too_many_registers_is_a_skip_with_a_reason() {
    let src = r#".class public Le;
.super Ljava/lang/Object;
.method public static big(I)V
    .registers 254
    return-void
.end method
.method public abstract none()V
.end method
"#;
    let class = parse_class(src, "e.smali").unwrap();
    let big = method_of(&class, "big");
    let cfg = Cfg::build(&class.name, big).unwrap();
    // 253 locals + 1 parameter + 2 scratch = 256 registers: v255 is still addressable.
    assert!(Rewriter::new(&class.name, big, &cfg, 2).is_ok());
    let Err(Skip { method, reason }) = Rewriter::new(&class.name, big, &cfg, 3) else {
        panic!("257 registers accepted");
    };
    assert_eq!(method, "Le;->big(I)V");
    assert!(
        reason.contains("v256") && reason.contains("v255"),
        "{reason}"
    );
    let err = RewriteError::from(Skip {
        method: method.clone(),
        reason,
    });
    assert_eq!(err.method, method);

    // No code at all.
    let none = method_of(&class, "none");
    let Err(skip) = Rewriter::new(&class.name, none, &cfg, 1) else {
        panic!("abstract method accepted");
    };
    assert!(skip.reason.contains("no code"), "{skip}");
    assert!(skip.to_string().starts_with("Le;->none()V"));
}

#[test]
fn bad_requests_are_errors_naming_the_method() {
    let class = parse_class(TRY, "b3.smali").unwrap();
    let m = method_of(&class, "div");
    let cfg = Cfg::build(&class.name, m).unwrap();
    let item_of = |op: Opcode| {
        m.items
            .iter()
            .position(|i| matches!(i, Item::Instruction(x) if x.opcode == op))
            .unwrap()
    };
    let ok = || vec![const16(0, 1)];
    let mut rw = Rewriter::new(&class.name, m, &cfg, 2).unwrap();
    let fails = |r: Result<(), RewriteError>, what: &str| {
        let e = r.expect_err(what);
        assert_eq!(e.method, "Lb3;->div(II)I", "{what}");
        e.reason
    };

    let exceptional = edges(&cfg)
        .into_iter()
        .find(|e| e.3.is_exceptional())
        .unwrap()
        .0;
    let r = fails(rw.on_edge(exceptional, ok()), "exceptional edge");
    assert!(r.contains("at_handler_entry"), "{r}");
    fails(rw.on_edge(EdgeIndex::new(999), ok()), "unknown edge");
    let r = fails(
        rw.before_item(item_of(Opcode::MoveResult), ok()),
        "before move-result",
    );
    assert!(r.contains("move-result"), "{r}");
    fails(
        rw.before_item(item_of(Opcode::MoveException), ok()),
        "before move-exception",
    );
    fails(rw.before_item(0, ok()), "before a label");
    let not_handler = cfg.block_of_item(item_of(Opcode::MoveResult)).unwrap();
    fails(
        rw.at_handler_entry(not_handler, ok()),
        "handler entry of a non-handler",
    );

    let call = item_of(Opcode::InvokeStatic);
    let bad_code: Vec<(&str, Vec<Instruction>)> = vec![
        (
            "4-bit format",
            vec![Instruction {
                opcode: Opcode::Const4,
                operands: Operands::RLit(Reg::V(0), 1),
            }],
        ),
        ("register beyond scratch", vec![const16(2, 1)]),
        (
            "p register",
            vec![Instruction {
                opcode: Opcode::Const16,
                operands: Operands::RLit(Reg::P(0), 1),
            }],
        ),
        (
            "wide pair beyond scratch",
            vec![Instruction {
                opcode: Opcode::ConstWide16,
                operands: Operands::RLit(Reg::V(1), 1),
            }],
        ),
        (
            "register list",
            vec![Instruction {
                opcode: Opcode::InvokeStatic,
                operands: Operands::ListMethod(
                    vec![Reg::V(0)],
                    Arc::new(MethodRef {
                        class: "LProbe;".into(),
                        name: "hit".into(),
                        proto: Proto {
                            params: vec!["I".into()],
                            ret: "V".into(),
                        },
                    }),
                ),
            }],
        ),
        (
            "leading move-result",
            vec![Instruction {
                opcode: Opcode::MoveResult,
                operands: Operands::R(Reg::V(0)),
            }],
        ),
        (
            "branch",
            vec![Instruction {
                opcode: Opcode::Goto32,
                operands: Operands::Label("x".into()),
            }],
        ),
    ];
    for (what, code) in bad_code {
        let r = fails(rw.before_item(call, code.clone()), what);
        assert!(r.starts_with("bad probe code"), "{what}: {r}");
        // Calls without a result report the same error from finish().
        let mut other = Rewriter::new(&class.name, m, &cfg, 2).unwrap();
        other.at_block_entry(0, code);
        let e = other.finish().expect_err(what);
        assert!(e.reason.starts_with("bad probe code"), "{what}: {e}");
    }
    let mut other = Rewriter::new(&class.name, m, &cfg, 2).unwrap();
    other.at_block_entry(99, ok());
    assert!(other.finish().unwrap_err().reason.contains("block 99"));
    // A good request still works after the refused ones.
    rw.before_item(call, ok()).unwrap();
    rw.finish().unwrap();
}

// ---------------------------------------------------------------------------------------------
// Real code: every method of a d8-compiled library
// ---------------------------------------------------------------------------------------------

/// Rewrites every method of okhttp (d8 output: synchronized blocks, Kotlin, switches) with all
/// kinds of placement and assembles the result with `smali a`, which checks registers, labels
/// and branch ranges.
#[test]
fn every_method_of_a_real_dex_rewrites_and_assembles() {
    let dex = Path::new("/usr/share/doc/androguard/examples/tests/okhttp.d8.038.dex");
    if !dex.is_file() {
        eprintln!(
            "skipped: {} not present (Debian package androguard installs it)",
            dex.display()
        );
        return;
    }
    if !on_path("baksmali") || !on_path("smali") {
        eprintln!("skipped: smali/baksmali not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let smali = dir.path().join("smali");
    let status = Command::new("baksmali")
        .arg("d")
        .arg("-o")
        .arg(&smali)
        .arg(dex)
        .status()
        .unwrap();
    assert!(status.success());
    let out = dir.path().join("out");
    let (mut with_code, mut methods, mut skipped) = (0, 0, 0);
    let plan = Plan::new(ALL, &[]);
    for path in smali_files(&smali) {
        let text = fs::read_to_string(&path).unwrap();
        let class = parse_class(&text, &path.to_string_lossy()).unwrap();
        let mut new = class.clone();
        let mut ev = Events::default();
        for (i, m) in class.methods.iter().enumerate() {
            if m.registers.is_none() {
                continue;
            }
            with_code += 1;
            let cfg = Cfg::build(&class.name, m).unwrap();
            let mut rw = match Rewriter::new(&class.name, m, &cfg, 3) {
                Ok(rw) => rw,
                Err(_) => {
                    skipped += 1;
                    continue;
                }
            };
            place(&mut rw, m, &cfg, &plan, &mut ev).unwrap();
            let rewritten = rw.finish().unwrap();
            check_rewritten(&class.name, m, &rewritten, 3);
            new.methods[i] = rewritten;
            methods += 1;
        }
        let rel = path.strip_prefix(&smali).unwrap();
        let target = out.join(rel);
        fs::create_dir_all(target.parent().unwrap()).unwrap();
        fs::write(target, print_class(&new)).unwrap();
    }
    eprintln!("rewrote {methods} of {with_code} methods with code, {skipped} skipped");
    assert!(methods > 2000, "only {methods} methods rewritten");
    assert_eq!(methods + skipped, with_code);
    let job = AssembleJob {
        name: "classes.dex".into(),
        smali_dir: out,
        api: 26,
    };
    Toolchain::from_env()
        .assemble(&[job], &dir.path().join("dex"), &NoProgress)
        .unwrap_or_else(|e| panic!("smali a rejected the rewritten code: {e}"));
}

fn smali_files(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in fs::read_dir(d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "smali") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}
