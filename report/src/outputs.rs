//! The report directory: every file, written into a staging directory beside the destination
//! that replaces it once complete.

use std::fs::{self, File};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use android_runtime::meta::Metadata;
use trace_parser::profile::contexts::{hot_contexts, pruned, Tree};
use trace_parser::profile::{Profiles, Segment};

use crate::build::Built;
use crate::folded::Weight;
use crate::stacks::Stacks;
use crate::timeline::Timeline;
use crate::{cfg, coverage, flame, folded, html, lcov, names, pprof, speedscope, Error};

/// The page that links everything; its presence marks a directory as a report.
pub const INDEX: &str = "index.html";
pub const TIMELINE: &str = "timeline.json";
pub const FLAME: &str = "flamegraph.svg";
pub const CALLS_FOLDED: &str = "calls.folded";
pub const BLOCKS_FOLDED: &str = "blocks.folded";
pub const SPEEDSCOPE: &str = "profile.speedscope.json";
pub const PPROF: &str = "profile.pb.gz";
pub const LCOV: &str = "coverage.lcov";
pub const CONTEXTS: &str = "contexts.txt";
pub const METHODS: &str = "methods.tsv";
pub const PATHS: &str = "paths.tsv";
pub const EDGES: &str = "edges.tsv";
pub const CFG_DIR: &str = "cfg";

/// What a report shows.
#[derive(Clone, Debug, PartialEq)]
pub struct Settings {
    /// Keep call sites in calling contexts.
    pub sites: bool,
    /// The k of the k-CCF and of the k-slab forest.
    pub k: usize,
    /// The share of calls (0..=1) the hot k-contexts listed account for.
    pub hot_share: f64,
    /// The x of the x%-similar ∞-CCF.
    pub similar: f64,
    /// Rows of each "hottest" table.
    pub top: usize,
    /// Methods whose CFG is drawn (the hottest by blocks, else by calls).
    pub cfg_methods: usize,
    /// Calls per thread in the timeline (the rest of a thread is left out, and said so).
    pub timeline_calls: u64,
    /// Calling contexts in the stack outputs (flame graph, folded, speedscope, pprof): the
    /// heaviest; the others count in their nearest kept caller ([`Stacks::hottest`]).
    pub max_contexts: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            sites: false,
            k: 3,
            hot_share: 0.9,
            similar: 90.0,
            top: 25,
            cfg_methods: 5,
            timeline_calls: 100_000,
            max_contexts: 20_000,
        }
    }
}

/// Sizes of the calling-context structures, in nodes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub cct: usize,
    pub depth: usize,
    pub slab_forest: usize,
    pub ccf: usize,
    pub pruned_ccf: usize,
    pub similar: usize,
}

/// What was written.
#[derive(Clone, Debug, PartialEq)]
pub struct Written {
    /// Files in the report, relative to it, with their sizes.
    pub files: Vec<(String, u64)>,
    /// What the user should know: traces' notes, outputs that could not be made.
    pub notes: Vec<String>,
    pub sizes: Sizes,
    pub events: u64,
    pub calls: u64,
}

/// A report directory being made beside its destination.
pub struct Staging {
    dir: tempfile::TempDir,
    out: PathBuf,
}

impl Staging {
    /// Checks that `out` may be replaced and makes the staging directory beside it.
    pub fn new(out: &Path) -> Result<Staging, Error> {
        if out.exists() && !out.join(INDEX).is_file() {
            let empty = fs::read_dir(out)
                .map(|mut d| d.next().is_none())
                .unwrap_or(false);
            if !empty {
                return Err(Error::NotAReport {
                    path: out.to_path_buf(),
                    marker: INDEX,
                });
            }
        }
        let parent = match out.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        fs::create_dir_all(&parent).map_err(Error::io(&parent, "cannot create"))?;
        let name = out
            .file_name()
            .map_or_else(|| "report".into(), |n| n.to_string_lossy().into_owned());
        let dir = tempfile::Builder::new()
            .prefix(&format!(".{name}.partial-"))
            .tempdir_in(&parent)
            .map_err(Error::io(&parent, "cannot create a directory in"))?;
        Ok(Staging {
            dir,
            out: out.to_path_buf(),
        })
    }

    pub fn path(&self) -> &Path {
        self.dir.path()
    }

    /// The timeline of `meta`'s methods, streamed into the staging directory as traces are
    /// decoded.
    pub fn timeline(
        &self,
        meta: &Metadata,
        calls: u64,
    ) -> Result<Timeline<BufWriter<File>>, Error> {
        let path = self.path().join(TIMELINE);
        let file = File::create(&path).map_err(Error::io(&path, "cannot create"))?;
        Timeline::new(meta, BufWriter::new(file), calls, 1)
            .map_err(Error::io(&path, "cannot write"))
    }

    /// Puts the finished report in place of the destination.
    pub fn commit(self) -> Result<(), Error> {
        let staged = self.dir.keep();
        let out = &self.out;
        if out.exists() {
            // An earlier report: moved aside, so the new one appears in one rename.
            let old = staged.with_extension("old");
            fs::rename(out, &old).map_err(Error::io(out, "cannot move aside"))?;
            fs::rename(&staged, out).map_err(Error::io(out, "cannot create"))?;
            fs::remove_dir_all(&old).map_err(Error::io(&old, "cannot remove"))?;
        } else {
            fs::rename(&staged, out).map_err(Error::io(out, "cannot create"))?;
        }
        Ok(())
    }
}

/// Creates `dir/name` and hands a buffered writer of it to `write`.
fn file(
    dir: &Path,
    name: &str,
    write: impl FnOnce(&mut BufWriter<File>) -> std::io::Result<()>,
) -> Result<(), Error> {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        fs::create_dir_all(parent).map_err(Error::io(parent, "cannot create"))?;
    }
    let f = File::create(&path).map_err(Error::io(&path, "cannot create"))?;
    let mut w = BufWriter::new(f);
    write(&mut w)
        .and_then(|()| w.flush())
        .map_err(Error::io(&path, "cannot write"))
}

/// A method's hotness: blocks executed when the record has blocks, else calls.
fn heat(profiles: &Profiles, method: u32) -> u64 {
    if profiles.has_blocks() {
        profiles.flow.blocks_executed(method)
    } else {
        profiles.flow.calls(method)
    }
}

/// The `top` methods by `key`, hottest first, leaving out those never run.
pub fn hottest(profiles: &Profiles, top: usize, key: impl Fn(u32) -> u64) -> Vec<(u32, u64)> {
    let mut methods: Vec<(u32, u64)> = (0..profiles.flow.method_count() as u32)
        .map(|m| (m, key(m)))
        .filter(|&(_, v)| v > 0)
        .collect();
    methods.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    methods.truncate(top);
    methods
}

/// A path segment run, with its count and its share (in %) of its method's segments.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct PathCount {
    pub segment: Segment,
    pub count: u64,
    pub share: f64,
}

/// Every path segment run, most frequent first.
pub fn paths_by_count(profiles: &Profiles) -> Vec<PathCount> {
    let mut paths: Vec<(Segment, u64)> = profiles.flow.paths().collect();
    paths.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    let mut per_method = vec![0u64; profiles.flow.method_count()];
    for (s, c) in &paths {
        if let Some(t) = per_method.get_mut(s.method as usize) {
            *t += c;
        }
    }
    paths
        .into_iter()
        .map(|(segment, count)| PathCount {
            segment,
            count,
            share: share(
                count,
                per_method
                    .get(segment.method as usize)
                    .copied()
                    .unwrap_or(0),
            ),
        })
        .collect()
}

/// Writes every output of `built` into `dir`.
pub fn write(dir: &Path, built: &Built, settings: &Settings) -> Result<Written, Error> {
    let profiles = &built.profiles;
    let meta = profiles.metadata();
    let mut notes: Vec<String> = built
        .traces
        .iter()
        .flat_map(|t| {
            t.notes
                .iter()
                .map(move |n| format!("{}: {n}", t.path.display()))
        })
        .collect();
    let (stacks, merged) = Stacks::hottest(profiles, settings.max_contexts);
    if merged > 0 {
        notes.push(format!(
            "the flame graph, folded stacks, speedscope and pprof profiles show the {} heaviest of the CCT's {} calling contexts; the other {merged} count in their nearest caller shown (--max-contexts)",
            stacks.samples.len(),
            profiles.cct.tree.len()
        ));
    }
    let weight = if profiles.has_blocks() {
        Weight::Blocks
    } else {
        Weight::Calls
    };
    file(dir, CALLS_FOLDED, |w| {
        folded::write_folded(w, &stacks, Weight::Calls)
    })?;
    if profiles.has_blocks() {
        file(dir, BLOCKS_FOLDED, |w| {
            folded::write_folded(w, &stacks, Weight::Blocks)
        })?;
    }
    let title = match weight {
        Weight::Blocks => "Blocks executed, by calling context",
        Weight::Calls => "Calls, by calling context",
    };
    let mut svg = Vec::new();
    match flame::write_flame_svg(&mut svg, &stacks, weight, title) {
        Ok(()) => file(dir, FLAME, |w| w.write_all(&svg))?,
        Err(e) => notes.push(format!("no flame graph: {e}")),
    }
    file(dir, SPEEDSCOPE, |w| {
        speedscope::write_speedscope(w, &stacks, weight)
    })?;
    file(dir, PPROF, |w| pprof::write_pprof(w, &stacks))?;
    file(dir, LCOV, |w| {
        if profiles.has_blocks() {
            lcov::write_lcov(w, meta, &profiles.flow, "adaptrace")
        } else {
            lcov::write_lcov_calls(w, meta, &profiles.flow, "adaptrace")
        }
    })?;

    let ccf = profiles.ccf(settings.k);
    let pruned_ccf = pruned(&ccf);
    let similar = profiles.similar(settings.similar);
    let hot = hot_contexts(&ccf, settings.hot_share);
    let sizes = Sizes {
        cct: profiles.cct.tree.len(),
        depth: profiles.cct.depth(),
        slab_forest: profiles.slabs.tree.len(),
        ccf: ccf.len(),
        pruned_ccf: pruned_ccf.len(),
        similar: similar.len(),
    };
    file(dir, CONTEXTS, |w| {
        write_contexts(w, profiles, settings, &sizes, &ccf, &similar, &hot)
    })?;
    file(dir, METHODS, |w| write_methods(w, profiles))?;
    let paths = paths_by_count(profiles);
    if profiles.has_blocks() {
        file(dir, PATHS, |w| write_paths(w, profiles, &paths))?;
        file(dir, EDGES, |w| write_edges(w, profiles))?;
    }

    let mut cfgs = Vec::new();
    for (rank, (method, _)) in hottest(profiles, settings.cfg_methods, |m| heat(profiles, m))
        .into_iter()
        .enumerate()
    {
        let stem = format!("{CFG_DIR}/{:02}", rank + 1);
        let dot = format!("{stem}.dot");
        file(dir, &dot, |w| {
            cfg::write_dot(w, meta, &profiles.flow, method)
        })?;
        let svg = format!("{stem}.svg");
        let rendered = match cfg::render_svg(&dir.join(&dot), &dir.join(&svg)) {
            Ok(()) => Some(svg),
            Err(e) => {
                notes.push(format!(
                    "CFG of {} not drawn: {e}",
                    names::method_id_name(meta, method)
                ));
                None
            }
        };
        cfgs.push(html::CfgFile {
            method,
            dot,
            svg: rendered,
        });
    }
    let coverage = coverage::Coverage::of(meta, &profiles.flow, profiles.has_blocks());
    let page = html::Page {
        built,
        settings,
        sizes: &sizes,
        hot: &hot,
        paths: &paths,
        cfgs: &cfgs,
        coverage: &coverage,
        notes: &notes,
        dir,
    };
    file(dir, INDEX, |w| page.write(w))?;

    let mut files = Vec::new();
    list_files(dir, dir, &mut files).map_err(Error::io(dir, "cannot list"))?;
    files.sort();
    Ok(Written {
        files,
        notes,
        sizes,
        events: profiles.events(),
        calls: profiles.calls(),
    })
}

fn list_files(root: &Path, dir: &Path, out: &mut Vec<(String, u64)>) -> std::io::Result<()> {
    for entry in fs::read_dir(dir)? {
        let entry = entry?;
        let path = entry.path();
        if path.is_dir() {
            list_files(root, &path, out)?;
        } else {
            let name = path
                .strip_prefix(root)
                .map_or_else(|_| path.clone(), Path::to_path_buf);
            out.push((name.to_string_lossy().into_owned(), entry.metadata()?.len()));
        }
    }
    Ok(())
}

/// A label's name for the text files.
fn label(profiles: &Profiles, id: u32) -> String {
    profiles.labels.get(id).map_or_else(
        || format!("label#{id}"),
        |l| names::label_name(profiles.metadata(), l),
    )
}

/// `contexts.txt`: the sizes, the hot k-contexts, the pruned k-CCF and the similar ∞-CCF.
fn write_contexts(
    w: &mut dyn Write,
    profiles: &Profiles,
    settings: &Settings,
    sizes: &Sizes,
    ccf: &Tree,
    similar: &Tree,
    hot: &[(Vec<u32>, u64)],
) -> std::io::Result<()> {
    let k = settings.k;
    let total = profiles.activations();
    writeln!(w, "# Calling-context profiles")?;
    writeln!(
        w,
        "# Counts are activations; each thread's root counts one (k-CCF leaves add up to {total})."
    )?;
    writeln!(w, "CCT\t{} nodes, depth {}", sizes.cct, sizes.depth)?;
    writeln!(w, "{k}-SF\t{} nodes (built online)", sizes.slab_forest)?;
    writeln!(w, "{k}-CCF\t{} nodes", sizes.ccf)?;
    writeln!(w, "pruned {k}-CCF\t{} nodes", sizes.pruned_ccf)?;
    writeln!(
        w,
        "{}%-similar ∞-CCF\t{} nodes",
        settings.similar, sizes.similar
    )?;
    writeln!(w)?;
    writeln!(
        w,
        "## Hot {k}-contexts: {:.0}% of the activations (count, share, innermost first)",
        settings.hot_share * 100.0
    )?;
    for (path, count) in hot {
        let names: Vec<String> = path.iter().map(|&l| label(profiles, l)).collect();
        writeln!(
            w,
            "{count}\t{:.2}%\t{}",
            share(*count, total),
            names.join(" <- ")
        )?;
    }
    writeln!(w)?;
    writeln!(
        w,
        "## Pruned {k}-CCF (a `+N` node stands for the chain of N callers below it)"
    )?;
    let kept: std::collections::HashMap<u32, u32> = pruned(ccf).into_iter().collect();
    write_forest(w, profiles, ccf, &|node| kept.get(&node).copied())?;
    writeln!(w)?;
    writeln!(w, "## {}%-similar ∞-CCF", settings.similar)?;
    write_forest(w, profiles, similar, &|_| Some(0))?;
    Ok(())
}

/// A forest, indented, hottest children first; `kept` says whether a node shows and how many
/// chain nodes under it are left out.
fn write_forest(
    w: &mut dyn Write,
    profiles: &Profiles,
    forest: &Tree,
    kept: &dyn Fn(u32) -> Option<u32>,
) -> std::io::Result<()> {
    let children = forest.child_lists();
    let nodes = forest.nodes();
    let hottest_first = |list: &mut Vec<u32>| {
        list.sort_unstable_by(|&a, &b| nodes[b as usize].count.cmp(&nodes[a as usize].count));
    };
    let mut roots: Vec<u32> = forest.roots().collect();
    hottest_first(&mut roots);
    let mut todo: Vec<(u32, usize)> = roots.into_iter().rev().map(|r| (r, 0)).collect();
    while let Some((node, depth)) = todo.pop() {
        let Some(chain) = kept(node) else { continue };
        let n = nodes[node as usize];
        let more = if chain > 0 {
            format!("\t+{chain}")
        } else {
            String::new()
        };
        writeln!(
            w,
            "{}{}\t{}{more}",
            "  ".repeat(depth),
            label(profiles, n.label),
            n.count
        )?;
        let mut next = children[node as usize].clone();
        hottest_first(&mut next);
        todo.extend(next.into_iter().rev().map(|c| (c, depth + 1)));
    }
    Ok(())
}

/// `count` as a percentage of `total`.
pub fn share(count: u64, total: u64) -> f64 {
    if total == 0 {
        0.0
    } else {
        count as f64 * 100.0 / total as f64
    }
}

/// `methods.tsv`: per method run, its calls, blocks executed and coverage.
fn write_methods(w: &mut dyn Write, profiles: &Profiles) -> std::io::Result<()> {
    let meta = profiles.metadata();
    writeln!(w, "method\tcalls\tblocks_executed\tblocks_covered\tblocks")?;
    for (m, method) in meta.methods.iter().enumerate() {
        let m = m as u32;
        let counts = profiles.flow.block_counts(m);
        let calls = profiles.flow.calls(m);
        let executed: u64 = counts.iter().sum();
        if calls == 0 && executed == 0 {
            continue;
        }
        let covered = counts.iter().filter(|&&c| c > 0).count();
        writeln!(
            w,
            "{}\t{calls}\t{executed}\t{covered}\t{}",
            method.signature(),
            counts.len()
        )?;
    }
    Ok(())
}

/// `edges.tsv`: per method run, every out-edge of its blocks (in the metadata's order) with
/// the times it was taken, and a last row of the moves no listed edge covers, if any.
fn write_edges(w: &mut dyn Write, profiles: &Profiles) -> std::io::Result<()> {
    let meta = profiles.metadata();
    let flow = &profiles.flow;
    writeln!(w, "method	block	edge	kind	to	taken")?;
    for (m, method) in meta.methods.iter().enumerate() {
        let m = m as u32;
        if flow.calls(m) == 0 && flow.blocks_executed(m) == 0 {
            continue;
        }
        let signature = method.signature();
        for (b, block) in method.blocks.iter().enumerate() {
            let taken = flow.edge_counts(m, b as u32);
            for (e, (edge, count)) in block.edges.iter().zip(taken).enumerate() {
                let to = edge
                    .to
                    .map_or_else(|| "exit".to_string(), |t| t.to_string());
                writeln!(w, "{signature}	{b}	{e}	{}	{to}	{count}", edge.kind)?;
            }
        }
        let unlisted = flow.unlisted(m);
        if unlisted > 0 {
            writeln!(w, "{signature}	-	-	unlisted	-	{unlisted}")?;
        }
    }
    Ok(())
}

/// `paths.tsv`: every path segment run, most frequent first, with its share of its method's
/// segments and its blocks.
fn write_paths(w: &mut dyn Write, profiles: &Profiles, paths: &[PathCount]) -> std::io::Result<()> {
    let meta = profiles.metadata();
    writeln!(w, "method\tcount\tshare_of_method\tblocks")?;
    for &PathCount {
        segment: s,
        count: c,
        share,
    } in paths
    {
        let blocks = profiles
            .flow
            .path_blocks(meta, s)
            .map(|b| b.iter().map(u32::to_string).collect::<Vec<_>>().join(","))
            .unwrap_or_else(|| format!("start {} id {}", s.start, s.id));
        let method = meta
            .methods
            .get(s.method as usize)
            .map_or_else(|| format!("method#{}", s.method), |m| m.signature());
        writeln!(w, "{method}\t{c}\t{share:.2}%\t{blocks}")?;
    }
    Ok(())
}
