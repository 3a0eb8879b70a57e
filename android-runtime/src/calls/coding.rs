//! The coded form of the `calls` witness stream (FORMATS.md, "Coded CALLS chunks"): the runtime's
//! writer thread codes each record a thread logged with one of the adaptive coders
//! ([`crate::coder`]), and the decoder rebuilds the records before its LL(1) walk reads them.
//!
//! A record is coded in two stages. First, whole: it is predicted under a *record key*, a hash of
//! the four records before it, and costs one adaptive symbol when it is one of the two records
//! that came under that key before. Call-site grammar terminals repeat in the same order
//! wherever the program repeats what it does (a loop logs the same sites, a library call in a
//! loop calls back the same methods), so most records are predicted and cost a fraction of a
//! bit, with one table lookup on the writer thread. Four records of history tell apart the
//! rounds of short loops and the shapes of a loop body that two records cannot.
//!
//! A record neither prediction names is then coded element by element: its tag, then its
//! fields. Each element is predicted under a *key*: its *place* (a hash of the elements of the
//! record so far and of the two records before it) and the value that came at that place the
//! time before; a key keeps two predictions, the last value and the one before it, so an
//! element that alternates between two values (a virtual call whose receivers alternate) is as
//! cheap as one that repeats. Another value codes its bit length and the bits below its top
//! bit, in contexts of its *role* (which field of which record tag). Only records the first
//! stage missed pass through this one, so its predictions learn the exceptions. A depth is
//! coded as its difference from the last depth in both stages, so recursion repeats.
//!
//! A model generation seeds the coder's contexts and each key's element predictions (the two
//! values seen there most in the runs it learned from); the record predictions start empty in
//! every run, and the record contexts learn how often a run's records repeat.
//!
//! Contexts, in this order (one model table each): `K` element prediction contexts and `K`
//! record prediction contexts (alphabet 3: the first prediction, the second, neither; one per
//! key), [`ROLES`] length contexts (alphabet [`LENGTH_ALPHABET`]), [`ROLES`] x [`VALUE_BITS`]
//! bit contexts (alphabet 2). A model file has one more table: the `2 K` predicted element
//! values, key `k`'s first at `2 k`, its second at `2 k + 1`.

use crate::coder::{CoderError, Contexts, SymbolDecoder, SymbolEncoder};
use crate::layout::mix;
use crate::meta::MethodMeta;
use crate::model::Model;
use crate::runtime::Markers;

use super::record;

/// Roles of elements: 0 the tag, then `1 + 3 (tag - 1) + field` for each record tag's fields.
pub const ROLES: u32 = 37;
/// Alphabet of a length context: a value's bit length, 0 to 32.
pub const LENGTH_ALPHABET: u32 = 33;
/// Bit contexts per role, one per bit position below a value's top bit.
pub const VALUE_BITS: u32 = 32;
/// Alphabet of a prediction context: the first prediction (0), the second (1), neither (2). The
/// range coder's tree splits symbol 0 off first, so the common case is one binary symbol.
pub const PREDICTION_ALPHABET: u32 = 3;
/// The prediction symbol of a value neither prediction names.
const NEITHER: u32 = 2;
/// At most this many keys (`K`): the model's table of `2 K` predictions holds at most 65535.
pub const KEYS_MAX: u32 = 16384;
/// At least this many keys: even a small program's loops make thousands of places.
pub const KEYS_MIN: u32 = 4096;
/// Elements of a record's normal form: its tag and up to three fields.
const RECORD_WIDTH: usize = 4;

/// The fields of a record with tag `tag`; `None` for a tag no call-witness record has.
pub fn fields(tag: u32) -> Option<u32> {
    let tag = u8::try_from(tag).ok()?;
    Some(match tag {
        record::END | record::ROOT_RETURN => 0,
        record::ROOT
        | record::SITE
        | record::RETURN
        | record::UNWIND
        | record::CATCH
        | record::ENTRY => 1,
        record::CALLBACK_NEXT => 2,
        record::CALLBACK | record::UNWIND_AT | record::CATCH_AT => 3,
        _ => return None,
    })
}

/// The role of field `field` of a record with tag `tag` (1 to 12).
fn role(tag: u32, field: u32) -> u32 {
    1 + 3 * (tag - 1) + field
}

/// Whether field `field` of a record with tag `tag` is a frame depth: coded as its difference
/// from the depth the thread's last record with one named (zigzag), since in recursion every
/// depth is new while the steps between them repeat.
fn is_depth(tag: u32, field: u32) -> bool {
    field == 0
        && [
            record::CALLBACK,
            record::CALLBACK_NEXT,
            record::UNWIND_AT,
            record::CATCH_AT,
        ]
        .iter()
        .any(|&t| u32::from(t) == tag)
}

fn zigzag(delta: i32) -> u32 {
    ((delta << 1) ^ (delta >> 31)) as u32
}

fn unzigzag(value: u32) -> i32 {
    ((value >> 1) as i32) ^ -((value & 1) as i32)
}

/// The numbering of the contexts for one program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CallsCoding {
    keys: u32,
}

impl CallsCoding {
    /// `K`: the least power of two at least 16 times the methods and steps, at least
    /// [`KEYS_MIN`] and at most [`KEYS_MAX`]. Keys and places are hashes: too few of them and
    /// unrelated witnesses share their predictions.
    pub fn new<'a>(methods: impl IntoIterator<Item = &'a MethodMeta>) -> CallsCoding {
        let wanted: u64 = methods
            .into_iter()
            .map(|m| 16 * (1 + m.steps.len() as u64))
            .sum();
        let keys = if wanted >= u64::from(KEYS_MAX) {
            KEYS_MAX
        } else {
            (wanted as u32).next_power_of_two().max(KEYS_MIN)
        };
        CallsCoding { keys }
    }

    pub fn keys(&self) -> u32 {
        self.keys
    }

    /// The marker of `Calls.smali`: `K`.
    pub fn markers(&self) -> Markers {
        let mut markers = Markers::default();
        markers.int("CALLS_KEYS", self.keys);
        markers
    }

    fn record_context(&self, key: u32) -> usize {
        (self.keys + key) as usize
    }

    fn length(&self, role: u32) -> usize {
        (2 * self.keys + role) as usize
    }

    fn bit(&self, role: u32, bit: u32) -> usize {
        (2 * self.keys + ROLES + role * VALUE_BITS + bit) as usize
    }

    /// Every context's alphabet, by context index.
    pub fn alphabets(&self) -> Vec<u32> {
        let mut out = vec![PREDICTION_ALPHABET; 2 * self.keys as usize];
        out.extend(std::iter::repeat_n(LENGTH_ALPHABET, ROLES as usize));
        out.extend(std::iter::repeat_n(2, (ROLES * VALUE_BITS) as usize));
        out
    }

    /// The lengths of a model's tables: the contexts' alphabets, then `2 K` predictions.
    pub fn table_lengths(&self) -> Vec<u32> {
        let mut lengths = self.alphabets();
        lengths.push(2 * self.keys);
        lengths
    }

    /// Where a thread's coder starts: uniform contexts and no predictions (all 0) without a
    /// model, else the model's, checked as the runtime checks them (the metadata hash is the
    /// caller's to compare).
    pub fn start(&self, model: Option<&Model>) -> Result<CallsStart, String> {
        let Some(model) = model else {
            let contexts = Contexts::new(&self.alphabets()).map_err(|e| e.to_string())?;
            return Ok(CallsStart {
                contexts,
                predictions: vec![0; 2 * self.keys as usize],
            });
        };
        model.check_lengths(&self.table_lengths(), "calls")?;
        let (seeds, predictions) = model.tables.split_at(model.tables.len() - 1);
        let contexts = Contexts::from_tables(seeds).map_err(|e| e.to_string())?;
        Ok(CallsStart {
            contexts,
            predictions: predictions[0].clone(),
        })
    }
}

/// Where every thread's coder starts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CallsStart {
    pub contexts: Contexts,
    /// Per key `k`, the values predicted there: the first at `2 k`, the second at `2 k + 1`.
    pub predictions: Vec<u32>,
}

/// What decoding a record saw, for a model update to count.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seen {
    /// `symbol` was coded in `context`.
    Symbol { context: usize, symbol: u32 },
    /// `value` came under `key`.
    Value { key: u32, value: u32 },
}

/// One thread's side of the coding: its predictions and the hashes of what came before.
#[derive(Clone, Debug)]
pub struct ThreadCoding {
    coding: CallsCoding,
    /// Per key `k`, the two element values predicted there (at `2 k` and `2 k + 1`).
    predictions: Vec<u32>,
    /// Per place, the value that came there last.
    at_place: Vec<u32>,
    /// Per record key `k`, the two records predicted there in normal form (the first at
    /// `8 k`, the second at `8 k + 4`; all 0 before one came).
    records: Vec<u32>,
    /// Hashes of the four records before this one, the last first.
    history: [u32; 4],
    /// Hash of the current record's elements so far.
    record: u32,
    /// The depth the thread's last record with one named.
    depth: u32,
}

impl ThreadCoding {
    pub fn new(coding: CallsCoding, start: &CallsStart) -> ThreadCoding {
        ThreadCoding {
            coding,
            predictions: start.predictions.clone(),
            at_place: vec![0; coding.keys as usize],
            records: vec![0; 2 * RECORD_WIDTH * coding.keys as usize],
            history: [0; 4],
            record: 0,
            depth: 0,
        }
    }

    /// The key of the next record, as the runtime computes it (`CallsCoder.record`).
    fn record_key(&self) -> u32 {
        let [last, before, third, fourth] = self.history;
        mix(mix(mix(last, before as i32), third as i32), fourth as i32) & (self.coding.keys - 1)
    }

    /// `rec` in normal form: a depth field becomes the zigzag of its difference from the
    /// thread's last depth (which it then becomes), and unused fields are 0.
    fn normalize(&mut self, rec: &[u32]) -> [u32; RECORD_WIDTH] {
        let mut normal = [0; RECORD_WIDTH];
        let tag = rec.first().copied().unwrap_or(0);
        for (i, &value) in rec.iter().take(RECORD_WIDTH).enumerate() {
            normal[i] = if i > 0 && is_depth(tag, i as u32 - 1) {
                let delta = zigzag(value.wrapping_sub(self.depth) as i32);
                self.depth = value;
                delta
            } else {
                value
            };
        }
        normal
    }

    /// Which prediction of record key `key` `normal` is: 0 the first, 1 the second, [`NEITHER`].
    fn record_predicted(&self, key: u32, normal: &[u32; RECORD_WIDTH]) -> u32 {
        let at = 2 * RECORD_WIDTH * key as usize;
        if self.records[at..at + RECORD_WIDTH] == normal[..] {
            0
        } else if self.records[at + RECORD_WIDTH..at + 2 * RECORD_WIDTH] == normal[..] {
            1
        } else {
            NEITHER
        }
    }

    /// The place and the key of the next element, as the runtime computes them
    /// (`CallsCoder.element`).
    fn place_and_key(&self) -> (u32, u32) {
        let mask = self.coding.keys - 1;
        let [last, before, ..] = self.history;
        let place = mix(mix(self.record, last as i32), before as i32) & mask;
        let key = mix(place, self.at_place[place as usize] as i32) & mask;
        (place, key)
    }

    /// Which prediction of `key` `value` is: 0 the first, 1 the second, [`NEITHER`].
    fn predicted(&self, key: u32, value: u32) -> u32 {
        let at = 2 * key as usize;
        if self.predictions[at] == value {
            0
        } else if self.predictions[at + 1] == value {
            1
        } else {
            NEITHER
        }
    }

    /// `value` came at `place`, under `key`: it becomes the key's first prediction, the old
    /// first its second (unless it was the first already), and the place's last value.
    fn coded(&mut self, place: u32, key: u32, value: u32) {
        self.at_place[place as usize] = value;
        let at = 2 * key as usize;
        if self.predictions[at] != value {
            self.predictions[at + 1] = self.predictions[at];
            self.predictions[at] = value;
        }
        self.record = mix(self.record, value as i32);
    }

    /// `normal` came under record key `key`: it becomes the key's first prediction (the old
    /// first its second, unless it was the first already) and the last record of the history.
    fn end_record(&mut self, key: u32, normal: &[u32; RECORD_WIDTH], fields: u32) {
        let at = 2 * RECORD_WIDTH * key as usize;
        if self.records[at..at + RECORD_WIDTH] != normal[..] {
            self.records
                .copy_within(at..at + RECORD_WIDTH, at + RECORD_WIDTH);
            self.records[at..at + RECORD_WIDTH].copy_from_slice(normal);
        }
        let hash = normal[..=fields as usize]
            .iter()
            .fold(0, |h, &v| mix(h, v as i32));
        self.history = [hash, self.history[0], self.history[1], self.history[2]];
        self.record = 0;
    }

    /// Codes one record, `[tag, fields...]`.
    pub fn encode(
        &mut self,
        encoder: &mut dyn SymbolEncoder,
        rec: &[u32],
    ) -> Result<(), CoderError> {
        let record_key = self.record_key();
        let normal = self.normalize(rec);
        let predicted = self.record_predicted(record_key, &normal);
        encoder.encode(self.coding.record_context(record_key), predicted)?;
        if predicted == NEITHER {
            let tag = normal[0];
            for (i, &value) in normal.iter().take(rec.len()).enumerate() {
                let role = if i == 0 { 0 } else { role(tag, i as u32 - 1) };
                let (place, key) = self.place_and_key();
                let predicted = self.predicted(key, value);
                encoder.encode(key as usize, predicted)?;
                if predicted == NEITHER {
                    let length = 32 - value.leading_zeros();
                    encoder.encode(self.coding.length(role), length)?;
                    for bit in (0..length.saturating_sub(1)).rev() {
                        encoder.encode(self.coding.bit(role, bit), (value >> bit) & 1)?;
                    }
                }
                self.coded(place, key, value);
            }
        }
        self.end_record(record_key, &normal, rec.len().saturating_sub(1) as u32);
        Ok(())
    }

    /// Decodes one record into `out` (`[tag, fields...]`); `seen` hears every symbol and every
    /// element value coded on its own.
    pub fn decode(
        &mut self,
        decoder: &mut dyn SymbolDecoder,
        out: &mut Vec<u32>,
        seen: &mut dyn FnMut(Seen),
    ) -> Result<(), String> {
        fn symbol(
            decoder: &mut dyn SymbolDecoder,
            seen: &mut dyn FnMut(Seen),
            context: usize,
        ) -> Result<u32, String> {
            let symbol = decoder.decode(context).map_err(|e| e.to_string())?;
            seen(Seen::Symbol { context, symbol });
            Ok(symbol)
        }
        let bad_tag = |tag: u32| {
            format!("the coded records hold tag {tag}, not a record of a call-grammar scheme")
        };
        let record_key = self.record_key();
        let mut normal = [0; RECORD_WIDTH];
        let count = match symbol(decoder, seen, self.coding.record_context(record_key))? {
            which @ (0 | 1) => {
                let at = (2 * record_key as usize + which as usize) * RECORD_WIDTH;
                normal.copy_from_slice(&self.records[at..at + RECORD_WIDTH]);
                1 + fields(normal[0]).ok_or_else(|| bad_tag(normal[0]))?
            }
            _ => {
                let mut count = 1;
                let mut i = 0;
                while i < count {
                    let role = if i == 0 { 0 } else { role(normal[0], i - 1) };
                    let (place, key) = self.place_and_key();
                    let value = match symbol(decoder, seen, key as usize)? {
                        0 => self.predictions[2 * key as usize],
                        1 => self.predictions[2 * key as usize + 1],
                        _ => {
                            let length = symbol(decoder, seen, self.coding.length(role))?;
                            let mut value: u32 = u32::from(length > 0);
                            for bit in (0..length.saturating_sub(1)).rev() {
                                value = (value << 1)
                                    | symbol(decoder, seen, self.coding.bit(role, bit))?;
                            }
                            value
                        }
                    };
                    seen(Seen::Value { key, value });
                    if i == 0 {
                        count = 1 + fields(value).ok_or_else(|| bad_tag(value))?;
                    }
                    normal[i as usize] = value;
                    self.coded(place, key, value);
                    i += 1;
                }
                count
            }
        };
        out.clear();
        for (i, &value) in normal.iter().take(count as usize).enumerate() {
            out.push(if i > 0 && is_depth(normal[0], i as u32 - 1) {
                self.depth = self.depth.wrapping_add(unzigzag(value) as u32);
                self.depth
            } else {
                value
            });
        }
        self.end_record(record_key, &normal, count - 1);
        Ok(())
    }
}

/// A record's raw form (FORMATS.md, "The calls runtime"): its tag byte and LEB128 fields.
pub fn write_raw(rec: &[u32], out: &mut Vec<u8>) {
    let Some((&tag, fields)) = rec.split_first() else {
        return;
    };
    out.push(tag as u8);
    for &field in fields {
        let mut v = field;
        loop {
            let b = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                out.push(b);
                break;
            }
            out.push(b | 0x80);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::coder::Coder;
    use crate::meta::StepMeta;

    fn coding() -> CallsCoding {
        let mut m = MethodMeta::new("LA;", "m", Vec::new());
        m.steps = vec![StepMeta::default(); 100];
        CallsCoding::new(&[m.clone(), m])
    }

    /// A loop whose body logs a site that cycles through three values, a callback (at a depth
    /// that goes up and down) to one of two methods in turn and a later one, and a return; then
    /// an exception and the end.
    fn records(rounds: u32) -> Vec<Vec<u32>> {
        let mut out = vec![vec![1, 0]];
        for i in 0..rounds {
            out.push(vec![3, 4 + i % 3]);
            out.push(vec![2, 1 + i % 2, 7, i % 2]);
            out.push(vec![8, 1, 1]);
            out.push(vec![4, 1]);
        }
        out.push(vec![11, 2, 1, u32::MAX]);
        out.push(vec![12, 1, 0, 6]);
        out.push(vec![9]);
        out.push(vec![6]);
        out
    }

    /// Codes `records` and decodes them; the coded bytes and the elements coded on their own
    /// (of the records the first stage missed).
    fn round_trip(coder: Coder, start: &CallsStart, records: &[Vec<u32>]) -> (usize, usize) {
        let coding = coding();
        let mut encoder = coder.encoder(&start.contexts);
        let mut thread = ThreadCoding::new(coding, start);
        for rec in records {
            thread.encode(encoder.as_mut(), rec).unwrap();
        }
        let bytes = encoder.finish();
        let len = bytes.len();
        let mut decoder = coder.decoder(&start.contexts, bytes).unwrap();
        let mut thread = ThreadCoding::new(coding, start);
        let mut out = Vec::new();
        let mut values = 0;
        for rec in records {
            thread
                .decode(decoder.as_mut(), &mut out, &mut |s| {
                    values += usize::from(matches!(s, Seen::Value { .. }))
                })
                .unwrap();
            assert_eq!(&out, rec);
        }
        assert!(values <= records.iter().map(Vec::len).sum::<usize>());
        (len, values)
    }

    #[test]
    fn records_round_trip_and_repeats_cost_little() {
        let coding = coding();
        assert_eq!(coding.keys(), 4096);
        let uniform = coding.start(None).unwrap();
        for (coder, _) in Coder::ALL {
            let raw = |records: &[Vec<u32>]| {
                let mut out = Vec::new();
                records.iter().for_each(|r| write_raw(r, &mut out));
                out.len()
            };
            let (short, long) = (records(60), records(600));
            let ((coded_short, elements_short), (coded_long, elements_long)) = (
                round_trip(coder, &uniform, &short),
                round_trip(coder, &uniform, &long),
            );
            // The loop's records go round in six rounds: after the first rounds, each is one
            // of its record key's predictions, and no more elements are coded on their own.
            assert!(elements_short > 0, "{coder:?}");
            assert_eq!(elements_short, elements_long, "{coder:?}");
            assert!(coded_long * 8 < raw(&long), "{coder:?}: {coded_long} bytes");
            // Once every key has seen its values, ten times the rounds cost far less than ten
            // times the bytes.
            assert!(
                coded_long < 3 * coded_short,
                "{coder:?}: {coded_short} {coded_long}"
            );
        }
    }

    #[test]
    fn a_model_seeds_contexts_and_predictions_and_is_checked() {
        let coding = coding();
        let mut tables: Vec<Vec<u32>> = coding
            .table_lengths()
            .iter()
            .map(|&n| vec![0; n as usize])
            .collect();
        tables.last_mut().unwrap()[7] = 9;
        let model = Model {
            metadata_hash: 1,
            generation: 1,
            tables: tables.clone(),
        };
        let start = coding.start(Some(&model)).unwrap();
        assert_eq!(start.predictions[7], 9);
        assert_eq!(start.contexts.len(), coding.alphabets().len());
        round_trip(Coder::Range, &start, &records(5));
        tables.pop();
        let short = Model { tables, ..model };
        assert!(coding.start(Some(&short)).unwrap_err().contains("tables"));
    }

    #[test]
    fn a_bad_tag_is_an_error_not_a_panic() {
        let coding = coding();
        let start = coding.start(None).unwrap();
        let mut encoder = Coder::Range.encoder(&start.contexts);
        // Element 13 as a tag: encode a SITE whose tag is then read as another value.
        let mut thread = ThreadCoding::new(coding, &start);
        thread.encode(encoder.as_mut(), &[13]).unwrap();
        let bytes = encoder.finish();
        let mut decoder = Coder::Range.decoder(&start.contexts, bytes).unwrap();
        let mut thread = ThreadCoding::new(coding, &start);
        let err = thread
            .decode(decoder.as_mut(), &mut Vec::new(), &mut |_| {})
            .unwrap_err();
        assert!(err.contains("tag 13"), "{err}");
    }

    #[test]
    fn raw_records_are_tag_bytes_and_leb128() {
        let mut out = Vec::new();
        write_raw(&[11, 2, 300, u32::MAX], &mut out);
        assert_eq!(out, [11, 2, 0xac, 0x02, 0xff, 0xff, 0xff, 0xff, 0x0f]);
        assert_eq!(fields(13), None);
        assert_eq!(role(12, 2), ROLES - 1);
        for delta in [0, 1, -1, 7, -300, i32::MAX, i32::MIN] {
            assert_eq!(unzigzag(zigzag(delta)), delta);
        }
        assert_eq!([zigzag(0), zigzag(-1), zigzag(1), zigzag(-2)], [0, 1, 2, 3]);
        assert!(is_depth(2, 0) && is_depth(12, 0) && !is_depth(2, 1) && !is_depth(3, 0));
    }
}
