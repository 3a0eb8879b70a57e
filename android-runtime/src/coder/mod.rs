//! The adaptive entropy coders of the `paths` scheme: a thread's branch decisions are a sequence
//! of symbols, each coded in a *context* (a decision point) with an alphabet of `n` symbols
//! (`2 <= n <= 65535`).
//!
//! Two coders, each with an encoder that the smali runtime repeats byte for byte
//! (`smali/adaptrace/rt/RangeEncoder.smali`, `ArithEncoder.smali`) and a decoder:
//!
//! - [`range`], the default: an LZMA-style adaptive binary range coder; an n-way symbol is a
//!   path in a fixed binary tree with one 12-bit probability per internal node.
//! - [`adaptracer`]: the AdapTracer paper's coder, per-symbol counters (start 1, `+inc` per
//!   use, halved at `bound`) driving a Witten/Neal/Cleary integer arithmetic coder.
//!
//! Both start from [`Contexts`]: the alphabet sizes plus, per context, optional symbol
//! frequencies of earlier runs (a model file's tables); without them every context starts
//! uniform. Bytes can leave an encoder two ways:
//!
//! - [`SymbolEncoder::take_bytes`] hands out the bytes that are final so far and the stream
//!   goes on: the pieces, concatenated, are the stream;
//! - [`SymbolEncoder::restart`] ends the stream (its flush) and starts a new one in which every
//!   context's adaptive state goes on; the decoder follows with [`SymbolDecoder::restart`].
//!
//! Decoders read bytes past the end of their input as zeros (the flush relies on it) and never
//! panic; they cannot tell where the encoded symbols end, so the caller must know how many to
//! decode.
//!
//! `FORMATS.md` ("Coders") describes both bit streams.

pub mod adaptracer;
pub mod range;

/// Most symbols a context can have (a model table's symbol count is a u16).
pub const MAX_ALPHABET: u32 = 65535;

/// Most probabilities or counters all contexts together may need: the device keeps them in one
/// Java array.
const MAX_CELLS: usize = i32::MAX as usize;

/// A coder was configured or used wrongly, or its input is not a stream it wrote.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CoderError {
    #[error("context {context} has an alphabet of {size} symbols; a context needs 2 to {MAX_ALPHABET} (a decision with one successor needs no context)")]
    Alphabet { context: usize, size: u32 },
    #[error("context {context} has {size} symbols but its seed has {found} frequencies: the model does not belong to this metadata")]
    SeedLength {
        context: usize,
        size: u32,
        found: usize,
    },
    #[error("the contexts need {cells} probabilities or counters, more than one Java array holds: split the app's contexts")]
    TooLarge { cells: usize },
    #[error("context {context} does not exist: there are {contexts} contexts (the trace does not belong to this metadata)")]
    NoContext { context: usize, contexts: usize },
    #[error("symbol {symbol} is outside context {context}'s alphabet of {size}")]
    NoSymbol {
        context: usize,
        symbol: u32,
        size: u32,
    },
    #[error("adaptracer parameters inc {inc}, bound {bound}: need 1 <= inc <= bound / 2 and bound <= {}", adaptracer::MAX_BOUND)]
    Params { inc: u32, bound: u32 },
    #[error("byte {offset}: the {coder} stream is damaged (its code value lies outside the coding interval)")]
    Corrupt { coder: &'static str, offset: usize },
}

/// The contexts a coder codes in: their alphabet sizes and optional seed frequencies.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Contexts {
    sizes: Vec<u32>,
    /// Per context: empty (uniform) or one frequency per symbol.
    seeds: Vec<Vec<u32>>,
}

impl Contexts {
    /// Contexts with these alphabet sizes, all uniform.
    pub fn new(sizes: &[u32]) -> Result<Contexts, CoderError> {
        for (context, &size) in sizes.iter().enumerate() {
            if !(2..=MAX_ALPHABET).contains(&size) {
                return Err(CoderError::Alphabet { context, size });
            }
        }
        let cells: usize = sizes.iter().map(|&n| n as usize).sum();
        if cells > MAX_CELLS {
            return Err(CoderError::TooLarge { cells });
        }
        Ok(Contexts {
            sizes: sizes.to_vec(),
            seeds: vec![Vec::new(); sizes.len()],
        })
    }

    /// Contexts from a model's tables ([`crate::model::Model::tables`]): one context per table,
    /// its alphabet the table's length, seeded with its frequencies.
    pub fn from_tables(tables: &[Vec<u32>]) -> Result<Contexts, CoderError> {
        let sizes: Vec<u32> = tables.iter().map(|t| t.len() as u32).collect();
        let mut contexts = Contexts::new(&sizes)?;
        for (context, t) in tables.iter().enumerate() {
            contexts.seed(context, t)?;
        }
        Ok(contexts)
    }

    /// Seeds a context with the symbol frequencies seen in earlier runs (all zero = uniform).
    pub fn seed(&mut self, context: usize, frequencies: &[u32]) -> Result<(), CoderError> {
        let size = self.size(context)?;
        if frequencies.len() != size as usize {
            return Err(CoderError::SeedLength {
                context,
                size,
                found: frequencies.len(),
            });
        }
        self.seeds[context] = frequencies.to_vec();
        Ok(())
    }

    /// Number of contexts.
    pub fn len(&self) -> usize {
        self.sizes.len()
    }

    /// Whether there are no contexts.
    pub fn is_empty(&self) -> bool {
        self.sizes.is_empty()
    }

    /// The alphabet sizes, one per context.
    pub fn sizes(&self) -> &[u32] {
        &self.sizes
    }

    /// Alphabet size of `context`.
    pub fn size(&self, context: usize) -> Result<u32, CoderError> {
        self.sizes
            .get(context)
            .copied()
            .ok_or(CoderError::NoContext {
                context,
                contexts: self.sizes.len(),
            })
    }

    /// The seed of `context`: empty when uniform, else one frequency per symbol.
    fn seed_of(&self, context: usize) -> &[u32] {
        &self.seeds[context]
    }
}

/// Start of each context's cells when context `c` takes `cells(n_c)` of them, in context order.
fn offsets(sizes: &[u32], cells: impl Fn(u32) -> usize) -> Vec<usize> {
    sizes
        .iter()
        .scan(0, |next, &n| {
            let at = *next;
            *next += cells(n);
            Some(at)
        })
        .collect()
}

/// The coders, by the name the metadata and command line use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Coder {
    /// [`range`], the default.
    #[default]
    Range,
    /// [`adaptracer`] with its default parameters.
    AdapTracer,
}

impl Coder {
    /// Every coder with its name.
    pub const ALL: [(Coder, &'static str); 2] =
        [(Coder::Range, "range"), (Coder::AdapTracer, "adaptracer")];

    /// `range` or `adaptracer`.
    pub fn name(self) -> &'static str {
        match self {
            Coder::Range => "range",
            Coder::AdapTracer => "adaptracer",
        }
    }

    /// The coder called `name`.
    pub fn from_name(name: &str) -> Option<Coder> {
        Coder::ALL.iter().find(|(_, n)| *n == name).map(|(c, _)| *c)
    }

    /// A new stream's encoder.
    pub fn encoder(self, contexts: &Contexts) -> Box<dyn SymbolEncoder> {
        match self {
            Coder::Range => Box::new(range::Encoder::new(contexts)),
            Coder::AdapTracer => Box::new(adaptracer::Encoder::new(contexts)),
        }
    }

    /// A decoder of the stream `bytes`.
    pub fn decoder(
        self,
        contexts: &Contexts,
        bytes: Vec<u8>,
    ) -> Result<Box<dyn SymbolDecoder>, CoderError> {
        Ok(match self {
            Coder::Range => Box::new(range::Decoder::new(contexts, bytes)?),
            Coder::AdapTracer => Box::new(adaptracer::Decoder::new(contexts, bytes)),
        })
    }
}

/// Writes a thread's streams of symbols.
pub trait SymbolEncoder {
    /// Codes `symbol` in `context`.
    fn encode(&mut self, context: usize, symbol: u32) -> Result<(), CoderError>;
    /// The bytes of the current stream that are final so far, removed from the encoder; the
    /// stream goes on.
    fn take_bytes(&mut self) -> Vec<u8>;
    /// Ends the current stream and gives its bytes not taken yet; the next symbols start a new
    /// stream, the contexts' adaptive state going on.
    fn restart(&mut self) -> Vec<u8>;
    /// Ends the stream: the bytes not taken yet.
    fn finish(self: Box<Self>) -> Vec<u8>;
}

/// Reads a thread's streams of symbols.
pub trait SymbolDecoder {
    /// The next symbol, coded in `context`.
    fn decode(&mut self, context: usize) -> Result<u32, CoderError>;
    /// Goes on with the next stream (one the encoder began with `restart`), the contexts'
    /// adaptive state going on.
    fn restart(&mut self, input: Vec<u8>) -> Result<(), CoderError>;
}

#[cfg(test)]
mod tests;
