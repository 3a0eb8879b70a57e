//! The control-flow graph of one method as Graphviz DOT, its blocks and edges shaded by how
//! often they ran ([`Flow`]), so the hot path through a method stands out: a node per block
//! (its number, first source line when known, and count), one exit node for every return and
//! uncaught throw, and an edge per CFG edge labelled with its kind and count. Colour and width
//! grow with the count relative to the method's hottest edge (on a log scale, since counts span
//! orders of magnitude); never-taken edges are dashed grey, and exceptional edges (`catch …`,
//! `throw`) have hollow arrowheads and purple labels.
//!
//! The DOT is written by hand, not with `petgraph::dot::Dot`: petgraph escapes only the label
//! it draws from a node's or edge's weight, while the attributes its getters return go out raw
//! and it has no place for graph-level attributes (the title naming the method); we would need
//! our own escaping for those anyway, so one escaper ([`quote`]) serves every string.

use std::io::{self, Write};
use std::path::Path;
use std::process::Command;

use android_runtime::meta::Metadata;
use trace_parser::profile::Flow;

use crate::names;

/// Writes the CFG of `method` (its id in `meta`) with the counts of `flow`.
pub fn write_dot(out: &mut dyn Write, meta: &Metadata, flow: &Flow, method: u32) -> io::Result<()> {
    let Some(m) = meta.methods.get(method as usize) else {
        return Err(io::Error::new(
            io::ErrorKind::InvalidInput,
            format!("no method {method} in the metadata"),
        ));
    };
    let blocks = flow.block_counts(method);
    let block_count = |b: usize| blocks.get(b).copied().unwrap_or(0);
    let edge_count = |b: usize, e: usize| {
        flow.edge_counts(method, b as u32)
            .get(e)
            .copied()
            .unwrap_or(0)
    };
    let hottest_block = (0..m.blocks.len()).map(block_count).max().unwrap_or(0);
    let hottest_edge = m
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, block)| (0..block.edges.len()).map(move |e| (b, e)))
        .map(|(b, e)| edge_count(b, e))
        .max()
        .unwrap_or(0);

    let mut title = format!(
        "{}\n{} calls, {} blocks run",
        names::method_id_name(meta, method),
        flow.calls(method),
        blocks.iter().sum::<u64>()
    );
    let unlisted = flow.unlisted(method);
    if unlisted > 0 {
        title.push_str(&format!(
            "\n{unlisted} moves along no edge of the CFG (not drawn)"
        ));
    }
    writeln!(out, "digraph cfg {{")?;
    writeln!(
        out,
        "  graph [label={}, labelloc=t, fontname=\"Helvetica\"];",
        quote(&title)
    )?;
    writeln!(
        out,
        "  node [shape=box, style=\"rounded,filled\", fontname=\"Helvetica\"];"
    )?;
    writeln!(out, "  edge [fontname=\"Helvetica\", fontsize=10];")?;

    for (b, block) in m.blocks.iter().enumerate() {
        let count = block_count(b);
        let mut label = format!("B{b}");
        if let Some(line) = block.line {
            label.push_str(&format!("\nline {line}"));
        }
        label.push_str(&format!("\n{count}×"));
        let look = if count == 0 {
            "fillcolor=\"#f2f2f2\", fontcolor=\"#808080\", color=\"#a0a0a0\", style=\"rounded,filled,dashed\"".to_string()
        } else {
            let heat = heat(count, hottest_block);
            format!(
                "fillcolor=\"{}\"",
                ramp(heat, (255, 247, 236), (244, 130, 80))
            )
        };
        writeln!(out, "  b{b} [label={}, {look}];", quote(&label))?;
    }
    let exits: u64 = m
        .blocks
        .iter()
        .enumerate()
        .flat_map(|(b, block)| {
            block
                .edges
                .iter()
                .enumerate()
                .filter(|(_, e)| e.to.is_none())
                .map(move |(e, _)| (b, e))
        })
        .map(|(b, e)| edge_count(b, e))
        .sum();
    writeln!(
        out,
        "  exit [label={}, shape=ellipse, style=filled, fillcolor=\"#e8e8e8\"];",
        quote(&format!("exit\n{exits}×"))
    )?;

    for (b, block) in m.blocks.iter().enumerate() {
        for (e, edge) in block.edges.iter().enumerate() {
            let count = edge_count(b, e);
            let to = edge
                .to
                .map_or_else(|| "exit".to_string(), |t| format!("b{t}"));
            let exceptional = edge.kind.starts_with("catch") || edge.kind == "throw";
            let mut attrs = vec![format!(
                "label={}",
                quote(&format!("{}\n{count}", edge.kind))
            )];
            if count == 0 {
                attrs.push("style=dashed, color=\"#b0b0b0\", fontcolor=\"#909090\"".into());
            } else {
                let heat = heat(count, hottest_edge);
                attrs.push(format!(
                    "color=\"{}\", penwidth={:.1}",
                    ramp(heat, (150, 170, 200), (200, 0, 0)),
                    1.0 + 4.0 * heat
                ));
            }
            if exceptional {
                attrs.push("arrowhead=empty".into());
                if count > 0 {
                    attrs.push("fontcolor=\"#7b3294\"".into());
                }
            }
            writeln!(out, "  b{b} -> {to} [{}];", attrs.join(", "))?;
        }
    }
    writeln!(out, "}}")
}

/// How hot `count` is next to the hottest, in (0, 1] for a count above 0: log-scaled, so an
/// edge run 10 times still shows beside one run a million times.
fn heat(count: u64, hottest: u64) -> f64 {
    if count == 0 || hottest == 0 {
        return 0.0;
    }
    ((1.0 + count as f64).ln() / (1.0 + hottest as f64).ln()).clamp(0.0, 1.0)
}

/// The colour `heat` of the way from `cold` to `hot`, as `#rrggbb`.
fn ramp(heat: f64, cold: (u8, u8, u8), hot: (u8, u8, u8)) -> String {
    let mix = |a: u8, b: u8| (f64::from(a) + (f64::from(b) - f64::from(a)) * heat).round() as u8;
    format!(
        "#{:02x}{:02x}{:02x}",
        mix(cold.0, hot.0),
        mix(cold.1, hot.1),
        mix(cold.2, hot.2)
    )
}

/// `s` as a DOT quoted string: `"` and `\` escaped (a backslash would otherwise start one of
/// Graphviz's label escapes), newlines as `\n` (a centred line break).
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => {}
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// Renders the DOT file `dot` as the SVG `svg` with Graphviz (`dot -Tsvg`); the error says
/// whether Graphviz is missing or what it complained of, for the report to note.
pub fn render_svg(dot: &Path, svg: &Path) -> Result<(), String> {
    let output = Command::new("dot")
        .arg("-Tsvg")
        .arg(dot)
        .arg("-o")
        .arg(svg)
        .output()
        .map_err(|e| {
            if e.kind() == io::ErrorKind::NotFound {
                "Graphviz `dot` is not installed (Debian: apt-get install graphviz), so no SVG \
                 was made"
                    .to_string()
            } else {
                format!("cannot run Graphviz `dot`: {e}")
            }
        })?;
    if !output.status.success() {
        return Err(format!(
            "`dot -Tsvg {}` failed ({}): {}",
            dot.display(),
            output.status,
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting_escapes_quotes_and_backslashes() {
        assert_eq!(quote("a\"b\\c\nd"), "\"a\\\"b\\\\c\\nd\"");
    }

    #[test]
    fn heat_grows_with_count_and_stays_in_range() {
        assert_eq!(heat(0, 10), 0.0);
        assert_eq!(heat(10, 10), 1.0);
        assert!(heat(1, 1000) > 0.0 && heat(1, 1000) < heat(10, 1000));
        assert_eq!(ramp(0.0, (0, 0, 0), (255, 255, 255)), "#000000");
        assert_eq!(ramp(1.0, (0, 0, 0), (255, 16, 255)), "#ff10ff");
    }
}
