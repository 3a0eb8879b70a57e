//! Folded stacks, the input of `flamegraph.pl` and inferno: one line per calling context,
//! `root;caller;callee COUNT`, so any flame-graph tool can draw the profile.

use std::borrow::Cow;
use std::collections::BTreeMap;
use std::io::{self, Write};

use crate::stacks::{Sample, Stacks};

/// What a sample counts in the flame-graph-like outputs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Weight {
    /// Calls into the context.
    Calls,
    /// Blocks executed in the context itself (all 0 when the record has no blocks).
    Blocks,
}

impl Weight {
    /// The sample's count of this kind.
    pub fn of(self, sample: &Sample) -> u64 {
        match self {
            Weight::Calls => sample.calls,
            Weight::Blocks => sample.blocks,
        }
    }

    /// What the count is called in the outputs: `calls` or `blocks`.
    pub fn name(self) -> &'static str {
        match self {
            Weight::Calls => "calls",
            Weight::Blocks => "blocks",
        }
    }
}

/// A frame name as one field of a folded line: `;` would split the frame and a line break
/// would end the line, so `;` becomes `,` and control characters (line breaks, tabs, which
/// the SVG could not hold either) become spaces; spaces at either end would be trimmed off by
/// readers of the line, so they go; an empty name would vanish, so it becomes `[unknown]`.
/// Names from [`crate::names`] come through unchanged.
pub fn frame_field(name: &str) -> Cow<'_, str> {
    let field: Cow<'_, str> = if name.contains(|c: char| c == ';' || c.is_control()) {
        let cleaned: String = name
            .chars()
            .map(|c| match c {
                ';' => ',',
                c if c.is_control() => ' ',
                c => c,
            })
            .collect();
        Cow::Owned(cleaned.trim().to_string())
    } else {
        Cow::Borrowed(name.trim())
    };
    if field.is_empty() {
        Cow::Borrowed("[unknown]")
    } else {
        field
    }
}

/// Every sample of nonzero `weight` as (folded stack, count), sorted by stack. Stacks that
/// end up spelled alike (two frames of one name) are merged by adding their counts, so each
/// stack appears once.
pub fn folded_lines(stacks: &Stacks, weight: Weight) -> Vec<(String, u64)> {
    let mut lines: BTreeMap<String, u64> = BTreeMap::new();
    for (i, sample) in stacks.samples.iter().enumerate() {
        let count = weight.of(sample);
        if count == 0 {
            continue;
        }
        let mut line = String::new();
        for (depth, frame) in stacks.stack(i as u32).into_iter().enumerate() {
            if depth > 0 {
                line.push(';');
            }
            let name = stacks.frames.get(frame as usize).map_or("", |f| &f.name);
            line.push_str(&frame_field(name));
        }
        let total = lines.entry(line).or_insert(0);
        *total = total.saturating_add(count);
    }
    lines.into_iter().collect()
}

/// Writes the folded stacks of `stacks` counted by `weight`, one sorted line per context of
/// nonzero count.
pub fn write_folded(out: &mut dyn Write, stacks: &Stacks, weight: Weight) -> io::Result<()> {
    for (stack, count) in folded_lines(stacks, weight) {
        writeln!(out, "{stack} {count}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::stacks::{Frame, NONE};

    fn frame(name: &str) -> Frame {
        Frame {
            name: name.into(),
            method: None,
            file: None,
            line: None,
        }
    }

    fn sample(frame: u32, parent: u32, calls: u64, blocks: u64) -> Sample {
        Sample {
            frame,
            parent,
            calls,
            blocks,
            thread: 0,
        }
    }

    #[test]
    fn lines_are_sorted_merged_and_safe() {
        let stacks = Stacks {
            frames: vec![
                frame("[thread main]"),
                frame("a;b\nc"),
                frame(""),
                frame("a,b c"),
            ],
            samples: vec![
                sample(0, NONE, 1, 0),
                sample(1, 0, 2, 5),
                sample(2, 1, 0, 0),
                sample(3, 0, 3, 0),
            ],
            threads: vec!["main".into()],
        };
        let mut out = Vec::new();
        write_folded(&mut out, &stacks, Weight::Calls).unwrap();
        assert_eq!(
            String::from_utf8(out).unwrap(),
            "[thread main] 1\n[thread main];a,b c 5\n"
        );
        let blocks = folded_lines(&stacks, Weight::Blocks);
        assert_eq!(blocks, [("[thread main];a,b c".to_string(), 5)]);
        assert_eq!(frame_field("  "), "[unknown]");
        assert_eq!(frame_field(" a\tb;\u{1}"), "a b,");
    }
}
