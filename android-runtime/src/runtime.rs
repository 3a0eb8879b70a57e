//! The runtime's smali sources and the probe entry points instrumented code calls, and how the
//! `paths` runtime reads a model file.

use crate::coder::Coder;
use crate::layout::{Layout, CALLEE_ALPHABET};
use crate::model::Model;

/// Package of every runtime class; the instrumentor must never put probes into these classes.
pub const RUNTIME_PACKAGE: &str = "Ladaptrace/rt/";

/// Type of the per-thread state instrumented code holds between probes.
pub const THREAD_STATE: &str = "Ladaptrace/rt/ThreadState;";

/// Method id -> logs ENTER, depth + 1; returns the thread's state.
pub const BLOCKS_ENTER: &str = "Ladaptrace/rt/Blocks;->enter(I)Ladaptrace/rt/ThreadState;";
/// The frame's depth (>= 1), right after [`BLOCKS_ENTER`].
pub const BLOCKS_DEPTH: &str = "Ladaptrace/rt/Blocks;->depth(Ladaptrace/rt/ThreadState;)I";
/// (frame depth, state, block index): logs BLOCK(block index).
///
/// [`BLOCKS_BLOCK`], [`BLOCKS_SITE`] and [`BLOCKS_EXIT`] first compare the thread's depth with
/// the frame's: when an exception left app frames and framework code caught it, they differ,
/// and the probe logs UNWOUND(frame depth) and takes the frame's depth before its own event.
pub const BLOCKS_BLOCK: &str = "Ladaptrace/rt/Blocks;->block(ILadaptrace/rt/ThreadState;I)V";
/// (frame depth, state, call-site index): logs SITE(call-site index); placed before each
/// invoke.
pub const BLOCKS_SITE: &str = "Ladaptrace/rt/Blocks;->site(ILadaptrace/rt/ThreadState;I)V";
/// (frame depth, state): logs EXIT, depth - 1; at depth 0 the thread's events go to the writer.
pub const BLOCKS_EXIT: &str = "Ladaptrace/rt/Blocks;->exit(ILadaptrace/rt/ThreadState;)V";
/// (frame depth, state, handler block): logs CATCH(depth), BLOCK(block); depth = frame depth.
/// Placed after move-exception.
pub const BLOCKS_CAUGHT: &str = "Ladaptrace/rt/Blocks;->caught(ILadaptrace/rt/ThreadState;I)V";
/// (frame depth, state): logs CATCH(depth); depth = frame depth. Placed in the landing pad of a
/// handler that normal flow also reaches, whose block probe then logs the BLOCK.
pub const BLOCKS_CATCHING: &str = "Ladaptrace/rt/Blocks;->catching(ILadaptrace/rt/ThreadState;)V";
/// Hands the calling thread's events to the writer and waits (at most 5 s) until everything
/// queued is written and synced.
pub const TRACE_FLUSH: &str = "Ladaptrace/rt/Trace;->flush()V";

/// `paths` (method id): codes ENTER; returns the thread's state.
pub const PATHS_ENTER: &str = "Ladaptrace/rt/Paths;->enter(I)Ladaptrace/rt/ThreadState;";
/// `paths` (state, global step id): before every step instruction.
pub const PATHS_STEP: &str = "Ladaptrace/rt/Paths;->step(Ladaptrace/rt/ThreadState;I)V";
/// `paths` (state): before every return; hands the thread's stream off at depth 0.
pub const PATHS_EXIT: &str = "Ladaptrace/rt/Paths;->exit(Ladaptrace/rt/ThreadState;)V";
/// `paths` (state, edge id): codes the decision of a binary node (context `edge >> 1`, symbol
/// `edge & 1`).
pub const PATHS_EDGE: &str = "Ladaptrace/rt/Paths;->edge(Ladaptrace/rt/ThreadState;I)V";
/// `paths` (state, decision context, symbol, edge id): codes the decision of an n-ary node.
pub const PATHS_SW: &str = "Ladaptrace/rt/Paths;->sw(Ladaptrace/rt/ThreadState;III)V";
/// `paths` (state, throw block, handler index, handler count, block count): codes CATCH.
pub const PATHS_CAUGHT: &str = "Ladaptrace/rt/Paths;->caught(Ladaptrace/rt/ThreadState;IIII)V";
/// `paths` (state, throw block, block count): codes UNWIND as an exception leaves the frame.
pub const PATHS_UNWIND: &str = "Ladaptrace/rt/Paths;->unwind(Ladaptrace/rt/ThreadState;II)V";

/// System property naming the model file the `paths` runtime starts from; without it the
/// runtime looks for [`MODEL_FILE_NAME`] in the trace directories.
pub const MODEL_PROPERTY: &str = "adaptrace.model";

/// Name of the model file in a trace directory.
pub const MODEL_FILE_NAME: &str = "model.admd";

/// System property that overrides the trace directory (the host runner sets it).
pub const TRACE_DIR_PROPERTY: &str = "adaptrace.trace.dir";

/// Extension of trace files: `<start ms>-<pid>.adtrace`.
pub const TRACE_FILE_EXTENSION: &str = "adtrace";

/// What the runtime injected into one app is configured with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct RuntimeConfig {
    /// The app's package; names the default trace directory. `None` for inputs without a
    /// manifest: the runtime then needs [`TRACE_DIR_PROPERTY`] (else `java.io.tmpdir`).
    pub package: Option<String>,
    /// Hash of the instrumentation metadata ([`crate::meta`]).
    pub metadata_hash: u64,
    /// Model generation written into the headers of an app without a coded scheme; a `paths`
    /// app writes the generation of the model file it loads at start (0 without one).
    pub model_generation: u32,
    /// Bit mask of [`crate::scheme`] bits whose probes are in the app.
    pub schemes: u32,
    /// The `paths` numbering and coder; `None` when the app has no `paths` probes.
    pub paths: Option<PathsLayout>,
}

/// What the `paths` runtime needs of [`Layout`] to lay out its coding contexts exactly as the
/// decoder numbers them, and the coder it codes with.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PathsLayout {
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
    pub coder: Coder,
}

impl PathsLayout {
    pub fn new(layout: &Layout, coder: Coder) -> PathsLayout {
        PathsLayout {
            binary: layout.binary_nodes(),
            nary: layout.nary_alphabets().to_vec(),
            edges: layout.edge_count(),
            methods: layout.method_count(),
            steps: layout.step_count(),
            coder,
        }
    }
}

/// Entries of a callee context's table in a model file: the counts of its three symbols
/// (neither predicted callee, the first, the second), then the two callees predicted for that
/// key, each its method id plus one (0: no prediction). Every other context's table has one
/// count per symbol.
pub const SITE_TABLE_LEN: u32 = 5;

/// The lengths of a model's tables for `layout`, context by context: the context's alphabet,
/// but [`SITE_TABLE_LEN`] for the callee contexts.
pub fn model_table_lengths(layout: &Layout) -> Vec<u32> {
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
    pub fn from_model(layout: &Layout, model: &Model) -> Result<PathsStart, String> {
        let lengths = model_table_lengths(layout);
        if model.tables.len() != lengths.len() {
            return Err(format!(
                "the model has {} tables, the metadata's `paths` contexts need {}",
                model.tables.len(),
                lengths.len()
            ));
        }
        let mut seeds = Vec::with_capacity(lengths.len());
        for (context, (table, &len)) in model.tables.iter().zip(&lengths).enumerate() {
            if table.len() != len as usize {
                return Err(format!(
                    "table {context} has {} entries, its context needs {len}",
                    table.len()
                ));
            }
            seeds.push(table.clone());
        }
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
    pub fn to_tables(&self, layout: &Layout) -> Vec<Vec<u32>> {
        let mut tables = self.seeds.clone();
        for (key, pair) in (0..layout.callee_keys()).zip(self.predictions.chunks(2)) {
            if let Some(table) = tables.get_mut(layout.site(key) as usize) {
                table.extend(pair.iter().map(|p| p.map_or(0, |m| m + 1)));
            }
        }
        tables
    }
}

/// One runtime class as smali text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuntimeSource {
    /// `Ladaptrace/rt/X;`
    pub class: String,
    /// Path below a smali root: `adaptrace/rt/X.smali`.
    pub file_name: String,
    pub text: String,
}

/// Directory the runtime writes traces to on a device when [`TRACE_DIR_PROPERTY`] is not set:
/// app-specific external storage, which `adb pull` reads without root.
pub fn device_trace_dir(package: &str) -> String {
    format!("/sdcard/Android/data/{package}/files/adaptrace")
}

/// Whether a class descriptor (`Lpkg/C;`) belongs to the runtime.
pub fn is_runtime_class(descriptor: &str) -> bool {
    descriptor.starts_with(RUNTIME_PACKAGE)
}

const SOURCES: [(&str, &str); 15] = [
    ("Blocks", include_str!("../smali/adaptrace/rt/Blocks.smali")),
    ("Chunk", include_str!("../smali/adaptrace/rt/Chunk.smali")),
    ("Config", include_str!("../smali/adaptrace/rt/Config.smali")),
    ("Crash", include_str!("../smali/adaptrace/rt/Crash.smali")),
    (
        "Shutdown",
        include_str!("../smali/adaptrace/rt/Shutdown.smali"),
    ),
    (
        "ThreadState",
        include_str!("../smali/adaptrace/rt/ThreadState.smali"),
    ),
    ("Trace", include_str!("../smali/adaptrace/rt/Trace.smali")),
    ("Writer", include_str!("../smali/adaptrace/rt/Writer.smali")),
    ("Paths", include_str!("../smali/adaptrace/rt/Paths.smali")),
    (
        "PathsState",
        include_str!("../smali/adaptrace/rt/PathsState.smali"),
    ),
    ("Model", include_str!("../smali/adaptrace/rt/Model.smali")),
    // The `paths` scheme's encoders (android_runtime::coder's device side).
    (
        "RangeEncoder",
        include_str!("../smali/adaptrace/rt/RangeEncoder.smali"),
    ),
    (
        "ArithEncoder",
        include_str!("../smali/adaptrace/rt/ArithEncoder.smali"),
    ),
    // The `pap` and `bl` baselines (crate::pathids numbers their paths).
    (
        "PathIds",
        include_str!("../smali/adaptrace/rt/PathIds.smali"),
    ),
    (
        "PathIdsState",
        include_str!("../smali/adaptrace/rt/PathIdsState.smali"),
    ),
];

/// The runtime's classes, with `config` filled into `Ladaptrace/rt/Config;`.
pub fn runtime_sources(config: &RuntimeConfig) -> Vec<RuntimeSource> {
    SOURCES
        .iter()
        .map(|(name, text)| RuntimeSource {
            class: format!("{RUNTIME_PACKAGE}{name};"),
            file_name: format!("adaptrace/rt/{name}.smali"),
            text: if *name == "Config" {
                fill_config(text, config)
            } else {
                (*text).to_string()
            },
        })
        .collect()
}

fn fill_config(template: &str, config: &RuntimeConfig) -> String {
    let package = match &config.package {
        Some(p) => format!("const-string v0, \"{}\"", smali_string(p)),
        None => "const/4 v0, 0x0".to_string(),
    };
    let paths = config.paths.clone().unwrap_or_default();
    let coder = match paths.coder {
        Coder::Range => 0,
        Coder::AdapTracer => 1,
    };
    // An empty array needs no payload (and smali wants none).
    let (nary, nary_data) = if paths.nary.is_empty() {
        (
            "const/4 v0, 0x0\n    new-array v0, v0, [I".to_string(),
            String::new(),
        )
    } else {
        let data: String = paths
            .nary
            .iter()
            .map(|n| format!("        {n:#x}\n"))
            .collect();
        (
            format!(
                "const v0, {}\n    new-array v0, v0, [I\n    fill-array-data v0, :nary",
                paths.nary.len()
            ),
            format!("\n    :nary\n    .array-data 4\n{data}    .end array-data\n"),
        )
    };
    // Signed decimal literals: smali reads them for any bit pattern, and `const-wide` (not
    // `/32`) keeps all 64 bits through every tool on the way.
    template
        .replace("@PACKAGE@", &package)
        .replace(
            "@METADATA_HASH@",
            &format!("{}L", config.metadata_hash as i64),
        )
        .replace(
            "@MODEL_GENERATION@",
            &(config.model_generation as i32).to_string(),
        )
        .replace("@SCHEMES@", &(config.schemes as i32).to_string())
        .replace("@CODER@", &coder.to_string())
        .replace("@PATHS_BINARY@", &(paths.binary as i32).to_string())
        .replace("@PATHS_NARY_DATA@", &nary_data)
        .replace("@PATHS_NARY@", &nary)
        .replace("@PATHS_EDGES@", &(paths.edges as i32).to_string())
        .replace("@PATHS_METHODS@", &(paths.methods as i32).to_string())
        .replace("@PATHS_STEPS@", &(paths.steps as i32).to_string())
}

/// Escapes a string for a smali string literal.
fn smali_string(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for unit in s.encode_utf16() {
        match unit {
            0x22 => out.push_str("\\\""),
            0x5c => out.push_str("\\\\"),
            0x20..=0x7e => out.push(char::from(unit as u8)),
            _ => out.push_str(&format!("\\u{unit:04x}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn config_is_filled_and_nothing_else_changes() {
        let config = RuntimeConfig {
            package: Some("com.example.app".into()),
            metadata_hash: 0xfedc_ba98_7654_3210,
            model_generation: 0x8000_0001,
            schemes: crate::scheme::BLOCKS | crate::scheme::PCC,
            paths: None,
        };
        let sources = runtime_sources(&config);
        assert_eq!(sources.len(), SOURCES.len());
        for s in &sources {
            assert!(is_runtime_class(&s.class));
            assert!(
                s.text.contains(&format!(".class public final {}", s.class))
                    || s.text.contains(&format!(".class final {}", s.class))
            );
            assert!(!s.text.contains('@'), "{}: a marker is left", s.file_name);
        }
        let cfg = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap();
        assert!(cfg.text.contains("const-string v0, \"com.example.app\""));
        assert!(cfg.text.contains("const-wide v0, -81985529216486896L"));
        assert!(cfg.text.contains("const v0, -2147483647\n"));
        assert!(cfg.text.contains("const v0, 257\n"));
        let blocks = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Blocks;")
            .unwrap();
        assert_eq!(blocks.text, SOURCES[0].1);
    }

    #[test]
    fn the_paths_layout_is_baked_in() {
        let config = RuntimeConfig {
            schemes: crate::scheme::PATHS,
            paths: Some(PathsLayout {
                binary: 7,
                nary: vec![3, 300],
                edges: 317,
                methods: 40_000,
                steps: 9,
                coder: Coder::AdapTracer,
            }),
            ..RuntimeConfig::default()
        };
        let sources = runtime_sources(&config);
        let cfg = &sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap()
            .text;
        for (value, field) in [
            ("1", "CODER"),
            ("7", "PATHS_BINARY"),
            ("317", "PATHS_EDGES"),
            ("40000", "PATHS_METHODS"),
            ("9", "PATHS_STEPS"),
        ] {
            let code =
                format!("const v0, {value}\n    sput v0, Ladaptrace/rt/Config;->{field}:I\n");
            assert!(cfg.contains(&code), "{field}: {cfg}");
        }
        assert!(cfg.contains(
            "const v0, 2\n    new-array v0, v0, [I\n    fill-array-data v0, :nary\n    sput-object v0, Ladaptrace/rt/Config;->PATHS_NARY:[I"
        ));
        assert!(cfg.contains(
            "return-void\n\n    :nary\n    .array-data 4\n        0x3\n        0x12c\n    .end array-data\n.end method"
        ));

        // Without paths: zeros, an empty array, no payload.
        let sources = runtime_sources(&RuntimeConfig::default());
        let cfg = &sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap()
            .text;
        assert!(cfg.contains("const v0, 0\n    sput v0, Ladaptrace/rt/Config;->PATHS_STEPS:I"));
        assert!(cfg.contains("const/4 v0, 0x0\n    new-array v0, v0, [I\n    sput-object"));
        assert!(!cfg.contains(".array-data"));
    }

    /// Method 0: a binary decision at block 0 and two steps; method 1: a 3-way switch.
    fn layout() -> Layout {
        use crate::meta::{BlockMeta, EdgeMeta, MethodMeta, StepMeta};
        let block = |edges: &[(Option<u32>, &str)]| BlockMeta {
            line: None,
            edges: edges
                .iter()
                .map(|(to, kind)| EdgeMeta {
                    to: *to,
                    kind: kind.to_string(),
                })
                .collect(),
        };
        let method = |blocks: Vec<BlockMeta>, steps: u32| MethodMeta {
            class: "LA;".into(),
            name: "m".into(),
            proto: "()V".into(),
            dex: "classes.dex".into(),
            blocks,
            sites: Vec::new(),
            steps: (0..steps)
                .map(|i| StepMeta {
                    block: 0,
                    site: Some(i),
                })
                .collect(),
        };
        let ret = || block(&[(None, "return")]);
        Layout::of_methods(&[
            method(
                vec![
                    block(&[(Some(1), "taken"), (Some(2), "not-taken")]),
                    ret(),
                    ret(),
                ],
                2,
            ),
            method(
                vec![
                    block(&[
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
        ])
    }

    #[test]
    fn paths_layout_takes_the_layout_numbers() {
        let p = PathsLayout::new(&layout(), Coder::AdapTracer);
        let expected = PathsLayout {
            binary: 1,
            nary: vec![3],
            edges: 5,
            methods: 2,
            steps: 2,
            coder: Coder::AdapTracer,
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

    #[test]
    fn no_package_gives_null() {
        let sources = runtime_sources(&RuntimeConfig::default());
        let cfg = sources
            .iter()
            .find(|s| s.class == "Ladaptrace/rt/Config;")
            .unwrap();
        assert!(cfg
            .text
            .contains("const/4 v0, 0x0\n    sput-object v0, Ladaptrace/rt/Config;->PACKAGE"));
    }

    #[test]
    fn strings_are_escaped() {
        assert_eq!(smali_string("a.b_c"), "a.b_c");
        assert_eq!(smali_string("q\"\\é\n"), "q\\\"\\\\\\u00e9\\u000a");
    }

    #[test]
    fn probes_in_a_frame_take_its_depth_first() {
        // Scratch registers s0 = depth, s1 = state, s2 = value: each call is one register range.
        for r in [BLOCKS_BLOCK, BLOCKS_SITE, BLOCKS_CAUGHT] {
            assert!(r.ends_with("(ILadaptrace/rt/ThreadState;I)V"), "{r}");
        }
        assert!(BLOCKS_EXIT.ends_with("->exit(ILadaptrace/rt/ThreadState;)V"));
        assert!(BLOCKS_DEPTH.ends_with("(Ladaptrace/rt/ThreadState;)I"));
    }

    #[test]
    fn probe_refs_name_runtime_methods() {
        for r in [
            BLOCKS_ENTER,
            BLOCKS_DEPTH,
            BLOCKS_BLOCK,
            BLOCKS_SITE,
            BLOCKS_EXIT,
            BLOCKS_CAUGHT,
            TRACE_FLUSH,
            PATHS_ENTER,
            PATHS_STEP,
            PATHS_EXIT,
            PATHS_EDGE,
            PATHS_SW,
            PATHS_CAUGHT,
            PATHS_UNWIND,
        ] {
            let (class, method) = r.split_once("->").unwrap();
            assert!(is_runtime_class(class));
            let name = &method[..method.find('(').unwrap()];
            let file = &class[RUNTIME_PACKAGE.len()..class.len() - 1];
            let text = SOURCES.iter().find(|(n, _)| *n == file).unwrap().1;
            assert!(
                text.contains(&format!(".method public static {method}")),
                "{name} not in {file}"
            );
        }
    }
}
