//! The `paths` runtime on the host JVM. tests/jvm/PathsDriver.smali runs scripts of probe calls
//! (enter, steps, decisions, exits, caught exceptions, unwinding, crashes, threads, flush, exit)
//! against a small hand-made layout; the runtime and the driver are assembled with
//! `smali a --api 21`, converted with enjarify and run with `java`. A reference of the runtime
//! written here (the protocol, its contexts numbered by `PathsLayout`, coded by the Rust coders)
//! runs the same script: every thread's PATHS chunks must be its chunks byte for byte, and the
//! Rust decoders must read back every symbol in its context. Model files: a good one seeds the
//! coders and the predictions (other bytes), a bad one leaves them uniform with its status in
//! the header.
//!
//! Needs smali, enjarify (Debian's, run with /usr/bin/python3) and java on PATH.

mod support;

use std::collections::BTreeMap;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Mutex, OnceLock};
use std::time::Duration;

use adaptrace_test_support::{tier, Tier};
use android_runtime::coder::{adaptracer, range, Coder, Contexts};
use android_runtime::layout::{self, PathsLayout};
use android_runtime::meta::{BlockMeta, MethodMeta, StepMeta};
use android_runtime::model::Model;
use android_runtime::paths::{model_table_lengths, PathsSettings, PathsStart};
use android_runtime::record::Record;
use android_runtime::trace::{
    read_trace, BlockEvent, ModelStatus, TraceFile, TAG_BLOCKS, TAG_PATHS, TAG_THREAD,
};
use android_runtime::{RuntimeConfig, Scheme, MODEL_FILE_NAME, MODEL_PROPERTY, TRACE_DIR_PROPERTY};

const PID: u32 = 4242; // tests/jvm/android/os/Process.smali
const HASH: u64 = 0x0123_4567_89ab_cdef;
const TIMEOUT: Duration = Duration::from_secs(180);
/// Coded bytes at which the writer ends a thread's stream (Paths.encode).
const FULL: usize = 32 * 1024;

/// Words of a thread's record buffer.
const RECORD_BUFFER: usize = 0x8000;

// ---- the layout ----

fn ret() -> BlockMeta {
    BlockMeta::with_edges(&[(None, "return")])
}

fn method(name: &str, blocks: Vec<BlockMeta>, steps: u32) -> MethodMeta {
    MethodMeta {
        inferred: false,
        steps: (0..steps)
            .map(|i| StepMeta {
                block: 0,
                site: Some(i),
                callee: None,
                guess: false,
                ..Default::default()
            })
            .collect(),
        ..MethodMeta::new("LApp;", name, blocks)
    }
}

/// m0: a binary decision at block 0, a 3-way switch at block 1, 3 steps; m1: a binary decision,
/// 2 steps; m2: a 4-way switch, 1 step.
fn layout() -> &'static PathsLayout {
    static LAYOUT: OnceLock<PathsLayout> = OnceLock::new();
    LAYOUT.get_or_init(|| {
        let methods = [
            method(
                "m0",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                    BlockMeta::with_edges(&[
                        (Some(2), "case 1"),
                        (Some(3), "case 2"),
                        (Some(4), "default"),
                    ]),
                    BlockMeta::with_edges(&[(Some(4), "goto")]),
                    ret(),
                    ret(),
                ],
                3,
            ),
            method(
                "m1",
                vec![
                    BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                    ret(),
                    ret(),
                ],
                2,
            ),
            method(
                "m2",
                vec![
                    BlockMeta::with_edges(&[
                        (Some(1), "case 1"),
                        (Some(2), "case 2"),
                        (Some(3), "case 3"),
                        (Some(4), "default"),
                    ]),
                    ret(),
                    ret(),
                    ret(),
                    BlockMeta::with_edges(&[(Some(0), "goto"), (Some(3), "catch-all")]),
                ],
                1,
            ),
        ];
        PathsLayout::of_methods(&methods.iter().collect::<Vec<_>>())
    })
}

/// The runtime of an app with `schemes` (`paths`, maybe with `blocks`) coded by `coder`.
fn config(coder: Coder, schemes: &[Scheme]) -> RuntimeConfig {
    RuntimeConfig {
        package: Some("com.example.paths".into()),
        metadata_hash: HASH,
        model_generation: 0,
        schemes: schemes.to_vec(),
        coder: Some(coder),
        markers: PathsSettings::new(layout()).markers(),
    }
}

// ---- scripts ----

/// One line of a PathsDriver script.
#[derive(Clone, Debug)]
enum Cmd {
    Enter(u32),
    Step(u32),
    /// `Paths.call`: global step id, the callee it surely enters.
    Call(u32, u32),
    /// `Paths.guess`: global step id.
    Guess(u32),
    Exit,
    Edge(u32),
    Sw(u32, u32, u32),
    /// throw block, handler index, handler count, block count
    Caught(u32, u32, u32, u32),
    /// throw block, block count
    Unwind(u32, u32),
    Flush,
    Thread(String, Vec<Cmd>),
    Crash,
    Quit(i32),
    Halt(i32),
    /// `blocks` probes: Blocks.enter(m), Blocks.block(b), Blocks.exit.
    BlocksEnter(u32),
    BlocksBlock(u32),
    BlocksExit,
}

fn script_text(cmds: &[Cmd], out: &mut String) {
    use std::fmt::Write;
    for c in cmds {
        match c {
            Cmd::Enter(m) => writeln!(out, "E {m}"),
            Cmd::Step(s) => writeln!(out, "S {s}"),
            Cmd::Call(s, m) => writeln!(out, "A {s} {m}"),
            Cmd::Guess(s) => writeln!(out, "G {s}"),
            Cmd::Exit => writeln!(out, "X"),
            Cmd::Edge(e) => writeln!(out, "D {e}"),
            Cmd::Sw(c, s, e) => writeln!(out, "W {c} {s} {e}"),
            Cmd::Caught(x, h, hn, bn) => writeln!(out, "C {x} {h} {hn} {bn}"),
            Cmd::Unwind(x, bn) => writeln!(out, "U {x} {bn}"),
            Cmd::Flush => writeln!(out, "F"),
            Cmd::Thread(name, body) => {
                writeln!(out, "T {name}").unwrap();
                script_text(body, out);
                writeln!(out, "J")
            }
            Cmd::Crash => writeln!(out, "!"),
            Cmd::Quit(code) => writeln!(out, "Q {code}"),
            Cmd::Halt(code) => writeln!(out, "H {code}"),
            Cmd::BlocksEnter(m) => writeln!(out, "e {m}"),
            Cmd::BlocksBlock(b) => writeln!(out, "k {b}"),
            Cmd::BlocksExit => writeln!(out, "x"),
        }
        .unwrap();
    }
}

/// Step `index` of method `m`.
fn step(m: u32, index: u32) -> Cmd {
    Cmd::Step(layout().step_id(m, index))
}

/// `count` times step `index` of method `m`.
fn steps(m: u32, index: u32, count: usize) -> Vec<Cmd> {
    vec![step(m, index); count]
}

/// The decision at block `b` of method `m` takes successor `s`.
fn decide(m: u32, b: u32, s: u32) -> Cmd {
    let d = layout().decision(m, b).expect("a decision node");
    let edge = d.first_edge + s;
    if d.successors.len() == 2 {
        Cmd::Edge(edge)
    } else {
        Cmd::Sw(d.context, s, edge)
    }
}

// ---- the reference ----

#[derive(Clone)]
enum Enc {
    Range(range::Encoder),
    Arith(adaptracer::Encoder),
}

impl Enc {
    fn new(coder: Coder, contexts: &Contexts) -> Enc {
        match coder {
            Coder::Range => Enc::Range(range::Encoder::new(contexts)),
            Coder::AdapTracer => Enc::Arith(adaptracer::Encoder::new(contexts)),
        }
    }

    fn encode(&mut self, context: u32, symbol: u32) {
        match self {
            Enc::Range(e) => e.encode(context as usize, symbol),
            Enc::Arith(e) => e.encode(context as usize, symbol),
        }
        .unwrap()
    }

    fn take(&mut self) -> Vec<u8> {
        match self {
            Enc::Range(e) => e.take_bytes(),
            Enc::Arith(e) => e.take_bytes(),
        }
    }

    fn finish(self) -> Vec<u8> {
        match self {
            Enc::Range(e) => e.finish(),
            Enc::Arith(e) => e.finish(),
        }
    }

    /// Ends the stream, the contexts' state kept for the next one.
    fn restart(&mut self) -> Vec<u8> {
        match self {
            Enc::Range(e) => e.restart(),
            Enc::Arith(e) => e.restart(),
        }
    }
}

/// A PATHS chunk as the reference expects it, with the symbols coded in it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Expected {
    tokens: u32,
    trailing: u32,
    bytes: Vec<u8>,
    symbols: Vec<(u32, u32)>,
}

struct SimThread {
    name: String,
    enc: Enc,
    pending: Vec<u8>,
    /// The hash of the next token's context (`PathsState.context`).
    context: u32,
    steps: u32,
    depth: usize,
    site: u32,
    sites: Vec<u32>,
    predictions: Vec<Option<u32>>,
    /// Per site: the callee entered there last, -1 for none.
    last: Vec<i32>,
    /// The callee a `call` or `guess` made due (`PathsState.expect`).
    expect: Option<u32>,
    /// A `guess` made `expect` due and neither a token nor that entry came since.
    guessing: bool,
    /// Per guess slot: the callee first entered after a guess there last time, -1 for none.
    guesses: Vec<i32>,
    /// Tokens since the last hand-off.
    tokens: u32,
    handed: u32,
    /// Words of the record buffer in use.
    words: usize,
    /// A full record buffer went to the writer since the last hand-off that ends the stream.
    open: bool,
    /// Tokens the writer coded into the current stream.
    coded_tokens: u32,
    symbols: Vec<(u32, u32)>,
    chunks: Vec<Expected>,
}

/// What the run of a script did to the process.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum End {
    /// The thread went on to its script's end.
    Done,
    /// The thread died of an uncaught exception.
    Died,
    /// The process exited (System.exit or halt) with this code.
    Exit(i32),
}

/// The runtime as the protocol says it behaves, coding with the Rust coders.
struct Sim {
    layout: &'static PathsLayout,
    coder: Coder,
    contexts: Contexts,
    predictions: Vec<Option<u32>>,
    /// Per binary decision context, the successor the model pins it on.
    pinned: Vec<Option<u32>>,
    threads: Vec<SimThread>,
    closed: bool,
}

impl Sim {
    fn new(coder: Coder, start: Option<&PathsStart>) -> Sim {
        let layout = layout();
        let mut contexts = Contexts::new(&layout.alphabets()).unwrap();
        let mut predictions = vec![None; 2 * layout.callee_keys() as usize];
        let mut pinned = Vec::new();
        if let Some(start) = start {
            for (c, seed) in start.seeds.iter().enumerate() {
                contexts.seed(c, seed).unwrap();
            }
            predictions = start.predictions.clone();
            pinned = start.seeds[..layout.binary_nodes() as usize]
                .iter()
                .map(|t| layout::pinned(t))
                .collect();
        }
        Sim {
            layout,
            coder,
            contexts,
            predictions,
            pinned,
            threads: Vec::new(),
            closed: false,
        }
    }

    /// Runs a whole script as the driver does: main's lines, then the process's exit.
    fn run_main(&mut self, cmds: &[Cmd]) -> i32 {
        let code = match self.run("main", cmds) {
            End::Done => 0,
            End::Died => 1,
            End::Exit(code) => return code,
        };
        self.shutdown();
        code
    }

    /// Runs `cmds` on a thread called `name`.
    fn run(&mut self, name: &str, cmds: &[Cmd]) -> End {
        let mut me: Option<usize> = None;
        for cmd in cmds {
            match cmd {
                Cmd::Enter(m) => {
                    let t = *me.get_or_insert_with(|| self.register(name));
                    let th = &mut self.threads[t];
                    if th.expect == Some(*m) && layout::pinned_step(th.steps) {
                        th.steps += 1;
                        th.expect = None;
                        th.guessing = false;
                        let site = th.site;
                        th.sites.push(site);
                        th.depth += 1;
                    } else {
                        self.enter(t, *m);
                    }
                }
                Cmd::Step(id) => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    let th = &mut self.threads[t];
                    th.steps += 1;
                    th.site = *id;
                }
                Cmd::Call(id, m) => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    let th = &mut self.threads[t];
                    th.steps += 1;
                    th.site = *id;
                    th.expect = Some(*m);
                }
                Cmd::Guess(id) => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    let slot = self.layout.guess_slot(*id);
                    let th = &mut self.threads[t];
                    th.steps += 1;
                    th.site = *id;
                    th.expect = u32::try_from(th.guesses[slot]).ok();
                    th.guessing = true;
                }
                Cmd::Exit => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    self.threads[t].steps += 1;
                    self.pop(t);
                }
                Cmd::Edge(e) => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    if let Some(pinned) = self.pinned.get((e >> 1) as usize).copied().flatten() {
                        if pinned != e & 1 {
                            self.event(t, layout::ETYPE_MISS);
                            self.settle(t, self.layout.follow_edge(*e));
                            self.coded(t, 3);
                            continue;
                        }
                        if layout::pinned_step(self.threads[t].steps) {
                            self.threads[t].steps += 1;
                            continue;
                        }
                    }
                    let kind = self.layout.kind(self.threads[t].context);
                    self.code(t, kind, 0);
                    self.code(t, e >> 1, e & 1);
                    self.settle(t, self.layout.follow_edge(*e));
                    self.coded(t, 2);
                }
                Cmd::Sw(ctx, s, e) => {
                    let t = me.unwrap();
                    self.no_entry(t);
                    let kind = self.layout.kind(self.threads[t].context);
                    self.code(t, kind, 0);
                    self.code(t, *ctx, *s);
                    self.settle(t, self.layout.follow_edge(*e));
                    self.coded(t, 3);
                }
                Cmd::Caught(x, h, hn, bn) => {
                    let t = me.unwrap();
                    let bucket = self.event(t, layout::ETYPE_CATCH);
                    self.bits(t, self.layout.block_bits(bucket), layout::width(*bn), *x);
                    let handler_bits = self.layout.handler_bits(bucket);
                    self.bits(t, handler_bits, layout::width(*hn), *h);
                    self.settle(t, self.layout.follow_caught(self.threads[t].site));
                    self.coded(t, 7);
                }
                Cmd::Unwind(x, bn) => {
                    let t = me.unwrap();
                    let bucket = self.event(t, layout::ETYPE_UNWIND);
                    self.bits(t, self.layout.block_bits(bucket), layout::width(*bn), *x);
                    self.coded(t, 5);
                    self.pop(t);
                    self.settle(t, self.layout.follow_site(self.threads[t].site));
                }
                Cmd::Flush => {
                    if let Some(t) = me {
                        self.handoff(t);
                    }
                }
                Cmd::Thread(child, body) => {
                    if let End::Exit(code) = self.run(child, body) {
                        return End::Exit(code);
                    }
                }
                Cmd::Crash => {
                    if let Some(t) = me {
                        self.event(t, layout::ETYPE_END);
                        self.coded(t, 3);
                        self.threads[t].depth = 0;
                        self.threads[t].sites.clear();
                        self.threads[t].site = self.layout.step_count();
                        self.settle(t, self.layout.follow_start());
                        self.handoff(t);
                    }
                    return End::Died;
                }
                Cmd::Quit(code) => {
                    self.shutdown();
                    return End::Exit(*code);
                }
                Cmd::Halt(code) => return End::Exit(*code),
                // The first probe of either scheme registers the thread.
                Cmd::BlocksEnter(_) => {
                    me.get_or_insert_with(|| self.register(name));
                }
                Cmd::BlocksBlock(_) | Cmd::BlocksExit => {}
            }
        }
        End::Done
    }

    fn register(&mut self, name: &str) -> usize {
        self.threads.push(SimThread {
            name: name.to_string(),
            enc: Enc::new(self.coder, &self.contexts),
            pending: Vec::new(),
            context: self.layout.token_hash(self.layout.follow_start(), &[]),
            steps: 0,
            depth: 0,
            site: self.layout.step_count(),
            sites: Vec::new(),
            predictions: self.predictions.clone(),
            last: vec![-1; self.layout.step_count() as usize + 1],
            expect: None,
            guessing: false,
            guesses: vec![-1; self.layout.guess_slots() as usize],
            tokens: 0,
            handed: 0,
            words: 0,
            open: false,
            coded_tokens: 0,
            symbols: Vec::new(),
            chunks: Vec::new(),
        });
        self.threads.len() - 1
    }

    fn code(&mut self, t: usize, context: u32, symbol: u32) {
        let th = &mut self.threads[t];
        th.enc.encode(context, symbol);
        th.symbols.push((context, symbol));
    }

    /// A `width`-bit number, most significant bit first, bit i in context base + i.
    fn bits(&mut self, t: usize, base: u32, width: u32, value: u32) {
        for i in 0..width {
            self.code(t, base + i, (value >> (width - 1 - i)) & 1);
        }
    }

    /// The kind bit, type and delta of an event; its bucket.
    /// `Paths.settle`: thread `t`'s next token's context, from `follow` and its site stack as
    /// it is now.
    fn settle(&mut self, t: usize, follow: u32) {
        let th = &mut self.threads[t];
        th.context = self.layout.token_hash(follow, &th.sites);
    }

    fn event(&mut self, t: usize, etype: u32) -> u32 {
        let hash = self.threads[t].context;
        let bucket = self.layout.bucket(hash);
        self.code(t, self.layout.kind(hash), 1);
        self.code(t, self.layout.etype(bucket), etype);
        let steps = self.threads[t].steps;
        let delta = self.layout.delta(bucket, etype);
        if steps < layout::DELTA_ESCAPE {
            self.code(t, delta, steps);
        } else {
            self.code(t, delta, layout::DELTA_ESCAPE);
            self.bits(t, self.layout.delta_bits(), layout::NUMBER_BITS, steps);
        }
        bucket
    }

    /// `Paths.noEntry`: a callee due that was not entered is a NOENTER; a guess slot forgets.
    fn no_entry(&mut self, t: usize) {
        if self.threads[t].expect.is_none() {
            return;
        }
        self.event(t, layout::ETYPE_NOENTER);
        let th = &mut self.threads[t];
        let site = th.site;
        if th.guessing {
            th.guesses[self.layout.guess_slot(site)] = -1;
        }
        self.settle(t, self.layout.follow_site(site));
        self.coded(t, 3);
    }

    fn enter(&mut self, t: usize, m: u32) {
        let th = &mut self.threads[t];
        if th.guessing {
            th.guesses[self.layout.guess_slot(th.site)] = m as i32;
        }
        self.event(t, layout::ETYPE_ENTER);
        let site = self.threads[t].site;
        let last = std::mem::replace(&mut self.threads[t].last[site as usize], m as i32);
        let key = layout::callee_key(site, last, self.layout.callee_keys());
        let context = self.layout.site(key);
        let (first, second) = (2 * key as usize, 2 * key as usize + 1);
        let predictions = &mut self.threads[t].predictions;
        if predictions[first] == Some(m) {
            self.code(t, context, 1);
        } else {
            let symbol = if predictions[second] == Some(m) { 2 } else { 0 };
            predictions[second] = predictions[first];
            predictions[first] = Some(m);
            self.code(t, context, symbol);
            if symbol == 0 {
                let width = layout::width(self.layout.method_count());
                self.bits(t, self.layout.method_bits(), width, m);
            }
        }
        let th = &mut self.threads[t];
        th.sites.push(site);
        th.depth += 1;
        self.settle(t, self.layout.follow_enter(m));
        self.coded(t, 4);
    }

    fn pop(&mut self, t: usize) {
        let top = self.layout.step_count();
        let th = &mut self.threads[t];
        // The caller is in the step it entered the frame from.
        let entered_from = th.sites.pop();
        if th.depth <= 1 {
            th.depth = 0;
            th.site = top;
            self.handoff(t);
        } else {
            th.depth -= 1;
            th.site = entered_from.unwrap();
        }
    }

    /// The end of a token whose record took `words` words: a record buffer without room for
    /// the longest record (7 words) and one more goes to the writer, which ends the stream
    /// when its coded bytes reach 32 KiB.
    fn coded(&mut self, t: usize, words: usize) {
        let th = &mut self.threads[t];
        th.tokens += 1;
        th.steps = 0;
        th.expect = None;
        th.guessing = false;
        let taken = th.enc.take();
        th.pending.extend(taken);
        th.words += words;
        if th.words > RECORD_BUFFER - 8 {
            th.words = 0;
            th.coded_tokens += std::mem::take(&mut th.tokens);
            th.handed = th.steps;
            th.open = true;
            if th.pending.len() >= FULL {
                self.end_stream(t);
            }
        }
    }

    /// The writer ends thread `t`'s stream into a chunk.
    fn end_stream(&mut self, t: usize) {
        let closed = self.closed;
        let th = &mut self.threads[t];
        let mut bytes = std::mem::take(&mut th.pending);
        bytes.extend(th.enc.restart());
        let chunk = Expected {
            tokens: std::mem::take(&mut th.coded_tokens),
            trailing: th.steps,
            bytes,
            symbols: std::mem::take(&mut th.symbols),
        };
        if !closed {
            th.chunks.push(chunk);
        }
    }

    /// A hand-off that ends the stream (return to depth 0, flush, crash).
    fn handoff(&mut self, t: usize) {
        let th = &mut self.threads[t];
        if th.tokens == 0 && !th.open && th.steps == th.handed {
            return;
        }
        th.coded_tokens += std::mem::take(&mut th.tokens);
        th.words = 0;
        th.handed = th.steps;
        th.open = false;
        self.end_stream(t);
    }

    /// The shutdown hook: every thread's stream so far, ended on a copy of its coder.
    fn shutdown(&mut self) {
        if self.closed {
            return;
        }
        for th in &mut self.threads {
            if th.tokens == 0 && !th.open && th.steps == th.handed {
                continue;
            }
            let mut bytes = th.pending.clone();
            bytes.extend(th.enc.clone().finish());
            th.chunks.push(Expected {
                tokens: th.coded_tokens + th.tokens,
                trailing: th.steps,
                bytes,
                symbols: th.symbols.clone(),
            });
        }
        self.closed = true;
    }

    /// (name, chunks) by thread index.
    fn expected(&self) -> Vec<(String, Vec<Expected>)> {
        self.threads
            .iter()
            .map(|t| (t.name.clone(), t.chunks.clone()))
            .collect()
    }
}

// ---- running the runtime ----

/// The runtime with `config` and the drivers, built once per content (cached under the target
/// dir; one build at a time).
fn jar(config: &RuntimeConfig) -> PathBuf {
    static JARS: Mutex<Vec<(RuntimeConfig, PathBuf)>> = Mutex::new(Vec::new());
    let mut jars = JARS.lock().unwrap_or_else(|e| e.into_inner());
    if let Some((_, jar)) = jars.iter().find(|(c, _)| c == config) {
        return jar.clone();
    }
    let jar = support::runtime_jar(config);
    jars.push((config.clone(), jar.clone()));
    jar
}

struct Run {
    code: i32,
    stderr: String,
    trace: TraceFile,
}

/// Runs `cmds` under `java -Dadaptrace.trace.dir=DIR [-Dadaptrace.model=MODEL] PathsDriver`;
/// `dir` may hold a model file already.
fn run_script(config: &RuntimeConfig, dir: &Path, model: Option<&Path>, cmds: &[Cmd]) -> Run {
    let mut text = String::new();
    script_text(cmds, &mut text);
    let script = tempfile::NamedTempFile::new().unwrap();
    std::fs::write(script.path(), &text).unwrap();
    let mut cmd = Command::new("java");
    cmd.arg("-Xss16m")
        .arg(format!("-D{TRACE_DIR_PROPERTY}={}", dir.display()));
    if let Some(model) = model {
        cmd.arg(format!("-D{MODEL_PROPERTY}={}", model.display()));
    }
    let mut child = cmd
        .arg("-cp")
        .arg(jar(config))
        .arg("PathsDriver")
        .arg(script.path())
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("cannot run java");
    let mut err = child.stderr.take().unwrap();
    let err_reader = std::thread::spawn(move || {
        let mut s = String::new();
        err.read_to_string(&mut s).unwrap();
        s
    });
    let status = support::wait_or_kill(&mut child, TIMEOUT, "the driver");
    let stderr = err_reader.join().unwrap();
    let traces: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "adtrace"))
        .collect();
    assert_eq!(
        traces.len(),
        1,
        "expected one trace file: {traces:?}\n{stderr}"
    );
    let trace = read_trace(&traces[0]).unwrap();
    assert!(trace.is_complete(), "{:?}", trace.stopped);
    Run {
        code: status.code().expect("java was killed by a signal"),
        stderr,
        trace,
    }
}

/// A PATHS chunk the runtime wrote.
struct Written {
    tokens: u32,
    trailing: u32,
    bytes: Vec<u8>,
}

/// Every thread's name and PATHS chunks, by thread index.
fn written(trace: &TraceFile) -> Vec<(String, Vec<Written>)> {
    let blocks = trace.header.schemes & Scheme::Blocks.bit() != 0;
    for c in &trace.chunks {
        assert!(
            c.tag == TAG_PATHS || c.tag == TAG_THREAD || (blocks && c.tag == TAG_BLOCKS),
            "a chunk with tag {:#x} in a trace of schemes {:#x}",
            c.tag,
            trace.header.schemes
        );
    }
    let threads = trace.threads(TAG_PATHS).unwrap();
    for (i, (t, _)) in threads.iter().enumerate() {
        assert_eq!(*t, i as u32, "thread indices are not 0, 1, 2...");
    }
    threads
        .into_iter()
        .map(|(t, name)| {
            let chunks = trace
                .chunks(TAG_PATHS, t)
                .unwrap()
                .map(|c| {
                    let c = c.unwrap();
                    let p = c.paths_payload().unwrap();
                    Written {
                        tokens: p.tokens,
                        trailing: p.trailing_steps,
                        bytes: p.coded.to_vec(),
                    }
                })
                .collect();
            (name.expect("a thread without a name"), chunks)
        })
        .collect()
}

/// The runtime's chunks are the reference's, and the Rust decoder reads every symbol back.
fn assert_same(run: &Run, sim: &Sim) {
    let written = written(&run.trace);
    let expected = sim.expected();
    let got: Vec<&str> = written.iter().map(|(n, _)| n.as_str()).collect();
    let want: Vec<&str> = expected.iter().map(|(n, _)| n.as_str()).collect();
    assert_eq!(got, want, "threads; stderr: {}", run.stderr);
    for ((name, got), (_, want)) in written.iter().zip(&expected) {
        let got_counts: Vec<(u32, u32)> = got.iter().map(|c| (c.tokens, c.trailing)).collect();
        let want_counts: Vec<(u32, u32)> = want.iter().map(|c| (c.tokens, c.trailing)).collect();
        assert_eq!(
            got_counts, want_counts,
            "{name}: (tokens, trailing steps) of each chunk; stderr: {}",
            run.stderr
        );
        for (i, (g, w)) in got.iter().zip(want).enumerate() {
            assert!(
                g.bytes == w.bytes,
                "{name}: chunk {i} has other bytes ({} against {})",
                g.bytes.len(),
                w.bytes.len()
            );
        }
        assert_decodes(sim, name, got, want);
    }
}

/// The runtime's chunks of a thread, decoded in the contexts the reference coded in, give the
/// reference's symbols.
fn assert_decodes(sim: &Sim, name: &str, got: &[Written], want: &[Expected]) {
    let Some(first) = got.first() else {
        return;
    };
    let mut decoder = sim
        .coder
        .decoder(&sim.contexts, first.bytes.clone())
        .unwrap();
    for (i, (chunk, expected)) in got.iter().zip(want).enumerate() {
        if i > 0 {
            decoder.restart(chunk.bytes.clone()).unwrap();
        }
        for (k, &(context, symbol)) in expected.symbols.iter().enumerate() {
            assert_eq!(
                decoder.decode(context as usize).unwrap(),
                symbol,
                "{name}: chunk {i}, symbol {k} (context {context})"
            );
        }
    }
}

fn check_header(trace: &TraceFile, coder: Coder, status: ModelStatus, generation: u32) {
    let h = trace.header;
    assert_eq!(h.schemes & Scheme::Paths.bit(), Scheme::Paths.bit());
    assert_eq!(h.metadata_hash, HASH);
    assert_eq!(h.pid, PID);
    assert_eq!(h.coder(), Some(coder));
    assert_eq!(h.model_status, status);
    assert_eq!(h.model_generation, generation);
}

/// Runs `cmds` on the runtime and the reference, without a model, and compares them.
fn check(coder: Coder, cmds: &[Cmd]) -> (Run, Sim) {
    let dir = tempfile::tempdir().unwrap();
    let run = run_script(&config(coder, &[Scheme::Paths]), dir.path(), None, cmds);
    check_header(&run.trace, coder, ModelStatus::NoFile, 0);
    let mut sim = Sim::new(coder, None);
    let code = sim.run_main(cmds);
    assert_eq!(run.code, code, "exit code; stderr: {}", run.stderr);
    assert_same(&run, &sim);
    (run, sim)
}

// ---- scenarios ----

/// Nested calls with hits and misses of the predictions, every decision kind, a delta past
/// the literal ones, exceptions caught locally and two frames up, flushes with and without
/// tokens, a return to depth 0, and a worker whose frames unwind before it dies; main ends
/// inside a method (the shutdown hook ends its stream).
fn program() -> Vec<Cmd> {
    let mut main = vec![Cmd::Enter(0), step(0, 0), Cmd::Enter(1), step(1, 0)];
    main.extend([
        decide(1, 0, 1),
        Cmd::Exit,
        step(0, 1),
        Cmd::Enter(1),
        Cmd::Exit,
    ]);
    // The same step again: the callee is the predicted one.
    main.extend([step(0, 0), Cmd::Enter(1), Cmd::Exit]);
    main.extend([decide(0, 0, 0), decide(0, 1, 2)]);
    main.extend(steps(0, 2, 18));
    main.extend([Cmd::Enter(2), decide(2, 0, 3), Cmd::Caught(4, 0, 1, 5)]);
    main.extend([step(2, 0), Cmd::Enter(1), step(1, 1)]);
    main.extend([
        Cmd::Unwind(1, 3),
        Cmd::Unwind(4, 5),
        Cmd::Caught(2, 1, 2, 5),
    ]);
    main.extend([Cmd::Flush]);
    main.extend(steps(0, 1, 2));
    main.extend([Cmd::Flush, Cmd::Flush, Cmd::Exit]);
    // From no app frame again: TOP predicts method 0.
    main.extend([Cmd::Enter(0), Cmd::Exit]);
    let mut worker = vec![Cmd::Enter(2), decide(2, 0, 1), step(2, 0), Cmd::Enter(1)];
    worker.extend([
        decide(1, 0, 0),
        Cmd::Unwind(0, 3),
        Cmd::Unwind(0, 5),
        Cmd::Crash,
    ]);
    main.push(Cmd::Thread("worker".into(), worker));
    main.extend([Cmd::Enter(0), step(0, 0), Cmd::Enter(2), decide(2, 0, 2)]);
    main.extend(steps(2, 0, 70_000));
    main.push(Cmd::Exit);
    main
}

#[test]
fn a_scripted_program_is_coded_token_for_token() {
    if !tier(Tier::Jvm) {
        return;
    }
    for coder in [Coder::Range, Coder::AdapTracer] {
        let (run, sim) = check(coder, &program());
        assert!(
            run.stderr.starts_with(
                "Exception in thread \"worker\" java.lang.IllegalStateException: scripted crash"
            ),
            "{}",
            run.stderr
        );
        let expected = sim.expected();
        // main: flush with tokens, flush with steps only, exit to depth 0 (steps only), the
        // second call, the shutdown hook's copy.
        let main: Vec<(u32, u32)> = expected[0]
            .1
            .iter()
            .map(|c| (c.tokens, c.trailing))
            .collect();
        assert_eq!(main, [(14, 0), (0, 2), (0, 3), (1, 1), (3, 70_001)]);
        // worker: back at depth 0 after unwinding, then END on its own.
        let worker: Vec<(u32, u32)> = expected[1]
            .1
            .iter()
            .map(|c| (c.tokens, c.trailing))
            .collect();
        assert_eq!(worker, [(6, 0), (1, 0)]);
    }
}

/// Guessed and sure callees: a guess learnt from the first entry after it, entered (a step)
/// or not (ENTER of another callee, or a NOENTER before the next step, return or decision, which
/// makes the slot forget), nested guesses, a `call` whose callee does not come, and a thread
/// with guesses of its own.
fn guessing() -> Vec<Cmd> {
    let guess = |m, index| Cmd::Guess(layout().step_id(m, index));
    let mut main = vec![Cmd::Enter(0)];
    // Nothing guessed yet: ENTER, and the slot learns m1; then m1 is guessed and entered.
    main.extend([guess(0, 0), Cmd::Enter(1), Cmd::Exit]);
    main.extend([guess(0, 0), Cmd::Enter(1), Cmd::Exit]);
    // Another callee: ENTER; m2 is the guess from now on.
    main.extend([guess(0, 0), Cmd::Enter(2), Cmd::Exit]);
    // m2 guessed and not entered: NOENTER before the next step; the slot forgets.
    main.extend([guess(0, 0), step(0, 1)]);
    // Nothing guessed, nothing entered: no token at all.
    main.extend([guess(0, 0), step(0, 1)]);
    // Only the first entry after a guess teaches the slot (m1 here, not m2).
    main.extend([
        guess(0, 1),
        Cmd::Enter(1),
        Cmd::Exit,
        Cmd::Enter(2),
        Cmd::Exit,
    ]);
    main.extend([
        guess(0, 1),
        Cmd::Enter(1),
        guess(1, 0),
        Cmd::Enter(2),
        Cmd::Exit,
    ]);
    // m2 guessed inside m1 and not entered: NOENTER before m1's return, and before decisions.
    main.extend([guess(1, 0), Cmd::Exit]);
    main.extend([guess(0, 1), decide(0, 0, 1)]);
    main.extend([
        guess(0, 1),
        Cmd::Enter(1),
        guess(1, 1),
        Cmd::Enter(2),
        Cmd::Exit,
    ]);
    main.extend([guess(1, 1), decide(1, 0, 0), Cmd::Exit]);
    // A sure callee that does not come (its invoke ran framework code only): NOENTER.
    main.extend([Cmd::Call(layout().step_id(0, 2), 1), guess(0, 0)]);
    main.extend([
        Cmd::Call(layout().step_id(0, 2), 1),
        Cmd::Enter(1),
        Cmd::Exit,
    ]);
    // An exception before the guessed callee: the CATCH's delta says it never ran.
    main.extend([guess(0, 0), Cmd::Enter(2), Cmd::Exit]);
    main.extend([guess(0, 0), Cmd::Caught(0, 0, 1, 5), Cmd::Exit]);
    let worker = vec![
        Cmd::Enter(0),
        guess(0, 0),
        Cmd::Enter(1),
        Cmd::Exit,
        guess(0, 0),
        Cmd::Enter(1),
        Cmd::Exit,
        Cmd::Exit,
    ];
    main.push(Cmd::Thread("worker".into(), worker));
    main
}

#[test]
fn guessed_callees_code_only_what_the_guess_misses() {
    if !tier(Tier::Jvm) {
        return;
    }
    let layout = layout();
    let etype_contexts: Vec<u32> = (0..layout.event_buckets())
        .map(|b| layout.etype(b))
        .collect();
    for coder in [Coder::Range, Coder::AdapTracer] {
        let (_, sim) = check(coder, &guessing());
        let count = |thread: usize, etype: u32| {
            sim.expected()[thread]
                .1
                .iter()
                .flat_map(|c| c.symbols.iter())
                .filter(|(c, s)| etype_contexts.contains(c) && *s == etype)
                .count()
        };
        assert_eq!(count(0, layout::ETYPE_ENTER), 9, "main's ENTERs");
        assert_eq!(count(0, layout::ETYPE_NOENTER), 5, "main's NOENTERs");
        // The worker's thread guesses on its own: its first entry is an ENTER.
        assert_eq!(count(1, layout::ETYPE_ENTER), 2, "the worker's ENTERs");
        assert_eq!(count(1, layout::ETYPE_NOENTER), 0, "the worker's NOENTERs");
    }
}

#[test]
fn a_crash_codes_end_after_the_frames_unwound() {
    if !tier(Tier::Jvm) {
        return;
    }
    let cmds = [
        Cmd::Enter(0),
        step(0, 0),
        Cmd::Enter(1),
        decide(1, 0, 0),
        Cmd::Unwind(0, 3),
        Cmd::Unwind(1, 5),
        Cmd::Crash,
        // Never runs: main died.
        Cmd::Enter(2),
    ];
    for coder in [Coder::Range, Coder::AdapTracer] {
        let (run, sim) = check(coder, &cmds);
        assert!(
            run.stderr.starts_with(
                "Exception in thread \"main\" java.lang.IllegalStateException: scripted crash"
            ),
            "{}",
            run.stderr
        );
        let main = &sim.expected()[0].1;
        // The unwind to depth 0 handed off; END went out on its own.
        assert_eq!(main.len(), 2);
        assert_eq!((main[1].tokens, main[1].trailing), (1, 0));
    }
}

#[test]
fn system_exit_deep_in_app_code_keeps_everything_before_it() {
    if !tier(Tier::Jvm) {
        return;
    }
    let cmds = [
        Cmd::Thread(
            "early".into(),
            vec![Cmd::Enter(1), decide(1, 0, 1), Cmd::Exit],
        ),
        Cmd::Enter(0),
        step(0, 0),
        Cmd::Enter(2),
        decide(2, 0, 0),
        step(2, 0),
        step(2, 0),
        Cmd::Quit(3),
        Cmd::Exit,
    ];
    let (_, sim) = check(Coder::Range, &cmds);
    let expected = sim.expected();
    assert_eq!(expected[0].0, "early");
    assert_eq!(expected[1].0, "main");
    assert_eq!((expected[1].1[0].tokens, expected[1].1[0].trailing), (3, 2));
}

#[test]
fn a_halt_keeps_what_flush_wrote() {
    if !tier(Tier::Jvm) {
        return;
    }
    let cmds = [
        Cmd::Enter(0),
        decide(0, 0, 1),
        Cmd::Flush,
        decide(0, 1, 0),
        Cmd::Halt(7),
    ];
    let (_, sim) = check(Coder::AdapTracer, &cmds);
    let main = &sim.expected()[0].1;
    assert_eq!(main.len(), 1);
    assert_eq!(main[0].tokens, 2);
}

#[test]
fn blocks_and_paths_run_side_by_side_and_both_see_the_crash() {
    if !tier(Tier::Jvm) {
        return;
    }
    let cmds = [
        Cmd::BlocksEnter(7),
        Cmd::Enter(0),
        Cmd::BlocksBlock(0),
        step(0, 0),
        Cmd::BlocksEnter(8),
        Cmd::Enter(1),
        Cmd::BlocksBlock(1),
        decide(1, 0, 0),
        Cmd::BlocksExit,
        Cmd::Exit,
        decide(0, 0, 1),
        Cmd::Unwind(0, 5),
        Cmd::Crash,
    ];
    let dir = tempfile::tempdir().unwrap();
    let run = run_script(
        &config(Coder::Range, &[Scheme::Blocks, Scheme::Paths]),
        dir.path(),
        None,
        &cmds,
    );
    check_header(&run.trace, Coder::Range, ModelStatus::NoFile, 0);
    assert_eq!(
        run.trace.header.schemes,
        Scheme::Blocks.bit() | Scheme::Paths.bit()
    );
    let mut sim = Sim::new(Coder::Range, None);
    assert_eq!(run.code, sim.run_main(&cmds));
    assert_eq!(run.code, 1);
    assert_same(&run, &sim);
    let main = &sim.expected()[0].1;
    assert_eq!(main.last().map(|c| (c.tokens, c.trailing)), Some((1, 0)));

    use BlockEvent::*;
    let blocks = run.trace.blocks().unwrap();
    assert_eq!(blocks.len(), 1);
    assert_eq!(
        blocks[0].events,
        [
            Enter { method: 7 },
            Block { index: 0 },
            Enter { method: 8 },
            Block { index: 1 },
            Exit,
            Uncaught
        ]
    );
}

/// xorshift64
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn below(&mut self, n: u64) -> u32 {
        (self.next() % n) as u32
    }
}

/// A long run in one frame: random decisions and calls, more than 32 KiB of coded bytes.
fn long_run(seed: u64, decisions: usize) -> Vec<Cmd> {
    let mut rng = Rng(seed);
    let mut cmds = vec![Cmd::Enter(2)];
    for _ in 0..decisions {
        match rng.below(10) {
            0 => {
                let n = rng.below(40) as usize;
                cmds.extend(steps(2, 0, n));
                cmds.extend([Cmd::Enter(rng.below(3)), Cmd::Exit]);
            }
            1..=5 => cmds.push(decide(2, 0, rng.below(4))),
            _ => cmds.push(decide(0, 0, rng.below(2))),
        }
    }
    cmds.push(Cmd::Exit);
    cmds
}

#[test]
fn long_runs_are_handed_off_in_32_kib_streams() {
    if !tier(Tier::Jvm) {
        return;
    }
    for (coder, seed) in [(Coder::Range, 7), (Coder::AdapTracer, 11)] {
        let (_, sim) = check(coder, &long_run(seed, 350_000));
        let main = &sim.expected()[0].1;
        assert!(main.len() >= 3, "{coder:?}: {} chunks", main.len());
        // The writer checks after each record buffer: a stream ends at most one buffer's
        // worth of tokens past 32 KiB.
        for c in &main[..main.len() - 1] {
            assert!(
                (FULL..2 * FULL).contains(&c.bytes.len()),
                "{}",
                c.bytes.len()
            );
        }
    }
}

// ---- models ----

/// A model for the layout: the symbols a run of `program` coded as frequencies, and
/// predictions at step 0 of m0 (method 1) and at TOP (method 0).
fn model(coder: Coder, generation: u32) -> Model {
    let mut sim = Sim::new(coder, None);
    sim.run_main(&program());
    let lengths = model_table_lengths(layout());
    let mut seeds: Vec<Vec<u32>> = layout()
        .alphabets()
        .iter()
        .map(|&n| vec![0; n as usize])
        .collect();
    for t in &sim.threads {
        for (context, symbol) in t.chunks.iter().flat_map(|c| &c.symbols) {
            seeds[*context as usize][*symbol as usize] += 1;
        }
    }
    // Every binary decision pinned on the way the run took it most: the runtime then passes
    // those silently and codes the others as MISS events.
    for table in &mut seeds[..layout().binary_nodes() as usize] {
        *table = if table[0] >= table[1] {
            vec![layout::PINNED_MIN_SEEN as u32, 0]
        } else {
            vec![0, layout::PINNED_MIN_SEEN as u32]
        };
    }
    let keys = layout().callee_keys();
    let mut predictions = vec![None; 2 * keys as usize];
    // Key of step 0's first entry: method 1 first; of the first entry from the top: method 0
    // second, so that both prediction slots are seen to load.
    predictions[2 * layout::callee_key(layout().step_id(0, 0), -1, keys) as usize] = Some(1);
    predictions[2 * layout::callee_key(layout().step_count(), -1, keys) as usize + 1] = Some(0);
    let tables = PathsStart { seeds, predictions }.to_tables(layout());
    assert_eq!(
        tables.iter().map(|t| t.len() as u32).collect::<Vec<_>>(),
        lengths
    );
    Model {
        metadata_hash: HASH,
        generation,
        tables,
    }
}

fn write_model(model: &Model, path: &Path) {
    std::fs::write(path, model.to_bytes(path).unwrap()).unwrap();
}

/// Runs `program` with a model file in place and checks the header and every chunk against
/// the reference started from `start`.
fn check_with_model(
    coder: Coder,
    dir: &Path,
    property: Option<&Path>,
    status: ModelStatus,
    generation: u32,
    start: Option<&PathsStart>,
) -> Sim {
    let cmds = program();
    let run = run_script(&config(coder, &[Scheme::Paths]), dir, property, &cmds);
    check_header(&run.trace, coder, status, generation);
    let mut sim = Sim::new(coder, start);
    assert_eq!(run.code, sim.run_main(&cmds));
    assert_same(&run, &sim);
    sim
}

fn all_bytes(sim: &Sim) -> Vec<u8> {
    sim.expected()
        .iter()
        .flat_map(|(_, chunks)| chunks.iter().flat_map(|c| c.bytes.clone()))
        .collect()
}

#[test]
fn a_model_in_the_trace_dir_seeds_the_coders_and_the_predictions() {
    if !tier(Tier::Jvm) {
        return;
    }
    for coder in [Coder::Range, Coder::AdapTracer] {
        let model = model(coder, 5);
        let start = PathsStart::from_model(layout(), &model).unwrap();
        let dir = tempfile::tempdir().unwrap();
        write_model(&model, &dir.path().join(MODEL_FILE_NAME));
        let seeded = check_with_model(
            coder,
            dir.path(),
            None,
            ModelStatus::Loaded,
            5,
            Some(&start),
        );
        // The model pins decisions both ways the program takes them: some pass silently, some
        // are MISS events.
        assert!(seeded.pinned.iter().any(Option::is_some));
        let etypes = layout().etype(0)..layout().etype(0) + layout().event_buckets();
        let misses = seeded
            .threads
            .iter()
            .flat_map(|t| t.chunks.iter().flat_map(|c| &c.symbols))
            .filter(|(c, s)| etypes.contains(c) && *s == layout::ETYPE_MISS)
            .count();
        assert!(misses > 0, "{coder:?}: no MISS coded");
        let mut uniform = Sim::new(coder, None);
        uniform.run_main(&program());
        let (seeded, uniform) = (all_bytes(&seeded), all_bytes(&uniform));
        assert_ne!(seeded, uniform);
        // Seeded with the run's own statistics, the run costs less.
        assert!(
            seeded.len() < uniform.len(),
            "{coder:?}: {} bytes seeded, {} uniform",
            seeded.len(),
            uniform.len()
        );
    }
}

#[test]
fn the_model_property_names_the_file() {
    if !tier(Tier::Jvm) {
        return;
    }
    let model = model(Coder::Range, 9);
    let start = PathsStart::from_model(layout(), &model).unwrap();
    let elsewhere = tempfile::tempdir().unwrap();
    let file = elsewhere.path().join("my.admd");
    write_model(&model, &file);
    let dir = tempfile::tempdir().unwrap();
    check_with_model(
        Coder::Range,
        dir.path(),
        Some(&file),
        ModelStatus::Loaded,
        9,
        Some(&start),
    );

    // A property naming no file: no model, although the trace dir has one.
    let dir = tempfile::tempdir().unwrap();
    write_model(&model, &dir.path().join(MODEL_FILE_NAME));
    let missing = elsewhere.path().join("missing.admd");
    check_with_model(
        Coder::Range,
        dir.path(),
        Some(&missing),
        ModelStatus::NoFile,
        0,
        None,
    );
}

#[test]
fn a_bad_model_leaves_the_coders_uniform_and_says_why() {
    if !tier(Tier::Jvm) {
        return;
    }
    let good = model(Coder::Range, 4);
    let bytes = good.to_bytes(Path::new("m")).unwrap();
    let mut cases: BTreeMap<&str, (Vec<u8>, ModelStatus)> = BTreeMap::new();

    let mut flipped = bytes.clone();
    flipped[40] ^= 0x10;
    cases.insert("flipped byte", (flipped, ModelStatus::Damaged));
    cases.insert(
        "truncated",
        (bytes[..bytes.len() - 9].to_vec(), ModelStatus::Damaged),
    );
    cases.insert("garbage", (b"not a model".to_vec(), ModelStatus::Damaged));
    let mut version = bytes.clone();
    version[5] = 2;
    cases.insert("version", (version, ModelStatus::Damaged));

    let mut other = good.clone();
    other.metadata_hash ^= 1;
    cases.insert(
        "other metadata",
        (
            other.to_bytes(Path::new("m")).unwrap(),
            ModelStatus::OtherMetadata,
        ),
    );
    let mut fewer = good.clone();
    fewer.tables.pop();
    cases.insert(
        "a table short",
        (
            fewer.to_bytes(Path::new("m")).unwrap(),
            ModelStatus::WrongShape,
        ),
    );
    let mut two = good.clone();
    two.tables[layout().site(0) as usize].pop();
    cases.insert(
        "a site table of two",
        (
            two.to_bytes(Path::new("m")).unwrap(),
            ModelStatus::WrongShape,
        ),
    );
    let mut alphabet = good.clone();
    alphabet.tables[1].push(0);
    cases.insert(
        "a decision table too long",
        (
            alphabet.to_bytes(Path::new("m")).unwrap(),
            ModelStatus::WrongShape,
        ),
    );
    let mut predicted = good.clone();
    predicted.tables[layout().site(1) as usize][4] = 4;
    cases.insert(
        "a prediction past the methods",
        (
            predicted.to_bytes(Path::new("m")).unwrap(),
            ModelStatus::WrongShape,
        ),
    );

    for (what, (bytes, status)) in cases {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join(MODEL_FILE_NAME), &bytes).unwrap();
        let cmds = program();
        let config = config(Coder::Range, &[Scheme::Paths]);
        let run = run_script(&config, dir.path(), None, &cmds);
        assert_eq!(run.trace.header.model_status, status, "{what}");
        check_header(&run.trace, Coder::Range, status, 0);
        let mut sim = Sim::new(Coder::Range, None);
        assert_eq!(run.code, sim.run_main(&cmds), "{what}");
        assert_same(&run, &sim);
    }
}
