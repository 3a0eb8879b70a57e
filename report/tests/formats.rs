//! The flame-graph-like outputs (folded stacks, flame graph SVG, speedscope, pprof) of a
//! profile made from hand-written events: each must read back as its format says and add up
//! to the calling context tree's totals. The `tools` tier opens them with the tools people
//! use (`go tool pprof`, the published speedscope schema).

use std::io::Read;
use std::process::Command;
use std::sync::Arc;

use adaptrace_test_support::{tier, Tier};
use android_runtime::meta::{BlockMeta, Metadata, MethodMeta, METADATA_VERSION};
use prost::Message;
use report::flame::write_flame_svg;
use report::folded::{write_folded, Weight};
use report::pprof::{write_pprof, Profile};
use report::speedscope::{write_speedscope, SCHEMA};
use report::stacks::Stacks;
use serde_json::Value;
use trace_parser::profile::{Options, Profiles};
use trace_parser::run::{CallSite, Event, Leave, ThreadEnd};
use trace_parser::RunSink;

const MAIN: u32 = 0;
const FIB: u32 = 1;
const JOIN: u32 = 2;

/// Names of the fixture's method frames as `names` spells them.
const MAIN_NAME: &str = "Main.main()";
const FIB_NAME: &str = "com.example.Fib.fib(int)";
const JOIN_NAME: &str = "com.example.Util.join(java.lang.String,java.util.List[])";

fn block(line: Option<u32>, edges: &[(Option<u32>, &str)]) -> BlockMeta {
    let mut b = BlockMeta::with_edges(edges);
    b.line = line;
    b
}

/// `Main.main`, a recursive `Fib.fib` and `Util.join`, whose proto is full of `;`.
fn metadata() -> Metadata {
    let mut main = MethodMeta::new("LMain;", "main", vec![block(Some(3), &[(None, "return")])]);
    main.source = Some("Main.java".into());
    let mut fib = MethodMeta::new(
        "Lcom/example/Fib;",
        "fib",
        vec![
            block(Some(10), &[(Some(1), "taken"), (Some(2), "not-taken")]),
            block(Some(11), &[(None, "return")]),
            block(Some(12), &[(None, "return")]),
        ],
    );
    fib.proto = "(I)I".into();
    fib.source = Some("Fib.java".into());
    let mut join = MethodMeta::new(
        "Lcom/example/Util;",
        "join",
        vec![
            BlockMeta::with_edges(&[(Some(1), "fallthrough")]),
            BlockMeta::with_edges(&[(None, "return")]),
        ],
    );
    join.proto = "(Ljava/lang/String;[Ljava/util/List;)V".into();
    Metadata {
        version: METADATA_VERSION,
        tool: "adaptrace test".into(),
        input: "fixture.apk".into(),
        package: None,
        schemes: vec!["blocks".into()],
        methods: vec![main, fib, join],
        skipped: Vec::new(),
    }
}

fn enter(method: u32, caller: Option<(u32, u32)>) -> Event {
    Event::Enter {
        method,
        caller: caller.map(|(method, site)| CallSite { method, site }),
    }
}

fn exit(method: u32) -> Event {
    Event::Exit {
        method,
        caller: None,
        how: Leave::Return,
    }
}

fn blk(method: u32, block: u32) -> Event {
    Event::Block { method, block }
}

/// `fib` entered from `caller`, recursing `depth` more times.
fn fib(depth: u32, caller: (u32, u32), events: &mut Vec<Event>) {
    events.push(enter(FIB, Some(caller)));
    events.push(blk(FIB, 0));
    if depth == 0 {
        events.push(blk(FIB, 1));
    } else {
        events.push(blk(FIB, 2));
        fib(depth - 1, (FIB, 0), events);
    }
    events.push(exit(FIB));
}

fn join(caller: Option<(u32, u32)>, events: &mut Vec<Event>) {
    events.extend([enter(JOIN, caller), blk(JOIN, 0), blk(JOIN, 1), exit(JOIN)]);
}

/// The threads of the fixture: `main` (main → fib → fib → fib, then join twice), `worker`
/// (join, then fib) and `pool;1` (one call of main without blocks), with `blocks` or without.
fn threads(blocks: bool) -> Vec<(&'static str, Vec<Event>)> {
    let mut main = vec![enter(MAIN, None), blk(MAIN, 0)];
    fib(2, (MAIN, 0), &mut main);
    join(Some((MAIN, 1)), &mut main);
    join(Some((MAIN, 1)), &mut main);
    main.push(exit(MAIN));
    let mut worker = Vec::new();
    join(None, &mut worker);
    fib(0, (JOIN, 0), &mut worker);
    let pool = vec![enter(MAIN, None), exit(MAIN)];
    let mut threads = vec![("main", main), ("worker", worker), ("pool;1", pool)];
    if !blocks {
        for (_, events) in &mut threads {
            events.retain(|e| !matches!(e, Event::Block { .. }));
        }
    }
    threads
}

fn profiles(blocks: bool) -> Profiles {
    let mut profiles = Profiles::new(Arc::new(metadata()), Options::default());
    for (index, (name, events)) in threads(blocks).into_iter().enumerate() {
        profiles.begin(index as u32, name);
        for e in events {
            profiles.event(e);
        }
        profiles.end(ThreadEnd::Complete);
    }
    profiles
}

fn stacks() -> Stacks {
    Stacks::of(&profiles(true))
}

/// Calls: a root call per thread, main 2, fib 4, join 3; blocks: main 1, fib 4 × 2, join
/// 3 × 2.
#[test]
fn the_fixture_has_the_expected_totals() {
    let stacks = stacks();
    assert_eq!(stacks.total_calls(), 3 + 2 + 4 + 3);
    assert_eq!(stacks.total_blocks(), 1 + 8 + 6);
    assert_eq!(stacks.threads, ["main", "worker", "pool;1"]);
    for name in [MAIN_NAME, FIB_NAME, JOIN_NAME, "[thread pool,1]"] {
        assert!(
            stacks.frames.iter().any(|f| f.name == name),
            "no frame {name}"
        );
    }
}

/// How a [`Stacks`] totals one weight.
type Total = fn(&Stacks) -> u64;

fn weights() -> [(Weight, Total); 2] {
    [
        (Weight::Calls, Stacks::total_calls),
        (Weight::Blocks, Stacks::total_blocks),
    ]
}

fn folded(stacks: &Stacks, weight: Weight) -> String {
    let mut out = Vec::new();
    write_folded(&mut out, stacks, weight).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn folded_lines_parse_and_add_up() {
    let stacks = stacks();
    for (weight, total) in weights() {
        let text = folded(&stacks, weight);
        let mut sum = 0u64;
        let mut previous: Option<&str> = None;
        for line in text.lines() {
            let (stack, count) = line
                .rsplit_once(' ')
                .unwrap_or_else(|| panic!("no count in {line:?}"));
            let count: u64 = count
                .parse()
                .unwrap_or_else(|_| panic!("bad count in {line:?}"));
            assert!(count > 0, "zero count in {line:?}");
            let frames: Vec<&str> = stack.split(';').collect();
            assert!(
                frames.iter().all(|f| !f.is_empty()),
                "empty frame in {line:?}"
            );
            assert!(
                frames[0].starts_with("[thread "),
                "no thread root in {line:?}"
            );
            assert!(previous.is_none_or(|p| p < stack), "unsorted at {line:?}");
            previous = Some(stack);
            sum += count;
        }
        assert_eq!(sum, total(&stacks), "{weight:?} total");
        assert!(text.ends_with('\n'));
    }
    let calls = folded(&stacks, Weight::Calls);
    let recursion = format!("[thread main];{MAIN_NAME};{FIB_NAME};{FIB_NAME};{FIB_NAME} 1\n");
    assert!(calls.contains(&recursion), "{calls}");
    assert!(calls.contains(&format!("[thread worker];{FIB_NAME} 1\n")));
    assert!(calls.contains("[thread pool,1];Main.main() 1\n"), "{calls}");
    let blocks = folded(&stacks, Weight::Blocks);
    assert!(
        !blocks.contains("[thread pool,1]"),
        "a context without blocks: {blocks}"
    );
}

fn xml_escaped(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&apos;")
}

fn flame(stacks: &Stacks, weight: Weight) -> String {
    let mut out = Vec::new();
    write_flame_svg(&mut out, stacks, weight, "Fixture & <test>").unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn flame_graphs_draw_every_frame() {
    let stacks = stacks();
    for (weight, _) in weights() {
        let svg = flame(&stacks, weight);
        assert!(svg.starts_with("<?xml") || svg.starts_with("<svg"));
        assert!(svg.trim_end().ends_with("</svg>"));
        assert!(!svg.contains("NaN"));
        assert!(svg.contains("Fixture &amp; &lt;test&gt;"));
        // Tooltips say `NAME (COUNT WEIGHT, PERCENT%)`.
        assert!(svg.contains(&format!(" {}, ", weight.name())), "{svg}");
        for frame in &stacks.frames {
            let drawn = weight == Weight::Calls || frame.name != "[thread pool,1]";
            if drawn {
                let name = xml_escaped(&frame.name);
                assert!(svg.contains(&name), "{weight:?}: no {name}");
            }
        }
    }
}

#[test]
fn an_empty_flame_graph_says_so() {
    let without_blocks = Stacks::of(&profiles(false));
    assert_eq!(without_blocks.total_blocks(), 0);
    for stacks in [without_blocks, Stacks::default()] {
        let svg = flame(&stacks, Weight::Blocks);
        assert!(svg.starts_with("<?xml"));
        assert!(svg.contains("Nothing to draw"), "{svg}");
        assert!(!svg.contains("NaN"));
    }
}

fn speedscope(stacks: &Stacks, weight: Weight) -> Value {
    let mut out = Vec::new();
    write_speedscope(&mut out, stacks, weight).unwrap();
    serde_json::from_slice(&out).unwrap()
}

/// The fields and types the speedscope schema requires of a file of sampled profiles, and
/// what adaptrace promises on top: a profile per thread, stacks from the thread's root.
fn check_speedscope(doc: &Value, stacks: &Stacks, total: u64) {
    assert_eq!(doc["$schema"], SCHEMA);
    assert_eq!(doc["exporter"], "adaptrace");
    let frames = doc["shared"]["frames"].as_array().unwrap();
    assert_eq!(frames.len(), stacks.frames.len());
    for (frame, f) in frames.iter().zip(&stacks.frames) {
        assert_eq!(frame["name"], f.name.as_str());
        match &f.file {
            Some(file) => assert_eq!(frame["file"], file.as_str()),
            None => assert!(frame.get("file").is_none()),
        }
        match f.line {
            Some(line) => assert_eq!(frame["line"], line),
            None => assert!(frame.get("line").is_none()),
        }
    }
    let profiles = doc["profiles"].as_array().unwrap();
    assert_eq!(profiles.len(), stacks.threads.len());
    let mut sum = 0;
    for (profile, thread) in profiles.iter().zip(&stacks.threads) {
        assert_eq!(profile["type"], "sampled");
        assert_eq!(profile["name"], thread.as_str());
        assert_eq!(profile["unit"], "none");
        assert_eq!(profile["startValue"], 0);
        let samples = profile["samples"].as_array().unwrap();
        let weights = profile["weights"].as_array().unwrap();
        assert_eq!(samples.len(), weights.len());
        let root = format!("[thread {}]", thread.replace(';', ","));
        for sample in samples {
            let sample = sample.as_array().unwrap();
            let ids: Vec<usize> = sample
                .iter()
                .map(|i| i.as_u64().unwrap() as usize)
                .collect();
            assert!(ids.iter().all(|&i| i < frames.len()));
            assert_eq!(frames[ids[0]]["name"], root.as_str());
        }
        let weights: Vec<u64> = weights.iter().map(|w| w.as_u64().unwrap()).collect();
        assert!(weights.iter().all(|&w| w > 0));
        let end: u64 = weights.iter().sum();
        assert_eq!(profile["endValue"], end);
        sum += end;
    }
    assert_eq!(sum, total);
}

#[test]
fn speedscope_files_hold_every_thread() {
    let stacks = stacks();
    for (weight, total) in weights() {
        let doc = speedscope(&stacks, weight);
        check_speedscope(&doc, &stacks, total(&stacks));
    }
    let main = &speedscope(&stacks, Weight::Calls)["profiles"][0];
    let fib = stacks
        .frames
        .iter()
        .position(|f| f.name == FIB_NAME)
        .unwrap();
    let deepest = main["samples"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s.as_array().unwrap().len())
        .max();
    assert_eq!(deepest, Some(5), "root, main and fib thrice");
    assert!(main["samples"]
        .as_array()
        .unwrap()
        .iter()
        .any(|s| s.as_array().unwrap().last() == Some(&Value::from(fib))));
}

/// Tools tier: the published speedscope schema accepts both files.
#[test]
fn speedscope_files_match_the_published_schema() {
    if !tier(Tier::Tools) {
        return;
    }
    let fetched = Command::new("curl")
        .args(["-sSfL", "--max-time", "20", SCHEMA])
        .output();
    let schema: Value = match fetched {
        Ok(out) if out.status.success() => match serde_json::from_slice(&out.stdout) {
            Ok(schema) => schema,
            Err(e) => {
                println!("SKIP: {SCHEMA} is not JSON ({e})");
                return;
            }
        },
        Ok(out) => {
            println!(
                "SKIP: cannot fetch {SCHEMA}: curl says {}",
                String::from_utf8_lossy(&out.stderr).trim()
            );
            return;
        }
        Err(e) => {
            println!("SKIP: cannot run curl to fetch {SCHEMA}: {e}");
            return;
        }
    };
    let validator = jsonschema::validator_for(&schema).expect("the published schema compiles");
    let stacks = stacks();
    for (weight, _) in weights() {
        let doc = speedscope(&stacks, weight);
        let errors: Vec<String> = validator.iter_errors(&doc).map(|e| e.to_string()).collect();
        assert!(errors.is_empty(), "{weight:?}: {errors:?}");
        // The schema is no formality: it refuses a unit it does not know.
        let mut bad = doc.clone();
        bad["profiles"][0]["unit"] = Value::from("hours");
        assert!(!validator.is_valid(&bad), "a unit of hours passed");
    }
}

fn pprof_bytes(stacks: &Stacks) -> Vec<u8> {
    let mut out = Vec::new();
    write_pprof(&mut out, stacks).unwrap();
    out
}

#[test]
fn pprof_profiles_decode_and_add_up() {
    let stacks = stacks();
    let gz = pprof_bytes(&stacks);
    assert_eq!(&gz[..2], [0x1f, 0x8b], "gzip magic");
    let mut bytes = Vec::new();
    flate2::read::GzDecoder::new(&gz[..])
        .read_to_end(&mut bytes)
        .unwrap();
    let p = Profile::decode(&bytes[..]).unwrap();
    let s = |i: i64| p.string_table[i as usize].as_str();
    assert_eq!(p.string_table[0], "");
    let types: Vec<(&str, &str)> = p
        .sample_type
        .iter()
        .map(|t| (s(t.r#type), s(t.unit)))
        .collect();
    assert_eq!(types, [("calls", "count"), ("blocks", "count")]);
    let calls: i64 = p.sample.iter().map(|x| x.value[0]).sum();
    let blocks: i64 = p.sample.iter().map(|x| x.value[1]).sum();
    assert_eq!(calls as u64, stacks.total_calls());
    assert_eq!(blocks as u64, stacks.total_blocks());
    for sample in &p.sample {
        assert_eq!(sample.value.len(), 2);
        assert!(sample.value.iter().any(|&v| v > 0));
        let names: Vec<&str> = sample
            .location_id
            .iter()
            .map(|&id| {
                let location = p.location.iter().find(|l| l.id == id).unwrap();
                let function = p
                    .function
                    .iter()
                    .find(|f| f.id == location.line[0].function_id)
                    .unwrap();
                s(function.name)
            })
            .collect();
        // Leaf first: the thread's root comes last.
        let root = names.last().unwrap();
        assert!(root.starts_with("[thread "), "{names:?}");
        let label = &sample.label[0];
        assert_eq!(s(label.key), "thread");
        assert_eq!(
            *root,
            format!("[thread {}]", s(label.str).replace(';', ","))
        );
    }
    let fib = p.function.iter().find(|f| s(f.name) == FIB_NAME).unwrap();
    assert_eq!((s(fib.filename), fib.start_line), ("Fib.java", 10));
    let join = p.function.iter().find(|f| s(f.name) == JOIN_NAME).unwrap();
    assert_eq!((s(join.filename), join.start_line), ("", 0));
}

/// The sample values `go tool pprof -raw` prints, summed per sample type, and its whole
/// output.
fn go_pprof_totals(path: &std::path::Path) -> Option<(Vec<(String, i64)>, String)> {
    let out = match Command::new("go")
        .args(["tool", "pprof", "-raw"])
        .arg(path)
        .output()
    {
        Ok(out) => out,
        Err(e) => {
            println!("SKIP: cannot run `go` (install Debian's golang-go): {e}");
            return None;
        }
    };
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "go tool pprof -raw failed: {}{text}",
        String::from_utf8_lossy(&out.stderr)
    );
    let mut lines = text.lines().skip_while(|l| l.trim() != "Samples:").skip(1);
    // `TYPE/UNIT` per sample type, the default one marked `[dflt]`.
    let header = lines.next().unwrap_or("");
    let mut totals: Vec<(String, i64)> = header
        .split_whitespace()
        .map(|t| (t.trim_end_matches("[dflt]").to_string(), 0))
        .collect();
    for line in lines {
        if !line.starts_with(' ') {
            break;
        }
        // `VALUE VALUE: LOCATION...`; label lines under a sample have no values before ':'.
        let Some((values, _)) = line.split_once(':') else {
            continue;
        };
        let values: Vec<i64> = match values.split_whitespace().map(str::parse).collect() {
            Ok(values) => values,
            Err(_) => continue,
        };
        if values.len() == totals.len() {
            for (total, v) in totals.iter_mut().zip(values) {
                total.1 += v;
            }
        }
    }
    Some((totals, text))
}

/// Tools tier: `go tool pprof` reads the profile, its totals are the tree's and it names
/// every frame.
#[test]
fn go_tool_pprof_reads_the_profile() {
    if !tier(Tier::Tools) {
        return;
    }
    let stacks = stacks();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("profile.pb.gz");
    std::fs::write(&path, pprof_bytes(&stacks)).unwrap();
    let Some((totals, text)) = go_pprof_totals(&path) else {
        return;
    };
    let calls = stacks.total_calls() as i64;
    let blocks = stacks.total_blocks() as i64;
    assert_eq!(
        totals,
        [
            ("calls/count".to_string(), calls),
            ("blocks/count".to_string(), blocks)
        ],
        "{text}"
    );
    for frame in &stacks.frames {
        assert!(text.contains(&frame.name), "no {} in {text}", frame.name);
    }
}
