//! Coverage as an LCOV tracefile (`coverage.info`), which `genhtml` turns into annotated source
//! pages and `lcov` merges and summarizes.
//!
//! # Records
//!
//! A method goes into one of two kinds of record (`SF:`), sorted by path:
//!
//! - **Source records**, for methods whose class names a source file (`.source "Shape.java"`)
//!   and whose blocks carry line numbers: the path is laid out as Java tools do, the class's
//!   package directory and the file name (`com/example/Shape.java` for `Lcom/example/Shape;`
//!   and for its inner class `Lcom/example/Shape$1;`), so every class of one file shares one
//!   record. Pass the source root as `genhtml`'s working directory (or `--prefix`) to see the
//!   sources. A line's count (`DA`) is the highest count of any block whose lines hold it; a
//!   method's line (`FN`) is the first line of its first block that has one. A `.source` that
//!   is not a file name with an extension (R8's `SourceFile`) names no real file and is ignored.
//! - **Smali records**, for every other method, one per class, at the class's path as
//!   `apktool` lays out smali (`smali/com/example/Shape.smali`), with synthetic line numbers:
//!   the record's methods (in metadata order) take consecutive lines from 1, one per block, so
//!   block `b` of a method is at the method's `FN` line plus `b` (a method without blocks still
//!   takes a line). No such file exists: run `genhtml --ignore-errors source` (or
//!   `--no-source`) on tracefiles that have them.
//!
//! # Functions and branches
//!
//! Functions are named as everywhere else ([`names::method_name`]) but with `;` between
//! parameters, since LCOV readers cut names at the first comma; a name taken twice in a record
//! (bridge methods differing in return type only) gets `#ID`, the method's id. A function's
//! count (`FNDA`) is its entries, and at least 1 when a block of it ran without an entry (a
//! frame resumed mid-method).
//!
//! Every block with two or more out-edges is a branch point: `BRDA:LINE,ID,N,TAKEN` with the
//! block's first line, the method's id, `N` the edge's index among the out-edges of the
//! method's branch points (in block order, then the metadata's edge order), and the times the
//! edge was taken, `-` when its block never ran. `genhtml` shows branches with
//! `--rc lcov_branch_coverage=1`.
//!
//! Records of call-trace schemes (no blocks) go through [`write_lcov_calls`]: functions, and
//! the lines of each method's entry block, which runs once per entry.

use std::collections::BTreeMap;
use std::io::{self, Write};

use android_runtime::meta::{BlockMeta, Metadata, MethodMeta};
use trace_parser::profile::Flow;

use crate::names;

/// One `SF` record being gathered.
#[derive(Default)]
struct Record {
    /// Method ids in metadata order.
    methods: Vec<u32>,
    /// Whether lines are the source's, not synthetic.
    source: bool,
}

/// One function of a record, as written.
struct Function {
    line: u32,
    name: String,
    count: u64,
}

/// A branch edge: line, block (method id), branch, times taken (`None`: its block never ran).
type Branch = (u32, u32, u32, Option<u64>);

/// Writes the coverage of `flow` (records with blocks) over the methods of `meta` as an LCOV
/// tracefile; `test_name` is its `TN` (characters LCOV refuses become `_`).
pub fn write_lcov(
    out: &mut dyn Write,
    meta: &Metadata,
    flow: &Flow,
    test_name: &str,
) -> io::Result<()> {
    write(out, meta, flow, test_name, true)
}

/// As [`write_lcov`], for records without blocks: only entries are known, so only functions
/// and the lines of entry blocks have counts.
pub fn write_lcov_calls(
    out: &mut dyn Write,
    meta: &Metadata,
    flow: &Flow,
    test_name: &str,
) -> io::Result<()> {
    write(out, meta, flow, test_name, false)
}

fn write(
    out: &mut dyn Write,
    meta: &Metadata,
    flow: &Flow,
    test_name: &str,
    has_blocks: bool,
) -> io::Result<()> {
    let test_name: String = test_name
        .chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect();
    // Keyed by kind too: a source path could spell a smali one.
    let mut records: BTreeMap<(String, bool), Record> = BTreeMap::new();
    for (id, method) in meta.methods.iter().enumerate() {
        let (path, source) = match source_path(method) {
            Some(path) => (path, true),
            None => (smali_path(&method.class), false),
        };
        let record = records.entry((path, source)).or_default();
        record.source = source;
        record.methods.push(id as u32);
    }
    for ((path, _), record) in &records {
        write_record(out, meta, flow, &test_name, path, record, has_blocks)?;
    }
    Ok(())
}

fn write_record(
    out: &mut dyn Write,
    meta: &Metadata,
    flow: &Flow,
    test_name: &str,
    path: &str,
    record: &Record,
    has_blocks: bool,
) -> io::Result<()> {
    let mut functions: Vec<Function> = Vec::new();
    let mut lines: BTreeMap<u32, u64> = BTreeMap::new();
    let mut branches: Vec<Branch> = Vec::new();
    let mut next_line = 1u32;
    for &id in &record.methods {
        let Some(method) = meta.methods.get(id as usize) else {
            continue;
        };
        let counts = flow.block_counts(id);
        let calls = flow.calls(id);
        let count_of = |b: usize| -> u64 {
            if has_blocks {
                counts.get(b).copied().unwrap_or(0)
            } else if b == 0 {
                calls
            } else {
                0
            }
        };
        // Each block's lines: the source's, or the synthetic numbering.
        let block_lines: Vec<Vec<u32>> = if record.source {
            method.blocks.iter().map(lines_of).collect()
        } else {
            let base = next_line;
            next_line = next_line.saturating_add(method.blocks.len().max(1) as u32);
            (0..method.blocks.len() as u32)
                .map(|b| vec![base.saturating_add(b)])
                .collect()
        };
        let first_line = block_lines.iter().find_map(|l| l.first().copied());
        let ran = counts.iter().any(|&n| n > 0);
        functions.push(Function {
            line: first_line.unwrap_or(next_line.saturating_sub(1)),
            name: function_name(method),
            count: calls.max(u64::from(ran)),
        });
        for (b, block_lines) in block_lines.iter().enumerate() {
            if has_blocks || b == 0 {
                for &line in block_lines {
                    let da = lines.entry(line).or_insert(0);
                    *da = (*da).max(count_of(b));
                }
            }
        }
        if has_blocks {
            let mut n = 0u32;
            for (b, block) in method.blocks.iter().enumerate() {
                if block.edges.len() < 2 {
                    continue;
                }
                let line = block_lines[b].first().copied().or(first_line).unwrap_or(0);
                let taken = flow.edge_counts(id, b as u32);
                let ran = count_of(b) > 0;
                for e in 0..block.edges.len() {
                    let t = ran.then(|| taken.get(e).copied().unwrap_or(0));
                    branches.push((line, id, n, t));
                    n += 1;
                }
            }
        }
    }
    unique_names(&mut functions, &record.methods);

    writeln!(out, "TN:{test_name}")?;
    writeln!(out, "SF:{path}")?;
    let mut order: Vec<usize> = (0..functions.len()).collect();
    order.sort_by_key(|&i| functions[i].line);
    for &i in &order {
        writeln!(out, "FN:{},{}", functions[i].line, functions[i].name)?;
    }
    for &i in &order {
        writeln!(out, "FNDA:{},{}", functions[i].count, functions[i].name)?;
    }
    writeln!(out, "FNF:{}", functions.len())?;
    writeln!(
        out,
        "FNH:{}",
        functions.iter().filter(|f| f.count > 0).count()
    )?;
    branches.sort_by_key(|&(line, block, branch, _)| (line, block, branch));
    for &(line, block, branch, taken) in &branches {
        match taken {
            Some(t) => writeln!(out, "BRDA:{line},{block},{branch},{t}")?,
            None => writeln!(out, "BRDA:{line},{block},{branch},-")?,
        }
    }
    if !branches.is_empty() {
        writeln!(out, "BRF:{}", branches.len())?;
        writeln!(
            out,
            "BRH:{}",
            branches
                .iter()
                .filter(|b| b.3.is_some_and(|t| t > 0))
                .count()
        )?;
    }
    for (line, count) in &lines {
        writeln!(out, "DA:{line},{count}")?;
    }
    writeln!(out, "LF:{}", lines.len())?;
    writeln!(out, "LH:{}", lines.values().filter(|&&c| c > 0).count())?;
    writeln!(out, "end_of_record")
}

/// A block's source lines; metadata older than [`BlockMeta::lines`] has the first only.
fn lines_of(block: &BlockMeta) -> Vec<u32> {
    if block.lines.is_empty() {
        block.line.into_iter().collect()
    } else {
        block.lines.clone()
    }
}

/// `com.example.C.m(int;long)`: no comma, which would end the name for LCOV readers.
fn function_name(method: &MethodMeta) -> String {
    names::method_name(method).replace(',', ";")
}

/// Appends `#ID` to every name taken more than once in a record.
fn unique_names(functions: &mut [Function], ids: &[u32]) {
    let mut seen: BTreeMap<String, usize> = BTreeMap::new();
    for f in functions.iter() {
        *seen.entry(f.name.clone()).or_insert(0) += 1;
    }
    for (f, id) in functions.iter_mut().zip(ids) {
        if seen.get(&f.name).is_some_and(|&n| n > 1) {
            f.name = format!("{}#{id}", f.name);
        }
    }
}

/// The source path of a method with debug info (`com/example/Shape.java`), `None` without.
fn source_path(method: &MethodMeta) -> Option<String> {
    let file = method.source.as_deref()?;
    let plain = !file.contains(['/', '\\'])
        && file
            .rsplit_once('.')
            .is_some_and(|(stem, ext)| !stem.is_empty() && !ext.is_empty());
    let has_lines = method
        .blocks
        .iter()
        .any(|b| b.line.is_some() || !b.lines.is_empty());
    if !plain || !has_lines {
        return None;
    }
    let class = class_path(&method.class);
    Some(match class.rfind('/') {
        Some(i) => format!("{}/{file}", &class[..i]),
        None => file.to_string(),
    })
}

/// `smali/com/example/Shape$1.smali` for `Lcom/example/Shape$1;`.
fn smali_path(class: &str) -> String {
    format!("smali/{}.smali", class_path(class))
}

/// `com/example/Shape` for `Lcom/example/Shape;`, with no empty, `.` or `..` component, so that
/// `genhtml` writes nothing outside its output directory.
fn class_path(class: &str) -> String {
    let inner = class
        .strip_prefix('L')
        .and_then(|c| c.strip_suffix(';'))
        .unwrap_or(class);
    inner
        .split('/')
        .map(|c| match c {
            "" | "." | ".." => "_",
            c => c,
        })
        .collect::<Vec<_>>()
        .join("/")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_follow_java_and_apktool_layouts() {
        let mut m = MethodMeta::new(
            "Lcom/example/Shape$1;",
            "run",
            vec![BlockMeta::with_edges(&[])],
        );
        assert_eq!(source_path(&m), None, "no source");
        m.source = Some("Shape.java".into());
        assert_eq!(source_path(&m), None, "no lines");
        m.blocks[0].line = Some(3);
        assert_eq!(source_path(&m).as_deref(), Some("com/example/Shape.java"));
        m.source = Some("SourceFile".into());
        assert_eq!(source_path(&m), None, "R8's placeholder");
        m.source = Some("../x.java".into());
        assert_eq!(source_path(&m), None);
        assert_eq!(
            smali_path("Lcom/example/Shape$1;"),
            "smali/com/example/Shape$1.smali"
        );
        assert_eq!(smali_path("L../a//b;"), "smali/_/a/_/b.smali");
        let mut top = MethodMeta::new("LTop;", "m", vec![BlockMeta::with_edges(&[])]);
        top.source = Some("Top.kt".into());
        top.blocks[0].lines = vec![1, 2];
        assert_eq!(source_path(&top).as_deref(), Some("Top.kt"));
    }
}
