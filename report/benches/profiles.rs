//! How fast decoded events go into the profiles, and how big the calling-context structures
//! grow, on real traces:
//!
//! ```text
//! cargo bench -p report --bench profiles -- TRACE META_DIR [MAX_K]
//! ```
//!
//! Decodes TRACE's record (the one `adaptrace decode` shows) three times, side by side in one
//! run: into a sink that drops every event, into every profile of `adaptrace report` at once
//! (CCT, 3-slab forest, block, edge and path counts, per-thread summaries), and into those
//! plus the capped call timeline. The difference between the first two is the time the
//! profiles take; events per second per core follow (the decoders and the profiles run on
//! one thread). Then, in one more pass, it builds the k-slab forests for k = 1..MAX_K (10
//! unless given) and prints the sizes of the CCT, each k-SF, k-CCF and pruned k-CCF, checking
//! that each k-SF's inv_k equals the CCT's. `scripts/bench-report.sh` prepares the traces.

use std::io::sink;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Instant;

use android_runtime::record::Record;
use report::build::Both;
use report::timeline::Timeline;
use trace_parser::models::Decoders;
use trace_parser::profile::contexts::{pruned, NONE};
use trace_parser::profile::{Label, Options, Profiles, SlabForest};
use trace_parser::report::{choose_record, open};
use trace_parser::run::{Event, ThreadEnd};
use trace_parser::RunSink;

/// Drops every event, counting them.
#[derive(Default)]
struct Count(u64);

impl RunSink for Count {
    fn begin(&mut self, _: u32, _: &str) {}
    fn event(&mut self, _: Event) {
        self.0 += 1;
    }
    fn end(&mut self, _: ThreadEnd) {}
}

/// The k-slab forests for several k, fed alongside one set of profiles.
/// The profiles go first, so each label the forests need is already numbered there.
struct Slabs<'a> {
    profiles: &'a mut Profiles,
    forests: Vec<SlabForest>,
}

impl Slabs<'_> {
    fn label(&self, label: Label) -> u32 {
        // Interned by the profiles the moment before; NONE cannot happen.
        self.profiles.labels.id(&label).unwrap_or(NONE)
    }
}

impl RunSink for Slabs<'_> {
    fn begin(&mut self, index: u32, name: &str) {
        self.profiles.begin(index, name);
        let root = self.label(Label::Thread(name.to_string()));
        self.forests.iter_mut().for_each(|f| f.begin(root));
    }
    fn event(&mut self, event: Event) {
        self.profiles.event(event.clone());
        match event {
            Event::Enter { method, .. } | Event::Resume { method, .. } => {
                let weight = u64::from(matches!(event, Event::Enter { .. }));
                let label = self.label(Label::Method(method));
                self.forests.iter_mut().for_each(|f| f.call(label, weight));
            }
            Event::Exit { .. } => self.forests.iter_mut().for_each(SlabForest::ret),
            Event::Block { .. } | Event::Mark { .. } => {}
        }
    }
    fn end(&mut self, end: ThreadEnd) {
        self.profiles.end(end);
    }
}

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| a != "--bench")
        .collect();
    let [trace, meta, rest @ ..] = args.as_slice() else {
        println!("usage: cargo bench -p report --bench profiles -- TRACE META_DIR [MAX_K]");
        return Ok(());
    };
    let max_k: usize = match rest.first() {
        Some(k) => k.parse().map_err(|_| format!("MAX_K {k:?} is no number"))?,
        None => 10,
    };
    let (trace, meta) = (PathBuf::from(trace), PathBuf::from(meta));
    let mut decoders = Decoders::new(&meta);
    let stream = open(&trace).map_err(|e| e.to_string())?;
    let decoder = decoders
        .get(stream.header().decoding_generation())
        .map_err(|e| e.to_string())?;
    let scheme = choose_record(decoder, &stream, None).map_err(|e| e.to_string())?;
    let metadata = Arc::new(decoder.metadata().clone());
    let decode = |sink: &mut dyn RunSink| -> Result<f64, String> {
        let start = Instant::now();
        let stream = open(&trace).map_err(|e| e.to_string())?;
        decoder
            .stream(&stream, scheme, sink)
            .map_err(|e| e.to_string())?;
        Ok(start.elapsed().as_secs_f64())
    };

    // The three passes in turn, three rounds, the fastest of each: the machine is shared.
    let (mut t_decode, mut t_profiles, mut t_all) = (f64::MAX, f64::MAX, f64::MAX);
    let mut events = 0;
    let mut calls = 0;
    for _ in 0..3 {
        let mut count = Count::default();
        t_decode = t_decode.min(decode(&mut count)?);
        events = count.0;
        let mut profiles = Profiles::new(Arc::clone(&metadata), Options::default());
        t_profiles = t_profiles.min(decode(&mut profiles)?);
        calls = profiles.calls();
        let mut again = Profiles::new(Arc::clone(&metadata), Options::default());
        let mut timeline =
            Timeline::new(&metadata, sink(), 100_000, 1).map_err(|e| e.to_string())?;
        t_all = t_all.min(decode(&mut Both {
            profiles: &mut again,
            timeline: &mut timeline,
        })?);
    }
    let rate = |secs: f64| events as f64 / secs / 1e6;
    println!(
        "{}: `{scheme}` record, {events} events, {calls} calls (fastest of 3 rounds)",
        trace.display()
    );
    println!("| pass | seconds | M events/s |");
    println!("|---|---|---|");
    println!("| decode only | {t_decode:.2} | {:.1} |", rate(t_decode));
    println!(
        "| decode + profiles | {t_profiles:.2} | {:.1} |",
        rate(t_profiles)
    );
    println!(
        "| decode + profiles + timeline | {t_all:.2} | {:.1} |",
        rate(t_all)
    );
    let into = t_profiles - t_decode;
    let into_all = t_all - t_decode;
    if into > 0.0 && into_all > 0.0 {
        println!(
            "into the profiles alone: {:.1} M events/s ({into:.2} s); with the timeline: {:.1} M events/s",
            rate(into),
            rate(into_all)
        );
    }

    let mut sized = Profiles::new(Arc::clone(&metadata), Options::default());
    let mut slabs = Slabs {
        profiles: &mut sized,
        forests: (1..=max_k).map(SlabForest::new).collect(),
    };
    decode(&mut slabs)?;
    let forests = slabs.forests;
    let n = sized.cct.tree.len();
    println!();
    println!(
        "CCT: {n} nodes, depth {}; sizes in nodes (k-SF ≤ 2n = {})",
        sized.cct.depth(),
        2 * n
    );
    println!("| k | k-SF | k-CCF | pruned k-CCF | inv_k(k-SF) = inv_k(CCT) |");
    println!("|---|---|---|---|---|");
    for forest in &forests {
        let k = forest.k();
        let from_cct = sized.ccf(k);
        let same = from_cct.same_as(&forest.ccf(&sized.labels));
        println!(
            "| {k} | {} | {} | {} | {} |",
            forest.tree.len(),
            from_cct.len(),
            pruned(&from_cct).len(),
            if same { "yes" } else { "NO" }
        );
    }
    Ok(())
}
