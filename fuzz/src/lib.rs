//! What the fuzz targets share: bytes whose CRCs are made to check out (so that the input
//! reaches the payload readers and the decoders instead of stopping at a CRC), the decoders of
//! the fixtures in `fixtures/`, and decoding a trace every way the tools decode one.

use std::fs;
use std::io::{self, Write};
use std::path::{Path, PathBuf};

use android_runtime::layout::{self, PathsLayout};
use android_runtime::meta::METADATA_FILE;
use android_runtime::model::Model;
use android_runtime::record::TraceStream;
use android_runtime::trace::{
    frame_chunk, parse_trace, ModelStatus, TraceHeader, CHUNK_HEADER_LEN, CODER_RANGE,
};
use android_runtime::Scheme;
use trace_parser::emit::Emit;
use trace_parser::report::write_decoded;
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::{models, Decoder, RunSink};

/// The fixture directory `name` (`fixtures/<name>`): a metadata directory.
pub fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fixtures")
        .join(name)
}

/// The decoder of fixture `name`, without a model.
pub fn decoder(name: &str) -> Decoder {
    Decoder::open(&fixture(name)).expect("the fixture's metadata reads")
}

/// The decoder of the `paths` fixture with model generation 1, learned from the fixture's runs
/// (`fixtures/paths/runs/`) as `adaptrace model update` learns it. The model is made here
/// rather than kept as a file: a model has a table per coding context, hundreds of KB even for
/// this small program, while the runs are a few hundred bytes each.
pub fn paths_decoder() -> Decoder {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let meta = fixture("paths");
    fs::copy(meta.join(METADATA_FILE), dir.path().join(METADATA_FILE))
        .expect("the fixture's metadata copies");
    let mut runs: Vec<PathBuf> = fs::read_dir(meta.join("runs"))
        .expect("the fixture's runs")
        .map(|entry| entry.expect("a run").path())
        .collect();
    runs.sort();
    let update = models::update(dir.path(), &runs).expect("the runs teach a model");
    assert_eq!(
        update.counted, runs,
        "every run is counted: {:?}",
        update.skipped
    );
    let model = Model::read(&update.path).expect("the learned model reads");
    let decoder = decoder("paths");
    let layout = PathsLayout::new(decoder.metadata());
    let binary = &model.tables[..layout.binary_nodes() as usize];
    assert!(
        binary.iter().any(|t| layout::pinned(t).is_some()),
        "the fixture's model pins a decision, so the fuzzer reaches the pinned walk"
    );
    decoder
        .with_model(model)
        .expect("the model is the fixture's")
}

/// A header for `scheme`'s traces of `decoder`'s metadata, with no model (what the runtime
/// writes without a coded scheme).
pub fn header(decoder: &Decoder, scheme: Scheme) -> TraceHeader {
    TraceHeader {
        schemes: scheme.bit(),
        metadata_hash: decoder.hash(),
        model_generation: 0,
        pid: 4242,
        start_ms: 1_700_000_000_000,
        model_status: ModelStatus::NotUsed,
        coder: CODER_RANGE,
    }
}

/// Appends `body`, a trace's chunks (tag u8, thread u32, length u32, payload, CRC32 u32), to
/// `out` with every CRC recomputed. A chunk the bytes cut short, and whatever follows it, is
/// appended as it is: a truncated file.
pub fn reframe(mut body: &[u8], out: &mut Vec<u8>) {
    let head_len = CHUNK_HEADER_LEN as usize;
    while let Some(head) = body.get(..head_len) {
        let thread = u32::from_be_bytes([head[1], head[2], head[3], head[4]]);
        let len = u32::from_be_bytes([head[5], head[6], head[7], head[8]]) as usize;
        let Some(payload) = body.get(head_len..).and_then(|rest| rest.get(..len)) else {
            break;
        };
        let Some(rest) = body.get(head_len + len + 4..) else {
            break;
        };
        out.extend(frame_chunk(head[0], thread, payload).expect("a payload of a u32 length"));
        body = rest;
    }
    out.extend_from_slice(body);
}

/// `bytes`, a trace file, with its header CRC (at the end of the header its length field
/// gives) and its chunks' CRCs made to check out; as it is when it has no such header.
pub fn with_crcs(bytes: &[u8]) -> Vec<u8> {
    let header_len = match bytes.get(6..8) {
        Some(b) => usize::from(u16::from_be_bytes([b[0], b[1]])),
        None => return bytes.to_vec(),
    };
    let Some(header) = bytes.get(..header_len).filter(|h| h.len() >= 12) else {
        return bytes.to_vec();
    };
    let crc_at = header_len - 4;
    let mut out = header[..crc_at].to_vec();
    out.extend(crc32fast::hash(&header[..crc_at]).to_be_bytes());
    reframe(&bytes[header_len..], &mut out);
    out
}

/// Every `adaptrace decode --emit` format.
pub const EMITS: [Emit; 4] = [Emit::Blocks, Emit::Calls, Emit::Contexts, Emit::Summary];

/// Counts what a decoder hands it.
#[derive(Debug, Default)]
pub struct Count {
    pub threads: u32,
    pub events: u64,
}

impl RunSink for Count {
    fn begin(&mut self, _index: u32, _name: &str) {
        self.threads += 1;
    }

    fn event(&mut self, _event: Event) {
        self.events += 1;
    }

    fn end(&mut self, _end: ThreadEnd) {}
}

/// The trace file of `header` and the chunks of `body`, their CRCs recomputed ([`reframe`]).
pub fn trace_bytes(header: &TraceHeader, body: &[u8]) -> Vec<u8> {
    let mut bytes = header.to_bytes().to_vec();
    reframe(body, &mut bytes);
    bytes
}

/// Decodes `scheme`'s record of the trace file `bytes` with `decoder` in memory, as
/// [`Decoder::decode_file`] does, into a sink that counts.
pub fn decode_in_memory(decoder: &Decoder, scheme: Scheme, bytes: &[u8]) {
    let trace = parse_trace(bytes, "fuzz.adtrace").expect("a written header reads back");
    let _ = decoder.stream(&trace, scheme, &mut Count::default());
}

/// Decodes `scheme`'s record of the trace file `bytes` with `decoder` streamed from its file a
/// chunk at a time and printed in each of `emits`, as `adaptrace decode` does. (That this reads
/// the chunks the trace in memory holds is the `trace` target's to check.)
pub fn decode_streamed(decoder: &Decoder, scheme: Scheme, bytes: &[u8], emits: &[Emit]) {
    let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
    file.write_all(bytes).expect("the trace is written");
    // Only a THREAD chunk that does not decode stops the first pass.
    if let Ok(stream) = TraceStream::open(file.path()) {
        for &emit in emits {
            let _ = write_decoded(decoder, &stream, scheme, emit, &mut io::sink());
        }
    }
}

/// Both ways, printed in every format: what the targets of the fast decoders do.
pub fn decode(decoder: &Decoder, scheme: Scheme, header: &TraceHeader, body: &[u8]) {
    let bytes = trace_bytes(header, body);
    decode_in_memory(decoder, scheme, &bytes);
    decode_streamed(decoder, scheme, &bytes, &EMITS);
}
