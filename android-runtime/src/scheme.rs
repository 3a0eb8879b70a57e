//! The registry of tracing schemes: the one list of the schemes adaptrace offers, and for each
//! what every other part needs to know of it. The instrumentor takes its probe references,
//! scratch registers and runtime classes from here, the decoders their chunk tags and names,
//! the command line the values of `--scheme`, the benchmark harness its variants.
//!
//! A scheme is its entry in [`REGISTRY`] (and a variant of [`Scheme`]), its runtime class in
//! `smali/adaptrace/rt/`, its probe plan in the instrumentor and its decoder in `trace_parser`
//! (both found by an exhaustive `match` on [`Scheme`], so the compiler points at what a new
//! scheme still lacks).

use std::fmt;
use std::str::FromStr;

use crate::calls::TAG_CALLS;
use crate::contexts::{TAG_CONTEXTS, TAG_PCC};
use crate::pathids::TAG_PATHIDS;
use crate::trace::{TAG_BLOCKS, TAG_PATHS};

/// Type of the per-thread state instrumented code holds between probes.
pub const THREAD_STATE: &str = "Ladaptrace/rt/ThreadState;";

/// The runtime's queued chunk, the `encode` hook's parameter.
pub const CHUNK: &str = "Ladaptrace/rt/Chunk;";

/// A tracing scheme that can be selected with `--scheme`; [`Scheme::spec`] describes it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Scheme {
    Blocks,
    Paths,
    Pap,
    Bl,
    Fi,
    Bri,
    Calls,
    Contexts,
    Pcc,
}

/// A static method of a runtime class that instrumented code calls.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Probe {
    /// `Ladaptrace/rt/X;`
    pub class: &'static str,
    pub name: &'static str,
    /// Parameter type descriptors.
    pub params: &'static [&'static str],
    pub ret: &'static str,
}

impl fmt::Display for Probe {
    /// The smali method reference, `Ladaptrace/rt/X;->name(params)ret`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}->{}({}){}",
            self.class,
            self.name,
            self.params.concat(),
            self.ret
        )
    }
}

/// One class of the runtime, as a smali template (`@NAME@` markers are filled per app).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RuntimeClass {
    /// The simple name: the class is `Ladaptrace/rt/<name>;`.
    pub name: &'static str,
    pub smali: &'static str,
}

/// A moment of the runtime's life at which the core calls every scheme that asks for it, as a
/// static method of the scheme's runtime class ([`Spec::hooks`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hook {
    /// `started()V`: once, as the runtime starts, before the trace header is written.
    Started,
    /// `registered(ThreadState)V`: a thread's first probe, with the runtime's lock held.
    Registered,
    /// `flushed(ThreadState)V`: the thread asks for everything to be written (`Trace.flush`).
    Flushed,
    /// `crashed(ThreadState)V`: the thread dies of an uncaught exception.
    Crashed,
    /// `shutdown(ThreadState)V`: the process exits; queue a copy of what the thread holds (the
    /// lock is held, the thread may still run).
    Shutdown,
    /// `encode(Chunk)V`: the writer thread is about to write a chunk; a scheme whose threads
    /// queue records rather than coded bytes codes its own chunks here.
    Encode,
}

impl Hook {
    pub const ALL: [Hook; 6] = [
        Hook::Started,
        Hook::Registered,
        Hook::Flushed,
        Hook::Crashed,
        Hook::Shutdown,
        Hook::Encode,
    ];

    pub fn method_name(self) -> &'static str {
        match self {
            Hook::Started => "started",
            Hook::Registered => "registered",
            Hook::Flushed => "flushed",
            Hook::Crashed => "crashed",
            Hook::Shutdown => "shutdown",
            Hook::Encode => "encode",
        }
    }

    /// The hook method's parameter types.
    pub fn params(self) -> &'static [&'static str] {
        match self {
            Hook::Started => &[],
            Hook::Encode => &[CHUNK],
            _ => &[THREAD_STATE],
        }
    }
}

/// What a scheme's decoder recovers of a run, from least to most; each includes those before
/// it, but [`Recovers::Nothing`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Recovers {
    /// No event: its values only tell calling contexts apart, up to collisions (`pcc`); its
    /// record prints `--emit summary` only.
    Nothing,
    /// The whole calling context of each of its events; prints `--emit contexts`.
    Contexts,
    /// Every call and return; prints `--emit calls` and `contexts`.
    Calls,
    /// Every executed block, call and return; prints every format.
    Blocks,
}

/// Everything about one scheme that more than its own plan, runtime and decoder need.
#[derive(Debug)]
pub struct Spec {
    pub scheme: Scheme,
    /// The command-line name.
    pub name: &'static str,
    /// What it records and recovers, in a line (for `--help`, the README and the docs).
    pub summary: &'static str,
    /// Its bit in the trace header's `schemes` mask (FORMATS.md).
    pub bit: u32,
    /// The tag of its chunks.
    pub tag: u8,
    /// The ground truth every other scheme is checked against.
    pub oracle: bool,
    /// Whether its runtime codes with a model that the decoded runs teach (`model update`).
    pub learns: bool,
    /// Whether `--coder raw` writes its records uncoded (`calls`, in the Casper paper's form);
    /// a scheme that learns without it takes an adaptive coder only.
    pub raw_form: bool,
    /// What its decoder recovers of a run, which says the `--emit` formats its record prints.
    pub recovers: Recovers,
    /// Its runtime classes (beside the core's); schemes may share one.
    pub runtime: &'static [RuntimeClass],
    /// The runtime class the core calls its [`Spec::hooks`] on.
    pub hook_class: &'static str,
    pub hooks: &'static [Hook],
    /// Its per-thread state: a field of `ThreadState` (name, type).
    pub thread_field: Option<(&'static str, &'static str)>,
    /// The methods its probes call.
    pub probes: &'static [Probe],
    /// The scratch registers its probes take in every instrumented method.
    pub scratch: u16,
    /// Schemes it cannot go into one app with.
    pub excludes: &'static [Scheme],
}

/// Every scheme, in the order their probes go into a method (and `Scheme as usize` order).
pub static REGISTRY: [Spec; 9] = [
    Spec {
        scheme: Scheme::Blocks,
        name: "blocks",
        summary: "every basic block entered, every call site and exception, logged raw: the oracle the other schemes are checked against",
        bit: 1,
        tag: TAG_BLOCKS,
        oracle: true,
        learns: false,
        raw_form: false,
        recovers: Recovers::Blocks,
        runtime: &[class("Blocks", include_str!("../smali/adaptrace/rt/Blocks.smali"))],
        hook_class: "Ladaptrace/rt/Blocks;",
        hooks: &[Hook::Crashed],
        thread_field: None,
        probes: &blocks::ALL,
        scratch: 3,
        excludes: &[],
    },
    Spec {
        scheme: Scheme::Paths,
        name: "paths",
        summary: "branch decisions and the call and exception witnesses the metadata cannot infer, adaptively arithmetic-coded (AdapTracer); the model learns across runs",
        bit: 2,
        tag: TAG_PATHS,
        oracle: false,
        learns: true,
        raw_form: false,
        recovers: Recovers::Blocks,
        runtime: &[
            class("Paths", include_str!("../smali/adaptrace/rt/Paths.smali")),
            class("PathsState", include_str!("../smali/adaptrace/rt/PathsState.smali")),
            class("PathsCoder", include_str!("../smali/adaptrace/rt/PathsCoder.smali")),
            class("PathsConfig", include_str!("../smali/adaptrace/rt/PathsConfig.smali")),
            class("Model", include_str!("../smali/adaptrace/rt/Model.smali")),
            MODEL_FILE,
            RANGE_ENCODER,
            ARITH_ENCODER,
        ],
        hook_class: "Ladaptrace/rt/Paths;",
        hooks: &[
            Hook::Started,
            Hook::Registered,
            Hook::Flushed,
            Hook::Crashed,
            Hook::Shutdown,
            Hook::Encode,
        ],
        thread_field: Some(("paths", "Ladaptrace/rt/PathsState;")),
        probes: &paths::ALL,
        scratch: 7,
        excludes: &[Scheme::Calls],
    },
    pathids_spec(
        Scheme::Pap,
        "pap",
        "baseline: PAP path values (r = r * n + i at merges), logged raw per segment",
        16,
        &[Scheme::Bl],
    ),
    pathids_spec(
        Scheme::Bl,
        "bl",
        "baseline: Ball-Larus path ids, logged raw per acyclic segment",
        32,
        &[Scheme::Pap],
    ),
    calls_spec(
        Scheme::Fi,
        "fi",
        "baseline: every call site, return and throw logged raw (Casper's FI); recovers calls and returns",
        64,
        3,
        &[Scheme::Bri, Scheme::Calls],
    ),
    calls_spec(
        Scheme::Bri,
        "bri",
        "baseline: the call sites at the branch targets of the call-site graph logged raw (Casper's BRI); recovers calls and returns",
        128,
        5,
        &[Scheme::Fi, Scheme::Calls],
    ),
    calls_spec(
        Scheme::Calls,
        "calls",
        "witnesses of the fewest call sites the call-site grammar cannot infer (Casper), adaptively coded; the model learns across runs; recovers calls and returns",
        256,
        5,
        &[Scheme::Fi, Scheme::Bri, Scheme::Paths],
    ),
    Spec {
        scheme: Scheme::Contexts,
        name: "contexts",
        summary: "a calling-context id per event on a lazily built, versioned call graph (Luce); recovers the whole stack at every event",
        bit: 8,
        tag: TAG_CONTEXTS,
        oracle: false,
        learns: false,
        raw_form: false,
        recovers: Recovers::Contexts,
        runtime: &[
            class("Contexts", include_str!("../smali/adaptrace/rt/Contexts.smali")),
            class(
                "ContextsState",
                include_str!("../smali/adaptrace/rt/ContextsState.smali"),
            ),
            class(
                "ContextsGraph",
                include_str!("../smali/adaptrace/rt/ContextsGraph.smali"),
            ),
            class("Context", include_str!("../smali/adaptrace/rt/Context.smali")),
        ],
        hook_class: "Ladaptrace/rt/Contexts;",
        hooks: &[Hook::Started, Hook::Flushed, Hook::Crashed, Hook::Shutdown],
        thread_field: Some(("contexts", "Ladaptrace/rt/ContextsState;")),
        probes: &contexts::ALL,
        scratch: 3,
        excludes: &[],
    },
    Spec {
        scheme: Scheme::Pcc,
        name: "pcc",
        summary: "baseline: Bond and McKinley's probabilistic calling context (v = 3v + site per call) per method entry, raw; cannot be decoded, only counted",
        bit: 4,
        tag: TAG_PCC,
        oracle: false,
        learns: false,
        raw_form: false,
        recovers: Recovers::Nothing,
        runtime: &[
            class("Pcc", include_str!("../smali/adaptrace/rt/Pcc.smali")),
            class("PccState", include_str!("../smali/adaptrace/rt/PccState.smali")),
        ],
        hook_class: "Ladaptrace/rt/Pcc;",
        hooks: &[Hook::Flushed, Hook::Crashed, Hook::Shutdown],
        thread_field: Some(("pcc", "Ladaptrace/rt/PccState;")),
        probes: &pcc::ALL,
        scratch: 3,
        excludes: &[],
    },
];

const MODEL_FILE: RuntimeClass = class(
    "ModelFile",
    include_str!("../smali/adaptrace/rt/ModelFile.smali"),
);
const RANGE_ENCODER: RuntimeClass = class(
    "RangeEncoder",
    include_str!("../smali/adaptrace/rt/RangeEncoder.smali"),
);
const ARITH_ENCODER: RuntimeClass = class(
    "ArithEncoder",
    include_str!("../smali/adaptrace/rt/ArithEncoder.smali"),
);

const CALLS_RUNTIME: &[RuntimeClass] = &[
    class("Calls", include_str!("../smali/adaptrace/rt/Calls.smali")),
    class(
        "CallsState",
        include_str!("../smali/adaptrace/rt/CallsState.smali"),
    ),
    class(
        "CallsCoder",
        include_str!("../smali/adaptrace/rt/CallsCoder.smali"),
    ),
    MODEL_FILE,
    RANGE_ENCODER,
    ARITH_ENCODER,
];

/// The entry of `fi`, `bri` or `calls`: they share their runtime (which sites they log is the
/// plan's), so each excludes the others. Only `calls` codes its records and learns a model
/// (`fi` and `bri` are the paper's raw baselines); it excludes `paths`, since an app loads one
/// model.
const fn calls_spec(
    scheme: Scheme,
    name: &'static str,
    summary: &'static str,
    bit: u32,
    scratch: u16,
    excludes: &'static [Scheme],
) -> Spec {
    Spec {
        scheme,
        name,
        summary,
        bit,
        tag: TAG_CALLS,
        oracle: false,
        learns: matches!(scheme, Scheme::Calls),
        raw_form: matches!(scheme, Scheme::Calls),
        recovers: Recovers::Calls,
        runtime: CALLS_RUNTIME,
        hook_class: "Ladaptrace/rt/Calls;",
        hooks: &[
            Hook::Started,
            Hook::Flushed,
            Hook::Crashed,
            Hook::Shutdown,
            Hook::Encode,
        ],
        thread_field: Some(("calls", "Ladaptrace/rt/CallsState;")),
        probes: &calls::ALL,
        scratch,
        excludes,
    }
}

const PATHIDS_RUNTIME: &[RuntimeClass] = &[
    class(
        "PathIds",
        include_str!("../smali/adaptrace/rt/PathIds.smali"),
    ),
    class(
        "PathIdsState",
        include_str!("../smali/adaptrace/rt/PathIdsState.smali"),
    ),
];

/// The entry of `pap` or `bl`: they share their runtime (one numbering or the other, by the
/// header's bits), so each excludes the other.
const fn pathids_spec(
    scheme: Scheme,
    name: &'static str,
    summary: &'static str,
    bit: u32,
    excludes: &'static [Scheme],
) -> Spec {
    Spec {
        scheme,
        name,
        summary,
        bit,
        tag: TAG_PATHIDS,
        oracle: false,
        learns: false,
        raw_form: false,
        recovers: Recovers::Blocks,
        runtime: PATHIDS_RUNTIME,
        hook_class: "Ladaptrace/rt/PathIds;",
        hooks: &[Hook::Flushed, Hook::Crashed, Hook::Shutdown],
        thread_field: Some(("pathids", "Ladaptrace/rt/PathIdsState;")),
        probes: &pathids::ALL,
        scratch: 6,
        excludes,
    }
}

const fn class(name: &'static str, smali: &'static str) -> RuntimeClass {
    RuntimeClass { name, smali }
}

const fn probe(
    class: &'static str,
    name: &'static str,
    params: &'static [&'static str],
    ret: &'static str,
) -> Probe {
    Probe {
        class,
        name,
        params,
        ret,
    }
}

const STATE: &str = THREAD_STATE;

/// The `blocks` probes (`smali/adaptrace/rt/Blocks.smali`). Each but `enter` and `depth` gets
/// the depth of the frame it runs in first: when an exception left app frames and framework
/// code caught it, the thread's depth differs, and the probe logs UNWOUND(frame depth) before
/// its own event.
pub mod blocks {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/Blocks;";
    /// (method id) -> state: logs ENTER, depth + 1.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (state) -> the frame's depth (>= 1), right after [`ENTER`].
    pub const DEPTH: Probe = probe(CLASS, "depth", &[STATE], "I");
    /// (frame depth, state, block index): logs BLOCK.
    pub const BLOCK: Probe = probe(CLASS, "block", &["I", STATE, "I"], "V");
    /// (frame depth, state, call-site index): logs SITE; placed before each invoke.
    pub const SITE: Probe = probe(CLASS, "site", &["I", STATE, "I"], "V");
    /// (frame depth, state): logs EXIT, depth - 1; at depth 0 the events go to the writer.
    pub const EXIT: Probe = probe(CLASS, "exit", &["I", STATE], "V");
    /// (frame depth, state, handler block): logs CATCH(depth), BLOCK; after move-exception.
    pub const CAUGHT: Probe = probe(CLASS, "caught", &["I", STATE, "I"], "V");
    /// (frame depth, state): logs CATCH(depth), in the landing pad of a handler that normal
    /// flow also reaches (whose block probe then logs the BLOCK).
    pub const CATCHING: Probe = probe(CLASS, "catching", &["I", STATE], "V");
    pub const ALL: [Probe; 7] = [ENTER, DEPTH, BLOCK, SITE, EXIT, CAUGHT, CATCHING];
}

/// The `paths` probes (`smali/adaptrace/rt/Paths.smali`); the numbers they take come from
/// [`crate::layout::PathsLayout`].
pub mod paths {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/Paths;";
    /// (method id) -> state: codes ENTER.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (state, global step id): before every step instruction.
    pub const STEP: Probe = probe(CLASS, "step", &[STATE, "I"], "V");
    /// (state, global step id, callee method id): before an invoke that surely enters the
    /// callee (`StepMeta::callee`); the callee's ENTER then codes nothing.
    pub const CALL: Probe = probe(CLASS, "call", &[STATE, "I", "I"], "V");
    /// (state, global step id): before an invoke with no sure callee that may enter app code
    /// (`StepMeta::guess`); the callee first entered after a step of its guess slot last time
    /// (the thread's guess) is then due, as after `call`.
    pub const GUESS: Probe = probe(CLASS, "guess", &[STATE, "I"], "V");
    /// (state): before every return; hands the thread's stream off at depth 0.
    pub const EXIT: Probe = probe(CLASS, "exit", &[STATE], "V");
    /// (state, edge id): the decision of a binary node (context `edge >> 1`, symbol `edge & 1`).
    pub const EDGE: Probe = probe(CLASS, "edge", &[STATE, "I"], "V");
    /// (state, decision context, symbol, edge id): the decision of an n-ary node.
    pub const SW: Probe = probe(CLASS, "sw", &[STATE, "I", "I", "I"], "V");
    /// (state, throw block, handler index, handler count, block count): codes CATCH.
    pub const CAUGHT: Probe = probe(CLASS, "caught", &[STATE, "I", "I", "I", "I"], "V");
    /// (state, throw block, block count): codes UNWIND as an exception leaves the frame.
    pub const UNWIND: Probe = probe(CLASS, "unwind", &[STATE, "I", "I"], "V");
    pub const ALL: [Probe; 9] = [ENTER, STEP, CALL, GUESS, EXIT, EDGE, SW, CAUGHT, UNWIND];
}

/// The `pap` and `bl` probes (`smali/adaptrace/rt/PathIds.smali`); the numbers they take come
/// from [`crate::pathids::MethodNumbering`].
pub mod pathids {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/PathIds;";
    /// (method id) -> state: ends the caller's segment, opens the callee's.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (state, step index in the method): before every step instruction.
    pub const STEP: Probe = probe(CLASS, "step", &[STATE, "I"], "V");
    /// (state, block): before every return.
    pub const EXIT: Probe = probe(CLASS, "exit", &[STATE, "I"], "V");
    /// (state, throw block): in the catch-all wrapper, as an exception leaves the frame.
    pub const UNWIND: Probe = probe(CLASS, "unwind", &[STATE, "I"], "V");
    /// (state, throw block, handler index): after a handler's move-exception.
    pub const CAUGHT: Probe = probe(CLASS, "caught", &[STATE, "I", "I"], "V");
    /// PAP (state, target block, n, i): on the `i`-th in-edge of a block with `n > 1` in-edges.
    pub const PAP: Probe = probe(CLASS, "pap", &[STATE, "I", "I", "I"], "V");
    /// BL (state, increment below 2^31): on a DAG edge.
    pub const BL: Probe = probe(CLASS, "bl", &[STATE, "I"], "V");
    /// BL (state, increment): on a DAG edge whose increment needs a long.
    pub const BLW: Probe = probe(CLASS, "blw", &[STATE, "J"], "V");
    /// BL (state, cut index): on a cut edge.
    pub const BACK: Probe = probe(CLASS, "back", &[STATE, "I"], "V");
    pub const ALL: [Probe; 9] = [ENTER, STEP, EXIT, UNWIND, CAUGHT, PAP, BL, BLW, BACK];
}

/// The probes of the call-witness schemes `fi`, `bri` and `calls`
/// (`smali/adaptrace/rt/Calls.smali`); sites (`fi`) or steps (`bri`, `calls`) are numbered
/// across the program ([`crate::calls::SiteNumbering`]).
pub mod calls {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/Calls;";
    /// (method id) -> state: logs ROOT at depth 0, CALLBACK above a check site; depth + 1.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (state, global site): logs SITE before an invoke that surely enters its callee (`fi`),
    /// or before a logged step that is no check site (`bri`, `calls`).
    pub const SITE: Probe = probe(CLASS, "site", &[STATE, "I"], "V");
    /// (state, global site): logs SITE before any other invoke (`fi`) or a logged check site,
    /// which makes it the frame's check site: an app method entered above it logs CALLBACK.
    pub const CHECK: Probe = probe(CLASS, "check", &[STATE, "I"], "V");
    /// (state, method id): logs RETURN before every return; depth - 1.
    pub const EXIT: Probe = probe(CLASS, "exit", &[STATE, "I"], "V");
    /// (state, method id): logs UNWIND in the catch-all wrapper; depth - 1.
    pub const UNWIND: Probe = probe(CLASS, "unwind", &[STATE, "I"], "V");
    /// (state, method id): logs CATCH at a handler's entry, after its move-exception.
    pub const CAUGHT: Probe = probe(CLASS, "caught", &[STATE, "I"], "V");
    /// (method id) -> state: as [`ENTER`], and logs ENTRY when neither ROOT nor CALLBACK does.
    pub const ENTER_LOGGED: Probe = probe(CLASS, "enterLogged", &["I"], STATE);
    /// (state, global step): before an unlogged check site: entries above it log CALLBACK.
    pub const CHECK_QUIET: Probe = probe(CLASS, "checkQuiet", &[STATE, "I"], "V");
    /// (state): after a check site's invoke returned.
    pub const DONE: Probe = probe(CLASS, "done", &[STATE], "V");
    /// (state): before an unlogged return; logs ROOT_RETURN at depth 1; depth - 1.
    pub const LEAVE: Probe = probe(CLASS, "leave", &[STATE], "V");
    /// (state, method id, position): logs UNWIND_AT in the catch-all wrapper; depth - 1.
    pub const UNWIND_AT: Probe = probe(CLASS, "unwindAt", &[STATE, "I", "I"], "V");
    /// (state, handler index, position): logs CATCH_AT after a handler's move-exception.
    pub const CAUGHT_AT: Probe = probe(CLASS, "caughtAt", &[STATE, "I", "I"], "V");
    pub const ALL: [Probe; 12] = [
        ENTER,
        SITE,
        CHECK,
        EXIT,
        UNWIND,
        CAUGHT,
        ENTER_LOGGED,
        CHECK_QUIET,
        DONE,
        LEAVE,
        UNWIND_AT,
        CAUGHT_AT,
    ];
}

/// The `contexts` probes (`smali/adaptrace/rt/Contexts.smali`); call sites are numbered across
/// the program ([`crate::calls::SiteNumbering`]).
pub mod contexts {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/Contexts;";
    /// (method id) -> state: Luce's Entered, and an event with the entered frame's context.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (method id) -> state: Entered, without an event (`instrument --events`).
    pub const ENTER_QUIET: Probe = probe(CLASS, "enterQuiet", &["I"], STATE);
    /// (state, global site): Calling, before every invoke.
    pub const CALLING: Probe = probe(CLASS, "calling", &[STATE, "I"], "V");
    /// (state): before every return, and as an exception leaves the frame.
    pub const EXIT: Probe = probe(CLASS, "exit", &[STATE], "V");
    pub const ALL: [Probe; 4] = [ENTER, ENTER_QUIET, CALLING, EXIT];
}

/// The `pcc` probes (`smali/adaptrace/rt/Pcc.smali`), at the points of [`contexts`]'.
pub mod pcc {
    use super::{probe, Probe, STATE};

    const CLASS: &str = "Ladaptrace/rt/Pcc;";
    /// (method id) -> state: an event of the method and the value its call site made.
    pub const ENTER: Probe = probe(CLASS, "enter", &["I"], STATE);
    /// (state, the site's constant): the callee's value, `3 * value + constant`, before every
    /// invoke.
    pub const CALLING: Probe = probe(CLASS, "calling", &[STATE, "I"], "V");
    /// (state): before every return, and as an exception leaves the frame.
    pub const EXIT: Probe = probe(CLASS, "exit", &[STATE], "V");
    pub const ALL: [Probe; 3] = [ENTER, CALLING, EXIT];
}

impl Scheme {
    /// Every scheme, in registry order.
    pub fn all() -> impl Iterator<Item = Scheme> {
        REGISTRY.iter().map(|spec| spec.scheme)
    }

    pub fn spec(self) -> &'static Spec {
        // REGISTRY holds the variants in declaration order (a test checks it).
        &REGISTRY[self as usize]
    }

    pub fn name(self) -> &'static str {
        self.spec().name
    }

    pub fn bit(self) -> u32 {
        self.spec().bit
    }

    /// The scheme named `name` on the command line.
    pub fn from_name(name: &str) -> Option<Scheme> {
        Scheme::all().find(|s| s.name() == name)
    }

    /// The scheme whose bit is `bit`.
    pub fn from_bit(bit: u32) -> Option<Scheme> {
        Scheme::all().find(|s| s.bit() == bit)
    }

    /// The schemes whose bits are set in `mask`, in registry order; unknown bits are left out.
    pub fn in_mask(mask: u32) -> impl Iterator<Item = Scheme> {
        Scheme::all().filter(move |s| mask & s.bit() != 0)
    }

    /// The header mask of `schemes`.
    pub fn mask(schemes: &[Scheme]) -> u32 {
        schemes.iter().fold(0, |mask, s| mask | s.bit())
    }

    /// Every scheme's name, in registry order, `, `-separated (for messages).
    pub fn names() -> String {
        Scheme::all()
            .map(Scheme::name)
            .collect::<Vec<_>>()
            .join(", ")
    }

    /// Why `schemes` cannot go into one app, if they cannot.
    pub fn conflict(schemes: &[Scheme]) -> Option<String> {
        let (a, b) = schemes.iter().find_map(|&a| {
            let b = a.spec().excludes.iter().find(|b| schemes.contains(b))?;
            Some((a, *b))
        })?;
        Some(format!(
            "schemes `{a}` and `{b}` cannot go into one app (they share one runtime state per thread); instrument one build per scheme"
        ))
    }
}

impl fmt::Display for Scheme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Scheme {
    type Err = String;

    fn from_str(s: &str) -> Result<Scheme, String> {
        Scheme::from_name(s)
            .ok_or_else(|| format!("unknown scheme `{s}`; available: {}", Scheme::names()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_registry_holds_the_variants_in_order_with_distinct_names_and_bits() {
        for (index, spec) in REGISTRY.iter().enumerate() {
            assert_eq!(spec.scheme as usize, index, "{}", spec.name);
            assert_eq!(Scheme::from_name(spec.name), Some(spec.scheme));
            assert_eq!(Scheme::from_bit(spec.bit), Some(spec.scheme));
            assert_eq!(spec.bit.count_ones(), 1, "{}", spec.name);
        }
        let mask = Scheme::mask(&Scheme::all().collect::<Vec<_>>());
        assert_eq!(mask.count_ones() as usize, REGISTRY.len());
        assert_eq!(
            Scheme::in_mask(mask | 1 << 30).collect::<Vec<_>>(),
            Scheme::all().collect::<Vec<_>>()
        );
        assert_eq!(REGISTRY.iter().filter(|s| s.oracle).count(), 1);
    }

    #[test]
    fn exclusions_go_both_ways() {
        for spec in &REGISTRY {
            for other in spec.excludes {
                assert!(
                    other.spec().excludes.contains(&spec.scheme),
                    "{}",
                    spec.name
                );
                assert!(Scheme::conflict(&[spec.scheme, *other]).is_some());
            }
        }
        assert_eq!(Scheme::conflict(&[Scheme::Blocks, Scheme::Paths]), None);
        let err = Scheme::conflict(&[Scheme::Blocks, Scheme::Pap, Scheme::Bl]).unwrap();
        assert!(err.contains("`pap` and `bl`"), "{err}");
    }

    #[test]
    fn names_parse_and_unknown_ones_list_the_known() {
        assert_eq!("bl".parse::<Scheme>(), Ok(Scheme::Bl));
        let err = "bogus".parse::<Scheme>().unwrap_err();
        assert!(
            err.contains("bogus") && err.contains("blocks, paths"),
            "{err}"
        );
    }

    /// Every probe, and every hook a scheme asks for, is a public static method of its runtime
    /// class with that signature; schemes that share a class share its hooks and field.
    #[test]
    fn probes_and_hooks_are_methods_of_the_runtime_classes() {
        let text_of = |class: &str| {
            let name = &class["Ladaptrace/rt/".len()..class.len() - 1];
            REGISTRY
                .iter()
                .flat_map(|s| s.runtime)
                .find(|c| c.name == name)
                .map(|c| c.smali)
                .unwrap_or_else(|| panic!("no runtime class {class}"))
        };
        for spec in &REGISTRY {
            for probe in spec.probes {
                let method = &probe.to_string()[probe.class.len() + 2..];
                let text = text_of(probe.class);
                assert!(
                    text.contains(&format!(".method public static {method}\n")),
                    "{}: {probe} is not in the runtime",
                    spec.name
                );
            }
            for hook in spec.hooks {
                let text = text_of(spec.hook_class);
                let method = format!(
                    ".method static {}({})V\n",
                    hook.method_name(),
                    hook.params().concat()
                );
                assert!(text.contains(&method), "{}: {method} missing", spec.name);
            }
            for other in REGISTRY.iter().filter(|o| o.hook_class == spec.hook_class) {
                assert_eq!(other.hooks, spec.hooks);
                assert_eq!(other.thread_field, spec.thread_field);
            }
        }
    }
}
