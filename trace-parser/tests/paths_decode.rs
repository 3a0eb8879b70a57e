//! `Decoder::decode` on traces with PATHS chunks: alone, or beside BLOCKS chunks of the same
//! run (whose `blocks` output they must reproduce line for line), with the coder the header
//! names and the model the runtime loaded.

use android_runtime::coder::Coder;
use android_runtime::meta::{
    BlockMeta, Metadata, MethodMeta, SiteMeta, StepMeta, METADATA_VERSION,
};
use android_runtime::model::Model;
use android_runtime::paths::PathsStart;
use android_runtime::trace::{
    parse_trace, ModelStatus, TraceHeader, TraceWriter, CODER_ADAPTRACER, CODER_RANGE,
};
use android_runtime::Scheme;
use trace_parser::emit::{self, Emit};
use trace_parser::paths::sim::{execute, Action, Execution};
use trace_parser::paths::{Coding, Program};
use trace_parser::run::ThreadEnd;
use trace_parser::{DecodeError, Decoder};

use Action::*;

fn method(name: &str, blocks: Vec<BlockMeta>, invokes: &[u32]) -> MethodMeta {
    MethodMeta {
        inferred: false,
        calls: None,
        sites: invokes
            .iter()
            .map(|&block| SiteMeta {
                block,
                opcode: "invoke-static".into(),
                target: "LT;->g()V".into(),
            })
            .collect(),
        steps: invokes
            .iter()
            .enumerate()
            .map(|(i, &block)| StepMeta {
                block,
                site: Some(i as u32),
                callee: None,
                guess: false,
                ..Default::default()
            })
            .collect(),
        ..MethodMeta::new("LT;", name, blocks)
    }
}

/// 0 `main`: b0 loop test (b1 body, b2 exit); b1 invoke, goto b0; b2 return.
/// 1 `g`: b0 invoke, throws to handler b1 or returns through b2.
fn meta() -> Metadata {
    Metadata {
        version: METADATA_VERSION,
        tool: "test".into(),
        input: "t.dex".into(),
        package: None,
        schemes: vec!["blocks".into(), "paths".into()],
        methods: vec![
            method(
                "main",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "not-taken"), (Some(2), "taken")]),
                    BlockMeta::with_edges(&[(Some(0), "goto")]),
                    BlockMeta::with_edges(&[(None, "return")]),
                ],
                &[1],
            ),
            method(
                "g",
                vec![
                    BlockMeta::with_edges(&[(Some(2), "fallthrough"), (Some(1), "catch-all")]),
                    BlockMeta::with_edges(&[(None, "return")]),
                    BlockMeta::with_edges(&[(None, "return")]),
                ],
                &[0],
            ),
        ],
        skipped: vec![],
    }
}

fn scripts() -> [Vec<Action>; 2] {
    [
        vec![
            Top(0),
            Take(0),
            Call { step: 0, callee: 1 },
            Return,
            Take(0),
            Call { step: 0, callee: 1 },
            Call { step: 0, callee: 1 },
            Throw { block: 0 },
            Unwind,
            Catch { handler: 0 },
            Return,
            Take(1),
            Return,
        ],
        vec![Top(1), Throw { block: 0 }, Catch { handler: 0 }, Return],
    ]
}

struct Setup {
    dir: tempfile::TempDir,
    hash: u64,
    program: Program,
}

fn setup() -> Setup {
    let dir = tempfile::tempdir().unwrap();
    let meta = meta();
    let hash = meta.write(dir.path()).unwrap();
    Setup {
        dir,
        hash,
        program: Program::new(&meta).unwrap(),
    }
}

/// A trace of both threads' scripts, coded with `coding`, with the chunks of `schemes`.
fn trace(
    s: &Setup,
    schemes: u32,
    coding: &Coding,
    status: ModelStatus,
    generation: u32,
) -> Vec<u8> {
    let header = TraceHeader {
        schemes,
        metadata_hash: s.hash,
        model_generation: generation,
        pid: 7,
        start_ms: 1_700_000_000_000,
        model_status: status,
        coder: match coding.coder {
            Coder::Range => CODER_RANGE,
            Coder::AdapTracer => CODER_ADAPTRACER,
        },
    };
    let runs: Vec<Execution> = scripts()
        .iter()
        .map(|script| execute(&s.program, coding, script).unwrap())
        .collect();
    let mut w = TraceWriter::new(Vec::new(), &header).unwrap();
    for (thread, run) in runs.iter().enumerate() {
        let thread = thread as u32;
        w.thread(thread, &format!("t{thread}")).unwrap();
        if schemes & Scheme::Blocks.bit() != 0 {
            let words: Vec<u32> = run.blocks.iter().map(|e| e.encode().unwrap()).collect();
            w.blocks(thread, &words).unwrap();
        }
        if schemes & Scheme::Paths.bit() != 0 {
            for c in &run.chunks {
                w.paths(thread, c.tokens, c.trailing_steps, &c.coded)
                    .unwrap();
            }
        }
    }
    w.into_inner()
}

fn blocks_text(decoder: &Decoder, run: &trace_parser::run::Run) -> String {
    let mut out = Vec::new();
    emit::write(&mut out, run, decoder.metadata(), Emit::Blocks).unwrap();
    String::from_utf8(out).unwrap()
}

#[test]
fn paths_beside_blocks_gives_the_same_blocks_line_for_line_with_either_coder() {
    let s = setup();
    let decoder = Decoder::open(s.dir.path()).unwrap();
    for (coder, _) in Coder::ALL {
        let coding = Coding::new(&s.program, coder, None).unwrap();
        let bytes = trace(
            &s,
            Scheme::Blocks.bit() | Scheme::Paths.bit(),
            &coding,
            ModelStatus::NoFile,
            0,
        );
        let decoded = decoder
            .decode(parse_trace(&bytes, "x.adtrace").unwrap())
            .unwrap();
        let paths = decoded.record(Scheme::Paths).expect("both runs");
        let oracle = decoded.record(Scheme::Blocks).expect("both runs");
        let text = blocks_text(&decoder, oracle);
        assert_eq!(text.lines().count(), 13, "{text}");
        assert_eq!(blocks_text(&decoder, paths), text, "{coder:?}");
        assert_eq!(paths, oracle);
        assert_eq!(decoded.default_record(), Some((Scheme::Paths, paths)));
        assert!(decoded.notes().is_empty(), "{:?}", decoded.notes());
        assert!(decoded.counts.as_ref().unwrap().total() > 0);

        let bytes = trace(&s, Scheme::Paths.bit(), &coding, ModelStatus::NoFile, 0);
        let alone = decoder
            .decode(parse_trace(&bytes, "y.adtrace").unwrap())
            .unwrap();
        assert!(alone.record(Scheme::Blocks).is_none());
        let (scheme, run) = alone.default_record().unwrap();
        assert_eq!(scheme, Scheme::Paths);
        assert_eq!(blocks_text(&decoder, run), text);
        assert_eq!(alone.counts, decoded.counts);
    }
}

#[test]
fn a_loaded_model_must_be_given_and_be_the_generation_the_trace_names() {
    let s = setup();
    let start = PathsStart {
        seeds: s
            .program
            .layout()
            .alphabets()
            .iter()
            .map(|&n| (0..n).map(|i| 3 * i + 1).collect())
            .collect(),
        predictions: vec![Some(1); 2 * s.program.layout().callee_keys() as usize],
    };
    let model = Model {
        metadata_hash: s.hash,
        generation: 4,
        tables: start.to_tables(s.program.layout()),
    };
    let coding = Coding::new(&s.program, Coder::AdapTracer, Some(&start)).unwrap();
    let bytes = trace(&s, Scheme::Paths.bit(), &coding, ModelStatus::Loaded, 4);
    let plain = Decoder::open(s.dir.path()).unwrap();
    let err = plain
        .decode(parse_trace(&bytes, "z.adtrace").unwrap())
        .unwrap_err();
    assert!(
        matches!(err, DecodeError::WrongModel { found: 4, .. }),
        "{err}"
    );
    assert!(err.to_string().contains("no model was given"), "{err}");

    let old = Model {
        generation: 3,
        ..model.clone()
    };
    let decoder = Decoder::open(s.dir.path())
        .unwrap()
        .with_model(old)
        .unwrap();
    let err = decoder
        .decode(parse_trace(&bytes, "z.adtrace").unwrap())
        .unwrap_err();
    assert!(err.to_string().contains("generation 3"), "{err}");

    let decoder = Decoder::open(s.dir.path())
        .unwrap()
        .with_model(model.clone())
        .unwrap();
    let decoded = decoder
        .decode(parse_trace(&bytes, "z.adtrace").unwrap())
        .unwrap();
    let run = decoded.record(Scheme::Paths).unwrap();
    assert!(run.threads.iter().all(|t| t.end == ThreadEnd::Complete));
    assert_eq!(run.threads.len(), 2);

    // A runtime that could not load its model started uniform: the model is not used.
    let uniform = Coding::new(&s.program, Coder::Range, None).unwrap();
    let bytes = trace(&s, Scheme::Paths.bit(), &uniform, ModelStatus::Damaged, 0);
    let decoded = decoder
        .decode(parse_trace(&bytes, "u.adtrace").unwrap())
        .unwrap();
    assert!(decoded.notes().is_empty(), "{:?}", decoded.notes());

    let foreign = Model {
        metadata_hash: s.hash ^ 1,
        ..model
    };
    let err = Decoder::open(s.dir.path())
        .unwrap()
        .with_model(foreign)
        .err()
        .unwrap();
    assert!(matches!(err, DecodeError::ModelMetadata { .. }), "{err}");
}
