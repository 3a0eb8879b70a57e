//! Code coverage as JaCoCo and ACVTool give it: per class, per package and in total, how many
//! methods, basic blocks and CFG edges of the instrumented code ran, from the counts of
//! [`Flow`] over every record fed.
//!
//! A method is covered when it was entered or any of its blocks ran (a frame resumed mid-method
//! enters nothing). Every edge the metadata lists counts, edges to the method's exit included.
//! A record without blocks (a call-trace scheme) knows calls only: [`Coverage::has_blocks`] is
//! then false and block and edge coverage must not be shown, only method coverage.

use std::collections::BTreeMap;

use android_runtime::meta::{Metadata, MethodMeta};
use trace_parser::profile::Flow;

use crate::names::{class_name, package_of};

/// How many of some things ran.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Ratio {
    pub covered: u64,
    pub total: u64,
}

impl Ratio {
    /// Those that never ran.
    pub fn missed(self) -> u64 {
        self.total.saturating_sub(self.covered)
    }

    /// Covered in percent; `None` when there is nothing to cover (0 of 0 is no 100 % or 0 %).
    pub fn percent(self) -> Option<f64> {
        (self.total > 0).then(|| 100.0 * self.covered as f64 / self.total as f64)
    }

    /// `75.0 %`, or `-` when there is nothing to cover, as tables show it.
    pub fn percent_text(self) -> String {
        self.percent()
            .map_or_else(|| "-".to_string(), |p| format!("{p:.1} %"))
    }

    fn add(&mut self, other: Ratio) {
        self.covered += other.covered;
        self.total += other.total;
    }

    fn of(covered: bool) -> Ratio {
        Ratio {
            covered: u64::from(covered),
            total: 1,
        }
    }
}

/// Coverage of some code.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub methods: Ratio,
    pub blocks: Ratio,
    pub edges: Ratio,
}

impl Counts {
    /// The coverage of method `id` of the metadata.
    pub fn of_method(method: &MethodMeta, id: u32, flow: &Flow, has_blocks: bool) -> Counts {
        let counts = flow.block_counts(id);
        let mut c = Counts::default();
        for (b, block) in method.blocks.iter().enumerate() {
            let ran = has_blocks && counts.get(b).is_some_and(|&n| n > 0);
            c.blocks.add(Ratio::of(ran));
            let taken = flow.edge_counts(id, b as u32);
            for e in 0..block.edges.len() {
                c.edges.add(Ratio::of(
                    has_blocks && taken.get(e).is_some_and(|&n| n > 0),
                ));
            }
        }
        c.methods = Ratio::of(flow.calls(id) > 0 || c.blocks.covered > 0);
        c
    }

    fn add(&mut self, other: &Counts) {
        self.methods.add(other.methods);
        self.blocks.add(other.blocks);
        self.edges.add(other.edges);
    }
}

/// Coverage of every instrumented method, summed per class, per package and in total.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Coverage {
    /// Whether the records had blocks; when not, `blocks` and `edges` cover nothing for want of
    /// data, not because nothing ran.
    pub has_blocks: bool,
    pub total: Counts,
    /// By package name (`com.example`; the default package is `""`), sorted.
    pub packages: Vec<(String, Counts)>,
    /// By class name (`com.example.Shape$1`: inner classes are classes of their own), sorted.
    pub classes: Vec<(String, Counts)>,
}

impl Coverage {
    /// The coverage of `flow`, counted over the methods of `meta`; `has_blocks` says whether the
    /// records had blocks ([`trace_parser::profile::Profiles::has_blocks`]).
    pub fn of(meta: &Metadata, flow: &Flow, has_blocks: bool) -> Coverage {
        let mut total = Counts::default();
        let mut packages: BTreeMap<String, Counts> = BTreeMap::new();
        let mut classes: BTreeMap<String, Counts> = BTreeMap::new();
        for (id, method) in meta.methods.iter().enumerate() {
            let c = Counts::of_method(method, id as u32, flow, has_blocks);
            total.add(&c);
            packages
                .entry(package_of(&method.class))
                .or_default()
                .add(&c);
            classes.entry(class_name(method)).or_default().add(&c);
        }
        Coverage {
            has_blocks,
            total,
            packages: packages.into_iter().collect(),
            classes: classes.into_iter().collect(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_of_nothing_are_none() {
        let r = Ratio {
            covered: 1,
            total: 4,
        };
        assert_eq!(r.percent(), Some(25.0));
        assert_eq!(r.missed(), 3);
        assert_eq!(r.percent_text(), "25.0 %");
        assert_eq!(Ratio::default().percent(), None);
        assert_eq!(Ratio::default().percent_text(), "-");
    }
}
