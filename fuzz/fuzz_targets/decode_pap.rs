//! The `pap` decoder on a trace of the `pap` fixture's metadata whose chunks are the input:
//! trace chunks (tag, thread, length, payload, CRC) whose CRCs are recomputed, so that every
//! input reaches the decoder.
#![no_main]

use std::sync::LazyLock;

use android_runtime::Scheme;
use libfuzzer_sys::fuzz_target;
use trace_parser::Decoder;

static DECODER: LazyLock<Decoder> = LazyLock::new(|| adaptrace_fuzz::decoder("pap"));

fuzz_target!(|data: &[u8]| {
    let header = adaptrace_fuzz::header(&DECODER, Scheme::Pap);
    adaptrace_fuzz::decode(&DECODER, Scheme::Pap, &header, data);
});
