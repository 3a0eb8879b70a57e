//! The default coder: an LZMA-style adaptive binary range coder.
//!
//! - Probabilities are 12-bit: `p / 4096` is the chance of bit 0, `p` in `1..=4095`. After
//!   each bit, `p += (4096 - p) >> 4` on 0 and `p -= p >> 4` on 1 ([`SHIFT`]), so `p` stays in
//!   [`P_MIN`]`..=`[`P_MAX`].
//! - The encoder keeps a 32-bit `range` and a 64-bit `low` whose bit 32 is a pending carry;
//!   `shift_low` moves byte 3 of `low` out through a one-byte cache and a count of 0xFF bytes,
//!   so a carry can still reach bytes already produced but not yet written. Whenever `range`
//!   drops below 2^24 it is shifted left by 8 and one byte is shifted out.
//! - Unlike LZMA the stream does not start with the cache's initial zero byte (it is always 0),
//!   and the flush writes only the bytes needed: the decoder reads past the end as zeros.
//! - An n-way symbol is coded as bits down a fixed binary tree over `[0, n)`: a node covering
//!   `[lo, hi)` splits at `mid = lo + (hi - lo) / 2`; bit 0 goes to `[lo, mid)`, bit 1 to
//!   `[mid, hi)`. Its `n - 1` internal nodes are numbered in preorder, so a node's left child is
//!   `node + 1` and its right child `node + (mid - lo)`. Context `c`'s probabilities are cells
//!   `offset(c) .. offset(c) + n_c - 1` of one array, contexts in order.
//! - A seeded node starts at `p = (F(lo..mid) + 1) * 4096 / (F(lo..hi) + 2)` (integer
//!   division), clamped to `P_MIN..=P_MAX`: no seed gives 2048.

use super::{offsets, CoderError, Contexts, SymbolDecoder, SymbolEncoder};

/// Bits of a probability: `p / 2^BITS` is the chance of bit 0.
pub const BITS: u32 = 12;
/// Adaptation speed: each bit moves `p` by `1/2^SHIFT` of its distance to 0 or 4096.
///
/// 4 rather than LZMA's 5. The symbols that dominate a path trace are hot loop back edges and
/// checks that almost never fail; they cost the probability floor, which 4 halves (0.0053
/// against 0.011 bits per decision). 4 also learns unseeded and wide contexts faster and follows
/// phase changes. It loses 3-8% on steady branches of moderate bias, where 5's estimate is less
/// noisy (and where the [`super::adaptracer`] coder is closer to the entropy anyway).
/// `FORMATS.md` ("Coders") has the measurements.
pub const SHIFT: u32 = 4;
const ONE: u32 = 1 << BITS;
/// Smallest probability: `p - (p >> SHIFT)` stops moving there.
pub const P_MIN: u32 = (1 << SHIFT) - 1;
/// Largest probability: `p + ((4096 - p) >> SHIFT)` stops moving there.
pub const P_MAX: u32 = ONE - (1 << SHIFT) + 1;
const TOP: u32 = 1 << 24;

/// Every context's probabilities, one array, with each context's offset.
#[derive(Debug, Clone)]
struct Model {
    probs: Vec<u16>,
    offsets: Vec<usize>,
    sizes: Vec<u32>,
}

impl Model {
    fn new(contexts: &Contexts) -> Model {
        let sizes = contexts.sizes().to_vec();
        let offsets = offsets(&sizes, |n| n as usize - 1);
        let cells = sizes.iter().map(|&n| n as usize - 1).sum();
        let mut probs = vec![(ONE / 2) as u16; cells];
        for (c, &n) in sizes.iter().enumerate() {
            let seed = contexts.seed_of(c);
            if !seed.is_empty() {
                let mut prefix = Vec::with_capacity(seed.len() + 1);
                prefix.push(0u64);
                for &f in seed {
                    prefix.push(prefix[prefix.len() - 1] + u64::from(f));
                }
                seed_node(&mut probs, offsets[c], 0, n, &prefix);
            }
        }
        Model {
            probs,
            offsets,
            sizes,
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
}

/// Sets the probabilities of the subtree over `[lo, hi)` whose root is cell `node`.
fn seed_node(probs: &mut [u16], node: usize, lo: u32, hi: u32, prefix: &[u64]) {
    if hi - lo < 2 {
        return;
    }
    let mid = lo + (hi - lo) / 2;
    let left = prefix[mid as usize] - prefix[lo as usize];
    let total = prefix[hi as usize] - prefix[lo as usize];
    // At most 65535 * (2^32 - 1) + 1 < 2^48 before scaling by 2^12: no overflow.
    let p = ((left + 1) << BITS) / (total + 2);
    probs[node] = p.clamp(u64::from(P_MIN), u64::from(P_MAX)) as u16;
    seed_node(probs, node + 1, lo, mid, prefix);
    seed_node(probs, node + (mid - lo) as usize, mid, hi, prefix);
}

/// Writes one range-coded stream.
#[derive(Debug, Clone)]
pub struct Encoder {
    model: Model,
    low: u64,
    range: u32,
    /// The byte waiting for a possible carry; `None` until the first one (LZMA's leading 0).
    cache: Option<u8>,
    /// Bytes held back: the cache (or its absent place) and the 0xFF bytes after it.
    cache_size: u64,
    out: Vec<u8>,
}

impl Encoder {
    /// A new stream, with the contexts' seeds.
    pub fn new(contexts: &Contexts) -> Encoder {
        Encoder {
            model: Model::new(contexts),
            low: 0,
            range: u32::MAX,
            cache: None,
            cache_size: 1,
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
        let (mut lo, mut hi, mut node) = (0, size, offset);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            let p = &mut self.model.probs[node];
            let bound = (self.range >> BITS) * u32::from(*p);
            if symbol < mid {
                self.range = bound;
                *p += ((ONE - u32::from(*p)) >> SHIFT) as u16;
                hi = mid;
                node += 1;
            } else {
                self.low += u64::from(bound);
                self.range -= bound;
                *p -= *p >> SHIFT;
                node += (mid - lo) as usize;
                lo = mid;
            }
            while self.range < TOP {
                self.range <<= 8;
                self.shift_low();
            }
        }
        Ok(())
    }

    fn shift_low(&mut self) {
        if self.low < 0xFF00_0000 || self.low > u64::from(u32::MAX) {
            let carry = (self.low >> 32) as u8;
            if let Some(c) = self.cache {
                self.out.push(c.wrapping_add(carry));
            }
            for _ in 1..self.cache_size {
                self.out.push(0xFF_u8.wrapping_add(carry));
            }
            self.cache_size = 0;
            self.cache = Some((self.low >> 24) as u8);
        }
        self.cache_size += 1;
        self.low = (self.low & 0x00FF_FFFF) << 8;
    }

    /// The bytes that are final so far; the stream goes on.
    pub fn take_bytes(&mut self) -> Vec<u8> {
        std::mem::take(&mut self.out)
    }

    /// Ends the stream: the bytes not taken yet. The stream ends with the fewest bytes whose
    /// value, padded with zero bytes, lies in the final interval.
    pub fn finish(mut self) -> Vec<u8> {
        self.restart()
    }

    /// Ends the stream like [`Encoder::finish`] and gives its bytes not taken yet; the next
    /// symbols start a new stream whose probabilities go on from where this one left them.
    pub fn restart(&mut self) -> Vec<u8> {
        let end = self.low + u64::from(self.range);
        let at_word = (self.low + 0xFFFF_FFFF) & !0xFFFF_FFFF;
        if at_word < end {
            // Only the carry (if any) is left to write: the next byte and all after are 0.
            self.low = at_word;
            self.shift_low();
        } else {
            // range >= 2^24, so a multiple of 2^24 lies in [low, end): one more byte.
            self.low = (self.low + 0xFF_FFFF) & !0xFF_FFFF;
            self.shift_low();
            self.shift_low();
        }
        self.low = 0;
        self.range = u32::MAX;
        self.cache = None;
        self.cache_size = 1;
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

/// Reads range-coded streams, one symbol at a time; it owns the stream it reads so that a
/// thread's streams can be read from a file one chunk at a time.
#[derive(Debug, Clone)]
pub struct Decoder {
    model: Model,
    range: u32,
    /// The stream's value minus the interval's low end; always below `range` in a valid stream.
    code: u32,
    input: Vec<u8>,
    pos: usize,
}

impl Decoder {
    /// A decoder of `input`, with the contexts' seeds. Fails if `input` cannot be a stream this
    /// coder wrote (its first four bytes are past the first interval).
    pub fn new(contexts: &Contexts, input: Vec<u8>) -> Result<Decoder, CoderError> {
        let mut d = Decoder {
            model: Model::new(contexts),
            range: 0,
            code: 0,
            input: Vec::new(),
            pos: 0,
        };
        d.restart(input)?;
        Ok(d)
    }

    /// Goes on with the next stream, `input`, written after [`Encoder::restart`]: the
    /// probabilities go on from where the last stream left them.
    pub fn restart(&mut self, input: Vec<u8>) -> Result<(), CoderError> {
        self.input = input;
        self.pos = 0;
        self.range = u32::MAX;
        self.code = 0;
        for _ in 0..4 {
            self.code = (self.code << 8) | u32::from(self.next_byte());
        }
        // Only 0xFFFFFFFF is out: every later step keeps code < range.
        if self.code >= self.range {
            return Err(CoderError::Corrupt {
                coder: "range",
                offset: 0,
            });
        }
        Ok(())
    }

    /// The next byte, 0 past the end.
    fn next_byte(&mut self) -> u8 {
        let b = self.input.get(self.pos).copied().unwrap_or(0);
        self.pos = self.pos.saturating_add(1);
        b
    }

    /// The next symbol, coded in `context`.
    pub fn decode(&mut self, context: usize) -> Result<u32, CoderError> {
        let (offset, size) = self.model.context(context)?;
        let (mut lo, mut hi, mut node) = (0, size, offset);
        while hi - lo > 1 {
            let mid = lo + (hi - lo) / 2;
            let p = &mut self.model.probs[node];
            let bound = (self.range >> BITS) * u32::from(*p);
            if self.code < bound {
                self.range = bound;
                *p += ((ONE - u32::from(*p)) >> SHIFT) as u16;
                hi = mid;
                node += 1;
            } else {
                self.code -= bound;
                self.range -= bound;
                *p -= *p >> SHIFT;
                node += (mid - lo) as usize;
                lo = mid;
            }
            while self.range < TOP {
                self.range <<= 8;
                self.code = (self.code << 8) | u32::from(self.next_byte());
            }
        }
        Ok(lo)
    }
}

impl SymbolDecoder for Decoder {
    fn decode(&mut self, context: usize) -> Result<u32, CoderError> {
        Decoder::decode(self, context)
    }
    fn restart(&mut self, input: Vec<u8>) -> Result<(), CoderError> {
        Decoder::restart(self, input)
    }
}
