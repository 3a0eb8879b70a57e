//! `adaptrace report`: decode traces once into every profile and write the files people open.

use std::path::PathBuf;

use android_runtime::Scheme;
use anyhow::Result;
use clap::Args;
use report::{Settings, Step};

use crate::progress::Bars;

#[derive(Args)]
pub struct ReportArgs {
    /// Trace files (`.adtrace`) of builds with the metadata --meta names; their profiles add
    /// up (coverage over many runs; threads of the same name share a root).
    #[arg(required = true, value_name = "TRACE")]
    traces: Vec<PathBuf>,

    /// The metadata directory `adaptrace instrument` wrote for the build.
    #[arg(long, value_name = "DIR")]
    meta: PathBuf,

    /// The report directory to write (an earlier report there is replaced).
    #[arg(short, long, value_name = "DIR")]
    output: PathBuf,

    /// The record to profile when a trace holds several (default: the one `decode` shows).
    #[arg(long, value_parser = crate::scheme_parser())]
    scheme: Option<Scheme>,

    /// The k of the k-calling-context forest: contexts of up to k frames.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u16).range(1..))]
    k: u16,

    /// Tell a method's contexts apart by call site too.
    #[arg(long)]
    sites: bool,

    /// List the hot k-contexts that account for this percentage of the calls.
    #[arg(long, default_value_t = 90.0, value_name = "PERCENT", value_parser = percent)]
    hot_share: f64,

    /// The x of the x%-similar ∞-CCF: keep contexts with at least x% of their method's calls.
    #[arg(long, default_value_t = 90.0, value_name = "PERCENT", value_parser = percent)]
    similar: f64,

    /// Rows of each "hottest" table.
    #[arg(long, default_value_t = 25)]
    top: usize,

    /// Draw the control-flow graphs of this many of the hottest methods.
    #[arg(long, default_value_t = 5)]
    cfg_methods: usize,

    /// Calls per thread in the timeline (`timeline.json`); the rest of a thread is left out.
    #[arg(long, default_value_t = 100_000)]
    timeline_calls: u64,

    /// Calling contexts in the flame graph, folded stacks, speedscope and pprof files: the
    /// heaviest; the rest count in their nearest caller shown, so totals stay whole.
    #[arg(long, default_value_t = 20_000, value_parser = clap::value_parser!(u64).range(1..))]
    max_contexts: u64,
}

fn percent(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(p) if (0.0..=100.0).contains(&p) => Ok(p),
        _ => Err(format!("{text:?} is not a percentage from 0 to 100")),
    }
}

pub fn run(args: &ReportArgs, bars: &Bars) -> Result<()> {
    let settings = Settings {
        sites: args.sites,
        k: usize::from(args.k),
        hot_share: args.hot_share / 100.0,
        similar: args.similar,
        top: args.top,
        cfg_methods: args.cfg_methods,
        timeline_calls: args.timeline_calls,
        max_contexts: usize::try_from(args.max_contexts).unwrap_or(usize::MAX),
    };
    let bar = bars.start("report", args.traces.len());
    let written = report::report(
        &args.meta,
        &args.traces,
        args.scheme,
        &settings,
        &args.output,
        &mut |step| match step {
            Step::Decoding { index, path, .. } => {
                bar.set_position(index as u64);
                bar.set_message(format!("decoding {}", path.display()));
            }
            Step::Writing => {
                bar.set_position(args.traces.len() as u64);
                bar.set_message("writing the files");
            }
        },
    );
    bar.finish_and_clear();
    let written = written?;
    for note in &written.notes {
        bars.warn(format!("note: {note}"));
    }
    bars.println(format!(
        "{}: {} events, {} calls; CCT {} nodes (depth {}), {}-CCF {} nodes; open {}",
        args.output.display(),
        written.events,
        written.calls,
        written.sizes.cct,
        written.sizes.depth,
        settings.k,
        written.sizes.ccf,
        args.output.join(report::outputs::INDEX).display()
    ));
    Ok(())
}
