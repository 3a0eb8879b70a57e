//! The harness's result tables: `results.csv` (one row per app and variant), `runs.csv` (one
//! row per run) and `generations.csv` (per model generation, per app and summed over the suite)
//! for scripts, `results.md` for people.

use std::fmt::Write as _;
use std::path::Path;

use android_runtime::fsutil::write_atomic;
use anyhow::{Context, Result};

use crate::app::is_call_heavy;
use crate::harness::{
    median, Clock, Measurement, Row, SchemeResult, TRAINED_GENERATION, TRAINED_RUNS,
};
use crate::memory::DecodePeak;

/// The run conditions printed above the Markdown table.
pub struct Header<'a> {
    pub size: &'a str,
    pub runs: usize,
}

/// The decoder memory measurement, done once every app is measured.
pub enum Memory {
    /// Not done yet.
    Pending,
    /// The largest `paths` trace, then (at the benchmark and steady sizes) the small-size trace
    /// of the same app and variant.
    Measured(Vec<DecodePeak>),
    /// No `paths` trace was kept (no `paths` variant measured).
    NoTrace,
    Failed(String),
}

const COLUMNS: [&str; 30] = [
    "app",
    "scheme",
    "status",
    "blocks",
    "branches",
    "loops",
    "call_sites",
    "runs",
    "trace_bytes_per_run",
    "decisions_per_run",
    "calls_per_run",
    "blocks_per_call",
    "bits_per_decision",
    "entropy_bits_per_decision",
    "gzip9_bytes_per_run",
    "original_s",
    "instrumented_s",
    "time_ratio",
    "original_cpu_s",
    "instrumented_cpu_s",
    "cpu_ratio",
    "ns_per_call",
    "ns_per_decision",
    "cpu_ns_per_call",
    "cpu_ns_per_decision",
    "decode_s",
    "graph_changes_per_run",
    "pcc_contexts",
    "pcc_merged_64",
    "pcc_merged_32",
];

/// The columns of a measurement but `pcc`'s collisions.
const MEASURED_COLUMNS: usize = COLUMNS.len() - 7 - 3;

fn float(value: Option<f64>) -> String {
    value.map_or_else(String::new, |v| format!("{v:.3}"))
}

fn nanos(value: Option<f64>) -> String {
    value.map_or_else(String::new, |v| format!("{v:.1}"))
}

fn seconds(samples: &[std::time::Duration]) -> String {
    format!("{:.3}", median(samples).as_secs_f64())
}

/// The cells of one row, in [`COLUMNS`] order; measurement cells are empty unless measured.
fn cells(row: &Row) -> Vec<String> {
    let c = row.counts;
    let mut cells = vec![
        row.app.clone(),
        row.scheme.clone(),
        status(&row.result).to_string(),
        c.blocks.to_string(),
        c.branches.to_string(),
        c.loops.to_string(),
        c.call_sites.to_string(),
    ];
    match &row.result {
        SchemeResult::Measured(m) => cells.extend([
            m.instrumented_time.len().to_string(),
            m.median_trace_bytes().to_string(),
            m.median_decisions().to_string(),
            median(&m.calls).to_string(),
            float(m.blocks_per_call()),
            float(m.bits_per_decision()),
            float(m.entropy_bits_per_decision()),
            m.median_gzip_bytes()
                .map_or_else(String::new, |b| b.to_string()),
            seconds(&m.original_time),
            seconds(&m.instrumented_time),
            format!("{:.2}", m.ratio(Clock::Wall)),
            seconds(&m.original_cpu),
            seconds(&m.instrumented_cpu),
            format!("{:.2}", m.ratio(Clock::Cpu)),
            nanos(m.overhead_ns(Clock::Wall, &m.calls)),
            nanos(m.overhead_ns(Clock::Wall, &m.decisions)),
            nanos(m.overhead_ns(Clock::Cpu, &m.calls)),
            nanos(m.overhead_ns(Clock::Cpu, &m.decisions)),
            seconds(&m.decode_time),
            if m.graph_changes.is_empty() {
                String::new()
            } else {
                median(&m.graph_changes).to_string()
            },
        ]),
        _ => cells.extend(std::iter::repeat_n(String::new(), MEASURED_COLUMNS)),
    }
    let collisions = match &row.result {
        SchemeResult::Measured(m) => m.collisions,
        SchemeResult::Failed(_) => None,
    };
    cells.extend(match collisions {
        Some(c) => [c.contexts, c.merged64(), c.merged32()].map(|n| n.to_string()),
        None => [String::new(), String::new(), String::new()],
    });
    cells
}

fn status(result: &SchemeResult) -> &'static str {
    match result {
        SchemeResult::Measured(_) => "ok",
        SchemeResult::Failed(_) => "failed",
    }
}

/// Comma-separated, one line per row, a header line first. No cell holds a comma or quote.
pub fn csv(rows: &[Row]) -> String {
    let mut out = COLUMNS.join(",");
    out.push('\n');
    for row in rows {
        out.push_str(&cells(row).join(","));
        out.push('\n');
    }
    out
}

const RUN_COLUMNS: [&str; 13] = [
    "app",
    "variant",
    "run",
    "generation",
    "original_s",
    "instrumented_s",
    "original_cpu_s",
    "instrumented_cpu_s",
    "calls",
    "blocks",
    "decisions",
    "trace_bytes",
    "decode_s",
];

/// runs.csv: every run of every measured variant, in run order, its original's times next to
/// its own (run r of a `paths` variant started from generation r).
pub fn runs_csv(rows: &[Row]) -> String {
    let mut out = RUN_COLUMNS.join(",");
    out.push('\n');
    for row in rows {
        let SchemeResult::Measured(m) = &row.result else {
            continue;
        };
        let time = |samples: &[std::time::Duration], i: usize| {
            samples
                .get(i)
                .map_or_else(String::new, |t| format!("{:.3}", t.as_secs_f64()))
        };
        let count =
            |samples: &[u64], i: usize| samples.get(i).map_or_else(String::new, |n| n.to_string());
        for i in 0..m.instrumented_time.len() {
            let cells = [
                row.app.clone(),
                row.scheme.clone(),
                (i + 1).to_string(),
                m.generations
                    .get(i)
                    .map_or_else(String::new, |g| g.to_string()),
                time(&m.original_time, i),
                time(&m.instrumented_time, i),
                time(&m.original_cpu, i),
                time(&m.instrumented_cpu, i),
                count(&m.calls, i),
                count(&m.executed_blocks, i),
                count(&m.decisions, i),
                count(&m.trace_bytes, i),
                time(&m.decode_time, i),
            ];
            out.push_str(&cells.join(","));
            out.push('\n');
        }
    }
    out
}

const GENERATION_COLUMNS: [&str; 9] = [
    "app",
    "variant",
    "generation",
    "apps",
    "trace_bytes",
    "decisions",
    "bits_per_decision",
    "entropy_bits_per_decision",
    "ratio_to_entropy",
];

/// What generations.csv calls `gzip -9` of the `blocks` oracle's trace.
pub const GZIP_VARIANT: &str = "blocks-gzip9";

/// The app column of the suite's lines in generations.csv.
pub const SUITE_APP: &str = "suite";

/// One line of generations.csv: a variant's trace bytes per run at one model generation
/// (`all`: the median over all runs; `3+`: over generations >= 3), for one app or summed over
/// the apps of the suite.
#[derive(Clone, Debug, PartialEq)]
struct GenerationLine {
    app: String,
    variant: String,
    generation: String,
    apps: usize,
    bytes: u64,
    decisions: u64,
    /// Empirical entropy of the decisions, in bits (`paths` variants only).
    entropy: Option<f64>,
}

impl GenerationLine {
    fn bits_per_decision(&self) -> Option<f64> {
        (self.decisions > 0).then(|| self.bytes as f64 * 8.0 / self.decisions as f64)
    }

    fn entropy_per_decision(&self) -> Option<f64> {
        self.entropy
            .filter(|_| self.decisions > 0)
            .map(|e| e / self.decisions as f64)
    }

    fn ratio_to_entropy(&self) -> Option<f64> {
        self.entropy
            .filter(|&e| e > 0.0)
            .map(|e| self.bytes as f64 * 8.0 / e)
    }

    fn cells(&self) -> Vec<String> {
        vec![
            self.app.clone(),
            self.variant.clone(),
            self.generation.clone(),
            self.apps.to_string(),
            self.bytes.to_string(),
            self.decisions.to_string(),
            float(self.bits_per_decision()),
            float(self.entropy_per_decision()),
            float(self.ratio_to_entropy()),
        ]
    }
}

/// The label of the runs a row's summary columns are over.
fn summary_label(trained: bool) -> String {
    if trained {
        format!("{TRAINED_GENERATION}+")
    } else {
        "all".into()
    }
}

/// Per app: a line per run of the `paths` variants (run r started from generation r), the
/// median over all runs of every other measured variant, and `gzip -9` of the `blocks` trace.
/// With `summaries`, also each `paths` variant's summary line (what results.csv shows).
fn app_lines(rows: &[Row], summaries: bool) -> Vec<GenerationLine> {
    let mut lines = Vec::new();
    for row in rows {
        let SchemeResult::Measured(m) = &row.result else {
            continue;
        };
        let line = |variant: &str, generation: String, bytes, decisions, entropy| GenerationLine {
            app: row.app.clone(),
            variant: variant.to_string(),
            generation,
            apps: 1,
            bytes,
            decisions,
            entropy,
        };
        if m.generations.is_empty() {
            let decisions = m.median_decisions();
            lines.push(line(
                &row.scheme,
                "all".into(),
                m.median_trace_bytes(),
                decisions,
                None,
            ));
            // The oracle's compressed trace (the call-trace schemes' are in their own table).
            let oracle =
                android_runtime::Scheme::from_name(&row.scheme).is_some_and(|s| s.spec().oracle);
            if let Some(gzip) = m.median_gzip_bytes().filter(|_| oracle) {
                lines.push(line(GZIP_VARIANT, "all".into(), gzip, decisions, None));
            }
            continue;
        }
        for (i, generation) in m.generations.iter().enumerate() {
            lines.push(line(
                &row.scheme,
                generation.to_string(),
                m.trace_bytes.get(i).copied().unwrap_or(0),
                m.decisions.get(i).copied().unwrap_or(0),
                m.entropy_bits.get(i).copied(),
            ));
        }
        if summaries {
            let decisions = m.median_decisions();
            lines.push(line(
                &row.scheme,
                summary_label(m.trained_only()),
                m.median_trace_bytes(),
                decisions,
                m.entropy_bits_per_decision().map(|e| e * decisions as f64),
            ));
        }
    }
    lines
}

/// The lines of every app summed per variant and generation, in the order they first appear.
fn suite_lines(rows: &[Row]) -> Vec<GenerationLine> {
    let mut suite: Vec<GenerationLine> = Vec::new();
    for line in app_lines(rows, true) {
        match suite
            .iter_mut()
            .find(|s| s.variant == line.variant && s.generation == line.generation)
        {
            Some(sum) => {
                sum.apps += 1;
                sum.bytes += line.bytes;
                sum.decisions += line.decisions;
                sum.entropy = sum.entropy.zip(line.entropy).map(|(a, b)| a + b);
            }
            None => suite.push(GenerationLine {
                app: SUITE_APP.into(),
                ..line
            }),
        }
    }
    suite
}

/// generations.csv: the per-app lines, then the suite's.
pub fn generations_csv(rows: &[Row]) -> String {
    let mut out = GENERATION_COLUMNS.join(",");
    out.push('\n');
    for line in app_lines(rows, false).iter().chain(&suite_lines(rows)) {
        out.push_str(&line.cells().join(","));
        out.push('\n');
    }
    out
}

fn table(out: &mut String, columns: &[&str], lines: impl IntoIterator<Item = Vec<String>>) {
    let _ = writeln!(out, "| {} |", columns.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(columns.len()));
    for cells in lines {
        let _ = writeln!(out, "| {} |", cells.join(" | "));
    }
}

/// How `variant` compares with `other` over the suite, or why it cannot.
fn versus(rows: &[Row], suite: &[GenerationLine], variant: &str, other: &str) -> String {
    let line = |name: &str| suite.iter().find(|l| l.variant == name);
    let summary = suite
        .iter()
        .filter(|l| l.variant == variant)
        .find(|l| l.generation == summary_label(true) || l.generation == summary_label(false));
    let of_other: Vec<&Row> = rows.iter().filter(|r| r.scheme == other).collect();
    if of_other.is_empty() {
        return format!("not measured (`{other}` was not selected)");
    }
    match (summary, line(other)) {
        (Some(ours), Some(theirs)) if theirs.bytes > 0 && ours.apps == theirs.apps => {
            format!("{:.3}", ours.bytes as f64 / theirs.bytes as f64)
        }
        _ => format!("not comparable (`{other}` or `{variant}` failed on some app)"),
    }
}

/// Over the apps `which` picks that `variant` was measured on: the sum of their median
/// instrumented times on `clock` over the sum of their originals', and how many apps.
fn suite_ratio(
    rows: &[Row],
    variant: &str,
    clock: Clock,
    which: impl Fn(&str) -> bool,
) -> Option<(f64, usize)> {
    let (mut ours, mut original, mut apps) = (0.0, 0.0, 0);
    for row in rows.iter().filter(|r| r.scheme == variant && which(&r.app)) {
        if let SchemeResult::Measured(m) = &row.result {
            let (instrumented, base) = m.times(clock);
            ours += median(instrumented).as_secs_f64();
            original += median(base).as_secs_f64();
            apps += 1;
        }
    }
    (original > 0.0).then_some((ours / original, apps))
}

/// The run-time ratio of every measured variant summed over the call-heavy apps (section 4)
/// and over the JGF apps, separately.
fn suite_time_markdown(out: &mut String, rows: &[Row], header: &Header<'_>) {
    let mut variants: Vec<&str> = Vec::new();
    for row in rows {
        if matches!(row.result, SchemeResult::Measured(_))
            && !variants.contains(&row.scheme.as_str())
        {
            variants.push(&row.scheme);
        }
    }
    if variants.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n## Run time over the suite\n\nPer variant, the sum of the per-app median \
         instrumented times over the sum of the originals' (wall clock and JVM CPU time), over \
         the call-heavy apps (section 4) and over the JGF apps (sections 1-3) separately; \
         `apps`: how many went into each sum.\n"
    );
    let group = |variant: &str, heavy: bool| {
        let pick = |app: &str| is_call_heavy(app) == heavy;
        let wall = suite_ratio(rows, variant, Clock::Wall, pick);
        let cpu = suite_ratio(rows, variant, Clock::Cpu, pick);
        let ratio =
            |r: Option<(f64, usize)>| r.map_or_else(String::new, |(r, _)| format!("{r:.2}"));
        [
            wall.map_or(0, |(_, apps)| apps).to_string(),
            ratio(wall),
            ratio(cpu),
        ]
    };
    table(
        out,
        &[
            "variant",
            "call_heavy_apps",
            "call_heavy_time_ratio",
            "call_heavy_cpu_ratio",
            "jgf_apps",
            "jgf_time_ratio",
            "jgf_cpu_ratio",
        ],
        variants.iter().map(|v| {
            let mut cells = vec![v.to_string()];
            cells.extend(group(v, true));
            cells.extend(group(v, false));
            cells
        }),
    );
    let of = |variant: &str, clock: Clock, heavy: Option<bool>| {
        suite_ratio(rows, variant, clock, |app| {
            heavy.is_none_or(|h| is_call_heavy(app) == h)
        })
        .map(|(r, _)| r)
    };
    // Each variant's runs sit next to their own runs of the original, so `paths` over `pap`
    // is the ratio of their ratios.
    let over_pap = |clock: Clock| Some(of("paths", clock, None)? / of("pap", clock, None)?);
    let _ = writeln!(
        out,
        "\nIssue 14 targets (stated for `--size steady` from a learned model; this run: size {}, \
         `paths` runs from generation 0 on), `paths` over the original, wall clock: call-heavy \
         apps {} (target: at most 2.5), JGF apps {} (at most 1.5); `paths` over `pap` over all \
         apps: wall clock {} (at most 1.00), CPU {} (at most 1.25)",
        header.size,
        measured_ratio(of("paths", Clock::Wall, Some(true))),
        measured_ratio(of("paths", Clock::Wall, Some(false))),
        measured_ratio(over_pap(Clock::Wall)),
        measured_ratio(over_pap(Clock::Cpu)),
    );
}

/// The call-trace schemes side by side (Casper's tables): per app, its call sites and
/// returns, what `fi`, `bri` and `calls` log and check, their trace bytes raw (`calls-raw`: the
/// paper's form) and after `gzip -9`, the adaptively coded `calls` bytes (from model generation
/// 3 on when there are enough runs), their run-time ratios; then the suite's totals against
/// Casper's targets and the coder's.
/// The measurement of `variant` on `app`, if it was measured.
fn measured<'r>(rows: &'r [Row], app: &str, variant: &str) -> Option<&'r Measurement> {
    rows.iter()
        .find(|r| r.app == app && r.scheme == variant)
        .and_then(|r| match &r.result {
            SchemeResult::Measured(m) => Some(m.as_ref()),
            SchemeResult::Failed(_) => None,
        })
}

/// The apps on which every one of `variants` was measured, in row order.
fn measured_apps<'r>(rows: &'r [Row], variants: &[&str]) -> Vec<&'r str> {
    let mut apps: Vec<&str> = Vec::new();
    for row in rows {
        if !apps.contains(&row.app.as_str())
            && variants
                .iter()
                .all(|v| measured(rows, &row.app, v).is_some())
        {
            apps.push(&row.app);
        }
    }
    apps
}

fn calls_markdown(out: &mut String, rows: &[Row]) {
    /// The raw variants, then the coded one.
    const RAW: [&str; 3] = ["fi", "bri", "calls-raw"];
    const CODED: &str = "calls";
    let measured = |app: &str, variant: &str| measured(rows, app, variant);
    let apps = measured_apps(rows, &[RAW[0], RAW[1], RAW[2], CODED]);
    if apps.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n## Call traces: `fi`, `bri` and `calls`\n\nPer app: call sites and returns of the \
         instrumented methods; the sites and returns each scheme logs whenever they run, and \
         the check sites of `calls` (a mark for callbacks, no record); trace bytes per run \
         (median) raw and `gzip -9` (first run) for `fi`, `bri` and `calls --coder raw`, and of \
         `calls` adaptively coded (median over model generations 3 on when there are at least \
         4 runs, else over all); wall-clock run time over the original.\n"
    );
    let mut rows_out = Vec::new();
    let mut logged = [0usize; 3];
    let mut sites = 0usize;
    let mut gzip = [0u64; 3];
    let mut raw = [0u64; 3];
    let mut coded = 0u64;
    for app in &apps {
        let ms: Vec<&Measurement> = RAW.iter().filter_map(|s| measured(app, s)).collect();
        let Some(calls) = measured(app, CODED) else {
            continue;
        };
        let counts: Vec<_> = ms.iter().map(|m| m.selection.unwrap_or_default()).collect();
        sites += counts[0].sites + counts[0].returns;
        let mut cells = vec![
            app.to_string(),
            (counts[0].sites + counts[0].returns).to_string(),
        ];
        for (i, c) in counts.iter().enumerate() {
            logged[i] += c.logged;
            cells.push(c.logged.to_string());
        }
        cells.push(counts[2].checks.to_string());
        for (i, m) in ms.iter().enumerate() {
            raw[i] += m.median_trace_bytes();
            cells.push(m.median_trace_bytes().to_string());
        }
        for (i, m) in ms.iter().enumerate() {
            let g = m.median_gzip_bytes().unwrap_or(0);
            gzip[i] += g;
            cells.push(g.to_string());
        }
        coded += calls.median_trace_bytes();
        cells.push(calls.median_trace_bytes().to_string());
        for m in ms.iter().chain([&calls]) {
            cells.push(format!("{:.2}", m.ratio(Clock::Wall)));
        }
        rows_out.push(cells);
    }
    table(
        out,
        &[
            "app",
            "sites_returns",
            "logged_fi",
            "logged_bri",
            "logged_calls",
            "check_calls",
            "bytes_fi",
            "bytes_bri",
            "bytes_calls_raw",
            "gzip_fi",
            "gzip_bri",
            "gzip_calls_raw",
            "bytes_calls_coded",
            "time_fi",
            "time_bri",
            "time_calls_raw",
            "time_calls",
        ],
        rows_out,
    );
    let share = |a: f64, b: f64| {
        if b > 0.0 {
            format!("{:.1} %", 100.0 * a / b)
        } else {
            "n/a".into()
        }
    };
    let overhead = |variant: &str| {
        suite_ratio(rows, variant, Clock::Wall, |app| apps.contains(&app)).map(|(r, _)| r - 1.0)
    };
    let over_fi = match (overhead(CODED), overhead("fi")) {
        (Some(c), Some(f)) if f > 0.0 => format!("{:.1} %", 100.0 * c / f),
        _ => "n/a".into(),
    };
    let _ = writeln!(
        out,
        "\nOver these {} apps: `calls` logs {} of `fi`'s sites and returns (Casper: 33.6 %; \
         target at most 34 %), `bri` {}; `calls --coder raw` writes {} of `fi`'s bytes raw and \
         {} deflated (Casper: 36.1 %; target at most 40 %); `calls` adaptively coded writes {} \
         of `fi`'s deflated bytes (target at most 10 % at generation 3 on); run-time overhead \
         (wall clock, summed medians) of `calls` is {} of `fi`'s (Casper: 31.8 %; target at \
         most 35 %); overheads: fi {}, bri {}, calls-raw {}, calls {}, paths {}.",
        apps.len(),
        share(logged[2] as f64, sites as f64),
        share(logged[1] as f64, sites as f64),
        share(raw[2] as f64, raw[0] as f64),
        share(gzip[2] as f64, gzip[0] as f64),
        share(coded as f64, gzip[0] as f64),
        over_fi,
        measured_ratio(overhead("fi")),
        measured_ratio(overhead("bri")),
        measured_ratio(overhead("calls-raw")),
        measured_ratio(overhead(CODED)),
        measured_ratio(
            suite_ratio(rows, "paths", Clock::Wall, |app| apps.contains(&app))
                .map(|(r, _)| r - 1.0)
        ),
    );
}

/// Per app: `contexts`, `pcc` and `blocks` side by side (run-time overhead, bytes per event,
/// graph changes, `pcc`'s collisions), then the suite's ratios against the targets.
fn contexts_markdown(out: &mut String, rows: &[Row]) {
    const VARIANTS: [&str; 3] = ["contexts", "pcc", "blocks"];
    let measured = |app: &str, variant: &str| measured(rows, app, variant);
    let apps = measured_apps(rows, &VARIANTS);
    if apps.is_empty() {
        return;
    }
    let _ = writeln!(
        out,
        "\n## Calling contexts: `contexts`, `pcc` and `blocks`\n\nPer app: method entries per \
         run (each an event of `contexts` and of `pcc`); wall-clock run time over the original \
         of each; trace bytes per event (median run, before any compression) of `contexts` and \
         `pcc`; the call graph's changes `contexts` logged per run (median); and, from one run \
         at the small size of a build with `blocks` beside `pcc`, the distinct calling \
         contexts and how many of them `pcc`'s value merges with another at 64 and at 32 \
         bits.\n"
    );
    let mut lines = Vec::new();
    let (mut events, mut bytes) = (0u64, 0u64);
    for app in &apps {
        let [Some(contexts), Some(pcc), Some(blocks)] = VARIANTS.map(|v| measured(app, v)) else {
            continue;
        };
        let calls = median(&contexts.calls);
        events += calls;
        bytes += contexts.median_trace_bytes();
        let per_event = |m: &Measurement| {
            let calls = median(&m.calls);
            float((calls > 0).then(|| m.median_trace_bytes() as f64 / calls as f64))
        };
        let collisions = pcc.collisions.unwrap_or_default();
        lines.push(vec![
            app.to_string(),
            calls.to_string(),
            format!("{:.2}", contexts.ratio(Clock::Wall)),
            format!("{:.2}", pcc.ratio(Clock::Wall)),
            format!("{:.2}", blocks.ratio(Clock::Wall)),
            per_event(contexts),
            per_event(pcc),
            median(&contexts.graph_changes).to_string(),
            collisions.contexts.to_string(),
            collisions.merged64().to_string(),
            collisions.merged32().to_string(),
        ]);
    }
    table(
        out,
        &[
            "app",
            "events_per_run",
            "time_contexts",
            "time_pcc",
            "time_blocks",
            "bytes_per_event_contexts",
            "bytes_per_event_pcc",
            "graph_changes_per_run",
            "pcc_contexts",
            "pcc_merged_64",
            "pcc_merged_32",
        ],
        lines,
    );
    let overhead = |variant: &str| {
        suite_ratio(rows, variant, Clock::Wall, |app| apps.contains(&app)).map(|(r, _)| r - 1.0)
    };
    let times_pcc = match (overhead("contexts"), overhead("pcc")) {
        (Some(c), Some(p)) if p > 0.0 => format!("{:.2}×", c / p),
        (Some(_), Some(_)) => "an overhead that cannot be set against".into(),
        _ => "not measured: no figure for".into(),
    };
    let _ = writeln!(
        out,
        "\nOver these {} apps: run-time overhead (wall clock, summed medians) of `contexts` {}, \
         `pcc` {}, `blocks` {}: `contexts` has {times_pcc} `pcc`'s overhead (target at most \
         2×); `contexts` writes {} bytes per event before any compression (target at most 8).",
        apps.len(),
        measured_ratio(overhead("contexts")),
        measured_ratio(overhead("pcc")),
        measured_ratio(overhead("blocks")),
        float((events > 0).then(|| bytes as f64 / events as f64)),
    );
}

/// A ratio of the targets' lines, to two places; "not measured" when its variants did not run.
fn measured_ratio(ratio: Option<f64>) -> String {
    ratio.map_or_else(|| "not measured".to_string(), |r| format!("{r:.2}"))
}

fn generations_markdown(out: &mut String, rows: &[Row], header: &Header<'_>) {
    let per_app = app_lines(rows, false);
    if per_app.is_empty() {
        return;
    }
    let suite = suite_lines(rows);
    let trained = header.runs >= TRAINED_RUNS;
    let _ = writeln!(
        out,
        "\n## Model generations\n\nRun r of a `paths` variant starts from model generation r \
         (0: no model) and its trace then makes generation r + 1. Trace bytes: that run's; bits \
         per decision: trace bits over executed branch decisions; entropy: the empirical \
         entropy of the decisions given their decision point (sum over decision nodes of \
         n_s log2(N / n_s) over the successors s taken), per decision; ratio: trace bits over \
         that entropy. `{}`: the median over generations >= {TRAINED_GENERATION} when there \
         are at least {TRAINED_RUNS} runs (what results.csv shows), else over all runs. \
         `blocks` (the oracle): median over all runs; `{GZIP_VARIANT}`: `gzip -9` of its first \
         run's trace.\n\n### Suite (sum over apps)\n",
        summary_label(trained)
    );
    table(
        out,
        &GENERATION_COLUMNS[1..],
        suite.iter().map(|l| l.cells()[1..].to_vec()),
    );

    let runs = if trained {
        format!("generations >= {TRAINED_GENERATION}")
    } else {
        format!("all runs (fewer than {TRAINED_RUNS})")
    };
    let entropy = suite
        .iter()
        .find(|l| l.variant == "paths" && l.generation == summary_label(trained))
        .and_then(GenerationLine::ratio_to_entropy);
    let time =
        |variant| measured_ratio(suite_ratio(rows, variant, Clock::Wall, |_| true).map(|(t, _)| t));
    let _ = writeln!(
        out,
        "\nIssue 5 targets, default coder (`paths`) at {runs}, over the suite:\n\n\
         - trace bytes over `pap`'s: {} (target: at most 0.40, i.e. 60% smaller); over `bl`'s: {}\n\
         - trace bits over the empirical entropy of the decisions: {} (target: at most 1.10)\n\
         - run-time ratio (sum of per-app median instrumented over original times): `paths` \
         {}, `pap` {} (target: no higher than `pap`'s)",
        versus(rows, &suite, "paths", "pap"),
        versus(rows, &suite, "paths", "bl"),
        entropy.map_or("not measured".into(), |r| format!("{r:.3}")),
        time("paths"),
        time("pap"),
    );

    let _ = writeln!(out, "\n### Per app\n");
    table(
        out,
        &GENERATION_COLUMNS,
        per_app.iter().map(GenerationLine::cells),
    );
}

fn memory_markdown(out: &mut String, memory: &Memory) {
    let _ = writeln!(out, "\n## Decoder memory\n");
    match memory {
        Memory::Pending => {
            let _ = writeln!(out, "Measured once every app is done.");
        }
        Memory::NoTrace => {
            let _ = writeln!(
                out,
                "No `paths` variant was measured, so no trace to decode."
            );
        }
        Memory::Failed(reason) => {
            let _ = writeln!(out, "Failed: {}", reason.trim());
        }
        Memory::Measured(peaks) => {
            let _ = writeln!(
                out,
                "Peak resident memory (VmHWM) of a child process that decodes one whole trace \
                 as `adaptrace decode` does (streamed, events not kept): the largest `paths` trace of the \
                 run{}. setup_kib: the peak before the trace is read (metadata and model \
                 loaded).\n",
                if peaks.len() > 1 {
                    ", and a trace of the same app and variant at the small size with the same \
                     model generation"
                } else {
                    " (no smaller trace to compare with: the run is at the small size)"
                }
            );
            table(
                out,
                &[
                    "app",
                    "variant",
                    "size",
                    "generation",
                    "trace_bytes",
                    "events",
                    "setup_kib",
                    "peak_kib",
                ],
                peaks.iter().map(|p| {
                    vec![
                        p.app.clone(),
                        p.variant.clone(),
                        p.trace.size.to_string(),
                        p.trace.generation.to_string(),
                        p.trace.bytes.to_string(),
                        p.events.to_string(),
                        p.setup_kib.to_string(),
                        p.peak_kib.to_string(),
                    ]
                }),
            );
            if let [large, small] = peaks.as_slice() {
                let times = |a: u64, b: u64| {
                    if b > 0 {
                        format!("x{:.1}", a as f64 / b as f64)
                    } else {
                        "n/a".into()
                    }
                };
                let _ = writeln!(
                    out,
                    "\nFrom the small trace to the largest: trace bytes {}, events {}, peak \
                     memory {}, peak memory above setup {}.",
                    times(large.trace.bytes, small.trace.bytes),
                    times(large.events, small.events),
                    times(large.peak_kib, small.peak_kib),
                    times(
                        large.peak_kib.saturating_sub(large.setup_kib),
                        small.peak_kib.saturating_sub(small.setup_kib)
                    ),
                );
            }
        }
    }
}

/// The results table, the failures' reasons, the model generations section and the decoder
/// memory section.
pub fn markdown(rows: &[Row], header: &Header<'_>, memory: &Memory) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# JGF suite: size {}, {} run(s) per variant, interleaved with the original\n",
        header.size, header.runs
    );
    let _ = writeln!(
        out,
        "Run time ratio: median instrumented run over median original run, both on the host JVM \
         (JVM start included), over all runs; wall clock (time_ratio) and the JVM's CPU time, \
         user + system (cpu_ratio). ns per call (per decision): the median instrumented time \
         minus the median original time, over the median method entries (branch decisions) \
         per run; cpu_: the same on CPU time. Blocks per call: executed blocks over method \
         entries. Bits per decision: trace bits over executed branch decisions. For `paths` \
         variants the trace bytes, decisions, bits and entropy columns cover the runs from \
         model generation {TRAINED_GENERATION} on when there are at least {TRAINED_RUNS} runs, \
         else all runs; gzip9: `gzip -9` of the `blocks` trace. Every run's times: runs.csv.\n"
    );
    table(&mut out, &COLUMNS, rows.iter().map(cells));
    let failures: Vec<&Row> = rows
        .iter()
        .filter(|r| matches!(r.result, SchemeResult::Failed(_)))
        .collect();
    if !failures.is_empty() {
        let _ = writeln!(out, "\n## Failures\n");
        for row in failures {
            if let SchemeResult::Failed(reason) = &row.result {
                let _ = writeln!(out, "- {} / {}: {}", row.app, row.scheme, reason.trim());
            }
        }
    }
    suite_time_markdown(&mut out, rows, header);
    calls_markdown(&mut out, rows);
    contexts_markdown(&mut out, rows);
    generations_markdown(&mut out, rows, header);
    memory_markdown(&mut out, memory);
    out
}

/// Writes `results.csv`, `runs.csv`, `generations.csv` and `results.md` into `dir`, each
/// atomically.
pub fn write(dir: &Path, rows: &[Row], header: &Header<'_>, memory: &Memory) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for (name, text) in [
        ("results.csv", csv(rows)),
        ("runs.csv", runs_csv(rows)),
        ("generations.csv", generations_csv(rows)),
        ("results.md", markdown(rows, header, memory)),
    ] {
        let path = dir.join(name);
        write_atomic(&path, text.as_bytes())
            .with_context(|| format!("cannot write {}", path.display()))?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;
    use crate::harness::{Counts, Measurement};

    fn row(scheme: &str, result: SchemeResult) -> Row {
        Row {
            app: "Loop".into(),
            scheme: scheme.into(),
            counts: Counts {
                blocks: 10,
                branches: 3,
                loops: 2,
                call_sites: 4,
            },
            result,
        }
    }

    fn ms(v: &[u64]) -> Vec<Duration> {
        v.iter().map(|&x| Duration::from_millis(x)).collect()
    }

    fn blocks() -> Measurement {
        Measurement {
            trace_bytes: vec![100, 300, 200],
            decisions: vec![50, 50, 50],
            gzip_bytes: vec![20, 40, 30],
            calls: vec![100; 3],
            executed_blocks: vec![400; 3],
            instrumented_time: ms(&[300, 900, 600]),
            original_time: ms(&[200, 200, 400]),
            instrumented_cpu: ms(&[250, 700, 500]),
            original_cpu: ms(&[150, 150, 300]),
            decode_time: ms(&[10, 30, 20]),
            ..Measurement::default()
        }
    }

    /// Six runs, generations 0-5: bytes shrink, 50 decisions of 25 bits of entropy each run.
    fn paths() -> Measurement {
        Measurement {
            trace_bytes: vec![60, 30, 20, 10, 8, 9],
            decisions: vec![50; 6],
            generations: (0..6).collect(),
            entropy_bits: vec![25.0; 6],
            calls: vec![20; 6],
            executed_blocks: vec![70; 6],
            instrumented_time: ms(&[250; 6]),
            original_time: ms(&[200; 6]),
            instrumented_cpu: ms(&[240; 6]),
            original_cpu: ms(&[180; 6]),
            decode_time: ms(&[5; 6]),
            ..Measurement::default()
        }
    }

    #[test]
    fn measured_rows_carry_medians_and_failed_rows_carry_no_numbers() {
        let rows = [
            row("blocks", SchemeResult::Measured(Box::new(blocks()))),
            row("paths", SchemeResult::Measured(Box::new(paths()))),
            row("pap", SchemeResult::Failed("run 1: boom".into())),
        ];
        let text = csv(&rows);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 4);
        // Medians 600 ms over 200 ms wall, 500 ms over 150 ms CPU: 400 ms (350 ms) added over
        // 100 calls and 50 decisions a run.
        assert_eq!(
            lines[1],
            "Loop,blocks,ok,10,3,2,4,3,200,50,100,4.000,32.000,,30,0.200,0.600,3.00,0.150,0.500,\
             3.33,4000000.0,8000000.0,3500000.0,7000000.0,0.020,,,,"
        );
        // Generations 3-5: median 9 bytes, 27 bytes over 150 decisions, entropy 0.5 a decision.
        assert_eq!(
            lines[2],
            "Loop,paths,ok,10,3,2,4,6,9,50,20,3.500,1.440,0.500,,0.200,0.250,1.25,0.180,0.240,\
             1.33,2500000.0,1000000.0,3000000.0,1200000.0,0.005,,,,"
        );
        assert_eq!(
            lines[3],
            format!("Loop,pap,failed,10,3,2,4{}", ",".repeat(23))
        );
        let md = markdown(
            &rows,
            &Header {
                size: "small",
                runs: 6,
            },
            &Memory::Pending,
        );
        assert!(md.contains("- Loop / pap: run 1: boom"), "{md}");
        assert!(md.contains("| Loop | pap | failed |"), "{md}");
        assert!(
            md.contains("trace bytes over `pap`'s: not comparable"),
            "{md}"
        );
        assert!(
            md.contains("empirical entropy of the decisions: 2.880"),
            "{md}"
        );
    }

    #[test]
    fn every_run_is_listed_and_the_groups_are_summed_apart() {
        let mut heavy = row("blocks", SchemeResult::Measured(Box::new(blocks())));
        heavy.app = "Shapes".into();
        let rows = [
            row("blocks", SchemeResult::Measured(Box::new(blocks()))),
            heavy,
            row("pap", SchemeResult::Failed("boom".into())),
        ];
        let runs = runs_csv(&rows);
        let lines: Vec<&str> = runs.lines().collect();
        assert_eq!(lines.len(), 1 + 3 + 3, "{runs}");
        assert_eq!(lines[0], RUN_COLUMNS.join(","));
        assert_eq!(
            lines[2],
            "Loop,blocks,2,,0.200,0.900,0.150,0.700,100,400,50,300,0.030"
        );
        let md = markdown(
            &rows,
            &Header {
                size: "small",
                runs: 3,
            },
            &Memory::Pending,
        );
        assert!(
            md.contains("| blocks | 1 | 3.00 | 3.33 | 1 | 3.00 | 3.33 |"),
            "{md}"
        );
        let suite = md
            .split("## Run time over the suite")
            .nth(1)
            .unwrap_or_default();
        assert!(!suite.lines().any(|l| l.starts_with("| pap |")), "{md}");
    }

    #[test]
    fn generations_per_app_and_suite() {
        let mut other = row("paths", SchemeResult::Measured(Box::new(paths())));
        other.app = "Method".into();
        let rows = [
            row("blocks", SchemeResult::Measured(Box::new(blocks()))),
            row("paths", SchemeResult::Measured(Box::new(paths()))),
            other,
        ];
        let text = generations_csv(&rows);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], GENERATION_COLUMNS.join(","));
        assert!(
            lines.contains(&"Loop,blocks,all,1,200,50,32.000,,"),
            "{text}"
        );
        assert!(
            lines.contains(&"Loop,blocks-gzip9,all,1,30,50,4.800,,"),
            "{text}"
        );
        assert!(
            lines.contains(&"Loop,paths,0,1,60,50,9.600,0.500,19.200"),
            "{text}"
        );
        assert!(
            lines.contains(&"Method,paths,5,1,9,50,1.440,0.500,2.880"),
            "{text}"
        );
        // The suite sums the two apps' paths lines; blocks only has one app.
        assert!(
            lines.contains(&"suite,paths,0,2,120,100,9.600,0.500,19.200"),
            "{text}"
        );
        assert!(
            lines.contains(&"suite,paths,3+,2,18,100,1.440,0.500,2.880"),
            "{text}"
        );
        assert!(
            lines.contains(&"suite,blocks-gzip9,all,1,30,50,4.800,,"),
            "{text}"
        );
        assert!(
            !lines.iter().any(|l| l.starts_with("Loop,paths,3+")),
            "{text}"
        );
        assert_eq!(lines.len(), 1 + 2 + 12 + 2 + 7, "{text}");
    }

    #[test]
    fn memory_growth_is_stated() {
        let peak = |size, bytes, events, peak_kib| DecodePeak {
            app: "Math".into(),
            variant: "paths".into(),
            trace: crate::harness::KeptTrace {
                path: "t".into(),
                meta: "m".into(),
                bytes,
                generation: 0,
                size,
            },
            setup_kib: 1000,
            peak_kib,
            events,
        };
        let memory = Memory::Measured(vec![
            peak(crate::app::Size::Benchmark, 10_000, 1_000_000, 21_000),
            peak(crate::app::Size::Small, 1_000, 100_000, 3_000),
        ]);
        let md = markdown(
            &[],
            &Header {
                size: "benchmark",
                runs: 6,
            },
            &memory,
        );
        assert!(
            md.contains("| Math | paths | benchmark | 0 | 10000 | 1000000 | 1000 | 21000 |"),
            "{md}"
        );
        assert!(
            md.contains(
                "trace bytes x10.0, events x10.0, peak memory x7.0, peak memory above setup x10.0"
            ),
            "{md}"
        );
    }

    /// The calling-context table sets `contexts` against `pcc` and `blocks` per app, with the
    /// graph's changes and `pcc`'s collisions, and sums the overheads against the targets.
    #[test]
    fn contexts_rows_carry_graph_changes_and_collisions() {
        let contexts = Measurement {
            trace_bytes: vec![500; 3],
            graph_changes: vec![7, 9, 8],
            ..blocks()
        };
        let pcc = Measurement {
            trace_bytes: vec![1000; 3],
            instrumented_time: ms(&[300, 300, 300]),
            original_time: ms(&[200, 200, 200]),
            collisions: Some(crate::collisions::Collisions {
                events: 100,
                contexts: 40,
                values64: 40,
                values32: 38,
            }),
            ..blocks()
        };
        let rows = [
            row("blocks", SchemeResult::Measured(Box::new(blocks()))),
            row("contexts", SchemeResult::Measured(Box::new(contexts))),
            row("pcc", SchemeResult::Measured(Box::new(pcc))),
        ];
        let text = csv(&rows);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[2].ends_with(",8,,,"), "{}", lines[2]);
        assert!(lines[3].ends_with(",,40,0,2"), "{}", lines[3]);
        let md = markdown(
            &rows,
            &Header {
                size: "small",
                runs: 3,
            },
            &Memory::Pending,
        );
        // 100 events a run: 5 bytes each for `contexts`, 10 for `pcc`; overheads 2 and 0.5.
        assert!(
            md.contains("| Loop | 100 | 3.00 | 1.50 | 3.00 | 5.000 | 10.000 | 8 | 40 | 0 | 2 |"),
            "{md}"
        );
        assert!(md.contains("`contexts` has 4.00× `pcc`'s overhead"), "{md}");
        assert!(md.contains("writes 5.000 bytes per event"), "{md}");
    }
}
