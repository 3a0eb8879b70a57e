//! The model generations of one metadata directory and the host step of the model loop.
//!
//! `<meta>/models/gen-NNNN.admd` holds generation N (every generation is kept, so any old trace
//! still decodes); `<meta>/models/ledger.tsv` lists the traces already counted (SHA-256 of the
//! file, the generation they went into), so feeding a trace twice does not count it twice.
//! Generation 0 is uniform with no predicted callees: exactly what the runtime starts from
//! when it has no model. Generation g+1 adds the symbols decoded from new traces to the counts
//! of generation g, so it aggregates every run counted so far, not only the last.

use std::collections::btree_map::Entry;
use std::collections::BTreeMap;
use std::fs;
use std::path::{Path, PathBuf};

use android_runtime::calls::coding::CallsCoding;
use android_runtime::fsutil::write_atomic;
use android_runtime::layout::PathsLayout;
use android_runtime::meta::Metadata;
use android_runtime::model::Model;
use android_runtime::paths::{model_table_lengths, PathsStart};
use android_runtime::trace::TraceReader;
use android_runtime::Scheme;
use sha2::{Digest, Sha256};

use crate::{DecodeError, Decoder, SymbolCounts};

/// Directory of the model generations inside a metadata directory.
pub const MODELS_DIR: &str = "models";
const LEDGER: &str = "ledger.tsv";

/// Where generation `generation` of `meta_dir`'s model lives.
pub fn path(meta_dir: &Path, generation: u32) -> PathBuf {
    meta_dir
        .join(MODELS_DIR)
        .join(format!("gen-{generation:04}.admd"))
}

/// The newest generation on disk, if any.
pub fn latest(meta_dir: &Path) -> Result<Option<u32>, DecodeError> {
    let dir = meta_dir.join(MODELS_DIR);
    let entries = match fs::read_dir(&dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => return Err(DecodeError::Io { path: dir, source }),
    };
    let mut newest = None;
    for entry in entries {
        let entry = entry.map_err(|source| DecodeError::Io {
            path: dir.clone(),
            source,
        })?;
        let name = entry.file_name();
        let generation = name
            .to_str()
            .and_then(|n| n.strip_prefix("gen-"))
            .and_then(|n| n.strip_suffix(".admd"))
            .and_then(|n| n.parse::<u32>().ok());
        newest = newest.max(generation);
    }
    Ok(newest)
}

/// A decoder for traces written with model generation `generation` (none needed for 0).
pub fn decoder(meta_dir: &Path, generation: u32) -> Result<Decoder, DecodeError> {
    let decoder = Decoder::open(meta_dir)?;
    if generation == 0 {
        return Ok(decoder);
    }
    let file = path(meta_dir, generation);
    let model = Model::read(&file).map_err(|e| DecodeError::Model {
        path: file.clone(),
        reason: e.to_string(),
    })?;
    decoder.with_model(model)
}

/// The decoders of one metadata directory, one per model generation, each made the first time
/// a trace needs it.
pub struct Decoders<'m> {
    meta_dir: &'m Path,
    by_generation: BTreeMap<u32, Decoder>,
}

impl<'m> Decoders<'m> {
    pub fn new(meta_dir: &'m Path) -> Decoders<'m> {
        Decoders {
            meta_dir,
            by_generation: BTreeMap::new(),
        }
    }

    /// The decoder of traces recorded with model `generation`.
    pub fn get(&mut self, generation: u32) -> Result<&Decoder, DecodeError> {
        Ok(match self.by_generation.entry(generation) {
            Entry::Occupied(e) => e.into_mut(),
            Entry::Vacant(e) => e.insert(decoder(self.meta_dir, generation)?),
        })
    }

    /// The decoder `trace` needs ([`generation_of`]).
    pub fn for_trace(&mut self, trace: &Path) -> Result<&Decoder, DecodeError> {
        self.get(generation_of(trace)?)
    }
}

/// Whether an app instrumented as `meta` says has a scheme whose traces teach a model.
pub fn learns(meta: &Metadata) -> bool {
    meta.schemes
        .iter()
        .filter_map(|name| Scheme::from_name(name))
        .any(|scheme| scheme.spec().learns)
}

/// The generation a trace needs to decode: the one its runtime loaded, else 0.
pub fn generation_of(trace: &Path) -> Result<u32, DecodeError> {
    Ok(TraceReader::open(trace)?.header().decoding_generation())
}

/// What [`update`] did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Update {
    /// The generation written.
    pub generation: u32,
    /// Traces whose symbols went into it.
    pub counted: Vec<PathBuf>,
    /// Traces left out, with the reason (already counted, not a `paths` trace, damaged).
    pub skipped: Vec<(PathBuf, String)>,
    /// Symbols added.
    pub symbols: u64,
    /// The file written.
    pub path: PathBuf,
}

/// Decodes `traces` (each with the generation it names), adds their symbols to the newest
/// generation's counts and writes the next generation atomically. A trace already in the
/// ledger, without `paths`, or whose record does not decode cleanly is skipped (and said so):
/// only exact records teach the model.
pub fn update(meta_dir: &Path, traces: &[PathBuf]) -> Result<Update, DecodeError> {
    let base = Decoder::open(meta_dir)?;
    let learner = Learner::of(base.metadata()).ok_or_else(|| DecodeError::Model {
        path: meta_dir.to_path_buf(),
        reason: "the app has no scheme that learns a model (`paths` or `calls`)".into(),
    })?;
    let hash = base.hash();
    let previous = latest(meta_dir)?;
    let mut tables = match previous {
        Some(g) => {
            let file = path(meta_dir, g);
            let model = Model::read(&file).map_err(|e| DecodeError::Model {
                path: file.clone(),
                reason: e.to_string(),
            })?;
            if model.metadata_hash != hash {
                return Err(DecodeError::Model {
                    path: file,
                    reason: format!(
                        "it belongs to metadata {:016x}, not {hash:016x}: move the models \
                         directory away or re-instrument",
                        model.metadata_hash
                    ),
                });
            }
            model.tables
        }
        None => {
            let zero = learner.uniform(hash);
            write_model(meta_dir, &zero)?;
            zero.tables
        }
    };
    if let Err(reason) = learner.check(&Model {
        metadata_hash: hash,
        generation: 0,
        tables: tables.clone(),
    }) {
        return Err(DecodeError::Model {
            path: path(meta_dir, previous.unwrap_or(0)),
            reason,
        });
    }

    let mut ledger = read_ledger(meta_dir)?;
    let generation = previous.unwrap_or(0) + 1;
    let mut decoders = Decoders::new(meta_dir);
    let mut total = learner.counts();
    let mut counted = Vec::new();
    let mut skipped = Vec::new();
    for trace in traces {
        let digest = sha256_of(trace)?;
        if let Some(g) = ledger.get(&digest) {
            skipped.push((trace.clone(), format!("already counted in generation {g}")));
            continue;
        }
        let Some((counts, notes)) = decoders.for_trace(trace)?.learn(trace)? else {
            skipped.push((
                trace.clone(),
                "it has no record that teaches a model".into(),
            ));
            continue;
        };
        if let Some(note) = notes
            .into_iter()
            .find(|n| n.contains("could not be decoded") || n.contains("damage"))
        {
            skipped.push((trace.clone(), note));
            continue;
        }
        add(&mut total, &counts);
        ledger.insert(digest, generation);
        counted.push(trace.clone());
    }
    let symbols = total.total();
    learner.apply(&mut tables, &total);
    let model = Model {
        metadata_hash: hash,
        generation,
        tables,
    };
    let written = write_model(meta_dir, &model)?;
    write_ledger(meta_dir, &ledger)?;
    Ok(Update {
        generation,
        counted,
        skipped,
        symbols,
        path: written,
    })
}

/// The traces of `traces` that no generation has counted yet (by content, as [`update`]
/// judges it).
pub fn uncounted(meta_dir: &Path, traces: &[PathBuf]) -> Result<Vec<PathBuf>, DecodeError> {
    let ledger = read_ledger(meta_dir)?;
    let mut left = Vec::new();
    for trace in traces {
        if !ledger.contains_key(&sha256_of(trace)?) {
            left.push(trace.clone());
        }
    }
    Ok(left)
}

/// Generation 0 of `meta`'s model (every table zero: uniform, no prediction); `None` when no
/// scheme of the app learns one.
pub fn uniform(meta: &Metadata, metadata_hash: u64) -> Option<Model> {
    Learner::of(meta).map(|learner| learner.uniform(metadata_hash))
}

/// The scheme of an app whose model the traces teach, with its context numbering.
enum Learner {
    Paths(PathsLayout),
    Calls(CallsCoding),
}

impl Learner {
    fn of(meta: &Metadata) -> Option<Learner> {
        let learns = |scheme: Scheme| meta.schemes.iter().any(|s| *s == scheme.name());
        if learns(Scheme::Paths) {
            Some(Learner::Paths(PathsLayout::new(meta)))
        } else if learns(Scheme::Calls) {
            Some(Learner::Calls(CallsCoding::new(&meta.methods)))
        } else {
            None
        }
    }

    /// Generation 0: every table zero (uniform), no prediction.
    fn uniform(&self, metadata_hash: u64) -> Model {
        let lengths = match self {
            Learner::Paths(layout) => model_table_lengths(layout),
            Learner::Calls(coding) => coding.table_lengths(),
        };
        Model {
            metadata_hash,
            generation: 0,
            tables: lengths.into_iter().map(|n| vec![0; n as usize]).collect(),
        }
    }

    /// Whether `model` fits the contexts, as the runtime checks it.
    fn check(&self, model: &Model) -> Result<(), String> {
        match self {
            Learner::Paths(layout) => PathsStart::from_model(layout, model).map(drop),
            Learner::Calls(coding) => coding.start(Some(model)).map(drop),
        }
    }

    fn counts(&self) -> SymbolCounts {
        match self {
            Learner::Paths(layout) => SymbolCounts::new(layout),
            Learner::Calls(coding) => SymbolCounts::of_calls(coding),
        }
    }

    /// Adds `counts` to the model `tables` (saturating) and predicts, under each key, the two
    /// callees (values) that came there most often in these traces (ties: the lowest); keys
    /// with none keep theirs.
    fn apply(&self, tables: &mut [Vec<u32>], counts: &SymbolCounts) {
        for (table, added) in tables.iter_mut().zip(&counts.tables) {
            for (t, n) in table.iter_mut().zip(added) {
                *t = t.saturating_add(u32::try_from(*n).unwrap_or(u32::MAX));
            }
        }
        for (key, seen) in (0u32..).zip(&counts.callees) {
            if seen.is_empty() {
                continue;
            }
            let mut ranked: Vec<(u32, u64)> = seen.iter().map(|(&c, &n)| (c, n)).collect();
            ranked.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            match self {
                // The callee table's last two entries: method id + 1, 0 for none.
                Learner::Paths(layout) => {
                    let predicted = |rank: usize| ranked.get(rank).map_or(0, |(c, _)| c + 1);
                    if let Some(table) = tables.get_mut(layout.site(key) as usize) {
                        let n = table.len();
                        if n >= 2 {
                            table[n - 2] = predicted(0);
                            table[n - 1] = predicted(1);
                        }
                    }
                }
                // The last table: key k's first value at 2 k, its second at 2 k + 1.
                Learner::Calls(_) => {
                    if let Some(table) = tables.last_mut() {
                        let at = 2 * key as usize;
                        if let Some(pair) = table.get_mut(at..at + 2) {
                            pair[0] = ranked[0].0;
                            if let Some((second, _)) = ranked.get(1) {
                                pair[1] = *second;
                            }
                        }
                    }
                }
            }
        }
    }
}

fn add(total: &mut SymbolCounts, counts: &SymbolCounts) {
    for (sum, table) in total.tables.iter_mut().zip(&counts.tables) {
        for (s, n) in sum.iter_mut().zip(table) {
            *s += n;
        }
    }
    for (sum, callees) in total.callees.iter_mut().zip(&counts.callees) {
        for (callee, n) in callees {
            *sum.entry(*callee).or_insert(0) += n;
        }
    }
}

fn write_model(meta_dir: &Path, model: &Model) -> Result<PathBuf, DecodeError> {
    let file = path(meta_dir, model.generation);
    if let Some(dir) = file.parent() {
        fs::create_dir_all(dir).map_err(|source| DecodeError::Io {
            path: dir.to_path_buf(),
            source,
        })?;
    }
    model.write_atomic(&file).map_err(|e| DecodeError::Model {
        path: file.clone(),
        reason: e.to_string(),
    })?;
    Ok(file)
}

fn sha256_of(path: &Path) -> Result<String, DecodeError> {
    let bytes = fs::read(path).map_err(|source| DecodeError::Io {
        path: path.to_path_buf(),
        source,
    })?;
    Ok(Sha256::digest(&bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect())
}

fn read_ledger(meta_dir: &Path) -> Result<BTreeMap<String, u32>, DecodeError> {
    let file = meta_dir.join(MODELS_DIR).join(LEDGER);
    let text = match fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(BTreeMap::new()),
        Err(source) => return Err(DecodeError::Io { path: file, source }),
    };
    let mut ledger = BTreeMap::new();
    for (n, line) in text.lines().enumerate() {
        let parsed = line
            .split_once('\t')
            .and_then(|(digest, g)| Some((digest.to_string(), g.parse::<u32>().ok()?)));
        match parsed {
            Some((digest, g)) => {
                ledger.insert(digest, g);
            }
            None => {
                return Err(DecodeError::Model {
                    path: file,
                    reason: format!(
                        "line {}: expected `SHA-256<TAB>generation`; fix or delete the line",
                        n + 1
                    ),
                })
            }
        }
    }
    Ok(ledger)
}

fn write_ledger(meta_dir: &Path, ledger: &BTreeMap<String, u32>) -> Result<(), DecodeError> {
    let file = meta_dir.join(MODELS_DIR).join(LEDGER);
    let text: String = ledger
        .iter()
        .map(|(digest, g)| format!("{digest}\t{g}\n"))
        .collect();
    write_atomic(&file, text.as_bytes()).map_err(|source| DecodeError::Io { path: file, source })
}
