use super::*;

/// A small deterministic generator (xorshift64*), so that each test is one fixed run.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) % n
    }
}

/// One thread of a simulated run: its frames, the stack they stand for, its cuts.
#[derive(Default)]
struct Thread {
    frames: Vec<Frame>,
    stack: Vec<Call>,
    cuts: Vec<Cut>,
}

impl Thread {
    /// Enters `method` from the top frame at `site` (or from the root with an empty stack)
    /// and returns the event: the new frame and the stack it must decode to.
    fn call(&mut self, graph: &mut Graph, method: u32, site: u32) -> (Frame, Vec<Call>) {
        let from = self.frames.last().map(|f| (f, site));
        let site = if from.is_some() { site } else { NO_SITE };
        let mut next_cut = self.cuts.len() as u32;
        let (frame, cut) = graph.enter(from, method, &mut next_cut);
        if let Some(cut) = cut {
            self.cuts.push(cut);
            assert_eq!(next_cut as usize, self.cuts.len());
        }
        self.frames.push(frame);
        self.stack.push(Call { method, site });
        (frame, self.stack.clone())
    }

    fn ret(&mut self) {
        self.frames.pop();
        self.stack.pop();
    }
}

/// Every event decodes to its stack in the graph the whole log makes.
fn check(graph: &Graph, events: &[(usize, Frame, Vec<Call>)], threads: &[Thread]) {
    let mut replay = Replay::new();
    graph.log().iter().for_each(|&c| replay.apply(c));
    assert_eq!(replay.version(), graph.version());
    for (thread, frame, stack) in events {
        let decoded = replay.stack(frame, &threads[*thread].cuts).unwrap();
        assert_eq!(&decoded, stack, "{frame:?}");
    }
}

#[test]
fn a_diamond_gives_each_context_its_own_id() {
    let mut graph = Graph::new();
    let mut t = Thread::default();
    let mut events = Vec::new();
    // main(0) calls b(1) at site 10 and c(2) at site 11; both call d(3).
    events.push((
        0,
        t.call(&mut graph, 0, 0).0,
        vec![Call {
            method: 0,
            site: NO_SITE,
        }],
    ));
    for (callee, site) in [(1, 10), (2, 11)] {
        let (_, _) = t.call(&mut graph, callee, site);
        let (frame, stack) = t.call(&mut graph, 3, 20 + callee);
        events.push((0, frame, stack));
        t.ret();
        t.ret();
    }
    let (first, second) = (events[1].1, events[2].1);
    assert_eq!((first.id, second.id), (0, 1));
    assert_eq!(t.cuts.len(), 0);
    check(&graph, &events, &[t]);
}

#[test]
fn random_runs_of_three_threads_decode_exactly() {
    for seed in 1..=20u64 {
        let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
        let mut graph = Graph::new();
        let mut threads: Vec<Thread> = (0..3).map(|_| Thread::default()).collect();
        let mut events = Vec::new();
        let methods = 2 + rng.below(9) as u32;
        for _ in 0..3000 {
            let t = rng.below(3) as usize;
            let thread = &mut threads[t];
            if !thread.frames.is_empty() && (rng.below(3) == 0 || thread.frames.len() > 40) {
                thread.ret();
                continue;
            }
            let caller = thread.stack.last().map_or(0, |c| c.method);
            let site = caller * 4 + rng.below(3) as u32;
            let callee = rng.below(u64::from(methods)) as u32;
            let (frame, stack) = thread.call(&mut graph, callee, site);
            events.push((t, frame, stack));
        }
        check(&graph, &events, &threads);
    }
}

#[test]
fn deep_branching_recursion_cuts_and_stays_exact() {
    // f(0) calls itself at one of two sites: numCC(f) doubles per level until the ids
    // overflow, then every level is a cut.
    let mut rng = Rng(7);
    let mut graph = Graph::new();
    let mut t = Thread::default();
    let mut events = Vec::new();
    events.push((0, t.call(&mut graph, 0, 0).0, t.stack.clone()));
    for _ in 0..300 {
        let site = rng.below(2) as u32;
        let (frame, stack) = t.call(&mut graph, 0, site);
        events.push((0, frame, stack));
    }
    assert!(!t.cuts.is_empty() && t.cuts.len() < 300, "{}", t.cuts.len());
    // Back down and up again through the same sites: the graph has the edges already.
    for _ in 0..150 {
        t.ret();
    }
    for _ in 0..50 {
        let (frame, stack) = t.call(&mut graph, 0, 1);
        events.push((0, frame, stack));
    }
    check(&graph, &events, &[t]);
}

#[test]
fn mutual_recursion_through_a_callback_decodes_exactly() {
    // f(0) calls g(1) at site 1; g calls back into f from library code whose pending site is
    // g's site 5, and into h(2) at site 6 on odd levels.
    let mut graph = Graph::new();
    let mut t = Thread::default();
    let mut events = Vec::new();
    events.push((0, t.call(&mut graph, 0, 0).0, t.stack.clone()));
    for level in 0..200u32 {
        let (frame, stack) = t.call(&mut graph, 1, 1);
        events.push((0, frame, stack));
        if level % 2 == 1 {
            let (frame, stack) = t.call(&mut graph, 2, 6);
            events.push((0, frame, stack));
            t.ret();
        }
        let (frame, stack) = t.call(&mut graph, 0, 5);
        events.push((0, frame, stack));
    }
    check(&graph, &events, &[t]);
}

#[test]
fn damaged_ids_and_versions_are_errors() {
    let mut graph = Graph::new();
    let mut t = Thread::default();
    t.call(&mut graph, 0, 0);
    let (frame, _) = t.call(&mut graph, 1, 3);
    let mut replay = Replay::new();
    graph.log().iter().for_each(|&c| replay.apply(c));
    let late = Frame {
        version: graph.version() + 1,
        ..frame
    };
    assert!(replay.stack(&late, &[]).unwrap_err().contains("past"));
    let big = Frame { id: 5, ..frame };
    assert!(replay
        .stack(&big, &[])
        .unwrap_err()
        .contains("left at the root"));
    let unknown = Frame {
        node: Node::Method(9),
        ..frame
    };
    assert!(replay.stack(&unknown, &[]).is_err());
    let cut = Frame {
        node: Node::Cut(1),
        id: 0,
        cut: 1,
        ..frame
    };
    assert!(replay.stack(&cut, &[]).unwrap_err().contains("not logged"));
}

/// Frames made alike get the same version, so a call pattern repeated with new frames stops
/// changing the graph once its edges and counts are in, even when a change elsewhere comes in
/// between: each frame's first call does not change its `lv` again and again.
#[test]
fn a_repeated_call_pattern_settles_the_graph() {
    let mut graph = Graph::new();
    let mut t = Thread::default();
    let mut events = Vec::new();
    let mut versions = Vec::new();
    for round in 0..40u32 {
        // main(0) -> a(1) -> b(2); main -> c(3) -> b; from round 20 on, c -> d(4) as well.
        events.push((0, t.call(&mut graph, 0, 0).0, vec![]));
        for (callee, site) in [(1, 10), (3, 11)] {
            t.call(&mut graph, callee, site);
            let (frame, stack) = t.call(&mut graph, 2, 20 + callee);
            events.push((0, frame, stack));
            t.ret();
            if callee == 3 && round >= 20 {
                let (frame, stack) = t.call(&mut graph, 4, 30);
                events.push((0, frame, stack));
                t.ret();
            }
            t.ret();
        }
        t.ret();
        versions.push(graph.version());
    }
    assert_eq!(versions[5], versions[19], "{versions:?}");
    assert_eq!(versions[25], versions[39], "{versions:?}");
    assert!(versions[25] > versions[19]);
    for e in &mut events {
        if e.2.is_empty() {
            e.2 = vec![Call {
                method: 0,
                site: NO_SITE,
            }];
        }
    }
    check(&graph, &events, &[t]);
}
