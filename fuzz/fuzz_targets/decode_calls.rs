//! The `calls` decoder on a trace of the `calls` fixture's metadata. The input's first byte
//! picks the header's coder (its value mod 3: 0 `range`, 1 `adaptracer`, 2 raw records); the
//! trace names no model, so coded records start from uniform contexts. The rest of the input are
//! trace chunks (tag, thread, length, payload, CRC) whose CRCs are recomputed, so that every
//! input reaches the coder's decoder and the grammar's walk; the trace is decoded both ways and
//! printed in every format.
#![no_main]

use std::sync::LazyLock;

use android_runtime::Scheme;
use libfuzzer_sys::fuzz_target;
use trace_parser::Decoder;

static DECODER: LazyLock<Decoder> = LazyLock::new(|| adaptrace_fuzz::decoder("calls"));

fuzz_target!(|data: &[u8]| {
    let Some((&coder, chunks)) = data.split_first() else {
        return;
    };
    let header = android_runtime::trace::TraceHeader {
        schemes: Scheme::Blocks.bit() | Scheme::Calls.bit(),
        coder: u32::from(coder % 3),
        ..adaptrace_fuzz::header(&DECODER, Scheme::Calls)
    };
    adaptrace_fuzz::decode(&DECODER, Scheme::Calls, &header, chunks);
});
