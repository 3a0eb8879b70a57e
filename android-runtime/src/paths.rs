//! What the `paths` scheme's runtime and host share beyond the numbering
//! ([`crate::layout`]): the settings baked into the runtime, and how the runtime reads a model
//! file's tables ([`PathsStart`]).

use crate::layout::{PathsLayout, CALLEE_ALPHABET};
use crate::model::Model;
use crate::runtime::Markers;

/// What the `paths` runtime needs of [`PathsLayout`] to lay out its coding contexts exactly as
/// the decoder numbers them: the values of `PathsConfig.smali`'s markers.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PathsSettings {
    /// Binary decision nodes (B).
    pub binary: u32,
    /// Alphabets of the n-ary decision nodes, in context order.
    pub nary: Vec<u32>,
    /// Decision edges (E).
    pub edges: u32,
    /// Methods (M).
    pub methods: u32,
    /// Steps of all methods (S).
    pub steps: u32,
}

impl PathsSettings {
    pub fn new(layout: &PathsLayout) -> PathsSettings {
        PathsSettings {
            binary: layout.binary_nodes(),
            nary: layout.nary_alphabets().to_vec(),
            edges: layout.edge_count(),
            methods: layout.method_count(),
            steps: layout.step_count(),
        }
    }

    /// The markers of `PathsConfig.smali`, filled.
    pub fn markers(&self) -> Markers {
        let mut markers = Markers::default();
        markers.int("PATHS_BINARY", self.binary);
        markers.int_array("PATHS_NARY", &self.nary);
        markers.int("PATHS_EDGES", self.edges);
        markers.int("PATHS_METHODS", self.methods);
        markers.int("PATHS_STEPS", self.steps);
        markers
    }
}

/// Entries of a callee context's table in a model file: the counts of its three symbols
/// (neither predicted callee, the first, the second), then the two callees predicted for that
/// key, each its method id plus one (0: no prediction). Every other context's table has one
/// count per symbol.
pub const SITE_TABLE_LEN: u32 = 5;

/// The lengths of a model's tables for `layout`, context by context: the context's alphabet,
/// but [`SITE_TABLE_LEN`] for the callee contexts.
pub fn model_table_lengths(layout: &PathsLayout) -> Vec<u32> {
    let mut lengths = layout.alphabets();
    for key in 0..layout.callee_keys() {
        lengths[layout.site(key) as usize] = SITE_TABLE_LEN;
    }
    lengths
}

/// Where the coders of a `paths` thread start: each context's seed frequencies (one per symbol
/// of its alphabet) and the predicted callees of each callee key, two per key (key `k`'s first
/// at `2k`, its second at `2k + 1`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PathsStart {
    pub seeds: Vec<Vec<u32>>,
    pub predictions: Vec<Option<u32>>,
}

impl PathsStart {
    /// What a model file gives, checked as the runtime checks it: the right number of tables,
    /// each of [`model_table_lengths`], predicted callees below the method count. The metadata
    /// hash is the caller's to compare.
    pub fn from_model(layout: &PathsLayout, model: &Model) -> Result<PathsStart, String> {
        model.check_lengths(&model_table_lengths(layout), "paths")?;
        let mut seeds = model.tables.clone();
        let mut predictions = Vec::with_capacity(2 * layout.callee_keys() as usize);
        for key in 0..layout.callee_keys() {
            let table = &mut seeds[layout.site(key) as usize];
            let pair = table.split_off(CALLEE_ALPHABET as usize);
            for predicted in pair {
                predictions.push(match predicted.checked_sub(1) {
                    None => None,
                    Some(m) if m < layout.method_count() => Some(m),
                    Some(m) => {
                        return Err(format!(
                            "callee table of key {key} predicts method {m}, the metadata has {}",
                            layout.method_count()
                        ))
                    }
                });
            }
        }
        Ok(PathsStart { seeds, predictions })
    }

    /// The tables of a model file that starts the coders here: the inverse of
    /// [`PathsStart::from_model`].
    pub fn to_tables(&self, layout: &PathsLayout) -> Vec<Vec<u32>> {
        let mut tables = self.seeds.clone();
        for (key, pair) in (0..layout.callee_keys()).zip(self.predictions.chunks(2)) {
            if let Some(table) = tables.get_mut(layout.site(key) as usize) {
                table.extend(pair.iter().map(|p| p.map_or(0, |m| m + 1)));
            }
        }
        tables
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Method 0: a binary decision at block 0 and two steps; method 1: a 3-way switch.
    fn layout() -> PathsLayout {
        use crate::meta::{BlockMeta, MethodMeta, StepMeta};
        let method = |blocks: Vec<BlockMeta>, steps: u32| MethodMeta {
            inferred: false,
            steps: (0..steps)
                .map(|i| StepMeta {
                    block: 0,
                    site: Some(i),
                    callee: None,
                    guess: false,
                    ..Default::default()
                })
                .collect(),
            ..MethodMeta::new("LA;", "m", blocks)
        };
        let ret = || BlockMeta::with_edges(&[(None, "return")]);
        let methods = [
            method(
                vec![
                    BlockMeta::with_edges(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                    ret(),
                    ret(),
                ],
                2,
            ),
            method(
                vec![
                    BlockMeta::with_edges(&[
                        (Some(1), "case 1"),
                        (Some(2), "case 2"),
                        (Some(3), "default"),
                    ]),
                    ret(),
                    ret(),
                    ret(),
                ],
                0,
            ),
        ];
        PathsLayout::of_methods(&methods.iter().collect::<Vec<_>>())
    }

    #[test]
    fn paths_settings_take_the_layout_numbers() {
        let p = PathsSettings::new(&layout());
        let expected = PathsSettings {
            binary: 1,
            nary: vec![3],
            edges: 5,
            methods: 2,
            steps: 2,
        };
        assert_eq!(p, expected);
    }

    #[test]
    fn site_tables_have_three_entries_and_give_the_predictions() {
        let layout = layout();
        let lengths = model_table_lengths(&layout);
        let alphabets = layout.alphabets();
        assert_eq!(lengths.len(), alphabets.len());
        for (c, (&len, &n)) in lengths.iter().zip(&alphabets).enumerate() {
            let site = (layout.site(0)..layout.method_bits()).contains(&(c as u32));
            assert_eq!(len, if site { SITE_TABLE_LEN } else { n }, "context {c}");
        }

        let mut tables: Vec<Vec<u32>> = lengths.iter().map(|&n| vec![1; n as usize]).collect();
        tables[layout.site(0) as usize] = vec![4, 5, 6, 2, 0];
        tables[layout.site(1) as usize] = vec![0, 0, 0, 0, 0];
        tables[layout.site(2) as usize] = vec![7, 0, 0, 1, 2];
        let model = Model {
            metadata_hash: 1,
            generation: 3,
            tables: tables.clone(),
        };
        let start = PathsStart::from_model(&layout, &model).unwrap();
        assert_eq!(
            start.predictions[..6],
            [Some(1), None, None, None, Some(0), Some(1)]
        );
        assert!(start.predictions[6..].iter().all(|&p| p == Some(0)));
        assert_eq!(start.predictions.len() as u32, 2 * layout.callee_keys());
        assert_eq!(start.seeds[layout.site(0) as usize], [4, 5, 6]);
        assert_eq!(start.seeds[layout.site(2) as usize], [7, 0, 0]);
        assert_eq!(start.seeds[0], [1, 1]);
        assert_eq!(start.to_tables(&layout), tables);

        let mut bad = model.clone();
        bad.tables[layout.site(1) as usize] = vec![0, 0, 0, 0, 3];
        let err = PathsStart::from_model(&layout, &bad).unwrap_err();
        assert!(err.contains("predicts method 2"), "{err}");
        bad.tables[layout.site(1) as usize] = vec![0, 0, 0, 0];
        let err = PathsStart::from_model(&layout, &bad).unwrap_err();
        assert!(err.contains("needs 5"), "{err}");
        bad.tables.pop();
        let err = PathsStart::from_model(&layout, &bad).unwrap_err();
        assert!(err.contains("tables"), "{err}");
    }
}
