use super::*;
use android_runtime::meta::{BlockMeta, MethodMeta, StepMeta, METADATA_VERSION};
use android_runtime::pathids::{BlEdge, TAG_PATHIDS};

/// Method 0: block 0 branches to 1 (which calls, step 0) or 2; both go to 3, which loops back
/// to 0 or goes on to 4, which returns. Method 1: one block that returns.
fn meta() -> Metadata {
    let method = |name: &str, blocks: Vec<BlockMeta>, steps: Vec<StepMeta>| MethodMeta {
        inferred: false,
        calls: None,
        steps,
        ..MethodMeta::new("LA;", name, blocks)
    };
    Metadata {
        version: METADATA_VERSION,
        tool: "test".into(),
        input: "x.dex".into(),
        package: None,
        schemes: vec!["pap".into()],
        methods: vec![
            method(
                "m",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                    BlockMeta::with_edges(&[(Some(3), "goto")]),
                    BlockMeta::with_edges(&[(Some(3), "fallthrough")]),
                    BlockMeta::with_edges(&[(Some(0), "taken"), (Some(4), "not-taken")]),
                    BlockMeta::with_edges(&[(None, "return")]),
                ],
                vec![StepMeta {
                    block: 1,
                    site: Some(0),
                    callee: None,
                    guess: false,
                    ..Default::default()
                }],
            ),
            method(
                "callee",
                vec![BlockMeta::with_edges(&[(None, "return")])],
                Vec::new(),
            ),
        ],
        skipped: Vec::new(),
    }
}

/// The value the runtime logs for `path` (blocks of method 0 from its first).
fn value(numbering: Numbering, m: &MethodNumbering, path: &[u32]) -> u64 {
    let mut v = numbering.start();
    for w in path.windows(2) {
        match numbering {
            Numbering::Pap => {
                if let Some((n, i)) = m.pap_edge(w[0], w[1]) {
                    v = v * u64::from(n) + u64::from(i);
                }
            }
            Numbering::Bl => match m.bl_edge(w[0], w[1]) {
                Some(BlEdge::Add(a)) => v += a,
                other => panic!("edge {w:?} is {other:?}"),
            },
        }
    }
    v
}

/// Writes records as the runtime does.
struct Records {
    bytes: Vec<u8>,
    count: u32,
}

impl Records {
    fn tag(&mut self, tag: u8) -> &mut Self {
        self.bytes.push(tag);
        self.count += 1;
        self
    }

    fn varint(&mut self, mut v: u32) -> &mut Self {
        loop {
            let low = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.bytes.push(low);
                return self;
            }
            self.bytes.push(low | 0x80);
        }
    }

    fn word(&mut self, v: u64) -> &mut Self {
        self.bytes.extend_from_slice(&v.to_le_bytes());
        self
    }
}

/// The records of a run of method 0: 0 2 3, back to 0, 1 (calls method 1 at step 0, which
/// returns), 3 4, return.
fn script(numbering: Numbering) -> Records {
    let program = Program::new(&meta()).unwrap();
    let m = &program.method(0).numbers;
    let pap = numbering == Numbering::Pap;
    let mut r = Records {
        bytes: Vec::new(),
        count: 0,
    };
    r.tag(record::ENTER_TOP).varint(0);
    if pap {
        r.tag(record::ENTER)
            .word(value(numbering, m, &[0, 2, 3, 0, 1]))
            .varint(0)
            .varint(1);
        r.tag(record::RETURN).word(1).varint(0);
        r.tag(record::RETURN)
            .word(value(numbering, m, &[1, 3, 4]))
            .varint(4);
    } else {
        let Some(BlEdge::Cut(cut)) = m.bl_edge(3, 0) else {
            panic!("3 -> 0 is not cut");
        };
        r.tag(record::BACK)
            .word(value(numbering, m, &[0, 2, 3]))
            .varint(cut);
        r.tag(record::ENTER)
            .word(value(numbering, m, &[0, 1]))
            .varint(0)
            .varint(1);
        r.tag(record::RETURN).word(0);
        r.tag(record::RETURN).word(value(numbering, m, &[1, 3, 4]));
    }
    r
}

fn expected() -> Vec<Event> {
    let b = |method, block| Event::Block { method, block };
    let caller = Some(CallSite { method: 0, site: 0 });
    vec![
        Event::Enter {
            method: 0,
            caller: None,
        },
        b(0, 0),
        b(0, 2),
        b(0, 3),
        b(0, 0),
        b(0, 1),
        Event::Enter { method: 1, caller },
        b(1, 0),
        Event::Exit {
            method: 1,
            caller,
            how: Leave::Return,
        },
        b(0, 3),
        b(0, 4),
        Event::Exit {
            method: 0,
            caller: None,
            how: Leave::Return,
        },
    ]
}

/// A PATHIDS chunk at byte 0 of thread 0 with `count` records `bytes` numbered `numbering`.
fn chunk(numbering: Numbering, bytes: &[u8], count: u32) -> Chunk {
    let mut payload = numbering.code().to_be_bytes().to_vec();
    payload.extend(count.to_be_bytes());
    payload.extend(bytes);
    Chunk {
        offset: 0,
        tag: TAG_PATHIDS,
        thread: 0,
        payload,
    }
}

fn decode(numbering: Numbering, bytes: &[u8], count: u32) -> (Vec<Event>, ThreadEnd) {
    let program = Program::new(&meta()).unwrap();
    let mut chunks = std::iter::once(Ok(chunk(numbering, bytes, count)));
    let mut events = Vec::new();
    let end = decode_thread_into(&mut chunks, &program, numbering, &mut |e| events.push(e));
    (events, end)
}

#[test]
fn scripted_runs_decode_to_their_blocks() {
    for numbering in [Numbering::Pap, Numbering::Bl] {
        let r = script(numbering);
        let (events, end) = decode(numbering, &r.bytes, r.count);
        assert_eq!(end, ThreadEnd::Complete, "{numbering:?}");
        assert_eq!(events, expected(), "{numbering:?}");
        let payload = Payload {
            offset: 0,
            numbering: numbering.code(),
            records: r.count,
            bytes: &r.bytes,
        };
        let counts = tally(&[payload], numbering).unwrap();
        assert_eq!(counts.iter().sum::<u64>(), u64::from(r.count));
    }
}

#[test]
fn cut_records_give_prefixes_and_garbage_never_panics() {
    for numbering in [Numbering::Pap, Numbering::Bl] {
        let r = script(numbering);
        let full = expected();
        for cut in 0..r.bytes.len() {
            // The record count no longer matches: the thread is invalid, with a prefix.
            let (events, end) = decode(numbering, &r.bytes[..cut], r.count);
            assert!(full.starts_with(&events), "{numbering:?} cut at {cut}");
            assert!(matches!(end, ThreadEnd::Invalid { .. }), "{end:?}");
        }
        // Every byte flipped in every way: an error or some decode, never a panic.
        for at in 0..r.bytes.len() {
            for bit in 0..8 {
                let mut bytes = r.bytes.clone();
                bytes[at] ^= 1 << bit;
                let _ = decode(numbering, &bytes, r.count);
            }
        }
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for _ in 0..2000 {
            let len = (seed % 40) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    seed as u8
                })
                .collect();
            let (events, _) = decode(numbering, &bytes, 3);
            // Whatever it decodes names only blocks the methods have.
            for e in events {
                if let Event::Block { method, block } = e {
                    assert!(method < 2 && block < [5, 1][method as usize], "{e:?}");
                }
            }
        }
    }
}

#[test]
fn a_chunk_of_the_other_numbering_is_refused() {
    let r = script(Numbering::Pap);
    let program = Program::new(&meta()).unwrap();
    let mut chunks = std::iter::once(Ok(chunk(Numbering::Pap, &r.bytes, r.count)));
    let end = decode_thread_into(&mut chunks, &program, Numbering::Bl, &mut |_| {});
    let ThreadEnd::Invalid { event, reason } = end else {
        panic!("{end:?}");
    };
    assert_eq!(event, 0);
    assert!(reason.contains("`bl`"), "{reason}");
    assert!(Payload::parse(&[0, 0, 0], 7).is_err());
}

/// Back in block 1 after a call from its step 0, a second call from the same step is fine
/// (framework code calling back twice); a step the method does not have is refused, naming the
/// record.
#[test]
fn a_second_callee_of_a_step_decodes_and_an_unknown_step_is_refused() {
    let program = Program::new(&meta()).unwrap();
    let m = &program.method(0).numbers;
    let mut r = Records {
        bytes: Vec::new(),
        count: 0,
    };
    r.tag(record::ENTER_TOP).varint(0);
    r.tag(record::ENTER)
        .word(value(Numbering::Pap, m, &[0, 1]))
        .varint(0)
        .varint(1);
    r.tag(record::RETURN).word(1).varint(0);
    r.tag(record::ENTER).word(1).varint(0).varint(1);
    r.tag(record::RETURN).word(1).varint(0);
    r.tag(record::ENTER).word(1).varint(5).varint(1);
    let (_, end) = decode(Numbering::Pap, &r.bytes, r.count);
    let ThreadEnd::Invalid { event, reason } = end else {
        panic!("{end:?}");
    };
    assert_eq!(event, 5);
    assert!(reason.contains("step 5"), "{reason}");
}
