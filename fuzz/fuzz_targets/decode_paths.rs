//! The `paths` decoder on a trace of the `paths` fixture's metadata. The input's first byte
//! picks the header's coder (bit 0) and model status (bits 1-3; 0 is "loaded", then the trace
//! names generation 1, which the decoder has: the fixture's learned model, so that pinned
//! decisions and predicted callees are decoded) and how the trace is decoded (bit 6: in memory,
//! or streamed from its file and printed in the `--emit` format of bits 4-5). Setting up a
//! `paths` decode takes a table per coding context, tens of thousands even for this small
//! program, so each input is decoded once, not every way as the other decoders' targets do. The
//! rest of the input are trace chunks (tag, thread, length, payload, CRC) whose CRCs are
//! recomputed, so that every input reaches the decoder.
//!
//! No cycle of the fixture's CFGs is made of pinned decisions only. A loop whose every decision
//! is pinned may run up to `PINNED_STEPS_MAX` (2^30) times between two tokens, so any stream
//! that reaches one decodes to a billion blocks per token: minutes of honest work, which the
//! fuzzer's timeout would take for a hang.
#![no_main]

use std::sync::LazyLock;

use android_runtime::trace::{ModelStatus, TraceHeader};
use android_runtime::Scheme;
use libfuzzer_sys::fuzz_target;
use trace_parser::Decoder;

static DECODER: LazyLock<Decoder> = LazyLock::new(adaptrace_fuzz::paths_decoder);

fuzz_target!(|data: &[u8]| {
    let Some((&flags, chunks)) = data.split_first() else {
        return;
    };
    let model_status = ModelStatus::from_code(u32::from(flags >> 1 & 7));
    let header = TraceHeader {
        model_generation: u32::from(model_status == ModelStatus::Loaded),
        model_status,
        coder: u32::from(flags & 1),
        ..adaptrace_fuzz::header(&DECODER, Scheme::Paths)
    };
    let bytes = adaptrace_fuzz::trace_bytes(&header, chunks);
    if flags & 0x40 == 0 {
        adaptrace_fuzz::decode_in_memory(&DECODER, Scheme::Paths, &bytes);
    } else {
        let emit = adaptrace_fuzz::EMITS[usize::from(flags >> 4 & 3)];
        adaptrace_fuzz::decode_streamed(&DECODER, Scheme::Paths, &bytes, &[emit]);
    }
});
