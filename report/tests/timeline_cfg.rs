//! The call timeline (Chrome trace-event JSON) and the CFG pictures (DOT, and in the tools tier
//! the SVG Graphviz makes of it, opened in headless Chromium), on hand-made metadata and events.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Write;
use std::rc::Rc;

use adaptrace_test_support::{browser, tier, Tier};
use android_runtime::meta::{BlockMeta, Metadata, MethodMeta, METADATA_VERSION};
use report::timeline::Timeline;
use serde_json::Value;
use trace_parser::profile::Flow;
use trace_parser::run::{Event, Leave, ThreadEnd};
use trace_parser::RunSink;

const MAIN: u32 = 0;
const FIB: u32 = 1;
const ODD: u32 = 2;

fn metadata(methods: Vec<MethodMeta>) -> Metadata {
    Metadata {
        version: METADATA_VERSION,
        tool: "adaptrace test".into(),
        input: "test.apk".into(),
        package: None,
        schemes: vec!["blocks".into()],
        methods,
        skipped: Vec::new(),
    }
}

fn timeline_meta() -> Metadata {
    let block = || vec![BlockMeta::with_edges(&[(None, "return")])];
    let mut fib = MethodMeta::new("Lcom/ex/Fib;", "fib", block());
    fib.proto = "(I)I".into();
    metadata(vec![
        MethodMeta::new("LMain;", "main", block()),
        fib,
        // Characters JSON must escape.
        MethodMeta::new("Lq\"uote\\d;", "odd", block()),
    ])
}

fn enter(method: u32) -> Event {
    Event::Enter {
        method,
        caller: None,
    }
}

fn exit(method: u32) -> Event {
    Event::Exit {
        method,
        caller: None,
        how: Leave::Return,
    }
}

fn block(method: u32) -> Event {
    Event::Block { method, block: 0 }
}

/// Counts what reached the writer, to see the timeline stream.
#[derive(Clone, Default)]
struct Shared(Rc<RefCell<Vec<u8>>>);

impl Write for Shared {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.borrow_mut().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

fn feed(sink: &mut dyn RunSink, index: u32, name: &str, events: Vec<Event>, end: ThreadEnd) {
    sink.begin(index, name);
    for e in events {
        sink.event(e);
    }
    sink.end(end);
}

/// Per (pid, tid): the B/E events nest with matching names, `ts` never goes back, and the
/// thread is named; returns the calls (B events) per (pid, tid).
fn check_nesting(events: &[Value]) -> BTreeMap<(u64, u64), Vec<String>> {
    let mut stacks: BTreeMap<(u64, u64), Vec<String>> = BTreeMap::new();
    let mut last_ts: BTreeMap<(u64, u64), u64> = BTreeMap::new();
    let mut named: BTreeMap<(u64, u64), String> = BTreeMap::new();
    let mut calls: BTreeMap<(u64, u64), Vec<String>> = BTreeMap::new();
    for e in events {
        let key = (e["pid"].as_u64().unwrap(), e["tid"].as_u64().unwrap());
        let ph = e["ph"].as_str().unwrap();
        if ph == "M" {
            if e["name"] == "thread_name" {
                named.insert(key, e["args"]["name"].as_str().unwrap().to_string());
            }
            continue;
        }
        assert!(named.contains_key(&key), "{e} before its thread's name");
        let ts = e["ts"].as_u64().unwrap();
        let last = last_ts.entry(key).or_insert(0);
        assert!(ts >= *last, "ts goes back at {e}");
        *last = ts;
        let name = e["name"].as_str().unwrap().to_string();
        let stack = stacks.entry(key).or_default();
        match ph {
            "B" => {
                stack.push(name.clone());
                calls.entry(key).or_default().push(name);
            }
            "E" => assert_eq!(stack.pop(), Some(name), "unmatched {e}"),
            "i" => {}
            other => panic!("unexpected phase {other} in {e}"),
        }
    }
    for (key, stack) in &stacks {
        assert!(stack.is_empty(), "{key:?} leaves {stack:?} open");
    }
    calls
}

#[test]
fn timeline_is_valid_balanced_trace_event_json() {
    let meta = timeline_meta();
    let shared = Shared::default();
    let mut timeline = Timeline::new(&meta, shared.clone(), 5, 1).unwrap();
    timeline.name_process("first.trace");
    // Recursion, an unwind and a mark; complete.
    feed(
        &mut timeline,
        0,
        "main",
        vec![
            enter(MAIN),
            block(MAIN),
            enter(FIB),
            block(FIB),
            enter(FIB),
            block(FIB),
            exit(FIB),
            Event::Exit {
                method: FIB,
                caller: None,
                how: Leave::Unwind,
            },
            Event::Mark { label: 7 },
            exit(MAIN),
        ],
        ThreadEnd::Complete,
    );
    let streamed = shared.0.borrow().len();
    assert!(streamed > 100, "events are written as they come");
    // The record ends with two frames open.
    feed(
        &mut timeline,
        1,
        "worker \"w\"",
        vec![enter(MAIN), enter(ODD), block(ODD)],
        ThreadEnd::Open { depth: 2 },
    );
    // Ten calls of fib in main: the cap of 5 keeps main and four of them.
    let mut busy = vec![enter(MAIN)];
    for _ in 0..10 {
        busy.extend([enter(FIB), block(FIB), exit(FIB)]);
    }
    busy.push(exit(MAIN));
    feed(&mut timeline, 2, "busy", busy, ThreadEnd::Complete);
    // A second trace, its threads numbered from 0 again.
    timeline.next_trace(2);
    feed(
        &mut timeline,
        0,
        "main",
        vec![enter(MAIN), exit(MAIN)],
        ThreadEnd::Complete,
    );
    // A thread left unended is closed by finish.
    timeline.begin(1, "late");
    timeline.event(enter(FIB));
    assert_eq!(timeline.calls_left_out(), 6);
    timeline.finish().unwrap();

    let bytes = shared.0.borrow().clone();
    let doc: Value = serde_json::from_slice(&bytes).unwrap();
    assert_eq!(doc["displayTimeUnit"], "ms");
    assert_eq!(doc["otherData"]["calls_left_out"], 6);
    assert_eq!(doc["otherData"]["cap_calls_per_thread"], 5);
    assert!(doc["otherData"]["clock"]
        .as_str()
        .unwrap()
        .contains("logical"));
    let notes = doc["otherData"]["notes"].to_string();
    assert!(notes.contains("6 calls left out"), "{notes}");
    assert!(notes.contains("worker"), "{notes}");
    let events = doc["traceEvents"].as_array().unwrap();
    let calls = check_nesting(events);

    let (main, fib, odd) = ("Main.main()", "com.ex.Fib.fib(int)", "q\"uote\\d.odd()");
    assert_eq!(calls[&(1, 0)], [main, fib, fib]);
    assert_eq!(calls[&(1, 1)], [main, odd]);
    assert_eq!(calls[&(1, 2)], [main, fib, fib, fib, fib]);
    assert_eq!(calls[&(2, 0)], [main]);
    assert_eq!(calls[&(2, 1)], [fib]);

    // One tick per event: main's thread runs from 0 to 9.
    let ts: Vec<u64> = events
        .iter()
        .filter(|e| e["pid"] == 1 && e["tid"] == 0 && e["ph"] != "M")
        .map(|e| e["ts"].as_u64().unwrap())
        .collect();
    assert_eq!(ts, [0, 2, 4, 6, 7, 8, 9]);
    let unwound = events
        .iter()
        .filter(|e| e["args"]["unwound"] == true)
        .count();
    assert_eq!(unwound, 1);
    let thread_names: Vec<&str> = events
        .iter()
        .filter(|e| e["name"] == "thread_name")
        .map(|e| e["args"]["name"].as_str().unwrap())
        .collect();
    assert_eq!(
        thread_names,
        ["main", "worker \"w\"", "busy", "main", "late"]
    );
    assert!(events
        .iter()
        .any(|e| e["name"] == "process_name" && e["args"]["name"] == "first.trace"));
}

#[test]
fn a_cap_of_zero_writes_only_names() {
    let meta = timeline_meta();
    let mut timeline = Timeline::new(&meta, Vec::new(), 0, 7).unwrap();
    feed(
        &mut timeline,
        0,
        "main",
        vec![enter(MAIN), exit(MAIN)],
        ThreadEnd::Complete,
    );
    let doc: Value = serde_json::from_slice(&timeline.finish().unwrap()).unwrap();
    let events = doc["traceEvents"].as_array().unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    assert_eq!(doc["otherData"]["calls_left_out"], 1);
}

/// B0 (line 10) branches to B1 (3 times) or B2 (once); B1 may throw to B4 (never); both join
/// at B3, which returns.
fn cfg_meta() -> Metadata {
    let mut b0 = BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]);
    b0.line = Some(10);
    let mut b1 =
        BlockMeta::with_edges(&[(Some(3), "goto"), (Some(4), "catch Ljava/lang/Exception;")]);
    b1.line = Some(11);
    let b2 = BlockMeta::with_edges(&[(Some(3), "fallthrough")]);
    let mut b3 = BlockMeta::with_edges(&[(None, "return")]);
    b3.line = Some(14);
    let b4 = BlockMeta::with_edges(&[(None, "throw")]);
    let mut m = MethodMeta::new("Lcom/ex/Odd\"Name\\;", "pick", vec![b0, b1, b2, b3, b4]);
    m.proto = "(Z)V".into();
    metadata(vec![m])
}

fn cfg_flow(meta: &Metadata) -> Flow {
    let mut flow = Flow::new(meta);
    flow.begin();
    for path in [[0, 1, 3], [0, 1, 3], [0, 2, 3], [0, 1, 3]] {
        flow.event(meta, &enter(0));
        for b in path {
            flow.event(
                meta,
                &Event::Block {
                    method: 0,
                    block: b,
                },
            );
        }
        flow.event(meta, &exit(0));
    }
    flow.end();
    flow
}

fn dot_text(meta: &Metadata, flow: &Flow) -> String {
    let mut out = Vec::new();
    report::cfg::write_dot(&mut out, meta, flow, 0).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn cfg_dot_has_blocks_edges_and_counts() {
    let meta = cfg_meta();
    let flow = cfg_flow(&meta);
    let dot = dot_text(&meta, &flow);
    assert!(
        dot.starts_with("digraph cfg {") && dot.trim_end().ends_with('}'),
        "{dot}"
    );
    // The title names the method, its quote and backslash escaped.
    assert!(
        dot.contains(r#"label="com.ex.Odd\"Name\\.pick(boolean)\n4 calls, 12 blocks run""#),
        "{dot}"
    );
    for node in [
        r#"b0 [label="B0\nline 10\n4×""#,
        r#"b1 [label="B1\nline 11\n3×""#,
        r#"b2 [label="B2\n1×""#,
        r#"b3 [label="B3\nline 14\n4×""#,
        r#"b4 [label="B4\n0×""#,
        r#"exit [label="exit\n4×""#,
    ] {
        assert!(dot.contains(node), "no {node} in\n{dot}");
    }
    for edge in [
        r#"b0 -> b1 [label="taken\n3""#,
        r#"b0 -> b2 [label="not-taken\n1""#,
        r#"b1 -> b3 [label="goto\n3""#,
        r#"b2 -> b3 [label="fallthrough\n1""#,
        r#"b3 -> exit [label="return\n4""#,
    ] {
        assert!(dot.contains(edge), "no {edge} in\n{dot}");
    }
    let line = |prefix: &str| {
        dot.lines()
            .find(|l| l.trim_start().starts_with(prefix))
            .unwrap_or_else(|| panic!("no {prefix} in\n{dot}"))
            .to_string()
    };
    // Never taken: dashed; exceptional: hollow arrowhead.
    let catch = line("b1 -> b4");
    assert!(
        catch.contains("style=dashed") && catch.contains("arrowhead=empty"),
        "{catch}"
    );
    let throw = line("b4 -> exit");
    assert!(
        throw.contains("style=dashed") && throw.contains("arrowhead=empty"),
        "{throw}"
    );
    // The hottest edge is the widest.
    assert!(line("b3 -> exit").contains("penwidth=5.0"));
    assert!(line("b0 -> b2").contains("penwidth="));
    assert!(!line("b0 -> b2").contains("penwidth=5.0"));
    assert!(line("b4 [").contains("dashed"));

    let mut out = Vec::new();
    let err = report::cfg::write_dot(&mut out, &meta, &flow, 9).unwrap_err();
    assert!(err.to_string().contains("no method 9"), "{err}");
}

#[test]
fn cfg_renders_with_graphviz_and_opens_in_chromium() {
    if !tier(Tier::Tools) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let meta = cfg_meta();
    let flow = cfg_flow(&meta);
    let dot = dir.path().join("cfg.dot");
    std::fs::write(&dot, dot_text(&meta, &flow)).unwrap();
    let svg = dir.path().join("cfg.svg");
    let dot_present = std::process::Command::new("dot")
        .arg("-V")
        .output()
        .is_ok_and(|o| o.status.success());
    if !dot_present {
        let err = report::cfg::render_svg(&dot, &svg).unwrap_err();
        println!("SKIP: Graphviz `dot` is not installed ({err})");
        return;
    }
    report::cfg::render_svg(&dot, &svg).unwrap();
    let text = std::fs::read_to_string(&svg).unwrap();
    assert!(text.contains("<svg") && text.contains("B3"), "{text}");
    assert!(text.contains("catch Ljava/lang/Exception;"), "{text}");

    // A broken DOT file is a clear error, not a panic.
    let broken = dir.path().join("broken.dot");
    std::fs::write(&broken, "digraph { a -> }").unwrap();
    let err = report::cfg::render_svg(&broken, &dir.path().join("broken.svg")).unwrap_err();
    assert!(err.contains("dot -Tsvg") && err.contains("failed"), "{err}");

    if !browser::available() {
        println!("SKIP: {} is not installed", browser::CHROMIUM);
        return;
    }
    let png = dir.path().join("cfg.png");
    let errors = browser::open(&svg, &png).unwrap();
    assert!(errors.is_empty(), "{errors:?}");
    assert!(!browser::is_blank(&png).unwrap());
}
