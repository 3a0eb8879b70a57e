//! `index.html`: one static page (no script, no network) that links every file of the report
//! and shows the tables people look at first: per-thread summaries, hot methods, hot paths,
//! hot calling contexts, context-structure sizes and coverage.

use std::io::{self, Write};
use std::path::Path;

use crate::build::Built;
use crate::coverage::{Counts, Coverage, Ratio};
use crate::names;
use crate::outputs::{self, hottest, share, PathCount, Settings, Sizes};

/// A drawn CFG.
pub struct CfgFile {
    pub method: u32,
    /// Relative paths in the report.
    pub dot: String,
    pub svg: Option<String>,
}

/// What the page shows.
pub struct Page<'a> {
    pub built: &'a Built,
    pub settings: &'a Settings,
    pub sizes: &'a Sizes,
    pub hot: &'a [(Vec<u32>, u64)],
    pub paths: &'a [PathCount],
    pub cfgs: &'a [CfgFile],
    pub coverage: &'a Coverage,
    pub notes: &'a [String],
    /// The report directory, where the files linked are.
    pub dir: &'a Path,
}

/// `text` safe in HTML and XML text and attribute values (control characters, which XML
/// refuses, become spaces).
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() && c != '\n' && c != '\t' => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

const STYLE: &str = "body{font-family:sans-serif;margin:1.5em;color:#222}\
table{border-collapse:collapse;margin:.5em 0 1.5em}\
th,td{border:1px solid #ccc;padding:.2em .5em;text-align:left;vertical-align:top}\
td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}\
th{background:#eee}code{font-size:90%}\
.bar{display:inline-block;height:.7em;background:#e67e22;margin-right:.3em}\
object{width:100%;border:1px solid #ccc}";

/// A percentage cell with a bar.
fn pct_cell(p: f64) -> String {
    format!(
        "<td class=n><span class=bar style=\"width:{:.0}px\"></span>{p:.1}%</td>",
        p.clamp(0.0, 100.0)
    )
}

fn ratio_cell(r: Ratio) -> String {
    format!(
        "<td class=n>{}/{}</td>{}",
        r.covered,
        r.total,
        pct_cell(share(r.covered, r.total))
    )
}

impl Page<'_> {
    pub fn write(&self, w: &mut dyn Write) -> io::Result<()> {
        let profiles = &self.built.profiles;
        let meta = profiles.metadata();
        let app = meta.package.clone().unwrap_or_else(|| meta.input.clone());
        writeln!(
            w,
            "<!DOCTYPE html>\n<html lang=en><head><meta charset=utf-8>"
        )?;
        writeln!(w, "<title>adaptrace report: {}</title>", escape(&app))?;
        writeln!(w, "<style>{STYLE}</style></head><body>")?;
        writeln!(w, "<h1>adaptrace report: {}</h1>", escape(&app))?;
        let blocks: u64 = profiles.threads.iter().map(|t| t.blocks).sum();
        writeln!(
            w,
            "<p>{} trace(s), {} thread(s), {} events: {} calls, {} blocks executed.</p>",
            self.built.traces.len(),
            profiles.threads.len(),
            profiles.events(),
            profiles.calls(),
            blocks
        )?;
        self.files(w)?;
        self.notes(w)?;
        self.traces(w)?;
        self.threads(w)?;
        if self.dir.join(outputs::FLAME).is_file() {
            writeln!(w, "<h2>Flame graph</h2>")?;
            writeln!(
                w,
                "<object type=\"image/svg+xml\" data=\"{}\">flame graph</object>",
                outputs::FLAME
            )?;
        }
        self.hot_methods(w)?;
        self.hot_paths(w)?;
        self.hot_contexts(w)?;
        self.sizes(w)?;
        self.coverage(w)?;
        self.cfgs(w)?;
        writeln!(w, "</body></html>")
    }

    fn files(&self, w: &mut dyn Write) -> io::Result<()> {
        let rows: [(&str, &str); 11] = [
            (outputs::FLAME, "flame graph (SVG; click to zoom)"),
            (
                outputs::SPEEDSCOPE,
                "speedscope profile (open at speedscope.app)",
            ),
            (
                outputs::PPROF,
                "pprof profile (`go tool pprof -http=: profile.pb.gz`)",
            ),
            (
                outputs::CALLS_FOLDED,
                "folded stacks, calls (flamegraph.pl, inferno)",
            ),
            (outputs::BLOCKS_FOLDED, "folded stacks, blocks executed"),
            (
                outputs::TIMELINE,
                "call timeline, Chrome trace events (chrome://tracing, Perfetto)",
            ),
            (
                outputs::LCOV,
                "coverage, LCOV (genhtml, IDE coverage views)",
            ),
            (
                outputs::CONTEXTS,
                "calling contexts: hot k-contexts, pruned k-CCF, similar ∞-CCF",
            ),
            (
                outputs::METHODS,
                "per method: calls, blocks, coverage (TSV)",
            ),
            (outputs::PATHS, "every path segment run, with counts (TSV)"),
            (
                outputs::EDGES,
                "every CFG edge of the methods run, with counts (TSV)",
            ),
        ];
        writeln!(w, "<h2>Files</h2><ul>")?;
        for (file, what) in rows {
            if self.dir.join(file).is_file() {
                writeln!(
                    w,
                    "<li><a href=\"{f}\">{f}</a>: {}</li>",
                    escape(what),
                    f = escape(file)
                )?;
            }
        }
        writeln!(w, "</ul>")
    }

    fn notes(&self, w: &mut dyn Write) -> io::Result<()> {
        if self.notes.is_empty() {
            return Ok(());
        }
        writeln!(w, "<h2>Notes</h2><ul>")?;
        for n in self.notes {
            writeln!(w, "<li>{}</li>", escape(n))?;
        }
        writeln!(w, "</ul>")
    }

    fn traces(&self, w: &mut dyn Write) -> io::Result<()> {
        writeln!(
            w,
            "<h2>Traces</h2><table><tr><th>#</th><th>file</th><th>record</th><th>bytes</th></tr>"
        )?;
        for (i, t) in self.built.traces.iter().enumerate() {
            writeln!(
                w,
                "<tr><td class=n>{i}</td><td><code>{}</code></td><td>{}</td><td class=n>{}</td></tr>",
                escape(&t.path.display().to_string()),
                t.scheme,
                t.bytes
            )?;
        }
        writeln!(w, "</table>")
    }

    fn threads(&self, w: &mut dyn Write) -> io::Result<()> {
        writeln!(w, "<h2>Threads</h2><table><tr><th>trace</th><th>thread</th><th>name</th><th>calls</th><th>blocks</th><th>events marked</th><th>deepest stack</th><th>record</th></tr>")?;
        for t in &self.built.profiles.threads {
            writeln!(
                w,
                "<tr><td class=n>{}</td><td class=n>{}</td><td>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td class=n>{}</td><td>{}</td></tr>",
                t.trace,
                t.index,
                escape(&t.name),
                t.calls,
                t.blocks,
                t.marks,
                t.depth,
                escape(t.end.as_deref().unwrap_or("complete"))
            )?;
        }
        writeln!(w, "</table>")
    }

    fn hot_methods(&self, w: &mut dyn Write) -> io::Result<()> {
        let profiles = &self.built.profiles;
        let meta = profiles.metadata();
        let top = self.settings.top;
        let total_calls = profiles.calls();
        let mut tables = vec![(
            "calls",
            hottest(profiles, top, |m| profiles.flow.calls(m)),
            total_calls,
        )];
        if profiles.has_blocks() {
            let total: u64 = profiles.threads.iter().map(|t| t.blocks).sum();
            tables.push((
                "blocks executed",
                hottest(profiles, top, |m| profiles.flow.blocks_executed(m)),
                total,
            ));
        }
        for (what, rows, total) in tables {
            writeln!(
                w,
                "<h2>Hot methods by {what}</h2><table><tr><th>#</th><th>method</th><th>{what}</th><th>share</th></tr>"
            )?;
            for (rank, (m, v)) in rows.iter().enumerate() {
                writeln!(
                    w,
                    "<tr><td class=n>{}</td><td><code>{}</code></td><td class=n>{v}</td>{}</tr>",
                    rank + 1,
                    escape(&names::method_id_name(meta, *m)),
                    pct_cell(share(*v, total))
                )?;
            }
            writeln!(w, "</table>")?;
        }
        Ok(())
    }

    fn hot_paths(&self, w: &mut dyn Write) -> io::Result<()> {
        let profiles = &self.built.profiles;
        if !profiles.has_blocks() {
            return Ok(());
        }
        let meta = profiles.metadata();
        writeln!(w, "<h2>Hot paths</h2><p>Acyclic path segments as Ball-Larus numbering cuts them (at back edges and exceptions), most frequent first; blocks as <code>B</code>number with their first source line.</p>")?;
        writeln!(w, "<table><tr><th>#</th><th>method</th><th>runs</th><th>share of the method's</th><th>blocks</th></tr>")?;
        for (rank, path) in self.paths.iter().take(self.settings.top).enumerate() {
            let s = path.segment;
            let blocks = profiles.flow.path_blocks(meta, s).unwrap_or_default();
            let method = meta.methods.get(s.method as usize);
            let shown: Vec<String> = blocks
                .iter()
                .map(|&b| {
                    let line = method
                        .and_then(|m| m.blocks.get(b as usize))
                        .and_then(|b| b.line);
                    match line {
                        Some(l) => format!("B{b}:{l}"),
                        None => format!("B{b}"),
                    }
                })
                .collect();
            writeln!(
                w,
                "<tr><td class=n>{}</td><td><code>{}</code></td><td class=n>{}</td>{}<td><code>{}</code></td></tr>",
                rank + 1,
                escape(&names::method_id_name(meta, s.method)),
                path.count,
                pct_cell(path.share),
                escape(&shown.join(" → "))
            )?;
        }
        writeln!(w, "</table>")
    }

    fn hot_contexts(&self, w: &mut dyn Write) -> io::Result<()> {
        let profiles = &self.built.profiles;
        let total = profiles.activations();
        writeln!(
            w,
            "<h2>Hot {k}-contexts</h2><p>The calling contexts of length up to {k} (innermost first) that account for {:.0}% of the activations (each thread's root counts one), from the {k}-CCF.</p>",
            self.settings.hot_share * 100.0,
            k = self.settings.k
        )?;
        writeln!(
            w,
            "<table><tr><th>#</th><th>activations</th><th>share</th><th>context</th></tr>"
        )?;
        for (rank, (path, count)) in self.hot.iter().take(self.settings.top).enumerate() {
            let frames: Vec<String> = path
                .iter()
                .map(|&l| {
                    profiles
                        .labels
                        .get(l)
                        .map_or_else(String::new, |l| names::label_name(profiles.metadata(), l))
                })
                .collect();
            writeln!(
                w,
                "<tr><td class=n>{}</td><td class=n>{count}</td>{}<td><code>{}</code></td></tr>",
                rank + 1,
                pct_cell(share(*count, total)),
                escape(&frames.join(" ← "))
            )?;
        }
        writeln!(w, "</table>")?;
        if self.hot.len() > self.settings.top {
            writeln!(
                w,
                "<p>{} more in <a href=\"{}\">{}</a>.</p>",
                self.hot.len() - self.settings.top,
                outputs::CONTEXTS,
                outputs::CONTEXTS
            )?;
        }
        Ok(())
    }

    fn sizes(&self, w: &mut dyn Write) -> io::Result<()> {
        let s = self.sizes;
        let k = self.settings.k;
        writeln!(
            w,
            "<h2>Calling-context structures</h2><table><tr><th>structure</th><th>nodes</th></tr>"
        )?;
        for (name, n) in [
            (format!("CCT (depth {})", s.depth), s.cct),
            (format!("{k}-SF, built online"), s.slab_forest),
            (format!("{k}-CCF"), s.ccf),
            (format!("pruned {k}-CCF"), s.pruned_ccf),
            (
                format!("{}%-similar ∞-CCF", self.settings.similar),
                s.similar,
            ),
        ] {
            writeln!(w, "<tr><td>{}</td><td class=n>{n}</td></tr>", escape(&name))?;
        }
        writeln!(w, "</table>")
    }

    fn coverage(&self, w: &mut dyn Write) -> io::Result<()> {
        let c = self.coverage;
        writeln!(w, "<h2>Coverage</h2>")?;
        if !self.built.profiles.has_blocks() {
            writeln!(w, "<p>The record holds calls only: blocks and edges are not known, so only method coverage is meaningful.</p>")?;
        }
        let head = "<tr><th>{}</th><th colspan=2>methods</th><th colspan=2>blocks</th><th colspan=2>edges</th></tr>";
        let row = |w: &mut dyn Write, name: &str, counts: &Counts| {
            writeln!(
                w,
                "<tr><td><code>{}</code></td>{}{}{}</tr>",
                escape(name),
                ratio_cell(counts.methods),
                ratio_cell(counts.blocks),
                ratio_cell(counts.edges)
            )
        };
        writeln!(w, "<table>{}", head.replace("{}", "package"))?;
        row(w, "all", &c.total)?;
        for (name, counts) in &c.packages {
            row(w, if name.is_empty() { "(default)" } else { name }, counts)?;
        }
        writeln!(w, "</table>")?;
        writeln!(
            w,
            "<details><summary>Per class ({})</summary><table>{}",
            c.classes.len(),
            head.replace("{}", "class")
        )?;
        for (name, counts) in &c.classes {
            row(w, name, counts)?;
        }
        writeln!(w, "</table></details>")?;
        writeln!(
            w,
            "<p>Line coverage: <a href=\"{l}\">{l}</a> (<code>genhtml {l} -o coverage</code>).</p>",
            l = outputs::LCOV
        )
    }

    fn cfgs(&self, w: &mut dyn Write) -> io::Result<()> {
        if self.cfgs.is_empty() {
            return Ok(());
        }
        let meta = self.built.profiles.metadata();
        writeln!(w, "<h2>Control flow of the hottest methods</h2><p>Edges shaded by how often they were taken; dashed edges were never taken.</p>")?;
        for cfg in self.cfgs {
            writeln!(
                w,
                "<h3><code>{}</code></h3><p><a href=\"{d}\">{d}</a></p>",
                escape(&names::method_id_name(meta, cfg.method)),
                d = escape(&cfg.dot)
            )?;
            if let Some(svg) = &cfg.svg {
                writeln!(
                    w,
                    "<img src=\"{s}\" alt=\"CFG\" style=\"max-width:100%\">",
                    s = escape(svg)
                )?;
            }
        }
        Ok(())
    }
}
