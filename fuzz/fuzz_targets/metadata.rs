//! The metadata reader on the input, and everything decoders build from a metadata it reads:
//! the `paths` layout, the `pap`/`bl` numberings, and each scheme's decoder, run on a small
//! trace of the metadata's methods. A metadata decoders cannot use must be an error.
#![no_main]

use std::io::Write;
use std::path::Path;

use android_runtime::layout::PathsLayout;
use android_runtime::meta::Metadata;
use android_runtime::pathids::{record, MethodNumbering, Numbering, TAG_PATHIDS};
use android_runtime::paths::{model_table_lengths, PathsSettings};
use android_runtime::trace::{parse_trace, BlockEvent, ModelStatus, TraceFile, TraceWriter};
use android_runtime::Scheme;
use libfuzzer_sys::fuzz_target;
use trace_parser::Decoder;

/// Methods the small trace enters.
const METHODS: u32 = 8;

fuzz_target!(|data: &[u8]| {
    let Ok(meta) = Metadata::from_bytes(data, Path::new("fuzz.json")) else {
        return;
    };
    let layout = PathsLayout::new(&meta);
    assert_eq!(model_table_lengths(&layout).len(), layout.alphabets().len());
    let _ = PathsSettings::new(&layout).markers();
    for method in &meta.methods {
        let numbering = MethodNumbering::new(&method.blocks);
        for block in 0..numbering.block_count() as u32 {
            let _ = (numbering.in_degree(block), numbering.bl_paths(block));
        }
    }

    let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
    file.write_all(data).expect("the metadata is written");
    let decoder = Decoder::open(file.path()).expect("what parses from bytes reads from a file");
    for scheme in Scheme::all() {
        let trace = small_trace(&decoder, scheme);
        let _ = decoder.stream(&trace, scheme, &mut adaptrace_fuzz::Count::default());
    }
});

/// A trace of `scheme` in which thread 0 enters each of the first [`METHODS`] methods and
/// leaves it.
fn small_trace(decoder: &Decoder, scheme: Scheme) -> TraceFile {
    let methods = (decoder.metadata().methods.len() as u32).min(METHODS);
    let mut header = adaptrace_fuzz::header(decoder, scheme);
    if scheme == Scheme::Paths {
        header.model_status = ModelStatus::NoFile;
    }
    let mut w = TraceWriter::new(Vec::new(), &header).expect("a trace in memory");
    w.thread(0, "main").expect("a name");
    match scheme {
        Scheme::Blocks => {
            let words: Vec<u32> = (0..methods)
                .flat_map(|method| {
                    [
                        BlockEvent::Enter { method },
                        BlockEvent::Block { index: 0 },
                        BlockEvent::Site { index: 0 },
                        BlockEvent::Block { index: 1 },
                        BlockEvent::Exit,
                    ]
                })
                .filter_map(BlockEvent::encode)
                .collect();
            w.blocks(0, &words).expect("a chunk");
        }
        // Any bytes are a coded stream; these decode to a few tokens of each kind.
        Scheme::Paths => w
            .paths(
                0,
                4 * methods,
                3,
                b"\x3c\x9a\x51\xe7\x08\xd2\x6b\xf4\x13\xa5",
            )
            .expect("a chunk"),
        Scheme::Pap | Scheme::Bl => {
            let numbering = Numbering::of(scheme).expect("a path numbering");
            let mut payload = numbering.code().to_be_bytes().to_vec();
            payload.extend((2 * methods).to_be_bytes());
            for method in 0..methods {
                payload.extend([record::ENTER_TOP, method as u8]);
                payload.push(record::RETURN);
                payload.extend(numbering.start().to_le_bytes());
                if numbering == Numbering::Pap {
                    payload.push(0);
                }
            }
            w.chunk(TAG_PATHIDS, 0, &payload).expect("a chunk");
        }
        // Records of varints: these bytes read as a few entries, sites and returns of the
        // first methods, whatever the metadata says of them.
        Scheme::Fi | Scheme::Bri | Scheme::Calls | Scheme::Contexts | Scheme::Pcc => w
            .chunk(
                scheme.spec().tag,
                0,
                b"\x01\x00\x02\x01\x00\x03\x02\x01\x01\x04\x00\x06",
            )
            .expect("a chunk"),
    }
    parse_trace(&w.into_inner(), "fuzz.adtrace").expect("a trace written whole")
}
