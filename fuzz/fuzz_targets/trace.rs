//! The trace reader on the input, and on the input with its header and chunk CRCs made to check
//! out (so that the payloads are read too): everything it offers on what it reads, and every way
//! to read a trace (whole, chunk by chunk, streamed from a file) must agree.
#![no_main]

use std::collections::BTreeSet;
use std::io::Write;

use android_runtime::pathids::{Numbering, TAG_PATHIDS};
use android_runtime::record::{Record, TraceStream};
use android_runtime::trace::{
    parse_trace, BlockEvent, Chunk, TraceFile, TraceReader, TAG_BLOCKS, TAG_PATHS, TAG_THREAD,
};
use libfuzzer_sys::fuzz_target;
use trace_parser::pathids::{tally, Payload};

fuzz_target!(|data: &[u8]| {
    read(data);
    let fixed = adaptrace_fuzz::with_crcs(data);
    if fixed != data {
        read(&fixed);
    }
});

fn read(bytes: &[u8]) {
    let path = "fuzz.adtrace";
    let parsed = parse_trace(bytes, path);
    let Ok(mut reader) = TraceReader::new(bytes, path) else {
        assert!(parsed.is_err());
        return;
    };
    let trace = parsed.expect("the header read chunk by chunk reads whole");
    assert_eq!(*reader.header(), trace.header);
    let mut chunks = Vec::new();
    let stopped = loop {
        match reader.next_chunk() {
            Ok(Some(chunk)) => chunks.push(chunk),
            Ok(None) => break None,
            Err(e) => break Some(e.to_string()),
        }
    };
    assert!(
        matches!(reader.next_chunk(), Ok(None)),
        "nothing after the end"
    );
    assert_eq!(chunks, trace.chunks);
    assert_eq!(stopped, trace.stopped.as_ref().map(ToString::to_string));
    let on_disk: u64 = trace.chunks.iter().map(Chunk::len_on_disk).sum();
    assert!(on_disk <= bytes.len() as u64);

    look_at(&trace);
    same_records(&trace, bytes);
}

/// Everything the reader offers on a trace it read.
fn look_at(trace: &TraceFile) {
    let header = &trace.header;
    let _ = (
        header.decoding_generation(),
        header.coder(),
        header.file_name(),
    );
    let _ = trace.is_complete();
    if let Some(stop) = &trace.stopped {
        assert!(stop.is_damage());
        let _ = (stop.offset(), stop.to_string());
    }
    let _ = trace.thread_names();
    let _ = trace.blocks();
    for chunk in &trace.chunks {
        let _ = chunk.thread_name();
        if let Ok(events) = chunk.block_events() {
            for event in events {
                // Every word the reader takes is one the writer writes.
                assert_eq!(event.encode().map(BlockEvent::decode), Some(Some(event)));
                let _ = event.to_string();
            }
        }
        if let Ok(paths) = chunk.paths_payload() {
            assert_eq!(paths.to_owned_payload().coded, paths.coded);
        }
        if let Ok(payload) = Payload::parse(&chunk.payload, chunk.offset) {
            for numbering in [Numbering::Pap, Numbering::Bl] {
                let _ = tally(&[payload], numbering);
            }
        }
    }
}

/// A trace streamed from its file a chunk at a time lists the threads and chunks the trace in
/// memory lists: decoders read either.
fn same_records(trace: &TraceFile, bytes: &[u8]) {
    let mut file = tempfile::NamedTempFile::new().expect("a temporary file");
    file.write_all(bytes).expect("the trace is written");
    let stream = match TraceStream::open(file.path()) {
        Ok(stream) => stream,
        Err(_) => {
            // Only a THREAD chunk that does not decode stops the first pass.
            assert!(trace.thread_names().is_err());
            return;
        }
    };
    assert_eq!(stream.header(), &trace.header);
    assert_eq!(
        stream.stopped().map(|s| s.offset()),
        trace.stopped.as_ref().map(|s| s.offset())
    );
    let mut tags: BTreeSet<u8> = [TAG_THREAD, TAG_BLOCKS, TAG_PATHS, TAG_PATHIDS].into();
    tags.extend(trace.chunks.iter().map(|c| c.tag));
    for tag in tags {
        let threads = trace.threads(tag).expect("the names decode");
        assert_eq!(stream.threads(tag).expect("the names decode"), threads);
        for (thread, _) in threads {
            let in_memory: Vec<Chunk> = trace
                .chunks(tag, thread)
                .expect("chunks in memory")
                .map(|c| c.expect("a chunk in memory"))
                .collect();
            let streamed: Vec<Chunk> = stream
                .chunks(tag, thread)
                .expect("the file is there")
                .map(|c| c.expect("a chunk read before"))
                .collect();
            assert_eq!(streamed, in_memory);
        }
    }
}
