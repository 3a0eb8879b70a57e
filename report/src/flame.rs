//! The flame graph SVG, drawn by inferno from the folded stacks: a picture that opens in any
//! browser, with search and zoom built in.
//!
//! A profile with nothing to draw (no sample of nonzero weight: no thread, or blocks counted
//! from a record without blocks) still makes a valid SVG, one that says so, rather than an
//! error: a report is then whole, and the reader sees why the picture is blank.

use std::io::{self, Write};

use inferno::flamegraph::{self, Options};

use crate::folded::{folded_lines, Weight};
use crate::html::escape;
use crate::stacks::Stacks;

/// Why no flame graph could be written.
#[derive(Debug, thiserror::Error)]
pub enum FlameError {
    /// inferno failed, or writing its output did.
    #[error("inferno could not draw it: {0}")]
    Draw(#[from] io::Error),
}

/// Writes the flame graph of `stacks` counted by `weight` (`calls` or `blocks` in its
/// tooltips) under `title`.
pub fn write_flame_svg(
    out: &mut dyn Write,
    stacks: &Stacks,
    weight: Weight,
    title: &str,
) -> Result<(), FlameError> {
    let folded: Vec<String> = folded_lines(stacks, weight)
        .into_iter()
        .map(|(stack, count)| format!("{stack} {count}"))
        .collect();
    if folded.is_empty() {
        return write_empty(out, weight, title).map_err(FlameError::from);
    }
    let mut options = Options::default();
    options.title = title.to_string();
    options.count_name = weight.name().to_string();
    options.name_type = "Frame:".to_string();
    // Colours from the frame names, not at random: the same profile draws the same picture.
    options.hash = true;
    flamegraph::from_lines(&mut options, folded.iter().map(String::as_str), out)?;
    Ok(())
}

/// A small SVG with the title and a line saying there is nothing to draw.
fn write_empty(out: &mut dyn Write, weight: Weight, title: &str) -> io::Result<()> {
    let message = format!("Nothing to draw: no context has {}.", weight.name());
    write!(
        out,
        concat!(
            "<?xml version=\"1.0\" standalone=\"no\"?>\n",
            "<svg version=\"1.1\" width=\"1200\" height=\"80\" viewBox=\"0 0 1200 80\" ",
            "xmlns=\"http://www.w3.org/2000/svg\">\n",
            "<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#f8f8f8\"/>\n",
            "<text x=\"600\" y=\"24\" font-size=\"17\" font-family=\"Verdana\" ",
            "text-anchor=\"middle\">{}</text>\n",
            "<text x=\"600\" y=\"56\" font-size=\"12\" font-family=\"Verdana\" ",
            "text-anchor=\"middle\">{}</text>\n",
            "</svg>\n"
        ),
        escape(title),
        escape(&message)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empty_profile_draws_a_note() {
        let mut out = Vec::new();
        write_flame_svg(&mut out, &Stacks::default(), Weight::Blocks, "a < b").unwrap();
        let svg = String::from_utf8(out).unwrap();
        assert!(svg.starts_with("<?xml"));
        assert!(svg.contains("a &lt; b"));
        assert!(svg.contains("no context has blocks"));
        assert!(svg.trim_end().ends_with("</svg>"));
    }
}
