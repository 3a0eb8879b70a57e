use super::sim::{self, execute, Action, EncodedChunk, Execution, ThreadEncoder};
use super::*;
use crate::blocks;
use android_runtime::meta::{BlockMeta, MethodMeta, SiteMeta, StepMeta, METADATA_VERSION};
use android_runtime::trace::BlockEvent;

use Action::*;

/// A method whose steps are `(block, is an invoke)`; invokes get consecutive site ordinals and
/// guess their callees.
fn method(class: &str, name: &str, blocks: Vec<BlockMeta>, steps: &[(u32, bool)]) -> MethodMeta {
    let mut sites = Vec::new();
    let steps = steps
        .iter()
        .map(|&(block, invoke)| StepMeta {
            block,
            site: invoke.then(|| {
                sites.push(SiteMeta {
                    block,
                    opcode: "invoke-static".into(),
                    target: "LX;->x()V".into(),
                });
                sites.len() as u32 - 1
            }),
            callee: None,
            guess: invoke,
            ..Default::default()
        })
        .collect();
    MethodMeta {
        inferred: false,
        calls: None,
        sites,
        steps,
        ..MethodMeta::new(class, name, blocks)
    }
}

const CATCH: &str = "catch Ljava/lang/Exception;";
const MAIN: u32 = 0;
const F: u32 = 1;
const G: u32 = 2;
const CLINIT: u32 = 3;
const SPIN: u32 = 4;
const MANY: u32 = 5;
const TWO_HANDLERS: u32 = 6;

/// The test program:
/// - 0 `main`: b0 invoke -> b1 loop test (taken b3, not-taken b2); b2 invoke, goto b1; b3
///   switch (b4, b5, b4 again, default b6); b4 invoke -> b6; b5 init step -> b6; b6 return.
/// - 1 `f`: b0 invoke -> b1 if (b2, b4); b2 throws; b3 handler returns; b4 invoke, return;
///   b0..b2 are covered by the handler.
/// - 2 `g`: b0 invoke -> b1 return.
/// - 3 `<clinit>`: return. 4 `spin`: `goto` itself. 5 `many`: 20 invokes, return.
/// - 6 `twoHandlers`: b0 invoke, covered by handlers b2 (typed) and b3 (catch-all).
fn meta() -> Metadata {
    let ret = || BlockMeta::with_edges(&[(None, "return")]);
    Metadata {
        version: METADATA_VERSION,
        tool: "test".into(),
        input: "t.dex".into(),
        package: None,
        schemes: vec!["blocks".into(), "paths".into()],
        methods: vec![
            method(
                "LA;",
                "main",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "fallthrough")]),
                    BlockMeta::with_edges(&[(Some(3), "taken"), (Some(2), "not-taken")]),
                    BlockMeta::with_edges(&[(Some(1), "goto")]),
                    BlockMeta::with_edges(&[
                        (Some(4), "case 0"),
                        (Some(5), "case 1"),
                        (Some(4), "case 2"),
                        (Some(6), "default"),
                    ]),
                    BlockMeta::with_edges(&[(Some(6), "goto")]),
                    BlockMeta::with_edges(&[(Some(6), "goto")]),
                    ret(),
                ],
                &[(0, true), (2, true), (4, true), (5, false)],
            ),
            method(
                "LB;",
                "f",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "fallthrough"), (Some(3), CATCH)]),
                    BlockMeta::with_edges(&[
                        (Some(2), "taken"),
                        (Some(4), "not-taken"),
                        (Some(3), CATCH),
                    ]),
                    BlockMeta::with_edges(&[(None, "throw"), (Some(3), CATCH)]),
                    ret(),
                    ret(),
                ],
                &[(0, true), (4, true)],
            ),
            method(
                "LB;",
                "g",
                vec![BlockMeta::with_edges(&[(Some(1), "fallthrough")]), ret()],
                &[(0, true)],
            ),
            method("LC;", "<clinit>", vec![ret()], &[]),
            method(
                "LD;",
                "spin",
                vec![BlockMeta::with_edges(&[(Some(0), "goto")])],
                &[],
            ),
            method("LD;", "many", vec![ret()], &[(0, true); 20]),
            method(
                "LD;",
                "twoHandlers",
                vec![
                    BlockMeta::with_edges(&[
                        (Some(1), "fallthrough"),
                        (Some(2), "catch LX;"),
                        (Some(3), "catch-all"),
                    ]),
                    ret(),
                    ret(),
                    ret(),
                ],
                &[(0, true)],
            ),
        ],
        skipped: vec![],
    }
}

fn program() -> Program {
    Program::new(&meta()).unwrap()
}

fn coding(program: &Program, coder: Coder) -> Coding {
    Coding::new(program, coder, None).unwrap()
}

fn payloads(chunks: &[EncodedChunk]) -> Vec<PathsPayload<'_>> {
    chunks
        .iter()
        .map(|c| PathsPayload {
            offset: 100,
            tokens: c.tokens,
            trailing_steps: c.trailing_steps,
            coded: &c.coded,
        })
        .collect()
}

fn decode(
    program: &Program,
    coding: &Coding,
    chunks: &[EncodedChunk],
) -> (ThreadRun, SymbolCounts) {
    let mut counts = SymbolCounts::new(program.layout());
    let run = decode_thread(
        0,
        "main".into(),
        &payloads(chunks),
        program,
        coding,
        &mut counts,
    );
    (run, counts)
}

/// Runs `script` with both coders, with no decision pinned and with every binary decision
/// pinned on successor 0, then on 1 (so each is passed silently or coded as a MISS), and checks
/// that decoding gives back exactly what ran, and that the `blocks` oracle reads the same run
/// from the `blocks` words. Returns the first (unpinned `range`) execution.
fn round_trip(script: &[Action]) -> Execution {
    round_trip_in(&meta(), script)
}

/// [`round_trip`] on the program `meta`.
fn round_trip_in(meta: &Metadata, script: &[Action]) -> Execution {
    let program = Program::new(meta).unwrap();
    let mut first = None;
    for (coder, _) in Coder::ALL {
        for pin in [None, Some(0), Some(1)] {
            let mut coding = coding(&program, coder);
            if let Some(successor) = pin {
                coding.pinned = vec![Some(successor); program.layout().binary_nodes() as usize];
            }
            let x = execute(&program, &coding, script).unwrap();
            let (run, counts) = decode(&program, &coding, &x.chunks);
            assert_eq!(run.end, x.end, "{coder:?}, pinned on {pin:?}");
            assert_eq!(run.events, x.events, "{coder:?}, pinned on {pin:?}");
            assert_eq!(counts, x.counts, "{coder:?}, pinned on {pin:?}");
            check_oracle(meta, &x);
            first.get_or_insert(x);
        }
    }
    first.unwrap()
}

/// The `blocks` words of `x` tell the story its events do.
fn check_oracle(meta: &Metadata, x: &Execution) {
    let oracle = blocks::decode_thread(0, "main".into(), &x.blocks, meta);
    assert_eq!(
        oracle.events, x.events,
        "the blocks words tell another story"
    );
    assert_eq!(oracle.end, x.end);
}

fn blocks_of(x: &Execution, method: u32) -> Vec<u32> {
    x.events
        .iter()
        .filter_map(|e| match e {
            Event::Block { method: m, block } if *m == method => Some(*block),
            _ => None,
        })
        .collect()
}

/// [`meta`] with the invokes that surely enter one method marked (`StepMeta::callee`): main's
/// first (b0) enters g and its second (b2) f; f's first (b0) enters g.
fn sure_meta() -> Metadata {
    let mut meta = meta();
    for (method, step, callee) in [(MAIN, 0, G), (MAIN, 1, F), (F, 0, G)] {
        meta.methods[method as usize].steps[step].callee = Some(callee);
    }
    meta
}

/// The ENTER tokens a run coded.
fn coded_enters(x: &Execution) -> u64 {
    let layout = Program::new(&sure_meta()).unwrap().layout;
    (0..layout.callee_keys())
        .map(|key| {
            x.counts.tables[layout.site(key) as usize]
                .iter()
                .sum::<u64>()
        })
        .sum()
}

#[test]
fn an_entry_a_call_made_due_codes_nothing_and_is_walked_into() {
    let x = round_trip_in(
        &sure_meta(),
        &[
            Top(MAIN),
            Call { step: 0, callee: G },
            Return,
            Take(1),
            Call { step: 1, callee: F },
            Call { step: 0, callee: G },
            // A second entry at the same step (a callback) is coded.
            Call { step: 0, callee: G },
            Return,
            Return,
            Take(1),
            Return,
            Take(0),
            Take(2),
            Return,
        ],
    );
    assert_eq!(x.end, ThreadEnd::Complete);
    // Only the first entry and the callback were coded.
    assert_eq!(coded_enters(&x), 2);
    let enters = x
        .events
        .iter()
        .filter(|e| matches!(e, Event::Enter { .. }))
        .count();
    assert_eq!(enters, 5);
}

/// The NOENTER tokens a run coded.
fn coded_noenters(x: &Execution) -> u64 {
    let layout = program().layout;
    (0..layout.event_buckets())
        .map(|bucket| x.counts.tables[layout.etype(bucket) as usize][ETYPE_NOENTER as usize])
        .sum()
}

#[test]
fn a_callee_entered_again_from_the_same_step_is_guessed_and_codes_nothing() {
    // main's loop invokes g at step 1 (a step that guesses its callee) ten times.
    let mut script = vec![Top(MAIN), Call { step: 0, callee: G }, Return];
    for _ in 0..10 {
        script.extend([Take(1), Call { step: 1, callee: G }, Return]);
    }
    script.extend([Take(0), Take(2), Return]);
    let x = round_trip(&script);
    assert_eq!(x.end, ThreadEnd::Complete);
    // main's entry, g's from step 0, and g's first from step 1; the other nine were guessed.
    assert_eq!(coded_enters(&x), 3);
    assert_eq!(coded_noenters(&x), 0);
}

#[test]
fn a_guessed_callee_that_does_not_come_is_a_noenter_and_the_guess_is_forgotten() {
    let x = round_trip(&[
        Top(MAIN),
        Call { step: 0, callee: G },
        Return,
        Take(1),
        Call { step: 1, callee: G },
        Return,
        // g is guessed at step 1 and not entered (framework code ran): NOENTER before the
        // decision; the guess is forgotten, so the next pass enters nothing and codes nothing.
        Take(1),
        Step(1),
        Take(1),
        Step(1),
        Take(1),
        // A callee that is not the guess: ENTER, and f is the guess from now on.
        Call { step: 1, callee: F },
        Take(1),
        Return,
        Take(1),
        Call { step: 1, callee: F },
        Take(1),
        Return,
        Take(0),
        Take(2),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    assert_eq!(coded_noenters(&x), 1);
    assert_eq!(coded_enters(&x), 4);
}

#[test]
fn an_exception_before_the_guessed_callee_decodes_exactly() {
    let x = round_trip(&[
        Top(F),
        Call { step: 0, callee: G },
        Return,
        Take(1),
        Return,
        // g is guessed at f's step 0; the invoke throws before it runs: CATCH, no NOENTER.
        Top(F),
        Step(0),
        Throw { block: 0 },
        Catch { handler: 0 },
        Return,
        // Still guessed: the next pass enters it for a step.
        Top(F),
        Call { step: 0, callee: G },
        Return,
        Take(1),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    assert_eq!(coded_noenters(&x), 0);
    // Each `f` from no app frame, and g's first entry.
    assert_eq!(coded_enters(&x), 4);
}

/// A caller and an inferred callee (`MethodMeta::inferred`): `main` b0 invokes `inf` (covered
/// by handler b2), falls through to b1, which invokes `inf` again and returns; `inf` goes from
/// b0 to b1 and returns.
fn inferred_meta() -> Metadata {
    let ret = || BlockMeta::with_edges(&[(None, "return")]);
    let mut main = method(
        "LA;",
        "main",
        vec![
            BlockMeta::with_edges(&[(Some(1), "fallthrough"), (Some(2), CATCH)]),
            ret(),
            ret(),
        ],
        &[(0, true), (1, true)],
    );
    for step in &mut main.steps {
        step.callee = Some(1);
    }
    let inf = MethodMeta {
        inferred: true,
        ..MethodMeta::new(
            "LA;",
            "inf",
            vec![BlockMeta::with_edges(&[(Some(1), "goto")]), ret()],
        )
    };
    Metadata {
        methods: vec![main, inf],
        ..meta()
    }
}

#[test]
fn an_inferred_callee_is_walked_at_the_step_after_its_invoke() {
    let x = round_trip_in(
        &inferred_meta(),
        &[
            Top(0),
            Call { step: 0, callee: 1 },
            Call { step: 1, callee: 1 },
            Return,
        ],
    );
    assert_eq!(x.end, ThreadEnd::Complete);
    assert_eq!(blocks_of(&x, 1), [0, 1, 0, 1]);
    // The invoke throws before the callee runs: no step, and the decoder does not enter it.
    let x = round_trip_in(
        &inferred_meta(),
        &[
            Top(0),
            Step(0),
            Throw { block: 0 },
            Catch { handler: 0 },
            Return,
        ],
    );
    assert!(blocks_of(&x, 1).is_empty());
    assert_eq!(blocks_of(&x, 0), [0, 2]);
}

#[test]
fn an_inferred_method_that_does_not_run_one_way_is_refused() {
    let mut meta = inferred_meta();
    meta.methods[1].blocks[0] =
        BlockMeta::with_edges(&[(Some(1), "taken"), (Some(0), "not-taken")]);
    let err = Program::new(&meta).unwrap_err();
    assert!(err.contains("marked inferred"), "{err}");
}

/// `script`, then the rest of `main` (entered by it): g from its first step, the loop left at
/// once, the switch's default.
fn then_main(script: &[Action]) -> Vec<Action> {
    let rest = [
        Call { step: 0, callee: G },
        Return,
        Take(0),
        Take(2),
        Return,
    ];
    [script, &rest].concat()
}

#[test]
fn an_entry_a_token_comes_before_is_coded() {
    // A static initializer runs before the callee: both are coded.
    let clinit_first = round_trip_in(
        &sure_meta(),
        &then_main(&[
            Top(MAIN),
            Call {
                step: 0,
                callee: CLINIT,
            },
            Return,
        ]),
    );
    assert_eq!(coded_enters(&clinit_first), 3);
    // The invoke throws before g is entered; the handler takes it, and the next call's
    // callee is due again.
    let thrown_at_the_call = round_trip_in(
        &sure_meta(),
        &then_main(&[
            Top(F),
            Step(0),
            Throw { block: 0 },
            Catch { handler: 0 },
            Return,
            Top(MAIN),
        ]),
    );
    assert_eq!(coded_enters(&thrown_at_the_call), 2);
    // An exception out of an entered callee unwinds it and its caller.
    let unwound = round_trip_in(
        &sure_meta(),
        &[
            Top(MAIN),
            Call { step: 0, callee: G },
            Throw { block: 1 },
            Unwind,
            Unwind,
            Crash,
        ],
    );
    assert_eq!(unwound.end, ThreadEnd::Crashed);
}

#[test]
fn a_thread_cut_inside_a_callee_it_entered_without_a_token_decodes_to_there() {
    let x = round_trip_in(
        &sure_meta(),
        &[
            Top(MAIN),
            Call { step: 0, callee: G },
            Return,
            Take(1),
            Call { step: 1, callee: F },
            Call { step: 0, callee: G },
            HandOff,
        ],
    );
    assert_eq!(x.end, ThreadEnd::Open { depth: 3 });
    assert_eq!(coded_enters(&x), 1);
}

#[test]
fn loops_and_switches_with_duplicate_targets() {
    let x = round_trip(&[
        Top(MAIN),
        Call { step: 0, callee: G },
        Return,
        Take(1),
        Call { step: 1, callee: G },
        Return,
        Take(1),
        Take(1),
        Take(0),
        Take(1),
        Call {
            step: 3,
            callee: CLINIT,
        },
        Return,
        Return,
        Top(MAIN),
        Take(0),
        Take(2),
        Return,
        Top(MAIN),
        Take(0),
        Take(0),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    assert_eq!(
        blocks_of(&x, MAIN),
        [0, 1, 2, 1, 2, 1, 2, 1, 3, 5, 6, 0, 1, 3, 6, 0, 1, 3, 4, 6]
    );
    // Each return to depth 0 hands the tokens off.
    assert_eq!(x.chunks.len(), 3);
    // The static initializer, entered at an init step, has no call site.
    assert!(x.events.contains(&Event::Enter {
        method: CLINIT,
        caller: None
    }));
}

#[test]
fn nested_calls_and_a_second_callback_at_the_same_step() {
    let x = round_trip(&[
        Top(F),
        Call { step: 0, callee: G },
        Call { step: 0, callee: G },
        Return,
        Call { step: 0, callee: G },
        Return,
        Call { step: 0, callee: G },
        Return,
        Return,
        Take(1),
        Call { step: 1, callee: G },
        Return,
        Return,
    ]);
    let g_from_g = Some(CallSite { method: G, site: 0 });
    let enters: Vec<_> = x
        .events
        .iter()
        .filter(|e| matches!(e, Event::Enter { .. }))
        .cloned()
        .collect();
    assert_eq!(
        enters,
        [
            Event::Enter {
                method: F,
                caller: None
            },
            Event::Enter {
                method: G,
                caller: Some(CallSite { method: F, site: 0 })
            },
            Event::Enter {
                method: G,
                caller: g_from_g
            },
            Event::Enter {
                method: G,
                caller: g_from_g
            },
            Event::Enter {
                method: G,
                caller: g_from_g
            },
            Event::Enter {
                method: G,
                caller: Some(CallSite { method: F, site: 1 })
            },
        ]
    );
    // At g's step 0 the first callee has the key of "no callee there yet"; the second and the
    // third the key of "g came last": the second missed, the third was predicted.
    let layout = program().layout;
    let site = layout.step_id(G, 0);
    let key = |last| layout::callee_key(site, last, layout.callee_keys());
    assert_eq!(x.counts.tables[layout.site(key(-1)) as usize], [1, 0, 0]);
    assert_eq!(
        x.counts.tables[layout.site(key(G as i32)) as usize],
        [1, 1, 0]
    );
}

#[test]
fn exceptions_caught_in_the_frame_two_frames_up_or_with_the_second_handler() {
    let x = round_trip(&[
        Top(F),
        Take(0),
        Throw { block: 2 },
        Catch { handler: 0 },
        Return,
        Top(F),
        Call { step: 0, callee: G },
        Call { step: 0, callee: G },
        Throw { block: 0 },
        Unwind,
        Unwind,
        Catch { handler: 0 },
        Return,
        Top(TWO_HANDLERS),
        Call { step: 0, callee: G },
        Throw { block: 0 },
        Unwind,
        Catch { handler: 1 },
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    assert_eq!(blocks_of(&x, F), [0, 1, 2, 3, 0, 3]);
    assert_eq!(blocks_of(&x, TWO_HANDLERS), [0, 3]);
    let unwinds = x
        .events
        .iter()
        .filter(|e| {
            matches!(
                e,
                Event::Exit {
                    how: Leave::Unwind,
                    ..
                }
            )
        })
        .count();
    assert_eq!(unwinds, 3);
}

#[test]
fn an_exception_framework_code_swallows_leaves_the_caller_in_its_step() {
    let x = round_trip(&[
        Top(F),
        Call { step: 0, callee: G },
        Call { step: 0, callee: G },
        Throw { block: 0 },
        Unwind,
        Return,
        Take(1),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    assert!(x.blocks.contains(&BlockEvent::Unwound { depth: 2 }));
}

#[test]
fn an_uncaught_exception_ends_the_thread_and_code_may_run_after_it() {
    let x = round_trip(&[
        Top(MAIN),
        Call { step: 0, callee: G },
        Throw { block: 0 },
        Unwind,
        Unwind,
        Crash,
        Top(G),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Crashed);
    let x = round_trip(&[Top(G), Throw { block: 0 }, Unwind, Crash]);
    assert_eq!(x.end, ThreadEnd::Crashed);
}

#[test]
fn long_step_counts_escape_and_the_last_steps_come_from_the_chunk() {
    let x = round_trip(&[
        Top(MANY),
        Call {
            step: 19,
            callee: G,
        },
        Return,
        Return,
        Top(MANY),
        Return,
    ]);
    assert_eq!(x.end, ThreadEnd::Complete);
    // The second `many` guesses `g` at step 19, where the first one entered it, and does not
    // enter it: a NOENTER after its 20 steps, whose count escapes as the first ENTER's did;
    // the return is the last chunk's trailing step.
    assert_eq!(x.chunks.last().unwrap().trailing_steps, 1);
    let layout = program().layout;
    let escapes = |etype| {
        (0..layout.event_buckets())
            .map(|bucket| x.counts.tables[layout.delta(bucket, etype) as usize][16])
            .sum::<u64>()
    };
    assert_eq!(escapes(ETYPE_ENTER), 1);
    assert_eq!(escapes(ETYPE_NOENTER), 1);
    assert_eq!(escapes(ETYPE_UNWIND), 0);
}

#[test]
fn chunks_cut_anywhere_decode_and_a_missing_last_chunk_leaves_the_thread_open() {
    let script = [
        Top(F),
        Call { step: 0, callee: G },
        HandOff,
        Call { step: 0, callee: G },
        Return,
        HandOff,
        Return,
        Take(1),
        Return,
    ];
    let x = round_trip(&script);
    assert_eq!(x.chunks.len(), 3);
    let program = program();
    for (coder, _) in Coder::ALL {
        let coding = coding(&program, coder);
        let x = execute(&program, &coding, &script).unwrap();
        for keep in 1..x.chunks.len() {
            let (run, _) = decode(&program, &coding, &x.chunks[..keep]);
            assert!(x.events.starts_with(&run.events), "{coder:?} {keep}");
            assert!(matches!(run.end, ThreadEnd::Open { .. }), "{:?}", run.end);
        }
        let (run, _) = decode(&program, &coding, &x.chunks[..1]);
        assert_eq!(run.end, ThreadEnd::Open { depth: 2 });
        assert_eq!(run.events.len(), 4);
    }
}

/// Decodes what `write` codes with `probes`, as one chunk with `trailing` steps after it.
fn decode_written(
    trailing: u32,
    write: impl Fn(&mut ThreadEncoder<'_>) -> Result<(), CoderError>,
) -> Vec<ThreadRun> {
    let program = program();
    Coder::ALL
        .iter()
        .map(|(coder, _)| {
            let coding = coding(&program, *coder);
            let mut probes = ThreadEncoder::new(program.layout(), &coding);
            write(&mut probes).unwrap();
            let (mut chunks, _) = probes.finish();
            if let Some(last) = chunks.last_mut() {
                last.trailing_steps = trailing;
            }
            decode(&program, &coding, &chunks).0
        })
        .collect()
}

fn assert_invalid(runs: &[ThreadRun], at: usize, words: &str) {
    for run in runs {
        match &run.end {
            ThreadEnd::Invalid { event, reason } => {
                assert!(reason.contains(words), "{reason}");
                assert_eq!(*event, at, "{reason}");
            }
            end => panic!("{end:?}, wanted {words}"),
        }
    }
}

#[test]
fn token_streams_that_do_not_fit_the_program_stop_where_they_are() {
    let layout = program().layout;
    assert_invalid(&decode_written(0, |p| p.edge(0)), 0, "no method open");
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(SPIN)?;
            p.edge(0)
        }),
        1,
        "endless loop with no decision",
    );
    assert_invalid(
        &decode_written(1, |p| p.enter(SPIN)),
        1,
        "endless loop with no step",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(MAIN)?;
            for _ in 0..3 {
                p.step(0)?;
            }
            p.enter(G)
        }),
        1,
        "past the decision at block 1",
    );
    assert_invalid(&decode_written(0, |p| p.enter(7)), 0, "method id 7");
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(F)?;
            p.caught(2, 0, 1, 5)
        }),
        1,
        "a step is in the way",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(F)?;
            p.step(layout.step_id(F, 0))?;
            p.caught(2, 0, 1, 5)
        }),
        1,
        "a decision is in the way",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(F)?;
            p.caught(4, 0, 1, 5)
        }),
        1,
        "does not cover block 4",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(G)?;
            p.caught(0, 0, 1, 2)
        }),
        1,
        "has 0 handlers",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(MAIN)?;
            p.crash()
        }),
        1,
        "died with 1 frames open",
    );
    assert_invalid(
        &decode_written(0, |p| {
            p.enter(G)?;
            p.step(layout.step_id(G, 0))?;
            p.exit()?;
            p.step(0)?;
            p.enter(G)
        }),
        1,
        "a step with no method open",
    );
}

#[test]
fn garbage_never_panics_and_is_mostly_invalid() {
    let program = program();
    let mut state = 0x2545_f491_4f6c_dd1du64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for (coder, _) in Coder::ALL {
        let coding = coding(&program, coder);
        let mut invalid = 0;
        for _ in 0..300 {
            let chunks: Vec<EncodedChunk> = (0..1 + next() % 3)
                .map(|_| EncodedChunk {
                    tokens: match next() % 3 {
                        0 => next() as u32,
                        _ => (next() % 200) as u32 + 1,
                    },
                    trailing_steps: (next() % 50) as u32,
                    coded: (0..next() % 64).map(|_| next() as u8).collect(),
                })
                .collect();
            if matches!(
                decode(&program, &coding, &chunks).0.end,
                ThreadEnd::Invalid { .. }
            ) {
                invalid += 1;
            }
        }
        assert!(invalid > 270, "{coder:?}: only {invalid} of 300 invalid");
    }
    let coding = coding(&program, Coder::Range);
    let huge = [EncodedChunk {
        tokens: u32::MAX,
        trailing_steps: 0,
        coded: vec![1, 2, 3, 4],
    }];
    assert_invalid(
        &[decode(&program, &coding, &huge).0],
        0,
        "claims 4294967295 tokens",
    );
}

#[test]
fn metadata_whose_steps_or_edges_point_outside_the_method_is_refused() {
    let mut m = meta();
    m.methods[G as usize].steps[0].block = 9;
    assert!(Program::new(&m).unwrap_err().contains("block 9"));
    let mut m = meta();
    m.methods[G as usize].blocks[0].edges[0].to = Some(5);
    assert!(Program::new(&m).unwrap_err().contains("block 5"));
}

#[test]
fn a_model_seeds_both_sides_and_must_fit_the_contexts() {
    let program = program();
    let layout = program.layout();
    let script = [
        Top(MAIN),
        Take(1),
        Call { step: 1, callee: G },
        Return,
        Take(0),
        Take(0),
        Return,
    ];
    let x = execute(&program, &coding(&program, Coder::Range), &script).unwrap();
    // The next generation: the symbol counts and each site's most frequent callee.
    let start = PathsStart {
        seeds: x
            .counts
            .tables
            .iter()
            .map(|t| t.iter().map(|&n| n as u32).collect())
            .collect(),
        predictions: x
            .counts
            .callees
            .iter()
            .flat_map(|c| [c.iter().max_by_key(|(_, n)| **n).map(|(m, _)| *m), None])
            .collect(),
    };
    let key = |site| layout::callee_key(site, -1, layout.callee_keys());
    let top = layout.site(key(layout.step_count())) as usize;
    for (coder, _) in Coder::ALL {
        let seeded = Coding::new(&program, coder, Some(&start)).unwrap();
        let y = execute(&program, &seeded, &script).unwrap();
        let (run, counts) = decode(&program, &seeded, &y.chunks);
        assert_eq!(run.events, x.events);
        // Both ENTERs were predicted this time.
        let at_step = layout.site(key(layout.step_id(MAIN, 1))) as usize;
        for context in [top, at_step] {
            assert_eq!(counts.tables[context], [0, 1, 0]);
            assert_eq!(x.counts.tables[context], [1, 0, 0]);
        }
    }
    let mut short = start.clone();
    short.seeds.pop();
    let err = Coding::new(&program, Coder::Range, Some(&short)).unwrap_err();
    assert!(err.contains("other metadata"), "{err}");
    let mut wild = start;
    wild.predictions[2 * key(layout.step_count()) as usize] = Some(99);
    let seeded = Coding::new(&program, Coder::Range, Some(&wild)).unwrap();
    let mut probes = ThreadEncoder::new(layout, &seeded);
    probes.enter(99).unwrap();
    let (run, _) = decode(&program, &seeded, &probes.finish().0);
    assert_invalid(&[run], 0, "method id 99");
}

#[test]
fn a_hand_off_with_steps_but_no_token_writes_an_empty_stream_that_ends_the_walk() {
    let x = round_trip(&[Top(G), HandOff, HandOff, Return]);
    let shape: Vec<_> = x
        .chunks
        .iter()
        .map(|c| (c.tokens, c.trailing_steps))
        .collect();
    // The second HandOff has nothing new; the return hands off g's step and its return.
    assert_eq!(shape, [(1, 0), (0, 2)]);
    assert_eq!(x.end, ThreadEnd::Complete);
}

#[test]
fn a_long_run_hands_off_full_buffers_and_decodes_across_them() {
    let mut state = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let mut script = vec![Top(MAIN), Take(1)];
    for _ in 0..300_000 {
        match next() % 4 {
            0 => script.extend([Call { step: 1, callee: G }, Return, Take(1)]),
            1 => script.extend([
                Call {
                    step: 1,
                    callee: MANY,
                },
                Return,
                Take(1),
            ]),
            _ => script.push(Take(1)),
        }
    }
    script.extend([Take(0), Take(0), Return]);
    let x = round_trip(&script);
    assert!(x.chunks.len() >= 2, "{} chunks", x.chunks.len());
    assert!(x.chunks[..x.chunks.len() - 1]
        .iter()
        .all(|c| c.coded.len() >= sim::HANDOFF_BYTES));
    assert_eq!(x.end, ThreadEnd::Complete);
}
