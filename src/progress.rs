//! indicatif progress bars for the library's progress events.

use std::collections::HashMap;
use std::sync::Mutex;

use apk_io::{Progress, Stage};
use indicatif::{MultiProgress, ProgressBar, ProgressDrawTarget, ProgressStyle};

/// One bar per running stage; hidden entirely with `--quiet`.
pub struct Bars {
    multi: MultiProgress,
    bars: Mutex<HashMap<String, ProgressBar>>,
}

impl Bars {
    pub fn new(quiet: bool) -> Bars {
        let target = if quiet {
            ProgressDrawTarget::hidden()
        } else {
            ProgressDrawTarget::stderr()
        };
        Bars {
            multi: MultiProgress::with_draw_target(target),
            bars: Mutex::new(HashMap::new()),
        }
    }

    /// Starts a bar of `len` steps named `label`.
    pub fn start(&self, label: &str, len: usize) -> ProgressBar {
        let bar = self.multi.add(ProgressBar::new(len as u64));
        let style = ProgressStyle::with_template("{prefix:>12} [{bar:30}] {pos}/{len} {msg}")
            .unwrap_or_else(|_| ProgressStyle::default_bar())
            .progress_chars("=> ");
        bar.set_style(style);
        bar.set_prefix(label.to_string());
        bar
    }

    /// Prints a result line on stdout, above the bars.
    pub fn println(&self, line: String) {
        self.multi.suspend(|| println!("{line}"));
    }

    /// Prints a line on stderr, above the bars, where the bars show: on a terminal and
    /// without `--quiet` (a program's stderr in a pipe stays its own).
    pub fn note(&self, line: String) {
        if !self.multi.is_hidden() {
            self.multi.suspend(|| eprintln!("{line}"));
        }
    }

    /// Prints a warning on stderr, above the bars.
    pub fn warn(&self, line: String) {
        self.multi.suspend(|| eprintln!("{line}"));
    }

    /// Removes every bar still shown (before an error is printed).
    pub fn clear(&self) {
        if let Ok(mut bars) = self.bars.lock() {
            for (_, bar) in bars.drain() {
                bar.finish_and_clear();
            }
        }
        // Clearing can only fail when the terminal is gone; nothing useful to do then.
        let _ = self.multi.clear();
    }

    fn with_bar(&self, stage: Stage, f: impl FnOnce(&ProgressBar)) {
        if let Ok(bars) = self.bars.lock() {
            if let Some(bar) = bars.get(stage.label()) {
                f(bar);
            }
        }
    }
}

impl Progress for Bars {
    fn stage_started(&self, stage: Stage, items: usize) {
        let bar = self.start(stage.label(), items);
        if let Ok(mut bars) = self.bars.lock() {
            bars.insert(stage.label().to_string(), bar);
        }
    }

    fn item_started(&self, stage: Stage, item: &str) {
        self.with_bar(stage, |bar| bar.set_message(item.to_string()));
    }

    fn item_finished(&self, stage: Stage, _item: &str) {
        self.with_bar(stage, |bar| bar.inc(1));
    }

    fn stage_finished(&self, stage: Stage) {
        if let Ok(mut bars) = self.bars.lock() {
            if let Some(bar) = bars.remove(stage.label()) {
                bar.finish_and_clear();
            }
        }
    }
}
