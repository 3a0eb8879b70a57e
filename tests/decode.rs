//! `adaptrace decode` on traces that are damaged, cut short or paired with the wrong metadata:
//! a clear message naming the file and position, and what can be decoded is decoded.

mod common;

use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use adaptrace_test_support::{tier, Tier};
use android_runtime::trace::parse_trace;
use trace_parser::emit::{self, Emit};
use trace_parser::Decoder;

use common::{
    assemble_program, decode, decode_output, host_run, instrument_blocks, traces_in, ADAPTRACE,
};

/// Instruments and runs test program `name`; returns (trace file, metadata dir).
fn traced(name: &str, work: &Path) -> (PathBuf, PathBuf) {
    let dex = work.join(format!("{name}.dex"));
    assemble_program(name, &dex);
    let instrumented = work.join(format!("{name}.instrumented.dex"));
    let meta = work.join(format!("{name}.adaptrace"));
    instrument_blocks(&dex, &instrumented, &meta);
    let traces = work.join(format!("{name}-traces"));
    let out = host_run(&instrumented, name, &traces);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let files = traces_in(&traces);
    assert_eq!(files.len(), 1);
    (files[0].clone(), meta)
}

#[test]
fn damaged_and_mismatched_traces() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let (trace, meta) = traced("recursion", work.path());
    let (full, _) = decode(&trace, &meta, "blocks");
    let bytes = fs::read(&trace).unwrap();
    assert!(bytes.len() > 200, "a trace with several chunks");

    // Cut inside the last chunk: everything before it decodes, and the tool says where it stops.
    let cut = work.path().join("cut.adtrace");
    fs::write(&cut, &bytes[..bytes.len() - 3]).unwrap();
    let out = decode_output(&cut, &meta, "blocks");
    assert!(out.status.success());
    let partial = String::from_utf8(out.stdout).unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(full.starts_with(&partial), "a prefix of the full decode");
    assert!(partial.len() < full.len());
    assert!(
        stderr.contains("cut.adtrace") && stderr.contains("ends inside a chunk"),
        "{stderr}"
    );

    // A flipped byte in the payload: decoded up to the damaged chunk, with the offset.
    let flipped = work.path().join("flipped.adtrace");
    let mut damaged = bytes.clone();
    let at = damaged.len() - 10;
    damaged[at] ^= 0x40;
    fs::write(&flipped, &damaged).unwrap();
    let out = decode_output(&flipped, &meta, "summary");
    assert!(out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("flipped.adtrace: byte ") && stderr.contains("CRC32"),
        "{stderr}"
    );

    // Not a trace at all: an error naming the file, nothing on stdout.
    let junk = work.path().join("junk.adtrace");
    fs::write(&junk, b"this is not a trace file, it is text").unwrap();
    let out = decode_output(&junk, &meta, "blocks");
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("junk.adtrace") && stderr.contains("not an adaptrace trace"),
        "{stderr}"
    );

    // The metadata of another build: refused, never decoded wrongly.
    let (_, other_meta) = traced("loops", work.path());
    let out = decode_output(&trace, &other_meta, "blocks");
    assert!(!out.status.success());
    assert!(out.stdout.is_empty());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("metadata"), "{stderr}");

    // A directory that holds no metadata.
    let out = decode_output(&trace, work.path(), "blocks");
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("metadata.json"), "{stderr}");
}

/// Cutting a multi-threaded trace at every byte after its header: decoding never fails, and
/// each thread's decoded blocks are a prefix of what the whole file gives for that thread.
#[test]
fn every_cut_of_a_trace_decodes_to_a_prefix_per_thread() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = tempfile::tempdir().unwrap();
    let (trace, meta) = traced("threads", work.path());
    let decoder = Decoder::open(&meta).unwrap();
    let bytes = fs::read(&trace).unwrap();
    let per_thread = |bytes: &[u8]| -> BTreeMap<String, Vec<String>> {
        let file = parse_trace(bytes, &trace).unwrap();
        let decoded = decoder.decode(file).unwrap();
        let mut text = Vec::new();
        let (_, run) = decoded.default_record().unwrap();
        emit::write(&mut text, run, decoder.metadata(), Emit::Blocks).unwrap();
        let mut threads = BTreeMap::new();
        for line in String::from_utf8(text).unwrap().lines() {
            let (thread, rest) = line.split_once('\t').unwrap();
            threads
                .entry(thread.to_string())
                .or_insert_with(Vec::new)
                .push(rest.to_string());
        }
        threads
    };
    let full = per_thread(&bytes);
    assert_eq!(full.len(), 3, "main and two workers");
    let header = usize::from(android_runtime::trace::HEADER_LEN);
    let mut shorter = 0;
    for cut in header..bytes.len() {
        let part = per_thread(&bytes[..cut]);
        for (thread, lines) in &part {
            let whole = &full[thread];
            assert!(whole.starts_with(lines), "cut at {cut}: thread {thread}");
        }
        let count = |t: &BTreeMap<String, Vec<String>>| t.values().map(Vec::len).sum::<usize>();
        shorter += usize::from(count(&part) < count(&full));
    }
    assert!(shorter > 0, "some cuts lose events");
}

#[test]
fn unknown_scheme_lists_the_known_ones() {
    if !tier(Tier::Jvm) {
        return;
    }
    let out = Command::new(ADAPTRACE)
        .args(["instrument", "x.dex", "--scheme", "bogus"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("bogus") && stderr.contains("blocks"),
        "{stderr}"
    );
}
