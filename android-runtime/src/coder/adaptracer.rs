//! The AdapTracer paper's coder: adaptive frequency counts and Witten/Neal/Cleary integer
//! arithmetic coding.
//!
//! - Each context keeps one counter per symbol, at least 1 and at most `bound`, and their
//!   total. A symbol is coded with the counts as they are, then its counter grows by `inc`;
//!   when that would pass `bound`, first every counter of the context is halved, rounding up
//!   (`(c + 1) >> 1`), so none becomes 0.
//! - Counters start at 1. A seed with largest frequency `m` gives `1 + inc * f` when
//!   `1 + inc * m <= bound` (the counts the coder would have reached), else
//!   `1 + f * (bound - 1) / m` (integer division): the seed's shape, scaled under the bound.
//! - The coder is the classic 32-bit one: `low`, `high` (inclusive) and `bits_to_follow`, held
//!   in 64-bit arithmetic; a symbol with cumulative counts `[a, b)` of `t` narrows
//!   `[low, high]` to `[low + r*a/t, low + r*b/t - 1]` with `r = high - low + 1`, then
//!   renormalizes bit by bit (E1: below half, emit 0; E2: from half, emit 1; E3: in the middle
//!   half, defer a bit). Bits go MSB first into bytes.
//! - Flush: the value `2^31` (a 1 bit, then zeros) lies in the final interval whenever any
//!   state is pending, so the flush writes one 1 bit (the deferred bits after it are zeros) and
//!   pads the last byte with zeros; with nothing pending (`low == 0`, no deferred bit) it writes
//!   no bit. A last partial byte whose bits are all zero is left out. The decoder reads past
//!   the end as zero bits.
//! - `bound <= 2^14` keeps a context's total below `2^30` for 65535 symbols: every symbol keeps
//!   a non-empty interval (the range is above `2^30` after renormalizing) and `r * total < 2^62`
//!   fits a signed 64-bit product, as on the device.
//!
//! Cost: finding a symbol's cumulative count walks the counters below it, so a symbol costs
//! O(n) in its context; the [`super::range`] coder's cost is O(log n).

use super::{offsets, CoderError, Contexts, SymbolDecoder, SymbolEncoder};

/// Default counter increment (the paper's `_inc`, its best value in its measurements).
pub const DEFAULT_INC: u32 = 3;
/// Default counter bound (the paper's `_bound`).
pub const DEFAULT_BOUND: u32 = 1 << 13;
/// Largest bound: 65535 symbols * 2^14 < 2^30, the coder's precision.
pub const MAX_BOUND: u32 = 1 << 14;

const HALF: u64 = 1 << 31;
const FIRST_QUARTER: u64 = 1 << 30;
const THIRD_QUARTER: u64 = 3 << 30;
const TOP: u64 = (1 << 32) - 1;

/// Every context's counters, one array, with each context's offset and total.
#[derive(Debug, Clone)]
struct Model {
    counts: Vec<u32>,
    totals: Vec<u32>,
    offsets: Vec<usize>,
    sizes: Vec<u32>,
    inc: u32,
    bound: u32,
}

impl Model {
    fn new(contexts: &Contexts, inc: u32, bound: u32) -> Result<Model, CoderError> {
        if inc == 0 || inc > bound / 2 || bound > MAX_BOUND {
            return Err(CoderError::Params { inc, bound });
        }
        Ok(Model::new_checked(contexts, inc, bound))
    }

    /// [`Model::new`] with parameters known to be valid.
    fn new_checked(contexts: &Contexts, inc: u32, bound: u32) -> Model {
        let sizes = contexts.sizes().to_vec();
        let offsets = offsets(&sizes, |n| n as usize);
        let mut counts = vec![1; sizes.iter().map(|&n| n as usize).sum()];
        let mut totals = sizes.clone();
        for c in 0..sizes.len() {
            let seed = contexts.seed_of(c);
            let Some(&max) = seed.iter().max() else {
                continue;
            };
            let (inc, bound, max) = (u64::from(inc), u64::from(bound), u64::from(max));
            let cells = &mut counts[offsets[c]..offsets[c] + seed.len()];
            for (cell, &f) in cells.iter_mut().zip(seed) {
                let f = u64::from(f);
                // 1 + inc * max <= bound; both results are at most bound.
                *cell = if inc * max < bound {
                    1 + inc * f
                } else {
                    1 + f * (bound - 1) / max
                } as u32;
            }
            totals[c] = cells.iter().sum();
        }
        Model {
            counts,
            totals,
            offsets,
            sizes,
            inc,
            bound,
        }
    }

    /// `context`'s first cell and alphabet size.
    fn context(&self, context: usize) -> Result<(usize, u32), CoderError> {
        match (self.offsets.get(context), self.sizes.get(context)) {
            (Some(&o), Some(&n)) => Ok((o, n)),
            _ => Err(CoderError::NoContext {
                context,
                contexts: self.sizes.len(),
            }),
        }
    }

    /// Counts `symbol` once more, halving the context's counters first if needed.
    fn update(&mut self, context: usize, offset: usize, size: u32, symbol: u32) {
        let cell = offset + symbol as usize;
        if self.counts[cell] + self.inc > self.bound {
            let cells = &mut self.counts[offset..offset + size as usize];
            for c in cells.iter_mut() {
                *c = (*c + 1) >> 1;
            }
            self.totals[context] = cells.iter().sum();
        }
        self.counts[cell] += self.inc;
        self.totals[context] += self.inc;
    }
}

/// Writes one AdapTracer-coded stream.
#[derive(Debug, Clone)]
pub struct Encoder {
    model: Model,
    low: u64,
    high: u64,
    bits_to_follow: u64,
    /// Bits of the byte being filled, MSB first, and how many.
    byte: u8,
    bits: u32,
    out: Vec<u8>,
}

impl Encoder {
    /// A new stream with [`DEFAULT_INC`] and [`DEFAULT_BOUND`] and the contexts' seeds.
    pub fn new(contexts: &Contexts) -> Encoder {
        Encoder::start(Model::new_checked(contexts, DEFAULT_INC, DEFAULT_BOUND))
    }

    /// A new stream with counter increment `inc` and bound `bound`.
    pub fn with_params(contexts: &Contexts, inc: u32, bound: u32) -> Result<Encoder, CoderError> {
        Ok(Encoder::start(Model::new(contexts, inc, bound)?))
    }

    fn start(model: Model) -> Encoder {
        Encoder {
            model,
            low: 0,
            high: TOP,
            bits_to_follow: 0,
            byte: 0,
            bits: 0,
            out: Vec::new(),
        }
    }

    /// Codes `symbol` in `context`.
    pub fn encode(&mut self, context: usize, symbol: u32) -> Result<(), CoderError> {
        let (offset, size) = self.model.context(context)?;
        if symbol >= size {
            return Err(CoderError::NoSymbol {
                context,
                symbol,
                size,
            });
        }
        let cell = offset + symbol as usize;
        let below: u64 = self.model.counts[offset..cell]
            .iter()
            .map(|&c| u64::from(c))
            .sum();
        let upto = below + u64::from(self.model.counts[cell]);
        let total = u64::from(self.model.totals[context]);
        let range = self.high - self.low + 1;
        self.high = self.low + range * upto / total - 1;
        self.low += range * below / total;
        loop {
            if self.high < HALF {
                self.bit_plus_follow(0);
            } else if self.low >= HALF {
                self.bit_plus_follow(1);
                self.low -= HALF;
                self.high -= HALF;
            } else if self.low >= FIRST_QUARTER && self.high < THIRD_QUARTER {
                self.bits_to_follow += 1;
                self.low -= FIRST_QUARTER;
                self.high -= FIRST_QUARTER;
            } else {
                break;
            }
            self.low <<= 1;
            self.high = (self.high << 1) | 1;
        }
        self.model.update(context, offset, size, symbol);
        Ok(())
    }

    fn bit_plus_follow(&mut self, bit: u8) {
        self.put_bit(bit);
        while self.bits_to_follow > 0 {
            self.put_bit(bit ^ 1);
            self.bits_to_follow -= 1;
        }
    }

    fn put_bit(&mut self, bit: u8) {
        self.byte = (self.byte << 1) | bit;
        self.bits += 1;
        if self.bits == 8 {
            self.out.push(self.byte);
            self.byte = 0;
            self.bits = 0;
        }
    }

    /// The bytes that are final so far (complete bytes); the stream goes on.
    pub fn take_bytes(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// Ends the stream: the bytes not taken yet.
    pub fn finish(mut self) -> Vec<u8> {
        self.restart()
    }

    /// Ends the stream like [`Encoder::finish`] and gives its bytes not taken yet; the next
    /// symbols start a new stream whose counters go on from where this one left them.
    pub fn restart(&mut self) -> Vec<u8> {
        if self.low != 0 || self.bits_to_follow != 0 {
            self.put_bit(1);
        }
        // A last byte of zero bits is what the decoder reads past the end anyway.
        if self.bits > 0 && self.byte != 0 {
            self.out.push(self.byte << (8 - self.bits));
        }
        self.low = 0;
        self.high = TOP;
        self.bits_to_follow = 0;
        self.byte = 0;
        self.bits = 0;
        std::mem::take(&mut self.out)
    }
}

impl SymbolEncoder for Encoder {
    fn encode(&mut self, context: usize, symbol: u32) -> Result<(), CoderError> {
        Encoder::encode(self, context, symbol)
    }
    fn take_bytes(&mut self) -> Vec<u8> {
        Encoder::take_bytes(self)
    }
    fn restart(&mut self) -> Vec<u8> {
        Encoder::restart(self)
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        Encoder::finish(*self)
    }
}

/// Reads AdapTracer-coded streams, one symbol at a time; it owns the stream it reads (as
/// [`super::range::Decoder`]).
#[derive(Debug, Clone)]
pub struct Decoder {
    model: Model,
    low: u64,
    high: u64,
    /// The stream's next 32 bits, always within `[low, high]`.
    value: u64,
    input: Vec<u8>,
    /// Index of the next bit to read.
    bit: usize,
}

impl Decoder {
    /// A decoder of `input` with [`DEFAULT_INC`] and [`DEFAULT_BOUND`].
    pub fn new(contexts: &Contexts, input: Vec<u8>) -> Decoder {
        Decoder::start(
            Model::new_checked(contexts, DEFAULT_INC, DEFAULT_BOUND),
            input,
        )
    }

    /// A decoder of `input` with the encoder's `inc` and `bound`.
    pub fn with_params(
        contexts: &Contexts,
        input: Vec<u8>,
        inc: u32,
        bound: u32,
    ) -> Result<Decoder, CoderError> {
        Ok(Decoder::start(Model::new(contexts, inc, bound)?, input))
    }

    fn start(model: Model, input: Vec<u8>) -> Decoder {
        let mut d = Decoder {
            model,
            low: 0,
            high: TOP,
            value: 0,
            input: Vec::new(),
            bit: 0,
        };
        d.restart(input);
        d
    }

    /// Goes on with the next stream, `input`, written after [`Encoder::restart`]: the
    /// counters go on from where the last stream left them.
    pub fn restart(&mut self, input: Vec<u8>) {
        self.input = input;
        self.bit = 0;
        self.low = 0;
        self.high = TOP;
        self.value = 0;
        for _ in 0..32 {
            self.value = (self.value << 1) | self.next_bit();
        }
    }

    /// The next bit, 0 past the end.
    fn next_bit(&mut self) -> u64 {
        let b = match self.input.get(self.bit / 8) {
            Some(byte) => u64::from(byte >> (7 - self.bit % 8)) & 1,
            None => 0,
        };
        self.bit = self.bit.saturating_add(1);
        b
    }

    /// The next symbol, coded in `context`.
    pub fn decode(&mut self, context: usize) -> Result<u32, CoderError> {
        let (offset, size) = self.model.context(context)?;
        let corrupt = CoderError::Corrupt {
            coder: "adaptracer",
            offset: self.bit / 8,
        };
        // Holds for every input (any 32 bits lie in the first interval, and each step keeps
        // the value inside its symbol's interval); checked so that a slip cannot underflow.
        if self.value < self.low || self.value > self.high {
            return Err(corrupt);
        }
        let total = u64::from(self.model.totals[context]);
        let range = self.high - self.low + 1;
        let target = ((self.value - self.low + 1) * total - 1) / range;
        let cells = &self.model.counts[offset..offset + size as usize];
        let mut below = 0u64;
        let mut found = None;
        for (s, &c) in cells.iter().enumerate() {
            if below + u64::from(c) > target {
                found = Some((s as u32, below + u64::from(c)));
                break;
            }
            below += u64::from(c);
        }
        let (symbol, upto) = found.ok_or(corrupt)?;
        self.high = self.low + range * upto / total - 1;
        self.low += range * below / total;
        loop {
            let shift = if self.high < HALF {
                0
            } else if self.low >= HALF {
                HALF
            } else if self.low >= FIRST_QUARTER && self.high < THIRD_QUARTER {
                FIRST_QUARTER
            } else {
                break;
            };
            self.value -= shift;
            self.low -= shift;
            self.high -= shift;
            self.low <<= 1;
            self.high = (self.high << 1) | 1;
            self.value = (self.value << 1) | self.next_bit();
        }
        self.model.update(context, offset, size, symbol);
        Ok(symbol)
    }
}

impl SymbolDecoder for Decoder {
    fn decode(&mut self, context: usize) -> Result<u32, CoderError> {
        Decoder::decode(self, context)
    }
    fn restart(&mut self, input: Vec<u8>) -> Result<(), CoderError> {
        Decoder::restart(self, input);
        Ok(())
    }
}
