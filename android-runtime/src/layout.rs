//! The numbering the `paths` scheme's three parties share: decision nodes, decision edges,
//! steps and the adaptive coding contexts, all derived from the metadata so that the
//! instrumentor (probe constants), the runtime (context tables) and the decoder agree.
//!
//! Contexts, in this order (one model table each, in the same order):
//!
//! | group | contexts | alphabet | codes |
//! |---|---|---|---|
//! | decision | B binary nodes, then the n-ary ones | successors | the successor taken |
//! | kind | Q | 2 | at each token: the decision the walk expects next (0) or an event (1)? |
//! | etype | D | 6 | ENTER, CATCH, UNWIND, END, MISS, NOENTER |
//! | delta | D x 6 etypes | 17 | steps since the last token: 0..15, 16 = more |
//! | delta bits | 32 | 2 | the steps of an escaped delta, most significant bit first |
//! | callee | K | 3 | at an ENTER: the first predicted callee (1), the second (2), neither (0) |
//! | method bits | 32 | 2 | a mispredicted callee's method id, most significant bit first |
//! | block bits | D x 32 | 2 | the block an exception was thrown in |
//! | handler bits | D x 16 | 2 | which of the method's handlers caught it |
//!
//! **Token context.** What a token is, and for an event its type, delta, throw block and
//! handler, are coded in contexts chosen by the *follow* id of the token before it and by the
//! sites the two innermost frames were entered from (the steps of their callers, or the slot
//! `S` above depth 0): together they say where the walk is and where it goes back to, two
//! calls up (a helper called twice by the same method is told apart), and what happens next
//! tends to repeat there. Follow ids: decision edge `e` is `e`; an ENTER into method `m`
//! is `E + m`; a thread's first token (and an END) `E + M`; an UNWIND `E + M + 1 + s` and a
//! CATCH `E + M + 1 + (S + 1) + s`, where `s` is the site the innermost frame is in after it.
//! They are hashed
//! ([`PathsLayout::token_hash`]); the hash's low bits pick one of `Q = min(next power of two >= 4 F,
//! 65536)` kind contexts (`F = E + M + 2 S + 3` follow ids) and one of `D = min(next power of
//! two >= 4 F, 1024)` event buckets.
//!
//! **Callees.** A callee is predicted from its *key*: the site it is entered from (the step its
//! caller is in, or the slot `S` of entries with no app frame below) and the callee entered
//! there last, hashed into `K = min(next power of two >= 8 (S + 1), 65536)` keys. Each key keeps
//! two callees, the most recent first: a monomorphic site always hits, so does one whose
//! receivers follow a pattern (a loop over a list of shapes: its key remembers which callee
//! came after which), and one that alternates between two receivers costs a cheap symbol, not
//! a method id.
//!
//! **Guessed callees.** An invoke with no sure callee that may enter app code directly (a
//! virtual or interface call with several possible app targets, or of a framework method an
//! app class overrides: `StepMeta::guess`) *guesses* its callee: the callee first entered after
//! the same step last time, kept per thread in one of `G = min(next power of two >= S + 1,
//! 16384)` slots ([`PathsLayout::guess_slot`]; sites that share a slot share their guess).
//! Entering the guessed callee is a step, as entering a sure callee is; entering another one is
//! an ENTER token (and the slot learns it); when nothing is entered and the next probe would
//! count a step (or code a decision), a NOENTER event comes first and the slot forgets its
//! guess. A monomorphic virtual call then costs what a static one
//! does.
//!
//! **Pinned decisions.** A binary decision that a model has seen go one way almost always
//! (at least [`PINNED_MIN_SEEN`] times, the other way at most once in [`PINNED_RATIO`]) is
//! *pinned* on that successor for every run that starts from the model ([`pinned`]). Taking
//! its pinned successor codes nothing: it counts as a step, like a return. Taking the other
//! one is a MISS event (its delta counts the steps before it), whose successor is the other
//! one. The decoder, knowing the same model, takes the pinned successor wherever no MISS is
//! due. (Once the steps since the last token reach [`PINNED_STEPS_MAX`], a pinned decision
//! is coded as any other, so a loop never overflows the step count.) Hot loop conditions and checks that never fail then cost a counter increment on the
//! device and no bits; generation 0 (no model) pins nothing.

use crate::meta::{BlockMeta, Metadata, MethodMeta};

/// Token types after an EVENT bit.
pub const ETYPE_ENTER: u32 = 0;
pub const ETYPE_CATCH: u32 = 1;
pub const ETYPE_UNWIND: u32 = 2;
pub const ETYPE_END: u32 = 3;
pub const ETYPE_MISS: u32 = 4;
/// The callee a step guessed was not entered (see "Guessed callees" above).
pub const ETYPE_NOENTER: u32 = 5;
/// Alphabet of the etype context.
pub const ETYPES: u32 = 6;
/// A binary decision is pinned once a model has seen it this often ...
pub const PINNED_MIN_SEEN: u64 = 256;
/// ... and its rarer successor at most once in this many. A MISS costs a few bits more than
/// coding the decision where it happens, so pinning pays for itself in bytes down to about one
/// miss in 20 (16 measured as good as 1024 on the call-heavy JGF apps, and it leaves about a
/// fifth more of their decisions without a token), and every pinned decision taken its way
/// spares the app's thread a record.
pub const PINNED_RATIO: u64 = 16;

/// A pinned decision taken its pinned way is coded as usual, not counted as a step, when
/// the steps since the last token would reach this: step counts stay far from the 32 bits a
/// delta holds, however long a loop runs without a token.
pub const PINNED_STEPS_MAX: u32 = 1 << 30;

/// Whether a pinned decision taken its pinned way with `steps` steps since the last token
/// counts as one more step (else it is coded): the runtime's `steps + 1 < PINNED_STEPS_MAX`
/// in Java `int` arithmetic.
pub fn pinned_step(steps: u32) -> bool {
    (steps.wrapping_add(1) as i32) < PINNED_STEPS_MAX as i32
}

/// The successor (0 or 1) a binary decision context with model frequencies `table` is pinned
/// on, if it is (see "Pinned decisions" above); the runtime applies the same rule when it
/// loads a model (`Model.pin`).
pub fn pinned(table: &[u32]) -> Option<u32> {
    let [zero, one] = table else {
        return None;
    };
    let (zero, one) = (u64::from(*zero), u64::from(*one));
    let seen = zero + one;
    if seen < PINNED_MIN_SEEN {
        return None;
    }
    let (major, minor) = if zero >= one { (0, one) } else { (1, zero) };
    (minor * PINNED_RATIO <= seen).then_some(major)
}
/// Alphabet of a delta context: literal 0..=15, and 16 for "more, as 32 bits".
pub const DELTA_ALPHABET: u32 = 17;
/// The delta symbol that escapes to [`PathsLayout::delta_bits`].
pub const DELTA_ESCAPE: u32 = 16;
/// Bit contexts of numbers coded bit by bit.
pub const NUMBER_BITS: u32 = 32;
/// Bit contexts of handler indices.
pub const HANDLER_BITS: u32 = 16;
/// Alphabet of a callee context: 0 neither predicted callee, 1 the first, 2 the second.
pub const CALLEE_ALPHABET: u32 = 3;
/// Callees predicted per callee key.
pub const PREDICTIONS_PER_KEY: u32 = 2;
/// At most this many event buckets (`D`).
pub const EVENT_BUCKETS_MAX: u32 = 1024;
/// At most this many kind contexts (`Q`).
pub const KIND_CONTEXTS_MAX: u32 = 65536;
/// At most this many callee keys (`K`).
pub const CALLEE_KEYS_MAX: u32 = 65536;
/// At most this many guess slots per thread (`G`).
pub const GUESS_SLOTS_MAX: u32 = 16384;

/// `D` for `follows` follow ids.
pub fn event_buckets(follows: u32) -> u32 {
    power_of_two_at_least(follows.saturating_mul(4), EVENT_BUCKETS_MAX)
}

/// `Q` for `follows` follow ids.
pub fn kind_contexts(follows: u32) -> u32 {
    power_of_two_at_least(follows.saturating_mul(4), KIND_CONTEXTS_MAX)
}

/// Mixes two numbers into one well-spread hash, with Java's int arithmetic, as the runtime
/// computes it (`Paths.mix`); `b` is -1 for "none".
pub fn mix(a: u32, b: i32) -> u32 {
    let h = a
        .wrapping_mul(0x9E37_79B1)
        .wrapping_add((b as u32).wrapping_add(1).wrapping_mul(0x85EB_CA6B));
    h ^ (h >> 16)
}

/// `K` for `steps` steps (and the slot with no app frame).
pub fn callee_keys(steps: u32) -> u32 {
    power_of_two_at_least(steps.saturating_add(1).saturating_mul(8), CALLEE_KEYS_MAX)
}

/// `G` for `steps` steps.
pub fn guess_slots(steps: u32) -> u32 {
    power_of_two_at_least(steps.saturating_add(1), GUESS_SLOTS_MAX)
}

/// The least power of two `>= n`, at most `max` (a power of two).
fn power_of_two_at_least(n: u32, max: u32) -> u32 {
    if n >= max {
        max
    } else {
        n.max(1).next_power_of_two()
    }
}

/// The key of an ENTER at prediction slot `site` whose previous callee there was `last` (-1
/// for none), among `keys` (a power of two). Java's int arithmetic, as the runtime computes
/// it.
pub fn callee_key(site: u32, last: i32, keys: u32) -> u32 {
    mix(site, last) & (keys - 1)
}

/// The successors of a block that normal flow can take, distinct, in edge order: a decision
/// node's symbol is an index into this list.
pub fn normal_successors(block: &BlockMeta) -> Vec<u32> {
    let mut out: Vec<u32> = Vec::new();
    for edge in &block.edges {
        if edge.kind.starts_with("catch") {
            continue;
        }
        if let Some(to) = edge.to {
            if !out.contains(&to) {
                out.push(to);
            }
        }
    }
    out
}

/// The handler blocks of a method, distinct, in block order: a CATCH codes an index into it.
pub fn handler_blocks(blocks: &[BlockMeta]) -> Vec<u32> {
    let mut out: Vec<u32> = blocks
        .iter()
        .flat_map(|b| &b.edges)
        .filter(|e| e.kind.starts_with("catch"))
        .filter_map(|e| e.to)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Bits needed to write any of `0..n` (0 when `n <= 1`).
pub fn width(n: u32) -> u32 {
    if n <= 1 {
        0
    } else {
        32 - (n - 1).leading_zeros()
    }
}

/// One decision node.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    /// Its decision context (global).
    pub context: u32,
    /// The edge id of symbol 0; symbol `s` is edge `first_edge + s`.
    pub first_edge: u32,
    /// The successor blocks, by symbol.
    pub successors: Vec<u32>,
}

/// The numbering of one metadata file.
#[derive(Clone, Debug)]
pub struct PathsLayout {
    /// Per method, per block: the decision node there, if any.
    decisions: Vec<Vec<Option<Decision>>>,
    /// Binary decision nodes (contexts `0..binary`).
    binary: u32,
    /// Alphabets of the n-ary decision nodes, in context order after the binary ones.
    nary: Vec<u32>,
    /// Decision edges.
    edges: u32,
    /// Methods.
    methods: u32,
    /// Per method, the global id of its first step.
    step_base: Vec<u32>,
    /// Steps of all methods.
    steps: u32,
    /// Event buckets (`D`).
    buckets: u32,
    /// Kind contexts (`Q`).
    kinds: u32,
    /// Callee keys (`K`).
    keys: u32,
    /// Guess slots per thread (`G`).
    guesses: u32,
}

impl PathsLayout {
    pub fn new(meta: &Metadata) -> PathsLayout {
        PathsLayout::of_methods(&meta.methods.iter().collect::<Vec<_>>())
    }

    /// The numbering of `methods`, a metadata's method list (ids are indices).
    pub fn of_methods(methods: &[&MethodMeta]) -> PathsLayout {
        let mut decisions: Vec<Vec<Option<Decision>>> =
            methods.iter().map(|m| vec![None; m.blocks.len()]).collect();
        let mut binary = 0u32;
        let mut nary_nodes = Vec::new();
        for (m, method) in methods.iter().enumerate() {
            for (b, block) in method.blocks.iter().enumerate() {
                let successors = normal_successors(block);
                match successors.len() {
                    0 | 1 => {}
                    2 => {
                        decisions[m][b] = Some(Decision {
                            context: binary,
                            first_edge: 2 * binary,
                            successors,
                        });
                        binary += 1;
                    }
                    _ => nary_nodes.push((m, b, successors)),
                }
            }
        }
        let mut edges = 2 * binary;
        let mut nary = Vec::with_capacity(nary_nodes.len());
        for (i, (m, b, successors)) in nary_nodes.into_iter().enumerate() {
            let n = successors.len() as u32;
            decisions[m][b] = Some(Decision {
                context: binary + i as u32,
                first_edge: edges,
                successors,
            });
            nary.push(n);
            edges += n;
        }
        let mut step_base = Vec::with_capacity(methods.len());
        let mut steps = 0u32;
        for method in methods {
            step_base.push(steps);
            steps += method.steps.len() as u32;
        }
        let methods = methods.len() as u32;
        PathsLayout {
            decisions,
            binary,
            nary,
            edges,
            methods,
            step_base,
            steps,
            buckets: event_buckets(edges + methods + 2 * steps + 3),
            kinds: kind_contexts(edges + methods + 2 * steps + 3),
            keys: callee_keys(steps),
            guesses: guess_slots(steps),
        }
    }

    /// The decision node at `block` of `method`, if that block is one.
    pub fn decision(&self, method: u32, block: u32) -> Option<&Decision> {
        self.decisions
            .get(method as usize)?
            .get(block as usize)?
            .as_ref()
    }

    pub fn binary_nodes(&self) -> u32 {
        self.binary
    }

    /// Alphabets of the n-ary decision nodes, in context order.
    pub fn nary_alphabets(&self) -> &[u32] {
        &self.nary
    }

    pub fn edge_count(&self) -> u32 {
        self.edges
    }

    pub fn method_count(&self) -> u32 {
        self.methods
    }

    pub fn step_count(&self) -> u32 {
        self.steps
    }

    /// Global id of step `index` of `method`.
    pub fn step_id(&self, method: u32, index: u32) -> u32 {
        self.step_base.get(method as usize).copied().unwrap_or(0) + index
    }

    fn decision_contexts(&self) -> u32 {
        self.binary + self.nary.len() as u32
    }

    /// Follow id after decision edge `edge`.
    pub fn follow_edge(&self, edge: u32) -> u32 {
        edge
    }

    /// Follow id after entering `method`.
    pub fn follow_enter(&self, method: u32) -> u32 {
        self.edges + method
    }

    /// Follow id of a thread's first token, and after an END.
    pub fn follow_start(&self) -> u32 {
        self.edges + self.methods
    }

    /// Follow id after an UNWIND that leaves the innermost frame in site `site` (a step's
    /// global id, or `step_count()` at depth 0).
    pub fn follow_site(&self, site: u32) -> u32 {
        self.follow_start() + 1 + site
    }

    /// Follow id after a CATCH in a frame in site `site`: apart from the UNWIND ids, because
    /// a `finally` catches and rethrows where the exception came from.
    pub fn follow_caught(&self, site: u32) -> u32 {
        self.follow_site(self.steps) + 1 + site
    }

    /// The hash of a token's context: the follow id of the token before it and the sites the
    /// two innermost frames were entered from, `sites` being the site stack (the site of each
    /// ENTER, outermost first; `step_count()` stands in for a missing one).
    pub fn token_hash(&self, follow: u32, sites: &[u32]) -> u32 {
        let from = |up: usize| {
            let index = sites.len().checked_sub(up + 1);
            index.map_or(self.steps, |i| sites[i])
        };
        mix(mix(follow, from(0) as i32), from(1) as i32)
    }

    /// Kind contexts (`Q`).
    pub fn kind_contexts(&self) -> u32 {
        self.kinds
    }

    /// The kind context of token hash `hash`.
    pub fn kind(&self, hash: u32) -> u32 {
        self.decision_contexts() + (hash & (self.kinds - 1))
    }

    /// Event buckets (`D`).
    pub fn event_buckets(&self) -> u32 {
        self.buckets
    }

    /// The event bucket of token hash `hash`.
    pub fn bucket(&self, hash: u32) -> u32 {
        hash & (self.buckets - 1)
    }

    /// Callee keys (`K`).
    pub fn callee_keys(&self) -> u32 {
        self.keys
    }

    /// Guess slots per thread (`G`).
    pub fn guess_slots(&self) -> u32 {
        self.guesses
    }

    /// The guess slot of the step with global id `step` (sites that share it share a guess).
    pub fn guess_slot(&self, step: u32) -> usize {
        (step & (self.guesses - 1)) as usize
    }

    fn etypes(&self) -> u32 {
        self.decision_contexts() + self.kinds
    }

    /// Event-type context of bucket `bucket`.
    pub fn etype(&self, bucket: u32) -> u32 {
        self.etypes() + bucket
    }

    /// Delta context of event type `etype` in bucket `bucket`.
    pub fn delta(&self, bucket: u32, etype: u32) -> u32 {
        self.etypes() + self.buckets + bucket * ETYPES + etype
    }

    /// Bit context `i` (0 = most significant) of an escaped delta is `delta_bits() + i`.
    pub fn delta_bits(&self) -> u32 {
        self.etypes() + self.buckets * (1 + ETYPES)
    }

    /// Callee context of callee key `key`.
    pub fn site(&self, key: u32) -> u32 {
        self.delta_bits() + NUMBER_BITS + key
    }

    pub fn method_bits(&self) -> u32 {
        self.site(self.keys)
    }

    /// First bit context of a throw block coded in bucket `bucket`.
    pub fn block_bits(&self, bucket: u32) -> u32 {
        self.method_bits() + NUMBER_BITS + bucket * NUMBER_BITS
    }

    /// First bit context of a handler index coded in bucket `bucket`.
    pub fn handler_bits(&self, bucket: u32) -> u32 {
        self.block_bits(self.buckets) + bucket * HANDLER_BITS
    }

    /// Every context's alphabet, by context index.
    pub fn alphabets(&self) -> Vec<u32> {
        let total = self.handler_bits(self.buckets);
        let mut out = Vec::with_capacity(total as usize);
        out.extend(std::iter::repeat_n(2, self.binary as usize));
        out.extend_from_slice(&self.nary);
        out.extend(std::iter::repeat_n(2, self.kinds as usize));
        out.extend(std::iter::repeat_n(ETYPES, self.buckets as usize));
        let deltas = self.buckets * ETYPES;
        out.extend(std::iter::repeat_n(DELTA_ALPHABET, deltas as usize));
        out.extend(std::iter::repeat_n(2, NUMBER_BITS as usize));
        out.extend(std::iter::repeat_n(CALLEE_ALPHABET, self.keys as usize));
        let bits = NUMBER_BITS + self.buckets * (NUMBER_BITS + HANDLER_BITS);
        out.extend(std::iter::repeat_n(2, bits as usize));
        debug_assert_eq!(out.len(), total as usize);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::meta::StepMeta;

    fn method(blocks: Vec<BlockMeta>, steps: usize) -> MethodMeta {
        MethodMeta {
            inferred: false,
            steps: (0..steps)
                .map(|i| StepMeta {
                    block: 0,
                    site: Some(i as u32),
                    callee: None,
                    guess: false,
                    ..Default::default()
                })
                .collect(),
            ..MethodMeta::new("LA;", "m", blocks)
        }
    }

    fn meta(methods: Vec<MethodMeta>) -> Metadata {
        Metadata {
            version: crate::meta::METADATA_VERSION,
            tool: "test".into(),
            input: "x.dex".into(),
            package: None,
            schemes: vec!["paths".into()],
            methods,
            skipped: Vec::new(),
        }
    }

    #[test]
    fn binary_nodes_come_first_and_contexts_follow_in_groups() {
        let m0 = method(
            vec![
                // a switch with a duplicate target: 3 distinct successors
                BlockMeta::with_edges(&[
                    (Some(1), "case 1"),
                    (Some(2), "case 2"),
                    (Some(1), "case 3"),
                    (Some(3), "default"),
                ]),
                BlockMeta::with_edges(&[
                    (Some(2), "taken"),
                    (Some(3), "not-taken"),
                    (Some(4), "catch-all"),
                ]),
                BlockMeta::with_edges(&[(Some(3), "taken"), (Some(3), "not-taken")]),
                BlockMeta::with_edges(&[(None, "return")]),
                BlockMeta::with_edges(&[(None, "throw")]),
            ],
            2,
        );
        assert_eq!(handler_blocks(&m0.blocks), vec![4]);
        let m1 = method(
            vec![BlockMeta::with_edges(&[
                (Some(0), "taken"),
                (None, "return"),
            ])],
            3,
        );
        let layout = PathsLayout::new(&meta(vec![m0, m1]));
        assert_eq!(layout.binary_nodes(), 1);
        let d = layout.decision(0, 1).unwrap();
        assert_eq!(
            (d.context, d.first_edge, d.successors.clone()),
            (0, 0, vec![2, 3])
        );
        // Both edges of block 2 go to block 3: no decision.
        assert!(layout.decision(0, 2).is_none());
        assert!(layout.decision(1, 0).is_none());
        let sw = layout.decision(0, 0).unwrap();
        assert_eq!(
            (sw.context, sw.first_edge, sw.successors.clone()),
            (1, 2, vec![1, 2, 3])
        );
        assert_eq!(layout.edge_count(), 5);
        assert_eq!(layout.step_id(1, 2), 4);
        assert_eq!(layout.follow_edge(3), 3);
        assert_eq!(layout.follow_enter(1), 5 + 1);
        assert_eq!(layout.follow_start(), 5 + 2);
        assert_eq!(layout.follow_site(5), 5 + 2 + 1 + 5);
        assert_eq!(layout.follow_caught(0), layout.follow_site(5) + 1);
        let alphabets = layout.alphabets();
        assert_eq!(alphabets[0], 2);
        assert_eq!(alphabets[1], 3);
        // F = 5 + 2 + 10 + 3 follow ids: 128 buckets, 128 kind contexts; 5 steps and TOP: 64
        // keys.
        assert_eq!((layout.event_buckets(), layout.callee_keys()), (128, 64));
        // 5 steps: 8 guess slots, the step id's low bits.
        assert_eq!(layout.guess_slots(), 8);
        assert_eq!(layout.guess_slot(8 + 3), 3);
        assert_eq!(layout.kind_contexts(), 128);
        let hash = layout.token_hash(layout.follow_start(), &[]);
        assert_eq!(hash, mix(mix(7, 5), 5));
        assert_eq!(layout.token_hash(3, &[5, 1, 2]), mix(mix(3, 2), 1));
        assert_eq!(layout.token_hash(3, &[1]), mix(mix(3, 1), 5));
        assert_eq!(layout.kind(hash), 2 + (hash & 127));
        assert_eq!(layout.bucket(hash), hash & 127);
        assert_eq!(layout.etype(0), 2 + 128);
        assert_eq!(alphabets[layout.etype(127) as usize], ETYPES);
        assert_eq!(layout.delta(0, 0), layout.etype(127) + 1);
        let last = ETYPES - 1;
        assert_eq!(last, ETYPE_NOENTER);
        assert_eq!(alphabets[layout.delta(127, last) as usize], DELTA_ALPHABET);
        assert_eq!(alphabets[layout.delta(127, last) as usize + 1], 2);
        assert_eq!(layout.delta_bits(), layout.delta(127, last) + 1);
        assert_eq!(layout.site(64), layout.method_bits());
        assert_eq!(layout.block_bits(1), layout.block_bits(0) + NUMBER_BITS);
        assert_eq!(
            alphabets.len() as u32,
            layout.handler_bits(127) + HANDLER_BITS
        );
    }

    #[test]
    fn a_decision_is_pinned_when_seen_often_and_almost_always_one_way() {
        assert_eq!(pinned(&[255, 0]), None);
        assert_eq!(pinned(&[256, 0]), Some(0));
        assert_eq!(pinned(&[0, 256]), Some(1));
        // The rarer way at most once in 16.
        assert_eq!(pinned(&[240, 16]), Some(0));
        assert_eq!(pinned(&[16, 240]), Some(1));
        assert_eq!(pinned(&[241, 17]), None);
        assert_eq!(pinned(&[128, 128]), None);
        // Frequencies are unsigned and their sum does not overflow.
        assert_eq!(pinned(&[u32::MAX, 1]), Some(0));
        assert_eq!(pinned(&[u32::MAX, u32::MAX]), None);
        assert_eq!(pinned(&[300, 0, 0]), None);
        assert!(pinned_step(0));
        assert!(pinned_step(PINNED_STEPS_MAX - 2));
        assert!(!pinned_step(PINNED_STEPS_MAX - 1));
        // As in Java, a count past 2^31 is negative, so below the limit.
        assert!(pinned_step(u32::MAX - 5));
    }

    #[test]
    fn bucket_and_key_counts_are_bounded_powers_of_two() {
        assert_eq!(event_buckets(9), 64);
        assert_eq!(event_buckets(1 << 20), EVENT_BUCKETS_MAX);
        assert_eq!(callee_keys(0), 8);
        assert_eq!(callee_keys(5), 64);
        assert_eq!(callee_keys(u32::MAX), CALLEE_KEYS_MAX);
        assert_eq!(guess_slots(0), 1);
        assert_eq!(guess_slots(5), 8);
        assert_eq!(guess_slots(u32::MAX), GUESS_SLOTS_MAX);
        // Distinct previous callees at one site get distinct keys here.
        let keys: std::collections::BTreeSet<u32> =
            (-1..6).map(|last| callee_key(40, last, 1024)).collect();
        assert_eq!(keys.len(), 7);
        assert!((0..1000).all(|site| callee_key(site, 3, 64) < 64));
    }

    #[test]
    fn widths() {
        assert_eq!(
            [0, 1, 2, 3, 4, 5, 256, 257].map(width),
            [0, 0, 1, 2, 2, 3, 8, 9]
        );
    }
}
