//! The model file reader on the input, and on the input with its CRC made to check out (so that
//! the tables are read too); a model it reads is checked against a fixed `paths` layout as the
//! decoder checks it, and seeds both coders.
#![no_main]

use std::path::Path;
use std::sync::LazyLock;

use android_runtime::coder::Coder;
use android_runtime::meta::{BlockMeta, EdgeMeta, Metadata, MethodMeta, METADATA_VERSION};
use android_runtime::model::Model;
use android_runtime::paths::PathsStart;
use libfuzzer_sys::fuzz_target;
use trace_parser::paths::{Coding, Program};

/// The smallest `paths` program, one method of one block that returns: the layout with the
/// fewest contexts (968 tables), so that a model of it fits a fuzz input.
static PROGRAM: LazyLock<Program> = LazyLock::new(|| {
    let meta = Metadata {
        version: METADATA_VERSION,
        tool: "fuzz".into(),
        input: "fuzz.dex".into(),
        package: None,
        schemes: vec!["paths".into()],
        methods: vec![MethodMeta {
            class: "LFuzz;".into(),
            name: "run".into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            source: None,
            blocks: vec![BlockMeta {
                line: None,
                lines: Vec::new(),
                edges: vec![EdgeMeta {
                    to: None,
                    kind: "return".into(),
                }],
            }],
            sites: Vec::new(),
            steps: Vec::new(),
            inferred: false,
            calls: None,
        }],
        skipped: Vec::new(),
    };
    Program::new(&meta).expect("a valid program")
});

fuzz_target!(|data: &[u8]| {
    read(data);
    if let Some(crc_at) = data.len().checked_sub(4) {
        let mut fixed = data[..crc_at].to_vec();
        fixed.extend(crc32fast::hash(&fixed).to_be_bytes());
        if fixed != data {
            read(&fixed);
        }
    }
});

fn read(bytes: &[u8]) {
    let path = Path::new("fuzz.admd");
    let Ok(model) = Model::from_bytes(bytes, path) else {
        return;
    };
    // What the reader takes, the writer writes back.
    let written = model.to_bytes(path).expect("tables read fit the format");
    assert_eq!(Model::from_bytes(&written, path).ok(), Some(model.clone()));

    let layout = PROGRAM.layout();
    let Ok(start) = PathsStart::from_model(layout, &model) else {
        return;
    };
    assert_eq!(start.to_tables(layout), model.tables);
    for coder in [Coder::Range, Coder::AdapTracer] {
        let coding = Coding::new(&PROGRAM, coder, Some(&start)).expect("the model fits");
        let mut decoder = coder
            .decoder(&coding.contexts, b"seeded contexts".to_vec())
            .expect("a stream that is not all ones");
        for context in 0..coding.contexts.len() {
            decoder.decode(context).expect("every context exists");
        }
    }
}
