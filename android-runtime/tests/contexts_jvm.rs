//! The runtime's call graph (`ContextsGraph.smali`) on the host JVM: threads run scripts of
//! calls and returns through it (tests/jvm/ContextsDriver.java), and every context id they get
//! decodes, with the Rust replay of the change log the runtime wrote
//! (`android_runtime::contexts::Replay`), to the stack the script had at that entry: on random
//! scripts, on deep branching and mutual recursion that overflow into cuts, and with two
//! threads racing to add the same edges, run many times. Needs smali, enjarify, javac and java.

mod support;

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use adaptrace_test_support::{tier, Tier};
use android_runtime::contexts::{Call, Change, Cut, Frame, Node, Replay, NO_SITE};

const METHODS: u32 = 8;

fn class_path() -> &'static str {
    static PATH: OnceLock<String> = OnceLock::new();
    PATH.get_or_init(|| {
        let graph = "smali/adaptrace/rt/ContextsGraph.smali";
        let text = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(graph));
        let classes = vec![(
            "adaptrace/rt/ContextsGraph.smali".to_string(),
            text.unwrap(),
        )];
        support::driver_class_path("contexts-driver", classes, "ContextsDriver")
    })
}

/// One step of a thread's script.
#[derive(Clone, Copy)]
enum Op {
    Call { callee: u32, site: u32 },
    Return,
}

/// The stacks a script has at each of its entries.
fn stacks(script: &[Op]) -> Vec<Vec<Call>> {
    let mut stack: Vec<Call> = Vec::new();
    let mut out = Vec::new();
    for op in script {
        match *op {
            Op::Call { callee, site } => {
                let site = if stack.is_empty() { NO_SITE } else { site };
                stack.push(Call {
                    method: callee,
                    site,
                });
                out.push(stack.clone());
            }
            Op::Return => {
                stack.pop();
            }
        }
    }
    out
}

fn node(value: i64) -> Node {
    Node::from_runtime(value as u32, METHODS).unwrap()
}

/// Runs one thread per script at once; returns per thread its frames and cuts, and the log.
fn run(scripts: &[Vec<Op>], work: &Path) -> (Vec<Vec<Frame>>, Vec<Vec<Cut>>, Vec<Change>) {
    let mut files: Vec<PathBuf> = Vec::new();
    for (t, script) in scripts.iter().enumerate() {
        let text: String = script
            .iter()
            .map(|op| match op {
                Op::Call { callee, site } => format!("c {callee} {site}\n"),
                Op::Return => "r\n".to_string(),
            })
            .collect();
        let file = work.join(format!("thread{t}.txt"));
        std::fs::write(&file, text).unwrap();
        files.push(file);
    }
    let mut args = vec![METHODS.to_string()];
    args.extend(files.iter().map(|f| f.display().to_string()));
    let out = support::run_driver(class_path(), "ContextsDriver", &args);
    let mut frames = vec![Vec::new(); scripts.len()];
    let mut cuts = vec![Vec::new(); scripts.len()];
    let mut log = Vec::new();
    for line in String::from_utf8(out).unwrap().lines() {
        let mut words = line.split(' ');
        let kind = words.next().unwrap();
        let n: Vec<i64> = words.map(|w| w.parse().unwrap()).collect();
        match kind {
            "e" => frames[n[0] as usize].push(Frame {
                node: node(n[1]),
                id: n[2] as u64,
                version: n[3] as u32,
                cut: n[4] as u32,
            }),
            "k" => {
                let thread = &mut cuts[n[0] as usize];
                assert_eq!(n[1] as usize, thread.len() + 1);
                thread.push(Cut {
                    caller: Frame {
                        node: node(n[2]),
                        id: n[3] as u64,
                        version: n[4] as u32,
                        cut: n[5] as u32,
                    },
                    site: n[6] as u32,
                });
            }
            "g" => {
                for c in n.chunks(4) {
                    let words = [c[0], c[1], c[2], c[3]].map(|w| w as u32);
                    log.push(Change::from_runtime(words, METHODS).unwrap());
                }
            }
            other => panic!("driver line {other:?}"),
        }
    }
    (frames, cuts, log)
}

/// Runs `scripts` and checks that every entry decodes to its stack; returns the cuts made.
fn check(scripts: &[Vec<Op>], work: &Path) -> usize {
    let (frames, cuts, log) = run(scripts, work);
    let mut replay = Replay::new();
    log.iter().for_each(|&c| replay.apply(c));
    for (t, script) in scripts.iter().enumerate() {
        let expected = stacks(script);
        assert_eq!(frames[t].len(), expected.len(), "thread {t}");
        for (frame, stack) in frames[t].iter().zip(&expected) {
            let decoded = replay
                .stack(frame, &cuts[t])
                .unwrap_or_else(|e| panic!("thread {t}, {frame:?}: {e}"));
            assert_eq!(&decoded, stack, "thread {t}, {frame:?}");
        }
    }
    cuts.iter().map(Vec::len).sum()
}

/// splitmix64.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u32) -> u32 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        ((z ^ (z >> 31)) % u64::from(n)) as u32
    }
}

/// Random calls and returns over the methods, at most `depth` deep, with recursion.
fn random_script(rng: &mut Rng, ops: usize, depth: usize) -> Vec<Op> {
    let mut script = Vec::new();
    let mut open: Vec<u32> = Vec::new();
    for _ in 0..ops {
        if !open.is_empty() && (rng.below(3) == 0 || open.len() >= depth) {
            open.pop();
            script.push(Op::Return);
            continue;
        }
        let caller = open.last().copied().unwrap_or(0);
        let callee = rng.below(METHODS);
        script.push(Op::Call {
            callee,
            site: caller * 4 + rng.below(3),
        });
        open.push(callee);
    }
    script
}

fn work_dir(name: &str) -> tempfile::TempDir {
    tempfile::Builder::new().prefix(name).tempdir().unwrap()
}

#[test]
fn random_scripts_decode_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = work_dir("contexts-random");
    let mut rng = Rng(11);
    for _ in 0..5 {
        let scripts: Vec<Vec<Op>> = (0..3).map(|_| random_script(&mut rng, 3000, 40)).collect();
        check(&scripts, work.path());
    }
}

#[test]
fn two_threads_racing_to_add_the_same_edges_decode_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = work_dir("contexts-race");
    let mut rng = Rng(5);
    for _ in 0..10 {
        let script = random_script(&mut rng, 2000, 30);
        check(&[script.clone(), script], work.path());
    }
}

#[test]
fn deep_branching_and_mutual_recursion_cut_and_decode_exactly() {
    if !tier(Tier::Jvm) {
        return;
    }
    let work = work_dir("contexts-recursion");
    let mut rng = Rng(3);
    // Method 0 calls itself at one of two sites, 300 deep: numCC doubles until ids overflow.
    let mut branching = vec![Op::Call { callee: 0, site: 0 }];
    for _ in 0..300 {
        branching.push(Op::Call {
            callee: 0,
            site: rng.below(2),
        });
    }
    // Methods 1 and 2 call each other at two sites each, 200 deep, beside it in a second thread.
    let mut mutual = vec![Op::Call { callee: 1, site: 0 }];
    for level in 0..200u32 {
        let (callee, base) = if level % 2 == 0 { (2, 4) } else { (1, 8) };
        mutual.push(Op::Call {
            callee,
            site: base + rng.below(2),
        });
    }
    let cuts = check(&[branching, mutual], work.path());
    assert!(cuts > 0, "300 levels of doubling must overflow");
}
