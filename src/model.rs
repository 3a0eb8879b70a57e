//! `adaptrace model update`: the host step of the model loop.

use std::path::PathBuf;

use anyhow::{bail, Result};
use clap::{Args, Subcommand};
use trace_parser::models;

#[derive(Args)]
pub struct ModelArgs {
    #[command(subcommand)]
    command: ModelCommand,
}

#[derive(Subcommand)]
enum ModelCommand {
    /// Decode TRACEs (each with the model generation it names), add their decisions and
    /// witnesses to the newest generation's counts and write the next generation to
    /// <meta>/models/gen-NNNN.admd. Older generations are kept; a trace counted before is
    /// skipped, so re-running is safe.
    Update(UpdateArgs),
}

#[derive(Args)]
struct UpdateArgs {
    /// The metadata directory `adaptrace instrument` wrote for the app.
    #[arg(long, value_name = "DIR")]
    meta: PathBuf,

    /// Trace files (`*.adtrace`) of the app's runs (`paths`, or `calls` with a coder).
    #[arg(required = true, value_name = "TRACE")]
    traces: Vec<PathBuf>,
}

pub fn run(args: &ModelArgs) -> Result<()> {
    match &args.command {
        ModelCommand::Update(update) => run_update(update),
    }
}

fn run_update(args: &UpdateArgs) -> Result<()> {
    let update = models::update(&args.meta, &args.traces)?;
    for (trace, reason) in &update.skipped {
        eprintln!("{}: skipped: {reason}", trace.display());
    }
    if update.counted.is_empty() && !update.skipped.is_empty() {
        bail!(
            "no trace was counted; generation {} repeats the previous counts ({})",
            update.generation,
            update.path.display()
        );
    }
    println!(
        "generation {}: {} symbols from {} trace(s) added; wrote {}",
        update.generation,
        update.symbols,
        update.counted.len(),
        update.path.display()
    );
    Ok(())
}
