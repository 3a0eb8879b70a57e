//! Control-flow analysis over hand-written smali: basic blocks, edges, dominators, loops,
//! call-site CFGs, the class hierarchy and the CHA call graph.

use smali_parser::ast::{Class, Item, Method, MethodRef, Proto, TypeDesc};
use smali_parser::callgraph::CallGraph;
use smali_parser::cfg::{summarize, BlockNode, Cfg, CfgErrorKind, CsNode, EdgeKind, SiteKind};
use smali_parser::hierarchy::{Hierarchy, Resolution};
use smali_parser::parse_class;

/// A class `LT;` holding one static method with the given signature and body.
fn method(sig: &str, body: &str) -> Method {
    let src = format!(
        ".class public LT;\n.super Ljava/lang/Object;\n\n.method public static {sig}\n    .registers 4\n\n{body}\n.end method\n"
    );
    let mut class = parse_class(&src, "T.smali").unwrap();
    class.methods.remove(0)
}

fn cfg(sig: &str, body: &str) -> (Method, Cfg) {
    let m = method(sig, body);
    let cfg = Cfg::build("LT;", &m).unwrap();
    (m, cfg)
}

fn cfg_err(body: &str) -> CfgErrorKind {
    let m = method("m()V", body);
    let err = Cfg::build("LT;", &m).unwrap_err();
    assert_eq!(err.method, "LT;->m()V");
    err.kind
}

fn block(cfg: &Cfg, label: &str) -> usize {
    cfg.block_at_label(label)
        .unwrap_or_else(|| panic!("no block at :{label}"))
}

fn succs(cfg: &Cfg, b: usize) -> Vec<(BlockNode, EdgeKind)> {
    cfg.successors(b).map(|(n, k)| (n, k.clone())).collect()
}

fn mnemonics(m: &Method, cfg: &Cfg, b: usize) -> Vec<&'static str> {
    cfg.blocks()[b]
        .instruction_items(m)
        .map(|i| match &m.items[i] {
            Item::Instruction(ins) => ins.opcode.name(),
            _ => unreachable!(),
        })
        .collect()
}

use BlockNode::{Block as B, Exit};

const DIAMOND: &str = r#"
    .line 3
    if-eqz p0, :else

    const/4 v0, 0x1

    goto :join

    :else
    const/4 v0, 0x2

    :join
    return v0
"#;

#[test]
fn if_else_diamond_blocks_edges_and_dominators() {
    let (m, cfg) = cfg("diamond(I)I", DIAMOND);
    assert_eq!(cfg.method(), "LT;->diamond(I)I");
    assert_eq!(cfg.blocks().len(), 4);
    assert_eq!(mnemonics(&m, &cfg, 0), ["if-eqz"]);
    assert_eq!(mnemonics(&m, &cfg, 1), ["const/4", "goto"]);
    let (els, join) = (block(&cfg, "else"), block(&cfg, "join"));
    assert_eq!((els, join), (2, 3));
    assert_eq!(
        succs(&cfg, 0),
        [(B(2), EdgeKind::IfTaken), (B(1), EdgeKind::IfNotTaken)]
    );
    assert_eq!(succs(&cfg, 1), [(B(3), EdgeKind::Goto)]);
    assert_eq!(succs(&cfg, 2), [(B(3), EdgeKind::FallThrough)]);
    assert_eq!(succs(&cfg, 3), [(Exit, EdgeKind::Return)]);
    let entry_edges: Vec<_> = cfg
        .graph()
        .edges(cfg.entry())
        .map(|e| e.weight().clone())
        .collect();
    assert_eq!(entry_edges, [EdgeKind::Entry]);

    // Dominators of the diamond: the branch dominates everything, neither arm dominates the join.
    assert_eq!(cfg.immediate_dominator(0), Some(BlockNode::Entry));
    assert_eq!(cfg.immediate_dominator(1), Some(B(0)));
    assert_eq!(cfg.immediate_dominator(2), Some(B(0)));
    assert_eq!(cfg.immediate_dominator(3), Some(B(0)));
    assert!(cfg.dominates(B(0), B(3)));
    assert!(cfg.dominates(B(3), B(3)));
    assert!(!cfg.dominates(B(1), B(3)));
    assert!(!cfg.dominates(B(2), B(3)));
    assert!(!cfg.dominates(B(3), B(0)));
    assert!(cfg.dominates(BlockNode::Entry, Exit));

    assert!(cfg.loops().is_empty() && cfg.back_edges().is_empty());
    assert!(cfg.unreachable_blocks().is_empty());
    assert_eq!(cfg.branch_count(), 1);
    assert!(cfg.is_branch(0) && !cfg.is_branch(1));
    // Item ranges: the label and debug directives in front of an instruction belong to its block.
    let b0 = &cfg.blocks()[0];
    assert_eq!(b0.items.start, 0);
    assert!(matches!(m.items[b0.first], Item::Instruction(_)));
    assert!(matches!(m.items[cfg.blocks()[2].items.start], Item::Label(ref l) if l == "else"));
    for (i, b) in cfg.blocks().iter().enumerate() {
        assert_eq!(cfg.block_of_item(b.first), Some(i));
        assert_eq!(cfg.block_of_item(b.last), Some(i));
        assert_eq!(cfg.block_of_node(cfg.node(i)), Some(i));
    }
}

#[test]
fn nested_loops_headers_and_bodies() {
    let (_, cfg) = cfg(
        "nested(I)I",
        r#"
    const/4 v0, 0x0
    const/4 v2, 0x0

    :outer
    if-ge v0, p0, :done

    const/4 v1, 0x0

    :inner
    if-ge v1, p0, :inner_done

    add-int/2addr v2, v1
    add-int/lit8 v1, v1, 0x1
    goto :inner

    :inner_done
    add-int/lit8 v0, v0, 0x1
    goto :outer

    :done
    return v2
"#,
    );
    assert_eq!(cfg.blocks().len(), 7);
    let (outer, inner, inner_done) = (
        block(&cfg, "outer"),
        block(&cfg, "inner"),
        block(&cfg, "inner_done"),
    );
    assert_eq!(cfg.loops().len(), 2);
    assert_eq!(cfg.back_edges().len(), 2);
    let lo = &cfg.loops()[0];
    let li = &cfg.loops()[1];
    assert_eq!((lo.header, li.header), (outer, inner));
    assert_eq!(li.body, [3, 4]);
    assert_eq!(li.latches, [4]);
    assert_eq!(lo.body, [1, 2, 3, 4, 5]);
    assert_eq!(lo.latches, [inner_done]);
    assert!(lo.contains(inner) && !li.contains(outer));
    assert_eq!(cfg.retreating_edges(), cfg.back_edges());
    assert!(cfg.is_reducible());
    assert_eq!(cfg.branch_count(), 2);
}

#[test]
fn irreducible_cycle_is_not_a_natural_loop() {
    // The cycle :a <-> :b has two entries, so neither block dominates the other.
    let (_, cfg) = cfg(
        "irr(I)V",
        r#"
    if-eqz p0, :b
    :a
    add-int/lit8 p0, p0, -0x1
    if-nez p0, :b
    return-void
    :b
    add-int/lit8 p0, p0, -0x1
    goto :a
"#,
    );
    assert!(cfg.loops().is_empty() && cfg.back_edges().is_empty());
    assert_eq!(cfg.retreating_edges().len(), 1);
    assert!(!cfg.is_reducible());
}

#[test]
fn loops_with_one_header_are_merged() {
    // `continue` and the loop end both jump back to the header: one loop, two latches.
    let (_, cfg) = cfg(
        "cont(I)V",
        r#"
    :head
    if-eqz p0, :out
    add-int/lit8 p0, p0, -0x1
    if-lez p0, :head
    add-int/lit8 p0, p0, -0x1
    goto :head
    :out
    return-void
"#,
    );
    assert_eq!(cfg.back_edges().len(), 2);
    assert_eq!(cfg.loops().len(), 1);
    assert_eq!(cfg.loops()[0].header, 0);
    assert_eq!(cfg.loops()[0].latches, [1, 2]);
    assert_eq!(cfg.loops()[0].body, [0, 1, 2]);
}

#[test]
fn self_loop_with_goto32() {
    let (_, cfg) = cfg(
        "spin()V",
        r#"
    :top
    nop
    goto/32 :top
"#,
    );
    assert_eq!(cfg.blocks().len(), 1);
    assert_eq!(succs(&cfg, 0), [(B(0), EdgeKind::Goto)]);
    assert_eq!(cfg.loops().len(), 1);
    assert_eq!(cfg.loops()[0].body, [0]);
    // The exit cannot be reached, and that is not an error.
    assert!(cfg.dominators().immediate_dominator(cfg.exit()).is_none());
}

#[test]
fn goto16_and_goto32_forward() {
    let (_, cfg) = cfg(
        "jumps()V",
        r#"
    goto/16 :a
    :b
    goto/32 :c
    :a
    goto :b
    :c
    return-void
"#,
    );
    assert_eq!(succs(&cfg, 0), [(B(2), EdgeKind::Goto)]);
    assert_eq!(succs(&cfg, 1), [(B(3), EdgeKind::Goto)]);
    assert_eq!(succs(&cfg, 2), [(B(1), EdgeKind::Goto)]);
    assert!(cfg.loops().is_empty());
}

#[test]
fn packed_switch_has_one_edge_per_case_and_a_default() {
    let (m, cfg) = cfg(
        "sw(I)I",
        r#"
    packed-switch p0, :pswitch_data_0

    const/4 v0, 0x0
    return v0

    :case_a
    const/4 v0, 0x1
    return v0

    :case_b
    const/4 v0, 0x2
    return v0

    nop

    :pswitch_data_0
    .packed-switch 0x7fffffff
        :case_a
        :case_b
        :case_a
    .end packed-switch
"#,
    );
    let (a, b) = (block(&cfg, "case_a"), block(&cfg, "case_b"));
    assert_eq!(cfg.blocks().len(), 4);
    assert_eq!(
        succs(&cfg, 0),
        [
            (B(a), EdgeKind::SwitchCase(i32::MAX)),
            (B(b), EdgeKind::SwitchCase(i32::MIN)),
            (B(a), EdgeKind::SwitchCase(i32::MIN + 1)),
            (B(1), EdgeKind::SwitchDefault),
        ]
    );
    assert!(cfg.is_branch(0));
    // The alignment nop and the payload belong to no block.
    let payload = m
        .items
        .iter()
        .position(|i| matches!(i, Item::PackedSwitch { .. }))
        .unwrap();
    assert_eq!(cfg.block_of_item(payload), None);
    assert_eq!(cfg.block_of_item(payload - 2), None, "padding nop");
    assert!(cfg.blocks().iter().all(|b| b.items.end <= payload - 2));
}

#[test]
fn sparse_switch_keys_and_default() {
    let (_, cfg) = cfg(
        "sp(I)I",
        r#"
    sparse-switch p0, :sswitch_data_0
    :default
    const/4 v0, 0x0
    return v0
    :sswitch_0
    const/4 v0, 0x1
    return v0
    :sswitch_data_0
    .sparse-switch
        -0x1 -> :sswitch_0
        0xa -> :default
        0x3e8 -> :sswitch_0
    .end sparse-switch
"#,
    );
    let s0 = block(&cfg, "sswitch_0");
    assert_eq!(
        succs(&cfg, 0),
        [
            (B(s0), EdgeKind::SwitchCase(-1)),
            (B(1), EdgeKind::SwitchCase(10)),
            (B(s0), EdgeKind::SwitchCase(1000)),
            (B(1), EdgeKind::SwitchDefault),
        ]
    );
}

const NESTED_TRY: &str = r#"
    :try_start_outer
    invoke-static {}, LT;->a()V

    :try_start_inner
    invoke-static {}, LT;->b()V
    :try_end_inner
    .catch Ljava/io/IOException; {:try_start_inner .. :try_end_inner} :handler_io

    invoke-static {}, LT;->c()V
    :try_end_outer
    .catch Ljava/lang/RuntimeException; {:try_start_outer .. :try_end_outer} :handler_rt
    .catchall {:try_start_outer .. :try_end_outer} :handler_any

    return-void

    :handler_io
    move-exception v0
    return-void

    :handler_any
    move-exception v0
    throw v0

    :handler_rt
    move-exception v0
    return-void
"#;

#[test]
fn nested_try_catch_with_catch_all() {
    let (_, cfg) = cfg("tc()V", NESTED_TRY);
    assert_eq!(cfg.blocks().len(), 7);
    assert_eq!(cfg.tries().len(), 2);
    assert_eq!(cfg.tries()[0].catches, [0]);
    assert_eq!(cfg.tries()[1].catches, [1, 2]);
    let (io, any, rt) = (
        block(&cfg, "handler_io"),
        block(&cfg, "handler_any"),
        block(&cfg, "handler_rt"),
    );
    assert_eq!((io, any, rt), (4, 5, 6));
    let io_e = EdgeKind::Exceptional {
        exception: Some("Ljava/io/IOException;".into()),
        catch: 0,
    };
    let rt_e = EdgeKind::Exceptional {
        exception: Some("Ljava/lang/RuntimeException;".into()),
        catch: 1,
    };
    let any_e = EdgeKind::Exceptional {
        exception: None,
        catch: 2,
    };
    // Try boundaries split blocks: a() | b() | c() | return-void.
    assert_eq!(
        succs(&cfg, 0),
        [
            (B(1), EdgeKind::FallThrough),
            (B(rt), rt_e.clone()),
            (B(any), any_e.clone())
        ]
    );
    assert_eq!(
        succs(&cfg, 1),
        [
            (B(2), EdgeKind::FallThrough),
            (B(io), io_e),
            (B(rt), rt_e.clone()),
            (B(any), any_e.clone())
        ]
    );
    assert_eq!(
        succs(&cfg, 2),
        [
            (B(3), EdgeKind::FallThrough),
            (B(rt), rt_e),
            (B(any), any_e)
        ]
    );
    assert_eq!(succs(&cfg, 3), [(Exit, EdgeKind::Return)]);
    assert_eq!(cfg.blocks()[1].catches, [0, 1, 2]);
    assert_eq!(cfg.blocks()[1].tries, [0, 1]);
    assert_eq!(cfg.blocks()[0].tries, [1]);
    assert!(cfg.blocks()[3].catches.is_empty());
    assert_eq!(succs(&cfg, any), [(Exit, EdgeKind::Throw)]);
    assert!(cfg.unreachable_blocks().is_empty());
    // A handler is dominated by the first block of its try, not by later ones.
    assert!(cfg.dominates(B(0), B(rt)));
    assert!(!cfg.dominates(B(1), B(rt)));
    assert_eq!(cfg.immediate_dominator(io), Some(B(1)));
    // Exceptional edges do not make a block a branch node.
    assert_eq!(cfg.branch_count(), 0);
    assert_eq!(cfg.catches()[2].handler, "handler_any");
    assert_eq!(cfg.catches()[2].handler_block, any);
}

#[test]
fn overlapping_tries_and_catch_all_order() {
    // {:a .. :c} and {:b .. :d} overlap on the instructions between :b and :c. The catch-all is
    // listed first but tried last; the second catch of the same type is never taken.
    let (_, cfg) = cfg(
        "ov()V",
        r#"
    :a
    invoke-static {}, LT;->x()V
    :b
    invoke-static {}, LT;->y()V
    :c
    invoke-static {}, LT;->z()V
    :d
    return-void
    :h1
    move-exception v0
    return-void
    :h2
    move-exception v0
    return-void
    :h3
    move-exception v0
    return-void
    .catchall {:a .. :c} :h1
    .catch Ljava/lang/Exception; {:a .. :c} :h2
    .catch Ljava/lang/Exception; {:b .. :d} :h3
"#,
    );
    let (h1, h2, h3) = (block(&cfg, "h1"), block(&cfg, "h2"), block(&cfg, "h3"));
    assert_eq!(cfg.tries().len(), 2);
    assert_eq!(cfg.blocks()[0].catches, [1, 0]);
    assert_eq!(cfg.blocks()[1].catches, [1, 0]);
    assert_eq!(cfg.blocks()[1].tries, [0, 1]);
    assert_eq!(cfg.blocks()[2].catches, [2]);
    let targets = |b| {
        succs(&cfg, b)
            .into_iter()
            .filter(|(_, k)| k.is_exceptional())
            .map(|(n, _)| n)
            .collect::<Vec<_>>()
    };
    assert_eq!(targets(0), [B(h2), B(h1)]);
    assert_eq!(targets(1), [B(h2), B(h1)]);
    assert_eq!(targets(2), [B(h3)]);
    assert!(targets(3).is_empty());
}

#[test]
fn throw_inside_a_try_goes_to_the_handler_and_the_exit() {
    let (_, cfg) = cfg(
        "th(Ljava/lang/Throwable;)V",
        r#"
    :try_start_0
    throw p0
    :try_end_0
    .catch Ljava/lang/Throwable; {:try_start_0 .. :try_end_0} :catch_0

    :catch_0
    move-exception v0
    return-void
"#,
    );
    let h = block(&cfg, "catch_0");
    assert_eq!(
        succs(&cfg, 0),
        [
            (Exit, EdgeKind::Throw),
            (
                B(h),
                EdgeKind::Exceptional {
                    exception: Some("Ljava/lang/Throwable;".into()),
                    catch: 0
                }
            )
        ]
    );
    assert!(cfg.blocks()[0].can_throw);
    assert!(!cfg.blocks()[h].can_throw);
}

#[test]
fn a_label_that_is_not_a_target_does_not_split() {
    let (m, cfg) = cfg(
        "one()I",
        r#"
    .prologue
    const/4 v0, 0x0
    :not_a_target
    .line 7
    .local v0, "x":I
    const/4 v1, 0x1
    :also_unused
    add-int/2addr v0, v1
    return v0
"#,
    );
    assert_eq!(cfg.blocks().len(), 1);
    assert_eq!(
        mnemonics(&m, &cfg, 0),
        ["const/4", "const/4", "add-int/2addr", "return"]
    );
    assert_eq!(cfg.blocks()[0].items, 0..m.items.len());
}

#[test]
fn label_runs_make_no_empty_blocks() {
    // Several leader labels in a row (branch target, try start, handler) give one block.
    let (_, cfg) = cfg(
        "runs(I)V",
        r#"
    if-eqz p0, :cond_0
    :cond_0
    :goto_0
    :try_start_0
    invoke-static {}, LT;->x()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :goto_0
    :cond_1
    return-void
"#,
    );
    assert_eq!(cfg.blocks().len(), 3);
    assert_eq!(
        succs(&cfg, 0),
        [(B(1), EdgeKind::IfTaken), (B(1), EdgeKind::IfNotTaken)]
    );
    // Both edges reach the same block: not a branch node.
    assert!(!cfg.is_branch(0));
    assert_eq!(block(&cfg, "goto_0"), 1);
    assert!(cfg.blocks().iter().all(|b| b.first <= b.last));
    // The handler is its own try's first block: a loop through the exceptional edge.
    assert_eq!(cfg.loops().len(), 1);
}

#[test]
fn unreachable_code_is_reported_not_rejected() {
    let (_, cfg) = cfg(
        "dead()I",
        r#"
    const/4 v0, 0x1
    return v0

    :dead_loop
    add-int/lit8 v0, v0, 0x1
    goto :dead_loop

    const/4 v0, 0x2
    return v0
"#,
    );
    assert_eq!(cfg.blocks().len(), 3);
    assert_eq!(cfg.unreachable_blocks(), [1, 2]);
    assert!(cfg.immediate_dominator(1).is_none());
    assert!(!cfg.dominates(B(0), B(1)));
    // A cycle in unreachable code is not a natural loop (no header dominates it).
    assert!(cfg.loops().is_empty());
}

#[test]
fn malformed_code_gives_errors() {
    assert!(
        matches!(cfg_err("goto :nowhere"), CfgErrorKind::UndefinedLabel { label, .. } if label == "nowhere")
    );
    assert!(matches!(
        cfg_err("    const/4 v0, 0x0\n    if-eqz v0, :end\n    return-void\n    :end\n"),
        CfgErrorKind::TargetNotCode { label, .. } if label == "end"
    ));
    assert!(matches!(
        cfg_err("    const/4 v0, 0x0\n    packed-switch v0, :missing\n    return-void\n"),
        CfgErrorKind::UndefinedLabel { label, .. } if label == "missing"
    ));
    let wrong = cfg_err(
        r#"
    const/4 v0, 0x0
    packed-switch v0, :data
    return-void
    :data
    .sparse-switch
        0x1 -> :data
    .end sparse-switch
"#,
    );
    assert!(
        matches!(&wrong, CfgErrorKind::WrongPayload { expected: ".packed-switch", found, .. } if found == ".sparse-switch"),
        "{wrong:?}"
    );
    assert!(matches!(
        cfg_err("    const/4 v0, 0x0\n    packed-switch v0, :data\n    return-void\n    :data\n    return-void\n"),
        CfgErrorKind::WrongPayload { .. }
    ));
    assert!(matches!(
        cfg_err("    return-void\n    .catchall {:a .. :b} :c\n"),
        CfgErrorKind::UndefinedLabel { label, .. } if label == "a"
    ));
    let off = cfg_err("    .line 4\n    const/4 v0, 0x0\n");
    assert!(
        matches!(&off, CfgErrorKind::FallsOffEnd { at } if at.contains("const/4") && at.contains(".line 4"))
    );
    assert!(matches!(
        cfg_err("    const/4 v0, 0x0\n    if-eqz v0, :a\n    :a\n    const/4 v0, 0x1\n"),
        CfgErrorKind::FallsOffEnd { .. }
    ));
    assert!(matches!(
        cfg_err(
            "    const/4 v0, 0x0\n    fill-array-data v0, :arr\n    :arr\n    .array-data 4\n        0x1\n    .end array-data\n"
        ),
        CfgErrorKind::FallsIntoPayload { .. }
    ));
    assert!(matches!(
        cfg_err("    :only_a_label\n"),
        CfgErrorKind::NoCode
    ));
    assert!(matches!(
        cfg_err("    :a\n    return-void\n    :b\n    return-void\n    .catchall {:b .. :a} :a\n"),
        CfgErrorKind::ReversedTryRange { .. }
    ));
    // The message names the method and the place.
    let m = method("m()V", "goto :nowhere");
    let text = Cfg::build("Lp/Q;", &m).unwrap_err().to_string();
    assert!(
        text.starts_with("Lp/Q;->m()V: goto (item 0) refers to label :nowhere"),
        "{text}"
    );
}

fn site_item(cs: &smali_parser::cfg::CallSiteCfg, n: petgraph::graph::NodeIndex) -> CsNode {
    cs.graph()[n]
}

/// The callee name of each call site node, `return`/`throw` for the others.
fn names(
    m: &Method,
    cs: &smali_parser::cfg::CallSiteCfg,
    nodes: &[petgraph::graph::NodeIndex],
) -> Vec<String> {
    nodes
        .iter()
        .map(|&n| match site_item(cs, n) {
            CsNode::Entry => "entry".to_string(),
            CsNode::Exit => "exit".to_string(),
            CsNode::Site {
                kind: SiteKind::Call,
                item,
                ..
            } => match &m.items[item] {
                Item::Instruction(ins) => ins.method_ref().unwrap().name.clone(),
                _ => unreachable!(),
            },
            CsNode::Site {
                kind: SiteKind::Return,
                ..
            } => "return".into(),
            CsNode::Site {
                kind: SiteKind::Throw,
                ..
            } => "throw".into(),
        })
        .collect()
}

#[test]
fn call_site_cfg_of_casper_main() {
    // Casper's running example: A(); do { if (p1) B(); else E(); } while (p2); H(); return.
    let (m, cfg) = cfg(
        "main(I)V",
        r#"
    invoke-static {}, LT;->A()V
    :loop
    if-eqz p0, :else
    invoke-static {}, LT;->B()V
    goto :next
    :else
    invoke-static {}, LT;->E()V
    :next
    add-int/lit8 p0, p0, -0x1
    if-nez p0, :loop
    invoke-static {}, LT;->H()V
    return-void
"#,
    );
    let cs = cfg.call_site_cfg(&m);
    assert_eq!(cs.graph().node_count(), 2 + 5);
    let succ = |name: &str| {
        let n = cs
            .sites()
            .find(|&n| names(&m, &cs, &[n])[0] == name)
            .unwrap_or_else(|| panic!("no site {name}"));
        names(&m, &cs, &cs.successors(n))
    };
    assert_eq!(names(&m, &cs, &cs.entry_sites()), ["A"]);
    assert_eq!(succ("A"), ["B", "E"]);
    assert_eq!(succ("B"), ["B", "E", "H"]);
    assert_eq!(succ("E"), ["B", "E", "H"]);
    assert_eq!(succ("H"), ["return"]);
    assert_eq!(succ("return"), ["exit"]);
    assert_eq!(names(&m, &cs, &cs.exit_sites()), ["return"]);
    assert_eq!(cs.graph().edge_count(), 1 + 2 + 3 + 3 + 1 + 1);
    // Each site knows its instruction and block.
    let h = cs
        .sites()
        .find(|&n| names(&m, &cs, &[n])[0] == "H")
        .unwrap();
    let CsNode::Site { item, block, .. } = cs.graph()[h] else {
        panic!()
    };
    assert_eq!(cs.site(item), Some(h));
    assert_eq!(cfg.block_of_item(item), Some(block));
}

#[test]
fn call_site_cfg_with_branches_and_exceptions() {
    let (m, cfg) = cfg(
        "cx(I)V",
        r#"
    if-eqz p0, :skip
    invoke-static {}, LT;->first()V
    :skip
    :try_start_0
    invoke-static {}, LT;->guarded()V
    move-result v0
    const/4 v1, 0x0
    invoke-static {}, LT;->second()V
    :try_end_0
    .catch Ljava/lang/Exception; {:try_start_0 .. :try_end_0} :catch_0
    return-void
    :catch_0
    move-exception v0
    invoke-static {}, LT;->log()V
    throw v0
"#,
    );
    let cs = cfg.call_site_cfg(&m);
    let by_name = |name: &str| {
        cs.sites()
            .find(|&n| names(&m, &cs, &[n])[0] == name)
            .unwrap()
    };
    let succ = |name: &str| names(&m, &cs, &cs.successors(by_name(name)));
    // No path from entry to the handler avoids a call: nothing before `guarded` can throw.
    assert_eq!(names(&m, &cs, &cs.entry_sites()), ["first", "guarded"]);
    assert_eq!(succ("first"), ["guarded"]);
    assert_eq!(succ("guarded"), ["second", "log"]);
    assert_eq!(succ("second"), ["return", "log"]);
    assert_eq!(succ("log"), ["throw"]);
    assert_eq!(succ("throw"), ["exit"]);
    assert_eq!(names(&m, &cs, &cs.exit_sites()), ["return", "throw"]);
    assert_eq!(
        names(&m, &cs, &cs.predecessors(by_name("log"))),
        ["guarded", "second"]
    );
}

#[test]
fn call_site_cfg_follows_throwing_instructions_before_the_first_call() {
    let (m, cfg) = cfg(
        "pre([I)V",
        r#"
    :try_start_0
    array-length v0, p0
    invoke-static {}, LT;->a()V
    :try_end_0
    .catchall {:try_start_0 .. :try_end_0} :catch_0
    return-void
    :catch_0
    invoke-static {}, LT;->b()V
    return-void
"#,
    );
    let cs = cfg.call_site_cfg(&m);
    assert_eq!(names(&m, &cs, &cs.entry_sites()), ["a", "b"]);
}

#[test]
fn dot_output_labels_blocks_and_dashes_exceptional_edges() {
    let (m, cfg) = cfg("tc()V", NESTED_TRY);
    let dot = cfg.to_dot(&m);
    assert!(dot.starts_with("digraph \"LT;->tc()V\" {"));
    assert!(
        dot.contains("b0 [label=\"B0\\linvoke-static\\l\"];"),
        "{dot}"
    );
    assert!(
        dot.contains("b5 [label=\"B5\\lmove-exception\\lthrow\\l\"];"),
        "{dot}"
    );
    assert!(dot.contains("entry -> b0 [label=\"entry\"];"));
    assert!(dot.contains("b0 -> b1 [label=\"fallthrough\"];"));
    assert!(
        dot.contains("b1 -> b4 [label=\"catch Ljava/io/IOException;\", style=dashed];"),
        "{dot}"
    );
    assert!(dot.contains("b1 -> b5 [label=\"catch-all\", style=dashed];"));
    assert!(dot.contains("b5 -> exit [label=\"throw\"];"));
    assert_eq!(dot.matches("style=dashed").count(), 7);
    assert!(dot.trim_end().ends_with('}'));
}

fn load_dir(dir: &str) -> Vec<Class> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| {
            parse_class(
                &std::fs::read_to_string(p).unwrap(),
                &p.display().to_string(),
            )
            .unwrap()
        })
        .collect()
}

fn cha_app() -> Vec<Class> {
    load_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/cfg/cha"))
}

fn mref(s: &str) -> MethodRef {
    // `Lc;->name(args)ret`
    let (class, rest) = s.split_once("->").unwrap();
    let (name, proto) = rest.split_once('(').unwrap();
    let (params, ret) = proto.split_once(')').unwrap();
    let mut ps = Vec::new();
    let mut chars = params.chars().peekable();
    while let Some(c) = chars.next() {
        let mut t = c.to_string();
        let mut c = c;
        while c == '[' {
            c = chars.next().unwrap();
            t.push(c);
        }
        if c == 'L' {
            for d in chars.by_ref() {
                t.push(d);
                if d == ';' {
                    break;
                }
            }
        }
        ps.push(t);
    }
    MethodRef {
        class: class.into(),
        name: name.into(),
        proto: Proto {
            params: ps.into_iter().map(TypeDesc::from).collect(),
            ret: ret.into(),
        },
    }
}

#[test]
fn class_hierarchy_of_a_small_app() {
    let app = cha_app();
    let h = Hierarchy::new(&app);
    assert_eq!(h.len(), 6);
    assert!(h.is_app("LShape;") && !h.is_app("Landroid/app/Activity;"));
    let mut subs: Vec<&str> = h
        .subtypes("LShape;")
        .into_iter()
        .map(TypeDesc::as_str)
        .collect();
    subs.sort();
    assert_eq!(subs, ["LBigSquare;", "LCircle;", "LSquare;"]);
    assert_eq!(h.direct_subtypes("LSquare;"), ["LBigSquare;"]);
    assert_eq!(
        h.direct_subtypes("Landroid/app/Activity;"),
        ["LMyActivity;"]
    );
    let sup: Vec<&str> = h
        .superclasses("LBigSquare;")
        .map(TypeDesc::as_str)
        .collect();
    assert_eq!(sup, ["LSquare;", "Ljava/lang/Object;"]);
    assert!(h.is_subtype("LBigSquare;", "LShape;"));
    assert!(!h.is_subtype("LCircle;", "LSquare;"));
    assert!(h.class("LShape;").unwrap().is_interface);
    let area = mref("LShape;->area()I").proto;
    assert_eq!(
        h.resolve("LBigSquare;", "area", &area),
        Resolution::App("LBigSquare;".into())
    );
    assert_eq!(
        h.resolve_static("LBigSquare;", "sq", &mref("LT;->sq(I)I").proto),
        Resolution::App("LSquare;".into())
    );
    assert_eq!(
        h.resolve("LMyActivity;", "finish", &mref("LT;->finish()V").proto),
        Resolution::Library
    );
    assert_eq!(
        h.resolve("LCircle;", "hashCode", &mref("LT;->hashCode()I").proto),
        Resolution::Library
    );
    assert!(h.duplicates().is_empty());
    let twice: Vec<&Class> = app.iter().chain(app.iter().take(1)).collect();
    assert_eq!(Hierarchy::new(twice).duplicates().len(), 1);
}

#[test]
fn cha_call_graph_with_an_interface_two_implementations_and_library_calls() {
    let app = cha_app();
    let h = Hierarchy::new(&app);
    let cg = CallGraph::build(&h, &app);
    assert_eq!(cg.graph().node_count(), 1 + 2 + 4 + 2 + 1 + 2);
    let node = |s: &str| cg.node(&mref(s)).unwrap_or_else(|| panic!("no node {s}"));
    let run = node("LMain;->run(LShape;)I");
    let sites = cg.sites_of(run);
    let show = |i: usize| -> (Vec<String>, bool) {
        let s = &sites[i];
        let mut t: Vec<String> = s
            .targets
            .iter()
            .map(|&n| cg.method(n).unwrap().to_string())
            .collect();
        t.sort();
        (t, s.library)
    };
    let v = |xs: &[&str], lib: bool| (xs.iter().map(|s| s.to_string()).collect::<Vec<_>>(), lib);
    assert_eq!(sites.len(), 9);
    assert_eq!(
        show(0),
        v(
            &[
                "LBigSquare;->area()I",
                "LCircle;->area()I",
                "LSquare;->area()I"
            ],
            false
        )
    );
    assert_eq!(show(1), v(&["LMain;->helper(I)I"], false));
    assert_eq!(
        show(2),
        v(&["LSquare;->toString()Ljava/lang/String;"], true)
    );
    assert_eq!(show(3), v(&[], true));
    assert_eq!(show(4), v(&["LBigSquare;-><init>()V"], false));
    assert_eq!(show(5), v(&["LBigSquare;->area()I"], false));
    assert_eq!(show(6), v(&[], true));
    assert_eq!(
        show(7),
        v(&["LBigSquare;->area()I", "LSquare;->area()I"], false)
    );
    assert_eq!(show(8), v(&["LSquare;->sq(I)I"], false));
    assert_eq!(
        sites[0].callee.as_ref().unwrap().to_string(),
        "LShape;->area()I"
    );
    assert!(
        matches!(&m_item(&app, "LMain;", "run", sites[0].item), Item::Instruction(i) if i.opcode.is_invoke())
    );

    let big_area = node("LBigSquare;->area()I");
    let names = |ns: Vec<petgraph::graph::NodeIndex>| -> Vec<String> {
        ns.into_iter()
            .map(|n| cg.method(n).unwrap().to_string())
            .collect()
    };
    assert_eq!(
        names(cg.callees(big_area)),
        ["LSquare;->sq(I)I", "LSquare;->area()I"]
    );
    let mut callers = names(cg.callers(node("LSquare;->area()I")));
    callers.sort();
    assert_eq!(callers, ["LBigSquare;->area()I", "LMain;->run(LShape;)I"]);
    let on_create = cg.sites_of(node("LMyActivity;->onCreate(Landroid/os/Bundle;)V"));
    assert!(on_create.iter().all(|s| s.library && s.targets.is_empty()));
    assert_eq!(cg.sites().len(), 16);
    assert_eq!(cg.library_site_count(), 7);
    // The abstract interface method is a node without calls.
    assert!(cg.sites_of(node("LShape;->area()I")).is_empty());
}

#[test]
fn cha_with_default_methods_and_library_supertypes() {
    let src = [
        ".class public interface abstract LI;\n.super Ljava/lang/Object;\n.implements Ljava/lang/Runnable;\n\
         .method public m()V\n    .registers 1\n    return-void\n.end method\n\
         .method public abstract n()V\n.end method\n",
        ".class public LA;\n.super Ljava/lang/Object;\n.implements LI;\n\
         .method public n()V\n    .registers 1\n    return-void\n.end method\n\
         .method public run()V\n    .registers 1\n    return-void\n.end method\n",
        ".class public LB;\n.super Ljava/lang/Object;\n.implements LI;\n\
         .method public m()V\n    .registers 1\n    return-void\n.end method\n\
         .method public n()V\n    .registers 1\n    return-void\n.end method\n\
         .method public run()V\n    .registers 1\n    return-void\n.end method\n",
        ".class public LC;\n.super Ljava/lang/Object;\n\
         .method public static go(LI;Ljava/lang/Runnable;)V\n    .registers 2\n\
             invoke-interface {p0}, LI;->m()V\n\
             invoke-interface {p0}, LI;->n()V\n\
             invoke-interface {p0}, LI;->run()V\n\
             invoke-interface {p1}, Ljava/lang/Runnable;->run()V\n\
             invoke-virtual {p0}, LA;->m()V\n\
             invoke-custom {}, call_site_0(\"run\", ()V)@LC;->bsm(Ljava/lang/invoke/MethodHandles$Lookup;Ljava/lang/String;Ljava/lang/invoke/MethodType;)Ljava/lang/invoke/CallSite;\n\
             return-void\n.end method\n",
    ];
    let app: Vec<Class> = src
        .iter()
        .map(|s| parse_class(s, "x.smali").unwrap())
        .collect();
    let h = Hierarchy::new(&app);
    // A inherits the default method of I; B overrides it.
    assert_eq!(
        h.dispatch("LA;", "m", &mref("LT;->m()V").proto),
        Resolution::App("LI;".into())
    );
    assert_eq!(
        h.dispatch("LB;", "m", &mref("LT;->m()V").proto),
        Resolution::App("LB;".into())
    );
    let cg = CallGraph::build(&h, &app);
    let go = cg.node(&mref("LC;->go(LI;Ljava/lang/Runnable;)V")).unwrap();
    let show: Vec<(Vec<String>, bool)> = cg
        .sites_of(go)
        .iter()
        .map(|s| {
            let mut t: Vec<String> = s
                .targets
                .iter()
                .map(|&n| cg.method(n).unwrap().to_string())
                .collect();
            t.sort();
            (t, s.library)
        })
        .collect();
    let v = |xs: &[&str], lib: bool| (xs.iter().map(|s| s.to_string()).collect::<Vec<_>>(), lib);
    assert_eq!(show[0], v(&["LB;->m()V", "LI;->m()V"], false));
    assert_eq!(show[1], v(&["LA;->n()V", "LB;->n()V"], false));
    // `run` is declared by the library interface `Runnable` only, but every class implementing
    // `I` is in the app and defines it: no library code can run.
    assert_eq!(show[2], v(&["LA;->run()V", "LB;->run()V"], false));
    // Called on `Runnable` itself: library objects may be the receiver.
    assert_eq!(show[3], v(&["LA;->run()V", "LB;->run()V"], true));
    assert_eq!(show[4], v(&["LI;->m()V"], false));
    assert_eq!(show[5], v(&[], true));
    assert_eq!(cg.sites_of(go)[5].callee, None);
}

fn m_item(app: &[Class], class: &str, name: &str, item: usize) -> Item {
    let c = app.iter().find(|c| c.name == class).unwrap();
    c.methods.iter().find(|m| m.name == name).unwrap().items[item].clone()
}

#[test]
fn summary_counts_and_tolerates_broken_methods() {
    let app = cha_app();
    let h = Hierarchy::new(&app);
    let s = summarize(&app, &h);
    assert_eq!(s.classes, 6);
    assert_eq!(s.methods, 12);
    assert_eq!(s.methods_with_code, 11);
    assert_eq!(s.blocks, 11);
    assert_eq!((s.branch_nodes, s.loops), (0, 0));
    assert_eq!((s.call_sites, s.library_call_sites), (16, 7));
    assert!(s.errors.is_empty());

    let broken = parse_class(
        r#".class public LBroken;
.super Ljava/lang/Object;

.method public static ok(I)V
    .registers 1
    :top
    if-eqz p0, :top
    return-void
.end method

.method public static bad()V
    .registers 1
    goto :nowhere
.end method
"#,
        "Broken.smali",
    )
    .unwrap();
    let b = summarize(std::slice::from_ref(&broken), &h);
    assert_eq!((b.classes, b.methods, b.methods_with_code), (1, 2, 2));
    assert_eq!((b.blocks, b.branch_nodes, b.loops), (2, 1, 1));
    assert_eq!(b.errors.len(), 1);
    assert_eq!(b.errors[0].method, "LBroken;->bad()V");
    let total = s.clone() + b;
    assert_eq!(
        (total.classes, total.blocks, total.errors.len()),
        (7, 13, 1)
    );
    assert!(total.to_string().contains("cfg-errors 1"));
}
