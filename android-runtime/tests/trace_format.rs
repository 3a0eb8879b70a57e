//! Trace files: writer/reader round trips, and every truncation and flipped byte of a small
//! trace gives the good chunks before the damage plus a message with its offset, never a panic.

use std::path::Path;

use android_runtime::trace::{
    frame_chunk, parse_trace, read_trace, BlockEvent, Chunk, ModelStatus, TraceError, TraceHeader,
    TraceReader, TraceWriter, HEADER_LEN, TAG_BLOCKS, TAG_THREAD,
};

const PATH: &str = "/traces/1700000000000-4242.adtrace";

fn header() -> TraceHeader {
    TraceHeader {
        schemes: 1,
        metadata_hash: 0xfedc_ba98_7654_3210,
        model_generation: 0x8000_0002,
        pid: 4242,
        start_ms: 1_700_000_000_000,
        model_status: ModelStatus::NoFile,
        coder: 1,
    }
}

fn words(events: &[BlockEvent]) -> Vec<u32> {
    events.iter().map(|e| e.encode().unwrap()).collect()
}

fn main_events() -> (Vec<BlockEvent>, Vec<BlockEvent>) {
    use BlockEvent::*;
    (
        vec![Enter { method: 1 }, Block { index: 0 }, Site { index: 0 }],
        vec![
            Enter { method: 2 },
            Block { index: 3 },
            Unwound { depth: 1 },
            Site { index: 1 },
            Catch { depth: 1 },
            Block { index: 4 },
            Exit,
            Uncaught,
        ],
    )
}

fn worker_events() -> Vec<BlockEvent> {
    use BlockEvent::*;
    vec![Enter { method: 7 }, Block { index: 1 }, Exit]
}

/// Header, then THREAD main, BLOCKS main, THREAD worker, BLOCKS worker, BLOCKS main.
fn small_trace() -> Vec<u8> {
    let (m1, m2) = main_events();
    let mut w = TraceWriter::new(Vec::new(), &header()).unwrap();
    w.thread(0, "main").unwrap();
    w.blocks(0, &words(&m1)).unwrap();
    w.thread(1, "wörker €").unwrap();
    w.blocks(1, &words(&worker_events())).unwrap();
    w.blocks(0, &words(&m2)).unwrap();
    w.into_inner()
}

/// Offsets at which the chunks of `small_trace` start, and the end of the file.
fn boundaries(bytes: &[u8]) -> Vec<u64> {
    let mut b = vec![u64::from(HEADER_LEN)];
    let mut at = usize::from(HEADER_LEN);
    while at < bytes.len() {
        let len = u32::from_be_bytes(bytes[at + 5..at + 9].try_into().unwrap()) as usize;
        at += 13 + len;
        b.push(at as u64);
    }
    assert_eq!(at, bytes.len());
    b
}

#[test]
fn round_trip_gives_header_chunks_and_threads() {
    let bytes = small_trace();
    let t = parse_trace(&bytes, PATH).unwrap();
    assert_eq!(t.header, header());
    assert!(t.is_complete(), "{:?}", t.stopped);
    assert_eq!(t.chunks.len(), 5);
    let tags: Vec<(u8, u32)> = t.chunks.iter().map(|c| (c.tag, c.thread)).collect();
    assert_eq!(
        tags,
        [
            (TAG_THREAD, 0),
            (TAG_BLOCKS, 0),
            (TAG_THREAD, 1),
            (TAG_BLOCKS, 1),
            (TAG_BLOCKS, 0)
        ]
    );
    let offsets: Vec<u64> = t.chunks.iter().map(|c| c.offset).collect();
    assert_eq!(offsets, boundaries(&bytes)[..5]);
    let last = &t.chunks[4];
    assert_eq!(last.offset + last.len_on_disk(), bytes.len() as u64);
    let threads = t.blocks().unwrap();
    assert_eq!(threads.len(), 2);
    let (m1, m2) = main_events();
    assert_eq!(threads[0].name.as_deref(), Some("main"));
    assert_eq!(threads[0].events, [m1, m2].concat());
    assert_eq!(threads[0].chunks, 2);
    assert_eq!(threads[1].name.as_deref(), Some("wörker €"));
    assert_eq!(threads[1].events, worker_events());
}

#[test]
fn read_trace_reads_files_and_names_missing_ones() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(header().file_name());
    std::fs::write(&path, small_trace()).unwrap();
    let t = read_trace(&path).unwrap();
    assert_eq!(t.chunks.len(), 5);
    assert_eq!(t.path, path);

    let missing = dir.path().join("missing.adtrace");
    let err = read_trace(&missing).unwrap_err();
    assert!(matches!(err, TraceError::Io { .. }));
    assert!(err.to_string().contains("missing.adtrace"), "{err}");
}

#[test]
fn reader_iterates_chunks() {
    let bytes = small_trace();
    let mut r = TraceReader::new(&bytes[..], PATH).unwrap();
    assert_eq!(*r.header(), header());
    assert_eq!(r.offset(), u64::from(HEADER_LEN));
    let chunks: Vec<Chunk> = r.by_ref().collect::<Result<_, _>>().unwrap();
    assert_eq!(chunks.len(), 5);
    assert_eq!(r.offset(), bytes.len() as u64);
    assert!(r.next().is_none());
}

#[test]
fn every_truncation_keeps_the_whole_chunks_before_it() {
    let bytes = small_trace();
    let bounds = boundaries(&bytes);
    for cut in 0..=bytes.len() {
        let result = parse_trace(&bytes[..cut], PATH);
        if cut < usize::from(HEADER_LEN) {
            let err = result.unwrap_err();
            assert!(
                matches!(err, TraceError::TruncatedHeader { len, .. } if len == cut as u64),
                "cut {cut}: {err:?}"
            );
            assert!(err.to_string().starts_with(PATH), "{err}");
            continue;
        }
        let t = result.unwrap();
        let whole = bounds.iter().filter(|&&b| b <= cut as u64).count() - 1;
        assert_eq!(t.chunks.len(), whole, "cut {cut}");
        if bounds.contains(&(cut as u64)) {
            assert!(t.is_complete(), "cut {cut}: {:?}", t.stopped);
        } else {
            let err = t.stopped.unwrap();
            match &err {
                TraceError::TruncatedChunk {
                    offset,
                    available,
                    chunks,
                    ..
                } => {
                    assert_eq!(*offset, bounds[whole], "cut {cut}");
                    assert_eq!(*available, cut as u64 - bounds[whole], "cut {cut}");
                    assert_eq!(*chunks, whole);
                }
                other => panic!("cut {cut}: {other:?}"),
            }
            let msg = err.to_string();
            assert!(msg.starts_with(PATH), "{msg}");
            assert!(msg.contains(&format!("byte {}", bounds[whole])), "{msg}");
        }
    }
}

#[test]
fn every_flipped_byte_is_caught_where_it_is() {
    let bytes = small_trace();
    let bounds = boundaries(&bytes);
    for at in 0..bytes.len() {
        for mask in [0x01u8, 0x80, 0xff] {
            let mut b = bytes.clone();
            b[at] ^= mask;
            let result = parse_trace(&b, PATH);
            if at < usize::from(HEADER_LEN) {
                let err = result.unwrap_err();
                let expected = match at {
                    0..=3 => matches!(err, TraceError::BadMagic { .. }),
                    4 | 5 => matches!(err, TraceError::Version { .. }),
                    // A longer header swallows chunk bytes: its CRC no longer matches.
                    6 | 7 => matches!(
                        err,
                        TraceError::HeaderLength { .. }
                            | TraceError::HeaderCrc { .. }
                            | TraceError::TruncatedHeader { .. }
                    ),
                    _ => matches!(err, TraceError::HeaderCrc { offset: 44, .. }),
                };
                assert!(expected, "byte {at} ^ {mask:#x}: {err:?}");
                assert!(err.offset().is_some());
                assert!(err.to_string().starts_with(PATH));
                continue;
            }
            let t = result.unwrap();
            let damaged = bounds.iter().filter(|&&o| o <= at as u64).count() - 1;
            assert_eq!(t.chunks.len(), damaged, "byte {at} ^ {mask:#x}");
            assert_eq!(
                t.chunks[..],
                parse_trace(&bytes, PATH).unwrap().chunks[..damaged]
            );
            let err = t
                .stopped
                .unwrap_or_else(|| panic!("byte {at} ^ {mask:#x} not detected"));
            assert!(err.is_damage());
            assert_eq!(err.offset(), Some(bounds[damaged]), "byte {at}: {err}");
            assert!(err
                .to_string()
                .contains(&format!("byte {}", bounds[damaged])));
        }
    }
}

#[test]
fn huge_length_claim_is_a_truncation_not_an_allocation() {
    let mut bytes = header().to_bytes().to_vec();
    bytes.push(TAG_BLOCKS);
    bytes.extend_from_slice(&0u32.to_be_bytes());
    bytes.extend_from_slice(&u32::MAX.to_be_bytes());
    bytes.extend_from_slice(&[0x20, 0, 0, 1]);
    let t = parse_trace(&bytes, PATH).unwrap();
    assert!(t.chunks.is_empty());
    match t.stopped.unwrap() {
        TraceError::TruncatedChunk {
            offset,
            available,
            needed,
            ..
        } => {
            assert_eq!((offset, available), (u64::from(HEADER_LEN), 13));
            assert_eq!(needed, 13 + u64::from(u32::MAX));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn bad_payloads_with_good_crcs_are_errors_with_offsets() {
    let mut bytes = header().to_bytes().to_vec();
    bytes.extend(frame_chunk(TAG_BLOCKS, 0, &[0x10, 0, 0, 1, 0x20, 0, 0]).unwrap());
    let err = parse_trace(&bytes, PATH).unwrap().blocks().unwrap_err();
    assert!(matches!(err, TraceError::Payload { .. }));
    assert_eq!(err.offset(), Some(u64::from(HEADER_LEN) + 9));
    assert!(err.to_string().contains("not a whole number"), "{err}");

    let mut bytes = header().to_bytes().to_vec();
    bytes.extend(frame_chunk(TAG_BLOCKS, 0, &[0x10, 0, 0, 1, 0x70, 0, 0, 0]).unwrap());
    let err = parse_trace(&bytes, PATH).unwrap().blocks().unwrap_err();
    assert_eq!(err.offset(), Some(u64::from(HEADER_LEN) + 13));
    assert!(err.to_string().contains("0x70000000"), "{err}");

    let mut bytes = header().to_bytes().to_vec();
    bytes.extend(frame_chunk(TAG_THREAD, 3, &[0, 5, b'a']).unwrap());
    let err = parse_trace(&bytes, PATH)
        .unwrap()
        .thread_names()
        .unwrap_err();
    assert_eq!(err.offset(), Some(u64::from(HEADER_LEN) + 9));
}

#[test]
fn unknown_tags_are_kept_for_other_schemes() {
    let mut w = TraceWriter::new(Vec::new(), &header()).unwrap();
    w.chunk(0x42, 5, b"opaque").unwrap();
    w.blocks(5, &[0x1000_0001]).unwrap();
    let t = parse_trace(&w.into_inner(), PATH).unwrap();
    assert_eq!(t.chunks[0].tag, 0x42);
    assert_eq!(t.chunks[0].payload, b"opaque");
    let threads = t.blocks().unwrap();
    assert_eq!(threads[0].thread, 5);
    assert_eq!(threads[0].name, None);
}

#[test]
fn long_names_are_cut_like_the_runtime_cuts_them() {
    let name = "n".repeat(1500);
    let mut w = TraceWriter::new(Vec::new(), &header()).unwrap();
    w.thread(0, &name).unwrap();
    let t = parse_trace(&w.into_inner(), PATH).unwrap();
    assert_eq!(t.thread_names().unwrap()[&0], "n".repeat(1000));
}

#[test]
fn arbitrary_bytes_never_panic() {
    // A fixed xorshift stream: garbage after a valid header, and garbage from byte 0.
    let mut x = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        x
    };
    let valid = small_trace();
    for round in 0..3000 {
        let len = (next() % 200) as usize;
        let mut b: Vec<u8> = if round % 2 == 0 {
            valid[..usize::from(HEADER_LEN)].to_vec()
        } else {
            Vec::new()
        };
        b.extend((0..len).map(|_| next() as u8));
        if round % 3 == 0 && b.len() > 2 {
            // Mostly-valid files: a real trace with a few random bytes changed.
            b = valid.clone();
            for _ in 0..1 + next() % 4 {
                let i = (next() as usize) % b.len();
                b[i] = next() as u8;
            }
        }
        if let Ok(t) = parse_trace(&b, Path::new(PATH)) {
            let _ = t.blocks();
            let _ = t.thread_names();
            if let Some(e) = t.stopped {
                assert!(e.is_damage());
            }
        }
    }
}
