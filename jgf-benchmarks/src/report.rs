//! The harness's result tables: `results.csv` for scripts, `results.md` for people.

use std::fmt::Write as _;
use std::path::Path;

use android_runtime::fsutil::write_atomic;
use anyhow::{Context, Result};

use crate::harness::{median, Row, SchemeResult};

/// The run conditions printed above the Markdown table.
pub struct Header<'a> {
    pub size: &'a str,
    pub runs: usize,
}

const COLUMNS: [&str; 15] = [
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
    "bits_per_decision",
    "original_s",
    "instrumented_s",
    "time_ratio",
    "decode_s",
];

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
            m.bits_per_decision()
                .map_or_else(String::new, |b| format!("{b:.3}")),
            format!("{:.3}", median(&m.original_time).as_secs_f64()),
            format!("{:.3}", median(&m.instrumented_time).as_secs_f64()),
            format!("{:.2}", m.time_ratio()),
            format!("{:.3}", median(&m.decode_time).as_secs_f64()),
        ]),
        _ => cells.extend(std::iter::repeat_n(String::new(), 8)),
    }
    cells
}

fn status(result: &SchemeResult) -> &'static str {
    match result {
        SchemeResult::Measured(_) => "ok",
        SchemeResult::Missing => "missing",
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

/// A Markdown table (missing schemes collapsed to one line per app) and the failures' reasons.
pub fn markdown(rows: &[Row], header: &Header<'_>) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "# JGF suite: size {}, {} run(s) per variant, interleaved with the original\n",
        header.size, header.runs
    );
    let _ = writeln!(
        out,
        "Run time ratio: median instrumented run over median original run, both on the host JVM \
         (JVM start included). Bits per decision: trace bits over executed branch decisions.\n"
    );
    let _ = writeln!(out, "| {} |", COLUMNS.join(" | "));
    let _ = writeln!(out, "|{}", "---|".repeat(COLUMNS.len()));
    for row in rows
        .iter()
        .filter(|r| !matches!(r.result, SchemeResult::Missing))
    {
        let _ = writeln!(out, "| {} |", cells(row).join(" | "));
    }
    let mut missing: Vec<&str> = Vec::new();
    for row in rows {
        if matches!(row.result, SchemeResult::Missing) && !missing.contains(&row.scheme.as_str()) {
            missing.push(&row.scheme);
        }
    }
    if !missing.is_empty() {
        let _ = writeln!(
            out,
            "\nMissing (not offered by the instrumentor yet, so not measured): {}.",
            missing.join(", ")
        );
    }
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
    out
}

/// Writes `results.csv` and `results.md` into `dir`, each atomically.
pub fn write(dir: &Path, rows: &[Row], header: &Header<'_>) -> Result<()> {
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    for (name, text) in [
        ("results.csv", csv(rows)),
        ("results.md", markdown(rows, header)),
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

    #[test]
    fn measured_rows_carry_medians_and_missing_rows_carry_no_numbers() {
        let ms = |v: &[u64]| v.iter().map(|&x| Duration::from_millis(x)).collect();
        let measured = Measurement {
            trace_bytes: vec![100, 300, 200],
            decisions: vec![50, 50, 50],
            instrumented_time: ms(&[300, 900, 600]),
            original_time: ms(&[200, 200, 400]),
            decode_time: ms(&[10, 30, 20]),
        };
        let rows = [
            row("blocks", SchemeResult::Measured(measured)),
            row("paths", SchemeResult::Missing),
        ];
        let text = csv(&rows);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines.len(), 3);
        assert_eq!(
            lines[1],
            "Loop,blocks,ok,10,3,2,4,3,200,50,32.000,0.200,0.600,3.00,0.020"
        );
        assert_eq!(lines[2], "Loop,paths,missing,10,3,2,4,,,,,,,,");
        let md = markdown(
            &rows,
            &Header {
                size: "small",
                runs: 3,
            },
        );
        assert!(
            md.contains("Missing (not offered by the instrumentor yet, so not measured): paths.")
        );
        assert!(!md.contains("| Loop | paths |"));
    }
}
